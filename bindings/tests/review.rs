//! `ReviewController`: the engine's review of the controller's game or of a save, in the app's
//! language, with its progress told to the app's listener, the page's decisions (the move it
//! opens on, the win chances in words, the flagged moves in order, the board of the move looked
//! at), a cancel that returns once stopped, and bad input refused.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tafl_core::review::ReviewProgress;
use tafl_core::{Preset, Side};
use tafl_ffi::*;

mod common;
use common::*;

/// The quick look: the tests check the plumbing; the core's tests check the verdicts.
const QUICK: ReviewBudget = ReviewBudget::Quick;

#[derive(Default)]
struct Recorder {
    heard: AtomicUsize,
}

impl Listener for Recorder {
    fn changed(&self) {
        self.heard.fetch_add(1, Ordering::SeqCst);
    }
}

/// The page in `language`.
fn page_in(review: &ReviewController, language: &str) -> ReviewPageView {
    review.set_language(language.to_string());
    review.view()
}

#[test]
fn the_controllers_game_is_reviewed_with_progress_and_words() {
    let g = two_players(Preset::Brandubh);
    play_all(&g, KING_CAPTURED);
    let recorder = Arc::new(Recorder::default());
    let review = g.review(QUICK);
    review.set_listener(Some(recorder.clone()));
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
    assert!(
        recorder.heard.load(Ordering::SeqCst) >= 1,
        "told at the end"
    );
    assert_eq!(review.record(), g.record());

    let page = page_in(&review, "en");
    let view = page.review.clone();
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

    // The page opens on the first flagged move: the board shows the position it was played
    // in, with the move played and the better one drawn, and the chances in words.
    let first_flagged = view.moves.iter().find(|m| m.flagged).unwrap().ply;
    assert_eq!(page.chosen.as_ref().map(|m| m.ply), Some(first_flagged));
    let flagged: Vec<u32> = view
        .moves
        .iter()
        .filter(|m| m.flagged)
        .map(|m| m.ply)
        .collect();
    assert_eq!(page.flagged, flagged);
    assert_eq!(page.previous_flagged, None);
    assert_eq!(page.next_flagged, flagged.get(1).copied());
    let chosen = page.chosen.clone().unwrap();
    assert_eq!(
        page.win_chance.as_deref(),
        Some(
            format!(
                "Chance of winning {}% → {}%",
                chosen.win_before.round() as i32,
                chosen.win_after.round() as i32
            )
            .as_str()
        )
    );
    let kinds: Vec<(ArrowKind, Coord, Coord)> = page
        .board
        .arrows
        .iter()
        .map(|a| (a.kind, a.from, a.to))
        .collect();
    assert_eq!(
        kinds[0],
        (ArrowKind::Played, chosen.played.from, chosen.played.to)
    );
    if let Some(better) = chosen.better_mark {
        assert_eq!(kinds[1], (ArrowKind::Better, better.from, better.to));
    }
    let piece_on = |p: &ReviewPageView, at: Coord| p.board.cell(at).and_then(|cell| cell.piece);
    assert!(
        piece_on(&page, chosen.played.from).is_some(),
        "the move is not played yet"
    );
    assert!(!page.board.enabled, "the review's board is read-only");
    // Looking at another move; a move the review did not judge is refused.
    review.choose(1).unwrap();
    let first = review.view();
    assert_eq!(first.chosen.unwrap().ply, 1);
    assert_eq!(first.previous_flagged, None);
    let after_one = flagged.iter().copied().find(|&f| f > 1);
    assert_eq!(first.next_flagged, after_one);
    assert_eq!(review.choose(99), Err(GameError::NoSuchMove));
    if let Some(next) = after_one {
        review.step_flagged(true).unwrap();
        assert_eq!(review.view().chosen.unwrap().ply, next);
        assert_eq!(
            review.view().previous_flagged,
            flagged.iter().copied().rev().find(|&f| f < next)
        );
    }

    let ru = page_in(&review, "ru-RU");
    assert_eq!(ru.review.status, "Разбор готов");
    assert_eq!(ru.review.moves[3].verdict, walk.verdict);
    assert_ne!(ru.review.moves[3].verdict_text, walk.verdict_text);
    assert!(ru.win_chance.unwrap().starts_with("Шансы на победу"));
    // The game played on afterwards is not the one reviewed.
    g.undo().unwrap();
    assert_eq!(page_in(&review, "en").review.moves.len(), 5);
}

#[test]
fn a_save_is_reviewed_and_a_bad_save_is_refused() {
    let g = two_players(Preset::Brandubh);
    play_all(&g, "a4-a3 c4-c3 b4-b2");
    let review = ReviewController::of_save(g.save(), QUICK).unwrap();
    assert!(review.wait_until_done(SEARCH_TIMEOUT_MILLIS));
    let view = page_in(&review, "et").review;
    assert_eq!(view.moves.len(), 3);
    assert_eq!(view.status, "Analüüs on valmis");
    assert!(view
        .moves
        .iter()
        .all(|m| (0.0..=100.0).contains(&m.win_before) && (0.0..=100.0).contains(&m.win_after)));
    assert_eq!(
        ReviewController::of_save("{ not a save".into(), QUICK).err(),
        Some(GameError::CorruptSave)
    );
}

#[test]
fn a_new_game_has_nothing_to_review() {
    let g = two_players(Preset::Copenhagen);
    let review = g.review(ReviewBudget::Standard);
    assert!(review.wait_until_done(SEARCH_TIMEOUT_MILLIS));
    let page = page_in(&review, "en");
    assert_eq!((page.chosen, page.win_chance), (None, None));
    let view = page.review;
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
    let dir = std::env::temp_dir().join(format!("tafl-ffi-review-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let app = AppCore::launch(dir.to_string_lossy().into_owned(), "en".into());
    assert!(app.wait_until_loaded(SEARCH_TIMEOUT_MILLIS));
    let g = app.game();
    g.new_game(NewGameChoice {
        vs_computer: false,
        ..default_choice()
    })
    .unwrap();
    play_all(&g, KING_CAPTURED);
    let id = app.history()[0].id;
    let archived = app.open_history_game(id).unwrap();
    let review = archived.review(QUICK);
    assert!(review.wait_until_done(SEARCH_TIMEOUT_MILLIS));
    assert_eq!(review.record(), g.record());
    let view = page_in(&review, "en").review;
    assert_eq!(view.moves.len(), 5);
    assert_eq!(view.moves[4].win_after, 100.0);
    // Its analysis board is the position the move looked at was played in.
    let chosen = review.view().chosen.unwrap().ply;
    assert_eq!(review.analysis_board().view().ply, chosen - 1);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A listener that throws (panics) on every call.
struct Throwing(AtomicBool);

impl Listener for Throwing {
    fn changed(&self) {
        self.0.store(true, Ordering::SeqCst);
        panic!("the app's listener failed");
    }
}

#[test]
fn cancel_returns_once_stopped_and_a_throwing_listener_does_not_end_the_review() {
    let g = two_players(Preset::Copenhagen);
    play_all(&g, "f2-c2 f4-i4 b6-b3 f5-f3 k4-j4 i4-i6 k8-g8 e7-e8");
    let throwing = Arc::new(Throwing(AtomicBool::new(false)));
    let review = g.review(ReviewBudget::Thorough);
    review.set_listener(Some(throwing.clone()));
    assert!(eventually(Duration::from_secs(30), || throwing
        .0
        .load(Ordering::SeqCst)));
    assert_eq!(review.progress().state, ReviewState::Running);
    review.cancel();
    let progress = review.progress();
    assert_eq!(progress.state, ReviewState::Cancelled);
    assert!(progress.done < progress.total);
    let page = page_in(&review, "en");
    assert_eq!(page.review.status, "Review cancelled");
    assert!(page.review.moves.is_empty() && page.review.sides.is_empty());
    assert!(page.can_restart);
    review.restart();
    assert_eq!(review.progress().state, ReviewState::Running);
    review.cancel();
}
