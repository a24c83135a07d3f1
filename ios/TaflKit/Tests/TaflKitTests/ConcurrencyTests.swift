import Foundation
import Testing
import TaflKit

/// A lock-protected value shared between threads.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func get() -> Value { lock.withLock { value } }
    func update<R>(_ body: (inout Value) -> R) -> R { lock.withLock { body(&value) } }
}

/// Counts the controller's "changed" calls and whether any came on the main thread.
final class CountingListener: Listener, @unchecked Sendable {
    let calls = Locked(0)
    let onMainThread = Locked(false)

    func changed() {
        calls.update { $0 += 1 }
        if Thread.isMainThread { onMainThread.update { $0 = true } }
    }
}

@Suite("Concurrency")
struct ConcurrencyTests {
    /// Hard with a 5 s budget searches on the core's own thread while two other threads read the
    /// view; every call answers at once, the busy errors come while it thinks, and cancel() stops it
    /// promptly with the game unchanged. Afterwards a small-budget search plays a legal move.
    @Test(.timeLimit(.minutes(1)))
    func cancelAHardSearchWhileOtherThreadsReadTheView() async throws {
        let game = try GameController(config: config(.copenhagen, .vsComputer(humanSide: .defenders, level: .hard),
                                                     millis: 5000))
        let before = game.view()
        #expect(before.turn == .computer && before.busy == .idle)
        let saved = game.save()

        let started = Date()
        try game.startComputer()                 // returns at once: the search runs on its own thread
        #expect(Date().timeIntervalSince(started) < 0.5)
        #expect(game.busy() == .computerMove)

        let stop = Locked(false), reads = Locked(0), sawThinking = Locked(false), badReads = Locked(0)
        let readersDone = DispatchGroup()
        for _ in 0..<2 {
            readersDone.enter()
            Thread {
                while !stop.get() {
                    let view = game.view()
                    reads.update { $0 += 1 }
                    if view.busy == .computerMove && view.status == .computerThinking(side: .attackers) {
                        sawThinking.update { $0 = true }
                    }
                    if view.ply != before.ply || view.board != before.board { badReads.update { $0 += 1 } }
                }
                readersDone.leave()
            }.start()
        }

        #expect(game.movablePieces().isEmpty && !game.view().board.enabled && !game.view().canRedo)
        #expect(errorOf { try game.startComputer() } == .ComputerThinking)
        #expect(errorOf { try game.hint() } == .ComputerThinking)
        #expect(errorOf { try game.redo() } == .ComputerThinking)
        #expect(errorOf { _ = try game.play(from: sq("d4"), to: sq("d5")) } == .ComputerThinking)
        let remaining = 0.1 - Date().timeIntervalSince(started)
        if remaining > 0 { try await Task.sleep(for: .milliseconds(Int(remaining * 1000))) }

        let cancelledAt = Date()
        game.cancel()
        let cancelLatency = Date().timeIntervalSince(cancelledAt)
        stop.update { $0 = true }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            readersDone.notify(queue: .global()) { done.resume() }
        }

        // ~20 ms on a quiet machine; the bound leaves room for a loaded CI box.
        #expect(cancelLatency < 1.0, "cancel took \(cancelLatency) s")
        #expect(game.busy() == .idle)
        #expect(game.view().comparable == before.comparable)   // unchanged, not thinking any more
        #expect(game.save() == saved)
        #expect(reads.get() > 0 && sawThinking.get() && badReads.get() == 0)
        print("concurrency: \(reads.get()) views read while thinking; cancel answered in \(Int(cancelLatency * 1000)) ms")

        // The cancelled game, saved and restored with a 100 ms budget: a legal computer move.
        let budget = try #require(saved.range(of: #""think_millis"\s*:\s*5000"#, options: .regularExpression))
        let small = try GameController.restore(saved: saved.replacingCharacters(in: budget, with: "\"think_millis\":100"))
        #expect(small.view().comparable == before.comparable)
        try small.startComputer()
        #expect(small.waitUntilIdle(timeoutMillis: 60_000))
        #expect(legalityProblem(before: before, after: small.view()) == nil)
        #expect(small.view().turn == .human)

        game.cancel()   // nothing runs: returns at once
        #expect(game.view().comparable == before.comparable)
    }

    /// resume(): the computer moves by itself and the listener hears of it on a search thread;
    /// cancel() pauses it until the next resume().
    @Test(.timeLimit(.minutes(1)))
    func theComputerMovesByItselfWhileResumedAndTellsTheListener() async throws {
        let game = try GameController(config: config(.brandubh, .vsComputer(humanSide: .attackers, level: .easy),
                                                     millis: 20, seed: 5))
        let listener = CountingListener()
        game.setListener(listener: listener)
        _ = try game.play(from: sq("d2"), to: sq("c2"))
        #expect(game.view().status == .computerWaiting(side: .defenders))   // paused until resume()
        try await Task.sleep(for: .milliseconds(50))
        #expect(game.view().ply == 1 && listener.calls.get() == 0)
        game.resume()
        var waited = 0
        while game.view().ply < 2 && waited < 6000 {
            try await Task.sleep(for: .milliseconds(10))
            waited += 1
        }
        #expect(game.view().ply == 2 && game.view().turn == .human && game.view().board.lastMove?.fresh == true)
        #expect(listener.calls.get() >= 1 && !listener.onMainThread.get())

        game.cancel()                            // paused: the computer waits after the next move
        _ = try game.play(from: sq("c2"), to: sq("c1"))
        try await Task.sleep(for: .milliseconds(100))
        #expect(game.view().ply == 3 && game.busy() == .idle && game.view().status == .computerWaiting(side: .defenders))
        game.setListener(listener: nil)
        game.cancel()
    }

    /// A new game forgets the running search: its result never reaches the new game.
    @Test(.timeLimit(.minutes(1)))
    func aNewGameWhileTheComputerThinksForgetsTheSearch() async throws {
        let game = try GameController(config: config(.brandubh, .vsComputer(humanSide: .defenders, level: .hard),
                                                     millis: 400))
        try game.startComputer()
        #expect(game.busy() == .computerMove)
        try game.startGame(config: config(.tablut))
        #expect(game.busy() == .idle && game.view().title == "Tablut")
        try await Task.sleep(for: .milliseconds(800))   // longer than the old search's budget
        #expect(game.view().ply == 0 && game.view().board.lastMove == nil && game.view().turn == .human)
        game.cancel()
    }

    @Test func cancelWithoutASearchIsANoOp() throws {
        let game = try GameController(config: config())
        game.cancel()
        _ = try game.play(from: sq("d2"), to: sq("c2"))
        #expect(game.view().ply == 1)
    }

    /// The app object reads its files on a thread of its own: launch returns at once, the listener
    /// hears (off the main thread) when they are in, and until then the game takes nothing.
    @Test(.timeLimit(.minutes(1)))
    func theAppReadsItsFilesOffTheCallersThreadAndSaysWhenTheyAreIn() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tafl-concurrency-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = AppCore.launch(directory: folder.path, language: "en")
        #expect(first.waitUntilLoaded(timeoutMillis: 60_000))
        _ = try first.game().play(from: sq("d2"), to: sq("c2"))
        first.pause()
        #expect(first.waitUntilSaved(timeoutMillis: 60_000))

        let listener = CountingListener()
        let started = Date()
        let app = AppCore.launch(directory: folder.path, language: "en")
        app.setListener(listener: listener)
        #expect(Date().timeIntervalSince(started) < 1.0, "launch returns at once")
        if !app.view().loaded {
            #expect(app.game().view().ply == 0, "a stand-in until the files are in")
        }
        #expect(app.waitUntilLoaded(timeoutMillis: 60_000) && app.view().loaded)
        #expect(app.game().view().ply == 1 && app.game().record() == "d2-c2")
        #expect(!listener.onMainThread.get())
    }
}
