//! `tafl replay`: checks community game records move by move.

use crate::variant_args::VariantArgs;
use crate::{CliError, CliResult};
use clap::Args;
use std::io::{self, Write};
use std::path::PathBuf;
use std::sync::Arc;
use tafl_core::notation::{record_tokens, replay_record, RecordedMove};
use tafl_core::{Game, ParseError, Variant};

/// Check community game records move by move: legality and recorded captures.
///
/// Replays every game record of FILE and reports, per game, the plies played and the result,
/// the first illegal move, and moves whose recorded captures differ from the real ones.
///
/// FILE holds one record per line: moves separated by spaces, attackers first, `from-to` with
/// each captured square appended as `x<square>` (`d2-e2 c4-c5 e2-d2xd3`). King captures are not
/// marked. Blank lines and lines starting with `#` are skipped; anything after a comma and a
/// trailing word that is not a move (`timeout`, `resigned`, ...) are ignored.
///
/// Output: one line per game, then a last line `games G illegal I mismatches M`, where
/// G = number of records, I = number of records containing an illegal or unreadable move
/// (a record stops being replayed at its first illegal move, so each counts at most once), and
/// M = total number of legal moves, over all records, whose recorded `x` captures differ from
/// the soldiers actually captured.
///
/// Exit code 0 whenever FILE could be read (illegal moves are findings, not failures); 1 when
/// FILE cannot be read or the rules cannot be loaded; 2 for bad arguments.
#[derive(Args, Debug)]
pub struct ReplayArgs {
    #[command(flatten)]
    pub rules: VariantArgs,

    /// The file of game records, one per line
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
}

/// What replaying one record line found.
#[derive(Debug)]
struct GameCheck {
    plies: usize,
    outcome: Option<tafl_core::Outcome>,
    illegal: Option<String>,
    mismatches: Vec<String>,
}

pub fn run(args: &ReplayArgs) -> CliResult {
    let variant = args.rules.load()?;
    let text = std::fs::read_to_string(&args.file)
        .map_err(|e| CliError::Message(format!("cannot read {}: {e}", args.file.display())))?;
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let (mut games, mut illegal, mut mismatches) = (0usize, 0usize, 0usize);
    for (index, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        games += 1;
        let check = check_record(&variant, trimmed);
        if check.illegal.is_some() {
            illegal += 1;
        }
        mismatches += check.mismatches.len();
        writeln!(out, "{}", describe(games, index + 1, &check))?;
    }
    writeln!(
        out,
        "games {games} illegal {illegal} mismatches {mismatches}"
    )?;
    Ok(())
}

/// Replays one record line from the start position.
fn check_record(variant: &Arc<Variant>, line: &str) -> GameCheck {
    let tokens = record_tokens(line);
    // Moves up to the first token that cannot be read; that token is reported like an illegal
    // move, after the moves before it have been checked.
    let mut moves = Vec::with_capacity(tokens.len());
    let mut unreadable = None;
    for (i, token) in tokens.iter().enumerate() {
        match RecordedMove::parse(token) {
            Ok(mv) => moves.push(mv),
            Err(e) => {
                unreadable = Some(format!("move {} ({token}) cannot be read: {e}", i + 1));
                break;
            }
        }
    }
    let mut game = Game::from_variant(Arc::clone(variant));
    let report = replay_record(&mut game, &moves);
    GameCheck {
        plies: report.plies,
        outcome: game.outcome(),
        illegal: report.illegal.map(|e| e.to_string()).or(unreadable),
        mismatches: report.mismatches.iter().map(describe_mismatch).collect(),
    }
}

fn describe_mismatch(error: &ParseError) -> String {
    match error {
        ParseError::CaptureMismatch {
            index,
            text,
            recorded,
            actual,
        } => {
            let or_none = |s: &str| {
                if s.is_empty() {
                    "nothing".to_string()
                } else {
                    s.to_string()
                }
            };
            format!(
                "move {index} ({text}) records {} but captures {}",
                or_none(recorded),
                or_none(actual)
            )
        }
        other => other.to_string(),
    }
}

/// `game 3 (line 7): 24 plies, defenders win: the king escaped; 1 capture mismatch: ...`.
fn describe(number: usize, line: usize, check: &GameCheck) -> String {
    let plies = match check.plies {
        1 => "1 ply".to_string(),
        n => format!("{n} plies"),
    };
    let mut text = format!("game {number} (line {line}): {plies}, ");
    match (&check.illegal, check.outcome) {
        (Some(illegal), _) => text.push_str(&format!("ILLEGAL: {illegal}")),
        (None, Some(outcome)) => text.push_str(&outcome.to_string()),
        (None, None) => text.push_str("no result"),
    }
    if !check.mismatches.is_empty() {
        let n = check.mismatches.len();
        let noun = if n == 1 { "mismatch" } else { "mismatches" };
        text.push_str(&format!(
            "; {n} capture {noun}: {}",
            check.mismatches.join("; ")
        ));
    }
    text
}
