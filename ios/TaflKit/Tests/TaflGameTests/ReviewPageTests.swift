import Foundation
import Testing
@testable import TaflGame
import TaflKit

/// Brandubh, two players: the attackers open the king's way to the edge (b4-b2, ply 3: the engine
/// finds a forced win for the defenders after it), the king does not take it but walks beside the
/// empty throne (d4-c4, ply 4: a missed win), where the attackers capture it (ply 5). The core's
/// review is the same every time (a node budget on one thread): at every budget the app offers,
/// ply 3 is a blunder and ply 4 a missed win (`tafl review --nodes 30000`, and the default).
let blunderedGame = "a4-a3 c4-c3 b4-b2 d4-c4 b2-b4"

/// The review page: the engine's review of the running game or of a game of the history, with its
/// progress, cancel and restart, the summary per side, and each flagged move shown on the position
/// it was played in with the move played and the better move drawn, the better line and the
/// chance of winning; which move it opens on and the order of the flagged moves are the core's.
/// The game reviewed is never touched.
@Suite("Review page")
@MainActor
struct ReviewPageTests {
    @Test(.timeLimit(.minutes(2)), arguments: TaflLanguage.allCases)
    func aReviewOpensOnItsFirstFlaggedMoveWithTheWinChanceAndMarksTheBetterMove(_ language: TaflLanguage) async throws {
        let model = await makeModel(choice(.brandubh), language: language)
        model.reviewBudget = .quick
        await tapMoves(model, blunderedGame)
        #expect(model.game.view.turn == .nobody, "the king was captured")
        let live = model.game.controller.save()
        let finished = model.game.view

        #expect(model.canReview)
        model.openReview()
        #expect(model.page == .review)
        let review = try #require(model.game.review)
        #expect(review.view.review.total == 6, "every position of the game, the start and the end included")
        await review.finish()

        let page = review.view
        let view = page.review
        #expect(view.state == .done && view.done == view.total && !page.canRestart)
        #expect((view.status == "Review complete") == (language == .english), "the core's words: \(view.status)")
        #expect(view.moves.map(\.ply) == [1, 2, 3, 4, 5])
        #expect(view.moves.map(\.notation) == blunderedGame.split(separator: " ").map(String.init))

        // The flagged moves in the game's order: the attackers' b4-b2 is the blunder, flagged at
        // ply 3; the king's walk after it a missed win.
        #expect(page.flagged == view.moves.filter(\.flagged).map(\.ply) && page.flaggedMoves.map(\.ply) == page.flagged)
        #expect(page.flagged.contains(3) && page.flagged.contains(4) && !page.flagged.contains(5))
        let blunder = try #require(page.flaggedMoves.first { $0.ply == 3 })
        #expect(blunder.side == .attackers && blunder.verdict == .blunder && blunder.turn == 2)
        #expect(blunder.notation == "b4-b2" && blunder.winAfter == 0)
        let walk = try #require(page.flaggedMoves.first { $0.ply == 4 })
        #expect(walk.side == .defenders && walk.verdict == .missedWin && walk.winBefore > 99)
        #expect(page.flaggedMoves.allSatisfy { $0.flagged && $0.betterMark != nil && !$0.betterLine.isEmpty })

        // Done, the page opens on the first flagged move, by the core's decision, with its chance
        // of winning in words and the move played drawn on the position it was played in.
        let first = try #require(page.flaggedMoves.first)
        #expect(page.chosen == first && page.previousFlagged == nil && page.nextFlagged == page.flagged.dropFirst().first)
        #expect(page.winChance?.contains("\(Int(first.winBefore.rounded()))%") == true)
        #expect(page.board.arrows.first == Arrow(from: first.played.from, to: first.played.to, kind: .played))

        // The blunder looked at: the board shows the position it was played in, the move played and
        // the better move drawn, the core's comment with the better line, the chance of winning.
        review.choose(ply: 3)
        #expect(review.view.chosen == blunder && review.view.nextFlagged == 4)
        #expect(review.view.previousFlagged == page.flagged.last { $0 < 3 })
        #expect(review.cell(sq("b4"))?.piece == .attacker && review.cell(sq("b2"))?.piece == nil)
        #expect(review.cell(sq("c3"))?.lastMoveTo == true, "the defenders' move before it")
        let better = try #require(blunder.betterMark)
        #expect(review.view.board.arrows == [Arrow(from: sq("b4"), to: sq("b2"), kind: .played),
                                             Arrow(from: better.from, to: better.to, kind: .better)])
        #expect(blunder.betterLineMarks.first == better && better != blunder.played)
        #expect(blunder.betterMove == "\(coordName(coord: better.from))-\(coordName(coord: better.to))")
        #expect(blunder.comment.contains(blunder.verdictText))
        #expect(blunder.comment.contains(blunder.betterLine.joined(separator: " ")))
        let chance = try #require(review.view.winChance)
        #expect(chance.contains("\(Int(blunder.winBefore.rounded()))%") && chance.contains("0%"))
        if language == .english { #expect(chance == "Chance of winning \(Int(blunder.winBefore.rounded()))% → 0%") }

        // The next flagged move: the king's way to the edge drawn on the position before the walk.
        review.stepFlagged(forward: true)
        #expect(review.view.chosen == walk && review.cell(sq("d4"))?.piece == .king)
        #expect(review.view.board.arrows.first == Arrow(from: sq("d4"), to: sq("c4"), kind: .played))
        #expect(review.view.board.arrows.last?.kind == .better && review.view.board.arrows.last?.from == sq("d4"))
        #expect(review.view.previousFlagged == 3 && review.view.nextFlagged == nil)
        review.stepFlagged(forward: true)           // no flagged move after it: refused in words
        #expect(review.view.chosen == walk && review.view.message?.error == .NoSuchMove)
        #expect(review.view.message?.text.isEmpty == false)

        // The capture itself is not flagged; it shows on the position before it, with no better move.
        review.choose(ply: 5)
        #expect(review.view.message == nil, "the next action forgets the refusal")
        #expect(review.view.chosen?.flagged == false && review.view.board.arrows.map(\.kind) == [.played])
        #expect(review.view.board.arrows.first == Arrow(from: sq("b2"), to: sq("b4"), kind: .played))
        #expect(review.cell(sq("c4"))?.piece == .king && review.view.winChance != chance)
        #expect(review.view.previousFlagged == 4 && review.view.nextFlagged == nil)
        review.choose(ply: 9)                       // no such move: nothing changes, and the page says why
        #expect(review.view.chosen?.ply == 5 && review.view.message?.error == .NoSuchMove)

        // The summary per side: every move counted once, an accuracy, the core's words.
        #expect(view.sides.map(\.side) == [.attackers, .defenders])
        let (attackers, defenders) = (view.sides[0], view.sides[1])
        #expect(attackers.moves == 3 && attackers.counts.map(\.count).reduce(0, +) == 3)
        #expect(defenders.moves == 2 && defenders.counts.map(\.count).reduce(0, +) == 2)
        #expect(attackers.counts.first { $0.verdict == .blunder }?.count == 1)
        #expect(defenders.counts.first { $0.verdict == .missedWin }?.count == 1)
        #expect(attackers.accuracy != nil && attackers.summary.contains(attackers.accuracyText))

        // The board is only looked at, and the game reviewed was never touched.
        #expect(!review.view.board.enabled && review.tap(sq("a3")) == nil)
        #expect(model.game.controller.save() == live && model.game.view.comparable == finished.comparable)

        model.closePage()
        #expect(model.game.review == nil)
    }

    @Test(.timeLimit(.minutes(1)))
    func cancelStopsTheReviewAndItCanBeStartedAgain() async throws {
        let model = await makeModel(choice(.copenhagen))
        model.reviewBudget = .thorough
        await tapMoves(model, "f2-c2 f4-i4 b6-b3 f5-f3 k4-j4 i4-i6")
        let live = model.game.controller.save()
        model.openReview()
        weak var left: ReviewModel?
        do {
            let review = try #require(model.game.review)
            left = review
            #expect(review.view.review.state == .running && review.view.review.total == 7)

            review.cancel()                         // returns once the review has stopped
            let stopped = review.view.review
            #expect(stopped.state == .cancelled && stopped.done < stopped.total)
            #expect(stopped.status == "Review cancelled" && review.view.canRestart)
            #expect(stopped.moves.isEmpty && stopped.sides.isEmpty && review.view.chosen == nil)
            await review.drain()                    // the listener's last hops change nothing
            #expect(review.view.review == stopped)
            review.choose(ply: 1)                   // nothing judged, nothing to look at
            #expect(review.view.chosen == nil && review.view.board.arrows.isEmpty)

            review.restart()
            #expect(review.view.review.state == .running && !review.view.canRestart)
        }
        model.closePage()                           // the page goes, and the review with it (dropped, it stops)
        #expect(model.game.review == nil && left == nil)
        #expect(model.game.controller.save() == live)
    }

    @Test(.timeLimit(.minutes(2)))
    func aGameOfTheHistoryIsReviewedWithoutMovingThePositionShown() async throws {
        let model = await makeModel(choice(.brandubh))
        await tapMoves(model, blunderedGame)
        model.page = .history
        model.openHistoryGame(try #require(model.history.first).id)
        let archive = try #require(model.historyGame)
        archive.replay(to: 2)
        let shown = archive.view

        archive.openReview(budget: .quick)
        let review = try #require(archive.review)
        await review.finish()
        #expect(review.view.review.moves.count == 5 && review.view.flaggedMoves.contains { $0.ply == 3 && $0.verdict == .blunder })
        review.choose(ply: 3)
        #expect(review.cell(sq("b4"))?.piece == .attacker && review.view.board.arrows.contains { $0.kind == .better })
        #expect(archive.controller.view().comparable == shown.comparable, "the history game stays at the move it showed")

        // The position looked at opens on the analysis board, which goes with the review.
        review.openAnalysisBoard()
        let board = try #require(review.analysis)
        #expect(board.view.board.rows.map { $0.map(\.piece) } == review.view.board.rows.map { $0.map(\.piece) })
        archive.closeReview()
        #expect(archive.review == nil)
        model.closePage()
    }

    @Test func aGameWithoutMovesHasNothingToReview() async {
        let model = await makeModel(choice(.brandubh))
        #expect(!model.canReview)
        model.openReview()
        #expect(model.game.review == nil && model.page == nil)
    }

    @Test(.timeLimit(.minutes(2)))
    func theRunningGameIsReviewedAsItStandsAndPlaysOnBehindTheReview() async throws {
        let model = await makeModel(choice(.brandubh))
        model.reviewBudget = .quick
        await tapMoves(model, "a4-a3 c4-c3")
        model.openReview()
        let review = try #require(model.game.review)
        #expect(review.view.review.total == 3)
        await tapMoves(model, "b4-b2")              // the game goes on; the review keeps to its two moves
        await review.finish()
        #expect(review.view.review.moves.map(\.notation) == ["a4-a3", "c4-c3"])
        #expect(review.controller.record() == "a4-a3 c4-c3" && model.game.view.ply == 3)
        model.closePage()
    }

    @Test(.timeLimit(.minutes(2)))
    func noComputerMovesOnTheReviewsBoard() async throws {
        let model = await makeModel(choice(.brandubh, vs: (.defenders, .easy)))
        model.reviewBudget = .quick
        #expect(model.game.view.ply == 1)          // the computer opened
        let (from, to) = try anyMove(model)
        model.game.tap(from)
        model.game.tap(to)
        model.openReview()                          // while the computer may still be answering
        let review = try #require(model.game.review)
        let reviewed = review.recordText
        let plies = reviewed.split(separator: " ").count
        #expect(review.view.review.total == UInt32(plies + 1))
        await model.settle()
        #expect(model.game.view.ply == 3 && model.game.controller.record().hasPrefix(reviewed))
        await review.finish()
        #expect(review.view.review.moves.count == plies)
        #expect(review.recordText == reviewed)
        model.closePage()
    }
}

extension ReviewModel {
    /// Waits, without blocking the main actor, until the review has ended, then reads it.
    func finish() async {
        while controller.view().review.state == .running {
            try? await Task.sleep(for: .milliseconds(10))
        }
        await Task.yield()
        refresh()
    }

    /// Lets the listener's queued hops to the main actor run.
    func drain() async {
        for _ in 0..<20 { await Task.yield() }
    }
}
