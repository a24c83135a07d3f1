package app.tafl.android

import android.content.Context
import android.content.SharedPreferences
import app.tafl.core.Level
import app.tafl.core.Preset
import app.tafl.core.Side

/**
 * Keeps the running game across process death: the core's versioned save text (GameSession.save())
 * plus the new-game choice it was started with, in one SharedPreferences file.
 */
class SessionStore(context: Context) {
    private val prefs: SharedPreferences =
        context.applicationContext.getSharedPreferences("tafl_session", Context.MODE_PRIVATE)

    fun loadSave(): String? = prefs.getString(KEY_SAVE, null)

    fun loadChoice(default: Preset): NewGameChoice? {
        if (!prefs.contains(KEY_PRESET)) return null
        return NewGameChoice(
            preset = enumOr(prefs.getString(KEY_PRESET, null), default),
            vsComputer = prefs.getBoolean(KEY_VS_COMPUTER, false),
            humanSide = enumOr(prefs.getString(KEY_SIDE, null), Side.DEFENDERS),
            level = enumOr(prefs.getString(KEY_LEVEL, null), Level.MEDIUM),
            twoGameMatch = prefs.getBoolean(KEY_MATCH, false),
            customRules = prefs.getString(KEY_RULES, null),
        )
    }

    /** Writes both together (asynchronously, SharedPreferences.apply). */
    fun store(save: String, choice: NewGameChoice) {
        prefs.edit()
            .putString(KEY_SAVE, save)
            .putString(KEY_PRESET, choice.preset.name)
            .putBoolean(KEY_VS_COMPUTER, choice.vsComputer)
            .putString(KEY_SIDE, choice.humanSide.name)
            .putString(KEY_LEVEL, choice.level.name)
            .putBoolean(KEY_MATCH, choice.twoGameMatch)
            .putString(KEY_RULES, choice.customRules)
            .apply()
    }

    fun clearSave() {
        prefs.edit().remove(KEY_SAVE).apply()
    }

    private inline fun <reified E : Enum<E>> enumOr(name: String?, default: E): E =
        enumValues<E>().firstOrNull { it.name == name } ?: default

    private companion object {
        const val KEY_SAVE = "save"
        const val KEY_PRESET = "preset"
        const val KEY_VS_COMPUTER = "vs_computer"
        const val KEY_SIDE = "human_side"
        const val KEY_LEVEL = "level"
        const val KEY_MATCH = "two_game_match"
        const val KEY_RULES = "custom_rules"
    }
}
