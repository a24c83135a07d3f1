// The puzzles: the sets (one per variant with puzzles), the puzzles of the set chosen with the
// player's records, and the puzzle being solved. Every decision is the core's (`PuzzleProgress`,
// `PuzzleController`): which move is right, the longest defence it answers with, the hint, the
// solution, every word. The player's solved and failed puzzles are kept in their file.
//
// Threads: a move on the puzzle's main line is answered at once; a move off it (and a hint or the
// solution from off it) is searched by the core on a thread of its own, which tells the listener;
// the listener hops to the main actor, where the view is read again. Nothing here waits on the
// main actor: the one call of the core that waits, `cancel()` (when the puzzle is left while a
// search runs), runs off it.
import Foundation
import Observation
import TaflKit

/// The puzzles page: the sets, the puzzles of one, and the puzzle being solved.
@MainActor
@Observable
public final class PuzzlesModel {
    /// The variants with puzzles, each with how many are solved, in the core's words.
    public private(set) var sets: [PuzzleSet] = []
    /// The set shown (a variant with puzzles).
    public private(set) var chosenSet: Preset
    /// The puzzles of the set shown, in order, each with its rating and the player's record.
    public private(set) var entries: [PuzzleEntry] = []
    /// The first puzzle of the set shown that is not solved yet.
    public private(set) var nextUnsolved: String?
    /// The puzzle being solved.
    public private(set) var puzzle: PuzzleModel?
    /// The app's own message: the records could not be written.
    public private(set) var notice: String?
    public let texts: AppTexts

    @ObservationIgnored let progress: PuzzleProgress
    @ObservationIgnored private let preferences: Preferences
    @ObservationIgnored private let store: FileStore
    @ObservationIgnored private var written: String?

    /// The puzzles with the records read from `store` (a damaged or missing file: nothing tried
    /// yet), showing the set of `preset` when it has puzzles.
    init(preset: Preset, preferences: Preferences, store: FileStore, texts: AppTexts) {
        self.preferences = preferences
        self.store = store
        self.texts = texts
        progress = store.loadProgress(.puzzles) { PuzzleProgress.restore(json: $0) }
        written = progress.toJson()
        chosenSet = progress.setForGame(game: preset)
        refreshLists()
    }

    public var language: String { texts.language.rawValue }

    /// Shows the puzzles of `preset`'s set.
    public func choose(set preset: Preset) {
        guard sets.contains(where: { $0.preset == preset }) else { return }
        chosenSet = preset
        refreshLists()
    }

    /// Opens the puzzle `id` (an id of `entries`); a puzzle open before is left (its search stops).
    /// Records that could not be written (a full disk) are written again now.
    public func open(_ id: String) {
        closePuzzle()
        write()
        do {
            let controller = try PuzzleController(id: id, language: language)
            puzzle = PuzzleModel(controller: controller, preferences: preferences, texts: texts) { [weak self] in
                self?.record($0)
            }
        } catch {
            notice = refusalText(error, language: language)
        }
    }

    /// Opens the first puzzle of the set shown that is not solved yet.
    public func openNextUnsolved() {
        refreshLists()
        if let id = nextUnsolved { open(id) }
    }

    /// Back to the list: the puzzle's search (if one runs) is stopped off the main actor.
    public func closePuzzle() {
        puzzle?.close()
        puzzle = nil
    }

    /// The page is gone.
    func close() { closePuzzle() }

    // MARK: internals

    /// An attempt just decided (solved, or failed) is counted once and the records written.
    private func record(_ controller: PuzzleController) {
        guard progress.record(controller: controller) != nil else { return }
        write()
        refreshLists()
    }

    private func write() {
        let text = progress.toJson()
        guard text != written else { return }
        do {
            try store.save(text, as: .puzzles)
            written = text
            notice = nil
        } catch {
            notice = texts(.messageStorageFailed)
        }
    }

    private func refreshLists() {
        sets = progress.sets(language: language)
        entries = progress.entries(preset: chosenSet, language: language)
        nextUnsolved = progress.nextUnsolved(preset: chosenSet)
    }
}

/// One puzzle being solved: its view (title, goal, moves left, the board, the core's message) and
/// its buttons (hint, show solution and its steps, restart).
@MainActor
@Observable
public final class PuzzleModel: BoardSource {
    /// Everything the puzzle page shows, in the app's language.
    public private(set) var view: PuzzleView
    /// What the last tap or drop did, in the core's terms: a piece selected, a move played at
    /// once, refused, or being checked in the background (the view may already hold the verdict
    /// of a quick check).
    public private(set) var lastTap: PuzzleTap?
    public let texts: AppTexts

    @ObservationIgnored let controller: PuzzleController
    /// Told after every change (the list counts a decided attempt once).
    @ObservationIgnored private let changed: @MainActor (PuzzleController) -> Void
    /// Left for good: the listener's late calls are ignored.
    @ObservationIgnored private var closed = false
    /// The search being stopped off the main actor once the puzzle is left; the view is read a
    /// last time when it has stopped.
    @ObservationIgnored private(set) var stopping: Task<Void, Never>?

    init(controller: PuzzleController, preferences: Preferences, texts: AppTexts,
         changed: @escaping @MainActor (PuzzleController) -> Void) {
        self.controller = controller
        self.texts = texts
        self.changed = changed
        controller.setPreferences(preferences: preferences)
        view = controller.view()
        controller.setListener(listener: ChangeListener { [weak self] in
            Task { @MainActor in self?.refresh() }
        })
    }

    // MARK: what the page shows

    public var boardView: BoardView { view.board }
    public var lastMove: LastMove? { view.lastMove }
    public var moveSerial: UInt64 { view.moveSerial }
    /// The hint is the core's own mark on the board.
    public var markedMove: MoveMark? { nil }

    /// The core's answer to the last action (right, wrong, the hint, a refusal).
    public var message: String? { view.message?.text }

    /// The core searches: a move off the main line is checked, a hint or the solution found.
    public var isBusy: Bool { view.busy != .idle }

    public var isOver: Bool { view.state != .solving }

    // MARK: input

    /// Selects, deselects or moves; a move is right (answered), wrong (refused, the board as it
    /// was), or checked in the background (the listener tells when it is decided).
    @discardableResult
    public func tap(_ coord: Coord) -> TapOutcome? { board { try controller.tap(at: coord) } }

    @discardableResult
    public func dragStart(at coord: Coord) -> TapOutcome? { board { try controller.dragStart(at: coord) } }

    @discardableResult
    public func drop(on coord: Coord) -> TapOutcome? { board { try controller.dropOn(at: coord) } }

    /// Marks the piece to move (at once on the main line, else when the core has found it).
    public func hint() { act { try controller.hint() } }

    /// Plays the solution out (the attempt fails) and shows it from where it starts.
    public func showSolution() { act { try controller.showSolution() } }

    /// One move of the shown solution forward or back.
    public func solutionStep(forward: Bool) { act { try controller.solutionStep(forward: forward) } }

    /// The shown solution after `ply` moves from the puzzle's start (a move of the list tapped).
    public func solution(to ply: UInt32) { act { try controller.solutionTo(ply: ply) } }

    /// A new attempt from the start (a search running is stopped without waiting).
    public func restart() { act { controller.restart() } }

    public func dismissMessage() { act { controller.dismissMessage() } }

    // MARK: lifecycle

    /// The puzzle is left: the listener is dropped and a running search stopped off the main
    /// actor (the move being checked is dropped); then the view is read a last time.
    func close() {
        guard !closed else { return }
        closed = true
        controller.setListener(listener: nil)
        let controller = controller
        stopping = Task { [weak self] in
            await Task.detached { controller.cancel() }.value
            self?.view = controller.view()
        }
    }

    // MARK: internals

    /// Reads the view again (after the player's input, or when the core's search is done).
    func refresh() {
        guard !closed else { return }
        view = controller.view()
        changed(controller)
    }

    /// Runs one input (a refusal is worded in the view's message) and reads the view again; a
    /// puzzle left takes none.
    @discardableResult
    private func act<T>(_ input: () throws -> T) -> T? {
        guard !closed else { return nil }
        let result = try? input()
        refresh()
        return result
    }

    /// A board input, as the board view knows it: a move played (at once) is `played`; a move
    /// refused or being checked leaves the board as it was.
    private func board(_ input: () throws -> PuzzleTap) -> TapOutcome? {
        lastTap = act(input)
        return lastTap.map { tap in
            switch tap {
            case .selected: .selected
            case .deselected: .deselected
            case .played: .played
            case .wrong, .checking, .ignored: .ignored
            }
        }
    }
}
