import Foundation
import Testing
@testable import TaflGame
import TaflKit

/// The history page: every finished game kept on the device (the last 500), listed in the core's
/// words, surviving a relaunch, a damaged or cut-off file costing only what it must, and each game
/// opened read-only to be stepped through.
@Suite("History")
@MainActor
struct HistoryTests {
    private func text(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

    @Test(.timeLimit(.minutes(2)))
    func aFinishedGameIsKeptWithItsRulesModeResultAndRecordAndSurvivesARelaunch() async throws {
        let folder = temporaryFolder()
        let model = await makeModel(choice(.brandubh), folder: folder)
        #expect(model.historyRows.isEmpty)
        await tapMoves(model, escapeMoves)
        let first = try #require(model.historyRows.first)
        #expect(model.historyRows.count == 1)
        #expect(first.title == "Brandubh" && first.opponent == "Two players")
        #expect(first.result == model.view.headline && first.length == "8 moves")
        #expect(first.playerResult == .twoPlayers)
        #expect(abs(Double(first.finishedAt) - Date().timeIntervalSince1970) < 24 * 3600)
        #expect(!model.date(of: first).isEmpty)
        let record = model.recordText

        // Undoing and redoing the end never adds the game twice.
        model.undo()
        model.redo()
        #expect(model.historyRows.count == 1)

        // Against the computer: the row says who played what, and how it went for the player.
        model.start(choice(.brandubh, vs: (.defenders, .easy)))
        await model.settle()
        try await playToTheEnd(model)
        #expect(model.historyRows.count == 2)
        let second = try #require(model.historyRows.first, "newest first")
        #expect(second.opponent == "Against the computer (Easy), you played Defenders")
        #expect(second.result == model.view.headline && second.id > first.id)
        guard case .finished(let outcome) = model.view.status else {
            Issue.record("not finished: \(model.view.status)")
            return
        }
        let expected: PlayerResult = switch outcome.winner {
        case nil: .drawn
        case .defenders?: .won
        case .attackers?: .lost
        }
        #expect(second.playerResult == expected)

        let relaunched = await makeModel(folder: folder)
        #expect(relaunched.historyRows == model.historyRows && relaunched.message == nil)
        relaunched.openHistoryGame(first.id)
        let archive = try #require(relaunched.archive)
        #expect(archive.recordText == record && archive.view.title == "Brandubh")
    }

    @Test(arguments: TaflLanguage.allCases)
    func theRowsSpeakTheAppsLanguage(_ language: TaflLanguage) async throws {
        let model = await makeModel(choice(.brandubh), language: language)
        await tapMoves(model, escapeMoves)
        let row = try #require(model.historyRows.first)
        let core = GameHistory.restore(text: model.history.toText()).rows(language: language.rawValue)
        #expect(core == model.historyRows)
        #expect(row.result == model.view.headline)
        if language != .english {
            let english = GameHistory.restore(text: model.history.toText()).rows(language: "en")
            #expect(row.opponent != english.first?.opponent && row.length != english.first?.length)
        }
    }

    @Test func aGameOfTheHistoryOpensReadOnlyAfterItsLastMoveAndStepsThroughItsMoves() async throws {
        let model = await makeModel(choice(.brandubh))
        await tapMoves(model, escapeMoves)
        let finished = model.view
        model.page = .history
        model.openHistoryGame(try #require(model.historyRows.first).id)
        let archive = try #require(model.archive)
        let replay = try #require(archive.view.replay)
        #expect(replay.ply == 8 && replay.plies == 8 && replay.canBack && !replay.canForward && !replay.canLeave)
        #expect(archive.view.board == finished.board && archive.view.headline == finished.headline)
        #expect(archive.view.moves == finished.moves)

        // Read-only: taps and drags do nothing.
        #expect(archive.tap(sq("a4")) == .ignored && archive.dragStart(at: sq("a4")) == .ignored)
        #expect(archive.view.board == finished.board)

        archive.replayStep(forward: false)
        #expect(archive.view.replay?.ply == 7 && archive.view.replay?.position == "After move 7 of 8")
        #expect(archive.cell(sq("a4"))?.lastMoveTo == true && archive.cell(sq("g7"))?.piece == nil)
        archive.replay(to: 0)
        #expect(archive.view.replay?.canBack == false && archive.view.lastMove == nil)
        #expect(archive.view.replay?.position == "The start, before the first move (8 in the game)")
        archive.replay(to: 3)
        #expect(archive.view.ply == 3 && archive.view.lastMove?.notation == "a3-a4")
        #expect(archive.message == nil)

        // Back to the list: the game is closed; the running game was never touched.
        model.closeHistoryGame()
        #expect(model.archive == nil && model.view.comparable == finished.comparable)
    }

    @Test func aDamagedGameIsLeftOutWithAMessageAndTheOthersKept() async throws {
        let folder = temporaryFolder()
        let first = await makeModel(choice(.brandubh), folder: folder)
        await tapMoves(first, escapeMoves)
        first.start(choice(.brandubh))
        await tapMoves(first, escapeMoves)
        #expect(first.historyRows.count == 2)
        let store = FileStore(directory: folder)
        let lines = try #require(text(store.url(.history))).split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        // The older game's moves no longer replay: "a4-a3" becomes a diagonal move.
        let damaged = lines[0].replacingOccurrences(of: "a4-a3", with: "a4-b3")
        #expect(damaged != lines[0])
        try Data((damaged + "\n" + lines[1] + "\n").utf8).write(to: store.url(.history))
        try? FileManager.default.removeItem(at: store.url(.history, ".bak"))

        let model = await makeModel(folder: folder)
        #expect(model.historyRows.map(\.id) == [first.historyRows[0].id])
        #expect(model.message == "One saved game could not be read and was left out of the history.")
        // The file is written again without the damaged line.
        #expect(text(store.url(.history))?.split(separator: "\n").count == 1)
        model.dismissMessage()
        #expect(model.message == nil)
        let estonian = await makeModel(language: .estonian, folder: folder)
        #expect(estonian.message == nil, "damage is told once: the file was written without it")
    }

    @Test func aHistoryWriteCutOffHalfWayCostsNoGameOfTheCopyBefore() async throws {
        let folder = temporaryFolder()
        let disk = FlakyDisk()
        let first = await makeModel(choice(.brandubh), folder: folder, writer: disk)
        await tapMoves(first, escapeMoves)
        let kept = try #require(first.historyRows.first)
        first.start(choice(.brandubh))
        await tapMoves(first, "a4-a3 e4-e2 a3-a4 d4-e4 a4-a3 e4-e7 a3-a4")
        disk.set(.crashHalfWay)                    // the process dies while the history is written
        await tapMoves(first, "e7-g7")
        #expect(first.historyRows.count == 2)
        #expect(FileManager.default.fileExists(atPath: FileStore(directory: folder).url(.history, ".new").path))

        let model = await makeModel(folder: folder)
        #expect(model.historyRows.map(\.id) == [kept.id])
        #expect(model.view.ply == 7, "the game's last good save is from before the last move")
    }

    @Test func aFullDiskKeepsTheFinishedGameInMemoryAndWritesItWhenThereIsSpace() async throws {
        let folder = temporaryFolder()
        let disk = FlakyDisk()
        let model = await makeModel(choice(.brandubh), folder: folder, writer: disk)
        disk.set(.full)
        await tapMoves(model, escapeMoves)
        #expect(model.historyRows.count == 1 && model.message == texts(.english)(.messageStorageFailed))
        #expect(!FileManager.default.fileExists(atPath: FileStore(directory: folder).url(.history).path))
        disk.set(.none)
        model.dismissMessage()                     // the next change writes what is pending
        let relaunched = await makeModel(folder: folder)
        #expect(relaunched.historyRows == model.historyRows)
    }

    @Test func theHistoryKeepsTheLast500Games() async throws {
        let game = try GameController(config: GameConfig(preset: .brandubh, mode: .twoPlayers))
        for move in escapeMoves.split(separator: " ") {
            let squares = move.split(separator: "-").map { sq(String($0)) }
            try game.play(from: squares[0], to: squares[1])
        }
        let finished = try #require(game.takeFinished())
        let history = GameHistory()
        let ids = (0..<501).map { _ in history.add(game: finished) }
        let folder = temporaryFolder()
        try FileStore(directory: folder).save(history.toText(), as: .history)

        let model = await makeModel(folder: folder)
        #expect(model.historyRows.count == 500)
        #expect(model.historyRows.first?.id == ids.last && model.historyRows.last?.id == ids[1])
        #expect(model.message == nil)
    }

    @Test func theRunningGameIsOnTheHistoryPageAndOpensOnTheGamePage() async {
        let model = await makeModel(choice(.brandubh))
        await tapMoves(model, "d2-c2 d3-e3")
        let save = model.controller.save()
        model.page = .history
        model.replayCurrentGame()
        #expect(model.page == nil)
        #expect(model.view.replay?.ply == 2 && model.view.replay?.canLeave == true)
        model.replayStep(forward: false)
        #expect(model.view.replay?.ply == 1 && model.controller.save() == save)
        model.leaveReplay()
        #expect(model.view.replay == nil && model.view.ply == 2)
    }
}

extension ArchiveModel {
    func cell(_ coord: Coord) -> CellView? { view.board.cell(coord) }
}
