package app.tafl.tests

import app.tafl.core.*
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFalse
import kotlin.test.assertIs
import kotlin.test.assertNotNull
import kotlin.test.assertTrue

/** The lessons through the JVM bindings: the list, a lesson to its end, progress, every error. */
class LessonTest {
    private fun lessonError(block: () -> Any?): LessonException {
        val result = try { block() } catch (e: LessonException) { return e }
        throw AssertionError("expected a LessonException, got $result")
    }

    private fun pieces(view: LessonView): List<Piece?> = view.board.rows.flatten().map { it.piece }

    /** Plays the hint's piece to whichever of its targets does the task, until the step is done. */
    private fun solveStep(lesson: LessonController): LessonVerdict {
        while (true) {
            val from = lesson.hint()
            lesson.tap(from)
            val targets = lesson.view().board.rows.flatten().filter { it.target }.map { it.coord }
            val verdict = targets.asSequence().map { lesson.play(from, it) }.first { it !is LessonVerdict.Wrong }
            if (verdict != LessonVerdict.Answered) return verdict
        }
    }

    @Test
    fun theListFollowsTheRulesAndTheProgress() {
        LessonProgress().use { progress ->
            val brandubh = progress.lessons(Preset.BRANDUBH, null, "en")
            assertEquals(9, brandubh.size)
            assertEquals("How pieces move", brandubh[0].title)
            assertEquals(1u, brandubh[0].number)
            assertFalse(brandubh.any { it.topic == LessonTopic.SHIELDWALL }, "no shieldwall in Brandubh")
            val copenhagen = progress.lessons(Preset.COPENHAGEN, null, "et")
            assertTrue(copenhagen.any { it.topic == LessonTopic.SHIELDWALL && it.title == "Kilbimüür" })
            assertTrue(copenhagen.none { it.completed })
        }
    }

    @Test
    fun aLessonIsPlayedToItsEndAndRecordedOnce() {
        LessonProgress().use { progress ->
            LessonController.start(Preset.BRANDUBH, null, "escape", "en").use { lesson ->
                val view = lesson.view()
                assertEquals("Bring the king to a corner.", view.task)
                assertEquals(LessonState.PLAYING, view.state)
                assertEquals(listOf("a3"), view.board.rows.flatten().filter { it.marked }.map { it.name })
                val verdict = lesson.play(sq("a3"), sq("b3"))
                assertEquals(LessonVerdict.Wrong(Mistake.NOT_WON), verdict)
                val refused = lesson.view()
                assertEquals(pieces(view), pieces(refused), "the board is back as it was")
                val feedback = assertNotNull(refused.feedback)
                assertTrue(feedback.text.startsWith("The king has not escaped yet."), feedback.text)
                assertEquals(sq("b3"), feedback.wrongMove.to)

                assertEquals(LessonVerdict.StepDone, solveStep(lesson))
                assertTrue(lesson.view().canNextStep)
                assertFalse(progress.record(lesson), "not finished yet")
                lesson.nextStep()
                assertEquals(LessonVerdict.LessonDone, solveStep(lesson))
                assertEquals(LessonState.FINISHED, lesson.view().state)
                assertEquals("king-capture", lesson.view().nextLesson)
                assertTrue(progress.record(lesson))
                assertFalse(progress.record(lesson), "recorded once")
            }
            val json = progress.toJson()
            LessonProgress.restore(json).use { again ->
                assertEquals(json, again.toJson())
                val done = again.lessons(Preset.BRANDUBH, null, "ru").filter { it.completed }.map { it.id }
                assertEquals(listOf("escape"), done)
                again.reset(Preset.BRANDUBH, null)
                assertTrue(again.lessons(Preset.BRANDUBH, null, "en").none { it.completed })
            }
            LessonProgress.restore("{ damaged").use { damaged ->
                assertTrue(damaged.lessons(Preset.BRANDUBH, null, "en").none { it.completed })
            }
        }
    }

    @Test
    fun everyLessonErrorIsReachableAndWorded() {
        val seen = mutableSetOf<String>()
        fun code(e: LessonException): String = e::class.simpleName ?: e::class.java.simpleName
        fun refused(call: () -> Any?): LessonException = lessonError(call).also { seen += code(it) }
        assertIs<LessonException.UnknownLesson>(refused { LessonController.start(Preset.BRANDUBH, null, "shieldwall", "en") })
        assertIs<LessonException.BadRules>(refused { LessonController.start(Preset.BRANDUBH, "dim:7", "moving", "en") })
        assertIs<LessonException.UnsupportedRules>(refused {
            LessonController.start(Preset.BRANDUBH, "dim:7 tfr:w start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/", "moving", "en")
        })
        LessonController.start(Preset.BRANDUBH, null, "capture", "en").use { lesson ->
            val before = pieces(lesson.view())
            assertIs<LessonException.OffBoard>(refused { lesson.tap(Coord(9u, 9u)) })
            assertIs<LessonException.NoPiece>(refused { lesson.play(sq("a1"), sq("a2")) })
            assertIs<LessonException.NotYourPiece>(refused { lesson.tap(sq("c2")) })
            assertEquals("That piece belongs to the other side.", lesson.view().message?.text)
            assertIs<LessonException.IllegalMove>(refused { lesson.play(sq("f2"), sq("b2")) })
            assertIs<LessonException.StepNotDone>(refused { lesson.nextStep() })
            assertEquals(before, pieces(lesson.view()), "refusals change nothing")
            assertEquals(TapOutcome.SELECTED, lesson.tap(sq("f2")))
            assertEquals(TapOutcome.PLAYED, lesson.tap(sq("d2")))
            assertIs<LessonException.StepDone>(refused { lesson.hint() })
            lesson.nextStep()
            assertEquals(TapOutcome.SELECTED, lesson.dragStart(sq("a3")))
            assertEquals(TapOutcome.PLAYED, lesson.dropOn(sq("c3")))
            assertIs<LessonException.LessonFinished>(refused { lesson.nextStep() })
            lesson.restart()
            assertEquals(1u, lesson.view().step)
        }
        val all = LessonException::class.java.declaredClasses
            .filter { LessonException::class.java.isAssignableFrom(it) && it != LessonException::class.java }
            .map { it.simpleName }.toSet()
        assertEquals(10, all.size)
        assertEquals(all, seen)
        assertEquals("Finish this step first.", lessonErrorText(LessonException.StepNotDone(), "en"))
        assertEquals("Сначала завершите этот шаг.", lessonErrorText(LessonException.StepNotDone(), "ru"))
    }
}
