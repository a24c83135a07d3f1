//! Writes the seed inputs of the game controller's fuzz targets (`docs/fuzzing.md`): real saves
//! made by the controller for `game_save`, and scripts of the calls the apps make for
//! `controller` (`tafl_fuzz_checks::game_controller::Script`). Each seed is run through its
//! target's check before it is written.
//!
//! ```sh
//! cargo run -p tafl-fuzz-checks --example fuzz_seeds            # into fuzz/corpus/{game_save,controller}/
//! ```
//!
//! The fuzzer's minimisation (`fuzz/run.sh`) later keeps only the inputs that add coverage, so
//! the seeds need not survive by name.

use std::path::{Path, PathBuf};
use std::time::Duration;
use tafl_core::ai::Level;
use tafl_core::controller::{Coord, GameConfig, GameController, Mode, Preferences};
use tafl_core::themes::ThemeId;
use tafl_core::{Piece, Preset, Side};
use tafl_fuzz_checks::game_controller::{
    valid_rules, Gesture, Op, RulesPick, Script, Setup, EDGE_RULES,
};
use tafl_fuzz_checks::{controller, game_save};

/// Brandubh: the attackers capture the king beside the empty throne on ply 5.
const KING_CAPTURED: &str = "a4-a3 c4-c3 b4-b2 d4-c4 b2-b4";
/// [`EDGE_RULES`]: the king walks from d4 to a5, an edge square, and escapes.
const TO_THE_EDGE: &str = "b4-b3 d5-g5 b3-b2 d4-d5 b2-c2 d5-a5";
const WAIT: Duration = Duration::from_secs(60);

fn c(name: &str) -> Coord {
    Coord::parse(name).unwrap_or_else(|e| panic!("{name}: {e:?}"))
}

fn moves(line: &str) -> Vec<(Coord, Coord)> {
    line.split_whitespace()
        .map(|m| {
            let (from, to) = m.split_once('-').expect("a move is from-to");
            (c(from), c(to))
        })
        .collect()
}

fn play_all(g: &GameController, line: &str) {
    for (from, to) in moves(line) {
        g.play(from, to)
            .unwrap_or_else(|e| panic!("{from}-{to}: {e:?}"));
    }
}

/// `n` moves of a person, each answered by the computer when it plays (first legal moves, so
/// the seeds are the same every time).
fn play_against(g: &GameController, n: usize) {
    for _ in 0..n {
        if g.turn() == tafl_core::controller::Turn::Computer {
            g.start_computer().expect("the computer's turn");
            assert!(g.wait_until_idle(WAIT.as_millis() as u64));
        }
        let Some(&mv) = g.game().legal_moves().first() else {
            return;
        };
        if g.play(Coord::of(mv.from), Coord::of(mv.to)).is_err() {
            return;
        }
    }
}

fn vs(preset: Preset, human_side: Side, level: Level, millis: u32) -> GameConfig {
    GameConfig {
        mode: Mode::VsComputer { human_side, level },
        think_millis: Some(millis),
        seed: Some(1),
        ..GameConfig::two_players(preset)
    }
}

/// Saves made by the controller, one for each kind of game the apps keep.
fn saves() -> Vec<(String, String)> {
    let mut out = Vec::new();
    let two = GameController::new(GameConfig::two_players(Preset::Brandubh)).unwrap();
    play_all(&two, "f4-f1 e4-e1 b4-b1");
    out.push(("two-players".to_string(), two.save()));
    two.undo().unwrap();
    two.undo().unwrap();
    out.push(("redo-line".to_string(), two.save()));

    for level in Level::ALL {
        for side in Side::BOTH {
            let preset = if level == Level::Hard {
                Preset::Copenhagen
            } else {
                Preset::Brandubh
            };
            let g = GameController::new(vs(preset, side, level, 20)).unwrap();
            play_against(&g, 3);
            out.push((format!("vs-{level}-{}", side.name()), g.save()));
        }
    }

    let game_two = GameController::new(GameConfig {
        two_game_match: true,
        ..GameConfig::two_players(Preset::Brandubh)
    })
    .unwrap();
    play_all(&game_two, KING_CAPTURED);
    out.push(("match-game-1-over".to_string(), game_two.save()));
    assert!(game_two.take_finished().is_some());
    game_two.next_match_game().unwrap();
    play_all(&game_two, "d2-c2");
    out.push(("match-game-2".to_string(), game_two.save()));

    let vs_match = GameController::new(GameConfig {
        two_game_match: true,
        ..vs(Preset::Tablut, Side::Defenders, Level::Easy, 20)
    })
    .unwrap();
    play_against(&vs_match, 2);
    out.push(("match-vs-computer".to_string(), vs_match.save()));

    let custom = GameController::new(GameConfig {
        rules: Some(EDGE_RULES.to_string()),
        ..GameConfig::two_players(Preset::Brandubh)
    })
    .unwrap();
    play_all(&custom, "b4-b3 d5-g5");
    out.push(("custom-rules".to_string(), custom.save()));
    let line = moves(TO_THE_EDGE);
    for &(from, to) in &line[2..] {
        custom.play(from, to).unwrap();
    }
    assert!(custom.take_finished().is_some());
    out.push(("custom-rules-escaped-counted".to_string(), custom.save()));

    let mid = GameController::new(GameConfig {
        seed: None,
        ..vs(Preset::Copenhagen, Side::Defenders, Level::Hard, 60_000)
    })
    .unwrap();
    mid.start_computer().unwrap();
    let saved = mid.save();
    assert_eq!(mid.busy(), tafl_core::controller::Busy::ComputerMove);
    mid.cancel();
    out.push(("mid-search".to_string(), saved));
    out
}

fn setup(preset: Preset) -> Setup {
    Setup {
        preset,
        rules: RulesPick::Preset,
        vs_computer: false,
        human_side: Side::Defenders,
        level: Level::Medium,
        two_game_match: false,
        seed: 1,
    }
}

fn legal(n: usize) -> Vec<Op> {
    let gestures = [Gesture::Play, Gesture::Taps, Gesture::Drag];
    (0..n)
        .map(|i| Op::PlayLegal {
            pick: (i * 7) as u8,
            gesture: gestures[i % 3],
        })
        .collect()
}

/// Scripts of what the apps do.
fn scripts() -> Vec<(String, Script)> {
    let mut out = Vec::new();
    let mut ops = legal(6);
    ops.extend([
        Op::Undo,
        Op::Undo,
        Op::Redo,
        Op::Look,
        Op::Tap(c("d4")),
        Op::Tap(Coord::new(200, 3)),
        Op::Play(c("d4"), c("d7")),
        Op::Play(Coord::new(255, 255), c("a1")),
        Op::DragStart(c("a4")),
        Op::DropOn(c("a7")),
        Op::DismissMessage,
        Op::Hint,
        Op::Wait(15),
        Op::Look,
        Op::SaveRestore {
            launch: true,
            cancel_first: false,
        },
        Op::Look,
    ]);
    out.push((
        "two-players".to_string(),
        Script {
            start: setup(Preset::Brandubh),
            ops,
        },
    ));

    for level in Level::ALL {
        for side in Side::BOTH {
            let mut ops = vec![Op::Resume, Op::Wait(15)];
            for op in legal(3) {
                ops.extend([op, Op::Wait(10)]);
            }
            ops.extend([
                Op::Undo,
                Op::Redo,
                Op::Wait(10),
                Op::Cancel,
                Op::Look,
                Op::SaveRestore {
                    launch: false,
                    cancel_first: false,
                },
                Op::StartComputer,
                Op::Wait(15),
                Op::Hint,
                Op::TakeFinished,
                Op::Look,
            ]);
            out.push((
                format!("vs-{level}-{}", side.name()),
                Script {
                    start: Setup {
                        vs_computer: true,
                        human_side: side,
                        level,
                        ..setup(Preset::Brandubh)
                    },
                    ops,
                },
            ));
        }
    }

    let mut ops: Vec<Op> = moves(KING_CAPTURED)
        .into_iter()
        .map(|(from, to)| Op::Play(from, to))
        .collect();
    ops.extend([Op::TakeFinished, Op::NextMatchGame, Op::Look]);
    ops.extend(legal(3));
    ops.extend([
        Op::SaveRestore {
            launch: true,
            cancel_first: true,
        },
        Op::TakeFinished,
        Op::NextMatchGame,
        Op::Look,
    ]);
    out.push((
        "match".to_string(),
        Script {
            start: Setup {
                two_game_match: true,
                ..setup(Preset::Brandubh)
            },
            ops,
        },
    ));

    let mut ops = vec![
        Op::SetLanguage("et".to_string()),
        Op::SetPreferences(Preferences {
            hard_think_millis: 500,
            show_legal_moves: false,
            capture_feedback: true,
            turn_board_for_hot_seat: true,
            board_theme: ThemeId::Contrast,
        }),
    ];
    ops.extend(
        moves(TO_THE_EDGE)
            .into_iter()
            .map(|(from, to)| Op::Play(from, to)),
    );
    ops.extend([
        Op::TakeFinished,
        Op::Look,
        Op::NewGame(Setup {
            rules: RulesPick::Garbage("dim:99 nonsense".to_string()),
            ..setup(Preset::Tablut)
        }),
        Op::NewGame(Setup {
            rules: RulesPick::Valid(1),
            vs_computer: true,
            level: Level::Random,
            ..setup(Preset::Brandubh)
        }),
        Op::Resume,
        Op::Wait(5),
        Op::SetLanguage("ru".to_string()),
        Op::Look,
        Op::StartGame(Setup {
            rules: RulesPick::Valid((valid_rules().len() - 1) as u8),
            two_game_match: true,
            ..setup(Preset::Hnefatafl)
        }),
        Op::Tap(c("a1")),
        Op::Tap(c("f6")),
    ]);
    ops.extend(legal(2));
    ops.push(Op::Look);
    out.push((
        "custom-rules-languages".to_string(),
        Script {
            start: Setup {
                rules: RulesPick::Valid(0),
                ..setup(Preset::Brandubh)
            },
            ops,
        },
    ));

    // The new-game dialog's games think for the settings' time: cancelled while searching.
    out.push((
        "cancel-mid-search".to_string(),
        Script {
            start: setup(Preset::Copenhagen),
            ops: vec![
                Op::NewGame(Setup {
                    vs_computer: true,
                    human_side: Side::Defenders,
                    level: Level::Hard,
                    ..setup(Preset::Copenhagen)
                }),
                Op::Resume,
                Op::Wait(5),
                Op::Look,
                Op::SaveRestore {
                    launch: true,
                    cancel_first: false,
                },
                Op::Resume,
                Op::Undo,
                Op::Cancel,
                Op::StartComputer,
                Op::Redo,
                Op::NewGame(setup(Preset::Fetlar)),
                Op::Hint,
                Op::Hint,
                Op::Look,
                Op::Cancel,
                Op::Look,
            ],
        },
    ));
    // Replay of the game, then an analysis board from it, set up by hand (refused without a
    // king and on a restricted square) and analysed.
    let mut ops = legal(8);
    ops.extend([
        Op::ReplayTo(3),
        Op::ReplayStep { forward: false },
        Op::Tap(c("d4")),
        Op::ReplayTo(40),
        Op::ReplayStep { forward: true },
        Op::LeaveReplay,
        Op::ReplayTo(0),
        Op::AnalysisBoard {
            cancel_first: false,
        },
        Op::Resume,
        Op::Wait(10),
        Op::Look,
    ]);
    ops.extend(legal(2));
    ops.extend([
        Op::SetupBegin,
        Op::SetupClear,
        Op::SetupDone,
        Op::SetupPut(c("a1"), Some(Piece::Defender)),
        Op::SetupPut(c("d4"), Some(Piece::King)),
        Op::SetupPut(c("c4"), Some(Piece::Attacker)),
        Op::SetupPut(Coord::new(9, 9), Some(Piece::Attacker)),
        Op::SetupDone,
        Op::SetupPut(c("a1"), None),
        Op::SetupSide(Side::Defenders),
        Op::SetupDone,
        Op::Wait(10),
        Op::Look,
        Op::SetupStartPosition,
        Op::SetupCancel,
        Op::Undo,
        Op::Cancel,
        Op::Look,
    ]);
    out.push((
        "replay-and-analysis".to_string(),
        Script {
            start: setup(Preset::Brandubh),
            ops,
        },
    ));
    out
}

fn write(dir: &Path, name: &str, bytes: &[u8]) {
    std::fs::create_dir_all(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    println!("{} ({} bytes)", path.display(), bytes.len());
}

fn main() {
    let corpus = std::env::args()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/corpus"));
    for (name, saved) in saves() {
        GameController::restore(saved.clone()).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        game_save(saved.as_bytes());
        write(
            &corpus.join("game_save"),
            &format!("seed-{name}.json"),
            saved.as_bytes(),
        );
    }
    for (name, script) in scripts() {
        let bytes = script.encode();
        assert_eq!(Script::decode(&bytes), script, "{name}");
        controller(&bytes);
        write(&corpus.join("controller"), &format!("seed-{name}"), &bytes);
    }
}
