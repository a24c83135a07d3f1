//! `GameHistory`: the games played on this device, kept by the apps as one opaque text file.
//! What a history line holds, how damage is skipped and the words of the list are the core's.

use crate::controller::GameController;
use std::sync::{Arc, Mutex, MutexGuard};
use tafl_core::controller::{Controller, FinishedGame, GameError};
use tafl_core::history::{History, HistoryEntry, HistoryRow};
use tafl_core::words::Words;

#[derive(Debug, uniffi::Object)]
pub struct GameHistory {
    history: Mutex<History>,
}

impl GameHistory {
    fn lock(&self) -> MutexGuard<'_, History> {
        self.history.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[uniffi::export]
impl GameHistory {
    /// An empty history.
    #[uniffi::constructor]
    pub fn new() -> Arc<Self> {
        Arc::new(GameHistory {
            history: Mutex::new(History::new()),
        })
    }

    /// The history from its file; never fails: damaged games are left out (`skipped()`).
    #[uniffi::constructor]
    pub fn restore(text: String) -> Arc<Self> {
        Arc::new(GameHistory {
            history: Mutex::new(History::read(&text)),
        })
    }

    /// Damaged games the restore left out.
    pub fn skipped(&self) -> u32 {
        self.lock().skipped()
    }

    /// What to tell the player when games were left out (`None` when none were).
    pub fn skipped_text(&self, language: String) -> Option<String> {
        let skipped = self.lock().skipped();
        (skipped > 0).then(|| {
            Words::for_code(&language).format("history-skipped", &[("count", skipped.into())])
        })
    }

    /// Adds a finished game (what `ScoreTally.record` returned); the oldest beyond 500 go.
    /// Returns its id. Then store `to_text()`.
    pub fn add(&self, game: FinishedGame) -> u64 {
        self.lock().add(&game)
    }

    /// Forgets a game; false when there is none with that id.
    pub fn remove(&self, id: u64) -> bool {
        self.lock().remove(id)
    }

    /// The games, newest first, worded for the history page.
    pub fn rows(&self, language: String) -> Vec<HistoryRow> {
        self.lock().rows(&Words::for_code(&language))
    }

    pub fn entry(&self, id: u64) -> Option<HistoryEntry> {
        self.lock().entry(id).cloned()
    }

    /// A game of the history to replay (read-only, shown after its last move), speaking
    /// `language`. NoSuchMove when there is no game with that id.
    pub fn open(&self, id: u64, language: String) -> Result<Arc<GameController>, GameError> {
        let entry = self.entry(id).ok_or(GameError::NoSuchMove)?;
        let controller = Controller::archived(&entry)?;
        controller.set_language(&language);
        Ok(GameController::wrap(controller))
    }

    /// The file's text.
    pub fn to_text(&self) -> String {
        self.lock().to_text()
    }
}
