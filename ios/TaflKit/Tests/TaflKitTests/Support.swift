import Foundation
import Testing
import TaflKit

/// Coord from an algebraic name; traps on typos in the tests themselves.
func sq(_ name: String) -> Coord {
    guard let coord = Coord(name: name) else { fatalError("bad square in a test: \(name)") }
    return coord
}

func config(_ preset: Preset = .brandubh, _ mode: Mode = .twoPlayers, match: Bool = false,
            millis: UInt32? = nil, seed: UInt64? = nil) -> SessionConfig {
    SessionConfig(preset: preset, mode: mode, twoGameMatch: match, thinkMillis: millis, seed: seed)
}

/// The TaflError a call threw, or nil if it returned normally.
func errorOf<T>(_ body: () throws -> T) -> TaflError? {
    do { _ = try body(); return nil } catch let error as TaflError { return error } catch {
        Issue.record("unexpected non-TaflError \(error)")
        return nil
    }
}

/// Checks that `outcome` is a legal move of the side to move in `before`, now on the board of `after`.
/// Returns a description of the first problem, or nil.
func legalityProblem(before: Snapshot, outcome: MoveOutcome, after: Snapshot) -> String? {
    let mv = outcome.played
    let side = before.sideToMove
    guard outcome.side == side else { return "moved side \(outcome.side), expected \(side)" }
    guard let piece = before.piece(at: mv.from), piece.side == side else {
        return "\(mv.notation): \(mv.from.name) held no piece of \(side)"
    }
    guard before.piece(at: mv.to) == nil else { return "\(mv.notation): target was occupied" }
    guard mv.from.file == mv.to.file || mv.from.rank == mv.to.rank, mv.from != mv.to else {
        return "\(mv.notation): not a straight move"
    }
    // every square strictly between from and to was empty
    let df = Int(mv.to.file) - Int(mv.from.file), dr = Int(mv.to.rank) - Int(mv.from.rank)
    let steps = max(abs(df), abs(dr))
    for i in 1..<steps {
        let c = Coord(file: UInt8(Int(mv.from.file) + df.signum() * i), rank: UInt8(Int(mv.from.rank) + dr.signum() * i))
        if before.piece(at: c) != nil { return "\(mv.notation): jumps over \(c.name)" }
    }
    guard after.piece(at: mv.to) == piece, after.piece(at: mv.from) == nil else {
        return "\(mv.notation): board after the move does not show it"
    }
    for c in outcome.captures where after.piece(at: c) != nil { return "\(mv.notation): \(c.name) still occupied" }
    guard after.ply == before.ply + 1 else { return "ply \(before.ply) -> \(after.ply)" }
    guard after.lastMove == mv else { return "last move \(String(describing: after.lastMove)) != \(mv)" }
    return nil
}
