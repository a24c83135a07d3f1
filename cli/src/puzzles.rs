//! `tafl puzzles`: making the puzzle files (`generate`) and proving them again (`check`).

use crate::variant_args::parse_preset;
use crate::{CliError, CliResult};
use clap::{Args, Subcommand};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use tafl_core::puzzles::generate::{Drop, Event, Generator, Settings};
use tafl_core::puzzles::{self, prove, Puzzle};
use tafl_core::Preset;

/// Make puzzles by self-play and exhaustive proof, or prove a puzzle file again.
#[derive(Args, Debug)]
pub struct PuzzlesArgs {
    #[command(subcommand)]
    pub command: PuzzlesCommand,
}

#[derive(Subcommand, Debug)]
pub enum PuzzlesCommand {
    Generate(GenerateArgs),
    Check(CheckArgs),
}

/// Find new puzzles: positions from the engine's self-play where it sees a forced win, each
/// proven by exhaustive search, kept when exactly one first move wins in the fewest moves.
///
/// Progress goes to standard error. With --out the puzzles are added to FILE (created when
/// missing; puzzles already in it are not found again and new ids continue after theirs), which
/// is rewritten after every puzzle kept; without it they are printed.
#[derive(Args, Debug)]
#[command(
    after_help = "Example: tafl puzzles generate --variant brandubh --count 20 --seed 1 \
    --max-moves 4 --out core/puzzles/brandubh.txt"
)]
pub struct GenerateArgs {
    /// Built-in rule set: brandubh, brandubh-aagenielsen, ard-ri, tablut, hnefatafl,
    /// copenhagen or fetlar [default: brandubh]
    #[arg(long, short = 'v', value_name = "ID", value_parser = parse_preset)]
    pub variant: Option<Preset>,

    /// How many new puzzles to find (an even share for each number of moves)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub count: u32,

    /// The seed of the self-play games (game i uses SEED + i)
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,

    /// The most moves of the winning side a puzzle may take
    #[arg(long, value_name = "N", default_value_t = 4,
          value_parser = clap::value_parser!(u32).range(1..=puzzles::MAX_MOVES as i64))]
    pub max_moves: u32,

    /// Self-play games at most [default: 20 per puzzle asked for]
    #[arg(long, value_name = "N")]
    pub max_games: Option<usize>,

    /// The prover's node budget per candidate [default: by board size]
    #[arg(long, value_name = "NODES")]
    pub proof_nodes: Option<u64>,

    /// The puzzle file to add to
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
}

/// Prove every puzzle of a file again: a forced win in exactly its number of moves, one
/// winning first move, and the main line the prover finds (the longest defence).
#[derive(Args, Debug)]
pub struct CheckArgs {
    /// Built-in rule set of the puzzles [default: brandubh]
    #[arg(long, short = 'v', value_name = "ID", value_parser = parse_preset)]
    pub variant: Option<Preset>,

    /// The puzzle file [default: the shipped puzzles of the variant]
    #[arg(long, value_name = "FILE")]
    pub file: Option<PathBuf>,
}

pub fn run(args: &PuzzlesArgs) -> CliResult {
    match &args.command {
        PuzzlesCommand::Generate(g) => generate(g),
        PuzzlesCommand::Check(c) => check(c),
    }
}

fn read_file(preset: Preset, path: &Path) -> Result<Vec<Puzzle>, CliError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| CliError::Message(format!("{}: {e}", path.display())))?;
    puzzles::parse_file(preset, &text)
        .map_err(|e| CliError::Message(format!("{}: {e}", path.display())))
}

/// Writes the puzzles as a whole file, through a temporary file (never half-written).
fn write_file(preset: Preset, path: &Path, all: &[Puzzle]) -> io::Result<()> {
    let mut text = puzzles::file_header(preset);
    for p in all {
        text.push_str(&p.to_line());
        text.push('\n');
    }
    let temporary = path.with_extension("txt.partial");
    std::fs::write(&temporary, text)?;
    std::fs::rename(&temporary, path)
}

fn generate(args: &GenerateArgs) -> CliResult {
    let preset = args.variant.unwrap_or(Preset::DEFAULT);
    let mut existing = match &args.out {
        Some(path) if path.exists() => read_file(preset, path)?,
        _ => Vec::new(),
    };
    let mut settings = Settings::for_preset(preset, args.count as usize, args.seed, args.max_moves);
    if let Some(games) = args.max_games {
        settings.max_games = games;
    }
    if let Some(nodes) = args.proof_nodes {
        settings.proof_nodes = nodes;
    }
    let generator =
        Generator::new(settings, &existing).map_err(|e| CliError::Message(e.to_string()))?;
    let began = Instant::now();
    let mut failure: Option<io::Error> = None;
    let mut report = |event: &Event| {
        let mut err = io::stderr().lock();
        let _ = match event {
            Event::Game {
                number,
                plies,
                candidates,
            } => writeln!(
                err,
                "game {number}: {plies} plies, {candidates} candidates ({:.0} s)",
                began.elapsed().as_secs_f64()
            ),
            Event::Kept { puzzle, proof } => {
                if let Some(path) = &args.out {
                    existing.push(puzzle.as_ref().clone());
                    if let Err(e) = write_file(preset, path, &existing) {
                        failure.get_or_insert(e);
                    }
                }
                writeln!(
                    err,
                    "kept {}: {} moves, rating {}, proven in {:.2} s",
                    puzzle.id,
                    puzzle.moves,
                    puzzle.rating,
                    proof.as_secs_f64()
                )
            }
            Event::Dropped { why, proof } => match why {
                Drop::QuotaFull { .. } => Ok(()),
                _ => writeln!(err, "dropped: {why:?} ({:.2} s)", proof.as_secs_f64()),
            },
        };
    };
    let (kept, summary) = generator.run(&mut report);
    if let Some(e) = failure {
        return Err(e.into());
    }
    let mut out = io::stdout().lock();
    if args.out.is_none() {
        for p in &kept {
            writeln!(out, "{}", p.to_line())?;
        }
    }
    let by_moves: Vec<String> = summary
        .by_moves
        .iter()
        .enumerate()
        .map(|(i, n)| format!("{} in {}", n, i + 1))
        .collect();
    writeln!(
        out,
        "kept {} puzzles ({}) from {} games, {} candidates ({} duplicates, {} proven); \
         proofs {:.1} s, all {:.1} s",
        summary.kept,
        by_moves.join(", "),
        summary.games,
        summary.candidates,
        summary.duplicates,
        summary.proven,
        summary.proof_time.as_secs_f64(),
        began.elapsed().as_secs_f64()
    )?;
    Ok(())
}

fn check(args: &CheckArgs) -> CliResult {
    let preset = args.variant.unwrap_or(Preset::DEFAULT);
    let all = match &args.file {
        Some(path) => read_file(preset, path)?,
        None => puzzles::builtin(preset).to_vec(),
    };
    let mut out = io::stdout().lock();
    let mut total = Duration::ZERO;
    let mut failed = 0;
    for p in &all {
        let began = Instant::now();
        let verdict = prove::verify(p, None);
        let took = began.elapsed();
        total += took;
        match verdict {
            Ok(nodes) => writeln!(
                out,
                "{}: proven, {} moves, {nodes} nodes, {:.2} s",
                p.id,
                p.moves,
                took.as_secs_f64()
            )?,
            Err(e) => {
                failed += 1;
                writeln!(out, "{}: WRONG: {e}", p.id)?;
            }
        }
    }
    writeln!(
        out,
        "checked {} puzzles: {} proven, {failed} wrong, {:.1} s",
        all.len(),
        all.len() - failed,
        total.as_secs_f64()
    )?;
    if failed > 0 {
        return Err(CliError::Message(format!("{failed} puzzles are wrong")));
    }
    Ok(())
}
