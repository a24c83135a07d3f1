//! The games played on this device: the last [`MAX_GAMES`] finished games, newest first, each
//! with its date, rules, mode, result and the whole game, so that any of them can be replayed
//! and reviewed.
//!
//! The apps keep the history as one text file, a game per line (JSON lines), so that a damaged
//! line costs only that game: it is skipped on reading, counted for a message, and dropped at
//! the next write. A line of a newer format (another `v`) is kept as it is, so an older app never
//! loses what a newer one wrote. Every game is replayed on reading; a game that does not replay
//! or whose result is not the one recorded counts as damaged.

use crate::ai::Level;
use crate::controller::{texts, FinishedGame, GameError, Mode, RulesInfo};
use crate::game::{Game, Outcome, Reason};
use crate::presets::Preset;
use crate::types::Side;
use crate::words::Words;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// How many games the history keeps; the oldest go first.
pub const MAX_GAMES: usize = 500;
/// The line format this build writes.
const VERSION: u64 = 1;

/// One game of the history.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct HistoryEntry {
    /// Unique in the history; later games have larger ids.
    pub id: u64,
    /// When the game ended, in seconds since 1970 (UTC); the apps show it in local time.
    pub finished_at: u64,
    pub rules: RulesInfo,
    /// Two players, or against the computer with the side the human played in this game.
    pub mode: Mode,
    /// 1 or 2 in a two-game match.
    pub match_game: Option<u8>,
    pub outcome: Outcome,
    pub plies: u32,
    /// The whole game as the core's save document.
    pub game: String,
    /// The finished game's key ([`FinishedGame::key`]): a game is kept once.
    pub key: Option<String>,
}

impl HistoryEntry {
    /// The game, replayed from its save (the history only keeps games that replay).
    pub fn replay(&self) -> Result<Game, GameError> {
        crate::save::from_json(&self.game).map_err(|_| GameError::CorruptSave)
    }
}

/// How a finished game went for the person at the device.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum PlayerResult {
    Won,
    Lost,
    Drawn,
    /// Two players at one device: a side won, not "you".
    TwoPlayers,
}

/// A game of the history as the history page lists it, in the player's words.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct HistoryRow {
    pub id: u64,
    /// For the app to show in local time.
    pub finished_at: u64,
    /// The rules' name: "Brandubh", "My rules (custom rules)".
    pub title: String,
    /// "Two players" / "Against the computer (Hard), you played Defenders", with the match game.
    pub opponent: String,
    /// "Defenders won: the king escaped".
    pub result: String,
    /// "34 moves".
    pub length: String,
    pub player_result: PlayerResult,
}

/// The history and how many damaged games reading it skipped.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct History {
    /// Newest first.
    entries: Vec<HistoryEntry>,
    /// Lines of a newer format, kept as they were.
    foreign: Vec<String>,
    /// Damaged lines skipped by the last read.
    skipped: u32,
}

#[derive(Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
enum ModeLine {
    TwoPlayers,
    VsComputer { human_side: Side, level: Level },
}

/// One line of the file.
#[derive(Serialize, Deserialize)]
struct Line {
    v: u64,
    id: u64,
    at: u64,
    /// The preset's id, unless custom rules were played.
    #[serde(default)]
    preset: Option<String>,
    /// The canonical OpenTafl rules string of custom rules.
    #[serde(default)]
    rules: Option<String>,
    mode: ModeLine,
    #[serde(default)]
    match_game: Option<u8>,
    winner: Option<Side>,
    reason: Reason,
    game: Value,
    /// Absent in lines written before games had keys.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    key: Option<String>,
}

impl History {
    pub fn new() -> History {
        History::default()
    }

    /// Reads the history file; never fails. Damaged games are skipped and counted
    /// ([`History::skipped`]).
    pub fn read(text: &str) -> History {
        let mut history = History::new();
        for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
            let value = serde_json::from_str::<Value>(line).ok();
            let version = value.as_ref().and_then(|v| v.get("v")?.as_u64());
            match (version, value) {
                (Some(VERSION), Some(value)) => match read_line(value) {
                    Some(entry) if !history.entries.iter().any(|e| e.id == entry.id) => {
                        history.entries.push(entry)
                    }
                    _ => history.skipped += 1,
                },
                (Some(_), _) => history.foreign.push(line.to_string()),
                (None, _) => history.skipped += 1,
            }
        }
        crate::sorting::by_key(&mut history.entries, |e| std::cmp::Reverse(e.id));
        history.entries.truncate(MAX_GAMES);
        history
    }

    /// The file's text: the games, oldest first, then the lines of a newer format.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for e in self.entries.iter().rev() {
            out.push_str(&write_line(e));
            out.push('\n');
        }
        for line in &self.foreign {
            out.push_str(line);
            out.push('\n');
        }
        out
    }

    /// Damaged games the read skipped (for a message; they are gone at the next write).
    pub fn skipped(&self) -> u32 {
        self.skipped
    }

    /// Newest first.
    pub fn entries(&self) -> &[HistoryEntry] {
        &self.entries
    }

    pub fn entry(&self, id: u64) -> Option<&HistoryEntry> {
        self.entries.iter().find(|e| e.id == id)
    }

    /// Adds a game the controller handed out as finished, unless a game of its key is kept
    /// already; the oldest beyond [`MAX_GAMES`] go. Returns the new entry's id.
    pub fn add(&mut self, game: &FinishedGame) -> Option<u64> {
        if self
            .entries
            .iter()
            .any(|e| e.key.as_deref() == Some(game.key.as_str()))
        {
            return None;
        }
        let id = self
            .entries
            .first()
            .map_or(1, |newest| newest.id + 1)
            .max(game.finished_at.saturating_mul(1000));
        self.entries.insert(
            0,
            HistoryEntry {
                id,
                finished_at: game.finished_at,
                rules: game.rules.clone(),
                mode: game.mode,
                match_game: game.match_game,
                outcome: game.outcome,
                plies: game.plies,
                game: game.game.clone(),
                key: Some(game.key.clone()),
            },
        );
        self.entries.truncate(MAX_GAMES);
        Some(id)
    }

    /// Forgets one game; false when there is none with that id.
    pub fn remove(&mut self, id: u64) -> bool {
        let before = self.entries.len();
        self.entries.retain(|e| e.id != id);
        self.entries.len() < before
    }

    /// The games as the history page lists them, newest first, in `w`'s words.
    pub fn rows(&self, w: &Words) -> Vec<HistoryRow> {
        self.entries.iter().map(|e| row(w, e)).collect()
    }
}

fn row(w: &Words, e: &HistoryEntry) -> HistoryRow {
    let mut opponent = match e.mode {
        Mode::TwoPlayers => w.text("stats-two-players"),
        Mode::VsComputer { human_side, level } => w.format(
            "stats-vs-computer",
            &[
                ("level", level.name().into()),
                ("side", human_side.name().into()),
            ],
        ),
    };
    if let Some(game) = e.match_game {
        opponent = w.format(
            "history-match-game",
            &[("opponent", opponent.into()), ("game", game.into())],
        );
    }
    let player_result = match (e.mode, e.outcome.winner) {
        (Mode::TwoPlayers, _) => PlayerResult::TwoPlayers,
        (Mode::VsComputer { .. }, None) => PlayerResult::Drawn,
        (Mode::VsComputer { human_side, .. }, Some(w)) if w == human_side => PlayerResult::Won,
        (Mode::VsComputer { .. }, Some(_)) => PlayerResult::Lost,
    };
    HistoryRow {
        id: e.id,
        finished_at: e.finished_at,
        title: texts::title(w, &e.rules),
        opponent,
        result: texts::result(w, e.outcome),
        length: w.format("history-moves", &[("moves", e.plies.into())]),
        player_result,
    }
}

fn write_line(e: &HistoryEntry) -> String {
    let line = Line {
        v: VERSION,
        id: e.id,
        at: e.finished_at,
        preset: match (&e.rules.rules, e.rules.preset) {
            (None, Some(p)) => Some(p.id().to_string()),
            _ => None,
        },
        rules: e.rules.rules.clone(),
        mode: match e.mode {
            Mode::TwoPlayers => ModeLine::TwoPlayers,
            Mode::VsComputer { human_side, level } => ModeLine::VsComputer { human_side, level },
        },
        match_game: e.match_game,
        winner: e.outcome.winner,
        reason: e.outcome.reason,
        game: serde_json::from_str(&e.game).unwrap_or(Value::Null),
        key: e.key.clone(),
    };
    serde_json::to_string(&line).unwrap_or_default()
}

/// A line of this build's format, if it is whole and its game replays to its recorded result.
fn read_line(value: Value) -> Option<HistoryEntry> {
    let line: Line = serde_json::from_value(value).ok()?;
    // The entry keeps the game's text (compact JSON) for the apps to reopen.
    let save = line.game.to_string();
    let game = crate::save::from_value(line.game).ok()?;
    let outcome = Outcome {
        winner: line.winner,
        reason: line.reason,
    };
    if game.outcome() != Some(outcome) {
        return None;
    }
    let rules = match (&line.rules, &line.preset) {
        (Some(text), _) => {
            let custom = crate::controller::validate_rules(text).ok()?;
            (game.variant().rules() == &crate::otr::parse_rules(text).ok()?).then_some(custom)?
        }
        (None, Some(id)) => {
            let preset = Preset::from_id(id)?;
            (game.variant().preset() == Some(preset))
                .then(|| RulesInfo::of(&preset.rules(), Some(preset), None))?
        }
        (None, None) => return None,
    };
    Some(HistoryEntry {
        id: line.id,
        finished_at: line.at,
        rules,
        mode: match line.mode {
            ModeLine::TwoPlayers => Mode::TwoPlayers,
            ModeLine::VsComputer { human_side, level } => Mode::VsComputer { human_side, level },
        },
        match_game: line.match_game.filter(|g| (1..=2).contains(g)),
        outcome,
        plies: game.ply() as u32,
        game: save,
        key: line.key,
    })
}
