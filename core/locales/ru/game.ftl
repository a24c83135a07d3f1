# Слова партии: состояние, результаты, матч, доска для экранного диктора и причины отказа.
# Переменные как в английском файле (en/game.ftl).

## Названия

side = { $side ->
    [attackers] Нападающие
   *[defenders] Защитники
}
piece = { $piece ->
    [attacker] нападающий
    [defender] защитник
   *[king] король
}
level = { $level ->
    [random] Случайный
    [easy] Лёгкий
    [medium] Средний
   *[hard] Сложный
}
preset-name = { $preset ->
    [brandubh] Брандубх
    [brandubh-aagenielsen] Брандубх (Ааге Нильсен)
    [ard-ri] Ард-Ри
    [tablut] Таблут
    [hnefatafl] Хнефатафл
    [copenhagen] Копенгагенский хнефатафл
   *[fetlar] Фетларский хнефатафл
}
preset-summary = { $name } ({ $size }×{ $size }; { $attackers } против { $defenders } + король)
custom-rules-title = { $name } (свои правила)
mode-two-players = Два игрока на одном устройстве
mode-vs-computer = Против компьютера
list-separator = {", "}

## Состояние

status-to-move = Ходят: { side }
status-your-move = Ваш ход ({ side })
status-computer-thinking = Компьютер ({ side }) думает…
status-computer-waiting = Следующий ход за компьютером ({ side })
status-finding-hint = Ищу подсказку…
result = { $winner ->
    [attackers] Нападающие победили
    [defenders] Защитники победили
   *[none] Ничья
}
reason = { $reason ->
    [king-escaped] король сбежал
    [king-captured] король захвачен
    [exit-fort] король построил крепость у края
    [encircled] защитники окружены
    [no-legal-move] у стороны, чей ход, нет допустимых ходов
    [repetition] позиция повторилась
   *[move-limit] слишком много ходов без взятий
}
status-result-with-reason = { result }: { reason }
status-captures = Взято — нападающими: { $by_attackers }, защитниками: { $by_defenders }

## Матч из двух партий

match-won-by-you = Вы выиграли матч
match-won-by-computer = Компьютер выиграл матч
match-won-by-player-one = Игрок 1 выиграл матч
match-won-by-player-two = Игрок 2 выиграл матч
match-tied = Матч закончился вничью
match-final = { $who } ({ $one } : { $two })
match-final-on-captures = { $who } (очки { $one } : { $two }, взято фигур { $one_captures } : { $two_captures })
match-score-vs-computer = Матч, партия { $game } из 2 (вы: { side }) — вы { $one } : { $two } компьютер
match-score-two-players = Матч, партия { $game } из 2 (игрок 1: { side }) — игрок 1 { $one } : { $two } игрок 2

## Доска для экранного диктора

board-label = Доска { $size } на { $size }
square-empty = пусто
square-throne = трон
square-corner = угол
square-selected = выбрано
square-target = возможный ход
square-last-move-from = последний ход отсюда
square-last-move-to = последний ход сюда
square-captured-piece = здесь взят { piece }
square-hint = подсказка
square-marked = указано в задании

## Отказы

error = { $error ->
    [OffBoard] Эта клетка за пределами доски.
    [NoPiece] На этой клетке нет фигуры.
    [NotYourPiece] Эта фигура принадлежит другой стороне.
    [NotYourTurn] Сейчас ход компьютера.
    [IllegalMove] Этот ход недопустим.
    [GameOver] Игра окончена.
    [ComputerThinking] Компьютер ещё думает.
    [NotComputersTurn] Сейчас не ход компьютера.
    [NothingToUndo] Нечего отменять.
    [NothingToRedo] Нечего повторять.
    [CorruptSave] Сохранённая игра повреждена.
    [UnsupportedVersion] Сохранённая игра создана более новой версией приложения.
    [UnknownPreset] Сохранённая игра использует неизвестные правила.
    [MatchNotFinished] Сначала закончите текущую партию матча.
    [NoMatch] В этом матче больше нет партий.
    [BadRules] Строку правил не удаётся прочитать, или по этим правилам нельзя играть.
    [UnsupportedRules] Строка правил требует правило, которое это приложение не поддерживает.
    [ReadOnly] Эта доска только для просмотра: чтобы ходить, вернитесь к игре.
    [NoSuchMove] В партии нет такого хода.
    [NoKing] В позиции должен быть король.
    [RestrictedSquare] Фигура не может стоять на этой клетке.
    [AlreadyDecided] В этой позиции игра уже окончена.
    [BadPosition] Это не позиция по этим правилам.
    [NoSuchPuzzle] Такой задачи нет.
    [UnknownLesson] В этих правилах такого урока нет.
    [StepDone] Этот шаг пройден: переходите к следующему.
    [StepNotDone] Сначала завершите этот шаг.
   *[LessonFinished] Урок пройден.
}
setup-error-restricted = Эта фигура не может стоять на { $square }.
setup-error-decided = В этой позиции игра уже окончена: { $result }.
move-error-off-board = Клетка { $square } за пределами доски.
move-error-no-piece = На клетке { $square } нет фигуры.
move-error-not-your-piece = Фигура на { $square } принадлежит другой стороне.
move-error-not-a-move = Ход должен куда-то вести.
move-error-not-straight = Фигуры ходят по горизонтали или вертикали.
move-error-occupied = Клетка { $square } занята.
move-error-restricted = Эта фигура не может остановиться на { $square }.
move-error-blocked = Путь преграждает { $square }.
move-error-game-over = Игра окончена.
error-new-game-started = { $error } Начата новая игра.
error-statistics-damaged = Сохранённая статистика была повреждена и сброшена.

## Статистика

stats-vs-computer = Против компьютера ({ level }), вы играли: { side }
stats-vs-computer-score = Победы { $wins } · ничьи { $draws } · поражения { $losses }
stats-two-players = Два игрока
stats-two-players-score = Победы нападающих { $attacker_wins } · победы защитников { $defender_wins } · ничьи { $draws }

## Значения настроек

# The mark between the whole and the tenths of a number.
decimal-mark = {","}
seconds = { $seconds } с

# A board theme's name; $theme wood|marble|contrast.
theme-name = { $theme ->
    [wood] Дерево
    [marble] Мрамор
   *[contrast] Высокий контраст
}
# A file of the app could not be written (the storage is full); shown until a later write succeeds.
app-storage-failed = Не удалось сохранить партию и прогресс: память устройства заполнена или недоступна для записи. Пока приложение открыто, ничего не теряется; всё сохранится при следующем изменении.
