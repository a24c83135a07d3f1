//! The analysis board through the FFI: from a position in text, the engine's words arrive
//! through the listener on a thread of the core's, and stop with cancel().

mod common;

use common::c;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use tafl_core::controller::{Busy, GameConfig};
use tafl_core::{Preset, Side};
use tafl_ffi::{GameController, Listener};

#[derive(Default)]
struct Count(AtomicUsize);

impl Listener for Count {
    fn changed(&self) {
        self.0.fetch_add(1, Ordering::SeqCst);
    }
}

#[test]
fn the_analysis_board_analyses_in_the_background_and_shares_its_position() {
    let board = GameController::analysis(
        GameConfig::two_players(Preset::Brandubh),
        Some("/7/6t/7/6K/7/7/7/".into()),
        Some(Side::Defenders),
    )
    .unwrap();
    let heard = Arc::new(Count::default());
    board.set_listener(Some(heard.clone()));
    board.set_language("et".into());
    board.resume();
    assert!(board.wait_until_idle(common::SEARCH_TIMEOUT_MILLIS));
    let view = board.view();
    let analysis = view.analysis.unwrap();
    assert_eq!(analysis.evaluation, "Kaitsjad võidavad ühe käiguga");
    assert_eq!(analysis.line, "g4-g7");
    assert!(
        heard.0.load(Ordering::SeqCst) >= 1,
        "the listener heard the analysis"
    );
    assert_eq!(view.position.unwrap().otn, "/7/6t/7/6K/7/7/7/");

    // From a game: the board of the shown position; the engine stops with cancel().
    let game = GameController::new(GameConfig::two_players(Preset::Copenhagen)).unwrap();
    let analysis = game.analysis_board();
    analysis.resume();
    assert_eq!(analysis.busy(), Busy::Analysis);
    analysis.cancel();
    assert_eq!(analysis.busy(), Busy::Idle);
    analysis.play(c("d1"), c("d3")).unwrap();
    assert_eq!(game.view().ply, 0, "the game is untouched");
}
