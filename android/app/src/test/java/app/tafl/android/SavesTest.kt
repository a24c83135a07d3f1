package app.tafl.android

import androidx.activity.ComponentActivity
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithText
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.awaitIdle
import app.tafl.android.GameDriver.awaitMain
import app.tafl.android.GameDriver.file
import app.tafl.android.GameDriver.launched
import app.tafl.android.GameDriver.relaunched
import app.tafl.android.GameDriver.shown
import app.tafl.android.GameDriver.tapRandomMove
import app.tafl.android.GameDriver.view
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.core.GameController
import app.tafl.core.GameException
import app.tafl.core.GameView
import app.tafl.core.Level
import app.tafl.core.Preset
import app.tafl.core.Side
import app.tafl.core.ThemeId
import app.tafl.core.defaultChoice
import app.tafl.core.thinkTime
import java.io.File
import kotlin.random.Random
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * The core keeps the app's files in the app's files folder; the app only passes the folder. A new
 * start of the app (process death) keeps the game, the settings and the statistics; a crash in the
 * middle of a write keeps the previous save; a full disk keeps everything in memory, says so on the
 * game page, and a later change stores it; a damaged file costs a message, never a crash, and never
 * the other files; the files the Android and iOS apps wrote before load.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class SavesTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    /** The game as shown, without what belongs to the moment (animation marks, the sound cue, the one-off message). */
    private fun GameView.lasting() = copy(
        message = null,
        board = board.copy(moveSerial = 0u, captureSignal = 0u, sound = null, lastMove = board.lastMove?.copy(fresh = false)),
    )

    /** The text of a file the core wrote. */
    private fun stored(name: String) = file(name).readText()

    /** A two-player game with [moves] random moves, after which the app's process ended. */
    private fun storedGame(moves: Int, seed: Int): GameView {
        val vm = shown()
        repeat(moves) { assertTrue(tapRandomMove(vm, Random(seed))) }
        val view = view(vm)
        GameDriver.close(vm)
        return view
    }

    @Test
    fun aNewStartKeepsTheGameTheSettingsAndTheStatistics() {
        val choice = defaultChoice().copy(preset = Preset.ARD_RI, vsComputer = true, humanSide = Side.ATTACKERS, level = Level.EASY)
        val first = shown()
        first.updateSettings { it.copy(boardTheme = ThemeId.MARBLE, hardThinkMillis = 2_000u) }
        GameDriver.playTwoPlayerGameToEnd(first, Random(4))
        first.startNewGame(choice)
        assertTrue(tapRandomMove(first, Random(5)))
        awaitMain { view(first).moves.firstOrNull()?.second != null }
        awaitIdle(first)
        val before = view(first)
        val app = first.app.view.value
        val statistics = first.app.core.statistics()

        val second = relaunched(first) // a new process: only the files are left
        val after = view(second)
        assertEquals(choice, after.choice)
        assertEquals(before.lasting(), after.lasting())
        assertNull(after.message)
        assertEquals(app.preferences, second.app.view.value.preferences)
        assertEquals(statistics, second.app.core.statistics())
        assertEquals(1, second.app.core.statistics().single().lines.size)
        assertNull(second.app.view.value.notice)
    }

    @Test
    fun aDamagedSaveShowsTheCoresMessageAndStartsANewGame() {
        file("game.json").parentFile!!.mkdirs()
        file("game.json").writeText("{\"format\":\"tafl-session\",\"version\":1,\"game\":[")

        val vm = launched()
        val view = view(vm)
        assertTrue(view.message?.error is GameException.CorruptSave)
        assertEquals("The saved game is damaged. A new game was started.", view.message?.text)
        assertTrue(view.moves.isEmpty())
        assertEquals(7, view.board.size.toInt()) // the default game

        compose.setContent { TaflTheme { TaflApp(vm) } }
        compose.onNodeWithText("The saved game is damaged. A new game was started.").assertExists()
        assertTrue(vm.app.core.waitUntilSaved(20_000u))
        assertEquals("the new game replaces the damaged text", 0u, GameController.restore(stored("game.json")).view().ply)
    }

    @Test
    fun aSaveCutOffByACrashLoadsThePreviousGoodSave() {
        val good = storedGame(moves = 3, seed = 8)
        // The next write was cut off half-way: an older version had only reached the side file.
        val later = GameController.restore(stored("game.json")).use { game ->
            val from = game.movablePieces().first { game.targets(it).isNotEmpty() }
            game.play(from, game.targets(from).first())
            game.save()
        }
        file("game.json.new").writeText(later.substring(0, later.length / 2))

        val vm = launched()
        assertEquals(good.lasting(), view(vm).lasting())
        assertNull(view(vm).message)
        assertTrue(vm.app.core.waitUntilSaved(20_000u))
        assertFalse("the broken write is cleared away", file("game.json.new").exists())
    }

    @Test
    fun aFileCutOffBesideTheBackupOfAnOlderAtomicFileLoadsTheBackup() {
        val good = storedGame(moves = 2, seed = 9)
        // Older AtomicFile versions moved the file to NAME.bak and wrote NAME itself: cut off there.
        val text = stored("game.json")
        file("game.json").renameTo(file("game.json.bak"))
        file("game.json").writeText(text.substring(0, text.length / 3))

        val vm = launched()
        assertEquals(good.lasting(), view(vm).lasting())
        assertNull(view(vm).message)
    }

    @Test
    fun aFullDiskKeepsTheGameInMemorySaysSoAndALaterChangeStoresIt() {
        val stored = storedGame(moves = 1, seed = 10)
        val storedText = stored("game.json")
        val vm = shown()
        assertEquals(stored.lasting(), view(vm).lasting())
        compose.setContent { TaflTheme { TaflApp(vm) } }

        vm.app.core.simulateFullDisk(true)
        assertTrue(tapRandomMove(vm, Random(11)))
        awaitMain { vm.app.view.value.notice != null }
        val notice = vm.app.view.value.notice!!
        assertTrue(notice, notice.contains("could not be"))
        compose.waitForIdle()
        compose.onNodeWithText(notice).assertExists() // on the game page
        assertEquals("the game stays in memory", 2u, view(vm).ply)
        assertEquals("the last good save is untouched", storedText, stored("game.json"))
        assertTrue("the game goes on", tapRandomMove(vm, Random(12)))
        assertEquals(3u, view(vm).ply)

        // The disk has room again: the next change stores everything that waited.
        vm.app.core.simulateFullDisk(false)
        assertTrue(tapRandomMove(vm, Random(13)))
        awaitMain { vm.app.view.value.notice == null }
        assertTrue(vm.app.core.waitUntilSaved(20_000u))
        assertEquals(4u, GameController.restore(stored("game.json")).view().ply)
        assertEquals(view(vm).lasting(), view(relaunched(vm)).lasting())
    }

    @Test
    fun damagedStatisticsCostANoticeAndNothingElse() {
        val vm = shown()
        vm.updateSettings { it.copy(captureFeedback = false, hardThinkMillis = 2_000u) }
        repeat(2) { assertTrue(tapRandomMove(vm, Random(13))) }
        val game = view(vm).lasting()
        val settings = vm.app.view.value.preferences
        GameDriver.close(vm)
        file("tally.json").writeText("not a tally")

        val restarted = launched()
        val notice = restarted.app.view.value.notice
        assertTrue("$notice", notice != null && notice.contains("statistics"))
        assertTrue(restarted.app.core.statistics().isEmpty())
        assertEquals(game, view(restarted).lasting())
        assertEquals(settings, restarted.app.view.value.preferences)
        restarted.messageShown()
        assertNull("read once, the notice goes", restarted.app.view.value.notice)
    }

    @Test
    fun damagedSettingsFallBackToTheDefaultsAndCostNothingElse() {
        val vm = shown()
        vm.updateSettings { it.copy(turnBoardForHotSeat = true, hardThinkMillis = 2_000u) }
        GameDriver.playTwoPlayerGameToEnd(vm, Random(14))
        val game = view(vm).lasting()
        val cards = vm.app.core.statistics()
        assertEquals(1, cards.size)
        GameDriver.close(vm)
        file("settings.json").writeText("{\"hard_think_millis\": tr")

        val restarted = launched()
        val defaults = restarted.app.view.value.preferences
        assertTrue("the default again", !defaults.turnBoardForHotSeat)
        assertEquals(thinkTime().defaultMillis, defaults.hardThinkMillis)
        assertEquals(game, view(restarted).lasting())
        assertEquals(cards, restarted.app.core.statistics())
        assertNull(restarted.app.view.value.notice)
    }

    @Test
    fun theFilesTheAndroidAndIosAppsWroteLoad() {
        for (app in listOf("android", "ios")) {
            GameDriver.app.filesDir.listFiles()?.forEach { it.deleteRecursively() }
            val fixtures = File(System.getProperty("tafl.root") ?: "../..", "tests/scenarios/files/$app")
            fixtures.listFiles()!!.forEach { it.copyTo(file(it.name)) }
            val vm = launched()
            assertNull(vm.app.view.value.notice)
            assertEquals(app, 3u, view(vm).ply)
            assertEquals(app, 1, vm.app.core.statistics().sumOf { card -> card.lines.sumOf { it.games.toInt() } })
            assertEquals(app, 1, vm.app.core.history().size)
            assertEquals(app, 1, vm.app.core.lessons().lessons.count { it.completed })
            assertEquals(app, 1u, vm.app.core.puzzles().sets.sumOf { it.solved })
            GameDriver.close(vm)
        }
    }
}
