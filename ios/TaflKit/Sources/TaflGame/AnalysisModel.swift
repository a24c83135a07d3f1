// The analysis board: a position from the game, from the history or set up by hand, where the
// player moves for both sides while the core's engine analyses in the background and says who is
// better, the best move and its line. Every decision is the core's analysis controller's (which
// set-up it refuses and why, when the engine searches, the words); here the player's input goes
// in and the view comes out. The engine runs on the core's threads and reports through the
// listener, which hops to the main actor: nothing here waits but `pause()` and `close()` (≤ 20 ms).
import Foundation
import Observation
import TaflKit

@MainActor
@Observable
public final class AnalysisModel: GameBoardSource {
    /// The board, the engine's findings (`view.analysis`), the position to share (`view.position`).
    public private(set) var view: GameView
    /// What a tap puts on a square while setting up: a piece, or nothing (the square is emptied).
    public var setupPiece: Piece? = .attacker
    /// The set-up palette in the app's language: each piece and the empty square.
    public let setupPieces: [SetupPieceOption]
    public let texts: AppTexts
    /// A refusal the core's view does not word itself, worded by the core's error text.
    private var notice: String?

    @ObservationIgnored let controller: GameController
    /// Closed for good: it neither analyses again nor takes the listener's late calls.
    @ObservationIgnored private var closed = false

    /// The board starts analysing at once (the page that shows it is open).
    init(controller: GameController, texts: AppTexts) {
        self.controller = controller
        self.texts = texts
        setupPieces = TaflKit.setupPieces(language: texts.language.rawValue)
        view = controller.view()
        controller.setListener(listener: ChangeListener { [weak self] in
            Task { @MainActor in self?.refresh() }
        })
        resume()
    }

    // MARK: what the page shows

    /// A position is being set up by hand.
    public var isSettingUp: Bool {
        if case .settingUp = view.status { return true }
        return false
    }

    /// Who moves first from the position being set up.
    public var setupSide: Side? {
        if case .settingUp(let side) = view.status { return side }
        return nil
    }

    /// The engine's best move, on the board.
    public var markedMove: MoveMark? { isSettingUp ? nil : view.analysis?.best }

    /// The sides, for choosing who moves first from a position set up.
    public let sides: [Side] = [.attackers, .defenders]

    public func name(of side: Side) -> String { sideName(side: side, language: texts.language.rawValue) }

    /// Why the last action was refused, in the core's words ("There is no king on the board.").
    public var message: String? { view.message?.text ?? notice }

    /// The position as text: its OpenTafl notation, who moves and the rules.
    public var shareText: String? { view.position?.share }

    // MARK: moves for both sides

    /// Plays for whichever side is to move; while setting up, puts the palette's piece (or
    /// nothing) on the square.
    @discardableResult
    public func tap(_ coord: Coord) -> TapOutcome? {
        if isSettingUp {
            act { try controller.setupPut(at: coord, piece: setupPiece) }
            return nil
        }
        return act { try controller.tap(at: coord) }
    }

    /// Pieces are dragged only in play; the set-up goes by taps.
    @discardableResult
    public func dragStart(at coord: Coord) -> TapOutcome? {
        isSettingUp ? nil : act { try controller.dragStart(at: coord) }
    }

    @discardableResult
    public func drop(on coord: Coord) -> TapOutcome? {
        isSettingUp ? nil : act { try controller.dropOn(at: coord) }
    }

    public func undo() { act { try controller.undo() } }

    public func redo() { act { try controller.redo() } }

    public func dismissMessage() {
        notice = nil
        controller.dismissMessage()
        refresh()
    }

    // MARK: setting up a position

    /// Starts setting up from the position on the board.
    public func beginSetup() { act { try controller.setupBegin() } }

    public func setSideToMove(_ side: Side) { act { try controller.setupSide(side: side) } }

    /// Empties the board.
    public func clearBoard() { act { try controller.setupClear() } }

    /// The rules' start position.
    public func startPosition() { act { try controller.setupStartPosition() } }

    /// Plays from the position set up; a refusal (no king, a piece where it may not stand, a
    /// game decided already) keeps the set-up open and says why. True when accepted.
    @discardableResult
    public func finishSetup() -> Bool {
        act { try controller.setupDone() } != nil
    }

    /// Leaves the set-up; the board is as it was before it.
    public func cancelSetup() {
        controller.setupCancel()
        refresh()
    }

    // MARK: lifecycle

    /// The engine analyses again (the page is shown, the app active).
    func resume() {
        guard !closed else { return }
        controller.resume()
        refresh()
    }

    /// The engine stops (the app goes to the background) and waits for `resume()`.
    func pause() {
        controller.cancel()
        refresh()
    }

    /// The page is gone: the engine stops for good.
    func close() {
        closed = true
        controller.setListener(listener: nil)
        controller.cancel()
    }

    // MARK: internals

    func refresh() {
        view = controller.view()
    }

    @discardableResult
    private func act<T>(_ input: () throws -> T) -> T? {
        notice = nil
        var result: T?
        var refusal: Error?
        do { result = try input() } catch { refusal = error }
        refresh()
        if let refusal, view.message == nil { notice = refusalText(refusal, language: texts.language.rawValue) }
        return result
    }
}
