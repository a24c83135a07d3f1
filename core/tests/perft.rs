//! Perft numbers: Brandubh from RULES.md, the other presets computed by this engine and pinned
//! (so a change to move generation or captures that alters any count fails here).

use tafl_core::{perft::perft, Position, Preset, Variant};

fn perft_of(preset: Preset, depth: u32) -> u64 {
    let v = Variant::from_preset(preset);
    let mut pos = Position::start(&v);
    let before = pos.clone();
    let n = perft(&v, &mut pos, depth);
    assert_eq!(pos, before, "perft must leave the position as it found it");
    n
}

macro_rules! perft_tests {
    ($($name:ident: $preset:expr, [$($count:expr),+ $(,)?];)+) => {$(
        #[test]
        fn $name() {
            let expected: &[u64] = &[$($count),+];
            for (i, &count) in expected.iter().enumerate() {
                let depth = i as u32 + 1;
                assert_eq!(perft_of($preset, depth), count, "{:?} depth {}", $preset, depth);
            }
        }
    )+};
}

perft_tests! {
    brandubh: Preset::Brandubh, [40, 960, 39_512, 1_007_392, 41_843_336];
    brandubh_aagenielsen: Preset::BrandubhAageNielsen, [40, 960, 39_512, 1_007_392, 41_843_336];
    ard_ri: Preset::ArdRi, [48, 408, 18_528, 244_192, 10_907_960];
    tablut: Preset::Tablut, [80, 4_400, 353_200, 19_913_864];
    hnefatafl: Preset::Hnefatafl, [116, 6_788, 806_344, 50_456_804];
    copenhagen: Preset::Copenhagen, [116, 6_788, 806_344, 50_456_804];
    fetlar: Preset::Fetlar, [116, 6_788, 806_344, 50_456_804];
}
