//! The checks the fuzz targets (`fuzz/`) run on every input, shared with the stable test that
//! replays the committed corpora (`tests/fuzz_corpora.rs`), so both run the same code. A crate
//! of its own: test support is never compiled into the library the apps ship.
//!
//! Each check takes arbitrary bytes, feeds them to one reader of untrusted input and panics only
//! when a property fails (a reader panicking, or a value written back and read again differing).
//! Readers returning an error is the expected answer to most inputs.
//!
//! Adding a target: write `pub fn name(data: &[u8])` here, list it in [`TARGETS`], add a
//! two-line `fuzz/fuzz_targets/name.rs` and its `[[bin]]` in `fuzz/Cargo.toml`, and commit a seed
//! corpus under `fuzz/corpus/name/` (see `docs/fuzzing.md`).

use std::sync::Arc;
use tafl_core::game::Game;
use tafl_core::notation::{self, RecordedMove};
use tafl_core::presets::Preset;
use tafl_core::tally::Tally;
use tafl_core::types::{Move, Side, Square};
use tafl_core::variant::Variant;
use tafl_core::{otn, otr, save};

pub mod game_controller;
pub use game_controller::{controller, game_save};

/// A fuzz target: its name (the fuzz target's and the corpus folder's) and its check.
pub type Target = (&'static str, fn(&[u8]));

/// Every target of this crate.
pub const TARGETS: &[Target] = &[
    ("otr", otr),
    ("otn", otn),
    ("move_text", move_text),
    ("save", save),
    ("tally", tally),
    ("game_save", game_save),
    ("controller", controller),
];

/// Plies [`otr`] plays from the start of rules it compiled: enough to reach captures on small
/// boards, cheap enough to keep the target fast.
const OTR_PLIES: usize = 6;

/// OpenTafl rules strings: parse, compile, write back and read again; then play a few plies
/// and undo them on the compiled variant.
pub fn otr(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(rules) = otr::parse_rules(text) else {
        return;
    };
    if let Ok(written) = otr::write_rules(&rules) {
        let again = otr::parse_rules(&written)
            .unwrap_or_else(|e| panic!("written rules {written:?} do not read back: {e}"));
        assert_eq!(again, rules, "rules changed through {written:?}");
    }
    let Ok(variant) = Variant::new(rules) else {
        return;
    };
    let variant = Arc::new(variant);
    let mut game = Game::from_variant(variant.clone());
    let start = game.position().clone();
    let mut pick = data.iter().copied().cycle();
    for _ in 0..OTR_PLIES {
        let moves = game.legal_moves();
        if moves.is_empty() || game.is_over() {
            break;
        }
        let mv = moves[usize::from(pick.next().unwrap_or(0)) % moves.len()];
        game.play(mv)
            .unwrap_or_else(|e| panic!("a legal move {mv} was refused: {e}"));
    }
    while game.undo().is_some() {}
    assert!(game.position() == &start, "undo did not restore the start");
    let written = otn::write_position(&start);
    let read = otn::parse_position(&variant, &written, start.side_to_move())
        .unwrap_or_else(|e| panic!("the start {written:?} does not read back: {e}"));
    assert!(read == start, "the start changed through {written:?}");
}

/// OTN positions: the first byte picks the preset and the side to move, the rest is the
/// position; a position read is written back and must read as the same position.
pub fn otn(data: &[u8]) {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let preset = Preset::ALL[usize::from(first >> 1) % Preset::ALL.len()];
    let side = if first & 1 == 0 {
        Side::Attackers
    } else {
        Side::Defenders
    };
    let variant = Variant::from_preset(preset);
    let Ok(pos) = otn::parse_position(&variant, text, side) else {
        return;
    };
    let written = otn::write_position(&pos);
    let again = otn::parse_position(&variant, &written, side)
        .unwrap_or_else(|e| panic!("written position {written:?} does not read back: {e}"));
    assert!(again == pos, "position changed through {written:?}");
    assert_eq!(otn::write_position(&again), written);
    // Whatever was read must be usable: generate its moves and play one.
    if let Some(&mv) = pos.legal_moves(&variant).first() {
        pos.play(&variant, mv)
            .unwrap_or_else(|e| panic!("a legal move {mv} was refused: {e}"));
    }
}

/// Move text: single squares, moves and record lines; each value read is written back and must
/// read as the same value.
pub fn move_text(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(square) = Square::parse(text) {
        assert_eq!(Square::parse(&square.to_string()), Ok(square));
    }
    if let Ok(mv) = Move::parse(text) {
        assert_eq!(Move::parse(&mv.to_string()), Ok(mv), "from {text:?}");
    }
    if let Ok(recorded) = RecordedMove::parse(text) {
        let written = recorded.to_string();
        assert_eq!(
            RecordedMove::parse(&written).as_ref(),
            Ok(&recorded),
            "from {text:?}"
        );
    }
    let tokens = notation::record_tokens(text);
    if let Ok(moves) = notation::parse_record(text) {
        assert_eq!(moves.len(), tokens.len());
        let line: Vec<String> = moves.iter().map(ToString::to_string).collect();
        let again = notation::parse_record(&line.join(" "))
            .unwrap_or_else(|e| panic!("written record {line:?} does not read back: {e}"));
        assert_eq!(again, moves);
        // A record read is replayable (its moves may be illegal: that is a report, not a panic).
        let mut game = Game::new(Preset::Copenhagen);
        notation::replay_record(&mut game, &moves);
    }
}

/// Save documents: a save that loads is written again and must load as the same game; its
/// moves are undone to the start and redone, and one more move is played and undone.
pub fn save(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(mut game) = save::from_json(text) else {
        return;
    };
    let written = save::to_json(&game);
    let again = save::from_json(&written)
        .unwrap_or_else(|e| panic!("a written save does not load: {e}\n{written}"));
    assert_eq!(save::to_json(&again), written);
    assert!(again.position() == game.position());
    assert_eq!(again.outcome(), game.outcome());

    let end = game.position().clone();
    let plies = game.ply();
    for _ in 0..plies {
        assert!(game.undo().is_some(), "undo refused within the history");
    }
    assert!(
        game.position() == game.start_position(),
        "undo missed the start"
    );
    for _ in 0..plies {
        assert!(game.redo().is_some(), "redo refused within the history");
    }
    assert!(game.position() == &end, "redo missed the end");
    if let Some(&mv) = game.legal_moves().first() {
        game.play(mv)
            .unwrap_or_else(|e| panic!("a legal move {mv} was refused: {e}"));
        assert_eq!(game.undo(), Some(mv));
        assert!(game.position() == &end);
    }
}

/// The statistics file: a tally that loads is written again and must load as the same tally;
/// a game recorded on it survives the round trip too.
pub fn tally(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(mut tally) = Tally::from_json(text) else {
        return;
    };
    let written = tally.to_json();
    let again = Tally::from_json(&written)
        .unwrap_or_else(|e| panic!("a written tally does not load: {e}\n{written}"));
    assert_eq!(again, tally);
    if let Some(entry) = tally.entries().first().cloned() {
        tally.record(entry.variant, entry.opponent, Some(Side::Defenders));
        let after = Tally::from_json(&tally.to_json())
            .unwrap_or_else(|e| panic!("a tally with one more game does not load: {e}"));
        assert_eq!(after, tally);
    }
}

/// Runs `check` on every file of the corpus folder `dir` (the stable replay of a fuzz target's
/// corpus) and returns how many files it checked; fails naming each file whose check panicked,
/// and when the folder is missing or empty.
pub fn replay_corpus(dir: &std::path::Path, check: fn(&[u8])) -> Result<usize, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut files: Vec<std::path::PathBuf> = entries
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.is_file())
        .collect();
    files.sort();
    if files.is_empty() {
        return Err(format!("{} holds no corpus file", dir.display()));
    }
    let mut failed = Vec::new();
    for path in &files {
        let data = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
        if std::panic::catch_unwind(|| check(&data)).is_err() {
            failed.push(path.display().to_string());
        }
    }
    if failed.is_empty() {
        Ok(files.len())
    } else {
        Err(format!("the check failed on {}", failed.join(", ")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refuses_x(data: &[u8]) {
        assert!(!data.contains(&b'x'), "an x");
    }

    #[test]
    fn a_replay_names_the_inputs_that_fail_and_refuses_an_empty_corpus() {
        let dir = std::env::temp_dir().join(format!("tafl-replay-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        assert!(replay_corpus(&dir, refuses_x).is_err(), "an empty corpus");
        std::fs::write(dir.join("fine"), b"abc").unwrap();
        assert_eq!(replay_corpus(&dir, refuses_x), Ok(1));
        std::fs::write(dir.join("crash-x"), b"axc").unwrap();
        let why = replay_corpus(&dir, refuses_x).unwrap_err();
        assert!(why.contains("crash-x") && !why.contains("fine"), "{why}");
        std::fs::remove_dir_all(&dir).unwrap();
        assert!(replay_corpus(&dir, refuses_x).is_err(), "a missing corpus");
    }

    #[test]
    fn the_checks_go_through_the_formats_the_app_writes() {
        // Inputs that every reader accepts, so that each check runs its round trips on them.
        let mut game = Game::new(Preset::Brandubh);
        let mv = game.legal_moves()[0];
        game.play(mv).unwrap();
        let json = save::to_json(&game);
        assert!(save::from_json(&json).is_ok());
        save(json.as_bytes());
        let record = notation::write_record(&game);
        assert_eq!(notation::parse_record(&record).map(|m| m.len()), Ok(1));
        move_text(record.as_bytes());
        let position = otn::write_position(game.position());
        let brandubh = Variant::from_preset(Preset::Brandubh);
        assert!(otn::parse_position(&brandubh, &position, Side::Attackers).is_ok());
        otn(&[&[0], position.as_bytes()].concat());
        let rules = otr::write_rules(&Preset::Tablut.rules()).unwrap();
        assert!(otr::parse_rules(&rules).is_ok());
        otr(rules.as_bytes());
        let mut t = Tally::new();
        t.record(
            tafl_core::tally::TallyVariant::Preset(Preset::Fetlar),
            tafl_core::tally::Opponent::TwoPlayers,
            None,
        );
        assert_eq!(Tally::from_json(&t.to_json()).as_ref(), Ok(&t));
        tally(t.to_json().as_bytes());
    }
}
