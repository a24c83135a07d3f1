//! The player's puzzle progress, and the small JSON document the apps keep it in:
//!
//! ```json
//! {"puzzles": {"brandubh-001": {"solved": true, "failed": 1, "attempts": 2}}}
//! ```
//!
//! Reading never fails: a damaged document, an entry that is not an object, a field that is
//! missing or of the wrong kind, keeps its default (an entry with nothing readable is left out),
//! so progress written by an older or a newer app still loads.

use super::{Puzzle, PuzzleResult};
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;

/// One puzzle's record.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PuzzleRecord {
    /// Solved at least once (without a wrong move and without the solution shown).
    pub solved: bool,
    /// Attempts that failed.
    pub failed: u32,
    /// Attempts decided, solved or failed.
    pub attempts: u32,
}

/// Every puzzle's record, by puzzle id.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    records: BTreeMap<String, PuzzleRecord>,
}

const PUZZLES: &str = "puzzles";
const SOLVED: &str = "solved";
const FAILED: &str = "failed";
const ATTEMPTS: &str = "attempts";

impl Progress {
    /// Counts an attempt's verdict.
    pub fn record(&mut self, result: &PuzzleResult) {
        let r = self.records.entry(result.id.clone()).or_default();
        r.attempts = r.attempts.saturating_add(1);
        if result.solved {
            r.solved = true;
        } else {
            r.failed = r.failed.saturating_add(1);
        }
    }

    /// The record of a puzzle (all zero when it was never tried).
    pub fn get(&self, id: &str) -> PuzzleRecord {
        self.records.get(id).copied().unwrap_or_default()
    }

    /// How many of `puzzles` are solved.
    pub fn solved_among(&self, puzzles: &[Puzzle]) -> usize {
        puzzles.iter().filter(|p| self.get(&p.id).solved).count()
    }

    /// The first of `puzzles` not solved yet.
    pub fn next_unsolved<'p>(&self, puzzles: &'p [Puzzle]) -> Option<&'p Puzzle> {
        puzzles.iter().find(|p| !self.get(&p.id).solved)
    }

    pub fn to_json(&self) -> String {
        let puzzles: Map<String, Value> = self
            .records
            .iter()
            .map(|(id, r)| {
                let entry = json!({ SOLVED: r.solved, FAILED: r.failed, ATTEMPTS: r.attempts });
                (id.clone(), entry)
            })
            .collect();
        json!({ PUZZLES: puzzles }).to_string()
    }

    /// The progress in `text`; whatever cannot be read keeps its default.
    pub fn from_json(text: &str) -> Progress {
        let value: Value = serde_json::from_str(text).unwrap_or(Value::Null);
        let mut records = BTreeMap::new();
        let Some(puzzles) = value.get(PUZZLES).and_then(Value::as_object) else {
            return Progress { records };
        };
        for (id, entry) in puzzles {
            let count = |key: &str| {
                entry
                    .get(key)
                    .and_then(Value::as_u64)
                    .map(|n| u32::try_from(n).unwrap_or(u32::MAX))
            };
            let solved = entry.get(SOLVED).and_then(Value::as_bool);
            let (failed, attempts) = (count(FAILED), count(ATTEMPTS));
            if solved.is_none() && failed.is_none() && attempts.is_none() {
                continue;
            }
            let solved = solved.unwrap_or(false);
            let failed = failed.unwrap_or(0);
            // Every failure and a solve were attempts, whatever the document says.
            let attempts = attempts
                .unwrap_or(0)
                .max(failed.saturating_add(u32::from(solved)));
            records.insert(
                id.clone(),
                PuzzleRecord {
                    solved,
                    failed,
                    attempts,
                },
            );
        }
        Progress { records }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(id: &str, solved: bool) -> PuzzleResult {
        PuzzleResult {
            id: id.into(),
            solved,
        }
    }

    #[test]
    fn attempts_are_counted_and_round_trip() {
        let mut p = Progress::default();
        p.record(&result("brandubh-001", false));
        p.record(&result("brandubh-001", true));
        p.record(&result("tablut-002", false));
        let one = p.get("brandubh-001");
        assert_eq!(
            one,
            PuzzleRecord {
                solved: true,
                failed: 1,
                attempts: 2
            }
        );
        assert_eq!(p.get("tablut-002").failed, 1);
        assert!(!p.get("tablut-002").solved);
        assert_eq!(p.get("nothing"), PuzzleRecord::default());
        assert_eq!(Progress::from_json(&p.to_json()), p);
    }

    #[test]
    fn damage_keeps_defaults() {
        for text in [
            "",
            "not json",
            "[1,2]",
            "{\"puzzles\": 3}",
            "{\"puzzles\": []}",
        ] {
            assert_eq!(Progress::from_json(text), Progress::default(), "{text}");
        }
        let odd = Progress::from_json(
            r#"{"version": 9, "puzzles": {
                "a-1": {"solved": "yes", "failed": 2, "attempts": 1},
                "a-2": {"solved": true, "attempts": 99999999999},
                "a-3": 7,
                "a-4": {"colour": "blue"},
                "a-5": {"failed": -1, "solved": false}
            }}"#,
        );
        // A string is no flag; two failures were two attempts.
        assert_eq!(
            odd.get("a-1"),
            PuzzleRecord {
                solved: false,
                failed: 2,
                attempts: 2
            }
        );
        assert_eq!(odd.get("a-2").attempts, u32::MAX);
        assert!(odd.get("a-2").solved);
        assert_eq!(odd.get("a-3"), PuzzleRecord::default());
        assert_eq!(odd.get("a-5").failed, 0);
        // Entries with nothing readable are left out when written again.
        let again = Progress::from_json(&odd.to_json());
        assert_eq!(again, odd);
        assert!(!odd.to_json().contains("a-3") && !odd.to_json().contains("a-4"));
    }
}
