//! `tafl`: the terminal front end of the Tafl engine.
//!
//! Each subcommand lives in its own module; this file only declares the command line and
//! dispatches to them.

mod analyse;
mod bench;
mod board;
mod engine_process;
mod lesson;
mod matches;
mod perft;
mod play;
mod puzzle;
mod puzzles;
mod replay;
mod review;
mod start_position;

use clap::{Parser, Subcommand};
use std::io;
use std::process::ExitCode;
// The modules the library shares (so that the fuzz targets reach the OTEP engine), under the
// names the commands use.
use tafl_cli::{engine, events, otep, variant_args, CliError, CliResult};

/// Tafl (hnefatafl) board games in the terminal: play, count moves, check game records.
#[derive(Parser, Debug)]
#[command(
    name = "tafl",
    version,
    about = "Tafl (hnefatafl) board games in the terminal: play, puzzle, lesson, perft, replay, review, analyse, match, engine, bench, puzzles",
    long_about = None,
    propagate_version = true
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    Play(play::PlayArgs),
    Perft(perft::PerftArgs),
    Replay(replay::ReplayArgs),
    Review(review::ReviewArgs),
    Analyse(analyse::AnalyseArgs),
    Match(matches::MatchArgs),
    Engine(engine::EngineArgs),
    Bench(bench::BenchArgs),
    Puzzle(puzzle::PuzzleArgs),
    Puzzles(puzzles::PuzzlesArgs),
    Lesson(lesson::LessonArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Play(args) => play::run(&args),
        Command::Perft(args) => perft::run(&args),
        Command::Replay(args) => replay::run(&args),
        Command::Review(args) => review::run(&args),
        Command::Analyse(args) => analyse::run(&args),
        Command::Match(args) => matches::run(&args),
        Command::Engine(args) => engine::run(&args),
        Command::Bench(args) => bench::run(&args),
        Command::Puzzle(args) => puzzle::run(&args),
        Command::Puzzles(args) => puzzles::run(&args),
        Command::Lesson(args) => lesson::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // `tafl perft ... | head`: the reader went away; that is not an error of ours.
        Err(CliError::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(CliError::Io(e)) => {
            eprintln!("tafl: error: {e}");
            ExitCode::FAILURE
        }
        Err(CliError::Message(message)) => {
            eprintln!("tafl: error: {message}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Cli;
    use clap::CommandFactory;

    #[test]
    fn the_command_line_is_well_formed() {
        Cli::command().debug_assert();
    }
}
