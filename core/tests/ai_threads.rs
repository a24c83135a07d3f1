//! Hard on several threads (a lazy SMP sharing the transposition table): the caller's search
//! still decides, the limits still end it, and the lower levels stay on one thread (tactics and
//! the stop flag on four threads are tested beside their one-thread cases in `ai.rs`). No timing
//! assertions.

use std::sync::atomic::AtomicBool;
use tafl_core::ai::{Engine, EngineConfig, Level, SearchLimits};
use tafl_core::{Game, Preset};

fn engine(threads: usize) -> Engine {
    let mut e = Engine::new(EngineConfig {
        tt_mb: 8,
        seed: Some(3),
    });
    e.set_threads(threads);
    e
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
