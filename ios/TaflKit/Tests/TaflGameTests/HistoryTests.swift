import Foundation
import Testing
@testable import TaflGame
import TaflKit

/// The history page: every finished game the core keeps, listed in its words, surviving a
/// relaunch, each game opened read-only to be stepped through (or its refusal in words).
@Suite("History")
@MainActor
struct HistoryTests {
    @Test(.timeLimit(.minutes(2)))
    func aFinishedGameIsKeptWithItsRulesModeResultAndRecordAndSurvivesARelaunch() async throws {
        let folder = temporaryFolder()
        let model = await makeModel(choice(.brandubh), folder: folder)
        #expect(model.history.isEmpty)
        await tapMoves(model, escapeMoves)
        let first = try #require(model.history.first)
        #expect(model.history.count == 1)
        #expect(first.title == "Brandubh" && first.opponent == "Two players")
        #expect(first.result == model.game.view.headline && first.length == "8 moves")
        #expect(first.playerResult == .twoPlayers)
        #expect(abs(Double(first.finishedAt) - Date().timeIntervalSince1970) < 24 * 3600)
        #expect(!model.date(of: first).isEmpty)
        let record = model.game.recordText

        // Undoing and redoing the end never adds the game twice.
        model.game.undo()
        model.game.redo()
        await model.settle()
        #expect(model.history.count == 1)

        // Against the computer: the row says who played what, and how it went for the player.
        model.start(choice(.brandubh, vs: (.defenders, .easy)))
        await model.settle()
        try await playToTheEnd(model)
        #expect(model.history.count == 2)
        let second = try #require(model.history.first, "newest first")
        #expect(second.opponent == "Against the computer (Easy), you played Defenders")
        #expect(second.result == model.game.view.headline && second.id > first.id)
        guard case .finished(let outcome) = model.game.view.status else {
            Issue.record("not finished: \(model.game.view.status)")
            return
        }
        let expected: PlayerResult = switch outcome.winner {
        case nil: .drawn
        case .defenders?: .won
        case .attackers?: .lost
        }
        #expect(second.playerResult == expected)
        await model.quit()

        let relaunched = await makeModel(folder: folder)
        #expect(relaunched.history == model.history && relaunched.message == nil)
        relaunched.openHistoryGame(first.id)
        let archive = try #require(relaunched.historyGame)
        #expect(archive.recordText == record && archive.view.title == "Brandubh")
    }

    @Test(arguments: TaflLanguage.allCases)
    func theRowsSpeakTheAppsLanguage(_ language: TaflLanguage) async throws {
        let folder = temporaryFolder()
        let model = await makeModel(choice(.brandubh), language: language, folder: folder)
        await tapMoves(model, escapeMoves)
        let row = try #require(model.history.first)
        #expect(row.result == model.game.view.headline)
        await model.quit()
        let english = await makeModel(folder: folder)
        #expect(english.history.map(\.id) == model.history.map(\.id))
        if language != .english {
            #expect(row.opponent != english.history.first?.opponent && row.length != english.history.first?.length)
        }
    }

    @Test func aGameOfTheHistoryOpensReadOnlyAfterItsLastMoveAndStepsThroughItsMoves() async throws {
        let model = await makeModel(choice(.brandubh))
        await tapMoves(model, escapeMoves)
        let finished = model.game.view
        model.page = .history
        model.openHistoryGame(try #require(model.history.first).id)
        let archive = try #require(model.historyGame)
        let replay = try #require(archive.view.replay)
        #expect(replay.ply == 8 && replay.plies == 8 && replay.canBack && !replay.canForward && !replay.canLeave)
        #expect(archive.view.board.rows == finished.board.rows && archive.view.headline == finished.headline)
        #expect(archive.view.moves == finished.moves)

        // Read-only: taps and drags do nothing.
        #expect(archive.tap(sq("a4")) == .ignored && archive.dragStart(at: sq("a4")) == .ignored)
        #expect(archive.view.board.rows == finished.board.rows)

        archive.replayStep(forward: false)
        #expect(archive.view.replay?.ply == 7 && archive.view.replay?.position == "After move 7 of 8")
        #expect(archive.cell(sq("a4"))?.lastMoveTo == true && archive.cell(sq("g7"))?.piece == nil)
        archive.replay(to: 0)
        #expect(archive.view.replay?.canBack == false && archive.view.board.lastMove == nil)
        #expect(archive.view.replay?.position == "The start, before the first move (8 in the game)")
        archive.replay(to: 3)
        #expect(archive.view.ply == 3 && archive.view.board.lastMove?.notation == "a3-a4")
        #expect(archive.view.message == nil)

        // Back to the list: the game is closed; the running game was never touched.
        model.closeHistoryGame()
        #expect(model.historyGame == nil && model.game.view.comparable == finished.comparable)
    }

    @Test func aGameThatCannotBeOpenedSaysWhyInTheCoresWords() async throws {
        let model = await makeModel(choice(.brandubh))
        model.page = .history
        model.openHistoryGame(999)
        #expect(model.historyGame == nil)
        let message = try #require(model.view.message)
        #expect(message.error == .NoSuchMove && model.message == message.text && !message.text.isEmpty)
        model.dismissMessage()
        #expect(model.view.message == nil && model.message == nil)
    }

    @Test func theRunningGameIsOnTheHistoryPageAndOpensOnTheGamePage() async {
        let model = await makeModel(choice(.brandubh))
        await tapMoves(model, "d2-c2 d3-e3")
        let save = model.game.controller.save()
        model.page = .history
        model.replayCurrentGame()
        #expect(model.page == nil)
        #expect(model.game.view.replay?.ply == 2 && model.game.view.replay?.canLeave == true)
        model.game.replayStep(forward: false)
        #expect(model.game.view.replay?.ply == 1 && model.game.controller.save() == save)
        model.game.leaveReplay()
        #expect(model.game.view.replay == nil && model.game.view.ply == 2)
    }
}

