# The words of a puzzle: "the attackers to move win in 3". Variables that choose a wording take
# ids: $side attackers|defenders, $piece attacker|defender|king, $difficulty
# easy|medium|hard|expert. $moves, $mistakes, $failed, $number, $solved and $total are counts;
# $move is a move as d2-d4, $square a square as d4, $why a sentence saying why a move is
# illegal, $rules a variant's name, $rating a number.

# The puzzle screen's title: "Brandubh · puzzle 12".
puzzle-title = { $rules } · puzzle { $number }
# A puzzle in a list.
puzzle-number = Puzzle { $number }
puzzle-rating = Rating { $rating }
puzzle-difficulty = { $difficulty ->
    [easy] Easy
    [medium] Medium
    [hard] Hard
   *[expert] Expert
}
puzzle-rating-difficulty = Rating { $rating } · { $difficulty ->
    [easy] easy
    [medium] medium
    [hard] hard
   *[expert] expert
}
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
# The prover could not tell in time whether the move wins; it does not count either way.
puzzle-undecided-move = Whether { $move } wins could not be worked out in time. It does not count: try another move.
puzzle-finished = The puzzle is over.
puzzle-hint = Move the { $piece ->
    [attacker] attacker
    [defender] defender
   *[king] king
} on { $square }.
puzzle-checking-move = Checking { $move }…
puzzle-finding-hint = Looking for the winning move…
puzzle-finding-solution = Working out the solution…
puzzle-solved = Solved!
puzzle-solved-after-mistakes = Won, after { $mistakes ->
    [one] one wrong move
   *[other] { $mistakes } wrong moves
}. Try it again to solve it cleanly.
puzzle-solution-shown = The solution is on the board.
puzzle-progress = { $solved } of { $total } solved
# A puzzle's record in a list.
puzzle-record-solved = Solved
puzzle-record-failed = { $failed ->
    [one] Failed once
   *[other] Failed { $failed } times
}
puzzle-record-new = Not tried yet
