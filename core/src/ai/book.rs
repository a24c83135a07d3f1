//! Opening books: hard's first moves on the small boards, searched offline far deeper than a
//! move's budget allows (`core/examples/book.rs` builds them; `docs/engine.md` says how and with
//! what). A book is a small data file in `core/book/`, built into the library.
//!
//! **Positions, not lines.** An entry is keyed by the position (pieces and side to move), so a
//! book position is found whatever order of moves led to it, and by its least key over the
//! board's eight symmetries (every preset's board and set-up are symmetric under turns and
//! reflections), so one entry serves a position and its seven mirror images. The move is stored
//! as it is played in the orientation of that least key, and turned back on the way out.
//!
//! **Variety.** A position may hold several moves, each with a weight; the engine draws one by
//! weight with its own random source. A position that is its own mirror image (the start) is
//! turned by a symmetry drawn at random too, so even a one-move entry is played in each of its
//! mirror forms.
//!
//! The file: the four bytes `TBK1`, then entries of 13 bytes sorted by key: the key (`u64`,
//! little-endian), the move's from and to squares (`Square::index`), its weight (`u8`, at least
//! 1) and the search's score of it for the side to move (`i16`, little-endian, centi-soldiers).

use crate::types::{Move, Piece, Side, Square, STRIDE};
use crate::variant::Variant;
use crate::zobrist;
use crate::{Position, Preset};
use rand::Rng;

/// The first bytes of a book file.
pub const MAGIC: &[u8; 4] = b"TBK1";
/// Bytes per entry.
const ENTRY: usize = 13;

/// Brandubh's book (`core/book/brandubh.tbk`).
static BRANDUBH: &[u8] = include_bytes!("../../book/brandubh.tbk");

/// An opening book: entries sorted by key, read where they lie.
#[derive(Clone, Copy)]
pub struct Book {
    data: &'static [u8],
}

/// One move of a book position, in the orientation of the position asked about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookMove {
    pub mv: Move,
    pub weight: u8,
    /// The book search's score of the move for the side to move (centi-soldiers).
    pub score: i32,
}

/// One entry as stored: the position's least key and the move in that key's orientation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    pub key: u64,
    pub mv: Move,
    pub weight: u8,
    pub score: i16,
}

impl Book {
    /// The book of a preset's rules, if it has one.
    pub fn for_preset(preset: Option<Preset>) -> Option<Book> {
        match preset? {
            Preset::Brandubh => Book::from_bytes(BRANDUBH),
            _ => None,
        }
    }

    /// A book read from a file's bytes; `None` when they are not one (or it is empty).
    pub fn from_bytes(data: &'static [u8]) -> Option<Book> {
        let body = data.strip_prefix(MAGIC.as_slice())?;
        (!body.is_empty() && body.len() % ENTRY == 0).then_some(Book { data: body })
    }

    /// Entries in the book.
    pub fn len(&self) -> usize {
        self.data.len() / ENTRY
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// A fingerprint of the book's contents (FNV-1a of its bytes), for telling books apart.
    pub fn fingerprint(&self) -> u64 {
        self.data.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
            (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
        })
    }

    fn entry(&self, i: usize) -> Entry {
        let e = &self.data[i * ENTRY..(i + 1) * ENTRY];
        let mut key = [0u8; 8];
        key.copy_from_slice(&e[..8]);
        Entry {
            key: u64::from_le_bytes(key),
            mv: Move::new(Square::from_index(e[8]), Square::from_index(e[9])),
            weight: e[10],
            score: i16::from_le_bytes([e[11], e[12]]),
        }
    }

    /// The entries stored under `key`.
    fn entries_of(&self, key: u64) -> impl Iterator<Item = Entry> + '_ {
        // The first entry whose key is not below `key`.
        let (mut lo, mut hi) = (0, self.len());
        while lo < hi {
            let mid = (lo + hi) / 2;
            if self.entry(mid).key < key {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        (lo..self.len())
            .map(|i| self.entry(i))
            .take_while(move |e| e.key == key)
    }

    /// The book's moves for `pos`, turned to its orientation (by the first symmetry that gives
    /// its least key); only moves legal there. Empty when the position is not in the book.
    pub fn moves(&self, v: &Variant, pos: &Position) -> Vec<BookMove> {
        let keyed = Keyed::new(v, pos);
        self.moves_by(v, pos, &keyed, keyed.symmetries[0])
    }

    fn moves_by(&self, v: &Variant, pos: &Position, keyed: &Keyed, t: Symmetry) -> Vec<BookMove> {
        let n = v.size();
        self.entries_of(keyed.key)
            .filter_map(|e| {
                let mv = Move::new(t.undo(e.mv.from, n)?, t.undo(e.mv.to, n)?);
                pos.check_move(v, mv).is_ok().then_some(BookMove {
                    mv,
                    weight: e.weight.max(1),
                    score: i32::from(e.score),
                })
            })
            .collect()
    }

    /// A move for `pos` drawn by weight, in one of the position's own symmetries drawn at
    /// random; `None` when the position is not in the book.
    pub fn pick(&self, v: &Variant, pos: &Position, rng: &mut impl Rng) -> Option<BookMove> {
        let keyed = Keyed::new(v, pos);
        let t = keyed.symmetries[rng.random_range(0..keyed.symmetries.len())];
        let moves = self.moves_by(v, pos, &keyed, t);
        let total: u32 = moves.iter().map(|m| u32::from(m.weight)).sum();
        if total == 0 {
            return None;
        }
        let mut roll = rng.random_range(0..total);
        for m in &moves {
            let w = u32::from(m.weight);
            if roll < w {
                return Some(*m);
            }
            roll -= w;
        }
        None
    }
}

/// One of the eight symmetries of a square board: an optional transposition (file and rank
/// swap), then optional mirrors of the file and of the rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Symmetry(u8);

impl Symmetry {
    pub const ALL: [Symmetry; 8] = [
        Symmetry(0),
        Symmetry(1),
        Symmetry(2),
        Symmetry(3),
        Symmetry(4),
        Symmetry(5),
        Symmetry(6),
        Symmetry(7),
    ];

    /// Where `sq` goes on a board of `n` squares a side.
    pub fn apply(self, sq: Square, n: u8) -> Square {
        let (mut f, mut r) = (sq.file(), sq.rank());
        if self.0 & 4 != 0 {
            std::mem::swap(&mut f, &mut r);
        }
        if self.0 & 1 != 0 {
            f = n - 1 - f;
        }
        if self.0 & 2 != 0 {
            r = n - 1 - r;
        }
        Square::from_index(r * STRIDE + f)
    }

    /// The square that `apply` sends to `sq` (`None` off the board).
    pub fn undo(self, sq: Square, n: u8) -> Option<Square> {
        let (mut f, mut r) = (sq.file(), sq.rank());
        if f >= n || r >= n {
            return None;
        }
        if self.0 & 1 != 0 {
            f = n - 1 - f;
        }
        if self.0 & 2 != 0 {
            r = n - 1 - r;
        }
        if self.0 & 4 != 0 {
            std::mem::swap(&mut f, &mut r);
        }
        Some(Square::from_index(r * STRIDE + f))
    }

    pub fn apply_move(self, mv: Move, n: u8) -> Move {
        Move::new(self.apply(mv.from, n), self.apply(mv.to, n))
    }
}

/// A position's book key: the least of its eight symmetric images' hashes, and the symmetries
/// that give it (more than one for a position that is its own mirror image).
pub struct Keyed {
    pub key: u64,
    pub symmetries: Vec<Symmetry>,
}

impl Keyed {
    pub fn new(v: &Variant, pos: &Position) -> Keyed {
        let n = v.size();
        let side = if pos.side_to_move() == Side::Defenders {
            zobrist::side_key()
        } else {
            0
        };
        let mut keys = [side; 8];
        for (sq, piece) in pos.pieces() {
            let p = match piece {
                Piece::Attacker => 0,
                Piece::Defender => 1,
                Piece::King => 2,
            };
            for (t, key) in Symmetry::ALL.iter().zip(keys.iter_mut()) {
                *key ^= zobrist::piece_key(p, t.apply(sq, n).index());
            }
        }
        let key = *keys.iter().min().expect("eight keys");
        let symmetries = Symmetry::ALL
            .into_iter()
            .zip(keys)
            .filter(|&(_, k)| k == key)
            .map(|(t, _)| t)
            .collect();
        Keyed { key, symmetries }
    }
}

/// A book file's bytes from entries (sorted here by key, then by weight, heaviest first).
pub fn encode(entries: &[Entry]) -> Vec<u8> {
    let mut sorted = entries.to_vec();
    sorted.sort_by_key(|e| (e.key, std::cmp::Reverse(e.weight), e.mv.from, e.mv.to));
    let mut out = MAGIC.to_vec();
    for e in sorted {
        out.extend_from_slice(&e.key.to_le_bytes());
        out.push(e.mv.from.index() as u8);
        out.push(e.mv.to.index() as u8);
        out.push(e.weight.max(1));
        out.extend_from_slice(&e.score.to_le_bytes());
    }
    out
}

/// Reads a book's entries back (for the builder and the tests).
pub fn decode(data: &'static [u8]) -> Option<Vec<Entry>> {
    let book = Book::from_bytes(data)?;
    Some((0..book.len()).map(|i| book.entry(i)).collect())
}

/// The entries of the book a preset ships with.
pub fn decode_shipped(preset: Preset) -> Option<Vec<Entry>> {
    let book = Book::for_preset(Some(preset))?;
    Some((0..book.len()).map(|i| book.entry(i)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;
    use rand::rngs::StdRng;
    use rand::SeedableRng;

    #[test]
    fn symmetries_undo_what_they_do_and_keep_the_key() {
        let v = Variant::from_preset(Preset::Brandubh);
        let mut game = Game::new(Preset::Brandubh);
        for i in 0..6 {
            let moves = game.legal_moves();
            game.play(moves[(5 * i + 2) % moves.len()]).unwrap();
        }
        let pos = game.position().clone();
        let key = Keyed::new(&v, &pos).key;
        for t in Symmetry::ALL {
            for sq in v.squares() {
                assert_eq!(t.undo(t.apply(sq, 7), 7), Some(sq));
            }
            let image = Position::from_pieces(
                &v,
                pos.pieces().map(|(sq, p)| (t.apply(sq, 7), p)),
                pos.side_to_move(),
            )
            .unwrap();
            assert_eq!(Keyed::new(&v, &image).key, key, "{t:?}");
        }
        // The start is its own mirror image eight times over.
        let start = Position::start(&v);
        assert_eq!(Keyed::new(&v, &start).symmetries.len(), 8);
    }

    #[test]
    fn a_stored_move_comes_back_in_every_orientation() {
        let v = Variant::from_preset(Preset::Brandubh);
        let mut game = Game::new(Preset::Brandubh);
        game.play(Move::parse("d2-c2").unwrap()).unwrap();
        let pos = game.position().clone();
        let keyed = Keyed::new(&v, &pos);
        let reply = Move::parse("c4-c3").unwrap();
        let t = keyed.symmetries[0];
        let entry = Entry {
            key: keyed.key,
            mv: t.apply_move(reply, 7),
            weight: 1,
            score: 12,
        };
        let data: &'static [u8] = Box::leak(encode(&[entry]).into_boxed_slice());
        let book = Book::from_bytes(data).unwrap();
        assert_eq!(book.moves(&v, &pos)[0].mv, reply);
        // The mirror image of the position finds the mirror image of the move.
        for s in Symmetry::ALL {
            let image = Position::from_pieces(
                &v,
                pos.pieces().map(|(sq, p)| (s.apply(sq, 7), p)),
                pos.side_to_move(),
            )
            .unwrap();
            let found = book.moves(&v, &image);
            assert_eq!(found.len(), 1);
            let back = found[0].mv;
            // Either the image of the reply or, when the position has symmetries of its own,
            // a move of the same class: it must be legal and lead to a position whose key is
            // the key of the reply's.
            let (after_image, _) = image.play(&v, back).unwrap();
            let (after, _) = pos.play(&v, reply).unwrap();
            assert_eq!(Keyed::new(&v, &after_image).key, Keyed::new(&v, &after).key);
        }
        let mut rng = StdRng::seed_from_u64(3);
        assert_eq!(book.pick(&v, &pos, &mut rng).map(|m| m.score), Some(12));
    }

    #[test]
    fn every_shipped_book_reads_and_answers_its_start() {
        for preset in Preset::ALL {
            let Some(book) = Book::for_preset(Some(preset)) else {
                continue;
            };
            let v = Variant::from_preset(preset);
            let start = Position::start(&v);
            assert!(!book.moves(&v, &start).is_empty(), "{preset}");
            let entries = decode_shipped(preset).unwrap();
            assert!(entries.windows(2).all(|w| w[0].key <= w[1].key));
            assert_eq!(entries.len(), book.len());
        }
    }
}
