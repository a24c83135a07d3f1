//! What the apps play and vibrate for the moves of a game: one decision, made here, so that
//! both apps sound alike and only call their platform's player. Every move played (by a person,
//! by the computer, on the analysis board; not a redo, an undo or a replayed position) gets a
//! sound — a capture's own when it took pieces — and a capture also a vibration, while the
//! settings ask for sound and vibration. Turning them on later plays nothing of the past.

use crate::controller::session::Session;

/// A sound of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
pub struct SoundCue {
    /// Grows by one with every move that made a sound, over every game of this controller.
    pub serial: u64,
    pub sound: BoardSound,
}

/// Turns the session's moves and captures into the sound cue and the capture signal; it keeps
/// the session's counters it has already seen, so each move is cued once.
#[derive(Clone, Debug, Default)]
pub(crate) struct Feedback {
    moves_seen: u64,
    captures_seen: u64,
    /// Grows with every move that captured, while the settings ask for feedback.
    pub capture_signal: u64,
    pub cue: Option<SoundCue>,
}

impl Feedback {
    /// Feedback that takes what `session` already holds as heard.
    pub fn of(session: &Session) -> Feedback {
        Feedback {
            moves_seen: session.move_serial,
            captures_seen: session.capture_serial,
            ..Feedback::default()
        }
    }

    /// A new game replaced the session: its counters start again from 0.
    pub fn restart(&mut self) {
        self.moves_seen = 0;
        self.captures_seen = 0;
    }

    /// Notes the moves played since the last call; `on` = the settings ask for feedback.
    pub fn follow(&mut self, session: &Session, on: bool) {
        let moved = session.move_serial > self.moves_seen && session.last_move_fresh;
        let captures = session.capture_serial.saturating_sub(self.captures_seen);
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
        self.moves_seen = session.move_serial;
        self.captures_seen = session.capture_serial;
    }
}
