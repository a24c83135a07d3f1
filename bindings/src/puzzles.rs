//! The puzzles: `PuzzleController` (one puzzle being solved) and `PuzzleProgress` (the player's
//! solved and failed puzzles, kept by the apps as an opaque JSON string, with the lists that show
//! them). Every decision is the core's (`tafl_core::puzzles`); the core's types cross as they
//! are.

use crate::controller::ControllerListener;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;
use tafl_core::controller::{
    BoardView, Coord, GameError, LastMove, Listener, MoveTurn, Preferences, ReplayView, SoundCue,
};
use tafl_core::puzzles::{
    self, Difficulty, Progress, PuzzleBusy, PuzzleEntry, PuzzleMessage, PuzzleMessageKind,
    PuzzleRecord, PuzzleResult, PuzzleSet, PuzzleState, PuzzleTap, PuzzleView,
};
use tafl_core::words::Words;
use tafl_core::{Preset, Side};

#[uniffi::remote(Enum)]
pub enum PuzzleState {
    Solving,
    Solved,
    SolutionShown,
}

#[uniffi::remote(Enum)]
pub enum PuzzleBusy {
    Idle,
    CheckingMove,
    FindingHint,
    FindingSolution,
}

#[uniffi::remote(Enum)]
pub enum PuzzleTap {
    Selected,
    Deselected,
    Played,
    Wrong,
    Checking,
    Ignored,
}

#[uniffi::remote(Enum)]
pub enum PuzzleMessageKind {
    Right,
    Wrong,
    Illegal,
    Undecided,
    Finished,
    Hint,
    Refused,
}

#[uniffi::remote(Record)]
pub struct PuzzleMessage {
    pub kind: PuzzleMessageKind,
    pub error: Option<GameError>,
    pub text: String,
}

#[uniffi::remote(Enum)]
pub enum Difficulty {
    Easy,
    Medium,
    Hard,
    Expert,
}

#[uniffi::remote(Record)]
pub struct PuzzleView {
    pub id: String,
    pub preset: Preset,
    pub title: String,
    pub rating: u32,
    pub rating_text: String,
    pub difficulty: Difficulty,
    pub difficulty_text: String,
    pub solver: Side,
    pub moves: u32,
    pub goal: String,
    pub state: PuzzleState,
    pub busy: PuzzleBusy,
    pub headline: String,
    pub message: Option<PuzzleMessage>,
    pub board: BoardView,
    pub side_to_move: Side,
    pub last_move: Option<LastMove>,
    pub move_list: Vec<MoveTurn>,
    pub move_serial: u64,
    pub capture_signal: u64,
    pub sound: Option<SoundCue>,
    pub hint: Option<Coord>,
    pub moves_left: u32,
    pub mistakes: u32,
    pub hints_used: u32,
    pub failed: bool,
    pub solution: Option<ReplayView>,
    pub board_enabled: bool,
    pub can_hint: bool,
    pub can_show_solution: bool,
    pub can_restart: bool,
}

#[uniffi::remote(Record)]
pub struct PuzzleRecord {
    pub solved: bool,
    pub failed: u32,
    pub attempts: u32,
}

#[uniffi::remote(Record)]
pub struct PuzzleResult {
    pub id: String,
    pub solved: bool,
}

#[uniffi::remote(Record)]
pub struct PuzzleEntry {
    pub id: String,
    pub number: u32,
    pub preset: Preset,
    pub solver: Side,
    pub moves: u32,
    pub rating: u32,
    pub difficulty: Difficulty,
    pub title: String,
    pub goal: String,
    pub rating_text: String,
    pub record: PuzzleRecord,
    pub record_text: String,
}

#[uniffi::remote(Record)]
pub struct PuzzleSet {
    pub preset: Preset,
    pub name: String,
    pub count: u32,
    pub solved: u32,
    pub progress_text: String,
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

/// One puzzle being solved. Thread-safe; no call waits for a search except `cancel()` (which
/// returns once it has stopped) and `wait_until_idle()` (tests only).
#[derive(Debug, uniffi::Object)]
pub struct PuzzleController {
    inner: puzzles::PuzzleController,
}

#[uniffi::export]
impl PuzzleController {
    /// The shipped puzzle `id` ("brandubh-012"), speaking `language`. NoSuchPuzzle.
    #[uniffi::constructor]
    pub fn new(id: String, language: String) -> Result<Arc<Self>, GameError> {
        let inner = puzzles::PuzzleController::open(&id, &language)?;
        Ok(Arc::new(PuzzleController { inner }))
    }

    /// Told when a search changed the puzzle (a move checked, a hint or the solution found).
    pub fn set_listener(&self, listener: Option<Arc<dyn ControllerListener>>) {
        self.inner
            .set_listener(listener.map(|l| Arc::new(Bridge(l)) as Arc<dyn Listener>));
    }

    pub fn set_language(&self, language: String) {
        self.inner.set_language(&language);
    }

    /// Legal-move marks, the sound and the capture signal follow the settings.
    pub fn set_preferences(&self, preferences: Preferences) {
        self.inner.set_preferences(preferences);
    }

    /// Everything the puzzle screen shows, in the controller's language. Never waits.
    pub fn view(&self) -> PuzzleView {
        self.inner.view()
    }

    pub fn busy(&self) -> PuzzleBusy {
        self.inner.busy()
    }

    /// Where the piece on `from` can go. OffBoard, NoPiece, NotYourPiece.
    pub fn targets(&self, from: Coord) -> Result<Vec<Coord>, GameError> {
        self.inner.targets(from)
    }

    pub fn movable_pieces(&self) -> Vec<Coord> {
        self.inner.movable_pieces()
    }

    /// A tap on a square: selects, deselects or moves (right, wrong, or checked in the
    /// background). OffBoard, NotYourPiece.
    pub fn tap(&self, at: Coord) -> Result<PuzzleTap, GameError> {
        self.inner.tap(at)
    }

    pub fn drag_start(&self, at: Coord) -> Result<PuzzleTap, GameError> {
        self.inner.drag_start(at)
    }

    pub fn drop_on(&self, at: Coord) -> Result<PuzzleTap, GameError> {
        self.inner.drop_on(at)
    }

    /// The player's move. OffBoard, GameOver, ComputerThinking, NoPiece, NotYourPiece,
    /// IllegalMove; a move that does not win in time is `Wrong`.
    pub fn play(&self, from: Coord, to: Coord) -> Result<PuzzleTap, GameError> {
        self.inner.play(from, to)
    }

    /// Marks the piece to move. GameOver, ComputerThinking, NotYourTurn.
    pub fn hint(&self) -> Result<(), GameError> {
        self.inner.hint()
    }

    /// Plays the solution out (the attempt fails). GameOver, ComputerThinking.
    pub fn show_solution(&self) -> Result<(), GameError> {
        self.inner.show_solution()
    }

    /// One move of the shown solution forward or back. NoSuchMove.
    pub fn solution_step(&self, forward: bool) -> Result<(), GameError> {
        self.inner.solution_step(forward)
    }

    /// The shown solution after `ply` moves from the puzzle's start. NoSuchMove.
    pub fn solution_to(&self, ply: u32) -> Result<(), GameError> {
        self.inner.solution_to(ply)
    }

    /// A new attempt from the start (a running search is stopped).
    pub fn restart(&self) {
        self.inner.restart();
    }

    pub fn dismiss_message(&self) {
        self.inner.dismiss_message();
    }

    /// The attempt's verdict once decided, once (`PuzzleProgress.record` calls this).
    pub fn take_result(&self) -> Option<PuzzleResult> {
        self.inner.take_result()
    }

    /// Stops a running search and returns once it has stopped (the move being checked is
    /// dropped).
    pub fn cancel(&self) {
        self.inner.cancel();
    }

    /// BLOCKS until no search runs or `timeout_millis` passed (false). Tests only.
    pub fn wait_until_idle(&self, timeout_millis: u64) -> bool {
        self.inner
            .wait_until_idle(Duration::from_millis(timeout_millis))
    }
}

/// The player's puzzle records, and the puzzle lists worded with them.
#[derive(Debug, uniffi::Object)]
pub struct PuzzleProgress {
    progress: Mutex<Progress>,
}

impl PuzzleProgress {
    fn lock(&self) -> MutexGuard<'_, Progress> {
        self.progress.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[uniffi::export]
impl PuzzleProgress {
    /// No puzzle tried yet.
    #[uniffi::constructor]
    pub fn new() -> Arc<Self> {
        Arc::new(PuzzleProgress {
            progress: Mutex::new(Progress::default()),
        })
    }

    /// The records from `to_json()`'s text; never fails: whatever is damaged is left out.
    #[uniffi::constructor]
    pub fn restore(json: String) -> Arc<Self> {
        Arc::new(PuzzleProgress {
            progress: Mutex::new(Progress::from_json(&json)),
        })
    }

    /// Counts the controller's attempt once it is decided (solved, or failed) and returns it;
    /// `None` when it is undecided or already counted. Then store `to_json()`.
    pub fn record(&self, controller: Arc<PuzzleController>) -> Option<PuzzleResult> {
        let result = controller.inner.take_result()?;
        self.lock().record(&result);
        Some(result)
    }

    /// One puzzle's record (all zero when never tried).
    pub fn record_of(&self, id: String) -> PuzzleRecord {
        self.lock().get(&id)
    }

    /// The variants with puzzles, each with how many are solved, worded in `language`.
    pub fn sets(&self, language: String) -> Vec<PuzzleSet> {
        puzzles::sets(&self.lock(), &Words::for_code(&language))
    }

    /// The set shown first to a player of `game`: its own when it has puzzles, else the
    /// first that has some.
    pub fn set_for_game(&self, game: Preset) -> Preset {
        puzzles::set_for_game(game)
    }

    /// The puzzles of `preset` in order, each with its rating and the player's record.
    pub fn entries(&self, preset: Preset, language: String) -> Vec<PuzzleEntry> {
        puzzles::entries(&self.lock(), preset, &Words::for_code(&language))
    }

    /// The first puzzle of `preset` not solved yet.
    pub fn next_unsolved(&self, preset: Preset) -> Option<String> {
        let progress = self.lock();
        progress
            .next_unsolved(puzzles::builtin(preset))
            .map(|p| p.id.clone())
    }

    pub fn to_json(&self) -> String {
        self.lock().to_json()
    }
}
