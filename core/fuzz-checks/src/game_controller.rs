//! The checks of the game controller's two fuzz targets: `game_save`, the save document the
//! apps keep ([`GameController::restore`]), and `controller`, the calls the apps make, in any order and
//! at any moment of the computer's background searches.
//!
//! The `controller` target reads its bytes as a [`Script`]: the game to start with, then up to
//! [`MAX_OPS`] operations ([`Op`]). [`Script::encode`] writes a script as the bytes that decode to
//! it, so that seed inputs can be written as scripts (`core/examples/fuzz_seeds.rs`).
//!
//! Searches run on their own threads, so what a script does depends on timing. Every property is
//! checked only where timing cannot change it: the game is compared before and after a call only
//! when no search could have changed it in between (the controller was idle; for the save, no
//! computer's move was being searched), and the view's flags are compared with the calls only from
//! an idle controller.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tafl_core::ai::Level;
use tafl_core::controller::{
    Busy, Coord, GameConfig, GameController, GameError, GameView, Mode, NewGameChoice, Preferences,
    Status, TapOutcome, Turn,
};
use tafl_core::game::Reason;
use tafl_core::presets::Preset;
use tafl_core::themes::ThemeId;
use tafl_core::types::{Piece, Side};

/// Operations a script runs at most: enough for a short game with undo, redo, saves and a match,
/// few enough to keep an execution within milliseconds.
pub const MAX_OPS: usize = 48;
/// The longest single [`Op::Wait`], in milliseconds.
pub const MAX_WAIT_MS: u8 = 15;
/// What all the waits of one script add up to at most.
const WAIT_BUDGET: Duration = Duration::from_millis(60);
/// How long the search threads may take to end once the controller is cancelled and dropped.
const THREADS_GONE: Duration = Duration::from_secs(2);

/// Language codes the apps pass (a region is ignored; anything else is English).
pub const LANGUAGES: [&str; 8] = ["en", "et", "ru", "et-EE", "ru_RU", "EN", "", "fr"];

/// Edge-escape Brandubh with a weak king (as in the bindings' custom-rules tests).
pub const EDGE_RULES: &str =
    "dim:7 name:Edge_Brandubh esc:e ks:w start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";

/// Custom rules that can be played: [`RulesPick::Valid`] picks one by index.
pub fn valid_rules() -> Vec<String> {
    let mut all = vec![
        EDGE_RULES.to_string(),
        // A 5×5 board: games end within a few moves.
        "dim:5 name:Tiny esc:e ks:w start:/2t2/2T2/tTKTt/2T2/2t2/".to_string(),
        // The defenders move first, repetition loses for the repeater, strong king.
        "dim:7 name:Mover_Loses atkf:n tfr:l ks:s start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"
            .to_string(),
    ];
    for preset in [Preset::Tablut, Preset::Hnefatafl] {
        if let Ok(text) = tafl_core::otr::write_rules(&preset.rules()) {
            all.push(text);
        }
    }
    all
}

/// The rules of a new game: the preset's, custom rules that can be played, or any text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesPick {
    Preset,
    Valid(u8),
    Garbage(String),
}

impl RulesPick {
    fn text(&self) -> Option<String> {
        match self {
            RulesPick::Preset => None,
            RulesPick::Valid(i) => {
                let all = valid_rules();
                Some(all[usize::from(*i) % all.len()].clone())
            }
            RulesPick::Garbage(text) => Some(text.clone()),
        }
    }
}

/// A new game as the new-game dialog ([`Op::NewGame`]) or a caller ([`Op::StartGame`]) asks
/// for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub preset: Preset,
    pub rules: RulesPick,
    pub vs_computer: bool,
    pub human_side: Side,
    pub level: Level,
    pub two_game_match: bool,
    pub seed: u8,
}

impl Setup {
    /// A config with a tiny, reproducible budget: Hard's moves and hints search 300 nodes.
    pub fn config(&self) -> GameConfig {
        GameConfig {
            preset: self.preset,
            rules: self.rules.text(),
            mode: if self.vs_computer {
                Mode::VsComputer {
                    human_side: self.human_side,
                    level: self.level,
                }
            } else {
                Mode::TwoPlayers
            },
            two_game_match: self.two_game_match,
            think_millis: Some(1),
            seed: Some(u64::from(self.seed)),
        }
    }

    /// The new-game dialog's choice (its think time is the settings').
    pub fn choice(&self) -> NewGameChoice {
        NewGameChoice {
            preset: self.preset,
            custom_rules: self.rules.text(),
            vs_computer: self.vs_computer,
            human_side: self.human_side,
            level: self.level,
            two_game_match: self.two_game_match,
        }
    }
}

/// How a legal move is made on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gesture {
    Play,
    Taps,
    Drag,
}

/// One call (or, for [`Op::PlayLegal`], the calls of one move) of an app on the controller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Op {
    Tap(Coord),
    DragStart(Coord),
    DropOn(Coord),
    Play(Coord, Coord),
    /// The legal move `pick` (modulo their number) of the game now, by `play`, two taps or a
    /// drag: squares picked at random are rarely a move, and games must go on to their end.
    PlayLegal {
        pick: u8,
        gesture: Gesture,
    },
    Undo,
    Redo,
    Hint,
    StartComputer,
    Cancel,
    Resume,
    /// `wait_until_idle` for this many milliseconds (at most [`MAX_WAIT_MS`]).
    Wait(u8),
    /// `save`, then a new controller from it (`launch` as at an app's start, or `restore`) that
    /// replaces this one, which is cancelled first or just dropped.
    SaveRestore {
        launch: bool,
        cancel_first: bool,
    },
    NewGame(Setup),
    StartGame(Setup),
    SetLanguage(String),
    SetPreferences(Preferences),
    DismissMessage,
    NextMatchGame,
    TakeFinished,
    /// `view` and the other reads (`record`, `rules_info`, `rulebook`, `movable_pieces`,
    /// `targets`, `turn`).
    Look,
    /// `replay_to` this ply (of at most 255).
    ReplayTo(u8),
    ReplayStep {
        forward: bool,
    },
    LeaveReplay,
    /// `analysis_board`: the board replaces this controller, which is cancelled or just dropped.
    AnalysisBoard {
        cancel_first: bool,
    },
    SetupBegin,
    /// `setup_put` of a piece (or none: the square is emptied).
    SetupPut(Coord, Option<Piece>),
    SetupSide(Side),
    SetupClear,
    SetupStartPosition,
    SetupDone,
    SetupCancel,
}

/// The pieces `setup_put` may put, and none.
const SETUP_PIECES: [Option<Piece>; 4] = [
    None,
    Some(Piece::Attacker),
    Some(Piece::Defender),
    Some(Piece::King),
];

/// What the `controller` target runs: a game, then operations on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Script {
    pub start: Setup,
    pub ops: Vec<Op>,
}

/// The bytes of a script, read one at a time; zeros once they run out.
struct Reader<'a> {
    data: &'a [u8],
}

impl Reader<'_> {
    fn byte(&mut self) -> u8 {
        match self.data.split_first() {
            Some((&b, rest)) => {
                self.data = rest;
                b
            }
            None => 0,
        }
    }

    fn text(&mut self) -> String {
        let len = usize::from(self.byte()).min(self.data.len());
        let (text, rest) = self.data.split_at(len);
        self.data = rest;
        String::from_utf8_lossy(text).into_owned()
    }

    fn coord(&mut self) -> Coord {
        Coord::new(self.byte(), self.byte())
    }

    fn setup(&mut self) -> Setup {
        let preset = Preset::ALL[usize::from(self.byte()) % Preset::ALL.len()];
        let flags = self.byte();
        let seed = self.byte();
        let rules = match (flags >> 5) & 3 {
            0 | 1 => RulesPick::Preset,
            2 => RulesPick::Valid(self.byte() % valid_rules().len() as u8),
            _ => RulesPick::Garbage(self.text()),
        };
        Setup {
            preset,
            rules,
            vs_computer: flags & 1 != 0,
            human_side: if flags & 2 == 0 {
                Side::Attackers
            } else {
                Side::Defenders
            },
            level: Level::ALL[usize::from(flags >> 3) & 3],
            two_game_match: flags & 4 != 0,
            seed,
        }
    }

    fn op(&mut self) -> Op {
        match self.byte() % 32 {
            0 => Op::Tap(self.coord()),
            1 => Op::DragStart(self.coord()),
            2 => Op::DropOn(self.coord()),
            3 => Op::Play(self.coord(), self.coord()),
            4 => Op::PlayLegal {
                pick: self.byte(),
                gesture: [Gesture::Play, Gesture::Taps, Gesture::Drag]
                    [usize::from(self.byte() % 3)],
            },
            5 => Op::Undo,
            6 => Op::Redo,
            7 => Op::Hint,
            8 => Op::StartComputer,
            9 => Op::Cancel,
            10 => Op::Resume,
            11 => Op::Wait(self.byte() % (MAX_WAIT_MS + 1)),
            12 => {
                let flags = self.byte();
                Op::SaveRestore {
                    launch: flags & 1 != 0,
                    cancel_first: flags & 2 != 0,
                }
            }
            13 => Op::NewGame(self.setup()),
            14 => Op::StartGame(self.setup()),
            15 => match self.byte() {
                pick @ 0..=0xEF => {
                    Op::SetLanguage(LANGUAGES[usize::from(pick) % LANGUAGES.len()].to_string())
                }
                _ => Op::SetLanguage(self.text()),
            },
            16 => {
                let millis = u16::from_le_bytes([self.byte(), self.byte()]);
                let flags = self.byte();
                Op::SetPreferences(Preferences {
                    hard_think_millis: u32::from(millis),
                    show_legal_moves: flags & 1 != 0,
                    capture_feedback: flags & 2 != 0,
                    turn_board_for_hot_seat: flags & 4 != 0,
                    board_theme: ThemeId::ALL[usize::from(flags >> 3) % ThemeId::ALL.len()],
                })
            }
            17 => Op::DismissMessage,
            18 => Op::NextMatchGame,
            19 => Op::TakeFinished,
            20 => Op::Look,
            21 => Op::ReplayTo(self.byte()),
            22 => Op::ReplayStep {
                forward: self.byte() & 1 != 0,
            },
            23 => Op::LeaveReplay,
            24 => Op::AnalysisBoard {
                cancel_first: self.byte() & 1 != 0,
            },
            25 => Op::SetupBegin,
            26 => {
                let at = self.coord();
                Op::SetupPut(at, SETUP_PIECES[usize::from(self.byte() % 4)])
            }
            27 => Op::SetupSide(if self.byte() & 1 == 0 {
                Side::Attackers
            } else {
                Side::Defenders
            }),
            28 => Op::SetupClear,
            29 => Op::SetupStartPosition,
            30 => Op::SetupDone,
            _ => Op::SetupCancel,
        }
    }
}

/// The bytes that [`Script::decode`] reads back as the values written.
#[derive(Default)]
struct Writer(Vec<u8>);

impl Writer {
    fn text(&mut self, text: &str) {
        let bytes = &text.as_bytes()[..text.len().min(255)];
        self.0.push(bytes.len() as u8);
        self.0.extend_from_slice(bytes);
    }

    fn coord(&mut self, c: Coord) {
        self.0.extend([c.file, c.rank]);
    }

    fn setup(&mut self, s: &Setup) {
        let preset = Preset::ALL.iter().position(|p| *p == s.preset).unwrap_or(0);
        let level = Level::ALL.iter().position(|l| *l == s.level).unwrap_or(0);
        let rules_kind = match s.rules {
            RulesPick::Preset => 0,
            RulesPick::Valid(_) => 2,
            RulesPick::Garbage(_) => 3,
        };
        let flags = u8::from(s.vs_computer)
            | u8::from(s.human_side == Side::Defenders) << 1
            | u8::from(s.two_game_match) << 2
            | (level as u8) << 3
            | rules_kind << 5;
        self.0.extend([preset as u8, flags, s.seed]);
        match &s.rules {
            RulesPick::Preset => {}
            RulesPick::Valid(i) => self.0.push(*i),
            RulesPick::Garbage(text) => self.text(text),
        }
    }

    fn op(&mut self, op: &Op) {
        match op {
            Op::Tap(c) => {
                self.0.push(0);
                self.coord(*c);
            }
            Op::DragStart(c) => {
                self.0.push(1);
                self.coord(*c);
            }
            Op::DropOn(c) => {
                self.0.push(2);
                self.coord(*c);
            }
            Op::Play(from, to) => {
                self.0.push(3);
                self.coord(*from);
                self.coord(*to);
            }
            Op::PlayLegal { pick, gesture } => {
                let g = [Gesture::Play, Gesture::Taps, Gesture::Drag]
                    .iter()
                    .position(|x| x == gesture)
                    .unwrap_or(0);
                self.0.extend([4, *pick, g as u8]);
            }
            Op::Undo => self.0.push(5),
            Op::Redo => self.0.push(6),
            Op::Hint => self.0.push(7),
            Op::StartComputer => self.0.push(8),
            Op::Cancel => self.0.push(9),
            Op::Resume => self.0.push(10),
            Op::Wait(ms) => self.0.extend([11, *ms]),
            Op::SaveRestore {
                launch,
                cancel_first,
            } => self
                .0
                .extend([12, u8::from(*launch) | u8::from(*cancel_first) << 1]),
            Op::NewGame(s) => {
                self.0.push(13);
                self.setup(s);
            }
            Op::StartGame(s) => {
                self.0.push(14);
                self.setup(s);
            }
            Op::SetLanguage(code) => {
                self.0.push(15);
                match LANGUAGES.iter().position(|l| l == code) {
                    Some(i) => self.0.push(i as u8),
                    None => {
                        self.0.push(0xFF);
                        self.text(code);
                    }
                }
            }
            Op::SetPreferences(p) => {
                self.0.push(16);
                let millis = u16::try_from(p.hard_think_millis).unwrap_or(u16::MAX);
                self.0.extend(millis.to_le_bytes());
                let theme = ThemeId::ALL
                    .iter()
                    .position(|t| *t == p.board_theme)
                    .unwrap_or(0);
                self.0.push(
                    u8::from(p.show_legal_moves)
                        | u8::from(p.capture_feedback) << 1
                        | u8::from(p.turn_board_for_hot_seat) << 2
                        | (theme as u8) << 3,
                );
            }
            Op::DismissMessage => self.0.push(17),
            Op::NextMatchGame => self.0.push(18),
            Op::TakeFinished => self.0.push(19),
            Op::Look => self.0.push(20),
            Op::ReplayTo(ply) => self.0.extend([21, *ply]),
            Op::ReplayStep { forward } => self.0.extend([22, u8::from(*forward)]),
            Op::LeaveReplay => self.0.push(23),
            Op::AnalysisBoard { cancel_first } => self.0.extend([24, u8::from(*cancel_first)]),
            Op::SetupBegin => self.0.push(25),
            Op::SetupPut(at, piece) => {
                self.0.push(26);
                self.coord(*at);
                let i = SETUP_PIECES.iter().position(|p| p == piece).unwrap_or(0);
                self.0.push(i as u8);
            }
            Op::SetupSide(side) => self.0.extend([27, u8::from(*side == Side::Defenders)]),
            Op::SetupClear => self.0.push(28),
            Op::SetupStartPosition => self.0.push(29),
            Op::SetupDone => self.0.push(30),
            Op::SetupCancel => self.0.push(31),
        }
    }
}

impl Script {
    /// Any bytes are a script: the start, then operations until the bytes run out (a missing
    /// byte reads as zero), at most [`MAX_OPS`].
    pub fn decode(data: &[u8]) -> Script {
        let mut r = Reader { data };
        let start = r.setup();
        let mut ops = Vec::new();
        while !r.data.is_empty() && ops.len() < MAX_OPS {
            ops.push(r.op());
        }
        Script { start, ops }
    }

    /// The bytes that decode to this script (texts longer than 255 bytes are cut; a wait over
    /// [`MAX_WAIT_MS`] or a preference over 65 535 ms does not come back as written).
    pub fn encode(&self) -> Vec<u8> {
        let mut w = Writer::default();
        w.setup(&self.start);
        for op in &self.ops {
            w.op(op);
        }
        w.0
    }
}

// ---- the properties ----------------------------------------------------------------------------

/// The view and the save at one moment. Taken in that order, so that when the view shows an idle
/// controller the save is of the same game (nothing starts a search but a call).
struct Snapshot {
    view: GameView,
    save: String,
}

impl Snapshot {
    fn of(c: &GameController) -> Snapshot {
        let view = c.view();
        let save = c.save();
        Snapshot { view, save }
    }

    fn idle(&self) -> bool {
        self.view.busy == Busy::Idle
    }
}

fn without_message(view: &GameView) -> GameView {
    GameView {
        message: None,
        ..view.clone()
    }
}

/// The view as a save keeps it: a restored game has no message and counts its moves and
/// captures to animate and signal from zero again.
fn as_saved(view: &GameView) -> GameView {
    let mut v = GameView {
        message: None,
        ..view.clone()
    };
    v.board.move_serial = 0;
    v.board.capture_signal = 0;
    v.board.sound = None;
    if let Some(last) = v.board.last_move.as_mut() {
        last.fresh = false;
    }
    v
}

fn selected(view: &GameView) -> Option<Coord> {
    view.board
        .rows
        .iter()
        .flatten()
        .find(|c| c.selected)
        .map(|c| c.coord)
}

/// The moves of the game (not of the position a replay shows).
fn plies(view: &GameView) -> u32 {
    view.replay.as_ref().map_or(view.ply, |r| r.plies)
}

fn on_board(at: Coord, view: &GameView) -> bool {
    at.file < view.board.size && at.rank < view.board.size
}

/// Panics naming the first lines where the two views' descriptions differ (a whole view is
/// thousands of lines).
fn assert_same_view(left: &GameView, right: &GameView, what: &str) {
    if left == right {
        return;
    }
    let (l, r) = (format!("{left:#?}"), format!("{right:#?}"));
    let lines: Vec<String> = l
        .lines()
        .zip(r.lines())
        .enumerate()
        .filter(|(_, (a, b))| a != b)
        .take(8)
        .map(|(i, (a, b))| format!("  line {i}: {} / {}", a.trim(), b.trim()))
        .collect();
    panic!("{what}:\n{}", lines.join("\n"));
}

/// The view without the selection: no cell selected or marked as a target, and no cell's
/// description (which names those marks).
fn unselected(view: &GameView) -> GameView {
    let mut v = without_message(view);
    for cell in v.board.rows.iter_mut().flatten() {
        cell.selected = false;
        cell.target = false;
        cell.description.clear();
    }
    v
}

/// A call that was refused, or ignored, changed nothing: not the save (unless the computer's
/// search, running before, played its move), not the view but for the message (unless a search
/// ran and may have ended). The one documented exception (`bindings/API.md`): a tap or drag on
/// the other side's piece also clears the selection.
fn unchanged(before: &Snapshot, after: &Snapshot, what: &str, clears_selection: bool) {
    if before.view.busy != Busy::ComputerMove {
        assert_eq!(after.save, before.save, "{what} changed the save");
    }
    if !before.idle() {
        return;
    }
    if clears_selection {
        assert_eq!(selected(&after.view), None, "{what} kept the selection");
        assert_same_view(
            &unselected(&after.view),
            &unselected(&before.view),
            &format!("{what} changed the view"),
        );
    } else {
        assert_same_view(
            &without_message(&after.view),
            &without_message(&before.view),
            &format!("{what} changed the view"),
        );
    }
}

/// What every view must show, whatever happened before: the board of the rules' size with one
/// king (none once it was captured), a move list of the game's length, and a status, turn, busy
/// state and buttons that agree. `running`: the computer moves by itself (resumed).
fn check_view(v: &GameView, running: bool) {
    let size = v.rules.board_size;
    let n = usize::from(size);
    assert_eq!(v.board.size, size, "board size");
    assert_eq!(v.board.rows.len(), n);
    assert!(
        v.board.rows.iter().all(|row| row.len() == n),
        "ragged board"
    );
    assert_eq!(
        (v.board.file_labels.len(), v.board.rank_labels.len()),
        (n, n)
    );
    let cells: Vec<_> = v.board.rows.iter().flatten().collect();
    let mut coords: Vec<Coord> = cells.iter().map(|c| c.coord).collect();
    coords.sort();
    coords.dedup();
    assert_eq!(coords.len(), n * n, "a square shown twice");
    assert!(
        coords.iter().all(|c| on_board(*c, v)),
        "a square off the board"
    );
    let kings = cells
        .iter()
        .filter(|c| c.piece == Some(Piece::King))
        .count();
    let king_captured = matches!(
        v.status,
        Status::Finished { outcome } if outcome.reason == Reason::KingCaptured
    );
    if matches!(v.status, Status::SettingUp { .. }) {
        // A set-up may lack its king until it is played (then it is refused).
        assert!(kings <= 1, "{kings} kings in a set-up");
    } else {
        assert_eq!(
            kings,
            usize::from(!king_captured),
            "kings on the board ({:?})",
            v.status
        );
    }
    assert!(cells.iter().filter(|c| c.selected).count() <= 1);

    // A replay shows an earlier position, and the whole game's move list to pick another.
    let ply = plies(v) as usize;
    assert_eq!(v.moves.len(), ply.div_ceil(2), "move list of {ply} plies");
    if let Some(replay) = &v.replay {
        assert_eq!(replay.ply, v.ply, "the replay's ply");
        assert!(replay.ply <= replay.plies, "replaying past the end");
        assert_eq!(replay.can_back, replay.ply > 0);
        assert_eq!(replay.can_forward, replay.ply < replay.plies);
    }
    for (i, turn) in v.moves.iter().enumerate() {
        assert_eq!(turn.number as usize, i + 1);
        let last = i + 1 == v.moves.len();
        assert_eq!(turn.second.is_none(), last && ply % 2 == 1);
    }
    assert_eq!(v.board.last_move.is_some(), v.ply > 0);

    let over = matches!(v.status, Status::Finished { .. });
    assert_eq!(
        over,
        v.turn == Turn::Nobody,
        "{:?} / {:?}",
        v.status,
        v.turn
    );
    // A replayed position or a set-up is only looked at: its status says whose move it is, not
    // what the controller is doing.
    let read_only = v.replay.is_some() || matches!(v.status, Status::SettingUp { .. });
    assert_eq!(
        v.offer_new_game,
        over && !v.can_start_next_match_game && !read_only
    );
    assert!(!v.can_start_next_match_game || over);
    assert_eq!(v.match_standing.is_some(), v.choice.two_game_match);
    if matches!(v.status, Status::SettingUp { .. }) {
        assert!(v.is_analysis, "a set-up outside an analysis board");
        assert_eq!(v.busy, Busy::Idle, "searching while setting up");
    }
    match v.busy {
        _ if read_only => {}
        Busy::ComputerMove => {
            assert_eq!(v.turn, Turn::Computer, "searching the computer's move");
            assert!(matches!(v.status, Status::ComputerThinking { .. }));
        }
        Busy::Hint => {
            assert_eq!(v.turn, Turn::Human, "searching a hint");
            assert!(matches!(v.status, Status::FindingHint { .. }));
        }
        Busy::Analysis => assert!(v.is_analysis, "analysing a game that is no analysis board"),
        Busy::Idle => assert!(!matches!(
            v.status,
            Status::ComputerThinking { .. } | Status::FindingHint { .. }
        )),
    }
    // (A replay's turn is the shown position's, not the game's.)
    if running && v.turn == Turn::Computer && !read_only {
        assert_eq!(
            v.busy,
            Busy::ComputerMove,
            "resumed, the computer's turn, idle"
        );
    }
    let person = v.turn == Turn::Human && v.busy != Busy::ComputerMove && !read_only;
    assert_eq!(v.board.enabled, person);
    assert_eq!(v.can_hint, person && v.busy == Busy::Idle);
    // The analysis board offers redo while its engine analyses (a redo stops it, as a move does).
    assert!(!v.can_redo || matches!(v.busy, Busy::Idle | Busy::Analysis));
}

/// Restores the save of `now` (by `launch` or by `restore`) with the settings `prefs` and
/// `language`: the restored game saves the same text, restores again to the same save and view,
/// and shows what `now` showed (when nothing but the game was on the screen: no search, no
/// selection, no hint, no replay, no set-up).
fn restore_like(
    now: &Snapshot,
    prefs: &Preferences,
    language: &str,
    launch: bool,
) -> Arc<GameController> {
    let (view, saved) = (&now.view, &now.save);
    // The app's launch restores the save as `restore` does (and the settings and language
    // come with the app); a launch only tells a damaged save from a good one.
    let _ = launch;
    let back = GameController::restore(saved.clone())
        .unwrap_or_else(|e| panic!("a save does not restore ({e:?}):\n{saved}"));
    back.set_preferences(prefs.clone());
    back.set_language(language.to_string());
    let again = back.save();
    assert_eq!(&again, saved, "a restored game saves differently");
    let back_view = back.view();
    assert_eq!(
        back_view.message, None,
        "a good save restored with a message"
    );
    assert_eq!(back_view.busy, Busy::Idle, "a restored game searches");
    // A replay and a set-up are moments of the screen, like a selection, and the engine's
    // analysis is one like a hint (the restored board analyses afresh): the save keeps the game.
    let only_the_game = view.busy == Busy::Idle
        && view.board.hint.is_none()
        && view.analysis.is_none()
        && selected(view).is_none()
        && view.replay.is_none()
        && !matches!(view.status, Status::SettingUp { .. });
    if only_the_game {
        assert_same_view(
            &as_saved(&back_view),
            &as_saved(view),
            "a restored game looks different",
        );
    }
    let twice = GameController::restore(again.clone())
        .unwrap_or_else(|e| panic!("a restored game's save does not restore ({e:?})"));
    twice.set_preferences(prefs.clone());
    twice.set_language(language.to_string());
    assert_eq!(
        twice.save(),
        again,
        "save → restore → save is no fixed point"
    );
    assert_same_view(
        &twice.view(),
        &back_view,
        "a game restored twice looks different",
    );
    back
}

/// A small pseudo-random stream from the input's bytes (for `game_save`, whose bytes are the
/// save document).
struct Picks(u64);

impl Picks {
    fn of(data: &[u8]) -> Picks {
        // FNV-1a
        Picks(data.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        }))
    }

    fn next(&mut self) -> u8 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 56) as u8
    }
}

/// The controller's save document: [`GameController::restore`] never panics and refuses only with
/// CorruptSave, UnsupportedVersion or UnknownPreset; a restored game saves back to the same text
/// and the same view, and goes on (undo, redo, a legal move by taps or `play`, the next game of a
/// match, the tally's results) with every refused call changing nothing and every step saving
/// and restoring identically.
pub fn game_save(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let restored = match GameController::restore(text.to_string()) {
        Ok(c) => c,
        Err(e) => {
            assert!(
                matches!(
                    e,
                    GameError::CorruptSave
                        | GameError::UnsupportedVersion
                        | GameError::UnknownPreset
                ),
                "restore refused with {e:?}"
            );
            return;
        }
    };
    let now = Snapshot::of(&restored);
    check_view(&now.view, false);
    let prefs = Preferences::default();
    drop(restore_like(&now, &prefs, "en", false));
    let mut picks = Picks::of(data);
    let mut player = Player {
        c: restored,
        language: "en".to_string(),
        running: false,
        waited: Duration::ZERO,
        last: None,
    };
    for op in [
        Op::TakeFinished,
        Op::NextMatchGame,
        Op::Undo,
        Op::Redo,
        Op::Undo,
        Op::PlayLegal {
            pick: picks.next(),
            gesture: [Gesture::Play, Gesture::Taps, Gesture::Drag][usize::from(picks.next() % 3)],
        },
        Op::Redo,
        Op::NextMatchGame,
        Op::TakeFinished,
    ] {
        player.run(&op);
        // Nothing here starts a search: the snapshot after the call is the game's.
        let now = player.last.as_ref().expect("a snapshot after each call");
        assert!(now.idle());
        drop(restore_like(now, &prefs, "en", false));
    }
    player.finish();
}

/// One controller driven as an app drives it, checking every call.
struct Player {
    c: Arc<GameController>,
    language: String,
    /// The computer moves by itself (`resume` called, `cancel` not since).
    running: bool,
    waited: Duration,
    /// The snapshot after the last call: still the game's while it shows an idle controller
    /// (nothing but a call starts a search), which saves building the view again.
    last: Option<Snapshot>,
}

impl Player {
    /// Runs `op`, checking what the call answers against the view before it, and that a refused
    /// (or ignored) call changed nothing; then checks the view after it.
    fn run(&mut self, op: &Op) {
        let before = match self.last.take() {
            Some(last) if last.idle() => last,
            _ => {
                let now = Snapshot::of(&self.c);
                check_view(&now.view, self.running);
                now
            }
        };
        let idle = before.idle();
        let v = &before.view;
        let c = &self.c;
        // The call's name when it was refused or ignored (it must then have changed nothing).
        let refused: Option<String> = match op {
            Op::Tap(at) | Op::DragStart(at) => {
                let out = if matches!(op, Op::Tap(_)) {
                    c.tap(*at)
                } else {
                    c.drag_start(*at)
                };
                if !on_board(*at, v) {
                    assert_eq!(out, Err(GameError::OffBoard));
                } else if idle {
                    assert_eq!(
                        out != Ok(TapOutcome::Ignored),
                        v.board.enabled,
                        "{op:?} answered {out:?}"
                    );
                }
                tap_refused(op, &out)
            }
            Op::DropOn(at) => {
                let out = c.drop_on(*at);
                if idle {
                    assert_eq!(out == Ok(TapOutcome::Ignored), selected(v).is_none());
                }
                tap_refused(op, &out)
            }
            Op::Play(from, to) => {
                let out = c.play(*from, *to);
                if !on_board(*from, v) || !on_board(*to, v) {
                    assert!(out.is_err(), "a move off the board was played");
                }
                if idle && !v.board.enabled {
                    assert!(out.is_err(), "a move was played while the board was off");
                }
                refused(op, &out)
            }
            Op::PlayLegal { pick, gesture } => self.play_legal(v, *pick, *gesture),
            Op::Undo => {
                let out = c.undo();
                if idle {
                    assert_eq!(out.is_ok(), v.can_undo, "undo answered {out:?}");
                }
                refused(op, &out)
            }
            Op::Redo => {
                let out = c.redo();
                if idle {
                    assert_eq!(out.is_ok(), v.can_redo, "redo answered {out:?}");
                }
                refused(op, &out)
            }
            Op::Hint => {
                let out = c.hint();
                if idle {
                    assert_eq!(out.is_ok(), v.can_hint, "hint answered {out:?}");
                }
                refused(op, &out)
            }
            Op::StartComputer => {
                let out = c.start_computer();
                // A replay's view shows the turn of the position it shows; the computer
                // answers for the game.
                if idle && v.replay.is_none() {
                    assert_eq!(
                        out.is_ok(),
                        v.turn == Turn::Computer,
                        "start_computer answered {out:?}"
                    );
                }
                refused(op, &out)
            }
            Op::Cancel => {
                c.cancel();
                self.running = false;
                assert_eq!(c.busy(), Busy::Idle, "busy after cancel");
                None
            }
            Op::Resume => {
                c.resume();
                self.running = true;
                None
            }
            Op::Wait(ms) => {
                let left = WAIT_BUDGET.saturating_sub(self.waited);
                let wait = Duration::from_millis(u64::from(*ms)).min(left);
                let start = Instant::now();
                if c.wait_until_idle(wait.as_millis() as u64) {
                    assert_eq!(c.busy(), Busy::Idle, "idle after waiting");
                }
                self.waited += start.elapsed().min(wait);
                None
            }
            Op::SaveRestore {
                launch,
                cancel_first,
            } => {
                let fresh;
                let now = if before.idle() && !cancel_first {
                    &before
                } else {
                    if *cancel_first {
                        c.cancel();
                    }
                    fresh = Snapshot::of(c);
                    &fresh
                };
                let back = restore_like(now, &c.preferences(), &self.language, *launch);
                self.c = back;
                self.running = false;
                None
            }
            Op::NewGame(setup) => {
                let out = c.new_game(setup.choice());
                self.new_game_answer(setup, &out);
                refused(op, &out)
            }
            Op::StartGame(setup) => {
                let out = c.start_game(setup.config());
                self.new_game_answer(setup, &out);
                refused(op, &out)
            }
            Op::SetLanguage(code) => {
                c.set_language(code.clone());
                self.language.clone_from(code);
                None
            }
            Op::SetPreferences(prefs) => {
                c.set_preferences(prefs.clone());
                assert_eq!(c.preferences(), prefs.clone().normalized());
                None
            }
            Op::DismissMessage => {
                c.dismiss_message();
                assert_eq!(c.view().message, None);
                None
            }
            Op::NextMatchGame => {
                let out = c.next_match_game();
                if idle {
                    assert_eq!(
                        out.is_ok(),
                        v.can_start_next_match_game,
                        "next_match_game answered {out:?}"
                    );
                }
                refused(op, &out)
            }
            Op::TakeFinished => {
                self.take_finished(v, idle);
                None
            }
            Op::Look => {
                self.look(idle);
                None
            }
            Op::ReplayTo(ply) => {
                let out = c.replay_to(u32::from(*ply));
                if idle
                    && !matches!(v.status, Status::SettingUp { .. })
                    && u32::from(*ply) > plies(v)
                {
                    assert_eq!(out, Err(GameError::NoSuchMove), "replay past the end");
                }
                if out.is_ok() {
                    let shown = c.view().replay.map(|r| r.ply);
                    if idle {
                        assert_eq!(shown, Some(u32::from(*ply)), "the replayed ply");
                    }
                }
                self.replay_answer(&before, op, &out)
            }
            Op::ReplayStep { forward } => {
                let out = c.replay_step(*forward);
                self.replay_answer(&before, op, &out)
            }
            Op::LeaveReplay => {
                let out = c.leave_replay();
                if out.is_ok() {
                    assert_eq!(c.view().replay, None, "still replaying after leave_replay");
                }
                self.replay_answer(&before, op, &out)
            }
            Op::AnalysisBoard { cancel_first } => {
                if *cancel_first {
                    c.cancel();
                }
                let board = c.analysis_board();
                let shown = board.view();
                assert!(shown.is_analysis, "an analysis board that is not one");
                assert_eq!(
                    shown.busy,
                    Busy::Idle,
                    "an analysis board searching before resume"
                );
                assert_eq!(shown.replay, None, "an analysis board replaying");
                self.c = board;
                self.running = false;
                None
            }
            Op::SetupBegin
            | Op::SetupPut(..)
            | Op::SetupSide(_)
            | Op::SetupClear
            | Op::SetupStartPosition => {
                let out = match op {
                    Op::SetupBegin => c.setup_begin(),
                    Op::SetupPut(at, piece) => c.setup_put(*at, *piece),
                    Op::SetupSide(side) => c.setup_side(*side),
                    Op::SetupClear => c.setup_clear(),
                    _ => c.setup_start_position(),
                };
                if !v.is_analysis {
                    assert!(out.is_err(), "{op:?} outside an analysis board");
                }
                if let Op::SetupPut(at, _) = op {
                    if !on_board(*at, v) {
                        assert!(out.is_err(), "{op:?} off the board");
                    }
                }
                if out.is_ok() {
                    let shown = c.view();
                    assert!(
                        matches!(shown.status, Status::SettingUp { .. }),
                        "{op:?} did not open the set-up: {:?}",
                        shown.status
                    );
                    assert_eq!(shown.busy, Busy::Idle, "searching while setting up");
                }
                refused(op, &out)
            }
            Op::SetupDone => {
                let out = c.setup_done();
                if out.is_ok() {
                    assert!(
                        !matches!(c.view().status, Status::SettingUp { .. }),
                        "still setting up after setup_done"
                    );
                }
                refused(op, &out)
            }
            Op::SetupCancel => {
                c.setup_cancel();
                assert!(
                    !matches!(c.view().status, Status::SettingUp { .. }),
                    "still setting up after setup_cancel"
                );
                None
            }
        };
        let after = Snapshot::of(&self.c);
        check_view(&after.view, self.running);
        if let Some(what) = refused {
            let not_yours = matches!(op, Op::Tap(_) | Op::DragStart(_))
                && after.view.message.as_ref().map(|m| m.error) == Some(GameError::NotYourPiece);
            unchanged(&before, &after, &what, not_yours);
        }
        self.last = Some(after);
    }

    /// A replay call never changes the game (its save), whatever it answers; a refused one
    /// changes nothing else either.
    fn replay_answer(
        &self,
        before: &Snapshot,
        op: &Op,
        out: &Result<(), GameError>,
    ) -> Option<String> {
        if before.view.busy != Busy::ComputerMove {
            assert_eq!(self.c.save(), before.save, "{op:?} changed the game");
        }
        refused(op, out)
    }

    /// A legal move by a person, made as `gesture`; it must be played whenever the board takes
    /// moves. Returns the call refused or ignored, if any.
    fn play_legal(&self, v: &GameView, pick: u8, gesture: Gesture) -> Option<String> {
        let c = &self.c;
        let moves = c.game().legal_moves();
        if moves.is_empty() {
            return None;
        }
        let mv = moves[usize::from(pick) % moves.len()];
        let (from, to) = (Coord::of(mv.from), Coord::of(mv.to));
        let must_play = v.busy == Busy::Idle && v.board.enabled;
        let played = match gesture {
            Gesture::Play => {
                let out = c.play(from, to);
                if must_play {
                    assert!(out.is_ok(), "the legal move {mv} was refused: {out:?}");
                }
                return out.err().map(|e| format!("play {mv}: {e:?}"));
            }
            Gesture::Taps => {
                // A tap on the selected piece would deselect it.
                if selected(v) != Some(from) {
                    let first = c.tap(from);
                    if must_play {
                        assert_eq!(first, Ok(TapOutcome::Selected), "tap on {from}");
                    } else if v.busy == Busy::Idle {
                        assert_eq!(first, Ok(TapOutcome::Ignored), "tap on {from}");
                    }
                }
                c.tap(to)
            }
            Gesture::Drag => {
                let first = c.drag_start(from);
                if must_play {
                    assert_eq!(first, Ok(TapOutcome::Selected), "drag from {from}");
                }
                c.drop_on(to)
            }
        };
        if must_play {
            assert_eq!(played, Ok(TapOutcome::Played), "{gesture:?} {mv}");
        }
        // Both calls were ignored when the board takes no moves.
        (v.busy == Busy::Idle && !v.board.enabled)
            .then(|| format!("{gesture:?} {mv} on a board that takes no moves"))
    }

    /// A new game is refused only for custom rules that cannot be played; then the game goes on.
    fn new_game_answer(&self, setup: &Setup, out: &Result<(), GameError>) {
        match out {
            Ok(()) => {
                let view = self.c.view();
                assert_eq!(view.choice.vs_computer, setup.vs_computer);
                assert_eq!(view.choice.two_game_match, setup.two_game_match);
                assert_eq!(view.rules.preset.is_none(), view.rules.rules.is_some());
            }
            Err(e) => {
                assert!(
                    matches!(e, GameError::BadRules | GameError::UnsupportedRules),
                    "a new game refused with {e:?}"
                );
                assert!(
                    !matches!(setup.rules, RulesPick::Preset | RulesPick::Valid(_)),
                    "{:?} refused: {e:?}",
                    setup.rules
                );
            }
        }
    }

    /// Each finished game is handed out once: game 1 of a match, then the current game.
    fn take_finished(&self, v: &GameView, idle: bool) {
        let c = &self.c;
        let first = c.take_finished();
        let second = c.take_finished();
        assert_eq!(c.take_finished(), None, "a third finished game");
        if first.is_none() {
            assert_eq!(second, None);
        }
        for f in first.iter().chain(second.iter()) {
            let game_number = v.match_standing.as_ref().map(|m| m.game_number);
            if v.match_standing.is_none() {
                assert_eq!(f.match_game, None);
            }
            // (A replay shows an earlier position of it.)
            if idle && f.match_game == game_number && v.replay.is_none() {
                assert_eq!(
                    v.status,
                    Status::Finished { outcome: f.outcome },
                    "the game handed out is the one on the board"
                );
            }
        }
        if let (Some(a), Some(b)) = (&first, &second) {
            assert_eq!((a.match_game, b.match_game), (Some(1), Some(2)));
        }
    }

    /// The reads agree with the view (while no search can change the game in between).
    fn look(&self, idle: bool) {
        let c = &self.c;
        let view = c.view();
        check_view(&view, self.running);
        let record = c.record();
        let info = c.rules_info();
        let _ = c.rulebook();
        let movable = c.movable_pieces();
        let turn = c.turn();
        let targets = selected(&view).map(|at| c.targets(at));
        let prefs = c.preferences();
        assert_eq!(info, view.rules);
        if !idle || view.busy != Busy::Idle {
            return;
        }
        let moves = tafl_core::notation::parse_record(&record)
            .unwrap_or_else(|e| panic!("the record {record:?} does not read: {e}"));
        assert_eq!(moves.len(), plies(&view) as usize, "record {record:?}");
        if view.replay.is_none() {
            // (`turn` is the game's; a replay's view shows the turn of the position it shows.)
            assert_eq!(turn, view.turn);
        }
        assert_eq!(!movable.is_empty(), view.board.enabled, "movable pieces");
        if let (Some(targets), Some(at)) = (targets, selected(&view)) {
            let targets = targets.unwrap_or_else(|e| panic!("targets of {at}: {e:?}"));
            let mut marked: Vec<Coord> = view
                .board
                .rows
                .iter()
                .flatten()
                .filter(|cell| cell.target)
                .map(|cell| cell.coord)
                .collect();
            let mut targets = if prefs.show_legal_moves {
                targets
            } else {
                Vec::new()
            };
            marked.sort();
            targets.sort();
            assert_eq!(marked, targets, "the targets of {at}");
        }
    }

    /// Cancels, drops the controller and waits for its search threads to end: none outlives it
    /// for long.
    fn finish(self) {
        self.c.cancel();
        assert_eq!(self.c.busy(), Busy::Idle, "busy after cancel");
        drop(self.c);
        let deadline = Instant::now() + THREADS_GONE;
        while search_threads() > 0 {
            assert!(
                Instant::now() < deadline,
                "{} search thread(s) outlived the controller by {THREADS_GONE:?}",
                search_threads()
            );
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}

/// `Some(what was called)` when the call was refused (it must then have changed nothing).
fn refused<T>(op: &Op, out: &Result<T, GameError>) -> Option<String> {
    out.as_ref()
        .err()
        .map(|e| format!("{op:?} refused with {e:?}"))
}

/// [`refused`], or ignored: a tap that does nothing must change nothing either.
fn tap_refused(op: &Op, out: &Result<TapOutcome, GameError>) -> Option<String> {
    match out {
        Ok(TapOutcome::Ignored) => Some(format!("{op:?} ignored")),
        _ => refused(op, out),
    }
}

/// The threads of this process named `tafl-search` (the controller's; the searches' helper
/// threads inherit the name). Linux only; elsewhere none are seen.
fn search_threads() -> usize {
    #[cfg(target_os = "linux")]
    {
        let Ok(tasks) = std::fs::read_dir("/proc/self/task") else {
            return 0;
        };
        tasks
            .filter_map(Result::ok)
            .filter(|t| {
                std::fs::read_to_string(t.path().join("comm"))
                    .is_ok_and(|name| name.trim_end() == "tafl-search")
            })
            .count()
    }
    #[cfg(not(target_os = "linux"))]
    {
        0
    }
}

/// One `controller` check at a time in a process: the last one counts the process's search
/// threads, so two at once (tests run in parallel) would see each other's.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// The calls the apps make, in the order the bytes say ([`Script`]): nothing panics; a refused or
/// ignored call changes nothing; every view is consistent and its flags agree with the calls;
/// saves restore identically; `cancel` leaves the controller idle; at the end no search thread
/// outlives the controller for long.
pub fn controller(data: &[u8]) {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let script = Script::decode(data);
    let c = match GameController::new(script.start.config()) {
        Ok(c) => c,
        Err(e) => {
            assert!(
                matches!(e, GameError::BadRules | GameError::UnsupportedRules),
                "a new controller refused with {e:?}"
            );
            assert!(matches!(script.start.rules, RulesPick::Garbage(_)));
            let fallback = Setup {
                rules: RulesPick::Preset,
                ..script.start.clone()
            };
            GameController::new(fallback.config()).expect("a preset always plays")
        }
    };
    // The games the new-game dialog starts are reproducible too.
    c.set_seed(Some(u64::from(script.start.seed)));
    let mut player = Player {
        c,
        language: "en".to_string(),
        running: false,
        waited: Duration::ZERO,
        last: None,
    };
    for op in &script.ops {
        player.run(op);
    }
    player.finish();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rules_string_offered_as_valid_plays() {
        assert!(valid_rules().len() >= 5);
        for text in valid_rules() {
            assert!(
                tafl_core::controller::validate_rules(&text).is_ok(),
                "{text}"
            );
        }
    }

    #[test]
    fn scripts_encode_to_the_bytes_they_decode_from() {
        let setup = Setup {
            preset: Preset::Tablut,
            rules: RulesPick::Garbage("dim:99 ü".into()),
            vs_computer: true,
            human_side: Side::Defenders,
            level: Level::Medium,
            two_game_match: true,
            seed: 9,
        };
        let script = Script {
            start: setup.clone(),
            ops: vec![
                Op::Tap(Coord::new(200, 3)),
                Op::Play(Coord::new(1, 2), Coord::new(3, 4)),
                Op::PlayLegal {
                    pick: 7,
                    gesture: Gesture::Drag,
                },
                Op::Wait(MAX_WAIT_MS),
                Op::SaveRestore {
                    launch: true,
                    cancel_first: false,
                },
                Op::NewGame(Setup {
                    rules: RulesPick::Valid(1),
                    ..setup.clone()
                }),
                Op::StartGame(Setup {
                    rules: RulesPick::Preset,
                    ..setup
                }),
                Op::SetLanguage("et".into()),
                Op::SetLanguage("zz-ZZ".into()),
                Op::SetPreferences(Preferences {
                    hard_think_millis: 2500,
                    show_legal_moves: false,
                    capture_feedback: true,
                    turn_board_for_hot_seat: true,
                    board_theme: ThemeId::ALL[ThemeId::ALL.len() - 1],
                }),
                Op::Look,
            ],
        };
        assert_eq!(Script::decode(&script.encode()), script);
        // Any bytes decode, at most MAX_OPS operations.
        assert_eq!(Script::decode(&[]).ops, vec![]);
        assert_eq!(Script::decode(&[20; 500]).ops.len(), MAX_OPS);
    }

    #[test]
    fn restored_saves_go_on_and_bad_saves_are_typed_errors() {
        let c = GameController::new(GameConfig::two_players(Preset::Brandubh)).unwrap();
        let save = c.save();
        assert!(GameController::restore(save.clone()).is_ok());
        game_save(save.as_bytes());
        for bad in [
            "",
            "{",
            "{\"format\":\"tafl-session\",\"version\":2}",
            "[1]",
        ] {
            game_save(bad.as_bytes());
        }
    }
}
