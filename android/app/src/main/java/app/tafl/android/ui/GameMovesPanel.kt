package app.tafl.android.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.LazyListState
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
import androidx.compose.runtime.snapshotFlow
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.unit.dp
import app.tafl.android.R
import app.tafl.core.MoveTurn
import kotlinx.coroutines.flow.first

const val GAME_MOVES_TAG = "game-moves"

/**
 * The game's moves on the game page, one numbered turn a line, kept scrolled to the latest: the room
 * the board leaves on a tall or wide screen shows the game so far instead of staying empty. Before
 * the first move it shows the rules' [quickStart] (the core's words) instead. In a replay
 * ([replayedPly]: the core's [app.tafl.core.ReplayView.ply]) the move whose position the board shows
 * is marked as in every move list ([shownMoveMark]) and kept in view instead.
 */
@Composable
fun GameMovesPanel(turns: List<MoveTurn>, quickStart: List<String>, replayedPly: UInt?, modifier: Modifier = Modifier) {
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
            // The turn in view: the latest, or the replayed move's (the first at the start: none is marked).
            val inView = when (replayedPly) {
                null -> turns.lastIndex
                else -> turns.indexOfFirst { it.firstPly == replayedPly || it.secondPly == replayedPly }.coerceAtLeast(0)
            }
            LaunchedEffect(inView, replayedPly == null, turns.size, turns.last().second != null) {
                if (replayedPly == null) list.scrollToItem(inView) else list.bringIntoView(inView)
            }
            LazyColumn(Modifier.fillMaxSize(), state = list, contentPadding = PaddingValues(horizontal = 16.dp, vertical = 8.dp)) {
                items(turns, key = { it.number.toLong() }) { turn -> TurnLine(turn, replayedPly) }
            }
        }
    }
}

/**
 * Scrolls the list the least that shows item [index] whole: not at all when it is, else with the
 * turns around it in view (centred as far as the list allows).
 */
private suspend fun LazyListState.bringIntoView(index: Int) {
    // On a panel just composed: after its first layout, which says what it shows.
    snapshotFlow { layoutInfo.visibleItemsInfo.isNotEmpty() }.first { it }
    val info = layoutInfo
    val item = info.visibleItemsInfo.firstOrNull { it.index == index }
    if (item != null && item.offset >= 0 && item.offset + item.size <= info.viewportEndOffset - info.afterContentPadding) return
    scrollToItem(maxOf(0, index - info.visibleItemsInfo.size / 2))
}

@Composable
private fun TurnLine(turn: MoveTurn, replayedPly: UInt?) {
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
        Box(Modifier.widthIn(min = 136.dp).padding(end = 16.dp)) {
            TurnMove(turn.first, turn.firstPly == replayedPly, style)
        }
        turn.second?.let { TurnMove(it, turn.secondPly == replayedPly, style) }
    }
}

/** One move of a turn line; the replayed one marked, and "selected" for TalkBack and the tests. */
@Composable
private fun TurnMove(text: String, shown: Boolean, style: TextStyle) {
    Text(
        text,
        // The mark reaches into the line's padding and the column's gap: the letters stay where they are.
        Modifier.shownMoveMark(shown, outsetX = 6.dp, outsetY = 2.dp).semantics { selected = shown },
        style = style,
        color = if (shown) shownMoveColors(MaterialTheme.colorScheme).text else Color.Unspecified,
    )
}
