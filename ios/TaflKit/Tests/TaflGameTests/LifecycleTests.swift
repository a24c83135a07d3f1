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
        let first = await makeModel(NewGameChoice(preset: .tablut, vsComputer: true, humanSide: .attackers,
                                                  level: .easy, twoGameMatch: true), folder: folder)
        await tapMoves(first, "d1-c1")
        first.undo()
        await first.settle()
        first.persist()                            // the scene went to the background
        let saved = first.snapshot

        let second = await makeModel(folder: folder)   // the next launch
        #expect(second.snapshot == saved)
        #expect(second.snapshot.canRedo)           // the redo line survives
        #expect(second.choice == first.choice)
        #expect(second.title == "Tablut" && second.message == nil)
        #expect(second.matchLine == first.matchLine)
        #expect(second.draft == first.choice)      // the sheet offers the same game again
    }

    @Test(.timeLimit(.minutes(1)))
    func aGameSavedWhileTheComputerThoughtResumesTheComputerOnLaunch() async throws {
        let folder = temporaryFolder()
        let first = await makeModel(seed: nil, folder: folder)
        first.settings.update { $0.hardThinkMillis = 5000 }
        #expect(first.startNewGame(NewGameChoice(preset: .brandubh, vsComputer: true, humanSide: .defenders, level: .hard)))
        #expect(first.busy == .computerMove)
        first.persist()                            // save() does not wait for the search
        let whileThinking = try #require(DirectoryStore(directory: folder).string(forKey: StoreKey.save))
        #expect(first.startNewGame(NewGameChoice(preset: .brandubh)))   // stops the first search

        let store = DirectoryStore(directory: folder)
        #expect(try GameSession.restore(saved: whileThinking).snapshot().turn == .computer)
        let saved = GameSession(config: SessionConfig(preset: .brandubh, mode: .vsComputer(humanSide: .defenders, level: .medium)))
        store.set(saved.save(), forKey: StoreKey.save)   // the same position, a faster level
        store.set(#"{"preset":"brandubh","vs_computer":true,"human_side":"defenders","level":"medium","two_game_match":false}"#,
                  forKey: StoreKey.choice)
        let second = GameModel(environment: environment(folder))
        #expect(second.busy == .computerMove)      // the computer's turn: it thinks at once
        await second.settle()
        #expect(second.snapshot.ply == 1 && second.snapshot.turn == .human)
        await first.settle()
    }

    @Test(arguments: [
        ("not a save", TaflError.CorruptSave),
        (#"{"format":"tafl-session","version":99}"#, .UnsupportedVersion),
    ])
    func aDamagedSaveGivesAMessageAndANewGame(_ text: String, _ error: TaflError) async throws {
        let folder = temporaryFolder()
        DirectoryStore(directory: folder).set(text, forKey: StoreKey.save)
        let model = GameModel(environment: environment(folder))
        await model.settle()
        #expect(model.message == error.text(.english) + " A new game was started.")
        #expect(model.snapshot.ply == 0 && model.snapshot.status == .ongoing && model.choice == NewGameChoice())
        // the damaged text is gone: the new game was stored in its place
        let stored = try #require(DirectoryStore(directory: folder).string(forKey: StoreKey.save))
        #expect(try GameSession.restore(saved: stored).snapshot() == model.snapshot)
        model.tap(sq("d2"))
        #expect(model.message == nil && !model.selection.targets.isEmpty)
    }

    @Test(.timeLimit(.minutes(1)))
    func aNewGameWhileTheComputerThinksCancelsTheOldSearchAndIgnoresIt() async throws {
        let model = await makeModel(seed: nil)
        model.settings.update { $0.hardThinkMillis = 5000 }
        #expect(model.startNewGame(NewGameChoice(preset: .copenhagen, vsComputer: true, humanSide: .defenders, level: .hard)))
        let old = model.session
        #expect(model.busy == .computerMove)
        var polls = 0
        while !old.snapshot().computerThinking && polls < 2000 {   // the search has really started
            try await Task.sleep(for: .milliseconds(5))
            polls += 1
        }
        #expect(old.snapshot().computerThinking)
        #expect(model.startNewGame(NewGameChoice(preset: .brandubh)))
        #expect(model.session !== old && model.busy == .idle && model.title == "Brandubh")
        await model.settle()                       // also waits for the old search to return
        // Cancelled: a 5 s search that had finished would have played a move.
        #expect(old.snapshot().ply == 0 && !old.snapshot().computerThinking)
        // ... and its end changed nothing in the new game.
        #expect(model.snapshot.ply == 0 && model.snapshot.preset == .brandubh && model.message == nil)
        #expect(model.busy == .idle && model.snapshot.turn == .human)
    }

    /// The replaced game's computer finished its move before the new game (nothing to cancel):
    /// its result must not reach the new game.
    @Test(.timeLimit(.minutes(1)))
    func aLateComputerResultOfAReplacedGameIsIgnored() async throws {
        let model = await makeModel()
        #expect(model.startNewGame(NewGameChoice(preset: .brandubh, vsComputer: true, humanSide: .defenders, level: .easy)))
        let old = model.session
        #expect(model.busy == .computerMove)
        var waited = 0
        while old.snapshot().ply == 0 && waited < 10_000 {   // blocks the main actor: the result cannot be applied
            usleep(1000)
            waited += 1
        }
        #expect(old.snapshot().ply == 1)           // the search finished with a move
        let signal = model.captureSignal
        #expect(model.startNewGame(NewGameChoice(preset: .brandubh)))
        await model.settle()
        #expect(model.animation == nil && model.captureSignal == signal && model.message == nil)
        #expect(model.snapshot.ply == 0 && model.busy == .idle && model.snapshot.turn == .human)
        #expect(model.headline == "To move: Attackers")
    }

    @Test func aBadRulesStringKeepsTheSheetOpenAndTheGameUntouched() async throws {
        let model = await makeModel(NewGameChoice(preset: .brandubh))
        await tapMoves(model, "d2-c2")
        model.openNewGame()
        #expect(model.page == .newGame && model.draft == model.choice)
        model.draftVariant = .custom
        model.draftCustomRules = "nonsense"
        #expect(!model.startNewGame())
        #expect(model.newGameError == TaflError.BadRules.text(.english))
        #expect(model.page == .newGame && model.snapshot.ply == 1)
        model.draftCustomRules = edgeRules + " ber:c"
        #expect(!model.startNewGame())
        #expect(model.newGameError == TaflError.UnsupportedRules.text(.english))

        model.draftCustomRules = "  " + edgeRules + "\n"
        model.draft.vsComputer = false
        #expect(model.startNewGame())
        #expect(model.page == nil && model.newGameError == nil && model.snapshot.ply == 0)
        #expect(model.title == "Edge Brandubh (custom rules)")
        #expect(model.rulesInfo.preset == nil && model.choice.customRules == edgeRules)
        await tapMoves(model, "b4-b3 d5-g5 b3-b2 d4-d5 b2-c2 d5-a5")   // the king escapes to an edge square
        #expect(model.snapshot.status == .defendersWon)

        model.openNewGame()                        // the sheet remembers the custom string
        #expect(model.draftVariant == .custom && model.draftCustomRules == edgeRules)
        model.draftVariant = .preset(.ardRi)
        #expect(!model.draftUsesCustomRules && model.draft.preset == .ardRi)
        #expect(model.startNewGame())
        #expect(model.title == "Ard Rí" && model.snapshot.boardSize == 7 && model.choice.customRules == nil)
        #expect(model.draftCustomRules == edgeRules)   // kept for the next time
    }

    @Test func statisticsCountEachFinishedGameOnce() async throws {
        let folder = temporaryFolder()
        let model = await makeModel(NewGameChoice(preset: .brandubh), folder: folder)
        #expect(model.statistics.rows.isEmpty && model.statistics.cards(model.texts).isEmpty)
        await tapMoves(model, escapeMoves)
        #expect(model.snapshot.status == .defendersWon)
        let once: [TallyScore] = [.twoPlayers(attackerWins: 0, defenderWins: 1, draws: 0)]
        #expect(model.statistics.rows.map(\.score) == once)
        model.undo()                               // reopens the game ...
        await model.settle()
        model.redo()                               // ... and ends it again: still counted once
        await model.settle()
        #expect(model.statistics.rows.map(\.score) == once)
        model.persist()

        let relaunched = await makeModel(folder: folder)
        #expect(relaunched.snapshot.status == .defendersWon)
        #expect(relaunched.statistics.rows.map(\.score) == once)
        #expect(relaunched.startNewGame(NewGameChoice(preset: .brandubh)))
        await tapMoves(relaunched, escapeMoves)
        #expect(relaunched.statistics.rows.map(\.score) == [.twoPlayers(attackerWins: 0, defenderWins: 2, draws: 0)])
        #expect(relaunched.statistics.cards(relaunched.texts) == [
            StatisticsCard(id: "brandubh", title: "Brandubh", lines: [
                .init(opponent: "Two players", score: "Attackers won 0 · defenders won 2 · draws 0"),
            ]),
        ])
        let russian = relaunched.statistics.cards(texts(.russian))
        #expect(russian.first?.title == "Брандуб" && russian.first?.lines.first?.opponent == "Два игрока")

        relaunched.statistics.askReset()
        #expect(relaunched.statistics.confirmingReset)
        relaunched.statistics.reset()
        #expect(relaunched.statistics.rows.isEmpty && !relaunched.statistics.confirmingReset)
        #expect(StatisticsModel(store: DirectoryStore(directory: folder)).rows.isEmpty)
    }

    @Test func aComputerGameIsCountedForTheLevelAndTheSide() async throws {
        let model = await makeModel(NewGameChoice(preset: .brandubh, vsComputer: true, humanSide: .defenders, level: .easy))
        var moves = 0
        while !model.isGameOver && moves < 300 {   // the player always takes the core's first move
            let (from, to) = try anyMove(model)
            model.tap(from)
            model.tap(to)
            await model.settle()
            moves += 1
        }
        #expect(model.isGameOver)
        let row = try #require(model.statistics.rows.first)
        guard case let .vsComputer(level, side, wins, draws, losses) = row.score else {
            Issue.record("not a computer row: \(row)")
            return
        }
        #expect(level == .easy && side == .defenders && wins + draws + losses == 1)
        #expect(model.statistics.cards(model.texts).first?.lines.first?.opponent
                == "Against the computer (Easy), you played Defenders")
    }

    @Test func aDamagedTallyIsReportedAndReplaced() async {
        let folder = temporaryFolder()
        DirectoryStore(directory: folder).set("{ not a tally", forKey: StoreKey.tally)
        let model = await makeModel(folder: folder)
        #expect(model.statistics.loadFailure == .CorruptSave)
        #expect(model.message == "The saved statistics were damaged and have been reset.")
        #expect(model.statistics.rows.isEmpty)
    }

    @Test func settingsPersistAndAreClamped() async throws {
        let folder = temporaryFolder()
        let settings = SettingsModel(store: DirectoryStore(directory: folder))
        #expect(settings.value == GameSettings())
        #expect(settings.value.hardThinkMillis == 1000 && settings.value.showLegalMoves && settings.value.captureFeedback)
        settings.update { $0.hardThinkMillis = 1234 }
        #expect(settings.value.hardThinkMillis == 1000)
        settings.hardThinkSeconds = 9
        #expect(settings.value.hardThinkMillis == 5000)
        settings.hardThinkSeconds = 0.1
        #expect(settings.value.hardThinkMillis == 500)
        settings.hardThinkSeconds = 1.5
        #expect(settings.thinkTimeText(texts(.english)) == "1.5 s")
        #expect(settings.thinkTimeText(texts(.estonian)) == "1,5 s")
        #expect(settings.thinkTimeText(texts(.russian)) == "1,5 с")
        settings.showLegalMoves = false            // the page's toggles
        settings.captureFeedback = false
        settings.turnBoardForHotSeat = true
        #expect(!settings.value.showLegalMoves && !settings.value.captureFeedback && settings.value.turnBoardForHotSeat)
        let reloaded = SettingsModel(store: DirectoryStore(directory: folder))
        #expect(reloaded.value == settings.value)
        #expect(reloaded.value.hardThinkMillis == 1500 && reloaded.value.turnBoardForHotSeat)
        #expect(SettingsModel.hardThinkSecondsRange == 0.5...5)

        // older settings without some fields, or a damaged file: defaults
        DirectoryStore(directory: folder).set(#"{"hard_think_millis":2000}"#, forKey: StoreKey.settings)
        #expect(SettingsModel(store: DirectoryStore(directory: folder)).value.hardThinkMillis == 2000)
        DirectoryStore(directory: folder).set("garbage", forKey: StoreKey.settings)
        #expect(SettingsModel(store: DirectoryStore(directory: folder)).value == GameSettings())
    }

    @Test func theThinkTimeReachesTheCoreOnlyWhereHardSearches() {
        let hard = NewGameChoice(vsComputer: true, level: .hard).config(hardThinkMillis: 2500, seed: nil)
        #expect(hard.thinkMillis == 2500 && hard.mode == .vsComputer(humanSide: .defenders, level: .hard))
        #expect(NewGameChoice(vsComputer: true, level: .medium).config(hardThinkMillis: 2500, seed: nil).thinkMillis == nil)
        let two = NewGameChoice(twoGameMatch: true, customRules: edgeRules).config(hardThinkMillis: 500, seed: 3)
        #expect(two.thinkMillis == 500 && two.seed == 3 && two.twoGameMatch && two.rules == edgeRules && two.mode == .twoPlayers)
    }

    @Test func theChoiceIsStoredAsJSON() throws {
        let choice = NewGameChoice(preset: .copenhagen, vsComputer: true, humanSide: .attackers, level: .hard,
                                   twoGameMatch: true, customRules: edgeRules)
        let data = try JSONEncoder().encode(choice)
        #expect(try JSONDecoder().decode(NewGameChoice.self, from: data) == choice)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains(#""preset":"copenhagen""#) && json.contains(#""level":"hard""#))
        let unknown = Data(#"{"preset":"chess","vs_computer":false,"human_side":"defenders","level":"easy","two_game_match":false}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(NewGameChoice.self, from: unknown) }
    }

    @Test func storesKeepTextsAndForgetThem() throws {
        let folder = temporaryFolder()
        let store = DirectoryStore(directory: folder)
        #expect(store.string(forKey: "a/b") == nil)
        store.set("ünïcode ✓", forKey: "a/b")
        #expect(DirectoryStore(directory: folder).string(forKey: "a/b") == "ünïcode ✓")
        store.set(nil, forKey: "a/b")
        #expect(store.string(forKey: "a/b") == nil)

        let suite = "tafl-tests-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        let settingsStore = UserDefaultsStore(defaults: defaults)
        settingsStore.set("x", forKey: "k")
        #expect(settingsStore.string(forKey: "k") == "x" && defaults.string(forKey: "tafl.k") == "x")
        settingsStore.set(nil, forKey: "k")
        #expect(settingsStore.string(forKey: "k") == nil)
        defaults.removePersistentDomain(forName: suite)
    }
}

/// Brandubh's board, but the king escapes to any edge square and is captured by two.
let edgeRules = "dim:7 name:Edge_Brandubh esc:e ks:w start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"
