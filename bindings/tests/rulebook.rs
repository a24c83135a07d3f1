//! The rules page through the API: presets, rules strings, a game's rules, languages.

use tafl_core::controller::{GameConfig, GameError};
use tafl_core::rulebook::{Rulebook, Topic};
use tafl_core::Preset;
use tafl_ffi::*;

mod common;
use common::two_players_config;

const EDGE_RULES: &str =
    "dim:7 name:Edge_Brandubh esc:e ks:w start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";

fn has(book: &Rulebook, topic: Topic) -> bool {
    book.sections.iter().any(|s| s.topic == topic)
}

#[test]
fn every_preset_in_every_language() {
    for preset in Preset::ALL {
        let rules = preset.rules();
        let en = rulebook(preset, "en".into());
        let et = rulebook(preset, "et".into());
        let ru = rulebook(preset, "ru".into());
        assert_eq!(
            rulebook(preset, "fr".into()),
            en,
            "unknown languages are English"
        );
        assert_eq!(rulebook(preset, "".into()), en);
        assert_eq!(rulebook(preset, "ru-RU".into()), ru);
        assert_ne!(en, et);
        assert_ne!(en, ru);
        for book in [&en, &et, &ru] {
            assert_eq!(book.quick_start.len(), 4);
            for topic in [
                Topic::Board,
                Topic::Start,
                Topic::Movement,
                Topic::Goal,
                Topic::Captures,
                Topic::KingCapture,
                Topic::Repetition,
                Topic::NoMoves,
            ] {
                assert!(has(book, topic), "{preset:?}: {topic:?}");
            }
            assert_eq!(has(book, Topic::Shieldwall), rules.shieldwall);
            assert_eq!(has(book, Topic::ExitFort), rules.exit_fort);
            assert_eq!(has(book, Topic::Encirclement), rules.encirclement);
            assert_eq!(
                has(book, Topic::MoveLimit),
                rules.no_capture_limit.is_some()
            );
        }
    }
}

#[test]
fn rules_strings_and_games() {
    let config = |rules: Option<&str>| GameConfig {
        rules: rules.map(str::to_string),
        ..two_players_config(Preset::Tablut)
    };
    // A game's rules page is the rules being played, in the controller's language.
    let s = GameController::new(config(Some(EDGE_RULES))).unwrap();
    let custom = s.rulebook();
    assert_eq!(custom.title, "Edge Brandubh: rules");
    let goal = custom
        .sections
        .iter()
        .find(|s| s.topic == Topic::Goal)
        .unwrap();
    assert!(goal.body[0].contains("edge of the board"), "{goal:?}");
    assert_ne!(
        custom.sections,
        rulebook(Preset::Brandubh, "en".into()).sections
    );
    assert_eq!(
        GameController::new(config(Some("dim:7"))).unwrap_err(),
        GameError::BadRules
    );
    assert_eq!(
        GameController::new(config(Some(&format!("{EDGE_RULES} ber:c")))).unwrap_err(),
        GameError::UnsupportedRules
    );
    s.set_language("et".into());
    let et = s.rulebook();
    assert_eq!(et.title, "Edge Brandubh: reeglid");
    assert_ne!(et, custom);
    let t = GameController::restore(GameController::new(config(None)).unwrap().save()).unwrap();
    t.set_language("ru-RU".into());
    assert_eq!(t.rulebook(), rulebook(Preset::Tablut, "ru".into()));
}
