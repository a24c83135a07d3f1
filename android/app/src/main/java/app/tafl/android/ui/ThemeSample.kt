package app.tafl.android.ui

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.size
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.unit.dp
import app.tafl.core.CellView
import app.tafl.core.Coord
import app.tafl.core.Piece

fun themeSampleTag(theme: app.tafl.core.ThemeId) = "theme-sample-${theme.name.lowercase()}"

/**
 * A strip of a board in [colors], drawn by the board's own code: every kind of square and mark the
 * game shows — a corner and the throne, the three pieces, a selected piece and a target, the last
 * move's two squares, a capture and a hint — so that a theme is chosen by what matters in play.
 */
@Composable
fun ThemeSample(colors: BoardColors, modifier: Modifier = Modifier) {
    Canvas(
        modifier
            .size(SAMPLE_CELL * SAMPLE_COLUMNS, SAMPLE_CELL * SAMPLE.size)
            .border(1.dp, colors.frame),
    ) {
        val cellPx = size.width / SAMPLE_COLUMNS
        SAMPLE.forEachIndexed { row, cells ->
            cells.forEachIndexed { col, cell ->
                val c = Offset((col + 0.5f) * cellPx, (row + 0.5f) * cellPx)
                drawSquare(cell, c, cellPx, colors)
                cell.piece?.let { drawPiece(it, c, cellPx, colors) }
                if (cell.selected) drawSelection(c, cellPx, colors)
                if (cell.target) drawTarget(c, cellPx, colors)
            }
        }
    }
}

private const val SAMPLE_COLUMNS = 5
private val SAMPLE_CELL = 26.dp

private fun sampleCell(
    piece: Piece? = null,
    throne: Boolean = false,
    corner: Boolean = false,
    selected: Boolean = false,
    target: Boolean = false,
    lastMoveFrom: Boolean = false,
    lastMoveTo: Boolean = false,
    captured: Piece? = null,
    hint: Boolean = false,
) = CellView(
    coord = Coord(0u, 0u),
    name = "",
    piece = piece,
    throne = throne,
    corner = corner,
    selected = selected,
    target = target,
    lastMoveFrom = lastMoveFrom,
    lastMoveTo = lastMoveTo,
    captured = captured,
    hint = hint,
    marked = false,
    description = "",
)

/** Two rows of five squares; only their looks matter (nothing here is played). */
private val SAMPLE = listOf(
    listOf(
        sampleCell(corner = true),
        sampleCell(piece = Piece.ATTACKER),
        sampleCell(target = true),
        sampleCell(piece = Piece.DEFENDER, selected = true),
        sampleCell(piece = Piece.ATTACKER, hint = true),
    ),
    listOf(
        sampleCell(lastMoveFrom = true),
        sampleCell(piece = Piece.ATTACKER, lastMoveTo = true),
        sampleCell(captured = Piece.DEFENDER),
        sampleCell(piece = Piece.KING, throne = true),
        sampleCell(piece = Piece.DEFENDER),
    ),
)
