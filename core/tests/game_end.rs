//! The test of the game's end after a move (`Position::outcome_after`, and the search's
//! `decisive_after`) answers exactly as the full test of the position (`Position::outcome`),
//! which looks at nothing but the board: on random games of every preset, and on random boards
//! thick with pieces, where rings, forts, captured kings and blocked sides are common.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use tafl_core::{Piece, Position, Preset, Side, Variant};

/// Every legal move of `pos` (not already decided): the tests after it agree with the full
/// ones. Returns how many moves ended the game.
fn check_every_move(v: &Variant, pos: &mut Position) -> usize {
    let mut ended = 0;
    for mv in pos.legal_moves(v) {
        let before = pos.clone();
        let undo = pos.make(v, mv);
        let full = pos.outcome(v);
        assert_eq!(pos.outcome_after(v, &undo), full, "{before:?} then {mv}");
        assert_eq!(
            pos.decisive_after(v, &undo),
            pos.decisive_after_move(v),
            "{before:?} then {mv}"
        );
        assert_eq!(
            pos.has_legal_move(v),
            !pos.legal_moves(v).is_empty(),
            "{before:?} then {mv}"
        );
        ended += usize::from(full.is_some());
        pos.unmake(&undo);
        assert_eq!(*pos, before);
    }
    ended
}

#[test]
fn after_every_move_of_random_games() {
    let mut rng = StdRng::seed_from_u64(7);
    for preset in Preset::ALL {
        let v = Variant::from_preset(preset);
        for _ in 0..6 {
            let mut pos = Position::start(&v);
            for _ in 0..300 {
                if pos.outcome(&v).is_some() {
                    break;
                }
                check_every_move(&v, &mut pos);
                let moves = pos.legal_moves(&v);
                pos.make(&v, moves[rng.random_range(0..moves.len())]);
            }
        }
    }
}

#[test]
fn after_every_move_on_crowded_boards() {
    let mut rng = StdRng::seed_from_u64(13);
    for preset in Preset::ALL {
        let v = Variant::from_preset(preset);
        let squares: Vec<_> = v.squares().collect();
        let (mut tried, mut ended) = (0, 0);
        for round in 0..400 {
            let density = 0.3 + 0.6 * f64::from(round % 8) / 8.0;
            let king = squares[rng.random_range(0..squares.len())];
            let mut pieces = vec![(king, Piece::King)];
            for &sq in &squares {
                let free = sq != king && !v.is_corner(sq) && !v.is_throne(sq);
                if free && rng.random_bool(density) {
                    let near = sq.file().abs_diff(king.file()) + sq.rank().abs_diff(king.rank());
                    let p = if near <= 2 && rng.random_bool(0.5) || rng.random_bool(0.1) {
                        Piece::Defender
                    } else {
                        Piece::Attacker
                    };
                    pieces.push((sq, p));
                }
            }
            let to_move = if round % 2 == 0 {
                Side::Attackers
            } else {
                Side::Defenders
            };
            let Ok(mut pos) = Position::from_pieces(&v, pieces, to_move) else {
                continue;
            };
            // The tests after a move assume the game had not ended before it.
            if pos.outcome(&v).is_some() {
                continue;
            }
            tried += 1;
            ended += check_every_move(&v, &mut pos);
        }
        assert!(
            tried > 100 && ended > 20,
            "{preset}: {tried} boards, {ended} ends"
        );
    }
}
