package app.tafl.android

import android.os.Handler
import android.os.Looper
import app.tafl.core.GameController
import app.tafl.core.GameReview
import app.tafl.core.GameReviewListener
import app.tafl.core.GameView
import app.tafl.core.MoveReviewView
import app.tafl.core.ReviewBudget
import app.tafl.core.ReviewProgress
import app.tafl.core.ReviewState
import app.tafl.core.ReviewView
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow

/**
 * The review page: the core's review in words ([review]: progress, then the summary per side and
 * every move), the move looked at ([chosen]) and the board before it ([board]).
 */
data class ReviewUi(val review: ReviewView, val chosen: MoveReviewView?, val board: GameView)

/**
 * The engine's review of a game, on its page. The core's [GameReview] runs on a thread of its own and
 * tells its listener after every position; this class reads the review again on the main thread.
 * Every verdict, the better move and its line are the core's.
 *
 * [game] is a copy of the game reviewed (restored from the live game's save, or a game of the
 * history), never resumed, owned by this class: it is replayed to the position before the move looked
 * at, where the better move would have been played.
 */
class ReviewSession(
    private val game: GameController,
    private val coreCalls: CoreCallTimer,
    private var language: String,
    private val budget: ReviewBudget = ReviewBudget.STANDARD,
) : AutoCloseable {
    private val main = Handler(Looper.getMainLooper())
    @Volatile
    private var closed = false
    private var review: GameReview = start()
    private var chosenPly: UInt? = null
    private val _state = MutableStateFlow(read())
    val state: StateFlow<ReviewUi> = _state.asStateFlow()

    /** Looks at the move of [ply]: the board shows the position it was played in. */
    fun choose(ply: UInt) {
        if (closed) return
        chosenPly = ply
        coreCalls.call("replayTo") { game.replayTo(ply - 1u) }
        refresh()
    }

    /** Stops the review; returns once it has stopped. */
    fun cancel() {
        if (closed) return
        coreCalls.call("review.cancel") { review.cancel() }
        refresh()
    }

    /** A cancelled review started again from the first position. */
    fun restart() {
        if (closed) return
        coreCalls.call("review.restart") {
            review.cancel()
            review.close()
        }
        review = start()
        chosenPly = null
        refresh()
    }

    fun setLanguage(code: String) {
        language = code
        coreCalls.call("setLanguage") { game.setLanguage(code) }
        refresh()
    }

    override fun close() {
        if (closed) return
        closed = true
        coreCalls.call("review.close") {
            review.cancel()
            review.close()
            game.close()
        }
    }

    private fun start(): GameReview = coreCalls.call("GameReview.ofGame") {
        GameReview.ofGame(game, budget, object : GameReviewListener {
            override fun changed(progress: ReviewProgress) {
                main.post { if (!closed) refresh() } // called on the review's thread
            }
        })
    }

    private fun refresh() {
        _state.value = read()
    }

    private fun read(): ReviewUi {
        val view = coreCalls.call("review.view") { review.view(language) }
        // A finished review opens on its first flagged move: the board has something to show.
        if (chosenPly == null && view.state == ReviewState.DONE) {
            view.moves.firstOrNull { it.flagged }?.let { first ->
                chosenPly = first.ply
                coreCalls.call("replayTo") { game.replayTo(first.ply - 1u) }
            }
        }
        val board = coreCalls.call("view") { game.view() }
        return ReviewUi(view, view.moves.firstOrNull { it.ply == chosenPly }, board)
    }
}
