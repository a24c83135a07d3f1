//! Saved games: a versioned JSON document holding the rules (a preset id or full custom rules),
//! the start position when it is not the rules' own, and the moves. Loading replays and checks
//! every move, so a save either loads whole or not at all.

use crate::game::Game;
use crate::position::Position;
use crate::presets::Preset;
use crate::rules::{Rules, RulesError};
use crate::types::{Move, Piece, Side, Square};
use crate::variant::Variant;
use crate::MoveError;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::sync::Arc;

/// The format marker every save carries.
pub const FORMAT: &str = "tafl-save";
/// The version this build writes; it reads this one and every older one it knows.
pub const VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SaveError {
    #[error("the save is damaged: {0}")]
    Corrupt(String),
    #[error("the save has version {0}, which this version of the app cannot read")]
    UnsupportedVersion(u32),
    #[error("the save uses an unknown variant: {0:?}")]
    UnknownPreset(String),
    #[error("the save's rules cannot be played: {0}")]
    InvalidRules(#[from] RulesError),
    #[error("the save's start position is invalid: {0}")]
    BadStart(String),
    #[error("move {index} ({mv}) in the save is illegal: {error}")]
    IllegalMove {
        index: usize,
        mv: Move,
        error: MoveError,
    },
}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum SavedRules {
    Preset(String),
    Custom(Rules),
}

#[derive(Serialize, Deserialize)]
struct SavedStart {
    pieces: Vec<(Square, Piece)>,
    to_move: Side,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SaveDoc {
    format: String,
    version: u32,
    rules: SavedRules,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    start: Option<SavedStart>,
    moves: Vec<Move>,
}

/// Writes a game as a save document.
pub fn to_json(game: &Game) -> String {
    let variant = game.variant();
    let rules = match variant.preset() {
        Some(preset) => SavedRules::Preset(preset.id().to_string()),
        None => SavedRules::Custom(variant.rules().clone()),
    };
    let start = (game.start_position() != &Position::start(variant)).then(|| SavedStart {
        pieces: game.start_position().pieces().collect(),
        to_move: game.start_position().side_to_move(),
    });
    let doc = SaveDoc {
        format: FORMAT.to_string(),
        version: VERSION,
        rules,
        start,
        moves: game.moves().iter().map(|p| p.mv).collect(),
    };
    serde_json::to_string_pretty(&doc).expect("save documents always serialize")
}

/// Reads a save document, replaying and checking every move.
pub fn from_json(text: &str) -> Result<Game, SaveError> {
    let value: Value = serde_json::from_str(text).map_err(|e| SaveError::Corrupt(e.to_string()))?;
    from_value(value)
}

/// Reads a save document already parsed as JSON (a history line's game, a game page's save).
/// Every file the core reads goes through a [`Value`] and `serde_json::from_value`: one copy of
/// each type's deserializer in the library, not one per way of reading.
pub(crate) fn from_value(value: Value) -> Result<Game, SaveError> {
    // The header first, so that a newer version is reported as such rather than as damage.
    let format = value.get("format").map(|f| f.as_str().ok_or(f));
    let version = value.get("version").map(|v| v.as_u64().ok_or(v));
    let (format, version) = match (format, version) {
        (Some(Ok(format)), Some(Ok(version))) => (format, version),
        _ => return Err(SaveError::Corrupt("no format and version".into())),
    };
    if format != FORMAT {
        return Err(SaveError::Corrupt(format!("not a {FORMAT} document")));
    }
    let version = u32::try_from(version)
        .map_err(|_| SaveError::Corrupt(format!("version {version} out of range")))?;
    if version != VERSION {
        return Err(SaveError::UnsupportedVersion(version));
    }
    let doc: SaveDoc =
        serde_json::from_value(value).map_err(|e| SaveError::Corrupt(e.to_string()))?;
    let variant = match doc.rules {
        SavedRules::Preset(id) => {
            Variant::from_preset(Preset::from_id(&id).ok_or(SaveError::UnknownPreset(id))?)
        }
        SavedRules::Custom(rules) => Variant::new(rules)?,
    };
    let variant = Arc::new(variant);
    let mut game = match doc.start {
        None => Game::from_variant(variant),
        Some(start) => {
            let pos = Position::from_pieces(&variant, start.pieces, start.to_move)
                .map_err(|e| SaveError::BadStart(e.to_string()))?;
            if pos.king().is_none() {
                return Err(SaveError::BadStart("no king".into()));
            }
            Game::from_position(variant, pos)
        }
    };
    for (i, mv) in doc.moves.into_iter().enumerate() {
        game.play(mv).map_err(|error| SaveError::IllegalMove {
            index: i + 1,
            mv,
            error,
        })?;
    }
    Ok(game)
}
