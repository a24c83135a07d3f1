//! A game: a variant, the moves played, undo/redo, repetition, the no-capture counter and the
//! result with its reason.

use crate::position::{Captures, Position, Undo};
use crate::rules::Repetition;
use crate::types::{Move, Piece, Side, Square};
use crate::variant::Variant;
use crate::{MoveError, Preset};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Reason {
    KingEscaped,
    KingCaptured,
    ExitFort,
    Encircled,
    NoLegalMove,
    Repetition,
    MoveLimit,
}

impl Reason {
    pub fn describe(self) -> &'static str {
        match self {
            Reason::KingEscaped => "the king escaped",
            Reason::KingCaptured => "the king was captured",
            Reason::ExitFort => "the king built an exit fort",
            Reason::Encircled => "the defenders are encircled",
            Reason::NoLegalMove => "no legal move",
            Reason::Repetition => "repetition",
            Reason::MoveLimit => "the move limit without captures",
        }
    }
}

/// How a game ended: a winner (or a draw) and the reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Outcome {
    pub winner: Option<Side>,
    pub reason: Reason,
}

impl Outcome {
    pub fn win(side: Side, reason: Reason) -> Outcome {
        Outcome {
            winner: Some(side),
            reason,
        }
    }

    pub fn draw(reason: Reason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }
}

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.winner {
            Some(side) => write!(f, "{side} win: {}", self.reason.describe()),
            None => write!(f, "draw: {}", self.reason.describe()),
        }
    }
}

/// One move of the game with what it did.
#[derive(Clone, Debug)]
pub struct PlayedMove {
    pub mv: Move,
    pub side: Side,
    pub captures: Captures,
    undo: Undo,
    plies_since_capture: u32,
}

/// What a move did, for the UI to animate and the CLI to print.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReport {
    pub mv: Move,
    pub side: Side,
    pub captured: Vec<(Square, Piece)>,
    pub outcome: Option<Outcome>,
}

#[derive(Clone, Debug)]
pub struct Game {
    variant: Arc<Variant>,
    start: Position,
    position: Position,
    played: Vec<PlayedMove>,
    /// Hash of the start and of the position after each move: the repetition record.
    hashes: Vec<u64>,
    redo: Vec<Move>,
    outcome: Option<Outcome>,
    /// Plies without a capture before the start position (a lesson on the move limit starts
    /// just short of it); 0 for every game that starts from its rules' setup or a save.
    quiet_before_start: u32,
}

impl Game {
    pub fn new(preset: Preset) -> Game {
        Game::from_variant(Arc::new(Variant::from_preset(preset)))
    }

    pub fn from_variant(variant: Arc<Variant>) -> Game {
        let start = Position::start(&variant);
        Game::from_position(variant, start)
    }

    /// A game that starts from any position of the variant (puzzles, OTN, tests).
    pub fn from_position(variant: Arc<Variant>, start: Position) -> Game {
        Game::from_position_after_quiet_plies(variant, start, 0)
    }

    /// A game from `start` as if `quiet` plies without a capture had been played before it:
    /// the move limit counts on from there. The count is not part of a save ([`crate::save`]
    /// writes the start and the moves only): for lessons, which are never saved.
    pub fn from_position_after_quiet_plies(
        variant: Arc<Variant>,
        start: Position,
        quiet: u32,
    ) -> Game {
        let mut game = Game {
            hashes: vec![start.hash()],
            position: start.clone(),
            start,
            variant,
            played: Vec::new(),
            redo: Vec::new(),
            outcome: None,
            quiet_before_start: quiet,
        };
        game.outcome = game.start_outcome();
        game
    }

    /// The result of the start position: the board's, else the move limit's.
    fn start_outcome(&self) -> Option<Outcome> {
        self.start
            .outcome(&self.variant)
            .or_else(|| match self.variant.rules().no_capture_limit {
                Some(limit) if self.quiet_before_start >= limit => {
                    Some(Outcome::draw(Reason::MoveLimit))
                }
                _ => None,
            })
    }

    pub fn variant(&self) -> &Arc<Variant> {
        &self.variant
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn start_position(&self) -> &Position {
        &self.start
    }

    pub fn side_to_move(&self) -> Side {
        self.position.side_to_move()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    pub fn moves(&self) -> &[PlayedMove] {
        &self.played
    }

    pub fn ply(&self) -> usize {
        self.played.len()
    }

    pub fn last_move(&self) -> Option<&PlayedMove> {
        self.played.last()
    }

    /// Plies in a row without a capture, up to now.
    pub fn plies_since_capture(&self) -> u32 {
        self.played
            .last()
            .map_or(self.quiet_before_start, |p| p.plies_since_capture)
    }

    /// How many pieces `side` has captured so far.
    pub fn captures_by(&self, side: Side) -> usize {
        self.played
            .iter()
            .filter(|p| p.side == side)
            .map(|p| p.captures.len())
            .sum()
    }

    /// Hashes of the start position and of the position after each move played (the repetition
    /// record, oldest first; the last one is the current position). Used by the AI's search.
    pub fn history_hashes(&self) -> &[u64] {
        &self.hashes
    }

    /// How often the current position (board and side to move) has occurred, this time included.
    pub fn occurrences(&self) -> usize {
        let now = self.position.hash();
        self.hashes.iter().filter(|&&h| h == now).count()
    }

    /// Every legal move of the side to move; none once the game is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.is_over() {
            return Vec::new();
        }
        self.position.legal_moves(&self.variant)
    }

    /// The legal moves of the piece on `from`, if it belongs to the side to move.
    pub fn moves_from(&self, from: Square) -> Vec<Move> {
        if self.is_over() || !from.is_on_board(self.variant.size()) {
            return Vec::new();
        }
        match self.position.piece_at(from) {
            Some(p) if p.side() == self.side_to_move() => {
                self.position.moves_from(&self.variant, from)
            }
            _ => Vec::new(),
        }
    }

    /// Squares holding a piece of the side to move that has at least one legal move.
    pub fn movable_pieces(&self) -> Vec<Square> {
        let mut squares: Vec<Square> = self.legal_moves().iter().map(|m| m.from).collect();
        crate::sorting::ascending(&mut squares);
        squares.dedup();
        squares
    }

    /// Checks a move without playing it.
    pub fn check(&self, mv: Move) -> Result<(), MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        self.position.check_move(&self.variant, mv)
    }

    /// Plays a move. On error nothing changes.
    pub fn play(&mut self, mv: Move) -> Result<MoveReport, MoveError> {
        let report = self.play_keeping_redo(mv)?;
        self.redo.clear();
        Ok(report)
    }

    fn play_keeping_redo(&mut self, mv: Move) -> Result<MoveReport, MoveError> {
        self.check(mv)?;
        let side = self.side_to_move();
        let undo = self.position.make(&self.variant, mv);
        let plies_since_capture = if undo.captures.is_empty() {
            self.plies_since_capture() + 1
        } else {
            0
        };
        self.hashes.push(self.position.hash());
        self.played.push(PlayedMove {
            mv,
            side,
            captures: undo.captures,
            undo,
            plies_since_capture,
        });
        self.outcome = self.judge(side);
        Ok(MoveReport {
            mv,
            side,
            captured: self
                .played
                .last()
                .map_or_else(Vec::new, |p| p.captures.iter().collect()),
            outcome: self.outcome,
        })
    }

    /// The result after `mover`'s move, in the spec's order.
    fn judge(&self, mover: Side) -> Option<Outcome> {
        judge(
            &self.variant,
            &self.position,
            mover,
            || self.occurrences(),
            self.plies_since_capture(),
        )
    }

    pub fn can_undo(&self) -> bool {
        !self.played.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Takes back the last move; it can be redone until another move is played.
    pub fn undo(&mut self) -> Option<Move> {
        let last = self.played.pop()?;
        self.hashes.pop();
        self.position.unmake(&last.undo);
        self.outcome = if self.played.is_empty() {
            self.start_outcome()
        } else {
            None
        };
        self.redo.push(last.mv);
        Some(last.mv)
    }

    /// Forgets the moves undo took back (a game branched off elsewhere has no redo line).
    pub fn clear_redo(&mut self) {
        self.redo.clear();
    }

    /// Plays the last undone move again.
    pub fn redo(&mut self) -> Option<MoveReport> {
        let mv = self.redo.pop()?;
        match self.play_keeping_redo(mv) {
            Ok(report) => Some(report),
            Err(_) => {
                // Cannot happen: the move was legal in this very position before the undo.
                self.redo.clear();
                None
            }
        }
    }
}

/// The result after `mover`'s move has made `pos`, in the spec's order: what the board decides,
/// then repetition (`occurrences`: how often `pos` has now occurred, this time included; only
/// asked when the rules have a repetition rule), then the no-capture limit. The game and the
/// puzzle prover judge every move with this one function.
pub(crate) fn judge(
    variant: &Variant,
    pos: &Position,
    mover: Side,
    occurrences: impl FnOnce() -> usize,
    plies_since_capture: u32,
) -> Option<Outcome> {
    if let Some(outcome) = pos.outcome(variant) {
        return Some(outcome);
    }
    let rules = variant.rules();
    let by_repetition = match rules.repetition {
        Repetition::None => None,
        _ if occurrences() < 3 => None,
        Repetition::Draw => Some(Outcome::draw(Reason::Repetition)),
        Repetition::SideLoses(loser) => Some(Outcome::win(loser.opponent(), Reason::Repetition)),
        Repetition::MoverLoses => Some(Outcome::win(mover.opponent(), Reason::Repetition)),
    };
    if by_repetition.is_some() {
        return by_repetition;
    }
    match rules.no_capture_limit {
        Some(limit) if plies_since_capture >= limit => Some(Outcome::draw(Reason::MoveLimit)),
        _ => None,
    }
}
