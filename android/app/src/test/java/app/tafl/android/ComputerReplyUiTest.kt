package app.tafl.android

import android.os.Looper
import androidx.activity.ComponentActivity
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithText
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.shown
import app.tafl.android.GameDriver.view
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.core.Busy
import app.tafl.core.Level
import app.tafl.core.Preset
import app.tafl.core.Side
import app.tafl.core.Status
import app.tafl.core.defaultChoice

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.Shadows.shadowOf
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/** On screen: the computer's opening move arrives while the UI keeps running, and the board shows it. */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class ComputerReplyUiTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    @Test
    fun theComputersMoveAppearsOnTheBoardWithoutBlockingTheUi() {
        defaultChoice() // the native library's one-time load is not a game's core call
        val vm = shown()
        compose.setContent { TaflTheme { TaflApp(vm) } }
        // Hard with a long budget, so the "thinking" status is still up when the screen is checked.
        vm.updateSettings { it.copy(hardThinkMillis = 3_000u) }
        vm.startNewGame(defaultChoice().copy(preset = Preset.TABLUT, vsComputer = true, humanSide = Side.DEFENDERS, level = Level.HARD))
        assertEquals(Status.ComputerThinking(Side.ATTACKERS), view(vm).status)

        compose.onNodeWithText("The computer (Attackers) is thinking…").assertExists()
        compose.waitUntil(timeoutMillis = 20_000) {
            shadowOf(Looper.getMainLooper()).idle() // where the listener's news is read
            view(vm).moves.isNotEmpty() && view(vm).busy == Busy.IDLE
        }

        compose.onNodeWithText("Your move (Defenders)").assertExists()
        val lastTo = view(vm).board.rows.flatten().filter { it.lastMoveTo }
        assertEquals(1, lastTo.size)
        assertScreenReaderHearsTheCore(compose, view(vm).board)
        assertTrue(lastTo.single().description.contains("last move to here"))
        val longest = vm.coreCalls.longestMillis
        println("on screen, longest main-thread core call: %.2f ms (%s)".format(longest, vm.coreCalls.longestName))
        assertTrue("main thread spent $longest ms in ${vm.coreCalls.longestName}", longest < 250.0)
    }
}
