package app.tafl.android

import androidx.activity.ComponentActivity
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.GameDriver.awaitMain
import app.tafl.android.GameDriver.playAgainstComputerToEnd
import app.tafl.android.GameDriver.playTwoPlayerGameToEnd
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.core.GameStatus
import app.tafl.core.Level
import app.tafl.core.Preset
import app.tafl.core.Side
import app.tafl.core.TallyScore
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

    private fun total(score: TallyScore) = when (score) {
        is TallyScore.VsComputer -> score.humanWins + score.draws + score.humanLosses
        is TallyScore.TwoPlayers -> score.attackerWins + score.defenderWins + score.draws
    }.toInt()

    @Test
    fun aFinishedGameCountsOnceEvenAfterUndoRedoAndARestart() {
        val vm = GameViewModel(app)
        playTwoPlayerGameToEnd(vm, Random(11))
        val rows = vm.statisticsState.value.rows
        assertEquals(1, rows.size)
        assertEquals(Preset.BRANDUBH, rows[0].preset)
        assertTrue(rows[0].score is TallyScore.TwoPlayers)
        assertEquals(1, total(rows[0].score))

        vm.undo()
        awaitMain { !vm.state.value.status.gameOver }
        vm.redo()
        awaitMain { vm.state.value.status.gameOver }
        assertEquals("the same game again is not a new result", rows, vm.statisticsState.value.rows)
        vm.persist()

        val restarted = GameViewModel(app)
        assertEquals(rows, restarted.statisticsState.value.rows)
        assertTrue(restarted.state.value.status.gameOver)
        assertEquals(rows, restarted.statisticsState.value.rows)
    }

    @Test
    fun aGameAgainstTheComputerCountsUnderItsVariantLevelAndSide() {
        val vm = GameViewModel(app)
        val choice = NewGameChoice(preset = Preset.BRANDUBH, vsComputer = true, humanSide = Side.DEFENDERS, level = Level.EASY)
        vm.startNewGame(choice)
        playAgainstComputerToEnd(vm, Random(12))

        val score = vm.statisticsState.value.rows.single().score as TallyScore.VsComputer
        assertEquals(Level.EASY, score.level)
        assertEquals(Side.DEFENDERS, score.humanSide)
        val result = vm.state.value.status.headline.let { if (it.args.isEmpty()) it else it.args[0] as TextRes }.id
        val expected = when (result) {
            resultText(GameStatus.DEFENDERS_WON) -> Triple(1u, 0u, 0u)
            resultText(GameStatus.DRAW) -> Triple(0u, 1u, 0u)
            else -> Triple(0u, 0u, 1u)
        }
        assertEquals(expected, Triple(score.humanWins, score.draws, score.humanLosses))
    }

    @Test
    fun resettingAsksFirstAndForgetsEveryCount() {
        val vm = GameViewModel(app)
        playTwoPlayerGameToEnd(vm, Random(13))
        vm.open(Screen.STATISTICS)
        compose.setContent { TaflTheme { TaflApp(vm) } }
        compose.onNodeWithText(app.getString(R.string.stats_two_players)).assertExists()

        compose.onNodeWithText(app.getString(R.string.stats_reset)).performScrollTo().performClick()
        compose.onNodeWithText(app.getString(R.string.stats_reset_confirm_title)).assertExists()
        compose.onNodeWithText(app.getString(R.string.action_cancel)).performClick()
        assertEquals(1, vm.statisticsState.value.rows.size)

        compose.onNodeWithText(app.getString(R.string.stats_reset)).performScrollTo().performClick()
        compose.onNodeWithText(app.getString(R.string.action_reset)).performClick()
        compose.waitForIdle()
        assertTrue(vm.statisticsState.value.rows.isEmpty())
        compose.onNodeWithText(app.getString(R.string.stats_empty)).assertExists()
        assertTrue("a restart keeps the reset", GameViewModel(app).statisticsState.value.rows.isEmpty())
    }
}
