# Доска анализа: расстановка позиции, оценка движка, как поделиться позицией.

status-setting-up = Расстановка позиции — ходят { side }

# Палитра расстановки: фигура, которую касание ставит на клетку, или ничего (клетка очищается).
setup-piece = { $piece ->
    [attacker] Нападающий
    [defender] Защитник
    [king] Король
   *[none] Пустая клетка
}

analysis-evaluation = { $degree ->
    [equal] Примерно равно ({ $soldiers })
    [slightly] { $side ->
        [attackers] У нападающих небольшое преимущество (+{ $soldiers })
       *[defenders] У защитников небольшое преимущество (+{ $soldiers })
    }
    [clearly] { $side ->
        [attackers] У нападающих явное преимущество (+{ $soldiers })
       *[defenders] У защитников явное преимущество (+{ $soldiers })
    }
   *[winning] { $side ->
        [attackers] Нападающие выигрывают (+{ $soldiers })
       *[defenders] Защитники выигрывают (+{ $soldiers })
    }
}
analysis-win-in = { $side ->
    [attackers] Нападающие выигрывают
   *[defenders] Защитники выигрывают
} за { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[many] { $moves } ходов
}
analysis-share = { $position } · ходят { side } · { $rules }
