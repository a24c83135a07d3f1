//! # tafl-ffi
//!
//! The API the Kotlin and Swift apps use, exported with UniFFI (proc-macros, no UDL): presets,
//! coordinates and a thread-safe [`GameSession`] (two players or vs the computer, optionally a
//! two-game match) with snapshots, undo/redo, hints, cancellable computer moves and saves.
//! See `bindings/API.md`.

uniffi::setup_scaffolding!("tafl");

mod errors;
mod matchplay;
mod presets;
mod rulebook;
mod savedoc;
mod session;
mod snapshot;
mod tally;
mod types;
mod variants;

pub use errors::TaflError;
pub use matchplay::{MatchView, MatchWinner};
pub use presets::{
    default_preset, preset_info, presets, EscapeKind, KingCaptureKind, Preset, PresetInfo,
    RepetitionKind, SpecialRule,
};
pub use rulebook::{rulebook, rulebook_for_rules, RuleSection, RuleTopic, Rulebook};
pub use session::{GameSession, Mode, SessionConfig};
pub use snapshot::{EndReason, GameStatus, MoveOutcome, MoveView, Snapshot, SquareView, Turn};
pub use tally::{FinishedGame, ScoreTally, TallyRow, TallyScore};
pub use types::{coord_name, parse_coord, Coord, Level, Piece, Side};
pub use variants::{validate_rules, RulesInfo};

/// The session save format's version this build writes (and the only one it reads).
pub const SESSION_SAVE_VERSION: u64 = savedoc::VERSION;
