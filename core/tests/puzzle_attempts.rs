//! Solving a puzzle: the attempt (`tafl puzzle`'s) and the controller (the apps'), with the
//! progress they feed.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tafl_core::controller::{BoardSound, Coord, GameError, Listener, Preferences, TapOutcome};
use tafl_core::puzzles::prove::Prover;
use tafl_core::puzzles::{
    self, Attempt, Feedback, Progress, Puzzle, PuzzleBusy, PuzzleController, PuzzleNoteKind,
    PuzzleState,
};
use tafl_core::{Move, Preset};

/// Long enough for any check of a shipped puzzle on a loaded machine; only a hang reaches it.
const PATIENCE: Duration = Duration::from_secs(600);

fn brandubh(moves: u32) -> &'static Puzzle {
    puzzles::builtin(Preset::Brandubh)
        .iter()
        .find(|p| p.moves == moves)
        .expect("the set has puzzles of every N up to 4")
}

/// A legal first move other than the solution (one of the solver's, which then loses the win).
fn wrong_first_move(p: &Puzzle) -> Move {
    *p.start()
        .legal_moves()
        .iter()
        .find(|&&m| m != p.first_move())
        .expect("a puzzle has two first moves at least")
}

/// A puzzle of `preset` where, after the first exchange of the main line, a move other than
/// the line's also wins in time, with that move, and one that does not.
fn puzzle_with_an_alternative(preset: Preset) -> (&'static Puzzle, Move, Move) {
    for p in puzzles::builtin(preset).iter().filter(|p| p.moves == 3) {
        let mut game = p.start();
        game.play(p.line[0]).unwrap();
        game.play(p.line[1]).unwrap();
        let mut prover = Prover::new(game.variant().clone(), p.solver());
        let (mut right, mut wrong) = (None, None);
        for mv in game.legal_moves() {
            if mv == p.line[2] {
                continue;
            }
            match prover.move_wins_within(&game, mv, 2).unwrap() {
                true => right = right.or(Some(mv)),
                false => wrong = wrong.or(Some(mv)),
            }
        }
        if let (Some(right), Some(wrong)) = (right, wrong) {
            return (p, right, wrong);
        }
    }
    panic!("no {preset} puzzle of three moves has a second winning move after the first exchange");
}

/// A move of the piece on `from` one square diagonally: never legal.
fn diagonal(from: tafl_core::Square) -> (Coord, Coord) {
    let to_file = if from.file() > 0 { from.file() - 1 } else { 1 };
    let to_rank = if from.rank() > 0 { from.rank() - 1 } else { 1 };
    (coord(from), Coord::new(to_file, to_rank))
}

fn c(name: &str) -> Coord {
    Coord::parse(name).unwrap()
}

fn coord(sq: tafl_core::Square) -> Coord {
    Coord::parse(&sq.to_string()).unwrap()
}

#[test]
fn the_main_line_solves_the_puzzle() {
    let p = brandubh(3);
    let mut s = Attempt::new(p);
    let mut i = 0;
    while i < p.line.len() {
        let reply = s.play(p.line[i]).expect("the main line is right");
        assert_eq!(reply.played.mv, p.line[i]);
        // The core answers with the line's defence.
        assert_eq!(
            reply.answer.as_ref().map(|a| a.mv),
            p.line.get(i + 1).copied()
        );
        i += 2;
    }
    assert_eq!(s.state(), PuzzleState::Solved);
    assert_eq!(s.game().ply(), p.line.len());
    let result = s.take_result().expect("decided");
    assert!(result.solved && result.id == p.id);
    assert_eq!(s.take_result(), None, "handed out once");
    assert_eq!(s.play(p.line[0]), Err(Feedback::Finished));
}

#[test]
fn a_wrong_first_move_fails_the_attempt_and_changes_nothing() {
    let p = brandubh(2);
    let mut s = Attempt::new(p);
    let wrong = wrong_first_move(p);
    let before = s.game().position().clone();
    assert_eq!(
        s.play(wrong),
        Err(Feedback::NotWinning {
            mv: wrong,
            moves_left: 2
        })
    );
    assert_eq!(s.game().position(), &before);
    assert_eq!((s.mistakes(), s.state()), (1, PuzzleState::Solving));
    // An illegal move is no mistake.
    let illegal = Move::parse("a1-b2").unwrap();
    assert!(matches!(s.play(illegal), Err(Feedback::Illegal { .. })));
    assert_eq!(s.mistakes(), 1);
    // The attempt failed at once; finishing it does not change that.
    assert!(!s.take_result().unwrap().solved);
    let mut i = 0;
    while s.state() == PuzzleState::Solving {
        s.play(p.line[i]).unwrap();
        i += 2;
    }
    assert_eq!(s.take_result(), None);
    // A new attempt is counted again, and solved.
    s.restart();
    assert_eq!(s.game().ply(), 0);
    let mut i = 0;
    while s.state() == PuzzleState::Solving {
        s.play(p.line[i]).unwrap();
        i += 2;
    }
    assert!(s.take_result().unwrap().solved);
}

#[test]
fn a_hint_names_the_piece_and_still_lets_the_attempt_count() {
    let p = brandubh(2);
    let mut s = Attempt::new(p);
    let hint = s.hint().expect("a hint");
    assert_eq!(hint.square, p.first_move().from);
    assert_eq!(Some(hint.piece), p.position.piece_at(hint.square));
    let words = tafl_core::words::Words::default();
    assert!(hint.text(&words).contains(&hint.square.to_string()));
    s.play(p.line[0]).unwrap();
    assert_eq!(s.current_hint(), None, "a move clears the hint");
    s.play(p.line[2]).unwrap();
    assert_eq!(s.state(), PuzzleState::Solved);
    assert_eq!(s.hints(), 1);
    assert!(s.take_result().unwrap().solved);
}

#[test]
fn the_solution_plays_out_and_the_attempt_fails() {
    let p = brandubh(3);
    let mut s = Attempt::new(p);
    s.play(p.line[0]).unwrap();
    let played = s.show_solution();
    let moves: Vec<Move> = played.iter().map(|r| r.mv).collect();
    assert_eq!(moves, p.line[2..]);
    assert_eq!(s.state(), PuzzleState::SolutionShown);
    assert!(s.game().outcome().unwrap().winner == Some(p.solver()));
    assert!(!s.take_result().unwrap().solved);
    // Stepping through it.
    let plies = p.line.len() as u32;
    assert_eq!(s.solution_plies(), Some((2, plies, plies)));
    assert!(s.show_solution_ply(0));
    assert_eq!(s.shown_game().position(), &p.position);
    assert!(!s.show_solution_ply(plies + 1));
    assert_eq!(s.hint(), None);
}

#[test]
fn another_winning_move_is_accepted_and_answered_with_the_longest_defence() {
    let (p, right, wrong) = puzzle_with_an_alternative(Preset::Brandubh);
    let mut s = Attempt::new(p);
    s.play(p.line[0]).unwrap();
    assert!(matches!(s.play(wrong), Err(Feedback::NotWinning { .. })));
    let reply = s.play(right).expect("it wins too");
    assert_eq!(reply.moves_left, 1);
    if !reply.solved {
        // Off the line: the prover's longest defence, then its hint wins.
        let answer = reply.answer.expect("the game goes on");
        assert_eq!(answer.side, p.solver().opponent());
        let hint = s.hint().expect("a winning move exists");
        let wins: Vec<Move> = s
            .game()
            .moves_from(hint.square)
            .into_iter()
            .filter(|&m| {
                let mut after = s.game().clone();
                after.play(m).unwrap();
                after
                    .outcome()
                    .is_some_and(|o| o.winner == Some(p.solver()))
            })
            .collect();
        s.play(wins[0]).expect("the hinted piece wins at once");
    }
    assert_eq!(s.state(), PuzzleState::Solved);
    assert!(!s.take_result().unwrap().solved, "after a wrong move");
}

#[test]
fn progress_counts_attempts_from_sessions() {
    let p = brandubh(1);
    let mut progress = Progress::default();
    let mut s = Attempt::new(p);
    s.play(wrong_first_move(p)).unwrap_err();
    progress.record(&s.take_result().unwrap());
    s.restart();
    s.play(p.line[0]).unwrap();
    progress.record(&s.take_result().unwrap());
    let record = progress.get(&p.id);
    assert_eq!(
        (record.solved, record.failed, record.attempts),
        (true, 1, 2)
    );
    let again = Progress::from_json(&progress.to_json());
    assert_eq!(again, progress);
    let all = puzzles::builtin(Preset::Brandubh);
    assert_eq!(progress.solved_among(all), 1);
    assert_ne!(progress.next_unsolved(all).map(|q| &q.id), Some(&p.id));
    let words = tafl_core::words::Words::default();
    let entries = puzzles::entries(&progress, Preset::Brandubh, &words);
    let entry = entries.iter().find(|e| e.id == p.id).unwrap();
    assert!(entry.record.solved && entry.record_text == "Solved");
    let sets = puzzles::sets(&progress, &words);
    assert_eq!(sets.len(), 3);
    assert_eq!(sets[0].solved, 1);
    assert_eq!(sets[0].progress_text, format!("1 of {} solved", all.len()));
}

#[test]
fn a_player_is_shown_the_puzzles_of_the_game_played_or_else_the_first_set() {
    for preset in Preset::ALL {
        let shown = puzzles::set_for_game(preset);
        if puzzles::builtin(preset).is_empty() {
            assert_eq!(shown, Preset::Brandubh, "{preset:?}");
        } else {
            assert_eq!(shown, preset);
        }
    }
    assert_eq!(puzzles::set_for_game(Preset::Tablut), Preset::Tablut);
    assert_eq!(puzzles::set_for_game(Preset::ArdRi), Preset::Brandubh);
}

struct Count(AtomicUsize);

impl Listener for Count {
    fn changed(&self) {
        self.0.fetch_add(1, Ordering::SeqCst);
    }
}

#[test]
fn the_controller_takes_taps_and_answers_from_the_line() {
    let p = brandubh(2);
    let c0 = PuzzleController::new(p.id.clone(), "en".into()).unwrap();
    let view = c0.view();
    assert_eq!(view.state, PuzzleState::Solving);
    assert_eq!(view.moves_left, 2);
    assert!(view.board.enabled && view.can_hint && view.can_show_solution);
    assert!(view.goal.contains("win in 2 moves"), "{}", view.goal);
    assert_eq!(
        view.title,
        format!("Brandubh · puzzle {}", p.number().unwrap())
    );
    let first = p.first_move();
    assert_eq!(c0.tap(coord(first.from)), Ok(TapOutcome::Selected));
    assert!(c0
        .targets(coord(first.from))
        .unwrap()
        .contains(&coord(first.to)));
    let cell = c0.view().board.cell(coord(first.from)).unwrap().clone();
    assert!(cell.selected);
    assert_eq!(c0.tap(coord(first.to)), Ok(TapOutcome::Played));
    let view = c0.view();
    let last = view.board.last_move.expect("the answer");
    assert!(last.fresh && last.from == coord(p.line[1].from));
    assert_eq!(view.note.unwrap().kind, PuzzleNoteKind::Right);
    assert_eq!(view.moves_left, 1);
    assert_eq!(view.move_list.len(), 1);
    // The other side's piece cannot be selected.
    let theirs = p
        .start()
        .position()
        .pieces()
        .find(|(_, piece)| piece.side() != p.solver())
        .map(|(sq, _)| sq)
        .unwrap();
    let after = c0.view();
    if after.board.cell(coord(theirs)).unwrap().piece.is_some() {
        assert_eq!(c0.tap(coord(theirs)), Err(GameError::NotYourPiece));
        assert_eq!(c0.view().message.unwrap().error, GameError::NotYourPiece);
    }
    let win = p.line[2];
    assert_eq!(
        c0.play(coord(win.from), coord(win.to)),
        Ok(TapOutcome::Played)
    );
    let view = c0.view();
    assert_eq!(view.state, PuzzleState::Solved);
    assert!(!view.board.enabled && !view.can_hint && !view.can_show_solution);
    assert_eq!(view.headline, "Solved!");
    assert_eq!(c0.tap(c("a1")), Ok(TapOutcome::Ignored));
    assert_eq!(c0.hint(), Err(GameError::GameOver));
    assert!(c0.take_result().unwrap().solved);
    assert!(matches!(
        PuzzleController::new("brandubh-999".into(), "en".into()),
        Err(GameError::NoSuchPuzzle)
    ));
    assert_eq!(c0.tap(Coord::new(9, 0)), Err(GameError::OffBoard));
}

#[test]
fn the_controller_refuses_a_wrong_move_with_words() {
    let p = brandubh(2);
    let ctl = PuzzleController::new(p.id.clone(), "et".into()).unwrap();
    let wrong = wrong_first_move(p);
    assert_eq!(
        ctl.play(coord(wrong.from), coord(wrong.to)),
        Ok(TapOutcome::Wrong)
    );
    let view = ctl.view();
    let message = view.note.expect("why");
    assert_eq!(message.kind, PuzzleNoteKind::Wrong);
    assert!(message.text.contains("ei võida"), "{}", message.text);
    assert!(view.failed && view.mistakes == 1 && view.board.enabled);
    assert_eq!(view.side_to_move, p.solver());
    let (from, to) = diagonal(p.first_move().from);
    assert_eq!(ctl.play(from, to), Err(GameError::IllegalMove));
    // Refused with the rule it breaks, in the player's words.
    let message = ctl.view().message.unwrap();
    assert_eq!(message.error, GameError::IllegalMove);
    assert!(
        message.text.contains("rida") || message.text.contains("veerg"),
        "{}",
        message.text
    );
    ctl.set_language("ru".into());
    assert!(ctl.view().goal.contains("выигрывают"));
    ctl.dismiss_message();
    assert_eq!((ctl.view().message, ctl.view().note), (None, None));
}

#[test]
fn a_move_off_the_line_is_checked_in_the_background() {
    let (p, right, wrong) = puzzle_with_an_alternative(Preset::Brandubh);
    let ctl = PuzzleController::new(p.id.clone(), "en".into()).unwrap();
    let count = Arc::new(Count(AtomicUsize::new(0)));
    ctl.set_listener(Some(count.clone()));
    ctl.play(coord(p.line[0].from), coord(p.line[0].to))
        .unwrap();
    // A wrong move off the line: checked, then refused.
    let tap = ctl.play(coord(wrong.from), coord(wrong.to)).unwrap();
    assert_eq!(tap, TapOutcome::Checking);
    assert!(ctl.wait_until_idle(PATIENCE.as_millis() as u64));
    assert_eq!(count.0.load(Ordering::SeqCst), 1);
    let view = ctl.view();
    assert_eq!(view.note.unwrap().kind, PuzzleNoteKind::Wrong);
    assert_eq!(view.moves_left, 2);
    // The right one: checked, then played.
    assert_eq!(
        ctl.play(coord(right.from), coord(right.to)),
        Ok(TapOutcome::Checking)
    );
    let view = ctl.view();
    if view.busy == PuzzleBusy::CheckingMove {
        // Still checking: the board waits, the move is marked, the headline says so.
        assert!(!view.board.enabled && !view.can_hint);
        assert!(view.headline.contains(&right.to_string()));
        assert_eq!(
            ctl.play(coord(right.from), coord(right.to)),
            Err(GameError::ComputerThinking)
        );
    }
    assert!(ctl.wait_until_idle(PATIENCE.as_millis() as u64));
    assert_eq!(count.0.load(Ordering::SeqCst), 2);
    let view = ctl.view();
    assert_eq!(view.note.unwrap().kind, PuzzleNoteKind::Right);
    assert_eq!(view.moves_left, 1);
    // The move checked and answered in the background sounds once it is played.
    assert_eq!(view.board.sound.map(|c| c.serial), Some(2));
    if view.state == PuzzleState::Solving {
        // Off the line the hint is searched for, then the solution.
        ctl.hint().unwrap();
        assert!(ctl.wait_until_idle(PATIENCE.as_millis() as u64));
        assert_eq!(count.0.load(Ordering::SeqCst), 3);
        assert!(ctl.view().board.hint.is_some());
        ctl.show_solution().unwrap();
        assert!(ctl.wait_until_idle(PATIENCE.as_millis() as u64));
        assert_eq!(count.0.load(Ordering::SeqCst), 4);
        let view = ctl.view();
        assert_eq!(view.state, PuzzleState::SolutionShown);
        let steps = view.solution.unwrap();
        assert_eq!(steps.ply + 1, steps.plies, "one winning move left to show");
    }
}

#[test]
fn cancel_and_restart_leave_a_whole_state() {
    let (p, right, _) = puzzle_with_an_alternative(Preset::Brandubh);
    let ctl = PuzzleController::new(p.id.clone(), "en".into()).unwrap();
    ctl.play(coord(p.line[0].from), coord(p.line[0].to))
        .unwrap();
    let turns = ctl.view().move_list.len();
    ctl.play(coord(right.from), coord(right.to)).unwrap();
    ctl.cancel();
    // Either the check ended first (the move and its answer are on the board) or it was
    // dropped (nothing moved); nothing is pending either way.
    let view = ctl.view();
    assert_eq!(view.busy, PuzzleBusy::Idle);
    let answered = view.moves_left == p.moves - 2;
    assert!(answered || view.moves_left == p.moves - 1, "{view:?}");
    let expected_turns = if answered { turns + 1 } else { turns };
    assert_eq!(view.move_list.len(), expected_turns);
    assert!(view.board.enabled || view.state == PuzzleState::Solved);
    ctl.restart();
    let view = ctl.view();
    assert_eq!(
        (view.state, view.moves_left, view.mistakes),
        (PuzzleState::Solving, p.moves, 0)
    );
    assert!(view.board.last_move.is_none() && view.note.is_none());
    assert_eq!(ctl.take_result(), None, "a new attempt is undecided");
}

#[test]
fn the_hint_and_the_solution_on_the_screen() {
    let p = brandubh(3);
    let ctl = PuzzleController::new(p.id.clone(), "en".into()).unwrap();
    ctl.hint().unwrap();
    let view = ctl.view();
    let from = coord(p.first_move().from);
    assert_eq!(view.board.hint.map(|h| (h.from, h.to)), Some((from, None)));
    assert!(view.board.cell(from).unwrap().hint);
    assert_eq!(view.note.unwrap().kind, PuzzleNoteKind::Hint);
    assert_eq!(view.hints_used, 1);
    ctl.show_solution().unwrap();
    let view = ctl.view();
    assert_eq!(view.state, PuzzleState::SolutionShown);
    let solution = view.solution.expect("the solution's steps");
    let plies = p.line.len() as u32;
    assert_eq!((solution.ply, solution.plies), (0, plies));
    assert!(!solution.can_back && solution.can_forward);
    assert!(view.board.last_move.is_none() && view.board.hint.is_none());
    assert_eq!(view.move_list.len(), p.line.len().div_ceil(2));
    assert_eq!(ctl.solution_step(false), Err(GameError::NoSuchMove));
    let serial = view.board.move_serial;
    ctl.solution_step(true).unwrap();
    let view = ctl.view();
    let last = view.board.last_move.unwrap();
    assert!(last.fresh && last.from == from && view.board.move_serial > serial);
    ctl.solution_to(plies).unwrap();
    let view = ctl.view();
    assert!(!view.solution.unwrap().can_forward);
    assert!(view.headline.contains("won"), "{}", view.headline);
    assert_eq!(ctl.solution_step(true), Err(GameError::NoSuchMove));
    assert_eq!(ctl.solution_to(plies + 1), Err(GameError::NoSuchMove));
    assert!(!ctl.take_result().unwrap().solved);
    assert_eq!(ctl.show_solution(), Err(GameError::GameOver));
}

/// A puzzle of any set whose first exchange (the solver's move, the answer) captures as asked.
fn puzzle_whose_first_exchange_captures(solver: bool, answer: bool) -> &'static Puzzle {
    [Preset::Brandubh, Preset::Tablut, Preset::Copenhagen]
        .into_iter()
        .flat_map(puzzles::builtin)
        .filter(|p| p.line.len() > 2)
        .find(|p| {
            let mut game = p.start();
            let first = !game.play(p.line[0]).unwrap().captured.is_empty();
            let second = !game.play(p.line[1]).unwrap().captured.is_empty();
            (first, second) == (solver, answer)
        })
        .unwrap_or_else(|| panic!("no puzzle whose first exchange captures {solver} {answer}"))
}

/// The view's sound cue as (serial, sound).
fn cue(ctl: &PuzzleController) -> Option<(u64, BoardSound)> {
    ctl.view().board.sound.map(|c| (c.serial, c.sound))
}

fn play_line(ctl: &PuzzleController, mv: Move) {
    assert_eq!(
        ctl.play(coord(mv.from), coord(mv.to)),
        Ok(TapOutcome::Played)
    );
}

#[test]
fn a_move_and_its_answer_make_one_sound_a_captures_when_either_captured() {
    for (solver, answer, sound) in [
        (false, false, BoardSound::Move),
        (true, false, BoardSound::Capture),
        (false, true, BoardSound::Capture),
    ] {
        let p = puzzle_whose_first_exchange_captures(solver, answer);
        let ctl = PuzzleController::new(p.id.clone(), "en".into()).unwrap();
        assert_eq!(cue(&ctl), None, "{}: nothing played yet", p.id);
        assert_eq!(ctl.view().board.capture_signal, 0);
        play_line(&ctl, p.line[0]);
        assert_eq!(cue(&ctl), Some((1, sound)), "{}", p.id);
        let signal = u64::from(solver) + u64::from(answer);
        assert_eq!(ctl.view().board.capture_signal, signal, "{}", p.id);
        // The winning move: a cue of its own.
        play_line(&ctl, p.line[2]);
        let view = ctl.view();
        assert_eq!(view.board.sound.map(|c| c.serial), Some(2), "{}", p.id);
        assert!(view.board.capture_signal >= signal);
    }
}

#[test]
fn refusals_restarts_and_the_solution_are_silent_and_the_serial_only_grows() {
    let p = puzzle_whose_first_exchange_captures(true, false);
    let ctl = PuzzleController::new(p.id.clone(), "en".into()).unwrap();
    // A wrong move changes nothing on the board: no sound, as a refused move in a game.
    let wrong = wrong_first_move(p);
    assert_eq!(
        ctl.play(coord(wrong.from), coord(wrong.to)),
        Ok(TapOutcome::Wrong)
    );
    let (from, to) = diagonal(p.first_move().from);
    assert_eq!(ctl.play(from, to), Err(GameError::IllegalMove));
    assert_eq!((cue(&ctl), ctl.view().board.capture_signal), (None, 0));
    play_line(&ctl, p.line[0]);
    assert_eq!(cue(&ctl), Some((1, BoardSound::Capture)));
    ctl.restart();
    assert_eq!(
        cue(&ctl),
        Some((1, BoardSound::Capture)),
        "a restart plays nothing"
    );
    assert_eq!(ctl.view().board.capture_signal, 1);
    // The solution played out and stepped through is replayed, not played: silent.
    ctl.show_solution().unwrap();
    assert!(ctl.wait_until_idle(PATIENCE.as_millis() as u64));
    let plies = ctl.view().solution.unwrap().plies;
    for _ in 0..plies {
        ctl.solution_step(true).unwrap();
    }
    ctl.solution_to(0).unwrap();
    assert_eq!(cue(&ctl), Some((1, BoardSound::Capture)));
    assert_eq!(ctl.view().board.capture_signal, 1);
    // A new attempt's first move: the serial goes on from the last one.
    ctl.restart();
    play_line(&ctl, p.line[0]);
    assert_eq!(cue(&ctl), Some((2, BoardSound::Capture)));
    assert_eq!(ctl.view().board.capture_signal, 2);
}

#[test]
fn without_sound_in_the_settings_moves_cue_nothing_and_turning_it_on_plays_no_past() {
    let p = puzzle_whose_first_exchange_captures(true, false);
    let ctl = PuzzleController::new(p.id.clone(), "en".into()).unwrap();
    let quiet = Preferences {
        capture_feedback: false,
        ..Preferences::default()
    };
    ctl.set_preferences(quiet.clone());
    play_line(&ctl, p.line[0]);
    assert_eq!((cue(&ctl), ctl.view().board.capture_signal), (None, 0));
    ctl.set_preferences(Preferences::default());
    assert_eq!((cue(&ctl), ctl.view().board.capture_signal), (None, 0));
    ctl.restart();
    play_line(&ctl, p.line[0]);
    assert_eq!(cue(&ctl), Some((1, BoardSound::Capture)));
    assert_eq!(ctl.view().board.capture_signal, 1);
    ctl.set_preferences(quiet);
    ctl.restart();
    play_line(&ctl, p.line[0]);
    assert_eq!(
        cue(&ctl),
        Some((1, BoardSound::Capture)),
        "the last cue stays"
    );
    assert_eq!(ctl.view().board.capture_signal, 1);
}
