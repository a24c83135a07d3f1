//! The small typed vocabulary every other module speaks: sides, pieces, squares and moves.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The largest board the core supports. Squares are stored on a 16-wide grid so that a square's
/// file and rank are a shift and a mask away, independent of the board's size.
pub const MAX_SIZE: u8 = 13;
/// Width of the internal square grid (see [`Square`]).
pub(crate) const STRIDE: u8 = 16;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Side {
    Attackers,
    Defenders,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::Attackers, Side::Defenders];

    #[inline]
    pub fn opponent(self) -> Side {
        match self {
            Side::Attackers => Side::Defenders,
            Side::Defenders => Side::Attackers,
        }
    }

    #[inline]
    pub(crate) fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::Attackers => "attackers",
            Side::Defenders => "defenders",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Side {
    type Err = crate::ParseError;
    fn from_str(s: &str) -> Result<Side, crate::ParseError> {
        match s.to_ascii_lowercase().as_str() {
            "attackers" | "attacker" | "a" | "black" => Ok(Side::Attackers),
            "defenders" | "defender" | "d" | "white" => Ok(Side::Defenders),
            _ => Err(crate::ParseError::BadSide(s.to_string())),
        }
    }
}

/// A piece on the board. Attackers have only soldiers; defenders have soldiers and one king.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Piece {
    Attacker = 0,
    Defender = 1,
    King = 2,
}

impl Piece {
    pub const ALL: [Piece; 3] = [Piece::Attacker, Piece::Defender, Piece::King];

    #[inline]
    pub fn side(self) -> Side {
        match self {
            Piece::Attacker => Side::Attackers,
            Piece::Defender | Piece::King => Side::Defenders,
        }
    }

    #[inline]
    pub(crate) fn index(self) -> usize {
        self as usize
    }

    /// The letter used in diagrams and in the spec's test positions.
    pub fn letter(self) -> char {
        match self {
            Piece::Attacker => 'A',
            Piece::Defender => 'D',
            Piece::King => 'K',
        }
    }
}

/// A set of piece kinds, used by the rules for "who may land here" and "to whom is this hostile".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PieceSet(pub u8);

impl PieceSet {
    pub const NONE: PieceSet = PieceSet(0);
    pub const ATTACKER: PieceSet = PieceSet(1);
    pub const DEFENDER: PieceSet = PieceSet(2);
    pub const KING: PieceSet = PieceSet(4);
    pub const SOLDIERS: PieceSet = PieceSet(3);
    pub const ALL: PieceSet = PieceSet(7);

    #[inline]
    pub fn contains(self, piece: Piece) -> bool {
        self.0 & (1 << piece.index()) != 0
    }

    pub fn with(self, piece: Piece) -> PieceSet {
        PieceSet(self.0 | (1 << piece.index()))
    }

    pub fn union(self, other: PieceSet) -> PieceSet {
        PieceSet(self.0 | other.0)
    }

    pub fn is_subset_of(self, other: PieceSet) -> bool {
        self.0 & !other.0 == 0
    }
}

/// A square. Files `a..` run left to right, ranks `1..` bottom to top, as in the spec.
///
/// Internally the index is `rank * 16 + file`, which keeps a square meaningful on every board size.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// `file` and `rank` are zero-based; `None` when outside the largest supported board.
    pub fn new(file: u8, rank: u8) -> Option<Square> {
        (file < MAX_SIZE && rank < MAX_SIZE).then(|| Square(rank * STRIDE + file))
    }

    #[inline]
    pub(crate) const fn from_index(index: u8) -> Square {
        Square(index)
    }

    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    #[inline]
    pub fn file(self) -> u8 {
        self.0 & (STRIDE - 1)
    }

    #[inline]
    pub fn rank(self) -> u8 {
        self.0 / STRIDE
    }

    /// The neighbour one step in `dir`, if it stays on a board of `size`.
    #[inline]
    pub fn step(self, dir: Direction, size: u8) -> Option<Square> {
        let (f, r) = (self.file() as i8 + dir.df(), self.rank() as i8 + dir.dr());
        (f >= 0 && r >= 0 && (f as u8) < size && (r as u8) < size)
            .then(|| Square(r as u8 * STRIDE + f as u8))
    }

    pub fn is_on_board(self, size: u8) -> bool {
        self.file() < size && self.rank() < size
    }

    pub fn is_edge(self, size: u8) -> bool {
        let (f, r) = (self.file(), self.rank());
        f == 0 || r == 0 || f == size - 1 || r == size - 1
    }

    pub fn is_corner(self, size: u8) -> bool {
        let (f, r) = (self.file(), self.rank());
        (f == 0 || f == size - 1) && (r == 0 || r == size - 1)
    }

    /// Parses `a1`, `k11`, … (case-insensitive). Does not know the board size: see
    /// [`Square::parse_on`] for a parse that also checks the square is on the board.
    pub fn parse(text: &str) -> Result<Square, crate::ParseError> {
        let bad = || crate::ParseError::BadSquare(text.to_string());
        let mut chars = text.chars();
        let file_char = chars.next().ok_or_else(bad)?.to_ascii_lowercase();
        if !file_char.is_ascii_lowercase() {
            return Err(bad());
        }
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        if digits.starts_with('0') {
            return Err(bad());
        }
        let rank: u8 = digits.parse().map_err(|_| bad())?;
        let file = file_char as u8 - b'a';
        if rank == 0 || file >= MAX_SIZE || rank > MAX_SIZE {
            return Err(crate::ParseError::OffBoard(text.to_string()));
        }
        Ok(Square(((rank - 1) * STRIDE) + file))
    }

    /// Parses a square and checks that it lies on a board of `size`.
    pub fn parse_on(text: &str, size: u8) -> Result<Square, crate::ParseError> {
        let square = Square::parse(text)?;
        if square.is_on_board(size) {
            Ok(square)
        } else {
            Err(crate::ParseError::OffBoard(text.to_string()))
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl Serialize for Square {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Square {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Square, D::Error> {
        let text = String::deserialize(d)?;
        Square::parse(&text).map_err(serde::de::Error::custom)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    North,
    East,
    South,
    West,
}

impl Direction {
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];

    #[inline]
    fn df(self) -> i8 {
        match self {
            Direction::East => 1,
            Direction::West => -1,
            _ => 0,
        }
    }

    #[inline]
    fn dr(self) -> i8 {
        match self {
            Direction::North => 1,
            Direction::South => -1,
            _ => 0,
        }
    }
}

/// A move: one piece slides from `from` to `to` along a rank or a file.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
}

impl Move {
    pub fn new(from: Square, to: Square) -> Move {
        Move { from, to }
    }

    /// Parses `d2-d4` or `d2 d4` (a trailing `x…` capture list is not accepted here; see
    /// [`crate::notation::RecordedMove`]).
    pub fn parse(text: &str) -> Result<Move, crate::ParseError> {
        let text = text.trim();
        let parts: Vec<&str> = if text.contains('-') {
            text.split('-').collect()
        } else {
            text.split_whitespace().collect()
        };
        if parts.len() != 2 {
            return Err(crate::ParseError::BadMove(text.to_string()));
        }
        Ok(Move::new(
            Square::parse(parts[0].trim())?,
            Square::parse(parts[1].trim())?,
        ))
    }

    /// True when `from` and `to` share a rank or a file and differ.
    pub fn is_straight(self) -> bool {
        self.from != self.to
            && (self.from.file() == self.to.file() || self.from.rank() == self.to.rank())
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl Serialize for Move {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Move {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Move, D::Error> {
        let text = String::deserialize(d)?;
        Move::parse(&text).map_err(serde::de::Error::custom)
    }
}
