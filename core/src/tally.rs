//! The score tally: finished games counted per variant and opponent, kept by the apps across
//! restarts as a versioned JSON document:
//!
//! ```json
//! { "format": "tafl-tally", "version": 1,
//!   "entries": [
//!     { "variant": { "preset": "brandubh" },
//!       "opponent": { "kind": "computer", "level": "hard", "human_side": "defenders" },
//!       "human_wins": 3, "draws": 1, "human_losses": 2 },
//!     { "variant": { "custom": "dim:9 name:My_Tablut esc:e …", "name": "My Tablut" },
//!       "opponent": { "kind": "two-players" },
//!       "attacker_wins": 1, "defender_wins": 2, "draws": 0 } ] }
//! ```
//!
//! A row is keyed by the variant (a preset id, or a custom rules string in its canonical form
//! plus its display name) and the opponent (the computer at a level with the human on one side,
//! or two players). Computer rows count the human's wins, draws and losses; two-player rows count
//! the attackers' wins, the defenders' wins and draws. Reading never panics: damaged text is
//! [`TallyError::Corrupt`], another version [`TallyError::UnsupportedVersion`], an unknown preset
//! id [`TallyError::UnknownPreset`].

use crate::ai::Level;
use crate::controller::{texts, FinishedGame, Mode};
use crate::presets::Preset;
use crate::types::Side;
use crate::words::Words;
use serde::{Deserialize, Serialize};

/// The format marker of a tally document.
pub const FORMAT: &str = "tafl-tally";
/// The version this build writes and reads.
pub const VERSION: u32 = 1;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TallyError {
    #[error("the tally is damaged: {0}")]
    Corrupt(String),
    #[error("the tally has version {0}, which this version of the app cannot read")]
    UnsupportedVersion(u64),
    #[error("the tally uses an unknown variant: {0:?}")]
    UnknownPreset(String),
}

/// Which rules a row counts.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TallyVariant {
    Preset(Preset),
    /// Custom rules: the OpenTafl rules string (canonical form, the key) and the name shown.
    Custom {
        rules: String,
        name: String,
    },
}

impl TallyVariant {
    /// The stable key: the preset id, or the custom rules string.
    pub fn key(&self) -> &str {
        match self {
            TallyVariant::Preset(p) => p.id(),
            TallyVariant::Custom { rules, .. } => rules,
        }
    }

    /// The name to show: the preset's name, or the custom rules' name.
    pub fn name(&self) -> String {
        match self {
            TallyVariant::Preset(p) => p.rules().name,
            TallyVariant::Custom { name, .. } => name.clone(),
        }
    }

    fn order(&self) -> (usize, &str, &str) {
        match self {
            TallyVariant::Preset(p) => (
                Preset::ALL
                    .iter()
                    .position(|q| q == p)
                    .unwrap_or(usize::MAX),
                "",
                "",
            ),
            TallyVariant::Custom { rules, name } => (Preset::ALL.len(), name, rules),
        }
    }
}

/// Who the games were played against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Opponent {
    /// The computer at `level`; the human played `human_side`.
    Computer {
        level: Level,
        human_side: Side,
    },
    TwoPlayers,
}

impl Opponent {
    fn order(&self) -> (u8, u8, u8) {
        match self {
            Opponent::Computer { level, human_side } => (
                0,
                Level::ALL.iter().position(|l| l == level).unwrap_or(0) as u8,
                *human_side as u8,
            ),
            Opponent::TwoPlayers => (1, 0, 0),
        }
    }
}

/// The counts of one row. Which fields exist depends on the opponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Counts {
    VsComputer {
        human_wins: u32,
        draws: u32,
        human_losses: u32,
    },
    TwoPlayers {
        attacker_wins: u32,
        defender_wins: u32,
        draws: u32,
    },
}

impl Counts {
    fn zero(opponent: Opponent) -> Counts {
        match opponent {
            Opponent::Computer { .. } => Counts::VsComputer {
                human_wins: 0,
                draws: 0,
                human_losses: 0,
            },
            Opponent::TwoPlayers => Counts::TwoPlayers {
                attacker_wins: 0,
                defender_wins: 0,
                draws: 0,
            },
        }
    }

    /// Games counted in the row.
    pub fn games(&self) -> u64 {
        let (a, b, c) = match *self {
            Counts::VsComputer {
                human_wins,
                draws,
                human_losses,
            } => (human_wins, draws, human_losses),
            Counts::TwoPlayers {
                attacker_wins,
                defender_wins,
                draws,
            } => (attacker_wins, defender_wins, draws),
        };
        u64::from(a) + u64::from(b) + u64::from(c)
    }
}

/// One row of the tally.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TallyEntry {
    pub variant: TallyVariant,
    pub opponent: Opponent,
    pub counts: Counts,
}

/// How many of the last games counted the tally remembers by key: a game is counted once even
/// when the app died after counting it and before its save said so.
const REMEMBERED: usize = 16;

/// Finished games counted per variant and opponent.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    entries: Vec<TallyEntry>,
    /// The keys of the last games counted, oldest first.
    counted: Vec<String>,
}

impl Tally {
    pub fn new() -> Tally {
        Tally::default()
    }

    /// Counts one finished game; `winner` `None` is a draw. Counts saturate at `u32::MAX`.
    pub fn record(&mut self, variant: TallyVariant, opponent: Opponent, winner: Option<Side>) {
        let index = match self
            .entries
            .iter()
            .position(|e| e.variant == variant && e.opponent == opponent)
        {
            Some(i) => i,
            None => {
                self.entries.push(TallyEntry {
                    variant,
                    opponent,
                    counts: Counts::zero(opponent),
                });
                self.entries.len() - 1
            }
        };
        bump(&mut self.entries[index].counts, opponent, winner);
        self.sort();
    }

    /// The rows, sorted: presets in their menu order, then custom rules by name and rules
    /// string; within a variant the computer rows (easy, medium, hard; attackers before
    /// defenders) before the two-player row.
    pub fn entries(&self) -> &[TallyEntry] {
        &self.entries
    }

    /// Forgets every count.
    pub fn reset(&mut self) {
        self.entries.clear();
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    fn sort(&mut self) {
        crate::sorting::by(&mut self.entries, |a, b| {
            (a.variant.order(), a.opponent.order()).cmp(&(b.variant.order(), b.opponent.order()))
        });
    }

    /// Writes the tally document.
    pub fn to_json(&self) -> String {
        let doc = TallyDoc {
            format: FORMAT.to_string(),
            version: u64::from(VERSION),
            entries: self.entries.iter().map(entry_doc).collect(),
            counted: self.counted.clone(),
        };
        serde_json::to_string_pretty(&doc).unwrap_or_default()
    }

    /// Reads a tally document.
    pub fn from_json(text: &str) -> Result<Tally, TallyError> {
        let corrupt = |e: serde_json::Error| TallyError::Corrupt(e.to_string());
        let value: serde_json::Value = serde_json::from_str(text).map_err(corrupt)?;
        let header = value
            .as_object()
            .ok_or_else(|| TallyError::Corrupt("not a JSON object".into()))?;
        if header.get("format").and_then(serde_json::Value::as_str) != Some(FORMAT) {
            return Err(TallyError::Corrupt(format!("not a {FORMAT} document")));
        }
        match header.get("version").and_then(serde_json::Value::as_u64) {
            Some(v) if v == u64::from(VERSION) => {}
            Some(v) => return Err(TallyError::UnsupportedVersion(v)),
            None => return Err(TallyError::Corrupt("no version".into())),
        }
        let doc: TallyDoc = serde_json::from_value(value).map_err(corrupt)?;
        let mut tally = Tally {
            counted: doc.counted,
            ..Tally::new()
        };
        for e in doc.entries {
            let entry = read_entry(e)?;
            if tally
                .entries
                .iter()
                .any(|x| x.variant == entry.variant && x.opponent == entry.opponent)
            {
                return Err(TallyError::Corrupt("a row is listed twice".into()));
            }
            tally.entries.push(entry);
        }
        tally.sort();
        Ok(tally)
    }
}

/// One line of a statistics card: who the games were against, and the score.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TallyLine {
    /// "Against the computer (Hard), you played Defenders".
    pub opponent: String,
    /// "Won 3 · drawn 1 · lost 2".
    pub score: String,
    /// The games the line counts.
    pub games: u64,
}

/// A variant's rows of the tally, worded for the statistics page.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TallyCard {
    /// The variant's key (a preset id or a custom rules string).
    pub key: String,
    /// The variant's name in the player's language.
    pub title: String,
    pub lines: Vec<TallyLine>,
}

impl Tally {
    /// Counts a game the controller handed out as finished, unless a game of its key was
    /// counted among the last ones; true when it was counted now.
    pub fn record_finished(&mut self, game: &FinishedGame) -> bool {
        if self.counted.contains(&game.key) {
            return false;
        }
        self.counted.push(game.key.clone());
        let over = self.counted.len().saturating_sub(REMEMBERED);
        self.counted.drain(..over);
        let variant = match (&game.rules.rules, game.rules.preset) {
            (None, Some(p)) => TallyVariant::Preset(p),
            (Some(rules), _) => TallyVariant::Custom {
                rules: rules.clone(),
                name: game.rules.name.clone(),
            },
            (None, None) => TallyVariant::Custom {
                rules: game.rules.variant_key.clone(),
                name: game.rules.name.clone(),
            },
        };
        let opponent = match game.mode {
            Mode::TwoPlayers => Opponent::TwoPlayers,
            Mode::VsComputer { human_side, level } => Opponent::Computer { level, human_side },
        };
        self.record(variant, opponent, game.outcome.winner);
        true
    }

    /// The rows grouped by variant, in the rows' order, in `w`'s words.
    pub fn cards(&self, w: &Words) -> Vec<TallyCard> {
        let mut cards: Vec<TallyCard> = Vec::new();
        for entry in &self.entries {
            let line = tally_line(w, entry);
            match cards.last_mut() {
                Some(card) if card.key == entry.variant.key() => card.lines.push(line),
                _ => cards.push(TallyCard {
                    key: entry.variant.key().to_string(),
                    title: match &entry.variant {
                        TallyVariant::Preset(p) => texts::preset(w, *p),
                        TallyVariant::Custom { name, .. } => {
                            w.format("custom-rules-title", &[("name", name.as_str().into())])
                        }
                    },
                    lines: vec![line],
                }),
            }
        }
        cards
    }
}

fn tally_line(w: &Words, entry: &TallyEntry) -> TallyLine {
    let opponent = match entry.opponent {
        Opponent::Computer { level, human_side } => w.format(
            "stats-vs-computer",
            &[
                ("level", level.name().into()),
                ("side", human_side.name().into()),
            ],
        ),
        Opponent::TwoPlayers => w.text("stats-two-players"),
    };
    let score = match entry.counts {
        Counts::VsComputer {
            human_wins,
            draws,
            human_losses,
        } => w.format(
            "stats-vs-computer-score",
            &[
                ("wins", human_wins.into()),
                ("draws", draws.into()),
                ("losses", human_losses.into()),
            ],
        ),
        Counts::TwoPlayers {
            attacker_wins,
            defender_wins,
            draws,
        } => w.format(
            "stats-two-players-score",
            &[
                ("attacker_wins", attacker_wins.into()),
                ("defender_wins", defender_wins.into()),
                ("draws", draws.into()),
            ],
        ),
    };
    TallyLine {
        opponent,
        score,
        games: entry.counts.games(),
    }
}

fn bump(counts: &mut Counts, opponent: Opponent, winner: Option<Side>) {
    let add = |n: &mut u32| *n = n.saturating_add(1);
    match (counts, opponent) {
        (
            Counts::VsComputer {
                human_wins,
                draws,
                human_losses,
            },
            Opponent::Computer { human_side, .. },
        ) => match winner {
            None => add(draws),
            Some(w) if w == human_side => add(human_wins),
            Some(_) => add(human_losses),
        },
        (
            Counts::TwoPlayers {
                attacker_wins,
                defender_wins,
                draws,
            },
            _,
        ) => match winner {
            None => add(draws),
            Some(Side::Attackers) => add(attacker_wins),
            Some(Side::Defenders) => add(defender_wins),
        },
        // A row's counts always match its opponent (see `Counts::zero` and `read_entry`).
        (Counts::VsComputer { .. }, Opponent::TwoPlayers) => {}
    }
}

#[derive(Serialize, Deserialize)]
struct TallyDoc {
    format: String,
    version: u64,
    entries: Vec<EntryDoc>,
    /// The keys of the last games counted (absent in documents written before it was kept).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    counted: Vec<String>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct VariantDoc {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    preset: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    custom: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    name: Option<String>,
}

#[derive(Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
enum OpponentDoc {
    Computer { level: String, human_side: String },
    TwoPlayers,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct EntryDoc {
    variant: VariantDoc,
    opponent: OpponentDoc,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    human_wins: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    human_losses: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    attacker_wins: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    defender_wins: Option<u32>,
    draws: u32,
}

fn side_id(side: Side) -> &'static str {
    match side {
        Side::Attackers => "attackers",
        Side::Defenders => "defenders",
    }
}

fn entry_doc(e: &TallyEntry) -> EntryDoc {
    let variant = match &e.variant {
        TallyVariant::Preset(p) => VariantDoc {
            preset: Some(p.id().to_string()),
            custom: None,
            name: None,
        },
        TallyVariant::Custom { rules, name } => VariantDoc {
            preset: None,
            custom: Some(rules.clone()),
            name: Some(name.clone()),
        },
    };
    let opponent = match e.opponent {
        Opponent::Computer { level, human_side } => OpponentDoc::Computer {
            level: level.name().to_string(),
            human_side: side_id(human_side).to_string(),
        },
        Opponent::TwoPlayers => OpponentDoc::TwoPlayers,
    };
    let mut doc = EntryDoc {
        variant,
        opponent,
        human_wins: None,
        human_losses: None,
        attacker_wins: None,
        defender_wins: None,
        draws: 0,
    };
    match e.counts {
        Counts::VsComputer {
            human_wins,
            draws,
            human_losses,
        } => {
            doc.human_wins = Some(human_wins);
            doc.human_losses = Some(human_losses);
            doc.draws = draws;
        }
        Counts::TwoPlayers {
            attacker_wins,
            defender_wins,
            draws,
        } => {
            doc.attacker_wins = Some(attacker_wins);
            doc.defender_wins = Some(defender_wins);
            doc.draws = draws;
        }
    }
    doc
}

fn read_entry(doc: EntryDoc) -> Result<TallyEntry, TallyError> {
    let corrupt = |what: &str| TallyError::Corrupt(what.to_string());
    let variant = match (doc.variant.preset, doc.variant.custom, doc.variant.name) {
        (Some(id), None, None) => {
            TallyVariant::Preset(Preset::from_id(&id).ok_or(TallyError::UnknownPreset(id))?)
        }
        (None, Some(rules), Some(name)) if !rules.trim().is_empty() => {
            TallyVariant::Custom { rules, name }
        }
        _ => {
            return Err(corrupt(
                "a row's variant is neither a preset nor custom rules",
            ))
        }
    };
    let (opponent, counts) = match doc.opponent {
        OpponentDoc::Computer { level, human_side } => {
            let level = Level::ALL
                .into_iter()
                .find(|l| l.name() == level)
                .ok_or_else(|| corrupt("unknown computer level"))?;
            let human_side = [Side::Attackers, Side::Defenders]
                .into_iter()
                .find(|s| side_id(*s) == human_side)
                .ok_or_else(|| corrupt("unknown side"))?;
            let counts = match (
                doc.human_wins,
                doc.human_losses,
                doc.attacker_wins,
                doc.defender_wins,
            ) {
                (Some(human_wins), Some(human_losses), None, None) => Counts::VsComputer {
                    human_wins,
                    draws: doc.draws,
                    human_losses,
                },
                _ => return Err(corrupt("a computer row needs human_wins and human_losses")),
            };
            (Opponent::Computer { level, human_side }, counts)
        }
        OpponentDoc::TwoPlayers => {
            let counts = match (
                doc.human_wins,
                doc.human_losses,
                doc.attacker_wins,
                doc.defender_wins,
            ) {
                (None, None, Some(attacker_wins), Some(defender_wins)) => Counts::TwoPlayers {
                    attacker_wins,
                    defender_wins,
                    draws: doc.draws,
                },
                _ => {
                    return Err(corrupt(
                        "a two-player row needs attacker_wins and defender_wins",
                    ))
                }
            };
            (Opponent::TwoPlayers, counts)
        }
    };
    Ok(TallyEntry {
        variant,
        opponent,
        counts,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hard(side: Side) -> Opponent {
        Opponent::Computer {
            level: Level::Hard,
            human_side: side,
        }
    }

    #[test]
    fn counts_from_the_human_and_the_sides_point_of_view() {
        let mut t = Tally::new();
        let b = TallyVariant::Preset(Preset::Brandubh);
        t.record(b.clone(), hard(Side::Defenders), Some(Side::Defenders));
        t.record(b.clone(), hard(Side::Defenders), Some(Side::Attackers));
        t.record(b.clone(), hard(Side::Defenders), Some(Side::Attackers));
        t.record(b.clone(), hard(Side::Defenders), None);
        t.record(b.clone(), Opponent::TwoPlayers, Some(Side::Defenders));
        t.record(b.clone(), Opponent::TwoPlayers, None);
        assert_eq!(t.entries().len(), 2);
        assert_eq!(
            t.entries()[0].counts,
            Counts::VsComputer {
                human_wins: 1,
                draws: 1,
                human_losses: 2
            }
        );
        assert_eq!(
            t.entries()[1].counts,
            Counts::TwoPlayers {
                attacker_wins: 0,
                defender_wins: 1,
                draws: 1
            }
        );
        assert_eq!(t.entries()[0].counts.games(), 4);
    }

    #[test]
    fn rows_are_sorted_by_preset_then_custom_then_opponent() {
        let mut t = Tally::new();
        let custom = TallyVariant::Custom {
            rules: "dim:7 start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/".into(),
            name: "Mine".into(),
        };
        t.record(custom.clone(), Opponent::TwoPlayers, None);
        t.record(
            TallyVariant::Preset(Preset::Copenhagen),
            hard(Side::Attackers),
            None,
        );
        t.record(
            TallyVariant::Preset(Preset::Brandubh),
            Opponent::TwoPlayers,
            None,
        );
        t.record(
            TallyVariant::Preset(Preset::Brandubh),
            hard(Side::Defenders),
            None,
        );
        t.record(
            TallyVariant::Preset(Preset::Brandubh),
            Opponent::Computer {
                level: Level::Easy,
                human_side: Side::Defenders,
            },
            None,
        );
        t.record(
            TallyVariant::Preset(Preset::Brandubh),
            hard(Side::Attackers),
            None,
        );
        let order: Vec<(String, Opponent)> = t
            .entries()
            .iter()
            .map(|e| (e.variant.key().to_string(), e.opponent))
            .collect();
        assert_eq!(
            order,
            vec![
                (
                    "brandubh".to_string(),
                    Opponent::Computer {
                        level: Level::Easy,
                        human_side: Side::Defenders
                    }
                ),
                ("brandubh".to_string(), hard(Side::Attackers)),
                ("brandubh".to_string(), hard(Side::Defenders)),
                ("brandubh".to_string(), Opponent::TwoPlayers),
                ("copenhagen".to_string(), hard(Side::Attackers)),
                (custom.key().to_string(), Opponent::TwoPlayers),
            ]
        );
        assert_eq!(t.entries()[5].variant.name(), "Mine");
        assert_eq!(t.entries()[0].variant.name(), "Brandubh");
    }

    #[test]
    fn round_trips_through_json() {
        let mut t = Tally::new();
        t.record(
            TallyVariant::Custom {
                rules: "dim:9 name:X start:/9/9/9/9/4K4/9/9/9/t8/".into(),
                name: "X".into(),
            },
            hard(Side::Attackers),
            Some(Side::Attackers),
        );
        t.record(
            TallyVariant::Preset(Preset::Tablut),
            Opponent::TwoPlayers,
            Some(Side::Attackers),
        );
        let text = t.to_json();
        assert!(text.contains("\"format\": \"tafl-tally\""), "{text}");
        assert!(text.contains("\"attacker_wins\": 1"), "{text}");
        assert!(text.contains("\"human_wins\": 1"), "{text}");
        assert_eq!(Tally::from_json(&text).unwrap(), t);
        assert_eq!(
            Tally::from_json(&Tally::new().to_json()).unwrap(),
            Tally::new()
        );
    }

    #[test]
    fn bad_documents_are_typed_errors() {
        let corrupt = |text: &str| {
            assert!(
                matches!(Tally::from_json(text), Err(TallyError::Corrupt(_))),
                "{text}: {:?}",
                Tally::from_json(text)
            )
        };
        corrupt("");
        corrupt("[]");
        corrupt("{\"format\":\"tafl-save\",\"version\":1,\"entries\":[]}");
        corrupt("{\"format\":\"tafl-tally\",\"entries\":[]}");
        corrupt("{\"format\":\"tafl-tally\",\"version\":1}");
        let row = |variant: &str, opponent: &str, counts: &str| {
            format!(
                "{{\"format\":\"tafl-tally\",\"version\":1,\"entries\":[{{\"variant\":{variant},\"opponent\":{opponent},{counts}}}]}}"
            )
        };
        let pre = "{\"preset\":\"brandubh\"}";
        let cpu = "{\"kind\":\"computer\",\"level\":\"hard\",\"human_side\":\"defenders\"}";
        let two = "{\"kind\":\"two-players\"}";
        let cpu_counts = "\"human_wins\":1,\"draws\":0,\"human_losses\":2";
        let two_counts = "\"attacker_wins\":1,\"draws\":0,\"defender_wins\":2";
        assert!(Tally::from_json(&row(pre, cpu, cpu_counts)).is_ok());
        assert!(Tally::from_json(&row(pre, two, two_counts)).is_ok());
        corrupt(&row(pre, cpu, two_counts));
        corrupt(&row(pre, two, cpu_counts));
        corrupt(&row(
            pre,
            cpu,
            "\"human_wins\":-1,\"draws\":0,\"human_losses\":2",
        ));
        corrupt(&row(
            pre,
            "{\"kind\":\"computer\",\"level\":\"godlike\",\"human_side\":\"defenders\"}",
            cpu_counts,
        ));
        corrupt(&row(
            pre,
            "{\"kind\":\"computer\",\"level\":\"hard\",\"human_side\":\"kings\"}",
            cpu_counts,
        ));
        corrupt(&row(pre, "{\"kind\":\"ghost\"}", cpu_counts));
        corrupt(&row("{}", cpu, cpu_counts));
        corrupt(&row("{\"custom\":\"dim:7\"}", cpu, cpu_counts));
        corrupt(&row(
            "{\"preset\":\"brandubh\",\"custom\":\"dim:7\",\"name\":\"x\"}",
            cpu,
            cpu_counts,
        ));
        let twice = row(pre, cpu, cpu_counts).replace(
            "]}",
            &format!(",{{\"variant\":{pre},\"opponent\":{cpu},{cpu_counts}}}]}}"),
        );
        corrupt(&twice);
        assert_eq!(
            Tally::from_json(&row("{\"preset\":\"chess\"}", cpu, cpu_counts)),
            Err(TallyError::UnknownPreset("chess".into()))
        );
        assert_eq!(
            Tally::from_json("{\"format\":\"tafl-tally\",\"version\":2,\"entries\":[]}"),
            Err(TallyError::UnsupportedVersion(2))
        );
    }

    #[test]
    fn reset_forgets_everything() {
        let mut t = Tally::new();
        t.record(
            TallyVariant::Preset(Preset::Fetlar),
            Opponent::TwoPlayers,
            None,
        );
        assert!(!t.is_empty());
        t.reset();
        assert!(t.is_empty());
        assert_eq!(Tally::from_json(&t.to_json()).unwrap(), Tally::new());
    }

    #[test]
    fn counts_saturate() {
        let mut t = Tally::new();
        let v = TallyVariant::Preset(Preset::Brandubh);
        t.record(v.clone(), Opponent::TwoPlayers, None);
        let text = t
            .to_json()
            .replace("\"draws\": 1", &format!("\"draws\": {}", u32::MAX));
        let mut t = Tally::from_json(&text).unwrap();
        t.record(v, Opponent::TwoPlayers, None);
        assert_eq!(
            t.entries()[0].counts,
            Counts::TwoPlayers {
                attacker_wins: 0,
                defender_wins: 0,
                draws: u32::MAX
            }
        );
    }
}
