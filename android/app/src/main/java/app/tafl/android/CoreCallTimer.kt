package app.tafl.android

import android.os.Looper

/**
 * Measures how long the main thread spends inside core calls. The view-model routes every core
 * call it makes on the main thread through [call], so a test (or a debug screen) can show that the
 * UI never waits for the core: the searches run on Dispatchers.Default and must never show up here.
 */
class CoreCallTimer {
    /** The longest main-thread core call so far, in milliseconds, and what it was. */
    @Volatile
    var longestMillis: Double = 0.0
        private set

    @Volatile
    var longestName: String = ""
        private set

    fun <T> call(name: String, block: () -> T): T {
        if (Looper.myLooper() != Looper.getMainLooper()) return block()
        // Wall time on purpose: SystemClock is a fake clock under Robolectric.
        val start = System.nanoTime()
        try {
            return block()
        } finally {
            val millis = (System.nanoTime() - start) / 1_000_000.0
            if (millis > longestMillis) {
                longestMillis = millis
                longestName = name
            }
        }
    }
}
