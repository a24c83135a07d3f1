//! `tafl replay`: checks community game records move by move.

use crate::variant_args::VariantArgs;
use crate::{CliError, CliResult};
use clap::Args;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tafl_core::notation::{record_tokens, replay_record, RecordedMove, RulesEnd};
use tafl_core::{Game, ParseError, Variant};

/// Check community game records move by move: legality and recorded captures.
///
/// Replays every game record of FILE and reports, per game, the plies played and the result,
/// the first illegal move, and moves whose recorded captures differ from the real ones.
///
/// FILE holds one record per line: moves separated by spaces, attackers first, `from-to` with
/// each captured square appended as `x<square>`, king captures not marked. Anything after the
/// first comma (the `moves,...,Result` export lines of aagenielsen.dk) and a trailing word that is
/// not a move (`timeout`, `resigned`, ...) are ignored; so are blank lines and lines starting with
/// `#`. Recorded captures are compared as sets: `e7-k7xk6xk6` records one capture.
///
/// Servers do not always apply the repetition rule or the move limit. When one of them ends the
/// game and the record goes on, the game's line says so ("the rules ended it at ply N by
/// repetition; the record continues ...") and the rest of the record is still checked on the
/// board without those rules; such games are also counted on a line `continued after the rules
/// ended them: C` before the last line.
///
/// Output: one line per game, then a last line `games G illegal I mismatches M`, where
/// G = number of records, I = number of records containing a move that is impossible on the
/// board or unreadable (a record stops being replayed at its first illegal move, so each counts
/// at most once), and M = total number of legal moves, over all records, whose recorded `x`
/// captures differ from the soldiers actually captured.
///
/// Exit code 0 whenever FILE could be read (illegal moves are findings, not failures); 1 when
/// FILE cannot be read or the rules cannot be loaded; 2 for bad arguments.
#[derive(Args, Debug)]
#[command(
    after_help = "Example: tafl replay --variant brandubh-aagenielsen docs/samples/brandubh-records.txt\n\
    A record line (a Brandubh game of that file, won by the defenders):\n  \
    d6-e6 c4-c6 d2-e2 c6-b6 g4-g6 d5-g5xg6 a4-a5 g5-g4xf4 a5-f5 d4-d5 b4-b5 e4-b4xb5 d1-f1 \
    d5-a5 f5-g5 a5-a1,engine-easy,engine-medium,defenders won"
)]
pub struct ReplayArgs {
    #[command(flatten)]
    pub rules: VariantArgs,

    /// The file of game records, one per line
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
}

/// What replaying one record line found.
#[derive(Debug)]
pub struct GameCheck {
    /// The game as the rules played it: up to the first illegal move, and up to the end the
    /// rules gave it when the record goes on past that.
    pub game: Game,
    pub plies: usize,
    pub outcome: Option<tafl_core::Outcome>,
    /// The first move that is illegal or cannot be read.
    pub illegal: Option<String>,
    mismatches: Vec<String>,
    /// The rules ended the game here while the record goes on.
    ended_by_rules: Option<RulesEnd>,
    /// The result on the board at the end of such a record.
    record_outcome: Option<tafl_core::Outcome>,
}

pub fn run(args: &ReplayArgs) -> CliResult {
    let variant = args.rules.load()?;
    let text = read_file(&args.file)?;
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let (mut games, mut illegal, mut mismatches, mut continued) = (0usize, 0usize, 0usize, 0usize);
    for (index, line) in records(&text) {
        games += 1;
        let check = check_record(&variant, line);
        if check.illegal.is_some() {
            illegal += 1;
        }
        mismatches += check.mismatches.len();
        if check.ended_by_rules.is_some() {
            continued += 1;
        }
        writeln!(out, "{}", describe(games, index, &check))?;
    }
    if continued > 0 {
        writeln!(out, "continued after the rules ended them: {continued}")?;
    }
    writeln!(
        out,
        "games {games} illegal {illegal} mismatches {mismatches}"
    )?;
    Ok(())
}

/// The text of a records file, or why it cannot be read.
pub fn read_file(path: &Path) -> Result<String, CliError> {
    std::fs::read_to_string(path)
        .map_err(|e| CliError::Message(format!("cannot read {}: {e}", path.display())))
}

/// The record lines of a file with their line numbers (from 1): blank lines and lines starting
/// with `#` are skipped.
pub fn records(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(index, line)| (index + 1, line.trim()))
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'))
}

/// Replays one record line from the start position.
pub fn check_record(variant: &Arc<Variant>, line: &str) -> GameCheck {
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
        game,
        illegal: report.illegal.map(|e| e.to_string()).or(unreadable),
        mismatches: report.mismatches.iter().map(describe_mismatch).collect(),
        ended_by_rules: report.ended_by_rules,
        record_outcome: report.record_outcome,
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

/// `game 3 (line 7): 24 plies, defenders win: the king escaped; 1 capture mismatch: ...`, or for
/// a record that goes on after a draw rule ended the game: `game 4 (line 9): 30 plies, draw:
/// repetition; the rules ended it at ply 20 by repetition; the record continues to ply 30:
/// defenders win: the king escaped`.
pub fn describe(number: usize, line: usize, check: &GameCheck) -> String {
    let mut text = format!("game {number} (line {line}): {}, ", plies(check.plies));
    match (&check.illegal, check.outcome) {
        (Some(illegal), _) => text.push_str(&format!("ILLEGAL: {illegal}")),
        (None, Some(outcome)) => text.push_str(&outcome.to_string()),
        (None, None) => text.push_str("no result"),
    }
    if let Some(end) = check.ended_by_rules {
        text.push_str(&format!(
            "; the rules ended it at ply {} by {}; the record continues",
            end.ply,
            end.outcome.reason.describe()
        ));
        if check.illegal.is_none() {
            let result = check
                .record_outcome
                .map_or_else(|| "no result".to_string(), |o| o.to_string());
            text.push_str(&format!(" to ply {}: {result}", check.plies));
        }
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

fn plies(n: usize) -> String {
    match n {
        1 => "1 ply".to_string(),
        n => format!("{n} plies"),
    }
}
