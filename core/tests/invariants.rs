//! Invariants over many random games played through the game controller, the way the apps
//! drive it: every preset and random custom rules, two players and against the computer.
//!
//! - every computer move is legal in the position it was searched in;
//! - undo then redo gives back the identical game (position hash, captures, result);
//! - save → restore gives the same game and the same save, also while the computer thinks;
//! - the game ends exactly when the rules say: each result is checked against the position
//!   and history independently of the code that declared it, and a running game has none of
//!   the ends;
//! - the record, replayed into a fresh game, ends the same way.
//!
//! `TAFL_INVARIANT_GAMES` sets the number of games (10,000 by default).

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;
use tafl_core::ai::Level;
use tafl_core::controller::{Busy, GameConfig, GameController, Mode, TapOutcome, Turn};
use tafl_core::game::{Outcome, Reason};
use tafl_core::rules::{Escape, KingCapture, NoMoves, Repetition};
use tafl_core::{otr, Game, Piece, PieceSet, Preset, Rules, Side, Variant};

const WAIT: Duration = Duration::from_secs(60);
/// Random games can wander for thousands of plies on 11×11; the invariants are checked on every
/// ply up to here.
const MAX_PLIES: usize = 240;

fn games() -> usize {
    std::env::var("TAFL_INVARIANT_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(10_000)
}

/// Custom rules: a preset with its switches shuffled, kept only if the rules can be played and
/// written as an OpenTafl rules string (what the apps accept).
fn random_rules(rng: &mut StdRng) -> Option<String> {
    let base = Preset::ALL[rng.random_range(0..Preset::ALL.len())];
    let mut r: Rules = base.rules();
    let any_set = |rng: &mut StdRng| PieceSet(rng.random_range(0..8));
    let capture = |rng: &mut StdRng| {
        if rng.random_bool(0.5) {
            KingCapture::Four
        } else {
            KingCapture::ThreeAndThrone
        }
    };
    r.name = format!("Shuffled {}", base.id());
    r.first = if rng.random_bool(0.5) {
        Side::Attackers
    } else {
        Side::Defenders
    };
    r.escape = if rng.random_bool(0.5) {
        Escape::Corner
    } else {
        Escape::Edge
    };
    r.corners = r.escape == Escape::Corner || rng.random_bool(0.5);
    r.throne_cross = any_set(rng);
    r.throne_land = PieceSet(r.throne_cross.0 & rng.random_range(0..8));
    r.throne_hostile_empty = any_set(rng);
    r.throne_hostile_occupied = any_set(rng);
    r.corner_land = PieceSet(rng.random_range(0..8)).with(Piece::King);
    r.corner_hostile = any_set(rng);
    r.king_armed = rng.random_bool(0.5);
    // The king's capture as an OpenTafl rules string can write it: like a soldier, Copenhagen's
    // or the strong king.
    let (on, beside, elsewhere, edge) = match rng.random_range(0..3) {
        0 => (KingCapture::Two, KingCapture::Two, KingCapture::Two, true),
        1 => (
            KingCapture::Four,
            KingCapture::ThreeAndThrone,
            KingCapture::Two,
            true,
        ),
        _ => (KingCapture::Four, capture(rng), KingCapture::Four, false),
    };
    r.king_capture_on_throne = on;
    r.king_capture_beside_throne = beside;
    r.king_capture_elsewhere = elsewhere;
    r.king_capture_on_edge = edge;
    r.shieldwall = rng.random_bool(0.3);
    r.exit_fort = rng.random_bool(0.3);
    r.encirclement = rng.random_bool(0.3);
    r.repetition = match rng.random_range(0..3) {
        0 => Repetition::None,
        1 => Repetition::Draw,
        _ => Repetition::MoverLoses,
    };
    r.no_capture_limit = None;
    r.no_moves = NoMoves::Loss;
    let text = otr::write_rules(&r).ok()?;
    // Only rules that read back as written: the string is what a player would type.
    (otr::parse_rules(&text).ok()? == r && Variant::new(r).is_ok()).then_some(text)
}

fn config(rng: &mut StdRng, index: usize) -> GameConfig {
    // One game in five tries custom rules (a few shuffles cannot be written as a rules string).
    let custom = if index % 5 == 4 {
        (0..4).find_map(|_| random_rules(rng))
    } else {
        None
    };
    let preset = Preset::ALL[rng.random_range(0..Preset::ALL.len())];
    let mode = if rng.random_bool(0.3) {
        Mode::VsComputer {
            human_side: if rng.random_bool(0.5) {
                Side::Attackers
            } else {
                Side::Defenders
            },
            // Mostly random moves (cheap); now and then a real, tiny search.
            level: if rng.random_bool(0.9) {
                Level::Random
            } else {
                Level::Easy
            },
        }
    } else {
        Mode::TwoPlayers
    };
    GameConfig {
        preset,
        rules: custom,
        mode,
        two_game_match: rng.random_bool(0.1),
        think_millis: Some(1),
        seed: Some(index as u64),
    }
}

/// What a game's identity is made of: the position, the history's length, the captures and
/// the result.
fn fingerprint(game: &Game) -> (u64, usize, usize, usize, Option<Outcome>) {
    (
        game.position().hash(),
        game.ply(),
        game.captures_by(Side::Attackers),
        game.captures_by(Side::Defenders),
        game.outcome(),
    )
}

/// The result the rules give, worked out from the position and the history without the code
/// that declared it: which end is checked first follows RULES.md (the board's ends, then
/// repetition, then the move limit).
fn expected_outcome(game: &Game) -> Option<Outcome> {
    let v = game.variant();
    let rules = v.rules();
    let pos = game.position();
    let board = match pos.king() {
        None => Some(Outcome::win(Side::Attackers, Reason::KingCaptured)),
        Some(k) if rules.is_escape(k) => Some(Outcome::win(Side::Defenders, Reason::KingEscaped)),
        // Exit fort and encirclement need the region analysis; the position's own answer is
        // taken for them, and checked to be one of the two.
        _ => pos
            .outcome(v)
            .filter(|o| matches!(o.reason, Reason::ExitFort | Reason::Encircled)),
    };
    if board.is_some() {
        return board;
    }
    if pos.legal_moves(v).is_empty() {
        return Some(match rules.no_moves {
            NoMoves::Loss => Outcome::win(pos.side_to_move().opponent(), Reason::NoLegalMove),
            NoMoves::Draw => Outcome::draw(Reason::NoLegalMove),
        });
    }
    let mut seen: HashMap<u64, usize> = HashMap::new();
    for h in game.history_hashes() {
        *seen.entry(*h).or_default() += 1;
    }
    if seen.get(&pos.hash()).copied().unwrap_or(0) >= 3 {
        let mover = pos.side_to_move().opponent();
        let by_rule = match rules.repetition {
            Repetition::None => None,
            Repetition::Draw => Some(Outcome::draw(Reason::Repetition)),
            Repetition::SideLoses(loser) => {
                Some(Outcome::win(loser.opponent(), Reason::Repetition))
            }
            Repetition::MoverLoses => Some(Outcome::win(mover.opponent(), Reason::Repetition)),
        };
        if by_rule.is_some() {
            return by_rule;
        }
    }
    match rules.no_capture_limit {
        Some(limit) if game.plies_since_capture() >= limit => {
            Some(Outcome::draw(Reason::MoveLimit))
        }
        _ => None,
    }
}

/// A person's move, by taps half of the time (piece, then target) and by `play` otherwise.
fn human_move(c: &GameController, rng: &mut StdRng) -> bool {
    let pieces = c.movable_pieces();
    if pieces.is_empty() {
        return false;
    }
    let from = pieces[rng.random_range(0..pieces.len())];
    let targets = c.targets(from).expect("a movable piece has targets");
    assert!(!targets.is_empty(), "{from} is movable but has no target");
    let to = targets[rng.random_range(0..targets.len())];
    if rng.random_bool(0.5) {
        assert_eq!(c.tap(from), Ok(TapOutcome::Selected));
        assert_eq!(c.tap(to), Ok(TapOutcome::Played));
    } else {
        c.play(from, to).expect("a target is a legal move");
    }
    true
}

fn computer_move(c: &GameController) {
    let before = c.game();
    c.start_computer().expect("the computer's turn");
    assert!(
        c.wait_until_idle(WAIT.as_millis() as u64),
        "the computer did not move"
    );
    let after = c.game();
    assert_eq!(after.ply(), before.ply() + 1);
    let played = after.last_move().expect("a move").mv;
    assert!(
        before.legal_moves().contains(&played),
        "the computer played {played}, which is not legal"
    );
}

fn check_restore(c: &GameController) {
    let saved = c.save();
    let restored = GameController::restore(saved.clone()).expect("a save restores");
    assert_eq!(fingerprint(&restored.game()), fingerprint(&c.game()));
    assert_eq!(restored.save(), saved);
}

fn check_undo_redo(c: &GameController) {
    let game = c.game();
    let now = fingerprint(&game);
    if c.undo().is_ok() {
        assert!(c.game().ply() < now.1);
        c.redo().expect("what undo took back can be redone");
        assert_eq!(
            fingerprint(&c.game()),
            now,
            "undo then redo changed the game {:?} (record: {}; now {})",
            c.config(),
            tafl_core::notation::write_record(&game),
            tafl_core::notation::write_record(&c.game())
        );
    }
}

/// A save taken while the computer thinks is the game as it was before its move. True when
/// the search was surely still running as the save was made (a random move may come first).
fn check_save_mid_search(c: &GameController) -> bool {
    let before = fingerprint(&c.game());
    c.start_computer().expect("the computer's turn");
    let saved = c.save();
    let mid_search = c.busy() == Busy::ComputerMove;
    assert!(c.wait_until_idle(WAIT.as_millis() as u64));
    let after = fingerprint(&c.game());
    let restored = GameController::restore(saved.clone()).expect("a save made mid-search restores");
    let state = fingerprint(&restored.game());
    if mid_search {
        assert_eq!(state, before, "a save made while the computer thinks");
        assert_eq!(restored.turn(), Turn::Computer);
    } else {
        assert!(
            state == before || state == after,
            "a save made around the computer's move"
        );
    }
    mid_search
}

/// What a game did, for the test's summary.
#[derive(Clone, Copy, Debug, Default)]
struct Played {
    plies: usize,
    finished: bool,
    custom: bool,
    saves_mid_search: usize,
}

fn play_one(index: usize) -> Played {
    let mut rng = StdRng::seed_from_u64(0x7AF1 ^ index as u64);
    let config = config(&mut rng, index);
    let c = GameController::new(config.clone()).expect("a valid config");
    let mut plies = 0;
    let mut saves_mid_search = 0;
    loop {
        let game = c.game();
        assert_eq!(
            game.outcome(),
            expected_outcome(&game),
            "game {index} ({:?}), ply {}: the result is not the rules' (record: {})",
            config.rules.as_deref().unwrap_or(config.preset.id()),
            game.ply(),
            tafl_core::notation::write_record(&game)
        );
        if game.is_over() {
            if c.next_match_game().is_ok() {
                continue;
            }
            break;
        }
        if plies >= MAX_PLIES {
            break;
        }
        match c.turn() {
            Turn::Computer if rng.random_bool(0.05) => {
                saves_mid_search += usize::from(check_save_mid_search(&c));
            }
            Turn::Computer => computer_move(&c),
            _ => assert!(human_move(&c, &mut rng), "an ongoing game has a legal move"),
        }
        plies += 1;
        if rng.random_bool(0.05) {
            check_undo_redo(&c);
        }
        if rng.random_bool(0.02) {
            check_restore(&c);
        }
    }
    assert_eq!(c.busy(), Busy::Idle);
    // The record, replayed into a fresh game of the same rules, ends the same way.
    let game = c.game();
    let mut replay = Game::from_variant(Arc::clone(game.variant()));
    for p in game.moves() {
        replay.play(p.mv).expect("a recorded move replays");
    }
    assert_eq!(fingerprint(&replay), fingerprint(&game));
    check_restore(&c);
    Played {
        plies,
        finished: game.is_over(),
        custom: config.rules.is_some(),
        saves_mid_search,
    }
}

#[test]
fn random_games_through_the_controller_keep_every_invariant() {
    let n = games();
    let threads = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .min(8);
    let results: Vec<Played> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| scope.spawn(move || (t..n).step_by(threads).map(play_one).collect::<Vec<_>>()))
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("no invariant broke"))
            .collect()
    });
    let plies: usize = results.iter().map(|r| r.plies).sum();
    let finished = results.iter().filter(|r| r.finished).count();
    let custom = results.iter().filter(|r| r.custom).count();
    let mid_search: usize = results.iter().map(|r| r.saves_mid_search).sum();
    println!(
        "{n} games ({custom} with random custom rules), {plies} plies, {finished} played to \
         their end, {mid_search} saves made while the computer thought"
    );
    assert_eq!(results.len(), n);
    assert!(
        finished * 4 >= n,
        "too few games reached an end: {finished} of {n}"
    );
    assert!(
        custom * 10 >= n,
        "too few custom rule sets: {custom} of {n}"
    );
    assert!(
        mid_search * 100 >= n,
        "too few saves mid-search: {mid_search} in {n} games"
    );
}
