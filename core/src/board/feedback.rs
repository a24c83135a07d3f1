//! What the apps play and vibrate for the moves of a game, a puzzle or a lesson: one decision,
//! made here, so that both apps and all three pages sound alike and only call their platform's
//! player. Every move played (by a person, by the computer, on the analysis board, a puzzle's
//! or a lesson's answer; not a redo, an undo, a replayed position or a step through a shown
//! solution) gets a sound — a capture's own when it took pieces — and a capture also a
//! vibration, while the settings ask for sound and vibration. Turning them on later plays
//! nothing of the past.

/// A sound of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum BoardSound {
    /// A piece was moved and took nothing.
    Move,
    /// The move took one piece or more.
    Capture,
}

/// The sound of the last move played. The apps play `sound` once, when `serial` is larger than
/// the last one they played (the first cue they see is taken as already played, so a screen
/// that appears or is recreated plays nothing).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SoundCue {
    /// Grows by one with every move that made a sound, over every game of this controller.
    pub serial: u64,
    pub sound: BoardSound,
}

/// The counters a page keeps of the moves played on its board, which [`Feedback`] follows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Played {
    /// Grows with every move played (it may also grow with a change that is no move: then
    /// `fresh` is false).
    pub moves: u64,
    /// Grows with every move played that captured.
    pub captures: u64,
    /// The last change `moves` counted was a move played.
    pub fresh: bool,
}

impl Played {
    /// Counts a move just played.
    pub fn count(&mut self, captured: bool) {
        self.moves += 1;
        self.captures += u64::from(captured);
        self.fresh = true;
    }
}

/// Turns a page's moves and captures into the sound cue and the capture signal; it keeps the
/// counters it has already seen, so each move is cued once.
#[derive(Clone, Debug, Default)]
pub(crate) struct Feedback {
    moves_seen: u64,
    captures_seen: u64,
    /// Grows with every move that captured, while the settings ask for feedback.
    pub capture_signal: u64,
    pub cue: Option<SoundCue>,
}

impl Feedback {
    /// Notes the moves played since the last call; `on` = the settings ask for feedback. Several
    /// moves since the last call (a move and the answer played with it) make one cue, the
    /// capture's when one of them captured: a page shows them at once.
    pub fn follow(&mut self, played: Played, on: bool) {
        let moved = played.moves > self.moves_seen && played.fresh;
        let captures = played.captures.saturating_sub(self.captures_seen);
        if on {
            self.capture_signal += captures;
            if moved {
                self.cue = Some(SoundCue {
                    serial: self.cue.map_or(1, |c| c.serial + 1),
                    sound: if captures > 0 {
                        BoardSound::Capture
                    } else {
                        BoardSound::Move
                    },
                });
            }
        }
        self.moves_seen = played.moves;
        self.captures_seen = played.captures;
    }
}
