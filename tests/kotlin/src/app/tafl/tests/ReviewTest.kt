package app.tafl.tests

import app.tafl.core.*
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.Timeout
import java.util.concurrent.CopyOnWriteArrayList
import java.util.concurrent.CountDownLatch
import java.util.concurrent.TimeUnit
import kotlin.test.*

/** The engine's review of a game as the Kotlin apps see it: progress, cancel, the view in words and marks. */
class ReviewTest {
    /** Brandubh: the defenders' king walks beside the empty throne (d4-c4) and is captured on ply 5. */
    private val kingCaptured = "a4-a3 c4-c3 b4-b2 d4-c4 b2-b4"

    @Test
    @Timeout(120)
    fun theControllersGameIsReviewedWithProgressWordsAndMarks() {
        twoPlayers().use { game ->
            game.playAll(kingCaptured)
            val heard = CopyOnWriteArrayList<ReviewProgress>()
            val done = CountDownLatch(1)
            val listener = object : GameReviewListener {
                override fun changed(progress: ReviewProgress) {
                    heard.add(progress)
                    if (progress.state != ReviewState.RUNNING) done.countDown()
                }
            }
            GameReview.ofGame(game, ReviewBudget.QUICK, listener).use { review ->
                assertTrue(done.await(110, TimeUnit.SECONDS), "the review never ended")
                assertEquals(ReviewProgress(6u, 6u, ReviewState.DONE), review.progress())
                assertEquals(review.progress(), heard.last())
                assertTrue(heard.zipWithNext().all { (a, b) -> a.done <= b.done })
                assertEquals(game.record(), review.record())

                val view = review.view("en")
                assertEquals("Review complete", view.status)
                assertEquals(kingCaptured.split(' '), view.moves.map { it.notation })
                val walk = view.moves[3]
                assertEquals(Side.DEFENDERS, walk.side)
                assertEquals(MoveMark(sq("d4"), sq("c4")), walk.played)
                assertTrue(walk.flagged, walk.toString())
                val better = assertNotNull(walk.betterMark)
                assertEquals("${better.from.name}-${better.to.name}", walk.betterMove)
                assertEquals(walk.betterLine.size, walk.betterLineMarks.size)
                assertEquals(better, walk.betterLineMarks.first())
                assertTrue(walk.comment.contains("was better"), walk.comment)
                assertEquals(100f, view.moves[4].winAfter)
                assertTrue(view.moves.filter { !it.flagged }.all { it.betterMark == null && it.betterMove == null })

                assertEquals(listOf(Side.ATTACKERS, Side.DEFENDERS), view.sides.map { it.side })
                val defenders = view.sides[1]
                assertEquals(2u, defenders.moves)
                assertEquals(Verdict.values().toList(), defenders.counts.map { it.verdict })
                assertEquals(defenders.moves, defenders.counts.sumOf { it.count })
                assertTrue(defenders.summary.startsWith("Defenders: Accuracy "), defenders.summary)
                assertTrue(defenders.accuracy!! in 0f..100f)

                val ru = review.view("ru")
                assertEquals("Разбор готов", ru.status)
                assertEquals(walk.verdict, ru.moves[3].verdict)
                assertNotEquals(walk.verdictText, ru.moves[3].verdictText)
                assertEquals("Analüüs on valmis", review.view("et").status)
            }
        }
    }

    @Test
    @Timeout(120)
    fun cancelReturnsOnceStoppedAndABadSaveIsRefused() {
        twoPlayers(Preset.COPENHAGEN).use { game ->
            game.playAll("f2-c2 f4-i4 b6-b3 f5-f3 k4-j4 i4-i6 k8-g8 e7-e8")
            GameReview.ofGame(game, ReviewBudget.THOROUGH, null).use { review ->
                assertEquals(ReviewState.RUNNING, review.progress().state)
                review.cancel()
                val progress = review.progress()
                assertEquals(ReviewState.CANCELLED, progress.state)
                assertTrue(progress.done < progress.total)
                val view = review.view("en")
                assertEquals("Review cancelled", view.status)
                assertTrue(view.moves.isEmpty() && view.sides.isEmpty())
            }
            GameReview.ofSave(game.save(), ReviewBudget.QUICK, null).use { review ->
                review.cancel()
                assertNotEquals(ReviewState.RUNNING, review.progress().state)
            }
        }
        assertIs<GameException.CorruptSave>(gameError { GameReview.ofSave("{ not a save", ReviewBudget.QUICK, null) })
    }
}
