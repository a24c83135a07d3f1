//! Fits hard's evaluation weights to self-play results (Texel's method, `tafl_core::ai::tune`).
//!
//! Plays `--games` games of hard against itself at `--nodes` nodes a move, each opened with
//! `--random-plies` random moves so the games differ, keeps the quiet positions of every
//! finished game with its result, and moves the `--tune` weights one at a time while the
//! squared error between result and `sigmoid(k · evaluation)` falls. Every tenth game is held
//! out: its error says whether the fit generalises. Prints the weights as `--a-weights` takes them.
//! Self-play and the fit start from hard's weights for the preset (`Weights::tuned`) with the
//! `--weights` overrides on top (`--weights default` starts from the hand-set defaults).
//! `--attacker-nodes` gives the attackers another budget, for presets where one side wins every
//! game between equals.
//!
//! `--review-scale N` fits no weight: it searches every Nth position of the games (from the third
//! ply on) as the engine's review of a game does (`tafl_core::review`, its default budget) and
//! fits the sigmoid's scale to those scores and the games' results, with the bias that makes the
//! start position even (as the review has it): the review's `scale`. `--scores FILE` writes the
//! scores it fitted, one `score result` a line.
//!
//! ```sh
//! cargo run --release -p tafl-core --example tune -- --preset brandubh --games 4000 \
//!   --nodes 4000 --threads 2 --seed 1 --save brandubh-games.txt
//! cargo run --release -p tafl-core --example tune -- --preset brandubh --load brandubh-games.txt
//! ```

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use tafl_core::ai::tune::{self, Sample};
use tafl_core::ai::{mate_distance, Engine, EngineConfig, Level, SearchLimits, Weights};
use tafl_core::notation::{parse_record, write_record};
use tafl_core::review::{Judge, ReviewSettings};
use tafl_core::types::Side;
use tafl_core::variant::Variant;
use tafl_core::{Game, Preset};

struct Options {
    preset: Preset,
    games: u64,
    nodes: u64,
    /// The attackers' budget when it differs from `nodes`: on Copenhagen the defenders win every
    /// game between equals, and results that never vary teach the fit nothing.
    attacker_nodes: Option<u64>,
    random_plies: usize,
    max_plies: usize,
    threads: usize,
    seed: u64,
    skip: usize,
    rounds: usize,
    /// Overrides on hard's weights for the preset (applied once the preset is known).
    weights_text: String,
    weights: Weights,
    tune: Vec<String>,
    save: Option<String>,
    load: Option<String>,
    /// Fit the review's scale on every Nth position instead of tuning.
    review_scale: Option<usize>,
    /// Where `--review-scale` writes the scores it fitted, one `score result` a line.
    scores: Option<String>,
}

fn parse() -> Result<Options, String> {
    let mut o = Options {
        preset: Preset::Brandubh,
        games: 2000,
        nodes: 4000,
        attacker_nodes: None,
        random_plies: 4,
        max_plies: 400,
        threads: 2,
        seed: 1,
        skip: 2,
        rounds: 30,
        weights_text: String::new(),
        weights: Weights::default(),
        tune: [
            "defender",
            "king_distance",
            "open_line",
            "two_move_escape",
            "corner_diagonal",
            "corner_adjacent",
            "corner_near",
            "king_adjacent",
            "king_near",
            "king_mobility",
            "tempo",
        ]
        .map(String::from)
        .to_vec(),
        save: None,
        load: None,
        review_scale: None,
        scores: None,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < args.len() {
        let value = args
            .get(i + 1)
            .ok_or_else(|| format!("{} needs a value", args[i]))?;
        let number = || value.parse::<u64>().map_err(|e| format!("{value}: {e}"));
        match args[i].as_str() {
            "--preset" => o.preset = value.parse().map_err(|e| format!("{e:?}"))?,
            "--games" => o.games = number()?,
            "--nodes" => o.nodes = number()?,
            "--attacker-nodes" => o.attacker_nodes = Some(number()?),
            "--random-plies" => o.random_plies = number()? as usize,
            "--max-plies" => o.max_plies = number()? as usize,
            "--threads" => o.threads = number()?.max(1) as usize,
            "--seed" => o.seed = number()?,
            "--skip" => o.skip = number()? as usize,
            "--rounds" => o.rounds = number()? as usize,
            "--weights" => o.weights_text = value.clone(),
            "--tune" => o.tune = value.split(',').map(|s| s.trim().to_string()).collect(),
            "--save" => o.save = Some(value.clone()),
            "--load" => o.load = Some(value.clone()),
            "--review-scale" => o.review_scale = Some(number()?.max(1) as usize),
            "--scores" => o.scores = Some(value.clone()),
            other => return Err(format!("unknown option {other}")),
        }
        i += 2;
    }
    o.weights = Weights::tuned(Some(o.preset)).with_overrides(&o.weights_text)?;
    Ok(o)
}

/// One self-play game: random opening plies, then hard on both sides at a node budget.
fn self_play(o: &Options, v: &Arc<Variant>, seed: u64) -> Game {
    let mut rng = StdRng::seed_from_u64(seed);
    let config = |s| EngineConfig {
        tt_mb: 16,
        seed: Some(s),
    };
    let mut engines = [
        Engine::new(config(seed * 2)),
        Engine::new(config(seed * 2 + 1)),
    ];
    for e in &mut engines {
        e.set_weights(o.weights.clone());
    }
    let defenders = SearchLimits::nodes(o.nodes);
    let attackers = SearchLimits::nodes(o.attacker_nodes.unwrap_or(o.nodes));
    let stop = AtomicBool::new(false);
    let mut game = Game::from_variant(v.clone());
    while !game.is_over() && game.ply() < o.max_plies {
        let mv = if game.ply() < o.random_plies {
            let moves = game.legal_moves();
            moves[rng.random_range(0..moves.len())]
        } else {
            let engine = &mut engines[game.ply() % 2];
            let limits = match game.side_to_move() {
                Side::Attackers => &attackers,
                Side::Defenders => &defenders,
            };
            match engine.think(&game, Level::Hard, limits, &stop) {
                Some(report) => report.best,
                None => break,
            }
        };
        game.play(mv)
            .expect("the engine and the move list give legal moves");
    }
    game
}

fn generate(o: &Arc<Options>, v: &Arc<Variant>) -> Vec<Game> {
    let next = Arc::new(Mutex::new(0u64));
    let games = Arc::new(Mutex::new(Vec::new()));
    let workers: Vec<_> = (0..o.threads)
        .map(|_| {
            let (o, v, next, games) = (o.clone(), v.clone(), next.clone(), games.clone());
            std::thread::spawn(move || loop {
                let i = {
                    let mut n = next.lock().unwrap();
                    if *n >= o.games {
                        return;
                    }
                    *n += 1;
                    *n - 1
                };
                let game = self_play(&o, &v, o.seed + i);
                games.lock().unwrap().push((i, game));
            })
        })
        .collect();
    for w in workers {
        w.join().expect("a self-play thread panicked");
    }
    let mut games = std::mem::take(&mut *games.lock().unwrap());
    games.sort_by_key(|(i, _)| *i);
    games.into_iter().map(|(_, g)| g).collect()
}

fn load(path: &str, v: &Arc<Variant>) -> Result<Vec<Game>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let mut games = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let moves = parse_record(line).map_err(|e| format!("{path}:{}: {e:?}", n + 1))?;
        let mut game = Game::from_variant(v.clone());
        for m in moves {
            game.play(m.mv)
                .map_err(|e| format!("{path}:{}: {}: {e:?}", n + 1, m.mv))?;
        }
        games.push(game);
    }
    Ok(games)
}

/// Searches every `every`th position of the finished games as the review does and fits the
/// sigmoid to the scores (for the defenders) and the games' results. Forced game ends (mate
/// scores) are left out: the review counts them as certain.
fn review_scale(games: &[Game], v: &Arc<Variant>, every: usize, scores: Option<&str>) {
    let stop = AtomicBool::new(false);
    let settings = ReviewSettings::default();
    let mut scored = Vec::new();
    let mut judge = Judge::new(v, &settings);
    for game in games {
        let result = match game.outcome().map(|o| o.winner) {
            Some(Some(Side::Defenders)) => 1.0,
            Some(Some(Side::Attackers)) => 0.0,
            Some(None) => 0.5,
            None => continue,
        };
        let mut replay = Game::from_position(v.clone(), game.start_position().clone());
        for (ply, played) in game.moves().iter().enumerate() {
            if ply >= 2 && (ply - 2) % every == 0 {
                if let Some(report) = judge.search(&replay, &stop) {
                    if mate_distance(report.score).is_none() {
                        let score = f64::from(report.score);
                        let for_defenders = match replay.side_to_move() {
                            Side::Defenders => score,
                            Side::Attackers => -score,
                        };
                        scored.push((for_defenders, result));
                    }
                }
            }
            if replay.play(played.mv).is_err() {
                break;
            }
        }
    }
    if let Some(path) = scores {
        let text: String = scored.iter().map(|(s, r)| format!("{s} {r}\n")).collect();
        std::fs::write(path, text).unwrap_or_else(|e| eprintln!("tune: {path}: {e}"));
    }
    let fit = tune::fit_scale(&scored);
    let even = Judge::new(v, &settings).even(&stop);
    let k = tune::fit_slope(&scored, even);
    let review = tune::Fit { k, bias: even };
    println!(
        "{} positions searched; k={:.6} with the fitted bias {:.1} (error {:.6}); review k={k:.6} with the start's bias {even:.1} (error {:.6})",
        scored.len(),
        fit.k,
        fit.bias,
        tune::scale_error(&scored, fit),
        tune::scale_error(&scored, review),
    );
}

fn main() {
    let o = match parse() {
        Ok(o) => Arc::new(o),
        Err(e) => {
            eprintln!("tune: {e}");
            std::process::exit(2);
        }
    };
    let v = Arc::new(Variant::from_preset(o.preset));
    let games = match &o.load {
        Some(path) => load(path, &v).unwrap_or_else(|e| {
            eprintln!("tune: {e}");
            std::process::exit(2)
        }),
        None => generate(&o, &v),
    };
    if let Some(path) = &o.save {
        let text: String = games.iter().map(|g| write_record(g) + "\n").collect();
        std::fs::write(path, text).unwrap_or_else(|e| {
            eprintln!("tune: {path}: {e}");
            std::process::exit(2)
        });
    }
    if let Some(every) = o.review_scale {
        review_scale(&games, &v, every, o.scores.as_deref());
        return;
    }
    let (mut train, mut held) = (Vec::<Sample>::new(), Vec::<Sample>::new());
    let (mut d, mut a, mut draws) = (0, 0, 0);
    for (i, game) in games.iter().enumerate() {
        match game.outcome().map(|out| out.winner) {
            Some(Some(Side::Defenders)) => d += 1,
            Some(Some(Side::Attackers)) => a += 1,
            Some(None) => draws += 1,
            None => {}
        }
        let samples = tune::samples_from_game(game, o.skip);
        if i % 10 == 9 {
            held.extend(samples);
        } else {
            train.extend(samples);
        }
    }
    println!(
        "{} games (defenders {d}, attackers {a}, draws {draws}); {} training and {} held-out positions",
        games.len(),
        train.len(),
        held.len()
    );
    let fit = tune::fit(&v, &train, &o.weights);
    let names: Vec<&str> = o.tune.iter().map(String::as_str).collect();
    let before = (
        tune::error(&v, &train, &o.weights, fit),
        tune::error(&v, &held, &o.weights, fit),
    );
    println!(
        "k={:.6} bias={:.1} error before: training {:.6}, held out {:.6}",
        fit.k, fit.bias, before.0, before.1
    );
    let (tuned, after) =
        match tune::tune(&v, &train, &o.weights, &names, fit, o.rounds, |n, x, e| {
            println!("  {n}={x}  error {e:.6}")
        }) {
            Ok(w) => w,
            Err(e) => {
                eprintln!("tune: {e}");
                std::process::exit(2);
            }
        };
    println!(
        "bias={:.1} error after: training {:.6}, held out {:.6}",
        after.bias,
        tune::error(&v, &train, &tuned, after),
        tune::error(&v, &held, &tuned, after)
    );
    let changed: Vec<String> = Weights::names()
        .filter(|n| tuned.get(n) != o.weights.get(n))
        .map(|n| format!("{n}={}", tuned.get(n).unwrap_or(0)))
        .collect();
    println!("tuned: {}", changed.join(","));
    println!("all: {}", tuned.to_overrides());
}
