//! The puzzle on the one board controller, for the apps: an [`Attempt`] with the board's taps,
//! message and sounds, its searches on the board's worker and the view in the player's words.
//!
//! Most answers come from the puzzle's stored main line at once. The prover searches only when
//! the player leaves the line: to check a move, to find a hint's piece, to work out the rest of
//! the solution. That runs on the board's worker; every call answers at once, and the listener
//! is told when the search has changed the puzzle. A restart stops the running search and
//! forgets it; `cancel` returns once it has stopped (the prover looks at its stop flag at every
//! node).

use super::attempt::{Attempt, MoveStep, PuzzleResult, PuzzleState, Question, QuestionKind, Step};
use super::prove::Prover;
use super::view::{PuzzleBusy, PuzzleView};
use super::Puzzle;
use crate::board::family::Family;
use crate::board::{board_api, Board, Cx, Detail, Job, Page, TapOutcome};
use crate::controller::GameError;
use crate::game::{Game, MoveReport};
use crate::types::{Move, Side};
use crate::words::Words;
use std::sync::Arc;

/// The prover's recursion is shallow, but its move lists live on the stack of every ply.
const WORK_STACK_BYTES: usize = 4 << 20;

/// A puzzle on the board.
pub(crate) struct PuzzlePage {
    pub attempt: Attempt,
    /// The move being checked, while it is.
    pub pending: Option<Move>,
}

impl PuzzlePage {
    /// Counts the moves just played (the player's and the answer shown with it).
    fn played(reports: &[&MoveReport], cx: &mut Cx<PuzzlePage>) {
        for report in reports {
            cx.played(!report.captured.is_empty());
        }
    }

    /// Hands `question` to the prover on the board's worker.
    fn ask(&mut self, question: Question, cx: &mut Cx<Self>) {
        let busy = match question.kind {
            QuestionKind::Move(_) => PuzzleBusy::CheckingMove,
            QuestionKind::Hint => PuzzleBusy::FindingHint,
            QuestionKind::Solution => PuzzleBusy::FindingSolution,
        };
        self.pending = match question.kind {
            QuestionKind::Move(mv) => Some(mv),
            _ => None,
        };
        let mut prover = Prover::new(
            question.game.variant().clone(),
            self.attempt.puzzle().solver(),
        );
        let job: Job<PuzzlePage> = Box::new(move |_, stop| {
            prover.set_stop(Some(Arc::clone(stop)));
            let finding = match question.ask(&mut prover) {
                Ok(finding) => finding,
                Err(e) => {
                    log::error!("puzzle search ended: {e}");
                    return None;
                }
            };
            Some(Box::new(
                move |page: &mut PuzzlePage, cx: &mut Cx<PuzzlePage>| {
                    page.pending = None;
                    // The finding is what the page says now, not a call refused meanwhile.
                    cx.refusal = None;
                    let before = page.attempt.game().ply();
                    let settled = page.attempt.settle(&question, finding);
                    if let Some(Ok(Some(reply))) = &settled {
                        let reports: Vec<&MoveReport> = std::iter::once(&reply.played)
                            .chain(&reply.answer)
                            .collect();
                        PuzzlePage::played(&reports, cx);
                    } else if page.attempt.game().ply() != before {
                        // The solution was played out: it is shown from where it starts.
                        cx.stepped(false);
                    }
                },
            ))
        });
        cx.start(busy, "tafl-puzzle", WORK_STACK_BYTES, job);
    }
}

impl Page for PuzzlePage {
    type Busy = PuzzleBusy;

    fn game(&self) -> &Game {
        self.attempt.game()
    }

    fn own_side(&self) -> Side {
        self.attempt.solver()
    }

    /// The player to move, the puzzle on, no search running.
    fn mover(&self, busy: Option<PuzzleBusy>) -> Option<Side> {
        let solver = self.attempt.solver();
        let open = self.attempt.state() == PuzzleState::Solving
            && self.attempt.game().side_to_move() == solver
            && busy.is_none();
        open.then_some(solver)
    }

    /// The player's move: GameOver (the puzzle is over), ComputerThinking (a check runs),
    /// the rules' refusals with the square; a legal move is played (and answered), found
    /// wrong, or handed to the prover.
    fn play(&mut self, mv: Move, cx: &mut Cx<Self>) -> Result<TapOutcome, GameError> {
        if self.attempt.state() != PuzzleState::Solving {
            return cx.refuse(GameError::GameOver, None);
        }
        if cx.working() {
            return cx.refuse(GameError::ComputerThinking, None);
        }
        if let Err(e) = self.attempt.game().check(mv) {
            return cx.refuse(e.clone().into(), Some(Detail::Move(e)));
        }
        cx.selection = None;
        match self.attempt.begin_move(mv) {
            MoveStep::Done(Ok(reply)) => {
                let reports: Vec<&MoveReport> = std::iter::once(&reply.played)
                    .chain(&reply.answer)
                    .collect();
                PuzzlePage::played(&reports, cx);
                Ok(TapOutcome::Played)
            }
            MoveStep::Done(Err(_)) => Ok(TapOutcome::Wrong),
            MoveStep::Ask(question) => {
                self.ask(*question, cx);
                Ok(TapOutcome::Checking)
            }
        }
    }

    fn selected(&mut self) {
        self.attempt.dismiss_note();
    }

    fn dismissed(&mut self) {
        self.attempt.dismiss_note();
    }
}

/// One puzzle as the apps show it. Thread-safe; no call waits for a search except `cancel()`
/// (which returns once it has stopped) and `wait_until_idle()` (tests only).
#[cfg_attr(feature = "uniffi", derive(uniffi::Object))]
pub struct PuzzleController {
    board: Board<PuzzlePage>,
}

impl std::fmt::Debug for PuzzleController {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.board.read(|page, cx| {
            f.debug_struct("PuzzleController")
                .field("puzzle", &page.attempt.puzzle().id)
                .field("ply", &page.attempt.game().ply())
                .field("busy", &cx.busy())
                .finish_non_exhaustive()
        })
    }
}

board_api!(PuzzleController);

#[cfg_attr(feature = "uniffi", uniffi::export)]
impl PuzzleController {
    /// The shipped puzzle `id` ("brandubh-012"), speaking `language`. NoSuchPuzzle. The apps
    /// open puzzles through the app (`AppCore.open_puzzle`), which records each attempt.
    #[cfg_attr(feature = "uniffi", uniffi::constructor)]
    pub fn new(id: String, language: String) -> Result<Arc<PuzzleController>, GameError> {
        let puzzle = super::find(&id).ok_or(GameError::NoSuchPuzzle)?;
        let controller = PuzzleController::of(puzzle, None);
        controller.board.set_words(Words::for_code(&language));
        Ok(controller)
    }

    /// Everything the puzzle screen shows, in the controller's language. Never waits.
    pub fn view(&self) -> PuzzleView {
        self.board.read(super::view::build)
    }

    pub fn busy(&self) -> PuzzleBusy {
        self.board
            .read(|_, cx| cx.busy().unwrap_or(PuzzleBusy::Idle))
    }

    /// Marks the piece to move (at once on the main line, else when the listener says).
    /// GameOver when the puzzle is over, ComputerThinking while a search runs, NotYourTurn.
    pub fn hint(&self) -> Result<(), GameError> {
        self.board.act(|page, cx| {
            if cx.working() {
                return cx.refuse(GameError::ComputerThinking, None);
            }
            let solving = page.attempt.state() == PuzzleState::Solving;
            if solving && page.mover(None).is_none() {
                return cx.refuse(GameError::NotYourTurn, None);
            }
            match page.attempt.begin_hint() {
                Ok(Step::Done) => Ok(()),
                Ok(Step::Ask(question)) => {
                    page.ask(*question, cx);
                    Ok(())
                }
                Err(_) => cx.refuse(GameError::GameOver, None),
            }
        })
    }

    /// Plays the solution out from where the game stands and shows its first move's position
    /// (at once on the main line, else when the listener says); the attempt counts as failed.
    /// GameOver when the puzzle is over, ComputerThinking while a search runs.
    pub fn show_solution(&self) -> Result<(), GameError> {
        self.board.act(|page, cx| {
            if cx.working() {
                return cx.refuse(GameError::ComputerThinking, None);
            }
            cx.selection = None;
            match page.attempt.begin_solution() {
                Ok(Step::Done) => {
                    cx.stepped(false);
                    Ok(())
                }
                Ok(Step::Ask(question)) => {
                    page.ask(*question, cx);
                    Ok(())
                }
                Err(_) => cx.refuse(GameError::GameOver, None),
            }
        })
    }

    /// One move of the shown solution forward or back (animated forward, but silent: the
    /// solution is replayed, as a replayed position of a game is, not played). NoSuchMove past
    /// either end or when the solution is not shown.
    pub fn solution_step(&self, forward: bool) -> Result<(), GameError> {
        self.board.act(|page, cx| {
            let Some((_, shown, plies)) = page.attempt.solution_plies() else {
                return cx.refuse(GameError::NoSuchMove, None);
            };
            let target = match (forward, shown) {
                (true, s) if s < plies => s + 1,
                (false, s) if s > 0 => s - 1,
                _ => return cx.refuse(GameError::NoSuchMove, None),
            };
            page.attempt.show_solution_ply(target);
            cx.stepped(forward);
            Ok(())
        })
    }

    /// Shows the position after `ply` moves of the played-out solution (0: the puzzle's
    /// start). NoSuchMove beyond its end or when the solution is not shown.
    pub fn solution_to(&self, ply: u32) -> Result<(), GameError> {
        self.board.act(|page, cx| {
            if !page.attempt.show_solution_ply(ply) {
                return cx.refuse(GameError::NoSuchMove, None);
            }
            cx.stepped(false);
            Ok(())
        })
    }

    /// A new attempt from the puzzle's position; a running search is stopped and forgotten.
    pub fn restart(&self) {
        let _ = self.board.act(|page, cx| {
            cx.forget_work();
            page.pending = None;
            page.attempt.restart();
            cx.selection = None;
            cx.stepped(false);
            Ok(())
        });
    }
}

impl PuzzleController {
    /// `puzzle` at its start, in `family` (the app's).
    pub(crate) fn of(puzzle: &Puzzle, family: Option<&Arc<Family>>) -> Arc<PuzzleController> {
        let page = PuzzlePage {
            attempt: Attempt::new(puzzle),
            pending: None,
        };
        Arc::new(PuzzleController {
            board: Board::in_family(page, family),
        })
    }

    pub fn puzzle(&self) -> Puzzle {
        self.board.read(|page, _| page.attempt.puzzle().clone())
    }

    /// The attempt's verdict once it is decided, once an attempt (for the player's progress).
    pub fn take_result(&self) -> Option<PuzzleResult> {
        self.board.quietly(|page, _| page.attempt.take_result())
    }

    pub(crate) fn set_observer(&self, observer: Option<Arc<dyn Fn() + Send + Sync>>) {
        self.board.set_observer(observer);
    }
}
