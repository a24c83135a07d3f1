//! The thread a board runs its page's work on (the computer's search, the analysis, a puzzle's
//! proof): one at a time, each with a stop flag of its own. Work is forgotten (stopped, whatever
//! it finds thrown away) as soon as what it was asked about changes, and a cancel joins every
//! thread stopped so that none is left when it returns. The board keeps its worker inside its
//! lock; the threads themselves are joined outside it.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;

/// The search running, and what it is (`K`: what the view says the controller is busy with).
struct Running<K> {
    id: u64,
    kind: K,
    stop: Arc<AtomicBool>,
    thread: JoinHandle<()>,
}

/// A controller's search thread, and those it stopped that may not have returned yet.
pub(crate) struct Worker<K> {
    running: Option<Running<K>>,
    stopping: Vec<JoinHandle<()>>,
    next_id: u64,
}

impl<K> Default for Worker<K> {
    fn default() -> Self {
        Worker {
            running: None,
            stopping: Vec::new(),
            next_id: 0,
        }
    }
}

impl<K> Worker<K> {
    /// What the running search is, if one runs.
    pub fn running(&self) -> Option<&K> {
        self.running.as_ref().map(|r| &r.kind)
    }

    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// Whether search `id` is still the one running: neither forgotten nor finished. A search
    /// that reports as it goes asks this before each report.
    pub fn is_current(&self, id: u64) -> bool {
        self.running.as_ref().is_some_and(|r| r.id == id)
    }

    /// Starts `search(id, stop)` on a thread named `name` with a stack of `stack_size` bytes;
    /// it is running until [`Worker::finish`]ed or forgotten. A thread the system refuses is
    /// logged, and nothing runs.
    pub fn start<F>(&mut self, name: &str, stack_size: usize, kind: K, search: F)
    where
        F: FnOnce(u64, Arc<AtomicBool>) + Send + 'static,
    {
        self.next_id += 1;
        let id = self.next_id;
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let spawned = std::thread::Builder::new()
            .name(name.into())
            .stack_size(stack_size)
            .spawn(move || search(id, flag));
        match spawned {
            Ok(thread) => {
                self.running = Some(Running {
                    id,
                    kind,
                    stop,
                    thread,
                })
            }
            Err(e) => log::error!("cannot start a {name} thread: {e}"),
        }
    }

    /// Search `id` has its result: true when it is the running one, whose result counts (it
    /// runs no longer); false when it was forgotten, and its result is thrown away.
    pub fn finish(&mut self, id: u64) -> bool {
        if !self.is_current(id) {
            return false;
        }
        self.running = None;
        true
    }

    /// Stops the running search and forgets it: whatever it finds is thrown away.
    pub fn forget(&mut self) {
        if let Some(running) = self.running.take() {
            running.stop.store(true, Ordering::SeqCst);
            self.stopping.push(running.thread);
        }
        self.stopping.retain(|t| !t.is_finished());
    }

    /// Forgets the running search and hands over every thread stopped, for [`join`] once the
    /// controller's lock is released (a search takes the lock to report).
    pub fn stop_all(&mut self) -> Vec<JoinHandle<()>> {
        self.forget();
        std::mem::take(&mut self.stopping)
    }
}

/// Waits for the threads [`Worker::stop_all`] handed over.
pub(crate) fn join(threads: Vec<JoinHandle<()>>) {
    for thread in threads {
        let _ = thread.join();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;
    use std::time::Duration;

    /// A search that runs until it is stopped, then says so.
    fn until_stopped(done: mpsc::Sender<u64>) -> impl FnOnce(u64, Arc<AtomicBool>) + Send {
        move |id, stop| {
            while !stop.load(Ordering::SeqCst) {
                std::thread::sleep(Duration::from_millis(1));
            }
            let _ = done.send(id);
        }
    }

    #[test]
    fn a_forgotten_search_is_stopped_and_its_result_does_not_count() {
        let mut worker = Worker::default();
        let (done, ended) = mpsc::channel();
        worker.start("test", 1 << 20, 'a', until_stopped(done.clone()));
        assert_eq!(worker.running(), Some(&'a'));
        assert!(worker.is_current(1));
        worker.forget();
        assert!(!worker.is_running());
        assert!(!worker.is_current(1));
        assert_eq!(ended.recv_timeout(Duration::from_secs(10)), Ok(1));
        assert!(!worker.finish(1));

        worker.start("test", 1 << 20, 'b', until_stopped(done));
        assert!(worker.is_current(2), "each search has an id of its own");
        assert!(!worker.is_current(1));
    }

    #[test]
    fn a_finished_search_counts_once() {
        let mut worker = Worker::default();
        worker.start("test", 1 << 20, (), |_, _| {});
        assert!(worker.finish(1));
        assert!(!worker.is_running());
        assert!(!worker.finish(1));
    }

    #[test]
    fn stop_all_hands_over_every_stopped_thread_to_join() {
        let mut worker = Worker::default();
        let (done, ended) = mpsc::channel();
        worker.start("test", 1 << 20, 1, until_stopped(done.clone()));
        worker.forget();
        worker.start("test", 1 << 20, 2, until_stopped(done));
        let threads = worker.stop_all();
        assert!(!worker.is_running());
        join(threads);
        // Joined: both have ended, so both have said so.
        let mut ids: Vec<u64> = ended.try_iter().collect();
        ids.sort_unstable();
        assert_eq!(ids, vec![1, 2]);
    }
}
