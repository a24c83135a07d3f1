//! The lessons through the API: the list with its done marks, a lesson played by taps and
//! moves to its end, the progress kept as JSON, and every lesson error.

use std::collections::HashSet;
use std::sync::Arc;
use tafl_core::controller::{BoardSound, Coord, Preferences, TapOutcome};
use tafl_core::lessons::{LessonError, LessonState, LessonTopic, LessonVerdict, Mistake};
use tafl_core::Preset;
use tafl_ffi::*;

mod common;
use common::c;

fn start(preset: Preset, lesson: &str) -> Arc<LessonController> {
    LessonController::start(preset, None, lesson.into(), "en".into()).unwrap()
}

fn err<T: std::fmt::Debug>(r: Result<T, LessonError>) -> LessonError {
    r.expect_err("an error")
}

/// Plays the hint's piece to the square that does the task, found by trying its targets on a
/// second controller of the same lesson at the same point (the API has no other way to see
/// the solution, as a player has none).
fn solve_step(lesson: &LessonController, preset: Preset) -> LessonVerdict {
    loop {
        let from = lesson.hint().unwrap();
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
        let mut verdict = None;
        for to in targets {
            match lesson.play(from, to).unwrap() {
                LessonVerdict::Wrong { .. } => continue,
                right => {
                    verdict = Some(right);
                    break;
                }
            }
        }
        match verdict.unwrap_or_else(|| panic!("{preset:?}: no target of the hint does it")) {
            LessonVerdict::Answered => continue,
            done => return done,
        }
    }
}

#[test]
fn the_lesson_list_follows_the_rules_and_the_progress() {
    let progress = LessonProgress::new();
    let brandubh = progress
        .lessons(Preset::Brandubh, None, "en".into())
        .unwrap();
    assert_eq!(brandubh.len(), 9);
    assert_eq!(brandubh[0].id, "moving");
    assert_eq!(brandubh[0].title, "How pieces move");
    assert!(!brandubh.iter().any(|l| l.topic == LessonTopic::Shieldwall));
    let copenhagen = progress
        .lessons(Preset::Copenhagen, None, "ru".into())
        .unwrap();
    let shieldwall = copenhagen
        .iter()
        .find(|l| l.topic == LessonTopic::Shieldwall)
        .unwrap();
    assert_eq!(shieldwall.title, "Стена щитов");
    assert!(copenhagen.iter().all(|l| !l.completed));
    assert_eq!(
        err(progress.lessons(Preset::Brandubh, Some("dim:7 nonsense".into()), "en".into())),
        LessonError::BadRules
    );
}

#[test]
fn a_lesson_is_played_to_its_end_and_recorded_once() {
    let progress = LessonProgress::new();
    let lesson = start(Preset::Brandubh, "escape");
    let view = lesson.view();
    assert_eq!(view.title, "The king's escape");
    assert_eq!(view.task, "Bring the king to a corner.");
    assert_eq!(view.state, LessonState::Playing);
    assert_eq!(lesson.lesson_id(), "escape");
    // A wrong move: refused with feedback, the board back as it was.
    let board = view.board.clone();
    assert_eq!(
        lesson.play(c("a3"), c("b3")).unwrap(),
        LessonVerdict::Wrong {
            mistake: Mistake::NotWon
        }
    );
    let view = lesson.view();
    assert_eq!(view.board.rows.len(), board.rows.len());
    for (row, was) in view.board.rows.iter().zip(&board.rows) {
        for (cell, was) in row.iter().zip(was) {
            assert_eq!(cell.piece, was.piece);
        }
    }
    assert!(view
        .feedback
        .unwrap()
        .text
        .starts_with("The king has not escaped yet."));
    lesson.dismiss_message();
    assert!(lesson.view().feedback.is_none());

    assert_eq!(
        solve_step(&lesson, Preset::Brandubh),
        LessonVerdict::StepDone
    );
    assert!(!progress.record(lesson.clone()), "not finished");
    lesson.next_step().unwrap();
    assert_eq!(
        solve_step(&lesson, Preset::Brandubh),
        LessonVerdict::LessonDone
    );
    assert_eq!(lesson.view().state, LessonState::Finished);
    assert!(progress.record(lesson.clone()));
    assert!(!progress.record(lesson.clone()), "once");

    let json = progress.to_json();
    let again = LessonProgress::restore(json.clone());
    assert_eq!(again.to_json(), json);
    let list = again.lessons(Preset::Brandubh, None, "et".into()).unwrap();
    let done: Vec<&str> = list
        .iter()
        .filter(|l| l.completed)
        .map(|l| l.id.as_str())
        .collect();
    assert_eq!(done, ["escape"]);
    // Other rules keep their own progress; reset forgets one rule set's.
    assert!(again
        .lessons(Preset::Tablut, None, "en".into())
        .unwrap()
        .iter()
        .all(|l| !l.completed));
    again.reset(Preset::Brandubh, None).unwrap();
    assert!(again
        .lessons(Preset::Brandubh, None, "en".into())
        .unwrap()
        .iter()
        .all(|l| !l.completed));
    // Damage never fails.
    let damaged = LessonProgress::restore("{\"completed\": 5".into());
    assert_eq!(damaged.to_json(), LessonProgress::new().to_json());
}

#[test]
fn every_lesson_of_every_preset_can_be_finished_through_the_api() {
    for preset in Preset::ALL {
        let list = LessonProgress::new()
            .lessons(preset, None, "en".into())
            .unwrap();
        for info in list {
            let lesson = start(preset, &info.id);
            for step in 1..=info.steps {
                assert_eq!(lesson.view().step, step);
                let verdict = solve_step(&lesson, preset);
                if step < info.steps {
                    assert_eq!(verdict, LessonVerdict::StepDone, "{preset:?} {}", info.id);
                    lesson.next_step().unwrap();
                } else {
                    assert_eq!(verdict, LessonVerdict::LessonDone, "{preset:?} {}", info.id);
                }
            }
        }
    }
}

#[test]
fn every_lesson_error_is_produced_and_worded() {
    let mut seen = HashSet::new();
    seen.insert(err(LessonController::start(
        Preset::Brandubh,
        None,
        "shieldwall".into(),
        "en".into(),
    )));
    seen.insert(err(LessonController::start(
        Preset::Brandubh,
        Some("dim:7 nonsense".into()),
        "moving".into(),
        "en".into(),
    )));
    seen.insert(err(LessonController::start(
        Preset::Brandubh,
        Some("dim:7 name:Odd tfr:w start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/".into()),
        "moving".into(),
        "en".into(),
    )));
    let lesson = start(Preset::Brandubh, "capture");
    seen.insert(err(lesson.tap(Coord { file: 7, rank: 0 })));
    seen.insert(err(lesson.play(c("a1"), c("a2"))));
    seen.insert(err(lesson.tap(c("c2"))));
    seen.insert(err(lesson.play(c("f2"), c("b2"))));
    seen.insert(err(lesson.next_step()));
    assert_eq!(lesson.tap(c("f2")).unwrap(), TapOutcome::Selected);
    assert_eq!(lesson.tap(c("d2")).unwrap(), TapOutcome::Played);
    seen.insert(err(lesson.hint()));
    lesson.next_step().unwrap();
    assert_eq!(lesson.drag_start(c("a3")).unwrap(), TapOutcome::Selected);
    assert_eq!(lesson.drop_on(c("c3")).unwrap(), TapOutcome::Played);
    seen.insert(err(lesson.next_step()));
    assert_eq!(seen.len(), LessonError::ALL.len(), "{seen:?}");
    for error in LessonError::ALL {
        for language in ["en", "et", "ru"] {
            let text = lesson_error_text(error, language.into());
            assert!(!text.is_empty() && !text.starts_with("lesson-"), "{text}");
        }
    }
    assert_eq!(
        lesson_error_text(LessonError::StepNotDone, "en".into()),
        "Finish this step first."
    );
}

#[test]
fn the_view_speaks_the_language_it_is_given() {
    let lesson =
        LessonController::start(Preset::Brandubh, None, "capture".into(), "et-EE".into()).unwrap();
    assert_eq!(lesson.view().title, "Löömine");
    lesson.set_language("ru".into());
    assert_eq!(lesson.view().title, "Взятие фигур");
    assert_eq!(
        lesson.view().board.cell(c("c2")).unwrap().description,
        "c2, защитник, указано в задании"
    );
}

#[test]
fn a_lesson_move_cues_its_sound_as_the_settings_say() {
    let lesson = start(Preset::Brandubh, "capture");
    let cue = |l: &LessonController| l.view().sound.map(|s| (s.serial, s.sound));
    assert_eq!(cue(&lesson), None);
    assert!(matches!(
        lesson.play(c("f2"), c("f1")),
        Ok(LessonVerdict::Wrong { .. })
    ));
    assert_eq!(cue(&lesson), None, "a wrong move is taken back unheard");
    assert_eq!(lesson.play(c("f2"), c("d2")), Ok(LessonVerdict::StepDone));
    assert_eq!(cue(&lesson), Some((1, BoardSound::Capture)));
    assert_eq!(lesson.view().capture_signal, 1);
    lesson.retry();
    lesson.set_preferences(Preferences {
        capture_feedback: false,
        ..Preferences::default()
    });
    assert_eq!(lesson.play(c("f2"), c("d2")), Ok(LessonVerdict::StepDone));
    assert_eq!(cue(&lesson), Some((1, BoardSound::Capture)), "sound off");
    assert_eq!(lesson.view().capture_signal, 1);
    lesson.set_preferences(Preferences::default());
    lesson.next_step().unwrap();
    assert_eq!(
        cue(&lesson),
        Some((1, BoardSound::Capture)),
        "the next step is silent"
    );
    assert_ne!(
        solve_step(&lesson, Preset::Brandubh),
        LessonVerdict::Answered
    );
    assert_eq!(lesson.view().sound.map(|s| s.serial), Some(2));
}
