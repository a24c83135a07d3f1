//! Custom rules (OpenTafl rules strings) in a session, `rules_info()`, `validate_rules()`, and
//! the move list.

use serde_json::Value;
use std::sync::Arc;
use tafl_ffi::*;

mod common;
use common::play_all;

/// Brandubh's board with OpenTafl's defaults, but the king escapes to any edge square and is
/// weak (captured by two).
const EDGE_RULES: &str =
    "dim:7 name:Edge_Brandubh esc:e ks:w   start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
/// The king walks from d4 to a5: an edge square, not a corner.
const TO_THE_EDGE: &str = "b4-b3 d5-g5 b3-b2 d4-d5 b2-c2 d5-a5";

fn config(rules: Option<&str>, two_game_match: bool) -> SessionConfig {
    SessionConfig {
        preset: Preset::Brandubh,
        mode: Mode::TwoPlayers,
        two_game_match,
        think_millis: None,
        seed: None,
        rules: rules.map(str::to_string),
    }
}

fn custom(two_game_match: bool) -> Arc<GameSession> {
    GameSession::with_rules(config(Some(EDGE_RULES), two_game_match)).unwrap()
}

#[test]
fn custom_rules_override_the_preset() {
    let brandubh = GameSession::with_rules(config(None, false)).unwrap();
    play_all(&brandubh, TO_THE_EDGE);
    assert_eq!(brandubh.snapshot().status, GameStatus::Ongoing);

    let edge = custom(false);
    play_all(&edge, TO_THE_EDGE);
    let snap = edge.snapshot();
    assert_eq!(snap.status, GameStatus::DefendersWon);
    assert_eq!(snap.reason, Some(EndReason::KingEscaped));

    let info = edge.rules_info();
    assert_eq!(info.preset, None);
    assert_eq!(info.name, "Edge Brandubh");
    assert_eq!(info.board_size, 7);
    assert_eq!((info.attackers, info.defenders), (8, 4));
    let canonical = info
        .rules
        .clone()
        .expect("custom rules have a rules string");
    assert_eq!(info.variant_key, canonical);
    assert!(canonical.contains("esc:e"), "{canonical}");
    assert!(!canonical.contains("   "), "{canonical}");
    assert_eq!(validate_rules(canonical.clone()).unwrap(), info);
    assert_eq!(validate_rules(EDGE_RULES.into()).unwrap(), info);

    let preset = brandubh.rules_info();
    assert_eq!(
        preset,
        RulesInfo {
            preset: Some(Preset::Brandubh),
            name: "Brandubh".into(),
            rules: None,
            variant_key: "brandubh".into(),
            board_size: 7,
            attackers: 8,
            defenders: 4,
        }
    );
}

#[test]
fn bad_rules_strings_are_typed_errors() {
    let err = |text: &str| GameSession::with_rules(config(Some(text), false)).unwrap_err();
    assert_eq!(err(""), TaflError::BadRules);
    assert_eq!(err("nonsense"), TaflError::BadRules);
    assert_eq!(err("dim:7"), TaflError::BadRules);
    assert_eq!(
        err("dim:7 start:/7/7/7/7/7/7/7/"),
        TaflError::BadRules,
        "no king"
    );
    assert_eq!(
        err(&format!("{EDGE_RULES} ber:c")),
        TaflError::UnsupportedRules
    );
    assert_eq!(
        err(&format!("{EDGE_RULES} chess:y")),
        TaflError::UnsupportedRules
    );
    assert_eq!(
        validate_rules("dim:x".into()).unwrap_err(),
        TaflError::BadRules
    );
    assert_eq!(
        validate_rules(format!("{EDGE_RULES} tfr:w")).unwrap_err(),
        TaflError::UnsupportedRules
    );
    // The infallible constructor falls back to the preset.
    let fallback = GameSession::new(config(Some("nonsense"), false));
    assert_eq!(fallback.rules_info().preset, Some(Preset::Brandubh));
    // ... and plays valid custom rules.
    let plain = GameSession::new(config(Some(EDGE_RULES), false));
    assert_eq!(plain.rules_info(), custom(false).rules_info());
}

#[test]
fn save_and_restore_keep_the_custom_rules() {
    let s = custom(false);
    play_all(&s, "b4-b3 d5-g5 b3-b2");
    s.undo().unwrap();
    let saved = s.save();
    let doc: Value = serde_json::from_str(&saved).unwrap();
    assert_eq!(doc["rules"], Value::String(s.rules_info().rules.unwrap()));
    let back = GameSession::restore(saved.clone()).unwrap();
    assert_eq!(back.snapshot(), s.snapshot());
    assert_eq!(back.rules_info(), s.rules_info());
    back.redo().unwrap();
    play_all(&back, "d4-d5 b2-c2 d5-a5");
    assert_eq!(back.snapshot().status, GameStatus::DefendersWon);

    // A save whose rules do not match its game, or cannot be read, is damaged.
    let mut other: Value = doc.clone();
    other["rules"] = Value::String(EDGE_RULES.replace("esc:e", "esc:c"));
    assert_eq!(
        GameSession::restore(other.to_string()).unwrap_err(),
        TaflError::CorruptSave
    );
    let mut broken = doc.clone();
    broken["rules"] = Value::String("dim:".into());
    assert_eq!(
        GameSession::restore(broken.to_string()).unwrap_err(),
        TaflError::CorruptSave
    );
    let mut dropped = doc;
    dropped["rules"] = Value::Null;
    assert_eq!(
        GameSession::restore(dropped.to_string()).unwrap_err(),
        TaflError::CorruptSave
    );
}

#[test]
fn a_custom_match_plays_game_two_by_the_same_rules_and_tallies_them() {
    let m = custom(true);
    play_all(&m, TO_THE_EDGE);
    m.next_match_game().unwrap();
    assert_eq!(m.rules_info(), custom(false).rules_info());
    play_all(&m, TO_THE_EDGE);
    assert_eq!(m.snapshot().status, GameStatus::DefendersWon);
    let m = GameSession::restore(m.save()).unwrap();
    let tally = ScoreTally::new();
    let counted = tally.record(m.clone());
    assert_eq!(counted.len(), 2);
    let key = m.rules_info().variant_key;
    assert!(counted
        .iter()
        .all(|g| g.variant_key == key && g.preset.is_none()));
    let rows = tally.rows();
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0].variant_name, "Edge Brandubh");
    assert_eq!(rows[0].rules.as_deref(), Some(key.as_str()));
    assert_eq!(
        rows[0].score,
        TallyScore::TwoPlayers {
            attacker_wins: 0,
            defender_wins: 2,
            draws: 0
        }
    );
    let back = ScoreTally::restore(tally.to_json()).unwrap();
    assert_eq!(back.rows(), rows);
}

#[test]
fn the_move_list_is_the_record_move_by_move() {
    let s = GameSession::new(config(None, false));
    assert!(s.snapshot().move_list.is_empty());
    assert!(s.moves().is_empty());
    // Brandubh with single and double captures.
    play_all(&s, "f4-f1 e4-e1 b4-b1 c4-c1 g4-g5");
    let list = s.snapshot().move_list;
    assert_eq!(
        list,
        vec!["f4-f1", "e4-e1xf1", "b4-b1", "c4-c1xd1xb1", "g4-g5"]
    );
    assert_eq!(list, s.moves());
    assert_eq!(list.join(" "), s.record());
    s.undo().unwrap();
    assert_eq!(s.snapshot().move_list, list[..4].to_vec());
    s.redo().unwrap();
    assert_eq!(GameSession::restore(s.save()).unwrap().moves(), list);
    let k = GameSession::new(config(None, false));
    play_all(&k, "a4-a3 c4-c3 b4-b2 d4-c4 b2-b4");
    assert_eq!(
        k.moves(),
        vec!["a4-a3", "c4-c3", "b4-b2", "d4-c4", "b2-b4"],
        "king captures are not marked"
    );
}
