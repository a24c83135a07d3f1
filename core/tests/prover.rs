//! The puzzle prover against brute force: on positions from random games (their history kept,
//! so repetition can decide) and along the shipped puzzles' main lines, "does the side to move
//! win within k of its moves" is answered by the prover (its table, killers and the skip of
//! replies that cannot lose at once) and by a plain recursion over `Game` that judges every move
//! as the game does. They must agree.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::Arc;
use tafl_core::puzzles::prove::Prover;
use tafl_core::{Game, Preset, Side, Variant};

/// The solver, to move in `game`, wins within `k` of its moves.
fn solver_wins(game: &Game, solver: Side, k: u32) -> bool {
    if k == 0 {
        return false;
    }
    game.legal_moves().into_iter().any(|mv| {
        let mut after = game.clone();
        after.play(mv).expect("a legal move");
        match after.outcome() {
            Some(o) => o.winner == Some(solver),
            None => every_reply_loses(&after, solver, k - 1),
        }
    })
}

/// The opponent, to move in `game`, loses whatever it plays, the solver having `k` moves left.
fn every_reply_loses(game: &Game, solver: Side, k: u32) -> bool {
    game.legal_moves().into_iter().all(|reply| {
        let mut after = game.clone();
        after.play(reply).expect("a legal move");
        match after.outcome() {
            Some(o) => o.winner == Some(solver),
            None => solver_wins(&after, solver, k),
        }
    })
}

/// Positions of random games of `preset` (their histories with them), a few plies apart.
fn positions(preset: Preset, seed: u64, games: usize) -> Vec<Game> {
    let variant = Arc::new(Variant::from_preset(preset));
    let mut rng = StdRng::seed_from_u64(seed);
    let mut out = Vec::new();
    for _ in 0..games {
        let mut game = Game::from_variant(variant.clone());
        let length = rng.random_range(6..80);
        while game.ply() < length && !game.is_over() {
            let moves = game.legal_moves();
            let mv = moves[rng.random_range(0..moves.len())];
            game.play(mv).expect("a legal move");
            if game.ply() % 5 == 0 && !game.is_over() {
                out.push(game.clone());
            }
        }
    }
    out
}

/// The positions of the shipped puzzles of `preset` where the solver is to move along the main
/// line (the line's moves as their history): wins within one move are rare in random games.
fn puzzle_positions(preset: Preset) -> Vec<Game> {
    let mut out = Vec::new();
    for p in tafl_core::puzzles::builtin(preset) {
        let mut game = p.start();
        for (i, &mv) in p.line.iter().enumerate() {
            if i % 2 == 0 {
                out.push(game.clone());
            }
            game.play(mv).expect("the line is legal");
        }
    }
    out
}

fn agree(preset: Preset, seed: u64, games: usize, max_k: u32) {
    let mut all = positions(preset, seed, games);
    all.extend(puzzle_positions(preset));
    let mut wins = 0;
    let mut checked = 0;
    for game in all {
        let solver = game.side_to_move();
        let mut prover = Prover::new(game.variant().clone(), solver);
        for k in 1..=max_k {
            let expected = solver_wins(&game, solver, k);
            let proven = prover.wins_within(&game, k).expect("no budget, no stop");
            assert_eq!(
                proven,
                expected,
                "{preset}: {} to move, within {k}, after {}",
                solver,
                tafl_core::notation::write_record(&game)
            );
            checked += 1;
            wins += usize::from(expected);
        }
    }
    // Both answers occur, or the comparison says little.
    assert!(
        wins > 0 && wins < checked,
        "{preset}: {wins} wins of {checked}"
    );
}

#[test]
fn brandubh_within_two_moves() {
    agree(Preset::Brandubh, 1, 12, 2);
}

#[test]
fn ard_ri_within_two_moves() {
    // Encirclement, and the third occurrence lost by whoever makes it.
    agree(Preset::ArdRi, 2, 12, 2);
}

#[test]
fn tablut_within_one_move() {
    agree(Preset::Tablut, 3, 8, 1);
}

#[test]
fn copenhagen_within_one_move() {
    // The exit fort, encirclement, shieldwalls, and the repetition rule.
    agree(Preset::Copenhagen, 4, 8, 1);
}
