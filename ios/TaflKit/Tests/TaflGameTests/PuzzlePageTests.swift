import Foundation
import Testing
@testable import TaflGame
import TaflKit

/// The puzzles page: the sets and their puzzles with the player's records (the core's), a puzzle
/// solved as a player does (taps; the core answers with the longest defence), a wrong move, a
/// refused one, the hint, the solution played out and stepped through, a move off the main line
/// checked on the core's thread (the listener brings its verdict), the settings changed while it
/// is open, leaving while a check runs. The solutions are the core's, found at test time.
@Suite("Puzzles page")
@MainActor
struct PuzzlePageTests {
    /// The app on the puzzles page of `preset`'s set.
    private func puzzlesOf(_ preset: Preset, language: TaflLanguage = .english, folder: URL = temporaryFolder()) async -> AppModel {
        let model = await makeModel(language: language, folder: folder)
        model.openPuzzles()
        model.choosePuzzleSet(preset)
        return model
    }

    @Test func aGameWithoutPuzzlesOpensTheFirstSet() async throws {
        let model = await makeModel(choice(.ardRi))
        model.openPuzzles()
        #expect(model.puzzles.chosen == .brandubh && model.puzzles.entries.first?.id == "brandubh-001")
        model.choosePuzzleSet(.ardRi)               // no Ard Ri puzzles: the set shown stays
        #expect(model.puzzles.chosen == .brandubh)
    }

    @Test func theRightMovesAreAnsweredUntilThePuzzleIsSolved() async throws {
        let folder = temporaryFolder()
        let model = await makeModel(choice(.brandubh), folder: folder)
        model.openPuzzles()
        #expect(model.page == .puzzles)
        let puzzles = model.puzzles
        #expect(Set(puzzles.sets.map(\.preset)) == [.brandubh, .tablut, .copenhagen] && puzzles.chosen == .brandubh)
        let set = try #require(puzzles.sets.first { $0.preset == .brandubh })
        #expect(set.count == UInt32(puzzles.entries.count) && set.solved == 0 && !set.progressText.isEmpty)
        #expect(puzzles.entries.map(\.number) == Array(1...UInt32(puzzles.entries.count)))
        #expect(puzzles.nextUnsolved == puzzles.entries.first?.id)

        let entry = try #require(puzzles.entries.first { $0.solver == .defenders && $0.moves == 2 })
        let line = solution(of: entry.id)
        #expect(line.count == 3, "the winning move, the longest defence, the win")
        model.openPuzzle(entry.id)
        let puzzle = try #require(model.puzzle)
        #expect(puzzle.view.goal == entry.goal && puzzle.view.title.contains("\(entry.number)"))
        #expect(puzzle.view.movesLeft == 2 && puzzle.view.state == .solving && puzzle.view.board.enabled)
        #expect(puzzle.view.busy == .idle)
        let headline = puzzle.view.headline

        #expect(puzzle.tap(line[0].from) == .selected)
        #expect(puzzle.tap(line[0].to) == .played)
        #expect(puzzle.view.note?.kind == .right && puzzle.view.movesLeft == 1 && !puzzle.view.failed)
        #expect(puzzle.view.moveList.count == 1 && puzzle.view.moveList.first?.second != nil, "the move and its answer")
        #expect(lastMove(puzzle) == line[1], "the longest defence")
        #expect(puzzle.view.headline != headline && puzzle.view.board.enabled)

        #expect(puzzle.tap(line[2].from) == .selected)
        #expect(puzzle.tap(line[2].to) == .played)
        #expect(puzzle.view.state == .solved && !puzzle.view.failed && !puzzle.view.board.enabled)
        #expect(!puzzle.view.canHint && !puzzle.view.canShowSolution && puzzle.view.canRestart)
        #expect(puzzle.tap(line[0].from) == .ignored)

        // Recorded once by the core, shown in the list, and kept.
        await model.settle()
        let solved = try #require(model.puzzles.entries.first { $0.id == entry.id })
        #expect(solved.record.solved && solved.record.attempts == 1 && solved.recordText != entry.recordText)
        #expect(model.puzzles.sets.first { $0.preset == .brandubh }?.solved == 1 && model.puzzles.nextUnsolved != entry.id)
        await model.quit()
        let again = await makeModel(folder: folder)
        #expect(again.puzzles.entries.first { $0.id == entry.id } == solved)
        #expect(again.puzzles.sets.first { $0.preset == .brandubh }?.solved == 1)

        model.closePage()
        #expect(model.puzzle == nil)
    }

    @Test func aWrongMoveIsTakenBackWithItsNoteAndTheAttemptFails() async throws {
        let folder = temporaryFolder()
        let model = await puzzlesOf(.brandubh, folder: folder)
        let entry = try #require(model.puzzles.entries.first)
        let line = solution(of: entry.id)
        model.openPuzzle(entry.id)
        let puzzle = try #require(model.puzzle)
        let start = pieces(puzzle)
        let wrong = try #require(legalMoves(puzzle).first { $0 != line[0] })

        puzzle.tap(wrong.from)
        #expect(puzzle.tap(wrong.to) == .wrong, "refused at once: not played")
        let note = try #require(puzzle.view.note)
        #expect(note.kind == .wrong && !note.text.isEmpty && puzzle.view.message == nil)
        #expect(pieces(puzzle) == start && puzzle.view.moveList.isEmpty && puzzle.view.movesLeft == entry.moves)
        #expect(puzzle.view.failed && puzzle.view.mistakes == 1 && puzzle.view.state == .solving)
        puzzle.dismissMessage()
        #expect(puzzle.view.note == nil)

        // Failed: recorded at once; finishing the attempt does not change that.
        await model.settle()
        let failed = try #require(model.puzzles.entries.first { $0.id == entry.id })
        #expect(!failed.record.solved && failed.record.failed == 1 && failed.recordText != entry.recordText)
        try play(line, on: puzzle)
        #expect(puzzle.view.state == .solved && puzzle.view.failed)
        await model.settle()
        #expect(model.puzzles.entries.first { $0.id == entry.id } == failed)
        #expect(model.puzzles.nextUnsolved == entry.id)

        // A new attempt, solved: the record says solved after one failure.
        puzzle.restart()
        #expect(puzzle.view.state == .solving && pieces(puzzle) == start && !puzzle.view.failed)
        try play(line, on: puzzle)
        await model.settle()
        let record = try #require(model.puzzles.entries.first { $0.id == entry.id }?.record)
        #expect(record.solved && record.failed == 1 && record.attempts == 2)
        await model.quit()
        #expect(await puzzlesOf(.brandubh, folder: folder).puzzles.entries.first { $0.id == entry.id }?.record == record)
    }

    @Test func aRefusedMoveShowsItsWordsAndChangesNothing() async throws {
        let model = await puzzlesOf(.brandubh)
        let entry = try #require(model.puzzles.entries.first)
        model.openPuzzle(entry.id)
        let puzzle = try #require(model.puzzle)
        let start = pieces(puzzle)
        let empty = try #require(puzzle.cells.first { $0.piece == nil && !$0.corner && !$0.throne })
        #expect(errorOf { try puzzle.controller.play(from: empty.coord, to: empty.coord) } == .NoPiece)
        puzzle.refresh()
        let message = try #require(puzzle.view.message, "the refusal reaches the view")
        #expect(message.error == .NoPiece && !message.text.isEmpty && puzzle.view.note == nil)
        #expect(pieces(puzzle) == start && !puzzle.view.failed && puzzle.view.mistakes == 0)
        let attacker = try #require(puzzle.cells.first { $0.piece.map { (($0 == .attacker) ? Side.attackers : .defenders) != puzzle.view.solver } == true })
        #expect(puzzle.tap(attacker.coord) == nil, "the other side's piece: refused")
        #expect(puzzle.view.message?.error == .NotYourPiece)
        puzzle.dismissMessage()
        #expect(puzzle.view.message == nil)

        model.openPuzzle("no-such-puzzle")         // a puzzle that cannot be opened says why
        #expect(model.view.message?.error == .NoSuchPuzzle && model.view.message?.text.isEmpty == false)
        #expect(model.puzzle == nil)
    }

    @Test func theSettingsChangedWhileAPuzzleIsOpenReachIt() async throws {
        let model = await puzzlesOf(.brandubh)
        let entry = try #require(model.puzzles.entries.first)
        let line = solution(of: entry.id)
        model.openPuzzle(entry.id)
        let puzzle = try #require(model.puzzle)
        #expect(puzzle.tap(line[0].from) == .selected && puzzle.cells.contains { $0.target })
        model.showLegalMoves = false               // changed while the puzzle is open
        #expect(puzzle.cells.allSatisfy { !$0.target } && puzzle.cell(line[0].from)?.selected == true)
        model.captureFeedback = false
        #expect(puzzle.tap(line[0].to) == .played)
        #expect(puzzle.view.board.sound == nil && puzzle.view.board.captureSignal == 0, "silent as the settings say")
    }

    @Test func theHintMarksThePieceToMove() async throws {
        let model = await puzzlesOf(.tablut)
        #expect(model.puzzles.chosen == .tablut)
        let entry = try #require(model.puzzles.entries.first)
        let line = solution(of: entry.id)
        model.openPuzzle(entry.id)
        let puzzle = try #require(model.puzzle)
        #expect(puzzle.cells.allSatisfy { !$0.hint })
        puzzle.hint()
        #expect(puzzle.view.board.hint == HintMark(from: line[0].from, to: nil) && puzzle.view.hintsUsed == 1)
        #expect(puzzle.cells.filter(\.hint).map(\.coord) == [line[0].from])
        #expect(puzzle.view.note?.kind == .hint && !puzzle.view.failed)
        try play(line, on: puzzle)
        #expect(puzzle.view.state == .solved && !puzzle.view.failed, "a hint does not fail the attempt")
        await model.settle()
        #expect(model.puzzles.entries.first { $0.id == entry.id }?.record.solved == true)
    }

    @Test func showSolutionPlaysItOutToBeSteppedThrough() async throws {
        let model = await puzzlesOf(.copenhagen)
        let entry = try #require(model.puzzles.entries.first { $0.moves >= 3 })
        let line = solution(of: entry.id)
        model.openPuzzle(entry.id)
        let puzzle = try #require(model.puzzle)
        let start = pieces(puzzle)
        let headline = puzzle.view.headline

        puzzle.showSolution()
        #expect(puzzle.view.state == .solutionShown && puzzle.view.failed && puzzle.view.busy == .idle)
        let shown = try #require(puzzle.view.solution)
        #expect(shown.ply == 0 && shown.plies == UInt32(line.count) && !shown.canBack && shown.canForward)
        #expect(pieces(puzzle) == start && !puzzle.view.board.enabled && !puzzle.view.canShowSolution)
        for (i, move) in line.enumerated() {
            let serial = puzzle.view.board.moveSerial
            puzzle.solutionStep(forward: true)
            #expect(puzzle.view.solution?.ply == UInt32(i + 1) && puzzle.view.board.moveSerial > serial)
            #expect(lastMove(puzzle) == move)
        }
        #expect(puzzle.view.solution?.canForward == false && puzzle.view.headline != headline)
        puzzle.solutionStep(forward: true)          // past the end: refused in the core's words
        #expect(puzzle.view.message?.error == .NoSuchMove && puzzle.view.solution?.ply == UInt32(line.count))
        puzzle.solutionStep(forward: false)
        #expect(puzzle.view.solution?.ply == UInt32(line.count - 1) && puzzle.view.message == nil)
        puzzle.solution(to: 0)
        #expect(puzzle.view.solution?.ply == 0 && pieces(puzzle) == start)
        #expect(puzzle.tap(line[0].from) == .ignored)

        await model.settle()
        let record = try #require(model.puzzles.entries.first { $0.id == entry.id }?.record)
        #expect(!record.solved && record.failed == 1)
    }

    @Test func aMoveAndItsAnswerCarryOneSoundCueAsTheSettingsSay() async throws {
        for sounds in [true, false] {
            let model = await puzzlesOf(.brandubh)
            model.captureFeedback = sounds
            let entry = try #require(model.puzzles.entries.first { $0.moves >= 2 })
            let line = solution(of: entry.id)
            model.openPuzzle(entry.id)
            let puzzle = try #require(model.puzzle)
            #expect(puzzle.view.board.sound == nil && puzzle.view.board.captureSignal == 0)
            let before = pieces(puzzle).compactMap { $0 }.count
            try play(Array(line.prefix(1)), on: puzzle)
            let took = pieces(puzzle).compactMap { $0 }.count < before
            let cue = SoundCue(serial: 1, sound: took ? .capture : .move)
            #expect(puzzle.view.board.sound == (sounds ? cue : nil), "the move and the answer: one cue")
            #expect((puzzle.view.board.captureSignal > 0) == (sounds && took))
            puzzle.restart()
            #expect(puzzle.view.board.sound == (sounds ? cue : nil), "a restart plays nothing")
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aMoveOffTheMainLineIsCheckedOnTheCoresThread() async throws {
        let model = await puzzlesOf(.copenhagen)
        let entry = try #require(model.puzzles.entries.filter { $0.solver == .defenders }.max { $0.moves < $1.moves })
        let line = solution(of: entry.id)
        model.openPuzzle(entry.id)
        let puzzle = try #require(model.puzzle)
        try play(Array(line.prefix(1)), on: puzzle)
        let before = pieces(puzzle)
        let other = try #require(soldierMove(puzzle, besides: line[2]))

        puzzle.tap(other.from)
        #expect(puzzle.tap(other.to) == .checking, "not played at once: checked")
        #expect(pieces(puzzle) == before)
        if puzzle.view.busy == .checkingMove {      // unless the check is already over
            #expect(!puzzle.view.board.enabled && !puzzle.view.canHint && puzzle.view.canRestart)
            #expect(puzzle.view.headline.contains(coordName(coord: other.to)), "the move being checked")
        }
        // The main actor keeps running; the listener's hop brings the verdict.
        await idle(puzzle)
        #expect(puzzle.view.note?.kind == .wrong && puzzle.view.mistakes == 1 && puzzle.view.failed)
        #expect(pieces(puzzle) == before && puzzle.view.moveList.count == 1 && puzzle.view.board.enabled)
        await model.settle()
        #expect(model.puzzles.entries.first { $0.id == entry.id }?.record.failed == 1, "recorded by the core")
    }

    @Test(.timeLimit(.minutes(2)))
    func offTheMainLineTheHintAndTheSolutionComeFromTheCoresThread() async throws {
        let model = await puzzlesOf(.brandubh)
        let candidates = model.puzzles.entries.filter { $0.moves >= 3 }.map(\.id)
        let found = await Task.detached { winningMoveOffTheLine(candidates) }.value
        let (id, line, move) = try #require(found, "some shipped puzzle has a second winning move")
        model.openPuzzle(id)
        let puzzle = try #require(model.puzzle)
        try play(Array(line.prefix(1)), on: puzzle)
        let movesLeft = puzzle.view.movesLeft

        // The move is checked on the core's thread (these searches can end before the page reads the
        // view again: which comes first is the threads' affair), then accepted and answered.
        puzzle.tap(move.from)
        #expect(puzzle.tap(move.to) == .checking, "not played at once")
        await idle(puzzle)
        #expect(puzzle.view.note?.kind == .right && puzzle.view.movesLeft == movesLeft - 1)
        #expect(puzzle.view.moveList.count == 2 && !puzzle.view.failed && puzzle.view.state == .solving)

        // Off the line the hint is searched for as well.
        puzzle.hint()
        await idle(puzzle)
        let hinted = try #require(puzzle.view.board.hint)
        #expect(puzzle.view.note?.kind == .hint && puzzle.cell(hinted.from)?.hint == true)
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

    /// Restart forgets a check at once; leaving the page drops the puzzle, which stops its check
    /// without waiting: nothing is recorded once the page is gone.
    @Test(.timeLimit(.minutes(1)))
    func restartingOrLeavingWhileAMoveIsCheckedStopsTheCheck() async throws {
        let model = await makeModel(choice(.copenhagen))
        model.openPuzzles()
        #expect(model.puzzles.chosen == .copenhagen)
        let entry = try #require(model.puzzles.entries.filter { $0.solver == .defenders }.max { $0.moves < $1.moves })
        #expect(entry.moves >= 3)
        let line = solution(of: entry.id)
        model.openPuzzle(entry.id)
        weak var left: PuzzleModel?
        do {
            let puzzle = try #require(model.puzzle)
            left = puzzle
            try play(Array(line.prefix(1)), on: puzzle)
            let other = try #require(soldierMove(puzzle, besides: line[2]))

            puzzle.tap(other.from)
            #expect(puzzle.tap(other.to) == .checking && puzzle.view.canRestart)
            puzzle.restart()
            #expect(puzzle.view.busy == .idle && puzzle.view.moveList.isEmpty && puzzle.view.state == .solving)
            #expect(puzzle.view.mistakes == 0 && puzzle.view.board.enabled)

            try play(Array(line.prefix(1)), on: puzzle)
            puzzle.tap(other.from)
            #expect(puzzle.tap(other.to) == .checking)
        }
        model.closePage()                           // leaving, while the move is checked
        #expect(model.puzzle == nil && left == nil, "the page and its controller are let go")
        let records = model.core.puzzles().entries
        try await Task.sleep(for: .milliseconds(300))
        await model.settle()
        #expect(model.core.puzzles().entries == records && model.puzzles.entries == records,
                "nothing is recorded once the page is gone")
    }

    @Test func thePuzzlesSpeakTheAppsLanguage() async throws {
        var seen: [TaflLanguage: (sets: [PuzzleSet], entry: PuzzleEntry, view: PuzzleView)] = [:]
        for language in TaflLanguage.allCases {
            let model = await puzzlesOf(.brandubh, language: language)
            let entry = try #require(model.puzzles.entries.first)
            #expect(!entry.title.isEmpty && !entry.goal.isEmpty && !entry.ratingText.isEmpty && !entry.recordText.isEmpty)
            model.openPuzzle(entry.id)
            let puzzle = try #require(model.puzzle)
            puzzle.hint()
            #expect(!puzzle.view.headline.isEmpty && puzzle.view.goal == entry.goal)
            seen[language] = (model.puzzles.sets, entry, puzzle.view)
        }
        let english = try #require(seen[.english])
        for language in [TaflLanguage.estonian, .russian] {
            let other = try #require(seen[language])
            #expect(other.sets.map(\.progressText) != english.sets.map(\.progressText))
            #expect(other.entry.goal != english.entry.goal && other.entry.recordText != english.entry.recordText)
            #expect(other.view.title != english.view.title && other.view.headline != english.view.headline)
            #expect(other.view.note?.text != english.view.note?.text && other.view.note?.kind == .hint)
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
        guard (try? scratch.solutionTo(ply: ply)) != nil, let last = scratch.view().board.lastMove else { return nil }
        return MoveMark(from: last.from, to: last.to)
    }
}

@MainActor
private func pieces(_ puzzle: PuzzleModel) -> [Piece?] { puzzle.cells.map(\.piece) }

/// The last move on the puzzle's board.
@MainActor
private func lastMove(_ puzzle: PuzzleModel) -> MoveMark? {
    puzzle.view.board.lastMove.map { MoveMark(from: $0.from, to: $0.to) }
}

/// The GameError a call threw, or nil if it returned normally.
func errorOf<T>(_ body: () throws -> T) -> GameError? {
    do { _ = try body(); return nil } catch { return error as? GameError }
}

/// Waits, without blocking the main actor, until the core's search is over and the listener's hop
/// has brought the view.
@MainActor
private func idle(_ puzzle: PuzzleModel) async {
    while puzzle.view.busy != .idle {
        try? await Task.sleep(for: .milliseconds(5))
    }
}

/// A puzzle among `ids` (of three moves or more) whose player has, after the first move and its
/// answer, a winning move besides the main line's, as the core judges it: the puzzle, its
/// solution and that move. Blocks while the core checks each move: call it off the main actor.
private func winningMoveOffTheLine(_ ids: [String]) -> (String, [MoveMark], MoveMark)? {
    for id in ids {
        let line = solution(of: id)
        guard line.count >= 3, let probe = try? PuzzleController(id: id, language: "en") else { continue }
        _ = try? probe.play(from: line[0].from, to: line[0].to)
        let name = { (c: Coord) in coordName(coord: c) }
        let moves = probe.movablePieces().sorted { name($0) < name($1) }.flatMap { from in
            ((try? probe.targets(from: from)) ?? []).map { MoveMark(from: from, to: $0) }
        }
        for move in moves where move != line[2] {
            guard let scratch = try? PuzzleController(id: id, language: "en"),
                  (try? scratch.play(from: line[0].from, to: line[0].to)) == .played,
                  (try? scratch.play(from: move.from, to: move.to)) == .checking,
                  scratch.waitUntilIdle(timeoutMillis: 60_000) else { continue }
            let view = scratch.view()
            if view.note?.kind == .right && view.state == .solving { return (id, line, move) }
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
    legalMoves(puzzle).first { $0 != line && puzzle.cell($0.from)?.piece == .defender }
}

/// Plays the player's moves of `line` (every other move, from the first) by taps; the core
/// answers each with the next.
@MainActor
private func play(_ line: [MoveMark], on puzzle: PuzzleModel, sourceLocation: SourceLocation = #_sourceLocation) throws {
    for move in stride(from: 0, to: line.count, by: 2).map({ line[$0] }) {
        #expect(puzzle.tap(move.from) == .selected, "\(move)", sourceLocation: sourceLocation)
        #expect(puzzle.tap(move.to) == .played, "\(move): \(puzzle.view.note?.text ?? "")", sourceLocation: sourceLocation)
    }
}
