//! The rules page of any rule set, in English, Estonian or Russian, worded from the switches of
//! [`Rules`] (never written per variant): board and pieces, who moves first, moving (throne and
//! corners), winning, captures and hostile squares, capturing the king, and the special and
//! ending rules that are on. Sections for rules that are off (shieldwall, exit fort,
//! encirclement, move limit) are left out.
//!
//! [`rulebook`] decides what to say from the facts; the wording of each fact is in
//! `rulebook_en`, `rulebook_et` and `rulebook_ru`.

use crate::rules::{Escape, KingCapture, NoMoves, Repetition, Rules};
use crate::types::{Piece, PieceSet, Side, Square};

/// A language of the rules page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    Et,
    Ru,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Et, Lang::Ru];

    /// "en", "et", "ru" (case-insensitive; a region such as "ru-RU" or "et_EE" is ignored);
    /// anything else is English.
    pub fn from_code(code: &str) -> Lang {
        let primary = code
            .trim()
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match primary.as_str() {
            "et" => Lang::Et,
            "ru" => Lang::Ru,
            _ => Lang::En,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Et => "et",
            Lang::Ru => "ru",
        }
    }
}

/// What a section is about (language-independent, for icons and tests).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
pub struct RuleSection {
    pub topic: Topic,
    pub heading: String,
    /// Paragraphs, one fact or a few close facts each.
    pub body: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
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

/// Which pieces a set of the rules names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Who {
    Nobody,
    Everyone,
    /// Attackers and defenders, not the king.
    Soldiers,
    Attackers,
    Defenders,
    King,
    AttackersAndKing,
    DefendersAndKing,
}

impl Who {
    fn of(set: PieceSet) -> Who {
        let (a, d, k) = (
            set.contains(Piece::Attacker),
            set.contains(Piece::Defender),
            set.contains(Piece::King),
        );
        match (a, d, k) {
            (false, false, false) => Who::Nobody,
            (true, true, true) => Who::Everyone,
            (true, true, false) => Who::Soldiers,
            (true, false, false) => Who::Attackers,
            (false, true, false) => Who::Defenders,
            (false, false, true) => Who::King,
            (true, false, true) => Who::AttackersAndKing,
            (false, true, true) => Who::DefendersAndKing,
        }
    }

    /// Whether the phrase names more than one kind of piece (verb agreement).
    pub(crate) fn plural(self) -> bool {
        !matches!(self, Who::Nobody | Who::Everyone | Who::King)
    }
}

/// A special square that can be hostile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Place {
    Corners,
    EmptyThrone,
    OccupiedThrone,
}

/// Where the king stands, for his capture rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum KingPlace {
    /// One rule for every square.
    Everywhere,
    OnThrone,
    BesideThrone,
    Elsewhere,
}

/// How the king is captured in one place, as the page words it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum KingRule {
    /// Between the moving attacker and an attacker (or a square hostile to him).
    Two,
    /// Attackers (or squares hostile to him) on all four sides.
    Four,
    /// Beside the throne: attackers on the three other sides, the throne the fourth.
    ThreeAndThrone,
}

/// The wording of every fact, one implementation per language.
pub(crate) trait Words {
    fn title(&self, name: &str) -> String;
    fn heading(&self, topic: Topic) -> String;
    fn side(&self, side: Side) -> String;

    fn quick_moves(&self, first: Side) -> String;
    fn quick_escape(&self, escape: Escape) -> String;
    fn quick_king(&self, rule: KingRule) -> String;
    fn quick_capture(&self) -> String;

    fn board(&self, size: u8, attackers: usize, defenders: usize) -> String;
    fn throne(&self, centre: &str, king_starts_there: bool) -> String;
    fn no_throne(&self) -> String;
    fn corners(&self, squares: &str) -> String;

    fn first(&self, side: Side) -> String;

    fn rook_moves(&self) -> String;
    fn throne_land(&self, who: Who) -> String;
    fn king_cannot_return(&self) -> String;
    fn throne_cross(&self, who: Who) -> String;
    fn corner_land(&self, who: Who) -> String;

    fn escape(&self, escape: Escape) -> String;
    fn attackers_win(&self) -> String;

    /// `hostile_squares`: some special square can help to capture.
    fn custodial(&self, hostile_squares: bool) -> String;
    fn moving_in_is_safe(&self) -> String;
    fn several_at_once(&self) -> String;
    fn hostile_meaning(&self) -> String;
    fn hostile(&self, place: Place, who: Who) -> String;
    fn armed_king(&self, armed: bool) -> String;

    /// `hostile_to_king`: some special square next to the king there counts against him.
    fn king_capture(&self, place: KingPlace, rule: KingRule, hostile_to_king: bool) -> String;
    fn empty_throne_against_king(&self, counts: bool) -> String;
    fn king_safe_on_edge(&self) -> String;

    fn shieldwall(&self) -> String;
    fn exit_fort(&self) -> String;
    fn encirclement(&self) -> String;

    fn repetition(&self, rule: Repetition) -> String;
    fn move_limit(&self, plies: u32) -> String;
    fn no_moves(&self, rule: NoMoves) -> String;
}

fn words(lang: Lang) -> &'static dyn Words {
    match lang {
        Lang::En => &crate::rulebook_en::English,
        Lang::Et => &crate::rulebook_et::Estonian,
        Lang::Ru => &crate::rulebook_ru::Russian,
    }
}

/// Upper-cases the first letter.
pub(crate) fn cap(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn king_rule(mode: KingCapture, beside_throne: bool) -> KingRule {
    match mode {
        KingCapture::Two => KingRule::Two,
        KingCapture::Four => KingRule::Four,
        // Away from the throne's side it takes attackers (or hostile squares) on all four.
        KingCapture::ThreeAndThrone if beside_throne => KingRule::ThreeAndThrone,
        KingCapture::ThreeAndThrone => KingRule::Four,
    }
}

/// The rules page of `rules` in `lang`.
pub fn rulebook(rules: &Rules, lang: Lang) -> Rulebook {
    let w = words(lang);
    let r = rules;
    let count = |p: Piece| r.setup.iter().filter(|(_, q)| *q == p).count();
    let centre = r.centre();
    let king_on_throne = r.throne && r.setup.contains(&(centre, Piece::King));

    let throne_rule = king_rule(r.king_capture_on_throne, false);
    let beside_rule = king_rule(r.king_capture_beside_throne, true);
    let elsewhere_rule = king_rule(r.king_capture_elsewhere, false);

    let mut sections = Vec::new();
    let mut add = |topic: Topic, body: Vec<String>| {
        sections.push(RuleSection {
            topic,
            heading: w.heading(topic),
            body,
        })
    };

    // Board and pieces.
    let mut board = vec![w.board(r.size, count(Piece::Attacker), count(Piece::Defender))];
    if r.throne {
        board.push(w.throne(&centre.to_string(), king_on_throne));
    } else {
        board.push(w.no_throne());
    }
    if r.corners {
        let m = r.size - 1;
        let corners: Vec<String> = [(0, 0), (0, m), (m, 0), (m, m)]
            .into_iter()
            .filter_map(|(f, rank)| Square::new(f, rank))
            .map(|s| s.to_string())
            .collect();
        board.push(w.corners(&corners.join(", ")));
    }
    add(Topic::Board, board);

    add(Topic::Start, vec![w.first(r.first)]);

    // Moving.
    let mut moving = vec![w.rook_moves()];
    if r.throne {
        let land = Who::of(r.throne_land);
        moving.push(w.throne_land(land));
        if king_on_throne && !r.throne_land.contains(Piece::King) {
            moving.push(w.king_cannot_return());
        }
        moving.push(w.throne_cross(Who::of(r.throne_cross)));
    }
    if r.corners {
        moving.push(w.corner_land(Who::of(r.corner_land)));
    }
    add(Topic::Movement, moving);

    add(Topic::Goal, vec![w.escape(r.escape), w.attackers_win()]);

    // Captures.
    let any_hostile = (r.corners && r.corner_hostile != PieceSet::NONE)
        || (r.throne
            && (r.throne_hostile_empty != PieceSet::NONE
                || r.throne_hostile_occupied != PieceSet::NONE));
    let mut captures = vec![
        w.custodial(any_hostile),
        w.moving_in_is_safe(),
        w.several_at_once(),
        w.armed_king(r.king_armed),
    ];
    if any_hostile {
        captures.push(w.hostile_meaning());
    }
    if r.corners {
        captures.push(w.hostile(Place::Corners, Who::of(r.corner_hostile)));
    }
    if r.throne {
        captures.push(w.hostile(Place::EmptyThrone, Who::of(r.throne_hostile_empty)));
        captures.push(w.hostile(Place::OccupiedThrone, Who::of(r.throne_hostile_occupied)));
    }
    add(Topic::Captures, captures);

    // The king.
    // Special squares that can stand next to the king and count against him: the corners
    // anywhere but around the throne, the throne only beside it.
    let corners_hostile = r.corners && r.corner_hostile.contains(Piece::King);
    let throne_hostile = r.throne
        && (r.throne_hostile_empty.contains(Piece::King)
            || r.throne_hostile_occupied.contains(Piece::King));
    let mut king = Vec::new();
    if !r.throne || (throne_rule == elsewhere_rule && beside_rule == elsewhere_rule) {
        king.push(w.king_capture(
            KingPlace::Everywhere,
            elsewhere_rule,
            corners_hostile || throne_hostile,
        ));
    } else {
        king.push(w.king_capture(KingPlace::OnThrone, throne_rule, false));
        king.push(w.king_capture(KingPlace::BesideThrone, beside_rule, throne_hostile));
        if beside_rule == KingRule::Two {
            king.push(w.empty_throne_against_king(r.throne_hostile_empty.contains(Piece::King)));
        }
        king.push(w.king_capture(KingPlace::Elsewhere, elsewhere_rule, corners_hostile));
    }
    if !r.king_capture_on_edge {
        king.push(w.king_safe_on_edge());
    }
    add(Topic::KingCapture, king);

    if r.shieldwall {
        add(Topic::Shieldwall, vec![w.shieldwall()]);
    }
    if r.exit_fort {
        add(Topic::ExitFort, vec![w.exit_fort()]);
    }
    if r.encirclement {
        add(Topic::Encirclement, vec![w.encirclement()]);
    }
    add(Topic::Repetition, vec![w.repetition(r.repetition)]);
    if let Some(limit) = r.no_capture_limit {
        add(Topic::MoveLimit, vec![w.move_limit(limit)]);
    }
    add(Topic::NoMoves, vec![w.no_moves(r.no_moves)]);

    Rulebook {
        title: w.title(&r.name),
        quick_start: vec![
            w.quick_moves(r.first),
            w.quick_escape(r.escape),
            w.quick_king(elsewhere_rule),
            w.quick_capture(),
        ],
        sections,
    }
}
