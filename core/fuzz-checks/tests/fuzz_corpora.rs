//! Replays every committed fuzz corpus of tafl-core (`fuzz/corpus/<target>/`) through the same
//! checks the fuzz targets run, on stable: the inputs that once crashed a reader, and those that
//! cover its branches, are checked by every `cargo test` without nightly or libFuzzer.

use std::path::Path;
use tafl_fuzz_checks::{replay_corpus, TARGETS};

#[test]
fn every_corpus_passes_its_check() {
    let corpora = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/corpus");
    let mut failures = Vec::new();
    for (name, check) in TARGETS {
        match replay_corpus(&corpora.join(name), *check) {
            Ok(count) => eprintln!("{name}: {count} inputs"),
            Err(why) => failures.push(format!("{name}: {why}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
