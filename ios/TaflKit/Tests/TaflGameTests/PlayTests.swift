import Foundation
import Testing
@testable import TaflGame
import TaflKit

/// The game page as a player uses it: select, play, drag, captures, computer, undo/redo, hint, match.
@Suite("Playing")
@MainActor
struct PlayTests {
    @Test func aTapSelectsAPieceMarksItsTargetsAndPlays() async {
        let model = await makeModel(choice(.brandubh))
        #expect(model.game.view.title == "Brandubh")
        #expect(model.game.view.headline == "To move: Attackers")
        #expect(model.game.tap(sq("d2")) == .selected)
        #expect(model.cell(sq("d2"))?.selected == true)
        #expect(model.cells.filter(\.target).map(\.name).sorted() == ["a2", "b2", "c2", "e2", "f2", "g2"])
        #expect(model.game.tap(sq("c2")) == .played)
        #expect(model.game.view.ply == 1 && model.selected == nil)
        let last = model.game.view.board.lastMove
        #expect(last?.notation == "d2-c2" && last?.piece == .attacker && last?.fresh == true)
        #expect(last?.from == sq("d2") && last?.to == sq("c2"))
        #expect(model.cell(sq("d2"))?.lastMoveFrom == true && model.cell(sq("c2"))?.lastMoveTo == true)
        #expect(model.game.view.headline == "To move: Defenders")
        #expect(model.game.view.canUndo && !model.game.view.canRedo)
    }

    @Test func tappingTheOtherSidesPieceShowsTheCoresMessageAndChangesNothing() async {
        let model = await makeModel(choice(.brandubh))
        let before = model.game.view
        #expect(model.game.tap(sq("d3")) == nil)       // a defender; the attackers are to move
        #expect(model.message == "That piece belongs to the other side.")
        #expect(model.game.view.message?.error == .NotYourPiece)
        #expect(model.game.view.board == before.board && model.game.view.ply == 0)
        #expect(model.game.tap(sq("d2")) == .selected)
        #expect(model.message == nil)
        #expect(model.game.tap(sq("c3")) == .deselected)   // an empty square that is no target
        #expect(model.selected == nil)
        model.game.tap(sq("d2"))
        #expect(model.game.tap(sq("d2")) == .deselected)   // the same piece again
        #expect(model.game.view.board == before.board)
        #expect(model.game.tap(Coord(file: 30, rank: 2)) == nil && model.game.view.message?.error == .OffBoard)
        model.dismissMessage()
        #expect(model.message == nil && model.game.view.board == before.board)
    }

    @Test func dragAndDropPlaysOnlyOnATarget() async {
        let model = await makeModel(choice(.brandubh))
        #expect(model.game.dragStart(at: sq("d2")) == .selected)
        #expect(model.game.drop(on: sq("e3")) == .selected)    // diagonal: the piece goes back, still selected
        #expect(model.game.view.ply == 0 && model.cell(sq("d2"))?.selected == true)
        #expect(model.game.drop(on: sq("d2")) == .selected)    // dropped where it started
        #expect(model.game.view.ply == 0)
        #expect(model.game.drop(on: sq("f2")) == .played)
        #expect(model.game.view.ply == 1 && model.game.view.board.lastMove?.notation == "d2-f2")
        #expect(model.game.dragStart(at: sq("c4")) == .selected)   // a defender's drag selects it as a tap would
        #expect(model.cell(sq("c4"))?.selected == true)
    }

    @Test func capturesAreMarkedAnimatedAndSignalled() async {
        let model = await makeModel(choice(.brandubh))
        await tapMoves(model, captureMoves)
        #expect(model.game.view.board.lastMove?.notation == "b3-c3xd3")
        #expect(model.cell(sq("d3"))?.captured == .defender && model.cell(sq("d3"))?.piece == nil)
        #expect(model.game.view.board.lastMove?.captured == [CapturedPiece(coord: sq("d3"), piece: .defender)])
        #expect(model.game.view.board.captureSignal == 1)
        #expect(model.game.view.capturesLine == "Captured — by attackers: 1, by defenders: 0")
        #expect(model.game.view.capturedByAttackers == [.defender])

        model.captureFeedback = false
        model.start(choice(.brandubh))
        #expect(model.game.view.board.lastMove == nil)
        let signal = model.game.view.board.captureSignal
        await tapMoves(model, captureMoves)
        #expect(model.game.view.board.captureSignal == signal)   // no sound or haptics with the setting off
    }

    @Test func onlyMovesJustPlayedSlideAndReduceMotionStopsIt() async throws {
        #expect(BoardView.slideDuration(reduceMotion: true) == 0)
        #expect(BoardView.slideDuration(reduceMotion: false) > 0 && BoardView.slideDuration(reduceMotion: false) <= 0.2)
        let model = await makeModel(choice(.brandubh))
        await tapMoves(model, "d2-c2 d3-e3")
        let second = try #require(model.game.view.board.lastMove)
        #expect(second.piece == .defender && second.fresh)
        let serial = model.game.view.board.moveSerial
        model.game.undo()
        #expect(model.game.view.board.lastMove?.fresh == false)   // undo jumps, it does not slide
        model.game.redo()
        #expect(model.game.view.board.lastMove?.fresh == false && model.game.view.ply == 2 && model.game.view.board.moveSerial == serial)
        await tapMoves(model, "c2-c1")
        #expect(model.game.view.board.lastMove?.fresh == true && model.game.view.board.moveSerial > serial)
    }

    @Test(arguments: [Side.attackers, .defenders])
    func theComputerRepliesAsEitherSide(_ human: Side) async throws {
        let model = await makeModel(choice(.brandubh, vs: (human, .medium)))
        if human == .defenders {
            #expect(model.game.view.ply == 1)          // the computer opened
        } else {
            #expect(model.game.view.ply == 0)
            await tapMoves(model, "d2-c2")
            #expect(model.game.view.ply == 2)          // ... and the reply came
        }
        #expect(model.game.view.turn == .human && model.game.view.sideToMove == human && model.game.view.busy == .idle)
        #expect(model.game.view.board.lastMove?.fresh == true)
        #expect(model.game.view.headline == "Your move (\(human == .attackers ? "Attackers" : "Defenders"))")
        let (from, to) = try anyMove(model)
        let before = model.game.view.ply
        model.game.tap(from)
        model.game.tap(to)
        await model.settle()
        #expect(model.game.view.ply == before + 2 || model.game.view.turn == .nobody)
    }

    /// Hard with an unseeded 5 s budget: while the core searches, the main actor keeps running this
    /// test (each tick after a sleep is a main-actor job), the board ignores taps and the status says
    /// so; the reply arrives through the listener without anybody waiting for it. The budget is long
    /// because the other main-actor tests run alongside and may hold the main actor for a while on a
    /// loaded machine; one turn of it during the search is the proof.
    @Test(.timeLimit(.minutes(1)))
    func theComputerThinksOffTheMainActor() async throws {
        let model = await makeModel(seed: nil)
        model.hardThinkSeconds = 5
        model.start(choice(.brandubh, vs: (.defenders, .hard)))
        #expect(model.game.view.busy == .computerMove && !model.game.view.board.enabled)
        #expect(model.game.view.headline == "The computer (Attackers) is thinking…")
        var ticks = 0
        var ticksWhileSearching = 0
        while model.game.view.busy != .idle && ticks < 100_000 {
            if ticks > 0 && model.game.controller.busy() == .computerMove { ticksWhileSearching += 1 }
            if ticks < 5 && model.game.controller.busy() == .computerMove {   // then only the listener refreshes
                // The board is not the player's while the computer thinks. (On a loaded machine the
                // search may end between the check and the tap: then the reply is on the board.)
                let outcome = model.game.tap(sq("d3"))
                if model.game.controller.view().ply == 0 {
                    #expect(outcome == .ignored && model.selected == nil)
                }
            }
            try await Task.sleep(for: .milliseconds(5))
            ticks += 1
        }
        #expect(ticksWhileSearching >= 1, "the main actor ran \(ticksWhileSearching) times during the search")
        #expect(model.game.view.ply == 1 && model.game.view.turn == .human, "the listener brought the reply")
        #expect(model.message == nil && model.game.view.board.lastMove?.fresh == true)
    }

    @Test func undoAgainstTheComputerTakesBackTheMovePair() async throws {
        let model = await makeModel(choice(.brandubh, vs: (.defenders, .easy)))
        #expect(model.game.view.ply == 1 && !model.game.view.canUndo)   // only the computer's opening: nothing to undo
        let (from, to) = try anyMove(model)
        await tapMoves(model, "\(coordName(coord: from))-\(coordName(coord: to))")
        #expect(model.game.view.ply == 3)
        model.game.undo()
        await model.settle()
        #expect(model.game.view.ply == 1 && model.game.view.turn == .human && model.game.view.canRedo)
        #expect(model.cell(from)?.piece != nil && model.cell(to)?.piece == nil)
        model.game.redo()
        await model.settle()
        #expect(model.game.view.ply == 3 && model.game.view.turn == .human)
    }

    @Test(.timeLimit(.minutes(1)))
    func undoWhileTheComputerThinksStopsTheSearchFirst() async throws {
        let model = await makeModel(seed: nil)
        model.hardThinkSeconds = 5
        model.start(choice(.brandubh, vs: (.attackers, .hard)))
        model.game.tap(sq("d2"))
        model.game.tap(sq("c2"))
        #expect(model.game.view.busy == .computerMove)
        #expect(!model.game.view.canRedo)
        model.game.undo()                               // at once: the core forgets the search
        #expect(model.game.view.ply == 0 && model.game.view.busy == .idle && model.message == nil)
        #expect(model.game.view.turn == .human && model.game.view.canRedo)
        try await Task.sleep(for: .milliseconds(200))
        await model.settle()
        #expect(model.game.view.ply == 0)               // the forgotten search played nothing
    }

    @Test func aHintIsMarkedAndCanBePlayed() async throws {
        let model = await makeModel()
        model.hardThinkSeconds = 0.5
        model.start(choice(.brandubh))             // the hint's budget comes with the game
        await tapMoves(model, "d2-c2")
        model.game.hint()
        #expect(model.game.view.busy == .hint && model.game.view.headline == "Looking for a hint…" && !model.game.view.canHint)
        await model.settle()
        let hint = try #require(model.game.view.board.hint)
        let to = try #require(hint.to, "the game's hint names the whole move")
        #expect(model.cell(hint.from)?.piece.map { $0 != .attacker } == true)
        #expect(model.cell(hint.from)?.hint == true && model.cell(to)?.hint == true)
        #expect(model.cell(hint.from)?.description.hasSuffix("hint") == true)
        #expect(model.game.tap(hint.from) == .selected)
        #expect(model.cell(to)?.target == true && model.game.view.board.hint == nil)
        #expect(model.game.tap(to) == .played)
        #expect(model.game.view.board.lastMove?.from == hint.from && model.game.view.board.lastMove?.to == to)
    }

    @Test func aTwoGameMatchIsPlayedToTheEndAndDecidedOnCaptures() async throws {
        let model = await makeModel(choice(.brandubh, match: true))
        #expect(model.game.view.matchLine == "Match game 1 of 2 (player one: Attackers) — player one 0 : 0 player two")
        #expect(!model.game.view.canStartNextMatchGame)
        await tapMoves(model, "a4-a3 c4-c3 b4-b2 d4-c4 b2-b4")
        #expect(model.game.view.headline == "Attackers won: the king was captured")
        #expect(model.game.view.matchLine == "Match game 1 of 2 (player one: Attackers) — player one 1 : 0 player two")
        #expect(model.game.view.canStartNextMatchGame && !model.game.view.offerNewGame)
        model.game.startNextMatchGame()
        #expect(model.game.view.matchStanding?.gameNumber == 2 && model.game.view.ply == 0)
        #expect(model.game.view.matchLine == "Match game 2 of 2 (player one: Defenders) — player one 1 : 0 player two")
        await tapMoves(model, "b4-b1 c4-c1 d6-c6 e4-e1 c6-b6 d4-c4 a4-b4")
        let match = try #require(model.game.view.matchStanding)
        #expect(match.finished && match.winner == .playerOne && match.decidedOnCaptures)
        #expect(match.playerOnePoints == 1 && match.playerTwoPoints == 1)
        #expect(model.game.view.matchLine == "Player one won the match (1 : 1 on points, captures 3 : 1)")
        #expect(!model.game.view.canStartNextMatchGame && model.game.view.offerNewGame)
        // both games went to the statistics: two attacker wins
        #expect(model.statistics.flatMap(\.lines).map(\.score) == ["Attackers won 2 · defenders won 0 · draws 0"])
    }

    @Test func theMoveListNumbersTurnsAndTheRecordIsTheCores() async {
        let model = await makeModel(choice(.brandubh))
        #expect(model.game.view.moves.isEmpty && model.game.recordText.isEmpty)
        await tapMoves(model, captureMoves)
        #expect(model.game.view.moves == [
            MoveTurn(number: 1, first: "f4-f3", second: "c4-c6", firstPly: 1, secondPly: 2),
            MoveTurn(number: 2, first: "f3-e3", second: "c6-c5", firstPly: 3, secondPly: 4),
            MoveTurn(number: 3, first: "b4-b3", second: "c5-c6", firstPly: 5, secondPly: 6),
            MoveTurn(number: 4, first: "b3-c3xd3", second: nil, firstPly: 7, secondPly: nil),
        ])
        #expect(model.game.recordText == "f4-f3 c4-c6 f3-e3 c6-c5 b4-b3 c5-c6 b3-c3xd3")
    }
}

@Suite("Match against the computer")
@MainActor
struct ComputerMatchTests {
    /// Two games against Easy, sides swapped for game 2, each played to its end by the player
    /// taking the core's first legal move; the score counter gets a row per side played.
    @Test(.timeLimit(.minutes(2)))
    func aMatchAgainstTheComputerIsPlayedToItsEnd() async throws {
        let model = await makeModel(choice(.brandubh, vs: (.attackers, .easy), match: true))
        #expect(model.game.view.matchLine == "Match game 1 of 2 (you: Attackers) — you 0 : 0 computer")
        try await playToTheEnd(model)
        #expect(model.game.view.canStartNextMatchGame)
        model.game.startNextMatchGame()
        await model.settle()                       // game 2: the computer plays the attackers and opens
        #expect(model.game.view.matchStanding?.gameNumber == 2 && model.game.view.matchStanding?.playerOneSide == .defenders)
        #expect(model.game.view.ply == 1 && model.game.view.turn == .human)
        try await playToTheEnd(model)
        let match = try #require(model.game.view.matchStanding)
        #expect(match.finished && match.winner != nil && !model.game.view.canStartNextMatchGame)
        let line = try #require(model.game.view.matchLine)
        #expect(["You won the match", "The computer won the match", "The match is tied"].contains { line.hasPrefix($0) })
        // the statistics count a game for each side played
        let lines = model.statistics.flatMap(\.lines)
        #expect(Set(lines.map(\.opponent)) == ["Against the computer (Easy), you played Attackers",
                                               "Against the computer (Easy), you played Defenders"])
        #expect(lines.map(\.games) == [1, 1])
    }
}
