package app.tafl.android.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Share
import androidx.compose.material3.FilterChip
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.LinearProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalContext
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tafl.android.Live
import app.tafl.android.R
import app.tafl.core.Busy
import app.tafl.core.GameController
import app.tafl.core.GameView
import app.tafl.core.Piece
import app.tafl.core.Side
import app.tafl.core.Status
import app.tafl.core.setupPieces
import app.tafl.core.sideName

/**
 * The analysis board: the player moves for both sides while the core's engine says who is better,
 * marks its best move with an arrow and shows its line; a position can be set up by hand (the core
 * says why it refuses one), and shared as OpenTafl notation.
 */
@Composable
fun AnalysisScreen(board: Live<GameController, GameView>, onBack: () -> Unit) {
    val view by board.view.collectAsStateWithLifecycle()
    val context = LocalContext.current
    val shareTitle = stringResource(R.string.share_position_title)
    // What a tap on the board puts down while a position is set up: a piece, or none (it empties the square).
    var tool by rememberSaveable { mutableStateOf<Piece?>(Piece.ATTACKER) }
    val setup = view.status as? Status.SettingUp
    PageScaffold(
        title = stringResource(R.string.page_analysis),
        onBack = onBack,
        actions = {
            if (setup != null) {
                // Like any editing page: leave it either way from the top bar.
                TextButton(onClick = { board.act { setupCancel() } }) { Text(stringResource(R.string.action_cancel)) }
                TextButton(onClick = { board.act { setupDone() } }) { Text(stringResource(R.string.setup_done)) }
            } else {
                view.position?.let { position ->
                    IconButton(onClick = { shareText(context, position.share, shareTitle) }) {
                        Icon(Icons.Filled.Share, contentDescription = stringResource(R.string.action_share_position))
                    }
                }
            }
        },
    ) { padding ->
        Column(
            Modifier
                .padding(padding)
                .fillMaxSize()
                .padding(horizontal = 12.dp, vertical = 8.dp),
            horizontalAlignment = Alignment.CenterHorizontally,
            // The board under the top bar, its words under it, the buttons at the bottom (as on the game page).
            verticalArrangement = BoardPageArrangement(8.dp),
        ) {
            FittedBoard { size ->
                if (setup != null) {
                    BoardView(
                        view.board,
                        BoardInput(tap = { at -> board.act { setupPut(at, tool) } }, dragStart = {}, drop = {}),
                        modifier = size,
                        enabled = true,
                        tapLabel = stringResource(R.string.square_put_label),
                    )
                } else {
                    BoardView(view.board, BoardInput({ board.act { tap(it) } }, { board.act { dragStart(it) } }, { board.act { dropOn(it) } }), modifier = size)
                }
            }
            Column(Modifier.fillMaxWidth(), horizontalAlignment = Alignment.CenterHorizontally) {
                Text(view.headline, style = MaterialTheme.typography.titleMedium, textAlign = TextAlign.Center)
                if (setup == null) EnginePanel(view)
                view.message?.text?.let {
                    Text(it, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.error, textAlign = TextAlign.Center)
                }
            }
            if (setup != null) {
                SetupControls(setup.side, tool, onTool = { tool = it }, board)
            } else {
                AnalysisButtons(view, board)
            }
        }
    }
}

/** The engine's words: who is better (or the forced end), its line, and whether it still looks deeper. */
@Composable
private fun EnginePanel(view: GameView) {
    val analysis = view.analysis
    val searching = view.busy == Busy.ANALYSIS
    if (analysis != null) {
        Text(analysis.evaluation, style = MaterialTheme.typography.bodyLarge, color = MaterialTheme.colorScheme.primary, textAlign = TextAlign.Center)
        if (analysis.line.isNotEmpty()) {
            Text(
                stringResource(R.string.analysis_line, analysis.line),
                style = MaterialTheme.typography.bodyMedium.copy(fontFamily = FontFamily.Monospace),
                textAlign = TextAlign.Center,
                maxLines = 2,
            )
        }
    } else if (searching) {
        Text(stringResource(R.string.analysis_thinking), style = MaterialTheme.typography.bodyLarge, textAlign = TextAlign.Center)
    }
    if (searching) {
        analysis?.let { Text(stringResource(R.string.analysis_depth, it.depth.toInt()), style = MaterialTheme.typography.bodySmall) }
        LinearProgressIndicator(Modifier.fillMaxWidth().padding(top = 4.dp))
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun AnalysisButtons(view: GameView, board: Live<GameController, GameView>) {
    FlowRow(
        horizontalArrangement = Arrangement.spacedBy(8.dp, Alignment.CenterHorizontally),
        modifier = Modifier.fillMaxWidth(),
    ) {
        OutlinedButton(onClick = { board.act { undo() } }, enabled = view.canUndo) { Text(stringResource(R.string.action_undo)) }
        OutlinedButton(onClick = { board.act { redo() } }, enabled = view.canRedo) { Text(stringResource(R.string.action_redo)) }
        OutlinedButton(onClick = { board.act { setupBegin() } }) { Text(stringResource(R.string.action_set_up)) }
    }
}

/** The set-up: what a tap puts down, who moves first, the start or an empty board (done and cancel are in the top bar). */
@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun SetupControls(first: Side, tool: Piece?, onTool: (Piece?) -> Unit, board: Live<GameController, GameView>) {
    val language = systemLanguage()
    // The core's palette, named in the player's language: the three pieces and the empty square.
    val palette = remember(language) { setupPieces(language) }
    val rows = Modifier.fillMaxWidth()
    val spacing = Arrangement.spacedBy(8.dp, Alignment.CenterHorizontally)
    Column(verticalArrangement = Arrangement.spacedBy(4.dp)) {
        FlowRow(rows, horizontalArrangement = spacing) {
            Text(stringResource(R.string.setup_put), Modifier.align(Alignment.CenterVertically), style = MaterialTheme.typography.labelLarge)
            palette.forEach { choice ->
                FilterChip(
                    selected = tool == choice.piece,
                    onClick = { onTool(choice.piece) },
                    label = { Text(choice.name) },
                )
            }
        }
        FlowRow(rows, horizontalArrangement = spacing) {
            Text(stringResource(R.string.setup_first_to_move), Modifier.align(Alignment.CenterVertically), style = MaterialTheme.typography.labelLarge)
            Side.entries.forEach { side ->
                FilterChip(selected = first == side, onClick = { board.act { setupSide(side) } }, label = { Text(sideName(side, language)) })
            }
        }
        FlowRow(rows, horizontalArrangement = spacing) {
            OutlinedButton(onClick = { board.act { setupStartPosition() } }) { Text(stringResource(R.string.setup_start_position)) }
            OutlinedButton(onClick = { board.act { setupClear() } }) { Text(stringResource(R.string.setup_clear)) }
        }
    }
}
