package app.tafl.android

import app.tafl.android.GameDriver.launched
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
import app.tafl.android.GameDriver.relaunched
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

    private fun openDialog(vm: AppViewModel) {
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
        // The dialog stays open and shows the game's message: the core's words for the refusal.
        assertTrue(view(vm).message?.error is GameException.BadRules)
        assertEquals("The rules string cannot be read, or its rules cannot be played.", view(vm).message?.text)
        assertEquals(view(vm).choice, vm.dialog.value)
        assertEquals(before, view(vm).moves)

        vm.startNewGame(defaultChoice().copy(preset = Preset.BRANDUBH, customRules = "$EDGE_RULES ber:c"))
        assertTrue(view(vm).message?.error is GameException.UnsupportedRules)
        assertTrue(vm.dialog.value != null)
        assertEquals(before, view(vm).moves)

        vm.dismissNewGameDialog()
        assertNull(vm.dialog.value)
        assertNull("the refusal was the dialog's: the game page does not show it again", view(vm).message)
        assertEquals("Brandubh", view(vm).title)
    }

    @Test
    fun validCustomRulesStartAGameNamedByItsRulesThatSurvivesARestart() {
        val vm = shown()
        vm.openNewGameDialog()
        vm.startNewGame(defaultChoice().copy(preset = Preset.BRANDUBH, customRules = EDGE_RULES))

        val state = view(vm)
        assertNull(vm.dialog.value)
        assertTrue(state.title, state.title.contains("Edge") && state.title.endsWith("(custom rules)"))
        assertTrue(state.choice.customRules!!.contains("esc:e"))
        assertEquals(7, state.board.size.toInt())
        val restarted = relaunched(vm)
        assertEquals("custom rules survive a restart", state.title, view(restarted).title)
        restarted.openNewGameDialog()
        assertEquals("the dialog reopens on them", state.choice, restarted.dialog.value)
    }

    @Test
    fun theDialogStartsAMatchAgainstTheComputerWithTheChosenSideAndLevel() {
        val vm = shown()
        openDialog(vm)
        assertEquals(view(vm).choice, vm.dialog.value)
        click(presetOptions("en").first { it.preset == Preset.TABLUT }.summary)
        click(modeName(true, "en"))
        click(sideName(Side.ATTACKERS, "en"))
        click(levelName(Level.EASY, "en"))
        click(app.getString(R.string.new_game_two_game_match))
        click(app.getString(R.string.action_start), scroll = false)
        compose.waitForIdle()

        val state = view(vm)
        assertEquals(
            defaultChoice().copy(preset = Preset.TABLUT, vsComputer = true, humanSide = Side.ATTACKERS, level = Level.EASY, twoGameMatch = true),
            state.choice,
        )
        assertEquals(9, state.board.size.toInt())
        assertEquals(1, state.matchStanding?.gameNumber?.toInt())
        assertEquals(Side.ATTACKERS, state.matchStanding?.playerOneSide)
        compose.onNodeWithText(state.matchLine!!).assertExists()

        // Opened again, the dialog shows what was chosen.
        compose.onNodeWithText(app.getString(R.string.action_new_game)).performClick()
        compose.waitForIdle()
        assertEquals(state.choice, vm.dialog.value)
    }

    private companion object {
        /** Brandubh's board, the king escaping to any edge (the core's own custom-rules example). */
        const val EDGE_RULES = "dim:7 name:Edge_Brandubh esc:e ks:w start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"
    }
}
