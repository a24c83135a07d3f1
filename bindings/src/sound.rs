//! The game's sounds: which one a change of the view calls for (the apps only play the file).

use tafl_core::controller::{Sound, SoundMarks};

/// The sound for the change from a view with the marks `before` to one with `after`
/// (`SoundMarks(move_serial, capture_signal)` of each view), `sounds_on` being the settings'
/// `capture_feedback`: one per move played, the capture's when it captured; none for undo, redo,
/// a replay, a restored or a new game.
#[uniffi::export]
pub fn sound_for_change(before: SoundMarks, after: SoundMarks, sounds_on: bool) -> Option<Sound> {
    tafl_core::controller::sound_for_change(before, after, sounds_on)
}
