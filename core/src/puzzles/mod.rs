//! Puzzles whose solutions are proven by exhaustive search: "the attackers to move win in 3".
//!
//! - [`prove`]: the prover (an AND/OR proof search), which establishes that the side to move
//!   wins within N of its moves, that N is the fewest, that exactly one first move does, and
//!   which defence holds out longest.
//! - [`generate`]: candidates from the engine's self-play, proven, deduplicated and rated
//!   (`tafl puzzles generate`).
//! - [`Attempt`]: one puzzle as a player solves it (`tafl puzzle` drives it);
//!   [`PuzzleController`]: the same on the one board controller for the apps, its searches on
//!   the board's worker, its [`PuzzleView`] drawn with the board every page draws; [`Progress`]: which puzzles a player solved or failed,
//!   and the lists ([`entries`], [`sets`]) that show it.
//!
//! The shipped puzzles live in `core/puzzles/<variant>.txt`, compiled into the library and read
//! by [`builtin`]. One puzzle a line, fields separated by `;`:
//!
//! ```text
//! brandubh-001; /3t3/7/1t5/t1TK3/7/7/3t3/; attackers; 2; a4-a5 d4-d5 b5-c5; 1130
//! ```
//!
//! the id (stable: progress is kept by it), the position in OpenTafl notation (rank 1 first),
//! the side to move (the solver), N (the solver wins within N of its moves and not within fewer),
//! the main line (the only winning first move, then the longest defence and the solver's fastest
//! win in turn, to the end of the game) and the rating. Lines starting with `#` are comments.
//!
//! `core/puzzles/README.md` records the commands that made the shipped sets (`tafl puzzles
//! generate`, deterministic for a seed) and proved them again (`tafl puzzles check`), with
//! their times.

mod attempt;
mod controller;
pub mod generate;
mod progress;
pub mod prove;
mod view;

pub use attempt::{
    Attempt, Feedback, Finding, Hint, MoveStep, Note, PuzzleResult, PuzzleState, Question,
    QuestionKind, Reply, Step, MOVE_CHECK_NODES,
};
pub use controller::PuzzleController;
pub use progress::{Progress, PuzzleRecord};
pub use view::{
    entries, set_for_game, sets, Difficulty, PuzzleBusy, PuzzleEntry, PuzzleNote, PuzzleNoteKind,
    PuzzleSet, PuzzleView,
};

use crate::game::Game;
use crate::position::Position;
use crate::presets::Preset;
use crate::types::{Move, Side};
use crate::variant::Variant;
use crate::{otn, MoveError, ParseError};
use std::sync::{Arc, OnceLock};

/// The most moves a puzzle may take (the prover's work grows steeply with it).
pub const MAX_MOVES: u32 = 8;

/// One puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Stable: `<variant>-<number>`.
    pub id: String,
    pub preset: Preset,
    /// The start, with the solver to move.
    pub position: Position,
    /// The solver wins within this many of its moves, and not within fewer.
    pub moves: u32,
    /// The main line: the only winning first move, then the longest defence and the solver's
    /// fastest win in turn; the last move ends the game in the solver's favour.
    pub line: Vec<Move>,
    pub rating: u32,
}

impl Puzzle {
    /// The side to move at the start: the one that wins.
    pub fn solver(&self) -> Side {
        self.position.side_to_move()
    }

    /// The only winning first move.
    pub fn first_move(&self) -> Move {
        self.line[0]
    }

    /// The puzzle's start as a game (no history before it).
    pub fn start(&self) -> Game {
        Game::from_position(
            Arc::new(Variant::from_preset(self.preset)),
            self.position.clone(),
        )
    }

    /// The number at the end of the id, if it has one.
    pub fn number(&self) -> Option<usize> {
        self.id.rsplit('-').next().and_then(|n| n.parse().ok())
    }

    /// The puzzle as a line of a puzzle file.
    pub fn to_line(&self) -> String {
        let line: Vec<String> = self.line.iter().map(Move::to_string).collect();
        format!(
            "{}; {}; {}; {}; {}; {}",
            self.id,
            otn::write_position(&self.position),
            self.solver(),
            self.moves,
            line.join(" "),
            self.rating
        )
    }

    /// Reads one line of a puzzle file of `preset` (`number`: its line number, for errors) and
    /// checks it against the rules: every move of the line is legal, the last one ends the game
    /// in the solver's favour, no earlier one ends it, and the solver makes at most N moves.
    pub fn parse(preset: Preset, text: &str, number: usize) -> Result<Puzzle, PuzzleError> {
        let fields: Vec<&str> = text.split(';').map(str::trim).collect();
        let [id, position, side, moves, line, rating] = fields[..] else {
            return Err(PuzzleError::Fields {
                line: number,
                found: fields.len(),
            });
        };
        let id_ok = !id.is_empty()
            && id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
        if !id_ok {
            return Err(PuzzleError::Id {
                line: number,
                text: id.to_string(),
            });
        }
        let to_move: Side = side.parse().map_err(|error| PuzzleError::Field {
            line: number,
            field: "side",
            error,
        })?;
        let variant = Arc::new(Variant::from_preset(preset));
        let position = otn::parse_position(&variant, position, to_move).map_err(|error| {
            PuzzleError::Field {
                line: number,
                field: "position",
                error,
            }
        })?;
        let moves: u32 = moves
            .parse()
            .ok()
            .filter(|n| (1..=MAX_MOVES).contains(n))
            .ok_or_else(|| PuzzleError::Number {
                line: number,
                field: "moves",
                text: moves.to_string(),
            })?;
        let rating: u32 = rating.parse().map_err(|_| PuzzleError::Number {
            line: number,
            field: "rating",
            text: rating.to_string(),
        })?;
        let mut played = Vec::new();
        for (index, word) in line.split_whitespace().enumerate() {
            let mv = Move::parse(word).map_err(|error| PuzzleError::Field {
                line: number,
                field: "line",
                error,
            })?;
            played.push((index, mv));
        }
        let puzzle = Puzzle {
            id: id.to_string(),
            preset,
            position,
            moves,
            line: played.iter().map(|&(_, m)| m).collect(),
            rating,
        };
        puzzle.check_line(number)?;
        Ok(puzzle)
    }

    /// The rules' verdict on the main line (see [`Puzzle::parse`]).
    fn check_line(&self, number: usize) -> Result<(), PuzzleError> {
        let mut game = self.start();
        if game.is_over() {
            return Err(PuzzleError::Over { line: number });
        }
        let solver = self.solver();
        let mut solver_moves = 0;
        for (index, &mv) in self.line.iter().enumerate() {
            if game.is_over() {
                return Err(PuzzleError::EndsEarly {
                    line: number,
                    index,
                });
            }
            if game.side_to_move() == solver {
                solver_moves += 1;
            }
            game.play(mv).map_err(|error| PuzzleError::Illegal {
                line: number,
                index,
                mv,
                error,
            })?;
        }
        let won = game.outcome().is_some_and(|o| o.winner == Some(solver));
        if !won {
            return Err(PuzzleError::NotWon { line: number });
        }
        if solver_moves > self.moves {
            return Err(PuzzleError::TooLong { line: number });
        }
        Ok(())
    }
}

/// Why a puzzle file could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleError {
    #[error("line {line}: {found} fields, not 6 (id; position; side; moves; line; rating)")]
    Fields { line: usize, found: usize },
    #[error("line {line}: {text:?} is not an id (lowercase letters, digits and '-')")]
    Id { line: usize, text: String },
    #[error("line {line}: the {field}: {error}")]
    Field {
        line: usize,
        field: &'static str,
        error: ParseError,
    },
    #[error("line {line}: the {field} {text:?} is not a number in range")]
    Number {
        line: usize,
        field: &'static str,
        text: String,
    },
    #[error("line {line}: the game is over at the start")]
    Over { line: usize },
    #[error("line {line}: move {} ({mv}) is illegal: {error}", index + 1)]
    Illegal {
        line: usize,
        index: usize,
        mv: Move,
        error: MoveError,
    },
    #[error("line {line}: the game is over before move {}", index + 1)]
    EndsEarly { line: usize, index: usize },
    #[error("line {line}: the main line does not end with the solver's win")]
    NotWon { line: usize },
    #[error("line {line}: the solver makes more moves than the puzzle says")]
    TooLong { line: usize },
    #[error("the id {id} is used twice")]
    DuplicateId { id: String },
    #[error("puzzle {id} is not a {expected} puzzle")]
    OtherVariant { id: String, expected: String },
}

/// Reads a puzzle file of `preset`: every puzzle, or the first problem.
pub fn parse_file(preset: Preset, text: &str) -> Result<Vec<Puzzle>, PuzzleError> {
    let mut puzzles: Vec<Puzzle> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let puzzle = Puzzle::parse(preset, line, i + 1)?;
        if puzzles.iter().any(|p| p.id == puzzle.id) {
            return Err(PuzzleError::DuplicateId { id: puzzle.id });
        }
        puzzles.push(puzzle);
    }
    Ok(puzzles)
}

/// The header of a puzzle file.
pub fn file_header(preset: Preset) -> String {
    format!(
        "# {} puzzles, each proven by exhaustive search (tafl puzzles generate; tafl puzzles check).\n\
         # id; position (OpenTafl, rank 1 first); side to move; moves to win; main line; rating\n",
        preset.rules().name
    )
}

/// The text of the shipped puzzle file of `preset`, if it has one.
pub fn builtin_text(preset: Preset) -> Option<&'static str> {
    match preset {
        Preset::Brandubh => Some(include_str!("../../puzzles/brandubh.txt")),
        Preset::Tablut => Some(include_str!("../../puzzles/tablut.txt")),
        Preset::Copenhagen => Some(include_str!("../../puzzles/copenhagen.txt")),
        _ => None,
    }
}

/// The shipped puzzles of `preset`, in the file's order (none for a variant without puzzles).
/// A line that does not read is left out (and logged); the tests keep every line readable.
pub fn builtin(preset: Preset) -> &'static [Puzzle] {
    static SETS: OnceLock<Vec<Vec<Puzzle>>> = OnceLock::new();
    let sets = SETS.get_or_init(|| {
        Preset::ALL
            .iter()
            .map(|&p| {
                let text = builtin_text(p).unwrap_or("");
                let mut puzzles: Vec<Puzzle> = Vec::new();
                for (i, line) in text.lines().enumerate() {
                    let line = line.trim();
                    if line.is_empty() || line.starts_with('#') {
                        continue;
                    }
                    match Puzzle::parse(p, line, i + 1) {
                        Ok(puzzle) if puzzles.iter().all(|q| q.id != puzzle.id) => {
                            puzzles.push(puzzle)
                        }
                        Ok(puzzle) => log::error!("{}: {} is used twice", p.id(), puzzle.id),
                        Err(e) => log::error!("{}: {e}", p.id()),
                    }
                }
                puzzles
            })
            .collect()
    });
    Preset::ALL
        .iter()
        .position(|&p| p == preset)
        .map_or(&[], |i| &sets[i])
}

/// A shipped puzzle by its id.
pub fn find(id: &str) -> Option<&'static Puzzle> {
    Preset::ALL
        .iter()
        .flat_map(|&p| builtin(p).iter())
        .find(|p| p.id == id)
}
