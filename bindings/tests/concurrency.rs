//! A GameController shared between threads: the view, targets and saves answer while the
//! computer thinks, `cancel()` returns once the search has stopped and leaves the game as it
//! was, a move during a hint forgets the hint, and the listener hears of each computer move
//! once, on a background thread.
//!
//! The tests here take turns (`SERIAL`): one of them counts the search threads of the process.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread;
use std::time::{Duration, Instant};
use tafl_core::ai::Level;
use tafl_core::controller::{Busy, Coord, GameConfig, GameError, Status, Turn};
use tafl_core::{Piece, Preset, Side};
use tafl_ffi::*;

mod common;
use common::*;

static SERIAL: Mutex<()> = Mutex::new(());

fn serial() -> MutexGuard<'static, ()> {
    SERIAL.lock().unwrap_or_else(|e| e.into_inner())
}

/// A generous bound for calls that should answer at once or within milliseconds: only a
/// call that waits for a search (seconds to a minute here) goes over it.
const PROMPT: Duration = Duration::from_secs(5);

fn controller(human_side: Side, level: Level, millis: u32) -> Arc<GameController> {
    GameController::new(vs_computer_config(human_side, level, millis)).unwrap()
}

/// The threads of this process that run a search (the controller names them; the engine's
/// helper threads inherit the name).
#[cfg(target_os = "linux")]
fn search_threads() -> usize {
    std::fs::read_dir("/proc/self/task")
        .unwrap()
        .filter_map(|t| std::fs::read_to_string(t.ok()?.path().join("comm")).ok())
        .filter(|name| name.trim() == "tafl-search")
        .count()
}

#[test]
fn view_targets_and_save_answer_while_the_computer_thinks_and_cancel_stops_it() {
    let _turn = serial();
    // The computer (attackers) is to move, with a minute to think.
    let s = controller(Side::Defenders, Level::Hard, 60_000);
    let before = s.view();
    let saved_before = s.save();
    let record_before = s.record();
    s.start_computer().unwrap();
    assert_eq!(s.busy(), Busy::ComputerMove);
    #[cfg(target_os = "linux")]
    assert!(
        eventually(Duration::from_secs(30), || search_threads() >= 1),
        "the search runs on a thread of its own"
    );

    let done = Arc::new(AtomicBool::new(false));
    let seen_thinking = Arc::new(AtomicUsize::new(0));
    let readers: Vec<_> = (0..3)
        .map(|i| {
            let (s, done, seen) = (s.clone(), done.clone(), seen_thinking.clone());
            let saved_before = saved_before.clone();
            thread::spawn(move || {
                let mut calls = 0u64;
                while !done.load(Ordering::SeqCst) {
                    let view = s.view();
                    if view.busy == Busy::ComputerMove {
                        assert!(matches!(view.status, Status::ComputerThinking { .. }));
                        assert!(!view.board.enabled && !view.can_hint && !view.can_redo);
                        seen.fetch_add(1, Ordering::SeqCst);
                    }
                    match i {
                        0 => {
                            // Nobody's pieces can move while the computer thinks; bad input is
                            // still told apart.
                            assert_eq!(s.targets(c("d5")), Ok(vec![]));
                            assert_eq!(s.targets(c("d2")), Err(GameError::NotYourPiece));
                            assert_eq!(s.targets(c("c3")), Err(GameError::NoPiece));
                            assert_eq!(s.targets(Coord::new(9, 250)), Err(GameError::OffBoard));
                            assert!(s.movable_pieces().is_empty());
                        }
                        1 => assert_eq!(s.save(), saved_before, "a save mid-search"),
                        _ => {
                            assert_eq!(s.record(), "");
                            assert_eq!(s.turn(), Turn::Computer);
                        }
                    }
                    calls += 1;
                }
                calls
            })
        })
        .collect();

    // Wait until every kind of reader answered while the search ran, then cancel from
    // another thread.
    assert!(
        eventually(Duration::from_secs(30), || seen_thinking
            .load(Ordering::SeqCst)
            >= 30),
        "no view was taken while the computer was thinking"
    );
    thread::sleep(Duration::from_millis(100));
    assert_eq!(s.busy(), Busy::ComputerMove, "the search is still running");
    let canceller = {
        let s = s.clone();
        thread::spawn(move || {
            let at = Instant::now();
            s.cancel();
            let took = at.elapsed();
            #[cfg(target_os = "linux")]
            assert_eq!(
                search_threads(),
                0,
                "cancel() returned before the search ended"
            );
            took
        })
    };
    let took = canceller.join().unwrap();
    println!("cancel() took {took:?}");
    assert!(took < PROMPT, "cancel() took {took:?}");
    done.store(true, Ordering::SeqCst);
    for r in readers {
        assert!(r.join().unwrap() > 0);
    }

    // The game is unchanged, the computer waits until resumed, and the controller plays on.
    let after = s.view();
    assert_eq!(after, before);
    assert_eq!(after.busy, Busy::Idle);
    assert_eq!(
        after.status,
        Status::ComputerWaiting {
            side: Side::Attackers
        }
    );
    assert_eq!(s.save(), saved_before);
    assert_eq!(s.record(), record_before);
    s.set_preferences(Preferences::default());
    assert_eq!(s.busy(), Busy::Idle, "cancel pauses the computer");
    s.start_game(vs_computer_config(Side::Defenders, Level::Hard, 50))
        .unwrap();
    computer_move(&s);
}

#[test]
fn a_short_search_plays_a_legal_move() {
    let _turn = serial();
    let s = controller(Side::Defenders, Level::Hard, 50);
    let before = s.view();
    let start = Instant::now();
    let played = computer_move(&s);
    assert!(start.elapsed() < Duration::from_secs(30));
    assert_eq!(played.side, Side::Attackers);
    let cell = |v: &tafl_core::controller::GameView, at| v.board.cell(at).unwrap().piece;
    assert_eq!(cell(&before, played.from), Some(Piece::Attacker));
    assert_eq!(cell(&before, played.to), None);
    let after = s.view();
    assert_eq!(after.ply, 1);
    assert_eq!(cell(&after, played.to), Some(Piece::Attacker));
    assert_eq!(cell(&after, played.from), None);
    assert_eq!(after.turn, Turn::Human);
    assert!(played.fresh);
    // The same move is legal in a fresh two-player game.
    let check = two_players(Preset::Brandubh);
    assert!(check.targets(played.from).unwrap().contains(&played.to));
    check.play(played.from, played.to).unwrap();
}

#[test]
fn cancel_before_or_without_a_search_is_harmless() {
    let _turn = serial();
    let s = controller(Side::Defenders, Level::Easy, 30);
    let at = Instant::now();
    s.cancel(); // nothing running: no effect on the next search
    s.cancel();
    assert!(at.elapsed() < PROMPT);
    computer_move(&s);
    s.cancel();
    hint(&s);
    s.cancel();
    assert!(
        s.view().board.hint.is_some(),
        "cancel keeps a hint that arrived"
    );
    let two = two_players(Preset::Brandubh);
    two.cancel();
    two.resume();
    assert_eq!(two.busy(), Busy::Idle, "no computer in a two-player game");
}

#[test]
fn a_move_during_a_hint_forgets_the_hint() {
    let _turn = serial();
    let s = GameController::new(GameConfig {
        think_millis: Some(60_000),
        ..two_players_config(Preset::Brandubh)
    })
    .unwrap();
    let recorder = Arc::new(Recorder::default());
    s.set_listener(Some(recorder.clone()));
    // Attackers, defenders, attackers: each move's side is to move when it comes.
    for (how, from, to) in [
        ("play", "b4", "b3"),
        ("tap", "e4", "e3"),
        ("drop", "a4", "a3"),
        ("undo", "", ""),
    ] {
        let ply = s.view().ply;
        s.hint().unwrap();
        assert_eq!(s.busy(), Busy::Hint);
        let view = s.view();
        assert!(matches!(view.status, Status::FindingHint { .. }));
        assert!(
            view.board.enabled,
            "the player may move while a hint is found"
        );
        assert_eq!(s.hint(), Err(GameError::ComputerThinking));
        thread::sleep(Duration::from_millis(50));
        let start = Instant::now();
        match how {
            "play" => {
                s.play(c(from), c(to)).unwrap();
            }
            "tap" => {
                s.tap(c(from)).unwrap();
                assert_eq!(s.tap(c(to)), Ok(tafl_core::controller::TapOutcome::Played));
            }
            "drop" => {
                s.drag_start(c(from)).unwrap();
                assert_eq!(
                    s.drop_on(c(to)),
                    Ok(tafl_core::controller::TapOutcome::Played)
                );
            }
            _ => s.undo().unwrap(),
        }
        assert!(start.elapsed() < PROMPT, "{how} waited for the hint");
        let view = s.view();
        assert_eq!(view.busy, Busy::Idle, "{how}");
        assert_eq!(view.board.hint, None);
        assert_eq!(view.ply, if how == "undo" { ply - 1 } else { ply + 1 });
        // The forgotten hint never shows up.
        thread::sleep(Duration::from_millis(50));
        assert_eq!(s.view().board.hint, None);
    }
    s.cancel();
    assert_eq!(recorder.calls(), 0, "a forgotten hint tells nobody");
    assert_eq!(s.view().board.hint, None);
}

#[test]
fn the_listener_hears_of_each_computer_move_once_on_a_background_thread() {
    let _turn = serial();
    let g = GameController::new(GameConfig {
        seed: Some(3),
        ..vs_computer_config(Side::Defenders, Level::Easy, 20)
    })
    .unwrap();
    let recorder = Arc::new(Recorder::default());
    g.set_listener(Some(recorder.clone()));
    // Paused: nothing happens until resume().
    thread::sleep(Duration::from_millis(50));
    assert_eq!(
        (g.busy(), g.view().ply, recorder.calls()),
        (Busy::Idle, 0, 0)
    );
    g.resume();
    let mut computer_moves = 0;
    for round in 1..=4 {
        assert!(g.wait_until_idle(SEARCH_TIMEOUT_MILLIS));
        computer_moves += 1;
        assert!(
            eventually(Duration::from_secs(30), || recorder.calls()
                >= computer_moves),
            "the listener was not called"
        );
        let view = g.view();
        assert_eq!(view.ply as usize, 2 * computer_moves - 1);
        assert_eq!(view.board.last_move.as_ref().unwrap().side, Side::Attackers);
        if round == 4 || view.turn == Turn::Nobody {
            break;
        }
        // The human's move: the computer answers by itself.
        let from = g.movable_pieces()[0];
        let to = g.targets(from).unwrap()[0];
        g.play(from, to).unwrap();
    }
    thread::sleep(Duration::from_millis(50));
    assert_eq!(recorder.calls(), computer_moves, "once per computer move");
    let me = thread::current().id();
    for (id, name) in recorder.threads() {
        assert_ne!(id, me);
        assert_eq!(name.as_deref(), Some("tafl-search"));
    }
    // A hint that arrives is told too, once; undo and the human's moves are not.
    hint(&g);
    assert!(eventually(Duration::from_secs(30), || recorder.calls()
        == computer_moves + 1));
    g.cancel();
    g.undo().unwrap();
    assert_eq!(recorder.calls(), computer_moves + 1);
    // No listener: the computer still moves.
    g.set_listener(None);
    g.resume();
    let ply = g.view().ply;
    let from = g.movable_pieces()[0];
    g.play(from, g.targets(from).unwrap()[0]).unwrap();
    assert!(g.wait_until_idle(SEARCH_TIMEOUT_MILLIS));
    assert_eq!(g.view().ply, ply + 2);
    assert_eq!(recorder.calls(), computer_moves + 1);
    g.cancel();
}

/// A listener that throws: the search's thread must survive it.
struct Throwing(AtomicUsize);

impl Listener for Throwing {
    fn changed(&self) {
        self.0.fetch_add(1, Ordering::SeqCst);
        panic!("the app's listener failed");
    }
}

#[test]
fn a_failing_listener_does_not_stop_the_game() {
    let _turn = serial();
    let g = controller(Side::Defenders, Level::Easy, 20);
    let listener = Arc::new(Throwing(AtomicUsize::new(0)));
    g.set_listener(Some(listener.clone()));
    g.resume();
    assert!(g.wait_until_idle(SEARCH_TIMEOUT_MILLIS));
    assert!(eventually(Duration::from_secs(30), || listener
        .0
        .load(Ordering::SeqCst)
        == 1));
    let from = g.movable_pieces()[0];
    g.play(from, g.targets(from).unwrap()[0]).unwrap();
    assert!(g.wait_until_idle(SEARCH_TIMEOUT_MILLIS));
    assert_eq!(
        g.view().ply,
        3,
        "the computer answered after the listener failed"
    );
    g.cancel();
}

#[test]
fn undo_while_the_computer_thinks_stops_it() {
    let _turn = serial();
    let g = controller(Side::Attackers, Level::Hard, 60_000);
    g.resume();
    g.play(c("d2"), c("c2")).unwrap();
    assert_eq!(g.busy(), Busy::ComputerMove);
    assert_eq!(g.redo(), Err(GameError::ComputerThinking));
    let start = Instant::now();
    g.undo().unwrap();
    assert!(start.elapsed() < PROMPT, "undo never waits for the search");
    let view = g.view();
    assert_eq!(
        (view.ply, view.busy, view.turn),
        (0, Busy::Idle, Turn::Human)
    );
    assert!(view.can_redo);
    // Redo brings the human's move back, and the computer (still resumed) thinks again.
    g.redo().unwrap();
    assert_eq!(g.busy(), Busy::ComputerMove);
    g.cancel();
    assert_eq!(g.view().ply, 1);
    #[cfg(target_os = "linux")]
    assert_eq!(search_threads(), 0);
}

#[test]
fn the_app_launches_sets_its_listener_and_resumes() {
    let _turn = serial();
    // Saved on the computer's turn: nothing runs until resume().
    let g = controller(Side::Attackers, Level::Easy, 20);
    g.play(c("d2"), c("c2")).unwrap();
    let saved = g.save();
    let folder = |i: usize, text: &str| {
        let dir = std::env::temp_dir().join(format!("tafl-ffi-launch-{}-{i}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("game.json"), text).unwrap();
        dir
    };
    let dir = folder(99, &saved);
    let app = AppCore::launch(dir.to_string_lossy().into_owned(), "ru".into());
    assert!(app.wait_until_loaded(SEARCH_TIMEOUT_MILLIS));
    let launched = app.game();
    assert_eq!(launched.busy(), Busy::Idle);
    assert_eq!(
        launched.view().status,
        Status::ComputerWaiting {
            side: Side::Defenders
        }
    );
    let recorder = Arc::new(Recorder::default());
    launched.set_listener(Some(recorder.clone()));
    app.resume();
    assert!(launched.wait_until_idle(SEARCH_TIMEOUT_MILLIS));
    assert!(eventually(Duration::from_secs(30), || recorder.calls() == 1));
    assert_eq!(launched.view().ply, 2);
    assert_eq!(launched.view().headline, "Ваш ход (Нападающие)");
    app.pause();
    let _ = std::fs::remove_dir_all(&dir);

    // Several apps launched at once, over good and damaged saves, on several threads.
    let handles: Vec<_> = (0..8)
        .map(|i| {
            let text = if i % 2 == 0 {
                saved.clone()
            } else {
                saved.replace("tafl-session", "tafl-sessio")
            };
            let dir = folder(i, &text);
            thread::spawn(move || {
                let app = AppCore::launch(dir.to_string_lossy().into_owned(), "en".into());
                let loaded = app.wait_until_loaded(SEARCH_TIMEOUT_MILLIS);
                app.resume();
                let g = app.game();
                let ok = loaded && g.wait_until_idle(SEARCH_TIMEOUT_MILLIS);
                let view = g.view();
                app.pause();
                app.wait_until_saved(SEARCH_TIMEOUT_MILLIS);
                let _ = std::fs::remove_dir_all(&dir);
                (i, ok, view.ply, view.message.map(|m| m.error))
            })
        })
        .collect();
    for h in handles {
        let (i, ok, ply, message) = h.join().unwrap();
        assert!(ok);
        if i % 2 == 0 {
            assert_eq!((ply, message), (2, None), "launch {i}");
        } else {
            assert_eq!(
                (ply, message),
                (0, Some(GameError::CorruptSave)),
                "launch {i}"
            );
        }
    }
}
