// One open page over one of the core's controllers (the game, a game of the history, an analysis
// board, a review, a lesson, a puzzle): it keeps the controller's latest view for SwiftUI, hears
// the controller's listener (called on a core thread) and reads the view again on the main actor.
// Every action is "call the core, then draw": a refusal is the view's `message`, in the core's
// words, so the error a call throws is dropped here on purpose. Nothing here waits for the core.
import Foundation
import Observation
import TaflKit

/// A controller of the core that an open page draws.
public protocol PageController: AnyObject, Sendable {
    associatedtype View
    func view() -> View
    func setListener(listener: Listener?)
}

/// The controllers that take a person's moves (the one board controller of the core).
protocol TakesMoves {
    func tap(at: Coord) throws -> TapOutcome
    func dragStart(at: Coord) throws -> TapOutcome
    func dropOn(at: Coord) throws -> TapOutcome
}

extension GameController: PageController, TakesMoves {}
extension LessonController: PageController, TakesMoves {}
extension PuzzleController: PageController, TakesMoves {}
extension ReviewController: PageController {}

/// A view of the core's that holds a board.
public protocol ShowsBoard { var board: BoardView { get } }

extension GameView: ShowsBoard {}
extension LessonView: ShowsBoard {}
extension PuzzleView: ShowsBoard {}
extension ReviewPageView: ShowsBoard {}

/// What a board on the screen draws and where its touches go.
@MainActor
public protocol BoardSource: AnyObject {
    /// The core's board: the squares and their marks, the last move and its serial, the hint,
    /// the arrows and the sound cues.
    var board: BoardView { get }
    /// A tap on a square; the core decides what it does (nothing on a board only looked at).
    @discardableResult func tap(_ coord: Coord) -> TapOutcome?
    @discardableResult func dragStart(at coord: Coord) -> TapOutcome?
    @discardableResult func drop(on coord: Coord) -> TapOutcome?
}

/// The game's page, a game of the history's, the board under an analysis board.
public typealias GameModel = PageModel<GameController>
public typealias ReviewModel = PageModel<ReviewController>
public typealias LessonModel = PageModel<LessonController>
public typealias PuzzleModel = PageModel<PuzzleController>

@MainActor
@Observable
public final class PageModel<Controller: PageController> {
    /// Everything the page shows, in the app's language.
    public private(set) var view: Controller.View
    /// The analysis board opened from this page (of the position it shows), while it is open.
    public internal(set) var analysis: AnalysisModel?
    /// The engine's review opened from this page (of its game), while it is open.
    public internal(set) var review: PageModel<ReviewController>?

    /// The app's chrome in its language (the core speaks the same).
    public let texts: AppTexts

    @ObservationIgnored let controller: Controller

    init(_ controller: Controller, texts: AppTexts) {
        self.controller = controller
        self.texts = texts
        view = controller.view()
        controller.setListener(listener: Hop { [weak self] in self?.refresh() })
    }

    /// Calls the core, then draws. A refusal is in the view's message, in the core's words.
    func act(_ action: (Controller) throws -> Void) {
        do { try action(controller) } catch { /* the view's message says why */ }
        refresh()
    }

    /// Reads the view again, and those of the pages opened from this one.
    func refresh() {
        view = controller.view()
        analysis?.page.refresh()
        review?.refresh()
    }

    public func closeAnalysisBoard() { analysis = nil }

    public func closeReview() { review = nil }
}

extension PageModel: BoardSource where Controller.View: ShowsBoard {
    public var board: BoardView { view.board }

    @discardableResult
    public func tap(_ coord: Coord) -> TapOutcome? { move { try $0.tap(at: coord) } }

    @discardableResult
    public func dragStart(at coord: Coord) -> TapOutcome? { move { try $0.dragStart(at: coord) } }

    /// Plays the dragged piece if `coord` is one of its targets; anywhere else it stays selected.
    @discardableResult
    public func drop(on coord: Coord) -> TapOutcome? { move { try $0.dropOn(at: coord) } }

    /// A board only looked at (a review's) takes no move: nil.
    private func move(_ input: (TakesMoves) throws -> TapOutcome) -> TapOutcome? {
        var outcome: TapOutcome?
        act { controller in outcome = try (controller as? TakesMoves).map(input) }
        return outcome
    }
}

// MARK: the game's pages: the game, a game of the history, an analysis board

extension PageModel where Controller == GameController {
    public func undo() { act { try $0.undo() } }

    public func redo() { act { try $0.redo() } }

    public func hint() { act { try $0.hint() } }

    public func startNextMatchGame() { act { try $0.nextMatchGame() } }

    /// Shows the board after move `ply` (0: the start), read-only; the game goes on behind it.
    public func replay(to ply: UInt32) { act { try $0.replayTo(ply: ply) } }

    /// One move back or forward (from the game as it stands when not replaying yet).
    public func replayStep(forward: Bool) { act { try $0.replayStep(forward: forward) } }

    /// Back to the game as it stands.
    public func leaveReplay() { act { try $0.leaveReplay() } }

    public func dismissMessage() { act { $0.dismissMessage() } }

    /// The game record in the community notation, for sharing as text.
    public var recordText: String {
        _ = view.ply
        return controller.record()
    }

    /// The rules page of the rules being played, in the app's language.
    public var rulebook: Rulebook {
        _ = view.rules
        return controller.rulebook()
    }

    /// Opens the analysis board on the position shown; its engine analyses at once.
    public func openAnalysisBoard(settingUp: Bool = false) {
        analysis = AnalysisModel(controller.analysisBoard(), texts: texts, settingUp: settingUp)
    }

    /// Opens the engine's review of the game as it stands now (later moves are not followed).
    public func openReview(budget: ReviewBudget = .standard) {
        review = view.canReview ? PageModel<ReviewController>(controller.review(budget: budget), texts: texts) : nil
    }
}

// MARK: a review

extension PageModel where Controller == ReviewController {
    /// Looks at the move of `ply`: the board shows the position it was played in.
    public func choose(ply: UInt32) { act { try $0.choose(ply: ply) } }

    /// The flagged move after (or before) the one looked at.
    public func stepFlagged(forward: Bool) { act { try $0.stepFlagged(forward: forward) } }

    /// Stops the review; returns once it has stopped (a cancelled review shows no verdicts).
    public func cancel() { act { $0.cancel() } }

    /// A cancelled review started again.
    public func restart() { act { $0.restart() } }

    public var recordText: String { controller.record() }

    /// Opens the analysis board on the position shown (the one the move looked at was played in).
    public func openAnalysisBoard() { analysis = AnalysisModel(controller.analysisBoard(), texts: texts) }
}

extension ReviewPageView {
    /// The flagged moves, in the core's order.
    public var flaggedMoves: [MoveReviewView] {
        flagged.compactMap { ply in review.moves.first { $0.ply == ply } }
    }

    /// How far the review is, 0–1, for its bar.
    public var fraction: Double { review.total == 0 ? 0 : Double(review.done) / Double(review.total) }
}

// MARK: a lesson

extension PageModel where Controller == LessonController {
    /// Marks the piece to move on the board.
    public func hint() { act { try $0.hint() } }

    public func retry() { act { $0.retry() } }

    /// The lesson again from its first step.
    public func restart() { act { $0.restart() } }

    public func nextStep() { act { try $0.nextStep() } }

    /// Forgets the message and the feedback shown.
    public func dismissMessage() { act { $0.dismissMessage() } }
}

// MARK: a puzzle

extension PageModel where Controller == PuzzleController {
    /// Marks the piece to move (at once on the main line, else when the core has found it).
    public func hint() { act { try $0.hint() } }

    /// Plays the solution out (the attempt fails), to be stepped through.
    public func showSolution() { act { try $0.showSolution() } }

    public func solutionStep(forward: Bool) { act { try $0.solutionStep(forward: forward) } }

    /// The shown solution after `ply` moves (a move of its list tapped).
    public func solution(to ply: UInt32) { act { try $0.solutionTo(ply: ply) } }

    /// A new attempt from the start (a check running is forgotten without waiting).
    public func restart() { act { $0.restart() } }

    /// Forgets the message and the note shown.
    public func dismissMessage() { act { $0.dismissMessage() } }
}

/// The core's "changed by itself", called on one of its threads: the view is read again on the
/// main actor.
final class Hop: Listener, @unchecked Sendable {
    private let onChange: @MainActor @Sendable () -> Void

    init(_ onChange: @escaping @MainActor @Sendable () -> Void) { self.onChange = onChange }

    func changed() {
        let onChange = onChange
        Task { @MainActor in onChange() }
    }
}
