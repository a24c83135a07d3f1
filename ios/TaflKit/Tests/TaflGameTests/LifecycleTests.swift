import Foundation
import Testing
@testable import TaflGame
import TaflKit

/// Launch, background, new games, damaged saves, the score counter and the settings.
@Suite("Lifecycle")
@MainActor
struct LifecycleTests {
    @Test func theGameIsSavedOnBackgroundAndRestoredOnLaunch() async {
        let folder = temporaryFolder()
        let first = await makeModel(choice(.tablut, vs: (.attackers, .easy), match: true), folder: folder)
        await tapMoves(first, "d1-c1")
        first.undo()
        await first.settle()
        first.enterBackground()                    // the scene went to the background
        let saved = first.view

        let second = await makeModel(folder: folder)   // the next launch
        #expect(second.view.comparable == saved.comparable)
        #expect(second.view.canRedo)               // the redo line survives
        #expect(second.view.choice == saved.choice && second.view.mode == saved.mode)
        #expect(second.view.title == "Tablut" && second.message == nil)
        #expect(second.view.matchLine == saved.matchLine)
        second.openNewGame()
        #expect(second.draft == saved.choice)      // the sheet offers the same game again
    }

    @Test(.timeLimit(.minutes(1)))
    func aGameSavedWhileTheComputerThoughtLetsItMoveOnceTheSceneIsActive() async throws {
        let folder = temporaryFolder()
        let first = await makeModel(seed: nil, folder: folder)
        first.hardThinkSeconds = 5
        first.start(choice(.brandubh, vs: (.defenders, .hard)))
        #expect(first.view.busy == .computerMove)
        let started = Date()
        first.enterBackground()                    // the search stops, then the game is written
        #expect(Date().timeIntervalSince(started) < 1.0)
        #expect(first.view.busy == .idle && first.view.status == .computerWaiting(side: .attackers))
        let whileThinking = try #require(try? String(contentsOf: FileStore(directory: folder).url(.game), encoding: .utf8))
        #expect(try GameController.restore(saved: whileThinking).view().turn == .computer)

        // the same position with a faster level, launched
        let faster = try GameController(config: GameConfig(preset: .brandubh, mode: .vsComputer(humanSide: .defenders, level: .medium)))
        try FileStore(directory: folder).save(faster.save(), as: .game)
        let second = GameModel(environment: environment(folder))
        #expect(second.view.busy == .idle && second.view.headline == "The computer (Attackers) moves next")
        second.resume()                            // the scene became active: the computer thinks at once
        #expect(second.view.busy == .computerMove)
        await second.settle()
        #expect(second.view.ply == 1 && second.view.turn == .human)
    }

    @Test(arguments: [
        ("not a save", GameError.CorruptSave, "The saved game is damaged. A new game was started."),
        (#"{"format":"tafl-session","version":99}"#, .UnsupportedVersion,
         "The saved game comes from a newer version of the app. A new game was started."),
    ])
    func aDamagedSaveGivesAMessageAndANewGame(_ text: String, _ error: GameError, _ words: String) async throws {
        let folder = temporaryFolder()
        try FileStore(directory: folder).save(text, as: .game)
        let model = await makeModel(folder: folder)
        #expect(model.message == words && model.view.message?.error == error)
        #expect(model.view.ply == 0 && model.view.turn == .human && model.view.choice == defaultChoice())
        // the new game was stored in the damaged one's place
        let stored = try String(contentsOf: FileStore(directory: folder).url(.game), encoding: .utf8)
        #expect(try GameController.restore(saved: stored).view().comparable == model.view.comparable)
        model.tap(sq("d2"))
        #expect(model.message == nil && model.cells.filter(\.target).count > 0)
    }

    @Test(.timeLimit(.minutes(1)))
    func aNewGameWhileTheComputerThinksForgetsTheOldSearch() async throws {
        let model = await makeModel(seed: nil)
        model.hardThinkSeconds = 5
        model.start(choice(.copenhagen, vs: (.defenders, .hard)))
        #expect(model.view.busy == .computerMove)
        try await Task.sleep(for: .milliseconds(50))
        model.start(choice(.brandubh))
        #expect(model.view.busy == .idle && model.view.title == "Brandubh" && model.page == nil)
        // the forgotten search has been told to stop: cancel() waits for it, and not for 5 s
        let started = Date()
        model.enterBackground()
        #expect(Date().timeIntervalSince(started) < 1.0)
        model.resume()
        await model.settle()
        #expect(model.view.ply == 0 && model.view.rules.preset == .brandubh && model.message == nil)
        #expect(model.view.busy == .idle && model.view.turn == .human)
    }

    /// The replaced game's computer finished its move before the new game started, and the
    /// listener's hop to the main actor came late: it shows the new game, nothing of the old one.
    @Test(.timeLimit(.minutes(1)))
    func aLateChangeOfAReplacedGameShowsOnlyTheNewGame() async throws {
        let model = await makeModel()
        model.start(choice(.brandubh, vs: (.defenders, .easy)))
        #expect(model.view.busy == .computerMove)
        var waited = 0
        while model.controller.view().ply == 0 && waited < 10_000 {   // blocks the main actor: no hop can run
            usleep(1000)
            waited += 1
        }
        #expect(model.controller.view().ply == 1)  // the search finished with a move
        let signal = model.view.captureSignal
        model.start(choice(.brandubh))
        await Task.yield()
        await model.settle()
        #expect(model.view.lastMove == nil && model.view.captureSignal == signal && model.message == nil)
        #expect(model.view.ply == 0 && model.view.busy == .idle && model.view.turn == .human)
        #expect(model.view.headline == "To move: Attackers")
    }

    @Test func aBadRulesStringKeepsTheSheetOpenAndTheGameUntouched() async throws {
        let model = await makeModel(choice(.brandubh))
        await tapMoves(model, "d2-c2")
        model.openNewGame()
        #expect(model.page == .newGame && model.draft == model.view.choice)
        model.draftVariant = .custom
        model.draftCustomRules = "nonsense"
        #expect(!model.startNewGame())
        #expect(model.newGameError == errorText(error: .BadRules, language: "en"))
        #expect(model.page == .newGame && model.view.ply == 1)
        model.draftCustomRules = edgeRules + " ber:c"
        #expect(!model.startNewGame())
        #expect(model.newGameError == "The rules string asks for a rule this app does not play.")

        model.draftCustomRules = "  " + edgeRules + "\n"
        model.draft.vsComputer = false
        #expect(model.startNewGame())
        #expect(model.page == nil && model.newGameError == nil && model.view.ply == 0)
        #expect(model.view.title == "Edge Brandubh (custom rules)")
        let canonical = try validateRules(otr: edgeRules).rules
        #expect(model.view.rules.preset == nil && model.view.choice.customRules == canonical)
        await tapMoves(model, "b4-b3 d5-g5 b3-b2 d4-d5 b2-c2 d5-a5")   // the king escapes to an edge square
        #expect(model.view.status == .finished(outcome: Outcome(winner: .defenders, reason: .kingEscaped)))

        model.openNewGame()                        // the sheet remembers the custom string
        #expect(model.draftVariant == .custom && model.draftCustomRules == canonical)
        model.draftVariant = .preset(.ardRi)
        #expect(!model.draftUsesCustomRules && model.draft.preset == .ardRi)
        #expect(model.startNewGame())
        #expect(model.view.title == "Ard Rí" && model.view.board.size == 7 && model.view.choice.customRules == nil)
        #expect(model.draftCustomRules == canonical)   // kept for the next time
    }

    @Test func statisticsCountEachFinishedGameOnce() async throws {
        let folder = temporaryFolder()
        let model = await makeModel(choice(.brandubh), folder: folder)
        #expect(model.statisticsCards.isEmpty && model.tally.rows().isEmpty)
        await tapMoves(model, escapeMoves)
        #expect(model.view.status == .finished(outcome: Outcome(winner: .defenders, reason: .kingEscaped)))
        let once: [Counts] = [.twoPlayers(attackerWins: 0, defenderWins: 1, draws: 0)]
        #expect(model.tally.rows().map(\.counts) == once)
        model.undo()                               // reopens the game ...
        model.redo()                               // ... and ends it again: still counted once
        #expect(model.tally.rows().map(\.counts) == once)
        model.enterBackground()

        let relaunched = await makeModel(folder: folder)
        #expect(relaunched.view.status == model.view.status)
        #expect(relaunched.tally.rows().map(\.counts) == once)
        relaunched.start(choice(.brandubh))
        await tapMoves(relaunched, escapeMoves)
        #expect(relaunched.tally.rows().map(\.counts) == [.twoPlayers(attackerWins: 0, defenderWins: 2, draws: 0)])
        #expect(relaunched.statisticsCards == [
            TallyCard(key: "brandubh", title: "Brandubh", lines: [
                TallyLine(opponent: "Two players", score: "Attackers won 0 · defenders won 2 · draws 0"),
            ]),
        ])
        let russian = await makeModel(language: .russian, folder: folder)
        #expect(russian.statisticsCards.first?.title == "Брандубх" && russian.statisticsCards.first?.lines.first?.opponent == "Два игрока")

        relaunched.confirmingReset = true          // the page asks first
        relaunched.resetStatistics()
        #expect(relaunched.statisticsCards.isEmpty && !relaunched.confirmingReset)
        #expect(GameModel(environment: environment(folder)).tally.rows().isEmpty)
    }

    @Test(.timeLimit(.minutes(2)))
    func aComputerGameIsCountedForTheLevelAndTheSide() async throws {
        let model = await makeModel(choice(.brandubh, vs: (.defenders, .easy)))
        try await playToTheEnd(model)
        let row = try #require(model.tally.rows().first)
        #expect(row.opponent == .computer(level: .easy, humanSide: .defenders))
        guard case let .vsComputer(wins, draws, losses) = row.counts else {
            Issue.record("not a computer row: \(row)")
            return
        }
        #expect(wins + draws + losses == 1)
        #expect(model.statisticsCards.first?.lines.first?.opponent == "Against the computer (Easy), you played Defenders")
    }

    @Test func settingsPersistAreClampedAndReachTheCore() async throws {
        let folder = temporaryFolder()
        let model = await makeModel(folder: folder)
        #expect(model.preferences == defaultPreferences())
        #expect(model.preferences.hardThinkMillis == 1000 && model.showLegalMoves && model.captureFeedback)
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
        #expect(!model.preferences.showLegalMoves && !model.preferences.captureFeedback && model.preferences.turnBoardForHotSeat)
        #expect(model.controller.preferences() == model.preferences)

        let reloaded = await makeModel(language: .estonian, folder: folder)
        #expect(reloaded.preferences == model.preferences && reloaded.preferences.hardThinkMillis == 1500)
        #expect(reloaded.thinkTimeText == "1,5 s")
        #expect(await makeModel(language: .russian, folder: folder).thinkTimeText == "1,5 с")

        // settings written by an older app, without some fields: the rest keeps its defaults
        try FileStore(directory: folder).save(#"{"hard_think_millis":2000}"#, as: .settings)
        let older = await makeModel(folder: folder)
        #expect(older.preferences.hardThinkMillis == 2000 && older.preferences.showLegalMoves)
    }

    /// The think time reaches the core only where Hard searches: Hard games and hints.
    @Test(arguments: [(choice(vs: (.attackers, .hard)), 2500 as Int?), (choice(vs: (.attackers, .medium)), nil),
                      (choice(), 2500)])
    func theThinkTimeGoesWhereHardSearches(_ start: NewGameChoice, _ millis: Int?) async throws {
        let model = await makeModel()
        model.hardThinkSeconds = 2.5
        model.start(start)
        let save = try #require(try JSONSerialization.jsonObject(with: Data(model.controller.save().utf8)) as? [String: Any])
        #expect(save["think_millis"] as? Int == millis)
    }
}
