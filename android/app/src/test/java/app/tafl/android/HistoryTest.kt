package app.tafl.android

import app.tafl.android.GameDriver.tap
import app.tafl.android.GameDriver.launched
import app.tafl.android.GameDriver.historyGame
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
import app.tafl.android.GameDriver.file
import app.tafl.android.GameDriver.relaunched
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
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
 * Every finished game goes into the core's history, once, which survives a restart and skips a
 * damaged entry with the app's notice; the history page lists the games (and the running one) and opens any of them
 * read-only, after its last move, to step through.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE) // one Robolectric sandbox for every class: see GameDriver
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class HistoryTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    private fun show(vm: AppViewModel) {
        compose.setContent { TaflTheme { TaflApp(vm) } }
        compose.waitForIdle()
    }

    /** The history file as the core wrote it (once it has written what waits). */
    private fun storedHistory(vm: AppViewModel): String {
        assertTrue(vm.app.core.waitUntilSaved(20_000u))
        return file("history.jsonl").readText()
    }

    /** A view-model that finished one two-player game. */
    private fun finishedOne(seed: Int): Pair<AppViewModel, GameView> {
        val vm = shown()
        playTwoPlayerGameToEnd(vm, Random(seed))
        return vm to view(vm)
    }

    @Test
    fun aFinishedGameIsKeptWithItsResultAndSurvivesARestart() {
        val (vm, end) = finishedOne(61)
        val rows = vm.app.core.history()
        assertEquals(1, rows.size)
        val row = rows.single()
        assertEquals("Brandubh", row.title)
        assertEquals("Two players", row.opponent)
        assertEquals("the core words the result as the game page does", end.headline, row.result)
        assertEquals(PlayerResult.TWO_PLAYERS, row.playerResult)
        assertTrue(row.length, row.length.endsWith(" moves"))
        assertNull(vm.app.view.value.notice)

        // A second game, then a restart over the same files: both kept, newest first.
        vm.startNewGame(end.choice)
        playTwoPlayerGameToEnd(vm, Random(62))
        val both = vm.app.core.history()
        assertEquals(2, both.size)
        assertTrue("newest first", both[0].id > both[1].id)
        assertEquals(2, storedHistory(vm).lines().count { it.isNotBlank() })
        val restarted = relaunched(vm)
        assertEquals(both, restarted.app.core.history())
        assertNull(restarted.app.view.value.notice)
    }

    @Test
    fun aFinishedGameIsKeptOnceAcrossNewStartsAndUndo() {
        val (first, _) = finishedOne(67)
        val again = relaunched(first)
        assertEquals(1, again.app.core.history().size)
        assertEquals(1, again.app.core.statistics().single().lines.single().games.toInt())
        // Taken back and played again: the same game, kept once.
        again.game.act { undo() }
        again.game.act { redo() }
        assertTrue(view(again).status is Status.Finished)
        val last = relaunched(again)
        assertEquals(1, last.app.core.history().size)
        assertEquals(1, last.app.core.statistics().single().lines.single().games.toInt())
        assertEquals(1, storedHistory(last).lines().count { it.isNotBlank() })
    }

    @Test
    fun anUnfinishedGameIsNotInTheHistoryButOnTopOfItsPage() {
        val vm = shown()
        repeat(3) { assertTrue(tapRandomMove(vm, Random(63))) }
        assertEquals(emptyList<Any>(), vm.app.core.history())
        vm.open(Page.History)
        show(vm)
        compose.onNodeWithText(app.getString(R.string.history_empty)).assertExists()
        compose.onNodeWithText(app.getString(R.string.history_running)).assertExists().performClick()
        compose.waitForIdle()
        assertEquals("the running game is the game page", Page.Game, vm.page.value)
    }

    @Test
    fun aDamagedEntryIsSkippedWithAMessageAndTheOthersKept() {
        val (first, _) = finishedOne(64)
        val good = storedHistory(first).trim()
        GameDriver.close(first)
        // One good line, one cut short, one that is not JSON at all.
        file("history.jsonl").writeText("$good\n${good.take(good.length / 2)}\nnot a game\n")
        val vm = launched()
        assertEquals(1, vm.app.core.history().size)
        // The app's notice, on the game page until read.
        val notice = vm.app.view.value.notice
        assertTrue("$notice", notice!!.startsWith("2 saved games could not be read"))
        show(vm)
        compose.onNodeWithText(notice).assertExists()
        vm.messageShown()
        assertNull(vm.app.view.value.notice)
        vm.open(Page.History)
        compose.waitForIdle()
        compose.onNodeWithText(notice).assertDoesNotExist()
        compose.onNodeWithText(vm.app.core.history().single().result).assertExists()
    }

    @Test
    fun aGameOfTheHistoryOpensAfterItsLastMoveAndStepsReadOnly() {
        val (vm, end) = finishedOne(65)
        val plies = end.ply
        vm.startNewGame(end.choice)
        assertTrue(tapRandomMove(vm, Random(66)))
        val live = view(vm)
        vm.open(Page.History)
        show(vm)
        val row = vm.app.core.history().single()
        compose.onNodeWithText(row.result).performClick()
        compose.waitForIdle()
        assertTrue(vm.page.value is Page.HistoryGame)
        val board = historyGame(vm)
        fun shown() = board.view.value

        val atEnd = shown()
        assertEquals(plies, atEnd.replay!!.ply)
        assertEquals(plies, atEnd.replay!!.plies)
        assertFalse("a game of the history has no live game to go back to", atEnd.replay!!.canLeave)
        assertTrue(atEnd.status is Status.Finished)
        assertEquals(end.board.rows, atEnd.board.rows)
        compose.onNodeWithText(row.opponent, substring = true).assertExists()
        compose.onNodeWithText(atEnd.replay!!.position).assertExists()
        compose.onNodeWithContentDescription(app.getString(R.string.action_next_move)).assertIsNotEnabled()
        assertFalse(atEnd.board.enabled)

        // A move back: the position before the last move, its own last move marked.
        compose.onNodeWithContentDescription(app.getString(R.string.action_previous_move)).performClick()
        compose.waitForIdle()
        val before = shown()
        assertEquals(plies - 1u, before.replay!!.ply)
        assertNotEquals(atEnd.board.rows, before.board.rows)
        val marked = before.board.lastMove!!
        assertTrue(before.board.cell(marked.to).lastMoveTo)
        compose.onNodeWithText(before.replay!!.position).assertExists()

        // A tap does nothing on a replayed board, and the move strip jumps to any move.
        board.act { tap(marked.to) }
        assertEquals(before.board.rows, shown().board.rows)
        board.act { replayTo(1u) }
        assertEquals(1u, shown().replay!!.ply)
        assertEquals(end.moves[0].first, shown().board.lastMove!!.notation)

        // Back to the list, then to the game: the live game never moved.
        compose.onNodeWithContentDescription(app.getString(R.string.action_back)).performClick()
        compose.waitForIdle()
        assertEquals(Page.History, vm.page.value)
        assertEquals(live.moves, view(vm).moves)
        assertEquals(live.board.rows, view(vm).board.rows)
    }

    @Test
    fun aGameThatCannotBeOpenedSaysWhyOnTheHistoryPage() {
        val (vm, _) = finishedOne(67)
        vm.open(Page.History)
        show(vm)
        val row = vm.app.core.history().single()
        // A row whose game is gone (another id): the page stays, with the core's words for why.
        vm.openHistoryGame(row.copy(id = row.id + 1000u))
        compose.waitForIdle()
        assertEquals(Page.History, vm.page.value)
        val why = vm.app.view.value.message
        assertTrue("the refusal reaches the app's view", !why.isNullOrEmpty())
        compose.onNodeWithText(why!!).assertExists()
        // The next page opened takes it away.
        compose.onNodeWithText(row.result).performClick()
        compose.waitForIdle()
        assertTrue(vm.page.value is Page.HistoryGame)
        assertNull(vm.app.view.value.message)
        vm.back()
        compose.waitForIdle()
        compose.onNodeWithText(why).assertDoesNotExist()
    }
}
