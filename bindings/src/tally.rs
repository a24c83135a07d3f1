//! The score tally the apps keep across restarts (`ScoreTally`), and the finished games a
//! session hands to it exactly once (`FinishedGame`).

use crate::errors::TaflError;
use crate::presets::Preset;
use crate::session::{GameSession, Mode};
use crate::snapshot::{self, EndReason, GameStatus};
use crate::types::{Level, Side};
use crate::variants::RulesInfo;
use std::sync::{Arc, Mutex, MutexGuard};
use tafl_core as tc;
use tc::tally::{Counts, Opponent, Tally, TallyError, TallyVariant};

/// One finished game, as counted in the tally.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct FinishedGame {
    /// The preset played; `None` for custom rules.
    pub preset: Option<Preset>,
    /// Custom rules: the canonical OpenTafl rules string; `None` for presets.
    pub rules: Option<String>,
    pub variant_key: String,
    pub variant_name: String,
    /// Two players, or vs the computer with the side the human played in THIS game (in game 2
    /// of a match the human plays the other side than in game 1).
    pub mode: Mode,
    /// AttackersWon, DefendersWon or Draw (never Ongoing).
    pub status: GameStatus,
    pub reason: EndReason,
    /// 1 or 2 in a two-game match; `None` outside a match.
    pub match_game: Option<u8>,
}

impl FinishedGame {
    pub(crate) fn new(
        info: RulesInfo,
        mode: Mode,
        outcome: tc::Outcome,
        match_game: Option<u8>,
    ) -> FinishedGame {
        let (status, reason) = snapshot::status_of(Some(outcome));
        FinishedGame {
            preset: info.preset,
            rules: info.rules,
            variant_key: info.variant_key,
            variant_name: info.name,
            mode,
            status,
            reason: reason.unwrap_or(EndReason::NoLegalMove),
            match_game,
        }
    }

    fn winner(&self) -> Option<Side> {
        match self.status {
            GameStatus::AttackersWon => Some(Side::Attackers),
            GameStatus::DefendersWon => Some(Side::Defenders),
            GameStatus::Draw | GameStatus::Ongoing => None,
        }
    }

    fn tally_variant(&self) -> TallyVariant {
        match (&self.rules, self.preset) {
            (Some(rules), _) => TallyVariant::Custom {
                rules: rules.clone(),
                name: self.variant_name.clone(),
            },
            (None, Some(p)) => TallyVariant::Preset(p.core()),
            // Not produced by sessions: every game has a preset or custom rules.
            (None, None) => TallyVariant::Custom {
                rules: self.variant_key.clone(),
                name: self.variant_name.clone(),
            },
        }
    }
}

/// One row of the tally: a variant against one opponent.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct TallyRow {
    /// The preset; `None` for custom rules.
    pub preset: Option<Preset>,
    /// Custom rules: the canonical OpenTafl rules string; `None` for presets.
    pub rules: Option<String>,
    /// The preset id or the custom rules string.
    pub variant_key: String,
    pub variant_name: String,
    pub score: TallyScore,
}

/// The counts of a row, by opponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum TallyScore {
    /// Against the computer at `level`, the human playing `human_side`: the human's results.
    VsComputer {
        level: Level,
        human_side: Side,
        human_wins: u32,
        draws: u32,
        human_losses: u32,
    },
    /// Two players at one device: which side won.
    TwoPlayers {
        attacker_wins: u32,
        defender_wins: u32,
        draws: u32,
    },
}

fn core_level(level: Level) -> tc::ai::Level {
    level.into()
}

fn ffi_level(level: tc::ai::Level) -> Option<Level> {
    match level {
        tc::ai::Level::Easy => Some(Level::Easy),
        tc::ai::Level::Medium => Some(Level::Medium),
        tc::ai::Level::Hard => Some(Level::Hard),
        tc::ai::Level::Random => None,
    }
}

fn row_of(e: &tc::tally::TallyEntry) -> Option<TallyRow> {
    let score = match (e.opponent, e.counts) {
        (
            Opponent::Computer { level, human_side },
            Counts::VsComputer {
                human_wins,
                draws,
                human_losses,
            },
        ) => TallyScore::VsComputer {
            level: ffi_level(level)?,
            human_side: human_side.into(),
            human_wins,
            draws,
            human_losses,
        },
        (
            Opponent::TwoPlayers,
            Counts::TwoPlayers {
                attacker_wins,
                defender_wins,
                draws,
            },
        ) => TallyScore::TwoPlayers {
            attacker_wins,
            defender_wins,
            draws,
        },
        _ => return None,
    };
    let (preset, rules) = match &e.variant {
        TallyVariant::Preset(p) => (Some(Preset::from_core(*p)), None),
        TallyVariant::Custom { rules, .. } => (None, Some(rules.clone())),
    };
    Some(TallyRow {
        preset,
        rules,
        variant_key: e.variant.key().to_string(),
        variant_name: e.variant.name(),
        score,
    })
}

/// Wins, draws and losses per variant and opponent, kept by the app as an opaque JSON string
/// (`to_json()` / `restore()`). Thread-safe.
#[derive(Debug, uniffi::Object)]
pub struct ScoreTally {
    tally: Mutex<Tally>,
}

impl ScoreTally {
    fn lock(&self) -> MutexGuard<'_, Tally> {
        self.tally.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[uniffi::export]
impl ScoreTally {
    /// An empty tally.
    #[uniffi::constructor]
    pub fn new() -> Arc<Self> {
        Arc::new(ScoreTally {
            tally: Mutex::new(Tally::new()),
        })
    }

    /// A tally from `to_json()`'s text. CorruptSave (not a tally document, damaged rows),
    /// UnsupportedVersion (another version), UnknownPreset (a row names an unknown preset).
    #[uniffi::constructor]
    pub fn restore(json: String) -> Result<Arc<Self>, TaflError> {
        let tally = Tally::from_json(&json).map_err(|e| match e {
            TallyError::Corrupt(_) => TaflError::CorruptSave,
            TallyError::UnsupportedVersion(_) => TaflError::UnsupportedVersion,
            TallyError::UnknownPreset(_) => TaflError::UnknownPreset,
        })?;
        // Every row must be one the app can show (no levels the apps do not offer).
        if tally.entries().iter().any(|e| row_of(e).is_none()) {
            return Err(TaflError::CorruptSave);
        }
        Ok(Arc::new(ScoreTally {
            tally: Mutex::new(tally),
        }))
    }

    /// The rows: presets in menu order (Brandubh first), then custom rules by name; within a
    /// variant the computer rows (easy, medium, hard; human attackers before defenders), then
    /// the two-player row. Only rows with at least one game exist.
    pub fn rows(&self) -> Vec<TallyRow> {
        self.lock().entries().iter().filter_map(row_of).collect()
    }

    /// The tally as its versioned JSON document (store it as an opaque string).
    pub fn to_json(&self) -> String {
        self.lock().to_json()
    }

    /// Forgets every count.
    pub fn reset(&self) {
        self.lock().reset();
    }

    /// Counts the session's finished games that were not counted yet (each game exactly once:
    /// see `GameSession::take_finished_result`) and returns them: usually none or one, two when
    /// both games of a match end uncounted. Then save the tally (`to_json()`) and the session.
    pub fn record(&self, session: Arc<GameSession>) -> Vec<FinishedGame> {
        let mut counted = Vec::new();
        while let Some(game) = session.take_finished_result() {
            self.add(&game);
            counted.push(game);
        }
        counted
    }
}

impl ScoreTally {
    fn add(&self, game: &FinishedGame) {
        let opponent = match game.mode {
            Mode::TwoPlayers => Opponent::TwoPlayers,
            Mode::VsComputer { human_side, level } => Opponent::Computer {
                level: core_level(level),
                human_side: human_side.into(),
            },
        };
        self.lock().record(
            game.tally_variant(),
            opponent,
            game.winner().map(Into::into),
        );
    }
}
