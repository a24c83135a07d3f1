//! `tafl lesson`: the interactive lessons at the terminal, driven by the core's lesson
//! controller — the same one the apps use, so the tasks, the feedback and the words are theirs.
//!
//! Without a lesson it lists the lessons of the rules (done ones marked when `--progress` names
//! the progress file); with one it plays it from standard input; `--check` walks every lesson,
//! tries every legal move at every task and reports how long the slowest judgement took.

use crate::board;
use crate::variant_args::VariantArgs;
use crate::{CliError, CliResult};
use clap::Args;
use std::io::{self, BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tafl_core::controller::{texts, Coord, GameError, TapOutcome};
use tafl_core::lessons::{
    LessonController, LessonProgress, LessonSet, LessonState, LessonVerdict, LessonView,
};
use tafl_core::words::{Lang, Words};
use tafl_core::{Move, Preset, Square};

/// Take the interactive lessons of a rule set: how pieces move, capture, the king's escape and
/// capture, and the special rules that set has.
///
/// Without LESSON the lessons are listed. With one (its id or number) it is played: type a move
/// as `b2-f2`; commands: `hint`, `retry` (the step again), `restart` (the lesson again), `next`
/// (the next step), `board`, `help`, `quit`. With --progress FILE a finished lesson is recorded
/// there (a JSON document, created when missing) and the list marks it done.
#[derive(Args, Debug)]
pub struct LessonArgs {
    #[command(flatten)]
    pub rules: VariantArgs,

    /// The lesson to take: its id (e.g. `escape`) or its number in the list
    pub lesson: Option<String>,

    /// The language of the lessons: en, et or ru
    #[arg(long, value_name = "LANG", default_value = "en")]
    pub language: String,

    /// The progress file: finished lessons are recorded there, and the list marks them
    #[arg(long, value_name = "FILE")]
    pub progress: Option<PathBuf>,

    /// Walk every lesson: try every legal move at every task, play the intended ones, and
    /// report the moves refused and the slowest judgement
    #[arg(long, conflicts_with = "lesson")]
    pub check: bool,
}

pub fn run(args: &LessonArgs) -> CliResult {
    let set = LessonSet::new(
        args.rules.variant.unwrap_or(Preset::DEFAULT),
        args.rules.rules.as_deref(),
    )
    .map_err(|e| lesson_error(e, Lang::ENGLISH))?;
    let lang = Lang::from_code(&args.language);
    let mut out = io::stdout().lock();
    if args.check {
        return check(&set, &mut out);
    }
    let mut progress = match &args.progress {
        Some(path) => LessonProgress::from_json(&std::fs::read_to_string(path).unwrap_or_default()),
        None => LessonProgress::new(),
    };
    let Some(wanted) = &args.lesson else {
        return list(&set, lang, &progress, &mut out);
    };
    let id = lesson_id(&set, wanted)?;
    let lesson = LessonController::start(
        args.rules.variant.unwrap_or(Preset::DEFAULT),
        args.rules.rules.clone(),
        id,
        lang.code().to_string(),
    )
    .map_err(|e| lesson_error(e, lang))?;
    let stdin = io::stdin();
    let prompt = stdin.is_terminal();
    let mut class = Class { lesson, prompt };
    let finished = class.run(stdin.lock(), &mut out)?;
    if let (true, Some(path)) = (finished, &args.progress) {
        if progress.record(&class.lesson.page()) {
            std::fs::write(path, progress.to_json())
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            writeln!(out, "Progress saved to {}.", path.display())?;
        }
    }
    Ok(())
}

fn lesson_error(error: GameError, lang: Lang) -> CliError {
    CliError::Message(texts::error(&Words::new(lang), error))
}

/// The id of the lesson `wanted` names: an id, or a number in the list.
fn lesson_id(set: &LessonSet, wanted: &str) -> Result<String, CliError> {
    let by_number = wanted
        .parse::<usize>()
        .ok()
        .and_then(|n| n.checked_sub(1))
        .and_then(|i| set.lessons().get(i));
    let by_id = set.lessons().iter().find(|l| l.id() == wanted);
    match by_number.or(by_id) {
        Some(lesson) => Ok(lesson.id().to_string()),
        None => {
            let ids: Vec<&str> = set.lessons().iter().map(|l| l.id()).collect();
            Err(CliError::Message(format!(
                "these rules have no lesson {wanted:?}; their lessons: {}",
                ids.join(", ")
            )))
        }
    }
}

fn list<W: Write>(
    set: &LessonSet,
    lang: Lang,
    progress: &LessonProgress,
    out: &mut W,
) -> CliResult {
    for info in set.infos(lang, progress) {
        let done = if info.completed { "done" } else { "    " };
        writeln!(
            out,
            "{:>2}. {done}  {:<16} {} ({}): {}",
            info.number,
            info.id,
            info.title,
            steps(info.steps),
            info.summary
        )?;
    }
    Ok(())
}

/// "1 step", "3 steps".
fn steps(n: u32) -> String {
    count(n, "step")
}

/// "1 task", "3 tasks".
fn count(n: u32, thing: &str) -> String {
    if n == 1 {
        format!("1 {thing}")
    } else {
        format!("{n} {thing}s")
    }
}

const HELP: &str = "\
Commands:
  b2-f2 or b2 f2   play a move (the task says which piece and what for)
  hint             show which piece to move
  retry            this step again from its start
  restart          the lesson again from its first step
  next             the next step, once this one is done
  board            show the board again
  help             show this help
  quit             leave the lesson (so does the end of input)";

/// One lesson at the terminal.
struct Class {
    lesson: Arc<LessonController>,
    /// Show a prompt (only when a person is typing).
    prompt: bool,
}

impl Class {
    /// Plays the lesson from `input`; true when it was finished.
    fn run<R: BufRead, W: Write>(&mut self, input: R, out: &mut W) -> io::Result<bool> {
        self.show_step(out)?;
        let mut lines = input.lines();
        loop {
            if self.prompt {
                write!(out, "> ")?;
                out.flush()?;
            }
            let Some(line) = lines.next().transpose()? else {
                writeln!(out, "End of input: goodbye.")?;
                return Ok(self.lesson.page().is_finished());
            };
            let line = line.trim().to_ascii_lowercase();
            match line.as_str() {
                "" => {}
                "quit" | "q" | "exit" => {
                    writeln!(out, "Goodbye.")?;
                    return Ok(self.lesson.page().is_finished());
                }
                "help" | "h" | "?" => writeln!(out, "{HELP}")?,
                "board" | "b" => self.show_board(out)?,
                "hint" => match self.lesson.hint() {
                    Ok(()) => {
                        let at = self.lesson.view().board.hint.map(|h| h.from);
                        let at = at.map(|c| c.name()).unwrap_or_default();
                        writeln!(out, "Hint: move the piece on {at}.")?
                    }
                    Err(_) => self.say_message(out)?,
                },
                "retry" => {
                    self.lesson.retry();
                    self.show_step(out)?;
                }
                "restart" => {
                    self.lesson.restart();
                    self.show_step(out)?;
                }
                "next" | "n" => match self.lesson.next_step() {
                    Ok(()) => self.show_step(out)?,
                    Err(_) => self.say_message(out)?,
                },
                text => match Move::parse(text) {
                    Ok(mv) => {
                        if self.play(mv, out)? {
                            return Ok(true);
                        }
                    }
                    Err(e) => writeln!(out, "Error: {e}; type `help` for the commands")?,
                },
            }
        }
    }

    /// Plays a move and says what it did; true when the lesson is finished.
    fn play<W: Write>(&mut self, mv: Move, out: &mut W) -> io::Result<bool> {
        let size = self.lesson.page().game().variant().size();
        let on_board = |sq: Square| sq.is_on_board(size);
        if !on_board(mv.from) || !on_board(mv.to) {
            writeln!(out, "{mv} is not on this board.")?;
            return Ok(false);
        }
        let outcome = match self.lesson.play(Coord::of(mv.from), Coord::of(mv.to)) {
            Ok(outcome) => outcome,
            Err(_) => {
                self.say_message(out)?;
                return Ok(false);
            }
        };
        let view = self.lesson.view();
        if outcome == TapOutcome::Wrong {
            let feedback = view.feedback.map(|f| f.text).unwrap_or_default();
            writeln!(out, "Not quite: {feedback}")?;
            self.lesson.dismiss_message();
            return Ok(false);
        }
        writeln!(out, "{}", view.praise.clone().unwrap_or_default())?;
        self.show_board(out)?;
        match view.state {
            LessonState::Playing => {
                writeln!(out, "Task: {}", view.task)?;
                Ok(false)
            }
            LessonState::StepDone => {
                writeln!(out, "{}", view.task)?;
                writeln!(out, "Type `next` for the next step.")?;
                Ok(false)
            }
            LessonState::Finished => {
                writeln!(out, "{}", view.task)?;
                if let Some(next) = &view.next_lesson {
                    writeln!(out, "The next lesson: {next}.")?;
                }
                Ok(true)
            }
        }
    }

    /// The refusal the view explains, said once.
    fn say_message<W: Write>(&mut self, out: &mut W) -> io::Result<()> {
        if let Some(message) = self.lesson.view().message {
            writeln!(out, "{}", message.text)?;
        }
        self.lesson.dismiss_message();
        Ok(())
    }

    fn show_step<W: Write>(&mut self, out: &mut W) -> io::Result<()> {
        let view = self.lesson.view();
        writeln!(
            out,
            "Lesson {} of {}: {} (step {} of {}; you play the {})",
            view.number, view.lessons, view.title, view.step, view.steps, view.player
        )?;
        for paragraph in &view.explanation {
            writeln!(out, "  {paragraph}")?;
        }
        self.show_board(out)?;
        writeln!(out, "Task: {}", view.task)
    }

    fn show_board<W: Write>(&self, out: &mut W) -> io::Result<()> {
        let page = self.lesson.page();
        let game = page.game();
        let view = self.lesson.view();
        write!(out, "{}", board::render(game.position(), game.variant()))?;
        let marked = marked(&view);
        if !marked.is_empty() {
            writeln!(out, "Marked: {}", marked.join(", "))?;
        }
        Ok(())
    }
}

/// The squares the view marks.
fn marked(view: &LessonView) -> Vec<String> {
    let cells = view.board.rows.iter().flatten();
    cells.filter(|c| c.marked).map(|c| c.name.clone()).collect()
}

/// Walks every lesson: at every task every legal move is judged on a copy of the lesson, then
/// the intended move is played. Reports the moves refused and accepted and the slowest
/// judgement; fails if a lesson cannot be finished.
fn check<W: Write>(set: &LessonSet, out: &mut W) -> CliResult {
    let mut slowest = Duration::ZERO;
    let (mut refused_total, mut tasks_total) = (0, 0);
    for lesson in set.lessons() {
        let mut page = set
            .page(lesson.id())
            .map_err(|e| lesson_error(e, Lang::ENGLISH))?;
        let (mut refused, mut accepted, mut tasks) = (0, 0, 0);
        while !page.is_finished() {
            if page.state() == LessonState::StepDone {
                page.next_step()
                    .map_err(|e| lesson_error(e, Lang::ENGLISH))?;
                continue;
            }
            tasks += 1;
            for mv in page.game().legal_moves() {
                let mut tried = page.clone();
                let started = Instant::now();
                let judged = tried.try_move(mv);
                slowest = slowest.max(started.elapsed());
                match judged {
                    Ok(j) if matches!(j.verdict, LessonVerdict::Wrong { .. }) => refused += 1,
                    Ok(_) => accepted += 1,
                    Err((e, _)) => return Err(lesson_error(e, Lang::ENGLISH)),
                }
            }
            let Some(mv) = page.solution() else {
                return Err(CliError::Message(format!(
                    "lesson {}: a task without a solution",
                    lesson.id()
                )));
            };
            let started = Instant::now();
            page.try_move(mv)
                .map_err(|(e, _)| lesson_error(e, Lang::ENGLISH))?;
            slowest = slowest.max(started.elapsed());
        }
        writeln!(
            out,
            "{:<16} {}, {}: {accepted} moves accepted, {refused} refused",
            lesson.id(),
            steps(lesson.steps().len() as u32),
            count(tasks, "task")
        )?;
        refused_total += refused;
        tasks_total += tasks;
    }
    writeln!(
        out,
        "lessons {} tasks {tasks_total} refused {refused_total} slowest move {:.1} ms",
        set.lessons().len(),
        slowest.as_secs_f64() * 1000.0
    )?;
    Ok(())
}
