# Mängu sõnad: olekud, tulemused, matš, laud ekraanilugejale ja miks tegevus keelati.
# Muutujad nagu ingliskeelses failis (en/game.ftl).

## Nimed

side = { $side ->
    [attackers] Ründajad
   *[defenders] Kaitsjad
}
piece = { $piece ->
    [attacker] ründaja
    [defender] kaitsja
   *[king] kuningas
}
level = { $level ->
    [random] Juhuslik
    [easy] Kerge
    [medium] Keskmine
   *[hard] Raske
}
preset-name = { $preset ->
    [brandubh] Brandubh
    [brandubh-aagenielsen] Brandubh (Aage Nielsen)
    [ard-ri] Ard Rí
    [tablut] Tablut
    [hnefatafl] Hnefatafl
    [copenhagen] Kopenhaageni hnefatafl
   *[fetlar] Fetlari hnefatafl
}
preset-summary = { $name } ({ $size }×{ $size }; { $attackers } vs { $defenders } + kuningas)
custom-rules-title = { $name } (omareeglid)
mode-two-players = Kaks mängijat ühes seadmes
mode-vs-computer = Arvuti vastu
list-separator = {", "}

## Olek

status-to-move = Käigul: { side }
status-your-move = Sinu käik ({ side })
status-computer-thinking = Arvuti ({ side }) mõtleb…
status-computer-waiting = Järgmisena käib arvuti ({ side })
status-finding-hint = Otsin vihjet…
result = { $winner ->
    [attackers] Ründajad võitsid
    [defenders] Kaitsjad võitsid
   *[none] Viik
}
reason = { $reason ->
    [king-escaped] kuningas pääses põgenema
    [king-captured] kuningas võeti vangi
    [exit-fort] kuningas ehitas servale kindluse
    [encircled] kaitsjad piirati sisse
    [no-legal-move] käigul olev pool ei saanud käia
    [repetition] seis kordus
   *[move-limit] liiga palju käike ilma võtmiseta
}
status-result-with-reason = { result }: { reason }
status-captures = Võetud — ründajad: { $by_attackers }, kaitsjad: { $by_defenders }

## Kahe mänguga matš

match-won-by-you = Sina võitsid matši
match-won-by-computer = Arvuti võitis matši
match-won-by-player-one = 1. mängija võitis matši
match-won-by-player-two = 2. mängija võitis matši
match-tied = Matš jäi viiki
match-final = { $who } ({ $one } : { $two })
match-final-on-captures = { $who } (punkte { $one } : { $two }, võetud nuppe { $one_captures } : { $two_captures })
match-score-vs-computer = Matši { $game }. mäng 2-st (sina: { side }) — sina { $one } : { $two } arvuti
match-score-two-players = Matši { $game }. mäng 2-st (1. mängija: { side }) — 1. mängija { $one } : { $two } 2. mängija

## Laud ekraanilugejale

board-label = Laud, { $size } korda { $size }
square-empty = tühi
square-throne = troon
square-corner = nurk
square-selected = valitud
square-target = võimalik käik
square-last-move-from = viimane käik siit
square-last-move-to = viimane käik siia
square-captured-piece = siin võeti { piece }
square-hint = vihje
square-marked = ülesandes nimetatud

## Keelatud tegevused

error = { $error ->
    [OffBoard] See ruut on lauast väljas.
    [NoPiece] Sellel ruudul pole nuppu.
    [NotYourPiece] See nupp kuulub vastasele.
    [NotYourTurn] Praegu on arvuti käik.
    [IllegalMove] See käik pole lubatud.
    [GameOver] Mäng on läbi.
    [ComputerThinking] Arvuti alles mõtleb.
    [NotComputersTurn] Praegu pole arvuti käik.
    [NothingToUndo] Pole midagi tagasi võtta.
    [NothingToRedo] Pole midagi uuesti teha.
    [CorruptSave] Salvestatud mäng on rikutud.
    [UnsupportedVersion] Salvestatud mäng pärineb rakenduse uuemast versioonist.
    [UnknownPreset] Salvestatud mäng kasutab tundmatuid reegleid.
    [MatchNotFinished] Lõpeta kõigepealt matši praegune mäng.
    [NoMatch] Selles matšis pole rohkem mänge.
    [BadRules] Reeglite rida ei ole loetav või nende reeglitega ei saa mängida.
    [UnsupportedRules] Reeglite rida nõuab reeglit, mida see rakendus ei toeta.
    [ReadOnly] Seda lauda saab ainult vaadata: käimiseks mine tagasi mängu juurde.
    [NoSuchMove] Mängus pole sellist käiku.
    [NoKing] Seisus peab olema kuningas.
    [RestrictedSquare] Nupp ei tohi seal seista.
    [AlreadyDecided] Selles seisus on mäng juba läbi.
    [BadPosition] See pole nende reeglite seis.
    [NoSuchPuzzle] Sellist ülesannet pole.
    [UnknownLesson] Nendel reeglitel sellist õppetundi ei ole.
    [StepDone] See samm on tehtud: mine edasi järgmise juurde.
    [StepNotDone] Tee kõigepealt see samm lõpuni.
   *[LessonFinished] Õppetund on läbitud.
}
setup-error-restricted = See nupp ei tohi seista ruudul { $square }.
setup-error-decided = Selles seisus on mäng juba läbi: { $result }.
move-error-off-board = { $square } on lauast väljas.
move-error-no-piece = Ruudul { $square } pole nuppu.
move-error-not-your-piece = Nupp ruudul { $square } kuulub vastasele.
move-error-not-a-move = Käik peab kuhugi viima.
move-error-not-straight = Nupud liiguvad mööda rida või veergu.
move-error-occupied = { $square } on hõivatud.
move-error-restricted = See nupp ei tohi peatuda ruudul { $square }.
move-error-blocked = { $square } on ees.
move-error-game-over = Mäng on läbi.
error-new-game-started = { $error } Alustati uut mängu.
error-statistics-damaged = Salvestatud statistika oli rikutud ja nulliti.

## Statistika

stats-vs-computer = Arvuti vastu ({ level }), sina mängisid: { side }
stats-vs-computer-score = Võite { $wins } · viike { $draws } · kaotusi { $losses }
stats-two-players = Kaks mängijat
stats-two-players-score = Ründajate võite { $attacker_wins } · kaitsjate võite { $defender_wins } · viike { $draws }

## Seadete väärtused

# The mark between the whole and the tenths of a number.
decimal-mark = {","}
seconds = { $seconds } s

# A board theme's name; $theme wood|marble|contrast.
theme-name = { $theme ->
    [wood] Puit
    [marble] Marmor
   *[contrast] Suur kontrast
}
# A file of the app could not be written (the storage is full); shown until a later write succeeds.
app-storage-failed = Mängu ja edusamme ei õnnestunud salvestada: seadme mälu on täis või pole kirjutatav. Kuni rakendus on avatud, ei lähe midagi kaduma; need salvestatakse järgmise muudatusega uuesti.
