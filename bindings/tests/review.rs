//! `GameReview`: the engine's review of the controller's game or of a save, in the app's
//! language, with progress told to the app's listener, a cancel that returns once stopped, and
//! bad input refused.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tafl_core::controller::GameError;
use tafl_core::review::{ReviewProgress, ReviewState, Verdict};
use tafl_core::{Preset, Side};
use tafl_ffi::*;

mod common;
use common::*;

/// Few nodes: the tests check the plumbing; the core's tests check the verdicts.
const NODES: Option<u64> = Some(20_000);

#[derive(Default)]
struct Recorder {
    heard: Mutex<Vec<ReviewProgress>>,
}

impl GameReviewListener for Recorder {
    fn changed(&self, progress: ReviewProgress) {
        self.heard.lock().unwrap().push(progress);
    }
}

#[test]
fn the_controllers_game_is_reviewed_with_progress_and_words() {
    let g = two_players(Preset::Brandubh);
    play_all(&g, KING_CAPTURED);
    let recorder = Arc::new(Recorder::default());
    let review = GameReview::of_game(g.clone(), NODES, Some(recorder.clone()));
    assert!(review.wait_until_done(SEARCH_TIMEOUT_MILLIS));
    let progress = review.progress();
    assert_eq!(
        progress,
        ReviewProgress {
            done: 6,
            total: 6,
            state: ReviewState::Done
        }
    );
    let heard = recorder.heard.lock().unwrap().clone();
    assert_eq!(heard.last(), Some(&progress));
    assert!(heard.windows(2).all(|w| w[0].done <= w[1].done));
    assert_eq!(review.record(), g.record());

    let view = review.view("en".into());
    assert_eq!(view.status, "Review complete");
    assert_eq!(view.moves.len(), 5);
    assert_eq!(
        view.moves
            .iter()
            .map(|m| m.notation.as_str())
            .collect::<Vec<_>>(),
        KING_CAPTURED.split(' ').collect::<Vec<_>>()
    );
    // The defenders' king walks into the capture (d4-c4): the review flags it and says what
    // was better; the capture itself wins.
    let walk = &view.moves[3];
    assert_eq!(
        (walk.side, walk.notation.as_str()),
        (Side::Defenders, "d4-c4")
    );
    assert!(walk.flagged, "{walk:?}");
    assert!(walk.better_move.is_some());
    assert!(walk.comment.contains("was better"), "{}", walk.comment);
    assert_eq!(view.moves[4].win_after, 100.0);
    assert_eq!(view.sides.len(), 2);
    let defenders = &view.sides[1];
    assert_eq!((defenders.side, defenders.moves), (Side::Defenders, 2));
    assert_eq!(defenders.counts.len(), 7);
    assert!(defenders.summary.starts_with("Defenders: Accuracy "));

    let ru = review.view("ru-RU".into());
    assert_eq!(ru.status, "Разбор готов");
    assert_eq!(ru.moves[3].verdict, walk.verdict);
    assert_ne!(ru.moves[3].verdict_text, walk.verdict_text);
    // The game played on afterwards is not the one reviewed.
    g.undo().unwrap();
    assert_eq!(review.view("en".into()).moves.len(), 5);
}

#[test]
fn a_save_is_reviewed_and_a_bad_save_is_refused() {
    let g = two_players(Preset::Brandubh);
    play_all(&g, "a4-a3 c4-c3 b4-b2");
    let review = GameReview::of_save(g.save(), NODES, None).unwrap();
    assert!(review.wait_until_done(SEARCH_TIMEOUT_MILLIS));
    let view = review.view("et".into());
    assert_eq!(view.moves.len(), 3);
    assert_eq!(view.status, "Analüüs on valmis");
    assert!(view
        .moves
        .iter()
        .all(|m| (0.0..=100.0).contains(&m.win_before) && (0.0..=100.0).contains(&m.win_after)));
    assert_eq!(
        GameReview::of_save("{ not a save".into(), NODES, None).err(),
        Some(GameError::CorruptSave)
    );
}

#[test]
fn a_new_game_has_nothing_to_review() {
    let g = two_players(Preset::Copenhagen);
    let review = GameReview::of_game(g, None, None);
    assert!(review.wait_until_done(SEARCH_TIMEOUT_MILLIS));
    let view = review.view("en".into());
    assert_eq!(
        (view.state, view.done, view.total),
        (ReviewState::Done, 0, 0)
    );
    assert!(view.moves.is_empty());
    assert!(view
        .sides
        .iter()
        .all(|s| s.accuracy.is_none() && s.moves == 0));
    assert!(view
        .sides
        .iter()
        .all(|s| s.counts.iter().all(|c| c.count == 0)));
    assert_eq!(
        view.sides[0]
            .counts
            .iter()
            .map(|c| c.verdict)
            .collect::<Vec<_>>(),
        Verdict::ALL
    );
}

/// A listener that throws (panics) on every call.
struct Throwing(AtomicBool);

impl GameReviewListener for Throwing {
    fn changed(&self, _progress: ReviewProgress) {
        self.0.store(true, Ordering::SeqCst);
        panic!("the app's listener failed");
    }
}

#[test]
fn cancel_returns_once_stopped_and_a_throwing_listener_does_not_end_the_review() {
    let g = two_players(Preset::Copenhagen);
    play_all(&g, "f2-c2 f4-i4 b6-b3 f5-f3 k4-j4 i4-i6 k8-g8 e7-e8");
    let throwing = Arc::new(Throwing(AtomicBool::new(false)));
    let review = GameReview::of_game(g, Some(50_000_000), Some(throwing.clone()));
    assert!(eventually(Duration::from_secs(30), || throwing
        .0
        .load(Ordering::SeqCst)));
    assert_eq!(review.progress().state, ReviewState::Running);
    let started = Instant::now();
    review.cancel();
    assert!(started.elapsed() < Duration::from_secs(2));
    let progress = review.progress();
    assert_eq!(progress.state, ReviewState::Cancelled);
    assert!(progress.done < progress.total);
    let view = review.view("en".into());
    assert_eq!(view.status, "Review cancelled");
    assert!(view.moves.is_empty() && view.sides.is_empty());
}
