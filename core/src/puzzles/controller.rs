//! The puzzle controller the apps drive: a [`PuzzleSession`] with the game screen's tap state,
//! its searches on a thread of their own and the view in the player's words.
//!
//! ## Threads
//! Most answers come from the puzzle's stored main line at once. The prover searches only when
//! the player leaves the line: to check a move, to find a hint's piece, to work out the rest of
//! the solution. That runs on a thread of its own; the controller's lock is never held during
//! it, so every call answers at once, and the [`Listener`] is told when the search has changed
//! the puzzle. Any change of the puzzle (a restart) stops the running search and forgets it.
//! [`PuzzleController::cancel`] is the one call that waits: it returns once the search has
//! stopped (the prover looks at its stop flag at every node).

use super::prove::Prover;
use super::session::{
    MoveStep, PuzzleResult, PuzzleSession, PuzzleState, Question, QuestionKind, Step,
};
use super::view::{self, Extras, PuzzleBusy, PuzzleTap, PuzzleView};
use super::Puzzle;
use crate::controller::feedback::{Feedback, Played};
use crate::controller::selection::{tap_step, Selection, TapStep};
use crate::controller::worker::{self, Worker};
use crate::controller::{Coord, GameError, Listener, Preferences};
use crate::game::MoveReport;
use crate::types::Move;
use crate::words::Words;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::Duration;

/// The prover's recursion is shallow, but its move lists live on the stack of every ply.
const WORK_STACK_BYTES: usize = 4 << 20;

/// What the prover's thread was asked.
#[derive(Clone, Copy)]
struct Asked {
    busy: PuzzleBusy,
    /// The move being checked.
    pending: Option<Move>,
}

struct Inner {
    session: PuzzleSession,
    words: Words,
    prefs: Preferences,
    /// The selected piece and its targets.
    selection: Selection,
    /// Why the last board action was refused, until the next action.
    error: Option<GameError>,
    work: Worker<Asked>,
    listener: Option<Arc<dyn Listener>>,
    move_serial: u64,
    last_fresh: bool,
    /// The moves played on the board (the player's and the answers; not a restart or a step
    /// through the shown solution), which the sound and the vibration follow.
    played: Played,
    feedback: Feedback,
}

impl Inner {
    fn busy(&self) -> PuzzleBusy {
        self.work.running().map_or(PuzzleBusy::Idle, |w| w.busy)
    }

    /// Stops the running search and forgets it.
    fn forget_work(&mut self) {
        self.work.forget();
    }

    /// Counts moves just played (the player's and the answer shown with it) for the view's
    /// animation, sound and vibration.
    fn played(&mut self, reports: &[&MoveReport]) {
        if reports.is_empty() {
            return;
        }
        self.move_serial += 1;
        self.last_fresh = true;
        for report in reports {
            self.played.count(!report.captured.is_empty());
        }
        self.feedback
            .follow(self.played, self.prefs.capture_feedback);
    }

    fn size(&self) -> u8 {
        self.session.game().variant().size()
    }

    /// The board takes input: the player to move, the puzzle on, no search running.
    fn open_for_input(&self) -> bool {
        let game = self.session.game();
        self.session.state() == PuzzleState::Solving
            && game.side_to_move() == self.session.solver()
            && !self.work.is_running()
    }

    fn refuse<T>(&mut self, error: GameError) -> Result<T, GameError> {
        self.error = Some(error);
        Err(error)
    }

    fn start(&mut self, shared: &Arc<Shared>, question: Question) {
        let busy = match question.kind {
            QuestionKind::Move(_) => PuzzleBusy::CheckingMove,
            QuestionKind::Hint => PuzzleBusy::FindingHint,
            QuestionKind::Solution => PuzzleBusy::FindingSolution,
        };
        let pending = match question.kind {
            QuestionKind::Move(mv) => Some(mv),
            _ => None,
        };
        let puzzle = self.session.puzzle();
        let mut prover = Prover::new(question.game.variant().clone(), puzzle.solver());
        let shared = Arc::clone(shared);
        let asked = Asked { busy, pending };
        self.work
            .start("tafl-puzzle", WORK_STACK_BYTES, asked, move |id, stop| {
                prover.set_stop(Some(stop));
                work(shared, id, question, prover)
            });
    }

    /// The player's move: played, refused, or handed to the prover.
    fn play(&mut self, shared: &Arc<Shared>, mv: Move) -> PuzzleTap {
        self.selection = None;
        self.error = None;
        match self.session.begin_move(mv) {
            MoveStep::Done(Ok(reply)) => {
                let reports: Vec<&MoveReport> = std::iter::once(&reply.played)
                    .chain(&reply.answer)
                    .collect();
                self.played(&reports);
                PuzzleTap::Played
            }
            MoveStep::Done(Err(_)) => PuzzleTap::Wrong,
            MoveStep::Ask(question) => {
                self.start(shared, *question);
                PuzzleTap::Checking
            }
        }
    }
}

/// A search's thread: ask the prover, then settle the finding if the puzzle is still the one
/// asked about.
fn work(shared: Arc<Shared>, id: u64, question: Question, mut prover: Prover) {
    let finding = question.ask(&mut prover);
    let listener = {
        let mut inner = shared.lock();
        if !inner.work.finish(id) {
            return; // forgotten: the puzzle changed or the search was cancelled
        }
        match finding {
            Ok(finding) => {
                // The finding is what the message shows now, not a call refused meanwhile.
                inner.error = None;
                let before = inner.session.game().ply();
                let settled = inner.session.settle(&question, finding);
                if let Some(Ok(Some(reply))) = &settled {
                    let reports: Vec<&MoveReport> = std::iter::once(&reply.played)
                        .chain(&reply.answer)
                        .collect();
                    inner.played(&reports);
                } else if inner.session.game().ply() != before {
                    // The solution was played out: it is shown from where it starts.
                    inner.last_fresh = false;
                    inner.move_serial += 1;
                }
            }
            Err(e) => log::error!("puzzle search ended: {e}"),
        }
        inner.listener.clone()
    };
    if let Some(listener) = listener {
        listener.changed();
    }
    shared.idle.notify_all();
}

struct Shared {
    inner: Mutex<Inner>,
    /// Signalled whenever a search ends or is forgotten.
    idle: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Inner> {
        // Every change is one call on the session: a poisoned lock holds a whole state.
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Dropped with the last clone of a controller: nobody can read a finding any more, so the
/// search stops.
struct Owner(Arc<Shared>);

impl Drop for Owner {
    fn drop(&mut self) {
        self.0.lock().forget_work();
    }
}

/// One puzzle as the apps show it. Cheap to clone: clones share one puzzle.
#[derive(Clone)]
pub struct PuzzleController {
    shared: Arc<Shared>,
    _owner: Arc<Owner>,
}

impl std::fmt::Debug for PuzzleController {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let inner = self.shared.lock();
        f.debug_struct("PuzzleController")
            .field("puzzle", &inner.session.puzzle().id)
            .field("ply", &inner.session.game().ply())
            .field("busy", &inner.busy())
            .finish_non_exhaustive()
    }
}

impl PuzzleController {
    /// `puzzle`, speaking `language` ("et-EE"; anything unknown gives English).
    pub fn new(puzzle: &Puzzle, language: &str) -> PuzzleController {
        let shared = Arc::new(Shared {
            inner: Mutex::new(Inner {
                session: PuzzleSession::new(puzzle),
                words: Words::for_code(language),
                prefs: Preferences::default(),
                selection: None,
                error: None,
                work: Worker::default(),
                listener: None,
                move_serial: 0,
                last_fresh: false,
                played: Played::default(),
                feedback: Feedback::default(),
            }),
            idle: Condvar::new(),
        });
        PuzzleController {
            _owner: Arc::new(Owner(Arc::clone(&shared))),
            shared,
        }
    }

    /// The shipped puzzle `id` ("brandubh-012"). NoSuchPuzzle.
    pub fn open(id: &str, language: &str) -> Result<PuzzleController, GameError> {
        let puzzle = super::find(id).ok_or(GameError::NoSuchPuzzle)?;
        Ok(PuzzleController::new(puzzle, language))
    }

    /// Runs `change`, then wakes whoever waits for the searches to end.
    fn act<T>(&self, change: impl FnOnce(&mut Inner, &Arc<Shared>) -> T) -> T {
        let out = {
            let mut inner = self.shared.lock();
            change(&mut inner, &self.shared)
        };
        self.shared.idle.notify_all();
        out
    }

    /// Who to tell when a search has changed the puzzle (`None` to stop telling).
    pub fn set_listener(&self, listener: Option<Arc<dyn Listener>>) {
        self.shared.lock().listener = listener;
    }

    pub fn set_language(&self, code: &str) {
        self.shared.lock().words = Words::for_code(code);
    }

    /// The settings the view follows: legal-move marks, the sound and the capture signal.
    pub fn set_preferences(&self, prefs: Preferences) {
        self.shared.lock().prefs = prefs.normalized();
    }

    pub fn puzzle(&self) -> Puzzle {
        self.shared.lock().session.puzzle().clone()
    }

    /// Everything the puzzle screen shows, in the controller's language. Never waits.
    pub fn view(&self) -> PuzzleView {
        let inner = self.shared.lock();
        let extras = Extras {
            prefs: &inner.prefs,
            busy: inner.busy(),
            pending: inner.work.running().and_then(|w| w.pending),
            selection: inner
                .selection
                .as_ref()
                .map(|(from, targets)| (*from, targets.as_slice())),
            error: inner.error,
            move_serial: inner.move_serial,
            last_fresh: inner.last_fresh,
            feedback: &inner.feedback,
        };
        view::build(&inner.session, &inner.words, &extras)
    }

    pub fn busy(&self) -> PuzzleBusy {
        self.shared.lock().busy()
    }

    /// Where the piece on `from` can go: OffBoard, NoPiece, NotYourPiece; empty when the board
    /// takes no input.
    pub fn targets(&self, from: Coord) -> Result<Vec<Coord>, GameError> {
        let inner = self.shared.lock();
        let sq = from.square_on(inner.size())?;
        let game = inner.session.game();
        match game.position().piece_at(sq) {
            None => Err(GameError::NoPiece),
            Some(p) if p.side() != inner.session.solver() => Err(GameError::NotYourPiece),
            Some(_) if !inner.open_for_input() => Ok(Vec::new()),
            Some(_) => Ok(game
                .moves_from(sq)
                .into_iter()
                .map(|m| Coord::of(m.to))
                .collect()),
        }
    }

    /// The player's pieces that can move; empty when the board takes no input.
    pub fn movable_pieces(&self) -> Vec<Coord> {
        let inner = self.shared.lock();
        if !inner.open_for_input() {
            return Vec::new();
        }
        inner
            .session
            .game()
            .movable_pieces()
            .into_iter()
            .map(Coord::of)
            .collect()
    }

    /// A tap on a square: selects one of the player's pieces, clears the selection, or moves
    /// the selected piece to one of its targets. OffBoard; NotYourPiece for the other side's
    /// piece (also the view's message); Ignored while the board takes no input.
    pub fn tap(&self, at: Coord) -> Result<PuzzleTap, GameError> {
        self.act(|inner, shared| {
            let sq = match at.square_on(inner.size()) {
                Ok(sq) => sq,
                Err(e) => return inner.refuse(e),
            };
            if !inner.open_for_input() {
                return Ok(PuzzleTap::Ignored);
            }
            let own = inner.session.solver();
            let inner = &mut *inner;
            match tap_step(&mut inner.selection, inner.session.game(), own, sq) {
                TapStep::Play(mv) => Ok(inner.play(shared, mv)),
                TapStep::Deselected => Ok(PuzzleTap::Deselected),
                TapStep::NotYours => inner.refuse(GameError::NotYourPiece),
                TapStep::Selected => {
                    inner.error = None;
                    inner.session.dismiss_note();
                    Ok(PuzzleTap::Selected)
                }
            }
        })
    }

    /// A drag begins on `at`: its piece is selected as by a tap, unless it already is.
    pub fn drag_start(&self, at: Coord) -> Result<PuzzleTap, GameError> {
        let already = {
            let inner = self.shared.lock();
            let sq = at.square_on(inner.size()).ok();
            inner
                .selection
                .as_ref()
                .is_some_and(|(from, _)| Some(*from) == sq)
        };
        if already {
            return Ok(PuzzleTap::Selected);
        }
        self.tap(at)
    }

    /// The dragged piece is dropped on `at`: moved if it is one of its targets; anywhere else
    /// the piece goes back and stays selected.
    pub fn drop_on(&self, at: Coord) -> Result<PuzzleTap, GameError> {
        self.act(|inner, shared| {
            let Some((from, targets)) = inner.selection.clone() else {
                return Ok(PuzzleTap::Ignored);
            };
            match at.square_on(inner.size()) {
                Ok(sq) if targets.contains(&sq) && inner.open_for_input() => {
                    Ok(inner.play(shared, Move::new(from, sq)))
                }
                _ => Ok(PuzzleTap::Selected),
            }
        })
    }

    /// The player's move. OffBoard, GameOver (the puzzle is over), ComputerThinking (a search
    /// runs), NotYourTurn, NoPiece, NotYourPiece, IllegalMove; a legal move that does not win
    /// in time is `Wrong` (the view's message says why).
    pub fn play(&self, from: Coord, to: Coord) -> Result<PuzzleTap, GameError> {
        self.act(|inner, shared| {
            let size = inner.size();
            let squares = from
                .square_on(size)
                .and_then(|f| Ok((f, to.square_on(size)?)));
            let (from, to) = match squares {
                Ok(s) => s,
                Err(e) => return inner.refuse(e),
            };
            if inner.session.state() != PuzzleState::Solving {
                return inner.refuse(GameError::GameOver);
            }
            if inner.work.is_running() {
                return inner.refuse(GameError::ComputerThinking);
            }
            let mv = Move::new(from, to);
            if let Err(e) = inner.session.game().check(mv) {
                // The session words the refusal with its reason, for the view's message.
                inner.selection = None;
                inner.error = None;
                let _ = inner.session.begin_move(mv);
                return Err(e.into());
            }
            Ok(inner.play(shared, mv))
        })
    }

    /// Marks the piece to move (at once on the main line, else when the listener says).
    /// GameOver when the puzzle is over, ComputerThinking while a search runs, NotYourTurn.
    pub fn hint(&self) -> Result<(), GameError> {
        self.act(|inner, shared| {
            if inner.work.is_running() {
                return inner.refuse(GameError::ComputerThinking);
            }
            if inner.session.state() == PuzzleState::Solving && !inner.open_for_input() {
                return inner.refuse(GameError::NotYourTurn);
            }
            inner.error = None;
            match inner.session.begin_hint() {
                Ok(Step::Done) => Ok(()),
                Ok(Step::Ask(question)) => {
                    inner.start(shared, *question);
                    Ok(())
                }
                Err(_) => inner.refuse(GameError::GameOver),
            }
        })
    }

    /// Plays the solution out from where the game stands and shows its first move's position
    /// (at once on the main line, else when the listener says); the attempt counts as failed.
    /// GameOver when the puzzle is over, ComputerThinking while a search runs.
    pub fn show_solution(&self) -> Result<(), GameError> {
        self.act(|inner, shared| {
            if inner.work.is_running() {
                return inner.refuse(GameError::ComputerThinking);
            }
            inner.selection = None;
            inner.error = None;
            match inner.session.begin_solution() {
                Ok(Step::Done) => {
                    inner.last_fresh = false;
                    inner.move_serial += 1;
                    Ok(())
                }
                Ok(Step::Ask(question)) => {
                    inner.start(shared, *question);
                    Ok(())
                }
                Err(_) => inner.refuse(GameError::GameOver),
            }
        })
    }

    /// One move of the shown solution forward or back (animated forward, but silent: the
    /// solution is replayed, as a replayed position of a game is, not played). NoSuchMove past
    /// either end or when the solution is not shown.
    pub fn solution_step(&self, forward: bool) -> Result<(), GameError> {
        self.act(|inner, _| {
            let Some((_, shown, plies)) = inner.session.solution_plies() else {
                return inner.refuse(GameError::NoSuchMove);
            };
            let target = match (forward, shown) {
                (true, s) if s < plies => s + 1,
                (false, s) if s > 0 => s - 1,
                _ => return inner.refuse(GameError::NoSuchMove),
            };
            inner.session.show_solution_ply(target);
            inner.error = None;
            inner.move_serial += 1;
            inner.last_fresh = forward;
            Ok(())
        })
    }

    /// Shows the position after `ply` moves of the played-out solution (0: the puzzle's
    /// start). NoSuchMove beyond its end or when the solution is not shown.
    pub fn solution_to(&self, ply: u32) -> Result<(), GameError> {
        self.act(|inner, _| {
            if !inner.session.show_solution_ply(ply) {
                return inner.refuse(GameError::NoSuchMove);
            }
            inner.error = None;
            inner.move_serial += 1;
            inner.last_fresh = false;
            Ok(())
        })
    }

    /// A new attempt from the puzzle's position; a running search is stopped and forgotten.
    pub fn restart(&self) {
        self.act(|inner, _| {
            inner.forget_work();
            inner.session.restart();
            inner.selection = None;
            inner.error = None;
            inner.move_serial += 1;
            inner.last_fresh = false;
        });
    }

    /// Forgets the message shown.
    pub fn dismiss_message(&self) {
        self.act(|inner, _| {
            inner.error = None;
            inner.session.dismiss_note();
        });
    }

    /// The attempt's verdict once it is decided, once an attempt (for the player's progress).
    pub fn take_result(&self) -> Option<PuzzleResult> {
        self.shared.lock().session.take_result()
    }

    /// Stops the running search (the move being checked is dropped, the board unchanged) and
    /// returns once it has stopped.
    pub fn cancel(&self) {
        let threads = {
            let mut inner = self.shared.lock();
            inner.work.stop_all()
        };
        self.shared.idle.notify_all();
        worker::join(threads);
    }

    /// Blocks until no search runs, at most `timeout`; false on timeout. For tests and the
    /// terminal — never call it on an app's UI thread.
    pub fn wait_until_idle(&self, timeout: Duration) -> bool {
        let inner = self.shared.lock();
        let (_inner, result) = self
            .shared
            .idle
            .wait_timeout_while(inner, timeout, |i| i.work.is_running())
            .unwrap_or_else(|e| e.into_inner());
        !result.timed_out()
    }
}
