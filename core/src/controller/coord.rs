//! Squares as the apps name them: a file and a rank from 0, checked against the board only when
//! used, so that any pair of numbers a touch or a caller produces is safe to pass in.

use crate::controller::GameError;
use crate::types::Square;

/// A square, zero-based: a1 = (0, 0), rank 0 at the bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Coord {
    pub file: u8,
    pub rank: u8,
}

impl Coord {
    pub fn new(file: u8, rank: u8) -> Coord {
        Coord { file, rank }
    }

    pub fn of(square: Square) -> Coord {
        Coord {
            file: square.file(),
            rank: square.rank(),
        }
    }

    /// The square, if it lies on a board of `size`; `OffBoard` otherwise.
    pub fn square_on(self, size: u8) -> Result<Square, GameError> {
        if self.file < size && self.rank < size {
            Square::new(self.file, self.rank).ok_or(GameError::OffBoard)
        } else {
            Err(GameError::OffBoard)
        }
    }

    /// "a1"; never panics, whatever the numbers.
    pub fn name(self) -> String {
        format!("{}{}", file_label(self.file), u32::from(self.rank) + 1)
    }

    /// "a1" … "m13" (case-insensitive, spaces around ignored); `OffBoard` for anything else.
    pub fn parse(text: &str) -> Result<Coord, GameError> {
        Square::parse(text.trim())
            .map(Coord::of)
            .map_err(|_| GameError::OffBoard)
    }
}

/// The letter of a file as the board's edge shows it: "a" for 0.
pub fn file_label(file: u8) -> String {
    if file < 26 {
        char::from(b'a' + file).to_string()
    } else {
        format!("?{file}")
    }
}

impl std::fmt::Display for Coord {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.name())
    }
}
