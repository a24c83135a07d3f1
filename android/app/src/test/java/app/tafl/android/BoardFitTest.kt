package app.tafl.android

import app.tafl.android.GameDriver.launched
import android.app.Application
import androidx.activity.ComponentActivity
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onRoot
import androidx.test.core.app.ApplicationProvider
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.ui.BOARD_GRID_TAG
import app.tafl.android.ui.BOARD_TAG
import app.tafl.android.ui.GameScreen
import app.tafl.android.ui.TaflTheme
import app.tafl.core.Preset
import app.tafl.core.defaultChoice
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/** The board in the real game screen: square, whole, its labels readable, on a phone and a small phone. */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class BoardFitTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    @Test
    fun boardFitsAPhone() = fits("phone")

    @Test
    @Config(qualifiers = "w360dp-h640dp-mdpi")
    fun boardFitsASmallPhone() = fits("small")

    private fun fits(device: String) {
        val app = ApplicationProvider.getApplicationContext<Application>()
        val viewModel = launched()
        compose.setContent { TaflTheme { GameScreen(viewModel) } }
        compose.waitForIdle()
        assertFits(viewModel, 7)
        Screenshots.capture(compose.activity.window.decorView, "board-start-$device")

        viewModel.startNewGame(defaultChoice().copy(preset = Preset.COPENHAGEN))
        compose.waitForIdle()
        assertFits(viewModel, 11)
        Screenshots.capture(compose.activity.window.decorView, "board-copenhagen-$device")
    }

    private fun assertFits(viewModel: AppViewModel, n: Int) {
        val root = compose.onRoot().fetchSemanticsNode().boundsInRoot
        val board = compose.onNodeWithTag(BOARD_TAG).fetchSemanticsNode().boundsInRoot
        val grid = compose.onNodeWithTag(BOARD_GRID_TAG).fetchSemanticsNode().boundsInRoot
        assertEquals("board $board not square", board.width, board.height, 1f)
        assertEquals("grid $grid not square", grid.width, grid.height, 1f)
        assertTrue("board $board not inside the screen $root", root.contains(board))
        assertTrue("grid $grid not inside the board $board", board.contains(grid))
        assertTrue("board $board smaller than half the screen's width", board.width >= root.width / 2)
        assertEquals(n * n, compose.squares().size)
        assertEdgeLabels(compose, viewModel.game.view.value.board)
    }

    private fun Rect.contains(other: Rect) =
        other.left >= left - 0.5f && other.top >= top - 0.5f && other.right <= right + 0.5f && other.bottom <= bottom + 0.5f
}
