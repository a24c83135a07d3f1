//! The exported API as the apps use it: presets, coordinates, the view of a game, every error
//! code, bad input of every kind, undo/redo against the computer, two-game matches, saves and
//! the app's start (`launch`).

use serde_json::{json, Value};
use std::collections::{BTreeSet, HashSet};
use std::sync::Arc;
use tafl_core::ai::Level;
use tafl_core::controller::{
    Busy, CapturedPiece, Coord, GameConfig, GameError, MatchWinner, Mode, MoveTurn, NewGameChoice,
    Preferences, Status, Turn,
};
use tafl_core::{Piece, Preset, Side};
use tafl_ffi::*;

mod common;
use common::*;

fn err<T: std::fmt::Debug>(r: Result<T, GameError>) -> GameError {
    r.expect_err("the call should fail")
}

#[test]
fn presets_are_the_seven_with_brandubh_first() {
    let all = preset_options("en".into());
    assert_eq!(all.len(), 7);
    assert_eq!(all[0].preset, Preset::Brandubh);
    assert_eq!(default_choice().preset, Preset::Brandubh);
    let ids: Vec<&str> = all.iter().map(|p| p.preset.id()).collect();
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
    // What a game of each says of its rules: the board and the pieces at the start.
    let infos: Vec<RulesInfo> = all
        .iter()
        .map(|p| {
            GameController::new(two_players_config(p.preset))
                .unwrap()
                .rules_info()
        })
        .collect();
    let sizes: Vec<u8> = infos.iter().map(|i| i.board_size).collect();
    assert_eq!(sizes, [7, 7, 7, 9, 11, 11, 11]);
    let sides: Vec<(u32, u32)> = infos.iter().map(|i| (i.attackers, i.defenders)).collect();
    assert_eq!(
        sides,
        [
            (8, 4),
            (8, 4),
            (16, 8),
            (16, 8),
            (24, 12),
            (24, 12),
            (24, 12)
        ]
    );
    for (option, info) in all.iter().zip(&infos) {
        assert_eq!(Preset::from_id(option.preset.id()), Some(option.preset));
        assert_eq!(
            (info.preset, info.rules.clone()),
            (Some(option.preset), None)
        );
    }
    assert_eq!(validate_rules("dim:7".into()), Err(GameError::BadRules));
}

#[test]
fn coordinates_name_and_parse() {
    assert_eq!(coord_name(Coord { file: 0, rank: 0 }), "a1");
    assert_eq!(coord_name(Coord { file: 10, rank: 10 }), "k11");
    assert_eq!(c("D2"), Coord { file: 3, rank: 1 });
    assert_eq!(c("m13"), Coord { file: 12, rank: 12 });
    assert_eq!(parse_coord(" b7 ".into()), Ok(Coord { file: 1, rank: 6 }));
    for bad in ["", "a", "a0", "n1", "a14", "zz", "1a", "a-1", "d4d5", "ä1"] {
        assert_eq!(parse_coord(bad.into()), Err(GameError::OffBoard), "{bad:?}");
    }
    // Never panics, whatever the numbers.
    for file in 0..=255u8 {
        for rank in 0..=255u8 {
            assert!(!coord_name(Coord { file, rank }).is_empty());
        }
    }
    assert_eq!(
        coord_name(Coord {
            file: 200,
            rank: 255
        }),
        "?200256"
    );
}

#[test]
fn the_view_describes_the_start_and_the_moves() {
    let g = two_players(Preset::Brandubh);
    let view = g.view();
    assert_eq!(view.board.size, 7);
    assert_eq!(view.board.rows.len(), 7);
    // Rows top to bottom (rank 7 first), each left to right (file a first).
    for (r, row) in view.board.rows.iter().enumerate() {
        assert_eq!(row.len(), 7);
        for (col, cell) in row.iter().enumerate() {
            assert_eq!(cell.coord, Coord::new(col as u8, 6 - r as u8));
            assert_eq!(cell.name, cell.coord.name());
        }
    }
    let at = |n: &str| view.board.cell(c(n)).unwrap().clone();
    assert_eq!(at("d4").piece, Some(Piece::King));
    assert!(at("d4").throne && !at("d4").corner);
    assert!(at("g7").corner && at("a1").corner);
    assert_eq!(at("a4").piece, Some(Piece::Attacker));
    assert_eq!(at("e4").piece, Some(Piece::Defender));
    let cells = || view.board.rows.iter().flatten();
    let count = |p: Piece| cells().filter(|s| s.piece == Some(p)).count();
    assert_eq!((count(Piece::Attacker), count(Piece::Defender)), (8, 4));
    assert!(cells().all(|s| !s.selected && !s.target && !s.hint && s.captured.is_none()));
    assert_eq!(view.side_to_move, Side::Attackers);
    assert_eq!(
        view.status,
        Status::ToMove {
            side: Side::Attackers
        }
    );
    assert_eq!(view.headline, "To move: Attackers");
    assert_eq!(view.turn, Turn::Human);
    assert_eq!(view.busy, Busy::Idle);
    assert_eq!(view.rules.preset, Some(Preset::Brandubh));
    assert_eq!(view.title, "Brandubh");
    assert_eq!(view.mode, Mode::TwoPlayers);
    assert!(view.match_standing.is_none() && view.match_line.is_none());
    assert!(view.board.last_move.is_none() && view.board.hint.is_none() && view.message.is_none());
    assert!(!view.can_undo && !view.can_redo);
    assert!(view.board.enabled && view.can_hint);
    assert!(!view.can_start_next_match_game && !view.offer_new_game);
    assert!(view.moves.is_empty());
    assert_eq!(g.movable_pieces().len(), 8);

    g.play(c("f4"), c("f1")).unwrap();
    let last = g.view().board.last_move.unwrap();
    assert_eq!(last.notation, "f4-f1");
    assert_eq!((last.from, last.to), (c("f4"), c("f1")));
    assert_eq!((last.side, last.piece), (Side::Attackers, Piece::Attacker));
    assert!(last.captured.is_empty());
    g.play(c("e4"), c("e1")).unwrap();
    let view = g.view();
    let last = view.board.last_move.clone().unwrap();
    assert_eq!(
        last.captured,
        [CapturedPiece {
            coord: c("f1"),
            piece: Piece::Attacker
        }]
    );
    assert_eq!(last.notation, "e4-e1xf1");
    assert!(!last.captured.iter().any(|p| p.piece == Piece::King));
    assert_eq!(view.captured_by_defenders, [Piece::Attacker]);
    assert!(view.captured_by_attackers.is_empty());
    assert_eq!(
        view.captures_line,
        "Captured — by attackers: 0, by defenders: 1"
    );
    assert_eq!(view.plies_since_capture, 0);
    assert_eq!(view.ply, 2);
    assert_eq!(
        view.moves,
        [MoveTurn {
            number: 1,
            first: "f4-f1".into(),
            second: Some("e4-e1xf1".into()),
            first_ply: 1,
            second_ply: Some(2),
        }]
    );
    assert_eq!(g.record(), "f4-f1 e4-e1xf1");
}

#[test]
fn every_error_code_is_produced() {
    let mut seen = HashSet::new();
    let s = two_players(Preset::Brandubh);
    seen.insert(err(s.play(c("h1"), c("h2"))));
    seen.insert(err(s.targets(Coord { file: 7, rank: 0 })));
    seen.insert(err(s.play(c("c3"), c("c2"))));
    seen.insert(err(s.play(c("d3"), c("c3"))));
    seen.insert(err(s.play(c("d2"), c("c3"))));
    seen.insert(err(s.undo()));
    seen.insert(err(s.redo()));
    seen.insert(err(s.start_computer()));
    seen.insert(err(s.next_match_game()));
    play_all(&s, KING_CAPTURED);
    seen.insert(err(s.play(c("d5"), c("e5"))));
    assert_eq!(err(s.hint()), GameError::GameOver);

    let m = GameController::new(GameConfig {
        two_game_match: true,
        ..two_players_config(Preset::Brandubh)
    })
    .unwrap();
    seen.insert(err(m.next_match_game()));

    let v = vs_computer(Side::Defenders, false);
    seen.insert(err(v.play(c("d3"), c("c3"))));

    seen.insert(err(GameController::restore("nonsense".into())));
    seen.insert(err(GameController::restore(
        r#"{"format":"tafl-session","version":2}"#.into(),
    )));
    seen.insert(err(GameController::restore(
        r#"{"format":"tafl-session","version":1,"preset":"chess","mode":{"kind":"two-players"},"game":{}}"#.into(),
    )));

    let custom = |rules: &str| {
        GameController::new(GameConfig {
            rules: Some(rules.into()),
            ..two_players_config(Preset::Brandubh)
        })
    };
    seen.insert(err(custom("dim:7")));
    seen.insert(err(custom(
        "dim:7 ber:c start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
    )));

    // ComputerThinking needs a running search: the computer (attackers) gets a minute.
    let slow =
        GameController::new(vs_computer_config(Side::Defenders, Level::Hard, 60_000)).unwrap();
    slow.start_computer().unwrap();
    assert_eq!(slow.busy(), Busy::ComputerMove);
    seen.insert(err(slow.start_computer()));
    assert_eq!(err(slow.redo()), GameError::ComputerThinking);
    assert_eq!(err(slow.hint()), GameError::ComputerThinking);
    assert_eq!(
        err(slow.play(c("d3"), c("c3"))),
        GameError::ComputerThinking
    );
    // Undo is no longer refused while the computer thinks (it would stop the search), but
    // here there is nothing to undo: the search goes on.
    assert_eq!(err(slow.undo()), GameError::NothingToUndo);
    assert_eq!(slow.busy(), Busy::ComputerMove);
    slow.cancel();
    assert_eq!(slow.busy(), Busy::Idle);
    assert_eq!(slow.view().ply, 0);

    // A replayed position takes no move, and a replay goes no further than the game.
    let replayed = GameController::new(two_players_config(Preset::Brandubh)).unwrap();
    replayed.replay_to(0).unwrap();
    seen.insert(err(replayed.play(c("d2"), c("c2"))));
    seen.insert(err(replayed.replay_to(1)));

    // An analysis board's set-up and a position from text say what is wrong with them.
    let board = GameController::analysis(two_players_config(Preset::Brandubh), None, None).unwrap();
    board.setup_put(c("d4"), None).unwrap();
    seen.insert(err(board.setup_done()));
    board
        .setup_put(c("e5"), Some(tafl_core::Piece::King))
        .unwrap();
    board
        .setup_put(c("d4"), Some(tafl_core::Piece::Defender))
        .unwrap();
    seen.insert(err(board.setup_done()));
    let decided = GameController::analysis(
        two_players_config(Preset::Brandubh),
        Some("/7/7/7/7/7/7/6K/".into()),
        Some(Side::Attackers),
    );
    seen.insert(decided.err().unwrap());
    let unreadable = GameController::analysis(
        two_players_config(Preset::Brandubh),
        Some("/9/".into()),
        None,
    );
    seen.insert(unreadable.err().unwrap());
    seen.insert(
        tafl_ffi::PuzzleController::new("brandubh-999".into(), "en".into())
            .err()
            .unwrap(),
    );
    // A lesson's own refusals.
    let lesson = |id: &str| LessonController::start(Preset::Brandubh, None, id.into(), "en".into());
    seen.insert(lesson("shieldwall").err().unwrap());
    let moving = lesson("moving").unwrap();
    seen.insert(err(moving.next_step()));
    moving.play(c("b2"), c("f2")).unwrap();
    seen.insert(err(moving.hint()));
    moving.next_step().unwrap();
    moving.play(c("c3"), c("e3")).unwrap();
    seen.insert(err(moving.next_step()));

    // Every code there is.
    let produced: HashSet<GameError> = GameError::ALL.into_iter().collect();
    assert_eq!(seen, produced);
}

/// Bad input of every kind is a typed error and leaves the game exactly as it was: the same
/// save, the same view (but for the message that says why).
#[test]
fn bad_input_is_a_typed_error_and_changes_nothing() {
    // A two-player match with a redo line, and a game against the computer on its turn.
    let g = GameController::new(GameConfig {
        two_game_match: true,
        ..two_players_config(Preset::Brandubh)
    })
    .unwrap();
    play_all(&g, "f4-f1 e4-e1 b4-b1");
    g.undo().unwrap();
    let v = vs_computer(Side::Defenders, false);
    for game in [&g, &v] {
        let saved = game.save();
        let view = comparable(game.view());
        let unchanged = |what: &str| {
            assert_eq!(game.save(), saved, "{what}");
            assert_eq!(comparable(game.view()), view, "{what}");
        };
        let size = game.view().board.size;
        let numbers = [size, size + 1, 12, 13, 25, 26, 127, 128, 200, 254, 255];
        let on_board = [0u8, 3, size - 1];
        let mut offs = Vec::new();
        for &n in &numbers {
            for &k in &on_board {
                offs.push(Coord::new(n, k));
                offs.push(Coord::new(k, n));
            }
            for &m in &numbers {
                offs.push(Coord::new(n, m));
            }
        }
        for off in offs {
            let what = format!("{off:?}");
            assert_eq!(game.tap(off), Err(GameError::OffBoard), "tap {what}");
            assert_eq!(
                game.drag_start(off),
                Err(GameError::OffBoard),
                "drag {what}"
            );
            assert_eq!(
                game.targets(off),
                Err(GameError::OffBoard),
                "targets {what}"
            );
            // The squares are checked before whose turn it is.
            assert_eq!(
                game.play(off, c("a2")),
                Err(GameError::OffBoard),
                "play {what}"
            );
            assert_eq!(
                game.play(c("a4"), off),
                Err(GameError::OffBoard),
                "play {what}"
            );
            unchanged(&what);
        }
        assert_eq!(
            game.view().message.map(|m| m.error),
            Some(GameError::OffBoard)
        );
        // The other side's piece, an empty square, illegal moves.
        let wrong_side = if game.turn() == Turn::Computer {
            GameError::NotYourTurn
        } else {
            GameError::NotYourPiece
        };
        assert_eq!(err(game.play(c("d3"), c("c3"))), wrong_side);
        unchanged("the other side's piece");
        assert_eq!(err(game.targets(c("c3"))), GameError::NoPiece);
        unchanged("targets of an empty square");
        // Bad rules for a new game keep the running one.
        for rules in ["dim:7", "nonsense", "", "dim:99 nonsense"] {
            let choice = NewGameChoice {
                custom_rules: Some(format!("{rules} x")),
                ..default_choice()
            };
            assert_eq!(err(game.new_game(choice)), GameError::BadRules, "{rules:?}");
            let config = GameConfig {
                rules: Some(format!("{rules} x")),
                ..two_players_config(Preset::Tablut)
            };
            assert_eq!(err(game.start_game(config)), GameError::BadRules);
            unchanged(rules);
        }
        let unsupported = "dim:7 ber:c start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
        let choice = NewGameChoice {
            custom_rules: Some(unsupported.into()),
            ..default_choice()
        };
        assert_eq!(err(game.new_game(choice)), GameError::UnsupportedRules);
        unchanged("unsupported rules");
        // Calls that do not apply now.
        let _ = game.next_match_game();
        let _ = game.hint();
        game.cancel();
        unchanged("next game, hint");
    }
    // On the human's turn against the computer: the computer's piece.
    v.start_computer().unwrap();
    assert!(v.wait_until_idle(SEARCH_TIMEOUT_MILLIS));
    let saved = v.save();
    assert_eq!(err(v.play(c("a4"), c("a3"))), GameError::NotYourPiece);
    assert_eq!(err(v.tap(c("a4"))), GameError::NotYourPiece);
    assert_eq!(err(v.targets(c("a4"))), GameError::NotYourPiece);
    assert_eq!(err(v.start_computer()), GameError::NotComputersTurn);
    assert_eq!(v.save(), saved);

    // Corrupt saves, unknown presets and bad rules strings outside a game.
    for (text, expected) in [
        ("", GameError::CorruptSave),
        ("{", GameError::CorruptSave),
        ("[]", GameError::CorruptSave),
        ("null", GameError::CorruptSave),
        (
            r#"{"format":"tafl-session","version":"1"}"#,
            GameError::CorruptSave,
        ),
        (
            r#"{"format":"tafl-session","version":99}"#,
            GameError::UnsupportedVersion,
        ),
        (
            r#"{"format":"tafl-session","version":1,"preset":"go","mode":{"kind":"two-players"},"game":{}}"#,
            GameError::UnknownPreset,
        ),
    ] {
        assert_eq!(
            GameController::restore(text.into()).map(|_| ()),
            Err(expected),
            "{text}"
        );
    }
    for bad in [
        "",
        "dim:7",
        "dim:x",
        "nonsense",
        "dim:7 start:/7/7/7/7/7/7/7/",
    ] {
        assert_eq!(
            validate_rules(bad.into()),
            Err(GameError::BadRules),
            "{bad:?}"
        );
    }
}

#[test]
fn targets_and_movable_pieces_follow_the_turn() {
    let s = two_players(Preset::Brandubh);
    let t: BTreeSet<_> = s.targets(c("d1")).unwrap().into_iter().collect();
    let want: BTreeSet<_> = ["b1", "c1", "e1", "f1"].iter().map(|n| c(n)).collect();
    assert_eq!(t, want);
    assert_eq!(err(s.targets(c("d4"))), GameError::NotYourPiece);
    assert_eq!(err(s.targets(c("c2"))), GameError::NoPiece);
    // The king is boxed in on its throne.
    s.play(c("d2"), c("c2")).unwrap();
    assert_eq!(s.targets(c("d4")).unwrap(), []);

    let v = vs_computer(Side::Attackers, false);
    v.play(c("d2"), c("c2")).unwrap();
    assert_eq!(v.view().turn, Turn::Computer);
    assert!(v.movable_pieces().is_empty());
    // The human's own pieces have no targets while the computer is to move.
    assert_eq!(v.targets(c("c2")).unwrap(), []);
    assert_eq!(err(v.targets(c("d3"))), GameError::NotYourPiece);
    assert_eq!(err(v.hint()), GameError::NotYourTurn);
    // The same while the computer is searching.
    v.start_computer().unwrap();
    if v.busy() == Busy::ComputerMove {
        assert_eq!(v.targets(c("c2")).unwrap(), []);
        assert!(v.movable_pieces().is_empty());
    }
    assert!(v.wait_until_idle(SEARCH_TIMEOUT_MILLIS));
    assert_eq!(v.view().turn, Turn::Human);
    assert!(!v.movable_pieces().is_empty());
}

#[test]
fn undo_and_redo_against_the_computer() {
    // Human attackers: undo takes back the reply and the move together.
    let s = vs_computer(Side::Attackers, false);
    s.play(c("d2"), c("c2")).unwrap();
    let reply = computer_move(&s);
    assert_eq!(reply.side, Side::Defenders);
    s.play(c("d6"), c("e6")).unwrap();
    computer_move(&s);
    assert_eq!(s.view().ply, 4);
    s.undo().unwrap();
    let view = s.view();
    assert_eq!((view.ply, view.turn, view.can_redo), (2, Turn::Human, true));
    s.undo().unwrap();
    let view = s.view();
    assert_eq!((view.ply, view.can_undo), (0, false));
    assert_eq!(err(s.undo()), GameError::NothingToUndo);
    s.redo().unwrap();
    let view = s.view();
    assert_eq!(view.ply, 2);
    let last = view.board.last_move.unwrap();
    assert_eq!(
        (last.from, last.to, &last.notation, &last.captured),
        (reply.from, reply.to, &reply.notation, &reply.captured)
    );
    s.redo().unwrap();
    assert_eq!(s.view().ply, 4);
    assert_eq!(err(s.redo()), GameError::NothingToRedo);
    // Before the computer replies, undo takes back the human's move alone.
    s.play(c("a4"), c("a3")).unwrap();
    s.undo().unwrap();
    assert_eq!(s.view().ply, 4);
    s.redo().unwrap();
    assert_eq!(s.view().ply, 5);
    assert_eq!(s.view().turn, Turn::Computer);

    // Human defenders: the computer's opening move alone cannot be undone.
    let s = vs_computer(Side::Defenders, false);
    assert_eq!(err(s.undo()), GameError::NothingToUndo);
    computer_move(&s);
    assert!(!s.view().can_undo);
    assert_eq!(err(s.undo()), GameError::NothingToUndo);
    s.play(c("d5"), c("e5")).unwrap();
    computer_move(&s);
    s.undo().unwrap();
    let view = s.view();
    assert_eq!(
        (view.ply, view.turn, view.side_to_move),
        (1, Turn::Human, Side::Defenders)
    );
    s.redo().unwrap();
    assert_eq!(s.view().ply, 3);
}

#[test]
fn computer_and_hint_play_legal_moves_and_seeds_repeat() {
    let s = vs_computer(Side::Defenders, false);
    let m = computer_move(&s);
    let again = computer_move(&vs_computer(Side::Defenders, false));
    assert_eq!(m, again, "the same seed plays the same move");
    let h = hint(&s);
    assert!(s.targets(h.0).unwrap().contains(&h.1));
    let other = vs_computer(Side::Defenders, false);
    computer_move(&other);
    assert_eq!(hint(&other), h, "the same seed gives the same hint");
    assert_eq!(err(s.start_computer()), GameError::NotComputersTurn);
    // The hint is Hard's move for the side to move, and a move forgets it.
    s.play(h.0, h.1).unwrap();
    assert_eq!(s.view().board.hint, None);

    // A finished game against the computer.
    let two = two_players(Preset::Brandubh);
    play_all(&two, KING_CAPTURED);
    let over = edited(&two, |doc| {
        doc["mode"] = json!({"kind": "vs-computer", "human_side": "defenders", "level": "easy"});
    });
    assert_eq!(err(over.start_computer()), GameError::GameOver);
    assert_eq!(err(over.hint()), GameError::GameOver);
    assert_eq!(over.view().turn, Turn::Nobody);
    assert!(!over.view().board.enabled && !over.view().can_hint);
}

#[test]
fn a_match_of_two_games_with_the_capture_tie_break() {
    let s = GameController::new(GameConfig {
        two_game_match: true,
        ..two_players_config(Preset::Brandubh)
    })
    .unwrap();
    let standing = s.view().match_standing.unwrap();
    assert_eq!(
        (standing.game_number, standing.player_one_side),
        (1, Side::Attackers)
    );
    assert_eq!(err(s.next_match_game()), GameError::MatchNotFinished);
    play_all(&s, KING_CAPTURED);
    let view = s.view();
    let standing = view.match_standing.unwrap();
    assert_eq!(
        (standing.player_one_points, standing.player_two_points),
        (1.0, 0.0)
    );
    assert_eq!(
        (standing.player_one_captures, standing.player_two_captures),
        (1, 0)
    );
    assert!(!standing.finished && standing.winner.is_none());
    assert!(view.can_start_next_match_game && !view.offer_new_game);

    s.next_match_game().unwrap();
    let view = s.view();
    let standing = view.match_standing.unwrap();
    assert_eq!(
        (standing.game_number, standing.player_one_side),
        (2, Side::Defenders)
    );
    assert_eq!(view.ply, 0);
    assert!(!view.can_start_next_match_game && !view.offer_new_game);
    // Player two (attackers now) wins game 2 too: 1-1 on points, and the same number of
    // captures (the king each) - a tie.
    play_all(&s, KING_CAPTURED);
    let view = s.view();
    let standing = view.match_standing.unwrap();
    assert_eq!(
        (standing.player_one_points, standing.player_two_points),
        (1.0, 1.0)
    );
    assert_eq!(
        (standing.player_one_captures, standing.player_two_captures),
        (1, 1)
    );
    assert!(standing.finished && standing.decided_on_captures);
    assert_eq!(standing.winner, Some(MatchWinner::Tie));
    assert_eq!(err(s.next_match_game()), GameError::NoMatch);
    assert!(!view.can_start_next_match_game && view.offer_new_game);

    // Same points, player one captured more in game 2: player one wins.
    s.undo().unwrap();
    assert!(s.view().match_standing.unwrap().winner.is_none());
    for _ in 0..4 {
        s.undo().unwrap();
    }
    play_all(&s, GAME_TWO);
    let standing = s.view().match_standing.unwrap();
    assert_eq!(
        (standing.player_one_points, standing.player_two_points),
        (1.0, 1.0)
    );
    assert_eq!(
        (standing.player_one_captures, standing.player_two_captures),
        (3, 1)
    );
    assert_eq!(standing.winner, Some(MatchWinner::PlayerOne));

    // Against the computer the human's side swaps in game 2.
    let v = vs_computer(Side::Attackers, true);
    assert_eq!(v.view().turn, Turn::Human);
    let mut plies = 0;
    while v.view().turn != Turn::Nobody {
        plies += 1;
        assert!(plies < 2000, "game 1 did not end");
        match v.view().turn {
            Turn::Computer => {
                computer_move(&v);
            }
            _ => {
                let (from, to) = hint(&v);
                v.play(from, to).unwrap();
            }
        }
    }
    assert!(v.view().can_start_next_match_game);
    v.next_match_game().unwrap();
    let view = v.view();
    assert_eq!(
        view.match_standing.unwrap().player_one_side,
        Side::Defenders
    );
    assert_eq!(view.turn, Turn::Computer);
    assert_eq!(
        view.mode,
        Mode::VsComputer {
            human_side: Side::Attackers,
            level: Level::Easy
        },
        "the mode names the human's side in game 1"
    );
    computer_move(&v);
    assert_eq!(v.view().turn, Turn::Human);
}

#[test]
fn save_and_restore_keep_everything() {
    let s = GameController::new(GameConfig {
        preset: Preset::Tablut,
        rules: None,
        mode: Mode::VsComputer {
            human_side: Side::Defenders,
            level: Level::Medium,
        },
        two_game_match: true,
        think_millis: Some(25),
        seed: Some(9),
    })
    .unwrap();
    computer_move(&s);
    let saved = s.save();
    let doc: Value = serde_json::from_str(&saved).unwrap();
    assert_eq!(doc["format"], "tafl-session");
    assert_eq!(doc["version"], tafl_core::controller::SAVE_VERSION);
    assert_eq!(doc["preset"], "tablut");
    assert_eq!(doc["mode"]["kind"], "vs-computer");
    assert_eq!(doc["mode"]["human_side"], "defenders");
    assert_eq!(doc["mode"]["level"], "medium");
    assert_eq!(doc["match"]["first_side"], "defenders");
    assert_eq!(doc["match"]["first_game"], Value::Null);
    assert_eq!(doc["game"]["format"], "tafl-save");
    assert_eq!(doc["think_millis"], 25);
    assert_eq!(doc["seed"], 9);
    assert_eq!(doc["counted"], false);
    assert_eq!(doc["rules"], Value::Null);
    assert_eq!(
        doc["choice"],
        json!({"human_side": "defenders", "level": "medium"})
    );
    let r = GameController::restore(saved.clone()).unwrap();
    assert_eq!(comparable(r.view()), comparable(s.view()));
    assert_eq!(r.save(), saved);
    assert_eq!(r.record(), s.record());
    assert_eq!(r.view().choice, s.view().choice);

    // The core save may also be embedded as a string.
    let mut doc = doc;
    doc["game"] = Value::String(doc["game"].to_string());
    let from_string = GameController::restore(doc.to_string()).unwrap();
    assert_eq!(comparable(from_string.view()), comparable(s.view()));

    // Redo survives.
    let t = two_players(Preset::Brandubh);
    play_all(&t, "f4-f1 e4-e1 b4-b1");
    t.undo().unwrap();
    t.undo().unwrap();
    let r = GameController::restore(t.save()).unwrap();
    assert_eq!(comparable(r.view()), comparable(t.view()));
    for _ in 0..2 {
        r.redo().unwrap();
        t.redo().unwrap();
        assert_eq!(comparable(r.view()), comparable(t.view()));
    }
    assert_eq!(r.save(), t.save());

    // Damaged documents: one of each error through the FFI (every other way a save can be
    // damaged is in core/tests/session_saves.rs).
    let good: Value = serde_json::from_str(&t.save()).unwrap();
    let broken = |f: &dyn Fn(&mut Value)| {
        let mut d = good.clone();
        f(&mut d);
        GameController::restore(d.to_string())
            .map(|_| ())
            .unwrap_err()
    };
    assert_eq!(
        broken(&|d| d["format"] = "x".into()),
        GameError::CorruptSave
    );
    assert_eq!(
        broken(&|d| d["version"] = 2.into()),
        GameError::UnsupportedVersion
    );
    assert_eq!(
        broken(&|d| d["preset"] = "go".into()),
        GameError::UnknownPreset
    );
    assert_eq!(
        broken(&|d| d["game"]["version"] = 5.into()),
        GameError::UnsupportedVersion
    );
    assert_eq!(
        broken(&|d| d["redo"] = json!(["a1-a2"])),
        GameError::CorruptSave
    );
    assert!(GameController::restore(String::new()).is_err());
}

/// An app launched over a folder holding `game` (when given) and the settings `prefs`.
fn launch(name: &str, game: Option<&str>, prefs: &Preferences, language: &str) -> Arc<AppCore> {
    let dir = std::env::temp_dir().join(format!("tafl-ffi-api-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("settings.json"), prefs.to_json()).unwrap();
    if let Some(game) = game {
        std::fs::write(dir.join("game.json"), game).unwrap();
    }
    let app = AppCore::launch(dir.to_string_lossy().into_owned(), language.into());
    assert!(app.wait_until_loaded(SEARCH_TIMEOUT_MILLIS));
    app
}

#[test]
fn the_app_restores_the_save_or_starts_anew_with_the_reason() {
    // No save: a new game of the default choice, with the settings' think time.
    let prefs = Preferences {
        hard_think_millis: 2345,
        ..Preferences::default()
    };
    let app = launch("fresh", None, &prefs, "en");
    let fresh = app.game();
    let view = fresh.view();
    assert_eq!(view.ply, 0);
    assert_eq!(view.choice, default_choice());
    assert_eq!(view.message, None);
    assert_eq!(fresh.preferences().hard_think_millis, 2500, "normalized");
    assert_eq!(app.view().preferences.hard_think_millis, 2500);
    assert_eq!(fresh.busy(), Busy::Idle);

    // A good save comes back as it was, in the language asked for.
    let g = GameController::new(GameConfig {
        two_game_match: true,
        ..two_players_config(Preset::Tablut)
    })
    .unwrap();
    g.play(c("d1"), c("d2")).unwrap();
    let app = launch("good", Some(&g.save()), &prefs, "et-EE");
    let back = app.game();
    assert_eq!(back.save(), g.save());
    assert_eq!(comparable(back.view()).ply, 1);
    assert_eq!(back.view().message, None);
    assert_eq!(back.view().headline, "Käigul: Kaitsjad");

    // Damaged saves of every kind: a new default game, and a message saying why.
    let newer = g.save().replace("\"version\": 1", "\"version\": 9");
    assert_ne!(newer, g.save());
    let unknown = g.save().replace("\"tablut\"", "\"chess\"");
    let reasons = [
        (
            "{ damaged".to_string(),
            GameError::CorruptSave,
            [
                "The saved game is damaged. A new game was started.",
                "Salvestatud mäng on rikutud. Alustati uut mängu.",
                "Сохранённая игра повреждена. Начата новая игра.",
            ],
        ),
        (
            newer,
            GameError::UnsupportedVersion,
            [
                "The saved game comes from a newer version of the app. A new game was started.",
                "Salvestatud mäng pärineb rakenduse uuemast versioonist. Alustati uut mängu.",
                "Сохранённая игра создана более новой версией приложения. Начата новая игра.",
            ],
        ),
        (
            unknown,
            GameError::UnknownPreset,
            [
                "The saved game uses unknown rules. A new game was started.",
                "Salvestatud mäng kasutab tundmatuid reegleid. Alustati uut mängu.",
                "Сохранённая игра использует неизвестные правила. Начата новая игра.",
            ],
        ),
    ];
    let empty = (String::new(), GameError::CorruptSave, reasons[0].2);
    for (n, (saved, error, texts)) in reasons.into_iter().chain([empty]).enumerate() {
        for (language, text) in ["en", "et", "ru"].into_iter().zip(texts) {
            let app = launch(
                &format!("damaged-{n}-{language}"),
                Some(&saved),
                &prefs,
                language,
            );
            let launched = app.game();
            let view = launched.view();
            assert_eq!(view.ply, 0);
            assert_eq!(view.choice, default_choice());
            assert_eq!(view.rules.preset, Some(Preset::Brandubh));
            let message = view.message.expect("the reason is shown");
            assert_eq!(message.error, error);
            assert_eq!(message.text, text, "{language}");
            launched.dismiss_message();
            assert_eq!(launched.view().message, None);
        }
    }
}
