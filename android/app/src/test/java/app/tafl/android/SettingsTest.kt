package app.tafl.android

import android.content.Context
import androidx.activity.ComponentActivity
import androidx.compose.ui.test.assertIsOff
import androidx.compose.ui.test.assertIsOn
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.core.Level
import app.tafl.core.Preset
import app.tafl.core.Side
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/** Settings are stored at once, survive a restart, and reach the game (think time, board turning). */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class SettingsTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    @Test
    fun switchesOnTheSettingsPagePersistAcrossARestart() {
        val vm = GameViewModel(app)
        vm.open(Screen.SETTINGS)
        compose.setContent { TaflTheme { TaflApp(vm) } }
        assertEquals(Settings(), vm.settings.value)

        compose.onNodeWithText(app.getString(R.string.settings_show_legal_moves)).performClick()
        compose.onNodeWithText(app.getString(R.string.settings_turn_board)).performClick()
        compose.onNodeWithText(app.getString(R.string.settings_capture_feedback)).performClick()
        compose.waitForIdle()

        val expected = Settings(showLegalMoves = false, captureFeedback = false, turnBoardForHotSeat = true)
        assertEquals(expected, vm.settings.value)
        assertFalse(vm.state.value.showTargets)
        assertEquals(expected, GameViewModel(app).settings.value)
        assertEquals(expected, SettingsStore(app).load())
        compose.onNodeWithText(app.getString(R.string.settings_language_detail)).assertExists()
    }

    @Test
    fun theThinkTimeIsClampedToHalfSecondStepsAndReachesNewHardGames() {
        val vm = GameViewModel(app)
        vm.updateSettings { it.copy(hardThinkMillis = 2_430) }
        assertEquals(2_500, vm.settings.value.hardThinkMillis)
        vm.updateSettings { it.copy(hardThinkMillis = 60_000) }
        assertEquals(Settings.MAX_HARD_THINK_MILLIS, vm.settings.value.hardThinkMillis)
        vm.updateSettings { it.copy(hardThinkMillis = 100) }
        assertEquals(Settings.MIN_HARD_THINK_MILLIS, vm.settings.value.hardThinkMillis)
        vm.updateSettings { it.copy(hardThinkMillis = 3_000) }

        // Human attackers move first, so no search starts; the budget is in the core's save.
        vm.startNewGame(NewGameChoice(preset = Preset.BRANDUBH, vsComputer = true, humanSide = Side.ATTACKERS, level = Level.HARD))
        vm.persist()
        val save = app.getSharedPreferences("tafl_session", Context.MODE_PRIVATE).getString("save", null)!!
        assertTrue(save, Regex("\"think_millis\"\\s*:\\s*3000\\b").containsMatchIn(save))

        vm.startNewGame(NewGameChoice(preset = Preset.BRANDUBH, vsComputer = true, humanSide = Side.ATTACKERS, level = Level.EASY))
        vm.persist()
        val easy = app.getSharedPreferences("tafl_session", Context.MODE_PRIVATE).getString("save", null)!!
        assertTrue("easy keeps its own cap: $easy", Regex("\"think_millis\"\\s*:\\s*null").containsMatchIn(easy))
    }

    @Test
    fun theBoardTurnsToTheSideToMoveOnlyInHotSeatWithTheSettingOn() {
        val vm = GameViewModel(app)
        assertTrue(GameDriver.tapRandomMove(vm, kotlin.random.Random(21)))
        assertFalse("setting off", vm.state.value.flipped)
        vm.updateSettings { it.copy(turnBoardForHotSeat = true) }
        assertTrue("defenders to move", vm.state.value.flipped)
        assertTrue(GameDriver.tapRandomMove(vm, kotlin.random.Random(22)))
        assertFalse("attackers to move", vm.state.value.flipped)

        vm.startNewGame(NewGameChoice(preset = Preset.BRANDUBH, vsComputer = true, humanSide = Side.DEFENDERS, level = Level.EASY))
        GameDriver.awaitMain { vm.state.value.moves.isNotEmpty() && !vm.state.value.thinking }
        assertFalse("never against the computer", vm.state.value.flipped)
    }

    @Test
    fun switchesShowTheirState() {
        val vm = GameViewModel(app)
        vm.open(Screen.SETTINGS)
        compose.setContent { TaflTheme { TaflApp(vm) } }
        compose.onNodeWithText(app.getString(R.string.settings_show_legal_moves)).assertIsOn()
        compose.onNodeWithText(app.getString(R.string.settings_turn_board)).assertIsOff()
    }
}
