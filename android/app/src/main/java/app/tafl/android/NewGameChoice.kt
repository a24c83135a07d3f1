package app.tafl.android

import app.tafl.core.Level
import app.tafl.core.Mode
import app.tafl.core.Preset
import app.tafl.core.SessionConfig
import app.tafl.core.Side

/** What the new-game dialog chooses; also remembered to label the restored game (the snapshot has no mode). */
data class NewGameChoice(
    val preset: Preset,
    val vsComputer: Boolean = false,
    val humanSide: Side = Side.DEFENDERS,
    val level: Level = Level.MEDIUM,
    val twoGameMatch: Boolean = false,
    /** An OpenTafl rules string played instead of [preset]; the core checks it. */
    val customRules: String? = null,
) {
    /**
     * [hardThinkMillis] is the settings' budget: it reaches the core only where Hard searches
     * (the Hard level and hints); Easy and Medium keep their own fast caps.
     */
    fun toConfig(hardThinkMillis: Int? = null, seed: ULong? = null) = SessionConfig(
        preset = preset,
        mode = if (vsComputer) Mode.VsComputer(humanSide = humanSide, level = level) else Mode.TwoPlayers,
        twoGameMatch = twoGameMatch,
        thinkMillis = hardThinkMillis?.takeIf { !vsComputer || level == Level.HARD }?.toUInt(),
        seed = seed,
        rules = customRules,
    )
}
