package app.tafl.android

import android.app.Application
import android.os.Looper
import androidx.test.core.app.ApplicationProvider
import app.tafl.core.Coord
import app.tafl.core.GameSession
import app.tafl.core.SessionConfig
import kotlin.random.Random
import org.junit.Assert.assertTrue
import org.robolectric.Shadows.shadowOf

/** Drives a [GameViewModel] the way a player does (taps), for tests that need whole games. */
object GameDriver {
    val app: Application get() = ApplicationProvider.getApplicationContext()

    /** Runs the main looper (where the view-model applies background results) until [done] or the timeout. */
    fun awaitMain(timeoutMillis: Long = 20_000, done: () -> Boolean) {
        val deadline = System.nanoTime() + timeoutMillis * 1_000_000
        while (true) {
            shadowOf(Looper.getMainLooper()).idle()
            if (done()) return
            assertTrue("condition not met within $timeoutMillis ms", System.nanoTime() < deadline)
            Thread.sleep(5)
        }
    }

    fun cells(vm: GameViewModel) = vm.state.value.board.rows.flatten()

    /**
     * Plays one random legal move for the side to move by tapping: a piece, then one of its
     * targets. Pieces that cannot move (or belong to the other side: a message, cleared here) are
     * skipped. False when no piece can move.
     */
    fun tapRandomMove(vm: GameViewModel, random: Random): Boolean {
        val pieces = cells(vm).filter { it.piece != null }.shuffled(random)
        for (cell in pieces) {
            vm.onSquareTapped(cell.coord)
            if (vm.state.value.message != null) vm.messageShown()
            val targets = cells(vm).filter { it.target }
            if (targets.isNotEmpty()) {
                vm.onSquareTapped(targets.random(random).coord)
                return true
            }
            if (cells(vm).any { it.selected }) vm.onSquareTapped(cell.coord) // deselect
        }
        return false
    }

    /** Two players: random moves until the game is over (bounded, so a test cannot hang). */
    fun playTwoPlayerGameToEnd(vm: GameViewModel, random: Random, maxPlies: Int = 2000) {
        var plies = 0
        while (!vm.state.value.status.gameOver) {
            assertTrue("no legal move in an ongoing game", tapRandomMove(vm, random))
            assertTrue("game not over after $maxPlies plies", ++plies < maxPlies)
        }
    }

    /** Against the computer: random moves for the human, waiting for each reply, until the game ends. */
    fun playAgainstComputerToEnd(vm: GameViewModel, random: Random, maxPlies: Int = 2000) {
        var plies = 0
        while (true) {
            awaitMain { !vm.state.value.thinking }
            if (vm.state.value.status.gameOver) return
            assertTrue("no legal move in an ongoing game", tapRandomMove(vm, random))
            assertTrue("game not over after $maxPlies plies", ++plies < maxPlies)
        }
    }

    /**
     * The shortest line of moves (at most [depth] plies) from the start of [config]'s game that ends
     * with a capture, found with the core itself (depth-first with undo).
     */
    fun captureLine(config: SessionConfig, depth: Int = 3): List<Pair<Coord, Coord>> {
        GameSession(config).use { probe ->
            for (d in 1..depth) {
                val line = ArrayList<Pair<Coord, Coord>>()
                if (search(probe, d, line)) return line
            }
        }
        error("no capture within $depth plies")
    }

    private fun search(session: GameSession, depth: Int, line: MutableList<Pair<Coord, Coord>>): Boolean {
        for (from in session.movablePieces()) {
            for (to in session.targets(from)) {
                val outcome = session.play(from, to)
                line.add(from to to)
                if (outcome.captures.isNotEmpty() && depth == 1) return true
                if (outcome.captures.isEmpty() && depth > 1 && search(session, depth - 1, line)) return true
                line.removeAt(line.size - 1)
                session.undo()
            }
        }
        return false
    }
}
