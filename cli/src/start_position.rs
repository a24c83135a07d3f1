//! `--position OTN`: starting a command from any position instead of the start of the game.

use crate::CliError;
use clap::Args;
use std::sync::Arc;
use tafl_core::{otn, Game, Position, Side, Variant};

/// Reads a side name for clap.
pub fn parse_side(text: &str) -> Result<Side, String> {
    match text.to_ascii_lowercase().as_str() {
        "attackers" | "attacker" | "a" => Ok(Side::Attackers),
        "defenders" | "defender" | "d" => Ok(Side::Defenders),
        _ => Err(format!("unknown side {text:?} (attackers or defenders)")),
    }
}

/// `--position "OTN"` and `--to-move SIDE`.
#[derive(Args, Debug, Clone)]
pub struct PositionArgs {
    /// Start from this position instead of the start of the game: OpenTafl notation, ranks from
    /// rank 1 upward, `t` attacker, `T` defender, `K` king, digits for empty squares, e.g.
    /// "/7/6t/7/6K/7/7/7/" (Brandubh: an attacker on g2, the king on g4)
    #[arg(long, value_name = "OTN")]
    pub position: Option<String>,

    /// The side to move in --position: attackers or defenders [default: the side the rules
    /// let move first]
    #[arg(long, value_name = "SIDE", value_parser = parse_side, requires = "position")]
    pub to_move: Option<Side>,
}

impl PositionArgs {
    /// The position to start from: --position with its side to move, or the variant's start.
    pub fn load(&self, variant: &Variant) -> Result<Position, CliError> {
        position_of(variant, self.position.as_deref(), self.to_move)
    }
}

/// The position `otn` names (the start when `None`), with `to_move` to play (the rules' first
/// side when `None`). A bad position is an error that says what is wrong with it.
pub fn position_of(
    variant: &Variant,
    otn: Option<&str>,
    to_move: Option<Side>,
) -> Result<Position, CliError> {
    let side = to_move.unwrap_or(variant.rules().first);
    match otn {
        None => {
            let mut start = Position::start(variant);
            start.set_side_to_move(side);
            Ok(start)
        }
        Some(text) => otn::parse_position(variant, text, side)
            .map_err(|e| CliError::Message(format!("--position: {e}"))),
    }
}

/// A game from `position`, refused when the rules have already ended it there (a puzzle must
/// leave a move to make).
pub fn game_from(variant: &Arc<Variant>, position: Position) -> Result<Game, CliError> {
    let game = Game::from_position(Arc::clone(variant), position);
    match game.outcome() {
        Some(outcome) => Err(CliError::Message(format!(
            "--position: the game is already over in that position ({outcome})"
        ))),
        None => Ok(game),
    }
}
