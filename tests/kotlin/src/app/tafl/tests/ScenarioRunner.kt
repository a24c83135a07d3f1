package app.tafl.tests

import app.tafl.core.*
import java.io.File

/**
 * Runs one scenario vector (`tests/scenarios/NAME.scn`, format in `tests/scenarios/README.md`) against the real
 * library; the first mismatch throws an AssertionError starting with `file:line:`.
 */
class ScenarioRunner(private val file: File) {
    private var current: GameSession? = null
    private val session: GameSession get() = current ?: fail("no `new` before this command")
    private var lineNo = 0
    private var line = ""

    /** Returns the number of commands run. */
    fun run(): Int {
        var commands = 0
        try {
            for ((index, raw) in file.readLines().withIndex()) {
                lineNo = index + 1
                line = raw.substringBefore('#').trim()
                if (line.isEmpty()) continue
                try {
                    exec(line.split(' ').filter { it.isNotEmpty() })
                } catch (e: ScenarioMismatch) {
                    throw e
                } catch (e: TaflException) {
                    fail("unexpected error ${e.code()}")
                } catch (e: Exception) {
                    throw ScenarioMismatch("${file.name}:$lineNo: `$line`: ${e.javaClass.simpleName}: ${e.message}", e)
                }
                commands++
            }
        } finally {
            current?.close()
        }
        return commands
    }

    class ScenarioMismatch(message: String, cause: Throwable? = null) : AssertionError(message, cause)

    private fun fail(message: String): Nothing = throw ScenarioMismatch("${file.name}:$lineNo: `$line`: $message")

    private fun check(ok: Boolean, message: () -> String) { if (!ok) fail(message()) }

    private fun expectEq(what: String, expected: Any?, actual: Any?) =
        check(expected == actual) { "$what: expected $expected, got $actual" }

    private fun arity(t: List<String>, n: Int) = check(t.size == n) { "expected ${n - 1} arguments" }

    private fun argc(args: List<String>, n: Int) = check(args.size == n) { "expected $n arguments before the code" }

    private fun exec(t: List<String>) {
        when (t[0]) {
            "new" -> newSession(t)
            "play" -> play(t)
            "fail" -> failing(t)
            "undo" -> { arity(t, 1); session.undo() }
            "redo" -> { arity(t, 1); session.redo() }
            "computer" -> { arity(t, 1); computer() }
            "hint" -> { arity(t, 1); hint() }
            "save-restore" -> { arity(t, 1); saveRestore() }
            "next-game" -> { arity(t, 1); session.nextMatchGame() }
            "expect" -> expect(t)
            else -> fail("unknown command ${t[0]}")
        }
    }

    private fun newSession(t: List<String>) {
        check(t.size >= 3) { "new PRESET MODE ..." }
        val preset = presets().firstOrNull { it.id == t[1] }?.preset ?: fail("unknown preset id ${t[1]}")
        var i: Int
        val mode = when (t[2]) {
            "two-players" -> { i = 3; Mode.TwoPlayers }
            "vs-computer" -> {
                check(t.size >= 5) { "vs-computer SIDE LEVEL" }
                i = 5
                Mode.VsComputer(humanSide = side(t[3]), level = level(t[4]))
            }
            else -> fail("unknown mode ${t[2]}")
        }
        var match = false
        var millis: UInt? = null
        var seed: ULong? = null
        while (i < t.size) {
            when (t[i]) {
                "match" -> { match = true; i++ }
                "seed" -> { seed = t.getOrNull(i + 1)?.toULongOrNull() ?: fail("seed N"); i += 2 }
                "millis" -> { millis = t.getOrNull(i + 1)?.toUIntOrNull() ?: fail("millis N"); i += 2 }
                else -> fail("unknown option ${t[i]}")
            }
        }
        current?.close()
        current = GameSession(SessionConfig(preset = preset, mode = mode, twoGameMatch = match, thinkMillis = millis, seed = seed))
    }

    private fun play(t: List<String>) {
        check(t.size == 3 || (t.size >= 5 && t[3] == "=>" && t[4] == "captures")) { "play FROM TO [=> captures SQ...]" }
        val outcome = session.play(sq(t[1]), sq(t[2]))
        if (t.size > 3) {
            expectEq("captures", t.drop(5).toSet(), outcome.captures.map { it.name }.toSet())
        }
    }

    private fun failing(t: List<String>) {
        check(t.size >= 3) { "fail WHAT ... CODE" }
        val code = t.last()
        val args = t.subList(2, t.size - 1)
        val error: TaflException = try {
            val result: Any = when (t[1]) {
                "play" -> { argc(args, 2); session.play(sq(args[0]), sq(args[1])) }
                "undo" -> { argc(args, 0); session.undo() }
                "redo" -> { argc(args, 0); session.redo() }
                "computer" -> { argc(args, 0); session.computerMove() }
                "targets" -> { argc(args, 1); session.targets(sq(args[0])) }
                "restore" -> GameSession.restore(args.joinToString(" ")).also { it.close() }
                "next-game" -> { argc(args, 0); session.nextMatchGame() }
                else -> fail("unknown fail command ${t[1]}")
            }
            fail("expected error $code, but it succeeded: $result")
        } catch (e: TaflException) {
            e
        }
        expectEq("error", code, error.code())
    }

    private fun computer() {
        val before = session.snapshot()
        val outcome = session.computerMove()
        val after = session.snapshot()
        val from = outcome.played.from
        val to = outcome.played.to
        expectEq("side of the computer's move", before.sideToMove, outcome.side)
        check(isStraightClearMove(before, from, to, before.sideToMove)) {
            "computer played ${outcome.played.notation}, not a legal move for ${before.sideToMove}"
        }
        expectEq("piece on ${to.name} after the computer's move", before.pieceAt(from), after.pieceAt(to))
        expectEq("ply after the computer's move", before.ply + 1u, after.ply)
    }

    private fun hint() {
        val before = session.snapshot()
        val move = session.hint()
        val piece = before.pieceAt(move.from)
        check(piece != null && piece.side() == before.sideToMove) {
            "hint ${move.notation}: ${move.from.name} holds $piece, side to move is ${before.sideToMove}"
        }
        val targets = session.targets(move.from)
        check(move.to in targets) { "hint ${move.notation}: ${move.to.name} not in targets ${targets.map { it.name }}" }
        expectEq("snapshot after hint", before, session.snapshot())
    }

    private fun saveRestore() {
        val before = session.snapshot()
        val restored = GameSession.restore(session.save())
        current?.close()
        current = restored
        expectEq("snapshot after save-restore", before, restored.snapshot())
    }

    private fun expect(t: List<String>) {
        check(t.size >= 2) { "expect WHAT ..." }
        val s = session.snapshot()
        val args = t.drop(2)
        fun one(): String { arity(t, 3); return t[2] }
        when (t[1]) {
            "side" -> expectEq("side to move", side(one()), s.sideToMove)
            "status" -> expectEq("status", one(), kebab(s.status.name))
            "reason" -> expectEq("reason", one(), s.reason?.let { kebab(it.name) } ?: "none")
            "ply" -> expectEq("ply", one(), s.ply.toString())
            "captured" -> { arity(t, 4); expectEq("captured (attackers defenders)", "${t[2]} ${t[3]}", "${s.capturedByAttackers} ${s.capturedByDefenders}") }
            "undo" -> expectEq("can undo", one(), s.canUndo.toString())
            "redo" -> expectEq("can redo", one(), s.canRedo.toString())
            "turn" -> expectEq("turn", one(), kebab(s.turn.name))
            "piece" -> { arity(t, 4); expectEq("piece on ${t[2]}", t[3], s.pieceAt(t[2])?.let { kebab(it.name) } ?: "empty") }
            "targets" -> {
                check(t.size >= 3) { "expect targets SQ SQ..." }
                expectEq("targets of ${t[2]}", t.drop(3).toSet(), session.targets(sq(t[2])).map { it.name }.toSet())
            }
            "movable" -> expectEq("movable pieces", one(), session.movablePieces().size.toString())
            "last-move" -> expectEq("last move", one(), s.lastMove?.notation ?: "none")
            "record" -> expectEq("record", args.joinToString(" "), session.record())
            "match-game" -> expectEq("match game", one(), s.matchView?.gameNumber?.toString() ?: "none")
            "match-points" -> {
                arity(t, 4)
                val m = s.matchView ?: fail("no match")
                check(t[2].toFloat() == m.playerOnePoints && t[3].toFloat() == m.playerTwoPoints) {
                    "match points: expected ${t[2]} ${t[3]}, got ${m.playerOnePoints} ${m.playerTwoPoints}"
                }
            }
            "match-winner" -> expectEq("match winner", one(), s.matchView?.winner?.let { kebab(it.name) } ?: "none")
            else -> fail("unknown expectation ${t[1]}")
        }
    }

    private fun side(text: String): Side = when (text) {
        "attackers" -> Side.ATTACKERS
        "defenders" -> Side.DEFENDERS
        else -> fail("unknown side $text")
    }

    private fun level(text: String): Level = when (text) {
        "easy" -> Level.EASY
        "medium" -> Level.MEDIUM
        "hard" -> Level.HARD
        else -> fail("unknown level $text")
    }

    companion object {
        /** KING_ESCAPED -> king-escaped (Kotlin enum constant to scenario word). */
        fun kebab(enumName: String): String = enumName.lowercase().replace('_', '-')
    }
}
