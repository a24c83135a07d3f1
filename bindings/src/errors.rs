//! The one error type every fallible call returns.

use tafl_core::MoveError;

/// Why a call failed. Kotlin sees `TaflException.OffBoard` …, Swift `TaflError.offBoard` ….
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error, uniffi::Error)]
pub enum TaflError {
    #[error("the square is off the board")]
    OffBoard,
    #[error("there is no piece on that square")]
    NoPiece,
    #[error("that piece belongs to the other side")]
    NotYourPiece,
    #[error("it is the computer's turn")]
    NotYourTurn,
    #[error("that move is not legal")]
    IllegalMove,
    #[error("the game is over")]
    GameOver,
    #[error("the computer is thinking")]
    ComputerThinking,
    #[error("it is not the computer's turn")]
    NotComputersTurn,
    #[error("the search was cancelled")]
    Cancelled,
    #[error("there is nothing to undo")]
    NothingToUndo,
    #[error("there is nothing to redo")]
    NothingToRedo,
    #[error("the save is damaged")]
    CorruptSave,
    #[error("the save was written by a newer version of the app")]
    UnsupportedVersion,
    #[error("the save uses an unknown variant")]
    UnknownPreset,
    #[error("the current match game is not finished")]
    MatchNotFinished,
    #[error("there is no match (or no further game in it)")]
    NoMatch,
    #[error("the rules string cannot be read, or its rules cannot be played")]
    BadRules,
    #[error("the rules string asks for a rule this app does not play")]
    UnsupportedRules,
}

impl TaflError {
    /// The Rust variant name, as the scenario files write it.
    pub fn code(self) -> &'static str {
        match self {
            TaflError::OffBoard => "OffBoard",
            TaflError::NoPiece => "NoPiece",
            TaflError::NotYourPiece => "NotYourPiece",
            TaflError::NotYourTurn => "NotYourTurn",
            TaflError::IllegalMove => "IllegalMove",
            TaflError::GameOver => "GameOver",
            TaflError::ComputerThinking => "ComputerThinking",
            TaflError::NotComputersTurn => "NotComputersTurn",
            TaflError::Cancelled => "Cancelled",
            TaflError::NothingToUndo => "NothingToUndo",
            TaflError::NothingToRedo => "NothingToRedo",
            TaflError::CorruptSave => "CorruptSave",
            TaflError::UnsupportedVersion => "UnsupportedVersion",
            TaflError::UnknownPreset => "UnknownPreset",
            TaflError::MatchNotFinished => "MatchNotFinished",
            TaflError::NoMatch => "NoMatch",
            TaflError::BadRules => "BadRules",
            TaflError::UnsupportedRules => "UnsupportedRules",
        }
    }
}

impl From<MoveError> for TaflError {
    fn from(e: MoveError) -> TaflError {
        match e {
            MoveError::OffBoard(_) => TaflError::OffBoard,
            MoveError::NoPiece(_) => TaflError::NoPiece,
            MoveError::NotYourPiece(_) => TaflError::NotYourPiece,
            MoveError::GameOver => TaflError::GameOver,
            MoveError::NotAMove
            | MoveError::NotStraight
            | MoveError::Occupied(_)
            | MoveError::Restricted(_)
            | MoveError::Blocked(_) => TaflError::IllegalMove,
        }
    }
}

impl From<tafl_core::ParseError> for TaflError {
    fn from(e: tafl_core::ParseError) -> TaflError {
        match e {
            tafl_core::ParseError::UnsupportedRule { .. } => TaflError::UnsupportedRules,
            _ => TaflError::BadRules,
        }
    }
}
