//! The game controller every front end drives: the Android and iOS apps (through
//! [`crate::app::AppCore`], which owns the live game and stores it), and `tafl play` directly.
//! It is the game's page ([`page`]) on the one board controller ([`crate::board`]): the game
//! (rules, history, undo and redo), the mode, the two-game match, the hint, the analysis board
//! and what the score tally has counted, with the computer's searches on background threads.
//! Front ends forward taps and buttons, read [`GameView`] and draw it.
//!
//! ## The computer
//! While [`GameController::resume`] is in force the computer starts its search by itself
//! whenever it is its turn (after a move, an undo, a new game, a restore). `cancel` stops it
//! until the next `resume` — the apps cancel when they go to the background and resume when
//! they come back. A paused controller moves for the computer only on
//! [`GameController::start_computer`] (tests, scripted play).

pub(crate) mod config;
pub(crate) mod coord;
mod error;
mod matchplay;
pub(crate) mod page;
mod preferences;
pub(crate) mod savefile;
pub(crate) mod setup;
pub mod texts;
pub(crate) mod view;

pub use crate::board::{
    Arrow, ArrowKind, BoardSound, BoardView, CapturedPiece, CellView, HintMark, LastMove, Listener,
    Message, MoveMark, MoveTurn, SoundCue, TapOutcome,
};
pub use config::{validate_rules, GameConfig, Mode, NewGameChoice, RulesInfo, ThinkTime};
pub use coord::{file_label, Coord};
pub use error::GameError;
pub use matchplay::{MatchStanding, MatchWinner};
pub use page::{FinishedGame, Turn};
pub use preferences::Preferences;
pub use savefile::{FORMAT as SAVE_FORMAT, VERSION as SAVE_VERSION};
pub use view::{AnalysisView, Busy, GameView, PositionText, ReplayView, Status};

use crate::board::family::Family;
use crate::board::{board_api, Board, Detail, Refusal};
use crate::game::Game;
use crate::review::{ReviewBudget, ReviewController};
use crate::rulebook::Rulebook;
use crate::types::{Piece, Side, Square};
use crate::words::Words;
use page::GamePage;
use std::sync::Arc;

/// One game as the apps and the terminal play it: two players, against the computer, or a
/// two-game match; an analysis board; a game of the history to replay. Thread-safe; no call
/// waits for a search except `cancel()` (which returns once the search has stopped, within
/// about 20 ms) and `wait_until_idle()` (tests only).
#[cfg_attr(feature = "uniffi", derive(uniffi::Object))]
pub struct GameController {
    board: Board<GamePage>,
}

impl std::fmt::Debug for GameController {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.board.read(|page, cx| {
            f.debug_struct("GameController")
                .field("config", &page.config)
                .field("ply", &page.game.ply())
                .field("busy", &cx.busy())
                .finish_non_exhaustive()
        })
    }
}

board_api!(GameController);

#[cfg_attr(feature = "uniffi", uniffi::export)]
impl GameController {
    /// A new game. BadRules / UnsupportedRules for custom rules that cannot be played.
    #[cfg_attr(feature = "uniffi", uniffi::constructor)]
    pub fn new(config: GameConfig) -> Result<Arc<GameController>, GameError> {
        let choice = NewGameChoice::of(&config, &NewGameChoice::default());
        Ok(GameController::of(GamePage::new(config, choice)?, None))
    }

    /// A game from [`GameController::save`]'s text. CorruptSave, UnsupportedVersion,
    /// UnknownPreset.
    #[cfg_attr(feature = "uniffi", uniffi::constructor)]
    pub fn restore(saved: String) -> Result<Arc<GameController>, GameError> {
        Ok(GameController::of(savefile::read(&saved)?, None))
    }

    /// An analysis board of `config`'s rules from `position` (OpenTafl notation with `side` to
    /// move — the attackers when `None` — or the rules' start when `position` is `None`): a
    /// person moves for both sides while the engine analyses, after `resume()`. BadRules /
    /// UnsupportedRules; BadPosition (unreadable, or not a position of these rules); NoKing,
    /// AlreadyDecided.
    #[cfg_attr(feature = "uniffi", uniffi::constructor)]
    pub fn analysis(
        config: GameConfig,
        position: Option<String>,
        side: Option<Side>,
    ) -> Result<Arc<GameController>, GameError> {
        let config = GameConfig {
            mode: Mode::TwoPlayers,
            two_game_match: false,
            ..config
        };
        let choice = NewGameChoice::of(&config, &NewGameChoice::default());
        let mut page = GamePage::new(config, choice)?;
        if let Some(text) = position {
            let variant = Arc::clone(page.game.variant());
            let side = side.unwrap_or(Side::Attackers);
            let pos = crate::otn::parse_position(&variant, &text, side)
                .map_err(|_| GameError::BadPosition)?;
            if pos.king().is_none() {
                return Err(GameError::NoKing);
            }
            let game = Game::from_position(variant, pos);
            if game.is_over() {
                return Err(GameError::AlreadyDecided);
            }
            page.game = game;
        }
        page.analysis = true;
        page.counted = true;
        Ok(GameController::of(page, None))
    }

    /// Everything a game screen shows, in the controller's language. Never waits.
    pub fn view(&self) -> GameView {
        self.board.read(view::build)
    }

    /// What the computer is doing in the background.
    pub fn busy(&self) -> Busy {
        self.board.read(|_, cx| cx.busy().unwrap_or(Busy::Idle))
    }

    pub fn turn(&self) -> Turn {
        self.board.read(|page, _| page.turn())
    }

    pub fn rules_info(&self) -> RulesInfo {
        self.board.read(|page, _| page.ruleset.info())
    }

    /// The rules page of the rules being played, in the controller's language.
    pub fn rulebook(&self) -> Rulebook {
        self.board
            .read(|page, cx| crate::rulebook::rulebook(page.ruleset.rules(), cx.words.lang()))
    }

    /// The game as a community record ("d2-c2 d3-e3xd4 …"), for sharing.
    pub fn record(&self) -> String {
        self.board
            .read(|page, _| crate::notation::write_record(&page.game))
    }

    /// The whole game as versioned JSON (mode, match, tally marks, redo line). Never waits.
    pub fn save(&self) -> String {
        self.board.read(|page, _| savefile::write(page))
    }

    /// The settings the controller follows (the think time of new games included).
    pub fn preferences(&self) -> Preferences {
        self.board.read(|_, cx| cx.prefs.clone())
    }

    /// The seed of the games `new_game` starts (a reproducible computer, for tests).
    pub fn set_seed(&self, seed: Option<u64>) {
        self.board.change(|page, _| page.new_game_seed = seed);
    }

    // ---- buttons --------------------------------------------------------------------------

    /// Takes back the last move — against the computer, the human's last move with the reply
    /// (stopping the computer's search first if it is thinking). NothingToUndo, ReadOnly.
    pub fn undo(&self) -> Result<(), GameError> {
        self.board.act(|page, cx| page.undo(cx))
    }

    /// Plays again what undo took back (against the computer, with the reply).
    /// ComputerThinking, NothingToRedo, ReadOnly.
    pub fn redo(&self) -> Result<(), GameError> {
        self.board.act(|page, cx| page.redo(cx))
    }

    /// Starts looking for a hint for the person to move (Hard's move); it shows on the board
    /// when found. ComputerThinking (a search runs), NotYourTurn, GameOver, ReadOnly.
    pub fn hint(&self) -> Result<(), GameError> {
        self.board.act(|page, cx| page.start_hint(cx))
    }

    /// Starts game 2 of a match with the sides swapped. NoMatch, MatchNotFinished, ReadOnly; a
    /// refused call leaves a running search (the computer's move, a hint) alone.
    pub fn next_match_game(&self) -> Result<(), GameError> {
        self.board.act(|page, cx| page.next_match_game(cx))
    }

    /// Replaces the game with a new one of `choice` (with the settings' think time). The
    /// running game goes on untouched when the choice's custom rules cannot be played
    /// (BadRules / UnsupportedRules, also the view's message).
    pub fn new_game(&self, choice: NewGameChoice) -> Result<(), GameError> {
        self.board.act(|page, cx| {
            let config = choice.config(cx.prefs.hard_think_millis, page.new_game_seed);
            let fresh = GamePage::new(config, choice).or_else(|e| cx.refuse(e, None))?;
            page.replace(fresh, cx)
        })
    }

    /// Replaces the game with a new one of `config` (tests, the terminal). BadRules /
    /// UnsupportedRules leave the running game untouched.
    pub fn start_game(&self, config: GameConfig) -> Result<(), GameError> {
        self.board.act(|page, cx| {
            let fresh =
                GamePage::new(config, page.choice.clone()).or_else(|e| cx.refuse(e, None))?;
            page.replace(fresh, cx)
        })
    }

    // ---- the analysis board and the review ------------------------------------------------

    /// An analysis board from the position this controller shows (the replayed one, or the
    /// game as it stands; the game's moves up to there can be taken back): a person moves for
    /// both sides while the engine analyses, after `resume()` — at once when the game is the
    /// app's and the app is shown. It speaks this controller's language and follows its
    /// settings (and the app's, when the game is the app's).
    pub fn analysis_board(&self) -> Arc<GameController> {
        let (page, family) = self
            .board
            .read(|page, cx| (page.analysis_board(), cx.family.clone()));
        let board = GameController::of(page, family.as_ref());
        if family.is_none() {
            let (words, prefs) = self.board.read(|_, cx| (cx.words, cx.prefs.clone()));
            board.board.set_words(words);
            board.board.set_preferences(prefs);
        }
        board
    }

    /// The engine's review of the game as it is now (finished or not; the moves played later
    /// are not followed), started at once on a thread of its own. `budget`: how hard the
    /// engine looks at each position.
    pub fn review(&self, budget: ReviewBudget) -> Arc<ReviewController> {
        let (config, game, words, family) = self.board.read(|page, cx| {
            (
                page.config.clone(),
                page.game.clone(),
                cx.words,
                cx.family.clone(),
            )
        });
        ReviewController::start(config, game, budget, words, family)
    }

    // ---- setting up a position (the analysis board) -------------------------------------

    /// Starts setting up the analysis board's position by hand (from the one on it). ReadOnly
    /// outside an analysis board.
    pub fn setup_begin(&self) -> Result<(), GameError> {
        self.board.act(|page, cx| page.setup_begin(cx))
    }

    /// Puts a piece on a square of the set-up, or empties it (`None`); there is one king, put
    /// down it moves. Starts the set-up if need be. OffBoard, ReadOnly.
    pub fn setup_put(&self, at: Coord, piece: Option<Piece>) -> Result<(), GameError> {
        self.board.act(|page, cx| page.setup_put(at, piece, cx))
    }

    /// Who moves first from the set-up position. ReadOnly.
    pub fn setup_side(&self, side: Side) -> Result<(), GameError> {
        self.board.act(|page, cx| page.setup_side(side, cx))
    }

    /// An empty board for the set-up. ReadOnly.
    pub fn setup_clear(&self) -> Result<(), GameError> {
        self.board.act(|page, cx| page.setup_clear(cx))
    }

    /// The rules' start position for the set-up. ReadOnly.
    pub fn setup_start_position(&self) -> Result<(), GameError> {
        self.board.act(|page, cx| page.setup_start_position(cx))
    }

    /// Plays from the set-up position, or says why not (NoKing, RestrictedSquare,
    /// AlreadyDecided; the message names the square or the result) and keeps the set-up open.
    pub fn setup_done(&self) -> Result<(), GameError> {
        self.board.act(|page, cx| page.setup_done(cx))
    }

    /// Leaves the set-up; the board is as it was.
    pub fn setup_cancel(&self) {
        let _ = self.board.act(|page, _| {
            page.setup_cancel();
            Ok(())
        });
    }

    // ---- replay -------------------------------------------------------------------------

    /// Shows the position after `ply` moves (0: the start), read-only, with that move marked;
    /// the game goes on behind it (the computer still moves). NoSuchMove; ReadOnly during a
    /// set-up.
    pub fn replay_to(&self, ply: u32) -> Result<(), GameError> {
        self.board.act(|page, cx| page.replay_to(ply, cx))
    }

    /// One move back or forward in the replay (from the game as it stands when not replaying).
    /// NoSuchMove past either end.
    pub fn replay_step(&self, forward: bool) -> Result<(), GameError> {
        self.board.act(|page, cx| page.replay_step(forward, cx))
    }

    /// Back to the game as it stands. ReadOnly for a game from the history.
    pub fn leave_replay(&self) -> Result<(), GameError> {
        self.board.act(|page, cx| page.leave_replay(cx))
    }

    // ---- the computer ---------------------------------------------------------------------

    /// Lets the computer move by itself whenever it is its turn, starting now if it is (on the
    /// analysis board: the engine analyses).
    pub fn resume(&self) {
        self.board.resume();
    }

    /// Starts the computer's search now (whether or not it moves by itself). ComputerThinking,
    /// NotComputersTurn, GameOver.
    pub fn start_computer(&self) -> Result<(), GameError> {
        self.board.act(|page, cx| page.start_computer(cx))
    }
}

/// What the terminal, the app object and the tests use besides the exported API.
impl GameController {
    fn of(page: GamePage, family: Option<&Arc<Family>>) -> Arc<GameController> {
        Arc::new(GameController {
            board: Board::in_family(page, family),
        })
    }

    /// A game from any position of its rules (puzzles, set-ups, `tafl play --position`).
    /// BadRules / UnsupportedRules, CorruptSave when `game` is not played by the config's rules.
    pub fn with_game(config: GameConfig, game: Game) -> Result<Arc<GameController>, GameError> {
        let choice = NewGameChoice::of(&config, &NewGameChoice::default());
        let mut page = GamePage::new(config, choice)?;
        if !page.ruleset.plays(&game) {
            return Err(GameError::CorruptSave);
        }
        page.game = game;
        Ok(GameController::of(page, None))
    }

    /// A game of the history, to replay: read-only, shown after its last move. CorruptSave
    /// when the entry's game does not replay.
    pub fn archived(
        entry: &crate::history::HistoryEntry,
    ) -> Result<Arc<GameController>, GameError> {
        GameController::archived_in(entry, None)
    }

    /// [`GameController::archived`], in the app's `family`.
    pub(crate) fn archived_in(
        entry: &crate::history::HistoryEntry,
        family: Option<&Arc<Family>>,
    ) -> Result<Arc<GameController>, GameError> {
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
        let page = GamePage::new(config, choice)?;
        if !page.ruleset.plays(&game) {
            return Err(GameError::CorruptSave);
        }
        Ok(GameController::of(page.archive(game), family))
    }

    /// `game` (played by `config`'s rules) to replay, read-only, shown after its last move: the
    /// board of a review.
    pub(crate) fn replay_board(
        config: GameConfig,
        game: Game,
        family: Option<&Arc<Family>>,
    ) -> Arc<GameController> {
        let choice = NewGameChoice::of(&config, &NewGameChoice::default());
        let page = GamePage::new(config, choice).unwrap_or_else(|_| GamePage::fresh(0));
        GameController::of(page.archive(game), family)
    }

    /// The app's game while its files are read: the default choice's new game, taking nothing
    /// until [`GameController::adopt`] puts the real one in its place.
    pub(crate) fn loading(family: &Arc<Family>) -> Arc<GameController> {
        let (_, prefs) = family.state();
        let mut page = GamePage::fresh(prefs.hard_think_millis);
        page.loading = true;
        GameController::of(page, Some(family))
    }

    /// The app's game once its files are read: the saved game (`Ok`), or the default new game
    /// with the message why the save could not be read (`Err`).
    pub(crate) fn adopt(&self, saved: Result<Option<GamePage>, GameError>) {
        self.board.change(|page, cx| {
            let (fresh, failure) = match saved {
                Ok(Some(saved)) => (saved, None),
                Ok(None) => (GamePage::fresh(cx.prefs.hard_think_millis), None),
                Err(e) => (GamePage::fresh(cx.prefs.hard_think_millis), Some(e)),
            };
            *page = fresh;
            cx.selection = None;
            cx.still();
            cx.refusal = failure.map(|error| Refusal {
                error,
                detail: Some(Detail::NewGameStarted),
            });
        });
    }

    pub(crate) fn board(&self) -> &Board<GamePage> {
        &self.board
    }

    /// A copy of the game (its position, history and result).
    pub fn game(&self) -> Game {
        self.board.read(|page, _| page.game.clone())
    }

    pub fn config(&self) -> GameConfig {
        self.board.read(|page, _| page.config.clone())
    }

    pub fn words(&self) -> Words {
        self.board.read(|_, cx| cx.words)
    }

    pub fn set_words(&self, words: Words) {
        self.board.set_words(words);
    }

    /// A finished game's result, the first time only: each game (both games of a match) is
    /// handed out once, even across undo, redo, save and restore.
    pub fn take_finished(&self) -> Option<FinishedGame> {
        self.board.quietly(|page, _| page.take_finished())
    }

    /// The square of a coordinate on this game's board (for front ends that read squares).
    pub fn square(&self, at: Coord) -> Result<Square, GameError> {
        self.board.read(|page, _| at.square_on(page.size()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::presets::Preset;

    /// The king escapes (Brandubh): the defenders win on the eighth move.
    const ESCAPE: [(&str, &str); 8] = [
        ("a4", "a2"),
        ("d5", "b5"),
        ("a2", "a3"),
        ("d4", "d5"),
        ("a3", "a2"),
        ("d5", "g5"),
        ("a2", "a3"),
        ("g5", "g7"),
    ];

    fn brandubh() -> Arc<GameController> {
        GameController::new(GameConfig::two_players(Preset::Brandubh)).unwrap()
    }

    fn play_escape(game: &GameController) {
        for (from, to) in ESCAPE {
            let (from, to) = (Coord::parse(from).unwrap(), Coord::parse(to).unwrap());
            assert_eq!(game.play(from, to), Ok(TapOutcome::Played));
        }
    }

    fn two_players() -> NewGameChoice {
        NewGameChoice {
            vs_computer: false,
            ..NewGameChoice::default()
        }
    }

    #[test]
    fn a_finished_game_replaced_before_it_was_counted_is_still_handed_out_once() {
        // The app hears of a change after the board's lock is let go (the computer's last move
        // is applied on the search's thread): a new game may come first.
        let game = brandubh();
        game.board().set_observer(Some(Arc::new(|| {})));
        play_escape(&game);
        game.new_game(two_players()).unwrap();
        let finished = game
            .take_finished()
            .expect("the escape is still handed out");
        assert_eq!(finished.outcome.winner, Some(Side::Defenders));
        assert_eq!(game.take_finished(), None, "once");
        assert_eq!(game.view().ply, 0, "the new game is on the board");

        // Taken before the new game, it is not handed out again.
        play_escape(&game);
        assert!(game.take_finished().is_some());
        game.new_game(two_players()).unwrap();
        assert_eq!(game.take_finished(), None);

        // Nobody counts the games of a controller without an observer: nothing is kept.
        let plain = brandubh();
        play_escape(&plain);
        plain.new_game(two_players()).unwrap();
        assert_eq!(plain.take_finished(), None);
    }
}
