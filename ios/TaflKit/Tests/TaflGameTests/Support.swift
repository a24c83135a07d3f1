import Foundation
import Testing
@testable import TaflGame
import TaflKit

/// <repo>/ios/App, found from this file's path: <repo>/ios/TaflKit/Tests/TaflGameTests/Support.swift.
let appDirectory: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("App", isDirectory: true)
}()

func stringsFile(_ language: TaflLanguage) throws -> [(key: String, value: String)] {
    let url = appDirectory.appendingPathComponent("\(language.rawValue).lproj/Localizable.strings")
    return try StringsFile.parse(String(contentsOf: url, encoding: .utf8))
}

/// The app's texts in `language`, read from the repository's Localizable.strings.
func texts(_ language: TaflLanguage = .english) -> AppTexts {
    let table = (try? stringsFile(language)).map { Dictionary($0, uniquingKeysWith: { a, _ in a }) } ?? [:]
    return AppTexts(language: language) { table[$0] }
}

func sq(_ name: String) -> Coord {
    guard let coord = try? parseCoord(text: name) else { fatalError("bad square in a test: \(name)") }
    return coord
}

/// What the new-game sheet chooses.
func choice(_ preset: Preset = .brandubh, vs computer: (Side, Level)? = nil, match: Bool = false,
            rules: String? = nil) -> NewGameChoice {
    NewGameChoice(preset: preset, customRules: rules, vsComputer: computer != nil,
                  humanSide: computer?.0 ?? .defenders, level: computer?.1 ?? .medium, twoGameMatch: match)
}

/// A fresh temporary folder for one app's files (the core makes it when it first writes).
func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("tafl-ios-tests-\(UUID().uuidString)", isDirectory: true)
}

/// How long a test waits for the core's files or searches before failing.
let waitMillis: UInt64 = 60_000

/// The app launched over `folder` as the system launches it, its files read and its scene active,
/// settled (a computer's opening move has been played), after starting `start` through the
/// new-game sheet. `seed` makes the computer of new games reproducible.
@MainActor
func makeModel(_ start: NewGameChoice? = nil, language: TaflLanguage = .english, seed: UInt64? = 7,
               folder: URL = temporaryFolder(), sourceLocation: SourceLocation = #_sourceLocation) async -> AppModel {
    let model = AppModel(directory: folder.path, texts: texts(language))
    let core = model.core                      // the core's waits, off the main actor the tests share
    #expect(await Task.detached { core.waitUntilLoaded(timeoutMillis: waitMillis) }.value, "the files were not read",
            sourceLocation: sourceLocation)
    model.game.controller.setSeed(seed: seed)
    model.resume()
    if let start { model.start(start, sourceLocation: sourceLocation) }
    await model.settle()
    return model
}

extension AppModel {
    /// Starts `choice` as a player does: open the sheet, fill it in, press Start.
    func start(_ choice: NewGameChoice, sourceLocation: SourceLocation = #_sourceLocation) {
        openNewGame()
        draft = choice
        draftUsesCustomRules = choice.customRules != nil
        if let rules = choice.customRules { draftCustomRules = rules }
        #expect(startNewGame(), "\(newGameError ?? "")", sourceLocation: sourceLocation)
    }

    /// Waits, without blocking the main actor, until the core's searches are over, lets the
    /// listeners' hops run, then reads every view.
    func settle() async {
        while game.controller.busy() != .idle || (puzzle.map { $0.controller.busy() != .idle } ?? false) {
            try? await Task.sleep(for: .milliseconds(5))
        }
        await Task.yield()
        refresh()
    }

    /// The process ends as the system ends it in the background: every search stops, what waits is
    /// written.
    func quit(sourceLocation: SourceLocation = #_sourceLocation) async {
        enterBackground()
        await saved(sourceLocation: sourceLocation)
    }

    /// Waits, off the main actor, until the core has written every change (or a write failed).
    func saved(sourceLocation: SourceLocation = #_sourceLocation) async {
        let core = core
        #expect(await Task.detached { core.waitUntilSaved(timeoutMillis: waitMillis) }.value, sourceLocation: sourceLocation)
        await settle()
    }

    func cell(_ coord: Coord) -> CellView? { game.view.board.cell(coord) }

    var cells: [CellView] { Array(game.view.board.rows.joined()) }

    /// The board's selected square.
    var selected: Coord? { cells.first { $0.selected }?.coord }

    /// The games the statistics count.
    var gamesCounted: UInt64 { statistics.flatMap(\.lines).map(\.games).reduce(0, +) }
}

extension BoardSource {
    func cell(_ coord: Coord) -> CellView? { board.cell(coord) }

    var cells: [CellView] { Array(board.rows.joined()) }
}

extension GameView {
    /// All but what belongs to the moment (the animation marks, the sound cue, the one-off message).
    var comparable: GameView {
        var view = self
        (view.board.moveSerial, view.board.captureSignal, view.board.sound, view.message) = (0, 0, nil, nil)
        view.board.lastMove?.fresh = false
        return view
    }
}

/// Plays "a4-a3" style moves as a player does: tap the piece, then tap the target.
@MainActor
func tapMoves(_ model: AppModel, _ moves: String, sourceLocation: SourceLocation = #_sourceLocation) async {
    for move in moves.split(separator: " ") {
        let parts = move.split(separator: "-").map(String.init)
        let before = model.game.view.ply
        #expect(model.game.tap(sq(parts[0])) == .selected, "\(move): \(model.message ?? "")", sourceLocation: sourceLocation)
        #expect(model.cell(sq(parts[1]))?.target == true, "\(move): not a target", sourceLocation: sourceLocation)
        #expect(model.game.tap(sq(parts[1])) == .played, "\(move)", sourceLocation: sourceLocation)
        await model.settle()
        #expect(model.game.view.ply > before, "\(move) was not played: \(model.message ?? "")", sourceLocation: sourceLocation)
    }
}

/// The first legal move of the side to move, in square order (deterministic).
@MainActor
func anyMove(_ model: AppModel) throws -> (Coord, Coord) {
    let name = { (c: Coord) in coordName(coord: c) }
    let game = model.game.controller
    for from in game.movablePieces().sorted(by: { name($0) < name($1) }) {
        if let to = try game.targets(from: from).min(by: { name($0) < name($1) }) { return (from, to) }
    }
    throw GameError.NoPiece
}

/// Plays the core's first legal move for the person until the game ends (the computer replies).
@MainActor
func playToTheEnd(_ model: AppModel, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    var moves = 0
    while model.game.view.turn != .nobody && moves < 300 {
        let (from, to) = try anyMove(model)
        model.game.tap(from)
        model.game.tap(to)
        await model.settle()
        moves += 1
    }
    #expect(model.game.view.turn == .nobody, sourceLocation: sourceLocation)
}

/// Brandubh, two players: the king walks e4 → e7 → g7 (corner) while the attackers shuffle a4/a3.
let escapeMoves = "a4-a3 e4-e2 a3-a4 d4-e4 a4-a3 e4-e7 a3-a4 e7-g7"
/// Brandubh: attackers' b3-c3 captures the defender on d3 (flanked by e3).
let captureMoves = "f4-f3 c4-c6 f3-e3 c6-c5 b4-b3 c5-c6 b3-c3"
/// Brandubh's board, but the king escapes to any edge square and is captured by two.
let edgeRules = "dim:7 name:Edge_Brandubh esc:e ks:w start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"

/// A reader for the `"key" = "value";` format of Localizable.strings (comments, `\"`, `\\`, `\n`),
/// strict where Foundation's is lenient: a key listed twice is an error.
enum StringsFile {
    struct ParseError: Error, CustomStringConvertible, Equatable {
        let description: String
    }

    static func parse(_ text: String) throws -> [(key: String, value: String)] {
        var entries: [(key: String, value: String)] = []
        var seen = Set<String>()
        let chars = Array(text.unicodeScalars)
        var i = 0
        var line = 1
        func fail(_ what: String) -> ParseError { ParseError(description: "line \(line): \(what)") }
        func skipSpaceAndComments() throws {
            while i < chars.count {
                let c = chars[i]
                if c == "\n" {
                    line += 1
                    i += 1
                } else if c == " " || c == "\t" || c == "\r" || c == "\u{FEFF}" {
                    i += 1
                } else if c == "/", i + 1 < chars.count, chars[i + 1] == "*" {
                    i += 2
                    while i + 1 < chars.count, !(chars[i] == "*" && chars[i + 1] == "/") {
                        if chars[i] == "\n" { line += 1 }
                        i += 1
                    }
                    guard i + 1 < chars.count else { throw fail("unclosed comment") }
                    i += 2
                } else if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                    while i < chars.count, chars[i] != "\n" { i += 1 }
                } else {
                    return
                }
            }
        }
        func quoted() throws -> String {
            guard i < chars.count, chars[i] == "\"" else { throw fail("expected a quoted string") }
            i += 1
            var out = String.UnicodeScalarView()
            while i < chars.count, chars[i] != "\"" {
                if chars[i] == "\n" { throw fail("newline inside a string") }
                if chars[i] == "\\", i + 1 < chars.count {
                    i += 1
                    switch chars[i] {
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    case "\"", "\\", "'": out.append(chars[i])
                    default: throw fail("unknown escape \\\(chars[i])")
                    }
                } else {
                    out.append(chars[i])
                }
                i += 1
            }
            guard i < chars.count else { throw fail("unclosed string") }
            i += 1
            return String(out)
        }
        func expect(_ c: Unicode.Scalar) throws {
            guard i < chars.count, chars[i] == c else { throw fail("expected '\(c)'") }
            i += 1
        }
        while true {
            try skipSpaceAndComments()
            if i >= chars.count { break }
            let key = try quoted()
            try skipSpaceAndComments()
            try expect("=")
            try skipSpaceAndComments()
            let value = try quoted()
            try skipSpaceAndComments()
            try expect(";")
            guard seen.insert(key).inserted else { throw fail("key \"\(key)\" listed twice") }
            entries.append((key, value))
        }
        return entries
    }
}
