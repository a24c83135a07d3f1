//! The shipped puzzles: the sets are as large and as varied as promised, every line reads, and
//! every puzzle is proven again by the exhaustive prover — the forced win, its length N, the one
//! winning first move and the main line with the longest defence.
//!
//! Proving every puzzle takes minutes (`tafl puzzles check --variant …` prints each proof's
//! time), so CI proves a sample: every puzzle of one and two moves, and one puzzle of each
//! larger N in each set. The whole proof:
//! `cargo test -p tafl-core --profile ci --test puzzles -- --ignored --nocapture`.

use std::collections::HashSet;
use std::time::Instant;
use tafl_core::puzzles::generate::symmetry_key;
use tafl_core::puzzles::{self, prove, Difficulty, Puzzle};
use tafl_core::Preset;

const SETS: [(Preset, usize); 3] = [
    (Preset::Brandubh, 60),
    (Preset::Tablut, 40),
    (Preset::Copenhagen, 40),
];

#[test]
fn the_sets_are_large_varied_and_distinct() {
    for (preset, least) in SETS {
        let text = puzzles::builtin_text(preset).expect("a shipped set");
        // Every line reads (the library would leave a bad one out).
        let all = puzzles::parse_file(preset, text).unwrap_or_else(|e| panic!("{preset}: {e}"));
        assert_eq!(all.as_slice(), puzzles::builtin(preset), "{preset}");
        assert!(all.len() >= least, "{preset}: {} puzzles", all.len());
        let mut by_moves = [0usize; puzzles::MAX_MOVES as usize + 1];
        let mut positions = HashSet::new();
        for (i, p) in all.iter().enumerate() {
            by_moves[p.moves as usize] += 1;
            assert_eq!(p.number(), Some(i + 1), "{}: numbered in order", p.id);
            assert!(
                p.id.starts_with(&format!("{}-", preset.id())),
                "{}: named after its set",
                p.id
            );
            assert!(
                positions.insert(symmetry_key(&p.position)),
                "{}: the same position (or its mirror image) as an earlier puzzle",
                p.id
            );
        }
        for (n, &count) in by_moves.iter().enumerate().take(5).skip(1) {
            assert!(
                count * 8 >= least,
                "{preset}: only {count} puzzles of {n} moves"
            );
        }
        // Harder puzzles rate higher: the average rating grows with N.
        let average = |n: u32| {
            let rated: Vec<u32> = all
                .iter()
                .filter(|p| p.moves == n)
                .map(|p| p.rating)
                .collect();
            rated.iter().sum::<u32>() / rated.len() as u32
        };
        for n in 1..4 {
            assert!(average(n) < average(n + 1), "{preset}: N {n}");
        }
        let bands: HashSet<Difficulty> = all
            .iter()
            .map(|p| Difficulty::of_rating(p.rating))
            .collect();
        assert_eq!(bands.len(), 4, "{preset}: {bands:?}");
    }
}

#[test]
fn a_puzzle_line_is_checked_against_the_rules() {
    // The king on b7 reaches the corner a7 at once.
    let good = "t-1; /7/7/7/7/7/7/1K5/; defenders; 1; b7-a7; 800";
    let puzzle = Puzzle::parse(Preset::Brandubh, good, 1).expect("a good line");
    assert_eq!(puzzle.to_line(), good);
    let cases = [
        (
            "t-1; /7/7/7/7/7/7/1K5/; defenders; 1; b7-a7",
            "5 fields, not 6",
        ),
        (
            "T 1; /7/7/7/7/7/7/1K5/; defenders; 1; b7-a7; 800",
            "not an id",
        ),
        ("t-1; /7/7/7/7/7/7/1K5/; nobody; 1; b7-a7; 800", "the side"),
        (
            "t-1; /7/7/7/7/7/7/1K5/; defenders; 0; b7-a7; 800",
            "the moves",
        ),
        (
            "t-1; /7/7/7/7/7/7/1K5/; defenders; 1; b7-a6; 800",
            "is illegal",
        ),
        // An attacker on e1, so that the attackers still have a move after b7-b6 (a side
        // without one loses).
        (
            "t-1; /4t2/7/7/7/7/7/1K5/; defenders; 1; b7-b6; 800",
            "does not end",
        ),
        (
            "t-1; /7/7/7/7/7/7/1K5/; defenders; 1; b7-a7 a1-a2; 800",
            "over before move 2",
        ),
    ];
    for (line, says) in cases {
        let err = Puzzle::parse(Preset::Brandubh, line, 7).unwrap_err();
        let text = err.to_string();
        assert!(
            text.contains(says) && text.contains("line 7"),
            "{line}: {text}"
        );
    }
}

/// Proves `puzzles`, printing each one's time; panics with every failure.
fn prove_all(puzzles: &[&Puzzle]) {
    let mut wrong = Vec::new();
    let began = Instant::now();
    for p in puzzles {
        let started = Instant::now();
        match prove::verify(p, None) {
            Ok(nodes) => println!(
                "{}: proven, {} moves, {nodes} nodes, {:.2} s",
                p.id,
                p.moves,
                started.elapsed().as_secs_f64()
            ),
            Err(e) => wrong.push(format!("{}: {e}", p.id)),
        }
    }
    println!(
        "{} puzzles in {:.1} s",
        puzzles.len(),
        began.elapsed().as_secs_f64()
    );
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn a_sample_of_the_shipped_puzzles_is_proven() {
    let mut sample: Vec<&Puzzle> = Vec::new();
    for (preset, _) in SETS {
        let all = puzzles::builtin(preset);
        sample.extend(all.iter().filter(|p| p.moves <= 2));
        for n in 3..=puzzles::MAX_MOVES {
            sample.extend(all.iter().find(|p| p.moves == n));
        }
    }
    prove_all(&sample);
}

#[test]
#[ignore = "minutes: proves every shipped puzzle"]
fn every_shipped_puzzle_is_proven() {
    let all: Vec<&Puzzle> = SETS
        .iter()
        .flat_map(|&(preset, _)| puzzles::builtin(preset).iter())
        .collect();
    prove_all(&all);
}
