# The words of a puzzle: "the attackers to move win in 3". Variables that choose a wording take
# ids: $side attackers|defenders, $piece attacker|defender|king. $moves and $mistakes are
# counts; $move is a move as d2-d4, $square a square as d4, $why a sentence saying why a move
# is illegal, $id a puzzle's id, $rating a number.

puzzle-title = Puzzle { $id }
puzzle-rating = Rating { $rating }
puzzle-goal = { $side ->
    [attackers] Attackers
   *[defenders] Defenders
} to move win in { $moves ->
    [one] one move
   *[other] { $moves } moves
}.
puzzle-moves-left = { $moves ->
    [one] Win with your next move.
   *[other] Win within { $moves } moves.
}
puzzle-right-move = Right.
# $move: the core's answer; $side: the side that plays it.
puzzle-answer = { $side ->
    [attackers] The attackers answer { $move }.
   *[defenders] The defenders answer { $move }.
}
puzzle-wrong-move = { $move } does not win in { $moves ->
    [one] one move
   *[other] { $moves } moves
}: the other side can hold out. Try another move.
puzzle-illegal-move = { $move } is not allowed: { $why }
puzzle-finished = The puzzle is over.
puzzle-hint = Move the { $piece ->
    [attacker] attacker
    [defender] defender
   *[king] king
} on { $square }.
puzzle-solved = Solved!
puzzle-solved-after-mistakes = Won, after { $mistakes ->
    [one] one wrong move
   *[other] { $mistakes } wrong moves
}. Try it again to solve it cleanly.
puzzle-solution-shown = The solution is on the board.
puzzle-progress = { $solved } of { $total } solved
