//! What checking a player's move costs: at every position of a shipped puzzle's main line where
//! the player is to move after the first move (the first move needs no search: the proof
//! showed it is the only winner), every legal move other than the line's is checked as the
//! puzzle screen checks it (one fresh prover, the screen's node budget). Prints each puzzle's
//! worst check and the distribution over all checks.
//!
//! `cargo run --profile ci -p tafl-core --example puzzle_checks -- tablut [EVERY]`: every
//! EVERY-th puzzle of the set (default 1: all).

use std::time::{Duration, Instant};
use tafl_core::puzzles::prove::{ProofError, Prover};
use tafl_core::puzzles::{self, MOVE_CHECK_NODES};
use tafl_core::Preset;

fn main() {
    let mut args = std::env::args().skip(1);
    let preset: Preset = args
        .next()
        .unwrap_or_else(|| "brandubh".into())
        .parse()
        .expect("a variant id");
    let every: usize = args.next().map_or(1, |n| n.parse().expect("a number"));
    let mut checks: Vec<(u64, Duration)> = Vec::new();
    let mut undecided = 0;
    for p in puzzles::builtin(preset).iter().step_by(every.max(1)) {
        let mut game = p.start();
        let mut left = p.moves;
        let mut worst = (0, Duration::ZERO);
        for (i, &mv) in p.line.iter().enumerate() {
            if i % 2 == 0 && i > 0 {
                for alternative in game.legal_moves() {
                    if alternative == mv {
                        continue;
                    }
                    let mut prover = Prover::new(game.variant().clone(), p.solver());
                    prover.set_budget(Some(MOVE_CHECK_NODES));
                    let began = Instant::now();
                    let verdict = prover.move_wins_within(&game, alternative, left);
                    let took = began.elapsed();
                    if verdict == Err(ProofError::Budget) {
                        undecided += 1;
                    }
                    checks.push((prover.nodes(), took));
                    worst = worst.max((prover.nodes(), took));
                }
            }
            if i % 2 == 0 {
                left -= 1;
            }
            game.play(mv).expect("the line is legal");
        }
        println!(
            "{}: N {}, worst check {} nodes, {:.3} s",
            p.id,
            p.moves,
            worst.0,
            worst.1.as_secs_f64()
        );
    }
    checks.sort();
    let at = |q: f64| checks[((checks.len() - 1) as f64 * q) as usize];
    if checks.is_empty() {
        println!("no checks");
        return;
    }
    for (name, q) in [("median", 0.5), ("90%", 0.9), ("99%", 0.99), ("max", 1.0)] {
        let (nodes, took) = at(q);
        println!("{name}: {nodes} nodes, {:.3} s", took.as_secs_f64());
    }
    let total: Duration = checks.iter().map(|c| c.1).sum();
    println!(
        "{} checks, {undecided} undecided within {MOVE_CHECK_NODES} nodes, {:.1} s in all",
        checks.len(),
        total.as_secs_f64()
    );
}
