//! Two-game matches: player one plays one side in game 1 and the other in game 2. A win is worth
//! 1 point, a draw 0.5; equal points are decided by captures over both games, then a tie.

use crate::types::Side;
use std::cmp::Ordering;
use tafl_core as tc;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum MatchWinner {
    PlayerOne,
    PlayerTwo,
    Tie,
}

#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct MatchView {
    /// 1 or 2.
    pub game_number: u8,
    /// The side player one plays in the current game.
    pub player_one_side: Side,
    /// Points over the finished games (the current one counts once it is over).
    pub player_one_points: f32,
    pub player_two_points: f32,
    /// Pieces captured over both games (the current one counts live).
    pub player_one_captures: u32,
    pub player_two_captures: u32,
    /// True once game 2 is over.
    pub finished: bool,
    /// Set once finished.
    pub winner: Option<MatchWinner>,
}

/// One game's contribution to the match, from player one's point of view.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Tally {
    pub finished: bool,
    /// Points in half-points (win = 2, draw = 1) to keep comparisons exact.
    pub p1_halves: u32,
    pub p2_halves: u32,
    pub p1_captures: u32,
    pub p2_captures: u32,
}

impl Tally {
    pub fn of(game: &tc::Game, p1_side: Side) -> Tally {
        let p1: tc::Side = p1_side.into();
        let p2 = p1.opponent();
        let (finished, p1_halves, p2_halves) = match game.outcome() {
            None => (false, 0, 0),
            Some(o) => match o.winner {
                None => (true, 1, 1),
                Some(w) if w == p1 => (true, 2, 0),
                Some(_) => (true, 0, 2),
            },
        };
        Tally {
            finished,
            p1_halves,
            p2_halves,
            p1_captures: game.captures_by(p1) as u32,
            p2_captures: game.captures_by(p2) as u32,
        }
    }
}

/// The match bookkeeping a session keeps next to its current game.
#[derive(Clone, Debug)]
pub(crate) struct MatchState {
    /// Player one's side in game 1.
    pub first_side: Side,
    /// Game 1, kept once game 2 has started (for the tally and the save).
    pub first_game: Option<tc::Game>,
    /// Game 1's result has been counted in a tally.
    pub first_counted: bool,
}

impl MatchState {
    pub fn new(first_side: Side) -> MatchState {
        MatchState {
            first_side,
            first_game: None,
            first_counted: false,
        }
    }

    pub fn game_number(&self) -> u8 {
        if self.first_game.is_some() {
            2
        } else {
            1
        }
    }

    /// Player one's side in the current game.
    pub fn player_one_side(&self) -> Side {
        if self.first_game.is_some() {
            self.first_side.opponent()
        } else {
            self.first_side
        }
    }

    pub fn view(&self, current: &tc::Game) -> MatchView {
        let now = Tally::of(current, self.player_one_side());
        let before = self
            .first_game
            .as_ref()
            .map(|g| Tally::of(g, self.first_side));
        let (mut p1h, mut p2h, mut p1c, mut p2c) = (
            now.p1_halves,
            now.p2_halves,
            now.p1_captures,
            now.p2_captures,
        );
        if let Some(b) = before {
            p1h += b.p1_halves;
            p2h += b.p2_halves;
            p1c += b.p1_captures;
            p2c += b.p2_captures;
        }
        let finished = self.first_game.is_some() && now.finished;
        let winner = finished.then_some(match (p1h.cmp(&p2h), p1c.cmp(&p2c)) {
            (Ordering::Greater, _) | (Ordering::Equal, Ordering::Greater) => MatchWinner::PlayerOne,
            (Ordering::Less, _) | (Ordering::Equal, Ordering::Less) => MatchWinner::PlayerTwo,
            (Ordering::Equal, Ordering::Equal) => MatchWinner::Tie,
        });
        MatchView {
            game_number: self.game_number(),
            player_one_side: self.player_one_side(),
            player_one_points: p1h as f32 / 2.0,
            player_two_points: p2h as f32 / 2.0,
            player_one_captures: p1c,
            player_two_captures: p2c,
            finished,
            winner,
        }
    }
}
