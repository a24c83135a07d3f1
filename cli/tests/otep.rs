//! OTEP as OpenTafl's protocol text has it, on both sides: `tafl match` as the host of scripted
//! fake engines that log what they hear, and `tafl engine` driven by a scripted host.
//!
//! - `side` names the side to move (analysis, replay): a host does not send it at game start (a
//!   gameplay engine learns its side from `play`), an engine analyses for that side.
//! - The host sends `clock` before `play`; the engine accepts it before or after.
//! - Rules an OpenTafl rules string cannot carry are listed in a warning at the start of a match
//!   with an engine, and games those rules would end differently are reported.

use std::path::PathBuf;
use tafl_core::{Game, Move, Preset, Side};

mod common;
use common::{tafl, tafl_with_input, TAFL};

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

/// A scratch directory of this test process.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tafl-otep-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A fake engine as a shell script: says hello, logs every line it hears to the file named by its
/// first argument, and answers `play attackers` with a4-b4 / b4-a4 and `play defenders` with
/// e5-e4 / e4-e5 in turn (Copenhagen moves that repeat the start position).
const SHUFFLER: &str = r#"log="$1"
echo hello
a=0
d=0
while read -r line; do
  printf '%s\n' "$line" >> "$log"
  case "$line" in
    "play attackers")
      if [ $((a % 2)) -eq 0 ]; then echo "move a4-b4"; else echo "move b4-a4"; fi
      a=$((a + 1));;
    "play defenders")
      if [ $((d % 2)) -eq 0 ]; then echo "move e5-e4"; else echo "move e4-e5"; fi
      d=$((d + 1));;
    goodbye) exit 0;;
  esac
done
"#;

#[test]
fn the_host_sends_no_side_and_the_clock_before_play_and_reports_a_disputed_end() {
    let dir = scratch("shuffle");
    let script = dir.join("shuffler.sh");
    std::fs::write(&script, SHUFFLER).unwrap();
    let (log_a, log_b) = (dir.join("a.log"), dir.join("b.log"));
    let engine = |log: &PathBuf| format!("engine:sh '{}' '{}'", script.display(), log.display());
    let out = tafl(&[
        "match",
        "--variant",
        "copenhagen",
        "--a",
        &engine(&log_a),
        "--b",
        &engine(&log_b),
        "--games",
        "1",
        "--movetime",
        "200",
    ]);
    let stdout = text(&out.stdout);
    let stderr = text(&out.stderr);
    assert!(out.status.success(), "{stderr}");

    // d: the warning names the rule the string cannot carry, before any game.
    let warning = stderr.find("warning:").expect(&stderr);
    assert!(
        stderr.contains(
            "  - repetition: 3rd occurrence: defenders lose (engines read: 3rd occurrence: a draw)"
        ),
        "{stderr}"
    );
    assert!(warning < stderr.find("game 1").unwrap_or(usize::MAX));
    // The shuffle repeats the start a third time with e4-e5 at ply 8: Copenhagen gives the
    // attackers the game, the rules as sent a draw. The match says so.
    let game = stdout
        .lines()
        .find(|l| l.starts_with("game 1 "))
        .expect(&stdout);
    for key in [
        "winner=attackers",
        "reason=repetition",
        "plies=8",
        "disputed=draw/repetition@8",
    ] {
        assert!(game.contains(key), "{key}: {game}");
    }
    assert!(stderr.contains("game 1: disputed:"), "{stderr}");
    assert!(stderr.contains("disputed_games=1"), "{stderr}");
    assert!(
        stdout.contains("score=1.000 margin95=0.000 elo=n/a elo_margin95=n/a games=1"),
        "{stdout}"
    );

    // a and c: what each engine heard.
    for log in [&log_a, &log_b] {
        let heard = std::fs::read_to_string(log).unwrap();
        let lines: Vec<&str> = heard.lines().collect();
        assert!(lines[0].starts_with("rules dim:11 "), "{heard}");
        assert_eq!(lines[1], "start", "{heard}");
        assert!(!lines.iter().any(|l| l.starts_with("side")), "{heard}");
        let plays: Vec<usize> = (0..lines.len())
            .filter(|&i| lines[i].starts_with("play "))
            .collect();
        assert_eq!(plays.len(), 4, "{heard}");
        for i in plays {
            assert!(lines[i - 1].starts_with("clock "), "{heard}");
        }
        assert!(lines.iter().any(|l| l.starts_with("finish 2")), "{heard}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn brandubh_warns_of_its_move_limit_its_repetition_and_its_king() {
    // An engine that only ever says d1-d2 (illegal at once): the warning comes first anyway.
    let liar = "engine:echo hello; while read l; do case $l in play*) echo move d1-d2;; esac; done";
    let out = tafl(&[
        "match",
        "--variant",
        "brandubh",
        "--a",
        liar,
        "--b",
        "random",
        "--games",
        "1",
        "--movetime",
        "20",
    ]);
    let stderr = text(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stderr.contains("cannot express 3 of these rules"),
        "{stderr}"
    );
    // Brandubh has no repetition rule; its string says so with tfr:i, which OpenTafl reads as a
    // draw by repetition.
    assert!(
        stderr.contains(
            "  - repetition: no rule (OpenTafl reads the string's tfr:i as 3rd occurrence: a draw)"
        ),
        "{stderr}"
    );
    assert!(
        stderr.contains("  - move limit: a draw after 100 plies without a capture"),
        "{stderr}"
    );
    assert!(
        stderr.contains("  - king capture: king captured by four on the throne, by two beside it"),
        "{stderr}"
    );
    // Levels alone: no engine, no warning.
    let out = tafl(&[
        "match",
        "--a",
        "random",
        "--b",
        "random",
        "--games",
        "1",
        "--max-plies",
        "4",
    ]);
    assert!(
        !text(&out.stderr).contains("warning"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn tablut_and_levels_need_no_warning_and_baseline_plays() {
    let out = tafl(&[
        "match",
        "--variant",
        "tablut",
        "--a",
        "baseline",
        "--b",
        &format!("engine:'{TAFL}' engine --hash 4 --seed 1"),
        "--games",
        "2",
        "--movetime",
        "20",
        "--max-plies",
        "12",
    ]);
    let stdout = text(&out.stdout);
    let stderr = text(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(!stderr.contains("warning"), "{stderr}");
    assert!(stdout.starts_with("match "), "{stdout}");
    assert!(stdout.contains("A=baseline"), "{stdout}");
    assert!(stderr.contains("illegal_moves=0 "), "{stderr}");
    assert!(stderr.contains("disputed_games=0"), "{stderr}");
}

/// The side of the piece a move of the Brandubh start position moves.
fn mover(mv: &str) -> Option<Side> {
    let mv = Move::parse(mv).unwrap();
    Game::new(Preset::Brandubh)
        .position()
        .piece_at(mv.from)
        .map(|p| p.side())
}

#[test]
fn the_engine_analyses_for_the_side_named_by_side() {
    let start = tafl_core::otn::write_position(Game::new(Preset::Brandubh).position());
    for (side, expected) in [
        ("defenders", Side::Defenders),
        ("attackers", Side::Attackers),
    ] {
        let out = tafl_with_input(
            &["engine", "--hash", "4", "--seed", "2"],
            &format!(
                "rules dim:7 name:Brandubh esc:c ks:c start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/\n\
                 position {start}\nside {side}\nanalyze 1 0.1\n"
            ),
        );
        let stdout = text(&out.stdout);
        assert!(out.status.success(), "{stdout}");
        let last = stdout.lines().last().unwrap();
        let line = last.strip_prefix("analysis 1 ").expect(last);
        let first = line.split(['|', ' ']).next().unwrap();
        assert_eq!(mover(first), Some(expected), "{side}: {stdout}");
    }
}

#[test]
fn the_engine_plays_with_the_clock_sent_before_play() {
    // OpenTafl's host order: `clock`, then `play`. With an hour as its own default the engine
    // would think for an hour without the clock; it answers at once.
    let out = tafl_with_input(
        &["engine", "--hash", "4", "--movetime", "3600000"],
        "rules dim:7 name:Brandubh esc:c ks:c start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/\n\
         start\nclock 50* 50* 1 1 1\nplay attackers\n",
    );
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    let last = stdout.lines().last().unwrap();
    let mv = last.strip_prefix("move ").expect(last);
    assert_eq!(mover(mv), Some(Side::Attackers), "{stdout}");
    assert!(!stdout.contains("error"), "{stdout}");
}
