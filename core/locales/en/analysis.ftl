# The analysis board: setting up a position, the engine's view of it, sharing it.

status-setting-up = Setting up the board — { side } to move

# The set-up palette: the piece a tap puts on a square, or none (the tap empties the square).
setup-piece = { $piece ->
    [attacker] Attacker
    [defender] Defender
    [king] King
   *[none] Empty square
}

# $degree equal|slightly|clearly|winning; $side the side ahead; $soldiers the lead in soldiers
# (“1.8”, written with decimal-mark).
analysis-evaluation = { $degree ->
    [equal] About equal ({ $soldiers })
    [slightly] { $side ->
        [attackers] The attackers are slightly better (+{ $soldiers })
       *[defenders] The defenders are slightly better (+{ $soldiers })
    }
    [clearly] { $side ->
        [attackers] The attackers are clearly better (+{ $soldiers })
       *[defenders] The defenders are clearly better (+{ $soldiers })
    }
   *[winning] { $side ->
        [attackers] The attackers are winning (+{ $soldiers })
       *[defenders] The defenders are winning (+{ $soldiers })
    }
}
# A forced game end: $side wins in $moves of its own moves.
analysis-win-in = { $side ->
    [attackers] The attackers win
   *[defenders] The defenders win
} in { $moves ->
    [one] one move
   *[other] { $moves } moves
}
# To share a position: $position its OpenTafl notation, $side who moves, $rules the rules' name.
analysis-share = { $position } · { side } to move · { $rules }
