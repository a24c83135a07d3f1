//! The puzzle prover: an exhaustive AND/OR search that establishes, with no evaluation and no
//! pruning beyond the cut-offs of a proof (alpha-beta with a null window), that the side to
//! move — the *solver* — wins by force within a number of its own moves, and which defence
//! holds out longest.
//!
//! "Wins" is the rules' own game end, judged after every move exactly as [`Game`] judges it
//! (one function, `game::judge`): the king escaped or captured, the exit fort, encirclement,
//! the opponent left without a move, and repetition and the no-capture limit where the rules
//! have them. A solver node counts as won only through a move shown to win against every reply;
//! a reply that draws or wins for the opponent refutes.
//!
//! ## Repetition and the table of proven results
//! Repetition and the no-capture limit make a result depend on the moves that led to a
//! position. The search follows the game's history exactly (the hashes since the last capture
//! and the no-capture count, as the game keeps them), so its answers are the game's. Proven
//! results are kept in a table only where they cannot depend on the path: a third occurrence
//! needs eight plies without a capture (a position returns with the same side to move after four
//! plies at the earliest), so a node whose plies since the last capture plus the plies left in
//! its subtree are fewer than eight (and fewer than the no-capture limit) has a result that
//! belongs to the position alone. Every puzzle of up to four moves from a fresh start is such a
//! search; a longer one in a variant with a repetition rule searches without the table where it
//! must. The table is keyed by the exact position (every rank's pieces, the king, the side to
//! move), not by a hash: a proof never rests on a hash collision.
//!
//! ## Determinism
//! Where the answer is a choice it is made by fixed rules: among equally long defences the one
//! that leaves the solver the fewest wins at once, then the one that captures most, then the
//! first in the canonical order; among the solver's equally fast wins the first in the
//! canonical order. The canonical order is by the square a piece leaves, then the square it
//! reaches, squares ordered rank 1 first and each rank from file a.

use crate::game::{self, Game, Outcome};
use crate::position::{Position, Undo};
use crate::rules::Repetition;
use crate::types::{Move, Side, MAX_SIZE};
use crate::variant::Variant;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// Why the prover gave no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum ProofError {
    #[error("the game is already over")]
    GameOver,
    #[error("the game is played by other rules than the prover's")]
    OtherRules,
    #[error("it is not the solver's turn")]
    NotSolversTurn,
    #[error("it is not the opponent's turn")]
    NotOpponentsTurn,
    #[error("the move is not legal")]
    IllegalMove,
    #[error("the search used up its budget of nodes")]
    Budget,
    #[error("the search was stopped")]
    Stopped,
    #[error("the solver does not win within the given number of moves")]
    NoWin,
}

/// What [`Prover::solve`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The solver wins by force within `moves`, not within fewer, with exactly one first move.
    Unique(Solution),
    /// The solver wins within `moves` (and not within fewer) with each of `winners`, and maybe
    /// with more: the search stops at the second.
    Several { moves: u32, winners: Vec<Move> },
    /// No win within `within` moves.
    NoWin { within: u32 },
}

/// A proven puzzle: the solver wins within `moves` of its own moves and not within fewer, and
/// `line[0]` is the only first move that does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    pub moves: u32,
    /// The main line: the solver's fastest wins against the longest defence, to the end of the
    /// game (choices as the module's documentation says).
    pub line: Vec<Move>,
}

impl Solution {
    pub fn first(&self) -> Move {
        self.line[0]
    }
}

/// The exact position as a table key: both sides' pieces rank by rank, the king's square and
/// the side to move. `hash` only spreads the keys.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Key {
    hash: u64,
    ranks: [u32; MAX_SIZE as usize],
    extra: u16,
}

impl Hash for Key {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.hash);
    }
}

/// Passes a Zobrist hash through: it is already uniform.
#[derive(Default)]
struct ZobristHasher(u64);

impl Hasher for ZobristHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// What has been proven about one position: the solver wins within `win` of its moves (0:
/// not known) and does not win within `no_win` (0: not known); `best` is the move that proved
/// it (the solver's win, or the opponent's refutation).
#[derive(Clone, Copy, Default)]
struct Entry {
    win: u8,
    no_win: u8,
    best: Option<Move>,
}

type Table = HashMap<Key, Entry, BuildHasherDefault<ZobristHasher>>;

/// The table's default size: about 80 bytes an entry.
pub const DEFAULT_TABLE_ENTRIES: usize = 1 << 21;

/// The exhaustive prover for one variant and one solver side. Every question is asked about a
/// [`Game`] (its position, its history for repetition, its no-capture count); proven results
/// are kept between questions.
pub struct Prover {
    v: Arc<Variant>,
    solver: Side,
    table: Table,
    max_entries: usize,
    budget: Option<u64>,
    nodes: u64,
    /// Set from another thread to end the question being asked with [`ProofError::Stopped`].
    stop: Option<Arc<AtomicBool>>,
    /// The position searched, changed by make/unmake during a search.
    pos: Position,
    /// Hashes of the positions since the last capture before the search, then of the line
    /// being searched (the current position last).
    path: Vec<u64>,
    /// Plies since the last capture at the current node.
    psc: u32,
    /// The last move that proved or refuted a node at each ply, tried first there.
    killers: Vec<Option<Move>>,
}

impl Prover {
    /// A prover of `solver`'s wins under `variant`'s rules.
    pub fn new(variant: Arc<Variant>, solver: Side) -> Prover {
        let pos = Position::empty(&variant, solver);
        Prover {
            v: variant,
            solver,
            table: Table::default(),
            max_entries: DEFAULT_TABLE_ENTRIES,
            budget: None,
            nodes: 0,
            stop: None,
            pos,
            path: Vec::new(),
            psc: 0,
            killers: Vec::new(),
        }
    }

    pub fn solver(&self) -> Side {
        self.solver
    }

    pub fn variant(&self) -> &Arc<Variant> {
        &self.v
    }

    /// The most proven results kept; the table is emptied when it is full.
    pub fn set_table_entries(&mut self, entries: usize) {
        self.max_entries = entries.max(1);
    }

    /// Stops every later question with [`ProofError::Budget`] once this many more nodes have
    /// been searched (`None`: no limit). Resets the node count.
    pub fn set_budget(&mut self, nodes: Option<u64>) {
        self.budget = nodes;
        self.nodes = 0;
    }

    /// A flag that ends every question with [`ProofError::Stopped`] while it is set (checked
    /// at every node).
    pub fn set_stop(&mut self, stop: Option<Arc<AtomicBool>>) {
        self.stop = stop;
    }

    /// Nodes searched since the last [`Prover::set_budget`] (or since the prover was made).
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Whether the solver wins within `moves` of its own moves from `game`, whoever is to move
    /// (with the opponent to move: whatever the reply).
    pub fn wins_within(&mut self, game: &Game, moves: u32) -> Result<bool, ProofError> {
        self.load(game)?;
        if self.pos.side_to_move() == self.solver {
            self.solver_node(moves, 0)
        } else {
            self.opponent_node(moves, 0)
        }
    }

    /// Whether the solver, to move in `game`, wins within `moves` of its moves when it plays
    /// `mv` (which counts as the first of them).
    pub fn move_wins_within(
        &mut self,
        game: &Game,
        mv: Move,
        moves: u32,
    ) -> Result<bool, ProofError> {
        self.check_turn(game, self.solver)?;
        if moves == 0 {
            return Ok(false);
        }
        let after = self.after(game, mv)?;
        match after.outcome() {
            Some(o) => Ok(o.winner == Some(self.solver)),
            None => self.wins_within(&after, moves - 1),
        }
    }

    /// The fewest moves of its own the solver needs to win from `game` (whoever is to move),
    /// if it wins within `max`.
    pub fn distance(&mut self, game: &Game, max: u32) -> Result<Option<u32>, ProofError> {
        self.load(game)?;
        let from = u32::from(self.pos.side_to_move() == self.solver);
        for k in from..=max {
            if self.wins_within(game, k)? {
                return Ok(Some(k));
            }
        }
        Ok(None)
    }

    /// The solver's fastest win from `game` (solver to move) within `max` moves: the move and
    /// how many moves it takes, the first in the canonical order among the fastest.
    pub fn fastest_win(
        &mut self,
        game: &Game,
        max: u32,
    ) -> Result<Option<(Move, u32)>, ProofError> {
        self.check_turn(game, self.solver)?;
        let moves = canonical_moves(game);
        for k in 1..=max {
            for &mv in &moves {
                if self.move_wins_within(game, mv, k)? {
                    return Ok(Some((mv, k)));
                }
            }
        }
        Ok(None)
    }

    /// The longest defence in `game` (the opponent to move) when the solver wins within `moves`
    /// whatever the reply: the reply after which the solver needs the most moves, and that
    /// number. Among equally long defences: the one that leaves the solver the fewest moves
    /// that win at once (it blocks what it can), then the one that captures most, then the
    /// first in the canonical order. [`ProofError::NoWin`] when some reply holds out beyond
    /// `moves`.
    pub fn longest_defence(&mut self, game: &Game, moves: u32) -> Result<(Move, u32), ProofError> {
        self.check_turn(game, self.solver.opponent())?;
        if !self.wins_within(game, moves)? {
            return Err(ProofError::NoWin);
        }
        let replies = canonical_moves(game);
        for t in (0..moves).rev() {
            let mut best: Option<((usize, std::cmp::Reverse<usize>), Move)> = None;
            for &reply in &replies {
                let mut after = game.clone();
                let captured = after
                    .play(reply)
                    .map_err(|_| ProofError::IllegalMove)?
                    .captured
                    .len();
                if after.outcome().is_some() || self.wins_within(&after, t)? {
                    continue;
                }
                let key = (self.wins_at_once(&after)?, std::cmp::Reverse(captured));
                if best.as_ref().is_none_or(|(b, _)| key < *b) {
                    best = Some((key, reply));
                }
            }
            if let Some((_, reply)) = best {
                return Ok((reply, t + 1));
            }
        }
        // Every reply ends the game in the solver's favour.
        replies.first().map(|&r| (r, 0)).ok_or(ProofError::GameOver)
    }

    /// How many of the solver's moves in `game` (solver to move) win at once.
    fn wins_at_once(&mut self, game: &Game) -> Result<usize, ProofError> {
        self.load(game)?;
        let mut wins = 0;
        for mv in self.pos.legal_moves(&self.v) {
            let (undo, psc, outcome) = self.play(mv);
            self.unplay(&undo, psc);
            if outcome.is_some_and(|o| o.winner == Some(self.solver)) {
                wins += 1;
            }
        }
        Ok(wins)
    }

    /// The main line after the solver's `first` move in `game` when it wins within `moves`:
    /// `first`, then the longest defence and the solver's fastest win in turn, to the end.
    pub fn main_line(
        &mut self,
        game: &Game,
        first: Move,
        moves: u32,
    ) -> Result<Vec<Move>, ProofError> {
        if !self.move_wins_within(game, first, moves)? {
            return Err(ProofError::NoWin);
        }
        let mut g = self.after(game, first)?;
        let mut line = vec![first];
        let mut left = moves - 1;
        while !g.is_over() {
            let (reply, need) = self.longest_defence(&g, left)?;
            g = self.after(&g, reply)?;
            line.push(reply);
            if g.is_over() {
                break;
            }
            let (mv, took) = self.fastest_win(&g, need)?.ok_or(ProofError::NoWin)?;
            g = self.after(&g, mv)?;
            line.push(mv);
            left = took - 1;
        }
        Ok(line)
    }

    /// Everything a puzzle needs from `game` (solver to move): the fewest moves the solver wins
    /// in (up to `max`), whether exactly one first move does, and then the main line. Moves in
    /// `try_first` are tested first (an engine's choice): only the speed changes.
    pub fn solve(
        &mut self,
        game: &Game,
        max: u32,
        try_first: &[Move],
    ) -> Result<Verdict, ProofError> {
        self.check_turn(game, self.solver)?;
        let mut order: Vec<Move> = Vec::new();
        let moves = canonical_moves(game);
        for &mv in try_first {
            if moves.contains(&mv) && !order.contains(&mv) {
                order.push(mv);
            }
        }
        for &mv in &moves {
            if !order.contains(&mv) {
                order.push(mv);
            }
        }
        for n in 1..=max {
            let mut winners = Vec::new();
            for &mv in &order {
                if self.move_wins_within(game, mv, n)? {
                    winners.push(mv);
                    if winners.len() > 1 {
                        return Ok(Verdict::Several { moves: n, winners });
                    }
                }
            }
            if let [first] = winners[..] {
                let line = self.main_line(game, first, n)?;
                return Ok(Verdict::Unique(Solution { moves: n, line }));
            }
        }
        Ok(Verdict::NoWin { within: max })
    }

    // ---- the search ---------------------------------------------------------------------------

    fn check_turn(&self, game: &Game, side: Side) -> Result<(), ProofError> {
        if game.variant().rules() != self.v.rules() {
            return Err(ProofError::OtherRules);
        }
        if game.is_over() {
            return Err(ProofError::GameOver);
        }
        match (game.side_to_move() == side, side == self.solver) {
            (true, _) => Ok(()),
            (false, true) => Err(ProofError::NotSolversTurn),
            (false, false) => Err(ProofError::NotOpponentsTurn),
        }
    }

    /// `game` after `mv`.
    fn after(&self, game: &Game, mv: Move) -> Result<Game, ProofError> {
        let mut next = game.clone();
        next.play(mv).map_err(|_| ProofError::IllegalMove)?;
        Ok(next)
    }

    /// Makes `game`'s position and history the root of the next search.
    fn load(&mut self, game: &Game) -> Result<(), ProofError> {
        if game.variant().rules() != self.v.rules() {
            return Err(ProofError::OtherRules);
        }
        if game.is_over() {
            return Err(ProofError::GameOver);
        }
        self.pos = game.position().clone();
        let hashes = game.history_hashes();
        let psc = game.plies_since_capture();
        let window = hashes.len().min(psc as usize + 1);
        self.path.clear();
        self.path
            .extend_from_slice(&hashes[hashes.len() - window..]);
        self.psc = psc;
        Ok(())
    }

    fn count_node(&mut self) -> Result<(), ProofError> {
        self.nodes += 1;
        if self
            .stop
            .as_ref()
            .is_some_and(|s| s.load(Ordering::Relaxed))
        {
            return Err(ProofError::Stopped);
        }
        match self.budget {
            Some(b) if self.nodes > b => Err(ProofError::Budget),
            _ => Ok(()),
        }
    }

    /// Whether a result found here with `plies` plies left can be kept: no repetition and no
    /// no-capture limit can decide anything in the subtree, whatever the path to it.
    fn keepable(&self, plies: u32) -> bool {
        let rules = self.v.rules();
        let span = self.psc + plies;
        (rules.repetition == Repetition::None || span < 8)
            && rules.no_capture_limit.is_none_or(|limit| span < limit)
    }

    fn key(&self) -> Key {
        let mut ranks = [0u32; MAX_SIZE as usize];
        for (r, rank) in ranks.iter_mut().enumerate().take(self.pos.size() as usize) {
            *rank = u32::from(self.pos.side_rank(Side::Attackers, r))
                | u32::from(self.pos.side_rank(Side::Defenders, r)) << 16;
        }
        let king = self.pos.king().map_or(0xff, |k| k.index() as u16);
        let side = u16::from(self.pos.side_to_move() == Side::Defenders);
        Key {
            hash: self.pos.hash(),
            ranks,
            extra: king | side << 8,
        }
    }

    fn probe(&self, key: Option<&Key>) -> Option<Entry> {
        key.and_then(|k| self.table.get(k).copied())
    }

    /// Records that the solver wins (`won`) or does not win within `k` moves here.
    fn store(&mut self, key: Option<Key>, k: u32, won: bool, best: Option<Move>) {
        let Some(key) = key else { return };
        if self.table.len() >= self.max_entries && !self.table.contains_key(&key) {
            self.table.clear();
        }
        let k = k.min(u32::from(u8::MAX)) as u8;
        let entry = self.table.entry(key).or_default();
        if won {
            if entry.win == 0 || k < entry.win {
                entry.win = k;
            }
        } else {
            entry.no_win = entry.no_win.max(k);
        }
        if best.is_some() {
            entry.best = best;
        }
    }

    /// Plays `mv` in the searched position and judges it as the game would.
    fn play(&mut self, mv: Move) -> (Undo, u32, Option<Outcome>) {
        let mover = self.pos.side_to_move();
        let undo = self.pos.make(&self.v, mv);
        let saved = self.psc;
        self.psc = if undo.captures.is_empty() {
            self.psc + 1
        } else {
            0
        };
        let hash = self.pos.hash();
        self.path.push(hash);
        let path = &self.path;
        let outcome = game::judge(
            &self.v,
            &self.pos,
            mover,
            || path.iter().filter(|&&h| h == hash).count(),
            self.psc,
        );
        (undo, saved, outcome)
    }

    fn unplay(&mut self, undo: &Undo, psc: u32) {
        self.path.pop();
        self.pos.unmake(undo);
        self.psc = psc;
    }

    fn killer(&self, ply: usize) -> Option<Move> {
        self.killers.get(ply).copied().flatten()
    }

    fn set_killer(&mut self, ply: usize, mv: Move) {
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, None);
        }
        self.killers[ply] = Some(mv);
    }

    /// The legal moves with `first` (then `second`) moved to the front when legal.
    fn ordered(&self, first: Option<Move>, second: Option<Move>) -> Vec<Move> {
        let mut moves = self.pos.legal_moves(&self.v);
        let mut front = 0;
        for m in [first, second].into_iter().flatten() {
            if let Some(i) = moves[front..].iter().position(|&x| x == m) {
                moves.swap(front, front + i);
                front += 1;
            }
        }
        moves
    }

    /// The solver to move in the searched position (not over): does it win within `k` moves?
    fn solver_node(&mut self, k: u32, ply: usize) -> Result<bool, ProofError> {
        if k == 0 {
            return Ok(false);
        }
        self.count_node()?;
        let key = self.keepable(2 * k - 1).then(|| self.key());
        let known = self.probe(key.as_ref());
        if let Some(e) = known {
            if e.win != 0 && u32::from(e.win) <= k {
                return Ok(true);
            }
            if u32::from(e.no_win) >= k {
                return Ok(false);
            }
        }
        let moves = self.ordered(known.and_then(|e| e.best), self.killer(ply));
        // A move that wins at once.
        for &mv in &moves {
            let (undo, psc, outcome) = self.play(mv);
            self.unplay(&undo, psc);
            if outcome.is_some_and(|o| o.winner == Some(self.solver)) {
                self.store(key, 1, true, Some(mv));
                return Ok(true);
            }
        }
        // Shorter wins first: a short proof is found before a long one is tried for nothing.
        // Within one move: a move after which every reply loses at once.
        for j in 1..=k {
            for &mv in &moves {
                let (undo, psc, outcome) = self.play(mv);
                // A move that ends the game without winning (a draw, a loss) never wins.
                let won = match outcome {
                    Some(_) => Ok(false),
                    None if j == 1 && !self.reply_may_lose() => Ok(false),
                    None => self.opponent_node(j - 1, ply + 1),
                };
                self.unplay(&undo, psc);
                if won? {
                    self.store(key, j, true, Some(mv));
                    self.set_killer(ply, mv);
                    return Ok(true);
                }
            }
        }
        self.store(key, k, false, None);
        Ok(false)
    }

    /// Whether some reply of the opponent, to move in the searched position, might end the
    /// game in the solver's favour by itself. Only these can: repetition or the no-capture limit
    /// on the next ply; an attackers' move completing the defenders' exit fort, which needs the
    /// king on an edge and no attacker in the squares he floods to through all but defenders
    /// (an attacker there stays there: attackers' moves slide through that region and their
    /// captures only widen it); a defenders' move completing their encirclement, which needs the
    /// king's region closed already (a defender move only opens squares or moves the king
    /// within it). A king is never captured, nor escapes, by his enemies' move.
    fn reply_may_lose(&self) -> bool {
        let rules = self.v.rules();
        let region = match self.solver {
            Side::Defenders => {
                rules.exit_fort
                    && self.pos.king().is_some_and(|k| {
                        k.is_edge(self.pos.size())
                            && !crate::regions::king_meets_attacker(&self.pos, k)
                    })
            }
            Side::Attackers => rules.encirclement && !crate::regions::king_reaches_edge(&self.pos),
        };
        region || !self.keepable(1)
    }

    /// The opponent to move in the searched position (not over), the solver with `k` moves
    /// left after the reply: does every reply lose within them?
    fn opponent_node(&mut self, k: u32, ply: usize) -> Result<bool, ProofError> {
        self.count_node()?;
        let key = self.keepable(2 * k).then(|| self.key());
        let known = self.probe(key.as_ref());
        if let Some(e) = known {
            if e.win != 0 && u32::from(e.win) <= k {
                return Ok(true);
            }
            if k > 0 && u32::from(e.no_win) >= k {
                return Ok(false);
            }
        }
        let moves = self.ordered(known.and_then(|e| e.best), self.killer(ply));
        for &mv in &moves {
            let (undo, psc, outcome) = self.play(mv);
            let lost = match outcome {
                Some(o) => Ok(o.winner == Some(self.solver)),
                None => self.solver_node(k, ply + 1),
            };
            self.unplay(&undo, psc);
            if !lost? {
                if k > 0 {
                    self.store(key, k, false, Some(mv));
                }
                self.set_killer(ply, mv);
                return Ok(false);
            }
        }
        if k > 0 {
            self.store(key, k, true, None);
        }
        Ok(true)
    }
}

/// The legal moves of `game` in the canonical order: by the square left, then the square
/// reached (rank 1 first, each rank from file a).
pub fn canonical_moves(game: &Game) -> Vec<Move> {
    let mut moves = game.legal_moves();
    crate::sorting::by_key(&mut moves, |m| (m.from, m.to));
    moves
}

/// Why a puzzle failed its proof.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VerifyError {
    #[error("{0}")]
    Proof(#[from] ProofError),
    #[error("no forced win within {within} moves")]
    NoWin { within: u32 },
    #[error("more than one first move wins in {moves}: {}", list(winners))]
    NotUnique { moves: u32, winners: Vec<Move> },
    #[error("the solver wins in {found} moves, not {stated}")]
    Moves { stated: u32, found: u32 },
    #[error("the main line is {}, not the stated one", list(found))]
    Line { found: Vec<Move> },
}

fn list(moves: &[Move]) -> String {
    let words: Vec<String> = moves.iter().map(Move::to_string).collect();
    words.join(" ")
}

/// Proves a puzzle as it is stated: the solver wins within its N moves and not within fewer,
/// exactly one first move does, and the main line is the prover's (the solver's fastest wins
/// against the longest defence, ties to the first in the canonical order). Returns the nodes
/// searched.
pub fn verify(puzzle: &super::Puzzle, budget: Option<u64>) -> Result<u64, VerifyError> {
    let game = puzzle.start();
    let mut prover = Prover::new(game.variant().clone(), puzzle.solver());
    prover.set_budget(budget);
    match prover.solve(&game, puzzle.moves, &[puzzle.first_move()])? {
        Verdict::NoWin { within } => Err(VerifyError::NoWin { within }),
        Verdict::Several { moves, winners } => Err(VerifyError::NotUnique { moves, winners }),
        Verdict::Unique(s) if s.moves != puzzle.moves => Err(VerifyError::Moves {
            stated: puzzle.moves,
            found: s.moves,
        }),
        Verdict::Unique(s) if s.line != puzzle.line => Err(VerifyError::Line { found: s.line }),
        Verdict::Unique(_) => Ok(prover.nodes()),
    }
}
