//! Why an action on a board was refused, and its words: the one message every page shows.

use crate::controller::setup::SetupProblem;
use crate::controller::{texts, GameError};
use crate::words::Words;
use crate::MoveError;

/// What exactly made an action fail, when there is more to say than the error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Detail {
    /// Why a move is illegal (it names the square).
    Move(MoveError),
    /// Why a set-up position cannot be played from.
    Setup(SetupProblem),
    /// The saved game could not be read at start-up, and a new game took its place.
    NewGameStarted,
}

/// Why the last action was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Refusal {
    pub error: GameError,
    pub detail: Option<Detail>,
}

impl Refusal {
    pub fn message(&self, w: &Words) -> Message {
        let text = match &self.detail {
            Some(Detail::Move(e)) => texts::move_error(w, e),
            Some(Detail::Setup(problem)) => texts::setup_problem(w, self.error, problem),
            Some(Detail::NewGameStarted) => w.format(
                "error-new-game-started",
                &[("error", texts::error(w, self.error).into())],
            ),
            None => texts::error(w, self.error),
        };
        Message {
            error: self.error,
            text,
        }
    }
}

/// A message for the player: why the last action was refused, until the next action.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Message {
    pub error: GameError,
    /// The reason in words, naming the square or the rule where there is one ("d7 is
    /// occupied.").
    pub text: String,
}
