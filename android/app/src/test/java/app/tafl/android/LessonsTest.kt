package app.tafl.android

import app.tafl.android.GameDriver.tap
import app.tafl.android.GameDriver.launched
import app.tafl.android.GameDriver.lesson
import app.tafl.android.GameDriver.relaunched
import androidx.activity.ComponentActivity
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasScrollAction
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithContentDescription
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollToNode
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.LearnDriver.lessonView
import app.tafl.android.LearnDriver.rightMove
import app.tafl.android.LearnDriver.wrongMove
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.core.LessonState
import app.tafl.core.LessonTopic
import app.tafl.core.LessonView
import app.tafl.core.Preset
import app.tafl.core.coordName
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
 * The lessons, played on their page by tapping squares as a player does: every lesson of Brandubh
 * accepts its right move and takes a wrong one back with the core's words on the screen; progress
 * is stored; the list follows the rules of the game.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class LessonsTest {

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

    private fun pieces(view: LessonView) = view.board.rows.flatten().map { it.coord to it.piece }

    private fun brandubhGame(): AppViewModel = launched().also {
        assertEquals("a new install plays Brandubh", Preset.BRANDUBH, it.game.view.value.choice.preset)
    }

    @Test
    fun everyBrandubhLessonTakesItsRightMoveAndRefusesAWrongOne() {
        val vm = brandubhGame()
        vm.open(Page.Lessons)
        show(vm)
        val lessons = vm.app.core.lessons().lessons
        assertEquals((1..lessons.size).toList(), lessons.map { it.number.toInt() })
        assertTrue("Brandubh has lessons: ${lessons.map { it.id }}", lessons.size >= 8)
        for (info in lessons) {
            assertFalse(info.completed)
            // Opened from the list, as a player does.
            compose.onNode(hasScrollAction()).performScrollToNode(hasText(info.title))
            clickText(info.title)
            assertTrue(vm.page.value is Page.Lesson)
            val script = mutableListOf<LessonAction>()
            var hinted = false
            while (true) {
                val page = lesson(vm).view.value
                assertEquals(info.id, page.id)
                assertEquals(pieces(lessonView(Preset.BRANDUBH, info.id, script)), pieces(page))
                compose.onNodeWithText(page.task).assertExists()
                when (page.state) {
                    LessonState.PLAYING -> {
                        val right = rightMove(Preset.BRANDUBH, info.id, script)
                        if (!hinted) {
                            // The hint marks the right move's piece.
                            clickText(app.getString(R.string.action_hint))
                            val hint = lesson(vm).view.value
                            assertEquals(right.first, hint.board.hint?.from)
                            assertTrue(hint.board.cell(right.first).hint)
                            hinted = true
                        }
                        val wrong = checkNotNull(wrongMove(Preset.BRANDUBH, info.id, script)) { "${info.id}: a wrong move" }
                        val before = lesson(vm).view.value
                        tapSquares(wrong)
                        val refused = lesson(vm).view.value
                        val feedback = checkNotNull(refused.feedback) { "${info.id}: feedback on ${coordName(wrong.first)}-${coordName(wrong.second)}" }
                        assertEquals(wrong, feedback.wrongMove.from to feedback.wrongMove.to)
                        assertEquals(LessonState.PLAYING, refused.state)
                        assertEquals("the board is back as it was", pieces(before), pieces(refused))
                        // The core's words, on the screen.
                        val expected = LearnDriver.lessonAfter(Preset.BRANDUBH, info.id, script).use {
                            it.play(wrong.first, wrong.second)
                            it.view().feedback!!.text
                        }
                        assertEquals(expected, feedback.text)
                        compose.onNodeWithText(feedback.text).assertExists()

                        tapSquares(right)
                        script += LessonAction.Play(right)
                        val accepted = lesson(vm).view.value
                        assertNull("${info.id}: the right move is not refused", accepted.feedback)
                        val praise = checkNotNull(accepted.praise) { "${info.id}: praise" }
                        compose.onNodeWithText(praise).assertExists()
                    }
                    LessonState.STEP_DONE -> {
                        clickText(app.getString(R.string.action_next_step))
                        script += LessonAction.NextStep
                    }
                    LessonState.FINISHED -> break
                }
            }
            assertTrue("${info.id} is marked completed", vm.app.core.lessons().lessons.first { it.id == info.id }.completed)
            vm.back()
            compose.waitForIdle()
        }
        assertTrue(vm.app.core.lessons().lessons.all { it.completed })
        compose.onNode(hasScrollAction()).performScrollToNode(hasText(lessons.first().title))
        val marks = compose.onAllNodes(hasContentDescription(app.getString(R.string.lesson_completed))).fetchSemanticsNodes().size
        assertTrue("done marks on the screen: $marks", marks > 0)
    }

    @Test
    fun theLessonsFollowTheRulesOfTheGame() {
        val vm = brandubhGame()
        vm.open(Page.Lessons)
        show(vm)
        val brandubh = vm.app.core.lessons().lessons.map { it.topic }
        assertFalse("Brandubh has no shieldwall: $brandubh", LessonTopic.SHIELDWALL in brandubh)
        vm.back()
        vm.startNewGame(vm.game.view.value.choice.copy(preset = Preset.COPENHAGEN, customRules = null))
        vm.open(Page.Lessons)
        compose.waitForIdle()
        val copenhagen = vm.app.core.lessons().lessons
        val shieldwall = copenhagen.firstOrNull { it.topic == LessonTopic.SHIELDWALL }
        assertNotNull("Copenhagen has a shieldwall lesson: ${copenhagen.map { it.id }}", shieldwall)
        compose.onNode(hasScrollAction()).performScrollToNode(hasText(shieldwall!!.title))
        compose.onNodeWithText(shieldwall.summary).assertExists()
        // And it opens under Copenhagen's rules: its board is Copenhagen's.
        clickText(shieldwall.title)
        assertEquals(11u.toUByte(), lesson(vm).view.value.board.size)
    }

    @Test
    fun retryPutsTheStepBackAndHintAndRetryAreOfferedAsTheCoreSays() {
        val vm = brandubhGame()
        vm.open(Page.Lessons)
        vm.openLesson("capture")
        show(vm)
        val start = lesson(vm).view.value
        val right = rightMove(Preset.BRANDUBH, "capture", emptyList())
        tapSquares(right)
        assertTrue("the right move is on the board", lesson(vm).view.value.board.moveSerial > start.board.moveSerial)
        clickText(app.getString(R.string.action_retry))
        val again = lesson(vm).view.value
        assertEquals(pieces(start), pieces(again))
        assertEquals(LessonState.PLAYING, again.state)
        assertTrue(again.canHint)
        compose.onNodeWithText(app.getString(R.string.action_next_step)).assertDoesNotExist()
    }

    @Test
    fun aFinishedLessonIsStoredByTheCoreAndReadByTheNextStart() {
        val vm = brandubhGame()
        vm.open(Page.Lessons)
        vm.openLesson("moving")
        play(vm, LearnDriver.solution(Preset.BRANDUBH, "moving"))
        assertEquals(LessonState.FINISHED, lesson(vm).view.value.state)
        vm.back()
        // A new start of the app reads it from the disk.
        val next = relaunched(vm)
        next.open(Page.Lessons)
        val stored = next.app.core.lessons().lessons
        assertEquals(listOf("moving"), stored.filter { it.completed }.map { it.id })
        show(next)
        compose.onNodeWithContentDescription(app.getString(R.string.lesson_completed)).assertExists()
    }

    companion object {
        /** Plays [script] on the view-model's lesson by taps, as the page forwards them. */
        fun play(vm: AppViewModel, script: List<LessonAction>) {
            for (action in script) {
                when (action) {
                    is LessonAction.Play -> {
                        lesson(vm).act { tap(action.move.first) }
                        lesson(vm).act { tap(action.move.second) }
                        assertNull(lesson(vm).view.value.feedback)
                    }
                    LessonAction.NextStep -> lesson(vm).act { nextStep() }
                }
            }
        }
    }
}
