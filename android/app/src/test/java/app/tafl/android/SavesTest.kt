package app.tafl.android

import android.content.Context
import androidx.activity.ComponentActivity
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithText
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.GameDriver.awaitIdle
import app.tafl.android.GameDriver.awaitMain
import app.tafl.android.GameDriver.shown
import app.tafl.android.GameDriver.tapRandomMove
import app.tafl.android.GameDriver.twoPlayers
import app.tafl.android.GameDriver.view
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.core.GameController
import app.tafl.core.GameException
import app.tafl.core.GameView
import app.tafl.core.Level
import app.tafl.core.Preset
import app.tafl.core.ScoreTally
import app.tafl.core.Side
import app.tafl.core.defaultChoice
import app.tafl.core.defaultPreferences
import app.tafl.core.parseCoord
import app.tafl.core.statisticsDamagedText
import java.io.File
import java.io.IOException
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
 * Process death (a new view-model over the same files) keeps the game; a crash in the middle of a
 * write keeps the previous save; a full disk keeps the game in memory and says so; a damaged file
 * costs a message, never a crash, and never the other files; what older versions kept in
 * SharedPreferences is moved into the files.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class SavesTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    private fun file(name: String) = File(app.filesDir, name)

    /** Waits for the writes queued so far: a read goes after them. */
    private fun flushed() {
        Storage(app).game.read()
    }

    /** The game as shown, without what belongs to the moment (animation marks, the sound cue, the one-off message). */
    private fun GameView.lasting() = copy(moveSerial = 0u, captureSignal = 0u, sound = null, message = null, lastMove = lastMove?.copy(fresh = false))

    /** A two-player game with [moves] random moves, stored (the view-model is gone afterwards, as in process death). */
    private fun storedGame(moves: Int, seed: Int): GameView {
        val vm = shown()
        repeat(moves) { assertTrue(tapRandomMove(vm, Random(seed))) }
        vm.onHidden()
        flushed()
        return view(vm)
    }

    @Test
    fun processDeathKeepsTheGame() {
        val choice = defaultChoice().copy(preset = Preset.ARD_RI, vsComputer = true, humanSide = Side.ATTACKERS, level = Level.EASY)
        val first = shown()
        first.startNewGame(choice)
        assertTrue(tapRandomMove(first, Random(5)))
        awaitMain { view(first).moves.firstOrNull()?.second != null }
        awaitIdle(first)
        first.onHidden()
        val before = view(first)

        val second = GameViewModel(app) // a new process: only the files are left
        val after = view(second)
        assertEquals(choice, after.choice)
        assertEquals(before.lasting(), after.lasting())
        assertNull(second.state.value.message)
    }

    @Test
    fun aDamagedSaveShowsTheCoresMessageAndStartsANewGame() {
        file("game.json").writeText("{\"format\":\"tafl-session\",\"version\":1,\"game\":[")

        val vm = GameViewModel(app)
        val view = view(vm)
        assertTrue(view.message?.error is GameException.CorruptSave)
        assertEquals("The saved game is damaged. A new game was started.", vm.state.value.message)
        assertTrue(view.moves.isEmpty())
        assertEquals(7, view.board.size.toInt()) // the default game

        compose.setContent { TaflTheme { TaflApp(vm) } }
        compose.onNodeWithText("The saved game is damaged. A new game was started.").assertExists()
        vm.persist()
        assertEquals("the new game replaces the damaged text", 0u, GameController.restore(Storage(app).game.read()!!).view().ply)
    }

    @Test
    fun aSaveCutOffByACrashLoadsThePreviousGoodSave() {
        val good = storedGame(moves = 3, seed = 8)
        // The next write was cut off half-way: AtomicFile had only reached the side file.
        val later = GameController.restore(Storage(app).game.read()!!).use { game ->
            val from = game.movablePieces().first { game.targets(it).isNotEmpty() }
            game.play(from, game.targets(from).first())
            game.save()
        }
        file("game.json.new").writeText(later.substring(0, later.length / 2))

        val vm = GameViewModel(app)
        assertEquals(good.lasting(), view(vm).lasting())
        assertNull(vm.state.value.message)
        assertFalse("the broken write is cleared away", file("game.json.new").exists())
    }

    @Test
    fun aFileCutOffBesideTheBackupOfAnOlderAtomicFileLoadsTheBackup() {
        val good = storedGame(moves = 2, seed = 9)
        // Older AtomicFile versions moved the file to NAME.bak and wrote NAME itself: cut off there.
        val text = file("game.json").readText()
        file("game.json").renameTo(file("game.json.bak"))
        file("game.json").writeText(text.substring(0, text.length / 3))

        val vm = GameViewModel(app)
        assertEquals(good.lasting(), view(vm).lasting())
        assertNull(vm.state.value.message)
    }

    @Test
    fun aFullDiskKeepsTheGameInMemoryAndSaysSo() {
        val stored = storedGame(moves = 1, seed = 10)
        val storedText = file("game.json").readText()
        val full = Storage(app) { _, _ -> throw IOException("No space left on device") }
        val vm = shown(full)
        assertEquals(stored.lasting(), view(vm).lasting())
        assertTrue(tapRandomMove(vm, Random(11)))
        vm.onHidden()

        awaitMain { vm.state.value.message != null }
        assertEquals(app.getString(R.string.error_storage_full), vm.state.value.message)
        assertEquals("the game stays in memory", 2u, view(vm).ply)
        assertEquals("the last good save is untouched", storedText, file("game.json").readText())
        assertFalse(file("game.json.new").exists())
        vm.messageShown()
        assertNull(vm.state.value.message)
        assertTrue("the game goes on", tapRandomMove(vm, Random(12)))
        assertEquals(3u, view(vm).ply)
    }

    @Test
    fun damagedStatisticsCostAMessageAndNothingElse() {
        val vm = shown()
        vm.updateSettings { it.copy(captureFeedback = false, hardThinkMillis = 2_000u) }
        repeat(2) { assertTrue(tapRandomMove(vm, Random(13))) }
        vm.onHidden()
        flushed()
        val game = view(vm).lasting()
        file("tally.json").writeText("not a tally")

        val restarted = GameViewModel(app)
        assertEquals(statisticsDamagedText("en"), restarted.state.value.message)
        assertTrue(restarted.statistics.value.cards.isEmpty())
        assertEquals(game, view(restarted).lasting())
        assertEquals(vm.settings.value, restarted.settings.value)
    }

    @Test
    fun damagedSettingsFallBackToTheDefaultsAndCostNothingElse() {
        val vm = shown()
        GameDriver.playTwoPlayerGameToEnd(vm, Random(14))
        vm.onHidden()
        flushed()
        val game = view(vm).lasting()
        val cards = vm.statistics.value.cards
        assertEquals(1, cards.size)
        file("settings.json").writeText("{\"hard_think_millis\": tr")

        val restarted = GameViewModel(app)
        assertEquals(defaultPreferences(), restarted.settings.value)
        assertEquals(game, view(restarted).lasting())
        assertEquals(cards, restarted.statistics.value.cards)
        assertNull(restarted.state.value.message)
    }

    @Test
    fun whatOlderVersionsKeptInSharedPreferencesIsMovedIntoTheFilesOnce() {
        val (save, tally) = GameController(twoPlayers(Preset.BRANDUBH)).use { game ->
            // The king reaches a7: a finished game, counted once in the tally.
            for (move in "b4-b2 d5-e5 g4-g6 d4-d5 b2-b1 d5-a5 g6-g5 a5-a7".split(" ")) {
                val (from, to) = move.split("-")
                game.play(parseCoord(from), parseCoord(to))
            }
            ScoreTally().use { tally ->
                assertEquals(1, tally.record(game).size)
                game.save() to tally.toJson()
            }
        }
        fun prefs(name: String) = app.getSharedPreferences(name, Context.MODE_PRIVATE)
        prefs("tafl_session").edit().putString("save", save).putString("preset", "BRANDUBH").commit()
        prefs("tafl_stats").edit().putString("tally", tally).commit()
        prefs("tafl_settings").edit().putInt("hard_think_millis", 2500).putBoolean("show_legal_moves", false)
            .putBoolean("capture_feedback", true).putBoolean("turn_board_hot_seat", true).commit()

        val vm = GameViewModel(app)
        assertEquals(8u, view(vm).ply)
        assertEquals(GameController.restore(save).use { it.view().lasting() }, view(vm).lasting())
        assertEquals(1, vm.statistics.value.cards.single().lines.size)
        assertEquals(defaultPreferences().copy(hardThinkMillis = 2500u, showLegalMoves = false, turnBoardForHotSeat = true), vm.settings.value)
        assertNull(vm.state.value.message)
        for (name in listOf("tafl_session", "tafl_stats", "tafl_settings")) {
            assertTrue("$name is emptied", prefs(name).all.isEmpty())
        }

        // Once: a later start reads the files, and a counted game is not counted again.
        vm.onHidden()
        flushed()
        assertTrue(file("game.json").exists() && file("tally.json").exists() && file("settings.json").exists())
        val again = GameViewModel(app)
        assertEquals(view(vm).lasting(), view(again).lasting())
        assertEquals(vm.statistics.value, again.statistics.value)
    }
}
