//! `GameController`: the core's game controller for the apps. Every decision is the core's;
//! this file only passes calls through and turns the listener into a foreign callback.

use std::sync::Arc;
use std::time::Duration;
use tafl_core::controller::{
    Busy, Controller, Coord, FinishedGame, GameConfig, GameError, GameView, Listener,
    NewGameChoice, Preferences, RulesInfo, TapOutcome, Turn,
};
use tafl_core::rulebook::Rulebook;
use tafl_core::{Piece, Side};

/// Implemented by the app: told when the game changed by itself (the computer moved, a hint
/// arrived). Called on a background thread; hop to the UI thread and read `view()` there.
#[uniffi::export(with_foreign)]
pub trait ControllerListener: Send + Sync {
    fn changed(&self);
}

/// Calls the app's listener; a listener that throws must not end the search's thread.
struct Bridge(Arc<dyn ControllerListener>);

impl Listener for Bridge {
    fn changed(&self) {
        let listener = &self.0;
        if std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| listener.changed())).is_err() {
            log::error!("the app's listener failed");
        }
    }
}

/// One game as the apps play it: two players, against the computer, or a two-game match.
/// Thread-safe; no call ever waits for a search except `cancel()` (which returns once the
/// search has stopped, within about 20 ms) and `wait_until_idle()` (tests only).
#[derive(Debug, uniffi::Object)]
pub struct GameController {
    inner: Controller,
}

impl GameController {
    pub(crate) fn wrap(inner: Controller) -> Arc<GameController> {
        Arc::new(GameController { inner })
    }

    /// The core controller (for the score tally).
    pub(crate) fn core(&self) -> &Controller {
        &self.inner
    }
}

#[uniffi::export]
impl GameController {
    /// A new game. BadRules / UnsupportedRules for custom rules that cannot be played.
    #[uniffi::constructor]
    pub fn new(config: GameConfig) -> Result<Arc<Self>, GameError> {
        Controller::new(config).map(GameController::wrap)
    }

    /// A game from `save()`'s text. CorruptSave, UnsupportedVersion, UnknownPreset.
    #[uniffi::constructor]
    pub fn restore(saved: String) -> Result<Arc<Self>, GameError> {
        Controller::restore(&saved).map(GameController::wrap)
    }

    /// The app's start: the saved game if it reads, otherwise a new default game whose view
    /// carries the message why. `language`: the system's ("et-EE"; unknown ones give English).
    #[uniffi::constructor]
    pub fn launch(saved: Option<String>, preferences: Preferences, language: String) -> Arc<Self> {
        GameController::wrap(Controller::launch(saved.as_deref(), preferences, &language))
    }

    pub fn set_listener(&self, listener: Option<Arc<dyn ControllerListener>>) {
        self.inner
            .set_listener(listener.map(|l| Arc::new(Bridge(l)) as Arc<dyn Listener>));
    }

    pub fn set_language(&self, language: String) {
        self.inner.set_language(&language);
    }

    pub fn set_preferences(&self, preferences: Preferences) {
        self.inner.set_preferences(preferences);
    }

    pub fn preferences(&self) -> Preferences {
        self.inner.preferences()
    }

    /// The seed of games started by `new_game` (a reproducible computer, for tests).
    pub fn set_seed(&self, seed: Option<u64>) {
        self.inner.set_seed(seed);
    }

    /// Everything the game screen shows, in the controller's language. Never waits.
    pub fn view(&self) -> GameView {
        self.inner.view()
    }

    pub fn busy(&self) -> Busy {
        self.inner.busy()
    }

    pub fn turn(&self) -> Turn {
        self.inner.turn()
    }

    pub fn rules_info(&self) -> RulesInfo {
        self.inner.rules_info()
    }

    /// The rules page of the rules being played, in the controller's language.
    pub fn rulebook(&self) -> Rulebook {
        self.inner.rulebook()
    }

    /// The game record in the community notation ("d2-c2 d3-e3xd4 …"), for sharing.
    pub fn record(&self) -> String {
        self.inner.record()
    }

    /// The whole game as versioned JSON; store it and pass it to `launch` or `restore`.
    pub fn save(&self) -> String {
        self.inner.save()
    }

    /// Where the piece on `from` can go. OffBoard, NoPiece, NotYourPiece.
    pub fn targets(&self, from: Coord) -> Result<Vec<Coord>, GameError> {
        self.inner.targets(from)
    }

    pub fn movable_pieces(&self) -> Vec<Coord> {
        self.inner.movable_pieces()
    }

    /// A finished game not yet handed out (each game once; `ScoreTally.record` calls this).
    pub fn take_finished(&self) -> Option<FinishedGame> {
        self.inner.take_finished()
    }

    /// A tap on a square: selects, deselects or plays. OffBoard, NotYourPiece.
    pub fn tap(&self, at: Coord) -> Result<TapOutcome, GameError> {
        self.inner.tap(at)
    }

    pub fn drag_start(&self, at: Coord) -> Result<TapOutcome, GameError> {
        self.inner.drag_start(at)
    }

    pub fn drop_on(&self, at: Coord) -> Result<TapOutcome, GameError> {
        self.inner.drop_on(at)
    }

    /// A move by the person at the device. ComputerThinking, OffBoard, GameOver, NotYourTurn,
    /// NoPiece, NotYourPiece, IllegalMove.
    pub fn play(&self, from: Coord, to: Coord) -> Result<(), GameError> {
        self.inner.play(from, to).map(|_| ())
    }

    pub fn dismiss_message(&self) {
        self.inner.dismiss_message();
    }

    /// NothingToUndo. Against the computer: the human's last move with the reply.
    pub fn undo(&self) -> Result<(), GameError> {
        self.inner.undo()
    }

    /// NothingToRedo, ComputerThinking.
    pub fn redo(&self) -> Result<(), GameError> {
        self.inner.redo()
    }

    /// Starts looking for a hint; it shows in the view. ComputerThinking, NotYourTurn, GameOver.
    pub fn hint(&self) -> Result<(), GameError> {
        self.inner.hint()
    }

    /// NoMatch, MatchNotFinished.
    pub fn next_match_game(&self) -> Result<(), GameError> {
        self.inner.next_match_game()
    }

    /// A new game of the dialog's choice. BadRules / UnsupportedRules keep the running game.
    pub fn new_game(&self, choice: NewGameChoice) -> Result<(), GameError> {
        self.inner.new_game(choice)
    }

    /// A new game of a full configuration (tests). BadRules / UnsupportedRules.
    pub fn start_game(&self, config: GameConfig) -> Result<(), GameError> {
        self.inner.start_game(config)
    }

    /// An analysis board of `config`'s rules from `position` (OpenTafl notation, with `side`
    /// to move; the rules' start when `None`): a person moves for both sides while the engine
    /// analyses after `resume()`. BadRules, UnsupportedRules, BadPosition, NoKing,
    /// AlreadyDecided.
    #[uniffi::constructor]
    pub fn analysis(
        config: GameConfig,
        position: Option<String>,
        side: Option<Side>,
    ) -> Result<Arc<Self>, GameError> {
        let start = position
            .as_deref()
            .map(|p| (p, side.unwrap_or(Side::Attackers)));
        Controller::analysis(config, start).map(GameController::wrap)
    }

    /// An analysis board from the position shown (the replayed one, or the game as it stands),
    /// speaking this controller's language.
    pub fn analysis_board(&self) -> Arc<GameController> {
        GameController::wrap(self.inner.analysis_board())
    }

    /// Starts setting up the analysis board's position by hand. ReadOnly elsewhere.
    pub fn setup_begin(&self) -> Result<(), GameError> {
        self.inner.setup_begin()
    }

    /// Puts `piece` on a square of the set-up (`None` empties it; the king moves). OffBoard.
    pub fn setup_put(&self, at: Coord, piece: Option<Piece>) -> Result<(), GameError> {
        self.inner.setup_put(at, piece)
    }

    pub fn setup_side(&self, side: Side) -> Result<(), GameError> {
        self.inner.setup_side(side)
    }

    pub fn setup_clear(&self) -> Result<(), GameError> {
        self.inner.setup_clear()
    }

    pub fn setup_start_position(&self) -> Result<(), GameError> {
        self.inner.setup_start_position()
    }

    /// Plays from the set-up position: NoKing, RestrictedSquare, AlreadyDecided (the view's
    /// message names the square or the result; the set-up stays open).
    pub fn setup_done(&self) -> Result<(), GameError> {
        self.inner.setup_done()
    }

    pub fn setup_cancel(&self) {
        self.inner.setup_cancel();
    }

    /// Shows the position after `ply` moves (0: the start), read-only; the game goes on behind
    /// it. NoSuchMove.
    pub fn replay_to(&self, ply: u32) -> Result<(), GameError> {
        self.inner.replay_to(ply)
    }

    /// One move back or forward in the replay. NoSuchMove past either end.
    pub fn replay_step(&self, forward: bool) -> Result<(), GameError> {
        self.inner.replay_step(forward)
    }

    /// Back to the game as it stands. ReadOnly for a game from the history.
    pub fn leave_replay(&self) -> Result<(), GameError> {
        self.inner.leave_replay()
    }

    /// The computer moves by itself whenever it is its turn, from now on (the app is shown).
    pub fn resume(&self) {
        self.inner.resume();
    }

    /// Stops every search and returns once stopped; the computer waits until `resume()`.
    pub fn cancel(&self) {
        self.inner.cancel();
    }

    /// Starts the computer's search now. ComputerThinking, NotComputersTurn, GameOver.
    pub fn start_computer(&self) -> Result<(), GameError> {
        self.inner.start_computer()
    }

    /// BLOCKS until no search runs or `timeout_millis` passed (false). Tests only.
    pub fn wait_until_idle(&self, timeout_millis: u64) -> bool {
        self.inner
            .wait_until_idle(Duration::from_millis(timeout_millis))
    }
}
