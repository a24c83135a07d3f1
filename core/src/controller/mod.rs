//! The game controller every front end drives: the Android and iOS apps through `tafl-ffi`,
//! and `tafl play` directly. It owns the game (rules, history, undo and redo), the mode, the
//! two-game match, the tap state, the hint, the message to show and the score-tally marks, and
//! it runs the computer's searches on background threads. Front ends forward taps and buttons,
//! read [`GameView`] and draw it.
//!
//! ## Threads
//! A [`Controller`] is shared freely between threads. Its lock is never held during a search, so
//! every call answers at once; a search runs on a thread of its own and reports through the
//! [`Listener`]. Any change of the game stops the running search and forgets it: its result is
//! thrown away when it returns, so nothing ever waits for it. [`Controller::cancel`] is the one
//! call that waits: it returns once every search has stopped (well within 20 ms).
//!
//! ## The computer
//! While [`Controller::resume`] is in force the computer starts its search by itself whenever it
//! is its turn (after a move, an undo, a new game, a restore). [`Controller::cancel`] stops it
//! until the next `resume` — the apps cancel when they go to the background and resume when
//! they come back. A paused controller moves for the computer only on
//! [`Controller::start_computer`] (tests, scripted play).

pub(crate) mod config;
mod coord;
mod error;
pub(crate) mod feedback;
mod matchplay;
mod preferences;
mod savefile;
pub(crate) mod selection;
mod session;
mod setup;
pub mod texts;
pub(crate) mod view;
pub(crate) mod worker;

pub use config::{validate_rules, GameConfig, Mode, NewGameChoice, RulesInfo, ThinkTime};
pub use coord::{file_label, Coord};
pub use error::GameError;
pub use feedback::{BoardSound, SoundCue};
pub use matchplay::{MatchStanding, MatchWinner};
pub use preferences::Preferences;
pub use savefile::{FORMAT as SAVE_FORMAT, VERSION as SAVE_VERSION};
pub use session::{FinishedGame, TapOutcome, Turn};
pub(crate) use view::{board_view, last_move, move_turns_of, BoardMarks};
pub use view::{
    AnalysisView, BoardView, Busy, CapturedPiece, CellView, GameView, LastMove, Message, MoveMark,
    MoveTurn, PositionText, ReplayView, Status,
};

use crate::ai::{Engine, EngineConfig, Level, SearchLimits};
use crate::game::{Game, MoveReport};
use crate::rulebook::Rulebook;
use crate::types::Side;
use crate::types::Square;
use crate::words::Words;
use session::{Notice, SearchJob, Session};
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::Duration;
use worker::Worker;

/// Told when the controller changed by itself: the computer moved, a hint arrived. Called on the
/// search's thread, after the change; read [`Controller::view`] (on the UI thread) to show it.
pub trait Listener: Send + Sync {
    fn changed(&self);
}

/// How far the analysis board's engine looks before it rests (a phone's battery): the depth
/// is never the limit in practice, the minute is.
const ANALYSIS_LIMITS: SearchLimits = SearchLimits {
    depth: Some(60),
    nodes: None,
    movetime: Some(Duration::from_secs(60)),
};

/// The analysis tells the front end of its iterations at most this often, …
const ANALYSIS_TELL_INTERVAL: Duration = Duration::from_millis(100);
/// … except from this depth on, where each iteration takes long enough to be worth showing.
const ANALYSIS_TELL_EVERY_DEPTH_FROM: u32 = 8;

/// Threads a hard search uses at most: phones have four to eight cores, some of them slow.
const MAX_SEARCH_THREADS: usize = 4;
/// The search recurses deeply; a main thread's stack size keeps every platform safe.
const SEARCH_STACK_BYTES: usize = 8 << 20;

struct Inner {
    session: Session,
    words: Words,
    prefs: Preferences,
    /// The seed of games started by `new_game` (tests); `None` in the apps.
    seed: Option<u64>,
    /// The computer moves by itself when it is its turn.
    running: bool,
    /// The computer's move, a hint or the analysis, on a thread of its own.
    search: Worker<Busy>,
    listener: Option<Arc<dyn Listener>>,
    /// The moves and captures turned into sounds and vibrations.
    feedback: feedback::Feedback,
    /// What the analysis board's engine found (for the position it names).
    analysis: Option<view::AnalysisInfo>,
}

impl Inner {
    fn busy(&self) -> Busy {
        self.search.running().copied().unwrap_or(Busy::Idle)
    }

    /// Stops the running search and forgets it: whatever it finds is thrown away.
    fn forget_search(&mut self) {
        self.search.forget();
    }

    /// Turns new moves and captures into sounds and vibrations when the settings ask for them.
    fn signal_feedback(&mut self) {
        self.feedback.follow(
            feedback::Played::of(&self.session),
            self.prefs.capture_feedback,
        );
    }

    /// Starts the computer's search if it is its turn and it may move by itself; on the
    /// analysis board, the engine's analysis of a position it has not finished with yet.
    fn drive(&mut self, shared: &Arc<Shared>) {
        if !self.running || self.search.is_running() {
            return;
        }
        if let Ok(job) = self.session.computer_job() {
            self.start(shared, Busy::ComputerMove, job);
            return;
        }
        let s = &self.session;
        let position = s.game.position().hash();
        let finished_here = self
            .analysis
            .as_ref()
            .is_some_and(|a| a.position == position && !a.searching);
        if s.analysis && s.setup.is_none() && !s.game.is_over() && !finished_here {
            let job = SearchJob {
                game: s.game.clone(),
                level: Level::Hard,
                limits: ANALYSIS_LIMITS,
                seed: None,
            };
            self.start(shared, Busy::Analysis, job);
        }
    }

    fn start(&mut self, shared: &Arc<Shared>, kind: Busy, job: SearchJob) {
        let shared = Arc::clone(shared);
        self.search
            .start("tafl-search", SEARCH_STACK_BYTES, kind, move |id, stop| {
                search(shared, id, kind, job, stop)
            });
    }
}

struct Shared {
    inner: Mutex<Inner>,
    /// Signalled whenever a search ends or is forgotten.
    idle: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Inner> {
        // A panic elsewhere never leaves the game half-changed (every change is one call on the
        // session), so a poisoned lock is safe to take over.
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }
}

fn engine(level: Level, seed: Option<u64>) -> Engine {
    let tt_mb = if level == Level::Hard { 16 } else { 4 };
    let mut engine = Engine::new(EngineConfig { tt_mb, seed });
    // A seeded game must replay exactly, which only one thread does.
    if seed.is_none() {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        engine.set_threads(cores.min(MAX_SEARCH_THREADS));
    }
    engine
}

/// A search's thread: think, then apply the result if the game is still the one searched.
fn search(shared: Arc<Shared>, id: u64, kind: Busy, job: SearchJob, stop: Arc<AtomicBool>) {
    let job_position = job.game.position().hash();
    let report = if kind == Busy::Analysis {
        analyse(&shared, id, &job, &stop)
    } else {
        engine(job.level, job.seed).think(&job.game, job.level, &job.limits, &stop)
    };
    let listener = {
        let mut inner = shared.lock();
        if !inner.search.finish(id) {
            return; // forgotten: the game changed or the search was cancelled
        }
        match (kind, report) {
            (Busy::ComputerMove, Some(r)) => {
                if let Err(e) = inner.session.play_computer(r.best) {
                    log::error!("the computer's move {} was refused: {e}", r.best);
                }
            }
            (Busy::Hint, Some(r)) => inner.session.set_hint(r.best),
            // The search's last word (also when it ended before a whole iteration, as on a
            // win in one); the engine rests on this position until it changes.
            (Busy::Analysis, Some(r)) => {
                inner.analysis = Some(view::AnalysisInfo {
                    position: job_position,
                    depth: r.depth,
                    score: r.score,
                    pv: r.pv,
                    searching: false,
                });
            }
            _ => {}
        }
        inner.signal_feedback();
        inner.drive(&shared);
        inner.listener.clone()
    };
    if let Some(listener) = listener {
        listener.changed();
    }
    shared.idle.notify_all();
}

/// The analysis board's search: without contempt (a draw is worth nothing to either side), its
/// every completed iteration shown as it comes.
fn analyse(
    shared: &Arc<Shared>,
    id: u64,
    job: &SearchJob,
    stop: &AtomicBool,
) -> Option<crate::ai::SearchReport> {
    let mut engine = engine(job.level, job.seed);
    engine.set_contempt(Some(0));
    let position = job.game.position().hash();
    let mut told: Option<std::time::Instant> = None;
    let mut observe = |iteration: &crate::ai::Iteration| {
        // The first iterations come in a burst: the front end hears of them a few times a
        // second at most (the view always has the latest).
        let tell = iteration.depth >= ANALYSIS_TELL_EVERY_DEPTH_FROM
            || told.is_none_or(|t| t.elapsed() >= ANALYSIS_TELL_INTERVAL);
        let listener = {
            let mut inner = shared.lock();
            if !inner.search.is_current(id) {
                return;
            }
            inner.analysis = Some(view::AnalysisInfo {
                position,
                depth: iteration.depth,
                score: iteration.score,
                pv: iteration.pv.clone(),
                searching: true,
            });
            inner.listener.clone().filter(|_| tell)
        };
        if let Some(listener) = listener {
            told = Some(std::time::Instant::now());
            listener.changed();
        }
    };
    engine.think_with(
        &job.game,
        job.level,
        &job.limits,
        stop,
        None,
        Some(&mut observe),
    )
}

/// The game controller. Cheap to clone: clones share one game.
#[derive(Clone)]
pub struct Controller {
    shared: Arc<Shared>,
    _owner: Arc<Owner>,
}

/// Dropped with the last clone of a controller (search threads do not hold it): nobody can
/// read a result any more, so the searches stop.
struct Owner(Arc<Shared>);

impl Drop for Owner {
    fn drop(&mut self) {
        let mut inner = self.0.lock();
        inner.running = false;
        inner.forget_search();
    }
}

impl std::fmt::Debug for Controller {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let inner = self.shared.lock();
        f.debug_struct("Controller")
            .field("config", &inner.session.config)
            .field("ply", &inner.session.game.ply())
            .field("busy", &inner.busy())
            .finish_non_exhaustive()
    }
}

impl Controller {
    fn of(session: Session) -> Controller {
        let shared = Arc::new(Shared {
            inner: Mutex::new(Inner {
                feedback: feedback::Feedback::of(feedback::Played::of(&session)),
                session,
                words: Words::default(),
                prefs: Preferences::default(),
                seed: None,
                running: false,
                search: Worker::default(),
                listener: None,
                analysis: None,
            }),
            idle: Condvar::new(),
        });
        Controller {
            _owner: Arc::new(Owner(Arc::clone(&shared))),
            shared,
        }
    }

    /// A new game. BadRules / UnsupportedRules for custom rules that cannot be played.
    pub fn new(config: GameConfig) -> Result<Controller, GameError> {
        let choice = NewGameChoice::of(&config, &NewGameChoice::default());
        Ok(Controller::of(Session::new(config, choice)?))
    }

    /// A game from any position of its rules (puzzles, set-ups, `tafl play --position`).
    /// BadRules / UnsupportedRules, CorruptSave when `game` is not played by the config's rules.
    pub fn with_game(config: GameConfig, game: Game) -> Result<Controller, GameError> {
        let choice = NewGameChoice::of(&config, &NewGameChoice::default());
        let mut session = Session::new(config, choice)?;
        if !session.ruleset.plays(&game) {
            return Err(GameError::CorruptSave);
        }
        session.game = game;
        Ok(Controller::of(session))
    }

    /// A game of the history, to replay: read-only, shown after its last move. CorruptSave
    /// when the entry's game does not replay.
    pub fn archived(entry: &crate::history::HistoryEntry) -> Result<Controller, GameError> {
        let game = entry.replay()?;
        let config = GameConfig {
            preset: entry
                .rules
                .preset
                .unwrap_or(crate::presets::Preset::DEFAULT),
            rules: entry.rules.rules.clone(),
            mode: entry.mode,
            two_game_match: false,
            think_millis: None,
            seed: None,
        };
        let choice = NewGameChoice::of(&config, &NewGameChoice::default());
        let mut session = Session::new(config, choice)?;
        if !session.ruleset.plays(&game) {
            return Err(GameError::CorruptSave);
        }
        session.replay = Some(game.ply() as u32);
        session.game = game;
        session.archived = true;
        session.counted = true;
        Ok(Controller::of(session))
    }

    /// A game from [`Controller::save`]'s text. CorruptSave, UnsupportedVersion, UnknownPreset.
    pub fn restore(saved: &str) -> Result<Controller, GameError> {
        Ok(Controller::of(savefile::read(saved)?))
    }

    /// What an app does at start-up: the saved game if there is one and it reads, otherwise a
    /// new game of the default choice — with a message saying why when the save was damaged.
    pub fn launch(saved: Option<&str>, prefs: Preferences, language: &str) -> Controller {
        let restored = saved.map(savefile::read);
        let (session, failure) = match restored {
            Some(Ok(session)) => (session, None),
            Some(Err(e)) => (Controller::fresh(&prefs), Some(e)),
            None => (Controller::fresh(&prefs), None),
        };
        let controller = Controller::of(session);
        {
            let mut inner = controller.shared.lock();
            inner.prefs = prefs.normalized();
            inner.words = Words::for_code(language);
            inner.session.notice = failure.map(|error| Notice {
                error,
                detail: None,
                new_game_started: true,
            });
        }
        controller
    }

    fn fresh(prefs: &Preferences) -> Session {
        let choice = NewGameChoice::default();
        Session::new(choice.config(prefs.hard_think_millis, None), choice.clone()).unwrap_or_else(
            |_| {
                Session::start(
                    GameConfig::two_players(choice.preset),
                    choice,
                    config::Ruleset::of_preset(crate::presets::Preset::DEFAULT),
                )
            },
        )
    }

    /// Runs `change` on the game, then lets the computer start if it is its turn; wakes
    /// whoever waits for the searches to end.
    fn act<T>(&self, change: impl FnOnce(&mut Inner) -> T) -> T {
        let out = {
            let mut inner = self.shared.lock();
            let out = change(&mut inner);
            inner.signal_feedback();
            inner.drive(&self.shared);
            out
        };
        self.shared.idle.notify_all();
        out
    }

    // ---- settings of the controller -------------------------------------------------------

    /// Who to tell when the controller changes by itself (`None` to stop telling).
    pub fn set_listener(&self, listener: Option<Arc<dyn Listener>>) {
        self.shared.lock().listener = listener;
    }

    /// The language of [`GameView`]'s words: "en", "et", "ru" (a region is ignored; anything
    /// else is English).
    pub fn set_language(&self, code: &str) {
        self.shared.lock().words = Words::for_code(code);
    }

    pub fn words(&self) -> Words {
        self.shared.lock().words
    }

    /// The settings the view follows (legal-move marks, the turned board, the capture
    /// signal) and new games use (the think time).
    pub fn set_preferences(&self, prefs: Preferences) {
        self.act(|inner| {
            inner.prefs = prefs.normalized();
        });
    }

    pub fn preferences(&self) -> Preferences {
        self.shared.lock().prefs.clone()
    }

    /// The seed of the games `new_game` starts (a reproducible computer, for tests).
    pub fn set_seed(&self, seed: Option<u64>) {
        self.shared.lock().seed = seed;
    }

    // ---- reading --------------------------------------------------------------------------

    /// Everything a screen shows, in the controller's language. Never waits for a search.
    pub fn view(&self) -> GameView {
        let inner = self.shared.lock();
        view::build(
            &inner.session,
            &inner.words,
            &inner.prefs,
            inner.busy(),
            &inner.feedback,
            inner.analysis.as_ref(),
        )
    }

    /// A copy of the game (its position, history and result).
    pub fn game(&self) -> Game {
        self.shared.lock().session.game.clone()
    }

    pub fn config(&self) -> GameConfig {
        self.shared.lock().session.config.clone()
    }

    pub fn busy(&self) -> Busy {
        self.shared.lock().busy()
    }

    pub fn turn(&self) -> Turn {
        self.shared.lock().session.turn()
    }

    pub fn rules_info(&self) -> RulesInfo {
        self.shared.lock().session.ruleset.info()
    }

    /// The rules page of the rules being played, in the controller's language.
    pub fn rulebook(&self) -> Rulebook {
        let inner = self.shared.lock();
        crate::rulebook::rulebook(inner.session.ruleset.rules(), inner.words.lang())
    }

    /// The game as a community record: "d2-c2 d3-e3xd4 …".
    pub fn record(&self) -> String {
        crate::notation::write_record(&self.shared.lock().session.game)
    }

    /// The whole game as versioned JSON (mode, match, tally marks, redo line). Never waits.
    pub fn save(&self) -> String {
        savefile::write(&self.shared.lock().session)
    }

    /// Where the piece on `from` can go: OffBoard, NoPiece, NotYourPiece; empty when the piece
    /// is stuck, the game is over, it is not a person's turn (so while the computer thinks) or
    /// the board is only looked at (a replay, a set-up).
    pub fn targets(&self, from: Coord) -> Result<Vec<Coord>, GameError> {
        let inner = self.shared.lock();
        Ok(inner
            .session
            .targets(from)?
            .into_iter()
            .map(Coord::of)
            .collect())
    }

    /// The pieces that can move; empty unless it is a person's turn on a board that takes moves
    /// (not while replaying or setting up).
    pub fn movable_pieces(&self) -> Vec<Coord> {
        let inner = self.shared.lock();
        inner
            .session
            .movable_pieces()
            .into_iter()
            .map(Coord::of)
            .collect()
    }

    /// A finished game's result, the first time only: each game (both games of a match) is
    /// handed out once, even across undo, redo, save and restore.
    pub fn take_finished(&self) -> Option<FinishedGame> {
        self.shared.lock().session.take_finished()
    }

    // ---- the board ------------------------------------------------------------------------

    /// A tap on a square (see [`TapOutcome`]). OffBoard; NotYourPiece for the other side's
    /// piece (also shown as the view's message); the game is unchanged on error.
    pub fn tap(&self, at: Coord) -> Result<TapOutcome, GameError> {
        self.act(|inner| {
            let out = inner.session.tap(at);
            if out == Ok(TapOutcome::Played) {
                inner.forget_search(); // a hint that was still looking
            }
            out
        })
    }

    /// A drag begins on `at`: its piece is selected as by a tap, unless it already is.
    pub fn drag_start(&self, at: Coord) -> Result<TapOutcome, GameError> {
        self.act(|inner| inner.session.drag_start(at))
    }

    /// The dragged piece is dropped on `at`: played if it is a target, else it stays selected.
    pub fn drop_on(&self, at: Coord) -> Result<TapOutcome, GameError> {
        self.act(|inner| {
            let out = inner.session.drop_on(at);
            if out == Ok(TapOutcome::Played) {
                inner.forget_search();
            }
            out
        })
    }

    /// A person's move. ComputerThinking, OffBoard, GameOver, NotYourTurn, NoPiece,
    /// NotYourPiece, IllegalMove. A running hint is stopped.
    pub fn play(&self, from: Coord, to: Coord) -> Result<MoveReport, GameError> {
        self.act(|inner| {
            if inner.busy() == Busy::ComputerMove {
                return Err(GameError::ComputerThinking);
            }
            let out = inner.session.play(from, to);
            if out.is_ok() {
                inner.forget_search();
            }
            out
        })
    }

    /// Forgets the message shown.
    pub fn dismiss_message(&self) {
        self.act(|inner| inner.session.dismiss_notice());
    }

    // ---- buttons --------------------------------------------------------------------------

    /// Takes back the last move — against the computer, the human's last move with the reply
    /// (stopping the computer's search first if it is thinking). NothingToUndo.
    pub fn undo(&self) -> Result<(), GameError> {
        self.act(|inner| {
            if !inner.session.can_undo() {
                return inner.session.undo();
            }
            inner.forget_search();
            inner.session.undo()
        })
    }

    /// Plays again what undo took back (against the computer, with the reply). NothingToRedo,
    /// ComputerThinking.
    pub fn redo(&self) -> Result<(), GameError> {
        self.act(|inner| {
            if inner.busy() == Busy::ComputerMove {
                return Err(GameError::ComputerThinking);
            }
            if inner.session.can_redo() {
                inner.forget_search();
            }
            inner.session.redo()
        })
    }

    /// Starts looking for a hint for the person to move (Hard's move); it shows in the view when
    /// found. ComputerThinking (a search runs), NotYourTurn, GameOver.
    pub fn hint(&self) -> Result<(), GameError> {
        let shared = Arc::clone(&self.shared);
        self.act(|inner| {
            if inner.search.is_running() {
                return Err(GameError::ComputerThinking);
            }
            let job = inner.session.hint_job()?;
            inner.start(&shared, Busy::Hint, job);
            Ok(())
        })
    }

    /// Starts game 2 of a match with the sides swapped. NoMatch, MatchNotFinished; a refused
    /// call leaves a running search (the computer's move, a hint) alone.
    pub fn next_match_game(&self) -> Result<(), GameError> {
        self.act(|inner| {
            let out = inner.session.next_match_game();
            if out.is_ok() {
                inner.forget_search();
            }
            out
        })
    }

    /// Replaces the game with a new one of `choice` (with the settings' think time). The
    /// running game goes on untouched when the choice's custom rules cannot be played
    /// (BadRules / UnsupportedRules).
    pub fn new_game(&self, choice: NewGameChoice) -> Result<(), GameError> {
        self.act(|inner| {
            let config = choice.config(inner.prefs.hard_think_millis, inner.seed);
            let session = Session::new(config, choice)?;
            inner.forget_search();
            inner.session = session;
            inner.feedback.restart();
            Ok(())
        })
    }

    /// Replaces the game with a new one of `config` (tests, the terminal). BadRules /
    /// UnsupportedRules leave the running game untouched.
    pub fn start_game(&self, config: GameConfig) -> Result<(), GameError> {
        self.act(|inner| {
            let choice = inner.session.choice.clone();
            let session = Session::new(config, choice)?;
            inner.forget_search();
            inner.session = session;
            inner.feedback.restart();
            Ok(())
        })
    }

    // ---- the analysis board -------------------------------------------------------------

    /// An analysis board from the position this controller shows (the replayed one, or the
    /// game as it stands; the game's moves up to there can be taken back): a person moves for
    /// both sides while the engine analyses, after `resume()`. It speaks this controller's
    /// language and follows its settings.
    pub fn analysis_board(&self) -> Controller {
        let inner = self.shared.lock();
        let board = Controller::of(inner.session.analysis_board());
        {
            let mut b = board.shared.lock();
            b.words = inner.words;
            b.prefs = inner.prefs.clone();
        }
        board
    }

    /// An analysis board of `config`'s rules, from `position` (OpenTafl notation with `side`
    /// to move, or the rules' start). BadRules / UnsupportedRules; BadPosition (unreadable, or
    /// not a position of these rules); NoKing, AlreadyDecided.
    pub fn analysis(
        config: GameConfig,
        position: Option<(&str, Side)>,
    ) -> Result<Controller, GameError> {
        let config = GameConfig {
            mode: Mode::TwoPlayers,
            two_game_match: false,
            ..config
        };
        let choice = NewGameChoice::of(&config, &NewGameChoice::default());
        let mut session = Session::new(config, choice)?;
        if let Some((text, side)) = position {
            let variant = Arc::clone(session.game.variant());
            let pos = crate::otn::parse_position(&variant, text, side)
                .map_err(|_| GameError::BadPosition)?;
            if pos.king().is_none() {
                return Err(GameError::NoKing);
            }
            let game = Game::from_position(variant, pos);
            if game.is_over() {
                return Err(GameError::AlreadyDecided);
            }
            session.game = game;
        }
        session.analysis = true;
        session.counted = true;
        Ok(Controller::of(session))
    }

    /// Starts setting up the analysis board's position by hand (from the one on it). ReadOnly
    /// outside an analysis board.
    pub fn setup_begin(&self) -> Result<(), GameError> {
        self.act(|inner| {
            let out = inner.session.setup_begin();
            if out.is_ok() {
                inner.forget_search();
            }
            out
        })
    }

    /// Puts a piece on a square of the set-up, or empties it (`None`); there is one king, put
    /// down it moves. Starts the set-up if need be. OffBoard, ReadOnly.
    pub fn setup_put(
        &self,
        at: Coord,
        piece: Option<crate::types::Piece>,
    ) -> Result<(), GameError> {
        self.act(|inner| {
            inner.forget_search();
            inner.session.setup_put(at, piece)
        })
    }

    /// Who moves first from the set-up position. ReadOnly.
    pub fn setup_side(&self, side: Side) -> Result<(), GameError> {
        self.act(|inner| {
            inner.forget_search();
            inner.session.setup_side(side)
        })
    }

    /// An empty board for the set-up. ReadOnly.
    pub fn setup_clear(&self) -> Result<(), GameError> {
        self.act(|inner| {
            inner.forget_search();
            inner.session.setup_clear()
        })
    }

    /// The rules' start position for the set-up. ReadOnly.
    pub fn setup_start_position(&self) -> Result<(), GameError> {
        self.act(|inner| {
            inner.forget_search();
            inner.session.setup_start_position()
        })
    }

    /// Plays from the set-up position, or says why not (NoKing, RestrictedSquare,
    /// AlreadyDecided; the message names the square or the result) and keeps the set-up open.
    pub fn setup_done(&self) -> Result<(), GameError> {
        self.act(|inner| inner.session.setup_done())
    }

    /// Leaves the set-up; the board is as it was.
    pub fn setup_cancel(&self) {
        self.act(|inner| inner.session.setup_cancel());
    }

    // ---- replay -------------------------------------------------------------------------

    /// Shows the position after `ply` moves (0: the start), read-only, with that move marked;
    /// the game goes on behind it (the computer still moves). NoSuchMove; ReadOnly during a
    /// set-up.
    pub fn replay_to(&self, ply: u32) -> Result<(), GameError> {
        self.act(|inner| inner.session.replay_to(ply))
    }

    /// One move back or forward in the replay (from the game as it stands when not replaying).
    /// NoSuchMove past either end.
    pub fn replay_step(&self, forward: bool) -> Result<(), GameError> {
        self.act(|inner| inner.session.replay_step(forward))
    }

    /// Back to the game as it stands. ReadOnly for a game from the history.
    pub fn leave_replay(&self) -> Result<(), GameError> {
        self.act(|inner| inner.session.leave_replay())
    }

    // ---- the computer ---------------------------------------------------------------------

    /// Lets the computer move by itself whenever it is its turn, starting now if it is.
    pub fn resume(&self) {
        self.act(|inner| inner.running = true);
    }

    /// Stops every running search (the computer's move or a hint) and returns once they have
    /// stopped; the game is unchanged. The computer then waits until [`Controller::resume`].
    pub fn cancel(&self) {
        let threads = {
            let mut inner = self.shared.lock();
            inner.running = false;
            inner.search.stop_all()
        };
        self.shared.idle.notify_all();
        worker::join(threads);
    }

    /// Starts the computer's search now (whether or not it moves by itself). ComputerThinking,
    /// NotComputersTurn, GameOver.
    pub fn start_computer(&self) -> Result<(), GameError> {
        let shared = Arc::clone(&self.shared);
        self.act(|inner| {
            if inner.search.is_running() {
                return Err(GameError::ComputerThinking);
            }
            let job = inner.session.computer_job()?;
            inner.start(&shared, Busy::ComputerMove, job);
            Ok(())
        })
    }

    /// Blocks until no search runs, at most `timeout`; false on timeout. For tests and the
    /// terminal — never call it on an app's UI thread.
    pub fn wait_until_idle(&self, timeout: Duration) -> bool {
        let inner = self.shared.lock();
        let (_inner, result) = self
            .shared
            .idle
            .wait_timeout_while(inner, timeout, |i| i.search.is_running())
            .unwrap_or_else(|e| e.into_inner());
        !result.timed_out()
    }

    /// The square of a coordinate on this game's board (for front ends that read squares).
    pub fn square(&self, at: Coord) -> Result<Square, GameError> {
        at.square_on(self.shared.lock().session.size())
    }
}
