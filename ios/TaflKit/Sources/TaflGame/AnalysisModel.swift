// The analysis board: a position from the game, from the history, from a review or set up by
// hand, where the player moves for both sides while the core's engine analyses (on the core's
// threads, from when the page opens; the app pauses and resumes it with the others). What a set-up
// may hold, the engine's words and its best move (an arrow of the board) are the core's; the page
// keeps only the piece the set-up palette puts down.
import Foundation
import Observation
import TaflKit

@MainActor
@Observable
public final class AnalysisModel: BoardSource {
    /// The board and the engine's findings (`view.analysis`), the position to share (`view.position`).
    public let page: PageModel<GameController>
    /// What a tap puts on a square while setting up: a piece, or nothing (the square is emptied).
    public var setupPiece: Piece? = .attacker
    /// The set-up palette in the core's words: each piece and the empty square.
    public let setupPieces: [SetupPieceOption]

    init(_ controller: GameController, texts: AppTexts, settingUp: Bool = false) {
        page = PageModel(controller, texts: texts)
        setupPieces = TaflKit.setupPieces(language: texts.language.rawValue)
        controller.resume()
        if settingUp { page.act { try $0.setupBegin() } }
        page.refresh()
    }

    public var view: GameView { page.view }

    public var texts: AppTexts { page.texts }

    /// The sides, for choosing who moves first from a position set up.
    public let sides: [Side] = [.attackers, .defenders]

    public func name(of side: Side) -> String { sideName(side: side, language: texts.language.rawValue) }

    /// A position is being set up by hand.
    public var isSettingUp: Bool { setupSide != nil }

    /// Who moves first from the position being set up.
    public var setupSide: Side? {
        if case .settingUp(let side) = view.status { return side }
        return nil
    }

    // MARK: the board: moves for both sides, or the set-up's pieces

    public var board: BoardView { view.board }

    /// Plays for whichever side is to move; while setting up, puts the palette's piece (or
    /// nothing) on the square.
    @discardableResult
    public func tap(_ coord: Coord) -> TapOutcome? {
        guard isSettingUp else { return page.tap(coord) }
        page.act { [setupPiece] in try $0.setupPut(at: coord, piece: setupPiece) }
        return nil
    }

    /// Pieces are dragged only in play; the set-up goes by taps.
    @discardableResult
    public func dragStart(at coord: Coord) -> TapOutcome? { isSettingUp ? nil : page.dragStart(at: coord) }

    @discardableResult
    public func drop(on coord: Coord) -> TapOutcome? { isSettingUp ? nil : page.drop(on: coord) }

    // MARK: setting up a position

    public func beginSetup() { page.act { try $0.setupBegin() } }

    public func setSideToMove(_ side: Side) { page.act { try $0.setupSide(side: side) } }

    public func clearBoard() { page.act { try $0.setupClear() } }

    public func startPosition() { page.act { try $0.setupStartPosition() } }

    /// Plays from the position set up; a refusal (no king, a piece where it may not stand, a game
    /// decided already) keeps the set-up open and the view's message says why.
    public func finishSetup() { page.act { try $0.setupDone() } }

    /// Leaves the set-up; the board is as it was before it.
    public func cancelSetup() { page.act { $0.setupCancel() } }
}
