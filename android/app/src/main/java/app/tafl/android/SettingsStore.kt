package app.tafl.android

import android.content.Context
import android.content.SharedPreferences

/** [Settings] in their own SharedPreferences file, so clearing a damaged game never touches them. */
class SettingsStore(context: Context) {
    private val prefs: SharedPreferences =
        context.applicationContext.getSharedPreferences("tafl_settings", Context.MODE_PRIVATE)

    fun load(): Settings {
        val defaults = Settings()
        return Settings(
            hardThinkMillis = Settings.clampThinkMillis(prefs.getInt(KEY_THINK, defaults.hardThinkMillis)),
            showLegalMoves = prefs.getBoolean(KEY_LEGAL_MOVES, defaults.showLegalMoves),
            captureFeedback = prefs.getBoolean(KEY_CAPTURE_FEEDBACK, defaults.captureFeedback),
            turnBoardForHotSeat = prefs.getBoolean(KEY_TURN_BOARD, defaults.turnBoardForHotSeat),
        )
    }

    fun store(settings: Settings) {
        prefs.edit()
            .putInt(KEY_THINK, settings.hardThinkMillis)
            .putBoolean(KEY_LEGAL_MOVES, settings.showLegalMoves)
            .putBoolean(KEY_CAPTURE_FEEDBACK, settings.captureFeedback)
            .putBoolean(KEY_TURN_BOARD, settings.turnBoardForHotSeat)
            .apply()
    }

    private companion object {
        const val KEY_THINK = "hard_think_millis"
        const val KEY_LEGAL_MOVES = "show_legal_moves"
        const val KEY_CAPTURE_FEEDBACK = "capture_feedback"
        const val KEY_TURN_BOARD = "turn_board_hot_seat"
    }
}
