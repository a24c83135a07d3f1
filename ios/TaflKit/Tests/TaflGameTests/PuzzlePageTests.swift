import Foundation
import Testing
@testable import TaflGame
import TaflKit

/// The puzzles page: the sets and their puzzles with the player's records, a puzzle solved as a
/// player does (taps; the core answers with the longest defence), a wrong move, the hint, the
/// solution played out and stepped through, a move off the main line checked on the core's thread
/// (the listener brings its verdict), leaving while a check runs, and the records kept in their
/// file and read back. The solutions are the core's, found at test time.
@Suite("Puzzles page")
@MainActor
struct PuzzlePageTests {
    @Test func aGameWithoutPuzzlesOpensTheFirstSet() async throws {
        let model = await makeModel(choice(.ardRi), folder: temporaryFolder())
        model.openPuzzles()
        let puzzles = try #require(model.puzzles)
        #expect(puzzles.chosenSet == .brandubh && puzzles.entries.first?.id == "brandubh-001")
    }

    @Test func theRightMovesAreAnsweredUntilThePuzzleIsSolved() async throws {
        let folder = temporaryFolder()
        let model = await makeModel(choice(.brandubh), folder: folder)
        model.openPuzzles()
        #expect(model.page == .puzzles)
        let puzzles = try #require(model.puzzles)
        #expect(Set(puzzles.sets.map(\.preset)) == [.brandubh, .tablut, .copenhagen] && puzzles.chosenSet == .brandubh)
        let set = try #require(puzzles.sets.first { $0.preset == .brandubh })
        #expect(set.count == UInt32(puzzles.entries.count) && set.solved == 0 && !set.progressText.isEmpty)
        #expect(puzzles.entries.map(\.number) == Array(1...UInt32(puzzles.entries.count)))
        #expect(puzzles.nextUnsolved == puzzles.entries.first?.id)

        let entry = try #require(puzzles.entries.first { $0.solver == .defenders && $0.moves == 2 })
        let line = solution(of: entry.id)
        #expect(line.count == 3, "the winning move, the longest defence, the win")
        puzzles.open(entry.id)
        let puzzle = try #require(puzzles.puzzle)
        #expect(puzzle.view.goal == entry.goal && puzzle.view.title.contains("\(entry.number)"))
        #expect(puzzle.view.movesLeft == 2 && puzzle.view.state == .solving && puzzle.view.boardEnabled && !puzzle.isBusy)
        let headline = puzzle.view.headline

        #expect(puzzle.tap(line[0].from) == .selected)
        #expect(puzzle.tap(line[0].to) == .played)
        #expect(puzzle.view.message?.kind == .right && puzzle.view.movesLeft == 1 && !puzzle.view.failed)
        #expect(puzzle.view.moveList.count == 1 && puzzle.view.moveList.first?.second != nil, "the move and its answer")
        #expect(puzzle.lastMove.map { MoveMark(from: $0.from, to: $0.to) } == line[1], "the longest defence")
        #expect(puzzle.view.headline != headline && puzzle.view.boardEnabled)

        #expect(puzzle.tap(line[2].from) == .selected)
        #expect(puzzle.tap(line[2].to) == .played)
        #expect(puzzle.view.state == .solved && puzzle.isOver && !puzzle.view.failed && !puzzle.view.boardEnabled)
        #expect(!puzzle.view.canHint && !puzzle.view.canShowSolution && puzzle.view.canRestart)
        #expect(puzzle.tap(line[0].from) == .ignored)

        // Recorded once, shown in the list, and kept in the file.
        let solved = try #require(puzzles.entries.first { $0.id == entry.id })
        #expect(solved.record.solved && solved.record.attempts == 1 && solved.recordText != entry.recordText)
        #expect(puzzles.sets.first { $0.preset == .brandubh }?.solved == 1 && puzzles.nextUnsolved != entry.id)
        let again = PuzzlesModel(preset: .brandubh, preferences: defaultPreferences(),
                                 store: FileStore(directory: folder), texts: texts())
        #expect(again.entries.first { $0.id == entry.id } == solved)
        #expect(again.sets.first { $0.preset == .brandubh }?.solved == 1)

        model.closePage()
        #expect(model.puzzles == nil)
    }

    @Test func aWrongMoveIsRefusedWithItsMessageAndTheAttemptFails() throws {
        let folder = temporaryFolder()
        let puzzles = PuzzlesModel(preset: .brandubh, preferences: defaultPreferences(),
                                   store: FileStore(directory: folder), texts: texts())
        let entry = try #require(puzzles.entries.first)
        let line = solution(of: entry.id)
        puzzles.open(entry.id)
        let puzzle = try #require(puzzles.puzzle)
        let start = pieces(puzzle)
        let wrong = try #require(legalMoves(puzzle).first { $0 != line[0] })

        puzzle.tap(wrong.from)
        #expect(puzzle.tap(wrong.to) == .ignored && puzzle.lastTap == .wrong, "refused at once: not played")
        let message = try #require(puzzle.view.message)
        #expect(message.kind == .wrong && !message.text.isEmpty && puzzle.message == message.text)
        #expect(pieces(puzzle) == start && puzzle.view.moveList.isEmpty && puzzle.view.movesLeft == entry.moves)
        #expect(puzzle.view.failed && puzzle.view.mistakes == 1 && puzzle.view.state == .solving)
        puzzle.dismissMessage()
        #expect(puzzle.view.message == nil)

        // Failed: recorded at once and kept; finishing the attempt does not change that.
        let failed = try #require(puzzles.entries.first { $0.id == entry.id })
        #expect(!failed.record.solved && failed.record.failed == 1 && failed.recordText != entry.recordText)
        try play(line, on: puzzle)
        #expect(puzzle.view.state == .solved && puzzle.view.failed)
        #expect(puzzles.entries.first { $0.id == entry.id } == failed)
        let reread = PuzzlesModel(preset: .brandubh, preferences: defaultPreferences(),
                                  store: FileStore(directory: folder), texts: texts())
        #expect(reread.entries.first { $0.id == entry.id }?.record == failed.record)
        #expect(reread.nextUnsolved == entry.id)

        // A new attempt, solved: the record says solved after one failure.
        puzzle.restart()
        #expect(puzzle.view.state == .solving && pieces(puzzle) == start && !puzzle.view.failed)
        try play(line, on: puzzle)
        let record = try #require(puzzles.entries.first { $0.id == entry.id }?.record)
        #expect(record.solved && record.failed == 1 && record.attempts == 2)
        #expect(PuzzlesModel(preset: .brandubh, preferences: defaultPreferences(), store: FileStore(directory: folder),
                             texts: texts()).entries.first { $0.id == entry.id }?.record == record)
    }

    @Test func aFullDiskKeepsTheRecordsInMemoryAndSaysSo() throws {
        let folder = temporaryFolder()
        let disk = FlakyDisk()
        let puzzles = PuzzlesModel(preset: .brandubh, preferences: defaultPreferences(),
                                   store: FileStore(directory: folder, writer: disk), texts: texts())
        let entry = try #require(puzzles.entries.first)
        disk.set(.full)
        puzzles.open(entry.id)
        let puzzle = try #require(puzzles.puzzle)
        puzzle.showSolution()                       // the attempt fails: recorded, not written
        #expect(puzzles.notice == texts()(.messageStorageFailed))
        #expect(puzzles.entries.first { $0.id == entry.id }?.record.failed == 1, "kept in memory")

        disk.set(.none)
        puzzles.open(entry.id)                      // written again with the next puzzle opened
        #expect(puzzles.notice == nil)
        #expect(PuzzlesModel(preset: .brandubh, preferences: defaultPreferences(), store: FileStore(directory: folder),
                             texts: texts()).entries.first { $0.id == entry.id }?.record.failed == 1)
    }

    @Test func theHintMarksThePieceToMove() throws {
        let puzzles = PuzzlesModel(preset: .tablut, preferences: defaultPreferences(),
                                   store: FileStore(directory: temporaryFolder()), texts: texts())
        #expect(puzzles.chosenSet == .tablut)
        let entry = try #require(puzzles.entries.first)
        let line = solution(of: entry.id)
        puzzles.open(entry.id)
        let puzzle = try #require(puzzles.puzzle)
        #expect(puzzle.boardView.rows.joined().allSatisfy { !$0.hint })
        puzzle.hint()
        #expect(puzzle.view.hint == line[0].from && puzzle.view.hintsUsed == 1)
        #expect(puzzle.boardView.rows.joined().filter(\.hint).map(\.coord) == [line[0].from])
        #expect(puzzle.view.message?.kind == .hint && !puzzle.view.failed)
        try play(line, on: puzzle)
        #expect(puzzle.view.state == .solved && !puzzle.view.failed, "a hint does not fail the attempt")
        #expect(puzzles.entries.first { $0.id == entry.id }?.record.solved == true)
    }

    @Test func showSolutionPlaysItOutToBeSteppedThrough() throws {
        let folder = temporaryFolder()
        let puzzles = PuzzlesModel(preset: .copenhagen, preferences: defaultPreferences(),
                                   store: FileStore(directory: folder), texts: texts())
        let entry = try #require(puzzles.entries.first { $0.moves >= 3 })
        let line = solution(of: entry.id)
        puzzles.open(entry.id)
        let puzzle = try #require(puzzles.puzzle)
        let start = pieces(puzzle)
        let headline = puzzle.view.headline

        puzzle.showSolution()
        #expect(puzzle.view.state == .solutionShown && puzzle.view.failed && puzzle.isOver && !puzzle.isBusy)
        let shown = try #require(puzzle.view.solution)
        #expect(shown.ply == 0 && shown.plies == UInt32(line.count) && !shown.canBack && shown.canForward)
        #expect(pieces(puzzle) == start && !puzzle.view.boardEnabled && !puzzle.view.canShowSolution)
        for (i, move) in line.enumerated() {
            let serial = puzzle.moveSerial
            puzzle.solutionStep(forward: true)
            #expect(puzzle.view.solution?.ply == UInt32(i + 1) && puzzle.moveSerial > serial)
            #expect(puzzle.lastMove.map { MoveMark(from: $0.from, to: $0.to) } == move)
        }
        #expect(puzzle.view.solution?.canForward == false && puzzle.view.headline != headline)
        puzzle.solutionStep(forward: true)          // past the end: refused in the core's words
        #expect(puzzle.view.message?.kind == .refused && puzzle.view.solution?.ply == UInt32(line.count))
        puzzle.solutionStep(forward: false)
        #expect(puzzle.view.solution?.ply == UInt32(line.count - 1))
        puzzle.solution(to: 0)
        #expect(puzzle.view.solution?.ply == 0 && pieces(puzzle) == start)
        #expect(puzzle.tap(line[0].from) == .ignored)

        let record = try #require(puzzles.entries.first { $0.id == entry.id }?.record)
        #expect(!record.solved && record.failed == 1)
        #expect(PuzzlesModel(preset: .copenhagen, preferences: defaultPreferences(), store: FileStore(directory: folder),
                             texts: texts()).entries.first { $0.id == entry.id }?.record == record)
    }

    @Test func aMoveAndItsAnswerCarryOneSoundCueAsTheSettingsSay() throws {
        var quiet = defaultPreferences()
        quiet.captureFeedback = false
        for (preferences, sounds) in [(defaultPreferences(), true), (quiet, false)] {
            let puzzles = PuzzlesModel(preset: .brandubh, preferences: preferences,
                                       store: FileStore(directory: temporaryFolder()), texts: texts())
            let entry = try #require(puzzles.entries.first { $0.moves >= 2 })
            let line = solution(of: entry.id)
            puzzles.open(entry.id)
            let puzzle = try #require(puzzles.puzzle)
            #expect(puzzle.view.sound == nil && puzzle.view.captureSignal == 0)
            let before = pieces(puzzle).compactMap { $0 }.count
            try play(Array(line.prefix(1)), on: puzzle)
            let took = pieces(puzzle).compactMap { $0 }.count < before
            let cue = SoundCue(serial: 1, sound: took ? .capture : .move)
            #expect(puzzle.view.sound == (sounds ? cue : nil), "the move and the answer: one cue")
            #expect((puzzle.view.captureSignal > 0) == (sounds && took))
            puzzle.restart()
            #expect(puzzle.view.sound == (sounds ? cue : nil), "a restart plays nothing")
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aMoveOffTheMainLineIsCheckedOnTheCoresThread() async throws {
        let folder = temporaryFolder()
        let puzzles = PuzzlesModel(preset: .copenhagen, preferences: defaultPreferences(),
                                   store: FileStore(directory: folder), texts: texts())
        let entry = try #require(puzzles.entries.filter { $0.solver == .defenders }.max { $0.moves < $1.moves })
        let line = solution(of: entry.id)
        puzzles.open(entry.id)
        let puzzle = try #require(puzzles.puzzle)
        try play(Array(line.prefix(1)), on: puzzle)
        let before = pieces(puzzle)
        let other = try #require(soldierMove(puzzle, besides: line[2]))

        puzzle.tap(other.from)
        #expect(puzzle.tap(other.to) == .ignored && puzzle.lastTap == .checking, "not played at once: checked")
        #expect(pieces(puzzle) == before)
        if puzzle.view.busy == .checkingMove {      // unless the check is already over
            #expect(puzzle.isBusy && !puzzle.view.boardEnabled && !puzzle.view.canHint && puzzle.view.canRestart)
            #expect(puzzle.view.headline.contains(coordName(coord: other.to)), "the move being checked")
        }
        // The main actor keeps running; the listener's hop brings the verdict.
        await idle(puzzle)
        #expect(puzzle.view.message?.kind == .wrong && puzzle.view.mistakes == 1 && puzzle.view.failed)
        #expect(pieces(puzzle) == before && puzzle.view.moveList.count == 1 && puzzle.view.boardEnabled)
        #expect(puzzles.entries.first { $0.id == entry.id }?.record.failed == 1, "recorded from the listener's change")
        #expect(PuzzlesModel(preset: .copenhagen, preferences: defaultPreferences(), store: FileStore(directory: folder),
                             texts: texts()).entries.first { $0.id == entry.id }?.record.failed == 1)
    }

    @Test(.timeLimit(.minutes(2)))
    func offTheMainLineTheHintAndTheSolutionComeFromTheCoresThread() async throws {
        let found = await Task.detached { winningMoveOffTheLine() }.value
        let (id, line, move) = try #require(found, "some shipped puzzle has a second winning move")
        let puzzles = PuzzlesModel(preset: .brandubh, preferences: defaultPreferences(),
                                   store: FileStore(directory: temporaryFolder()), texts: texts())
        puzzles.open(id)
        let puzzle = try #require(puzzles.puzzle)
        try play(Array(line.prefix(1)), on: puzzle)
        let movesLeft = puzzle.view.movesLeft

        // The move is checked on the core's thread (these searches can end before the page reads the
        // view again: which comes first is the threads' affair), then accepted and answered.
        puzzle.tap(move.from)
        #expect(puzzle.tap(move.to) == .ignored && puzzle.lastTap == .checking, "not played at once")
        await idle(puzzle)
        #expect(puzzle.view.message?.kind == .right && puzzle.view.movesLeft == movesLeft - 1)
        #expect(puzzle.view.moveList.count == 2 && !puzzle.view.failed && puzzle.view.state == .solving)

        // Off the line the hint is searched for as well.
        puzzle.hint()
        await idle(puzzle)
        let hinted = try #require(puzzle.view.hint)
        #expect(puzzle.view.message?.kind == .hint && puzzle.boardView.cell(hinted)?.hint == true)
        #expect(puzzle.view.hintsUsed == 1 && !puzzle.view.failed)

        // And so is the rest of the solution, played out from where the game stands.
        let plies = puzzle.view.moveList.reduce(0) { $0 + ($1.second == nil ? 1 : 2) }
        puzzle.showSolution()
        await idle(puzzle)
        let shown = try #require(puzzle.view.solution)
        #expect(puzzle.view.state == .solutionShown && puzzle.view.failed)
        #expect(shown.ply == UInt32(plies) && shown.plies > shown.ply && shown.plies <= shown.ply + 2 * movesLeft - 1)
        puzzle.solutionStep(forward: true)
        #expect(puzzle.view.solution?.ply == UInt32(plies + 1))
    }

    /// The checks of the shipped puzzles take milliseconds, so whether the core's verdict or the
    /// stop comes first is the threads' affair; what leaving guarantees either way is checked: the
    /// search has ended, the page's model is idle, no wrong move is on the board, and nothing is
    /// recorded after the page is gone.
    @Test(.timeLimit(.minutes(1)))
    func leavingWhileAMoveIsCheckedStopsTheCheck() async throws {
        let folder = temporaryFolder()
        let model = await makeModel(choice(.copenhagen), folder: folder)
        model.openPuzzles()
        let puzzles = try #require(model.puzzles)
        #expect(puzzles.chosenSet == .copenhagen)
        let entry = try #require(puzzles.entries.filter { $0.solver == .defenders }.max { $0.moves < $1.moves })
        #expect(entry.moves >= 3)
        let line = solution(of: entry.id)
        puzzles.open(entry.id)
        let puzzle = try #require(puzzles.puzzle)
        try play(Array(line.prefix(1)), on: puzzle)
        let before = pieces(puzzle)
        let other = try #require(soldierMove(puzzle, besides: line[2]))

        // Restart forgets a check at once, without waiting for it.
        puzzle.tap(other.from)
        puzzle.tap(other.to)
        #expect(puzzle.lastTap == .checking && puzzle.view.canRestart)
        puzzle.restart()
        #expect(puzzle.view.busy == .idle && puzzle.view.moveList.isEmpty && puzzle.view.state == .solving)
        #expect(puzzle.view.mistakes == 0 && puzzle.view.boardEnabled)

        // Leaving the page while a check runs: the listener goes, the search is stopped off the
        // main actor, then the view is read a last time.
        try play(Array(line.prefix(1)), on: puzzle)
        puzzle.tap(other.from)
        puzzle.tap(other.to)
        #expect(puzzle.lastTap == .checking)
        let records = try? Data(contentsOf: FileStore(directory: folder).url(.puzzles))
        model.closePage()
        #expect(model.puzzles == nil)
        let stopping = try #require(puzzle.stopping)
        await stopping.value
        #expect(puzzle.controller.busy() == .idle && puzzle.view.busy == .idle && !puzzle.isBusy)
        #expect(pieces(puzzle) == before && puzzle.view.moveList.count == 1, "a wrong move never stays on the board")
        await Task.yield()                          // a late hop of the listener, if any, changes nothing
        #expect((try? Data(contentsOf: FileStore(directory: folder).url(.puzzles))) == records,
                "nothing is recorded once the page is gone")
        puzzle.hint()                               // a closed puzzle takes no more input
        #expect(puzzle.view.hint == nil && puzzle.view.busy == .idle)
    }

    @Test func thePuzzlesSpeakTheAppsLanguage() throws {
        var seen: [TaflLanguage: (sets: [PuzzleSet], entry: PuzzleEntry, view: PuzzleView)] = [:]
        for language in TaflLanguage.allCases {
            let puzzles = PuzzlesModel(preset: .brandubh, preferences: defaultPreferences(),
                                       store: FileStore(directory: temporaryFolder()), texts: texts(language))
            let entry = try #require(puzzles.entries.first)
            #expect(!entry.title.isEmpty && !entry.goal.isEmpty && !entry.ratingText.isEmpty && !entry.recordText.isEmpty)
            puzzles.open(entry.id)
            let puzzle = try #require(puzzles.puzzle)
            puzzle.hint()
            #expect(!puzzle.view.headline.isEmpty && puzzle.view.goal == entry.goal)
            seen[language] = (puzzles.sets, entry, puzzle.view)
        }
        let english = try #require(seen[.english])
        for language in [TaflLanguage.estonian, .russian] {
            let other = try #require(seen[language])
            #expect(other.sets.map(\.progressText) != english.sets.map(\.progressText))
            #expect(other.entry.goal != english.entry.goal && other.entry.recordText != english.entry.recordText)
            #expect(other.view.title != english.view.title && other.view.headline != english.view.headline)
            #expect(other.view.message?.text != english.view.message?.text && other.view.message?.kind == .hint)
            #expect(other.view.board.description != english.view.board.description)
        }
    }
}

// MARK: solving as a player does

/// The puzzle's solution as the core plays it out (the winning moves and the longest defence),
/// read from a controller of its own, move by move.
func solution(of id: String) -> [MoveMark] {
    guard let scratch = try? PuzzleController(id: id, language: "en"), (try? scratch.showSolution()) != nil,
          let plies = scratch.view().solution?.plies else { return [] }
    return (1...max(plies, 1)).compactMap { ply in
        guard (try? scratch.solutionTo(ply: ply)) != nil, let last = scratch.view().lastMove else { return nil }
        return MoveMark(from: last.from, to: last.to)
    }
}

@MainActor
private func pieces(_ puzzle: PuzzleModel) -> [Piece?] { puzzle.boardView.rows.joined().map(\.piece) }

/// Waits, without blocking the main actor, until the core's search is over and the listener's hop
/// has brought the view.
@MainActor
private func idle(_ puzzle: PuzzleModel) async {
    while puzzle.view.busy != .idle {
        try? await Task.sleep(for: .milliseconds(5))
    }
}

/// A Brandubh puzzle (of three moves or more) whose player has, after the first move and its
/// answer, a winning move besides the main line's, as the core judges it: the puzzle, its
/// solution and that move. Blocks while the core checks each move: call it off the main actor.
private func winningMoveOffTheLine() -> (String, [MoveMark], MoveMark)? {
    for entry in PuzzleProgress().entries(preset: .brandubh, language: "en") where entry.moves >= 3 {
        let line = solution(of: entry.id)
        guard line.count >= 3, let probe = try? PuzzleController(id: entry.id, language: "en") else { continue }
        _ = try? probe.play(from: line[0].from, to: line[0].to)
        let name = { (c: Coord) in coordName(coord: c) }
        let moves = probe.movablePieces().sorted { name($0) < name($1) }.flatMap { from in
            ((try? probe.targets(from: from)) ?? []).map { MoveMark(from: from, to: $0) }
        }
        for move in moves where move != line[2] {
            guard let scratch = try? PuzzleController(id: entry.id, language: "en"),
                  (try? scratch.play(from: line[0].from, to: line[0].to)) == .played,
                  (try? scratch.play(from: move.from, to: move.to)) == .checking,
                  scratch.waitUntilIdle(timeoutMillis: 60_000) else { continue }
            let view = scratch.view()
            if view.message?.kind == .right && view.state == .solving { return (entry.id, line, move) }
        }
    }
    return nil
}

/// Every legal move of the player now, in square order.
@MainActor
private func legalMoves(_ puzzle: PuzzleModel) -> [MoveMark] {
    let name = { (c: Coord) in coordName(coord: c) }
    return puzzle.controller.movablePieces().sorted { name($0) < name($1) }.flatMap { from in
        ((try? puzzle.controller.targets(from: from)) ?? []).sorted { name($0) < name($1) }
            .map { MoveMark(from: from, to: $0) }
    }
}

/// A move of one of the defenders' soldiers other than `line` (a soldier's move never wins at once
/// for the defenders, so the core must search to judge it).
@MainActor
private func soldierMove(_ puzzle: PuzzleModel, besides line: MoveMark) -> MoveMark? {
    legalMoves(puzzle).first { $0 != line && puzzle.boardView.cell($0.from)?.piece == .defender }
}

/// Plays the player's moves of `line` (every other move, from the first) by taps; the core
/// answers each with the next.
@MainActor
private func play(_ line: [MoveMark], on puzzle: PuzzleModel, sourceLocation: SourceLocation = #_sourceLocation) throws {
    for move in stride(from: 0, to: line.count, by: 2).map({ line[$0] }) {
        #expect(puzzle.tap(move.from) == .selected, "\(move)", sourceLocation: sourceLocation)
        #expect(puzzle.tap(move.to) == .played, "\(move): \(puzzle.message ?? "")", sourceLocation: sourceLocation)
    }
}
