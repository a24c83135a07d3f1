//! The engine's review of a game: prepared positions fix the verdicts (a missed escape, a king
//! walking into capture, an only move), hard's own moves are mostly the best, the background
//! reviewer reports progress, cancels and leaves no thread behind, and odd input behaves.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};
use tafl_core::ai::{Engine, EngineConfig, Level, SearchLimits};
use tafl_core::review::{
    self, Progress, Review, ReviewListener, ReviewProgress, ReviewSettings, ReviewState, Reviewer,
    Verdict,
};
use tafl_core::words::Words;
use tafl_core::{Game, Move, Position, Preset, Side, Square, Variant};

/// The tests that count review threads take turns with those that start them.
static SERIAL: Mutex<()> = Mutex::new(());

fn serial() -> MutexGuard<'static, ()> {
    SERIAL.lock().unwrap_or_else(|e| e.into_inner())
}

fn mv(text: &str) -> Move {
    let (from, to) = text.split_once('-').unwrap();
    Move::new(Square::parse(from).unwrap(), Square::parse(to).unwrap())
}

fn game_from(preset: Preset, pieces: &str) -> Game {
    let v = Arc::new(Variant::from_preset(preset));
    let pos = Position::parse_pieces(&v, pieces).unwrap();
    Game::from_position(v, pos)
}

fn settings() -> ReviewSettings {
    ReviewSettings {
        nodes: Some(100_000),
        ..ReviewSettings::default()
    }
}

fn run(game: &Game) -> Review {
    let stop = AtomicBool::new(false);
    review::review(game, &settings(), &stop, &mut |_| {}).expect("not stopped")
}

/// The review as `tafl review` prints it, for failure messages.
fn show(r: &Review) -> String {
    r.moves
        .iter()
        .map(|m| {
            format!(
                "{} {} {:?} {:.2}->{:.2} {:?} {:?} better {:?}",
                m.ply,
                m.notation,
                m.verdict,
                m.win_before,
                m.win_after,
                m.score_before,
                m.score_after,
                m.better.as_ref().map(|b| b.notation.join(" "))
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn a_missed_one_move_escape_is_a_missed_win_with_the_escape_as_the_better_move() {
    // The king on g6 steps into the corner g7 at once; he walks to d6 instead, into the
    // attackers' half, where they are better.
    let mut game = game_from(Preset::Brandubh, "A d1 f2 a3 g3 g4 b6 d7, D e3 g5, K g6; D");
    game.play(mv("g6-d6")).unwrap();
    let r = run(&game);
    let first = &r.moves[0];
    assert_eq!(first.verdict, Verdict::MissedWin, "{}", show(&r));
    assert_eq!(first.win_before, 1.0);
    assert!(first.win_after < 1.0);
    let better = first
        .better
        .as_ref()
        .expect("a flagged move has the better move");
    assert_eq!(better.mv, mv("g6-g7"));
    assert_eq!(better.notation, ["g6-g7"]);
    assert_eq!(r.defenders.count(Verdict::MissedWin), 1);
    assert_eq!(r.attackers.moves, 0);
}

#[test]
fn a_king_walking_into_capture_is_a_blunder() {
    // The defenders stand well (the king has room and the attackers' corners are open), but
    // the king steps from the throne to c4, where a4-b4 captures him against it.
    let mut game = game_from(
        Preset::Brandubh,
        "A d1 e2 g2 a4 f4 b6 f6, D e3 b5 c7 e7, K d4; D",
    );
    game.play(mv("d4-c4")).unwrap();
    game.play(mv("a4-b4")).unwrap();
    assert!(game.is_over(), "the king was captured");
    let r = run(&game);
    let walk = &r.moves[0];
    assert_eq!(walk.verdict, Verdict::Blunder, "{}", show(&r));
    assert!(walk.win_before > 0.5, "{}", show(&r));
    assert_eq!(walk.win_after, 0.0);
    assert!(walk.loss >= review::MISTAKE);
    assert!(walk.better.is_some());
    // The capture itself ends the game: the attackers' move is the best there is.
    let capture = &r.moves[1];
    assert_eq!(capture.win_after, 1.0);
    assert!(matches!(capture.verdict, Verdict::Best | Verdict::OnlyMove));
    assert_eq!(r.defenders.count(Verdict::Blunder), 1);
}

const ONLY_MOVE_POSITION: &str = "A d1 c2 a4 f4 b5 f5 c7, D e1 a3, K e7; A";

#[test]
fn blocking_the_kings_only_escape_is_an_only_move() {
    // The king on e7 threatens the corner g7 along the top edge; only f5-f7 closes it, and
    // the attackers, seven men against two, have the better game after it.
    let mut game = game_from(Preset::Brandubh, ONLY_MOVE_POSITION);
    game.play(mv("f5-f7")).unwrap();
    let r = run(&game);
    assert_eq!(r.moves[0].verdict, Verdict::OnlyMove, "{}", show(&r));
    assert!(r.moves[0].better.is_none());
    assert_eq!(r.attackers.count(Verdict::OnlyMove), 1);
}

#[test]
fn any_other_move_there_lets_the_king_escape_a_blunder() {
    // The same position: a move that does not block loses the game at once.
    let mut game = game_from(Preset::Brandubh, ONLY_MOVE_POSITION);
    game.play(mv("a4-a5")).unwrap();
    let r = run(&game);
    let m = &r.moves[0];
    assert_eq!(m.verdict, Verdict::Blunder, "{}", show(&r));
    assert_eq!(m.win_after, 0.0);
    assert_eq!(m.better.as_ref().map(|b| b.mv), Some(mv("f5-f7")));
}

/// A Brandubh game of `tafl match --a hard --b 'engine:tafl engine' --movetime 300 --seed 5`:
/// the attackers' d5-f5 on ply 37 lets the defenders force the king out.
const LET_IN: &str = "b4-b3 d5-b5 d6-b6 b5-c5 b6-c6 c4-b4 d2-c2 b4-b6 g4-g5 e4-e5 c6-e6 e5-e4 \
    d7-d6 d3-g3 b3-e3 c5-e5 f4-f5 d4-d5 a4-a5 d5-d4 c2-c5 b6-b2 d1-d2 e4-f4 d6-d5xe5 f4-f2 \
    e6-e4 f2-f4xe4 a5-a4 f4-f3 e3-d3 d4-g4 f5-f4 f3-f2 d3-f3 f2-e2 d5-f5 b2-c2xd2 c5-e5 \
    e2-e3xf3 f4-f3 g4-b4 e5-b5 b4-b1 f3-f1 b1-a1";

#[test]
fn a_move_that_lets_a_forced_loss_in_is_a_blunder_even_where_its_own_search_missed_it() {
    let mut game = Game::new(Preset::Brandubh);
    for m in tafl_core::notation::parse_record(LET_IN).unwrap() {
        game.play(m.mv).unwrap();
    }
    assert!(game.is_over());
    let stop = AtomicBool::new(false);
    let r = review::review(&game, &ReviewSettings::default(), &stop, &mut |_| {}).unwrap();
    // The search of d5-f5 alone scores it as well as the engine's move; the search of the
    // position it left finds the defenders' forced escape.
    let let_in = &r.moves[36];
    assert_eq!(let_in.notation, "d5-f5");
    assert_eq!(let_in.verdict, Verdict::Blunder, "{}", show(&r));
    assert_eq!(let_in.win_after, 0.0, "{}", show(&r));
    assert!(let_in.better.is_some());
    assert_eq!(r.moves[37].win_before, 1.0, "{}", show(&r));
    // Wherever the next position is proven won for the opponent, the move that led there is
    // worth nothing to its side, unless it was the engine's own move (it knows no better).
    for pair in r.moves.windows(2) {
        let (m, next) = (&pair[0], &pair[1]);
        if next.win_before == 1.0 {
            let engines = m.loss == 0.0 && m.win_after == m.win_before;
            assert!(m.win_after == 0.0 || engines, "ply {}\n{}", m.ply, show(&r));
        }
    }
}

/// Hard plays both sides of a Brandubh game at a fixed node budget (deterministic).
fn hard_self_play(plies: usize, nodes: u64) -> Game {
    let mut game = Game::new(Preset::Brandubh);
    let stop = AtomicBool::new(false);
    let mut engine = Engine::new(EngineConfig {
        tt_mb: 16,
        seed: Some(7),
    });
    while !game.is_over() && game.ply() < plies {
        let report = engine
            .think(&game, Level::Hard, &SearchLimits::nodes(nodes), &stop)
            .unwrap();
        game.play(report.best).unwrap();
    }
    game
}

#[test]
fn hards_own_moves_are_mostly_the_best() {
    let game = hard_self_play(30, 200_000);
    let r = run(&game);
    let best = r
        .moves
        .iter()
        .filter(|m| matches!(m.verdict, Verdict::Best | Verdict::OnlyMove))
        .count();
    let bad = r
        .moves
        .iter()
        .filter(|m| matches!(m.verdict, Verdict::Mistake | Verdict::Blunder))
        .count();
    assert!(
        best * 10 >= r.moves.len() * 8 && bad == 0,
        "{best} best of {}:\n{}",
        r.moves.len(),
        show(&r)
    );
    for side in [Side::Attackers, Side::Defenders] {
        let accuracy = r.summary(side).accuracy.unwrap();
        assert!(accuracy >= 85.0, "{side:?} {accuracy}\n{}", show(&r));
    }
}

#[test]
fn a_review_is_the_same_every_time_and_progress_counts_every_position() {
    let game = hard_self_play(12, 20_000);
    let stop = AtomicBool::new(false);
    let mut heard = Vec::new();
    let first = review::review(&game, &settings(), &stop, &mut |p| heard.push(p)).unwrap();
    let second = run(&game);
    assert_eq!(first, second);
    assert_eq!(first.moves.len(), game.ply());
    let total = game.ply() + 1;
    let expected: Vec<Progress> = (0..=total).map(|done| Progress { done, total }).collect();
    assert_eq!(heard, expected);
    let sides = first.attackers.moves + first.defenders.moves;
    assert_eq!(sides, game.ply());
    for s in [&first.attackers, &first.defenders] {
        assert_eq!(s.counts.iter().sum::<usize>(), s.moves);
    }
}

#[test]
fn accuracy_follows_lichess_formula() {
    assert!((review::move_accuracy(0.0) - 100.0).abs() < 0.01);
    assert!((review::move_accuracy(0.05) - 79.8).abs() < 0.1);
    assert!((review::move_accuracy(0.10) - 63.6).abs() < 0.1);
    assert!((review::move_accuracy(0.20) - 40.0).abs() < 0.1);
    assert_eq!(review::move_accuracy(1.0), 0.0);
    // A loss is never negative, whatever is passed.
    assert_eq!(review::move_accuracy(-0.5), 100.0);
}

#[test]
fn win_probability_is_the_fitted_sigmoid_and_mate_scores_are_certain() {
    use review::{win_probability as p, Family, Scale};
    let families = [Family::Brandubh, Family::Tablut, Family::Copenhagen];
    for family in families {
        let k = review::scale(family);
        // A fitted slope: a few hundred centi-soldiers move the chances by tens of points.
        assert!(k > 0.0005 && k < 0.05, "{family:?} {k}");
        for bias in [-300.0, 0.0, 120.0] {
            let scale = Scale { k, bias };
            // The bias is where the defenders' chances are even.
            let even = -(bias as i32);
            assert!((p(even, Side::Defenders, scale) - 0.5).abs() < 1e-9);
            assert!((p(-even, Side::Attackers, scale) - 0.5).abs() < 1e-9);
            for s in [-600, -50, 0, 50, 600] {
                // One position seen from both sides: the chances add up to one.
                let sum = p(s, Side::Defenders, scale) + p(-s, Side::Attackers, scale);
                assert!((sum - 1.0).abs() < 1e-9);
                // Higher scores are better chances.
                for side in [Side::Attackers, Side::Defenders] {
                    assert!(p(s + 100, side, scale) > p(s, side, scale));
                }
            }
            for side in [Side::Attackers, Side::Defenders] {
                assert_eq!(p(tafl_core::ai::MATE - 3, side, scale), 1.0);
                assert_eq!(p(-(tafl_core::ai::MATE - 4), side, scale), 0.0);
            }
        }
    }
    // Fitted per family, not one number for all.
    assert!(families
        .windows(2)
        .any(|w| review::scale(w[0]) != review::scale(w[1])));
}

#[test]
fn the_review_starts_even_and_the_budgets_grow() {
    // The scale's bias makes the rules' start position even for either side.
    let game = hard_self_play(1, 1_000);
    let r = run(&game);
    let start_score_for_attackers = r.moves[0].score_before.unwrap();
    let from_start = review::win_probability(start_score_for_attackers, Side::Attackers, r.scale);
    assert!(
        (from_start - 0.5).abs() < 0.05,
        "{from_start} {:?}",
        r.scale
    );
    use review::ReviewBudget::{Quick, Standard, Thorough};
    assert!(Quick.nodes() < Standard.nodes() && Standard.nodes() < Thorough.nodes());
    assert_eq!(Standard.nodes(), ReviewSettings::DEFAULT_NODES);
    assert_eq!(ReviewSettings::from(Standard), ReviewSettings::default());
}

#[test]
fn an_empty_game_and_a_game_over_from_its_start_have_nothing_to_review() {
    let empty = Game::new(Preset::Brandubh);
    // The king stands on a corner: the game is over before a move.
    let over = game_from(Preset::Brandubh, "A b4 d2, D c4, K g7; A");
    assert!(over.is_over());
    for game in [empty, over] {
        let stop = AtomicBool::new(false);
        let mut heard = Vec::new();
        let r = review::review(&game, &settings(), &stop, &mut |p| heard.push(p)).unwrap();
        assert!(r.moves.is_empty());
        assert_eq!(r.attackers.accuracy, None);
        assert_eq!(r.defenders.moves, 0);
        assert_eq!(heard, [Progress { done: 0, total: 0 }]);
        let _turn = serial();
        let reviewer = Reviewer::start(game.clone(), settings(), None);
        assert!(reviewer.wait(Duration::from_secs(30)));
        assert_eq!(reviewer.progress().state, ReviewState::Done);
        let view = reviewer.view(&Words::default());
        assert_eq!(view.sides.len(), 2);
        assert_eq!(view.sides[0].accuracy, None);
        assert_eq!(view.sides[0].accuracy_text, "No moves");
    }
}

#[test]
fn a_finished_game_is_reviewed_to_its_last_move() {
    // The defenders' win of the Brandubh sample (docs/samples), ending with the king's escape.
    let text = "d6-e6 c4-c6 d2-e2 c6-b6 g4-g6 d5-g5xg6 a4-a5 g5-g4xf4 a5-f5 d4-d5 b4-b5 \
                e4-b4xb5 d1-f1 d5-a5 f5-g5 a5-a1";
    let mut game = Game::new(Preset::BrandubhAageNielsen);
    for m in tafl_core::notation::parse_record(text).unwrap() {
        game.play(m.mv).unwrap();
    }
    assert!(game.is_over());
    let r = run(&game);
    assert_eq!(r.moves.len(), 16);
    let last = r.moves.last().unwrap();
    assert_eq!((last.side, last.win_after), (Side::Defenders, 1.0));
    assert_eq!(last.score_after, None);
    assert_eq!(r.outcome, game.outcome());
    // Someone let the king out: the attackers made at least one flagged move.
    assert!(
        r.moves
            .iter()
            .any(|m| m.side == Side::Attackers && m.verdict.flagged()),
        "{}",
        show(&r)
    );
}

/// The threads of this process that run a review.
#[cfg(target_os = "linux")]
fn review_threads() -> usize {
    std::fs::read_dir("/proc/self/task")
        .unwrap()
        .filter_map(|t| std::fs::read_to_string(t.ok()?.path().join("comm")).ok())
        .filter(|name| name.trim() == "tafl-review")
        .count()
}

struct Heard {
    calls: AtomicU32,
    last: Mutex<Option<ReviewProgress>>,
}

impl ReviewListener for Heard {
    fn changed(&self, progress: ReviewProgress) {
        self.calls.fetch_add(1, Ordering::SeqCst);
        *self.last.lock().unwrap() = Some(progress);
    }
}

fn heard() -> Arc<Heard> {
    Arc::new(Heard {
        calls: AtomicU32::new(0),
        last: Mutex::new(None),
    })
}

#[test]
fn cancel_stops_a_review_at_once_and_leaves_no_thread() {
    let _turn = serial();
    let game = hard_self_play(40, 5_000);
    let listener = heard();
    // A budget that would take minutes.
    let slow = ReviewSettings {
        nodes: Some(50_000_000),
        ..ReviewSettings::default()
    };
    let reviewer = Reviewer::start(game, slow, Some(listener.clone()));
    // The thread names itself once it runs.
    #[cfg(target_os = "linux")]
    {
        let deadline = Instant::now() + Duration::from_secs(10);
        while review_threads() == 0 && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(5));
        }
        assert_eq!(review_threads(), 1);
    }
    std::thread::sleep(Duration::from_millis(200));
    assert_eq!(reviewer.progress().state, ReviewState::Running);
    reviewer.cancel();
    #[cfg(target_os = "linux")]
    assert_eq!(review_threads(), 0);
    let progress = reviewer.progress();
    assert_eq!(progress.state, ReviewState::Cancelled);
    assert!(progress.done < progress.total);
    assert_eq!(
        listener.last.lock().unwrap().map(|p| p.state),
        Some(ReviewState::Cancelled)
    );
    assert!(reviewer.result().is_none());
    let view = reviewer.view(&Words::default());
    assert_eq!(view.status, "Review cancelled");
    assert!(view.moves.is_empty());
    // A second cancel, and a drop, change nothing.
    reviewer.cancel();
    drop(reviewer);
    #[cfg(target_os = "linux")]
    assert_eq!(review_threads(), 0);
}

#[test]
fn a_reviewer_reports_every_position_and_ends_with_the_review() {
    let _turn = serial();
    let game = hard_self_play(10, 20_000);
    let listener = heard();
    let reviewer = Reviewer::start(game.clone(), settings(), Some(listener.clone()));
    assert!(reviewer.wait(Duration::from_secs(120)));
    let progress = reviewer.progress();
    assert_eq!(progress.state, ReviewState::Done);
    assert_eq!((progress.done, progress.total), (11, 11));
    // Each position and the end.
    assert!(listener.calls.load(Ordering::SeqCst) >= 12);
    assert_eq!(*listener.last.lock().unwrap(), Some(progress));
    assert_eq!(reviewer.result().unwrap(), run(&game));
    for lang in ["en", "et", "ru"] {
        let view = reviewer.view(&Words::for_code(lang));
        assert_eq!(view.moves.len(), 10);
        assert_eq!(view.sides.len(), 2);
        assert!(view.moves.iter().all(|m| !m.verdict_text.is_empty()));
        assert!(view
            .moves
            .iter()
            .all(|m| m.flagged == m.better_move.is_some()));
    }
    let en = reviewer.view(&Words::default());
    assert_eq!(en.status, "Review complete");
    assert!(en.sides[0].summary.starts_with("Attackers: Accuracy "));
    // Cancelling a finished review joins its thread and keeps the review.
    reviewer.cancel();
    assert_eq!(reviewer.progress().state, ReviewState::Done);
    assert!(reviewer.result().is_some());
    #[cfg(target_os = "linux")]
    assert_eq!(review_threads(), 0);
}
