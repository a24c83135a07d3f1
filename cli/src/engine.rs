//! `tafl engine`: the engine side of the OpenTafl Engine Protocol (OTEP) on standard input and
//! output.
//!
//! The engine keeps its own [`Game`]: `rules` resets it, `opponent-move` plays the opponent's move
//! and, when the position sent along disagrees (or the move does not fit), takes the position
//! instead; `move <position>` (the host accepting our move) is checked the same way. `play`
//! starts a search on a worker thread while the main thread keeps reading, so `goodbye`,
//! `finish` or new game state stop a search at once.
//!
//! `side <side>` names the side to move (for analysis and replay); the side the engine plays
//! comes from `play <side>`. A `clock` received since the last `play` is the one for the next
//! `play` (the order OpenTafl's host uses); without one, `play` waits briefly for a `clock` right
//! after it (the order `tafl match` used before).

use crate::events::{spawn_observed_reader, spawn_reader, Event};
use crate::otep::{self, Clock};
use crate::variant_args::VariantArgs;
use crate::CliResult;
use clap::Args;
use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};
use tafl_core::ai::{Engine, EngineConfig, Level, SearchLimits, SearchReport};
use tafl_core::{Game, Move, Position, Side, Variant};

/// Speak the OpenTafl Engine Protocol (OTEP) on standard input and output.
///
/// Says `hello`, then answers `play <side>` with `move a4-a3` (the Hard level by default) within
/// the time the `clock` command sent before `play` (or right after it) allows. `side <side>` sets
/// the side to move of the current position (for `analyze`). Understood: hello, rules <OTR>,
/// position <OTN>, side, clock, start, play, opponent-move <move> <position>, move <position>,
/// analyze <number> <seconds>, finish <code>, error, goodbye (exit). Unknown commands are ignored;
/// malformed ones are answered with `error 0 <why>` (`error -1` for rules that cannot be played).
#[derive(Args, Debug)]
#[command(
    after_help = "Clock budget: in overtime (`123*`) 3/4 of the period left minus 20 ms; \
on main time main/30 plus 3/4 of an overtime period if any are left, at most main/3 (+ that \
share) and 60 s; --movetime when the host keeps no time (-1) or sends no clock."
)]
pub struct EngineArgs {
    /// Playing strength: random, easy, medium or hard
    #[arg(long, value_name = "LEVEL", default_value = "hard")]
    pub level: Level,

    /// Thinking time per move (milliseconds) when the host sends no clock or keeps no time
    #[arg(long, value_name = "MS", default_value_t = 1000,
          value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
    pub movetime: u64,

    /// Transposition table size (MiB)
    #[arg(long, value_name = "MB", default_value_t = EngineConfig::DEFAULT_TT_MB as u64,
          value_parser = clap::value_parser!(u64).range(1..=4096))]
    pub hash: u64,

    /// Seed of the engine's random choices (default: different every run)
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,

    /// The rules until the host sends `rules`
    #[command(flatten)]
    pub rules: VariantArgs,
}

pub fn run(args: &EngineArgs) -> CliResult {
    let variant = args.rules.load()?;
    let engine = Engine::new(EngineConfig {
        tt_mb: args.hash as usize,
        seed: args.seed,
    });
    let (tx, rx) = mpsc::channel();
    spawn_reader(io::BufReader::new(io::stdin()), tx.clone());
    let mut session = EngineSession::new(
        variant,
        args.level,
        Duration::from_millis(args.movetime),
        engine,
        tx,
    );
    session.run(rx, &mut io::stdout().lock())?;
    Ok(())
}

/// Runs a whole session on `input` (read as standard input would be, then its end) with the
/// Brandubh preset until the host sends rules, every search also capped at `nodes` nodes, and
/// returns what the engine wrote. The fuzz target and its corpus replay drive the engine
/// through this.
#[doc(hidden)]
pub fn run_input(input: &[u8], level: Level, nodes: u64) -> io::Result<String> {
    let (tx, rx) = mpsc::channel();
    let reader = spawn_observed_reader(io::Cursor::new(input.to_vec()), tx.clone(), |_| {});
    let engine = Engine::new(EngineConfig {
        tt_mb: 1,
        seed: Some(1),
    });
    let variant = Arc::new(Variant::from_preset(tafl_core::Preset::Brandubh));
    let mut session = EngineSession::new(variant, level, Duration::from_millis(50), engine, tx);
    session.node_cap = Some(nodes);
    let mut out = Vec::new();
    let result = session.run(rx, &mut out);
    // The receiver is gone with the session: the reader stops at its next line, if any is left.
    let _ = reader.join();
    result?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// How long `play` waits for the `clock` line the host sends right after it.
const CLOCK_GRACE: Duration = Duration::from_millis(100);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum JobKind {
    Play,
    Analyze,
}

/// A search finished on its worker thread.
#[derive(Debug)]
pub struct JobDone {
    id: u64,
    kind: JobKind,
    report: Option<SearchReport>,
}

struct Job {
    id: u64,
    kind: JobKind,
    stop: Arc<AtomicBool>,
}

struct EngineSession {
    game: Game,
    side: Option<Side>,
    clock: Option<Clock>,
    level: Level,
    default_budget: Duration,
    /// Shared with the worker thread of the running search (a cancelled search still holds it
    /// until it notices its stop flag).
    engine: Arc<Mutex<Engine>>,
    tx: Sender<Event<JobDone>>,
    job: Option<Job>,
    /// The threads of the searches started, the running one and cancelled ones that have not
    /// noticed their stop flag yet.
    searches: Vec<thread::JoinHandle<()>>,
    next_id: u64,
    /// `play <side>` received, waiting briefly for its `clock` line.
    pending_play: Option<(Side, Instant)>,
    /// A `clock` arrived since the last `play` started: it is the clock for the next one.
    clock_fresh: bool,
    /// The budget of the last search started for `play` (for tests).
    last_budget: Option<Duration>,
    /// Every search stops after this many nodes as well (the fuzz target's cap; `None` in play).
    node_cap: Option<u64>,
    eof: bool,
}

impl EngineSession {
    fn new(
        variant: Arc<Variant>,
        level: Level,
        default_budget: Duration,
        engine: Engine,
        tx: Sender<Event<JobDone>>,
    ) -> EngineSession {
        EngineSession {
            game: Game::from_variant(variant),
            side: None,
            clock: None,
            level,
            default_budget,
            engine: Arc::new(Mutex::new(engine)),
            tx,
            job: None,
            searches: Vec::new(),
            next_id: 0,
            pending_play: None,
            clock_fresh: false,
            last_budget: None,
            node_cap: None,
            eof: false,
        }
    }

    /// Serves the host until `goodbye` or the end of input, then stops every search still
    /// running (cancelled ones finish on their own thread) and waits for them: nothing of the
    /// session outlives it.
    fn run<W: Write>(&mut self, rx: Receiver<Event<JobDone>>, out: &mut W) -> io::Result<()> {
        let result = self.serve(rx, out);
        self.cancel();
        for search in self.searches.drain(..) {
            let _ = search.join();
        }
        result
    }

    fn serve<W: Write>(&mut self, rx: Receiver<Event<JobDone>>, out: &mut W) -> io::Result<()> {
        writeln!(out, "hello")?;
        out.flush()?;
        loop {
            if self.eof && self.job.is_none() && self.pending_play.is_none() {
                return Ok(());
            }
            let event = match self.pending_play {
                Some((_, since)) => {
                    match rx.recv_timeout(CLOCK_GRACE.saturating_sub(since.elapsed())) {
                        Ok(event) => Some(event),
                        Err(RecvTimeoutError::Timeout) => None,
                        Err(RecvTimeoutError::Disconnected) => return Ok(()),
                    }
                }
                None => match rx.recv() {
                    Ok(event) => Some(event),
                    Err(_) => return Ok(()),
                },
            };
            match event {
                None => self.start_play(),
                Some(Event::Line(line)) => {
                    if self.pending_play.is_some() {
                        let is_clock = line.split_whitespace().next() == Some("clock");
                        if is_clock {
                            self.handle(&line, out)?;
                            self.start_play();
                            out.flush()?;
                            continue;
                        }
                        self.start_play();
                    }
                    if !self.handle(&line, out)? {
                        self.cancel();
                        out.flush()?;
                        return Ok(());
                    }
                }
                Some(Event::Eof) => {
                    self.eof = true;
                    if self.pending_play.is_some() {
                        self.start_play();
                    }
                }
                Some(Event::Done(done)) => self.finish_job(done, out)?,
            }
            out.flush()?;
        }
    }

    /// Handles one command; `false` means exit.
    fn handle<W: Write>(&mut self, line: &str, out: &mut W) -> io::Result<bool> {
        let line = line.trim();
        let (command, rest) = match line.split_once(char::is_whitespace) {
            Some((c, r)) => (c, r.trim()),
            None => (line, ""),
        };
        let args: Vec<&str> = rest.split_whitespace().collect();
        let result = match command {
            "goodbye" => return Ok(false),
            "rules" => self.rules(rest),
            "position" => self.position(&args),
            "side" => match args.as_slice() {
                [side] => parse_side(side).map(|s| self.set_side_to_move(s)),
                _ => Err("side: expected `side attackers|defenders`".to_string()),
            },
            "clock" => Clock::parse(&args).map(|c| {
                self.clock = Some(c);
                self.clock_fresh = true;
            }),
            "play" => match args.as_slice() {
                [side] => parse_side(side).map(|side| {
                    self.cancel();
                    self.side = Some(side);
                    self.pending_play = Some((side, Instant::now()));
                    if self.clock_fresh {
                        // The clock came first (OpenTafl's order): no need to wait for one.
                        self.start_play();
                    }
                }),
                _ => Err("play: expected `play attackers|defenders`".to_string()),
            },
            "opponent-move" => self.opponent_move(&args),
            "move" => self.move_accepted(&args),
            "analyze" => self.analyze(&args),
            "finish" => {
                self.cancel();
                match args.as_slice() {
                    [code] if code.parse::<i32>().is_ok() => Ok(()),
                    _ => Err("finish: expected `finish <code>`".to_string()),
                }
            }
            "error" => {
                eprintln!("tafl engine: the host reports an error: {rest}");
                Ok(())
            }
            // hello, start, status, simple-moves and anything unknown: nothing to do.
            _ => Ok(()),
        };
        if let Err(message) = result {
            let code = if command == "rules" { -1 } else { 0 };
            writeln!(out, "error {code} {}", one_line(&message))?;
        }
        Ok(true)
    }

    fn rules(&mut self, text: &str) -> Result<(), String> {
        if text.is_empty() {
            return Err("rules: expected `rules <OpenTafl rules string>`".to_string());
        }
        let variant = otep::variant_from_rules_string(text).map_err(|e| format!("rules: {e}"))?;
        self.cancel();
        self.pending_play = None;
        self.game = Game::from_variant(variant);
        Ok(())
    }

    fn position(&mut self, args: &[&str]) -> Result<(), String> {
        let [text] = args else {
            return Err("position: expected `position <OTN position>`".to_string());
        };
        let pos = self.parse_position(text, self.game.side_to_move())?;
        self.cancel();
        self.set_position(pos);
        Ok(())
    }

    fn opponent_move(&mut self, args: &[&str]) -> Result<(), String> {
        if args.is_empty() || args.len() > 2 {
            return Err("opponent-move: expected `opponent-move <move> <position>`".to_string());
        }
        self.cancel();
        // The side after the move is the other side of the piece that moved (our side to move
        // may be stale, e.g. after a `side` for analysis).
        let mover = parse_move(args[0].split('|').next().unwrap_or(""))
            .ok()
            .and_then(|mv| self.game.position().piece_at(mv.from))
            .map_or(self.game.side_to_move(), |piece| piece.side());
        if self.game.side_to_move() != mover {
            let mut pos = self.game.position().clone();
            pos.set_side_to_move(mover);
            self.set_position(pos);
        }
        let mut trouble = None;
        for text in args[0].split('|') {
            match parse_move(text) {
                Ok(mv) => {
                    if let Err(e) = self.game.play(mv) {
                        trouble = Some(format!("{mv}: {e}"));
                        break;
                    }
                }
                Err(e) => {
                    trouble = Some(e);
                    break;
                }
            }
        }
        let Some(text) = args.get(1) else {
            return match trouble {
                Some(why) => Err(format!("opponent-move: {why}")),
                None => Ok(()),
            };
        };
        let after = mover.opponent();
        let pos = self
            .parse_position(text, after)
            .map_err(|e| format!("opponent-move: {e}"))?;
        if trouble.is_some() || !self.same_position(&pos) {
            self.set_position(pos);
        }
        Ok(())
    }

    /// `move <position>`: the host accepted our move.
    fn move_accepted(&mut self, args: &[&str]) -> Result<(), String> {
        let [text] = args else {
            return Err("move: expected `move <position>`".to_string());
        };
        let after = self
            .side
            .map(Side::opponent)
            .unwrap_or(self.game.side_to_move());
        let pos = self
            .parse_position(text, after)
            .map_err(|e| format!("move: {e}"))?;
        if !self.same_position(&pos) {
            self.cancel();
            self.set_position(pos);
        }
        Ok(())
    }

    fn analyze(&mut self, args: &[&str]) -> Result<(), String> {
        let usage = || "analyze: expected `analyze <number> <seconds>`".to_string();
        let [number, seconds] = args else {
            return Err(usage());
        };
        number.parse::<u32>().map_err(|_| usage())?;
        let seconds: f64 = seconds.parse().map_err(|_| usage())?;
        if !(seconds.is_finite() && seconds > 0.0) {
            return Err(usage());
        }
        self.cancel();
        let budget = Duration::from_secs_f64(seconds.min(3600.0)).mul_f64(0.9);
        self.spawn_search(JobKind::Analyze, budget);
        Ok(())
    }

    fn parse_position(&self, text: &str, to_move: Side) -> Result<Position, String> {
        tafl_core::otn::parse_position(self.game.variant(), text, to_move)
            .map_err(|e| format!("bad position {text:?}: {e}"))
    }

    fn same_position(&self, pos: &Position) -> bool {
        let ours = self.game.position();
        ours.side_to_move() == pos.side_to_move()
            && tafl_core::otn::write_position(ours) == tafl_core::otn::write_position(pos)
    }

    /// `side <side>`: the side to move of the current position (analysis and replay).
    fn set_side_to_move(&mut self, side: Side) {
        if self.game.side_to_move() != side {
            self.cancel();
            let mut pos = self.game.position().clone();
            pos.set_side_to_move(side);
            self.set_position(pos);
        }
    }

    /// Takes `pos` as the current state (the history before it is lost).
    fn set_position(&mut self, pos: Position) {
        self.game = Game::from_position(self.game.variant().clone(), pos);
    }

    /// Stops the running search; its result will be ignored.
    fn cancel(&mut self) {
        if let Some(job) = self.job.take() {
            job.stop.store(true, Ordering::Relaxed);
        }
    }

    /// Starts the search for a pending `play`, budgeted from the clock.
    fn start_play(&mut self) {
        let Some((side, since)) = self.pending_play.take() else {
            return;
        };
        if self.game.side_to_move() != side {
            let mut pos = self.game.position().clone();
            pos.set_side_to_move(side);
            self.set_position(pos);
        }
        let budget = match self.clock {
            Some(clock) => clock.budget(side, self.default_budget),
            None => self.default_budget,
        };
        let budget = budget
            .saturating_sub(since.elapsed())
            .max(Duration::from_millis(1));
        self.clock_fresh = false;
        self.last_budget = Some(budget);
        self.spawn_search(JobKind::Play, budget);
    }

    fn spawn_search(&mut self, kind: JobKind, budget: Duration) {
        self.cancel();
        self.next_id += 1;
        let id = self.next_id;
        let stop = Arc::new(AtomicBool::new(false));
        self.job = Some(Job {
            id,
            kind,
            stop: stop.clone(),
        });
        let game = &self.game;
        let variant = game.variant().clone();
        let pos = game.position().clone();
        let hashes = game.history_hashes();
        let psc = game.plies_since_capture();
        let window = hashes.len().min(psc as usize + 1);
        let history = hashes[hashes.len() - window..].to_vec();
        let level = self.level;
        let limits = SearchLimits {
            nodes: self.node_cap,
            ..SearchLimits::movetime(budget)
        };
        let engine = self.engine.clone();
        let tx = self.tx.clone();
        self.searches.retain(|search| !search.is_finished());
        let search = thread::spawn(move || {
            let mut engine = engine.lock().unwrap_or_else(|p| p.into_inner());
            let report =
                engine.think_position(&variant, &pos, &history, psc, level, &limits, &stop);
            let _ = tx.send(Event::Done(JobDone { id, kind, report }));
        });
        self.searches.push(search);
    }

    fn finish_job<W: Write>(&mut self, done: JobDone, out: &mut W) -> io::Result<()> {
        match &self.job {
            Some(job) if job.id == done.id => {}
            _ => return Ok(()), // cancelled
        }
        let kind = self.job.take().map(|j| j.kind).unwrap_or(done.kind);
        match (kind, done.report) {
            (JobKind::Play, Some(report)) => {
                let mv = report.best;
                if self.game.play(mv).is_err() {
                    // Our game thinks it is over (a rule the host may not share): move anyway.
                    let v = self.game.variant().clone();
                    if let Ok((pos, _)) = self.game.position().play(&v, mv) {
                        self.set_position(pos);
                    }
                }
                writeln!(out, "move {mv}")
            }
            (JobKind::Play, None) => writeln!(out, "error -1 no legal move"),
            (JobKind::Analyze, Some(report)) => {
                let pv: Vec<String> = report.pv.iter().map(Move::to_string).collect();
                let line = if pv.is_empty() {
                    report.best.to_string()
                } else {
                    pv.join("|")
                };
                writeln!(out, "analysis 1 {line} {}", report.score)
            }
            (JobKind::Analyze, None) => writeln!(out, "analysis 0"),
        }
    }
}

fn parse_side(text: &str) -> Result<Side, String> {
    match text.to_ascii_lowercase().as_str() {
        "attackers" => Ok(Side::Attackers),
        "defenders" => Ok(Side::Defenders),
        _ => Err(format!("not a side: {text:?} (attackers or defenders)")),
    }
}

/// A move in simple notation (`a4-a1`), tolerating full OpenTafl notation's piece letters and
/// captures (`Ka4-a1xa2`).
fn parse_move(text: &str) -> Result<Move, String> {
    let (from, to) = text
        .split_once('-')
        .ok_or_else(|| format!("not a move: {text:?}"))?;
    let to = to.split('x').next().unwrap_or(to);
    let from = from.trim_start_matches(|c: char| c.is_ascii_uppercase());
    let to = to.trim_start_matches(|c: char| c.is_ascii_uppercase());
    Move::parse(&format!("{from}-{to}")).map_err(|_| format!("not a move: {text:?}"))
}

fn one_line(text: &str) -> String {
    text.replace(['\n', '\r'], " ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::events::spawn_reader;
    use std::io::Cursor;
    use tafl_core::Preset;

    /// Runs a session on `input` (all of it, then the end of input) and returns its output.
    fn session(input: &str) -> String {
        session_with(input, Duration::from_millis(30)).0
    }

    /// Runs a session with `default` as the budget without a clock; returns its output and the
    /// budget of its last `play` search.
    fn session_with(input: &str, default: Duration) -> (String, Option<Duration>) {
        let (tx, rx) = mpsc::channel();
        spawn_reader(Cursor::new(input.as_bytes().to_vec()), tx.clone());
        let engine = Engine::new(EngineConfig {
            tt_mb: 1,
            seed: Some(1),
        });
        let mut s = EngineSession::new(
            Arc::new(Variant::from_preset(Preset::Brandubh)),
            Level::Hard,
            default,
            engine,
            tx,
        );
        let mut out = Vec::new();
        s.run(rx, &mut out).unwrap();
        (String::from_utf8(out).unwrap(), s.last_budget)
    }

    fn brandubh_rules() -> String {
        otep::rules_string(&Preset::Brandubh.rules()).unwrap().0
    }

    /// Found by the OTEP fuzz target (LeakSanitizer): a session returned while searches it had
    /// cancelled still ran on their threads, holding the engine.
    #[test]
    fn no_search_outlives_the_session() {
        for input in [
            "play attackers\nanalyze 1 100\nplay defenders\ngoodbye\n",
            "side defenders\nanalyze 1 100\nplay attackers\nclock 3000 3000 0 0 0\n",
        ] {
            let (tx, rx) = mpsc::channel();
            for line in input.lines() {
                tx.send(Event::Line(line.to_string())).unwrap();
            }
            tx.send(Event::Eof).unwrap();
            let engine = Engine::new(EngineConfig {
                tt_mb: 1,
                seed: Some(1),
            });
            let variant = Arc::new(Variant::from_preset(Preset::Copenhagen));
            let mut s =
                EngineSession::new(variant, Level::Hard, Duration::from_secs(60), engine, tx);
            s.run(rx, &mut Vec::new()).unwrap();
            assert_eq!(
                Arc::strong_count(&s.engine),
                1,
                "a search still holds the engine"
            );
        }
    }

    #[test]
    fn moves_parse_in_both_notations() {
        assert_eq!(parse_move("a4-a1").unwrap().to_string(), "a4-a1");
        assert_eq!(parse_move("Ka4-a1xa2").unwrap().to_string(), "a4-a1");
        assert!(parse_move("a4").is_err());
        assert!(parse_move("zz-a1").is_err());
    }

    #[test]
    fn plays_a_legal_move_after_garbage() {
        let out = session(&format!(
            "nonsense\nplay purple\nclock x y\nrules {}\nposition ///\nopponent-move q9 /x/\n\
             side\nanalyze x\nrules dim:99 start:/\nplay attackers\nclock 30* 30* 1 1 1\n",
            brandubh_rules()
        ));
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[0], "hello");
        assert_eq!(
            lines.iter().filter(|l| l.starts_with("error 0")).count(),
            6,
            "{out}"
        );
        assert_eq!(
            lines.iter().filter(|l| l.starts_with("error -1")).count(),
            1,
            "{out}"
        );
        let last = lines.last().unwrap();
        let mv = Move::parse(last.strip_prefix("move ").expect(last)).unwrap();
        assert!(Game::new(Preset::Brandubh).check(mv).is_ok(), "{mv}");
    }

    #[test]
    fn follows_the_opponent_and_resyncs_from_positions() {
        let mut game = Game::new(Preset::Brandubh);
        game.play(Move::parse("d2-e2").unwrap()).unwrap();
        let pos = tafl_core::otn::write_position(game.position());
        // A wrong move with the right position: the position wins.
        let out = session(&format!(
            "rules {}\nside defenders\nopponent-move a4-a1 {pos}\nplay defenders\n",
            brandubh_rules()
        ));
        let last = out.lines().last().unwrap();
        let mv = Move::parse(last.strip_prefix("move ").expect(last)).unwrap();
        assert!(game.check(mv).is_ok(), "{mv}");
    }

    #[test]
    fn analyze_answers_with_a_line_and_goodbye_exits() {
        let out = session("analyze 3 0.05\n");
        let last = out.lines().last().unwrap();
        assert!(last.starts_with("analysis 1 "), "{out}");
        let out = session("goodbye\nplay attackers\n");
        assert_eq!(out, "hello\n");
    }

    /// The piece standing on `square` of the Brandubh start position, as OTN sees it.
    fn start_side_of(mv: Move) -> Option<Side> {
        Game::new(Preset::Brandubh)
            .position()
            .piece_at(mv.from)
            .map(|p| p.side())
    }

    #[test]
    fn side_names_the_side_to_move_for_analysis() {
        // OTEP: `side` names the side to move (analysis, replay); the answer to `analyze` is a
        // move of that side.
        let start = tafl_core::otn::write_position(Game::new(Preset::Brandubh).position());
        for (side, expected) in [
            ("defenders", Side::Defenders),
            ("attackers", Side::Attackers),
        ] {
            let out = session(&format!(
                "rules {}\nposition {start}\nside {side}\nanalyze 1 0.05\n",
                brandubh_rules()
            ));
            let last = out.lines().last().unwrap();
            let line = last.strip_prefix("analysis 1 ").expect(last);
            let first = line.split(['|', ' ']).next().unwrap();
            let mv = Move::parse(first).unwrap();
            assert_eq!(start_side_of(mv), Some(expected), "{side}: {out}");
        }
    }

    #[test]
    fn a_side_sent_before_the_game_does_not_desync_the_board() {
        // An older host sends `side <engine's side>` at the start; the opponent's first move and
        // its position still put the engine on the right board, to move as itself.
        let mut game = Game::new(Preset::Brandubh);
        game.play(Move::parse("d2-e2").unwrap()).unwrap();
        let pos = tafl_core::otn::write_position(game.position());
        let out = session(&format!(
            "rules {}\nside defenders\nstart\nopponent-move d2-e2 {pos}\nclock 30* 30* 1 1 1\n\
             play defenders\n",
            brandubh_rules()
        ));
        let last = out.lines().last().unwrap();
        let mv = Move::parse(last.strip_prefix("move ").expect(last)).unwrap();
        assert!(game.check(mv).is_ok(), "{mv}: {out}");
        assert!(!out.contains("error"), "{out}");
    }

    #[test]
    fn the_clock_counts_before_or_after_play() {
        // OpenTafl's host sends `clock` before `play`; `tafl match` used to send it after. Both
        // give the clock's budget (3/4 of 40 ms minus 20 ms, at least a quarter: 10 ms), not the
        // default of a minute.
        let default = Duration::from_secs(60);
        for input in [
            "clock 40* 40* 1 1 1\nplay attackers\n",
            "play attackers\nclock 40* 40* 1 1 1\n",
        ] {
            let (out, budget) = session_with(input, default);
            assert_legal_start_move(&out);
            let budget = budget.expect("a play search");
            assert!(budget <= Duration::from_millis(10), "{input:?}: {budget:?}");
        }
        // No clock at all: the default.
        let (out, budget) = session_with("play attackers\n", Duration::from_millis(200));
        assert_legal_start_move(&out);
        assert!(budget.unwrap() > Duration::from_millis(100));
        // A clock used by one `play` is not taken as fresh for the next: that one waits for its
        // own clock after it.
        let mut game = Game::new(Preset::Brandubh);
        game.play(Move::parse("d2-e2").unwrap()).unwrap();
        game.play(Move::parse("d3-c3").unwrap()).unwrap();
        let pos = tafl_core::otn::write_position(game.position());
        let (out, budget) = session_with(
            &format!(
                "clock 40* 40* 1 1 1\nplay attackers\nopponent-move d3-c3 {pos}\nplay attackers\n\
                 clock 400* 400* 1 1 1\n"
            ),
            default,
        );
        assert!(out.lines().last().unwrap().starts_with("move "), "{out}");
        let budget = budget.unwrap();
        assert!(budget > Duration::from_millis(100), "{budget:?}");
        assert!(budget <= Duration::from_millis(280), "{budget:?}");
    }

    fn assert_legal_start_move(out: &str) {
        let last = out.lines().last().unwrap();
        let mv = Move::parse(last.strip_prefix("move ").expect(last)).unwrap();
        assert!(Game::new(Preset::Brandubh).check(mv).is_ok(), "{mv}");
    }
}
