//! The rules page of a preset or of an OpenTafl rules string, in the player's language,
//! written by the core from the rules (the controller gives the page of the game played).

use tafl_core::controller::{validate_rules, GameError};
use tafl_core::rulebook::Rulebook;
use tafl_core::words::Lang;
use tafl_core::Preset;

/// The rules page of a preset. `language`: "en", "et", "ru" (a region such as "et-EE" is
/// ignored); anything else gives English.
#[uniffi::export]
pub fn rulebook(preset: Preset, language: String) -> Rulebook {
    tafl_core::rulebook::rulebook(&preset.rules(), Lang::from_code(&language))
}

/// The rules page of an OpenTafl rules string. BadRules / UnsupportedRules.
#[uniffi::export]
pub fn rulebook_for_rules(otr: String, language: String) -> Result<Rulebook, GameError> {
    validate_rules(&otr)?;
    let rules = tafl_core::otr::parse_rules(&otr).map_err(|_| GameError::BadRules)?;
    Ok(tafl_core::rulebook::rulebook(
        &rules,
        Lang::from_code(&language),
    ))
}
