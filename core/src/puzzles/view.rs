//! What a puzzle screen and a puzzle list show, as typed values and in the player's words. The
//! board is the game screen's [`BoardView`], so the apps draw both with one board.

use super::attempt::{Attempt, Feedback, Note, PuzzleState};
use super::controller::PuzzlePage;
use super::{Progress, Puzzle, PuzzleRecord};
use crate::board::{move_turns_of, BoardView, Cx, HintMark, Marks, Message, MoveTurn};
use crate::controller::{texts, Coord, ReplayView};
use crate::presets::Preset;
use crate::types::Side;
use crate::words::Words;

/// What the prover is doing for the puzzle in the background, if anything.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum PuzzleBusy {
    Idle,
    /// Checking whether the player's move off the main line wins in time.
    CheckingMove,
    /// Finding the winning move off the main line, for a hint.
    FindingHint,
    /// Working out the rest of the solution off the main line.
    FindingSolution,
}

/// What a puzzle's note says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum PuzzleNoteKind {
    /// The player's move was right (the core's answer follows in the text).
    Right,
    /// The move does not win within the moves left.
    Wrong,
    /// The move breaks the rules.
    Illegal,
    /// The move could not be checked in time; it does not count.
    Undecided,
    /// The puzzle is over.
    Finished,
    /// Which piece to move.
    Hint,
}

/// What the puzzle says of the last move or hint: right (with the answer), wrong and why, the
/// piece to move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PuzzleNote {
    pub kind: PuzzleNoteKind,
    pub text: String,
}

/// A puzzle's difficulty, from its rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Difficulty {
    Easy,
    Medium,
    Hard,
    Expert,
}

impl Difficulty {
    /// The band of a rating: below 950, 1200, 1550, and the rest. The rating grows by 300
    /// with every move to win in and the other parts move it by less (see
    /// [`super::generate`]), so the bands mostly follow N: one move is easy, two medium, three
    /// hard, four and more expert.
    pub fn of_rating(rating: u32) -> Difficulty {
        match rating {
            0..950 => Difficulty::Easy,
            950..1200 => Difficulty::Medium,
            1200..1550 => Difficulty::Hard,
            _ => Difficulty::Expert,
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
            Difficulty::Expert => "expert",
        }
    }
}

/// Everything a puzzle screen shows.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PuzzleView {
    pub id: String,
    pub preset: Preset,
    /// "Brandubh · puzzle 12".
    pub title: String,
    pub rating: u32,
    /// "Rating 1430".
    pub rating_text: String,
    pub difficulty: Difficulty,
    pub difficulty_text: String,
    /// The side the player moves.
    pub solver: Side,
    /// N: the player wins within this many moves.
    pub moves: u32,
    /// "Attackers to move win in 3 moves."
    pub goal: String,
    pub state: PuzzleState,
    pub busy: PuzzleBusy,
    /// Where the attempt stands in words: the moves left, what is being checked, how it ended.
    pub headline: String,
    /// What the puzzle says of the last move or hint, until the next action.
    pub note: Option<PuzzleNote>,
    /// Why the last action was refused.
    pub message: Option<Message>,
    /// The board, with the hint (the piece only) and the move being checked. A right move and
    /// the answer shown with it make one sound (a capture's when either captured); a wrong
    /// move, a restart, the solution played out or stepped through make none.
    pub board: BoardView,
    pub side_to_move: Side,
    /// The moves on the board in numbered turns.
    pub move_list: Vec<MoveTurn>,
    /// The player's moves left to win in.
    pub moves_left: u32,
    /// Wrong moves in this attempt.
    pub mistakes: u32,
    /// Hints asked for in this attempt.
    pub hints_used: u32,
    /// The attempt no longer counts as solved (a wrong move, or the solution shown).
    pub failed: bool,
    /// While the solution is shown: the move shown and the steps either way.
    pub solution: Option<ReplayView>,
    pub can_hint: bool,
    pub can_show_solution: bool,
    /// Another attempt from the start (always offered, also while a check runs: it stops it).
    pub can_restart: bool,
}

/// A puzzle of a list: what it asks, its rating and the player's record.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PuzzleEntry {
    pub id: String,
    /// Its place in its set, from 1.
    pub number: u32,
    pub preset: Preset,
    pub solver: Side,
    pub moves: u32,
    pub rating: u32,
    pub difficulty: Difficulty,
    /// "Puzzle 12".
    pub title: String,
    /// "Attackers to move win in 3 moves."
    pub goal: String,
    /// "Rating 1430 · Hard".
    pub rating_text: String,
    pub record: PuzzleRecord,
    /// "Solved", "Failed twice", "Not tried yet".
    pub record_text: String,
}

/// A variant with puzzles.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PuzzleSet {
    pub preset: Preset,
    /// The variant's name in the player's words.
    pub name: String,
    pub count: u32,
    pub solved: u32,
    /// "12 of 75 solved".
    pub progress_text: String,
}

pub(crate) fn difficulty_text(w: &Words, d: Difficulty) -> String {
    w.format("puzzle-difficulty", &[("difficulty", d.id().into())])
}

pub(crate) fn goal(w: &Words, puzzle: &Puzzle) -> String {
    w.format(
        "puzzle-goal",
        &[
            ("side", texts::side_id(puzzle.solver()).into()),
            ("moves", puzzle.moves.into()),
        ],
    )
}

fn number(puzzle: &Puzzle) -> u32 {
    puzzle.number().unwrap_or(0) as u32
}

fn record_text(w: &Words, r: &PuzzleRecord) -> String {
    if r.solved {
        w.text("puzzle-record-solved")
    } else if r.failed > 0 {
        w.format("puzzle-record-failed", &[("failed", r.failed.into())])
    } else {
        w.text("puzzle-record-new")
    }
}

/// The shipped puzzles of `preset` with the player's records, in order.
pub fn entries(progress: &Progress, preset: Preset, w: &Words) -> Vec<PuzzleEntry> {
    super::builtin(preset)
        .iter()
        .map(|p| {
            let difficulty = Difficulty::of_rating(p.rating);
            let record = progress.get(&p.id);
            PuzzleEntry {
                id: p.id.clone(),
                number: number(p),
                preset,
                solver: p.solver(),
                moves: p.moves,
                rating: p.rating,
                difficulty,
                title: w.format("puzzle-number", &[("number", number(p).into())]),
                goal: goal(w, p),
                rating_text: w.format(
                    "puzzle-rating-difficulty",
                    &[
                        ("rating", p.rating.into()),
                        ("difficulty", difficulty.id().into()),
                    ],
                ),
                record_text: record_text(w, &record),
                record,
            }
        })
        .collect()
}

/// The variants that have puzzles, with the player's progress in each.
pub fn sets(progress: &Progress, w: &Words) -> Vec<PuzzleSet> {
    Preset::ALL
        .iter()
        .filter(|&&p| !super::builtin(p).is_empty())
        .map(|&preset| {
            let all = super::builtin(preset);
            let (count, solved) = (all.len() as u32, progress.solved_among(all) as u32);
            PuzzleSet {
                preset,
                name: texts::preset(w, preset),
                count,
                solved,
                progress_text: w.format(
                    "puzzle-progress",
                    &[("solved", solved.into()), ("total", count.into())],
                ),
            }
        })
        .collect()
}

/// The set of puzzles a player of `game` is shown first: `game`'s own when it has puzzles,
/// else the first variant's that has some.
pub fn set_for_game(game: Preset) -> Preset {
    if !super::builtin(game).is_empty() {
        return game;
    }
    Preset::ALL
        .into_iter()
        .find(|&p| !super::builtin(p).is_empty())
        .unwrap_or(game)
}

/// What the attempt said last, in words.
fn note(a: &Attempt, w: &Words) -> Option<PuzzleNote> {
    let (kind, text) = match a.note()? {
        Note::Right { answer } => {
            let right = w.text("puzzle-right-move");
            let text = match answer {
                Some((side, mv)) => {
                    let answer = w.format(
                        "puzzle-answer",
                        &[
                            ("side", texts::side_id(*side).into()),
                            ("move", mv.to_string().into()),
                        ],
                    );
                    format!("{right} {answer}")
                }
                None => right,
            };
            (PuzzleNoteKind::Right, text)
        }
        Note::Refused(feedback) => {
            let kind = match feedback {
                Feedback::Illegal { .. } => PuzzleNoteKind::Illegal,
                Feedback::NotWinning { .. } => PuzzleNoteKind::Wrong,
                Feedback::Undecided { .. } => PuzzleNoteKind::Undecided,
                Feedback::Finished => PuzzleNoteKind::Finished,
            };
            (kind, feedback.text(w))
        }
        Note::Hinted(hint) => (PuzzleNoteKind::Hint, hint.text(w)),
    };
    Some(PuzzleNote { kind, text })
}

pub(crate) fn build(page: &PuzzlePage, cx: &Cx<PuzzlePage>) -> PuzzleView {
    let w = &cx.words;
    let s = &page.attempt;
    let puzzle = s.puzzle();
    let shown = s.shown_game();
    let solving = s.state() == PuzzleState::Solving;
    let busy = cx.busy().unwrap_or(PuzzleBusy::Idle);
    let idle = busy == PuzzleBusy::Idle;
    let pending = page.pending.filter(|_| busy == PuzzleBusy::CheckingMove);
    let player_to_move = solving && shown.side_to_move() == puzzle.solver();
    let hint = s.current_hint().filter(|_| solving);
    let board = cx.board_view(
        &shown,
        Marks {
            live: true,
            enabled: player_to_move && idle,
            hint: hint.map(|h| HintMark {
                from: Coord::of(h.square),
                to: None,
            }),
            pending,
            ..Marks::default()
        },
    );
    let headline = match busy {
        // The solution stepped to its end says how the game ended.
        PuzzleBusy::Idle => match (s.state(), shown.outcome()) {
            (PuzzleState::SolutionShown, Some(outcome)) => texts::result(w, outcome),
            _ => s.status(w),
        },
        PuzzleBusy::CheckingMove => w.format(
            "puzzle-checking-move",
            &[(
                "move",
                pending.map(|m| m.to_string()).unwrap_or_default().into(),
            )],
        ),
        PuzzleBusy::FindingHint => w.text("puzzle-finding-hint"),
        PuzzleBusy::FindingSolution => w.text("puzzle-finding-solution"),
    };
    let solution = s.solution_plies().map(|(_, ply, plies)| ReplayView {
        ply,
        plies,
        can_back: ply > 0,
        can_forward: ply < plies,
        can_leave: false,
        position: w.format(
            "replay-position",
            &[("ply", ply.into()), ("plies", plies.into())],
        ),
    });
    let difficulty = Difficulty::of_rating(puzzle.rating);
    PuzzleView {
        id: puzzle.id.clone(),
        preset: puzzle.preset,
        title: w.format(
            "puzzle-title",
            &[
                ("rules", texts::preset(w, puzzle.preset).into()),
                ("number", number(puzzle).into()),
            ],
        ),
        rating: puzzle.rating,
        rating_text: w.format("puzzle-rating", &[("rating", puzzle.rating.into())]),
        difficulty,
        difficulty_text: difficulty_text(w, difficulty),
        solver: puzzle.solver(),
        moves: puzzle.moves,
        goal: goal(w, puzzle),
        state: s.state(),
        busy,
        headline,
        note: note(s, w),
        message: cx.message(),
        side_to_move: shown.side_to_move(),
        move_list: move_turns_of(s.game()),
        moves_left: s.moves_left(),
        mistakes: s.mistakes(),
        hints_used: s.hints(),
        failed: s.failed(),
        solution,
        can_hint: player_to_move && idle,
        can_show_solution: solving && idle,
        can_restart: true,
        board,
    }
}
