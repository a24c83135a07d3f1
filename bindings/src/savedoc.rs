//! The session save document:
//!
//! ```json
//! { "format": "tafl-session", "version": 1, "preset": "brandubh",
//!   "mode": { "kind": "vs-computer", "human_side": "attackers", "level": "hard" },
//!   "think_millis": null, "seed": null,
//!   "match": { "first_side": "attackers", "first_game": null },
//!   "game": { …tafl-core save document… },
//!   "redo": ["d2-d4"],
//!   "rules": null, "counted": false }
//! ```
//!
//! `rules` is the canonical OpenTafl rules string of a custom-rules session (then `preset` is
//! only the base preset and the games are tafl-core saves with custom rules); `counted` (and
//! `match.first_counted`) say whether the game's result was already handed to a tally. Both
//! default to `null`/`false`, so saves written before they existed load.
//!
//! `mode` may also be `{ "kind": "two-players" }`; `match` is `null` outside a two-game match and
//! `first_game` holds game 1 (a finished tafl-core save document) once game 2 has started.
//! `redo` lists the moves redo would replay, next first. `game` and `first_game` may also be
//! the tafl-core save document as a JSON string.

use crate::errors::TaflError;
use crate::matchplay::MatchState;
use crate::presets::Preset;
use crate::session::{Mode, SessionConfig, State};
use crate::types::{Level, Side};
use crate::variants::Ruleset;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tafl_core as tc;

pub const FORMAT: &str = "tafl-session";
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
struct SessionDoc {
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
}

fn game_value(game: &tc::Game) -> Value {
    let text = tc::save::to_json(game);
    serde_json::from_str(&text).unwrap_or(Value::String(text))
}

pub(crate) fn write(st: &State) -> String {
    let mut redo = Vec::new();
    let mut probe = st.game.clone();
    while let Some(r) = probe.redo() {
        redo.push(r.mv.to_string());
    }
    let doc = SessionDoc {
        format: FORMAT.to_string(),
        version: VERSION,
        preset: st.config.preset.id().to_string(),
        mode: match st.config.mode {
            Mode::TwoPlayers => ModeDoc::TwoPlayers,
            Mode::VsComputer { human_side, level } => ModeDoc::VsComputer {
                human_side: human_side.id().to_string(),
                level: level.id().to_string(),
            },
        },
        think_millis: st.config.think_millis,
        seed: st.config.seed,
        matchplay: st.matchplay.as_ref().map(|m| MatchDoc {
            first_side: m.first_side.id().to_string(),
            first_game: m.first_game.as_ref().map(game_value),
            first_counted: m.first_counted,
        }),
        game: game_value(&st.game),
        redo,
        rules: st.ruleset.custom.as_ref().map(|c| c.text.clone()),
        counted: st.counted,
    };
    serde_json::to_string_pretty(&doc).unwrap_or_default()
}

fn read_game(value: Value, ruleset: &Ruleset) -> Result<tc::Game, TaflError> {
    let text = match value {
        Value::String(s) => s,
        other => other.to_string(),
    };
    let game = tc::save::from_json(&text).map_err(|e| match e {
        tc::save::SaveError::UnsupportedVersion(_) => TaflError::UnsupportedVersion,
        tc::save::SaveError::UnknownPreset(_) => TaflError::UnknownPreset,
        _ => TaflError::CorruptSave,
    })?;
    if !ruleset.plays(&game) {
        return Err(TaflError::CorruptSave);
    }
    Ok(game)
}

pub(crate) fn read(text: &str) -> Result<State, TaflError> {
    let value: Value = serde_json::from_str(text).map_err(|_| TaflError::CorruptSave)?;
    let header = value.as_object().ok_or(TaflError::CorruptSave)?;
    if header.get("format").and_then(Value::as_str) != Some(FORMAT) {
        return Err(TaflError::CorruptSave);
    }
    match header.get("version").and_then(Value::as_u64) {
        Some(VERSION) => {}
        Some(_) => return Err(TaflError::UnsupportedVersion),
        None => return Err(TaflError::CorruptSave),
    }
    let doc: SessionDoc = serde_json::from_value(value).map_err(|_| TaflError::CorruptSave)?;
    let preset = Preset::from_id(&doc.preset).ok_or(TaflError::UnknownPreset)?;
    let ruleset = Ruleset::new(preset, doc.rules.as_deref()).map_err(|_| TaflError::CorruptSave)?;
    let mode = match doc.mode {
        ModeDoc::TwoPlayers => Mode::TwoPlayers,
        ModeDoc::VsComputer { human_side, level } => Mode::VsComputer {
            human_side: Side::from_id(&human_side).ok_or(TaflError::CorruptSave)?,
            level: Level::from_id(&level).ok_or(TaflError::CorruptSave)?,
        },
    };
    let matchplay = match doc.matchplay {
        None => None,
        Some(m) => {
            let first_side = Side::from_id(&m.first_side).ok_or(TaflError::CorruptSave)?;
            let expected = match mode {
                Mode::TwoPlayers => Side::Attackers,
                Mode::VsComputer { human_side, .. } => human_side,
            };
            if first_side != expected {
                return Err(TaflError::CorruptSave);
            }
            let first_game = match m.first_game {
                None => None,
                Some(v) => {
                    let g = read_game(v, &ruleset)?;
                    if !g.is_over() {
                        return Err(TaflError::CorruptSave);
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
        let mv = tc::Move::parse(mv).map_err(|_| TaflError::CorruptSave)?;
        game.play(mv).map_err(|_| TaflError::CorruptSave)?;
    }
    for _ in &doc.redo {
        game.undo();
    }
    let config = SessionConfig {
        preset,
        mode,
        two_game_match: matchplay.is_some(),
        think_millis: doc.think_millis,
        seed: doc.seed,
        rules: ruleset.custom.as_ref().map(|c| c.text.clone()),
    };
    Ok(State {
        config,
        ruleset,
        game,
        counted: doc.counted,
        generation: 0,
        matchplay,
    })
}
