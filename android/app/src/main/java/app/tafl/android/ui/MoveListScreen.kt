package app.tafl.android.ui

import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
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
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tafl.android.GameViewModel
import app.tafl.android.R
import app.tafl.core.MoveTurn

/** The core's moves of the game in the community notation, one numbered turn a line, and sharing the record. */
@Composable
fun MoveListScreen(viewModel: GameViewModel, onBack: () -> Unit) {
    val state by viewModel.state.collectAsStateWithLifecycle()
    val context = LocalContext.current
    val shareTitle = stringResource(R.string.share_record_title)
    PageScaffold(
        title = stringResource(R.string.page_moves),
        onBack = onBack,
        actions = {
            IconButton(onClick = { shareRecord(context, viewModel.gameRecord(), shareTitle) }) {
                Icon(Icons.Filled.Share, contentDescription = stringResource(R.string.action_share_record))
            }
        },
    ) { padding ->
        if (state.view.moves.isEmpty()) {
            Text(
                stringResource(R.string.moves_none),
                Modifier.padding(padding).padding(16.dp),
                style = MaterialTheme.typography.bodyLarge,
            )
        } else {
            LazyColumn(Modifier.padding(padding).fillMaxSize(), contentPadding = PaddingValues(16.dp)) {
                items(state.view.moves, key = { it.number.toLong() }) { turn -> TurnRow(turn) }
            }
        }
    }
}

@Composable
private fun TurnRow(turn: MoveTurn) {
    val description = listOfNotNull("${turn.number}.", turn.first, turn.second).joinToString(" ")
    Row(
        Modifier
            .fillMaxWidth()
            .padding(vertical = 4.dp)
            .semantics(mergeDescendants = true) { contentDescription = description },
    ) {
        val style = MaterialTheme.typography.bodyLarge.copy(fontFamily = FontFamily.Monospace)
        Text("${turn.number}.", Modifier.width(48.dp), style = style)
        Text(turn.first, Modifier.weight(1f), style = style)
        Text(turn.second.orEmpty(), Modifier.weight(1f), style = style)
    }
}
