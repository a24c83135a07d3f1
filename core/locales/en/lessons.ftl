# The interactive lessons (core/src/lessons). The facts of the rules are said with the rules
# page's messages (rules.ftl); these are the lessons' own words. Variables that choose a wording
# take ids:
# $lesson moving|capture|several-at-once|armed-king|hostile-squares|escape|king-capture|shieldwall|exit-fort|
#   encirclement|repetition|move-limit,
# $piece attacker|defender|king, $side attackers|defenders, $escape corner|edge,
# $goal escaped|king-captured|exit-fort|encircled (the win a task asks for),
# $task reach|capture|escaped|king-captured|exit-fort|encircled|threaten|avoid-repetition|repeat
#   (the task a right move did),
# $mistake other-move|no-threat|not-with-king|no-repetition (lesson-wrong),
#   not-beside|on-edge|far-side-empty|far-side-theirs (lesson-wrong-not-captured),
# $error unknown-lesson|step-done|step-not-done|lesson-finished.
# Squares ("c2"), lists of squares ("c1, d1") and moves ("b4-b1") come written; $count and
# $plies are numbers.

lesson-title = { $lesson ->
    [moving] How pieces move
    [capture] Capturing
    [several-at-once] More about capturing
    [armed-king] The armed king
    [hostile-squares] Hostile squares
    [escape] The king's escape
    [king-capture] Capturing the king
    [shieldwall] The shieldwall
    [exit-fort] The exit fort
    [encirclement] Encirclement
    [repetition] Repeated positions
   *[move-limit] The move limit
}
# One line under the title in the list of lessons.
lesson-summary = { $lesson ->
    [moving] Slide a piece like a rook; nothing jumps.
    [capture] Take a piece between two of yours.
    [several-at-once] Several pieces with one move; the edge never helps.
    [armed-king] The king helps to capture.
    [hostile-squares] Corners and the throne help to capture.
    [escape] Where the king must go to win.
    [king-capture] How the attackers take the king.
    [shieldwall] A whole row on the edge taken at once.
    [exit-fort] An unbreakable fort on the edge wins.
    [encirclement] A closed ring around the defenders wins.
    [repetition] What a position coming back a third time does.
   *[move-limit] Too many moves without a capture.
}

## What the steps explain, besides the facts of the rules page

lesson-moving-king = The king moves the same way. Here his own defenders close three of his ways, and an attacker stands in the fourth.
# The attacker stands on a row between two defenders; the lesson captures it along its column.
lesson-capture-both-ways = The defenders capture the same way. The attacker between your two pieces on its row moved in there itself and is safe: capture it along its column instead.
lesson-several-at-once = One move can capture several pieces at once: here one attacker can take two defenders.
lesson-edge-never-helps = The edge of the board never helps to capture: a piece on the edge is captured only along the edge, between two enemy pieces.
lesson-king-as-anvil = The king can also be the piece on the other side: an attacker between a defender and the king is captured.
lesson-escape-corner-only = The edge alone is not enough: the king must stand on the corner square itself.
lesson-escape-fork = { $escape ->
    [corner] With one move the attackers can close only one way: bring the king to a square from which he threatens two corners at once.
   *[edge] With one move the attackers can close only one way: bring the king to a square from which he threatens to reach the edge two ways at once.
}
lesson-king-against-corner = A corner square counts against the king too: next to it, one attacker on his other side is enough.
lesson-shieldwall-corner = A corner square can close one end of the row.
# $piece: the player's piece that went back and forth.
lesson-repetition-situation = Both sides have moved back and forth twice: moving your { piece } back once more brings the same position for the third time.
# $plies: the moves of both sides in a row that captured nothing so far.
lesson-move-limit-situation = { $plies ->
    [one] The last move captured nothing.
   *[other] The last { $plies } moves in a row captured nothing.
}

## Tasks

lesson-task-reach = Move the { piece } from { $from } to { $to }.
lesson-task-capture = Capture the { lesson-pieces } on { $squares }.
lesson-task-capture-with-king = With the king, capture the { lesson-pieces } on { $squares }.
# The pieces a capture task names: $piece, $count of them.
lesson-pieces = { $piece ->
    [attacker] { $count ->
        [one] attacker
       *[other] attackers
    }
    [defender] { $count ->
        [one] defender
       *[other] defenders
    }
   *[king] king
}
lesson-task-win = { $goal ->
    [escaped] { $escape ->
        [corner] Bring the king to a corner.
       *[edge] Bring the king to the edge.
    }
    [king-captured] Capture the king.
    [exit-fort] Close the fort around the king.
   *[encircled] Close the ring around the king and every defender.
}
lesson-task-threaten = { $escape ->
    [corner] Move the king so that he threatens two corners at once.
   *[edge] Move the king so that he threatens to reach the edge two ways at once.
}
lesson-task-avoid-repetition = Make a move that does not bring the position back a third time.
# $square: where the piece goes back to.
lesson-task-repeat = Move the { piece } back to { $square }: the position comes back a third time, and the game goes on.

## After a move

lesson-step-done = Well done! Go on to the next step.
lesson-finished = Lesson complete!
lesson-right = { $task ->
    [reach] Right.
    [capture] Captured!
    [escaped] The king escaped: the defenders win.
    [king-captured] The king is captured: the attackers win.
    [exit-fort] The fort stands: the defenders win.
    [encircled] The ring is closed: the attackers win.
    [threaten] Two threats at once!
    [avoid-repetition] Right: the game goes on.
   *[repeat] The position came back a third time, and the game goes on.
}
# $move: the other side's answer.
lesson-reply = { $side ->
    [attackers] The attackers answer { $move }.
   *[defenders] The defenders answer { $move }.
}
# $result: the result with its reason ("Draw: the position was repeated").
lesson-wrong-game-ended = That move ends the game: { $result }.
# $move: the answer that stops the threat.
lesson-wrong-stoppable = { $side ->
    [attackers] The attackers can stop that: { $move }.
   *[defenders] The defenders can stop that: { $move }.
}
lesson-wrong-not-won = { $goal ->
    [escaped] The king has not escaped yet.
    [king-captured] The king is not captured yet.
    [exit-fort] There is no fort yet: the wall is still open.
   *[encircled] The ring is not closed yet.
}
lesson-wrong-no-capture = { $count ->
    [one] The piece on { $squares } is still there.
   *[other] The pieces on { $squares } are still there.
}
# Why the piece on $square was not captured; $far: the square on its far side.
lesson-wrong-not-captured = { $mistake ->
    [not-beside] The piece on { $square } is not captured: your piece must stop right next to it.
    [on-edge] The piece on { $square } is not captured: it stands on the edge, so there is no square on its far side. Come at it along the edge.
    [far-side-empty] The piece on { $square } is not captured: the square on its far side, { $far }, is empty.
   *[far-side-theirs] The piece on { $square } is not captured: on its far side, { $far }, stands a piece of its own side.
}
lesson-wrong = { $mistake ->
    [other-move] That is not the move the task asks for.
    [no-threat] That move threatens no escape.
    [not-with-king] Captured, but not by the king: this time the king must do it.
   *[no-repetition] That move does not bring the position back.
}
lesson-try-again = The board is back as it was: try again.
# Where the lesson is: the step shown (from 1) and how many steps it has.
lesson-step-of = Step { $step } of { $steps }
