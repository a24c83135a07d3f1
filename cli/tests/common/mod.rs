//! Running the real `tafl` binary, shared by the CLI test files.

use std::io::Write;
use std::process::{Command, Output, Stdio};

pub const TAFL: &str = env!("CARGO_BIN_EXE_tafl");

pub fn tafl(args: &[&str]) -> Output {
    Command::new(TAFL)
        .args(args)
        .output()
        .expect("the tafl binary runs")
}

/// Runs `tafl` with `input` on its standard input (closed afterwards: end of input).
#[allow(dead_code)] // each test file is its own crate; not every one feeds input
pub fn tafl_with_input(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(TAFL)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tafl binary starts");
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(input.as_bytes())
        .expect("tafl reads its input");
    child.wait_with_output().expect("tafl finishes")
}
