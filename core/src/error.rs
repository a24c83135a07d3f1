//! Typed errors. Every parser and every move check reports one of these; nothing panics on input.

use crate::types::Square;

/// Why a move cannot be played. The position or game it was tried on is left untouched.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    #[error("{0} is off the board")]
    OffBoard(Square),
    #[error("there is no piece on {0}")]
    NoPiece(Square),
    #[error("the piece on {0} belongs to the other side")]
    NotYourPiece(Square),
    #[error("a move must go somewhere")]
    NotAMove,
    #[error("pieces move along a rank or a file")]
    NotStraight,
    #[error("{0} is occupied")]
    Occupied(Square),
    #[error("that piece may not stop on {0}")]
    Restricted(Square),
    /// The first square on the way that stops the piece (a piece, or a throne it may not cross).
    #[error("{0} is in the way")]
    Blocked(Square),
    #[error("the game is over")]
    GameOver,
}

/// Why a piece of text could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    #[error("not a square: {0:?}")]
    BadSquare(String),
    #[error("off the board: {0:?}")]
    OffBoard(String),
    #[error("not a move: {0:?} (write it like d2-d4)")]
    BadMove(String),
    #[error("not a side: {0:?}")]
    BadSide(String),
    #[error("unknown variant: {0:?}")]
    UnknownPreset(String),
    #[error("not a valid position: {0}")]
    BadPosition(String),
    #[error("not a valid OpenTafl position: {0}")]
    BadOtn(String),
    #[error("not a valid OpenTafl rules string: {0}")]
    BadRules(String),
    #[error("rule {key}:{value} is not supported")]
    UnsupportedRule { key: String, value: String },
    #[error("the rules cannot be played: {0}")]
    InvalidRules(#[from] crate::rules::RulesError),
    #[error("move {index} ({text}) is illegal: {error}")]
    IllegalMove {
        index: usize,
        text: String,
        error: MoveError,
    },
    #[error("move {index} ({text}) records captures {recorded} but captured {actual}")]
    CaptureMismatch {
        index: usize,
        text: String,
        recorded: String,
        actual: String,
    },
}
