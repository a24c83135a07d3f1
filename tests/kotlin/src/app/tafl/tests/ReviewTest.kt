package app.tafl.tests

import app.tafl.core.*
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.Timeout
import java.util.concurrent.atomic.AtomicInteger
import kotlin.test.*

/**
 * The engine's review of a game as the Kotlin apps see it: its page (the move it opens on, the
 * flagged moves in order, the win chances in words, the board with the moves drawn), cancel.
 */
class ReviewTest {
    /** Brandubh: the defenders' king walks beside the empty throne (d4-c4) and is captured on ply 5. */
    private val kingCaptured = "a4-a3 c4-c3 b4-b2 d4-c4 b2-b4"

    @Test
    @Timeout(120)
    fun theGamesReviewOpensOnItsFirstFlaggedMoveWithWordsAndArrows() {
        twoPlayers().use { game ->
            game.playAll(kingCaptured)
            val heard = AtomicInteger()
            game.review(ReviewBudget.QUICK).use { review ->
                review.setListener(object : Listener {
                    override fun changed() {
                        heard.incrementAndGet()
                    }
                })
                assertTrue(review.waitUntilDone(110_000u), "the review never ended")
                val page = review.view()
                assertEquals(ReviewState.DONE, page.review.state)
                assertEquals(6u, page.review.done)
                assertEquals(6u, page.review.total)
                assertEquals(game.record(), review.record())
                assertEquals("Review complete", page.review.status)
                assertEquals(kingCaptured.split(' '), page.review.moves.map { it.notation })
                val walk = page.review.moves[3]
                assertEquals(Side.DEFENDERS, walk.side)
                assertEquals(MoveMark(sq("d4"), sq("c4")), walk.played)
                assertTrue(walk.flagged, walk.toString())
                val better = assertNotNull(walk.betterMark)
                assertEquals("${better.from.name}-${better.to.name}", walk.betterMove)
                assertEquals(walk.betterLine.size, walk.betterLineMarks.size)
                assertTrue(walk.comment.contains("was better"), walk.comment)
                assertEquals(100f, page.review.moves[4].winAfter)

                // The page's decisions: the flagged moves in order, the first of them chosen.
                val flagged = page.review.moves.filter { it.flagged }.map { it.ply }
                assertEquals(flagged, page.flagged)
                assertEquals(flagged.first(), page.chosen?.ply)
                assertNull(page.previousFlagged)
                assertEquals(flagged.getOrNull(1), page.nextFlagged)
                assertTrue(page.winChance!!.startsWith("Chance of winning "), page.winChance)
                review.choose(4u)
                val looked = review.view()
                assertEquals(walk, looked.chosen)
                assertEquals(
                    "Chance of winning ${Math.round(walk.winBefore)}% → ${Math.round(walk.winAfter)}%",
                    looked.winChance,
                )
                assertEquals(
                    listOf(Arrow(walk.played.from, walk.played.to, ArrowKind.PLAYED), Arrow(better.from, better.to, ArrowKind.BETTER)),
                    looked.board.arrows,
                )
                assertEquals(Piece.KING, looked.board.cell(sq("d4"))?.piece, "the position before the move")
                assertFalse(looked.board.enabled)
                if (flagged.size > 1) {
                    review.stepFlagged(false)
                    assertEquals(flagged.last { it < 4u }, review.view().chosen?.ply)
                }
                assertIs<GameException.NoSuchMove>(gameError { review.choose(99u) })
                review.setLanguage("ru")
                assertEquals("Разбор готов", review.view().review.status)
                assertTrue(review.view().winChance!!.startsWith("Шансы на победу"))
                assertTrue(heard.get() > 0, "the listener heard the review")
                review.analysisBoard().use { board -> assertTrue(board.view().isAnalysis) }
            }
        }
    }

    @Test
    @Timeout(120)
    fun cancelReturnsOnceStoppedAndABadSaveIsRefused() {
        twoPlayers(Preset.COPENHAGEN).use { game ->
            game.playAll("f2-c2 f4-i4 b6-b3 f5-f3 k4-j4 i4-i6 k8-g8 e7-e8")
            game.review(ReviewBudget.THOROUGH).use { review ->
                assertEquals(ReviewState.RUNNING, review.view().review.state)
                review.cancel()
                val page = review.view()
                assertEquals(ReviewState.CANCELLED, page.review.state)
                assertTrue(page.review.done < page.review.total)
                assertEquals("Review cancelled", page.review.status)
                assertTrue(page.review.moves.isEmpty() && page.review.sides.isEmpty())
                assertTrue(page.canRestart)
                assertNull(page.chosen)
                review.restart()
                assertEquals(ReviewState.RUNNING, review.view().review.state)
                review.cancel()
            }
            ReviewController.ofSave(game.save(), ReviewBudget.QUICK).use { review ->
                review.cancel()
                assertNotEquals(ReviewState.RUNNING, review.view().review.state)
            }
        }
        assertIs<GameException.CorruptSave>(gameError { ReviewController.ofSave("{ not a save", ReviewBudget.QUICK) })
    }
}
