//! Saves: round trips, custom rules and start positions, and every way a save can be bad.

use std::sync::Arc;
use tafl_core::save::{self, SaveError};
use tafl_core::{Game, Move, MoveError, Position, Preset, Variant};

fn mv(s: &str) -> Move {
    Move::parse(s).unwrap()
}

fn sample_game() -> Game {
    let mut g = Game::new(Preset::Brandubh);
    for m in ["d2-c2", "d3-e3", "c2-c3", "e3-e2"] {
        g.play(mv(m)).unwrap();
    }
    g
}

#[test]
fn a_preset_game_round_trips() {
    let g = sample_game();
    let text = save::to_json(&g);
    assert!(text.contains("\"preset\": \"brandubh\""), "{text}");
    let loaded = save::from_json(&text).unwrap();
    assert_eq!(loaded.position(), g.position());
    assert_eq!(loaded.ply(), 4);
}

#[test]
fn custom_rules_and_start_positions_round_trip() {
    let mut rules = Preset::Tablut.rules();
    rules.name = "Tablut, no repetition".into();
    rules.repetition = tafl_core::Repetition::None;
    let v = Arc::new(Variant::new(rules).unwrap());
    let pos = Position::parse_pieces(&v, "A a1 b9, D c3, K e3; D").unwrap();
    let mut g = Game::from_position(v, pos);
    g.play(mv("c3-c4")).unwrap();
    let loaded = save::from_json(&save::to_json(&g)).unwrap();
    assert_eq!(loaded.variant().rules(), g.variant().rules());
    assert_eq!(loaded.start_position(), g.start_position());
    assert_eq!(loaded.position(), g.position());
}

#[test]
fn bad_saves_are_typed_errors() {
    let good = save::to_json(&sample_game());
    assert!(matches!(save::from_json(""), Err(SaveError::Corrupt(_))));
    assert!(matches!(save::from_json("{"), Err(SaveError::Corrupt(_))));
    assert!(matches!(
        save::from_json("[1,2]"),
        Err(SaveError::Corrupt(_))
    ));
    assert!(matches!(
        save::from_json(&good.replace("tafl-save", "chess-save")),
        Err(SaveError::Corrupt(_))
    ));
    assert_eq!(
        save::from_json(&good.replace("\"version\": 1", "\"version\": 7")).err(),
        Some(SaveError::UnsupportedVersion(7))
    );
    assert_eq!(
        save::from_json(&good.replace("brandubh", "chess")).err(),
        Some(SaveError::UnknownPreset("chess".into()))
    );
    assert!(matches!(
        save::from_json(&good.replace("d2-c2", "d2-z9")),
        Err(SaveError::Corrupt(_))
    ));
    assert!(matches!(
        save::from_json(&good.replace("d2-c2", "d2-d9")),
        Err(SaveError::IllegalMove {
            index: 1,
            error: MoveError::OffBoard(_),
            ..
        })
    ));
    assert_eq!(
        save::from_json(&good.replace("c2-c3", "c2-c4")).err(),
        Some(SaveError::IllegalMove {
            index: 3,
            mv: mv("c2-c4"),
            error: MoveError::Occupied(tafl_core::Square::parse("c4").unwrap())
        })
    );
    assert!(matches!(
        save::from_json(&good.replace("\"moves\"", "\"extra\": 1, \"moves\"")),
        Err(SaveError::Corrupt(_))
    ));
    // Custom rules that cannot be played.
    let mut rules = Preset::Brandubh.rules();
    rules.size = 4;
    let doc = serde_json::json!({
        "format": "tafl-save", "version": 1, "rules": {"custom": rules}, "moves": []
    });
    assert!(matches!(
        save::from_json(&doc.to_string()),
        Err(SaveError::InvalidRules(_))
    ));
}
