//! What the controller does for the board screen: taps and drags, the hot-seat board turned
//! with its edge labels, the squares' descriptions for screen readers, the capture signal, the
//! sound cue, the move to animate (`move_serial`, `fresh`) and the buttons after a game (`offer_new_game`,
//! `can_start_next_match_game`).

use std::collections::BTreeSet;
use tafl_core::ai::Level;
use tafl_core::controller::{
    file_label, BoardSound, Busy, Coord, GameConfig, GameError, GameView, Mode, NewGameChoice,
    Preferences, TapOutcome, Turn,
};
use tafl_core::{Preset, Side};
use tafl_ffi::*;

mod common;
use common::*;

fn selected(view: &GameView) -> Option<Coord> {
    view.board
        .rows
        .iter()
        .flatten()
        .find(|cell| cell.selected)
        .map(|cell| cell.coord)
}

fn marked_targets(view: &GameView) -> BTreeSet<Coord> {
    view.board
        .rows
        .iter()
        .flatten()
        .filter(|cell| cell.target)
        .map(|cell| cell.coord)
        .collect()
}

fn description(view: &GameView, at: &str) -> String {
    view.board.cell(c(at)).unwrap().description.clone()
}

#[test]
fn taps_select_deselect_explain_and_play() {
    let g = two_players(Preset::Brandubh);
    assert_eq!(g.tap(c("d2")), Ok(TapOutcome::Selected));
    let view = g.view();
    assert_eq!(selected(&view), Some(c("d2")));
    let targets: BTreeSet<Coord> = g.targets(c("d2")).unwrap().into_iter().collect();
    assert_eq!(marked_targets(&view), targets);
    assert!(targets.contains(&c("c2")) && targets.contains(&c("g2")));
    // The same piece again: deselected.
    assert_eq!(g.tap(c("d2")), Ok(TapOutcome::Deselected));
    assert_eq!(selected(&g.view()), None);
    assert!(marked_targets(&g.view()).is_empty());
    // An empty square that is not a target: deselected.
    g.tap(c("d2")).unwrap();
    assert_eq!(g.tap(c("a1")), Ok(TapOutcome::Deselected));
    assert_eq!(selected(&g.view()), None);
    // Another of the player's pieces: the selection moves to it.
    g.tap(c("d2")).unwrap();
    assert_eq!(g.tap(c("b4")), Ok(TapOutcome::Selected));
    assert_eq!(selected(&g.view()), Some(c("b4")));
    // The other side's piece: a message, the selection cleared, the game unchanged.
    let saved = g.save();
    assert_eq!(g.tap(c("d3")), Err(GameError::NotYourPiece));
    assert_eq!(selected(&g.view()), None);
    assert_eq!(g.save(), saved);
    for (language, text) in [
        ("en", "That piece belongs to the other side."),
        ("et", "See nupp kuulub vastasele."),
        ("ru", "Эта фигура принадлежит другой стороне."),
    ] {
        g.set_language(language.into());
        let message = g.view().message.unwrap();
        assert_eq!(message.error, GameError::NotYourPiece);
        assert_eq!(message.text, text);
    }
    g.set_language("en".into());
    // A target plays the move; the next success clears the message.
    g.tap(c("d2")).unwrap();
    assert_eq!(g.view().message, None);
    assert_eq!(g.tap(c("c2")), Ok(TapOutcome::Played));
    let view = g.view();
    assert_eq!(view.ply, 1);
    assert_eq!(view.board.last_move.as_ref().unwrap().notation, "d2-c2");
    assert_eq!(selected(&view), None);
    // Now the defenders' pieces are the player's.
    assert_eq!(g.tap(c("d3")), Ok(TapOutcome::Selected));
    assert_eq!(g.tap(c("c2")), Err(GameError::NotYourPiece));

    // Without the legal-move marks the targets are not shown, but a tap on one still plays.
    let quiet = two_players(Preset::Brandubh);
    quiet.set_preferences(Preferences {
        show_legal_moves: false,
        ..Preferences::default()
    });
    quiet.tap(c("d2")).unwrap();
    assert_eq!(selected(&quiet.view()), Some(c("d2")));
    assert!(marked_targets(&quiet.view()).is_empty());
    assert_eq!(quiet.tap(c("c2")), Ok(TapOutcome::Played));

    // Not the player's turn to touch the board: taps are ignored.
    let v = vs_computer(Side::Defenders, false);
    assert_eq!(v.tap(c("d3")), Ok(TapOutcome::Ignored));
    assert_eq!(v.tap(c("a4")), Ok(TapOutcome::Ignored));
    assert_eq!(selected(&v.view()), None);
    assert!(!v.view().board.enabled);
    let over = two_players(Preset::Brandubh);
    play_all(&over, KING_CAPTURED);
    assert_eq!(over.tap(c("d5")), Ok(TapOutcome::Ignored));
    assert!(!over.view().board.enabled);
}

#[test]
fn a_drop_off_target_keeps_the_selection() {
    let g = two_players(Preset::Brandubh);
    assert_eq!(
        g.drop_on(c("c2")),
        Ok(TapOutcome::Ignored),
        "nothing dragged"
    );
    assert_eq!(g.drag_start(c("d2")), Ok(TapOutcome::Selected));
    // Starting to drag the selected piece again keeps it selected (a tap would deselect).
    assert_eq!(g.drag_start(c("d2")), Ok(TapOutcome::Selected));
    let saved = g.save();
    for off_target in [
        c("e3"),
        c("d2"),
        c("d3"),
        c("a1"),
        Coord::new(7, 3),
        Coord::new(255, 255),
    ] {
        assert_eq!(
            g.drop_on(off_target),
            Ok(TapOutcome::Selected),
            "{off_target:?}"
        );
        assert_eq!(selected(&g.view()), Some(c("d2")));
        assert_eq!(g.save(), saved);
    }
    assert_eq!(g.drop_on(c("c2")), Ok(TapOutcome::Played));
    assert_eq!(g.view().ply, 1);
    assert_eq!(selected(&g.view()), None);
    // Dragging the other side's piece is refused like a tap on it.
    assert_eq!(g.drag_start(c("c2")), Err(GameError::NotYourPiece));
    assert_eq!(g.drag_start(Coord::new(3, 7)), Err(GameError::OffBoard));
    // Against the computer, on its turn: a drop plays nothing.
    let v = vs_computer(Side::Attackers, false);
    v.drag_start(c("d2")).unwrap();
    v.drop_on(c("c2")).unwrap();
    assert_eq!(v.view().turn, Turn::Computer);
    assert_eq!(v.drag_start(c("c2")), Ok(TapOutcome::Ignored));
    assert_eq!(v.drop_on(c("c3")), Ok(TapOutcome::Ignored));
    assert_eq!(v.view().ply, 1);
}

#[test]
fn the_hot_seat_board_turns_for_the_defenders_with_its_labels() {
    let g = two_players(Preset::Brandubh);
    let labels = |v: &GameView| (v.board.file_labels.join(""), v.board.rank_labels.join(""));
    // Labels match every cell's coordinates, turned or not.
    let consistent = |v: &GameView| {
        for (r, row) in v.board.rows.iter().enumerate() {
            for (col, cell) in row.iter().enumerate() {
                assert_eq!(file_label(cell.coord.file), v.board.file_labels[col]);
                assert_eq!((cell.coord.rank + 1).to_string(), v.board.rank_labels[r]);
            }
        }
    };
    // The setting is off by default.
    play_all(&g, "d2-c2");
    assert!(!g.view().board.flipped);
    g.set_preferences(Preferences {
        turn_board_for_hot_seat: true,
        ..Preferences::default()
    });
    let defenders = g.view();
    assert!(defenders.board.flipped);
    assert_eq!(labels(&defenders), ("gfedcba".into(), "1234567".into()));
    assert_eq!(defenders.board.rows[0][0].coord, c("g1"));
    assert_eq!(defenders.board.rows[6][6].coord, c("a7"));
    consistent(&defenders);
    play_all(&g, "d3-e3");
    let attackers = g.view();
    assert!(!attackers.board.flipped);
    assert_eq!(labels(&attackers), ("abcdefg".into(), "7654321".into()));
    assert_eq!(attackers.board.rows[0][0].coord, c("a7"));
    consistent(&attackers);
    assert_eq!(attackers.board.description, "Board, 7 by 7");
    // Turned or not, the same pieces on the same squares.
    for cell in defenders.board.rows.iter().flatten() {
        let moved = [c("e3"), c("d3")].contains(&cell.coord);
        if !moved {
            assert_eq!(attackers.board.cell(cell.coord).unwrap().piece, cell.piece);
        }
    }

    // Against the computer the board never turns.
    let v = vs_computer(Side::Defenders, false);
    v.set_preferences(Preferences {
        turn_board_for_hot_seat: true,
        ..Preferences::default()
    });
    computer_move(&v);
    assert_eq!(v.view().side_to_move, Side::Defenders);
    assert!(!v.view().board.flipped);
    // A larger board, turned.
    let t = two_players(Preset::Copenhagen);
    t.set_preferences(Preferences {
        turn_board_for_hot_seat: true,
        ..Preferences::default()
    });
    let from = t.movable_pieces()[0];
    t.play(from, t.targets(from).unwrap()[0]).unwrap();
    let view = t.view();
    assert_eq!(view.board.file_labels.concat(), "kjihgfedcba");
    assert_eq!(view.board.rank_labels[10], "11");
    consistent(&view);
}

#[test]
fn every_square_is_described_for_screen_readers() {
    let g = two_players(Preset::Brandubh);
    let view = g.view();
    assert_eq!(description(&view, "d4"), "d4, king, throne");
    assert_eq!(description(&view, "a1"), "a1, empty, corner");
    assert_eq!(description(&view, "d1"), "d1, attacker");
    assert_eq!(description(&view, "e4"), "e4, defender");
    assert_eq!(description(&view, "c2"), "c2, empty");
    for cell in view.board.rows.iter().flatten() {
        assert!(cell.description.starts_with(&format!("{}, ", cell.name)));
    }
    g.tap(c("d2")).unwrap();
    let view = g.view();
    assert_eq!(description(&view, "d2"), "d2, attacker, selected");
    assert_eq!(description(&view, "c2"), "c2, empty, possible move");
    g.tap(c("d2")).unwrap();
    play_all(&g, "f4-f1 e4-e1");
    let view = g.view();
    assert_eq!(description(&view, "e4"), "e4, empty, last move from here");
    assert_eq!(description(&view, "e1"), "e1, defender, last move to here");
    assert_eq!(
        description(&view, "f1"),
        "f1, empty, attacker captured here"
    );
    let f1 = view.board.cell(c("f1")).unwrap();
    assert_eq!(f1.captured, Some(tafl_core::Piece::Attacker));
    for (language, e1, board) in [
        ("et", "e1, kaitsja, viimane käik siia", "Laud, 7 korda 7"),
        ("ru", "e1, защитник, последний ход сюда", "Доска 7 на 7"),
    ] {
        g.set_language(language.into());
        let view = g.view();
        assert_eq!(description(&view, "e1"), e1);
        assert_eq!(view.board.description, board);
    }
    g.set_language("en".into());
    // The hint's squares.
    let h = GameController::new(GameConfig {
        think_millis: Some(20),
        seed: Some(1),
        ..two_players_config(Preset::Brandubh)
    })
    .unwrap();
    let (from, to) = hint(&h);
    let view = h.view();
    assert!(description(&view, &from.name()).ends_with(", hint"));
    assert!(description(&view, &to.name()).ends_with(", hint"));
    assert_eq!(
        view.board
            .rows
            .iter()
            .flatten()
            .filter(|cell| cell.hint)
            .count(),
        2
    );
}

#[test]
fn the_capture_signal_follows_the_setting() {
    let g = two_players(Preset::Brandubh);
    assert_eq!(g.view().board.capture_signal, 0);
    play_all(&g, "f4-f1");
    assert_eq!(g.view().board.capture_signal, 0, "no capture");
    play_all(&g, "e4-e1");
    assert_eq!(g.view().board.capture_signal, 1);
    play_all(&g, "b4-b1 c4-c1");
    assert_eq!(
        g.view().board.capture_signal,
        2,
        "two pieces at once are one signal"
    );
    // Undo and redo take back and bring back captures, but capture nothing.
    g.undo().unwrap();
    g.redo().unwrap();
    assert_eq!(g.view().board.capture_signal, 2);
    // Off: captures are silent, and turning it back on does not replay them.
    let quiet = two_players(Preset::Brandubh);
    quiet.set_preferences(Preferences {
        capture_feedback: false,
        ..Preferences::default()
    });
    play_all(&quiet, "f4-f1 e4-e1");
    assert_eq!(quiet.view().board.capture_signal, 0);
    quiet.set_preferences(Preferences::default());
    assert_eq!(quiet.view().board.capture_signal, 0);
    play_all(&quiet, "b4-b1 c4-c1");
    assert_eq!(quiet.view().board.capture_signal, 1);
    // A restored game starts again from 0 and does not signal the captures it holds.
    let restored = GameController::restore(quiet.save()).unwrap();
    assert_eq!(restored.view().board.capture_signal, 0);
    play_all(&restored, "g4-g5");
    assert_eq!(restored.view().board.capture_signal, 0);
}

#[test]
fn every_move_played_cues_one_sound_while_the_setting_asks_for_sounds() {
    let cue = |g: &GameController| g.view().board.sound.map(|c| (c.serial, c.sound));
    let g = two_players(Preset::Brandubh);
    assert_eq!(cue(&g), None, "nothing played yet");
    play_all(&g, "f4-f1");
    assert_eq!(cue(&g), Some((1, BoardSound::Move)));
    play_all(&g, "e4-e1");
    assert_eq!(cue(&g), Some((2, BoardSound::Capture)));
    // Undo, redo and a refused move play no move.
    g.undo().unwrap();
    g.redo().unwrap();
    assert_eq!(g.play(c("c4"), c("c1")), Err(GameError::NotYourPiece));
    assert_eq!(cue(&g), Some((2, BoardSound::Capture)));
    // Off: silent moves, and turning it on again sounds none of them.
    let quiet = Preferences {
        capture_feedback: false,
        ..Preferences::default()
    };
    g.set_preferences(quiet.clone());
    play_all(&g, "b4-b1");
    assert_eq!(cue(&g), Some((2, BoardSound::Capture)));
    g.set_preferences(Preferences::default());
    assert_eq!(cue(&g), Some((2, BoardSound::Capture)));
    play_all(&g, "c4-c1 d2-e2");
    assert_eq!(cue(&g), Some((4, BoardSound::Move)));
    // A new game goes on counting, and the computer's moves sound too.
    g.start_game(vs_computer_config(Side::Defenders, Level::Easy, 20))
        .unwrap();
    assert_eq!(cue(&g), Some((4, BoardSound::Move)));
    computer_move(&g);
    assert_eq!(cue(&g).map(|(serial, _)| serial), Some(5));
    // A restored game has played nothing yet.
    let restored = GameController::restore(g.save()).unwrap();
    assert_eq!(cue(&restored), None);
}

#[test]
fn move_serial_and_fresh_mark_only_moves_just_played() {
    let g = vs_computer(Side::Attackers, false);
    let marks = |g: &GameController| {
        let view = g.view();
        (
            view.board.move_serial,
            view.board.last_move.map(|m| m.fresh),
        )
    };
    assert_eq!(marks(&g), (0, None));
    g.play(c("d2"), c("c2")).unwrap();
    assert_eq!(marks(&g), (1, Some(true)));
    // A refused move and a hint change nothing.
    assert_eq!(g.play(c("c2"), c("c1")), Err(GameError::NotYourTurn));
    assert_eq!(marks(&g), (1, Some(true)));
    computer_move(&g);
    assert_eq!(marks(&g), (2, Some(true)));
    hint(&g);
    assert_eq!(marks(&g), (2, Some(true)));
    // Undo and redo bring moves back without animating them.
    g.undo().unwrap();
    assert_eq!(marks(&g), (2, None));
    g.redo().unwrap();
    assert_eq!(marks(&g), (2, Some(false)));
    let (from, to) = hint(&g);
    g.play(from, to).unwrap();
    assert_eq!(marks(&g), (3, Some(true)));
    g.undo().unwrap();
    assert_eq!(marks(&g), (3, Some(false)));
    // A restored game animates nothing until the next move.
    let r = GameController::restore(g.save()).unwrap();
    assert_eq!(marks(&r), (0, Some(false)));
    let (from, to) = hint(&r);
    r.tap(from).unwrap();
    r.tap(to).unwrap();
    assert_eq!(marks(&r), (1, Some(true)));
    // A new game has no last move to animate (the serial only grows, over every game).
    r.new_game(default_choice()).unwrap();
    assert_eq!(marks(&r), (1, None));
}

#[test]
fn after_a_game_the_view_offers_a_new_game_or_the_next_match_game() {
    let buttons = |g: &GameController| {
        let v = g.view();
        (v.offer_new_game, v.can_start_next_match_game)
    };
    let single = two_players(Preset::Brandubh);
    play_all(&single, KING_CAPTURED);
    assert_eq!(buttons(&single), (true, false));
    single.undo().unwrap();
    assert_eq!(buttons(&single), (false, false), "undo reopens the game");
    single.redo().unwrap();
    assert_eq!(buttons(&single), (true, false));

    let m = GameController::new(GameConfig {
        two_game_match: true,
        ..two_players_config(Preset::Brandubh)
    })
    .unwrap();
    assert_eq!(buttons(&m), (false, false));
    play_all(&m, KING_CAPTURED);
    assert_eq!(buttons(&m), (false, true));
    m.undo().unwrap();
    assert_eq!(buttons(&m), (false, false));
    assert_eq!(m.next_match_game(), Err(GameError::MatchNotFinished));
    m.redo().unwrap();
    let restored = GameController::restore(m.save()).unwrap();
    assert_eq!(buttons(&restored), (false, true));
    m.next_match_game().unwrap();
    assert_eq!(buttons(&m), (false, false));
    play_all(&m, KING_CAPTURED);
    assert_eq!(buttons(&m), (true, false));
    assert_eq!(m.next_match_game(), Err(GameError::NoMatch));

    // The new game the view offers: the dialog's choice, with the settings' think time and
    // the seed set for tests.
    let choice = NewGameChoice {
        preset: Preset::Tablut,
        vs_computer: true,
        human_side: Side::Attackers,
        level: Level::Hard,
        two_game_match: true,
        ..default_choice()
    };
    m.set_preferences(Preferences {
        hard_think_millis: 700,
        ..Preferences::default()
    });
    m.set_seed(Some(5));
    m.new_game(choice.clone()).unwrap();
    let view = m.view();
    assert_eq!(view.choice, choice);
    assert_eq!(buttons(&m), (false, false));
    assert_eq!(
        view.mode,
        Mode::VsComputer {
            human_side: Side::Attackers,
            level: Level::Hard
        }
    );
    assert_eq!(view.rules.preset, Some(Preset::Tablut));
    assert_eq!(view.match_standing.unwrap().game_number, 1);
    let doc: serde_json::Value = serde_json::from_str(&m.save()).unwrap();
    assert_eq!(doc["think_millis"], 500, "700 ms in the settings' steps");
    assert_eq!(doc["seed"], 5);
    assert_eq!(m.busy(), Busy::Idle);
}
