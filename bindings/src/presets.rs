//! The seven built-in rule sets and a summary of their rules for the apps' menus.

use tafl_core as tc;
use tc::rules::{Escape, KingCapture, NoMoves, Repetition};
use tc::Preset;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum EscapeKind {
    Corner,
    Edge,
}

/// How the king is captured, derived from the rules' three king-capture switches
/// (on the throne / beside it / elsewhere).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum KingCaptureKind {
    /// Like a soldier, everywhere.
    TwoSides,
    /// Surrounded on four sides, everywhere.
    FourSides,
    /// Four sides on the throne, else two.
    FourOnThroneElseTwo,
    /// Four on the throne, three plus the throne beside it, else two.
    FourOrThreeBesideThroneElseTwo,
    /// Four, or three plus the throne beside it (never two).
    FourOrThreeBesideThrone,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum RepetitionKind {
    Allowed,
    Draw,
    DefendersLose,
    AttackersLose,
    MoverLoses,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum SpecialRule {
    Shieldwall,
    ExitFort,
    Encirclement,
    /// The king cannot be captured on an edge square.
    EdgeKingImmune,
    /// The king takes part in captures.
    ArmedKing,
    /// Draw after `no_capture_limit` plies without a capture.
    MoveLimit,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct PresetInfo {
    pub preset: Preset,
    /// Stable id: "brandubh", "brandubh-aagenielsen", "ard-ri", "tablut", "hnefatafl",
    /// "copenhagen", "fetlar".
    pub id: String,
    pub board_size: u8,
    /// Attacking soldiers at the start.
    pub attackers: u32,
    /// Defending soldiers at the start, NOT counting the king.
    pub defenders: u32,
    pub escape: EscapeKind,
    pub king_capture: KingCaptureKind,
    /// Whether the centre square is a throne.
    pub throne: bool,
    /// Whether soldiers may pass over the empty throne (false when there is no throne).
    pub soldiers_cross_throne: bool,
    pub repetition: RepetitionKind,
    /// Draw after this many plies in a row without a capture.
    pub no_capture_limit: Option<u32>,
    /// Having no legal move loses (otherwise it is a draw).
    pub no_moves_loses: bool,
    pub specials: Vec<SpecialRule>,
}

fn king_capture_kind(r: &tc::Rules) -> KingCaptureKind {
    use KingCapture::*;
    match (
        r.king_capture_on_throne,
        r.king_capture_beside_throne,
        r.king_capture_elsewhere,
    ) {
        (Two, Two, Two) => KingCaptureKind::TwoSides,
        (_, ThreeAndThrone, Two) => KingCaptureKind::FourOrThreeBesideThroneElseTwo,
        (_, _, Two) => KingCaptureKind::FourOnThroneElseTwo,
        (_, ThreeAndThrone, _) => KingCaptureKind::FourOrThreeBesideThrone,
        _ => KingCaptureKind::FourSides,
    }
}

pub(crate) fn info(preset: Preset) -> PresetInfo {
    let r = preset.rules();
    let mut specials = Vec::new();
    if r.shieldwall {
        specials.push(SpecialRule::Shieldwall);
    }
    if r.exit_fort {
        specials.push(SpecialRule::ExitFort);
    }
    if r.encirclement {
        specials.push(SpecialRule::Encirclement);
    }
    if !r.king_capture_on_edge {
        specials.push(SpecialRule::EdgeKingImmune);
    }
    if r.king_armed {
        specials.push(SpecialRule::ArmedKing);
    }
    if r.no_capture_limit.is_some() {
        specials.push(SpecialRule::MoveLimit);
    }
    let count = |p: tc::Piece| r.setup.iter().filter(|(_, q)| *q == p).count() as u32;
    PresetInfo {
        preset,
        id: preset.id().to_string(),
        board_size: r.size,
        attackers: count(tc::Piece::Attacker),
        defenders: count(tc::Piece::Defender),
        escape: match r.escape {
            Escape::Corner => EscapeKind::Corner,
            Escape::Edge => EscapeKind::Edge,
        },
        king_capture: king_capture_kind(&r),
        throne: r.throne,
        soldiers_cross_throne: r.throne
            && r.throne_cross.contains(tc::Piece::Attacker)
            && r.throne_cross.contains(tc::Piece::Defender),
        repetition: match r.repetition {
            Repetition::None => RepetitionKind::Allowed,
            Repetition::Draw => RepetitionKind::Draw,
            Repetition::SideLoses(tc::Side::Defenders) => RepetitionKind::DefendersLose,
            Repetition::SideLoses(tc::Side::Attackers) => RepetitionKind::AttackersLose,
            Repetition::MoverLoses => RepetitionKind::MoverLoses,
        },
        no_capture_limit: r.no_capture_limit,
        no_moves_loses: r.no_moves == NoMoves::Loss,
        specials,
    }
}

/// The seven presets, the default (Brandubh) first.
#[uniffi::export]
pub fn presets() -> Vec<PresetInfo> {
    Preset::ALL.into_iter().map(info).collect()
}

/// Brandubh.
#[uniffi::export]
pub fn default_preset() -> Preset {
    Preset::DEFAULT
}

#[uniffi::export]
pub fn preset_info(preset: Preset) -> PresetInfo {
    info(preset)
}
