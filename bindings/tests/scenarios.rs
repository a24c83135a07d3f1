//! Runs every scenario vector in `tests/scenarios/*.scn` through the exported API (the same
//! files the Kotlin and Swift runners read; the format is in `tests/scenarios/README.md`).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tafl_core::ai::Level;
use tafl_core::controller::{
    Busy, Coord, GameConfig, GameError, GameView, MatchWinner, Mode, Status, TapOutcome, Turn,
};
use tafl_core::game::Reason;
use tafl_core::{Piece, Preset, Side};
use tafl_ffi::{parse_coord, GameController};

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

struct Runner {
    controller: Option<Arc<GameController>>,
}

impl Runner {
    fn current(&self) -> Result<Arc<GameController>, String> {
        self.controller
            .clone()
            .ok_or_else(|| "no game: a scenario starts with `new`".to_string())
    }

    fn run_line(&mut self, line: &str) -> Result<(), String> {
        let t: Vec<&str> = line.split_whitespace().collect();
        let rest_of_line = |keyword: &str| line[keyword.len()..].trim();
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
            _ => {}
        }
        let c = self.current()?;
        let arg = |i: usize| {
            t.get(i)
                .copied()
                .ok_or_else(|| format!("missing argument {i}"))
        };
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
                let expected = match arg(2)? {
                    "selected" => TapOutcome::Selected,
                    "deselected" => TapOutcome::Deselected,
                    "played" => TapOutcome::Played,
                    "ignored" => TapOutcome::Ignored,
                    other => return Err(format!("bad tap outcome {other:?}")),
                };
                check("tap", expected, outcome)
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
                let last = after.last_move.ok_or("no last move")?;
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
                let hint = view.hint.ok_or("no hint shown")?;
                let piece = before.board.cell(hint.from).and_then(|cell| cell.piece);
                check(
                    "side of the hinted piece",
                    Some(before.side_to_move),
                    piece_side(piece),
                )?;
                let targets = code(c.targets(hint.from), "targets of the hint")?;
                if !targets.contains(&hint.to) {
                    return Err(format!("hint {}-{} is not legal", hint.from, hint.to));
                }
                check("the hint's squares are marked", true, {
                    let marked = |at: Coord| view.board.cell(at).is_some_and(|cell| cell.hint);
                    marked(hint.from) && marked(hint.to)
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
            view.last_move.map(|m| m.notation),
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
    let mut runner = Runner { controller: None };
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
