package app.tafl.android.ui

import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.lazy.rememberLazyListState
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Share
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalContext
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tafl.android.AppViewModel
import app.tafl.android.R

/**
 * The core's moves of the game in the community notation, one numbered turn a line, and sharing the
 * record. A tap on a move shows the position after it on the game page (a replay: the game goes on).
 */
@Composable
fun MoveListScreen(viewModel: AppViewModel, onBack: () -> Unit) {
    val view by viewModel.game.view.collectAsStateWithLifecycle()
    val context = LocalContext.current
    val shareTitle = stringResource(R.string.share_record_title)
    PageScaffold(
        title = stringResource(R.string.page_moves),
        onBack = onBack,
        actions = {
            IconButton(onClick = { shareText(context, viewModel.game.core.record(), shareTitle) }) {
                Icon(Icons.Filled.Share, contentDescription = stringResource(R.string.action_share_record))
            }
        },
    ) { padding ->
        if (view.moves.isEmpty()) {
            Text(
                stringResource(R.string.moves_none),
                Modifier.padding(padding).padding(16.dp),
                style = MaterialTheme.typography.bodyLarge,
            )
        } else {
            val shown = shownPly(view)
            // Opens on the turn shown, a few turns of context above it.
            val list = rememberLazyListState(initialFirstVisibleItemIndex = maxOf(0, ((shown.toInt() + 1) / 2) - 4))
            LazyColumn(Modifier.padding(padding).fillMaxSize(), state = list, contentPadding = PaddingValues(16.dp)) {
                items(view.moves, key = { it.number.toLong() }) { turn -> TurnRow(turn, shown, viewModel::showMove) }
            }
        }
    }
}
