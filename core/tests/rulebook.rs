//! The rules page: every preset in every language has its sections, the facts match RULES.md,
//! and every switch of the rules shows in the text.

use tafl_core::rulebook::{rulebook, Rulebook, Topic};
use tafl_core::rules::{Escape, KingCapture, NoMoves, Repetition, Rules};
use tafl_core::words::Lang;
use tafl_core::{otr, PieceSet, Preset, Side};

fn en(rules: &Rules) -> Rulebook {
    rulebook(rules, Lang::ENGLISH)
}

fn body(book: &Rulebook, topic: Topic) -> String {
    book.section(topic)
        .unwrap_or_else(|| panic!("{}: no {topic:?} section", book.title))
        .body
        .join(" ")
}

#[test]
fn every_preset_and_language_has_its_sections() {
    let always = [
        Topic::Board,
        Topic::Start,
        Topic::Movement,
        Topic::Goal,
        Topic::Captures,
        Topic::KingCapture,
        Topic::Repetition,
        Topic::NoMoves,
    ];
    for preset in Preset::ALL {
        let rules = preset.rules();
        let mut texts = Vec::new();
        for lang in Lang::all() {
            let book = rulebook(&rules, lang);
            assert!(book.title.contains(&rules.name), "{}", book.title);
            assert_eq!(book.quick_start.len(), 4);
            for topic in always {
                assert!(
                    book.section(topic).is_some(),
                    "{preset} {lang:?}: {topic:?}"
                );
            }
            let optional = [
                (Topic::Shieldwall, rules.shieldwall),
                (Topic::ExitFort, rules.exit_fort),
                (Topic::Encirclement, rules.encirclement),
                (Topic::MoveLimit, rules.no_capture_limit.is_some()),
            ];
            for (topic, on) in optional {
                assert_eq!(
                    book.section(topic).is_some(),
                    on,
                    "{preset} {lang:?}: {topic:?}"
                );
            }
            let mut headings: Vec<&str> =
                book.sections.iter().map(|s| s.heading.as_str()).collect();
            headings.sort();
            headings.dedup();
            assert_eq!(headings.len(), book.sections.len(), "headings repeat");
            for s in &book.sections {
                assert!(
                    !s.heading.is_empty() && !s.body.is_empty(),
                    "{preset} {lang:?}"
                );
                assert!(s.body.iter().all(|p| p.ends_with('.')), "{:?}", s.body);
            }
            texts.push(book.text());
        }
        assert_ne!(texts[0], texts[1]);
        assert_ne!(texts[0], texts[2]);
        assert_ne!(texts[1], texts[2]);
    }
}

#[test]
fn brandubh_says_what_rules_md_says() {
    let book = en(&Preset::Brandubh.rules());
    let board = body(&book, Topic::Board);
    assert!(board.contains("7×7 squares"), "{board}");
    assert!(board.contains("The attackers have 8 pieces"), "{board}");
    assert!(board.contains("the king and 4 pieces"), "{board}");
    assert!(
        board.contains("d4 is the throne. The king starts on it."),
        "{board}"
    );
    assert!(board.contains("(a1, a7, g1, g7)"), "{board}");
    assert_eq!(
        body(&book, Topic::Start),
        "The attackers move first; then the sides take turns, one move each."
    );
    let moving = body(&book, Topic::Movement);
    assert!(
        moving.contains("Only the king may stop on the throne."),
        "{moving}"
    );
    assert!(
        moving.contains(
            "Only the king may pass over the throne; the others may not, even when it is empty."
        ),
        "{moving}"
    );
    assert!(
        moving.contains("Only the king may stop on a corner square."),
        "{moving}"
    );
    assert!(!moving.contains("cannot return"), "{moving}");
    assert!(body(&book, Topic::Goal).contains("reaches a corner square"));
    let captures = body(&book, Topic::Captures);
    assert!(captures.contains("The king is armed"), "{captures}");
    assert!(
        captures.contains("The corner squares are hostile to every piece, the king included."),
        "{captures}"
    );
    assert!(
        captures.contains("The empty throne is hostile to every piece, the king included."),
        "{captures}"
    );
    assert!(
        captures.contains("The occupied throne is never hostile."),
        "{captures}"
    );
    // RULES.md 2.4-2.5: four on the throne; off it (beside it too) like any piece, against an
    // attacker, a corner or the empty throne.
    let king = book.section(Topic::KingCapture).unwrap().body.clone();
    assert_eq!(
        king[0],
        "On the throne, the king is captured only when attackers stand on all four sides of him."
    );
    assert!(
        king[1].starts_with("Next to the throne, the king is captured like any other piece"),
        "{king:?}"
    );
    assert!(king[1].contains("or a square hostile to him"), "{king:?}");
    assert_eq!(
        king[2],
        "There the empty throne counts against him like an attacker."
    );
    assert!(
        king[3].starts_with("Anywhere else, the king is captured like any other piece"),
        "{king:?}"
    );
    assert!(king[3].contains("or a square hostile to him"), "{king:?}");
    assert_eq!(
        king.len(),
        4,
        "the king can be captured on the edge: {king:?}"
    );
    assert_eq!(
        body(&book, Topic::Repetition),
        "Repeating positions is allowed and changes nothing."
    );
    assert!(body(&book, Topic::MoveLimit).starts_with("If 100 moves in a row"));
    assert_eq!(
        body(&book, Topic::NoMoves),
        "A side that cannot make any move on its turn loses."
    );
    assert!(book.quick_start[2].contains("between two attackers"));
}

#[test]
fn aage_nielsen_differs_from_brandubh_where_its_rules_do() {
    let book = en(&Preset::BrandubhAageNielsen.rules());
    let moving = body(&book, Topic::Movement);
    assert!(
        moving.contains("Every piece may pass over the empty throne."),
        "{moving}"
    );
    let captures = body(&book, Topic::Captures);
    assert!(
        captures.contains(
            "The empty throne is hostile to the attackers and the defenders, but not to the king."
        ),
        "{captures}"
    );
    assert!(
        captures.contains("The occupied throne is hostile to the attackers only."),
        "{captures}"
    );
    let king = body(&book, Topic::KingCapture);
    assert!(
        king.contains("There the throne never counts against him."),
        "{king}"
    );
    assert!(body(&book, Topic::Repetition).ends_with("the game is a draw."));
    assert!(book.section(Topic::MoveLimit).is_none());
}

#[test]
fn tablut_and_ard_ri_mention_only_what_they_have() {
    let book = en(&Preset::Tablut.rules());
    let text = book.text().to_lowercase();
    for absent in [
        "shieldwall",
        "fort",
        "encircle",
        "corner",
        "move limit",
        "in a row",
    ] {
        assert!(!text.contains(absent), "Tablut mentions {absent:?}: {text}");
    }
    let moving = body(&book, Topic::Movement);
    assert!(
        moving.contains("No piece may stop on the throne, not even the king."),
        "{moving}"
    );
    assert!(
        moving.contains("Once the king has left the throne, he cannot return to it."),
        "{moving}"
    );
    assert!(
        moving.contains("Every piece may pass over the empty throne."),
        "{moving}"
    );
    assert!(body(&book, Topic::Goal).contains("any square on the edge"));
    let king = book.section(Topic::KingCapture).unwrap().body.clone();
    assert!(king[0].starts_with("On the throne"), "{king:?}");
    assert_eq!(king[1], "Next to the throne, the king is captured when attackers stand on his three other sides and the throne is the fourth.");
    assert!(
        king[2].starts_with("Anywhere else, the king is captured like any other piece"),
        "{king:?}"
    );
    assert!(
        !king[2].contains("hostile"),
        "no square off the throne is hostile to the king: {king:?}"
    );

    let ard_ri = en(&Preset::ArdRi.rules());
    let text = ard_ri.text();
    assert!(text.contains("There is no throne"), "{text}");
    assert!(!text.contains("corner"), "{text}");
    assert!(!text.contains("hostile to"), "{text}");
    assert_eq!(
        ard_ri.section(Topic::KingCapture).unwrap().body,
        vec!["The king is captured like any other piece: between the attacker that moves next to him and another attacker on his other side, on the same row or column.".to_string()]
    );
    assert!(body(&ard_ri, Topic::Repetition).ends_with("the player whose move repeated it loses."));
    assert!(ard_ri.section(Topic::Encirclement).is_some());
}

#[test]
fn copenhagen_and_fetlar_have_their_specials() {
    let book = en(&Preset::Copenhagen.rules());
    for topic in [Topic::Shieldwall, Topic::ExitFort, Topic::Encirclement] {
        assert!(book.section(topic).is_some(), "{topic:?}");
    }
    let king = body(&book, Topic::KingCapture);
    assert!(
        king.contains("The king can never be captured on an edge square."),
        "{king}"
    );
    assert!(king.contains("Anywhere else, the king is captured only when attackers or squares hostile to him stand on all four sides"), "{king}");
    assert!(body(&book, Topic::Repetition).ends_with("the defenders lose."));
    assert!(book.quick_start[2].contains("all four sides"));

    let fetlar = en(&Preset::Fetlar.rules());
    assert!(fetlar.section(Topic::Shieldwall).is_none());
    assert_eq!(
        body(&fetlar, Topic::NoMoves),
        "If the side to move cannot make any move, the game is a draw."
    );
}

#[test]
fn estonian_and_russian_use_the_tafl_terms() {
    for preset in Preset::ALL {
        let rules = preset.rules();
        let et = rulebook(&rules, Lang::from_code("et")).text();
        let ru = rulebook(&rules, Lang::from_code("ru")).text();
        for term in ["kuningas", "ründajad", "kaitsjad"] {
            assert!(et.to_lowercase().contains(term), "{preset}: {term}");
        }
        for term in ["король", "нападающие", "защитники"] {
            assert!(ru.to_lowercase().contains(term), "{preset}: {term}");
        }
        for english in [" the ", " king", " piece", " throne", " may "] {
            assert!(
                !et.contains(english) && !ru.contains(english),
                "{preset}: {english:?}"
            );
        }
        if rules.throne {
            assert!(et.contains("troon"), "{preset}");
            assert!(ru.contains("трон"), "{preset}");
        }
        if rules.corners {
            assert!(et.contains("Neli nurka"), "{preset}");
            assert!(ru.contains("угловые клетки"), "{preset}");
        }
    }
    let ru = rulebook(&Preset::Copenhagen.rules(), Lang::from_code("ru"));
    assert!(body(&ru, Topic::Board)
        .contains("У нападающих 24 фигуры, у защитников — король и 12 фигур."));
    assert!(body(&ru, Topic::Repetition).ends_with("проигрывают защитники."));
    let et = rulebook(&Preset::Brandubh.rules(), Lang::from_code("et"));
    assert!(
        body(&et, Topic::Board).contains("Ründajatel on 8 nuppu, kaitsjatel kuningas ja 4 nuppu.")
    );
    assert!(body(&et, Topic::Movement).contains("Troonil tohib käigu lõpetada ainult kuningas."));
    let ru = rulebook(&Preset::Brandubh.rules(), Lang::from_code("ru"));
    assert!(body(&ru, Topic::MoveLimit).starts_with("Если за 100 ходов подряд"));
}

#[test]
fn language_codes() {
    assert_eq!(Lang::from_code("et").code(), "et");
    assert_eq!(Lang::from_code("ET-ee").code(), "et");
    assert_eq!(Lang::from_code("ru_RU").code(), "ru");
    assert_eq!(Lang::from_code("en"), Lang::ENGLISH);
    assert_eq!(Lang::from_code("fi"), Lang::ENGLISH);
    assert_eq!(Lang::from_code(""), Lang::ENGLISH);
    for lang in Lang::all() {
        assert_eq!(Lang::from_code(lang.code()), lang);
    }
}

#[test]
fn a_custom_rules_string_changes_the_text() {
    let base = otr::parse_rules("dim:7 name:Mine start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/").unwrap();
    let edge = otr::parse_rules(
        "dim:7 name:Mine esc:e ks:w ka:n atkf:n start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
    )
    .unwrap();
    let (a, b) = (en(&base), en(&edge));
    assert_eq!(a.title, "Mine: rules");
    assert!(body(&a, Topic::Goal).contains("corner square"));
    assert!(body(&b, Topic::Goal).contains("edge of the board"));
    assert!(body(&a, Topic::Start).starts_with("The attackers"));
    assert!(body(&b, Topic::Start).starts_with("The defenders"));
    assert!(body(&a, Topic::Captures).contains("The king is armed"));
    assert!(body(&b, Topic::Captures).contains("The king is unarmed"));
    assert!(body(&a, Topic::KingCapture).contains("all four sides"));
    assert!(body(&b, Topic::KingCapture).starts_with("The king is captured like any other piece"));
}

/// Every switch of [`Rules`] shows in the text: changing it changes the page in every language.
#[test]
fn every_switch_is_worded() {
    let base = Preset::Brandubh.rules();
    type Change = fn(&mut Rules);
    let changes: Vec<(&str, Change)> = vec![
        ("name", |r| r.name = "Other".into()),
        ("size", |r| r.size = 9),
        ("setup", |r| {
            r.setup.pop();
        }),
        ("first", |r| r.first = Side::Defenders),
        ("escape", |r| r.escape = Escape::Edge),
        ("throne", |r| r.throne = false),
        ("throne_land", |r| r.throne_land = PieceSet::ALL),
        ("throne_cross", |r| r.throne_cross = PieceSet::ALL),
        ("throne_hostile_empty", |r| {
            r.throne_hostile_empty = PieceSet::SOLDIERS
        }),
        ("throne_hostile_occupied", |r| {
            r.throne_hostile_occupied = PieceSet::ATTACKER
        }),
        ("corners", |r| {
            r.escape = Escape::Edge;
            r.corners = false;
        }),
        ("corner_land", |r| r.corner_land = PieceSet::ALL),
        ("corner_hostile", |r| r.corner_hostile = PieceSet::SOLDIERS),
        ("king_armed", |r| r.king_armed = false),
        ("king_capture_on_throne", |r| {
            r.king_capture_on_throne = KingCapture::Two
        }),
        ("king_capture_beside_throne", |r| {
            r.king_capture_beside_throne = KingCapture::ThreeAndThrone
        }),
        ("king_capture_elsewhere", |r| {
            r.king_capture_elsewhere = KingCapture::Four
        }),
        ("king_capture_on_edge", |r| r.king_capture_on_edge = false),
        ("shieldwall", |r| r.shieldwall = true),
        ("exit_fort", |r| r.exit_fort = true),
        ("encirclement", |r| r.encirclement = true),
        ("repetition draw", |r| r.repetition = Repetition::Draw),
        ("repetition side", |r| {
            r.repetition = Repetition::SideLoses(Side::Attackers)
        }),
        ("repetition mover", |r| {
            r.repetition = Repetition::MoverLoses
        }),
        ("no_capture_limit", |r| r.no_capture_limit = Some(50)),
        ("no_moves", |r| r.no_moves = NoMoves::Draw),
    ];
    for lang in Lang::all() {
        let before = rulebook(&base, lang).text();
        for (what, change) in &changes {
            let mut rules = base.clone();
            change(&mut rules);
            assert_ne!(rulebook(&rules, lang).text(), before, "{lang:?}: {what}");
        }
    }
    // The corners for the escape the attackers have to watch:
    let mut edge = base.clone();
    edge.escape = Escape::Edge;
    assert!(body(&en(&edge), Topic::Goal).contains("edge"));
}
