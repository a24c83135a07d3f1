//! The app's files: one per document, in the folder the platform gives, written on a thread of
//! their own so that no write ever holds up a screen.
//!
//! A write goes to `NAME.tmp`, is synced, then renamed over `NAME` (and the folder synced), so a
//! crash in the middle leaves the previous version whole. Writes are made in the order they were
//! asked for: the score tally and the history before the game whose save says its result was
//! counted, so that a game is never counted twice or lost (the tally and the history also know
//! a game's key). A newer text of a document waiting to be written takes the older one's place,
//! at the end of the line. A write that fails (a full disk) stops the line: everything stays in
//! memory and waits, the app says so, and the next write tries them all again in order.
//!
//! Reading takes every copy older versions of either app may have left: the Android app wrote
//! `NAME` through `AtomicFile` (`NAME.new` while writing, `NAME.bak` from its older versions),
//! the iOS app `NAME.new` then `NAME` then `NAME.bak`, some under other names (the iOS app's
//! `statistics.json`, its first versions' `session.save.txt` and `tally.txt`). Once a document
//! read from such a copy has been written under its own name, the old copies go.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::Duration;

/// One of the app's documents.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Doc {
    Game,
    Tally,
    Settings,
    History,
    Lessons,
    Puzzles,
}

impl Doc {
    /// The file both apps keep it in.
    pub fn name(self) -> &'static str {
        match self {
            Doc::Game => "game.json",
            Doc::Tally => "tally.json",
            Doc::Settings => "settings.json",
            // A game a line: a damaged line costs one game.
            Doc::History => "history.jsonl",
            Doc::Lessons => "lessons.json",
            Doc::Puzzles => "puzzles.json",
        }
    }

    /// Where older versions of the apps kept it.
    fn older(self) -> &'static [&'static str] {
        match self {
            Doc::Game => &["session.save.txt"],
            Doc::Tally => &["statistics.json", "tally.txt"],
            _ => &[],
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// One copy of a document found on disk.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Stored {
    pub text: String,
    /// The document's own file, as this version writes it.
    pub current: bool,
}

/// The copies' suffixes, newest first as the iOS app left them.
const SUFFIXES: [&str; 3] = [".new", "", ".bak"];

struct Queue {
    /// Texts to write, in order; at most one per document.
    pending: Vec<(Doc, String)>,
    /// What each document's file holds (as far as this run knows).
    written: [Option<String>; 6],
    /// Documents read from an older copy: their old copies go once they are written.
    adopted: [bool; 6],
    /// The last write failed; the line waits for the next write.
    failing: bool,
    /// The writer should try the line now.
    wake: bool,
    /// Grows with every write asked.
    asks: u64,
    /// The writer is writing a text it took from the line.
    writing: bool,
    /// The document whose text the writer is writing: its file may soon hold another text
    /// than `written` says.
    in_flight: Option<Doc>,
    /// Tests: every write fails as on a full disk.
    full: bool,
    stop: bool,
}

struct Shared {
    dir: PathBuf,
    queue: Mutex<Queue>,
    /// Wakes the writer.
    work: Condvar,
    /// Wakes whoever waits for the line to empty (or fail).
    settled: Condvar,
    /// Told when the writes start or stop failing.
    changed: Box<dyn Fn() + Send + Sync>,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The app's folder and its writer.
pub(crate) struct Store {
    shared: Arc<Shared>,
}

impl Store {
    /// The documents in `dir` (made when first written); `changed` is told, on the writer's
    /// thread, whenever the writes start or stop failing.
    pub fn open(dir: PathBuf, changed: Box<dyn Fn() + Send + Sync>) -> Store {
        let shared = Arc::new(Shared {
            dir,
            queue: Mutex::new(Queue {
                pending: Vec::new(),
                written: Default::default(),
                adopted: [false; 6],
                failing: false,
                wake: false,
                asks: 0,
                writing: false,
                in_flight: None,
                full: false,
                stop: false,
            }),
            work: Condvar::new(),
            settled: Condvar::new(),
            changed,
        });
        let writer = Arc::clone(&shared);
        let spawned = std::thread::Builder::new()
            .name("tafl-files".into())
            .spawn(move || write_loop(&writer));
        if let Err(e) = spawned {
            log::error!("cannot start the files' thread: {e}");
        }
        Store { shared }
    }

    /// Every copy of `doc` on disk, the ones to prefer first: its own file's copies, then the
    /// older names'.
    pub fn read(&self, doc: Doc) -> Vec<Stored> {
        let names = std::iter::once(doc.name()).chain(doc.older().iter().copied());
        let mut copies = Vec::new();
        for (n, name) in names.enumerate() {
            for suffix in SUFFIXES {
                let path = self.shared.dir.join(format!("{name}{suffix}"));
                if let Ok(bytes) = fs::read(&path) {
                    copies.push(Stored {
                        text: String::from_utf8_lossy(&bytes).into_owned(),
                        current: n == 0 && suffix.is_empty(),
                    });
                }
            }
        }
        copies
    }

    /// What was read of `doc` at launch: `text` is what its own file holds, alone (`current`),
    /// or the document is to be written under its own name, after which every other copy goes.
    pub fn loaded(&self, doc: Doc, text: &str, current: bool) {
        let mut queue = self.shared.lock();
        if current {
            queue.written[doc.index()] = Some(text.to_string());
        } else {
            queue.adopted[doc.index()] = true;
        }
    }

    /// Writes `text` as `doc`, after everything asked before (unless the file holds it and
    /// keeps it: a text of `doc` being written may replace it, so it is written again after).
    pub fn write(&self, doc: Doc, text: String) {
        let mut queue = self.shared.lock();
        queue.pending.retain(|(d, _)| *d != doc);
        let held = queue.written[doc.index()].as_deref() == Some(text.as_str());
        if !held || queue.in_flight == Some(doc) {
            queue.pending.push((doc, text));
        }
        queue.wake = true;
        queue.asks += 1;
        self.shared.work.notify_all();
    }

    /// Some document could not be written (and is kept to be written later).
    pub fn failing(&self) -> bool {
        self.shared.lock().failing
    }

    /// Tests: every write fails from now on as on a full disk (`true`), or works again; the
    /// documents waiting are written at the next write.
    pub fn simulate_full_disk(&self, full: bool) {
        self.shared.lock().full = full;
    }

    /// Blocks until everything asked has been written, or a write failed, at most `timeout`;
    /// false on timeout. Tests and shutdown only.
    pub fn wait(&self, timeout: Duration) -> bool {
        let queue = self.shared.lock();
        let (_queue, result) = self
            .shared
            .settled
            .wait_timeout_while(queue, timeout, |q| {
                let waiting = !q.pending.is_empty() && q.wake;
                let recovering = q.pending.is_empty() && q.failing;
                !q.stop && (q.writing || waiting || recovering)
            })
            .unwrap_or_else(|e| e.into_inner());
        !result.timed_out()
    }
}

impl Drop for Store {
    /// The writer writes what waits (until a write fails), then ends; nobody waits for it.
    fn drop(&mut self) {
        self.shared.lock().stop = true;
        self.shared.work.notify_all();
    }
}

/// The writer's thread: the line, in order, until a write fails.
fn write_loop(shared: &Shared) {
    let mut queue = shared.lock();
    loop {
        if queue.stop && (queue.pending.is_empty() || !queue.wake) {
            shared.settled.notify_all();
            return;
        }
        if queue.pending.is_empty() && queue.failing {
            // Every write that waited is on the disk: the app hears it before any waiter does.
            queue.failing = false;
            queue.writing = true;
            drop(queue);
            (shared.changed)();
            queue = shared.lock();
            queue.writing = false;
            continue;
        }
        if !queue.wake || queue.pending.is_empty() {
            shared.settled.notify_all();
            queue = shared.work.wait(queue).unwrap_or_else(|e| e.into_inner());
            continue;
        }
        let (doc, text) = queue.pending[0].clone();
        let asked = queue.asks;
        let (full, adopted) = (queue.full, queue.adopted[doc.index()]);
        queue.writing = true;
        queue.in_flight = Some(doc);
        drop(queue);
        let written = if full {
            Err(io::Error::other("the disk is full (simulated)"))
        } else {
            write_atomically(&shared.dir, doc.name(), text.as_bytes())
        };
        if written.is_ok() && adopted {
            remove_older_copies(&shared.dir, doc);
        }
        queue = shared.lock();
        match written {
            Ok(()) => {
                if queue.pending.first() == Some(&(doc, text.clone())) {
                    queue.pending.remove(0);
                }
                queue.written[doc.index()] = Some(text);
                queue.adopted[doc.index()] = false;
            }
            Err(e) => {
                log::warn!("cannot write {}: {e}", doc.name());
                // The line waits for the next write to be asked (unless one already was).
                if queue.asks == asked {
                    queue.wake = false;
                }
                if !std::mem::replace(&mut queue.failing, true) {
                    // The app hears of it before any waiter wakes.
                    drop(queue);
                    (shared.changed)();
                    queue = shared.lock();
                }
            }
        }
        queue.writing = false;
        queue.in_flight = None;
        shared.settled.notify_all();
    }
}

/// Writes `bytes` as `dir/name` whole or not at all: a synced temporary file renamed over it.
fn write_atomically(dir: &Path, name: &str, bytes: &[u8]) -> io::Result<()> {
    fs::create_dir_all(dir)?;
    let temporary = dir.join(format!("{name}.tmp"));
    let written = File::create(&temporary).and_then(|mut file| {
        file.write_all(bytes)?;
        file.sync_all()
    });
    if let Err(e) = written.and_then(|()| fs::rename(&temporary, dir.join(name))) {
        let _ = fs::remove_file(&temporary);
        return Err(e);
    }
    // The rename itself reaches the disk with the folder (not every platform can sync one).
    if let Ok(folder) = File::open(dir) {
        let _ = folder.sync_all();
    }
    Ok(())
}

/// The copies older versions left of `doc`, now that its own file holds it.
fn remove_older_copies(dir: &Path, doc: Doc) {
    let names = std::iter::once(doc.name()).chain(doc.older().iter().copied());
    for (n, name) in names.enumerate() {
        for suffix in SUFFIXES {
            if n == 0 && suffix.is_empty() {
                continue;
            }
            let _ = fs::remove_file(dir.join(format!("{name}{suffix}")));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("tafl-store-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        dir
    }

    const WAIT: Duration = Duration::from_secs(10);

    #[test]
    fn writes_land_whole_in_order_and_a_full_disk_keeps_them_for_the_next_write() {
        let dir = folder("order");
        let told = Arc::new(AtomicUsize::new(0));
        let count = Arc::clone(&told);
        let store = Store::open(
            dir.clone(),
            Box::new(move || {
                count.fetch_add(1, Ordering::SeqCst);
            }),
        );
        store.write(Doc::Tally, "t1".into());
        store.write(Doc::Game, "g1".into());
        assert!(store.wait(WAIT));
        assert_eq!(fs::read_to_string(dir.join("game.json")).unwrap(), "g1");
        assert_eq!(fs::read_to_string(dir.join("tally.json")).unwrap(), "t1");
        assert!(!dir.join("game.json.tmp").exists());

        store.simulate_full_disk(true);
        store.write(Doc::Tally, "t2".into());
        store.write(Doc::Game, "g2".into());
        assert!(store.wait(WAIT));
        assert!(store.failing());
        assert_eq!(
            told.load(Ordering::SeqCst),
            1,
            "told once it started failing"
        );
        assert_eq!(fs::read_to_string(dir.join("game.json")).unwrap(), "g1");

        store.simulate_full_disk(false);
        store.write(Doc::Settings, "s".into());
        assert!(store.wait(WAIT));
        assert!(!store.failing());
        assert_eq!(
            told.load(Ordering::SeqCst),
            2,
            "told once it stopped failing"
        );
        assert_eq!(fs::read_to_string(dir.join("tally.json")).unwrap(), "t2");
        assert_eq!(fs::read_to_string(dir.join("game.json")).unwrap(), "g2");
        assert_eq!(fs::read_to_string(dir.join("settings.json")).unwrap(), "s");
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn every_older_copy_is_read_and_goes_once_its_document_is_written() {
        let dir = folder("older");
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join("statistics.json.new"), "ios-new").unwrap();
        fs::write(dir.join("statistics.json"), "ios").unwrap();
        fs::write(dir.join("tally.json.bak"), "android-bak").unwrap();
        let store = Store::open(dir.clone(), Box::new(|| {}));
        let texts: Vec<String> = store.read(Doc::Tally).into_iter().map(|c| c.text).collect();
        assert_eq!(texts, ["android-bak", "ios-new", "ios"]);
        assert!(store.read(Doc::Tally).iter().all(|c| !c.current));
        store.loaded(Doc::Tally, "ios-new", false);
        store.write(Doc::Tally, "merged".into());
        assert!(store.wait(WAIT));
        assert_eq!(
            store.read(Doc::Tally),
            vec![Stored {
                text: "merged".into(),
                current: true
            }]
        );
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_text_asked_while_another_of_its_document_is_written_follows_it() {
        let dir = folder("in-flight");
        let store = Store::open(dir.clone(), Box::new(|| {}));
        store.write(Doc::Game, "a".into());
        assert!(store.wait(WAIT));
        // The writer is writing "b" (a move undone) over the "a" it wrote, when "a" is asked
        // again (the move redone): "a" is written after it, or the file would end on "b".
        store.shared.lock().in_flight = Some(Doc::Game);
        fs::write(dir.join("game.json"), "b").unwrap();
        store.write(Doc::Game, "a".into());
        store.shared.lock().in_flight = None;
        assert!(store.wait(WAIT));
        assert_eq!(fs::read_to_string(dir.join("game.json")).unwrap(), "a");
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_text_the_file_holds_is_not_written_again() {
        let dir = folder("same");
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join("game.json"), "g").unwrap();
        let store = Store::open(dir.clone(), Box::new(|| {}));
        store.loaded(Doc::Game, "g", true);
        store.simulate_full_disk(true);
        store.write(Doc::Game, "g".into());
        assert!(store.wait(WAIT));
        assert!(!store.failing(), "nothing was written, so nothing failed");
        let _ = fs::remove_dir_all(&dir);
    }
}
