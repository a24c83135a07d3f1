//! Everything a screen shows of a game, as typed values and in the player's words: the board
//! (the one every page draws), the status, the match, the move list in numbered turns, the
//! captured pieces and which buttons apply. Built from the page on every call; the apps only
//! draw it.

use crate::board::{Arrow, ArrowKind, Cx, HintMark, Marks, Message, MoveMark, MoveTurn};
use crate::controller::config::{Mode, NewGameChoice, RulesInfo};
use crate::controller::matchplay::MatchStanding;
use crate::controller::page::{GamePage, Turn};
use crate::controller::texts;
use crate::game::Outcome;
use crate::types::{Piece, Side, Square};
use crate::words::Words;

/// What the computer is doing for the game in the background, if anything.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Busy {
    Idle,
    /// The computer is searching for its move.
    ComputerMove,
    /// A hint is being searched for the person to move.
    Hint,
    /// The analysis board's engine is analysing the position.
    Analysis,
}

/// The game's state in one value, for the status line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Status {
    /// Two players: `side` moves.
    ToMove { side: Side },
    /// Against the computer: the human (playing `side`) moves.
    YourMove { side: Side },
    /// The computer (playing `side`) is searching for its move.
    ComputerThinking { side: Side },
    /// The computer moves next but is not searching (the app is in the background).
    ComputerWaiting { side: Side },
    /// A hint for `side` is being searched.
    FindingHint { side: Side },
    /// A position is being set up by hand; `side` will move first.
    SettingUp { side: Side },
    /// The game is over.
    Finished { outcome: Outcome },
}

/// A game shown as it was after some move, read-only.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ReplayView {
    /// Moves shown: the position after this many (0 = the start).
    pub ply: u32,
    /// Moves in the game.
    pub plies: u32,
    pub can_back: bool,
    pub can_forward: bool,
    /// There is a game going on to go back to (not for a game from the history).
    pub can_leave: bool,
    /// "After move 12 of 40".
    pub position: String,
}

/// The analysis board's engine: who is better and by how much, the best move and the line.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct AnalysisView {
    /// The depth of the last completed iteration.
    pub depth: u32,
    /// The score for the attackers (centi-soldiers; positive: the attackers are better), for
    /// an evaluation bar.
    pub for_attackers: i32,
    /// A forced game end: the winner and in how many of its own moves.
    pub win_in: Option<u32>,
    pub winner: Option<Side>,
    /// "The defenders are clearly better (+1.8)", "The attackers win in 3 moves".
    pub evaluation: String,
    pub best: Option<MoveMark>,
    /// The principal variation in notation, moves separated by spaces.
    pub line: String,
    /// The engine is still looking deeper.
    pub searching: bool,
}

/// The position of an analysis board, to share.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PositionText {
    /// OpenTafl notation of the board, rank 1 first.
    pub otn: String,
    pub side_to_move: Side,
    /// "/3t3/…/ · Defenders to move · Brandubh", in the player's words.
    pub share: String,
}

/// Everything a game screen shows.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GameView {
    /// The rules' name in the player's language ("Copenhagen Hnefatafl", "X (custom rules)").
    pub title: String,
    pub rules: RulesInfo,
    pub mode: Mode,
    /// The choice this game was started with: the new-game dialog opens on it.
    pub choice: NewGameChoice,
    pub status: Status,
    /// The status in words: whose turn, or the result with its reason.
    pub headline: String,
    /// "Captured — by attackers: 1, by defenders: 0".
    pub captures_line: String,
    pub match_standing: Option<MatchStanding>,
    /// The match's score, or its winner once over.
    pub match_line: Option<String>,
    /// Why the last action was refused (a new game's rules included), until the next action.
    pub message: Option<Message>,
    /// The board of the position shown, with the last move, the hint (the whole move), the
    /// analysis engine's best move and the sound and vibration cues.
    pub board: BoardView,
    pub side_to_move: Side,
    pub turn: Turn,
    pub busy: Busy,
    pub ply: u32,
    pub plies_since_capture: u32,
    /// The moves so far in numbered turns.
    pub moves: Vec<MoveTurn>,
    /// The pieces each side has taken, in the order taken (the king included).
    pub captured_by_attackers: Vec<Piece>,
    pub captured_by_defenders: Vec<Piece>,
    /// Set while a position of the game is replayed (the board and status are of that position).
    pub replay: Option<ReplayView>,
    /// This is an analysis board (a person moves for both sides, the engine analyses).
    pub is_analysis: bool,
    /// The analysis board's engine, once it has something to say.
    pub analysis: Option<AnalysisView>,
    /// The analysis board's position as text, to share.
    pub position: Option<PositionText>,
    pub can_undo: bool,
    pub can_redo: bool,
    pub can_hint: bool,
    pub can_start_next_match_game: bool,
    /// The game is over and no match game follows: offer a new game.
    pub offer_new_game: bool,
    /// A move to judge: the engine's review of the game can be opened.
    pub can_review: bool,
}

use crate::board::BoardView;

/// The status of `p` while the board is `busy`.
pub(crate) fn status(p: &GamePage, busy: Busy) -> Status {
    let side = p.game.side_to_move();
    match (p.game.outcome(), p.turn(), busy) {
        (_, _, _) if p.setup.is_some() => Status::SettingUp {
            side: p.setup.as_ref().map_or(side, |d| d.side),
        },
        (Some(outcome), _, _) => Status::Finished { outcome },
        // A replayed position says only whose move it was.
        (None, _, _) if p.read_only() => Status::ToMove { side },
        (None, Turn::Computer, Busy::ComputerMove) => Status::ComputerThinking { side },
        (None, Turn::Computer, _) => Status::ComputerWaiting { side },
        (None, _, Busy::Hint) => Status::FindingHint { side },
        (None, _, _) if p.human_side().is_some() => Status::YourMove { side },
        (None, _, _) => Status::ToMove { side },
    }
}

pub(crate) fn headline(w: &Words, status: Status) -> String {
    let with_side = |id: &str, side: Side| w.format(id, &[("side", texts::side_id(side).into())]);
    match status {
        Status::ToMove { side } => with_side("status-to-move", side),
        Status::YourMove { side } => with_side("status-your-move", side),
        Status::ComputerThinking { side } => with_side("status-computer-thinking", side),
        Status::ComputerWaiting { side } => with_side("status-computer-waiting", side),
        Status::FindingHint { .. } => w.text("status-finding-hint"),
        Status::SettingUp { side } => with_side("status-setting-up", side),
        Status::Finished { outcome } => texts::result(w, outcome),
    }
}

/// What the engine found for the analysis board, kept by the page between views.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct AnalysisInfo {
    /// The position analysed.
    pub position: u64,
    pub depth: u32,
    /// For the side to move.
    pub score: i32,
    pub pv: Vec<crate::types::Move>,
    pub searching: bool,
}

/// The view of the game page `p` on its board `cx`.
pub(crate) fn build(p: &GamePage, cx: &Cx<GamePage>) -> GameView {
    let busy = cx.busy().unwrap_or(Busy::Idle);
    let w = &cx.words;
    let Some(shown) = p.replayed() else {
        let mut view = build_position(p, cx, busy, true);
        if p.analysis {
            view.is_analysis = true;
            let on_board = p.analysis_info.as_ref().filter(|a| {
                p.setup.is_none() && !p.game.is_over() && a.position == p.game.position().hash()
            });
            view.analysis = on_board.map(|a| analysis_view(p, w, a, busy));
            view.position = Some(position_text(p, w));
            if let Some(best) = view.analysis.as_ref().and_then(|a| a.best) {
                view.board.arrows.push(Arrow::of(best, ArrowKind::Best));
            }
        }
        return view;
    };
    let plies = p.game.ply() as u32;
    let ply = shown.game.ply() as u32;
    let mut view = build_position(&shown, cx, busy, false);
    // A replay on the analysis board is still the analysis board's.
    view.is_analysis = p.analysis;
    view.moves = crate::board::move_turns_of(&p.game);
    view.can_review = !p.game.moves().is_empty();
    view.replay = Some(ReplayView {
        ply,
        plies,
        can_back: ply > 0,
        can_forward: ply < plies,
        can_leave: !p.archived,
        position: w.format(
            "replay-position",
            &[("ply", ply.into()), ("plies", plies.into())],
        ),
    });
    view
}

fn build_position(p: &GamePage, cx: &Cx<GamePage>, busy: Busy, live: bool) -> GameView {
    let w = &cx.words;
    let game = &p.game;
    let status = status(p, busy);
    let vs_computer = p.human_side().is_some();
    let turn = p.turn();
    let standing = p.matchplay.as_ref().map(|m| m.standing(game));
    let person_to_move = turn == Turn::Human && busy != Busy::ComputerMove && !p.read_only();
    let pieces = |sq: Square| p.setup.as_ref().and_then(|d| d.pieces.get(&sq).copied());
    let board = cx.board_view(
        game,
        Marks {
            live,
            enabled: person_to_move && !game.is_over(),
            flipped: flipped(p, &cx.prefs),
            hint: p.hint.map(|m| HintMark {
                from: MoveMark::of(m).from,
                to: Some(MoveMark::of(m).to),
            }),
            pieces: p
                .setup
                .is_some()
                .then_some(&pieces as &dyn Fn(Square) -> Option<Piece>),
            ..Marks::default()
        },
    );
    GameView {
        title: texts::title(w, &p.ruleset.info()),
        rules: p.ruleset.info(),
        mode: p.config.mode,
        choice: p.choice.clone(),
        status,
        headline: headline(w, status),
        captures_line: w.format(
            "status-captures",
            &[
                ("by_attackers", game.captures_by(Side::Attackers).into()),
                ("by_defenders", game.captures_by(Side::Defenders).into()),
            ],
        ),
        match_line: standing
            .as_ref()
            .map(|m| texts::match_line(w, m, vs_computer)),
        match_standing: standing,
        message: cx.message(),
        board,
        side_to_move: game.side_to_move(),
        turn,
        busy,
        ply: game.ply() as u32,
        plies_since_capture: game.plies_since_capture(),
        moves: crate::board::move_turns_of(game),
        captured_by_attackers: p.captured_by(Side::Attackers),
        captured_by_defenders: p.captured_by(Side::Defenders),
        replay: None,
        is_analysis: false,
        analysis: None,
        position: None,
        can_undo: p.can_undo(),
        // The analysis board's engine holds up no move: redo stops it as any move does.
        can_redo: p.can_redo() && matches!(busy, Busy::Idle | Busy::Analysis),
        can_hint: person_to_move && !game.is_over() && busy == Busy::Idle,
        can_start_next_match_game: p.can_start_next_match_game(),
        offer_new_game: game.is_over() && !p.can_start_next_match_game() && !p.read_only(),
        can_review: !game.moves().is_empty(),
    }
}

/// Whether the board is turned: hot-seat play with the setting on and the defenders to move.
fn flipped(p: &GamePage, prefs: &crate::controller::Preferences) -> bool {
    prefs.turn_board_for_hot_seat
        && p.config.mode == Mode::TwoPlayers
        && p.game.side_to_move() == Side::Defenders
}

/// The engine's findings in words.
fn analysis_view(p: &GamePage, w: &Words, a: &AnalysisInfo, busy: Busy) -> AnalysisView {
    let mover = p.game.side_to_move();
    let for_attackers = if mover == Side::Attackers {
        a.score
    } else {
        -a.score
    };
    let (winner, win_in) = match crate::ai::mate_distance(a.score) {
        Some(plies) if plies > 0 => (Some(mover), Some((plies as u32).div_ceil(2))),
        Some(plies) => (Some(mover.opponent()), Some((-plies as u32).div_ceil(2))),
        None => (None, None),
    };
    let line: Vec<String> = a.pv.iter().map(|m| m.to_string()).collect();
    AnalysisView {
        depth: a.depth,
        for_attackers,
        win_in,
        winner,
        evaluation: texts::evaluation(w, for_attackers, winner.zip(win_in)),
        best: a.pv.first().map(|m| MoveMark::of(*m)),
        line: line.join(" "),
        // Stopped by cancel() it may have been mid-search: it is searching only while it runs.
        searching: a.searching && busy == Busy::Analysis,
    }
}

fn position_text(p: &GamePage, w: &Words) -> PositionText {
    let (otn, side) = match &p.setup {
        Some(draft) => (
            crate::otn::write_pieces(p.size(), draft.pieces.iter().map(|(sq, p)| (*sq, *p))),
            draft.side,
        ),
        None => (
            crate::otn::write_position(p.game.position()),
            p.game.side_to_move(),
        ),
    };
    let share = w.format(
        "analysis-share",
        &[
            ("position", otn.as_str().into()),
            ("side", texts::side_id(side).into()),
            ("rules", texts::title(w, &p.ruleset.info()).into()),
        ],
    );
    PositionText {
        otn,
        side_to_move: side,
        share,
    }
}
