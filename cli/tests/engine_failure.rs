//! `tafl match` with engines that fail the way OpenTafl did: the engine command starts a process
//! that outlives the shell it was started by and ignores both the end of its input and SIGTERM.
//! After the match nothing of the engine may be left running, a pipeline through `tafl match`
//! must end, an engine's dying words must be in the error, and `--log` must hold the exchange.
#![cfg(unix)]

use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

const TAFL: &str = env!("CARGO_BIN_EXE_tafl");

/// A scratch directory of this test process.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tafl-failure-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A fake engine: forks a "JVM" (a `sleep` that ignores SIGTERM, SIGINT and SIGHUP and holds
/// the engine's streams) and writes its pid and its own to the file named by `$1`, says hello,
/// then by `$2`: `die` prints a Java stack trace on its standard output at the first `play` and
/// exits with status 3; `play` answers each `play` with a legal Brandubh move, ignores
/// `goodbye` and keeps running after the end of its input; `silent` never answers.
const FAKE_ENGINE: &str = r#"pids="$1"
mode="$2"
( trap '' TERM INT HUP; exec sleep 120 ) &
echo "$! $$" > "$pids"
echo hello
n=0
while read -r line; do
  case "$line" in
    play*)
      if [ "$mode" = silent ]; then continue; fi
      if [ "$mode" = die ]; then
        echo "Exception in thread \"main\" java.lang.NullPointerException"
        echo "	at com.manywords.softworks.tafl.engine.ai.AiWorkspace.explore(AiWorkspace.java:311)"
        echo "	at com.manywords.softworks.tafl.ui.RawTerminal.main(RawTerminal.java:73)"
        exit 3
      fi
      case "$line" in
        *attackers) if [ $((n % 2)) -eq 0 ]; then echo "move d1-c1"; else echo "move c1-d1"; fi;;
        *) if [ $((n % 2)) -eq 0 ]; then echo "move d3-c3"; else echo "move c3-d3"; fi;;
      esac
      n=$((n + 1));;
  esac
done
while :; do sleep 1; done
"#;

/// Whether process `pid` is gone (a zombie waiting for init counts as gone: it runs no more).
fn gone(pid: u32) -> bool {
    let out = Command::new("ps")
        .args(["-o", "stat=", "-p", &pid.to_string()])
        .output()
        .expect("ps runs");
    let stat = String::from_utf8_lossy(&out.stdout);
    stat.trim().is_empty() || stat.trim().starts_with('Z')
}

/// The pids the fake engine wrote: its forked child, then itself.
fn pids(path: &Path) -> (u32, u32) {
    let text = std::fs::read_to_string(path).unwrap();
    let mut words = text.split_whitespace().map(|w| w.parse::<u32>().unwrap());
    (words.next().unwrap(), words.next().unwrap())
}

/// Runs `sh -c pipeline` and returns its output, failing if it runs longer than `limit`.
fn run_pipeline(pipeline: &str, limit: Duration) -> String {
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(pipeline)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > limit {
            let _ = child.kill();
            panic!("the pipeline `{pipeline}` did not end within {limit:?}");
        }
        thread::sleep(Duration::from_millis(50));
    }
    let out = child.wait_with_output().unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn quote(path: &Path) -> String {
    format!("'{}'", path.display())
}

#[test]
fn an_engine_that_dies_is_ended_whole_with_its_last_words_in_the_error_and_the_log() {
    let dir = scratch("dies");
    let script = dir.join("engine.sh");
    std::fs::write(&script, FAKE_ENGINE).unwrap();
    let (pid_file, log) = (dir.join("pids"), dir.join("exchange.log"));
    let engine = format!("engine:sh {} {} die", quote(&script), quote(&pid_file));
    let out = run_pipeline(
        &format!(
            "'{TAFL}' match --variant brandubh --a '{engine}' --b random --games 1 \
             --movetime 200 --log {} 2>&1 | cat",
            quote(&log)
        ),
        Duration::from_secs(30),
    );

    assert!(
        out.contains("game 1 a_side=attackers result=b_win"),
        "{out}"
    );
    // The error says that the engine died, how, and what it printed last (on its standard
    // output, which is otherwise read for moves only).
    assert!(
        out.contains(
            "game 1: player A (attackers) failed: the engine exited (exit status: 3); its last \
             output:"
        ),
        "{out}"
    );
    assert!(
        out.contains("    Exception in thread \"main\" java.lang.NullPointerException"),
        "{out}"
    );
    assert!(out.contains("(RawTerminal.java:73)"), "{out}");

    let (forked, engine_pid) = pids(&pid_file);
    assert!(gone(engine_pid), "the engine {engine_pid} still runs");
    assert!(gone(forked), "the engine's child {forked} still runs");

    let log = std::fs::read_to_string(&log).unwrap();
    for expected in [
        "A # started `sh -c sh ",
        "A < hello",
        "A > rules dim:7 ",
        "A > clock 200* 200* 1 1 1",
        "A > play attackers",
        "A < Exception in thread \"main\" java.lang.NullPointerException",
        "A # ended its process group with SIGKILL (SIGTERM was not enough)",
    ] {
        assert!(
            log.contains(expected),
            "{expected:?} not in the log:\n{log}"
        );
    }
    // Lines are stamped with the time since the match began, in order.
    let stamps: Vec<u64> = log
        .lines()
        .map(|l| l.split(' ').next().unwrap().parse().unwrap())
        .collect();
    assert!(stamps.windows(2).all(|w| w[0] <= w[1]), "{log}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_engine_that_ignores_goodbye_and_its_input_closing_is_ended_after_the_match() {
    let dir = scratch("lingers");
    let script = dir.join("engine.sh");
    std::fs::write(&script, FAKE_ENGINE).unwrap();
    let log = dir.join("exchange.log");
    let pid_files = [dir.join("pids-a"), dir.join("pids-b")];
    let engine = |pids: &Path| format!("engine:sh {} {} play", quote(&script), quote(pids));
    // Their moves shuffle a soldier back and forth; the match stops the game after 6 plies.
    let out = run_pipeline(
        &format!(
            "'{TAFL}' match --variant brandubh --a '{}' --b '{}' --games 1 \
             --movetime 100 --max-plies 6 --log {} 2>&1 | cat",
            engine(&pid_files[0]),
            engine(&pid_files[1]),
            quote(&log)
        ),
        Duration::from_secs(30),
    );
    assert!(out.contains("reason=max-plies plies=6"), "{out}");
    assert!(out.contains("a_wins=0 b_wins=0 draws=1"), "{out}");

    for pid_file in &pid_files {
        let (forked, engine_pid) = pids(pid_file);
        assert!(gone(engine_pid), "the engine {engine_pid} still runs");
        assert!(gone(forked), "the engine's child {forked} still runs");
    }

    let log = std::fs::read_to_string(&log).unwrap();
    for who in ["A", "B"] {
        for expected in [
            format!("{who} > goodbye"),
            format!("{who} # ended its process group with SIGKILL (SIGTERM was not enough)"),
        ] {
            assert!(
                log.contains(&expected),
                "{expected:?} not in the log:\n{log}"
            );
        }
    }
    assert!(log.contains("A < move d1-c1"), "{log}");
    assert!(log.contains("B > opponent-move d1-c1 "), "{log}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Starts `tafl match` against a silent engine with SIGINT set to `sigint` (`SIG_DFL` or
/// `SIG_IGN`) in the child, whatever this test inherited, and returns once the engine runs.
/// A background job of a non-interactive shell (`./tests/run.sh &`) and some CI runners start
/// everything with SIGINT ignored, and an ignored signal stays ignored across exec: without
/// setting it, a test of what SIGINT does would test the runner. (std resets the child's signal
/// mask itself, so SIGINT is never blocked.)
fn match_with_a_silent_engine(dir: &Path, sigint: libc::sighandler_t) -> (Child, PathBuf) {
    let script = dir.join("engine.sh");
    std::fs::write(&script, FAKE_ENGINE).unwrap();
    let pid_file = dir.join("pids");
    let mut command = Command::new(TAFL);
    command
        .args([
            "match",
            "--variant",
            "brandubh",
            "--a",
            &format!("engine:sh {} {} silent", quote(&script), quote(&pid_file)),
            "--b",
            "random",
            "--movetime",
            "60000",
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    // SIGTERM and SIGHUP at their defaults too: the tests end a match with SIGTERM.
    // SAFETY: signal is async-signal-safe, the one call made between fork and exec.
    unsafe {
        command.pre_exec(move || {
            for (signal, disposition) in [
                (libc::SIGINT, sigint),
                (libc::SIGTERM, libc::SIG_DFL),
                (libc::SIGHUP, libc::SIG_DFL),
            ] {
                if libc::signal(signal, disposition) == libc::SIG_ERR {
                    return Err(std::io::Error::last_os_error());
                }
            }
            Ok(())
        });
    }
    let tafl = command.spawn().unwrap();
    let start = Instant::now();
    while !std::fs::read_to_string(&pid_file).is_ok_and(|t| t.ends_with('\n')) {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "the engine did not start"
        );
        thread::sleep(Duration::from_millis(20));
    }
    (tafl, pid_file)
}

/// Sends `signal` (a name `kill` knows) to `pid`.
fn send(signal: &str, pid: u32) {
    let status = Command::new("kill")
        .args([&format!("-{signal}"), &pid.to_string()])
        .status()
        .unwrap();
    assert!(status.success());
}

/// Waits until the engine of `pid_file` and the child it forked are gone.
fn wait_until_the_engine_is_gone(pid_file: &Path) {
    let (forked, engine_pid) = pids(pid_file);
    let start = Instant::now();
    while !(gone(forked) && gone(engine_pid)) {
        assert!(
            start.elapsed() < Duration::from_secs(5),
            "the engine {engine_pid} or its child {forked} outlived the match"
        );
        thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn killing_the_match_kills_its_engines() {
    let dir = scratch("killed");
    let (mut tafl, pid_file) = match_with_a_silent_engine(&dir, libc::SIG_DFL);
    // The engine runs in a process group of its own, out of reach of the terminal's Ctrl-C:
    // `tafl` ends it when it gets SIGINT (or SIGTERM, SIGHUP) itself.
    thread::sleep(Duration::from_millis(200));
    send("INT", tafl.id());
    let exit = tafl.wait().unwrap();
    assert!(!exit.success(), "{exit:?}");
    wait_until_the_engine_is_gone(&pid_file);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_match_started_with_sigint_ignored_keeps_ignoring_it() {
    // As `nohup` and a shell's background jobs expect: `tafl` installs no handler for a signal
    // it was started ignoring, so SIGINT leaves the match running; SIGTERM still ends it whole.
    let dir = scratch("ignores-int");
    let (mut tafl, pid_file) = match_with_a_silent_engine(&dir, libc::SIG_IGN);
    thread::sleep(Duration::from_millis(200));
    send("INT", tafl.id());
    thread::sleep(Duration::from_millis(500));
    assert!(
        tafl.try_wait().unwrap().is_none(),
        "tafl ended on a SIGINT it was started ignoring"
    );
    send("TERM", tafl.id());
    let exit = tafl.wait().unwrap();
    assert!(!exit.success(), "{exit:?}");
    wait_until_the_engine_is_gone(&pid_file);
    let _ = std::fs::remove_dir_all(&dir);
}
