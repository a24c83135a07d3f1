package app.tafl.android

import android.os.Handler
import android.os.Looper
import app.tafl.core.ControllerListener
import app.tafl.core.Coord
import app.tafl.core.GameException
import app.tafl.core.Preferences
import app.tafl.core.PuzzleController
import app.tafl.core.PuzzleProgress
import app.tafl.core.PuzzleView
import app.tafl.core.errorText
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow

/** A puzzle on its page: the core's view and why the last action was refused, if the view does not say. */
data class PuzzleUi(val view: PuzzleView, val message: String?)

/**
 * One puzzle being solved, on its page. The core's [PuzzleController] decides every move: the main
 * line's answers come at once; a move off it is checked on the core's thread (the view's `busy`),
 * which tells the listener when it is decided, and this class reads the view again on the main
 * thread. No call made here waits for a search but [close] and [cancel], which stop it first.
 * After every change [onChanged] is told, so that a decided attempt is recorded.
 */
class PuzzleSession(
    id: String,
    private val coreCalls: CoreCallTimer,
    private var language: String,
    preferences: Preferences,
    private val onChanged: (PuzzleSession) -> Unit,
) : AutoCloseable {
    private val main = Handler(Looper.getMainLooper())
    @Volatile
    private var closed = false
    private val controller: PuzzleController = coreCalls.call("PuzzleController") { PuzzleController(id, language) }
    /** A refusal the core's view does not keep, until the next action. */
    private var appMessage: String? = null
    private val _state = MutableStateFlow(PuzzleUi(coreCalls.call("puzzle.view") { controller.view() }, null))
    val state: StateFlow<PuzzleUi> = _state.asStateFlow()

    init {
        coreCalls.call("puzzle.setup") {
            controller.setPreferences(preferences)
            controller.setListener(object : ControllerListener {
                override fun changed() {
                    main.post { if (!closed) refresh() } // called on the prover's thread
                }
            })
        }
        refresh()
    }

    fun tap(at: Coord) = act("puzzle.tap") { controller.tap(at) }

    fun dragStart(at: Coord) = act("puzzle.dragStart") { controller.dragStart(at) }

    fun drop(at: Coord) = act("puzzle.dropOn") { controller.dropOn(at) }

    /** Marks the piece to move (found on the core's thread when the game left the main line). */
    fun hint() = act("puzzle.hint") { controller.hint() }

    /** Plays the solution out (the attempt fails); then [solutionStep] goes through it. */
    fun showSolution() = act("puzzle.showSolution") { controller.showSolution() }

    fun solutionStep(forward: Boolean) = act("puzzle.solutionStep") { controller.solutionStep(forward) }

    /** A new attempt from the start; a running check is stopped. */
    fun restart() = act("puzzle.restart") { controller.restart() }

    fun dismissMessage() = act("puzzle.dismissMessage") { controller.dismissMessage() }

    /** Stops a running check; returns once it has stopped (the move being checked is dropped). */
    fun cancel() = act("puzzle.cancel") { controller.cancel() }

    fun setLanguage(code: String) {
        language = code
        act("puzzle.setLanguage") { controller.setLanguage(code) }
    }

    fun setPreferences(preferences: Preferences) = act("puzzle.setPreferences") { controller.setPreferences(preferences) }

    /** Counts the attempt in [progress] once it is decided; true when it was counted now. */
    fun record(progress: PuzzleProgress): Boolean =
        !closed && coreCalls.call("puzzles.record") { progress.record(controller) } != null

    override fun close() {
        if (closed) return
        closed = true
        coreCalls.call("puzzle.close") {
            controller.setListener(null)
            controller.cancel()
            controller.close()
        }
    }

    private fun act(name: String, action: () -> Unit) {
        if (closed) return
        appMessage = null
        try {
            coreCalls.call(name, action)
        } catch (e: GameException) {
            // The view carries the core's message; a refusal it does not keep is said here.
            if (coreCalls.call("puzzle.view") { controller.view() }.message == null) appMessage = errorText(e, language)
        }
        refresh()
    }

    private fun refresh() {
        if (closed) return
        val view = coreCalls.call("puzzle.view") { controller.view() }
        _state.value = PuzzleUi(view, appMessage ?: view.message?.text)
        onChanged(this)
    }
}
