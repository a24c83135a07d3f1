import Foundation
import Testing
@testable import TaflGame
import TaflKit

/// Launch, background, relaunch, new games, the statistics and the settings: the app's state is the
/// core's app object, which reads and writes its files; the model shows it.
@Suite("Lifecycle")
@MainActor
struct LifecycleTests {
    @Test func theAppIsBlankUntilTheCoreHasReadItsFiles() async throws {
        let folder = temporaryFolder()
        let first = await makeModel(choice(.tablut), folder: folder)
        await tapMoves(first, "d1-c1")
        await first.quit()
        let file = folder.appendingPathComponent("game.json")
        let save = try Data(contentsOf: file)
        try FileManager.default.removeItem(at: file)
        // The save is a pipe: the core's loading thread waits on it until the test writes it, so
        // the app is launched before its files are in, every time.
        #expect(mkfifo(file.path, 0o600) == 0)

        let model = AppModel(directory: folder.path, texts: texts())
        #expect(!model.view.loaded)                // the screen is blank
        #expect(model.game.view.ply == 0)          // behind it, a stand-in that takes nothing
        #expect(model.game.tap(sq("d1")) != .selected)
        try await Task.detached {
            let pipe = try #require(FileHandle(forWritingAtPath: file.path))  // opens once the core reads
            try pipe.write(contentsOf: save)
            try pipe.close()
        }.value
        // The core's listener says when the files are in; its hop alone brings the game, never
        // the stand-in after the files are in.
        var waited = 0
        while !model.view.loaded && waited < 10_000 {
            try? await Task.sleep(for: .milliseconds(5))
            waited += 1
        }
        #expect(model.view.loaded && model.game.view.title == "Tablut" && model.game.view.ply == 1)
        #expect(model.message == nil)
    }

    @Test func aRelaunchRestoresTheGameTheStatisticsTheHistoryAndTheProgress() async throws {
        let folder = temporaryFolder()
        let first = await makeModel(choice(.brandubh), folder: folder)
        await tapMoves(first, escapeMoves)
        first.openLessons()
        first.openLesson("moving")
        try solveLesson(try #require(first.lesson))
        first.openPuzzles()
        first.openPuzzle(try #require(first.puzzles.entries.first).id)
        try #require(first.puzzle).showSolution()
        await first.settle()
        first.start(choice(.brandubh, vs: (.attackers, .easy), match: true))
        await tapMoves(first, "d2-c2")
        first.game.undo()
        await first.settle()
        #expect(first.gamesCounted == 1 && first.history.count == 1)
        #expect(first.lessons.lessons.filter(\.completed).map(\.id) == ["moving"])
        #expect(first.puzzles.entries.first?.record.failed == 1)
        let saved = first.game.view
        let (statistics, history, lessons, puzzles) = (first.statistics, first.history, first.lessons, first.puzzles)
        await first.quit()

        let second = await makeModel(folder: folder)   // the next launch
        #expect(second.game.view.comparable == saved.comparable)
        #expect(second.game.view.canRedo, "the redo line survives")
        #expect(second.game.view.matchLine == saved.matchLine && saved.matchLine != nil)
        #expect(second.statistics == statistics && second.history == history)
        #expect(second.lessons == lessons && second.puzzles == puzzles)
        #expect(second.message == nil)
        second.openNewGame()
        #expect(second.draft == saved.choice, "the sheet offers the same game again")
    }

    @Test(.timeLimit(.minutes(1)))
    func aGameLeftWhileTheComputerThoughtMovesOnceTheSceneIsActive() async throws {
        let folder = temporaryFolder()
        let first = await makeModel(seed: nil, folder: folder)
        first.hardThinkSeconds = 5
        first.start(choice(.brandubh, vs: (.defenders, .hard)))
        #expect(first.game.view.busy == .computerMove)
        let started = Date()
        first.enterBackground()                    // the search stops
        #expect(Date().timeIntervalSince(started) < 1.0)
        #expect(first.game.view.busy == .idle && first.game.view.status == .computerWaiting(side: .attackers))
        await first.quit()

        let second = AppModel(directory: folder.path, texts: texts())
        let core = second.core
        #expect(await Task.detached { core.waitUntilLoaded(timeoutMillis: waitMillis) }.value)
        second.refresh()
        #expect(second.game.view.busy == .idle && second.game.view.headline == "The computer (Attackers) moves next")
        second.resume()                            // the scene became active: the computer thinks at once
        #expect(second.game.view.busy == .computerMove)
        second.enterBackground()
    }

    @Test(arguments: [
        ("not a save", GameError.CorruptSave, "The saved game is damaged. A new game was started."),
        (#"{"format":"tafl-session","version":99}"#, .UnsupportedVersion,
         "The saved game comes from a newer version of the app. A new game was started."),
    ])
    func aDamagedSaveGivesAMessageAndANewGame(_ text: String, _ error: GameError, _ words: String) async throws {
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent("game.json"))   // what a test may do
        let model = await makeModel(folder: folder)
        #expect(model.message == words && model.game.view.message?.error == error)
        #expect(model.game.view.ply == 0 && model.game.view.turn == .human && model.game.view.choice == defaultChoice())
        model.game.tap(sq("d2"))
        #expect(model.message == nil && model.cells.filter(\.target).count > 0)
    }

    @Test(.timeLimit(.minutes(1)))
    func aNewGameWhileTheComputerThinksForgetsTheOldSearch() async throws {
        let model = await makeModel(seed: nil)
        model.hardThinkSeconds = 5
        model.start(choice(.copenhagen, vs: (.defenders, .hard)))
        #expect(model.game.view.busy == .computerMove)
        try await Task.sleep(for: .milliseconds(50))
        model.start(choice(.brandubh))
        #expect(model.game.view.busy == .idle && model.game.view.title == "Brandubh" && model.page == nil)
        // the forgotten search has been told to stop: pausing waits for it, and not for 5 s
        let started = Date()
        model.enterBackground()
        #expect(Date().timeIntervalSince(started) < 1.0)
        model.resume()
        await model.settle()
        #expect(model.game.view.ply == 0 && model.game.view.rules.preset == .brandubh && model.message == nil)
        #expect(model.game.view.busy == .idle && model.game.view.turn == .human)
    }

    /// The replaced game's computer finished its move before the new game started, and the
    /// listener's hop to the main actor came late: it shows the new game, nothing of the old one.
    @Test(.timeLimit(.minutes(1)))
    func aLateChangeOfAReplacedGameShowsOnlyTheNewGame() async throws {
        let model = await makeModel()
        model.start(choice(.brandubh, vs: (.defenders, .easy)))
        #expect(model.game.view.busy == .computerMove || model.game.controller.view().ply == 1, "thinking, or done")
        var waited = 0
        while model.game.controller.view().ply == 0 && waited < 10_000 {   // blocks the main actor: no hop can run
            usleep(1000)
            waited += 1
        }
        #expect(model.game.controller.view().ply == 1)  // the search finished with a move
        let signal = model.game.view.board.captureSignal
        model.start(choice(.brandubh))
        await Task.yield()
        await model.settle()
        #expect(model.game.view.board.lastMove == nil && model.game.view.board.captureSignal == signal)
        #expect(model.game.view.ply == 0 && model.game.view.busy == .idle && model.game.view.turn == .human)
        #expect(model.game.view.headline == "To move: Attackers" && model.message == nil)
    }

    @Test func aBadRulesStringKeepsTheSheetOpenWithTheCoresWordsAndTheGameUntouched() async throws {
        let model = await makeModel(choice(.brandubh))
        await tapMoves(model, "d2-c2")
        model.openNewGame()
        #expect(model.page == .newGame && model.draft == model.game.view.choice && model.newGameError == nil)
        model.draftVariant = .custom
        model.draftCustomRules = "nonsense"
        #expect(!model.startNewGame())
        #expect(model.newGameError == model.game.view.message?.text && model.game.view.message?.error == .BadRules)
        #expect(model.newGameError?.isEmpty == false)
        #expect(model.page == .newGame && model.game.view.ply == 1)
        model.draftCustomRules = edgeRules + " ber:c"
        #expect(!model.startNewGame())
        #expect(model.newGameError == "The rules string asks for a rule this app does not play.")

        model.draftCustomRules = "  " + edgeRules + "\n"
        model.draft.vsComputer = false
        #expect(model.startNewGame())
        #expect(model.page == nil && model.newGameError == nil && model.game.view.ply == 0)
        #expect(model.game.view.title == "Edge Brandubh (custom rules)")
        let canonical = try validateRules(otr: edgeRules).rules
        #expect(model.game.view.rules.preset == nil && model.game.view.choice.customRules == canonical)
        await tapMoves(model, "b4-b3 d5-g5 b3-b2 d4-d5 b2-c2 d5-a5")   // the king escapes to an edge square
        #expect(model.game.view.status == .finished(outcome: Outcome(winner: .defenders, reason: .kingEscaped)))

        model.openNewGame()                        // the sheet remembers the custom string
        #expect(model.draftVariant == .custom && model.draftCustomRules == canonical && model.newGameError == nil)
        model.draftVariant = .preset(.ardRi)
        #expect(!model.draftUsesCustomRules && model.draft.preset == .ardRi)
        #expect(model.startNewGame())
        #expect(model.game.view.title == "Ard Rí" && model.game.view.board.size == 7)
        #expect(model.game.view.choice.customRules == nil && model.draftCustomRules == canonical)
    }

    @Test func statisticsCountEachFinishedGameOnceAcrossRelaunches() async throws {
        let folder = temporaryFolder()
        let model = await makeModel(choice(.brandubh), folder: folder)
        #expect(model.statistics.isEmpty)
        await tapMoves(model, escapeMoves)
        #expect(model.game.view.status == .finished(outcome: Outcome(winner: .defenders, reason: .kingEscaped)))
        #expect(model.gamesCounted == 1)
        model.game.undo()                          // reopens the game ...
        model.game.redo()                          // ... and ends it again: still counted once
        await model.settle()
        #expect(model.gamesCounted == 1)
        await model.quit()

        let relaunched = await makeModel(folder: folder)
        #expect(relaunched.game.view.status == model.game.view.status, "\(relaunched.game.view.status)")
        #expect(relaunched.gamesCounted == 1)
        relaunched.start(choice(.brandubh))
        await tapMoves(relaunched, escapeMoves)
        #expect(relaunched.statistics == [
            TallyCard(key: "brandubh", title: "Brandubh", lines: [
                TallyLine(opponent: "Two players", score: "Attackers won 0 · defenders won 2 · draws 0", games: 2),
            ]),
        ])
        await relaunched.quit()
        let russian = await makeModel(language: .russian, folder: folder)
        #expect(russian.statistics.first?.title == "Брандубх" && russian.statistics.first?.lines.first?.opponent == "Два игрока")

        russian.confirmingReset = true             // the page asks first
        russian.resetStatistics()
        #expect(russian.statistics.isEmpty && !russian.confirmingReset)
        await russian.quit()
        #expect(await makeModel(folder: folder).statistics.isEmpty)
    }

    @Test(.timeLimit(.minutes(2)))
    func aComputerGameIsCountedForTheLevelAndTheSide() async throws {
        let model = await makeModel(choice(.brandubh, vs: (.defenders, .easy)))
        try await playToTheEnd(model)
        let line = try #require(model.statistics.first?.lines.first)
        #expect(line.opponent == "Against the computer (Easy), you played Defenders" && line.games == 1)
    }

    @Test func settingsAreTheCoresKeptInTheirRangeStoredAndFollowed() async throws {
        let folder = temporaryFolder()
        let model = await makeModel(folder: folder)
        #expect(model.preferences == Preferences(hardThinkMillis: 1000, showLegalMoves: true, captureFeedback: true,
                                                 turnBoardForHotSeat: false, boardTheme: .wood))
        model.updatePreferences { $0.hardThinkMillis = 1234 }
        #expect(model.preferences.hardThinkMillis == 1000)
        model.hardThinkSeconds = 9
        #expect(model.preferences.hardThinkMillis == 5000)
        model.hardThinkSeconds = 0.1
        #expect(model.preferences.hardThinkMillis == 500)
        model.hardThinkSeconds = -3
        #expect(model.preferences.hardThinkMillis == 500)
        model.hardThinkSeconds = 1.5
        #expect(model.thinkTimeText == "1.5 s")
        #expect(Double(model.thinkTimeRange.minMillis) / 1000 == 0.5 && Double(model.thinkTimeRange.maxMillis) / 1000 == 5)
        model.showLegalMoves = false               // the page's toggles
        model.captureFeedback = false
        model.turnBoardForHotSeat = true
        #expect(!model.preferences.showLegalMoves && !model.preferences.captureFeedback)
        #expect(model.preferences.turnBoardForHotSeat)
        #expect(model.game.controller.preferences() == model.preferences)
        await model.quit()

        let reloaded = await makeModel(language: .estonian, folder: folder)
        #expect(reloaded.preferences == model.preferences && reloaded.preferences.hardThinkMillis == 1500)
        #expect(reloaded.thinkTimeText == "1,5 s")
        await reloaded.quit()
        #expect(await makeModel(language: .russian, folder: folder).thinkTimeText == "1,5 с")
    }

    /// The think time reaches the core only where Hard searches: Hard games and hints.
    @Test(arguments: [(choice(vs: (.attackers, .hard)), 2500 as Int?), (choice(vs: (.attackers, .medium)), nil),
                      (choice(), 2500)])
    func theThinkTimeGoesWhereHardSearches(_ start: NewGameChoice, _ millis: Int?) async throws {
        let model = await makeModel()
        model.hardThinkSeconds = 2.5
        model.start(start)
        let save = try #require(try JSONSerialization.jsonObject(with: Data(model.game.controller.save().utf8)) as? [String: Any])
        #expect(save["think_millis"] as? Int == millis)
    }
}
