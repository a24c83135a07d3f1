package app.tafl.android

import app.tafl.android.GameDriver.tap
import app.tafl.android.GameDriver.launched
import app.tafl.android.GameDriver.puzzle
import androidx.activity.ComponentActivity
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithContentDescription
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.GameDriver.awaitMain
import app.tafl.android.LearnDriver.brandubhPuzzle
import app.tafl.android.LearnDriver.puzzleLine
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.core.Preset
import app.tafl.core.PuzzleBusy
import app.tafl.core.PuzzleNoteKind
import app.tafl.core.PuzzleState
import app.tafl.core.PuzzleView
import app.tafl.core.coordName
import app.tafl.core.defaultChoice
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * The puzzles on their page, played by tapping squares: the core answers a right move with its
 * longest defence, refuses a wrong one with its words, marks the hint's piece, plays the solution
 * out for the replay's buttons; solved and failed are stored; leaving while the core checks a move
 * stops the check.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class PuzzlesTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    private fun show(vm: AppViewModel) {
        compose.setContent { TaflTheme { TaflApp(vm) } }
        compose.waitForIdle()
    }

    private fun tapSquares(move: Move) {
        compose.onNode(squareNamed(coordName(move.first))).performClick()
        compose.onNode(squareNamed(coordName(move.second))).performClick()
        compose.waitForIdle()
    }

    private fun clickText(text: String) {
        compose.onNodeWithText(text).performClick()
        compose.waitForIdle()
    }

    private fun view(vm: AppViewModel): PuzzleView = puzzle(vm).view.value

    private fun pieces(view: PuzzleView) = view.board.rows.flatten().map { it.coord to it.piece }

    private fun puzzlePage(id: String): AppViewModel {
        val vm = launched()
        vm.open(Page.Puzzles)
        vm.openPuzzle(id)
        assertTrue(vm.page.value is Page.Puzzle)
        show(vm)
        return vm
    }

    private fun entry(vm: AppViewModel, id: String) = vm.app.core.puzzles().entries.first { it.id == id }

    @Test
    fun thePuzzlesOfTheGamePlayedAreShownFirstOrElseTheFirstSet() {
        val vm = launched()
        for ((game, shown) in listOf(Preset.TABLUT to Preset.TABLUT, Preset.ARD_RI to Preset.BRANDUBH)) {
            vm.startNewGame(defaultChoice().copy(preset = game))
            vm.open(Page.Puzzles)
            assertEquals(shown, vm.app.core.puzzles().chosen)
            assertEquals(vm.app.core.puzzles().entries.size, vm.app.core.puzzles().sets.first { it.preset == shown }.count.toInt())
            vm.back()
        }
    }

    @Test
    fun theRightFirstMoveIsAnsweredByTheCoreAndThePuzzleGoesOn() {
        val puzzle = brandubhPuzzle(2u, atLeast = true)
        val line = puzzleLine(puzzle.id)
        assertEquals(2 * puzzle.moves.toInt() - 1, line.size)
        val vm = puzzlePage(puzzle.id)
        compose.onNodeWithText(puzzle.goal).assertExists()
        assertEquals(puzzle.moves, view(vm).movesLeft)

        tapSquares(line[0])
        val answered = view(vm)
        assertEquals(PuzzleState.SOLVING, answered.state)
        assertEquals(puzzle.moves - 1u, answered.movesLeft)
        // The core's answer is on the board: the solution's second ply.
        assertEquals(line[1], answered.board.lastMove!!.from to answered.board.lastMove!!.to)
        assertEquals(PuzzleNoteKind.RIGHT, answered.note!!.kind)
        assertNull(answered.message)
        compose.onNodeWithText(answered.note!!.text).assertExists()
        compose.onNodeWithText(answered.headline).assertExists()
        assertFalse(answered.failed)
    }

    @Test
    fun theLastRightMoveSolvesItAndTheListSaysSo() {
        val puzzle = brandubhPuzzle(1u)
        val vm = puzzlePage(puzzle.id)
        tapSquares(puzzleLine(puzzle.id).single())
        val solved = view(vm)
        assertEquals(PuzzleState.SOLVED, solved.state)
        assertFalse(solved.failed)
        compose.onNodeWithText(solved.headline).assertExists()
        assertTrue(entry(vm, puzzle.id).record.solved)
        // Offered on: the next puzzle not solved.
        clickText(app.getString(R.string.action_next_unsolved))
        assertTrue(view(vm).id != puzzle.id)
    }

    @Test
    fun aWrongMoveIsRefusedWithTheCoresWordsAndCountsAsFailed() {
        val puzzle = brandubhPuzzle(2u, atLeast = true)
        val vm = puzzlePage(puzzle.id)
        val before = view(vm)
        tapSquares(LearnDriver.wrongFirstMove(puzzle.id))
        val refused = view(vm)
        assertEquals(PuzzleNoteKind.WRONG, refused.note!!.kind)
        compose.onNodeWithText(refused.note!!.text).assertExists()
        assertEquals("the board is unchanged", pieces(before), pieces(refused))
        assertEquals(before.board.moveSerial, refused.board.moveSerial)
        assertTrue(refused.failed)
        assertEquals(1u, entry(vm, puzzle.id).record.failed)
        assertFalse(entry(vm, puzzle.id).record.solved)
    }

    @Test
    fun theHintMarksThePieceToMove() {
        val puzzle = brandubhPuzzle(2u, atLeast = true)
        val vm = puzzlePage(puzzle.id)
        val from = puzzleLine(puzzle.id).first().first
        clickText(app.getString(R.string.action_hint))
        val hinted = view(vm)
        assertEquals(from, hinted.board.hint?.from)
        assertTrue(hinted.board.cell(from).hint)
        assertEquals(1u, hinted.hintsUsed)
        assertEquals(PuzzleNoteKind.HINT, hinted.note!!.kind)
        compose.onNodeWithText(hinted.note!!.text).assertExists()
    }

    @Test
    fun showSolutionPlaysItOutForTheReplaysButtons() {
        val puzzle = brandubhPuzzle(2u, atLeast = true)
        val line = puzzleLine(puzzle.id)
        val vm = puzzlePage(puzzle.id)
        clickText(app.getString(R.string.action_show_solution))
        val shown = view(vm)
        assertEquals(PuzzleState.SOLUTION_SHOWN, shown.state)
        val solution = shown.solution!!
        assertEquals(line.size.toUInt(), solution.plies)
        assertEquals(0u, solution.ply)
        compose.onNodeWithText(solution.position).assertExists()
        // Forward through every move of it, as the replay page steps.
        val next = app.getString(R.string.action_next_move)
        for ((i, move) in line.withIndex()) {
            compose.onNodeWithContentDescription(next).performClick()
            compose.waitForIdle()
            val step = view(vm)
            assertEquals(i.toUInt() + 1u, step.solution!!.ply)
            assertEquals(move, step.board.lastMove!!.from to step.board.lastMove!!.to)
        }
        assertFalse(view(vm).solution!!.canForward)
        compose.onNodeWithContentDescription(app.getString(R.string.action_previous_move)).performClick()
        compose.waitForIdle()
        assertEquals(line.size.toUInt() - 1u, view(vm).solution!!.ply)
        // The attempt failed: the list says so.
        assertTrue(view(vm).failed)
        assertFalse(entry(vm, puzzle.id).record.solved)
        assertEquals(1u, entry(vm, puzzle.id).record.failed)
    }

    @Test
    fun leavingThePageWhileTheCoreChecksAMoveStopsTheCheck() {
        val puzzle = brandubhPuzzle(3u, atLeast = true)
        val line = puzzleLine(puzzle.id)
        val offLine = LearnDriver.movePutToTheProver(puzzle.id)
        val vm = puzzlePage(puzzle.id)
        tapSquares(line[0])
        val page = puzzle(vm)
        // The move off the solution's line goes to the core's thread; the page leaves at once.
        page.act { tap(offLine.first) }
        page.act { tap(offLine.second) }
        val checking = page.view.value
        assertTrue(
            "checked on the core's thread, or already decided: ${checking.busy} ${checking.note?.kind}",
            checking.busy == PuzzleBusy.CHECKING_MOVE || checking.note != null,
        )
        vm.back()
        assertEquals(Page.Puzzles, vm.page.value)
        // Whatever the core's thread said before it stopped is dropped: nothing is drawn or recorded.
        awaitMain { true }
        compose.waitForIdle()
        // An attempt is counted only once decided: the move dropped, or refused before the page left.
        val record = entry(vm, puzzle.id).record
        assertFalse(record.solved)
        assertTrue("$record", record.attempts == 0u || record.failed == 1u)
        // The page can be opened again and played.
        vm.openPuzzle(puzzle.id)
        compose.waitForIdle()
        tapSquares(line[0])
        assertEquals(line[1], view(vm).board.lastMove!!.from to view(vm).board.lastMove!!.to)
        assertNotNull(view(vm).note)
    }
}
