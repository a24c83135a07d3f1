import Foundation
import Testing
import TaflKit

// Runs every tests/scenarios/*.scn (format: /work/ffi-plan.md "Scenario vectors"), the same files
// the Rust and Kotlin runners use. The repository is found from this file's path:
// <repo>/ios/TaflKit/Tests/TaflKitTests/ScenarioTests.swift.
let scenarioDirectory: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<5 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("tests/scenarios", isDirectory: true)
}()

let scenarioFiles: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: scenarioDirectory.path)) ?? []
    return names.filter { $0.hasSuffix(".scn") }.sorted()
}()

@Suite("Scenarios")
struct ScenarioTests {
    @Test func scenarioFilesExist() {
        #expect(!scenarioFiles.isEmpty, "no .scn files in \(scenarioDirectory.path)")
    }

    @Test(arguments: scenarioFiles)
    func scenario(_ file: String) throws {
        let text = try String(contentsOf: scenarioDirectory.appendingPathComponent(file), encoding: .utf8)
        var runner = ScenarioRunner(file: file)
        try runner.run(text)
        print("scenario \(file): \(runner.commands) commands passed")
    }
}

struct ScenarioFailure: Error, CustomStringConvertible {
    let description: String
}

struct ScenarioRunner {
    let file: String
    var session: GameSession?
    var commands = 0
    private var lineNumber = 0

    init(file: String) { self.file = file }

    mutating func run(_ text: String) throws {
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            lineNumber = index + 1
            var line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasSuffix("\r") { line.removeLast() }
            if line.hasPrefix("#") { continue }
            if let comment = line.range(of: " #") { line = String(line[..<comment.lowerBound]) }
            line = line.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            do {
                try execute(line)
            } catch let failure as ScenarioFailure {
                throw ScenarioFailure(description: "\(file):\(lineNumber): \(line): \(failure.description)")
            } catch let error as TaflError {
                throw ScenarioFailure(description: "\(file):\(lineNumber): \(line): unexpected error \(error.code)")
            }
            commands += 1
        }
    }

    // MARK: commands

    private mutating func execute(_ line: String) throws {
        let t = line.split(separator: " ").map(String.init)
        switch t[0] {
        case "new":
            session = GameSession(config: try parseNew(t))
        case "play":
            try need(t.count >= 3, "usage: play FROM TO [=> captures SQ...]")
            let outcome = try current().play(from: try square(t[1]), to: try square(t[2]))
            if t.count > 3 {
                try need(t.count >= 5 && t[3] == "=>" && t[4] == "captures", "expected '=> captures ...'")
                let expected = try squareSet(Array(t[5...]))
                try need(Set(outcome.captures) == expected,
                         "captures \(names(outcome.captures)), expected \(names(Array(expected)))")
            }
        case "fail":
            try fail(t, line: line)
        case "undo":
            _ = try current().undo()
        case "redo":
            _ = try current().redo()
        case "computer":
            let s = try current()
            let before = s.snapshot()
            let outcome = try s.computerMove()
            if let problem = legalityProblem(before: before, outcome: outcome, after: s.snapshot()) {
                throw ScenarioFailure(description: "illegal computer move: \(problem)")
            }
        case "hint":
            let s = try current()
            let snap = s.snapshot()
            let mv = try s.hint()
            try need(snap.piece(at: mv.from)?.side == snap.sideToMove,
                     "hint \(mv.notation): \(mv.from.name) holds no piece of \(snap.sideToMove)")
            try need(try s.targets(from: mv.from).contains(mv.to), "hint \(mv.notation): target not in targets()")
        case "save-restore":
            let s = try current()
            let before = s.snapshot()
            let restored = try GameSession.restore(saved: s.save())
            let after = restored.snapshot()
            try need(after == before, "restored snapshot differs:\n  before \(before)\n  after  \(after)")
            session = restored
        case "next-game":
            _ = try current().nextMatchGame()
        case "expect":
            try expect(t, line: line)
        default:
            throw ScenarioFailure(description: "unknown command '\(t[0])'")
        }
    }

    private func parseNew(_ t: [String]) throws -> SessionConfig {
        try need(t.count >= 3, "usage: new PRESET two-players|vs-computer ...")
        guard let preset = presets().first(where: { $0.id == t[1] })?.preset else {
            throw ScenarioFailure(description: "unknown preset id '\(t[1])'")
        }
        var mode = Mode.twoPlayers
        var rest = t[3...]
        switch t[2] {
        case "two-players": break
        case "vs-computer":
            try need(t.count >= 5, "usage: new PRESET vs-computer SIDE LEVEL ...")
            mode = .vsComputer(humanSide: try side(t[3]), level: try level(t[4]))
            rest = t[5...]
        default: throw ScenarioFailure(description: "unknown mode '\(t[2])'")
        }
        var match = false, seed: UInt64?, millis: UInt32?
        var i = rest.startIndex
        while i < rest.endIndex {
            switch rest[i] {
            case "match": match = true
            case "seed":
                i += 1
                guard i < rest.endIndex, let n = UInt64(rest[i]) else { throw ScenarioFailure(description: "bad seed") }
                seed = n
            case "millis":
                i += 1
                guard i < rest.endIndex, let n = UInt32(rest[i]) else { throw ScenarioFailure(description: "bad millis") }
                millis = n
            default: throw ScenarioFailure(description: "unknown option '\(rest[i])'")
            }
            i += 1
        }
        return SessionConfig(preset: preset, mode: mode, twoGameMatch: match, thinkMillis: millis, seed: seed)
    }

    /// `fail ACTION ARGS... CODE`: the action must throw the TaflError named CODE (case-insensitive).
    private func fail(_ t: [String], line: String) throws {
        try need(t.count >= 3, "usage: fail ACTION ... CODE")
        let code = t[t.count - 1]
        let action: () throws -> Void
        switch t[1] {
        case "play":
            try need(t.count == 5, "usage: fail play FROM TO CODE")
            let (from, to, s) = (try square(t[2]), try square(t[3]), try current())
            action = { _ = try s.play(from: from, to: to) }
        case "undo": let s = try current(); action = { _ = try s.undo() }
        case "redo": let s = try current(); action = { _ = try s.redo() }
        case "computer": let s = try current(); action = { _ = try s.computerMove() }
        case "hint": let s = try current(); action = { _ = try s.hint() }
        case "next-game": let s = try current(); action = { _ = try s.nextMatchGame() }
        case "targets":
            try need(t.count == 4, "usage: fail targets SQ CODE")
            let (from, s) = (try square(t[2]), try current())
            action = { _ = try s.targets(from: from) }
        case "restore":
            // the text is everything between "fail restore " and the last space (may contain spaces)
            let rest = line.dropFirst("fail restore ".count)
            let text = rest.lastIndex(of: " ").map { String(rest[..<$0]) } ?? ""
            action = { _ = try GameSession.restore(saved: text) }
        default:
            throw ScenarioFailure(description: "unknown fail action '\(t[1])'")
        }
        do {
            try action()
        } catch let error as TaflError {
            try need(error.code.lowercased() == code.lowercased(), "failed with \(error.code), expected \(code)")
            return
        }
        throw ScenarioFailure(description: "succeeded, expected \(code)")
    }

    private func expect(_ t: [String], line: String) throws {
        try need(t.count >= 2, "usage: expect WHAT ...")
        let s = try current()
        let snap = s.snapshot()
        let args = Array(t.dropFirst(2))
        func one() throws -> String {
            try need(args.count == 1, "expect \(t[1]) takes one value")
            return args[0]
        }
        switch t[1] {
        case "side":
            try need(snap.sideToMove == (try side(one())), "side to move is \(name(snap.sideToMove))")
        case "status":
            try need(name(snap.status) == (try one()), "status is \(name(snap.status))")
        case "reason":
            let got = snap.reason.map(name) ?? "none"
            try need(got == (try one()), "reason is \(got)")
        case "ply":
            try need(String(snap.ply) == (try one()), "ply is \(snap.ply)")
        case "captured":
            try need(args.count == 2, "usage: expect captured A D")
            try need(args == [String(snap.capturedByAttackers), String(snap.capturedByDefenders)],
                     "captured \(snap.capturedByAttackers) \(snap.capturedByDefenders)")
        case "undo":
            try need(String(snap.canUndo) == (try one()), "can undo is \(snap.canUndo)")
        case "redo":
            try need(String(snap.canRedo) == (try one()), "can redo is \(snap.canRedo)")
        case "turn":
            try need(name(snap.turn) == (try one()), "turn is \(name(snap.turn))")
        case "piece":
            try need(args.count == 2, "usage: expect piece SQ attacker|defender|king|empty")
            let c = try square(args[0])
            guard let square = snap.square(at: c) else { throw ScenarioFailure(description: "\(args[0]) is off the board") }
            let got = square.piece.map(name) ?? "empty"
            try need(got == args[1], "\(args[0]) holds \(got)")
        case "targets":
            try need(args.count >= 1, "usage: expect targets SQ SQ...")
            let got = Set(try s.targets(from: try square(args[0])))
            let expected = try squareSet(Array(args.dropFirst()))
            try need(got == expected, "targets \(names(Array(got))), expected \(names(Array(expected)))")
        case "movable":
            try need(String(s.movablePieces().count) == (try one()), "movable is \(s.movablePieces().count)")
        case "last-move":
            let got = snap.lastMove?.notation ?? "none"
            try need(got == (try one()), "last move is \(got)")
        case "record":
            let expected = line.dropFirst("expect record".count).trimmingCharacters(in: .whitespaces)
            let got = s.record()
            try need(got == expected, "record is '\(got)'")
        case "match-game":
            guard let m = snap.matchView else { throw ScenarioFailure(description: "no match") }
            try need(String(m.gameNumber) == (try one()), "match game is \(m.gameNumber)")
        case "match-points":
            guard let m = snap.matchView else { throw ScenarioFailure(description: "no match") }
            try need(args.count == 2, "usage: expect match-points P1 P2")
            guard let p1 = Float(args[0]), let p2 = Float(args[1]) else { throw ScenarioFailure(description: "bad points") }
            try need(m.playerOnePoints == p1 && m.playerTwoPoints == p2,
                     "match points \(m.playerOnePoints) \(m.playerTwoPoints)")
        case "match-winner":
            let got = snap.matchView?.winner.map(name) ?? "none"
            try need(got == (try one()), "match winner is \(got)")
        default:
            throw ScenarioFailure(description: "unknown expectation '\(t[1])'")
        }
    }

    // MARK: helpers

    private func current() throws -> GameSession {
        guard let session else { throw ScenarioFailure(description: "no session yet (missing 'new')") }
        return session
    }

    private func need(_ condition: Bool, _ message: @autoclosure () -> String) throws {
        if !condition { throw ScenarioFailure(description: message()) }
    }

    private func square(_ text: String) throws -> Coord {
        guard let c = Coord(name: text) else { throw ScenarioFailure(description: "bad square '\(text)'") }
        return c
    }

    private func squareSet(_ texts: [String]) throws -> Set<Coord> {
        if texts == ["none"] { return [] }
        return Set(try texts.map(square))
    }

    private func names(_ coords: [Coord]) -> String {
        coords.isEmpty ? "none" : coords.map(\.name).sorted().joined(separator: " ")
    }

    private func side(_ text: String) throws -> Side {
        switch text {
        case "attackers": return .attackers
        case "defenders": return .defenders
        default: throw ScenarioFailure(description: "bad side '\(text)'")
        }
    }

    private func level(_ text: String) throws -> Level {
        switch text {
        case "easy": return .easy
        case "medium": return .medium
        case "hard": return .hard
        default: throw ScenarioFailure(description: "bad level '\(text)'")
        }
    }
}

func name(_ side: Side) -> String { side == .attackers ? "attackers" : "defenders" }

func name(_ status: GameStatus) -> String {
    switch status {
    case .ongoing: "ongoing"
    case .attackersWon: "attackers-won"
    case .defendersWon: "defenders-won"
    case .draw: "draw"
    }
}

func name(_ reason: EndReason) -> String {
    switch reason {
    case .kingEscaped: "king-escaped"
    case .kingCaptured: "king-captured"
    case .exitFort: "exit-fort"
    case .encircled: "encircled"
    case .noLegalMove: "no-legal-move"
    case .repetition: "repetition"
    case .moveLimit: "move-limit"
    }
}

func name(_ turn: Turn) -> String {
    switch turn {
    case .human: "human"
    case .computer: "computer"
    case .nobody: "nobody"
    }
}

func name(_ piece: Piece) -> String {
    switch piece {
    case .attacker: "attacker"
    case .defender: "defender"
    case .king: "king"
    }
}

func name(_ winner: MatchWinner) -> String {
    switch winner {
    case .playerOne: "player-one"
    case .playerTwo: "player-two"
    case .tie: "tie"
    }
}
