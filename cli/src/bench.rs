//! `tafl bench`: the core's fixed search benchmark.

use crate::CliResult;
use clap::Args;
use std::io::{self, Write};
use tafl_core::ai::bench::{self, BenchLine};

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
