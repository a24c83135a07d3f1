//! `tafl lesson`: the list, a lesson taken from standard input with its progress saved, the
//! check that walks every lesson, and the errors.

mod common;
use common::{tafl, tafl_with_input};

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

#[test]
fn the_lessons_of_a_rule_set_are_listed() {
    let out = tafl(&["lesson"]);
    assert!(out.status.success());
    let lines: Vec<String> = text(&out.stdout).lines().map(str::to_string).collect();
    assert_eq!(lines.len(), 9, "{lines:?}");
    assert!(lines[0].contains("moving") && lines[0].contains("How pieces move (2 steps)"));
    assert!(!lines.iter().any(|l| l.contains("shieldwall")));
    let copenhagen = text(&tafl(&["lesson", "--variant", "copenhagen", "--language", "et"]).stdout);
    assert!(copenhagen.contains("shieldwall") && copenhagen.contains("Kilbimüür"));
}

#[test]
fn a_lesson_is_taken_from_standard_input_and_its_progress_saved() {
    let progress =
        std::env::temp_dir().join(format!("tafl-lesson-test-{}.json", std::process::id()));
    let _ = std::fs::remove_file(&progress);
    let path = progress.to_str().unwrap();
    // A wrong move, a hint, the right move, the next step, a refused move, the right one.
    let input = "b2-a2\nhint\nb2-f2\nnext\nd4-d5\nc3-e3\n";
    let out = tafl_with_input(&["lesson", "moving", "--progress", path], input);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    for expected in [
        "Lesson 1 of 9: How pieces move (step 1 of 2; you play the attackers)",
        "Marked: b2, f2",
        "Task: Move the attacker from b2 to f2.",
        "Not quite: That is not the move the task asks for. The board is back as it was: try again.",
        "Hint: move the piece on b2.",
        "Type `next` for the next step.",
        "Lesson 1 of 9: How pieces move (step 2 of 2; you play the defenders)",
        "There is no piece on d4.",
        "Lesson complete!",
        "The next lesson: capture.",
    ] {
        assert!(stdout.contains(expected), "{expected:?} in\n{stdout}");
    }
    let saved = std::fs::read_to_string(&progress).unwrap();
    assert!(saved.contains("\"brandubh\":[\"moving\"]"), "{saved}");
    let list = text(&tafl(&["lesson", "--progress", path]).stdout);
    assert!(
        list.lines().next().unwrap().contains("done  moving"),
        "{list}"
    );
    assert!(!list.lines().nth(1).unwrap().contains("done"), "{list}");

    // A lesson left before its end is not recorded; a lesson by number.
    let out = tafl_with_input(&["lesson", "2", "--progress", path], "f2-d2\nquit\n");
    let stdout = text(&out.stdout);
    assert!(stdout.contains("Lesson 2 of 9: Capturing"), "{stdout}");
    assert!(
        stdout.contains("Captured!") && stdout.ends_with("Goodbye.\n"),
        "{stdout}"
    );
    assert!(!std::fs::read_to_string(&progress)
        .unwrap()
        .contains("capture"));
    std::fs::remove_file(&progress).unwrap();
}

#[test]
fn the_check_walks_every_lesson() {
    let out = tafl(&["lesson", "--variant", "copenhagen", "--check"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 12, "{stdout}");
    assert!(lines[7].starts_with("shieldwall       2 steps, 2 tasks: 2 moves accepted"));
    assert!(
        lines[11].starts_with("lessons 11 tasks 22 refused "),
        "{stdout}"
    );
}

#[test]
fn unknown_lessons_and_bad_rules_fail_cleanly() {
    let out = tafl(&["lesson", "shieldwall"]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("no lesson \"shieldwall\""), "{stderr}");
    assert!(stderr.contains("moving, capture"), "{stderr}");
    let out = tafl(&["lesson", "--rules", "dim:7 nonsense"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).starts_with("tafl: error: "));
}
