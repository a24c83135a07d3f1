package app.tafl.tests

import app.tafl.core.*
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertIs
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/** The lessons through the JVM bindings: the app's list, a lesson to its end, its record, every refusal in words. */
class LessonTest {
    private fun pieces(view: LessonView): List<Piece?> = view.board.rows.flatten().map { it.piece }

    /** Plays the hint's piece to whichever of its targets does the task, until the step is done. */
    private fun solveStep(lesson: LessonController) {
        while (lesson.view().state == LessonState.PLAYING) {
            lesson.hint()
            val from = assertNotNull(lesson.view().board.hint).from
            lesson.tap(from)
            val targets = lesson.view().board.rows.flatten().filter { it.target }.map { it.coord }
            assertTrue(targets.any { lesson.play(from, it) == TapOutcome.PLAYED }, "the hint's piece does the task")
        }
    }

    @Test
    fun theListFollowsTheRulesBeingPlayedAndTheProgress() {
        launchApp().first.use { app ->
            val brandubh = app.lessons()
            assertEquals("Brandubh", brandubh.title)
            assertNull(brandubh.message)
            assertEquals(9, brandubh.lessons.size)
            assertEquals("How pieces move", brandubh.lessons[0].title)
            assertEquals(1u, brandubh.lessons[0].number)
            assertFalse(brandubh.lessons.any { it.topic == LessonTopic.SHIELDWALL }, "no shieldwall in Brandubh")
            app.setLanguage("et")
            app.game().newGame(defaultChoice().copy(preset = Preset.COPENHAGEN))
            val copenhagen = app.lessons().lessons
            assertTrue(copenhagen.any { it.topic == LessonTopic.SHIELDWALL && it.title == "Kilbimüür" })
            assertTrue(copenhagen.none { it.completed })
            // Custom rules the core cannot play have no lessons, and the list says why.
            assertIs<GameException.BadRules>(gameError { app.game().newGame(defaultChoice().copy(customRules = "dim:7")) })
            assertTrue(app.lessons().message == null, "the refused rules were never played")
        }
    }

    @Test
    fun aLessonIsPlayedToItsEndAndRecordedOnceByTheApp() {
        val (app, dir) = launchApp()
        app.use {
            app.openLesson("escape").use { lesson ->
                val view = lesson.view()
                assertEquals("Bring the king to a corner.", view.task)
                assertEquals(LessonState.PLAYING, view.state)
                assertEquals("Step 1 of ${view.steps}", view.stepText)
                assertEquals(listOf("a3"), view.board.rows.flatten().filter { it.marked }.map { it.name })
                assertEquals(TapOutcome.WRONG, lesson.play(sq("a3"), sq("b3")))
                val refused = lesson.view()
                assertEquals(pieces(view), pieces(refused), "the board is back as it was")
                val feedback = assertNotNull(refused.feedback)
                assertEquals(Mistake.NOT_WON, feedback.mistake)
                assertTrue(feedback.text.startsWith("The king has not escaped yet."), feedback.text)
                assertEquals(sq("b3"), feedback.wrongMove.to)
                assertEquals(listOf(Arrow(sq("a3"), sq("b3"), ArrowKind.WRONG)), refused.board.arrows, "the wrong move drawn")
                lesson.dismissMessage()
                assertNull(lesson.view().feedback, "dismissed with the message")

                solveStep(lesson)
                assertEquals(LessonState.STEP_DONE, lesson.view().state)
                assertTrue(lesson.view().canNextStep)
                assertTrue(lesson.view().canRetry)
                assertTrue(app.lessons().lessons.none { it.completed }, "not finished yet")
                lesson.nextStep()
                solveStep(lesson)
                val done = lesson.view()
                assertEquals(LessonState.FINISHED, done.state)
                assertFalse(done.canRetry)
                assertEquals("king-capture", done.nextLesson)
                assertTrue(done.canOpenNextLesson)
                assertEquals(listOf("escape"), app.lessons().lessons.filter { it.completed }.map { it.id })
            }
            app.openLesson("escape").use { again ->
                again.retry()
                assertEquals(1, app.lessons().lessons.count { it.completed }, "recorded once")
            }
            app.pause()
            assertTrue(app.waitUntilSaved(20_000u))
        }
        AppCore.launch(dir.path, "ru").use { again ->
            assertTrue(again.waitUntilLoaded(20_000u))
            assertEquals(listOf("escape"), again.lessons().lessons.filter { it.completed }.map { it.id })
        }
    }

    @Test
    fun everyLessonRefusalIsReachableAndWordedInTheView() {
        assertIs<GameException.UnknownLesson>(gameError { LessonController.start(Preset.BRANDUBH, null, "shieldwall", "en") })
        assertIs<GameException.BadRules>(gameError { LessonController.start(Preset.BRANDUBH, "dim:7", "moving", "en") })
        assertIs<GameException.UnsupportedRules>(gameError {
            LessonController.start(Preset.BRANDUBH, "dim:7 tfr:w start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/", "moving", "en")
        })
        LessonController.start(Preset.BRANDUBH, null, "capture", "en").use { lesson ->
            val before = pieces(lesson.view())
            fun refused(call: () -> Any?): GameException = gameError(call).also {
                assertEquals(it.code(), lesson.view().message?.error?.code(), "the view's message")
                assertTrue(lesson.view().message!!.text.isNotBlank())
            }
            assertIs<GameException.OffBoard>(refused { lesson.tap(Coord(9u, 9u)) })
            assertIs<GameException.NoPiece>(refused { lesson.play(sq("a1"), sq("a2")) })
            assertIs<GameException.NotYourPiece>(refused { lesson.tap(sq("c2")) })
            assertEquals("That piece belongs to the other side.", lesson.view().message?.text)
            assertIs<GameException.IllegalMove>(refused { lesson.play(sq("f2"), sq("b2")) })
            assertIs<GameException.StepNotDone>(refused { lesson.nextStep() })
            assertEquals("Finish this step first.", lesson.view().message?.text)
            lesson.setLanguage("ru")
            assertEquals("Сначала завершите этот шаг.", lesson.view().message?.text)
            lesson.setLanguage("en")
            assertEquals(before, pieces(lesson.view()), "refusals change nothing")
            assertEquals(TapOutcome.SELECTED, lesson.tap(sq("f2")))
            assertEquals(TapOutcome.PLAYED, lesson.tap(sq("d2")))
            assertIs<GameException.StepDone>(refused { lesson.hint() })
            lesson.nextStep()
            assertEquals(TapOutcome.SELECTED, lesson.dragStart(sq("a3")))
            assertEquals(TapOutcome.PLAYED, lesson.dropOn(sq("c3")))
            assertIs<GameException.LessonFinished>(refused { lesson.nextStep() })
        }
    }
}
