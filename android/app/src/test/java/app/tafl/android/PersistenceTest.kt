package app.tafl.android

import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.performClick
import androidx.lifecycle.ViewModelProvider
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.awaitMain
import app.tafl.core.coordName
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * The game survives a configuration change (rotation: the activity is recreated, the
 * view-model kept) and a new start of the app.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class PersistenceTest {

    @get:Rule
    val compose = createAndroidComposeRule<MainActivity>()

    private fun viewModel() = ViewModelProvider(compose.activity)[AppViewModel::class.java]

    private fun loaded(): AppViewModel = viewModel().also { vm -> awaitMain { vm.app.view.value.loaded }; compose.waitForIdle() }

    @Test
    fun aConfigurationChangeKeepsTheGame() {
        val (from, to) = GameDriver.firstMove()
        loaded()
        compose.onNode(squareNamed(coordName(from))).performClick()
        compose.onNode(squareNamed(coordName(to))).performClick()
        compose.waitForIdle()
        val played = viewModel().game.view.value
        assertTrue(played.board.cell(to).lastMoveTo)
        assertScreenReaderHearsTheCore(compose, played.board)

        compose.activityRule.scenario.recreate()
        compose.waitForIdle()

        val kept = viewModel().game.view.value
        assertEquals(played.moves, kept.moves)
        assertTrue(kept.board.cell(to).lastMoveTo)
        assertEquals(null, kept.board.cell(from).piece)
        assertScreenReaderHearsTheCore(compose, kept.board)
    }
}
