//! `GameReview`: the engine's review of a game for the apps — of the controller's current game
//! or of a saved one — running in the background with progress, a listener and a cancel. Every
//! decision (verdicts, accuracy, words) is the core's (`tafl_core::review`).

use crate::controller::GameController;
use std::sync::Arc;
use std::time::Duration;
use tafl_core::controller::{Controller, GameError};
use tafl_core::game::Game;
use tafl_core::review::{ReviewBudget, ReviewListener, ReviewProgress, ReviewView, Reviewer};
use tafl_core::words::Words;

/// Implemented by the app: told after each position the review searched and once when it ends
/// (`state` Done or Cancelled). Called on a background thread; hop to the UI thread and read
/// `view()` there.
#[uniffi::export(with_foreign)]
pub trait GameReviewListener: Send + Sync {
    fn changed(&self, progress: ReviewProgress);
}

/// Calls the app's listener; a listener that throws must not end the review's thread.
struct Bridge(Arc<dyn GameReviewListener>);

impl ReviewListener for Bridge {
    fn changed(&self, progress: ReviewProgress) {
        let listener = &self.0;
        let call = std::panic::AssertUnwindSafe(|| listener.changed(progress));
        if std::panic::catch_unwind(call).is_err() {
            log::error!("the app's review listener failed");
        }
    }
}

/// A review of one game, started at once on a thread of its own. Thread-safe; no call waits
/// except `cancel()` (returns once the review's thread has stopped: the search looks at its
/// stop flag as it goes) and `wait_until_done()` (tests only). Dropping it stops the review.
#[derive(Debug, uniffi::Object)]
pub struct GameReview {
    inner: Reviewer,
}

fn start(
    game: Game,
    budget: ReviewBudget,
    listener: Option<Arc<dyn GameReviewListener>>,
) -> Arc<GameReview> {
    let listener = listener.map(|l| Arc::new(Bridge(l)) as Arc<dyn ReviewListener>);
    Arc::new(GameReview {
        inner: Reviewer::start(game, budget.into(), listener),
    })
}

#[uniffi::export]
impl GameReview {
    /// Reviews the controller's game as it is now (finished or not; later moves are not
    /// followed), a game of the history opened with `GameHistory.open` too. `budget`: how hard
    /// the engine looks (`Standard`: a 60-ply Brandubh game in a few seconds on one core).
    #[uniffi::constructor]
    pub fn of_game(
        controller: Arc<GameController>,
        budget: ReviewBudget,
        listener: Option<Arc<dyn GameReviewListener>>,
    ) -> Arc<Self> {
        start(controller.core().game(), budget, listener)
    }

    /// Reviews the game of a `save()` text. CorruptSave, UnsupportedVersion, UnknownPreset.
    #[uniffi::constructor]
    pub fn of_save(
        saved: String,
        budget: ReviewBudget,
        listener: Option<Arc<dyn GameReviewListener>>,
    ) -> Result<Arc<Self>, GameError> {
        let game = Controller::restore(&saved)?.game();
        Ok(start(game, budget, listener))
    }

    /// Positions searched of all of them, and whether it runs, is done or was cancelled.
    pub fn progress(&self) -> ReviewProgress {
        self.inner.progress()
    }

    /// The review in `language`: the progress while it runs; the summary per side and every
    /// move once done.
    pub fn view(&self, language: String) -> ReviewView {
        self.inner.view(&Words::for_code(&language))
    }

    /// The reviewed game's record ("d2-c2 d3-e3xd4 …").
    pub fn record(&self) -> String {
        tafl_core::notation::write_record(self.inner.game())
    }

    /// Stops the review and returns once it has stopped; a finished review is kept.
    pub fn cancel(&self) {
        self.inner.cancel();
    }

    /// BLOCKS until the review has ended or `timeout_millis` passed (false). Tests only.
    pub fn wait_until_done(&self, timeout_millis: u64) -> bool {
        self.inner.wait(Duration::from_millis(timeout_millis))
    }
}
