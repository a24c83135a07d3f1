package app.tafl.android

/** The player's preferences; the language is not one of them (the app follows the system's). */
data class Settings(
    /** Hard's thinking budget, passed to the core as thinkMillis for new games. */
    val hardThinkMillis: Int = DEFAULT_HARD_THINK_MILLIS,
    /** Mark the squares a selected piece can move to. */
    val showLegalMoves: Boolean = true,
    /** A short click and a vibration when a piece is captured. */
    val captureFeedback: Boolean = true,
    /** Two players at one device: turn the board so the side to move sits at the bottom. */
    val turnBoardForHotSeat: Boolean = false,
) {
    companion object {
        const val MIN_HARD_THINK_MILLIS = 500
        const val MAX_HARD_THINK_MILLIS = 5000
        const val HARD_THINK_STEP_MILLIS = 500
        /** The core's own default for Hard. */
        const val DEFAULT_HARD_THINK_MILLIS = 1000

        fun clampThinkMillis(millis: Int): Int {
            val stepped = Math.round(millis / HARD_THINK_STEP_MILLIS.toFloat()) * HARD_THINK_STEP_MILLIS
            return stepped.coerceIn(MIN_HARD_THINK_MILLIS, MAX_HARD_THINK_MILLIS)
        }
    }
}
