//! [`Reviewer`]: a review on a thread of its own, as the controller runs its searches. Every
//! call answers at once except [`Reviewer::cancel`], which returns once the review has
//! stopped, and [`Reviewer::wait`] (tests, the terminal).

use super::view::{self, ReviewView};
use super::{review, Progress, Review, ReviewSettings};
use crate::game::Game;
use crate::words::Words;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::Duration;

/// Where a review stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum ReviewState {
    Running,
    Done,
    /// Stopped by [`Reviewer::cancel`] (or never started: no thread could be had).
    Cancelled,
}

/// A review's progress: positions searched of all of them, and whether it still runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ReviewProgress {
    pub done: u32,
    pub total: u32,
    pub state: ReviewState,
}

/// Told after every position a review searched and once when it ends (done or cancelled).
/// Called on the review's thread (the end of a cancel: on the cancelling thread); read
/// [`Reviewer::view`] on the UI thread to show it.
pub trait ReviewListener: Send + Sync {
    fn changed(&self, progress: ReviewProgress);
}

/// The review recurses as deeply as a search; a main thread's stack keeps every platform safe.
const REVIEW_STACK_BYTES: usize = 8 << 20;

struct State {
    progress: ReviewProgress,
    review: Option<Review>,
    /// The review has ended and the listener has heard so.
    told_end: bool,
}

struct Shared {
    state: Mutex<State>,
    ended: Condvar,
    stop: AtomicBool,
    listener: Option<Arc<dyn ReviewListener>>,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Records `progress` (unless the review has already ended) and tells the listener.
    fn report(&self, progress: ReviewProgress, review: Option<Review>) {
        {
            let mut state = self.lock();
            if state.progress.state != ReviewState::Running {
                return;
            }
            state.progress = progress;
            if review.is_some() {
                state.review = review;
            }
        }
        if let Some(listener) = &self.listener {
            // A listener that fails must not end the review's thread.
            let call = std::panic::AssertUnwindSafe(|| listener.changed(progress));
            if std::panic::catch_unwind(call).is_err() {
                log::error!("the review's listener failed");
            }
        }
        // Whoever waits for the end wakes after the listener has heard of it.
        if progress.state != ReviewState::Running {
            self.lock().told_end = true;
            self.ended.notify_all();
        }
    }
}

/// A review of one game running in the background. Dropping it stops the review.
pub struct Reviewer {
    shared: Arc<Shared>,
    game: Game,
    thread: Mutex<Option<JoinHandle<()>>>,
}

impl std::fmt::Debug for Reviewer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Reviewer")
            .field("progress", &self.progress())
            .finish_non_exhaustive()
    }
}

fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

impl Reviewer {
    /// Starts reviewing `game` (a copy is kept: the game played on is not disturbed).
    pub fn start(
        game: Game,
        settings: ReviewSettings,
        listener: Option<Arc<dyn ReviewListener>>,
    ) -> Reviewer {
        let total = if game.moves().is_empty() {
            0
        } else {
            game.moves().len() + 1
        };
        let shared = Arc::new(Shared {
            state: Mutex::new(State {
                progress: ReviewProgress {
                    done: 0,
                    total: count(total),
                    state: ReviewState::Running,
                },
                review: None,
                told_end: false,
            }),
            ended: Condvar::new(),
            stop: AtomicBool::new(false),
            listener,
        });
        let (worker, reviewed) = (Arc::clone(&shared), game.clone());
        let spawned = std::thread::Builder::new()
            .name("tafl-review".into())
            .stack_size(REVIEW_STACK_BYTES)
            .spawn(move || run(&worker, &reviewed, &settings));
        let thread = match spawned {
            Ok(thread) => Some(thread),
            Err(e) => {
                log::error!("cannot start the review's thread: {e}");
                let mut progress = shared.lock().progress;
                progress.state = ReviewState::Cancelled;
                shared.report(progress, None);
                None
            }
        };
        Reviewer {
            shared,
            game,
            thread: Mutex::new(thread),
        }
    }

    /// The game under review.
    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn progress(&self) -> ReviewProgress {
        self.shared.lock().progress
    }

    /// The review, once done.
    pub fn result(&self) -> Option<Review> {
        self.shared.lock().review.clone()
    }

    /// The review in `words`: progress while it runs, every move and the summary once done.
    pub fn view(&self, words: &Words) -> ReviewView {
        let state = self.shared.lock();
        view::build(words, state.progress, state.review.as_ref())
    }

    /// Stops the review and returns once its thread has ended; a finished review is kept.
    pub fn cancel(&self) {
        self.shared.stop.store(true, Ordering::SeqCst);
        let thread = self.thread.lock().unwrap_or_else(|e| e.into_inner()).take();
        if let Some(thread) = thread {
            if thread.thread().id() != std::thread::current().id() {
                let _ = thread.join();
            }
        }
        let mut progress = self.progress();
        if progress.state == ReviewState::Running {
            progress.state = ReviewState::Cancelled;
            self.shared.report(progress, None);
        }
    }

    /// Blocks until the review has ended (done or cancelled) and the listener has heard so,
    /// at most `timeout`; false on timeout. Never on an app's UI thread.
    pub fn wait(&self, timeout: Duration) -> bool {
        let state = self.shared.lock();
        let (_state, result) = self
            .shared
            .ended
            .wait_timeout_while(state, timeout, |s| !s.told_end)
            .unwrap_or_else(|e| e.into_inner());
        !result.timed_out()
    }
}

impl Drop for Reviewer {
    fn drop(&mut self) {
        self.cancel();
    }
}

/// The review's thread.
fn run(shared: &Shared, game: &Game, settings: &ReviewSettings) {
    let mut tell = |p: Progress| {
        let progress = ReviewProgress {
            done: count(p.done),
            total: count(p.total),
            state: ReviewState::Running,
        };
        shared.report(progress, None);
    };
    let result = review(game, settings, &shared.stop, &mut tell);
    if let Some(review) = result {
        let mut progress = shared.lock().progress;
        progress.done = progress.total;
        progress.state = ReviewState::Done;
        shared.report(progress, Some(review));
    }
}
