package app.tafl.android

import androidx.activity.ComponentActivity
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithContentDescription
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.GameDriver.awaitIdle
import app.tafl.android.GameDriver.cells
import app.tafl.android.GameDriver.shown
import app.tafl.android.GameDriver.tapRandomMove
import app.tafl.android.GameDriver.view
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.core.Level
import app.tafl.core.Side
import app.tafl.core.Status
import app.tafl.core.defaultChoice
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
 * Replay of the live game: a move of the move list, or a step back and forward, shows the board after
 * that move, read-only, with the move marked; "Back to the game" (or system back) returns to the game,
 * which nothing in the replay changed, and which went on behind it.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE) // one Robolectric sandbox for every class: see GameDriver
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class ReplayTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    private fun show(vm: GameViewModel) {
        compose.setContent { TaflTheme { TaflApp(vm) } }
        compose.waitForIdle()
    }

    /** What the game is, as stored: its save text (written by [GameViewModel.persist]). */
    private fun stored(vm: GameViewModel): String {
        vm.persist()
        return Storage(app).game.read()!!
    }

    @Test
    fun replayNeverChangesTheLiveGame() {
        val vm = shown()
        val random = Random(71)
        repeat(6) { assertTrue(tapRandomMove(vm, random)) }
        val live = view(vm)
        val save = stored(vm)
        val record = vm.gameRecord()

        vm.showMove(2u)
        val replayed = view(vm)
        assertEquals(2u, replayed.replay!!.ply)
        assertEquals(6u, replayed.replay!!.plies)
        assertFalse("the board takes no moves", replayed.boardEnabled)
        assertFalse(replayed.canUndo)
        assertFalse(replayed.canHint)
        assertEquals(live.moves[0].second, replayed.lastMove!!.notation)

        // Everything a player can try on the replayed board.
        for (cell in cells(vm)) vm.onSquareTapped(cell.coord)
        cells(vm).firstOrNull { it.piece != null }?.let { vm.onDragStart(it.coord); vm.onDrop(it.coord) }
        vm.undo()
        vm.redo()
        vm.requestHint()
        vm.replayStep(forward = false)
        vm.replayStep(forward = false)
        vm.replayStep(forward = false) // before the start: refused, nothing changes
        assertEquals(0u, view(vm).replay!!.ply)
        assertNull("no move is marked at the start", view(vm).lastMove)
        assertTrue("nothing is marked or selected at the start", cells(vm).none { it.lastMoveTo || it.selected || it.target })
        vm.messageShown()

        vm.leaveReplay()
        assertNull(view(vm).replay)
        assertEquals(live.moves, view(vm).moves)
        assertEquals(live.board, view(vm).board)
        assertEquals(record, vm.gameRecord())
        assertEquals(save, stored(vm))
    }

    @Test
    fun theComputerPlaysOnBehindAReplay() {
        val vm = shown()
        vm.startNewGame(defaultChoice().copy(vsComputer = true, humanSide = Side.ATTACKERS, level = Level.EASY))
        assertTrue(tapRandomMove(vm, Random(72)))
        vm.showMove(0u)
        awaitIdle(vm)
        val view = view(vm)
        assertEquals("still the start on the board", 0u, view.replay!!.ply)
        assertEquals("the computer's reply came in behind it", 2u, view.replay!!.plies)
        assertTrue(view.replay!!.canForward)
        vm.leaveReplay()
        assertEquals(2u, view(vm).ply)
        assertTrue(view(vm).status is Status.YourMove)
    }

    @Test
    fun aMoveOfTheMoveListIsShownOnTheGamePageAndBackLeavesIt() {
        val vm = shown()
        repeat(5) { assertTrue(tapRandomMove(vm, Random(73))) }
        val live = view(vm)
        vm.open(Screen.MOVES)
        show(vm)
        val second = live.moves[1]
        compose.onNodeWithText(second.first).performClick()
        compose.waitForIdle()
        assertEquals(Screen.GAME, vm.screen.value)
        val replayed = view(vm)
        assertEquals(second.firstPly, replayed.replay!!.ply)
        assertEquals(second.first, replayed.lastMove!!.notation)
        assertTrue(replayed.board.cell(replayed.lastMove!!.to).lastMoveTo)
        compose.onNodeWithText(replayed.replay!!.position).assertExists()
        compose.onNodeWithText(replayed.headline).assertExists()

        // A step forward, then system back: the game as it stands.
        compose.onNodeWithContentDescription(app.getString(R.string.action_next_move)).performClick()
        compose.waitForIdle()
        assertEquals(second.firstPly + 1u, view(vm).replay!!.ply)
        compose.runOnIdle { compose.activity.onBackPressedDispatcher.onBackPressed() }
        compose.waitForIdle()
        assertNull(view(vm).replay)
        assertEquals(live.board, view(vm).board)
        compose.onNodeWithText(app.getString(R.string.action_undo)).assertExists()

        // Into the replay with the step back under the board, out with its button.
        compose.onNodeWithContentDescription(app.getString(R.string.action_previous_move)).performClick()
        compose.waitForIdle()
        assertEquals(live.ply - 1u, view(vm).replay!!.ply)
        assertNotEquals(live.board, view(vm).board)
        compose.onNodeWithText(app.getString(R.string.action_back_to_game)).performClick()
        compose.waitForIdle()
        assertNull(view(vm).replay)
        assertEquals(live.board, view(vm).board)
    }
}
