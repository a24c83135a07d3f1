//! Hard on several threads (a lazy SMP sharing the transposition table): the caller's search
//! still decides, tactics are still found, the limits still end it (the stop flag: `ai.rs`), and
//! the lower levels stay on one thread. No timing assertions.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use tafl_core::ai::{mate_distance, Engine, EngineConfig, Level, SearchLimits};
use tafl_core::{Game, Move, Position, Preset, Variant};

fn engine(threads: usize) -> Engine {
    let mut e = Engine::new(EngineConfig {
        tt_mb: 8,
        seed: Some(3),
    });
    e.set_threads(threads);
    e
}

fn game_from(preset: Preset, text: &str) -> Game {
    let v = Variant::from_preset(preset);
    let pos = Position::parse_pieces(&v, text).expect("test position parses");
    Game::from_position(Arc::new(v), pos)
}

#[test]
fn threads_are_clamped_and_default_to_one() {
    let mut e = engine(1);
    assert_eq!(e.threads(), 1);
    e.set_threads(0);
    assert_eq!(e.threads(), 1);
    e.set_threads(1000);
    assert_eq!(e.threads(), 16);
}

#[test]
fn four_threads_find_the_two_line_escape_fork() {
    let game = game_from(Preset::Brandubh, "A b6 f7, D e5, K c4; D");
    let stop = AtomicBool::new(false);
    let r = engine(4)
        .think(&game, Level::Hard, &SearchLimits::depth(5), &stop)
        .unwrap();
    let forks: Vec<Move> = ["c4-c1", "c4-g4", "c4-a4"]
        .iter()
        .map(|m| Move::parse(m).unwrap())
        .collect();
    assert!(forks.contains(&r.best), "{}", r.best);
    assert_eq!(mate_distance(r.score), Some(3), "score {}", r.score);
    // Iterations stop once the forced win is proven (depth 4 here), as on one thread.
    assert!((3..=5).contains(&r.depth), "depth {}", r.depth);
}

#[test]
fn helper_nodes_are_counted_and_the_depth_limit_holds() {
    let game = Game::new(Preset::Tablut);
    let stop = AtomicBool::new(false);
    let limits = SearchLimits::depth(4);
    let one = engine(1).think(&game, Level::Hard, &limits, &stop).unwrap();
    let three = engine(3).think(&game, Level::Hard, &limits, &stop).unwrap();
    assert_eq!(three.depth, 4);
    assert!(game.legal_moves().contains(&three.best));
    // The helpers search too: the report counts their nodes on top of the deciding thread's.
    assert!(
        three.nodes > one.nodes / 2,
        "{} vs {}",
        three.nodes,
        one.nodes
    );
}

#[test]
fn lower_levels_stay_on_one_thread_and_reproducible() {
    let game = Game::new(Preset::Brandubh);
    let stop = AtomicBool::new(false);
    let limits = SearchLimits::nodes(5_000);
    let a = engine(4)
        .think(&game, Level::Medium, &limits, &stop)
        .unwrap();
    let b = engine(1)
        .think(&game, Level::Medium, &limits, &stop)
        .unwrap();
    assert_eq!((a.best, a.score, a.nodes), (b.best, b.score, b.nodes));
}
