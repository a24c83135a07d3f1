//! The library half of `tafl`: the modules the command line shares with the fuzz targets
//! (`fuzz/`), chiefly the OTEP engine session, so that its input can be fuzzed and replayed by
//! the same code. `main.rs` holds the command line and the other commands.

pub mod engine;
pub mod events;
#[doc(hidden)]
pub mod fuzz_checks;
pub mod otep;
pub mod variant_args;

use std::io;

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
