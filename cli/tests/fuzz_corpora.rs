//! Replays the committed OTEP fuzz corpus (`fuzz/corpus/otep/`) through the check the fuzz
//! target runs, on stable, and checks that every fuzz target has its check and its corpus.

use std::collections::BTreeSet;
use std::path::Path;
use tafl_fuzz_checks::replay_corpus;

fn fuzz_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../fuzz")
}

#[test]
fn the_otep_corpus_passes_its_check() {
    for (name, check) in tafl_cli::fuzz_checks::TARGETS {
        let count = replay_corpus(&fuzz_dir().join("corpus").join(name), *check)
            .unwrap_or_else(|why| panic!("{name}: {why}"));
        eprintln!("{name}: {count} inputs");
    }
}

/// The names of the files or folders in `dir`, without extensions.
fn names(dir: &Path) -> BTreeSet<String> {
    std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| {
            let path = entry.unwrap().path();
            let stem = path.file_stem().unwrap().to_string_lossy();
            stem.into_owned()
        })
        .collect()
}

#[test]
fn every_fuzz_target_has_a_shared_check_and_a_replayed_corpus() {
    let checks: BTreeSet<String> = tafl_fuzz_checks::TARGETS
        .iter()
        .chain(tafl_cli::fuzz_checks::TARGETS)
        .map(|(name, _)| name.to_string())
        .collect();
    assert_eq!(names(&fuzz_dir().join("fuzz_targets")), checks);
    assert_eq!(names(&fuzz_dir().join("corpus")), checks);
}
