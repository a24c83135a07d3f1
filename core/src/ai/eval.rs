//! The static evaluation: what a tafl player looks at, in centi-soldiers (an attacker soldier is
//! worth [`Weights::attacker`] = 100).
//!
//! Terms (all computed from the defenders' point of view, then signed for the side to move):
//! material (each side's soldiers, the defenders' scaled by the setup's attacker/defender ratio),
//! the king's distance to the nearest escape square (corner or edge, per the rules), open escape
//! lines (the king sees an escape square: the attackers must block), "two-move" escape squares
//! (squares the king reaches in one move from which an escape line opens), attackers guarding the
//! corner approaches, king safety (attackers and hostile squares next to and near the king,
//! weighted by whether two attackers suffice to take him there), and mobility. Off by default and
//! there for tuning: the king's flood (how far around the attackers' walls his walk to the edge
//! goes, whether a ring shuts him off it, and his room inside one). Off by default but on in
//! Copenhagen's fitted set: a cap on each corner's guard (in the attackers' searches), and the
//! king's three-move escapes (corner views two king moves away).
//!
//! Everything is computed from scratch per call with a few rays, rank-mask floods and table
//! look-ups (no move lists); the weights are a plain struct so self-play can tune them.

use crate::rules::{Escape, KingCapture};
use crate::types::{Direction, Piece, Side, Square};
use crate::variant::Variant;
use crate::Position;
use crate::Preset;

/// Evaluation weights (centi-soldiers). `Default` is the hand-set one (tuned by probe matches);
/// [`Weights::tuned`] gives hard's fitted sets.
#[derive(Clone, Debug, PartialEq)]
pub struct Weights {
    /// One attacker soldier.
    pub attacker: i32,
    /// One defender soldier before scaling by the setup's attacker/defender ratio (percent).
    pub defender: i32,
    /// Per step of the king's distance to the nearest escape square.
    pub king_distance: i32,
    /// Per escape square the king sees right now (with the attackers to move: a threat).
    pub open_line: i32,
    /// Per square the king reaches in one move that sees an escape square.
    pub two_move_escape: i32,
    /// Per attacker diagonally next to a corner (corner escape only).
    pub corner_diagonal: i32,
    /// Per attacker orthogonally next to a corner (blocks, but can be captured against it).
    pub corner_adjacent: i32,
    /// Per attacker two steps from a corner along an edge; an attacker a knight's move from the
    /// corner (b3, c2: the classic blocks that close both edges) counts two and a half times this.
    pub corner_near: i32,
    /// The most the corner guard terms above count for one corner (0: no limit), so that the
    /// attackers do not tie up men in corners that are closed already. It is a plan for the
    /// attackers, so a search for the defenders drops it ([`Weights::for_side`]). Off (0) by
    /// default; on in Copenhagen's fitted set.
    pub corner_cap: i32,
    /// Per attacker or hostile square next to the king (doubled where two attackers capture him).
    pub king_adjacent: i32,
    /// Per attacker at distance two (Manhattan) from the king.
    pub king_near: i32,
    /// Per move of difference in mobility (defenders minus attackers).
    pub mobility: i32,
    /// Per square the king can move to.
    pub king_mobility: i32,
    /// Bonus for the side to move.
    pub tempo: i32,
    /// Per square of the king's room once the attackers' ring is closed: the region flooded
    /// from him through every square not held by an attacker (as the encirclement rule
    /// floods), counted up to [`KING_ROOM_CAP`]; an open ring counts the cap. Shrinks as the
    /// ring tightens. Off (0) by default, for tuning.
    pub king_room: i32,
    /// When that region holds no edge square (the attackers' ring is closed): the king is
    /// shut out of every escape. Off (0) by default, for tuning.
    pub king_sealed: i32,
    /// Per step the king's shortest walk to the edge, around the attackers, is longer than his
    /// plain distance to it (up to [`DETOUR_CAP`]; a closed ring counts the cap): walls and
    /// half-closed rings that the attackers build before the ring shuts. Off (0) by default.
    pub king_detour: i32,
    /// Per square the king reaches in two moves, and not in one, from which he would see a
    /// corner: the threats behind the two-move ones, which the attackers have to meet a move
    /// earlier still (corner escape only). Off (0) by default, for tuning.
    pub three_move_escape: i32,
}

/// A detour counts at most this many steps (a closed ring counts this many).
pub const DETOUR_CAP: i32 = 12;

/// The king's room counts at most this many squares (beyond it he is free anyway).
pub const KING_ROOM_CAP: i32 = 40;

impl Default for Weights {
    fn default() -> Weights {
        Weights {
            attacker: 100,
            defender: 100,
            king_distance: 14,
            open_line: 350,
            two_move_escape: 45,
            corner_diagonal: 12,
            corner_adjacent: 6,
            corner_near: 18,
            corner_cap: 0,
            king_adjacent: 35,
            king_near: 8,
            mobility: 0,
            king_mobility: 5,
            tempo: 10,
            king_room: 0,
            king_sealed: 0,
            king_detour: 0,
            three_move_escape: 0,
        }
    }
}

impl Weights {
    /// Hard's weights for a preset: fitted to self-play results where that was done
    /// (`cargo run --release -p tafl-core --example tune`, Texel's method) and kept only where
    /// a match against the hand-set weights said they play better (`docs/engine.md` has the
    /// runs and the matches), else [`Weights::default`]. A fitted set only changes the terms
    /// the fit moved: the rest, `open_line` among them (the fit sees quiet positions only,
    /// where the king has no open line), stay at the defaults.
    pub fn tuned(preset: Option<Preset>) -> Weights {
        let d = Weights::default();
        match preset {
            // The king's distance turns round: two men capture him away from the throne (three
            // and the throne beside it, four on it), so a king that walks towards the edge
            // before a line opens is a target; his lines are what `open_line` and
            // `two_move_escape` score.
            Some(Preset::Tablut) => Weights {
                defender: 81,
                king_distance: -74,
                two_move_escape: 73,
                king_adjacent: -8,
                king_near: 35,
                king_mobility: 2,
                tempo: -3,
                ..d
            },
            // An attacker beside a corner turns into a liability (one defender captures him
            // against the corner), one diagonally next to it is worth more, and on this small
            // board the king's freedom to move counts four times over.
            Some(Preset::Brandubh) => Weights {
                defender: 90,
                king_distance: 16,
                two_move_escape: 29,
                corner_diagonal: 21,
                corner_adjacent: -49,
                corner_near: 10,
                king_adjacent: 18,
                king_near: 17,
                king_mobility: 21,
                tempo: 6,
                ..d
            },
            // Fitted on games where the attackers searched eight times the defenders' nodes:
            // between equals the defenders win every game, which teaches a fit nothing.
            // Defenders count for less than the setup's ratio says, and the king's lines and
            // the squares diagonal to a corner for much more. Two terms were set by matches,
            // not fitted. `three_move_escape`: without it the king's run to a corner came
            // inside the horizon a move too late for hard's attackers to block it. `corner_cap`:
            // uncapped, hard's attackers parked four or five men on every corner and had too
            // few left to hunt, so games ran to the move cap; the search still sees every
            // escape line, so the terms only have to say that a corner is held, not that more
            // men hold it better. The defenders' searches drop the cap ([`Weights::for_side`]).
            Some(Preset::Copenhagen) => Weights {
                defender: 69,
                king_distance: 37,
                two_move_escape: 136,
                corner_diagonal: 61,
                corner_adjacent: -17,
                corner_near: 15,
                king_adjacent: 27,
                king_near: 10,
                king_mobility: 7,
                tempo: 6,
                three_move_escape: 15,
                corner_cap: 25,
                ..d
            },
            _ => d,
        }
    }
}

impl Weights {
    /// The weights a search for `side` evaluates with. The defenders' search drops
    /// `corner_cap`: the cap tells the attackers not to pile men on a corner that is shut
    /// already, but to the defenders every one of those men is one more to get past, and
    /// counting them at the cap made hard's defence walk into rings and repetitions.
    pub fn for_side(self, side: Side) -> Weights {
        match side {
            Side::Attackers => self,
            Side::Defenders => Weights {
                corner_cap: 0,
                ..self
            },
        }
    }
}

/// A weight's field, for setting weights by name.
type Slot = fn(&mut Weights) -> &mut i32;

impl Weights {
    /// Every weight with its name, as [`Weights::set`] takes it: the one list of names.
    const SLOTS: [(&'static str, Slot); 18] = [
        ("attacker", |w| &mut w.attacker),
        ("defender", |w| &mut w.defender),
        ("king_distance", |w| &mut w.king_distance),
        ("open_line", |w| &mut w.open_line),
        ("two_move_escape", |w| &mut w.two_move_escape),
        ("corner_diagonal", |w| &mut w.corner_diagonal),
        ("corner_adjacent", |w| &mut w.corner_adjacent),
        ("corner_near", |w| &mut w.corner_near),
        ("corner_cap", |w| &mut w.corner_cap),
        ("king_adjacent", |w| &mut w.king_adjacent),
        ("king_near", |w| &mut w.king_near),
        ("mobility", |w| &mut w.mobility),
        ("king_mobility", |w| &mut w.king_mobility),
        ("tempo", |w| &mut w.tempo),
        ("king_room", |w| &mut w.king_room),
        ("king_sealed", |w| &mut w.king_sealed),
        ("king_detour", |w| &mut w.king_detour),
        ("three_move_escape", |w| &mut w.three_move_escape),
    ];

    /// Names of the weights, as [`Weights::set`] takes them.
    pub fn names() -> impl Iterator<Item = &'static str> {
        Self::SLOTS.iter().map(|(name, _)| *name)
    }

    /// Sets one weight by name (for tuning matches); unknown names are an error.
    pub fn set(&mut self, name: &str, value: i32) -> Result<(), String> {
        let (_, slot) = Self::SLOTS
            .iter()
            .find(|(known, _)| *known == name)
            .ok_or_else(|| {
                let known: Vec<_> = Self::names().collect();
                format!("unknown weight '{name}' (one of {})", known.join(", "))
            })?;
        *slot(self) = value;
        Ok(())
    }

    /// Reads one weight by name; unknown names are an error.
    pub fn get(&self, name: &str) -> Result<i32, String> {
        let mut copy = self.clone();
        let (_, slot) = Self::SLOTS
            .iter()
            .find(|(known, _)| *known == name)
            .ok_or_else(|| format!("unknown weight '{name}'"))?;
        Ok(*slot(&mut copy))
    }

    /// The weights as `name=value` pairs, as [`Weights::with_overrides`] reads them.
    pub fn to_overrides(&self) -> String {
        Self::names()
            .map(|name| format!("{name}={}", self.get(name).unwrap_or(0)))
            .collect::<Vec<_>>()
            .join(",")
    }

    /// Applies `name=value` pairs separated by commas, e.g. `open_line=300,tempo=5`; the word
    /// `default` in the list resets every weight to [`Weights::default`] (`default,tempo=5`
    /// starts from the hand-set weights rather than a preset's fitted ones). On an error
    /// nothing is changed.
    pub fn with_overrides(&self, text: &str) -> Result<Weights, String> {
        let mut w = self.clone();
        for pair in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            if pair == "default" {
                w = Weights::default();
                continue;
            }
            let (name, value) = pair
                .split_once('=')
                .ok_or_else(|| format!("expected name=value, got '{pair}'"))?;
            let value: i32 = value
                .trim()
                .parse()
                .map_err(|_| format!("'{value}' is not a whole number"))?;
            w.set(name.trim(), value)?;
        }
        Ok(w)
    }
}

/// Per-variant tables the evaluation and the search's threat detection read.
#[derive(Clone)]
pub(crate) struct Tables {
    pub size: u8,
    pub escape: Escape,
    /// Distance from each square to the nearest escape square (0 off the board).
    pub king_dist: [u8; 256],
    /// Bonus for an attacker on each square (corner guards).
    pub guard: [i16; 256],
    /// Whether two attackers capture the king on this square.
    pub king_two: [bool; 256],
    /// Whether the king can never be captured on this square.
    pub king_immune: [bool; 256],
    /// Defender soldier value after scaling.
    pub defender_value: i32,
    pub attacker_value: i32,
    /// Whether the king may cross / land on each square (throne and corners).
    pub king_cross: [bool; 256],
    pub king_land: [bool; 256],
    /// Squares hostile to the king when empty (corners, throne per rules).
    pub hostile_to_king_empty: [bool; 256],
    /// Edge squares, per rank (bit per file): where the king's flood ends.
    pub edge_rank: [u16; 16],
    /// [`Tables::king_cross`] and [`Tables::king_land`] as masks per rank (bit per file).
    pub king_cross_rank: [u16; 16],
    pub king_land_rank: [u16; 16],
}

impl Tables {
    pub fn new(v: &Variant, w: &Weights) -> Tables {
        let rules = v.rules();
        let size = v.size();
        let mut t = Tables {
            size,
            escape: rules.escape,
            king_dist: [0; 256],
            guard: [0; 256],
            king_two: [false; 256],
            king_immune: [false; 256],
            defender_value: 0,
            attacker_value: w.attacker,
            king_cross: [false; 256],
            king_land: [false; 256],
            hostile_to_king_empty: [false; 256],
            edge_rank: [0; 16],
            king_cross_rank: [0; 16],
            king_land_rank: [0; 16],
        };
        let n_att = rules
            .setup
            .iter()
            .filter(|(_, p)| *p == Piece::Attacker)
            .count()
            .max(1) as i32;
        let n_def = rules
            .setup
            .iter()
            .filter(|(_, p)| *p == Piece::Defender)
            .count()
            .max(1) as i32;
        // Defenders are fewer: each is worth the ratio (clamped to 1..3 soldiers).
        let ratio_pct = (100 * n_att / n_def).clamp(100, 300);
        t.defender_value = w.defender * ratio_pct / 100;
        let last = size - 1;
        let corners: Vec<Square> = v.squares().filter(|&s| v.is_corner(s)).collect();
        for sq in v.squares() {
            let i = sq.index();
            let (f, r) = (sq.file(), sq.rank());
            t.king_dist[i] = match rules.escape {
                Escape::Edge => f.min(r).min(last - f).min(last - r),
                Escape::Corner => corners
                    .iter()
                    .map(|c| c.file().abs_diff(f) + c.rank().abs_diff(r))
                    .min()
                    .unwrap_or(0),
            };
            if rules.escape == Escape::Corner {
                for c in &corners {
                    let (df, dr) = (c.file().abs_diff(f), c.rank().abs_diff(r));
                    let g = match (df, dr) {
                        (1, 1) => w.corner_diagonal,
                        (0, 1) | (1, 0) => w.corner_adjacent,
                        (1, 2) | (2, 1) => w.corner_near * 5 / 2,
                        (0, 2) | (2, 0) => w.corner_near,
                        _ => 0,
                    };
                    t.guard[i] += g as i16;
                }
            }
            let mode = if v.is_throne(sq) {
                rules.king_capture_on_throne
            } else if v.is_beside_throne(sq) {
                rules.king_capture_beside_throne
            } else {
                rules.king_capture_elsewhere
            };
            t.king_immune[i] = !rules.king_capture_on_edge && sq.is_edge(size);
            t.king_two[i] = mode == KingCapture::Two && !t.king_immune[i];
            // A corner ends every line through it, so "crossing" one never happens: the rays
            // below must reach it (and land there when allowed) as move generation does, or
            // no corner escape line would ever be seen.
            t.king_cross[i] = rules.may_cross(Piece::King, sq) || v.is_corner(sq);
            t.king_land[i] = rules.may_land(Piece::King, sq);
            if sq.is_edge(size) {
                t.edge_rank[r as usize] |= 1 << f;
            }
            if t.king_cross[i] {
                t.king_cross_rank[r as usize] |= 1 << f;
            }
            if t.king_land[i] {
                t.king_land_rank[r as usize] |= 1 << f;
            }
            t.hostile_to_king_empty[i] = (v.is_corner(sq)
                && rules.corner_hostile.contains(Piece::King))
                || (v.is_throne(sq) && rules.throne_hostile_empty.contains(Piece::King));
        }
        t
    }
}

/// What the king sees: escape squares reachable now, and the squares of those lines (where an
/// attacker can block).
#[derive(Clone, Copy, Default)]
pub(crate) struct KingLines {
    /// Escape squares the king reaches in one move.
    pub open: u32,
    /// Squares on the open lines an attacker could occupy (bit per square index).
    pub block: [u64; 4],
}

impl KingLines {
    #[inline]
    pub fn contains(&self, sq: Square) -> bool {
        self.block[sq.index() >> 6] & (1 << (sq.index() & 63)) != 0
    }
}

const DIRS: [Direction; 4] = Direction::ALL;

/// The king's open lines to escape squares.
#[inline]
pub(crate) fn king_lines(pos: &Position, t: &Tables, v: &Variant) -> KingLines {
    let mut out = KingLines::default();
    let Some(k) = pos.king() else { return out };
    for dir in DIRS {
        let mut cur = k;
        let mut line = [0u64; 4];
        let mut last_land: Option<Square> = None;
        while let Some(n) = cur.step(dir, t.size) {
            if pos.piece_at(n).is_some() || !t.king_cross[n.index()] {
                break;
            }
            if t.king_land[n.index()] {
                last_land = Some(n);
            }
            if !v.is_corner(n) {
                line[n.index() >> 6] |= 1 << (n.index() & 63);
            }
            cur = n;
        }
        if let Some(end) = last_land {
            if end == cur && v.is_escape(end) {
                out.open += 1;
                for (b, l) in out.block.iter_mut().zip(line) {
                    *b |= l;
                }
            }
        }
    }
    out
}

/// Counts escape lines from `s` (the king imagined there, `from` treated as empty), along the
/// given directions.
#[inline]
fn lines_from(
    pos: &Position,
    t: &Tables,
    v: &Variant,
    s: Square,
    from: Square,
    dirs: &[Direction],
) -> u32 {
    let mut open = 0;
    for &dir in dirs {
        let mut cur = s;
        while let Some(n) = cur.step(dir, t.size) {
            if (n != from && pos.piece_at(n).is_some()) || !t.king_cross[n.index()] {
                break;
            }
            cur = n;
        }
        if cur != s
            && v.is_escape(cur)
            && t.king_land[cur.index()]
            && cur.step(dir, t.size).is_none()
        {
            open += 1;
        }
    }
    open
}

/// How many squares the king reaches in one move from which he would see an escape square: with
/// the attackers to move, threats they may have to answer with a quiet move.
#[inline]
pub(crate) fn king_two_move_escapes(pos: &Position, t: &Tables, v: &Variant) -> i32 {
    pos.king().map_or(0, |k| king_freedom(pos, t, v, k).2)
}

/// King reach (squares he may stop on), open lines now, and squares with an open line next move.
#[inline]
fn king_freedom(pos: &Position, t: &Tables, v: &Variant, k: Square) -> (i32, i32, i32) {
    let mut reach = 0;
    let mut open_now = 0;
    let mut two_move = 0;
    for dir in DIRS {
        let mut cur = k;
        let perp: [Direction; 2] = match dir {
            Direction::North | Direction::South => [Direction::East, Direction::West],
            _ => [Direction::North, Direction::South],
        };
        while let Some(n) = cur.step(dir, t.size) {
            if pos.piece_at(n).is_some() || !t.king_cross[n.index()] {
                break;
            }
            cur = n;
            if !t.king_land[n.index()] {
                continue;
            }
            reach += 1;
            if v.is_escape(n) {
                open_now += 1;
                continue;
            }
            let candidate = match t.escape {
                // Only squares on an edge line can see a corner.
                Escape::Corner => n.is_edge(t.size),
                Escape::Edge => true,
            };
            if candidate && lines_from(pos, t, v, n, k, &perp) > 0 {
                two_move += 1;
            }
        }
    }
    (reach, open_now, two_move)
}

/// The evaluation from the side to move's point of view.
pub(crate) fn evaluate(pos: &Position, v: &Variant, t: &Tables, w: &Weights) -> i32 {
    if pos.king().is_none() {
        return 0;
    }
    let s = for_defenders(pos, v, t, w);
    let s = match pos.side_to_move() {
        Side::Defenders => s,
        Side::Attackers => -s,
    };
    s + w.tempo
}

/// The evaluation for the defenders, whoever is to move (no tempo).
pub(crate) fn for_defenders(pos: &Position, v: &Variant, t: &Tables, w: &Weights) -> i32 {
    let Some(k) = pos.king() else {
        return 0;
    };
    let n_att = pos.count_side(Side::Attackers) as i32;
    let n_def = pos.count_side(Side::Defenders) as i32 - 1;
    let mut s = n_def * t.defender_value - n_att * t.attacker_value;

    s -= t.king_dist[k.index()] as i32 * w.king_distance;

    let (reach, open_now, two_move) = king_freedom(pos, t, v, k);
    s += reach * w.king_mobility + open_now * w.open_line + two_move * w.two_move_escape;

    // King safety.
    let ki = k.index();
    let mut adjacent = 0;
    for dir in DIRS {
        if let Some(n) = k.step(dir, t.size) {
            match pos.piece_at(n) {
                Some(Piece::Attacker) => adjacent += 1,
                None if t.hostile_to_king_empty[n.index()] => adjacent += 1,
                _ => {}
            }
        }
    }
    if !t.king_immune[ki] {
        let factor = if t.king_two[ki] { 2 } else { adjacent.max(1) };
        s -= adjacent * w.king_adjacent * factor / 2;
    }
    // Attackers two steps away (diagonals and straight).
    let (kf, kr) = (k.file() as i32, k.rank() as i32);
    let mut near = 0;
    for (df, dr) in [
        (1, 1),
        (1, -1),
        (-1, 1),
        (-1, -1),
        (2, 0),
        (-2, 0),
        (0, 2),
        (0, -2),
    ] {
        let (f, r) = (kf + df, kr + dr);
        if f >= 0 && r >= 0 && f < t.size as i32 && r < t.size as i32 {
            if let Some(sq) = Square::new(f as u8, r as u8) {
                if pos.piece_at(sq) == Some(Piece::Attacker) {
                    near += 1;
                }
            }
        }
    }
    s -= near * w.king_near;

    // Corner guards and mobility.
    if t.escape == Escape::Corner {
        s -= corner_guard(pos, t, w.corner_cap);
    }
    if w.mobility != 0 {
        let mob = pos.mobility(v, Side::Defenders) as i32 - pos.mobility(v, Side::Attackers) as i32;
        s += mob * w.mobility;
    }
    if w.three_move_escape != 0 && t.escape == Escape::Corner {
        s += king_three_move_escapes(pos, t, k) * w.three_move_escape;
    }
    if w.king_room != 0 || w.king_sealed != 0 || w.king_detour != 0 {
        let (walk, room) = king_flood(pos, t, k);
        match walk {
            Some(steps) => {
                let last = t.size - 1;
                let plain = k
                    .file()
                    .min(k.rank())
                    .min(last - k.file())
                    .min(last - k.rank());
                let detour = steps - plain as i32;
                s -= detour.min(DETOUR_CAP) * w.king_detour;
                s += KING_ROOM_CAP * w.king_room;
            }
            None => {
                s -= DETOUR_CAP * w.king_detour + w.king_sealed;
                s += room.min(KING_ROOM_CAP) * w.king_room;
            }
        }
    }
    s
}

/// Rank masks of the squares the king may stop on one rook move from any square of `from`,
/// sliding through `free` squares (bit per file, one mask per rank).
fn king_slides(from: &[u16; 16], free: &[u16; 16], t: &Tables) -> [u16; 16] {
    let n = t.size as usize;
    let mut out = [0u16; 16];
    let steps: [fn(u16) -> u16; 2] = [|x| x << 1, |x| x >> 1];
    for r in 0..n {
        for step in steps {
            let mut x = from[r];
            while x != 0 {
                x = step(x) & free[r];
                out[r] |= x;
            }
        }
    }
    for north in [true, false] {
        let mut cur = *from;
        loop {
            let mut next = [0u16; 16];
            let mut any = 0;
            for r in 0..n {
                let src = if north { r.checked_sub(1) } else { Some(r + 1) };
                if let Some(src) = src.filter(|&s| s < n) {
                    next[r] = cur[src] & free[r];
                    any |= next[r];
                }
            }
            if any == 0 {
                break;
            }
            for (o, x) in out.iter_mut().zip(next) {
                *o |= x;
            }
            cur = next;
        }
    }
    for (o, land) in out.iter_mut().zip(t.king_land_rank) {
        *o &= land;
    }
    out
}

/// Edge squares, empty, with nothing between them and a corner along their edge: where the king
/// would see a corner (rank masks).
fn corner_sight(pos: &Position, t: &Tables) -> [u16; 16] {
    let last = t.size as usize - 1;
    let empty = |f: usize, r: usize| pos.occ_rank(r) & (1 << f) == 0;
    let mut sight = [0u16; 16];
    // Along each edge from both its corners inwards, up to the first piece.
    for edge in [0, last] {
        for f in (1..last).take_while(|&f| empty(f, edge)) {
            sight[edge] |= 1 << f;
        }
        for f in (1..last).rev().take_while(|&f| empty(f, edge)) {
            sight[edge] |= 1 << f;
        }
        for r in (1..last).take_while(|&r| empty(edge, r)) {
            sight[r] |= 1 << edge;
        }
        for r in (1..last).rev().take_while(|&r| empty(edge, r)) {
            sight[r] |= 1 << edge;
        }
    }
    sight
}

/// Squares the king reaches in two moves but not in one from which he would see a corner: the
/// escape threats two moves away (corner escape only).
fn king_three_move_escapes(pos: &Position, t: &Tables, k: Square) -> i32 {
    let n = t.size as usize;
    let mut free = [0u16; 16];
    for (r, f) in free.iter_mut().enumerate().take(n) {
        *f = t.king_cross_rank[r] & !pos.occ_rank(r);
    }
    let mut from = [0u16; 16];
    from[k.rank() as usize] = 1 << k.file();
    // The king leaves his square, so lines through it are open on the second move.
    free[k.rank() as usize] |= 1 << k.file();
    let one = king_slides(&from, &free, t);
    let two = king_slides(&one, &free, t);
    let sight = corner_sight(pos, t);
    (0..n)
        .map(|r| (two[r] & !one[r] & !from[r] & sight[r]).count_ones() as i32)
        .sum()
}

/// Floods from the king through every square no attacker holds (defenders may step aside, so
/// they do not stop it), one step a round on the rank masks. Returns the steps of his shortest
/// walk to the edge (`None`: the attackers' ring shuts him off the edge, and so off every
/// escape square; with the defenders inside it that is Copenhagen's encirclement) and the
/// squares flooded by then (the whole region when closed).
fn king_flood(pos: &Position, t: &Tables, k: Square) -> (Option<i32>, i32) {
    let n = t.size as usize;
    let full = ((1u32 << n) - 1) as u16;
    let mut open = [0u16; 16];
    for (r, o) in open.iter_mut().enumerate().take(n) {
        *o = full & !pos.side_rank(Side::Attackers, r);
    }
    let mut region = [0u16; 16];
    region[k.rank() as usize] = 1 << k.file();
    let count = |region: &[u16; 16]| region.iter().map(|r| r.count_ones() as i32).sum();
    let mut steps = 0;
    loop {
        if region.iter().zip(&t.edge_rank).any(|(r, e)| r & e != 0) {
            return (Some(steps), count(&region));
        }
        let mut next = [0u16; 16];
        let mut grew = false;
        for r in 0..n {
            let mut x = region[r] | region[r] << 1 | region[r] >> 1;
            if r > 0 {
                x |= region[r - 1];
            }
            if r + 1 < n {
                x |= region[r + 1];
            }
            next[r] = x & open[r];
            grew |= next[r] != region[r];
        }
        if !grew {
            return (None, count(&region));
        }
        region = next;
        steps += 1;
    }
}

/// The attackers' guard of each corner: the guard values of the attackers within two steps of
/// it (the only squares with one), summed per corner and, when `cap` is positive, at most `cap`
/// per corner (more men on one corner close it no further; they are needed elsewhere).
#[inline]
fn corner_guard(pos: &Position, t: &Tables, cap: i32) -> i32 {
    let last = t.size - 1;
    const OFFS: [(u8, u8); 8] = [
        (0, 1),
        (1, 0),
        (1, 1),
        (0, 2),
        (2, 0),
        (1, 2),
        (2, 1),
        (2, 2),
    ];
    let mut total = 0;
    for (cx, cy) in [(0u8, 0u8), (0, 1), (1, 0), (1, 1)] {
        let mut guard = 0;
        for &(df, dr) in &OFFS {
            let f = if cx == 0 { df } else { last - df };
            let r = if cy == 0 { dr } else { last - dr };
            if let Some(sq) = Square::new(f, r) {
                if pos.piece_at(sq) == Some(Piece::Attacker) {
                    guard += t.guard[sq.index()] as i32;
                }
            }
        }
        total += if cap > 0 { guard.min(cap) } else { guard };
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Preset;

    fn flood(preset: Preset, text: &str) -> (Option<i32>, i32) {
        let v = Variant::from_preset(preset);
        let pos = Position::parse_pieces(&v, text).unwrap();
        let t = Tables::new(&v, &Weights::default());
        king_flood(&pos, &t, pos.king().unwrap())
    }

    #[test]
    fn the_kings_walk_to_the_edge_goes_around_attackers_and_a_closed_ring_stops_it() {
        // Open board: the plain distance to the edge.
        assert_eq!(flood(Preset::Copenhagen, "A a4, K f6; A").0, Some(5));
        assert_eq!(flood(Preset::Copenhagen, "K c3; A").0, Some(2));
        // Walls west and south of d4: round them, five steps (to a6 or f1) instead of three.
        assert_eq!(
            flood(Preset::Copenhagen, "A c3 c4 c5 d3 e3, K d4; A").0,
            Some(5)
        );
        // A ring of attackers around the king and a defender: two squares, closed.
        assert_eq!(
            flood(Preset::Copenhagen, "A e6 h6 f5 g5 f7 g7, D g6, K f6; A"),
            (None, 2)
        );
        // The same ring with a gap: the walk leaves through it (g7, g8, then four ranks up).
        assert_eq!(
            flood(Preset::Copenhagen, "A e6 h6 f5 g5 f7, D g6, K f6; A").0,
            Some(6)
        );
        // Brandubh: shut in by four attackers.
        assert_eq!(flood(Preset::Brandubh, "A b4 a5 c5 b6, K b5; A"), (None, 1));
        // Tablut: one step from the edge, or three around a wall.
        assert_eq!(flood(Preset::Tablut, "K b5; A").0, Some(1));
        assert_eq!(flood(Preset::Tablut, "A a4 a5 a6, K b5; A").0, Some(3));
    }

    fn three_move(text: &str) -> i32 {
        let v = Variant::from_preset(Preset::Copenhagen);
        let pos = Position::parse_pieces(&v, text).unwrap();
        let t = Tables::new(&v, &Weights::default());
        king_three_move_escapes(&pos, &t, pos.king().unwrap())
    }

    #[test]
    fn three_move_escapes_are_the_corner_views_two_king_moves_away() {
        // An empty board: every edge square but a corner sees one; the four he reaches in one
        // move (f1, f11, a6, k6) are two-move escapes, not three.
        assert_eq!(three_move("K f6; A"), 32);
        // An attacker on b1 blocks a1's view along rank 1 (and stands on b1 itself); one on
        // a2 does the same along the a-file. k1 and a11 still see the rest of those edges.
        assert_eq!(three_move("A b1, K f6; A"), 31);
        assert_eq!(three_move("A a2, K f6; A"), 31);
        // One in the middle of rank 1 leaves each corner its side of it (b1-e1, g1-j1) and
        // takes f1, which he reached in one move: 35 views, 3 of them one move away.
        assert_eq!(three_move("A f1, K f6; A"), 32);
        // Boxed in: no move at all.
        assert_eq!(three_move("A e6 g6 f5 f7, K f6; A"), 0);
        // Walls on the e- and g-files: his first move goes up or down the f-file, to f1 or f11
        // among others; the second along rank 1 or 11, to the other 8 edge squares of each.
        assert_eq!(
            three_move("A e2 e3 e4 e5 e6 e7 e8 e9 e10 g2 g3 g4 g5 g6 g7 g8 g9 g10, K f6; A"),
            16
        );
    }

    #[test]
    fn hard_on_copenhagen_counts_a_piled_up_corner_as_held_once() {
        let v = Variant::from_preset(Preset::Copenhagen);
        let capped = Weights::tuned(Some(Preset::Copenhagen));
        assert!(capped.corner_cap > 0);
        let uncapped = capped.with_overrides("corner_cap=0").unwrap();
        let pos = Position::parse_pieces(&v, "A b2 b3 c2, K f6; A").unwrap();
        let eval = |w: &Weights| for_defenders(&pos, &v, &Tables::new(&v, w), w);
        // b2 diagonal to a1, b3 and c2 a knight's move from it: the evaluation itself, not
        // only the guard sum, counts that corner at the cap and no more.
        let guard = capped.corner_diagonal + 2 * (capped.corner_near * 5 / 2);
        assert!(guard > capped.corner_cap);
        assert_eq!(eval(&capped) - eval(&uncapped), guard - capped.corner_cap);
    }

    #[test]
    fn a_corners_guard_counts_at_most_the_cap() {
        let v = Variant::from_preset(Preset::Copenhagen);
        let t = Tables::new(&v, &Weights::default());
        let pos = Position::parse_pieces(&v, "A a3 b3 b2 c2 c1 j2, K f6; A").unwrap();
        // a1: 18 (a3) + 45 (b3) + 12 (b2) + 45 (c2) + 18 (c1) = 138; k1: 12 (j2).
        assert_eq!(corner_guard(&pos, &t, 0), 150);
        assert_eq!(corner_guard(&pos, &t, 100), 112);
    }
}
