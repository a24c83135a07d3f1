import Foundation
import Testing
@testable import TaflGame
import TaflKit

/// Replaying the running game: a move of the move list, or steps back and forward, show the board
/// after that move, read-only, with the move marked; one way back to the game; the game itself
/// is never changed by it.
@Suite("Replay")
@MainActor
struct ReplayTests {
    @Test func aReplayShowsTheBoardAfterTheMoveAndNeverChangesTheLiveGame() async throws {
        let model = await makeModel(choice(.brandubh))
        await tapMoves(model, captureMoves)
        let live = model.view
        let save = model.controller.save()

        // The same game cut back to its second move, for comparison.
        let two = try GameController(config: GameConfig(preset: .brandubh, mode: .twoPlayers))
        try two.play(from: sq("f4"), to: sq("f3"))
        try two.play(from: sq("c4"), to: sq("c6"))

        model.page = .moves
        model.replay(to: 2)                        // a tap on the second move of the move list
        #expect(model.page == nil, "the move list closes to show the board")
        let replay = try #require(model.view.replay)
        #expect(replay.ply == 2 && replay.plies == 7 && replay.canBack && replay.canForward && replay.canLeave)
        #expect(replay.position == "After move 2 of 7")
        #expect(model.view.board.rows.map { $0.map(\.piece) } == two.view().board.rows.map { $0.map(\.piece) })
        #expect(model.cell(sq("c4"))?.lastMoveFrom == true && model.cell(sq("c6"))?.lastMoveTo == true)
        #expect(model.view.moves == live.moves, "the move list is the whole game's")

        // Read-only: the board and the buttons change nothing.
        #expect(!model.view.boardEnabled && !model.view.canUndo && !model.view.canRedo && !model.view.canHint)
        #expect(model.tap(sq("d2")) == .ignored)
        #expect(model.dragStart(at: sq("d2")) == .ignored && model.drop(on: sq("c2")) == .ignored)
        model.undo()
        model.requestHint()
        #expect(model.controller.save() == save)

        model.replayStep(forward: false)
        model.replayStep(forward: false)
        #expect(model.view.replay?.ply == 0 && model.view.replay?.canBack == false && model.view.lastMove == nil)
        model.replayStep(forward: false)           // no further back than the start
        #expect(model.view.replay?.ply == 0 && model.view.message?.error == .NoSuchMove)
        model.replay(to: 7)
        #expect(model.view.replay?.canForward == false)
        #expect(model.controller.save() == save)

        model.leaveReplay()                        // the one way back
        #expect(model.view.replay == nil && model.view.comparable == live.comparable)
        #expect(model.controller.save() == save)
        await tapMoves(model, "c6-c5")             // and the game goes on from where it stood
        #expect(model.view.ply == 8)
    }

    @Test(.timeLimit(.minutes(1)))
    func theComputerPlaysOnBehindAReplay() async throws {
        let model = await makeModel(choice(.brandubh, vs: (.defenders, .easy)))
        #expect(model.view.ply == 1)               // the computer opened
        let (from, to) = try anyMove(model)
        model.tap(from)
        model.tap(to)
        model.replay(to: 0)                        // while the computer may still be answering
        await model.settle()
        let replay = try #require(model.view.replay)
        #expect(replay.ply == 0 && replay.plies == 3, "the reply was played in the game behind the replay")
        #expect(model.view.lastMove == nil && model.view.headline == "To move: Attackers")
        model.leaveReplay()
        #expect(model.view.ply == 3 && model.view.turn == .human)
    }

    @Test func steppingBackFromTheGameStartsAReplay() async {
        let model = await makeModel(choice(.brandubh))
        await tapMoves(model, "d2-c2 d3-e3")
        #expect(model.view.replay == nil)
        model.replayStep(forward: true)            // nothing after the last move
        #expect(model.view.replay == nil && model.view.message?.error == .NoSuchMove)
        model.replayStep(forward: false)
        #expect(model.view.replay?.ply == 1 && model.view.replay?.canLeave == true)
        #expect(model.view.lastMove?.notation == "d2-c2")
    }
}
