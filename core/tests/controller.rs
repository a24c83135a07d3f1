//! The game controller as the front ends drive it: the computer in the background, undo while
//! it thinks, cancel, saves made mid-search, the listener, the view's words and bad input.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tafl_core::ai::Level;
use tafl_core::controller::{
    Busy, Coord, GameConfig, GameController, GameError, Listener, Mode, NewGameChoice, Preferences,
    Status, TapOutcome, Turn,
};
use tafl_core::{Preset, Side};

const WAIT: Duration = Duration::from_secs(60);

fn c(name: &str) -> Coord {
    Coord::parse(name).unwrap()
}

fn vs_computer(human_side: Side, level: Level, millis: u32) -> GameConfig {
    GameConfig {
        mode: Mode::VsComputer { human_side, level },
        think_millis: Some(millis),
        seed: Some(7),
        ..GameConfig::two_players(Preset::Brandubh)
    }
}

#[derive(Default)]
struct Counter(AtomicUsize);

impl Listener for Counter {
    fn changed(&self) {
        self.0.fetch_add(1, Ordering::SeqCst);
    }
}

#[test]
fn the_computer_moves_by_itself_once_resumed_and_tells_the_listener() {
    let controller = GameController::new(vs_computer(Side::Defenders, Level::Easy, 50)).unwrap();
    let counter = Arc::new(Counter::default());
    controller.set_listener(Some(counter.clone()));
    // Paused: the computer waits.
    assert_eq!(controller.busy(), Busy::Idle);
    assert!(matches!(
        controller.view().status,
        Status::ComputerWaiting {
            side: Side::Attackers
        }
    ));
    controller.resume();
    assert!(controller.wait_until_idle(WAIT.as_millis() as u64));
    let view = controller.view();
    assert_eq!(view.ply, 1);
    assert_eq!(view.turn, Turn::Human);
    assert_eq!(view.headline, "Your move (Defenders)");
    assert!(view.board.enabled);
    // The listener is told on the search's thread, around the time the search counts as over.
    let deadline = Instant::now() + WAIT;
    while counter.0.load(Ordering::SeqCst) == 0 && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(counter.0.load(Ordering::SeqCst), 1);
    let last = view.board.last_move.unwrap();
    assert!(last.fresh);
    assert_eq!(last.side, Side::Attackers);
}

#[test]
fn undo_while_the_computer_thinks_stops_it_and_takes_back_the_humans_move() {
    // A long budget: the search is surely still running when undo comes.
    let controller = GameController::new(GameConfig {
        seed: None,
        ..vs_computer(Side::Attackers, Level::Hard, 60_000)
    })
    .unwrap();
    controller.resume();
    controller.play(c("d2"), c("c2")).unwrap();
    assert_eq!(controller.busy(), Busy::ComputerMove);
    assert_eq!(
        controller.view().headline,
        "The computer (Defenders) is thinking…"
    );
    assert_eq!(
        controller.play(c("c2"), c("c1")),
        Err(GameError::ComputerThinking)
    );
    let before = Instant::now();
    controller.undo().unwrap();
    assert!(
        before.elapsed() < Duration::from_secs(1),
        "undo never waits for the search"
    );
    let view = controller.view();
    assert_eq!(view.ply, 0);
    assert_eq!(view.busy, Busy::Idle);
    assert_eq!(view.turn, Turn::Human);
    // The forgotten search's result never arrives.
    std::thread::sleep(Duration::from_millis(100));
    assert_eq!(controller.view().ply, 0);
    controller.cancel();
}

#[test]
fn cancel_returns_once_the_search_has_stopped_and_pauses_the_computer() {
    let controller = GameController::new(GameConfig {
        seed: None,
        ..vs_computer(Side::Defenders, Level::Hard, 60_000)
    })
    .unwrap();
    controller.resume();
    assert_eq!(controller.busy(), Busy::ComputerMove);
    std::thread::sleep(Duration::from_millis(50));
    let before = Instant::now();
    controller.cancel();
    let took = before.elapsed();
    assert_eq!(controller.busy(), Busy::Idle);
    assert_eq!(controller.view().ply, 0, "a cancelled search plays nothing");
    assert!(took < Duration::from_secs(5), "cancel took {took:?}");
    // Paused until resumed.
    std::thread::sleep(Duration::from_millis(50));
    assert_eq!(controller.busy(), Busy::Idle);
    controller.set_preferences(Preferences::default());
    assert_eq!(controller.busy(), Busy::Idle);
}

#[test]
fn a_save_made_mid_search_restores_to_the_computers_turn() {
    let controller = GameController::new(vs_computer(Side::Attackers, Level::Medium, 50)).unwrap();
    controller.play(c("d2"), c("c2")).unwrap();
    controller.start_computer().unwrap();
    let saved = controller.save();
    controller.cancel();
    let restored = GameController::restore(saved.clone()).unwrap();
    assert_eq!(restored.view().ply, 1);
    assert_eq!(restored.turn(), Turn::Computer);
    restored.start_computer().unwrap();
    assert!(restored.wait_until_idle(WAIT.as_millis() as u64));
    assert_eq!(restored.view().ply, 2);
    assert_eq!(restored.turn(), Turn::Human);
}

#[test]
fn taps_select_play_and_explain_in_every_language() {
    let controller = GameController::new(GameConfig::two_players(Preset::Brandubh)).unwrap();
    assert_eq!(controller.tap(c("d2")), Ok(TapOutcome::Selected));
    let view = controller.view();
    let cell = view.board.cell(c("d2")).unwrap();
    assert!(cell.selected);
    assert_eq!(cell.description, "d2, attacker, selected");
    assert!(view.board.cell(c("c2")).unwrap().target);
    assert_eq!(controller.tap(c("c2")), Ok(TapOutcome::Played));
    assert_eq!(controller.tap(c("d2")), Ok(TapOutcome::Deselected));
    assert_eq!(controller.tap(c("b4")), Err(GameError::NotYourPiece));
    for (lang, message, headline) in [
        (
            "en",
            "That piece belongs to the other side.",
            "To move: Defenders",
        ),
        ("et", "See nupp kuulub vastasele.", "Käigul: Kaitsjad"),
        (
            "ru",
            "Эта фигура принадлежит другой стороне.",
            "Ходят: Защитники",
        ),
    ] {
        controller.set_language(lang.to_string());
        let view = controller.view();
        assert_eq!(view.message.unwrap().text, message);
        assert_eq!(view.headline, headline);
    }
    controller.dismiss_message();
    assert_eq!(controller.view().message, None);
}

#[test]
fn bad_input_is_a_typed_error_and_leaves_the_game_as_it_was() {
    let controller = GameController::new(GameConfig::two_players(Preset::Brandubh)).unwrap();
    controller.play(c("d2"), c("c2")).unwrap();
    let saved = controller.save();
    let off = Coord::new(7, 200);
    assert_eq!(controller.tap(off), Err(GameError::OffBoard));
    assert_eq!(controller.play(off, c("a1")), Err(GameError::OffBoard));
    assert_eq!(
        controller.play(c("d4"), c("d7")),
        Err(GameError::IllegalMove)
    );
    assert_eq!(controller.view().message.unwrap().text, "d7 is occupied.");
    assert_eq!(
        controller.play(c("c2"), c("c1")),
        Err(GameError::NotYourPiece)
    );
    assert_eq!(controller.targets(off), Err(GameError::OffBoard));
    assert_eq!(
        controller.start_computer(),
        Err(GameError::NotComputersTurn)
    );
    assert_eq!(controller.next_match_game(), Err(GameError::NoMatch));
    assert_eq!(controller.redo(), Err(GameError::NothingToRedo));
    let bad_rules = NewGameChoice {
        custom_rules: Some("dim:99 nonsense".into()),
        ..NewGameChoice::default()
    };
    assert_eq!(controller.new_game(bad_rules), Err(GameError::BadRules));
    for garbage in [
        "",
        "{",
        "[]",
        "{\"format\":\"tafl-session\",\"version\":99}",
    ] {
        assert!(GameController::restore(garbage.to_string()).is_err());
    }
    controller.dismiss_message();
    assert_eq!(controller.save(), saved);
}

#[test]
fn the_board_turns_for_the_defenders_in_hot_seat_play_when_asked() {
    let controller = GameController::new(GameConfig::two_players(Preset::Brandubh)).unwrap();
    controller.set_preferences(Preferences {
        turn_board_for_hot_seat: true,
        ..Preferences::default()
    });
    let attackers_view = controller.view().board;
    assert!(!attackers_view.flipped);
    assert_eq!(attackers_view.file_labels.first().unwrap(), "a");
    assert_eq!(attackers_view.rank_labels.first().unwrap(), "7");
    assert_eq!(attackers_view.rows[0][0].coord, c("a7"));
    controller.play(c("d2"), c("c2")).unwrap();
    let defenders_view = controller.view().board;
    assert!(defenders_view.flipped);
    assert_eq!(defenders_view.file_labels.first().unwrap(), "g");
    assert_eq!(defenders_view.rank_labels.first().unwrap(), "1");
    assert_eq!(defenders_view.rows[0][0].coord, c("g1"));
}

#[test]
fn targets_tell_bad_input_apart_while_the_computer_thinks() {
    // The computer (attackers) thinks for a minute; nobody's pieces can move meanwhile.
    let controller = GameController::new(GameConfig {
        seed: None,
        ..vs_computer(Side::Defenders, Level::Hard, 60_000)
    })
    .unwrap();
    controller.start_computer().unwrap();
    assert_eq!(controller.busy(), Busy::ComputerMove);
    assert_eq!(controller.targets(c("d5")), Ok(vec![]));
    assert_eq!(controller.targets(c("d2")), Err(GameError::NotYourPiece));
    assert_eq!(controller.targets(c("c3")), Err(GameError::NoPiece));
    assert_eq!(
        controller.targets(Coord::new(7, 255)),
        Err(GameError::OffBoard)
    );
    controller.cancel();
    // The same answers while the computer waits.
    assert_eq!(controller.targets(c("d5")), Ok(vec![]));
    assert_eq!(controller.targets(c("d2")), Err(GameError::NotYourPiece));
    assert_eq!(
        controller.targets(Coord::new(7, 255)),
        Err(GameError::OffBoard)
    );
}

#[test]
fn a_refused_next_match_game_leaves_the_running_search_alone() {
    let controller = GameController::new(GameConfig {
        seed: None,
        two_game_match: true,
        ..vs_computer(Side::Defenders, Level::Hard, 60_000)
    })
    .unwrap();
    controller.start_computer().unwrap();
    assert_eq!(
        controller.next_match_game(),
        Err(GameError::MatchNotFinished)
    );
    assert_eq!(
        controller.busy(),
        Busy::ComputerMove,
        "the paused computer's move was forgotten and would never come"
    );
    controller.cancel();

    let two = GameController::new(GameConfig {
        two_game_match: true,
        think_millis: Some(60_000),
        ..GameConfig::two_players(Preset::Brandubh)
    })
    .unwrap();
    two.hint().unwrap();
    assert_eq!(two.next_match_game(), Err(GameError::MatchNotFinished));
    assert_eq!(two.busy(), Busy::Hint, "the hint was forgotten");
    two.cancel();
}
