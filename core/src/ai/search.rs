//! The search: iterative deepening, principal-variation negamax alpha-beta with a transposition
//! table, a tafl quiescence step, repetition and move-limit awareness, and mate-distance scores.
//!
//! Scores are from the side to move's point of view. A game won at ply `p` from the root scores
//! `MATE - p` for the winner (so faster wins score higher and slower losses score higher for the
//! loser). A draw scores `-contempt` for the side to move at the root and `+contempt` for its
//! opponent, whichever ply it happens at (repetition, the no-capture limit, no legal move where
//! that is a draw), so an engine with contempt plays on when its evaluation is within `contempt`
//! of equal. Draw scores depend on the path (not stored in the table) except a draw by having no
//! move, which depends only on the position and the root side: [`super::Engine`] clears the table
//! when the root side or the contempt changes.
//!
//! Tactics tafl is decided by:
//! - every node first checks the wins in one move: the king sees an escape square (defenders to
//!   move) or an attacker move captures the king (attackers to move);
//! - a move that gives the king an open line to an escape square is forcing: it is extended by a
//!   ply, and in the quiescence step the attackers may then only block (no stand-pat);
//! - the quiescence step searches captures (and, for the first plies, king moves that open an
//!   escape line) on top of the static evaluation.
//!
//! Pruning: null-move pruning (off the PV, only when the static evaluation already reaches beta,
//! never twice in a row, never with mate-range bounds; a pass breaks repetition chains) and
//! log-scaled late-move reductions; together they cut the nodes per depth to a third on the bench,
//! the depth 11x11 games need to see a defender's capture against a corner coming. Hard adds
//! ([`SearchFeatures`]) reverse-futility, futility and late-move pruning at the last four plies, which
//! never touch king moves, captures, escape threats or blocks, nor a node whose side to move must
//! answer an escape line, a king reaching one in a move, or a king capture; aspiration
//! windows at the root; a history malus for the quiet moves a cut proved wrong; and internal
//! iterative reduction where the table has no move.

use super::eval::{self, Tables, Weights};
use super::tt::{pack_move, Bound, Tt};
use crate::rules::{NoMoves, Repetition};
use crate::types::{Direction, Move, Piece, Side, Square};
use crate::variant::Variant;
use crate::Position;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

pub const MATE: i32 = 30_000;
/// Scores beyond this magnitude are forced game ends.
pub(crate) const MATE_BOUND: i32 = MATE - 1_000;
pub(crate) const INF: i32 = 32_000;
pub(crate) const MAX_PLY: usize = 96;
/// Quiescence plies at most.
const QMAX: i32 = 8;
/// Quiescence plies in which the defenders may also try escape-threatening king moves.
const QTHREATS: i32 = 2;

/// What one search is asked to do.
#[derive(Clone)]
pub(crate) struct Params {
    pub max_depth: u32,
    pub node_limit: Option<u64>,
    /// Do not start a new iteration after this much time.
    pub soft_time: Option<Duration>,
    /// Abort the search at this time.
    pub hard_time: Option<Duration>,
    /// Evaluation noise amplitude (Easy), deterministic per position and salt.
    pub noise: i32,
    pub noise_salt: u64,
    /// Search every root move with a full window so that all root scores are exact (Easy).
    pub exact_root: bool,
    /// What a draw costs the side to move at the root (centi-soldiers, >= 0): a draw scores
    /// `-contempt` for the root side and `+contempt` for its opponent, at every ply.
    pub contempt: i32,
    /// Which of the search's later refinements are on.
    pub features: SearchFeatures,
}

/// The search refinements added after the frozen baseline, each a switch so that
/// [`super::baseline`] keeps playing exactly as before (its bench stays 548990).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchFeatures {
    /// Shallow-depth pruning off the principal variation: reverse futility (the static
    /// evaluation beats beta by a margin per ply), late-move pruning (at depth 1 to 4 only the
    /// first dozens of quiet moves are tried) and futility pruning (quiet moves cannot lift a
    /// hopeless static evaluation to alpha). A move that captures, threatens an escape, blocks
    /// an escape line or lets the king see an escape square is never pruned.
    pub pruning: bool,
    /// Root iterations from depth 5 search a window around the last score first and widen it
    /// only when the score falls outside.
    pub aspiration: bool,
    /// Deepen until the move's budget is spent instead of starting no iteration after 40% of
    /// it. A per-move budget left unused is lost, and an iteration cut short still counts: its
    /// first move is the last best, and any move that beats it completed its search.
    pub full_budget: bool,
    /// The side the evaluation underrates at the start of the game adds that deficit to its
    /// contempt. The terms give the attackers of Fetlar or Copenhagen about 1.4 soldiers at
    /// move one (2.5 after a few plies of search), so with a flat contempt the defenders,
    /// "behind" from the first move, took repetitions at once where repetition draws; the
    /// attackers' contempt stays as it is, and so does a contempt set to 0 (analysis).
    pub deficit_contempt: bool,
    /// When a quiet move cuts, the quiet moves searched before it at that node lose in the
    /// history what it gains: they were tried and failed, so they sort lower next time,
    /// instead of keeping whatever they earned elsewhere.
    pub history_malus: bool,
    /// Internal iterative reduction: a node 4 plies or more from the horizon that the table
    /// holds no move for is searched a ply shallower. Without a first move the ordering is
    /// guesswork, and such a node is rarely one the line depends on; when it is, the next
    /// iteration finds it again with a move stored.
    pub iir: bool,
}

impl SearchFeatures {
    /// Every refinement: what hard plays.
    pub const FULL: SearchFeatures = SearchFeatures {
        pruning: true,
        aspiration: true,
        full_budget: true,
        deficit_contempt: true,
        history_malus: true,
        iir: true,
    };
    /// None: the search of the frozen baseline (and of the lower levels, whose strength the
    /// ladder is set on).
    pub const BASELINE: SearchFeatures = SearchFeatures {
        pruning: false,
        aspiration: false,
        full_budget: false,
        deficit_contempt: false,
        history_malus: false,
        iir: false,
    };
}

/// The outcome of a search.
pub(crate) struct RootResult {
    pub best: Move,
    pub score: i32,
    /// Last fully completed depth (0 when stopped inside depth 1).
    pub depth: u32,
    pub nodes: u64,
    pub pv: Vec<Move>,
    /// Root moves with their last scores, best first (exact when `exact_root`).
    pub scored: Vec<(Move, i32)>,
}

/// What one completed iteration of a search found (for analysis shown while it runs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Iteration {
    /// The depth just completed.
    pub depth: u32,
    /// The score of the best move for the side to move (see [`super::mate_distance`]).
    pub score: i32,
    /// The principal variation, starting with the best move.
    pub pv: Vec<Move>,
    /// Nodes searched so far by the deciding thread.
    pub nodes: u64,
}

/// Told of every completed iteration of a search.
pub type Observer<'o> = &'o mut dyn FnMut(&Iteration);

/// The game context the root position sits in.
pub(crate) struct History<'h> {
    /// Hashes of the positions since the last capture, oldest first, ending with the root.
    pub hashes: &'h [u64],
    /// Plies since the last capture at the root.
    pub plies_since_capture: u32,
}

/// Nodes between two looks at the stop flag and the clock.
const CHECK_EVERY: u64 = 512;

pub(crate) struct Searcher<'a> {
    v: &'a Variant,
    t: &'a Tables,
    w: &'a Weights,
    tt: &'a Tt,
    stop: &'a AtomicBool,
    pos: Position,
    repetition: Repetition,
    move_limit: Option<u32>,
    /// Position keys: the game window, then the search path. `keys.last()` is the current node.
    keys: Vec<u64>,
    /// Plies since capture for each entry of `keys`.
    psc: Vec<u32>,
    /// For each move on the search path: whether the position after it can be an encirclement
    /// (not after a defenders' move that captured nothing: see [`Position::decisive_after`]).
    ring_possible: Vec<bool>,
    /// Index in `keys` of the root.
    root_index: usize,
    pub nodes: u64,
    node_limit: u64,
    start: Instant,
    hard_deadline: Option<Instant>,
    /// The node count at which [`Searcher::check_limits`] next reads the stop flag and the clock.
    next_check: u64,
    stopped: bool,
    #[cfg(feature = "stop-trace")]
    lap: super::stop_trace::Lap,
    /// Counts results that depend on the path (repetition, move limit): such subtrees are not
    /// stored with a score.
    path_dep: u64,
    killers: [[u16; 2]; MAX_PLY],
    history: Vec<i32>,
    bufs: Vec<Vec<(Move, i32)>>,
    pv: Vec<[Move; MAX_PLY]>,
    pv_len: [usize; MAX_PLY],
    /// Whether the move made at each ply was a null move (no two in a row).
    null_path: [bool; MAX_PLY],
    noise: i32,
    noise_salt: u64,
    scratch: Vec<Move>,
    /// The side to move at the root and what a draw costs it (see [`Params::contempt`]).
    root_side: Side,
    contempt: i32,
    features: SearchFeatures,
}

#[inline]
fn score_to_tt(s: i32, ply: usize) -> i32 {
    if s > MATE_BOUND {
        s + ply as i32
    } else if s < -MATE_BOUND {
        s - ply as i32
    } else {
        s
    }
}

#[inline]
fn score_from_tt(s: i32, ply: usize) -> i32 {
    if s > MATE_BOUND {
        s - ply as i32
    } else if s < -MATE_BOUND {
        s + ply as i32
    } else {
        s
    }
}

#[inline]
fn hist_index(side: Side, mv: Move) -> usize {
    (side.index() << 16) | (mv.from.index() << 8) | mv.to.index()
}

const OPPOSITE: [Direction; 4] = [
    Direction::South,
    Direction::West,
    Direction::North,
    Direction::East,
];

// Move-ordering classes.
const ORD_TT: i32 = 1 << 30;
const ORD_WIN: i32 = 1 << 29;
const ORD_CAPTURE: i32 = 1 << 27;
const ORD_THREAT: i32 = 1 << 26;
const ORD_KILLER: i32 = 1 << 25;
const ORD_BLOCK: i32 = 1 << 24;
const HISTORY_MAX: i32 = 1 << 22;
/// Null-move pruning from this remaining depth on.
const NULL_MIN_DEPTH: i32 = 3;
/// Reverse futility pruning up to this remaining depth, with this margin per ply.
const RFP_DEPTH: i32 = 4;
const RFP_MARGIN: i32 = 90;
/// Futility pruning up to this remaining depth, with this margin per ply.
const FUTILITY_DEPTH: i32 = 2;
const FUTILITY_MARGIN: i32 = 160;
/// Late-move pruning up to this remaining depth.
const LMP_DEPTH: i32 = 4;
/// Internal iterative reduction from this remaining depth on.
const IIR_DEPTH: i32 = 4;
/// The quiet moves a cut's history malus reaches at most (the first ones searched).
const MALUS_MOVES: usize = 32;
/// Half-width of the first root aspiration window.
const ASPIRATION: i32 = 40;

/// How many moves late-move pruning tries at `depth` (quiet moves beyond are skipped): tafl
/// positions have 50 to 200 moves, of which the ordering puts the few that matter first.
#[inline]
fn lmp_count(depth: i32) -> usize {
    (8 + 4 * depth * depth) as usize
}

/// Late-move reduction for the `index`-th move at `depth`: grows with both, as the chance that
/// a late quiet move is best shrinks (tafl positions have 50 to 200 moves).
#[inline]
fn lmr_reduction(depth: i32, index: usize) -> i32 {
    let d = (depth.max(1) as f64).ln();
    let i = (index.max(1) as f64).ln();
    (0.5 + d * i / 2.5) as i32
}

impl<'a> Searcher<'a> {
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        v: &'a Variant,
        t: &'a Tables,
        w: &'a Weights,
        tt: &'a Tt,
        stop: &'a AtomicBool,
        pos: Position,
        history: History<'_>,
        params: &Params,
    ) -> Searcher<'a> {
        let rules = v.rules();
        let mut keys: Vec<u64> = Vec::with_capacity(history.hashes.len() + MAX_PLY + 2);
        let mut psc: Vec<u32> = Vec::with_capacity(keys.capacity());
        let n = history.hashes.len();
        for (i, &h) in history.hashes.iter().enumerate() {
            keys.push(h);
            let back = (n - 1 - i) as u32;
            psc.push(history.plies_since_capture.saturating_sub(back));
        }
        if keys.last() != Some(&pos.hash()) {
            keys.push(pos.hash());
            psc.push(history.plies_since_capture);
        }
        let root_index = keys.len() - 1;
        let start = Instant::now();
        let root_side = pos.side_to_move();
        Searcher {
            v,
            t,
            w,
            tt,
            stop,
            pos,
            repetition: rules.repetition,
            move_limit: rules.no_capture_limit,
            keys,
            psc,
            ring_possible: Vec::with_capacity(MAX_PLY + 2),
            root_index,
            nodes: 0,
            node_limit: params.node_limit.unwrap_or(u64::MAX),
            start,
            hard_deadline: params.hard_time.map(|d| start + d),
            next_check: 0,
            stopped: false,
            #[cfg(feature = "stop-trace")]
            lap: super::stop_trace::Lap::start(),
            path_dep: 0,
            killers: [[0; 2]; MAX_PLY],
            history: vec![0; 2 << 16],
            bufs: (0..MAX_PLY).map(|_| Vec::with_capacity(128)).collect(),
            pv: vec![[Move::new(Square::from_index(0), Square::from_index(0)); MAX_PLY]; MAX_PLY],
            pv_len: [0; MAX_PLY],
            null_path: [false; MAX_PLY],
            noise: params.noise,
            noise_salt: params.noise_salt,
            scratch: Vec::with_capacity(256),
            root_side,
            contempt: params.contempt,
            features: params.features,
        }
    }

    #[inline]
    fn make(&mut self, mv: Move) -> crate::Undo {
        let undo = self.pos.make(self.v, mv);
        self.nodes += 1;
        let psc = if undo.captures.is_empty() {
            self.psc.last().copied().unwrap_or(0) + 1
        } else {
            0
        };
        self.keys.push(self.pos.hash());
        self.psc.push(psc);
        let quiet_defence = self.pos.side_to_move() == Side::Attackers && undo.captures.is_empty();
        self.ring_possible.push(!quiet_defence);
        undo
    }

    #[inline]
    fn unmake(&mut self, undo: &crate::Undo) {
        self.pos.unmake(undo);
        self.keys.pop();
        self.psc.pop();
        self.ring_possible.pop();
    }

    #[inline]
    fn check_limits(&mut self) {
        if self.nodes >= self.node_limit {
            self.stopped = true;
        }
        // Every CHECK_EVERY nodes or more: the count can pass a multiple of it between two calls
        // (the king-capture probes count nodes without entering them), and a test for exact
        // multiples then missed the stop flag for thousands of nodes, tens of milliseconds.
        if self.nodes >= self.next_check {
            self.next_check = self.nodes + CHECK_EVERY;
            #[cfg(feature = "stop-trace")]
            let stretch = self.lap.lap(self.nodes);
            if self.stop.load(Ordering::Relaxed) {
                #[cfg(feature = "stop-trace")]
                if !self.stopped {
                    super::stop_trace::seen(stretch);
                }
                self.stopped = true;
            }
            if let Some(d) = self.hard_deadline {
                if Instant::now() >= d {
                    self.stopped = true;
                }
            }
        }
    }

    /// The winner decided by the last move (king captured or escaped, exit fort, encirclement).
    #[inline]
    fn decisive(&self) -> Option<Side> {
        let ring = self.ring_possible.last().copied().unwrap_or(true);
        self.pos.decided(self.v, ring).and_then(|o| o.winner)
    }

    #[inline]
    fn no_moves_score(&self, ply: usize) -> i32 {
        match self.v.rules().no_moves {
            NoMoves::Loss => -(MATE - ply as i32),
            NoMoves::Draw => self.draw_score(),
        }
    }

    /// A drawn game for the side to move: the root side pays the contempt, its opponent gains
    /// it (negamax: the two are each other's negation at every ply).
    #[inline]
    fn draw_score(&self) -> i32 {
        if self.pos.side_to_move() == self.root_side {
            -self.contempt
        } else {
            self.contempt
        }
    }

    /// Repetition and move limit at the current node (the game's order: no legal move first).
    #[inline]
    fn path_rules(&mut self, ply: usize) -> Option<i32> {
        let len = self.keys.len();
        let psc = *self.psc.last().expect("a current key");
        let mut verdict: Option<i32> = None;
        if self.repetition != Repetition::None && psc >= 4 {
            let key = self.keys[len - 1];
            let mut count = 0;
            let mut in_path = false;
            let mut j = len as isize - 3;
            let lowest = len as isize - 1 - psc as isize;
            while j >= lowest && j >= 0 {
                if self.keys[j as usize] == key {
                    count += 1;
                    if j as usize >= self.root_index {
                        in_path = true;
                    }
                }
                j -= 2;
            }
            let stm = self.pos.side_to_move();
            let win = MATE - ply as i32;
            if count >= 2 {
                verdict = Some(match self.repetition {
                    Repetition::None | Repetition::Draw => self.draw_score(),
                    Repetition::MoverLoses => win,
                    Repetition::SideLoses(loser) if loser == stm => -win,
                    Repetition::SideLoses(_) => win,
                });
            } else if count == 1 && in_path && self.repetition == Repetition::Draw {
                // Whoever is repeating inside the search can repeat again: a draw.
                verdict = Some(self.draw_score());
            }
        }
        if verdict.is_none() {
            if let Some(limit) = self.move_limit {
                if psc >= limit {
                    verdict = Some(self.draw_score());
                }
            }
        }
        let v = verdict?;
        self.path_dep += 1;
        if !self.pos.has_legal_move(self.v) {
            return Some(self.no_moves_score(ply));
        }
        Some(v)
    }

    /// Common checks on entering a non-root node.
    #[inline]
    fn entry(&mut self, ply: usize) -> Option<i32> {
        self.check_limits();
        if self.stopped {
            return Some(0);
        }
        if let Some(winner) = self.decisive() {
            let s = MATE - ply as i32;
            return Some(if winner == self.pos.side_to_move() {
                s
            } else {
                -s
            });
        }
        if let Some(s) = self.path_rules(ply) {
            return Some(s);
        }
        if ply >= MAX_PLY - 2 {
            return Some(self.eval());
        }
        None
    }

    #[inline]
    fn eval(&self) -> i32 {
        let mut s = eval::evaluate(&self.pos, self.v, self.t, self.w);
        if self.noise > 0 {
            let mut z = self.pos.hash() ^ self.noise_salt;
            z = (z ^ (z >> 33)).wrapping_mul(0xff51_afd7_ed55_8ccd);
            z ^= z >> 33;
            let span = 2 * self.noise as u64 + 1;
            s += (z % span) as i32 - self.noise;
        }
        s
    }

    /// Whether the side to move wins at once: the king sees an escape square, or an attacker
    /// move captures the king.
    #[inline]
    fn win_in_one(&mut self) -> bool {
        match self.pos.side_to_move() {
            Side::Defenders => eval::king_lines(&self.pos, self.t, self.v).open > 0,
            Side::Attackers => self.king_capture_move().is_some(),
        }
    }

    /// An attacker move that captures the king, if any.
    fn king_capture_move(&mut self) -> Option<Move> {
        let k = self.pos.king()?;
        let t = self.t;
        let size = t.size;
        if t.king_immune[k.index()] {
            return None;
        }
        // Sides already covered (attacker or special square), over-approximated.
        let mut covered = 0;
        let mut empties: [Option<Square>; 4] = [None; 4];
        for (i, dir) in Direction::ALL.into_iter().enumerate() {
            if let Some(n) = k.step(dir, size) {
                match self.pos.piece_at(n) {
                    Some(Piece::Attacker) => covered += 1,
                    None => {
                        empties[i] = Some(n);
                        if self.v.is_corner(n) || self.v.is_throne(n) {
                            covered += 1;
                        }
                    }
                    Some(_) => {
                        if self.v.is_throne(n) {
                            covered += 1;
                        }
                    }
                }
            }
        }
        let needed = if t.king_two[k.index()] { 1 } else { 3 };
        if covered < needed {
            return None;
        }
        for (i, target) in empties.into_iter().enumerate() {
            let Some(target) = target else { continue };
            if t.king_two[k.index()] {
                // Two-sided: the far side of the king must already be covered.
                let far = k.step(OPPOSITE[i], size);
                let ok = far.is_some_and(|f| match self.pos.piece_at(f) {
                    Some(Piece::Attacker) => true,
                    None => t.hostile_to_king_empty[f.index()],
                    Some(_) => self.v.is_throne(f),
                });
                if !ok {
                    continue;
                }
            }
            for dir in Direction::ALL {
                let mut cur = target;
                while let Some(n) = cur.step(dir, size) {
                    match self.pos.piece_at(n) {
                        None => cur = n,
                        Some(Piece::Attacker) => {
                            let mv = Move::new(n, target);
                            if self.pos.check_move(self.v, mv).is_ok() {
                                let undo = self.pos.make(self.v, mv);
                                self.nodes += 1;
                                let captured = self.pos.king().is_none();
                                self.pos.unmake(&undo);
                                if captured {
                                    return Some(mv);
                                }
                            }
                            break;
                        }
                        Some(_) => break,
                    }
                }
            }
        }
        None
    }

    /// The empty squares where a piece of the side to move would capture enemy soldiers by
    /// custody, with how many (a prediction for ordering and quiescence: shieldwalls are not
    /// included, and an unarmed king is not excluded here).
    fn capture_targets(&self) -> Targets {
        let rules = self.v.rules();
        let mover = self.pos.side_to_move();
        let victim = match mover {
            Side::Attackers => Piece::Defender,
            Side::Defenders => Piece::Attacker,
        };
        let size = self.t.size;
        let mut out = Targets::default();
        for idx in 0..(size as usize * 16) {
            if idx & 15 >= size as usize {
                continue;
            }
            let sq = Square::from_index(idx as u8);
            if self.pos.piece_at(sq) != Some(victim) {
                continue;
            }
            for dir in [Direction::North, Direction::East] {
                let (Some(a), Some(b)) =
                    (sq.step(dir, size), sq.step(OPPOSITE[dir as usize], size))
                else {
                    continue;
                };
                for (t, far) in [(a, b), (b, a)] {
                    if self.pos.piece_at(t).is_some() {
                        continue;
                    }
                    let occupant = self.pos.piece_at(far);
                    let anvil = match occupant {
                        Some(p) if p.side() == mover && (p != Piece::King || rules.king_armed) => {
                            true
                        }
                        Some(_) if !self.v.is_throne(far) => false,
                        _ => {
                            if self.v.is_corner(far) {
                                rules.corner_hostile.contains(victim)
                            } else if self.v.is_throne(far) {
                                if occupant.is_none() {
                                    rules.throne_hostile_empty.contains(victim)
                                } else {
                                    rules.throne_hostile_occupied.contains(victim)
                                }
                            } else {
                                false
                            }
                        }
                    };
                    if anvil {
                        out.add(t);
                    }
                }
            }
        }
        out
    }

    /// Calls `f` with every legal move of `side` (the side to move) that lands on the empty
    /// square `t`.
    #[inline]
    fn movers_to(&self, t: Square, side: Side, mut f: impl FnMut(Move)) {
        let size = self.t.size;
        for dir in Direction::ALL {
            let mut cur = t;
            while let Some(n) = cur.step(dir, size) {
                match self.pos.piece_at(n) {
                    None => cur = n,
                    Some(p) => {
                        if p.side() == side {
                            let mv = Move::new(n, t);
                            if self.pos.check_move(self.v, mv).is_ok() {
                                f(mv);
                            }
                        }
                        break;
                    }
                }
            }
        }
    }

    /// Whether the king standing on `to` (having come from `from`) would see an escape square.
    #[inline]
    fn king_threat_from(&self, from: Square, to: Square) -> bool {
        let size = self.t.size;
        Direction::ALL.into_iter().any(|dir| {
            let mut cur = to;
            while let Some(n) = cur.step(dir, size) {
                if (n != from && self.pos.piece_at(n).is_some()) || !self.t.king_cross[n.index()] {
                    return false;
                }
                cur = n;
            }
            cur != to && self.v.is_escape(cur) && self.t.king_land[cur.index()]
        })
    }

    fn order_moves(&self, moves: &mut [(Move, i32)], ply: usize, tt_move: u16) {
        let side = self.pos.side_to_move();
        let king = self.pos.king();
        let lines = if side == Side::Attackers {
            eval::king_lines(&self.pos, self.t, self.v)
        } else {
            eval::KingLines::default()
        };
        let killers = self.killers[ply];
        let targets = self.capture_targets();
        for entry in moves.iter_mut() {
            let mv = entry.0;
            let code = pack_move(mv);
            let piece = if Some(mv.from) == king {
                Piece::King
            } else if side == Side::Attackers {
                Piece::Attacker
            } else {
                Piece::Defender
            };
            let mut s = if code == tt_move {
                ORD_TT
            } else if piece == Piece::King && self.v.is_escape(mv.to) {
                ORD_WIN
            } else {
                let caps = if piece == Piece::King && !self.v.rules().king_armed {
                    0
                } else {
                    targets
                        .iter()
                        .find(|&&(t, _)| t == mv.to)
                        .map_or(0, |&(_, c)| c)
                };
                if caps > 0 {
                    ORD_CAPTURE + caps as i32 * (1 << 20)
                } else if piece == Piece::King && self.king_threat_from(mv.from, mv.to) {
                    ORD_THREAT
                } else if code == killers[0] {
                    ORD_KILLER + 1
                } else if code == killers[1] {
                    ORD_KILLER
                } else if lines.open > 0 && lines.contains(mv.to) {
                    ORD_BLOCK
                } else {
                    self.history[hist_index(side, mv)]
                }
            };
            // Attackers closing in on the king come first among equals.
            if side == Side::Attackers && s < ORD_BLOCK {
                if let Some(k) = king {
                    let d = k.file().abs_diff(mv.to.file()) + k.rank().abs_diff(mv.to.rank());
                    if d == 1 {
                        s += 1 << 12;
                    }
                }
            }
            entry.1 = s;
        }
    }

    #[inline]
    fn pick(moves: &mut [(Move, i32)], i: usize) -> Move {
        let mut best = i;
        for j in i + 1..moves.len() {
            if moves[j].1 > moves[best].1 {
                best = j;
            }
        }
        moves.swap(i, best);
        moves[i].0
    }

    fn gen(&mut self, ply: usize) -> Vec<(Move, i32)> {
        let mut list = std::mem::take(&mut self.bufs[ply]);
        list.clear();
        self.scratch.clear();
        self.pos.generate_moves(self.v, &mut self.scratch);
        list.extend(self.scratch.iter().map(|&m| (m, 0)));
        list
    }

    /// After a defender move: does the king now see an escape square (a forcing move)?
    #[inline]
    fn escape_threat(&self) -> bool {
        self.pos.side_to_move() == Side::Attackers
            && eval::king_lines(&self.pos, self.t, self.v).open > 0
    }

    fn update_pv(&mut self, ply: usize, mv: Move) {
        let child_len = if ply + 1 < MAX_PLY {
            self.pv_len[ply + 1]
        } else {
            ply + 1
        };
        self.pv[ply][ply] = mv;
        for i in ply + 1..child_len {
            self.pv[ply][i] = self.pv[ply + 1][i];
        }
        self.pv_len[ply] = child_len.max(ply + 1);
    }

    /// Negamax alpha-beta with principal-variation search.
    fn search(
        &mut self,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        pv_node: bool,
    ) -> i32 {
        self.pv_len[ply] = ply;
        if let Some(s) = self.entry(ply) {
            return s;
        }
        // Mate-distance pruning.
        alpha = alpha.max(-(MATE - ply as i32));
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        if self.win_in_one() {
            return MATE - ply as i32 - 1;
        }
        if depth <= 0 {
            return self.qsearch(ply, alpha, beta, 0);
        }
        let key = self.pos.hash();
        let mut tt_move = 0;
        if let Some(hit) = self.tt.probe(key) {
            tt_move = hit.mv;
            if !pv_node && hit.depth >= depth && hit.bound != Bound::None {
                let s = score_from_tt(hit.score, ply);
                let cut = match hit.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                    Bound::None => false,
                };
                if cut {
                    return s;
                }
            }
        }
        // Pruning trusts the static evaluation, which does not see a threat the side to move
        // must answer (an escape line, a king capture): never then, and never on the PV.
        let static_eval = if self.features.pruning
            && !pv_node
            && beta.abs() < MATE_BOUND
            && !self.must_answer_threat()
        {
            Some(self.eval())
        } else {
            None
        };
        if let Some(e) = static_eval {
            if depth <= RFP_DEPTH && e - RFP_MARGIN * depth >= beta {
                return e;
            }
        }
        if !pv_node
            && depth >= NULL_MIN_DEPTH
            && !self.null_path[ply - 1]
            && beta.abs() < MATE_BOUND
        {
            if let Some(s) = self.null_move(depth, ply, beta, static_eval) {
                return s;
            }
        }
        let depth = if self.features.iir && depth >= IIR_DEPTH && tt_move == 0 {
            depth - 1
        } else {
            depth
        };
        let mut moves = self.gen(ply);
        if moves.is_empty() {
            self.bufs[ply] = moves;
            return self.no_moves_score(ply);
        }
        self.order_moves(&mut moves, ply, tt_move);
        let side = self.pos.side_to_move();
        let dep_before = self.path_dep;
        let alpha_orig = alpha;
        let mut best = -INF;
        let mut best_move = 0u16;
        let mut tried_quiet =
            [Move::new(Square::from_index(0), Square::from_index(0)); MALUS_MOVES];
        let mut n_tried_quiet = 0;
        for i in 0..moves.len() {
            let mv = if i < 4 {
                Self::pick(&mut moves, i)
            } else {
                if i == 4 {
                    moves[4..].sort_unstable_by_key(|e| std::cmp::Reverse(e.1));
                }
                moves[i].0
            };
            let order = moves[i].1;
            if let Some(e) = static_eval {
                if i > 0 && order < ORD_BLOCK && best > -MATE_BOUND {
                    let late = depth <= LMP_DEPTH && i >= lmp_count(depth);
                    let futile = depth <= FUTILITY_DEPTH && e + FUTILITY_MARGIN * depth <= alpha;
                    if (late || futile) && self.prunable(mv) {
                        continue;
                    }
                }
            }
            let undo = self.make(mv);
            let quiet = undo.captures.is_empty();
            let ext =
                i32::from(side == Side::Defenders && ply < MAX_PLY / 2 && self.escape_threat());
            let new_depth = depth - 1 + ext;
            let score = if i == 0 {
                -self.search(new_depth, ply + 1, -beta, -alpha, pv_node)
            } else {
                let mut r = 0;
                if depth >= 3 && i >= 3 && quiet && ext == 0 && order < ORD_BLOCK {
                    r = lmr_reduction(depth, i).min(new_depth - 1);
                }
                let mut s = -self.search(new_depth - r, ply + 1, -alpha - 1, -alpha, false);
                if s > alpha && r > 0 {
                    s = -self.search(new_depth, ply + 1, -alpha - 1, -alpha, false);
                }
                if s > alpha && s < beta && pv_node {
                    s = -self.search(new_depth, ply + 1, -beta, -alpha, true);
                }
                s
            };
            self.unmake(&undo);
            if self.stopped {
                self.bufs[ply] = moves;
                return 0;
            }
            if score > best {
                best = score;
                best_move = pack_move(mv);
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, mv);
                    if alpha >= beta {
                        if quiet {
                            let k = &mut self.killers[ply];
                            if k[0] != best_move {
                                k[1] = k[0];
                                k[0] = best_move;
                            }
                            let bonus = depth * depth;
                            let h = &mut self.history[hist_index(side, mv)];
                            *h += bonus;
                            let mut overflow = *h > HISTORY_MAX;
                            if self.features.history_malus {
                                for &tried in &tried_quiet[..n_tried_quiet] {
                                    let h = &mut self.history[hist_index(side, tried)];
                                    *h -= bonus;
                                    overflow |= *h < -HISTORY_MAX;
                                }
                            }
                            if overflow {
                                for x in self.history.iter_mut() {
                                    *x /= 2;
                                }
                            }
                        }
                        break;
                    }
                }
            }
            if self.features.history_malus && quiet && n_tried_quiet < MALUS_MOVES {
                tried_quiet[n_tried_quiet] = mv;
                n_tried_quiet += 1;
            }
        }
        self.bufs[ply] = moves;
        if self.path_dep != dep_before {
            // The value depends on the path (repetition or move limit): keep only the move.
            self.tt.store(key, best_move, 0, 0, Bound::None);
        } else {
            let bound = if best >= beta {
                Bound::Lower
            } else if best > alpha_orig {
                Bound::Exact
            } else {
                Bound::Upper
            };
            self.tt
                .store(key, best_move, score_to_tt(best, ply), depth, bound);
        }
        best
    }

    /// Null-move pruning: when the side to move stands at or above `beta` even after passing and
    /// a reduced search, the node is cut. Tafl has next to no zugzwang, and a pass that walks
    /// into an escape or a king capture is refuted by the win-in-one check below it.
    /// Whether the side to move faces a threat a static evaluation cannot weigh: the king
    /// sees an escape square or reaches one in a move from which he would (attackers to move:
    /// the answer is often one quiet block among many), or can be captured at once (defenders
    /// to move).
    fn must_answer_threat(&mut self) -> bool {
        match self.pos.side_to_move() {
            Side::Attackers => {
                self.escape_threat() || eval::king_two_move_escapes(&self.pos, self.t, self.v) > 0
            }
            Side::Defenders => {
                self.pos.set_side_to_move(Side::Attackers);
                let threat = self.king_capture_move().is_some();
                self.pos.set_side_to_move(Side::Defenders);
                threat
            }
        }
    }

    /// Whether `mv` may be pruned as quiet: not a king move (the king's walk is the defenders'
    /// plan, and his moves are few), captures nothing, does not let the king see an escape
    /// square and, for the attackers, does not land next to the king.
    fn prunable(&mut self, mv: Move) -> bool {
        if self.pos.king() == Some(mv.from) {
            return false;
        }
        let side = self.pos.side_to_move();
        if side == Side::Attackers {
            if let Some(k) = self.pos.king() {
                if k.file().abs_diff(mv.to.file()) + k.rank().abs_diff(mv.to.rank()) == 1 {
                    return false;
                }
            }
        }
        let undo = self.pos.make(self.v, mv);
        let quiet = undo.captures.is_empty() && !self.escape_threat();
        self.pos.unmake(&undo);
        quiet
    }

    /// `static_eval`: the node's evaluation when the caller has it already.
    fn null_move(
        &mut self,
        depth: i32,
        ply: usize,
        beta: i32,
        static_eval: Option<i32>,
    ) -> Option<i32> {
        if static_eval.unwrap_or_else(|| self.eval()) < beta {
            return None;
        }
        let side = self.pos.side_to_move();
        self.pos.set_side_to_move(side.opponent());
        self.keys.push(self.pos.hash());
        // A pass breaks the repetition chain: nothing before it repeats a position after it.
        self.psc.push(0);
        self.ring_possible.push(true);
        self.null_path[ply] = true;
        let r = 3 + depth / 4;
        let s = -self.search(depth - 1 - r, ply + 1, -beta, -beta + 1, false);
        self.null_path[ply] = false;
        self.keys.pop();
        self.psc.pop();
        self.ring_possible.pop();
        self.pos.set_side_to_move(side);
        if self.stopped || s < beta {
            return None;
        }
        Some(if s >= MATE_BOUND { beta } else { s })
    }

    /// The quiescence step: stand pat on the evaluation, except that attackers facing an open
    /// escape line must block; then captures, and escape-threatening king moves early on.
    fn qsearch(&mut self, ply: usize, mut alpha: i32, beta: i32, qd: i32) -> i32 {
        self.pv_len[ply] = ply;
        let side = self.pos.side_to_move();
        if side == Side::Attackers {
            let lines = eval::king_lines(&self.pos, self.t, self.v);
            if lines.open > 0 {
                // Forced: only blocking moves (a king capture was tried by the caller).
                let mut moves = self.gen(ply);
                if moves.is_empty() {
                    self.bufs[ply] = moves;
                    return self.no_moves_score(ply);
                }
                moves.retain(|(m, _)| lines.contains(m.to));
                let mut best = -(MATE - ply as i32 - 2);
                for &(mv, _) in moves.iter() {
                    let undo = self.make(mv);
                    let s = -self.qchild(ply, -beta, -alpha.max(best), qd);
                    self.unmake(&undo);
                    if self.stopped {
                        break;
                    }
                    if s > best {
                        best = s;
                        if s > alpha {
                            self.update_pv(ply, mv);
                        }
                        if s >= beta {
                            break;
                        }
                    }
                }
                self.bufs[ply] = moves;
                return best;
            }
        }
        let stand = self.eval();
        if stand >= beta || qd >= QMAX {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        let mut moves = std::mem::take(&mut self.bufs[ply]);
        moves.clear();
        let targets = self.capture_targets();
        for &(t, count) in targets.iter() {
            self.movers_to(t, side, |mv| moves.push((mv, count as i32 * 4 + 4)));
        }
        if side == Side::Defenders && qd < QTHREATS {
            if let Some(k) = self.pos.king() {
                for dir in Direction::ALL {
                    let mut cur = k;
                    while let Some(n) = cur.step(dir, self.t.size) {
                        if self.pos.piece_at(n).is_some() || !self.t.king_cross[n.index()] {
                            break;
                        }
                        cur = n;
                        if self.t.king_land[n.index()]
                            && !targets.iter().any(|&(t, _)| t == n)
                            && self.king_threat_from(k, n)
                        {
                            moves.push((Move::new(k, n), 1));
                        }
                    }
                }
            }
        }
        for i in 0..moves.len() {
            let mv = Self::pick(&mut moves, i);
            let undo = self.make(mv);
            let s = -self.qchild(ply, -beta, -alpha, qd);
            self.unmake(&undo);
            if self.stopped {
                break;
            }
            if s > best {
                best = s;
                if s > alpha {
                    alpha = s;
                    self.update_pv(ply, mv);
                    if s >= beta {
                        break;
                    }
                }
            }
        }
        self.bufs[ply] = moves;
        best
    }

    /// A quiescence child: the node checks, the wins in one, then [`Searcher::qsearch`].
    #[inline]
    fn qchild(&mut self, parent_ply: usize, alpha: i32, beta: i32, qd: i32) -> i32 {
        let ply = parent_ply + 1;
        self.pv_len[ply] = ply;
        if let Some(s) = self.entry(ply) {
            return s;
        }
        if self.win_in_one() {
            return MATE - ply as i32 - 1;
        }
        self.qsearch(ply, alpha, beta, qd + 1)
    }

    /// Iterative deepening at the root. `moves` are the root moves in their initial order (ties
    /// keep it). Returns `None` when the side to move has no legal move.
    pub fn run(
        &mut self,
        mut moves: Vec<Move>,
        params: &Params,
        mut observer: Option<Observer<'_>>,
    ) -> Option<RootResult> {
        if moves.is_empty() {
            return None;
        }
        let side = self.pos.side_to_move();
        // An immediate win is played at once.
        for &mv in &moves {
            let undo = self.make(mv);
            let won = self.decisive() == Some(side);
            self.unmake(&undo);
            if won {
                return Some(RootResult {
                    best: mv,
                    score: MATE - 1,
                    depth: 1,
                    nodes: self.nodes,
                    pv: vec![mv],
                    scored: vec![(mv, MATE - 1)],
                });
            }
        }
        let tt_move = self.tt.probe(self.pos.hash()).map_or(0, |h| h.mv);
        if let Some(i) = moves.iter().position(|&m| pack_move(m) == tt_move) {
            let m = moves.remove(i);
            moves.insert(0, m);
        }
        let mut scored: Vec<(Move, i32)> = moves.iter().map(|&m| (m, -INF)).collect();
        let mut best = moves[0];
        let mut best_score = -INF;
        let mut pv = vec![best];
        let mut completed = 0;
        for depth in 1..=params.max_depth.max(1) as i32 {
            // The window: around the last score with aspiration, widened (doubling) on the
            // side the score fell out of; the whole range otherwise.
            let mut delta = ASPIRATION;
            let (mut lo, mut hi) = if params.features.aspiration
                && depth >= 5
                && !params.exact_root
                && best_score.abs() < MATE_BOUND
            {
                (best_score - delta, best_score + delta)
            } else {
                (-INF, INF)
            };
            let (iter_best, mut this) = loop {
                let mut alpha = lo;
                let beta = hi;
                let mut iter_best: Option<(Move, i32, Vec<Move>)> = None;
                let mut this: Vec<(Move, i32)> = Vec::with_capacity(scored.len());
                let mut failed_high = None;
                for (i, &(mv, _)) in scored.iter().enumerate() {
                    let undo = self.make(mv);
                    let ext = i32::from(side == Side::Defenders && self.escape_threat());
                    let d = depth - 1 + ext;
                    let score = if i == 0 || params.exact_root {
                        -self.search(d, 1, -beta, -alpha, true)
                    } else {
                        let s = -self.search(d, 1, -alpha - 1, -alpha, false);
                        if s > alpha && !self.stopped {
                            -self.search(d, 1, -beta, -alpha, true)
                        } else {
                            s
                        }
                    };
                    self.unmake(&undo);
                    if self.stopped {
                        break;
                    }
                    this.push((mv, score));
                    if iter_best.as_ref().is_none_or(|b| score > b.1) {
                        let mut line = vec![mv];
                        line.extend_from_slice(&self.pv[1][1..self.pv_len[1].max(1)]);
                        iter_best = Some((mv, score, line));
                        if !params.exact_root {
                            alpha = alpha.max(score);
                        }
                    }
                    if score >= beta {
                        failed_high = Some(i);
                        break;
                    }
                }
                if self.stopped {
                    break (iter_best, this);
                }
                let top = iter_best.as_ref().map_or(-INF, |b| b.1);
                if let Some(i) = failed_high {
                    // Search the move that failed high first, with the window widened above.
                    let e = scored.remove(i);
                    scored.insert(0, e);
                    hi = (hi + delta).min(INF);
                } else if top <= lo && lo > -INF {
                    lo = (lo - delta).max(-INF);
                } else {
                    break (iter_best, this);
                }
                delta *= 2;
            };
            if let Some((mv, score, line)) = iter_best {
                // A move that completed in this iteration and beat the previous best (searched
                // first) is trusted even when the iteration was cut short.
                best = mv;
                best_score = score;
                pv = line;
            }
            if self.stopped {
                break;
            }
            completed = depth as u32;
            if let Some(observe) = observer.as_mut() {
                observe(&Iteration {
                    depth: completed,
                    score: best_score,
                    pv: pv.clone(),
                    nodes: self.nodes,
                });
            }
            // Order for the next iteration: this iteration's scores, best first (stable).
            this.sort_by_key(|e| std::cmp::Reverse(e.1));
            scored = this;
            if let Some(i) = scored.iter().position(|&(m, _)| m == best) {
                let e = scored.remove(i);
                scored.insert(0, e);
            }
            if best_score.abs() > MATE_BOUND && depth > MATE - best_score.abs() {
                break;
            }
            if let Some(soft) = params.soft_time {
                if self.start.elapsed() >= soft {
                    break;
                }
            }
        }
        Some(RootResult {
            best,
            score: best_score,
            depth: completed,
            nodes: self.nodes,
            pv,
            scored,
        })
    }
}

/// Capture target squares with counts (a small inline list).
#[derive(Clone, Copy)]
struct Targets {
    squares: [(Square, u32); 48],
    len: usize,
}

impl Default for Targets {
    fn default() -> Targets {
        Targets {
            squares: [(Square::from_index(0), 0); 48],
            len: 0,
        }
    }
}

impl Targets {
    #[inline]
    fn add(&mut self, t: Square) {
        for e in &mut self.squares[..self.len] {
            if e.0 == t {
                e.1 += 1;
                return;
            }
        }
        if self.len < self.squares.len() {
            self.squares[self.len] = (t, 1);
            self.len += 1;
        }
    }

    #[inline]
    fn iter(&self) -> std::slice::Iter<'_, (Square, u32)> {
        self.squares[..self.len].iter()
    }
}
