package app.tafl.android

import app.tafl.core.Coord
import app.tafl.core.GameStatus
import app.tafl.core.MatchView
import app.tafl.core.MoveView
import app.tafl.core.Preset
import app.tafl.core.PresetInfo
import app.tafl.core.Snapshot
import app.tafl.core.Turn

/** The status lines under the board, as texts to resolve. */
data class StatusUi(
    /** Whose turn, or the result with its reason. */
    val headline: TextRes,
    val captures: TextRes,
    /** Null outside a two-game match. */
    val match: TextRes?,
    val gameOver: Boolean,
)

/** A choice in the new-game dialog. */
data class PresetOption(val preset: Preset, val boardSize: Int, val attackers: Int, val defenders: Int)

data class UiState(
    val board: BoardUi,
    val status: StatusUi,
    val canUndo: Boolean,
    val canRedo: Boolean,
    val canHint: Boolean,
    /** A finished first game of a match: offer the second one. */
    val canStartNextMatchGame: Boolean,
    /** computer_move or hint is running on a background thread. */
    val thinking: Boolean,
    val busy: Busy,
    val presets: List<PresetOption>,
    /** The dialog's initial choice: the last one used. */
    val lastChoice: NewGameChoice,
    val showNewGameDialog: Boolean,
    /** A one-off message (an error), shown once and then cleared via GameViewModel.messageShown(). */
    val message: TextRes?,
    /** The variant's name for the top app bar (a preset's localized name, or the custom rules' own). */
    val title: TextRes = TextRes(R.string.app_name),
    /** The moves so far, numbered by turn. */
    val moves: List<MoveTurn> = emptyList(),
    /** Settings: mark a selected piece's targets. */
    val showTargets: Boolean = true,
    /** Hot-seat with "turn the board" on and the defenders to move. */
    val flipped: Boolean = false,
    /** Grows by one for each capture to signal with sound and vibration (the settings allow it). */
    val captureFeedback: Int = 0,
    /** Why the new-game dialog's custom rules were refused, shown in the dialog. */
    val newGameError: TextRes? = null,
)

/** Selection state owned by the view-model, kept apart from the core's snapshot. */
data class Selection(val from: Coord? = null, val targets: Set<Coord> = emptySet())

fun PresetInfo.toOption() = PresetOption(
    preset = preset,
    boardSize = boardSize.toInt(),
    attackers = attackers.toInt(),
    defenders = defenders.toInt(),
)

/** What the background thread is doing for the session, if anything. */
enum class Busy { NONE, COMPUTER_MOVE, HINT }

/** Snapshot → status lines. [vsComputer] comes from the session's configuration (not in the snapshot). */
fun statusUi(snapshot: Snapshot, vsComputer: Boolean, busy: Busy): StatusUi {
    val gameOver = snapshot.status != GameStatus.ONGOING
    val headline = when {
        gameOver -> {
            val result = TextRes(resultText(snapshot.status))
            val reason = snapshot.reason
            if (reason != null) TextRes(R.string.status_result_with_reason, result, TextRes(endReasonText(reason))) else result
        }
        snapshot.turn == Turn.COMPUTER ->
            TextRes(R.string.status_computer_thinking, TextRes(sideText(snapshot.sideToMove)))
        busy == Busy.HINT -> TextRes(R.string.status_finding_hint)
        vsComputer -> TextRes(R.string.status_your_move, TextRes(sideText(snapshot.sideToMove)))
        else -> TextRes(R.string.status_to_move, TextRes(sideText(snapshot.sideToMove)))
    }
    val captures = TextRes(
        R.string.status_captures,
        snapshot.capturedByAttackers.toInt(),
        snapshot.capturedByDefenders.toInt(),
    )
    return StatusUi(
        headline = headline,
        captures = captures,
        match = snapshot.matchView?.let { matchText(it, vsComputer) },
        gameOver = gameOver,
    )
}

private fun matchText(match: MatchView, vsComputer: Boolean): TextRes {
    val winner = match.winner
    if (match.finished && winner != null) {
        return TextRes(
            R.string.match_final,
            TextRes(matchWinnerText(winner, vsComputer)),
            points(match.playerOnePoints),
            points(match.playerTwoPoints),
        )
    }
    val score = if (vsComputer) R.string.match_score_vs_computer else R.string.match_score_two_players
    return TextRes(
        score,
        match.gameNumber.toInt(),
        TextRes(sideText(match.playerOneSide)),
        points(match.playerOnePoints),
        points(match.playerTwoPoints),
    )
}

/** 1.5 → "1½", 0.5 → "½", 2.0 → "2": points are whole or half. */
fun points(value: Float): String {
    val halves = Math.round(value * 2)
    val whole = halves / 2
    val half = halves % 2 == 1
    return when {
        !half -> whole.toString()
        whole == 0 -> "½"
        else -> "$whole½"
    }
}

/** The whole screen state. */
fun uiState(
    snapshot: Snapshot,
    selection: Selection,
    hint: MoveView?,
    vsComputer: Boolean,
    busy: Busy,
    presets: List<PresetOption>,
    lastChoice: NewGameChoice,
    showNewGameDialog: Boolean,
    message: TextRes?,
    /** The board shown before, so the board can tell which pieces the last move captured. */
    previousBoard: BoardUi? = null,
): UiState {
    val ongoing = snapshot.status == GameStatus.ONGOING
    val match = snapshot.matchView
    val thinking = busy != Busy.NONE
    return UiState(
        board = boardUi(snapshot, selection, hint, previousBoard),
        status = statusUi(snapshot, vsComputer, busy),
        canUndo = snapshot.canUndo,
        canRedo = snapshot.canRedo && !thinking,
        canHint = ongoing && snapshot.turn == Turn.HUMAN && !thinking,
        canStartNextMatchGame = !ongoing && match != null && !match.finished && !thinking,
        thinking = thinking || snapshot.computerThinking,
        busy = busy,
        presets = presets,
        lastChoice = lastChoice,
        showNewGameDialog = showNewGameDialog,
        message = message,
    )
}
