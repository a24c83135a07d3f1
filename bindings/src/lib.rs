//! # tafl-ffi
//!
//! The library the Kotlin and Swift apps load. The API is the core's own: `tafl-core` built with
//! its `uniffi` feature derives the UniFFI records, enums, errors and objects on its types and
//! exports its controllers, the one `Listener` the apps implement and the words of the apps' own
//! screens, so that the core's doc comments reach the generated Kotlin and Swift. This crate
//! links it into the `cdylib` and `staticlib` the apps ship, makes sure the core's scaffolding is
//! exported from them, and names what the apps get (for Rust callers and tests). See `API.md`.

pub use tafl_core;

tafl_core::uniffi_reexport_scaffolding!();

pub use tafl_core::app::{AppCore, AppView, LessonList, PuzzleList};
pub use tafl_core::board::{
    Arrow, ArrowKind, BoardSound, BoardView, CapturedPiece, CellView, HintMark, LastMove, Listener,
    Message, MoveMark, MoveTurn, SoundCue, TapOutcome,
};
pub use tafl_core::controller::{
    AnalysisView, Busy, Coord, GameConfig, GameController, GameError, GameView, MatchStanding,
    MatchWinner, Mode, NewGameChoice, PositionText, Preferences, ReplayView, RulesInfo, Status,
    ThinkTime, Turn,
};
pub use tafl_core::lessons::{
    LessonController, LessonFeedback, LessonInfo, LessonState, LessonTopic, LessonView, Mistake,
};
pub use tafl_core::options::*;
pub use tafl_core::puzzles::{
    Difficulty, PuzzleBusy, PuzzleController, PuzzleEntry, PuzzleNote, PuzzleNoteKind,
    PuzzleRecord, PuzzleSet, PuzzleState, PuzzleView,
};
pub use tafl_core::review::{
    MoveReviewView, ReviewBudget, ReviewController, ReviewPageView, ReviewState, ReviewView,
    SideReviewView, Verdict, VerdictCount,
};
