//! Region-based game ends: encirclement (attackers win) and the exit fort (defenders win).
//! Both flood the board from the king; they are only consulted for rules that enable them.

use crate::position::Position;
use crate::types::{Direction, Piece, Side, Square};
use crate::variant::Variant;

/// A set of squares indexed like [`Square::index`].
#[derive(Clone)]
struct SquareSet([u64; 4]);

impl SquareSet {
    fn new() -> SquareSet {
        SquareSet([0; 4])
    }
    #[inline]
    fn contains(&self, sq: Square) -> bool {
        self.0[sq.index() >> 6] & (1 << (sq.index() & 63)) != 0
    }
    #[inline]
    fn insert(&mut self, sq: Square) -> bool {
        let fresh = !self.contains(sq);
        self.0[sq.index() >> 6] |= 1 << (sq.index() & 63);
        fresh
    }
    #[inline]
    fn remove(&mut self, sq: Square) {
        self.0[sq.index() >> 6] &= !(1 << (sq.index() & 63));
    }
}

/// Squares reachable from `starts` by orthogonal steps through squares accepted by `pass`.
fn flood(
    size: u8,
    starts: impl IntoIterator<Item = Square>,
    pass: impl Fn(Square) -> bool,
) -> SquareSet {
    let mut seen = SquareSet::new();
    let mut stack: Vec<Square> = Vec::with_capacity(64);
    for s in starts {
        if seen.insert(s) {
            stack.push(s);
        }
    }
    while let Some(sq) = stack.pop() {
        for dir in Direction::ALL {
            if let Some(n) = sq.step(dir, size) {
                if !seen.contains(n) && pass(n) {
                    seen.insert(n);
                    stack.push(n);
                }
            }
        }
    }
    seen
}

/// Encirclement: flooding from the king through empty and defender squares reaches no edge
/// square, and every defender lies in the flooded region.
///
/// The flood runs on per-rank bit masks and stops as soon as it touches an edge, which is what
/// almost every position does: this runs after every move in Copenhagen and Ard Ri.
pub fn is_encircled(pos: &Position) -> bool {
    king_pocket(pos).is_some_and(|region| {
        (0..pos.size() as usize).all(|r| {
            let defenders = pos.side_rank(Side::Defenders, r);
            defenders & !region[r] == 0
        })
    })
}

/// Whether the king reaches an edge square through empty and defender squares (or there is no
/// king). Then no move of the defenders can encircle them: a defender move only opens squares
/// (captures) or moves the king within his region.
pub(crate) fn king_reaches_edge(pos: &Position) -> bool {
    king_pocket(pos).is_none()
}

/// The squares the king floods to through empty and defender squares, as rank masks, when they
/// hold no edge square; `None` when they do (or there is no king).
fn king_pocket(pos: &Position) -> Option<[u16; 16]> {
    let king = pos.king()?;
    let n = pos.size() as usize;
    let full: u16 = ((1u32 << n) - 1) as u16;
    let edge_files: u16 = 1 | (1 << (n - 1));
    // Quick answers first, on the king's rank: this runs after every move, and in almost every
    // position a square of his rank's run (the squares no attacker holds, between the nearest
    // attackers west and east of him) has no attacker above or below it on its file, so a
    // straight walk north or south from there reaches the edge.
    let (kf, kr) = (king.file() as usize, king.rank() as usize);
    let row = pos.side_rank(Side::Attackers, kr);
    let west = row & ((1 << kf) - 1);
    let east = row >> (kf + 1);
    if west == 0 || east == 0 {
        return None;
    }
    let low = 16 - west.leading_zeros() as usize;
    let high = kf + 1 + east.trailing_zeros() as usize;
    let run = (((1u32 << high) - 1) & !((1u32 << low) - 1)) as u16;
    // Quicker still: a file of the run with no piece at all above or below it.
    let mut files = run;
    while files != 0 {
        let f = files.trailing_zeros() as usize;
        files &= files - 1;
        let pieces = pos.occ_file(f);
        if pieces >> (kr + 1) == 0 || pieces & ((1 << kr) - 1) == 0 {
            return None;
        }
    }
    let mut above = 0u16;
    for r in kr + 1..n {
        above |= pos.side_rank(Side::Attackers, r);
    }
    let mut below = 0u16;
    for r in 0..kr {
        below |= pos.side_rank(Side::Attackers, r);
    }
    if run & !(above & below) != 0 {
        return None;
    }
    let mut open = [0u16; 16];
    for (r, mask) in open.iter_mut().enumerate().take(n) {
        *mask = full & !pos.side_rank(Side::Attackers, r);
    }
    // The king is not on an edge (the quick answers above): give up at the first edge square
    // reached.
    let mut region = [0u16; 16];
    let at_edge = |r: usize, m: u16| r == 0 || r == n - 1 || m & edge_files != 0;
    (!flood_ranks(n, &open, &mut region, (kr, run), at_edge)).then_some(region)
}

/// Whether flooding from the king through every square but the defenders' reaches an
/// attacker: the first test of [`is_exit_fort`]'s fixpoint (all defenders standing), which
/// otherwise floods square by square. Sweeps rank masks as [`is_encircled`] does and stops at
/// the first attacker.
pub(crate) fn king_meets_attacker(pos: &Position, king: Square) -> bool {
    let n = pos.size() as usize;
    let full: u16 = ((1u32 << n) - 1) as u16;
    let (kf, kr) = (king.file() as usize, king.rank() as usize);
    // The nearest piece along the king's rank or file is an attacker: the flood meets it.
    let rank_attackers = pos.side_rank(Side::Attackers, kr);
    let rank_pieces = rank_attackers | pos.side_rank(Side::Defenders, kr);
    let east = rank_pieces >> (kf + 1);
    if east != 0 && (rank_attackers >> (kf + 1)) & east & east.wrapping_neg() != 0 {
        return true;
    }
    let west = rank_pieces & ((1 << kf) - 1);
    if west != 0 && rank_attackers & (1 << (15 - west.leading_zeros())) != 0 {
        return true;
    }
    let first_on_file = |ranks: &mut dyn Iterator<Item = usize>| {
        ranks
            .map(|r| {
                let bit = 1 << kf;
                (
                    pos.side_rank(Side::Attackers, r) & bit != 0,
                    pos.side_rank(Side::Defenders, r) & bit != 0,
                )
            })
            .find(|&(a, d)| a || d)
            .is_some_and(|(a, _)| a)
    };
    if first_on_file(&mut (kr + 1..n)) || first_on_file(&mut (0..kr).rev()) {
        return true;
    }
    let mut open = [0u16; 16];
    let mut attackers = [0u16; 16];
    for r in 0..n {
        attackers[r] = pos.side_rank(Side::Attackers, r);
        // The defenders' mask holds the king, who is not a wall stone.
        open[r] = full & !pos.side_rank(Side::Defenders, r);
    }
    open[kr] |= 1 << kf;
    let mut region = [0u16; 16];
    flood_ranks(n, &open, &mut region, (kr, 1 << kf), |r, m| {
        m & attackers[r] != 0
    })
}

/// The squares of `open` on the same rank as `m`'s and joined to them by `open` squares: a
/// Kogge-Stone fill both ways along the rank.
#[inline]
fn fill_rank(m: u16, open: u16) -> u16 {
    let (o, m) = (u32::from(open), u32::from(m & open));
    let (mut up, mut down) = (m, m);
    let (mut pu, mut pd) = (o, o);
    for shift in [1, 2, 4, 8] {
        up |= pu & (up << shift);
        pu &= pu << shift;
        down |= pd & (down >> shift);
        pd &= pd >> shift;
    }
    ((up | down) & o) as u16
}

/// Grows `region` (rank masks of a board of `n` ranks, empty) from the `seed` squares on
/// `seed_rank` through the `open` squares, sweeping up then down until nothing grows.
/// `stop(rank, mask)` is asked of each rank that grew (the seed's first), with its new mask;
/// the flood ends as soon as it says yes, and then returns true.
fn flood_ranks(
    n: usize,
    open: &[u16; 16],
    region: &mut [u16; 16],
    (seed_rank, seed): (usize, u16),
    mut stop: impl FnMut(usize, u16) -> bool,
) -> bool {
    let m = fill_rank(seed, open[seed_rank]);
    if stop(seed_rank, m) {
        return true;
    }
    region[seed_rank] = m;
    loop {
        let mut grown = false;
        for i in 0..2 * n {
            let r = if i < n { i } else { 2 * n - 1 - i };
            let mut m = region[r];
            if r > 0 {
                m |= region[r - 1];
            }
            if r + 1 < n {
                m |= region[r + 1];
            }
            // Each rank of the region is a filled run already (or empty): nothing new, no fill.
            if m == region[r] {
                continue;
            }
            let m = fill_rank(m, open[r]);
            if m != region[r] {
                if stop(r, m) {
                    return true;
                }
                region[r] = m;
                grown = true;
            }
        }
        if !grown {
            return false;
        }
    }
}

/// Exit fort: the king stands on an edge square, can move, and is walled in by defenders that
/// the attackers can never capture, with no attacker inside.
///
/// Proof by greatest fixpoint. Start with every defender as a candidate wall stone. The fort's
/// inside is what the king floods to without crossing a candidate. Attackers are assumed able to
/// reach every square outside (over-approximating their reach keeps the proof sound). A candidate
/// falls if, on some line, both neighbours could hold an anvil against it: a square attackers can
/// reach, or a square hostile to defenders. Repeat until nothing falls; the fort stands if its
/// inside then holds no attacker.
pub fn is_exit_fort(pos: &Position, v: &Variant) -> bool {
    let Some(king) = pos.king() else { return false };
    let size = pos.size();
    if !king.is_edge(size) || !pos.can_move_from(v, king) {
        return false;
    }
    // The fixpoint's first test, on rank masks: almost every king on an edge fails it.
    if king_meets_attacker(pos, king) {
        return false;
    }
    let rules = v.rules();
    let attackers = pos.count_side(Side::Attackers);
    let mut wall = SquareSet::new();
    let mut candidates: Vec<Square> = Vec::new();
    for (sq, p) in pos.pieces() {
        if p == Piece::Defender {
            wall.insert(sq);
            candidates.push(sq);
        }
    }
    loop {
        let inside = flood(size, [king], |sq| !wall.contains(sq));
        if v.squares()
            .any(|sq| inside.contains(sq) && pos.piece_at(sq) == Some(Piece::Attacker))
        {
            return false;
        }
        // A square can carry an anvil against a wall stone when it is outside the fort and not a
        // wall stone itself, or when it is a special square hostile to defenders.
        let hostile = |sq: Square| {
            (v.is_corner(sq) && rules.corner_hostile.contains(Piece::Defender))
                || (v.is_throne(sq)
                    && (rules.throne_hostile_empty.contains(Piece::Defender)
                        || rules.throne_hostile_occupied.contains(Piece::Defender)))
        };
        let reachable = |sq: Square| !inside.contains(sq) && !wall.contains(sq);
        let mut fallen = Vec::new();
        for &stone in &candidates {
            if !wall.contains(stone) {
                continue;
            }
            let lines = [
                (Direction::North, Direction::South),
                (Direction::East, Direction::West),
            ];
            let vulnerable = lines.into_iter().any(|(d1, d2)| {
                let (Some(a), Some(b)) = (stone.step(d1, size), stone.step(d2, size)) else {
                    return false;
                };
                let (ha, hb) = (hostile(a), hostile(b));
                let (ra, rb) = (reachable(a) || ha, reachable(b) || hb);
                if !(ra && rb) {
                    return false;
                }
                // Two ordinary squares need two attackers; a hostile square needs only one.
                let needed = 2 - u32::from(ha) - u32::from(hb);
                attackers >= needed
            });
            if vulnerable {
                fallen.push(stone);
            }
        }
        if fallen.is_empty() {
            return true;
        }
        for stone in fallen {
            wall.remove(stone);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Preset;
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    #[test]
    fn a_rank_fills_along_its_open_runs() {
        let slow = |m: u16, o: u16| {
            let mut m = m & o;
            loop {
                let next = (m | (m << 1) | (m >> 1)) & o;
                if next == m {
                    return m;
                }
                m = next;
            }
        };
        let mut rng = StdRng::seed_from_u64(5);
        for _ in 0..20_000 {
            let (m, o) = (
                rng.random::<u16>() & rng.random::<u16>(),
                rng.random::<u16>(),
            );
            assert_eq!(fill_rank(m, o), slow(m, o), "{m:016b} {o:016b}");
        }
        assert_eq!(fill_rank(0b100, 0b1_1110_1111), 0b1111);
    }

    /// The encirclement test (its quick answers on the king's rank and files, then the
    /// rank-mask flood) answers exactly as a square-by-square flood, on random boards thick
    /// with attackers, where rings are common.
    #[test]
    fn the_encirclement_test_agrees_with_the_square_flood() {
        let mut rng = StdRng::seed_from_u64(29);
        for preset in [
            Preset::Copenhagen,
            Preset::Brandubh,
            Preset::Tablut,
            Preset::ArdRi,
        ] {
            let v = Variant::from_preset(preset);
            let squares: Vec<Square> = v.squares().collect();
            let mut seen = [0, 0];
            for round in 0..6000 {
                let density = 0.15 + 0.7 * f64::from(round % 10) / 10.0;
                let mut pieces = Vec::new();
                let king = squares[rng.random_range(0..squares.len())];
                pieces.push((king, Piece::King));
                for &sq in &squares {
                    let free = sq != king && !v.is_corner(sq) && !v.is_throne(sq);
                    if free && rng.random_bool(density) {
                        // Few defenders, mostly near the king: pockets that hold them all.
                        let near =
                            sq.file().abs_diff(king.file()) + sq.rank().abs_diff(king.rank());
                        let p = if near <= 2 && rng.random_bool(0.4) {
                            Piece::Defender
                        } else {
                            Piece::Attacker
                        };
                        pieces.push((sq, p));
                    }
                }
                let pos = Position::from_pieces(&v, pieces, Side::Defenders).unwrap();
                let region = flood(pos.size(), [king], |sq| {
                    pos.piece_at(sq) != Some(Piece::Attacker)
                });
                let expected = !squares
                    .iter()
                    .any(|&sq| region.contains(sq) && sq.is_edge(pos.size()))
                    && squares.iter().all(|&sq| {
                        pos.piece_at(sq) != Some(Piece::Defender) || region.contains(sq)
                    });
                assert_eq!(is_encircled(&pos), expected, "{pos:?}");
                seen[usize::from(expected)] += 1;
            }
            assert!(seen[0] > 500 && seen[1] > 20, "{preset}: {seen:?}");
        }
    }

    /// The rank-mask flood answers exactly as the square-by-square flood of the fixpoint's
    /// first round, on boards from empty to crowded.
    #[test]
    fn the_quick_flood_agrees_with_the_square_flood() {
        let mut rng = StdRng::seed_from_u64(11);
        for preset in [Preset::Copenhagen, Preset::Brandubh, Preset::Tablut] {
            let v = Variant::from_preset(preset);
            let squares: Vec<Square> = v.squares().collect();
            let mut met = [0, 0];
            for round in 0..3000 {
                let density = 0.1 + 0.6 * f64::from(round % 10) / 10.0;
                // Half the boards are mostly defenders: walls round the king are common.
                let defenders = if round % 2 == 0 { 0.5 } else { 0.9 };
                let mut pieces = Vec::new();
                let king = squares[rng.random_range(0..squares.len())];
                pieces.push((king, Piece::King));
                for &sq in &squares {
                    let free = sq != king && !v.is_corner(sq) && !v.is_throne(sq);
                    if free && rng.random_bool(density) {
                        let p = if rng.random_bool(defenders) {
                            Piece::Defender
                        } else {
                            Piece::Attacker
                        };
                        pieces.push((sq, p));
                    }
                }
                let pos = Position::from_pieces(&v, pieces, Side::Defenders).unwrap();
                let inside = flood(pos.size(), [king], |sq| {
                    pos.piece_at(sq) != Some(Piece::Defender)
                });
                let expected = squares
                    .iter()
                    .any(|&sq| inside.contains(sq) && pos.piece_at(sq) == Some(Piece::Attacker));
                assert_eq!(king_meets_attacker(&pos, king), expected, "{pos:?}");
                met[usize::from(expected)] += 1;
            }
            assert!(met[0] > 300 && met[1] > 300, "{preset}: {met:?}");
        }
    }
}
