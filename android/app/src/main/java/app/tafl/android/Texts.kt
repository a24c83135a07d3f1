package app.tafl.android

import androidx.annotation.StringRes
import app.tafl.core.EndReason
import app.tafl.core.GameStatus
import app.tafl.core.Level
import app.tafl.core.MatchWinner
import app.tafl.core.Preset
import app.tafl.core.Side
import app.tafl.core.TaflException

/**
 * A user-visible text as a string resource plus its format arguments, resolved by the UI
 * (see `ui/TextResolve.kt`). Arguments may themselves be [TextRes] (resolved first), numbers or strings.
 * Keeps the view-model and the snapshot mapping free of Context and of hard-coded text.
 */
data class TextRes(@StringRes val id: Int, val args: List<Any> = emptyList()) {
    constructor(@StringRes id: Int, vararg args: Any) : this(id, args.toList())
}

/** Every [TaflException] subclass → its message resource. */
@StringRes
fun errorText(e: TaflException): Int = when (e) {
    is TaflException.OffBoard -> R.string.error_off_board
    is TaflException.NoPiece -> R.string.error_no_piece
    is TaflException.NotYourPiece -> R.string.error_not_your_piece
    is TaflException.NotYourTurn -> R.string.error_not_your_turn
    is TaflException.IllegalMove -> R.string.error_illegal_move
    is TaflException.GameOver -> R.string.error_game_over
    is TaflException.ComputerThinking -> R.string.error_computer_thinking
    is TaflException.NotComputersTurn -> R.string.error_not_computers_turn
    is TaflException.Cancelled -> R.string.error_cancelled
    is TaflException.NothingToUndo -> R.string.error_nothing_to_undo
    is TaflException.NothingToRedo -> R.string.error_nothing_to_redo
    is TaflException.CorruptSave -> R.string.error_corrupt_save
    is TaflException.UnsupportedVersion -> R.string.error_unsupported_version
    is TaflException.UnknownPreset -> R.string.error_unknown_preset
    is TaflException.MatchNotFinished -> R.string.error_match_not_finished
    is TaflException.NoMatch -> R.string.error_no_match
    is TaflException.BadRules -> R.string.error_bad_rules
    is TaflException.UnsupportedRules -> R.string.error_unsupported_rules
}

/** Any throwable from the core: TaflException by kind, anything else (a Rust panic …) as internal. */
@StringRes
fun failureText(t: Throwable): Int = if (t is TaflException) errorText(t) else R.string.error_internal

@StringRes
fun endReasonText(reason: EndReason): Int = when (reason) {
    EndReason.KING_ESCAPED -> R.string.reason_king_escaped
    EndReason.KING_CAPTURED -> R.string.reason_king_captured
    EndReason.EXIT_FORT -> R.string.reason_exit_fort
    EndReason.ENCIRCLED -> R.string.reason_encircled
    EndReason.NO_LEGAL_MOVE -> R.string.reason_no_legal_move
    EndReason.REPETITION -> R.string.reason_repetition
    EndReason.MOVE_LIMIT -> R.string.reason_move_limit
}

@StringRes
fun resultText(status: GameStatus): Int = when (status) {
    GameStatus.ONGOING -> R.string.result_ongoing
    GameStatus.ATTACKERS_WON -> R.string.result_attackers_won
    GameStatus.DEFENDERS_WON -> R.string.result_defenders_won
    GameStatus.DRAW -> R.string.result_draw
}

@StringRes
fun sideText(side: Side): Int = when (side) {
    Side.ATTACKERS -> R.string.side_attackers
    Side.DEFENDERS -> R.string.side_defenders
}

@StringRes
fun levelText(level: Level): Int = when (level) {
    Level.EASY -> R.string.level_easy
    Level.MEDIUM -> R.string.level_medium
    Level.HARD -> R.string.level_hard
}

@StringRes
fun presetText(preset: Preset): Int = when (preset) {
    Preset.BRANDUBH -> R.string.preset_brandubh
    Preset.BRANDUBH_AAGE_NIELSEN -> R.string.preset_brandubh_aage_nielsen
    Preset.ARD_RI -> R.string.preset_ard_ri
    Preset.TABLUT -> R.string.preset_tablut
    Preset.HNEFATAFL -> R.string.preset_hnefatafl
    Preset.COPENHAGEN -> R.string.preset_copenhagen
    Preset.FETLAR -> R.string.preset_fetlar
}

@StringRes
fun matchWinnerText(winner: MatchWinner, vsComputer: Boolean): Int = when (winner) {
    MatchWinner.PLAYER_ONE -> if (vsComputer) R.string.match_won_by_you else R.string.match_won_by_player_one
    MatchWinner.PLAYER_TWO -> if (vsComputer) R.string.match_won_by_computer else R.string.match_won_by_player_two
    MatchWinner.TIE -> R.string.match_tied
}
