package app.tafl.android

import app.tafl.core.GameSession
import app.tafl.core.ScoreTally
import app.tafl.core.TallyRow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow

/** What the statistics page shows. */
data class StatisticsUi(val rows: List<TallyRow>, val confirmingReset: Boolean = false)

/**
 * The score counter: the core's [ScoreTally] and its storage. Which games count, and that each
 * counts once, is the core's decision (ScoreTally.record takes each finished game once, even
 * across undo/redo and save/restore); this class only stores the result after every change.
 */
class Statistics(private val store: StatsStore, private val timer: CoreCallTimer) {
    private val tally: ScoreTally
    /** Why the stored tally was unreadable (it was replaced by an empty one), or null. */
    val loadFailure: Throwable?

    private val _state: MutableStateFlow<StatisticsUi>
    val state: StateFlow<StatisticsUi>

    init {
        val loaded = timer.call("tally.load") { store.load() }
        tally = loaded.tally
        loadFailure = loaded.failure
        _state = MutableStateFlow(StatisticsUi(timer.call("tally.rows") { tally.rows() }))
        state = _state.asStateFlow()
    }

    /** Counts the session's newly finished games; true if any was counted (then save the session too). */
    fun record(session: GameSession): Boolean {
        val counted = timer.call("tally.record") { tally.record(session) }
        if (counted.isEmpty()) return false
        save()
        return true
    }

    fun askReset() {
        _state.value = _state.value.copy(confirmingReset = true)
    }

    fun cancelReset() {
        _state.value = _state.value.copy(confirmingReset = false)
    }

    fun reset() {
        timer.call("tally.reset") { tally.reset() }
        save()
    }

    fun close() = tally.close()

    private fun save() {
        store.store(timer.call("tally.toJson") { tally.toJson() })
        _state.value = StatisticsUi(timer.call("tally.rows") { tally.rows() })
    }
}
