//! One perft of the kind `tafl bench --game-end` times, for counting instructions rather than
//! nanoseconds on a busy machine: run it under callgrind with the test and without, and the
//! difference of the two totals over the leaves is what the test of the game's end costs a leaf.
//!
//! ```sh
//! cargo build --release -p tafl-core --example game_end
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//!     target/release/examples/game_end copenhagen 4 test 50    # then: … copenhagen 4 none 50
//! ```
//!
//! The arguments: preset, depth, `test` or `none`, and optionally K: then only every K-th
//! position two plies from the start is searched on (to the same depth from the start), a
//! sample of the whole tree small enough for callgrind at depth 4.

use tafl_core::{perft::perft_made, Position, Preset, Variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let preset = args.first().map_or("copenhagen", String::as_str);
    let preset = Preset::from_id(preset).unwrap_or_else(|| panic!("unknown preset {preset}"));
    let depth: u32 = args.get(1).map_or(Ok(3), |d| d.parse()).expect("a depth");
    let test_end = args.get(2).is_none_or(|t| t == "test");
    let every: usize = args
        .get(3)
        .map_or(Ok(1), |k| k.parse())
        .expect("a sample step");
    let v = Variant::from_preset(preset);
    let mut pos = Position::start(&v);
    let leaves = if every <= 1 || depth < 3 {
        perft_made(&v, &mut pos, depth, test_end)
    } else {
        // Every `every`-th position after two plies (none of them ends the game).
        let mut total = 0;
        let mut index = 0;
        for first in pos.legal_moves(&v) {
            let undo1 = pos.make(&v, first);
            for second in pos.legal_moves(&v) {
                if index % every == 0 {
                    let undo2 = pos.make(&v, second);
                    total += perft_made(&v, &mut pos, depth - 2, test_end);
                    pos.unmake(&undo2);
                }
                index += 1;
            }
            pos.unmake(&undo1);
        }
        total
    };
    println!(
        "{} depth {depth} test {test_end} every {every}: {leaves} leaves",
        preset.id()
    );
}
