package app.tafl.android

import app.tafl.android.GameDriver.launched
import androidx.activity.ComponentActivity
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.unit.dp
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.GameDriver.shown
import app.tafl.android.GameDriver.tapRandomMove
import app.tafl.android.ui.BOARD_GRID_TAG
import app.tafl.android.ui.BOARD_TAG
import app.tafl.android.ui.GAME_BUTTONS_TAG
import app.tafl.android.ui.GAME_MOVES_TAG
import app.tafl.android.ui.GAME_STATUS_TAG
import app.tafl.android.ui.GameLayout
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.android.ui.gameLayoutFor
import kotlin.random.Random
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * The game page on phones and a 10-inch tablet, upright and on their side: the board square and as
 * large as the window allows (the page's whole width when upright, its whole height beside the
 * panel), the status, moves and buttons beside or below it without overlapping it or each other, and
 * no empty band. Screenshots `layout-*`.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35])
class GameLayoutTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    @Test
    @Config(qualifiers = "w411dp-h891dp-port-xxhdpi")
    fun portraitPhone() = laidOut(GameLayout.STACKED, "layout-portrait-phone")

    @Test
    @Config(qualifiers = "w360dp-h640dp-port-mdpi")
    fun portraitSmallPhone() = laidOut(GameLayout.STACKED, "layout-portrait-small")

    @Test
    @Config(qualifiers = "w891dp-h411dp-land-xxhdpi")
    fun landscapePhone() = laidOut(GameLayout.SIDE_BY_SIDE, "layout-landscape-phone")

    @Test
    @Config(qualifiers = "w891dp-h411dp-land-night-xxhdpi")
    fun landscapePhoneDark() = laidOut(GameLayout.SIDE_BY_SIDE, "layout-landscape-phone-dark")

    @Test
    @Config(qualifiers = "w1280dp-h800dp-land-mdpi")
    fun tenInchTabletLandscape() = laidOut(GameLayout.SIDE_BY_SIDE, "layout-tablet-landscape")

    @Test
    @Config(qualifiers = "w800dp-h1280dp-port-mdpi")
    fun tenInchTabletPortrait() = laidOut(GameLayout.STACKED, "layout-tablet-portrait")

    @Test
    @Config(qualifiers = "w411dp-h891dp-port-xxhdpi")
    fun beforeTheFirstMoveTheMovePanelShowsTheRulesQuickStart() {
        val vm = launched()
        compose.setContent { TaflTheme { TaflApp(vm) } }
        compose.waitForIdle()
        val quickStart = vm.game.core.rulebook().quickStart
        assertTrue(quickStart.isNotEmpty())
        for (line in quickStart) compose.onNodeWithText(line, substring = true).assertExists()
        assertTrue(tapRandomMove(vm, Random(62)))
        compose.waitForIdle()
        compose.onNodeWithText(quickStart.first(), substring = true).assertDoesNotExist()
        compose.onNodeWithText("1.").assertExists()
    }

    private fun laidOut(expected: GameLayout, name: String) {
        val config = app.resources.configuration
        assertEquals(expected, gameLayoutFor(config.screenWidthDp.dp, config.screenHeightDp.dp))
        val vm = shown()
        val random = Random(61)
        repeat(9) { assertTrue(tapRandomMove(vm, random)) }
        compose.setContent { TaflTheme { TaflApp(vm) } }
        compose.waitForIdle()
        Screenshots.capture(compose.activity.window.decorView, name)

        val density = compose.activity.resources.displayMetrics.density
        fun dp(value: Int) = value * density
        val root = bounds(null)
        val board = bounds(BOARD_TAG)
        val grid = bounds(BOARD_GRID_TAG)
        val status = bounds(GAME_STATUS_TAG)
        val moves = bounds(GAME_MOVES_TAG)
        val buttons = bounds(GAME_BUTTONS_TAG)
        assertEquals("board $board not square", board.width, board.height, 1f)
        assertEquals("grid $grid not square", grid.width, grid.height, 1f)
        for ((part, rect) in listOf("board" to board, "status" to status, "moves" to moves, "buttons" to buttons)) {
            assertTrue("$part $rect not inside the window $root", root.encloses(rect))
        }
        val parts = listOf("board" to board, "status" to status, "moves" to moves, "buttons" to buttons)
        for (i in parts.indices) for (j in i + 1 until parts.size) {
            val (a, ra) = parts[i]
            val (b, rb) = parts[j]
            assertTrue("$a $ra overlaps $b $rb", !ra.overlaps(rb) || ra.intersect(rb).let { it.width < 1f || it.height < 1f })
        }
        compose.onNodeWithText("5.", substring = false).assertExists() // the moves so far, in the panel

        when (expected) {
            GameLayout.STACKED -> {
                // The page's width (12 dp margins), then status, moves and buttons in that order below.
                assertEquals("the board spans the page", root.width - dp(24), board.width, 1.5f)
                assertTrue("status $status under the board $board", status.top >= board.bottom - 0.5f)
                assertTrue("moves $moves under the status", moves.top >= status.bottom - 0.5f)
                assertTrue("buttons $buttons under the moves", buttons.top >= moves.bottom - 0.5f)
                // No empty band: 8 dp between the parts and at the page's bottom.
                assertTrue("a band between board and status", status.top - board.bottom <= dp(8) + 1f)
                assertTrue("a band under the buttons", root.bottom - buttons.bottom <= dp(8) + 1f)
            }
            GameLayout.SIDE_BY_SIDE -> {
                // The window's height (8 dp margins), the panel to its right.
                assertEquals("the board spans the page's height", root.height - dp(16), board.height, 1.5f)
                for ((part, rect) in listOf("status" to status, "moves" to moves, "buttons" to buttons)) {
                    assertTrue("$part $rect beside the board $board", rect.left >= board.right - 0.5f)
                }
                assertTrue("a band under the buttons", root.bottom - buttons.bottom <= dp(8) + 1f)
                assertTrue("the panel is at least 280 dp wide", root.right - board.right >= dp(280))
            }
        }
    }

    private fun bounds(tag: String?): Rect =
        (if (tag == null) compose.onRoot() else compose.onNodeWithTag(tag)).fetchSemanticsNode().boundsInRoot

    private fun Rect.encloses(other: Rect) =
        other.left >= left - 0.5f && other.top >= top - 0.5f && other.right <= right + 0.5f && other.bottom <= bottom + 0.5f
}
