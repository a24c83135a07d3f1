package app.tafl.android

import androidx.activity.ComponentActivity
import androidx.compose.ui.test.hasAnyAncestor
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.isDialog
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.GameDriver.tapRandomMove
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.core.Level
import app.tafl.core.Preset
import app.tafl.core.Side
import kotlin.random.Random
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/** The new-game dialog: presets, opponent, side, level, match, and custom rules the core checks. */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class NewGameDialogTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    /** A control inside the dialog (the game screen behind it has some of the same words). */
    private fun click(id: Int, substring: Boolean = false) {
        val node = compose.onNode(hasText(app.getString(id), substring = substring) and hasAnyAncestor(isDialog()))
        if (id != R.string.action_start) node.performScrollTo() // the buttons sit outside the scrolling column
        node.performClick()
    }

    private fun openDialog(vm: GameViewModel) {
        compose.setContent { TaflTheme { TaflApp(vm) } }
        compose.onNodeWithText(app.getString(R.string.action_new_game)).performClick()
        compose.waitForIdle()
    }

    /*
     * The custom rules path is driven through the view-model: under Robolectric a text field in a
     * dialog never lets Compose become idle, so typing into it cannot be tested on screen here.
     */

    @Test
    fun badCustomRulesKeepTheDialogOpenWithTheCoresReasonAndTheGameUntouched() {
        val vm = GameViewModel(app)
        assertTrue(tapRandomMove(vm, Random(41)))
        val before = vm.state.value.moves
        vm.openNewGameDialog()

        vm.startNewGame(NewGameChoice(Preset.BRANDUBH, customRules = "dim:7"))
        assertEquals(TextRes(R.string.error_bad_rules), vm.state.value.newGameError)
        assertTrue(vm.state.value.showNewGameDialog)
        assertEquals(before, vm.state.value.moves)

        vm.startNewGame(NewGameChoice(Preset.BRANDUBH, customRules = "$EDGE_RULES ber:c"))
        assertEquals(TextRes(R.string.error_unsupported_rules), vm.state.value.newGameError)
        assertEquals(before, vm.state.value.moves)

        vm.dismissNewGameDialog()
        assertEquals(null, vm.state.value.newGameError)
        assertEquals(TextRes(R.string.preset_brandubh), vm.state.value.title)
    }

    @Test
    fun validCustomRulesStartAGameNamedByItsRulesThatSurvivesARestart() {
        val vm = GameViewModel(app)
        vm.openNewGameDialog()
        vm.startNewGame(NewGameChoice(Preset.BRANDUBH, customRules = EDGE_RULES))

        val state = vm.state.value
        assertFalse(state.showNewGameDialog)
        assertEquals(R.string.custom_rules_title, state.title.id)
        assertTrue(state.title.args.single().toString(), state.title.args.single().toString().contains("Edge"))
        assertEquals(EDGE_RULES, state.lastChoice.customRules)
        assertEquals(7, state.board.size)
        vm.persist()
        assertEquals("custom rules survive a restart", state.title, GameViewModel(app).state.value.title)
    }

    @Test
    fun theDialogStartsAMatchAgainstTheComputerWithTheChosenSideAndLevel() {
        val vm = GameViewModel(app)
        openDialog(vm)
        click(R.string.preset_tablut, substring = true)
        click(R.string.mode_vs_computer)
        click(R.string.side_attackers)
        click(R.string.level_easy)
        click(R.string.new_game_two_game_match)
        click(R.string.action_start)
        compose.waitForIdle()

        val state = vm.state.value
        assertEquals(
            NewGameChoice(Preset.TABLUT, vsComputer = true, humanSide = Side.ATTACKERS, level = Level.EASY, twoGameMatch = true),
            state.lastChoice,
        )
        assertEquals(9, state.board.size)
        assertEquals(TextRes(R.string.match_score_vs_computer, 1, TextRes(R.string.side_attackers), "0", "0"), state.status.match)
    }

    private companion object {
        /** Brandubh's board, the king escaping to any edge (the core's own custom-rules example). */
        const val EDGE_RULES = "dim:7 name:Edge_Brandubh esc:e ks:w start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"
    }
}
