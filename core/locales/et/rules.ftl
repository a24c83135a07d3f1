# Reeglite leht (kuningas, ründajad, kaitsjad, troon, nurgad). Muutujad nagu ingliskeelses
# failis (en/rules.ftl).

rules-title = { $name }: reeglid
rules-heading = { $topic ->
    [board] Mängulaud ja nupud
    [start] Kes alustab
    [movement] Käigud
    [goal] Võit
    [captures] Löömine
    [king-capture] Kuninga löömine
    [shieldwall] Kilbimüür
    [exit-fort] Servakindlus
    [encirclement] Piiramine
    [repetition] Seisude kordumine
    [move-limit] Käikude piir
   *[no-moves] Käiguvõimaluse puudumine
}

## Kiirjuhend

rules-quick-moves = { $side ->
    [attackers] Esimesena käivad ründajad. Käigul liigub üks nupp sirgjooneliselt nagu vanker males.
   *[defenders] Esimesena käivad kaitsjad. Käigul liigub üks nupp sirgjooneliselt nagu vanker males.
}
rules-quick-escape = { $escape ->
    [corner] Kaitsjad: vii kuningas nurka.
   *[edge] Kaitsjad: vii kuningas laua servale.
}
rules-quick-king = { $rule ->
    [two] Ründajad: löö kuningas, püüdes ta kahe ründaja vahele.
   *[four] Ründajad: löö kuningas, ümbritsedes ta neljast küljest.
}
rules-quick-capture = Vastase nupu lööd, kui see jääb pärast sinu käiku kahe sinu nupu vahele.

## Mängulaud ja nupud

rules-board = Mängulaual on { $size }×{ $size } ruutu. Ründajatel on { $attackers } { $attackers ->
        [one] nupp
       *[other] nuppu
    }, kaitsjatel kuningas ja { $defenders } { $defenders ->
        [one] nupp
       *[other] nuppu
    }.
rules-throne = { $king_starts ->
    [yes] Keskmine ruut { $centre } on troon. Mängu alguses seisab sellel kuningas.
   *[no] Keskmine ruut { $centre } on troon.
}
rules-no-throne = Trooni ei ole: keskmine ruut on tavaline ruut.
rules-corners = Neli nurka ({ $squares }) on eriruudud.

## Kes alustab

rules-first = { $side ->
    [attackers] Esimesena käivad ründajad, seejärel käiakse kordamööda, kumbki pool ühe käigu.
   *[defenders] Esimesena käivad kaitsjad, seejärel käiakse kordamööda, kumbki pool ühe käigu.
}

## Käigud

rules-rook-moves = Iga nupp, ka kuningas, liigub mööda rida või veergu ükskõik kui mitu vaba ruutu, nagu vanker males. Üle teiste nuppude hüpata ei saa.
rules-throne-land = { $who ->
    [nobody] Troonil ei tohi käiku lõpetada ükski nupp, ka mitte kuningas.
    [everyone] Troonil tohib käigu lõpetada iga nupp.
    [soldiers] Troonil tohivad käigu lõpetada ründajad ja kaitsjad, kuid mitte kuningas.
    [attackers] Troonil tohivad käigu lõpetada ainult ründajad.
    [defenders] Troonil tohivad käigu lõpetada ainult kaitsjad.
    [king] Troonil tohib käigu lõpetada ainult kuningas.
    [attackers-and-king] Troonil tohivad käigu lõpetada ainult ründajad ja kuningas.
   *[defenders-and-king] Troonil tohivad käigu lõpetada ainult kaitsjad ja kuningas.
}
rules-king-cannot-return = Kui kuningas on troonilt lahkunud, ei saa ta sinna tagasi minna.
rules-throne-cross = { $who ->
    [nobody] Üle trooni ei tohi liikuda ükski nupp.
    [everyone] Üle tühja trooni tohib liikuda iga nupp.
    [soldiers] Üle trooni tohivad liikuda ründajad ja kaitsjad, kuid mitte kuningas; teised ei tohi seda ületada ka siis, kui troon on tühi.
    [attackers] Üle trooni tohivad liikuda ainult ründajad; teised ei tohi seda ületada ka siis, kui troon on tühi.
    [defenders] Üle trooni tohivad liikuda ainult kaitsjad; teised ei tohi seda ületada ka siis, kui troon on tühi.
    [king] Üle trooni tohib liikuda ainult kuningas; teised ei tohi seda ületada ka siis, kui troon on tühi.
    [attackers-and-king] Üle trooni tohivad liikuda ainult ründajad ja kuningas; teised ei tohi seda ületada ka siis, kui troon on tühi.
   *[defenders-and-king] Üle trooni tohivad liikuda ainult kaitsjad ja kuningas; teised ei tohi seda ületada ka siis, kui troon on tühi.
}
rules-corner-land = { $who ->
    [nobody] Nurgas ei tohi käiku lõpetada ükski nupp.
    [everyone] Nurgas tohib käigu lõpetada iga nupp.
    [soldiers] Nurgas tohivad käigu lõpetada ründajad ja kaitsjad, kuid mitte kuningas.
    [attackers] Nurgas tohivad käigu lõpetada ainult ründajad.
    [defenders] Nurgas tohivad käigu lõpetada ainult kaitsjad.
    [king] Nurgas tohib käigu lõpetada ainult kuningas.
    [attackers-and-king] Nurgas tohivad käigu lõpetada ainult ründajad ja kuningas.
   *[defenders-and-king] Nurgas tohivad käigu lõpetada ainult kaitsjad ja kuningas.
}

## Võit

rules-escape = { $escape ->
    [corner] Kaitsjad võidavad, kui kuningas jõuab mõnda nurka.
   *[edge] Kaitsjad võidavad, kui kuningas jõuab ükskõik millisele laua serva ruudule.
}
rules-attackers-win = Ründajad võidavad, kui nad löövad kuninga.

## Löömine

rules-custodial = { $hostile_squares ->
    [yes] Ründaja või kaitsja lüüakse, kui vastase nupp liigub tema kõrvale ja teisel pool teda on samal real või veerus vastase nupp või talle vaenulik ruut. Löödud nupp eemaldatakse laualt.
   *[no] Ründaja või kaitsja lüüakse, kui vastase nupp liigub tema kõrvale ja teisel pool teda on samal real või veerus vastase nupp. Löödud nupp eemaldatakse laualt.
}
rules-moving-in-is-safe = Lüüa saab ainult oma käiguga: kahe vastase nupu vahele võib oma nupu ohutult viia.
rules-several-at-once = Üks käik võib lüüa mitu nuppu korraga. Löömine ei ole kohustuslik. Laua serv ei aita kunagi lüüa.
rules-armed-king = { $armed ->
    [yes] Kuningas on relvastatud: ta aitab ründajaid lüüa nii ise käies kui ka teisel pool seistes.
   *[no] Kuningas ei ole relvastatud: ta ei aita kunagi lüüa.
}
rules-hostile-meaning = Vaenulik ruut toimib löömisel nagu vastase nupp.
rules-hostile = { $place ->
    [corners] Nurgad on vaenulikud { rules-hostile-to }.
    [empty-throne] Tühi troon on vaenulik { rules-hostile-to }.
   *[occupied-throne] Hõivatud troon on vaenulik { rules-hostile-to }.
}
# Kellele on vaenulik (alaleütlev kääne).
rules-hostile-to = { $who ->
    [everyone] kõigile nuppudele, ka kuningale
    [soldiers] ründajatele ja kaitsjatele, kuid mitte kuningale
    [attackers] ainult ründajatele
    [defenders] ainult kaitsjatele
    [king] ainult kuningale
    [attackers-and-king] ründajatele ja kuningale
   *[defenders-and-king] kaitsjatele ja kuningale
}
rules-never-hostile = { $place ->
    [corners] Nurgad ei ole kunagi vaenulikud.
    [empty-throne] Tühi troon ei ole kunagi vaenulik.
   *[occupied-throne] Hõivatud troon ei ole kunagi vaenulik.
}

## Kuninga löömine

rules-king-capture = { $king_place ->
    [everywhere] Kuningas lüüakse
    [on-throne] Troonil lüüakse kuningas
    [beside-throne] Trooni kõrval lüüakse kuningas
   *[elsewhere] Mujal lüüakse kuningas
}{ $rule ->
    [two] { " " }nagu iga teine nupp: kui ründaja liigub tema kõrvale ja teisel pool teda on samal real või veerus { $hostile ->
            [yes] teine ründaja või talle vaenulik ruut
           *[no] teine ründaja
        }.
    [four] { " " }ainult siis, kui tema kõigil neljal küljel on { $hostile ->
            [yes] ründajad või talle vaenulikud ruudud
           *[no] ründajad
        }.
   *[three-and-throne] , kui ründajad on tema kolmel ülejäänud küljel ja neljandal küljel on troon.
}
rules-empty-throne-against-king = { $counts ->
    [yes] Seal on tühi troon talle vaenulik nagu ründaja.
   *[no] Seal ei ole troon talle kunagi vaenulik.
}
rules-king-safe-on-edge = Laua serval ei saa kuningat lüüa.

## Erireeglid

rules-shieldwall = Kui ühe poole kaks või enam nuppu seisavad reas laua serval, igaühe ees (üks ruut keskme poole) on vastase nupp ning vastane sulgeb rea mõlemad otsad oma nuppude või nurgaga, ühe otsa just tehtud käiguga, lüüakse kõik rea nupud korraga, välja arvatud kuningas. Kuningas võib oma poole eest rea otsa sulgeda.
rules-exit-fort = Kaitsjad võidavad ka siis, kui kuningas seisab laua serval, saab liikuda ja on ümbritsetud kaitsjatest, keda ründajad ei saa kunagi lüüa, ning kindluse sees ei ole ühtegi ründajat.
rules-encirclement = Ründajad võidavad ka siis, kui nad sulgevad kuninga ja kõik kaitsjad rõngasse, millest ükski neist ei pääse laua servale.

## Mängu lõpp

-third-time = Kui sama seis (samad nupud samadel ruutudel ja sama pool käigul) tekib kolmandat korda,
rules-repetition = { $repetition ->
    [none] Seisude kordamine on lubatud ega muuda midagi.
    [draw] { -third-time } lõpeb mäng viigiga.
    [side-loses] { -third-time } { $side ->
            [attackers] kaotavad ründajad.
           *[defenders] kaotavad kaitsjad.
        }
   *[mover-loses] { -third-time } kaotab mängija, kelle käik seda kordas.
}
rules-move-limit = Kui { $plies } järjestikuse käigu jooksul (arvestades mõlema poole käike) ei lööda ühtegi nuppu, lõpeb mäng viigiga. Võit viimasel neist käikudest jääb kehtima.
rules-no-moves = { $no_moves ->
    [loss] Pool, kes oma käigul ei saa ühtegi käiku teha, kaotab.
   *[draw] Kui käigul olev pool ei saa ühtegi käiku teha, lõpeb mäng viigiga.
}
