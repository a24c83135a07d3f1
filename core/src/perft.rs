//! Perft: the number of move sequences of exactly `depth` plies. A won position has no
//! children; draw rules (repetition, move limit) are ignored, as RULES.md specifies.

use crate::position::Position;
use crate::types::Move;
use crate::variant::Variant;

/// Counts leaves; the last ply is counted in bulk from move counts.
pub fn perft(v: &Variant, pos: &mut Position, depth: u32) -> u64 {
    let mut buffers: Vec<Vec<Move>> = (0..depth).map(|_| Vec::with_capacity(256)).collect();
    perft_inner(v, pos, depth, &mut buffers)
}

fn perft_inner(v: &Variant, pos: &mut Position, depth: u32, buffers: &mut [Vec<Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return pos.count_moves(v) as u64;
    }
    let (moves, rest) = buffers.split_first_mut().expect("one buffer per ply");
    moves.clear();
    pos.generate_moves(v, moves);
    let mut total = 0;
    for &mv in moves.iter() {
        let undo = pos.make(v, mv);
        if pos.decisive_after(v, &undo).is_none() {
            total += perft_inner(v, pos, depth - 1, rest);
        }
        pos.unmake(&undo);
    }
    total
}

/// Perft split by first move, for finding where two move generators disagree.
pub fn divide(v: &Variant, pos: &mut Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let moves = pos.legal_moves(v);
    moves
        .into_iter()
        .map(|mv| {
            let undo = pos.make(v, mv);
            let n = if depth == 1 {
                1
            } else if pos.decisive_after(v, &undo).is_some() {
                0
            } else {
                perft(v, pos, depth - 1)
            };
            pos.unmake(&undo);
            (mv, n)
        })
        .collect()
}

/// Perft counted as the public tafl crates count it, for comparing the cost of the test of the
/// game's end: every move is made down to the leaves, and with `test_end` the position after it
/// is tested for every end the board decides ([`Position::outcome_after`]: the king captured or
/// escaped, an exit fort, an encirclement, no legal move left), then unmade. A won or drawn
/// position has no children. Without `test_end` nothing is tested, so where no game ends within
/// `depth` plies (from the start of every preset up to depth 4) both count the same leaves and
/// the difference of their times is what the test costs.
pub fn perft_made(v: &Variant, pos: &mut Position, depth: u32, test_end: bool) -> u64 {
    let mut buffers: Vec<Vec<Move>> = (0..depth).map(|_| Vec::with_capacity(256)).collect();
    made_inner(v, pos, depth, test_end, &mut buffers)
}

fn made_inner(
    v: &Variant,
    pos: &mut Position,
    depth: u32,
    test_end: bool,
    buffers: &mut [Vec<Move>],
) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (moves, rest) = buffers.split_first_mut().expect("one buffer per ply");
    moves.clear();
    pos.generate_moves(v, moves);
    let mut total = 0;
    for &mv in moves.iter() {
        let undo = pos.make(v, mv);
        if !test_end || pos.outcome_after(v, &undo).is_none() {
            total += made_inner(v, pos, depth - 1, test_end, rest);
        }
        pos.unmake(&undo);
    }
    total
}
