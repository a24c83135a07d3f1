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
import app.tafl.android.GameViewModel
import app.tafl.android.HistoryGameUi
import app.tafl.android.R
import java.util.Date

/**
 * A game of the history, read-only: the board after any of its moves (it opens after the last), the
 * move marked, the moves in a line to tap, a move back and forward, an analysis board of the
 * position shown, and the engine's review of the game.
 */
@Composable
fun HistoryGameScreen(viewModel: GameViewModel, onBack: () -> Unit) {
    val opened by viewModel.historyGame.collectAsStateWithLifecycle()
    // Null only for the moment the page closes.
    opened?.let {
        HistoryGamePage(it, onAnalyse = viewModel::openAnalysisOfHistoryGame, onReview = viewModel::openReviewOfHistoryGame, onBack = onBack)
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun HistoryGamePage(game: HistoryGameUi, onAnalyse: () -> Unit, onReview: () -> Unit, onBack: () -> Unit) {
    val ui by game.board.state.collectAsStateWithLifecycle()
    val view = ui.view
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
            FittedBoard { size -> BoardView(view, noInput, modifier = size) }
            Column(Modifier.fillMaxWidth(), horizontalAlignment = Alignment.CenterHorizontally) {
                val date = historyDateFormat().format(Date(game.row.finishedAt.toLong() * 1000))
                Text("${game.row.opponent} · $date", style = MaterialTheme.typography.bodyMedium, textAlign = TextAlign.Center)
                Text(view.headline, style = MaterialTheme.typography.titleMedium, textAlign = TextAlign.Center)
                view.replay?.let {
                    Text(it.position, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.primary)
                }
                ui.message?.let { Text(it, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.error) }
            }
            MoveStrip(view.moves, shownPly(view), onShow = game.board::replayTo)
            view.replay?.let { replay ->
                ReplayButtons(replay, ReplayInput(game.board::replayStep, leave = {})) {
                    OutlinedButton(onClick = onAnalyse) { Text(stringResource(R.string.action_analyse)) }
                    OutlinedButton(onClick = onReview) { Text(stringResource(R.string.action_review)) }
                }
            }
        }
    }
}
