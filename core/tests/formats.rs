//! OpenTafl formats: OTN positions and OTR rules strings, against the presets and against rules
//! strings taken from OpenTafl's own notation spec and tests (jslater89/OpenTafl).

use tafl_core::otn::{parse_position, write_position};
use tafl_core::otr::{parse_rules, write_rules};
use tafl_core::{
    Escape, KingCapture, NoMoves, ParseError, Piece, PieceSet, Position, Preset, Repetition, Rules,
    Side, Square, Variant,
};

const BRANDUBH_START: &str = "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
const ELEVEN_START: &str =
    "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";
const NINE_START: &str = "/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/";

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn sorted_setup(rules: &Rules) -> Vec<(Square, Piece)> {
    let mut v = rules.setup.clone();
    v.sort_by_key(|(s, _)| *s);
    v
}

// ---------------------------------------------------------------- OTN positions

#[test]
fn brandubh_start_is_written_exactly() {
    let v = Variant::from_preset(Preset::Brandubh);
    assert_eq!(write_position(&Position::start(&v)), BRANDUBH_START);
}

#[test]
fn eleven_by_eleven_starts_match_the_opentafl_diamond() {
    for preset in [Preset::Hnefatafl, Preset::Copenhagen, Preset::Fetlar] {
        let v = Variant::from_preset(preset);
        assert_eq!(
            write_position(&Position::start(&v)),
            ELEVEN_START,
            "{preset}"
        );
    }
    let v = Variant::from_preset(Preset::Tablut);
    assert_eq!(write_position(&Position::start(&v)), NINE_START);
}

#[test]
fn rank_one_comes_first() {
    let v = Variant::from_preset(Preset::Brandubh);
    let pos = Position::parse_pieces(&v, "A b1 b2, D g6, K c5; A").unwrap();
    assert_eq!(write_position(&pos), "/1t5/1t5/7/7/2K4/6T/7/");
    let back = parse_position(&v, "/1t5/1t5/7/7/2K4/6T/7/", Side::Attackers).unwrap();
    assert_eq!(back.piece_at(sq("b1")), Some(Piece::Attacker));
    assert_eq!(back.piece_at(sq("b2")), Some(Piece::Attacker));
    assert_eq!(back.piece_at(sq("c5")), Some(Piece::King));
    assert_eq!(back.piece_at(sq("g6")), Some(Piece::Defender));
    assert_eq!(back.piece_at(sq("a1")), None);
    assert_eq!(back.piece_at(sq("b7")), None);
}

#[test]
fn every_preset_start_round_trips() {
    for preset in Preset::ALL {
        let v = Variant::from_preset(preset);
        let start = Position::start(&v);
        let text = write_position(&start);
        let back = parse_position(&v, &text, start.side_to_move()).unwrap();
        assert_eq!(back, start, "{preset}");
        assert_eq!(back.side_to_move(), v.rules().first);
    }
}

/// A small deterministic generator, so failures reproduce.
struct Lcg(u64);
impl Lcg {
    fn next(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

#[test]
fn random_positions_round_trip() {
    let mut rng = Lcg(7);
    for preset in Preset::ALL {
        let v = Variant::from_preset(preset);
        for _ in 0..200 {
            let mut pieces = Vec::new();
            let mut king = false;
            for square in v.squares() {
                let piece = match rng.next(6) {
                    0 => Piece::Attacker,
                    1 => Piece::Defender,
                    2 if !king => Piece::King,
                    _ => continue,
                };
                if piece != Piece::King && !v.rules().may_land(piece, square) {
                    continue;
                }
                king |= piece == Piece::King;
                pieces.push((square, piece));
            }
            let side = if rng.next(2) == 0 {
                Side::Attackers
            } else {
                Side::Defenders
            };
            let pos = Position::from_pieces(&v, pieces, side).unwrap();
            let text = write_position(&pos);
            let back = parse_position(&v, &text, side).unwrap();
            assert_eq!(back, pos, "{preset}: {text}");
            assert_eq!(write_position(&back), text);
        }
    }
}

#[test]
fn bad_positions_are_typed_errors() {
    let v = Variant::from_preset(Preset::Brandubh);
    let otn = |text: &str| parse_position(&v, text, Side::Attackers);
    let bad_otn = [
        "",
        "   ",
        "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/",       // six ranks
        "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/7/", // eight ranks
        "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t4/",   // rank 7 too wide
        "/3t3/3t3/3T3/ttTKTt/3T3/3t3/3t3/",    // rank 4 too narrow
        "/3t3/3t3/3x3/ttTKTtt/3T3/3t3/3t3/",   // unknown letter
        "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3",    // no closing slash
        "3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",    // no opening slash
        "/3t3/3t3//ttTKTtt/3T3/3t3/3t3/",      // empty rank
        "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/99999999999999999999/",
        "hello world",
        "/7/7/7/7/7/7/07/",
    ];
    for text in bad_otn {
        assert!(
            matches!(otn(text), Err(ParseError::BadOtn(_))),
            "{text:?} gave {:?}",
            otn(text)
        );
    }
    // Two kings; a soldier on the throne; a defender on a corner.
    for text in [
        "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/K6/",
        "/3t3/3t3/3T3/ttTtTtt/3T3/3t3/K6/",
        "/T6/7/7/3K3/7/7/7/",
    ] {
        assert!(
            matches!(otn(text), Err(ParseError::BadPosition(_))),
            "{text:?}"
        );
    }
    // Berserk pieces are not ours.
    assert!(matches!(
        otn("/3c3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"),
        Err(ParseError::UnsupportedRule { .. })
    ));
}

#[test]
fn garbage_never_panics() {
    let v = Variant::from_preset(Preset::Copenhagen);
    let alphabet: Vec<char> = "/0123456789tTKkcnx :-".chars().collect();
    let mut rng = Lcg(11);
    for _ in 0..3000 {
        let len = rng.next(60) as usize;
        let text: String = (0..len)
            .map(|_| alphabet[rng.next(alphabet.len() as u64) as usize])
            .collect();
        let _ = parse_position(&v, &text, Side::Defenders);
        let _ = parse_rules(&text);
        let _ = parse_rules(&format!("dim:11 start:{text}"));
    }
}

// ---------------------------------------------------------------- OTR rules strings

#[test]
fn presets_round_trip_or_fail_on_what_otr_cannot_say() {
    for preset in Preset::ALL {
        let rules = preset.rules();
        let written = write_rules(&rules);
        let expected_failure = match preset {
            Preset::Brandubh => Some("no_capture_limit"),
            Preset::BrandubhAageNielsen => Some("king_capture"),
            Preset::Copenhagen => Some("repetition"),
            Preset::Fetlar => Some("no_moves"),
            Preset::ArdRi | Preset::Tablut | Preset::Hnefatafl => None,
        };
        match expected_failure {
            Some(key) => match written {
                Err(ParseError::UnsupportedRule { key: k, .. }) => assert_eq!(k, key, "{preset}"),
                other => panic!("{preset}: expected an error on {key}, got {other:?}"),
            },
            None => {
                let text = written.unwrap_or_else(|e| panic!("{preset}: {e}"));
                assert!(text.starts_with(&format!("dim:{} ", rules.size)), "{text}");
                assert!(text.contains(" start:/"), "{text}");
                assert_eq!(parse_rules(&text).unwrap(), rules, "{preset}: {text}");
            }
        }
    }
}

#[test]
fn presets_round_trip_once_the_inexpressible_switch_is_changed() {
    let variants = [
        Rules {
            repetition: Repetition::MoverLoses,
            ..Preset::Copenhagen.rules()
        },
        Rules {
            no_moves: NoMoves::Loss,
            ..Preset::Fetlar.rules()
        },
        Rules {
            no_capture_limit: None,
            king_capture_on_throne: KingCapture::Two,
            ..Preset::Brandubh.rules()
        },
        Rules {
            king_capture_beside_throne: KingCapture::ThreeAndThrone,
            ..Preset::BrandubhAageNielsen.rules()
        },
        Rules {
            repetition: Repetition::None,
            first: Side::Defenders,
            king_armed: false,
            ..Preset::Tablut.rules()
        },
    ];
    for rules in variants {
        let text = write_rules(&rules).unwrap_or_else(|e| panic!("{}: {e}", rules.name));
        assert_eq!(parse_rules(&text).unwrap(), rules, "{text}");
    }
    // Brandubh without the move limit still has a king OTR cannot describe.
    let rules = Rules {
        no_capture_limit: None,
        ..Preset::Brandubh.rules()
    };
    assert!(matches!(
        write_rules(&rules),
        Err(ParseError::UnsupportedRule { key, .. }) if key == "king_capture"
    ));
    let rules = Rules {
        repetition: Repetition::SideLoses(Side::Attackers),
        ..Preset::Hnefatafl.rules()
    };
    assert!(write_rules(&rules).is_err());
}

#[test]
fn written_strings_look_like_opentafl_writes_them() {
    assert_eq!(
        write_rules(&Preset::Hnefatafl.rules()).unwrap(),
        format!(
            "dim:11 name:Hnefatafl surf:n atkf:y tfr:l ks:c cenhe:tcnkTCN start:{ELEVEN_START}"
        )
    );
    assert_eq!(
        write_rules(&Preset::Tablut.rules()).unwrap(),
        format!("dim:9 name:Tablut esc:e surf:n atkf:y ks:c cor: cens: cenh: start:{NINE_START}")
    );
    assert_eq!(
        write_rules(&Preset::ArdRi.rules()).unwrap(),
        "dim:7 name:Ard_Ri esc:e atkf:y tfr:l ks:w cor: cen: \
         start:/2ttt2/3t3/t1TTT1t/ttTKTtt/t1TTT1t/3t3/2ttt2/"
    );
}

#[test]
fn opentafl_spec_brandub() {
    // opentafl-notation-spec.txt, "Brandub".
    let r = parse_rules(&format!("dim:7 ks:n cenhe: cenh: start:{BRANDUBH_START}")).unwrap();
    assert_eq!(r.name, "Unknown Tafl");
    assert_eq!(r.size, 7);
    assert_eq!(sorted_setup(&r), sorted_setup(&Preset::Brandubh.rules()));
    assert_eq!(r.first, Side::Attackers);
    assert_eq!(r.escape, Escape::Corner);
    assert!(r.throne && r.corners && r.king_armed && r.encirclement);
    assert_eq!(r.throne_land, PieceSet::KING);
    assert_eq!(r.throne_cross, PieceSet::ALL);
    assert_eq!(r.throne_hostile_empty, PieceSet::NONE);
    assert_eq!(r.throne_hostile_occupied, PieceSet::NONE);
    assert_eq!(r.corner_land, PieceSet::KING);
    assert_eq!(r.corner_hostile, PieceSet::ALL);
    assert_eq!(
        (
            r.king_capture_on_throne,
            r.king_capture_beside_throne,
            r.king_capture_elsewhere
        ),
        (KingCapture::Two, KingCapture::Two, KingCapture::Two)
    );
    assert!(r.king_capture_on_edge);
    assert_eq!(r.repetition, Repetition::Draw);
    assert_eq!((r.no_capture_limit, r.no_moves), (None, NoMoves::Loss));
    assert!(!r.shieldwall && !r.exit_fort);
}

#[test]
fn opentafl_spec_copenhagen_and_fetlar() {
    // opentafl-notation-spec.txt, "Copenhagen" and "Fetlar".
    let c = parse_rules(&format!("dim:11 atkf:n sw:s efe:y start:{ELEVEN_START}")).unwrap();
    assert_eq!(c.first, Side::Defenders);
    assert!(c.shieldwall && c.exit_fort && c.encirclement);
    assert_eq!(
        (
            c.king_capture_on_throne,
            c.king_capture_beside_throne,
            c.king_capture_elsewhere
        ),
        (
            KingCapture::Four,
            KingCapture::ThreeAndThrone,
            KingCapture::Four
        )
    );
    assert!(!c.king_capture_on_edge);
    assert_eq!(c.throne_hostile_empty, PieceSet::SOLDIERS);
    assert_eq!(c.throne_hostile_occupied, PieceSet::ATTACKER);
    assert_eq!(sorted_setup(&c), sorted_setup(&Preset::Copenhagen.rules()));
    let f = parse_rules(&format!("dim:11 atkf:n start:{ELEVEN_START}")).unwrap();
    assert!(!f.shieldwall && !f.exit_fort);
    assert_eq!(
        Rules {
            name: c.name.clone(),
            shieldwall: true,
            exit_fort: true,
            ..f
        },
        c
    );
}

#[test]
fn opentafl_spec_sea_battle() {
    let r = parse_rules(&format!(
        "dim:9 name:Sea_Battle esc:e atkf:y ka:n nj:n cj:n cor: cen: start:{NINE_START}"
    ))
    .unwrap();
    assert_eq!(r.name, "Sea Battle");
    assert_eq!(r.escape, Escape::Edge);
    assert!(!r.king_armed && !r.throne && !r.corners);
    assert_eq!(r.king_capture_elsewhere, KingCapture::Four);
    assert!(!r.king_capture_on_edge);
}

#[test]
fn opentafl_test_tablut_is_our_tablut_with_encirclement() {
    // OpenTafl's GenericRulesCopyTest Tablut string.
    let r = parse_rules(&format!(
        "dim:9 name:Tablut esc:e atkf:y ks:c nj:n cor: cens: cenh: start:{NINE_START}"
    ))
    .unwrap();
    assert_eq!(
        r,
        Rules {
            encirclement: true,
            ..Preset::Tablut.rules()
        }
    );
}

#[test]
fn opentafl_brandub_strong_centre_king() {
    // The rules string of OpenTafl's annotated Brandub replay.
    let r = parse_rules(&format!(
        "dim:7 name:Brandub_Strong_Center_King surf:n atkf:y ks:c nj:n cj:n cenh: cenhe: start:{BRANDUBH_START}"
    ))
    .unwrap();
    assert_eq!(r.name, "Brandub Strong Center King");
    assert_eq!(
        (
            r.king_capture_on_throne,
            r.king_capture_beside_throne,
            r.king_capture_elsewhere
        ),
        (
            KingCapture::Four,
            KingCapture::ThreeAndThrone,
            KingCapture::Two
        )
    );
    assert!(!r.encirclement);
}

#[test]
fn opentafl_strings_we_cannot_play_are_unsupported() {
    let cases = [
        // OpenTafl's Copenhagen as shipped in its network test: the repeater wins.
        (format!("dim:11 name:Copenhagen atkf:y tfr:w sw:s efe:y start:{ELEVEN_START}"), "tfr"),
        // Berserk, from the notation spec (commanders and knights in the start).
        (
            "dim:11 surf:n atkf:n kj:r ber:c start:/3ttttt3/5c5/11/t4T4t/t3NTT3t/tc1TTKTT1ct/t3TTT3t/t4T4t/11/5c5/3ttttt3/".to_string(),
            "taflman",
        ),
        (format!("dim:11 surf:n atkf:n kj:r start:{ELEVEN_START}"), "kj"),
        (format!("dim:11 ber:c start:{ELEVEN_START}"), "ber"),
        // Magpie: middleweight king with speed limits.
        (format!("dim:7 name:Magpie surf:n atkf:y ks:m start:{BRANDUBH_START}"), "ks"),
        (format!("dim:7 spd:-1,-1,-1,-1,-1,-1,-1,1, start:{BRANDUBH_START}"), "spd"),
        (format!("dim:7 ka:h start:{BRANDUBH_START}"), "ka"),
        (format!("dim:7 sw:w start:{BRANDUBH_START}"), "sw"),
        (format!("dim:7 sw:s swf:n start:{BRANDUBH_START}"), "swf"),
        (format!("dim:7 cor:a1,b1, start:{BRANDUBH_START}"), "cor"),
        (format!("dim:7 cen:b2, start:{BRANDUBH_START}"), "cen"),
        (format!("dim:7 dfor:c1,c2, start:{BRANDUBH_START}"), "dfor"),
        (format!("dim:7 linc:y start:{BRANDUBH_START}"), "linc"),
        (format!("dim:7 foo:y start:{BRANDUBH_START}"), "foo"),
        (format!("dim:15 start:{BRANDUBH_START}"), "dim"),
        (format!("dim:20 start:{BRANDUBH_START}"), "dim"),
    ];
    for (text, key) in cases {
        match parse_rules(&text) {
            Err(ParseError::UnsupportedRule { key: k, .. }) => assert_eq!(k, key, "{text}"),
            other => panic!("{text}: expected unsupported {key}, got {other:?}"),
        }
    }
}

#[test]
fn malformed_rules_strings_are_bad_rules() {
    let start = format!("start:{BRANDUBH_START}");
    let cases = [
        String::new(),
        "   ".to_string(),
        start.clone(),                  // missing dim
        "dim:7".to_string(),            // missing start
        format!("dim:x {start}"),       // dim not a number
        format!("dim:7 dim:7 {start}"), // duplicated key
        format!("dim:7 esc:x {start}"), // bad value
        format!("dim:7 atkf:maybe {start}"),
        format!("dim:7 tfr:q {start}"),
        format!("dim:7 ks:z {start}"),
        format!("dim:7 cenh:tq {start}"), // bad piece list
        format!("dim:7 cor:z9, {start}"), // bad space list
        format!("dim:7 spd:fast {start}"),
        format!("dim7 {start}"), // not key:value
        format!("dim:7 :y {start}"),
        format!("dim:7 esc:c:e {start}"),
        format!("dim:7 {start} starti:{BRANDUBH_START}"),
    ];
    for text in cases {
        assert!(
            matches!(parse_rules(&text), Err(ParseError::BadRules(_))),
            "{text:?} gave {:?}",
            parse_rules(&text)
        );
    }
    // A bad start position is an OTN error; a start that breaks the rules is invalid rules.
    assert!(matches!(
        parse_rules("dim:7 start:/3t3/"),
        Err(ParseError::BadOtn(_))
    ));
    assert!(matches!(
        parse_rules("dim:7 start:/3t3/3t3/3T3/ttTtTtt/3T3/3t3/3t3/"),
        Err(ParseError::InvalidRules(_))
    ));
    assert!(matches!(
        parse_rules(&format!("dim:9 {start}")),
        Err(ParseError::BadOtn(_))
    ));
    // Corner escape without corners cannot be played.
    assert!(matches!(
        parse_rules(&format!("dim:7 cor: {start}")),
        Err(ParseError::InvalidRules(_))
    ));
}

#[test]
fn starti_lists_the_top_rank_first() {
    let start = parse_rules("dim:7 start:/1t5/7/7/3K3/7/7/5T1/").unwrap();
    let starti = parse_rules("dim:7 starti:/5T1/7/7/3K3/7/7/1t5/").unwrap();
    assert_eq!(start, starti);
    assert!(start.setup.contains(&(sq("b1"), Piece::Attacker)));
    assert!(start.setup.contains(&(sq("f7"), Piece::Defender)));
}

#[test]
fn names_are_written_with_underscores() {
    let rules = Rules {
        name: "My: odd\tname".into(),
        ..Preset::Hnefatafl.rules()
    };
    let text = write_rules(&rules).unwrap();
    assert!(text.contains(" name:My__odd_name "), "{text}");
    assert_eq!(parse_rules(&text).unwrap().name, "My  odd name");
}
