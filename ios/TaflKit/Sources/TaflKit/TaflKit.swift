// Thin helpers the apps need on top of the generated TaflCore bindings.
// `import TaflKit` is enough: it re-exports TaflCore (GameSession, Snapshot, TaflError...).
@_exported import TaflCore

extension Coord {
    /// Algebraic name, "a1" = (file 0, rank 0). Same result as `coordName(coord:)`, without an FFI call.
    public var name: String {
        let letter = Character(UnicodeScalar(UInt8(ascii: "a") &+ file))
        return "\(letter)\(Int(rank) + 1)"
    }

    /// Parses "a1"..."z26" without checking a board size (the core answers `OffBoard` for squares
    /// outside the board); nil for anything else. Use `parseCoord(text:)` for the core's own parser.
    public init?(name: String) {
        guard let letter = name.unicodeScalars.first, ("a"..."z").contains(letter) else { return nil }
        let digits = name.dropFirst()
        guard (1...2).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              let rank = Int(digits), (1...26).contains(rank)
        else { return nil }
        self.init(file: UInt8(letter.value - 97), rank: UInt8(rank - 1))
    }
}

extension Piece {
    /// The side a piece fights for (the king is a defender).
    public var side: Side { self == .attacker ? .attackers : .defenders }
}

extension Snapshot {
    /// The square at `coord`, or nil if it is off the board.
    public func square(at coord: Coord) -> SquareView? {
        guard coord.file < boardSize, coord.rank < boardSize else { return nil }
        return squares[Int(coord.rank) * Int(boardSize) + Int(coord.file)]
    }

    /// The piece at `coord` (nil if empty or off the board).
    public func piece(at coord: Coord) -> Piece? { square(at: coord)?.piece }
}
