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

@discardableResult
func playAll(_ session: GameSession, _ moves: [(String, String)]) throws -> [MoveOutcome] {
    try moves.map { try session.play(from: sq($0.0), to: sq($0.1)) }
}

@Suite("API")
struct ApiTests {
    @Test func presetsAreTheSevenWithTheDefaultFirst() {
        let all = presets()
        #expect(all.map(\.id) == ["brandubh", "brandubh-aagenielsen", "ard-ri", "tablut", "hnefatafl",
                                  "copenhagen", "fetlar"])
        #expect(defaultPreset() == .brandubh)
        #expect(all.first?.preset == defaultPreset())
        for info in all { #expect(presetInfo(preset: info.preset) == info) }
        let brandubh = presetInfo(preset: .brandubh)
        #expect(brandubh.boardSize == 7)
        #expect(brandubh.attackers == 8)
        #expect(brandubh.escape == .corner)
        #expect(brandubh.throne)
        #expect(presetInfo(preset: .ardRi).escape == .edge)
        #expect(presetInfo(preset: .tablut).boardSize == 9)
        #expect(presetInfo(preset: .copenhagen).boardSize == 11)
        #expect(presetInfo(preset: .copenhagen).attackers == 24)
    }

    @Test func coordNamesMatchTheCore() throws {
        for (file, rank) in [(0, 0), (3, 3), (6, 0), (10, 10)] {
            let c = Coord(file: UInt8(file), rank: UInt8(rank))
            #expect(coordName(coord: c) == c.name)
            #expect(try parseCoord(text: c.name) == c)
            #expect(Coord(name: c.name) == c)
        }
        #expect(sq("a1") == Coord(file: 0, rank: 0))
        #expect(sq("k11") == Coord(file: 10, rank: 10))
        #expect(Coord(name: "") == nil)
        #expect(Coord(name: "A1") == nil)
        #expect(Coord(name: "a0") == nil)
        #expect(Coord(name: "a1x") == nil)
        #expect(throws: TaflError.OffBoard) { try parseCoord(text: "garbage") }
    }

    @Test func initialSnapshotAndTargets() throws {
        let session = GameSession(config: config())
        let snap = session.snapshot()
        #expect(snap.boardSize == 7)
        #expect(snap.squares.count == 49)
        for (i, square) in snap.squares.enumerated() {
            #expect(Int(square.coord.rank) * 7 + Int(square.coord.file) == i)
        }
        #expect(snap.sideToMove == .attackers)
        #expect(snap.status == .ongoing)
        #expect(snap.reason == nil)
        #expect(snap.lastMove == nil)
        #expect(snap.lastCaptures.isEmpty)
        #expect(snap.ply == 0)
        #expect(!snap.canUndo && !snap.canRedo)
        #expect(snap.turn == .human)
        #expect(!snap.computerThinking)
        #expect(snap.preset == .brandubh)
        #expect(snap.matchView == nil)
        #expect(snap.piece(at: sq("d4")) == .king)
        #expect(snap.piece(at: sq("d3")) == .defender)
        #expect(snap.piece(at: sq("d2")) == .attacker)
        #expect(snap.piece(at: sq("a1")) == nil)
        #expect(snap.square(at: sq("d4"))?.throne == true)
        #expect(snap.square(at: sq("a1"))?.corner == true && snap.square(at: sq("g7"))?.corner == true)
        #expect(snap.square(at: sq("b2"))?.corner == false)
        let pieces = snap.squares.compactMap(\.piece)
        #expect(pieces.filter { $0 == .attacker }.count == 8)
        #expect(pieces.filter { $0 == .defender }.count == 4)
        #expect(pieces.filter { $0 == .king }.count == 1)

        #expect(Set(session.movablePieces()) == Set(["a4", "b4", "d1", "d2", "d6", "d7", "f4", "g4"].map(sq)))
        #expect(Set(try session.targets(from: sq("d2"))) == Set(["a2", "b2", "c2", "e2", "f2", "g2"].map(sq)))
        #expect(Set(try session.targets(from: sq("a4"))) == Set(["a2", "a3", "a5", "a6"].map(sq)))
    }

    @Test func scriptedGameWithACapture() throws {
        let session = GameSession(config: config())
        let outcomes = try playAll(session, captureGame)
        let last = try #require(outcomes.last)
        #expect(outcomes.dropLast().allSatisfy { $0.captures.isEmpty })
        #expect(last.played == MoveView(from: sq("b3"), to: sq("c3"), notation: "b3-c3xd3"))
        #expect(last.side == .attackers)
        #expect(last.captures == [sq("d3")])
        #expect(!last.kingCaptured)
        #expect(last.status == .ongoing && last.reason == nil)

        let snap = session.snapshot()
        #expect(snap.ply == 7)
        #expect(snap.sideToMove == .defenders)
        #expect(snap.capturedByAttackers == 1 && snap.capturedByDefenders == 0)
        #expect(snap.lastCaptures == [sq("d3")])
        #expect(snap.lastMove?.notation == "b3-c3xd3")
        #expect(snap.pliesSinceCapture == 0)
        #expect(snap.piece(at: sq("d3")) == nil)
        #expect(snap.piece(at: sq("c3")) == .attacker)
        #expect(snap.canUndo && !snap.canRedo)
        #expect(session.record() == outcomes.map(\.played.notation).joined(separator: " "))

        // undo / redo restore exactly the same snapshots
        let undone = try session.undo()
        #expect(undone.ply == 6)
        #expect(undone.piece(at: sq("d3")) == .defender)
        #expect(undone.canRedo)
        #expect(session.snapshot() == undone)
        let redone = try session.redo()
        #expect(redone == snap)
    }

    @Test func kingEscapeEndsTheGame() throws {
        let session = GameSession(config: config())
        let outcomes = try playAll(session, escapeGame)
        let last = try #require(outcomes.last)
        #expect(last.status == .defendersWon)
        #expect(last.reason == .kingEscaped)
        let snap = session.snapshot()
        #expect(snap.status == .defendersWon && snap.reason == .kingEscaped)
        #expect(snap.turn == .nobody)
        #expect(session.movablePieces().isEmpty)
        #expect(throws: TaflError.GameOver) { try session.play(from: sq("a4"), to: sq("a3")) }
    }

    @Test func everyErrorCodeIsReachable() throws {
        var seen = Set<String>()
        func expectError(_ expected: TaflError, _ body: () throws -> Void,
                         sourceLocation: SourceLocation = #_sourceLocation) {
            let got = errorOf(body)
            #expect(got == expected, sourceLocation: sourceLocation)
            if let got { seen.insert(got.code) }
        }
        let two = GameSession(config: config())
        expectError(.OffBoard) { _ = try two.play(from: sq("d2"), to: sq("z9")) }
        expectError(.OffBoard) { _ = try two.targets(from: sq("h1")) }
        expectError(.NoPiece) { _ = try two.play(from: sq("a2"), to: sq("a3")) }
        expectError(.NoPiece) { _ = try two.targets(from: sq("c3")) }
        expectError(.NotYourPiece) { _ = try two.play(from: sq("d3"), to: sq("c3")) }
        expectError(.NotYourPiece) { _ = try two.targets(from: sq("d4")) }
        expectError(.IllegalMove) { _ = try two.play(from: sq("d2"), to: sq("e3")) }   // diagonal
        expectError(.IllegalMove) { _ = try two.play(from: sq("a4"), to: sq("a1")) }   // corner: king only
        expectError(.NotComputersTurn) { _ = try two.computerMove() }
        expectError(.NothingToUndo) { _ = try two.undo() }
        expectError(.NothingToRedo) { _ = try two.redo() }
        expectError(.NoMatch) { _ = try two.nextMatchGame() }

        let over = GameSession(config: config())
        try playAll(over, escapeGame)
        expectError(.GameOver) { _ = try over.play(from: sq("a4"), to: sq("a3")) }

        let vsComputer = GameSession(config: config(.brandubh, .vsComputer(humanSide: .defenders, level: .easy),
                                                    millis: 50, seed: 1))
        #expect(vsComputer.snapshot().turn == .computer)
        expectError(.NotYourTurn) { _ = try vsComputer.play(from: sq("d3"), to: sq("c3")) }

        let match = GameSession(config: config(match: true))
        expectError(.MatchNotFinished) { _ = try match.nextMatchGame() }

        expectError(.CorruptSave) { _ = try GameSession.restore(saved: "not a save") }
        expectError(.CorruptSave) { _ = try GameSession.restore(saved: "") }
        let saved = two.save()
        expectError(.UnsupportedVersion) { _ = try GameSession.restore(saved: saveWithVersion(saved, 999)) }
        expectError(.UnknownPreset) {
            _ = try GameSession.restore(saved: saved.replacingOccurrences(of: "\"brandubh\"", with: "\"no-such-game\""))
        }

        let edgeRules = "dim:7 name:Edge_Brandubh esc:e ks:w start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"
        expectError(.BadRules) { _ = try validateRules(otr: "nonsense") }
        expectError(.BadRules) {
            _ = try GameSession.withRules(config: SessionConfig(preset: .brandubh, mode: .twoPlayers, rules: "dim:7"))
        }
        expectError(.UnsupportedRules) { _ = try validateRules(otr: edgeRules + " ber:c") }
        #expect(try validateRules(otr: edgeRules).name == "Edge Brandubh")

        // ComputerThinking and Cancelled need a running search: see ConcurrencyTests.
        let reachedHere = Set(TaflError.allErrorCases.map(\.code)).subtracting(["ComputerThinking", "Cancelled"])
        #expect(seen == reachedHere)
    }

    @Test func saveAndRestoreKeepTheGame() throws {
        let session = GameSession(config: config(.brandubh, .twoPlayers))
        try playAll(session, captureGame)
        _ = try session.undo()
        let before = session.snapshot()
        let saved = session.save()
        #expect(saved.hasPrefix("{"))
        let restored = try GameSession.restore(saved: saved)
        #expect(restored.snapshot() == before)
        #expect(restored.record() == session.record())
        #expect(restored.save() == saved)
        // both continue identically (redo history included)
        #expect(try restored.redo() == session.redo())
        #expect(try restored.play(from: sq("e4"), to: sq("e5")) == session.play(from: sq("e4"), to: sq("e5")))
        #expect(restored.snapshot() == session.snapshot())
    }

    @Test func vsComputerSessionPlaysLegalMoves() throws {
        let session = GameSession(config: config(.brandubh, .vsComputer(humanSide: .defenders, level: .medium),
                                                 millis: 100, seed: 42))
        #expect(session.movablePieces().isEmpty)
        let before = session.snapshot()
        let outcome = try session.computerMove()
        let after = session.snapshot()
        #expect(legalityProblem(before: before, outcome: outcome, after: after) == nil)
        #expect(after.turn == .human && after.sideToMove == .defenders)
        #expect(!session.movablePieces().isEmpty)
        let hint = try session.hint()
        #expect(after.piece(at: hint.from)?.side == .defenders)
        #expect(try session.targets(from: hint.from).contains(hint.to))
        _ = try session.play(from: hint.from, to: hint.to)
        // vs computer: undo takes back the human move (and the computer's reply, if any) together
        let undone = try session.undo()
        #expect(undone.turn == .human || undone.ply == 0)
    }

    @Test func twoGameMatchFlow() throws {
        let session = GameSession(config: config(match: true))
        let first = try #require(session.snapshot().matchView)
        #expect(first.gameNumber == 1)
        #expect(first.playerOneSide == .attackers)
        #expect(!first.finished && first.winner == nil)
        try playAll(session, escapeGame)          // defenders (player two) win game 1
        let afterGame1 = try #require(session.snapshot().matchView)
        #expect(afterGame1.playerOnePoints == 0 && afterGame1.playerTwoPoints == 1)
        let game2 = try session.nextMatchGame()
        #expect(game2.ply == 0)
        #expect(game2.matchView?.gameNumber == 2)
        #expect(game2.matchView?.playerOneSide == .defenders)
        try playAll(session, escapeGame)          // defenders (player one now) win game 2
        let final = try #require(session.snapshot().matchView)
        #expect(final.finished)
        #expect(final.playerOnePoints == 1 && final.playerTwoPoints == 1)
        #expect(final.winner == .tie)              // 1-1 and no captures either side
        #expect(throws: TaflError.NoMatch) { try session.nextMatchGame() }
    }

    @Test(arguments: TaflLanguage.allCases)
    func textsCoverEveryErrorAndEndReason(_ language: TaflLanguage) {
        #expect(TaflError.allErrorCases.count == 18)
        #expect(Set(TaflError.allErrorCases.map(\.code)).count == 18)
        #expect(EndReason.allReasonCases.count == 7)
        #expect(Set(EndReason.allReasonCases.map(\.code)).count == 7)
        let codes = TaflError.allErrorCases.map(\.code) + EndReason.allReasonCases.map(\.code)
        for code in codes {
            let text = TaflTexts.table[code]?[language]
            #expect(text?.isEmpty == false, "\(code) has no \(language.rawValue) text")
        }
        #expect(Set(TaflTexts.table.keys) == Set(codes))
        if language != .english {
            for code in codes { #expect(TaflTexts.table[code]?[language] != TaflTexts.table[code]?[.english]) }
        }
        #expect(TaflError.GameOver.text(language) == TaflTexts.table["GameOver"]?[language])
        #expect(EndReason.kingEscaped.text(language) == TaflTexts.table["KingEscaped"]?[language])
    }

    @Test func languagePick() {
        #expect(TaflLanguage.pick(from: ["et-EE", "en"]) == .estonian)
        #expect(TaflLanguage.pick(from: ["de-DE", "ru"]) == .russian)
        #expect(TaflLanguage.pick(from: ["fr"]) == .english)
        #expect(TaflError.OffBoard.text(.russian) == "Эта клетка вне доски.")
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
