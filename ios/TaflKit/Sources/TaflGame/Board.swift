// What the board view draws, computed from the core's snapshot and the model's selection:
// cells in screen order (turned for hot-seat), edge labels, VoiceOver labels, the touch geometry
// and the move to animate. Pure values, so all of it is tested on Linux.
import Foundation
import TaflKit

/// The selected piece and where it can go (the core's `targets(from:)`).
public struct Selection: Equatable, Sendable {
    public var from: Coord?
    public var targets: Set<Coord>

    public init(from: Coord? = nil, targets: Set<Coord> = []) {
        self.from = from
        self.targets = targets
    }

    public static let none = Selection()
}

/// One square as the board draws it.
public struct BoardCell: Identifiable, Equatable, Sendable {
    /// rank * size + file, as in `Snapshot.squares`.
    public let id: Int
    public let coord: Coord
    public let piece: Piece?
    public let throne: Bool
    public let corner: Bool
    public let selected: Bool
    /// A target of the selection, and the settings show legal moves.
    public let target: Bool
    public let lastMoveFrom: Bool
    public let lastMoveTo: Bool
    /// The last move captured a piece here.
    public let captured: Bool
    public let hint: Bool
    /// "d4, king, throne, selected" — coordinate, content, then every mark shown.
    public let accessibilityLabel: String
}

/// Screen columns and rows (0 = left, top) ↔ squares. Unturned, rank 1 is at the bottom and file a
/// on the left; turned (hot-seat, defenders to move) the board is rotated by 180°.
public struct BoardGeometry: Equatable, Sendable {
    public let size: Int
    public let flipped: Bool

    public init(size: Int, flipped: Bool) {
        self.size = size
        self.flipped = flipped
    }

    public func coord(column: Int, row: Int) -> Coord {
        flipped
            ? Coord(file: UInt8(size - 1 - column), rank: UInt8(row))
            : Coord(file: UInt8(column), rank: UInt8(size - 1 - row))
    }

    public func position(of coord: Coord) -> (column: Int, row: Int) {
        flipped
            ? (size - 1 - Int(coord.file), Int(coord.rank))
            : (Int(coord.file), size - 1 - Int(coord.rank))
    }

    /// The square under a point of a square grid `side` points wide (nil outside the grid).
    public func coord(x: Double, y: Double, side: Double) -> Coord? {
        guard side > 0, x >= 0, y >= 0, x < side, y < side else { return nil }
        let cell = side / Double(size)
        return coord(column: min(Int(x / cell), size - 1), row: min(Int(y / cell), size - 1))
    }

    /// The centre of `coord` in a grid `side` points wide.
    public func center(of coord: Coord, side: Double) -> (x: Double, y: Double) {
        let cell = side / Double(size)
        let p = position(of: coord)
        return ((Double(p.column) + 0.5) * cell, (Double(p.row) + 0.5) * cell)
    }

    /// The files left to right and the ranks top to bottom, as the (possibly turned) grid shows them.
    public var fileLabels: [String] { (0..<size).map { Self.fileLabel(Int(coord(column: $0, row: 0).file)) } }
    public var rankLabels: [String] { (0..<size).map { String(Int(coord(column: 0, row: $0).rank) + 1) } }

    static func fileLabel(_ file: Int) -> String { String(UnicodeScalar(UInt8(97 + file))) }
}

/// The whole board: rows top to bottom in screen order.
public struct BoardState: Equatable, Sendable {
    public let geometry: BoardGeometry
    public let rows: [[BoardCell]]

    public var size: Int { geometry.size }

    public init(snapshot: Snapshot, selection: Selection, hint: MoveView?, showTargets: Bool,
                flipped: Bool, texts: AppTexts) {
        let size = Int(snapshot.boardSize)
        let geometry = BoardGeometry(size: size, flipped: flipped)
        let last = snapshot.lastMove
        let captures = Set(snapshot.lastCaptures)
        let separator = texts(.listSeparator)
        self.geometry = geometry
        rows = (0..<size).map { row in
            (0..<size).map { column in
                let coord = geometry.coord(column: column, row: row)
                let index = Int(coord.rank) * size + Int(coord.file)
                let square = snapshot.squares[index]
                let selected = selection.from == coord
                let target = showTargets && selection.targets.contains(coord)
                let from = last?.from == coord
                let to = last?.to == coord
                let captured = captures.contains(coord)
                let hinted = hint.map { $0.from == coord || $0.to == coord } ?? false
                var words = [coord.name, square.piece.map(texts.piece) ?? texts(.squareEmpty)]
                if square.throne { words.append(texts(.squareThrone)) }
                if square.corner { words.append(texts(.squareCorner)) }
                if selected { words.append(texts(.squareSelected)) }
                if target { words.append(texts(.squareTarget)) }
                if from { words.append(texts(.squareLastMoveFrom)) }
                if to { words.append(texts(.squareLastMoveTo)) }
                if captured { words.append(texts(.squareCaptured)) }
                if hinted { words.append(texts(.squareHint)) }
                return BoardCell(id: index, coord: coord, piece: square.piece, throne: square.throne,
                                 corner: square.corner, selected: selected, target: target,
                                 lastMoveFrom: from, lastMoveTo: to, captured: captured, hint: hinted,
                                 accessibilityLabel: words.joined(separator: separator))
            }
        }
    }

    public var cells: [BoardCell] { rows.flatMap { $0 } }

    public func cell(_ coord: Coord) -> BoardCell? {
        guard Int(coord.file) < size, Int(coord.rank) < size else { return nil }
        let p = geometry.position(of: coord)
        return rows[p.row][p.column]
    }
}

/// A move just played (by a tap, a drag or the computer), for the board to animate: the piece
/// slides from `from` to `to` and the captured pieces fade. Undo, redo, a new game or a restored
/// game never animate.
public struct MoveAnimation: Equatable, Sendable {
    public struct Captured: Equatable, Sendable {
        public let coord: Coord
        public let piece: Piece
    }

    /// Grows with every move played in this model, so the view can tell two animations apart.
    public let id: Int
    public let piece: Piece
    public let from: Coord
    public let to: Coord
    public let captured: [Captured]
    /// The piece was dragged to its square already: only the captures fade.
    public let dragged: Bool

    /// The slide's length (≤ 200 ms); zero when the system asks for reduced motion.
    public static func duration(reduceMotion: Bool) -> Double { reduceMotion ? 0 : 0.18 }

    /// `before` is the position the move was played in (it still shows the captured pieces).
    init?(id: Int, before: Snapshot, outcome: MoveOutcome, dragged: Bool) {
        guard let piece = before.piece(at: outcome.played.from) else { return nil }
        self.id = id
        self.piece = piece
        from = outcome.played.from
        to = outcome.played.to
        captured = outcome.captures.compactMap { c in before.piece(at: c).map { Captured(coord: c, piece: $0) } }
        self.dragged = dragged
    }
}

/// One numbered line of the move list: a move of each side (the second missing while it is due).
public struct MoveTurn: Identifiable, Equatable, Sendable {
    public let number: Int
    public let first: String
    public let second: String?
    public var id: Int { number }

    /// The core's moves in record notation, first move first → numbered turns of two moves.
    public static func turns(_ moves: [String]) -> [MoveTurn] {
        stride(from: 0, to: moves.count, by: 2).map { i in
            MoveTurn(number: i / 2 + 1, first: moves[i], second: i + 1 < moves.count ? moves[i + 1] : nil)
        }
    }
}
