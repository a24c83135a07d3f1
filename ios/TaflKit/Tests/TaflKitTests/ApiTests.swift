import Foundation
import Testing
import TaflKit

/// Brandubh: attackers' b3-c3 captures the defender on d3 (flanked by e3).
let captureGame: [(String, String)] = [
    ("f4", "f3"), ("c4", "c6"), ("f3", "e3"), ("c6", "c5"), ("b4", "b3"), ("c5", "c6"), ("b3", "c3"),
]
/// Brandubh: the king walks e4 -> e7 -> g7 (corner) while the attackers shuffle a4/a3.
let escapeGame: [(String, String)] = [
    ("a4", "a3"), ("e4", "e2"), ("a3", "a4"), ("d4", "e4"), ("a4", "a3"), ("e4", "e7"), ("a3", "a4"), ("e7", "g7"),
]

func playAll(_ game: GameController, _ moves: [(String, String)]) throws {
    for (from, to) in moves { _ = try game.play(from: sq(from), to: sq(to)) }
}

@Suite("API")
struct ApiTests {
    @Test func presetsAreTheSevenWithTheDefaultFirst() {
        // the new-game sheet's rows: the presets, named and summed up by the core
        for language in TaflLanguage.allCases {
            let options = presetOptions(language: language.rawValue)
            #expect(options.map(\.preset) == [.brandubh, .brandubhAageNielsen, .ardRi, .tablut, .hnefatafl,
                                               .copenhagen, .fetlar])
            #expect(options.allSatisfy { !$0.name.isEmpty && $0.summary.hasPrefix($0.name) })
        }
        #expect(presetOptions(language: "en").first?.summary == "Brandubh (7×7; 8 vs 4 + king)")
        #expect(defaultChoice() == NewGameChoice(preset: .brandubh, customRules: nil, vsComputer: false,
                                                 humanSide: .defenders, level: .medium, twoGameMatch: false))
        #expect(offeredLevels() == [.easy, .medium, .hard])
    }

    @Test func coordNamesMatchTheCore() throws {
        for (file, rank) in [(0, 0), (3, 3), (6, 0), (10, 10)] {
            let c = Coord(file: UInt8(file), rank: UInt8(rank))
            #expect(try parseCoord(text: coordName(coord: c)) == c)
        }
        #expect(coordName(coord: Coord(file: 0, rank: 0)) == "a1")
        #expect(coordName(coord: Coord(file: 10, rank: 10)) == "k11")
        #expect(try parseCoord(text: "D4") == Coord(file: 3, rank: 3))
        for bad in ["", "a0", "a1x", "garbage"] {
            #expect(errorOf { try parseCoord(text: bad) } == .OffBoard, "\(bad)")
        }
    }

    @Test func theFirstViewAndTargets() throws {
        let game = try GameController(config: config())
        let view = game.view()
        #expect(view.board.size == 7 && view.board.rows.count == 7 && view.board.rows.allSatisfy { $0.count == 7 })
        #expect(!view.board.flipped)
        #expect(view.board.rows[0][0].coord == sq("a7") && view.board.rows[6][6].coord == sq("g1"))
        #expect(view.board.fileLabels == ["a", "b", "c", "d", "e", "f", "g"])
        #expect(view.board.rankLabels == ["7", "6", "5", "4", "3", "2", "1"])
        #expect(view.sideToMove == .attackers && view.status == .toMove(side: .attackers))
        #expect(view.headline == "To move: Attackers" && view.title == "Brandubh")
        #expect(view.board.lastMove == nil && view.board.hint == nil && view.message == nil && view.matchStanding == nil)
        #expect(view.ply == 0 && !view.canUndo && !view.canRedo && view.canHint && view.board.enabled)
        #expect(view.board.arrows.isEmpty && view.board.sound == nil && view.board.captureSignal == 0)
        #expect(view.turn == .human && view.busy == .idle && view.moves.isEmpty)
        #expect(view.piece(at: sq("d4")) == .king && view.piece(at: sq("d3")) == .defender)
        #expect(view.piece(at: sq("d2")) == .attacker && view.piece(at: sq("a1")) == nil)
        #expect(view.cell(sq("d4"))?.throne == true)
        #expect(view.cell(sq("a1"))?.corner == true && view.cell(sq("g7"))?.corner == true)
        #expect(view.cell(sq("b2"))?.corner == false)
        let pieces = view.board.rows.joined().compactMap(\.piece)
        #expect(pieces.filter { $0 == .attacker }.count == 8)
        #expect(pieces.filter { $0 == .defender }.count == 4)
        #expect(pieces.filter { $0 == .king }.count == 1)

        #expect(Set(game.movablePieces()) == Set(["a4", "b4", "d1", "d2", "d6", "d7", "f4", "g4"].map(sq)))
        #expect(Set(try game.targets(from: sq("d2"))) == Set(["a2", "b2", "c2", "e2", "f2", "g2"].map(sq)))
        #expect(Set(try game.targets(from: sq("a4"))) == Set(["a2", "a3", "a5", "a6"].map(sq)))
    }

    @Test func aScriptedGameWithACapture() throws {
        let game = try GameController(config: config())
        try playAll(game, captureGame)
        let view = game.view()
        let last = try #require(view.board.lastMove)
        #expect(last.from == sq("b3") && last.to == sq("c3") && last.notation == "b3-c3xd3")
        #expect(last.piece == .attacker && last.side == .attackers && last.fresh)
        #expect(last.captured == [CapturedPiece(coord: sq("d3"), piece: .defender)])
        #expect(view.ply == 7 && view.sideToMove == .defenders && view.pliesSinceCapture == 0)
        #expect(view.capturedByAttackers == [.defender] && view.capturedByDefenders.isEmpty)
        #expect(view.capturesLine == "Captured — by attackers: 1, by defenders: 0")
        #expect(view.piece(at: sq("d3")) == nil && view.piece(at: sq("c3")) == .attacker)
        #expect(view.cell(sq("d3"))?.captured == .defender)
        #expect(view.canUndo && !view.canRedo && view.board.moveSerial == 7)
        #expect(view.board.sound == SoundCue(serial: 7, sound: .capture) && view.board.captureSignal == 1)
        #expect(game.record() == "f4-f3 c4-c6 f3-e3 c6-c5 b4-b3 c5-c6 b3-c3xd3")
        #expect(view.moves.last == MoveTurn(number: 4, first: "b3-c3xd3", second: nil, firstPly: 7, secondPly: nil))

        // undo and redo bring back the same positions, and never animate
        try game.undo()
        let undone = game.view()
        #expect(undone.ply == 6 && undone.piece(at: sq("d3")) == .defender && undone.canRedo)
        #expect(undone.board.lastMove?.fresh == false && undone.board.moveSerial == 7)
        try game.redo()
        #expect(game.view().comparable == view.comparable && game.view().board.lastMove?.fresh == false)
    }

    @Test func aKingEscapeEndsTheGame() throws {
        let game = try GameController(config: config())
        try playAll(game, escapeGame)
        let view = game.view()
        #expect(view.status == .finished(outcome: Outcome(winner: .defenders, reason: .kingEscaped)))
        #expect(view.headline == "Defenders won: the king escaped")
        #expect(view.turn == .nobody && !view.board.enabled && !view.canHint && view.offerNewGame)
        #expect(game.movablePieces().isEmpty)
        #expect(errorOf { _ = try game.play(from: sq("a4"), to: sq("a3")) } == .GameOver)
        #expect(game.view().message?.error == .GameOver)
    }

    @Test func everyErrorCodeIsReachableAndLeavesTheGameAsItWas() throws {
        var seen = Set<String>()
        func expectError(_ expected: GameError, _ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
            let got = errorOf(body)
            #expect(got == expected, sourceLocation: sourceLocation)
            if let got { seen.insert(got.code) }
        }
        let two = try GameController(config: config())
        let start = two.view()
        let farAway = Coord(file: 25, rank: 8)
        expectError(.OffBoard) { _ = try two.play(from: sq("d2"), to: farAway) }
        expectError(.OffBoard) { _ = try two.targets(from: sq("h1")) }
        expectError(.OffBoard) { _ = try two.tap(at: farAway) }
        expectError(.NoPiece) { _ = try two.play(from: sq("a2"), to: sq("a3")) }
        expectError(.NoPiece) { _ = try two.targets(from: sq("c3")) }
        expectError(.NotYourPiece) { _ = try two.play(from: sq("d3"), to: sq("c3")) }
        expectError(.NotYourPiece) { _ = try two.tap(at: sq("d4")) }
        expectError(.IllegalMove) { _ = try two.play(from: sq("d2"), to: sq("e3")) }   // diagonal
        expectError(.IllegalMove) { _ = try two.play(from: sq("a4"), to: sq("a1")) }   // corner: king only
        expectError(.NotComputersTurn) { try two.startComputer() }
        expectError(.NothingToUndo) { try two.undo() }
        expectError(.NothingToRedo) { try two.redo() }
        expectError(.NoMatch) { try two.nextMatchGame() }
        #expect(two.view().message?.error == .NoMatch)
        #expect(two.view().comparable == start.comparable)   // refused input changed nothing

        let over = try GameController(config: config())
        try playAll(over, escapeGame)
        expectError(.GameOver) { _ = try over.play(from: sq("a4"), to: sq("a3")) }
        expectError(.GameOver) { try over.hint() }

        let vsComputer = try GameController(config: config(.brandubh, .vsComputer(humanSide: .defenders, level: .easy),
                                                            millis: 50, seed: 1))
        #expect(vsComputer.view().turn == .computer && vsComputer.view().status == .computerWaiting(side: .attackers))
        expectError(.NotYourTurn) { _ = try vsComputer.play(from: sq("d3"), to: sq("c3")) }
        expectError(.NotYourTurn) { try vsComputer.hint() }

        let match = try GameController(config: config(match: true))
        expectError(.MatchNotFinished) { try match.nextMatchGame() }

        expectError(.CorruptSave) { _ = try GameController.restore(saved: "not a save") }
        expectError(.CorruptSave) { _ = try GameController.restore(saved: "") }
        let saved = two.save()
        expectError(.UnsupportedVersion) { _ = try GameController.restore(saved: saveWithVersion(saved, 999)) }
        expectError(.UnknownPreset) {
            _ = try GameController.restore(saved: saved.replacingOccurrences(of: "\"brandubh\"", with: "\"no-such-game\""))
        }

        let edgeRules = "dim:7 name:Edge_Brandubh esc:e ks:w start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"
        expectError(.BadRules) { _ = try validateRules(otr: "nonsense") }
        expectError(.BadRules) { _ = try GameController(config: config(rules: "dim:7")) }
        expectError(.UnsupportedRules) { _ = try validateRules(otr: edgeRules + " ber:c") }
        expectError(.UnsupportedRules) { try two.newGame(choice: NewGameChoice(
            preset: .brandubh, customRules: edgeRules + " ber:c", vsComputer: false, humanSide: .defenders,
            level: .easy, twoGameMatch: false)) }
        #expect(two.view().comparable.title == start.title)   // the running game goes on
        #expect(try validateRules(otr: edgeRules).name == "Edge Brandubh")

        // A replayed position takes no move; a replay goes no further than the game.
        try two.replayTo(ply: 0)
        expectError(.ReadOnly) { _ = try two.play(from: parseCoord(text: "d2"), to: parseCoord(text: "c2")) }
        expectError(.NoSuchMove) { try two.replayTo(ply: 99) }
        try two.leaveReplay()

        // An analysis board's set-up, and a position from text, say what is wrong with them.
        let board = try GameController.analysis(config: config(), position: nil, side: nil)
        try board.setupPut(at: parseCoord(text: "d4"), piece: nil)
        expectError(.NoKing) { try board.setupDone() }
        try board.setupPut(at: parseCoord(text: "e5"), piece: .king)
        try board.setupPut(at: parseCoord(text: "d4"), piece: .defender)
        expectError(.RestrictedSquare) { try board.setupDone() }
        expectError(.AlreadyDecided) { _ = try GameController.analysis(config: config(), position: "/7/7/7/7/7/7/6K/", side: .attackers) }
        expectError(.BadPosition) { _ = try GameController.analysis(config: config(), position: "/9/", side: nil) }
        expectError(.NoSuchPuzzle) { _ = try PuzzleController(id: "brandubh-999", language: "en") }

        // ComputerThinking needs a running search (ConcurrencyTests); the lesson's own refusals are
        // LessonTests'.
        let reachedHere = Set(allGameErrors.map(\.code))
            .subtracting(["ComputerThinking", "UnknownLesson", "StepDone", "StepNotDone", "LessonFinished"])
        #expect(seen == reachedHere)
    }

    @Test func aPuzzleSolvedAndRecordedByTheApp() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tafl-api-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = AppCore.launch(directory: folder.path, language: "en")
        #expect(app.waitUntilLoaded(timeoutMillis: 60_000))
        let list = app.puzzles()
        #expect(list.sets.map(\.preset) == [.brandubh, .tablut, .copenhagen] && list.chosen == .brandubh)
        let entry = try #require(list.entries.first { $0.moves == 1 })
        #expect(entry.goal.hasSuffix("win in one move.") && list.nextUnsolved == list.entries.first?.id)
        // The solution shows the one winning move.
        let shown = try PuzzleController(id: entry.id, language: "en")
        try shown.showSolution()
        try shown.solutionStep(forward: true)
        let first = try #require(shown.view().board.lastMove)
        app.setLanguage(language: "ru")
        let puzzle = try app.openPuzzle(id: entry.id)
        #expect(try puzzle.tap(at: first.from) == .selected)
        #expect(try puzzle.tap(at: first.to) == .played)
        let view = puzzle.view()
        #expect(view.state == .solved && view.headline == "Решено!" && !view.board.enabled)
        #expect(view.note?.kind == .right && view.message == nil)
        let solved = try #require(app.puzzles().entries.first { $0.id == entry.id })
        #expect(solved.record.solved && solved.record.attempts == 1, "recorded by the app, once")
        #expect(errorOf { try app.openPuzzle(id: "brandubh-999") } == .NoSuchPuzzle)
        #expect(app.view().message?.error == .NoSuchPuzzle, "the app's refusal reaches its view")
    }

    @Test func saveAndRestoreKeepTheGame() throws {
        let game = try GameController(config: config())
        try playAll(game, captureGame)
        try game.undo()
        let saved = game.save()
        #expect(saved.hasPrefix("{"))
        let restored = try GameController.restore(saved: saved)
        #expect(restored.view().comparable == game.view().comparable)
        #expect(restored.record() == game.record() && restored.save() == saved)
        // both go on identically (the redo line included)
        try restored.redo()
        try game.redo()
        _ = try restored.play(from: sq("e4"), to: sq("e5"))
        _ = try game.play(from: sq("e4"), to: sq("e5"))
        #expect(restored.view().comparable == game.view().comparable)
    }

    @Test func theComputerPlaysLegalMovesAndHints() throws {
        let game = try GameController(config: config(.brandubh, .vsComputer(humanSide: .defenders, level: .medium),
                                                     millis: 100, seed: 42))
        #expect(game.movablePieces().isEmpty)
        let before = game.view()
        try game.startComputer()
        #expect(game.waitUntilIdle(timeoutMillis: 60_000))
        let after = game.view()
        #expect(legalityProblem(before: before, after: after) == nil)
        #expect(after.turn == .human && after.sideToMove == .defenders && after.board.lastMove?.fresh == true)
        #expect(!game.movablePieces().isEmpty)
        try game.hint()
        #expect(game.waitUntilIdle(timeoutMillis: 60_000))
        let hint = try #require(game.view().board.hint)
        let to = try #require(hint.to, "the game's hint is a whole move")
        #expect(side(of: after.piece(at: hint.from)) == .defenders)
        #expect(try game.targets(from: hint.from).contains(to))
        _ = try game.play(from: hint.from, to: to)
        // against the computer undo takes back the human's move (and the reply, if any) together
        try game.undo()
        #expect(game.view().ply == 1 && game.view().turn == .human && !game.view().canUndo)
    }

    @Test func aTwoGameMatch() throws {
        let game = try GameController(config: config(match: true))
        let first = try #require(game.view().matchStanding)
        #expect(first.gameNumber == 1 && first.playerOneSide == .attackers && !first.finished && first.winner == nil)
        try playAll(game, escapeGame)             // the defenders (player two) win game 1
        let afterGame1 = try #require(game.view().matchStanding)
        #expect(afterGame1.playerOnePoints == 0 && afterGame1.playerTwoPoints == 1)
        #expect(game.view().canStartNextMatchGame && !game.view().offerNewGame)
        try game.nextMatchGame()
        let second = game.view()
        #expect(second.ply == 0 && second.matchStanding?.gameNumber == 2 && second.matchStanding?.playerOneSide == .defenders)
        try playAll(game, escapeGame)             // the defenders (player one now) win game 2
        let final = try #require(game.view().matchStanding)
        #expect(final.finished && final.playerOnePoints == 1 && final.playerTwoPoints == 1)
        #expect(final.winner == .tie && final.decidedOnCaptures)   // 1-1, and no captures either side
        #expect(game.view().matchLine == "The match is tied (1 : 1 on points, captures 0 : 0)")
        #expect(errorOf { try game.nextMatchGame() } == .NoMatch)
    }

    @Test(arguments: TaflLanguage.allCases)
    func theCoreWordsEveryRefusalAndNameInEveryLanguage(_ language: TaflLanguage) throws {
        let code = language.rawValue
        #expect(allGameErrors.count == 28 && Set(allGameErrors.map(\.code)).count == 28)
        let names = [sideName(side: .attackers, language: code), sideName(side: .defenders, language: code),
                     modeName(vsComputer: true, language: code), modeName(vsComputer: false, language: code)]
            + offeredLevels().map { levelName(level: $0, language: code) }
        #expect(names.allSatisfy { !$0.isEmpty } && Set(names).count == names.count)
        // A refusal is the view's message, in the controller's language (a region is ignored).
        let game = try GameController(config: config())
        game.setLanguage(language: code + "-XX")
        #expect(errorOf { try game.tap(at: sq("d4")) } == .NotYourPiece)
        let text = try #require(game.view().message?.text)
        game.setLanguage(language: "en")
        #expect(!text.isEmpty && !text.contains("error"))
        #expect((text == game.view().message?.text) == (language == .english))
        if language != .english {
            #expect(sideName(side: .attackers, language: code) != "Attackers")
        }
    }

    @Test func languagePick() throws {
        #expect(TaflLanguage.pick(from: ["et-EE", "en"]) == .estonian)
        #expect(TaflLanguage.pick(from: ["de-DE", "ru"]) == .russian)
        #expect(TaflLanguage.pick(from: ["fr"]) == .english)
        #expect(TaflLanguage.pick(from: []) == .english)
        let game = try GameController(config: config())
        game.setLanguage(language: "ru")
        _ = try? game.tap(at: Coord(file: 20, rank: 0))   // the view's message says why
        #expect(game.view().message?.text == "Эта клетка за пределами доски.")
    }

    @Test func theSettingsAreTheAppsKeptInTheirRangeAndStored() throws {
        #expect(thinkTime() == ThinkTime(minMillis: 500, maxMillis: 5000, stepMillis: 500, defaultMillis: 1000))
        #expect(clampThinkMillis(millis: 1234) == 1000 && clampThinkMillis(millis: 99_999) == 5000)
        #expect(secondsText(millis: 1500, language: "en") == "1.5 s" && secondsText(millis: 1500, language: "et") == "1,5 s")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tafl-api-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = AppCore.launch(directory: folder.path, language: "en")
        #expect(app.waitUntilLoaded(timeoutMillis: 60_000))
        #expect(app.view().preferences == Preferences(hardThinkMillis: 1000, showLegalMoves: true, captureFeedback: true,
                                                      turnBoardForHotSeat: false, boardTheme: .wood))
        app.setPreferences(preferences: Preferences(hardThinkMillis: 99_999, showLegalMoves: false, captureFeedback: false,
                                                    turnBoardForHotSeat: true, boardTheme: .marble))
        let kept = app.view().preferences
        #expect(kept.hardThinkMillis == 5000 && !kept.showLegalMoves && kept.boardTheme == .marble)
        #expect(app.game().preferences() == kept, "the game follows the app's settings")
        app.pause()
        #expect(app.waitUntilSaved(timeoutMillis: 60_000))
        let relaunched = AppCore.launch(directory: folder.path, language: "en")
        #expect(relaunched.waitUntilLoaded(timeoutMillis: 60_000) && relaunched.view().preferences == kept)
    }
}

/// The save with its top-level format version replaced (the key is `"version"`).
func saveWithVersion(_ saved: String, _ version: Int) -> String {
    guard let range = saved.range(of: #""version"\s*:\s*[0-9]+"#, options: .regularExpression) else {
        Issue.record("no \"version\" field in the save: \(saved.prefix(200))")
        return saved
    }
    return saved.replacingCharacters(in: range, with: "\"version\":\(version)")
}
