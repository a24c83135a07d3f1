//! `ScoreTally`: wins, draws and losses per variant and opponent, kept by the apps as an opaque
//! JSON string. Which games count, and that each counts once, is the controller's business.

use crate::controller::GameController;
use std::sync::{Arc, Mutex, MutexGuard};
use tafl_core::controller::{FinishedGame, GameError};
use tafl_core::tally::{Tally, TallyCard, TallyEntry, TallyError};
use tafl_core::words::Words;

#[derive(Debug, uniffi::Object)]
pub struct ScoreTally {
    tally: Mutex<Tally>,
}

impl ScoreTally {
    fn lock(&self) -> MutexGuard<'_, Tally> {
        self.tally.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[uniffi::export]
impl ScoreTally {
    /// An empty tally.
    #[uniffi::constructor]
    pub fn new() -> Arc<Self> {
        Arc::new(ScoreTally {
            tally: Mutex::new(Tally::new()),
        })
    }

    /// A tally from `to_json()`'s text. CorruptSave, UnsupportedVersion, UnknownPreset.
    #[uniffi::constructor]
    pub fn restore(json: String) -> Result<Arc<Self>, GameError> {
        let tally = Tally::from_json(&json).map_err(|e| match e {
            TallyError::Corrupt(_) => GameError::CorruptSave,
            TallyError::UnsupportedVersion(_) => GameError::UnsupportedVersion,
            TallyError::UnknownPreset(_) => GameError::UnknownPreset,
        })?;
        Ok(Arc::new(ScoreTally {
            tally: Mutex::new(tally),
        }))
    }

    /// The rows: presets in menu order, then custom rules by name; computer rows (easy,
    /// medium, hard; attackers before defenders) before the two-player row.
    pub fn rows(&self) -> Vec<TallyEntry> {
        self.lock().entries().to_vec()
    }

    /// The rows grouped by variant and worded in `language`, for the statistics page.
    pub fn cards(&self, language: String) -> Vec<TallyCard> {
        self.lock().cards(&Words::for_code(&language))
    }

    pub fn to_json(&self) -> String {
        self.lock().to_json()
    }

    pub fn reset(&self) {
        self.lock().reset();
    }

    /// Counts the controller's finished games not counted yet and returns them (usually none
    /// or one). Then store the tally (`to_json()`) and the game (`save()`): the game's save
    /// remembers what was counted.
    pub fn record(&self, controller: Arc<GameController>) -> Vec<FinishedGame> {
        let mut counted = Vec::new();
        while let Some(game) = controller.core().take_finished() {
            self.lock().record_finished(&game);
            counted.push(game);
        }
        counted
    }
}
