//! The lessons a player has completed, per rule set, as a small JSON document the apps store.
//! Reading never fails: a missing or damaged part keeps its default (nothing completed), so a
//! document written by an older or a newer app still loads.

use super::LessonPage;
use serde_json::{json, Map, Value};
use std::collections::{BTreeMap, BTreeSet};

const FORMAT: &str = "tafl-lessons";
const VERSION: u64 = 1;

/// The lessons completed, by rule set: the key is the rule set's family — its preset id, or
/// the canonical rules string of custom rules (the score tally's `variant_key`) — and the
/// values are lesson ids. Ids this version does not know are kept.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LessonProgress {
    completed: BTreeMap<String, BTreeSet<String>>,
}

impl LessonProgress {
    pub fn new() -> LessonProgress {
        LessonProgress::default()
    }

    /// Marks a lesson completed; true when it was not already.
    pub fn complete(&mut self, family: &str, lesson: &str) -> bool {
        self.completed
            .entry(family.to_string())
            .or_default()
            .insert(lesson.to_string())
    }

    pub fn is_completed(&self, family: &str, lesson: &str) -> bool {
        self.completed
            .get(family)
            .is_some_and(|done| done.contains(lesson))
    }

    /// The lessons completed under `family`, sorted by id.
    pub fn completed(&self, family: &str) -> Vec<String> {
        self.completed
            .get(family)
            .map(|done| done.iter().cloned().collect())
            .unwrap_or_default()
    }

    /// Marks the lesson of `page` completed once it is finished; true when that is new.
    pub fn record(&mut self, page: &LessonPage) -> bool {
        page.is_finished() && self.complete(page.family(), page.id())
    }

    /// Forgets what was completed under `family`.
    pub fn reset(&mut self, family: &str) {
        self.completed.remove(family);
    }

    pub fn to_json(&self) -> String {
        let completed: Map<String, Value> = self
            .completed
            .iter()
            .filter(|(_, done)| !done.is_empty())
            .map(|(family, done)| (family.clone(), json!(done)))
            .collect();
        json!({
            "format": FORMAT,
            "version": VERSION,
            "completed": completed,
        })
        .to_string()
    }

    /// The progress in `text`; whatever is missing or unreadable is left out.
    pub fn from_json(text: &str) -> LessonProgress {
        let value: Value = serde_json::from_str(text).unwrap_or(Value::Null);
        let mut progress = LessonProgress::new();
        let Some(families) = value.get("completed").and_then(Value::as_object) else {
            return progress;
        };
        for (family, lessons) in families {
            let ids = lessons.as_array().into_iter().flatten();
            for id in ids.filter_map(Value::as_str) {
                progress.complete(family, id);
            }
        }
        progress
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_round_trips_and_damage_keeps_what_reads() {
        let mut p = LessonProgress::new();
        assert!(p.complete("brandubh", "moving"));
        assert!(!p.complete("brandubh", "moving"));
        assert!(p.complete("brandubh", "capture"));
        assert!(p.complete("dim:9 esc:e", "escape"));
        assert_eq!(LessonProgress::from_json(&p.to_json()), p);
        assert_eq!(p.completed("brandubh"), ["capture", "moving"]);
        assert!(p.is_completed("dim:9 esc:e", "escape"));
        assert!(!p.is_completed("copenhagen", "escape"));
        for damaged in ["", "not json", "[1]", r#"{"completed": 3}"#, "null"] {
            assert_eq!(LessonProgress::from_json(damaged), LessonProgress::new());
        }
        let odd = LessonProgress::from_json(
            r#"{"version": 99, "completed": {"tablut": ["escape", 4, null, "future-lesson"], "ard-ri": "moving", "fetlar": []}}"#,
        );
        assert_eq!(odd.completed("tablut"), ["escape", "future-lesson"]);
        assert!(odd.completed("ard-ri").is_empty());
        p.reset("brandubh");
        assert!(p.completed("brandubh").is_empty());
        assert!(!p.to_json().contains("brandubh"));
    }
}
