//! End-to-end tests of the computer-player commands: `play --vs-computer`, `hint`, `match`,
//! `engine` (OTEP) and `bench`. No test asserts how long anything takes; deadlines only stop a
//! hung test.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::{Duration, Instant};
use tafl_core::{Game, Move, Preset};

mod common;
use common::{tafl, tafl_with_input, TAFL};

/// Far beyond anything a passing test needs; only a hang reaches it.
const HANG: Duration = Duration::from_secs(120);

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

/// A running `tafl` talked to line by line.
struct Session {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    transcript: Vec<String>,
}

impl Session {
    fn start(args: &[&str]) -> Session {
        let mut child = Command::new(TAFL)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the tafl binary starts");
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Session {
            child,
            stdin,
            lines: rx,
            transcript: Vec::new(),
        }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// Reads output until a line satisfies `pred`; returns that line.
    fn expect(&mut self, what: &str, pred: impl Fn(&str) -> bool) -> String {
        let deadline = Instant::now() + HANG;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.transcript.push(line.clone());
                    if pred(&line) {
                        return line;
                    }
                }
                Err(_) => {
                    let _ = self.child.kill();
                    panic!(
                        "no line {what} (output ended or hung):\n{}",
                        self.transcript.join("\n")
                    );
                }
            }
        }
    }

    /// Waits for the process to exit; returns whether it succeeded, and the rest of the output.
    fn finish(mut self) -> (bool, String) {
        drop(self.stdin.take());
        let deadline = Instant::now() + HANG;
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                panic!("tafl did not exit:\n{}", self.transcript.join("\n"));
            }
            thread::sleep(Duration::from_millis(20));
        };
        while let Ok(line) = self.lines.recv_timeout(Duration::from_secs(5)) {
            self.transcript.push(line);
        }
        (status.success(), self.transcript.join("\n"))
    }
}

fn last_line(text: &str) -> &str {
    text.lines().last().unwrap_or("")
}

/// `a_wins=X b_wins=Y draws=Z` as numbers.
fn score(line: &str) -> (u32, u32, u32) {
    let mut values = Vec::new();
    for (word, key) in line.split(' ').zip(["a_wins=", "b_wins=", "draws="]) {
        let value = word
            .strip_prefix(key)
            .unwrap_or_else(|| panic!("{line:?}: expected {key}"));
        values.push(value.parse().unwrap());
    }
    assert_eq!(values.len(), 3, "{line:?}");
    (values[0], values[1], values[2])
}

fn game_lines(text: &str) -> Vec<&str> {
    text.lines().filter(|l| l.starts_with("game ")).collect()
}

// ---------------------------------------------------------------------------------------------
// help

#[test]
fn the_new_commands_have_help() {
    for (command, needle) in [
        ("match", "engine:"),
        ("engine", "OTEP"),
        ("bench", "bench <nodes>"),
        ("play", "--vs-computer"),
    ] {
        let out = tafl(&[command, "--help"]);
        assert!(out.status.success(), "{command}");
        let help = text(&out.stdout);
        assert!(help.contains("Usage"), "{command}: {help}");
        assert!(help.contains(needle), "{command}: {help}");
    }
}

// ---------------------------------------------------------------------------------------------
// play against the computer

#[test]
fn the_computer_answers_a_move_and_gives_hints() {
    let mut s = Session::start(&[
        "play",
        "--vs-computer",
        "--side",
        "attackers",
        "--level",
        "easy",
        "--movetime",
        "50",
    ]);
    s.expect("with the board", |l| l.contains("Your move (Attackers)."));
    s.send("d2-e2");
    s.expect("with the human move", |l| {
        l.contains("attackers played d2-e2")
    });
    let answer = s.expect("with the computer's move", |l| {
        l.starts_with("The computer plays ")
    });
    let mv = answer
        .strip_prefix("The computer plays ")
        .unwrap()
        .trim_end_matches('.');
    let mut game = Game::new(Preset::Brandubh);
    game.play(Move::parse("d2-e2").unwrap()).unwrap();
    game.play(Move::parse(mv).unwrap()).unwrap();
    s.expect("with the reply on the board", |l| {
        l.contains(&format!("defenders played {mv}"))
    });
    s.expect("with the turn", |l| l.contains("Your move (Attackers)."));
    s.send("hint");
    let hint = s.expect("with a hint", |l| l.starts_with("Hint: "));
    let hinted = Move::parse(hint.strip_prefix("Hint: ").unwrap()).unwrap();
    assert!(game.check(hinted).is_ok(), "{hinted}");
    s.send("quit");
    let (ok, out) = s.finish();
    assert!(ok, "{out}");
    assert!(out.ends_with("Goodbye."), "{out}");
}

#[test]
fn quit_while_the_computer_thinks() {
    // The computer (attackers) starts thinking at once, with a minute to spend.
    let mut s = Session::start(&[
        "play",
        "--vs-computer",
        "--side",
        "defenders",
        "--level",
        "hard",
        "--movetime",
        "60000",
    ]);
    s.expect("saying the computer thinks", |l| l.contains("is thinking"));
    s.send("board");
    s.expect("refusing input while thinking", |l| {
        l.contains("the computer is thinking")
    });
    s.send("quit");
    let (ok, out) = s.finish();
    assert!(ok, "{out}");
    assert!(out.ends_with("Goodbye."), "{out}");
    assert!(!out.contains("The computer plays"), "{out}");
}

#[test]
fn piped_input_waits_for_the_computer_and_hints_in_two_player_games() {
    let out = tafl_with_input(
        &[
            "play",
            "--vs-computer",
            "--level",
            "random",
            "--movetime",
            "20",
        ],
        "d2-e2\n",
    );
    assert!(out.status.success());
    let stdout = text(&out.stdout);
    assert!(stdout.contains("The computer plays "), "{stdout}");
    assert!(stdout.ends_with("End of input: goodbye.\n"), "{stdout}");

    let out = tafl_with_input(&["play", "--movetime", "30"], "hint\n");
    assert!(out.status.success());
    let stdout = text(&out.stdout);
    assert!(stdout.contains("Hint: "), "{stdout}");

    let out = tafl(&["play", "--level", "easy"]);
    assert_eq!(out.status.code(), Some(2), "--level needs --vs-computer");
}

// ---------------------------------------------------------------------------------------------
// match

#[test]
fn a_small_level_match() {
    let out = tafl(&[
        "match",
        "--variant",
        "brandubh",
        "--a",
        "random",
        "--b",
        "easy",
        "--games",
        "2",
        "--movetime",
        "20",
    ]);
    let stdout = text(&out.stdout);
    let stderr = text(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let games = game_lines(&stdout);
    assert_eq!(games.len(), 2, "{stdout}");
    assert!(games[0].starts_with("game 1 a_side=attackers "), "{stdout}");
    assert!(games[1].starts_with("game 2 a_side=defenders "), "{stdout}");
    for g in &games {
        for key in ["result=", "winner=", "reason=", "plies=", "max_move_ms="] {
            assert!(g.contains(key), "{g}");
        }
    }
    let (a, b, d) = score(last_line(&stdout));
    assert_eq!(a + b + d, 2, "{stdout}");
    assert!(stderr.contains("attacker_wins="), "{stderr}");
    assert!(stderr.contains("illegal_moves=0"), "{stderr}");
}

#[test]
fn two_engines_play_a_match_over_otep() {
    let engine = format!("engine:'{TAFL}' engine");
    let out = tafl(&[
        "match",
        "--variant",
        "brandubh",
        "--a",
        &engine,
        "--b",
        &engine,
        "--games",
        "2",
        "--movetime",
        "50",
    ]);
    let stdout = text(&out.stdout);
    let stderr = text(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert_eq!(game_lines(&stdout).len(), 2, "{stdout}");
    let (a, b, d) = score(last_line(&stdout));
    assert_eq!(a + b + d, 2, "{stdout}");
    assert!(stderr.contains("illegal_moves=0 "), "{stderr}");
    assert!(stderr.contains("engine_failures=0"), "{stderr}");
}

#[test]
fn an_engine_against_a_level_in_another_variant() {
    let engine = format!("engine:\"{TAFL} engine --hash 4\"");
    let out = tafl(&[
        "match",
        "--variant",
        "tablut",
        "--a",
        "random",
        "--b",
        &engine,
        "--games",
        "2",
        "--movetime",
        "30",
        "--max-plies",
        "40",
    ]);
    let stdout = text(&out.stdout);
    let stderr = text(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    let (a, b, d) = score(last_line(&stdout));
    assert_eq!(a + b + d, 2, "{stdout}");
    assert!(stderr.contains("illegal_moves=0 "), "{stderr}");
}

#[test]
fn illegal_and_silent_engines_lose() {
    let illegal =
        "engine:echo hello; while read l; do case $l in play*) echo move d1-d2;; esac; done";
    let out = tafl(&[
        "match",
        "--a",
        illegal,
        "--b",
        "random",
        "--games",
        "2",
        "--movetime",
        "20",
    ]);
    let stdout = text(&out.stdout);
    let stderr = text(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    // As attackers d1-d2 is blocked; as defenders it is not even its piece.
    assert_eq!(score(last_line(&stdout)), (0, 2, 0), "{stdout}");
    assert_eq!(
        game_lines(&stdout)
            .iter()
            .filter(|l| l.contains("reason=illegal-move"))
            .count(),
        2,
        "{stdout}"
    );
    assert!(stderr.contains("illegal_moves=2 "), "{stderr}");

    let silent = "engine:echo hello; cat >/dev/null";
    let out = tafl(&[
        "match",
        "--a",
        "random",
        "--b",
        silent,
        "--games",
        "1",
        "--movetime",
        "20",
    ]);
    let stdout = text(&out.stdout);
    let stderr = text(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert_eq!(score(last_line(&stdout)), (1, 0, 0), "{stdout}");
    assert!(stdout.contains("reason=time-forfeit"), "{stdout}");
    assert!(stderr.contains("time_forfeits=1"), "{stderr}");

    let out = tafl(&["match", "--a", "engine:", "--b", "easy"]);
    assert_eq!(out.status.code(), Some(2));
}

// ---------------------------------------------------------------------------------------------
// engine

fn assert_legal_first_move(line: &str) {
    let mv = line
        .strip_prefix("move ")
        .unwrap_or_else(|| panic!("not a move line: {line:?}"));
    let mv = Move::parse(mv).unwrap();
    assert!(Game::new(Preset::Brandubh).check(mv).is_ok(), "{mv}");
}

#[test]
fn the_engine_answers_garbage_with_errors_and_still_plays() {
    let out = tafl_with_input(
        &["engine", "--hash", "4"],
        "nonsense here\n\
         play sideways\n\
         clock soon later\n\
         position not-a-board\n\
         opponent-move ??? ///\n\
         rules dim:99\n\
         side\n\
         analyze many\n\
         \n\
         rules dim:7 name:Brandubh esc:c ks:c start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/\n\
         side attackers\n\
         start\n\
         play attackers\n\
         clock 40* 40* 1 1 1\n",
    );
    assert!(out.status.success());
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines[0], "hello", "{stdout}");
    let errors = lines.iter().filter(|l| l.starts_with("error ")).count();
    assert_eq!(errors, 7, "{stdout}");
    assert_legal_first_move(last_line(&stdout));
}

#[test]
fn the_engine_follows_a_game_and_says_goodbye() {
    let mut s = Session::start(&["engine", "--hash", "4"]);
    s.expect("hello", |l| l == "hello");
    s.send("rules dim:7 name:Brandubh esc:c ks:c start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/");
    s.send("side defenders");
    s.send("start");
    let mut game = Game::new(Preset::Brandubh);
    game.play(Move::parse("d2-e2").unwrap()).unwrap();
    let pos = tafl_core::otn::write_position(game.position());
    s.send(&format!("opponent-move d2-e2 {pos}"));
    s.send("play defenders");
    s.send("clock 100* 100* 1 1 1");
    let line = s.expect("with a move", |l| l.starts_with("move "));
    let mv = Move::parse(line.strip_prefix("move ").unwrap()).unwrap();
    game.play(mv).unwrap();
    s.send(&format!(
        "move {}",
        tafl_core::otn::write_position(game.position())
    ));
    // Thinking with an hour on the clock: goodbye still ends it.
    let next = game.legal_moves()[0];
    game.play(next).unwrap();
    let pos = tafl_core::otn::write_position(game.position());
    s.send(&format!("opponent-move {next} {pos}"));
    s.send("play defenders");
    s.send("clock 3600000 3600000 0 0 0");
    s.send("goodbye");
    let (ok, out) = s.finish();
    assert!(ok, "{out}");
    assert!(!out.contains("error"), "{out}");
}

// ---------------------------------------------------------------------------------------------
// bench

#[test]
fn bench_is_deterministic() {
    let first = tafl(&["bench"]);
    assert!(first.status.success());
    let second = tafl(&["bench"]);
    assert!(second.status.success());
    let (a, b) = (text(&first.stdout), text(&second.stdout));
    assert!(last_line(&a).starts_with("bench "), "{a}");
    last_line(&a)["bench ".len()..].parse::<u64>().unwrap();
    assert_eq!(last_line(&a), last_line(&b));
    assert_eq!(
        a.lines().filter(|l| l.contains("nodes=")).count(),
        9,
        "eight positions and the total: {a}"
    );
    let scaled = tafl(&["bench", "--depth-scale", "0.4"]);
    assert!(last_line(&text(&scaled.stdout)).starts_with("bench "));
}
