//! Two-game matches: player one plays one side in game 1 and the other in game 2. A win is worth
//! one point, a draw half; equal points are decided by the pieces captured over both games, and
//! equal captures leave the match tied.

use crate::game::Game;
use crate::types::Side;
use std::cmp::Ordering;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum MatchWinner {
    PlayerOne,
    PlayerTwo,
    Tie,
}

/// The match as a screen shows it.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct MatchStanding {
    /// 1 or 2.
    pub game_number: u8,
    /// The side player one plays in the current game.
    pub player_one_side: Side,
    /// Points over the finished games (the current one counts once it is over).
    pub player_one_points: f32,
    pub player_two_points: f32,
    /// Pieces captured over both games, the king included (the current game counts live).
    pub player_one_captures: u32,
    pub player_two_captures: u32,
    /// Game 2 is over.
    pub finished: bool,
    /// Set once finished.
    pub winner: Option<MatchWinner>,
    /// The points were equal and the captures decided (or tied) the match.
    pub decided_on_captures: bool,
}

/// One game's part of the match, from player one's side. Points in halves keep it exact.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Part {
    finished: bool,
    p1_halves: u32,
    p2_halves: u32,
    p1_captures: u32,
    p2_captures: u32,
}

impl Part {
    fn of(game: &Game, p1: Side) -> Part {
        let (finished, p1_halves, p2_halves) = match game.outcome() {
            None => (false, 0, 0),
            Some(o) => match o.winner {
                None => (true, 1, 1),
                Some(w) if w == p1 => (true, 2, 0),
                Some(_) => (true, 0, 2),
            },
        };
        Part {
            finished,
            p1_halves,
            p2_halves,
            p1_captures: game.captures_by(p1) as u32,
            p2_captures: game.captures_by(p1.opponent()) as u32,
        }
    }

    fn add(self, other: Part) -> Part {
        Part {
            finished: self.finished && other.finished,
            p1_halves: self.p1_halves + other.p1_halves,
            p2_halves: self.p2_halves + other.p2_halves,
            p1_captures: self.p1_captures + other.p1_captures,
            p2_captures: self.p2_captures + other.p2_captures,
        }
    }
}

/// The match bookkeeping kept next to the current game.
#[derive(Clone, Debug)]
pub(crate) struct MatchState {
    /// Player one's side in game 1.
    pub first_side: Side,
    /// Game 1, kept once game 2 has started (for the standing, the tally and the save).
    pub first_game: Option<Game>,
    /// Game 1's result has been handed to a tally.
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

    pub fn standing(&self, current: &Game) -> MatchStanding {
        let now = Part::of(current, self.player_one_side());
        let total = match &self.first_game {
            Some(first) => Part::of(first, self.first_side).add(now),
            None => Part {
                finished: false,
                ..now
            },
        };
        let finished = self.first_game.is_some() && now.finished;
        let on_points = total.p1_halves.cmp(&total.p2_halves);
        let winner = finished.then_some(
            match (on_points, total.p1_captures.cmp(&total.p2_captures)) {
                (Ordering::Greater, _) | (Ordering::Equal, Ordering::Greater) => {
                    MatchWinner::PlayerOne
                }
                (Ordering::Less, _) | (Ordering::Equal, Ordering::Less) => MatchWinner::PlayerTwo,
                (Ordering::Equal, Ordering::Equal) => MatchWinner::Tie,
            },
        );
        MatchStanding {
            game_number: self.game_number(),
            player_one_side: self.player_one_side(),
            player_one_points: total.p1_halves as f32 / 2.0,
            player_two_points: total.p2_halves as f32 / 2.0,
            player_one_captures: total.p1_captures,
            player_two_captures: total.p2_captures,
            finished,
            winner,
            decided_on_captures: finished && on_points == Ordering::Equal,
        }
    }
}
