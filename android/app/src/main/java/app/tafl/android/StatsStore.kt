package app.tafl.android

import android.content.Context
import android.content.SharedPreferences
import app.tafl.core.ScoreTally

/**
 * The core's score tally as its versioned JSON text in SharedPreferences. The app never reads
 * the JSON itself: the format belongs to the core, which the iOS app shares.
 */
class StatsStore(context: Context) {
    private val prefs: SharedPreferences =
        context.applicationContext.getSharedPreferences("tafl_stats", Context.MODE_PRIVATE)

    /** The stored tally, or an empty one with the reason the stored text could not be read. */
    fun load(): Loaded {
        val json = prefs.getString(KEY_TALLY, null) ?: return Loaded(ScoreTally(), null)
        return try {
            Loaded(ScoreTally.restore(json), null)
        } catch (e: Exception) {
            Loaded(ScoreTally(), e)
        }
    }

    /** Synchronous (commit): a counted game must not be counted again after a crash. */
    fun store(json: String) {
        prefs.edit().putString(KEY_TALLY, json).commit()
    }

    data class Loaded(val tally: ScoreTally, val failure: Throwable?)

    private companion object {
        const val KEY_TALLY = "tally"
    }
}
