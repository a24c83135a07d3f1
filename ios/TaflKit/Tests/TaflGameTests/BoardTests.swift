import Foundation
import Testing
@testable import TaflGame
import TaflKit

/// What the board draws: the core's layout, touches mapped onto it, turning for hot-seat,
/// VoiceOver labels and the settings.
@Suite("Board")
@MainActor
struct BoardTests {
    @Test func anUnturnedBoardAndTouchesOnIt() async {
        let model = await makeModel(choice(.brandubh))
        let board = model.game.view.board
        #expect(board.size == 7 && board.rows.count == 7 && board.rows.allSatisfy { $0.count == 7 })
        #expect(!board.flipped && board.description == "Board, 7 by 7")
        #expect(board.fileLabels == ["a", "b", "c", "d", "e", "f", "g"])
        #expect(board.rankLabels == ["7", "6", "5", "4", "3", "2", "1"])
        #expect(board.rows[0][0].coord == sq("a7") && board.rows[6][0].coord == sq("a1") && board.rows[6][6].coord == sq("g1"))
        #expect(Set(model.cells.map(\.coord)).count == 49)
        #expect(board.coord(x: 1, y: 699, side: 700) == sq("a1"))
        #expect(board.coord(x: 699, y: 1, side: 700) == sq("g7"))
        #expect(board.coord(x: 350, y: 350, side: 700) == sq("d4"))
        #expect(board.coord(x: -1, y: 5, side: 700) == nil && board.coord(x: 5, y: 700, side: 700) == nil)
        let center = board.center(of: sq("a1"), side: 700)
        #expect(center?.x == 50 && center?.y == 650)
        #expect(board.center(of: Coord(file: 9, rank: 9), side: 700) == nil)
        for (row, cells) in board.rows.enumerated() {
            for (column, cell) in cells.enumerated() {
                let point = board.center(of: cell.coord, side: 700)
                #expect(point.map { board.coord(x: $0.x, y: $0.y, side: 700) } == cell.coord)
                #expect(point.map { (Int($0.x) / 100, Int($0.y) / 100) } ?? (-1, -1) == (column, row))
            }
        }
        let copenhagen = await makeModel(choice(.copenhagen))
        #expect(copenhagen.game.view.board.size == 11 && copenhagen.game.view.board.fileLabels.last == "k")
        #expect(copenhagen.game.view.board.rankLabels.first == "11")
    }

    @Test func theBoardTurnsForTheDefendersInHotSeatGamesWhenAsked() async {
        let model = await makeModel(choice(.brandubh))
        await tapMoves(model, "d2-c2")
        #expect(!model.game.view.board.flipped)         // off by default
        model.turnBoardForHotSeat = true
        let board = model.game.view.board
        #expect(board.flipped)
        #expect(board.fileLabels == ["g", "f", "e", "d", "c", "b", "a"])
        #expect(board.rankLabels == ["1", "2", "3", "4", "5", "6", "7"])
        #expect(board.rows[0][0].coord == sq("g1") && board.rows[6][6].coord == sq("a7"))
        #expect(board.coord(x: 1, y: 1, side: 700) == sq("g1"))
        // a player touches the turned board where d3 and e3 are drawn
        let d3 = board.center(of: sq("d3"), side: 700)!, e3 = board.center(of: sq("e3"), side: 700)!
        #expect(d3.x == 350 && d3.y == 250)
        model.game.tap(board.coord(x: d3.x, y: d3.y, side: 700)!)
        model.game.tap(board.coord(x: e3.x, y: e3.y, side: 700)!)
        #expect(model.game.view.ply == 2 && model.game.view.board.lastMove?.notation == "d3-e3")
        #expect(!model.game.view.board.flipped)         // the attackers are to move again

        let computer = await makeModel(choice(.brandubh, vs: (.defenders, .easy)))
        computer.turnBoardForHotSeat = true
        #expect(!computer.game.view.board.flipped)      // only two players at one device
    }

    @Test(arguments: TaflLanguage.allCases)
    func everySquareHasAVoiceOverLabel(_ language: TaflLanguage) async {
        let model = await makeModel(choice(.brandubh), language: language)
        let english = await makeModel(choice(.brandubh))
        for cell in model.cells {
            #expect(cell.description.hasPrefix(cell.name + ", "))
            #expect(!cell.description.contains("square-") && !cell.description.contains("piece-"))
        }
        #expect(!model.game.view.board.description.isEmpty)
        model.game.tap(sq("d2"))
        english.game.tap(sq("d2"))
        let labels = { (m: AppModel) in ["d4", "a1", "d2", "c2"].map { m.cell(sq($0))?.description ?? "" } }
        #expect(labels(english) == ["d4, king, throne", "a1, empty, corner", "d2, attacker, selected",
                                    "c2, empty, possible move"])
        if language != .english {
            #expect(zip(labels(model), labels(english)).allSatisfy { $0 != $1 })
        }
        model.game.tap(sq("c2"))
        english.game.tap(sq("c2"))
        #expect(["d2", "c2"].map { english.cell(sq($0))?.description } == [
            "d2, empty, last move from here", "c2, attacker, last move to here"])
    }

    @Test func hidingLegalMovesHidesTheTargetsButStillPlays() async {
        let model = await makeModel(choice(.brandubh))
        model.showLegalMoves = false
        model.game.tap(sq("d2"))
        #expect(model.cell(sq("d2"))?.selected == true)
        #expect(model.cells.allSatisfy { !$0.target })
        #expect(!(model.cell(sq("c2"))?.description.contains("possible move") ?? true))
        #expect(model.game.tap(sq("c2")) == .played && model.game.view.ply == 1)
    }

    @Test func theNewGameSheetsChoicesComeFromTheCore() async {
        let model = await makeModel()
        #expect(model.presetOptions.map(\.preset) == [.brandubh, .brandubhAageNielsen, .ardRi, .tablut, .hnefatafl, .copenhagen, .fetlar])
        #expect(model.presetOptions.first?.summary == "Brandubh (7×7; 8 vs 4 + king)")
        #expect(model.presetOptions.first { $0.preset == .copenhagen }?.summary == "Copenhagen Hnefatafl (11×11; 24 vs 12 + king)")
        #expect(model.levels.map { model.name(of: $0) } == ["Easy", "Medium", "Hard"])
        #expect(model.name(of: .attackers) == "Attackers" && model.modeTitle(vsComputer: true) == "Against the computer")
        #expect(Page.allCases.count == 10)
        let estonian = await makeModel(language: .estonian)
        #expect(estonian.name(of: .attackers) == "Ründajad" && estonian.presetOptions.first?.name == "Brandubh")
    }
}
