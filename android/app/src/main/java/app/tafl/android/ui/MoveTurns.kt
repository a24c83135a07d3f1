package app.tafl.android.ui

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.RowScope
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.lazy.LazyRow
import androidx.compose.foundation.lazy.itemsIndexed
import androidx.compose.foundation.lazy.rememberLazyListState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.ColorScheme
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.draw.drawBehind
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import app.tafl.android.R
import app.tafl.core.GameView
import app.tafl.core.MoveTurn

/** The ply whose position the board shows: the replayed one, or the game's last. */
fun shownPly(view: GameView): UInt = view.replay?.ply ?: view.ply

/**
 * One numbered turn of the move list. A tap on a move shows the position after it ([onShow] gets its
 * ply); the move whose position is shown ([shownPly]) is marked.
 */
@Composable
fun TurnRow(turn: MoveTurn, shownPly: UInt, onShow: (UInt) -> Unit) {
    val description = listOfNotNull("${turn.number}.", turn.first, turn.second).joinToString(" ")
    val style = MaterialTheme.typography.bodyLarge.copy(fontFamily = FontFamily.Monospace)
    Row(
        Modifier
            .fillMaxWidth()
            .padding(vertical = 2.dp)
            .semantics { contentDescription = description },
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Text("${turn.number}.", Modifier.width(48.dp), style = style)
        MoveCell(turn.first, turn.firstPly, shownPly, onShow, style)
        Spacer(Modifier.width(8.dp))
        val second = turn.second
        val secondPly = turn.secondPly
        if (second != null && secondPly != null) {
            MoveCell(second, secondPly, shownPly, onShow, style)
        } else {
            Spacer(Modifier.weight(1f))
        }
    }
}

@Composable
private fun RowScope.MoveCell(text: String, ply: UInt, shownPly: UInt, onShow: (UInt) -> Unit, style: TextStyle) {
    MoveText(text, ply == shownPly, { onShow(ply) }, style, Modifier.weight(1f))
}

/**
 * How every move list marks the move whose position the board shows: a filled, outlined box and the
 * text in the fill's own colour. The outline ([outline], the theme's strongest colour) tells the mark
 * from the panel it lies on in either appearance, not only the fill's light tint.
 */
@Immutable
class ShownMoveColors(val fill: Color, val outline: Color, val text: Color)

fun shownMoveColors(scheme: ColorScheme) =
    ShownMoveColors(fill = scheme.primaryContainer, outline = scheme.primary, text = scheme.onPrimaryContainer)

private val MarkRadius = 8.dp

/**
 * The mark of the shown move, drawn behind the move's text; [outsetX] and [outsetY] widen it beyond
 * the text's bounds, so that a list whose text has no padding is marked without moving a letter.
 */
@Composable
fun Modifier.shownMoveMark(shown: Boolean, outsetX: Dp = 0.dp, outsetY: Dp = 0.dp): Modifier {
    if (!shown) return this
    val mark = shownMoveColors(MaterialTheme.colorScheme)
    return drawBehind {
        val x = outsetX.toPx()
        val y = outsetY.toPx()
        val line = 1.dp.toPx()
        val radius = CornerRadius(MarkRadius.toPx())
        drawRoundRect(mark.fill, Offset(-x, -y), Size(size.width + 2 * x, size.height + 2 * y), radius)
        drawRoundRect(
            mark.outline,
            Offset(-x + line / 2, -y + line / 2),
            Size(size.width + 2 * x - line, size.height + 2 * y - line),
            radius,
            style = Stroke(line),
        )
    }
}

/** A move to tap; the one shown on the board is marked ([shownMoveMark]) and "selected" for TalkBack. */
@Composable
private fun MoveText(text: String, shown: Boolean, onClick: () -> Unit, style: TextStyle, modifier: Modifier = Modifier) {
    Text(
        text,
        modifier
            .clip(RoundedCornerShape(MarkRadius))
            .shownMoveMark(shown)
            .clickable(onClickLabel = stringResource(R.string.moves_show_label), onClick = onClick)
            .semantics { selected = shown }
            .padding(horizontal = 8.dp, vertical = 6.dp),
        style = style,
        color = if (shown) shownMoveColors(MaterialTheme.colorScheme).text else MaterialTheme.colorScheme.onSurface,
    )
}

/**
 * The game's moves in one scrolling line under a board ("1. d2-d4", "e1-e3", "2. …"), kept scrolled
 * to the move shown; a tap shows the position after a move.
 */
@Composable
fun MoveStrip(turns: List<MoveTurn>, shownPly: UInt, onShow: (UInt) -> Unit, modifier: Modifier = Modifier) {
    val plies = turns.flatMap { turn ->
        listOfNotNull(
            "${turn.number}. ${turn.first}" to turn.firstPly,
            turn.secondPly?.let { turn.second.orEmpty() to it },
        )
    }
    val list = rememberLazyListState()
    val shownIndex = plies.indexOfFirst { it.second == shownPly }
    LaunchedEffect(shownIndex) {
        // Without animation: the board and the line change together.
        if (shownIndex >= 0) list.scrollToItem(maxOf(0, shownIndex - 2))
    }
    val style = MaterialTheme.typography.bodyMedium.copy(fontFamily = FontFamily.Monospace)
    LazyRow(
        modifier.fillMaxWidth(),
        state = list,
        horizontalArrangement = Arrangement.spacedBy(2.dp),
        contentPadding = PaddingValues(horizontal = 4.dp),
    ) {
        itemsIndexed(plies, key = { _, move -> move.second.toLong() }) { _, (label, ply) ->
            MoveText(label, ply == shownPly, { onShow(ply) }, style)
        }
    }
}
