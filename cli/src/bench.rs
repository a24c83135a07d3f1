//! `tafl bench`: the core's fixed search benchmark.

use crate::CliResult;
use clap::Args;
use std::io::{self, Write};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};
use tafl_core::ai::bench::{self, BenchLine, BENCH_TT_MB, POSITIONS};
use tafl_core::ai::{Engine, EngineConfig, Level, SearchLimits};

/// Run the fixed search benchmark: the same positions searched to the same depths every time.
///
/// One line per position (name, preset, depth, nodes, nodes/s), then the total, and as the last
/// line `bench <nodes>`: the node count is deterministic, a fingerprint of the search (any change
/// to move generation, ordering, pruning or evaluation changes it); the speed is not.
#[derive(Args, Debug)]
pub struct BenchArgs {
    /// Multiply every position's search depth by this factor (rounded, at least 1); the
    /// fingerprint is the one of the default factor 1 only
    #[arg(long, value_name = "F", default_value_t = 1.0, value_parser = parse_scale)]
    pub depth_scale: f64,
}

fn parse_scale(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(f) if f.is_finite() && f > 0.0 && f <= 4.0 => Ok(f),
        _ => Err(format!("{text:?}: expected a number above 0 and at most 4")),
    }
}

pub fn run(args: &BenchArgs) -> CliResult {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut failure = None;
    let mut print = |line: &BenchLine| {
        let result = writeln!(
            out,
            "{:<20} preset={:<11} depth={} nodes={} nps={} best={}",
            line.name,
            line.preset.id(),
            line.depth,
            line.nodes,
            line.nps(),
            line.best
        )
        .and_then(|()| out.flush());
        if let Err(e) = result {
            failure.get_or_insert(e);
        }
    };
    let (nodes, elapsed) = if args.depth_scale == 1.0 {
        let report = bench::run_with(&mut print);
        (report.nodes, report.elapsed)
    } else {
        scaled(args.depth_scale, &mut print)
    };
    if let Some(e) = failure {
        return Err(e.into());
    }
    let secs = elapsed.as_secs_f64();
    let nps = if secs > 0.0 {
        (nodes as f64 / secs) as u64
    } else {
        0
    };
    writeln!(
        out,
        "total nodes={nodes} time_ms={} nps={nps}",
        elapsed.as_millis()
    )?;
    writeln!(out, "bench {nodes}")?;
    Ok(())
}

/// The bench with scaled depths, searched exactly as [`bench::run_with`] does.
fn scaled(scale: f64, progress: &mut impl FnMut(&BenchLine)) -> (u64, Duration) {
    let stop = AtomicBool::new(false);
    let (mut nodes, mut elapsed) = (0, Duration::ZERO);
    for (name, preset, plies, depth) in POSITIONS {
        let depth = ((depth as f64 * scale).round() as u32).max(1);
        let game = bench::position(preset, plies);
        let mut engine = Engine::new(EngineConfig {
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
        nodes += line.nodes;
        elapsed += line.elapsed;
    }
    (nodes, elapsed)
}
