//! The review as the apps draw it: typed values and the player's words (`review.ftl`).

use super::reviewer::{ReviewProgress, ReviewState};
use super::{MoveReview, Review, SideSummary, Verdict};
use crate::controller::{texts, Coord, MoveMark};
use crate::types::{Move, Side};
use crate::words::Words;

/// How many moves of one verdict a side played.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct VerdictCount {
    pub verdict: Verdict,
    pub count: u32,
    /// "2 inaccuracies".
    pub text: String,
}

/// One side's summary.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SideReviewView {
    pub side: Side,
    /// "Attackers".
    pub name: String,
    pub moves: u32,
    /// The mean accuracy of its moves, 0–100 (`None` without moves).
    pub accuracy: Option<f32>,
    /// "Accuracy 87%" (or that the side made no move).
    pub accuracy_text: String,
    /// Every verdict, in the order of `Verdict::ALL`, zeros included.
    pub counts: Vec<VerdictCount>,
    /// "Attackers: accuracy 87%; 1 inaccuracy, 1 blunder" (the flagged counts that are not 0).
    pub summary: String,
}

/// One move, judged.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct MoveReviewView {
    /// 1 for the first move.
    pub ply: u32,
    /// The move pair's number in the move list (1. d6-e6 e4-e3).
    pub turn: u32,
    pub side: Side,
    /// "d2-d4xd5".
    pub notation: String,
    /// The move on the board.
    pub played: MoveMark,
    pub verdict: Verdict,
    /// "Mistake".
    pub verdict_text: String,
    /// An inaccuracy or worse, or a missed win: `better_move` and `better_line` are set.
    pub flagged: bool,
    pub better_move: Option<String>,
    /// The engine's line from `better_move` on, in notation.
    pub better_line: Vec<String>,
    /// `better_move` on the board, to mark on the position before the move (ply − 1).
    pub better_mark: Option<MoveMark>,
    /// `better_line` on the board, move for move.
    pub better_line_marks: Vec<MoveMark>,
    /// "Mistake. d3-d5 was better: d3-d5 e4-e2 c4-c2", or the verdict alone.
    pub comment: String,
    /// The mover's chance of winning before (with the best move) and after the move, 0–100.
    pub win_before: f32,
    pub win_after: f32,
}

/// Everything a review page shows.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ReviewView {
    pub state: ReviewState,
    /// Positions searched, of `total`.
    pub done: u32,
    pub total: u32,
    /// "Reviewing the game: 12 of 61", "Review complete", "Review cancelled".
    pub status: String,
    /// Attackers then defenders, once done; empty before.
    pub sides: Vec<SideReviewView>,
    /// Every move, once done; empty before.
    pub moves: Vec<MoveReviewView>,
}

/// The view of a review in `w`: its progress, and the review itself once there is one.
pub fn build(w: &Words, progress: ReviewProgress, review: Option<&Review>) -> ReviewView {
    let status = match progress.state {
        ReviewState::Running => w.format(
            "review-progress",
            &[
                ("done", progress.done.into()),
                ("total", progress.total.into()),
            ],
        ),
        ReviewState::Done => w.text("review-done"),
        ReviewState::Cancelled => w.text("review-cancelled"),
    };
    let (sides, moves) = match review {
        Some(r) => (
            vec![side_view(w, &r.attackers), side_view(w, &r.defenders)],
            r.moves.iter().map(|m| move_view(w, m)).collect(),
        ),
        None => (Vec::new(), Vec::new()),
    };
    ReviewView {
        state: progress.state,
        done: progress.done,
        total: progress.total,
        status,
        sides,
        moves,
    }
}

/// "Blunder".
pub fn verdict_text(w: &Words, verdict: Verdict) -> String {
    w.format("review-verdict", &[("verdict", verdict.id().into())])
}

/// "2 blunders".
pub fn verdict_count_text(w: &Words, verdict: Verdict, count: usize) -> String {
    w.format(
        "review-verdict-count",
        &[("verdict", verdict.id().into()), ("count", count.into())],
    )
}

fn side_view(w: &Words, s: &SideSummary) -> SideReviewView {
    let side_id = texts::side_id(s.side);
    let counts: Vec<VerdictCount> = Verdict::ALL
        .iter()
        .map(|&verdict| VerdictCount {
            verdict,
            count: u32::try_from(s.count(verdict)).unwrap_or(u32::MAX),
            text: verdict_count_text(w, verdict, s.count(verdict)),
        })
        .collect();
    let accuracy = s.accuracy.map(|a| a as f32);
    let accuracy_text = match accuracy {
        Some(a) => w.format(
            "review-accuracy",
            &[("accuracy", (a.round() as u32).into())],
        ),
        None => w.text("review-no-moves"),
    };
    let flagged: Vec<String> = counts
        .iter()
        .filter(|c| c.verdict.flagged() && c.count > 0)
        .map(|c| c.text.clone())
        .collect();
    let findings = if flagged.is_empty() {
        w.text("review-clean")
    } else {
        w.list(&flagged)
    };
    let summary = w.format(
        "review-side-summary",
        &[
            ("side", side_id.into()),
            ("accuracy", accuracy_text.clone().into()),
            ("findings", findings.into()),
        ],
    );
    SideReviewView {
        side: s.side,
        name: texts::side(w, s.side),
        moves: u32::try_from(s.moves).unwrap_or(u32::MAX),
        accuracy,
        accuracy_text,
        counts,
        summary,
    }
}

fn move_view(w: &Words, m: &MoveReview) -> MoveReviewView {
    let verdict_text = verdict_text(w, m.verdict);
    let (better_move, better_line) = match &m.better {
        Some(b) => (b.notation.first().cloned(), b.notation.clone()),
        None => (None, Vec::new()),
    };
    // The notation stops where a line would not play; the marks stop with it.
    let better_line_marks: Vec<MoveMark> = m
        .better
        .iter()
        .flat_map(|b| b.line.iter().take(b.notation.len()))
        .map(|&mv| mark(mv))
        .collect();
    let comment = match &better_move {
        Some(mv) => w.format(
            "review-better",
            &[
                ("verdict", m.verdict.id().into()),
                ("move", mv.as_str().into()),
                ("line", better_line.join(" ").into()),
            ],
        ),
        None => verdict_text.clone(),
    };
    let ply = u32::try_from(m.ply).unwrap_or(u32::MAX);
    MoveReviewView {
        ply,
        turn: ply.div_ceil(2),
        side: m.side,
        notation: m.notation.clone(),
        played: mark(m.mv),
        verdict: m.verdict,
        verdict_text,
        flagged: m.verdict.flagged(),
        better_move,
        better_line,
        better_mark: better_line_marks.first().copied(),
        better_line_marks,
        comment,
        win_before: (m.win_before * 100.0) as f32,
        win_after: (m.win_after * 100.0) as f32,
    }
}

fn mark(mv: Move) -> MoveMark {
    MoveMark {
        from: Coord::of(mv.from),
        to: Coord::of(mv.to),
    }
}
