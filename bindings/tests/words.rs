//! The words and values of the apps' own screens (the new-game dialog, the settings, the
//! statistics) in English, Estonian and Russian, and the settings' stored document.

use tafl_core::ai::Level;
use tafl_core::controller::texts;
use tafl_core::themes::ThemeId;
use tafl_core::words::Words;
use tafl_core::{Piece, Preset, Side};
use tafl_ffi::*;

const LANGUAGES: [&str; 3] = ["en", "et", "ru"];

#[test]
fn the_preset_options_in_every_language() {
    let en = preset_options("en".into());
    assert_eq!(
        en.iter().map(|o| o.preset).collect::<Vec<_>>(),
        Preset::ALL.to_vec()
    );
    assert_eq!(en[0].preset, Preset::DEFAULT);
    assert_eq!(en[0].name, "Brandubh");
    assert_eq!(en[0].summary, "Brandubh (7×7; 8 vs 4 + king)");
    assert_eq!(en[5].name, "Copenhagen Hnefatafl");
    assert_eq!(
        en[5].summary,
        "Copenhagen Hnefatafl (11×11; 24 vs 12 + king)"
    );
    let et = preset_options("et".into());
    assert_eq!(et[5].name, "Kopenhaageni hnefatafl");
    assert_eq!(et[0].summary, "Brandubh (7×7; 8 vs 4 + kuningas)");
    let ru = preset_options("ru-RU".into());
    assert_eq!(ru[0].name, "Брандубх");
    assert_eq!(ru[3].summary, "Таблут (9×9; 16 против 8 + король)");
    assert_eq!(
        preset_options("xx".into()),
        en,
        "unknown languages are English"
    );
    for options in [&en, &et, &ru] {
        assert_eq!(options.len(), 7);
        for (o, preset) in options.iter().zip(Preset::ALL) {
            assert_eq!(o.preset, preset);
            assert!(o.summary.starts_with(&o.name), "{o:?}");
            assert!(
                o.summary.contains(&format!("{0}×{0}", preset.rules().size)),
                "{o:?}"
            );
        }
    }
}

#[test]
fn seconds_use_the_languages_decimal_mark() {
    let say = |millis: u32, language: &str| seconds_text(millis, language.into());
    assert_eq!(say(1500, "en"), "1.5 s");
    assert_eq!(say(1500, "et"), "1,5 s");
    assert_eq!(say(1500, "ru"), "1,5 с");
    assert_eq!(say(2000, "en"), "2 s");
    assert_eq!(say(2000, "ru"), "2 с");
    assert_eq!(say(500, "en"), "0.5 s");
    assert_eq!(say(1950, "en"), "2 s", "rounded to tenths");
    assert_eq!(say(5000, "et-EE"), "5 s");
    assert_eq!(say(0, "en"), "0 s");
    assert!(!say(u32::MAX, "ru").is_empty());
    // Every step the settings offer reads as a different text.
    let range = think_time();
    let steps: Vec<String> = (range.min_millis..=range.max_millis)
        .step_by(range.step_millis as usize)
        .map(|ms| say(ms, "en"))
        .collect();
    let distinct: std::collections::BTreeSet<&String> = steps.iter().collect();
    assert_eq!(distinct.len(), steps.len());
}

#[test]
fn names_of_sides_levels_modes_and_errors() {
    let expect = [
        (
            "en",
            "Attackers",
            "Defenders",
            "Hard",
            "Against the computer",
        ),
        ("et", "Ründajad", "Kaitsjad", "Raske", "Arvuti vastu"),
        (
            "ru",
            "Нападающие",
            "Защитники",
            "Сложный",
            "Против компьютера",
        ),
    ];
    for (language, attackers, defenders, hard, vs) in expect {
        assert_eq!(side_name(Side::Attackers, language.into()), attackers);
        assert_eq!(side_name(Side::Defenders, language.into()), defenders);
        assert_eq!(level_name(Level::Hard, language.into()), hard);
        assert_eq!(mode_name(true, language.into()), vs);
    }
    assert_eq!(mode_name(false, "en".into()), "Two players on this device");
    assert_eq!(level_name(Level::Easy, "et".into()), "Kerge");
    for language in LANGUAGES {
        let levels: std::collections::BTreeSet<String> = offered_levels()
            .into_iter()
            .map(|l| level_name(l, language.into()))
            .collect();
        assert_eq!(levels.len(), 3, "{language}");
        // Every error has its own sentence, never the code.
        let texts: std::collections::BTreeSet<String> = GameError::ALL
            .into_iter()
            .map(|e| {
                let text = texts::error(&Words::for_code(language), e);
                assert!(text.ends_with('.'), "{language} {e:?}: {text}");
                assert_ne!(text, e.code());
                text
            })
            .collect();
        assert_eq!(texts.len(), GameError::ALL.len(), "{language}");
    }
    assert_eq!(
        texts::error(&Words::for_code("en"), GameError::BadRules),
        "The rules string cannot be read, or its rules cannot be played."
    );
}

#[test]
fn the_dialogs_values() {
    assert_eq!(offered_levels(), [Level::Easy, Level::Medium, Level::Hard]);
    let choice = default_choice();
    assert_eq!(
        choice,
        NewGameChoice {
            preset: Preset::Brandubh,
            custom_rules: None,
            vs_computer: false,
            human_side: Side::Defenders,
            level: Level::Medium,
            two_game_match: false,
        }
    );
    let mode = |choice: NewGameChoice| choice.config(1000, None).mode;
    assert_eq!(mode(choice.clone()), Mode::TwoPlayers);
    assert_eq!(
        mode(NewGameChoice {
            vs_computer: true,
            human_side: Side::Attackers,
            level: Level::Easy,
            ..choice
        }),
        Mode::VsComputer {
            human_side: Side::Attackers,
            level: Level::Easy
        }
    );
    assert_eq!(
        think_time(),
        ThinkTime {
            min_millis: 500,
            max_millis: 5000,
            step_millis: 500,
            default_millis: 1000
        }
    );
    assert_eq!(clamp_think_millis(0), 500);
    assert_eq!(clamp_think_millis(1240), 1000);
    assert_eq!(clamp_think_millis(1250), 1500);
    assert_eq!(clamp_think_millis(99_999), 5000);
    assert_eq!(clamp_think_millis(u32::MAX), 5000);
}

#[test]
fn preferences_round_trip_and_damage_keeps_the_defaults() {
    let defaults = Preferences::default();
    assert_eq!(
        defaults,
        Preferences {
            hard_think_millis: 1000,
            show_legal_moves: true,
            capture_feedback: true,
            turn_board_for_hot_seat: false,
            board_theme: ThemeId::Wood,
        }
    );
    let mine = Preferences {
        hard_think_millis: 2500,
        show_legal_moves: false,
        capture_feedback: false,
        turn_board_for_hot_seat: true,
        board_theme: ThemeId::Contrast,
    };
    let text = mine.to_json();
    assert_eq!(Preferences::from_json(&text), mine);
    let doc: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(
        doc,
        serde_json::json!({
            "hard_think_millis": 2500,
            "show_legal_moves": false,
            "capture_feedback": false,
            "turn_board_hot_seat": true,
            "board_theme": "contrast"
        })
    );
    assert_eq!(Preferences::from_json(&defaults.to_json()), defaults);
    // Damage of any kind keeps the defaults, field by field.
    for damaged in ["", "not json", "[1,2]", "null", "42", "{", "{}", "\"text\""] {
        assert_eq!(Preferences::from_json(damaged), defaults, "{damaged:?}");
    }
    let partly = Preferences::from_json(
        r#"{"hard_think_millis": "fast", "show_legal_moves": false, "capture_feedback": 0,
            "turn_board_hot_seat": null, "unknown": [1]}"#,
    );
    assert_eq!(
        partly,
        Preferences {
            show_legal_moves: false,
            ..defaults.clone()
        }
    );
    // Out of range or between the steps: the nearest step within the range.
    for (stored, read) in [
        ("123456789012", 5000),
        ("-5", 1000),
        ("0", 500),
        ("1740", 1500),
        ("2.5", 1000),
    ] {
        let p = Preferences::from_json(&format!(r#"{{"hard_think_millis": {stored}}}"#));
        assert_eq!(p.hard_think_millis, read, "{stored}");
    }
}

#[test]
fn the_board_themes_are_named_and_coloured_for_both_appearances() {
    let themes = tafl_ffi::board_themes("ru".into());
    let names: Vec<&str> = themes.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["Дерево", "Мрамор", "Высокий контраст"]);
    for theme in &themes {
        assert_eq!(tafl_ffi::board_palette(theme.id, false), theme.light);
        assert_eq!(tafl_ffi::board_palette(theme.id, true), theme.dark);
        assert_ne!(theme.light, theme.dark, "{:?}", theme.id);
    }
}

#[test]
fn the_set_up_palette_names_each_piece_and_the_empty_square() {
    let pieces = |language: &str| setup_pieces(language.into());
    let en = pieces("en");
    assert_eq!(
        en.iter().map(|o| o.piece).collect::<Vec<_>>(),
        [
            Some(Piece::Attacker),
            Some(Piece::Defender),
            Some(Piece::King),
            None
        ]
    );
    let names =
        |options: Vec<SetupPieceOption>| options.into_iter().map(|o| o.name).collect::<Vec<_>>();
    assert_eq!(names(en), ["Attacker", "Defender", "King", "Empty square"]);
    assert_eq!(
        names(pieces("et-EE")),
        ["Ründaja", "Kaitsja", "Kuningas", "Tühi ruut"]
    );
    assert_eq!(
        names(pieces("ru")),
        ["Нападающий", "Защитник", "Король", "Пустая клетка"]
    );
    assert_eq!(pieces("xx"), pieces("en"), "unknown languages are English");
}
