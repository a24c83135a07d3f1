//! Move notation (`d2-d4`, `d2-d4xd5`) and community game records: moves separated by spaces,
//! attackers first, each captured square appended as `x<square>`; king captures unmarked.

use crate::game::{Game, Outcome, Reason};
use crate::rules::Repetition;
use crate::types::{Move, Square};
use crate::variant::Variant;
use crate::ParseError;
use std::fmt;
use std::sync::Arc;

/// A move as written in a record, with the captures the record claims.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordedMove {
    pub mv: Move,
    pub captures: Vec<Square>,
}

impl RecordedMove {
    /// Parses `d2-d4`, `d2-d4xd5`, `e2-d2xd3xc2` (case-insensitive).
    pub fn parse(text: &str) -> Result<RecordedMove, ParseError> {
        let bad = || ParseError::BadMove(text.to_string());
        let lower = text.trim().to_ascii_lowercase();
        let mut parts = lower.split('x');
        let head = parts.next().ok_or_else(bad)?;
        let (from, to) = head.split_once('-').ok_or_else(bad)?;
        let mv = Move::new(Square::parse(from)?, Square::parse(to)?);
        let captures = parts.map(Square::parse).collect::<Result<Vec<_>, _>>()?;
        Ok(RecordedMove { mv, captures })
    }
}

impl fmt::Display for RecordedMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.mv)?;
        for sq in &self.captures {
            write!(f, "x{sq}")?;
        }
        Ok(())
    }
}

/// Splits one line of a community record into move tokens: anything after a comma is dropped,
/// and a trailing word that is not a move (`timeout`, `resigned`, …) ends the record.
pub fn record_tokens(line: &str) -> Vec<&str> {
    let body = line.split(',').next().unwrap_or("");
    let mut tokens: Vec<&str> = body.split_whitespace().collect();
    while let Some(last) = tokens.last() {
        if last.contains('-') {
            break;
        }
        tokens.pop();
    }
    tokens
}

/// Parses a record line into moves (syntax only; see [`replay_record`] for legality).
pub fn parse_record(line: &str) -> Result<Vec<RecordedMove>, ParseError> {
    record_tokens(line)
        .into_iter()
        .map(RecordedMove::parse)
        .collect()
}

/// Writes a game's moves as a community record (king captures unmarked).
pub fn write_record(game: &Game) -> String {
    game.moves()
        .iter()
        .map(|played| {
            RecordedMove {
                mv: played.mv,
                captures: played.captures.soldier_squares(),
            }
            .to_string()
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// What replaying one record found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayReport {
    /// Moves played before stopping (past a rules end, see `ended_by_rules`, they count too).
    pub plies: usize,
    /// The first move that is impossible on the board, if any (replay stops there).
    pub illegal: Option<ParseError>,
    /// Moves whose recorded captures differ from the captures actually made.
    pub mismatches: Vec<ParseError>,
    /// Set when a draw rule (repetition, the move limit) ended the game while the record goes
    /// on: servers do not always apply those rules. The rest of the record is still checked
    /// on the board, with those rules off.
    pub ended_by_rules: Option<RulesEnd>,
    /// The result on the board after the last move replayed past a rules end (`None`: no
    /// result). Always `None` when `ended_by_rules` is.
    pub record_outcome: Option<Outcome>,
}

/// Where the rules ended a game that its record continues.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RulesEnd {
    /// The ply of the ending move (1 = the first move).
    pub ply: usize,
    pub outcome: Outcome,
}

/// Whether a record may go on past this end: only the draw rules, which need the history and
/// which servers may not apply. A king captured or escaped, a fort, an encirclement or a side
/// without moves end the game on any server.
fn record_may_continue(outcome: Outcome) -> bool {
    matches!(outcome.reason, Reason::Repetition | Reason::MoveLimit)
}

/// Plays a record on `game`, checking each move's legality and its recorded captures.
///
/// Captures are compared as sets: a record that lists the same square twice (`e7-k7xk6xk6`, as
/// exports do for some edge captures) records one capture. When the repetition rule or the move
/// limit ends the game before the record does, `game` keeps that result and the rest of the
/// record is checked on the board without those rules (see [`ReplayReport::ended_by_rules`]).
pub fn replay_record(game: &mut Game, moves: &[RecordedMove]) -> ReplayReport {
    let mut report = ReplayReport {
        plies: 0,
        illegal: None,
        mismatches: Vec::new(),
        ended_by_rules: None,
        record_outcome: None,
    };
    // After a rules end: the same board, with the draw rules off.
    let mut beyond: Option<Game> = None;
    for (i, rec) in moves.iter().enumerate() {
        if beyond.is_none() {
            if let Some(outcome) = game.outcome() {
                if record_may_continue(outcome) && game.ply() > 0 {
                    report.ended_by_rules = Some(RulesEnd {
                        ply: game.ply(),
                        outcome,
                    });
                    beyond = Some(without_draw_rules(game));
                }
            }
        }
        let board = match beyond.as_mut() {
            Some(b) => b,
            None => &mut *game,
        };
        match board.play(rec.mv) {
            Ok(done) => {
                report.plies += 1;
                let mut actual: Vec<Square> = done
                    .captured
                    .iter()
                    .filter(|(_, p)| *p != crate::Piece::King)
                    .map(|(s, _)| *s)
                    .collect();
                let mut recorded = rec.captures.clone();
                crate::sorting::ascending(&mut actual);
                crate::sorting::ascending(&mut recorded);
                recorded.dedup();
                if actual != recorded {
                    let show = |v: &[Square]| {
                        v.iter()
                            .map(|s| s.to_string())
                            .collect::<Vec<_>>()
                            .join(" ")
                    };
                    report.mismatches.push(ParseError::CaptureMismatch {
                        index: i + 1,
                        text: rec.to_string(),
                        recorded: show(&recorded),
                        actual: show(&actual),
                    });
                }
            }
            Err(error) => {
                report.illegal = Some(ParseError::IllegalMove {
                    index: i + 1,
                    text: rec.to_string(),
                    error,
                });
                break;
            }
        }
    }
    report.record_outcome = beyond.and_then(|b| b.outcome());
    report
}

/// The position of `game` in a game whose rules have no repetition rule and no move limit.
fn without_draw_rules(game: &Game) -> Game {
    let mut rules = game.variant().rules().clone();
    rules.repetition = Repetition::None;
    rules.no_capture_limit = None;
    let variant = Variant::new(rules).map_or_else(|_| Arc::clone(game.variant()), Arc::new);
    Game::from_position(variant, game.position().clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recorded_moves_parse_and_print() {
        let m = RecordedMove::parse("b6-b4xc4xb3").unwrap();
        assert_eq!(m.mv.to_string(), "b6-b4");
        assert_eq!(m.captures.len(), 2);
        assert_eq!(m.to_string(), "b6-b4xc4xb3");
        assert_eq!(RecordedMove::parse("D2-D4").unwrap().to_string(), "d2-d4");
    }

    #[test]
    fn bad_recorded_moves_are_errors() {
        for bad in [
            "", "d2", "d2-", "-d4", "d2-d4x", "d2-d4xz", "z9-a1", "d0-d4", "a1-a99", "d2d4",
        ] {
            assert!(
                RecordedMove::parse(bad).is_err(),
                "{bad:?} should not parse"
            );
        }
    }

    #[test]
    fn record_tokens_drop_trailers() {
        assert_eq!(record_tokens("d2-e2 c4-c5 timeout"), vec!["d2-e2", "c4-c5"]);
        assert_eq!(
            record_tokens("d2-e2 c4-c5, 1-0 extra"),
            vec!["d2-e2", "c4-c5"]
        );
        assert!(record_tokens("").is_empty());
    }

    fn replay(preset: crate::Preset, line: &str) -> (Game, ReplayReport) {
        let mut game = Game::new(preset);
        let moves = parse_record(line).unwrap();
        let report = replay_record(&mut game, &moves);
        (game, report)
    }

    #[test]
    fn a_capture_listed_twice_is_one_capture() {
        // 4 e4-e2 takes the attacker on d2 against the defender on c2.
        let line = "a4-a3 c4-c2 g4-g5 e4-e2xd2";
        let (_, report) = replay(crate::Preset::Brandubh, line);
        assert_eq!(report.illegal, None);
        assert!(report.mismatches.is_empty(), "{:?}", report.mismatches);
        let doubled = line.replace("xd2", "xd2xd2");
        let (_, report) = replay(crate::Preset::Brandubh, &doubled);
        assert!(report.mismatches.is_empty(), "{:?}", report.mismatches);
        // A square that was not captured still counts, doubled or not.
        let wrong = line.replace("xd2", "xd2xd1xd1");
        let (_, report) = replay(crate::Preset::Brandubh, &wrong);
        assert_eq!(report.mismatches.len(), 1);
        let missing = line.replace("xd2", "");
        let (_, report) = replay(crate::Preset::Brandubh, &missing);
        assert_eq!(report.mismatches.len(), 1);
    }

    /// Two shuffles of four plies bring the start back a third time at ply 8.
    const SHUFFLE: &str = "a4-a3 c4-c3 a3-a4 c3-c4 a4-a3 c4-c3 a3-a4 c3-c4";
    const ESCAPE: &str = "a4-a2 d5-b5 a2-a3 d4-d5 a3-a2 d5-g5 a2-a3 g5-g7";

    #[test]
    fn a_record_that_goes_on_after_a_threefold_repetition_is_checked_to_its_end() {
        let preset = crate::Preset::BrandubhAageNielsen;
        let (game, report) = replay(preset, &format!("{SHUFFLE} {ESCAPE}"));
        assert_eq!(report.illegal, None);
        assert_eq!(report.plies, 16);
        let draw = Outcome::draw(Reason::Repetition);
        assert_eq!(
            report.ended_by_rules,
            Some(RulesEnd {
                ply: 8,
                outcome: draw
            })
        );
        assert_eq!(game.outcome(), Some(draw));
        assert_eq!(game.ply(), 8);
        assert_eq!(
            report.record_outcome,
            Some(Outcome::win(crate::Side::Defenders, Reason::KingEscaped))
        );
        // Ending exactly at the repetition is an ordinary result.
        let (game, report) = replay(preset, SHUFFLE);
        assert_eq!(report.ended_by_rules, None);
        assert_eq!(game.outcome(), Some(draw));
        // Moves impossible on the board after the rules end are still illegal.
        let (_, report) = replay(preset, &format!("{SHUFFLE} a4-a2 d4-d7"));
        assert!(report.ended_by_rules.is_some());
        assert!(matches!(
            report.illegal,
            Some(ParseError::IllegalMove { index: 10, .. })
        ));
        // Brandubh has no repetition rule: nothing to report.
        let (game, report) = replay(crate::Preset::Brandubh, &format!("{SHUFFLE} {ESCAPE}"));
        assert_eq!(report.ended_by_rules, None);
        assert_eq!(
            game.outcome(),
            Some(Outcome::win(crate::Side::Defenders, Reason::KingEscaped))
        );
    }

    #[test]
    fn a_record_that_goes_on_after_a_king_escape_is_illegal() {
        let (_, report) = replay(crate::Preset::Brandubh, &format!("{ESCAPE} a3-a2"));
        assert_eq!(report.ended_by_rules, None);
        assert!(matches!(
            report.illegal,
            Some(ParseError::IllegalMove {
                index: 9,
                error: crate::MoveError::GameOver,
                ..
            })
        ));
    }
}
