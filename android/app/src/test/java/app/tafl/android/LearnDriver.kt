package app.tafl.android

import app.tafl.core.AppCore
import app.tafl.core.Coord
import app.tafl.core.GameException
import app.tafl.core.LessonController
import app.tafl.core.LessonState
import app.tafl.core.LessonView
import app.tafl.core.Preset
import app.tafl.core.PuzzleController
import app.tafl.core.PuzzleEntry
import app.tafl.core.TapOutcome
import kotlin.io.path.createTempDirectory

/** A move: from, to. */
typealias Move = Pair<Coord, Coord>

/** What a player does in a lesson: a move, or going on to the next step. */
sealed interface LessonAction {
    data class Play(val move: Move) : LessonAction
    data object NextStep : LessonAction
}

/**
 * Finds the moves of the lessons and puzzles from the core itself, on controllers of its own, so
 * that no test names a move by hand: a lesson's right move is one the hint's piece makes that the
 * core does not refuse, a wrong one any legal move it takes back; a puzzle's solution is the one
 * the core plays out.
 */
object LearnDriver {

    /** Lesson [lesson] of [preset] after [script]. */
    fun lessonAfter(preset: Preset, lesson: String, script: List<LessonAction>): LessonController =
        LessonController.start(preset, null, lesson, "en").also { controller ->
            for (action in script) {
                when (action) {
                    is LessonAction.Play -> controller.play(action.move.first, action.move.second)
                    LessonAction.NextStep -> controller.nextStep()
                }
            }
        }

    fun lessonView(preset: Preset, lesson: String, script: List<LessonAction>): LessonView =
        lessonAfter(preset, lesson, script).use { it.view() }

    /** What the core makes of [move] after [script] (null: refused as illegal or not the player's). */
    fun outcome(preset: Preset, lesson: String, script: List<LessonAction>, move: Move): TapOutcome? =
        lessonAfter(preset, lesson, script).use { controller ->
            try {
                controller.play(move.first, move.second)
            } catch (e: GameException) {
                null
            }
        }

    /** Where the piece on [from] may go after [script], as the lesson's board marks it once selected. */
    fun targets(preset: Preset, lesson: String, script: List<LessonAction>, from: Coord): List<Coord> =
        lessonAfter(preset, lesson, script).use { controller ->
            try {
                controller.tap(from)
            } catch (e: GameException) {
                return emptyList()
            }
            controller.view().board.rows.flatten().filter { it.target }.map { it.coord }
        }

    /** The piece the lesson's hint marks after [script]. */
    fun hintedPiece(preset: Preset, lesson: String, script: List<LessonAction>): Coord =
        lessonAfter(preset, lesson, script).use { controller ->
            controller.hint()
            requireNotNull(controller.view().board.hint) { "$lesson: no hint" }.from
        }

    /** The right move after [script]: the hint's piece, to the first of its targets the core accepts. */
    fun rightMove(preset: Preset, lesson: String, script: List<LessonAction>): Move {
        val from = hintedPiece(preset, lesson, script)
        val to = targets(preset, lesson, script, from).firstOrNull { to ->
            outcome(preset, lesson, script, from to to) == TapOutcome.PLAYED
        } ?: error("$lesson: no move of the hint's piece is accepted")
        return from to to
    }

    /** A legal move after [script] that the core takes back as wrong, if there is one. */
    fun wrongMove(preset: Preset, lesson: String, script: List<LessonAction>): Move? {
        val pieces = lessonView(preset, lesson, script).board.rows.flatten().filter { it.piece != null }.map { it.coord }
        for (from in pieces) {
            for (to in targets(preset, lesson, script, from)) {
                if (outcome(preset, lesson, script, from to to) == TapOutcome.WRONG) return from to to
            }
        }
        return null
    }

    /** Every action that takes lesson [lesson] from its start to its end. */
    fun solution(preset: Preset, lesson: String): List<LessonAction> {
        val script = mutableListOf<LessonAction>()
        while (true) {
            when (lessonView(preset, lesson, script).state) {
                LessonState.PLAYING -> script += LessonAction.Play(rightMove(preset, lesson, script))
                LessonState.STEP_DONE -> script += LessonAction.NextStep
                LessonState.FINISHED -> return script
            }
            check(script.size < 60) { "$lesson does not end" }
        }
    }

    // ---- puzzles -------------------------------------------------------------------------------

    /** The Brandubh puzzles as a new install lists them (an app of its own over an empty folder). */
    val brandubhPuzzles: List<PuzzleEntry> by lazy {
        AppCore.launch(createTempDirectory("tafl-puzzles").toString(), "en").use { app ->
            check(app.waitUntilLoaded(20_000u))
            app.puzzles().also { check(it.chosen == Preset.BRANDUBH) }.entries
        }
    }

    /** The first Brandubh puzzle to win in exactly [moves] moves, or in at least [moves] when [atLeast]. */
    fun brandubhPuzzle(moves: UInt, atLeast: Boolean = false): PuzzleEntry =
        brandubhPuzzles.first { if (atLeast) it.moves >= moves else it.moves == moves }

    /** The solution of puzzle [id] as the core plays it out from the start, a move a ply. */
    fun puzzleLine(id: String): List<Move> = PuzzleController(id, "en").use { probe ->
        probe.showSolution()
        val solution = requireNotNull(probe.view().solution)
        check(solution.ply == 0u) { "the solution starts at ${solution.ply}" }
        (1u..solution.plies).map { ply ->
            probe.solutionTo(ply)
            val last = requireNotNull(probe.view().board.lastMove)
            last.from to last.to
        }
    }

    /** A legal first move of puzzle [id] other than its solution's: the core refuses it at once. */
    fun wrongFirstMove(id: String): Move {
        val right = puzzleLine(id).first()
        return PuzzleController(id, "en").use { probe ->
            probe.movablePieces().flatMap { from -> probe.targets(from).map { from to it } }.first { it != right }
        }
    }

    /**
     * A move after the solution's first two plies that leaves the solution's line and does not win
     * at once: the core checks it on its thread ([TapOutcome.CHECKING]).
     */
    fun movePutToTheProver(id: String): Move {
        val line = puzzleLine(id)
        val candidates = PuzzleController(id, "en").use { probe ->
            probe.play(line[0].first, line[0].second)
            probe.movablePieces().flatMap { from -> probe.targets(from).map { from to it } }.filter { it != line[2] }
        }
        for (move in candidates) {
            val tap = PuzzleController(id, "en").use { probe ->
                probe.play(line[0].first, line[0].second)
                probe.play(move.first, move.second).also { probe.cancel() }
            }
            if (tap == TapOutcome.CHECKING) return move
        }
        error("$id: no move goes to the prover")
    }
}
