//! The app's whole state, decided once for both apps: the game being played, the settings, the
//! score tally, the history of finished games and the lessons and puzzles done — what is kept in
//! which file, when it is written, and how a file left by an older version is read.
//!
//! The platform creates one [`AppCore`] with its files folder and the system's language, and
//! draws what it says: [`AppCore::view`] for the app, [`AppCore::game`] for the game, the lists
//! of the other pages, and the controllers it opens (a lesson, a puzzle, a game of the history).
//! The files are read on a thread of their own at launch (the listener hears when they are in;
//! until then the view says it is loading), and written on another after every change that
//! alters them ([`store`]). A finished game is counted once: in the tally and the history, which
//! both know the game's key, and then in the game's save.

mod store;

use crate::board::family::Family;
use crate::board::{tell, Listener};
use crate::controller::page::GamePage;
use crate::controller::{savefile, texts, GameController, GameError, Message, Preferences};
use crate::history::{History, HistoryRow};
use crate::lessons::{LessonController, LessonInfo, LessonProgress, LessonSet};
use crate::presets::Preset;
use crate::puzzles::{self, Progress, PuzzleController, PuzzleEntry, PuzzleSet};
use crate::tally::{Tally, TallyCard};
use crate::words::Words;
use std::path::PathBuf;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, Weak};
use std::time::Duration;
use store::{Doc, Store, Stored};

/// What the app shows besides its pages.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct AppView {
    /// The files have been read: the game and the other pages can be shown.
    pub loaded: bool,
    /// What the player should know that is no game's: a file that could not be written (until
    /// a later write succeeds), statistics found damaged and reset, damaged games left out of
    /// the history. Until dismissed.
    pub notice: Option<String>,
    /// Why the app's last action was refused: a lesson, a puzzle or a game of the history
    /// that could not be opened. Until the next one is opened or the notice dismissed.
    pub message: Option<Message>,
    pub preferences: Preferences,
}

/// The lessons page: the lessons of the rules being played.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LessonList {
    /// The rules' name, over the list ("Brandubh").
    pub title: String,
    /// In order, each marked completed or not.
    pub lessons: Vec<LessonInfo>,
    /// Why these rules have no lessons to list (custom rules the core cannot play).
    pub message: Option<Message>,
}

/// The puzzles page: every variant with puzzles, and the puzzles of the one shown.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PuzzleList {
    pub sets: Vec<PuzzleSet>,
    /// The set shown: the rules being played (when they have puzzles) until the player picks
    /// another.
    pub chosen: Preset,
    /// The puzzles of the set shown, in order, each with its rating and the player's record.
    pub entries: Vec<PuzzleEntry>,
    /// The first puzzle of the set shown not solved yet.
    pub next_unsolved: Option<String>,
}

/// A one-off notice of the launch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Found {
    /// The tally could not be read and was started again.
    DamagedTally,
    /// The history left out this many damaged games.
    SkippedGames(u32),
}

struct State {
    loaded: bool,
    words: Words,
    prefs: Preferences,
    tally: Tally,
    history: History,
    lessons: LessonProgress,
    puzzles: Progress,
    /// The puzzle set the player picked.
    puzzle_set: Option<Preset>,
    /// What the launch found, until dismissed.
    found: Vec<Found>,
    /// The storage's failure has been dismissed (until the next one).
    failure_dismissed: bool,
    /// Why the last page could not be opened.
    refusal: Option<GameError>,
    listener: Option<Arc<dyn Listener>>,
    /// The game's revision last looked at for a save.
    game_revision: Option<u64>,
}

struct Shared {
    state: Mutex<State>,
    loaded: Condvar,
    family: Arc<Family>,
    game: Arc<GameController>,
    store: Store,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn listener(&self) -> Option<Arc<dyn Listener>> {
        self.lock().listener.clone()
    }

    /// The game changed: a finished game is counted and kept (the tally and the history are
    /// written before the game, whose save says it was counted), and the game is written.
    fn game_changed(&self) {
        let filed = {
            let mut state = self.lock();
            if !state.loaded {
                return;
            }
            let revision = self.game.board().revision();
            if state.game_revision == Some(revision) {
                return;
            }
            state.game_revision = Some(revision);
            let mut filed = false;
            while let Some(finished) = self.game.take_finished() {
                state.tally.record_finished(&finished);
                state.history.add(&finished);
                filed = true;
            }
            if filed {
                self.store.write(Doc::Tally, state.tally.to_json());
                self.store.write(Doc::History, state.history.to_text());
            }
            self.store.write(Doc::Game, self.game.save());
            filed
        };
        if filed {
            tell(self.listener());
        }
    }

    /// Reads every file (on the loading thread) and puts the app in its state.
    fn load(&self) {
        let copies = |doc| self.store.read(doc);
        let settings = copies(Doc::Settings);
        let prefs = settings
            .first()
            .map_or_else(Preferences::default, |c| Preferences::from_json(&c.text));
        self.family.set_preferences(&prefs);
        let game_copies = copies(Doc::Game);
        let (game, game_copy) = read_game(&game_copies);
        let tally_copies = copies(Doc::Tally);
        let (tally, tally_copy) = first_read(&tally_copies, |t| Tally::from_json(t).ok());
        let history_copies = copies(Doc::History);
        let (history, history_copy) = read_history(&history_copies);
        let lesson_copies = copies(Doc::Lessons);
        let (lessons, lessons_copy) = first_read(&lesson_copies, |t| {
            is_object(t).then(|| LessonProgress::from_json(t))
        });
        let puzzle_copies = copies(Doc::Puzzles);
        let (puzzles, puzzles_copy) = first_read(&puzzle_copies, |t| {
            is_object(t).then(|| Progress::from_json(t))
        });
        let history = history.unwrap_or_default();
        let mut found = Vec::new();
        if tally.is_none() && !tally_copies.is_empty() {
            found.push(Found::DamagedTally);
        }
        if history.skipped() > 0 {
            found.push(Found::SkippedGames(history.skipped()));
        }
        // A document is written again under its own name when what was read is not simply its
        // own file: an older app's copy, leftovers beside it (a write cut off), a damaged file
        // (its place taken by a fresh one), damaged games left out of the history.
        let read = [
            (Doc::Settings, settings.len(), settings.first().cloned()),
            (Doc::Game, game_copies.len(), game_copy),
            (Doc::Tally, tally_copies.len(), tally_copy),
            (Doc::History, history_copies.len(), history_copy),
            (Doc::Lessons, lesson_copies.len(), lessons_copy),
            (Doc::Puzzles, puzzle_copies.len(), puzzles_copy),
        ];
        let mut rewrite = Vec::new();
        for (doc, count, copy) in &read {
            let plain = *count == 1 && copy.as_ref().is_some_and(|c| c.current);
            match copy {
                Some(copy) if plain => self.store.loaded(*doc, &copy.text, true),
                _ if *count > 0 => {
                    self.store.loaded(*doc, "", false);
                    rewrite.push(*doc);
                }
                _ => {}
            }
        }
        if history.skipped() > 0 && !rewrite.contains(&Doc::History) {
            rewrite.push(Doc::History);
        }
        self.game.adopt(game);
        {
            let mut state = self.lock();
            state.prefs = prefs.clone();
            state.tally = tally.unwrap_or_default();
            state.history = history;
            state.lessons = lessons.unwrap_or_default();
            state.puzzles = puzzles.unwrap_or_default();
            state.found = found;
            state.loaded = true;
            for doc in rewrite {
                let text = match doc {
                    Doc::Settings => state.prefs.to_json(),
                    Doc::Tally => state.tally.to_json(),
                    Doc::History => state.history.to_text(),
                    Doc::Lessons => state.lessons.to_json(),
                    Doc::Puzzles => state.puzzles.to_json(),
                    // Written below, once its finished game is counted.
                    Doc::Game => continue,
                };
                self.store.write(doc, text);
            }
        }
        // A game finished before the app last closed and not counted yet is counted now.
        self.game_changed();
        self.loaded.notify_all();
        tell(self.listener());
    }
}

fn is_object(text: &str) -> bool {
    serde_json::from_str::<serde_json::Value>(text).is_ok_and(|v| v.is_object())
}

/// The first copy `read` accepts, and that copy.
fn first_read<T>(
    copies: &[Stored],
    read: impl Fn(&str) -> Option<T>,
) -> (Option<T>, Option<Stored>) {
    copies
        .iter()
        .find_map(|c| read(&c.text).map(|value| (value, c.clone())))
        .map_or((None, None), |(value, copy)| (Some(value), Some(copy)))
}

/// The saved game: the first copy that reads; none at all is a new game; copies that all fail
/// are the newest one's reason (the player is told, and a new game begins).
fn read_game(copies: &[Stored]) -> (Result<Option<GamePage>, GameError>, Option<Stored>) {
    let mut failure = None;
    for copy in copies {
        match savefile::read(&copy.text) {
            Ok(page) => return (Ok(Some(page)), Some(copy.clone())),
            Err(e) => {
                failure.get_or_insert(e);
            }
        }
    }
    (failure.map_or(Ok(None), Err), None)
}

/// The history from the copy that keeps the most games (the fewest damaged ones among those,
/// then the first): a copy cut off by a crash loses its newest lines, so the copy before it
/// usually wins; a line damaged in place is left out, the rest kept.
fn read_history(copies: &[Stored]) -> (Option<History>, Option<Stored>) {
    let mut best: Option<(History, Stored)> = None;
    for copy in copies {
        let history = History::read(&copy.text);
        let better = best.as_ref().is_none_or(|(b, _)| {
            let (games, skipped) = (history.entries().len(), history.skipped());
            games > b.entries().len() || (games == b.entries().len() && skipped < b.skipped())
        });
        if better {
            best = Some((history, copy.clone()));
        }
    }
    best.map_or((None, None), |(h, c)| (Some(h), Some(c)))
}

/// The app. Thread-safe; no call waits for the files (they are read and written on threads of
/// their own) except the tests' `wait_until_loaded` and `wait_until_saved`.
#[cfg_attr(feature = "uniffi", derive(uniffi::Object))]
pub struct AppCore {
    shared: Arc<Shared>,
}

impl std::fmt::Debug for AppCore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppCore")
            .field("loaded", &self.shared.lock().loaded)
            .finish_non_exhaustive()
    }
}

#[cfg_attr(feature = "uniffi", uniffi::export)]
impl AppCore {
    /// Starts the app over its files in `directory` (made when first written), speaking
    /// `language` (the system's: "et-EE"; anything but en/et/ru gives English). Returns at
    /// once: the files are read on a thread of their own, and the listener hears when they are
    /// in (`view().loaded`).
    #[cfg_attr(feature = "uniffi", uniffi::constructor)]
    pub fn launch(directory: String, language: String) -> Arc<AppCore> {
        let words = Words::for_code(&language);
        let family = Family::new(words, Preferences::default());
        let game = GameController::loading(&family);
        let shared = Arc::new_cyclic(|weak: &Weak<Shared>| {
            let told = weak.clone();
            Shared {
                state: Mutex::new(State {
                    loaded: false,
                    words,
                    prefs: Preferences::default(),
                    tally: Tally::new(),
                    history: History::new(),
                    lessons: LessonProgress::new(),
                    puzzles: Progress::default(),
                    puzzle_set: None,
                    found: Vec::new(),
                    failure_dismissed: false,
                    refusal: None,
                    listener: None,
                    game_revision: None,
                }),
                loaded: Condvar::new(),
                family,
                store: Store::open(
                    PathBuf::from(directory),
                    Box::new(move || {
                        if let Some(shared) = told.upgrade() {
                            shared.lock().failure_dismissed = false;
                            tell(shared.listener());
                        }
                    }),
                ),
                game,
            }
        });
        let observed = Arc::downgrade(&shared);
        shared.game.board().set_observer(Some(Arc::new(move || {
            if let Some(shared) = observed.upgrade() {
                shared.game_changed();
            }
        })));
        let loading = Arc::clone(&shared);
        let spawned = std::thread::Builder::new()
            .name("tafl-load".into())
            .spawn(move || loading.load());
        if let Err(e) = spawned {
            // Without a thread to spare, the files are read here: late, but read.
            log::error!("cannot start the loading thread: {e}");
            shared.load();
        }
        Arc::new(AppCore { shared })
    }

    /// Who to tell when the app changed by itself: its files were read, a write failed or
    /// succeeded again, a finished game was counted, a lesson or a puzzle was recorded.
    /// Called on a background thread; read the views on the UI thread.
    pub fn set_listener(&self, listener: Option<Arc<dyn Listener>>) {
        self.shared.lock().listener = listener;
    }

    /// What the app shows besides its pages, in its language.
    pub fn view(&self) -> AppView {
        let failing = self.shared.store.failing();
        let state = self.shared.lock();
        let w = &state.words;
        let mut notices: Vec<String> = Vec::new();
        if failing && !state.failure_dismissed {
            notices.push(w.text("app-storage-failed"));
        }
        for found in &state.found {
            notices.push(match found {
                Found::DamagedTally => w.text("error-statistics-damaged"),
                Found::SkippedGames(count) => {
                    w.format("history-skipped", &[("count", (*count).into())])
                }
            });
        }
        AppView {
            loaded: state.loaded,
            notice: (!notices.is_empty()).then(|| notices.join(" ")),
            message: state.refusal.map(|error| Message {
                error,
                text: texts::error(w, error),
            }),
            preferences: state.prefs.clone(),
        }
    }

    /// The notice (and the message) has been read.
    pub fn dismiss_notice(&self) {
        let mut state = self.shared.lock();
        state.found.clear();
        state.failure_dismissed = true;
        state.refusal = None;
    }

    /// The game being played: one controller for the app's life (a new game is started on
    /// it). Until the files are read it shows a stand-in that takes nothing.
    pub fn game(&self) -> Arc<GameController> {
        Arc::clone(&self.shared.game)
    }

    /// The system's language changed: every page speaks it.
    pub fn set_language(&self, language: String) {
        let words = Words::for_code(&language);
        self.shared.lock().words = words;
        self.shared.family.set_words(words);
    }

    /// Changes the settings (the think time kept in its range): stored, and followed at once
    /// by every page (the game's new games take the think time).
    pub fn set_preferences(&self, preferences: Preferences) {
        let prefs = preferences.normalized();
        {
            let mut state = self.shared.lock();
            if state.prefs == prefs {
                return;
            }
            state.prefs = prefs.clone();
            self.shared.store.write(Doc::Settings, prefs.to_json());
        }
        self.shared.family.set_preferences(&prefs);
    }

    /// The app goes to the background: every search stops (the computer's, an analysis, a
    /// puzzle's check; this returns once they have, within some 20 ms). The files are written
    /// as always, on their own thread.
    pub fn pause(&self) {
        self.shared.family.pause();
    }

    /// The app is shown again: the computer moves by itself when it is its turn, an open
    /// analysis board analyses.
    pub fn resume(&self) {
        self.shared.family.resume();
    }

    // ---- statistics and history -------------------------------------------------------------

    /// The score tally, grouped by variant, in the app's language.
    pub fn statistics(&self) -> Vec<TallyCard> {
        let state = self.shared.lock();
        state.tally.cards(&state.words)
    }

    /// Forgets every count of the tally (the games already counted are not counted again).
    pub fn reset_statistics(&self) {
        let mut state = self.shared.lock();
        state.tally.reset();
        self.shared.store.write(Doc::Tally, state.tally.to_json());
    }

    /// The finished games kept on this device, newest first, in the app's language.
    pub fn history(&self) -> Vec<HistoryRow> {
        let state = self.shared.lock();
        state.history.rows(&state.words)
    }

    /// A game of the history to replay (read-only, shown after its last move). NoSuchMove when
    /// there is no game with that id.
    pub fn open_history_game(&self, id: u64) -> Result<Arc<GameController>, GameError> {
        self.opening(|| {
            let entry = self
                .shared
                .lock()
                .history
                .entry(id)
                .cloned()
                .ok_or(GameError::NoSuchMove)?;
            GameController::archived_in(&entry, Some(&self.shared.family))
        })
    }

    // ---- lessons ----------------------------------------------------------------------------

    /// The lessons of the rules being played, each marked completed or not.
    pub fn lessons(&self) -> LessonList {
        let info = self.shared.game.rules_info();
        let config = self.shared.game.config();
        let state = self.shared.lock();
        let w = &state.words;
        let title = texts::title(w, &info);
        match LessonSet::new(config.preset, config.rules.as_deref()) {
            Ok(set) => LessonList {
                title,
                lessons: set.infos(w.lang(), &state.lessons),
                message: None,
            },
            Err(error) => LessonList {
                title,
                lessons: Vec::new(),
                message: Some(Message {
                    error,
                    text: texts::error(w, error),
                }),
            },
        }
    }

    /// Lesson `id` of the rules being played, at its first step; it is recorded as completed
    /// when finished. UnknownLesson, BadRules, UnsupportedRules.
    pub fn open_lesson(&self, id: String) -> Result<Arc<LessonController>, GameError> {
        let config = self.shared.game.config();
        let lesson = self.opening(|| {
            let set = LessonSet::new(config.preset, config.rules.as_deref())?;
            LessonController::open(&set, &id, Some(&self.shared.family))
        })?;
        let (app, watched) = (Arc::downgrade(&self.shared), Arc::downgrade(&lesson));
        lesson.set_observer(Some(Arc::new(move || {
            let (Some(shared), Some(lesson)) = (app.upgrade(), watched.upgrade()) else {
                return;
            };
            let page = lesson.page();
            let recorded = {
                let mut state = shared.lock();
                let recorded = state.lessons.record(&page);
                if recorded {
                    shared.store.write(Doc::Lessons, state.lessons.to_json());
                }
                recorded
            };
            if recorded {
                tell(shared.listener());
            }
        })));
        Ok(lesson)
    }

    // ---- puzzles ----------------------------------------------------------------------------

    /// The puzzle sets and the puzzles of the one shown, with the player's records.
    pub fn puzzles(&self) -> PuzzleList {
        let game = self.shared.game.config().preset;
        let state = self.shared.lock();
        let chosen = state
            .puzzle_set
            .unwrap_or_else(|| puzzles::set_for_game(game));
        PuzzleList {
            sets: puzzles::sets(&state.puzzles, &state.words),
            chosen,
            entries: puzzles::entries(&state.puzzles, chosen, &state.words),
            next_unsolved: state
                .puzzles
                .next_unsolved(puzzles::builtin(chosen))
                .map(|p| p.id.clone()),
        }
    }

    /// Shows the puzzles of `preset` (a variant without puzzles changes nothing).
    pub fn choose_puzzle_set(&self, preset: Preset) {
        if !puzzles::builtin(preset).is_empty() {
            self.shared.lock().puzzle_set = Some(preset);
        }
    }

    /// The shipped puzzle `id`; each attempt is recorded once it is decided (solved, or
    /// failed). NoSuchPuzzle.
    pub fn open_puzzle(&self, id: String) -> Result<Arc<PuzzleController>, GameError> {
        let puzzle = self.opening(|| puzzles::find(&id).ok_or(GameError::NoSuchPuzzle))?;
        let controller = PuzzleController::of(puzzle, Some(&self.shared.family));
        let (app, watched) = (Arc::downgrade(&self.shared), Arc::downgrade(&controller));
        controller.set_observer(Some(Arc::new(move || {
            let (Some(shared), Some(controller)) = (app.upgrade(), watched.upgrade()) else {
                return;
            };
            let Some(result) = controller.take_result() else {
                return;
            };
            {
                let mut state = shared.lock();
                state.puzzles.record(&result);
                shared.store.write(Doc::Puzzles, state.puzzles.to_json());
            }
            tell(shared.listener());
        })));
        Ok(controller)
    }

    /// The first puzzle of `preset` not solved yet.
    pub fn next_unsolved_puzzle(&self, preset: Preset) -> Option<String> {
        let state = self.shared.lock();
        state
            .puzzles
            .next_unsolved(puzzles::builtin(preset))
            .map(|p| p.id.clone())
    }

    // ---- tests ------------------------------------------------------------------------------

    /// BLOCKS until the files have been read, at most `timeout_millis`; false on timeout.
    /// Tests only.
    pub fn wait_until_loaded(&self, timeout_millis: u64) -> bool {
        let state = self.shared.lock();
        let (_state, result) = self
            .shared
            .loaded
            .wait_timeout_while(state, Duration::from_millis(timeout_millis), |s| !s.loaded)
            .unwrap_or_else(|e| e.into_inner());
        !result.timed_out()
    }

    /// BLOCKS until every change has been written (or a write failed), at most
    /// `timeout_millis`; false on timeout. Tests only.
    pub fn wait_until_saved(&self, timeout_millis: u64) -> bool {
        self.shared
            .store
            .wait(Duration::from_millis(timeout_millis))
    }

    /// Tests: every write fails from now on as on a full disk (`true`), or works again (the
    /// documents waiting are written with the next change).
    pub fn simulate_full_disk(&self, full: bool) {
        self.shared.store.simulate_full_disk(full);
    }
}

impl AppCore {
    /// Opens a page: a refusal is the view's message until the next page is opened.
    fn opening<T>(&self, open: impl FnOnce() -> Result<T, GameError>) -> Result<T, GameError> {
        let opened = open();
        self.shared.lock().refusal = opened.as_ref().err().copied();
        opened
    }
}
