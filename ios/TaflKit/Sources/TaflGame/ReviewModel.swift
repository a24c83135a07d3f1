// The engine's review of a game, on its page: the core's `GameReview` runs on a thread of its own
// and tells its listener after every position; the listener hops to the main actor, where the
// review's view is read again. Every verdict, accuracy, better move, line and word is the core's.
//
// The board is a copy of the game reviewed (restored from the game's save), never resumed, so no
// computer ever moves on it, and always replayed, so it is read-only: a move looked at shows the
// position it was played in, with the move played and the better one marked. The game the review
// was started from (the running game, a game of the history) is never touched.
import Foundation
import Observation
import TaflKit

@MainActor
@Observable
public final class ReviewModel: GameBoardSource {
    /// The review in the app's language: its status and progress, then the summary per side and
    /// every move judged.
    public private(set) var review: ReviewView
    /// The board: the position the move looked at was played in (the game's end before the review
    /// is done).
    public private(set) var view: GameView
    /// The move looked at (its ply: 1 for the first move).
    public private(set) var chosenPly: UInt32?
    /// The analysis board of the position shown, while it is open.
    public private(set) var analysis: AnalysisModel?
    public let texts: AppTexts

    @ObservationIgnored let board: GameController
    @ObservationIgnored private let budget: ReviewBudget
    /// The core's review; a new one when a cancelled review is started again.
    @ObservationIgnored private(set) var reviewer: GameReview?
    /// Closed for good: nothing runs for the page any more and late calls of the listener are
    /// ignored.
    @ObservationIgnored private var closed = false

    /// Starts reviewing `board`, a copy of the game to review that this model owns.
    init(board: GameController, texts: AppTexts, budget: ReviewBudget = .standard) {
        board.setLanguage(language: texts.language.rawValue)
        // The game's end, read-only (a copy is never resumed, and a replay takes no move).
        let shown = board.view()
        _ = try? board.replayTo(ply: shown.replay?.plies ?? shown.ply)
        self.board = board
        self.texts = texts
        self.budget = budget
        view = board.view()
        review = ReviewView(state: .running, done: 0, total: 0, status: "", sides: [], moves: [])
        reviewer = start()
        refresh()
    }

    /// A review of a copy of `controller`'s game as it stands now (nil if its save does not read
    /// back, which the core's own saves always do).
    static func of(_ controller: GameController, texts: AppTexts, budget: ReviewBudget) -> ReviewModel? {
        guard let copy = try? GameController.restore(saved: controller.save()) else { return nil }
        return ReviewModel(board: copy, texts: texts, budget: budget)
    }

    // MARK: what the page shows

    public var isRunning: Bool { review.state == .running }

    /// A cancelled review can be started again.
    public var canRestart: Bool { review.state == .cancelled }

    /// How far the review is, 0–1.
    public var fraction: Double { review.total == 0 ? 0 : Double(review.done) / Double(review.total) }

    /// The moves the review flags (an inaccuracy or worse, a missed win), in the game's order.
    public var flaggedMoves: [MoveReviewView] { review.moves.filter(\.flagged) }

    /// The move looked at, once the review is done.
    public var chosen: MoveReviewView? { review.moves.first { $0.ply == chosenPly } }

    /// The better move, on the board (only for a flagged move).
    public var markedMove: MoveMark? { chosen?.betterMark }

    /// The move played, on the board.
    public var playedMove: MoveMark? { chosen?.played }

    /// "Winning chance 64% → 12%": the mover's chance of winning before the move (with the best
    /// move) and after it, in whole percentages.
    public var winChanceText: String? {
        guard let move = chosen else { return nil }
        return "\(texts(.reviewWinChance)) \(percent(move.winBefore)) → \(percent(move.winAfter))"
    }

    /// The flagged move before and after the one looked at, for the page's steps.
    public var previousFlagged: MoveReviewView? {
        guard let ply = chosenPly else { return nil }
        return flaggedMoves.last { $0.ply < ply }
    }

    public var nextFlagged: MoveReviewView? {
        guard let ply = chosenPly else { return flaggedMoves.first }
        return flaggedMoves.first { $0.ply > ply }
    }

    // MARK: input

    /// Looks at the move of `ply`: the board shows the position it was played in. Only a move the
    /// review has judged can be looked at.
    public func choose(ply: UInt32) {
        guard !closed, ply >= 1, review.moves.contains(where: { $0.ply == ply }) else { return }
        closeAnalysisBoard()
        chosenPly = ply
        _ = try? board.replayTo(ply: ply - 1)
        view = board.view()
    }

    /// Stops the review; returns once it has stopped (the review checks its stop flag as it
    /// searches). What was judged so far is not kept: a cancelled review shows no verdicts.
    public func cancel() {
        guard !closed else { return }
        reviewer?.cancel()
        refresh()
    }

    /// A cancelled review started again from the first position.
    public func restart() {
        guard !closed, canRestart else { return }
        reviewer = start()
        chosenPly = nil
        refresh()
    }

    // The board is read-only (a replay): the core ignores taps and drags; they are forwarded all
    // the same so that the core alone decides.
    @discardableResult
    public func tap(_ coord: Coord) -> TapOutcome? { try? board.tap(at: coord) }

    @discardableResult
    public func dragStart(at coord: Coord) -> TapOutcome? { try? board.dragStart(at: coord) }

    @discardableResult
    public func drop(on coord: Coord) -> TapOutcome? { try? board.dropOn(at: coord) }

    /// Opens the analysis board on the position shown (the one the move looked at was played in).
    public func openAnalysisBoard() {
        guard !closed else { return }
        closeAnalysisBoard()
        analysis = AnalysisModel(controller: board.analysisBoard(), texts: texts)
    }

    public func closeAnalysisBoard() {
        analysis?.close()
        analysis = nil
    }

    // MARK: lifecycle

    /// The page is gone: the review stops (its thread ends) and so does the analysis board's engine.
    func close() {
        guard !closed else { return }
        closed = true
        closeAnalysisBoard()
        reviewer?.cancel()
    }

    // MARK: internals

    private func start() -> GameReview {
        GameReview.ofGame(controller: board, budget: budget, listener: ReviewListener { [weak self] in
            Task { @MainActor in self?.refresh() }
        })
    }

    /// Reads the review again; a review just done opens on its first flagged move (or its first
    /// move), so the board has something to show.
    func refresh() {
        guard !closed, let reviewer else { return }
        review = reviewer.view(language: texts.language.rawValue)
        if chosenPly == nil, review.state == .done, let first = flaggedMoves.first ?? review.moves.first {
            choose(ply: first.ply)
        }
    }

    private func percent(_ value: Float) -> String { "\(Int(value.rounded()))%" }
}

/// The core's "the review moved on", called on the review's thread.
final class ReviewListener: GameReviewListener {
    private let onChange: @Sendable () -> Void

    init(_ onChange: @escaping @Sendable () -> Void) { self.onChange = onChange }

    func changed(progress: ReviewProgress) { onChange() }
}
