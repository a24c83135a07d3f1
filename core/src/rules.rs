//! Rules as data: every switch of the rule families in RULES.md lives in one [`Rules`] value.
//! Presets are in [`crate::presets`]; custom rules come from OpenTafl rules strings ([`crate::otr`]).

use crate::types::{Piece, PieceSet, Side, Square, MAX_SIZE};
use serde::{Deserialize, Serialize};

/// Where the king must reach to win for the defenders.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Escape {
    Corner,
    Edge,
}

/// How many attackers it takes to capture the king in a given place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum KingCapture {
    /// Like a soldier: between the moving attacker and an attacker or a square hostile to the king.
    Two,
    /// Attackers (or squares hostile to the king) on all four sides.
    Four,
    /// Beside the throne: attackers on the three other sides, the empty throne the fourth.
    ThreeAndThrone,
}

/// What happens when a position occurs for the third time (same board, same side to move).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind", content = "side")]
pub enum Repetition {
    /// Repetitions are allowed and change nothing.
    None,
    Draw,
    /// The given side loses (Copenhagen: the defenders).
    SideLoses(Side),
    /// The player whose move makes the third occurrence loses.
    MoverLoses,
}

/// What it means to have no legal move on one's turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NoMoves {
    Loss,
    Draw,
}

/// Every switch of a tafl rule set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules {
    /// Human-readable name ("Brandubh").
    pub name: String,
    /// Board size: 7 to 13.
    pub size: u8,
    /// The starting position as (square, piece) pairs; exactly one king.
    pub setup: Vec<(Square, Piece)>,
    pub first: Side,
    pub escape: Escape,
    /// Whether the centre square is a special square at all (Ard Ri has none).
    pub throne: bool,
    /// Pieces that may end a move on the throne.
    pub throne_land: PieceSet,
    /// Pieces that may pass over the (empty) throne.
    pub throne_cross: PieceSet,
    /// Pieces for which the empty throne is an anvil.
    pub throne_hostile_empty: PieceSet,
    /// Pieces for which the occupied throne is an anvil.
    pub throne_hostile_occupied: PieceSet,
    /// Whether the four corners are special squares (always with corner escape).
    pub corners: bool,
    /// Pieces that may end a move on a corner.
    pub corner_land: PieceSet,
    /// Pieces for which a corner is an anvil.
    pub corner_hostile: PieceSet,
    /// The king captures, as mover and as anvil.
    pub king_armed: bool,
    pub king_capture_on_throne: KingCapture,
    pub king_capture_beside_throne: KingCapture,
    pub king_capture_elsewhere: KingCapture,
    /// False when the king can never be captured on an edge square (Copenhagen, Fetlar).
    pub king_capture_on_edge: bool,
    pub shieldwall: bool,
    pub exit_fort: bool,
    pub encirclement: bool,
    pub repetition: Repetition,
    /// Draw after this many plies in a row without a capture.
    pub no_capture_limit: Option<u32>,
    pub no_moves: NoMoves,
}

/// A rule set that cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    #[error("board size {0} is not supported (7 to 13)")]
    BadSize(u8),
    #[error("the setup has {0} kings; exactly one is needed")]
    KingCount(usize),
    #[error("square {0} is off the board or listed twice in the setup")]
    BadSetupSquare(Square),
    #[error("a soldier starts on a square it may not stand on: {0}")]
    RestrictedSetupSquare(Square),
    #[error("a piece may land on the throne but not cross it; not supported")]
    LandWithoutCross,
    #[error("the three-and-throne king capture needs a throne")]
    ThreeAndThroneWithoutThrone,
    #[error("corner escape needs corner squares")]
    CornerEscapeWithoutCorners,
}

impl Rules {
    pub fn centre(&self) -> Square {
        let c = self.size / 2;
        Square::new(c, c).expect("size is checked")
    }

    pub fn is_throne(&self, square: Square) -> bool {
        self.throne && square == self.centre()
    }

    pub fn is_corner(&self, square: Square) -> bool {
        self.corners && square.is_corner(self.size)
    }

    /// Whether `piece` may end a move on `square` (ignoring occupancy).
    pub fn may_land(&self, piece: Piece, square: Square) -> bool {
        if self.is_throne(square) {
            self.throne_land.contains(piece)
        } else if self.is_corner(square) {
            self.corner_land.contains(piece)
        } else {
            true
        }
    }

    /// Whether `piece` may slide over `square` when it is empty.
    pub fn may_cross(&self, piece: Piece, square: Square) -> bool {
        if self.is_throne(square) {
            self.throne_cross.contains(piece)
        } else {
            !self.is_corner(square)
        }
    }

    pub fn is_escape(&self, square: Square) -> bool {
        match self.escape {
            Escape::Corner => self.is_corner(square),
            Escape::Edge => square.is_edge(self.size),
        }
    }

    /// Checks that the rules can be played; every preset and every parsed rules string goes
    /// through here.
    pub fn validate(&self) -> Result<(), RulesError> {
        if !(5..=MAX_SIZE).contains(&self.size) || self.size % 2 == 0 && self.throne {
            return Err(RulesError::BadSize(self.size));
        }
        let kings = self.setup.iter().filter(|(_, p)| *p == Piece::King).count();
        if kings != 1 {
            return Err(RulesError::KingCount(kings));
        }
        let mut seen = std::collections::HashSet::new();
        for (square, piece) in &self.setup {
            if !square.is_on_board(self.size) || !seen.insert(*square) {
                return Err(RulesError::BadSetupSquare(*square));
            }
            if *piece != Piece::King && !self.may_land(*piece, *square) {
                return Err(RulesError::RestrictedSetupSquare(*square));
            }
        }
        if !self.throne_land.is_subset_of(self.throne_cross) {
            return Err(RulesError::LandWithoutCross);
        }
        let uses_three = [
            self.king_capture_on_throne,
            self.king_capture_beside_throne,
            self.king_capture_elsewhere,
        ]
        .contains(&KingCapture::ThreeAndThrone);
        if uses_three && !self.throne {
            return Err(RulesError::ThreeAndThroneWithoutThrone);
        }
        if self.escape == Escape::Corner && !self.corners {
            return Err(RulesError::CornerEscapeWithoutCorners);
        }
        Ok(())
    }

    /// Pieces of one kind in the setup, sorted by square (for display and tests).
    pub fn setup_of(&self, piece: Piece) -> Vec<Square> {
        let mut squares: Vec<Square> = self
            .setup
            .iter()
            .filter(|(_, p)| *p == piece)
            .map(|(s, _)| *s)
            .collect();
        crate::sorting::ascending(&mut squares);
        squares
    }
}
