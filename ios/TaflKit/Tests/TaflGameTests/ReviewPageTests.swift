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
/// it was played in with the move played and the better move marked, the better line and the
/// chance of winning. The game reviewed is never touched.
@Suite("Review page")
@MainActor
struct ReviewPageTests {
    @Test(.timeLimit(.minutes(2)), arguments: TaflLanguage.allCases)
    func aReviewFlagsTheBlunderAtItsPlyAndMarksTheBetterMove(_ language: TaflLanguage) async throws {
        let model = await makeModel(choice(.brandubh), language: language)
        model.reviewBudget = .quick
        await tapMoves(model, blunderedGame)
        #expect(model.view.turn == .nobody, "the king was captured")
        let live = model.controller.save()
        let finished = model.view

        #expect(model.canReview)
        model.openReview()
        #expect(model.page == .review)
        let review = try #require(model.review)
        #expect(review.review.total == 6, "every position of the game, the start and the end included")
        await review.finish()

        let view = review.review
        #expect(view.state == .done && view.done == view.total && !review.isRunning && !review.canRestart)
        #expect((view.status == "Review complete") == (language == .english), "the core's words: \(view.status)")
        #expect(view.moves.map(\.ply) == [1, 2, 3, 4, 5])
        #expect(view.moves.map(\.notation) == blunderedGame.split(separator: " ").map(String.init))

        // The attackers' b4-b2 is the blunder, flagged at ply 3; the king's walk after it a missed win.
        let blunder = try #require(review.flaggedMoves.first { $0.ply == 3 })
        #expect(blunder.side == .attackers && blunder.verdict == .blunder && blunder.turn == 2)
        #expect(blunder.notation == "b4-b2" && blunder.winAfter == 0)
        let walk = try #require(review.flaggedMoves.first { $0.ply == 4 })
        #expect(walk.side == .defenders && walk.verdict == .missedWin && walk.winBefore > 99)
        #expect(review.flaggedMoves.allSatisfy { $0.flagged && $0.betterMark != nil && !$0.betterLine.isEmpty })
        #expect(review.chosenPly == review.flaggedMoves.first?.ply, "a finished review opens on its first flagged move")

        // Looked at: the board shows the position the blunder was played in, the move played and
        // the better move marked, the core's comment with the better line, the chance of winning.
        review.choose(ply: 3)
        #expect(review.chosen == blunder)
        #expect(review.view.replay?.ply == 2)
        #expect(review.cell(sq("b4"))?.piece == .attacker && review.cell(sq("b2"))?.piece == nil)
        #expect(review.cell(sq("c3"))?.lastMoveTo == true, "the defenders' move before it")
        #expect(review.playedMove == MoveMark(from: sq("b4"), to: sq("b2")))
        let better = try #require(review.markedMove)
        #expect(better == blunder.betterMark && blunder.betterLineMarks.first == better && better != blunder.played)
        #expect(blunder.betterMove == "\(coordName(coord: better.from))-\(coordName(coord: better.to))")
        #expect(blunder.comment.contains(blunder.verdictText))
        #expect(blunder.comment.contains(blunder.betterLine.joined(separator: " ")))
        #expect(review.winChanceText == "\(texts(language)(.reviewWinChance)) \(Int(blunder.winBefore.rounded()))% → 0%")

        // The missed win: the king's way to the edge marked on the position before the walk.
        review.choose(ply: 4)
        #expect(review.chosen == walk && review.view.replay?.ply == 3 && review.cell(sq("d4"))?.piece == .king)
        #expect(review.markedMove?.from == sq("d4") && review.playedMove == MoveMark(from: sq("d4"), to: sq("c4")))

        // The capture itself is not flagged; it shows on the position before it, with no better move.
        review.choose(ply: 5)
        #expect(review.chosen?.flagged == false && review.markedMove == nil)
        #expect(review.playedMove == MoveMark(from: sq("b2"), to: sq("b4")) && review.cell(sq("c4"))?.piece == .king)
        #expect(review.previousFlagged?.ply == review.flaggedMoves.last?.ply && review.nextFlagged == nil)
        review.choose(ply: 9)                       // no such move: nothing changes
        #expect(review.chosenPly == 5)

        // The summary per side: every move counted once, an accuracy, the core's words.
        #expect(view.sides.map(\.side) == [.attackers, .defenders])
        let (attackers, defenders) = (view.sides[0], view.sides[1])
        #expect(attackers.moves == 3 && attackers.counts.map(\.count).reduce(0, +) == 3)
        #expect(defenders.moves == 2 && defenders.counts.map(\.count).reduce(0, +) == 2)
        #expect(attackers.counts.first { $0.verdict == .blunder }?.count == 1)
        #expect(defenders.counts.first { $0.verdict == .missedWin }?.count == 1)
        #expect(attackers.accuracy != nil && attackers.summary.contains(attackers.accuracyText))

        // The board is read-only and the game reviewed was never touched.
        #expect(review.tap(sq("a3")) == .ignored && review.dragStart(at: sq("a3")) == .ignored)
        #expect(review.view.replay?.ply == 4)
        #expect(model.controller.save() == live && model.view.comparable == finished.comparable)

        model.closePage()
        #expect(model.review == nil && review.reviewer?.progress().state == .done)
    }

    @Test(.timeLimit(.minutes(1)))
    func cancelStopsTheReviewAndItCanBeStartedAgain() async throws {
        let model = await makeModel(choice(.copenhagen))
        model.reviewBudget = .thorough
        await tapMoves(model, "f2-c2 f4-i4 b6-b3 f5-f3 k4-j4 i4-i6")
        let live = model.controller.save()
        model.openReview()
        let review = try #require(model.review)
        #expect(review.isRunning && review.review.total == 7)

        review.cancel()                             // returns once the review has stopped
        let stopped = try #require(review.reviewer?.progress())
        #expect(stopped.state == .cancelled && stopped.done < stopped.total)
        #expect(review.review.state == .cancelled && review.review.status == "Review cancelled")
        #expect(!review.isRunning && review.canRestart)
        #expect(review.review.moves.isEmpty && review.review.sides.isEmpty && review.chosen == nil)
        await review.drain()                        // the listener's last hops change nothing
        #expect(review.reviewer?.progress() == stopped && review.review.state == .cancelled)
        review.choose(ply: 1)                       // nothing judged, nothing to look at
        #expect(review.chosenPly == nil && review.markedMove == nil && review.playedMove == nil)

        review.restart()
        #expect(review.isRunning && !review.canRestart && review.reviewer?.progress().state == .running)
        model.closePage()                           // the page goes, and the review stops with it
        #expect(model.review == nil && review.reviewer?.progress().state == .cancelled)
        #expect(model.controller.save() == live)
    }

    @Test(.timeLimit(.minutes(2)))
    func aGameOfTheHistoryIsReviewedWithoutMovingThePositionShown() async throws {
        let model = await makeModel(choice(.brandubh))
        model.reviewBudget = .quick
        await tapMoves(model, blunderedGame)
        model.page = .history
        model.openHistoryGame(try #require(model.historyRows.first).id)
        let archive = try #require(model.archive)
        archive.replay(to: 2)
        let shown = archive.view

        archive.openReview()
        let review = try #require(archive.review)
        await review.finish()
        #expect(review.review.moves.count == 5 && review.flaggedMoves.contains { $0.ply == 3 && $0.verdict == .blunder })
        review.choose(ply: 3)
        #expect(review.view.replay?.ply == 2 && review.markedMove != nil)
        #expect(archive.controller.view().comparable == shown.comparable, "the history game stays at the move it showed")

        // The position looked at opens on the analysis board, which stops with the review.
        review.openAnalysisBoard()
        let board = try #require(review.analysis)
        #expect(board.view.board.rows.map { $0.map(\.piece) } == review.view.board.rows.map { $0.map(\.piece) })
        archive.closeReview()
        #expect(archive.review == nil && review.analysis == nil && board.controller.busy() == .idle)
        #expect(review.reviewer?.progress().state == .done)
        model.closePage()
    }

    @Test func aGameWithoutMovesHasNothingToReview() async {
        let model = await makeModel(choice(.brandubh))
        #expect(!model.canReview)
        model.openReview()
        #expect(model.review == nil && model.page == nil)
    }

    @Test(.timeLimit(.minutes(2)))
    func theRunningGameIsReviewedAsItStandsAndPlaysOnBehindTheReview() async throws {
        let model = await makeModel(choice(.brandubh))
        model.reviewBudget = .quick
        await tapMoves(model, "a4-a3 c4-c3")
        model.openReview()
        let review = try #require(model.review)
        #expect(review.review.total == 3)
        await tapMoves(model, "b4-b2")              // the game goes on; the review keeps to its two moves
        await review.finish()
        #expect(review.review.moves.map(\.notation) == ["a4-a3", "c4-c3"])
        #expect(review.view.replay?.plies == 2 && model.view.ply == 3)
        model.closePage()
    }

    @Test(.timeLimit(.minutes(2)))
    func noComputerMovesOnTheReviewsBoard() async throws {
        let model = await makeModel(choice(.brandubh, vs: (.defenders, .easy)))
        model.reviewBudget = .quick
        #expect(model.view.ply == 1)               // the computer opened
        let (from, to) = try anyMove(model)
        model.tap(from)
        model.tap(to)
        model.openReview()                          // while the computer may still be answering
        let review = try #require(model.review)
        let reviewed = review.board.record()
        let plies = try #require(review.view.replay?.plies)
        #expect(review.review.total == plies + 1)
        await model.settle()
        #expect(model.view.ply == 3 && model.controller.record().hasPrefix(reviewed))
        await review.finish()
        #expect(review.review.moves.count == Int(plies))
        #expect(review.board.busy() == .idle && review.board.record() == reviewed)
        model.closePage()
    }
}

extension ReviewModel {
    func cell(_ coord: Coord) -> CellView? { view.board.cell(coord) }

    /// Waits, without blocking the main actor, until the review has ended, then reads it.
    func finish() async {
        while reviewer?.progress().state == .running {
            try? await Task.sleep(for: .milliseconds(10))
        }
        refresh()
    }

    /// Lets the listener's queued hops to the main actor run.
    func drain() async {
        for _ in 0..<20 { await Task.yield() }
    }
}
