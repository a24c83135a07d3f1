//! Interactive lessons: short steps, each a small position and a task the core checks ("capture
//! the defender on c2", "bring the king to a corner in two moves"), for the rules the player
//! chose.
//!
//! - [`lessons_for`] lists the lessons of a rule set, in order. A lesson whose rule is off is
//!   left out (no shieldwall lesson for Brandubh); a lesson whose rule varies says and tests what
//!   these rules do (corner or edge escape, the king captured by two or by four and what the
//!   throne does, repetition as a draw, a loss or allowed, the move limit where there is one).
//!   The positions are data ([`build`]), placed from a corner or the centre so that they fit
//!   every board from 7×7 to 13×13, and every step is proved on the rules before it is offered:
//!   its position is legal and undecided, its solution does the task, some move is refused, and
//!   no refused move wins.
//! - [`LessonSet`] is the lessons of a preset or of custom rules, listed for a menu with their
//!   done marks ([`LessonInfo`]), and starts them.
//! - [`LessonPage`] is one lesson being played: a move judged against the task, a wrong one
//!   explained and taken back, a right one answered by the other side; [`LessonController`] puts
//!   it on the one board controller for the apps (taps in, a [`LessonView`] out).
//! - [`LessonProgress`] is the small JSON document of the lessons completed, per rule set.
//!
//! The words are in `core/locales/<language>/lessons.ftl`; the facts of the rules are said with
//! the rules page's own messages (`rules.ftl`), from the same switches.

mod build;
mod judge;
mod page;
mod progress;
mod view;

pub use page::{Judged, LessonController, LessonPage, Refused};
pub use progress::LessonProgress;
pub use view::{LessonFeedback, LessonState, LessonVerdict, LessonView, Mistake};

use crate::controller::config::Ruleset;
use crate::controller::GameError;
use crate::game::{Game, Reason};
use crate::presets::Preset;
use crate::rules::Rules;
use crate::types::{Move, Side, Square};
use crate::words::{Arg, Lang, Words};
use std::sync::Arc;

/// What a lesson teaches; its stable id names it in the progress document and the apps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum LessonTopic {
    Moving,
    Capture,
    SeveralAtOnce,
    ArmedKing,
    HostileSquares,
    Escape,
    KingCapture,
    Shieldwall,
    ExitFort,
    Encirclement,
    Repetition,
    MoveLimit,
}

impl LessonTopic {
    /// Every lesson, in the order they are taught.
    pub const ALL: [LessonTopic; 12] = [
        LessonTopic::Moving,
        LessonTopic::Capture,
        LessonTopic::SeveralAtOnce,
        LessonTopic::ArmedKing,
        LessonTopic::HostileSquares,
        LessonTopic::Escape,
        LessonTopic::KingCapture,
        LessonTopic::Shieldwall,
        LessonTopic::ExitFort,
        LessonTopic::Encirclement,
        LessonTopic::Repetition,
        LessonTopic::MoveLimit,
    ];

    /// "moving", "king-capture", …
    pub fn id(self) -> &'static str {
        match self {
            LessonTopic::Moving => "moving",
            LessonTopic::Capture => "capture",
            LessonTopic::SeveralAtOnce => "several-at-once",
            LessonTopic::ArmedKing => "armed-king",
            LessonTopic::HostileSquares => "hostile-squares",
            LessonTopic::Escape => "escape",
            LessonTopic::KingCapture => "king-capture",
            LessonTopic::Shieldwall => "shieldwall",
            LessonTopic::ExitFort => "exit-fort",
            LessonTopic::Encirclement => "encirclement",
            LessonTopic::Repetition => "repetition",
            LessonTopic::MoveLimit => "move-limit",
        }
    }

    pub fn from_id(id: &str) -> Option<LessonTopic> {
        LessonTopic::ALL.into_iter().find(|t| t.id() == id)
    }
}

/// What the player must do with one move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Task {
    /// Move the piece on `from` to `to`.
    Reach { from: Square, to: Square },
    /// Capture the pieces on `squares` (all of them, with one move), moving the piece on
    /// `with` when it is given.
    Capture {
        squares: Vec<Square>,
        with: Option<Square>,
    },
    /// Win the game at once, this way.
    Win(Reason),
    /// A move after which the other side has no reply that stops a win this way on the next
    /// move (a double threat).
    Threaten(Reason),
    /// Any move that does not bring back a position for the third time (where that ends the
    /// game).
    AvoidRepetition,
    /// The move that brings back a position for the third time (where that changes nothing).
    Repeat,
}

/// One task of a step with the move the lesson intends (shown by the hint; other moves that do
/// the task count as well).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Goal {
    pub task: Task,
    pub solution: Move,
}

/// A message of the lesson files with its variables.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Say {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg<'static>)>,
}

impl Say {
    pub(crate) fn new(id: &'static str) -> Say {
        Say {
            id,
            args: Vec::new(),
        }
    }

    pub(crate) fn with(mut self, name: &'static str, value: impl Into<Arg<'static>>) -> Say {
        self.args.push((name, value.into()));
        self
    }

    pub(crate) fn words(&self, w: &Words) -> String {
        w.format(self.id, &self.args)
    }
}

/// One step of a lesson: a position (with the moves that led to it, where they matter), the
/// side the player moves, the goals in order (the other side answers between two of them),
/// and what the step explains.
#[derive(Clone, Debug)]
pub struct LessonStep {
    player: Side,
    game: Game,
    goals: Vec<Goal>,
    text: Vec<Say>,
}

impl LessonStep {
    /// The side the player moves.
    pub fn player(&self) -> Side {
        self.player
    }

    /// The step's game as it starts (its position, and the moves before it where they matter).
    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn goals(&self) -> &[Goal] {
        &self.goals
    }

    /// What the step explains, paragraph by paragraph.
    pub fn explanation(&self, lang: Lang) -> Vec<String> {
        let w = Words::new(lang);
        self.text.iter().map(|s| s.words(&w)).collect()
    }
}

/// One lesson for one rule set.
#[derive(Clone, Debug)]
pub struct Lesson {
    pub topic: LessonTopic,
    steps: Vec<LessonStep>,
}

impl Lesson {
    pub fn id(&self) -> &'static str {
        self.topic.id()
    }

    pub fn steps(&self) -> &[LessonStep] {
        &self.steps
    }

    /// "The king's escape".
    pub fn title(&self, lang: Lang) -> String {
        title(&Words::new(lang), self.topic)
    }
}

pub(crate) fn title(w: &Words, topic: LessonTopic) -> String {
    w.format("lesson-title", &[("lesson", topic.id().into())])
}

/// A lesson in the list of lessons.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LessonInfo {
    pub id: String,
    pub topic: LessonTopic,
    /// 1 for the first lesson of these rules.
    pub number: u32,
    pub title: String,
    /// What it teaches, in one line.
    pub summary: String,
    pub steps: u32,
    pub completed: bool,
}

/// The lessons of `rules`, in order: those whose rule is on, each with the steps these rules
/// can show.
pub fn lessons_for(rules: &Rules) -> Vec<Lesson> {
    build::lessons(rules)
}

/// The steps planned for `rules` that are not offered, each with its lesson and the reason (a
/// square off a small board, a piece where these rules let none stand, a solution these rules
/// refuse…): empty for every preset. For tests and for whoever adds a lesson.
pub fn left_out(rules: &Rules) -> Vec<(LessonTopic, String)> {
    build::left_out(rules)
}

/// The lessons of one rule set, with the key their progress is kept under.
#[derive(Clone, Debug)]
pub struct LessonSet {
    family: String,
    lessons: Vec<Lesson>,
}

impl LessonSet {
    /// The lessons of a preset.
    pub fn of_preset(preset: Preset) -> LessonSet {
        LessonSet::for_rules(&preset.rules(), preset.id())
    }

    /// The lessons of a preset, or of custom rules (an OpenTafl rules string) chosen from it;
    /// a blank string is the preset. BadRules / UnsupportedRules for rules that cannot be
    /// played.
    pub fn new(preset: Preset, custom_rules: Option<&str>) -> Result<LessonSet, GameError> {
        let custom = custom_rules.map(str::trim).filter(|r| !r.is_empty());
        let ruleset = Ruleset::new(preset, custom)?;
        Ok(LessonSet::for_rules(
            ruleset.rules(),
            ruleset.info().variant_key,
        ))
    }

    /// The lessons of `rules`, their progress kept under `family` (the score tally's key of
    /// the variant: the preset id, or the canonical rules string).
    pub fn for_rules(rules: &Rules, family: impl Into<String>) -> LessonSet {
        LessonSet {
            family: family.into(),
            lessons: lessons_for(rules),
        }
    }

    /// The key of these rules in the progress document.
    pub fn family(&self) -> &str {
        &self.family
    }

    pub fn lessons(&self) -> &[Lesson] {
        &self.lessons
    }

    /// The list of lessons in `lang`, each marked done as `progress` says.
    pub fn infos(&self, lang: Lang, progress: &LessonProgress) -> Vec<LessonInfo> {
        let w = Words::new(lang);
        self.lessons
            .iter()
            .enumerate()
            .map(|(i, lesson)| LessonInfo {
                id: lesson.id().to_string(),
                topic: lesson.topic,
                number: i as u32 + 1,
                title: title(&w, lesson.topic),
                summary: w.format("lesson-summary", &[("lesson", lesson.id().into())]),
                steps: lesson.steps.len() as u32,
                completed: progress.is_completed(&self.family, lesson.id()),
            })
            .collect()
    }

    /// The lesson `id` on its board, at its first step, speaking `lang` (the terminal, tests).
    /// UnknownLesson.
    pub fn start(&self, id: &str, lang: Lang) -> Result<Arc<LessonController>, GameError> {
        Ok(LessonController::with_page(self.page(id)?, lang))
    }

    /// The lesson `id` at its first step. UnknownLesson when these rules have no such lesson.
    pub fn page(&self, id: &str) -> Result<LessonPage, GameError> {
        let index = self
            .lessons
            .iter()
            .position(|l| l.id() == id)
            .ok_or(GameError::UnknownLesson)?;
        Ok(LessonPage::new(
            self.lessons[index].clone(),
            &self.family,
            index,
            &self.lessons,
        ))
    }
}
