package app.tafl.android.ui

import android.content.Context
import android.provider.Settings
import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.FastOutSlowInEasing
import androidx.compose.animation.core.tween
import androidx.compose.foundation.border
import androidx.compose.foundation.gestures.awaitEachGesture
import androidx.compose.foundation.gestures.awaitFirstDown
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.offset
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.height
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.SideEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.ExperimentalComposeUiApi
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.drawBehind
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.geometry.lerp
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.PathEffect
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.input.pointer.pointerInput
import androidx.compose.ui.platform.LocalContext
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.disabled
import androidx.compose.ui.semantics.invisibleToUser
import androidx.compose.ui.semantics.onClick
import androidx.compose.ui.semantics.role
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.min
import app.tafl.android.BoardUi
import app.tafl.android.CellUi
import app.tafl.android.MoveUi
import app.tafl.android.R
import app.tafl.android.fileLabel
import app.tafl.core.Coord
import app.tafl.core.Piece

/** Test tags: the whole board (labels included), the grid of squares, and each edge label. */
const val BOARD_TAG = "board"
const val BOARD_GRID_TAG = "board-grid"
fun boardFileLabelTag(file: Int) = "board-file-${fileLabel(file)}"
fun boardRankLabelTag(rank: Int) = "board-rank-${rank + 1}"

/** The slide of a moved piece and the fade of the pieces it took. */
const val BOARD_MOVE_MILLIS = 180

/**
 * Whether the system lets animations run: "Remove animations" (accessibility) and the developer
 * option "Animator duration scale: off" both set the scale to 0.
 */
fun systemAnimationsEnabled(context: Context): Boolean =
    Settings.Global.getFloat(context.contentResolver, Settings.Global.ANIMATOR_DURATION_SCALE, 1f) != 0f

/**
 * The board: board.size × board.size squares with the files (a, b, …) below and the ranks (1, 2, …)
 * to the left; always square, as large as [modifier] allows.
 *
 * A tap on a square calls [onTap]. Dragging a piece selects it (through [onTap], as a tap would)
 * and dropping it on one of the selection's targets calls [onMove]; anywhere else the piece goes back.
 * When the last move changes to a move just played, its piece slides from its square to the target
 * and the pieces it took fade out, unless [animate] is false (pass [systemAnimationsEnabled]).
 *
 * [showTargets] = false hides the selection's targets from the eye and from TalkBack alike (a drop
 * there still plays the move). [flipped] turns the board by 180° (the defenders' side at the bottom),
 * labels and touches included. Every square is an accessible node described by its coordinate, its
 * content and its marks; with [enabled] false it cannot be tapped or dragged.
 */
@Composable
fun BoardView(
    board: BoardUi,
    enabled: Boolean,
    onTap: (Coord) -> Unit,
    onMove: (Coord, Coord) -> Unit = { _, _ -> },
    modifier: Modifier = Modifier,
    showTargets: Boolean = true,
    flipped: Boolean = false,
    animate: Boolean = systemAnimationsEnabled(LocalContext.current),
) {
    val n = board.size
    val words = cellWords()
    val tapLabel = stringResource(R.string.square_tap_label)
    val geometry = BoardGeometry(n, flipped)

    // The board shown before this one: a new last move is animated only when it was just played
    // on that board (not after an undo, a new game or a restored save).
    val memory = remember { BoardMemory() }
    val transition = remember(board) { memory.transitionTo(board) }
    SideEffect { memory.shown = board }
    val progress = remember(transition) { Animatable(if (transition != null && animate) 0f else 1f) }
    LaunchedEffect(progress) {
        if (progress.value < 1f) progress.animateTo(1f, tween(BOARD_MOVE_MILLIS, easing = FastOutSlowInEasing))
    }
    var drag by remember { mutableStateOf<Drag?>(null) }

    val currentBoard by rememberUpdatedState(board)
    val currentEnabled by rememberUpdatedState(enabled)
    val currentOnTap by rememberUpdatedState(onTap)
    val currentOnMove by rememberUpdatedState(onMove)

    BoxWithConstraints(modifier.aspectRatio(1f).testTag(BOARD_TAG)) {
        val side = min(maxWidth, maxHeight)
        val margin = (side / (n + 1) * 0.7f).coerceIn(16.dp, 24.dp)
        val gridSide = side - margin

        EdgeLabels(geometry, margin, gridSide)

        Box(
            Modifier
                .offset(x = margin)
                .size(gridSide)
                .testTag(BOARD_GRID_TAG)
                .border(2.dp, BoardColors.grid)
                .drawBehind {
                    drawBoard(board, geometry, showTargets, transition, progress.value, drag)
                }
                .pointerInput(n, flipped) {
                    awaitEachGesture {
                        val down = awaitFirstDown(requireUnconsumed = false)
                        if (!currentEnabled) return@awaitEachGesture
                        val cellPx = size.width.toFloat() / n
                        val start = geometry.coordAt(down.position, cellPx) ?: return@awaitEachGesture
                        var dragging = false
                        try {
                            while (true) {
                                val event = awaitPointerEvent()
                                val change = event.changes.firstOrNull { it.id == down.id } ?: break
                                if (!change.pressed) {
                                    change.consume()
                                    if (!dragging) {
                                        currentOnTap(start)
                                    } else {
                                        val to = geometry.coordAt(change.position, cellPx)
                                        val now = currentBoard
                                        if (to != null && to != start && now.cell(start)?.selected == true &&
                                            now.cell(to)?.target == true
                                        ) {
                                            memory.dropped = MoveUi(start, to)
                                            currentOnMove(start, to)
                                        }
                                    }
                                    break
                                }
                                if (!dragging && (change.position - down.position).getDistance() > viewConfiguration.touchSlop) {
                                    // A swipe that starts on an empty square is neither a tap nor a drag.
                                    val startCell = currentBoard.cell(start)
                                    if (startCell?.piece == null) break
                                    dragging = true
                                    if (!startCell.selected) currentOnTap(start)
                                }
                                if (dragging) {
                                    drag = Drag(start, change.position)
                                    change.consume()
                                }
                            }
                        } finally {
                            drag = null
                        }
                    }
                },
        ) {
            Column(Modifier.fillMaxSize()) {
                for (row in 0 until n) {
                    Row(Modifier.weight(1f).fillMaxWidth()) {
                        for (col in 0 until n) {
                            val cellUi = board.cell(geometry.coordOf(col, row)) ?: continue
                            val description = describe(cellUi, words, showTargets)
                            Box(
                                Modifier
                                    .weight(1f)
                                    .fillMaxHeight()
                                    .semantics {
                                        contentDescription = description
                                        selected = cellUi.selected
                                        role = Role.Button
                                        if (enabled) {
                                            onClick(label = tapLabel) {
                                                onTap(cellUi.coord)
                                                true
                                            }
                                        } else {
                                            disabled()
                                        }
                                    },
                            )
                        }
                    }
                }
            }
        }
    }
}

/**
 * Files below the grid, ranks to its left, in the order the (possibly turned) grid shows them. They
 * are laid out with the same weights as the grid's rows and columns, so each sits on its line to the pixel.
 */
@OptIn(ExperimentalComposeUiApi::class)
@Composable
private fun EdgeLabels(geometry: BoardGeometry, margin: Dp, gridSide: Dp) {
    // In dp, not scaled by the font size setting: a larger label would not fit its margin.
    val fontSize = with(LocalDensity.current) { (margin * 0.6f).toSp() }
    val style = MaterialTheme.typography.labelMedium.copy(fontSize = fontSize, fontWeight = FontWeight.Medium)
    val color = MaterialTheme.colorScheme.onSurfaceVariant
    // Every square's description already starts with its coordinate: the labels are for the eye only.
    @Composable
    fun Label(text: String, tag: String, modifier: Modifier) {
        Box(modifier, contentAlignment = Alignment.Center) {
            Text(text, style = style, color = color, modifier = Modifier.testTag(tag).semantics { invisibleToUser() })
        }
    }
    Column(Modifier.width(margin).height(gridSide)) {
        for (row in 0 until geometry.n) {
            val rank = geometry.coordOf(0, row).rank.toInt()
            Label((rank + 1).toString(), boardRankLabelTag(rank), Modifier.weight(1f).fillMaxWidth())
        }
    }
    Row(Modifier.offset(x = margin, y = gridSide).width(gridSide).height(margin)) {
        for (col in 0 until geometry.n) {
            val file = geometry.coordOf(col, 0).file.toInt()
            Label(fileLabel(file), boardFileLabelTag(file), Modifier.weight(1f).fillMaxHeight())
        }
    }
}

/** Screen columns and rows (0 = left, top) ↔ coordinates; [flipped] turns the board by 180°. */
private class BoardGeometry(val n: Int, val flipped: Boolean) {
    fun coordOf(col: Int, row: Int): Coord {
        val file = if (flipped) n - 1 - col else col
        val rank = if (flipped) row else n - 1 - row
        return Coord(file.toUByte(), rank.toUByte())
    }

    fun center(coord: Coord, cellPx: Float): Offset {
        val file = coord.file.toInt()
        val rank = coord.rank.toInt()
        val col = if (flipped) n - 1 - file else file
        val row = if (flipped) rank else n - 1 - rank
        return Offset((col + 0.5f) * cellPx, (row + 0.5f) * cellPx)
    }

    fun coordAt(position: Offset, cellPx: Float): Coord? {
        if (position.x < 0f || position.y < 0f) return null
        val col = (position.x / cellPx).toInt()
        val row = (position.y / cellPx).toInt()
        if (col >= n || row >= n) return null
        return coordOf(col, row)
    }
}

/** A piece held under the finger: it left [from] and is now at [position] (grid pixels). */
private data class Drag(val from: Coord, val position: Offset)

/**
 * A move to animate: [piece] goes [move].from → [move].to ([slide] false when the finger already
 * carried it there), and [captured] pieces fade out.
 */
private data class Transition(val move: MoveUi, val piece: Piece, val slide: Boolean, val captured: Map<Coord, Piece>)

/** What the board remembers between compositions; plain fields, as nothing is drawn from them. */
private class BoardMemory {
    var shown: BoardUi? = null
    /** The move a drag has just asked for: its piece is already on the target. */
    var dropped: MoveUi? = null

    fun transitionTo(board: BoardUi): Transition? {
        val before = shown
        val move = board.lastMove
        val dropped = dropped.also { this.dropped = null }
        if (before == null || move == null || before.size != board.size) return null
        val piece = board.cell(move.to)?.piece ?: return null
        // The move was just played iff its piece still stood on its from-square, and its target was empty.
        if (before.cell(move.from)?.piece != piece || before.cell(move.to)?.piece != null) return null
        val captured = board.captured.mapValues { (coord, piece) -> before.cell(coord)?.piece ?: piece }
        return Transition(move, piece, slide = move != dropped, captured = captured)
    }
}

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
    val capturedPiece: String,
    val hint: String,
    val separator: String,
) {
    fun piece(piece: Piece) = when (piece) {
        Piece.ATTACKER -> attacker
        Piece.DEFENDER -> defender
        Piece.KING -> king
    }
}

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
    capturedPiece = stringResource(R.string.square_captured_piece),
    hint = stringResource(R.string.square_hint),
    separator = stringResource(R.string.list_separator),
)

/** Coordinate, content, then every mark the square shows (targets only when they are shown). */
private fun describe(cell: CellUi, w: CellWords, showTargets: Boolean): String = buildList {
    add(cell.name)
    add(cell.piece?.let(w::piece) ?: w.empty)
    if (cell.throne) add(w.throne)
    if (cell.corner) add(w.corner)
    if (cell.selected) add(w.selected)
    if (cell.target && showTargets) add(w.target)
    if (cell.lastMoveFrom) add(w.lastFrom)
    if (cell.lastMoveTo) add(w.lastTo)
    if (cell.captured) add(cell.capturedPiece?.let { w.capturedPiece.format(w.piece(it)) } ?: w.captured)
    if (cell.hint) add(w.hint)
}.joinToString(w.separator)

private fun DrawScope.drawBoard(
    board: BoardUi,
    geometry: BoardGeometry,
    showTargets: Boolean,
    transition: Transition?,
    progress: Float,
    drag: Drag?,
) {
    val cellPx = size.width / board.size
    val thin = (cellPx * 0.025f).coerceAtLeast(1f)
    val radius = cellPx * 0.34f
    val sliding = transition != null && transition.slide && progress < 1f
    val held = drag?.takeIf { board.cell(it.from)?.selected == true }

    for (row in board.rows) {
        for (cell in row) {
            val c = geometry.center(cell.coord, cellPx)
            drawSquare(cell, c, cellPx, thin)
        }
    }
    for (row in board.rows) {
        for (cell in row) {
            val piece = cell.piece ?: continue
            if (sliding && cell.coord == transition!!.move.to) continue
            val c = geometry.center(cell.coord, cellPx)
            val alpha = if (held != null && held.from == cell.coord) 0.35f else 1f
            drawPiece(piece, c, radius, thin, alpha)
            if (cell.selected) {
                // A ring around the piece, white inside blue, reads on dark and light pieces alike.
                drawCircle(BoardColors.selectedHalo, radius + thin * 1.25f, c, style = Stroke(thin * 1.5f))
                drawCircle(BoardColors.selected, radius + thin * 3f, c, style = Stroke(thin * 2.5f))
            }
        }
    }
    if (showTargets) {
        for (row in board.rows) {
            for (cell in row) {
                if (!cell.target) continue
                val c = geometry.center(cell.coord, cellPx)
                drawCircle(BoardColors.targetHalo, cellPx * 0.14f, c)
                drawCircle(BoardColors.target, cellPx * 0.11f, c)
            }
        }
    }
    if (transition != null && progress < 1f) {
        // Taken pieces are gone once the mover lands: they fade over the slide's second half.
        val fade = (1f - (progress - 0.4f) / 0.6f).coerceIn(0f, 1f)
        if (fade > 0f) {
            for ((coord, piece) in transition.captured) {
                drawPiece(piece, geometry.center(coord, cellPx), radius, thin, fade)
            }
        }
        if (sliding) {
            val from = geometry.center(transition.move.from, cellPx)
            val to = geometry.center(transition.move.to, cellPx)
            drawPiece(transition.piece, lerp(from, to, progress), radius, thin, 1f)
        }
    }
    if (held != null) {
        val piece = board.cell(held.from)?.piece
        if (piece != null) drawPiece(piece, held.position, radius * 1.15f, thin, 1f)
    }
}

/** The square, its special mark, the last-move, hint and capture marks; each has its own shape. */
private fun DrawScope.drawSquare(cell: CellUi, c: Offset, cellPx: Float, thin: Float) {
    val topLeft = Offset(c.x - cellPx / 2f, c.y - cellPx / 2f)
    val cellSize = Size(cellPx, cellPx)
    val special = cell.throne || cell.corner
    drawRect(if (special) BoardColors.special else BoardColors.square, topLeft, cellSize)
    if (special) {
        // A diamond: throne and corners are told apart by place and by TalkBack, not by mark.
        val d = cellPx * 0.32f
        val diamond = Path().apply {
            moveTo(c.x, c.y - d)
            lineTo(c.x + d, c.y)
            lineTo(c.x, c.y + d)
            lineTo(c.x - d, c.y)
            close()
        }
        drawPath(diamond, BoardColors.specialMark, style = Stroke(thin * 2f))
    }
    if (cell.lastMoveFrom || cell.lastMoveTo) drawRect(BoardColors.lastMove, topLeft, cellSize)
    drawRect(BoardColors.gridLine, topLeft, cellSize, style = Stroke(thin))
    if (cell.lastMoveTo) {
        val inset = thin * 2.5f
        drawRect(
            BoardColors.lastMoveMark,
            topLeft + Offset(inset, inset),
            Size(cellPx - 2 * inset, cellPx - 2 * inset),
            style = Stroke(thin * 2f),
        )
    }
    if (cell.lastMoveFrom) {
        drawCircle(BoardColors.lastMoveMark, cellPx * 0.14f, c, style = Stroke(thin * 2f))
    }
    if (cell.hint) {
        val inset = thin * 5f
        drawRect(
            BoardColors.hint,
            topLeft + Offset(inset, inset),
            Size(cellPx - 2 * inset, cellPx - 2 * inset),
            style = Stroke(thin * 2.5f, pathEffect = PathEffect.dashPathEffect(floatArrayOf(thin * 5f, thin * 3f))),
        )
    }
    if (cell.captured) {
        val d = cellPx * 0.2f
        drawLine(BoardColors.capture, c + Offset(-d, -d), c + Offset(d, d), thin * 3f)
        drawLine(BoardColors.capture, c + Offset(d, -d), c + Offset(-d, d), thin * 3f)
    }
}

/** Attackers: dark discs. Defenders: light discs with a dark ring. King: larger, ring and crown. */
private fun DrawScope.drawPiece(piece: Piece, c: Offset, radius: Float, thin: Float, alpha: Float) {
    when (piece) {
        Piece.ATTACKER -> {
            drawCircle(BoardColors.attacker, radius, c, alpha = alpha)
            drawCircle(BoardColors.attackerEdge, radius, c, alpha = alpha, style = Stroke(thin * 1.5f))
            drawCircle(BoardColors.attackerShine, radius * 0.55f, c, alpha = alpha, style = Stroke(thin))
        }
        Piece.DEFENDER -> {
            drawCircle(BoardColors.defender, radius, c, alpha = alpha)
            drawCircle(BoardColors.defenderEdge, radius - thin * 1.25f, c, alpha = alpha, style = Stroke(thin * 2.5f))
        }
        Piece.KING -> {
            val r = radius * 1.08f
            drawCircle(BoardColors.defender, r, c, alpha = alpha)
            drawCircle(BoardColors.defenderEdge, r - thin * 1.5f, c, alpha = alpha, style = Stroke(thin * 3f))
            drawCrown(c, r, thin, alpha)
        }
    }
}

/** A three-pointed crown inside the king's disc. */
private fun DrawScope.drawCrown(c: Offset, r: Float, thin: Float, alpha: Float) {
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
    drawPath(crown, BoardColors.crown, alpha = alpha)
    drawPath(crown, BoardColors.defenderEdge, alpha = alpha, style = Stroke(thin))
}
