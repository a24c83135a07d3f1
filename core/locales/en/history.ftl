# The games played on this device, and replaying them.

# $opponent: "Two players" or "Against the computer (…), you played …"; $game: 1 or 2.
history-match-game = { $opponent } · match game { $game } of 2
history-moves = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
# A history file held games that could not be read; $count of them were left out.
history-skipped = { $count ->
    [one] One saved game could not be read and was left out of the history.
   *[other] { $count } saved games could not be read and were left out of the history.
}
# Replaying a game: $ply moves of $plies shown.
replay-position = { $ply ->
    [0] The start, before the first move ({ $plies } in the game)
   *[other] After move { $ply } of { $plies }
}
