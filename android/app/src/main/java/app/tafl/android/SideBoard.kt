package app.tafl.android

import android.os.Handler
import android.os.Looper
import app.tafl.core.ControllerListener
import app.tafl.core.Coord
import app.tafl.core.GameController
import app.tafl.core.GameException
import app.tafl.core.GameView
import app.tafl.core.Piece
import app.tafl.core.Side
import app.tafl.core.errorText
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow

/**
 * A board page's state: the core's view and why the last action was refused, shown on the page until
 * the next action (the core's message, with the square or the reason, or one the app words).
 */
data class BoardUi(val view: GameView, val message: String?)

/**
 * A game shown beside the live one on a page of its own: a game of the history (replay only) or an
 * analysis board. As for the live game, its [GameController] decides everything: this class forwards
 * input, publishes the view, and reads it again on the main thread when the core changed it by itself
 * (the analysis engine went deeper). Every core call made here goes through [coreCalls].
 *
 * The analysis engine runs only between [resume] and [cancel]; [close] stops it and frees the game.
 */
class SideBoard(
    private val controller: GameController,
    private val coreCalls: CoreCallTimer,
    private var language: String,
) : AutoCloseable {
    private val main = Handler(Looper.getMainLooper())
    @Volatile
    private var closed = false
    /** A refusal the core's view does not keep, until the next action. */
    private var appMessage: String? = null
    private val _state = MutableStateFlow(BoardUi(coreCalls.call("view") { controller.view() }, null))
    val state: StateFlow<BoardUi> = _state.asStateFlow()

    init {
        coreCalls.call("setListener") {
            controller.setListener(object : ControllerListener {
                override fun changed() {
                    main.post { if (!closed) refresh() } // called on the engine's thread
                }
            })
        }
    }

    // ---- the board and the buttons: the core decides -------------------------------------------

    fun tap(coord: Coord) = act("tap") { controller.tap(coord) }

    fun dragStart(coord: Coord) = act("dragStart") { controller.dragStart(coord) }

    fun drop(coord: Coord) = act("dropOn") { controller.dropOn(coord) }

    fun undo() = act("undo") { controller.undo() }

    fun redo() = act("redo") { controller.redo() }

    // ---- replay ----------------------------------------------------------------------------------

    fun replayTo(ply: UInt) = act("replayTo") { controller.replayTo(ply) }

    fun replayStep(forward: Boolean) = act("replayStep") { controller.replayStep(forward) }

    // ---- setting up a position (analysis board) ------------------------------------------------

    fun setupBegin() = act("setupBegin") { controller.setupBegin() }

    /** [piece] null empties the square. */
    fun setupPut(coord: Coord, piece: Piece?) = act("setupPut") { controller.setupPut(coord, piece) }

    fun setupSide(side: Side) = act("setupSide") { controller.setupSide(side) }

    fun setupClear() = act("setupClear") { controller.setupClear() }

    fun setupStartPosition() = act("setupStartPosition") { controller.setupStartPosition() }

    /** The core refuses a position without a king, a soldier on a square it may not stand on, or a decided game. */
    fun setupDone() = act("setupDone") { controller.setupDone() }

    fun setupCancel() = act("setupCancel") { controller.setupCancel() }

    // ---- the rest ------------------------------------------------------------------------------

    /** An analysis board of the position shown (the owner keeps it in a [SideBoard] of its own). */
    fun analysisBoard(): GameController = coreCalls.call("analysisBoard") { controller.analysisBoard() }

    /** The analysis engine looks at every position from now on. */
    fun resume() = act("resume") { controller.resume() }

    /** Stops the engine; returns once it has stopped (within about 20 ms). */
    fun cancel() = act("cancel") { controller.cancel() }

    fun setLanguage(code: String) {
        language = code
        act("setLanguage") { controller.setLanguage(code) }
    }

    override fun close() {
        if (closed) return
        closed = true
        coreCalls.call("close") {
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
            // The view carries the core's message (with the square or the reason); others are said once here.
            if (controller.view().message == null) appMessage = errorText(e, language)
        }
        refresh()
    }

    private fun refresh() {
        val view = coreCalls.call("view") { controller.view() }
        _state.value = BoardUi(view, appMessage ?: view.message?.text)
    }
}
