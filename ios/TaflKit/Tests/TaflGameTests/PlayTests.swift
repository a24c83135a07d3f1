import Foundation
import Testing
@testable import TaflGame
import TaflKit

/// The game page as a player uses it: select, play, drag, captures, computer, undo/redo, hint, match.
@Suite("Playing")
@MainActor
struct PlayTests {
    @Test func tapSelectsAPieceMarksItsTargetsAndPlays() async {
        let model = await makeModel(NewGameChoice(preset: .brandubh))
        #expect(model.title == "Brandubh")
        #expect(model.headline == "To move: Attackers")
        model.tap(sq("d2"))
        #expect(model.selection.from == sq("d2"))
        #expect(model.selection.targets == Set(["a2", "b2", "c2", "e2", "f2", "g2"].map(sq)))
        #expect(model.board.cell(sq("d2"))?.selected == true)
        #expect(model.board.cells.filter(\.target).map(\.coord.name).sorted() == ["a2", "b2", "c2", "e2", "f2", "g2"])
        model.tap(sq("c2"))
        #expect(model.snapshot.ply == 1)
        #expect(model.selection == .none)
        #expect(model.snapshot.lastMove?.notation == "d2-c2")
        #expect(model.board.cell(sq("d2"))?.lastMoveFrom == true && model.board.cell(sq("c2"))?.lastMoveTo == true)
        #expect(model.animation?.piece == .attacker && model.animation?.from == sq("d2") && model.animation?.to == sq("c2"))
        #expect(model.animation?.dragged == false)
        #expect(model.headline == "To move: Defenders")
        #expect(model.canUndo && !model.canRedo)
    }

    @Test func tappingTheOtherSidesPieceShowsTheCoresMessageAndChangesNothing() async {
        let model = await makeModel(NewGameChoice(preset: .brandubh))
        let before = model.snapshot
        model.tap(sq("d3"))                       // a defender; the attackers are to move
        #expect(model.message == "That piece is not yours.")
        #expect(model.selection == .none)
        #expect(model.snapshot == before)
        model.tap(sq("d2"))
        #expect(model.message == nil && model.selection.from == sq("d2"))
        model.tap(sq("c3"))                       // an empty square that is no target: deselect
        #expect(model.selection == .none)
        model.tap(sq("d2"))
        model.tap(sq("d2"))                       // the same piece again: deselect
        #expect(model.selection == .none && model.snapshot == before)
    }

    @Test func dragAndDropPlaysOnlyOnATarget() async {
        let model = await makeModel(NewGameChoice(preset: .brandubh))
        model.beginDrag(at: sq("d2"))
        #expect(model.selection.from == sq("d2"))
        model.drop(on: sq("e3"))                  // diagonal: the piece goes back, still selected
        #expect(model.snapshot.ply == 0 && model.selection.from == sq("d2"))
        model.drop(on: sq("d2"))                  // dropped where it started
        #expect(model.snapshot.ply == 0)
        model.drop(on: sq("f2"))
        #expect(model.snapshot.ply == 1 && model.snapshot.lastMove?.notation == "d2-f2")
        #expect(model.animation?.dragged == true)
        model.beginDrag(at: sq("c4"))             // a defender's drag selects it as a tap would
        #expect(model.selection.from == sq("c4"))
    }

    @Test func capturesAreMarkedAnimatedAndSignalled() async {
        let model = await makeModel(NewGameChoice(preset: .brandubh))
        await tapMoves(model, captureMoves)
        #expect(model.snapshot.lastMove?.notation == "b3-c3xd3")
        #expect(model.board.cell(sq("d3"))?.captured == true)
        #expect(model.board.cell(sq("d3"))?.piece == nil)
        #expect(model.animation?.captured == [MoveAnimation.Captured(coord: sq("d3"), piece: .defender)])
        #expect(model.captureSignal == 1)
        #expect(model.capturesLine == "Captured — by attackers: 1, by defenders: 0")

        model.settings.update { $0.captureFeedback = false }
        #expect(model.startNewGame(NewGameChoice(preset: .brandubh)))
        #expect(model.animation == nil)
        await tapMoves(model, captureMoves)
        #expect(model.captureSignal == 1)         // no sound or haptics with the setting off
    }

    @Test func theSlideRespectsReduceMotionAndOnlyFollowsMovesJustPlayed() async throws {
        #expect(MoveAnimation.duration(reduceMotion: true) == 0)
        #expect(MoveAnimation.duration(reduceMotion: false) > 0 && MoveAnimation.duration(reduceMotion: false) <= 0.2)
        let model = await makeModel(NewGameChoice(preset: .brandubh))
        await tapMoves(model, "d2-c2 d3-e3")
        let second = try #require(model.animation)
        #expect(second.piece == .defender)
        model.undo()
        await model.settle()
        #expect(model.animation == nil)           // undo jumps, it does not slide
        model.redo()
        await model.settle()
        #expect(model.animation == nil && model.snapshot.ply == 2)
        await tapMoves(model, "c2-c1")
        #expect(model.animation.map { $0.id > second.id } == true)
    }

    @Test(arguments: [Side.attackers, .defenders])
    func theComputerRepliesAsEitherSide(_ human: Side) async throws {
        let model = await makeModel(NewGameChoice(preset: .brandubh, vsComputer: true, humanSide: human, level: .medium))
        if human == .defenders {
            #expect(model.snapshot.ply == 1)      // the computer opened
        } else {
            #expect(model.snapshot.ply == 0)
            await tapMoves(model, "d2-c2")
            #expect(model.snapshot.ply == 2)      // ... and the reply came
        }
        #expect(model.snapshot.turn == .human && model.snapshot.sideToMove == human)
        #expect(model.busy == .idle && model.animation != nil)
        #expect(model.headline == "Your move (\(human == .attackers ? "Attackers" : "Defenders"))")
        let (from, to) = try anyMove(model)
        let before = model.snapshot.ply
        model.tap(from)
        model.tap(to)
        await model.settle()
        #expect(model.snapshot.ply == before + 2 || model.isGameOver)
    }

    /// Hard with an unseeded 2 s budget: while the core says it is searching, the main actor keeps
    /// running this test (each tick is a main-actor job), the board ignores taps and the status says so.
    @Test(.timeLimit(.minutes(1)))
    func theComputerThinksOffTheMainActor() async throws {
        let model = await makeModel(seed: nil)
        model.settings.update { $0.hardThinkMillis = 2000 }
        #expect(model.startNewGame(NewGameChoice(preset: .brandubh, vsComputer: true, humanSide: .defenders, level: .hard)))
        #expect(model.busy == .computerMove && model.isThinking)
        #expect(model.headline == "The computer (Attackers) is thinking…")
        var ticks = 0
        var ticksWhileSearching = 0
        while model.isThinking && ticks < 100_000 {
            if model.session.snapshot().computerThinking { ticksWhileSearching += 1 }
            model.tap(sq("d3"))                   // ignored while the computer thinks
            #expect(model.selection == .none && model.snapshot.ply == 0)
            try await Task.sleep(for: .milliseconds(5))
            ticks += 1
        }
        #expect(ticksWhileSearching >= 2, "the main actor ran \(ticksWhileSearching) times during the search")
        await model.settle()
        #expect(model.snapshot.ply == 1 && model.snapshot.turn == .human)
        #expect(!model.snapshot.computerThinking && model.message == nil)
    }

    @Test func undoAgainstTheComputerTakesBackTheMovePair() async throws {
        let model = await makeModel(NewGameChoice(preset: .brandubh, vsComputer: true, humanSide: .defenders, level: .easy))
        #expect(model.snapshot.ply == 1 && !model.canUndo)  // only the computer's opening: nothing to undo
        let (from, to) = try anyMove(model)
        await tapMoves(model, "\(from.name)-\(to.name)")
        #expect(model.snapshot.ply == 3)
        model.undo()
        await model.settle()
        #expect(model.snapshot.ply == 1 && model.snapshot.turn == .human && model.snapshot.canRedo)
        #expect(model.snapshot.piece(at: from) != nil && model.snapshot.piece(at: to) == nil)
        model.redo()
        await model.settle()
        #expect(model.snapshot.ply == 3 && model.snapshot.turn == .human)
    }

    @Test(.timeLimit(.minutes(1)))
    func undoWhileTheComputerThinksStopsTheSearchFirst() async throws {
        let model = await makeModel(seed: nil)
        model.settings.update { $0.hardThinkMillis = 5000 }
        #expect(model.startNewGame(NewGameChoice(preset: .brandubh, vsComputer: true, humanSide: .attackers, level: .hard)))
        model.tap(sq("d2"))
        model.tap(sq("c2"))
        #expect(model.busy == .computerMove)
        model.undo()
        await model.settle()
        #expect(model.snapshot.ply == 0 && model.busy == .idle && model.message == nil)
        #expect(model.snapshot.turn == .human && model.snapshot.canRedo)
    }

    @Test func aHintIsMarkedAndCanBePlayed() async throws {
        let model = await makeModel(NewGameChoice(preset: .brandubh))
        model.settings.update { $0.hardThinkMillis = 500 }
        #expect(model.startNewGame(NewGameChoice(preset: .brandubh)))   // the hint's budget comes with the game
        await tapMoves(model, "d2-c2")
        model.requestHint()
        #expect(model.busy == .hint && model.headline == "Looking for a hint…" && !model.canHint)
        await model.settle()
        let hint = try #require(model.hint)
        #expect(model.snapshot.piece(at: hint.from)?.side == .defenders)
        #expect(model.board.cell(hint.from)?.hint == true && model.board.cell(hint.to)?.hint == true)
        #expect(model.board.cell(hint.from)?.accessibilityLabel.hasSuffix("hint") == true)
        model.tap(hint.from)
        #expect(model.selection.targets.contains(hint.to) && model.hint == nil)
        model.tap(hint.to)
        #expect(model.snapshot.lastMove?.from == hint.from && model.snapshot.lastMove?.to == hint.to)
    }

    @Test func aTwoGameMatchIsPlayedToTheEndAndDecidedOnCaptures() async throws {
        let model = await makeModel(NewGameChoice(preset: .brandubh, twoGameMatch: true))
        #expect(model.matchLine == "Match game 1 of 2 (player one: Attackers) — player one 0 : 0 player two")
        #expect(!model.canStartNextMatchGame)
        await tapMoves(model, "a4-a3 c4-c3 b4-b2 d4-c4 b2-b4")
        #expect(model.snapshot.status == .attackersWon)
        #expect(model.headline == "Attackers won — The king was captured.")
        #expect(model.matchLine == "Match game 1 of 2 (player one: Attackers) — player one 1 : 0 player two")
        #expect(model.canStartNextMatchGame)
        model.startNextMatchGame()
        await model.settle()
        #expect(model.snapshot.matchView?.gameNumber == 2 && model.snapshot.ply == 0)
        #expect(model.matchLine == "Match game 2 of 2 (player one: Defenders) — player one 1 : 0 player two")
        await tapMoves(model, "b4-b1 c4-c1 d6-c6 e4-e1 c6-b6 d4-c4 a4-b4")
        let match = try #require(model.snapshot.matchView)
        #expect(match.finished && match.winner == .playerOne)
        #expect(match.playerOnePoints == 1 && match.playerTwoPoints == 1)
        #expect(model.matchLine == "Player one won the match (1 : 1 on points, captures 3 : 1)")
        #expect(!model.canStartNextMatchGame)
        // both games went to the score counter: two attacker wins
        #expect(model.statistics.rows.map(\.score) == [.twoPlayers(attackerWins: 2, defenderWins: 0, draws: 0)])
    }

    @Test func theMoveListNumbersTurnsAndTheRecordIsTheCores() async {
        let model = await makeModel(NewGameChoice(preset: .brandubh))
        #expect(model.moveTurns.isEmpty)
        await tapMoves(model, captureMoves)
        #expect(model.moveTurns == [
            MoveTurn(number: 1, first: "f4-f3", second: "c4-c6"),
            MoveTurn(number: 2, first: "f3-e3", second: "c6-c5"),
            MoveTurn(number: 3, first: "b4-b3", second: "c5-c6"),
            MoveTurn(number: 4, first: "b3-c3xd3", second: nil),
        ])
        #expect(model.recordText == "f4-f3 c4-c6 f3-e3 c6-c5 b4-b3 c5-c6 b3-c3xd3")
        #expect(model.recordText == model.session.record())
    }
}

/// The first legal move of the side to move, in square order (deterministic).
@MainActor
func anyMove(_ model: GameModel) throws -> (Coord, Coord) {
    for from in model.session.movablePieces().sorted(by: { $0.name < $1.name }) {
        if let to = try model.session.targets(from: from).sorted(by: { $0.name < $1.name }).first { return (from, to) }
    }
    throw TaflError.NoPiece
}

@Suite("Match against the computer")
@MainActor
struct ComputerMatchTests {
    /// Two games against Easy, sides swapped for game 2, each played to its end by the player
    /// taking the core's first legal move; the score counter gets a row per side played.
    @Test(.timeLimit(.minutes(2)))
    func aMatchAgainstTheComputerIsPlayedToItsEnd() async throws {
        let model = await makeModel(NewGameChoice(preset: .brandubh, vsComputer: true, humanSide: .attackers,
                                                  level: .easy, twoGameMatch: true))
        #expect(model.matchLine == "Match game 1 of 2 (you: Attackers) — you 0 : 0 computer")
        try await playToTheEnd(model)
        #expect(model.canStartNextMatchGame)
        model.startNextMatchGame()
        await model.settle()                       // game 2: the computer plays the attackers and opens
        #expect(model.snapshot.matchView?.gameNumber == 2 && model.snapshot.matchView?.playerOneSide == .defenders)
        #expect(model.snapshot.ply == 1 && model.snapshot.turn == .human)
        try await playToTheEnd(model)
        let match = try #require(model.snapshot.matchView)
        #expect(match.finished && match.winner != nil && !model.canStartNextMatchGame)
        let line = try #require(model.matchLine)
        #expect(["You won the match", "The computer won the match", "The match is tied"].contains { line.hasPrefix($0) })
        let sides = model.statistics.rows.compactMap { row -> Side? in
            if case let .vsComputer(level, side, wins, draws, losses) = row.score, level == .easy, wins + draws + losses == 1 {
                return side
            }
            return nil
        }
        #expect(sides == [.attackers, .defenders])
    }

    private func playToTheEnd(_ model: GameModel) async throws {
        var moves = 0
        while !model.isGameOver && moves < 300 {
            let (from, to) = try anyMove(model)
            model.tap(from)
            model.tap(to)
            await model.settle()
            moves += 1
        }
        #expect(model.isGameOver)
    }
}
