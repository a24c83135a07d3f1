//! A tuning probe: plays one level (optionally with changed evaluation weights) against another
//! from a fixed side or both sides in turn, several games at once, and prints each result and A's
//! score with its 95% margin. The evaluation weights were tuned with it; the full ladder is the
//! `ladder` test in `core/tests/ai.rs`. A player may be `baseline`: hard frozen as it was before
//! contempt and the later search refinements ([`tafl_core::ai::baseline`]).
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
//! `--a-book 1` / `--b-book 1` make hard play from its opening book on the presets that have
//! one (`core/src/ai/book.rs`; off by default), and the fingerprint line then names the book.
//!
//! `--a-weights` / `--b-weights` change the named weights of the player's level for the preset
//! (hard's are the preset's fitted set, `Weights::tuned`); `default,` first starts from the
//! hand-set `Weights::default` instead.
//!
//! The summary gives the plies A's wins took, by side (min, median, 90th percentile, max).
//!
//! `probe total FILE…` scores the games of several runs of one match as one (a 200-game match
//! split over cores, or over days): it refuses runs whose settings or engines differ, or a seed
//! counted twice.
//! The logs of the matches the README reports are in `docs/matches/`.
//!
//! Game `i` uses seed `seed + i` (and with `--a-side both` A has the attackers when `i` is even),
//! so two runs with different weights meet the same openings, and runs with `--seed 1` and
//! `--seed 101` of 100 games each make one 200-game run.

use std::collections::HashMap;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tafl_core::ai::arena::Score;
use tafl_core::ai::{baseline, Engine, EngineConfig, Level, SearchFeatures, SearchLimits, Weights};
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
    a_features: Option<SearchFeatures>,
    b_features: Option<SearchFeatures>,
    /// Search threads of A and B (each game's engines; `--threads` is games at once).
    a_search_threads: usize,
    b_search_threads: usize,
    /// Whether A and B play from hard's opening book (`--a-book 1`; `None`: as the engine
    /// decides, which is no).
    a_book: Option<bool>,
    b_book: Option<bool>,
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
        a_features: parse_features("a-features", map.get("a-features"))?,
        b_features: parse_features("b-features", map.get("b-features"))?,
        a_search_threads: num("a-search-threads", "1")? as usize,
        b_search_threads: num("b-search-threads", "1")? as usize,
        a_book: switch("a-book", map.get("a-book"))?,
        b_book: switch("b-book", map.get("b-book"))?,
        show,
        trace: num("trace", "0")? as usize,
    })
}

/// `--a-book 0|1`.
fn switch(key: &str, text: Option<&String>) -> Result<Option<bool>, String> {
    match text.map(String::as_str) {
        None => Ok(None),
        Some("0") => Ok(Some(false)),
        Some("1") => Ok(Some(true)),
        Some(other) => Err(format!("--{key}: '{other}' is not 0 or 1")),
    }
}

/// `--a-features pruning=0,aspiration=1` (switches not named stay on), or `full` / `baseline`.
/// Weight overrides as given, once checked (names and numbers) against the defaults.
fn checked_weights(text: String) -> Result<String, String> {
    Weights::default().with_overrides(&text)?;
    Ok(text)
}

fn parse_features(key: &str, text: Option<&String>) -> Result<Option<SearchFeatures>, String> {
    let Some(text) = text else { return Ok(None) };
    match text.as_str() {
        "full" => return Ok(Some(SearchFeatures::FULL)),
        "baseline" => return Ok(Some(SearchFeatures::BASELINE)),
        _ => {}
    }
    let mut features = SearchFeatures::FULL;
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
            "pruning" => features.pruning = on,
            "aspiration" => features.aspiration = on,
            "full_budget" => features.full_budget = on,
            "deficit_contempt" => features.deficit_contempt = on,
            "history_malus" => features.history_malus = on,
            "iir" => features.iir = on,
            _ => {
                return Err(format!(
                    "--{key}: unknown switch '{name}' (pruning, aspiration, full_budget, \
                     deficit_contempt, history_malus, iir)"
                ))
            }
        }
    }
    Ok(Some(features))
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

#[derive(Clone, Copy)]
enum Role {
    A,
    B,
}

/// Player A's or B's engine as the options set it up, its random choices seeded with `seed`.
fn engine(o: &Options, v: &Variant, role: Role, seed: u64) -> Engine {
    let (player, weights, features, threads, book) = match role {
        Role::A => (
            o.a,
            &o.a_weights,
            o.a_features,
            o.a_search_threads,
            o.a_book,
        ),
        Role::B => (
            o.b,
            &o.b_weights,
            o.b_features,
            o.b_search_threads,
            o.b_book,
        ),
    };
    let config = EngineConfig {
        tt_mb: 16,
        seed: Some(seed),
    };
    let mut e = match player {
        // Frozen: --a-weights / --b-weights / --a-features do not apply.
        Player::Baseline => Engine::baseline(config),
        Player::Level(level) => {
            let mut e = Engine::new(config);
            if !weights.is_empty() {
                let w = level.weights(v).with_overrides(weights);
                e.set_weights(w.expect("checked when the options were read"));
            }
            e.set_features(features);
            e
        }
    };
    e.set_threads(threads);
    if book.is_some() {
        e.set_book(book);
    }
    e
}

/// Depth of the fingerprint searches: well under a second on every preset.
const FINGERPRINT_DEPTH: u32 = 7;

/// The nodes A's and B's engines search to a fixed depth from the start (attackers to move)
/// and from the position after their first move (defenders to move), and the fingerprint of
/// the opening book a player plays from, if any. Any change to an engine's search, to the
/// weights it plays either side with or to its book changes the line (as `tafl bench` does
/// for the default weights), so `probe total` can refuse to add up runs of different engines.
fn fingerprint(o: &Options, v: &Arc<Variant>) -> String {
    let stop = AtomicBool::new(false);
    let limits = SearchLimits::depth(FINGERPRINT_DEPTH);
    let count = |role: Role, player: Player| {
        let mut e = engine(o, v, role, 0);
        // One thread: a parallel search's node count is not repeatable.
        e.set_threads(1);
        let mut game = Game::from_variant(v.clone());
        let mut counts = Vec::new();
        for _ in 0..2 {
            let Some(report) = e.think(&game, player.level(), &limits, &stop) else {
                break;
            };
            counts.push(report.nodes.to_string());
            if game.play(report.best).is_err() {
                break;
            }
        }
        let mut line = counts.join("+");
        let book = tafl_core::ai::book::Book::for_preset(v.preset());
        if let (Player::Level(Level::Hard), true, Some(book)) = (player, e.book(), book) {
            line.push_str(&format!(" book {:016x}", book.fingerprint()));
        }
        line
    };
    format!("A {} B {}", count(Role::A, o.a), count(Role::B, o.b))
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
    let mut a = engine(o, v, Role::A, seed * 2 + 1);
    let mut b = engine(o, v, Role::B, seed * 2 + 2);
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

/// How long A's wins took, by A's side (min, median, 90th percentile, max).
fn print_win_plies(att: Vec<usize>, def: Vec<usize>) {
    for (side, mut plies) in [("attackers", att), ("defenders", def)] {
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
}

/// One `game …` line of a probe's output, read back.
struct Finished {
    seed: u64,
    side: Side,
    /// `Some(true)`: A won; `Some(false)`: B won; `None`: drawn or capped.
    a_won: Option<bool>,
    reason: String,
    plies: usize,
}

impl Finished {
    /// "A wins", "B wins" or "draw" (drawn or capped).
    fn verdict(&self) -> &'static str {
        match self.a_won {
            Some(true) => "A wins",
            Some(false) => "B wins",
            None => "draw",
        }
    }

    /// The line a run prints for its `i`th game, which [`parse_game_line`] reads back.
    fn line(&self, i: u64) -> String {
        format!(
            "game {i} seed {} A {}: {} ({}) plies {}",
            self.seed,
            self.side.name(),
            self.verdict(),
            self.reason,
            self.plies
        )
    }
}

fn parse_game_line(line: &str) -> Option<Finished> {
    // game 0 seed 201 A attackers: A wins (KingCaptured) plies 145
    // game 3 seed 204 A defenders: draw (Capped) plies 400
    let words: Vec<&str> = line.split_whitespace().collect();
    let (head, verdict, tail) = match words.as_slice() {
        [head @ .., "A", "wins", reason, "plies", plies] => (head, Some(true), [*reason, *plies]),
        [head @ .., "B", "wins", reason, "plies", plies] => (head, Some(false), [*reason, *plies]),
        [head @ .., "draw", reason, "plies", plies] => (head, None, [*reason, *plies]),
        _ => return None,
    };
    let ["game", _, "seed", seed, "A", side] = head else {
        return None;
    };
    let side = match *side {
        "attackers:" => Side::Attackers,
        "defenders:" => Side::Defenders,
        _ => return None,
    };
    let [reason, plies] = tail;
    Some(Finished {
        seed: seed.parse().ok()?,
        side,
        a_won: verdict,
        reason: reason.strip_prefix('(')?.strip_suffix(')')?.to_string(),
        plies: plies.parse().ok()?,
    })
}

/// The first line of a run's output: the probe's arguments.
const MATCH_HEADER: &str = "# probe";
/// The second: the engines' [`fingerprint`].
const FINGERPRINT_HEADER: &str = "# fingerprint";

/// A run's arguments without those that only split a match into runs (`--seed`, `--games`,
/// `--threads`) or change what is printed (`--show`, `--trace`).
fn match_settings(args: &str) -> String {
    let words: Vec<&str> = args.split_whitespace().collect();
    let mut kept = Vec::new();
    let mut i = 0;
    while i < words.len() {
        match words[i] {
            "--show" => i += 1,
            "--seed" | "--games" | "--threads" | "--trace" => i += 2,
            key => {
                let value = words.get(i + 1).copied().unwrap_or("");
                kept.push(format!("{key} {value}"));
                i += 2;
            }
        }
    }
    // The same settings in another order are the same match.
    kept.sort();
    kept.join(" ")
}

/// The games of several runs' outputs (`(name, text)`), once each: an error if the runs are of
/// different matches (settings or engines) or a seed appears twice from the same side.
fn read_runs(runs: &[(String, String)]) -> Result<Vec<(String, Vec<Finished>)>, String> {
    let mut read: Vec<(String, Vec<Finished>)> = Vec::new();
    let mut first: Option<(&str, String)> = None;
    for (name, text) in runs {
        let header = |prefix: &str| {
            text.lines()
                .find_map(|l| l.strip_prefix(prefix))
                .map(str::trim)
                .ok_or_else(|| format!("{name}: no '{prefix}' line, so not a probe run"))
        };
        let settings = format!(
            "{} (engines: {})",
            match_settings(header(MATCH_HEADER)?),
            header(FINGERPRINT_HEADER)?
        );
        match &first {
            None => first = Some((name, settings)),
            Some((other, expected)) if *expected != settings => {
                return Err(format!(
                    "{name} plays '{settings}' but {other} plays '{expected}': not one match"
                ))
            }
            Some(_) => {}
        }
        let mut games: Vec<Finished> = Vec::new();
        for line in text.lines().filter(|l| l.starts_with("game ")) {
            let game = parse_game_line(line)
                .ok_or_else(|| format!("{name}: not a game line: '{line}'"))?;
            let counted = read.iter().flat_map(|(_, g)| g).chain(&games);
            if counted
                .into_iter()
                .any(|g| g.seed == game.seed && g.side == game.side)
            {
                return Err(format!(
                    "{name}: seed {} as {} is already counted",
                    game.seed,
                    game.side.name()
                ));
            }
            games.push(game);
        }
        read.push((name.clone(), games));
    }
    Ok(read)
}

/// `probe total FILE…`: one total over the games several probe runs printed, so a 200-game
/// match split over cores and sessions is scored as one.
fn total(files: &[String]) -> Result<(), String> {
    let mut runs = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
        runs.push((file.clone(), text));
    }
    let mut games = Vec::new();
    for (file, read) in read_runs(&runs)? {
        println!("{file}: {} games", read.len());
        games.extend(read);
    }
    let (mut a, mut b, mut d) = (0, 0, 0);
    let mut wins = (Vec::new(), Vec::new());
    for side in [Side::Attackers, Side::Defenders] {
        let mine: Vec<&Finished> = games.iter().filter(|g| g.side == side).collect();
        let count = |won: Option<bool>| mine.iter().filter(|g| g.a_won == won).count();
        let (sa, sb, sd) = (count(Some(true)), count(Some(false)), count(None));
        let mut reasons: Vec<(String, usize)> = Vec::new();
        for g in &mine {
            let key = format!("{} {}", g.verdict(), g.reason);
            match reasons.iter_mut().find(|(k, _)| *k == key) {
                Some((_, n)) => *n += 1,
                None => reasons.push((key, 1)),
            }
        }
        reasons.sort();
        let reasons: Vec<String> = reasons.iter().map(|(k, n)| format!("{k} {n}")).collect();
        println!(
            "A as {}: A wins {sa}, B wins {sb}, draws {sd} ({})",
            side.name(),
            reasons.join(", ")
        );
        let plies = mine
            .iter()
            .filter(|g| g.a_won == Some(true))
            .map(|g| g.plies);
        match side {
            Side::Attackers => wins.0.extend(plies),
            Side::Defenders => wins.1.extend(plies),
        }
        (a, b, d) = (a + sa, b + sb, d + sd);
    }
    println!("A wins {a}, B wins {b}, draws {d}");
    print_win_plies(wins.0, wins.1);
    println!("{}", Score::new(a, d, b).line());
    Ok(())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("total") {
        if let Err(e) = total(&args[1..]) {
            eprintln!("probe total: {e}");
            std::process::exit(2);
        }
        return;
    }
    let o = match parse() {
        Ok(o) => Arc::new(o),
        Err(e) => {
            eprintln!("probe: {e}");
            std::process::exit(2);
        }
    };
    // The settings head the output so that `probe total` can tell runs of one match apart
    // from runs of another.
    println!("{MATCH_HEADER} {}", args.join(" "));
    let v = Arc::new(Variant::from_preset(o.preset));
    println!("{FINGERPRINT_HEADER} {}", fingerprint(&o, &v));
    let next = Arc::new(Mutex::new(0u64));
    let totals = Arc::new(Mutex::new((0u64, 0u64, 0u64)));
    // Plies of A's wins, by A's side (how fast A converts).
    let wins = Arc::new(Mutex::new((Vec::<usize>::new(), Vec::<usize>::new())));
    let a_moves = Arc::new(Mutex::new(Vec::<(Duration, u64)>::new()));
    let workers: Vec<_> = (0..o.threads)
        .map(|_| {
            let (o, v, next, totals) = (o.clone(), v.clone(), next.clone(), totals.clone());
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
                let finished = Finished {
                    seed: o.seed + i,
                    side,
                    a_won: winner.map(|w| w == side),
                    reason,
                    plies,
                };
                let mut t = totals.lock().unwrap();
                match finished.a_won {
                    Some(true) => t.0 += 1,
                    Some(false) => t.1 += 1,
                    None => t.2 += 1,
                }
                println!("{}", finished.line(i));
                if o.show && winner != Some(side) {
                    println!("{}", game.position().diagram(&v));
                }
            })
        })
        .collect();
    for w in workers {
        w.join().expect("a probe worker panicked");
    }
    let (a, b, d) = *totals.lock().unwrap();
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
    let (att, def) = wins.lock().unwrap().clone();
    print_win_plies(att, def);
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
        // A move found with no search came from the opening book.
        let booked = moves.iter().filter(|m| m.1 == 0).count();
        println!(
            "A's moves: {} ({booked} from the book) in ms median {:.0} p99 {:.0} max {:.0}; \
             nodes/s {:.0}",
            moves.len(),
            ms(0.5),
            ms(0.99),
            ms(1.0),
            nodes as f64 / secs.max(1e-9)
        );
    }
    println!("{}", Score::new(a as usize, d as usize, b as usize).line());
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(name: &str, args: &str, fingerprint: &str, games: &[&str]) -> (String, String) {
        let mut text = format!("{MATCH_HEADER} {args}\n{FINGERPRINT_HEADER} {fingerprint}\n");
        for g in games {
            text.push_str(g);
            text.push('\n');
        }
        text.push_str("score=1.000 margin95=0.000\n");
        (name.to_string(), text)
    }

    const ARGS: &str = "--preset copenhagen --a hard --b baseline --ms 1000 --seed 201";

    #[test]
    fn reads_every_verdict_back() {
        let win = parse_game_line("game 0 seed 201 A attackers: A wins (KingCaptured) plies 145")
            .unwrap();
        assert_eq!(
            (win.seed, win.side, win.a_won),
            (201, Side::Attackers, Some(true))
        );
        assert_eq!((win.reason.as_str(), win.plies), ("KingCaptured", 145));
        let loss =
            parse_game_line("game 1 seed 302 A defenders: B wins (Repetition) plies 277").unwrap();
        assert_eq!((loss.side, loss.a_won), (Side::Defenders, Some(false)));
        let draw = parse_game_line("game 3 seed 204 A defenders: draw (Capped) plies 400").unwrap();
        assert_eq!((draw.a_won, draw.reason.as_str()), (None, "Capped"));
        // What a run prints is what the total reads.
        for g in [win, loss, draw] {
            let back = parse_game_line(&g.line(7)).unwrap();
            assert_eq!(back.line(7), g.line(7));
        }
        assert!(
            parse_game_line("game 3 seed 204 A defenders: C wins (Capped) plies 400").is_none()
        );
        assert!(parse_game_line("game 3 seed x A defenders: draw (Capped) plies 400").is_none());
    }

    #[test]
    fn runs_of_one_match_add_up_whatever_splits_them() {
        let a = run(
            "a",
            ARGS,
            "A 1 B 2",
            &["game 0 seed 201 A attackers: A wins (Encircled) plies 90"],
        );
        let b = run(
            "b",
            "--threads 1 --seed 301 --games 5 --ms 1000 --b baseline --a hard --preset copenhagen",
            "A 1 B 2",
            &[
                "game 0 seed 301 A attackers: B wins (KingEscaped) plies 126",
                "game 1 seed 302 A defenders: draw (Capped) plies 400",
            ],
        );
        let read = read_runs(&[a, b]).unwrap();
        assert_eq!(read.iter().map(|(_, g)| g.len()).sum::<usize>(), 3);
    }

    #[test]
    fn refuses_another_match_another_engine_or_a_game_twice() {
        let game = "game 0 seed 201 A attackers: A wins (Encircled) plies 90";
        let base = run("a", ARGS, "A 1 B 2", &[game]);
        let slower = run("b", &ARGS.replace("1000", "300"), "A 1 B 2", &[]);
        let changed = run("c", ARGS, "A 3 B 2", &[]);
        let again = run("d", ARGS, "A 1 B 2", &[game]);
        let bare = ("e".to_string(), format!("{game}\n"));
        for other in [slower, changed, again, bare] {
            assert!(read_runs(&[base.clone(), other]).is_err());
        }
        // The same seed from the other side is another game.
        let other_side = run(
            "f",
            ARGS,
            "A 1 B 2",
            &["game 1 seed 201 A defenders: A wins (KingEscaped) plies 30"],
        );
        assert!(read_runs(&[base, other_side]).is_ok());
    }
}
