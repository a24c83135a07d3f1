//! Helpers shared by the binding test files.

use tafl_ffi::{parse_coord, Coord, GameSession};

/// A square by name ("d4"); the names in tests are valid.
pub fn c(name: &str) -> Coord {
    parse_coord(name.to_string()).unwrap()
}

/// Plays "d2-d4 e5-e4 …" in order; a refused move fails the test with its error.
pub fn play_all(s: &GameSession, moves: &str) {
    for m in moves.split_whitespace() {
        let (from, to) = m.split_once('-').unwrap();
        s.play(c(from), c(to))
            .unwrap_or_else(|e| panic!("{m}: {e:?}"));
    }
}
