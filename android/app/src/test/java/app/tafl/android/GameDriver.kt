package app.tafl.android

import android.app.Application
import android.os.Looper
import androidx.test.core.app.ApplicationProvider
import app.tafl.core.Busy
import app.tafl.core.Coord
import app.tafl.core.FinishedGame
import app.tafl.core.GameConfig
import app.tafl.core.GameController
import app.tafl.core.GameView
import app.tafl.core.Mode
import app.tafl.core.Preset
import app.tafl.core.Status
import kotlin.random.Random
import org.junit.Assert.assertTrue
import org.robolectric.Shadows.shadowOf

/**
 * Drives a [GameViewModel] the way a player does (taps), for tests that need whole games.
 *
 * Every Robolectric test class runs with `@GraphicsMode(NATIVE)`, so that all share one sandbox:
 * each sandbox loads the generated bindings in a class loader of its own, and the native library
 * keeps only the listener table registered last, so the controller's news would reach only the
 * classes of the sandbox that loaded the bindings last.
 */
object GameDriver {
    val app: Application get() = ApplicationProvider.getApplicationContext()

    /**
     * A view-model as the app shows it (Activity.onResume): the computer moves by itself, and the
     * history has been read.
     */
    fun shown(storage: Storage = Storage(app)): GameViewModel = withHistory(GameViewModel(app, storage).apply { onShown() })

    /** [vm] once it has read the history (on a thread of its own, handed to the main thread). */
    fun withHistory(vm: GameViewModel): GameViewModel = vm.apply { awaitMain { history.value.loaded } }

    /** Runs the main looper (where the view-model applies the core's news) until [done] or the timeout. */
    fun awaitMain(timeoutMillis: Long = 20_000, done: () -> Boolean) {
        val deadline = System.nanoTime() + timeoutMillis * 1_000_000
        while (true) {
            shadowOf(Looper.getMainLooper()).idle()
            if (done()) return
            assertTrue("condition not met within $timeoutMillis ms", System.nanoTime() < deadline)
            Thread.sleep(5)
        }
    }

    fun view(vm: GameViewModel): GameView = vm.state.value.view

    fun cells(vm: GameViewModel) = view(vm).board.rows.flatten()

    fun isOver(vm: GameViewModel) = view(vm).status is Status.Finished

    /** Nothing searches: the computer's reply (or a hint) has arrived. */
    fun awaitIdle(vm: GameViewModel) = awaitMain { view(vm).busy == Busy.IDLE }

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
        while (!isOver(vm)) {
            assertTrue("no legal move in an ongoing game", tapRandomMove(vm, random))
            assertTrue("game not over after $maxPlies plies", ++plies < maxPlies)
        }
    }

    /** Against the computer: random moves for the human, waiting for each reply, until the game ends. */
    fun playAgainstComputerToEnd(vm: GameViewModel, random: Random, maxPlies: Int = 2000) {
        var plies = 0
        while (true) {
            awaitIdle(vm)
            if (isOver(vm)) return
            assertTrue("no legal move in an ongoing game", tapRandomMove(vm, random))
            assertTrue("game not over after $maxPlies plies", ++plies < maxPlies)
        }
    }

    fun twoPlayers(preset: Preset) = GameConfig(preset = preset, mode = Mode.TwoPlayers)

    /**
     * A game of [config] played to its end on a controller of its own — random moves for the people
     * ([random]), the seeded computer's for the computer — as the history keeps it, finished at
     * [finishedAt] (seconds since 1970) so that a page listing it reads the same on every run.
     */
    fun finishedGame(config: GameConfig, random: Random, finishedAt: ULong, maxPlies: Int = 2000): FinishedGame =
        GameController(config).use { game ->
            var plies = 0
            while (game.view().status !is Status.Finished) {
                if (game.movablePieces().isEmpty()) {
                    game.startComputer()
                    assertTrue("the computer did not move", game.waitUntilIdle(60_000u))
                } else {
                    val from = game.movablePieces().filter { game.targets(it).isNotEmpty() }.random(random)
                    game.play(from, game.targets(from).random(random))
                }
                assertTrue("game not over after $maxPlies plies", ++plies < maxPlies)
            }
            requireNotNull(game.takeFinished()).copy(finishedAt = finishedAt)
        }

    /**
     * The shortest line of moves (at most [depth] plies) from the start of [config]'s game whose
     * last move captures, found with the core itself (depth-first with undo).
     */
    fun captureLine(config: GameConfig, depth: Int = 3): List<Pair<Coord, Coord>> =
        GameController(config).use { probe -> findCaptureLine(probe, depth) } ?: error("no capture within $depth plies")

    /** The shortest line (at most [depth] plies) whose last move captures, searched on [game] and undone. */
    fun findCaptureLine(game: GameController, depth: Int): List<Pair<Coord, Coord>>? {
        for (limit in 1..depth) {
            val line = mutableListOf<Pair<Coord, Coord>>()
            fun search(left: Int): Boolean {
                for (from in game.movablePieces()) {
                    for (to in game.targets(from)) {
                        game.play(from, to)
                        line += from to to
                        val captured = game.view().lastMove?.captured.orEmpty().isNotEmpty()
                        val found = if (left == 1) captured else !captured && search(left - 1)
                        game.undo()
                        if (found) return true
                        line.removeAt(line.lastIndex)
                    }
                }
                return false
            }
            if (search(limit)) return line
        }
        return null
    }
}
