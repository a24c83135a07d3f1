//! `tafl perft`: move-generation counts from the start position.

use crate::start_position::PositionArgs;
use crate::variant_args::VariantArgs;
use crate::CliResult;
use clap::Args;
use std::io::{self, Write};
use std::time::{Duration, Instant};
use tafl_core::perft;

/// Count the move sequences of each length up to DEPTH from the start position (perft).
///
/// With --position, counts from that position instead (--to-move picks the side to move).
/// For d = 1..DEPTH, counts the sequences of exactly d plies. A won position has no children; draw rules (repetition, move limit) are ignored. Standard
/// output gets one `perft <d> <nodes>` line per depth, so its last line is `perft DEPTH N`.
/// With --divide, the `<move> <nodes>` lines for DEPTH come first. Timings and leaves per second
/// go to standard error.
#[derive(Args, Debug)]
#[command(after_help = "Example: tafl perft --variant brandubh --depth 5\n\
    Brandubh reference: d1 40, d2 960, d3 39512, d4 1007392, d5 41843336.")]
pub struct PerftArgs {
    #[command(flatten)]
    pub rules: VariantArgs,

    #[command(flatten)]
    pub start: PositionArgs,

    /// Deepest ply count to search (1 to 20)
    #[arg(long, short = 'd', value_name = "D",
          value_parser = clap::value_parser!(u32).range(1..=20))]
    pub depth: u32,

    /// Also print the node count under each first move at DEPTH (`<move> <nodes>` lines)
    #[arg(long)]
    pub divide: bool,
}

pub fn run(args: &PerftArgs) -> CliResult {
    let variant = args.rules.load()?;
    let start = args.start.load(&variant)?;
    let stdout = io::stdout();
    let mut out = stdout.lock();

    // With --divide the per-move counts of the deepest level are computed once and their sum is
    // that level's total.
    let mut divided_total = None;
    if args.divide {
        let mut pos = start.clone();
        let begun = Instant::now();
        let mut rows = perft::divide(&variant, &mut pos, args.depth);
        let elapsed = begun.elapsed();
        // Natural order: by file, then rank, of the origin, then of the target.
        rows.sort_by_key(|(mv, _)| (mv.from.file(), mv.from.rank(), mv.to.file(), mv.to.rank()));
        for (mv, nodes) in &rows {
            writeln!(out, "{mv} {nodes}")?;
        }
        out.flush()?;
        divided_total = Some((rows.iter().map(|(_, n)| n).sum::<u64>(), elapsed));
    }

    for depth in 1..=args.depth {
        let (nodes, elapsed) = match divided_total {
            Some(done) if depth == args.depth => done,
            _ => {
                let mut pos = start.clone();
                let begun = Instant::now();
                let nodes = perft::perft(&variant, &mut pos, depth);
                (nodes, begun.elapsed())
            }
        };
        writeln!(out, "perft {depth} {nodes}")?;
        out.flush()?;
        eprintln!("{}", timing_line(depth, nodes, elapsed));
    }
    Ok(())
}

/// `perft 5: 41843336 leaves in 0.41 s (102.0 M leaves/s)`.
fn timing_line(depth: u32, nodes: u64, elapsed: Duration) -> String {
    let secs = elapsed.as_secs_f64();
    let rate = if secs > 0.0 {
        format!("{:.1} M leaves/s", nodes as f64 / secs / 1e6)
    } else {
        "too fast to time".to_string()
    };
    format!("perft {depth}: {nodes} leaves in {secs:.2} s ({rate})")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timing_line_has_the_documented_shape() {
        let line = timing_line(5, 41_843_336, Duration::from_millis(410));
        assert_eq!(
            line,
            "perft 5: 41843336 leaves in 0.41 s (102.1 M leaves/s)"
        );
        assert!(timing_line(1, 40, Duration::ZERO).contains("too fast"));
    }
}
