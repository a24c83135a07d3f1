//! The review page, for the apps: the engine's review of a game running on a thread of its own,
//! the move looked at and the board of the position it was played in. What the page opens on,
//! the order the flagged moves are stepped through and the win chances in words are decided
//! here once, for both apps.

use super::reviewer::{ReviewListener, ReviewProgress, ReviewState, Reviewer};
use super::view::{MoveReviewView, ReviewView};
use super::ReviewBudget;
use crate::board::family::{Family, Member};
use crate::board::{tell, Arrow, ArrowKind, BoardView, Listener, Message};
use crate::controller::{texts, GameConfig, GameController, GameError, Preferences};
use crate::game::Game;
use crate::words::Words;
use std::sync::{Arc, Mutex, MutexGuard, Weak};
use std::time::Duration;

/// Everything the review page shows.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ReviewPageView {
    /// The review in words: its progress, then the summary per side and every move judged.
    pub review: ReviewView,
    /// The move looked at once the review is done: the first flagged move (else the first
    /// move) until the player picks another.
    pub chosen: Option<MoveReviewView>,
    /// "Winning chance 64% → 12%": the mover's chance before the chosen move (with the best
    /// move) and after it.
    pub win_chance: Option<String>,
    /// The plies of the flagged moves (an inaccuracy or worse, a missed win), in the game's
    /// order: the page steps through them.
    pub flagged: Vec<u32>,
    pub previous_flagged: Option<u32>,
    pub next_flagged: Option<u32>,
    /// The position the chosen move was played in, with the move played and the better one
    /// drawn (the game's end before the review is done); read-only.
    pub board: BoardView,
    /// A cancelled review can be started again.
    pub can_restart: bool,
    /// Why the last action was refused (a move the review has not judged, no flagged move
    /// that way), until the next action.
    pub message: Option<Message>,
}

struct State {
    /// Shared so that it is cancelled and waited for outside the lock, which its thread takes
    /// to report.
    reviewer: Arc<Reviewer>,
    budget: ReviewBudget,
    /// The ply of the move looked at.
    chosen: Option<u32>,
    /// Why the last action was refused.
    refusal: Option<GameError>,
    words: Words,
    listener: Option<Arc<dyn Listener>>,
}

struct Shared {
    state: Mutex<State>,
    /// The game reviewed, replayed to the position shown (read-only).
    board: Arc<GameController>,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Looks at move `ply`: the board shows the position it was played in.
    fn choose(&self, state: &mut State, ply: u32) {
        state.chosen = Some(ply);
        let _ = self.board.replay_to(ply.saturating_sub(1));
    }
}

impl Member for Shared {
    fn set_words(&self, words: Words) {
        self.lock().words = words;
    }

    fn set_preferences(&self, _prefs: &Preferences) {}

    // The review goes on in the background: the player asked for it and waits for it.
    fn pause(&self) {}

    fn resume(&self) {}
}

/// Hears the review's thread: a review just done opens on its first flagged move (or its first
/// move), so the board has something to show; then the app's listener hears.
struct Heard(Weak<Shared>);

impl ReviewListener for Heard {
    fn changed(&self, progress: ReviewProgress) {
        let Some(shared) = self.0.upgrade() else {
            return;
        };
        let listener = {
            let mut state = shared.lock();
            if progress.state == ReviewState::Done && state.chosen.is_none() {
                let first = state.reviewer.result().and_then(|r| {
                    let flagged = r.moves.iter().find(|m| m.verdict.flagged());
                    flagged.or(r.moves.first()).map(|m| m.ply as u32)
                });
                if let Some(ply) = first {
                    shared.choose(&mut state, ply);
                }
            }
            state.listener.clone()
        };
        tell(listener);
    }
}

/// The engine's review of one game, on its page. Thread-safe; no call waits except `cancel()`
/// (which returns once the review's thread has stopped) and `wait_until_done()` (tests only).
/// Dropping it stops the review.
#[cfg_attr(feature = "uniffi", derive(uniffi::Object))]
pub struct ReviewController {
    shared: Arc<Shared>,
}

impl std::fmt::Debug for ReviewController {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ReviewController")
            .field("progress", &self.shared.lock().reviewer.progress())
            .finish_non_exhaustive()
    }
}

#[cfg_attr(feature = "uniffi", uniffi::export)]
impl ReviewController {
    /// Reviews the game of a `save()` text. CorruptSave, UnsupportedVersion, UnknownPreset.
    #[cfg_attr(feature = "uniffi", uniffi::constructor)]
    pub fn of_save(
        saved: String,
        budget: ReviewBudget,
    ) -> Result<Arc<ReviewController>, GameError> {
        Ok(GameController::restore(saved)?.review(budget))
    }

    /// Everything the review page shows, in the review's language.
    pub fn view(&self) -> ReviewPageView {
        let state = self.shared.lock();
        let review = state.reviewer.view(&state.words);
        let flagged: Vec<u32> = review
            .moves
            .iter()
            .filter(|m| m.flagged)
            .map(|m| m.ply)
            .collect();
        let chosen = state
            .chosen
            .and_then(|ply| review.moves.iter().find(|m| m.ply == ply).cloned());
        let ply = chosen.as_ref().map(|m| m.ply);
        let win_chance = chosen.as_ref().map(|m| {
            state.words.format(
                "review-win-chance",
                &[
                    ("before", percent(m.win_before).into()),
                    ("after", percent(m.win_after).into()),
                ],
            )
        });
        let mut board = self.shared.board.view().board;
        if let Some(m) = &chosen {
            board.arrows.push(Arrow::of(m.played, ArrowKind::Played));
            board
                .arrows
                .extend(m.better_mark.map(|b| Arrow::of(b, ArrowKind::Better)));
        }
        ReviewPageView {
            previous_flagged: ply.and_then(|p| flagged.iter().rev().find(|&&f| f < p).copied()),
            next_flagged: match ply {
                Some(p) => flagged.iter().find(|&&f| f > p).copied(),
                None => flagged.first().copied(),
            },
            can_restart: review.state == ReviewState::Cancelled,
            message: state.refusal.map(|error| Message {
                error,
                text: texts::error(&state.words, error),
            }),
            flagged,
            chosen,
            win_chance,
            board,
            review,
        }
    }

    /// Looks at the move of `ply` (1: the first): the board shows the position it was played
    /// in. NoSuchMove for a move the review has not judged (also the view's message).
    pub fn choose(&self, ply: u32) -> Result<(), GameError> {
        let mut state = self.shared.lock();
        let judged = state
            .reviewer
            .result()
            .is_some_and(|r| r.moves.iter().any(|m| m.ply as u32 == ply));
        if !judged {
            state.refusal = Some(GameError::NoSuchMove);
            return Err(GameError::NoSuchMove);
        }
        state.refusal = None;
        self.shared.choose(&mut state, ply);
        Ok(())
    }

    /// The flagged move before (or after) the one looked at. NoSuchMove when there is none
    /// (also the view's message).
    pub fn step_flagged(&self, forward: bool) -> Result<(), GameError> {
        let view = self.view();
        let next = if forward {
            view.next_flagged
        } else {
            view.previous_flagged
        };
        match next {
            Some(ply) => self.choose(ply),
            None => {
                self.shared.lock().refusal = Some(GameError::NoSuchMove);
                Err(GameError::NoSuchMove)
            }
        }
    }

    /// Stops the review; returns once it has stopped. What was judged so far is not kept: a
    /// cancelled review shows no verdicts.
    pub fn cancel(&self) {
        // Not under the lock: the review's thread takes it to report.
        let reviewer = {
            let state = self.shared.lock();
            Arc::clone(&state.reviewer)
        };
        reviewer.cancel();
    }

    /// A cancelled review started again from the first position.
    pub fn restart(&self) {
        let mut state = self.shared.lock();
        if state.reviewer.progress().state != ReviewState::Cancelled {
            return;
        }
        let game = state.reviewer.game().clone();
        state.chosen = None;
        state.refusal = None;
        state.reviewer = Arc::new(Reviewer::start(
            game,
            state.budget.into(),
            Some(Arc::new(Heard(Arc::downgrade(&self.shared)))),
        ));
    }

    /// An analysis board of the position shown (the one the chosen move was played in).
    pub fn analysis_board(&self) -> Arc<GameController> {
        self.shared.board.analysis_board()
    }

    /// The reviewed game's record ("d2-c2 d3-e3xd4 …").
    pub fn record(&self) -> String {
        self.shared.board.record()
    }

    /// Who to tell after every position the review searched and when it ends (on the review's
    /// thread).
    pub fn set_listener(&self, listener: Option<Arc<dyn Listener>>) {
        self.shared.lock().listener = listener;
    }

    /// The language of the review's words and of its board.
    pub fn set_language(&self, language: String) {
        let words = Words::for_code(&language);
        self.shared.lock().words = words;
        self.shared.board.set_words(words);
    }

    /// BLOCKS until the review has ended (done or cancelled) and the listener has heard so, at
    /// most `timeout_millis`; false on timeout. Tests only.
    pub fn wait_until_done(&self, timeout_millis: u64) -> bool {
        let reviewer = Arc::clone(&self.shared.lock().reviewer);
        reviewer.wait(Duration::from_millis(timeout_millis))
    }
}

impl ReviewController {
    /// Starts reviewing `game` (played by `config`'s rules), speaking `words`, in `family`.
    pub(crate) fn start(
        config: GameConfig,
        game: Game,
        budget: ReviewBudget,
        words: Words,
        family: Option<Arc<Family>>,
    ) -> Arc<ReviewController> {
        let board = GameController::replay_board(config, game.clone(), family.as_ref());
        board.set_words(words);
        let shared = Arc::new_cyclic(|weak: &Weak<Shared>| Shared {
            state: Mutex::new(State {
                reviewer: Arc::new(Reviewer::start(
                    game,
                    budget.into(),
                    Some(Arc::new(Heard(weak.clone()))),
                )),
                budget,
                chosen: None,
                refusal: None,
                words,
                listener: None,
            }),
            board,
        });
        if let Some(family) = &family {
            family.join(Arc::downgrade(&shared) as Weak<dyn Member>);
        }
        Arc::new(ReviewController { shared })
    }

    pub fn progress(&self) -> ReviewProgress {
        self.shared.lock().reviewer.progress()
    }
}

/// "64%".
fn percent(value: f32) -> String {
    format!("{}%", value.round() as i32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::controller::{Coord, GameConfig};
    use crate::presets::Preset;

    #[test]
    fn a_refused_choice_is_the_views_message_until_the_next_action() {
        let game = GameController::new(GameConfig::two_players(Preset::Brandubh)).unwrap();
        for (from, to) in [
            ("a4", "a3"),
            ("c4", "c3"),
            ("b4", "b2"),
            ("d4", "c4"),
            ("b2", "b4"),
        ] {
            let (from, to) = (Coord::parse(from).unwrap(), Coord::parse(to).unwrap());
            game.play(from, to).unwrap();
        }
        let review = game.review(ReviewBudget::Quick);
        assert!(review.wait_until_done(120_000));
        assert_eq!(review.view().message, None);
        assert_eq!(review.choose(9), Err(GameError::NoSuchMove));
        let message = review.view().message.expect("the refusal reaches the view");
        assert_eq!(message.error, GameError::NoSuchMove);
        assert!(!message.text.is_empty());
        review.set_language("ru".into());
        assert_ne!(
            review.view().message.unwrap().text,
            message.text,
            "in the review's words"
        );
        review.choose(5).unwrap();
        assert_eq!(review.view().message, None, "the next action forgets it");
        assert_eq!(
            review.step_flagged(true),
            Err(GameError::NoSuchMove),
            "no flagged move after the last"
        );
        assert_eq!(
            review.view().message.map(|m| m.error),
            Some(GameError::NoSuchMove)
        );
    }
}
