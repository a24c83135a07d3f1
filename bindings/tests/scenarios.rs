//! Runs every scenario vector in `tests/scenarios/*.scn` through the exported API (the same
//! files the Kotlin and Swift runners read; the format is in `tests/scenarios/README.md`).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tafl_core::ai::Level;
use tafl_core::app::AppCore;
use tafl_core::controller::{
    Busy, Coord, GameConfig, GameController, GameError, GameView, MatchWinner, Mode, NewGameChoice,
    Status, TapOutcome, Turn,
};
use tafl_core::game::Reason;
use tafl_core::lessons::LessonController;
use tafl_core::options::parse_coord;
use tafl_core::puzzles::PuzzleController;
use tafl_core::{Piece, Preset, Side};

mod common;
use common::{comparable, SEARCH_TIMEOUT_MILLIS};

const LANGUAGES: [&str; 3] = ["en", "et", "ru"];

fn scenario_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/scenarios")
}

fn coord(text: &str) -> Result<Coord, String> {
    parse_coord(text.to_string()).map_err(|_| format!("bad square {text:?}"))
}

fn coords(tokens: &[&str]) -> Result<BTreeSet<Coord>, String> {
    tokens.iter().map(|t| coord(t)).collect()
}

fn show(set: &BTreeSet<Coord>) -> String {
    set.iter().map(|c| c.name()).collect::<Vec<_>>().join(" ")
}

fn side(text: &str) -> Result<Side, String> {
    match text {
        "attackers" => Ok(Side::Attackers),
        "defenders" => Ok(Side::Defenders),
        _ => Err(format!("bad side {text:?}")),
    }
}

fn flag(text: &str) -> Result<bool, String> {
    match text {
        "true" => Ok(true),
        "false" => Ok(false),
        _ => Err(format!("bad boolean {text:?}")),
    }
}

fn number<T: std::str::FromStr>(text: Option<&&str>) -> Result<T, String> {
    let text = text.ok_or("missing number")?;
    text.parse().map_err(|_| format!("bad number {text:?}"))
}

fn check<T: PartialEq + std::fmt::Debug>(what: &str, expected: T, actual: T) -> Result<(), String> {
    if expected == actual {
        Ok(())
    } else {
        Err(format!("{what}: expected {expected:?}, got {actual:?}"))
    }
}

fn code<T>(result: Result<T, GameError>, what: &str) -> Result<T, String> {
    result.map_err(|e| format!("{what} failed: {}", e.code()))
}

fn expect_error<T: std::fmt::Debug>(
    code: &str,
    result: Result<T, GameError>,
) -> Result<(), String> {
    match result {
        Ok(v) => Err(format!("expected {code}, but the call succeeded: {v:?}")),
        Err(e) if e.code() == code => Ok(()),
        Err(e) => Err(format!("expected {code}, got {}", e.code())),
    }
}

fn config(args: &[&str]) -> Result<GameConfig, String> {
    let preset = args
        .first()
        .and_then(|id| Preset::from_id(id))
        .ok_or_else(|| format!("unknown preset {:?}", args.first()))?;
    let mut config = GameConfig::two_players(preset);
    let mut rest = match args.get(1) {
        Some(&"two-players") => &args[2..],
        Some(&"vs-computer") => {
            let human_side = side(args.get(2).ok_or("missing side")?)?;
            let level = match args.get(3) {
                Some(&"easy") => Level::Easy,
                Some(&"medium") => Level::Medium,
                Some(&"hard") => Level::Hard,
                other => return Err(format!("bad level {other:?}")),
            };
            config.mode = Mode::VsComputer { human_side, level };
            &args[4..]
        }
        other => return Err(format!("bad mode {other:?}")),
    };
    while let Some((&first, tail)) = rest.split_first() {
        match first {
            "match" => {
                config.two_game_match = true;
                rest = tail;
            }
            "seed" => {
                config.seed = Some(number(tail.first())?);
                rest = &tail[1..];
            }
            "millis" => {
                config.think_millis = Some(number(tail.first())?);
                rest = &tail[1..];
            }
            other => return Err(format!("bad option {other:?}")),
        }
    }
    Ok(config)
}

/// The view in `language` (the controller is left speaking English).
fn view_in(c: &GameController, language: &str) -> GameView {
    c.set_language(language.to_string());
    let view = c.view();
    c.set_language("en".to_string());
    view
}

/// `text` is "EN | ET | RU"; `read` picks the text out of a view.
fn says(
    c: &GameController,
    text: &str,
    what: &str,
    read: impl Fn(&GameView) -> Option<String>,
) -> Result<(), String> {
    let expected: Vec<&str> = text.split(" | ").map(str::trim).collect();
    if expected == ["none"] {
        return check(what, None, read(&c.view()));
    }
    if expected.len() != LANGUAGES.len() {
        return Err(format!("{what}: write the text as `en | et | ru`"));
    }
    for (language, expected) in LANGUAGES.iter().zip(expected) {
        check(
            &format!("{what} ({language})"),
            Some(expected.to_string()),
            read(&view_in(c, language)),
        )?;
    }
    Ok(())
}

fn piece_side(piece: Option<Piece>) -> Option<Side> {
    piece.map(Piece::side)
}

/// The app of `app launch`, over a folder of the runner's own.
struct App {
    core: Arc<AppCore>,
    dir: PathBuf,
}

/// A new folder for an app (made when the app first writes).
fn new_folder() -> PathBuf {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, Ordering::SeqCst);
    let dir = std::env::temp_dir().join(format!("tafl-scenario-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn launch(dir: &Path) -> Result<Arc<AppCore>, String> {
    let app = AppCore::launch(dir.to_string_lossy().into_owned(), "en".into());
    if !app.wait_until_loaded(SEARCH_TIMEOUT_MILLIS) {
        return Err("the app's files were not read in time".into());
    }
    Ok(app)
}

/// `text` is "EN | ET | RU" (or `none`); `read` reads the text in the language it is given.
fn says_in(text: &str, what: &str, read: impl Fn(&str) -> Option<String>) -> Result<(), String> {
    let expected: Vec<&str> = text.split(" | ").map(str::trim).collect();
    if expected == ["none"] {
        return check(what, None, read("en"));
    }
    if expected.len() != LANGUAGES.len() {
        return Err(format!("{what}: write the text as `en | et | ru`"));
    }
    for (language, expected) in LANGUAGES.iter().zip(expected) {
        check(
            &format!("{what} ({language})"),
            Some(expected.to_string()),
            read(language),
        )?;
    }
    Ok(())
}

fn outcome(text: &str) -> Result<TapOutcome, String> {
    Ok(match text {
        "selected" => TapOutcome::Selected,
        "deselected" => TapOutcome::Deselected,
        "played" => TapOutcome::Played,
        "wrong" => TapOutcome::Wrong,
        "checking" => TapOutcome::Checking,
        "ignored" => TapOutcome::Ignored,
        other => return Err(format!("bad outcome {other:?}")),
    })
}

struct Runner {
    controller: Option<Arc<GameController>>,
    app: Option<App>,
    lesson: Option<Arc<LessonController>>,
    puzzle: Option<Arc<PuzzleController>>,
}

impl Runner {
    fn current(&self) -> Result<Arc<GameController>, String> {
        self.controller
            .clone()
            .ok_or_else(|| "no game: a scenario starts with `new` or `app launch`".to_string())
    }

    fn app(&self) -> Result<&Arc<AppCore>, String> {
        self.app
            .as_ref()
            .map(|a| &a.core)
            .ok_or_else(|| "no app: `app launch` first".to_string())
    }

    fn lesson(&self) -> Result<Arc<LessonController>, String> {
        self.lesson
            .clone()
            .ok_or_else(|| "no lesson: `lesson open` first".to_string())
    }

    fn puzzle(&self) -> Result<Arc<PuzzleController>, String> {
        self.puzzle
            .clone()
            .ok_or_else(|| "no puzzle: `puzzle open` first".to_string())
    }

    /// Puts a new app in place (the old one and its controllers let go first).
    fn adopt(&mut self, dir: PathBuf) -> Result<(), String> {
        self.lesson = None;
        self.puzzle = None;
        self.controller = None;
        self.app = None;
        let core = launch(&dir)?;
        self.controller = Some(core.game());
        self.app = Some(App { core, dir });
        Ok(())
    }

    fn run_app(&mut self, t: &[&str]) -> Result<(), String> {
        match t.first().copied() {
            Some("launch") => {
                let dir = new_folder();
                if let Some(files) = t.get(1) {
                    let from = scenario_dir().join("files").join(files);
                    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
                    for entry in std::fs::read_dir(&from).map_err(|e| format!("{files}: {e}"))? {
                        let entry = entry.map_err(|e| e.to_string())?;
                        std::fs::copy(entry.path(), dir.join(entry.file_name()))
                            .map_err(|e| e.to_string())?;
                    }
                }
                self.adopt(dir)
            }
            Some("relaunch") => {
                let app = self.app.take().ok_or("no app to relaunch")?;
                app.core.pause();
                if !app.core.wait_until_saved(SEARCH_TIMEOUT_MILLIS) {
                    return Err("the app's files were not written in time".into());
                }
                self.adopt(app.dir)
            }
            Some("disk") => {
                let full = match t.get(1).copied() {
                    Some("full") => true,
                    Some("free") => false,
                    other => return Err(format!("bad disk {other:?}")),
                };
                self.app()?.simulate_full_disk(full);
                Ok(())
            }
            Some("save") => {
                if self.app()?.wait_until_saved(SEARCH_TIMEOUT_MILLIS) {
                    Ok(())
                } else {
                    Err("the app's files were not written in time".into())
                }
            }
            other => Err(format!("unknown app command {other:?}")),
        }
    }

    fn run_line(&mut self, line: &str) -> Result<(), String> {
        let t: Vec<&str> = line.split_whitespace().collect();
        let rest_of_line = |keyword: &str| line[keyword.len()..].trim();
        let arg = |i: usize| {
            t.get(i)
                .copied()
                .ok_or_else(|| format!("missing argument {i}"))
        };
        match t[0] {
            "new" => {
                self.controller = Some(code(GameController::new(config(&t[1..])?), "new")?);
                return Ok(());
            }
            "fail" if t.get(1) == Some(&"restore") => {
                let code = t.last().copied().unwrap_or("");
                let text = t[2..t.len() - 1].join(" ");
                return expect_error(code, GameController::restore(text));
            }
            "app" => return self.run_app(&t[1..]),
            "app-says" => {
                let app = self.app()?;
                let said = says_in(rest_of_line("app-says"), "app notice", |language| {
                    app.set_language(language.to_string());
                    app.view().notice
                });
                app.set_language("en".into());
                return said;
            }
            "lesson" => {
                return match arg(1)? {
                    "open" => {
                        let lesson = code(self.app()?.open_lesson(arg(2)?.to_string()), "lesson")?;
                        self.lesson = Some(lesson);
                        Ok(())
                    }
                    "play" => {
                        let lesson = self.lesson()?;
                        let done =
                            code(lesson.play(coord(arg(2)?)?, coord(arg(3)?)?), "lesson play")?;
                        check("lesson move", outcome(arg(4)?)?, done)
                    }
                    "next" => code(self.lesson()?.next_step(), "lesson next"),
                    other => Err(format!("unknown lesson command {other:?}")),
                };
            }
            "lesson-says" => {
                let lesson = self.lesson()?;
                let said = says_in(rest_of_line("lesson-says"), "lesson", |language| {
                    lesson.set_language(language.to_string());
                    let view = lesson.view();
                    view.message
                        .map(|m| m.text)
                        .or(view.feedback.map(|f| f.text))
                        .or(view.praise)
                });
                lesson.set_language("en".into());
                return said;
            }
            "puzzle" => {
                return match arg(1)? {
                    "open" => {
                        let puzzle = code(self.app()?.open_puzzle(arg(2)?.to_string()), "puzzle")?;
                        self.puzzle = Some(puzzle);
                        Ok(())
                    }
                    "play" => {
                        let puzzle = self.puzzle()?;
                        let done =
                            code(puzzle.play(coord(arg(2)?)?, coord(arg(3)?)?), "puzzle play")?;
                        check("puzzle move", outcome(arg(4)?)?, done)
                    }
                    "solution" => {
                        let puzzle = self.puzzle()?;
                        code(puzzle.show_solution(), "puzzle solution")?;
                        if puzzle.wait_until_idle(SEARCH_TIMEOUT_MILLIS) {
                            Ok(())
                        } else {
                            Err("the solution was not found in time".into())
                        }
                    }
                    other => Err(format!("unknown puzzle command {other:?}")),
                };
            }
            "puzzle-says" => {
                let puzzle = self.puzzle()?;
                let said = says_in(rest_of_line("puzzle-says"), "puzzle", |language| {
                    puzzle.set_language(language.to_string());
                    let view = puzzle.view();
                    view.message.map(|m| m.text).or(view.note.map(|n| n.text))
                });
                puzzle.set_language("en".into());
                return said;
            }
            "fail" if t.get(1) == Some(&"lesson") => {
                let code = t.last().copied().unwrap_or("");
                let lesson = self.lesson()?;
                return match arg(2)? {
                    "play" => expect_error(code, lesson.play(coord(arg(3)?)?, coord(arg(4)?)?)),
                    "next" => expect_error(code, lesson.next_step()),
                    other => Err(format!("unknown fail lesson command {other:?}")),
                };
            }
            "fail" if t.get(1) == Some(&"puzzle") && t.get(2) == Some(&"play") => {
                let code = t.last().copied().unwrap_or("");
                let puzzle = self.puzzle()?;
                return expect_error(code, puzzle.play(coord(arg(3)?)?, coord(arg(4)?)?));
            }
            "new-game" => {
                let preset = Preset::from_id(arg(1)?).ok_or("unknown preset")?;
                if arg(2)? != "two-players" {
                    return Err("new-game PRESET two-players".into());
                }
                let choice = NewGameChoice {
                    preset,
                    vs_computer: false,
                    ..NewGameChoice::default()
                };
                return code(self.current()?.new_game(choice), "new-game");
            }
            "expect"
                if matches!(
                    t.get(1).copied(),
                    Some(
                        "statistics"
                            | "history"
                            | "lessons-completed"
                            | "puzzles-solved"
                            | "puzzle-attempts"
                    )
                ) =>
            {
                return self.expect_app(arg(1)?, number::<u64>(t.get(2))?);
            }
            _ => {}
        }
        let c = self.current()?;
        match t[0] {
            "play" => {
                code(c.play(coord(arg(1)?)?, coord(arg(2)?)?), "play")?;
                if t.get(3) == Some(&"=>") {
                    if t.get(4) != Some(&"captures") {
                        return Err("expected `=> captures …`".into());
                    }
                    let expected = coords(&t[5..])?;
                    let actual: BTreeSet<Coord> = c
                        .view()
                        .board
                        .last_move
                        .map(|m| m.captured.iter().map(|p| p.coord).collect())
                        .unwrap_or_default();
                    if expected != actual {
                        return Err(format!(
                            "captures: expected [{}], got [{}]",
                            show(&expected),
                            show(&actual)
                        ));
                    }
                }
                Ok(())
            }
            "tap" => {
                let outcome = code(c.tap(coord(arg(1)?)?), "tap")?;
                check("tap", self::outcome(arg(2)?)?, outcome)
            }
            "fail" => {
                let code = t.last().copied().unwrap_or("");
                match arg(1)? {
                    "play" => expect_error(code, c.play(coord(arg(2)?)?, coord(arg(3)?)?)),
                    "tap" => expect_error(code, c.tap(coord(arg(2)?)?)),
                    "undo" => expect_error(code, c.undo()),
                    "redo" => expect_error(code, c.redo()),
                    "computer" => expect_error(code, c.start_computer()),
                    "hint" => expect_error(code, c.hint()),
                    "targets" => expect_error(code, c.targets(coord(arg(2)?)?)),
                    "next-game" => expect_error(code, c.next_match_game()),
                    other => Err(format!("unknown fail command {other:?}")),
                }
            }
            "undo" => code(c.undo(), "undo"),
            "redo" => code(c.redo(), "redo"),
            "next-game" => code(c.next_match_game(), "next-game"),
            "cancel" => {
                c.cancel();
                check("busy after cancel", Busy::Idle, c.busy())
            }
            "think" => code(c.start_computer(), "think"),
            "computer" => {
                let before = c.view();
                code(c.start_computer(), "computer")?;
                if !c.wait_until_idle(SEARCH_TIMEOUT_MILLIS) {
                    return Err("the computer did not move in time".into());
                }
                let after = c.view();
                check("ply after the computer's move", before.ply + 1, after.ply)?;
                let last = after.board.last_move.clone().ok_or("no last move")?;
                check("side that moved", before.side_to_move, last.side)?;
                let moved = before.board.cell(last.from).and_then(|cell| cell.piece);
                check(
                    "side of the moved piece",
                    Some(before.side_to_move),
                    piece_side(moved),
                )?;
                check(
                    "piece on the target",
                    moved,
                    after.board.cell(last.to).and_then(|cell| cell.piece),
                )
            }
            "hint" => {
                let before = c.view();
                code(c.hint(), "hint")?;
                if !c.wait_until_idle(SEARCH_TIMEOUT_MILLIS) {
                    return Err("no hint in time".into());
                }
                let view = c.view();
                let hint = view.board.hint.ok_or("no hint shown")?;
                let to = hint.to.ok_or("the game's hint names its target")?;
                let piece = before.board.cell(hint.from).and_then(|cell| cell.piece);
                check(
                    "side of the hinted piece",
                    Some(before.side_to_move),
                    piece_side(piece),
                )?;
                let targets = code(c.targets(hint.from), "targets of the hint")?;
                if !targets.contains(&to) {
                    return Err(format!("hint {}-{to} is not legal", hint.from));
                }
                check("the hint's squares are marked", true, {
                    let marked = |at: Coord| view.board.cell(at).is_some_and(|cell| cell.hint);
                    marked(hint.from) && marked(to)
                })
            }
            "save-restore" => {
                let saved = c.save();
                c.cancel();
                let before = comparable(c.view());
                let restored = code(GameController::restore(saved.clone()), "restore")?;
                check(
                    "view after save-restore",
                    before,
                    comparable(restored.view()),
                )?;
                check("save after save-restore", saved, restored.save())?;
                self.controller = Some(restored);
                Ok(())
            }
            "says" => says(&c, rest_of_line("says"), "headline", |v| {
                Some(v.headline.clone())
            }),
            "match-says" => says(&c, rest_of_line("match-says"), "match line", |v| {
                v.match_line.clone()
            }),
            "message-says" => says(&c, rest_of_line("message-says"), "message", |v| {
                v.message.as_ref().map(|m| m.text.clone())
            }),
            "expect" => expect(&c, &t[1..]),
            other => Err(format!("unknown command {other:?}")),
        }
    }
}

impl Runner {
    /// What the app's pages count.
    fn expect_app(&self, what: &str, expected: u64) -> Result<(), String> {
        let app = self.app()?;
        let actual = match what {
            "statistics" => app
                .statistics()
                .iter()
                .flat_map(|card| &card.lines)
                .map(|line| line.games)
                .sum(),
            "history" => app.history().len() as u64,
            "lessons-completed" => {
                app.lessons().lessons.iter().filter(|l| l.completed).count() as u64
            }
            "puzzles-solved" => app
                .puzzles()
                .entries
                .iter()
                .filter(|e| e.record.solved)
                .count() as u64,
            _ => app
                .puzzles()
                .entries
                .iter()
                .map(|e| u64::from(e.record.attempts))
                .sum(),
        };
        check(what, expected, actual)
    }
}

fn expect(c: &GameController, t: &[&str]) -> Result<(), String> {
    let view = c.view();
    let arg = |i: usize| {
        t.get(i)
            .copied()
            .ok_or_else(|| format!("missing argument {i}"))
    };
    let outcome = match view.status {
        Status::Finished { outcome } => Some(outcome),
        _ => None,
    };
    match arg(0)? {
        "side" => check("side", side(arg(1)?)?, view.side_to_move),
        "status" => {
            let expected = match arg(1)? {
                "ongoing" => None,
                "attackers-won" => Some(Some(Side::Attackers)),
                "defenders-won" => Some(Some(Side::Defenders)),
                "draw" => Some(None),
                other => return Err(format!("bad status {other:?}")),
            };
            check("status", expected, outcome.map(|o| o.winner))
        }
        "reason" => {
            let reason = match arg(1)? {
                "none" => None,
                "king-escaped" => Some(Reason::KingEscaped),
                "king-captured" => Some(Reason::KingCaptured),
                "exit-fort" => Some(Reason::ExitFort),
                "encircled" => Some(Reason::Encircled),
                "no-legal-move" => Some(Reason::NoLegalMove),
                "repetition" => Some(Reason::Repetition),
                "move-limit" => Some(Reason::MoveLimit),
                other => return Err(format!("bad reason {other:?}")),
            };
            check("reason", reason, outcome.map(|o| o.reason))
        }
        "ply" => check("ply", number::<u32>(t.get(1))?, view.ply),
        "captured" => check(
            "captured (attackers, defenders)",
            (number::<usize>(t.get(1))?, number::<usize>(t.get(2))?),
            (
                view.captured_by_attackers.len(),
                view.captured_by_defenders.len(),
            ),
        ),
        "undo" => check("can_undo", flag(arg(1)?)?, view.can_undo),
        "redo" => check("can_redo", flag(arg(1)?)?, view.can_redo),
        "turn" => {
            let turn = match arg(1)? {
                "human" => Turn::Human,
                "computer" => Turn::Computer,
                "nobody" => Turn::Nobody,
                other => return Err(format!("bad turn {other:?}")),
            };
            check("turn", turn, view.turn)
        }
        "busy" => {
            let busy = match arg(1)? {
                "idle" => Busy::Idle,
                "computer" => Busy::ComputerMove,
                "hint" => Busy::Hint,
                other => return Err(format!("bad busy {other:?}")),
            };
            check("busy", busy, view.busy)
        }
        "piece" => {
            let at = coord(arg(1)?)?;
            let piece = match arg(2)? {
                "attacker" => Some(Piece::Attacker),
                "defender" => Some(Piece::Defender),
                "king" => Some(Piece::King),
                "empty" => None,
                other => return Err(format!("bad piece {other:?}")),
            };
            let cell = view.board.cell(at).ok_or("square off the board")?;
            check(&format!("piece on {}", arg(1)?), piece, cell.piece)
        }
        "selected" => {
            let expected = match arg(1)? {
                "none" => None,
                name => Some(coord(name)?),
            };
            let selected = view
                .board
                .rows
                .iter()
                .flatten()
                .find(|cell| cell.selected)
                .map(|cell| cell.coord);
            check("selected square", expected, selected)
        }
        "targets" => {
            let expected = coords(&t[2..])?;
            let actual: BTreeSet<Coord> = code(c.targets(coord(arg(1)?)?), "targets")?
                .into_iter()
                .collect();
            if expected == actual {
                Ok(())
            } else {
                Err(format!(
                    "targets of {}: expected [{}], got [{}]",
                    arg(1)?,
                    show(&expected),
                    show(&actual)
                ))
            }
        }
        "movable" => check(
            "movable pieces",
            number::<usize>(t.get(1))?,
            c.movable_pieces().len(),
        ),
        "last-move" => check(
            "last move",
            Some(arg(1)?.to_string()),
            view.board.last_move.map(|m| m.notation),
        ),
        "record" => check("record", t[1..].join(" "), c.record()),
        "match-game" => check(
            "match game",
            Some(number::<u8>(t.get(1))?),
            view.match_standing.map(|m| m.game_number),
        ),
        "match-points" => check(
            "match points",
            Some((number::<f32>(t.get(1))?, number::<f32>(t.get(2))?)),
            view.match_standing
                .map(|m| (m.player_one_points, m.player_two_points)),
        ),
        "match-winner" => {
            let winner = match arg(1)? {
                "player-one" => Some(MatchWinner::PlayerOne),
                "player-two" => Some(MatchWinner::PlayerTwo),
                "tie" => Some(MatchWinner::Tie),
                "none" => None,
                other => return Err(format!("bad winner {other:?}")),
            };
            let standing = view.match_standing.ok_or("not a match")?;
            check("match winner", winner, standing.winner)
        }
        other => Err(format!("unknown expectation {other:?}")),
    }
}

fn run_file(path: &Path) -> Result<usize, String> {
    let name = path.display();
    let text = std::fs::read_to_string(path).map_err(|e| format!("{name}: {e}"))?;
    let mut runner = Runner {
        controller: None,
        app: None,
        lesson: None,
        puzzle: None,
    };
    let mut commands = 0;
    for (i, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        runner
            .run_line(line)
            .map_err(|e| format!("{name}:{}: {line}\n  {e}", i + 1))?;
        commands += 1;
    }
    if let Some(c) = runner.controller {
        c.cancel();
    }
    if let Some(app) = runner.app {
        app.core.pause();
        app.core.wait_until_saved(SEARCH_TIMEOUT_MILLIS);
        let _ = std::fs::remove_dir_all(&app.dir);
    }
    Ok(commands)
}

#[test]
fn every_scenario_passes() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(scenario_dir())
        .expect("tests/scenarios exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "scn"))
        .collect();
    files.sort();
    assert!(
        files.len() >= 6,
        "expected the scenario files, found {files:?}"
    );
    let mut failures = Vec::new();
    for file in &files {
        match run_file(file) {
            Ok(n) => println!("ok   {} ({n} commands)", file.display()),
            Err(e) => {
                println!("FAIL {e}");
                failures.push(e);
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
