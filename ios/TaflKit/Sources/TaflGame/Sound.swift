// The game's sounds as the app plays them: the core's view carries the cue of the last move played
// (`GameView.sound`: a move's or a capture's sound, only while the settings ask for sounds, with a
// serial that grows with every such move); the app plays each cue once, when its serial grows.
import TaflKit

extension SoundCue {
    /// The sound to play when the view's cue changes from `old` to `new` (the page watches the
    /// changes only, so the cue it finds when it appears counts as played): the new cue's, once,
    /// when its serial grew.
    public static func toPlay(from old: SoundCue?, to new: SoundCue?) -> BoardSound? {
        guard let new, new.serial > (old?.serial ?? 0) else { return nil }
        return new.sound
    }
}
