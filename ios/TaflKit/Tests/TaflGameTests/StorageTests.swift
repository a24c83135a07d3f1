import Foundation
import Testing
@testable import TaflGame
import TaflKit

/// A disk that can fill up, or die in the middle of a write (leaving what it wrote so far).
final class FlakyDisk: FileWriter, @unchecked Sendable {
    enum Fault { case none, full, crashHalfWay }
    struct Crash: Error {}

    private let lock = NSLock()
    private var fault = Fault.none
    private(set) var writes = 0

    func set(_ fault: Fault) { lock.withLock { self.fault = fault } }

    func write(_ data: Data, to url: URL) throws {
        let fault = lock.withLock { writes += 1; return self.fault }
        switch fault {
        case .none: try AtomicFileWriter().write(data, to: url)
        case .full: throw CocoaError(.fileWriteOutOfSpace)
        case .crashHalfWay:
            try data.prefix(data.count / 2).write(to: url)
            throw Crash()
        }
    }
}

/// The game, the score counter and the settings: each its own file, written so that a cut-off
/// write or a full disk never costs a game, and a damaged file never costs the others.
@Suite("Storage")
@MainActor
struct StorageTests {
    private func text(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

    @Test func eachFileKeepsItsTextAndTheOneBeforeIt() throws {
        let store = FileStore(directory: temporaryFolder())
        #expect(store.load(.game) { $0 }.value == nil && store.load(.game) { $0 }.damaged == nil)
        try store.save("ünïcode ✓", as: .game)
        try store.save("second", as: .game)
        try store.save("settings", as: .settings)
        #expect(store.load(.game) { $0 }.value == "second" && text(store.url(.game, ".bak")) == "ünïcode ✓")
        #expect(!FileManager.default.fileExists(atPath: store.url(.game, ".new").path))
        #expect(store.load(.settings) { $0 }.value == "settings" && store.load(.statistics) { $0 }.value == nil)
        // the newest copy the reader accepts wins; when none does, the newest text says why
        let picky = store.load(.game) { $0 == "ünïcode ✓" ? $0.count : nil }
        #expect(picky.value == 9 && picky.damaged == nil)
        let none: Loaded<Int> = store.load(.game) { _ in nil }
        #expect(none.value == nil && none.damaged == "second")
    }

    @Test func anUpdateKeepsTheOlderAppsGameStatisticsAndSettings() async throws {
        let folder = temporaryFolder()
        let older = try GameController(config: GameConfig(preset: .tablut, rules: nil, mode: .twoPlayers,
                                                        twoGameMatch: false, thinkMillis: nil, seed: nil))
        try older.play(from: parseCoord(text: "d1"), to: parseCoord(text: "d3"))
        let tally = ScoreTally()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try older.save().write(to: folder.appendingPathComponent("session.save.txt"), atomically: true, encoding: .utf8)
        try "{}".write(to: folder.appendingPathComponent("session.choice.txt"), atomically: true, encoding: .utf8)
        try tally.toJson().write(to: folder.appendingPathComponent("tally.txt"), atomically: true, encoding: .utf8)
        let settings = #"{"hard_think_millis":2500,"show_legal_moves":false,"capture_feedback":true,"turn_board_hot_seat":true}"#
        let store = FileStore(directory: folder)
        store.adoptOlderFiles(settings: settings)
        for name in ["session.save.txt", "session.choice.txt", "tally.txt"] {
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path))
        }
        let model = await makeModel(nil, folder: folder)
        #expect(model.view.ply == 1 && model.view.rules.preset == .tablut)
        #expect(model.preferences.hardThinkMillis == 2500 && !model.preferences.showLegalMoves)
        #expect(model.preferences.turnBoardForHotSeat && model.message == nil)
        // Once moved, an older copy never overwrites what the app wrote since.
        try "stale".write(to: folder.appendingPathComponent("session.save.txt"), atomically: true, encoding: .utf8)
        store.adoptOlderFiles(settings: nil)
        #expect((try? GameController.restore(saved: store.load(.game) { $0 }.value ?? ""))?.view().ply == 1)
    }

    @Test func aSaveCutOffHalfWayLoadsThePreviousGoodGame() async throws {
        let folder = temporaryFolder()
        let first = await makeModel(choice(.brandubh), folder: folder)
        await tapMoves(first, "d2-c2 d3-e3")
        let previous = first.view
        await tapMoves(first, "c2-c1")
        let store = FileStore(directory: folder)
        let full = try #require(text(store.url(.game)))
        try Data(full.utf8.prefix(full.utf8.count / 2)).write(to: store.url(.game))   // the write was cut off

        let second = await makeModel(folder: folder)
        #expect(second.view.comparable == previous.comparable, "the game before the last move, not a new one")
        #expect(second.message == nil && second.view.ply == 2)
    }

    @Test func aCrashDuringTheWriteLeavesTheGoodCopyToRead() async throws {
        let folder = temporaryFolder()
        let disk = FlakyDisk()
        let first = await makeModel(choice(.brandubh), folder: folder, writer: disk)
        await tapMoves(first, "d2-c2")
        let saved = first.view
        disk.set(.crashHalfWay)                    // the next write dies half-way through ...
        await tapMoves(first, "d3-e3")
        let store = FileStore(directory: folder)
        // ... as if the process had died there: the half-written temporary file stays behind
        try Data(first.controller.save().utf8.prefix(100)).write(to: store.url(.game, ".new"))
        #expect(text(store.url(.game, ".new"))?.count == 100)

        let second = await makeModel(folder: folder)
        #expect(second.view.comparable == saved.comparable && second.message == nil)
        // A crash after the new copy was complete but before it took the old one's place.
        await tapMoves(second, "d3-e3")
        let complete = second.controller.save()
        try FileManager.default.moveItem(at: store.url(.game), to: store.url(.game, ".new"))
        #expect(text(store.url(.game, ".new")) == complete)
        let third = await makeModel(folder: folder)
        #expect(third.view.ply == 2 && third.controller.save() == complete)
    }

    @Test func aFullDiskGivesAMessageAndKeepsTheGameInMemory() async throws {
        let folder = temporaryFolder()
        let disk = FlakyDisk()
        let model = await makeModel(choice(.brandubh), folder: folder, writer: disk)
        await tapMoves(model, "d2-c2")
        let onDisk = try #require(text(FileStore(directory: folder).url(.game)))
        disk.set(.full)
        await tapMoves(model, "d3-e3 c2-c1")
        #expect(model.view.ply == 3, "the game goes on in memory")
        #expect(model.message == texts(.english)(.messageStorageFailed))
        #expect(text(FileStore(directory: folder).url(.game)) == onDisk, "the last good save is untouched")
        #expect(FileStore(directory: folder).load(.game) { text in
            (try? GameController.restore(saved: text)).map { _ in text }
        }.value == onDisk, "a relaunch now would read the last good save")
        model.tap(sq("d5"))                        // input goes on; the message stays while writes fail
        #expect(model.message == texts(.english)(.messageStorageFailed))

        disk.set(.none)                            // space again: the next change is written
        await tapMoves(model, "e3-e2")
        #expect(model.message == nil)
        let relaunched = await makeModel(folder: folder)
        #expect(relaunched.view.ply == 4 && relaunched.recordText == model.recordText)
    }

    @Test func aDamagedStatisticsFileCostsNeitherTheGameNorTheSettings() async throws {
        let folder = temporaryFolder()
        let first = await makeModel(choice(.brandubh), folder: folder)
        await tapMoves(first, "d2-c2")
        first.showLegalMoves = false
        try Data("{ not a tally".utf8).write(to: FileStore(directory: folder).url(.statistics))

        let model = await makeModel(folder: folder)
        #expect(model.message == "The saved statistics were damaged and have been reset.")
        #expect(model.statisticsCards.isEmpty && model.tally.rows().isEmpty)
        #expect(model.view.ply == 1 && !model.preferences.showLegalMoves)
        model.dismissMessage()
        #expect(model.message == nil)
        let fresh = try #require(text(FileStore(directory: folder).url(.statistics)))
        #expect((try? ScoreTally.restore(json: fresh)) != nil, "an empty tally took its place")
    }

    @Test func aDamagedSettingsFileCostsNeitherTheGameNorTheStatistics() async throws {
        let folder = temporaryFolder()
        let first = await makeModel(choice(.brandubh), folder: folder)
        await tapMoves(first, escapeMoves)
        first.turnBoardForHotSeat = true
        let store = FileStore(directory: folder)
        try Data("garbage".utf8).write(to: store.url(.settings))
        try? FileManager.default.removeItem(at: store.url(.settings, ".bak"))

        let model = await makeModel(folder: folder)
        #expect(model.preferences == defaultPreferences() && model.message == nil)
        #expect(model.view.ply == 8 && model.tally.rows().count == 1)

        // with an earlier good copy of the settings, that one is read
        model.captureFeedback = false              // written over "garbage", which becomes the .bak
        model.showLegalMoves = false               // the .bak is now the copy with captureFeedback off
        try Data("{\"hard_think".utf8).write(to: store.url(.settings))
        let again = await makeModel(folder: folder)
        #expect(!again.preferences.captureFeedback && again.preferences.showLegalMoves)
    }
}
