import Foundation
import Testing
import TaflKit

// Runs every tests/scenarios/*.scn through the GameController and the app object (AppCore, with its
// files in a temporary folder, its lessons and puzzles), as the Rust and the Kotlin runners do; the
// format is tests/scenarios/README.md.
// The repository is found from this file's path: <repo>/ios/TaflKit/Tests/TaflKitTests/ScenarioTests.swift.
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
    @Test func theScenarioFilesAreThere() {
        #expect(scenarioFiles.count >= 6, "scenario files in \(scenarioDirectory.path): \(scenarioFiles)")
    }

    @Test(arguments: scenarioFiles)
    func scenario(_ file: String) throws {
        let text = try String(contentsOf: scenarioDirectory.appendingPathComponent(file), encoding: .utf8)
        var runner = ScenarioRunner(file: file)
        defer { runner.finish() }
        try runner.run(text)
        print("scenario \(file): \(runner.commands) commands passed")
    }
}

struct ScenarioFailure: Error, CustomStringConvertible {
    let description: String
}

/// How long the runner waits for the computer or a hint before failing.
private let searchTimeoutMillis: UInt64 = 120_000
private let languages = ["en", "et", "ru"]

/// The presets by the ids the scenario files use.
let presetIds: [String: Preset] = [
    "brandubh": .brandubh, "brandubh-aagenielsen": .brandubhAageNielsen, "ard-ri": .ardRi, "tablut": .tablut,
    "hnefatafl": .hnefatafl, "copenhagen": .copenhagen, "fetlar": .fetlar,
]

/// <repo>/tests/scenarios/files: what the older apps left in their folders.
let scenarioFilesDirectory = scenarioDirectory.appendingPathComponent("files", isDirectory: true)

struct ScenarioRunner {
    let file: String
    private(set) var controller: GameController?
    private(set) var commands = 0
    /// The app object of `app launch`, its folder, and the lesson and puzzle it opened.
    private var app: AppCore?
    private var folder: URL?
    private var lesson: LessonController?
    private var puzzle: PuzzleController?

    init(file: String) { self.file = file }

    /// Runs every command; the first mismatch fails with `file:line: command: what`.
    mutating func run(_ text: String) throws {
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty { continue }
            do {
                try execute(line)
            } catch {
                let what = (error as? GameError).map { "unexpected error \($0.code)" } ?? String(describing: error)
                throw ScenarioFailure(description: "\(file):\(index + 1): \(line): \(what)")
            }
            commands += 1
        }
    }

    /// Stops the last game's searches and the app's; removes the app's folder.
    func finish() {
        controller?.cancel()
        puzzle?.cancel()
        app?.pause()
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    // MARK: commands

    private mutating func execute(_ line: String) throws {
        let t = line.split(whereSeparator: \.isWhitespace).map(String.init)
        switch t[0] {
        case "new":
            controller?.cancel()
            controller = try GameController(config: try parseConfig(Array(t.dropFirst())))
            return
        case "app":
            return try appCommand(Array(t.dropFirst()))
        case "app-says":
            let app = try currentApp()
            return try says(rest(line, "app-says"), "notice", setLanguage: { app.setLanguage(language: $0) }) {
                app.view().notice
            }
        case "lesson":
            return try lessonCommand(Array(t.dropFirst()))
        case "lesson-says":
            let lesson = try current(lesson, "lesson open")
            return try says(rest(line, "lesson-says"), "lesson", setLanguage: { lesson.setLanguage(language: $0) }) {
                let view = lesson.view()
                return view.message?.text ?? view.feedback?.text ?? view.praise
            }
        case "puzzle":
            return try puzzleCommand(Array(t.dropFirst()))
        case "puzzle-says":
            let puzzle = try current(puzzle, "puzzle open")
            return try says(rest(line, "puzzle-says"), "puzzle", setLanguage: { puzzle.setLanguage(language: $0) }) {
                let view = puzzle.view()
                return view.message?.text ?? view.note?.text
            }
        case "fail" where t.count > 2 && t[1] == "lesson":
            let lesson = try current(lesson, "lesson open")
            switch t[2] {
            case "play":
                let (from, to) = (try square(arg(t, 3)), try square(arg(t, 4)))
                return try expectError(try arg(t, 5)) { _ = try lesson.play(from: from, to: to) }
            case "next":
                return try expectError(try arg(t, 3)) { try lesson.nextStep() }
            case let other:
                throw ScenarioFailure(description: "unknown lesson command \"\(other)\"")
            }
        case "fail" where t.count > 2 && t[1] == "puzzle" && t[2] == "play":
            let puzzle = try current(puzzle, "puzzle open")
            let (from, to) = (try square(arg(t, 3)), try square(arg(t, 4)))
            return try expectError(try arg(t, 5)) { _ = try puzzle.play(from: from, to: to) }
        case "fail" where t.count > 1 && t[1] == "restore":
            let text = t.count > 3 ? t[2..<(t.count - 1)].joined(separator: " ") : ""
            return try expectError(t.last ?? "") { _ = try GameController.restore(saved: text) }
        default: break
        }
        let c = try current()
        switch t[0] {
        case "play":
            _ = try c.play(from: try square(arg(t, 1)), to: try square(arg(t, 2)))
            if t.count > 3 {
                try need(t[3] == "=>" && t.count > 4 && t[4] == "captures", "expected `=> captures …`")
                let expected = try squares(Array(t.dropFirst(5)))
                let actual = Set(c.view().board.lastMove?.captured.map(\.coord) ?? [])
                try need(expected == actual, "captures: expected [\(names(expected))], got [\(names(actual))]")
            }
        case "tap":
            let outcome = try c.tap(at: try square(arg(t, 1)))
            try check("tap", try outcomeNamed(arg(t, 2)), outcome)
        case "fail":
            try fail(t, c)
        case "undo": try c.undo()
        case "redo": try c.redo()
        case "next-game": try c.nextMatchGame()
        case "cancel":
            c.cancel()
            try check("busy after cancel", Busy.idle, c.busy())
        case "think":
            try c.startComputer()
        case "computer":
            let before = c.view()
            try c.startComputer()
            try need(c.waitUntilIdle(timeoutMillis: searchTimeoutMillis), "the computer did not move in time")
            let after = c.view()
            try check("ply after the computer's move", before.ply + 1, after.ply)
            guard let last = after.board.lastMove else { throw ScenarioFailure(description: "no last move") }
            try check("side that moved", before.sideToMove, last.side)
            let moved = before.piece(at: last.from)
            try check("side of the moved piece", before.sideToMove, side(of: moved))
            try check("piece on the target", moved, after.piece(at: last.to))
        case "hint":
            let before = c.view()
            try c.hint()
            try need(c.waitUntilIdle(timeoutMillis: searchTimeoutMillis), "no hint in time")
            let view = c.view()
            guard let hint = view.board.hint, let to = hint.to else {
                throw ScenarioFailure(description: "no hint of a whole move shown")
            }
            try check("side of the hinted piece", before.sideToMove, side(of: before.piece(at: hint.from)))
            try need(try c.targets(from: hint.from).contains(to),
                     "hint \(coordName(coord: hint.from))-\(coordName(coord: to)) is not legal")
            try check("the hint's squares are marked", true,
                      view.cell(hint.from)?.hint == true && view.cell(to)?.hint == true)
        case "save-restore":
            let saved = c.save()
            c.cancel()
            let before = c.view().comparable
            let restored = try GameController.restore(saved: saved)
            try check("view after save-restore", before, restored.view().comparable)
            try check("save after save-restore", saved, restored.save())
            controller = restored
        case "new-game":
            let preset = try presetNamed(arg(t, 1))
            try need(try arg(t, 2) == "two-players", "new-game takes `PRESET two-players`")
            try c.newGame(choice: NewGameChoice(preset: preset, customRules: nil, vsComputer: false, humanSide: .defenders,
                                                level: .medium, twoGameMatch: false))
        case "says":
            try says(rest(line, "says"), "headline", setLanguage: { c.setLanguage(language: $0) }) { c.view().headline }
        case "match-says":
            try says(rest(line, "match-says"), "match line", setLanguage: { c.setLanguage(language: $0) }) {
                c.view().matchLine
            }
        case "message-says":
            try says(rest(line, "message-says"), "message", setLanguage: { c.setLanguage(language: $0) }) {
                c.view().message?.text
            }
        case "expect":
            try expect(Array(t.dropFirst()), c)
        default:
            throw ScenarioFailure(description: "unknown command \"\(t[0])\"")
        }
    }

    // MARK: the app object

    /// `app launch [FILES]`, `app relaunch`, `app disk full|free`, `app save`.
    private mutating func appCommand(_ t: [String]) throws {
        switch try arg(t, 0) {
        case "launch":
            finish()
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("tafl-scenario-\(UUID().uuidString)", isDirectory: true)
            if t.count > 1 {
                try FileManager.default.copyItem(at: scenarioFilesDirectory.appendingPathComponent(t[1]), to: folder)
            }
            self.folder = folder
            try launch()
        case "relaunch":
            let app = try currentApp()
            app.pause()
            try need(app.waitUntilSaved(timeoutMillis: searchTimeoutMillis), "the files were not written in time")
            try launch()
        case "disk":
            let full: Bool = try pick(arg(t, 1), ["full": true, "free": false], "disk")
            try currentApp().simulateFullDisk(full: full)
        case "save":
            try need(try currentApp().waitUntilSaved(timeoutMillis: searchTimeoutMillis), "the files were not written in time")
        case let other:
            throw ScenarioFailure(description: "unknown app command \"\(other)\"")
        }
    }

    /// A new app over `folder` (the one before let go, with every controller of it), in English,
    /// its files read.
    private mutating func launch() throws {
        guard let folder else { throw ScenarioFailure(description: "no folder") }
        (controller, lesson, puzzle, app) = (nil, nil, nil, nil)
        let app = AppCore.launch(directory: folder.path, language: "en")
        try need(app.waitUntilLoaded(timeoutMillis: searchTimeoutMillis), "the files were not read in time")
        self.app = app
        controller = app.game()
    }

    /// `lesson open ID`, `lesson play FROM TO played|wrong`, `lesson next`.
    private mutating func lessonCommand(_ t: [String]) throws {
        switch try arg(t, 0) {
        case "open":
            lesson = try currentApp().openLesson(id: try arg(t, 1))
        case "play":
            let lesson = try current(lesson, "lesson open")
            let outcome = try lesson.play(from: try square(arg(t, 1)), to: try square(arg(t, 2)))
            try check("lesson move", try outcomeNamed(arg(t, 3)), outcome)
        case "next":
            try current(lesson, "lesson open").nextStep()
        case let other:
            throw ScenarioFailure(description: "unknown lesson command \"\(other)\"")
        }
    }

    /// `puzzle open ID`, `puzzle play FROM TO played|wrong|checking`, `puzzle solution`.
    private mutating func puzzleCommand(_ t: [String]) throws {
        switch try arg(t, 0) {
        case "open":
            puzzle = try currentApp().openPuzzle(id: try arg(t, 1))
        case "play":
            let puzzle = try current(puzzle, "puzzle open")
            let outcome = try puzzle.play(from: try square(arg(t, 1)), to: try square(arg(t, 2)))
            try check("puzzle move", try outcomeNamed(arg(t, 3)), outcome)
        case "solution":
            let puzzle = try current(puzzle, "puzzle open")
            try puzzle.showSolution()
            try need(puzzle.waitUntilIdle(timeoutMillis: searchTimeoutMillis), "no solution in time")
        case let other:
            throw ScenarioFailure(description: "unknown puzzle command \"\(other)\"")
        }
    }

    private func outcomeNamed(_ text: String) throws -> TapOutcome {
        try pick(text, ["selected": .selected, "deselected": .deselected, "played": .played, "wrong": .wrong,
                        "checking": .checking, "ignored": .ignored], "tap outcome")
    }

    private func presetNamed(_ id: String) throws -> Preset {
        guard let preset = presetIds[id] else { throw ScenarioFailure(description: "unknown preset \"\(id)\"") }
        return preset
    }

    /// `new PRESET two-players|vs-computer SIDE LEVEL [match] [seed N] [millis N]`.
    private func parseConfig(_ args: [String]) throws -> GameConfig {
        let preset = try presetNamed(arg(args, 0))
        var config = GameConfig(preset: preset, mode: .twoPlayers)
        var rest: ArraySlice<String>
        switch try arg(args, 1) {
        case "two-players":
            rest = args.dropFirst(2)
        case "vs-computer":
            let level: Level = try pick(arg(args, 3), ["easy": .easy, "medium": .medium, "hard": .hard], "level")
            config.mode = .vsComputer(humanSide: try sideNamed(arg(args, 2)), level: level)
            rest = args.dropFirst(4)
        case let other:
            throw ScenarioFailure(description: "bad mode \"\(other)\"")
        }
        while let option = rest.popFirst() {
            switch option {
            case "match": config.twoGameMatch = true
            case "seed": config.seed = try number(rest.popFirst())
            case "millis": config.thinkMillis = try number(rest.popFirst())
            default: throw ScenarioFailure(description: "bad option \"\(option)\"")
            }
        }
        return config
    }

    /// `fail ACTION ARGS... CODE`: the action must throw the GameError named CODE.
    private func fail(_ t: [String], _ c: GameController) throws {
        let code = t.last ?? ""
        switch try arg(t, 1) {
        case "play":
            let (from, to) = (try square(arg(t, 2)), try square(arg(t, 3)))
            try expectError(code) { _ = try c.play(from: from, to: to) }
        case "tap":
            let at = try square(arg(t, 2))
            try expectError(code) { _ = try c.tap(at: at) }
        case "undo": try expectError(code) { try c.undo() }
        case "redo": try expectError(code) { try c.redo() }
        case "computer": try expectError(code) { try c.startComputer() }
        case "hint": try expectError(code) { try c.hint() }
        case "next-game": try expectError(code) { try c.nextMatchGame() }
        case "targets":
            let from = try square(arg(t, 2))
            try expectError(code) { _ = try c.targets(from: from) }
        case let other:
            throw ScenarioFailure(description: "unknown fail command \"\(other)\"")
        }
    }

    private func expectError(_ code: String, _ action: () throws -> Void) throws {
        do {
            try action()
        } catch let error as GameError {
            try need(error.code == code, "expected \(code), got \(error.code)")
            return
        }
        throw ScenarioFailure(description: "expected \(code), but the call succeeded")
    }

    /// `EN | ET | RU` (or `none`): the text `read` gives in each language `setLanguage` sets.
    private func says(_ text: String, _ what: String, setLanguage: (String) -> Void, _ read: () -> String?) throws {
        let expected = text.components(separatedBy: " | ").map { $0.trimmingCharacters(in: .whitespaces) }
        if expected == ["none"] { return try check(what, nil, read()) }
        try need(expected.count == languages.count, "\(what): write the text as `en | et | ru`")
        for (language, text) in zip(languages, expected) {
            setLanguage(language)
            let said = read()
            setLanguage("en")
            try check("\(what) (\(language))", text, said)
        }
    }

    private func expect(_ t: [String], _ c: GameController) throws {
        let view = c.view()
        var outcome: Outcome?
        if case .finished(let finished) = view.status { outcome = finished }
        switch try arg(t, 0) {
        case "side":
            try check("side", try sideNamed(arg(t, 1)), view.sideToMove)
        case "status":
            let expected: Side?? = try pick(arg(t, 1), ["ongoing": nil, "attackers-won": .some(.attackers),
                                                        "defenders-won": .some(.defenders), "draw": .some(nil)], "status")
            try check("status", expected, outcome.map(\.winner))
        case "reason":
            let expected: Reason? = try pick(arg(t, 1), [
                "none": nil, "king-escaped": .kingEscaped, "king-captured": .kingCaptured, "exit-fort": .exitFort,
                "encircled": .encircled, "no-legal-move": .noLegalMove, "repetition": .repetition,
                "move-limit": .moveLimit], "reason")
            try check("reason", expected, outcome?.reason)
        case "ply":
            try check("ply", try number(t.dropFirst().first) as UInt32, view.ply)
        case "captured":
            let expected: [Int] = [try number(t.dropFirst().first), try number(t.dropFirst(2).first)]
            try check("captured (attackers, defenders)", expected,
                      [view.capturedByAttackers.count, view.capturedByDefenders.count])
        case "undo":
            try check("can_undo", try flag(arg(t, 1)), view.canUndo)
        case "redo":
            try check("can_redo", try flag(arg(t, 1)), view.canRedo)
        case "turn":
            let turn: Turn = try pick(arg(t, 1), ["human": .human, "computer": .computer, "nobody": .nobody], "turn")
            try check("turn", turn, view.turn)
        case "busy":
            let busy: Busy = try pick(arg(t, 1), ["idle": .idle, "computer": .computerMove, "hint": .hint], "busy")
            try check("busy", busy, view.busy)
        case "piece":
            let expected: Piece? = try pick(arg(t, 2), ["attacker": .attacker, "defender": .defender,
                                                        "king": .king, "empty": nil], "piece")
            guard let cell = view.cell(try square(arg(t, 1))) else {
                throw ScenarioFailure(description: "square off the board")
            }
            try check("piece on \(try arg(t, 1))", expected, cell.piece)
        case "selected":
            let name = try arg(t, 1)
            let expected = name == "none" ? nil : try square(name)
            try check("selected square", expected, view.board.rows.joined().first(where: \.selected)?.coord)
        case "targets":
            let expected = try squares(Array(t.dropFirst(2)))
            let from = try arg(t, 1)
            let actual = Set(try c.targets(from: try square(from)))
            try need(expected == actual, "targets of \(from): expected [\(names(expected))], got [\(names(actual))]")
        case "movable":
            try check("movable pieces", try number(t.dropFirst().first) as Int, c.movablePieces().count)
        case "last-move":
            try check("last move", try arg(t, 1), view.board.lastMove?.notation)
        case "record":
            try check("record", t.dropFirst().joined(separator: " "), c.record())
        case "match-game":
            try check("match game", try number(t.dropFirst().first) as UInt8, view.matchStanding?.gameNumber)
        case "match-points":
            let expected: [Float] = [try number(t.dropFirst().first), try number(t.dropFirst(2).first)]
            try check("match points", expected,
                      view.matchStanding.map { [$0.playerOnePoints, $0.playerTwoPoints] })
        case "match-winner":
            let expected: MatchWinner? = try pick(arg(t, 1), ["player-one": .playerOne, "player-two": .playerTwo,
                                                              "tie": .tie, "none": nil], "winner")
            guard let standing = view.matchStanding else { throw ScenarioFailure(description: "not a match") }
            try check("match winner", expected, standing.winner)
        case "statistics":
            let games = try currentApp().statistics().flatMap(\.lines).map(\.games).reduce(0, +)
            try check("games counted", try number(t.dropFirst().first) as UInt64, games)
        case "history":
            try check("games in the history", try number(t.dropFirst().first) as Int, try currentApp().history().count)
        case "lessons-completed":
            let done = try currentApp().lessons().lessons.filter(\.completed).count
            try check("lessons completed", try number(t.dropFirst().first) as Int, done)
        case "puzzles-solved":
            let solved = try currentApp().puzzles().entries.filter(\.record.solved).count
            try check("puzzles solved", try number(t.dropFirst().first) as Int, solved)
        case "puzzle-attempts":
            let attempts = try currentApp().puzzles().entries.map(\.record.attempts).reduce(0, +)
            try check("puzzle attempts", try number(t.dropFirst().first) as UInt32, attempts)
        case let other:
            throw ScenarioFailure(description: "unknown expectation \"\(other)\"")
        }
    }

    // MARK: helpers

    private func current() throws -> GameController {
        guard let controller else {
            throw ScenarioFailure(description: "no game: a scenario starts with `new` or `app launch`")
        }
        return controller
    }

    private func currentApp() throws -> AppCore {
        guard let app else { throw ScenarioFailure(description: "no app: start with `app launch`") }
        return app
    }

    private func current<T>(_ opened: T?, _ command: String) throws -> T {
        guard let opened else { throw ScenarioFailure(description: "nothing open: start with `\(command)`") }
        return opened
    }

    private func arg(_ t: [String], _ i: Int) throws -> String {
        guard i < t.count else { throw ScenarioFailure(description: "missing argument \(i)") }
        return t[i]
    }

    private func rest(_ line: String, _ keyword: String) -> String {
        String(line.dropFirst(keyword.count)).trimmingCharacters(in: .whitespaces)
    }

    private func need(_ condition: Bool, _ message: @autoclosure () -> String) throws {
        if !condition { throw ScenarioFailure(description: message()) }
    }

    private func check<T: Equatable>(_ what: String, _ expected: T, _ actual: T) throws {
        try need(expected == actual, "\(what): expected \(show(expected)), got \(show(actual))")
    }

    /// A value as the scenario files write it: "attackers", not Optional("attackers").
    private func show<T>(_ value: T) -> String {
        if let text = value as? String { return text }
        let text = String(describing: value)
        return text.hasPrefix("Optional(") ? String(text.dropFirst(9).dropLast()) : text
    }

    private func pick<T>(_ text: String, _ table: [String: T], _ what: String) throws -> T {
        guard let value = table[text] else { throw ScenarioFailure(description: "bad \(what) \"\(text)\"") }
        return value
    }

    private func number<T: LosslessStringConvertible>(_ text: String?) throws -> T {
        guard let text else { throw ScenarioFailure(description: "missing number") }
        guard let value = T(text) else { throw ScenarioFailure(description: "bad number \"\(text)\"") }
        return value
    }

    private func flag(_ text: String) throws -> Bool { try pick(text, ["true": true, "false": false], "boolean") }

    private func sideNamed(_ text: String) throws -> Side {
        try pick(text, ["attackers": .attackers, "defenders": .defenders], "side")
    }

    private func square(_ text: String) throws -> Coord {
        guard let coord = try? parseCoord(text: text) else { throw ScenarioFailure(description: "bad square \"\(text)\"") }
        return coord
    }

    private func squares(_ texts: [String]) throws -> Set<Coord> { Set(try texts.map(square)) }

    private func names(_ coords: Set<Coord>) -> String { coords.map { coordName(coord: $0) }.sorted().joined(separator: " ") }
}
