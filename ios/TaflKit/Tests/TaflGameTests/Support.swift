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
    return AppTexts(language: language, table: table)
}

func sq(_ name: String) -> Coord {
    guard let coord = Coord(name: name) else { fatalError("bad square in a test: \(name)") }
    return coord
}

/// A fresh temporary folder for one model's stores.
func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("tafl-ios-tests-\(UUID().uuidString)", isDirectory: true)
}

@MainActor
func environment(_ folder: URL, _ language: TaflLanguage = .english, seed: UInt64? = 7) -> GameEnvironment {
    .folder(folder, texts: texts(language), seed: seed)
}

/// A model over its own temporary folder, settled (a computer opening move has been played).
@MainActor
func makeModel(_ choice: NewGameChoice? = nil, language: TaflLanguage = .english, seed: UInt64? = 7,
               folder: URL = temporaryFolder()) async -> GameModel {
    let model = GameModel(environment: environment(folder, language, seed: seed))
    if let choice {
        #expect(model.startNewGame(choice))
    }
    await model.settle()
    return model
}

/// Plays "a4-a3" style moves as a player does: tap the piece, then tap the target.
@MainActor
func tapMoves(_ model: GameModel, _ moves: String, sourceLocation: SourceLocation = #_sourceLocation) async {
    for move in moves.split(separator: " ") {
        let parts = move.split(separator: "-").map(String.init)
        let before = model.snapshot.ply
        model.tap(sq(parts[0]))
        #expect(model.selection.targets.contains(sq(parts[1])), "\(move): not a target", sourceLocation: sourceLocation)
        model.tap(sq(parts[1]))
        await model.settle()
        #expect(model.snapshot.ply > before, "\(move) was not played: \(model.message ?? "")", sourceLocation: sourceLocation)
    }
}

/// Brandubh, two players: the king walks e4 → e7 → g7 (corner) while the attackers shuffle a4/a3.
let escapeMoves = "a4-a3 e4-e2 a3-a4 d4-e4 a4-a3 e4-e7 a3-a4 e7-g7"
/// Brandubh: attackers' b3-c3 captures the defender on d3 (flanked by e3).
let captureMoves = "f4-f3 c4-c6 f3-e3 c6-c5 b4-b3 c5-c6 b3-c3"
