//! Pieces of the OpenTafl Engine Protocol (OTEP) shared by `tafl engine` (the engine side) and
//! `tafl match` (the host side): rules strings, clocks, finish codes.

use std::sync::Arc;
use std::time::Duration;
use tafl_core::game::Outcome;
use tafl_core::{KingCapture, NoMoves, Preset, Repetition, Rules, Side, Variant};

/// The rules as an OpenTafl rules string for an engine.
///
/// OpenTafl cannot express some of our switches (Brandubh's no-capture move limit and its king,
/// captured by two beside the throne, a draw when a side cannot move). Those are approximated
/// (see [`expressible`]) and `true` is returned with the string: the host
/// still judges the game by the full rules, and [`variant_from_rules_string`] maps a string that
/// matches a preset so reduced back to that preset, so two `tafl engine`s lose nothing.
pub fn rules_string(rules: &Rules) -> Result<(String, bool), String> {
    match tafl_core::otr::write_rules(rules) {
        Ok(text) => Ok((text, false)),
        Err(first) => {
            let reduced = expressible(rules.clone());
            tafl_core::otr::write_rules(&reduced)
                .map(|text| (text, true))
                .map_err(|e| format!("these rules cannot be sent to an OTEP engine: {first}; {e}"))
        }
    }
}

/// `rules` without the switches OpenTafl rules strings cannot carry: no move limit, no draw
/// for a side that cannot move, repetition a draw at most, and a king capture OpenTafl has (the
/// nearest of its weak, strong-centre and strong kings).
fn expressible(mut rules: Rules) -> Rules {
    use KingCapture::{Four, ThreeAndThrone, Two};
    rules.no_capture_limit = None;
    rules.no_moves = NoMoves::Loss;
    if let Repetition::SideLoses(_) = rules.repetition {
        rules.repetition = Repetition::Draw;
    }
    let king = (
        rules.king_capture_on_throne,
        rules.king_capture_beside_throne,
        rules.king_capture_elsewhere,
        rules.king_capture_on_edge,
    );
    let supported = matches!(
        king,
        (Two, Two, Two, true) | (Four, Four | ThreeAndThrone, Four, false)
    ) || (rules.throne && king == (Four, ThreeAndThrone, Two, true));
    if !supported {
        let (t, b, e, edge) = match king {
            (Four, _, Two, _) if rules.throne => (Four, ThreeAndThrone, Two, true),
            (_, _, Two, _) => (Two, Two, Two, true),
            _ => (Four, Four, Four, false),
        };
        rules.king_capture_on_throne = t;
        rules.king_capture_beside_throne = b;
        rules.king_capture_elsewhere = e;
        rules.king_capture_on_edge = edge;
    }
    rules
}

/// What an engine reads back from the rules string of `rules` (see [`rules_string`]).
fn as_sent(rules: Rules) -> Option<Rules> {
    let (text, _) = rules_string(&rules).ok()?;
    tafl_core::otr::parse_rules(&text).ok()
}

/// The rules an engine that reads the rules string of `rules` literally plays by (an engine other
/// than `tafl engine`, which maps a reduced preset back to the preset), as OpenTafl reads them:
/// OpenTafl takes `tfr:i` (no repetition rule, Brandubh's) for a draw by threefold repetition.
pub fn rules_as_read(rules: &Rules) -> Result<Rules, String> {
    let (text, _) = rules_string(rules)?;
    let mut read = tafl_core::otr::parse_rules(&text).map_err(|e| e.to_string())?;
    if read.repetition == Repetition::None {
        read.repetition = Repetition::Draw;
    }
    Ok(read)
}

/// Each rule of `rules` that the rules string sent to an engine cannot carry, with what the
/// engine reads instead; empty when the string carries them all.
pub fn lost_rules(rules: &Rules) -> Vec<String> {
    let Ok(sent) = rules_as_read(rules) else {
        return vec!["the rules cannot be written as a rules string at all".to_string()];
    };
    let mut lost = Vec::new();
    if rules.no_capture_limit != sent.no_capture_limit {
        let text = |l: Option<u32>| match l {
            Some(n) => format!("a draw after {n} plies without a capture"),
            None => "no such limit".to_string(),
        };
        lost.push(format!(
            "move limit: {} (engines read: {})",
            text(rules.no_capture_limit),
            text(sent.no_capture_limit)
        ));
    }
    if rules.no_moves != sent.no_moves {
        let text = |n: NoMoves| match n {
            NoMoves::Loss => "a side that cannot move loses",
            NoMoves::Draw => "a side that cannot move draws",
        };
        lost.push(format!(
            "no legal move: {} (engines read: {})",
            text(rules.no_moves),
            text(sent.no_moves)
        ));
    }
    if rules.repetition != sent.repetition {
        let text = |r: Repetition| match r {
            Repetition::None => "no rule".to_string(),
            Repetition::Draw => "3rd occurrence: a draw".to_string(),
            Repetition::MoverLoses => "3rd occurrence: the repeating side loses".to_string(),
            Repetition::SideLoses(side) => format!("3rd occurrence: {side} lose"),
        };
        let read = if rules.repetition == Repetition::None {
            // The string says `tfr:i`, which `tafl engine` reads as no rule, OpenTafl not.
            format!(
                "OpenTafl reads the string's tfr:i as {}",
                text(sent.repetition)
            )
        } else {
            format!("engines read: {}", text(sent.repetition))
        };
        lost.push(format!("repetition: {} ({read})", text(rules.repetition)));
    }
    let king = |r: &Rules| {
        (
            r.king_capture_on_throne,
            r.king_capture_beside_throne,
            r.king_capture_elsewhere,
            r.king_capture_on_edge,
        )
    };
    if king(rules) != king(&sent) {
        let by = |k: KingCapture| match k {
            KingCapture::Two => "two",
            KingCapture::ThreeAndThrone => "three and the throne",
            KingCapture::Four => "four",
        };
        let text = |r: &Rules| {
            format!(
                "king captured by {} on the throne, by {} beside it, by {} elsewhere, {}",
                by(r.king_capture_on_throne),
                by(r.king_capture_beside_throne),
                by(r.king_capture_elsewhere),
                if r.king_capture_on_edge {
                    "also on the edge"
                } else {
                    "never on the edge"
                }
            )
        };
        lost.push(format!(
            "king capture: {} (engines read: {})",
            text(rules),
            text(&sent)
        ));
    }
    let mut rest = sent.clone();
    rest.no_capture_limit = rules.no_capture_limit;
    rest.no_moves = rules.no_moves;
    rest.repetition = rules.repetition;
    rest.king_capture_on_throne = rules.king_capture_on_throne;
    rest.king_capture_beside_throne = rules.king_capture_beside_throne;
    rest.king_capture_elsewhere = rules.king_capture_elsewhere;
    rest.king_capture_on_edge = rules.king_capture_on_edge;
    rest.throne_hostile_empty = rules.throne_hostile_empty;
    rest.name = rules.name.clone();
    if &rest != rules {
        lost.push(
            "other switches read differently (compare `tafl --rules` with the string)".into(),
        );
    }
    lost
}

/// Reads a rules string into a variant; a string that is exactly a preset's rules minus what
/// OpenTafl cannot express (see [`rules_string`]) gives that preset.
pub fn variant_from_rules_string(text: &str) -> Result<Arc<Variant>, String> {
    let rules = tafl_core::otr::parse_rules(text).map_err(|e| e.to_string())?;
    if let Some(preset) = Preset::ALL
        .into_iter()
        .find(|p| as_sent(p.rules()).as_ref() == Some(&rules))
    {
        return Ok(Arc::new(Variant::from_preset(preset)));
    }
    Variant::new(rules)
        .map(Arc::new)
        .map_err(|e| format!("the rules cannot be played: {e}"))
}

/// `finish` codes: 1 draw, 2 attackers win, 3 defenders win.
pub fn finish_code(outcome: &Outcome) -> u8 {
    match outcome.winner {
        None => 1,
        Some(Side::Attackers) => 2,
        Some(Side::Defenders) => 3,
    }
}

/// One side's entry of a `clock` command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SideClock {
    /// Milliseconds left (negative: no main time is kept).
    pub ms: i64,
    /// Main time is used up; `ms` is what is left of the current overtime period.
    pub overtime: bool,
    /// Overtime periods left.
    pub periods: u32,
}

/// `clock <att-ms>[*] <def-ms>[*] <overtime-s> <att-overtimes> <def-overtimes>` (the last three
/// may be missing and then count as 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    pub attackers: SideClock,
    pub defenders: SideClock,
    /// Length of one overtime period.
    pub overtime_ms: u64,
}

impl Clock {
    /// Parses the arguments of a `clock` command (the words after `clock`).
    pub fn parse(args: &[&str]) -> Result<Clock, String> {
        if !(2..=5).contains(&args.len()) {
            return Err(format!("clock: expected 2 to 5 values, got {}", args.len()));
        }
        let time = |text: &str| -> Result<(i64, bool), String> {
            let (number, star) = match text.strip_suffix('*') {
                Some(n) => (n, true),
                None => (text, false),
            };
            let value: f64 = number
                .parse()
                .map_err(|_| format!("clock: not a time: {text:?}"))?;
            if !value.is_finite() {
                return Err(format!("clock: not a time: {text:?}"));
            }
            Ok((value as i64, star))
        };
        let count = |i: usize| -> Result<u64, String> {
            match args.get(i) {
                None => Ok(0),
                Some(text) => {
                    let value: f64 = text
                        .parse()
                        .map_err(|_| format!("clock: not a number: {text:?}"))?;
                    if value.is_finite() && value >= 0.0 {
                        Ok(value as u64)
                    } else {
                        Ok(0)
                    }
                }
            }
        };
        let (att, att_star) = time(args[0])?;
        let (def, def_star) = time(args[1])?;
        let overtime_s = count(2)?;
        let periods = |i| count(i).map(|n| n.min(u32::MAX as u64) as u32);
        Ok(Clock {
            attackers: SideClock {
                ms: att,
                overtime: att_star,
                periods: periods(3)?,
            },
            defenders: SideClock {
                ms: def,
                overtime: def_star,
                periods: periods(4)?,
            },
            overtime_ms: overtime_s.saturating_mul(1000),
        })
    }

    /// The clock a host sends for a fixed budget per move: main time used up, each side in an
    /// overtime period as long as the budget, one period left (`clock 50* 50* 1 1 1`).
    pub fn per_move(budget: Duration) -> Clock {
        let ms = budget.as_millis().min(i64::MAX as u128) as i64;
        let side = SideClock {
            ms,
            overtime: true,
            periods: 1,
        };
        Clock {
            attackers: side,
            defenders: side,
            overtime_ms: budget.as_secs().max(1) * 1000,
        }
    }

    pub fn side(&self, side: Side) -> SideClock {
        match side {
            Side::Attackers => self.attackers,
            Side::Defenders => self.defenders,
        }
    }

    /// The command line, `clock 50* 50* 1 1 1`.
    pub fn command(&self) -> String {
        let entry = |c: SideClock| format!("{}{}", c.ms, if c.overtime { "*" } else { "" });
        format!(
            "clock {} {} {} {} {}",
            entry(self.attackers),
            entry(self.defenders),
            self.overtime_ms / 1000,
            self.attackers.periods,
            self.defenders.periods
        )
    }

    /// How long `side` should think for its next move; `default` when the clock keeps no time.
    ///
    /// - In overtime (`*`): three quarters of what is left of the period, minus 20 ms for the
    ///   pipes (at least a quarter of it, at least 5 ms).
    /// - On main time: main time / 30 (a guess at the moves still to play) plus three quarters of
    ///   an overtime period when periods are left; at most a third of the main time plus that
    ///   share of a period, and at most 60 s.
    pub fn budget(&self, side: Side, default: Duration) -> Duration {
        let c = self.side(side);
        if c.ms < 0 {
            return default;
        }
        let ms = c.ms as u64;
        let budget_ms = if c.overtime {
            (ms * 3 / 4).saturating_sub(20).max(ms / 4)
        } else {
            let spill = if c.periods > 0 {
                self.overtime_ms * 3 / 4
            } else {
                0
            };
            (ms / 30 + spill).min(ms / 3 + spill).min(60_000)
        };
        Duration::from_millis(budget_ms.max(5))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tafl_core::Position;

    #[test]
    fn every_preset_goes_through_a_rules_string_and_back() {
        for preset in Preset::ALL {
            let (text, _) = rules_string(&preset.rules()).unwrap();
            let variant = variant_from_rules_string(&text).unwrap();
            assert_eq!(variant.preset(), Some(preset), "{text}");
            let plain = Variant::from_preset(preset);
            assert_eq!(
                tafl_core::otn::write_position(&Position::start(&variant)),
                tafl_core::otn::write_position(&Position::start(&plain))
            );
        }
        // Brandubh's move limit cannot be written, the others can.
        assert!(rules_string(&Preset::Brandubh.rules()).unwrap().1);
        let exact: Vec<&str> = Preset::ALL
            .into_iter()
            .filter(|p| !rules_string(&p.rules()).unwrap().1)
            .map(|p| p.id())
            .collect();
        assert_eq!(exact, ["ard-ri", "tablut", "hnefatafl"]);
    }

    #[test]
    fn lost_rules_name_what_the_string_cannot_carry() {
        let brandubh = lost_rules(&Preset::Brandubh.rules());
        assert_eq!(brandubh.len(), 3, "{brandubh:?}");
        assert!(brandubh[0].starts_with("move limit: a draw after 100 plies"));
        assert_eq!(
            brandubh[1],
            "repetition: no rule (OpenTafl reads the string's tfr:i as 3rd occurrence: a draw)"
        );
        assert!(brandubh[2].contains("by two beside it"), "{brandubh:?}");
        let copenhagen = lost_rules(&Preset::Copenhagen.rules());
        assert_eq!(
            copenhagen,
            ["repetition: 3rd occurrence: defenders lose (engines read: 3rd occurrence: a draw)"]
        );
        let fetlar = lost_rules(&Preset::Fetlar.rules());
        assert_eq!(fetlar.len(), 1, "{fetlar:?}");
        assert!(fetlar[0].starts_with("no legal move: a side that cannot move draws"));
        for preset in [Preset::ArdRi, Preset::Tablut, Preset::Hnefatafl] {
            assert!(lost_rules(&preset.rules()).is_empty(), "{preset:?}");
        }
    }

    #[test]
    fn clocks_parse_and_budget() {
        let c = Clock::parse(&["50*", "60*", "1", "1", "1"]).unwrap();
        assert_eq!(c.attackers.ms, 50);
        assert!(c.attackers.overtime);
        assert_eq!(c.defenders.ms, 60);
        assert_eq!(c.overtime_ms, 1000);
        let b = c.budget(Side::Attackers, Duration::from_secs(1));
        assert!(b > Duration::ZERO && b < Duration::from_millis(50));
        assert_eq!(
            Clock::parse(&c.command().split(' ').collect::<Vec<_>>()[1..]),
            Ok(c)
        );
        assert_eq!(Clock::per_move(Duration::from_millis(50)), c_with(50));

        let untimed = Clock::parse(&["-1", "-1"]).unwrap();
        assert_eq!(
            untimed.budget(Side::Defenders, Duration::from_millis(700)),
            Duration::from_millis(700)
        );
        let main = Clock::parse(&["300000", "300000", "0", "0", "0"]).unwrap();
        assert_eq!(
            main.budget(Side::Attackers, Duration::ZERO),
            Duration::from_secs(10)
        );
        let short = Clock::parse(&["30", "30"]).unwrap();
        assert_eq!(
            short.budget(Side::Attackers, Duration::ZERO),
            Duration::from_millis(5)
        );
        for bad in [
            &["x", "1"][..],
            &["1"],
            &["1", "2", "3", "4", "5", "6"],
            &["1", "nan"],
        ] {
            assert!(Clock::parse(bad).is_err(), "{bad:?}");
        }
    }

    fn c_with(ms: i64) -> Clock {
        let side = SideClock {
            ms,
            overtime: true,
            periods: 1,
        };
        Clock {
            attackers: side,
            defenders: side,
            overtime_ms: 1000,
        }
    }
}
