# The engine's review of a game. Variables that choose a wording take ids:
# $verdict best|good|inaccuracy|mistake|blunder|missed-win|only-move, $side attackers|defenders.
# $count, $done, $total and $accuracy (a whole percentage) are numbers; $move and $line are moves
# in notation ("d2-d4xd5"); $findings is a list of verdict counts or review-clean.

review-verdict = { $verdict ->
    [best] Best move
    [good] Good move
    [inaccuracy] Inaccuracy
    [mistake] Mistake
    [blunder] Blunder
    [missed-win] Missed win
   *[only-move] Only move
}
review-verdict-count = { $verdict ->
    [best] { $count ->
        [one] { $count } best move
       *[other] { $count } best moves
    }
    [good] { $count ->
        [one] { $count } good move
       *[other] { $count } good moves
    }
    [inaccuracy] { $count ->
        [one] { $count } inaccuracy
       *[other] { $count } inaccuracies
    }
    [mistake] { $count ->
        [one] { $count } mistake
       *[other] { $count } mistakes
    }
    [blunder] { $count ->
        [one] { $count } blunder
       *[other] { $count } blunders
    }
    [missed-win] { $count ->
        [one] { $count } missed win
       *[other] { $count } missed wins
    }
   *[only-move] { $count ->
        [one] { $count } only move
       *[other] { $count } only moves
    }
}
# A flagged move's comment: "Mistake. d3-d5 was better: d3-d5 e4-e2 c4-c2".
review-better = { review-verdict }. { $move } was better: { $line }
review-accuracy = Accuracy { $accuracy }%
review-no-moves = No moves
review-clean = no inaccuracies
# "Attackers: Accuracy 87%; 1 inaccuracy, 1 blunder".
review-side-summary = { side }: { $accuracy }; { $findings }
review-progress = Reviewing the game: { $done } of { $total }
review-done = Review complete
review-cancelled = Review cancelled
# The mover's chance of winning before the move looked at (with the best move) and after it; $before and $after are percentages ("64%").
review-win-chance = Chance of winning { $before } → { $after }
