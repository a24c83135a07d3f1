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
        let live = model.game.view
        let save = model.game.controller.save()

        // The same game cut back to its second move, for comparison.
        let two = try GameController(config: GameConfig(preset: .brandubh, mode: .twoPlayers))
        _ = try two.play(from: sq("f4"), to: sq("f3"))
        _ = try two.play(from: sq("c4"), to: sq("c6"))

        model.page = .moves
        model.replay(to: 2)                        // a tap on the second move of the move list
        #expect(model.page == nil, "the move list closes to show the board")
        let replay = try #require(model.game.view.replay)
        #expect(replay.ply == 2 && replay.plies == 7 && replay.canBack && replay.canForward && replay.canLeave)
        #expect(replay.position == "After move 2 of 7")
        #expect(model.game.view.board.rows.map { $0.map(\.piece) } == two.view().board.rows.map { $0.map(\.piece) })
        #expect(model.cell(sq("c4"))?.lastMoveFrom == true && model.cell(sq("c6"))?.lastMoveTo == true)
        #expect(model.game.view.moves == live.moves, "the move list is the whole game's")

        // Read-only: the board and the buttons change nothing.
        #expect(!model.game.view.board.enabled && !model.game.view.canUndo && !model.game.view.canRedo && !model.game.view.canHint)
        #expect(model.game.tap(sq("d2")) == .ignored)
        #expect(model.game.dragStart(at: sq("d2")) == .ignored && model.game.drop(on: sq("c2")) == .ignored)
        model.game.undo()
        model.game.hint()
        #expect(model.game.controller.save() == save)

        model.game.replayStep(forward: false)
        model.game.replayStep(forward: false)
        #expect(model.game.view.replay?.ply == 0 && model.game.view.replay?.canBack == false && model.game.view.board.lastMove == nil)
        model.game.replayStep(forward: false)           // no further back than the start
        #expect(model.game.view.replay?.ply == 0 && model.game.view.message?.error == .NoSuchMove)
        model.replay(to: 7)
        #expect(model.game.view.replay?.canForward == false)
        #expect(model.game.controller.save() == save)

        model.game.leaveReplay()                        // the one way back
        #expect(model.game.view.replay == nil && model.game.view.comparable == live.comparable)
        #expect(model.game.controller.save() == save)
        await tapMoves(model, "c6-c5")             // and the game goes on from where it stood
        #expect(model.game.view.ply == 8)
    }

    @Test(.timeLimit(.minutes(1)))
    func theComputerPlaysOnBehindAReplay() async throws {
        let model = await makeModel(choice(.brandubh, vs: (.defenders, .easy)))
        #expect(model.game.view.ply == 1)               // the computer opened
        let (from, to) = try anyMove(model)
        model.game.tap(from)
        model.game.tap(to)
        model.replay(to: 0)                        // while the computer may still be answering
        await model.settle()
        let replay = try #require(model.game.view.replay)
        #expect(replay.ply == 0 && replay.plies == 3, "the reply was played in the game behind the replay")
        #expect(model.game.view.board.lastMove == nil && model.game.view.headline == "To move: Attackers")
        model.game.leaveReplay()
        #expect(model.game.view.ply == 3 && model.game.view.turn == .human)
    }

    @Test func steppingBackFromTheGameStartsAReplay() async {
        let model = await makeModel(choice(.brandubh))
        await tapMoves(model, "d2-c2 d3-e3")
        #expect(model.game.view.replay == nil)
        model.game.replayStep(forward: true)            // nothing after the last move
        #expect(model.game.view.replay == nil && model.game.view.message?.error == .NoSuchMove)
        model.game.replayStep(forward: false)
        #expect(model.game.view.replay?.ply == 1 && model.game.view.replay?.canLeave == true)
        #expect(model.game.view.board.lastMove?.notation == "d2-c2")
    }
}
