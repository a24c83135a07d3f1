//! A diagnostic, built only with the `stop-trace` feature: when a search thread sees its stop
//! flag, the stretch of nodes since its previous look at the flag is recorded — how long it took
//! on the wall clock and on the thread's own CPU clock. `examples/limits` reads the records to
//! tell a stop that was late because the thread kept working (CPU time close to the wall time)
//! from one that was late because the thread waited for a core (CPU time far below it).

use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The last stretch of a search thread before it saw the stop flag.
#[derive(Clone, Copy, Debug)]
pub struct Stretch {
    pub wall: Duration,
    /// `None` where threads have no CPU clock.
    pub cpu: Option<Duration>,
    pub nodes: u64,
}

/// Every stretch recorded since the last [`take`], from all threads.
static SEEN: Mutex<Vec<Stretch>> = Mutex::new(Vec::new());

/// The stretches recorded since the last call, and forgets them.
pub fn take() -> Vec<Stretch> {
    std::mem::take(&mut *SEEN.lock().unwrap_or_else(|e| e.into_inner()))
}

pub(crate) fn seen(stretch: Stretch) {
    SEEN.lock().unwrap_or_else(|e| e.into_inner()).push(stretch);
}

/// A searcher's clocks at its last look at the stop flag.
pub(crate) struct Lap {
    at: Instant,
    cpu: Option<Duration>,
    nodes: u64,
}

impl Lap {
    pub(crate) fn start() -> Lap {
        Lap {
            at: Instant::now(),
            cpu: thread_cpu(),
            nodes: 0,
        }
    }

    /// The stretch since the last lap; the next one starts now.
    pub(crate) fn lap(&mut self, nodes: u64) -> Stretch {
        let next = Lap {
            at: Instant::now(),
            cpu: thread_cpu(),
            nodes,
        };
        let stretch = Stretch {
            wall: next.at - self.at,
            cpu: next.cpu.zip(self.cpu).map(|(b, a)| b.saturating_sub(a)),
            nodes: nodes - self.nodes,
        };
        *self = next;
        stretch
    }
}

/// The calling thread's CPU time.
#[cfg(unix)]
fn thread_cpu() -> Option<Duration> {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: t is a valid out pointer; the clock id is a constant every unix has.
    if unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) } != 0 {
        return None;
    }
    Some(Duration::new(
        u64::try_from(t.tv_sec).ok()?,
        u32::try_from(t.tv_nsec).ok()?,
    ))
}

#[cfg(not(unix))]
fn thread_cpu() -> Option<Duration> {
    None
}
