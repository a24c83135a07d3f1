package app.tafl.android

/** One numbered line of the move list: a move of each side (the second missing while it is due). */
data class MoveTurn(val number: Int, val first: String, val second: String?)

/** The core's moves in record notation, first move first → numbered turns of two moves. */
fun moveTurns(moves: List<String>): List<MoveTurn> =
    moves.chunked(2).mapIndexed { i, pair -> MoveTurn(i + 1, pair[0], pair.getOrNull(1)) }
