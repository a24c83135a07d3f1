//! The analysis board: a position set up by hand (refused with the reason when it has no king,
//! a piece where it may not stand, or is already decided), moves for both sides, and the engine
//! analysing in the background, cancellably, in words.

use std::time::{Duration, Instant};
use tafl_core::controller::{
    Busy, Coord, GameConfig, GameController, GameError, Status, TapOutcome, Turn,
};
use tafl_core::{Piece, Preset, Side};

/// Brandubh with an attacker on g2 and the king on g4: the king reaches g7 at once.
const KING_NEAR_G7: &str = "/7/6t/7/6K/7/7/7/";

fn c(name: &str) -> Coord {
    Coord::parse(name).unwrap()
}

fn brandubh() -> GameConfig {
    GameConfig::two_players(Preset::Brandubh)
}

/// Waits until the view satisfies `done` (the analysis runs on its own thread).
fn wait_for(board: &GameController, done: impl Fn(&tafl_core::controller::GameView) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while !done(&board.view()) {
        assert!(
            Instant::now() < deadline,
            "the analysis did not get there: {:?}",
            board.view().analysis
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn a_set_up_is_refused_with_its_reason_and_kept_open() {
    let board = GameController::analysis(brandubh(), None, None).unwrap();
    board.setup_begin().unwrap();
    let view = board.view();
    assert!(matches!(
        view.status,
        Status::SettingUp {
            side: Side::Attackers
        }
    ));
    assert_eq!(view.headline, "Setting up the board — Attackers to move");
    assert!(!view.board.enabled);
    assert_eq!(board.tap(c("d2")), Ok(TapOutcome::Ignored));
    // No replay over a set-up (found by the controller fuzz target).
    assert_eq!(board.replay_to(0), Err(GameError::ReadOnly));
    assert_eq!(board.replay_step(false), Err(GameError::ReadOnly));

    board.setup_put(c("d4"), None).unwrap();
    assert_eq!(board.setup_done(), Err(GameError::NoKing));
    for (lang, text) in [
        ("en", "The position needs a king."),
        ("et", "Seisus peab olema kuningas."),
        ("ru", "В позиции должен быть король."),
    ] {
        board.set_language(lang.to_string());
        assert_eq!(board.view().message.unwrap().text, text);
    }
    board.set_language("en".into());
    board.setup_put(c("e5"), Some(Piece::King)).unwrap();
    board.setup_put(c("d4"), Some(Piece::Attacker)).unwrap();
    assert_eq!(board.setup_done(), Err(GameError::RestrictedSquare));
    assert_eq!(
        board.view().message.unwrap().text,
        "That piece may not stand on d4."
    );
    board.setup_put(c("d4"), None).unwrap();
    board.setup_put(c("a7"), Some(Piece::King)).unwrap();
    assert_eq!(board.setup_done(), Err(GameError::AlreadyDecided));
    assert_eq!(
        board.view().message.unwrap().text,
        "The game is already over in this position: Defenders won: the king escaped."
    );
    assert_eq!(
        board.setup_put(Coord::new(7, 0), Some(Piece::King)),
        Err(GameError::OffBoard)
    );

    // A lawful position: the king on c5, the defenders to move.
    board.setup_put(c("c5"), Some(Piece::King)).unwrap();
    board.setup_side(Side::Defenders).unwrap();
    board.setup_done().unwrap();
    let view = board.view();
    assert_eq!(view.board.cell(c("c5")).unwrap().piece, Some(Piece::King));
    assert_eq!(view.side_to_move, Side::Defenders);
    assert_eq!(view.ply, 0);
    assert_eq!(view.message, None);
    assert_eq!(view.headline, "To move: Defenders");

    // An empty board, and the start again.
    board.setup_clear().unwrap();
    assert!(board
        .view()
        .board
        .rows
        .iter()
        .flatten()
        .all(|cell| cell.piece.is_none()));
    board.setup_start_position().unwrap();
    board.setup_done().unwrap();
    assert_eq!(
        board.view().board.cell(c("d4")).unwrap().piece,
        Some(Piece::King)
    );
    board.setup_begin().unwrap();
    board.setup_put(c("d1"), None).unwrap();
    board.setup_cancel();
    assert_eq!(
        board.view().board.cell(c("d1")).unwrap().piece,
        Some(Piece::Attacker)
    );
}

#[test]
fn only_an_analysis_board_is_set_up_by_hand() {
    let game = GameController::new(brandubh()).unwrap();
    assert_eq!(game.setup_begin(), Err(GameError::ReadOnly));
    assert_eq!(game.setup_put(c("d4"), None), Err(GameError::ReadOnly));
    assert_eq!(
        game.view().board.cell(c("d4")).unwrap().piece,
        Some(Piece::King)
    );
    assert!(!game.view().is_analysis);
}

#[test]
fn a_position_from_text_is_checked() {
    for (text, side, error) in [
        ("nonsense", Side::Defenders, GameError::BadPosition),
        ("/7/6t/7/7/7/7/7/", Side::Defenders, GameError::NoKing),
        (
            "/7/7/7/7/7/7/6K/",
            Side::Attackers,
            GameError::AlreadyDecided,
        ),
        (
            "/K6/7/7/7/7/7/7/",
            Side::Attackers,
            GameError::AlreadyDecided,
        ),
    ] {
        assert_eq!(
            GameController::analysis(brandubh(), Some(text.to_string()), Some(side)).err(),
            Some(error),
            "{text}"
        );
    }
}

#[test]
fn the_engine_finds_the_kings_escape_and_both_sides_move() {
    let board = GameController::analysis(
        brandubh(),
        Some(KING_NEAR_G7.to_string()),
        Some(Side::Defenders),
    )
    .unwrap();
    let view = board.view();
    // Before `resume` the engine is not analysing: a hint may be asked for, as in a game.
    assert!(view.is_analysis && view.board.enabled && view.can_hint);
    let position = view.position.unwrap();
    assert_eq!(position.otn, KING_NEAR_G7);
    assert_eq!(
        position.share,
        "/7/6t/7/6K/7/7/7/ · Defenders to move · Brandubh"
    );
    assert_eq!(view.analysis, None, "nothing searched before resume()");
    board.resume();
    wait_for(&board, |v| {
        v.analysis.as_ref().is_some_and(|a| !a.searching)
    });
    let view = board.view();
    let analysis = view.analysis.unwrap();
    assert_eq!(
        (analysis.winner, analysis.win_in),
        (Some(Side::Defenders), Some(1))
    );
    assert_eq!(analysis.evaluation, "The defenders win in one move");
    assert!(analysis.for_attackers < 0);
    assert_eq!(
        analysis.best.map(|m| (m.from, m.to)),
        Some((c("g4"), c("g7")))
    );
    // Finished with this position: the engine rests.
    std::thread::sleep(Duration::from_millis(50));
    assert_eq!(board.busy(), Busy::Idle);

    // The person moves for the defenders, then for the attackers; the analysis follows.
    board.play(c("g4"), c("f4")).unwrap();
    board.play(c("g2"), c("f2")).unwrap();
    assert_eq!(board.view().side_to_move, Side::Defenders);
    wait_for(&board, |v| v.analysis.is_some());
    board.cancel();
    assert_eq!(board.busy(), Busy::Idle);
    board.set_language("ru".into());
    let view = board.view();
    assert!(
        view.analysis.as_ref().is_some_and(|a| !a.searching),
        "what was found stays shown"
    );
    assert!(view.position.unwrap().share.contains("ходят Защитники"));
}

#[test]
fn an_analysis_board_starts_from_the_shown_position_with_its_moves() {
    let game = GameController::new(brandubh()).unwrap();
    for (from, to) in [("a4", "a2"), ("d5", "b5"), ("a2", "a3")] {
        game.play(c(from), c(to)).unwrap();
    }
    game.replay_to(2).unwrap();
    let board = game.analysis_board();
    let view = board.view();
    assert_eq!(view.ply, 2);
    assert!(view.replay.is_none() && view.is_analysis && !view.can_redo);
    // Its own moves replay on it, still as the analysis board.
    board.replay_to(1).unwrap();
    assert!(board.view().is_analysis && board.view().replay.is_some());
    board.leave_replay().unwrap();
    board.resume();
    assert_eq!(board.busy(), Busy::Analysis);
    board.undo().unwrap();
    let view = board.view();
    assert_eq!(view.ply, 1);
    assert!(
        view.busy == Busy::Analysis && view.can_redo,
        "redo is offered while the engine analyses"
    );
    board.redo().unwrap();
    assert_eq!(board.view().ply, 2);
    board.cancel();
    // The game itself is untouched.
    assert_eq!(game.game().ply(), 3);
    assert_eq!(board.take_finished(), None, "analysis never counts");
}

/// Found by the controller fuzz target: the save of an analysis board restored as a game of two
/// players, without the analysis, the shared position or the rule against hints.
#[test]
fn an_analysis_board_saves_and_restores_as_one() {
    let board = GameController::analysis(
        brandubh(),
        Some(KING_NEAR_G7.to_string()),
        Some(Side::Attackers),
    )
    .unwrap();
    board.play(c("g2"), c("f2")).unwrap();
    let saved = board.save();
    let back = GameController::restore(saved.clone()).unwrap();
    let (view, restored) = (board.view(), back.view());
    assert!(restored.is_analysis && restored.board.enabled);
    assert_eq!(restored.position, view.position);
    assert_eq!(back.save(), saved);
    assert_eq!(back.game().ply(), 1);
    // A game's save is as it was: no analysis mark.
    let game = GameController::new(brandubh()).unwrap();
    assert!(!game.save().contains("analysis"));
    assert!(
        !GameController::restore(game.save())
            .unwrap()
            .view()
            .is_analysis
    );
}

#[test]
fn the_evaluation_says_who_is_better_in_every_language() {
    use tafl_core::controller::texts::evaluation;
    use tafl_core::words::Words;
    let en = Words::for_code("en");
    assert_eq!(evaluation(&en, 10, None), "About equal (0.1)");
    assert_eq!(
        evaluation(&en, -80, None),
        "The defenders are slightly better (+0.8)"
    );
    assert_eq!(
        evaluation(&en, 180, None),
        "The attackers are clearly better (+1.8)"
    );
    assert_eq!(
        evaluation(&en, -450, None),
        "The defenders are winning (+4.5)"
    );
    assert_eq!(
        evaluation(&en, 0, Some((Side::Attackers, 3))),
        "The attackers win in 3 moves"
    );
    let et = Words::for_code("et");
    assert_eq!(
        evaluation(&et, 180, None),
        "Ründajatel on selge eelis (+1,8)"
    );
    let ru = Words::for_code("ru");
    assert_eq!(
        evaluation(&ru, 0, Some((Side::Defenders, 2))),
        "Защитники выигрывают за 2 хода"
    );
}

/// A set-up begun after the game on the board ended is the person's to make: its turn is the
/// person's, not nobody's, as only a game that is over has nobody to move (found by the
/// controller fuzz target).
#[test]
fn a_set_up_after_the_game_ended_is_the_persons_turn() {
    let board = GameController::analysis(
        brandubh(),
        Some(KING_NEAR_G7.to_string()),
        Some(Side::Defenders),
    )
    .unwrap();
    board.play(c("g4"), c("g7")).unwrap();
    assert_eq!(board.view().turn, Turn::Nobody, "the king escaped");
    board.setup_begin().unwrap();
    let view = board.view();
    assert!(matches!(view.status, Status::SettingUp { .. }));
    assert_eq!(view.turn, Turn::Human);
    assert!(!view.board.enabled, "a set-up takes no moves");
    board.setup_cancel();
    assert_eq!(
        board.view().turn,
        Turn::Nobody,
        "the game under it is still over"
    );
}
