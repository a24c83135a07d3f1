//! The boards of one app: they speak its language, follow its settings, and are paused and
//! resumed with it. A board opened from another (an analysis board from a game, a review's)
//! joins its family, so that a change of the settings reaches every page that is open. A board
//! that joins while the app is shown works of its own accord at once (an analysis board opened
//! from the game analyses), as the boards already open do; one that joins while the app is in
//! the background waits for the app to be shown again.

use crate::controller::Preferences;
use crate::words::Words;
use std::sync::{Arc, Mutex, MutexGuard, Weak};

/// What a family does to each of its boards.
pub(crate) trait Member: Send + Sync {
    fn set_words(&self, words: Words);
    fn set_preferences(&self, prefs: &Preferences);
    /// The app went to the background: every search stops (this waits for them).
    fn pause(&self);
    /// The app is shown again: the boards work of their own accord.
    fn resume(&self);
}

struct State {
    words: Words,
    prefs: Preferences,
    /// The app is shown (resumed, not paused since): its boards work of their own accord.
    running: bool,
    members: Vec<Weak<dyn Member>>,
}

/// An app's boards, with the words and settings new ones start with.
pub(crate) struct Family {
    state: Mutex<State>,
}

impl Family {
    pub fn new(words: Words, prefs: Preferences) -> Arc<Family> {
        Arc::new(Family {
            state: Mutex::new(State {
                words,
                prefs: prefs.normalized(),
                running: false,
                members: Vec::new(),
            }),
        })
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The words and settings a new board starts with.
    pub fn state(&self) -> (Words, Preferences) {
        let state = self.lock();
        (state.words, state.prefs.clone())
    }

    /// Whether the app is shown: a board that joins now works of its own accord at once.
    pub fn running(&self) -> bool {
        self.lock().running
    }

    pub fn join(&self, member: Weak<dyn Member>) {
        let mut state = self.lock();
        state.members.retain(|m| m.strong_count() > 0);
        state.members.push(member);
    }

    /// The boards still open; called outside the family's lock (a board takes its own).
    fn members(&self) -> Vec<Arc<dyn Member>> {
        self.lock()
            .members
            .iter()
            .filter_map(Weak::upgrade)
            .collect()
    }

    pub fn set_words(&self, words: Words) {
        self.lock().words = words;
        for member in self.members() {
            member.set_words(words);
        }
    }

    pub fn set_preferences(&self, prefs: &Preferences) {
        self.lock().prefs = prefs.clone().normalized();
        for member in self.members() {
            member.set_preferences(prefs);
        }
    }

    pub fn pause(&self) {
        self.lock().running = false;
        for member in self.members() {
            member.pause();
        }
    }

    pub fn resume(&self) {
        self.lock().running = true;
        for member in self.members() {
            member.resume();
        }
    }
}
