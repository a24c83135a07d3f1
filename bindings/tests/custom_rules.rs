//! Custom rules (OpenTafl rules strings) in a game, `rules_info()`, `validate_rules()`, and
//! the move list.

use serde_json::Value;
use std::sync::Arc;
use tafl_core::controller::FinishedGame;
use tafl_core::controller::{GameConfig, GameError, Mode, MoveTurn, NewGameChoice, Status};
use tafl_core::game::{Outcome, Reason};
use tafl_core::tally::Tally;
use tafl_core::tally::{Counts, Opponent, TallyVariant};
use tafl_core::words::Words;
use tafl_core::{Preset, Side};
use tafl_ffi::*;

mod common;
use common::*;

/// Brandubh's board with OpenTafl's defaults, but the king escapes to any edge square and is
/// weak (captured by two).
const EDGE_RULES: &str =
    "dim:7 name:Edge_Brandubh esc:e ks:w   start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
/// The king walks from d4 to a5: an edge square, not a corner.
const TO_THE_EDGE: &str = "b4-b3 d5-g5 b3-b2 d4-d5 b2-c2 d5-a5";

const DEFENDERS_ESCAPED: Status = Status::Finished {
    outcome: Outcome {
        winner: Some(Side::Defenders),
        reason: Reason::KingEscaped,
    },
};

fn config(rules: Option<&str>, two_game_match: bool) -> GameConfig {
    GameConfig {
        rules: rules.map(str::to_string),
        two_game_match,
        ..two_players_config(Preset::Brandubh)
    }
}

fn custom(two_game_match: bool) -> Arc<GameController> {
    GameController::new(config(Some(EDGE_RULES), two_game_match)).unwrap()
}

#[test]
fn custom_rules_override_the_preset() {
    let brandubh = GameController::new(config(None, false)).unwrap();
    play_all(&brandubh, TO_THE_EDGE);
    assert!(matches!(brandubh.view().status, Status::ToMove { .. }));

    let edge = custom(false);
    play_all(&edge, TO_THE_EDGE);
    assert_eq!(edge.view().status, DEFENDERS_ESCAPED);

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
    assert_eq!(edge.view().rules, info);
    assert_eq!(edge.view().title, "Edge Brandubh (custom rules)");
    assert_eq!(edge.view().choice.custom_rules, Some(canonical));

    let preset = brandubh.rules_info();
    assert_eq!(preset, brandubh_info());
}

#[test]
fn bad_rules_strings_are_typed_errors() {
    let err = |text: &str| {
        GameController::new(config(Some(text), false))
            .map(|_| ())
            .unwrap_err()
    };
    assert_eq!(err(""), GameError::BadRules);
    assert_eq!(err("nonsense"), GameError::BadRules);
    assert_eq!(err("dim:7"), GameError::BadRules);
    assert_eq!(
        err("dim:7 start:/7/7/7/7/7/7/7/"),
        GameError::BadRules,
        "no king"
    );
    assert_eq!(
        err(&format!("{EDGE_RULES} ber:c")),
        GameError::UnsupportedRules
    );
    assert_eq!(
        err(&format!("{EDGE_RULES} chess:y")),
        GameError::UnsupportedRules
    );
    assert_eq!(
        validate_rules("dim:x".into()).unwrap_err(),
        GameError::BadRules
    );
    assert_eq!(validate_rules("".into()).unwrap_err(), GameError::BadRules);
    assert_eq!(
        validate_rules(format!("{EDGE_RULES} tfr:w")).unwrap_err(),
        GameError::UnsupportedRules
    );
    // A new game of the dialog's choice: bad rules keep the running game, blank rules are
    // the preset, good ones are played.
    let running = GameController::new(config(None, false)).unwrap();
    play_all(&running, "b4-b3");
    let saved = running.save();
    let choice = |rules: &str| NewGameChoice {
        custom_rules: Some(rules.into()),
        ..default_choice()
    };
    assert_eq!(
        running.new_game(choice("nonsense")),
        Err(GameError::BadRules)
    );
    assert_eq!(
        running.new_game(choice(&format!("{EDGE_RULES} ber:c"))),
        Err(GameError::UnsupportedRules)
    );
    assert_eq!(running.save(), saved);
    running.new_game(choice("   ")).unwrap();
    assert_eq!(running.rules_info().preset, Some(Preset::Brandubh));
    assert_eq!(running.view().ply, 0);
    running.new_game(choice(EDGE_RULES)).unwrap();
    assert_eq!(running.rules_info(), custom(false).rules_info());
}

#[test]
fn save_and_restore_keep_the_custom_rules() {
    let s = custom(false);
    play_all(&s, "b4-b3 d5-g5 b3-b2");
    s.undo().unwrap();
    let saved = s.save();
    let doc: Value = serde_json::from_str(&saved).unwrap();
    assert_eq!(doc["rules"], Value::String(s.rules_info().rules.unwrap()));
    let back = GameController::restore(saved.clone()).unwrap();
    assert_eq!(comparable(back.view()), comparable(s.view()));
    assert_eq!(back.rules_info(), s.rules_info());
    back.redo().unwrap();
    play_all(&back, "d4-d5 b2-c2 d5-a5");
    assert_eq!(back.view().status, DEFENDERS_ESCAPED);

    // A save whose rules do not match its game, or cannot be read, is damaged.
    let mut other: Value = doc.clone();
    other["rules"] = Value::String(EDGE_RULES.replace("esc:e", "esc:c"));
    assert_eq!(
        GameController::restore(other.to_string())
            .map(|_| ())
            .unwrap_err(),
        GameError::CorruptSave
    );
    let mut broken = doc.clone();
    broken["rules"] = Value::String("dim:".into());
    assert_eq!(
        GameController::restore(broken.to_string())
            .map(|_| ())
            .unwrap_err(),
        GameError::CorruptSave
    );
    let mut dropped = doc;
    dropped["rules"] = Value::Null;
    assert_eq!(
        GameController::restore(dropped.to_string())
            .map(|_| ())
            .unwrap_err(),
        GameError::CorruptSave
    );
}

#[test]
fn a_custom_match_plays_game_two_by_the_same_rules_and_tallies_them() {
    let m = custom(true);
    play_all(&m, TO_THE_EDGE);
    m.next_match_game().unwrap();
    assert_eq!(m.rules_info(), custom(false).rules_info());
    play_all(&m, TO_THE_EDGE);
    assert_eq!(m.view().status, DEFENDERS_ESCAPED);
    let m = GameController::restore(m.save()).unwrap();
    let mut tally = Tally::new();
    let counted: Vec<FinishedGame> = std::iter::from_fn(|| m.take_finished()).collect();
    for game in &counted {
        assert!(tally.record_finished(game));
    }
    assert_eq!(counted.len(), 2);
    let info = m.rules_info();
    let key = info.variant_key.clone();
    assert!(counted
        .iter()
        .all(|g| g.rules == info && g.mode == Mode::TwoPlayers));
    let rows = tally.entries().to_vec();
    assert_eq!(rows.len(), 1);
    assert_eq!(
        rows[0].variant,
        TallyVariant::Custom {
            rules: key.clone(),
            name: "Edge Brandubh".into()
        }
    );
    assert_eq!(rows[0].variant.key(), key);
    assert_eq!(rows[0].opponent, Opponent::TwoPlayers);
    assert_eq!(
        rows[0].counts,
        Counts::TwoPlayers {
            attacker_wins: 0,
            defender_wins: 2,
            draws: 0
        }
    );
    let cards = tally.cards(&Words::for_code("en"));
    assert_eq!(cards[0].title, "Edge Brandubh (custom rules)");
    assert_eq!(cards[0].key, key);
    let back = Tally::from_json(&tally.to_json()).unwrap();
    assert_eq!(back.entries(), rows);
}

#[test]
fn the_move_list_is_the_record_move_by_move() {
    let s = GameController::new(config(None, false)).unwrap();
    assert!(s.view().moves.is_empty());
    // Brandubh with single and double captures.
    play_all(&s, "f4-f1 e4-e1 b4-b1 c4-c1 g4-g5");
    let turn = |number: u32, first: &str, second: Option<&str>| MoveTurn {
        number,
        first: first.into(),
        second: second.map(str::to_string),
        first_ply: 2 * number - 1,
        second_ply: second.map(|_| 2 * number),
    };
    let list = vec![
        turn(1, "f4-f1", Some("e4-e1xf1")),
        turn(2, "b4-b1", Some("c4-c1xd1xb1")),
        turn(3, "g4-g5", None),
    ];
    assert_eq!(s.view().moves, list);
    let flat: Vec<String> = list
        .iter()
        .flat_map(|t| [Some(t.first.clone()), t.second.clone()])
        .flatten()
        .collect();
    assert_eq!(flat.join(" "), s.record());
    s.undo().unwrap();
    assert_eq!(s.view().moves, list[..2].to_vec());
    s.redo().unwrap();
    assert_eq!(
        GameController::restore(s.save()).unwrap().view().moves,
        list
    );
    let k = GameController::new(config(None, false)).unwrap();
    play_all(&k, KING_CAPTURED);
    assert_eq!(k.record(), KING_CAPTURED, "king captures are not marked");
    assert_eq!(k.view().moves[2], turn(3, "b2-b4", None));
}
