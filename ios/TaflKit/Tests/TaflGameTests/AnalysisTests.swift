import Foundation
import Testing
@testable import TaflGame
import TaflKit

/// The analysis board: from the game's position or a replayed one, or set up by hand (refused with
/// the reason when it cannot be played from); moves for both sides; the engine's words, best move
/// and line arriving in the background; the position shared as OpenTafl notation; the engine
/// stopped with the page and in the background.
@Suite("Analysis board")
@MainActor
struct AnalysisTests {
    @Test(arguments: TaflLanguage.allCases)
    func aSetUpWithoutAKingIsRefusedWithTheReason(_ language: TaflLanguage) async throws {
        let model = await makeModel(choice(.brandubh), language: language)
        let live = model.game.controller.save()
        model.openAnalysisBoard(settingUp: true)
        #expect(model.page == .analysis)
        let board = try #require(model.game.analysis)
        #expect(board.isSettingUp && board.setupSide == .attackers)
        #expect(board.setupPieces.map(\.piece) == [.attacker, .defender, .king, nil])
        #expect(board.setupPieces.map(\.name) == setupPieces(language: language.rawValue).map(\.name))

        board.setupPiece = nil                     // the empty square: a tap takes the king off
        #expect(board.tap(sq("d4")) == nil)
        #expect(board.cell(sq("d4"))?.piece == nil && board.view.message == nil)
        board.finishSetup()
        #expect(board.isSettingUp, "the set-up stays open to be corrected")
        #expect(board.view.message?.error == .NoKing)
        let noKing = try #require(board.view.message?.text)
        #expect(!noKing.isEmpty)
        if language != .english {
            let english = try GameController.analysis(config: GameConfig(preset: .brandubh, mode: .twoPlayers),
                                                      position: nil, side: nil)
            try english.setupPut(at: sq("d4"), piece: nil)
            #expect(throws: GameError.NoKing) { try english.setupDone() }
            #expect(english.view().message?.text != noKing)
        }

        // A soldier on the throne is refused too, naming the square.
        board.setupPiece = .king
        board.tap(sq("e5"))
        board.setupPiece = .defender
        board.tap(sq("d4"))
        board.finishSetup()
        #expect(board.view.message?.error == .RestrictedSquare && board.view.message?.text.contains("d4") == true)

        // Corrected, it is played from, with the side chosen to move.
        board.setupPiece = nil
        board.tap(sq("d4"))
        board.setSideToMove(.defenders)
        #expect(board.setupSide == .defenders)
        board.finishSetup()
        #expect(!board.isSettingUp && board.view.message == nil && board.view.sideToMove == .defenders)
        #expect(board.cell(sq("e5"))?.piece == .king)
        #expect(model.game.controller.save() == live, "the game was never touched")
        model.closePage()
    }

    @Test func theBoardStartsFromTheReplayedPositionAndPlaysBothSides() async throws {
        let model = await makeModel(choice(.brandubh))
        await tapMoves(model, "d2-c2 d3-e3 c2-c1")
        let live = model.game.controller.save()
        model.replay(to: 2)
        model.openAnalysisBoard()
        let board = try #require(model.game.analysis)
        defer { model.closePage() }
        #expect(board.view.isAnalysis && !board.isSettingUp)
        #expect(board.view.ply == 2 && board.view.canUndo, "the game's moves up to there can be taken back")
        #expect(board.view.board.rows.map { $0.map(\.piece) } == model.game.view.board.rows.map { $0.map(\.piece) })
        #expect(board.view.sideToMove == .attackers && !board.view.canHint)

        #expect(board.tap(sq("b4")) == .selected && board.tap(sq("b2")) == .played)
        #expect(board.view.sideToMove == .defenders)
        #expect(board.dragStart(at: sq("c4")) == .selected && board.drop(on: sq("c6")) == .played)
        #expect(board.view.ply == 4 && board.view.sideToMove == .attackers)
        board.page.undo()
        #expect(board.view.ply == 3 && board.view.canRedo)
        board.page.redo()
        #expect(board.view.ply == 4)
        #expect(model.game.controller.save() == live && model.game.view.replay?.ply == 2, "the game was never touched")
    }

    @Test(.timeLimit(.minutes(1)))
    func theEngineSaysWhoIsBetterMarksItsBestMoveAndShowsItsLine() async throws {
        let model = await makeModel(choice(.brandubh))
        model.openAnalysisBoard(settingUp: true)
        let board = try #require(model.game.analysis)
        defer { model.closePage() }
        board.clearBoard()
        #expect(board.view.board.rows.joined().allSatisfy { $0.piece == nil })
        board.setupPiece = .king
        board.tap(sq("g4"))
        board.setupPiece = .attacker
        board.tap(sq("g2"))
        board.setSideToMove(.defenders)
        #expect(board.view.position?.share.hasPrefix("/7/6t/7/6K/7/7/7/") == true)
        board.finishSetup()
        #expect(!board.isSettingUp)
        #expect(board.view.busy == .analysis, "the engine starts at once")
        // The king escapes in one: the engine finds it, says so and rests.
        await board.settle()
        let analysis = try #require(board.view.analysis)
        #expect(analysis.evaluation == "The defenders win in one move" && analysis.winner == .defenders)
        #expect(analysis.line.hasPrefix("g4-g7") && !analysis.searching)
        #expect(board.view.board.arrows == [Arrow(from: sq("g4"), to: sq("g7"), kind: .best)], "the best move drawn")
        let position = try #require(board.view.position)
        #expect(position.otn == "/7/6t/7/6K/7/7/7/" && position.sideToMove == .defenders)
        #expect(position.share == "/7/6t/7/6K/7/7/7/ · Defenders to move · Brandubh")

        // A move for the defenders ends it: nothing is left to analyse.
        board.tap(sq("g4"))
        board.tap(sq("g7"))
        #expect(board.view.status == .finished(outcome: Outcome(winner: .defenders, reason: .kingEscaped)))
        #expect(board.view.busy == .idle && board.view.board.arrows.isEmpty)
        await model.settle()
        #expect(model.game.view.ply == 0 && model.history.isEmpty, "an analysis board's games are not the player's")
    }

    @Test func theEngineStopsInTheBackgroundAndGoesWithThePage() async throws {
        let model = await makeModel(choice(.copenhagen))
        model.openAnalysisBoard()
        weak var left: AnalysisModel?
        do {
            let board = try #require(model.game.analysis)
            left = board
            #expect(board.page.controller.busy() == .analysis, "the engine starts with the page")
            model.enterBackground()                // the app pauses every board, and waits for the engine
            #expect(board.page.controller.busy() == .idle && board.view.busy == .idle)
            model.resume()
            #expect(board.page.controller.busy() == .analysis && board.view.busy == .analysis)
        }
        // The Done button lets the board go: dropped, the core stops its engine.
        model.closePage()
        #expect(model.game.analysis == nil && left == nil)

        // So does swiping the page away: the sheet lets go of the page, then says it is gone.
        model.openAnalysisBoard(settingUp: true)
        do {
            let again = try #require(model.game.analysis)
            left = again
            again.finishSetup()
            #expect(again.page.controller.busy() == .analysis)
        }
        model.page = nil
        model.pageClosed()
        #expect(model.game.analysis == nil && left == nil)
    }

    @Test func aGameOfTheHistoryOpensOnTheAnalysisBoardAtTheMoveShown() async throws {
        let model = await makeModel(choice(.brandubh))
        await tapMoves(model, escapeMoves)
        model.page = .history
        model.openHistoryGame(try #require(model.history.first).id)
        let archive = try #require(model.historyGame)
        archive.replay(to: 5)
        archive.openAnalysisBoard()
        let board = try #require(archive.analysis)
        #expect(board.view.ply == 5 && board.view.sideToMove == .defenders && board.page.controller.busy() == .analysis)
        #expect(board.tap(sq("e4")) == .selected)  // the king: the defenders are to move
        model.closePage()                          // the history page goes, and with it the game and its board
        #expect(model.historyGame == nil)
    }

    @Test func theSettingsChangedWhileTheBoardIsOpenReachIt() async throws {
        let model = await makeModel(choice(.brandubh))
        model.openAnalysisBoard()
        let board = try #require(model.game.analysis)
        #expect(board.tap(sq("d2")) == .selected && board.cells.contains { $0.target })
        model.showLegalMoves = false
        #expect(board.cells.allSatisfy { !$0.target } && board.cell(sq("d2"))?.selected == true)
        model.closePage()
    }
}

extension AnalysisModel {
    /// Waits, without blocking the main actor, until the engine rests, then takes the view.
    func settle() async {
        while page.controller.busy() != .idle {
            try? await Task.sleep(for: .milliseconds(5))
        }
        page.refresh()
    }
}
