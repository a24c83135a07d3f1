//! The lessons through the API, as the apps use them: the list of the rules being played with
//! its done marks, a lesson played by taps and moves to its end and recorded once (and kept
//! across a relaunch), every refusal a lesson has, worded in the view, and the sounds.

use std::collections::HashSet;
use std::sync::Arc;
use tafl_core::Preset;
use tafl_ffi::*;

mod common;
use common::c;

fn start(preset: Preset, lesson: &str) -> Arc<LessonController> {
    LessonController::start(preset, None, lesson.into(), "en".into()).unwrap()
}

fn folder(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("tafl-ffi-lessons-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn launch(dir: &std::path::Path) -> Arc<AppCore> {
    let app = AppCore::launch(dir.to_string_lossy().into_owned(), "en".into());
    assert!(app.wait_until_loaded(60_000));
    app
}

fn two_players(preset: Preset) -> NewGameChoice {
    NewGameChoice {
        preset,
        vs_computer: false,
        ..default_choice()
    }
}

/// Plays the hint's piece to the square that does the task, trying its targets one after the
/// other (a wrong one is taken back): the API shows the solution to nobody, as to a player.
/// Returns the lesson's state once the move and its answer are on the board.
fn solve_step(lesson: &LessonController, preset: Preset) -> LessonState {
    loop {
        lesson.hint().unwrap();
        let from = lesson
            .view()
            .board
            .hint
            .expect("the hint is on the board")
            .from;
        lesson.tap(from).unwrap();
        let targets: Vec<Coord> = lesson
            .view()
            .board
            .rows
            .iter()
            .flatten()
            .filter(|cell| cell.target)
            .map(|cell| cell.coord)
            .collect();
        targets
            .into_iter()
            .find(|&to| lesson.play(from, to).unwrap() == TapOutcome::Played)
            .unwrap_or_else(|| panic!("{preset:?}: no target of the hint does it"));
        match lesson.view().state {
            LessonState::Playing => continue,
            done => return done,
        }
    }
}

#[test]
fn the_lesson_list_follows_the_rules_being_played_and_the_progress() {
    let dir = folder("list");
    let app = launch(&dir);
    app.game().new_game(two_players(Preset::Brandubh)).unwrap();
    let brandubh = app.lessons();
    assert_eq!(brandubh.title, "Brandubh");
    assert_eq!(brandubh.lessons.len(), 9);
    assert_eq!(brandubh.lessons[0].id, "moving");
    assert_eq!(brandubh.lessons[0].title, "How pieces move");
    assert!(!brandubh
        .lessons
        .iter()
        .any(|l| l.topic == LessonTopic::Shieldwall));
    app.game()
        .new_game(two_players(Preset::Copenhagen))
        .unwrap();
    app.set_language("ru".into());
    let copenhagen = app.lessons();
    let shieldwall = copenhagen
        .lessons
        .iter()
        .find(|l| l.topic == LessonTopic::Shieldwall)
        .unwrap();
    assert_eq!(shieldwall.title, "Стена щитов");
    assert!(copenhagen.lessons.iter().all(|l| !l.completed));
    app.set_language("en".into());
    // Custom rules the core cannot play: no lessons, and the words why.
    let refused = app.game().new_game(NewGameChoice {
        custom_rules: Some("dim:7 nonsense".into()),
        ..two_players(Preset::Brandubh)
    });
    assert_eq!(refused, Err(GameError::BadRules));
    assert_eq!(
        app.lessons().title,
        "Copenhagen Hnefatafl",
        "the game went on"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_lesson_is_played_to_its_end_and_recorded_once_across_a_relaunch() {
    let dir = folder("record");
    let app = launch(&dir);
    app.game().new_game(two_players(Preset::Brandubh)).unwrap();
    let lesson = app.open_lesson("escape".into()).unwrap();
    let view = lesson.view();
    assert_eq!(view.title, "The king's escape");
    assert_eq!(view.task, "Bring the king to a corner.");
    assert_eq!(view.state, LessonState::Playing);
    assert_eq!(view.step_text, "Step 1 of 2");
    assert_eq!(lesson.lesson_id(), "escape");
    // A wrong move: refused with feedback, the board back as it was, the move drawn.
    let board = view.board.clone();
    assert_eq!(lesson.play(c("a3"), c("b3")), Ok(TapOutcome::Wrong));
    let view = lesson.view();
    for (row, was) in view.board.rows.iter().zip(&board.rows) {
        for (cell, was) in row.iter().zip(was) {
            assert_eq!(cell.piece, was.piece);
        }
    }
    let feedback = view.feedback.unwrap();
    assert_eq!(feedback.mistake, Mistake::NotWon);
    assert!(feedback.text.starts_with("The king has not escaped yet."));
    assert_eq!(
        view.board.arrows,
        vec![Arrow {
            from: c("a3"),
            to: c("b3"),
            kind: ArrowKind::Wrong
        }]
    );
    lesson.dismiss_message();
    assert!(lesson.view().feedback.is_none());

    assert_eq!(solve_step(&lesson, Preset::Brandubh), LessonState::StepDone);
    let done = |app: &AppCore| {
        app.lessons()
            .lessons
            .iter()
            .filter(|l| l.completed)
            .map(|l| l.id.clone())
            .collect::<Vec<_>>()
    };
    assert!(done(&app).is_empty(), "not finished");
    lesson.next_step().unwrap();
    assert_eq!(solve_step(&lesson, Preset::Brandubh), LessonState::Finished);
    let view = lesson.view();
    assert!(!view.can_retry && view.can_open_next_lesson);
    assert_eq!(done(&app), ["escape"]);
    // Finished again after a restart: still one lesson completed.
    lesson.restart();
    assert_eq!(solve_step(&lesson, Preset::Brandubh), LessonState::StepDone);
    lesson.next_step().unwrap();
    solve_step(&lesson, Preset::Brandubh);
    assert_eq!(done(&app), ["escape"]);
    // Other rules keep their own progress.
    app.game().new_game(two_players(Preset::Tablut)).unwrap();
    assert!(done(&app).is_empty());
    app.game().new_game(two_players(Preset::Brandubh)).unwrap();
    app.pause();
    assert!(app.wait_until_saved(60_000));
    drop((lesson, app));
    let app = launch(&dir);
    assert_eq!(done(&app), ["escape"], "kept across a relaunch");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn every_lesson_of_every_preset_can_be_finished_through_the_api() {
    for preset in Preset::ALL {
        for info in tafl_core::lessons::LessonSet::of_preset(preset).lessons() {
            let lesson = start(preset, info.id());
            let steps = info.steps().len() as u32;
            for step in 1..=steps {
                assert_eq!(lesson.view().step, step);
                let state = solve_step(&lesson, preset);
                if step < steps {
                    assert_eq!(state, LessonState::StepDone, "{preset:?} {}", info.id());
                    lesson.next_step().unwrap();
                } else {
                    assert_eq!(state, LessonState::Finished, "{preset:?} {}", info.id());
                }
            }
        }
    }
}

#[test]
fn every_refusal_of_a_lesson_is_worded_in_its_view() {
    let mut seen = HashSet::new();
    let refused = |r: Result<Arc<LessonController>, GameError>| r.expect_err("refused");
    seen.insert(refused(LessonController::start(
        Preset::Brandubh,
        None,
        "shieldwall".into(),
        "en".into(),
    )));
    seen.insert(refused(LessonController::start(
        Preset::Brandubh,
        Some("dim:7 nonsense".into()),
        "moving".into(),
        "en".into(),
    )));
    seen.insert(refused(LessonController::start(
        Preset::Brandubh,
        Some("dim:7 name:Odd tfr:w start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/".into()),
        "moving".into(),
        "en".into(),
    )));
    let lesson = start(Preset::Brandubh, "capture");
    let mut worded = |error: GameError, lesson: &LessonController| {
        seen.insert(error);
        let message = lesson.view().message.expect("every refusal is in the view");
        assert_eq!(message.error, error);
        // Worded in each language (not a message id, not English everywhere).
        let texts: HashSet<String> = ["et", "ru", "en"]
            .into_iter()
            .map(|language| {
                lesson.set_language(language.into());
                lesson.view().message.unwrap().text
            })
            .collect();
        assert_eq!(texts.len(), 3, "{texts:?}");
        assert!(texts.iter().all(|t| t.ends_with('.')), "{texts:?}");
        message.text
    };
    let e = lesson.tap(Coord { file: 7, rank: 0 }).unwrap_err();
    assert_eq!(worded(e, &lesson), "That square is off the board.");
    let e = lesson.play(c("a1"), c("a2")).unwrap_err();
    assert_eq!(worded(e, &lesson), "There is no piece on a1.");
    let e = lesson.tap(c("c2")).unwrap_err();
    worded(e, &lesson);
    let e = lesson.play(c("f2"), c("b2")).unwrap_err();
    assert_eq!(worded(e, &lesson), "b2 is occupied.");
    let e = lesson.next_step().unwrap_err();
    assert_eq!(worded(e, &lesson), "Finish this step first.");
    assert_eq!(lesson.tap(c("f2")).unwrap(), TapOutcome::Selected);
    assert!(lesson.view().message.is_none(), "the next action clears it");
    assert_eq!(lesson.tap(c("d2")).unwrap(), TapOutcome::Played);
    let e = lesson.hint().unwrap_err();
    assert_eq!(
        worded(e, &lesson),
        "This step is done: go on to the next one."
    );
    lesson.next_step().unwrap();
    assert_eq!(lesson.drag_start(c("a3")).unwrap(), TapOutcome::Selected);
    assert_eq!(lesson.drop_on(c("c3")).unwrap(), TapOutcome::Played);
    let e = lesson.next_step().unwrap_err();
    assert_eq!(worded(e, &lesson), "The lesson is finished.");
    let expected: HashSet<GameError> = [
        GameError::UnknownLesson,
        GameError::BadRules,
        GameError::UnsupportedRules,
        GameError::OffBoard,
        GameError::NoPiece,
        GameError::NotYourPiece,
        GameError::IllegalMove,
        GameError::StepDone,
        GameError::StepNotDone,
        GameError::LessonFinished,
    ]
    .into_iter()
    .collect();
    assert_eq!(seen, expected);
}

#[test]
fn the_view_speaks_the_language_it_is_given() {
    let lesson =
        LessonController::start(Preset::Brandubh, None, "capture".into(), "et-EE".into()).unwrap();
    assert_eq!(lesson.view().title, "Löömine");
    lesson.set_language("ru".into());
    assert_eq!(lesson.view().title, "Взятие фигур");
    assert_eq!(lesson.view().step_text, "Шаг 1 из 2");
    assert_eq!(
        lesson.view().board.cell(c("c2")).unwrap().description,
        "c2, защитник, указано в задании"
    );
}

#[test]
fn a_lesson_move_cues_its_sound_as_the_settings_say() {
    let lesson = start(Preset::Brandubh, "capture");
    let cue = |l: &LessonController| l.view().board.sound.map(|s| (s.serial, s.sound));
    assert_eq!(cue(&lesson), None);
    assert_eq!(lesson.play(c("f2"), c("f1")), Ok(TapOutcome::Wrong));
    assert_eq!(cue(&lesson), None, "a wrong move is taken back unheard");
    assert_eq!(lesson.play(c("f2"), c("d2")), Ok(TapOutcome::Played));
    assert_eq!(cue(&lesson), Some((1, BoardSound::Capture)));
    assert_eq!(lesson.view().board.capture_signal, 1);
    lesson.retry();
    lesson.set_preferences(Preferences {
        capture_feedback: false,
        ..Preferences::default()
    });
    assert_eq!(lesson.play(c("f2"), c("d2")), Ok(TapOutcome::Played));
    assert_eq!(cue(&lesson), Some((1, BoardSound::Capture)), "sound off");
    assert_eq!(lesson.view().board.capture_signal, 1);
    lesson.set_preferences(Preferences::default());
    lesson.next_step().unwrap();
    assert_eq!(
        cue(&lesson),
        Some((1, BoardSound::Capture)),
        "the next step is silent"
    );
    assert_ne!(solve_step(&lesson, Preset::Brandubh), LessonState::Playing);
    assert_eq!(lesson.view().board.sound.map(|s| s.serial), Some(2));
}
