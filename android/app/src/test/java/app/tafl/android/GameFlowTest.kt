package app.tafl.android

import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.awaitIdle
import app.tafl.android.GameDriver.awaitMain
import app.tafl.android.GameDriver.cells
import app.tafl.android.GameDriver.shown
import app.tafl.android.GameDriver.tap
import app.tafl.android.GameDriver.tapRandomMove
import app.tafl.android.GameDriver.view
import app.tafl.core.Busy
import app.tafl.core.GameException
import app.tafl.core.Level
import app.tafl.core.NewGameChoice
import app.tafl.core.Piece
import app.tafl.core.Preset
import app.tafl.core.Side
import app.tafl.core.Status
import app.tafl.core.defaultChoice

import app.tafl.core.thinkTime
import kotlin.random.Random
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Before
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/** The game's flows through the app's view-model over the real core: moves, the computer, undo/redo, hints. */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE) // one Robolectric sandbox for every class: see GameDriver
@Config(sdk = [35])
class GameFlowTest {

    /** Loads the native library before any measurement: its one-time load is not a game's core call. */
    @Before
    fun loadCore() {
        defaultChoice()
    }

    private fun vsComputer(side: Side, level: Level = Level.EASY) =
        defaultChoice().copy(preset = Preset.BRANDUBH, vsComputer = true, humanSide = side, level = level)

    private fun twoPlayers(preset: Preset) = defaultChoice().copy(preset = preset, vsComputer = false)

    private fun started(choice: NewGameChoice): AppViewModel {
        val vm = shown()
        vm.startNewGame(choice)
        assertEquals(choice, view(vm).choice)
        return vm
    }

    @Test
    fun tappingTheOpponentsPieceShowsTheCoresMessageAndLeavesTheGameAlone() {
        val vm = started(vsComputer(Side.ATTACKERS))
        val before = view(vm)
        val defender = cells(vm).first { it.piece == Piece.DEFENDER }

        tap(vm, defender.coord)

        val after = view(vm)
        assertTrue(after.message?.error is GameException.NotYourPiece)
        assertEquals("That piece belongs to the other side.", after.message?.text)
        assertEquals(before.board.rows.map { row -> row.map { it.piece } }, after.board.rows.map { row -> row.map { it.piece } })
        assertEquals(before.moves, after.moves)
        assertTrue(cells(vm).none { it.selected || it.target })
        vm.messageShown()
        assertNull("shown once", view(vm).message)
    }

    @Test
    fun theComputerRepliesWhenTheHumanPlaysDefendersAndTheMainThreadNeverWaits() {
        val vm = started(vsComputer(Side.DEFENDERS, Level.MEDIUM))
        awaitMain { view(vm).moves.size == 1 && view(vm).busy == Busy.IDLE }
        assertTrue(tapRandomMove(vm, Random(1)))
        awaitMain { view(vm).ply == 3u && view(vm).busy == Busy.IDLE }
        assertMainThreadNeverBlocked(vm)
    }

    @Test
    fun theComputerRepliesWhenTheHumanPlaysAttackers() {
        val vm = started(vsComputer(Side.ATTACKERS, Level.MEDIUM))
        assertTrue(view(vm).moves.isEmpty())
        assertTrue(tapRandomMove(vm, Random(2)))
        awaitMain { view(vm).moves.firstOrNull()?.second != null && view(vm).busy == Busy.IDLE }
        assertEquals(Status.YourMove(Side.ATTACKERS), view(vm).status)
        assertEquals("Your move (Attackers)", view(vm).headline)
        assertMainThreadNeverBlocked(vm)
    }

    @Test
    fun theComputerWaitsWhileTheAppIsHiddenAndGoesOnWhenShown() {
        val vm = started(vsComputer(Side.ATTACKERS, Level.MEDIUM))
        vm.pause()
        assertTrue(tapRandomMove(vm, Random(6)))
        assertEquals(Status.ComputerWaiting(Side.DEFENDERS), view(vm).status)
        Thread.sleep(200)
        awaitMain { true }
        assertEquals("no search while hidden", 1u, view(vm).ply)
        vm.resume()
        awaitMain { view(vm).ply == 2u && view(vm).busy == Busy.IDLE }
        assertMainThreadNeverBlocked(vm)
    }

    @Test
    fun undoTakesBackTheMovePairAndRedoReplaysIt() {
        val vm = started(vsComputer(Side.ATTACKERS))
        assertFalse(view(vm).canUndo)
        assertTrue(tapRandomMove(vm, Random(3)))
        awaitMain { view(vm).moves.firstOrNull()?.second != null && view(vm).busy == Busy.IDLE }
        val afterReply = view(vm).moves

        vm.game.act { undo() }
        assertTrue(view(vm).moves.isEmpty())
        assertTrue(view(vm).canRedo)

        vm.game.act { redo() }
        awaitIdle(vm)
        assertEquals(afterReply, view(vm).moves)
        assertFalse(view(vm).canRedo)
        assertTrue(view(vm).canUndo)
    }

    @Test
    fun undoWhileTheComputerThinksStopsItAndTakesBackTheHumansMove() {
        val vm = shown()
        vm.updateSettings { it.copy(hardThinkMillis = thinkTime().maxMillis) }
        vm.startNewGame(vsComputer(Side.ATTACKERS, Level.HARD))
        assertTrue(tapRandomMove(vm, Random(7)))
        assertEquals(Busy.COMPUTER_MOVE, view(vm).busy)
        assertTrue(view(vm).canUndo)
        vm.game.act { undo() }
        assertEquals(Busy.IDLE, view(vm).busy)
        assertEquals(0u, view(vm).ply)
        Thread.sleep(200)
        awaitMain { true }
        assertEquals("the stopped search never lands", 0u, view(vm).ply)
        assertMainThreadNeverBlocked(vm)
    }

    @Test
    fun aHintMarksAMoveOfTheSideToMove() {
        val vm = shown()
        vm.updateSettings { it.copy(hardThinkMillis = thinkTime().minMillis) }
        vm.startNewGame(twoPlayers(Preset.BRANDUBH))
        assertTrue(view(vm).canHint)
        vm.game.act { hint() }
        assertEquals(Status.FindingHint(Side.ATTACKERS), view(vm).status)
        assertEquals("Looking for a hint…", view(vm).headline)
        assertFalse("one search at a time", view(vm).canHint)
        awaitIdle(vm)
        val marked = cells(vm).filter { it.hint }
        assertEquals(2, marked.size)
        assertEquals("the hint starts on an attacker", 1, marked.count { it.piece == Piece.ATTACKER })
        assertTrue(view(vm).moves.isEmpty())
        assertMainThreadNeverBlocked(vm)
    }

    @Test
    fun aNewGameWhileTheComputerThinksCancelsTheSearchAndShowsTheNewGame() {
        val vm = shown()
        vm.updateSettings { it.copy(hardThinkMillis = thinkTime().maxMillis) }
        val hard = vsComputer(Side.DEFENDERS, Level.HARD)
        vm.startNewGame(hard)
        assertEquals(Busy.COMPUTER_MOVE, view(vm).busy)

        val started = System.nanoTime()
        vm.startNewGame(twoPlayers(Preset.TABLUT))
        val waitedMillis = (System.nanoTime() - started) / 1_000_000
        println("new game replaced a running 5 s search after $waitedMillis ms")

        val state = view(vm)
        assertEquals(Busy.IDLE, state.busy)
        assertEquals(9, state.board.size.toInt())
        assertTrue(state.moves.isEmpty())
        assertEquals("Tablut", state.title)
        assertNull(state.message)
        // The forgotten search must not land on the new game later.
        Thread.sleep(200)
        awaitMain { true }
        assertTrue(view(vm).moves.isEmpty())
        assertTrue("the search was dropped, not waited for ($waitedMillis ms)", waitedMillis < 1_000)
        assertMainThreadNeverBlocked(vm)
    }

    @Test
    fun capturesAreSignalledOnlyWhenTheSettingIsOn() {
        val line = GameDriver.captureLine(GameDriver.twoPlayers(Preset.BRANDUBH))
        for (feedbackOn in listOf(true, false)) {
            val vm = started(twoPlayers(Preset.BRANDUBH))
            vm.updateSettings { it.copy(captureFeedback = feedbackOn) }
            val before = view(vm).board.captureSignal
            line.forEach { (from, to) ->
                tap(vm, from)
                tap(vm, to)
            }
            assertTrue(cells(vm).any { it.captured != null })
            assertEquals(if (feedbackOn) before + 1u else before, view(vm).board.captureSignal)
        }
    }

    @Test
    fun theMoveListNumbersTurnsInTheRecordsNotation() {
        val vm = started(twoPlayers(Preset.BRANDUBH))
        repeat(3) { assertTrue(tapRandomMove(vm, Random(4))) }
        val moves = view(vm).moves
        assertEquals(listOf(1u, 2u), moves.map { it.number })
        assertNotNull(moves[0].second)
        assertNull(moves[1].second)
        assertEquals(listOfNotNull(moves[0].first, moves[0].second, moves[1].first).joinToString(" "), vm.game.core.record())
    }

    @Test
    fun aNewSystemLanguageRewordsTheGameTheStatisticsAndTheRules() {
        val vm = shown()
        GameDriver.playTwoPlayerGameToEnd(vm, Random(8))
        vm.game.act { undo() }
        assertEquals("Two players", vm.app.core.statistics().single().lines.single().opponent)
        val english = view(vm).headline
        assertTrue(english, english.startsWith("To move: "))

        vm.setLanguage("ru") // as TaflApp does after a configuration change
        assertTrue(view(vm).headline, view(vm).headline.startsWith("Ходят: "))
        assertEquals("Брандубх", view(vm).title)
        assertNotEquals("Two players", vm.app.core.statistics().single().lines.single().opponent)
        assertTrue(vm.game.core.rulebook().title.any { it in 'А'..'я' })

        vm.setLanguage("en")
        assertEquals(english, view(vm).headline)
        assertEquals("Two players", vm.app.core.statistics().single().lines.single().opponent)
    }

    private fun assertMainThreadNeverBlocked(vm: AppViewModel) {
        val longest = vm.coreCalls.longestMillis
        println("longest main-thread core call: %.2f ms (%s)".format(longest, vm.coreCalls.longestName))
        // A search on the main thread takes hundreds of milliseconds even at Easy/Medium on a slow
        // machine; every other call is a lock, a copy or a move, and cancel() waits at most ~20 ms.
        assertTrue("main thread spent $longest ms in ${vm.coreCalls.longestName}", longest < 250.0)
    }
}
