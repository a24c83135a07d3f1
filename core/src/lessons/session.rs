//! One lesson being played: the step's game, the tap state, the hint, and what the last move
//! did (the screen's view of it is `view.rs`). No threads: the other side's answers are worked
//! out on the spot ([`super::judge::stubborn_reply`]), within a few milliseconds.

use super::judge::{judge, solution_in, stubborn_reply, Judgement};
use super::{Lesson, LessonError, LessonState, LessonVerdict, Mistake, Task};
use crate::controller::feedback::{Feedback, Played};
use crate::controller::selection::{tap_step, Selection, TapStep};
use crate::controller::{Coord, Preferences, TapOutcome};
use crate::game::{Game, Outcome};
use crate::types::{Move, Side, Square};
use crate::words::{Lang, Words};
use crate::MoveError;

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

/// One lesson being played.
#[derive(Clone, Debug)]
pub struct LessonSession {
    pub(super) lesson: Lesson,
    pub(super) family: String,
    pub(super) number: u32,
    pub(super) lessons: u32,
    pub(super) next_lesson: Option<String>,
    pub(super) words: Words,
    pub(super) step: usize,
    pub(super) goal: usize,
    pub(super) game: Game,
    pub(super) state: LessonState,
    pub(super) selection: Selection,
    pub(super) hint: Option<Square>,
    pub(super) wrong: Option<Wrong>,
    pub(super) praise: Option<Praise>,
    pub(super) message: Option<(LessonError, Option<MoveError>)>,
    pub(super) move_serial: u64,
    pub(super) fresh: bool,
    /// The settings it follows: only sound and vibration.
    pub(super) prefs: Preferences,
    /// The moves played that stayed on the board (right moves and the answers), which the
    /// sound and the vibration follow.
    pub(super) played: Played,
    pub(super) sounds: Feedback,
}

impl LessonSession {
    /// `lesson`, the one at `index` of `all` (the lessons of its rules, kept under
    /// `family`), at its first step.
    pub(crate) fn new(
        lesson: Lesson,
        family: &str,
        index: usize,
        all: &[Lesson],
        lang: Lang,
    ) -> LessonSession {
        let game = lesson.steps[0].game.clone();
        LessonSession {
            lesson,
            family: family.to_string(),
            number: index as u32 + 1,
            lessons: all.len() as u32,
            next_lesson: all.get(index + 1).map(|l| l.id().to_string()),
            words: Words::new(lang),
            step: 0,
            goal: 0,
            game,
            state: LessonState::Playing,
            selection: None,
            hint: None,
            wrong: None,
            praise: None,
            message: None,
            move_serial: 0,
            fresh: false,
            prefs: Preferences::default(),
            played: Played::default(),
            sounds: Feedback::default(),
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

    /// The language of the words; a code such as "et-EE" (English for unknown ones).
    pub fn set_language(&mut self, code: &str) {
        self.words = Words::for_code(code);
    }

    /// The settings the lesson follows: sound and vibration (the view's `sound` and
    /// `capture_signal`), for the moves played from now on.
    pub fn set_preferences(&mut self, prefs: Preferences) {
        self.prefs = prefs.normalized();
    }

    /// Counts a move played that stays on the board, for the animation and the sounds.
    fn played(&mut self, captured: bool) {
        self.move_serial += 1;
        self.fresh = true;
        self.played.count(captured);
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
    fn playing(&self) -> Result<(), LessonError> {
        match self.state {
            LessonState::Playing => Ok(()),
            LessonState::StepDone => Err(LessonError::StepDone),
            LessonState::Finished => Err(LessonError::LessonFinished),
        }
    }

    fn refuse<T>(
        &mut self,
        error: LessonError,
        detail: Option<MoveError>,
    ) -> Result<T, LessonError> {
        self.message = Some((error, detail));
        Err(error)
    }

    /// Loads step `step` from its start.
    fn load(&mut self, step: usize) {
        self.step = step;
        self.goal = 0;
        self.game = self.lesson.steps[step].game.clone();
        self.state = LessonState::Playing;
        self.selection = None;
        self.hint = None;
        self.wrong = None;
        self.praise = None;
        self.message = None;
        self.fresh = false;
    }

    // ---- the board ------------------------------------------------------------------------

    /// A tap: on a target of the selected piece it plays the move; on one of the player's
    /// pieces it selects it (again: deselects); on the other side's piece it is refused
    /// (NotYourPiece); elsewhere it clears the selection. OffBoard; Ignored once the step is
    /// done.
    pub fn tap(&mut self, at: Coord) -> Result<TapOutcome, LessonError> {
        let sq = match at.square_on(self.game.variant().size()) {
            Ok(sq) => sq,
            Err(_) => return self.refuse(LessonError::OffBoard, None),
        };
        if self.state != LessonState::Playing {
            return Ok(TapOutcome::Ignored);
        }
        let own = self.player();
        match tap_step(&mut self.selection, &self.game, own, sq) {
            TapStep::Play(mv) => self.try_move(mv).map(|_| TapOutcome::Played),
            TapStep::Deselected => Ok(TapOutcome::Deselected),
            TapStep::NotYours => self.refuse(LessonError::NotYourPiece, None),
            TapStep::Selected => {
                self.message = None;
                Ok(TapOutcome::Selected)
            }
        }
    }

    /// A drag begins on `at`: its piece is selected as by a tap, unless it already is.
    pub fn drag_start(&mut self, at: Coord) -> Result<TapOutcome, LessonError> {
        let size = self.game.variant().size();
        let already = self
            .selection
            .as_ref()
            .is_some_and(|(from, _)| at.square_on(size) == Ok(*from));
        if already {
            return Ok(TapOutcome::Selected);
        }
        self.tap(at)
    }

    /// The dragged piece is dropped on `at`: played if it is a target; anywhere else it goes
    /// back and stays selected.
    pub fn drop_on(&mut self, at: Coord) -> Result<TapOutcome, LessonError> {
        let Some((from, targets)) = self.selection.clone() else {
            return Ok(TapOutcome::Ignored);
        };
        match at.square_on(self.game.variant().size()) {
            Ok(sq) if targets.contains(&sq) && self.state == LessonState::Playing => self
                .try_move(Move::new(from, sq))
                .map(|_| TapOutcome::Played),
            _ => Ok(TapOutcome::Selected),
        }
    }

    /// A move of the player's: checked against the task; a wrong one is taken back and
    /// explained (the view's feedback), a right one may be answered by the other side.
    /// OffBoard, NoPiece, NotYourPiece, IllegalMove (the message names the square); StepDone,
    /// LessonFinished.
    pub fn play(&mut self, from: Coord, to: Coord) -> Result<LessonVerdict, LessonError> {
        let size = self.game.variant().size();
        let squares = from
            .square_on(size)
            .and_then(|f| Ok((f, to.square_on(size)?)));
        let Ok((from, to)) = squares else {
            return self.refuse(LessonError::OffBoard, None);
        };
        self.try_move(Move::new(from, to))
    }

    fn try_move(&mut self, mv: Move) -> Result<LessonVerdict, LessonError> {
        if let Err(e) = self.playing() {
            return self.refuse(e, None);
        }
        let player = self.player();
        if let Some(piece) = self.game.position().piece_at(mv.from) {
            if piece.side() != player {
                return self.refuse(LessonError::NotYourPiece, None);
            }
        }
        let report = match self.game.play(mv) {
            Ok(report) => report,
            Err(e) => return self.refuse(e.clone().into(), Some(e)),
        };
        self.selection = None;
        self.hint = None;
        self.message = None;
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
                Ok(LessonVerdict::Wrong { mistake })
            }
            Judgement::Met => {
                self.wrong = None;
                self.played(!report.captured.is_empty());
                let verdict = self.met(task);
                // The move and the answer played with it are shown at once: one cue. A wrong
                // move is taken back before it is shown, as the game refuses an illegal one:
                // no sound.
                self.sounds.follow(self.played, self.prefs.capture_feedback);
                Ok(verdict)
            }
        }
    }

    /// After a right move: the other side answers if a task follows, else the step is done.
    fn met(&mut self, task: Task) -> LessonVerdict {
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
                self.played(!report.captured.is_empty());
            }
        }
        self.goal += 1;
        self.praise = Some(Praise { task, reply });
        LessonVerdict::Answered
    }

    /// Marks the piece to move. StepDone, LessonFinished.
    pub fn hint(&mut self) -> Result<Coord, LessonError> {
        if let Err(e) = self.playing() {
            return self.refuse(e, None);
        }
        match self.solution() {
            Some(mv) => {
                self.hint = Some(mv.from);
                Ok(Coord::of(mv.from))
            }
            // Cannot happen: every offered step was proved to have a solution, and after a
            // threat every answer leaves one.
            None => self.refuse(LessonError::StepDone, None),
        }
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
    pub fn next_step(&mut self) -> Result<(), LessonError> {
        match self.state {
            LessonState::Playing => self.refuse(LessonError::StepNotDone, None),
            LessonState::Finished => self.refuse(LessonError::LessonFinished, None),
            LessonState::StepDone => {
                self.load(self.step + 1);
                Ok(())
            }
        }
    }

    /// Forgets the refusal and the feedback shown.
    pub fn dismiss_message(&mut self) {
        self.message = None;
        self.wrong = None;
    }
}
