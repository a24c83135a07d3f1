package app.tafl.android.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.min

/**
 * The room for a board in a page's column: what the column's other content leaves, as a square,
 * centred. [board] gets the modifier that gives the board that size.
 */
@Composable
fun ColumnScope.FittedBoard(board: @Composable (Modifier) -> Unit) {
    BoxWithConstraints(Modifier.weight(1f, fill = false).fillMaxWidth(), contentAlignment = Alignment.Center) {
        board(Modifier.size(min(maxWidth, maxHeight)))
    }
}

/**
 * The column of a page with a [FittedBoard] (its board first) and its buttons last: the parts [gap]
 * apart from the top, the buttons at the bottom. The height the square board cannot use lies above
 * the buttons, where the game page's move panel takes it, never as a band above the board.
 */
class BoardPageArrangement(private val gap: Dp) : Arrangement.Vertical {
    override val spacing: Dp get() = gap

    override fun Density.arrange(totalSize: Int, sizes: IntArray, outPositions: IntArray) {
        val gapPx = gap.roundToPx()
        var y = 0
        sizes.forEachIndexed { i, size ->
            outPositions[i] = y
            y += size + gapPx
        }
        if (sizes.isNotEmpty()) {
            val last = sizes.lastIndex
            outPositions[last] = maxOf(outPositions[last], totalSize - sizes[last])
        }
    }

    override fun toString() = "BoardPageArrangement($gap)"
}
