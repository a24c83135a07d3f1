//! The game's page of the board: what a move means in a game — whose turn, whose pieces, how far
//! undo goes, the match, replays, the analysis board and its set-ups, the computer's searches
//! and what has been counted in the score tally. Every decision the apps and the terminal used
//! to make for themselves is made here once; [`crate::board::Board`] adds the taps, the
//! messages, the sounds and the background work around it.

use crate::ai::{Engine, EngineConfig, Level, SearchLimits};
use crate::board::{Cx, Detail, Job, Page, Progress, TapOutcome};
use crate::controller::config::{GameConfig, Mode, NewGameChoice, Ruleset};
use crate::controller::matchplay::MatchState;
use crate::controller::setup::{SetupDraft, SetupProblem};
use crate::controller::view::AnalysisInfo;
use crate::controller::{Busy, Coord, GameError, RulesInfo};
use crate::game::{Game, MoveReport, Outcome};
use crate::types::{Move, Piece, Side};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// Whose turn it is from the front end's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Turn {
    /// A person at the device moves (either player in a two-player game).
    Human,
    Computer,
    /// The game is over.
    Nobody,
}

/// A finished game, as the score tally and the history count it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FinishedGame {
    /// The same for the same game, whenever and however often it is handed out: the tally and
    /// the history count a key once, so a game counted just before the app died is not counted
    /// again when its save, written after them, still says it was not.
    pub key: String,
    pub rules: RulesInfo,
    /// Two players, or against the computer with the side the human played in this very game
    /// (in game 2 of a match the human plays the other side than in game 1).
    pub mode: Mode,
    pub outcome: Outcome,
    /// 1 or 2 in a two-game match.
    pub match_game: Option<u8>,
    /// The whole game as the core's save document (rules, start, moves), for the history.
    pub game: String,
    /// Moves played.
    pub plies: u32,
    /// When it was handed out, in seconds since 1970 (UTC).
    pub finished_at: u64,
}

/// A game as the core's save document on one line (the history keeps one game a line).
pub(crate) fn compact_save(game: &Game) -> String {
    let text = crate::save::to_json(game);
    serde_json::from_str::<serde_json::Value>(&text).map_or(text, |v| v.to_string())
}

/// Seconds since 1970 (UTC); 0 on a clock set before it.
pub(crate) fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// Search nodes per millisecond of budget for seeded (reproducible) games.
pub(crate) const SEEDED_NODES_PER_MS: u64 = 300;
/// The budget of hints and of Hard's moves when the game sets none.
pub(crate) const DEFAULT_HARD_MILLIS: u32 = 1000;

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

/// One background search: the game to search, at which level, within which limits.
#[derive(Clone, Debug)]
pub(crate) struct SearchJob {
    pub game: Game,
    pub level: Level,
    pub limits: SearchLimits,
    pub seed: Option<u64>,
}

/// A game on the board.
#[derive(Clone, Debug)]
pub(crate) struct GamePage {
    /// Tells this game from every other, for counting it once (see [`FinishedGame::key`]).
    pub id: u64,
    /// The game's configuration; `rules` holds the canonical rules string of custom rules.
    pub config: GameConfig,
    /// The side and level the new-game dialog showed last (kept for two-player games too).
    pub choice: NewGameChoice,
    pub ruleset: Ruleset,
    pub game: Game,
    pub matchplay: Option<MatchState>,
    /// The current game's result has been handed to a tally.
    pub counted: bool,
    /// The last hint's move, shown until the game changes.
    pub hint: Option<Move>,
    /// The ply shown while replaying (the position after that many moves); `None` shows the
    /// game as it stands.
    pub replay: Option<u32>,
    /// A game from the history: it can only be replayed.
    pub archived: bool,
    /// The analysis board: a person moves for both sides while the engine analyses.
    pub analysis: bool,
    /// What the analysis board's engine found (for the position it names).
    pub analysis_info: Option<AnalysisInfo>,
    /// A position being set up by hand (analysis board only).
    pub setup: Option<SetupDraft>,
    /// The app is still reading its files: the game shown is a stand-in, and takes nothing.
    pub loading: bool,
    /// The seed of the games `new_game` starts (tests); `None` in the apps.
    pub new_game_seed: Option<u64>,
    /// Finished games of the pages this one replaced that were not handed out yet: the app
    /// counts a finished game when it hears of the change, after the board's lock is let go,
    /// and a new game may have taken the finished one's place by then.
    pub unfiled: Vec<FinishedGame>,
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

/// The computer's move or a hint, searched on the board's worker.
fn search(kind: Busy, job: SearchJob) -> Job<GamePage> {
    Box::new(move |progress, stop| {
        let position = job.game.position().hash();
        let report = if kind == Busy::Analysis {
            analyse(progress, &job, stop)
        } else {
            engine(job.level, job.seed).think(&job.game, job.level, &job.limits, stop)
        };
        let report = report?;
        Some(Box::new(
            move |page: &mut GamePage, cx: &mut Cx<GamePage>| {
                match kind {
                    Busy::ComputerMove => {
                        if let Err(e) = page.play_computer(report.best, cx) {
                            log::error!("the computer's move {} was refused: {e}", report.best);
                        }
                    }
                    Busy::Hint => {
                        cx.selection = None;
                        page.hint = Some(report.best);
                    }
                    // The search's last word (also when it ended before a whole iteration, as on
                    // a win in one); the engine rests on this position until it changes.
                    Busy::Analysis => {
                        page.analysis_info = Some(AnalysisInfo {
                            position,
                            depth: report.depth,
                            score: report.score,
                            pv: report.pv,
                            searching: false,
                        });
                    }
                    Busy::Idle => {}
                }
            },
        ))
    })
}

/// The analysis board's search: without contempt (a draw is worth nothing to either side), its
/// every completed iteration shown as it comes.
fn analyse(
    progress: &Progress<GamePage>,
    job: &SearchJob,
    stop: &AtomicBool,
) -> Option<crate::ai::SearchReport> {
    let mut engine = engine(job.level, job.seed);
    engine.set_contempt(Some(0));
    let position = job.game.position().hash();
    let mut told: Option<Instant> = None;
    let mut observe = |iteration: &crate::ai::Iteration| {
        // The first iterations come in a burst: the front end hears of them a few times a
        // second at most (the view always has the latest).
        let tell = iteration.depth >= ANALYSIS_TELL_EVERY_DEPTH_FROM
            || told.is_none_or(|t| t.elapsed() >= ANALYSIS_TELL_INTERVAL);
        let info = AnalysisInfo {
            position,
            depth: iteration.depth,
            score: iteration.score,
            pv: iteration.pv.clone(),
            searching: true,
        };
        if progress.update(tell, |page, _| page.analysis_info = Some(info)) && tell {
            told = Some(Instant::now());
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

impl Page for GamePage {
    type Busy = Busy;

    fn game(&self) -> &Game {
        &self.game
    }

    /// Against the computer, the human's side; in two-player games the side to move's.
    fn own_side(&self) -> Side {
        self.human_side()
            .unwrap_or_else(|| self.game.side_to_move())
    }

    fn mover(&self, busy: Option<Busy>) -> Option<Side> {
        let open =
            self.turn() == Turn::Human && !self.read_only() && busy != Some(Busy::ComputerMove);
        open.then(|| self.own_side())
    }

    fn locked(&self) -> bool {
        self.read_only()
    }

    fn play(&mut self, mv: Move, cx: &mut Cx<Self>) -> Result<TapOutcome, GameError> {
        if cx.busy() == Some(Busy::ComputerMove) {
            return cx.refuse(GameError::ComputerThinking, None);
        }
        self.play_human(mv, cx)?;
        // A hint that was still looking, or the analysis of the position left.
        cx.forget_work();
        Ok(TapOutcome::Played)
    }

    fn selected(&mut self) {
        self.hint = None;
    }

    /// The computer's search when it is its turn; on the analysis board, the engine's analysis
    /// of a position it has not finished with yet.
    fn drive(&mut self, cx: &mut Cx<Self>) {
        if self.loading || self.archived {
            return;
        }
        if let Ok(job) = self.computer_job() {
            cx.start(
                Busy::ComputerMove,
                "tafl-search",
                SEARCH_STACK_BYTES,
                search(Busy::ComputerMove, job),
            );
            return;
        }
        let position = self.game.position().hash();
        let finished_here = self
            .analysis_info
            .as_ref()
            .is_some_and(|a| a.position == position && !a.searching);
        if self.analysis && self.setup.is_none() && !self.game.is_over() && !finished_here {
            let job = SearchJob {
                game: self.game.clone(),
                level: Level::Hard,
                limits: ANALYSIS_LIMITS,
                seed: None,
            };
            cx.start(
                Busy::Analysis,
                "tafl-search",
                SEARCH_STACK_BYTES,
                search(Busy::Analysis, job),
            );
        }
    }
}

impl GamePage {
    /// A new game. BadRules / UnsupportedRules for custom rules that cannot be played.
    pub fn new(config: GameConfig, choice: NewGameChoice) -> Result<GamePage, GameError> {
        let ruleset = Ruleset::new(config.preset, config.rules.as_deref())?;
        Ok(GamePage::start(config, choice, ruleset))
    }

    pub fn start(mut config: GameConfig, choice: NewGameChoice, ruleset: Ruleset) -> GamePage {
        config.rules = ruleset.custom.as_ref().map(|c| c.text.clone());
        let matchplay = config.two_game_match.then(|| {
            MatchState::new(match config.mode {
                Mode::TwoPlayers => Side::Attackers,
                Mode::VsComputer { human_side, .. } => human_side,
            })
        });
        let choice = NewGameChoice::of(&config, &choice);
        GamePage {
            id: rand::random(),
            game: ruleset.new_game(),
            ruleset,
            config,
            choice,
            matchplay,
            counted: false,
            hint: None,
            replay: None,
            archived: false,
            analysis: false,
            analysis_info: None,
            setup: None,
            loading: false,
            new_game_seed: None,
            unfiled: Vec::new(),
        }
    }

    /// The default choice's new game, as an app starts one when it has no save to go on.
    pub fn fresh(hard_think_millis: u32) -> GamePage {
        let choice = NewGameChoice::default();
        GamePage::new(choice.config(hard_think_millis, None), choice.clone()).unwrap_or_else(|_| {
            GamePage::start(
                GameConfig::two_players(choice.preset),
                choice,
                Ruleset::of_preset(crate::presets::Preset::DEFAULT),
            )
        })
    }

    /// `game` on this page to replay, read-only, shown after its last move (a game of the
    /// history, a review's board).
    pub fn archive(mut self, game: Game) -> GamePage {
        self.replay = Some(game.ply() as u32);
        self.game = game;
        self.archived = true;
        self.counted = true;
        self
    }

    /// Nothing may change the game: it is being replayed, it is a game from the history, a
    /// position is being set up instead, or the app is still starting.
    pub fn read_only(&self) -> bool {
        self.replay.is_some() || self.archived || self.setup.is_some() || self.loading
    }

    pub fn size(&self) -> u8 {
        self.game.variant().size()
    }

    /// The human's side in the current game (against the computer only).
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

    pub fn level(&self) -> Option<Level> {
        match self.config.mode {
            Mode::TwoPlayers => None,
            Mode::VsComputer { level, .. } => Some(level),
        }
    }

    pub fn turn(&self) -> Turn {
        // A set-up is the person's to make, whatever became of the game it replaces (it takes
        // no moves: the page is read-only while it lasts).
        if self.setup.is_some() {
            return Turn::Human;
        }
        if self.game.is_over() {
            return Turn::Nobody;
        }
        match self.human_side() {
            Some(h) if self.game.side_to_move() != h => Turn::Computer,
            _ => Turn::Human,
        }
    }

    /// Forgets what belonged to the position before a change: the selection and the hint.
    fn changed(&mut self, cx: &mut Cx<Self>) {
        cx.selection = None;
        self.hint = None;
    }

    /// A move of a person at the device. ReadOnly, GameOver, NotYourTurn, NoPiece,
    /// NotYourPiece, IllegalMove (the message names the square); the game is unchanged on
    /// error.
    fn play_human(&mut self, mv: Move, cx: &mut Cx<Self>) -> Result<MoveReport, GameError> {
        self.persons_turn(cx)?;
        match self.game.play(mv) {
            Ok(report) => {
                self.moved(&report, cx);
                Ok(report)
            }
            Err(e) => cx.refuse(e.clone().into(), Some(Detail::Move(e))),
        }
    }

    /// The person at the device may act on the game now: ReadOnly, GameOver, NotYourTurn.
    fn persons_turn(&self, cx: &mut Cx<Self>) -> Result<(), GameError> {
        if self.read_only() {
            return cx.refuse(GameError::ReadOnly, None);
        }
        match self.turn() {
            Turn::Nobody => cx.refuse(GameError::GameOver, None),
            Turn::Computer => cx.refuse(GameError::NotYourTurn, None),
            Turn::Human => Ok(()),
        }
    }

    /// The computer's move, found by a search of this very position.
    fn play_computer(&mut self, mv: Move, cx: &mut Cx<Self>) -> Result<MoveReport, GameError> {
        if self.turn() != Turn::Computer {
            return Err(GameError::NotComputersTurn);
        }
        let report = self.game.play(mv)?;
        self.moved(&report, cx);
        Ok(report)
    }

    fn moved(&mut self, report: &MoveReport, cx: &mut Cx<Self>) {
        self.changed(cx);
        cx.played(!report.captured.is_empty());
    }

    // ---- undo, redo, the match ------------------------------------------------------------

    /// How many plies one undo takes back; 0 = nothing to undo. Against the computer it goes
    /// back to before the human's last move (with the computer's reply, if it came): undoing
    /// only the computer's opening move would just make it move again.
    fn undo_count(&self) -> usize {
        let played = self.game.moves();
        match self.human_side() {
            None => usize::from(!played.is_empty()),
            Some(h) => played
                .iter()
                .rposition(|p| p.side == h)
                .map_or(0, |i| played.len() - i),
        }
    }

    pub fn can_undo(&self) -> bool {
        !self.read_only() && self.undo_count() > 0
    }

    pub fn can_redo(&self) -> bool {
        !self.read_only() && self.game.can_redo()
    }

    /// Takes back the last move — against the computer, the human's last move with the reply
    /// (stopping the computer's search first if it is thinking). ReadOnly, NothingToUndo.
    pub fn undo(&mut self, cx: &mut Cx<Self>) -> Result<(), GameError> {
        if self.read_only() {
            return cx.refuse(GameError::ReadOnly, None);
        }
        let n = self.undo_count();
        if n == 0 {
            return cx.refuse(GameError::NothingToUndo, None);
        }
        cx.forget_work();
        for _ in 0..n {
            self.game.undo();
        }
        self.changed(cx);
        cx.still();
        Ok(())
    }

    /// Plays again what undo took back (against the computer: the human's move and the reply
    /// that followed it). ComputerThinking, ReadOnly, NothingToRedo.
    pub fn redo(&mut self, cx: &mut Cx<Self>) -> Result<(), GameError> {
        if cx.busy() == Some(Busy::ComputerMove) {
            return cx.refuse(GameError::ComputerThinking, None);
        }
        if self.read_only() {
            return cx.refuse(GameError::ReadOnly, None);
        }
        if !self.game.can_redo() {
            return cx.refuse(GameError::NothingToRedo, None);
        }
        cx.forget_work();
        self.game.redo();
        if let Some(h) = self.human_side() {
            if self.game.side_to_move() != h && self.game.can_redo() {
                self.game.redo();
            }
        }
        self.changed(cx);
        cx.still();
        Ok(())
    }

    /// Starts game 2 of the match with the sides swapped. ReadOnly, NoMatch (no match, or game
    /// 2 is over), MatchNotFinished (the current game is still running); a refused call leaves
    /// a running search alone.
    pub fn next_match_game(&mut self, cx: &mut Cx<Self>) -> Result<(), GameError> {
        if self.read_only() {
            return cx.refuse(GameError::ReadOnly, None);
        }
        let over = self.game.is_over();
        let Some(m) = self.matchplay.as_ref() else {
            return cx.refuse(GameError::NoMatch, None);
        };
        let second_game = m.first_game.is_some();
        if !over {
            return cx.refuse(GameError::MatchNotFinished, None);
        }
        if second_game {
            return cx.refuse(GameError::NoMatch, None);
        }
        cx.forget_work();
        let first = std::mem::replace(&mut self.game, self.ruleset.new_game());
        let first_counted = std::mem::replace(&mut self.counted, false);
        if let Some(m) = self.matchplay.as_mut() {
            m.first_game = Some(first);
            m.first_counted = first_counted;
        }
        self.changed(cx);
        cx.still();
        Ok(())
    }

    /// A finished first game of a match whose second game has not started.
    pub fn can_start_next_match_game(&self) -> bool {
        !self.read_only()
            && self.game.is_over()
            && self
                .matchplay
                .as_ref()
                .is_some_and(|m| m.first_game.is_none())
    }

    /// Replaces the game with `page` (a new game): what ran for the old one stops. ReadOnly
    /// while the app is still starting.
    pub fn replace(&mut self, mut page: GamePage, cx: &mut Cx<Self>) -> Result<(), GameError> {
        if self.loading {
            return cx.refuse(GameError::ReadOnly, None);
        }
        cx.forget_work();
        page.new_game_seed = self.new_game_seed;
        if cx.observed() {
            // Someone counts the finished games (the app): one not handed out yet goes on.
            page.unfiled = std::mem::take(&mut self.unfiled);
            page.unfiled
                .extend(std::iter::from_fn(|| self.take_finished()));
        }
        *self = page;
        cx.selection = None;
        cx.still();
        Ok(())
    }

    // ---- the score tally ------------------------------------------------------------------

    /// The mode of a finished game from the tally's point of view.
    fn tally_mode(&self, human_side_then: Option<Side>) -> Mode {
        match (self.config.mode, human_side_then) {
            (Mode::VsComputer { level, .. }, Some(human_side)) => {
                Mode::VsComputer { human_side, level }
            }
            (mode, _) => mode,
        }
    }

    fn key(&self, match_game: Option<u8>) -> String {
        format!("{:016x}-{}", self.id, match_game.unwrap_or(0))
    }

    /// The first finished game not yet counted (the replaced pages' first, then match game 1
    /// before the current game), marked counted now: each game is handed out once, even across
    /// undo, redo, save and restore.
    pub fn take_finished(&mut self) -> Option<FinishedGame> {
        if !self.unfiled.is_empty() {
            return Some(self.unfiled.remove(0));
        }
        let rules = self.ruleset.info();
        let vs_computer = matches!(self.config.mode, Mode::VsComputer { .. });
        if let Some(m) = self.matchplay.as_mut() {
            if let (Some(first), false) = (m.first_game.as_ref(), m.first_counted) {
                if let Some(outcome) = first.outcome() {
                    m.first_counted = true;
                    let side = m.first_side;
                    let (game, plies) = (compact_save(first), first.ply() as u32);
                    return Some(FinishedGame {
                        key: self.key(Some(1)),
                        rules,
                        mode: self.tally_mode(vs_computer.then_some(side)),
                        outcome,
                        match_game: Some(1),
                        game,
                        plies,
                        finished_at: now(),
                    });
                }
            }
        }
        let outcome = self.game.outcome()?;
        if self.counted {
            return None;
        }
        self.counted = true;
        let match_game = self.matchplay.as_ref().map(MatchState::game_number);
        Some(FinishedGame {
            key: self.key(match_game),
            rules,
            mode: self.tally_mode(self.human_side()),
            outcome,
            match_game,
            game: compact_save(&self.game),
            plies: self.game.ply() as u32,
            finished_at: now(),
        })
    }

    // ---- searches -------------------------------------------------------------------------

    /// Budget and seed of one search; `salt` tells the hint's seed from the move's.
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

    /// The computer's search now. NotComputersTurn, GameOver.
    pub fn computer_job(&self) -> Result<SearchJob, GameError> {
        let level = self.level().ok_or(GameError::NotComputersTurn)?;
        match self.turn() {
            Turn::Nobody => return Err(GameError::GameOver),
            Turn::Human => return Err(GameError::NotComputersTurn),
            Turn::Computer => {}
        }
        let millis = match (self.config.think_millis, level, self.config.seed) {
            (Some(ms), _, _) => Some(ms),
            // Hard's default budget, made explicit so that seeded games count nodes.
            (None, Level::Hard, Some(_)) => Some(DEFAULT_HARD_MILLIS),
            (None, _, _) => None,
        };
        let (limits, seed) = self.limits(millis, 0);
        Ok(SearchJob {
            game: self.game.clone(),
            level,
            limits,
            seed,
        })
    }

    /// Starts the computer's search now. ComputerThinking, NotComputersTurn, GameOver.
    pub fn start_computer(&mut self, cx: &mut Cx<Self>) -> Result<(), GameError> {
        if cx.working() {
            return cx.refuse(GameError::ComputerThinking, None);
        }
        let job = self.computer_job().or_else(|e| cx.refuse(e, None))?;
        cx.start(
            Busy::ComputerMove,
            "tafl-search",
            SEARCH_STACK_BYTES,
            search(Busy::ComputerMove, job),
        );
        Ok(())
    }

    /// Starts looking for a hint for the person to move (Hard's move). ComputerThinking (a
    /// search runs), ReadOnly, GameOver, NotYourTurn.
    pub fn start_hint(&mut self, cx: &mut Cx<Self>) -> Result<(), GameError> {
        if cx.working() {
            return cx.refuse(GameError::ComputerThinking, None);
        }
        self.persons_turn(cx)?;
        let millis = self.config.think_millis.unwrap_or(DEFAULT_HARD_MILLIS);
        let (limits, seed) = self.limits(Some(millis), 0x5EED_4711);
        let job = SearchJob {
            game: self.game.clone(),
            level: Level::Hard,
            limits,
            seed,
        };
        cx.start(
            Busy::Hint,
            "tafl-search",
            SEARCH_STACK_BYTES,
            search(Busy::Hint, job),
        );
        Ok(())
    }

    // ---- the analysis board ---------------------------------------------------------------

    /// An analysis board from the position this page shows (the replayed one, or the game as
    /// it stands), with the game's moves up to there: a person moves for both sides.
    pub fn analysis_board(&self) -> GamePage {
        let shown = self.replayed().unwrap_or_else(|| self.clone());
        let config = GameConfig {
            mode: Mode::TwoPlayers,
            two_game_match: false,
            seed: None,
            ..self.config.clone()
        };
        let mut board = GamePage::start(config, self.choice.clone(), self.ruleset.clone());
        board.game = shown.game;
        board.game.clear_redo();
        board.counted = true;
        board.analysis = true;
        board
    }

    /// Starts setting up a position by hand from the one on the board. ReadOnly outside the
    /// analysis board.
    pub fn setup_begin(&mut self, cx: &mut Cx<Self>) -> Result<(), GameError> {
        if !self.analysis || self.replay.is_some() {
            return cx.refuse(GameError::ReadOnly, None);
        }
        cx.forget_work();
        if self.setup.is_none() {
            self.setup = Some(SetupDraft::of(self.game.position()));
        }
        self.changed(cx);
        Ok(())
    }

    fn draft(&mut self, cx: &mut Cx<Self>) -> Result<&mut SetupDraft, GameError> {
        if self.setup.is_none() {
            self.setup_begin(cx)?;
        }
        cx.forget_work();
        match self.setup.as_mut() {
            Some(draft) => Ok(draft),
            None => cx.refuse(GameError::ReadOnly, None),
        }
    }

    /// Puts a piece on a square of the set-up (`None`: empties it; the king moves). OffBoard,
    /// ReadOnly.
    pub fn setup_put(
        &mut self,
        at: Coord,
        piece: Option<Piece>,
        cx: &mut Cx<Self>,
    ) -> Result<(), GameError> {
        let square = cx.square(&self.game, at)?;
        self.draft(cx)?.put(square, piece);
        Ok(())
    }

    pub fn setup_side(&mut self, side: Side, cx: &mut Cx<Self>) -> Result<(), GameError> {
        self.draft(cx)?.side = side;
        Ok(())
    }

    /// Empties the board (the side to move stays).
    pub fn setup_clear(&mut self, cx: &mut Cx<Self>) -> Result<(), GameError> {
        self.draft(cx)?.pieces.clear();
        Ok(())
    }

    /// The rules' start position.
    pub fn setup_start_position(&mut self, cx: &mut Cx<Self>) -> Result<(), GameError> {
        let start = crate::position::Position::start(self.game.variant());
        *self.draft(cx)? = SetupDraft::of(&start);
        Ok(())
    }

    /// Plays from the set-up position: NoKing, RestrictedSquare (a soldier where the rules do
    /// not let it stand), AlreadyDecided (the rules end the game there), with the square or the
    /// result in the message; the set-up stays open to be corrected.
    pub fn setup_done(&mut self, cx: &mut Cx<Self>) -> Result<(), GameError> {
        let Some(draft) = self.setup.clone() else {
            return cx.refuse(GameError::ReadOnly, None);
        };
        match draft.game(self.game.variant()) {
            Ok(game) => {
                self.game = game;
                self.setup = None;
                self.changed(cx);
                cx.still();
                Ok(())
            }
            Err(problem) => {
                let error = match problem {
                    SetupProblem::NoKing => GameError::NoKing,
                    SetupProblem::Restricted(_) => GameError::RestrictedSquare,
                    SetupProblem::Decided(_) => GameError::AlreadyDecided,
                };
                cx.refuse(error, Some(Detail::Setup(problem)))
            }
        }
    }

    /// Leaves the set-up; the board is as it was before it.
    pub fn setup_cancel(&mut self) {
        self.setup = None;
    }

    // ---- replay ---------------------------------------------------------------------------

    /// Shows the position after `ply` moves, read-only, with that move marked. NoSuchMove;
    /// ReadOnly during a set-up.
    pub fn replay_to(&mut self, ply: u32, cx: &mut Cx<Self>) -> Result<(), GameError> {
        // The set-up is on the board: finish or leave it first.
        if self.setup.is_some() {
            return cx.refuse(GameError::ReadOnly, None);
        }
        if ply as usize > self.game.ply() {
            return cx.refuse(GameError::NoSuchMove, None);
        }
        self.replay = Some(ply);
        cx.selection = None;
        Ok(())
    }

    /// One move back or forward in the replay (from the game as it stands when not replaying).
    /// NoSuchMove before the start and after the last move.
    pub fn replay_step(&mut self, forward: bool, cx: &mut Cx<Self>) -> Result<(), GameError> {
        if self.setup.is_some() {
            return cx.refuse(GameError::ReadOnly, None);
        }
        let now = self.replay.unwrap_or(self.game.ply() as u32);
        let next = if forward {
            now.checked_add(1)
        } else {
            now.checked_sub(1)
        };
        match next {
            Some(ply) => self.replay_to(ply, cx),
            None => cx.refuse(GameError::NoSuchMove, None),
        }
    }

    /// Back to the game as it stands. ReadOnly for a game from the history (there is no live
    /// game to go back to).
    pub fn leave_replay(&mut self, cx: &mut Cx<Self>) -> Result<(), GameError> {
        if self.archived {
            return cx.refuse(GameError::ReadOnly, None);
        }
        self.replay = None;
        Ok(())
    }

    /// The page as the replay shows it: the game cut back to the replayed ply, nothing hinted.
    pub fn replayed(&self) -> Option<GamePage> {
        let ply = self.replay? as usize;
        let mut shown = self.clone();
        while shown.game.ply() > ply {
            shown.game.undo();
        }
        shown.hint = None;
        Some(shown)
    }

    /// Every piece the side `by` captured in the current game, in the order taken.
    pub fn captured_by(&self, by: Side) -> Vec<Piece> {
        self.game
            .moves()
            .iter()
            .filter(|p| p.side == by)
            .flat_map(|p| p.captures.iter().map(|(_, piece)| piece))
            .collect()
    }
}
