//! The lessons for the apps: `LessonController` plays one lesson (the screen draws its view and
//! forwards taps and buttons), `LessonProgress` keeps the lessons completed as an opaque JSON
//! string and lists the lessons of a preset or of custom rules with their done marks. Which
//! lessons there are, what a move does to the task and every word are the core's
//! (`tafl_core::lessons`).

use std::sync::{Arc, Mutex, MutexGuard};
use tafl_core::controller::{Coord, Preferences, TapOutcome};
use tafl_core::lessons::{
    self, LessonError, LessonInfo, LessonSession, LessonSet, LessonVerdict, LessonView,
};
use tafl_core::words::{Lang, Words};
use tafl_core::Preset;

/// One lesson being played. Every call answers at once (the other side's answers are worked
/// out within milliseconds, without threads); thread-safe.
#[derive(Debug, uniffi::Object)]
pub struct LessonController {
    session: Mutex<LessonSession>,
}

impl LessonController {
    fn lock(&self) -> MutexGuard<'_, LessonSession> {
        self.session.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[uniffi::export]
impl LessonController {
    /// The lesson `lesson` (an id of `LessonProgress.lessons`) of `preset`, or of custom rules
    /// chosen from it (an OpenTafl rules string; blank or `None` is the preset), at its first
    /// step, speaking `language` ("et-EE"; unknown ones give English). UnknownLesson,
    /// BadRules, UnsupportedRules.
    #[uniffi::constructor]
    pub fn start(
        preset: Preset,
        custom_rules: Option<String>,
        lesson: String,
        language: String,
    ) -> Result<Arc<Self>, LessonError> {
        let set = LessonSet::new(preset, custom_rules.as_deref())?;
        let session = set.start(&lesson, Lang::from_code(&language))?;
        Ok(Arc::new(LessonController {
            session: Mutex::new(session),
        }))
    }

    /// Everything the lesson screen shows, in the lesson's language.
    pub fn view(&self) -> LessonView {
        self.lock().view()
    }

    /// The lesson's id ("escape").
    pub fn lesson_id(&self) -> String {
        self.lock().id().to_string()
    }

    pub fn set_language(&self, language: String) {
        self.lock().set_language(&language);
    }

    /// The sound and the capture signal follow the settings (the lesson uses no other).
    pub fn set_preferences(&self, preferences: Preferences) {
        self.lock().set_preferences(preferences);
    }

    /// A tap: selects one of the player's pieces, deselects, or plays on a target (the move
    /// is then judged: see the view's feedback or praise). OffBoard, NotYourPiece; Ignored
    /// once the step is done.
    pub fn tap(&self, at: Coord) -> Result<TapOutcome, LessonError> {
        self.lock().tap(at)
    }

    pub fn drag_start(&self, at: Coord) -> Result<TapOutcome, LessonError> {
        self.lock().drag_start(at)
    }

    /// Plays on a target of the dragged piece; anywhere else it goes back and stays selected.
    pub fn drop_on(&self, at: Coord) -> Result<TapOutcome, LessonError> {
        self.lock().drop_on(at)
    }

    /// A move, judged: Wrong (taken back, explained in the view's feedback), Answered (right;
    /// the other side answered and the step goes on), StepDone, LessonDone. OffBoard, NoPiece,
    /// NotYourPiece, IllegalMove, StepDone, LessonFinished.
    pub fn play(&self, from: Coord, to: Coord) -> Result<LessonVerdict, LessonError> {
        self.lock().play(from, to)
    }

    /// Marks the piece to move (the view's `hint`). StepDone, LessonFinished.
    pub fn hint(&self) -> Result<Coord, LessonError> {
        self.lock().hint()
    }

    /// The step again from its start (also once it is done).
    pub fn retry(&self) {
        self.lock().retry();
    }

    /// The lesson again from its first step.
    pub fn restart(&self) {
        self.lock().restart();
    }

    /// The next step, once this one is done. StepNotDone, LessonFinished.
    pub fn next_step(&self) -> Result<(), LessonError> {
        self.lock().next_step()
    }

    /// Forgets the message and the feedback shown.
    pub fn dismiss_message(&self) {
        self.lock().dismiss_message();
    }
}

/// The lessons completed, per rule set, as the apps store them (`to_json()`).
#[derive(Debug, uniffi::Object)]
pub struct LessonProgress {
    progress: Mutex<lessons::LessonProgress>,
}

impl LessonProgress {
    fn lock(&self) -> MutexGuard<'_, lessons::LessonProgress> {
        self.progress.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[uniffi::export]
impl LessonProgress {
    /// Nothing completed.
    #[uniffi::constructor]
    pub fn new() -> Arc<Self> {
        LessonProgress::restore(String::new())
    }

    /// The progress from `to_json()`'s text. Never fails: whatever is missing or damaged reads
    /// as not completed.
    #[uniffi::constructor]
    pub fn restore(json: String) -> Arc<Self> {
        Arc::new(LessonProgress {
            progress: Mutex::new(lessons::LessonProgress::from_json(&json)),
        })
    }

    pub fn to_json(&self) -> String {
        self.lock().to_json()
    }

    /// The lessons of `preset`, or of custom rules chosen from it, in order, in `language`,
    /// each marked completed or not. BadRules, UnsupportedRules.
    pub fn lessons(
        &self,
        preset: Preset,
        custom_rules: Option<String>,
        language: String,
    ) -> Result<Vec<LessonInfo>, LessonError> {
        let set = LessonSet::new(preset, custom_rules.as_deref())?;
        Ok(set.infos(Lang::from_code(&language), &self.lock()))
    }

    /// Marks the controller's lesson completed once it is finished; true when that is new
    /// (then store `to_json()`).
    pub fn record(&self, lesson: Arc<LessonController>) -> bool {
        let session = lesson.lock();
        self.lock().record(&session)
    }

    /// Forgets the lessons completed under the rules of `preset` or of custom rules.
    /// BadRules, UnsupportedRules.
    pub fn reset(&self, preset: Preset, custom_rules: Option<String>) -> Result<(), LessonError> {
        let set = LessonSet::new(preset, custom_rules.as_deref())?;
        self.lock().reset(set.family());
        Ok(())
    }
}

/// A lesson error in words, for the apps' own dialogs (a lesson that cannot be started).
#[uniffi::export]
pub fn lesson_error_text(error: LessonError, language: String) -> String {
    error.text(&Words::for_code(&language))
}
