//! The frozen baseline: hard as it played at commit aac7647 (`bench 548990`), before contempt,
//! kept as a fixed opponent so that every later change to the computer opponent can be measured
//! against the same yardstick (`tafl match --a hard --b baseline`, or the probe's `--b baseline`).
//!
//! **Frozen: do not edit.** The values below are copies, not references to the defaults: when
//! [`Weights::default`] or [`super::Level::contempt`] change, this module must not. A search
//! change made later must come with a switch that [`configure`] sets to the old behaviour, or the
//! baseline drifts with it; when that is impractical, measure against the binary built from the
//! commit above instead (`tafl match --b 'engine:/path/to/old/tafl engine'`).
//!
//! What it fixes: the evaluation weights and the search settings hard used then (no contempt:
//! every draw scores 0) and the search as it was ([`SearchFeatures::BASELINE`]). The level's limits (depth 64, the caller's budget, 1 s by default) are
//! those of [`super::Level::Hard`], which the baseline plays at.

use super::{Engine, SearchFeatures, Weights};

/// The name players and reports use for it.
pub const NAME: &str = "baseline";

/// The evaluation weights of the baseline (a copy of the tuned defaults at commit aac7647).
pub fn weights() -> Weights {
    Weights {
        attacker: 100,
        defender: 100,
        king_distance: 14,
        open_line: 350,
        two_move_escape: 45,
        corner_diagonal: 12,
        corner_adjacent: 6,
        corner_near: 18,
        corner_cap: 0,
        king_adjacent: 35,
        king_near: 8,
        mobility: 0,
        king_mobility: 5,
        tempo: 10,
        king_room: 0,
        king_sealed: 0,
        king_detour: 0,
        three_move_escape: 0,
    }
}

/// What a draw costs the baseline: nothing.
pub const CONTEMPT: i32 = 0;

/// The search of the baseline: none of the refinements added since.
pub const FEATURES: SearchFeatures = SearchFeatures::BASELINE;

/// The node count of `tafl bench` played by the baseline: its fingerprint (a test holds it).
pub const BENCH: u64 = 548_990;

/// Makes `engine` play the baseline (at [`super::Level::Hard`]); clears its table.
pub fn configure(engine: &mut Engine) {
    engine.set_weights(weights());
    engine.set_contempt(Some(CONTEMPT));
    engine.set_features(Some(FEATURES));
}
