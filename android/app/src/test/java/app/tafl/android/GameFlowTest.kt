package app.tafl.android

import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.GameDriver.awaitMain
import app.tafl.android.GameDriver.cells
import app.tafl.android.GameDriver.tapRandomMove
import app.tafl.core.Level
import app.tafl.core.Piece
import app.tafl.core.Preset
import app.tafl.core.Side
import app.tafl.core.presets
import kotlin.random.Random
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Before
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config

/** The game's flows through the view-model over the real core: moves, the computer, undo/redo, hints. */
@RunWith(AndroidJUnit4::class)
@Config(sdk = [35])
class GameFlowTest {

    /** Loads the native library before any measurement: its one-time load is not a game's core call. */
    @Before
    fun loadCore() {
        presets()
    }

    private fun vsComputer(side: Side, level: Level = Level.EASY) =
        NewGameChoice(preset = Preset.BRANDUBH, vsComputer = true, humanSide = side, level = level)

    private fun started(choice: NewGameChoice): GameViewModel {
        val vm = GameViewModel(app)
        vm.startNewGame(choice)
        awaitMain { vm.state.value.lastChoice == choice }
        return vm
    }

    @Test
    fun tappingTheOpponentsPieceShowsAMessageAndLeavesTheGameAlone() {
        val vm = started(vsComputer(Side.ATTACKERS))
        val before = vm.state.value
        val defender = cells(vm).first { it.piece == Piece.DEFENDER }

        vm.onSquareTapped(defender.coord)

        val after = vm.state.value
        assertEquals(TextRes(R.string.error_not_your_piece), after.message)
        assertEquals(before.board, after.board)
        assertEquals(before.moves, after.moves)
        assertTrue(cells(vm).none { it.selected || it.target })
    }

    @Test
    fun theComputerRepliesWhenTheHumanPlaysDefendersAndTheMainThreadNeverWaits() {
        val vm = started(vsComputer(Side.DEFENDERS, Level.MEDIUM))
        awaitMain { vm.state.value.moves.size == 1 && !vm.state.value.thinking }
        assertTrue(tapRandomMove(vm, Random(1)))
        awaitMain { vm.state.value.moves.sumOf { if (it.second == null) 1L else 2L } == 3L && !vm.state.value.thinking }
        assertMainThreadNeverBlocked(vm)
    }

    @Test
    fun theComputerRepliesWhenTheHumanPlaysAttackers() {
        val vm = started(vsComputer(Side.ATTACKERS, Level.MEDIUM))
        assertTrue(vm.state.value.moves.isEmpty())
        assertTrue(tapRandomMove(vm, Random(2)))
        awaitMain { vm.state.value.moves.firstOrNull()?.second != null && !vm.state.value.thinking }
        assertEquals(TextRes(R.string.status_your_move, TextRes(R.string.side_attackers)), vm.state.value.status.headline)
        assertMainThreadNeverBlocked(vm)
    }

    @Test
    fun undoTakesBackTheMovePairAndRedoReplaysIt() {
        val vm = started(vsComputer(Side.ATTACKERS))
        assertFalse(vm.state.value.canUndo)
        assertTrue(tapRandomMove(vm, Random(3)))
        awaitMain { vm.state.value.moves.firstOrNull()?.second != null && !vm.state.value.thinking }
        val afterReply = vm.state.value.moves

        vm.undo()
        awaitMain { vm.state.value.moves.isEmpty() }
        assertTrue(vm.state.value.canRedo)

        vm.redo()
        awaitMain { vm.state.value.moves == afterReply }
        assertFalse(vm.state.value.canRedo)
        assertTrue(vm.state.value.canUndo)
    }

    @Test
    fun aHintMarksAMoveOfTheSideToMove() {
        val vm = GameViewModel(app)
        vm.updateSettings { it.copy(hardThinkMillis = 500) }
        vm.startNewGame(NewGameChoice(preset = Preset.BRANDUBH))
        assertTrue(vm.state.value.canHint)
        vm.requestHint()
        assertEquals(TextRes(R.string.status_finding_hint), vm.state.value.status.headline)
        awaitMain { !vm.state.value.thinking }
        val marked = cells(vm).filter { it.hint }
        assertEquals(2, marked.size)
        assertEquals("the hint starts on an attacker", 1, marked.count { it.piece == Piece.ATTACKER })
        assertTrue(vm.state.value.moves.isEmpty())
        assertMainThreadNeverBlocked(vm)
    }

    @Test
    fun aNewGameWhileTheComputerThinksCancelsTheSearchAndShowsTheNewGame() {
        val vm = GameViewModel(app)
        vm.updateSettings { it.copy(hardThinkMillis = Settings.MAX_HARD_THINK_MILLIS) }
        val hard = vsComputer(Side.DEFENDERS, Level.HARD)
        vm.startNewGame(hard)
        awaitMain { vm.state.value.lastChoice == hard && vm.state.value.thinking }

        val twoPlayers = NewGameChoice(preset = Preset.TABLUT)
        val started = System.nanoTime()
        vm.startNewGame(twoPlayers)
        awaitMain { vm.state.value.lastChoice == twoPlayers && !vm.state.value.thinking }
        val waitedMillis = (System.nanoTime() - started) / 1_000_000
        println("new game replaced a running 5 s search after $waitedMillis ms")

        val state = vm.state.value
        assertEquals(9, state.board.size)
        assertTrue(state.moves.isEmpty())
        assertEquals(TextRes(R.string.preset_tablut), state.title)
        assertNull(state.message)
        // The cancelled search must not land on the new game later.
        Thread.sleep(200)
        awaitMain { true }
        assertTrue(vm.state.value.moves.isEmpty())
        assertTrue("the search was cancelled, not waited for ($waitedMillis ms)", waitedMillis < 4_000)
        assertMainThreadNeverBlocked(vm)
    }

    @Test
    fun capturesAreSignalledOnlyWhenTheSettingIsOn() {
        val line = GameDriver.captureLine(NewGameChoice(preset = Preset.BRANDUBH).toConfig())
        for (feedbackOn in listOf(true, false)) {
            val vm = started(NewGameChoice(preset = Preset.BRANDUBH))
            vm.updateSettings { it.copy(captureFeedback = feedbackOn) }
            val before = vm.state.value.captureFeedback
            line.forEach { (from, to) -> vm.onMove(from, to) }
            assertTrue(cells(vm).any { it.captured })
            assertEquals(if (feedbackOn) before + 1 else before, vm.state.value.captureFeedback)
        }
    }

    @Test
    fun theMoveListNumbersTurnsInTheRecordsNotation() {
        val vm = started(NewGameChoice(preset = Preset.BRANDUBH))
        repeat(3) { assertTrue(tapRandomMove(vm, Random(4))) }
        val moves = vm.state.value.moves
        assertEquals(listOf(1, 2), moves.map { it.number })
        assertNotNull(moves[0].second)
        assertNull(moves[1].second)
        val record = vm.gameRecord()
        listOfNotNull(moves[0].first, moves[0].second, moves[1].first).forEach {
            assertTrue("record has $it:\n$record", record.contains(it))
        }
    }

    private fun assertMainThreadNeverBlocked(vm: GameViewModel) {
        val longest = vm.coreCalls.longestMillis
        println("longest main-thread core call: %.2f ms (%s)".format(longest, vm.coreCalls.longestName))
        // A search on the main thread takes hundreds of milliseconds even at Easy/Medium on a slow
        // machine; every other call is a lock, a copy or a move (well under 10 ms).
        assertTrue("main thread spent $longest ms in ${vm.coreCalls.longestName}", longest < 250.0)
    }
}
