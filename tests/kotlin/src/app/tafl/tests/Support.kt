package app.tafl.tests

import app.tafl.core.*
import java.io.File

/** Small helpers shared by the tests: squares by name, board look-ups, error names, games. */

fun sq(name: String): Coord = parseCoord(name)

val Coord.name: String get() = coordName(this)

fun BoardView.cell(c: Coord): CellView? = rows.flatten().firstOrNull { it.coord == c }

fun GameView.pieceAt(c: Coord): Piece? = board.cell(c)?.piece

fun GameView.pieceAt(name: String): Piece? = pieceAt(sq(name))

fun Piece.side(): Side = if (this == Piece.ATTACKER) Side.ATTACKERS else Side.DEFENDERS

/** The Rust variant name of an error, e.g. "NotYourPiece" (Kotlin class simpleName). */
fun GameException.code(): String = this::class.simpleName ?: this::class.java.simpleName

/** Runs [block] and returns the GameException it throws (failing if it returns normally). */
inline fun <T> gameError(block: () -> T): GameException {
    val result = try { block() } catch (e: GameException) { return e }
    throw AssertionError("expected a GameException, got $result")
}

fun config(preset: Preset = Preset.BRANDUBH, mode: Mode = Mode.TwoPlayers, match: Boolean = false,
           millis: UInt? = null, seed: ULong? = null): GameConfig =
    GameConfig(preset = preset, mode = mode, twoGameMatch = match, thinkMillis = millis, seed = seed)

fun twoPlayers(preset: Preset = Preset.BRANDUBH, match: Boolean = false): GameController =
    GameController(config(preset, match = match))

fun vsComputer(human: Side, level: Level = Level.EASY, millis: UInt? = null, seed: ULong? = 7u,
               preset: Preset = Preset.BRANDUBH): GameController =
    GameController(config(preset, Mode.VsComputer(humanSide = human, level = level), millis = millis, seed = seed))

/** Plays "a4-a3 d5-f5 ..." (captures suffixes like "xd3" are ignored). */
fun GameController.playAll(moves: String) {
    for (m in moves.trim().split(Regex("\\s+"))) {
        val (from, to) = m.substringBefore('x').split('-')
        play(sq(from), sq(to))
    }
}

/** The computer's move, started now and waited for (the scenario runners' `computer`). */
fun GameController.computerMove(timeoutMillis: ULong = 60_000u) {
    startComputer()
    check(waitUntilIdle(timeoutMillis)) { "the computer did not move within $timeoutMillis ms" }
}

/** What a restored game shows the same as the saved one: all but the moment's animation marks, sound cue and message. */
fun GameView.lasting(): GameView = copy(
    message = null,
    board = board.copy(moveSerial = 0u, captureSignal = 0u, sound = null, lastMove = board.lastMove?.copy(fresh = false)),
)

/** The settings a new controller follows (the core's defaults). */
fun defaultPreferences(): Preferences = twoPlayers().use { it.preferences() }

/**
 * A new app over a new empty folder of its own, in [language], once its files are read; [files]
 * are copied in first (name to text).
 */
fun launchApp(language: String = "en", files: Map<String, String> = emptyMap()): Pair<AppCore, File> {
    val dir = kotlin.io.path.createTempDirectory("tafl-app").toFile().apply { deleteOnExit() }
    for ((name, text) in files) File(dir, name).writeText(text)
    val app = AppCore.launch(dir.path, language)
    check(app.waitUntilLoaded(20_000u)) { "the files were not read" }
    return app to dir
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
fun isStraightClearMove(before: GameView, from: Coord, to: Coord, mover: Side): Boolean {
    val piece = before.pieceAt(from) ?: return false
    if (piece.side() != mover || from == to) return false
    val df = to.file.toInt() - from.file.toInt()
    val dr = to.rank.toInt() - from.rank.toInt()
    if (df != 0 && dr != 0) return false
    val n = maxOf(kotlin.math.abs(df), kotlin.math.abs(dr))
    for (i in 1..n) {
        val c = Coord((from.file.toInt() + Integer.signum(df) * i).toUByte(), (from.rank.toInt() + Integer.signum(dr) * i).toUByte())
        val cell = before.board.cell(c) ?: return false
        if (cell.piece != null) return false
    }
    return true
}
