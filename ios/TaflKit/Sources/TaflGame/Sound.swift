// The game's sounds as the app plays them: the core decides which sound a change of the view calls
// for (a move, a capture, none; only while the settings ask for sounds); the model turns each one
// into a new cue, which the app plays (AVAudioPlayer, ambient, silent with the ring switch).
import TaflKit

/// One sound to play. `serial` grows with every cue, so the same sound twice is two changes.
public struct SoundCue: Equatable, Sendable {
    public let serial: UInt64
    public let sound: Sound
}

extension GameView {
    /// What the core's `soundForChange` compares.
    public var soundMarks: SoundMarks { SoundMarks(moveSerial: moveSerial, captureSignal: captureSignal) }
}

extension SoundCue {
    /// The cue after `cue` for the change from `before` to `after`, or `cue` itself when the
    /// change calls for no sound.
    static func next(after cue: SoundCue?, from before: GameView, to after: GameView, soundsOn: Bool) -> SoundCue? {
        guard let sound = soundForChange(before: before.soundMarks, after: after.soundMarks, soundsOn: soundsOn)
        else { return cue }
        return SoundCue(serial: (cue?.serial ?? 0) + 1, sound: sound)
    }
}
