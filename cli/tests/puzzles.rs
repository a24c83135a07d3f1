//! `tafl puzzle` (solving one at the terminal) and `tafl puzzles` (making and proving the sets).

use std::process::Output;
use tafl_core::puzzles::{self, Puzzle};
use tafl_core::Preset;

mod common;
use common::{tafl, tafl_with_input};

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}

fn brandubh(moves: u32) -> &'static Puzzle {
    puzzles::builtin(Preset::Brandubh)
        .iter()
        .find(|p| p.moves == moves)
        .unwrap()
}

/// The solver's moves of the main line, one a line.
fn solver_moves(p: &Puzzle) -> String {
    p.line.iter().step_by(2).map(|m| format!("{m}\n")).collect()
}

#[test]
fn a_puzzle_is_solved_by_its_main_line() {
    let p = brandubh(3);
    let out = tafl_with_input(&["puzzle", "--id", &p.id], &solver_moves(p));
    let text = stdout(&out);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        text.contains(&p.id) && text.contains("win in 3 moves"),
        "{text}"
    );
    // The core answers each move with the main line's defence.
    assert!(text.contains(&format!("answer {}.", p.line[1])), "{text}");
    assert!(text.trim_end().ends_with("Solved!"), "{text}");
}

#[test]
fn a_wrong_move_is_refused_and_the_hint_and_solution_help() {
    let p = brandubh(2);
    let wrong = p
        .start()
        .legal_moves()
        .into_iter()
        .find(|&m| m != p.first_move())
        .unwrap();
    let input = format!("{wrong}\na1-b2\nhint\nboard\nsolution\n");
    let out = tafl_with_input(&["puzzle", "--id", &p.id], &input);
    let text = stdout(&out);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        text.contains(&format!("{wrong} does not win in 2 moves")),
        "{text}"
    );
    assert!(text.contains("a1-b2 is not allowed"), "{text}");
    assert!(
        text.contains("Hint: Move the") && text.contains(&format!("on {}.", p.first_move().from)),
        "{text}"
    );
    assert!(text.contains("The solution is on the board."), "{text}");
    // The solution's moves are printed as they are played.
    assert!(text.contains(&format!("played {}", p.line[2])), "{text}");
}

#[test]
fn puzzles_are_chosen_by_id_variant_and_rating() {
    let out = tafl(&["puzzle", "--id", "brandubh-999"]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("no puzzle"), "{}", stderr(&out));
    let out = tafl(&["puzzle", "--variant", "tablut", "--id", "brandubh-001"]);
    assert!(!out.status.success());
    let out = tafl(&["puzzle", "--variant", "fetlar"]);
    assert!(
        stderr(&out).contains("no fetlar puzzles"),
        "{}",
        stderr(&out)
    );
    let first = &puzzles::builtin(Preset::Copenhagen)[0];
    let out = tafl_with_input(&["puzzle", "--variant", "copenhagen"], "quit\n");
    assert!(stdout(&out).contains(&first.id), "{}", stdout(&out));
    let out = tafl_with_input(
        &[
            "puzzle",
            "--variant",
            "tablut",
            "--random",
            "--seed",
            "3",
            "--rating",
            "1500-3000",
        ],
        "quit\n",
    );
    let text = stdout(&out);
    assert!(out.status.success(), "{}", stderr(&out));
    let id = text.split(['(', ')']).nth(1).expect("the id in brackets");
    let chosen = puzzles::find(id).expect("a shipped puzzle");
    assert!(
        chosen.preset == Preset::Tablut && chosen.rating >= 1500,
        "{text}"
    );
    let out = tafl(&["puzzle", "--rating", "9000-9999"]);
    assert!(stderr(&out).contains("rated within"), "{}", stderr(&out));
}

#[test]
fn puzzles_check_proves_a_file_and_finds_a_wrong_one() {
    let all = puzzles::builtin(Preset::Brandubh);
    let short: Vec<&Puzzle> = all.iter().filter(|p| p.moves <= 2).take(3).collect();
    let mut text = puzzles::file_header(Preset::Brandubh);
    for p in &short {
        text += &p.to_line();
        text.push('\n');
    }
    let path = std::env::temp_dir().join(format!("tafl-puzzles-{}.txt", std::process::id()));
    std::fs::write(&path, &text).unwrap();
    let out = tafl(&["puzzles", "check", "--file", path.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stdout(&out));
    assert!(
        stdout(&out).contains("checked 3 puzzles: 3 proven, 0 wrong"),
        "{}",
        stdout(&out)
    );
    // The same puzzle claimed to take one move more is wrong.
    let p = short[0];
    let longer = Puzzle {
        moves: p.moves + 1,
        ..p.clone()
    };
    std::fs::write(
        &path,
        puzzles::file_header(Preset::Brandubh) + &longer.to_line() + "\n",
    )
    .unwrap();
    let out = tafl(&["puzzles", "check", "--file", path.to_str().unwrap()]);
    let _ = std::fs::remove_file(&path);
    assert!(!out.status.success());
    assert!(
        stdout(&out).contains(&format!("wins in {} moves, not {}", p.moves, p.moves + 1)),
        "{}",
        stdout(&out)
    );
}

#[test]
fn puzzles_generate_makes_proven_puzzles() {
    let out = tafl(&[
        "puzzles",
        "generate",
        "--variant",
        "brandubh",
        "--count",
        "2",
        "--max-moves",
        "2",
        "--seed",
        "7",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("brandubh-"))
        .collect();
    assert_eq!(lines.len(), 2, "{text}");
    for (i, line) in lines.iter().enumerate() {
        let p = Puzzle::parse(Preset::Brandubh, line, i + 1).unwrap();
        assert!(p.moves <= 2);
        tafl_core::puzzles::prove::verify(&p, None).unwrap();
    }
    assert!(text.contains("kept 2 puzzles (1 in 1, 1 in 2)"), "{text}");
}
