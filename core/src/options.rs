//! What the apps' own screens offer — the rules of the new-game dialog, the levels, the think
//! time of the settings, the set-up palette, the board themes — named in the player's language,
//! so that the apps' resources hold only their chrome.

use crate::ai::Level;
use crate::controller::{texts, Coord, GameError, NewGameChoice, RulesInfo, ThinkTime};
use crate::rulebook::Rulebook;
use crate::themes::{BoardTheme, Palette, ThemeId};
use crate::types::{Piece, Side};
use crate::words::{Lang, Words};
use crate::Preset;

/// A rule set in the new-game dialog.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PresetOption {
    pub preset: Preset,
    /// "Copenhagen Hnefatafl" in the player's language.
    pub name: String,
    /// "Brandubh (7×7; 8 vs 4 + king)".
    pub summary: String,
}

/// The presets, the default first, with their names and summaries.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn preset_options(language: String) -> Vec<PresetOption> {
    let w = Words::for_code(&language);
    Preset::ALL
        .into_iter()
        .map(|preset| PresetOption {
            preset,
            name: texts::preset(&w, preset),
            summary: texts::preset_summary(&w, preset),
        })
        .collect()
}

/// A choice of the analysis board's set-up palette.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SetupPieceOption {
    /// The piece a tap puts on a square; `None` empties the square.
    pub piece: Option<Piece>,
    /// "Attacker", "Empty square" in the player's language.
    pub name: String,
}

/// The set-up palette: the attacker, the defender, the king, then the empty square.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn setup_pieces(language: String) -> Vec<SetupPieceOption> {
    let w = Words::for_code(&language);
    [
        Some(Piece::Attacker),
        Some(Piece::Defender),
        Some(Piece::King),
        None,
    ]
    .into_iter()
    .map(|piece| SetupPieceOption {
        piece,
        name: texts::setup_piece(&w, piece),
    })
    .collect()
}

/// The levels the apps offer, weakest first (the terminal's random mover is not one).
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn offered_levels() -> Vec<Level> {
    vec![Level::Easy, Level::Medium, Level::Hard]
}

/// What the new-game dialog shows before the player ever chose.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn default_choice() -> NewGameChoice {
    NewGameChoice::default()
}

/// The range of Hard's think time in the settings.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn think_time() -> ThinkTime {
    ThinkTime::RANGE
}

/// A think time in the settings' steps and range.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn clamp_think_millis(millis: u32) -> u32 {
    ThinkTime::clamp(millis)
}

/// "1.5 s" / "1,5 s".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn seconds_text(millis: u32, language: String) -> String {
    texts::seconds(&Words::for_code(&language), millis)
}

/// "Attackers".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn side_name(side: Side, language: String) -> String {
    texts::side(&Words::for_code(&language), side)
}

/// "Hard".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn level_name(level: Level, language: String) -> String {
    texts::level(&Words::for_code(&language), level)
}

/// "Two players on this device" / "Against the computer".
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn mode_name(vs_computer: bool, language: String) -> String {
    let id = if vs_computer {
        "mode-vs-computer"
    } else {
        "mode-two-players"
    };
    Words::for_code(&language).text(id)
}

/// The board themes, the default first, named in `language`.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn board_themes(language: String) -> Vec<BoardTheme> {
    crate::themes::themes(&Words::for_code(&language))
}

/// A theme's colours (0xAARRGGBB) for the light or the dark appearance.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn board_palette(theme: ThemeId, dark: bool) -> Palette {
    crate::themes::palette(theme, dark)
}

/// "a1" for (0, 0).
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn coord_name(coord: Coord) -> String {
    coord.name()
}

/// Parses "a1" … "m13" (case-insensitive); OffBoard for anything else.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn parse_coord(text: String) -> Result<Coord, GameError> {
    Coord::parse(&text)
}

/// The rules page of a preset, in `language` ("en", "et", "ru"; a region is ignored, anything
/// else gives English). The game's own is its controller's `rulebook()`.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn rulebook(preset: Preset, language: String) -> Rulebook {
    crate::rulebook::rulebook(&preset.rules(), Lang::from_code(&language))
}

/// Checks an OpenTafl rules string before a game is started with it. BadRules /
/// UnsupportedRules.
#[cfg_attr(feature = "uniffi", uniffi::export)]
pub fn validate_rules(otr: String) -> Result<RulesInfo, GameError> {
    crate::controller::validate_rules(&otr)
}
