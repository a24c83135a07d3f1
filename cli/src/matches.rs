//! `tafl match`: games between two players, each a built-in level or an external engine
//! program spoken to over OTEP (the host side of the protocol `tafl engine` speaks).
//!
//! One loop drives every game through the core [`Game`]: a [`Player`] proposes a move, the game
//! judges it. An illegal move loses the game, so does an engine that does not answer within its
//! allowance (2 x budget + 500 ms) or that dies.
//!
//! The host side follows OpenTafl's engine protocol text: an engine learns its side from `play`
//! (`side` names the side to move, for analysis, and is not sent), the `clock` comes before
//! `play`, and the rules an OpenTafl rules string cannot carry are listed in a warning at the
//! start; a shadow game under the rules as the string reads them shows which games those rules
//! end differently ("disputed").

use crate::engine_process::{EngineProcess, ExchangeLog};
use crate::events::Event;
use crate::otep::{self, Clock};
use crate::variant_args::VariantArgs;
use crate::{CliError, CliResult};
use clap::Args;
use std::io::{self, Write};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::RecvTimeoutError;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tafl_core::ai::arena::{Score, ARENA_TT_MB, MAX_PLIES};
use tafl_core::ai::{baseline, Engine, EngineConfig, Level, SearchLimits};
use tafl_core::game::{Outcome, Reason};
use tafl_core::{Game, Move, Side, Variant};

/// Play a match between two computer players, alternating sides.
///
/// Game 1 gives player A the attackers, game 2 the defenders, and so on. Standard output gets one
/// line per game (`game N a_side=… result=a_win|b_win|draw winner=… reason=… plies=…
/// max_move_ms=…`, with `disputed=…` when the engines' rules string ends the game differently),
/// A's score with its 95% margin (`score=0.625 margin95=0.067 elo=+88.7 elo_margin95=49.2
/// games=200`) and, last, `a_wins=X b_wins=Y draws=Z`. Standard error gets wins per side and
/// counts of illegal moves, time losses, engine failures and disputed games.
#[derive(Args, Debug)]
#[command(
    after_help = "PLAYER is a level (random, easy, medium, hard), baseline (hard frozen as it \
was before contempt and the later refinements, to measure changes against) or engine:\"COMMAND\", an OTEP engine program \
started with `sh -c COMMAND`, e.g.\n  \
tafl match --variant brandubh --a hard --b 'engine:tafl engine' --games 4 --movetime 200\n  \
tafl match --variant copenhagen --a hard --b baseline --games 100 --movetime 1000 --seed 1\n\
An engine gets `rules` and `start` at each game start (its side comes with `play`), then \
`clock B* B* S 1 1` before each `play` (B = the budget in ms, as an overtime period), and loses \
on time if it has not answered after 2 x B + 500 ms. Without --movetime an engine's budget is \
1000 ms and the levels use their own limits (Hard: 1000 ms). An engine runs in a process group \
of its own, ended whole (SIGTERM, SIGKILL 0.5 s later) when the match lets it go: after a \
failure or a forfeit, at the end, or when tafl is interrupted."
)]
pub struct MatchArgs {
    #[command(flatten)]
    pub rules: VariantArgs,

    /// Player A (attackers in odd-numbered games): a level, baseline or engine:"COMMAND"
    #[arg(long = "a", value_name = "PLAYER", value_parser = parse_player)]
    pub a: PlayerSpec,

    /// Player B: a level, baseline or engine:"COMMAND"
    #[arg(long = "b", value_name = "PLAYER", value_parser = parse_player)]
    pub b: PlayerSpec,

    /// Number of games
    #[arg(long, value_name = "N", default_value_t = 2,
          value_parser = clap::value_parser!(u64).range(1..=100_000))]
    pub games: u64,

    /// Thinking time per move in milliseconds
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
    pub movetime: Option<u64>,

    /// Seed of the levels' random choices (game i uses seed + i)
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,

    /// Games still running after this many plies are stopped as draws
    #[arg(long, value_name = "P", default_value_t = MAX_PLIES as u64,
          value_parser = clap::value_parser!(u64).range(1..=100_000))]
    pub max_plies: u64,

    /// Search threads of A when it is hard or the baseline (phones have several cores; more
    /// than 1 makes games unrepeatable)
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u64).range(1..=16))]
    pub a_threads: u64,

    /// Search threads of B when it is hard or the baseline
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u64).range(1..=16))]
    pub b_threads: u64,

    /// Write the whole exchange with the engines to FILE: each line sent (`>`), read (`<`) or
    /// printed on standard error (`!`) by an engine, and each start and end of one (`#`)
    #[arg(long, value_name = "FILE")]
    pub log: Option<PathBuf>,
}

/// A player of the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerSpec {
    Level(Level),
    /// Hard with the frozen baseline's weights and settings ([`tafl_core::ai::baseline`]).
    Baseline,
    /// A shell command starting an OTEP engine.
    Engine(String),
}

fn parse_player(text: &str) -> Result<PlayerSpec, String> {
    if let Some(command) = text.strip_prefix("engine:") {
        let command = command.trim();
        let command = command
            .strip_prefix('"')
            .and_then(|c| c.strip_suffix('"'))
            .unwrap_or(command)
            .trim();
        if command.is_empty() {
            return Err("engine: needs a command, e.g. engine:\"tafl engine\"".to_string());
        }
        return Ok(PlayerSpec::Engine(command.to_string()));
    }
    if text.trim().eq_ignore_ascii_case(baseline::NAME) {
        return Ok(PlayerSpec::Baseline);
    }
    text.parse::<Level>()
        .map(PlayerSpec::Level)
        .map_err(|e| format!("{e}, baseline, or engine:\"COMMAND\""))
}

impl std::fmt::Display for PlayerSpec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlayerSpec::Level(level) => write!(f, "{level}"),
            PlayerSpec::Baseline => f.write_str(baseline::NAME),
            PlayerSpec::Engine(command) => write!(f, "engine:\"{command}\""),
        }
    }
}

/// Why a player could not give a move.
#[derive(Debug)]
enum Failure {
    /// No answer within the allowance.
    Time,
    /// The engine died, could not be started or spoke nonsense instead of a move.
    Broken(String),
}

/// A move proposal that the game still has to judge.
enum Proposal {
    Move(Move),
    /// Text that is not a move at all (counted as an illegal move).
    Unreadable(String),
}

/// One side of a match.
trait Player {
    /// Prepares a new game in which this player has `side`.
    fn new_game(&mut self, variant: &Arc<Variant>, side: Side, seed: u64) -> Result<(), String>;
    /// A move for the side to move of `game`; `last` is the opponent's move that led there.
    fn propose(&mut self, game: &Game, last: Option<Move>) -> Result<Proposal, Failure>;
    /// The game accepted this player's move.
    fn accepted(&mut self, _game: &Game) {}
    /// The game ended (normally or not).
    fn finish(&mut self, _outcome: &Outcome, _clean: bool) {}
    /// The match is over.
    fn close(&mut self) {}
}

/// A built-in level with its own engine (a fresh one each game, seeded like the core arena).
struct LevelPlayer {
    level: Level,
    /// The frozen baseline's engine (played at Hard).
    baseline: bool,
    limits: SearchLimits,
    /// Search threads (hard and the baseline only).
    threads: usize,
    engine: Option<Engine>,
    stop: AtomicBool,
}

impl Player for LevelPlayer {
    fn new_game(&mut self, _variant: &Arc<Variant>, _side: Side, seed: u64) -> Result<(), String> {
        let config = EngineConfig {
            tt_mb: ARENA_TT_MB,
            seed: Some(seed),
        };
        let mut engine = if self.baseline {
            Engine::baseline(config)
        } else {
            Engine::new(config)
        };
        engine.set_threads(self.threads);
        self.engine = Some(engine);
        Ok(())
    }

    fn propose(&mut self, game: &Game, _last: Option<Move>) -> Result<Proposal, Failure> {
        let engine = self
            .engine
            .as_mut()
            .ok_or_else(|| Failure::Broken("no game started".into()))?;
        engine
            .think(game, self.level, &self.limits, &self.stop)
            .map(|r| Proposal::Move(r.best))
            .ok_or_else(|| Failure::Broken("the level found no move".into()))
    }
}

/// An external engine speaking OTEP, started with `sh -c COMMAND` (see [`EngineProcess`]);
/// restarted for the next game after it lost on time, broke or played an illegal move.
struct EnginePlayer {
    label: String,
    command: String,
    budget: Duration,
    process: Option<EngineProcess>,
    side: Side,
    log: Option<ExchangeLog>,
}

/// How long an engine may take to say `hello`.
const HELLO_TIMEOUT: Duration = Duration::from_secs(20);

/// How long an engine may take to exit after `goodbye` before its group is ended.
const GOODBYE_TIMEOUT: Duration = Duration::from_secs(2);

impl EnginePlayer {
    fn allowance(&self) -> Duration {
        self.budget * 2 + Duration::from_millis(500)
    }

    fn spawn(&mut self) -> Result<(), String> {
        let mut process = EngineProcess::start(&self.label, &self.command, self.log.clone())?;
        let deadline = Instant::now() + HELLO_TIMEOUT;
        loop {
            match next_line(&mut process, deadline) {
                Ok(line) if line.trim() == "hello" => break,
                Ok(_) => continue,
                Err(e) => {
                    let why = match e {
                        Failure::Time => format!(
                            "{} did not say hello within {} s",
                            self.label,
                            HELLO_TIMEOUT.as_secs()
                        ),
                        Failure::Broken(why) => format!("{} did not say hello: {why}", self.label),
                    };
                    return Err(process.failure(&why));
                }
            }
        }
        self.process = Some(process);
        Ok(())
    }

    fn send(&mut self, text: &str) -> Result<(), Failure> {
        let process = self
            .process
            .as_mut()
            .ok_or_else(|| Failure::Broken("not running".into()))?;
        process.send(text).map_err(|e| {
            Failure::Broken(process.failure(&format!("cannot write to the engine: {e}")))
        })
    }

    /// Ends the process and its group (after a loss on time or a fault: its state is not to be
    /// trusted).
    fn discard(&mut self) {
        if let Some(mut process) = self.process.take() {
            process.end();
        }
    }

    /// Waits for the engine's answer to `play`.
    fn answer(&mut self) -> Result<Proposal, Failure> {
        let deadline = Instant::now() + self.allowance();
        let process = self
            .process
            .as_mut()
            .ok_or_else(|| Failure::Broken("not running".into()))?;
        loop {
            let line = match next_line(process, deadline) {
                Ok(line) => line,
                Err(Failure::Broken(why)) => return Err(Failure::Broken(process.failure(&why))),
                Err(Failure::Time) => return Err(Failure::Time),
            };
            let mut words = line.split_whitespace();
            match (words.next(), words.next(), words.next()) {
                (Some("move"), Some(mv), None) => {
                    return Ok(match Move::parse(mv) {
                        Ok(mv) => Proposal::Move(mv),
                        Err(_) => Proposal::Unreadable(line.trim().to_string()),
                    })
                }
                (Some("move"), _, _) => return Ok(Proposal::Unreadable(line.trim().to_string())),
                (Some("error"), Some("-1"), _) => {
                    let why = format!("critical error: {}", line.trim());
                    return Err(Failure::Broken(process.failure(&why)));
                }
                (Some("error"), _, _) => {
                    eprintln!("{} ({}): {}", self.label, self.side, line.trim());
                }
                _ => {} // status, analysis, hello, ...: not an answer
            }
        }
    }
}

/// How often a waiting host checks that the engine program still runs: its output does not end
/// when it dies if something it started still holds the pipe.
const POLL: Duration = Duration::from_millis(50);

/// How long the last output of an engine program that exited is waited for.
const LAST_WORDS: Duration = Duration::from_millis(100);

/// The next line of an engine before `deadline`.
fn next_line(process: &mut EngineProcess, deadline: Instant) -> Result<String, Failure> {
    let exited = || Failure::Broken("the engine exited".into());
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(Failure::Time);
        }
        match process.lines.recv_timeout(left.min(POLL)) {
            Ok(Event::Line(line)) => return Ok(line),
            Ok(Event::Eof | Event::Done(())) | Err(RecvTimeoutError::Disconnected) => {
                return Err(exited())
            }
            Err(RecvTimeoutError::Timeout) if !process.is_running() => {
                return match process.lines.recv_timeout(LAST_WORDS) {
                    Ok(Event::Line(line)) => Ok(line),
                    _ => Err(exited()),
                };
            }
            Err(RecvTimeoutError::Timeout) => {}
        }
    }
}

impl Player for EnginePlayer {
    fn new_game(&mut self, variant: &Arc<Variant>, side: Side, _seed: u64) -> Result<(), String> {
        self.side = side;
        let alive = self.process.as_mut().is_some_and(EngineProcess::is_running);
        if !alive {
            self.discard();
            self.spawn()?;
        }
        let (rules, _) = otep::rules_string(variant.rules())?;
        // No `side`: it names the side to move (analysis, replay); the engine's side comes with
        // each `play`.
        self.send(&format!("rules {rules}\nstart\n"))
            .map_err(|e| format!("{}: {e:?}", self.label))
    }

    fn propose(&mut self, game: &Game, last: Option<Move>) -> Result<Proposal, Failure> {
        // Lines left over from earlier exchanges (status, analysis, ...) are not answers.
        if let Some(process) = self.process.as_mut() {
            while let Ok(event) = process.lines.try_recv() {
                if !matches!(event, Event::Line(_)) {
                    return Err(Failure::Broken(process.failure("the engine exited")));
                }
            }
        }
        let mut text = String::new();
        if let Some(mv) = last {
            let pos = tafl_core::otn::write_position(game.position());
            text.push_str(&format!("opponent-move {mv} {pos}\n"));
        }
        // The clock first, as OpenTafl's host sends it: an engine plans with it when `play` comes.
        let clock = Clock::per_move(self.budget);
        text.push_str(&format!("{}\nplay {}\n", clock.command(), self.side));
        self.send(&text)?;
        self.answer()
    }

    fn accepted(&mut self, game: &Game) {
        let pos = tafl_core::otn::write_position(game.position());
        let _ = self.send(&format!("move {pos}\n"));
    }

    fn finish(&mut self, outcome: &Outcome, clean: bool) {
        let _ = self.send(&format!("finish {}\n", otep::finish_code(outcome)));
        if !clean {
            self.discard();
        }
    }

    fn close(&mut self) {
        if self.send("goodbye\n").is_err() {
            self.discard();
            return;
        }
        if let Some(mut process) = self.process.take() {
            process.close(GOODBYE_TIMEOUT);
        }
    }
}

impl Drop for EnginePlayer {
    fn drop(&mut self) {
        self.discard();
    }
}

/// How a game ended for the report.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Ending {
    /// By the rules.
    Rules(Outcome),
    /// Stopped at --max-plies: a draw.
    MaxPlies,
    /// The mover lost: illegal move (with what it was).
    Illegal(Side, String),
    /// The mover lost on time.
    Time(Side),
    /// The mover's engine broke.
    Broken(Side, String),
}

impl Ending {
    fn winner(&self) -> Option<Side> {
        match self {
            Ending::Rules(o) => o.winner,
            Ending::MaxPlies => None,
            Ending::Illegal(loser, _) | Ending::Time(loser) | Ending::Broken(loser, _) => {
                Some(loser.opponent())
            }
        }
    }

    fn reason(&self) -> &'static str {
        match self {
            Ending::Rules(o) => reason_id(o.reason),
            Ending::MaxPlies => "max-plies",
            Ending::Illegal(..) => "illegal-move",
            Ending::Time(_) => "time-forfeit",
            Ending::Broken(..) => "engine-failure",
        }
    }

    fn outcome(&self) -> Outcome {
        match self {
            Ending::Rules(o) => *o,
            Ending::MaxPlies => Outcome::draw(Reason::MoveLimit),
            _ => Outcome::win(
                self.winner().expect("a forfeit has a winner"),
                Reason::NoLegalMove,
            ),
        }
    }
}

fn reason_id(reason: Reason) -> &'static str {
    match reason {
        Reason::KingEscaped => "king-escaped",
        Reason::KingCaptured => "king-captured",
        Reason::ExitFort => "exit-fort",
        Reason::Encircled => "encircled",
        Reason::NoLegalMove => "no-legal-move",
        Reason::Repetition => "repetition",
        Reason::MoveLimit => "move-limit",
    }
}

struct GameResult {
    ending: Ending,
    plies: usize,
    max_move_time: Duration,
    /// How the engines' rules (as the rules string reads) end the game, when that differs.
    disputed: Option<Dispute>,
}

/// A game the rules as sent to the engines would end differently.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Dispute {
    /// Those rules end it at this ply with this outcome.
    Ended(usize, Outcome),
    /// Under those rules it is not over.
    NotOver,
    /// The boards differ from this ply on (a capture one side's rules do not make), or a move
    /// was illegal under those rules.
    Boards(usize),
}

impl Dispute {
    /// The value of `disputed=` on the game line.
    fn code(&self) -> String {
        match self {
            Dispute::Ended(ply, o) => format!(
                "{}/{}@{ply}",
                o.winner.map_or("draw", Side::name),
                reason_id(o.reason)
            ),
            Dispute::NotOver => "not-over".to_string(),
            Dispute::Boards(ply) => format!("boards@{ply}"),
        }
    }

    fn describe(&self) -> String {
        match self {
            Dispute::Ended(ply, o) => match o.winner {
                Some(w) => format!("{w} win by {} at ply {ply}", reason_id(o.reason)),
                None => format!("a draw by {} at ply {ply}", reason_id(o.reason)),
            },
            Dispute::NotOver => "the game goes on".to_string(),
            Dispute::Boards(ply) => format!("the boards differ from ply {ply} on"),
        }
    }
}

/// The game under the rules as the engines read them, played along to find disputed endings.
struct Shadow {
    game: Game,
    ended: Option<(usize, Outcome)>,
    diverged: Option<usize>,
}

impl Shadow {
    fn new(variant: &Arc<Variant>) -> Shadow {
        Shadow {
            game: Game::from_variant(variant.clone()),
            ended: None,
            diverged: None,
        }
    }

    /// Follows `mv`, played in `real` (which is now at the position after it).
    fn follow(&mut self, mv: Move, real: &Game) {
        if self.ended.is_some() || self.diverged.is_some() {
            return;
        }
        let ply = real.ply();
        if self.game.play(mv).is_err()
            || tafl_core::otn::write_position(self.game.position())
                != tafl_core::otn::write_position(real.position())
        {
            self.diverged = Some(ply);
            return;
        }
        if let Some(o) = self.game.outcome() {
            self.ended = Some((ply, o));
        }
    }

    /// The dispute over a game that ended with `ending` after `plies`, if any.
    fn dispute(&self, ending: &Ending, plies: usize) -> Option<Dispute> {
        if let Some(ply) = self.diverged {
            return Some(Dispute::Boards(ply));
        }
        match (self.ended, ending) {
            (Some((ply, o)), Ending::Rules(real)) if ply == plies && o == *real => None,
            (Some((ply, o)), _) => Some(Dispute::Ended(ply, o)),
            (None, Ending::Rules(_)) => Some(Dispute::NotOver),
            (None, _) => None,
        }
    }
}

/// Plays one game; `players[0]` is A with `a_side`. With `shadow` (the rules as the engines read
/// them, when they differ) the game is also followed under those rules.
fn play_game(
    variant: &Arc<Variant>,
    players: &mut [Box<dyn Player>; 2],
    a_side: Side,
    seed: u64,
    max_plies: usize,
    shadow: Option<&Arc<Variant>>,
) -> GameResult {
    let index = |side: Side| usize::from(side != a_side);
    let mut game = Game::from_variant(variant.clone());
    let mut shadow = shadow.map(Shadow::new);
    let mut max_move_time = Duration::ZERO;
    let mut ending = None;
    for side in [a_side, a_side.opponent()] {
        let i = index(side);
        let player_seed = seed.wrapping_mul(2).wrapping_add(1 + i as u64);
        if let Err(e) = players[i].new_game(variant, side, player_seed) {
            ending = Some(Ending::Broken(side, e));
            break;
        }
    }
    let mut last = None;
    while ending.is_none() {
        if let Some(outcome) = game.outcome() {
            ending = Some(Ending::Rules(outcome));
            break;
        }
        if game.ply() >= max_plies {
            ending = Some(Ending::MaxPlies);
            break;
        }
        let mover = game.side_to_move();
        let player = &mut players[index(mover)];
        let t0 = Instant::now();
        let proposal = player.propose(&game, last);
        max_move_time = max_move_time.max(t0.elapsed());
        match proposal {
            Ok(Proposal::Move(mv)) => match game.play(mv) {
                Ok(_) => {
                    player.accepted(&game);
                    if let Some(shadow) = shadow.as_mut() {
                        shadow.follow(mv, &game);
                    }
                    last = Some(mv);
                }
                Err(e) => ending = Some(Ending::Illegal(mover, format!("{mv} ({e})"))),
            },
            Ok(Proposal::Unreadable(text)) => {
                ending = Some(Ending::Illegal(mover, format!("{text:?} (not a move)")))
            }
            Err(Failure::Time) => ending = Some(Ending::Time(mover)),
            Err(Failure::Broken(why)) => ending = Some(Ending::Broken(mover, why)),
        }
    }
    let ending = ending.expect("the loop ends with an ending");
    let outcome = ending.outcome();
    let faulty = match &ending {
        Ending::Illegal(side, _) | Ending::Time(side) | Ending::Broken(side, _) => Some(*side),
        _ => None,
    };
    for side in [a_side, a_side.opponent()] {
        players[index(side)].finish(&outcome, faulty != Some(side));
    }
    let disputed = shadow.and_then(|s| s.dispute(&ending, game.ply()));
    GameResult {
        ending,
        plies: game.ply(),
        max_move_time,
        disputed,
    }
}

fn make_player(
    spec: &PlayerSpec,
    label: &str,
    movetime: Option<Duration>,
    threads: u64,
    log: Option<&ExchangeLog>,
) -> Box<dyn Player> {
    match spec {
        PlayerSpec::Level(_) | PlayerSpec::Baseline => Box::new(LevelPlayer {
            level: match spec {
                PlayerSpec::Level(level) => *level,
                _ => Level::Hard,
            },
            baseline: *spec == PlayerSpec::Baseline,
            limits: movetime.map(SearchLimits::movetime).unwrap_or_default(),
            threads: threads as usize,
            engine: None,
            stop: AtomicBool::new(false),
        }),
        PlayerSpec::Engine(command) => Box::new(EnginePlayer {
            label: format!("engine {label}"),
            command: command.clone(),
            budget: movetime.unwrap_or(Duration::from_millis(1000)),
            process: None,
            side: Side::Attackers,
            log: log.cloned(),
        }),
    }
}

pub fn run(args: &MatchArgs) -> CliResult {
    let variant = args.rules.load()?;
    let uses_engine = [&args.a, &args.b]
        .iter()
        .any(|p| matches!(p, PlayerSpec::Engine(_)));
    let mut shadow = None;
    if uses_engine {
        otep::rules_string(variant.rules()).map_err(CliError::Message)?;
        let lost = otep::lost_rules(variant.rules());
        if !lost.is_empty() {
            eprintln!(
                "warning: the rules string sent to the engines cannot express {} of these rules; \
                 an engine that reads it literally plays by other rules (`tafl engine` recognises \
                 the built-in presets). Every game is judged by the full rules; games those other \
                 rules end differently are reported as disputed:",
                lost.len()
            );
            for rule in &lost {
                eprintln!("  - {rule}");
            }
            shadow = otep::rules_as_read(variant.rules())
                .ok()
                .and_then(|r| Variant::new(r).ok())
                .map(Arc::new);
        }
    }
    let movetime = args.movetime.map(Duration::from_millis);
    let log = match &args.log {
        Some(path) => Some(
            ExchangeLog::create(path)
                .map_err(|e| format!("cannot write the log {}: {e}", path.display()))?,
        ),
        None => None,
    };
    let mut players: [Box<dyn Player>; 2] = [
        make_player(&args.a, "A", movetime, args.a_threads, log.as_ref()),
        make_player(&args.b, "B", movetime, args.b_threads, log.as_ref()),
    ];
    let stdout = io::stdout();
    let mut out = stdout.lock();
    writeln!(
        out,
        "match {}: A={} B={} games={} movetime={}",
        crate::variant_args::describe(&variant),
        args.a,
        args.b,
        args.games,
        args.movetime
            .map_or("default".to_string(), |ms| format!("{ms}ms"))
    )?;
    let (mut a_wins, mut b_wins, mut draws) = (0u64, 0u64, 0u64);
    let (mut attacker_wins, mut defender_wins) = (0u64, 0u64);
    let (mut illegal, mut time, mut broken, mut disputed) = (0u64, 0u64, 0u64, 0u64);
    for i in 0..args.games {
        let a_side = if i % 2 == 0 {
            Side::Attackers
        } else {
            Side::Defenders
        };
        let r = play_game(
            &variant,
            &mut players,
            a_side,
            args.seed.wrapping_add(i),
            args.max_plies as usize,
            shadow.as_ref(),
        );
        let winner = r.ending.winner();
        let result = match winner {
            None => "draw",
            Some(w) if w == a_side => "a_win",
            Some(_) => "b_win",
        };
        match result {
            "draw" => draws += 1,
            "a_win" => a_wins += 1,
            _ => b_wins += 1,
        }
        match winner {
            Some(Side::Attackers) => attacker_wins += 1,
            Some(Side::Defenders) => defender_wins += 1,
            None => {}
        }
        let who = |side: Side| if side == a_side { "A" } else { "B" };
        match &r.ending {
            Ending::Illegal(side, what) => {
                illegal += 1;
                eprintln!(
                    "game {}: player {} ({side}) played an illegal move: {what}",
                    i + 1,
                    who(*side)
                );
            }
            Ending::Time(side) => {
                time += 1;
                eprintln!(
                    "game {}: player {} ({side}) lost on time (no move within {} ms)",
                    i + 1,
                    who(*side),
                    (movetime.unwrap_or(Duration::from_millis(1000)) * 2
                        + Duration::from_millis(500))
                    .as_millis()
                );
            }
            Ending::Broken(side, why) => {
                broken += 1;
                eprintln!(
                    "game {}: player {} ({side}) failed: {why}",
                    i + 1,
                    who(*side)
                );
            }
            _ => {}
        }
        if let Some(d) = &r.disputed {
            disputed += 1;
            eprintln!(
                "game {}: disputed: the match ends it as {} ({}) after {} plies; under the rules \
                 as sent to the engines {}",
                i + 1,
                winner.map_or("a draw".to_string(), |w| format!("a win for the {w}")),
                r.ending.reason(),
                r.plies,
                d.describe()
            );
        }
        writeln!(
            out,
            "game {} a_side={a_side} result={result} winner={} reason={} plies={} max_move_ms={}{}",
            i + 1,
            winner.map_or("none", Side::name),
            r.ending.reason(),
            r.plies,
            r.max_move_time.as_millis(),
            r.disputed
                .as_ref()
                .map_or(String::new(), |d| format!(" disputed={}", d.code()))
        )?;
        out.flush()?;
    }
    for player in players.iter_mut() {
        player.close();
    }
    eprintln!("attacker_wins={attacker_wins} defender_wins={defender_wins}");
    eprintln!(
        "illegal_moves={illegal} time_forfeits={time} engine_failures={broken} \
         disputed_games={disputed}"
    );
    let score = Score::new(a_wins as usize, draws as usize, b_wins as usize);
    writeln!(out, "{}", score.line())?;
    writeln!(out, "a_wins={a_wins} b_wins={b_wins} draws={draws}")?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_parse() {
        assert_eq!(parse_player("easy"), Ok(PlayerSpec::Level(Level::Easy)));
        assert_eq!(parse_player("Hard"), Ok(PlayerSpec::Level(Level::Hard)));
        assert_eq!(
            parse_player("engine:\"./tafl engine\""),
            Ok(PlayerSpec::Engine("./tafl engine".into()))
        );
        assert_eq!(
            parse_player("engine:tafl engine --level easy"),
            Ok(PlayerSpec::Engine("tafl engine --level easy".into()))
        );
        assert_eq!(parse_player("baseline"), Ok(PlayerSpec::Baseline));
        assert_eq!(PlayerSpec::Baseline.to_string(), "baseline");
        assert!(parse_player("engine:").is_err());
        assert!(parse_player("grandmaster").is_err());
    }

    #[test]
    fn a_level_game_is_judged_by_the_core() {
        let variant = Arc::new(Variant::from_preset(tafl_core::Preset::Brandubh));
        let mut players: [Box<dyn Player>; 2] = [
            make_player(&PlayerSpec::Level(Level::Random), "A", None, 1, None),
            make_player(&PlayerSpec::Level(Level::Random), "B", None, 1, None),
        ];
        let r = play_game(&variant, &mut players, Side::Defenders, 3, 30, None);
        assert!(r.plies <= 30);
        if r.plies == 30 {
            assert_eq!(r.ending, Ending::MaxPlies);
        }
    }

    /// A player that always proposes the same (soon illegal) move.
    struct Stubborn;
    impl Player for Stubborn {
        fn new_game(&mut self, _: &Arc<Variant>, _: Side, _: u64) -> Result<(), String> {
            Ok(())
        }
        fn propose(&mut self, _: &Game, _: Option<Move>) -> Result<Proposal, Failure> {
            Ok(Proposal::Move(Move::parse("d1-d2").unwrap()))
        }
    }

    #[test]
    fn an_illegal_move_loses() {
        let variant = Arc::new(Variant::from_preset(tafl_core::Preset::Brandubh));
        let mut players: [Box<dyn Player>; 2] = [
            Box::new(Stubborn),
            make_player(&PlayerSpec::Level(Level::Random), "B", None, 1, None),
        ];
        let r = play_game(&variant, &mut players, Side::Attackers, 0, 100, None);
        assert!(matches!(r.ending, Ending::Illegal(Side::Attackers, _)));
        assert_eq!(r.ending.winner(), Some(Side::Defenders));
        assert_eq!(r.ending.reason(), "illegal-move");
    }
}
