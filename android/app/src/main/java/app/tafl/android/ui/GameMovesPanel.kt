package app.tafl.android.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.lazy.rememberLazyListState
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.unit.dp
import app.tafl.android.R
import app.tafl.core.MoveTurn

const val GAME_MOVES_TAG = "game-moves"

/**
 * The game's moves on the game page, one numbered turn a line, kept scrolled to the latest: the room
 * the board leaves on a tall or wide screen shows the game so far instead of staying empty. Before
 * the first move it shows the rules' [quickStart] (the core's words) instead.
 */
@Composable
fun GameMovesPanel(turns: List<MoveTurn>, quickStart: List<String>, modifier: Modifier = Modifier) {
    Surface(
        modifier.testTag(GAME_MOVES_TAG),
        shape = RoundedCornerShape(12.dp),
        color = MaterialTheme.colorScheme.surfaceContainerLow,
    ) {
        if (turns.isEmpty()) {
            Column(
                Modifier.fillMaxSize().verticalScroll(rememberScrollState()).padding(16.dp),
                verticalArrangement = Arrangement.spacedBy(6.dp),
            ) {
                Text(stringResource(R.string.rules_quick_start), style = MaterialTheme.typography.titleSmall)
                for (line in quickStart) {
                    Text(
                        "• $line",
                        style = MaterialTheme.typography.bodyMedium,
                        color = MaterialTheme.colorScheme.onSurfaceVariant,
                    )
                }
            }
        } else {
            val list = rememberLazyListState()
            LaunchedEffect(turns.size, turns.last().second != null) { list.scrollToItem(turns.lastIndex) }
            LazyColumn(Modifier.fillMaxSize(), state = list, contentPadding = PaddingValues(horizontal = 16.dp, vertical = 8.dp)) {
                items(turns, key = { it.number.toLong() }) { turn -> TurnLine(turn) }
            }
        }
    }
}

@Composable
private fun TurnLine(turn: MoveTurn) {
    val description = listOfNotNull("${turn.number}.", turn.first, turn.second).joinToString(" ")
    val style = MaterialTheme.typography.bodyMedium.copy(fontFamily = FontFamily.Monospace)
    // Columns of a fixed width, not the panel's halves: a turn reads as one line on a wide panel.
    Row(
        Modifier
            .fillMaxWidth()
            .padding(vertical = 2.dp)
            .semantics(mergeDescendants = true) { contentDescription = description },
    ) {
        Text("${turn.number}.", Modifier.width(44.dp), style = style, color = MaterialTheme.colorScheme.onSurfaceVariant)
        Text(turn.first, Modifier.widthIn(min = 136.dp).padding(end = 16.dp), style = style)
        Text(turn.second.orEmpty(), style = style)
    }
}
