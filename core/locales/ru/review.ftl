# Разбор партии движком. Переменные описаны в английском файле.

review-verdict = { $verdict ->
    [best] Лучший ход
    [good] Хороший ход
    [inaccuracy] Неточность
    [mistake] Ошибка
    [blunder] Грубая ошибка
    [missed-win] Упущенная победа
   *[only-move] Единственный ход
}
review-verdict-count = { $verdict ->
    [best] { $count ->
        [one] { $count } лучший ход
        [few] { $count } лучших хода
        [many] { $count } лучших ходов
       *[other] { $count } лучшего хода
    }
    [good] { $count ->
        [one] { $count } хороший ход
        [few] { $count } хороших хода
        [many] { $count } хороших ходов
       *[other] { $count } хорошего хода
    }
    [inaccuracy] { $count ->
        [one] { $count } неточность
        [few] { $count } неточности
        [many] { $count } неточностей
       *[other] { $count } неточности
    }
    [mistake] { $count ->
        [one] { $count } ошибка
        [few] { $count } ошибки
        [many] { $count } ошибок
       *[other] { $count } ошибки
    }
    [blunder] { $count ->
        [one] { $count } грубая ошибка
        [few] { $count } грубые ошибки
        [many] { $count } грубых ошибок
       *[other] { $count } грубой ошибки
    }
    [missed-win] { $count ->
        [one] { $count } упущенная победа
        [few] { $count } упущенные победы
        [many] { $count } упущенных побед
       *[other] { $count } упущенной победы
    }
   *[only-move] { $count ->
        [one] { $count } единственный ход
        [few] { $count } единственных хода
        [many] { $count } единственных ходов
       *[other] { $count } единственного хода
    }
}
review-better = { review-verdict }. Лучше было { $move }: { $line }
review-accuracy = Точность { $accuracy } %
review-no-moves = Ходов нет
review-clean = без неточностей
review-side-summary = { side }: { $accuracy }; { $findings }
review-progress = Разбор партии: { $done } из { $total }
review-done = Разбор готов
review-cancelled = Разбор прерван
# The mover's chance of winning before the move looked at (with the best move) and after it; $before and $after are percentages ("64%").
review-win-chance = Шансы на победу { $before } → { $after }
