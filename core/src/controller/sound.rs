//! Which sound the apps play when the view changes. Both apps keep the marks of the view they
//! last showed and ask here with the marks of the new one, so that a move sounds the same on
//! every platform: once per move played (by a person or the computer), never for an undo, a redo,
//! a replayed position, a restored game or a new game, and only while the settings ask for sounds.
//! The apps only play the file and respect the device's silent mode.

use crate::controller::GameView;

/// A short sound of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sound {
    /// A piece was moved.
    Move,
    /// A piece was moved and captured something.
    Capture,
}

/// The part of a view a sound is decided from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct SoundMarks {
    /// The view's `move_serial`: grows with every move played (not with redo).
    pub move_serial: u64,
    /// The view's `capture_signal`: grows with every capture while the settings ask for sounds.
    pub capture_signal: u64,
}

impl GameView {
    /// The marks [`sound_for_change`] compares.
    pub fn sound_marks(&self) -> SoundMarks {
        SoundMarks {
            move_serial: self.move_serial,
            capture_signal: self.capture_signal,
        }
    }
}

/// The sound for the change from a view with the marks `before` to one with `after`: none unless
/// a move was played in between and `sounds_on` (the settings' `capture_feedback`); the capture's
/// sound when a move in between captured. Several moves between two views (the computer answered
/// before the screen caught up) still make one sound. A move serial that went down is a new
/// controller or a new game: silent.
pub fn sound_for_change(before: SoundMarks, after: SoundMarks, sounds_on: bool) -> Option<Sound> {
    if !sounds_on || after.move_serial <= before.move_serial {
        return None;
    }
    Some(if after.capture_signal > before.capture_signal {
        Sound::Capture
    } else {
        Sound::Move
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn marks(move_serial: u64, capture_signal: u64) -> SoundMarks {
        SoundMarks {
            move_serial,
            capture_signal,
        }
    }

    #[test]
    fn a_move_sounds_once_and_a_capture_sounds_as_a_capture() {
        assert_eq!(
            sound_for_change(marks(3, 1), marks(4, 1), true),
            Some(Sound::Move)
        );
        assert_eq!(
            sound_for_change(marks(3, 1), marks(4, 2), true),
            Some(Sound::Capture)
        );
        assert_eq!(
            sound_for_change(marks(3, 1), marks(5, 2), true),
            Some(Sound::Capture)
        );
        assert_eq!(sound_for_change(marks(4, 2), marks(4, 2), true), None);
    }

    #[test]
    fn nothing_sounds_with_the_setting_off_or_when_the_serial_went_back() {
        assert_eq!(sound_for_change(marks(3, 1), marks(4, 2), false), None);
        assert_eq!(sound_for_change(marks(9, 4), marks(1, 4), true), None);
        assert_eq!(sound_for_change(marks(9, 4), marks(0, 4), true), None);
    }
}
