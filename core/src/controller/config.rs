//! What a game is started with: its rules (a preset or custom rules), who plays, whether it is a
//! two-game match, and the computer's budget — and the new-game dialog's choice that leads there.

use crate::ai::Level;
use crate::controller::GameError;
use crate::game::Game;
use crate::presets::Preset;
use crate::rules::Rules;
use crate::types::{Piece, Side};
use crate::variant::Variant;
use std::sync::Arc;

/// Who plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Mode {
    /// Two players at one device.
    TwoPlayers,
    /// Against the computer at `level`; the human plays `human_side` (in game 1 of a match).
    VsComputer { human_side: Side, level: Level },
}

/// Everything a game is started with.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GameConfig {
    /// The preset played; with `rules` set, only the base the custom rules were chosen from.
    pub preset: Preset,
    /// Custom rules as an OpenTafl rules string, played instead of `preset`.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub rules: Option<String>,
    pub mode: Mode,
    /// Two games with the sides swapped in game 2; equal points are decided by captures.
    #[cfg_attr(feature = "uniffi", uniffi(default = false))]
    pub two_game_match: bool,
    /// The budget of Hard's moves and of hints; `None` = the default (1 s). Easy and Medium
    /// keep their own small caps unless this is set.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub think_millis: Option<u32>,
    /// `Some` = a reproducible computer: its budget is then counted in search nodes.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub seed: Option<u64>,
}

impl GameConfig {
    /// Two players, the preset's rules, no match.
    pub fn two_players(preset: Preset) -> GameConfig {
        GameConfig {
            preset,
            rules: None,
            mode: Mode::TwoPlayers,
            two_game_match: false,
            think_millis: None,
            seed: None,
        }
    }
}

/// What the new-game dialog chooses. The side and level are kept in two-player games too, so
/// that the dialog opens on what the player chose last.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct NewGameChoice {
    pub preset: Preset,
    /// An OpenTafl rules string played instead of `preset`.
    pub custom_rules: Option<String>,
    pub vs_computer: bool,
    pub human_side: Side,
    pub level: Level,
    pub two_game_match: bool,
}

impl Default for NewGameChoice {
    fn default() -> NewGameChoice {
        NewGameChoice {
            preset: Preset::DEFAULT,
            custom_rules: None,
            vs_computer: false,
            human_side: Side::Defenders,
            level: Level::Medium,
            two_game_match: false,
        }
    }
}

impl NewGameChoice {
    /// The game this choice starts. `hard_think_millis` (the player's setting) reaches the
    /// computer only where Hard searches — the Hard level, and hints — so Easy and Medium keep
    /// their own fast caps.
    pub fn config(&self, hard_think_millis: u32, seed: Option<u64>) -> GameConfig {
        let uses_hard = !self.vs_computer || self.level == Level::Hard;
        GameConfig {
            preset: self.preset,
            rules: self
                .custom_rules
                .as_deref()
                .map(str::trim)
                .filter(|r| !r.is_empty())
                .map(str::to_string),
            mode: if self.vs_computer {
                Mode::VsComputer {
                    human_side: self.human_side,
                    level: self.level,
                }
            } else {
                Mode::TwoPlayers
            },
            two_game_match: self.two_game_match,
            think_millis: uses_hard.then(|| ThinkTime::clamp(hard_think_millis)),
            seed,
        }
    }

    /// The choice a running game was started with (side and level from `fallback` in
    /// two-player games, whose mode names neither).
    pub fn of(config: &GameConfig, fallback: &NewGameChoice) -> NewGameChoice {
        let (vs_computer, human_side, level) = match config.mode {
            Mode::TwoPlayers => (false, fallback.human_side, fallback.level),
            Mode::VsComputer { human_side, level } => (true, human_side, level),
        };
        NewGameChoice {
            preset: config.preset,
            custom_rules: config.rules.clone(),
            vs_computer,
            human_side,
            level,
            two_game_match: config.two_game_match,
        }
    }
}

/// The range of Hard's thinking time that the settings offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ThinkTime {
    pub min_millis: u32,
    pub max_millis: u32,
    pub step_millis: u32,
    pub default_millis: u32,
}

impl ThinkTime {
    pub const RANGE: ThinkTime = ThinkTime {
        min_millis: 500,
        max_millis: 5000,
        step_millis: 500,
        default_millis: 1000,
    };

    /// To the nearest step, within the range.
    pub fn clamp(millis: u32) -> u32 {
        let r = ThinkTime::RANGE;
        let steps = millis.saturating_add(r.step_millis / 2) / r.step_millis;
        (steps * r.step_millis).clamp(r.min_millis, r.max_millis)
    }
}

/// The rules of a game, for the title bar, the rules page and the score tally.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RulesInfo {
    /// The preset played; `None` for custom rules.
    pub preset: Option<Preset>,
    /// The rules' own name: the preset's ("Brandubh") or the rules string's `name:`.
    pub name: String,
    /// Custom rules: the OpenTafl rules string in its canonical form. `None` for presets.
    pub rules: Option<String>,
    /// The tally's key of the variant: the preset id, or the canonical rules string.
    pub variant_key: String,
    pub board_size: u8,
    /// Attacking soldiers at the start.
    pub attackers: u32,
    /// Defending soldiers at the start, not counting the king.
    pub defenders: u32,
}

impl RulesInfo {
    pub(crate) fn of(rules: &Rules, preset: Option<Preset>, text: Option<String>) -> RulesInfo {
        let count = |p: Piece| rules.setup.iter().filter(|(_, q)| *q == p).count() as u32;
        let variant_key = match (&text, preset) {
            (Some(t), _) => t.clone(),
            (None, Some(p)) => p.id().to_string(),
            (None, None) => rules.name.clone(),
        };
        RulesInfo {
            preset,
            name: rules.name.clone(),
            rules: text,
            variant_key,
            board_size: rules.size,
            attackers: count(Piece::Attacker),
            defenders: count(Piece::Defender),
        }
    }
}

/// Custom rules read from an OpenTafl rules string, with the string in its canonical form (the
/// one the core writes back, so that equal rules typed differently have one key).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CustomRules {
    pub text: String,
    pub rules: Rules,
}

impl CustomRules {
    /// BadRules (unreadable, or rules that cannot be played) / UnsupportedRules.
    pub fn parse(text: &str) -> Result<CustomRules, GameError> {
        let rules = crate::otr::parse_rules(text).map_err(GameError::of_rules)?;
        crate::variant::Variant::new(rules.clone()).map_err(|_| GameError::BadRules)?;
        let canonical = crate::otr::write_rules(&rules)
            .ok()
            .filter(|t| crate::otr::parse_rules(t).as_ref() == Ok(&rules))
            .unwrap_or_else(|| text.split_whitespace().collect::<Vec<_>>().join(" "));
        Ok(CustomRules {
            text: canonical,
            rules,
        })
    }
}

/// Checks an OpenTafl rules string before a game is started with it.
pub fn validate_rules(text: &str) -> Result<RulesInfo, GameError> {
    let custom = CustomRules::parse(text)?;
    Ok(RulesInfo::of(&custom.rules, None, Some(custom.text)))
}

/// The rules a game is played by: the config's preset, or custom rules over it.
#[derive(Clone, Debug)]
pub(crate) struct Ruleset {
    pub preset: Preset,
    pub custom: Option<CustomRules>,
    pub variant: Arc<Variant>,
}

impl Ruleset {
    pub fn of_preset(preset: Preset) -> Ruleset {
        Ruleset {
            preset,
            custom: None,
            variant: Arc::new(Variant::from_preset(preset)),
        }
    }

    /// BadRules / UnsupportedRules for a custom rules string that cannot be played.
    pub fn new(preset: Preset, rules: Option<&str>) -> Result<Ruleset, GameError> {
        match rules {
            None => Ok(Ruleset::of_preset(preset)),
            Some(text) => {
                let custom = CustomRules::parse(text)?;
                let variant =
                    Variant::new(custom.rules.clone()).map_err(|_| GameError::BadRules)?;
                Ok(Ruleset {
                    preset,
                    custom: Some(custom),
                    variant: Arc::new(variant),
                })
            }
        }
    }

    pub fn rules(&self) -> &Rules {
        self.variant.rules()
    }

    pub fn new_game(&self) -> Game {
        Game::from_variant(Arc::clone(&self.variant))
    }

    /// Whether `game` is played by these rules.
    pub fn plays(&self, game: &Game) -> bool {
        match &self.custom {
            None => game.variant().preset() == Some(self.preset),
            Some(c) => game.variant().rules() == &c.rules,
        }
    }

    pub fn info(&self) -> RulesInfo {
        RulesInfo::of(
            self.rules(),
            self.custom.is_none().then_some(self.preset),
            self.custom.as_ref().map(|c| c.text.clone()),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn think_time_rounds_to_steps_within_the_range() {
        assert_eq!(ThinkTime::clamp(0), 500);
        assert_eq!(ThinkTime::clamp(1240), 1000);
        assert_eq!(ThinkTime::clamp(1250), 1500);
        assert_eq!(ThinkTime::clamp(99_999), 5000);
        assert_eq!(ThinkTime::clamp(u32::MAX - 10), 5000);
    }

    #[test]
    fn the_think_time_reaches_only_hard_and_hints() {
        let mut choice = NewGameChoice {
            vs_computer: true,
            level: Level::Medium,
            ..NewGameChoice::default()
        };
        assert_eq!(choice.config(2000, None).think_millis, None);
        choice.level = Level::Hard;
        assert_eq!(choice.config(2000, None).think_millis, Some(2000));
        choice.vs_computer = false;
        let config = choice.config(2200, Some(3));
        assert_eq!(config.think_millis, Some(2000));
        assert_eq!(config.mode, Mode::TwoPlayers);
        assert_eq!(config.seed, Some(3));
        // The dialog reopens on the side and level chosen last, in two-player games too.
        let back = NewGameChoice::of(&config, &choice);
        assert_eq!(back, choice);
    }

    #[test]
    fn blank_custom_rules_are_none() {
        let choice = NewGameChoice {
            custom_rules: Some("  ".into()),
            ..NewGameChoice::default()
        };
        assert_eq!(choice.config(1000, None).rules, None);
    }
}
