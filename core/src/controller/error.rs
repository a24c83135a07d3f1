//! Why an action on a board was refused — a game's, a lesson's, a puzzle's, the app's. The board
//! is left exactly as it was.

use crate::ParseError;

/// Why an action was refused; every front end shows it with [`crate::words`]
/// (`GameError::message_id`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Error))]
pub enum GameError {
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
    #[error("a replayed position cannot be changed")]
    ReadOnly,
    #[error("the game has no such move")]
    NoSuchMove,
    #[error("the position has no king")]
    NoKing,
    #[error("a piece stands on a square it may not stand on")]
    RestrictedSquare,
    #[error("the game is already over in that position")]
    AlreadyDecided,
    #[error("not a position of these rules")]
    BadPosition,
    #[error("there is no puzzle with that id")]
    NoSuchPuzzle,
    #[error("these rules have no such lesson")]
    UnknownLesson,
    #[error("the lesson's step is done: go on to the next one")]
    StepDone,
    #[error("the lesson's step is not done yet")]
    StepNotDone,
    #[error("the lesson is finished")]
    LessonFinished,
}

impl GameError {
    pub const ALL: [GameError; 28] = [
        GameError::OffBoard,
        GameError::NoPiece,
        GameError::NotYourPiece,
        GameError::NotYourTurn,
        GameError::IllegalMove,
        GameError::GameOver,
        GameError::ComputerThinking,
        GameError::NotComputersTurn,
        GameError::NothingToUndo,
        GameError::NothingToRedo,
        GameError::CorruptSave,
        GameError::UnsupportedVersion,
        GameError::UnknownPreset,
        GameError::MatchNotFinished,
        GameError::NoMatch,
        GameError::BadRules,
        GameError::UnsupportedRules,
        GameError::ReadOnly,
        GameError::NoSuchMove,
        GameError::NoKing,
        GameError::RestrictedSquare,
        GameError::AlreadyDecided,
        GameError::BadPosition,
        GameError::NoSuchPuzzle,
        GameError::UnknownLesson,
        GameError::StepDone,
        GameError::StepNotDone,
        GameError::LessonFinished,
    ];

    /// The variant's name, as the scenario files write it.
    pub fn code(self) -> &'static str {
        match self {
            GameError::OffBoard => "OffBoard",
            GameError::NoPiece => "NoPiece",
            GameError::NotYourPiece => "NotYourPiece",
            GameError::NotYourTurn => "NotYourTurn",
            GameError::IllegalMove => "IllegalMove",
            GameError::GameOver => "GameOver",
            GameError::ComputerThinking => "ComputerThinking",
            GameError::NotComputersTurn => "NotComputersTurn",
            GameError::NothingToUndo => "NothingToUndo",
            GameError::NothingToRedo => "NothingToRedo",
            GameError::CorruptSave => "CorruptSave",
            GameError::UnsupportedVersion => "UnsupportedVersion",
            GameError::UnknownPreset => "UnknownPreset",
            GameError::MatchNotFinished => "MatchNotFinished",
            GameError::NoMatch => "NoMatch",
            GameError::BadRules => "BadRules",
            GameError::UnsupportedRules => "UnsupportedRules",
            GameError::ReadOnly => "ReadOnly",
            GameError::NoSuchMove => "NoSuchMove",
            GameError::NoKing => "NoKing",
            GameError::RestrictedSquare => "RestrictedSquare",
            GameError::AlreadyDecided => "AlreadyDecided",
            GameError::BadPosition => "BadPosition",
            GameError::NoSuchPuzzle => "NoSuchPuzzle",
            GameError::UnknownLesson => "UnknownLesson",
            GameError::StepDone => "StepDone",
            GameError::StepNotDone => "StepNotDone",
            GameError::LessonFinished => "LessonFinished",
        }
    }

    pub(crate) fn of_rules(e: ParseError) -> GameError {
        match e {
            ParseError::UnsupportedRule { .. } => GameError::UnsupportedRules,
            _ => GameError::BadRules,
        }
    }
}

impl From<crate::MoveError> for GameError {
    fn from(e: crate::MoveError) -> GameError {
        use crate::MoveError::*;
        match e {
            OffBoard(_) => GameError::OffBoard,
            NoPiece(_) => GameError::NoPiece,
            NotYourPiece(_) => GameError::NotYourPiece,
            GameOver => GameError::GameOver,
            NotAMove | NotStraight | Occupied(_) | Restricted(_) | Blocked(_) => {
                GameError::IllegalMove
            }
        }
    }
}
