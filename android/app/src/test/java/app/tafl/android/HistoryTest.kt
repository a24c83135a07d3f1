package app.tafl.android

import androidx.activity.ComponentActivity
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithContentDescription
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.GameDriver.playTwoPlayerGameToEnd
import app.tafl.android.GameDriver.shown
import app.tafl.android.GameDriver.tapRandomMove
import app.tafl.android.GameDriver.view
import app.tafl.android.GameDriver.withHistory
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.core.GameHistory
import app.tafl.core.GameView
import app.tafl.core.PlayerResult
import app.tafl.core.Status
import kotlin.random.Random
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * Every finished game goes into the core's history, which survives a restart and skips a damaged
 * entry with a message; the history page lists the games (and the running one) and opens any of them
 * read-only, after its last move, to step through.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE) // one Robolectric sandbox for every class: see GameDriver
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class HistoryTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    private fun show(vm: GameViewModel) {
        compose.setContent { TaflTheme { TaflApp(vm) } }
        compose.waitForIdle()
    }

    /** The history file as stored (a read waits for the writes queued before it). */
    private fun storedHistory(): String = Storage(app).history.read().orEmpty()

    /** A view-model that finished one two-player game. */
    private fun finishedOne(seed: Int): Pair<GameViewModel, GameView> {
        val vm = shown()
        playTwoPlayerGameToEnd(vm, Random(seed))
        return vm to view(vm)
    }

    @Test
    fun aFinishedGameIsKeptWithItsResultAndSurvivesARestart() {
        val (vm, end) = finishedOne(61)
        val rows = vm.history.value.rows
        assertEquals(1, rows.size)
        val row = rows.single()
        assertEquals("Brandubh", row.title)
        assertEquals("Two players", row.opponent)
        assertEquals("the core words the result as the game page does", end.headline, row.result)
        assertEquals(PlayerResult.TWO_PLAYERS, row.playerResult)
        assertTrue(row.length, row.length.endsWith(" moves"))
        assertNull(vm.history.value.notice)

        // A second game, then a restart over the same files: both kept, newest first.
        vm.startNewGame(end.choice)
        playTwoPlayerGameToEnd(vm, Random(62))
        val both = vm.history.value.rows
        assertEquals(2, both.size)
        assertTrue("newest first", both[0].id > both[1].id)
        assertEquals(2, storedHistory().lines().count { it.isNotBlank() })
        val restarted = withHistory(GameViewModel(app, Storage(app)))
        assertEquals(both, restarted.history.value.rows)
        assertNull(restarted.history.value.notice)
    }

    @Test
    fun aGameFinishedBeforeTheHistoryWasReadIsKeptOnceItIs() {
        val (first, _) = finishedOne(67)
        first.onHidden()
        // The history is read off the main thread and handed over on it: the looper has not run yet.
        val vm = GameViewModel(app, Storage(app)).apply { onShown() }
        assertFalse(vm.history.value.loaded)
        vm.startNewGame(view(vm).choice)
        playTwoPlayerGameToEnd(vm, Random(68))
        assertEquals(emptyList<Any>(), vm.history.value.rows)
        withHistory(vm)
        assertEquals(2, vm.history.value.rows.size)
        assertEquals(2, storedHistory().lines().count { it.isNotBlank() })
    }

    @Test
    fun anUnfinishedGameIsNotInTheHistoryButOnTopOfItsPage() {
        val vm = shown()
        repeat(3) { assertTrue(tapRandomMove(vm, Random(63))) }
        assertEquals(emptyList<Any>(), vm.history.value.rows)
        vm.open(Screen.HISTORY)
        show(vm)
        compose.onNodeWithText(app.getString(R.string.history_empty)).assertExists()
        compose.onNodeWithText(app.getString(R.string.history_running)).assertExists().performClick()
        compose.waitForIdle()
        assertEquals("the running game is the game page", Screen.GAME, vm.screen.value)
    }

    @Test
    fun aDamagedEntryIsSkippedWithAMessageAndTheOthersKept() {
        val (first, _) = finishedOne(64)
        val good = storedHistory().trim()
        first.onHidden()
        // One good line, one cut short, one that is not JSON at all.
        Storage(app).history.write("$good\n${good.take(good.length / 2)}\nnot a game\n") {}
        val vm = withHistory(GameViewModel(app, Storage(app)))
        assertEquals(1, vm.history.value.rows.size)
        val notice = vm.history.value.notice
        assertEquals(GameHistory.restore("x\ny").use { it.skippedText("en") }, notice)
        assertTrue(notice!!, notice.startsWith("2 saved games could not be read"))
        vm.open(Screen.HISTORY)
        show(vm)
        compose.onNodeWithText(notice).assertExists()
        compose.onNodeWithText(vm.history.value.rows.single().result).assertExists()
    }

    @Test
    fun aGameOfTheHistoryOpensAfterItsLastMoveAndStepsReadOnly() {
        val (vm, end) = finishedOne(65)
        val plies = end.ply
        vm.startNewGame(end.choice)
        assertTrue(tapRandomMove(vm, Random(66)))
        val live = view(vm)
        vm.open(Screen.HISTORY)
        show(vm)
        val row = vm.history.value.rows.single()
        compose.onNodeWithText(row.result).performClick()
        compose.waitForIdle()
        assertEquals(Screen.HISTORY_GAME, vm.screen.value)
        val board = vm.historyGame.value!!.board
        fun shown() = board.state.value.view

        val atEnd = shown()
        assertEquals(plies, atEnd.replay!!.ply)
        assertEquals(plies, atEnd.replay!!.plies)
        assertFalse("a game of the history has no live game to go back to", atEnd.replay!!.canLeave)
        assertTrue(atEnd.status is Status.Finished)
        assertEquals(end.board, atEnd.board)
        compose.onNodeWithText(row.opponent, substring = true).assertExists()
        compose.onNodeWithText(atEnd.replay!!.position).assertExists()
        compose.onNodeWithContentDescription(app.getString(R.string.action_next_move)).assertIsNotEnabled()
        assertFalse(atEnd.boardEnabled)

        // A move back: the position before the last move, its own last move marked.
        compose.onNodeWithContentDescription(app.getString(R.string.action_previous_move)).performClick()
        compose.waitForIdle()
        val before = shown()
        assertEquals(plies - 1u, before.replay!!.ply)
        assertNotEquals(atEnd.board, before.board)
        val marked = before.lastMove!!
        assertTrue(before.board.cell(marked.to).lastMoveTo)
        compose.onNodeWithText(before.replay!!.position).assertExists()

        // A tap does nothing on a replayed board, and the move strip jumps to any move.
        board.tap(marked.to)
        assertEquals(before.board, shown().board)
        board.replayTo(1u)
        assertEquals(1u, shown().replay!!.ply)
        assertEquals(end.moves[0].first, shown().lastMove!!.notation)

        // Back to the list, then to the game: the live game never moved.
        compose.onNodeWithContentDescription(app.getString(R.string.action_back)).performClick()
        compose.waitForIdle()
        assertEquals(Screen.HISTORY, vm.screen.value)
        assertNull("the page's game is closed with it", vm.historyGame.value)
        assertEquals(live.moves, view(vm).moves)
        assertEquals(live.board, view(vm).board)
    }
}
