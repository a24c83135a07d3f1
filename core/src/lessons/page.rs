//! One lesson being played: the step's game, the hint, and what the last move did. The lesson's
//! own rules — a move judged against the task, a wrong one taken back and explained, a right one
//! answered by the other side — are here, without threads or taps, so the terminal's check can
//! try every move on a copy; [`LessonController`] puts it on the one board controller for the
//! apps (taps, drags, the message, the sounds). The other side's answers are worked out on the
//! spot ([`super::judge::stubborn_reply`]), within a few milliseconds.

use super::judge::{judge, solution_in, stubborn_reply, Judgement};
use super::{Lesson, LessonSet, LessonState, LessonVerdict, LessonView, Mistake, Task};
use crate::board::family::Family;
use crate::board::{board_api, Board, Cx, Detail, Page, TapOutcome};
use crate::controller::GameError;
use crate::game::{Game, Outcome};
use crate::presets::Preset;
use crate::types::{Move, Side, Square};
use crate::words::{Lang, Words};
use std::sync::Arc;

/// A wrong move, kept to word it in the language of the moment.
#[derive(Clone, Debug)]
pub(super) struct Wrong {
    pub mistake: Mistake,
    pub mv: Move,
    pub outcome: Option<Outcome>,
    pub refutation: Option<Move>,
    /// The squares it would have captured.
    pub captured: Vec<Square>,
    /// The task it missed.
    pub task: Task,
}

/// A right move, kept to word it: the task it did and the other side's answer, if any.
#[derive(Clone, Debug)]
pub(super) struct Praise {
    pub task: Task,
    pub reply: Option<Move>,
}

/// Why a lesson refused a move: the error, and the rule it breaks when it is illegal.
pub type Refused = (GameError, Option<crate::MoveError>);

/// What a move did: the verdict, and whether each move it put on the board captured (the
/// player's, then the answer's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judged {
    pub verdict: LessonVerdict,
    pub captures: Vec<bool>,
}

/// One lesson being played.
#[derive(Clone, Debug)]
pub struct LessonPage {
    pub(super) lesson: Lesson,
    pub(super) family: String,
    pub(super) number: u32,
    pub(super) lessons: u32,
    pub(super) next_lesson: Option<String>,
    pub(super) step: usize,
    pub(super) goal: usize,
    pub(super) game: Game,
    pub(super) state: LessonState,
    pub(super) hint: Option<Square>,
    pub(super) wrong: Option<Wrong>,
    pub(super) praise: Option<Praise>,
}

impl LessonPage {
    /// `lesson`, the one at `index` of `all` (the lessons of its rules, kept under `family`),
    /// at its first step.
    pub(crate) fn new(lesson: Lesson, family: &str, index: usize, all: &[Lesson]) -> LessonPage {
        let game = lesson.steps[0].game.clone();
        LessonPage {
            lesson,
            family: family.to_string(),
            number: index as u32 + 1,
            lessons: all.len() as u32,
            next_lesson: all.get(index + 1).map(|l| l.id().to_string()),
            step: 0,
            goal: 0,
            game,
            state: LessonState::Playing,
            hint: None,
            wrong: None,
            praise: None,
        }
    }

    /// The key of its rules in the progress document.
    pub fn family(&self) -> &str {
        &self.family
    }

    pub fn lesson(&self) -> &Lesson {
        &self.lesson
    }

    pub fn id(&self) -> &'static str {
        self.lesson.id()
    }

    pub fn state(&self) -> LessonState {
        self.state
    }

    pub fn is_finished(&self) -> bool {
        self.state == LessonState::Finished
    }

    /// The step's game as it stands.
    pub fn game(&self) -> &Game {
        &self.game
    }

    pub(super) fn current(&self) -> &super::LessonStep {
        &self.lesson.steps[self.step]
    }

    pub(super) fn player(&self) -> Side {
        self.current().player
    }

    /// The move the hint stands for: a move that does the current task.
    pub fn solution(&self) -> Option<Move> {
        if self.state != LessonState::Playing {
            return None;
        }
        let step = self.current();
        solution_in(&self.game, step.player, step.goals.get(self.goal)?)
    }

    /// Whether the player may act on the board now, or why not.
    fn playing(&self) -> Result<(), GameError> {
        match self.state {
            LessonState::Playing => Ok(()),
            LessonState::StepDone => Err(GameError::StepDone),
            LessonState::Finished => Err(GameError::LessonFinished),
        }
    }

    /// Loads step `step` from its start.
    fn load(&mut self, step: usize) {
        self.step = step;
        self.goal = 0;
        self.game = self.lesson.steps[step].game.clone();
        self.state = LessonState::Playing;
        self.hint = None;
        self.wrong = None;
        self.praise = None;
    }

    /// A move of the player's: checked against the task; a wrong one is taken back and
    /// explained (the view's feedback), a right one may be answered by the other side. Refused
    /// (the lesson unchanged): StepDone, LessonFinished, NotYourPiece, and the rules' own
    /// reasons (OffBoard, NoPiece, IllegalMove with the square).
    pub fn try_move(&mut self, mv: Move) -> Result<Judged, Refused> {
        self.playing().map_err(|e| (e, None))?;
        let player = self.player();
        if let Some(piece) = self.game.position().piece_at(mv.from) {
            if piece.side() != player {
                return Err((GameError::NotYourPiece, None));
            }
        }
        let report = self
            .game
            .play(mv)
            .map_err(|e| (GameError::from(e.clone()), Some(e)))?;
        self.hint = None;
        self.praise = None;
        let task = self.current().goals[self.goal].task.clone();
        match judge(&task, player, &self.game, &report) {
            Judgement::Missed {
                mistake,
                refutation,
            } => {
                self.game.undo();
                self.game.clear_redo();
                self.wrong = Some(Wrong {
                    mistake,
                    mv,
                    outcome: report.outcome,
                    refutation,
                    captured: report.captured.iter().map(|(sq, _)| *sq).collect(),
                    task,
                });
                Ok(Judged {
                    verdict: LessonVerdict::Wrong { mistake },
                    captures: Vec::new(),
                })
            }
            Judgement::Met => {
                self.wrong = None;
                let mut captures = vec![!report.captured.is_empty()];
                let verdict = self.met(task, &mut captures);
                Ok(Judged { verdict, captures })
            }
        }
    }

    /// After a right move: the other side answers if a task follows, else the step is done.
    fn met(&mut self, task: Task, captures: &mut Vec<bool>) -> LessonVerdict {
        let step = &self.lesson.steps[self.step];
        let next = step.goals.get(self.goal + 1).map(|g| g.task.clone());
        let Some(next) = next else {
            self.praise = Some(Praise { task, reply: None });
            self.state = if self.step + 1 < self.lesson.steps.len() {
                LessonState::StepDone
            } else {
                LessonState::Finished
            };
            return match self.state {
                LessonState::Finished => LessonVerdict::LessonDone,
                _ => LessonVerdict::StepDone,
            };
        };
        let reply = stubborn_reply(&self.game, step.player, &next);
        // A step offered has an answer (proved when the lessons were made).
        if let Some(reply) = reply {
            if let Ok(report) = self.game.play(reply) {
                captures.push(!report.captured.is_empty());
            }
        }
        self.goal += 1;
        self.praise = Some(Praise { task, reply });
        LessonVerdict::Answered
    }

    /// Marks the piece to move and returns its square. StepDone, LessonFinished.
    pub fn hint(&mut self) -> Result<Square, GameError> {
        self.playing()?;
        // Every offered step was proved to have a solution, and after a threat every answer
        // leaves one: a step without one is done.
        let mv = self.solution().ok_or(GameError::StepDone)?;
        self.hint = Some(mv.from);
        Ok(mv.from)
    }

    /// The current step again from its start (also once it is done).
    pub fn retry(&mut self) {
        self.load(self.step);
    }

    /// The lesson again from its first step.
    pub fn restart(&mut self) {
        self.load(0);
    }

    /// The next step, once this one is done. StepNotDone, LessonFinished.
    pub fn next_step(&mut self) -> Result<(), GameError> {
        match self.state {
            LessonState::Playing => Err(GameError::StepNotDone),
            LessonState::Finished => Err(GameError::LessonFinished),
            LessonState::StepDone => {
                self.load(self.step + 1);
                Ok(())
            }
        }
    }

    /// Forgets the feedback on a wrong move.
    pub fn dismiss_feedback(&mut self) {
        self.wrong = None;
    }
}

impl Page for LessonPage {
    type Busy = ();

    fn game(&self) -> &Game {
        &self.game
    }

    fn own_side(&self) -> Side {
        self.player()
    }

    fn mover(&self, _busy: Option<()>) -> Option<Side> {
        (self.state == LessonState::Playing).then(|| self.player())
    }

    fn dismissed(&mut self) {
        self.wrong = None;
    }

    fn play(&mut self, mv: Move, cx: &mut Cx<Self>) -> Result<TapOutcome, GameError> {
        let judged = self.try_move(mv);
        if judged.is_ok() {
            cx.selection = None;
        }
        match judged {
            Err((error, detail)) => cx.refuse(error, detail.map(Detail::Move)),
            Ok(Judged {
                verdict: LessonVerdict::Wrong { .. },
                ..
            }) => Ok(TapOutcome::Wrong),
            Ok(Judged { captures, .. }) => {
                // The move and the answer played with it are shown at once: one cue. A wrong
                // move is taken back before it is shown, as the game refuses an illegal one:
                // no sound.
                for captured in captures {
                    cx.played(captured);
                }
                Ok(TapOutcome::Played)
            }
        }
    }
}

/// One lesson on its page, for the apps: taps and buttons in, a [`LessonView`] out. Every call
/// answers at once (the other side's answers take milliseconds, without threads); thread-safe.
#[cfg_attr(feature = "uniffi", derive(uniffi::Object))]
pub struct LessonController {
    board: Board<LessonPage>,
}

impl std::fmt::Debug for LessonController {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.board.read(|page, _| {
            f.debug_struct("LessonController")
                .field("lesson", &page.id())
                .field("step", &page.step)
                .finish_non_exhaustive()
        })
    }
}

board_api!(LessonController);

#[cfg_attr(feature = "uniffi", uniffi::export)]
impl LessonController {
    /// The lesson `lesson` (an id of the lessons list) of `preset`, or of custom rules chosen
    /// from it (an OpenTafl rules string; blank or `None` is the preset), at its first step,
    /// speaking `language` ("et-EE"; unknown ones give English). UnknownLesson, BadRules,
    /// UnsupportedRules. The apps open lessons through the app (`AppCore.open_lesson`), which
    /// records them when they are finished.
    #[cfg_attr(feature = "uniffi", uniffi::constructor)]
    pub fn start(
        preset: Preset,
        custom_rules: Option<String>,
        lesson: String,
        language: String,
    ) -> Result<Arc<LessonController>, GameError> {
        let set = LessonSet::new(preset, custom_rules.as_deref())?;
        set.start(&lesson, Lang::from_code(&language))
    }

    /// Everything the lesson screen shows, in the lesson's language.
    pub fn view(&self) -> LessonView {
        self.board.read(|page, cx| page.view(cx))
    }

    /// The lesson's id ("escape").
    pub fn lesson_id(&self) -> String {
        self.board.read(|page, _| page.id().to_string())
    }

    /// Marks the piece to move (on the board's hint). StepDone, LessonFinished.
    pub fn hint(&self) -> Result<(), GameError> {
        self.board.act(|page, _| page.hint().map(|_| ()))
    }

    /// The step again from its start (also once it is done).
    pub fn retry(&self) {
        self.reset(LessonPage::retry);
    }

    /// The lesson again from its first step.
    pub fn restart(&self) {
        self.reset(LessonPage::restart);
    }

    /// The next step, once this one is done. StepNotDone, LessonFinished.
    pub fn next_step(&self) -> Result<(), GameError> {
        self.board.act(|page, cx| {
            page.next_step()?;
            cx.selection = None;
            cx.still();
            Ok(())
        })
    }
}

impl LessonController {
    /// Lesson `id` of `set`, at its first step, in `family` (the app's). UnknownLesson.
    pub(crate) fn open(
        set: &LessonSet,
        id: &str,
        family: Option<&Arc<Family>>,
    ) -> Result<Arc<LessonController>, GameError> {
        let page = set.page(id)?;
        Ok(Arc::new(LessonController {
            board: Board::in_family(page, family),
        }))
    }

    /// `page` on a board of its own, speaking `lang` (a lesson as it stands: the terminal,
    /// tests trying a move on a copy).
    pub fn with_page(page: LessonPage, lang: Lang) -> Arc<LessonController> {
        Arc::new(LessonController {
            board: Board::new(page, Words::new(lang), Default::default()),
        })
    }

    fn reset(&self, reset: fn(&mut LessonPage)) {
        let _ = self.board.act(|page, cx| {
            reset(page);
            cx.selection = None;
            cx.still();
            Ok(())
        });
    }

    /// The lesson's page as it stands (a copy).
    pub fn page(&self) -> LessonPage {
        self.board.read(|page, _| page.clone())
    }

    pub(crate) fn set_observer(&self, observer: Option<Arc<dyn Fn() + Send + Sync>>) {
        self.board.set_observer(observer);
    }
}
