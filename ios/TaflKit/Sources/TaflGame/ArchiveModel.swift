// A game of the history, looked at on the history page: the core's archived controller, read-only,
// shown after any of its moves. From there, the analysis board of the position shown and the
// engine's review of the game.
import Foundation
import Observation
import TaflKit

@MainActor
@Observable
public final class ArchiveModel: GameBoardSource {
    /// The game's id in the history.
    public let id: UInt64
    /// The game as shown: the board after the replayed move, the move list, the position in words.
    public private(set) var view: GameView
    /// The analysis board of a position of this game, while it is open.
    public private(set) var analysis: AnalysisModel?
    /// The engine's review of this game, while its page is open.
    public private(set) var review: ReviewModel?
    public let texts: AppTexts

    @ObservationIgnored let controller: GameController
    @ObservationIgnored private let reviewBudget: ReviewBudget

    init(controller: GameController, id: UInt64, texts: AppTexts, reviewBudget: ReviewBudget = .standard) {
        self.controller = controller
        self.id = id
        self.texts = texts
        self.reviewBudget = reviewBudget
        view = controller.view()
    }

    public var language: String { texts.language.rawValue }

    /// Nothing but the replayed move is marked.
    public var markedMove: MoveMark? { nil }

    // The board is read-only: the core ignores taps and drags (they are forwarded all the same, so
    // that the core alone decides).
    @discardableResult
    public func tap(_ coord: Coord) -> TapOutcome? { act { try controller.tap(at: coord) } }

    @discardableResult
    public func dragStart(at coord: Coord) -> TapOutcome? { act { try controller.dragStart(at: coord) } }

    @discardableResult
    public func drop(on coord: Coord) -> TapOutcome? { act { try controller.dropOn(at: coord) } }

    /// Shows the board after move `ply` (0: the start).
    public func replay(to ply: UInt32) { act { try controller.replayTo(ply: ply) } }

    /// One move back or forward.
    public func replayStep(forward: Bool) { act { try controller.replayStep(forward: forward) } }

    /// The game's record, to share.
    public var recordText: String { controller.record() }

    /// Opens the analysis board on the position shown.
    public func openAnalysisBoard() {
        closeAnalysisBoard()
        analysis = AnalysisModel(controller: controller.analysisBoard(), texts: texts)
    }

    public func closeAnalysisBoard() {
        analysis?.close()
        analysis = nil
    }

    /// Opens the engine's review of the game (on a copy: the position shown here stays).
    public func openReview() {
        closeReview()
        review = ReviewModel.of(controller, texts: texts, budget: reviewBudget)
    }

    public func closeReview() {
        review?.close()
        review = nil
    }

    /// The page is gone: whatever runs for it stops.
    func close() {
        closeAnalysisBoard()
        closeReview()
    }

    /// A refusal the core's view does not word itself (none is expected on a read-only board:
    /// the steps past either end are disabled).
    public private(set) var notice: String?

    public var message: String? { view.message?.text ?? notice }

    @discardableResult
    private func act<T>(_ input: () throws -> T) -> T? {
        notice = nil
        var result: T?
        var refusal: Error?
        do { result = try input() } catch { refusal = error }
        view = controller.view()
        if let refusal, view.message == nil { notice = refusalText(refusal, language: language) }
        return result
    }
}
