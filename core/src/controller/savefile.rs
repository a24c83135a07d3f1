//! The save of a whole game as the apps keep it — mode, match, score-tally marks and the game
//! itself — so that a restored game is the game that was left, and the new-game dialog reopens
//! on the choice it was started with:
//!
//! ```json
//! { "format": "tafl-game", "version": 1, "preset": "brandubh",
//!   "mode": { "kind": "vs-computer", "human_side": "attackers", "level": "hard" },
//!   "think_millis": null, "seed": null,
//!   "match": { "first_side": "attackers", "first_game": null, "first_counted": false },
//!   "game": { …tafl-core save document… },
//!   "redo": ["d2-d4"],
//!   "rules": null, "counted": false,
//!   "choice": { "human_side": "defenders", "level": "medium" } }
//! ```
//!
//! `rules` is the canonical OpenTafl rules string of custom rules (`preset` is then only the base
//! preset, and the games are core saves with the full rules). `counted` (and
//! `match.first_counted`) say whether a game's result was already handed to a score tally.
//! `choice` keeps the side and level the new-game dialog showed in a two-player game. `mode` may
//! be `{ "kind": "two-players" }`; `match` is `null` outside a two-game match and `first_game`
//! holds game 1 once game 2 has started. `"analysis": true` marks the save of an analysis board
//! (a person moves for both sides), which restores as one. `redo` lists the moves redo would
//! replay, next first. `game` and `first_game` may also be given as the core save document in a
//! JSON string. `id` tells the game from every other, so that the score tally and the history
//! count its result once (a save without one gets the same id every time it is read). Fields
//! added after version 1 was first written default when absent, so every older save loads.

use crate::ai::Level;
use crate::controller::config::{GameConfig, Mode, NewGameChoice, Ruleset};
use crate::controller::matchplay::MatchState;
use crate::controller::page::GamePage;
use crate::controller::GameError;
use crate::game::Game;
use crate::presets::Preset;
use crate::types::{Move, Side};
use serde::{Deserialize, Serialize};
use serde_json::Value;

pub const FORMAT: &str = "tafl-game";
/// The format's name in the files the apps wrote before the core kept them (the same document).
const OLDER_FORMAT: &str = "tafl-session";
pub const VERSION: u64 = 1;

#[derive(Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
enum ModeDoc {
    TwoPlayers,
    VsComputer { human_side: String, level: String },
}

#[derive(Serialize, Deserialize)]
struct MatchDoc {
    first_side: String,
    #[serde(default)]
    first_game: Option<Value>,
    #[serde(default)]
    first_counted: bool,
}

#[derive(Serialize, Deserialize)]
struct ChoiceDoc {
    human_side: String,
    level: String,
}

#[derive(Serialize, Deserialize)]
struct SaveDoc {
    format: String,
    version: u64,
    preset: String,
    mode: ModeDoc,
    #[serde(default)]
    think_millis: Option<u32>,
    #[serde(default)]
    seed: Option<u64>,
    #[serde(default, rename = "match")]
    matchplay: Option<MatchDoc>,
    game: Value,
    #[serde(default)]
    redo: Vec<String>,
    #[serde(default)]
    rules: Option<String>,
    #[serde(default)]
    counted: bool,
    #[serde(default)]
    choice: Option<ChoiceDoc>,
    /// An analysis board (written only when true, so other saves read as before).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    analysis: bool,
    /// Tells this game from every other, so that its result is counted once.
    #[serde(default)]
    id: Option<u64>,
}

fn game_value(game: &Game) -> Value {
    let text = crate::save::to_json(game);
    serde_json::from_str(&text).unwrap_or(Value::String(text))
}

pub(crate) fn write(s: &GamePage) -> String {
    let mut redo = Vec::new();
    let mut probe = s.game.clone();
    while let Some(r) = probe.redo() {
        redo.push(r.mv.to_string());
    }
    let doc = SaveDoc {
        format: FORMAT.to_string(),
        version: VERSION,
        preset: s.config.preset.id().to_string(),
        mode: match s.config.mode {
            Mode::TwoPlayers => ModeDoc::TwoPlayers,
            Mode::VsComputer { human_side, level } => ModeDoc::VsComputer {
                human_side: human_side.name().to_string(),
                level: level.name().to_string(),
            },
        },
        think_millis: s.config.think_millis,
        seed: s.config.seed,
        matchplay: s.matchplay.as_ref().map(|m| MatchDoc {
            first_side: m.first_side.name().to_string(),
            first_game: m.first_game.as_ref().map(game_value),
            first_counted: m.first_counted,
        }),
        game: game_value(&s.game),
        redo,
        rules: s.ruleset.custom.as_ref().map(|c| c.text.clone()),
        counted: s.counted,
        choice: Some(ChoiceDoc {
            human_side: s.choice.human_side.name().to_string(),
            level: s.choice.level.name().to_string(),
        }),
        analysis: s.analysis,
        id: Some(s.id),
    };
    serde_json::to_string_pretty(&doc).unwrap_or_default()
}

fn side(id: &str) -> Result<Side, GameError> {
    Side::BOTH
        .into_iter()
        .find(|s| s.name() == id)
        .ok_or(GameError::CorruptSave)
}

fn level(id: &str) -> Result<Level, GameError> {
    Level::ALL
        .into_iter()
        .find(|l| l.name() == id)
        .ok_or(GameError::CorruptSave)
}

fn read_game(value: Value, ruleset: &Ruleset) -> Result<Game, GameError> {
    let game = match value {
        Value::String(text) => crate::save::from_json(&text),
        other => crate::save::from_value(other),
    };
    let game = game.map_err(|e| match e {
        crate::save::SaveError::UnsupportedVersion(_) => GameError::UnsupportedVersion,
        crate::save::SaveError::UnknownPreset(_) => GameError::UnknownPreset,
        _ => GameError::CorruptSave,
    })?;
    if !ruleset.plays(&game) {
        return Err(GameError::CorruptSave);
    }
    Ok(game)
}

/// CorruptSave (not a game's save, or damaged), UnsupportedVersion (written by a newer app),
/// UnknownPreset (rules this app does not know).
pub(crate) fn read(text: &str) -> Result<GamePage, GameError> {
    let value: Value = serde_json::from_str(text).map_err(|_| GameError::CorruptSave)?;
    let header = value.as_object().ok_or(GameError::CorruptSave)?;
    match header.get("format").and_then(Value::as_str) {
        Some(FORMAT | OLDER_FORMAT) => {}
        _ => return Err(GameError::CorruptSave),
    }
    match header.get("version").and_then(Value::as_u64) {
        Some(VERSION) => {}
        Some(_) => return Err(GameError::UnsupportedVersion),
        None => return Err(GameError::CorruptSave),
    }
    let doc: SaveDoc = serde_json::from_value(value).map_err(|_| GameError::CorruptSave)?;
    let preset = Preset::from_id(&doc.preset).ok_or(GameError::UnknownPreset)?;
    let ruleset = Ruleset::new(preset, doc.rules.as_deref()).map_err(|_| GameError::CorruptSave)?;
    let mode = match doc.mode {
        ModeDoc::TwoPlayers => Mode::TwoPlayers,
        ModeDoc::VsComputer {
            human_side,
            level: l,
        } => Mode::VsComputer {
            human_side: side(&human_side)?,
            level: level(&l)?,
        },
    };
    let matchplay = match doc.matchplay {
        None => None,
        Some(m) => {
            let first_side = side(&m.first_side)?;
            let expected = match mode {
                Mode::TwoPlayers => Side::Attackers,
                Mode::VsComputer { human_side, .. } => human_side,
            };
            if first_side != expected {
                return Err(GameError::CorruptSave);
            }
            let first_game = match m.first_game {
                None => None,
                Some(v) => {
                    let g = read_game(v, &ruleset)?;
                    if !g.is_over() {
                        return Err(GameError::CorruptSave);
                    }
                    Some(g)
                }
            };
            Some(MatchState {
                first_side,
                first_counted: m.first_counted && first_game.is_some(),
                first_game,
            })
        }
    };
    let mut game = read_game(doc.game, &ruleset)?;
    for mv in &doc.redo {
        let mv = Move::parse(mv).map_err(|_| GameError::CorruptSave)?;
        game.play(mv).map_err(|_| GameError::CorruptSave)?;
    }
    for _ in &doc.redo {
        game.undo();
    }
    let config = GameConfig {
        preset,
        rules: None,
        mode,
        two_game_match: matchplay.is_some(),
        think_millis: doc.think_millis,
        seed: doc.seed,
    };
    let remembered = match doc.choice {
        Some(c) => NewGameChoice {
            human_side: side(&c.human_side)?,
            level: level(&c.level)?,
            ..NewGameChoice::default()
        },
        None => NewGameChoice::default(),
    };
    let mut page = GamePage::start(config, remembered, ruleset);
    page.id = doc.id.unwrap_or_else(|| fingerprint(text));
    page.game = game;
    page.matchplay = matchplay;
    page.counted = doc.counted;
    page.analysis = doc.analysis;
    Ok(page)
}

/// The id of a save written before saves had one: the same for the same text, so that a
/// finished game it holds is counted once however often it is read (FNV-1a).
fn fingerprint(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}
