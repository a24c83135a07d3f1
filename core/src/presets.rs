//! The seven built-in rule sets of RULES.md, each with a stable id.

use crate::rules::{Escape, KingCapture, NoMoves, Repetition, Rules};
use crate::types::{Piece, PieceSet, Side, Square};
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Preset {
    #[serde(rename = "brandubh")]
    Brandubh,
    #[serde(rename = "brandubh-aagenielsen")]
    BrandubhAageNielsen,
    #[serde(rename = "ard-ri")]
    ArdRi,
    #[serde(rename = "tablut")]
    Tablut,
    #[serde(rename = "hnefatafl")]
    Hnefatafl,
    #[serde(rename = "copenhagen")]
    Copenhagen,
    #[serde(rename = "fetlar")]
    Fetlar,
}

impl Preset {
    pub const ALL: [Preset; 7] = [
        Preset::Brandubh,
        Preset::BrandubhAageNielsen,
        Preset::ArdRi,
        Preset::Tablut,
        Preset::Hnefatafl,
        Preset::Copenhagen,
        Preset::Fetlar,
    ];

    /// The app's default game.
    pub const DEFAULT: Preset = Preset::Brandubh;

    /// The stable id used in saves, the CLI and the apps.
    pub fn id(self) -> &'static str {
        match self {
            Preset::Brandubh => "brandubh",
            Preset::BrandubhAageNielsen => "brandubh-aagenielsen",
            Preset::ArdRi => "ard-ri",
            Preset::Tablut => "tablut",
            Preset::Hnefatafl => "hnefatafl",
            Preset::Copenhagen => "copenhagen",
            Preset::Fetlar => "fetlar",
        }
    }

    pub fn from_id(id: &str) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.id() == id)
    }

    pub fn rules(self) -> Rules {
        match self {
            Preset::Brandubh => brandubh(),
            Preset::BrandubhAageNielsen => brandubh_aagenielsen(),
            Preset::ArdRi => ard_ri(),
            Preset::Tablut => tablut(),
            Preset::Hnefatafl => hnefatafl("Hnefatafl"),
            Preset::Copenhagen => copenhagen(),
            Preset::Fetlar => fetlar(),
        }
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl std::str::FromStr for Preset {
    type Err = crate::ParseError;
    fn from_str(s: &str) -> Result<Preset, crate::ParseError> {
        Preset::from_id(s).ok_or_else(|| crate::ParseError::UnknownPreset(s.to_string()))
    }
}

fn setup(attackers: &str, defenders: &str, king: &str) -> Vec<(Square, Piece)> {
    let squares = |list: &str, piece: Piece| {
        list.split_whitespace()
            .map(move |s| (Square::parse(s).expect("preset squares are valid"), piece))
            .collect::<Vec<_>>()
    };
    let mut all = squares(attackers, Piece::Attacker);
    all.extend(squares(defenders, Piece::Defender));
    all.extend(squares(king, Piece::King));
    all
}

fn brandubh() -> Rules {
    Rules {
        name: "Brandubh".into(),
        size: 7,
        setup: setup("a4 b4 d1 d2 d6 d7 f4 g4", "c4 d3 d5 e4", "d4"),
        first: Side::Attackers,
        escape: Escape::Corner,
        throne: true,
        throne_land: PieceSet::KING,
        throne_cross: PieceSet::KING,
        throne_hostile_empty: PieceSet::ALL,
        throne_hostile_occupied: PieceSet::NONE,
        corners: true,
        corner_land: PieceSet::KING,
        corner_hostile: PieceSet::ALL,
        king_armed: true,
        king_capture_on_throne: KingCapture::Four,
        king_capture_beside_throne: KingCapture::Two,
        king_capture_elsewhere: KingCapture::Two,
        king_capture_on_edge: true,
        shieldwall: false,
        exit_fort: false,
        encirclement: false,
        repetition: Repetition::None,
        no_capture_limit: Some(100),
        no_moves: NoMoves::Loss,
    }
}

fn brandubh_aagenielsen() -> Rules {
    Rules {
        name: "Brandubh (Aage Nielsen)".into(),
        throne_cross: PieceSet::ALL,
        throne_hostile_empty: PieceSet::SOLDIERS,
        throne_hostile_occupied: PieceSet::ATTACKER,
        repetition: Repetition::Draw,
        no_capture_limit: None,
        ..brandubh()
    }
}

fn ard_ri() -> Rules {
    Rules {
        name: "Ard Ri".into(),
        size: 7,
        setup: setup(
            "a3 a4 a5 b4 c1 c7 d1 d2 d6 d7 e1 e7 f4 g3 g4 g5",
            "c3 c4 c5 d3 d5 e3 e4 e5",
            "d4",
        ),
        first: Side::Attackers,
        escape: Escape::Edge,
        throne: false,
        throne_land: PieceSet::ALL,
        throne_cross: PieceSet::ALL,
        throne_hostile_empty: PieceSet::NONE,
        throne_hostile_occupied: PieceSet::NONE,
        corners: false,
        corner_land: PieceSet::ALL,
        corner_hostile: PieceSet::NONE,
        king_armed: true,
        king_capture_on_throne: KingCapture::Two,
        king_capture_beside_throne: KingCapture::Two,
        king_capture_elsewhere: KingCapture::Two,
        king_capture_on_edge: true,
        shieldwall: false,
        exit_fort: false,
        encirclement: true,
        repetition: Repetition::MoverLoses,
        no_capture_limit: None,
        no_moves: NoMoves::Loss,
    }
}

fn tablut() -> Rules {
    Rules {
        name: "Tablut".into(),
        size: 9,
        setup: setup(
            "a4 a5 a6 b5 d1 d9 e1 e2 e8 e9 f1 f9 h5 i4 i5 i6",
            "c5 d5 e3 e4 e6 e7 f5 g5",
            "e5",
        ),
        first: Side::Attackers,
        escape: Escape::Edge,
        throne: true,
        throne_land: PieceSet::NONE,
        throne_cross: PieceSet::ALL,
        throne_hostile_empty: PieceSet::ALL,
        throne_hostile_occupied: PieceSet::NONE,
        corners: false,
        corner_land: PieceSet::ALL,
        corner_hostile: PieceSet::NONE,
        king_armed: true,
        king_capture_on_throne: KingCapture::Four,
        king_capture_beside_throne: KingCapture::ThreeAndThrone,
        king_capture_elsewhere: KingCapture::Two,
        king_capture_on_edge: true,
        shieldwall: false,
        exit_fort: false,
        encirclement: false,
        repetition: Repetition::Draw,
        no_capture_limit: None,
        no_moves: NoMoves::Loss,
    }
}

fn hnefatafl(name: &str) -> Rules {
    Rules {
        name: name.into(),
        size: 11,
        setup: setup(
            "a4 a5 a6 a7 a8 b6 d1 d11 e1 e11 f1 f2 f10 f11 g1 g11 h1 h11 j6 k4 k5 k6 k7 k8",
            "d6 e5 e6 e7 f4 f5 f7 f8 g5 g6 g7 h6",
            "f6",
        ),
        first: Side::Attackers,
        escape: Escape::Corner,
        throne: true,
        throne_land: PieceSet::KING,
        throne_cross: PieceSet::ALL,
        throne_hostile_empty: PieceSet::SOLDIERS,
        throne_hostile_occupied: PieceSet::ATTACKER,
        corners: true,
        corner_land: PieceSet::KING,
        corner_hostile: PieceSet::ALL,
        king_armed: true,
        king_capture_on_throne: KingCapture::Four,
        king_capture_beside_throne: KingCapture::ThreeAndThrone,
        king_capture_elsewhere: KingCapture::Two,
        king_capture_on_edge: true,
        shieldwall: false,
        exit_fort: false,
        encirclement: false,
        repetition: Repetition::MoverLoses,
        no_capture_limit: None,
        no_moves: NoMoves::Loss,
    }
}

fn copenhagen() -> Rules {
    Rules {
        king_capture_elsewhere: KingCapture::Four,
        king_capture_on_edge: false,
        shieldwall: true,
        exit_fort: true,
        encirclement: true,
        repetition: Repetition::SideLoses(Side::Defenders),
        ..hnefatafl("Copenhagen Hnefatafl")
    }
}

fn fetlar() -> Rules {
    Rules {
        king_capture_elsewhere: KingCapture::Four,
        king_capture_on_edge: false,
        repetition: Repetition::Draw,
        no_moves: NoMoves::Draw,
        ..hnefatafl("Fetlar Hnefatafl")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_is_valid_and_round_trips_its_id() {
        for preset in Preset::ALL {
            preset.rules().validate().unwrap();
            assert_eq!(Preset::from_id(preset.id()), Some(preset));
        }
        assert_eq!(Preset::from_id("chess"), None);
    }

    #[test]
    fn piece_counts_match_the_spec() {
        let counts = |p: Preset| {
            let r = p.rules();
            (
                r.setup_of(Piece::Attacker).len(),
                r.setup_of(Piece::Defender).len(),
            )
        };
        assert_eq!(counts(Preset::Brandubh), (8, 4));
        assert_eq!(counts(Preset::ArdRi), (16, 8));
        assert_eq!(counts(Preset::Tablut), (16, 8));
        assert_eq!(counts(Preset::Copenhagen), (24, 12));
    }
}
