//! OpenTafl rules strings (OTR): `dim:11 name:Fetlar atkf:y ... start:/3ttttt3/.../`.
//!
//! Keys, values and defaults follow OpenTafl's `RulesSerializer` (jslater89/OpenTafl). A rules
//! string is whitespace-separated `key:value` pairs; `dim` and `start` are required, every other
//! key falls back to OpenTafl's default. Each key is either mapped onto a [`Rules`] switch or, when
//! its value asks for something this engine does not play (berserk, jumps, forts, speed limits,
//! middleweight king, ...), rejected with [`ParseError::UnsupportedRule`]. Keys OpenTafl does not
//! define are rejected the same way; malformed text is [`ParseError::BadRules`].
//!
//! Mapping (OpenTafl → [`Rules`]):
//! - `dim` → `size` (5..=13 here); `name` → `name` (`_` read as a space; absent: "Unknown Tafl").
//! - `esc:c|e` → `escape`; `atkf:y|n` → `first`; `surf:y|n` → `encirclement`; `efe:y|n` → `exit_fort`.
//! - `tfr:i|d|l` → `repetition` None / Draw / MoverLoses; `tfr:w` (the repeater wins) unsupported.
//! - `ka:y|n` → `king_armed`; `ka:h|a` (hammer or anvil only) unsupported.
//! - `ks:s|y` strong: four sides everywhere, never on the edge, beside the throne three plus the
//!   empty throne when `cenhe` lists the king; `ks:c` four on the throne, three plus throne beside
//!   it, two elsewhere; `ks:w|n` two everywhere; `ks:m` (middleweight) unsupported.
//! - `sw:n|s` → `shieldwall` (ours lets a corner close the wall, OpenTafl's strong mode); `sw:w`
//!   unsupported; `swf:y` is ours, `swf:n` unsupported with a shieldwall.
//! - `cen` (default or empty) → `throne`; `cenp` → `throne_cross`; `cens` ∩ `cenre` →
//!   `throne_land`; `cenh` → `throne_hostile_occupied`; `cenhe` → `throne_hostile_empty`.
//! - `cor` (the four corners or empty) → `corners`; `cors` ∩ `corre` → `corner_land`; `corh` →
//!   `corner_hostile`; `corp` is checked but cannot matter (no line passes over a corner).
//! - piece lists: `t` attacker, `T` defender, `K` king; `c n k C N` name pieces our games never have.
//! - `kj`, `ber` and `linc` must be `n`, `spd` must be no limit, `afor`/`dfor` must be empty;
//!   `nj`, `cj`, `mj`, `gj` and the fort lists (`aforh`, ...) only concern pieces or squares that
//!   then cannot exist, so any well-formed value is accepted.
//! - `start` → `setup` (OTN, rank 1 first); `starti` → `setup` (top rank first).
//!
//! [`Rules`] switches OpenTafl cannot express (`no_capture_limit`, `no_moves: Draw`,
//! `Repetition::SideLoses`, king-capture combinations outside the three king modes) make
//! [`write_rules`] fail rather than write something else.

use crate::otn;
use crate::rules::{Escape, KingCapture, NoMoves, Repetition, Rules};
use crate::types::{PieceSet, Side, Square};
use crate::ParseError;
use std::collections::HashMap;

/// Every key OpenTafl's rules serializer knows, with its default value (`None`: required).
///
/// `linc`, `mj`, `gj` and `starti` come from OpenTafl's later notation spec (Linnaean capture,
/// mercenary and guard jumps, and a start position listed top rank first).
const KEYS: [(&str, Option<&str>); 42] = [
    ("dim", None),
    ("name", Some("Unknown_Tafl")),
    ("esc", Some("c")),
    ("surf", Some("y")),
    ("atkf", Some("y")),
    ("tfr", Some("d")),
    ("ka", Some("y")),
    ("ks", Some("s")),
    ("kj", Some("n")),
    ("nj", Some("c")),
    ("cj", Some("j")),
    ("cor", Some("default")),
    ("cen", Some("default")),
    ("afor", Some("")),
    ("dfor", Some("")),
    ("spd", Some("-1")),
    ("corh", Some("tcnkTCNK")),
    ("cenh", Some("tcnk")),
    ("cenhe", Some("tcnkTCNK")),
    ("aforh", Some("TCNK")),
    ("dforh", Some("tcnk")),
    ("corp", Some("K")),
    ("cenp", Some("tcnkTCNK")),
    ("aforp", Some("tcnkTCNK")),
    ("dforp", Some("tcnkTCNK")),
    ("cors", Some("K")),
    ("cens", Some("K")),
    ("afors", Some("tcnkTCNK")),
    ("dfors", Some("TCNK")),
    ("corre", Some("tcnkTCNK")),
    ("cenre", Some("tcnkTCNK")),
    ("aforre", Some("tcnkTCNK")),
    ("dforre", Some("tcnkTCNK")),
    ("sw", Some("n")),
    ("swf", Some("y")),
    ("efe", Some("n")),
    ("ber", Some("n")),
    ("linc", Some("n")),
    ("mj", Some("n")),
    ("gj", Some("n")),
    ("start", None),
    ("starti", None),
];

fn default_of(key: &str) -> Option<&'static str> {
    KEYS.iter().find(|(k, _)| *k == key).and_then(|(_, d)| *d)
}

fn unsupported(key: &str, value: &str) -> ParseError {
    ParseError::UnsupportedRule {
        key: key.to_string(),
        value: value.to_string(),
    }
}

fn bad_value(key: &str, value: &str) -> ParseError {
    ParseError::BadRules(format!("bad value {value:?} for {key}"))
}

/// The pairs of a rules string, checked for form, unknown keys and duplicates.
struct Pairs<'a> {
    map: HashMap<&'a str, &'a str>,
}

impl<'a> Pairs<'a> {
    fn read(text: &'a str) -> Result<Pairs<'a>, ParseError> {
        let mut map = HashMap::new();
        for token in text.split_whitespace() {
            let (key, value) = token
                .split_once(':')
                .ok_or_else(|| ParseError::BadRules(format!("{token:?} is not key:value")))?;
            if key.is_empty() || value.contains(':') {
                return Err(ParseError::BadRules(format!("{token:?} is not key:value")));
            }
            if !KEYS.iter().any(|(k, _)| *k == key) {
                return Err(unsupported(key, value));
            }
            if map.insert(key, value).is_some() {
                return Err(ParseError::BadRules(format!("{key} is given twice")));
            }
        }
        if map.is_empty() {
            return Err(ParseError::BadRules("empty rules string".into()));
        }
        Ok(Pairs { map })
    }

    /// The value of `key`, or OpenTafl's default.
    fn get(&self, key: &str) -> Result<&'a str, ParseError> {
        match self.map.get(key) {
            Some(v) => Ok(v),
            None => {
                default_of(key).ok_or_else(|| ParseError::BadRules(format!("{key} is missing")))
            }
        }
    }

    fn yes_no(&self, key: &str) -> Result<bool, ParseError> {
        match self.get(key)? {
            "y" => Ok(true),
            "n" => Ok(false),
            other => Err(bad_value(key, other)),
        }
    }

    fn pieces(&self, key: &str) -> Result<PieceSet, ParseError> {
        parse_piece_set(key, self.get(key)?)
    }
}

/// Reads an OpenTafl piece-type list (`tcnkTCNK` letters, any order, possibly empty).
fn parse_piece_set(key: &str, value: &str) -> Result<PieceSet, ParseError> {
    let mut set = PieceSet::NONE;
    for c in value.chars() {
        set = match c {
            't' => set.union(PieceSet::ATTACKER),
            'T' => set.union(PieceSet::DEFENDER),
            'K' => set.union(PieceSet::KING),
            // Commanders, knights, mercenaries, guards and an attacking king: pieces our games
            // never contain.
            'c' | 'n' | 'k' | 'm' | 'g' | 'C' | 'N' | 'M' | 'G' => set,
            _ => return Err(bad_value(key, value)),
        };
    }
    Ok(set)
}

/// Writes a piece set in OpenTafl's letter order; a side's soldiers stand for all its
/// non-king taflmen, so the sets OpenTafl uses as defaults come out letter for letter.
fn write_piece_set(set: PieceSet) -> String {
    let mut out = String::new();
    if set.contains(crate::Piece::Attacker) {
        out.push_str("tcnk");
    }
    if set.contains(crate::Piece::Defender) {
        out.push_str("TCN");
    }
    if set.contains(crate::Piece::King) {
        out.push('K');
    }
    out
}

/// Reads a space list (`a1,k11,`), or `None` for OpenTafl's `default`.
fn parse_squares(key: &str, value: &str, size: u8) -> Result<Option<Vec<Square>>, ParseError> {
    if value == "default" {
        return Ok(None);
    }
    let mut squares = Vec::new();
    for part in value.split(',').filter(|p| !p.is_empty()) {
        let square = Square::parse_on(part, size).map_err(|_| bad_value(key, value))?;
        if !squares.contains(&square) {
            squares.push(square);
        }
    }
    crate::sorting::ascending(&mut squares);
    Ok(Some(squares))
}

fn four_corners(size: u8) -> Vec<Square> {
    let m = size - 1;
    let mut v: Vec<Square> = [(0, 0), (m, 0), (0, m), (m, m)]
        .into_iter()
        .filter_map(|(f, r)| Square::new(f, r))
        .collect();
    crate::sorting::ascending(&mut v);
    v
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum KingMode {
    Strong,
    StrongCentre,
    Weak,
}

/// Reads an OpenTafl rules string into validated [`Rules`].
pub fn parse_rules(text: &str) -> Result<Rules, ParseError> {
    let pairs = Pairs::read(text)?;

    let dim_text = pairs.get("dim")?;
    let dim: u32 = dim_text.parse().map_err(|_| bad_value("dim", dim_text))?;
    if !(5..=crate::MAX_SIZE as u32).contains(&dim) {
        return Err(unsupported("dim", dim_text));
    }
    let size = dim as u8;
    let mut setup = match (pairs.map.get("start"), pairs.map.get("starti")) {
        (Some(start), None) => otn::parse_pieces(start, size)?,
        (None, Some(start)) => otn::parse_pieces_inverted(start, size)?,
        (Some(_), Some(_)) => {
            return Err(ParseError::BadRules(
                "both start and starti are given".into(),
            ))
        }
        (None, None) => return Err(ParseError::BadRules("start is missing".into())),
    };

    // The presets' order: attackers, defenders, the king, each by file and then rank.
    crate::sorting::by_key(&mut setup, |(square, piece)| {
        (*piece as u8, square.file(), square.rank())
    });
    let name = pairs.get("name")?.replace('_', " ");
    let escape = match pairs.get("esc")? {
        "c" => Escape::Corner,
        "e" => Escape::Edge,
        other => return Err(bad_value("esc", other)),
    };
    let encirclement = pairs.yes_no("surf")?;
    let first = if pairs.yes_no("atkf")? {
        Side::Attackers
    } else {
        Side::Defenders
    };
    let repetition = match pairs.get("tfr")? {
        "i" => Repetition::None,
        "d" => Repetition::Draw,
        "l" => Repetition::MoverLoses,
        "w" => return Err(unsupported("tfr", "w")),
        other => return Err(bad_value("tfr", other)),
    };
    let king_armed = match pairs.get("ka")? {
        "y" => true,
        "n" => false,
        v @ ("h" | "a") => return Err(unsupported("ka", v)),
        other => return Err(bad_value("ka", other)),
    };
    let king_mode = match pairs.get("ks")? {
        "s" | "y" => KingMode::Strong,
        "c" => KingMode::StrongCentre,
        "w" | "n" => KingMode::Weak,
        "m" => return Err(unsupported("ks", "m")),
        other => return Err(bad_value("ks", other)),
    };
    for key in ["kj", "nj", "cj", "mj", "gj"] {
        match pairs.get(key)? {
            "n" => {}
            v @ ("r" | "j" | "c") => {
                if key == "kj" {
                    return Err(unsupported(key, v));
                }
            }
            other => return Err(bad_value(key, other)),
        }
    }
    match pairs.get("ber")? {
        "n" => {}
        v @ ("c" | "m") => return Err(unsupported("ber", v)),
        other => return Err(bad_value("ber", other)),
    }
    let shieldwall = match pairs.get("sw")? {
        "n" => false,
        "s" => true,
        "w" => return Err(unsupported("sw", "w")),
        other => return Err(bad_value("sw", other)),
    };
    if !pairs.yes_no("swf")? && shieldwall {
        return Err(unsupported("swf", "n"));
    }
    let exit_fort = pairs.yes_no("efe")?;
    if pairs.yes_no("linc")? {
        return Err(unsupported("linc", "y"));
    }

    let spd = pairs.get("spd")?;
    let speeds = spd
        .split(',')
        .filter(|p| !p.is_empty())
        .map(|p| p.parse::<i32>())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|_| bad_value("spd", spd))?;
    if speeds.is_empty() {
        return Err(bad_value("spd", spd));
    }
    if speeds.iter().any(|s| *s != -1) {
        return Err(unsupported("spd", spd));
    }

    for key in ["afor", "dfor"] {
        let value = pairs.get(key)?;
        if parse_squares(key, value, size)?.is_some_and(|v| !v.is_empty()) || value == "default" {
            return Err(unsupported(key, value));
        }
    }
    for key in [
        "aforh", "aforp", "afors", "aforre", "dforh", "dforp", "dfors", "dforre", "corp",
    ] {
        pairs.pieces(key)?;
    }

    let centre = Square::new(size / 2, size / 2).expect("size is at most MAX_SIZE");
    let throne = match parse_squares("cen", pairs.get("cen")?, size)? {
        None => true,
        Some(v) if v == [centre] => true,
        Some(v) if v.is_empty() => false,
        Some(_) => return Err(unsupported("cen", pairs.get("cen")?)),
    };
    let corners = match parse_squares("cor", pairs.get("cor")?, size)? {
        None => true,
        Some(v) if v == four_corners(size) => true,
        Some(v) if v.is_empty() => false,
        Some(_) => return Err(unsupported("cor", pairs.get("cor")?)),
    };

    let cenp = pairs.pieces("cenp")?;
    let cens = pairs.pieces("cens")?;
    let cenre = pairs.pieces("cenre")?;
    let cenh = pairs.pieces("cenh")?;
    let cenhe = pairs.pieces("cenhe")?;
    let cors = pairs.pieces("cors")?;
    let corre = pairs.pieces("corre")?;
    let corh = pairs.pieces("corh")?;

    let (throne_land, throne_cross, mut throne_hostile_empty, throne_hostile_occupied) = if throne {
        (PieceSet(cens.0 & cenre.0), cenp, cenhe, cenh)
    } else {
        (PieceSet::ALL, PieceSet::ALL, PieceSet::NONE, PieceSet::NONE)
    };
    let (corner_land, corner_hostile) = if corners {
        (PieceSet(cors.0 & corre.0), corh)
    } else {
        (PieceSet::ALL, PieceSet::NONE)
    };

    use KingCapture::{Four, ThreeAndThrone, Two};
    let king_mode = if king_mode == KingMode::StrongCentre && !throne {
        KingMode::Weak
    } else {
        king_mode
    };
    let (on_throne, beside_throne, elsewhere, on_edge) = match king_mode {
        KingMode::Weak => (Two, Two, Two, true),
        KingMode::StrongCentre => (Four, ThreeAndThrone, Two, true),
        KingMode::Strong => {
            let beside = if throne && throne_hostile_empty.contains(crate::Piece::King) {
                ThreeAndThrone
            } else {
                Four
            };
            // The king's bit of `cenhe` is spent on the beside-the-throne capture here.
            throne_hostile_empty = PieceSet(throne_hostile_empty.0 & PieceSet::SOLDIERS.0);
            (Four, beside, Four, false)
        }
    };

    let rules = Rules {
        name,
        size,
        setup,
        first,
        escape,
        throne,
        throne_land,
        throne_cross,
        throne_hostile_empty,
        throne_hostile_occupied,
        corners,
        corner_land,
        corner_hostile,
        king_armed,
        king_capture_on_throne: on_throne,
        king_capture_beside_throne: beside_throne,
        king_capture_elsewhere: elsewhere,
        king_capture_on_edge: on_edge,
        shieldwall,
        exit_fort,
        encirclement,
        repetition,
        no_capture_limit: None,
        no_moves: NoMoves::Loss,
    };
    rules.validate()?;
    Ok(rules)
}

/// Writes `rules` as an OpenTafl rules string, or fails with [`ParseError::UnsupportedRule`]
/// (naming the [`Rules`] field) when OpenTafl cannot express one of its switches.
pub fn write_rules(rules: &Rules) -> Result<String, ParseError> {
    rules.validate()?;
    if let Some(limit) = rules.no_capture_limit {
        return Err(unsupported("no_capture_limit", &limit.to_string()));
    }
    if rules.no_moves != NoMoves::Loss {
        return Err(unsupported("no_moves", "draw"));
    }
    let tfr = match rules.repetition {
        Repetition::None => "i",
        Repetition::Draw => "d",
        Repetition::MoverLoses => "l",
        Repetition::SideLoses(side) => {
            return Err(unsupported("repetition", &format!("{side} lose")));
        }
    };

    use KingCapture::{Four, ThreeAndThrone, Two};
    let captures = (
        rules.king_capture_on_throne,
        rules.king_capture_beside_throne,
        rules.king_capture_elsewhere,
        rules.king_capture_on_edge,
    );
    let mut cenhe = rules.throne_hostile_empty;
    let ks = match captures {
        (Two, Two, Two, true) => "w",
        (Four, ThreeAndThrone, Two, true) if rules.throne => "c",
        (Four, beside @ (Four | ThreeAndThrone), Four, false) => {
            if rules.throne {
                // OpenTafl's strong king beside the throne needs the empty throne hostile to him.
                cenhe = match beside {
                    ThreeAndThrone => cenhe.with(crate::Piece::King),
                    _ if cenhe.contains(crate::Piece::King) => {
                        return Err(unsupported(
                            "king_capture_beside_throne",
                            "four, with the empty throne hostile to the king",
                        ))
                    }
                    _ => cenhe,
                };
            }
            "s"
        }
        (t, b, e, edge) => {
            return Err(unsupported(
                "king_capture",
                &format!("throne {t:?}, beside {b:?}, elsewhere {e:?}, on edge {edge}"),
            ))
        }
    };

    let mut out: Vec<String> = vec![format!("dim:{}", rules.size)];
    let name: String = rules
        .name
        .chars()
        .map(|c| {
            if c.is_whitespace() || c == ':' {
                '_'
            } else {
                c
            }
        })
        .collect();
    out.push(format!("name:{name}"));
    if rules.escape == Escape::Edge {
        out.push("esc:e".into());
    }
    if !rules.encirclement {
        out.push("surf:n".into());
    }
    out.push(format!(
        "atkf:{}",
        if rules.first == Side::Attackers {
            "y"
        } else {
            "n"
        }
    ));
    if tfr != "d" {
        out.push(format!("tfr:{tfr}"));
    }
    if !rules.king_armed {
        out.push("ka:n".into());
    }
    if ks != "s" {
        out.push(format!("ks:{ks}"));
    }
    if !rules.corners {
        out.push("cor:".into());
    }
    if !rules.throne {
        out.push("cen:".into());
    }
    let mut put = |key: &str, set: PieceSet| {
        let default = default_of(key).and_then(|d| parse_piece_set(key, d).ok());
        if default != Some(set) {
            out.push(format!("{key}:{}", write_piece_set(set)));
        }
    };
    if rules.throne {
        put("cenp", rules.throne_cross);
    }
    if rules.corners {
        put("cors", rules.corner_land);
    }
    if rules.throne {
        put("cens", rules.throne_land);
    }
    if rules.corners {
        put("corh", rules.corner_hostile);
    }
    if rules.throne {
        put("cenh", rules.throne_hostile_occupied);
        put("cenhe", cenhe);
    }
    if rules.shieldwall {
        out.push("sw:s".into());
    }
    if rules.exit_fort {
        out.push("efe:y".into());
    }
    out.push(format!(
        "start:{}",
        otn::write_pieces(rules.size, rules.setup.iter().copied())
    ));
    Ok(out.join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn piece_sets_read_and_write_in_opentafl_order() {
        assert_eq!(parse_piece_set("x", "tcnkTCNK").unwrap(), PieceSet::ALL);
        assert_eq!(parse_piece_set("x", "tcnk").unwrap(), PieceSet::ATTACKER);
        assert_eq!(parse_piece_set("x", "KT").unwrap(), PieceSet(6));
        assert_eq!(parse_piece_set("x", "").unwrap(), PieceSet::NONE);
        assert_eq!(parse_piece_set("x", "cn").unwrap(), PieceSet::NONE);
        assert!(parse_piece_set("x", "tx").is_err());
        assert_eq!(write_piece_set(PieceSet::ALL), "tcnkTCNK");
        assert_eq!(write_piece_set(PieceSet::SOLDIERS), "tcnkTCN");
        assert_eq!(write_piece_set(PieceSet::KING), "K");
        assert_eq!(write_piece_set(PieceSet::NONE), "");
        for bits in 0..8 {
            let set = PieceSet(bits);
            assert_eq!(parse_piece_set("x", &write_piece_set(set)).unwrap(), set);
        }
    }

    #[test]
    fn every_key_has_one_entry() {
        for (i, (k, _)) in KEYS.iter().enumerate() {
            assert!(!KEYS[i + 1..].iter().any(|(k2, _)| k2 == k), "{k} twice");
        }
        assert_eq!(default_of("dim"), None);
        assert_eq!(default_of("start"), None);
        assert_eq!(default_of("cens"), Some("K"));
    }

    #[test]
    fn space_lists() {
        assert_eq!(parse_squares("cor", "default", 7).unwrap(), None);
        assert_eq!(parse_squares("cor", "", 7).unwrap(), Some(vec![]));
        assert_eq!(
            parse_squares("cor", "g7,a1,g1,a7,", 7).unwrap(),
            Some(four_corners(7))
        );
        assert!(parse_squares("cor", "h8,", 7).is_err());
        assert!(parse_squares("cor", "zz", 7).is_err());
    }
}
