//! The core's own types, declared here once more so that UniFFI can hand them to Kotlin and
//! Swift as they are (`#[uniffi::remote]`): no copies of the types and no conversions. Every
//! declaration must match the core's field for field; the compiler checks that it does.

use tafl_core::ai::Level;
use tafl_core::controller::{
    AnalysisView, BoardSound, BoardView, Busy, CapturedPiece, CellView, Coord, FinishedGame,
    GameConfig, GameError, GameView, LastMove, MatchStanding, MatchWinner, Message, Mode, MoveMark,
    MoveTurn, NewGameChoice, PositionText, Preferences, ReplayView, RulesInfo, SoundCue, Status,
    TapOutcome, ThinkTime, Turn,
};
use tafl_core::game::{Outcome, Reason};
use tafl_core::history::{HistoryEntry, HistoryRow, PlayerResult};
use tafl_core::lessons::{
    LessonError, LessonFeedback, LessonInfo, LessonMessage, LessonState, LessonTopic,
    LessonVerdict, LessonView, Mistake,
};
use tafl_core::review::{
    MoveReviewView, ReviewBudget, ReviewProgress, ReviewState, ReviewView, SideReviewView, Verdict,
    VerdictCount,
};
use tafl_core::rulebook::{RuleSection, Rulebook, Topic};
use tafl_core::tally::{Counts, Opponent, TallyCard, TallyEntry, TallyLine, TallyVariant};
use tafl_core::themes::{BoardTheme, Palette, ThemeId};
use tafl_core::{Piece, Preset, Side};

#[uniffi::remote(Enum)]
pub enum Side {
    Attackers,
    Defenders,
}

#[uniffi::remote(Enum)]
pub enum Piece {
    Attacker,
    Defender,
    King,
}

#[uniffi::remote(Enum)]
pub enum Preset {
    Brandubh,
    BrandubhAageNielsen,
    ArdRi,
    Tablut,
    Hnefatafl,
    Copenhagen,
    Fetlar,
}

#[uniffi::remote(Enum)]
pub enum Level {
    Random,
    Easy,
    Medium,
    Hard,
}

#[uniffi::remote(Enum)]
pub enum Reason {
    KingEscaped,
    KingCaptured,
    ExitFort,
    Encircled,
    NoLegalMove,
    Repetition,
    MoveLimit,
}

#[uniffi::remote(Record)]
pub struct Outcome {
    pub winner: Option<Side>,
    pub reason: Reason,
}

#[uniffi::remote(Record)]
pub struct Coord {
    pub file: u8,
    pub rank: u8,
}

#[uniffi::remote(Error)]
pub enum GameError {
    OffBoard,
    NoPiece,
    NotYourPiece,
    NotYourTurn,
    IllegalMove,
    GameOver,
    ComputerThinking,
    NotComputersTurn,
    NothingToUndo,
    NothingToRedo,
    CorruptSave,
    UnsupportedVersion,
    UnknownPreset,
    MatchNotFinished,
    NoMatch,
    BadRules,
    UnsupportedRules,
    ReadOnly,
    NoSuchMove,
    NoKing,
    RestrictedSquare,
    AlreadyDecided,
    BadPosition,
    NoSuchPuzzle,
}

#[uniffi::remote(Enum)]
pub enum Mode {
    TwoPlayers,
    VsComputer { human_side: Side, level: Level },
}

#[uniffi::remote(Record)]
pub struct GameConfig {
    pub preset: Preset,
    #[uniffi(default)]
    pub rules: Option<String>,
    pub mode: Mode,
    #[uniffi(default = false)]
    pub two_game_match: bool,
    #[uniffi(default)]
    pub think_millis: Option<u32>,
    #[uniffi(default)]
    pub seed: Option<u64>,
}

#[uniffi::remote(Record)]
pub struct NewGameChoice {
    pub preset: Preset,
    pub custom_rules: Option<String>,
    pub vs_computer: bool,
    pub human_side: Side,
    pub level: Level,
    pub two_game_match: bool,
}

#[uniffi::remote(Record)]
pub struct ThinkTime {
    pub min_millis: u32,
    pub max_millis: u32,
    pub step_millis: u32,
    pub default_millis: u32,
}

#[uniffi::remote(Record)]
pub struct Preferences {
    pub hard_think_millis: u32,
    pub show_legal_moves: bool,
    pub capture_feedback: bool,
    pub turn_board_for_hot_seat: bool,
    pub board_theme: ThemeId,
}

#[uniffi::remote(Enum)]
pub enum ThemeId {
    Wood,
    Marble,
    Contrast,
}

#[uniffi::remote(Record)]
pub struct Palette {
    pub square: u32,
    pub special: u32,
    pub special_mark: u32,
    pub frame: u32,
    pub grid_line: u32,
    pub label: u32,
    pub last_move: u32,
    pub last_move_mark: u32,
    pub selected: u32,
    pub selected_halo: u32,
    pub target: u32,
    pub target_halo: u32,
    pub hint: u32,
    pub capture: u32,
    pub attacker: u32,
    pub attacker_edge: u32,
    pub attacker_shine: u32,
    pub defender: u32,
    pub defender_edge: u32,
    pub crown: u32,
}

#[uniffi::remote(Record)]
pub struct BoardTheme {
    pub id: ThemeId,
    pub name: String,
    pub light: Palette,
    pub dark: Palette,
}

#[uniffi::remote(Record)]
pub struct RulesInfo {
    pub preset: Option<Preset>,
    pub name: String,
    pub rules: Option<String>,
    pub variant_key: String,
    pub board_size: u8,
    pub attackers: u32,
    pub defenders: u32,
}

#[uniffi::remote(Enum)]
pub enum MatchWinner {
    PlayerOne,
    PlayerTwo,
    Tie,
}

#[uniffi::remote(Record)]
pub struct MatchStanding {
    pub game_number: u8,
    pub player_one_side: Side,
    pub player_one_points: f32,
    pub player_two_points: f32,
    pub player_one_captures: u32,
    pub player_two_captures: u32,
    pub finished: bool,
    pub winner: Option<MatchWinner>,
    pub decided_on_captures: bool,
}

#[uniffi::remote(Record)]
pub struct FinishedGame {
    pub rules: RulesInfo,
    pub mode: Mode,
    pub outcome: Outcome,
    pub match_game: Option<u8>,
    pub game: String,
    pub plies: u32,
    pub finished_at: u64,
}

#[uniffi::remote(Enum)]
pub enum TapOutcome {
    Selected,
    Deselected,
    Played,
    Ignored,
}

#[uniffi::remote(Enum)]
pub enum Turn {
    Human,
    Computer,
    Nobody,
}

#[uniffi::remote(Enum)]
pub enum Busy {
    Idle,
    ComputerMove,
    Hint,
    Analysis,
}

#[uniffi::remote(Enum)]
pub enum Status {
    ToMove { side: Side },
    YourMove { side: Side },
    ComputerThinking { side: Side },
    ComputerWaiting { side: Side },
    FindingHint { side: Side },
    SettingUp { side: Side },
    Finished { outcome: Outcome },
}

#[uniffi::remote(Record)]
pub struct CellView {
    pub coord: Coord,
    pub name: String,
    pub piece: Option<Piece>,
    pub throne: bool,
    pub corner: bool,
    pub selected: bool,
    pub target: bool,
    pub last_move_from: bool,
    pub last_move_to: bool,
    pub captured: Option<Piece>,
    pub hint: bool,
    pub marked: bool,
    pub description: String,
}

#[uniffi::remote(Record)]
pub struct BoardView {
    pub size: u8,
    pub flipped: bool,
    pub rows: Vec<Vec<CellView>>,
    pub file_labels: Vec<String>,
    pub rank_labels: Vec<String>,
    pub description: String,
}

#[uniffi::remote(Record)]
pub struct CapturedPiece {
    pub coord: Coord,
    pub piece: Piece,
}

#[uniffi::remote(Record)]
pub struct LastMove {
    pub from: Coord,
    pub to: Coord,
    pub piece: Piece,
    pub side: Side,
    pub notation: String,
    pub captured: Vec<CapturedPiece>,
    pub fresh: bool,
}

#[uniffi::remote(Record)]
pub struct MoveTurn {
    pub number: u32,
    pub first: String,
    pub second: Option<String>,
    pub first_ply: u32,
    pub second_ply: Option<u32>,
}

#[uniffi::remote(Record)]
pub struct ReplayView {
    pub ply: u32,
    pub plies: u32,
    pub can_back: bool,
    pub can_forward: bool,
    pub can_leave: bool,
    pub position: String,
}

#[uniffi::remote(Record)]
pub struct Message {
    pub error: GameError,
    pub text: String,
}

#[uniffi::remote(Record)]
pub struct MoveMark {
    pub from: Coord,
    pub to: Coord,
}

#[uniffi::remote(Enum)]
pub enum BoardSound {
    Move,
    Capture,
}

#[uniffi::remote(Record)]
pub struct SoundCue {
    pub serial: u64,
    pub sound: BoardSound,
}

#[uniffi::remote(Record)]
pub struct GameView {
    pub title: String,
    pub rules: RulesInfo,
    pub mode: Mode,
    pub choice: NewGameChoice,
    pub status: Status,
    pub headline: String,
    pub captures_line: String,
    pub match_standing: Option<MatchStanding>,
    pub match_line: Option<String>,
    pub message: Option<Message>,
    pub board: BoardView,
    pub side_to_move: Side,
    pub turn: Turn,
    pub busy: Busy,
    pub ply: u32,
    pub plies_since_capture: u32,
    pub moves: Vec<MoveTurn>,
    pub captured_by_attackers: Vec<Piece>,
    pub captured_by_defenders: Vec<Piece>,
    pub last_move: Option<LastMove>,
    pub hint: Option<MoveMark>,
    pub replay: Option<ReplayView>,
    pub is_analysis: bool,
    pub analysis: Option<AnalysisView>,
    pub position: Option<PositionText>,
    pub move_serial: u64,
    pub capture_signal: u64,
    pub sound: Option<SoundCue>,
    pub board_enabled: bool,
    pub can_undo: bool,
    pub can_redo: bool,
    pub can_hint: bool,
    pub can_start_next_match_game: bool,
    pub offer_new_game: bool,
}

#[uniffi::remote(Enum)]
pub enum Topic {
    Board,
    Start,
    Movement,
    Goal,
    Captures,
    KingCapture,
    Shieldwall,
    ExitFort,
    Encirclement,
    Repetition,
    MoveLimit,
    NoMoves,
}

#[uniffi::remote(Record)]
pub struct RuleSection {
    pub topic: Topic,
    pub heading: String,
    pub body: Vec<String>,
}

#[uniffi::remote(Record)]
pub struct Rulebook {
    pub title: String,
    pub quick_start: Vec<String>,
    pub sections: Vec<RuleSection>,
}

#[uniffi::remote(Enum)]
pub enum TallyVariant {
    Preset(Preset),
    Custom { rules: String, name: String },
}

#[uniffi::remote(Enum)]
pub enum Opponent {
    Computer { level: Level, human_side: Side },
    TwoPlayers,
}

#[uniffi::remote(Enum)]
pub enum Counts {
    VsComputer {
        human_wins: u32,
        draws: u32,
        human_losses: u32,
    },
    TwoPlayers {
        attacker_wins: u32,
        defender_wins: u32,
        draws: u32,
    },
}

#[uniffi::remote(Record)]
pub struct TallyEntry {
    pub variant: TallyVariant,
    pub opponent: Opponent,
    pub counts: Counts,
}

#[uniffi::remote(Record)]
pub struct TallyLine {
    pub opponent: String,
    pub score: String,
}

#[uniffi::remote(Record)]
pub struct TallyCard {
    pub key: String,
    pub title: String,
    pub lines: Vec<TallyLine>,
}

#[uniffi::remote(Record)]
pub struct HistoryEntry {
    pub id: u64,
    pub finished_at: u64,
    pub rules: RulesInfo,
    pub mode: Mode,
    pub match_game: Option<u8>,
    pub outcome: Outcome,
    pub plies: u32,
    pub game: String,
}

#[uniffi::remote(Enum)]
pub enum PlayerResult {
    Won,
    Lost,
    Drawn,
    TwoPlayers,
}

#[uniffi::remote(Record)]
pub struct HistoryRow {
    pub id: u64,
    pub finished_at: u64,
    pub title: String,
    pub opponent: String,
    pub result: String,
    pub length: String,
    pub player_result: PlayerResult,
}

#[uniffi::remote(Record)]
pub struct AnalysisView {
    pub depth: u32,
    pub for_attackers: i32,
    pub win_in: Option<u32>,
    pub winner: Option<Side>,
    pub evaluation: String,
    pub best: Option<MoveMark>,
    pub line: String,
    pub searching: bool,
}

#[uniffi::remote(Record)]
pub struct PositionText {
    pub otn: String,
    pub side_to_move: Side,
    pub share: String,
}

#[uniffi::remote(Enum)]
pub enum LessonTopic {
    Moving,
    Capture,
    SeveralAtOnce,
    ArmedKing,
    HostileSquares,
    Escape,
    KingCapture,
    Shieldwall,
    ExitFort,
    Encirclement,
    Repetition,
    MoveLimit,
}

#[uniffi::remote(Record)]
pub struct LessonInfo {
    pub id: String,
    pub topic: LessonTopic,
    pub number: u32,
    pub title: String,
    pub summary: String,
    pub steps: u32,
    pub completed: bool,
}

#[uniffi::remote(Error)]
pub enum LessonError {
    UnknownLesson,
    BadRules,
    UnsupportedRules,
    OffBoard,
    NoPiece,
    NotYourPiece,
    IllegalMove,
    StepDone,
    StepNotDone,
    LessonFinished,
}

#[uniffi::remote(Enum)]
pub enum Mistake {
    OtherMove,
    NoCapture,
    NotBeside,
    OnEdge,
    FarSideEmpty,
    FarSideTheirs,
    NotWithKing,
    NotWon,
    NoThreat,
    Stoppable,
    GameEnded,
    NoRepetition,
}

#[uniffi::remote(Enum)]
pub enum LessonVerdict {
    Wrong { mistake: Mistake },
    Answered,
    StepDone,
    LessonDone,
}

#[uniffi::remote(Enum)]
pub enum LessonState {
    Playing,
    StepDone,
    Finished,
}

#[uniffi::remote(Record)]
pub struct LessonFeedback {
    pub mistake: Mistake,
    pub wrong_move: MoveMark,
    pub outcome: Option<Outcome>,
    pub refutation: Option<MoveMark>,
    pub square: Option<Coord>,
    pub text: String,
}

#[uniffi::remote(Record)]
pub struct LessonMessage {
    pub error: LessonError,
    pub text: String,
}

#[uniffi::remote(Record)]
pub struct LessonView {
    pub id: String,
    pub topic: LessonTopic,
    pub title: String,
    pub number: u32,
    pub lessons: u32,
    pub next_lesson: Option<String>,
    pub step: u32,
    pub steps: u32,
    pub explanation: Vec<String>,
    pub task: String,
    pub player: Side,
    pub state: LessonState,
    pub board: BoardView,
    pub last_move: Option<LastMove>,
    pub move_serial: u64,
    pub capture_signal: u64,
    pub sound: Option<SoundCue>,
    pub feedback: Option<LessonFeedback>,
    pub praise: Option<String>,
    pub message: Option<LessonMessage>,
    pub hint: Option<Coord>,
    pub board_enabled: bool,
    pub can_hint: bool,
    pub can_next_step: bool,
}

#[uniffi::remote(Enum)]
pub enum Verdict {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
    MissedWin,
    OnlyMove,
}

#[uniffi::remote(Enum)]
pub enum ReviewBudget {
    Quick,
    Standard,
    Thorough,
}

#[uniffi::remote(Enum)]
pub enum ReviewState {
    Running,
    Done,
    Cancelled,
}

#[uniffi::remote(Record)]
pub struct ReviewProgress {
    pub done: u32,
    pub total: u32,
    pub state: ReviewState,
}

#[uniffi::remote(Record)]
pub struct VerdictCount {
    pub verdict: Verdict,
    pub count: u32,
    pub text: String,
}

#[uniffi::remote(Record)]
pub struct SideReviewView {
    pub side: Side,
    pub name: String,
    pub moves: u32,
    pub accuracy: Option<f32>,
    pub accuracy_text: String,
    pub counts: Vec<VerdictCount>,
    pub summary: String,
}

#[uniffi::remote(Record)]
pub struct MoveReviewView {
    pub ply: u32,
    pub turn: u32,
    pub side: Side,
    pub notation: String,
    pub played: MoveMark,
    pub verdict: Verdict,
    pub verdict_text: String,
    pub flagged: bool,
    pub better_move: Option<String>,
    pub better_line: Vec<String>,
    pub better_mark: Option<MoveMark>,
    pub better_line_marks: Vec<MoveMark>,
    pub comment: String,
    pub win_before: f32,
    pub win_after: f32,
}

#[uniffi::remote(Record)]
pub struct ReviewView {
    pub state: ReviewState,
    pub done: u32,
    pub total: u32,
    pub status: String,
    pub sides: Vec<SideReviewView>,
    pub moves: Vec<MoveReviewView>,
}
