package app.tafl.android.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.RowScope
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxHeight
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
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.min
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tafl.android.AppViewModel
import app.tafl.android.R
import app.tafl.core.Busy
import app.tafl.core.GameView
import app.tafl.core.Status

/**
 * The game page: the board as large as the window allows, its status, the moves and the game's
 * buttons, under the board or beside it ([GameLayout]); the menu opens the other pages. Moves sound
 * ([BoardSoundEffect]) and captures vibrate ([CaptureFeedback]) as the core's board says. The
 * app's notice (a file that could not be written…) and the game's message show here once each.
 */
@Composable
fun GameScreen(viewModel: AppViewModel) {
    val view by viewModel.game.view.collectAsStateWithLifecycle()
    val app by viewModel.app.view.collectAsStateWithLifecycle()
    val dialog by viewModel.dialog.collectAsStateWithLifecycle()
    val game = viewModel.game
    val context = LocalContext.current
    val shareTitle = stringResource(R.string.share_record_title)
    CaptureFeedback(view.board.captureSignal)
    BoardSoundEffect(view.board.sound)
    // Read again for other rules or another language (the board's description is in the view's).
    val quickStart = remember(view.rules, view.board.description) { game.core.rulebook().quickStart }
    GameScreen(
        view = view,
        // While the new-game dialog is open, it shows the game's message (why the rules were refused).
        message = app.notice ?: view.message?.text?.takeIf { dialog == null },
        board = BoardInput({ game.act { tap(it) } }, { game.act { dragStart(it) } }, { game.act { dropOn(it) } }),
        onUndo = { game.act { undo() } },
        onRedo = { game.act { redo() } },
        onHint = { game.act { hint() } },
        onNextMatchGame = { game.act { nextMatchGame() } },
        onNewGame = viewModel::openNewGameDialog,
        onMessageShown = viewModel::messageShown,
        replay = ReplayInput({ forward -> game.act { replayStep(forward) } }, { game.act { leaveReplay() } }),
        menu = GameMenuInput(
            open = viewModel::open,
            analyse = viewModel::openAnalysis,
            review = viewModel::openReview,
            share = { shareText(context, game.core.record(), shareTitle) },
        ),
        quickStart = quickStart,
    )
    dialog?.let { initial ->
        NewGameDialog(
            initial = initial,
            error = view.message?.text,
            onStart = viewModel::startNewGame,
            onDismiss = viewModel::dismissNewGameDialog,
        )
    }
}

/** Test tags of the game page's parts, for the layout tests. */
const val GAME_STATUS_TAG = "game-status"
const val GAME_BUTTONS_TAG = "game-buttons"

/**
 * How the game page is arranged, chosen by the window's shape: the board on top with the status,
 * the moves and the buttons under it, or the board beside them.
 */
enum class GameLayout { STACKED, SIDE_BY_SIDE }

fun gameLayoutFor(width: Dp, height: Dp): GameLayout =
    if (width > height) GameLayout.SIDE_BY_SIDE else GameLayout.STACKED

private val PagePadding = 12.dp
private val Gap = 8.dp

/** The least the stacked page keeps under the board: the status, the buttons and two turns of moves. */
private val BelowBoardMin = 200.dp

/** The least width of the panel beside the board: the buttons in two rows at most. */
private val SidePanelMin = 280.dp

@OptIn(ExperimentalMaterial3Api::class, ExperimentalLayoutApi::class)
@Composable
private fun GameScreen(
    view: GameView,
    message: String?,
    board: BoardInput,
    onUndo: () -> Unit,
    onRedo: () -> Unit,
    onHint: () -> Unit,
    onNextMatchGame: () -> Unit,
    onNewGame: () -> Unit,
    onMessageShown: () -> Unit,
    replay: ReplayInput,
    menu: GameMenuInput,
    quickStart: List<String>,
) {
    val snackbar = remember { SnackbarHostState() }
    LaunchedEffect(message) {
        if (message != null) {
            snackbar.showSnackbar(message)
            onMessageShown()
        }
    }
    val actions: @Composable RowScope.() -> Unit = {
        TextButton(onClick = onNewGame) { Text(stringResource(R.string.action_new_game)) }
        GameMenu(menu)
    }
    // A replay's own buttons stand where the game's do, in either layout.
    val buttons: @Composable () -> Unit = {
        val shown = view.replay
        if (shown != null) {
            ReplayButtons(shown, replay)
        } else {
            GameButtons(view, onUndo, onRedo, onHint, onNextMatchGame, onNewGame, onStepBack = { replay.step(false) }, onReview = menu.review)
        }
    }

    BoxWithConstraints(Modifier.fillMaxSize()) {
        val layout = gameLayoutFor(maxWidth, maxHeight)
        Scaffold(
            topBar = {
                // Beside the board the title and actions head the panel: the board keeps the whole height.
                if (layout == GameLayout.STACKED) {
                    TopAppBar(title = { Text(view.title, maxLines = 1, overflow = TextOverflow.Ellipsis) }, actions = actions)
                }
            },
            snackbarHost = { SnackbarHost(snackbar) },
        ) { padding ->
            BoxWithConstraints(Modifier.padding(padding).fillMaxSize()) {
                when (layout) {
                    GameLayout.STACKED -> {
                        // As wide as the page, unless that leaves too little below it.
                        val side = min(maxWidth - PagePadding * 2, maxHeight - Gap * 2 - BelowBoardMin).coerceAtLeast(0.dp)
                        Column(
                            Modifier.fillMaxSize().padding(horizontal = PagePadding, vertical = Gap),
                            horizontalAlignment = Alignment.CenterHorizontally,
                            verticalArrangement = Arrangement.spacedBy(Gap),
                        ) {
                            BoardView(view.board, board, modifier = Modifier.size(side))
                            StatusPanel(view)
                            GameMovesPanel(view.moves, quickStart, view.replay?.ply, Modifier.weight(1f).fillMaxWidth())
                            buttons()
                        }
                    }
                    GameLayout.SIDE_BY_SIDE -> {
                        // As high as the page, unless that leaves the panel too narrow.
                        val side = min(maxHeight - Gap * 2, maxWidth - PagePadding * 3 - SidePanelMin).coerceAtLeast(0.dp)
                        Row(
                            Modifier.fillMaxSize().padding(horizontal = PagePadding, vertical = Gap),
                            horizontalArrangement = Arrangement.spacedBy(PagePadding),
                            verticalAlignment = Alignment.CenterVertically,
                        ) {
                            BoardView(view.board, board, modifier = Modifier.size(side))
                            Column(
                                Modifier.weight(1f).fillMaxHeight(),
                                horizontalAlignment = Alignment.CenterHorizontally,
                                verticalArrangement = Arrangement.spacedBy(Gap),
                            ) {
                                Row(Modifier.fillMaxWidth(), verticalAlignment = Alignment.CenterVertically) {
                                    Text(
                                        view.title,
                                        Modifier.weight(1f).semantics { heading() },
                                        style = MaterialTheme.typography.titleLarge,
                                        maxLines = 1,
                                        overflow = TextOverflow.Ellipsis,
                                    )
                                    actions()
                                }
                                StatusPanel(view)
                                GameMovesPanel(view.moves, quickStart, view.replay?.ply, Modifier.weight(1f).fillMaxWidth())
                                buttons()
                            }
                        }
                    }
                }
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
        modifier = Modifier.fillMaxWidth().testTag(GAME_BUTTONS_TAG),
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
            .testTag(GAME_STATUS_TAG)
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
