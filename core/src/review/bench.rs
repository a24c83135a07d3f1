//! The review's benchmark: fixed games reviewed at given settings, timed. The games are
//! self-play games of hard at a node budget, kept as records so that the benchmark's input
//! never changes with the engine:
//!
//! - Brandubh, 60 plies (the defenders escape on the last): game 87 of
//!   `cargo run --release -p tafl-core --example tune -- --preset brandubh --games 400
//!   --nodes 4000 --threads 1 --seed 1 --save games.txt`.
//! - Copenhagen, its first 150 plies (of 205): game 86 of
//!   `cargo run --release -p tafl-core --example tune -- --preset copenhagen --games 120
//!   --nodes 4000 --attacker-nodes 32000 --threads 1 --seed 1 --save games.txt`.
//!
//! The node count of a review is deterministic (one thread, node budgets); the time is not.

use super::{review, ReviewSettings};
use crate::game::Game;
use crate::notation::parse_record;
use crate::presets::Preset;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// One game of the benchmark.
pub struct BenchGame {
    pub name: &'static str,
    pub preset: Preset,
    pub record: &'static str,
}

pub const GAMES: [BenchGame; 2] = [
    BenchGame {
        name: "brandubh-60",
        preset: Preset::Brandubh,
        record: "b4-b7 d5-e5 d6-b6 e4-e3 b7-c7 e5-e6 d2-e2 e3-e5 f4-f6 e6-e7 f6-f7xe7 e5-e7xf7 \
                 d7-d5 d3-f3 d1-d3 c4-c2 d3-d2 c2-b2 g4-f4 d4-d3 b6-b3 f3-f1 f4-f3 d3-d4 f3-f4 \
                 f1-e1 f4-e4 e7-d7 d5-f5 d4-d5 c7-c5 d5-d3 e4-e3 d3-d4 e3-g3 d7-e7 e2-e6 \
                 e1-e5xe6 c5-d5xe5 d4-b4xb3 d5-b5 b4-b3 a4-a3 b3-d3 f5-d5 d3-d4 d2-d1 e7-e3 \
                 g3-g4 b2-a2 b5-b4 d4-f4 d5-f5 f4-f2 d1-c1 e3-e1 g4-g3 f2-g2 f5-f2 g2-g1",
    },
    BenchGame {
        name: "copenhagen-150",
        preset: Preset::Copenhagen,
        record: COPENHAGEN,
    },
];

const COPENHAGEN: &str =
    "h11-j11 f4-b4 f10-d10 d6-d2 k4-c4xb4 f8-d8 d10-d9 e7-c7 a5-d5 f7-d7 k8-f8 e6-e8 \
    g11-g8 c7-c10 a7-c7 f6-c6 b6-b3 c10-d10xd9 d5-d3xd2 c6-b6 a8-b8 b6-b7xc7 a6-a9 \
    d10-b10 f2-f4xf5 b10-b9xb8 g8-h8 b9-c9 a9-b9 c9-h9 a4-a7 g7-h7xh8 f8-f9 b7-b4 d3-c3 \
    e5-a5 f4-d4 h9-g9 j11-j9 b4-a4 b3-a3 e8-e9xf9 c3-b3 a5-a6 f11-f9 e9-e7 e11-e8 \
    d8-a8xa7 j9-h9xg9 a4-a5 e1-e6xe7 a6-d6xe6 b9-a9 g5-j5 h1-h5 h7-j7xj6 b3-b5 a5-a7 \
    h9-h7xh6 d7-d10 h5-i5xj5 d10-a10xa9 h7-h6xg6 a7-c7 f9-c9 c7-g7 g1-g6 g7-g10 h6-h10 \
    j7-i7 e8-e10 a8-j8 c9-a9xa10 g10-g11 h10-h11 i7-i11xh11 i5-i10 j8-j9 d4-d5 j9-i9xi10 \
    e10-i10 g11-h11 k6-h6 h11-h7 k7-i7 h7-c7 d11-c11 c7-b7 i10-b10 d6-d9 b5-b2 b7-b8 \
    d5-d8 b8-b7 k5-d5 b7-d7xd8 c4-c7 d7-d8 f1-f8 d8-a8 g6-a6 i9-i8 d5-d8 d9-d10 f8-f9 \
    i8-g8 b2-b8 i11-i9 i7-i2 g8-g6 h6-h3 g6-d6 c11-i11 a8-a7 f9-d9 d10-k10 i11-i10 i9-k9 \
    d8-c8 d6-d5 b8-b5 d5-d7 b5-b7 d7-d5 a3-a5 a7-a8 h3-b3 d5-d3 b10-b9 d3-h3 c7-h7 h3-d3 \
    b9-b8 d3-d7 d9-b9 d7-d8 d1-e1 d8-f8 e1-d1 f8-f10 h7-h10 f10-a10xa9 b9-a9xa10 k10-j10 \
    b8-b9 k9-h9 a5-k5 j10-j7 d1-d2 j7-g7";

/// One game reviewed.
#[derive(Clone, Debug)]
pub struct BenchLine {
    pub name: &'static str,
    pub preset: Preset,
    pub plies: usize,
    pub nodes: u64,
    pub elapsed: Duration,
}

/// The benchmark's games as games (a record that does not replay is a bug of this file).
pub fn games() -> Vec<(&'static BenchGame, Game)> {
    GAMES
        .iter()
        .map(|g| {
            let mut game = Game::new(g.preset);
            for m in parse_record(g.record).expect("the bench records read") {
                game.play(m.mv).expect("the bench records are legal");
            }
            (g, game)
        })
        .collect()
}

/// Reviews every game of the benchmark at `settings`, telling `report` after each.
pub fn run(settings: &ReviewSettings, report: &mut dyn FnMut(&BenchLine)) -> Vec<BenchLine> {
    let stop = AtomicBool::new(false);
    games()
        .into_iter()
        .map(|(g, game)| {
            let start = Instant::now();
            let result = review(&game, settings, &stop, &mut |_| {});
            let line = BenchLine {
                name: g.name,
                preset: g.preset,
                plies: game.ply(),
                nodes: result.map_or(0, |r| r.nodes),
                elapsed: start.elapsed(),
            };
            report(&line);
            line
        })
        .collect()
}
