# Ülesande sõnad. Muutujad nagu ingliskeelses failis (en/puzzles.ftl).

puzzle-title = { $rules } · ülesanne { $number }
puzzle-number = Ülesanne { $number }
puzzle-rating = Reiting { $rating }
puzzle-difficulty = { $difficulty ->
    [easy] Lihtne
    [medium] Keskmine
    [hard] Raske
   *[expert] Väga raske
}
puzzle-rating-difficulty = Reiting { $rating } · { $difficulty ->
    [easy] lihtne
    [medium] keskmine
    [hard] raske
   *[expert] väga raske
}
puzzle-goal = { $side ->
    [attackers] Ründajad
   *[defenders] Kaitsjad
} käivad ja võidavad { $moves ->
    [one] ühe käiguga
   *[other] { $moves } käiguga
}.
puzzle-moves-left = { $moves ->
    [one] Võida järgmise käiguga.
   *[other] Võida { $moves } käigu jooksul.
}
puzzle-right-move = Õige.
puzzle-answer = { $side ->
    [attackers] Ründajad vastavad { $move }.
   *[defenders] Kaitsjad vastavad { $move }.
}
puzzle-wrong-move = { $move } ei võida { $moves ->
    [one] ühe käiguga
   *[other] { $moves } käiguga
}: vastane suudab vastu pidada. Proovi teist käiku.
puzzle-illegal-move = { $move } pole lubatud: { $why }
puzzle-undecided-move = Kas { $move } võidab, ei õnnestunud õigel ajal välja selgitada. See ei lähe arvesse: proovi teist käiku.
puzzle-finished = Ülesanne on läbi.
puzzle-hint = Käi { $piece ->
    [attacker] ründajaga
    [defender] kaitsjaga
   *[king] kuningaga
} väljalt { $square }.
puzzle-checking-move = Kontrollin käiku { $move }…
puzzle-finding-hint = Otsin võidukäiku…
puzzle-finding-solution = Arvutan lahendust…
puzzle-solved = Lahendatud!
puzzle-solved-after-mistakes = Võit, kuid pärast { $mistakes ->
    [one] üht vale käiku
   *[other] { $mistakes } vale käiku
}. Proovi uuesti, et lahendada vigadeta.
puzzle-solution-shown = Lahendus on laual.
puzzle-progress = { $solved }/{ $total } lahendatud
puzzle-record-solved = Lahendatud
puzzle-record-failed = { $failed ->
    [one] Üks ebaõnnestunud katse
   *[other] { $failed } ebaõnnestunud katset
}
puzzle-record-new = Veel proovimata
