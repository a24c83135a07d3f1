//! The lessons as data: each step's pieces, placed from a corner of the board or from its
//! centre so that the same step fits every board from 7×7 to 13×13, the moves before it where
//! they matter, its tasks with their intended moves, and what it says — chosen by the switches
//! of the rules. Every step is proved on the rules before it is offered ([`prove`]); a step the
//! rules cannot show (a square off a small board, a piece where it may not stand) is left out.

use super::judge::{judge, solution_in, stubborn_reply, Judgement};
use super::{Goal, Lesson, LessonStep, LessonTopic, Say, Task};
use crate::game::{Game, Reason};
use crate::position::Position;
use crate::rulebook::{escape_id, king_facts, repetition_args, who, yes, KingPlace, KingRule};
use crate::rules::{Escape, Repetition, Rules};
use crate::types::{Move, Piece, PieceSet, Side, Square};
use crate::variant::Variant;
use std::sync::Arc;

/// Where a spot is counted from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum From {
    /// a1: files to the right, ranks up.
    A1,
    /// The bottom-right corner: files to the left, ranks up.
    Right,
    /// The top-left corner: files to the right, ranks down.
    Top,
    /// The top-right corner: files to the left, ranks down.
    TopRight,
    /// The middle of the bottom edge: files either way, ranks up.
    Bottom,
    /// The centre square.
    Centre,
}

/// A square named from a corner, the bottom edge's middle or the centre.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Spot {
    from: From,
    file: i8,
    rank: i8,
}

const fn a1(file: i8, rank: i8) -> Spot {
    Spot {
        from: From::A1,
        file,
        rank,
    }
}

const fn right(file: i8, rank: i8) -> Spot {
    Spot {
        from: From::Right,
        file,
        rank,
    }
}

const fn top(file: i8, rank: i8) -> Spot {
    Spot {
        from: From::Top,
        file,
        rank,
    }
}

const fn top_right(file: i8, rank: i8) -> Spot {
    Spot {
        from: From::TopRight,
        file,
        rank,
    }
}

const fn bottom(file: i8, rank: i8) -> Spot {
    Spot {
        from: From::Bottom,
        file,
        rank,
    }
}

const fn mid(file: i8, rank: i8) -> Spot {
    Spot {
        from: From::Centre,
        file,
        rank,
    }
}

impl Spot {
    /// The square on a board of `size`; `None` off it.
    fn on(self, size: u8) -> Option<Square> {
        let (n, c) = (i16::from(size), i16::from(size / 2));
        let (f, r) = (i16::from(self.file), i16::from(self.rank));
        let (file, rank) = match self.from {
            From::A1 => (f, r),
            From::Right => (n - 1 - f, r),
            From::Top => (f, n - 1 - r),
            From::TopRight => (n - 1 - f, n - 1 - r),
            From::Bottom => (c + f, r),
            From::Centre => (c + f, c + r),
        };
        let file = u8::try_from(file).ok().filter(|&f| f < size)?;
        let rank = u8::try_from(rank).ok().filter(|&r| r < size)?;
        Square::new(file, rank)
    }

    /// The spot one step away.
    fn shifted(self, file: i8, rank: i8) -> Spot {
        Spot {
            file: self.file + file,
            rank: self.rank + rank,
            ..self
        }
    }
}

/// What a goal asks, with its squares as spots.
#[derive(Clone, Debug)]
enum Aim {
    Reach,
    Capture(Vec<Spot>),
    CaptureWith(Vec<Spot>),
    Win(Reason),
    Threaten(Reason),
    AvoidRepetition,
    Repeat,
}

/// A step before it is placed on a board.
#[derive(Clone, Debug)]
struct Plan {
    player: Side,
    pieces: Vec<(Piece, Spot)>,
    /// Moves played before the step starts (the first by the side that is not the player's
    /// when their number is odd).
    history: Vec<(Spot, Spot)>,
    /// Plies without a capture before the step starts.
    quiet: u32,
    /// Each aim with its intended move.
    goals: Vec<(Aim, Spot, Spot)>,
    text: Vec<Say>,
}

impl Plan {
    fn new(player: Side) -> Plan {
        Plan {
            player,
            pieces: Vec::new(),
            history: Vec::new(),
            quiet: 0,
            goals: Vec::new(),
            text: Vec::new(),
        }
    }

    fn put(mut self, piece: Piece, spots: &[Spot]) -> Plan {
        self.pieces.extend(spots.iter().map(|&s| (piece, s)));
        self
    }

    fn attackers(self, spots: &[Spot]) -> Plan {
        self.put(Piece::Attacker, spots)
    }

    fn defenders(self, spots: &[Spot]) -> Plan {
        self.put(Piece::Defender, spots)
    }

    fn king(self, spot: Spot) -> Plan {
        self.put(Piece::King, &[spot])
    }

    /// The king on the centre with a defender on each side: he cannot move, so no move of his
    /// can end the step early.
    fn guarded_king(self) -> Plan {
        self.king(mid(0, 0))
            .defenders(&[mid(-1, 0), mid(1, 0), mid(0, -1), mid(0, 1)])
    }

    /// The king on `spot` with a defender on each side.
    fn boxed_king(self, spot: Spot) -> Plan {
        let sides = [
            spot.shifted(-1, 0),
            spot.shifted(1, 0),
            spot.shifted(0, -1),
            spot.shifted(0, 1),
        ];
        self.king(spot).defenders(&sides)
    }

    fn goal(mut self, aim: Aim, from: Spot, to: Spot) -> Plan {
        self.goals.push((aim, from, to));
        self
    }

    fn say(mut self, say: Say) -> Plan {
        self.text.push(say);
        self
    }

    /// The step on the board of `variant`; `None` when a square is off the board, a piece may
    /// not stand where it is put, or a move before the step is illegal.
    fn place(&self, variant: &Arc<Variant>) -> Option<LessonStep> {
        let size = variant.size();
        let sq = |s: Spot| s.on(size);
        let pieces = self
            .pieces
            .iter()
            .map(|&(piece, spot)| Some((sq(spot)?, piece)))
            .collect::<Option<Vec<_>>>()?;
        let first = if self.history.len() % 2 == 1 {
            self.player.opponent()
        } else {
            self.player
        };
        let start = Position::from_pieces(variant, pieces, first).ok()?;
        let mut game =
            Game::from_position_after_quiet_plies(Arc::clone(variant), start, self.quiet);
        for &(from, to) in &self.history {
            game.play(Move::new(sq(from)?, sq(to)?)).ok()?;
        }
        let goals = self
            .goals
            .iter()
            .map(|(aim, from, to)| {
                let squares =
                    |spots: &[Spot]| spots.iter().map(|&s| sq(s)).collect::<Option<Vec<_>>>();
                let (from, to) = (sq(*from)?, sq(*to)?);
                let task = match aim {
                    Aim::Reach => Task::Reach { from, to },
                    Aim::Capture(spots) => Task::Capture {
                        squares: squares(spots)?,
                        with: None,
                    },
                    Aim::CaptureWith(spots) => Task::Capture {
                        squares: squares(spots)?,
                        with: Some(from),
                    },
                    Aim::Win(reason) => Task::Win(*reason),
                    Aim::Threaten(reason) => Task::Threaten(*reason),
                    Aim::AvoidRepetition => Task::AvoidRepetition,
                    Aim::Repeat => Task::Repeat,
                };
                Some(Goal {
                    task,
                    solution: Move::new(from, to),
                })
            })
            .collect::<Option<Vec<_>>>()?;
        Some(LessonStep {
            player: self.player,
            game,
            goals,
            text: self.text.clone(),
        })
    }
}

/// Why a step cannot be offered on these rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Unsound {
    /// A square is off the board, a piece stands where it may not, or a move before the step
    /// is illegal.
    DoesNotFit,
    /// The game is over before the step starts, or it is not the player's move.
    NotPlayable,
    /// The intended move of goal `n` (from 0) is illegal or does not do its task.
    SolutionFails(usize),
    /// No move of goal `n` is wrong: there would be nothing to learn.
    NothingToRefuse(usize),
    /// A move that does not do goal `n` wins: the lesson would refuse a win.
    WrongMoveWins(usize, Move),
    /// After goal `n` the other side has no answer that lets the game go on.
    NoReply(usize),
}

/// Proves a step on its rules: see [`Unsound`].
pub(crate) fn prove(step: &LessonStep) -> Result<(), Unsound> {
    let player = step.player;
    let mut game = step.game.clone();
    if game.is_over() || game.side_to_move() != player {
        return Err(Unsound::NotPlayable);
    }
    for (n, goal) in step.goals.iter().enumerate() {
        let mut refused = false;
        for mv in game.legal_moves() {
            let mut tried = game.clone();
            let Ok(report) = tried.play(mv) else { continue };
            let wins = report.outcome.is_some_and(|o| o.winner == Some(player));
            // Judging a threat searches the replies: only for moves that could matter.
            if !wins && refused {
                continue;
            }
            if judge(&goal.task, player, &tried, &report) != Judgement::Met {
                if wins {
                    return Err(Unsound::WrongMoveWins(n, mv));
                }
                refused = true;
            }
        }
        if !refused {
            return Err(Unsound::NothingToRefuse(n));
        }
        // After the other side's answer, the intended move may not be the one left.
        let solution = if n == 0 {
            goal.solution
        } else {
            solution_in(&game, player, goal).ok_or(Unsound::SolutionFails(n))?
        };
        let report = game.play(solution).map_err(|_| Unsound::SolutionFails(n))?;
        if judge(&goal.task, player, &game, &report) != Judgement::Met {
            return Err(Unsound::SolutionFails(n));
        }
        if let Some(next) = step.goals.get(n + 1) {
            let reply = stubborn_reply(&game, player, &next.task).ok_or(Unsound::NoReply(n))?;
            game.play(reply).map_err(|_| Unsound::NoReply(n))?;
            if game.is_over() || game.side_to_move() != player {
                return Err(Unsound::NoReply(n));
            }
        }
    }
    Ok(())
}

/// The lessons of `rules` whose steps prove on them, in order.
pub(crate) fn lessons(rules: &Rules) -> Vec<Lesson> {
    placed(rules)
        .into_iter()
        .filter_map(|(topic, steps)| {
            let steps: Vec<LessonStep> = steps
                .into_iter()
                .filter_map(|step| match step {
                    Ok(step) => Some(step),
                    Err(why) => {
                        log::warn!("lesson {}: a step is left out: {why}", topic.id());
                        None
                    }
                })
                .collect();
            (!steps.is_empty()).then_some(Lesson { topic, steps })
        })
        .collect()
}

/// The steps planned for `rules` that cannot be offered, with the reason.
pub(crate) fn left_out(rules: &Rules) -> Vec<(LessonTopic, String)> {
    placed(rules)
        .into_iter()
        .flat_map(|(topic, steps)| {
            steps
                .into_iter()
                .filter_map(move |step| step.err().map(|why| (topic, why.to_string())))
        })
        .collect()
}

/// Every lesson's planned steps, placed on the board of `rules` and proved.
fn placed(rules: &Rules) -> Vec<(LessonTopic, Vec<Result<LessonStep, Unsound>>)> {
    let Ok(variant) = Variant::new(rules.clone()) else {
        return Vec::new();
    };
    let variant = Arc::new(variant);
    LessonTopic::ALL
        .into_iter()
        .map(|topic| {
            let steps = plans(topic, rules)
                .iter()
                .map(|plan| {
                    let step = plan.place(&variant).ok_or(Unsound::DoesNotFit)?;
                    prove(&step).map(|()| step)
                })
                .collect();
            (topic, steps)
        })
        .collect()
}

/// The steps of a lesson on `rules`; none when its rule is off.
fn plans(topic: LessonTopic, r: &Rules) -> Vec<Plan> {
    match topic {
        LessonTopic::Moving => moving(),
        LessonTopic::Capture => capture(),
        LessonTopic::SeveralAtOnce => several_at_once(),
        LessonTopic::ArmedKing if r.king_armed => armed_king(),
        LessonTopic::HostileSquares => hostile_squares(r),
        LessonTopic::Escape => escape(r),
        LessonTopic::KingCapture => king_capture(r),
        LessonTopic::Shieldwall if r.shieldwall => shieldwall(r),
        // With edge escape a king on the edge has already won: there is no fort to build.
        LessonTopic::ExitFort if r.exit_fort && r.escape == Escape::Corner => exit_fort(),
        LessonTopic::Encirclement if r.encirclement => encirclement(),
        LessonTopic::Repetition => repetition(r),
        LessonTopic::MoveLimit => r.no_capture_limit.map(move_limit).into_iter().collect(),
        _ => Vec::new(),
    }
}

fn moving() -> Vec<Plan> {
    vec![
        Plan::new(Side::Attackers)
            .attackers(&[a1(1, 1)])
            .king(mid(0, 0))
            .goal(Aim::Reach, a1(1, 1), a1(5, 1))
            .say(Say::new("rules-rook-moves")),
        // The king's own defenders close three ways; an attacker ends the fourth.
        Plan::new(Side::Defenders)
            .king(a1(2, 2))
            .defenders(&[a1(1, 2), a1(2, 1), a1(2, 3)])
            .attackers(&[a1(5, 2)])
            .goal(Aim::Reach, a1(2, 2), a1(4, 2))
            .say(Say::new("lesson-moving-king")),
    ]
}

/// The attacker on b2 and the one arriving on d2 take the defender on c2 between them.
fn sandwich(player: Side) -> Plan {
    Plan::new(player)
        .attackers(&[a1(1, 1), a1(5, 1)])
        .defenders(&[a1(2, 1)])
        .king(mid(0, 0))
        .goal(Aim::Capture(vec![a1(2, 1)]), a1(5, 1), a1(3, 1))
}

fn capture() -> Vec<Plan> {
    vec![
        sandwich(Side::Attackers).say(Say::new("rules-quick-capture")),
        // The attacker on c2 moved in between b2 and d2 and stands safe; c1 and a defender
        // arriving on c3 take it.
        Plan::new(Side::Defenders)
            .attackers(&[a1(2, 1), top_right(1, 1)])
            .defenders(&[a1(1, 1), a1(3, 1), a1(2, 0), a1(0, 2)])
            .guarded_king()
            .goal(Aim::Capture(vec![a1(2, 1)]), a1(0, 2), a1(2, 2))
            .say(Say::new("rules-moving-in-is-safe"))
            .say(Say::new("lesson-capture-both-ways")),
    ]
}

fn several_at_once() -> Vec<Plan> {
    vec![
        // The attacker from d1 to d2 takes c2 against b2 and e2 against f2.
        Plan::new(Side::Attackers)
            .attackers(&[a1(1, 1), a1(5, 1), a1(3, 0)])
            .defenders(&[a1(2, 1), a1(4, 1)])
            .king(mid(0, 0))
            .goal(Aim::Capture(vec![a1(2, 1), a1(4, 1)]), a1(3, 0), a1(3, 1))
            .say(Say::new("lesson-several-at-once")),
        // The defender on c1 stands on the edge beside the attacker on b1: the attacker from
        // g2 would stop on c2 with nothing beyond c1; the one on d3 comes along the edge.
        Plan::new(Side::Attackers)
            .attackers(&[a1(1, 0), a1(3, 2), a1(6, 1)])
            .defenders(&[a1(2, 0)])
            .king(mid(0, 0))
            .goal(Aim::Capture(vec![a1(2, 0)]), a1(3, 2), a1(3, 0))
            .say(Say::new("lesson-edge-never-helps")),
    ]
}

fn armed_king() -> Vec<Plan> {
    let boxed = |plan: Plan| plan.defenders(&[a1(0, 2), a1(1, 1), a1(1, 3)]);
    vec![
        // The king slides to d3: the attacker on e3 stands between him and the defender on f3.
        boxed(Plan::new(Side::Defenders))
            .king(a1(1, 2))
            .attackers(&[a1(4, 2), right(1, 1)])
            .defenders(&[a1(5, 2)])
            .goal(Aim::CaptureWith(vec![a1(4, 2)]), a1(1, 2), a1(3, 2))
            .say(Say::new("rules-armed-king").with("armed", yes(true))),
        // A defender arrives on d3: the attacker on c3 stands between it and the king.
        boxed(Plan::new(Side::Defenders))
            .king(a1(1, 2))
            .attackers(&[a1(2, 2), right(1, 1)])
            .defenders(&[a1(3, 0)])
            .goal(Aim::Capture(vec![a1(2, 2)]), a1(3, 0), a1(3, 2))
            .say(Say::new("lesson-king-as-anvil")),
    ]
}

/// The side that captures the first piece `hostile` names: the attackers when it names
/// defenders, the defenders when it names only attackers; `None` when it names no soldier.
fn captor(hostile: PieceSet) -> Option<Side> {
    if hostile.contains(Piece::Defender) {
        Some(Side::Attackers)
    } else if hostile.contains(Piece::Attacker) {
        Some(Side::Defenders)
    } else {
        None
    }
}

/// The piece `side` captures.
fn victim(side: Side) -> Piece {
    match side {
        Side::Attackers => Piece::Defender,
        Side::Defenders => Piece::Attacker,
    }
}

fn soldier(side: Side) -> Piece {
    match side {
        Side::Attackers => Piece::Attacker,
        Side::Defenders => Piece::Defender,
    }
}

fn hostile_squares(r: &Rules) -> Vec<Plan> {
    let mut plans = Vec::new();
    let hostile = |place: &'static str, set: PieceSet| {
        Say::new("rules-hostile")
            .with("place", place)
            .with("who", who(set))
    };
    // The player's pieces besides the capture: the king (guarded, or boxed away from an empty
    // throne) when the player defends, the king alone when he attacks.
    let own_king = |plan: Plan, empty_throne: bool| match (plan.player, empty_throne) {
        (Side::Attackers, false) => plan.king(mid(0, 0)),
        (Side::Attackers, true) => plan.king(right(1, 1)),
        (Side::Defenders, false) => plan.guarded_king(),
        (Side::Defenders, true) => plan.boxed_king(a1(1, 1)),
    };
    if let Some(side) = captor(r.corner_hostile).filter(|_| r.corners) {
        // Against a1: the piece on b1, the captor arriving on c1.
        let plan = Plan::new(side)
            .put(victim(side), &[a1(1, 0)])
            .put(soldier(side), &[a1(2, 2)])
            .goal(Aim::Capture(vec![a1(1, 0)]), a1(2, 2), a1(2, 0))
            .say(hostile("corners", r.corner_hostile));
        plans.push(own_king(plan, false));
    }
    if let Some(side) = captor(r.throne_hostile_empty).filter(|_| r.throne) {
        // Against the empty throne: the piece above it, the captor arriving two above.
        let plan = Plan::new(side)
            .put(victim(side), &[mid(0, 1)])
            .put(soldier(side), &[mid(-2, 2)])
            .put(victim(side), &[top_right(1, 1)])
            .goal(Aim::Capture(vec![mid(0, 1)]), mid(-2, 2), mid(0, 2))
            .say(hostile("empty-throne", r.throne_hostile_empty));
        plans.push(own_king(plan, true));
    }
    if let Some(side) = captor(r.throne_hostile_occupied).filter(|_| r.throne) {
        // Against the king on his throne, guarded on his three other sides.
        let plan = Plan::new(side)
            .king(mid(0, 0))
            .defenders(&[mid(-1, 0), mid(1, 0), mid(0, -1)])
            .put(victim(side), &[mid(0, 1)])
            .put(soldier(side), &[mid(-2, 2)])
            .attackers(&[right(1, 1)])
            .goal(Aim::Capture(vec![mid(0, 1)]), mid(-2, 2), mid(0, 2))
            .say(hostile("occupied-throne", r.throne_hostile_occupied));
        plans.push(plan);
    }
    if let Some(first) = plans.first_mut() {
        first.text.insert(0, Say::new("rules-hostile-meaning"));
    }
    plans
}

fn escape(r: &Rules) -> Vec<Plan> {
    let says = |plan: Plan| plan.say(Say::new("rules-escape").with("escape", escape_id(r.escape)));
    let fork = Say::new("lesson-escape-fork").with("escape", escape_id(r.escape));
    let reason = Reason::KingEscaped;
    match r.escape {
        Escape::Corner => vec![
            // On the edge at a3, an attacker above: only a1 wins.
            says(Plan::new(Side::Defenders))
                .king(a1(0, 2))
                .attackers(&[a1(0, 4), top_right(1, 1)])
                .goal(Aim::Win(reason), a1(0, 2), a1(0, 0))
                .say(Say::new("lesson-escape-corner-only")),
            // From c1 the king threatens a1 and the far corner of the bottom edge at once.
            Plan::new(Side::Defenders)
                .king(a1(2, 2))
                .attackers(&[a1(1, 3), top_right(1, 1)])
                .goal(Aim::Threaten(reason), a1(2, 2), a1(2, 0))
                .goal(Aim::Win(reason), a1(2, 0), right(0, 0))
                .say(fork),
        ],
        Escape::Edge => vec![
            // Attackers close three ways; the fourth runs to the edge.
            says(Plan::new(Side::Defenders))
                .king(a1(2, 2))
                .attackers(&[a1(1, 2), a1(2, 1), a1(2, 4)])
                .goal(Aim::Win(reason), a1(2, 2), right(0, 2)),
            // Every line from c3 is closed; from d3 the king has two ways to the edge.
            Plan::new(Side::Defenders)
                .king(a1(2, 2))
                .defenders(&[a1(1, 2), a1(2, 3)])
                .attackers(&[a1(2, 0), a1(5, 2)])
                .goal(Aim::Threaten(reason), a1(2, 2), a1(3, 2))
                .goal(Aim::Win(reason), a1(3, 2), top(3, 0))
                .say(fork),
        ],
    }
}

/// The four sides of a square, as steps.
const SIDES: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

/// A king to capture on `king`, the last attacker arriving on the side `close` (a step from
/// him) from `from`, under `rule`: with two, an attacker (or a square hostile to him) opposite;
/// with four, on his three other sides; beside the throne, the throne may be the fourth.
fn king_trap(r: &Rules, king: Spot, close: (i8, i8), from: Spot, rule: KingRule) -> Plan {
    let size = r.size;
    let centre = r.centre();
    let hostile_to_king = |s: Spot| {
        s.on(size).is_some_and(|sq| {
            (r.is_corner(sq) && r.corner_hostile.contains(Piece::King))
                || (r.is_throne(sq) && r.throne_hostile_empty.contains(Piece::King))
        })
    };
    let to = king.shifted(close.0, close.1);
    let others: Vec<(i8, i8)> = match rule {
        KingRule::Two => vec![(-close.0, -close.1)],
        KingRule::Four | KingRule::ThreeAndThrone => {
            SIDES.into_iter().filter(|&s| s != close).collect()
        }
    };
    let mut plan = Plan::new(Side::Attackers)
        .king(king)
        .attackers(&[from])
        .goal(Aim::Win(Reason::KingCaptured), from, to);
    for side in others {
        let s = king.shifted(side.0, side.1);
        let throne = s.on(size) == Some(centre) && r.throne;
        if hostile_to_king(s) || (rule == KingRule::ThreeAndThrone && throne) {
            continue;
        }
        plan = plan.attackers(&[s]);
    }
    plan
}

fn king_capture(r: &Rules) -> Vec<Plan> {
    let facts = king_facts(r);
    let mut plans = Vec::new();
    for fact in &facts {
        let say = Say {
            id: "rules-king-capture",
            args: fact.args(),
        };
        match fact.place {
            KingPlace::OnThrone => {
                plans.push(king_trap(r, mid(0, 0), (1, 0), mid(3, 0), fact.rule).say(say));
            }
            KingPlace::BesideThrone => {
                let king = mid(1, 0);
                let throne_counts = r.throne_hostile_empty.contains(Piece::King);
                let plan = if fact.rule == KingRule::Two && throne_counts {
                    // Against the empty throne: one attacker on his far side.
                    king_trap(r, king, (1, 0), mid(2, 2), fact.rule)
                } else {
                    king_trap(r, king, (0, 1), mid(1, 3), fact.rule)
                };
                let mut plan = plan.say(say);
                if fact.rule == KingRule::Two {
                    plan = plan.say(
                        Say::new("rules-empty-throne-against-king")
                            .with("counts", yes(throne_counts)),
                    );
                }
                plans.push(plan);
            }
            KingPlace::Elsewhere | KingPlace::Everywhere => {
                plans.push(king_trap(r, a1(2, 2), (1, 0), a1(3, 0), fact.rule).say(say));
                // A corner hostile to him closes his other side on the edge (where he has not
                // escaped already).
                let corner_counts = r.corners && r.corner_hostile.contains(Piece::King);
                let on_edge = r.king_capture_on_edge && r.escape == Escape::Corner;
                if fact.rule == KingRule::Two && corner_counts && on_edge {
                    plans.push(
                        king_trap(r, a1(0, 1), (0, 1), a1(2, 2), fact.rule)
                            .say(Say::new("lesson-king-against-corner")),
                    );
                }
            }
        }
    }
    if !r.king_capture_on_edge {
        if let Some(last) = plans.last_mut() {
            last.text.push(Say::new("rules-king-safe-on-edge"));
        }
    }
    plans
}

fn shieldwall(r: &Rules) -> Vec<Plan> {
    let mut plans = vec![
        // c1 and d1 along the edge, fronted by c2 and d2; e1 closes one end, b1 the other.
        Plan::new(Side::Defenders)
            .attackers(&[a1(2, 0), a1(3, 0), top_right(1, 1)])
            .defenders(&[a1(2, 1), a1(3, 1), a1(4, 0), a1(1, 2)])
            .guarded_king()
            .goal(Aim::Capture(vec![a1(2, 0), a1(3, 0)]), a1(1, 2), a1(1, 0))
            .say(Say::new("rules-shieldwall")),
    ];
    if r.corners {
        // b1 and c1 fronted by b2 and c2; the corner a1 closes one end, d1 the other.
        plans.push(
            Plan::new(Side::Defenders)
                .attackers(&[a1(1, 0), a1(2, 0), top_right(1, 1)])
                .defenders(&[a1(1, 1), a1(2, 1), a1(5, 0)])
                .guarded_king()
                .goal(Aim::Capture(vec![a1(1, 0), a1(2, 0)]), a1(5, 0), a1(3, 0))
                .say(Say::new("lesson-shieldwall-corner")),
        );
    }
    plans
}

fn exit_fort() -> Vec<Plan> {
    // The king on the bottom edge; the defender arriving beside him closes the wall.
    vec![Plan::new(Side::Defenders)
        .king(bottom(0, 0))
        .defenders(&[
            bottom(-1, 0),
            bottom(1, 0),
            bottom(-1, 1),
            bottom(-1, 2),
            bottom(0, 2),
            bottom(3, 1),
        ])
        .attackers(&[bottom(-2, 3), bottom(2, 3)])
        .goal(Aim::Win(Reason::ExitFort), bottom(3, 1), bottom(1, 1))
        .say(Say::new("rules-exit-fort"))]
}

fn encirclement() -> Vec<Plan> {
    // A ring around the centre with a gap on the right; the attacker beyond it closes it.
    vec![Plan::new(Side::Attackers)
        .king(mid(0, 0))
        .defenders(&[mid(-1, 0)])
        .attackers(&[
            mid(-2, 0),
            mid(0, 2),
            mid(0, -2),
            mid(1, 1),
            mid(1, -1),
            mid(-1, 1),
            mid(-1, -1),
            mid(3, 0),
        ])
        .goal(Aim::Win(Reason::Encircled), mid(3, 0), mid(2, 0))
        .say(Say::new("rules-encirclement"))]
}

fn repetition(r: &Rules) -> Vec<Plan> {
    // The side a repetition hurts plays: the loser where one side loses, else the attackers.
    let player = match r.repetition {
        Repetition::SideLoses(side) => side,
        _ => Side::Attackers,
    };
    let (mine, theirs) = (a1(1, 1), top_right(1, 1));
    let (mine_to, theirs_to) = (a1(2, 1), top_right(2, 1));
    let plan = Plan::new(player)
        .put(soldier(player), &[mine])
        .put(soldier(player.opponent()), &[theirs]);
    let plan = match player {
        Side::Attackers => plan.king(mid(0, 0)),
        Side::Defenders => plan.guarded_king(),
    };
    // Both sides go back and forth twice: moving the player's piece back once more brings
    // back a position for the third time.
    let mut plan = plan;
    plan.history = vec![
        (theirs, theirs_to),
        (mine, mine_to),
        (theirs_to, theirs),
        (mine_to, mine),
        (theirs, theirs_to),
        (mine, mine_to),
        (theirs_to, theirs),
    ];
    let rule = Say {
        id: "rules-repetition",
        args: repetition_args(r),
    };
    let plan = plan.say(rule).say(
        Say::new("lesson-repetition-situation")
            .with("piece", crate::controller::texts::piece_id(soldier(player))),
    );
    let plan = if r.repetition == Repetition::None {
        plan.goal(Aim::Repeat, mine_to, mine)
    } else {
        plan.goal(Aim::AvoidRepetition, mine_to, a1(2, 2))
    };
    vec![plan]
}

fn move_limit(limit: u32) -> Plan {
    let quiet = limit.saturating_sub(1);
    let mut plan = sandwich(Side::Attackers).say(Say::new("rules-move-limit").with("plies", limit));
    plan.quiet = quiet;
    if quiet > 0 {
        plan = plan.say(Say::new("lesson-move-limit-situation").with("plies", quiet));
    }
    plan
}

impl std::fmt::Display for Unsound {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unsound::DoesNotFit => write!(f, "the position does not fit these rules"),
            Unsound::NotPlayable => write!(f, "the position is not the player's to move"),
            Unsound::SolutionFails(n) => write!(f, "goal {n}: the solution fails"),
            Unsound::NothingToRefuse(n) => write!(f, "goal {n}: every move does it"),
            Unsound::WrongMoveWins(n, mv) => write!(f, "goal {n}: the wrong move {mv} wins"),
            Unsound::NoReply(n) => write!(f, "goal {n}: no reply"),
        }
    }
}
