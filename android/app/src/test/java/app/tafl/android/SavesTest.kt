package app.tafl.android

import android.content.Context
import androidx.activity.ComponentActivity
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithText
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.GameDriver.awaitMain
import app.tafl.android.GameDriver.tapRandomMove
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.core.Level
import app.tafl.core.Preset
import app.tafl.core.Side
import kotlin.random.Random
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/** Process death (a new view-model over the same SharedPreferences) keeps the game; damaged saves cost a message, never a crash. */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class SavesTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    @Test
    fun processDeathKeepsTheGameThroughTheSessionStore() {
        val choice = NewGameChoice(preset = Preset.ARD_RI, vsComputer = true, humanSide = Side.ATTACKERS, level = Level.EASY)
        val first = GameViewModel(app)
        first.startNewGame(choice)
        assertTrue(tapRandomMove(first, Random(5)))
        awaitMain { first.state.value.moves.firstOrNull()?.second != null && !first.state.value.thinking }
        first.persist()
        val before = first.state.value

        val second = GameViewModel(app) // a new process: only SharedPreferences are left
        val after = second.state.value
        assertEquals(choice, after.lastChoice)
        assertEquals(before.moves, after.moves)
        assertEquals(before.board, after.board)
        assertEquals(before.status, after.status)
        assertNull(after.message)
    }

    @Test
    fun aCorruptSaveShowsAMessageAndStartsANewGame() {
        app.getSharedPreferences("tafl_session", Context.MODE_PRIVATE).edit()
            .putString("save", "{\"format\":\"tafl-session\",\"version\":1,\"game\":[")
            .putString("preset", Preset.COPENHAGEN.name)
            .commit()

        val vm = GameViewModel(app)
        assertEquals(TextRes(R.string.error_corrupt_save), vm.state.value.message)
        assertTrue(vm.state.value.moves.isEmpty())
        assertEquals(7, vm.state.value.board.size) // the default game, not the damaged one's choice

        compose.setContent { TaflTheme { TaflApp(vm) } }
        compose.onNodeWithText(app.getString(R.string.error_corrupt_save)).assertExists()
        assertEquals(null, app.getSharedPreferences("tafl_session", Context.MODE_PRIVATE).getString("save", null))
    }

    @Test
    fun damagedStatisticsAreReplacedWithAMessage() {
        app.getSharedPreferences("tafl_stats", Context.MODE_PRIVATE).edit().putString("tally", "not a tally").commit()
        val vm = GameViewModel(app)
        assertEquals(TextRes(R.string.error_statistics_damaged), vm.state.value.message)
        assertTrue(vm.statisticsState.value.rows.isEmpty())
    }
}
