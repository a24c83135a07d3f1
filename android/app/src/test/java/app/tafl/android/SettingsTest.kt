package app.tafl.android

import app.tafl.android.GameDriver.launched
import app.tafl.android.GameDriver.tap
import app.tafl.android.GameDriver.lesson
import app.tafl.android.GameDriver.puzzle
import app.tafl.android.GameDriver.stored
import app.tafl.android.GameDriver.storedSave
import androidx.activity.ComponentActivity
import androidx.compose.ui.test.assertIsOff
import androidx.compose.ui.test.assertIsNotSelected
import androidx.compose.ui.test.assertIsOn
import androidx.compose.ui.test.assertIsSelected
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.GameDriver.awaitIdle
import app.tafl.android.GameDriver.cells
import app.tafl.android.GameDriver.shown
import app.tafl.android.GameDriver.tapRandomMove
import app.tafl.android.GameDriver.view
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.android.ui.themeSampleTag
import app.tafl.core.GameController
import app.tafl.core.Level
import app.tafl.core.Piece
import app.tafl.core.Preset
import app.tafl.core.Side
import app.tafl.core.ThemeId
import app.tafl.core.boardPalette
import app.tafl.core.boardThemes
import app.tafl.core.defaultChoice
import app.tafl.core.thinkTime
import kotlin.random.Random
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * Settings are stored at once, survive a restart, and reach the game (think time, legal moves, board
 * turning, the board theme).
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class SettingsTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    /** The settings the core wrote, as a new start reads them. */
    private fun storedSettings(vm: AppViewModel) = stored(vm) { it.view().preferences }

    @Test
    fun switchesOnTheSettingsPagePersistAcrossARestart() {
        val vm = launched()
        vm.open(Page.Settings)
        compose.setContent { TaflTheme { TaflApp(vm) } }
        val defaults = vm.app.view.value.preferences
        assertTrue(defaults.showLegalMoves && defaults.captureFeedback && !defaults.turnBoardForHotSeat)

        compose.onNodeWithText(app.getString(R.string.settings_show_legal_moves)).performClick()
        compose.onNodeWithText(app.getString(R.string.settings_turn_board)).performClick()
        compose.onNodeWithText(app.getString(R.string.settings_capture_feedback)).performClick()
        compose.waitForIdle()

        val expected = defaults.copy(showLegalMoves = false, captureFeedback = false, turnBoardForHotSeat = true)
        assertEquals(expected, vm.app.view.value.preferences)
        assertEquals("read back at the next start", expected, storedSettings(vm))
        compose.onNodeWithText(app.getString(R.string.settings_language_detail)).assertExists()
        compose.onNodeWithText("1 s").assertExists() // the core's think time, in the system's language

        // Legal moves off: a selected piece shows no targets.
        tap(vm, cells(vm).first { it.piece == Piece.ATTACKER && it.coord.rank.toInt() == 0 }.coord)
        assertTrue(cells(vm).any { it.selected })
        assertTrue(cells(vm).none { it.target })
    }

    @Test
    fun theThinkTimeIsKeptOnTheCoresStepsAndReachesNewHardGames() {
        val vm = launched()
        val range = thinkTime()
        vm.updateSettings { it.copy(hardThinkMillis = 2_430u) }
        assertEquals(2_500u, vm.app.view.value.preferences.hardThinkMillis)
        vm.updateSettings { it.copy(hardThinkMillis = 60_000u) }
        assertEquals(range.maxMillis, vm.app.view.value.preferences.hardThinkMillis)
        vm.updateSettings { it.copy(hardThinkMillis = 100u) }
        assertEquals(range.minMillis, vm.app.view.value.preferences.hardThinkMillis)
        vm.updateSettings { it.copy(hardThinkMillis = 3_000u) }
        assertEquals(3_000u, storedSettings(vm).hardThinkMillis)

        // Human attackers move first, so no search starts; the budget is in the core's save.
        vm.startNewGame(defaultChoice().copy(preset = Preset.BRANDUBH, vsComputer = true, humanSide = Side.ATTACKERS, level = Level.HARD))
        val save = storedSave(vm)
        assertTrue(save, Regex("\"think_millis\"\\s*:\\s*3000\\b").containsMatchIn(save))

        vm.startNewGame(defaultChoice().copy(preset = Preset.BRANDUBH, vsComputer = true, humanSide = Side.ATTACKERS, level = Level.EASY))
        val easy = storedSave(vm)
        assertTrue("easy keeps its own cap: $easy", Regex("\"think_millis\"\\s*:\\s*null").containsMatchIn(easy))
        GameController.restore(easy).use { assertEquals(0u, it.view().ply) }
    }

    @Test
    fun theBoardTurnsToTheSideToMoveOnlyInHotSeatWithTheSettingOn() {
        val vm = shown()
        assertTrue(tapRandomMove(vm, Random(21)))
        assertFalse("setting off", view(vm).board.flipped)
        vm.updateSettings { it.copy(turnBoardForHotSeat = true) }
        assertTrue("defenders to move", view(vm).board.flipped)
        assertEquals("1", view(vm).board.rankLabels.first())
        assertTrue(tapRandomMove(vm, Random(22)))
        assertFalse("attackers to move", view(vm).board.flipped)

        vm.startNewGame(defaultChoice().copy(preset = Preset.BRANDUBH, vsComputer = true, humanSide = Side.DEFENDERS, level = Level.EASY))
        GameDriver.awaitMain { view(vm).moves.isNotEmpty() }
        awaitIdle(vm)
        assertFalse("never against the computer", view(vm).board.flipped)
    }

    @Test
    fun theBoardThemeIsChosenByItsCoreNameStoredAndDrawsTheBoard() {
        val vm = positionWithEveryMark()
        vm.open(Page.Settings)
        compose.setContent { TaflTheme { TaflApp(vm) } }
        val themes = boardThemes("en")
        assertEquals(listOf(ThemeId.WOOD, ThemeId.MARBLE, ThemeId.CONTRAST), themes.map { it.id })
        for (theme in themes) {
            compose.onNodeWithText(theme.name).assertExists()
            compose.onNodeWithTag(themeSampleTag(theme.id), useUnmergedTree = true).assertExists()
        }
        compose.onNodeWithText(themes[0].name).assertIsSelected()

        compose.onNodeWithText("Marble").performClick()
        compose.waitForIdle()
        compose.onNodeWithText("Marble").assertIsSelected()
        compose.onNodeWithText(themes[0].name).assertIsNotSelected()
        assertEquals(ThemeId.MARBLE, vm.app.view.value.preferences.boardTheme)
        assertEquals("read back at the next start", ThemeId.MARBLE, storedSettings(vm).boardTheme)

        // Back on the game page, the board is marble (light: the test's appearance).
        vm.back()
        compose.waitForIdle()
        val shot = android.graphics.Bitmap.createBitmap(
            compose.activity.window.decorView.width,
            compose.activity.window.decorView.height,
            android.graphics.Bitmap.Config.ARGB_8888,
        ).also { compose.activity.window.decorView.draw(android.graphics.Canvas(it)) }
        assertBoardDrawnIn(compose, shot, cells(vm), boardPalette(ThemeId.MARBLE, false), "marble")
    }

    @Test
    fun switchesShowTheirState() {
        val vm = launched()
        vm.open(Page.Settings)
        compose.setContent { TaflTheme { TaflApp(vm) } }
        compose.onNodeWithText(app.getString(R.string.settings_show_legal_moves)).assertIsOn()
        compose.onNodeWithText(app.getString(R.string.settings_turn_board)).assertIsOff()
    }

    @Test
    fun settingsChangedWhileALessonOrAPuzzleIsOpenReachItsPage() {
        val vm = launched()
        compose.setContent { TaflTheme { TaflApp(vm) } }
        fun targets(board: app.tafl.core.BoardView) = board.rows.flatten().count { it.target }

        vm.open(Page.Lessons)
        vm.openLesson("capture")
        val piece = LearnDriver.rightMove(Preset.BRANDUBH, "capture", emptyList()).first
        lesson(vm).act { tap(piece) }
        assertTrue("the lesson's targets shown", targets(lesson(vm).view.value.board) > 0)
        vm.updateSettings { it.copy(showLegalMoves = false) }
        compose.waitForIdle()
        assertEquals("the open lesson follows the settings", 0, targets(lesson(vm).view.value.board))
        assertTrue(lesson(vm).view.value.board.rows.flatten().single { it.coord == piece }.selected)
        vm.back()
        vm.back()

        vm.updateSettings { it.copy(showLegalMoves = true) }
        vm.open(Page.Puzzles)
        val entry = LearnDriver.brandubhPuzzle(2u, atLeast = true)
        vm.openPuzzle(entry.id)
        puzzle(vm).act { tap(LearnDriver.puzzleLine(entry.id).first().first) }
        assertTrue("the puzzle's targets shown", targets(puzzle(vm).view.value.board) > 0)
        vm.updateSettings { it.copy(showLegalMoves = false, boardTheme = ThemeId.CONTRAST) }
        compose.waitForIdle()
        assertEquals("the open puzzle follows the settings", 0, targets(puzzle(vm).view.value.board))
        assertEquals(ThemeId.CONTRAST, vm.app.view.value.preferences.boardTheme)
    }
}
