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

@Suite("Concurrency")
struct ConcurrencyTests {
    /// Hard computer with a 5 s budget on a detached Task, snapshots read from two other threads,
    /// cancel() after ~100 ms: computerMove throws Cancelled promptly and the game is unchanged;
    /// afterwards a small-budget computer move is legal.
    @Test(.timeLimit(.minutes(1)))
    func cancelAHardSearchWhileOtherThreadsReadSnapshots() async throws {
        let session = GameSession(config: config(.copenhagen, .vsComputer(humanSide: .defenders, level: .hard),
                                                  millis: 5000))
        let before = session.snapshot()
        #expect(before.turn == .computer)
        let saved = session.save()

        let started = Date()
        let search = Task.detached { () -> Result<MoveOutcome, TaflError> in
            do { return .success(try session.computerMove()) } catch let e as TaflError { return .failure(e) } catch {
                fatalError("unexpected error \(error)")
            }
        }

        // Readers: hammer snapshot() from two threads until the search has returned.
        let stop = Locked(false)
        let reads = Locked(0)
        let sawThinking = Locked(false)
        let badReads = Locked(0)
        let readersDone = DispatchGroup()
        for _ in 0..<2 {
            readersDone.enter()
            Thread {
                while !stop.get() {
                    let snap = session.snapshot()
                    reads.update { $0 += 1 }
                    if snap.computerThinking { sawThinking.update { $0 = true } }
                    if snap.ply != before.ply || snap.squares != before.squares { badReads.update { $0 += 1 } }
                }
                readersDone.leave()
            }.start()
        }

        // Wait until the search really runs (bounded), then check the busy errors and cancel at ~100 ms.
        while !session.snapshot().computerThinking, Date().timeIntervalSince(started) < 2 {
            try await Task.sleep(for: .milliseconds(2))
        }
        #expect(session.snapshot().computerThinking)
        #expect(session.movablePieces().isEmpty)
        #expect(errorOf { try session.computerMove() } == .ComputerThinking)
        #expect(errorOf { try session.undo() } == .ComputerThinking)
        let remaining = 0.1 - Date().timeIntervalSince(started)
        if remaining > 0 { try await Task.sleep(for: .milliseconds(Int(remaining * 1000))) }

        let cancelledAt = Date()
        session.cancel()
        let result = await search.value
        let cancelLatency = Date().timeIntervalSince(cancelledAt)
        stop.update { $0 = true }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            readersDone.notify(queue: .global()) { done.resume() }
        }

        switch result {
        case .success(let outcome): Issue.record("computerMove was not cancelled; it played \(outcome.played.notation)")
        case .failure(let error): #expect(error == .Cancelled)
        }
        #expect(cancelLatency < 1.0, "cancel took \(cancelLatency) s")
        let after = session.snapshot()
        #expect(after == before)                       // game unchanged, not thinking any more
        #expect(session.save() == saved)
        #expect(reads.get() > 0)
        #expect(sawThinking.get())
        #expect(badReads.get() == 0)
        print("concurrency: \(reads.get()) snapshots read while thinking; cancel answered in "
              + "\(Int(cancelLatency * 1000)) ms")

        // The cancelled session, saved and restored with a 100 ms budget: a legal computer move.
        let budget = try #require(saved.range(of: #""think_millis"\s*:\s*5000"#, options: .regularExpression))
        let small = try GameSession.restore(saved: saved.replacingCharacters(in: budget, with: "\"think_millis\":100"))
        #expect(small.snapshot() == before)
        let quick = try await Task.detached { try small.computerMove() }.value
        #expect(legalityProblem(before: before, outcome: quick, after: small.snapshot()) == nil)
        #expect(small.snapshot().turn == .human)

        session.cancel()   // no-op when nothing runs
        #expect(session.snapshot() == before)
    }

    @Test func cancelWithoutASearchIsANoOp() throws {
        let session = GameSession(config: config())
        session.cancel()
        _ = try session.play(from: sq("d2"), to: sq("c2"))
        #expect(session.snapshot().ply == 1)
    }
}
