//! # tafl-ffi
//!
//! The API of the Kotlin and Swift apps, exported with UniFFI (proc-macros, no UDL): the core's
//! game controller (`GameController`), its view and words, the engine's review of a game
//! (`GameReview`), the history, the score tally, the presets, the rules pages, the lessons
//! (`LessonController`, `LessonProgress`) and the puzzles (`PuzzleController`, `PuzzleProgress`).
//! Every decision is the core's (`tafl_core::controller`, `tafl_core::review`,
//! `tafl_core::lessons`, `tafl_core::puzzles`); the core's types cross as they are (see
//! `remote.rs`). See `bindings/API.md`.

uniffi::setup_scaffolding!("tafl");

mod controller;
mod history;
mod lessons;
mod presets;
mod puzzles;
mod remote;
mod review;
mod rulebook;
mod tally;
mod words;

pub use controller::{ControllerListener, GameController};
pub use history::GameHistory;
pub use lessons::{lesson_error_text, LessonController, LessonProgress};
pub use presets::{
    default_preset, preset_info, presets, EscapeKind, KingCaptureKind, PresetInfo, RepetitionKind,
    SpecialRule,
};
pub use puzzles::{PuzzleController, PuzzleProgress};
pub use review::{GameReview, GameReviewListener};
pub use rulebook::{rulebook, rulebook_for_rules};
pub use tally::ScoreTally;
pub use words::{
    board_palette, board_themes, clamp_think_millis, default_choice, default_preferences,
    error_text, level_name, mode_name, mode_of_choice, offered_levels, preferences_from_json,
    preferences_to_json, preset_options, seconds_text, setup_pieces, side_name,
    statistics_damaged_text, think_time, PresetOption, SetupPieceOption,
};

/// "a1" for (0, 0).
#[uniffi::export]
pub fn coord_name(coord: tafl_core::controller::Coord) -> String {
    coord.name()
}

/// Parses "a1" … "m13" (case-insensitive); OffBoard for anything else.
#[uniffi::export]
pub fn parse_coord(
    text: String,
) -> Result<tafl_core::controller::Coord, tafl_core::controller::GameError> {
    tafl_core::controller::Coord::parse(&text)
}

/// Checks an OpenTafl rules string before a game is started with it. BadRules /
/// UnsupportedRules.
#[uniffi::export]
pub fn validate_rules(
    otr: String,
) -> Result<tafl_core::controller::RulesInfo, tafl_core::controller::GameError> {
    tafl_core::controller::validate_rules(&otr)
}

/// The version of the game save format this build writes (and the only one it reads).
pub const SAVE_VERSION: u64 = tafl_core::controller::SAVE_VERSION;
