package app.tafl.android

import androidx.activity.ComponentActivity
import androidx.compose.ui.test.hasClickAction
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithContentDescription
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.GameDriver.awaitMain
import app.tafl.android.GameDriver.playTwoPlayerGameToEnd
import app.tafl.android.GameDriver.shown
import app.tafl.android.GameDriver.tapRandomMove
import app.tafl.android.GameDriver.view
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.core.MoveMark
import app.tafl.core.Piece
import app.tafl.core.Preset
import app.tafl.core.ReviewState
import app.tafl.core.Side
import app.tafl.core.Status
import app.tafl.core.Verdict
import app.tafl.core.coordName
import app.tafl.core.defaultChoice
import app.tafl.core.parseCoord
import kotlin.random.Random
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * The engine's review: offered on a finished game and from the menu at any time, running in the
 * background with its progress and a cancel, flagging the blunder of a prepared game at its ply with
 * the better move on the board, a summary per side at the head; games of the history too.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE) // one Robolectric sandbox for every class: see GameDriver
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class ReviewTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    private fun show(vm: GameViewModel) {
        compose.setContent { TaflTheme { TaflApp(vm) } }
        compose.waitForIdle()
    }

    private fun session(vm: GameViewModel): ReviewSession = vm.review.value!!

    private fun awaitDone(vm: GameViewModel) = awaitMain(60_000) { session(vm).state.value.review.state == ReviewState.DONE }

    @Test
    fun aReviewFlagsTheBlunderOfAPreparedGameAtItsPly() {
        val vm = GameViewModel(app)
        playMoves(vm, KING_WALKS_INTO_CAPTURE)
        assertTrue(view(vm).status is Status.Finished)
        show(vm)
        compose.onNodeWithText(app.getString(R.string.action_review)).performClick()
        compose.waitForIdle()
        assertEquals(Screen.REVIEW, vm.screen.value)
        awaitDone(vm)
        compose.waitForIdle()

        val review = session(vm).state.value.review
        assertEquals("every position, the last included", 6u, review.total)
        val walk = review.moves.single { it.ply == 4u }
        assertEquals("d4-c4", walk.notation)
        assertEquals(Side.DEFENDERS, walk.side)
        assertEquals(Verdict.BLUNDER, walk.verdict)
        assertTrue(walk.flagged)
        assertEquals("d5-a5", walk.betterMove)
        assertEquals("the first flagged move is shown first: the attackers' mistake", 3u, session(vm).state.value.chosen!!.ply)
        assertEquals(listOf(Side.ATTACKERS, Side.DEFENDERS), review.sides.map { it.side })
        review.sides.forEach { compose.onNodeWithText(it.summary).assertExists() }

        // The blunder looked at: the board before it, the king still on the throne, the better move given.
        compose.onNode(hasText("${walk.turn}. ${walk.notation}") and hasClickAction()).performClick()
        compose.waitForIdle()
        val ui = session(vm).state.value
        assertEquals(walk, ui.chosen)
        assertEquals(3u, ui.board.replay!!.ply)
        assertEquals(Piece.KING, ui.board.board.cell(parseCoord("d4")).piece)
        val better = walk.betterMark
        assertNotNull(better)
        assertEquals("${coordName(better!!.from)}-${coordName(better.to)}", walk.betterMove)
        assertEquals(MoveMark(parseCoord("d4"), parseCoord("c4")), walk.played)
        compose.onNodeWithText(walk.comment).assertExists()
        assertTrue(walk.comment, walk.comment.contains(walk.betterLine.joinToString(" ")))
        compose.onNodeWithText(app.getString(R.string.review_legend)).assertExists()

        // The game page is as it was; back closes the review.
        compose.onNodeWithContentDescription(app.getString(R.string.action_back)).performClick()
        compose.waitForIdle()
        assertEquals(Screen.GAME, vm.screen.value)
        assertNull(vm.review.value)
        assertNull(view(vm).replay)
        assertEquals(5u, view(vm).ply)
    }

    @Test
    fun cancelStopsTheReviewAndItStartsAgain() {
        val vm = GameViewModel(app)
        vm.startNewGame(defaultChoice().copy(preset = Preset.COPENHAGEN))
        val random = Random(101)
        repeat(80) { assertTrue(tapRandomMove(vm, random)) }
        show(vm)
        compose.onNodeWithContentDescription(app.getString(R.string.action_menu)).performClick()
        compose.onNodeWithText(app.getString(R.string.page_review)).performClick()
        compose.waitForIdle()
        assertEquals(ReviewState.RUNNING, session(vm).state.value.review.state)
        compose.onNodeWithText("Reviewing the game: ", substring = true).assertExists()

        // An 80-ply Copenhagen game takes the engine seconds; the cancel returns once it has stopped.
        compose.onNodeWithText(app.getString(R.string.action_cancel)).performClick()
        compose.waitForIdle()
        val cancelled = session(vm).state.value.review
        assertEquals(ReviewState.CANCELLED, cancelled.state)
        assertTrue("${cancelled.done} of ${cancelled.total}", cancelled.done < cancelled.total)
        assertTrue(cancelled.moves.isEmpty())
        compose.onNodeWithText(cancelled.status).assertExists()
        assertEquals("the game went on untouched", 80u, view(vm).ply)

        compose.onNodeWithText(app.getString(R.string.review_again)).performClick()
        compose.waitForIdle()
        assertEquals(ReviewState.RUNNING, session(vm).state.value.review.state)
        assertTrue(vm.back()) // closing the page stops the review
        assertNull(vm.review.value)
    }

    @Test
    fun aGameOfTheHistoryIsReviewed() {
        val vm = shown()
        playTwoPlayerGameToEnd(vm, Random(102))
        val plies = view(vm).ply
        vm.open(Screen.HISTORY)
        vm.openHistoryGame(vm.history.value.rows.single())
        show(vm)
        compose.onNodeWithText(app.getString(R.string.action_review)).performClick()
        compose.waitForIdle()
        assertEquals(Screen.REVIEW, vm.screen.value)
        awaitDone(vm)
        assertEquals(plies, session(vm).state.value.review.moves.size.toUInt())
        vm.back()
        assertEquals(Screen.HISTORY_GAME, vm.screen.value)
    }

    companion object {
        /**
         * Brandubh: the king steps off the throne to c4 (ply 4), where a4-b4 captures him against the
         * empty throne on ply 5; `tafl review` calls it a blunder (67% to 0%; d5-a5 was better), and
         * the attackers' d7-e7 before it a mistake.
         */
        val KING_WALKS_INTO_CAPTURE = "b4-b2 c4-c2 d7-e7 d4-c4 a4-b4".split(" ")

        /** Plays [moves] ("d2-d4") by tapping the squares, as a player does. */
        fun playMoves(vm: GameViewModel, moves: List<String>) {
            for (move in moves) {
                val (from, to) = move.split("-")
                vm.onSquareTapped(parseCoord(from))
                vm.onSquareTapped(parseCoord(to))
                assertEquals(move, view(vm).lastMove?.notation)
            }
        }
    }
}
