//! Small value types shared by the whole API: coordinates, sides, pieces, levels.

use crate::errors::TaflError;
use tafl_core as tc;

/// A square, zero-based: a1 = (0, 0), rank 0 at the bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, uniffi::Record)]
pub struct Coord {
    pub file: u8,
    pub rank: u8,
}

impl Coord {
    pub fn new(file: u8, rank: u8) -> Coord {
        Coord { file, rank }
    }

    pub(crate) fn from_square(sq: tc::Square) -> Coord {
        Coord {
            file: sq.file(),
            rank: sq.rank(),
        }
    }

    /// The core square, if the coordinate lies on a board of `size`.
    pub(crate) fn square_on(self, size: u8) -> Result<tc::Square, TaflError> {
        if self.file < size && self.rank < size {
            tc::Square::new(self.file, self.rank).ok_or(TaflError::OffBoard)
        } else {
            Err(TaflError::OffBoard)
        }
    }

    /// "a1"; never panics, whatever the numbers.
    pub fn name(self) -> String {
        let file = if self.file < 26 {
            char::from(b'a' + self.file).to_string()
        } else {
            format!("?{}", self.file)
        };
        format!("{file}{}", u32::from(self.rank) + 1)
    }
}

/// "a1" for (0, 0).
#[uniffi::export]
pub fn coord_name(coord: Coord) -> String {
    coord.name()
}

/// Parses "a1" … "m13" (case-insensitive); `OffBoard` for anything else.
#[uniffi::export]
pub fn parse_coord(text: String) -> Result<Coord, TaflError> {
    tc::Square::parse(text.trim())
        .map(Coord::from_square)
        .map_err(|_| TaflError::OffBoard)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Side {
    Attackers,
    Defenders,
}

impl Side {
    pub fn opponent(self) -> Side {
        match self {
            Side::Attackers => Side::Defenders,
            Side::Defenders => Side::Attackers,
        }
    }

    pub(crate) fn id(self) -> &'static str {
        match self {
            Side::Attackers => "attackers",
            Side::Defenders => "defenders",
        }
    }

    pub(crate) fn from_id(id: &str) -> Option<Side> {
        match id {
            "attackers" => Some(Side::Attackers),
            "defenders" => Some(Side::Defenders),
            _ => None,
        }
    }
}

impl From<tc::Side> for Side {
    fn from(s: tc::Side) -> Side {
        match s {
            tc::Side::Attackers => Side::Attackers,
            tc::Side::Defenders => Side::Defenders,
        }
    }
}

impl From<Side> for tc::Side {
    fn from(s: Side) -> tc::Side {
        match s {
            Side::Attackers => tc::Side::Attackers,
            Side::Defenders => tc::Side::Defenders,
        }
    }
}

/// Computer strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Level {
    Easy,
    Medium,
    Hard,
}

impl Level {
    pub(crate) fn id(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    pub(crate) fn from_id(id: &str) -> Option<Level> {
        match id {
            "easy" => Some(Level::Easy),
            "medium" => Some(Level::Medium),
            "hard" => Some(Level::Hard),
            _ => None,
        }
    }
}

impl From<Level> for tc::ai::Level {
    fn from(l: Level) -> tc::ai::Level {
        match l {
            Level::Easy => tc::ai::Level::Easy,
            Level::Medium => tc::ai::Level::Medium,
            Level::Hard => tc::ai::Level::Hard,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum Piece {
    Attacker,
    Defender,
    King,
}

impl From<tc::Piece> for Piece {
    fn from(p: tc::Piece) -> Piece {
        match p {
            tc::Piece::Attacker => Piece::Attacker,
            tc::Piece::Defender => Piece::Defender,
            tc::Piece::King => Piece::King,
        }
    }
}
