//! The transposition table: a fixed number of 64-byte buckets of four entries, keyed by the
//! position's Zobrist hash (which includes the side to move).
//!
//! An entry is two `u64`s: the full key, and the packed data (move, score, depth, bound,
//! generation). Replacement inside a bucket: the same key is overwritten unless the stored entry
//! is deeper and of the current search; otherwise the slot with the lowest
//! `depth - 4 * age` goes (depth-preferred, with stale entries always replaceable).

use crate::types::Move;
#[cfg(test)]
use crate::types::Square;
use std::sync::atomic::{AtomicU64, AtomicU8, Ordering};

/// How a stored score relates to the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// No score usable (the entry only carries a move).
    None = 0,
    /// The true value is at most the score (fail low).
    Upper = 1,
    /// The true value is at least the score (fail high).
    Lower = 2,
    Exact = 3,
}

/// One probe result.
#[derive(Clone, Copy, Debug)]
pub(crate) struct TtHit {
    pub mv: u16,
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
}

const ENTRIES_PER_BUCKET: usize = 4;
/// A bucket: keys and data interleaved, `[key0, data0, key1, data1, …]`; 64 bytes.
/// A bucket's words, shared by the threads of one search (see [`Tt::store`] for why relaxed
/// atomics are enough).
type Bucket = [AtomicU64; 2 * ENTRIES_PER_BUCKET];

pub(crate) struct Tt {
    buckets: Vec<Bucket>,
    generation: AtomicU8,
}

#[inline]
fn load(word: &AtomicU64) -> u64 {
    word.load(Ordering::Relaxed)
}

#[inline]
fn put(word: &AtomicU64, value: u64) {
    word.store(value, Ordering::Relaxed)
}

/// Packs a move as `from << 8 | to` (square indices); 0 means "no move" (from == to == a1 is
/// never a move).
#[inline]
pub(crate) fn pack_move(mv: Move) -> u16 {
    ((mv.from.index() as u16) << 8) | mv.to.index() as u16
}

#[cfg(test)]
pub(crate) fn unpack_move(code: u16) -> Option<Move> {
    (code != 0).then(|| {
        Move::new(
            Square::from_index((code >> 8) as u8),
            Square::from_index(code as u8),
        )
    })
}

#[inline]
fn pack(mv: u16, score: i32, depth: i32, bound: Bound, generation: u8) -> u64 {
    let depth = depth.clamp(0, 255) as u64;
    (mv as u64)
        | ((score as i16 as u16 as u64) << 16)
        | (depth << 32)
        | ((bound as u64) << 40)
        | ((generation as u64) << 48)
}

#[inline]
fn unpack(data: u64) -> (u16, i32, i32, Bound, u8) {
    let bound = match (data >> 40) & 3 {
        1 => Bound::Upper,
        2 => Bound::Lower,
        3 => Bound::Exact,
        _ => Bound::None,
    };
    (
        data as u16,
        (data >> 16) as u16 as i16 as i32,
        ((data >> 32) & 0xff) as i32,
        bound,
        (data >> 48) as u8,
    )
}

impl Tt {
    /// A table of at most `mb` megabytes (at least one bucket). Memory is zeroed lazily by the OS.
    pub fn new(mb: usize) -> Tt {
        let bytes = mb.max(1) * 1024 * 1024;
        let count = (bytes / std::mem::size_of::<Bucket>()).max(1);
        Tt {
            buckets: (0..count).map(|_| Default::default()).collect(),
            generation: AtomicU8::new(0),
        }
    }

    /// Bytes of entry storage.
    pub fn bytes(&self) -> usize {
        self.buckets.len() * std::mem::size_of::<Bucket>()
    }

    pub fn clear(&mut self) {
        for word in self.buckets.iter_mut().flatten() {
            *word.get_mut() = 0;
        }
        *self.generation.get_mut() = 0;
    }

    /// Starts a new search: older entries become preferred victims. Called once per search,
    /// before any helper thread starts.
    pub fn new_search(&self) {
        // Generation 0 is never used by a search, so a stored entry's data is never all zero.
        let next = self.generation().wrapping_add(1).max(1);
        self.generation.store(next, Ordering::Relaxed);
    }

    #[inline]
    fn generation(&self) -> u8 {
        self.generation.load(Ordering::Relaxed)
    }

    #[inline]
    fn bucket_index(&self, key: u64) -> usize {
        ((key as u128 * self.buckets.len() as u128) >> 64) as usize
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<TtHit> {
        let bucket = &self.buckets[self.bucket_index(key)];
        for i in 0..ENTRIES_PER_BUCKET {
            // Keys are stored XORed with the data, so a torn or stale pair does not match.
            let (k, d) = (load(&bucket[2 * i]), load(&bucket[2 * i + 1]));
            if k ^ d == key && d != 0 {
                let (mv, score, depth, bound, _) = unpack(d);
                return Some(TtHit {
                    mv,
                    score,
                    depth,
                    bound,
                });
            }
        }
        None
    }

    #[inline]
    ///
    /// Threads of one search store and probe at once without locks: a key is stored XORed with
    /// its data, so a pair torn by two writers (or read halfway) fails the key check and reads
    /// as a miss, never as a wrong entry.
    pub fn store(&self, key: u64, mv: u16, score: i32, depth: i32, bound: Bound) {
        let generation = self.generation();
        let idx = self.bucket_index(key);
        let bucket = &self.buckets[idx];
        let mut victim = 0;
        let mut victim_value = i32::MAX;
        for i in 0..ENTRIES_PER_BUCKET {
            let (k, d) = (load(&bucket[2 * i]), load(&bucket[2 * i + 1]));
            if d == 0 {
                victim = i;
                break;
            }
            let (old_mv, _, old_depth, _, old_gen) = unpack(d);
            if k ^ d == key {
                // Same position: keep a deeper entry of this search unless the new one is exact.
                if old_gen == generation && old_depth > depth + 2 && bound != Bound::Exact {
                    return;
                }
                let keep_mv = if mv == 0 { old_mv } else { mv };
                let data = pack(keep_mv, score, depth, bound, generation);
                put(&bucket[2 * i], key ^ data);
                put(&bucket[2 * i + 1], data);
                return;
            }
            let age = generation.wrapping_sub(old_gen) as i32;
            let value = old_depth - 4 * age;
            if value < victim_value {
                victim_value = value;
                victim = i;
            }
        }
        let data = pack(mv, score, depth, bound, generation);
        put(&bucket[2 * victim], key ^ data);
        put(&bucket[2 * victim + 1], data);
    }

    /// Permille of the first 1000 buckets' entries used by the current search (UCI-style).
    pub fn hashfull(&self) -> u32 {
        let n = self.buckets.len().min(1000);
        let mut used = 0;
        for b in &self.buckets[..n] {
            for i in 0..ENTRIES_PER_BUCKET {
                let d = load(&b[2 * i + 1]);
                if d != 0 && unpack(d).4 == self.generation() {
                    used += 1;
                }
            }
        }
        (used * 1000 / (n * ENTRIES_PER_BUCKET).max(1)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn store_and_probe_round_trip() {
        let tt = Tt::new(1);
        tt.new_search();
        assert_eq!(tt.bytes(), 1024 * 1024);
        let mv = Move::parse("d2-d5").unwrap();
        tt.store(
            0xDEAD_BEEF_1234_5678,
            pack_move(mv),
            -29_990,
            7,
            Bound::Lower,
        );
        let hit = tt.probe(0xDEAD_BEEF_1234_5678).unwrap();
        assert_eq!(unpack_move(hit.mv), Some(mv));
        assert_eq!(hit.score, -29_990);
        assert_eq!(hit.depth, 7);
        assert_eq!(hit.bound, Bound::Lower);
        assert!(tt.probe(0x1234).is_none());
    }

    #[test]
    fn threads_share_the_table_without_wrong_hits() {
        // Four writers hammer the same small table; every hit must be an entry written for that
        // key (the data carries the key's low bits as its score), never a torn mix of two.
        let tt = Tt::new(1);
        tt.new_search();
        std::thread::scope(|scope| {
            for t in 0..4u64 {
                let tt = &tt;
                scope.spawn(move || {
                    for i in 0..200_000u64 {
                        let key = (i % 5_000).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ t;
                        let tag = (key & 0x3fff) as i32;
                        tt.store(key, 1, tag, (i % 30) as i32, Bound::Exact);
                        if let Some(hit) = tt.probe(key) {
                            assert_eq!(hit.score, tag, "key {key:#x}");
                        }
                    }
                });
            }
        });
    }
}
