//! One perft of the kind `tafl bench --game-end` times, for counting instructions rather than
//! nanoseconds on a busy machine: run it under callgrind with the test and without, and the
//! difference of the two totals over the leaves is what the test of the game's end costs a leaf.
//!
//! ```sh
//! cargo build --release -p tafl-core --example game_end
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//!     target/release/examples/game_end copenhagen 3 test     # then: … copenhagen 3 none
//! ```

use tafl_core::{perft::perft_made, Position, Preset, Variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let preset = args.first().map_or("copenhagen", String::as_str);
    let preset = Preset::from_id(preset).unwrap_or_else(|| panic!("unknown preset {preset}"));
    let depth: u32 = args.get(1).map_or(Ok(3), |d| d.parse()).expect("a depth");
    let test_end = args.get(2).is_none_or(|t| t == "test");
    let v = Variant::from_preset(preset);
    let mut pos = Position::start(&v);
    let leaves = perft_made(&v, &mut pos, depth, test_end);
    println!(
        "{} depth {depth} test {test_end}: {leaves} leaves",
        preset.id()
    );
}
