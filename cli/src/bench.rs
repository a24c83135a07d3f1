//! `tafl bench`: the core's fixed search benchmark.

use crate::CliResult;
use clap::Args;
use std::io::{self, Write};
use std::time::Instant;
use tafl_core::ai::bench::{self, BenchLine};
use tafl_core::review::{self, ReviewSettings};

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

    /// Search as the frozen baseline (hard before contempt and the later refinements) instead
    /// of today's hard; its fingerprint never changes
    #[arg(long)]
    pub baseline: bool,

    /// Time the engine's review of fixed games instead (a 60-ply Brandubh game and 150 plies of
    /// a Copenhagen game): one line per game (wall-clock and CPU milliseconds), then `review
    /// bench <nodes>`
    #[arg(long, conflicts_with_all = ["baseline", "depth_scale"])]
    pub review: bool,

    /// With --review: nodes per position [default: the review's default]
    #[arg(long, value_name = "N", requires = "review",
          value_parser = clap::value_parser!(u64).range(1..))]
    pub nodes: Option<u64>,

    /// Time the test of the game's end instead: a perft from the start of --preset to --depth
    /// that makes every move down to the leaves, once testing the position after each for the
    /// end of the game (king captured or escaped, exit fort, encirclement, no move left) and
    /// once not; prints nanoseconds a leaf for both and their difference, the test's cost (the
    /// best of --runs runs each)
    #[arg(long, conflicts_with_all = ["baseline", "depth_scale", "review"])]
    pub game_end: bool,

    /// With --game-end: the preset
    #[arg(
        long,
        value_name = "PRESET",
        default_value = "copenhagen",
        requires = "game_end"
    )]
    pub preset: String,

    /// With --game-end: plies of the perft
    #[arg(long, value_name = "D", default_value_t = 4, requires = "game_end",
          value_parser = clap::value_parser!(u32).range(1..=6))]
    pub depth: u32,

    /// With --game-end: runs of each kind (the fastest counts: the others waited for the CPU)
    #[arg(long, value_name = "N", default_value_t = 3, requires = "game_end",
          value_parser = clap::value_parser!(u32).range(1..=20))]
    pub runs: u32,
}

fn parse_scale(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(f) if f.is_finite() && f > 0.0 && f <= 4.0 => Ok(f),
        _ => Err(format!("{text:?}: expected a number above 0 and at most 4")),
    }
}

/// `tafl bench --review`: the review's benchmark. Each game's line has the wall-clock time and
/// the CPU time of the thread that reviewed it: on a machine shared with other work the first
/// grows with the load, the second is what the review itself cost.
fn run_review(args: &BenchArgs) -> CliResult {
    let settings = ReviewSettings {
        nodes: Some(args.nodes.unwrap_or(ReviewSettings::DEFAULT_NODES)),
        ..ReviewSettings::default()
    };
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut failure = None;
    let mut cpu_before = thread_cpu_ms();
    let mut cpu_total = Some(0u64);
    let lines = review::bench::run(&settings, &mut |line| {
        // The review ran on this thread, between the last reading and this one.
        let cpu_now = thread_cpu_ms();
        let cpu = cpu_now.zip(cpu_before).map(|(now, before)| now - before);
        cpu_before = cpu_now;
        cpu_total = cpu_total.zip(cpu).map(|(total, ms)| total + ms);
        let result = writeln!(
            out,
            "review {:<15} preset={:<11} plies={} nodes={} time_ms={} cpu_ms={}",
            line.name,
            line.preset.id(),
            line.plies,
            line.nodes,
            line.elapsed.as_millis(),
            shown(cpu)
        )
        .and_then(|()| out.flush());
        if let Err(e) = result {
            failure.get_or_insert(e);
        }
    });
    if let Some(e) = failure {
        return Err(e.into());
    }
    let nodes: u64 = lines.iter().map(|l| l.nodes).sum();
    let elapsed: u128 = lines.iter().map(|l| l.elapsed.as_millis()).sum();
    writeln!(
        out,
        "review total nodes={nodes} time_ms={elapsed} cpu_ms={}",
        shown(cpu_total)
    )?;
    writeln!(out, "review bench {nodes}")?;
    Ok(())
}

fn shown(ms: Option<u64>) -> String {
    ms.map_or_else(|| "?".to_string(), |ms| ms.to_string())
}

/// Milliseconds of CPU the calling thread has used (`None` where the clock cannot be read).
#[cfg(unix)]
fn thread_cpu_ms() -> Option<u64> {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: t is a valid out pointer; an unsupported clock is an error return, not UB.
    if unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) } != 0 {
        return None;
    }
    Some(u64::try_from(t.tv_sec).ok()? * 1000 + u64::try_from(t.tv_nsec).ok()? / 1_000_000)
}

#[cfg(not(unix))]
fn thread_cpu_ms() -> Option<u64> {
    None
}

/// `tafl bench --game-end`: what the test of the game's end costs a leaf, in a perft that makes
/// every move down to the leaves (as the public tafl crates count theirs). The runs with and
/// without the test alternate, so that a machine busy with other work slows both alike; each
/// kind's fastest run counts.
fn run_game_end(args: &BenchArgs) -> CliResult {
    let preset = tafl_core::Preset::from_id(&args.preset)
        .ok_or_else(|| format!("unknown preset '{}'", args.preset))?;
    let variant = tafl_core::Variant::from_preset(preset);
    let start = tafl_core::Position::start(&variant);
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut best = [f64::INFINITY; 2];
    let mut leaves = [0u64; 2];
    for run in 1..=args.runs {
        for (i, test_end) in [true, false].into_iter().enumerate() {
            let mut pos = start.clone();
            let begun = Instant::now();
            let n = tafl_core::perft::perft_made(&variant, &mut pos, args.depth, test_end);
            let ns = begun.elapsed().as_secs_f64() * 1e9 / n.max(1) as f64;
            best[i] = best[i].min(ns);
            leaves[i] = n;
            writeln!(
                out,
                "game-end run={run} test={} leaves={n} ns_per_leaf={ns:.1}",
                if test_end { "yes" } else { "no" }
            )?;
            out.flush()?;
        }
    }
    if leaves[0] != leaves[1] {
        return Err(format!(
            "the game ends within {} plies ({} leaves tested, {} not): not comparable",
            args.depth, leaves[0], leaves[1]
        )
        .into());
    }
    writeln!(
        out,
        "game-end preset={} depth={} leaves={} ns_per_leaf={:.1} without_test={:.1} test_ns_per_leaf={:.1}",
        preset.id(),
        args.depth,
        leaves[0],
        best[0],
        best[1],
        best[0] - best[1]
    )?;
    Ok(())
}

pub fn run(args: &BenchArgs) -> CliResult {
    if args.review {
        return run_review(args);
    }
    if args.game_end {
        return run_game_end(args);
    }
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
    let report = if args.baseline {
        bench::run_baseline(args.depth_scale, &mut print)
    } else {
        bench::run_scaled(args.depth_scale, &mut print)
    };
    let (nodes, elapsed) = (report.nodes, report.elapsed);
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
