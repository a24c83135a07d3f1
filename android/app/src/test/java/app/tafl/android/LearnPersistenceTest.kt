package app.tafl.android

import app.tafl.android.GameDriver.tap
import androidx.compose.ui.test.hasScrollAction
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithContentDescription
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performScrollToNode
import androidx.lifecycle.ViewModelProvider
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.GameDriver.awaitMain
import app.tafl.android.GameDriver.launched
import app.tafl.android.GameDriver.lesson
import app.tafl.android.GameDriver.puzzle
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
 * lists show them), and a new start of the app (the core wrote them to the app's files).
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class LearnPersistenceTest {

    @get:Rule
    val compose = createAndroidComposeRule<MainActivity>()

    private fun viewModel() = ViewModelProvider(compose.activity)[AppViewModel::class.java]

    private fun loaded(): AppViewModel = viewModel().also { vm -> awaitMain { vm.app.view.value.loaded } }

    /** The activity's app goes to the background (the core writes what waits), then a new start reads the files. */
    private fun newStart(): AppViewModel {
        viewModel().pause()
        assertTrue(viewModel().app.core.waitUntilSaved(20_000u))
        return launched()
    }

    @Test
    fun aCompletedLessonSurvivesARecreateAndANewStart() {
        val vm = loaded()
        vm.open(Page.Lessons)
        vm.openLesson("capture")
        LessonsTest.play(vm, LearnDriver.solution(Preset.BRANDUBH, "capture"))
        assertEquals(LessonState.FINISHED, lesson(vm).view.value.state)
        vm.back()
        compose.waitForIdle()

        compose.activityRule.scenario.recreate()
        compose.waitForIdle()

        assertEquals(Page.Lessons, viewModel().page.value)
        val done = viewModel().app.core.lessons().lessons.filter { it.completed }
        assertEquals(listOf("capture"), done.map { it.id })
        compose.onNodeWithContentDescription(app.getString(R.string.lesson_completed)).assertExists()

        val restarted = newStart()
        restarted.open(Page.Lessons)
        assertEquals(listOf("capture"), restarted.app.core.lessons().lessons.filter { it.completed }.map { it.id })
    }

    @Test
    fun solvedAndFailedPuzzlesSurviveARecreateAndANewStart() {
        val vm = loaded()
        vm.open(Page.Puzzles)
        val solved = brandubhPuzzle(1u)
        vm.openPuzzle(solved.id)
        val move = puzzleLine(solved.id).single()
        puzzle(vm).act { tap(move.first) }
        puzzle(vm).act { tap(move.second) }
        assertEquals(PuzzleState.SOLVED, puzzle(vm).view.value.state)
        vm.back()
        val failed = brandubhPuzzle(2u, atLeast = true)
        vm.openPuzzle(failed.id)
        val wrong = LearnDriver.wrongFirstMove(failed.id)
        puzzle(vm).act { tap(wrong.first) }
        puzzle(vm).act { tap(wrong.second) }
        vm.back()
        compose.waitForIdle()

        compose.activityRule.scenario.recreate()
        compose.waitForIdle()

        assertEquals(Page.Puzzles, viewModel().page.value)
        val entries = viewModel().app.core.puzzles().entries
        val solvedEntry = entries.first { it.id == solved.id }
        val failedEntry = entries.first { it.id == failed.id }
        assertTrue(solvedEntry.record.solved)
        assertFalse(failedEntry.record.solved)
        assertEquals(1u, failedEntry.record.failed)
        compose.onNodeWithText(viewModel().app.core.puzzles().sets.first { it.preset == Preset.BRANDUBH }.progressText).assertExists()
        for (entry in listOf(solvedEntry, failedEntry)) {
            compose.onNode(hasScrollAction()).performScrollToNode(hasText(entry.title))
            compose.onNodeWithText(entry.recordText).assertExists()
        }

        val stored = newStart().app.core.puzzles().entries
        assertEquals(solvedEntry.record, stored.first { it.id == solved.id }.record)
        assertEquals(failedEntry.record, stored.first { it.id == failed.id }.record)
    }
}
