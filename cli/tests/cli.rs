//! End-to-end tests: run the real `tafl` binary.

use std::path::PathBuf;
use std::process::Output;
use tafl_core::notation::write_record;
use tafl_core::{Game, Move, Preset};

mod common;
use common::{tafl, tafl_with_input};

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}

fn last_line(text: &str) -> &str {
    text.lines().last().unwrap_or("")
}

/// A file in the system temp directory, unique to this test process, removed on drop.
struct TempFile(PathBuf);

impl TempFile {
    fn new(name: &str, contents: &str) -> TempFile {
        let path =
            std::env::temp_dir().join(format!("tafl-cli-test-{}-{name}", std::process::id()));
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

fn mv(text: &str) -> Move {
    Move::parse(text).unwrap()
}

// ---------------------------------------------------------------------------------------------
// General

#[test]
fn help_is_available_everywhere() {
    for args in [
        &["--help"][..],
        &["play", "--help"],
        &["perft", "--help"],
        &["replay", "--help"],
        &["analyse", "--help"],
        &["lesson", "--help"],
    ] {
        let out = tafl(args);
        assert!(out.status.success(), "{args:?}");
        assert!(stdout(&out).contains("Usage"), "{args:?}");
    }
    let replay_help = stdout(&tafl(&["replay", "--help"]));
    assert!(replay_help.contains("games G illegal I mismatches M"));
}

#[test]
fn no_subcommand_is_a_usage_error() {
    let out = tafl(&[]);
    assert_eq!(out.status.code(), Some(2));
}

// ---------------------------------------------------------------------------------------------
// perft

#[test]
fn perft_brandubh_depth_3() {
    let out = tafl(&["perft", "--variant", "brandubh", "--depth", "3"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert_eq!(
        text.lines().collect::<Vec<_>>(),
        ["perft 1 40", "perft 2 960", "perft 3 39512"]
    );
    assert_eq!(last_line(&text), "perft 3 39512");
    let err = stderr(&out);
    assert!(err.contains("perft 3: 39512 leaves in"), "{err}");
}

#[test]
fn perft_divide_lists_every_first_move_then_the_totals() {
    let out = tafl(&["perft", "--variant", "brandubh", "--depth", "2", "--divide"]);
    assert!(out.status.success());
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 40 + 2);
    let sum: u64 = lines[..40]
        .iter()
        .map(|l| {
            let (m, n) = l.split_once(' ').unwrap();
            Move::parse(m).unwrap();
            n.parse::<u64>().unwrap()
        })
        .sum();
    assert_eq!(sum, 960);
    assert_eq!(last_line(&text), "perft 2 960");
}

#[test]
fn perft_other_presets_run() {
    for preset in Preset::ALL {
        let out = tafl(&["perft", "--variant", preset.id(), "--depth", "1"]);
        assert!(out.status.success(), "{preset}");
        assert!(last_line(&stdout(&out)).starts_with("perft 1 "));
    }
}

#[test]
fn perft_unknown_variant_fails_cleanly() {
    let out = tafl(&["perft", "--variant", "chess", "--depth", "3"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("unknown variant \"chess\""), "{err}");
    assert!(err.contains("brandubh"), "{err}");
    assert!(!err.contains("panicked"));
    assert!(stdout(&out).is_empty());
}

#[test]
fn perft_bad_depth_fails_cleanly() {
    for depth in ["0", "-1", "three", "99"] {
        let out = tafl(&["perft", "--variant", "brandubh", "--depth", depth]);
        assert_eq!(out.status.code(), Some(2), "depth {depth}");
        assert!(!stderr(&out).contains("panicked"));
    }
    let out = tafl(&["perft", "--variant", "brandubh"]);
    assert_eq!(out.status.code(), Some(2), "missing depth");
}

#[test]
fn perft_with_an_opentafl_rules_string_matches_the_preset() {
    let otr = tafl_core::otr::write_rules(&Preset::Tablut.rules()).unwrap();
    let by_rules = tafl(&["perft", "--rules", &otr, "--depth", "3"]);
    assert!(by_rules.status.success(), "{}", stderr(&by_rules));
    let by_id = tafl(&["perft", "--variant", "tablut", "--depth", "3"]);
    assert_eq!(stdout(&by_rules), stdout(&by_id));
}

#[test]
fn bad_rules_strings_fail_cleanly() {
    for otr in ["", "dim:7", "dim:99 start:/7/", "nonsense"] {
        let out = tafl(&["perft", "--rules", otr, "--depth", "1"]);
        assert_eq!(out.status.code(), Some(1), "{otr:?}");
        let err = stderr(&out);
        assert!(err.starts_with("tafl: error: --rules"), "{otr:?}: {err}");
        assert!(!err.contains("panicked"));
    }
}

// ---------------------------------------------------------------------------------------------
// replay

/// A legal Brandubh game with captures: capturing moves first, otherwise a fixed choice.
fn legal_game_with_captures() -> Game {
    let mut game = Game::new(Preset::Brandubh);
    for ply in 0..60 {
        if game.is_over() {
            break;
        }
        let moves = game.legal_moves();
        let capturing = moves.iter().copied().find(|&m| {
            let mut probe = game.clone();
            probe
                .play(m)
                .map(|r| !r.captured.is_empty())
                .unwrap_or(false)
        });
        let chosen = capturing.unwrap_or(moves[(ply * 7 + 3) % moves.len()]);
        game.play(chosen).unwrap();
    }
    game
}

#[test]
fn replay_reports_legal_illegal_and_mismatched_games() {
    let game = legal_game_with_captures();
    let record = write_record(&game);
    assert!(
        record.contains('x'),
        "the test game should capture: {record}"
    );
    // The same game with the first capture mark removed: one mismatch.
    let tokens: Vec<&str> = record.split(' ').collect();
    let first_capture = tokens.iter().position(|t| t.contains('x')).unwrap();
    let mut tampered: Vec<String> = tokens.iter().map(|t| t.to_string()).collect();
    tampered[first_capture] = tokens[first_capture].split('x').next().unwrap().to_string();
    let tampered = tampered.join(" ");

    let file = TempFile::new(
        "replay.txt",
        &format!(
            "# three games\n\n{record} timeout\n  \na4-a2 d4-d7, the king cannot jump\n{tampered}\n"
        ),
    );
    let out = tafl(&["replay", "--variant", "brandubh", file.path()]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert!(
        lines[0].starts_with(&format!("game 1 (line 3): {} plies", game.ply())),
        "{text}"
    );
    assert!(
        !lines[0].contains("ILLEGAL") && !lines[0].contains("mismatch"),
        "{text}"
    );
    assert!(
        lines[1].starts_with("game 2 (line 5): 1 ply, ILLEGAL"),
        "{text}"
    );
    assert!(lines[1].contains("d4-d7"), "{text}");
    assert!(lines[2].contains("1 capture mismatch"), "{text}");
    assert_eq!(last_line(&text), "games 3 illegal 1 mismatches 1");
}

#[test]
fn replay_reports_results_and_unreadable_moves() {
    let file = TempFile::new(
        "results.txt",
        "a4-a2 d5-b5 a2-a3 d4-d5 a3-a2 d5-g5 a2-a3 g5-g7\n\
         a4-a2 d5-b5 a2-a3 d4-d5 a3-a2 d5-g5 a2-a3 g5-g7 a3-a2\n\
         a4-a2 zz-top\n",
    );
    let out = tafl(&["replay", file.path()]);
    assert!(out.status.success());
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "game 1 (line 1): 8 plies, defenders win: the king escaped"
    );
    assert!(
        lines[1].contains("ILLEGAL") && lines[1].contains("game is over"),
        "{text}"
    );
    assert!(
        lines[2].contains("ILLEGAL") && lines[2].contains("zz-top"),
        "{text}"
    );
    assert_eq!(last_line(&text), "games 3 illegal 2 mismatches 0");
}

#[test]
fn replay_of_an_empty_file() {
    let file = TempFile::new("empty.txt", "# nothing here\n\n");
    let out = tafl(&["replay", "--variant", "copenhagen", file.path()]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "games 0 illegal 0 mismatches 0\n");
}

#[test]
fn replay_with_an_opentafl_rules_string() {
    let otr = tafl_core::otr::write_rules(&Preset::Tablut.rules()).unwrap();
    let file = TempFile::new("otr.txt", "a4-a2 e3-b3\na4-a2 e5-e9\n");
    let out = tafl(&["replay", "--rules", &otr, file.path()]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.starts_with("game 1 (line 1): 2 plies, no result\n"),
        "{text}"
    );
    assert_eq!(last_line(&text), "games 2 illegal 1 mismatches 0");
    let by_id = tafl(&["replay", "--variant", "tablut", file.path()]);
    assert_eq!(stdout(&by_id), text);
}

/// A sample records file of the repository (docs/samples).
fn sample(name: &str) -> String {
    format!("{}/../docs/samples/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn replay_of_the_brandubh_sample_records() {
    let out = tafl(&[
        "replay",
        "--variant",
        "brandubh-aagenielsen",
        &sample("brandubh-records.txt"),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "game 1 (line 16): 27 plies, attackers win: the king was captured\n\
         game 2 (line 17): 35 plies, attackers win: the king was captured\n\
         game 3 (line 18): 39 plies, draw: repetition; the rules ended it at ply 14 by \
         repetition; the record continues to ply 39: attackers win: the king was captured\n\
         game 4 (line 19): 16 plies, defenders win: the king escaped\n\
         continued after the rules ended them: 1\n\
         games 4 illegal 0 mismatches 0\n"
    );
}

#[test]
fn replay_of_the_copenhagen_sample_records() {
    let out = tafl(&[
        "replay",
        "--variant",
        "copenhagen",
        &sample("copenhagen-records.txt"),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "game 1 (line 15): 48 plies, defenders win: the king escaped\n\
         game 2 (line 16): 50 plies, defenders win: the king escaped\n\
         game 3 (line 17): 70 plies, attackers win: repetition; the rules ended it at ply 28 by \
         repetition; the record continues to ply 70: defenders win: the king escaped\n\
         game 4 (line 18): 22 plies, defenders win: the king escaped\n\
         continued after the rules ended them: 1\n\
         games 4 illegal 0 mismatches 0\n"
    );
}

#[test]
fn replay_separates_moves_impossible_on_the_board_from_a_record_past_the_rules_end() {
    // The third sample game, cut at its repetition and continued with a king move through a
    // piece: the record goes on past the rules' end and then has an impossible move.
    let text = std::fs::read_to_string(sample("brandubh-records.txt")).unwrap();
    let third = text.lines().filter(|l| !l.starts_with('#')).nth(2).unwrap();
    let moves: Vec<&str> = third.split(',').next().unwrap().split(' ').collect();
    let cut = format!("{} d4-d7", moves[..16].join(" "));
    let doubled_wrong = "a4-a3 c4-c2 g4-g5 e4-e2xd2xd2xd1";
    let file = TempFile::new("past-end.txt", &format!("{cut}\n{doubled_wrong}\n"));
    let out = tafl(&["replay", "--variant", "brandubh-aagenielsen", file.path()]);
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[0].starts_with("game 1 (line 1): 16 plies, ILLEGAL: move 17 (d4-d7)"),
        "{text}"
    );
    assert!(
        lines[0].ends_with("; the rules ended it at ply 14 by repetition; the record continues"),
        "{text}"
    );
    assert!(
        lines[1].ends_with("move 4 (e4-e2xd2xd2xd1) records d1 d2 but captures d2"),
        "{text}"
    );
    assert_eq!(lines[2], "continued after the rules ended them: 1");
    assert_eq!(last_line(&text), "games 2 illegal 1 mismatches 1");
}

#[test]
fn the_record_in_replay_help_replays_cleanly() {
    let help = stdout(&tafl(&["replay", "--help"]));
    let record = help
        .lines()
        .skip_while(|l| !l.starts_with("A record line"))
        .nth(1)
        .unwrap()
        .trim();
    let file = TempFile::new("help-record.txt", record);
    let out = tafl(&["replay", "--variant", "brandubh-aagenielsen", file.path()]);
    assert_eq!(
        stdout(&out),
        "game 1 (line 1): 16 plies, defenders win: the king escaped\n\
         games 1 illegal 0 mismatches 0\n"
    );
}

#[test]
fn replay_of_a_missing_file_fails() {
    let out = tafl(&[
        "replay",
        "--variant",
        "brandubh",
        "/nonexistent/tafl/games.txt",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("cannot read"), "{}", stderr(&out));
}

#[test]
fn replay_bad_arguments_fail() {
    let file = TempFile::new("args.txt", "");
    let out = tafl(&["replay", "--variant", "nope", file.path()]);
    assert_eq!(out.status.code(), Some(2));
    let out = tafl(&[
        "replay",
        "--variant",
        "brandubh",
        "--rules",
        "dim:7",
        file.path(),
    ]);
    assert_eq!(out.status.code(), Some(2), "--variant and --rules conflict");
    let out = tafl(&["replay", "--variant", "brandubh"]);
    assert_eq!(out.status.code(), Some(2), "FILE is required");
}

// ---------------------------------------------------------------------------------------------
// play

#[test]
fn play_shows_the_board_and_explains_errors() {
    let out = tafl_with_input(&["play"], "d2-d3\nd2-c2\nundo\nredo\nxx\nmoves d4\nquit\n");
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("    a b c d e f g"), "{text}");
    assert!(text.contains(" 4  A A D K D A A  4"), "{text}");
    assert!(text.contains(" 7  # . . A . . #  7"), "{text}");
    assert!(
        text.contains("Illegal move d2-d3: d3 is occupied."),
        "{text}"
    );
    assert!(
        text.contains("attackers played d2-c2, no capture."),
        "{text}"
    );
    assert!(text.contains("Took back d2-c2."), "{text}");
    assert!(text.contains("Replayed d2-c2."), "{text}");
    assert!(text.contains("Error: not a move: \"xx\""), "{text}");
    assert!(text.contains("The king on d4 cannot move."), "{text}");
    assert!(text.contains("To move: Defenders."), "{text}");
    assert!(text.ends_with("Goodbye.\n"), "{text}");
}

#[test]
fn play_explains_illegal_moves_and_goes_on() {
    let out = tafl_with_input(
        &["play", "--variant", "brandubh"],
        "d1-d7\na4-e4\nd4-d5\nc4-c5\nd2 e2\nhelp\n",
    );
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(
        text.contains("Illegal move d1-d7: d7 is occupied."),
        "{text}"
    );
    assert!(text.contains("Illegal move a4-e4"), "{text}");
    assert!(
        text.contains("Illegal move d4-d5: The piece on d4 belongs to the other side."),
        "{text}"
    );
    assert!(text.contains("Illegal move c4-c5"), "{text}");
    assert!(text.contains("attackers played d2-e2"), "{text}");
    assert!(text.contains("moves <square>"), "{text}");
}

#[test]
fn play_quits_cleanly_at_end_of_input() {
    let out = tafl_with_input(&["play"], "");
    assert!(out.status.success());
    assert!(stdout(&out).ends_with("End of input: goodbye.\n"));
    let out = tafl_with_input(&["play", "--variant", "copenhagen"], "f2-f3\n");
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.contains("Copenhagen"), "{text}");
    assert!(text.contains("11  # . . A A A A A . . #  11"), "{text}");
}

#[test]
fn play_unknown_variant_fails() {
    let out = tafl_with_input(&["play", "--variant", "chess"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("unknown variant"));
}

/// The king walks out: 1 a4-a2 d5-b5 2 a2-a3 d4-d5 3 a3-a2 d5-g5 4 a2-a3 g5-g7.
const ESCAPE: &str = "a4-a2 d5-b5 a2-a3 d4-d5 a3-a2 d5-g5 a2-a3 g5-g7";

#[test]
fn the_escape_line_is_a_defender_win_in_the_core() {
    let mut game = Game::new(Preset::Brandubh);
    for m in ESCAPE.split(' ') {
        assert!(!game.is_over());
        game.play(mv(m)).unwrap();
    }
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.to_string(), "defenders win: the king escaped");
}

#[test]
fn play_a_whole_game_to_a_king_escape() {
    let input = ESCAPE.replace(' ', "\n") + "\nb5-b6\nundo\nquit\n";
    let out = tafl_with_input(&["play"], &input);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.contains("defenders played g5-g7"), "{text}");
    assert!(
        text.contains("Game over: Defenders won: the king escaped."),
        "{text}"
    );
    assert!(
        text.contains("Illegal move b5-b6: The game is over."),
        "{text}"
    );
    assert!(text.contains("Took back g5-g7."), "{text}");
}

/// The king leaves the throne, an attacker steps aside and back: captured against the empty
/// throne (RULES.md B16).
const KING_CAPTURE: &str = "a4-a2 d5-b5 a2-a3 d4-d5 d6-e6 b5-b6 e6-d6";

#[test]
fn the_capture_line_is_an_attacker_win_in_the_core() {
    let mut game = Game::new(Preset::Brandubh);
    for m in KING_CAPTURE.split(' ') {
        assert!(!game.is_over());
        game.play(mv(m)).unwrap();
    }
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.to_string(), "attackers win: the king was captured");
}

#[test]
fn play_a_whole_game_to_a_king_capture() {
    let input = KING_CAPTURE.replace(' ', "\n") + "\n";
    let out = tafl_with_input(&["play"], &input);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(
        text.contains("attackers played e6-d6, capturing the king on d5."),
        "{text}"
    );
    assert!(
        text.contains("Game over: Attackers won: the king was captured."),
        "{text}"
    );
    assert!(text.ends_with("End of input: goodbye.\n"), "{text}");
}

// ---------------------------------------------------------------------------------------------
// Starting from a position (--position)

/// Brandubh, RULES.md B21 with an attacker on g2: the king on g4 reaches g7 at once (g1 is shut).
const KING_NEAR_G7: &str = "/7/6t/7/6K/7/7/7/";

#[test]
fn analyse_finds_the_win_in_one() {
    let out = tafl(&[
        "analyse",
        "--position",
        KING_NEAR_G7,
        "--side",
        "defenders",
        "--movetime",
        "300",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.starts_with(&format!(
            "position {KING_NEAR_G7} (Brandubh (brandubh)), defenders to move\n"
        )),
        "{text}"
    );
    assert!(
        text.contains("score 29999 (the defenders win in 1 ply)\n"),
        "{text}"
    );
    assert!(text.contains("\npv g4-g7\n"), "{text}");
    assert_eq!(last_line(&text), "bestmove g4-g7");
}

#[test]
fn analyse_without_a_position_searches_the_start() {
    let out = tafl(&["analyse", "--variant", "copenhagen", "--movetime", "200"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("), attackers to move\n"), "{text}");
    assert!(text.contains("\nscore "), "{text}");
    let best = last_line(&text).strip_prefix("bestmove ").unwrap();
    let pv = text.lines().find_map(|l| l.strip_prefix("pv ")).unwrap();
    assert!(pv.starts_with(best), "{text}");
    assert!(
        Game::new(Preset::Copenhagen)
            .legal_moves()
            .contains(&mv(best)),
        "{text}"
    );
}

#[test]
fn bad_positions_are_clear_errors() {
    let cases: [(&[&str], &str); 5] = [
        (
            &["--position", "/7/6t/7/6K/7/7/"],
            "6 ranks for a board of 7",
        ),
        (
            &["--position", "/7/6t/7/6X/7/7/7/"],
            "unknown piece letter 'X'",
        ),
        (
            &["--position", "/7/6t/7/3t2K/7/7/7/"],
            "may not stand on d4",
        ),
        (&["--position", "/7/6t/7/7/7/7/7/"], "already over"),
        (
            &["--position", "/t6/7/7/K6/7/7/7/", "--side", "nobody"],
            "unknown side",
        ),
    ];
    for (args, message) in cases {
        let mut full = vec!["analyse", "--movetime", "50"];
        full.extend_from_slice(args);
        let out = tafl(&full);
        assert!(!out.status.success(), "{full:?}");
        assert!(stderr(&out).contains(message), "{full:?}: {}", stderr(&out));
        assert!(stdout(&out).is_empty(), "{full:?}");
    }
    // The same reader serves play and perft, with exit code 1 for a bad position.
    let out = tafl_with_input(&["play", "--position", "7/7"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("--position: not a valid OpenTafl position"),
        "{}",
        stderr(&out)
    );
    let out = tafl(&["perft", "--depth", "1", "--position", "/9/"]);
    assert_eq!(out.status.code(), Some(1));
    // --to-move needs --position.
    let out = tafl(&["perft", "--depth", "1", "--to-move", "defenders"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn perft_counts_from_a_position() {
    let out = tafl(&[
        "perft",
        "--position",
        KING_NEAR_G7,
        "--to-move",
        "defenders",
        "--depth",
        "2",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    // Ten king moves; after g4-g7 (won) nothing, after g4-g3 (takes g2 against the corner g1)
    // the attackers have no piece; six rank-4 squares leave the attacker 10 moves, g5 8, g6 9.
    assert_eq!(stdout(&out), "perft 1 10\nperft 2 77\n");
    // The same count in the core, from the spec's way of writing the position.
    let v = tafl_core::Variant::from_preset(Preset::Brandubh);
    let mut pos = tafl_core::Position::parse_pieces(&v, "A g2, K g4; D").unwrap();
    assert_eq!(tafl_core::perft::perft(&v, &mut pos, 2), 77);
    // Without --position: the start, as before.
    let out = tafl(&["perft", "--depth", "2"]);
    assert_eq!(stdout(&out), "perft 1 40\nperft 2 960\n");
}

#[test]
fn play_a_puzzle_from_a_position() {
    let out = tafl_with_input(
        &["play", "--position", KING_NEAR_G7, "--to-move", "defenders"],
        "g4-g7\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains(&format!("Starting from the position {KING_NEAR_G7}.")),
        "{text}"
    );
    assert!(text.contains(" 4  . . . + . . K  4"), "{text}");
    assert!(text.contains("To move: Defenders."), "{text}");
    assert!(
        text.contains("Game over: Defenders won: the king escaped."),
        "{text}"
    );
    // A position that is already decided is refused.
    let out = tafl_with_input(&["play", "--position", "/7/6t/7/7/7/7/7/"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("already over"), "{}", stderr(&out));
}

#[test]
fn the_cli_smoke_step_of_run_sh_replays_every_sample_file() {
    let root = format!("{}/..", env!("CARGO_MANIFEST_DIR"));
    let run_sh = std::fs::read_to_string(format!("{root}/tests/run.sh")).unwrap();
    let smoke = run_sh
        .split("step \"CLI smoke")
        .nth(1)
        .and_then(|rest| rest.split("\nstep ").next())
        .and_then(|rest| rest.split("\nfor extra").next())
        .expect("run.sh has a CLI smoke step");
    assert!(
        smoke.contains("perft --variant brandubh --depth 4"),
        "{smoke}"
    );
    assert!(smoke.contains("replay --variant"), "{smoke}");
    let mut samples = 0;
    for entry in std::fs::read_dir(format!("{root}/docs/samples")).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        if name.ends_with("-records.txt") {
            samples += 1;
            assert!(smoke.contains(&name), "run.sh does not replay {name}");
        }
    }
    assert!(samples >= 2);
}
