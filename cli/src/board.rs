//! The board as text: coordinates on all four sides, special squares marked.

use tafl_core::{Position, Square, Variant};

/// The mark of an empty corner square.
pub const CORNER_MARK: char = '#';
/// The mark of an empty throne.
pub const THRONE_MARK: char = '+';

/// Renders the board, top rank first, with file letters above and below and rank numbers on
/// both sides. Pieces are `A`, `D`, `K`; an empty throne is `+`, an empty corner `#`.
pub fn render(position: &Position, variant: &Variant) -> String {
    let size = variant.size();
    let files: String = (0..size)
        .map(|f| format!(" {}", (b'a' + f) as char))
        .collect();
    let mut out = format!("   {files}\n");
    for rank in (0..size).rev() {
        out.push_str(&format!("{:>2} ", rank + 1));
        for file in 0..size {
            let sq = Square::new(file, rank).expect("board squares are valid");
            let c = match position.piece_at(sq) {
                Some(piece) => piece.letter(),
                None if variant.is_corner(sq) => CORNER_MARK,
                None if variant.is_throne(sq) => THRONE_MARK,
                None => '.',
            };
            out.push(' ');
            out.push(c);
        }
        out.push_str(&format!("  {}\n", rank + 1));
    }
    out.push_str(&format!("   {files}\n"));
    out
}

/// One line explaining the symbols of [`render`].
pub fn legend(variant: &Variant) -> String {
    let mut parts = vec!["A attacker", "D defender", "K king"];
    let has_throne = variant.squares().any(|sq| variant.is_throne(sq));
    let has_corners = variant.squares().any(|sq| variant.is_corner(sq));
    if has_throne {
        parts.push("+ throne");
    }
    if has_corners {
        parts.push("# corner");
    }
    parts.join("  ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use tafl_core::Preset;

    #[test]
    fn brandubh_start_is_drawn_with_coordinates_and_marks() {
        let v = Variant::from_preset(Preset::Brandubh);
        let text = render(&Position::start(&v), &v);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 9);
        assert_eq!(lines[0], "    a b c d e f g");
        assert_eq!(lines[1], " 7  # . . A . . #  7");
        assert_eq!(lines[4], " 4  A A D K D A A  4");
        assert_eq!(lines[7], " 1  # . . A . . #  1");
        assert!(legend(&v).contains("+ throne"));
    }

    #[test]
    fn ard_ri_has_no_special_squares() {
        let v = Variant::from_preset(Preset::ArdRi);
        let text = render(&Position::start(&v), &v);
        assert!(!text.contains(CORNER_MARK) && !text.contains(THRONE_MARK));
        assert!(!legend(&v).contains("corner"));
    }
}
