//! The check the OTEP fuzz target (`fuzz/fuzz_targets/otep.rs`) runs on every input, shared with
//! the stable test that replays its committed corpus (`cli/tests/fuzz_corpora.rs`).
//!
//! The input is what a host writes to `tafl engine`: any bytes, read line by line exactly as
//! standard input is. The session must end (at `goodbye` or the end of input) without
//! panicking, and every line it writes must be a well-formed OTEP reply (see [`check_reply`]).

use crate::engine;
use tafl_core::ai::Level;
use tafl_core::Move;

/// A fuzz target: its name (the fuzz target's and the corpus folder's) and its check.
pub type Target = (&'static str, fn(&[u8]));

/// Every target of this crate.
pub const TARGETS: &[Target] = &[("otep", otep)];

/// Nodes each search of the fuzzed engine may spend: enough for the Hard search to go through
/// its iterations and produce a move, small enough to keep thousands of inputs a second.
const NODES: u64 = 400;

/// Runs `tafl engine` on `data` and checks its replies.
pub fn otep(data: &[u8]) {
    let out = engine::run_input(data, Level::Hard, NODES)
        .unwrap_or_else(|e| panic!("writing to memory failed: {e}"));
    let mut lines = out.lines();
    assert_eq!(
        lines.next(),
        Some("hello"),
        "the engine must greet first:\n{out}"
    );
    for line in lines {
        if let Err(why) = check_reply(line) {
            panic!("malformed reply {line:?}: {why}\nwhole output:\n{out}");
        }
    }
    assert!(out.is_empty() || out.ends_with('\n'), "unterminated reply");
}

/// Whether `line` is one of the replies `tafl engine` may send after `hello`:
/// `move <from>-<to>`, `error <code> <message>`, `analysis 0` or
/// `analysis <n> <move>[|<move>…] <score>`.
pub fn check_reply(line: &str) -> Result<(), String> {
    if line.contains('\r') {
        return Err("a carriage return inside a reply".into());
    }
    let words: Vec<&str> = line.split(' ').collect();
    match words.as_slice() {
        ["move", mv] => straight(mv),
        ["error", code, message @ ..] => {
            code.parse::<i32>()
                .map_err(|_| format!("error code {code:?} is not a number"))?;
            if message.iter().all(|w| w.is_empty()) {
                return Err("an error without a message".into());
            }
            Ok(())
        }
        ["analysis", "0"] => Ok(()),
        ["analysis", count, line, score] => {
            count
                .parse::<u32>()
                .map_err(|_| format!("analysis count {count:?} is not a number"))?;
            score
                .parse::<i32>()
                .map_err(|_| format!("score {score:?} is not a number"))?;
            line.split('|').try_for_each(straight)
        }
        _ => Err("not an OTEP reply".into()),
    }
}

/// A move in simple notation along a rank or a file.
fn straight(text: &str) -> Result<(), String> {
    let mv = Move::parse(text).map_err(|e| e.to_string())?;
    if !text.contains('-') || !mv.is_straight() || mv.to_string() != text {
        return Err(format!("{text:?} is not a move in simple notation"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replies_are_told_apart_from_garbage() {
        for good in [
            "move a4-a1",
            "error 0 position: expected `position <OTN position>`",
            "error -1 no legal move",
            "analysis 0",
            "analysis 1 d4-d7|c5-c7 -35",
        ] {
            assert_eq!(check_reply(good), Ok(()), "{good}");
        }
        for bad in [
            "",
            "hello",
            "move",
            "move a4 a1",
            "move a4-b5",
            "move a4-a4",
            "error x oops",
            "error 0",
            "analysis 1 d4-d7",
            "analysis 1 d4-d7|zz 3",
            "analysis 1 d4-d7 3.5",
            "move a4-a1\r",
        ] {
            assert!(check_reply(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn a_session_with_play_passes_the_check() {
        for (input, reply) in [
            (&b"play attackers\n"[..], "move "),
            (b"side defenders\nanalyze 1 1\n", "analysis 1 "),
        ] {
            let out = engine::run_input(input, Level::Hard, NODES).unwrap();
            assert!(out.lines().any(|l| l.starts_with(reply)), "{out}");
            otep(input);
        }
    }
}
