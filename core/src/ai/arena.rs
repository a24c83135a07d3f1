//! Engine-versus-engine games and matches, every move validated through [`Game::play`]. Used by
//! `tafl match`, the level ladder and the tests.

use super::{Engine, EngineConfig, Level, SearchLimits};
use crate::game::{Game, Outcome, Reason};
use crate::types::{Move, Side};
use crate::variant::Variant;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Games longer than this many plies are stopped and counted as draws.
pub const MAX_PLIES: usize = 400;

/// Transposition table per player in arena games (MiB).
pub const ARENA_TT_MB: usize = 16;

/// One finished game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// How the game ended; a game stopped at [`MAX_PLIES`] is a draw by [`Reason::MoveLimit`]
    /// with `capped` set.
    pub outcome: Outcome,
    pub capped: bool,
    pub plies: usize,
    pub moves: Vec<Move>,
    /// Player A's side.
    pub a_side: Side,
    /// An engine proposed an illegal move (or none while the game was on): the game was stopped
    /// and counted as a loss for that player.
    pub illegal: bool,
    /// The longest time one move took.
    pub max_move_time: Duration,
    /// How long each move in `moves` took, in order.
    pub move_times: Vec<Duration>,
}

impl GameRecord {
    /// Player A's points: 1 win, 0.5 draw, 0 loss.
    pub fn a_points(&self) -> f64 {
        match self.outcome.winner {
            Some(side) if side == self.a_side => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        }
    }
}

/// Plays one game from the variant's start: player A (`a`) plays `a_side`, player B the other
/// side, each with its own engine seeded from `seed`, both within `limits` per move.
pub fn play_game(
    variant: Arc<Variant>,
    a: Level,
    b: Level,
    a_side: Side,
    limits: &SearchLimits,
    seed: u64,
) -> GameRecord {
    play_game_from(
        Game::from_variant(variant),
        a,
        b,
        a_side,
        limits,
        seed,
        MAX_PLIES,
    )
}

/// Like [`play_game`] from any game state, with a ply cap (counted from the given state).
pub fn play_game_from(
    mut game: Game,
    a: Level,
    b: Level,
    a_side: Side,
    limits: &SearchLimits,
    seed: u64,
    max_plies: usize,
) -> GameRecord {
    let config = |s: u64| EngineConfig {
        tt_mb: ARENA_TT_MB,
        seed: Some(s),
    };
    let mut engine_a = Engine::new(config(seed.wrapping_mul(2).wrapping_add(1)));
    let mut engine_b = Engine::new(config(seed.wrapping_mul(2).wrapping_add(2)));
    let stop = AtomicBool::new(false);
    let mut moves = Vec::new();
    let mut max_move_time = Duration::ZERO;
    let mut move_times = Vec::new();
    let mut illegal = false;
    let mut outcome = None;
    let start_ply = game.ply();
    while game.ply() - start_ply < max_plies {
        if let Some(o) = game.outcome() {
            outcome = Some(o);
            break;
        }
        let mover = game.side_to_move();
        let (engine, level) = if mover == a_side {
            (&mut engine_a, a)
        } else {
            (&mut engine_b, b)
        };
        let t0 = Instant::now();
        let report = engine.think(&game, level, limits, &stop);
        let took = t0.elapsed();
        max_move_time = max_move_time.max(took);
        let played = report.map(|r| game.play(r.best));
        match played {
            Some(Ok(_)) => {
                moves.push(game.last_move().expect("just played").mv);
                move_times.push(took);
            }
            _ => {
                illegal = true;
                outcome = Some(Outcome::win(mover.opponent(), Reason::NoLegalMove));
                break;
            }
        }
    }
    let capped = outcome.is_none() && game.outcome().is_none();
    let outcome = outcome
        .or(game.outcome())
        .unwrap_or(Outcome::draw(Reason::MoveLimit));
    GameRecord {
        outcome,
        capped,
        plies: moves.len(),
        moves,
        a_side,
        illegal,
        max_move_time,
        move_times,
    }
}

impl GameRecord {
    /// The times of the moves player A made (A moves first when A has the attackers).
    pub fn a_move_times(&self) -> impl Iterator<Item = Duration> + '_ {
        let first = usize::from(self.a_side != Side::Attackers);
        self.move_times.iter().skip(first).step_by(2).copied()
    }
}

/// The score of a match between two levels.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MatchResult {
    pub games: usize,
    pub a_wins: usize,
    pub b_wins: usize,
    pub draws: usize,
    /// Wins by side, to spot a side bias.
    pub attacker_wins: usize,
    pub defender_wins: usize,
    pub illegal: usize,
    pub max_move_time: Duration,
    pub total_plies: usize,
    /// Every move time of player A, for median and worst-case reports.
    pub a_move_times: Vec<Duration>,
}

impl MatchResult {
    /// Player A's points (win 1, draw 0.5).
    pub fn a_points(&self) -> f64 {
        self.a_wins as f64 + self.draws as f64 / 2.0
    }

    /// Median and worst of player A's move times.
    pub fn a_time_stats(&self) -> (Duration, Duration) {
        let mut times = self.a_move_times.clone();
        times.sort();
        let median = times.get(times.len() / 2).copied().unwrap_or_default();
        (median, times.last().copied().unwrap_or_default())
    }
}

/// Plays `games` games, A taking the attackers in even-numbered games and the defenders in odd
/// ones; game `i` uses seed `seed + i`.
pub fn play_match(
    variant: Arc<Variant>,
    a: Level,
    b: Level,
    games: usize,
    limits: &SearchLimits,
    seed: u64,
) -> MatchResult {
    let mut r = MatchResult::default();
    for i in 0..games {
        let a_side = if i % 2 == 0 {
            Side::Attackers
        } else {
            Side::Defenders
        };
        let g = play_game(
            variant.clone(),
            a,
            b,
            a_side,
            limits,
            seed.wrapping_add(i as u64),
        );
        r.games += 1;
        r.total_plies += g.plies;
        r.max_move_time = r.max_move_time.max(g.max_move_time);
        r.a_move_times.extend(g.a_move_times());
        if g.illegal {
            r.illegal += 1;
        }
        match g.outcome.winner {
            None => r.draws += 1,
            Some(w) => {
                if w == a_side {
                    r.a_wins += 1;
                } else {
                    r.b_wins += 1;
                }
                if w == Side::Attackers {
                    r.attacker_wins += 1;
                } else {
                    r.defender_wins += 1;
                }
            }
        }
    }
    r
}
