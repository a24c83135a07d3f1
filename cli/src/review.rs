//! `tafl review`: the engine's review of recorded games, move by move.

use crate::replay::{check_record, describe, read_file, records};
use crate::variant_args::VariantArgs;
use crate::{CliError, CliResult};
use clap::Args;
use std::io::{self, Write};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use tafl_core::review::{self, ReviewProgress, ReviewSettings, ReviewState};
use tafl_core::words::Words;

/// Review recorded games with the engine: every move judged by how much it lowered its side's
/// chance of winning.
///
/// Reads the records `tafl replay` reads (one game per line, the same format) and reviews each
/// game as the rules play it (up to an illegal move, or to the end the rules gave a game whose
/// record goes on). For each game: the line `tafl replay` prints, a summary per side (accuracy:
/// the mean of lichess's per-move accuracy, 100 for a move that keeps the side's chances; the
/// flagged moves), then one line per ply: the ply, the move, the verdict, the mover's chance of
/// winning before (with the best move) and after the move, and for an inaccuracy or worse or a
/// missed win the better move and the engine's line.
///
/// Verdicts by the chance lost: best move (under 2 points, or the engine's move), good move
/// (under 5), inaccuracy (under 10), mistake (under 15), blunder (15 or more); missed win (a
/// forced win was there and the move gave it up), only move (every other move would have lost
/// 10 points or more). Every position is searched to the same node budget on one thread, so a
/// review is the same every time.
///
/// Exit code 0 when every game was reviewed; 1 when FILE cannot be read, holds no record, or a
/// record has an illegal or unreadable move (the moves before it are still reviewed); 2 for bad
/// arguments.
#[derive(Args, Debug)]
#[command(
    after_help = "Example: tafl review --variant brandubh-aagenielsen --game 4 docs/samples/brandubh-records.txt\n\
    A line of its output:\n     \
    9. b4-b5          Blunder          45% ->   0%  better d1-b1 (d1-b1 e4-c4 b1-b3)"
)]
pub struct ReviewArgs {
    #[command(flatten)]
    pub rules: VariantArgs,

    /// Nodes the engine searches per position (the only-move check half of it)
    #[arg(long, value_name = "N", default_value_t = ReviewSettings::DEFAULT_NODES,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub nodes: u64,

    /// Also stop each search at this many plies
    #[arg(long, value_name = "D", value_parser = clap::value_parser!(u32).range(1..=64))]
    pub depth: Option<u32>,

    /// Review only the Nth game of FILE (from 1)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub game: Option<u64>,

    /// The file of game records, one per line
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
}

pub fn run(args: &ReviewArgs) -> CliResult {
    let variant = args.rules.load()?;
    let text = read_file(&args.file)?;
    let settings = ReviewSettings {
        nodes: Some(args.nodes),
        depth: args.depth,
        ..ReviewSettings::default()
    };
    let words = Words::default();
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let (mut games, mut failed) = (0u64, Vec::new());
    for (number, (line_number, line)) in (1u64..).zip(records(&text)) {
        games += 1;
        if args.game.is_some_and(|g| g != number) {
            continue;
        }
        let check = check_record(&variant, line);
        writeln!(out, "{}", describe(games as usize, line_number, &check))?;
        if let Some(illegal) = &check.illegal {
            failed.push(format!("game {number} (line {line_number}): {illegal}"));
        }
        let stop = AtomicBool::new(false);
        let Some(result) = review::review(&check.game, &settings, &stop, &mut |_| {}) else {
            return Err(CliError::Message("the review was stopped".into()));
        };
        let progress = ReviewProgress {
            done: 0,
            total: 0,
            state: ReviewState::Done,
        };
        let view = review::view::build(&words, progress, Some(&result));
        for side in &view.sides {
            writeln!(out, "  {}", side.summary)?;
        }
        for m in &view.moves {
            let mut row = format!(
                "  {:>4}. {:<14} {:<16} {:>3.0}% -> {:>3.0}%",
                m.ply, m.notation, m.verdict_text, m.win_before, m.win_after
            );
            if let Some(better) = &m.better_move {
                row.push_str(&format!("  better {better} ({})", m.better_line.join(" ")));
            }
            writeln!(out, "{}", row.trim_end())?;
        }
    }
    if games == 0 {
        return Err(CliError::Message(format!(
            "{} holds no game record",
            args.file.display()
        )));
    }
    if let Some(wanted) = args.game.filter(|&g| g > games) {
        return Err(CliError::Message(format!(
            "there is no game {wanted}: {} holds {games}",
            args.file.display()
        )));
    }
    if !failed.is_empty() {
        return Err(CliError::Message(format!(
            "not every move could be reviewed: {}",
            failed.join("; ")
        )));
    }
    Ok(())
}
