package app.tafl.android

import app.tafl.android.GameDriver.tap
import app.tafl.android.GameDriver.file
import androidx.activity.ComponentActivity
import androidx.compose.material3.ColorScheme
import androidx.compose.material3.MaterialTheme
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.luminance
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.test.hasAnyAncestor
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.isSelected
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithTag
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
import app.tafl.android.ui.GAME_MOVES_TAG
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.android.ui.shownMoveColors
import app.tafl.core.Level
import app.tafl.core.Preset
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
 * which nothing in the replay changed, and which went on behind it. The game page's move panel marks
 * the replayed move and keeps it in view, readable in the light and the dark.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE) // one Robolectric sandbox for every class: see GameDriver
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class ReplayTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    private fun show(vm: AppViewModel) {
        compose.setContent { TaflTheme { TaflApp(vm) } }
        compose.waitForIdle()
    }

    /** What the game is, as stored: the save the core wrote. */
    private fun stored(vm: AppViewModel): String {
        assertTrue(vm.app.core.waitUntilSaved(20_000u))
        return file("game.json").readText()
    }

    @Test
    fun replayNeverChangesTheLiveGame() {
        val vm = shown()
        val random = Random(71)
        repeat(6) { assertTrue(tapRandomMove(vm, random)) }
        val live = view(vm)
        val save = stored(vm)
        val record = vm.game.core.record()

        vm.showMove(2u)
        val replayed = view(vm)
        assertEquals(2u, replayed.replay!!.ply)
        assertEquals(6u, replayed.replay!!.plies)
        assertFalse("the board takes no moves", replayed.board.enabled)
        assertFalse(replayed.canUndo)
        assertFalse(replayed.canHint)
        assertEquals(live.moves[0].second, replayed.board.lastMove!!.notation)

        // Everything a player can try on the replayed board.
        for (cell in cells(vm)) tap(vm, cell.coord)
        cells(vm).firstOrNull { it.piece != null }?.let { vm.game.act { dragStart(it.coord) }; vm.game.act { dropOn(it.coord) } }
        vm.game.act { undo() }
        vm.game.act { redo() }
        vm.game.act { hint() }
        vm.game.act { replayStep(forward = false) }
        vm.game.act { replayStep(forward = false) }
        vm.game.act { replayStep(forward = false) } // before the start: refused, nothing changes
        assertEquals(0u, view(vm).replay!!.ply)
        assertNull("no move is marked at the start", view(vm).board.lastMove)
        assertTrue("nothing is marked or selected at the start", cells(vm).none { it.lastMoveTo || it.selected || it.target })
        vm.messageShown()

        vm.game.act { leaveReplay() }
        assertNull(view(vm).replay)
        assertEquals(live.moves, view(vm).moves)
        assertEquals(live.board.rows, view(vm).board.rows)
        assertEquals(record, vm.game.core.record())
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
        vm.game.act { leaveReplay() }
        assertEquals(2u, view(vm).ply)
        assertTrue(view(vm).status is Status.YourMove)
    }

    @Test
    fun aMoveOfTheMoveListIsShownOnTheGamePageAndBackLeavesIt() {
        val vm = shown()
        repeat(5) { assertTrue(tapRandomMove(vm, Random(73))) }
        val live = view(vm)
        vm.open(Page.Moves)
        show(vm)
        val second = live.moves[1]
        compose.onNodeWithText(second.first).performClick()
        compose.waitForIdle()
        assertEquals(Page.Game, vm.page.value)
        val replayed = view(vm)
        assertEquals(second.firstPly, replayed.replay!!.ply)
        assertEquals(second.first, replayed.board.lastMove!!.notation)
        assertTrue(replayed.board.cell(replayed.board.lastMove!!.to).lastMoveTo)
        compose.onNodeWithText(replayed.replay!!.position).assertExists()
        compose.onNodeWithText(replayed.headline).assertExists()

        // A step forward, then system back: the game as it stands.
        compose.onNodeWithContentDescription(app.getString(R.string.action_next_move)).performClick()
        compose.waitForIdle()
        assertEquals(second.firstPly + 1u, view(vm).replay!!.ply)
        compose.runOnIdle { compose.activity.onBackPressedDispatcher.onBackPressed() }
        compose.waitForIdle()
        assertNull(view(vm).replay)
        assertEquals(live.board.rows, view(vm).board.rows)
        compose.onNodeWithText(app.getString(R.string.action_undo)).assertExists()

        // Into the replay with the step back under the board, out with its button.
        compose.onNodeWithContentDescription(app.getString(R.string.action_previous_move)).performClick()
        compose.waitForIdle()
        assertEquals(live.ply - 1u, view(vm).replay!!.ply)
        assertNotEquals(live.board, view(vm).board)
        compose.onNodeWithText(app.getString(R.string.action_back_to_game)).performClick()
        compose.waitForIdle()
        assertNull(view(vm).replay)
        assertEquals(live.board.rows, view(vm).board.rows)
    }

    /** The moves marked in the game page's move panel (the text of each). */
    private fun markedInThePanel(): List<Pair<String, Rect>> =
        compose.onAllNodes(isSelected() and hasAnyAncestor(hasTestTag(GAME_MOVES_TAG)), useUnmergedTree = true)
            .fetchSemanticsNodes()
            .map { node -> node.config[SemanticsProperties.Text].joinToString("") { it.text } to node.boundsInRoot }

    @Test
    fun theMovePanelMarksTheReplayedMoveAndKeepsItInView() {
        val vm = shown()
        // A long game: more turns than the panel shows at once.
        vm.startNewGame(defaultChoice().copy(preset = Preset.COPENHAGEN))
        val random = Random(74)
        repeat(40) { assertTrue(tapRandomMove(vm, random)) }
        show(vm)
        assertEquals("nothing is marked in the live game", emptyList<Pair<String, Rect>>(), markedInThePanel())
        val panel = compose.onNodeWithTag(GAME_MOVES_TAG).fetchSemanticsNode().boundsInRoot

        // Step back to the start: at each ply the move the board shows is the one marked, in view.
        val back = compose.onNodeWithContentDescription(app.getString(R.string.action_previous_move))
        for (ply in 39 downTo 1) {
            back.performClick()
            compose.waitForIdle()
            val replay = view(vm).replay!!
            assertEquals(ply.toUInt(), replay.ply)
            val marked = markedInThePanel()
            assertEquals("ply $ply: one move marked, $marked", 1, marked.size)
            val (text, bounds) = marked.single()
            assertEquals("ply $ply", view(vm).board.lastMove!!.notation, text)
            assertTrue("ply $ply: the marked move $bounds is inside the panel $panel", panel.contains(bounds))
        }
        back.performClick()
        compose.waitForIdle()
        assertEquals(0u, view(vm).replay!!.ply)
        assertEquals("nothing is marked at the start", emptyList<Pair<String, Rect>>(), markedInThePanel())

        // A jump far forward brings the move into view too; back to the game, the mark goes.
        vm.showMove(37u)
        compose.waitForIdle()
        val (text, bounds) = markedInThePanel().single()
        assertEquals(view(vm).board.lastMove!!.notation, text)
        assertTrue("the marked move $bounds is inside the panel $panel", panel.contains(bounds))
        compose.onNodeWithText(app.getString(R.string.action_back_to_game)).performClick()
        compose.waitForIdle()
        assertNull(view(vm).replay)
        assertEquals(emptyList<Pair<String, Rect>>(), markedInThePanel())
    }

    /** The mark's text on its fill, and its outline on the panel, read well in the light and the dark. */
    @Test
    fun theMarkOfTheShownMoveIsReadableInTheLightAndTheDark() {
        val schemes = mutableMapOf<Boolean, ColorScheme>()
        compose.setContent {
            TaflTheme(dark = false) { schemes[false] = MaterialTheme.colorScheme }
            TaflTheme(dark = true) { schemes[true] = MaterialTheme.colorScheme }
        }
        compose.waitForIdle()
        for ((dark, scheme) in schemes) {
            val mark = shownMoveColors(scheme)
            val text = contrast(mark.text, mark.fill)
            assertTrue("dark=$dark: the shown move's text on its fill, contrast $text", text >= 4.5)
            val outline = contrast(mark.outline, scheme.surfaceContainerLow)
            assertTrue("dark=$dark: the mark's outline on the move panel, contrast $outline", outline >= 3.0)
            val page = contrast(mark.outline, scheme.surface)
            assertTrue("dark=$dark: the mark's outline on the page, contrast $page", page >= 3.0)
        }
        assertEquals(2, schemes.size)
    }

    /** WCAG's contrast ratio of two colours. */
    private fun contrast(a: Color, b: Color): Double {
        val la = a.luminance() + 0.05
        val lb = b.luminance() + 0.05
        return maxOf(la, lb) / minOf(la, lb).toDouble()
    }

    private fun Rect.contains(other: Rect) =
        other.left >= left - 0.5f && other.top >= top - 0.5f && other.right <= right + 0.5f && other.bottom <= bottom + 0.5f
}
