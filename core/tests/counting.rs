//! The score tally and the once-only hand-over of finished games: counting, undo/redo after the
//! end, save/restore of the game and of the tally, matches, old saves, bad tally documents, the
//! statistics cards. The app counts as `ScoreTally` below does (core/src/app).

use serde_json::Value;
use std::sync::{Arc, Mutex};
use std::thread;
use tafl_core::ai::Level;
use tafl_core::controller::{
    Coord, FinishedGame, GameConfig, GameController, GameError, GameView, Mode, RulesInfo, Status,
};
use tafl_core::game::{Outcome, Reason};
use tafl_core::tally::{
    Counts, Opponent, Tally, TallyCard, TallyEntry, TallyError, TallyLine, TallyVariant,
};
use tafl_core::words::Words;
use tafl_core::{Preset, Side};

/// Brandubh: the attackers capture the king beside the empty throne on ply 5.
const KING_CAPTURED: &str = "a4-a3 c4-c3 b4-b2 d4-c4 b2-b4";
/// Brandubh, sides swapped in a match's game 2: the attackers capture the king on ply 7 after
/// two soldiers of each side were taken.
const GAME_TWO: &str = "b4-b1 c4-c1 d6-c6 e4-e1 c6-b6 d4-c4 a4-b4";

fn c(name: &str) -> Coord {
    Coord::parse(name).unwrap()
}

fn play_all(g: &GameController, moves: &str) {
    for m in moves.split_whitespace() {
        let (from, to) = m.split_once('-').unwrap();
        g.play(c(from), c(to))
            .unwrap_or_else(|e| panic!("{m}: {e:?}"));
    }
}

fn two_players_config(preset: Preset) -> GameConfig {
    GameConfig::two_players(preset)
}

fn brandubh_info() -> RulesInfo {
    GameController::new(two_players_config(Preset::Brandubh))
        .unwrap()
        .rules_info()
}

/// The view without what belongs to the moment (the animation and sound marks, the message).
fn comparable(mut view: GameView) -> GameView {
    view.board.move_serial = 0;
    view.board.capture_signal = 0;
    view.board.sound = None;
    view.message = None;
    if let Some(last) = view.board.last_move.as_mut() {
        last.fresh = false;
    }
    view
}

/// A controller restored from `g`'s save after `edit` changed the document.
fn edited(g: &GameController, edit: impl FnOnce(&mut Value)) -> Arc<GameController> {
    let mut doc: Value = serde_json::from_str(&g.save()).unwrap();
    // Another game: its id is made from its text, as for a save written before saves had ids.
    doc.as_object_mut().unwrap().remove("id");
    edit(&mut doc);
    GameController::restore(doc.to_string()).unwrap()
}

/// The save edit that makes a game one against the hard computer, the human on `side`.
fn vs_hard(side: &str) -> impl FnOnce(&mut Value) + '_ {
    move |doc: &mut Value| {
        doc["mode"] =
            serde_json::json!({"kind": "vs-computer", "human_side": side, "level": "hard"});
    }
}

/// The app's counting: the games a controller hands out go into the tally, each key once.
#[derive(Clone, Debug, Default)]
struct ScoreTally(Arc<Mutex<Tally>>);

impl ScoreTally {
    fn new() -> ScoreTally {
        ScoreTally::default()
    }

    fn restore(json: String) -> Result<ScoreTally, GameError> {
        let tally = Tally::from_json(&json).map_err(|e| match e {
            TallyError::Corrupt(_) => GameError::CorruptSave,
            TallyError::UnsupportedVersion(_) => GameError::UnsupportedVersion,
            TallyError::UnknownPreset(_) => GameError::UnknownPreset,
        })?;
        Ok(ScoreTally(Arc::new(Mutex::new(tally))))
    }

    /// The games counted now (a game the tally knew already is not).
    fn record(&self, controller: Arc<GameController>) -> Vec<FinishedGame> {
        let mut tally = self.0.lock().unwrap();
        std::iter::from_fn(|| controller.take_finished())
            .filter(|game| tally.record_finished(game))
            .collect()
    }

    fn rows(&self) -> Vec<TallyEntry> {
        self.0.lock().unwrap().entries().to_vec()
    }

    fn cards(&self, language: String) -> Vec<TallyCard> {
        self.0.lock().unwrap().cards(&Words::for_code(&language))
    }

    fn to_json(&self) -> String {
        self.0.lock().unwrap().to_json()
    }

    fn reset(&self) {
        self.0.lock().unwrap().reset();
    }
}

fn game(two_game_match: bool) -> Arc<GameController> {
    GameController::new(GameConfig {
        two_game_match,
        ..two_players_config(Preset::Brandubh)
    })
    .unwrap()
}

const ATTACKERS_CAPTURED_THE_KING: Outcome = Outcome {
    winner: Some(Side::Attackers),
    reason: Reason::KingCaptured,
};

fn hard(human_side: Side) -> Mode {
    Mode::VsComputer {
        human_side,
        level: Level::Hard,
    }
}

fn vs_computer_counts(human_wins: u32, draws: u32, human_losses: u32) -> Counts {
    Counts::VsComputer {
        human_wins,
        draws,
        human_losses,
    }
}

/// The rows after the human won as the attackers and lost as the defenders against Hard.
fn won_as_attackers_lost_as_defenders() -> Vec<(Opponent, Counts)> {
    let hard = |human_side| Opponent::Computer {
        level: Level::Hard,
        human_side,
    };
    vec![
        (hard(Side::Attackers), vs_computer_counts(1, 0, 0)),
        (hard(Side::Defenders), vs_computer_counts(0, 0, 1)),
    ]
}

fn counts(tally: &ScoreTally) -> Vec<(Opponent, Counts)> {
    tally
        .rows()
        .into_iter()
        .map(|r| (r.opponent, r.counts))
        .collect()
}

#[test]
fn a_finished_game_counts_once_whatever_undo_redo_and_saves_do() {
    let tally = ScoreTally::new();
    let s = game(false);
    play_all(&s, "a4-a3 c4-c3");
    assert!(
        tally.record(s.clone()).is_empty(),
        "a running game counts nothing"
    );
    let before_end = s.save();
    play_all(&s, "b4-b2 d4-c4 b2-b4");
    let saved_uncounted = s.save();

    let counted = tally.record(s.clone());
    assert_eq!(counted.len(), 1);
    let finished = &counted[0];
    assert_eq!(
        finished,
        &FinishedGame {
            key: finished.key.clone(),
            rules: brandubh_info(),
            mode: Mode::TwoPlayers,
            outcome: ATTACKERS_CAPTURED_THE_KING,
            match_game: None,
            // The whole game for the history, and when it ended.
            game: finished.game.clone(),
            plies: 5,
            finished_at: finished.finished_at,
        }
    );
    let replayed = tafl_core::save::from_json(&finished.game).unwrap();
    assert_eq!(replayed.ply(), 5);
    assert_eq!(replayed.outcome(), Some(ATTACKERS_CAPTURED_THE_KING));
    assert!(
        finished.finished_at > 1_700_000_000,
        "seconds since 1970: {}",
        finished.finished_at
    );
    assert!(tally.record(s.clone()).is_empty());
    assert_eq!(s.take_finished(), None);

    // Undo after the end and redo: the same game, not counted again.
    s.undo().unwrap();
    assert!(tally.record(s.clone()).is_empty());
    s.redo().unwrap();
    assert!(tally.record(s.clone()).is_empty());
    // Undo, play something else, take it back and end the game again by playing: still the
    // same game.
    s.undo().unwrap();
    play_all(&s, "b2-b1");
    assert!(matches!(s.view().status, Status::ToMove { .. }));
    assert!(tally.record(s.clone()).is_empty());
    s.undo().unwrap();
    play_all(&s, "b2-b4");
    assert!(matches!(s.view().status, Status::Finished { .. }));
    assert!(tally.record(s.clone()).is_empty());

    // Process death after counting: the restored game does not count it again.
    let restored = GameController::restore(s.save()).unwrap();
    assert!(tally.record(restored.clone()).is_empty());
    assert_eq!(comparable(restored.view()), comparable(s.view()));
    // A save taken before the result was counted (the app died between writing the tally and
    // the game): the game hands it out again, and the tally, which knows its key, does not
    // count it again. A tally that never saw it counts it once.
    let earlier = GameController::restore(saved_uncounted.clone()).unwrap();
    assert!(tally.record(earlier).is_empty());
    let other = ScoreTally::new();
    let earlier = GameController::restore(saved_uncounted).unwrap();
    assert_eq!(other.record(earlier.clone()).len(), 1);
    assert!(other.record(earlier).is_empty());
    // A save from before the end: the same game, finished after the restore, is the same key.
    let early = GameController::restore(before_end.clone()).unwrap();
    play_all(&early, "b4-b2 d4-c4 b2-b4");
    assert!(tally.record(early).is_empty());
    let early = GameController::restore(before_end).unwrap();
    play_all(&early, "b4-b2 d4-c4 b2-b4");
    assert_eq!(ScoreTally::new().record(early).len(), 1);

    // One game, counted once.
    assert_eq!(
        tally.rows(),
        vec![TallyEntry {
            variant: TallyVariant::Preset(Preset::Brandubh),
            opponent: Opponent::TwoPlayers,
            counts: Counts::TwoPlayers {
                attacker_wins: 1,
                defender_wins: 0,
                draws: 0
            },
        }]
    );
}

#[test]
fn take_finished_hands_out_a_result_once() {
    let s = game(false);
    assert_eq!(s.take_finished(), None);
    play_all(&s, KING_CAPTURED);
    let first = s.take_finished().expect("the finished game");
    assert_eq!(first.outcome, ATTACKERS_CAPTURED_THE_KING);
    assert_eq!(s.take_finished(), None);
    // The flag lives in the save.
    let doc: Value = serde_json::from_str(&s.save()).unwrap();
    assert_eq!(doc["counted"], Value::Bool(true));
    assert_eq!(
        GameController::restore(s.save()).unwrap().take_finished(),
        None
    );
}

#[test]
fn threads_recording_at_once_count_a_game_once() {
    let s = game(true);
    play_all(&s, KING_CAPTURED);
    s.next_match_game().unwrap();
    play_all(&s, KING_CAPTURED);
    let tally = ScoreTally::new();
    let counted: usize = (0..6)
        .map(|_| {
            let (tally, s) = (tally.clone(), s.clone());
            thread::spawn(move || tally.record(s).len())
        })
        .collect::<Vec<_>>()
        .into_iter()
        .map(|h| h.join().unwrap())
        .sum();
    assert_eq!(counted, 2, "both games of the match, once each");
    assert_eq!(
        counts(&tally),
        vec![(
            Opponent::TwoPlayers,
            Counts::TwoPlayers {
                attacker_wins: 2,
                defender_wins: 0,
                draws: 0
            }
        )]
    );
}

#[test]
fn saves_without_the_counted_flag_and_rules_still_load() {
    let s = game(true);
    play_all(&s, KING_CAPTURED);
    let mut doc: Value = serde_json::from_str(&s.save()).unwrap();
    let top = doc.as_object_mut().unwrap();
    assert!(top.remove("counted").is_some());
    assert!(top.remove("rules").is_some());
    assert!(top.remove("choice").is_some());
    assert!(doc["match"]
        .as_object_mut()
        .unwrap()
        .remove("first_counted")
        .is_some());
    let old = GameController::restore(doc.to_string()).unwrap();
    assert_eq!(comparable(old.view()), comparable(s.view()));
    assert_eq!(old.rules_info().preset, Some(Preset::Brandubh));
    assert_eq!(ScoreTally::new().record(old).len(), 1);
}

#[test]
fn computer_games_count_for_the_human_at_the_level_and_side() {
    let tally = ScoreTally::new();
    let two = game(false);
    play_all(&two, KING_CAPTURED);
    let won = edited(&two, vs_hard("attackers"));
    let lost = edited(&two, vs_hard("defenders"));
    let counted = tally.record(won.clone());
    assert_eq!(counted.len(), 1);
    assert_eq!(counted[0].mode, hard(Side::Attackers));
    assert_eq!(tally.record(lost.clone()).len(), 1);
    assert_eq!(tally.record(lost).len(), 0);
    assert_eq!(counts(&tally), won_as_attackers_lost_as_defenders());
}

#[test]
fn each_game_of_a_match_counts_with_the_sides_of_that_game() {
    let tally = ScoreTally::new();
    let m = game(true);
    play_all(&m, KING_CAPTURED);
    let after_game_one = tally.record(m.clone());
    assert_eq!(after_game_one.len(), 1);
    assert_eq!(after_game_one[0].match_game, Some(1));
    m.next_match_game().unwrap();
    assert!(tally.record(m.clone()).is_empty(), "game 1 was counted");
    play_all(&m, GAME_TWO);
    let restored = GameController::restore(m.save()).unwrap();
    let game_two = tally.record(restored.clone());
    assert_eq!(game_two.len(), 1);
    assert_eq!(game_two[0].match_game, Some(2));
    assert!(tally.record(restored).is_empty());
    assert!(
        tally.record(m.clone()).is_empty(),
        "the original controller hands game 2 out too; the tally knows its key"
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
            .map(|g| (g.match_game, g.mode, g.outcome))
            .collect::<Vec<_>>(),
        vec![
            (Some(1), hard(Side::Attackers), ATTACKERS_CAPTURED_THE_KING),
            (Some(2), hard(Side::Defenders), ATTACKERS_CAPTURED_THE_KING),
        ]
    );
    assert_eq!(counts(&fresh), won_as_attackers_lost_as_defenders());
}

#[test]
fn undo_redo_and_saves_between_the_match_games_count_each_once() {
    let tally = ScoreTally::new();
    let m = game(true);
    play_all(&m, KING_CAPTURED);
    // Game 1 is over but not counted when game 2 starts; it is counted afterwards, once.
    m.next_match_game().unwrap();
    let saved = m.save();
    assert_eq!(tally.record(m.clone()).len(), 1);
    // Game 2, undone to its start and replayed, counts once.
    play_all(&m, KING_CAPTURED);
    for _ in 0..5 {
        m.undo().unwrap();
    }
    assert_eq!(m.undo(), Err(GameError::NothingToUndo), "game 1 stays over");
    assert!(tally.record(m.clone()).is_empty());
    for _ in 0..5 {
        m.redo().unwrap();
    }
    let games: Vec<_> = tally.record(m.clone());
    assert_eq!(
        games.iter().map(|g| g.match_game).collect::<Vec<_>>(),
        [Some(2)]
    );
    m.undo().unwrap();
    m.redo().unwrap();
    assert!(tally.record(m.clone()).is_empty());
    assert!(tally
        .record(GameController::restore(m.save()).unwrap())
        .is_empty());
    // The save from before game 1 was counted still holds it once.
    let again = GameController::restore(saved).unwrap();
    assert_eq!(
        ScoreTally::new()
            .record(again.clone())
            .iter()
            .map(|g| g.match_game)
            .collect::<Vec<_>>(),
        [Some(1)]
    );
    assert!(ScoreTally::new().record(again).is_empty());
}

#[test]
fn the_tally_round_trips_resets_and_rejects_bad_documents() {
    let tally = ScoreTally::new();
    let empty = tally.to_json();
    let doc: Value = serde_json::from_str(&empty).unwrap();
    assert_eq!(doc["format"], "tafl-tally");
    assert_eq!(doc["version"], 1);
    assert_eq!(doc["entries"], Value::Array(vec![]));

    let s = game(false);
    play_all(&s, KING_CAPTURED);
    tally.record(s);
    let text = tally.to_json();
    let back = ScoreTally::restore(text.clone()).unwrap();
    assert_eq!(back.rows(), tally.rows());
    assert_eq!(back.to_json(), text);
    back.reset();
    assert!(back.rows().is_empty());
    let reset: Value = serde_json::from_str(&back.to_json()).unwrap();
    assert_eq!(reset["entries"], Value::Array(vec![]));
    assert_eq!(
        reset["counted"].as_array().map(Vec::len),
        Some(1),
        "a reset forgets the counts, not which games were counted"
    );
    assert_eq!(tally.rows().len(), 1, "reset touched only its own tally");

    let err = |text: &str| ScoreTally::restore(text.to_string()).unwrap_err();
    assert_eq!(err("nonsense"), GameError::CorruptSave);
    assert_eq!(err(""), GameError::CorruptSave);
    assert_eq!(
        err(r#"{"format":"tafl-session","version":1,"entries":[]}"#),
        GameError::CorruptSave
    );
    assert_eq!(
        err(r#"{"format":"tafl-tally","version":7,"entries":[]}"#),
        GameError::UnsupportedVersion
    );
    assert_eq!(
        err(&text.replace("brandubh", "chess")),
        GameError::UnknownPreset
    );
    assert_eq!(
        err(&text.replace("attacker_wins", "human_wins")),
        GameError::CorruptSave
    );
    let twice = text.replace(
        "\"entries\": [",
        &format!(
            "\"entries\": [{},",
            serde_json::from_str::<Value>(&text).unwrap()["entries"][0]
        ),
    );
    assert_eq!(err(&twice), GameError::CorruptSave, "a row listed twice");
    // A level that does not exist is damage, not a crash; the Random level of the terminal's
    // computer crosses the FFI as it is (the apps show rows through `cards`).
    let row = |level: &str| {
        format!(
            r#"{{"format":"tafl-tally","version":1,"entries":[{{"variant":{{"preset":"tablut"}},
        "opponent":{{"kind":"computer","level":"{level}","human_side":"attackers"}},
        "human_wins":1,"draws":0,"human_losses":0}}]}}"#
        )
    };
    assert_eq!(err(&row("grandmaster")), GameError::CorruptSave);
    for (name, level) in [("random", Level::Random), ("easy", Level::Easy)] {
        let rows = ScoreTally::restore(row(name)).unwrap().rows();
        assert_eq!(
            (rows[0].opponent, rows[0].counts),
            (
                Opponent::Computer {
                    level,
                    human_side: Side::Attackers
                },
                vs_computer_counts(1, 0, 0)
            )
        );
    }
}

#[test]
fn the_statistics_cards_word_the_rows_in_every_language() {
    let tally = ScoreTally::new();
    let two = game(false);
    play_all(&two, KING_CAPTURED);
    tally.record(edited(&two, vs_hard("defenders")));
    tally.record(two);
    let cards = tally.cards("en".into());
    assert_eq!(
        cards,
        vec![TallyCard {
            key: "brandubh".into(),
            title: "Brandubh".into(),
            lines: vec![
                TallyLine {
                    opponent: "Against the computer (Hard), you played Defenders".into(),
                    score: "Won 0 · drawn 0 · lost 1".into(),
                    games: 1,
                },
                TallyLine {
                    opponent: "Two players".into(),
                    score: "Attackers won 1 · defenders won 0 · draws 0".into(),
                    games: 1,
                },
            ],
        }]
    );
    let et = tally.cards("et-EE".into());
    assert_eq!(et[0].lines[1].opponent, "Kaks mängijat");
    assert_eq!(et[0].lines[0].score, "Võite 0 · viike 0 · kaotusi 1");
    let ru = tally.cards("ru".into());
    assert_eq!(ru[0].lines[1].opponent, "Два игрока");
    assert_eq!(
        ru[0].lines[1].score,
        "Победы нападающих 1 · победы защитников 0 · ничьи 0"
    );
    assert_eq!(
        tally.cards("xx".into()),
        cards,
        "unknown languages are English"
    );
    assert!(ScoreTally::new().cards("en".into()).is_empty());
}
