//! The player's settings, and the small JSON document the apps keep them in. Reading never
//! fails: a missing or damaged field keeps its default, so settings written by an older or a
//! newer app still load.

use crate::controller::config::ThinkTime;
use crate::themes::ThemeId;
use serde_json::{json, Value};

/// The player's settings. The language is not one of them: the apps follow the system's.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Preferences {
    /// Hard's thinking time and the hints', for new games (within [`ThinkTime::RANGE`]).
    pub hard_think_millis: u32,
    /// Mark the squares a selected piece can move to.
    pub show_legal_moves: bool,
    /// Sound and vibration: a short sound for every move played (a capture's own when it took
    /// pieces) and a vibration for captures (see `feedback`).
    pub capture_feedback: bool,
    /// Two players at one device: turn the board so that the side to move sits at the bottom.
    pub turn_board_for_hot_seat: bool,
    /// How the board looks.
    pub board_theme: ThemeId,
}

impl Default for Preferences {
    fn default() -> Preferences {
        Preferences {
            hard_think_millis: ThinkTime::RANGE.default_millis,
            show_legal_moves: true,
            capture_feedback: true,
            turn_board_for_hot_seat: false,
            board_theme: ThemeId::default(),
        }
    }
}

const THINK: &str = "hard_think_millis";
const LEGAL_MOVES: &str = "show_legal_moves";
const FEEDBACK: &str = "capture_feedback";
const TURN_BOARD: &str = "turn_board_hot_seat";
const THEME: &str = "board_theme";

impl Preferences {
    /// The same settings with the think time within range.
    pub fn normalized(mut self) -> Preferences {
        self.hard_think_millis = ThinkTime::clamp(self.hard_think_millis);
        self
    }

    pub fn to_json(&self) -> String {
        json!({
            THINK: self.hard_think_millis,
            LEGAL_MOVES: self.show_legal_moves,
            FEEDBACK: self.capture_feedback,
            TURN_BOARD: self.turn_board_for_hot_seat,
            THEME: self.board_theme.id(),
        })
        .to_string()
    }

    /// The settings in `text`; every field that is missing or unreadable keeps its default.
    pub fn from_json(text: &str) -> Preferences {
        let value: Value = serde_json::from_str(text).unwrap_or(Value::Null);
        let defaults = Preferences::default();
        let flag =
            |key: &str, default: bool| value.get(key).and_then(Value::as_bool).unwrap_or(default);
        Preferences {
            hard_think_millis: value
                .get(THINK)
                .and_then(Value::as_u64)
                .map_or(defaults.hard_think_millis, |ms| {
                    ThinkTime::clamp(u32::try_from(ms).unwrap_or(u32::MAX))
                }),
            show_legal_moves: flag(LEGAL_MOVES, defaults.show_legal_moves),
            capture_feedback: flag(FEEDBACK, defaults.capture_feedback),
            turn_board_for_hot_seat: flag(TURN_BOARD, defaults.turn_board_for_hot_seat),
            board_theme: value
                .get(THEME)
                .and_then(Value::as_str)
                .and_then(ThemeId::from_id)
                .unwrap_or(defaults.board_theme),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_damage_keeps_defaults() {
        let p = Preferences {
            hard_think_millis: 2500,
            show_legal_moves: false,
            capture_feedback: false,
            turn_board_for_hot_seat: true,
            board_theme: ThemeId::Marble,
        };
        assert_eq!(Preferences::from_json(&p.to_json()), p);
        assert_eq!(Preferences::from_json("not json"), Preferences::default());
        assert_eq!(Preferences::from_json("[1,2]"), Preferences::default());
        let odd = Preferences::from_json(
            r#"{"hard_think_millis": 123456789012, "show_legal_moves": "yes"}"#,
        );
        assert_eq!(odd.hard_think_millis, 5000);
        assert!(odd.show_legal_moves);
        let unknown = Preferences::from_json(r#"{"board_theme": "neon"}"#);
        assert_eq!(unknown.board_theme, ThemeId::Wood);
        // What the apps stored before the core kept the settings reads the same.
        let old = Preferences::from_json(
            r#"{"hard_think_millis":1500,"show_legal_moves":true,"capture_feedback":false,"turn_board_hot_seat":true}"#,
        );
        assert_eq!(old.hard_think_millis, 1500);
        assert!(!old.capture_feedback && old.turn_board_for_hot_seat);
    }
}
