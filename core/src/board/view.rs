//! The board as every page shows it: the squares in the player's orientation with their marks
//! and descriptions for screen readers, the last move to animate, the hint and the moves the
//! page draws as arrows, and the sound and vibration cues. Built from a game and the board's
//! state on every call; the apps only draw it.

use super::{Cx, Page};
use crate::controller::coord::file_label;
use crate::controller::{texts, Coord};
use crate::game::Game;
use crate::types::{Move, Piece, Side, Square};
use crate::words::Words;

/// One square as the board draws it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct CellView {
    pub coord: Coord,
    /// "d4".
    pub name: String,
    pub piece: Option<Piece>,
    pub throne: bool,
    pub corner: bool,
    pub selected: bool,
    /// A square the selected piece can move to (only while the settings show legal moves).
    pub target: bool,
    pub last_move_from: bool,
    pub last_move_to: bool,
    /// The piece the last move captured here.
    pub captured: Option<Piece>,
    /// The hint's piece or target.
    pub hint: bool,
    /// A square a lesson's task names (the piece to move or to capture, where to go); never
    /// in a game.
    pub marked: bool,
    /// For screen readers: "d4, king, throne, selected" — the square, its content, every mark.
    pub description: String,
}

/// A piece taken off the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct CapturedPiece {
    pub coord: Coord,
    pub piece: Piece,
}

/// The last move on the board, for its marks and its animation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LastMove {
    pub from: Coord,
    pub to: Coord,
    /// The piece that moved.
    pub piece: Piece,
    pub side: Side,
    /// "d2-d4", or "d2-d4xd5" with the soldiers it captured (king captures unmarked).
    pub notation: String,
    /// What it captured, the king included.
    pub captured: Vec<CapturedPiece>,
    /// It was just played (not brought back by undo or redo, nor restored): animate it.
    pub fresh: bool,
}

/// A move on the board: from a square to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct MoveMark {
    pub from: Coord,
    pub to: Coord,
}

impl MoveMark {
    pub(crate) fn of(mv: Move) -> MoveMark {
        MoveMark {
            from: Coord::of(mv.from),
            to: Coord::of(mv.to),
        }
    }
}

/// What a hint marks: the piece to move, and where to when the page tells that too (the game's
/// hint gives the whole move; a lesson's and a puzzle's only the piece, to leave the player
/// something to find).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct HintMark {
    pub from: Coord,
    pub to: Option<Coord>,
}

/// Why a move is drawn as an arrow over the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum ArrowKind {
    /// The analysis engine's best move.
    Best,
    /// The move a review looks at, on the position it was played in.
    Played,
    /// The move the review's engine found better.
    Better,
    /// A lesson's wrong move, taken back while its feedback shows.
    Wrong,
}

/// A move drawn over the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Arrow {
    pub from: Coord,
    pub to: Coord,
    pub kind: ArrowKind,
}

impl Arrow {
    pub(crate) fn of(mark: MoveMark, kind: ArrowKind) -> Arrow {
        Arrow {
            from: mark.from,
            to: mark.to,
            kind,
        }
    }
}

/// The board as the player sees it, with everything drawn on it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct BoardView {
    pub size: u8,
    /// Turned by 180° (the defenders' side at the bottom): hot-seat play with the setting on
    /// and the defenders to move.
    pub flipped: bool,
    /// Rows top to bottom, each left to right, as they appear on the screen.
    pub rows: Vec<Vec<CellView>>,
    /// The files under the board, left to right.
    pub file_labels: Vec<String>,
    /// The ranks beside the board, top to bottom.
    pub rank_labels: Vec<String>,
    /// For screen readers: "Board, 7 by 7".
    pub description: String,
    /// The board takes taps and drags now.
    pub enabled: bool,
    /// The last move on the board (of the position shown).
    pub last_move: Option<LastMove>,
    /// Grows with every move played (and some other changes of the board): a new value with a
    /// fresh last move is a move to animate.
    pub move_serial: u64,
    /// The hint, also marked on its squares.
    pub hint: Option<HintMark>,
    /// Moves drawn over the board: the engine's best move, a reviewed move and the better one,
    /// a lesson's wrong move.
    pub arrows: Vec<Arrow>,
    /// The sound of the last move played while the settings ask for sound and vibration;
    /// `None` before the first. Played once per new serial.
    pub sound: Option<SoundCue>,
    /// Grows with every move played that captured, while the settings ask for sound and
    /// vibration: a vibration each time it grows.
    pub capture_signal: u64,
}

use super::SoundCue;

impl BoardView {
    /// The cell of `coord`, if it is on the board.
    pub fn cell(&self, coord: Coord) -> Option<&CellView> {
        self.rows.iter().flatten().find(|c| c.coord == coord)
    }
}

/// What a page marks on its board besides the selection and the last move.
#[derive(Default)]
pub(crate) struct Marks<'a> {
    /// The position shown is the game as it stands (not a replayed moment): the selection and
    /// a fresh last move show on it.
    pub live: bool,
    /// The board takes taps and drags.
    pub enabled: bool,
    /// Turned by 180°.
    pub flipped: bool,
    pub hint: Option<HintMark>,
    pub arrows: Vec<Arrow>,
    /// Squares a lesson's task names.
    pub marked: Vec<Square>,
    /// A move being checked: drawn as the selected piece and its target.
    pub pending: Option<Move>,
    /// The pieces to draw instead of the game's (a position being set up).
    pub pieces: Option<&'a dyn Fn(Square) -> Option<Piece>>,
}

/// The game's last move, for its marks and its animation (`fresh`: just played).
pub(crate) fn last_move(game: &Game, fresh: bool) -> Option<LastMove> {
    game.last_move().map(|p| LastMove {
        from: Coord::of(p.mv.from),
        to: Coord::of(p.mv.to),
        piece: game.position().piece_at(p.mv.to).unwrap_or(Piece::Attacker),
        side: p.side,
        notation: crate::notation::RecordedMove {
            mv: p.mv,
            captures: p.captures.soldier_squares(),
        }
        .to_string(),
        captured: p
            .captures
            .iter()
            .map(|(sq, piece)| CapturedPiece {
                coord: Coord::of(sq),
                piece,
            })
            .collect(),
        fresh,
    })
}

/// One numbered line of the move list: a move of each side (the second while it is due: none).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct MoveTurn {
    pub number: u32,
    pub first: String,
    pub second: Option<String>,
    /// The plies of the two moves (to replay the position after one of them).
    pub first_ply: u32,
    pub second_ply: Option<u32>,
}

/// The moves of `game` in record notation, two to a numbered turn.
pub(crate) fn move_turns_of(game: &Game) -> Vec<MoveTurn> {
    let notations: Vec<String> = game
        .moves()
        .iter()
        .map(|p| {
            crate::notation::RecordedMove {
                mv: p.mv,
                captures: p.captures.soldier_squares(),
            }
            .to_string()
        })
        .collect();
    notations
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| MoveTurn {
            number: i as u32 + 1,
            first: pair[0].clone(),
            second: pair.get(1).cloned(),
            first_ply: 2 * i as u32 + 1,
            second_ply: pair.get(1).map(|_| 2 * i as u32 + 2),
        })
        .collect()
}

/// The board of `game` as `cx` and the page's `marks` show it.
pub(super) fn board_view<P: Page>(cx: &Cx<P>, game: &Game, marks: Marks) -> BoardView {
    let w = &cx.words;
    let v = game.variant();
    let size = v.size();
    let flipped = marks.flipped;
    let position = game.position();
    let piece_on = |sq: Square| match marks.pieces {
        Some(pieces) => pieces(sq),
        None => position.piece_at(sq),
    };
    let (selected, targets): (Option<Square>, Vec<Square>) =
        match (marks.pending, cx.selection.as_ref().filter(|_| marks.live)) {
            (Some(mv), _) => (Some(mv.from), vec![mv.to]),
            (None, Some((from, targets))) if cx.prefs.show_legal_moves => {
                (Some(*from), targets.clone())
            }
            (None, Some((from, _))) => (Some(*from), Vec::new()),
            (None, None) => (None, Vec::new()),
        };
    let last = last_move(game, marks.live && cx.fresh);
    let hinted: Vec<Coord> = marks
        .hint
        .iter()
        .flat_map(|h| std::iter::once(h.from).chain(h.to))
        .collect();
    let separator = w.text("list-separator");
    // Screen column/row → square: unturned, rank 1 is at the bottom and file a on the left.
    let at = |column: u8, row: u8| -> (u8, u8) {
        if flipped {
            (size - 1 - column, row)
        } else {
            (column, size - 1 - row)
        }
    };
    let rows = (0..size)
        .map(|row| {
            (0..size)
                .map(|column| {
                    let (file, rank) = at(column, row);
                    let c = Coord::new(file, rank);
                    let sq = Square::new(file, rank);
                    let piece = sq.and_then(piece_on);
                    let throne = sq.is_some_and(|sq| v.is_throne(sq));
                    let corner = sq.is_some_and(|sq| v.is_corner(sq));
                    let is_selected = sq.is_some() && sq == selected;
                    let target = sq.is_some_and(|sq| targets.contains(&sq));
                    let last_from = last.as_ref().is_some_and(|l| l.from == c);
                    let last_to = last.as_ref().is_some_and(|l| l.to == c);
                    let captured = last
                        .as_ref()
                        .and_then(|l| l.captured.iter().find(|p| p.coord == c))
                        .map(|p| p.piece);
                    let hint = hinted.contains(&c);
                    let marked = sq.is_some_and(|sq| marks.marked.contains(&sq));
                    CellView {
                        coord: c,
                        name: c.name(),
                        piece,
                        throne,
                        corner,
                        selected: is_selected,
                        target,
                        last_move_from: last_from,
                        last_move_to: last_to,
                        captured,
                        hint,
                        marked,
                        description: describe(
                            w,
                            &separator,
                            c,
                            piece,
                            &[
                                (throne, "square-throne"),
                                (corner, "square-corner"),
                                (is_selected, "square-selected"),
                                (target, "square-target"),
                                (last_from, "square-last-move-from"),
                                (last_to, "square-last-move-to"),
                            ],
                            captured,
                            hint,
                            marked,
                        ),
                    }
                })
                .collect()
        })
        .collect();
    BoardView {
        size,
        flipped,
        rows,
        file_labels: (0..size).map(|col| file_label(at(col, 0).0)).collect(),
        rank_labels: (0..size)
            .map(|row| (at(0, row).1 + 1).to_string())
            .collect(),
        description: w.format("board-label", &[("size", size.into())]),
        enabled: marks.enabled,
        last_move: last,
        move_serial: cx.serial,
        hint: marks.hint,
        arrows: marks.arrows,
        sound: cx.feedback.cue,
        capture_signal: cx.feedback.capture_signal,
    }
}

/// "d4, king, throne, selected": a square for screen readers, with every mark it has.
#[allow(clippy::too_many_arguments)]
fn describe(
    w: &Words,
    separator: &str,
    c: Coord,
    piece: Option<Piece>,
    flags: &[(bool, &str)],
    captured: Option<Piece>,
    hint: bool,
    marked: bool,
) -> String {
    let mut words = vec![
        c.name(),
        piece.map_or_else(|| w.text("square-empty"), |p| texts::piece(w, p)),
    ];
    words.extend(flags.iter().filter(|(on, _)| *on).map(|(_, id)| w.text(id)));
    if let Some(p) = captured {
        words.push(w.format(
            "square-captured-piece",
            &[("piece", texts::piece_id(p).into())],
        ));
    }
    if hint {
        words.push(w.text("square-hint"));
    }
    if marked {
        words.push(w.text("square-marked"));
    }
    words.join(separator)
}
