//! The engine's review of a game: every position searched, every move judged by how much it
//! lowered its side's chance of winning.
//!
//! - [`review`] is the pure, synchronous review: one thread, one engine and one transposition
//!   table for the whole game, node budgets (not time), so the same game and settings always
//!   give the same review.
//! - [`Reviewer`] runs it on a thread of its own, as the controller runs its searches: progress
//!   readable at any time and told to a [`ReviewListener`], [`Reviewer::cancel`] returning once
//!   stopped, the result when done.
//! - [`ReviewView`] is the review in the player's words; [`ReviewController`] is the review
//!   page of the apps: which move it opens on, the flagged moves in order, the win chances in
//!   words and the board of the position a move was played in.
//!
//! ## From a score to a chance of winning
//! A search score becomes a win probability with the sigmoid Texel's method fits to game results
//! (`ai::tune`): the defenders' chance is `1 / (1 + e^(−k·(s + bias)))` for a score `s` in their
//! favour (centi-soldiers), the attackers' the rest. `k` is fitted per family of presets to the
//! review's own scores ([`scale`]); `bias` makes the rules' start position even: it is minus the
//! review's score of that position for the defenders ([`Judge::even`]). The evaluation's terms
//! do not balance at the start (on 11×11 they give the attackers more than eleven soldiers), and
//! a review judges each side's moves against an even start, as the engine's contempt does.
//! (Self-play results would put the balance elsewhere — the defenders win three games in four
//! between hard and itself at a few thousand nodes — but that says more of those games than of
//! the rules.) A forced game end (a mate score) is certainty: 1 for the winner, 0 for the loser;
//! a game drawn on the board is ½.
//!
//! ## Verdicts
//! A move's *loss* is the mover's win probability before it (with the engine's best move)
//! minus after it (the engine's score of the position the move left), never below 0; the
//! engine's own move loses nothing. Where the search of the next position proves a forced end
//! (the opponent mates, or is mated), that end is the move's worth: it looked a ply deeper
//! than the search of the move, and a move that lets a forced loss in is a blunder however
//! well it scored. By loss, in percentage points: **best** below 2 (or the
//! engine's move), **good** below 5, **inaccuracy** below 10, **mistake** below 15, **blunder**
//! from 15 on — lichess's bands (5, 10, 15 points of win probability), which strong players
//! accept, with "best" for moves within the noise of a search (two moves a few centi-soldiers
//! apart). Two verdicts override the loss: **missed win** when the engine had proven a forced
//! win and the move gave it up (however little probability that costs on paper), and **only
//! move** when the move is the engine's choice and every other move would have lost at least
//! 10 points (a mistake): checked by searching the position again without the best move
//! (`Engine::think_with` with the other moves).
//!
//! ## Accuracy
//! Each move scores `103.1668 · e^(−0.04354 · L) − 3.1669`, clamped to 0–100, where `L` is its
//! loss in percentage points (lichess's formula: no loss 100, 5 points 80, 10 points 64, 20
//! points 40, 50 points 8); a side's accuracy is the mean over its moves.

pub mod bench;
mod controller;
mod reviewer;
pub mod view;

pub use controller::{ReviewController, ReviewPageView};
pub use reviewer::{ReviewListener, ReviewProgress, ReviewState, Reviewer};
pub use view::{MoveReviewView, ReviewView, SideReviewView, VerdictCount};

use crate::ai::tune::Fit;
use crate::ai::{mate_distance, Engine, EngineConfig, Level, SearchLimits, SearchReport};
use crate::game::{Game, Outcome};
use crate::notation::RecordedMove;
use crate::presets::Preset;
use crate::types::{Move, Side};
use crate::variant::Variant;
use std::sync::atomic::{AtomicBool, Ordering};

/// What a move did to its side's chances.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Verdict {
    /// The engine's move, or one within 2 points of it.
    Best,
    /// Lost less than 5 points.
    Good,
    /// Lost 5 to 10 points.
    Inaccuracy,
    /// Lost 10 to 15 points.
    Mistake,
    /// Lost 15 points or more.
    Blunder,
    /// A forced win was there and the move gave it up.
    MissedWin,
    /// The engine's move, and every other move would have lost at least 10 points.
    OnlyMove,
}

impl Verdict {
    /// Every verdict, best first, the two special ones last.
    pub const ALL: [Verdict; 7] = [
        Verdict::Best,
        Verdict::Good,
        Verdict::Inaccuracy,
        Verdict::Mistake,
        Verdict::Blunder,
        Verdict::MissedWin,
        Verdict::OnlyMove,
    ];

    /// The id the words select on: "best", "missed-win", …
    pub fn id(self) -> &'static str {
        match self {
            Verdict::Best => "best",
            Verdict::Good => "good",
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
            Verdict::MissedWin => "missed-win",
            Verdict::OnlyMove => "only-move",
        }
    }

    /// An inaccuracy or worse, or a missed win: the review shows the better move.
    pub fn flagged(self) -> bool {
        matches!(
            self,
            Verdict::Inaccuracy | Verdict::Mistake | Verdict::Blunder | Verdict::MissedWin
        )
    }

    fn index(self) -> usize {
        Verdict::ALL.iter().position(|&v| v == self).unwrap_or(0)
    }
}

/// Upper bounds of the loss bands (win probability, 0–1): below `BEST` best, below `GOOD` good,
/// below `INACCURACY` an inaccuracy, below `MISTAKE` a mistake, a blunder from there on.
pub const BEST: f64 = 0.02;
pub const GOOD: f64 = 0.05;
pub const INACCURACY: f64 = 0.10;
pub const MISTAKE: f64 = 0.15;
/// What every other move must lose for the engine's move to be the only move.
pub const ONLY_MOVE_GAP: f64 = 0.10;

/// The family of presets whose evaluations share a scale: the board and the weights hard plays
/// them with. Custom rules go by their board's size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// 7×7: Brandubh, Brandubh (Aage Nielsen), Ard Rí.
    Brandubh,
    /// 9×9: Tablut.
    Tablut,
    /// 11×11 and larger: Hnefatafl, Copenhagen, Fetlar.
    Copenhagen,
}

impl Family {
    pub fn of(v: &Variant) -> Family {
        match v.preset() {
            Some(Preset::Brandubh | Preset::BrandubhAageNielsen | Preset::ArdRi) => {
                Family::Brandubh
            }
            Some(Preset::Tablut) => Family::Tablut,
            Some(Preset::Hnefatafl | Preset::Copenhagen | Preset::Fetlar) => Family::Copenhagen,
            None => match v.size() {
                0..=8 => Family::Brandubh,
                9..=10 => Family::Tablut,
                _ => Family::Copenhagen,
            },
        }
    }

    /// The preset the family's scale was fitted on.
    pub fn preset(self) -> Preset {
        match self {
            Family::Brandubh => Preset::Brandubh,
            Family::Tablut => Preset::Tablut,
            Family::Copenhagen => Preset::Copenhagen,
        }
    }
}

/// The sigmoid's slope `k` (per centi-soldier) for a family's search scores: fitted to the
/// review's own scores (its default budget and weights) of positions from self-play games and
/// those games' results, with the bias of the start position ([`Judge::even`]); forced game
/// ends left out (`ai::tune::fit_slope`):
///
/// ```sh
/// cargo run --release -p tafl-core --example tune -- --preset brandubh --games 400 \
///   --nodes 4000 --threads 1 --seed 1 --review-scale 4
/// cargo run --release -p tafl-core --example tune -- --preset tablut --games 150 \
///   --nodes 4000 --threads 1 --seed 1 --review-scale 6
/// cargo run --release -p tafl-core --example tune -- --preset copenhagen --games 120 \
///   --nodes 4000 --attacker-nodes 32000 --threads 1 --seed 1 --review-scale 10
/// ```
///
/// (`--load FILE` instead of `--games` reads games saved with `--save FILE`; `--review-scale N`
/// searches every Nth position from the third ply on and prints `review k=…`.) The games
/// and what the fit found, at the default budget of 150 000 nodes (`k`, bias: the free fit of
/// both; the review's `k` with the start's bias):
///
/// | family | games (defenders won, attackers, draws) | positions | free `k`, bias | start's bias | review `k` |
/// |---|---|---|---|---|---|
/// | Brandubh | 400 (311, 88, 1) | 2360 | 0.005895, 510.6 | 237.0 | 0.004378 |
/// | Tablut | 150 (94, 46, 10) | 1162 | 0.005241, 242.1 | 3.0 | 0.002783 |
/// | Copenhagen | 120 (96, 24, 0) | 1054 | 0.002573, 1512.8 | 1184.0 | 0.002573 |
///
/// (On Copenhagen the two slopes agree to three digits by chance: 0.0025733 and 0.0025728;
/// the mean squared errors are 0.175 and 0.204.) A hundred centi-soldiers near an even
/// position are thus about 11 points of win probability on 7×7, 7 on 9×9 and 6 on 11×11.
pub fn scale(family: Family) -> f64 {
    match family {
        Family::Brandubh => K_BRANDUBH,
        Family::Tablut => K_TABLUT,
        Family::Copenhagen => K_COPENHAGEN,
    }
}

const K_BRANDUBH: f64 = 0.004378;
const K_TABLUT: f64 = 0.002783;
const K_COPENHAGEN: f64 = 0.002573;

/// How search scores map to chances: `sigmoid(k · (score for the defenders + bias))` is the
/// defenders' chance of winning (`ai::tune::Fit`).
pub type Scale = Fit;

/// The chance of winning (0–1) of `side` when a search for it scores `score`.
pub fn win_probability(score: i32, side: Side, scale: Scale) -> f64 {
    match mate_distance(score) {
        Some(d) if d > 0 => 1.0,
        Some(_) => 0.0,
        None => {
            let for_defenders = match side {
                Side::Defenders => f64::from(score),
                Side::Attackers => -f64::from(score),
            };
            let defenders = 1.0 / (1.0 + (-scale.k * (for_defenders + scale.bias)).exp());
            match side {
                Side::Defenders => defenders,
                Side::Attackers => 1.0 - defenders,
            }
        }
    }
}

/// A move's accuracy (0–100) from its loss of win probability (0–1): lichess's formula.
pub fn move_accuracy(loss: f64) -> f64 {
    let points = loss.clamp(0.0, 1.0) * 100.0;
    if points <= 0.0 {
        return 100.0;
    }
    (103.1668 * (-0.04354 * points).exp() - 3.1669).clamp(0.0, 100.0)
}

/// How hard the review looks at each position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewSettings {
    /// Nodes per position (the only-move check gets half). `None` with no depth either is the
    /// default budget.
    pub nodes: Option<u64>,
    /// Plies per position, when given.
    pub depth: Option<u32>,
    /// The transposition table, shared by every position of the game (MiB).
    pub tt_mb: usize,
    /// The engine's seed (ties at the root): the same seed, the same review.
    pub seed: u64,
}

impl ReviewSettings {
    /// The default nodes per position: a 60-ply Brandubh game in a few seconds, a 150-ply
    /// Copenhagen game in about half a minute on one core (`tafl bench --review`, figures in
    /// `docs/engine.md`).
    pub const DEFAULT_NODES: u64 = 150_000;

    fn limits(&self) -> SearchLimits {
        match (self.nodes, self.depth) {
            (None, None) => SearchLimits::nodes(Self::DEFAULT_NODES),
            (nodes, depth) => SearchLimits {
                nodes,
                depth,
                movetime: None,
            },
        }
    }

    /// The only-move check: half the nodes, the same depth.
    fn check_limits(&self) -> SearchLimits {
        let limits = self.limits();
        SearchLimits {
            nodes: limits.nodes.map(|n| (n / 2).max(1)),
            ..limits
        }
    }
}

/// How hard the review looks, as the apps offer it: a choice that cannot be out of range.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum ReviewBudget {
    /// A fifth of the default: a first look in a second or two.
    Quick,
    /// [`ReviewSettings::DEFAULT_NODES`].
    #[default]
    Standard,
    /// Four times the default: deeper, for a game worth the wait.
    Thorough,
}

impl ReviewBudget {
    /// Nodes per position.
    pub fn nodes(self) -> u64 {
        match self {
            ReviewBudget::Quick => ReviewSettings::DEFAULT_NODES / 5,
            ReviewBudget::Standard => ReviewSettings::DEFAULT_NODES,
            ReviewBudget::Thorough => ReviewSettings::DEFAULT_NODES * 4,
        }
    }
}

impl From<ReviewBudget> for ReviewSettings {
    fn from(budget: ReviewBudget) -> ReviewSettings {
        ReviewSettings {
            nodes: Some(budget.nodes()),
            ..ReviewSettings::default()
        }
    }
}

impl Default for ReviewSettings {
    fn default() -> ReviewSettings {
        ReviewSettings {
            nodes: Some(Self::DEFAULT_NODES),
            depth: None,
            tt_mb: 16,
            seed: 1,
        }
    }
}

/// How far a review has come: positions searched of all the game has (its moves and the
/// position after the last one).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Progress {
    pub done: usize,
    pub total: usize,
}

/// The engine's move and line where a move was flagged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Better {
    pub mv: Move,
    /// The principal variation, starting with `mv`.
    pub line: Vec<Move>,
    /// The line in notation, with captures ("d2-d4xd5").
    pub notation: Vec<String>,
}

/// One move of the game, judged.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview {
    /// 1 for the first move.
    pub ply: usize,
    pub mv: Move,
    /// "d2-d4xd5".
    pub notation: String,
    pub side: Side,
    pub verdict: Verdict,
    /// The mover's chance of winning before the move, with the engine's best move (0–1).
    pub win_before: f64,
    /// The mover's chance of winning after the move played.
    pub win_after: f64,
    /// `win_before - win_after`, at least 0 (0 for the engine's own move).
    pub loss: f64,
    /// The search scores behind them, for the mover (`None` where the game had ended).
    pub score_before: Option<i32>,
    pub score_after: Option<i32>,
    /// The engine's move where the verdict is flagged (inaccuracy or worse, missed win).
    pub better: Option<Better>,
}

/// One side's moves in figures.
#[derive(Clone, Debug, PartialEq)]
pub struct SideSummary {
    pub side: Side,
    pub moves: usize,
    /// Moves per verdict, in the order of [`Verdict::ALL`].
    pub counts: [usize; 7],
    /// The mean of [`move_accuracy`] over the side's moves (0–100); `None` without moves.
    pub accuracy: Option<f64>,
}

impl SideSummary {
    fn of(side: Side, moves: &[MoveReview]) -> SideSummary {
        let mine: Vec<&MoveReview> = moves.iter().filter(|m| m.side == side).collect();
        let mut counts = [0; 7];
        for m in &mine {
            counts[m.verdict.index()] += 1;
        }
        let accuracy = (!mine.is_empty())
            .then(|| mine.iter().map(|m| move_accuracy(m.loss)).sum::<f64>() / mine.len() as f64);
        SideSummary {
            side,
            moves: mine.len(),
            counts,
            accuracy,
        }
    }

    pub fn count(&self, verdict: Verdict) -> usize {
        self.counts[verdict.index()]
    }
}

/// A whole game judged: the summary per side, then every move.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    pub attackers: SideSummary,
    pub defenders: SideSummary,
    pub moves: Vec<MoveReview>,
    /// How the game ended, if it did.
    pub outcome: Option<Outcome>,
    /// Nodes searched for the whole review.
    pub nodes: u64,
    /// How scores became chances in this review.
    pub scale: Scale,
}

impl Review {
    pub fn summary(&self, side: Side) -> &SideSummary {
        match side {
            Side::Attackers => &self.attackers,
            Side::Defenders => &self.defenders,
        }
    }
}

/// The review's engine: hard's search and weights on one thread, no contempt (a draw scores
/// 0), and one set of weights for both sides so that the table serves the whole game (on
/// Copenhagen the uncapped corner guards the weights were fitted with; the cap is a playing
/// device of hard's attackers, not a judgement of the position).
pub struct Judge {
    engine: Engine,
    family: Family,
    variant: std::sync::Arc<Variant>,
    limits: SearchLimits,
    check_limits: SearchLimits,
}

impl Judge {
    pub fn new(v: &std::sync::Arc<Variant>, settings: &ReviewSettings) -> Judge {
        let mut engine = Engine::new(EngineConfig {
            tt_mb: settings.tt_mb.max(1),
            seed: Some(settings.seed),
        });
        engine.set_contempt(Some(0));
        engine.set_weights(Level::Hard.weights(v).for_side(Side::Defenders));
        Judge {
            engine,
            family: Family::of(v),
            variant: v.clone(),
            limits: settings.limits(),
            check_limits: settings.check_limits(),
        }
    }

    pub fn family(&self) -> Family {
        self.family
    }

    /// The bias that makes the rules' start position even: minus the search's score of it for
    /// the defenders (0 where it is decided or cannot be searched).
    pub fn even(&mut self, stop: &AtomicBool) -> f64 {
        let start = Game::from_variant(self.variant.clone());
        match self.search(&start, stop) {
            Some(r) if mate_distance(r.score).is_none() => match start.side_to_move() {
                Side::Defenders => -f64::from(r.score),
                Side::Attackers => f64::from(r.score),
            },
            _ => 0.0,
        }
    }

    /// The scale of this review: the family's slope, the start's bias.
    pub fn scale(&mut self, stop: &AtomicBool) -> Scale {
        Scale {
            k: scale(self.family),
            bias: self.even(stop),
        }
    }

    /// The review's search of `game`'s position (`None` when the game is over).
    pub fn search(&mut self, game: &Game, stop: &AtomicBool) -> Option<SearchReport> {
        self.engine.think(game, Level::Hard, &self.limits, stop)
    }

    /// The best of `among` at the only-move check's budget.
    fn search_among(
        &mut self,
        game: &Game,
        among: &[Move],
        stop: &AtomicBool,
    ) -> Option<SearchReport> {
        self.engine.think_with(
            game,
            Level::Hard,
            &self.check_limits,
            stop,
            Some(among),
            None,
        )
    }
}

/// A score for one side: its chance of winning and whether a game end is forced.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Chance {
    /// The search's score; `None` where the game is over.
    score: Option<i32>,
    win: f64,
    /// `Some(true)`: the side wins by force (or has won); `Some(false)`: it loses by force (or
    /// has lost).
    forced: Option<bool>,
}

impl Chance {
    fn of_score(score: i32, side: Side, scale: Scale) -> Chance {
        Chance {
            score: Some(score),
            win: win_probability(score, side, scale),
            forced: mate_distance(score).map(|d| d > 0),
        }
    }

    /// The chance of `side` in a game that is over.
    fn ended(game: &Game, side: Side) -> Chance {
        let (win, forced) = match game.outcome().and_then(|o| o.winner) {
            Some(w) if w == side => (1.0, Some(true)),
            Some(_) => (0.0, Some(false)),
            None => (0.5, None),
        };
        Chance {
            score: None,
            win,
            forced,
        }
    }
}

/// What the review found in one position, for the side to move, and of the move played there.
#[derive(Clone, Debug)]
struct Judged {
    /// With the engine's best move (the game's end where it is over).
    best: Chance,
    best_move: Option<Move>,
    pv: Vec<Move>,
    /// The move played, where it is not the engine's: scored by a search of this same position
    /// restricted to it (so that both scores come from a search with the same side to move),
    /// or exactly where it ended the game, or the forced end the next position's search proved.
    played: Option<Chance>,
    /// The engine's move was played and the only-move check found every other move at least
    /// `ONLY_MOVE_GAP` worse.
    only: bool,
}

impl Judged {
    /// Takes in what the search of the position the move `mv` left found (`next`, for the
    /// side to move there): where it proved a forced end, that is the move's worth for the
    /// mover, whatever the search of the move itself saw (a deeper look from the next ply). The
    /// engine's own move keeps its score: the review knows no better move to compare it with.
    fn proven_by_next(&mut self, mv: Move, next: &Chance) {
        if self.best_move == Some(mv) {
            return;
        }
        if let (Some(score), Some(wins)) = (next.score, next.forced) {
            self.played = Some(Chance {
                score: Some(-score),
                win: if wins { 0.0 } else { 1.0 },
                forced: Some(!wins),
            });
        }
    }
}

/// Reviews `game` from its start position: searches every position (the one after the last
/// move too), judges every move, sums up each side. `progress` hears after each position.
/// `None` when `stop` was set before the end. Deterministic: the same game and settings give
/// the same review.
pub fn review(
    game: &Game,
    settings: &ReviewSettings,
    stop: &AtomicBool,
    progress: &mut dyn FnMut(Progress),
) -> Option<Review> {
    let v = game.variant();
    let played: Vec<Move> = game.moves().iter().map(|p| p.mv).collect();
    let total = if played.is_empty() {
        0
    } else {
        played.len() + 1
    };
    progress(Progress { done: 0, total });
    let mut judge = Judge::new(v, settings);
    let scale = if total > 0 {
        judge.scale(stop)
    } else {
        Scale {
            k: scale(judge.family),
            bias: 0.0,
        }
    };
    let mut replay = Game::from_position(v.clone(), game.start_position().clone());
    let mut moves = Vec::with_capacity(played.len());
    let mut nodes = 0;
    // The move before this position, judged once this position's search has been seen (the
    // position after the last move is searched too, so every move is judged in the loop).
    let mut pending: Option<(usize, Game, Move, Judged)> = None;
    for i in 0..total {
        if stop.load(Ordering::SeqCst) {
            return None;
        }
        let mover = replay.side_to_move();
        let mut judged = match judge.search(&replay, stop) {
            Some(report) => {
                nodes += report.nodes;
                Judged {
                    best: Chance::of_score(report.score, mover, scale),
                    best_move: Some(report.best),
                    pv: report.pv,
                    played: None,
                    only: false,
                }
            }
            None => Judged {
                best: Chance::ended(&replay, mover),
                best_move: None,
                pv: Vec::new(),
                played: None,
                only: false,
            },
        };
        if let Some((ply, before, mv, mut last)) = pending.take() {
            last.proven_by_next(mv, &judged.best);
            moves.push(judge_move(ply, &before, mv, &last));
        }
        let Some(&mv) = played.get(i) else {
            progress(Progress { done: i + 1, total });
            break;
        };
        let mut after = replay.clone();
        if after.play(mv).is_err() {
            // A game's own moves replay; a corrupted one ends its review here.
            log::error!("move {} of the reviewed game does not replay", i + 1);
            break;
        }
        if after.is_over() {
            judged.played = Some(Chance::ended(&after, mover));
        } else if judged.best_move == Some(mv) {
            if judged.best.win >= ONLY_MOVE_GAP {
                let others: Vec<Move> = replay
                    .legal_moves()
                    .into_iter()
                    .filter(|&m| m != mv)
                    .collect();
                if let Some(second) = judge.search_among(&replay, &others, stop) {
                    nodes += second.nodes;
                    let second = win_probability(second.score, mover, scale);
                    judged.only = judged.best.win - second >= ONLY_MOVE_GAP;
                }
            }
        } else if let Some(report) = judge.search_among(&replay, &[mv], stop) {
            nodes += report.nodes;
            judged.played = Some(Chance::of_score(report.score, mover, scale));
        }
        if stop.load(Ordering::SeqCst) {
            return None;
        }
        pending = Some((i, std::mem::replace(&mut replay, after), mv, judged));
        progress(Progress { done: i + 1, total });
    }
    Some(Review {
        attackers: SideSummary::of(Side::Attackers, &moves),
        defenders: SideSummary::of(Side::Defenders, &moves),
        moves,
        outcome: game.outcome(),
        nodes,
        scale,
    })
}

/// Judges the move `mv` played in `before` (the game before it).
fn judge_move(i: usize, before: &Game, mv: Move, j: &Judged) -> MoveReview {
    let engines = j.best_move == Some(mv);
    // The engine's own move is worth its best score (unless it ended the game: exactly).
    let after = j.played.unwrap_or(j.best);
    let loss = if engines {
        0.0
    } else {
        (j.best.win - after.win).max(0.0)
    };
    let verdict = if j.best.forced == Some(true) && after.forced != Some(true) {
        Verdict::MissedWin
    } else if engines && j.only {
        Verdict::OnlyMove
    } else if engines || loss < BEST {
        Verdict::Best
    } else if loss < GOOD {
        Verdict::Good
    } else if loss < INACCURACY {
        Verdict::Inaccuracy
    } else if loss < MISTAKE {
        Verdict::Mistake
    } else {
        Verdict::Blunder
    };
    let better = match j.best_move {
        Some(best) if verdict.flagged() && best != mv => Some(Better {
            mv: best,
            notation: line_notation(before, &j.pv),
            line: j.pv.clone(),
        }),
        _ => None,
    };
    MoveReview {
        ply: i + 1,
        mv,
        notation: move_notation(before, mv),
        side: before.side_to_move(),
        verdict,
        win_before: j.best.win,
        win_after: after.win,
        loss,
        score_before: j.best.score,
        score_after: after.score,
        better,
    }
}

/// "d2-d4xd5": the move with the soldiers it captures in `game`.
fn move_notation(game: &Game, mv: Move) -> String {
    line_notation(game, &[mv])
        .pop()
        .unwrap_or_else(|| mv.to_string())
}

/// A line played out from `game`, each move with its captures; stops at a move that does not
/// play (a line is legal, but a bad one must not end the review).
fn line_notation(game: &Game, line: &[Move]) -> Vec<String> {
    let mut board = game.clone();
    let mut out = Vec::with_capacity(line.len());
    for &mv in line {
        let Ok(report) = board.play(mv) else { break };
        let captures = report
            .captured
            .iter()
            .filter(|(_, p)| *p != crate::types::Piece::King)
            .map(|(s, _)| *s)
            .collect();
        out.push(RecordedMove { mv, captures }.to_string());
    }
    out
}
