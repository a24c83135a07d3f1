package app.tafl.android

import androidx.activity.ComponentActivity
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.GameDriver.awaitIdle
import app.tafl.android.GameDriver.isOver
import app.tafl.android.GameDriver.playAgainstComputerToEnd
import app.tafl.android.GameDriver.playTwoPlayerGameToEnd
import app.tafl.android.GameDriver.shown
import app.tafl.android.GameDriver.view
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.core.Counts
import app.tafl.core.Level
import app.tafl.core.Opponent
import app.tafl.core.Preset
import app.tafl.core.ScoreTally
import app.tafl.core.Side
import app.tafl.core.Status
import app.tafl.core.TallyEntry
import app.tafl.core.TallyVariant
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

    /** The tally as stored (the rows the cards are worded from). */
    private fun storedRows(): List<TallyEntry> = ScoreTally.restore(Storage(app).tally.read()!!).use { it.rows() }

    private fun total(counts: Counts) = when (counts) {
        is Counts.VsComputer -> counts.humanWins + counts.draws + counts.humanLosses
        is Counts.TwoPlayers -> counts.attackerWins + counts.defenderWins + counts.draws
    }.toInt()

    @Test
    fun aFinishedGameCountsOnceEvenAfterUndoRedoAndARestart() {
        val vm = shown()
        playTwoPlayerGameToEnd(vm, Random(11))
        val cards = vm.statistics.value.cards
        assertEquals(1, cards.size)
        assertEquals("Brandubh", cards[0].title)
        assertEquals("Two players", cards[0].lines.single().opponent)
        val rows = storedRows()
        assertEquals(TallyVariant.Preset(Preset.BRANDUBH), rows.single().variant)
        assertEquals(Opponent.TwoPlayers, rows.single().opponent)
        assertEquals(1, total(rows.single().counts))

        vm.undo()
        assertTrue(!isOver(vm))
        vm.redo()
        assertTrue(isOver(vm))
        assertEquals("the same game again is not a new result", cards, vm.statistics.value.cards)
        vm.onHidden()
        assertEquals(rows, storedRows())

        val restarted = GameViewModel(app)
        assertEquals(cards, restarted.statistics.value.cards)
        assertTrue(view(restarted).status is Status.Finished)
        restarted.onShown()
        assertEquals(cards, restarted.statistics.value.cards)
        assertEquals(rows, storedRows())
    }

    @Test
    fun aGameAgainstTheComputerCountsUnderItsVariantLevelAndSide() {
        val vm = shown()
        vm.startNewGame(defaultChoice().copy(preset = Preset.BRANDUBH, vsComputer = true, humanSide = Side.DEFENDERS, level = Level.EASY))
        playAgainstComputerToEnd(vm, Random(12))
        awaitIdle(vm)

        val row = storedRows().single()
        assertEquals(Opponent.Computer(Level.EASY, Side.DEFENDERS), row.opponent)
        val winner = (view(vm).status as Status.Finished).outcome.winner
        val expected = when (winner) {
            Side.DEFENDERS -> Counts.VsComputer(1u, 0u, 0u)
            null -> Counts.VsComputer(0u, 1u, 0u)
            Side.ATTACKERS -> Counts.VsComputer(0u, 0u, 1u)
        }
        assertEquals(expected, row.counts)
        assertEquals("Against the computer (Easy), you played Defenders", vm.statistics.value.cards.single().lines.single().opponent)
    }

    @Test
    fun resettingAsksFirstAndForgetsEveryCount() {
        val vm = shown()
        playTwoPlayerGameToEnd(vm, Random(13))
        vm.open(Screen.STATISTICS)
        compose.setContent { TaflTheme { TaflApp(vm) } }
        val line = vm.statistics.value.cards.single().lines.single()
        compose.onNodeWithText(line.opponent).assertExists()
        compose.onNodeWithText(line.score).assertExists()

        compose.onNodeWithText(app.getString(R.string.stats_reset)).performScrollTo().performClick()
        compose.onNodeWithText(app.getString(R.string.stats_reset_confirm_title)).assertExists()
        compose.onNodeWithText(app.getString(R.string.action_cancel)).performClick()
        assertEquals(1, vm.statistics.value.cards.size)

        compose.onNodeWithText(app.getString(R.string.stats_reset)).performScrollTo().performClick()
        compose.onNodeWithText(app.getString(R.string.action_reset)).performClick()
        compose.waitForIdle()
        assertTrue(vm.statistics.value.cards.isEmpty())
        compose.onNodeWithText(app.getString(R.string.stats_empty)).assertExists()
        assertTrue("a restart keeps the reset", GameViewModel(app).statistics.value.cards.isEmpty())
    }

    @Test
    @Config(qualifiers = "et-w411dp-h891dp-xxhdpi")
    fun theCardsAreWordedInTheSystemsLanguage() {
        val vm = shown()
        playTwoPlayerGameToEnd(vm, Random(15))
        vm.open(Screen.STATISTICS)
        compose.setContent { TaflTheme { TaflApp(vm) } }
        val card = vm.statistics.value.cards.single()
        assertEquals(ScoreTally.restore(Storage(app).tally.read()!!).use { it.cards("et") }, listOf(card))
        assertTrue(card.lines.single().opponent, card.lines.single().opponent != "Two players")
        compose.onNodeWithText(card.lines.single().score).assertExists()
    }
}
