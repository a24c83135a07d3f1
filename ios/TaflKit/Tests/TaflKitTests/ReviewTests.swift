import Foundation
import Testing
import TaflKit

/// Brandubh: the defenders' king walks beside the empty throne (d4-c4) and is captured on ply 5.
let kingCapturedGame: [(String, String)] = [
    ("a4", "a3"), ("c4", "c3"), ("b4", "b2"), ("d4", "c4"), ("b2", "b4"),
]

/// Records what the review tells the app, from the review's thread.
final class ReviewRecorder: GameReviewListener, @unchecked Sendable {
    let heard = Locked<[ReviewProgress]>([])
    func changed(progress: ReviewProgress) { heard.update { $0.append(progress) } }
}

@Suite("Review")
struct ReviewTests {
    /// The controller's game is reviewed in the background: progress to the listener, the view in
    /// every language, the flagged king's walk with the better move in notation and on the board.
    @Test(.timeLimit(.minutes(2)))
    func theControllersGameIsReviewedWithProgressWordsAndMarks() throws {
        let game = try GameController(config: config())
        try playAll(game, kingCapturedGame)
        let recorder = ReviewRecorder()
        let review = GameReview.ofGame(controller: game, budget: .quick, listener: recorder)
        #expect(review.waitUntilDone(timeoutMillis: 110_000))
        let progress = review.progress()
        #expect(progress == ReviewProgress(done: 6, total: 6, state: .done))
        #expect(recorder.heard.get().last == progress)
        #expect(review.record() == game.record())

        let view = review.view(language: "en")
        #expect(view.status == "Review complete")
        #expect(view.moves.map(\.notation) == ["a4-a3", "c4-c3", "b4-b2", "d4-c4", "b2-b4"])
        let walk = view.moves[3]
        #expect(walk.side == .defenders && walk.played == MoveMark(from: sq("d4"), to: sq("c4")))
        #expect(walk.flagged)
        let better = try #require(walk.betterMark)
        #expect(walk.betterMove == "\(coordName(coord: better.from))-\(coordName(coord: better.to))")
        #expect(walk.betterLineMarks.first == better && walk.betterLineMarks.count == walk.betterLine.count)
        #expect(walk.comment.contains("was better"))
        #expect(view.moves[4].winAfter == 100)
        #expect(view.moves.filter { !$0.flagged }.allSatisfy { $0.betterMark == nil && $0.betterMove == nil })
        #expect(view.sides.map(\.side) == [.attackers, .defenders])
        let defenders = view.sides[1]
        #expect(defenders.moves == 2 && defenders.counts.count == 7)
        #expect(defenders.counts.map(\.count).reduce(0, +) == defenders.moves)
        #expect(defenders.summary.hasPrefix("Defenders: Accuracy "))

        let ru = review.view(language: "ru")
        #expect(ru.status == "Разбор готов" && ru.moves[3].verdict == walk.verdict)
        #expect(ru.moves[3].verdictText != walk.verdictText)
        #expect(review.view(language: "et").status == "Analüüs on valmis")
    }

    /// cancel() returns once the review has stopped; a damaged save is a typed error.
    @Test(.timeLimit(.minutes(1)))
    func cancelReturnsOnceStoppedAndABadSaveIsRefused() throws {
        let game = try GameController(config: config(.copenhagen))
        try playAll(game, [("f2", "c2"), ("f4", "i4"), ("b6", "b3"), ("f5", "f3"), ("k4", "j4"), ("i4", "i6")])
        let review = GameReview.ofGame(controller: game, budget: .thorough, listener: nil)
        #expect(review.progress().state == .running)
        review.cancel()
        let progress = review.progress()
        #expect(progress.state == .cancelled && progress.done < progress.total)
        let view = review.view(language: "en")
        #expect(view.status == "Review cancelled" && view.moves.isEmpty && view.sides.isEmpty)
        #expect(errorOf { try GameReview.ofSave(saved: "{ not a save", budget: .quick, listener: nil) } == .CorruptSave)
    }
}
