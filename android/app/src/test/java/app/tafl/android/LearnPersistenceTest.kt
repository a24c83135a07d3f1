package app.tafl.android

import androidx.compose.ui.test.hasScrollAction
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithContentDescription
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performScrollToNode
import androidx.lifecycle.ViewModelProvider
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.LearnDriver.brandubhPuzzle
import app.tafl.android.LearnDriver.puzzleLine
import app.tafl.core.LessonState
import app.tafl.core.Preset
import app.tafl.core.PuzzleState
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * The lessons completed and the puzzles solved and failed survive a recreate of the activity (the
 * lists show them), and a new start of the app (read from the disk).
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class LearnPersistenceTest {

    @get:Rule
    val compose = createAndroidComposeRule<MainActivity>()

    private fun viewModel() = ViewModelProvider(compose.activity)[GameViewModel::class.java]

    /** The files the activity's view-model writes, read by a new start of the app. */
    private fun storage() = Storage(app)

    @Test
    fun aCompletedLessonSurvivesARecreateAndANewStart() {
        val vm = viewModel()
        vm.open(Screen.LESSONS)
        vm.openLesson("capture")
        LessonsTest.play(vm, LearnDriver.solution(Preset.BRANDUBH, "capture"))
        assertEquals(LessonState.FINISHED, vm.learning.lesson.value!!.view.state)
        vm.back()
        compose.waitForIdle()

        compose.activityRule.scenario.recreate()
        compose.waitForIdle()

        assertEquals(Screen.LESSONS, viewModel().screen.value)
        val done = viewModel().learning.lessons.value.lessons.filter { it.completed }
        assertEquals(listOf("capture"), done.map { it.id })
        compose.onNodeWithContentDescription(app.getString(R.string.lesson_completed)).assertExists()

        val restarted = GameViewModel(app, storage())
        restarted.open(Screen.LESSONS)
        assertEquals(listOf("capture"), restarted.learning.lessons.value.lessons.filter { it.completed }.map { it.id })
    }

    @Test
    fun solvedAndFailedPuzzlesSurviveARecreateAndANewStart() {
        val vm = viewModel()
        vm.open(Screen.PUZZLES)
        val solved = brandubhPuzzle(1u)
        vm.openPuzzle(solved.id)
        val move = puzzleLine(solved.id).single()
        vm.learning.puzzle.value!!.tap(move.first)
        vm.learning.puzzle.value!!.tap(move.second)
        assertEquals(PuzzleState.SOLVED, vm.learning.puzzle.value!!.state.value.view.state)
        vm.back()
        val failed = brandubhPuzzle(2u, atLeast = true)
        vm.openPuzzle(failed.id)
        val wrong = LearnDriver.wrongFirstMove(failed.id)
        vm.learning.puzzle.value!!.tap(wrong.first)
        vm.learning.puzzle.value!!.tap(wrong.second)
        vm.back()
        compose.waitForIdle()

        compose.activityRule.scenario.recreate()
        compose.waitForIdle()

        assertEquals(Screen.PUZZLES, viewModel().screen.value)
        val entries = viewModel().learning.puzzles.value.entries
        val solvedEntry = entries.first { it.id == solved.id }
        val failedEntry = entries.first { it.id == failed.id }
        assertTrue(solvedEntry.record.solved)
        assertFalse(failedEntry.record.solved)
        assertEquals(1u, failedEntry.record.failed)
        compose.onNodeWithText(viewModel().learning.puzzles.value.sets.first { it.preset == Preset.BRANDUBH }.progressText).assertExists()
        for (entry in listOf(solvedEntry, failedEntry)) {
            compose.onNode(hasScrollAction()).performScrollToNode(hasText(entry.title))
            compose.onNodeWithText(entry.recordText).assertExists()
        }

        val text = storage().puzzles.read()
        val restarted = GameViewModel(app, storage())
        val stored = restarted.learning.puzzles.value.entries
        assertEquals("stored: $text", solvedEntry.record, stored.first { it.id == solved.id }.record)
        assertEquals("stored: $text", failedEntry.record, stored.first { it.id == failed.id }.record)
    }
}
