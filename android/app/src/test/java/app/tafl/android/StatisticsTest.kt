package app.tafl.android

import app.tafl.android.GameDriver.launched
import androidx.activity.ComponentActivity
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.GameDriver.idle
import app.tafl.android.GameDriver.relaunched
import app.tafl.android.GameDriver.awaitIdle
import app.tafl.android.GameDriver.isOver
import app.tafl.android.GameDriver.playAgainstComputerToEnd
import app.tafl.android.GameDriver.playTwoPlayerGameToEnd
import app.tafl.android.GameDriver.shown
import app.tafl.android.GameDriver.view
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.core.Level
import app.tafl.core.Preset
import app.tafl.core.Side
import app.tafl.core.Status
import app.tafl.core.defaultChoice
import kotlin.random.Random
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/** The score counter: each finished game once, by variant, level and side; kept across restarts; resettable. */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class StatisticsTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    /** The games the statistics count. */
    private fun games(vm: AppViewModel) = vm.app.core.statistics().sumOf { card -> card.lines.sumOf { it.games.toInt() } }

    @Test
    fun aFinishedGameCountsOnceEvenAfterUndoRedoAndARestart() {
        val vm = shown()
        playTwoPlayerGameToEnd(vm, Random(11))
        val cards = vm.app.core.statistics()
        assertEquals(1, cards.size)
        assertEquals("Brandubh", cards[0].title)
        assertEquals("Two players", cards[0].lines.single().opponent)
        assertEquals(1, games(vm))

        vm.game.act { undo() }
        assertTrue(!isOver(vm))
        vm.game.act { redo() }
        assertTrue(isOver(vm))
        assertEquals("the same game again is not a new result", cards, vm.app.core.statistics())

        val restarted = relaunched(vm)
        assertEquals(cards, restarted.app.core.statistics())
        assertTrue(view(restarted).status is Status.Finished)
        restarted.resume()
        assertEquals(cards, restarted.app.core.statistics())
        assertEquals("counted once across new starts too", cards, relaunched(restarted).app.core.statistics())
    }

    @Test
    fun aGameAgainstTheComputerCountsUnderItsVariantLevelAndSide() {
        val vm = shown()
        vm.startNewGame(defaultChoice().copy(preset = Preset.BRANDUBH, vsComputer = true, humanSide = Side.DEFENDERS, level = Level.EASY))
        playAgainstComputerToEnd(vm, Random(12))
        awaitIdle(vm)

        idle()
        val line = vm.app.core.statistics().single().lines.single()
        assertEquals("Against the computer (Easy), you played Defenders", line.opponent)
        assertEquals(1uL, line.games)
        val winner = (view(vm).status as Status.Finished).outcome.winner
        val score = when (winner) {
            Side.DEFENDERS -> "Won 1 · drawn 0 · lost 0"
            null -> "Won 0 · drawn 1 · lost 0"
            Side.ATTACKERS -> "Won 0 · drawn 0 · lost 1"
        }
        assertEquals(score, line.score)
    }

    @Test
    fun resettingAsksFirstAndForgetsEveryCount() {
        val vm = shown()
        playTwoPlayerGameToEnd(vm, Random(13))
        assertEquals("read only while its page is open", null, vm.app.view.value.statistics)
        vm.open(Page.Statistics)
        compose.setContent { TaflTheme { TaflApp(vm) } }
        assertEquals("the page's list is the core's", vm.app.core.statistics(), vm.app.view.value.statistics)
        val line = vm.app.core.statistics().single().lines.single()
        compose.onNodeWithText(line.opponent).assertExists()
        compose.onNodeWithText(line.score).assertExists()

        compose.onNodeWithText(app.getString(R.string.stats_reset)).performScrollTo().performClick()
        compose.onNodeWithText(app.getString(R.string.stats_reset_confirm_title)).assertExists()
        compose.onNodeWithText(app.getString(R.string.action_cancel)).performClick()
        assertEquals(1, vm.app.core.statistics().size)

        compose.onNodeWithText(app.getString(R.string.stats_reset)).performScrollTo().performClick()
        compose.onNodeWithText(app.getString(R.string.action_reset)).performClick()
        compose.waitForIdle()
        assertTrue(vm.app.core.statistics().isEmpty())
        compose.onNodeWithText(app.getString(R.string.stats_empty)).assertExists()
        assertTrue("a restart keeps the reset", relaunched(vm).app.core.statistics().isEmpty())
    }

    @Test
    @Config(qualifiers = "et-w411dp-h891dp-xxhdpi")
    fun theCardsAreWordedInTheSystemsLanguage() {
        val vm = shown()
        playTwoPlayerGameToEnd(vm, Random(15))
        vm.open(Page.Statistics)
        compose.setContent { TaflTheme { TaflApp(vm) } }
        val card = vm.app.core.statistics().single()
        assertEquals("Kaks mängijat", card.lines.single().opponent)
        compose.onNodeWithText(card.lines.single().score).assertExists()
    }
}
