//! The game as a front end plays it, without threads: the rules, the game and its history, the
//! mode, the match, which pieces are selected, the hint, the message to show and what has been
//! counted in the score tally. Every decision the apps and the terminal used to make for
//! themselves — whose turn, whose pieces, how far undo goes, what a tap does — is made here once.
//! [`crate::controller::Controller`] adds the computer's background searches around it.

use crate::ai::{Level, SearchLimits};
use crate::controller::config::{GameConfig, Mode, NewGameChoice, Ruleset};
use crate::controller::matchplay::MatchState;
use crate::controller::setup::{SetupDraft, SetupProblem};
use crate::controller::{Coord, GameError, RulesInfo};
use crate::game::{Game, MoveReport, Outcome};
use crate::types::{Move, Piece, Side, Square};
use crate::MoveError;
use std::time::Duration;

/// Whose turn it is from the front end's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Turn {
    /// A person at the device moves (either player in a two-player game).
    Human,
    Computer,
    /// The game is over.
    Nobody,
}

/// What a tap on a square did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TapOutcome {
    /// A piece of the player's was selected (its targets may be empty: it is stuck).
    Selected,
    /// The selection was cleared.
    Deselected,
    /// The selected piece moved to the tapped square (the view shows the move).
    Played,
    /// Not the player's turn to touch the board (the computer's turn, or the game is over).
    Ignored,
}

/// What exactly made an action fail, when there is more to say than the error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Detail {
    /// Why a move is illegal.
    Move(MoveError),
    /// Why a set-up position cannot be played from.
    Setup(SetupProblem),
}

/// A message for the player: why the last action was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Notice {
    pub error: GameError,
    pub detail: Option<Detail>,
    /// The saved game could not be read at start-up and a new game took its place.
    pub new_game_started: bool,
}

/// A finished game, as the score tally counts it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FinishedGame {
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

/// One background search: the game to search, at which level, within which limits.
#[derive(Clone, Debug)]
pub(crate) struct SearchJob {
    pub game: Game,
    pub level: Level,
    pub limits: SearchLimits,
    pub seed: Option<u64>,
}

#[derive(Clone, Debug)]
pub(crate) struct Session {
    /// The game's configuration; `rules` holds the canonical rules string of custom rules.
    pub config: GameConfig,
    /// The side and level the new-game dialog showed last (kept for two-player games too).
    pub choice: NewGameChoice,
    pub ruleset: Ruleset,
    pub game: Game,
    pub matchplay: Option<MatchState>,
    /// The current game's result has been handed to a tally.
    pub counted: bool,
    /// The selected piece and where it can go.
    pub selection: Option<(Square, Vec<Square>)>,
    /// The last hint's move, shown until the game changes.
    pub hint: Option<Move>,
    pub notice: Option<Notice>,
    /// Moves played forward by a player or the computer (not by redo): a new value is a move to
    /// animate.
    pub move_serial: u64,
    /// The last move on the board is the one `move_serial` counted (not one brought back by undo
    /// or redo, nor a restored one).
    pub last_move_fresh: bool,
    /// Grows with every move played that captured something (sound and vibration).
    pub capture_serial: u64,
    /// The ply shown while replaying (the position after that many moves); `None` shows the
    /// game as it stands.
    pub replay: Option<u32>,
    /// A game from the history: it can only be replayed.
    pub archived: bool,
    /// The analysis board: a person moves for both sides while the engine analyses.
    pub analysis: bool,
    /// A position being set up by hand (analysis board only).
    pub setup: Option<SetupDraft>,
}

impl Session {
    /// A new game. BadRules / UnsupportedRules for custom rules that cannot be played.
    pub fn new(config: GameConfig, choice: NewGameChoice) -> Result<Session, GameError> {
        let ruleset = Ruleset::new(config.preset, config.rules.as_deref())?;
        Ok(Session::start(config, choice, ruleset))
    }

    pub fn start(mut config: GameConfig, choice: NewGameChoice, ruleset: Ruleset) -> Session {
        config.rules = ruleset.custom.as_ref().map(|c| c.text.clone());
        let matchplay = config.two_game_match.then(|| {
            MatchState::new(match config.mode {
                Mode::TwoPlayers => Side::Attackers,
                Mode::VsComputer { human_side, .. } => human_side,
            })
        });
        let choice = NewGameChoice::of(&config, &choice);
        Session {
            game: ruleset.new_game(),
            ruleset,
            config,
            choice,
            matchplay,
            counted: false,
            selection: None,
            hint: None,
            notice: None,
            move_serial: 0,
            last_move_fresh: false,
            capture_serial: 0,
            replay: None,
            archived: false,
            analysis: false,
            setup: None,
        }
    }

    /// Nothing may change the game: it is being replayed, it is a game from the history, or a
    /// position is being set up instead.
    pub fn read_only(&self) -> bool {
        self.replay.is_some() || self.archived || self.setup.is_some()
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
        // no moves: the session is read-only while it lasts).
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

    /// The side whose pieces the person at the device may touch now.
    fn own_side(&self) -> Side {
        self.human_side()
            .unwrap_or_else(|| self.game.side_to_move())
    }

    /// Forgets what belonged to the position before a change (selection, hint, message).
    fn changed(&mut self) {
        self.selection = None;
        self.hint = None;
        self.notice = None;
    }

    fn refuse<T>(&mut self, error: GameError, detail: Option<Detail>) -> Result<T, GameError> {
        self.notice = Some(Notice {
            error,
            detail,
            new_game_started: false,
        });
        Err(error)
    }

    pub fn dismiss_notice(&mut self) {
        self.notice = None;
    }

    // ---- the board -----------------------------------------------------------------------

    /// Where the piece on `from` can go. OffBoard, NoPiece, NotYourPiece; empty when the piece
    /// is stuck, the game is over or it is not a person's turn.
    pub fn targets(&self, from: Coord) -> Result<Vec<Square>, GameError> {
        let sq = from.square_on(self.size())?;
        // A replayed position or a set-up is only looked at (and its pieces are not the game's).
        if self.read_only() {
            return Ok(Vec::new());
        }
        let piece = self
            .game
            .position()
            .piece_at(sq)
            .ok_or(GameError::NoPiece)?;
        if piece.side() != self.own_side() {
            return Err(GameError::NotYourPiece);
        }
        if self.turn() != Turn::Human {
            return Ok(Vec::new());
        }
        Ok(self.game.moves_from(sq).into_iter().map(|m| m.to).collect())
    }

    /// The pieces that can move now (empty unless it is a person's turn on a board that takes
    /// moves: not while replaying or setting up).
    pub fn movable_pieces(&self) -> Vec<Square> {
        if self.turn() != Turn::Human || self.read_only() {
            return Vec::new();
        }
        self.game.movable_pieces()
    }

    /// A tap: on a target of the selected piece it plays the move; on one of the player's
    /// pieces it selects it (a second tap deselects); on the other side's piece it explains
    /// that the piece is not the player's; anywhere else it clears the selection.
    pub fn tap(&mut self, at: Coord) -> Result<TapOutcome, GameError> {
        let sq = match at.square_on(self.size()) {
            Ok(sq) => sq,
            Err(e) => return self.refuse(e, None),
        };
        if self.turn() != Turn::Human || self.read_only() {
            return Ok(TapOutcome::Ignored);
        }
        if let Some((from, targets)) = &self.selection {
            if targets.contains(&sq) {
                let mv = Move::new(*from, sq);
                return self.play_human(mv).map(|_| TapOutcome::Played);
            }
            if *from == sq {
                self.selection = None;
                return Ok(TapOutcome::Deselected);
            }
        }
        match self.game.position().piece_at(sq) {
            None => {
                self.selection = None;
                Ok(TapOutcome::Deselected)
            }
            Some(piece) if piece.side() != self.own_side() => {
                self.selection = None;
                self.refuse(GameError::NotYourPiece, None)
            }
            Some(_) => {
                let targets = self.game.moves_from(sq).into_iter().map(|m| m.to).collect();
                self.selection = Some((sq, targets));
                self.hint = None;
                self.notice = None;
                Ok(TapOutcome::Selected)
            }
        }
    }

    /// A drag begins on `at`: its piece is selected as by a tap, unless it already is.
    pub fn drag_start(&mut self, at: Coord) -> Result<TapOutcome, GameError> {
        let already = at
            .square_on(self.size())
            .ok()
            .zip(self.selection.as_ref())
            .is_some_and(|(sq, (from, _))| *from == sq);
        if already {
            return Ok(TapOutcome::Selected);
        }
        self.tap(at)
    }

    /// The dragged piece is dropped on `at`: the move is played if it is one of the selected
    /// piece's targets; anywhere else the piece goes back and stays selected.
    pub fn drop_on(&mut self, at: Coord) -> Result<TapOutcome, GameError> {
        let Some((from, targets)) = self.selection.clone() else {
            return Ok(TapOutcome::Ignored);
        };
        if self.read_only() {
            return Ok(TapOutcome::Ignored);
        }
        match at.square_on(self.size()) {
            Ok(sq) if targets.contains(&sq) && self.turn() == Turn::Human => self
                .play_human(Move::new(from, sq))
                .map(|_| TapOutcome::Played),
            _ => Ok(TapOutcome::Selected),
        }
    }

    /// A move of a person at the device. OffBoard, GameOver, NotYourTurn, NoPiece,
    /// NotYourPiece, IllegalMove; the game is unchanged on error.
    pub fn play(&mut self, from: Coord, to: Coord) -> Result<MoveReport, GameError> {
        let size = self.size();
        let squares = from
            .square_on(size)
            .and_then(|f| Ok((f, to.square_on(size)?)));
        let (from, to) = match squares {
            Ok(s) => s,
            Err(e) => return self.refuse(e, None),
        };
        self.play_human(Move::new(from, to))
    }

    fn play_human(&mut self, mv: Move) -> Result<MoveReport, GameError> {
        if self.read_only() {
            return self.refuse(GameError::ReadOnly, None);
        }
        match self.turn() {
            Turn::Nobody => return self.refuse(GameError::GameOver, None),
            Turn::Computer => return self.refuse(GameError::NotYourTurn, None),
            Turn::Human => {}
        }
        match self.game.play(mv) {
            Ok(report) => {
                self.played(&report);
                Ok(report)
            }
            Err(e) => self.refuse(e.clone().into(), Some(Detail::Move(e))),
        }
    }

    /// The computer's move, found by a search of this very position.
    pub fn play_computer(&mut self, mv: Move) -> Result<MoveReport, GameError> {
        if self.turn() != Turn::Computer {
            return Err(GameError::NotComputersTurn);
        }
        let report = self.game.play(mv)?;
        self.played(&report);
        Ok(report)
    }

    fn played(&mut self, report: &MoveReport) {
        self.changed();
        self.move_serial += 1;
        self.last_move_fresh = true;
        if !report.captured.is_empty() {
            self.capture_serial += 1;
        }
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

    pub fn undo(&mut self) -> Result<(), GameError> {
        if self.read_only() {
            return self.refuse(GameError::ReadOnly, None);
        }
        let n = self.undo_count();
        if n == 0 {
            return self.refuse(GameError::NothingToUndo, None);
        }
        for _ in 0..n {
            self.game.undo();
        }
        self.changed();
        self.last_move_fresh = false;
        Ok(())
    }

    /// Plays again what undo took back (against the computer: the human's move and the reply
    /// that followed it).
    pub fn redo(&mut self) -> Result<(), GameError> {
        if self.read_only() {
            return self.refuse(GameError::ReadOnly, None);
        }
        if !self.game.can_redo() {
            return self.refuse(GameError::NothingToRedo, None);
        }
        self.game.redo();
        if let Some(h) = self.human_side() {
            if self.game.side_to_move() != h && self.game.can_redo() {
                self.game.redo();
            }
        }
        self.changed();
        self.last_move_fresh = false;
        Ok(())
    }

    /// Starts game 2 of the match with the sides swapped. NoMatch (no match, or game 2 is
    /// over), MatchNotFinished (the current game is still running).
    pub fn next_match_game(&mut self) -> Result<(), GameError> {
        if self.read_only() {
            return self.refuse(GameError::ReadOnly, None);
        }
        let over = self.game.is_over();
        let Some(m) = self.matchplay.as_ref() else {
            return self.refuse(GameError::NoMatch, None);
        };
        let second_game = m.first_game.is_some();
        if !over {
            return self.refuse(GameError::MatchNotFinished, None);
        }
        if second_game {
            return self.refuse(GameError::NoMatch, None);
        }
        let first = std::mem::replace(&mut self.game, self.ruleset.new_game());
        let first_counted = std::mem::replace(&mut self.counted, false);
        if let Some(m) = self.matchplay.as_mut() {
            m.first_game = Some(first);
            m.first_counted = first_counted;
        }
        self.changed();
        self.last_move_fresh = false;
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

    /// The first finished game not yet counted (match game 1 before the current game), marked
    /// counted now: each game is handed out once, even across undo, redo, save and restore.
    pub fn take_finished(&mut self) -> Option<FinishedGame> {
        let rules = self.ruleset.info();
        let vs_computer = matches!(self.config.mode, Mode::VsComputer { .. });
        if let Some(m) = self.matchplay.as_mut() {
            if let (Some(first), false) = (m.first_game.as_ref(), m.first_counted) {
                if let Some(outcome) = first.outcome() {
                    m.first_counted = true;
                    let side = m.first_side;
                    let (game, plies) = (compact_save(first), first.ply() as u32);
                    return Some(FinishedGame {
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
        Some(FinishedGame {
            rules,
            mode: self.tally_mode(self.human_side()),
            outcome,
            match_game: self.matchplay.as_ref().map(MatchState::game_number),
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

    /// A hint for the person to move: Hard's move. GameOver, NotYourTurn.
    pub fn hint_job(&self) -> Result<SearchJob, GameError> {
        if self.read_only() {
            return Err(GameError::ReadOnly);
        }
        match self.turn() {
            Turn::Nobody => return Err(GameError::GameOver),
            Turn::Computer => return Err(GameError::NotYourTurn),
            Turn::Human => {}
        }
        let millis = self.config.think_millis.unwrap_or(DEFAULT_HARD_MILLIS);
        let (limits, seed) = self.limits(Some(millis), 0x5EED_4711);
        Ok(SearchJob {
            game: self.game.clone(),
            level: Level::Hard,
            limits,
            seed,
        })
    }

    // ---- the analysis board ---------------------------------------------------------------

    /// An analysis board from the position this session shows (the replayed one, or the game
    /// as it stands), with the game's moves up to there: a person moves for both sides.
    pub fn analysis_board(&self) -> Session {
        let shown = self.replayed().unwrap_or_else(|| self.clone());
        let config = GameConfig {
            mode: Mode::TwoPlayers,
            two_game_match: false,
            seed: None,
            ..self.config.clone()
        };
        let mut board = Session::start(config, self.choice.clone(), self.ruleset.clone());
        board.game = shown.game;
        board.game.clear_redo();
        board.counted = true;
        board.analysis = true;
        board
    }

    /// Starts setting up a position by hand from the one on the board. ReadOnly outside the
    /// analysis board.
    pub fn setup_begin(&mut self) -> Result<(), GameError> {
        if !self.analysis || self.replay.is_some() {
            return self.refuse(GameError::ReadOnly, None);
        }
        if self.setup.is_none() {
            self.setup = Some(SetupDraft::of(self.game.position()));
        }
        self.selection = None;
        self.hint = None;
        self.notice = None;
        Ok(())
    }

    fn draft(&mut self) -> Result<&mut SetupDraft, GameError> {
        if self.setup.is_none() {
            self.setup_begin()?;
        }
        self.notice = None;
        self.setup.as_mut().ok_or(GameError::ReadOnly)
    }

    /// Puts a piece on a square of the set-up (`None`: empties it; the king moves). OffBoard.
    pub fn setup_put(&mut self, at: Coord, piece: Option<Piece>) -> Result<(), GameError> {
        let square = match at.square_on(self.size()) {
            Ok(sq) => sq,
            Err(e) => return self.refuse(e, None),
        };
        self.draft()?.put(square, piece);
        Ok(())
    }

    pub fn setup_side(&mut self, side: Side) -> Result<(), GameError> {
        self.draft()?.side = side;
        Ok(())
    }

    /// Empties the board (the side to move stays).
    pub fn setup_clear(&mut self) -> Result<(), GameError> {
        self.draft()?.pieces.clear();
        Ok(())
    }

    /// The rules' start position.
    pub fn setup_start_position(&mut self) -> Result<(), GameError> {
        let start = crate::position::Position::start(self.game.variant());
        *self.draft()? = SetupDraft::of(&start);
        Ok(())
    }

    /// Plays from the set-up position: NoKing, RestrictedSquare (a soldier where the rules do
    /// not let it stand), AlreadyDecided (the rules end the game there), with the square or the
    /// result in the message; the set-up stays open to be corrected.
    pub fn setup_done(&mut self) -> Result<(), GameError> {
        let Some(draft) = self.setup.clone() else {
            return self.refuse(GameError::ReadOnly, None);
        };
        match draft.game(self.game.variant()) {
            Ok(game) => {
                self.game = game;
                self.setup = None;
                self.changed();
                self.last_move_fresh = false;
                Ok(())
            }
            Err(problem) => {
                let error = match problem {
                    SetupProblem::NoKing => GameError::NoKing,
                    SetupProblem::Restricted(_) => GameError::RestrictedSquare,
                    SetupProblem::Decided(_) => GameError::AlreadyDecided,
                };
                self.refuse(error, Some(Detail::Setup(problem)))
            }
        }
    }

    /// Leaves the set-up; the board is as it was before it.
    pub fn setup_cancel(&mut self) {
        self.setup = None;
        self.notice = None;
    }

    // ---- replay ---------------------------------------------------------------------------

    /// Shows the position after `ply` moves, read-only, with that move marked. NoSuchMove;
    /// ReadOnly during a set-up.
    pub fn replay_to(&mut self, ply: u32) -> Result<(), GameError> {
        // The set-up is on the board: finish or leave it first.
        if self.setup.is_some() {
            return self.refuse(GameError::ReadOnly, None);
        }
        if ply as usize > self.game.ply() {
            return self.refuse(GameError::NoSuchMove, None);
        }
        self.replay = Some(ply);
        self.selection = None;
        self.notice = None;
        Ok(())
    }

    /// One move back or forward in the replay (from the game as it stands when not replaying).
    /// NoSuchMove before the start and after the last move.
    pub fn replay_step(&mut self, forward: bool) -> Result<(), GameError> {
        if self.setup.is_some() {
            return self.refuse(GameError::ReadOnly, None);
        }
        let now = self.replay.unwrap_or(self.game.ply() as u32);
        let next = if forward {
            now.checked_add(1)
        } else {
            now.checked_sub(1)
        };
        match next {
            Some(ply) => self.replay_to(ply),
            None => self.refuse(GameError::NoSuchMove, None),
        }
    }

    /// Back to the game as it stands. ReadOnly for a game from the history (there is no live
    /// game to go back to).
    pub fn leave_replay(&mut self) -> Result<(), GameError> {
        if self.archived {
            return self.refuse(GameError::ReadOnly, None);
        }
        self.replay = None;
        self.notice = None;
        Ok(())
    }

    /// The session as the replay shows it: the game cut back to the replayed ply, nothing
    /// selected or hinted, the last move not animated.
    pub fn replayed(&self) -> Option<Session> {
        let ply = self.replay? as usize;
        let mut shown = self.clone();
        while shown.game.ply() > ply {
            shown.game.undo();
        }
        shown.selection = None;
        shown.hint = None;
        shown.last_move_fresh = false;
        Some(shown)
    }

    pub fn set_hint(&mut self, mv: Move) {
        self.selection = None;
        self.hint = Some(mv);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::presets::Preset;

    fn c(name: &str) -> Coord {
        Coord::parse(name).unwrap()
    }

    fn two_players() -> Session {
        Session::new(
            GameConfig::two_players(Preset::Brandubh),
            NewGameChoice::default(),
        )
        .unwrap()
    }

    fn vs_computer(side: Side) -> Session {
        let config = GameConfig {
            mode: Mode::VsComputer {
                human_side: side,
                level: Level::Easy,
            },
            ..GameConfig::two_players(Preset::Brandubh)
        };
        Session::new(config, NewGameChoice::default()).unwrap()
    }

    #[test]
    fn a_tap_selects_a_second_tap_deselects_and_a_target_plays() {
        let mut s = two_players();
        assert_eq!(s.tap(c("d2")), Ok(TapOutcome::Selected));
        assert!(s
            .selection
            .as_ref()
            .unwrap()
            .1
            .contains(&Square::parse("c2").unwrap()));
        assert_eq!(s.tap(c("d2")), Ok(TapOutcome::Deselected));
        assert_eq!(s.selection, None);
        s.tap(c("d2")).unwrap();
        assert_eq!(s.tap(c("c2")), Ok(TapOutcome::Played));
        assert_eq!(s.game.ply(), 1);
        assert_eq!(s.move_serial, 1);
        assert!(s.last_move_fresh);
        assert_eq!(s.selection, None);
    }

    #[test]
    fn a_tap_on_the_other_sides_piece_explains_and_changes_nothing() {
        let mut s = two_players();
        let before = s.game.position().clone();
        assert_eq!(s.tap(c("d4")), Err(GameError::NotYourPiece));
        assert_eq!(
            s.notice.as_ref().map(|n| n.error),
            Some(GameError::NotYourPiece)
        );
        assert_eq!(s.game.position(), &before);
        assert_eq!(s.tap(Coord::new(7, 0)), Err(GameError::OffBoard));
        assert_eq!(s.tap(Coord::new(200, 3)), Err(GameError::OffBoard));
        assert_eq!(s.game.position(), &before);
        // The next successful action clears the message.
        s.tap(c("d2")).unwrap();
        assert_eq!(s.notice, None);
    }

    #[test]
    fn a_drop_off_target_keeps_the_piece_selected() {
        let mut s = two_players();
        assert_eq!(s.drag_start(c("d2")), Ok(TapOutcome::Selected));
        assert_eq!(s.drag_start(c("d2")), Ok(TapOutcome::Selected));
        assert_eq!(s.drop_on(c("e3")), Ok(TapOutcome::Selected));
        assert!(s.selection.is_some());
        assert_eq!(s.drop_on(c("c2")), Ok(TapOutcome::Played));
    }

    #[test]
    fn against_the_computer_undo_takes_back_the_pair_and_redo_replays_it() {
        let mut s = vs_computer(Side::Attackers);
        assert_eq!(s.undo(), Err(GameError::NothingToUndo));
        s.play(c("d2"), c("c2")).unwrap();
        assert_eq!(s.turn(), Turn::Computer);
        assert_eq!(s.play(c("d4"), c("e4")), Err(GameError::NotYourTurn));
        let job = s.computer_job().unwrap();
        let mv = job.game.legal_moves()[0];
        s.play_computer(mv).unwrap();
        assert_eq!(s.turn(), Turn::Human);
        s.undo().unwrap();
        assert_eq!(s.game.ply(), 0);
        assert!(!s.last_move_fresh);
        s.redo().unwrap();
        assert_eq!(s.game.ply(), 2);
        assert_eq!(s.move_serial, 2, "redo is not a move to animate");
    }

    #[test]
    fn the_computers_opening_move_alone_cannot_be_undone() {
        let mut s = vs_computer(Side::Defenders);
        assert_eq!(s.turn(), Turn::Computer);
        assert!(s.hint_job().is_err());
        let mv = s.computer_job().unwrap().game.legal_moves()[0];
        s.play_computer(mv).unwrap();
        assert!(!s.can_undo());
        assert_eq!(s.undo(), Err(GameError::NothingToUndo));
        assert_eq!(s.targets(c("d2")), Err(GameError::NotYourPiece));
    }
}
