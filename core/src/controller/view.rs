//! Everything a screen shows of a game, as typed values and in the player's words: the board as
//! the player sees it (turned in hot-seat play, with its edge labels and each square's marks and
//! description for screen readers), the status, the match, the move list in numbered turns, the
//! captured pieces, the last move to animate and which buttons apply. Built from the session on
//! every call; the apps only draw it.

use crate::controller::config::{Mode, NewGameChoice, RulesInfo};
use crate::controller::coord::file_label;
use crate::controller::feedback::{Feedback, SoundCue};
use crate::controller::matchplay::MatchStanding;
use crate::controller::session::{Detail, Session, Turn};
use crate::controller::{texts, Coord, GameError, Preferences};
use crate::game::Outcome;
use crate::types::{Piece, Side, Square};
use crate::variant::Variant;
use crate::words::Words;

/// What the computer is doing for the game in the background, if anything.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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

/// One square as the board draws it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CellView {
    pub coord: Coord,
    /// "d4".
    pub name: String,
    pub piece: Option<Piece>,
    pub throne: bool,
    pub corner: bool,
    pub selected: bool,
    /// A square the selected piece can move to (only while the settings show legal moves).
    pub target: bool,
    pub last_move_from: bool,
    pub last_move_to: bool,
    /// The piece the last move captured here.
    pub captured: Option<Piece>,
    /// The hint's piece or target.
    pub hint: bool,
    /// A square a lesson's task names (the piece to move or to capture, where to go); never
    /// in a game.
    pub marked: bool,
    /// For screen readers: "d4, king, throne, selected" — the square, its content, every mark.
    pub description: String,
}

/// The board as the player sees it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BoardView {
    pub size: u8,
    /// Turned by 180° (the defenders' side at the bottom): hot-seat play with the setting on
    /// and the defenders to move.
    pub flipped: bool,
    /// Rows top to bottom, each left to right, as they appear on the screen.
    pub rows: Vec<Vec<CellView>>,
    /// The files under the board, left to right.
    pub file_labels: Vec<String>,
    /// The ranks beside the board, top to bottom.
    pub rank_labels: Vec<String>,
    /// For screen readers: "Board, 7 by 7".
    pub description: String,
}

impl BoardView {
    /// The cell of `coord`, if it is on the board.
    pub fn cell(&self, coord: Coord) -> Option<&CellView> {
        self.rows.iter().flatten().find(|c| c.coord == coord)
    }
}

/// A piece taken off the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CapturedPiece {
    pub coord: Coord,
    pub piece: Piece,
}

/// The last move on the board, for its marks and its animation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LastMove {
    pub from: Coord,
    pub to: Coord,
    /// The piece that moved.
    pub piece: Piece,
    pub side: Side,
    /// "d2-d4", or "d2-d4xd5" with the soldiers it captured (king captures unmarked).
    pub notation: String,
    /// What it captured, the king included.
    pub captured: Vec<CapturedPiece>,
    /// It was just played (not brought back by undo or redo, nor restored): animate it.
    pub fresh: bool,
}

/// One numbered line of the move list: a move of each side (the second while it is due: none).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveTurn {
    pub number: u32,
    pub first: String,
    pub second: Option<String>,
    /// The plies of the two moves (to replay the position after one of them).
    pub first_ply: u32,
    pub second_ply: Option<u32>,
}

/// A game shown as it was after some move, read-only.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
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
pub struct PositionText {
    /// OpenTafl notation of the board, rank 1 first.
    pub otn: String,
    pub side_to_move: Side,
    /// "/3t3/…/ · Defenders to move · Brandubh", in the player's words.
    pub share: String,
}

/// A message for the player: why the last action was refused.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Message {
    pub error: GameError,
    pub text: String,
}

/// A move the board marks (the hint).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveMark {
    pub from: Coord,
    pub to: Coord,
}

/// Everything a game screen shows.
#[derive(Clone, Debug, PartialEq)]
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
    /// Why the last action was refused, until dismissed or the next action succeeds.
    pub message: Option<Message>,
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
    pub last_move: Option<LastMove>,
    pub hint: Option<MoveMark>,
    /// Set while a position of the game is replayed (the board and status are of that position).
    pub replay: Option<ReplayView>,
    /// This is an analysis board (a person moves for both sides, the engine analyses).
    pub is_analysis: bool,
    /// The analysis board's engine, once it has something to say.
    pub analysis: Option<AnalysisView>,
    /// The analysis board's position as text, to share.
    pub position: Option<PositionText>,
    /// Grows with every move played (not redo): a new value with a fresh last move is a move to
    /// animate.
    pub move_serial: u64,
    /// Grows with every move played that captured, while the settings ask for sound and
    /// vibration: a vibration each time it grows.
    pub capture_signal: u64,
    /// The sound of the last move played while the settings ask for sound and vibration; `None`
    /// before the first. Played once per new serial.
    pub sound: Option<SoundCue>,
    /// The board takes taps and drags: a person's turn, the game running.
    pub board_enabled: bool,
    pub can_undo: bool,
    pub can_redo: bool,
    pub can_hint: bool,
    pub can_start_next_match_game: bool,
    /// The game is over and no match game follows: offer a new game.
    pub offer_new_game: bool,
}

fn coord(sq: Square) -> Coord {
    Coord::of(sq)
}

/// The status of `s` while the controller is `busy`; `computer_running` = the computer searches
/// on its own whenever it is its turn.
pub(crate) fn status(s: &Session, busy: Busy) -> Status {
    let side = s.game.side_to_move();
    match (s.game.outcome(), s.turn(), busy) {
        (_, _, _) if s.setup.is_some() => Status::SettingUp {
            side: s.setup.as_ref().map_or(side, |d| d.side),
        },
        (Some(outcome), _, _) => Status::Finished { outcome },
        // A replayed position says only whose move it was.
        (None, _, _) if s.read_only() => Status::ToMove { side },
        (None, Turn::Computer, Busy::ComputerMove) => Status::ComputerThinking { side },
        (None, Turn::Computer, _) => Status::ComputerWaiting { side },
        (None, _, Busy::Hint) => Status::FindingHint { side },
        (None, _, _) if s.human_side().is_some() => Status::YourMove { side },
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

/// What the engine found for the analysis board, kept by the controller between views.
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

pub(crate) fn build(
    s: &Session,
    w: &Words,
    prefs: &Preferences,
    busy: Busy,
    feedback: &Feedback,
    analysis: Option<&AnalysisInfo>,
) -> GameView {
    let Some(shown) = s.replayed() else {
        let mut view = build_position(s, w, prefs, busy, feedback);
        if s.analysis {
            view.is_analysis = true;
            let on_board = analysis.filter(|a| {
                s.setup.is_none() && !s.game.is_over() && a.position == s.game.position().hash()
            });
            view.analysis = on_board.map(|a| analysis_view(s, w, a, busy));
            view.position = Some(position_text(s, w));
        }
        return view;
    };
    let plies = s.game.ply() as u32;
    let ply = shown.game.ply() as u32;
    let mut view = build_position(&shown, w, prefs, busy, feedback);
    // A replay on the analysis board is still the analysis board's.
    view.is_analysis = s.analysis;
    view.moves = move_turns(s);
    view.move_serial = s.move_serial;
    view.replay = Some(ReplayView {
        ply,
        plies,
        can_back: ply > 0,
        can_forward: ply < plies,
        can_leave: !s.archived,
        position: w.format(
            "replay-position",
            &[("ply", ply.into()), ("plies", plies.into())],
        ),
    });
    view
}

fn build_position(
    s: &Session,
    w: &Words,
    prefs: &Preferences,
    busy: Busy,
    feedback: &Feedback,
) -> GameView {
    let game = &s.game;
    let status = status(s, busy);
    let vs_computer = s.human_side().is_some();
    let turn = s.turn();
    let standing = s.matchplay.as_ref().map(|m| m.standing(game));
    let person_to_move = turn == Turn::Human && busy != Busy::ComputerMove && !s.read_only();
    let last = last_move(game, s.last_move_fresh);
    let by = |side: Side| s.captured_by(side);
    GameView {
        title: texts::title(w, &s.ruleset.info()),
        rules: s.ruleset.info(),
        mode: s.config.mode,
        choice: s.choice.clone(),
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
        message: s.notice.as_ref().map(|n| Message {
            error: n.error,
            text: match (&n.detail, n.new_game_started) {
                (Some(Detail::Move(detail)), _) => texts::move_error(w, detail),
                (Some(Detail::Setup(problem)), _) => texts::setup_problem(w, n.error, problem),
                (None, true) => w.format(
                    "error-new-game-started",
                    &[("error", texts::error(w, n.error).into())],
                ),
                (None, false) => texts::error(w, n.error),
            },
        }),
        board: board(s, w, prefs, last.as_ref()),
        side_to_move: game.side_to_move(),
        turn,
        busy,
        ply: game.ply() as u32,
        plies_since_capture: game.plies_since_capture(),
        moves: move_turns(s),
        captured_by_attackers: by(Side::Attackers),
        captured_by_defenders: by(Side::Defenders),
        last_move: last,
        hint: s.hint.map(|m| MoveMark {
            from: coord(m.from),
            to: coord(m.to),
        }),
        replay: None,
        is_analysis: false,
        analysis: None,
        position: None,
        move_serial: s.move_serial,
        capture_signal: feedback.capture_signal,
        sound: feedback.cue,
        board_enabled: person_to_move && !game.is_over(),
        can_undo: s.can_undo(),
        // The analysis board's engine holds up no move: redo stops it as any move does.
        can_redo: s.can_redo() && matches!(busy, Busy::Idle | Busy::Analysis),
        can_hint: person_to_move && !game.is_over() && busy == Busy::Idle,
        can_start_next_match_game: s.can_start_next_match_game(),
        offer_new_game: game.is_over() && !s.can_start_next_match_game() && !s.read_only(),
    }
}

/// The game's last move, for its marks and its animation (`fresh`: just played).
pub(crate) fn last_move(game: &crate::game::Game, fresh: bool) -> Option<LastMove> {
    game.last_move().map(|p| LastMove {
        from: coord(p.mv.from),
        to: coord(p.mv.to),
        piece: game.position().piece_at(p.mv.to).unwrap_or(Piece::Attacker),
        side: p.side,
        notation: crate::notation::RecordedMove {
            mv: p.mv,
            captures: p.captures.soldier_squares(),
        }
        .to_string(),
        captured: p
            .captures
            .iter()
            .map(|(sq, piece)| CapturedPiece {
                coord: coord(sq),
                piece,
            })
            .collect(),
        fresh,
    })
}

/// The moves in record notation, two to a numbered turn.
fn move_turns(s: &Session) -> Vec<MoveTurn> {
    move_turns_of(&s.game)
}

/// The moves of `game` in record notation, two to a numbered turn.
pub(crate) fn move_turns_of(game: &crate::game::Game) -> Vec<MoveTurn> {
    let notations: Vec<String> = game
        .moves()
        .iter()
        .map(|p| {
            crate::notation::RecordedMove {
                mv: p.mv,
                captures: p.captures.soldier_squares(),
            }
            .to_string()
        })
        .collect();
    notations
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| MoveTurn {
            number: i as u32 + 1,
            first: pair[0].clone(),
            second: pair.get(1).cloned(),
            first_ply: 2 * i as u32 + 1,
            second_ply: pair.get(1).map(|_| 2 * i as u32 + 2),
        })
        .collect()
}

/// Whether the board is turned: hot-seat play with the setting on and the defenders to move.
pub(crate) fn flipped(s: &Session, prefs: &Preferences) -> bool {
    prefs.turn_board_for_hot_seat
        && s.config.mode == Mode::TwoPlayers
        && s.game.side_to_move() == Side::Defenders
}

/// The engine's findings in words.
fn analysis_view(s: &Session, w: &Words, a: &AnalysisInfo, busy: Busy) -> AnalysisView {
    let mover = s.game.side_to_move();
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
        best: a.pv.first().map(|m| MoveMark {
            from: coord(m.from),
            to: coord(m.to),
        }),
        line: line.join(" "),
        // Stopped by cancel() it may have been mid-search: it is searching only while it runs.
        searching: a.searching && busy == Busy::Analysis,
    }
}

fn position_text(s: &Session, w: &Words) -> PositionText {
    let (otn, side) = match &s.setup {
        Some(draft) => (
            crate::otn::write_pieces(s.size(), draft.pieces.iter().map(|(sq, p)| (*sq, *p))),
            draft.side,
        ),
        None => (
            crate::otn::write_position(s.game.position()),
            s.game.side_to_move(),
        ),
    };
    let share = w.format(
        "analysis-share",
        &[
            ("position", otn.as_str().into()),
            ("side", texts::side_id(side).into()),
            ("rules", texts::title(w, &s.ruleset.info()).into()),
        ],
    );
    PositionText {
        otn,
        side_to_move: side,
        share,
    }
}

fn board(s: &Session, w: &Words, prefs: &Preferences, last: Option<&LastMove>) -> BoardView {
    let pos = s.game.position();
    let piece_on = |sq: Square| match &s.setup {
        Some(draft) => draft.pieces.get(&sq).copied(),
        None => pos.piece_at(sq),
    };
    let (selected, targets) = match &s.selection {
        Some((from, targets)) if prefs.show_legal_moves => (Some(*from), targets.as_slice()),
        Some((from, _)) => (Some(*from), &[][..]),
        None => (None, &[][..]),
    };
    let hint: Vec<Square> = s.hint.iter().flat_map(|m| [m.from, m.to]).collect();
    let marks = BoardMarks {
        selected,
        targets,
        last,
        hint: &hint,
        marked: &[],
        flipped: flipped(s, prefs),
    };
    board_view(s.game.variant(), &piece_on, &marks, w)
}

/// What a board shows of one moment besides its pieces.
pub(crate) struct BoardMarks<'a> {
    pub selected: Option<Square>,
    /// The squares to mark as the selected piece's targets (none when the settings hide them).
    pub targets: &'a [Square],
    pub last: Option<&'a LastMove>,
    /// The squares the hint marks.
    pub hint: &'a [Square],
    /// The squares a lesson's task names.
    pub marked: &'a [Square],
    /// Turned by 180°.
    pub flipped: bool,
}

/// The board of `v` with the pieces `piece_on` names and the marks, in the words of `w`.
pub(crate) fn board_view(
    v: &Variant,
    piece_on: &dyn Fn(Square) -> Option<Piece>,
    marks: &BoardMarks,
    w: &Words,
) -> BoardView {
    let size = v.size();
    let flipped = marks.flipped;
    let (selected, targets, last) = (marks.selected, marks.targets, marks.last);
    let separator = w.text("list-separator");
    // Screen column/row → square: unturned, rank 1 is at the bottom and file a on the left.
    let at = |column: u8, row: u8| -> (u8, u8) {
        if flipped {
            (size - 1 - column, row)
        } else {
            (column, size - 1 - row)
        }
    };
    let rows = (0..size)
        .map(|row| {
            (0..size)
                .map(|column| {
                    let (file, rank) = at(column, row);
                    let c = Coord::new(file, rank);
                    let sq = Square::new(file, rank);
                    let piece = sq.and_then(piece_on);
                    let throne = sq.is_some_and(|sq| v.is_throne(sq));
                    let corner = sq.is_some_and(|sq| v.is_corner(sq));
                    let is_selected = sq.is_some() && sq == selected;
                    let target = sq.is_some_and(|sq| targets.contains(&sq));
                    let last_from = last.is_some_and(|l| l.from == c);
                    let last_to = last.is_some_and(|l| l.to == c);
                    let captured = last
                        .and_then(|l| l.captured.iter().find(|p| p.coord == c))
                        .map(|p| p.piece);
                    let hint = sq.is_some_and(|sq| marks.hint.contains(&sq));
                    let marked = sq.is_some_and(|sq| marks.marked.contains(&sq));
                    let mut words = vec![
                        c.name(),
                        piece.map_or_else(|| w.text("square-empty"), |p| texts::piece(w, p)),
                    ];
                    let mut mark = |on: bool, id: &str| {
                        if on {
                            words.push(w.text(id));
                        }
                    };
                    mark(throne, "square-throne");
                    mark(corner, "square-corner");
                    mark(is_selected, "square-selected");
                    mark(target, "square-target");
                    mark(last_from, "square-last-move-from");
                    mark(last_to, "square-last-move-to");
                    if let Some(p) = captured {
                        words.push(w.format(
                            "square-captured-piece",
                            &[("piece", texts::piece_id(p).into())],
                        ));
                    }
                    if hint {
                        words.push(w.text("square-hint"));
                    }
                    if marked {
                        words.push(w.text("square-marked"));
                    }
                    CellView {
                        coord: c,
                        name: c.name(),
                        piece,
                        throne,
                        corner,
                        selected: is_selected,
                        target,
                        last_move_from: last_from,
                        last_move_to: last_to,
                        captured,
                        hint,
                        marked,
                        description: words.join(&separator),
                    }
                })
                .collect()
        })
        .collect();
    BoardView {
        size,
        flipped,
        rows,
        file_labels: (0..size).map(|col| file_label(at(col, 0).0)).collect(),
        rank_labels: (0..size)
            .map(|row| (at(0, row).1 + 1).to_string())
            .collect(),
        description: w.format("board-label", &[("size", size.into())]),
    }
}
