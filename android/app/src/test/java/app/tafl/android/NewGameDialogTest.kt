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
import app.tafl.android.GameDriver.shown
import app.tafl.android.GameDriver.tapRandomMove
import app.tafl.android.GameDriver.view
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.core.GameException
import app.tafl.core.Level
import app.tafl.core.Preset
import app.tafl.core.Side
import app.tafl.core.defaultChoice
import app.tafl.core.errorText
import app.tafl.core.levelName
import app.tafl.core.modeName
import app.tafl.core.presetOptions
import app.tafl.core.sideName
import kotlin.random.Random
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
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
    private fun click(text: String, substring: Boolean = false, scroll: Boolean = true) {
        val node = compose.onNode(hasText(text, substring = substring) and hasAnyAncestor(isDialog()))
        if (scroll) node.performScrollTo() // the buttons sit outside the scrolling column
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
        val vm = shown()
        assertTrue(tapRandomMove(vm, Random(41)))
        val before = view(vm).moves
        vm.openNewGameDialog()

        vm.startNewGame(defaultChoice().copy(preset = Preset.BRANDUBH, customRules = "dim:7"))
        assertEquals(errorText(GameException.BadRules(), "en"), vm.state.value.dialog?.error)
        assertEquals("The rules string cannot be read, or its rules cannot be played.", vm.state.value.dialog?.error)
        assertEquals(before, view(vm).moves)

        vm.startNewGame(defaultChoice().copy(preset = Preset.BRANDUBH, customRules = "$EDGE_RULES ber:c"))
        assertEquals(errorText(GameException.UnsupportedRules(), "en"), vm.state.value.dialog?.error)
        assertEquals(before, view(vm).moves)

        vm.dismissNewGameDialog()
        assertNull(vm.state.value.dialog)
        assertEquals("Brandubh", view(vm).title)
    }

    @Test
    fun validCustomRulesStartAGameNamedByItsRulesThatSurvivesARestart() {
        val vm = shown()
        vm.openNewGameDialog()
        vm.startNewGame(defaultChoice().copy(preset = Preset.BRANDUBH, customRules = EDGE_RULES))

        val state = vm.state.value
        assertNull(state.dialog)
        assertTrue(state.view.title, state.view.title.contains("Edge") && state.view.title.endsWith("(custom rules)"))
        assertTrue(state.view.choice.customRules!!.contains("esc:e"))
        assertEquals(7, state.view.board.size.toInt())
        vm.onHidden()
        val restarted = GameViewModel(app)
        assertEquals("custom rules survive a restart", state.view.title, view(restarted).title)
        restarted.openNewGameDialog()
        assertEquals("the dialog reopens on them", state.view.choice, restarted.state.value.dialog?.initial)
    }

    @Test
    fun theDialogStartsAMatchAgainstTheComputerWithTheChosenSideAndLevel() {
        val vm = shown()
        openDialog(vm)
        assertEquals(view(vm).choice, vm.state.value.dialog?.initial)
        click(presetOptions("en").first { it.preset == Preset.TABLUT }.summary)
        click(modeName(true, "en"))
        click(sideName(Side.ATTACKERS, "en"))
        click(levelName(Level.EASY, "en"))
        click(app.getString(R.string.new_game_two_game_match))
        click(app.getString(R.string.action_start), scroll = false)
        compose.waitForIdle()

        val state = vm.state.value
        assertEquals(
            defaultChoice().copy(preset = Preset.TABLUT, vsComputer = true, humanSide = Side.ATTACKERS, level = Level.EASY, twoGameMatch = true),
            state.view.choice,
        )
        assertEquals(9, state.view.board.size.toInt())
        assertEquals(1, state.view.matchStanding?.gameNumber?.toInt())
        assertEquals(Side.ATTACKERS, state.view.matchStanding?.playerOneSide)
        compose.onNodeWithText(state.view.matchLine!!).assertExists()

        // Opened again, the dialog shows what was chosen.
        compose.onNodeWithText(app.getString(R.string.action_new_game)).performClick()
        compose.waitForIdle()
        assertEquals(state.view.choice, vm.state.value.dialog?.initial)
    }

    private companion object {
        /** Brandubh's board, the king escaping to any edge (the core's own custom-rules example). */
        const val EDGE_RULES = "dim:7 name:Edge_Brandubh esc:e ks:w start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"
    }
}
