import Foundation
import Testing
@testable import TaflGame
import TaflKit

/// What the board draws: geometry, coordinates, turning for hot-seat, VoiceOver labels, settings.
@Suite("Board")
@MainActor
struct BoardTests {
    @Test func coordinatesAndGeometryOfAnUnturnedBoard() async {
        let model = await makeModel(NewGameChoice(preset: .brandubh))
        let board = model.board
        #expect(board.size == 7 && board.rows.count == 7 && board.rows.allSatisfy { $0.count == 7 })
        #expect(!board.geometry.flipped)
        #expect(board.geometry.fileLabels == ["a", "b", "c", "d", "e", "f", "g"])
        #expect(board.geometry.rankLabels == ["7", "6", "5", "4", "3", "2", "1"])
        #expect(board.rows[0][0].coord == sq("a7") && board.rows[6][0].coord == sq("a1") && board.rows[6][6].coord == sq("g1"))
        #expect(Set(board.cells.map(\.id)).count == 49)
        let g = board.geometry
        #expect(g.coord(x: 1, y: 699, side: 700) == sq("a1"))
        #expect(g.coord(x: 699, y: 1, side: 700) == sq("g7"))
        #expect(g.coord(x: 350, y: 350, side: 700) == sq("d4"))
        #expect(g.coord(x: -1, y: 5, side: 700) == nil && g.coord(x: 5, y: 700, side: 700) == nil)
        let center = g.center(of: sq("a1"), side: 700)
        #expect(center.x == 50 && center.y == 650)
        for cell in board.cells {
            let p = g.position(of: cell.coord)
            #expect(g.coord(column: p.column, row: p.row) == cell.coord)
            #expect(board.rows[p.row][p.column] == cell)
        }
        let copenhagen = await makeModel(NewGameChoice(preset: .copenhagen))
        #expect(copenhagen.board.size == 11 && copenhagen.board.geometry.fileLabels.last == "k")
        #expect(copenhagen.board.geometry.rankLabels.first == "11")
    }

    @Test func theBoardTurnsForTheDefendersInHotSeatGamesWhenAsked() async {
        let model = await makeModel(NewGameChoice(preset: .brandubh))
        await tapMoves(model, "d2-c2")
        #expect(!model.flipped)                    // off by default
        model.settings.update { $0.turnBoardForHotSeat = true }
        #expect(model.flipped && model.board.geometry.flipped)
        let board = model.board
        #expect(board.geometry.fileLabels == ["g", "f", "e", "d", "c", "b", "a"])
        #expect(board.geometry.rankLabels == ["1", "2", "3", "4", "5", "6", "7"])
        #expect(board.rows[0][0].coord == sq("g1") && board.rows[6][6].coord == sq("a7"))
        #expect(board.geometry.coord(x: 1, y: 1, side: 700) == sq("g1"))
        model.tap(sq("d3"))                        // touches follow the turned board
        model.tap(sq("e3"))
        #expect(model.snapshot.ply == 2 && !model.flipped)   // the attackers are to move again

        let computer = await makeModel(NewGameChoice(preset: .brandubh, vsComputer: true, humanSide: .defenders, level: .easy))
        computer.settings.update { $0.turnBoardForHotSeat = true }
        #expect(!computer.flipped)                 // only two players at one device
    }

    @Test(arguments: TaflLanguage.allCases)
    func everySquareHasAVoiceOverLabel(_ language: TaflLanguage) async {
        let model = await makeModel(NewGameChoice(preset: .brandubh), language: language)
        let t = texts(language)
        for cell in model.board.cells {
            #expect(cell.accessibilityLabel.hasPrefix(cell.coord.name + t(.listSeparator)))
            #expect(!cell.accessibilityLabel.contains("square.") && !cell.accessibilityLabel.contains("piece."))
        }
        #expect(model.board.cell(sq("d4"))?.accessibilityLabel == ["d4", t(.pieceKing), t(.squareThrone)].joined(separator: ", "))
        #expect(model.board.cell(sq("a1"))?.accessibilityLabel == ["a1", t(.squareEmpty), t(.squareCorner)].joined(separator: ", "))
        model.tap(sq("d2"))
        #expect(model.board.cell(sq("d2"))?.accessibilityLabel == ["d2", t(.pieceAttacker), t(.squareSelected)].joined(separator: ", "))
        #expect(model.board.cell(sq("c2"))?.accessibilityLabel == ["c2", t(.squareEmpty), t(.squareTarget)].joined(separator: ", "))
        model.tap(sq("c2"))
        #expect(model.board.cell(sq("d2"))?.accessibilityLabel == ["d2", t(.squareEmpty), t(.squareLastMoveFrom)].joined(separator: ", "))
        #expect(model.board.cell(sq("c2"))?.accessibilityLabel == ["c2", t(.pieceAttacker), t(.squareLastMoveTo)].joined(separator: ", "))
    }

    @Test func hidingLegalMovesHidesTheTargetsButStillPlays() async {
        let model = await makeModel(NewGameChoice(preset: .brandubh))
        model.settings.update { $0.showLegalMoves = false }
        model.tap(sq("d2"))
        #expect(model.board.cell(sq("d2"))?.selected == true)
        #expect(model.board.cells.allSatisfy { !$0.target })
        #expect(!(model.board.cell(sq("c2"))?.accessibilityLabel.contains("possible move") ?? true))
        model.tap(sq("c2"))
        #expect(model.snapshot.ply == 1)
    }

    @Test func presetChoicesComeFromTheCore() async {
        let model = await makeModel()
        #expect(model.presetOptions.map(\.id) == presets().map(\.id))
        #expect(model.presetOptions.first?.label == "Brandubh (7×7; 8 vs 4 + king)")
        #expect(model.presetOptions.first { $0.preset == .copenhagen }?.label == "Copenhagen Hnefatafl (11×11; 24 vs 12 + king)")
        #expect(Page.allCases.count == 5)
    }
}
