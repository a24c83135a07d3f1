//! Choosing the rules: a preset id (`--variant`) or an OpenTafl rules string (`--rules`).

use clap::Args;
use std::sync::Arc;
use tafl_core::{Preset, Rules, Variant};

/// Parses a preset id for clap, listing the known ids on failure.
pub fn parse_preset(text: &str) -> Result<Preset, String> {
    text.parse::<Preset>().map_err(|_| {
        format!(
            "unknown variant {text:?}; known variants: {}",
            preset_ids().join(", ")
        )
    })
}

/// The ids of all presets, in the order of RULES.md.
pub fn preset_ids() -> Vec<&'static str> {
    Preset::ALL.iter().map(|p| p.id()).collect()
}

/// `--variant ID` or `--rules "OTR"`; Brandubh when neither is given.
#[derive(Args, Debug, Clone)]
pub struct VariantArgs {
    /// Built-in rule set: brandubh, brandubh-aagenielsen, ard-ri, tablut, hnefatafl,
    /// copenhagen or fetlar [default: brandubh]
    #[arg(long, short = 'v', value_name = "ID", value_parser = parse_preset)]
    pub variant: Option<Preset>,

    /// Custom rules as an OpenTafl rules string (instead of --variant), e.g.
    /// "dim:7 esc:c ks:c start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"
    #[arg(long, value_name = "OTR", conflicts_with = "variant")]
    pub rules: Option<String>,
}

impl VariantArgs {
    /// The compiled variant these arguments name.
    pub fn load(&self) -> Result<Arc<Variant>, String> {
        match (&self.rules, self.variant) {
            (Some(text), _) => {
                let rules = rules_from_otr(text)?;
                Variant::new(rules)
                    .map(Arc::new)
                    .map_err(|e| format!("the rules cannot be played: {e}"))
            }
            (None, preset) => Ok(Arc::new(Variant::from_preset(
                preset.unwrap_or(Preset::DEFAULT),
            ))),
        }
    }
}

/// Reads an OpenTafl rules string with the core's parser.
fn rules_from_otr(text: &str) -> Result<Rules, String> {
    tafl_core::otr::parse_rules(text).map_err(|e| format!("--rules: {e}"))
}

/// A short name for the rules in use: the preset id, or the rules' own name.
pub fn describe(variant: &Variant) -> String {
    match variant.preset() {
        Some(p) => format!("{} ({})", variant.rules().name, p.id()),
        None => format!("{} (custom rules)", variant.rules().name),
    }
}
