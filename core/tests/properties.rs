//! Property tests over random games in every preset.

use proptest::prelude::*;
use std::sync::Arc;
use tafl_core::{save, Game, Piece, Position, Preset, Side, Variant};

fn preset_strategy() -> impl Strategy<Value = Preset> {
    prop::sample::select(Preset::ALL.to_vec())
}

/// Plays up to `plies` moves chosen by `choices` (indices into the legal move list).
fn random_game(preset: Preset, choices: &[u16]) -> Game {
    let mut game = Game::new(preset);
    for &c in choices {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[c as usize % moves.len()]).unwrap();
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn make_unmake_restores_position_and_hash(preset in preset_strategy(),
                                              choices in prop::collection::vec(any::<u16>(), 0..120)) {
        let v = Variant::from_preset(preset);
        let mut pos = Position::start(&v);
        let mut stack = Vec::new();
        let mut snapshots = vec![pos.clone()];
        for c in choices {
            if pos.decisive_after_move(&v).is_some() { break; }
            let moves = pos.legal_moves(&v);
            if moves.is_empty() { break; }
            stack.push(pos.make(&v, moves[c as usize % moves.len()]));
            // The incremental hash equals the hash of the same pieces set up from scratch.
            let fresh = Position::from_pieces(&v, pos.pieces(), pos.side_to_move()).unwrap();
            prop_assert_eq!(fresh.hash(), pos.hash());
            snapshots.push(pos.clone());
        }
        while let Some(undo) = stack.pop() {
            snapshots.pop();
            pos.unmake(&undo);
            prop_assert_eq!(&pos, snapshots.last().unwrap());
        }
        prop_assert_eq!(pos, Position::start(&v));
    }

    #[test]
    fn soldiers_never_stand_on_restricted_squares_and_counts_only_fall_by_captures(
        preset in preset_strategy(),
        choices in prop::collection::vec(any::<u16>(), 0..200)) {
        let v = Arc::new(Variant::from_preset(preset));
        let mut game = Game::from_variant(v.clone());
        for c in choices {
            let moves = game.legal_moves();
            if moves.is_empty() { break; }
            let before: Vec<usize> = Piece::ALL.iter().map(|&p| game.position().count(p)).collect();
            let report = game.play(moves[c as usize % moves.len()]).unwrap();
            for (i, &p) in Piece::ALL.iter().enumerate() {
                let captured = report.captured.iter().filter(|(_, q)| *q == p).count();
                prop_assert_eq!(game.position().count(p), before[i] - captured);
            }
            for (sq, p) in game.position().pieces() {
                if p != Piece::King {
                    prop_assert!(v.rules().may_land(p, sq), "{:?} on {}", p, sq);
                }
            }
            // Captured pieces belong to the side that did not move.
            for (_, p) in &report.captured {
                prop_assert_eq!(p.side(), report.side.opponent());
            }
        }
    }

    #[test]
    fn saves_round_trip(preset in preset_strategy(),
                        choices in prop::collection::vec(any::<u16>(), 0..150)) {
        let game = random_game(preset, &choices);
        let text = save::to_json(&game);
        let loaded = save::from_json(&text).unwrap();
        prop_assert_eq!(loaded.position(), game.position());
        prop_assert_eq!(loaded.outcome(), game.outcome());
        prop_assert_eq!(loaded.ply(), game.ply());
        prop_assert_eq!(save::to_json(&loaded), text);
    }

    #[test]
    fn undo_all_then_redo_all_is_the_same_game(preset in preset_strategy(),
                                                choices in prop::collection::vec(any::<u16>(), 0..80)) {
        let mut game = random_game(preset, &choices);
        let end = game.position().clone();
        let outcome = game.outcome();
        let plies = game.ply();
        while game.undo().is_some() {}
        prop_assert_eq!(game.position(), game.start_position());
        prop_assert_eq!(game.side_to_move(), Side::Attackers);
        while game.redo().is_some() {}
        prop_assert_eq!(game.ply(), plies);
        prop_assert_eq!(game.position(), &end);
        prop_assert_eq!(game.outcome(), outcome);
    }

    #[test]
    fn garbage_never_panics_the_parsers(text in ".{0,40}") {
        let v = Variant::from_preset(Preset::Brandubh);
        let _ = tafl_core::Move::parse(&text);
        let _ = tafl_core::Square::parse(&text);
        let _ = tafl_core::notation::parse_record(&text);
        let _ = save::from_json(&text);
        let _ = Position::parse_pieces(&v, &text);
        if let Ok(mv) = tafl_core::Move::parse(&text) {
            let mut game = Game::new(Preset::Brandubh);
            let before = game.position().clone();
            if game.play(mv).is_err() {
                prop_assert_eq!(game.position(), &before);
            }
        }
    }
}
