package app.tafl.android

import app.tafl.android.GameDriver.launched
import android.graphics.Bitmap
import android.graphics.Canvas
import android.graphics.Color
import androidx.activity.ComponentActivity
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onAllNodesWithText
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.GameDriver.playAgainstComputerToEnd
import app.tafl.android.GameDriver.playTwoPlayerGameToEnd
import app.tafl.android.GameDriver.tapRandomMove
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.android.GameDriver.shown
import app.tafl.core.Level
import app.tafl.core.Preset
import app.tafl.core.Side
import app.tafl.core.Status
import app.tafl.core.defaultChoice
import app.tafl.core.modeName
import java.io.File
import kotlin.random.Random
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import org.robolectric.shadows.ShadowDialog

/** Screenshots of every page (phone, small phone, Russian and Estonian, dark), looked at by people. */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35], qualifiers = PHONE)
class AppScreensTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    private fun show(vm: AppViewModel) {
        compose.setContent { TaflTheme { TaflApp(vm) } }
        compose.waitForIdle()
    }

    private fun shoot(name: String) = Screenshots.capture(compose.activity.window.decorView, name)

    private fun gameInProgress(): AppViewModel {
        val vm = shown()
        repeat(4) { assertTrue(tapRandomMove(vm, Random(51))) }
        return vm
    }

    @Test
    fun gameOver() {
        val vm = shown()
        playTwoPlayerGameToEnd(vm, Random(52))
        show(vm)
        val view = vm.game.view.value
        val outcome = (view.status as Status.Finished).outcome
        val result = when (outcome.winner) {
            Side.ATTACKERS -> "Attackers won"
            Side.DEFENDERS -> "Defenders won"
            null -> "Draw"
        }
        assertTrue("the result comes with its reason: ${view.headline}", view.headline.startsWith("$result: "))
        compose.onNodeWithText(view.headline).assertExists()
        assertEquals("offered in the top bar and under the board", 2, compose.onAllNodesWithText(app.getString(R.string.action_new_game)).fetchSemanticsNodes().size)
        shoot("game-over-phone")
    }

    @Test
    fun newGameDialog() {
        show(launched())
        compose.onNodeWithText(app.getString(R.string.action_new_game)).performClick()
        compose.onNodeWithText(modeName(true, "en")).performClick()
        compose.waitForIdle()
        val dialog = requireNotNull(ShadowDialog.getLatestDialog()) { "no dialog shown" }
        captureOverlay(compose.activity.window.decorView, dialog.window!!.decorView, "new-game-dialog-phone")
    }

    @Test
    fun statistics() {
        val vm = shown()
        playTwoPlayerGameToEnd(vm, Random(53))
        vm.startNewGame(defaultChoice().copy(preset = Preset.BRANDUBH, vsComputer = true, humanSide = Side.DEFENDERS, level = Level.EASY))
        playAgainstComputerToEnd(vm, Random(54))
        vm.open(Page.Statistics)
        show(vm)
        compose.onNodeWithText("Two players").assertExists()
        compose.onNodeWithText("Against the computer (Easy), you played Defenders").assertExists()
        shoot("statistics-phone")
    }

    @Test
    fun settings() {
        val vm = launched()
        vm.open(Page.Settings)
        show(vm)
        shoot("settings-phone")
    }

    @Test
    @Config(qualifiers = "+night")
    fun settingsInTheDark() {
        val vm = launched()
        vm.open(Page.Settings)
        show(vm)
        shoot("settings-dark-phone")
    }

    @Test
    @Config(qualifiers = "+night")
    fun gameInTheDark() {
        show(gameInProgress())
        shoot("game-dark-phone")
    }

    @Test
    fun rules() {
        val vm = launched()
        vm.open(Page.Rules)
        show(vm)
        compose.onNodeWithText(app.getString(R.string.rules_quick_start)).assertExists()
        shoot("rules-phone")
    }

    @Test
    fun moveList() {
        val vm = shown()
        repeat(9) { assertTrue(tapRandomMove(vm, Random(55))) }
        vm.open(Page.Moves)
        show(vm)
        compose.onNodeWithText("5.").assertExists()
        shoot("move-list-phone")
    }

    @Test
    @Config(qualifiers = "ru-$PHONE")
    fun gameInRussian() {
        val vm = gameInProgress()
        show(vm)
        compose.onNodeWithText("Отменить").assertExists()
        assertEquals("the core speaks the system's language", "Ходят: Нападающие", vm.game.view.value.headline)
        compose.onNodeWithText(vm.game.view.value.headline).assertExists()
        shoot("game-ru-phone")
    }

    @Test
    @Config(qualifiers = "et-$PHONE")
    fun gameInEstonian() {
        val vm = gameInProgress()
        show(vm)
        compose.onNodeWithText("Võta tagasi").assertExists()
        compose.onNodeWithText(vm.game.view.value.headline).assertExists()
        assertTrue(vm.game.view.value.board.rows.flatten().first { it.piece == null }.description.contains("tühi"))
        shoot("game-et-phone")
    }

    @Test
    @Config(qualifiers = "w360dp-h640dp-mdpi")
    fun gameOnASmallPhone() {
        show(gameInProgress())
        compose.onNodeWithText(app.getString(R.string.action_hint)).assertExists()
        shoot("game-small")
    }

    /** A dialog has its own window: drawn centred over the dimmed activity, as the system shows it. */
    private fun captureOverlay(base: android.view.View, overlay: android.view.View, name: String) {
        val bitmap = Bitmap.createBitmap(base.width, base.height, Bitmap.Config.ARGB_8888)
        val canvas = Canvas(bitmap)
        base.draw(canvas)
        canvas.drawColor(Color.argb(0x66, 0, 0, 0))
        canvas.save()
        canvas.translate((base.width - overlay.width) / 2f, (base.height - overlay.height) / 2f)
        overlay.draw(canvas)
        canvas.restore()
        Screenshots.check(bitmap, name)
        assertTrue("the dialog has a size", overlay.width > 0 && overlay.height > 0)
    }
}

/** A typical phone: 411 × 891 dp at xxhdpi. */
private const val PHONE = "w411dp-h891dp-xxhdpi"
