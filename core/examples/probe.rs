//! A tuning probe: plays one level (optionally with changed evaluation weights) against another
//! from a fixed side, several games at once, and prints each result. The evaluation weights were
//! tuned with it; the full ladder is the `ladder` test in `core/tests/ai.rs`.
//!
//! ```sh
//! cargo run --release -p tafl-core --example probe -- \
//!     --preset copenhagen --a hard --b medium --a-side attackers --games 20 --ms 100 \
//!     --threads 2 --a-weights open_line=300,corner_near=20 [--show] [--trace PLIES]
//! ```
//!
//! Game `i` uses seed `seed + i`, so two runs with different weights meet the same openings.

use std::collections::HashMap;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tafl_core::ai::{Engine, EngineConfig, Level, SearchLimits, Weights};
use tafl_core::{Game, Preset, Side, Variant};

struct Options {
    preset: Preset,
    a: Level,
    b: Level,
    a_side: Side,
    games: u64,
    ms: u64,
    threads: u64,
    seed: u64,
    max_plies: usize,
    a_weights: Weights,
    b_weights: Weights,
    show: bool,
    /// Print the board every this many plies (0: never).
    trace: usize,
}

fn parse() -> Result<Options, String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut map: HashMap<String, String> = HashMap::new();
    let mut show = false;
    let mut i = 0;
    while i < args.len() {
        let key = args[i]
            .strip_prefix("--")
            .ok_or_else(|| format!("unexpected '{}'", args[i]))?;
        if key == "show" {
            show = true;
            i += 1;
            continue;
        }
        let value = args
            .get(i + 1)
            .ok_or_else(|| format!("--{key} needs a value"))?;
        map.insert(key.to_string(), value.clone());
        i += 2;
    }
    let get = |k: &str, d: &str| map.get(k).cloned().unwrap_or_else(|| d.to_string());
    let num = |k: &str, d: &str| -> Result<u64, String> {
        get(k, d)
            .parse()
            .map_err(|_| format!("--{k}: not a number"))
    };
    let preset = Preset::from_id(&get("preset", "brandubh")).ok_or("unknown preset")?;
    let a_side = match get("a-side", "attackers").as_str() {
        "attackers" => Side::Attackers,
        "defenders" => Side::Defenders,
        other => return Err(format!("--a-side: '{other}'")),
    };
    Ok(Options {
        preset,
        a: get("a", "hard").parse()?,
        b: get("b", "medium").parse()?,
        a_side,
        games: num("games", "10")?,
        ms: num("ms", "100")?,
        threads: num("threads", "2")?.max(1),
        seed: num("seed", "1")?,
        max_plies: num("max-plies", "400")? as usize,
        a_weights: Weights::default().with_overrides(&get("a-weights", ""))?,
        b_weights: Weights::default().with_overrides(&get("b-weights", ""))?,
        show,
        trace: num("trace", "0")? as usize,
    })
}

/// One game; returns the winner (None: draw or cap), the reason and the plies played.
fn play(o: &Options, v: &Arc<Variant>, seed: u64) -> (Option<Side>, String, usize, Game) {
    let config = |s: u64| EngineConfig {
        tt_mb: 16,
        seed: Some(s),
    };
    let mut a = Engine::new(config(seed * 2 + 1));
    a.set_weights(o.a_weights.clone());
    let mut b = Engine::new(config(seed * 2 + 2));
    b.set_weights(o.b_weights.clone());
    let limits = SearchLimits::movetime(Duration::from_millis(o.ms));
    let stop = AtomicBool::new(false);
    let mut game = Game::from_variant(v.clone());
    while game.ply() < o.max_plies {
        if let Some(out) = game.outcome() {
            return (out.winner, format!("{:?}", out.reason), game.ply(), game);
        }
        let (engine, level) = if game.side_to_move() == o.a_side {
            (&mut a, o.a)
        } else {
            (&mut b, o.b)
        };
        let Some(report) = engine.think(&game, level, &limits, &stop) else {
            break;
        };
        if let Err(e) = game.play(report.best) {
            panic!("illegal move {}: {e}", report.best);
        }
        if o.trace > 0 && game.ply() % o.trace == 0 {
            println!(
                "seed {seed} ply {} after {} (score {} depth {}):\n{}",
                game.ply(),
                report.best,
                report.score,
                report.depth,
                game.position().diagram(v)
            );
        }
    }
    match game.outcome() {
        Some(out) => (out.winner, format!("{:?}", out.reason), game.ply(), game),
        None => (None, "Capped".to_string(), game.ply(), game),
    }
}

fn main() {
    let o = match parse() {
        Ok(o) => Arc::new(o),
        Err(e) => {
            eprintln!("probe: {e}");
            std::process::exit(2);
        }
    };
    let v = Arc::new(Variant::from_preset(o.preset));
    let next = Arc::new(Mutex::new(0u64));
    let tally = Arc::new(Mutex::new((0u64, 0u64, 0u64)));
    let workers: Vec<_> = (0..o.threads)
        .map(|_| {
            let (o, v, next, tally) = (o.clone(), v.clone(), next.clone(), tally.clone());
            std::thread::spawn(move || loop {
                let i = {
                    let mut n = next.lock().unwrap();
                    if *n >= o.games {
                        return;
                    }
                    *n += 1;
                    *n - 1
                };
                let (winner, reason, plies, game) = play(&o, &v, o.seed + i);
                let mut t = tally.lock().unwrap();
                let verdict = match winner {
                    Some(w) if w == o.a_side => {
                        t.0 += 1;
                        "A wins"
                    }
                    Some(_) => {
                        t.1 += 1;
                        "B wins"
                    }
                    None => {
                        t.2 += 1;
                        "draw"
                    }
                };
                println!(
                    "game {i} seed {}: {verdict} ({reason}) plies {plies}",
                    o.seed + i
                );
                if o.show && winner != Some(o.a_side) {
                    println!("{}", game.position().diagram(&v));
                }
            })
        })
        .collect();
    for w in workers {
        w.join().expect("a probe worker panicked");
    }
    let (a, b, d) = *tally.lock().unwrap();
    println!(
        "{} {} ({}) vs {}: A wins {a}, B wins {b}, draws {d}, A points {:.1}/{}",
        o.preset.id(),
        o.a,
        if o.a_side == Side::Attackers {
            "attackers"
        } else {
            "defenders"
        },
        o.b,
        a as f64 + d as f64 / 2.0,
        o.games
    );
}
