//! The exported API as the apps use it: presets, coordinates, every error code, undo/redo
//! against the computer, two-game matches, saves.

use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tafl_ffi::*;

mod common;
use common::{c, play_all};

fn two_players(preset: Preset) -> Arc<GameSession> {
    GameSession::new(SessionConfig {
        preset,
        mode: Mode::TwoPlayers,
        two_game_match: false,
        think_millis: None,
        seed: None,
        rules: None,
    })
}

fn vs_computer(human_side: Side, two_game_match: bool) -> Arc<GameSession> {
    GameSession::new(SessionConfig {
        preset: Preset::Brandubh,
        mode: Mode::VsComputer {
            human_side,
            level: Level::Easy,
        },
        two_game_match,
        think_millis: Some(20),
        seed: Some(42),
        rules: None,
    })
}

fn err<T: std::fmt::Debug>(r: Result<T, TaflError>) -> TaflError {
    r.expect_err("the call should fail")
}

/// The king dies beside its empty throne (attackers win, 1 capture: the king).
const KING_CAPTURED: &str = "a4-a3 c4-c3 b4-b2 d4-c4 b2-b4";

#[test]
fn presets_are_the_seven_with_brandubh_first() {
    let all = presets();
    assert_eq!(all.len(), 7);
    assert_eq!(all[0].preset, Preset::Brandubh);
    assert_eq!(default_preset(), Preset::Brandubh);
    let ids: Vec<&str> = all.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "brandubh",
            "brandubh-aagenielsen",
            "ard-ri",
            "tablut",
            "hnefatafl",
            "copenhagen",
            "fetlar"
        ]
    );
    let sizes: Vec<u8> = all.iter().map(|p| p.board_size).collect();
    assert_eq!(sizes, [7, 7, 7, 9, 11, 11, 11]);
    for p in &all {
        assert_eq!(preset_info(p.preset), *p);
        assert_eq!(Preset::from_id(&p.id), Some(p.preset));
    }
    let b = preset_info(Preset::Brandubh);
    assert_eq!((b.attackers, b.defenders), (8, 4));
    assert_eq!(b.escape, EscapeKind::Corner);
    assert_eq!(b.king_capture, KingCaptureKind::FourOnThroneElseTwo);
    assert!(b.throne && !b.soldiers_cross_throne);
    assert_eq!(b.repetition, RepetitionKind::Allowed);
    assert_eq!(b.no_capture_limit, Some(100));
    assert!(b.no_moves_loses);
    assert_eq!(b.specials, [SpecialRule::ArmedKing, SpecialRule::MoveLimit]);

    let a = preset_info(Preset::ArdRi);
    assert_eq!((a.attackers, a.defenders), (16, 8));
    assert_eq!(a.escape, EscapeKind::Edge);
    assert_eq!(a.king_capture, KingCaptureKind::TwoSides);
    assert!(!a.throne && !a.soldiers_cross_throne);
    assert_eq!(a.repetition, RepetitionKind::MoverLoses);
    assert!(a.specials.contains(&SpecialRule::Encirclement));

    let t = preset_info(Preset::Tablut);
    assert_eq!(
        t.king_capture,
        KingCaptureKind::FourOrThreeBesideThroneElseTwo
    );
    assert_eq!(t.repetition, RepetitionKind::Draw);

    let k = preset_info(Preset::Copenhagen);
    assert_eq!((k.attackers, k.defenders), (24, 12));
    assert_eq!(k.king_capture, KingCaptureKind::FourOrThreeBesideThrone);
    assert_eq!(k.repetition, RepetitionKind::DefendersLose);
    assert!(k.soldiers_cross_throne);
    for s in [
        SpecialRule::Shieldwall,
        SpecialRule::ExitFort,
        SpecialRule::Encirclement,
        SpecialRule::EdgeKingImmune,
    ] {
        assert!(k.specials.contains(&s), "{s:?}");
    }
    let f = preset_info(Preset::Fetlar);
    assert!(!f.no_moves_loses);
    assert!(!f.specials.contains(&SpecialRule::Shieldwall));
}

#[test]
fn coordinates_name_and_parse() {
    assert_eq!(coord_name(Coord { file: 0, rank: 0 }), "a1");
    assert_eq!(coord_name(Coord { file: 10, rank: 10 }), "k11");
    assert_eq!(c("D2"), Coord { file: 3, rank: 1 });
    assert_eq!(c("m13"), Coord { file: 12, rank: 12 });
    for bad in ["", "a", "a0", "n1", "a14", "zz", "1a", "a-1"] {
        assert_eq!(parse_coord(bad.into()), Err(TaflError::OffBoard), "{bad:?}");
    }
    // Never panics on odd numbers.
    assert!(!coord_name(Coord {
        file: 200,
        rank: 255
    })
    .is_empty());
}

#[test]
fn snapshot_describes_the_start() {
    let s = two_players(Preset::Brandubh);
    let snap = s.snapshot();
    assert_eq!(snap.board_size, 7);
    assert_eq!(snap.squares.len(), 49);
    for (i, sq) in snap.squares.iter().enumerate() {
        assert_eq!(
            usize::from(sq.coord.rank) * 7 + usize::from(sq.coord.file),
            i
        );
    }
    let at = |n: &str| {
        let k = c(n);
        snap.squares[usize::from(k.rank) * 7 + usize::from(k.file)].clone()
    };
    assert_eq!(at("d4").piece, Some(Piece::King));
    assert!(at("d4").throne && !at("d4").corner);
    assert!(at("g7").corner && at("a1").corner);
    assert_eq!(at("a4").piece, Some(Piece::Attacker));
    assert_eq!(at("e4").piece, Some(Piece::Defender));
    let count = |p: Piece| snap.squares.iter().filter(|s| s.piece == Some(p)).count();
    assert_eq!((count(Piece::Attacker), count(Piece::Defender)), (8, 4));
    assert_eq!(snap.side_to_move, Side::Attackers);
    assert_eq!(snap.status, GameStatus::Ongoing);
    assert_eq!(snap.turn, Turn::Human);
    assert_eq!(snap.preset, Preset::Brandubh);
    assert!(snap.match_view.is_none() && snap.last_move.is_none());
    assert!(!snap.computer_thinking && !snap.can_undo && !snap.can_redo);
    assert_eq!(s.movable_pieces().len(), 8);

    let o = s.play(c("f4"), c("f1")).unwrap();
    assert_eq!(o.played.notation, "f4-f1");
    assert_eq!(o.side, Side::Attackers);
    let o = s.play(c("e4"), c("e1")).unwrap();
    assert_eq!(o.captures, [c("f1")]);
    assert_eq!(o.played.notation, "e4-e1xf1");
    assert!(!o.king_captured);
    let snap = s.snapshot();
    assert_eq!(snap.last_captures, [c("f1")]);
    assert_eq!(snap.captured_by_defenders, 1);
    assert_eq!(snap.plies_since_capture, 0);
    assert_eq!(snap.ply, 2);
    assert_eq!(s.record(), "f4-f1 e4-e1xf1");
}

#[test]
fn every_error_code_is_produced() {
    let mut seen = std::collections::HashSet::new();
    let s = two_players(Preset::Brandubh);
    seen.insert(err(s.play(c("h1"), c("h2"))));
    seen.insert(err(s.targets(Coord { file: 7, rank: 0 })));
    seen.insert(err(s.play(c("c3"), c("c2"))));
    seen.insert(err(s.play(c("d3"), c("c3"))));
    seen.insert(err(s.play(c("d2"), c("c3"))));
    seen.insert(err(s.undo()));
    seen.insert(err(s.redo()));
    seen.insert(err(s.computer_move()));
    seen.insert(err(s.next_match_game()));
    play_all(&s, KING_CAPTURED);
    seen.insert(err(s.play(c("d5"), c("e5"))));
    assert_eq!(err(s.hint()), TaflError::GameOver);

    let m = GameSession::new(SessionConfig {
        preset: Preset::Brandubh,
        mode: Mode::TwoPlayers,
        two_game_match: true,
        think_millis: None,
        seed: None,
        rules: None,
    });
    seen.insert(err(m.next_match_game()));

    let v = vs_computer(Side::Defenders, false);
    seen.insert(err(v.play(c("d3"), c("c3"))));

    seen.insert(err(GameSession::restore("nonsense".into())));
    seen.insert(err(GameSession::restore(
        r#"{"format":"tafl-session","version":2}"#.into(),
    )));
    seen.insert(err(GameSession::restore(
        r#"{"format":"tafl-session","version":1,"preset":"chess","mode":{"kind":"two-players"},"game":{}}"#.into(),
    )));

    let custom = |rules: &str| {
        GameSession::with_rules(SessionConfig {
            preset: Preset::Brandubh,
            mode: Mode::TwoPlayers,
            two_game_match: false,
            think_millis: None,
            seed: None,
            rules: Some(rules.into()),
        })
    };
    seen.insert(err(custom("dim:7")));
    seen.insert(err(custom(
        "dim:7 ber:c start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
    )));
    // ComputerThinking and Cancelled need a running search.
    let slow = GameSession::new(SessionConfig {
        preset: Preset::Brandubh,
        mode: Mode::VsComputer {
            human_side: Side::Defenders,
            level: Level::Hard,
        },
        two_game_match: false,
        think_millis: Some(60_000),
        seed: None,
        rules: None,
    });
    let worker = {
        let slow = slow.clone();
        std::thread::spawn(move || slow.computer_move())
    };
    let start = Instant::now();
    while !slow.snapshot().computer_thinking {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the search never started"
        );
        std::thread::sleep(Duration::from_millis(1));
    }
    seen.insert(err(slow.computer_move()));
    assert_eq!(err(slow.undo()), TaflError::ComputerThinking);
    assert_eq!(err(slow.redo()), TaflError::ComputerThinking);
    assert_eq!(err(slow.hint()), TaflError::ComputerThinking);
    assert_eq!(
        err(slow.play(c("d3"), c("c3"))),
        TaflError::ComputerThinking
    );
    slow.cancel();
    seen.insert(err(worker.join().unwrap()));
    assert_eq!(slow.snapshot().ply, 0);

    let all = [
        TaflError::OffBoard,
        TaflError::NoPiece,
        TaflError::NotYourPiece,
        TaflError::NotYourTurn,
        TaflError::IllegalMove,
        TaflError::GameOver,
        TaflError::ComputerThinking,
        TaflError::NotComputersTurn,
        TaflError::Cancelled,
        TaflError::NothingToUndo,
        TaflError::NothingToRedo,
        TaflError::CorruptSave,
        TaflError::UnsupportedVersion,
        TaflError::UnknownPreset,
        TaflError::MatchNotFinished,
        TaflError::NoMatch,
        TaflError::BadRules,
        TaflError::UnsupportedRules,
    ];
    let missing: Vec<_> = all.iter().filter(|e| !seen.contains(e)).collect();
    assert!(missing.is_empty(), "never produced: {missing:?}");
    assert_eq!(seen.len(), all.len());
}

#[test]
fn targets_and_movable_pieces_follow_the_turn() {
    let s = two_players(Preset::Brandubh);
    let t: BTreeSet<_> = s.targets(c("d1")).unwrap().into_iter().collect();
    let want: BTreeSet<_> = ["b1", "c1", "e1", "f1"].iter().map(|n| c(n)).collect();
    assert_eq!(t, want);
    assert_eq!(err(s.targets(c("d4"))), TaflError::NotYourPiece);
    assert_eq!(err(s.targets(c("c2"))), TaflError::NoPiece);
    // The king is boxed in on its throne.
    s.play(c("d2"), c("c2")).unwrap();
    assert_eq!(s.targets(c("d4")).unwrap(), []);

    let v = vs_computer(Side::Attackers, false);
    v.play(c("d2"), c("c2")).unwrap();
    assert_eq!(v.snapshot().turn, Turn::Computer);
    assert!(v.movable_pieces().is_empty());
    // The human's own pieces have no targets while the computer is to move.
    assert_eq!(v.targets(c("c2")).unwrap(), []);
    assert_eq!(err(v.targets(c("d3"))), TaflError::NotYourPiece);
    assert_eq!(err(v.hint()), TaflError::NotYourTurn);
}

#[test]
fn undo_and_redo_against_the_computer() {
    // Human attackers: undo takes back the reply and the move together.
    let s = vs_computer(Side::Attackers, false);
    s.play(c("d2"), c("c2")).unwrap();
    let reply = s.computer_move().unwrap();
    assert_eq!(reply.side, Side::Defenders);
    s.play(c("d6"), c("e6")).unwrap();
    s.computer_move().unwrap();
    assert_eq!(s.snapshot().ply, 4);
    let snap = s.undo().unwrap();
    assert_eq!((snap.ply, snap.turn, snap.can_redo), (2, Turn::Human, true));
    let snap = s.undo().unwrap();
    assert_eq!((snap.ply, snap.can_undo), (0, false));
    assert_eq!(err(s.undo()), TaflError::NothingToUndo);
    let snap = s.redo().unwrap();
    assert_eq!(snap.ply, 2);
    assert_eq!(snap.last_move.unwrap(), reply.played);
    assert_eq!(s.redo().unwrap().ply, 4);
    assert_eq!(err(s.redo()), TaflError::NothingToRedo);
    // Before the computer replies, undo takes back the human's move alone.
    s.play(c("a4"), c("a3")).unwrap();
    assert_eq!(s.undo().unwrap().ply, 4);
    assert_eq!(s.redo().unwrap().ply, 5);
    assert_eq!(s.snapshot().turn, Turn::Computer);

    // Human defenders: the computer's opening move alone cannot be undone.
    let s = vs_computer(Side::Defenders, false);
    assert_eq!(err(s.undo()), TaflError::NothingToUndo);
    s.computer_move().unwrap();
    assert!(!s.snapshot().can_undo);
    assert_eq!(err(s.undo()), TaflError::NothingToUndo);
    s.play(c("d5"), c("e5")).unwrap();
    s.computer_move().unwrap();
    let snap = s.undo().unwrap();
    assert_eq!(
        (snap.ply, snap.turn, snap.side_to_move),
        (1, Turn::Human, Side::Defenders)
    );
    assert_eq!(s.redo().unwrap().ply, 3);
}

#[test]
fn computer_and_hint_play_legal_moves_and_seeds_repeat() {
    let s = vs_computer(Side::Defenders, false);
    let m = s.computer_move().unwrap();
    let again = vs_computer(Side::Defenders, false).computer_move().unwrap();
    assert_eq!(m, again, "the same seed plays the same move");
    let h = s.hint().unwrap();
    assert!(s.targets(h.from).unwrap().contains(&h.to));
    assert_eq!(err(s.computer_move()), TaflError::NotComputersTurn);

    // A finished game vs the computer.
    let two = two_players(Preset::Brandubh);
    play_all(&two, KING_CAPTURED);
    let mut doc: serde_json::Value = serde_json::from_str(&two.save()).unwrap();
    doc["mode"] =
        serde_json::json!({"kind": "vs-computer", "human_side": "defenders", "level": "easy"});
    let over = GameSession::restore(doc.to_string()).unwrap();
    assert_eq!(err(over.computer_move()), TaflError::GameOver);
    assert_eq!(over.snapshot().turn, Turn::Nobody);
}

#[test]
fn a_match_of_two_games_with_the_capture_tie_break() {
    let s = GameSession::new(SessionConfig {
        preset: Preset::Brandubh,
        mode: Mode::TwoPlayers,
        two_game_match: true,
        think_millis: None,
        seed: None,
        rules: None,
    });
    let view = s.snapshot().match_view.unwrap();
    assert_eq!(
        (view.game_number, view.player_one_side),
        (1, Side::Attackers)
    );
    assert_eq!(err(s.next_match_game()), TaflError::MatchNotFinished);
    play_all(&s, KING_CAPTURED);
    let view = s.snapshot().match_view.unwrap();
    assert_eq!((view.player_one_points, view.player_two_points), (1.0, 0.0));
    assert_eq!((view.player_one_captures, view.player_two_captures), (1, 0));
    assert!(!view.finished && view.winner.is_none());

    let snap = s.next_match_game().unwrap();
    let view = snap.match_view.unwrap();
    assert_eq!(
        (view.game_number, view.player_one_side),
        (2, Side::Defenders)
    );
    assert_eq!(snap.ply, 0);
    // Player two (attackers now) wins game 2 too: 1-1 on points, and the same number of
    // captures (the king each) - a tie.
    play_all(&s, KING_CAPTURED);
    let view = s.snapshot().match_view.unwrap();
    assert_eq!((view.player_one_points, view.player_two_points), (1.0, 1.0));
    assert_eq!((view.player_one_captures, view.player_two_captures), (1, 1));
    assert!(view.finished);
    assert_eq!(view.winner, Some(MatchWinner::Tie));
    assert_eq!(err(s.next_match_game()), TaflError::NoMatch);

    // Same points, player one captured more in game 2: player one wins.
    s.undo().unwrap();
    assert!(s.snapshot().match_view.unwrap().winner.is_none());
    s.undo().unwrap();
    s.undo().unwrap();
    s.undo().unwrap();
    s.undo().unwrap();
    play_all(&s, "b4-b1 c4-c1 d6-c6 e4-e1 c6-b6 d4-c4 a4-b4");
    let view = s.snapshot().match_view.unwrap();
    assert_eq!((view.player_one_points, view.player_two_points), (1.0, 1.0));
    assert_eq!((view.player_one_captures, view.player_two_captures), (3, 1));
    assert_eq!(view.winner, Some(MatchWinner::PlayerOne));

    // Against the computer the human's side swaps in game 2.
    let v = vs_computer(Side::Attackers, true);
    assert_eq!(v.snapshot().turn, Turn::Human);
    let mut guard = 0;
    while v.snapshot().status == GameStatus::Ongoing && guard < 400 {
        guard += 1;
        match v.snapshot().turn {
            Turn::Computer => {
                v.computer_move().unwrap();
            }
            _ => {
                let h = v.hint().unwrap();
                v.play(h.from, h.to).unwrap();
            }
        }
    }
    if v.snapshot().status != GameStatus::Ongoing {
        let snap = v.next_match_game().unwrap();
        assert_eq!(snap.match_view.unwrap().player_one_side, Side::Defenders);
        assert_eq!(snap.turn, Turn::Computer);
    }
}

#[test]
fn save_and_restore_keep_everything() {
    let s = GameSession::new(SessionConfig {
        preset: Preset::Tablut,
        mode: Mode::VsComputer {
            human_side: Side::Defenders,
            level: Level::Medium,
        },
        two_game_match: true,
        think_millis: Some(25),
        seed: Some(9),
        rules: None,
    });
    s.computer_move().unwrap();
    let saved = s.save();
    let doc: serde_json::Value = serde_json::from_str(&saved).unwrap();
    assert_eq!(doc["format"], "tafl-session");
    assert_eq!(doc["version"], 1);
    assert_eq!(doc["preset"], "tablut");
    assert_eq!(doc["mode"]["kind"], "vs-computer");
    assert_eq!(doc["game"]["format"], "tafl-save");
    assert_eq!(doc["seed"], 9);
    let r = GameSession::restore(saved.clone()).unwrap();
    assert_eq!(r.snapshot(), s.snapshot());
    assert_eq!(r.save(), saved);
    assert_eq!(r.record(), s.record());

    // The core save may also be embedded as a string.
    let mut doc = doc;
    doc["game"] = serde_json::Value::String(doc["game"].to_string());
    assert_eq!(
        GameSession::restore(doc.to_string()).unwrap().snapshot(),
        s.snapshot()
    );

    // Redo survives.
    let t = two_players(Preset::Brandubh);
    play_all(&t, "f4-f1 e4-e1 b4-b1");
    t.undo().unwrap();
    t.undo().unwrap();
    let r = GameSession::restore(t.save()).unwrap();
    assert_eq!(r.snapshot(), t.snapshot());
    assert_eq!(r.redo().unwrap(), t.redo().unwrap());
    assert_eq!(r.redo().unwrap(), t.redo().unwrap());

    // Damaged documents.
    let good: serde_json::Value = serde_json::from_str(&t.save()).unwrap();
    let broken = |f: &dyn Fn(&mut serde_json::Value)| {
        let mut d = good.clone();
        f(&mut d);
        GameSession::restore(d.to_string()).map(|_| ()).unwrap_err()
    };
    assert_eq!(
        broken(&|d| d["format"] = "x".into()),
        TaflError::CorruptSave
    );
    assert_eq!(
        broken(&|d| d["version"] = 2.into()),
        TaflError::UnsupportedVersion
    );
    assert_eq!(
        broken(&|d| d["preset"] = "go".into()),
        TaflError::UnknownPreset
    );
    assert_eq!(
        broken(&|d| d["preset"] = "tablut".into()),
        TaflError::CorruptSave
    );
    assert_eq!(
        broken(&|d| d["mode"]["kind"] = "solo".into()),
        TaflError::CorruptSave
    );
    assert_eq!(
        broken(&|d| d["redo"] = serde_json::json!(["a1-a2"])),
        TaflError::CorruptSave
    );
    assert_eq!(
        broken(&|d| d["game"]["moves"] = serde_json::json!(["d2-d9"])),
        TaflError::CorruptSave
    );
    assert_eq!(
        broken(&|d| d["game"]["version"] = 5.into()),
        TaflError::UnsupportedVersion
    );
    assert_eq!(
        broken(&|d| d["match"] =
            serde_json::json!({"first_side": "attackers", "first_game": d["game"].clone()})),
        TaflError::CorruptSave,
        "game 1 of a match must be finished"
    );
    assert!(GameSession::restore(String::new()).is_err());
}
