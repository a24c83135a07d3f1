//! The app object: what it keeps in which file, that a relaunch brings everything back, that a
//! full disk loses nothing while the app runs and says so, that a finished game is counted once
//! however the app was left, and that the files older versions of both apps wrote still load.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use tafl_core::app::AppCore;
use tafl_core::controller::{
    Coord, GameConfig, GameController, GameError, Listener, NewGameChoice, Preferences, TapOutcome,
};
use tafl_core::lessons::LessonState;
use tafl_core::puzzles::{self, PuzzleState};
use tafl_core::themes::ThemeId;
use tafl_core::Preset;

const WAIT: u64 = 60_000;

/// 1 a4-a2 d5-b5 2 a2-a3 d4-d5 3 a3-a2 d5-g5 4 a2-a3 g5-g7: the king escapes (Brandubh).
const ESCAPE: &str = "a4-a2 d5-b5 a2-a3 d4-d5 a3-a2 d5-g5 a2-a3 g5-g7";

fn c(name: &str) -> Coord {
    Coord::parse(name).unwrap()
}

/// A new, empty folder for one test.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tafl-app-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    dir
}

fn launch(dir: &Path) -> Arc<AppCore> {
    let app = AppCore::launch(dir.to_string_lossy().into_owned(), "en".into());
    assert!(app.wait_until_loaded(WAIT), "the files were not read");
    app
}

/// Writes what waits and lets the app go, as a process that ends does.
fn quit(app: Arc<AppCore>) {
    app.pause();
    assert!(app.wait_until_saved(WAIT));
}

fn play(game: &GameController, moves: &str) {
    for m in moves.split_whitespace() {
        let (from, to) = m.split_once('-').unwrap();
        assert_eq!(game.play(c(from), c(to)), Ok(TapOutcome::Played), "{m}");
    }
}

fn two_players() -> NewGameChoice {
    NewGameChoice {
        vs_computer: false,
        ..NewGameChoice::default()
    }
}

fn games_counted(app: &AppCore) -> u64 {
    app.statistics()
        .iter()
        .flat_map(|card| &card.lines)
        .map(|line| line.games)
        .sum()
}

#[test]
fn a_relaunch_brings_back_the_game_the_settings_the_statistics_history_and_progress() {
    let dir = folder("relaunch");
    let app = launch(&dir);
    assert!(app.view().loaded);
    assert_eq!(app.view().notice, None);
    let game = app.game();
    game.new_game(two_players()).unwrap();
    play(&game, ESCAPE);
    play_the_next_game(&game);
    app.set_preferences(Preferences {
        show_legal_moves: false,
        board_theme: ThemeId::Marble,
        ..Preferences::default()
    });
    let lesson = app.open_lesson("moving".into()).unwrap();
    finish_lesson(&lesson);
    let puzzle_id = puzzles::builtin(Preset::Brandubh)[0].id.clone();
    let puzzle = app.open_puzzle(puzzle_id.clone()).unwrap();
    puzzle.show_solution().unwrap();
    assert!(puzzle.wait_until_idle(WAIT));
    let before = (game.view().ply, game.record());
    quit(app);
    drop((game, lesson, puzzle));

    let names: Vec<String> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    for file in [
        "game.json",
        "tally.json",
        "settings.json",
        "history.jsonl",
        "lessons.json",
        "puzzles.json",
    ] {
        assert!(names.iter().any(|n| n == file), "{file} in {names:?}");
    }
    assert!(!names.iter().any(|n| n.ends_with(".tmp")), "{names:?}");

    let app = launch(&dir);
    let game = app.game();
    assert_eq!((game.view().ply, game.record()), before);
    let prefs = app.view().preferences;
    assert!(!prefs.show_legal_moves && prefs.board_theme == ThemeId::Marble);
    assert_eq!(
        game.preferences(),
        prefs,
        "the game follows the settings read"
    );
    assert_eq!(games_counted(&app), 1);
    assert_eq!(app.history().len(), 1);
    assert!(app
        .lessons()
        .lessons
        .iter()
        .any(|l| l.id == "moving" && l.completed));
    let entries = app.puzzles().entries;
    let record = entries.iter().find(|e| e.id == puzzle_id).unwrap().record;
    assert_eq!((record.attempts, record.failed), (1, 1));
    let _ = fs::remove_dir_all(&dir);
}

/// Starts a new game after the finished one, so that the save holds a game in progress.
fn play_the_next_game(game: &GameController) {
    game.new_game(two_players()).unwrap();
    play(game, "a4-a2");
}

fn finish_lesson(lesson: &tafl_core::lessons::LessonController) {
    while lesson.view().state != LessonState::Finished {
        if lesson.view().can_next_step {
            lesson.next_step().unwrap();
            continue;
        }
        let mv = lesson.page().solution().unwrap();
        lesson.play(Coord::of(mv.from), Coord::of(mv.to)).unwrap();
    }
}

#[test]
fn a_damaged_save_starts_a_new_game_and_says_why() {
    let dir = folder("damaged");
    fs::create_dir_all(&dir).unwrap();
    fs::write(dir.join("game.json"), "{ damaged").unwrap();
    fs::write(dir.join("tally.json"), "not a tally").unwrap();
    let app = AppCore::launch(dir.to_string_lossy().into_owned(), "et-EE".into());
    assert!(app.wait_until_loaded(WAIT));
    let view = app.game().view();
    assert_eq!((view.ply, view.rules.preset), (0, Some(Preset::Brandubh)));
    assert_eq!(
        view.message.unwrap().text,
        "Salvestatud mäng on rikutud. Alustati uut mängu."
    );
    assert_eq!(
        app.view().notice.as_deref(),
        Some("Salvestatud statistika oli rikutud ja nulliti.")
    );
    app.dismiss_notice();
    assert_eq!(app.view().notice, None);
    let _ = fs::remove_dir_all(&dir);
}

struct Count(AtomicUsize);

impl Listener for Count {
    fn changed(&self) {
        self.0.fetch_add(1, Ordering::SeqCst);
    }
}

#[test]
fn a_full_disk_keeps_everything_in_memory_says_so_and_a_later_write_stores_it() {
    let dir = folder("full");
    let app = launch(&dir);
    let heard = Arc::new(Count(AtomicUsize::new(0)));
    app.set_listener(Some(heard.clone()));
    let game = app.game();
    game.new_game(two_players()).unwrap();
    assert!(app.wait_until_saved(WAIT));
    app.simulate_full_disk(true);
    play(&game, "a4-a2 d5-b5");
    assert!(app.wait_until_saved(WAIT));
    let notice = app
        .view()
        .notice
        .expect("the app says the game was not saved");
    assert!(notice.contains("could not be saved"), "{notice}");
    assert!(heard.0.load(Ordering::SeqCst) >= 1, "the listener heard");
    assert_eq!(game.view().ply, 2, "the game goes on in memory");
    // The disk has room again: the next change writes everything that waited.
    app.simulate_full_disk(false);
    play(&game, "a2-a3");
    assert!(app.wait_until_saved(WAIT));
    assert_eq!(app.view().notice, None);
    quit(app);
    drop(game);
    let app = launch(&dir);
    assert_eq!(app.game().view().ply, 3);
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_finished_game_is_counted_once_across_relaunches_and_a_crash_between_writes() {
    let dir = folder("once");
    let app = launch(&dir);
    let game = app.game();
    game.new_game(two_players()).unwrap();
    play(&game, ESCAPE);
    assert!(app.wait_until_saved(WAIT));
    assert_eq!(games_counted(&app), 1);
    assert_eq!(app.history().len(), 1);
    quit(app);
    drop(game);
    // Relaunched: the game's save says it was counted.
    let app = launch(&dir);
    assert_eq!((games_counted(&app), app.history().len()), (1, 1));
    quit(app);
    // The app died after writing the tally and the history, before the game's save: the save
    // still says the game was not counted.
    let saved = fs::read_to_string(dir.join("game.json")).unwrap();
    assert!(saved.contains("\"counted\": true"), "{saved}");
    fs::write(
        dir.join("game.json"),
        saved.replace("\"counted\": true", "\"counted\": false"),
    )
    .unwrap();
    let app = launch(&dir);
    assert!(app.wait_until_saved(WAIT));
    assert_eq!(
        (games_counted(&app), app.history().len()),
        (1, 1),
        "the tally and the history knew the game"
    );
    quit(app);
    let saved = fs::read_to_string(dir.join("game.json")).unwrap();
    assert!(saved.contains("\"counted\": true"), "marked counted again");
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn the_files_older_versions_of_both_apps_left_still_load() {
    for (app_name, tally) in [("android", "tally.json"), ("ios", "statistics.json")] {
        let dir = folder(app_name);
        let fixtures = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../tests/scenarios/files")
            .join(app_name);
        fs::create_dir_all(&dir).unwrap();
        for entry in fs::read_dir(&fixtures).unwrap() {
            let entry = entry.unwrap();
            fs::copy(entry.path(), dir.join(entry.file_name())).unwrap();
        }
        let app = launch(&dir);
        let game = app.game();
        assert_eq!(game.view().ply, 3, "{app_name}: the game in progress");
        assert!(games_counted(&app) >= 1, "{app_name}: the statistics");
        assert!(!app.history().is_empty(), "{app_name}: the history");
        assert!(
            app.lessons().lessons.iter().any(|l| l.completed),
            "{app_name}"
        );
        assert!(
            app.puzzles().entries.iter().any(|e| e.record.solved),
            "{app_name}"
        );
        assert!(!app.view().preferences.show_legal_moves, "{app_name}");
        assert_eq!(app.view().notice, None, "{app_name}");
        // Written again under the names both apps now share; the old copies are gone.
        play(&game, "e4-e1");
        app.reset_statistics();
        quit(app);
        let names: Vec<String> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert!(names.iter().any(|n| n == "tally.json"), "{names:?}");
        if tally != "tally.json" {
            assert!(!names.iter().any(|n| n.starts_with(tally)), "{names:?}");
        }
        assert!(
            !names
                .iter()
                .any(|n| n.ends_with(".new") || n.ends_with(".bak")),
            "{names:?}"
        );
        let _ = fs::remove_dir_all(&dir);
    }
}

#[test]
fn an_open_lesson_and_puzzle_follow_the_settings_and_the_language() {
    let dir = folder("follow");
    let app = launch(&dir);
    let lesson = app.open_lesson("capture".into()).unwrap();
    let puzzle = app
        .open_puzzle(puzzles::builtin(Preset::Brandubh)[0].id.clone())
        .unwrap();
    let title = lesson.view().title;
    app.set_language("ru".into());
    assert_ne!(lesson.view().title, title);
    assert!(
        puzzle.view().goal.contains("выигрывают"),
        "{}",
        puzzle.view().goal
    );
    // Legal-move marks off: a selected piece shows no targets on either board.
    app.set_preferences(Preferences {
        show_legal_moves: false,
        ..Preferences::default()
    });
    lesson.tap(c("f2")).unwrap();
    let targets = |view: &tafl_core::controller::BoardView| {
        view.rows.iter().flatten().filter(|c| c.target).count()
    };
    assert_eq!(targets(&lesson.view().board), 0);
    let first = puzzles::builtin(Preset::Brandubh)[0].first_move();
    puzzle.tap(Coord::of(first.from)).unwrap();
    assert_eq!(targets(&puzzle.view().board), 0);
    assert_eq!(puzzle.view().state, PuzzleState::Solving);
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn the_lessons_and_puzzles_pages_follow_the_rules_being_played() {
    let dir = folder("pages");
    let app = launch(&dir);
    app.game()
        .new_game(NewGameChoice {
            preset: Preset::Tablut,
            ..two_players()
        })
        .unwrap();
    assert_eq!(app.lessons().title, "Tablut");
    assert_eq!(app.puzzles().chosen, Preset::Tablut);
    app.choose_puzzle_set(Preset::Copenhagen);
    assert_eq!(app.puzzles().chosen, Preset::Copenhagen);
    app.choose_puzzle_set(Preset::ArdRi);
    assert_eq!(
        app.puzzles().chosen,
        Preset::Copenhagen,
        "no Ard Ri puzzles"
    );
    assert_eq!(
        app.open_lesson("no-such-lesson".into()).err(),
        Some(GameError::UnknownLesson)
    );
    assert_eq!(
        app.open_puzzle("nope".into()).err(),
        Some(GameError::NoSuchPuzzle)
    );
    assert_eq!(app.open_history_game(7).err(), Some(GameError::NoSuchMove));
    let custom = app.game().new_game(NewGameChoice {
        custom_rules: Some("dim:7 nonsense".into()),
        ..two_players()
    });
    assert_eq!(custom, Err(GameError::BadRules));
    assert_eq!(
        app.game().view().message.unwrap().error,
        GameError::BadRules,
        "the refusal reaches the game's view"
    );
    let _ = GameConfig::two_players(Preset::Brandubh);
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_board_opened_while_the_app_is_shown_works_at_once_and_waits_while_it_is_hidden() {
    use tafl_core::controller::Busy;
    let dir = folder("shown");
    let app = launch(&dir);
    app.game().new_game(two_players()).unwrap();
    // In the background (launched, never shown): a new analysis board waits to be shown.
    let waiting = app.game().analysis_board();
    assert_eq!(waiting.busy(), Busy::Idle);
    app.resume();
    assert_eq!(waiting.busy(), Busy::Analysis, "shown: it analyses");
    // Opened while the app is shown, it analyses at once, as the boards already open do.
    let opened = app.game().analysis_board();
    assert_eq!(opened.busy(), Busy::Analysis);
    app.pause();
    assert_eq!(opened.busy(), Busy::Idle);
    let hidden = app.game().analysis_board();
    assert_eq!(
        hidden.busy(),
        Busy::Idle,
        "opened in the background: it waits"
    );
    app.resume();
    assert_eq!(hidden.busy(), Busy::Analysis);
    app.pause();
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_page_that_cannot_be_opened_says_why_in_the_apps_view() {
    let dir = folder("refused-page");
    let app = launch(&dir);
    assert_eq!(app.view().message, None);
    assert_eq!(
        app.open_puzzle("nope".into()).err(),
        Some(GameError::NoSuchPuzzle)
    );
    let message = app
        .view()
        .message
        .expect("the refusal reaches the app's view");
    assert_eq!(message.error, GameError::NoSuchPuzzle);
    assert!(!message.text.is_empty());
    app.set_language("et".into());
    assert_ne!(
        app.view().message.unwrap().text,
        message.text,
        "in the app's language"
    );
    assert_eq!(app.open_history_game(7).err(), Some(GameError::NoSuchMove));
    assert_eq!(app.view().message.unwrap().error, GameError::NoSuchMove);
    // The next page opened, or the notice dismissed, takes the message away.
    assert!(app.open_lesson("capture".into()).is_ok());
    assert_eq!(app.view().message, None);
    assert_eq!(
        app.open_lesson("no-such-lesson".into()).err(),
        Some(GameError::UnknownLesson)
    );
    assert_eq!(app.view().message.unwrap().error, GameError::UnknownLesson);
    app.dismiss_notice();
    assert_eq!(app.view().message, None);
    let _ = fs::remove_dir_all(&dir);
}
