//! Zobrist keys, generated at compile time from a fixed seed so that hashes are identical on
//! every platform and every run (saves and the bench fingerprint depend on that).

const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const fn generate() -> ([[u64; 256]; 3], u64) {
    let mut table = [[0u64; 256]; 3];
    let mut state = 0x7AF1_u64 ^ 0x5EED_0000_0000_0000;
    let mut piece = 0;
    while piece < 3 {
        let mut square = 0;
        while square < 256 {
            let (next, value) = splitmix64(state);
            state = next;
            table[piece][square] = value;
            square += 1;
        }
        piece += 1;
    }
    let (_, side) = splitmix64(state);
    (table, side)
}

const KEYS: ([[u64; 256]; 3], u64) = generate();

#[inline]
pub(crate) fn piece_key(piece: usize, square: usize) -> u64 {
    KEYS.0[piece][square]
}

/// XORed in when the defenders are to move.
#[inline]
pub(crate) fn side_key() -> u64 {
    KEYS.1
}
