package app.tafl.android

import app.tafl.android.GameDriver.launched
import app.tafl.android.GameDriver.tap
import app.tafl.android.GameDriver.lesson
import app.tafl.android.GameDriver.puzzle
import android.media.AudioManager
import androidx.activity.ComponentActivity
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.GameDriver.awaitMain
import app.tafl.android.GameDriver.tapRandomMove
import app.tafl.android.GameDriver.view
import app.tafl.android.ui.LocalSoundOutput
import app.tafl.android.ui.SoundOutput
import app.tafl.android.ui.SoundPoolOutput
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.core.BoardSound
import app.tafl.core.BoardView
import app.tafl.core.PuzzleController
import app.tafl.core.Level
import app.tafl.core.Preset
import app.tafl.core.Side
import app.tafl.core.defaultChoice
import kotlin.random.Random
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.Shadows.shadowOf
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * The game, lesson and puzzle pages play the core's sound cues into a recording player: one sound
 * per move played (a lesson's or a puzzle's move and the answer played with it are one), the
 * capture's for a capture, none for undo, redo, a wrong move, a step of a shown solution or a page
 * shown again, none while the setting is off or the ringer is silent or on vibrate; the next lesson
 * or puzzle on the same page counts its cues from its own start.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class BoardSoundTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    private val played = mutableListOf<BoardSound>()
    private val recorder = SoundOutput { played += it }

    private fun show(vm: AppViewModel) {
        compose.setContent {
            CompositionLocalProvider(LocalSoundOutput provides recorder) { TaflTheme { TaflApp(vm) } }
        }
        compose.waitForIdle()
    }

    /** Taps [from] then [to] and lets the page see the new view. */
    private fun play(vm: AppViewModel, from: app.tafl.core.Coord, to: app.tafl.core.Coord) {
        tap(vm, from)
        tap(vm, to)
        compose.waitForIdle()
    }

    private fun playRandom(vm: AppViewModel, random: Random) {
        assertTrue(tapRandomMove(vm, random))
        compose.waitForIdle()
    }

    @Test
    fun everyMovePlaysItsSoundOnceAndACaptureTheCapturesSound() {
        val vm = launched()
        show(vm)
        assertEquals("a page shown plays nothing", emptyList<BoardSound>(), played)
        val line = GameDriver.captureLine(GameDriver.twoPlayers(Preset.BRANDUBH))
        for ((from, to) in line) play(vm, from, to)
        assertEquals(List(line.size - 1) { BoardSound.MOVE } + BoardSound.CAPTURE, played)

        vm.game.act { undo() }
        compose.waitForIdle()
        vm.game.act { redo() }
        compose.waitForIdle()
        assertEquals("undo and redo play no move", line.size, played.size)

        // Another page and back: the game page appears again and plays nothing of the past.
        vm.open(Page.Settings)
        compose.waitForIdle()
        vm.back()
        compose.waitForIdle()
        assertEquals(line.size, played.size)
        playRandom(vm, Random(71))
        assertEquals(line.size + 1, played.size)
    }

    @Test
    fun silentOrVibratingRingerAndTheSettingOffPlayNothing() {
        val vm = launched()
        show(vm)
        val random = Random(72)
        val audio = app.getSystemService(AudioManager::class.java)!!
        for (mode in listOf(AudioManager.RINGER_MODE_SILENT, AudioManager.RINGER_MODE_VIBRATE)) {
            audio.ringerMode = mode
            playRandom(vm, random)
            assertEquals("ringer mode $mode", emptyList<BoardSound>(), played)
        }
        audio.ringerMode = AudioManager.RINGER_MODE_NORMAL
        playRandom(vm, random)
        assertEquals("normal ringer", 1, played.size)

        vm.updateSettings { it.copy(captureFeedback = false) }
        playRandom(vm, random)
        assertEquals("the setting is off", 1, played.size)
        vm.updateSettings { it.copy(captureFeedback = true) }
        compose.waitForIdle()
        assertEquals("turning it on plays nothing of the past", 1, played.size)
        playRandom(vm, random)
        assertEquals(2, played.size)
    }

    @Test
    fun theComputersMoveSoundsToo() {
        val vm = GameDriver.shown()
        show(vm)
        vm.startNewGame(defaultChoice().copy(preset = Preset.BRANDUBH, vsComputer = true, humanSide = Side.DEFENDERS, level = Level.EASY))
        awaitMain { view(vm).moves.isNotEmpty() }
        compose.waitForIdle()
        assertEquals(listOf(BoardSound.MOVE), played)
    }

    private fun pieceCount(board: BoardView) = board.rows.flatten().count { it.piece != null }

    /** The sound a lesson's or puzzle's move should make: the capture's when pieces are gone from [before] to [after]. */
    private fun soundOf(before: BoardView, after: BoardView) =
        if (pieceCount(after) < pieceCount(before)) BoardSound.CAPTURE else BoardSound.MOVE

    @Test
    fun aLessonMovePlaysItsSoundOnceAndTheNextLessonCountsFromItsOwnStart() {
        val vm = launched()
        vm.open(Page.Lessons)
        vm.openLesson("moving")
        show(vm)
        fun lesson() = lesson(vm).view.value
        assertEquals("a page shown plays nothing", emptyList<BoardSound>(), played)
        LearnDriver.wrongMove(Preset.BRANDUBH, "moving", emptyList())?.let { (from, to) ->
            lesson(vm).act { tap(from) }
            lesson(vm).act { tap(to) }
            compose.waitForIdle()
            assertTrue(lesson().feedback != null)
            assertEquals("a wrong move is taken back unheard", emptyList<BoardSound>(), played)
        }
        val expected = mutableListOf<BoardSound>()
        for (action in LearnDriver.solution(Preset.BRANDUBH, "moving")) {
            when (action) {
                is LessonAction.Play -> {
                    val before = lesson().board
                    lesson(vm).act { tap(action.move.first) }
                    lesson(vm).act { tap(action.move.second) }
                    compose.waitForIdle()
                    expected += soundOf(before, lesson().board)
                }
                LessonAction.NextStep -> {
                    lesson(vm).act { nextStep() }
                    compose.waitForIdle()
                }
            }
            assertEquals(expected, played)
        }
        assertTrue(expected.isNotEmpty())
        // The next lesson on the same page: its first capture sounds, though its serial starts again.
        vm.openNextLesson()
        compose.waitForIdle()
        assertEquals("capture", lesson().id)
        assertEquals(expected, played)
        val (from, to) = LearnDriver.rightMove(Preset.BRANDUBH, "capture", emptyList())
        lesson(vm).act { tap(from) }
        lesson(vm).act { tap(to) }
        compose.waitForIdle()
        assertEquals(expected + BoardSound.CAPTURE, played)
    }

    @Test
    fun aPuzzleMovePlaysItsSoundOnceTheSolutionNoneAndTheNextPuzzleCountsFromItsOwnStart() {
        // Puzzles whose first exchange (the player's move and the core's answer) takes nothing, and takes.
        val ids = LearnDriver.brandubhPuzzles.filter { it.moves >= 2u }.map { it.id }
        fun firstExchangeTakes(id: String): Boolean = PuzzleController(id, "en").use { probe ->
            val before = probe.view().board
            val (from, to) = LearnDriver.puzzleLine(id).first()
            probe.play(from, to)
            soundOf(before, probe.view().board) == BoardSound.CAPTURE
        }
        val quiet = ids.first { !firstExchangeTakes(it) }
        val taking = ids.first { firstExchangeTakes(it) }

        val vm = launched()
        vm.open(Page.Puzzles)
        vm.openPuzzle(quiet)
        show(vm)
        fun page() = puzzle(vm)
        assertEquals("a page shown plays nothing", emptyList<BoardSound>(), played)
        val (wrongFrom, wrongTo) = LearnDriver.wrongFirstMove(quiet)
        page().act { tap(wrongFrom) }
        page().act { tap(wrongTo) }
        compose.waitForIdle()
        assertEquals("a wrong move is refused unheard", emptyList<BoardSound>(), played)
        val (from, to) = LearnDriver.puzzleLine(quiet).first()
        page().act { tap(from) }
        page().act { tap(to) }
        compose.waitForIdle()
        assertEquals("the move and its answer: one sound", listOf(BoardSound.MOVE), played)
        page().act { restart() }
        page().act { showSolution() }
        compose.waitForIdle()
        while (page().view.value.solution!!.canForward) {
            page().act { solutionStep(true) }
            compose.waitForIdle()
        }
        assertEquals("a restart and the solution play nothing", listOf(BoardSound.MOVE), played)

        // The next puzzle on its page: its first capture sounds, though its serial starts again.
        vm.back()
        vm.openPuzzle(taking)
        compose.waitForIdle()
        val (takeFrom, takeTo) = LearnDriver.puzzleLine(taking).first()
        page().act { tap(takeFrom) }
        page().act { tap(takeTo) }
        compose.waitForIdle()
        assertEquals(listOf(BoardSound.MOVE, BoardSound.CAPTURE), played)
    }

    @Test
    fun theSoundPoolPlaysTheSoundOfEachCue() {
        SoundPoolOutput(app).use { output ->
            val pool = shadowOf(output.pool)
            assertFalse(pool.wasResourcePlayed(R.raw.move))
            output.play(BoardSound.MOVE)
            assertTrue(pool.wasResourcePlayed(R.raw.move))
            assertFalse(pool.wasResourcePlayed(R.raw.capture))
            output.play(BoardSound.CAPTURE)
            assertTrue(pool.wasResourcePlayed(R.raw.capture))
        }
    }
}
