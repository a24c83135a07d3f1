//! The puzzle generator: candidate positions from the engine's self-play, each proven by the
//! [`Prover`], kept when exactly one first move wins in the fewest moves, without duplicates
//! (mirror and rotation images count as the same puzzle), and rated.
//!
//! ## Candidates
//! Game `i` of a run (seed `seed + i`) opens with a few uniformly random moves, then the engine
//! plays both sides, at medium in even games and at hard (a node budget a move) in odd ones.
//! Before every move a hard analysis of the position (a node budget, no history beyond the
//! position) looks for a forced win of the side to move; a position where it sees one within
//! `max_moves` moves is a candidate. The engine only proposes: every candidate is proven from
//! a fresh start (the position alone, no earlier history), and most are thrown away because
//! more than one first move wins. A game gives at most one puzzle: the positions that follow a
//! kept one in the same game are mostly the same forced win again, a move shorter.
//!
//! ## Rating
//! A rating on the scale of chess puzzle ratings, from what makes a puzzle hard:
//!
//! ```text
//! rating = 800 + 300·(N − 1) + 25·(log2 L − 4) + 50·clamp(D − (2N − 1), −3, 5) + 40·min(A, 5)
//! ```
//!
//! rounded to tens and at least 400, where N is the number of the solver's moves, L the number
//! of legal first moves, D the depth (plies) from which the engine's hard search (one thread, a
//! fixed seed, up to 2N + 6 plies or [`RATING_NODES`] nodes) keeps the solution as its best
//! move (one more than the last depth it reached when it never does), so that a solution the
//! engine's heuristics find before a full-width search of 2N − 1 plies could see the win is
//! easier, and A the number of other first moves that were the engine's best at some depth of
//! that search: tempting alternatives.

use super::prove::{Prover, Verdict};
use super::{Puzzle, PuzzleError};
use crate::ai::{mate_distance, Engine, EngineConfig, Iteration, Level, SearchLimits};
use crate::game::Game;
use crate::otn;
use crate::position::Position;
use crate::presets::Preset;
use crate::types::{Move, Side, Square};
use crate::variant::Variant;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::HashSet;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The node budget of the rating's engine search.
pub const RATING_NODES: u64 = 2_000_000;

/// What a run of the generator does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    pub preset: Preset,
    /// How many new puzzles to find.
    pub count: usize,
    pub seed: u64,
    /// The most moves of the solver a puzzle may take.
    pub max_moves: u32,
    /// Self-play games at most (the run ends earlier once it has `count` puzzles).
    pub max_games: usize,
    /// The prover's node budget a candidate: a candidate it cannot settle within it is dropped.
    pub proof_nodes: u64,
    /// The engine's node budget for the analysis of each position of the self-play.
    pub probe_nodes: u64,
    /// Random moves that open each game: from 2 to this many.
    pub opening_moves: usize,
}

impl Settings {
    /// Settings that suit `preset` (larger boards search fewer nodes a move).
    pub fn for_preset(preset: Preset, count: usize, seed: u64, max_moves: u32) -> Settings {
        let size = preset.rules().size;
        let (probe_nodes, proof_nodes) = match size {
            0..=7 => (200_000, 20_000_000),
            8..=9 => (150_000, 20_000_000),
            _ => (100_000, 30_000_000),
        };
        Settings {
            preset,
            count,
            seed,
            max_moves,
            max_games: count.saturating_mul(20).max(20),
            proof_nodes,
            probe_nodes,
            opening_moves: if size <= 7 { 8 } else { 12 },
        }
    }

    /// New puzzles allowed for each number of moves: an even share, so that the run yields
    /// a spread from 1 to `max_moves`.
    pub fn quota(&self) -> usize {
        self.count.div_ceil(self.max_moves.max(1) as usize)
    }
}

/// What the generator reports while it runs.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// A self-play game ended: its number, its plies, the candidates it gave.
    Game {
        number: usize,
        plies: usize,
        candidates: usize,
    },
    /// A candidate was proven to be a puzzle and kept.
    Kept {
        puzzle: Box<Puzzle>,
        proof: Duration,
    },
    /// A candidate was thrown away.
    Dropped { why: Drop, proof: Duration },
}

/// Why a candidate was thrown away.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drop {
    /// More than one first move wins in the fewest moves.
    SeveralWinners { moves: u32 },
    /// No forced win within the most moves allowed (the engine saw one through the history, or
    /// was wrong).
    NoWin,
    /// The prover's budget ran out.
    Budget,
    /// Enough puzzles of this many moves already.
    QuotaFull { moves: u32 },
}

/// The totals of a run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub games: usize,
    pub candidates: usize,
    pub duplicates: usize,
    pub proven: usize,
    pub kept: usize,
    /// Kept puzzles by their number of moves (index 0: one move).
    pub by_moves: Vec<usize>,
    pub proof_time: Duration,
}

/// A position and side to move, the same for every mirror and rotation of the board: the
/// smallest OTN text among the eight images, with the side to move.
pub fn symmetry_key(pos: &Position) -> String {
    let n = pos.size();
    let image = |t: u8, sq: Square| -> Square {
        let (mut f, mut r) = (sq.file(), sq.rank());
        if t & 4 != 0 {
            std::mem::swap(&mut f, &mut r);
        }
        if t & 1 != 0 {
            f = n - 1 - f;
        }
        if t & 2 != 0 {
            r = n - 1 - r;
        }
        Square::new(f, r).unwrap_or(sq)
    };
    let best = (0..8u8)
        .map(|t| otn::write_pieces(n, pos.pieces().map(|(sq, p)| (image(t, sq), p))))
        .min()
        .unwrap_or_default();
    format!("{best} {}", pos.side_to_move())
}

/// The parts of a puzzle's rating (see the module's documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rating {
    pub moves: u32,
    pub legal_moves: usize,
    /// The depth from which the engine keeps the solution.
    pub engine_depth: u32,
    /// Other first moves that were the engine's best at some depth.
    pub alternatives: usize,
}

impl Rating {
    /// Measures a puzzle: `game` is its start, `solution` its first move.
    pub fn measure(game: &Game, moves: u32, solution: Move) -> Rating {
        let legal_moves = game.legal_moves().len();
        let mut engine = Engine::new(EngineConfig {
            tt_mb: 16,
            seed: Some(1),
        });
        let mut bests: Vec<Move> = Vec::new();
        let mut observe = |it: &Iteration| {
            if let Some(&m) = it.pv.first() {
                bests.push(m);
            }
        };
        let limits = SearchLimits {
            depth: Some((2 * moves + 6).min(24)),
            nodes: Some(RATING_NODES),
            movetime: None,
        };
        let stop = AtomicBool::new(false);
        let report = engine.think_with(game, Level::Hard, &limits, &stop, None, Some(&mut observe));
        if bests.is_empty() {
            // An immediate win is played without an iteration.
            if let Some(r) = &report {
                bests.push(r.best);
            }
        }
        let last_right = bests.last() == Some(&solution);
        let engine_depth = if last_right {
            let wrong_from_end = bests.iter().rev().take_while(|&&m| m == solution).count();
            (bests.len() - wrong_from_end + 1) as u32
        } else {
            bests.len() as u32 + 1
        };
        let mut alternatives: Vec<Move> = bests.into_iter().filter(|&m| m != solution).collect();
        alternatives.sort_by_key(|m| (m.from, m.to));
        alternatives.dedup();
        Rating {
            moves,
            legal_moves,
            engine_depth,
            alternatives: alternatives.len(),
        }
    }

    /// The rating of these parts.
    pub fn value(&self) -> u32 {
        let n = f64::from(self.moves.max(1));
        let legal = (self.legal_moves.max(1) as f64).log2();
        let depth = (f64::from(self.engine_depth) - (2.0 * n - 1.0)).clamp(-3.0, 5.0);
        let alternatives = self.alternatives.min(5) as f64;
        let raw =
            800.0 + 300.0 * (n - 1.0) + 25.0 * (legal - 4.0) + 50.0 * depth + 40.0 * alternatives;
        ((raw / 10.0).round() * 10.0).max(400.0) as u32
    }
}

/// One run of the generator.
pub struct Generator {
    settings: Settings,
    variant: Arc<Variant>,
    /// Symmetry keys of the puzzles already known (given, kept) and of candidates tried.
    seen: HashSet<String>,
    kept: Vec<Puzzle>,
    /// The number the next puzzle's id gets.
    next_number: usize,
    summary: Summary,
}

impl Generator {
    /// A run that adds to `existing` (the puzzles of a file being extended): their positions
    /// are not found again and new ids continue after theirs.
    pub fn new(settings: Settings, existing: &[Puzzle]) -> Result<Generator, PuzzleError> {
        let variant = Arc::new(Variant::from_preset(settings.preset));
        let mut seen = HashSet::new();
        let mut next_number = 1;
        for p in existing {
            if p.preset != settings.preset {
                return Err(PuzzleError::OtherVariant {
                    id: p.id.clone(),
                    expected: settings.preset.id().to_string(),
                });
            }
            seen.insert(symmetry_key(&p.start().position().clone()));
            if let Some(n) = p.number() {
                next_number = next_number.max(n + 1);
            }
        }
        Ok(Generator {
            summary: Summary {
                by_moves: vec![0; settings.max_moves as usize],
                ..Summary::default()
            },
            settings,
            variant,
            seen,
            kept: Vec::new(),
            next_number,
        })
    }

    /// Plays and proves until `count` puzzles are kept or `max_games` games are played.
    pub fn run(mut self, report: &mut dyn FnMut(&Event)) -> (Vec<Puzzle>, Summary) {
        for number in 0..self.settings.max_games {
            if self.kept.len() >= self.settings.count {
                break;
            }
            self.play_game(number, report);
            self.summary.games += 1;
        }
        (self.kept, self.summary)
    }

    fn quota_full(&self, moves: u32) -> bool {
        let i = moves.saturating_sub(1) as usize;
        self.summary.by_moves.get(i).copied().unwrap_or(usize::MAX) >= self.settings.quota()
    }

    fn play_game(&mut self, number: usize, report: &mut dyn FnMut(&Event)) {
        let s = &self.settings;
        let seed = s.seed.wrapping_add(number as u64);
        let mut rng = StdRng::seed_from_u64(seed);
        let mut game = Game::from_variant(self.variant.clone());
        let opening = rng.random_range(2..=s.opening_moves.max(2));
        for _ in 0..opening {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.random_range(0..moves.len())];
            if game.play(mv).is_err() {
                break;
            }
        }
        let level = if number % 2 == 0 {
            Level::Medium
        } else {
            Level::Hard
        };
        let config = |salt: u64| EngineConfig {
            tt_mb: 16,
            seed: Some(seed.wrapping_mul(3).wrapping_add(salt)),
        };
        let mut players = [Engine::new(config(1)), Engine::new(config(2))];
        let mut analyst = Engine::new(config(3));
        let stop = AtomicBool::new(false);
        let probe = SearchLimits {
            depth: Some(2 * s.max_moves + 1),
            nodes: Some(s.probe_nodes),
            movetime: None,
        };
        let play_limits = SearchLimits::nodes(s.probe_nodes / 4);
        let mut candidates = 0;
        while !game.is_over() && game.ply() < crate::ai::arena::MAX_PLIES {
            if self.kept.len() >= self.settings.count {
                break;
            }
            let fresh = Game::from_position(self.variant.clone(), game.position().clone());
            let seen = analyst.think(&fresh, Level::Hard, &probe, &stop);
            if let Some(r) = &seen {
                let within = mate_distance(r.score).filter(|&p| p > 0);
                if let Some(plies) = within {
                    let moves = (plies as u32).div_ceil(2);
                    if moves <= self.settings.max_moves {
                        candidates += 1;
                        if self.consider(&fresh, r.best, moves, report) {
                            break;
                        }
                    }
                }
            }
            let side = game.side_to_move();
            let player = &mut players[usize::from(side == Side::Defenders)];
            let Some(chosen) = player.think(&game, level, &play_limits, &stop) else {
                break;
            };
            if game.play(chosen.best).is_err() {
                break;
            }
        }
        self.summary.candidates += candidates;
        report(&Event::Game {
            number,
            plies: game.ply(),
            candidates,
        });
    }

    /// Proves a candidate (`hint`: the engine's move, `guess`: the moves it saw the win in);
    /// true when it was kept.
    fn consider(
        &mut self,
        start: &Game,
        hint: Move,
        guess: u32,
        report: &mut dyn FnMut(&Event),
    ) -> bool {
        if start.legal_moves().len() < 2 {
            return false;
        }
        if !self.seen.insert(symmetry_key(start.position())) {
            self.summary.duplicates += 1;
            return false;
        }
        if self.quota_full(guess) {
            report(&Event::Dropped {
                why: Drop::QuotaFull { moves: guess },
                proof: Duration::ZERO,
            });
            return false;
        }
        let began = Instant::now();
        let mut prover = Prover::new(self.variant.clone(), start.side_to_move());
        prover.set_budget(Some(self.settings.proof_nodes));
        let verdict = prover.solve(start, self.settings.max_moves, &[hint]);
        let proof = began.elapsed();
        self.summary.proof_time += proof;
        let why = match verdict {
            Ok(Verdict::Unique(solution)) => {
                self.summary.proven += 1;
                if self.quota_full(solution.moves) {
                    Drop::QuotaFull {
                        moves: solution.moves,
                    }
                } else {
                    let rating = Rating::measure(start, solution.moves, solution.first());
                    let puzzle = Puzzle {
                        id: format!("{}-{:03}", self.settings.preset.id(), self.next_number),
                        preset: self.settings.preset,
                        position: start.position().clone(),
                        moves: solution.moves,
                        line: solution.line,
                        rating: rating.value(),
                    };
                    self.next_number += 1;
                    self.summary.kept += 1;
                    self.summary.by_moves[solution.moves as usize - 1] += 1;
                    report(&Event::Kept {
                        puzzle: Box::new(puzzle.clone()),
                        proof,
                    });
                    self.kept.push(puzzle);
                    return true;
                }
            }
            Ok(Verdict::Several { moves, .. }) => {
                self.summary.proven += 1;
                Drop::SeveralWinners { moves }
            }
            Ok(Verdict::NoWin { .. }) => Drop::NoWin,
            Err(_) => Drop::Budget,
        };
        report(&Event::Dropped { why, proof });
        false
    }
}
