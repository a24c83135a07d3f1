package app.tafl.tests

import app.tafl.core.*
import java.io.File

/** Small helpers shared by the tests: squares by name, board look-ups, error names. */

fun sq(name: String): Coord = parseCoord(name)

val Coord.name: String get() = coordName(this)

fun Snapshot.pieceAt(c: Coord): Piece? = squares[c.rank.toInt() * boardSize.toInt() + c.file.toInt()].piece

fun Snapshot.pieceAt(name: String): Piece? = pieceAt(sq(name))

fun Piece.side(): Side = if (this == Piece.ATTACKER) Side.ATTACKERS else Side.DEFENDERS

/** The Rust variant name of an error, e.g. "NotYourPiece" (Kotlin class simpleName). */
fun TaflException.code(): String = this::class.simpleName ?: this::class.java.simpleName

/** Runs [block] and returns the TaflException it throws (failing if it returns normally). */
inline fun <T> taflError(block: () -> T): TaflException {
    val result = try { block() } catch (e: TaflException) { return e }
    throw AssertionError("expected a TaflException, got $result")
}

fun twoPlayers(preset: Preset = Preset.BRANDUBH, match: Boolean = false): GameSession =
    GameSession(SessionConfig(preset = preset, mode = Mode.TwoPlayers, twoGameMatch = match, thinkMillis = null, seed = null))

fun vsComputer(human: Side, level: Level = Level.EASY, millis: UInt? = null, seed: ULong? = 7u, preset: Preset = Preset.BRANDUBH): GameSession =
    GameSession(SessionConfig(preset = preset, mode = Mode.VsComputer(humanSide = human, level = level),
        twoGameMatch = false, thinkMillis = millis, seed = seed))

/** Plays "a4-a3 d5-f5 ..." (captures suffixes like "xd3" are ignored). */
fun GameSession.playAll(moves: String) {
    for (m in moves.trim().split(Regex("\\s+"))) {
        val (from, to) = m.substringBefore('x').split('-')
        play(sq(from), sq(to))
    }
}

/** The repository root, from -Dtafl.root (set by tests/suites/kotlin.sh) or the working directory. */
fun repoRoot(): File {
    val root = File(System.getProperty("tafl.root") ?: ".").absoluteFile
    require(File(root, "tests/scenarios").isDirectory) { "tafl.root=$root has no tests/scenarios" }
    return root
}

/**
 * Whether [from]-[to] is a plausible move on [before] for [mover]: the piece belongs to the mover,
 * the move is straight, and every square passed and the destination are empty.
 */
fun isStraightClearMove(before: Snapshot, from: Coord, to: Coord, mover: Side): Boolean {
    val piece = before.pieceAt(from) ?: return false
    if (piece.side() != mover || from == to) return false
    val df = to.file.toInt() - from.file.toInt()
    val dr = to.rank.toInt() - from.rank.toInt()
    if (df != 0 && dr != 0) return false
    val n = maxOf(kotlin.math.abs(df), kotlin.math.abs(dr))
    val size = before.boardSize.toInt()
    for (i in 1..n) {
        val f = from.file.toInt() + Integer.signum(df) * i
        val r = from.rank.toInt() + Integer.signum(dr) * i
        if (f !in 0 until size || r !in 0 until size) return false
        if (before.squares[r * size + f].piece != null) return false
    }
    return true
}
