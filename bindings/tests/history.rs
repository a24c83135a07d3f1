//! The history of finished games through the FFI: what the tally hands out goes into it, it
//! survives its file (damaged lines skipped with a message), and any game of it replays.

mod common;

use common::{c, play_all};
use tafl_core::controller::{GameConfig, GameError};
use tafl_core::history::PlayerResult;
use tafl_core::Preset;
use tafl_ffi::{GameController, GameHistory, ScoreTally};

/// The king walks out in eight moves.
const ESCAPE: &str = "a4-a2 d5-b5 a2-a3 d4-d5 a3-a2 d5-g5 a2-a3 g5-g7";

#[test]
fn finished_games_go_into_the_history_and_replay_from_it() {
    let game = GameController::new(GameConfig::two_players(Preset::Brandubh)).unwrap();
    let tally = ScoreTally::new();
    let history = GameHistory::new();
    play_all(&game, ESCAPE);
    let finished = tally.record(game.clone());
    assert_eq!(finished.len(), 1);
    let id = history.add(finished[0].clone());
    assert!(tally.record(game.clone()).is_empty(), "handed out once");

    let restored = GameHistory::restore(history.to_text());
    assert_eq!(restored.skipped(), 0);
    assert_eq!(restored.skipped_text("en".into()), None);
    let rows = restored.rows("et".into());
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0].id, id);
    assert_eq!(rows[0].title, "Brandubh");
    assert_eq!(rows[0].result, "Kaitsjad võitsid: kuningas pääses põgenema");
    assert_eq!(rows[0].player_result, PlayerResult::TwoPlayers);

    let replay = restored.open(id, "ru".into()).unwrap();
    let view = replay.view();
    assert_eq!(view.replay.as_ref().map(|r| (r.ply, r.plies)), Some((8, 8)));
    assert_eq!(view.headline, "Защитники победили: король сбежал");
    replay.replay_to(2).unwrap();
    assert_eq!(replay.view().replay.unwrap().position, "После хода 2 из 8");
    assert_eq!(replay.play(c("d4"), c("d5")), Err(GameError::ReadOnly));
    assert_eq!(replay.leave_replay(), Err(GameError::ReadOnly));
    assert!(replay.take_finished().is_none());

    assert!(matches!(
        restored.open(id + 1, "en".into()),
        Err(GameError::NoSuchMove)
    ));
    assert!(restored.remove(id));
    assert!(restored.rows("en".into()).is_empty());
}

#[test]
fn a_damaged_history_costs_only_the_damaged_games() {
    let history = GameHistory::new();
    for _ in 0..2 {
        let game = GameController::new(GameConfig::two_players(Preset::Brandubh)).unwrap();
        play_all(&game, ESCAPE);
        history.add(game.take_finished().unwrap());
    }
    let text = history.to_text();
    let first_line = text.lines().next().unwrap();
    let damaged = format!("{}\n{}\n", first_line, &first_line[..first_line.len() / 3]);
    let restored = GameHistory::restore(damaged);
    assert_eq!(restored.skipped(), 1);
    assert_eq!(restored.rows("en".into()).len(), 1);
    assert_eq!(
        restored.skipped_text("en".into()).as_deref(),
        Some("One saved game could not be read and was left out of the history.")
    );
    for garbage in ["", "\u{0}\u{1}", "{}", "[1,2]\n\n{\"v\":1}"] {
        assert!(GameHistory::restore(garbage.into())
            .rows("en".into())
            .is_empty());
    }
}

#[test]
fn the_live_game_replays_read_only_and_goes_on() {
    let game = GameController::new(GameConfig::two_players(Preset::Brandubh)).unwrap();
    play_all(&game, "a4-a2 d5-b5");
    let saved = game.save();
    game.replay_step(false).unwrap();
    let view = game.view();
    let replay = view.replay.unwrap();
    assert_eq!((replay.ply, replay.plies, replay.can_leave), (1, 2, true));
    assert!(!view.board_enabled);
    assert_eq!(game.save(), saved, "replaying changes nothing");
    game.leave_replay().unwrap();
    assert!(game.view().replay.is_none());
    play_all(&game, "a2-a3");
}
