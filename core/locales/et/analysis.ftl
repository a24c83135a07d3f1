# Analüüsilaud: seisu seadmine, mootori hinnang, seisu jagamine.

status-setting-up = Seisu seadmine — käigul { side }

# Seisu seadmise palett: nupp, mille puudutus ruudule paneb, või mitte midagi (ruut tühjendatakse).
setup-piece = { $piece ->
    [attacker] Ründaja
    [defender] Kaitsja
    [king] Kuningas
   *[none] Tühi ruut
}

analysis-evaluation = { $degree ->
    [equal] Umbes võrdne ({ $soldiers })
    [slightly] { $side ->
        [attackers] Ründajatel on väike eelis (+{ $soldiers })
       *[defenders] Kaitsjatel on väike eelis (+{ $soldiers })
    }
    [clearly] { $side ->
        [attackers] Ründajatel on selge eelis (+{ $soldiers })
       *[defenders] Kaitsjatel on selge eelis (+{ $soldiers })
    }
   *[winning] { $side ->
        [attackers] Ründajad võidavad (+{ $soldiers })
       *[defenders] Kaitsjad võidavad (+{ $soldiers })
    }
}
analysis-win-in = { $side ->
    [attackers] Ründajad võidavad
   *[defenders] Kaitsjad võidavad
} { $moves ->
    [one] ühe käiguga
   *[other] { $moves } käiguga
}
analysis-share = { $position } · käigul { side } · { $rules }
