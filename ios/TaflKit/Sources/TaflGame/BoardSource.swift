// What a board on the screen draws and where its touches go: the game, a game of the history, the
// analysis board and a review each have one, so that one board view serves them all.
import TaflKit

@MainActor
public protocol BoardSource: AnyObject {
    /// The core's view of the game shown: the board, its marks, the last move to animate.
    var view: GameView { get }
    /// A move the board marks besides the core's hint: the analysis board's best move, the
    /// review's better move. The core gives it; the board only draws it.
    var markedMove: MoveMark? { get }
    /// A move played, marked apart from the core's last move: the move a review looks at, on the
    /// position it was played in.
    var playedMove: MoveMark? { get }
    /// A tap on a square; the core decides what it does (nothing on a read-only board).
    @discardableResult func tap(_ coord: Coord) -> TapOutcome?
    @discardableResult func dragStart(at coord: Coord) -> TapOutcome?
    @discardableResult func drop(on coord: Coord) -> TapOutcome?
}

extension BoardSource {
    /// Only a review marks a move played.
    public var playedMove: MoveMark? { nil }
}

extension MoveMark {
    /// Whether the mark starts or ends on `coord`.
    public func touches(_ coord: Coord) -> Bool { from == coord || to == coord }
}
