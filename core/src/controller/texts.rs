//! The game's values in words: one function per kind of value, over [`Words`], so the apps and
//! the terminal say the same thing in every language.

use crate::ai::Level;
use crate::controller::matchplay::{MatchStanding, MatchWinner};
use crate::controller::{GameError, RulesInfo};
use crate::game::{Outcome, Reason};
use crate::presets::Preset;
use crate::types::{Piece, Side};
use crate::words::{Arg, Words};
use crate::MoveError;

pub fn side_id(side: Side) -> &'static str {
    side.name()
}

pub fn piece_id(piece: Piece) -> &'static str {
    match piece {
        Piece::Attacker => "attacker",
        Piece::Defender => "defender",
        Piece::King => "king",
    }
}

pub fn reason_id(reason: Reason) -> &'static str {
    match reason {
        Reason::KingEscaped => "king-escaped",
        Reason::KingCaptured => "king-captured",
        Reason::ExitFort => "exit-fort",
        Reason::Encircled => "encircled",
        Reason::NoLegalMove => "no-legal-move",
        Reason::Repetition => "repetition",
        Reason::MoveLimit => "move-limit",
    }
}

/// "Attackers".
pub fn side(w: &Words, side: Side) -> String {
    w.format("side", &[("side", side_id(side).into())])
}

/// "king".
pub fn piece(w: &Words, piece: Piece) -> String {
    w.format("piece", &[("piece", piece_id(piece).into())])
}

/// The set-up palette's name of `piece` ("Attacker"), or of the empty square (`None`).
pub fn setup_piece(w: &Words, piece: Option<Piece>) -> String {
    w.format(
        "setup-piece",
        &[("piece", piece.map_or("none", piece_id).into())],
    )
}

/// "Hard".
pub fn level(w: &Words, level: Level) -> String {
    w.format("level", &[("level", level.name().into())])
}

/// "Copenhagen Hnefatafl".
pub fn preset(w: &Words, preset: Preset) -> String {
    w.format("preset-name", &[("preset", preset.id().into())])
}

/// "Brandubh (7×7; 8 vs 4 + king)".
pub fn preset_summary(w: &Words, p: Preset) -> String {
    let rules = p.rules();
    let count = |kind: Piece| rules.setup.iter().filter(|(_, q)| *q == kind).count();
    w.format(
        "preset-summary",
        &[
            ("name", preset(w, p).into()),
            ("size", rules.size.into()),
            ("attackers", count(Piece::Attacker).into()),
            ("defenders", count(Piece::Defender).into()),
        ],
    )
}

/// The game's title: a preset by its name in this language, custom rules by their own name.
pub fn title(w: &Words, info: &RulesInfo) -> String {
    match (info.preset, &info.rules) {
        (Some(p), None) => preset(w, p),
        _ => w.format("custom-rules-title", &[("name", info.name.as_str().into())]),
    }
}

/// "Defenders won: the king escaped".
pub fn result(w: &Words, outcome: Outcome) -> String {
    let winner = outcome.winner.map_or("none", side_id);
    w.format(
        "status-result-with-reason",
        &[
            ("winner", winner.into()),
            ("reason", reason_id(outcome.reason).into()),
        ],
    )
}

/// "the king escaped".
pub fn reason(w: &Words, reason: Reason) -> String {
    w.format("reason", &[("reason", reason_id(reason).into())])
}

/// Why an action was refused: "That piece belongs to the other side."
pub fn error(w: &Words, error: GameError) -> String {
    w.format("error", &[("error", error.code().into())])
}

/// Why a move is illegal, naming the square: "d7 is occupied."
pub fn move_error(w: &Words, e: &MoveError) -> String {
    let (id, square) = match e {
        MoveError::OffBoard(s) => ("move-error-off-board", Some(*s)),
        MoveError::NoPiece(s) => ("move-error-no-piece", Some(*s)),
        MoveError::NotYourPiece(s) => ("move-error-not-your-piece", Some(*s)),
        MoveError::NotAMove => ("move-error-not-a-move", None),
        MoveError::NotStraight => ("move-error-not-straight", None),
        MoveError::Occupied(s) => ("move-error-occupied", Some(*s)),
        MoveError::Restricted(s) => ("move-error-restricted", Some(*s)),
        MoveError::Blocked(s) => ("move-error-blocked", Some(*s)),
        MoveError::GameOver => ("move-error-game-over", None),
    };
    let square = square.map_or_else(String::new, |s| s.to_string());
    w.format(id, &[("square", square.into())])
}

/// Why a set-up position cannot be played from, naming the square or the result.
pub(crate) fn setup_problem(
    w: &Words,
    error: GameError,
    problem: &crate::controller::setup::SetupProblem,
) -> String {
    use crate::controller::setup::SetupProblem;
    match problem {
        SetupProblem::NoKing => self::error(w, error),
        SetupProblem::Restricted(square) => w.format(
            "setup-error-restricted",
            &[("square", square.to_string().into())],
        ),
        SetupProblem::Decided(outcome) => w.format(
            "setup-error-decided",
            &[("result", result(w, *outcome).into())],
        ),
    }
}

/// Below this many centi-soldiers either way the position is about equal; then "slightly",
/// "clearly" better, and from the last one on "winning" (a soldier is 100).
const ADVANTAGE_STEPS: [i32; 3] = [35, 120, 300];

/// Who is better and by how much: "The defenders are clearly better (+1.8)", or a forced
/// game end, "The attackers win in 3 moves". `for_attackers` is the score from the attackers'
/// side; `win` the side that wins by force and in how many of its own moves.
pub fn evaluation(w: &Words, for_attackers: i32, win: Option<(Side, u32)>) -> String {
    if let Some((side, moves)) = win {
        return w.format(
            "analysis-win-in",
            &[("side", side_id(side).into()), ("moves", moves.into())],
        );
    }
    let size = for_attackers.abs();
    let degree = match ADVANTAGE_STEPS.iter().position(|&step| size < step) {
        Some(0) => "equal",
        Some(1) => "slightly",
        Some(_) => "clearly",
        None => "winning",
    };
    let side = if for_attackers >= 0 {
        Side::Attackers
    } else {
        Side::Defenders
    };
    let pawns = f64::from(size) / 100.0;
    let number = format!("{pawns:.1}").replace('.', &w.text("decimal-mark"));
    w.format(
        "analysis-evaluation",
        &[
            ("degree", degree.into()),
            ("side", side_id(side).into()),
            ("soldiers", number.into()),
        ],
    )
}

/// Points are whole or half: 1.5 → "1½", 0.5 → "½", 2 → "2".
pub fn points(value: f32) -> String {
    let halves = (value * 2.0).round() as i64;
    let (whole, half) = (halves / 2, halves % 2 == 1);
    match (whole, half) {
        (w, false) => w.to_string(),
        (0, true) => "½".to_string(),
        (w, true) => format!("{w}½"),
    }
}

/// The match's line under the status: the score while it runs, its winner once over (with the
/// captures when they decided it on equal points).
pub fn match_line(w: &Words, m: &MatchStanding, vs_computer: bool) -> String {
    let (one, two) = (points(m.player_one_points), points(m.player_two_points));
    if let (true, Some(winner)) = (m.finished, m.winner) {
        let who = w.text(match (winner, vs_computer) {
            (MatchWinner::PlayerOne, true) => "match-won-by-you",
            (MatchWinner::PlayerOne, false) => "match-won-by-player-one",
            (MatchWinner::PlayerTwo, true) => "match-won-by-computer",
            (MatchWinner::PlayerTwo, false) => "match-won-by-player-two",
            (MatchWinner::Tie, _) => "match-tied",
        });
        let mut args: Vec<(&str, Arg)> = vec![
            ("who", who.into()),
            ("one", one.into()),
            ("two", two.into()),
        ];
        if m.decided_on_captures {
            args.push(("one_captures", m.player_one_captures.into()));
            args.push(("two_captures", m.player_two_captures.into()));
            return w.format("match-final-on-captures", &args);
        }
        return w.format("match-final", &args);
    }
    let id = if vs_computer {
        "match-score-vs-computer"
    } else {
        "match-score-two-players"
    };
    w.format(
        id,
        &[
            ("game", m.game_number.into()),
            ("side", side_id(m.player_one_side).into()),
            ("one", one.into()),
            ("two", two.into()),
        ],
    )
}

/// "1.5 s" / "1,5 s": the settings' think time in this language's number format.
pub fn seconds(w: &Words, millis: u32) -> String {
    let whole = millis / 1000;
    let tenths = (millis % 1000 + 50) / 100;
    let (whole, tenths) = if tenths == 10 {
        (whole + 1, 0)
    } else {
        (whole, tenths)
    };
    let number = if tenths == 0 {
        whole.to_string()
    } else {
        format!("{whole}{}{tenths}", w.text("decimal-mark"))
    };
    w.format("seconds", &[("seconds", number.into())])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_are_whole_or_half() {
        assert_eq!(points(0.0), "0");
        assert_eq!(points(0.5), "½");
        assert_eq!(points(1.5), "1½");
        assert_eq!(points(2.0), "2");
    }

    #[test]
    fn seconds_use_the_languages_decimal_mark() {
        assert_eq!(seconds(&Words::for_code("en"), 1500), "1.5 s");
        assert_eq!(seconds(&Words::for_code("et"), 1500), "1,5 s");
        assert_eq!(seconds(&Words::for_code("ru"), 2000), "2 с");
    }

    #[test]
    fn every_error_and_move_error_has_words_in_every_language() {
        for lang in crate::words::Lang::all() {
            let w = Words::new(lang);
            for e in GameError::ALL {
                let text = w
                    .try_format("error", &[("error", e.code().into())])
                    .unwrap();
                assert!(text.ends_with('.'), "{}: {e:?} → {text}", lang.code());
            }
            let sq = crate::types::Square::parse("d4").unwrap();
            for e in [
                MoveError::OffBoard(sq),
                MoveError::NoPiece(sq),
                MoveError::NotYourPiece(sq),
                MoveError::NotAMove,
                MoveError::NotStraight,
                MoveError::Occupied(sq),
                MoveError::Restricted(sq),
                MoveError::Blocked(sq),
                MoveError::GameOver,
            ] {
                let text = move_error(&w, &e);
                assert!(!text.starts_with("move-error"), "{}: {text}", lang.code());
            }
        }
        let en = Words::for_code("en");
        let d7 = crate::types::Square::parse("d7").unwrap();
        assert_eq!(move_error(&en, &MoveError::Occupied(d7)), "d7 is occupied.");
    }
}
