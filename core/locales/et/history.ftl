# Selles seadmes mängitud mängud ja nende läbimängimine.

history-match-game = { $opponent } · matši { $game }. mäng 2-st
history-moves = { $moves ->
    [one] { $moves } käik
   *[other] { $moves } käiku
}
history-skipped = { $count ->
    [one] Üht salvestatud mängu ei saanud lugeda ja see jäeti ajaloost välja.
   *[other] { $count } salvestatud mängu ei saanud lugeda ja need jäeti ajaloost välja.
}
replay-position = { $ply ->
    [0] Algseis enne esimest käiku (mängus { $plies } käiku)
   *[other] Pärast { $ply }. käiku { $plies }-st
}
