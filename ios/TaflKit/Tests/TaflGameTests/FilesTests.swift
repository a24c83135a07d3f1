import Foundation
import Testing
@testable import TaflGame
import TaflKit

/// The app's files are the core's: it reads them at launch (those the older iOS app left too) and
/// writes every change; a full disk keeps everything in memory and the app says so. The tests may
/// look at the files; the app never opens one itself.
@Suite("Files")
@MainActor
struct FilesTests {
    /// <repo>/tests/scenarios/files: what the older apps left in their folders.
    static let olderFiles: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<5 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("tests/scenarios/files", isDirectory: true)
    }()

    private func names(_ folder: URL) -> Set<String> {
        Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    }

    @Test func aFullDiskShowsTheAppsNoticeAndALaterChangeIsSaved() async throws {
        let folder = temporaryFolder()
        let model = await makeModel(choice(.brandubh), folder: folder)
        #expect(model.message == nil && model.view.notice == nil)
        model.core.simulateFullDisk(full: true)
        await tapMoves(model, "d2-c2")
        await model.saved()
        let notice = try #require(model.view.notice, "the app says the game could not be saved")
        #expect(notice.hasPrefix("Your game and progress could not be saved"))
        #expect(model.message?.contains(notice) == true, "shown on the game page")
        #expect(model.game.view.ply == 1, "the game goes on in memory")
        await tapMoves(model, "d3-e3")
        #expect(model.view.notice == notice, "the notice stays while writes fail")

        model.core.simulateFullDisk(full: false)   // space again: the next change writes everything
        await tapMoves(model, "c2-c1")
        await model.saved()
        #expect(model.view.notice == nil && model.message == nil)
        await model.quit()
        let relaunched = await makeModel(folder: folder)
        #expect(relaunched.game.view.ply == 3 && relaunched.game.recordText == "d2-c2 d3-e3 c2-c1")
    }

    @Test func aFullDiskKeepsAFinishedGameAndAProgressInMemoryUntilTheyAreWritten() async throws {
        let folder = temporaryFolder()
        let model = await makeModel(choice(.brandubh), folder: folder)
        model.core.simulateFullDisk(full: true)
        await tapMoves(model, escapeMoves)
        model.openLessons()
        model.openLesson("moving")
        try solveLesson(try #require(model.lesson))
        await model.saved()
        #expect(model.history.count == 1 && model.gamesCounted == 1 && model.view.notice != nil)
        #expect(model.lessons.lessons.first { $0.id == "moving" }?.completed == true)
        model.dismissMessage()                     // read: gone until the next failure
        #expect(model.view.notice == nil)
        model.core.simulateFullDisk(full: false)
        model.showLegalMoves = false               // the next change writes what waited
        await model.quit()
        let relaunched = await makeModel(folder: folder)
        #expect(relaunched.history == model.history && relaunched.gamesCounted == 1)
        #expect(relaunched.lessons.lessons.first { $0.id == "moving" }?.completed == true)
        #expect(!relaunched.preferences.showLegalMoves)
    }

    @Test func aDamagedStatisticsFileIsResetWithANoticeAndCostsNothingElse() async throws {
        let folder = temporaryFolder()
        let first = await makeModel(choice(.brandubh), folder: folder)
        await tapMoves(first, "d2-c2")
        first.showLegalMoves = false
        await first.quit()
        try Data("{ not a tally".utf8).write(to: folder.appendingPathComponent("tally.json"))

        let model = await makeModel(folder: folder)
        #expect(model.message == "The saved statistics were damaged and have been reset.")
        #expect(model.statistics.isEmpty && model.game.view.ply == 1 && !model.preferences.showLegalMoves)
        model.dismissMessage()
        #expect(model.message == nil)
    }

    @Test func aDamagedGameOfTheHistoryIsLeftOutWithANotice() async throws {
        let folder = temporaryFolder()
        let first = await makeModel(choice(.brandubh), folder: folder)
        await tapMoves(first, escapeMoves)
        first.start(choice(.brandubh))
        await tapMoves(first, escapeMoves)
        #expect(first.history.count == 2)
        await first.quit()
        let file = folder.appendingPathComponent("history.jsonl")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        // One game's moves no longer replay: "a4-a3" becomes a diagonal move.
        let damaged = lines[0].replacingOccurrences(of: "a4-a3", with: "a4-b3")
        #expect(damaged != lines[0])
        try Data((damaged + "\n" + lines[1] + "\n").utf8).write(to: file)

        let model = await makeModel(folder: folder)
        #expect(model.history.count == 1)
        #expect(model.message == "One saved game could not be read and was left out of the history.")
        await model.quit()
        #expect(await makeModel(language: .estonian, folder: folder).message == nil,
                "told once: the history was written again without it")
    }

    /// The files the iOS app wrote before the core kept them: the statistics under their old name,
    /// the newest game in `game.json.new`, the lessons only in `lessons.json.bak`.
    @Test func theFilesTheOlderIOSAppLeftStillLoadAndAreWrittenUnderTheSharedNames() async throws {
        let folder = temporaryFolder()
        try FileManager.default.copyItem(at: Self.olderFiles.appendingPathComponent("ios"), to: folder)
        #expect(names(folder).contains("statistics.json"))
        let model = await makeModel(folder: folder)
        #expect(model.message == nil)
        #expect(model.game.view.ply == 3 && model.gamesCounted == 1 && model.history.count == 1)
        #expect(model.lessons.lessons.filter(\.completed).count == 1)
        #expect(model.puzzles.entries.filter(\.record.solved).count == 1)
        #expect(!model.preferences.showLegalMoves)
        #expect(model.game.tap(sq("e4")) == .selected && model.game.tap(sq("e1")) == .played)
        await model.quit()
        let files = names(folder)
        #expect(files.isSuperset(of: ["game.json", "tally.json", "settings.json", "history.jsonl", "lessons.json",
                                      "puzzles.json"]))
        #expect(!files.contains("statistics.json") && !files.contains { $0.hasSuffix(".new") || $0.hasSuffix(".bak") },
                "\(files.sorted())")
        let relaunched = await makeModel(folder: folder)
        #expect(relaunched.game.view.ply == 4 && relaunched.gamesCounted == 1)
    }

    /// No Swift file of the app reads or writes a file itself (the sounds it plays come from its
    /// bundle through the system's player); the core does, for both apps.
    @Test func theAppNeverOpensAFileItself() throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }   // ios/TaflKit
        let folders = [root.appendingPathComponent("Sources/TaflGame"), root.appendingPathComponent("Sources/TaflKit"),
                       root.deletingLastPathComponent().appendingPathComponent("App")]
        let io = try Regex(#"(Data|String)\(contentsOf|\.write\(to|FileHandle|fopen|createFile|createDirectory|removeItem|moveItem|copyItem|UserDefaults"#)
        var files = 0
        for folder in folders {
            let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let url = found?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                files += 1
                let text = try String(contentsOf: url, encoding: .utf8)
                #expect(text.firstMatch(of: io) == nil, "\(url.lastPathComponent) opens a file itself")
            }
        }
        #expect(files > 20)
    }
}
