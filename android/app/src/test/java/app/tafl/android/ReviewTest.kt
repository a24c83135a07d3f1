package app.tafl.android

import app.tafl.android.GameDriver.launched
import app.tafl.android.GameDriver.tap
import android.graphics.Bitmap
import android.graphics.Canvas
import androidx.activity.ComponentActivity
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.hasClickAction
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithContentDescription
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.GameDriver.awaitMain
import app.tafl.android.GameDriver.review
import app.tafl.android.GameDriver.playTwoPlayerGameToEnd
import app.tafl.android.GameDriver.shown
import app.tafl.android.GameDriver.tapRandomMove
import app.tafl.android.GameDriver.view
import app.tafl.android.ui.BOARD_GRID_TAG
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.core.Arrow
import app.tafl.core.ArrowKind
import app.tafl.core.MoveMark
import app.tafl.core.ReviewPageView
import app.tafl.core.Piece
import app.tafl.core.Preset
import app.tafl.core.ReviewState
import app.tafl.core.Side
import app.tafl.core.Status
import app.tafl.core.ThemeId
import app.tafl.core.Verdict
import app.tafl.core.boardPalette
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

    private fun show(vm: AppViewModel) {
        compose.setContent { TaflTheme { TaflApp(vm) } }
        compose.waitForIdle()
    }

    private fun page(vm: AppViewModel): ReviewPageView = review(vm).view.value

    private fun awaitDone(vm: AppViewModel) = awaitMain(60_000) { page(vm).review.state == ReviewState.DONE }

    @Test
    fun aReviewFlagsTheBlunderOfAPreparedGameAtItsPly() {
        val vm = launched()
        playMoves(vm, KING_WALKS_INTO_CAPTURE)
        assertTrue(view(vm).status is Status.Finished)
        show(vm)
        compose.onNodeWithText(app.getString(R.string.action_review)).performClick()
        compose.waitForIdle()
        assertTrue(vm.page.value is Page.Review)
        awaitDone(vm)
        compose.waitForIdle()

        val review = page(vm).review
        assertEquals("every position, the last included", 6u, review.total)
        val walk = review.moves.single { it.ply == 4u }
        assertEquals("d4-c4", walk.notation)
        assertEquals(Side.DEFENDERS, walk.side)
        assertEquals(Verdict.BLUNDER, walk.verdict)
        assertTrue(walk.flagged)
        assertEquals("d5-a5", walk.betterMove)
        // The core opens the page on the first flagged move: the attackers' mistake before it.
        val opened = page(vm)
        assertEquals(listOf(3u, 4u), opened.flagged)
        assertEquals(3u, opened.chosen!!.ply)
        assertEquals(null, opened.previousFlagged)
        assertEquals(4u, opened.nextFlagged)
        assertEquals(listOf(Side.ATTACKERS, Side.DEFENDERS), review.sides.map { it.side })
        review.sides.forEach { compose.onNodeWithText(it.summary).assertExists() }
        // Its chances of winning, in the core's words, on the page.
        val chances = opened.winChance!!
        assertTrue(chances, chances.matches(Regex("Chance of winning \\d+% → \\d+%")))
        compose.onNodeWithText(chances).assertExists()

        // The next flagged move: the blunder, as the step button goes.
        compose.onNodeWithContentDescription(app.getString(R.string.review_next_flagged)).performClick()
        compose.waitForIdle()
        assertEquals(4u, page(vm).chosen!!.ply)
        assertEquals(3u, page(vm).previousFlagged)
        assertEquals(null, page(vm).nextFlagged)
        compose.onNodeWithContentDescription(app.getString(R.string.review_next_flagged)).assertIsNotEnabled()
        compose.onNodeWithContentDescription(app.getString(R.string.review_previous_flagged)).performClick()
        compose.waitForIdle()
        assertEquals(3u, page(vm).chosen!!.ply)

        // The blunder looked at: the board before it, the king still on the throne, the better move given.
        compose.onNode(hasText("${walk.turn}. ${walk.notation}") and hasClickAction()).performClick()
        compose.waitForIdle()
        val ui = page(vm)
        assertEquals(walk, ui.chosen)
        assertEquals(Piece.KING, ui.board.cell(parseCoord("d4")).piece)
        assertEquals(
            "the move played and the better one drawn",
            listOf(Arrow(walk.played.from, walk.played.to, ArrowKind.PLAYED), Arrow(walk.betterMark!!.from, walk.betterMark!!.to, ArrowKind.BETTER)),
            ui.board.arrows,
        )
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
        assertEquals(Page.Game, vm.page.value)
        assertNull(view(vm).replay)
        assertEquals(5u, view(vm).ply)
    }

    @Test
    fun theArrowsTakeEachThemesColoursInTheLight() = arrowsInEveryTheme(dark = false)

    @Test
    @Config(qualifiers = "+night")
    fun theArrowsTakeEachThemesColoursInTheDark() = arrowsInEveryTheme(dark = true)

    /**
     * The blunder of the prepared game looked at under every board theme: the better move's solid
     * arrow (d5-a5, over the empty c5) is the theme's hint colour and the played move's hollow head
     * (d4-c4, its back edge on the empty c4) the theme's capture colour, each at its opacity over the
     * theme's square. The dark appearance's screens are kept as screenshots `review-<theme>-dark`.
     */
    private fun arrowsInEveryTheme(dark: Boolean) {
        val vm = launched()
        playMoves(vm, KING_WALKS_INTO_CAPTURE)
        vm.openReview()
        awaitDone(vm)
        review(vm).act { choose(4u) }
        show(vm)
        val rows = page(vm).board.rows
        val n = rows.size
        for (theme in ThemeId.entries) {
            vm.updateSettings { it.copy(boardTheme = theme) }
            compose.waitForIdle()
            val name = "review-${theme.name.lowercase()}-${if (dark) "dark" else "light"}"
            val window = compose.activity.window.decorView
            val shot = if (dark) {
                Screenshots.capture(window, name)
            } else {
                Bitmap.createBitmap(window.width, window.height, Bitmap.Config.ARGB_8888).also { window.draw(Canvas(it)) }
            }
            val grid = compose.onNodeWithTag(BOARD_GRID_TAG).fetchSemanticsNode().boundsInWindow
            val cellPx = grid.width / n
            fun at(square: String, dx: Float, dy: Float): Int {
                val row = rows.indexOfFirst { cells -> cells.any { it.coord == parseCoord(square) } }
                val col = rows[row].indexOfFirst { it.coord == parseCoord(square) }
                val x = grid.left + (col + 0.5f + dx) * cellPx
                val y = grid.top + (row + 0.5f + dy) * cellPx
                return shot.getPixel(x.toInt(), y.toInt())
            }
            val palette = boardPalette(theme, dark)
            assertColour("$name: the better move's shaft on c5", over(palette.hint, 0.85f, palette.square), at("c5", 0f, 0f))
            // The head's back edge: 0.12 + 0.34 of a square from c4's centre towards d4, off the shaft.
            assertColour("$name: the played move's head on c4", over(palette.capture, 0.95f, palette.square), at("c4", 0.46f, 0.1f))
        }
    }

    /** [top] at [alpha] over [under], as the board draws it. */
    private fun over(top: UInt, alpha: Float, under: UInt): Int {
        fun channel(shift: Int): Int {
            val t = ((top shr shift) and 0xffu).toInt()
            val u = ((under shr shift) and 0xffu).toInt()
            return Math.round(alpha * t + (1 - alpha) * u)
        }
        return (0xff shl 24) or (channel(16) shl 16) or (channel(8) shl 8) or channel(0)
    }

    /** Equal to [expected] but for rounding: each channel within 3 levels. */
    private fun assertColour(what: String, expected: Int, pixel: Int) {
        val close = listOf(16, 8, 0).all { shift -> kotlin.math.abs(((expected shr shift) and 0xff) - ((pixel shr shift) and 0xff)) <= 3 }
        assertTrue("$what is 0x%08X, not 0x%08X".format(pixel, expected), close)
    }

    @Test
    fun cancelStopsTheReviewAndItStartsAgain() {
        val vm = launched()
        vm.startNewGame(defaultChoice().copy(preset = Preset.COPENHAGEN))
        val random = Random(101)
        repeat(80) { assertTrue(tapRandomMove(vm, random)) }
        show(vm)
        compose.onNodeWithContentDescription(app.getString(R.string.action_menu)).performClick()
        compose.onNodeWithText(app.getString(R.string.page_review)).performClick()
        compose.waitForIdle()
        assertEquals(ReviewState.RUNNING, page(vm).review.state)
        compose.onNodeWithText("Reviewing the game: ", substring = true).assertExists()

        // An 80-ply Copenhagen game takes the engine seconds; the cancel returns once it has stopped.
        compose.onNodeWithText(app.getString(R.string.action_cancel)).performClick()
        compose.waitForIdle()
        val cancelled = page(vm).review
        assertEquals(ReviewState.CANCELLED, cancelled.state)
        assertTrue("${cancelled.done} of ${cancelled.total}", cancelled.done < cancelled.total)
        assertTrue(cancelled.moves.isEmpty())
        compose.onNodeWithText(cancelled.status).assertExists()
        assertEquals("the game went on untouched", 80u, view(vm).ply)

        compose.onNodeWithText(app.getString(R.string.review_again)).performClick()
        compose.waitForIdle()
        assertEquals(ReviewState.RUNNING, page(vm).review.state)
        assertTrue(vm.back()) // closing the page stops the review
        assertEquals(Page.Game, vm.page.value)
    }

    @Test
    fun aGameOfTheHistoryIsReviewed() {
        val vm = shown()
        playTwoPlayerGameToEnd(vm, Random(102))
        val plies = view(vm).ply
        vm.open(Page.History)
        vm.openHistoryGame(vm.app.core.history().single())
        show(vm)
        compose.onNodeWithText(app.getString(R.string.action_review)).performClick()
        compose.waitForIdle()
        assertTrue(vm.page.value is Page.Review)
        awaitDone(vm)
        assertEquals(plies, page(vm).review.moves.size.toUInt())
        vm.back()
        assertTrue(vm.page.value is Page.HistoryGame)
    }

    companion object {
        /**
         * Brandubh: the king steps off the throne to c4 (ply 4), where a4-b4 captures him against the
         * empty throne on ply 5; `tafl review` calls it a blunder (67% to 0%; d5-a5 was better), and
         * the attackers' d7-e7 before it a mistake.
         */
        val KING_WALKS_INTO_CAPTURE = "b4-b2 c4-c2 d7-e7 d4-c4 a4-b4".split(" ")

        /** Plays [moves] ("d2-d4") by tapping the squares, as a player does. */
        fun playMoves(vm: AppViewModel, moves: List<String>) {
            for (move in moves) {
                val (from, to) = move.split("-")
                tap(vm, parseCoord(from))
                tap(vm, parseCoord(to))
                assertEquals(move, view(vm).board.lastMove?.notation)
            }
        }
    }
}
