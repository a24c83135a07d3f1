//! Measures two limits of the Hard search that a phone cares about (figures in `docs/limits.md`):
//!
//! 1. **Peak memory**: the process's maximum resident set (VmHWM, Linux) after a Hard search of
//!    `--ms` milliseconds (5000) from the start of `--preset` (copenhagen) with the default
//!    table, on `--threads` search threads (1; the apps use up to 4). Goal: at most 64 MiB.
//! 2. **Cancel latency**: `--cancels` (1000) Hard searches with an hour's budget from positions
//!    `0..40` random plies into the game, each stopped through its stop flag at a random moment
//!    within `--window` milliseconds (300) of its start; the time from setting the flag to
//!    `Engine::think` returning (max, 99th percentile, median). Goal: at most 20 ms. On unix
//!    the part of it the search thread actually ran on a core (its CPU clock) is given too: on a
//!    busy machine the rest is time spent waiting for a core, which no search can shorten.
//! 3. **Cancel latency through the controller**, as the apps see it: for Brandubh and for
//!    Copenhagen, `--controller-cancels` (1000) games `0..40` random plies in, each against a
//!    Hard computer with an hour's budget and no seed (so it searches on several threads, as in
//!    the apps); the computer starts thinking and `GameController::cancel` is called at a random
//!    moment within `--window` milliseconds; the time until `cancel` returns (max, 99th
//!    percentile, median). It includes starting the search (its engine and table), stopping every
//!    search thread and joining them. Goal: at most 20 ms.
//!
//! ```sh
//! cargo run --release -p tafl-core --example limits -- [--preset copenhagen] [--ms 5000] \
//!     [--threads 1] [--cancels 1000] [--controller-cancels 1000] [--window 300] [--seed 1]
//! ```
//!
//! Built with `--features stop-trace`, each cancel section also prints, for its slowest cancels,
//! how long the search threads' last stretch of nodes before they saw the stop took on the wall
//! clock and on their own CPU clock (`tafl_core::ai::stop_trace`): whether a late stop kept
//! working or waited for a core.
//!
//! The last line is `limits peak_mib=… cancel_max_ms=… cancel_p99_ms=… cancel_median_ms=…`
//! followed by the controller's figures for each preset (`brandubh_controller_cancel_max_ms=…`).
//! Timings need a machine that is otherwise idle on at least one core.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::sync::atomic::{AtomicBool, AtomicI64, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};
use tafl_core::ai::{Engine, EngineConfig, Level, SearchLimits};
use tafl_core::controller::{Busy, GameConfig, GameController, Mode};
use tafl_core::{Game, Preset};

struct Options {
    preset: Preset,
    ms: u64,
    threads: usize,
    cancels: usize,
    controller_cancels: usize,
    window: u64,
    seed: u64,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        preset: Preset::Copenhagen,
        ms: 5000,
        threads: 1,
        cancels: 1000,
        controller_cancels: 1000,
        window: 300,
        seed: 1,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let [key, value] = pair else {
            return Err(format!("{} needs a value", pair[0]));
        };
        let number = || {
            value
                .parse::<u64>()
                .map_err(|_| format!("{key}: not a number: {value:?}"))
        };
        match key.as_str() {
            "--preset" => {
                o.preset = Preset::from_id(value).ok_or(format!("unknown preset {value:?}"))?
            }
            "--ms" => o.ms = number()?,
            "--threads" => o.threads = number()? as usize,
            "--cancels" => o.cancels = number()? as usize,
            "--controller-cancels" => o.controller_cancels = number()? as usize,
            "--window" => o.window = number()?.max(1),
            "--seed" => o.seed = number()?,
            _ => return Err(format!("unknown option {key}")),
        }
    }
    Ok(o)
}

/// The process's peak resident set in KiB (VmHWM), where the system reports it.
fn peak_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn mib(kib: Option<u64>) -> String {
    kib.map_or("unavailable".into(), |k| {
        format!("{:.1}", k as f64 / 1024.0)
    })
}

/// A game `plies` random legal moves into `preset` (fewer if it ends first).
fn random_game(preset: Preset, plies: usize, rng: &mut StdRng) -> Game {
    let mut game = Game::new(preset);
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() || game.is_over() {
            break;
        }
        let mv = moves[rng.random_range(0..moves.len())];
        if game.play(mv).is_err() || game.is_over() {
            let _ = game.undo();
            break;
        }
    }
    game
}

/// Milliseconds of a duration, with microseconds.
fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn main() {
    let o = match options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("limits: {e}");
            std::process::exit(2);
        }
    };
    let before = peak_kib();
    let mut engine = Engine::new(EngineConfig::default());
    engine.set_threads(o.threads);
    let stop = AtomicBool::new(false);
    let game = Game::new(o.preset);
    let report = engine
        .think(
            &game,
            Level::Hard,
            &SearchLimits::movetime(Duration::from_millis(o.ms)),
            &stop,
        )
        .expect("the start has moves");
    let peak = peak_kib();
    println!(
        "memory: {} hard {} ms, {} thread(s): depth {} nodes {} table {:.1} MiB; peak resident \
         {} MiB (before the engine: {} MiB)",
        o.preset.id(),
        o.ms,
        o.threads,
        report.depth,
        report.nodes,
        report.tt_bytes as f64 / (1024.0 * 1024.0),
        mib(peak),
        mib(before),
    );

    let mut summary = format!("limits peak_mib={}", mib(peak));
    if o.cancels > 0 {
        summary += &engine_cancels(&o, engine);
    }
    if o.controller_cancels > 0 {
        for preset in [Preset::Brandubh, Preset::Copenhagen] {
            summary += &controller_cancels(&o, preset);
        }
    }
    println!("{summary}");
}

/// The search's cancel latency (section 2): the summary's fields.
fn engine_cancels(o: &Options, engine: Engine) -> String {
    let mut rng = StdRng::seed_from_u64(o.seed);
    let mut wall = Vec::with_capacity(o.cancels);
    let mut on_cpu = Vec::with_capacity(o.cancels);
    let mut trace = trace::Cancels::default();
    let mut finished_first = 0;
    let mut engine = Some(engine);
    trace::take();
    for _ in 0..o.cancels {
        let game = random_game(o.preset, rng.random_range(0..40), &mut rng);
        let delay = Duration::from_micros(rng.random_range(0..o.window * 1000));
        let stop = Arc::new(AtomicBool::new(false));
        let clock = Arc::new(AtomicI64::new(NO_CLOCK));
        let mut searcher = engine.take().expect("the engine is back");
        let (flag, my_clock) = (stop.clone(), clock.clone());
        let search = thread::spawn(move || {
            my_clock.store(cpu::own_clock(), Ordering::SeqCst);
            searcher.think(
                &game,
                Level::Hard,
                &SearchLimits::movetime(Duration::from_secs(3600)),
                &flag,
            );
            (Instant::now(), cpu::own_ns(), searcher)
        });
        thread::sleep(delay);
        // A new thread's clock starts at 0: one that has not published its clock has not run
        // the search yet.
        let cpu_at_stop = match clock.load(Ordering::SeqCst) {
            NO_CLOCK => Some(0),
            c => cpu::ns(c),
        };
        let set = Instant::now();
        stop.store(true, Ordering::Relaxed);
        let (returned, cpu_at_return, searcher) = search.join().expect("the search does not panic");
        engine = Some(searcher);
        let stretches = trace::take();
        if returned < set {
            finished_first += 1; // the search ended by itself (a forced line) before the stop
            continue;
        }
        trace.add(returned - set, stretches);
        wall.push(returned - set);
        if let (Some(a), Some(b)) = (cpu_at_stop, cpu_at_return) {
            on_cpu.push(Duration::from_nanos(b.saturating_sub(a)));
        }
    }
    trace.report("cancel");
    let (w_max, w_p99, w_median) = quantiles(&mut wall);
    println!(
        "cancel: {} searches stopped within {} ms of their start ({} ended by themselves \
         first): from the stop flag to think returning max {:.3} ms, p99 {:.3} ms, median {:.3} ms",
        wall.len(),
        o.window,
        finished_first,
        ms(w_max),
        ms(w_p99),
        ms(w_median)
    );
    let cpu_line = if on_cpu.len() == wall.len() {
        let (c_max, c_p99, c_median) = quantiles(&mut on_cpu);
        println!(
            "cancel: of that, time the search thread ran on a core (the rest waited for one): \
             max {:.3} ms, p99 {:.3} ms, median {:.3} ms",
            ms(c_max),
            ms(c_p99),
            ms(c_median)
        );
        format!(
            " cancel_cpu_max_ms={:.3} cancel_cpu_p99_ms={:.3}",
            ms(c_max),
            ms(c_p99)
        )
    } else {
        String::new()
    };
    format!(
        " cancel_max_ms={:.3} cancel_p99_ms={:.3} cancel_median_ms={:.3}{cpu_line}",
        ms(w_max),
        ms(w_p99),
        ms(w_median)
    )
}

/// Cancel latency through the controller (section 3) on `preset`: the summary's fields.
fn controller_cancels(o: &Options, preset: Preset) -> String {
    let mut rng = StdRng::seed_from_u64(o.seed);
    let mut took = Vec::with_capacity(o.controller_cancels);
    // (latency, how long after the start the cancel came) of each cancel, for the slowest.
    let mut when = Vec::with_capacity(o.controller_cancels);
    let mut trace = trace::Cancels::default();
    let mut finished_first = 0;
    trace::take();
    for _ in 0..o.controller_cancels {
        let game = random_game(preset, rng.random_range(0..40), &mut rng);
        let plies = game.ply();
        let config = GameConfig {
            mode: Mode::VsComputer {
                human_side: game.side_to_move().opponent(),
                level: Level::Hard,
            },
            think_millis: Some(3_600_000),
            seed: None,
            ..GameConfig::two_players(preset)
        };
        let controller = GameController::with_game(config, game).expect("a game of the preset");
        let delay = Duration::from_micros(rng.random_range(0..o.window * 1000));
        controller
            .start_computer()
            .expect("the computer's turn in a game that goes on");
        thread::sleep(delay);
        let start = Instant::now();
        controller.cancel();
        let latency = start.elapsed();
        let stretches = trace::take();
        assert_eq!(controller.busy(), Busy::Idle);
        if controller.game().ply() > plies {
            finished_first += 1; // the search ended by itself (a forced line) and moved
            continue;
        }
        trace.add(latency, stretches);
        took.push(latency);
        when.push((latency, delay));
    }
    let (max, p99, median) = quantiles(&mut took);
    when.sort_by_key(|w| std::cmp::Reverse(w.0));
    let slowest: Vec<String> = when
        .iter()
        .take(5)
        .map(|(l, d)| format!("{:.1} ms ({:.1} ms in)", ms(*l), ms(*d)))
        .collect();
    let threads = thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(4);
    println!(
        "controller cancel: {} on {} ({} search threads): {} cancels within {} ms of the start \
         ({} searches ended by themselves first): from cancel() called to its return max {:.3} \
         ms, p99 {:.3} ms, median {:.3} ms; slowest {}",
        preset.id(),
        o.controller_cancels,
        threads,
        took.len(),
        o.window,
        finished_first,
        ms(max),
        ms(p99),
        ms(median),
        slowest.join(", ")
    );
    trace.report(&format!("controller cancel: {}", preset.id()));
    format!(
        " {id}_controller_cancel_max_ms={:.3} {id}_controller_cancel_p99_ms={:.3} \
         {id}_controller_cancel_median_ms={:.3}",
        ms(max),
        ms(p99),
        ms(median),
        id = preset.id()
    )
}

/// The maximum, the 99th percentile and the median of `values` (zeros when empty).
fn quantiles(values: &mut [Duration]) -> (Duration, Duration, Duration) {
    values.sort();
    let pick = |q: f64| {
        values
            .get(((values.len() as f64 - 1.0) * q).round() as usize)
            .copied()
            .unwrap_or_default()
    };
    (pick(1.0), pick(0.99), pick(0.5))
}

#[cfg(feature = "stop-trace")]
mod trace {
    //! With `--features stop-trace`: for every cancel, the stretch of nodes each search thread
    //! ran between its last two looks at the stop flag (the second of which saw it), on the
    //! wall clock and on the thread's CPU clock. A late stop whose stretch has little CPU time
    //! waited for a core; one with as much CPU time as wall time kept working.

    use super::ms;
    use std::time::Duration;
    pub use tafl_core::ai::stop_trace::take;
    use tafl_core::ai::stop_trace::Stretch;

    #[derive(Default)]
    pub struct Cancels {
        /// (the cancel's latency, the longest stretch on the wall clock, the most CPU time of
        /// a stretch) of each cancel whose threads recorded one.
        each: Vec<(Duration, Duration, Option<Duration>)>,
    }

    impl Cancels {
        pub fn add(&mut self, latency: Duration, stretches: Vec<Stretch>) {
            let Some(wall) = stretches.iter().map(|s| s.wall).max() else {
                return;
            };
            let cpu = stretches.iter().filter_map(|s| s.cpu).max();
            self.each.push((latency, wall, cpu));
        }

        pub fn report(&mut self, what: &str) {
            let cpu_max = self
                .each
                .iter()
                .filter_map(|e| e.2)
                .max()
                .unwrap_or_default();
            let wall_max = self.each.iter().map(|e| e.1).max().unwrap_or_default();
            self.each.sort_by_key(|e| std::cmp::Reverse(e.0));
            let slowest: Vec<String> = self
                .each
                .iter()
                .take(5)
                .map(|(l, w, c)| {
                    let cpu = c.map_or("?".to_string(), |c| format!("{:.2}", ms(c)));
                    format!("{:.1} ms (stretch {:.1} ms, cpu {cpu} ms)", ms(*l), ms(*w))
                })
                .collect();
            println!(
                "{what}: stop trace of {} cancels: the stretch of nodes in which a thread saw \
                 the stop took at most {:.2} ms of CPU time and at most {:.1} ms on the wall \
                 clock; slowest cancels {}",
                self.each.len(),
                ms(cpu_max),
                ms(wall_max),
                slowest.join(", ")
            );
        }
    }
}

#[cfg(not(feature = "stop-trace"))]
mod trace {
    //! Without the `stop-trace` feature nothing is traced.

    use std::time::Duration;

    pub struct Stretch;

    pub fn take() -> Vec<Stretch> {
        Vec::new()
    }

    /// Built like the traced one (`Cancels::default()`), which a unit struct would not be
    /// without a lint.
    #[derive(Default)]
    pub struct Cancels(());

    impl Cancels {
        pub fn add(&mut self, _latency: Duration, _stretches: Vec<Stretch>) {}
        pub fn report(&mut self, _what: &str) {}
    }
}

/// No CPU clock published (yet).
const NO_CLOCK: i64 = i64::MIN;

#[cfg(unix)]
mod cpu {
    //! Threads' CPU clocks: how long a thread has run on a core, to the nanosecond.

    use super::NO_CLOCK;

    /// The CPU clock of the calling thread, for [`ns`] from another thread.
    pub fn own_clock() -> i64 {
        let mut id: libc::clockid_t = 0;
        // SAFETY: pthread_self is the calling thread; id is a valid out pointer.
        let r = unsafe { libc::pthread_getcpuclockid(libc::pthread_self(), &mut id) };
        if r == 0 {
            i64::from(id)
        } else {
            NO_CLOCK
        }
    }

    /// Nanoseconds on clock `id` (of a thread that is still running).
    pub fn ns(id: i64) -> Option<u64> {
        read(libc::clockid_t::try_from(id).ok()?)
    }

    /// Nanoseconds the calling thread has run.
    pub fn own_ns() -> Option<u64> {
        read(libc::CLOCK_THREAD_CPUTIME_ID)
    }

    fn read(id: libc::clockid_t) -> Option<u64> {
        let mut t = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: t is a valid out pointer; an invalid clock id is an error, not UB.
        if unsafe { libc::clock_gettime(id, &mut t) } != 0 {
            return None;
        }
        Some(u64::try_from(t.tv_sec).ok()? * 1_000_000_000 + u64::try_from(t.tv_nsec).ok()?)
    }
}

#[cfg(not(unix))]
mod cpu {
    //! No thread CPU clocks here: only the wall-clock latency is measured.

    use super::NO_CLOCK;

    pub fn own_clock() -> i64 {
        NO_CLOCK
    }
    pub fn ns(_id: i64) -> Option<u64> {
        None
    }
    pub fn own_ns() -> Option<u64> {
        None
    }
}
