//! The puzzles as the apps use them, through the app: the lists with the player's records, a
//! puzzle solved by taps, a move off the main line checked in the background with the listener
//! told, the solution stepped through, and each attempt recorded once.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use tafl_core::controller::{BoardSound, Coord, GameError, Preferences};
use tafl_core::puzzles::prove::Prover;
use tafl_core::puzzles::{Difficulty, PuzzleBusy, PuzzleNoteKind, PuzzleRecord, PuzzleState};
use tafl_core::{Move, Preset};
use tafl_ffi::{AppCore, Listener, PuzzleController, TapOutcome};

/// The app over a new folder of its own.
fn app(name: &str) -> Arc<AppCore> {
    let dir = std::env::temp_dir().join(format!("tafl-ffi-puzzles-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let app = AppCore::launch(dir.to_string_lossy().into_owned(), "en".into());
    assert!(app.wait_until_loaded(60_000));
    app
}

/// The player's record of puzzle `id` on the puzzles page.
fn record(app: &AppCore, id: &str) -> PuzzleRecord {
    let list = app.puzzles();
    list.entries
        .iter()
        .find(|e| e.id == id)
        .expect("the puzzle is listed")
        .record
}

fn coord(sq: tafl_core::Square) -> Coord {
    Coord::parse(&sq.to_string()).unwrap()
}

fn play(c: &PuzzleController, mv: Move) -> TapOutcome {
    c.play(coord(mv.from), coord(mv.to)).unwrap()
}

struct Count(AtomicUsize);

impl Listener for Count {
    fn changed(&self) {
        self.0.fetch_add(1, Ordering::SeqCst);
    }
}

#[test]
fn the_lists_show_every_set_with_ratings_and_records() {
    let app = app("lists");
    app.set_language("et".into());
    let sets = app.puzzles().sets;
    app.set_language("en".into());
    let presets: Vec<Preset> = sets.iter().map(|s| s.preset).collect();
    assert_eq!(
        presets,
        [Preset::Brandubh, Preset::Tablut, Preset::Copenhagen]
    );
    assert!(sets[0].count >= 60 && sets[1].count >= 40 && sets[2].count >= 40);
    // The set shown first is the rules being played (Brandubh), until another is picked.
    assert_eq!(app.puzzles().chosen, Preset::Brandubh);
    assert!(
        sets[0].progress_text.contains("lahendatud"),
        "{}",
        sets[0].progress_text
    );
    for set in &sets {
        app.choose_puzzle_set(set.preset);
        let entries = app.puzzles().entries;
        assert_eq!(entries.len() as u32, set.count);
        assert!(entries.iter().all(|e| e.record_text == "Not tried yet"));
        let hardest = entries.iter().max_by_key(|e| e.rating).unwrap();
        let easiest = entries.iter().min_by_key(|e| e.rating).unwrap();
        assert!(easiest.difficulty == Difficulty::Easy && easiest.moves == 1);
        assert!(hardest.difficulty == Difficulty::Expert && hardest.moves >= 4);
    }
    assert_eq!(
        app.next_unsolved_puzzle(Preset::Brandubh),
        Some("brandubh-001".into())
    );
    assert_eq!(app.next_unsolved_puzzle(Preset::Fetlar), None);
    app.choose_puzzle_set(Preset::Fetlar);
    assert_eq!(
        app.puzzles().chosen,
        Preset::Copenhagen,
        "no Fetlar puzzles"
    );
}

#[test]
fn a_puzzle_off_its_line_and_its_solution() {
    // A Brandubh puzzle of three moves with another win after the first exchange.
    let found = tafl_core::puzzles::builtin(Preset::Brandubh)
        .iter()
        .filter(|p| p.moves == 3)
        .find_map(|p| {
            let mut game = p.start();
            game.play(p.line[0]).unwrap();
            game.play(p.line[1]).unwrap();
            let mut prover = Prover::new(game.variant().clone(), p.solver());
            game.legal_moves()
                .into_iter()
                .filter(|&m| m != p.line[2])
                .find(|&m| prover.move_wins_within(&game, m, 2).unwrap())
                .map(|other| (p, other))
        });
    let (p, other) = found.expect("a puzzle with a second win");
    let app = app("attempt");
    let puzzle = app.open_puzzle(p.id.clone()).unwrap();
    let count = Arc::new(Count(AtomicUsize::new(0)));
    puzzle.set_listener(Some(count.clone()));
    assert_eq!(play(&puzzle, p.line[0]), TapOutcome::Played);
    assert_eq!(play(&puzzle, other), TapOutcome::Checking);
    assert!(puzzle.wait_until_idle(600_000));
    assert_eq!(count.0.load(Ordering::SeqCst), 1, "told once");
    let view = puzzle.view();
    assert_eq!(view.busy, PuzzleBusy::Idle);
    assert_eq!(view.note.unwrap().kind, PuzzleNoteKind::Right);
    assert_eq!(record(&app, &p.id).attempts, 0, "undecided yet");
    if view.state == PuzzleState::Solving {
        // The rest of the solution off the line is the prover's.
        puzzle.show_solution().unwrap();
        assert!(puzzle.wait_until_idle(600_000));
        assert_eq!(count.0.load(Ordering::SeqCst), 2);
        let steps = puzzle.view().solution.unwrap();
        assert_eq!(steps.ply, 4, "shown from where the player stood");
        puzzle.solution_to(steps.plies).unwrap();
        assert!(puzzle.view().headline.contains("won"));
        let failed = record(&app, &p.id);
        assert_eq!(
            (failed.attempts, failed.failed, failed.solved),
            (1, 1, false)
        );
    }
    assert_eq!(puzzle.show_solution(), Err(GameError::GameOver));

    // A new attempt along the main line, and the solution of the first stepped through.
    puzzle.restart();
    let mut i = 0;
    while i < p.line.len() {
        assert_eq!(play(&puzzle, p.line[i]), TapOutcome::Played);
        i += 2;
    }
    assert_eq!(puzzle.view().state, PuzzleState::Solved);
    assert!(record(&app, &p.id).solved, "the solved attempt is recorded");
    let shown = PuzzleController::new(p.id.clone(), "en".into()).unwrap();
    shown.show_solution().unwrap();
    let steps = shown.view().solution.unwrap();
    assert_eq!((steps.ply, steps.plies), (0, p.line.len() as u32));
    for ply in 1..=steps.plies {
        shown.solution_step(true).unwrap();
        let last = shown.view().board.last_move.unwrap();
        let notation = last.notation.split('x').next().unwrap().to_string();
        assert_eq!(notation, p.line[ply as usize - 1].to_string());
    }
    assert_eq!(shown.solution_step(true), Err(GameError::NoSuchMove));
    let recorded = record(&app, &p.id);
    assert!(recorded.solved && recorded.attempts >= 1);
    assert_eq!(
        recorded.attempts,
        record(&app, &p.id).attempts,
        "counted once"
    );
}

#[test]
fn a_puzzle_move_cues_its_sound_as_the_settings_say() {
    // A puzzle whose first move captures and whose answer does not.
    let p = tafl_core::puzzles::builtin(Preset::Brandubh)
        .iter()
        .find(|p| {
            let mut game = p.start();
            let first = !game.play(p.line[0]).unwrap().captured.is_empty();
            first && p.line.len() > 2 && game.play(p.line[1]).unwrap().captured.is_empty()
        })
        .expect("a Brandubh puzzle that opens with a capture");
    let puzzle = PuzzleController::new(p.id.clone(), "en".into()).unwrap();
    let cue = |c: &PuzzleController| c.view().board.sound.map(|s| (s.serial, s.sound));
    assert_eq!(cue(&puzzle), None);
    assert_eq!(play(&puzzle, p.line[0]), TapOutcome::Played);
    assert_eq!(cue(&puzzle), Some((1, BoardSound::Capture)));
    assert_eq!(puzzle.view().board.capture_signal, 1);
    puzzle.restart();
    assert_eq!(
        cue(&puzzle),
        Some((1, BoardSound::Capture)),
        "a restart is silent"
    );
    puzzle.set_preferences(Preferences {
        capture_feedback: false,
        ..Preferences::default()
    });
    assert_eq!(play(&puzzle, p.line[0]), TapOutcome::Played);
    assert_eq!(cue(&puzzle), Some((1, BoardSound::Capture)), "sound off");
    assert_eq!(puzzle.view().board.capture_signal, 1);
    puzzle.set_preferences(Preferences::default());
    assert_eq!(play(&puzzle, p.line[2]), TapOutcome::Played);
    assert_eq!(puzzle.view().board.sound.map(|s| s.serial), Some(2));
}
