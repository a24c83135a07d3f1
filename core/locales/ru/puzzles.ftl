# Слова задач. Переменные как в английском файле (en/puzzles.ftl).

puzzle-title = { $rules } · задача { $number }
puzzle-number = Задача { $number }
puzzle-rating = Рейтинг { $rating }
puzzle-difficulty = { $difficulty ->
    [easy] Лёгкая
    [medium] Средняя
    [hard] Трудная
   *[expert] Очень трудная
}
puzzle-rating-difficulty = Рейтинг { $rating } · { $difficulty ->
    [easy] лёгкая
    [medium] средняя
    [hard] трудная
   *[expert] очень трудная
}
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
puzzle-undecided-move = Не удалось вовремя выяснить, выигрывает ли ход { $move }. Он не засчитывается: попробуйте другой ход.
puzzle-finished = Задача завершена.
puzzle-hint = Ходите { $piece ->
    [attacker] нападающим
    [defender] защитником
   *[king] королём
} с поля { $square }.
puzzle-checking-move = Проверяю ход { $move }…
puzzle-finding-hint = Ищу выигрывающий ход…
puzzle-finding-solution = Вычисляю решение…
puzzle-solved = Решено!
puzzle-solved-after-mistakes = Победа, но после { $mistakes ->
    [one] { $mistakes } неверного хода
   *[other] { $mistakes } неверных ходов
}. Попробуйте ещё раз, чтобы решить без ошибок.
puzzle-solution-shown = Решение показано на доске.
puzzle-progress = Решено { $solved } из { $total }
puzzle-record-solved = Решена
puzzle-record-failed = { $failed ->
    [one] { $failed } неудачная попытка
    [few] { $failed } неудачные попытки
   *[other] { $failed } неудачных попыток
}
puzzle-record-new = Ещё не решалась
