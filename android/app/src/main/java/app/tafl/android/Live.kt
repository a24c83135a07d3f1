package app.tafl.android

import android.os.Handler
import android.os.Looper
import app.tafl.core.GameException
import app.tafl.core.Listener
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow

/**
 * A core object held while its page is open (the app, the game, a lesson, a puzzle, a review, an
 * analysis board) and its [view], read on the main thread. Every action is "call the core, then
 * read the view": a refusal is no error here, the view's `message` words it, so [act] drops the
 * [GameException]. When the object changes by itself (the computer moved, a puzzle's move was
 * checked, the files were read) its [Listener] is called on a thread of the core's and hops to the
 * main thread to read the view again; [then] is read again after it (the pages follow the app).
 * [close] stops listening and lets the object go, which stops its work.
 */
class Live<C : AutoCloseable, V>(
    val core: C,
    private val calls: CoreCallTimer,
    private val listen: C.(Listener?) -> Unit,
    private val read: C.() -> V,
    private val then: () -> Unit = {},
) : AutoCloseable {
    private val main = Handler(Looper.getMainLooper())
    private val name = core.javaClass.simpleName
    private var closed = false

    init {
        // Listening before the first read: a change between the two is not missed.
        core.listen(object : Listener {
            override fun changed() {
                main.post(::refresh)
            }
        })
    }

    private val state = MutableStateFlow(calls.call("$name.view") { core.read() })
    val view: StateFlow<V> = state.asStateFlow()

    /** Calls the core, then reads the view again. */
    fun act(action: C.() -> Any?) {
        if (closed) return
        try {
            calls.call(name) { core.action() }
        } catch (_: GameException) {
            // Refused: the view's message says why.
        }
        refresh()
    }

    /** Reads the view again (and what follows it). */
    fun refresh() {
        if (closed) return
        state.value = calls.call("$name.view") { core.read() }
        then()
    }

    override fun close() {
        if (closed) return
        closed = true
        core.listen(null)
        core.close()
    }
}
