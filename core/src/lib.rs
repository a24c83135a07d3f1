//! # tafl-core
//!
//! The rules, game state, notation, saves and computer opponent of the Tafl app, in pure Rust.
//!
//! - [`Rules`] holds every switch of a rule set; [`Preset`] names the seven built-in ones.
//! - [`Variant`] is validated rules compiled for speed; [`Position`] is a board with move
//!   generation, make/unmake and captures.
//! - [`Game`] adds history, undo/redo, repetition, the move limit and the result.
//! - [`notation`], [`otn`], [`otr`] and [`save`] read and write the formats players exchange.

#[cfg(feature = "uniffi")]
uniffi::setup_scaffolding!("tafl");

pub mod ai;
pub mod app;
pub mod board;
pub mod controller;
mod error;
pub mod game;
pub mod history;
pub mod lessons;

pub mod notation;
pub mod options;
pub mod otn;
pub mod otr;
pub mod perft;
pub mod position;
pub mod presets;
pub mod puzzles;
mod regions;
pub mod review;
pub mod rulebook;
pub mod rules;
pub mod save;
mod sorting;
pub mod tally;
pub mod themes;

pub mod types;
pub mod variant;
pub mod words;
mod zobrist;

pub use error::{MoveError, ParseError};
pub use game::{Game, Outcome, Reason};
pub use position::{Captures, Position, Undo};
pub use presets::Preset;
pub use rules::{Escape, KingCapture, NoMoves, Repetition, Rules, RulesError};
pub use types::{Direction, Move, Piece, PieceSet, Side, Square, MAX_SIZE};
pub use variant::Variant;
