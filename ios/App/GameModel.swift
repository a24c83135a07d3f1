import Foundation
import Observation
import TaflKit

/// The app's state: one GameSession (Rust core), its latest Snapshot and the selection.
/// All UI work happens on the main actor; the computer thinks on a detached task.
@MainActor
@Observable
final class GameModel {
    private(set) var session: GameSession
    private(set) var snapshot: Snapshot
    private(set) var selected: Coord?
    private(set) var targets: Set<Coord> = []
    private(set) var thinking = false
    private(set) var message: String?
    /// Same language choice as the app's Localizable.strings.
    let language = TaflLanguage.pick(from: Bundle.main.preferredLocalizations)

    init(config: SessionConfig = GameModel.config(vsComputer: true)) {
        session = GameSession(config: config)
        snapshot = session.snapshot()
        startComputerIfDue()
    }

    nonisolated static func config(vsComputer: Bool) -> SessionConfig {
        SessionConfig(preset: defaultPreset(),
                      mode: vsComputer ? .vsComputer(humanSide: .defenders, level: .medium) : .twoPlayers)
    }

    func newGame(vsComputer: Bool) {
        session.cancel()                      // a running search of the old session returns Cancelled
        session = GameSession(config: Self.config(vsComputer: vsComputer))
        thinking = false
        clearSelection()
        message = nil
        refresh()
        startComputerIfDue()
    }

    /// Tap on a square: select one of your pieces (showing its targets) or play to a target.
    func tap(_ coord: Coord) {
        guard snapshot.turn == .human, !thinking else { return }
        if let from = selected, targets.contains(coord) {
            play(from: from, to: coord)
        } else if let piece = snapshot.piece(at: coord), piece.side == snapshot.sideToMove, selected != coord {
            do {
                targets = Set(try session.targets(from: coord))
                selected = coord
                message = nil
            } catch {
                show(error)
            }
        } else {
            clearSelection()
        }
    }

    func undo() {
        guard !thinking else { return }
        do {
            snapshot = try session.undo()
            message = nil
        } catch {
            show(error)
        }
        clearSelection()
    }

    var canUndo: Bool { snapshot.canUndo && !thinking }

    private func play(from: Coord, to: Coord) {
        do {
            _ = try session.play(from: from, to: to)
            message = nil
        } catch {
            show(error)
        }
        clearSelection()
        refresh()
        startComputerIfDue()
    }

    private func startComputerIfDue() {
        guard snapshot.turn == .computer, !thinking else { return }
        thinking = true
        let session = self.session
        Task { [weak self] in
            // computerMove() blocks for up to the level's budget: keep it off the main actor.
            let failure = await Task.detached(priority: .userInitiated) { () -> Error? in
                do {
                    _ = try session.computerMove()
                    return nil
                } catch {
                    return error
                }
            }.value
            guard let self, self.session === session else { return }   // a new game replaced it
            self.thinking = false
            if let failure, (failure as? TaflError) != .Cancelled { self.show(failure) }
            self.refresh()
        }
    }

    private func refresh() { snapshot = session.snapshot() }

    private func clearSelection() {
        selected = nil
        targets = []
    }

    private func show(_ error: Error) {
        message = (error as? TaflError)?.text(language) ?? error.localizedDescription
    }
}
