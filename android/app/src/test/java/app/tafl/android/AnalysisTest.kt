package app.tafl.android

import app.tafl.android.GameDriver.tap
import android.content.Intent
import android.os.Looper
import androidx.activity.ComponentActivity
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithContentDescription
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.GameDriver.analysis
import app.tafl.android.GameDriver.awaitMain
import app.tafl.android.GameDriver.historyGame
import app.tafl.android.GameDriver.launched
import app.tafl.android.GameDriver.playTwoPlayerGameToEnd
import app.tafl.android.GameDriver.shown
import app.tafl.android.GameDriver.tapRandomMove
import app.tafl.android.GameDriver.view
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.core.Busy
import app.tafl.core.GameController
import app.tafl.core.GameView
import app.tafl.core.MoveMark
import app.tafl.core.Piece
import app.tafl.core.Side
import app.tafl.core.Status
import app.tafl.core.parseCoord
import app.tafl.core.setupPieces
import kotlin.random.Random
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.Shadows.shadowOf
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * The analysis board: opened on the position shown (live, replayed, or of the history), a position
 * set up by hand and refused with the core's reason, the engine's words and best move while the app is
 * shown, stopped when it is hidden or the page is left, moves for both sides, the position shared.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE) // one Robolectric sandbox for every class: see GameDriver
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class AnalysisTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    private fun show(vm: AppViewModel) {
        compose.setContent { TaflTheme { TaflApp(vm) } }
        compose.waitForIdle()
    }

    private fun board(vm: AppViewModel): Live<GameController, GameView> = analysis(vm)

    private fun shown(vm: AppViewModel): GameView = board(vm).view.value

    private fun click(label: Int) {
        compose.onNodeWithText(app.getString(label)).performClick()
        compose.waitForIdle()
    }

    /** The set-up palette's choice of [piece] (null: the empty square), by the core's name of it. */
    private fun clickPalette(piece: Piece?) {
        compose.onNodeWithText(setupPieces("en").single { it.piece == piece }.name).performClick()
        compose.waitForIdle()
    }

    private fun clickSquare(name: String) {
        compose.onNode(squareNamed(name)).performClick()
        compose.waitForIdle()
    }

    @Test
    fun aSetUpWithoutAKingIsRefusedWithTheReasonAndStaysOpen() {
        val vm = launched()
        vm.openAnalysis()
        show(vm)
        click(R.string.action_set_up)
        assertEquals(Status.SettingUp(Side.ATTACKERS), shown(vm).status)
        compose.onNodeWithText("Setting up the board — Attackers to move").assertExists()

        // The king taken off its throne: refused, with the core's reason on the page.
        clickPalette(null)
        clickSquare("d4")
        assertNull(shown(vm).board.cell(parseCoord("d4")).piece)
        click(R.string.setup_done)
        assertEquals(Status.SettingUp(Side.ATTACKERS), shown(vm).status)
        compose.onNodeWithText("The position needs a king.").assertExists()

        // A king on c5, but an attacker on a corner: refused, the square named.
        clickPalette(Piece.KING)
        clickSquare("c5")
        clickPalette(Piece.ATTACKER)
        clickSquare("a1")
        click(R.string.setup_done)
        compose.onNodeWithText("That piece may not stand on a1.").assertExists()
        assertEquals(Status.SettingUp(Side.ATTACKERS), shown(vm).status)

        // Corrected, the defenders first: the position is played from.
        clickPalette(null)
        clickSquare("a1")
        compose.onNodeWithText("Defenders").performClick()
        compose.waitForIdle()
        click(R.string.setup_done)
        assertEquals(Status.ToMove(Side.DEFENDERS), shown(vm).status)
        assertNull(shown(vm).message)
        assertEquals(Piece.KING, shown(vm).board.cell(parseCoord("c5")).piece)
        assertTrue(shown(vm).board.enabled)
        assertEquals("the live game is untouched", 0u, view(vm).ply)
    }

    @Test
    fun theEngineSaysWhoWinsMarksItsMoveAndTheBoardPlaysBothSides() {
        val vm = shown()
        vm.openAnalysis()
        setUp(board(vm), KING_NEAR_G7, Side.DEFENDERS)
        show(vm)
        awaitMain { shown(vm).busy == Busy.IDLE && shown(vm).analysis != null }
        val analysis = shown(vm).analysis!!
        assertEquals("The defenders win in one move", analysis.evaluation)
        assertEquals("g4-g7", analysis.line)
        assertEquals(MoveMark(parseCoord("g4"), parseCoord("g7")), analysis.best)
        assertFalse(analysis.searching)
        compose.onNodeWithText(analysis.evaluation).assertExists()
        compose.onNodeWithText(app.getString(R.string.analysis_line, analysis.line)).assertExists()

        // One person plays both sides: a defender's move, then the attackers' reply, then both taken back.
        clickSquare("c4")
        clickSquare("c3")
        assertEquals(Status.ToMove(Side.ATTACKERS), shown(vm).status)
        assertTrue(shown(vm).board.enabled)
        clickSquare("g2")
        clickSquare("g3")
        assertEquals(Status.ToMove(Side.DEFENDERS), shown(vm).status)
        assertEquals(2u, shown(vm).ply)
        click(R.string.action_undo)
        click(R.string.action_undo)
        assertEquals(0u, shown(vm).ply)
        clickSquare("g4")
        clickSquare("g7")
        assertTrue(shown(vm).status is Status.Finished)
        assertNull("a finished game has nothing to analyse", shown(vm).analysis)
        click(R.string.action_undo)
        awaitMain { shown(vm).analysis?.line == "g4-g7" }
        assertEquals(0u, view(vm).ply)
    }

    @Test
    fun theEngineStopsWhenTheAppIsHiddenOrThePageLeft() {
        val vm = shown()
        vm.openAnalysis()
        val board = board(vm)
        assertEquals(Busy.ANALYSIS, shown(vm).busy)
        awaitMain { shown(vm).analysis != null }

        vm.pause() // returns once the engine has stopped
        val stopped = shown(vm)
        assertEquals(Busy.IDLE, stopped.busy)
        assertFalse(stopped.analysis!!.searching)
        shadowOf(Looper.getMainLooper()).idle()
        assertEquals("no news after the cancel", stopped, board.view.value)

        vm.resume()
        assertEquals(Busy.ANALYSIS, shown(vm).busy)
        assertTrue(vm.back())
        assertFalse("the page's board is closed with it", vm.page.value is Page.Analysis)
        assertEquals(Page.Game, vm.page.value)
    }

    @Test
    fun theBoardOpensOnTheReplayedPositionAndLeavesTheGameAlone() {
        val vm = launched()
        repeat(4) { assertTrue(tapRandomMove(vm, Random(81))) }
        val live = view(vm)
        vm.showMove(2u)
        vm.openAnalysis()
        val start = shown(vm)
        assertEquals(2u, start.ply)
        assertEquals(live.moves[0].second, start.board.lastMove!!.notation)
        assertTrue("its moves can be taken back", start.canUndo)
        assertNull(start.replay)

        // A move on the analysis board, then back: the game and its replay are as they were.
        playAnyMove(board(vm))
        assertEquals(3u, shown(vm).ply)
        vm.back()
        assertEquals(2u, view(vm).replay!!.ply)
        assertEquals(live.moves, view(vm).moves)
        vm.game.act { leaveReplay() }
        assertEquals(live.board, view(vm).board)
    }

    @Test
    fun aGameOfTheHistoryOpensAnAnalysisBoardOfItsShownPosition() {
        val vm = shown()
        playTwoPlayerGameToEnd(vm, Random(82))
        val plies = view(vm).ply
        vm.openHistoryGame(vm.app.core.history().single())
        historyGame(vm).act { replayStep(false) }
        vm.openAnalysis()
        assertTrue(vm.page.value is Page.Analysis)
        assertEquals(plies - 1u, shown(vm).ply)
        assertTrue(shown(vm).board.enabled)
        vm.back()
        assertTrue(vm.page.value is Page.HistoryGame)
        assertEquals(plies - 1u, historyGame(vm).view.value.replay!!.ply)
    }

    @Test
    fun thePositionIsSharedAsOpenTaflNotation() {
        val vm = launched()
        vm.openAnalysis()
        setUp(board(vm), KING_NEAR_G7, Side.DEFENDERS)
        show(vm)
        compose.onNodeWithContentDescription(app.getString(R.string.action_share_position)).performClick()
        val chooser = shadowOf(app).nextStartedActivity
        assertNotNull("nothing was started", chooser)
        assertEquals(Intent.ACTION_CHOOSER, chooser.action)
        @Suppress("DEPRECATION")
        val send = chooser.getParcelableExtra<Intent>(Intent.EXTRA_INTENT)!!
        assertEquals(Intent.ACTION_SEND, send.action)
        assertEquals("text/plain", send.type)
        val text = send.getStringExtra(Intent.EXTRA_TEXT)!!
        assertEquals(shown(vm).position!!.share, text)
        assertEquals("$KING_NEAR_G7 · Defenders to move · Brandubh", text)
    }

    /** Taps the side to move's first piece that can move, then its first target. */
    private fun playAnyMove(board: Live<GameController, GameView>) {
        val pieces = board.view.value.board.rows.flatten().filter { it.piece != null }
        for (piece in pieces) {
            board.act { tap(piece.coord) }
            val target = board.view.value.board.rows.flatten().firstOrNull { it.target } ?: continue
            board.act { tap(target.coord) }
            return
        }
        error("no piece can move")
    }

    companion object {
        /** Brandubh with a few soldiers; the king on g4 reaches the corner g7 at once, and only there. */
        const val KING_NEAR_G7 = "/3t3/6t/4T2/t1T3K/1t5/4t2/3t3/"

        /** Sets [otn] up by hand on the analysis board, as the set-up's buttons do, and plays from it. */
        fun setUp(board: Live<GameController, GameView>, otn: String, first: Side) {
            board.act { setupBegin() }
            board.act { setupClear() }
            otn.trim('/').split('/').forEachIndexed { rankIndex, rank ->
                var file = 0
                for (ch in rank) {
                    if (ch.isDigit()) {
                        file += ch.digitToInt()
                        continue
                    }
                    val piece = when (ch) {
                        't' -> Piece.ATTACKER
                        'T' -> Piece.DEFENDER
                        else -> Piece.KING
                    }
                    board.act { setupPut(parseCoord("${'a' + file}${rankIndex + 1}"), piece) }
                    file++
                }
            }
            board.act { setupSide(first) }
            board.act { setupDone() }
            assertEquals(Status.ToMove(first), board.view.value.status)
        }
    }
}
