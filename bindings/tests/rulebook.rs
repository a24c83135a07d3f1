//! The rules page through the API: presets, rules strings, a session's rules, languages.

use tafl_ffi::*;

const EDGE_RULES: &str =
    "dim:7 name:Edge_Brandubh esc:e ks:w start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";

fn has(book: &Rulebook, topic: RuleTopic) -> bool {
    book.sections.iter().any(|s| s.topic == topic)
}

#[test]
fn every_preset_in_every_language() {
    for preset in Preset::ALL {
        let info = preset_info(preset);
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
                RuleTopic::Board,
                RuleTopic::Start,
                RuleTopic::Movement,
                RuleTopic::Goal,
                RuleTopic::Captures,
                RuleTopic::KingCapture,
                RuleTopic::Repetition,
                RuleTopic::NoMoves,
            ] {
                assert!(has(book, topic), "{preset:?}: {topic:?}");
            }
            let special = |s: SpecialRule| info.specials.contains(&s);
            assert_eq!(
                has(book, RuleTopic::Shieldwall),
                special(SpecialRule::Shieldwall)
            );
            assert_eq!(
                has(book, RuleTopic::ExitFort),
                special(SpecialRule::ExitFort)
            );
            assert_eq!(
                has(book, RuleTopic::Encirclement),
                special(SpecialRule::Encirclement)
            );
            assert_eq!(
                has(book, RuleTopic::MoveLimit),
                special(SpecialRule::MoveLimit)
            );
        }
    }
}

#[test]
fn rules_strings_and_sessions() {
    let custom = rulebook_for_rules(EDGE_RULES.into(), "en".into()).unwrap();
    assert_eq!(custom.title, "Edge Brandubh: rules");
    let goal = custom
        .sections
        .iter()
        .find(|s| s.topic == RuleTopic::Goal)
        .unwrap();
    assert!(goal.body[0].contains("edge of the board"), "{goal:?}");
    assert_ne!(
        custom.sections,
        rulebook(Preset::Brandubh, "en".into()).sections
    );
    assert_eq!(
        rulebook_for_rules("dim:7".into(), "en".into()).unwrap_err(),
        TaflError::BadRules
    );
    assert_eq!(
        rulebook_for_rules(format!("{EDGE_RULES} ber:c"), "ru".into()).unwrap_err(),
        TaflError::UnsupportedRules
    );

    let config = |rules: Option<&str>| SessionConfig {
        preset: Preset::Tablut,
        mode: Mode::TwoPlayers,
        two_game_match: false,
        think_millis: None,
        seed: None,
        rules: rules.map(str::to_string),
    };
    let s = GameSession::with_rules(config(Some(EDGE_RULES))).unwrap();
    let canonical = s.rules_info().rules.unwrap();
    assert_eq!(
        s.rulebook("et".into()),
        rulebook_for_rules(canonical, "et".into()).unwrap()
    );
    assert_eq!(s.rulebook("en".into()), custom);
    let t = GameSession::new(config(None));
    assert_eq!(
        t.rulebook("ru".into()),
        rulebook(Preset::Tablut, "ru".into())
    );
}
