//! What a move does to a task: whether it does it, and if not, the mistake (for a capture that
//! missed, why: not beside the piece, on the edge, what stands on its far side); the other
//! side's stubborn answer between two tasks; a move that does a task, for the hint.

use super::{Goal, Mistake, Task};
use crate::game::{Game, MoveReport, Outcome, Reason};
use crate::types::{Move, Side, Square};

/// What a move did to its goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Judgement {
    Met,
    Missed {
        mistake: Mistake,
        /// The other side's move that stops a threat.
        refutation: Option<Move>,
    },
}

/// Whether `mv`, just played by `player` (`after` is the game after it, `report` what it did),
/// does `task`. A move that does the task counts only if the game goes on or the player won.
pub(crate) fn judge(task: &Task, player: Side, after: &Game, report: &MoveReport) -> Judgement {
    let mv = report.mv;
    let won = report.outcome.is_some_and(|o| o.winner == Some(player));
    let missed = |mistake| Judgement::Missed {
        mistake,
        refutation: None,
    };
    let (done, mistake) = match task {
        Task::Reach { from, to } => (mv == Move::new(*from, *to), Mistake::OtherMove),
        Task::Capture { squares, with } => {
            let taken = squares
                .iter()
                .all(|s| report.captured.iter().any(|(c, _)| c == s));
            let by = with.is_none_or(|w| w == mv.from);
            let mistake = if taken {
                Mistake::NotWithKing
            } else {
                why_not_captured(squares, player, after, mv)
            };
            (taken && by, mistake)
        }
        Task::Win(reason) => (
            report.outcome == Some(Outcome::win(player, *reason)),
            Mistake::NotWon,
        ),
        Task::Threaten(reason) => {
            if report.outcome.is_some() {
                (false, Mistake::GameEnded)
            } else {
                match refute(after, player, *reason) {
                    None => (true, Mistake::NoThreat),
                    Some(reply) => {
                        return Judgement::Missed {
                            mistake: if reply.is_some() {
                                Mistake::Stoppable
                            } else {
                                Mistake::NoThreat
                            },
                            refutation: reply,
                        }
                    }
                }
            }
        }
        Task::AvoidRepetition => (after.occurrences() < 3, Mistake::GameEnded),
        Task::Repeat => (after.occurrences() >= 3, Mistake::NoRepetition),
    };
    if done && (report.outcome.is_none() || won) {
        Judgement::Met
    } else if report.outcome.is_some() {
        missed(Mistake::GameEnded)
    } else {
        missed(mistake)
    }
}

/// Where a move stopped beside a piece it meant to capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Beside {
    /// Not next to it.
    No,
    /// Next to it, which stands on the edge: nothing can stand on its far side.
    OnEdge,
    /// Next to it, with this square on its far side.
    Far(Square),
}

impl Beside {
    /// Where `to` is from `target` on a board of `size`.
    pub(crate) fn of(target: Square, to: Square, size: u8) -> Beside {
        let (tf, tr) = (i16::from(target.file()), i16::from(target.rank()));
        let (df, dr) = (i16::from(to.file()) - tf, i16::from(to.rank()) - tr);
        if df.abs() + dr.abs() != 1 {
            return Beside::No;
        }
        let far = u8::try_from(tf - df)
            .ok()
            .zip(u8::try_from(tr - dr).ok())
            .and_then(|(file, rank)| Square::new(file, rank))
            .filter(|sq| sq.is_on_board(size));
        far.map_or(Beside::OnEdge, Beside::Far)
    }
}

/// Why the one piece a capture task names is still there after `mv` (`after`): the mover did
/// not stop next to it, or nothing of the player's stands on its far side. A row of the
/// shieldwall, or a piece the rules shelter otherwise, gets the plain mistake.
fn why_not_captured(squares: &[Square], player: Side, after: &Game, mv: Move) -> Mistake {
    let [target] = squares else {
        return Mistake::NoCapture;
    };
    match Beside::of(*target, mv.to, after.variant().size()) {
        Beside::No => Mistake::NotBeside,
        Beside::OnEdge => Mistake::OnEdge,
        Beside::Far(far) => match after.position().piece_at(far) {
            None => Mistake::FarSideEmpty,
            Some(piece) if piece.side() != player => Mistake::FarSideTheirs,
            Some(_) => Mistake::NoCapture,
        },
    }
}

/// Whether `player` (to move in `position`'s place) has a move that wins at once this way.
fn wins_at_once(game: &Game, player: Side, reason: Reason) -> bool {
    let v = game.variant();
    let mut position = game.position().clone();
    position.set_side_to_move(player);
    let win = Some(Outcome::win(player, reason));
    position.legal_moves(v).into_iter().any(|m| {
        position
            .play(v, m)
            .is_ok_and(|(next, _)| next.outcome(v) == win)
    })
}

/// How the other side stops `player`'s threat to win `reason`'s way in `game` (the other side
/// to move): `None` when it cannot; `Some(None)` when there is no threat to stop; else the
/// first reply after which no such win is left.
fn refute(game: &Game, player: Side, reason: Reason) -> Option<Option<Move>> {
    if !wins_at_once(game, player, reason) {
        return Some(None);
    }
    for reply in game.legal_moves() {
        let mut next = game.clone();
        if next.play(reply).is_err() {
            continue;
        }
        let stopped = match next.outcome() {
            Some(o) => o.winner != Some(player),
            None => !wins_at_once(&next, player, reason),
        };
        if stopped {
            return Some(Some(reply));
        }
    }
    None
}

/// The other side's answer after a met goal: the move that leaves the player the fewest ways
/// to do `next` (the first of them in move order), among those after which the game goes on.
pub(crate) fn stubborn_reply(game: &Game, player: Side, next: &Task) -> Option<Move> {
    let mut best: Option<(usize, Move)> = None;
    for reply in game.legal_moves() {
        let mut after = game.clone();
        if after.play(reply).is_err() || after.is_over() {
            continue;
        }
        let ways = after
            .legal_moves()
            .into_iter()
            .filter(|&m| {
                let mut tried = after.clone();
                tried
                    .play(m)
                    .is_ok_and(|report| judge(next, player, &tried, &report) == Judgement::Met)
            })
            .count();
        if best.is_none_or(|(fewest, _)| ways < fewest) {
            best = Some((ways, reply));
        }
    }
    best.map(|(_, reply)| reply)
}

/// A move of `player` in `game` that does `goal`: its intended solution if that does it here,
/// else the first that does.
pub(crate) fn solution_in(game: &Game, player: Side, goal: &Goal) -> Option<Move> {
    let does = |m: Move| {
        let mut tried = game.clone();
        tried
            .play(m)
            .is_ok_and(|report| judge(&goal.task, player, &tried, &report) == Judgement::Met)
    };
    if does(goal.solution) {
        return Some(goal.solution);
    }
    game.legal_moves().into_iter().find(|&m| does(m))
}
