//! Ard Ri under RULES.md's switches (escape on any edge square, the king captured by two,
//! encirclement, the 3rd occurrence lost by whoever makes it) is a forced win for the attackers:
//! after 1. g3-f3 every defence loses within twelve more plies. The ladder's Ard Ri rung (every
//! game to whoever attacks, at any budget) follows from it.
//!
//! The proof is an exhaustive AND/OR search with no evaluation and no pruning: every defender
//! move is tried, and an attacker node counts as won only through a move shown to win against
//! all of them. Move order (the engine's suggestion, then killers) only makes it faster. It is
//! conservative about repetition: an attacker move that would make a third occurrence (which
//! loses for him) is never counted, and a defender move that would make one (which loses for
//! them) is searched as if it were an ordinary move. The full proof is slow:
//! `cargo test --release -p tafl-core --test ard_ri_solved -- --ignored --nocapture`.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use tafl_core::ai::{Engine, EngineConfig, Level, SearchLimits};
use tafl_core::{Game, Move, Position, Preset, Side, Variant};

struct Solver {
    v: Arc<Variant>,
    /// Hashes of every position from the start of the game to the current node.
    path: Vec<u64>,
    /// The last attacker move that won at each ply from the root, tried first at that ply.
    killers: Vec<Option<Move>>,
    engine: Engine,
    nodes: u64,
}

impl Solver {
    fn new(game: &Game) -> Solver {
        Solver {
            v: game.variant().clone(),
            path: game.history_hashes().to_vec(),
            killers: vec![None; 64],
            engine: Engine::new(EngineConfig {
                tt_mb: 8,
                seed: Some(1),
            }),
            nodes: 0,
        }
    }

    fn occurrences(&self, hash: u64) -> usize {
        self.path.iter().filter(|&&h| h == hash).count()
    }

    /// Whether the attackers, to move in `pos`, win in at most `plies` plies whatever the
    /// defenders do.
    fn attackers_win(&mut self, pos: &mut Position, plies: u32, ply: usize) -> bool {
        debug_assert_eq!(pos.side_to_move(), Side::Attackers);
        self.nodes += 1;
        let v = self.v.clone();
        let moves = pos.legal_moves(&v);
        // A move that wins at once, or that leaves the defenders without a move.
        for &mv in &moves {
            let undo = pos.make(&v, mv);
            let hash = pos.hash();
            let won = self.occurrences(hash) < 2
                && pos
                    .outcome(&v)
                    .is_some_and(|o| o.winner == Some(Side::Attackers));
            pos.unmake(&undo);
            if won {
                return true;
            }
        }
        if plies < 3 {
            return false;
        }
        // Order: the killer for this ply, the engine's choice, then the rest.
        let mut ordered = Vec::with_capacity(moves.len());
        if let Some(k) = self.killers[ply] {
            if moves.contains(&k) {
                ordered.push(k);
            }
        }
        if plies >= 5 {
            let game = Game::from_position(v.clone(), pos.clone());
            let stop = AtomicBool::new(false);
            if let Some(report) =
                self.engine
                    .think(&game, Level::Hard, &SearchLimits::nodes(3000), &stop)
            {
                if !ordered.contains(&report.best) {
                    ordered.push(report.best);
                }
            }
        }
        for &mv in &moves {
            if !ordered.contains(&mv) {
                ordered.push(mv);
            }
        }
        // Shorter wins first: a short proof is found before a long one is tried for nothing.
        let mut depth = 3;
        while depth <= plies {
            for &mv in &ordered {
                let undo = pos.make(&v, mv);
                let hash = pos.hash();
                let won = self.occurrences(hash) < 2 && pos.outcome(&v).is_none() && {
                    self.path.push(hash);
                    let won = self.defenders_lose(pos, depth - 1, ply + 1);
                    self.path.pop();
                    won
                };
                pos.unmake(&undo);
                if won {
                    self.killers[ply] = Some(mv);
                    return true;
                }
            }
            depth += 2;
        }
        false
    }

    /// Whether the defenders, to move in `pos` (undecided), lose within `plies` plies.
    fn defenders_lose(&mut self, pos: &mut Position, plies: u32, ply: usize) -> bool {
        debug_assert_eq!(pos.side_to_move(), Side::Defenders);
        self.nodes += 1;
        let v = self.v.clone();
        for mv in pos.legal_moves(&v) {
            let undo = pos.make(&v, mv);
            let hash = pos.hash();
            let lost = match pos.outcome(&v) {
                Some(o) => o.winner == Some(Side::Attackers),
                None => {
                    self.path.push(hash);
                    let lost = self.attackers_win(pos, plies - 1, ply + 1);
                    self.path.pop();
                    lost
                }
            };
            pos.unmake(&undo);
            if !lost {
                return false;
            }
        }
        // Every move loses (or there is none: under Ard Ri's rules that loses too).
        true
    }
}

fn ard_ri_after(moves: &str) -> Game {
    let mut game = Game::new(Preset::ArdRi);
    for m in moves.split_whitespace() {
        game.play(Move::parse(m).unwrap()).unwrap();
    }
    assert!(game.outcome().is_none());
    game
}

fn defenders_lose_within(moves: &str, plies: u32) -> (bool, u64) {
    let game = ard_ri_after(moves);
    assert_eq!(game.side_to_move(), Side::Defenders);
    let mut solver = Solver::new(&game);
    let mut pos = game.position().clone();
    let lost = solver.defenders_lose(&mut pos, plies, 0);
    assert_eq!(
        &pos,
        game.position(),
        "the search leaves the position as it was"
    );
    (lost, solver.nodes)
}

fn attackers_win_within(moves: &str, plies: u32) -> bool {
    let game = ard_ri_after(moves);
    assert_eq!(game.side_to_move(), Side::Attackers);
    let mut solver = Solver::new(&game);
    let mut pos = game.position().clone();
    solver.attackers_win(&mut pos, plies, 0)
}

/// The end of a proven line (seven plies of the engine's principal variation): from there every
/// defence loses within four plies, but not within two, so the solver can answer both ways.
#[test]
fn the_end_of_the_line_is_forced() {
    let line = "g3-f3 c3-b3 c1-c3 e3-e2 f3-e3 d4-d3 b4-b6";
    let (lost, _) = defenders_lose_within(line, 4);
    assert!(lost, "after {line} the defenders lose within four plies");
    let (lost, _) = defenders_lose_within(line, 2);
    assert!(!lost, "but not within two: the solver can say no");
}

/// A sanity check of the other answer: nothing wins for the attackers in three plies from the
/// start, and the defenders are not lost within two after 1. g3-f3.
#[test]
fn the_start_is_not_won_at_once() {
    assert!(!attackers_win_within("", 3));
    assert!(!defenders_lose_within("g3-f3", 2).0);
}

/// The whole proof: after 1. g3-f3 the defenders have seven moves and each loses within eleven
/// more plies (twelve from their move, thirteen from the start), and at least one of them
/// outlasts ten: the bound is tight. About a minute in release.
#[test]
#[ignore]
fn ard_ri_is_won_for_the_attackers_after_g3_f3() {
    let game = ard_ri_after("g3-f3");
    let v = game.variant().clone();
    let mut pos = game.position().clone();
    let defences = pos.legal_moves(&v);
    assert_eq!(defences.len(), 7);
    for mv in defences {
        let started = std::time::Instant::now();
        let mut solver = Solver::new(&game);
        let undo = pos.make(&v, mv);
        assert!(pos.outcome(&v).is_none());
        solver.path.push(pos.hash());
        let lost = solver.attackers_win(&mut pos, 11, 1);
        pos.unmake(&undo);
        println!(
            "1. g3-f3 {mv}: the attackers win within 11 more plies: {lost} ({} nodes, {:?})",
            solver.nodes,
            started.elapsed()
        );
        assert!(lost, "1. g3-f3 {mv} holds out");
    }
    let started = std::time::Instant::now();
    let (lost, nodes) = defenders_lose_within("g3-f3", 10);
    println!(
        "after 1. g3-f3 the defenders lose within 10 plies: {lost} ({nodes} nodes, {:?})",
        started.elapsed()
    );
    assert!(!lost, "a defence lasts longer than ten plies");
}
