import AVFoundation
import SwiftUI
import TaflGame
import TaflKit

/// Plays the sound the core's board cues for each move (a move's or a capture's; none while the
/// settings turn sounds off), once per new cue, and a haptic tap for every capture the board
/// signals, on the game, lesson and puzzle pages. The next lesson or puzzle, opened on the same
/// page, starts its counts again: a signal that falls is no capture, and its cues start from none.
struct GameSounds: ViewModifier {
    let board: BoardView

    func body(content: Content) -> some View {
        content
            .sensoryFeedback(.impact(weight: .heavy), trigger: board.captureSignal) { old, new in new > old }
            .onChange(of: board.sound) { old, new in
                if let sound = SoundCue.toPlay(from: old, to: new) { SoundPlayer.shared.play(sound) }
            }
    }
}

/// The two short sounds of the game (Sounds/move.wav and Sounds/capture.wav, made by
/// tools/sounds/make_sounds.py), loaded once. The audio category is `.ambient`: the sounds mix with
/// other audio and stay silent when the ring/silent switch is on silent or the screen is locked.
@MainActor
final class SoundPlayer {
    static let shared = SoundPlayer()

    private var players: [BoardSound: AVAudioPlayer] = [:]

    private init() {
        try? AVAudioSession.sharedInstance().setCategory(.ambient, mode: .default)
        for (sound, name) in [(BoardSound.move, "move"), (BoardSound.capture, "capture")] {
            guard let url = Bundle.main.url(forResource: name, withExtension: "wav"),
                  let player = try? AVAudioPlayer(contentsOf: url) else { continue }
            player.prepareToPlay()
            players[sound] = player
        }
    }

    func play(_ sound: BoardSound) {
        guard let player = players[sound] else { return }
        player.currentTime = 0
        player.play()
    }
}
