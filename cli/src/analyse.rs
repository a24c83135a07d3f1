//! `tafl analyse`: the computer's best move, score and principal variation for one position.

use crate::start_position::{self, parse_side};
use crate::variant_args::{self, VariantArgs};
use crate::{CliError, CliResult};
use clap::Args;
use std::io::{self, Write};
use std::sync::atomic::AtomicBool;
use std::time::Duration;
use tafl_core::ai::{mate_distance, Engine, EngineConfig, Level, SearchLimits, SearchReport};
use tafl_core::{otn, Side};

/// Analyse one position: the best move, its score and the principal variation.
///
/// Searches the position with the Hard level (the one `hint` uses in `tafl play`) for
/// --movetime milliseconds and prints the position, the search's depth and nodes, the score
/// from the side to move's point of view (`+` is good for it, in the evaluation's units, or
/// a forced win or loss in N plies), the principal variation, and last a line
/// `bestmove <move>`.
///
/// Exit code 0 with an analysis; 1 when the position is unreadable, not allowed by the rules,
/// or already decided (nothing to analyse); 2 for bad arguments.
#[derive(Args, Debug)]
#[command(
    after_help = "Example: tafl analyse --position \"/7/6t/7/6K/7/7/7/\" --side defenders \
    --movetime 500\n  (Brandubh: the king on g4 reaches the corner g7 at once; last line: \
    bestmove g4-g7)"
)]
pub struct AnalyseArgs {
    #[command(flatten)]
    pub rules: VariantArgs,

    /// The position: OpenTafl notation, ranks from rank 1 upward, `t` attacker, `T` defender,
    /// `K` king, digits for empty squares [default: the start of the game]
    #[arg(long, value_name = "OTN")]
    pub position: Option<String>,

    /// The side to move: attackers or defenders [default: the side the rules let move first]
    #[arg(long, alias = "to-move", value_name = "SIDE", value_parser = parse_side)]
    pub side: Option<Side>,

    /// Thinking time in milliseconds
    #[arg(long, value_name = "MS", default_value_t = 1000,
          value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
    pub movetime: u64,
}

pub fn run(args: &AnalyseArgs) -> CliResult {
    let variant = args.rules.load()?;
    let position = start_position::position_of(&variant, args.position.as_deref(), args.side)?;
    let game = start_position::game_from(&variant, position)?;
    let mut engine = Engine::new(EngineConfig::default());
    let limits = SearchLimits::movetime(Duration::from_millis(args.movetime));
    let stop = AtomicBool::new(false);
    let report = engine
        .think(&game, Level::Hard, &limits, &stop)
        .ok_or_else(|| CliError::Message("the side to move has no legal move".to_string()))?;
    let side = game.side_to_move();
    let stdout = io::stdout();
    let mut out = stdout.lock();
    writeln!(
        out,
        "position {} ({}), {side} to move",
        otn::write_position(game.position()),
        variant_args::describe(&variant)
    )?;
    for line in describe(&report, side) {
        writeln!(out, "{line}")?;
    }
    writeln!(out, "bestmove {}", report.best)?;
    Ok(())
}

/// The lines before `bestmove`: search size, score, principal variation.
fn describe(report: &SearchReport, side: Side) -> Vec<String> {
    let pv: Vec<String> = report.pv.iter().map(|m| m.to_string()).collect();
    vec![
        format!(
            "depth {} nodes {} time {} ms",
            report.depth,
            report.nodes,
            report.elapsed.as_millis()
        ),
        format!("score {}", score_text(report.score, side)),
        format!("pv {}", pv.join(" ")),
    ]
}

/// `+35 for the attackers`, `the defenders win in 1 ply`, `the attackers lose in 4 plies`.
fn score_text(score: i32, side: Side) -> String {
    let plies = |n: i32| match n.abs() {
        1 => "1 ply".to_string(),
        n => format!("{n} plies"),
    };
    match mate_distance(score) {
        Some(n) if n > 0 => format!("{score} (the {side} win in {})", plies(n)),
        Some(n) => format!("{score} (the {side} lose in {})", plies(n)),
        None => format!("{score:+} for the {side}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tafl_core::ai::MATE;

    #[test]
    fn scores_read_as_words() {
        assert_eq!(score_text(35, Side::Attackers), "+35 for the attackers");
        assert_eq!(score_text(-7, Side::Defenders), "-7 for the defenders");
        assert_eq!(
            score_text(MATE - 1, Side::Defenders),
            format!("{} (the defenders win in 1 ply)", MATE - 1)
        );
        assert_eq!(
            score_text(-(MATE - 4), Side::Attackers),
            format!("{} (the attackers lose in 4 plies)", -(MATE - 4))
        );
    }
}
