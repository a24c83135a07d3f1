// What a board on the screen draws and where its touches go: the game, a game of the history, the
// analysis board, a review, a lesson and a puzzle each have one, so that one board view serves them all.
import TaflKit

@MainActor
public protocol BoardSource: AnyObject {
    /// The core's board of the position shown, with its marks (each of the core's views has one).
    var boardView: BoardView { get }
    /// The last move on the board, to slide when it is fresh.
    var lastMove: LastMove? { get }
    /// Grows with every move played: a new value is a move to animate.
    var moveSerial: UInt64 { get }
    /// A move the board marks besides the core's hint: the analysis board's best move, the
    /// review's better move. The core gives it; the board only draws it.
    var markedMove: MoveMark? { get }
    /// A move played, marked apart from the core's last move: the move a review looks at, on the
    /// position it was played in; a lesson's wrong move, taken back.
    var playedMove: MoveMark? { get }
    /// A tap on a square; the core decides what it does (nothing on a read-only board).
    @discardableResult func tap(_ coord: Coord) -> TapOutcome?
    @discardableResult func dragStart(at coord: Coord) -> TapOutcome?
    @discardableResult func drop(on coord: Coord) -> TapOutcome?
}

extension BoardSource {
    /// Only a review and a lesson mark a move played.
    public var playedMove: MoveMark? { nil }
}

/// A board over one of the core's games (the game, a history game, the analysis board, a review):
/// its `GameView` holds the board, the last move and the serial.
@MainActor
public protocol GameBoardSource: BoardSource {
    var view: GameView { get }
}

extension GameBoardSource {
    public var boardView: BoardView { view.board }
    public var lastMove: LastMove? { view.lastMove }
    public var moveSerial: UInt64 { view.moveSerial }
}

extension MoveMark {
    /// Whether the mark starts or ends on `coord`.
    public func touches(_ coord: Coord) -> Bool { from == coord || to == coord }
}
