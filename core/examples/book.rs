//! Builds an opening book (`core/src/ai/book.rs`) by deep search, or prints one.
//!
//! ```sh
//! cargo build --release -p tafl-core --example book
//! target/release/examples/book build --preset brandubh --positions 300 --plies 12 \
//!     --nodes 16000000 --baseline-nodes 3000000 --margin 20 --threads 2 \
//!     --out core/book/brandubh.tbk
//! target/release/examples/book show --preset brandubh      # the shipped book, one line a move
//! target/release/examples/book from-log --preset brandubh --log build.log --out FILE
//! ```
//!
//! A build prints a line per position searched; `from-log` makes the book of those lines, for a
//! build stopped early. With `--threads 1` a build is the same on every run; with more, which
//! positions get searched near the end can depend on which thread finished first.
//!
//! **Which positions.** The book is for hard playing either side against anyone, so it is grown
//! from the start as two trees at once: one where hard has the attackers, one where it has the
//! defenders. Each position carries the chance of reaching it in each tree: where hard is to
//! move the chance splits over its book moves by their weights; where its opponent is, half
//! goes to the frozen baseline's move (at `--baseline-nodes`, the opponent hard is measured
//! against, and a fair stand-in for a strong player), three tenths to the deep search's best
//! move and the rest over the other book moves. The likeliest position not yet searched (in
//! either tree) is searched next, until `--positions` have been, never deeper than `--plies`.
//! Transpositions and mirror images are one position (the book's key).
//!
//! **What is stored.** Each searched position gets hard's own search (its weights and
//! contempt, one thread, a fresh table, `--nodes` nodes: for scale, hard at 1 s searches about 5
//! million on 7×7), then the best of the other moves at the same budget, and again while the
//! runner-up scores within `--margin` centi-soldiers of the best (three moves at most): those
//! moves are the position's book moves, the best weighted 3, a runner-up within half the margin
//! 2, the others 1. Every search is to a node budget, so the same command builds the same book
//! on any machine.

use std::collections::{BinaryHeap, HashSet};
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use tafl_core::ai::book::{self, Book, Entry, Keyed};
use tafl_core::ai::{Engine, EngineConfig, Level, SearchLimits};
use tafl_core::{Game, Move, Preset, Side, Variant};

struct Options {
    preset: Preset,
    positions: usize,
    plies: usize,
    nodes: u64,
    baseline_nodes: u64,
    margin: i32,
    threads: usize,
    out: String,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        preset: Preset::Brandubh,
        positions: 300,
        plies: 12,
        nodes: 16_000_000,
        baseline_nodes: 3_000_000,
        margin: 20,
        threads: 1,
        out: String::new(),
    };
    let mut i = 0;
    while i < args.len() {
        let value = args
            .get(i + 1)
            .ok_or(format!("{} needs a value", args[i]))?;
        let num = || {
            value
                .parse::<u64>()
                .map_err(|_| format!("{}: not a number", args[i]))
        };
        match args[i].as_str() {
            "--preset" => o.preset = Preset::from_id(value).ok_or("unknown preset")?,
            "--positions" => o.positions = num()? as usize,
            "--plies" => o.plies = num()? as usize,
            "--nodes" => o.nodes = num()?,
            "--baseline-nodes" => o.baseline_nodes = num()?,
            "--margin" => o.margin = num()? as i32,
            "--threads" => o.threads = (num()? as usize).max(1),
            "--out" => o.out = value.clone(),
            other => return Err(format!("unknown option {other}")),
        }
        i += 2;
    }
    Ok(o)
}

/// A position waiting to be searched, with its chance of arising in each tree.
struct Pending {
    game: Game,
    chance: [f64; 2],
}

impl Pending {
    fn priority(&self) -> f64 {
        self.chance[0].max(self.chance[1])
    }
}

impl PartialEq for Pending {
    fn eq(&self, other: &Self) -> bool {
        self.priority() == other.priority()
    }
}
impl Eq for Pending {}
impl PartialOrd for Pending {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Pending {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.priority().total_cmp(&other.priority())
    }
}

/// What the searches of one position found.
struct Found {
    /// Book moves with weights and scores, best first.
    moves: Vec<(Move, u8, i32)>,
    /// The baseline's move.
    baseline: Move,
}

fn analyse(o: &Options, game: &Game) -> Option<Found> {
    let stop = AtomicBool::new(false);
    let limits = SearchLimits::nodes(o.nodes);
    let mut engine = Engine::new(EngineConfig {
        tt_mb: 64,
        seed: Some(1),
    });
    engine.set_book(Some(false));
    let legal = game.legal_moves();
    let first = engine.think(game, Level::Hard, &limits, &stop)?;
    let mut moves = vec![(first.best, 3u8, first.score)];
    // A move is the same book move as another when it leads to the same position up to the
    // board's symmetries (at the start, the mirror images of one move).
    let v = game.variant();
    let after = |m: Move| {
        let (next, _) = game.position().play(v, m).expect("a legal move");
        Keyed::new(v, &next).key
    };
    let mut chosen = vec![after(first.best)];
    while moves.len() < 3 {
        let others: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|&m| !chosen.contains(&after(m)))
            .collect();
        if others.is_empty() {
            break;
        }
        engine.clear();
        let Some(next) = engine.think_with(game, Level::Hard, &limits, &stop, Some(&others), None)
        else {
            break;
        };
        let behind = first.score - next.score;
        if behind > o.margin {
            break;
        }
        let weight = if 2 * behind <= o.margin { 2 } else { 1 };
        chosen.push(after(next.best));
        moves.push((next.best, weight, next.score));
    }
    let mut baseline = Engine::baseline(EngineConfig {
        tt_mb: 16,
        seed: Some(1),
    });
    let reply = baseline.think(
        game,
        Level::Hard,
        &SearchLimits::nodes(o.baseline_nodes),
        &stop,
    )?;
    Some(Found {
        moves,
        baseline: reply.best,
    })
}

fn build(o: Options) -> Result<(), String> {
    if o.out.is_empty() {
        return Err("--out FILE is needed".into());
    }
    let v = Arc::new(Variant::from_preset(o.preset));
    let queue = Arc::new(Mutex::new(BinaryHeap::new()));
    queue.lock().unwrap().push(Pending {
        game: Game::from_variant(v.clone()),
        chance: [1.0, 1.0],
    });
    // Positions taken for a search (by key), and the entries found.
    let taken = Arc::new(Mutex::new(HashSet::new()));
    let entries = Arc::new(Mutex::new(Vec::<Entry>::new()));
    let searched = Arc::new(Mutex::new(0usize));
    let busy = Arc::new(Mutex::new(0usize));
    let o = Arc::new(o);
    let workers: Vec<_> = (0..o.threads)
        .map(|_| {
            let (o, v, queue, taken, entries) = (
                o.clone(),
                v.clone(),
                queue.clone(),
                taken.clone(),
                entries.clone(),
            );
            let (searched, busy) = (searched.clone(), busy.clone());
            std::thread::spawn(move || loop {
                let next = {
                    let mut q = queue.lock().unwrap();
                    let mut done = searched.lock().unwrap();
                    let mut got = None;
                    while *done < o.positions {
                        let Some(p) = q.pop() else { break };
                        let key = Keyed::new(&v, p.game.position()).key;
                        if p.game.ply() >= o.plies
                            || p.game.is_over()
                            || !taken.lock().unwrap().insert(key)
                        {
                            continue;
                        }
                        *done += 1;
                        got = Some(p);
                        break;
                    }
                    if got.is_some() {
                        *busy.lock().unwrap() += 1;
                    }
                    got
                };
                let Some(p) = next else {
                    // Nothing to search now: done, unless another worker may still add some.
                    if *busy.lock().unwrap() == 0 || *searched.lock().unwrap() >= o.positions {
                        return;
                    }
                    std::thread::sleep(std::time::Duration::from_millis(50));
                    continue;
                };
                let found = analyse(&o, &p.game);
                let pos = p.game.position();
                let keyed = Keyed::new(&v, pos);
                let t = keyed.symmetries[0];
                let mover = pos.side_to_move();
                if let Some(found) = &found {
                    let mut e = entries.lock().unwrap();
                    for &(mv, weight, score) in &found.moves {
                        e.push(Entry {
                            key: keyed.key,
                            mv: t.apply_move(mv, v.size()),
                            weight,
                            score: score.clamp(-30_000, 30_000) as i16,
                        });
                    }
                    let line: Vec<String> = found
                        .moves
                        .iter()
                        .map(|(m, w, s)| format!("{m}:{w}:{s}"))
                        .collect();
                    println!(
                        "ply {} chance {:.4}/{:.4} [{}]: {} baseline {}",
                        p.game.ply(),
                        p.chance[0],
                        p.chance[1],
                        p.game
                            .moves()
                            .iter()
                            .map(|m| m.mv.to_string())
                            .collect::<Vec<_>>()
                            .join(" "),
                        line.join(" "),
                        found.baseline
                    );
                }
                let children = found.map(|f| children(&f, mover, p.chance));
                let mut q = queue.lock().unwrap();
                for (mv, chance) in children.into_iter().flatten() {
                    let mut game = p.game.clone();
                    if game.play(mv).is_ok() {
                        q.push(Pending { game, chance });
                    }
                }
                *busy.lock().unwrap() -= 1;
            })
        })
        .collect();
    for w in workers {
        w.join().map_err(|_| "a worker panicked")?;
    }
    let entries = entries.lock().unwrap().clone();
    let bytes = book::encode(&entries);
    std::fs::write(&o.out, &bytes).map_err(|e| format!("{}: {e}", o.out))?;
    println!(
        "book {}: {} positions, {} entries, {} bytes",
        o.out,
        *searched.lock().unwrap(),
        entries.len(),
        bytes.len()
    );
    Ok(())
}

/// The moves to follow from a searched position, each with its chance in both trees (index 0:
/// hard has the attackers).
fn children(found: &Found, mover: Side, chance: [f64; 2]) -> Vec<(Move, [f64; 2])> {
    let own = match mover {
        Side::Attackers => 0,
        Side::Defenders => 1,
    };
    let total: f64 = found.moves.iter().map(|&(_, w, _)| f64::from(w)).sum();
    let mut out: Vec<(Move, [f64; 2])> = Vec::new();
    let mut add = |mv: Move, tree: usize, share: f64| {
        if let Some(e) = out.iter_mut().find(|(m, _)| *m == mv) {
            e.1[tree] += share;
        } else {
            let mut c = [0.0; 2];
            c[tree] = share;
            out.push((mv, c));
        }
    };
    // Hard to move: its book moves by weight.
    for &(mv, w, _) in &found.moves {
        add(mv, own, chance[own] * f64::from(w) / total);
    }
    // Its opponent to move: the baseline's move, the best move, the other book moves.
    let other = 1 - own;
    add(found.baseline, other, chance[other] * 0.5);
    add(found.moves[0].0, other, chance[other] * 0.3);
    let rest = &found.moves[1..];
    if rest.is_empty() {
        add(found.moves[0].0, other, chance[other] * 0.2);
    }
    for &(mv, _, _) in rest {
        add(mv, other, chance[other] * 0.2 / rest.len() as f64);
    }
    out
}

/// `book from-log --preset P --log FILE --out FILE`: the book a build's printed lines hold
/// (one line per searched position: its moves from the start, then its book moves), for a
/// build stopped before its count of positions.
fn from_log(o: &Options, log: &str) -> Result<(), String> {
    let v = Arc::new(Variant::from_preset(o.preset));
    let text = std::fs::read_to_string(log).map_err(|e| format!("{log}: {e}"))?;
    let mut entries = Vec::new();
    let mut positions = 0;
    for line in text.lines().filter(|l| l.starts_with("ply ")) {
        let bad = || format!("not a book line: {line}");
        let (path, rest) = line
            .split_once('[')
            .and_then(|(_, r)| r.split_once("]: "))
            .ok_or_else(bad)?;
        let mut game = Game::from_variant(v.clone());
        for mv in path.split_whitespace() {
            let mv = Move::parse(mv).map_err(|_| bad())?;
            game.play(mv).map_err(|_| bad())?;
        }
        let keyed = Keyed::new(&v, game.position());
        let t = keyed.symmetries[0];
        let moves = rest.split(" baseline ").next().ok_or_else(bad)?;
        for word in moves.split_whitespace() {
            let mut parts = word.split(':');
            let (Some(mv), Some(w), Some(s)) = (parts.next(), parts.next(), parts.next()) else {
                return Err(bad());
            };
            let mv = Move::parse(mv).map_err(|_| bad())?;
            entries.push(Entry {
                key: keyed.key,
                mv: t.apply_move(mv, v.size()),
                weight: w.parse().map_err(|_| bad())?,
                score: s.parse::<i32>().map_err(|_| bad())?.clamp(-30_000, 30_000) as i16,
            });
        }
        positions += 1;
    }
    let bytes = book::encode(&entries);
    std::fs::write(&o.out, &bytes).map_err(|e| format!("{}: {e}", o.out))?;
    println!(
        "book {}: {positions} positions, {} entries, {} bytes",
        o.out,
        entries.len(),
        bytes.len()
    );
    Ok(())
}

/// `book check --preset P --log FILE`: the shipped book gives, in every position a build's log
/// searched, exactly the moves the log has for it (as played on the board, after the book's
/// turning to and from the least key's orientation).
fn check(o: &Options, log: &str) -> Result<(), String> {
    let v = Arc::new(Variant::from_preset(o.preset));
    let book = Book::for_preset(Some(o.preset)).ok_or("no book for that preset")?;
    let text = std::fs::read_to_string(log).map_err(|e| format!("{log}: {e}"))?;
    let mut checked = 0;
    for line in text.lines().filter(|l| l.starts_with("ply ")) {
        let bad = || format!("not a book line: {line}");
        let (path, rest) = line
            .split_once('[')
            .and_then(|(_, r)| r.split_once("]: "))
            .ok_or_else(bad)?;
        let mut game = Game::from_variant(v.clone());
        for mv in path.split_whitespace() {
            game.play(Move::parse(mv).map_err(|_| bad())?)
                .map_err(|_| bad())?;
        }
        let logged = rest.split(" baseline ").next().ok_or_else(bad)?;
        let mut want: Vec<String> = logged
            .split_whitespace()
            .map(|w| w.split(':').next().unwrap_or("").to_string())
            .collect();
        let mut got: Vec<String> = book
            .moves(&v, game.position())
            .iter()
            .map(|m| m.mv.to_string())
            .collect();
        want.sort();
        got.sort();
        if want != got {
            return Err(format!("[{path}]: the log has {want:?}, the book {got:?}"));
        }
        checked += 1;
    }
    println!("{checked} positions: the book gives the logged moves");
    Ok(())
}

fn show(preset: Preset) -> Result<(), String> {
    let book = Book::for_preset(Some(preset)).ok_or("no book for that preset")?;
    let entries = book::decode_shipped(preset).ok_or("unreadable book")?;
    println!(
        "{}: {} entries, fingerprint {:016x}",
        preset.id(),
        book.len(),
        book.fingerprint()
    );
    for e in entries {
        println!(
            "{:016x} {} weight {} score {}",
            e.key, e.mv, e.weight, e.score
        );
    }
    Ok(())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("build") => parse(&args[1..]).and_then(build),
        Some("show") => parse(&args[1..]).and_then(|o| show(o.preset)),
        Some("check") => {
            let log = args
                .iter()
                .position(|a| a == "--log")
                .and_then(|i| args.get(i + 1));
            let rest: Vec<String> = args[1..]
                .iter()
                .filter(|a| Some(*a) != log && *a != "--log")
                .cloned()
                .collect();
            match log {
                Some(log) => parse(&rest).and_then(|o| check(&o, log)),
                None => Err("check needs --log FILE".into()),
            }
        }
        Some("from-log") => {
            let log = args
                .iter()
                .position(|a| a == "--log")
                .and_then(|i| args.get(i + 1));
            match log {
                Some(log) => {
                    let rest: Vec<String> = args[1..]
                        .iter()
                        .filter(|a| *a != "--log" && *a != log)
                        .cloned()
                        .collect();
                    parse(&rest).and_then(|o| from_log(&o, log))
                }
                None => Err("from-log needs --log FILE".into()),
            }
        }
        _ => Err("usage: book build|show [options] (see the source)".into()),
    };
    if let Err(e) = result {
        eprintln!("book: {e}");
        std::process::exit(2);
    }
}
