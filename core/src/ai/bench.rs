//! The search benchmark: fixed positions from four presets searched to fixed depths, one
//! thread, a fresh table each. The total node count fingerprints the search (any change to
//! move generation, ordering, pruning or evaluation changes it); `tafl bench` prints it.

use super::{Engine, EngineConfig, Level, SearchLimits};
use crate::game::Game;
use crate::types::Move;
use crate::Preset;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// Table size used by the bench (MiB).
pub const BENCH_TT_MB: usize = 16;

/// One bench position's result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BenchLine {
    pub name: String,
    pub preset: Preset,
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    pub best: Move,
    pub score: i32,
}

impl BenchLine {
    pub fn nps(&self) -> u64 {
        nps(self.nodes, self.elapsed)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BenchReport {
    /// Total nodes: deterministic for a given engine version.
    pub nodes: u64,
    pub elapsed: Duration,
    pub nps: u64,
    pub lines: Vec<BenchLine>,
}

fn nps(nodes: u64, elapsed: Duration) -> u64 {
    let secs = elapsed.as_secs_f64();
    if secs > 0.0 {
        (nodes as f64 / secs) as u64
    } else {
        0
    }
}

/// The bench positions: (name, preset, plies of the fixed opening, search depth). The opening
/// plays, at ply `i`, the legal move number `(7 * i + 3) mod n` of the generator's order.
pub const POSITIONS: [(&str, Preset, usize, u32); 8] = [
    ("brandubh start", Preset::Brandubh, 0, 7),
    ("brandubh midgame", Preset::Brandubh, 14, 7),
    ("tablut start", Preset::Tablut, 0, 5),
    ("tablut midgame", Preset::Tablut, 16, 5),
    ("hnefatafl start", Preset::Hnefatafl, 0, 5),
    ("hnefatafl midgame", Preset::Hnefatafl, 20, 5),
    ("copenhagen start", Preset::Copenhagen, 0, 5),
    ("copenhagen midgame", Preset::Copenhagen, 20, 5),
];

/// The game of a bench position (the fixed opening played out).
pub fn position(preset: Preset, plies: usize) -> Game {
    let mut game = Game::new(preset);
    for i in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[(7 * i + 3) % moves.len()];
        game.play(mv).expect("generated moves are legal");
    }
    game
}

/// Runs the bench.
pub fn run() -> BenchReport {
    run_with(|_| {})
}

/// Runs the bench, reporting each line as it completes.
pub fn run_with(progress: impl FnMut(&BenchLine)) -> BenchReport {
    run_scaled(1.0, progress)
}

/// Runs the bench with every depth multiplied by `scale` (rounded, at least 1). Only scale 1 gives
/// the fingerprint; other scales are for longer or shorter speed measurements.
pub fn run_scaled(scale: f64, progress: impl FnMut(&BenchLine)) -> BenchReport {
    run_engine(scale, Engine::new, progress)
}

/// Runs the bench played by the frozen [`super::baseline`]: its node count at scale 1 is
/// [`super::baseline::BENCH`] for as long as the baseline stays frozen.
pub fn run_baseline(scale: f64, progress: impl FnMut(&BenchLine)) -> BenchReport {
    run_engine(scale, Engine::baseline, progress)
}

/// Runs the bench played by engines `make` builds (a level's search with other weights, say:
/// comparing searches on one evaluation keeps a fitted weight set from counting as pruning).
pub fn run_engine(
    scale: f64,
    make: impl Fn(EngineConfig) -> Engine,
    mut progress: impl FnMut(&BenchLine),
) -> BenchReport {
    let stop = AtomicBool::new(false);
    let mut lines = Vec::new();
    for (name, preset, plies, depth) in POSITIONS {
        let depth = ((depth as f64 * scale).round() as u32).max(1);
        let game = position(preset, plies);
        let mut engine = make(EngineConfig {
            tt_mb: BENCH_TT_MB,
            seed: Some(0),
        });
        let t0 = Instant::now();
        let Some(report) = engine.think(&game, Level::Hard, &SearchLimits::depth(depth), &stop)
        else {
            continue;
        };
        let line = BenchLine {
            name: name.to_string(),
            preset,
            depth,
            nodes: report.nodes,
            elapsed: t0.elapsed(),
            best: report.best,
            score: report.score,
        };
        progress(&line);
        lines.push(line);
    }
    let nodes = lines.iter().map(|l| l.nodes).sum();
    let elapsed = lines.iter().map(|l| l.elapsed).sum();
    BenchReport {
        nodes,
        elapsed,
        nps: nps(nodes, elapsed),
        lines,
    }
}
