# Õppetunnid (core/src/lessons). Muutujad nagu ingliskeelses failis (en/lessons.ftl).

lesson-title = { $lesson ->
    [moving] Kuidas nupud käivad
    [capture] Löömine
    [several-at-once] Veel löömisest
    [armed-king] Relvastatud kuningas
    [hostile-squares] Vaenulikud ruudud
    [escape] Kuninga põgenemine
    [king-capture] Kuninga löömine
    [shieldwall] Kilbimüür
    [exit-fort] Servakindlus
    [encirclement] Piiramine
    [repetition] Seisude kordumine
   *[move-limit] Käikude piir
}
lesson-summary = { $lesson ->
    [moving] Nupp liigub nagu vanker; üle hüpata ei saa.
    [capture] Löö nupp kahe oma nupu vahel.
    [several-at-once] Mitu nuppu ühe käiguga; serv ei aita kunagi.
    [armed-king] Kuningas aitab lüüa.
    [hostile-squares] Nurgad ja troon aitavad lüüa.
    [escape] Kuhu peab kuningas võiduks jõudma.
    [king-capture] Kuidas ründajad kuninga löövad.
    [shieldwall] Terve rida serval lüüakse korraga.
    [exit-fort] Murdmatu kindlus serval toob võidu.
    [encirclement] Suletud rõngas kaitsjate ümber toob võidu.
    [repetition] Mis juhtub, kui seis tuleb kolmandat korda tagasi.
   *[move-limit] Liiga palju käike ilma löömiseta.
}

## Mida sammud selgitavad lisaks reeglite lehe faktidele

lesson-moving-king = Kuningas liigub samamoodi. Siin sulgevad tema enda kaitsjad kolm teed ja neljandal seisab ründaja.
lesson-capture-both-ways = Kaitsjad löövad samamoodi. Ründaja, kes seisab oma real sinu kahe nupu vahel, läks sinna ise ja on ohutu: löö ta hoopis mööda veergu.
lesson-several-at-once = Üks käik võib lüüa mitu nuppu korraga: siin saab üks ründaja lüüa kaks kaitsjat.
lesson-edge-never-helps = Laua serv ei aita kunagi lüüa: serval seisva nupu saab lüüa ainult mööda serva, kahe vastase nupu vahel.
lesson-king-as-anvil = Kuningas võib olla ka nupp teisel pool: ründaja kaitsja ja kuninga vahel lüüakse.
lesson-escape-corner-only = Ainult servast ei piisa: kuningas peab jõudma nurgaruudule endale.
lesson-escape-fork = { $escape ->
    [corner] Ühe käiguga saavad ründajad sulgeda ainult ühe tee: vii kuningas ruudule, kust ta ähvardab kaht nurka korraga.
   *[edge] Ühe käiguga saavad ründajad sulgeda ainult ühe tee: vii kuningas ruudule, kust ta ähvardab jõuda servale kahte teed pidi korraga.
}
lesson-king-against-corner = Nurk on vaenulik ka kuningale: selle kõrval piisab ühest ründajast tema teisel küljel.
lesson-shieldwall-corner = Rea ühe otsa võib sulgeda ka nurk.
lesson-repetition-situation = Mõlemad pooled on kaks korda edasi-tagasi käinud: kui viid oma { $piece ->
        [attacker] ründaja
        [defender] kaitsja
       *[king] kuninga
    } veel kord tagasi, tekib sama seis kolmandat korda.
lesson-move-limit-situation = { $plies ->
    [one] Viimane käik ei löönud midagi.
   *[other] Viimased { $plies } käiku järjest ei ole midagi löönud.
}

## Ülesanded

lesson-task-reach = Vii { $piece ->
        [attacker] ründaja
        [defender] kaitsja
       *[king] kuningas
    } ruudult { $from } ruudule { $to }.
lesson-task-capture = Löö { lesson-pieces } { $squares }.
lesson-task-capture-with-king = Löö kuningaga { lesson-pieces } { $squares }.
lesson-pieces = { $piece ->
    [attacker] { $count ->
        [one] ründaja ruudul
       *[other] ründajad ruutudel
    }
    [defender] { $count ->
        [one] kaitsja ruudul
       *[other] kaitsjad ruutudel
    }
   *[king] kuningas ruudul
}
lesson-task-win = { $goal ->
    [escaped] { $escape ->
        [corner] Vii kuningas nurka.
       *[edge] Vii kuningas laua servale.
    }
    [king-captured] Löö kuningas.
    [exit-fort] Sulge kindlus kuninga ümber.
   *[encircled] Sulge rõngas kuninga ja kõigi kaitsjate ümber.
}
lesson-task-threaten = { $escape ->
    [corner] Käi kuningaga nii, et ta ähvardab kaht nurka korraga.
   *[edge] Käi kuningaga nii, et ta ähvardab jõuda servale kahte teed pidi korraga.
}
lesson-task-avoid-repetition = Tee käik, mis ei too sama seisu kolmandat korda tagasi.
lesson-task-repeat = Vii { $piece ->
        [attacker] ründaja
        [defender] kaitsja
       *[king] kuningas
    } tagasi ruudule { $square }: seis tuleb kolmandat korda tagasi ja mäng läheb edasi.

## Pärast käiku

lesson-step-done = Tubli! Mine edasi järgmise sammu juurde.
lesson-finished = Õppetund on läbitud!
lesson-right = { $task ->
    [reach] Õige.
    [capture] Löödud!
    [escaped] Kuningas pääses: kaitsjad võidavad.
    [king-captured] Kuningas on löödud: ründajad võidavad.
    [exit-fort] Kindlus seisab: kaitsjad võidavad.
    [encircled] Rõngas on suletud: ründajad võidavad.
    [threaten] Kaks ähvardust korraga!
    [avoid-repetition] Õige: mäng läheb edasi.
   *[repeat] Seis tuli kolmandat korda tagasi ja mäng läheb edasi.
}
lesson-reply = { $side ->
    [attackers] Ründajad vastavad käiguga { $move }.
   *[defenders] Kaitsjad vastavad käiguga { $move }.
}
lesson-wrong-game-ended = See käik lõpetab mängu: { $result }.
lesson-wrong-stoppable = { $side ->
    [attackers] Ründajad saavad selle peatada: { $move }.
   *[defenders] Kaitsjad saavad selle peatada: { $move }.
}
lesson-wrong-not-won = { $goal ->
    [escaped] Kuningas ei ole veel pääsenud.
    [king-captured] Kuningas ei ole veel löödud.
    [exit-fort] Kindlust veel ei ole: müür on lahti.
   *[encircled] Rõngas ei ole veel suletud.
}
lesson-wrong-no-capture = { $count ->
    [one] Nupp ruudul { $squares } on alles.
   *[other] Nupud ruutudel { $squares } on alles.
}
lesson-wrong-not-captured = { $mistake ->
    [not-beside] Nupp ruudul { $square } jäi löömata: sinu nupp peab peatuma otse selle kõrval.
    [on-edge] Nupp ruudul { $square } jäi löömata: see seisab serval ja selle teisel pool ei ole ruutu. Tule selle juurde mööda serva.
    [far-side-empty] Nupp ruudul { $square } jäi löömata: ruut selle teisel pool, { $far }, on tühi.
   *[far-side-theirs] Nupp ruudul { $square } jäi löömata: selle teisel pool, ruudul { $far }, seisab tema enda poole nupp.
}
lesson-wrong = { $mistake ->
    [other-move] See ei ole käik, mida ülesanne palub.
    [no-threat] See käik ei ähvarda põgenemisega.
    [not-with-king] Löödud küll, aga mitte kuningaga: seekord peab lööma kuningas.
   *[no-repetition] See käik ei too seisu tagasi.
}
lesson-try-again = Laud on jälle endine: proovi uuesti.
# Where the lesson is: the step shown (from 1) and how many steps it has.
lesson-step-of = Samm { $step }/{ $steps }
