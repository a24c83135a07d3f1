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
import androidx.compose.ui.graphics.Color
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
import app.tafl.android.R
import app.tafl.core.Arrow
import app.tafl.core.ArrowKind
import app.tafl.core.CellView
import app.tafl.core.Coord
import app.tafl.core.LastMove
import app.tafl.core.Piece
import app.tafl.core.BoardView as CoreBoard

/** Test tags: the whole board (labels included), the grid of squares, and each edge label by its text. */
const val BOARD_TAG = "board"
const val BOARD_GRID_TAG = "board-grid"
fun boardFileLabelTag(label: String) = "board-file-$label"
fun boardRankLabelTag(label: String) = "board-rank-$label"

/** The slide of a moved piece and the fade of the pieces it took. */
const val BOARD_MOVE_MILLIS = 180

/**
 * Whether the system lets animations run: "Remove animations" (accessibility) and the developer
 * option "Animator duration scale: off" both set the scale to 0.
 */
fun systemAnimationsEnabled(context: Context): Boolean =
    Settings.Global.getFloat(context.contentResolver, Settings.Global.ANIMATOR_DURATION_SCALE, 1f) != 0f

/** What the board's gestures hand to the core: a tap on a square, a drag starting on one, a drop on one. */
class BoardInput(val tap: (Coord) -> Unit, val dragStart: (Coord) -> Unit, val drop: (Coord) -> Unit)

/**
 * The core's board of any page ([CoreBoard]: a game's, a lesson's, a puzzle's, a review's) as it
 * comes — rows top to bottom in screen order, turned in hot-seat play, its edge labels and each
 * square's marks and description — with the files below and the ranks to the left; always square,
 * as large as [modifier] allows.
 *
 * A tap on a square goes to [BoardInput.tap]. Dragging a piece starts with [BoardInput.dragStart]
 * and ends with [BoardInput.drop] on the square under the finger: the core plays the move or keeps
 * the piece selected. A fresh last move ([LastMove.fresh], with a new [CoreBoard.moveSerial]) slides
 * its piece from its square to the target while the pieces it took fade out, unless [animate] is
 * false (pass [systemAnimationsEnabled]). Every square is an accessible node with the core's
 * description; while [enabled] (by default the core's [CoreBoard.enabled]) is false it cannot be
 * tapped or dragged, and [tapLabel] is what TalkBack says a tap does. The core's [CoreBoard.arrows]
 * are drawn over it: the analysis engine's best move, a reviewed move and the better one, a
 * lesson's wrong move. It is drawn in [colors]: by default the board theme of the settings in the
 * app's appearance.
 */
@Composable
fun BoardView(
    board: CoreBoard,
    input: BoardInput,
    modifier: Modifier = Modifier,
    animate: Boolean = systemAnimationsEnabled(LocalContext.current),
    enabled: Boolean = board.enabled,
    tapLabel: String = stringResource(R.string.square_tap_label),
    colors: BoardColors = boardColors(),
) {
    val moveSerial = board.moveSerial
    val lastMove = board.lastMove
    val n = board.size.toInt()
    val geometry = BoardGeometry(board)

    // A move is animated only when it was just played while this board was shown (not after an undo,
    // a new game or a restored save, nor when the board appears).
    val memory = remember { BoardMemory() }
    val transition = remember(moveSerial) { memory.transitionTo(moveSerial, lastMove) }
    SideEffect { memory.shownSerial = moveSerial }
    val progress = remember(transition) { Animatable(if (transition != null && animate) 0f else 1f) }
    LaunchedEffect(progress) {
        if (progress.value < 1f) progress.animateTo(1f, tween(BOARD_MOVE_MILLIS, easing = FastOutSlowInEasing))
    }
    var drag by remember { mutableStateOf<Drag?>(null) }

    val currentBoard by rememberUpdatedState(board)
    val currentEnabled by rememberUpdatedState(enabled)
    val currentInput by rememberUpdatedState(input)

    BoxWithConstraints(modifier.aspectRatio(1f).testTag(BOARD_TAG)) {
        val side = min(maxWidth, maxHeight)
        val margin = (side / (n + 1) * 0.7f).coerceIn(16.dp, 24.dp)
        val gridSide = side - margin

        EdgeLabels(board, margin, gridSide, colors.label)

        Box(
            Modifier
                .offset(x = margin)
                .size(gridSide)
                .testTag(BOARD_GRID_TAG)
                .border(2.dp, colors.frame)
                .drawBehind {
                    drawBoard(board, geometry, transition, progress.value, drag, colors)
                    for (arrow in board.arrows) drawArrow(geometry, arrow, size.width / n, colors)
                }
                .pointerInput(Unit) {
                    awaitEachGesture {
                        val down = awaitFirstDown(requireUnconsumed = false)
                        if (!currentEnabled) return@awaitEachGesture
                        val cellPx = size.width.toFloat() / n
                        val at = BoardGeometry(currentBoard)
                        val start = at.cellAt(down.position, cellPx) ?: return@awaitEachGesture
                        var dragging = false
                        try {
                            while (true) {
                                val event = awaitPointerEvent()
                                val change = event.changes.firstOrNull { it.id == down.id } ?: break
                                if (!change.pressed) {
                                    change.consume()
                                    val to = at.cellAt(change.position, cellPx)
                                    if (!dragging) {
                                        currentInput.tap(start.coord)
                                    } else if (to != null) {
                                        memory.dropped = start.coord to to.coord
                                        currentInput.drop(to.coord)
                                    }
                                    break
                                }
                                if (!dragging && (change.position - down.position).getDistance() > viewConfiguration.touchSlop) {
                                    // A drag carries a piece: a swipe from an empty square is neither a tap nor a drag.
                                    if (start.piece == null) break
                                    dragging = true
                                    currentInput.dragStart(start.coord)
                                }
                                if (dragging) {
                                    drag = Drag(start.coord, change.position)
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
                for (row in board.rows) {
                    Row(Modifier.weight(1f).fillMaxWidth()) {
                        for (cell in row) {
                            Box(
                                Modifier
                                    .weight(1f)
                                    .fillMaxHeight()
                                    .semantics {
                                        contentDescription = cell.description
                                        selected = cell.selected
                                        role = Role.Button
                                        if (enabled) {
                                            onClick(label = tapLabel) {
                                                input.tap(cell.coord)
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
 * The core's edge labels: files below the grid, ranks to its left, in screen order. They are laid out
 * with the same weights as the grid's rows and columns, so each sits on its line to the pixel.
 */
@OptIn(ExperimentalComposeUiApi::class)
@Composable
private fun EdgeLabels(board: CoreBoard, margin: Dp, gridSide: Dp, color: Color) {
    // In dp, not scaled by the font size setting: a larger label would not fit its margin.
    val fontSize = with(LocalDensity.current) { (margin * 0.6f).toSp() }
    val style = MaterialTheme.typography.labelMedium.copy(fontSize = fontSize, fontWeight = FontWeight.Medium)
    // Every square's description already starts with its coordinate: the labels are for the eye only.
    @Composable
    fun Label(text: String, tag: String, modifier: Modifier) {
        Box(modifier, contentAlignment = Alignment.Center) {
            Text(text, style = style, color = color, modifier = Modifier.testTag(tag).semantics { invisibleToUser() })
        }
    }
    Column(Modifier.width(margin).height(gridSide)) {
        for (rank in board.rankLabels) Label(rank, boardRankLabelTag(rank), Modifier.weight(1f).fillMaxWidth())
    }
    Row(Modifier.offset(x = margin, y = gridSide).width(gridSide).height(margin)) {
        for (file in board.fileLabels) Label(file, boardFileLabelTag(file), Modifier.weight(1f).fillMaxHeight())
    }
}

/** Where each square of the core's board is on the screen (its rows are already in screen order). */
private class BoardGeometry(private val board: CoreBoard) {
    private val n = board.size.toInt()
    private val places: Map<Coord, Pair<Int, Int>> = buildMap {
        board.rows.forEachIndexed { row, cells -> cells.forEachIndexed { col, cell -> put(cell.coord, col to row) } }
    }

    fun center(coord: Coord, cellPx: Float): Offset {
        val (col, row) = places.getValue(coord)
        return Offset((col + 0.5f) * cellPx, (row + 0.5f) * cellPx)
    }

    fun cellAt(position: Offset, cellPx: Float): CellView? {
        if (position.x < 0f || position.y < 0f) return null
        val col = (position.x / cellPx).toInt()
        val row = (position.y / cellPx).toInt()
        if (col >= n || row >= n) return null
        return board.rows[row][col]
    }
}

/** A piece held under the finger: it left [from] and is now at [position] (grid pixels). */
private data class Drag(val from: Coord, val position: Offset)

/** A move to animate: its piece goes from → to ([slide] false when the finger already carried it there). */
private data class Transition(val move: LastMove, val slide: Boolean)

/** What the board remembers between compositions; plain fields, as nothing is drawn from them. */
private class BoardMemory {
    var shownSerial: ULong? = null
    /** The squares of the last drop: that piece is already on its target. */
    var dropped: Pair<Coord, Coord>? = null

    fun transitionTo(moveSerial: ULong, lastMove: LastMove?): Transition? {
        val before = shownSerial
        val dropped = dropped.also { this.dropped = null }
        val move = lastMove ?: return null
        if (before == null || before == moveSerial || !move.fresh) return null
        return Transition(move, slide = dropped != (move.from to move.to))
    }
}

private fun DrawScope.drawBoard(
    board: CoreBoard,
    geometry: BoardGeometry,
    transition: Transition?,
    progress: Float,
    drag: Drag?,
    colors: BoardColors,
) {
    val cellPx = size.width / board.size.toInt()
    val sliding = transition != null && transition.slide && progress < 1f
    val cells = board.rows.flatten()
    val held = drag?.let { d -> cells.firstOrNull { it.coord == d.from && it.selected } }

    for (cell in cells) drawSquare(cell, geometry.center(cell.coord, cellPx), cellPx, colors)
    for (cell in cells) {
        val piece = cell.piece ?: continue
        if (sliding && cell.coord == transition!!.move.to) continue
        val c = geometry.center(cell.coord, cellPx)
        drawPiece(piece, c, cellPx, colors, if (held?.coord == cell.coord) 0.35f else 1f)
        if (cell.selected) drawSelection(c, cellPx, colors)
    }
    for (cell in cells) {
        if (cell.target) drawTarget(geometry.center(cell.coord, cellPx), cellPx, colors)
    }
    if (transition != null && progress < 1f) {
        // Taken pieces are gone once the mover lands: they fade over the slide's second half.
        val fade = (1f - (progress - 0.4f) / 0.6f).coerceIn(0f, 1f)
        if (fade > 0f) {
            for (taken in transition.move.captured) {
                drawPiece(taken.piece, geometry.center(taken.coord, cellPx), cellPx, colors, fade)
            }
        }
        if (sliding) {
            val from = geometry.center(transition.move.from, cellPx)
            val to = geometry.center(transition.move.to, cellPx)
            drawPiece(transition.move.piece, lerp(from, to, progress), cellPx, colors, 1f)
        }
    }
    val heldPiece = held?.piece
    // Under the finger the held piece is drawn as on a square a little larger.
    if (drag != null && heldPiece != null) drawPiece(heldPiece, drag.position, cellPx * 1.15f, colors, 1f)
}

/** The width of the board's thin lines on a square of [cellPx]; the other strokes are multiples of it. */
private fun thinLine(cellPx: Float) = (cellPx * 0.025f).coerceAtLeast(1f)

private fun pieceRadius(cellPx: Float) = cellPx * 0.34f

/**
 * A ring around the selected piece at [c]: the halo inside the ring reads on dark and light pieces
 * alike.
 */
internal fun DrawScope.drawSelection(c: Offset, cellPx: Float, colors: BoardColors) {
    val thin = thinLine(cellPx)
    val radius = pieceRadius(cellPx)
    drawCircle(colors.selectedHalo, radius + thin * 1.25f, c, style = Stroke(thin * 1.5f))
    drawCircle(colors.selected, radius + thin * 3f, c, style = Stroke(thin * 2.5f))
}

/** The dot on a square the selected piece can reach, in its halo. */
internal fun DrawScope.drawTarget(c: Offset, cellPx: Float, colors: BoardColors) {
    drawCircle(colors.targetHalo, cellPx * 0.14f, c)
    drawCircle(colors.target, cellPx * 0.11f, c)
}

/** The square, its special mark, the last-move, hint and capture marks; each has its own shape. */
internal fun DrawScope.drawSquare(cell: CellView, c: Offset, cellPx: Float, colors: BoardColors) {
    val thin = thinLine(cellPx)
    val topLeft = Offset(c.x - cellPx / 2f, c.y - cellPx / 2f)
    val cellSize = Size(cellPx, cellPx)
    val special = cell.throne || cell.corner
    drawRect(if (special) colors.special else colors.square, topLeft, cellSize)
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
        drawPath(diamond, colors.specialMark, style = Stroke(thin * 2f))
    }
    if (cell.lastMoveFrom || cell.lastMoveTo) drawRect(colors.lastMove, topLeft, cellSize)
    drawRect(colors.gridLine, topLeft, cellSize, style = Stroke(thin))
    if (cell.lastMoveTo) {
        val inset = thin * 2.5f
        drawRect(
            colors.lastMoveMark,
            topLeft + Offset(inset, inset),
            Size(cellPx - 2 * inset, cellPx - 2 * inset),
            style = Stroke(thin * 2f),
        )
    }
    if (cell.lastMoveFrom) {
        drawCircle(colors.lastMoveMark, cellPx * 0.14f, c, style = Stroke(thin * 2f))
    }
    if (cell.marked) drawMarked(topLeft, cellPx, thin, colors)
    if (cell.hint) {
        val inset = thin * 5f
        drawRect(
            colors.hint,
            topLeft + Offset(inset, inset),
            Size(cellPx - 2 * inset, cellPx - 2 * inset),
            style = Stroke(thin * 2.5f, pathEffect = PathEffect.dashPathEffect(floatArrayOf(thin * 5f, thin * 3f))),
        )
    }
    if (cell.captured != null) {
        val d = cellPx * 0.2f
        drawLine(colors.capture, c + Offset(-d, -d), c + Offset(d, d), thin * 3f)
        drawLine(colors.capture, c + Offset(d, -d), c + Offset(-d, d), thin * 3f)
    }
}

/**
 * A square a lesson's task names (the piece to move or to capture, where to go): a bracket in each
 * of its corners, in the theme's target colour on the target's halo — a shape no other mark has.
 */
private fun DrawScope.drawMarked(topLeft: Offset, cellPx: Float, thin: Float, colors: BoardColors) {
    val inset = thin * 2.5f
    val arm = cellPx * 0.28f
    val corners = Path().apply {
        val l = topLeft.x + inset
        val t = topLeft.y + inset
        val r = topLeft.x + cellPx - inset
        val b = topLeft.y + cellPx - inset
        moveTo(l, t + arm); lineTo(l, t); lineTo(l + arm, t)
        moveTo(r - arm, t); lineTo(r, t); lineTo(r, t + arm)
        moveTo(r, b - arm); lineTo(r, b); lineTo(r - arm, b)
        moveTo(l + arm, b); lineTo(l, b); lineTo(l, b - arm)
    }
    drawPath(corners, colors.targetHalo, style = Stroke(thin * 5f))
    drawPath(corners, colors.target, style = Stroke(thin * 3f))
}

/**
 * A move as an arrow from square to square, over the pieces: a move the engine proposes ([ArrowKind.BEST],
 * [ArrowKind.BETTER]: the theme's hint colour, a solid shaft and a filled head) or a move played that
 * it would not have played ([ArrowKind.PLAYED], a lesson's [ArrowKind.WRONG]: the theme's capture colour,
 * a dashed shaft and a hollow head). The two differ in shape, not by hue alone, even for a move of
 * one square, whose shaft is short.
 */
private fun DrawScope.drawArrow(geometry: BoardGeometry, arrow: Arrow, cellPx: Float, colors: BoardColors) {
    val from = geometry.center(arrow.from, cellPx)
    val to = geometry.center(arrow.to, cellPx)
    val length = (to - from).getDistance()
    if (length == 0f) return
    val along = (to - from) / length
    val across = Offset(-along.y, along.x)
    val width = cellPx * 0.12f
    val head = cellPx * 0.34f
    // The shaft starts at the piece's rim (its crown stays visible) and stops where the head begins;
    // the head's tip stops short of the centre, so the target square stays readable.
    val start = from + along * (cellPx * 0.38f)
    val tip = to - along * (cellPx * 0.12f)
    val base = tip - along * head
    val played = arrow.kind == ArrowKind.PLAYED || arrow.kind == ArrowKind.WRONG
    val color = if (played) colors.capture else colors.hint
    val dashes = if (played) PathEffect.dashPathEffect(floatArrayOf(width * 1.2f, width * 0.9f)) else null
    drawLine(color, start, base, width, alpha = 0.85f, pathEffect = dashes)
    val arrowHead = Path().apply {
        moveTo(tip.x, tip.y)
        lineTo(base.x + across.x * head * 0.6f, base.y + across.y * head * 0.6f)
        lineTo(base.x - across.x * head * 0.6f, base.y - across.y * head * 0.6f)
        close()
    }
    if (played) {
        drawPath(arrowHead, color, alpha = 0.95f, style = Stroke(width * 0.45f))
    } else {
        drawPath(arrowHead, color, alpha = 0.85f)
    }
}

/**
 * A piece at [c] on a square of [cellPx]. Attackers: dark discs. Defenders: light discs with a dark
 * ring. King: larger, ring and crown.
 */
internal fun DrawScope.drawPiece(piece: Piece, c: Offset, cellPx: Float, colors: BoardColors, alpha: Float = 1f) {
    val thin = thinLine(cellPx)
    val radius = pieceRadius(cellPx)
    when (piece) {
        Piece.ATTACKER -> {
            drawCircle(colors.attacker, radius, c, alpha = alpha)
            drawCircle(colors.attackerEdge, radius, c, alpha = alpha, style = Stroke(thin * 1.5f))
            drawCircle(colors.attackerShine, radius * 0.55f, c, alpha = alpha, style = Stroke(thin))
        }
        Piece.DEFENDER -> {
            drawCircle(colors.defender, radius, c, alpha = alpha)
            drawCircle(colors.defenderEdge, radius - thin * 1.25f, c, alpha = alpha, style = Stroke(thin * 2.5f))
        }
        Piece.KING -> {
            val r = radius * 1.08f
            drawCircle(colors.defender, r, c, alpha = alpha)
            drawCircle(colors.defenderEdge, r - thin * 1.5f, c, alpha = alpha, style = Stroke(thin * 3f))
            drawCrown(c, r, thin, alpha, colors)
        }
    }
}

/** A three-pointed crown inside the king's disc. */
private fun DrawScope.drawCrown(c: Offset, r: Float, thin: Float, alpha: Float, colors: BoardColors) {
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
    drawPath(crown, colors.crown, alpha = alpha)
    drawPath(crown, colors.defenderEdge, alpha = alpha, style = Stroke(thin))
}
