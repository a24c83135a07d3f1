//! An engine program that `tafl match` talks to: started with `sh -c COMMAND` in a process group
//! of its own, all three of its streams piped (so that nothing it leaves behind holds our
//! standard output or error: `tafl match … 2>&1 | grep` ends when the match does), its output
//! read line by line on threads (the last lines kept for error messages, everything written to
//! the exchange log when there is one), and ended as a whole group.
//!
//! Ending the group matters: an engine command like `cd dir && java …` makes `sh` our child and
//! the JVM its child, and OpenTafl does not exit when its input closes, so ending the direct
//! child left the JVM running. [`EngineProcess::end`] closes the engine's input, sends SIGTERM to
//! the group, waits [`GRACE`] for it to empty and then sends SIGKILL. Should `tafl match` itself
//! be interrupted (SIGINT, SIGTERM, SIGHUP) while engines run, a signal handler kills their
//! groups before the program dies, since they no longer get the terminal's signals with it.
//! Elsewhere than on unix only the direct child can be ended.

use crate::events::{spawn_observed_reader, Event};
use std::collections::VecDeque;
use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

/// How long an engine's group has to exit after SIGTERM before it gets SIGKILL.
pub const GRACE: Duration = Duration::from_millis(500);

/// Output lines (standard output and error together) kept for the error message of a failure.
pub const TAIL_LINES: usize = 12;

/// How long, after the engine's group ended, its output is waited for (what it printed as it
/// died is still in the pipes).
const DRAIN: Duration = Duration::from_millis(300);

/// The whole exchange with the engines of a match, one line per message:
/// `<ms since the match began> <engine> <direction> <text>`, e.g. `1520 A > play attackers`,
/// where the engine is the last word of its label (`A` for `engine A`) and the direction is `>`
/// (sent to the engine), `<` (its standard output), `!` (its standard error) or `#` (what
/// happened to the process).
#[derive(Clone)]
pub struct ExchangeLog {
    out: Arc<Mutex<BufWriter<File>>>,
    start: Instant,
}

impl ExchangeLog {
    /// Creates (or empties) the log file.
    pub fn create(path: &Path) -> io::Result<ExchangeLog> {
        Ok(ExchangeLog {
            out: Arc::new(Mutex::new(BufWriter::new(File::create(path)?))),
            start: Instant::now(),
        })
    }

    /// Writes one line (several for text with line breaks); a failing log does not stop the
    /// match.
    pub fn write(&self, label: &str, direction: char, text: &str) {
        let who = label.rsplit(' ').next().unwrap_or(label);
        let ms = self.start.elapsed().as_millis();
        let mut out = self.out.lock().unwrap_or_else(|p| p.into_inner());
        for line in text.lines() {
            let _ = writeln!(out, "{ms} {who} {direction} {line}");
        }
        let _ = out.flush();
    }
}

/// The last lines an engine printed, marked by stream.
type Tail = Arc<Mutex<VecDeque<String>>>;

fn remember(tail: &Tail, line: String) {
    let mut tail = tail.lock().unwrap_or_else(|p| p.into_inner());
    if tail.len() == TAIL_LINES {
        tail.pop_front();
    }
    tail.push_back(line);
}

/// A running engine program.
pub struct EngineProcess {
    /// The engine's name in messages and the log (`engine A`).
    label: String,
    child: Child,
    stdin: Option<ChildStdin>,
    /// Its standard output, line by line, then [`Event::Eof`].
    pub lines: Receiver<Event<()>>,
    tail: Tail,
    readers: Vec<JoinHandle<()>>,
    log: Option<ExchangeLog>,
    /// How it ended, once it has.
    status: Option<ExitStatus>,
}

impl EngineProcess {
    /// Starts `sh -c command` in a process group of its own.
    pub fn start(
        label: &str,
        command: &str,
        log: Option<ExchangeLog>,
    ) -> Result<EngineProcess, String> {
        let mut cmd = Command::new("sh");
        cmd.arg("-c")
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        group::isolate(&mut cmd);
        let mut child = cmd
            .spawn()
            .map_err(|e| format!("cannot start `sh -c {command}`: {e}"))?;
        group::register(child.id());
        if let Some(log) = &log {
            log.write(
                label,
                '#',
                &format!("started `sh -c {command}`, pid {}", child.id()),
            );
        }
        let (Some(stdin), Some(stdout), Some(stderr)) =
            (child.stdin.take(), child.stdout.take(), child.stderr.take())
        else {
            let _ = child.kill();
            let _ = child.wait();
            return Err("the engine's streams could not be piped".into());
        };
        let tail: Tail = Arc::new(Mutex::new(VecDeque::with_capacity(TAIL_LINES)));
        let (tx, rx) = mpsc::channel();
        let out_reader = {
            let (tail, log, label) = (tail.clone(), log.clone(), label.to_string());
            spawn_observed_reader(BufReader::new(stdout), tx, move |line| {
                remember(&tail, line.to_string());
                if let Some(log) = &log {
                    log.write(&label, '<', line);
                }
            })
        };
        let err_reader = {
            let (tail, log, label) = (tail.clone(), log.clone(), label.to_string());
            thread::spawn(move || {
                for line in BufReader::new(stderr).lines() {
                    let Ok(line) = line else { break };
                    eprintln!("{label}: {line}");
                    remember(&tail, format!("(stderr) {line}"));
                    if let Some(log) = &log {
                        log.write(&label, '!', &line);
                    }
                }
            })
        };
        Ok(EngineProcess {
            label: label.to_string(),
            child,
            stdin: Some(stdin),
            lines: rx,
            tail,
            readers: vec![out_reader, err_reader],
            log,
            status: None,
        })
    }

    /// Sends `text` (whole lines) to the engine.
    pub fn send(&mut self, text: &str) -> io::Result<()> {
        let stdin = self
            .stdin
            .as_mut()
            .ok_or_else(|| io::Error::new(io::ErrorKind::BrokenPipe, "the engine was ended"))?;
        if let Some(log) = &self.log {
            log.write(&self.label, '>', text);
        }
        stdin.write_all(text.as_bytes())?;
        stdin.flush()
    }

    /// Whether the engine program (its direct child) still runs.
    pub fn is_running(&mut self) -> bool {
        self.status.is_none() && matches!(self.child.try_wait(), Ok(None))
    }

    /// Closes the engine's input and waits up to `patience` for it to exit by itself (as after
    /// `goodbye`), then ends its group: whatever it started goes too.
    pub fn close(&mut self, patience: Duration) {
        self.stdin = None;
        let deadline = Instant::now() + patience;
        while Instant::now() < deadline && self.is_running() {
            thread::sleep(Duration::from_millis(10));
        }
        self.end();
    }

    /// Ends the engine's whole process group (SIGTERM, [`GRACE`], SIGKILL) and closes its
    /// streams; the output it printed is read to the end (for [`EngineProcess::last_output`]).
    pub fn end(&mut self) {
        if self.status.is_some() {
            return;
        }
        self.stdin = None;
        let how = group::end(&mut self.child);
        let status = self.child.wait().ok();
        group::unregister(self.child.id());
        self.status = status;
        let deadline = Instant::now() + DRAIN;
        while Instant::now() < deadline && self.readers.iter().any(|r| !r.is_finished()) {
            thread::sleep(Duration::from_millis(5));
        }
        if let Some(log) = &self.log {
            let status = status.map_or("unknown".to_string(), |s| s.to_string());
            log.write(&self.label, '#', &format!("{how}; the engine's {status}"));
        }
    }

    /// Ends the engine and describes its end for an error message: `why`, how it exited and
    /// the last lines it printed.
    pub fn failure(&mut self, why: &str) -> String {
        self.end();
        let mut text = why.to_string();
        if let Some(status) = self.status {
            text.push_str(&format!(" ({status})"));
        }
        let tail = self.tail.lock().unwrap_or_else(|p| p.into_inner());
        if tail.is_empty() {
            text.push_str("; it printed nothing");
        } else {
            text.push_str("; its last output:\n    ");
            text.push_str(&tail.iter().cloned().collect::<Vec<_>>().join("\n    "));
        }
        text
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        self.end();
    }
}

#[cfg(unix)]
mod group {
    //! Process groups on unix: the engine leads a group of its own; the group is signalled as
    //! a whole, and a signal handler ends the registered groups if `tafl` itself is killed.

    use super::GRACE;
    use std::os::unix::process::CommandExt;
    use std::process::{Child, Command};
    use std::sync::atomic::{AtomicI32, Ordering};
    use std::sync::Once;
    use std::thread;
    use std::time::{Duration, Instant};

    /// Groups of running engines (0: a free slot). A match has two engines; the rest is room.
    static GROUPS: [AtomicI32; 8] = [const { AtomicI32::new(0) }; 8];
    static HANDLERS: Once = Once::new();

    pub fn isolate(cmd: &mut Command) {
        cmd.process_group(0);
    }

    pub fn register(pid: u32) {
        HANDLERS.call_once(install_handlers);
        let Ok(pid) = i32::try_from(pid) else { return };
        for slot in &GROUPS {
            if slot
                .compare_exchange(0, pid, Ordering::SeqCst, Ordering::SeqCst)
                .is_ok()
            {
                return;
            }
        }
    }

    pub fn unregister(pid: u32) {
        let Ok(pid) = i32::try_from(pid) else { return };
        for slot in &GROUPS {
            let _ = slot.compare_exchange(pid, 0, Ordering::SeqCst, Ordering::SeqCst);
        }
    }

    /// Whether any process of group `pgid` is left (zombies included).
    fn alive(pgid: i32) -> bool {
        // SAFETY: kill with signal 0 only checks that the group exists and may be signalled.
        let r = unsafe { libc::kill(-pgid, 0) };
        r == 0 || io_error() != libc::ESRCH
    }

    fn io_error() -> i32 {
        std::io::Error::last_os_error().raw_os_error().unwrap_or(0)
    }

    fn signal(pgid: i32, sig: libc::c_int) {
        // SAFETY: sends a signal to the engine's own group (never 0 or -1: pgid is a child's pid).
        unsafe {
            libc::kill(-pgid, sig);
        }
    }

    /// Ends the group led by `child`; says how for the log.
    pub fn end(child: &mut Child) -> &'static str {
        let Ok(pgid) = i32::try_from(child.id()) else {
            let _ = child.kill();
            return "killed the engine";
        };
        if pgid <= 1 {
            let _ = child.kill();
            return "killed the engine";
        }
        if !alive(pgid) {
            return "its process group had already ended";
        }
        signal(pgid, libc::SIGTERM);
        let deadline = Instant::now() + GRACE;
        loop {
            // Reap the leader so that it does not count as alive; others are reaped by init.
            let _ = child.try_wait();
            if !alive(pgid) {
                return "ended its process group with SIGTERM";
            }
            if Instant::now() >= deadline {
                signal(pgid, libc::SIGKILL);
                return "ended its process group with SIGKILL (SIGTERM was not enough)";
            }
            thread::sleep(Duration::from_millis(10));
        }
    }

    const FATAL: [libc::c_int; 3] = [libc::SIGINT, libc::SIGTERM, libc::SIGHUP];

    extern "C" fn on_fatal_signal(sig: libc::c_int) {
        for slot in &GROUPS {
            let pgid = slot.load(Ordering::SeqCst);
            if pgid > 1 {
                // SAFETY: kill is async-signal-safe; the group is an engine's.
                unsafe {
                    libc::kill(-pgid, libc::SIGKILL);
                }
            }
        }
        // SAFETY: signal and raise are async-signal-safe; the default action then ends us as
        // the signal would have.
        unsafe {
            libc::signal(sig, libc::SIG_DFL);
            libc::raise(sig);
        }
    }

    fn install_handlers() {
        for sig in FATAL {
            // SAFETY: a zeroed sigaction is a valid "query" argument; the handler only makes
            // async-signal-safe calls. A signal that is ignored (nohup) stays ignored.
            unsafe {
                let mut old: libc::sigaction = std::mem::zeroed();
                if libc::sigaction(sig, std::ptr::null(), &mut old) != 0
                    || old.sa_sigaction == libc::SIG_IGN
                {
                    continue;
                }
                let mut action: libc::sigaction = std::mem::zeroed();
                action.sa_sigaction = on_fatal_signal as extern "C" fn(libc::c_int) as usize;
                libc::sigemptyset(&mut action.sa_mask);
                libc::sigaction(sig, &action, std::ptr::null_mut());
            }
        }
    }
}

#[cfg(not(unix))]
mod group {
    //! Without process groups only the engine program itself can be ended.

    use std::process::{Child, Command};

    pub fn isolate(_cmd: &mut Command) {}
    pub fn register(_pid: u32) {}
    pub fn unregister(_pid: u32) {}

    pub fn end(child: &mut Child) -> &'static str {
        let _ = child.kill();
        "killed the engine"
    }
}
