//! Which rules a session plays: a preset, or custom rules from an OpenTafl rules string.

use crate::errors::TaflError;
use crate::presets::Preset;
use std::sync::Arc;
use tafl_core as tc;

/// The rules of a game, for the app's title bar, rules page and tally.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct RulesInfo {
    /// The preset played; `None` for custom rules.
    pub preset: Option<Preset>,
    /// The name to show: the preset's ("Brandubh", "Copenhagen Hnefatafl") or the rules
    /// string's `name:` ("Unknown Tafl" when it has none).
    pub name: String,
    /// Custom rules: the OpenTafl rules string in its canonical form (what the save keeps and
    /// `rulebook_for_rules` takes). `None` for presets.
    pub rules: Option<String>,
    /// The tally's key of the variant: the preset id, or the canonical rules string.
    pub variant_key: String,
    pub board_size: u8,
    /// Attacking soldiers at the start.
    pub attackers: u32,
    /// Defending soldiers at the start, NOT counting the king.
    pub defenders: u32,
}

/// Custom rules as a session keeps them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Custom {
    /// The canonical OpenTafl rules string.
    pub text: String,
    pub rules: tc::Rules,
}

/// A session's rules: the config's preset, overridden by custom rules when given.
#[derive(Clone, Debug)]
pub(crate) struct Ruleset {
    pub preset: Preset,
    pub custom: Option<Custom>,
    pub variant: Arc<tc::Variant>,
}

/// Reads an OpenTafl rules string: the rules and their canonical string (the string
/// `write_rules` gives back, so that equal rules written differently get one key).
/// BadRules / UnsupportedRules.
pub(crate) fn parse_custom(text: &str) -> Result<Custom, TaflError> {
    let rules = tc::otr::parse_rules(text)?;
    let canonical = tc::otr::write_rules(&rules)
        .ok()
        .filter(|t| tc::otr::parse_rules(t).as_ref() == Ok(&rules))
        .unwrap_or_else(|| text.split_whitespace().collect::<Vec<_>>().join(" "));
    Ok(Custom {
        text: canonical,
        rules,
    })
}

impl Ruleset {
    pub fn of_preset(preset: Preset) -> Ruleset {
        Ruleset {
            preset,
            custom: None,
            variant: Arc::new(tc::Variant::from_preset(preset.core())),
        }
    }

    /// The preset, or the custom rules when `rules` is given. BadRules / UnsupportedRules.
    pub fn new(preset: Preset, rules: Option<&str>) -> Result<Ruleset, TaflError> {
        match rules {
            None => Ok(Ruleset::of_preset(preset)),
            Some(text) => {
                let custom = parse_custom(text)?;
                let variant =
                    tc::Variant::new(custom.rules.clone()).map_err(|_| TaflError::BadRules)?;
                Ok(Ruleset {
                    preset,
                    custom: Some(custom),
                    variant: Arc::new(variant),
                })
            }
        }
    }

    pub fn rules(&self) -> &tc::Rules {
        self.variant.rules()
    }

    pub fn new_game(&self) -> tc::Game {
        tc::Game::from_variant(Arc::clone(&self.variant))
    }

    /// Whether `game` is played by these rules.
    pub fn plays(&self, game: &tc::Game) -> bool {
        match &self.custom {
            None => game.variant().preset() == Some(self.preset.core()),
            Some(c) => game.variant().rules() == &c.rules,
        }
    }

    pub fn info(&self) -> RulesInfo {
        info_of(
            self.rules(),
            self.custom.is_none().then_some(self.preset),
            self.custom.as_ref().map(|c| c.text.clone()),
        )
    }
}

fn info_of(rules: &tc::Rules, preset: Option<Preset>, text: Option<String>) -> RulesInfo {
    let count = |p: tc::Piece| rules.setup.iter().filter(|(_, q)| *q == p).count() as u32;
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
        attackers: count(tc::Piece::Attacker),
        defenders: count(tc::Piece::Defender),
    }
}

/// Checks an OpenTafl rules string before a game is started with it: BadRules (malformed, or
/// rules that cannot be played) / UnsupportedRules (a rule this app does not play).
#[uniffi::export]
pub fn validate_rules(otr: String) -> Result<RulesInfo, TaflError> {
    let custom = parse_custom(&otr)?;
    Ok(info_of(&custom.rules, None, Some(custom.text.clone())))
}
