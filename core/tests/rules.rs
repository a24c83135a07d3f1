//! Every rule and test position of RULES.md, plus the switches the other presets add.

use std::sync::Arc;
use tafl_core::{Game, Move, MoveError, Outcome, Position, Preset, Reason, Side, Square, Variant};

fn game(preset: Preset, pieces: &str) -> Game {
    let v = Variant::from_preset(preset);
    let pos = Position::parse_pieces(&v, pieces).unwrap();
    Game::from_position(Arc::new(v), pos)
}

fn sq(s: &str) -> Square {
    Square::parse(s).unwrap()
}

fn mv(s: &str) -> Move {
    Move::parse(s).unwrap()
}

/// Plays `m` and returns the captured squares (sorted) and the outcome. Some spec positions
/// have the king already on a corner (only the captures matter there): those are played on the
/// bare position, where the game would refuse a move after the end.
fn play(preset: Preset, pieces: &str, m: &str) -> (Vec<String>, Option<Outcome>) {
    let mut g = game(preset, pieces);
    let (captured, outcome) = if g.is_over() {
        let (_, caps) = g.position().play(g.variant(), mv(m)).unwrap();
        (caps.iter().collect::<Vec<_>>(), None)
    } else {
        let report = g
            .play(mv(m))
            .unwrap_or_else(|e| panic!("{pieces} {m}: {e}"));
        (report.captured, report.outcome)
    };
    let mut caps: Vec<String> = captured.iter().map(|(s, _)| s.to_string()).collect();
    caps.sort();
    (caps, outcome)
}

/// Plays every move and returns the outcome after the last one.
fn play_all(g: &mut Game, moves: &[&str]) -> Option<Outcome> {
    let mut last = None;
    for m in moves {
        last = g.play(mv(m)).unwrap().outcome;
    }
    last
}

fn captures(preset: Preset, pieces: &str, m: &str) -> Vec<String> {
    play(preset, pieces, m).0
}

const B: Preset = Preset::Brandubh;

#[test]
fn b1_custodial_capture() {
    assert_eq!(captures(B, "A d7 b5, D c5, K f2; A", "d7-d5"), ["c5"]);
}

#[test]
fn b2_moving_in_between_is_safe() {
    assert!(captures(B, "A e3 g3, D f6, K b6; D", "f6-f3").is_empty());
}

#[test]
fn b3_b4_corners_are_anvils() {
    assert_eq!(captures(B, "A c3, D b1, K f6; A", "c3-c1"), ["b1"]);
    assert_eq!(captures(B, "A a2 f7, D a4, K f6; D", "a4-a3"), ["a2"]);
}

#[test]
fn b5_b6_empty_throne_is_an_anvil_for_both_sides() {
    assert_eq!(captures(B, "A b6, D d5, K f2; A", "b6-d6"), ["d5"]);
    assert_eq!(captures(B, "A c4 f7, D b1, K f6; D", "b1-b4"), ["c4"]);
}

#[test]
fn b7_occupied_throne_is_not_an_anvil() {
    assert!(captures(B, "A b6, D d5, K d4; A", "b6-d6").is_empty());
}

#[test]
fn b8_b9_the_king_is_armed() {
    assert_eq!(captures(B, "A c3 f7, D g3, K b3; D", "g3-d3"), ["c3"]);
    assert_eq!(captures(B, "A c6 f7, D b6, K g6; D", "g6-d6"), ["c6"]);
}

#[test]
fn b10_soldiers_cannot_cross_the_throne() {
    let g = game(B, "A a4, D d6, K f2; A");
    assert_eq!(g.check(mv("a4-e4")), Err(MoveError::Blocked(sq("d4"))));
    assert!(!g.legal_moves().contains(&mv("a4-e4")));
    // Nor land on it, nor on a corner.
    assert_eq!(g.check(mv("a4-d4")), Err(MoveError::Restricted(sq("d4"))));
    let g = game(B, "A a2, D d6, K f2; A");
    assert_eq!(g.check(mv("a2-a1")), Err(MoveError::Restricted(sq("a1"))));
}

#[test]
fn a_blocked_move_names_the_first_square_in_the_way() {
    // Brandubh start: the attacker on d7 is stopped by the defender on d5, the king on d4
    // behind it does not matter; a4-e4 stops at b4.
    let g = Game::new(B);
    assert_eq!(g.check(mv("d7-d3")), Err(MoveError::Occupied(sq("d3"))));
    assert_eq!(g.check(mv("d6-d2")), Err(MoveError::Occupied(sq("d2"))));
    let g = game(B, "A d7 a4, D d5 b4, K d4; A");
    assert_eq!(g.check(mv("d7-d3")), Err(MoveError::Blocked(sq("d5"))));
    assert_eq!(g.check(mv("a4-e4")), Err(MoveError::Blocked(sq("b4"))));
    assert_eq!(MoveError::Blocked(sq("d5")).to_string(), "d5 is in the way");
    // Downward and leftward too, and an empty throne stops a soldier.
    let g = game(B, "A g4 d1, D c4 d3, K f6; A");
    assert_eq!(g.check(mv("g4-a4")), Err(MoveError::Blocked(sq("d4"))));
    let g = game(B, "A d7, D d3, K f6; A");
    assert_eq!(g.check(mv("d7-d2")), Err(MoveError::Blocked(sq("d4"))));
    let g = game(B, "A d1, D d3, K f6; A");
    assert_eq!(g.check(mv("d1-d5")), Err(MoveError::Blocked(sq("d3"))));
}

#[test]
fn b11_the_king_crosses_and_returns_to_the_throne() {
    let g = game(B, "A a6, K d6; D");
    assert!(g.check(mv("d6-d2")).is_ok());
    assert!(g.check(mv("d6-d4")).is_ok());
}

fn king_captured(preset: Preset, pieces: &str, m: &str) -> bool {
    let (caps, outcome) = play(preset, pieces, m);
    let captured = outcome == Some(Outcome::win(Side::Attackers, Reason::KingCaptured));
    if captured {
        assert!(
            !caps.is_empty(),
            "the captured king is listed among the captures"
        );
    }
    captured
}

#[test]
fn b12_to_b17_king_captures() {
    assert!(king_captured(B, "A b6 g6, K c6; A", "g6-d6"));
    assert!(!king_captured(B, "A c4 e4 d6, D f1, K d4; A", "d6-d5"));
    assert!(king_captured(B, "A c4 e4 d5 g3, K d4; A", "g3-d3"));
    assert!(king_captured(B, "A c5 e1, K d5; A", "e1-e5"));
    assert!(king_captured(B, "A b6, K d5; A", "b6-d6"));
    assert!(king_captured(B, "A c3, K a2; A", "c3-a3"));
}

#[test]
fn b18_the_king_moving_in_is_safe() {
    let (caps, outcome) = play(B, "A b6 d6, K c2; D", "c2-c6");
    assert!(caps.is_empty());
    assert_eq!(outcome, None);
}

#[test]
fn b19_two_captures_at_once() {
    assert_eq!(
        captures(B, "A b5 f5 d7, D c5 e5, K g1; A", "d7-d5"),
        ["c5", "e5"]
    );
}

#[test]
fn b20_no_legal_move_loses() {
    let (_, outcome) = play(B, "A c4 e4 d5 c3 e3 d1, D d3, K d4; A", "d1-d2");
    assert_eq!(
        outcome,
        Some(Outcome::win(Side::Attackers, Reason::NoLegalMove))
    );
}

#[test]
fn b21_corner_escape_wins() {
    let (_, outcome) = play(B, "A b1, K g4; D", "g4-g7");
    assert_eq!(
        outcome,
        Some(Outcome::win(Side::Defenders, Reason::KingEscaped))
    );
}

#[test]
fn b22_king_beside_the_throne_is_captured_by_two() {
    assert!(king_captured(B, "A c5 e5 b6, K d5; A", "b6-d6"));
}

#[test]
fn brandubh_start_position_matches_the_diagram() {
    let v = Variant::from_preset(B);
    let expected = [
        " 7 + . . A . . +",
        " 6 . . . A . . .",
        " 5 . . . D . . .",
        " 4 A A D K D A A",
        " 3 . . . D . . .",
        " 2 . . . A . . .",
        " 1 + . . A . . +",
        "   a b c d e f g",
        "",
    ]
    .join("\n");
    assert_eq!(Position::start(&v).diagram(&v), expected);
    assert_eq!(Position::start(&v).side_to_move(), Side::Attackers);
}

#[test]
fn brandubh_draws_after_100_plies_without_capture_but_a_win_on_the_100th_counts() {
    // Two kings' men shuffle: no captures possible.
    let mut g = game(B, "A a2, D g6, K e5; A");
    let shuffle = ["a2-a3", "g6-g5", "a3-a2", "g5-g6"];
    for i in 0..99 {
        let report = g.play(mv(shuffle[i % 4])).unwrap();
        assert_eq!(report.outcome, None, "ply {}", i + 1);
    }
    assert_eq!(g.plies_since_capture(), 99);
    // The 100th ply draws...
    let report = g.play(mv(shuffle[99 % 4])).unwrap();
    assert_eq!(report.outcome, Some(Outcome::draw(Reason::MoveLimit)));
    assert_eq!(g.play(mv("a2-b2")), Err(MoveError::GameOver));
    assert_eq!(g.ply(), 100, "a refused move changes nothing");
}

#[test]
fn a_game_can_start_after_quiet_plies_and_the_limit_counts_on() {
    let v = Arc::new(Variant::from_preset(B));
    let pos = Position::parse_pieces(&v, "A a2, D g6, K e5; A").unwrap();
    let mut g = Game::from_position_after_quiet_plies(Arc::clone(&v), pos.clone(), 98);
    assert_eq!((g.plies_since_capture(), g.outcome()), (98, None));
    assert_eq!(g.play(mv("a2-a3")).unwrap().outcome, None);
    let report = g.play(mv("g6-g5")).unwrap();
    assert_eq!(report.outcome, Some(Outcome::draw(Reason::MoveLimit)));
    // Undone back to the start, the count before it is there again.
    g.undo();
    g.undo();
    assert_eq!((g.plies_since_capture(), g.outcome()), (98, None));
    // A start at the limit is already drawn; rules without a limit ignore the count.
    let drawn = Game::from_position_after_quiet_plies(Arc::clone(&v), pos, 100);
    assert_eq!(drawn.outcome(), Some(Outcome::draw(Reason::MoveLimit)));
    let t = Arc::new(Variant::from_preset(Preset::Tablut));
    let pos = Position::parse_pieces(&t, "A a2, D g6, K e4; A").unwrap();
    let free = Game::from_position_after_quiet_plies(t, pos, 1000);
    assert_eq!((free.plies_since_capture(), free.outcome()), (1000, None));
}

#[test]
fn brandubh_has_no_repetition_rule() {
    let mut g = game(B, "A a2, D g6, K e5; A");
    for m in ["a2-a3", "g6-g5", "a3-a2", "g5-g6"].iter().cycle().take(12) {
        assert_eq!(g.play(mv(m)).unwrap().outcome, None);
    }
    assert!(g.occurrences() >= 3);
}

#[test]
fn a_win_on_the_hundredth_ply_is_a_win() {
    // 99 quiet plies, then the king escapes on ply 100.
    let shuffle = ["a2-a3", "b6-b5", "a3-a2", "b5-b6"];
    let mut g = game(B, "A a2, D b6, K g5; A");
    for i in 0..99 {
        g.play(mv(shuffle[i % 4])).unwrap();
    }
    assert_eq!(g.side_to_move(), Side::Defenders);
    assert_eq!(g.plies_since_capture(), 99);
    let report = g.play(mv("g5-g7")).unwrap();
    assert_eq!(
        report.outcome,
        Some(Outcome::win(Side::Defenders, Reason::KingEscaped))
    );
}

#[test]
fn aagenielsen_brandubh_throne_rules() {
    let p = Preset::BrandubhAageNielsen;
    // Soldiers may cross the empty throne, but not land on it.
    let g = game(p, "A a4, D d6, K f2; A");
    assert!(g.check(mv("a4-e4")).is_ok());
    assert_eq!(g.check(mv("a4-d4")), Err(MoveError::Restricted(sq("d4"))));
    // The empty throne is hostile to attackers and defenders...
    assert_eq!(captures(p, "A b6, D d5, K f2; A", "b6-d6"), ["d5"]);
    assert_eq!(captures(p, "A c4 f7, D b1, K f6; D", "b1-b4"), ["c4"]);
    // ...but never to the king: beside the throne he needs two attackers in line.
    assert!(!king_captured(p, "A b6, K d5; A", "b6-d6"));
    assert!(king_captured(p, "A c5 e1, K d5; A", "e1-e5"));
    // The occupied throne is hostile to attackers (the king is armed anyway).
    assert_eq!(captures(p, "A d5 f7, D d7, K d4; D", "d7-d6"), ["d5"]);
}

#[test]
fn aagenielsen_brandubh_third_repetition_draws() {
    let mut g = game(Preset::BrandubhAageNielsen, "A a2, D g6, K e5; A");
    let moves = [
        "a2-a3", "g6-g5", "a3-a2", "g5-g6", "a2-a3", "g6-g5", "a3-a2", "g5-g6",
    ];
    let mut last = None;
    for m in moves {
        last = g.play(mv(m)).unwrap().outcome;
        if last.is_some() {
            break;
        }
    }
    assert_eq!(last, Some(Outcome::draw(Reason::Repetition)));
    assert_eq!(
        g.ply(),
        8,
        "the start position occurs a third time after 8 plies"
    );
}

#[test]
fn repetition_rules_pick_the_loser() {
    // Hnefatafl: the player who makes the third occurrence loses (here the defenders).
    let mut g = game(Preset::Hnefatafl, "A a2, D k8, K f9; A");
    let moves = [
        "a2-a3", "k8-k7", "a3-a2", "k7-k8", "a2-a3", "k8-k7", "a3-a2", "k7-k8",
    ];
    let last = play_all(&mut g, &moves);
    assert_eq!(
        last,
        Some(Outcome::win(Side::Attackers, Reason::Repetition))
    );
    // Copenhagen: the defenders lose whoever repeats.
    let mut g = game(Preset::Copenhagen, "A a2 b9, D k8, K f9; D");
    let moves = [
        "k8-k7", "a2-a3", "k7-k8", "a3-a2", "k8-k7", "a2-a3", "k7-k8", "a3-a2",
    ];
    let last = play_all(&mut g, &moves);
    assert_eq!(
        last,
        Some(Outcome::win(Side::Attackers, Reason::Repetition))
    );
    // Ard Ri: the mover loses, here the attackers.
    let mut g = game(Preset::ArdRi, "A b2, D f5, K d4; D");
    let moves = [
        "f5-f6", "b2-b3", "f6-f5", "b3-b2", "f5-f6", "b2-b3", "f6-f5", "b3-b2",
    ];
    let last = play_all(&mut g, &moves);
    assert_eq!(
        last,
        Some(Outcome::win(Side::Defenders, Reason::Repetition))
    );
}

#[test]
fn tablut_edge_escape_and_throne() {
    let t = Preset::Tablut;
    let (_, outcome) = play(t, "A a1, K e3; D", "e3-e1");
    assert_eq!(
        outcome,
        Some(Outcome::win(Side::Defenders, Reason::KingEscaped))
    );
    // Nobody lands on the throne, the king included; everybody may cross it.
    let g = game(t, "A a5, D e7, K c5; D");
    assert_eq!(g.check(mv("c5-e5")), Err(MoveError::Restricted(sq("e5"))));
    assert!(g.check(mv("c5-h5")).is_ok());
    // Beside the throne the king needs three attackers and the empty throne.
    assert!(!king_captured(t, "A d6 f8, K e6; A", "f8-f6"));
    assert!(king_captured(t, "A d6 f6 e8, K e6; A", "e8-e7"));
    // On the throne: four attackers.
    assert!(king_captured(t, "A d5 f5 e6 a4, K e5; A", "a4-e4"));
    assert!(!king_captured(t, "A d5 f5 a4, D e6, K e5; A", "a4-e4"));
    // Elsewhere: two.
    assert!(king_captured(t, "A b3 d1, K c3; A", "d1-d3"));
}

#[test]
fn ard_ri_has_no_special_squares_and_edge_escape() {
    let p = Preset::ArdRi;
    let g = game(p, "A a4, D f6, K f2; A");
    assert!(
        g.check(mv("a4-d4")).is_ok(),
        "the centre is an ordinary square"
    );
    assert!(g.check(mv("a4-g4")).is_ok());
    // Corners are ordinary squares: no capture against them.
    assert!(captures(p, "A c3 g6, D b1, K f6; A", "c3-c1").is_empty());
    let (_, outcome) = play(p, "A a4, K c5; D", "c5-c7");
    assert_eq!(
        outcome,
        Some(Outcome::win(Side::Defenders, Reason::KingEscaped))
    );
}

#[test]
fn copenhagen_king_is_captured_by_four_and_never_on_the_edge() {
    let c = Preset::Copenhagen;
    assert!(
        !king_captured(c, "A c3 e1, K d3; A", "e1-e3"),
        "two are not enough"
    );
    assert!(king_captured(c, "A c3 e3 d4 h2, K d3; A", "h2-d2"));
    assert!(
        !king_captured(c, "A c1 e2, K d1; A", "e2-e1"),
        "never on the edge"
    );
    // Beside the throne: three and the empty throne.
    assert!(king_captured(c, "A e7 g7 a8, K f7; A", "a8-f8"));
}

#[test]
fn hnefatafl_king_is_captured_by_two_away_from_the_throne() {
    let h = Preset::Hnefatafl;
    assert!(king_captured(h, "A c3 e1, K d3; A", "e1-e3"));
    assert!(
        king_captured(h, "A c1 e2, K d1; A", "e2-e1"),
        "the edge is no refuge"
    );
    assert!(
        !king_captured(h, "A e7 g8, K f7; A", "g8-g7"),
        "beside the throne: 3 + throne"
    );
    assert!(king_captured(h, "A e7 g7 a8, K f7; A", "a8-f8"));
}

#[test]
fn copenhagen_shieldwall() {
    let c = Preset::Copenhagen;
    assert_eq!(
        captures(c, "A d1 e1 f1, D c3 d2 e2 f2 g1, K k6; D", "c3-c1"),
        ["d1", "e1", "f1"]
    );
    assert!(captures(c, "A i10 j9 k8, D k10 k9, K f6; A", "i10-j10").is_empty());
    // A corner closes the wall.
    assert_eq!(
        captures(c, "A b1 c1, D b2 c2 d3, K k6; D", "d3-d1"),
        ["b1", "c1"]
    );
    // Only one piece in the row: no shieldwall, and no custodial capture either.
    assert!(captures(c, "A d1, D d2 e3, K k6; D", "e3-e1").is_empty());
    // A gap in the front row: nothing; without the gap: all three.
    assert!(captures(c, "A b1 c1 d1, D b2 d2 e3, K k6; D", "e3-e1").is_empty());
    assert_eq!(
        captures(c, "A b1 c1 d1, D b2 c2 d2 e3, K k6; D", "e3-e1"),
        ["b1", "c1", "d1"]
    );
    // Attackers wall in defenders; the king in the row is spared.
    assert_eq!(
        captures(c, "A b1 c2 d2 e2 f3, D d1 e1, K c1; A", "f3-f1"),
        ["d1", "e1"]
    );
}

#[test]
fn copenhagen_exit_fort() {
    let c = Preset::Copenhagen;
    let (_, outcome) = play(c, "A e8 f8, D e11 g11 e10 g10 e9 f9, K f10; D", "f10-f11");
    assert_eq!(
        outcome,
        Some(Outcome::win(Side::Defenders, Reason::ExitFort))
    );
    let (_, outcome) = play(c, "A i7 h5, D j7 k7 i6 j5 k5, K j6; D", "j6-k6");
    assert_eq!(outcome, None, "h5 can break in");
    let (_, outcome) = play(c, "A i7, D j7 k7 i6 j5 k5, K j6; D", "j6-k6");
    assert_eq!(
        outcome,
        Some(Outcome::win(Side::Defenders, Reason::ExitFort))
    );
    // Fetlar has no exit fort.
    let (_, outcome) = play(
        Preset::Fetlar,
        "A e8 f8, D e11 g11 e10 g10 e9 f9, K f10; D",
        "f10-f11",
    );
    assert_eq!(outcome, None);
}

#[test]
fn copenhagen_encirclement() {
    let c = Preset::Copenhagen;
    // Attackers ring d4..h8 around the king and one defender; the last gap closes with e9-e8.
    let ring = "A d5 d6 d7 e4 f4 g4 h5 h6 h7 e9 f8 g8, D e6, K f6; A";
    let (_, outcome) = play(c, ring, "e9-e8");
    assert_eq!(
        outcome,
        Some(Outcome::win(Side::Attackers, Reason::Encircled))
    );
    // A defender outside the ring: no encirclement.
    let (_, outcome) = play(c, &ring.replace("D e6", "D e6 b2"), "e9-e8");
    assert_eq!(outcome, None);
    // Fetlar has no encirclement.
    let (_, outcome) = play(Preset::Fetlar, ring, "e9-e8");
    assert_eq!(outcome, None);
}

/// RULES.md checks every end after every move, whoever moved. A defender capture can join the
/// king's closed pocket with the pocket of the last free defender: the attackers win at once.
const ENCIRCLED_BY_OWN_CAPTURE: &str = "A b3 c2 c4 d2 d3 d4 e2 e4 f2 f4 g3 j9, D f3, K c3; D";

#[test]
fn copenhagen_encirclement_after_a_defender_capture() {
    let (caps, outcome) = play(Preset::Copenhagen, ENCIRCLED_BY_OWN_CAPTURE, "f3-e3");
    assert_eq!(caps, ["d3"]);
    assert_eq!(
        outcome,
        Some(Outcome::win(Side::Attackers, Reason::Encircled))
    );
    // With one more defender outside the ring the same capture ends nothing.
    let free = ENCIRCLED_BY_OWN_CAPTURE.replace("D f3", "D f3 h8");
    let (caps, outcome) = play(Preset::Copenhagen, &free, "f3-e3");
    assert_eq!(caps, ["d3"]);
    assert_eq!(outcome, None);
}

#[test]
fn the_search_and_perft_see_an_encirclement_made_by_a_defender_capture() {
    let v = Variant::from_preset(Preset::Copenhagen);
    let mut pos = Position::parse_pieces(&v, ENCIRCLED_BY_OWN_CAPTURE).unwrap();
    assert_eq!(pos.decisive_after_move(&v), None);
    let undo = pos.make(&v, mv("f3-e3"));
    assert_eq!(
        pos.decisive_after_move(&v),
        Some(Outcome::win(Side::Attackers, Reason::Encircled))
    );
    pos.unmake(&undo);
    // f3-e3 is the defenders' only move, and a won position has no children.
    assert_eq!(
        tafl_core::perft::divide(&v, &mut pos, 2),
        [(mv("f3-e3"), 0)]
    );
    assert_eq!(tafl_core::perft::perft(&v, &mut pos, 3), 0);
}

#[test]
fn encirclement_comes_before_no_legal_move() {
    // Ard Ri, the board packed with attackers. e3-e4 captures d4 against the armed king: the
    // pockets of c4, d5 and e2..f3 become one closed region holding every defender, and the
    // attackers (to move) have no legal move. Encirclement is checked first: attackers win,
    // not the defenders by "no legal move".
    let v = Variant::from_preset(Preset::ArdRi);
    let defenders = ["d3", "f3", "e2", "e3", "d5"];
    let mut pieces = vec![(sq("c4"), tafl_core::Piece::King)];
    for s in v.squares() {
        let name = s.to_string();
        if name == "c4" || name == "e4" {
            continue;
        }
        let piece = if defenders.contains(&name.as_str()) {
            tafl_core::Piece::Defender
        } else {
            tafl_core::Piece::Attacker
        };
        pieces.push((s, piece));
    }
    let pos = Position::from_pieces(&v, pieces, Side::Defenders).unwrap();
    let mut g = Game::from_position(Arc::new(v), pos);
    assert_eq!(g.outcome(), None);
    let report = g.play(mv("e3-e4")).unwrap();
    assert_eq!(report.captured, [(sq("d4"), tafl_core::Piece::Attacker)]);
    assert!(!g.position().has_legal_move(g.variant()));
    assert_eq!(
        report.outcome,
        Some(Outcome::win(Side::Attackers, Reason::Encircled))
    );
}

#[test]
fn fetlar_no_legal_move_is_a_draw() {
    let (_, outcome) = play(
        Preset::Fetlar,
        "A c6 e6 d7 c5 e5 d3, D d5, K d6; A",
        "d3-d4",
    );
    assert_eq!(outcome, Some(Outcome::draw(Reason::NoLegalMove)));
}

#[test]
fn wrong_side_and_empty_square_are_typed_errors_and_change_nothing() {
    let mut g = Game::new(B);
    let before = g.position().clone();
    assert_eq!(g.play(mv("d4-d3")), Err(MoveError::NotYourPiece(sq("d4"))));
    assert_eq!(g.play(mv("c2-c3")), Err(MoveError::NoPiece(sq("c2"))));
    assert_eq!(g.play(mv("a4-b5")), Err(MoveError::NotStraight));
    assert_eq!(g.play(mv("a4-b4")), Err(MoveError::Occupied(sq("b4"))));
    assert_eq!(g.play(mv("a4-a4")), Err(MoveError::NotAMove));
    assert_eq!(g.play(mv("a4-h4")), Err(MoveError::OffBoard(sq("h4"))));
    assert_eq!(g.play(mv("d2-d1")), Err(MoveError::Occupied(sq("d1"))));
    assert_eq!(g.position(), &before);
    assert_eq!(g.ply(), 0);
}

#[test]
fn undo_and_redo() {
    let mut g = Game::new(B);
    g.play(mv("d2-c2")).unwrap();
    g.play(mv("d3-e3")).unwrap();
    let after_two = g.position().clone();
    assert_eq!(g.undo(), Some(mv("d3-e3")));
    assert!(g.can_redo());
    assert_eq!(g.redo().unwrap().mv, mv("d3-e3"));
    assert_eq!(g.position(), &after_two);
    g.undo();
    g.undo();
    assert_eq!(g.position(), &Position::start(g.variant()));
    assert!(!g.can_undo());
    g.play(mv("d2-e2")).unwrap();
    assert!(!g.can_redo(), "a new move clears the redo list");
}

#[test]
fn moves_from_a_square_are_for_the_side_to_move_only() {
    let g = Game::new(B);
    let mut targets: Vec<String> = g
        .moves_from(sq("d2"))
        .iter()
        .map(|m| m.to.to_string())
        .collect();
    targets.sort();
    assert_eq!(targets, ["a2", "b2", "c2", "e2", "f2", "g2"]);
    assert!(
        g.moves_from(sq("d3")).is_empty(),
        "defender, not their turn"
    );
    assert!(g.moves_from(sq("c2")).is_empty());
    assert_eq!(g.movable_pieces().len(), 8);
    assert_eq!(g.legal_moves().len(), 40);
}
