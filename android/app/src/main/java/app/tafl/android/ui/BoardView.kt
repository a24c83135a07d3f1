package app.tafl.android.ui

import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawBehind
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.tafl.android.BoardUi
import app.tafl.android.CellUi
import app.tafl.android.R
import app.tafl.core.Coord
import app.tafl.core.Piece

/** Localized words for the squares' content descriptions, read once per composition. */
private class CellWords(
    val attacker: String,
    val defender: String,
    val king: String,
    val empty: String,
    val throne: String,
    val corner: String,
    val selected: String,
    val target: String,
    val lastFrom: String,
    val lastTo: String,
    val captured: String,
    val hint: String,
    val separator: String,
)

@Composable
private fun cellWords() = CellWords(
    attacker = stringResource(R.string.piece_attacker),
    defender = stringResource(R.string.piece_defender),
    king = stringResource(R.string.piece_king),
    empty = stringResource(R.string.square_empty),
    throne = stringResource(R.string.square_throne),
    corner = stringResource(R.string.square_corner),
    selected = stringResource(R.string.square_selected),
    target = stringResource(R.string.square_target),
    lastFrom = stringResource(R.string.square_last_move_from),
    lastTo = stringResource(R.string.square_last_move_to),
    captured = stringResource(R.string.square_captured),
    hint = stringResource(R.string.square_hint),
    separator = stringResource(R.string.list_separator),
)

private fun describe(cell: CellUi, w: CellWords): String = buildList {
    add(cell.name)
    add(
        when (cell.piece) {
            Piece.ATTACKER -> w.attacker
            Piece.DEFENDER -> w.defender
            Piece.KING -> w.king
            null -> w.empty
        },
    )
    if (cell.throne) add(w.throne)
    if (cell.corner) add(w.corner)
    if (cell.selected) add(w.selected)
    if (cell.target) add(w.target)
    if (cell.lastMoveFrom) add(w.lastFrom)
    if (cell.lastMoveTo) add(w.lastTo)
    if (cell.captured) add(w.captured)
    if (cell.hint) add(w.hint)
}.joinToString(w.separator)

/**
 * The board: a square grid of board.size × board.size cells, highest rank on top.
 * Each cell is its own accessible, clickable node; all drawing is done in drawBehind.
 */
@Composable
fun BoardView(
    board: BoardUi,
    enabled: Boolean,
    onTap: (Coord) -> Unit,
    modifier: Modifier = Modifier,
) {
    val words = cellWords()
    val tapLabel = stringResource(R.string.square_tap_label)
    Column(modifier.border(2.dp, BoardColors.grid)) {
        board.rows.forEach { row ->
            Row(Modifier.weight(1f).fillMaxWidth()) {
                row.forEach { cell ->
                    val description = describe(cell, words)
                    Box(
                        Modifier
                            .weight(1f)
                            .fillMaxHeight()
                            .drawBehind { drawCell(cell) }
                            .clickable(enabled = enabled, onClickLabel = tapLabel, role = Role.Button) {
                                onTap(cell.coord)
                            }
                            .semantics {
                                contentDescription = description
                                selected = cell.selected
                            },
                    )
                }
            }
        }
    }
}

private fun DrawScope.drawCell(cell: CellUi) {
    val s = size.minDimension
    val center = Offset(size.width / 2f, size.height / 2f)
    val thin = (s * 0.02f).coerceAtLeast(1f)

    // Square, special squares, last move.
    val special = cell.throne || cell.corner
    drawRect(if (special) BoardColors.special else BoardColors.square)
    if (special) {
        val inset = s * 0.18f
        drawLine(BoardColors.specialMark, Offset(inset, inset), Offset(size.width - inset, size.height - inset), thin * 2)
        drawLine(BoardColors.specialMark, Offset(size.width - inset, inset), Offset(inset, size.height - inset), thin * 2)
    }
    if (cell.lastMoveFrom || cell.lastMoveTo) drawRect(BoardColors.lastMove)
    drawRect(BoardColors.grid, style = Stroke(thin))
    if (cell.hint) {
        drawRect(
            BoardColors.hint,
            topLeft = Offset(thin * 2, thin * 2),
            size = Size(size.width - thin * 4, size.height - thin * 4),
            style = Stroke(thin * 3),
        )
    }

    // Piece.
    val radius = s * 0.36f
    when (cell.piece) {
        Piece.ATTACKER -> {
            drawCircle(BoardColors.attacker, radius, center)
            drawCircle(BoardColors.attackerEdge, radius, center, style = Stroke(thin * 1.5f))
        }
        Piece.DEFENDER -> {
            drawCircle(BoardColors.defender, radius, center)
            drawCircle(BoardColors.defenderEdge, radius, center, style = Stroke(thin * 1.5f))
        }
        Piece.KING -> {
            drawCircle(BoardColors.defender, radius, center)
            drawCircle(BoardColors.defenderEdge, radius, center, style = Stroke(thin * 2.5f))
            drawCrown(center, radius, thin)
        }
        null -> Unit
    }
    if (cell.selected) {
        drawCircle(BoardColors.selected, radius + thin * 2.5f, center, style = Stroke(thin * 3))
    }

    // Target dot, capture cross.
    if (cell.target) drawCircle(BoardColors.target, s * 0.12f, center)
    if (cell.captured) {
        val d = s * 0.22f
        drawLine(BoardColors.capture, center + Offset(-d, -d), center + Offset(d, d), thin * 3)
        drawLine(BoardColors.capture, center + Offset(d, -d), center + Offset(-d, d), thin * 3)
    }
}

/** A three-pointed crown inside the king's disc. */
private fun DrawScope.drawCrown(c: Offset, r: Float, thin: Float) {
    val crown = Path().apply {
        moveTo(c.x - 0.55f * r, c.y + 0.38f * r)
        lineTo(c.x + 0.55f * r, c.y + 0.38f * r)
        lineTo(c.x + 0.62f * r, c.y - 0.38f * r)
        lineTo(c.x + 0.28f * r, c.y - 0.02f * r)
        lineTo(c.x, c.y - 0.52f * r)
        lineTo(c.x - 0.28f * r, c.y - 0.02f * r)
        lineTo(c.x - 0.62f * r, c.y - 0.38f * r)
        close()
    }
    drawPath(crown, BoardColors.crown)
    drawPath(crown, BoardColors.defenderEdge, style = Stroke(thin))
}
