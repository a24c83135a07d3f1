//! The rules page of any rule set, in every language the game speaks ([`Lang`]), worded from the
//! switches of [`Rules`] (never written per variant): board and pieces, who moves first, moving
//! (throne and corners), winning, captures and hostile squares, capturing the king, and the
//! special and ending rules that are on. Sections for rules that are off (shieldwall, exit fort,
//! encirclement, move limit) are left out.
//!
//! [`rulebook`] decides what to say from the facts and in which order; the wording of each
//! fact is a message of `core/locales/<language>/rules.ftl`, whose variables carry the facts as
//! ids and numbers.

use crate::rules::{Escape, KingCapture, NoMoves, Repetition, Rules};
use crate::types::{Piece, PieceSet, Square};
use crate::words::{Arg, Lang, Words};

/// What a section is about (language-independent, for icons and tests).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Topic {
    Board,
    Start,
    Movement,
    Goal,
    Captures,
    KingCapture,
    Shieldwall,
    ExitFort,
    Encirclement,
    Repetition,
    MoveLimit,
    NoMoves,
}

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RuleSection {
    pub topic: Topic,
    pub heading: String,
    /// Paragraphs, one fact or a few close facts each.
    pub body: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Rulebook {
    pub title: String,
    /// Three or four lines to start playing with.
    pub quick_start: Vec<String>,
    pub sections: Vec<RuleSection>,
}

impl Rulebook {
    pub fn section(&self, topic: Topic) -> Option<&RuleSection> {
        self.sections.iter().find(|s| s.topic == topic)
    }

    /// Everything as one text (title, quick start, sections), for search and tests.
    pub fn text(&self) -> String {
        let mut out = vec![self.title.clone()];
        out.extend(self.quick_start.iter().cloned());
        for s in &self.sections {
            out.push(s.heading.clone());
            out.extend(s.body.iter().cloned());
        }
        out.join("\n")
    }
}

impl Topic {
    /// The id of its heading (`$topic` of `rules-heading`).
    fn id(self) -> &'static str {
        match self {
            Topic::Board => "board",
            Topic::Start => "start",
            Topic::Movement => "movement",
            Topic::Goal => "goal",
            Topic::Captures => "captures",
            Topic::KingCapture => "king-capture",
            Topic::Shieldwall => "shieldwall",
            Topic::ExitFort => "exit-fort",
            Topic::Encirclement => "encirclement",
            Topic::Repetition => "repetition",
            Topic::MoveLimit => "move-limit",
            Topic::NoMoves => "no-moves",
        }
    }
}

/// Which pieces a set of the rules names (`$who`).
pub(crate) fn who(set: PieceSet) -> &'static str {
    let (a, d, k) = (
        set.contains(Piece::Attacker),
        set.contains(Piece::Defender),
        set.contains(Piece::King),
    );
    match (a, d, k) {
        (false, false, false) => "nobody",
        (true, true, true) => "everyone",
        // Attackers and defenders, not the king.
        (true, true, false) => "soldiers",
        (true, false, false) => "attackers",
        (false, true, false) => "defenders",
        (false, false, true) => "king",
        (true, false, true) => "attackers-and-king",
        (false, true, true) => "defenders-and-king",
    }
}

/// How the king is captured in one place, as the page words it (`$rule`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum KingRule {
    /// Between the moving attacker and an attacker (or a square hostile to him).
    Two,
    /// Attackers (or squares hostile to him) on all four sides.
    Four,
    /// Beside the throne: attackers on the three other sides, the throne the fourth.
    ThreeAndThrone,
}

impl KingRule {
    pub(crate) fn of(mode: KingCapture, beside_throne: bool) -> KingRule {
        match mode {
            KingCapture::Two => KingRule::Two,
            KingCapture::Four => KingRule::Four,
            // Away from the throne's side it takes attackers (or hostile squares) on all four.
            KingCapture::ThreeAndThrone if beside_throne => KingRule::ThreeAndThrone,
            KingCapture::ThreeAndThrone => KingRule::Four,
        }
    }

    pub(crate) fn id(self) -> &'static str {
        match self {
            KingRule::Two => "two",
            KingRule::Four => "four",
            KingRule::ThreeAndThrone => "three-and-throne",
        }
    }
}

pub(crate) fn escape_id(escape: Escape) -> &'static str {
    match escape {
        Escape::Corner => "corner",
        Escape::Edge => "edge",
    }
}

pub(crate) fn yes(fact: bool) -> Arg<'static> {
    Arg::from(if fact { "yes" } else { "no" })
}

/// Where a sentence about capturing the king holds (`$king_place`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum KingPlace {
    Everywhere,
    OnThrone,
    BesideThrone,
    Elsewhere,
}

impl KingPlace {
    fn id(self) -> &'static str {
        match self {
            KingPlace::Everywhere => "everywhere",
            KingPlace::OnThrone => "on-throne",
            KingPlace::BesideThrone => "beside-throne",
            KingPlace::Elsewhere => "elsewhere",
        }
    }
}

/// One fact of capturing the king: where, how, and whether a special square next to him there
/// counts against him.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct KingFact {
    pub place: KingPlace,
    pub rule: KingRule,
    pub hostile: bool,
}

impl KingFact {
    /// The variables of its sentence (`rules-king-capture`).
    pub(crate) fn args(self) -> Vec<(&'static str, Arg<'static>)> {
        vec![
            ("king_place", self.place.id().into()),
            ("rule", self.rule.id().into()),
            ("hostile", yes(self.hostile)),
        ]
    }

    /// The sentence.
    pub(crate) fn say(self, words: &Words) -> String {
        words.format("rules-king-capture", &self.args())
    }
}

/// How the king is captured, place by place, as the rules page says it: one fact for every
/// square when the throne makes no difference, else on, beside and away from the throne.
pub(crate) fn king_facts(r: &Rules) -> Vec<KingFact> {
    let throne_rule = KingRule::of(r.king_capture_on_throne, false);
    let beside_rule = KingRule::of(r.king_capture_beside_throne, true);
    let elsewhere_rule = KingRule::of(r.king_capture_elsewhere, false);
    // Special squares that can stand next to the king and count against him: the corners
    // anywhere but around the throne, the throne only beside it.
    let corners_hostile = r.corners && r.corner_hostile.contains(Piece::King);
    let throne_hostile = r.throne
        && (r.throne_hostile_empty.contains(Piece::King)
            || r.throne_hostile_occupied.contains(Piece::King));
    let fact = |place, rule, hostile| KingFact {
        place,
        rule,
        hostile,
    };
    if !r.throne || (throne_rule == elsewhere_rule && beside_rule == elsewhere_rule) {
        vec![fact(
            KingPlace::Everywhere,
            elsewhere_rule,
            corners_hostile || throne_hostile,
        )]
    } else {
        vec![
            fact(KingPlace::OnThrone, throne_rule, false),
            fact(KingPlace::BesideThrone, beside_rule, throne_hostile),
            fact(KingPlace::Elsewhere, elsewhere_rule, corners_hostile),
        ]
    }
}

/// The rules' repetition rule as the page's variables: `$repetition` and, when one side
/// loses, `$side`.
pub(crate) fn repetition_args(r: &Rules) -> Vec<(&'static str, Arg<'static>)> {
    let (repetition, loser) = match r.repetition {
        Repetition::None => ("none", None),
        Repetition::Draw => ("draw", None),
        Repetition::SideLoses(side) => ("side-loses", Some(side)),
        Repetition::MoverLoses => ("mover-loses", None),
    };
    let mut args = vec![("repetition", Arg::from(repetition))];
    args.extend(loser.map(|side| ("side", Arg::from(side.name()))));
    args
}

/// The rules page of `rules` in `lang`.
pub fn rulebook(rules: &Rules, lang: Lang) -> Rulebook {
    let words = Words::new(lang);
    let say = |id: &str, args: &[(&str, Arg)]| words.format(id, args);
    let r = rules;
    let count = |p: Piece| r.setup.iter().filter(|(_, q)| *q == p).count();
    let centre = r.centre();
    let king_on_throne = r.throne && r.setup.contains(&(centre, Piece::King));

    let elsewhere_rule = KingRule::of(r.king_capture_elsewhere, false);

    let mut sections = Vec::new();
    let mut add = |topic: Topic, body: Vec<String>| {
        sections.push(RuleSection {
            topic,
            heading: say("rules-heading", &[("topic", topic.id().into())]),
            body,
        })
    };

    // Board and pieces.
    let mut board = vec![say(
        "rules-board",
        &[
            ("size", r.size.into()),
            ("attackers", count(Piece::Attacker).into()),
            ("defenders", count(Piece::Defender).into()),
        ],
    )];
    if r.throne {
        board.push(say(
            "rules-throne",
            &[
                ("centre", centre.to_string().into()),
                ("king_starts", yes(king_on_throne)),
            ],
        ));
    } else {
        board.push(say("rules-no-throne", &[]));
    }
    if r.corners {
        let m = r.size - 1;
        let corners: Vec<String> = [(0, 0), (0, m), (m, 0), (m, m)]
            .into_iter()
            .filter_map(|(f, rank)| Square::new(f, rank))
            .map(|s| s.to_string())
            .collect();
        board.push(say(
            "rules-corners",
            &[("squares", words.list(&corners).into())],
        ));
    }
    add(Topic::Board, board);

    let first: Arg = r.first.name().into();
    add(
        Topic::Start,
        vec![say("rules-first", &[("side", first.clone())])],
    );

    // Moving.
    let mut moving = vec![say("rules-rook-moves", &[])];
    if r.throne {
        moving.push(say(
            "rules-throne-land",
            &[("who", who(r.throne_land).into())],
        ));
        if king_on_throne && !r.throne_land.contains(Piece::King) {
            moving.push(say("rules-king-cannot-return", &[]));
        }
        moving.push(say(
            "rules-throne-cross",
            &[("who", who(r.throne_cross).into())],
        ));
    }
    if r.corners {
        moving.push(say(
            "rules-corner-land",
            &[("who", who(r.corner_land).into())],
        ));
    }
    add(Topic::Movement, moving);

    let escape: Arg = escape_id(r.escape).into();
    add(
        Topic::Goal,
        vec![
            say("rules-escape", &[("escape", escape.clone())]),
            say("rules-attackers-win", &[]),
        ],
    );

    // Captures.
    let any_hostile = (r.corners && r.corner_hostile != PieceSet::NONE)
        || (r.throne
            && (r.throne_hostile_empty != PieceSet::NONE
                || r.throne_hostile_occupied != PieceSet::NONE));
    let mut captures = vec![
        say("rules-custodial", &[("hostile_squares", yes(any_hostile))]),
        say("rules-moving-in-is-safe", &[]),
        say("rules-several-at-once", &[]),
        say("rules-armed-king", &[("armed", yes(r.king_armed))]),
    ];
    if any_hostile {
        captures.push(say("rules-hostile-meaning", &[]));
    }
    let mut hostile = |place: &str, set: PieceSet| {
        captures.push(if set == PieceSet::NONE {
            say("rules-never-hostile", &[("place", place.into())])
        } else {
            say(
                "rules-hostile",
                &[("place", place.into()), ("who", who(set).into())],
            )
        })
    };
    if r.corners {
        hostile("corners", r.corner_hostile);
    }
    if r.throne {
        hostile("empty-throne", r.throne_hostile_empty);
        hostile("occupied-throne", r.throne_hostile_occupied);
    }
    add(Topic::Captures, captures);

    // The king.
    let mut king = Vec::new();
    for fact in king_facts(r) {
        king.push(fact.say(&words));
        if fact.place == KingPlace::BesideThrone && fact.rule == KingRule::Two {
            king.push(say(
                "rules-empty-throne-against-king",
                &[("counts", yes(r.throne_hostile_empty.contains(Piece::King)))],
            ));
        }
    }
    if !r.king_capture_on_edge {
        king.push(say("rules-king-safe-on-edge", &[]));
    }
    add(Topic::KingCapture, king);

    if r.shieldwall {
        add(Topic::Shieldwall, vec![say("rules-shieldwall", &[])]);
    }
    if r.exit_fort {
        add(Topic::ExitFort, vec![say("rules-exit-fort", &[])]);
    }
    if r.encirclement {
        add(Topic::Encirclement, vec![say("rules-encirclement", &[])]);
    }
    add(
        Topic::Repetition,
        vec![say("rules-repetition", &repetition_args(r))],
    );
    if let Some(limit) = r.no_capture_limit {
        add(
            Topic::MoveLimit,
            vec![say("rules-move-limit", &[("plies", limit.into())])],
        );
    }
    let no_moves = match r.no_moves {
        NoMoves::Loss => "loss",
        NoMoves::Draw => "draw",
    };
    add(
        Topic::NoMoves,
        vec![say("rules-no-moves", &[("no_moves", no_moves.into())])],
    );

    Rulebook {
        title: say("rules-title", &[("name", r.name.as_str().into())]),
        quick_start: vec![
            say("rules-quick-moves", &[("side", first)]),
            say("rules-quick-escape", &[("escape", escape)]),
            say("rules-quick-king", &[("rule", elsewhere_rule.id().into())]),
            say("rules-quick-capture", &[]),
        ],
        sections,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::presets::Preset;

    /// Brandubh with `attackers` attackers, `defenders` defenders and a move limit of `limit`.
    fn with_counts(attackers: u8, defenders: u8, limit: u32) -> Rules {
        let mut rules = Preset::Brandubh.rules();
        let king = rules.setup.iter().find(|(_, p)| *p == Piece::King).copied();
        let square = |i: u8| Square::new(i % 13, i / 13).expect("on a 13×13 board");
        rules.size = 13;
        rules.setup = (0..attackers)
            .map(|i| (square(i), Piece::Attacker))
            .chain((attackers..attackers + defenders).map(|i| (square(i), Piece::Defender)))
            .chain(king)
            .collect();
        rules.no_capture_limit = Some(limit);
        rules
    }

    fn text(rules: &Rules, code: &str) -> String {
        rulebook(rules, Lang::from_code(code)).text()
    }

    /// The counts take the plural form each language's rules give them, in the Fluent files.
    #[test]
    fn numbers_agree() {
        let cases = [
            (
                1,
                21,
                100,
                "en",
                ["have 1 piece;", "king and 21 pieces.", "If 100 moves"],
            ),
            (
                2,
                1,
                1,
                "en",
                ["have 2 pieces;", "king and 1 piece.", "If a move captures"],
            ),
            (
                1,
                8,
                2,
                "et",
                ["on 1 nupp,", "kuningas ja 8 nuppu.", "Kui 2 järjestikuse"],
            ),
            (
                4,
                12,
                100,
                "ru",
                [
                    "У нападающих 4 фигуры,",
                    "король и 12 фигур.",
                    "за 100 ходов",
                ],
            ),
            (
                21,
                24,
                102,
                "ru",
                [
                    "У нападающих 21 фигура,",
                    "король и 24 фигуры.",
                    "за 102 хода",
                ],
            ),
            (
                11,
                1,
                21,
                "ru",
                ["У нападающих 11 фигур,", "король и 1 фигура.", "за 21 ход "],
            ),
        ];
        for (attackers, defenders, limit, code, expected) in cases {
            let page = text(&with_counts(attackers, defenders, limit), code);
            for part in expected {
                assert!(
                    page.contains(part),
                    "{code} {attackers}/{defenders}/{limit}: {part:?}\n{page}"
                );
            }
        }
    }
}
