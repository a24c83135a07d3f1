//! `GameReview`: the engine's review of the controller's game or of a save, in the app's
//! language, with progress told to the app's listener, a cancel that returns once stopped, and
//! bad input refused.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tafl_core::controller::{GameError, MoveMark};
use tafl_core::review::{ReviewBudget, ReviewProgress, ReviewState, Verdict};
use tafl_core::{Preset, Side};
use tafl_ffi::*;

mod common;
use common::*;

/// The quick look: the tests check the plumbing; the core's tests check the verdicts.
const QUICK: ReviewBudget = ReviewBudget::Quick;

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
    let review = GameReview::of_game(g.clone(), QUICK, Some(recorder.clone()));
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
    // The board's marks: the move played, the better move and its line, square by square.
    assert_eq!(
        walk.played,
        MoveMark {
            from: c("d4"),
            to: c("c4")
        }
    );
    let better = walk
        .better_mark
        .expect("a flagged move marks the better one");
    assert_eq!(
        walk.better_move.as_deref(),
        Some(format!("{}-{}", better.from.name(), better.to.name()).as_str())
    );
    assert_eq!(walk.better_line_marks.first(), Some(&better));
    assert_eq!(walk.better_line_marks.len(), walk.better_line.len());
    for (mark, text) in walk.better_line_marks.iter().zip(&walk.better_line) {
        assert!(text.starts_with(&format!("{}-{}", mark.from.name(), mark.to.name())));
    }
    assert!(view
        .moves
        .iter()
        .filter(|m| !m.flagged)
        .all(|m| m.better_mark.is_none() && m.better_line_marks.is_empty()));
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
    let review = GameReview::of_save(g.save(), QUICK, None).unwrap();
    assert!(review.wait_until_done(SEARCH_TIMEOUT_MILLIS));
    let view = review.view("et".into());
    assert_eq!(view.moves.len(), 3);
    assert_eq!(view.status, "Analüüs on valmis");
    assert!(view
        .moves
        .iter()
        .all(|m| (0.0..=100.0).contains(&m.win_before) && (0.0..=100.0).contains(&m.win_after)));
    assert_eq!(
        GameReview::of_save("{ not a save".into(), QUICK, None).err(),
        Some(GameError::CorruptSave)
    );
}

#[test]
fn a_new_game_has_nothing_to_review() {
    let g = two_players(Preset::Copenhagen);
    let review = GameReview::of_game(g, ReviewBudget::Standard, None);
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

#[test]
fn a_game_of_the_history_is_reviewed_as_it_opens() {
    let g = two_players(Preset::Brandubh);
    play_all(&g, KING_CAPTURED);
    let tally = ScoreTally::new();
    let history = GameHistory::new();
    let id = history.add(tally.record(g.clone()).remove(0));
    let archived = history.open(id, "en".into()).unwrap();
    let review = GameReview::of_game(archived, QUICK, None);
    assert!(review.wait_until_done(SEARCH_TIMEOUT_MILLIS));
    assert_eq!(review.record(), g.record());
    let view = review.view("en".into());
    assert_eq!(view.moves.len(), 5);
    assert_eq!(view.moves[4].win_after, 100.0);
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
    let review = GameReview::of_game(g, ReviewBudget::Thorough, Some(throwing.clone()));
    assert!(eventually(Duration::from_secs(30), || throwing
        .0
        .load(Ordering::SeqCst)));
    assert_eq!(review.progress().state, ReviewState::Running);
    review.cancel();
    let progress = review.progress();
    assert_eq!(progress.state, ReviewState::Cancelled);
    assert!(progress.done < progress.total);
    let view = review.view("en".into());
    assert_eq!(view.status, "Review cancelled");
    assert!(view.moves.is_empty() && view.sides.is_empty());
}
