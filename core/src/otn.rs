//! OpenTafl Notation (OTN) positions: `/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/`.
//!
//! As in OpenTafl's `PositionSerializer`, the record lists the ranks from rank 1 upward (OpenTafl's
//! row `y` is rank `y + 1`), each rank from file `a` rightward, every rank closed by `/` and the whole
//! record opened by `/`. Digits are runs of empty squares (several digits form one number, `11`),
//! `t` is an attacker, `T` a defender, `K` the king. OpenTafl's other pieces (commanders `c`/`C`,
//! knights `n`/`N`, mercenaries `m`/`M`, guards `g`/`G`) and an attacking king (`k`) are reported
//! as unsupported.

use crate::position::Position;
use crate::types::{Piece, Side, Square};
use crate::variant::Variant;
use crate::ParseError;

/// Reads an OTN position for `variant` with `to_move` to play.
///
/// The record must have exactly one rank per row of the board, each exactly as wide as the board;
/// pieces must be allowed where they stand and there may be at most one king.
pub fn parse_position(
    variant: &Variant,
    text: &str,
    to_move: Side,
) -> Result<Position, ParseError> {
    let pieces = parse_pieces(text, variant.size())?;
    Position::from_pieces(variant, pieces, to_move)
}

/// Writes `pos` as an OTN position (rank 1 first), exactly as OpenTafl does.
pub fn write_position(pos: &Position) -> String {
    write_pieces(pos.size(), pos.pieces())
}

/// Writes pieces on a board of `size` as an OTN position (rank 1 first).
pub(crate) fn write_pieces(size: u8, pieces: impl IntoIterator<Item = (Square, Piece)>) -> String {
    let mut grid = vec![None; size as usize * size as usize];
    for (square, piece) in pieces {
        if square.is_on_board(size) {
            grid[square.rank() as usize * size as usize + square.file() as usize] = Some(piece);
        }
    }
    let mut out = String::from("/");
    for row in grid.chunks(size.max(1) as usize) {
        let mut empty = 0u32;
        for cell in row {
            match cell {
                None => empty += 1,
                Some(piece) => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push(letter(*piece));
                }
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        out.push('/');
    }
    out
}

/// The OTN letter of a piece.
pub(crate) fn letter(piece: Piece) -> char {
    match piece {
        Piece::Attacker => 't',
        Piece::Defender => 'T',
        Piece::King => 'K',
    }
}

/// Reads the pieces of an OTN position on a board of `size` (syntax and board shape only; the
/// caller checks restricted squares and the number of kings).
pub(crate) fn parse_pieces(text: &str, size: u8) -> Result<Vec<(Square, Piece)>, ParseError> {
    parse_rows(text, size, false)
}

/// Like [`parse_pieces`], for OpenTafl's inverted records (`starti:`), which list the top rank
/// first.
pub(crate) fn parse_pieces_inverted(
    text: &str,
    size: u8,
) -> Result<Vec<(Square, Piece)>, ParseError> {
    parse_rows(text, size, true)
}

fn parse_rows(text: &str, size: u8, top_first: bool) -> Result<Vec<(Square, Piece)>, ParseError> {
    let bad = |why: String| ParseError::BadOtn(format!("{why} in {text:?}"));
    let text = text.trim();
    if text.is_empty() {
        return Err(bad("empty position".into()));
    }
    let inner = text
        .strip_prefix('/')
        .and_then(|t| t.strip_suffix('/'))
        .ok_or_else(|| bad("a position starts and ends with '/'".into()))?;
    let rows: Vec<&str> = if inner.is_empty() {
        Vec::new()
    } else {
        inner.split('/').collect()
    };
    if rows.len() != size as usize {
        return Err(bad(format!("{} ranks for a board of {size}", rows.len())));
    }
    let mut pieces = Vec::new();
    for (index, row) in rows.iter().enumerate() {
        let rank = if top_first {
            rows.len() - 1 - index
        } else {
            index
        };
        if row.is_empty() {
            return Err(bad(format!("rank {} is empty", rank + 1)));
        }
        let mut file: usize = 0;
        let mut chars = row.chars().peekable();
        while let Some(c) = chars.next() {
            if c.is_ascii_digit() {
                if c == '0' {
                    return Err(bad(format!("a run starting with 0 on rank {}", rank + 1)));
                }
                let mut run = c.to_digit(10).unwrap_or(0) as usize;
                while let Some(d) = chars.peek().and_then(|d| d.to_digit(10)) {
                    run = run.saturating_mul(10).saturating_add(d as usize);
                    chars.next();
                }
                file = file.saturating_add(run);
                continue;
            }
            let piece = match c {
                't' => Piece::Attacker,
                'T' => Piece::Defender,
                'K' => Piece::King,
                'c' | 'n' | 'k' | 'm' | 'g' | 'C' | 'N' | 'M' | 'G' => {
                    return Err(ParseError::UnsupportedRule {
                        key: "taflman".into(),
                        value: c.to_string(),
                    })
                }
                other => return Err(bad(format!("unknown piece letter {other:?}"))),
            };
            if file >= size as usize {
                return Err(bad(format!("rank {} is wider than {size}", rank + 1)));
            }
            let square = Square::new(file as u8, rank as u8)
                .ok_or_else(|| bad(format!("rank {} is wider than the board", rank + 1)))?;
            pieces.push((square, piece));
            file += 1;
        }
        if file != size as usize {
            return Err(bad(format!(
                "rank {} has {file} squares, not {size}",
                rank + 1
            )));
        }
    }
    Ok(pieces)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_record_rank_is_rank_one() {
        let pieces = parse_pieces("/t4/5/5/5/4K/", 5).unwrap();
        assert_eq!(
            pieces,
            vec![
                (Square::parse("a1").unwrap(), Piece::Attacker),
                (Square::parse("e5").unwrap(), Piece::King),
            ]
        );
    }

    #[test]
    fn inverted_records_list_the_top_rank_first() {
        let pieces = parse_pieces_inverted("/t4/5/5/5/4K/", 5).unwrap();
        assert_eq!(
            pieces,
            vec![
                (Square::parse("a5").unwrap(), Piece::Attacker),
                (Square::parse("e1").unwrap(), Piece::King),
            ]
        );
    }

    #[test]
    fn multi_digit_runs_are_one_number() {
        let text = "/11/11/11/11/11/5K5/11/11/11/11/t10/";
        let pieces = parse_pieces(text, 11).unwrap();
        assert_eq!(pieces.len(), 2);
        assert!(pieces.contains(&(Square::parse("f6").unwrap(), Piece::King)));
        assert!(pieces.contains(&(Square::parse("a11").unwrap(), Piece::Attacker)));
    }

    #[test]
    fn shape_errors_are_typed() {
        let cases = [
            ("", "empty"),
            ("/5/5/5/5/", "4 ranks"),
            ("/5/5/5/5/5/5/", "6 ranks"),
            ("/6/5/5/5/5/", "too wide"),
            ("/4/5/5/5/5/", "too narrow"),
            ("/5/5//5/5/", "empty rank"),
            ("5/5/5/5/5", "no slashes"),
            ("/05/5/5/5/5/", "zero run"),
            ("/5/5/5/5/x4/", "unknown letter"),
            ("/5/5/5/5/ttttt1/", "too wide with pieces"),
        ];
        for (text, why) in cases {
            assert!(
                matches!(parse_pieces(text, 5), Err(ParseError::BadOtn(_))),
                "{why}: {text:?}"
            );
        }
        assert!(matches!(
            parse_pieces("/c4/5/5/5/5/", 5),
            Err(ParseError::UnsupportedRule { .. })
        ));
    }
}
