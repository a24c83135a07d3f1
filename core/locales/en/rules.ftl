# The rules page of any rule set, worded from its switches (core/src/rulebook.rs decides which
# sentences to say and in which order). Every paragraph is one message. Variables that pick a
# wording take ids:
# $topic board|start|movement|goal|captures|king-capture|shieldwall|exit-fort|encirclement|
#   repetition|move-limit|no-moves (the section),
# $side attackers|defenders,
# $escape corner|edge (where the king must reach),
# $rule two|four|three-and-throne (how the king is captured: between two attackers, on all four
#   sides, or on his three other sides with the throne as the fourth),
# $who nobody|everyone|soldiers|attackers|defenders|king|attackers-and-king|defenders-and-king
#   (the pieces a rule names; soldiers: the attackers and the defenders, not the king),
# $place corners|empty-throne|occupied-throne (a square that can be hostile),
# $king_place everywhere|on-throne|beside-throne|elsewhere (where the king stands),
# $repetition none|draw|side-loses|mover-loses (a position that occurs for the third time),
# $no_moves loss|draw (a side that cannot move),
# and yes|no for the facts named below. Counts are numbers; $name is the rule set's name.

rules-title = { $name }: rules
rules-heading = { $topic ->
    [board] Board and pieces
    [start] Who moves first
    [movement] Moving
    [goal] Winning
    [captures] Capturing
    [king-capture] Capturing the king
    [shieldwall] Shieldwall
    [exit-fort] Exit fort
    [encirclement] Encirclement
    [repetition] Repeated positions
    [move-limit] Move limit
   *[no-moves] No legal move
}

## Quick start

rules-quick-moves = { $side ->
    [attackers] The attackers move first. A move slides one piece in a straight line, like a rook in chess.
   *[defenders] The defenders move first. A move slides one piece in a straight line, like a rook in chess.
}
rules-quick-escape = { $escape ->
    [corner] Defenders: bring the king to a corner square.
   *[edge] Defenders: bring the king to the edge of the board.
}
# $rule: how the king is captured away from the throne (two or four).
rules-quick-king = { $rule ->
    [two] Attackers: capture the king by trapping him between two attackers.
   *[four] Attackers: capture the king by surrounding him on all four sides.
}
rules-quick-capture = Capture an enemy piece by moving so that it stands between two of your pieces.

## Board and pieces

# $size: the board's side; $attackers, $defenders: the soldiers of each side at the start.
rules-board = The board has { $size }×{ $size } squares. The attackers have { $attackers } { $attackers ->
        [one] piece
       *[other] pieces
    }; the defenders have the king and { $defenders } { $defenders ->
        [one] piece
       *[other] pieces
    }.
# $centre: the throne's square ("d4"); $king_starts: whether the king starts on it.
rules-throne = { $king_starts ->
    [yes] The centre square { $centre } is the throne. The king starts on it.
   *[no] The centre square { $centre } is the throne.
}
rules-no-throne = There is no throne: the centre square is an ordinary square.
# $squares: the four corners, as a list ("a1, a7, g1, g7").
rules-corners = The four corner squares ({ $squares }) are special squares.

## Who moves first

rules-first = { $side ->
    [attackers] The attackers move first; then the sides take turns, one move each.
   *[defenders] The defenders move first; then the sides take turns, one move each.
}

## Moving

rules-rook-moves = Every piece, the king included, moves any number of empty squares along its row or column, like a rook in chess. Pieces never jump over other pieces.
# $who: the pieces that may end a move on the throne.
rules-throne-land = { $who ->
    [nobody] No piece may stop on the throne, not even the king.
    [everyone] Every piece may stop on the throne.
    [soldiers] The attackers and the defenders, but not the king, may stop on the throne.
    [attackers] Only the attackers may stop on the throne.
    [defenders] Only the defenders may stop on the throne.
    [king] Only the king may stop on the throne.
    [attackers-and-king] Only the attackers and the king may stop on the throne.
   *[defenders-and-king] Only the defenders and the king may stop on the throne.
}
rules-king-cannot-return = Once the king has left the throne, he cannot return to it.
# $who: the pieces that may pass over the empty throne.
rules-throne-cross = { $who ->
    [nobody] No piece may pass over the throne.
    [everyone] Every piece may pass over the empty throne.
    [soldiers] The attackers and the defenders, but not the king, may pass over the throne; the others may not, even when it is empty.
    [attackers] Only the attackers may pass over the throne; the others may not, even when it is empty.
    [defenders] Only the defenders may pass over the throne; the others may not, even when it is empty.
    [king] Only the king may pass over the throne; the others may not, even when it is empty.
    [attackers-and-king] Only the attackers and the king may pass over the throne; the others may not, even when it is empty.
   *[defenders-and-king] Only the defenders and the king may pass over the throne; the others may not, even when it is empty.
}
# $who: the pieces that may end a move on a corner square.
rules-corner-land = { $who ->
    [nobody] No piece may stop on a corner square.
    [everyone] Every piece may stop on a corner square.
    [soldiers] The attackers and the defenders, but not the king, may stop on a corner square.
    [attackers] Only the attackers may stop on a corner square.
    [defenders] Only the defenders may stop on a corner square.
    [king] Only the king may stop on a corner square.
    [attackers-and-king] Only the attackers and the king may stop on a corner square.
   *[defenders-and-king] Only the defenders and the king may stop on a corner square.
}

## Winning

rules-escape = { $escape ->
    [corner] The defenders win when the king reaches a corner square.
   *[edge] The defenders win when the king reaches any square on the edge of the board.
}
rules-attackers-win = The attackers win when they capture the king.

## Capturing

# $hostile_squares: whether some special square can help to capture.
rules-custodial = { $hostile_squares ->
    [yes] An attacker or a defender is captured when an enemy piece moves next to it and the square on its other side, on the same row or column, holds an enemy piece or is a square hostile to it. The captured piece is removed from the board.
   *[no] An attacker or a defender is captured when an enemy piece moves next to it and the square on its other side, on the same row or column, holds an enemy piece. The captured piece is removed from the board.
}
rules-moving-in-is-safe = Only the side that moves captures: a piece may safely move in between two enemy pieces.
rules-several-at-once = One move can capture several pieces at once. Capturing is never compulsory. The edge of the board never helps to capture.
rules-armed-king = { $armed ->
    [yes] The king is armed: he helps to capture attackers, both when he moves and as the piece on the other side.
   *[no] The king is unarmed: he never helps to capture.
}
rules-hostile-meaning = A hostile square counts as an enemy piece when capturing.
# $who: the pieces $place is hostile to (never nobody: then rules-never-hostile).
rules-hostile = { $place ->
    [corners] The corner squares are hostile to { rules-hostile-to }.
    [empty-throne] The empty throne is hostile to { rules-hostile-to }.
   *[occupied-throne] The occupied throne is hostile to { rules-hostile-to }.
}
# The pieces after "hostile to" in rules-hostile.
rules-hostile-to = { $who ->
    [everyone] every piece, the king included
    [soldiers] the attackers and the defenders, but not to the king
    [attackers] the attackers only
    [defenders] the defenders only
    [king] the king only
    [attackers-and-king] the attackers and the king
   *[defenders-and-king] the defenders and the king
}
rules-never-hostile = { $place ->
    [corners] The corner squares are never hostile.
    [empty-throne] The empty throne is never hostile.
   *[occupied-throne] The occupied throne is never hostile.
}

## Capturing the king

# $king_place: where this rule holds; $rule: how he is captured there; $hostile: whether a
# special square next to him there can count against him.
rules-king-capture = { $king_place ->
    [everywhere] The king
    [on-throne] On the throne, the king
    [beside-throne] Next to the throne, the king
   *[elsewhere] Anywhere else, the king
} { $rule ->
    [two] is captured like any other piece: between the attacker that moves next to him and { $hostile ->
            [yes] another attacker or a square hostile to him
           *[no] another attacker
        } on his other side, on the same row or column.
    [four] is captured only when { $hostile ->
            [yes] attackers or squares hostile to him
           *[no] attackers
        } stand on all four sides of him.
   *[three-and-throne] is captured when attackers stand on his three other sides and the throne is the fourth.
}
# $counts: whether the empty throne next to the king counts against him.
rules-empty-throne-against-king = { $counts ->
    [yes] There the empty throne counts against him like an attacker.
   *[no] There the throne never counts against him.
}
rules-king-safe-on-edge = The king can never be captured on an edge square.

## Special rules

rules-shieldwall = When two or more pieces of one side stand in a row along the edge of the board, each with an enemy piece directly in front of it (one square towards the centre), and the enemy closes both ends of the row with its pieces or a corner square, one end by the move just made, every piece of the row is captured at once, except the king. The king can close a row for his side.
rules-exit-fort = The defenders also win when the king stands on an edge square, can move, and is walled in by defenders that the attackers can never capture, with no attacker inside the fort.
rules-encirclement = The attackers also win when they enclose the king and every defender in a ring that keeps them all away from the edge of the board.

## How a game can end

-third-time = When the same position (the same pieces on the same squares, the same side to move) occurs for the third time,
# $side: the side that loses (side-loses only).
rules-repetition = { $repetition ->
    [none] Repeating positions is allowed and changes nothing.
    [draw] { -third-time } the game is a draw.
    [side-loses] { -third-time } { $side ->
            [attackers] the attackers lose.
           *[defenders] the defenders lose.
        }
   *[mover-loses] { -third-time } the player whose move repeated it loses.
}
# $plies: the moves of both sides in a row without a capture that end the game in a draw.
rules-move-limit = { $plies ->
    [one] If a move captures nothing, the game is a draw. A win on that move still counts.
   *[other] If { $plies } moves in a row (counting the moves of both sides) capture nothing, the game is a draw. A win on the last of those moves still counts.
}
rules-no-moves = { $no_moves ->
    [loss] A side that cannot make any move on its turn loses.
   *[draw] If the side to move cannot make any move, the game is a draw.
}
