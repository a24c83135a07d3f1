//! Runs every scenario vector in `tests/scenarios/*.scn` through the real API (the same files
//! the Kotlin and Swift runners read; the format is in `tests/scenarios/README.md`).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tafl_ffi::{
    parse_coord, Coord, EndReason, GameSession, GameStatus, Level, MatchWinner, Mode, Piece,
    Preset, SessionConfig, Side, TaflError, Turn,
};

fn scenario_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/scenarios")
}

fn coord(text: &str) -> Result<Coord, String> {
    parse_coord(text.to_string()).map_err(|_| format!("bad square {text:?}"))
}

fn coords(tokens: &[&str]) -> Result<BTreeSet<(u8, u8)>, String> {
    tokens
        .iter()
        .map(|t| coord(t).map(|c| (c.file, c.rank)))
        .collect()
}

fn set_of(list: &[Coord]) -> BTreeSet<(u8, u8)> {
    list.iter().map(|c| (c.file, c.rank)).collect()
}

fn show(set: &BTreeSet<(u8, u8)>) -> String {
    set.iter()
        .map(|&(f, r)| tafl_ffi::coord_name(Coord { file: f, rank: r }))
        .collect::<Vec<_>>()
        .join(" ")
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

fn expect_error<T: std::fmt::Debug>(
    code: &str,
    result: Result<T, TaflError>,
) -> Result<(), String> {
    match result {
        Ok(v) => Err(format!("expected {code}, but the call succeeded: {v:?}")),
        Err(e) if e.code() == code => Ok(()),
        Err(e) => Err(format!("expected {code}, got {}", e.code())),
    }
}

fn new_session(args: &[&str]) -> Result<Arc<GameSession>, String> {
    let preset = args
        .first()
        .and_then(|id| Preset::from_id(id))
        .ok_or_else(|| format!("unknown preset {:?}", args.first()))?;
    let mut config = SessionConfig {
        preset,
        mode: Mode::TwoPlayers,
        two_game_match: false,
        think_millis: None,
        seed: None,
        rules: None,
    };
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
    Ok(GameSession::new(config))
}

fn run_line(session: &mut Option<Arc<GameSession>>, t: &[&str]) -> Result<(), String> {
    if t[0] == "new" {
        *session = Some(new_session(&t[1..])?);
        return Ok(());
    }
    if t[0] == "fail" && t.get(1) == Some(&"restore") {
        let code = t.last().copied().unwrap_or("");
        let text = t[2..t.len() - 1].join(" ");
        return expect_error(code, GameSession::restore(text));
    }
    let s = session
        .as_ref()
        .ok_or("no session: a scenario starts with `new`")?
        .clone();
    let arg = |i: usize| {
        t.get(i)
            .copied()
            .ok_or_else(|| format!("missing argument {i}"))
    };
    match t[0] {
        "play" => {
            let outcome = s
                .play(coord(arg(1)?)?, coord(arg(2)?)?)
                .map_err(|e| format!("play failed: {}", e.code()))?;
            if t.get(3) == Some(&"=>") {
                if t.get(4) != Some(&"captures") {
                    return Err("expected `=> captures …`".into());
                }
                let expected = coords(&t[5..])?;
                let actual = set_of(&outcome.captures);
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
        "fail" => {
            let code = t.last().copied().unwrap_or("");
            match arg(1)? {
                "play" => expect_error(code, s.play(coord(arg(2)?)?, coord(arg(3)?)?)),
                "undo" => expect_error(code, s.undo()),
                "redo" => expect_error(code, s.redo()),
                "computer" => expect_error(code, s.computer_move()),
                "targets" => expect_error(code, s.targets(coord(arg(2)?)?)),
                "next-game" => expect_error(code, s.next_match_game()),
                other => Err(format!("unknown fail command {other:?}")),
            }
        }
        "undo" => s
            .undo()
            .map(|_| ())
            .map_err(|e| format!("undo failed: {}", e.code())),
        "redo" => s
            .redo()
            .map(|_| ())
            .map_err(|e| format!("redo failed: {}", e.code())),
        "next-game" => s
            .next_match_game()
            .map(|_| ())
            .map_err(|e| format!("next-game failed: {}", e.code())),
        "computer" => {
            let before = s.snapshot();
            let outcome = s
                .computer_move()
                .map_err(|e| format!("computer failed: {}", e.code()))?;
            let after = s.snapshot();
            check("computer's side", before.side_to_move, outcome.side)?;
            check("ply after the computer's move", before.ply + 1, after.ply)?;
            let size = usize::from(before.board_size);
            let at = |c: Coord| usize::from(c.rank) * size + usize::from(c.file);
            let moved = before.squares[at(outcome.played.from)].piece;
            let owner = match moved {
                Some(Piece::Attacker) => Some(Side::Attackers),
                Some(_) => Some(Side::Defenders),
                None => None,
            };
            check("side of the moved piece", Some(before.side_to_move), owner)?;
            check(
                "piece on the target",
                moved,
                after.squares[at(outcome.played.to)].piece,
            )
        }
        "hint" => {
            let snap = s.snapshot();
            let hint = s.hint().map_err(|e| format!("hint failed: {}", e.code()))?;
            let size = usize::from(snap.board_size);
            let from = hint.from;
            let piece = snap.squares[usize::from(from.rank) * size + usize::from(from.file)].piece;
            let owner = match piece {
                Some(Piece::Attacker) => Some(Side::Attackers),
                Some(_) => Some(Side::Defenders),
                None => None,
            };
            check("side of the hinted piece", Some(snap.side_to_move), owner)?;
            let targets = s
                .targets(from)
                .map_err(|e| format!("targets of the hint failed: {}", e.code()))?;
            if targets.contains(&hint.to) {
                Ok(())
            } else {
                Err(format!("hint {} is not among the targets", hint.notation))
            }
        }
        "save-restore" => {
            let before = s.snapshot();
            let restored = GameSession::restore(s.save())
                .map_err(|e| format!("restore failed: {}", e.code()))?;
            check("snapshot after save-restore", before, restored.snapshot())?;
            *session = Some(restored);
            Ok(())
        }
        "expect" => expect(&s, &t[1..]),
        other => Err(format!("unknown command {other:?}")),
    }
}

fn expect(s: &GameSession, t: &[&str]) -> Result<(), String> {
    let snap = s.snapshot();
    let arg = |i: usize| {
        t.get(i)
            .copied()
            .ok_or_else(|| format!("missing argument {i}"))
    };
    match arg(0)? {
        "side" => check("side", side(arg(1)?)?, snap.side_to_move),
        "status" => {
            let status = match arg(1)? {
                "ongoing" => GameStatus::Ongoing,
                "attackers-won" => GameStatus::AttackersWon,
                "defenders-won" => GameStatus::DefendersWon,
                "draw" => GameStatus::Draw,
                other => return Err(format!("bad status {other:?}")),
            };
            check("status", status, snap.status)
        }
        "reason" => {
            let reason = match arg(1)? {
                "none" => None,
                "king-escaped" => Some(EndReason::KingEscaped),
                "king-captured" => Some(EndReason::KingCaptured),
                "exit-fort" => Some(EndReason::ExitFort),
                "encircled" => Some(EndReason::Encircled),
                "no-legal-move" => Some(EndReason::NoLegalMove),
                "repetition" => Some(EndReason::Repetition),
                "move-limit" => Some(EndReason::MoveLimit),
                other => return Err(format!("bad reason {other:?}")),
            };
            check("reason", reason, snap.reason)
        }
        "ply" => check("ply", number::<u32>(t.get(1))?, snap.ply),
        "captured" => check(
            "captured (attackers, defenders)",
            (number::<u32>(t.get(1))?, number::<u32>(t.get(2))?),
            (snap.captured_by_attackers, snap.captured_by_defenders),
        ),
        "undo" => check("can_undo", flag(arg(1)?)?, snap.can_undo),
        "redo" => check("can_redo", flag(arg(1)?)?, snap.can_redo),
        "turn" => {
            let turn = match arg(1)? {
                "human" => Turn::Human,
                "computer" => Turn::Computer,
                "nobody" => Turn::Nobody,
                other => return Err(format!("bad turn {other:?}")),
            };
            check("turn", turn, snap.turn)
        }
        "piece" => {
            let c = coord(arg(1)?)?;
            let piece = match arg(2)? {
                "attacker" => Some(Piece::Attacker),
                "defender" => Some(Piece::Defender),
                "king" => Some(Piece::King),
                "empty" => None,
                other => return Err(format!("bad piece {other:?}")),
            };
            let size = usize::from(snap.board_size);
            let square = snap
                .squares
                .get(usize::from(c.rank) * size + usize::from(c.file))
                .ok_or("square off the board")?;
            check(&format!("piece on {}", arg(1)?), piece, square.piece)
        }
        "targets" => {
            let expected = coords(&t[2..])?;
            let actual = set_of(
                &s.targets(coord(arg(1)?)?)
                    .map_err(|e| format!("targets failed: {}", e.code()))?,
            );
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
            s.movable_pieces().len(),
        ),
        "last-move" => check(
            "last move",
            Some(arg(1)?.to_string()),
            snap.last_move.map(|m| m.notation),
        ),
        "record" => check("record", t[1..].join(" "), s.record()),
        "match-game" => check(
            "match game",
            Some(number::<u8>(t.get(1))?),
            snap.match_view.map(|m| m.game_number),
        ),
        "match-points" => check(
            "match points",
            Some((number::<f32>(t.get(1))?, number::<f32>(t.get(2))?)),
            snap.match_view
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
            let view = snap.match_view.ok_or("not a match")?;
            check("match winner", winner, view.winner)
        }
        other => Err(format!("unknown expectation {other:?}")),
    }
}

fn run_file(path: &Path) -> Result<usize, String> {
    let name = path.display();
    let text = std::fs::read_to_string(path).map_err(|e| format!("{name}: {e}"))?;
    let mut session = None;
    let mut commands = 0;
    for (i, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let tokens: Vec<&str> = line.split_whitespace().collect();
        run_line(&mut session, &tokens).map_err(|e| format!("{name}:{}: {line}\n  {e}", i + 1))?;
        commands += 1;
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
