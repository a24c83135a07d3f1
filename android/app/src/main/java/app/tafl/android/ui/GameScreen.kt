package app.tafl.android.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.material3.Button
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.LinearProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Scaffold
import androidx.compose.material3.SnackbarHost
import androidx.compose.material3.SnackbarHostState
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.material3.TopAppBar
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalContext
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.min
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tafl.android.GameViewModel
import app.tafl.android.R
import app.tafl.android.GameUi
import app.tafl.core.Busy
import app.tafl.core.GameView
import app.tafl.core.Status

/** The game page: the board, its status and the game's buttons; the menu opens the other pages. */
@Composable
fun GameScreen(viewModel: GameViewModel) {
    val state by viewModel.state.collectAsStateWithLifecycle()
    val context = LocalContext.current
    val shareTitle = stringResource(R.string.share_record_title)
    CaptureFeedback(state.view.captureSignal)
    GameScreen(
        state = state,
        board = BoardInput(viewModel::onSquareTapped, viewModel::onDragStart, viewModel::onDrop),
        onUndo = viewModel::undo,
        onRedo = viewModel::redo,
        onHint = viewModel::requestHint,
        onNextMatchGame = viewModel::startNextMatchGame,
        onNewGame = viewModel::openNewGameDialog,
        onMessageShown = viewModel::messageShown,
        replay = ReplayInput(viewModel::replayStep, viewModel::leaveReplay),
        menu = GameMenuInput(
            open = viewModel::open,
            analyse = viewModel::openAnalysis,
            review = viewModel::openReview,
            share = { shareText(context, viewModel.gameRecord(), shareTitle) },
        ),
    )
    state.dialog?.let { dialog ->
        NewGameDialog(
            initial = dialog.initial,
            error = dialog.error,
            onStart = viewModel::startNewGame,
            onDismiss = viewModel::dismissNewGameDialog,
        )
    }
}

@OptIn(ExperimentalMaterial3Api::class, ExperimentalLayoutApi::class)
@Composable
private fun GameScreen(
    state: GameUi,
    board: BoardInput,
    onUndo: () -> Unit,
    onRedo: () -> Unit,
    onHint: () -> Unit,
    onNextMatchGame: () -> Unit,
    onNewGame: () -> Unit,
    onMessageShown: () -> Unit,
    replay: ReplayInput,
    menu: GameMenuInput,
) {
    val snackbar = remember { SnackbarHostState() }
    val message = state.message
    LaunchedEffect(message) {
        if (message != null) {
            snackbar.showSnackbar(message)
            onMessageShown()
        }
    }
    val view = state.view

    Scaffold(
        topBar = {
            TopAppBar(
                title = { Text(view.title, maxLines = 1, overflow = TextOverflow.Ellipsis) },
                actions = {
                    TextButton(onClick = onNewGame) { Text(stringResource(R.string.action_new_game)) }
                    GameMenu(menu)
                },
            )
        },
        snackbarHost = { SnackbarHost(snackbar) },
    ) { padding ->
        Column(
            Modifier
                .padding(padding)
                .fillMaxSize()
                .padding(horizontal = 12.dp, vertical = 8.dp),
            horizontalAlignment = Alignment.CenterHorizontally,
            // Status, board and buttons stay together, centred: on a tall phone the free space goes
            // above and below the group instead of between the status and the board.
            verticalArrangement = Arrangement.spacedBy(12.dp, Alignment.CenterVertically),
        ) {
            StatusPanel(view)
            BoxWithConstraints(
                Modifier
                    .weight(1f, fill = false)
                    .fillMaxWidth(),
                contentAlignment = Alignment.Center,
            ) {
                BoardView(view, board, modifier = Modifier.size(min(maxWidth, maxHeight)))
            }
            val shown = view.replay
            if (shown != null) {
                ReplayButtons(shown, replay)
            } else {
                GameButtons(view, onUndo, onRedo, onHint, onNextMatchGame, onNewGame, onStepBack = { replay.step(false) }, onReview = menu.review)
            }
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun GameButtons(
    view: GameView,
    onUndo: () -> Unit,
    onRedo: () -> Unit,
    onHint: () -> Unit,
    onNextMatchGame: () -> Unit,
    onNewGame: () -> Unit,
    onStepBack: () -> Unit,
    onReview: () -> Unit,
) {
    FlowRow(
        horizontalArrangement = Arrangement.spacedBy(8.dp, Alignment.CenterHorizontally),
        modifier = Modifier.fillMaxWidth(),
    ) {
        // Into the replay: the position before the last move, read-only.
        StepButton(forward = false, enabled = view.moves.isNotEmpty(), onStep = { onStepBack() })
        OutlinedButton(onClick = onUndo, enabled = view.canUndo) {
            Text(stringResource(R.string.action_undo))
        }
        OutlinedButton(onClick = onRedo, enabled = view.canRedo) {
            Text(stringResource(R.string.action_redo))
        }
        OutlinedButton(onClick = onHint, enabled = view.canHint) {
            Text(stringResource(R.string.action_hint))
        }
        // A finished game offers its review beside the next game (the menu offers it at any time).
        if (view.status is Status.Finished) {
            OutlinedButton(onClick = onReview) { Text(stringResource(R.string.action_review)) }
        }
        if (view.canStartNextMatchGame) {
            Button(onClick = onNextMatchGame) {
                Text(stringResource(R.string.action_next_match_game))
            }
        } else if (view.offerNewGame) {
            Button(onClick = onNewGame) {
                Text(stringResource(R.string.action_new_game))
            }
        }
    }
}

@Composable
private fun StatusPanel(view: GameView) {
    Column(
        Modifier
            .fillMaxWidth()
            .semantics { liveRegion = LiveRegionMode.Polite },
        horizontalAlignment = Alignment.CenterHorizontally,
    ) {
        Text(view.headline, style = MaterialTheme.typography.titleMedium, textAlign = TextAlign.Center)
        Text(view.capturesLine, style = MaterialTheme.typography.bodyMedium, textAlign = TextAlign.Center)
        view.matchLine?.let { Text(it, style = MaterialTheme.typography.bodyMedium, textAlign = TextAlign.Center) }
        view.replay?.let {
            Text(
                it.position,
                style = MaterialTheme.typography.bodyMedium,
                color = MaterialTheme.colorScheme.primary,
                textAlign = TextAlign.Center,
            )
        }
        if (view.busy != Busy.IDLE) {
            LinearProgressIndicator(modifier = Modifier.fillMaxWidth().padding(top = 4.dp))
        } else {
            Spacer(Modifier.height(8.dp))
        }
    }
}
