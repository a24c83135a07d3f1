//! What the apps draw: snapshots of the board and game, moves and their outcomes.

use crate::matchplay::MatchView;
use crate::presets::Preset;
use crate::types::{Coord, Piece, Side};
use tafl_core as tc;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum GameStatus {
    Ongoing,
    AttackersWon,
    DefendersWon,
    Draw,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum EndReason {
    KingEscaped,
    KingCaptured,
    ExitFort,
    Encircled,
    NoLegalMove,
    Repetition,
    MoveLimit,
}

/// Whose turn it is from the app's point of view. `Nobody` once the game is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Turn {
    Human,
    Computer,
    Nobody,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct SquareView {
    pub coord: Coord,
    pub piece: Option<Piece>,
    pub throne: bool,
    pub corner: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct MoveView {
    pub from: Coord,
    pub to: Coord,
    /// "d2-d4", or "d2-d4xd5" with the captured soldiers (king captures unmarked).
    pub notation: String,
}

#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct Snapshot {
    pub board_size: u8,
    /// Index = rank * board_size + file.
    pub squares: Vec<SquareView>,
    pub side_to_move: Side,
    pub status: GameStatus,
    pub reason: Option<EndReason>,
    pub last_move: Option<MoveView>,
    /// Every square the last move captured on, the king's included.
    pub last_captures: Vec<Coord>,
    /// Pieces the attackers have captured in this game (the king included).
    pub captured_by_attackers: u32,
    /// Pieces the defenders have captured in this game.
    pub captured_by_defenders: u32,
    pub ply: u32,
    pub plies_since_capture: u32,
    pub can_undo: bool,
    pub can_redo: bool,
    pub turn: Turn,
    pub computer_thinking: bool,
    /// The config's preset (with custom rules: the base preset; see `rules_info()`).
    pub preset: Preset,
    pub match_view: Option<MatchView>,
    /// The moves of the current game so far in `record()`'s notation ("d2-d4", "e2-e4xe5"),
    /// first move first; numbering the turns is the app's job.
    #[uniffi(default)]
    pub move_list: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct MoveOutcome {
    pub played: MoveView,
    /// The side that moved.
    pub side: Side,
    /// Every square captured on, the king's included.
    pub captures: Vec<Coord>,
    pub king_captured: bool,
    pub status: GameStatus,
    pub reason: Option<EndReason>,
}

pub(crate) fn status_of(outcome: Option<tc::Outcome>) -> (GameStatus, Option<EndReason>) {
    match outcome {
        None => (GameStatus::Ongoing, None),
        Some(o) => {
            let status = match o.winner {
                Some(tc::Side::Attackers) => GameStatus::AttackersWon,
                Some(tc::Side::Defenders) => GameStatus::DefendersWon,
                None => GameStatus::Draw,
            };
            let reason = match o.reason {
                tc::Reason::KingEscaped => EndReason::KingEscaped,
                tc::Reason::KingCaptured => EndReason::KingCaptured,
                tc::Reason::ExitFort => EndReason::ExitFort,
                tc::Reason::Encircled => EndReason::Encircled,
                tc::Reason::NoLegalMove => EndReason::NoLegalMove,
                tc::Reason::Repetition => EndReason::Repetition,
                tc::Reason::MoveLimit => EndReason::MoveLimit,
            };
            (status, Some(reason))
        }
    }
}

pub(crate) fn move_view(mv: tc::Move, soldier_captures: Vec<tc::Square>) -> MoveView {
    let notation = tc::notation::RecordedMove {
        mv,
        captures: soldier_captures,
    }
    .to_string();
    MoveView {
        from: Coord::from_square(mv.from),
        to: Coord::from_square(mv.to),
        notation,
    }
}

pub(crate) fn played_view(p: &tc::game::PlayedMove) -> MoveView {
    move_view(p.mv, p.captures.soldier_squares())
}

pub(crate) fn board(game: &tc::Game) -> Vec<SquareView> {
    let v = game.variant();
    let size = v.size();
    let pos = game.position();
    let mut squares = Vec::with_capacity(usize::from(size) * usize::from(size));
    for rank in 0..size {
        for file in 0..size {
            let coord = Coord::new(file, rank);
            match tc::Square::new(file, rank) {
                Some(sq) => squares.push(SquareView {
                    coord,
                    piece: pos.piece_at(sq).map(Piece::from),
                    throne: v.is_throne(sq),
                    corner: v.is_corner(sq),
                }),
                None => squares.push(SquareView {
                    coord,
                    piece: None,
                    throne: false,
                    corner: false,
                }),
            }
        }
    }
    squares
}
