package app.tafl.android

import app.tafl.android.GameDriver.launched
import app.tafl.android.GameDriver.tap
import app.tafl.android.GameDriver.lesson
import app.tafl.android.GameDriver.puzzle
import androidx.activity.ComponentActivity
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.onRoot
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.LearnDriver.brandubhPuzzle
import app.tafl.android.LearnDriver.puzzleLine
import app.tafl.android.LearnDriver.wrongMove
import app.tafl.android.ui.BOARD_PAGE_BUTTONS_TAG
import app.tafl.android.ui.BOARD_PAGE_PANEL_TAG
import app.tafl.android.ui.BOARD_TAG
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.core.Preset
import app.tafl.core.PuzzleState
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.junit.Rule
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * Screenshots of the lessons and the puzzles: the lesson list with a lesson done, a lesson after a
 * wrong move, the puzzle list with a puzzle solved and one failed, a puzzle under way with the
 * hint's mark, and a solved one — on a phone and a small phone, in Estonian and Russian, dark, and
 * beside the board in landscape.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35], qualifiers = PHONE)
class LearnPagesTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    private fun show(vm: AppViewModel) {
        compose.setContent { TaflTheme { TaflApp(vm) } }
        compose.waitForIdle()
    }

    private fun shoot(name: String) = Screenshots.capture(compose.activity.window.decorView, name)

    private fun lessonList(name: String) {
        val vm = launched()
        vm.open(Page.Lessons)
        vm.openLesson("moving")
        LessonsTest.play(vm, LearnDriver.solution(Preset.BRANDUBH, "moving"))
        vm.back()
        show(vm)
        compose.onNodeWithText(vm.app.core.lessons().lessons.first().summary).assertExists()
        shoot(name)
    }

    @Test
    fun lessons() = lessonList("lessons-phone")

    @Test
    @Config(qualifiers = SMALL)
    fun lessonsOnASmallPhone() = lessonList("lessons-small")

    /** The capture lesson after a wrong move the core found: its reason, the move drawn dashed, the squares marked. */
    private fun lessonAfterAWrongMove(name: String) {
        val vm = launched()
        vm.open(Page.Lessons)
        vm.openLesson("capture")
        val wrong = checkNotNull(wrongMove(Preset.BRANDUBH, "capture", emptyList()))
        lesson(vm).act { tap(wrong.first) }
        lesson(vm).act { tap(wrong.second) }
        show(vm)
        compose.onNodeWithText(lesson(vm).view.value.feedback!!.text).assertExists()
        assertWordsFitAndTheBoardIsSquare()
        shoot(name)
    }

    /**
     * The words beside the board need no scrolling (none is cut), the board is square and the
     * buttons lie below it or beside it, on the screen.
     */
    private fun assertWordsFitAndTheBoardIsSquare() {
        val panel = compose.onNodeWithTag(BOARD_PAGE_PANEL_TAG).fetchSemanticsNode()
        val range = panel.config.getOrNull(SemanticsProperties.VerticalScrollAxisRange)
        assertEquals("the words scroll by ${range?.maxValue?.invoke()} px", 0f, range?.maxValue?.invoke() ?: 0f)
        val board = compose.onNodeWithTag(BOARD_TAG).fetchSemanticsNode().boundsInRoot
        assertEquals(board.width, board.height, 1f)
        val buttons = compose.onNodeWithTag(BOARD_PAGE_BUTTONS_TAG).fetchSemanticsNode().boundsInRoot
        val root = compose.onRoot().fetchSemanticsNode().boundsInRoot
        assertTrue("the buttons $buttons are on the screen $root", buttons.bottom <= root.bottom + 0.5f)
        assertTrue("the buttons $buttons do not cover the board $board", !buttons.overlaps(board))
    }

    @Test
    fun lessonWrongMove() = lessonAfterAWrongMove("lesson-wrong-phone")

    @Test
    @Config(qualifiers = SMALL)
    fun lessonWrongMoveOnASmallPhone() = lessonAfterAWrongMove("lesson-wrong-small")

    @Test
    @Config(qualifiers = "et-$PHONE")
    fun lessonWrongMoveInEstonian() = lessonAfterAWrongMove("lesson-wrong-et-phone")

    private fun puzzleList(name: String) {
        val vm = launched()
        vm.open(Page.Puzzles)
        val solved = brandubhPuzzle(1u)
        vm.openPuzzle(solved.id)
        val move = puzzleLine(solved.id).single()
        puzzle(vm).act { tap(move.first) }
        puzzle(vm).act { tap(move.second) }
        vm.back()
        val first = vm.app.core.puzzles().entries.first()
        if (first.id != solved.id) {
            vm.openPuzzle(first.id)
            val wrong = LearnDriver.wrongFirstMove(first.id)
            puzzle(vm).act { tap(wrong.first) }
            puzzle(vm).act { tap(wrong.second) }
            vm.back()
        }
        show(vm)
        compose.onNodeWithText(vm.app.core.puzzles().entries.first().recordText).assertExists()
        shoot(name)
    }

    @Test
    fun puzzles() = puzzleList("puzzles-phone")

    @Test
    @Config(qualifiers = SMALL)
    fun puzzlesOnASmallPhone() = puzzleList("puzzles-small")

    @Test
    @Config(qualifiers = "ru-$PHONE")
    fun puzzlesInRussian() = puzzleList("puzzles-ru-phone")

    /** A puzzle of two moves or more after its first right move, the core's answer on the board, the hint's piece marked. */
    private fun puzzleWithHint(name: String) {
        val vm = launched()
        vm.open(Page.Puzzles)
        val entry = brandubhPuzzle(2u, atLeast = true)
        vm.openPuzzle(entry.id)
        val page = puzzle(vm)
        val line = puzzleLine(entry.id)
        page.act { tap(line[0].first) }
        page.act { tap(line[0].second) }
        page.act { hint() }
        assertEquals(line[2].first, page.view.value.board.hint?.from)
        show(vm)
        compose.onNodeWithText(page.view.value.note!!.text).assertExists()
        assertWordsFitAndTheBoardIsSquare()
        val board = compose.onNodeWithTag(BOARD_TAG).fetchSemanticsNode().boundsInRoot
        val panel = compose.onNodeWithTag(BOARD_PAGE_PANEL_TAG).fetchSemanticsNode().boundsInRoot
        val root = compose.onRoot().fetchSemanticsNode().boundsInRoot
        if (root.width > root.height) {
            assertTrue("beside the board: $board, $panel", panel.left >= board.right)
        } else {
            assertTrue("under the board: $board, $panel", panel.top >= board.bottom)
        }
        shoot(name)
    }

    @Test
    fun puzzleHint() = puzzleWithHint("puzzle-hint-phone")

    @Test
    @Config(qualifiers = SMALL)
    fun puzzleHintOnASmallPhone() = puzzleWithHint("puzzle-hint-small")

    @Test
    @Config(qualifiers = "+night")
    fun puzzleHintInTheDark() = puzzleWithHint("puzzle-hint-dark-phone")

    @Test
    @Config(qualifiers = "w891dp-h411dp-land-xxhdpi")
    fun puzzleHintInLandscape() = puzzleWithHint("puzzle-hint-landscape-phone")

    private fun solvedPuzzle(name: String) {
        val vm = launched()
        vm.open(Page.Puzzles)
        val entry = brandubhPuzzle(2u)
        vm.openPuzzle(entry.id)
        val page = puzzle(vm)
        for (move in puzzleLine(entry.id).filterIndexed { i, _ -> i % 2 == 0 }) {
            page.act { tap(move.first) }
            page.act { tap(move.second) }
        }
        assertEquals(PuzzleState.SOLVED, page.view.value.state)
        show(vm)
        compose.onNodeWithText(page.view.value.headline).assertExists()
        shoot(name)
    }

    @Test
    fun puzzleSolved() = solvedPuzzle("puzzle-solved-phone")

    @Test
    @Config(qualifiers = SMALL)
    fun puzzleSolvedOnASmallPhone() = solvedPuzzle("puzzle-solved-small")
}

/** A typical phone: 411 × 891 dp at xxhdpi. */
private const val PHONE = "w411dp-h891dp-xxhdpi"

/** A small phone: 360 × 640 dp at mdpi. */
private const val SMALL = "w360dp-h640dp-mdpi"
