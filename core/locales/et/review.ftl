# Mootori hinnang partiile. Vaata inglise faili muutujate kohta.

review-verdict = { $verdict ->
    [best] Parim käik
    [good] Hea käik
    [inaccuracy] Ebatäpsus
    [mistake] Viga
    [blunder] Jäme viga
    [missed-win] Käest lastud võit
   *[only-move] Ainus käik
}
review-verdict-count = { $verdict ->
    [best] { $count ->
        [one] { $count } parim käik
       *[other] { $count } parimat käiku
    }
    [good] { $count ->
        [one] { $count } hea käik
       *[other] { $count } head käiku
    }
    [inaccuracy] { $count ->
        [one] { $count } ebatäpsus
       *[other] { $count } ebatäpsust
    }
    [mistake] { $count ->
        [one] { $count } viga
       *[other] { $count } viga
    }
    [blunder] { $count ->
        [one] { $count } jäme viga
       *[other] { $count } jämedat viga
    }
    [missed-win] { $count ->
        [one] { $count } käest lastud võit
       *[other] { $count } käest lastud võitu
    }
   *[only-move] { $count ->
        [one] { $count } ainus käik
       *[other] { $count } ainsat käiku
    }
}
review-better = { review-verdict }. Parem oli { $move }: { $line }
review-accuracy = Täpsus { $accuracy }%
review-no-moves = Käike pole
review-clean = ebatäpsusi pole
review-side-summary = { side }: { $accuracy }; { $findings }
review-progress = Partii analüüs: { $done }/{ $total }
review-done = Analüüs on valmis
review-cancelled = Analüüs katkestati
# The mover's chance of winning before the move looked at (with the best move) and after it; $before and $after are percentages ("64%").
review-win-chance = Võiduvõimalus { $before } → { $after }
