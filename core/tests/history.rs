//! The history of finished games and replaying any position of a game: from the live game
//! (read-only, the game going on behind it) and from the history.

use std::sync::Arc;
use tafl_core::ai::Level;
use tafl_core::controller::{
    Coord, FinishedGame, GameConfig, GameController, GameError, Mode, Status, TapOutcome,
};
use tafl_core::history::{History, PlayerResult, MAX_GAMES};
use tafl_core::words::Words;
use tafl_core::{Preset, Side};

fn c(name: &str) -> Coord {
    Coord::parse(name).unwrap()
}

/// 1 a4-a2 d5-b5 2 a2-a3 d4-d5 3 a3-a2 d5-g5 4 a2-a3 g5-g7: the king escapes.
const ESCAPE: &str = "a4-a2 d5-b5 a2-a3 d4-d5 a3-a2 d5-g5 a2-a3 g5-g7";

fn play(controller: &GameController, moves: &str) {
    for m in moves.split_whitespace() {
        let (from, to) = m.split_once('-').unwrap();
        controller.play(c(from), c(to)).unwrap();
    }
}

fn finished_game(mode: Mode) -> Arc<GameController> {
    let controller = GameController::new(GameConfig {
        mode,
        ..GameConfig::two_players(Preset::Brandubh)
    })
    .unwrap();
    match mode {
        Mode::TwoPlayers => play(&controller, ESCAPE),
        // Against the computer the human (defenders) only gets to move after its replies.
        Mode::VsComputer { .. } => {
            let save = {
                let two = GameController::new(GameConfig::two_players(Preset::Brandubh)).unwrap();
                play(&two, ESCAPE);
                two.save()
            };
            let edited = save.replace(
                "\"two-players\"",
                "\"vs-computer\",\"human_side\":\"defenders\",\"level\":\"hard\"",
            );
            return GameController::restore(edited.clone()).unwrap();
        }
    }
    controller
}

#[test]
fn a_finished_game_goes_into_the_history_and_comes_back_whole() {
    let controller = finished_game(Mode::TwoPlayers);
    let finished = controller.take_finished().unwrap();
    assert_eq!(finished.plies, 8);
    let mut history = History::new();
    let id = history.add(&finished).unwrap();
    let text = history.to_text();
    assert_eq!(text.lines().count(), 1);
    let read = History::read(&text);
    assert_eq!(read.skipped(), 0);
    assert_eq!(read.entries(), history.entries());
    let entry = read.entry(id).unwrap();
    assert_eq!(entry.outcome.winner, Some(Side::Defenders));
    assert_eq!(entry.replay().unwrap().ply(), 8);
    for (lang, result, length) in [
        ("en", "Defenders won: the king escaped", "8 moves"),
        (
            "et",
            "Kaitsjad võitsid: kuningas pääses põgenema",
            "8 käiku",
        ),
        ("ru", "Защитники победили: король сбежал", "8 ходов"),
    ] {
        let row = &read.rows(&Words::for_code(lang))[0];
        assert_eq!((row.result.as_str(), row.length.as_str()), (result, length));
        assert_eq!(row.player_result, PlayerResult::TwoPlayers);
    }
    let one = Words::for_code("ru").format("history-moves", &[("moves", 1.into())]);
    assert_eq!(one, "1 ход");
}

#[test]
fn a_damaged_line_costs_only_its_game_and_a_newer_line_is_kept() {
    let mut history = History::new();
    for _ in 0..3 {
        history.add(&finished_game(Mode::TwoPlayers).take_finished().unwrap());
    }
    let lines: Vec<String> = history.to_text().lines().map(str::to_string).collect();
    let damaged = [
        lines[0].clone(),
        lines[1][..lines[1].len() / 2].to_string(), // cut off half-way
        "{\"v\":2,\"whatever\":true}".to_string(),  // a newer app's line
        lines[2].replace("king-escaped", "king-captured"), // a result the game does not have
        "garbage".to_string(),
    ]
    .join("\n");
    let read = History::read(&damaged);
    assert_eq!(read.skipped(), 3);
    assert_eq!(read.entries().len(), 1);
    let rewritten = read.to_text();
    assert!(
        rewritten.contains("{\"v\":2,\"whatever\":true}"),
        "{rewritten}"
    );
    assert_eq!(History::read(&rewritten).skipped(), 0);
    let words = Words::for_code("en");
    assert_eq!(
        words.format("history-skipped", &[("count", 3.into())]),
        "3 saved games could not be read and were left out of the history."
    );
}

#[test]
fn a_game_is_kept_once_however_often_it_is_handed_in() {
    let finished = finished_game(Mode::TwoPlayers).take_finished().unwrap();
    let mut history = History::new();
    assert!(history.add(&finished).is_some());
    assert_eq!(history.add(&finished), None, "the same key again");
    let read = History::read(&history.to_text());
    let mut again = read.clone();
    assert_eq!(again.add(&finished), None, "the key is kept in the file");
    assert_eq!(read.entries().len(), 1);
}

#[test]
fn the_history_keeps_the_newest_games() {
    let finished = finished_game(Mode::TwoPlayers).take_finished().unwrap();
    let mut history = History::new();
    let first = history.add(&finished).unwrap();
    for i in 0..MAX_GAMES {
        let another = FinishedGame {
            key: format!("another-{i}"),
            ..finished.clone()
        };
        history.add(&another).unwrap();
    }
    assert_eq!(history.entries().len(), MAX_GAMES);
    assert!(history.entry(first).is_none(), "the oldest went");
    let ids: Vec<u64> = history.entries().iter().map(|e| e.id).collect();
    assert!(
        ids.windows(2).all(|w| w[0] > w[1]),
        "newest first, ids unique"
    );
    assert_eq!(History::read(&history.to_text()).entries().len(), MAX_GAMES);
    let newest = ids[0];
    assert!(history.remove(newest));
    assert!(!history.remove(newest));
}

#[test]
fn the_computers_games_say_who_won_for_the_player() {
    let controller = finished_game(Mode::VsComputer {
        human_side: Side::Defenders,
        level: Level::Hard,
    });
    let mut history = History::new();
    history.add(&controller.take_finished().unwrap());
    let row = &history.rows(&Words::for_code("en"))[0];
    assert_eq!(row.player_result, PlayerResult::Won);
    assert_eq!(
        row.opponent,
        "Against the computer (Hard), you played Defenders"
    );
}

#[test]
fn replay_shows_any_position_read_only_and_goes_back_to_the_game() {
    let controller = GameController::new(GameConfig::two_players(Preset::Brandubh)).unwrap();
    play(&controller, "a4-a2 d5-b5 a2-a3");
    let live = controller.save();
    controller.replay_to(1).unwrap();
    let view = controller.view();
    let replay = view.replay.clone().unwrap();
    assert_eq!((replay.ply, replay.plies), (1, 3));
    assert!(replay.can_back && replay.can_forward && replay.can_leave);
    assert_eq!(replay.position, "After move 1 of 3");
    assert_eq!(
        view.board.cell(c("a2")).unwrap().piece,
        Some(tafl_core::Piece::Attacker)
    );
    assert_eq!(
        view.board.cell(c("b5")).unwrap().piece,
        None,
        "the second move is not made yet"
    );
    assert!(view.board.cell(c("a2")).unwrap().last_move_to);
    assert_eq!(view.headline, "To move: Defenders");
    assert_eq!(view.moves.len(), 2, "the move list is the whole game");
    assert_eq!(
        (view.moves[1].first_ply, view.moves[1].second_ply),
        (3, None)
    );
    assert!(!view.board.enabled && !view.can_undo && !view.can_redo && !view.can_hint);
    // Nothing changes the game while replaying.
    assert_eq!(controller.tap(c("d5")), Ok(TapOutcome::Ignored));
    assert_eq!(controller.play(c("d5"), c("c5")), Err(GameError::ReadOnly));
    assert_eq!(controller.undo(), Err(GameError::ReadOnly));
    assert_eq!(controller.hint(), Err(GameError::ReadOnly));
    // No piece to pick up on a board that is only looked at (found by the controller fuzz target).
    assert!(controller.movable_pieces().is_empty());
    assert_eq!(controller.targets(c("d5")), Ok(Vec::new()));
    assert_eq!(controller.save(), live);
    controller.replay_step(false).unwrap();
    assert_eq!(controller.view().replay.unwrap().ply, 0);
    assert_eq!(controller.replay_step(false), Err(GameError::NoSuchMove));
    assert_eq!(controller.replay_to(4), Err(GameError::NoSuchMove));
    controller.replay_to(3).unwrap();
    assert_eq!(controller.replay_step(true), Err(GameError::NoSuchMove));
    controller.leave_replay().unwrap();
    let back = controller.view();
    assert_eq!(back.replay, None);
    assert!(back.board.enabled);
    controller.play(c("d4"), c("d5")).unwrap();
}

#[test]
fn the_computer_moves_on_while_a_position_is_replayed() {
    let controller = GameController::new(GameConfig {
        mode: Mode::VsComputer {
            human_side: Side::Attackers,
            level: Level::Easy,
        },
        think_millis: Some(20),
        seed: Some(3),
        ..GameConfig::two_players(Preset::Brandubh)
    })
    .unwrap();
    controller.resume();
    controller.play(c("d2"), c("c2")).unwrap();
    controller.replay_to(0).unwrap();
    assert!(controller.wait_until_idle(60_000));
    let view = controller.view();
    let replay = view.replay.unwrap();
    assert_eq!(
        (replay.ply, replay.plies),
        (0, 2),
        "still at the start, the reply counted"
    );
    assert!(matches!(
        view.status,
        Status::ToMove {
            side: Side::Attackers
        }
    ));
    controller.leave_replay().unwrap();
    assert!(matches!(controller.view().status, Status::YourMove { .. }));
}

#[test]
fn a_game_of_the_history_opens_at_its_end_and_only_replays() {
    let mut history = History::new();
    let id = history
        .add(&finished_game(Mode::TwoPlayers).take_finished().unwrap())
        .unwrap();
    let archived = GameController::archived(history.entry(id).unwrap()).unwrap();
    let view = archived.view();
    let replay = view.replay.clone().unwrap();
    assert_eq!((replay.ply, replay.plies, replay.can_leave), (8, 8, false));
    assert_eq!(view.headline, "Defenders won: the king escaped");
    assert!(!view.offer_new_game && !view.can_undo);
    assert_eq!(archived.leave_replay(), Err(GameError::ReadOnly));
    archived.replay_to(0).unwrap();
    assert_eq!(archived.view().headline, "To move: Attackers");
    assert_eq!(
        archived.take_finished(),
        None,
        "a game of the history is never counted again"
    );
}
