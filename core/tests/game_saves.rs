//! The controller's save document ("tafl-game"): every way it can be damaged, and the older
//! documents it still reads (those the apps wrote before the core kept them call it "tafl-session"). (The FFI tests restore one save of each error code; the details of
//! the document are the core's.)

use serde_json::{json, Value};
use std::sync::Arc;
use tafl_core::ai::Level;
use tafl_core::controller::{Coord, GameConfig, GameController, GameError, Mode, NewGameChoice};
use tafl_core::{Preset, Side};

fn c(name: &str) -> Coord {
    Coord::parse(name).unwrap()
}

fn play_all(g: &GameController, moves: &str) {
    for m in moves.split_whitespace() {
        let (from, to) = m.split_once('-').unwrap();
        g.play(c(from), c(to))
            .unwrap_or_else(|e| panic!("{m}: {e:?}"));
    }
}

/// Brandubh: the attackers capture the king beside the empty throne on ply 5.
const KING_CAPTURED: &str = "a4-a3 c4-c3 b4-b2 d4-c4 b2-b4";

fn doc(g: &GameController) -> Value {
    serde_json::from_str(&g.save()).unwrap()
}

fn restore(d: &Value) -> Result<Arc<GameController>, GameError> {
    GameController::restore(d.to_string())
}

/// A two-player Brandubh game with a redo line, and a match whose game 2 has started.
fn samples() -> (Arc<GameController>, Arc<GameController>) {
    let t = GameController::new(GameConfig::two_players(Preset::Brandubh)).unwrap();
    play_all(&t, "f4-f1 e4-e1 b4-b1");
    t.undo().unwrap();
    t.undo().unwrap();
    // Against the computer, game 2 started: made from a two-player match's save, so that the
    // computer never moves here.
    let two = GameController::new(GameConfig {
        two_game_match: true,
        ..GameConfig::two_players(Preset::Brandubh)
    })
    .unwrap();
    play_all(&two, KING_CAPTURED);
    two.next_match_game().unwrap();
    let mut d = doc(&two);
    d["mode"] = json!({"kind": "vs-computer", "human_side": "attackers", "level": "hard"});
    let m = restore(&d).unwrap();
    assert_eq!(
        m.view().mode,
        Mode::VsComputer {
            human_side: Side::Attackers,
            level: Level::Hard
        }
    );
    (t, m)
}

#[test]
fn every_damage_is_a_typed_error() {
    let (t, m) = samples();
    let good = doc(&t);
    let broken = |f: &dyn Fn(&mut Value)| {
        let mut d = good.clone();
        f(&mut d);
        restore(&d).map(|_| ()).unwrap_err()
    };
    assert_eq!(
        broken(&|d| d["format"] = "x".into()),
        GameError::CorruptSave
    );
    assert_eq!(
        broken(&|d| d["format"] = "tafl-save".into()),
        GameError::CorruptSave
    );
    assert_eq!(
        broken(&|d| d["version"] = 2.into()),
        GameError::UnsupportedVersion
    );
    assert_eq!(
        broken(&|d| d["version"] = "1".into()),
        GameError::CorruptSave
    );
    assert_eq!(
        broken(&|d| d["preset"] = "go".into()),
        GameError::UnknownPreset
    );
    assert_eq!(
        broken(&|d| d["preset"] = "tablut".into()),
        GameError::CorruptSave,
        "the game is not played by the preset"
    );
    assert_eq!(
        broken(&|d| d["mode"]["kind"] = "solo".into()),
        GameError::CorruptSave
    );
    assert_eq!(
        broken(
            &|d| d["mode"] = json!({"kind": "vs-computer", "human_side": "kings", "level": "hard"})
        ),
        GameError::CorruptSave
    );
    assert_eq!(
        broken(&|d| d["mode"] =
            json!({"kind": "vs-computer", "human_side": "attackers", "level": "genius"})),
        GameError::CorruptSave
    );
    assert_eq!(
        broken(&|d| d["think_millis"] = "fast".into()),
        GameError::CorruptSave
    );
    assert_eq!(
        broken(&|d| d["redo"] = json!(["a1-a2"])),
        GameError::CorruptSave
    );
    assert_eq!(
        broken(&|d| d["redo"] = json!(["nonsense"])),
        GameError::CorruptSave
    );
    assert_eq!(
        broken(&|d| d["game"]["moves"] = json!(["d2-d9"])),
        GameError::CorruptSave
    );
    assert_eq!(
        broken(&|d| d["game"]["version"] = 5.into()),
        GameError::UnsupportedVersion
    );
    assert_eq!(
        broken(&|d| d["game"]["rules"] = json!({"preset": "chess"})),
        GameError::UnknownPreset
    );
    assert_eq!(
        broken(&|d| d["game"] = "not a game".into()),
        GameError::CorruptSave
    );
    assert_eq!(
        broken(&|d| d["choice"] = json!({"human_side": "attackers", "level": "genius"})),
        GameError::CorruptSave
    );
    assert_eq!(
        broken(&|d| d["rules"] = "dim:".into()),
        GameError::CorruptSave
    );
    assert_eq!(
        broken(
            &|d| d["match"] = json!({"first_side": "attackers", "first_game": d["game"].clone()})
        ),
        GameError::CorruptSave,
        "game 1 of a match must be finished"
    );
    assert_eq!(
        broken(&|d| d["match"] = json!({"first_side": "defenders"})),
        GameError::CorruptSave,
        "player one plays the attackers in game 1 of a two-player match"
    );
    let top = |key: &str| {
        let mut d = good.clone();
        d.as_object_mut().unwrap().remove(key);
        restore(&d).map(|_| ()).unwrap_err()
    };
    for required in ["format", "version", "preset", "mode", "game"] {
        assert_eq!(top(required), GameError::CorruptSave, "{required}");
    }

    // Game 1 of a match is checked like the current game.
    let good = doc(&m);
    assert!(good["match"]["first_game"].is_object());
    let broken = |f: &dyn Fn(&mut Value)| {
        let mut d = good.clone();
        f(&mut d);
        restore(&d).map(|_| ()).unwrap_err()
    };
    assert_eq!(
        broken(&|d| d["match"]["first_game"]["version"] = 9.into()),
        GameError::UnsupportedVersion
    );
    assert_eq!(
        broken(&|d| d["match"]["first_game"]["moves"] = json!(["a4-a3"])),
        GameError::CorruptSave,
        "unfinished"
    );
    assert_eq!(
        broken(&|d| d["match"]["first_side"] = "defenders".into()),
        GameError::CorruptSave,
        "the human's side in game 1 is the mode's"
    );
}

#[test]
fn older_and_leaner_documents_still_load() {
    let (t, m) = samples();
    for g in [&t, &m] {
        let full = doc(g);
        // Every field added after version 1 was first written may be missing.
        for optional in ["think_millis", "seed", "redo", "rules", "counted", "choice"] {
            let mut d = full.clone();
            assert!(d.as_object_mut().unwrap().remove(optional).is_some());
            let back = restore(&d).unwrap_or_else(|e| panic!("without {optional}: {e:?}"));
            assert_eq!(back.view().ply, g.view().ply, "without {optional}");
            assert_eq!(back.view().moves, g.view().moves);
        }
        // The core saves may be given as JSON strings.
        let mut d = full.clone();
        d["game"] = Value::String(d["game"].to_string());
        if d["match"]["first_game"].is_object() {
            d["match"]["first_game"] = Value::String(d["match"]["first_game"].to_string());
        }
        let back = restore(&d).unwrap();
        assert_eq!(back.save(), g.save());
    }
    // Without a redo line nothing can be redone; without a choice the dialog opens on the
    // default side and level.
    let mut d = doc(&t);
    d.as_object_mut().unwrap().remove("redo");
    assert!(!restore(&d).unwrap().view().can_redo);
    let mut d = doc(&t);
    d.as_object_mut().unwrap().remove("choice");
    assert_eq!(restore(&d).unwrap().view().choice, NewGameChoice::default());
    // A match without first_counted: game 1 was not counted yet.
    let mut d = doc(&m);
    d["match"].as_object_mut().unwrap().remove("first_counted");
    let back = restore(&d).unwrap();
    assert_eq!(back.take_finished().and_then(|f| f.match_game), Some(1));
    // Exactly what version 1 wrote first (under the format's older name): no rules, counted,
    // choice or first_counted.
    let first = r#"{"format":"tafl-session","version":1,"preset":"brandubh",
        "mode":{"kind":"two-players"},"think_millis":null,"seed":null,"match":null,
        "game":{"format":"tafl-save","version":1,"rules":{"preset":"brandubh"},"moves":["d2-c2"]},
        "redo":[]}"#;
    let back = GameController::restore(first.to_string()).unwrap();
    assert_eq!(back.view().ply, 1);
    assert_eq!(back.record(), "d2-c2");
    assert_eq!(doc(&back)["format"], "tafl-game");
    // A save without an id gets the same one every time it is read (a finished game it holds
    // is counted once), and keeps it from then on.
    let again = GameController::restore(first.to_string()).unwrap();
    assert_eq!(doc(&back)["id"], doc(&again)["id"]);
    assert!(doc(&back)["id"].is_u64());
}

#[test]
fn the_document_names_every_field() {
    let (_, m) = samples();
    let d = doc(&m);
    let mut keys: Vec<&str> = d.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "choice",
            "counted",
            "format",
            "game",
            "id",
            "match",
            "mode",
            "preset",
            "redo",
            "rules",
            "seed",
            "think_millis",
            "version"
        ]
    );
    assert_eq!(
        d["mode"],
        json!({"kind": "vs-computer", "human_side": "attackers", "level": "hard"})
    );
    assert_eq!(d["match"]["first_side"], "attackers");
    assert_eq!(d["match"]["first_counted"], false);
    assert_eq!(d["match"]["first_game"]["format"], "tafl-save");
    assert_eq!(d["redo"], json!([]));
    // A restored game writes the same document again.
    assert_eq!(restore(&d).unwrap().save(), m.save());
}
