//! Why a lesson refused an action (the lesson is left as it was), and its words.

use crate::controller::{texts, GameError};
use crate::words::Words;
use crate::MoveError;

/// Why a lesson refused an action; nothing changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum LessonError {
    #[error("these rules have no such lesson")]
    UnknownLesson,
    #[error("the rules string cannot be read, or its rules cannot be played")]
    BadRules,
    #[error("the rules string asks for a rule this app does not play")]
    UnsupportedRules,
    #[error("the square is off the board")]
    OffBoard,
    #[error("there is no piece on that square")]
    NoPiece,
    #[error("that piece belongs to the other side")]
    NotYourPiece,
    #[error("that move is not legal")]
    IllegalMove,
    #[error("the step is done: go on to the next one")]
    StepDone,
    #[error("the step is not done yet")]
    StepNotDone,
    #[error("the lesson is finished")]
    LessonFinished,
}

impl LessonError {
    pub const ALL: [LessonError; 10] = [
        LessonError::UnknownLesson,
        LessonError::BadRules,
        LessonError::UnsupportedRules,
        LessonError::OffBoard,
        LessonError::NoPiece,
        LessonError::NotYourPiece,
        LessonError::IllegalMove,
        LessonError::StepDone,
        LessonError::StepNotDone,
        LessonError::LessonFinished,
    ];

    /// The error in words: the game's where it says the same thing, else the lesson's.
    pub fn text(self, w: &Words) -> String {
        let game = |e: GameError| texts::error(w, e);
        let id = match self {
            LessonError::BadRules => return game(GameError::BadRules),
            LessonError::UnsupportedRules => return game(GameError::UnsupportedRules),
            LessonError::OffBoard => return game(GameError::OffBoard),
            LessonError::NoPiece => return game(GameError::NoPiece),
            LessonError::NotYourPiece => return game(GameError::NotYourPiece),
            LessonError::IllegalMove => return game(GameError::IllegalMove),
            LessonError::UnknownLesson => "unknown-lesson",
            LessonError::StepDone => "step-done",
            LessonError::StepNotDone => "step-not-done",
            LessonError::LessonFinished => "lesson-finished",
        };
        w.format("lesson-error", &[("error", id.into())])
    }

    /// The lesson error of a game's refusal of a rules string.
    pub fn of_rules(e: GameError) -> LessonError {
        match e {
            GameError::UnsupportedRules => LessonError::UnsupportedRules,
            _ => LessonError::BadRules,
        }
    }
}

impl From<MoveError> for LessonError {
    fn from(e: MoveError) -> LessonError {
        match GameError::from(e) {
            GameError::OffBoard => LessonError::OffBoard,
            GameError::NoPiece => LessonError::NoPiece,
            GameError::NotYourPiece => LessonError::NotYourPiece,
            _ => LessonError::IllegalMove,
        }
    }
}
