import Foundation
import Testing
import TaflKit

/// Coord from an algebraic name (the core's parser); traps on typos in the tests themselves.
func sq(_ name: String) -> Coord {
    guard let coord = try? parseCoord(text: name) else { fatalError("bad square in a test: \(name)") }
    return coord
}

func config(_ preset: Preset = .brandubh, _ mode: Mode = .twoPlayers, match: Bool = false,
            millis: UInt32? = nil, seed: UInt64? = nil, rules: String? = nil) -> GameConfig {
    GameConfig(preset: preset, rules: rules, mode: mode, twoGameMatch: match, thinkMillis: millis, seed: seed)
}

/// Every GameError, in the core's order: the game's, the app's and the lesson's refusals.
let allGameErrors: [GameError] = [
    .OffBoard, .NoPiece, .NotYourPiece, .NotYourTurn, .IllegalMove, .GameOver, .ComputerThinking,
    .NotComputersTurn, .NothingToUndo, .NothingToRedo, .CorruptSave, .UnsupportedVersion,
    .UnknownPreset, .MatchNotFinished, .NoMatch, .BadRules, .UnsupportedRules, .ReadOnly, .NoSuchMove,
    .NoKing, .RestrictedSquare, .AlreadyDecided, .BadPosition, .NoSuchPuzzle, .UnknownLesson, .StepDone,
    .StepNotDone, .LessonFinished,
]

extension GameError {
    /// The Rust variant name, e.g. "OffBoard" (the code the scenario files use).
    var code: String { String(describing: self) }
}

/// The GameError a call threw, or nil if it returned normally.
func errorOf<T>(_ body: () throws -> T) -> GameError? {
    do { _ = try body(); return nil } catch let error as GameError { return error } catch {
        Issue.record("unexpected non-GameError \(error)")
        return nil
    }
}

/// The side a piece fights for (the king is a defender).
func side(of piece: Piece?) -> Side? {
    piece.map { $0 == .attacker ? .attackers : .defenders }
}

extension GameView {
    func cell(_ coord: Coord) -> CellView? { board.rows.joined().first { $0.coord == coord } }
    func piece(at coord: Coord) -> Piece? { cell(coord)?.piece }

    /// What a restored game shows the same as the saved one: everything but the animation marks,
    /// the sound cue and the one-off message, which belong to the moment.
    var comparable: GameView {
        var view = self
        view.board.moveSerial = 0
        view.board.captureSignal = 0
        view.board.sound = nil
        view.message = nil
        view.board.lastMove?.fresh = false
        return view
    }
}

/// Checks that the last move of `after` is a legal move of the side to move in `before`.
/// Returns a description of the first problem, or nil.
func legalityProblem(before: GameView, after: GameView) -> String? {
    guard let last = after.board.lastMove else { return "no last move" }
    let side = before.sideToMove
    guard last.side == side else { return "moved side \(last.side), expected \(side)" }
    guard let piece = before.piece(at: last.from), TaflKitTests.side(of: piece) == side else {
        return "\(last.notation): the square held no piece of \(side)"
    }
    guard before.piece(at: last.to) == nil else { return "\(last.notation): target was occupied" }
    guard last.from.file == last.to.file || last.from.rank == last.to.rank, last.from != last.to else {
        return "\(last.notation): not a straight move"
    }
    let df = Int(last.to.file) - Int(last.from.file), dr = Int(last.to.rank) - Int(last.from.rank)
    for i in 1..<max(abs(df), abs(dr)) {
        let c = Coord(file: UInt8(Int(last.from.file) + df.signum() * i), rank: UInt8(Int(last.from.rank) + dr.signum() * i))
        if before.piece(at: c) != nil { return "\(last.notation): jumps over \(coordName(coord: c))" }
    }
    guard after.piece(at: last.to) == piece, after.piece(at: last.from) == nil else {
        return "\(last.notation): the board after the move does not show it"
    }
    for captured in last.captured where after.piece(at: captured.coord) != nil {
        return "\(last.notation): \(coordName(coord: captured.coord)) still occupied"
    }
    guard after.ply == before.ply + 1 else { return "ply \(before.ply) -> \(after.ply)" }
    return nil
}
