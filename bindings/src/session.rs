//! `GameSession`: one game (or two-game match) as the apps play it, safe to share between
//! threads. The state sits behind a mutex that is never held during a search, so `snapshot()`
//! and `cancel()` answer at once while the computer thinks.

use crate::errors::TaflError;
use crate::matchplay::MatchState;
use crate::presets::Preset;
use crate::rulebook::Rulebook;
use crate::savedoc;
use crate::snapshot::{self, MoveOutcome, MoveView, Snapshot, Turn};
use crate::tally::FinishedGame;
use crate::types::{Coord, Level, Side};
use crate::variants::{RulesInfo, Ruleset};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;
use tafl_core as tc;
use tc::ai::{Engine, EngineConfig, SearchLimits};

/// Who plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Mode {
    TwoPlayers,
    VsComputer { human_side: Side, level: Level },
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct SessionConfig {
    /// The variant; with `rules` set it only names the session's base preset.
    pub preset: Preset,
    pub mode: Mode,
    #[uniffi(default = false)]
    pub two_game_match: bool,
    /// The computer's budget per move; `None` = the level's default (Hard: 1000 ms).
    #[uniffi(default)]
    pub think_millis: Option<u32>,
    /// `Some` = reproducible computer (its budget is then counted in search nodes).
    #[uniffi(default)]
    pub seed: Option<u64>,
    /// An OpenTafl rules string that overrides `preset` (custom rules). Checked by
    /// `GameSession::with_rules`, which fails with BadRules / UnsupportedRules.
    #[uniffi(default)]
    pub rules: Option<String>,
}

/// Search nodes per millisecond of budget for seeded (reproducible) sessions.
pub(crate) const SEEDED_NODES_PER_MS: u64 = 300;
/// Hint budget when the session sets none.
const DEFAULT_HINT_MILLIS: u32 = 1000;
const HARD_DEFAULT_MILLIS: u32 = 1000;

#[derive(Clone, Debug)]
pub(crate) struct State {
    /// `config.rules` holds the canonical rules string once the session runs custom rules.
    pub config: SessionConfig,
    pub ruleset: Ruleset,
    pub game: tc::Game,
    /// The current game's result has been counted in a tally (see `take_finished`).
    pub counted: bool,
    /// Bumped by every change of the game; a search applies its move only if unchanged.
    pub generation: u64,
    pub matchplay: Option<MatchState>,
}

impl State {
    pub fn new(mut config: SessionConfig, ruleset: Ruleset) -> State {
        let matchplay = config.two_game_match.then(|| {
            MatchState::new(match config.mode {
                Mode::TwoPlayers => Side::Attackers,
                Mode::VsComputer { human_side, .. } => human_side,
            })
        });
        config.rules = ruleset.custom.as_ref().map(|c| c.text.clone());
        State {
            game: ruleset.new_game(),
            ruleset,
            config,
            counted: false,
            generation: 0,
            matchplay,
        }
    }

    /// The game's mode from the tally's point of view: vs computer with the human's side in
    /// that game.
    fn tally_mode(&self, human_side_then: Option<Side>) -> Mode {
        match (self.config.mode, human_side_then) {
            (Mode::VsComputer { level, .. }, Some(human_side)) => {
                Mode::VsComputer { human_side, level }
            }
            (mode, _) => mode,
        }
    }

    /// The first finished game not yet counted (match game 1 before the current game), marked
    /// counted now.
    pub fn take_finished(&mut self) -> Option<FinishedGame> {
        let info = self.ruleset.info();
        let vs_computer = matches!(self.config.mode, Mode::VsComputer { .. });
        if let Some(m) = self.matchplay.as_mut() {
            if let (Some(first), false) = (m.first_game.as_ref(), m.first_counted) {
                if let Some(outcome) = first.outcome() {
                    m.first_counted = true;
                    let first_side = m.first_side;
                    let mode = self.tally_mode(vs_computer.then_some(first_side));
                    return Some(FinishedGame::new(info, mode, outcome, Some(1)));
                }
            }
        }
        let outcome = self.game.outcome()?;
        if self.counted {
            return None;
        }
        self.counted = true;
        let mode = self.tally_mode(self.human_side());
        let match_game = self.matchplay.as_ref().map(|m| m.game_number());
        Some(FinishedGame::new(info, mode, outcome, match_game))
    }

    /// The human's side in the current game (vs computer only).
    pub fn human_side(&self) -> Option<Side> {
        match self.config.mode {
            Mode::TwoPlayers => None,
            Mode::VsComputer { human_side, .. } => Some(
                self.matchplay
                    .as_ref()
                    .map_or(human_side, |m| m.player_one_side()),
            ),
        }
    }

    pub fn turn(&self) -> Turn {
        if self.game.is_over() {
            return Turn::Nobody;
        }
        match self.human_side() {
            None => Turn::Human,
            Some(h) if Side::from(self.game.side_to_move()) == h => Turn::Human,
            Some(_) => Turn::Computer,
        }
    }

    fn snapshot(&self, computer_thinking: bool) -> Snapshot {
        let g = &self.game;
        let (status, reason) = snapshot::status_of(g.outcome());
        let last = g.last_move();
        Snapshot {
            board_size: g.variant().size(),
            squares: snapshot::board(g),
            side_to_move: g.side_to_move().into(),
            status,
            reason,
            last_move: last.map(snapshot::played_view),
            last_captures: last.map_or_else(Vec::new, |p| {
                p.captures
                    .iter()
                    .map(|(s, _)| Coord::from_square(s))
                    .collect()
            }),
            captured_by_attackers: g.captures_by(tc::Side::Attackers) as u32,
            captured_by_defenders: g.captures_by(tc::Side::Defenders) as u32,
            ply: g.ply() as u32,
            plies_since_capture: g.plies_since_capture(),
            can_undo: self.can_undo(),
            can_redo: g.can_redo(),
            turn: self.turn(),
            computer_thinking,
            preset: self.config.preset,
            move_list: g
                .moves()
                .iter()
                .map(|p| snapshot::played_view(p).notation)
                .collect(),
            match_view: self.matchplay.as_ref().map(|m| m.view(g)),
        }
    }

    /// How many plies one undo takes back; 0 = nothing to undo.
    fn undo_count(&self) -> usize {
        let played = self.game.moves();
        match self.human_side() {
            None => usize::from(!played.is_empty()),
            Some(h) => {
                let h: tc::Side = h.into();
                played
                    .iter()
                    .rposition(|p| p.side == h)
                    .map_or(0, |i| played.len() - i)
            }
        }
    }

    fn can_undo(&self) -> bool {
        self.undo_count() > 0
    }

    fn changed(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// Budget and engine seed of one search.
    fn limits(&self, millis: Option<u32>, salt: u64) -> (SearchLimits, Option<u64>) {
        let seed = self
            .config
            .seed
            .map(|s| s ^ salt ^ (self.game.ply() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let limits = match (millis, self.config.seed) {
            (None, _) => SearchLimits::default(),
            (Some(ms), None) => SearchLimits::movetime(Duration::from_millis(u64::from(ms.max(1)))),
            (Some(ms), Some(_)) => {
                // Reproducible: a node budget, with a generous time cap for slow devices.
                let ms = u64::from(ms.max(1));
                SearchLimits {
                    nodes: Some(ms * SEEDED_NODES_PER_MS),
                    movetime: Some(Duration::from_millis(ms.saturating_mul(4).max(500))),
                    depth: None,
                }
            }
        };
        (limits, seed)
    }

    fn computer_limits(&self, level: Level) -> (SearchLimits, Option<u64>) {
        let millis = match (self.config.think_millis, level, self.config.seed) {
            (Some(ms), _, _) => Some(ms),
            // Hard's default budget, made explicit so that seeded sessions count nodes.
            (None, Level::Hard, Some(_)) => Some(HARD_DEFAULT_MILLIS),
            (None, _, _) => None,
        };
        self.limits(millis, 0)
    }

    fn hint_limits(&self) -> (SearchLimits, Option<u64>) {
        let ms = self.config.think_millis.unwrap_or(DEFAULT_HINT_MILLIS);
        self.limits(Some(ms), 0x5EED_4711)
    }
}

fn outcome_of(report: tc::game::MoveReport) -> MoveOutcome {
    let (status, reason) = snapshot::status_of(report.outcome);
    let soldiers: Vec<tc::Square> = report
        .captured
        .iter()
        .filter(|(_, p)| *p != tc::Piece::King)
        .map(|(s, _)| *s)
        .collect();
    MoveOutcome {
        played: snapshot::move_view(report.mv, soldiers),
        side: report.side.into(),
        captures: report
            .captured
            .iter()
            .map(|(s, _)| Coord::from_square(*s))
            .collect(),
        king_captured: report.captured.iter().any(|(_, p)| *p == tc::Piece::King),
        status,
        reason,
    }
}

/// Threads hard searches on at most: phones have four to eight cores, some of them slow.
const MAX_SEARCH_THREADS: usize = 4;

fn engine(level: tc::ai::Level, seed: Option<u64>) -> Engine {
    let tt_mb = if level == tc::ai::Level::Hard { 16 } else { 4 };
    let mut engine = Engine::new(EngineConfig { tt_mb, seed });
    // Seeded sessions must replay exactly, which only one thread does.
    if seed.is_none() {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        engine.set_threads(cores.min(MAX_SEARCH_THREADS));
    }
    engine
}

#[derive(uniffi::Object)]
pub struct GameSession {
    state: Mutex<State>,
    /// The running search's stop flag (set by `cancel()`).
    stop: AtomicBool,
    /// A search (computer move or hint) is running.
    busy: AtomicBool,
    /// The running search is the computer's move (not a hint).
    computer_thinking: AtomicBool,
}

impl std::fmt::Debug for GameSession {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let st = self.lock();
        f.debug_struct("GameSession")
            .field("config", &st.config)
            .field("ply", &st.game.ply())
            .field("busy", &self.busy.load(Ordering::SeqCst))
            .finish_non_exhaustive()
    }
}

/// Clears the busy flags when a search ends, however it ends.
struct BusyGuard<'a>(&'a GameSession);

impl Drop for BusyGuard<'_> {
    fn drop(&mut self) {
        self.0.computer_thinking.store(false, Ordering::SeqCst);
        self.0.busy.store(false, Ordering::SeqCst);
    }
}

impl GameSession {
    fn from_state(state: State) -> GameSession {
        GameSession {
            state: Mutex::new(state),
            stop: AtomicBool::new(false),
            busy: AtomicBool::new(false),
            computer_thinking: AtomicBool::new(false),
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Before changing the game: refused while the computer thinks; a running hint is stopped
    /// (it would be stale).
    fn may_change(&self) -> Result<(), TaflError> {
        if self.computer_thinking.load(Ordering::SeqCst) {
            return Err(TaflError::ComputerThinking);
        }
        if self.busy.load(Ordering::SeqCst) {
            self.stop.store(true, Ordering::SeqCst);
        }
        Ok(())
    }

    /// Claims the search slot (under the state lock).
    fn claim(&self, computer: bool) -> Result<BusyGuard<'_>, TaflError> {
        if self
            .busy
            .compare_exchange(false, true, Ordering::SeqCst, Ordering::SeqCst)
            .is_err()
        {
            return Err(TaflError::ComputerThinking);
        }
        self.computer_thinking.store(computer, Ordering::SeqCst);
        self.stop.store(false, Ordering::SeqCst);
        Ok(BusyGuard(self))
    }
}

#[uniffi::export]
impl GameSession {
    /// A new game of `config.preset`. Custom `config.rules` are played when valid; an invalid
    /// string falls back to the preset without an error, so start custom games with
    /// `with_rules`, which reports it.
    #[uniffi::constructor]
    pub fn new(config: SessionConfig) -> Arc<Self> {
        let ruleset = Ruleset::new(config.preset, config.rules.as_deref())
            .unwrap_or_else(|_| Ruleset::of_preset(config.preset));
        Arc::new(GameSession::from_state(State::new(config, ruleset)))
    }

    /// A new game; with `config.rules` set, of those custom rules. BadRules (the string cannot
    /// be read or its rules cannot be played), UnsupportedRules (a rule this app does not play).
    #[uniffi::constructor]
    pub fn with_rules(config: SessionConfig) -> Result<Arc<Self>, TaflError> {
        let ruleset = Ruleset::new(config.preset, config.rules.as_deref())?;
        Ok(Arc::new(GameSession::from_state(State::new(
            config, ruleset,
        ))))
    }

    /// A session from `save()`'s text. CorruptSave / UnsupportedVersion / UnknownPreset.
    #[uniffi::constructor]
    pub fn restore(saved: String) -> Result<Arc<Self>, TaflError> {
        let state = savedoc::read(&saved)?;
        Ok(Arc::new(GameSession::from_state(state)))
    }

    /// The whole picture; never waits for a running search.
    pub fn snapshot(&self) -> Snapshot {
        let st = self.lock();
        st.snapshot(self.computer_thinking.load(Ordering::SeqCst))
    }

    /// Squares of the pieces that can move; empty unless it is a human's turn.
    pub fn movable_pieces(&self) -> Vec<Coord> {
        let st = self.lock();
        if st.turn() != Turn::Human || self.computer_thinking.load(Ordering::SeqCst) {
            return Vec::new();
        }
        st.game
            .movable_pieces()
            .into_iter()
            .map(Coord::from_square)
            .collect()
    }

    /// Where the piece on `from` can go: OffBoard, NoPiece, NotYourPiece; empty when the piece
    /// is stuck, the game is over or it is not a human's turn.
    pub fn targets(&self, from: Coord) -> Result<Vec<Coord>, TaflError> {
        let st = self.lock();
        let sq = from.square_on(st.game.variant().size())?;
        let piece = st.game.position().piece_at(sq).ok_or(TaflError::NoPiece)?;
        let own = st
            .human_side()
            .unwrap_or_else(|| st.game.side_to_move().into());
        if Side::from(piece.side()) != own {
            return Err(TaflError::NotYourPiece);
        }
        if st.turn() != Turn::Human {
            return Ok(Vec::new());
        }
        Ok(st
            .game
            .moves_from(sq)
            .into_iter()
            .map(|m| Coord::from_square(m.to))
            .collect())
    }

    /// Plays a human move. OffBoard, GameOver, NotYourTurn (the computer's turn), NoPiece,
    /// NotYourPiece, IllegalMove, ComputerThinking.
    pub fn play(&self, from: Coord, to: Coord) -> Result<MoveOutcome, TaflError> {
        let mut st = self.lock();
        self.may_change()?;
        let size = st.game.variant().size();
        let mv = tc::Move::new(from.square_on(size)?, to.square_on(size)?);
        match st.turn() {
            Turn::Nobody => return Err(TaflError::GameOver),
            Turn::Computer => return Err(TaflError::NotYourTurn),
            Turn::Human => {}
        }
        let report = st.game.play(mv)?;
        st.changed();
        Ok(outcome_of(report))
    }

    /// The computer's move (BLOCKING: call it off the UI thread). NotComputersTurn, GameOver,
    /// ComputerThinking (one already runs), Cancelled (`cancel()` was called; game unchanged).
    pub fn computer_move(&self) -> Result<MoveOutcome, TaflError> {
        let (game, generation, level, limits, seed, guard) = {
            let st = self.lock();
            if self.busy.load(Ordering::SeqCst) {
                return Err(TaflError::ComputerThinking);
            }
            let level = match st.config.mode {
                Mode::TwoPlayers => return Err(TaflError::NotComputersTurn),
                Mode::VsComputer { level, .. } => level,
            };
            match st.turn() {
                Turn::Nobody => return Err(TaflError::GameOver),
                Turn::Human => return Err(TaflError::NotComputersTurn),
                Turn::Computer => {}
            }
            let guard = self.claim(true)?;
            let (limits, seed) = st.computer_limits(level);
            (st.game.clone(), st.generation, level, limits, seed, guard)
        };
        let level: tc::ai::Level = level.into();
        let report = engine(level, seed).think(&game, level, &limits, &self.stop);
        let mut st = self.lock();
        let result = if self.stop.load(Ordering::SeqCst) || st.generation != generation {
            Err(TaflError::Cancelled)
        } else {
            match report {
                None => Err(TaflError::GameOver),
                Some(r) => match st.game.play(r.best) {
                    Ok(done) => {
                        st.changed();
                        Ok(outcome_of(done))
                    }
                    Err(e) => Err(e.into()),
                },
            }
        };
        drop(guard);
        drop(st);
        result
    }

    /// Makes a running `computer_move`/`hint` return Cancelled promptly; no-op otherwise.
    pub fn cancel(&self) {
        self.stop.store(true, Ordering::SeqCst);
    }

    /// The Hard level's move for the side to move (BLOCKING). GameOver, NotYourTurn (the
    /// computer's turn), ComputerThinking, Cancelled (`cancel()` or the game changed).
    pub fn hint(&self) -> Result<MoveView, TaflError> {
        let (game, generation, limits, seed, guard) = {
            let st = self.lock();
            if self.busy.load(Ordering::SeqCst) {
                return Err(TaflError::ComputerThinking);
            }
            match st.turn() {
                Turn::Nobody => return Err(TaflError::GameOver),
                Turn::Computer => return Err(TaflError::NotYourTurn),
                Turn::Human => {}
            }
            let guard = self.claim(false)?;
            let (limits, seed) = st.hint_limits();
            (st.game.clone(), st.generation, limits, seed, guard)
        };
        let level = tc::ai::Level::Hard;
        let report = engine(level, seed).think(&game, level, &limits, &self.stop);
        let st = self.lock();
        let result = if self.stop.load(Ordering::SeqCst) || st.generation != generation {
            Err(TaflError::Cancelled)
        } else {
            match report {
                None => Err(TaflError::GameOver),
                Some(r) => {
                    let mut probe = game;
                    match probe.play(r.best) {
                        Ok(done) => Ok(outcome_of(done).played),
                        Err(e) => Err(e.into()),
                    }
                }
            }
        };
        drop(guard);
        drop(st);
        result
    }

    /// Takes back the last move (vs computer: the computer's reply and the human's move
    /// together). NothingToUndo, ComputerThinking.
    pub fn undo(&self) -> Result<Snapshot, TaflError> {
        let mut st = self.lock();
        self.may_change()?;
        let n = st.undo_count();
        if n == 0 {
            return Err(TaflError::NothingToUndo);
        }
        for _ in 0..n {
            st.game.undo();
        }
        st.changed();
        Ok(st.snapshot(false))
    }

    /// Plays again what undo took back (vs computer: the human's move and the computer's reply
    /// together). NothingToRedo, ComputerThinking.
    pub fn redo(&self) -> Result<Snapshot, TaflError> {
        let mut st = self.lock();
        self.may_change()?;
        if !st.game.can_redo() {
            return Err(TaflError::NothingToRedo);
        }
        st.game.redo();
        if let Some(h) = st.human_side() {
            // Also the computer's reply, if it had been played.
            if Side::from(st.game.side_to_move()) != h && st.game.can_redo() {
                st.game.redo();
            }
        }
        st.changed();
        Ok(st.snapshot(false))
    }

    /// The session as versioned JSON (mode, match, the game in tafl-core's save format).
    pub fn save(&self) -> String {
        savedoc::write(&self.lock())
    }

    /// The game as a community record: "d2-c2 d3-e3xd4 …".
    pub fn record(&self) -> String {
        tc::notation::write_record(&self.lock().game)
    }

    /// The moves played so far in the current game, in `record()`'s notation (the same list as
    /// `snapshot().move_list`).
    pub fn moves(&self) -> Vec<String> {
        self.lock()
            .game
            .moves()
            .iter()
            .map(|p| snapshot::played_view(p).notation)
            .collect()
    }

    /// The rules being played: preset or custom, display name, canonical rules string.
    pub fn rules_info(&self) -> RulesInfo {
        self.lock().ruleset.info()
    }

    /// The rules page of the rules being played (preset or custom); `language` as in
    /// `rulebook()`.
    pub fn rulebook(&self, language: String) -> Rulebook {
        let rules = self.lock().ruleset.rules().clone();
        crate::rulebook::book(&rules, &language)
    }

    /// A finished game's result, the first time only: each game of the session (both games of
    /// a match) is handed out once, even across undo/redo and `save()`/`restore()`; `None`
    /// while the game runs or once it was taken. `ScoreTally::record` calls this.
    pub fn take_finished_result(&self) -> Option<FinishedGame> {
        self.lock().take_finished()
    }

    /// Starts game 2 of the match with the sides swapped. NoMatch (no match, or game 2 is
    /// over), MatchNotFinished (the current game is still running), ComputerThinking.
    pub fn next_match_game(&self) -> Result<Snapshot, TaflError> {
        let mut st = self.lock();
        self.may_change()?;
        let fresh = st.ruleset.new_game();
        let game_over = st.game.is_over();
        let Some(m) = st.matchplay.as_mut() else {
            return Err(TaflError::NoMatch);
        };
        if !game_over {
            return Err(TaflError::MatchNotFinished);
        }
        if m.first_game.is_some() {
            return Err(TaflError::NoMatch);
        }
        let first = std::mem::replace(&mut st.game, fresh);
        let first_counted = std::mem::replace(&mut st.counted, false);
        if let Some(m) = st.matchplay.as_mut() {
            m.first_game = Some(first);
            m.first_counted = first_counted;
        }
        st.changed();
        Ok(st.snapshot(false))
    }
}
