//! `tafl`: the terminal front end of the Tafl engine.
//!
//! Each subcommand lives in its own module; this file only declares the command line and
//! dispatches to them.

mod analyse;
mod bench;
mod board;
mod engine;
mod events;
mod matches;
mod otep;
mod perft;
mod play;
mod replay;
mod start_position;
mod variant_args;

use clap::{Parser, Subcommand};
use std::io;
use std::process::ExitCode;

/// Tafl (hnefatafl) board games in the terminal: play, count moves, check game records.
#[derive(Parser, Debug)]
#[command(
    name = "tafl",
    version,
    about = "Tafl (hnefatafl) board games in the terminal: play, perft, replay, analyse, match, engine, bench",
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
    Analyse(analyse::AnalyseArgs),
    Match(matches::MatchArgs),
    Engine(engine::EngineArgs),
    Bench(bench::BenchArgs),
}

/// An error that ends the program with exit code 1 (clap's own errors use exit code 2).
#[derive(Debug)]
pub enum CliError {
    /// A message for the user.
    Message(String),
    /// Writing the output failed.
    Io(io::Error),
}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> CliError {
        CliError::Io(e)
    }
}

impl From<String> for CliError {
    fn from(message: String) -> CliError {
        CliError::Message(message)
    }
}

pub type CliResult = Result<(), CliError>;

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Play(args) => play::run(&args),
        Command::Perft(args) => perft::run(&args),
        Command::Replay(args) => replay::run(&args),
        Command::Analyse(args) => analyse::run(&args),
        Command::Match(args) => matches::run(&args),
        Command::Engine(args) => engine::run(&args),
        Command::Bench(args) => bench::run(&args),
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
