//! Fitting the evaluation's weights to game results (Texel's method): every sample is a quiet
//! position from a played game and that game's result; the weights are moved one at a time,
//! as long as that lowers the mean squared error between the result and
//! `sigmoid(k · evaluation)`. The evaluation is what the search sees at its leaves, so weights
//! that predict results better make a stronger player at the same depth (matches decide that,
//! not this error).

use super::eval::{self, Tables, Weights};
use crate::game::Game;
use crate::types::Side;
use crate::variant::Variant;
use crate::Position;

/// One position and what became of its game, for the defenders: 1 won, 0.5 drawn, 0 lost.
#[derive(Clone)]
pub struct Sample {
    pub position: Position,
    pub result: f64,
}

/// The samples one finished game gives: its positions from ply `skip` on that are quiet (see
/// [`is_quiet`]), labelled with the game's result. A game without an outcome gives none.
pub fn samples_from_game(game: &Game, skip: usize) -> Vec<Sample> {
    let Some(outcome) = game.outcome() else {
        return Vec::new();
    };
    let result = match outcome.winner {
        Some(Side::Defenders) => 1.0,
        Some(Side::Attackers) => 0.0,
        None => 0.5,
    };
    let v = game.variant();
    let mut replay = Game::from_position(v.clone(), game.start_position().clone());
    let mut out = Vec::new();
    for (ply, played) in game.moves().iter().enumerate() {
        if ply >= skip && is_quiet(replay.position(), v) {
            out.push(Sample {
                position: replay.position().clone(),
                result,
            });
        }
        if replay.play(played.mv).is_err() {
            // A record that does not replay is not a game: use none of it.
            return Vec::new();
        }
    }
    out
}

/// A position the static evaluation can be judged on: the game is not decided, the king sees
/// no escape square, and the side to move has no capture (a capture would change the material
/// the evaluation counts before the position settles).
pub fn is_quiet(pos: &Position, v: &Variant) -> bool {
    if pos.king().is_none() || pos.outcome(v).is_some() {
        return false;
    }
    let t = Tables::new(v, &Weights::default());
    if eval::king_lines(pos, &t, v).open > 0 {
        return false;
    }
    let before = pos.count_side(pos.side_to_move().opponent());
    !pos.legal_moves(v).into_iter().any(|mv| {
        pos.play(v, mv)
            .map(|(after, _)| after.count_side(pos.side_to_move().opponent()) < before)
            .unwrap_or(false)
    })
}

/// The evaluation for the defenders (with the side to move's tempo), in centi-soldiers.
fn for_defenders(pos: &Position, v: &Variant, t: &Tables, w: &Weights) -> f64 {
    let s = eval::evaluate(pos, v, t, w) as f64;
    match pos.side_to_move() {
        Side::Defenders => s,
        Side::Attackers => -s,
    }
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// How the evaluation maps to a result: `sigmoid(k · (evaluation + bias))`. The bias is the
/// defenders' edge the terms do not see (in engine play they win most Brandubh games from an
/// equal-looking start); the search never needs it, since it shifts every leaf alike, but
/// without it the fit would bend the terms the defenders always have (their soldiers) into one.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fit {
    pub k: f64,
    pub bias: f64,
}

/// Mean squared error of the weights' predictions.
pub fn error(v: &Variant, samples: &[Sample], w: &Weights, fit: Fit) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let t = Tables::new(v, w);
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let p = sigmoid(fit.k * (for_defenders(&s.position, v, &t, w) + fit.bias));
            (s.result - p) * (s.result - p)
        })
        .sum();
    sum / samples.len() as f64
}

/// The minimum of `f` over `lo..hi` (golden-section search; `f` is taken to be unimodal).
fn golden(mut lo: f64, mut hi: f64, f: impl Fn(f64) -> f64) -> f64 {
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..50 {
        let a = hi - g * (hi - lo);
        let b = lo + g * (hi - lo);
        if f(a) < f(b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// The bias that fits best for a given `k` (within ±2000 centi-soldiers).
pub fn fit_bias(v: &Variant, samples: &[Sample], w: &Weights, k: f64) -> f64 {
    golden(-2000.0, 2000.0, |bias| {
        error(v, samples, w, Fit { k, bias })
    })
}

/// The `k` and bias that fit the weights best (`k` within 0.0001..0.1), fixed before the
/// weights move so that they cannot lower the error by scaling up together.
pub fn fit(v: &Variant, samples: &[Sample], w: &Weights) -> Fit {
    let mut f = Fit {
        k: 0.005,
        bias: 0.0,
    };
    for _ in 0..6 {
        f.bias = fit_bias(v, samples, w, f.k);
        let bias = f.bias;
        f.k = golden(0.0001, 0.1, |k| error(v, samples, w, Fit { k, bias }));
    }
    f
}

/// The mean squared error of `fit` over scored positions: each a score for the defenders (a
/// search's, not only the static evaluation) and what became of its game for them (1, ½, 0).
pub fn scale_error(scored: &[(f64, f64)], fit: Fit) -> f64 {
    let sum: f64 = scored
        .iter()
        .map(|&(score, result)| {
            let p = sigmoid(fit.k * (score + fit.bias));
            (result - p) * (result - p)
        })
        .sum();
    sum / scored.len().max(1) as f64
}

/// The `k` and bias of `sigmoid(k · (score + bias))` that fit scored positions best (see
/// [`scale_error`]). The same golden-section fit as [`fit`], over given scores.
pub fn fit_scale(scored: &[(f64, f64)]) -> Fit {
    let mut f = Fit {
        k: 0.005,
        bias: 0.0,
    };
    for _ in 0..6 {
        let k = f.k;
        f.bias = golden(-2000.0, 2000.0, |bias| scale_error(scored, Fit { k, bias }));
        let bias = f.bias;
        f.k = golden(0.0001, 0.1, |k| scale_error(scored, Fit { k, bias }));
    }
    f
}

/// The `k` of `sigmoid(k · (score + bias))` that fits scored positions best for a given bias
/// (see [`fit_scale`]).
pub fn fit_slope(scored: &[(f64, f64)], bias: f64) -> f64 {
    golden(0.0001, 0.1, |k| scale_error(scored, Fit { k, bias }))
}

/// Coordinate descent: for each named weight in turn, steps of `step` (and then of half, down
/// to 1) up or down while the error falls; rounds repeat until none helps or `rounds` is spent.
/// The bias is fitted again after every round (the terms' average moves with them); `k` stays.
/// `report` hears each improvement. Unknown names are an error and change nothing.
pub fn tune(
    v: &Variant,
    samples: &[Sample],
    start: &Weights,
    names: &[&str],
    start_fit: Fit,
    rounds: usize,
    mut report: impl FnMut(&str, i32, f64),
) -> Result<(Weights, Fit), String> {
    let mut fit = start_fit;
    let mut w = start.clone();
    for name in names {
        w.set(name, w.get(name)?)?;
    }
    let mut best = error(v, samples, &w, fit);
    for _ in 0..rounds {
        let mut improved = false;
        for name in names {
            let mut step = (w.get(name)?.abs() / 8).max(4);
            while step >= 1 {
                let mut moved = false;
                for dir in [1, -1] {
                    loop {
                        let mut trial = w.clone();
                        trial.set(name, w.get(name)? + dir * step)?;
                        let e = error(v, samples, &trial, fit);
                        if e < best {
                            best = e;
                            w = trial;
                            moved = true;
                            report(name, w.get(name)?, e);
                        } else {
                            break;
                        }
                    }
                    if moved {
                        break;
                    }
                }
                improved |= moved;
                step /= 2;
            }
        }
        fit.bias = fit_bias(v, samples, &w, fit.k);
        best = error(v, samples, &w, fit);
        if !improved {
            break;
        }
    }
    Ok((w, fit))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Preset;
    use std::sync::Arc;

    /// Positions where the defenders are a soldier up or down, labelled as if material decided.
    fn material_samples(v: &Variant) -> Vec<Sample> {
        let up = Position::parse_pieces(v, "A a4 g4, D c4 d5 e4, K d4; A").unwrap();
        let down = Position::parse_pieces(v, "A a4 g4 d1 d7, D c4, K d4; A").unwrap();
        vec![
            Sample {
                position: up,
                result: 1.0,
            },
            Sample {
                position: down,
                result: 0.0,
            },
        ]
    }

    #[test]
    fn tuning_lowers_the_error_and_moves_the_weight_that_explains_the_results() {
        let v = Variant::from_preset(Preset::Brandubh);
        let samples = material_samples(&v);
        let start = Weights::default().with_overrides("defender=10").unwrap();
        let fit = Fit { k: 0.01, bias: 0.0 };
        let before = error(&v, &samples, &start, fit);
        let (tuned, after) =
            tune(&v, &samples, &start, &["defender"], fit, 20, |_, _, _| {}).unwrap();
        assert!(error(&v, &samples, &tuned, after) < before);
        assert!(tuned.defender > start.defender);
    }

    #[test]
    fn the_scale_fit_finds_the_slope_the_results_were_drawn_with() {
        // Results drawn as the expected value of a known sigmoid: the fit gives it back.
        let (k, bias) = (0.004, 50.0);
        let scored: Vec<(f64, f64)> = (-40..=40)
            .map(|i| {
                let score = f64::from(i) * 25.0;
                (score, sigmoid(k * (score + bias)))
            })
            .collect();
        let fit = fit_scale(&scored);
        assert!((fit.k - k).abs() < 1e-4, "{fit:?}");
        assert!((fit.bias - bias).abs() < 2.0, "{fit:?}");
        assert!((fit_slope(&scored, bias) - k).abs() < 1e-4);
    }

    #[test]
    fn an_unknown_weight_is_an_error() {
        let v = Variant::from_preset(Preset::Brandubh);
        let samples = material_samples(&v);
        let w = Weights::default();
        let fit = Fit { k: 0.01, bias: 0.0 };
        assert!(tune(&v, &samples, &w, &["queen"], fit, 1, |_, _, _| {}).is_err());
    }

    #[test]
    fn a_finished_game_gives_its_quiet_positions_with_its_result() {
        let v = Arc::new(Variant::from_preset(Preset::Brandubh));
        let mut game = Game::from_variant(v.clone());
        // Random-free play: the first legal move until the game ends or 200 plies.
        while !game.is_over() && game.ply() < 200 {
            let mv = game.legal_moves()[0];
            game.play(mv).unwrap();
        }
        let samples = samples_from_game(&game, 0);
        if game.is_over() {
            assert!(!samples.is_empty());
            let expected = match game.outcome().unwrap().winner {
                Some(Side::Defenders) => 1.0,
                Some(Side::Attackers) => 0.0,
                None => 0.5,
            };
            assert!(samples.iter().all(|s| s.result == expected));
            assert!(samples.iter().all(|s| is_quiet(&s.position, &v)));
        } else {
            assert!(samples.is_empty());
        }
    }
}
