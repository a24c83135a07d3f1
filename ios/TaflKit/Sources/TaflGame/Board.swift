// The board view's plumbing over the core's `BoardView`: which square is under a touch and where a
// square sits on the screen, both read from the rows as the core laid them out (turned or not),
// and how long a move's slide lasts.
import TaflKit

extension BoardView {
    /// The cell of `coord` (nil off the board).
    public func cell(_ coord: Coord) -> CellView? { rows.joined().first { $0.coord == coord } }

    /// The square under a point of a square grid `side` points wide (nil outside the grid).
    public func coord(x: Double, y: Double, side: Double) -> Coord? {
        let count = rows.count
        guard count > 0, side > 0, x >= 0, y >= 0, x < side, y < side else { return nil }
        let cell = side / Double(count)
        let row = rows[min(Int(y / cell), count - 1)]
        return row[min(Int(x / cell), row.count - 1)].coord
    }

    /// The centre of `coord`'s square in a grid `side` points wide (nil off the board).
    public func center(of coord: Coord, side: Double) -> (x: Double, y: Double)? {
        let cell = side / Double(max(rows.count, 1))
        for (row, cells) in rows.enumerated() {
            if let column = cells.firstIndex(where: { $0.coord == coord }) {
                return ((Double(column) + 0.5) * cell, (Double(row) + 0.5) * cell)
            }
        }
        return nil
    }

    /// The kinds of the arrows that start or end on `coord` (the board draws each on its squares).
    public func arrowKinds(at coord: Coord) -> [ArrowKind] {
        arrows.filter { $0.from == coord || $0.to == coord }.map(\.kind)
    }

    /// The slide of a move just played (≤ 200 ms); none when the system asks for reduced motion.
    public static func slideDuration(reduceMotion: Bool) -> Double { reduceMotion ? 0 : 0.18 }
}
