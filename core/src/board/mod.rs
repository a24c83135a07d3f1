//! The one board controller of every page that shows a board and takes moves: the game (and the
//! analysis board, a game of the history), a lesson and a puzzle. A [`Board`] keeps what all of
//! them share — the lock, the background worker and its listener, the selected piece, the serial
//! of the moves to animate, the sound and vibration cue, and why the last action was refused —
//! and a [`Page`] says what a move means to it: a move of the game, a lesson's task done or
//! missed, a puzzle's winning move.
//!
//! ## Threads
//! A board is shared freely between threads. Its lock is never held while its page works in the
//! background (the computer's search, the analysis, a puzzle's proof), so every call answers at
//! once; the work runs on a thread of its own and tells the [`Listener`] when it has changed the
//! board. Any change that makes the work pointless forgets it: its result is thrown away when it
//! returns, so nothing ever waits for it. `cancel` is the one call that waits: it returns once
//! every thread of the board has stopped.

pub(crate) mod family;
pub(crate) mod feedback;
mod refusal;
pub(crate) mod selection;
mod view;
pub(crate) mod worker;

pub use feedback::{BoardSound, SoundCue};
pub use refusal::Message;
pub(crate) use refusal::{Detail, Refusal};
pub(crate) use view::{move_turns_of, Marks};
pub use view::{
    Arrow, ArrowKind, BoardView, CapturedPiece, CellView, HintMark, LastMove, MoveMark, MoveTurn,
};

use crate::controller::{Coord, GameError, Preferences};
use crate::game::Game;
use crate::types::{Move, Side, Square};
use crate::words::Words;
use family::Family;
use feedback::{Feedback, Played};
use selection::{tap_step, Selection, TapStep};
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, Weak};
use std::time::Duration;
use worker::Worker;

/// Told when something changed by itself — the computer moved, a hint was found, a puzzle's
/// move was checked, the app's files were read — so that the front end reads the view again.
/// Called on a background thread, after the change; read the view on the UI thread.
#[cfg_attr(feature = "uniffi", uniffi::export(with_foreign))]
pub trait Listener: Send + Sync {
    fn changed(&self);
}

/// Calls `listener`; one that panics (a foreign listener that threw) must not end the thread
/// that tells it.
pub(crate) fn tell(listener: Option<Arc<dyn Listener>>) {
    if let Some(listener) = listener {
        let call = std::panic::AssertUnwindSafe(|| listener.changed());
        if std::panic::catch_unwind(call).is_err() {
            log::error!("a listener failed");
        }
    }
}

/// What a tap, a drop or a move did on a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum TapOutcome {
    /// One of the person's pieces was selected (its targets may be empty: it is stuck).
    Selected,
    /// The selection was cleared.
    Deselected,
    /// The move was played and is on the board (with the answer to it, if one came at once).
    Played,
    /// A legal move that is not what the page asked for — a lesson's task missed, a puzzle's
    /// move that does not win in time: taken back (the board is as it was), and the view says
    /// why.
    Wrong,
    /// The move is being checked in the background; the listener tells when it is decided.
    Checking,
    /// The board takes no input now (the computer's turn, a replay, a finished puzzle, a step
    /// done, a check running).
    Ignored,
}

/// What the board's worker runs: it computes on its thread and hands back what to apply, which
/// is applied under the lock only if the work is still the current one.
pub(crate) type Job<P> =
    Box<dyn FnOnce(&Progress<P>, &Arc<AtomicBool>) -> Option<Settle<P>> + Send>;
/// A finished job's result, applied to the page.
pub(crate) type Settle<P> = Box<dyn FnOnce(&mut P, &mut Cx<P>) + Send>;

/// What a page's moves mean: everything the board needs to know of the game, the lesson or the
/// puzzle behind it.
pub(crate) trait Page: Send + Sized + 'static {
    /// What the page's background work is (for its view's "thinking" line).
    type Busy: Copy + PartialEq + Send + 'static;

    /// The game the person's taps act on.
    fn game(&self) -> &Game;

    /// The side whose pieces are the person's on this board (others are NotYourPiece).
    fn own_side(&self) -> Side;

    /// The side the person moves now; `None` when the board takes no move (the computer's turn,
    /// a replay, the page finished, a check running — `busy` is the work running).
    fn mover(&self, busy: Option<Self::Busy>) -> Option<Side>;

    /// The board is only looked at (a replay, a set-up, a game of the history): even the
    /// person's pieces show no targets.
    fn locked(&self) -> bool {
        false
    }

    /// The person's move, to play, judge or check; the page refuses it with its reason (and
    /// then changes nothing, the selection included).
    fn play(&mut self, mv: Move, cx: &mut Cx<Self>) -> Result<TapOutcome, GameError>;

    /// A piece was selected: what answered the last move gives way to it.
    fn selected(&mut self) {}

    /// The player dismissed the message: what the page said of the last move goes with it.
    fn dismissed(&mut self) {}

    /// Starts the page's work of its own accord (the computer's move, the analysis), when the
    /// board runs and nothing runs yet.
    fn drive(&mut self, _cx: &mut Cx<Self>) {}
}

/// What every page's board keeps besides the page itself, and what a page uses of it.
pub(crate) struct Cx<P: Page> {
    pub words: Words,
    pub prefs: Preferences,
    /// The selected piece and where it can go.
    pub selection: Selection,
    /// Why the last action was refused, until the next action.
    pub refusal: Option<Refusal>,
    /// Grows with every move to animate (and with changes of the board that show it anew).
    pub serial: u64,
    /// The last move on the board was just played: animate it.
    pub fresh: bool,
    /// The moves played on this board, which the sound and the vibration follow.
    pub played: Played,
    pub feedback: Feedback,
    /// The page works of its own accord (the apps resume a board when it is shown).
    pub running: bool,
    /// The app the board belongs to: its words and settings, and the boards opened from it.
    pub family: Option<Arc<Family>>,
    work: Worker<P::Busy>,
    shared: Weak<Shared<P>>,
    listener: Option<Arc<dyn Listener>>,
    /// The app's, told after every change (it stores what changed).
    observer: Option<Arc<dyn Fn() + Send + Sync>>,
    /// Grows with every change of the page; the observer skips what it has seen.
    revision: u64,
}

impl<P: Page> Cx<P> {
    /// Refuses the action: the view says why (with `detail` when there is more to say).
    pub fn refuse<T>(&mut self, error: GameError, detail: Option<Detail>) -> Result<T, GameError> {
        self.refusal = Some(Refusal { error, detail });
        Err(error)
    }

    /// A move was just played on the board: animated, and heard.
    pub fn played(&mut self, captured: bool) {
        self.serial += 1;
        self.fresh = true;
        self.played.count(captured);
    }

    /// The board shows another moment without a move played (undo, redo, a restart, a new
    /// game): nothing to animate or to hear.
    pub fn still(&mut self) {
        self.fresh = false;
    }

    /// The board steps through moves already played (a shown solution): animated forward, never
    /// heard.
    pub fn stepped(&mut self, forward: bool) {
        self.serial += 1;
        self.fresh = forward;
    }

    /// The square of `at` on this page's board; OffBoard (refused) for any other numbers.
    pub fn square(&mut self, game: &Game, at: Coord) -> Result<Square, GameError> {
        at.square_on(game.variant().size())
            .or_else(|e| self.refuse(e, None))
    }

    /// Someone hears of every change of the board (the app, which stores and counts).
    pub fn observed(&self) -> bool {
        self.observer.is_some()
    }

    /// What the page's worker does now, if it runs.
    pub fn busy(&self) -> Option<P::Busy> {
        self.work.running().copied()
    }

    pub fn working(&self) -> bool {
        self.work.is_running()
    }

    /// Whether work `id` is still the one running (neither forgotten nor finished).
    pub fn is_current(&self, id: u64) -> bool {
        self.work.is_current(id)
    }

    /// Starts `job` on a thread named `name` with `stack` bytes; what it finds is applied when
    /// it returns, unless it was forgotten by then.
    pub fn start(&mut self, busy: P::Busy, name: &str, stack: usize, job: Job<P>) {
        let Some(shared) = self.shared.upgrade() else {
            return;
        };
        self.work.start(name, stack, busy, move |id, stop| {
            let progress = Progress {
                shared: Arc::clone(&shared),
                id,
            };
            let settle = job(&progress, &stop);
            shared.finish(id, settle);
        });
    }

    /// Stops the running work and forgets it: whatever it finds is thrown away.
    pub fn forget_work(&mut self) {
        self.work.forget();
    }

    /// Counts the change for the observer, hears the moves played and lets the page start its
    /// own work.
    fn settled(&mut self, page: &mut P) {
        self.revision += 1;
        self.feedback
            .follow(self.played, self.prefs.capture_feedback);
        if self.running && !self.working() {
            page.drive(self);
        }
    }

    /// The board's marks and state as the view shows them, for `game` (the position shown).
    pub fn board_view(&self, game: &Game, marks: Marks) -> BoardView {
        view::board_view(self, game, marks)
    }

    /// Why the last action was refused, in words.
    pub fn message(&self) -> Option<Message> {
        self.refusal.as_ref().map(|r| r.message(&self.words))
    }
}

/// A job's handle on its board while it runs: it may show what it has found so far.
pub(crate) struct Progress<P: Page> {
    shared: Arc<Shared<P>>,
    id: u64,
}

impl<P: Page> Progress<P> {
    /// Applies `change` if the job is still the current one, and tells the listener when `tell`;
    /// false once the job has been forgotten.
    pub fn update(&self, loud: bool, change: impl FnOnce(&mut P, &mut Cx<P>)) -> bool {
        let listener = {
            let mut inner = self.shared.lock();
            if !inner.cx.is_current(self.id) {
                return false;
            }
            let Inner { page, cx } = &mut *inner;
            change(page, cx);
            cx.revision += 1;
            cx.listener.clone().filter(|_| loud)
        };
        tell(listener);
        true
    }
}

pub(crate) struct Inner<P: Page> {
    pub page: P,
    pub cx: Cx<P>,
}

pub(crate) struct Shared<P: Page> {
    inner: Mutex<Inner<P>>,
    /// Signalled whenever work ends or is forgotten.
    idle: Condvar,
}

impl<P: Page> Shared<P> {
    fn lock(&self) -> MutexGuard<'_, Inner<P>> {
        // Every change is one call on the page: a poisoned lock holds a whole state.
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Job `id` returned: its result is applied if it is still the current job.
    fn finish(&self, id: u64, settle: Option<Settle<P>>) {
        let (listener, observer) = {
            let mut inner = self.lock();
            if !inner.cx.work.finish(id) {
                drop(inner);
                self.idle.notify_all();
                return; // forgotten: the page changed, or the work was cancelled
            }
            let Inner { page, cx } = &mut *inner;
            if let Some(settle) = settle {
                settle(page, cx);
            }
            cx.settled(page);
            (cx.listener.clone(), cx.observer.clone())
        };
        // The observer (the app, which counts a finished game) first: a shell told of the
        // change finds the app's state already following it.
        if let Some(observer) = observer {
            observer();
        }
        tell(listener);
        self.idle.notify_all();
    }

    /// Runs `change` on the page, then lets the page start its own work, wakes whoever waits
    /// for the work to end and tells the observer.
    fn change<T>(&self, change: impl FnOnce(&mut P, &mut Cx<P>) -> T) -> T {
        let (out, observer) = {
            let mut inner = self.lock();
            let Inner { page, cx } = &mut *inner;
            let out = change(page, cx);
            cx.settled(page);
            (out, cx.observer.clone())
        };
        self.idle.notify_all();
        if let Some(observer) = observer {
            observer();
        }
        out
    }

    /// Stops every thread of the board and waits for them; the page works of its own accord
    /// no more until resumed.
    fn cancel(&self) {
        let threads = {
            let mut inner = self.lock();
            inner.cx.running = false;
            inner.cx.work.stop_all()
        };
        self.idle.notify_all();
        worker::join(threads);
    }
}

impl<P: Page> family::Member for Shared<P> {
    fn set_words(&self, words: Words) {
        self.change(|_, cx| cx.words = words);
    }

    fn set_preferences(&self, prefs: &Preferences) {
        self.change(|_, cx| cx.prefs = prefs.clone().normalized());
    }

    fn pause(&self) {
        self.cancel();
    }

    fn resume(&self) {
        self.change(|_, cx| cx.running = true);
    }
}

/// Dropped with the last handle on a board (its worker threads do not hold one): nobody can
/// read a result any more, so the work stops.
struct Owner<P: Page>(Arc<Shared<P>>);

impl<P: Page> Drop for Owner<P> {
    fn drop(&mut self) {
        let mut inner = self.0.lock();
        inner.cx.running = false;
        inner.cx.work.forget();
    }
}

/// A page's board. Cheap to clone: clones share one board.
pub(crate) struct Board<P: Page> {
    shared: Arc<Shared<P>>,
    _owner: Arc<Owner<P>>,
}

impl<P: Page> Clone for Board<P> {
    fn clone(&self) -> Self {
        Board {
            shared: Arc::clone(&self.shared),
            _owner: Arc::clone(&self._owner),
        }
    }
}

impl<P: Page> Board<P> {
    /// A board of `page`, speaking `words`, following `prefs`.
    pub fn new(page: P, words: Words, prefs: Preferences) -> Board<P> {
        let shared = Arc::new_cyclic(|weak| Shared {
            inner: Mutex::new(Inner {
                page,
                cx: Cx {
                    words,
                    prefs: prefs.normalized(),
                    selection: None,
                    refusal: None,
                    serial: 0,
                    fresh: false,
                    played: Played::default(),
                    feedback: Feedback::default(),
                    running: false,
                    family: None,
                    work: Worker::default(),
                    shared: weak.clone(),
                    listener: None,
                    observer: None,
                    revision: 0,
                },
            }),
            idle: Condvar::new(),
        });
        Board {
            _owner: Arc::new(Owner(Arc::clone(&shared))),
            shared,
        }
    }

    /// A board of `page` in `family`: it speaks the family's language, follows its settings,
    /// and is paused, resumed and re-worded with it; opened while the family runs (the app is
    /// shown), it works of its own accord at once.
    pub fn in_family(page: P, family: Option<&Arc<Family>>) -> Board<P> {
        let (words, prefs) = family.map_or_else(Default::default, |f| f.state());
        let board = Board::new(page, words, prefs);
        if let Some(family) = family {
            board.shared.lock().cx.family = Some(Arc::clone(family));
            family.join(Arc::downgrade(&board.shared) as Weak<dyn family::Member>);
            if family.running() {
                board.resume();
            }
        }
        board
    }

    /// Reads the page and the board's state.
    pub fn read<T>(&self, read: impl FnOnce(&P, &Cx<P>) -> T) -> T {
        let inner = self.shared.lock();
        read(&inner.page, &inner.cx)
    }

    /// Changes the page without telling anyone (what the observer itself asks for).
    pub fn quietly<T>(&self, change: impl FnOnce(&mut P, &mut Cx<P>) -> T) -> T {
        let mut inner = self.shared.lock();
        let Inner { page, cx } = &mut *inner;
        change(page, cx)
    }

    /// A person's action: the message answers this action only (it is cleared first, and set
    /// with the reason when the action is refused); then the page may start its own work and
    /// the observer hears of the change.
    pub fn act<T>(
        &self,
        action: impl FnOnce(&mut P, &mut Cx<P>) -> Result<T, GameError>,
    ) -> Result<T, GameError> {
        self.change(|page, cx| {
            cx.refusal = None;
            let out = action(page, cx);
            if let Err(error) = out {
                if cx.refusal.as_ref().is_none_or(|r| r.error != error) {
                    cx.refusal = Some(Refusal {
                        error,
                        detail: None,
                    });
                }
            }
            out
        })
    }

    /// A change that is no person's action (settings, the language, resuming): the message
    /// stays.
    pub fn change<T>(&self, change: impl FnOnce(&mut P, &mut Cx<P>) -> T) -> T {
        self.shared.change(change)
    }

    /// Who to tell when the board changes by itself (`None` to stop telling).
    pub fn set_listener(&self, listener: Option<Arc<dyn Listener>>) {
        self.shared.lock().cx.listener = listener;
    }

    /// Who to tell after every change (the app, which stores what changed).
    pub fn set_observer(&self, observer: Option<Arc<dyn Fn() + Send + Sync>>) {
        self.shared.lock().cx.observer = observer;
    }

    /// Grows with every change of the board.
    pub fn revision(&self) -> u64 {
        self.shared.lock().cx.revision
    }

    pub fn set_words(&self, words: Words) {
        self.change(|_, cx| cx.words = words);
    }

    pub fn set_preferences(&self, prefs: Preferences) {
        self.change(|_, cx| cx.prefs = prefs.normalized());
    }

    /// The page works of its own accord from now on, starting now if it should.
    pub fn resume(&self) {
        self.change(|_, cx| cx.running = true);
    }

    /// Stops the page's work and returns once every thread of the board has stopped; the page
    /// is unchanged and works of its own accord no more until resumed.
    pub fn cancel(&self) {
        self.shared.cancel();
    }

    /// Blocks until no work runs, at most `timeout`; false on timeout. For tests and the
    /// terminal — never on an app's UI thread.
    pub fn wait_until_idle(&self, timeout: Duration) -> bool {
        let inner = self.shared.lock();
        let (_inner, result) = self
            .shared
            .idle
            .wait_timeout_while(inner, timeout, |i| i.cx.working())
            .unwrap_or_else(|e| e.into_inner());
        !result.timed_out()
    }

    // ---- the board ----------------------------------------------------------------------

    /// A tap on a square: on a target of the selected piece the page plays the move; on one of
    /// the person's pieces it selects it (a second tap deselects); on the other side's piece
    /// it is refused (NotYourPiece); anywhere else it clears the selection. OffBoard; Ignored
    /// while the board takes no move.
    pub fn tap(&self, at: Coord) -> Result<TapOutcome, GameError> {
        self.act(|page, cx| {
            let sq = cx.square(page.game(), at)?;
            let Some(own) = page.mover(cx.busy()) else {
                return Ok(TapOutcome::Ignored);
            };
            match tap_step(&mut cx.selection, page.game(), own, sq) {
                TapStep::Play(mv) => page.play(mv, cx),
                TapStep::Deselected => Ok(TapOutcome::Deselected),
                TapStep::NotYours => cx.refuse(GameError::NotYourPiece, None),
                TapStep::Selected => {
                    page.selected();
                    Ok(TapOutcome::Selected)
                }
            }
        })
    }

    /// A drag begins on `at`: its piece is selected as by a tap, unless it already is.
    pub fn drag_start(&self, at: Coord) -> Result<TapOutcome, GameError> {
        let already = self.read(|page, cx| {
            let sq = at.square_on(page.game().variant().size()).ok();
            cx.selection
                .as_ref()
                .is_some_and(|(from, _)| Some(*from) == sq)
        });
        if already {
            return Ok(TapOutcome::Selected);
        }
        self.tap(at)
    }

    /// The dragged piece is dropped on `at`: played if it is one of its targets; anywhere else
    /// (off the board too) it goes back and stays selected. Ignored with nothing selected.
    pub fn drop_on(&self, at: Coord) -> Result<TapOutcome, GameError> {
        self.act(|page, cx| {
            let Some((from, targets)) = cx.selection.clone() else {
                return Ok(TapOutcome::Ignored);
            };
            let size = page.game().variant().size();
            match at.square_on(size) {
                Ok(sq) if targets.contains(&sq) && page.mover(cx.busy()).is_some() => {
                    page.play(Move::new(from, sq), cx)
                }
                _ => Ok(TapOutcome::Selected),
            }
        })
    }

    /// A move by the person: OffBoard for either square, then whatever the page refuses it for.
    pub fn play(&self, from: Coord, to: Coord) -> Result<TapOutcome, GameError> {
        self.act(|page, cx| {
            let from = cx.square(page.game(), from)?;
            let to = cx.square(page.game(), to)?;
            page.play(Move::new(from, to), cx)
        })
    }

    /// Where the piece on `from` can go. OffBoard, NoPiece, NotYourPiece; empty when the board
    /// is only looked at or takes no move now.
    pub fn targets(&self, from: Coord) -> Result<Vec<Coord>, GameError> {
        self.read(|page, cx| {
            let game = page.game();
            let sq = from.square_on(game.variant().size())?;
            if page.locked() {
                return Ok(Vec::new());
            }
            let piece = game.position().piece_at(sq).ok_or(GameError::NoPiece)?;
            if piece.side() != page.own_side() {
                return Err(GameError::NotYourPiece);
            }
            if page.mover(cx.busy()).is_none() {
                return Ok(Vec::new());
            }
            Ok(game
                .moves_from(sq)
                .into_iter()
                .map(|m| Coord::of(m.to))
                .collect())
        })
    }

    /// The person's pieces that can move now; empty while the board takes no move.
    pub fn movable_pieces(&self) -> Vec<Coord> {
        self.read(|page, cx| {
            if page.locked() || page.mover(cx.busy()).is_none() {
                return Vec::new();
            }
            page.game()
                .movable_pieces()
                .into_iter()
                .map(Coord::of)
                .collect()
        })
    }

    /// Forgets the message shown (and what the page said of the last move).
    pub fn dismiss_message(&self) {
        self.change(|page, cx| {
            cx.refusal = None;
            page.dismissed();
        });
    }
}

/// The board methods every page controller exports, generated once for each.
macro_rules! board_api {
    ($controller:ty) => {
        #[cfg_attr(feature = "uniffi", uniffi::export)]
        impl $controller {
            /// A tap on a square: selects one of the person's pieces (a second tap deselects),
            /// plays the selected piece to one of its targets, or clears the selection.
            /// OffBoard; NotYourPiece for the other side's piece (also the view's message);
            /// `Ignored` while the board takes no move.
            pub fn tap(
                &self,
                at: $crate::controller::Coord,
            ) -> Result<$crate::board::TapOutcome, $crate::controller::GameError> {
                self.board.tap(at)
            }

            /// A drag begins on `at`: its piece is selected as by a tap, unless it already is.
            pub fn drag_start(
                &self,
                at: $crate::controller::Coord,
            ) -> Result<$crate::board::TapOutcome, $crate::controller::GameError> {
                self.board.drag_start(at)
            }

            /// The dragged piece is dropped on `at`: played if it is one of its targets;
            /// anywhere else it goes back and stays selected.
            pub fn drop_on(
                &self,
                at: $crate::controller::Coord,
            ) -> Result<$crate::board::TapOutcome, $crate::controller::GameError> {
                self.board.drop_on(at)
            }

            /// A move by the person, as if dragged: OffBoard, then what the page refuses it
            /// for (the view's message says why).
            pub fn play(
                &self,
                from: $crate::controller::Coord,
                to: $crate::controller::Coord,
            ) -> Result<$crate::board::TapOutcome, $crate::controller::GameError> {
                self.board.play(from, to)
            }

            /// Where the piece on `from` can go. OffBoard, NoPiece, NotYourPiece; empty when
            /// the board takes no move now.
            pub fn targets(
                &self,
                from: $crate::controller::Coord,
            ) -> Result<Vec<$crate::controller::Coord>, $crate::controller::GameError> {
                self.board.targets(from)
            }

            /// The person's pieces that can move now.
            pub fn movable_pieces(&self) -> Vec<$crate::controller::Coord> {
                self.board.movable_pieces()
            }

            /// Forgets the message shown.
            pub fn dismiss_message(&self) {
                self.board.dismiss_message();
            }

            /// Who to tell when the board changed by itself (`None` to stop telling); called
            /// on a background thread.
            pub fn set_listener(
                &self,
                listener: Option<std::sync::Arc<dyn $crate::board::Listener>>,
            ) {
                self.board.set_listener(listener);
            }

            /// The language of the view's words: "en", "et", "ru" (a region is ignored;
            /// anything else is English).
            pub fn set_language(&self, language: String) {
                self.board
                    .set_words($crate::words::Words::for_code(&language));
            }

            /// The settings the board follows: legal-move marks, the turned board, the sound
            /// and the capture signal.
            pub fn set_preferences(&self, preferences: $crate::controller::Preferences) {
                self.board.set_preferences(preferences);
            }

            /// Stops the board's background work and returns once it has stopped; nothing
            /// else changes.
            pub fn cancel(&self) {
                self.board.cancel();
            }

            /// BLOCKS until no background work runs, at most `timeout_millis`; false on
            /// timeout. Tests and the terminal only.
            pub fn wait_until_idle(&self, timeout_millis: u64) -> bool {
                self.board
                    .wait_until_idle(std::time::Duration::from_millis(timeout_millis))
            }
        }
    };
}
pub(crate) use board_api;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::presets::Preset;
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// The smallest page: a game where either side moves, and whose work finds nothing.
    struct Plain {
        game: Game,
        /// Refuse every move with this error, without a word of its own.
        refuse: Option<GameError>,
    }

    impl Page for Plain {
        type Busy = ();

        fn game(&self) -> &Game {
            &self.game
        }

        fn own_side(&self) -> Side {
            self.game.side_to_move()
        }

        fn mover(&self, busy: Option<()>) -> Option<Side> {
            busy.is_none().then(|| self.game.side_to_move())
        }

        fn play(&mut self, mv: Move, cx: &mut Cx<Self>) -> Result<TapOutcome, GameError> {
            if let Some(error) = self.refuse {
                return Err(error);
            }
            let report = self.game.play(mv)?;
            cx.selection = None;
            cx.played(!report.captured.is_empty());
            Ok(TapOutcome::Played)
        }
    }

    fn board() -> Board<Plain> {
        let page = Plain {
            game: Game::new(Preset::Brandubh),
            refuse: None,
        };
        Board::new(page, Words::default(), Preferences::default())
    }

    fn c(name: &str) -> Coord {
        Coord::parse(name).unwrap()
    }

    #[test]
    fn every_refusal_reaches_the_message_and_the_next_action_clears_it() {
        let b = board();
        b.change(|page, _| page.refuse = Some(GameError::GameOver));
        assert_eq!(b.play(c("d2"), c("c2")), Err(GameError::GameOver));
        let error = b.read(|_, cx| cx.message().map(|m| m.error));
        assert_eq!(
            error,
            Some(GameError::GameOver),
            "worded though the page said nothing"
        );
        // A change that is no action keeps it; the next action clears it.
        b.set_preferences(Preferences::default());
        assert!(b.read(|_, cx| cx.refusal.is_some()));
        b.change(|page, _| page.refuse = None);
        assert_eq!(b.tap(c("d2")), Ok(TapOutcome::Selected));
        assert!(b.read(|_, cx| cx.refusal.is_none()));
        assert_eq!(b.tap(Coord::new(9, 9)), Err(GameError::OffBoard));
        b.dismiss_message();
        assert!(b.read(|_, cx| cx.refusal.is_none()));
    }

    #[test]
    fn a_refused_move_keeps_the_selection_and_a_played_one_is_counted() {
        let b = board();
        b.tap(c("d2")).unwrap();
        assert_eq!(b.play(c("d2"), c("e3")), Err(GameError::IllegalMove));
        assert!(b.read(|_, cx| cx.selection.is_some()), "nothing changed");
        assert_eq!(b.drop_on(c("c2")), Ok(TapOutcome::Played));
        let (serial, fresh, selected) =
            b.read(|_, cx| (cx.serial, cx.fresh, cx.selection.is_some()));
        assert_eq!((serial, fresh, selected), (1, true, false));
        assert_eq!(
            b.drop_on(c("c2")),
            Ok(TapOutcome::Ignored),
            "nothing selected"
        );
    }

    #[test]
    fn the_observer_hears_every_change_but_its_own() {
        let b = board();
        let heard = Arc::new(AtomicUsize::new(0));
        let counter = Arc::clone(&heard);
        b.set_observer(Some(Arc::new(move || {
            counter.fetch_add(1, Ordering::SeqCst);
        })));
        let before = b.revision();
        b.tap(c("d2")).unwrap();
        b.set_words(Words::default());
        assert_eq!(heard.load(Ordering::SeqCst), 2);
        assert!(b.revision() > before);
        b.quietly(|_, _| ());
        assert_eq!(
            heard.load(Ordering::SeqCst),
            2,
            "quiet changes are the observer's own"
        );
    }

    #[test]
    fn the_observer_hears_of_finished_work_before_the_listener() {
        struct Probe(Arc<AtomicUsize>, Arc<AtomicUsize>);
        impl Listener for Probe {
            fn changed(&self) {
                // What the observer had heard when the listener was told.
                self.1
                    .store(self.0.load(Ordering::SeqCst), Ordering::SeqCst);
            }
        }
        let b = board();
        let (heard, seen) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
        let counter = Arc::clone(&heard);
        b.set_observer(Some(Arc::new(move || {
            counter.fetch_add(1, Ordering::SeqCst);
        })));
        b.set_listener(Some(Arc::new(Probe(Arc::clone(&heard), Arc::clone(&seen)))));
        // Started quietly: the observer hears of the work's result only.
        b.quietly(|_, cx| {
            let job: Job<Plain> =
                Box::new(|_, _| Some(Box::new(|_: &mut Plain, _: &mut Cx<Plain>| {})));
            cx.start((), "test", 1 << 20, job);
        });
        assert!(b.wait_until_idle(Duration::from_secs(10)));
        assert_eq!(
            heard.load(Ordering::SeqCst),
            1,
            "the observer heard the result"
        );
        assert_eq!(
            seen.load(Ordering::SeqCst),
            1,
            "before the listener was told"
        );
    }

    #[test]
    fn work_forgotten_is_thrown_away_and_cancel_waits_for_it() {
        let b = board();
        let result = b.change(|_, cx| {
            let job: Job<Plain> = Box::new(|progress, stop| {
                while !stop.load(std::sync::atomic::Ordering::SeqCst) {
                    progress.update(false, |_, _| {});
                    std::thread::sleep(Duration::from_millis(1));
                }
                Some(Box::new(|page: &mut Plain, _: &mut Cx<Plain>| {
                    page.refuse = Some(GameError::GameOver)
                }))
            });
            cx.start((), "test", 1 << 20, job);
            cx.working()
        });
        assert!(result);
        assert_eq!(b.tap(c("d2")), Ok(TapOutcome::Ignored), "busy: no move now");
        b.cancel();
        assert!(b.read(|page, cx| !cx.working() && page.refuse.is_none()));
        assert!(b.wait_until_idle(Duration::from_secs(1)));
    }
}
