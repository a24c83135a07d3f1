//! One puzzle as a player solves it, without any drawing: the apps and `tafl puzzle` show the
//! board of [`PuzzleSession::game`] and the words of [`Feedback::text`] and [`Reply`].
//!
//! The player moves for the solver. The first move must be the puzzle's one winning move (the
//! prover has shown that every other loses the win within N). Later any move that still wins
//! within the moves left is accepted (the prover checks it when it leaves the main line), and
//! the core answers with the longest defence. A wrong move is refused and the board stays as it
//! was. An attempt is *solved* when the player wins without a wrong move and without showing
//! the solution (hints are allowed), and *failed* at its first wrong move or when the solution
//! is shown; [`PuzzleSession::take_result`] hands that verdict out once an attempt, for
//! [`super::Progress`].

use super::prove::Prover;
use super::Puzzle;
use crate::controller::texts;
use crate::game::{Game, MoveReport};
use crate::types::{Move, Piece, Side, Square};
use crate::words::Words;
use crate::MoveError;

/// Where a puzzle stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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

/// One puzzle being solved.
pub struct PuzzleSession {
    puzzle: Puzzle,
    game: Game,
    prover: Prover,
    /// Every move so far is the main line's.
    on_line: bool,
    /// The player's moves left to win in.
    moves_left: u32,
    state: PuzzleState,
    mistakes: u32,
    hints: u32,
    /// The attempt's verdict, once decided; `reported` once handed out.
    verdict: Option<bool>,
    reported: bool,
}

impl PuzzleSession {
    pub fn new(puzzle: &Puzzle) -> PuzzleSession {
        let game = puzzle.start();
        let prover = Prover::new(game.variant().clone(), puzzle.solver());
        PuzzleSession {
            puzzle: puzzle.clone(),
            game,
            prover,
            on_line: true,
            moves_left: puzzle.moves,
            state: PuzzleState::Solving,
            mistakes: 0,
            hints: 0,
            verdict: None,
            reported: false,
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
        self.verdict = None;
        self.reported = false;
    }

    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The game as it stands: the board to draw, the last move, the result.
    pub fn game(&self) -> &Game {
        &self.game
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

    /// The player's move. Refused with [`Feedback`] (the board unchanged) when it is illegal,
    /// does not win within the moves left, or the puzzle is over; otherwise played and answered
    /// with the longest defence.
    pub fn play(&mut self, mv: Move) -> Result<Reply, Feedback> {
        if self.state != PuzzleState::Solving {
            return Err(Feedback::Finished);
        }
        if let Err(error) = self.game.check(mv) {
            return Err(Feedback::Illegal { mv, error });
        }
        let on_line = self.line_move() == Some(mv);
        let wins = on_line
            || self
                .prover
                .move_wins_within(&self.game, mv, self.moves_left)
                .unwrap_or_else(|e| {
                    log::error!("puzzle {}: {mv} could not be proven: {e}", self.puzzle.id);
                    false
                });
        if !wins {
            self.mistakes += 1;
            self.decide(false);
            return Err(Feedback::NotWinning {
                mv,
                moves_left: self.moves_left,
            });
        }
        let played = self.advance(mv, on_line)?;
        let answer = self.answer();
        Ok(Reply {
            played,
            answer,
            solved: self.state == PuzzleState::Solved,
            moves_left: self.moves_left,
        })
    }

    /// Plays the player's winning move `mv` (`on_line`: the main line's).
    fn advance(&mut self, mv: Move, on_line: bool) -> Result<MoveReport, Feedback> {
        let played = self
            .game
            .play(mv)
            .map_err(|error| Feedback::Illegal { mv, error })?;
        self.on_line &= on_line;
        self.moves_left = self.moves_left.saturating_sub(1);
        if self.game.is_over() {
            self.finish();
        }
        Ok(played)
    }

    /// The core's answer to the player's move: the longest defence, unless the game is over.
    fn answer(&mut self) -> Option<MoveReport> {
        if self.game.is_over() {
            return None;
        }
        let defence = match self.line_move() {
            Some(mv) => mv,
            None => match self.prover.longest_defence(&self.game, self.moves_left) {
                Ok((mv, _)) => mv,
                Err(e) => {
                    // Not reached: the player's move was proven to win within the moves left.
                    log::error!("puzzle {}: no defence found: {e}", self.puzzle.id);
                    *self.game.legal_moves().first()?
                }
            },
        };
        let report = match self.game.play(defence) {
            Ok(report) => report,
            Err(e) => {
                log::error!(
                    "puzzle {}: the defence {defence} was refused: {e}",
                    self.puzzle.id
                );
                return None;
            }
        };
        if self.game.is_over() {
            self.finish();
        }
        Some(report)
    }

    /// The solver's winning move in the current position: the main line's, or the fastest.
    fn winning_move(&mut self) -> Option<Move> {
        if let Some(mv) = self.line_move() {
            return Some(mv);
        }
        match self.prover.fastest_win(&self.game, self.moves_left) {
            Ok(found) => found.map(|(mv, _)| mv),
            Err(e) => {
                log::error!("puzzle {}: no winning move found: {e}", self.puzzle.id);
                None
            }
        }
    }

    fn finish(&mut self) {
        self.state = PuzzleState::Solved;
        self.decide(self.mistakes == 0);
    }

    /// Decides the attempt's verdict, if it is not decided yet.
    fn decide(&mut self, solved: bool) {
        self.verdict.get_or_insert(solved);
    }

    /// The piece the winning move moves (the main line's move, or the fastest win off it);
    /// `None` when the puzzle is over.
    pub fn hint(&mut self) -> Option<Hint> {
        if self.state != PuzzleState::Solving {
            return None;
        }
        let mv = self.winning_move()?;
        let piece = self.game.position().piece_at(mv.from)?;
        self.hints += 1;
        Some(Hint {
            square: mv.from,
            piece,
        })
    }

    /// Plays the solution out from where the game stands: the winning moves and the longest
    /// defence, to the end. The attempt counts as failed. Returns the moves played.
    pub fn show_solution(&mut self) -> Vec<MoveReport> {
        let mut played = Vec::new();
        if self.state != PuzzleState::Solving {
            return played;
        }
        self.decide(false);
        while !self.game.is_over() {
            let Some(mv) = self.winning_move() else {
                break;
            };
            let on_line = self.line_move() == Some(mv);
            match self.advance(mv, on_line) {
                Ok(report) => played.push(report),
                Err(_) => break,
            }
            played.extend(self.answer());
        }
        self.state = PuzzleState::SolutionShown;
        played
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
