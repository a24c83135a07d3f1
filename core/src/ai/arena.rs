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

/// A match score with its uncertainty: player A's mean points per game and the half-width of its
/// 95% confidence interval (normal approximation over the games' win / draw / loss spread), and
/// the same as an Elo difference.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Score {
    pub games: usize,
    /// Mean points per game, 0..=1.
    pub score: f64,
    /// Half-width of the 95% interval of `score`.
    pub margin: f64,
    /// Elo difference of `score` (`None` at 0% or 100%).
    pub elo: Option<f64>,
    /// Half-width of the Elo interval (from the score interval's ends, their mean distance).
    pub elo_margin: Option<f64>,
}

impl Score {
    /// From A's wins, draws and losses.
    pub fn new(wins: usize, draws: usize, losses: usize) -> Score {
        let n = wins + draws + losses;
        if n == 0 {
            return Score {
                games: 0,
                score: 0.5,
                margin: 0.5,
                elo: None,
                elo_margin: None,
            };
        }
        let nf = n as f64;
        let score = (wins as f64 + draws as f64 / 2.0) / nf;
        let var = (wins as f64 * (1.0 - score).powi(2)
            + draws as f64 * (0.5 - score).powi(2)
            + losses as f64 * score.powi(2))
            / nf;
        let margin = 1.96 * (var / nf).sqrt();
        let elo_of = |p: f64| (p > 0.0 && p < 1.0).then(|| -400.0 * (1.0 / p - 1.0).log10());
        // (+ 0.0: an even score prints as +0.0, not -0.0)
        let elo = elo_of(score).map(|e| e + 0.0);
        let elo_margin = match (elo_of(score - margin), elo_of(score + margin)) {
            (Some(lo), Some(hi)) => Some((hi - lo) / 2.0),
            _ => None,
        };
        Score {
            games: n,
            score,
            margin,
            elo,
            elo_margin,
        }
    }

    /// `score=0.625 margin95=0.067 elo=+88.7 elo_margin95=49.2 games=200` (`elo=n/a` at 0% or
    /// 100%).
    pub fn line(&self) -> String {
        let elo = match (self.elo, self.elo_margin) {
            (Some(e), Some(m)) => format!("elo={e:+.1} elo_margin95={m:.1}"),
            (Some(e), None) => format!("elo={e:+.1} elo_margin95=n/a"),
            _ => "elo=n/a elo_margin95=n/a".to_string(),
        };
        format!(
            "score={:.3} margin95={:.3} {elo} games={}",
            self.score, self.margin, self.games
        )
    }
}

impl MatchResult {
    /// Player A's score with its error margin.
    pub fn score(&self) -> Score {
        Score::new(self.a_wins, self.draws, self.b_wins)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_carry_a_margin() {
        let even = Score::new(50, 0, 50);
        assert_eq!(even.score, 0.5);
        assert!((even.margin - 0.098).abs() < 0.001, "{even:?}");
        assert_eq!(even.elo, Some(0.0));
        assert!(even.line().contains(" elo=+0.0 "), "{}", even.line());
        let s = Score::new(100, 50, 50);
        assert!((s.score - 0.625).abs() < 1e-9);
        assert!(s.margin > 0.05 && s.margin < 0.07, "{s:?}");
        assert!((s.elo.unwrap() - 88.7).abs() < 0.1, "{s:?}");
        assert_eq!(
            Score::new(3, 0, 0).line(),
            "score=1.000 margin95=0.000 elo=n/a elo_margin95=n/a games=3"
        );
        assert!(
            s.line().starts_with("score=0.625 margin95=0.0"),
            "{}",
            s.line()
        );
        assert_eq!(Score::new(0, 0, 0).games, 0);
    }
}
