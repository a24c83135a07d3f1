//! Move notation (`d2-d4`, `d2-d4xd5`) and community game records: moves separated by spaces,
//! attackers first, each captured square appended as `x<square>`; king captures unmarked.

use crate::game::Game;
use crate::types::{Move, Square};
use crate::ParseError;
use std::fmt;

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
    /// Moves played before stopping.
    pub plies: usize,
    /// The first illegal move, if any (replay stops there).
    pub illegal: Option<ParseError>,
    /// Moves whose recorded captures differ from the captures actually made.
    pub mismatches: Vec<ParseError>,
}

/// Plays a record on `game`, checking each move's legality and its recorded captures.
pub fn replay_record(game: &mut Game, moves: &[RecordedMove]) -> ReplayReport {
    let mut report = ReplayReport {
        plies: 0,
        illegal: None,
        mismatches: Vec::new(),
    };
    for (i, rec) in moves.iter().enumerate() {
        match game.play(rec.mv) {
            Ok(done) => {
                report.plies += 1;
                let mut actual: Vec<Square> = done
                    .captured
                    .iter()
                    .filter(|(_, p)| *p != crate::Piece::King)
                    .map(|(s, _)| *s)
                    .collect();
                let mut recorded = rec.captures.clone();
                actual.sort();
                recorded.sort();
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
    report
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
}
