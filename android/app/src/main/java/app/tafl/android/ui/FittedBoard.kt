package app.tafl.android.ui

import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
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
