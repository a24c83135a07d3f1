package app.tafl.android

import app.tafl.core.Coord
import app.tafl.core.MoveView
import app.tafl.core.Piece
import app.tafl.core.Snapshot
import kotlin.math.abs

/** One square as the board draws it. */
data class CellUi(
    val coord: Coord,
    /** "a1" … */
    val name: String,
    val piece: Piece?,
    val throne: Boolean,
    val corner: Boolean,
    val selected: Boolean,
    val target: Boolean,
    val lastMoveFrom: Boolean,
    val lastMoveTo: Boolean,
    /** A piece was captured here by the last move. */
    val captured: Boolean,
    val hint: Boolean,
    /** The piece [captured] here (null when nothing was); the snapshot no longer has it on the board. */
    val capturedPiece: Piece? = null,
)

/** A move as the board shows it: the squares only (the notation is the move list's business). */
data class MoveUi(val from: Coord, val to: Coord)

/**
 * Rows top to bottom: the first row is the highest rank, as a board is seen from the attackers'
 * usual side. [lastMove] and [captured] repeat what the cells mark so the board can animate the
 * move without searching the grid; [captured] keeps the pieces the last move took off.
 */
data class BoardUi(
    val size: Int,
    val rows: List<List<CellUi>>,
    val lastMove: MoveUi? = null,
    val captured: Map<Coord, Piece> = emptyMap(),
) {
    /** The cell on [coord], or null off the board. */
    fun cell(coord: Coord): CellUi? {
        val file = coord.file.toInt()
        val rank = coord.rank.toInt()
        if (file !in 0 until size || rank !in 0 until size) return null
        return rows[size - 1 - rank][file]
    }
}

/** "a1" for (0, 0): same rule as the core's coord_name, without a native call per square. */
fun coordLabel(coord: Coord): String = fileLabel(coord.file.toInt()) + (coord.rank.toInt() + 1)

/** The letter of a file as the board's edge shows it: "a" for 0. */
fun fileLabel(file: Int): String = if (file < 26) ('a' + file).toString() else "?$file"

/**
 * Snapshot (+ the view-model's own selection and hint) → what the board draws. Pure.
 *
 * [previous] is the board shown before this snapshot, if the caller keeps it: it tells exactly which
 * piece each capture took. Without it the pieces are inferred from the mover (see [capturedPieces]).
 */
fun boardUi(snapshot: Snapshot, selection: Selection, hint: MoveView?, previous: BoardUi? = null): BoardUi {
    val size = snapshot.boardSize.toInt()
    val last = snapshot.lastMove
    val captured = capturedPieces(snapshot, previous)
    val rows = (size - 1 downTo 0).map { rank ->
        (0 until size).map { file ->
            val square = snapshot.squares[rank * size + file]
            val coord = square.coord
            CellUi(
                coord = coord,
                name = coordLabel(coord),
                piece = square.piece,
                throne = square.throne,
                corner = square.corner,
                selected = coord == selection.from,
                target = coord in selection.targets,
                lastMoveFrom = last != null && last.from == coord,
                lastMoveTo = last != null && last.to == coord,
                captured = coord in captured,
                hint = hint != null && (hint.from == coord || hint.to == coord),
                capturedPiece = captured[coord],
            )
        }
    }
    return BoardUi(size, rows, last?.let { MoveUi(it.from, it.to) }, captured)
}

/**
 * The piece each square of the last move's captures held. The snapshot lists the squares only.
 *
 * With [previous] showing the position before the move (the mover still on its from-square), its
 * pieces are taken as they were. Otherwise they follow from the mover: a defender or the king takes
 * attackers; an attacker takes defenders, and the king when it is gone from the board — the king is
 * always taken beside the square the attacker arrived on, so when that leaves a choice (the same move
 * also took a defender beside it) the first such square in the snapshot's order is named the king.
 */
internal fun capturedPieces(snapshot: Snapshot, previous: BoardUi?): Map<Coord, Piece> {
    val last = snapshot.lastMove ?: return emptyMap()
    val squares = snapshot.lastCaptures
    if (squares.isEmpty()) return emptyMap()
    val size = snapshot.boardSize.toInt()
    val mover = snapshot.squares[last.to.rank.toInt() * size + last.to.file.toInt()].piece

    if (previous != null && previous.size == size && mover != null &&
        previous.cell(last.from)?.piece == mover && previous.cell(last.to)?.piece == null
    ) {
        val before = squares.associateWith { previous.cell(it)?.piece }
        if (before.values.all { it != null && it.isAttacker() != mover.isAttacker() }) {
            @Suppress("UNCHECKED_CAST")
            return before as Map<Coord, Piece>
        }
    }

    if (mover == null || !mover.isAttacker()) return squares.associateWith { Piece.ATTACKER }
    val kingGone = snapshot.squares.none { it.piece == Piece.KING }
    val kingSquare = if (kingGone) squares.firstOrNull { it.isBeside(last.to) } ?: squares.first() else null
    return squares.associateWith { if (it == kingSquare) Piece.KING else Piece.DEFENDER }
}

private fun Piece.isAttacker() = this == Piece.ATTACKER

private fun Coord.isBeside(other: Coord): Boolean {
    val df = abs(file.toInt() - other.file.toInt())
    val dr = abs(rank.toInt() - other.rank.toInt())
    return df + dr == 1
}
