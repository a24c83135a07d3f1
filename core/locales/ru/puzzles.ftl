# Слова задач. Переменные как в английском файле (en/puzzles.ftl).

puzzle-title = Задача { $id }
puzzle-rating = Рейтинг { $rating }
puzzle-goal = { $side ->
    [attackers] Нападающие
   *[defenders] Защитники
} начинают и выигрывают { $moves ->
    [one] в { $moves } ход
    [few] в { $moves } хода
   *[other] в { $moves } ходов
}.
puzzle-moves-left = { $moves ->
    [one] { $moves ->
        [1] Выиграйте следующим ходом.
       *[other] Выиграйте не более чем за { $moves } ход.
    }
    [few] Выиграйте не более чем за { $moves } хода.
   *[other] Выиграйте не более чем за { $moves } ходов.
}
puzzle-right-move = Верно.
puzzle-answer = { $side ->
    [attackers] Нападающие отвечают { $move }.
   *[defenders] Защитники отвечают { $move }.
}
puzzle-wrong-move = Ход { $move } не выигрывает { $moves ->
    [one] в { $moves } ход
    [few] в { $moves } хода
   *[other] в { $moves } ходов
}: соперник может защититься. Попробуйте другой ход.
puzzle-illegal-move = Ход { $move } невозможен: { $why }
puzzle-finished = Задача завершена.
puzzle-hint = Ходите { $piece ->
    [attacker] нападающим
    [defender] защитником
   *[king] королём
} с поля { $square }.
puzzle-solved = Решено!
puzzle-solved-after-mistakes = Победа, но после { $mistakes ->
    [one] { $mistakes } неверного хода
   *[other] { $mistakes } неверных ходов
}. Попробуйте ещё раз, чтобы решить без ошибок.
puzzle-solution-shown = Решение показано на доске.
puzzle-progress = Решено { $solved } из { $total }
