//! The tap on a board that takes moves, decided once for the game, a lesson and a puzzle: what a
//! tap does depends only on the selection, the position and whose pieces the person may touch.

use crate::game::Game;
use crate::types::{Move, Side, Square};

/// The selected piece and the squares it may move to.
pub(crate) type Selection = Option<(Square, Vec<Square>)>;

/// What a tap on a square comes to; the selection is already updated for all but `Play`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TapStep {
    /// A target of the selected piece: the board's owner plays (or judges) the move.
    Play(Move),
    /// The selected piece again, or an empty square: nothing is selected now.
    Deselected,
    /// The other side's piece: refused, and nothing is selected.
    NotYours,
    /// One of the person's pieces, now selected with its targets.
    Selected,
}

/// Decides a tap on `sq` by the person who moves `own`'s pieces in `game`.
pub(crate) fn tap_step(selection: &mut Selection, game: &Game, own: Side, sq: Square) -> TapStep {
    if let Some((from, targets)) = selection.as_ref() {
        if targets.contains(&sq) {
            return TapStep::Play(Move::new(*from, sq));
        }
        if *from == sq {
            *selection = None;
            return TapStep::Deselected;
        }
    }
    match game.position().piece_at(sq) {
        None => {
            *selection = None;
            TapStep::Deselected
        }
        Some(piece) if piece.side() != own => {
            *selection = None;
            TapStep::NotYours
        }
        Some(_) => {
            let targets = game.moves_from(sq).into_iter().map(|m| m.to).collect();
            *selection = Some((sq, targets));
            TapStep::Selected
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::presets::Preset;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    #[test]
    fn a_tap_selects_plays_deselects_and_refuses_the_other_sides_piece() {
        let game = Game::new(Preset::Brandubh);
        let mut selection: Selection = None;
        // Brandubh's start: attackers on d1, d2; defenders on d3, d5; the king on d4.
        assert_eq!(
            tap_step(&mut selection, &game, Side::Attackers, sq("d2")),
            TapStep::Selected
        );
        let (from, targets) = selection.clone().unwrap();
        assert_eq!(from, sq("d2"));
        assert!(targets.contains(&sq("c2")) && !targets.contains(&sq("d3")));
        assert_eq!(
            tap_step(&mut selection, &game, Side::Attackers, sq("c2")),
            TapStep::Play(Move::new(sq("d2"), sq("c2")))
        );
        assert!(
            selection.is_some(),
            "the owner clears it once the move is played"
        );
        assert_eq!(
            tap_step(&mut selection, &game, Side::Attackers, sq("d2")),
            TapStep::Deselected
        );
        assert_eq!(selection, None);
        tap_step(&mut selection, &game, Side::Attackers, sq("d2"));
        assert_eq!(
            tap_step(&mut selection, &game, Side::Attackers, sq("d3")),
            TapStep::NotYours
        );
        assert_eq!(selection, None);
        tap_step(&mut selection, &game, Side::Attackers, sq("d2"));
        assert_eq!(
            tap_step(&mut selection, &game, Side::Attackers, sq("a1")),
            TapStep::Deselected,
            "an empty square that is no target"
        );
        assert_eq!(selection, None);
    }
}
