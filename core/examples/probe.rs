//! A tuning probe: plays one level (optionally with changed evaluation weights) against another
//! from a fixed side or both sides in turn, several games at once, and prints each result and A's
//! score with its 95% margin. The evaluation weights were tuned with it; the full ladder is the
//! `ladder` test in `core/tests/ai.rs`. A player may be `baseline`: hard frozen as it was before
//! issue 12 ([`tafl_core::ai::baseline`]).
//!
//! ```sh
//! cargo run --release -p tafl-core --example probe -- \
//!     --preset copenhagen --a hard --b medium --a-side attackers --games 20 --ms 100 \
//!     --threads 2 --a-weights open_line=300,corner_near=20 [--show] [--trace PLIES]
//! cargo run --release -p tafl-core --example probe -- \
//!     --preset tablut --a hard --b baseline --a-side both --games 200 --ms 1000 --threads 2
//! cargo run --release -p tafl-core --example probe -- \
//!     --preset brandubh --a hard --a-search-threads 2 --b baseline --a-side both --threads 1
//! cargo run --release -p tafl-core --example probe -- \
//!     --preset copenhagen --a hard --a-ms 300 --b baseline --b-ms 1000 --a-side both --games 200
//! cargo run --release -p tafl-core --example probe -- \
//!     --preset copenhagen --a hard --b baseline --nodes 150000 --games 40 --a-weights tempo=0
//! ```
//!
//! `--nodes` (or `--a-nodes` / `--b-nodes`) budgets moves in nodes instead of time: every run of
//! a game is then the same, whatever else the machine is doing, so two settings can be compared
//! game for game while a timed match runs on the other core.
//!
//! `--a-weights` / `--b-weights` change the named weights of the player's level for the preset
//! (hard's are the preset's fitted set, `Weights::tuned`); `default,` first starts from the
//! hand-set `Weights::default` instead.
//!
//! The summary gives the plies A's wins took, by side (min, median, 90th percentile, max).
//!
//! Game `i` uses seed `seed + i` (and with `--a-side both` A has the attackers when `i` is even),
//! so two runs with different weights meet the same openings, and runs with `--seed 1` and
//! `--seed 101` of 100 games each make one 200-game run.

use std::collections::HashMap;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tafl_core::ai::arena::Score;
use tafl_core::ai::{baseline, Engine, EngineConfig, Level, SearchLimits, Style, Weights};
use tafl_core::{Game, Preset, Side, Variant};

/// A probe player: a level, or the frozen baseline (played at hard).
#[derive(Clone, Copy, PartialEq)]
enum Player {
    Level(Level),
    Baseline,
}

impl Player {
    fn parse(text: &str) -> Result<Player, String> {
        if text == baseline::NAME {
            Ok(Player::Baseline)
        } else {
            text.parse().map(Player::Level)
        }
    }

    fn level(self) -> Level {
        match self {
            Player::Level(level) => level,
            Player::Baseline => Level::Hard,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Player::Level(level) => level.name(),
            Player::Baseline => baseline::NAME,
        }
    }
}

struct Options {
    preset: Preset,
    a: Player,
    b: Player,
    /// `None`: A alternates, attackers in even-numbered games.
    a_side: Option<Side>,
    games: u64,
    /// Budgets per move of A and B (`--ms` for both, `--a-ms` / `--b-ms` for one).
    a_ms: u64,
    b_ms: u64,
    /// Node budgets per move (`--nodes` for both, `--a-nodes` / `--b-nodes` for one): they
    /// replace the time budget, and make a game the same on every run and under any load.
    a_nodes: Option<u64>,
    b_nodes: Option<u64>,
    threads: u64,
    seed: u64,
    max_plies: usize,
    /// Overrides of each player's weights (`Weights::with_overrides`), on its level's own.
    a_weights: String,
    b_weights: String,
    /// Search refinements of A and B (`None`: the level's).
    a_style: Option<Style>,
    b_style: Option<Style>,
    /// Search threads of A and B (each game's engines; `--threads` is games at once).
    a_search_threads: usize,
    b_search_threads: usize,
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
    let nodes = |text: Option<&String>| -> Result<Option<u64>, String> {
        text.map(|t| t.parse().map_err(|_| format!("'{t}': not a node count")))
            .transpose()
    };
    let preset = Preset::from_id(&get("preset", "brandubh")).ok_or("unknown preset")?;
    let a_side = match get("a-side", "attackers").as_str() {
        "attackers" => Some(Side::Attackers),
        "defenders" => Some(Side::Defenders),
        "both" => None,
        other => return Err(format!("--a-side: '{other}' (attackers, defenders, both)")),
    };
    Ok(Options {
        preset,
        a: Player::parse(&get("a", "hard"))?,
        b: Player::parse(&get("b", "medium"))?,
        a_side,
        games: num("games", "10")?,
        a_ms: num("a-ms", &get("ms", "100"))?,
        b_ms: num("b-ms", &get("ms", "100"))?,
        a_nodes: nodes(map.get("a-nodes").or(map.get("nodes")))?,
        b_nodes: nodes(map.get("b-nodes").or(map.get("nodes")))?,
        threads: num("threads", "2")?.max(1),
        seed: num("seed", "1")?,
        max_plies: num("max-plies", "400")? as usize,
        a_weights: checked_weights(get("a-weights", ""))?,
        b_weights: checked_weights(get("b-weights", ""))?,
        a_style: parse_style("a-style", map.get("a-style"))?,
        b_style: parse_style("b-style", map.get("b-style"))?,
        a_search_threads: num("a-search-threads", "1")? as usize,
        b_search_threads: num("b-search-threads", "1")? as usize,
        show,
        trace: num("trace", "0")? as usize,
    })
}

/// `--a-style pruning=0,aspiration=1` (switches not named stay on), or `full` / `baseline`.
/// Weight overrides as given, once checked (names and numbers) against the defaults.
fn checked_weights(text: String) -> Result<String, String> {
    Weights::default().with_overrides(&text)?;
    Ok(text)
}

fn parse_style(key: &str, text: Option<&String>) -> Result<Option<Style>, String> {
    let Some(text) = text else { return Ok(None) };
    match text.as_str() {
        "full" => return Ok(Some(Style::FULL)),
        "baseline" => return Ok(Some(Style::BASELINE)),
        _ => {}
    }
    let mut style = Style::FULL;
    for part in text.split(',').filter(|p| !p.is_empty()) {
        let (name, value) = part
            .split_once('=')
            .ok_or_else(|| format!("--{key}: '{part}' is not name=0|1"))?;
        let on = match value {
            "0" => false,
            "1" => true,
            _ => return Err(format!("--{key}: '{value}' is not 0 or 1")),
        };
        match name {
            "pruning" => style.pruning = on,
            "aspiration" => style.aspiration = on,
            "full_budget" => style.full_budget = on,
            "deficit_contempt" => style.deficit_contempt = on,
            "history_malus" => style.history_malus = on,
            "iir" => style.iir = on,
            _ => {
                return Err(format!(
                    "--{key}: unknown switch '{name}' (pruning, aspiration, full_budget, \
                     deficit_contempt, history_malus, iir)"
                ))
            }
        }
    }
    Ok(Some(style))
}

/// A player's budget per move, as the summary prints it.
fn budget(nodes: Option<u64>, ms: u64) -> String {
    nodes.map_or(format!("{ms} ms"), |n| format!("{n} nodes"))
}

/// A's side in game `i`.
fn a_side(o: &Options, i: u64) -> Side {
    o.a_side.unwrap_or(if i % 2 == 0 {
        Side::Attackers
    } else {
        Side::Defenders
    })
}

/// One game; returns the winner (None: draw or cap), the reason and the plies played, and adds
/// the time and nodes of each of A's searches to `a_moves`.
fn play(
    o: &Options,
    v: &Arc<Variant>,
    seed: u64,
    a_side: Side,
    a_moves: &mut Vec<(Duration, u64)>,
) -> (Option<Side>, String, usize, Game) {
    let engine = |player: Player, weights: &str, style: Option<Style>, threads, s: u64| {
        let config = EngineConfig {
            tt_mb: 16,
            seed: Some(s),
        };
        let mut e = match player {
            // Frozen: --a-weights / --b-weights / --a-style do not apply.
            Player::Baseline => Engine::baseline(config),
            Player::Level(_) => {
                let mut e = Engine::new(config);
                if !weights.is_empty() {
                    let level = player.level();
                    let w = level.weights(v).with_overrides(weights);
                    e.set_weights(w.expect("checked when the options were read"));
                }
                e.set_style(style);
                e
            }
        };
        e.set_threads(threads);
        e
    };
    let mut a = engine(
        o.a,
        &o.a_weights,
        o.a_style,
        o.a_search_threads,
        seed * 2 + 1,
    );
    let mut b = engine(
        o.b,
        &o.b_weights,
        o.b_style,
        o.b_search_threads,
        seed * 2 + 2,
    );
    let limits = |nodes: Option<u64>, ms: u64| match nodes {
        Some(n) => SearchLimits::nodes(n),
        None => SearchLimits::movetime(Duration::from_millis(ms)),
    };
    let a_limits = limits(o.a_nodes, o.a_ms);
    let b_limits = limits(o.b_nodes, o.b_ms);
    let stop = AtomicBool::new(false);
    let mut game = Game::from_variant(v.clone());
    while game.ply() < o.max_plies {
        if let Some(out) = game.outcome() {
            return (out.winner, format!("{:?}", out.reason), game.ply(), game);
        }
        let a_to_move = game.side_to_move() == a_side;
        let (engine, level, limits) = if a_to_move {
            (&mut a, o.a.level(), &a_limits)
        } else {
            (&mut b, o.b.level(), &b_limits)
        };
        let Some(report) = engine.think(&game, level, limits, &stop) else {
            break;
        };
        if a_to_move {
            a_moves.push((report.elapsed, report.nodes));
        }
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
    // Plies of A's wins, by A's side (how fast A converts).
    let wins = Arc::new(Mutex::new((Vec::<usize>::new(), Vec::<usize>::new())));
    let a_moves = Arc::new(Mutex::new(Vec::<(Duration, u64)>::new()));
    let workers: Vec<_> = (0..o.threads)
        .map(|_| {
            let (o, v, next, tally) = (o.clone(), v.clone(), next.clone(), tally.clone());
            let (wins, a_moves) = (wins.clone(), a_moves.clone());
            std::thread::spawn(move || loop {
                let i = {
                    let mut n = next.lock().unwrap();
                    if *n >= o.games {
                        return;
                    }
                    *n += 1;
                    *n - 1
                };
                let side = a_side(&o, i);
                let mut moves = Vec::new();
                let (winner, reason, plies, game) = play(&o, &v, o.seed + i, side, &mut moves);
                a_moves.lock().unwrap().extend(moves);
                if winner == Some(side) {
                    let mut w = wins.lock().unwrap();
                    match side {
                        Side::Attackers => w.0.push(plies),
                        Side::Defenders => w.1.push(plies),
                    }
                }
                let mut t = tally.lock().unwrap();
                let verdict = match winner {
                    Some(w) if w == side => {
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
                    "game {i} seed {} A {}: {verdict} ({reason}) plies {plies}",
                    o.seed + i,
                    side.name()
                );
                if o.show && winner != Some(side) {
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
        "{} {} ({}, {}) vs {} ({}): A wins {a}, B wins {b}, draws {d}, A points {:.1}/{}",
        o.preset.id(),
        o.a.name(),
        o.a_side.map_or("both sides", Side::name),
        budget(o.a_nodes, o.a_ms),
        o.b.name(),
        budget(o.b_nodes, o.b_ms),
        a as f64 + d as f64 / 2.0,
        o.games
    );
    let (mut att, mut def) = wins.lock().unwrap().clone();
    for (side, plies) in [("attackers", &mut att), ("defenders", &mut def)] {
        if plies.is_empty() {
            continue;
        }
        plies.sort_unstable();
        let at = |q: f64| plies[((plies.len() - 1) as f64 * q).round() as usize];
        println!(
            "A's wins as {side}: {} in plies min {} median {} p90 {} max {}",
            plies.len(),
            plies[0],
            at(0.5),
            at(0.9),
            plies[plies.len() - 1]
        );
    }
    let mut moves = a_moves.lock().unwrap().clone();
    if !moves.is_empty() {
        let nodes: u64 = moves.iter().map(|m| m.1).sum();
        let secs: f64 = moves.iter().map(|m| m.0.as_secs_f64()).sum();
        moves.sort_unstable();
        let ms = |q: f64| {
            moves[((moves.len() - 1) as f64 * q).round() as usize]
                .0
                .as_secs_f64()
                * 1e3
        };
        println!(
            "A's moves: {} in ms median {:.0} p99 {:.0} max {:.0}; nodes/s {:.0}",
            moves.len(),
            ms(0.5),
            ms(0.99),
            ms(1.0),
            nodes as f64 / secs.max(1e-9)
        );
    }
    println!("{}", Score::new(a as usize, d as usize, b as usize).line());
}
