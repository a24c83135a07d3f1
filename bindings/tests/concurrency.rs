//! A GameSession shared between threads: snapshots and targets never wait for a running
//! search, cancel() stops it promptly and leaves the game unchanged.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};
use tafl_ffi::*;

fn session(human_side: Side, level: Level, millis: u32) -> Arc<GameSession> {
    GameSession::new(SessionConfig {
        preset: Preset::Brandubh,
        mode: Mode::VsComputer { human_side, level },
        two_game_match: false,
        think_millis: Some(millis),
        seed: None,
        rules: None,
    })
}

#[test]
fn cancel_stops_a_long_search_while_other_threads_read() {
    // The computer (attackers) is to move, with a minute to think.
    let s = session(Side::Defenders, Level::Hard, 60_000);
    let before = s.snapshot();
    let record_before = s.record();
    let done = Arc::new(AtomicBool::new(false));
    let taken_while_thinking = Arc::new(AtomicUsize::new(0));

    let searcher = {
        let s = s.clone();
        let done = done.clone();
        thread::spawn(move || {
            let result = s.computer_move();
            done.store(true, Ordering::SeqCst);
            result
        })
    };
    let readers: Vec<_> = (0..3)
        .map(|i| {
            let s = s.clone();
            let done = done.clone();
            let taken = taken_while_thinking.clone();
            thread::spawn(move || {
                let mut calls = 0u64;
                while !done.load(Ordering::SeqCst) {
                    let snap = s.snapshot();
                    if snap.computer_thinking {
                        taken.fetch_add(1, Ordering::SeqCst);
                    }
                    if i == 0 {
                        // The computer's pieces have no targets for anybody right now.
                        let _ = s.targets(Coord { file: 3, rank: 1 });
                        let _ = s.movable_pieces();
                    }
                    calls += 1;
                }
                calls
            })
        })
        .collect();

    // Wait until the search runs and the readers saw it, then cancel from another thread.
    let start = Instant::now();
    while taken_while_thinking.load(Ordering::SeqCst) < 30 {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "no snapshot was taken while the computer was thinking"
        );
        thread::sleep(Duration::from_millis(1));
    }
    thread::sleep(Duration::from_millis(100));
    let canceller = {
        let s = s.clone();
        thread::spawn(move || {
            let at = Instant::now();
            s.cancel();
            at
        })
    };
    let cancelled_at = canceller.join().unwrap();
    let result = searcher.join().unwrap();
    let took = cancelled_at.elapsed();
    assert_eq!(result, Err(TaflError::Cancelled));
    assert!(
        took < Duration::from_secs(2),
        "computer_move returned {took:?} after cancel()"
    );
    for r in readers {
        assert!(r.join().unwrap() > 0);
    }
    assert!(taken_while_thinking.load(Ordering::SeqCst) > 0);

    // The game is unchanged and the session is usable again.
    let after = s.snapshot();
    assert_eq!(after, before);
    assert!(!after.computer_thinking);
    assert_eq!(s.record(), record_before);
    let quick = session(Side::Defenders, Level::Hard, 50);
    assert!(quick.computer_move().is_ok());
}

#[test]
fn a_short_search_plays_a_legal_move() {
    let s = session(Side::Defenders, Level::Hard, 50);
    let before = s.snapshot();
    let start = Instant::now();
    let outcome = s.computer_move().unwrap();
    assert!(start.elapsed() < Duration::from_secs(5));
    assert_eq!(outcome.side, Side::Attackers);
    let size = usize::from(before.board_size);
    let at = |c: Coord| usize::from(c.rank) * size + usize::from(c.file);
    assert_eq!(
        before.squares[at(outcome.played.from)].piece,
        Some(Piece::Attacker)
    );
    assert_eq!(before.squares[at(outcome.played.to)].piece, None);
    let after = s.snapshot();
    assert_eq!(after.ply, 1);
    assert_eq!(
        after.squares[at(outcome.played.to)].piece,
        Some(Piece::Attacker)
    );
    assert_eq!(after.squares[at(outcome.played.from)].piece, None);
    assert_eq!(after.turn, Turn::Human);
    // The same move is legal in a fresh two-player game.
    let check = GameSession::new(SessionConfig {
        preset: Preset::Brandubh,
        mode: Mode::TwoPlayers,
        two_game_match: false,
        think_millis: None,
        seed: None,
        rules: None,
    });
    assert!(check
        .targets(outcome.played.from)
        .unwrap()
        .contains(&outcome.played.to));
    check.play(outcome.played.from, outcome.played.to).unwrap();
}

#[test]
fn cancel_before_or_without_a_search_is_harmless() {
    let s = session(Side::Defenders, Level::Easy, 30);
    s.cancel(); // nothing running: no effect on the next search
    assert!(s.computer_move().is_ok());
    s.cancel();
    assert!(s.hint().is_ok());
}

#[test]
fn a_move_during_a_hint_makes_the_hint_stale() {
    let s = GameSession::new(SessionConfig {
        preset: Preset::Brandubh,
        mode: Mode::TwoPlayers,
        two_game_match: false,
        think_millis: Some(60_000),
        seed: None,
        rules: None,
    });
    let hinter = {
        let s = s.clone();
        thread::spawn(move || s.hint())
    };
    // Let the hint start, then play: the move is accepted and the hint reports Cancelled.
    thread::sleep(Duration::from_millis(200));
    let start = Instant::now();
    s.play(
        parse_coord("d2".into()).unwrap(),
        parse_coord("c2".into()).unwrap(),
    )
    .unwrap();
    assert_eq!(hinter.join().unwrap(), Err(TaflError::Cancelled));
    assert!(start.elapsed() < Duration::from_secs(2));
    assert_eq!(s.snapshot().ply, 1);
}
