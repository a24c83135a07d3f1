//! The rules page of a preset, of an OpenTafl rules string or of a session's rules, in English,
//! Estonian or Russian, generated from the rules by the core.

use crate::errors::TaflError;
use crate::presets::Preset;
use crate::variants::parse_custom;
use tafl_core as tc;
use tc::rulebook::Topic;

/// What a section is about, whatever the language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum RuleTopic {
    Board,
    Start,
    Movement,
    Goal,
    Captures,
    KingCapture,
    Shieldwall,
    ExitFort,
    Encirclement,
    Repetition,
    MoveLimit,
    NoMoves,
}

impl From<Topic> for RuleTopic {
    fn from(t: Topic) -> RuleTopic {
        match t {
            Topic::Board => RuleTopic::Board,
            Topic::Start => RuleTopic::Start,
            Topic::Movement => RuleTopic::Movement,
            Topic::Goal => RuleTopic::Goal,
            Topic::Captures => RuleTopic::Captures,
            Topic::KingCapture => RuleTopic::KingCapture,
            Topic::Shieldwall => RuleTopic::Shieldwall,
            Topic::ExitFort => RuleTopic::ExitFort,
            Topic::Encirclement => RuleTopic::Encirclement,
            Topic::Repetition => RuleTopic::Repetition,
            Topic::MoveLimit => RuleTopic::MoveLimit,
            Topic::NoMoves => RuleTopic::NoMoves,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct RuleSection {
    pub topic: RuleTopic,
    pub heading: String,
    /// Paragraphs.
    pub body: Vec<String>,
}

/// A rules page: a title, four lines to start playing with, and the sections (board, first
/// move, moving, winning, capturing, the king's capture, then the special and ending rules that
/// are on).
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Rulebook {
    pub title: String,
    pub quick_start: Vec<String>,
    pub sections: Vec<RuleSection>,
}

pub(crate) fn book(rules: &tc::Rules, language: &str) -> Rulebook {
    let b = tc::rulebook::rulebook(rules, tc::words::Lang::from_code(language));
    Rulebook {
        title: b.title,
        quick_start: b.quick_start,
        sections: b
            .sections
            .into_iter()
            .map(|s| RuleSection {
                topic: s.topic.into(),
                heading: s.heading,
                body: s.body,
            })
            .collect(),
    }
}

/// The rules page of a preset. `language`: "en", "et" or "ru" (a region such as "et-EE" is
/// ignored); anything else gives English.
#[uniffi::export]
pub fn rulebook(preset: Preset, language: String) -> Rulebook {
    book(&preset.core().rules(), &language)
}

/// The rules page of an OpenTafl rules string. BadRules / UnsupportedRules.
#[uniffi::export]
pub fn rulebook_for_rules(otr: String, language: String) -> Result<Rulebook, TaflError> {
    Ok(book(&parse_custom(&otr)?.rules, &language))
}
