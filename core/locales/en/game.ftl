# The words of a game in progress: statuses, results, the match, the board for screen readers,
# the move list and why an action was refused. Variables that choose a wording take ids:
# $side attackers|defenders, $piece attacker|defender|king, $level random|easy|medium|hard,
# $preset brandubh|brandubh-aagenielsen|ard-ri|tablut|hnefatafl|copenhagen|fetlar,
# $winner attackers|defenders|none, $reason king-escaped|king-captured|exit-fort|encircled|
# no-legal-move|repetition|move-limit. Counts are numbers; points and seconds come formatted.

## Names

side = { $side ->
    [attackers] Attackers
   *[defenders] Defenders
}
piece = { $piece ->
    [attacker] attacker
    [defender] defender
   *[king] king
}
level = { $level ->
    [random] Random
    [easy] Easy
    [medium] Medium
   *[hard] Hard
}
preset-name = { $preset ->
    [brandubh] Brandubh
    [brandubh-aagenielsen] Brandubh (Aage Nielsen)
    [ard-ri] Ard Rí
    [tablut] Tablut
    [hnefatafl] Hnefatafl
    [copenhagen] Copenhagen Hnefatafl
   *[fetlar] Fetlar Hnefatafl
}
# $name: the preset's name; $size: the board's side; $attackers, $defenders: soldiers at the start.
preset-summary = { $name } ({ $size }×{ $size }; { $attackers } vs { $defenders } + king)
custom-rules-title = { $name } (custom rules)
mode-two-players = Two players on this device
mode-vs-computer = Against the computer
list-separator = {", "}

## Status

status-to-move = To move: { side }
status-your-move = Your move ({ side })
status-computer-thinking = The computer ({ side }) is thinking…
status-computer-waiting = The computer ({ side }) moves next
status-finding-hint = Looking for a hint…
result = { $winner ->
    [attackers] Attackers won
    [defenders] Defenders won
   *[none] Draw
}
reason = { $reason ->
    [king-escaped] the king escaped
    [king-captured] the king was captured
    [exit-fort] the king built an exit fort
    [encircled] the defenders were encircled
    [no-legal-move] the side to move had no legal move
    [repetition] the position was repeated
   *[move-limit] too many moves without a capture
}
status-result-with-reason = { result }: { reason }
status-captures = Captured — by attackers: { $by_attackers }, by defenders: { $by_defenders }

## The two-game match

match-won-by-you = You won the match
match-won-by-computer = The computer won the match
match-won-by-player-one = Player one won the match
match-won-by-player-two = Player two won the match
match-tied = The match is tied
# $who: one of the match-won-by-… or match-tied texts; $one, $two: points (“1½”).
match-final = { $who } ({ $one } : { $two })
# $one_captures, $two_captures: pieces each player took over both games.
match-final-on-captures = { $who } ({ $one } : { $two } on points, captures { $one_captures } : { $two_captures })
match-score-vs-computer = Match game { $game } of 2 (you: { side }) — you { $one } : { $two } computer
match-score-two-players = Match game { $game } of 2 (player one: { side }) — player one { $one } : { $two } player two

## The board, for screen readers

board-label = Board, { $size } by { $size }
square-empty = empty
square-throne = throne
square-corner = corner
square-selected = selected
square-target = possible move
square-last-move-from = last move from here
square-last-move-to = last move to here
square-captured-piece = { piece } captured here
square-hint = hint
square-marked = named in the task

## Refused actions

error = { $error ->
    [OffBoard] That square is off the board.
    [NoPiece] There is no piece on that square.
    [NotYourPiece] That piece belongs to the other side.
    [NotYourTurn] It is the computer's turn.
    [IllegalMove] That move is not allowed.
    [GameOver] The game is over.
    [ComputerThinking] The computer is still thinking.
    [NotComputersTurn] It is not the computer's turn.
    [NothingToUndo] There is nothing to undo.
    [NothingToRedo] There is nothing to redo.
    [CorruptSave] The saved game is damaged.
    [UnsupportedVersion] The saved game comes from a newer version of the app.
    [UnknownPreset] The saved game uses unknown rules.
    [MatchNotFinished] Finish the current game of the match first.
    [NoMatch] There is no further game in this match.
    [BadRules] The rules string cannot be read, or its rules cannot be played.
    [UnsupportedRules] The rules string asks for a rule this app does not play.
    [ReadOnly] This board is for looking only: go back to the game to move.
    [NoSuchMove] The game has no such move.
    [NoKing] The position needs a king.
    [RestrictedSquare] A piece may not stand there.
    [AlreadyDecided] The game is already over in this position.
    [BadPosition] That is not a position of these rules.
    [NoSuchPuzzle] There is no such puzzle.
    [UnknownLesson] These rules have no such lesson.
    [StepDone] This step is done: go on to the next one.
    [StepNotDone] Finish this step first.
   *[LessonFinished] The lesson is finished.
}
# Why a move is illegal; $square names a square (“d4”).
# A soldier set up where the rules do not let it stand.
setup-error-restricted = That piece may not stand on { $square }.
# A set-up position the rules have already ended; $result: the result with its reason.
setup-error-decided = The game is already over in this position: { $result }.
move-error-off-board = { $square } is off the board.
move-error-no-piece = There is no piece on { $square }.
move-error-not-your-piece = The piece on { $square } belongs to the other side.
move-error-not-a-move = A move must go somewhere.
move-error-not-straight = Pieces move along a rank or a file.
move-error-occupied = { $square } is occupied.
move-error-restricted = That piece may not stop on { $square }.
move-error-blocked = { $square } is in the way.
move-error-game-over = The game is over.
# A saved game could not be read at start-up; $error is the error's text.
error-new-game-started = { $error } A new game was started.
error-statistics-damaged = The saved statistics were damaged and have been reset.

## Statistics

stats-vs-computer = Against the computer ({ level }), you played { side }
stats-vs-computer-score = Won { $wins } · drawn { $draws } · lost { $losses }
stats-two-players = Two players
stats-two-players-score = Attackers won { $attacker_wins } · defenders won { $defender_wins } · draws { $draws }

## Settings values

# The mark between the whole and the tenths of a number.
decimal-mark = {"."}
# $seconds: a number written with decimal-mark (“1.5”).
seconds = { $seconds } s

# A board theme's name; $theme wood|marble|contrast.
theme-name = { $theme ->
    [wood] Wood
    [marble] Marble
   *[contrast] High contrast
}
# A file of the app could not be written (the storage is full); shown until a later write succeeds.
app-storage-failed = Your game and progress could not be saved: the device's storage is full or cannot be written. Nothing is lost while the app is open; they are saved again with the next change.
