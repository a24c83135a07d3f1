//! A [`Variant`] is a validated [`Rules`] value compiled into the per-rank and per-file masks that
//! move generation and capture checks read on the hot path.

use crate::presets::Preset;
use crate::rules::{Rules, RulesError};
use crate::types::{Piece, Square, STRIDE};

pub(crate) const CORNER: u8 = 1;
pub(crate) const THRONE: u8 = 2;
pub(crate) const ESCAPE: u8 = 4;
pub(crate) const BESIDE_THRONE: u8 = 8;

#[derive(Clone, Debug)]
pub struct Variant {
    rules: Rules,
    preset: Option<Preset>,
    pub(crate) size: u8,
    /// Per piece kind, per rank: files where that piece may not end a move.
    pub(crate) no_land_rank: [[u16; 16]; 3],
    /// Per piece kind, per file: ranks where that piece may not end a move.
    pub(crate) no_land_file: [[u16; 16]; 3],
    /// Per piece kind, per rank: files that stop that piece like an occupied square.
    pub(crate) block_rank: [[u16; 16]; 3],
    /// Per piece kind, per file: ranks that stop that piece like an occupied square.
    pub(crate) block_file: [[u16; 16]; 3],
    /// Per rank: the squares every piece may stand on (all but the corners and the throne);
    /// none on the ranks off the board.
    pub(crate) open_rank: [u16; 16],
    /// Per square: CORNER | THRONE | ESCAPE | BESIDE_THRONE flags.
    pub(crate) special: [u8; 256],
    pub(crate) throne: Option<Square>,
}

impl Variant {
    pub fn new(rules: Rules) -> Result<Variant, RulesError> {
        rules.validate()?;
        let size = rules.size;
        let mut v = Variant {
            preset: Preset::ALL.into_iter().find(|p| p.rules() == rules),
            size,
            no_land_rank: [[0; 16]; 3],
            no_land_file: [[0; 16]; 3],
            block_rank: [[0; 16]; 3],
            block_file: [[0; 16]; 3],
            open_rank: [0; 16],
            special: [0; 256],
            throne: rules.throne.then(|| rules.centre()),
            rules,
        };
        let squares: Vec<Square> = v.squares().collect();
        for sq in squares {
            let (f, r) = (sq.file() as usize, sq.rank() as usize);
            for piece in Piece::ALL {
                let k = piece.index();
                if !v.rules.may_land(piece, sq) {
                    v.no_land_rank[k][r] |= 1 << f;
                    v.no_land_file[k][f] |= 1 << r;
                }
                if !v.rules.may_cross(piece, sq) && v.rules.is_throne(sq) {
                    v.block_rank[k][r] |= 1 << f;
                    v.block_file[k][f] |= 1 << r;
                }
            }
            let mut flags = 0;
            if v.rules.is_corner(sq) {
                flags |= CORNER;
            }
            if v.rules.is_throne(sq) {
                flags |= THRONE;
            }
            if v.rules.is_escape(sq) {
                flags |= ESCAPE;
            }
            if let Some(t) = v.throne {
                let (df, dr) = (sq.file().abs_diff(t.file()), sq.rank().abs_diff(t.rank()));
                if df + dr == 1 {
                    flags |= BESIDE_THRONE;
                }
            }
            v.special[sq.index()] = flags;
            if flags & (CORNER | THRONE) == 0 {
                v.open_rank[sq.rank() as usize] |= 1 << sq.file();
            }
        }
        Ok(v)
    }

    pub fn from_preset(preset: Preset) -> Variant {
        Variant::new(preset.rules()).expect("presets are valid")
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The preset these rules are identical to, if any.
    pub fn preset(&self) -> Option<Preset> {
        self.preset
    }

    pub fn size(&self) -> u8 {
        self.size
    }

    /// Every square of the board, rank 1 first.
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        let size = self.size;
        (0..size).flat_map(move |r| (0..size).map(move |f| Square::from_index(r * STRIDE + f)))
    }

    #[inline]
    pub fn is_corner(&self, sq: Square) -> bool {
        self.special[sq.index()] & CORNER != 0
    }

    #[inline]
    pub fn is_throne(&self, sq: Square) -> bool {
        self.special[sq.index()] & THRONE != 0
    }

    #[inline]
    pub fn is_escape(&self, sq: Square) -> bool {
        self.special[sq.index()] & ESCAPE != 0
    }

    /// Whether `sq` is on the board's edge.
    #[inline]
    pub(crate) fn is_edge(&self, sq: Square) -> bool {
        let last = self.size - 1;
        let (f, r) = (sq.file(), sq.rank());
        f == 0 || r == 0 || f == last || r == last
    }

    #[inline]
    pub(crate) fn is_beside_throne(&self, sq: Square) -> bool {
        self.special[sq.index()] & BESIDE_THRONE != 0
    }
}
