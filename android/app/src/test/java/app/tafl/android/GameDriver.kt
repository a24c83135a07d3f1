package app.tafl.android

import android.app.Application
import android.os.Looper
import androidx.lifecycle.ViewModelProvider
import androidx.lifecycle.ViewModelStore
import androidx.lifecycle.viewmodel.initializer
import androidx.lifecycle.viewmodel.viewModelFactory
import androidx.test.core.app.ApplicationProvider
import app.tafl.core.AppCore
import app.tafl.core.Busy
import app.tafl.core.Coord
import app.tafl.core.GameConfig
import app.tafl.core.GameController
import app.tafl.core.GameView
import app.tafl.core.LessonController
import app.tafl.core.LessonView
import app.tafl.core.Mode
import app.tafl.core.Preset
import app.tafl.core.PuzzleController
import app.tafl.core.PuzzleView
import app.tafl.core.ReviewController
import app.tafl.core.ReviewPageView
import app.tafl.core.Status
import java.io.File
import kotlin.random.Random
import org.junit.Assert.assertTrue
import org.robolectric.Shadows.shadowOf

/**
 * Launches the app's [AppViewModel] over the test's files folder and drives it the way a player
 * does (taps), for tests that need whole games.
 *
 * Every Robolectric test class runs with `@GraphicsMode(NATIVE)`, so that all share one sandbox:
 * each sandbox loads the generated bindings in a class loader of its own, and the native library
 * keeps only the listener table registered last, so the core's news would reach only the classes
 * of the sandbox that loaded the bindings last.
 */
object GameDriver {
    val app: Application get() = ApplicationProvider.getApplicationContext()

    /** Where the core keeps the app's files (the tests look at them, the app never does). */
    fun file(name: String) = File(app.filesDir, name)

    private val stores = mutableMapOf<AppViewModel, ViewModelStore>()

    /** A new start of the app over its files, as the activity makes it, once the core has read them ([waitForFiles]). */
    fun launched(waitForFiles: Boolean = true): AppViewModel {
        val store = ViewModelStore()
        val vm = ViewModelProvider.create(store, viewModelFactory { initializer { AppViewModel(app) } })[AppViewModel::class]
        stores[vm] = store
        if (waitForFiles) awaitMain { vm.app.view.value.loaded }
        return vm
    }

    /** The app launched and shown (Activity.onResume): the computer moves by itself. */
    fun shown(): AppViewModel = launched().apply { resume() }

    /**
     * The app goes to the background and its process ends (the core has written everything), then
     * a new start over the same files.
     */
    fun relaunched(vm: AppViewModel): AppViewModel {
        close(vm)
        return launched()
    }

    /** The app goes to the background and its process ends: what the core wrote is all that is left. */
    fun close(vm: AppViewModel) {
        vm.pause()
        assertTrue("the files were not written", vm.app.core.waitUntilSaved(20_000u))
        stores.remove(vm)?.clear()
    }

    /**
     * What the files hold once the core has written what waits, as a new start reads them (an app
     * object of its own over the same folder, let go after [read]).
     */
    fun <T> stored(vm: AppViewModel, read: (AppCore) -> T): T {
        assertTrue("the files were not written", vm.app.core.waitUntilSaved(20_000u))
        return AppCore.launch(app.filesDir.path, "en").use { core ->
            assertTrue(core.waitUntilLoaded(20_000u))
            read(core)
        }
    }

    /** The game's save as the core wrote it. */
    fun storedSave(vm: AppViewModel): String {
        assertTrue("the files were not written", vm.app.core.waitUntilSaved(20_000u))
        return file("game.json").readText()
    }

    /** Runs the main looper (where the core's news is read) until [done] or the timeout. */
    fun awaitMain(timeoutMillis: Long = 20_000, done: () -> Boolean) {
        val deadline = System.nanoTime() + timeoutMillis * 1_000_000
        while (true) {
            shadowOf(Looper.getMainLooper()).idle()
            if (done()) return
            assertTrue("condition not met within $timeoutMillis ms", System.nanoTime() < deadline)
            Thread.sleep(5)
        }
    }

    fun view(vm: AppViewModel): GameView = vm.game.view.value

    fun cells(vm: AppViewModel) = view(vm).board.rows.flatten()

    fun isOver(vm: AppViewModel) = view(vm).status is Status.Finished

    /**
     * A tap on a square of the game page, as the board forwards it; then the main thread reads
     * what the core said meanwhile (a finished game counted: the statistics and the history).
     */
    fun tap(vm: AppViewModel, at: Coord) {
        vm.game.act { tap(at) }
        idle()
    }

    /** Runs what waits on the main looper: the core's news handed over there. */
    fun idle() = shadowOf(Looper.getMainLooper()).idle()

    /** Nothing searches: the computer's reply (or a hint) has arrived. */
    fun awaitIdle(vm: AppViewModel) = awaitMain { view(vm).busy == Busy.IDLE }

    // ---- the pages open on top of the game -----------------------------------------------------

    fun lesson(vm: AppViewModel): Live<LessonController, LessonView> = (vm.page.value as Page.Lesson).live

    fun puzzle(vm: AppViewModel): Live<PuzzleController, PuzzleView> = (vm.page.value as Page.Puzzle).live

    fun review(vm: AppViewModel): Live<ReviewController, ReviewPageView> = (vm.page.value as Page.Review).live

    fun analysis(vm: AppViewModel): Live<GameController, GameView> = (vm.page.value as Page.Analysis).live

    fun historyGame(vm: AppViewModel): Live<GameController, GameView> = (vm.page.value as Page.HistoryGame).live

    // ---- whole games ---------------------------------------------------------------------------

    /**
     * Plays one random legal move for the side to move by tapping: a piece, then one of its
     * targets. Pieces that cannot move (or belong to the other side: a message, cleared here) are
     * skipped. False when no piece can move.
     */
    fun tapRandomMove(vm: AppViewModel, random: Random): Boolean {
        val pieces = cells(vm).filter { it.piece != null }.shuffled(random)
        for (cell in pieces) {
            tap(vm, cell.coord)
            if (view(vm).message != null) vm.game.act { dismissMessage() }
            val targets = cells(vm).filter { it.target }
            if (targets.isNotEmpty()) {
                tap(vm, targets.random(random).coord)
                return true
            }
            if (cells(vm).any { it.selected }) tap(vm, cell.coord) // deselect
        }
        return false
    }

    /** Two players: random moves until the game is over (bounded, so a test cannot hang). */
    fun playTwoPlayerGameToEnd(vm: AppViewModel, random: Random, maxPlies: Int = 2000) {
        var plies = 0
        while (!isOver(vm)) {
            assertTrue("no legal move in an ongoing game", tapRandomMove(vm, random))
            assertTrue("game not over after $maxPlies plies", ++plies < maxPlies)
        }
    }

    /** Against the computer: random moves for the human, waiting for each reply, until the game ends. */
    fun playAgainstComputerToEnd(vm: AppViewModel, random: Random, maxPlies: Int = 2000) {
        var plies = 0
        while (true) {
            awaitIdle(vm)
            if (isOver(vm)) return
            assertTrue("no legal move in an ongoing game", tapRandomMove(vm, random))
            assertTrue("game not over after $maxPlies plies", ++plies < maxPlies)
        }
    }

    fun twoPlayers(preset: Preset) = GameConfig(preset = preset, mode = Mode.TwoPlayers)

    /** A legal first move of Brandubh, found by the core. */
    fun firstMove(): Pair<Coord, Coord> = GameController(twoPlayers(Preset.BRANDUBH)).use { probe ->
        val from = probe.movablePieces().first { probe.targets(it).isNotEmpty() }
        from to probe.targets(from).first()
    }

    /**
     * The app's game played to its end — random moves for the people ([random]), the computer's
     * own (it moves when started) — by the core's calls, as quickly as the core answers.
     */
    fun playToEnd(game: GameController, random: Random, maxPlies: Int = 2000) {
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
                        val captured = game.view().board.lastMove?.captured.orEmpty().isNotEmpty()
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
