//! Setting up a position by hand on the analysis board: pieces placed and removed, the side to
//! move chosen, and the position checked before it is played from — it needs its king, every
//! soldier must stand where the rules let it, and the game must not be over already.

use crate::game::{Game, Outcome};
use crate::position::Position;
use crate::types::{Piece, Side, Square};
use crate::variant::Variant;
use std::collections::BTreeMap;
use std::sync::Arc;

/// A position being set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct SetupDraft {
    pub pieces: BTreeMap<Square, Piece>,
    pub side: Side,
}

/// Why a set-up position cannot be played from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SetupProblem {
    NoKing,
    /// A soldier stands where the rules do not let it (a corner, the throne).
    Restricted(Square),
    /// The rules end the game in this position already.
    Decided(Outcome),
}

impl SetupDraft {
    pub fn of(position: &Position) -> SetupDraft {
        SetupDraft {
            pieces: position.pieces().collect(),
            side: position.side_to_move(),
        }
    }

    /// Puts `piece` on `square`, or empties it. There is one king: putting it down moves it.
    pub fn put(&mut self, square: Square, piece: Option<Piece>) {
        if piece == Some(Piece::King) {
            self.pieces.retain(|_, p| *p != Piece::King);
        }
        match piece {
            Some(p) => self.pieces.insert(square, p),
            None => self.pieces.remove(&square),
        };
    }

    /// The game to play from this position, or why there is none.
    pub fn game(&self, variant: &Arc<Variant>) -> Result<Game, SetupProblem> {
        if !self.pieces.values().any(|p| *p == Piece::King) {
            return Err(SetupProblem::NoKing);
        }
        let rules = variant.rules();
        if let Some((&square, _)) = self
            .pieces
            .iter()
            .find(|(&sq, &p)| p != Piece::King && !rules.may_land(p, sq))
        {
            return Err(SetupProblem::Restricted(square));
        }
        let position = Position::from_pieces(variant, self.pieces.clone(), self.side)
            .map_err(|_| SetupProblem::NoKing)?;
        let game = Game::from_position(Arc::clone(variant), position);
        match game.outcome() {
            Some(outcome) => Err(SetupProblem::Decided(outcome)),
            None => Ok(game),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Reason;
    use crate::Preset;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    #[test]
    fn a_set_up_needs_its_king_lawful_squares_and_an_open_game() {
        let v = Arc::new(Variant::from_preset(Preset::Brandubh));
        let mut draft = SetupDraft::of(&Position::start(&v));
        assert!(draft.game(&v).is_ok());
        // The king moves; it is never doubled.
        draft.put(sq("c6"), Some(Piece::King));
        assert_eq!(
            draft.pieces.values().filter(|p| **p == Piece::King).count(),
            1
        );
        assert_eq!(draft.pieces.get(&sq("d4")), None);
        draft.put(sq("c6"), None);
        assert_eq!(draft.game(&v).err(), Some(SetupProblem::NoKing));
        draft.put(sq("e5"), Some(Piece::King));
        draft.put(sq("a1"), Some(Piece::Attacker));
        assert_eq!(
            draft.game(&v).err(),
            Some(SetupProblem::Restricted(sq("a1")))
        );
        draft.put(sq("a1"), None);
        draft.put(sq("d4"), Some(Piece::Defender));
        assert_eq!(
            draft.game(&v).err(),
            Some(SetupProblem::Restricted(sq("d4")))
        );
        draft.put(sq("d4"), None);
        // The king on a corner: the defenders have won already.
        draft.put(sq("g7"), Some(Piece::King));
        match draft.game(&v) {
            Err(SetupProblem::Decided(o)) => assert_eq!(o.reason, Reason::KingEscaped),
            other => panic!("{other:?}"),
        }
    }
}
