//! The game's words for the apps' own screens (the new-game dialog, settings, statistics), in
//! the player's language, so that the apps' resources hold only their chrome.

use tafl_core::ai::Level;
use tafl_core::controller::{texts, GameError, Mode, NewGameChoice, Preferences, ThinkTime};
use tafl_core::words::Words;
use tafl_core::{Piece, Preset, Side};

/// A rule set in the new-game dialog.
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct PresetOption {
    pub preset: Preset,
    /// "Copenhagen Hnefatafl" in the player's language.
    pub name: String,
    /// "Brandubh (7×7; 8 vs 4 + king)".
    pub summary: String,
}

/// The presets, the default first, with their names and summaries.
#[uniffi::export]
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
#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct SetupPieceOption {
    /// The piece a tap puts on a square; `None` empties the square.
    pub piece: Option<Piece>,
    /// "Attacker", "Empty square" in the player's language.
    pub name: String,
}

/// The set-up palette: the attacker, the defender, the king, then the empty square.
#[uniffi::export]
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

/// The levels the apps offer, weakest first.
#[uniffi::export]
pub fn offered_levels() -> Vec<Level> {
    vec![Level::Easy, Level::Medium, Level::Hard]
}

/// What the new-game dialog shows before the player ever chose.
#[uniffi::export]
pub fn default_choice() -> NewGameChoice {
    NewGameChoice::default()
}

/// The range of Hard's think time in the settings.
#[uniffi::export]
pub fn think_time() -> ThinkTime {
    ThinkTime::RANGE
}

/// A think time in the settings' steps and range.
#[uniffi::export]
pub fn clamp_think_millis(millis: u32) -> u32 {
    ThinkTime::clamp(millis)
}

/// "1.5 s" / "1,5 s".
#[uniffi::export]
pub fn seconds_text(millis: u32, language: String) -> String {
    texts::seconds(&Words::for_code(&language), millis)
}

/// "Attackers".
#[uniffi::export]
pub fn side_name(side: Side, language: String) -> String {
    texts::side(&Words::for_code(&language), side)
}

/// "Hard".
#[uniffi::export]
pub fn level_name(level: Level, language: String) -> String {
    texts::level(&Words::for_code(&language), level)
}

/// "Two players on this device" / "Against the computer".
#[uniffi::export]
pub fn mode_name(vs_computer: bool, language: String) -> String {
    let id = if vs_computer {
        "mode-vs-computer"
    } else {
        "mode-two-players"
    };
    Words::for_code(&language).text(id)
}

/// Why an action was refused, e.g. a custom rules string in the new-game dialog.
#[uniffi::export]
pub fn error_text(error: GameError, language: String) -> String {
    texts::error(&Words::for_code(&language), error)
}

/// "The saved statistics were damaged and have been reset."
#[uniffi::export]
pub fn statistics_damaged_text(language: String) -> String {
    Words::for_code(&language).text("error-statistics-damaged")
}

/// The mode a choice starts, for labels.
#[uniffi::export]
pub fn mode_of_choice(choice: NewGameChoice) -> Mode {
    choice.config(ThinkTime::RANGE.default_millis, None).mode
}

/// The settings' defaults.
#[uniffi::export]
pub fn default_preferences() -> Preferences {
    Preferences::default()
}

/// The settings as the apps store them (a small JSON document the core owns).
#[uniffi::export]
pub fn preferences_to_json(preferences: Preferences) -> String {
    preferences.to_json()
}

/// The stored settings; every missing or damaged field keeps its default (never fails).
#[uniffi::export]
pub fn preferences_from_json(json: String) -> Preferences {
    Preferences::from_json(&json)
}

/// The board themes, the default first, named in `language`.
#[uniffi::export]
pub fn board_themes(language: String) -> Vec<tafl_core::themes::BoardTheme> {
    tafl_core::themes::themes(&Words::for_code(&language))
}

/// A theme's colours (0xAARRGGBB) for the light or the dark appearance.
#[uniffi::export]
pub fn board_palette(theme: tafl_core::themes::ThemeId, dark: bool) -> tafl_core::themes::Palette {
    tafl_core::themes::palette(theme, dark)
}
