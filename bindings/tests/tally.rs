//! The score tally and the once-only hand-over of finished games: counting, undo/redo after the
//! end, save/restore of the session and of the tally, matches, old saves, bad tally documents.

use serde_json::Value;
use std::sync::Arc;
use tafl_ffi::*;

mod common;
use common::play_all;

fn session(mode: Mode, two_game_match: bool) -> Arc<GameSession> {
    GameSession::new(SessionConfig {
        preset: Preset::Brandubh,
        mode,
        two_game_match,
        think_millis: None,
        seed: None,
        rules: None,
    })
}

/// Brandubh: the attackers capture the king beside the empty throne on ply 5.
const KING_CAPTURED: &str = "a4-a3 c4-c3 b4-b2 d4-c4 b2-b4";
/// Brandubh, sides swapped in a match's game 2: the attackers capture the king on ply 7.
const GAME_TWO: &str = "b4-b1 c4-c1 d6-c6 e4-e1 c6-b6 d4-c4 a4-b4";

/// A session whose save is edited (mode / fields) and restored: how the tests get finished
/// games against the computer without depending on the computer's moves.
fn edited(s: &GameSession, edit: impl FnOnce(&mut Value)) -> Arc<GameSession> {
    let mut doc: Value = serde_json::from_str(&s.save()).unwrap();
    edit(&mut doc);
    GameSession::restore(doc.to_string()).unwrap()
}

fn vs_hard(side: &str) -> impl FnOnce(&mut Value) + '_ {
    move |doc: &mut Value| {
        doc["mode"] =
            serde_json::json!({"kind": "vs-computer", "human_side": side, "level": "hard"});
    }
}

#[test]
fn a_finished_game_counts_once_whatever_undo_redo_and_saves_do() {
    let tally = ScoreTally::new();
    let s = session(Mode::TwoPlayers, false);
    play_all(&s, "a4-a3 c4-c3");
    assert!(
        tally.record(s.clone()).is_empty(),
        "a running game counts nothing"
    );
    let before_end = s.save();
    play_all(&s, "b4-b2 d4-c4 b2-b4");
    let saved_uncounted = s.save();

    let counted = tally.record(s.clone());
    assert_eq!(
        counted,
        vec![FinishedGame {
            preset: Some(Preset::Brandubh),
            rules: None,
            variant_key: "brandubh".into(),
            variant_name: "Brandubh".into(),
            mode: Mode::TwoPlayers,
            status: GameStatus::AttackersWon,
            reason: EndReason::KingCaptured,
            match_game: None,
        }]
    );
    assert!(tally.record(s.clone()).is_empty());
    assert_eq!(s.take_finished_result(), None);

    // Undo after the end and redo: the same game, not counted again.
    s.undo().unwrap();
    assert!(tally.record(s.clone()).is_empty());
    s.redo().unwrap();
    assert!(tally.record(s.clone()).is_empty());
    // Undo, play something else, take it back and end the game again by playing: still the
    // same game.
    s.undo().unwrap();
    play_all(&s, "b2-b1");
    assert_eq!(s.snapshot().status, GameStatus::Ongoing);
    assert!(tally.record(s.clone()).is_empty());
    s.undo().unwrap();
    play_all(&s, "b2-b4");
    assert_eq!(s.snapshot().status, GameStatus::AttackersWon);
    assert!(tally.record(s.clone()).is_empty());

    // Process death after counting: the restored session does not count it again.
    let restored = GameSession::restore(s.save()).unwrap();
    assert!(tally.record(restored.clone()).is_empty());
    assert_eq!(restored.snapshot(), s.snapshot());
    // A save taken before the result was counted still counts (once).
    let earlier = GameSession::restore(saved_uncounted).unwrap();
    assert_eq!(tally.record(earlier.clone()).len(), 1);
    assert!(tally.record(earlier).is_empty());
    // A save from before the end: the game finishes after the restore and counts once.
    let early = GameSession::restore(before_end).unwrap();
    play_all(&early, "b4-b2 d4-c4 b2-b4");
    assert_eq!(tally.record(early.clone()).len(), 1);
    assert!(tally.record(early).is_empty());

    assert_eq!(
        tally.rows(),
        vec![TallyRow {
            preset: Some(Preset::Brandubh),
            rules: None,
            variant_key: "brandubh".into(),
            variant_name: "Brandubh".into(),
            score: TallyScore::TwoPlayers {
                attacker_wins: 3,
                defender_wins: 0,
                draws: 0
            },
        }]
    );
}

#[test]
fn take_finished_result_hands_out_a_result_once() {
    let s = session(Mode::TwoPlayers, false);
    assert_eq!(s.take_finished_result(), None);
    play_all(&s, KING_CAPTURED);
    let first = s.take_finished_result().expect("the finished game");
    assert_eq!(first.status, GameStatus::AttackersWon);
    assert_eq!(s.take_finished_result(), None);
    // The flag lives in the save.
    let doc: Value = serde_json::from_str(&s.save()).unwrap();
    assert_eq!(doc["counted"], Value::Bool(true));
    assert_eq!(
        GameSession::restore(s.save())
            .unwrap()
            .take_finished_result(),
        None
    );
}

#[test]
fn saves_without_the_counted_flag_and_rules_still_load() {
    let s = session(Mode::TwoPlayers, true);
    play_all(&s, KING_CAPTURED);
    let mut doc: Value = serde_json::from_str(&s.save()).unwrap();
    let top = doc.as_object_mut().unwrap();
    assert!(top.remove("counted").is_some());
    assert!(top.remove("rules").is_some());
    assert!(doc["match"]
        .as_object_mut()
        .unwrap()
        .remove("first_counted")
        .is_some());
    let old = GameSession::restore(doc.to_string()).unwrap();
    assert_eq!(old.snapshot(), s.snapshot());
    assert_eq!(old.rules_info().preset, Some(Preset::Brandubh));
    assert_eq!(ScoreTally::new().record(old).len(), 1);
}

#[test]
fn computer_games_count_for_the_human_at_the_level_and_side() {
    let tally = ScoreTally::new();
    let two = session(Mode::TwoPlayers, false);
    play_all(&two, KING_CAPTURED);
    let won = edited(&two, vs_hard("attackers"));
    let lost = edited(&two, vs_hard("defenders"));
    let counted = tally.record(won.clone());
    assert_eq!(counted.len(), 1);
    assert_eq!(
        counted[0].mode,
        Mode::VsComputer {
            human_side: Side::Attackers,
            level: Level::Hard
        }
    );
    assert_eq!(tally.record(lost.clone()).len(), 1);
    assert_eq!(tally.record(lost).len(), 0);
    assert_eq!(
        tally.rows().iter().map(|r| r.score).collect::<Vec<_>>(),
        vec![
            TallyScore::VsComputer {
                level: Level::Hard,
                human_side: Side::Attackers,
                human_wins: 1,
                draws: 0,
                human_losses: 0
            },
            TallyScore::VsComputer {
                level: Level::Hard,
                human_side: Side::Defenders,
                human_wins: 0,
                draws: 0,
                human_losses: 1
            },
        ]
    );
}

#[test]
fn each_game_of_a_match_counts_with_the_sides_of_that_game() {
    let tally = ScoreTally::new();
    let m = session(Mode::TwoPlayers, true);
    play_all(&m, KING_CAPTURED);
    let after_game_one = tally.record(m.clone());
    assert_eq!(after_game_one.len(), 1);
    assert_eq!(after_game_one[0].match_game, Some(1));
    m.next_match_game().unwrap();
    assert!(tally.record(m.clone()).is_empty(), "game 1 was counted");
    play_all(&m, GAME_TWO);
    let restored = GameSession::restore(m.save()).unwrap();
    let game_two = tally.record(restored.clone());
    assert_eq!(game_two.len(), 1);
    assert_eq!(game_two[0].match_game, Some(2));
    assert!(tally.record(restored).is_empty());
    assert!(
        tally.record(m.clone()).len() == 1,
        "the original session still holds game 2"
    );

    // Against the computer, with neither game counted before game 2 ended: both count, game 1
    // with the human on the attackers' side, game 2 on the defenders'.
    let vs = edited(&m, |doc| {
        vs_hard("attackers")(doc);
        doc["counted"] = Value::Bool(false);
        doc["match"]["first_counted"] = Value::Bool(false);
    });
    let fresh = ScoreTally::new();
    let both = fresh.record(vs);
    assert_eq!(
        both.iter()
            .map(|g| (g.match_game, g.mode, g.status))
            .collect::<Vec<_>>(),
        vec![
            (
                Some(1),
                Mode::VsComputer {
                    human_side: Side::Attackers,
                    level: Level::Hard
                },
                GameStatus::AttackersWon
            ),
            (
                Some(2),
                Mode::VsComputer {
                    human_side: Side::Defenders,
                    level: Level::Hard
                },
                GameStatus::AttackersWon
            ),
        ]
    );
    let scores: Vec<TallyScore> = fresh.rows().iter().map(|r| r.score).collect();
    assert_eq!(
        scores,
        vec![
            TallyScore::VsComputer {
                level: Level::Hard,
                human_side: Side::Attackers,
                human_wins: 1,
                draws: 0,
                human_losses: 0
            },
            TallyScore::VsComputer {
                level: Level::Hard,
                human_side: Side::Defenders,
                human_wins: 0,
                draws: 0,
                human_losses: 1
            },
        ]
    );
}

#[test]
fn the_tally_round_trips_resets_and_rejects_bad_documents() {
    let tally = ScoreTally::new();
    let empty = tally.to_json();
    let doc: Value = serde_json::from_str(&empty).unwrap();
    assert_eq!(doc["format"], "tafl-tally");
    assert_eq!(doc["version"], 1);
    assert_eq!(doc["entries"], Value::Array(vec![]));

    let s = session(Mode::TwoPlayers, false);
    play_all(&s, KING_CAPTURED);
    tally.record(s);
    let text = tally.to_json();
    let back = ScoreTally::restore(text.clone()).unwrap();
    assert_eq!(back.rows(), tally.rows());
    assert_eq!(back.to_json(), text);
    back.reset();
    assert!(back.rows().is_empty());
    assert_eq!(back.to_json(), empty);
    assert_eq!(tally.rows().len(), 1, "reset touched only its own tally");

    let err = |text: &str| ScoreTally::restore(text.to_string()).unwrap_err();
    assert_eq!(err("nonsense"), TaflError::CorruptSave);
    assert_eq!(err(""), TaflError::CorruptSave);
    assert_eq!(
        err(r#"{"format":"tafl-session","version":1,"entries":[]}"#),
        TaflError::CorruptSave
    );
    assert_eq!(
        err(r#"{"format":"tafl-tally","version":7,"entries":[]}"#),
        TaflError::UnsupportedVersion
    );
    assert_eq!(
        err(&text.replace("brandubh", "chess")),
        TaflError::UnknownPreset
    );
    assert_eq!(
        err(&text.replace("attacker_wins", "human_wins")),
        TaflError::CorruptSave
    );
    // Computer rows at a level the apps do not offer are damage, not a crash.
    let random = r#"{"format":"tafl-tally","version":1,"entries":[{"variant":{"preset":"tablut"},
        "opponent":{"kind":"computer","level":"random","human_side":"attackers"},
        "human_wins":1,"draws":0,"human_losses":0}]}"#;
    assert_eq!(err(random), TaflError::CorruptSave);
    let easy = random.replace("random", "easy");
    assert_eq!(
        ScoreTally::restore(easy).unwrap().rows()[0].score,
        TallyScore::VsComputer {
            level: Level::Easy,
            human_side: Side::Attackers,
            human_wins: 1,
            draws: 0,
            human_losses: 0
        }
    );
}
