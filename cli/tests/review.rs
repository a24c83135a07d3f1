//! `tafl review`: the engine's review of recorded games, one line per ply and a summary per
//! side; bad files and illegal records are reported; `tafl bench --review` times fixed games.

use std::path::PathBuf;
use std::process::Output;

mod common;
use common::tafl;

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// A file in the system temp directory, unique to this test process, removed on drop.
struct TempFile(PathBuf);

impl TempFile {
    fn new(name: &str, contents: &str) -> TempFile {
        let path =
            std::env::temp_dir().join(format!("tafl-review-test-{}-{name}", std::process::id()));
        std::fs::write(&path, contents).unwrap();
        TempFile(path)
    }

    fn path(&self) -> &str {
        self.0.to_str().unwrap()
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// Brandubh: the defenders' king walks beside the empty throne and is captured on ply 5.
const KING_CAPTURED: &str = "a4-a3 c4-c3 b4-b2 d4-c4 b2-b4";

#[test]
fn a_game_is_reviewed_ply_by_ply_with_a_summary_per_side() {
    let file = TempFile::new("one.txt", &format!("# a comment\n\n{KING_CAPTURED}\n"));
    let out = tafl(&["review", "--nodes", "20000", file.path()]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 1 + 2 + 5, "{text}");
    assert_eq!(
        lines[0],
        "game 1 (line 3): 5 plies, attackers win: the king was captured"
    );
    assert!(lines[1].starts_with("  Attackers: Accuracy "), "{text}");
    assert!(lines[2].starts_with("  Defenders: Accuracy "), "{text}");
    for (i, m) in KING_CAPTURED.split(' ').enumerate() {
        let row = lines[3 + i];
        assert!(row.starts_with(&format!("  {:>4}. {m} ", i + 1)), "{row:?}");
        assert!(row.contains('%'), "{row}");
    }
    // The king's walk is flagged with the better move and its line; the capture is not.
    let walk = lines[6];
    assert!(walk.contains("better "), "{text}");
    assert!(
        ["Inaccuracy", "Mistake", "Blunder", "Missed win"]
            .iter()
            .any(|v| walk.contains(v)),
        "{walk}"
    );
    assert!(!lines[7].contains("better"), "{text}");
    // The same review again: deterministic.
    let again = tafl(&["review", "--nodes", "20000", file.path()]);
    assert_eq!(stdout(&again), text);
}

#[test]
fn the_depth_and_the_game_can_be_chosen() {
    let sample = root().join("docs/samples/brandubh-records.txt");
    let sample = sample.to_str().unwrap();
    let out = tafl(&[
        "review",
        "--variant",
        "brandubh-aagenielsen",
        "--game",
        "4",
        "--depth",
        "3",
        sample,
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.starts_with("game 4 (line 19): 16 plies, defenders win"),
        "{text}"
    );
    assert_eq!(text.lines().count(), 1 + 2 + 16, "{text}");
    assert!(text.contains("    16. a5-a1 "), "{text}");
    let missing = tafl(&["review", "--game", "9", sample]);
    assert_eq!(missing.status.code(), Some(1));
    assert!(
        stderr(&missing).contains("there is no game 9"),
        "{}",
        stderr(&missing)
    );
}

#[test]
fn a_record_with_an_illegal_move_is_reviewed_up_to_it_and_fails() {
    // Move 3 jumps over a piece; the game after it is reviewed as well.
    let file = TempFile::new(
        "illegal.txt",
        &format!("a4-a3 c4-c3 d1-d5 d4-c4\n{KING_CAPTURED}\n"),
    );
    let out = tafl(&["review", "--nodes", "5000", file.path()]);
    assert_eq!(out.status.code(), Some(1), "{}", stdout(&out));
    let text = stdout(&out);
    assert!(
        text.starts_with("game 1 (line 1): 2 plies, ILLEGAL: move 3 (d1-d5)"),
        "{text}"
    );
    assert!(text.contains("     2. c4-c3 "), "{text}");
    assert!(
        text.contains("game 2 (line 2): 5 plies, attackers win"),
        "{text}"
    );
    let err = stderr(&out);
    assert!(err.contains("game 1 (line 1): move 3 (d1-d5)"), "{err}");
}

#[test]
fn bad_files_and_bad_arguments_are_reported() {
    let out = tafl(&["review", "/no/such/file.txt"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("cannot read /no/such/file.txt"));

    let empty = TempFile::new("empty.txt", "# nothing here\n\n");
    let out = tafl(&["review", empty.path()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("holds no game record"),
        "{}",
        stderr(&out)
    );

    let unreadable = TempFile::new("unreadable.txt", "a4-a3 zz-9\n");
    let out = tafl(&["review", "--nodes", "5000", unreadable.path()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stdout(&out).contains("ILLEGAL: move 2 (zz-9) cannot be read"),
        "{}",
        stdout(&out)
    );

    for args in [
        &["review", "--nodes", "0", empty.path()][..],
        &["review", "--depth", "0", empty.path()],
        &["review", "--variant", "chess", empty.path()],
        &["review"],
    ] {
        let out = tafl(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}

#[test]
fn help_shows_an_example() {
    let out = tafl(&["review", "--help"]);
    assert!(out.status.success());
    let help = stdout(&out);
    assert!(help.contains("Example: tafl review"), "{help}");
    assert!(help.contains("--nodes"), "{help}");
}

#[test]
fn the_review_bench_reviews_its_fixed_games() {
    let out = tafl(&["bench", "--review", "--nodes", "2000"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert!(lines[0].starts_with("review brandubh-60 ") && lines[0].contains(" plies=60 "));
    assert!(lines[1].starts_with("review copenhagen-150 ") && lines[1].contains(" plies=150 "));
    assert!(lines[3].starts_with("review bench "), "{text}");
    // The node count is a fingerprint: the same on every run.
    let again = stdout(&tafl(&["bench", "--review", "--nodes", "2000"]));
    assert_eq!(again.lines().last(), lines.last().copied());
    let bad = tafl(&["bench", "--nodes", "2000"]);
    assert_eq!(bad.status.code(), Some(2));
}
