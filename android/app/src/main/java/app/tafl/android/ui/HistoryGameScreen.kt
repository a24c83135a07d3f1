package app.tafl.android.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tafl.android.Page
import app.tafl.android.R
import java.util.Date

/**
 * A game of the history, read-only: the board after any of its moves (it opens after the last), the
 * move marked, the moves in a line to tap, a move back and forward, an analysis board of the
 * position shown, and the engine's review of the game.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun HistoryGameScreen(game: Page.HistoryGame, onAnalyse: () -> Unit, onReview: () -> Unit, onBack: () -> Unit) {
    val board = game.live
    val view by board.view.collectAsStateWithLifecycle()
    val noInput = BoardInput({}, {}, {})
    PageScaffold(title = view.title, onBack = onBack) { padding ->
        Column(
            Modifier
                .padding(padding)
                .fillMaxSize()
                .padding(horizontal = 12.dp, vertical = 8.dp),
            horizontalAlignment = Alignment.CenterHorizontally,
            // The board under the top bar, the game's words and moves under it, the buttons at the bottom.
            verticalArrangement = BoardPageArrangement(8.dp),
        ) {
            FittedBoard { size -> BoardView(view.board, noInput, modifier = size) }
            Column(Modifier.fillMaxWidth(), horizontalAlignment = Alignment.CenterHorizontally) {
                val date = historyDateFormat().format(Date(game.row.finishedAt.toLong() * 1000))
                Text("${game.row.opponent} · $date", style = MaterialTheme.typography.bodyMedium, textAlign = TextAlign.Center)
                Text(view.headline, style = MaterialTheme.typography.titleMedium, textAlign = TextAlign.Center)
                view.replay?.let {
                    Text(it.position, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.primary)
                }
                view.message?.text?.let { Text(it, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.error) }
            }
            MoveStrip(view.moves, shownPly(view), onShow = { ply -> board.act { replayTo(ply) } })
            view.replay?.let { replay ->
                ReplayButtons(replay, ReplayInput({ forward -> board.act { replayStep(forward) } }, leave = {})) {
                    OutlinedButton(onClick = onAnalyse) { Text(stringResource(R.string.action_analyse)) }
                    OutlinedButton(onClick = onReview) { Text(stringResource(R.string.action_review)) }
                }
            }
        }
    }
}
