//! The puzzles as the apps use them: the lists with the player's records, a puzzle solved by
//! taps, a move off the main line checked in the background with the listener told, the
//! solution stepped through, and the progress document.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use tafl_core::controller::{BoardSound, Coord, GameError, Preferences};
use tafl_core::puzzles::prove::Prover;
use tafl_core::puzzles::{
    Difficulty, PuzzleBusy, PuzzleMessageKind, PuzzleResult, PuzzleState, PuzzleTap,
};
use tafl_core::{Move, Preset};
use tafl_ffi::{ControllerListener, PuzzleController, PuzzleProgress};

fn coord(sq: tafl_core::Square) -> Coord {
    Coord::parse(&sq.to_string()).unwrap()
}

fn play(c: &PuzzleController, mv: Move) -> PuzzleTap {
    c.play(coord(mv.from), coord(mv.to)).unwrap()
}

struct Count(AtomicUsize);

impl ControllerListener for Count {
    fn changed(&self) {
        self.0.fetch_add(1, Ordering::SeqCst);
    }
}

#[test]
fn the_lists_show_every_set_with_ratings_and_records() {
    let progress = PuzzleProgress::new();
    let sets = progress.sets("et".into());
    let presets: Vec<Preset> = sets.iter().map(|s| s.preset).collect();
    assert_eq!(
        presets,
        [Preset::Brandubh, Preset::Tablut, Preset::Copenhagen]
    );
    assert!(sets[0].count >= 60 && sets[1].count >= 40 && sets[2].count >= 40);
    assert_eq!(
        progress.set_for_game(Preset::Copenhagen),
        Preset::Copenhagen
    );
    assert_eq!(progress.set_for_game(Preset::Fetlar), Preset::Brandubh);
    assert!(
        sets[0].progress_text.contains("lahendatud"),
        "{}",
        sets[0].progress_text
    );
    for set in &sets {
        let entries = progress.entries(set.preset, "en".into());
        assert_eq!(entries.len() as u32, set.count);
        assert!(entries.iter().all(|e| e.record_text == "Not tried yet"));
        let hardest = entries.iter().max_by_key(|e| e.rating).unwrap();
        let easiest = entries.iter().min_by_key(|e| e.rating).unwrap();
        assert!(easiest.difficulty == Difficulty::Easy && easiest.moves == 1);
        assert!(hardest.difficulty == Difficulty::Expert && hardest.moves >= 4);
    }
    assert_eq!(
        progress.next_unsolved(Preset::Brandubh),
        Some("brandubh-001".into())
    );
    assert_eq!(progress.next_unsolved(Preset::Fetlar), None);
    assert!(progress.entries(Preset::Fetlar, "en".into()).is_empty());
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
    let progress = PuzzleProgress::new();
    let puzzle = PuzzleController::new(p.id.clone(), "en".into()).unwrap();
    let count = Arc::new(Count(AtomicUsize::new(0)));
    puzzle.set_listener(Some(count.clone()));
    assert_eq!(play(&puzzle, p.line[0]), PuzzleTap::Played);
    assert_eq!(play(&puzzle, other), PuzzleTap::Checking);
    assert!(puzzle.wait_until_idle(600_000));
    assert_eq!(count.0.load(Ordering::SeqCst), 1, "told once");
    let view = puzzle.view();
    assert_eq!(view.busy, PuzzleBusy::Idle);
    assert_eq!(view.message.unwrap().kind, PuzzleMessageKind::Right);
    assert_eq!(progress.record(puzzle.clone()), None, "undecided yet");
    if view.state == PuzzleState::Solving {
        // The rest of the solution off the line is the prover's.
        puzzle.show_solution().unwrap();
        assert!(puzzle.wait_until_idle(600_000));
        assert_eq!(count.0.load(Ordering::SeqCst), 2);
        let steps = puzzle.view().solution.unwrap();
        assert_eq!(steps.ply, 4, "shown from where the player stood");
        puzzle.solution_to(steps.plies).unwrap();
        assert!(puzzle.view().headline.contains("won"));
        assert_eq!(
            progress.record(puzzle.clone()),
            Some(PuzzleResult {
                id: p.id.clone(),
                solved: false
            })
        );
    }
    assert_eq!(puzzle.show_solution(), Err(GameError::GameOver));

    // A new attempt along the main line, and the solution of the first stepped through.
    puzzle.restart();
    let mut i = 0;
    while i < p.line.len() {
        assert_eq!(play(&puzzle, p.line[i]), PuzzleTap::Played);
        i += 2;
    }
    assert_eq!(puzzle.view().state, PuzzleState::Solved);
    assert_eq!(
        progress.record(puzzle.clone()),
        Some(PuzzleResult {
            id: p.id.clone(),
            solved: true
        })
    );
    let shown = PuzzleController::new(p.id.clone(), "en".into()).unwrap();
    shown.show_solution().unwrap();
    let steps = shown.view().solution.unwrap();
    assert_eq!((steps.ply, steps.plies), (0, p.line.len() as u32));
    for ply in 1..=steps.plies {
        shown.solution_step(true).unwrap();
        let last = shown.view().last_move.unwrap();
        let notation = last.notation.split('x').next().unwrap().to_string();
        assert_eq!(notation, p.line[ply as usize - 1].to_string());
    }
    assert_eq!(shown.solution_step(true), Err(GameError::NoSuchMove));
    let record = progress.record_of(p.id.clone());
    assert!(record.solved && record.attempts >= 1);
    let json = progress.to_json();
    assert_eq!(PuzzleProgress::restore(json.clone()).to_json(), json);
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
    let cue = |c: &PuzzleController| c.view().sound.map(|s| (s.serial, s.sound));
    assert_eq!(cue(&puzzle), None);
    assert_eq!(play(&puzzle, p.line[0]), PuzzleTap::Played);
    assert_eq!(cue(&puzzle), Some((1, BoardSound::Capture)));
    assert_eq!(puzzle.view().capture_signal, 1);
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
    assert_eq!(play(&puzzle, p.line[0]), PuzzleTap::Played);
    assert_eq!(cue(&puzzle), Some((1, BoardSound::Capture)), "sound off");
    assert_eq!(puzzle.view().capture_signal, 1);
    puzzle.set_preferences(Preferences::default());
    assert_eq!(play(&puzzle, p.line[2]), PuzzleTap::Played);
    assert_eq!(puzzle.view().sound.map(|s| s.serial), Some(2));
}
