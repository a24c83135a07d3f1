//! What a lesson screen shows ([`LessonView`]) and the words of the lesson of the moment: the
//! task, the praise of a right move, the feedback on a wrong one, the squares to mark.

use super::judge::Beside;
use super::page::{LessonPage, Praise, Wrong};
use super::{title, LessonTopic, Say, Task};
use crate::board::{Arrow, ArrowKind, BoardView, Cx, HintMark, Marks, Message, MoveMark};
use crate::controller::{texts, Coord};
use crate::game::{Game, Outcome, Reason};
use crate::types::{Move, Piece, Side, Square};
use crate::words::Words;

/// What was wrong with a move the lesson took back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Mistake {
    /// Another move than the one asked for.
    OtherMove,
    /// The pieces to capture are still there.
    NoCapture,
    /// The piece moved did not stop next to the piece to capture.
    NotBeside,
    /// The piece to capture stands on the edge, and the move came from its side along it:
    /// nothing can stand on its far side.
    OnEdge,
    /// The square on the far side of the piece to capture is empty.
    FarSideEmpty,
    /// A piece of its own side stands on the far side of the piece to capture.
    FarSideTheirs,
    /// The piece was captured, but the task asked for the king to do it.
    NotWithKing,
    /// The game goes on: the win asked for did not happen.
    NotWon,
    /// The move threatens nothing.
    NoThreat,
    /// The other side has an answer that stops the threat.
    Stoppable,
    /// The move ends the game, not as asked (a draw, a loss).
    GameEnded,
    /// The move does not bring the position back.
    NoRepetition,
}

impl Mistake {
    fn id(self) -> &'static str {
        match self {
            Mistake::OtherMove => "other-move",
            Mistake::NoCapture => "no-capture",
            Mistake::NotBeside => "not-beside",
            Mistake::OnEdge => "on-edge",
            Mistake::FarSideEmpty => "far-side-empty",
            Mistake::FarSideTheirs => "far-side-theirs",
            Mistake::NotWithKing => "not-with-king",
            Mistake::NotWon => "not-won",
            Mistake::NoThreat => "no-threat",
            Mistake::Stoppable => "stoppable",
            Mistake::GameEnded => "game-ended",
            Mistake::NoRepetition => "no-repetition",
        }
    }
}

/// What a move did to the lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LessonVerdict {
    /// Wrong: the move was taken back; the view's feedback says why.
    Wrong { mistake: Mistake },
    /// Right, and the other side answered: the step goes on with its next task.
    Answered,
    /// Right: the step is done.
    StepDone,
    /// Right: the last step is done, the lesson is finished.
    LessonDone,
}

/// Where a lesson is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum LessonState {
    /// The player's move.
    Playing,
    /// The step's task is done; `next_step` goes on.
    StepDone,
    /// Every step is done.
    Finished,
}

/// Why the last move was wrong; the board is back as it was before it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LessonFeedback {
    pub mistake: Mistake,
    /// The move taken back.
    pub wrong_move: MoveMark,
    /// How it would have ended the game.
    pub outcome: Option<Outcome>,
    /// The other side's answer that stops it.
    pub refutation: Option<MoveMark>,
    /// The square the words point at (the far side of a piece that was not captured); it is
    /// marked on the board while the feedback shows.
    pub square: Option<Coord>,
    /// "The attackers can stop that: b4-b1. The board is back as it was: try again."
    pub text: String,
}

/// Everything a lesson screen shows.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LessonView {
    /// The lesson's stable id ("escape").
    pub id: String,
    pub topic: LessonTopic,
    /// "The king's escape".
    pub title: String,
    /// Its place among the lessons of these rules (from 1), and their number.
    pub number: u32,
    pub lessons: u32,
    /// The id of the lesson after it, to offer once this one is finished.
    pub next_lesson: Option<String>,
    /// The step shown (from 1), and the lesson's number of steps.
    pub step: u32,
    pub steps: u32,
    /// What the step explains, one or two paragraphs.
    pub explanation: Vec<String>,
    /// What to do now: "Capture the defender on c2."
    pub task: String,
    /// The side the player moves.
    pub player: Side,
    pub state: LessonState,
    /// The board, with the task's squares marked, the hint (the piece only) and a wrong move
    /// taken back drawn while its feedback shows.
    pub board: BoardView,
    /// After a wrong move: why, with the move taken back.
    pub feedback: Option<LessonFeedback>,
    /// After a right move: what it did ("Captured!", "The attackers answer b4-b1.").
    pub praise: Option<String>,
    /// Why the last action was refused.
    pub message: Option<Message>,
    /// "Step 2 of 3".
    pub step_text: String,
    pub can_hint: bool,
    pub can_next_step: bool,
    /// The step can be played again from its start (not once the lesson is finished).
    pub can_retry: bool,
    /// The lesson is finished and another follows it.
    pub can_open_next_lesson: bool,
}

impl LessonPage {
    pub(crate) fn view(&self, cx: &Cx<LessonPage>) -> LessonView {
        let w = &cx.words;
        let step = self.current();
        let playing = self.state == LessonState::Playing;
        let feedback = self.wrong.as_ref().map(|wrong| self.feedback(w, wrong));
        let board = cx.board_view(
            &self.game,
            Marks {
                live: true,
                enabled: playing,
                hint: self.hint.map(|sq| HintMark {
                    from: Coord::of(sq),
                    to: None,
                }),
                marked: self.marked(),
                arrows: feedback
                    .iter()
                    .map(|f| Arrow::of(f.wrong_move, ArrowKind::Wrong))
                    .collect(),
                ..Marks::default()
            },
        );
        let task = match self.state {
            LessonState::Playing => step
                .goals
                .get(self.goal)
                .map_or_else(String::new, |g| self.task_words(w, &g.task, g.solution)),
            LessonState::StepDone => w.text("lesson-step-done"),
            LessonState::Finished => w.text("lesson-finished"),
        };
        let (number, steps) = (self.step as u32 + 1, self.lesson.steps.len() as u32);
        LessonView {
            id: self.id().to_string(),
            topic: self.lesson.topic,
            title: title(w, self.lesson.topic),
            number: self.number,
            lessons: self.lessons,
            next_lesson: self.next_lesson.clone(),
            step: number,
            steps,
            explanation: step.text.iter().map(|s| s.words(w)).collect(),
            task,
            player: step.player,
            state: self.state,
            board,
            feedback,
            praise: self.praise.as_ref().map(|p| self.praise_words(w, p)),
            message: cx.message(),
            step_text: w.format(
                "lesson-step-of",
                &[("step", number.into()), ("steps", steps.into())],
            ),
            can_hint: playing,
            can_next_step: self.state == LessonState::StepDone,
            can_retry: self.state != LessonState::Finished,
            can_open_next_lesson: self.state == LessonState::Finished && self.next_lesson.is_some(),
        }
    }

    /// The squares the task in play names: the piece to move and where to, the pieces to
    /// capture (and the king that captures them), the king that is to win; none once the
    /// step is done.
    fn marked(&self) -> Vec<Square> {
        if self.state != LessonState::Playing {
            return Vec::new();
        }
        let Some(goal) = self.current().goals.get(self.goal) else {
            return Vec::new();
        };
        let pointed = self.wrong.as_ref().and_then(|w| self.pointed_at(w).1);
        let king = || self.game.position().king().into_iter().collect::<Vec<_>>();
        let named = match &goal.task {
            Task::Reach { from, to } => vec![*from, *to],
            Task::Capture { squares, with } => squares.iter().copied().chain(*with).collect(),
            Task::Win(_) | Task::Threaten(_) => king(),
            // The text names the piece and where it goes back to.
            Task::Repeat => vec![goal.solution.from, goal.solution.to],
            // Any move but one will do: nothing to point at.
            Task::AvoidRepetition => Vec::new(),
        };
        named.into_iter().chain(pointed).collect()
    }

    /// What a task asks, in words.
    fn task_words(&self, w: &Words, task: &Task, solution: Move) -> String {
        let say = match task {
            Task::Reach { from, to } => Say::new("lesson-task-reach")
                .with("piece", texts::piece_id(piece_on(&self.game, *from)))
                .with("from", from.to_string())
                .with("to", to.to_string()),
            Task::Capture { squares, with } => {
                let names: Vec<String> = squares.iter().map(|s| s.to_string()).collect();
                let piece = squares
                    .first()
                    .map_or(Piece::Attacker, |s| piece_on(&self.game, *s));
                let by = with
                    .map(|s| piece_on(&self.game, s))
                    .filter(|p| *p == Piece::King);
                Say::new(if by.is_some() {
                    "lesson-task-capture-with-king"
                } else {
                    "lesson-task-capture"
                })
                .with("piece", texts::piece_id(piece))
                .with("count", squares.len())
                .with("squares", w.list(&names))
            }
            Task::Win(reason) => Say::new("lesson-task-win")
                .with("goal", goal_id(*reason))
                .with("escape", escape_of(&self.game)),
            Task::Threaten(_) => {
                Say::new("lesson-task-threaten").with("escape", escape_of(&self.game))
            }
            Task::AvoidRepetition => Say::new("lesson-task-avoid-repetition"),
            Task::Repeat => Say::new("lesson-task-repeat")
                .with(
                    "piece",
                    texts::piece_id(piece_on(&self.game, solution.from)),
                )
                .with("square", solution.to.to_string()),
        };
        say.words(w)
    }

    fn praise_words(&self, w: &Words, praise: &Praise) -> String {
        let Praise { task, reply } = praise;
        let right = w.format("lesson-right", &[("task", task_id(task).into())]);
        match reply {
            Some(reply) => {
                let answer = w.format(
                    "lesson-reply",
                    &[
                        ("side", texts::side_id(self.player().opponent()).into()),
                        ("move", reply.to_string().into()),
                    ],
                );
                format!("{right} {answer}")
            }
            None => right,
        }
    }

    fn feedback(&self, w: &Words, wrong: &Wrong) -> LessonFeedback {
        let mark = MoveMark::of;
        let (target, square) = self.pointed_at(wrong);
        let name = |sq: Option<Square>| sq.map_or_else(String::new, |s| s.to_string());
        let why = match wrong.mistake {
            Mistake::GameEnded => w.format(
                "lesson-wrong-game-ended",
                &[(
                    "result",
                    wrong
                        .outcome
                        .map_or_else(String::new, |o| texts::result(w, o))
                        .into(),
                )],
            ),
            Mistake::Stoppable => w.format(
                "lesson-wrong-stoppable",
                &[
                    ("side", texts::side_id(self.player().opponent()).into()),
                    (
                        "move",
                        wrong
                            .refutation
                            .map_or_else(String::new, |m| m.to_string())
                            .into(),
                    ),
                ],
            ),
            Mistake::NotWon => w.format(
                "lesson-wrong-not-won",
                &[(
                    "goal",
                    match &wrong.task {
                        Task::Win(reason) => goal_id(*reason),
                        _ => "escaped",
                    }
                    .into(),
                )],
            ),
            Mistake::NoCapture => {
                // The pieces the move left standing (a shieldwall row may lose one of them).
                let names: Vec<String> = match &wrong.task {
                    Task::Capture { squares, .. } => squares
                        .iter()
                        .filter(|s| !wrong.captured.contains(s))
                        .map(|s| s.to_string())
                        .collect(),
                    _ => Vec::new(),
                };
                w.format(
                    "lesson-wrong-no-capture",
                    &[
                        ("count", names.len().into()),
                        ("squares", w.list(&names).into()),
                    ],
                )
            }
            Mistake::NotBeside
            | Mistake::OnEdge
            | Mistake::FarSideEmpty
            | Mistake::FarSideTheirs => w.format(
                "lesson-wrong-not-captured",
                &[
                    ("mistake", wrong.mistake.id().into()),
                    ("square", name(target).into()),
                    ("far", name(square).into()),
                ],
            ),
            other => w.format("lesson-wrong", &[("mistake", other.id().into())]),
        };
        LessonFeedback {
            mistake: wrong.mistake,
            wrong_move: mark(wrong.mv),
            outcome: wrong.outcome,
            refutation: wrong.refutation.map(mark),
            square: square.map(Coord::of),
            text: format!("{why} {}", w.text("lesson-try-again")),
        }
    }

    /// The piece a missed capture was after, and the square on its far side the words point
    /// at (empty, or held by a piece of its own side).
    fn pointed_at(&self, wrong: &Wrong) -> (Option<Square>, Option<Square>) {
        let Task::Capture { squares, .. } = &wrong.task else {
            return (None, None);
        };
        let target = squares.first().copied();
        let far =
            target.and_then(
                |t| match Beside::of(t, wrong.mv.to, self.game.variant().size()) {
                    Beside::Far(far) => Some(far),
                    Beside::No | Beside::OnEdge => None,
                },
            );
        let points = matches!(
            wrong.mistake,
            Mistake::FarSideEmpty | Mistake::FarSideTheirs
        );
        (target, far.filter(|_| points))
    }
}

/// How the lesson words a win (`$goal`).
fn goal_id(reason: Reason) -> &'static str {
    match reason {
        Reason::KingEscaped => "escaped",
        Reason::KingCaptured => "king-captured",
        Reason::ExitFort => "exit-fort",
        Reason::Encircled => "encircled",
        // No lesson asks for the others; said as the king's escape would be.
        Reason::NoLegalMove | Reason::Repetition | Reason::MoveLimit => "escaped",
    }
}

/// What a task was, for the words of a right move (`$task`).
fn task_id(task: &Task) -> &'static str {
    match task {
        Task::Reach { .. } => "reach",
        Task::Capture { .. } => "capture",
        Task::Win(reason) => goal_id(*reason),
        Task::Threaten(_) => "threaten",
        Task::AvoidRepetition => "avoid-repetition",
        Task::Repeat => "repeat",
    }
}

fn escape_of(game: &Game) -> &'static str {
    crate::rulebook::escape_id(game.variant().rules().escape)
}

/// The pieces a capture task names, for its words.
pub(crate) fn piece_on(game: &Game, square: Square) -> Piece {
    game.position().piece_at(square).unwrap_or(Piece::Attacker)
}
