package app.tafl.android

import androidx.activity.ComponentActivity
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.GameDriver.awaitMain
import app.tafl.android.GameDriver.file
import app.tafl.android.GameDriver.firstMove
import app.tafl.android.GameDriver.twoPlayers
import app.tafl.android.ui.LOADING_TAG
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.core.GameController
import app.tafl.core.Preset
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/** The app shows a loading page until the core has read its files (on a thread of its own), then the game they hold. */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class LoadingTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    @Test
    fun theLoadingPageShowsUntilTheFilesAreReadThenTheirGame() {
        val (from, to) = firstMove()
        val save = GameController(twoPlayers(Preset.BRANDUBH)).use { it.play(from, to); it.save() }
        // The save is a pipe: the core's loading thread waits on it until the test writes it.
        app.filesDir.mkdirs()
        assertEquals("mkfifo", 0, ProcessBuilder("mkfifo", file("game.json").path).start().waitFor())
        val vm = GameDriver.launched(waitForFiles = false)
        try {
            compose.setContent { TaflTheme { TaflApp(vm) } }
            compose.waitForIdle()
            assertFalse(vm.app.view.value.loaded)
            compose.onNodeWithTag(LOADING_TAG).assertExists()
            compose.onNodeWithText(app.getString(R.string.action_undo)).assertDoesNotExist()
        } finally {
            file("game.json").writeText(save) // the loading thread reads it now
        }
        awaitMain { vm.app.view.value.loaded }
        compose.waitForIdle()
        compose.onNodeWithTag(LOADING_TAG).assertDoesNotExist()
        compose.onNodeWithText(app.getString(R.string.action_undo)).assertExists()
        assertEquals(1u, vm.game.view.value.ply)
        assertTrue(vm.game.view.value.board.cell(to).lastMoveTo)
    }
}
