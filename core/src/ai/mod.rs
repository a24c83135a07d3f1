//! The computer opponent.
//!
//! - [`Engine`] owns a transposition table and a random source and thinks about a [`Game`]
//!   (or a bare position with its history) at a [`Level`] within [`SearchLimits`], on the
//!   caller's thread, stopping early when the caller's stop flag is set.
//! - [`choose_move`] and [`hint`] are one-shot conveniences.
//! - [`arena`] plays full engine-vs-engine games (for `tafl match` and the level ladder);
//!   [`bench`] is the fixed search benchmark whose node count fingerprints the search.
//!
//! At hard the search may run on several threads ([`Engine::set_threads`]): a lazy SMP whose
//! helpers share the lock-free transposition table with the deciding thread.
//!
//! The search (see `search.rs`) is iterative-deepening PVS with a bucketed transposition table,
//! repetition and move-limit awareness, tafl-specific forcing moves (escape threats, king
//! captures) and mate-distance scores; the evaluation (see [`Weights`]) knows escape squares,
//! corner guards, king safety, material and mobility.
//!
//! Scores are in centi-soldiers from the side to move's point of view; a forced game end `n`
//! plies away scores `±(MATE - n)` (see [`mate_distance`]); a draw costs the engine its
//! contempt ([`Level::contempt`], [`Engine::set_contempt`]).
//!
//! [`baseline`] keeps hard as it was before the contempt as a frozen opponent for
//! measuring later versions (`tafl match --b baseline`).

pub mod arena;
pub mod baseline;
pub mod bench;
pub mod book;
mod eval;
mod search;
#[cfg(feature = "stop-trace")]
pub mod stop_trace;
mod tt;
pub mod tune;

pub use eval::Weights;
pub use search::{Iteration, Observer, SearchFeatures, MATE};

use crate::game::Game;
use crate::types::{Move, Side};
use crate::variant::Variant;
use crate::Position;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// Playing strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Level {
    /// A uniformly random legal move (the bottom of the ladder).
    Random,
    /// One ply plus the tactical quiescence (which sees escape lines and captures), a noisy
    /// evaluation and an occasional second-best move: takes immediate wins, usually stops
    /// immediate escapes, and can be outplayed by anyone who looks two moves ahead.
    Easy,
    /// Four plies at most and 20 000 nodes at most, full evaluation.
    Medium,
    /// Full strength within the limits (1 s per move when no limit is given).
    Hard,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Random, Level::Easy, Level::Medium, Level::Hard];

    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// What a draw costs this level (centi-soldiers): the stronger levels play on rather than
    /// take a repetition, the no-capture limit or a blocked draw while their evaluation is within
    /// this margin of equal (a draw scores `-contempt` for them). Easy and random do not care.
    pub fn contempt(self) -> i32 {
        match self {
            Level::Random | Level::Easy => 0,
            Level::Medium => 25,
            Level::Hard => 60,
        }
    }

    /// The search refinements this level uses: hard all of them; the lower levels none, as
    /// their strength on the ladder was set without them.
    pub fn features(self) -> SearchFeatures {
        match self {
            Level::Hard => SearchFeatures::FULL,
            _ => SearchFeatures::BASELINE,
        }
    }

    /// The evaluation weights this level plays `v` with: hard the weights fitted to that
    /// preset's games ([`Weights::tuned`]), the lower levels the hand-set defaults their
    /// ladder was set with.
    pub fn weights(self, v: &Variant) -> Weights {
        match self {
            Level::Hard => Weights::tuned(v.preset()),
            _ => Weights::default(),
        }
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| format!("unknown level '{s}' (random, easy, medium, hard)"))
    }
}

/// Limits of one search; every one set applies (the first reached stops the search). Levels
/// below Hard cap them further.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchLimits {
    /// Iterations up to this depth (plies, not counting extensions and quiescence).
    pub depth: Option<u32>,
    /// Stop after about this many nodes (made moves, quiescence included). Deterministic.
    pub nodes: Option<u64>,
    /// Think for at most this long: no iteration is started that is unlikely to finish, and
    /// the search is cut at the budget.
    pub movetime: Option<Duration>,
}

impl SearchLimits {
    pub fn depth(depth: u32) -> SearchLimits {
        SearchLimits {
            depth: Some(depth),
            ..SearchLimits::default()
        }
    }

    pub fn nodes(nodes: u64) -> SearchLimits {
        SearchLimits {
            nodes: Some(nodes),
            ..SearchLimits::default()
        }
    }

    pub fn movetime(budget: Duration) -> SearchLimits {
        SearchLimits {
            movetime: Some(budget),
            ..SearchLimits::default()
        }
    }

    fn is_unlimited(&self) -> bool {
        self.depth.is_none() && self.nodes.is_none() && self.movetime.is_none()
    }
}

/// Engine settings.
#[derive(Clone, Debug, PartialEq)]
pub struct EngineConfig {
    /// Transposition table size in MiB (fixed for the engine's life).
    pub tt_mb: usize,
    /// `Some` makes every choice reproducible (given the same calls and node/depth limits);
    /// `None` varies play between runs.
    pub seed: Option<u64>,
}

impl EngineConfig {
    /// The table size Hard uses by default.
    pub const DEFAULT_TT_MB: usize = 16;
}

impl Default for EngineConfig {
    fn default() -> EngineConfig {
        EngineConfig {
            tt_mb: EngineConfig::DEFAULT_TT_MB,
            seed: None,
        }
    }
}

/// The result of [`Engine::think`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchReport {
    /// The chosen move (legal in the position searched).
    pub best: Move,
    /// The search's score of the position for the side to move (see [`mate_distance`]).
    pub score: i32,
    /// The last fully completed iteration (0 if stopped inside the first one).
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    /// The principal variation, starting with the searched best move.
    pub pv: Vec<Move>,
    /// Bytes of transposition table the engine owns.
    pub tt_bytes: usize,
    /// Permille of the table filled by this search (sampled).
    pub hashfull: u32,
}

impl SearchReport {
    pub fn nps(&self) -> u64 {
        let secs = self.elapsed.as_secs_f64();
        if secs > 0.0 {
            (self.nodes as f64 / secs) as u64
        } else {
            0
        }
    }
}

/// For a score that announces a forced game end: plies to it, positive when the side to move
/// wins (`Some(1)`: wins with its next move), negative when it loses.
pub fn mate_distance(score: i32) -> Option<i32> {
    if score > search::MATE_BOUND {
        Some(MATE - score)
    } else if score < -search::MATE_BOUND {
        Some(-(MATE + score))
    } else {
        None
    }
}

/// A computer player: transposition table, random source, evaluation weights and contempt.
pub struct Engine {
    tt: tt::Tt,
    rng: StdRng,
    /// `Some` overrides [`Level::weights`].
    weights: Option<Weights>,
    /// `Some` overrides [`Level::contempt`].
    contempt: Option<i32>,
    /// `Some` overrides [`Level::features`].
    features: Option<SearchFeatures>,
    /// Threads searching at hard (1: the caller's thread only).
    threads: usize,
    /// `Some` overrides whether hard plays from the opening book (see [`Engine::book`]).
    book: Option<bool>,
    /// Root side and contempt of the last search: the table's draw scores (no legal move where
    /// that is a draw) depend on them.
    tt_draw_key: Option<(crate::types::Side, i32)>,
    /// The weights of the last search: the table's scores were made with them (they differ
    /// by level, and by side where [`Weights::for_side`] says so).
    tt_weights: Option<Weights>,
}

impl Engine {
    pub fn new(config: EngineConfig) -> Engine {
        let rng = match config.seed {
            Some(seed) => StdRng::seed_from_u64(seed),
            None => StdRng::from_os_rng(),
        };
        Engine {
            tt: tt::Tt::new(config.tt_mb),
            rng,
            weights: None,
            contempt: None,
            features: None,
            threads: 1,
            book: None,
            tt_draw_key: None,
            tt_weights: None,
        }
    }

    /// An engine playing the frozen [`baseline`] (use it at [`Level::Hard`]).
    pub fn baseline(config: EngineConfig) -> Engine {
        let mut engine = Engine::new(config);
        baseline::configure(&mut engine);
        engine
    }

    /// Overrides the level's contempt (`None`: [`Level::contempt`]); negative values are taken
    /// as 0. The table is cleared.
    pub fn set_contempt(&mut self, contempt: Option<i32>) {
        self.contempt = contempt.map(|c| c.max(0));
        self.tt.clear();
        self.tt_draw_key = None;
    }

    /// The contempt this engine uses at `level`.
    pub fn contempt(&self, level: Level) -> i32 {
        self.contempt.unwrap_or(level.contempt())
    }

    /// Overrides the level's search refinements (`None`: [`Level::features`]).
    pub fn set_features(&mut self, features: Option<SearchFeatures>) {
        self.features = features;
    }

    /// The search refinements this engine uses at `level`.
    pub fn features(&self, level: Level) -> SearchFeatures {
        self.features.unwrap_or(level.features())
    }

    /// Lets hard search on `threads` threads at once (the caller's and `threads - 1` helpers
    /// sharing the table: a lazy SMP, as phones have several cores); clamped to 1..=16. The lower
    /// levels always use one. With more than one, searches are no longer reproducible.
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.clamp(1, 16);
    }

    /// Threads a hard search uses.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Overrides whether hard plays from its opening book (`None`: see [`Engine::book`]).
    pub fn set_book(&mut self, book: Option<bool>) {
        self.book = book;
    }

    /// Whether hard plays its book moves ([`book::Book`], on the presets that have one) when it
    /// chooses a move: only when told to ([`Engine::set_book`]), until a match shows that the
    /// book plays better than hard's own search (`docs/engine.md`), and never for an engine
    /// told its contempt: such an engine judges positions (the analysis board and the review,
    /// which want every score from the same search, and the frozen baseline) rather than plays
    /// them. Only [`Engine::think`] and [`Engine::think_position`] read the book, and only
    /// within a time or node budget: a search to a fixed depth (the bench, the probe's
    /// fingerprints) and [`Engine::think_with`] always search.
    pub fn book(&self) -> bool {
        self.book == Some(true) && self.contempt.is_none()
    }

    /// Replaces the evaluation weights (for tuning) at every level; the table is cleared.
    pub fn set_weights(&mut self, weights: Weights) {
        self.weights = Some(weights);
        self.tt.clear();
    }

    /// The weights this engine evaluates `v` with at `level`, whichever side it plays (see
    /// [`Weights::for_side`] for what a search for one side uses).
    pub fn weights(&self, v: &Variant, level: Level) -> Weights {
        self.weights.clone().unwrap_or_else(|| level.weights(v))
    }

    /// Bytes of transposition table storage.
    pub fn tt_bytes(&self) -> usize {
        self.tt.bytes()
    }

    /// Forgets everything learned (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.tt_draw_key = None;
    }

    /// Chooses a move for the side to move of `game`. `None` when the game is over.
    pub fn think(
        &mut self,
        game: &Game,
        level: Level,
        limits: &SearchLimits,
        stop: &AtomicBool,
    ) -> Option<SearchReport> {
        if game.is_over() {
            return None;
        }
        let hashes = game.history_hashes();
        let psc = game.plies_since_capture();
        let window = hashes.len().min(psc as usize + 1);
        self.think_position(
            game.variant(),
            game.position(),
            &hashes[hashes.len() - window..],
            psc,
            level,
            limits,
            stop,
        )
    }

    /// Like [`Engine::think`] for a bare position: `history` lists the hashes of earlier
    /// positions (oldest first; may end with the position itself) for the repetition rule, and
    /// `plies_since_capture` feeds the no-capture limit. Does not check whether the game is
    /// already over; `None` only when there is no legal move.
    #[allow(clippy::too_many_arguments)]
    pub fn think_position(
        &mut self,
        v: &Variant,
        pos: &Position,
        history: &[u64],
        plies_since_capture: u32,
        level: Level,
        limits: &SearchLimits,
        stop: &AtomicBool,
    ) -> Option<SearchReport> {
        let context = Context {
            v,
            pos,
            history,
            plies_since_capture,
        };
        self.search(
            context,
            level,
            limits,
            stop,
            Watch {
                book: true,
                ..Watch::default()
            },
        )
    }

    /// Like [`Engine::think`], with the root moves limited to `among` (when given: the best of
    /// those, e.g. the best move but one) and `observer` told of every completed iteration (an
    /// analysis shown while it runs). `None` when the game is over or no move of `among` is
    /// legal.
    pub fn think_with(
        &mut self,
        game: &Game,
        level: Level,
        limits: &SearchLimits,
        stop: &AtomicBool,
        among: Option<&[Move]>,
        observer: Option<Observer<'_>>,
    ) -> Option<SearchReport> {
        if game.is_over() {
            return None;
        }
        let hashes = game.history_hashes();
        let psc = game.plies_since_capture();
        let window = hashes.len().min(psc as usize + 1);
        let context = Context {
            v: game.variant(),
            pos: game.position(),
            history: &hashes[hashes.len() - window..],
            plies_since_capture: psc,
        };
        self.search(
            context,
            level,
            limits,
            stop,
            Watch {
                among,
                observer,
                book: false,
            },
        )
    }

    fn search(
        &mut self,
        context: Context<'_>,
        level: Level,
        limits: &SearchLimits,
        stop: &AtomicBool,
        watch: Watch<'_, '_>,
    ) -> Option<SearchReport> {
        let Context {
            v,
            pos,
            history,
            plies_since_capture,
        } = context;
        let start = Instant::now();
        let mut moves = pos.legal_moves(v);
        if let Some(among) = watch.among {
            moves.retain(|m| among.contains(m));
        }
        if moves.is_empty() {
            return None;
        }
        if watch.book && level == Level::Hard && limits.depth.is_none() && self.book() {
            let book = book::Book::for_preset(v.preset());
            if let Some(m) = book.and_then(|b| b.pick(v, pos, &mut self.rng)) {
                return Some(SearchReport {
                    best: m.mv,
                    score: m.score,
                    depth: 0,
                    nodes: 0,
                    elapsed: start.elapsed(),
                    pv: vec![m.mv],
                    tt_bytes: self.tt.bytes(),
                    hashfull: 0,
                });
            }
        }
        if level == Level::Random {
            let mv = moves[self.rng.random_range(0..moves.len())];
            return Some(SearchReport {
                best: mv,
                score: 0,
                depth: 0,
                nodes: 0,
                elapsed: start.elapsed(),
                pv: vec![mv],
                tt_bytes: self.tt.bytes(),
                hashfull: 0,
            });
        }
        // Random order among equals: ties at the root keep this order.
        for i in (1..moves.len()).rev() {
            let j = self.rng.random_range(0..=i);
            moves.swap(i, j);
        }
        let mut limits = *limits;
        if level == Level::Hard && limits.is_unlimited() {
            limits.movetime = Some(Duration::from_secs(1));
        }
        let cap = |x: Option<u64>, c: u64| Some(x.map_or(c, |x| x.min(c)));
        let (max_depth, node_limit, noise, exact_root) = match level {
            Level::Easy => (limits.depth.unwrap_or(1).min(1), limits.nodes, 90, true),
            Level::Medium => (
                limits.depth.unwrap_or(4).min(4),
                cap(limits.nodes, 20_000),
                0,
                false,
            ),
            _ => (limits.depth.unwrap_or(64).min(64), limits.nodes, 0, false),
        };
        let features = self.features(level);
        let weights = self.weights(v, level).for_side(pos.side_to_move());
        if self.tt_weights.as_ref() != Some(&weights) {
            self.tt.clear();
            self.tt_weights = Some(weights.clone());
        }
        let tables = eval::Tables::new(v, &weights);
        let mut contempt = self.contempt(level);
        // An engine told to have no contempt scores draws 0 (analysis): no deficit either.
        if features.deficit_contempt && contempt > 0 {
            let start = eval::for_defenders(&Position::start(v), v, &tables, &weights);
            let for_mover = match pos.side_to_move() {
                Side::Defenders => start,
                Side::Attackers => -start,
            };
            contempt += (-for_mover).max(0);
        }
        let draw_key = (pos.side_to_move(), contempt);
        if self
            .tt_draw_key
            .is_some_and(|k| k != draw_key && (k.1 != 0 || contempt != 0))
        {
            self.tt.clear();
        }
        self.tt_draw_key = Some(draw_key);
        let hard_share = 0.92;
        let soft_share = if features.full_budget {
            hard_share
        } else {
            0.4
        };
        let params = search::Params {
            max_depth,
            node_limit,
            soft_time: limits.movetime.map(|b| b.mul_f64(soft_share)),
            hard_time: limits.movetime.map(|b| b.mul_f64(hard_share)),
            noise,
            noise_salt: self.rng.random(),
            exact_root,
            contempt,
            features,
        };
        let history = search::History {
            hashes: history,
            plies_since_capture,
        };
        self.tt.new_search();
        let threads = if level == Level::Hard {
            self.threads
        } else {
            1
        };
        let result = search_threads(
            threads,
            watch.observer,
            Shared {
                v,
                tables: &tables,
                weights: &weights,
                tt: &self.tt,
                pos,
                history: &history,
            },
            moves,
            &params,
            stop,
        )?;
        let mut best = result.best;
        let mut score = result.score;
        let mut pv = result.pv;
        if level == Level::Easy && result.score < search::MATE_BOUND && result.scored.len() > 1 {
            // A beginner: now and then the second-best move, more rarely any move that does
            // not lose at once.
            let (second, second_score) = result.scored[1];
            let roll: f64 = self.rng.random();
            if roll < 0.25 && second_score > -search::MATE_BOUND {
                best = second;
                score = second_score;
                pv = vec![second];
            } else if roll > 0.94 {
                let safe: Vec<&(Move, i32)> = result
                    .scored
                    .iter()
                    .filter(|(_, s)| *s > -search::MATE_BOUND)
                    .collect();
                if !safe.is_empty() {
                    let &(m, s) = safe[self.rng.random_range(0..safe.len())];
                    best = m;
                    score = s;
                    pv = vec![m];
                }
            }
        }
        Some(SearchReport {
            best,
            score,
            depth: result.depth,
            nodes: result.nodes,
            elapsed: start.elapsed(),
            pv,
            tt_bytes: self.tt.bytes(),
            hashfull: self.tt.hashfull(),
        })
    }
}

/// The position a search starts from and the game around it.
struct Context<'c> {
    v: &'c Variant,
    pos: &'c Position,
    /// Hashes of earlier positions, oldest first, for the repetition rule.
    history: &'c [u64],
    plies_since_capture: u32,
}

/// What a caller asks of a search beyond its limits.
#[derive(Default)]
struct Watch<'a, 'o> {
    /// Only these root moves.
    among: Option<&'a [Move]>,
    observer: Option<Observer<'o>>,
    /// A move to play, which may come from the book (see [`Engine::book`]).
    book: bool,
}

/// What every thread of one search reads.
struct Shared<'s> {
    v: &'s Variant,
    tables: &'s eval::Tables,
    weights: &'s Weights,
    tt: &'s tt::Tt,
    pos: &'s Position,
    history: &'s search::History<'s>,
}

impl<'s> Shared<'s> {
    fn searcher(&self, stop: &'s AtomicBool, params: &search::Params) -> search::Searcher<'s> {
        let history = search::History {
            hashes: self.history.hashes,
            plies_since_capture: self.history.plies_since_capture,
        };
        search::Searcher::new(
            self.v,
            self.tables,
            self.weights,
            self.tt,
            stop,
            self.pos.clone(),
            history,
            params,
        )
    }
}

/// Runs the search on `threads` threads: the caller's decides; the helpers fill the shared table
/// (each from its own root order, so they do not walk in step) and stop when it is done. The
/// report's nodes are those of all threads.
fn search_threads(
    threads: usize,
    observer: Option<Observer<'_>>,
    shared: Shared<'_>,
    moves: Vec<Move>,
    params: &search::Params,
    stop: &AtomicBool,
) -> Option<search::RootResult> {
    if threads <= 1 || moves.len() < 2 {
        return shared.searcher(stop, params).run(moves, params, observer);
    }
    let helpers_stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let helpers: Vec<_> = (1..threads)
            .map(|h| {
                let mut order = moves.clone();
                let len = order.len();
                order.rotate_left((h * 7) % len);
                let (shared, helpers_stop) = (&shared, &helpers_stop);
                scope.spawn(move || {
                    let mut s = shared.searcher(helpers_stop, params);
                    s.run(order, params, None);
                    s.nodes
                })
            })
            .collect();
        let result = shared.searcher(stop, params).run(moves, params, observer);
        helpers_stop.store(true, std::sync::atomic::Ordering::Relaxed);
        // A helper that failed only cost its nodes: the caller's search decides.
        let helper_nodes: u64 = helpers.into_iter().map(|h| h.join().unwrap_or(0)).sum();
        result.map(|mut r| {
            r.nodes += helper_nodes;
            r
        })
    })
}

/// One-shot: a move for the side to move of `game` at `level` within `budget`, with a fresh
/// engine (the default table for Hard, 16 MiB otherwise). `None` when the game is over.
pub fn choose_move(
    game: &Game,
    level: Level,
    budget: Duration,
    seed: Option<u64>,
    stop: &AtomicBool,
) -> Option<Move> {
    let tt_mb = if level == Level::Hard {
        EngineConfig::DEFAULT_TT_MB
    } else {
        16
    };
    let mut engine = Engine::new(EngineConfig { tt_mb, seed });
    engine
        .think(game, level, &SearchLimits::movetime(budget), stop)
        .map(|r| r.best)
}

/// Hard's move for the side to move (a hint for the human player).
pub fn hint(game: &Game, budget: Duration, stop: &AtomicBool) -> Option<Move> {
    choose_move(game, Level::Hard, budget, None, stop)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Preset;
    use std::sync::Arc;

    /// Whether the engine's table holds an entry for the position after `mv` in `game`.
    fn stored_after(engine: &Engine, game: &Game, mv: Move) -> bool {
        let (pos, _) = game.position().play(game.variant(), mv).unwrap();
        engine.tt.probe(pos.hash()).is_some()
    }

    #[test]
    fn the_table_is_cleared_when_the_root_side_or_the_contempt_changes() {
        // Draw scores in the table (no legal move, where that draws) are relative to the root
        // side and the contempt; a search for the other side must not read them.
        let stop = AtomicBool::new(false);
        let limits = SearchLimits::depth(3);
        let attackers = Game::new(Preset::Fetlar);
        let mut defenders = attackers.clone();
        defenders.play(attackers.legal_moves()[0]).unwrap();
        for (contempt, kept) in [(None, false), (Some(0), true)] {
            let mut engine = Engine::new(EngineConfig {
                tt_mb: 1,
                seed: Some(3),
            });
            engine.set_contempt(contempt);
            let first = engine
                .think(&attackers, Level::Hard, &limits, &stop)
                .unwrap();
            assert!(stored_after(&engine, &attackers, first.best));
            // The same side again keeps the table.
            engine
                .think(&attackers, Level::Hard, &limits, &stop)
                .unwrap();
            assert!(stored_after(&engine, &attackers, first.best));
            engine
                .think(&defenders, Level::Hard, &limits, &stop)
                .unwrap();
            assert_eq!(
                stored_after(&engine, &attackers, first.best),
                kept,
                "{contempt:?}"
            );
        }
    }

    #[test]
    fn a_search_for_the_defenders_drops_the_corner_cap() {
        // Copenhagen's weights cap a corner's guard for the attackers; searching for the
        // defenders, hard counts every guard, as it would with no cap at all.
        let v = Arc::new(Variant::from_preset(Preset::Copenhagen));
        let tuned = Level::Hard.weights(&v);
        assert!(tuned.corner_cap > 0);
        let stop = AtomicBool::new(false);
        let limits = SearchLimits::depth(2);
        let score = |side: &str, weights: Option<Weights>| {
            let text = format!("A b2 b3 c2 d6 h6 f4 f8, D e6 g6 f5 f7, K f6; {side}");
            let pos = Position::parse_pieces(&v, &text).unwrap();
            let game = Game::from_position(v.clone(), pos);
            let mut engine = Engine::new(EngineConfig {
                tt_mb: 1,
                seed: Some(1),
            });
            if let Some(w) = weights {
                engine.set_weights(w);
            }
            let report = engine.think(&game, Level::Hard, &limits, &stop).unwrap();
            (report.best, report.score)
        };
        let uncapped = tuned.clone().with_overrides("corner_cap=0").unwrap();
        assert_eq!(score("D", None), score("D", Some(uncapped.clone())));
        assert_ne!(score("A", None), score("A", Some(uncapped)));
    }

    #[test]
    fn an_observer_hears_every_iteration_and_a_root_can_be_narrowed() {
        let game = Game::new(Preset::Brandubh);
        let stop = AtomicBool::new(false);
        let mut engine = Engine::new(EngineConfig {
            tt_mb: 1,
            seed: Some(5),
        });
        let mut heard = Vec::new();
        let mut observe = |i: &Iteration| heard.push(i.clone());
        let report = engine
            .think_with(
                &game,
                Level::Hard,
                &SearchLimits::depth(5),
                &stop,
                None,
                Some(&mut observe),
            )
            .unwrap();
        let depths: Vec<u32> = heard.iter().map(|i| i.depth).collect();
        assert_eq!(depths, [1, 2, 3, 4, 5]);
        let last = heard.last().unwrap();
        assert_eq!(
            (last.score, last.pv.first()),
            (report.score, Some(&report.best))
        );
        // The best move but one: never the best, always legal.
        let others: Vec<Move> = game
            .legal_moves()
            .into_iter()
            .filter(|&m| m != report.best)
            .collect();
        let second = engine
            .think_with(
                &game,
                Level::Hard,
                &SearchLimits::depth(5),
                &stop,
                Some(&others),
                None,
            )
            .unwrap();
        assert_ne!(second.best, report.best);
        assert!(others.contains(&second.best));
        assert_eq!(
            engine.think_with(
                &game,
                Level::Hard,
                &SearchLimits::depth(2),
                &stop,
                Some(&[]),
                None
            ),
            None
        );
    }

    #[test]
    fn the_table_is_cleared_when_the_weights_change() {
        // Without contempt the root side alone keeps the table (above), but Copenhagen's
        // weights differ by side: scores made with one set must not answer a search with the
        // other.
        let stop = AtomicBool::new(false);
        let limits = SearchLimits::depth(2);
        let attackers = Game::new(Preset::Copenhagen);
        let mut engine = Engine::new(EngineConfig {
            tt_mb: 1,
            seed: Some(3),
        });
        engine.set_contempt(Some(0));
        let first = engine
            .think(&attackers, Level::Hard, &limits, &stop)
            .unwrap();
        assert!(stored_after(&engine, &attackers, first.best));
        let other = attackers
            .legal_moves()
            .into_iter()
            .find(|&m| m != first.best);
        let mut defenders = attackers.clone();
        defenders.play(other.unwrap()).unwrap();
        engine
            .think(&defenders, Level::Hard, &limits, &stop)
            .unwrap();
        assert!(!stored_after(&engine, &attackers, first.best));
    }
}
