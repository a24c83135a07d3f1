//! Helpers shared by the binding test files (each file uses some of them).
#![allow(dead_code)]

use serde_json::Value;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::ThreadId;
use std::time::{Duration, Instant};
use tafl_core::ai::Level;
use tafl_core::controller::GameController;
use tafl_core::controller::{Coord, GameConfig, GameView, LastMove, Mode, RulesInfo};
use tafl_core::options::parse_coord;
use tafl_core::{Preset, Side};
use tafl_ffi::Listener as ControllerListener;

/// How long a test waits for a search that should end by itself before failing: generous, the
/// machines running the tests are shared.
pub const SEARCH_TIMEOUT_MILLIS: u64 = 120_000;

/// Brandubh: the attackers capture the king beside the empty throne on ply 5.
pub const KING_CAPTURED: &str = "a4-a3 c4-c3 b4-b2 d4-c4 b2-b4";
/// Brandubh, sides swapped in a match's game 2: the attackers capture the king on ply 7 after
/// two soldiers of each side were taken.
pub const GAME_TWO: &str = "b4-b1 c4-c1 d6-c6 e4-e1 c6-b6 d4-c4 a4-b4";

/// A square by name ("d4"); the names in tests are valid.
pub fn c(name: &str) -> Coord {
    parse_coord(name.to_string()).unwrap()
}

/// Plays "d2-d4 e5-e4 …" in order; a refused move fails the test with its error.
pub fn play_all(g: &GameController, moves: &str) {
    for m in moves.split_whitespace() {
        let (from, to) = m.split_once('-').unwrap();
        g.play(c(from), c(to))
            .unwrap_or_else(|e| panic!("{m}: {e:?}"));
    }
}

/// What `rules_info()` says of Brandubh.
pub fn brandubh_info() -> RulesInfo {
    RulesInfo {
        preset: Some(Preset::Brandubh),
        name: "Brandubh".into(),
        rules: None,
        variant_key: "brandubh".into(),
        board_size: 7,
        attackers: 8,
        defenders: 4,
    }
}

pub fn two_players_config(preset: Preset) -> GameConfig {
    GameConfig::two_players(preset)
}

pub fn vs_computer_config(human_side: Side, level: Level, millis: u32) -> GameConfig {
    GameConfig {
        mode: Mode::VsComputer { human_side, level },
        think_millis: Some(millis),
        ..GameConfig::two_players(Preset::Brandubh)
    }
}

pub fn two_players(preset: Preset) -> Arc<GameController> {
    GameController::new(two_players_config(preset)).unwrap()
}

/// Against an easy, seeded computer (Brandubh): its moves are the same on every run.
pub fn vs_computer(human_side: Side, two_game_match: bool) -> Arc<GameController> {
    GameController::new(GameConfig {
        two_game_match,
        seed: Some(42),
        ..vs_computer_config(human_side, Level::Easy, 20)
    })
    .unwrap()
}

/// Lets the computer make its move and returns it (the controller must be paused).
pub fn computer_move(g: &GameController) -> LastMove {
    let before = g.view().ply;
    g.start_computer()
        .unwrap_or_else(|e| panic!("start_computer: {e:?}"));
    assert!(
        g.wait_until_idle(SEARCH_TIMEOUT_MILLIS),
        "the computer did not move in time"
    );
    let view = g.view();
    assert_eq!(view.ply, before + 1, "the computer made one move");
    view.board
        .last_move
        .expect("the computer's move is the last move")
}

/// Asks for a hint, waits for it and returns it as (from, to).
pub fn hint(g: &GameController) -> (Coord, Coord) {
    g.hint().unwrap_or_else(|e| panic!("hint: {e:?}"));
    assert!(g.wait_until_idle(SEARCH_TIMEOUT_MILLIS), "no hint in time");
    let mark = g.view().board.hint.expect("the hint is shown");
    (
        mark.from,
        mark.to.expect("the game's hint names its target"),
    )
}

/// A controller restored from `g`'s save after `edit` changed the document: how the tests get
/// finished games against the computer without depending on the computer's moves.
pub fn edited(g: &GameController, edit: impl FnOnce(&mut Value)) -> Arc<GameController> {
    let mut doc: Value = serde_json::from_str(&g.save()).unwrap();
    // Another game: its id is made from its text, as for a save written before saves had ids.
    doc.as_object_mut().unwrap().remove("id");
    edit(&mut doc);
    GameController::restore(doc.to_string()).unwrap()
}

/// The save edit that makes a game one against the hard computer, the human on `side`.
pub fn vs_hard(side: &str) -> impl FnOnce(&mut Value) + '_ {
    move |doc: &mut Value| {
        doc["mode"] =
            serde_json::json!({"kind": "vs-computer", "human_side": side, "level": "hard"});
    }
}

/// What a restored game shows the same as the saved one: everything but the animation marks
/// and the one-off message, which belong to the moment.
pub fn comparable(mut view: GameView) -> GameView {
    view.board.move_serial = 0;
    view.board.capture_signal = 0;
    view.board.sound = None;
    view.message = None;
    if let Some(last) = view.board.last_move.as_mut() {
        last.fresh = false;
    }
    view
}

/// Polls `done` until it holds or `timeout` passed; false on timeout.
pub fn eventually(timeout: Duration, done: impl Fn() -> bool) -> bool {
    let deadline = Instant::now() + timeout;
    while !done() {
        if Instant::now() > deadline {
            return false;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    true
}

/// A listener that counts its calls and remembers the threads it was called on (id, name).
#[derive(Default)]
pub struct Recorder {
    calls: AtomicUsize,
    threads: Mutex<Vec<(ThreadId, Option<String>)>>,
}

impl Recorder {
    pub fn calls(&self) -> usize {
        self.calls.load(Ordering::SeqCst)
    }

    pub fn threads(&self) -> Vec<(ThreadId, Option<String>)> {
        self.threads.lock().unwrap().clone()
    }
}

impl ControllerListener for Recorder {
    fn changed(&self) {
        let me = std::thread::current();
        let name = me.name().map(str::to_string);
        self.threads.lock().unwrap().push((me.id(), name));
        self.calls.fetch_add(1, Ordering::SeqCst);
    }
}
