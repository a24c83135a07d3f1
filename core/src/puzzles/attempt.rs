//! One attempt at a puzzle, as a player solves it, without threads and without drawing: `tafl
//! puzzle` drives it directly, [`super::PuzzleController`] puts it on the one board controller
//! for the apps and runs its searches on the board's worker.
//!
//! The player moves for the solver. The first move must be the puzzle's one winning move (the
//! prover has shown that every other loses the win within N), so any other is wrong at once.
//! Later any move that still wins within the moves left is accepted: a move of the main line at
//! once, another after the prover has checked it (a [`Question`]), and the core answers with the
//! longest defence. A wrong move is refused and the board stays as it was. An attempt is
//! *solved* when the player wins without a wrong move and without showing the solution (hints
//! are allowed), and *failed* at its first wrong move or when the solution is shown;
//! [`Attempt::take_result`] hands that verdict out once an attempt, for
//! [`super::Progress`].
//!
//! The shown solution is the game played out to its end: the main line where the game still
//! follows it, the prover's fastest wins against the longest defence where it left it. It can be
//! stepped through move by move.

use super::prove::{ProofError, Prover};
use super::Puzzle;
use crate::controller::texts;
use crate::game::{Game, MoveReport};
use crate::types::{Move, Piece, Side, Square};
use crate::words::Words;
use crate::MoveError;

/// How many nodes the prover may search to tell whether a move off the main line wins: tens
/// of seconds on a phone at most. A move it cannot settle within them is neither accepted nor
/// counted as a mistake.
pub const MOVE_CHECK_NODES: u64 = 20_000_000;

/// Where a puzzle stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum PuzzleState {
    /// The player is to move.
    Solving,
    /// The player won the game.
    Solved,
    /// The solution was played out.
    SolutionShown,
}

/// Why a move was refused (the board is unchanged).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Feedback {
    /// The move breaks the rules.
    Illegal { mv: Move, error: MoveError },
    /// A legal move that does not win within the moves left: the opponent could hold out.
    NotWinning { mv: Move, moves_left: u32 },
    /// The prover could not settle within its budget whether the move wins; it is not counted.
    Undecided { mv: Move },
    /// The puzzle is over: solved, or its solution shown.
    Finished,
}

impl Feedback {
    /// The refusal in words.
    pub fn text(&self, w: &Words) -> String {
        match self {
            Feedback::Illegal { mv, error } => w.format(
                "puzzle-illegal-move",
                &[
                    ("move", mv.to_string().into()),
                    ("why", texts::move_error(w, error).into()),
                ],
            ),
            Feedback::NotWinning { mv, moves_left } => w.format(
                "puzzle-wrong-move",
                &[
                    ("move", mv.to_string().into()),
                    ("moves", (*moves_left).into()),
                ],
            ),
            Feedback::Undecided { mv } => {
                w.format("puzzle-undecided-move", &[("move", mv.to_string().into())])
            }
            Feedback::Finished => w.text("puzzle-finished"),
        }
    }
}

/// What an accepted move did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The player's move.
    pub played: MoveReport,
    /// The core's answer: the longest defence (none when the player's move won).
    pub answer: Option<MoveReport>,
    /// The game is won.
    pub solved: bool,
    /// The player's moves left to win in.
    pub moves_left: u32,
}

/// The piece a hint marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hint {
    pub square: Square,
    pub piece: Piece,
}

impl Hint {
    /// "Move the king on d4."
    pub fn text(&self, w: &Words) -> String {
        w.format(
            "puzzle-hint",
            &[
                ("piece", texts::piece_id(self.piece).into()),
                ("square", self.square.to_string().into()),
            ],
        )
    }
}

/// An attempt's verdict, for the player's progress.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PuzzleResult {
    pub id: String,
    /// Won without a wrong move and without showing the solution.
    pub solved: bool,
}

/// What the attempt last said to the player, for the screen's note.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// The player's move was right; the core answered (none when it won the game).
    Right { answer: Option<(Side, Move)> },
    /// The player's move was refused.
    Refused(Feedback),
    /// A hint was given.
    Hinted(Hint),
}

/// A question the stored main line cannot answer: the prover must search. Asked of the game
/// as it stands; [`Attempt::settle`] applies the [`Finding`] if nothing changed since.
#[derive(Clone, Debug)]
pub struct Question {
    pub kind: QuestionKind,
    /// The game as it stood when the question was asked.
    pub game: Game,
    /// The player's moves left to win in, then.
    pub moves_left: u32,
    /// The attempt's state when asked: a finding for another one is thrown away.
    serial: u64,
}

/// What a [`Question`] asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum QuestionKind {
    /// Does the player's move win within the moves left (and what is the longest defence)?
    Move(Move),
    /// Which piece moves to win fastest?
    Hint,
    /// How does the rest of the solution go?
    Solution,
}

/// The prover's answer to a [`Question`]; `None`s mean it could not say (its budget ran out).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finding {
    Move {
        mv: Move,
        wins: Option<bool>,
        /// The longest defence after the move, when it wins and the game goes on.
        defence: Option<Move>,
    },
    Hint(Option<Move>),
    Solution(Option<Vec<Move>>),
}

impl Question {
    /// Asks `prover` (made for the puzzle's variant and solver, with whatever stop flag the
    /// caller gives it). Only [`ProofError::Stopped`] is an error: the caller gave up.
    pub fn ask(&self, prover: &mut Prover) -> Result<Finding, ProofError> {
        let settled = |result: Result<bool, ProofError>| match result {
            Ok(wins) => Ok(Some(wins)),
            Err(ProofError::Stopped) => Err(ProofError::Stopped),
            Err(_) => Ok(None),
        };
        match self.kind {
            QuestionKind::Move(mv) => {
                prover.set_budget(Some(MOVE_CHECK_NODES));
                let wins = settled(prover.move_wins_within(&self.game, mv, self.moves_left))?;
                let mut defence = None;
                if wins == Some(true) {
                    let mut after = self.game.clone();
                    if after.play(mv).is_ok() && !after.is_over() {
                        // Every reply was searched to prove the win: the defence is quick.
                        prover.set_budget(None);
                        defence = Some(prover.longest_defence(&after, self.moves_left - 1)?.0);
                    }
                }
                Ok(Finding::Move { mv, wins, defence })
            }
            QuestionKind::Hint => {
                prover.set_budget(None);
                let found = prover.fastest_win(&self.game, self.moves_left)?;
                Ok(Finding::Hint(found.map(|(mv, _)| mv)))
            }
            QuestionKind::Solution => {
                prover.set_budget(None);
                let first = prover.fastest_win(&self.game, self.moves_left)?;
                let line = match first {
                    Some((mv, _)) => Some(prover.main_line(&self.game, mv, self.moves_left)?),
                    None => None,
                };
                Ok(Finding::Solution(line))
            }
        }
    }
}

/// What [`Attempt::begin_move`] did.
#[derive(Clone, Debug)]
pub enum MoveStep {
    /// Decided at once.
    Done(Result<Reply, Feedback>),
    /// The prover must decide: ask it, then [`Attempt::settle`].
    Ask(Box<Question>),
}

/// What [`Attempt::begin_hint`] and [`Attempt::begin_solution`] did.
#[derive(Clone, Debug)]
pub enum Step {
    Done,
    Ask(Box<Question>),
}

/// One puzzle being solved.
pub struct Attempt {
    puzzle: Puzzle,
    game: Game,
    /// For the searches a caller without threads asks here ([`Attempt::play`]).
    prover: Prover,
    /// Every move so far is the main line's.
    on_line: bool,
    /// The player's moves left to win in.
    moves_left: u32,
    state: PuzzleState,
    mistakes: u32,
    hints: u32,
    hint: Option<Hint>,
    note: Option<Note>,
    /// The attempt's verdict, once decided; `reported` once handed out.
    verdict: Option<bool>,
    reported: bool,
    /// Once the solution is shown: the ply it starts at and the ply shown.
    solution: Option<(u32, u32)>,
    /// Grows with every change a pending question's finding would no longer fit.
    serial: u64,
}

impl Attempt {
    pub fn new(puzzle: &Puzzle) -> Attempt {
        let game = puzzle.start();
        let prover = Prover::new(game.variant().clone(), puzzle.solver());
        Attempt {
            puzzle: puzzle.clone(),
            game,
            prover,
            on_line: true,
            moves_left: puzzle.moves,
            state: PuzzleState::Solving,
            mistakes: 0,
            hints: 0,
            hint: None,
            note: None,
            verdict: None,
            reported: false,
            solution: None,
            serial: 0,
        }
    }

    /// Starts a new attempt from the puzzle's position (what the prover learnt is kept).
    pub fn restart(&mut self) {
        self.game = self.puzzle.start();
        self.on_line = true;
        self.moves_left = self.puzzle.moves;
        self.state = PuzzleState::Solving;
        self.mistakes = 0;
        self.hints = 0;
        self.hint = None;
        self.note = None;
        self.verdict = None;
        self.reported = false;
        self.solution = None;
        self.serial += 1;
    }

    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The game as far as it has been played (with the whole solution once it is shown).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The game as the board shows it: as played, or at the solution's shown move.
    pub fn shown_game(&self) -> Game {
        let mut shown = self.game.clone();
        if let Some((_, ply)) = self.solution {
            while shown.ply() as u32 > ply && shown.undo().is_some() {}
        }
        shown
    }

    pub fn state(&self) -> PuzzleState {
        self.state
    }

    /// The side the player moves.
    pub fn solver(&self) -> Side {
        self.puzzle.solver()
    }

    /// The player's moves left to win in.
    pub fn moves_left(&self) -> u32 {
        self.moves_left
    }

    /// Wrong moves in this attempt.
    pub fn mistakes(&self) -> u32 {
        self.mistakes
    }

    /// Hints asked for in this attempt.
    pub fn hints(&self) -> u32 {
        self.hints
    }

    /// The hint shown, until the next move.
    pub fn current_hint(&self) -> Option<Hint> {
        self.hint
    }

    /// What the attempt last said: the answer to a right move, a refusal, a hint.
    pub fn note(&self) -> Option<&Note> {
        self.note.as_ref()
    }

    /// Forgets the note.
    pub fn dismiss_note(&mut self) {
        self.note = None;
    }

    /// Once the solution is shown: the ply it starts at, the ply shown, and the game's plies.
    pub fn solution_plies(&self) -> Option<(u32, u32, u32)> {
        self.solution
            .map(|(start, shown)| (start, shown, self.game.ply() as u32))
    }

    /// Whether the attempt has failed: a wrong move, or the solution shown.
    pub fn failed(&self) -> bool {
        self.verdict == Some(false)
    }

    /// "Attackers to move win in 3 moves."
    pub fn goal(&self, w: &Words) -> String {
        w.format(
            "puzzle-goal",
            &[
                ("side", texts::side_id(self.solver()).into()),
                ("moves", self.puzzle.moves.into()),
            ],
        )
    }

    /// Where the attempt stands, in words: the moves left, or how it ended.
    pub fn status(&self, w: &Words) -> String {
        match self.state {
            PuzzleState::Solving => {
                w.format("puzzle-moves-left", &[("moves", self.moves_left.into())])
            }
            PuzzleState::Solved if self.mistakes == 0 => w.text("puzzle-solved"),
            PuzzleState::Solved => w.format(
                "puzzle-solved-after-mistakes",
                &[("mistakes", self.mistakes.into())],
            ),
            PuzzleState::SolutionShown => w.text("puzzle-solution-shown"),
        }
    }

    /// The main line's move at this ply, while the game has followed the line.
    fn line_move(&self) -> Option<Move> {
        if self.on_line {
            self.puzzle.line.get(self.game.ply()).copied()
        } else {
            None
        }
    }

    fn question(&self, kind: QuestionKind) -> Question {
        Question {
            kind,
            game: self.game.clone(),
            moves_left: self.moves_left,
            serial: self.serial,
        }
    }

    fn refuse(&mut self, feedback: Feedback) -> MoveStep {
        self.note = Some(Note::Refused(feedback.clone()));
        MoveStep::Done(Err(feedback))
    }

    /// The player's move, as far as it can be decided without a search: refused when the
    /// puzzle is over, when the move is illegal, or when it is not the one winning first move;
    /// played (and answered) when it is the main line's or wins at once; otherwise a question
    /// for the prover.
    pub fn begin_move(&mut self, mv: Move) -> MoveStep {
        if self.state != PuzzleState::Solving {
            return self.refuse(Feedback::Finished);
        }
        if let Err(error) = self.game.check(mv) {
            return self.refuse(Feedback::Illegal { mv, error });
        }
        if self.line_move() == Some(mv) {
            return MoveStep::Done(self.accept(mv, true, None));
        }
        if self.game.ply() == 0 {
            // The prover showed that no other first move wins within N.
            return MoveStep::Done(Err(self.mistake(mv)));
        }
        let mut after = self.game.clone();
        let wins_now = after.play(mv).is_ok_and(|_| {
            after
                .outcome()
                .is_some_and(|o| o.winner == Some(self.solver()))
        });
        if wins_now {
            return MoveStep::Done(self.accept(mv, false, None));
        }
        MoveStep::Ask(Box::new(self.question(QuestionKind::Move(mv))))
    }

    /// A wrong move: counted, the attempt failed, the board unchanged.
    fn mistake(&mut self, mv: Move) -> Feedback {
        self.mistakes += 1;
        self.decide(false);
        let feedback = Feedback::NotWinning {
            mv,
            moves_left: self.moves_left,
        };
        self.note = Some(Note::Refused(feedback.clone()));
        feedback
    }

    /// Plays the player's winning move `mv` (`on_line`: the main line's) and the core's answer:
    /// the main line's while the game follows it, else `defence` (the prover's longest).
    fn accept(
        &mut self,
        mv: Move,
        on_line: bool,
        defence: Option<Move>,
    ) -> Result<Reply, Feedback> {
        let played = self.advance(mv, on_line)?;
        let answer = if self.game.is_over() {
            None
        } else {
            self.line_move().or(defence).and_then(|d| self.respond(d))
        };
        self.note = Some(Note::Right {
            answer: answer.as_ref().map(|a| (a.side, a.mv)),
        });
        Ok(Reply {
            played,
            answer,
            solved: self.state == PuzzleState::Solved,
            moves_left: self.moves_left,
        })
    }

    /// Plays the player's move (every caller has checked it against this very game).
    fn advance(&mut self, mv: Move, on_line: bool) -> Result<MoveReport, Feedback> {
        let played = self
            .game
            .play(mv)
            .map_err(|error| Feedback::Illegal { mv, error })?;
        self.on_line &= on_line;
        self.moves_left = self.moves_left.saturating_sub(1);
        self.hint = None;
        self.serial += 1;
        if self.game.is_over() {
            self.finish();
        }
        Ok(played)
    }

    /// Plays the core's answer.
    fn respond(&mut self, defence: Move) -> Option<MoveReport> {
        match self.game.play(defence) {
            Ok(report) => {
                self.serial += 1;
                if self.game.is_over() {
                    self.finish();
                }
                Some(report)
            }
            Err(e) => {
                log::error!(
                    "puzzle {}: the defence {defence} was refused: {e}",
                    self.puzzle.id
                );
                None
            }
        }
    }

    fn finish(&mut self) {
        if self.state == PuzzleState::Solving {
            self.state = PuzzleState::Solved;
        }
        self.decide(self.mistakes == 0);
    }

    /// Decides the attempt's verdict, if it is not decided yet.
    fn decide(&mut self, solved: bool) {
        self.verdict.get_or_insert(solved);
    }

    /// Marks the piece of the winning move (the main line's, or the fastest win off it), or
    /// asks the prover which. Refused when the puzzle is over.
    pub fn begin_hint(&mut self) -> Result<Step, Feedback> {
        if self.state != PuzzleState::Solving {
            return Err(Feedback::Finished);
        }
        match self.line_move() {
            Some(mv) => {
                self.give_hint(mv);
                Ok(Step::Done)
            }
            None => Ok(Step::Ask(Box::new(self.question(QuestionKind::Hint)))),
        }
    }

    fn give_hint(&mut self, mv: Move) {
        if let Some(piece) = self.game.position().piece_at(mv.from) {
            let hint = Hint {
                square: mv.from,
                piece,
            };
            self.hints += 1;
            self.hint = Some(hint);
            self.note = Some(Note::Hinted(hint));
        }
    }

    /// Shows the solution from where the game stands (the attempt fails), or asks the prover
    /// for it when the game has left the main line. Refused when the puzzle is over.
    pub fn begin_solution(&mut self) -> Result<Step, Feedback> {
        if self.state != PuzzleState::Solving {
            return Err(Feedback::Finished);
        }
        if self.on_line {
            let rest = self.puzzle.line[self.game.ply()..].to_vec();
            self.play_solution(&rest);
            Ok(Step::Done)
        } else {
            Ok(Step::Ask(Box::new(self.question(QuestionKind::Solution))))
        }
    }

    /// Plays `rest` out and shows the position before it.
    fn play_solution(&mut self, rest: &[Move]) {
        self.decide(false);
        let start = self.game.ply() as u32;
        for &mv in rest {
            if let Err(e) = self.game.play(mv) {
                log::error!(
                    "puzzle {}: the solution's {mv} was refused: {e}",
                    self.puzzle.id
                );
                break;
            }
        }
        self.state = PuzzleState::SolutionShown;
        self.hint = None;
        self.note = None;
        self.solution = Some((start, start));
        self.serial += 1;
    }

    /// Shows the position after `ply` moves of the played-out solution (0: the puzzle's
    /// start). False when the solution is not shown or the game has no such ply.
    pub fn show_solution_ply(&mut self, ply: u32) -> bool {
        match &mut self.solution {
            Some((_, shown)) if ply as usize <= self.game.ply() => {
                *shown = ply;
                true
            }
            _ => false,
        }
    }

    /// Whether a finding still fits: the attempt has not changed since its question.
    pub fn is_current(&self, question: &Question) -> bool {
        question.serial == self.serial
    }

    /// Applies the prover's finding to its question, if the attempt has not changed since it
    /// was asked (else nothing happens and `None` comes back). A move's finding gives the
    /// move's fate; a hint's and a solution's give `Ok(None)`.
    pub fn settle(
        &mut self,
        question: &Question,
        finding: Finding,
    ) -> Option<Result<Option<Reply>, Feedback>> {
        if !self.is_current(question) {
            return None;
        }
        Some(match finding {
            Finding::Move { mv, wins, defence } => match wins {
                Some(true) => self.accept(mv, false, defence).map(Some),
                Some(false) => Err(self.mistake(mv)),
                None => {
                    let feedback = Feedback::Undecided { mv };
                    self.note = Some(Note::Refused(feedback.clone()));
                    Err(feedback)
                }
            },
            Finding::Hint(found) => {
                match found {
                    Some(mv) => self.give_hint(mv),
                    None => log::error!("puzzle {}: no winning move found", self.puzzle.id),
                }
                Ok(None)
            }
            Finding::Solution(line) => {
                match line {
                    Some(line) => self.play_solution(&line),
                    None => log::error!("puzzle {}: no solution found", self.puzzle.id),
                }
                Ok(None)
            }
        })
    }

    /// Asks this attempt's own prover (blocking: for the terminal and tests).
    fn ask(&mut self, question: &Question) -> Option<Finding> {
        match question.ask(&mut self.prover) {
            Ok(finding) => Some(finding),
            Err(e) => {
                log::error!("puzzle {}: the prover gave up: {e}", self.puzzle.id);
                None
            }
        }
    }

    /// The player's move, decided at once (searching here when it must). Refused with
    /// [`Feedback`] (the board unchanged) when it is illegal, does not win within the moves
    /// left, or the puzzle is over; otherwise played and answered with the longest defence.
    pub fn play(&mut self, mv: Move) -> Result<Reply, Feedback> {
        match self.begin_move(mv) {
            MoveStep::Done(result) => result,
            MoveStep::Ask(question) => {
                let finding = self.ask(&question).unwrap_or(Finding::Move {
                    mv,
                    wins: None,
                    defence: None,
                });
                match self.settle(&question, finding) {
                    Some(Ok(Some(reply))) => Ok(reply),
                    Some(Err(feedback)) => Err(feedback),
                    // Not reached: a move's finding for the attempt it was asked of.
                    _ => Err(Feedback::Undecided { mv }),
                }
            }
        }
    }

    /// The piece the winning move moves, searching here when it must; `None` when the puzzle
    /// is over.
    pub fn hint(&mut self) -> Option<Hint> {
        if let Ok(Step::Ask(question)) = self.begin_hint() {
            if let Some(finding) = self.ask(&question) {
                self.settle(&question, finding);
            }
        }
        if self.state == PuzzleState::Solving {
            self.hint
        } else {
            None
        }
    }

    /// Plays the solution out from where the game stands (searching here when it must): the
    /// winning moves and the longest defence, to the end. The attempt counts as failed.
    /// Returns the moves played.
    pub fn show_solution(&mut self) -> Vec<MoveReport> {
        let mut replay = self.game.clone();
        if let Ok(Step::Ask(question)) = self.begin_solution() {
            if let Some(finding) = self.ask(&question) {
                self.settle(&question, finding);
            }
        }
        if let Some((_, _, plies)) = self.solution_plies() {
            self.show_solution_ply(plies);
        }
        let added = &self.game.moves()[replay.ply().min(self.game.ply())..];
        added.iter().map_while(|p| replay.play(p.mv).ok()).collect()
    }

    /// The attempt's verdict, once it is decided (the first wrong move, the solution shown, or
    /// the win), and only once an attempt.
    pub fn take_result(&mut self) -> Option<PuzzleResult> {
        if self.reported {
            return None;
        }
        let solved = self.verdict?;
        self.reported = true;
        Some(PuzzleResult {
            id: self.puzzle.id.clone(),
            solved,
        })
    }
}
