import Foundation
import Testing
import TaflKit

/// Brandubh: the defenders' king walks beside the empty throne (d4-c4) and is captured on ply 5.
let kingCapturedGame: [(String, String)] = [
    ("a4", "a3"), ("c4", "c3"), ("b4", "b2"), ("d4", "c4"), ("b2", "b4"),
]

/// Counts a controller's "changed" calls, from the core's threads.
final class Heard: Listener, @unchecked Sendable {
    let calls = Locked(0)
    func changed() { calls.update { $0 += 1 } }
}

@Suite("Review")
struct ReviewTests {
    /// The controller's game is reviewed in the background: progress to the listener, the page in
    /// every language, opened by the core on the flagged king's walk with the better move drawn.
    @Test(.timeLimit(.minutes(2)))
    func theControllersGameIsReviewedAndOpensOnItsFlaggedMove() throws {
        let game = try GameController(config: config())
        try playAll(game, kingCapturedGame)
        let review = game.review(budget: .quick)
        let heard = Heard()
        review.setListener(listener: heard)
        #expect(review.waitUntilDone(timeoutMillis: 110_000))
        #expect(heard.calls.get() >= 1)
        #expect(review.record() == game.record())

        let page = review.view()
        let view = page.review
        #expect(view.state == .done && view.done == 6 && view.total == 6 && view.status == "Review complete")
        #expect(view.moves.map(\.notation) == ["a4-a3", "c4-c3", "b4-b2", "d4-c4", "b2-b4"])
        let walk = view.moves[3]
        #expect(walk.side == .defenders && walk.played == MoveMark(from: sq("d4"), to: sq("c4")) && walk.flagged)
        let better = try #require(walk.betterMark)
        #expect(walk.betterMove == "\(coordName(coord: better.from))-\(coordName(coord: better.to))")
        #expect(walk.betterLineMarks.first == better && walk.betterLineMarks.count == walk.betterLine.count)
        #expect(walk.comment.contains("was better"))
        #expect(view.moves[4].winAfter == 100)
        #expect(view.moves.filter { !$0.flagged }.allSatisfy { $0.betterMark == nil && $0.betterMove == nil })
        let defenders = view.sides[1]
        #expect(view.sides.map(\.side) == [.attackers, .defenders] && defenders.moves == 2 && defenders.counts.count == 7)
        #expect(defenders.counts.map(\.count).reduce(0, +) == defenders.moves)
        #expect(defenders.summary.hasPrefix("Defenders: Accuracy "))

        // The page's decisions: it opens on the first flagged move, steps through them in order,
        // words the chances and draws the move played and the better one.
        let flagged = view.moves.filter(\.flagged).map(\.ply)
        #expect(page.flagged == flagged && page.chosen?.ply == flagged.first && page.previousFlagged == nil)
        #expect(page.winChance?.hasPrefix("Chance of winning ") == true)
        #expect(page.board.arrows.first?.kind == .played && !page.board.enabled)
        try review.choose(ply: 4)
        let chosen = review.view()
        #expect(chosen.chosen == walk && chosen.board.arrows == [Arrow(from: sq("d4"), to: sq("c4"), kind: .played),
                                                                 Arrow(from: better.from, to: better.to, kind: .better)])
        #expect(chosen.board.rows.joined().first { $0.coord == sq("d4") }?.piece == .king, "the position before the move")
        #expect(errorOf { try review.choose(ply: 9) } == .NoSuchMove)

        review.setLanguage(language: "ru")
        let ru = review.view()
        #expect(ru.review.status == "Разбор готов" && ru.chosen?.verdict == walk.verdict)
        #expect(ru.chosen?.verdictText != walk.verdictText && ru.winChance != chosen.winChance)
        review.setLanguage(language: "et")
        #expect(review.view().review.status == "Analüüs on valmis")
    }

    /// cancel() returns once the review has stopped; a cancelled review starts again; a damaged save
    /// is a typed error.
    @Test(.timeLimit(.minutes(1)))
    func cancelReturnsOnceStoppedAndABadSaveIsRefused() throws {
        let game = try GameController(config: config(.copenhagen))
        try playAll(game, [("f2", "c2"), ("f4", "i4"), ("b6", "b3"), ("f5", "f3"), ("k4", "j4"), ("i4", "i6")])
        let review = game.review(budget: .thorough)
        #expect(review.view().review.state == .running && !review.view().canRestart)
        review.cancel()
        let view = review.view()
        #expect(view.review.state == .cancelled && view.review.done < view.review.total && view.canRestart)
        #expect(view.review.status == "Review cancelled" && view.review.moves.isEmpty && view.chosen == nil)
        review.restart()
        #expect(review.view().review.state == .running)
        review.cancel()
        #expect(errorOf { try ReviewController.ofSave(saved: "{ not a save", budget: .quick) } == .CorruptSave)
    }
}
