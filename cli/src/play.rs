//! `tafl play`: a game at the terminal, for two players or against the computer, driven by the
//! core's game controller — the same one the apps use, so undo, the computer's turn and every
//! status line behave and read as they do on a phone.
//!
//! A thread reads standard input into a channel (see [`crate::events`]); the controller runs the
//! computer's searches on its own threads and its listener reports on the same channel, so the
//! loop in [`Terminal::run`] answers `quit` at once even while the computer thinks.

use crate::board;
use crate::events::{spawn_reader, Event};
use crate::start_position::{self, parse_side, PositionArgs};
use crate::variant_args::{self, VariantArgs};
use crate::CliResult;
use clap::Args;
use std::collections::VecDeque;
use std::io::{self, BufRead, IsTerminal, Write};
use std::sync::mpsc::{self, Sender};
use std::sync::{Arc, Mutex};
use tafl_core::ai::Level;
use tafl_core::controller::{
    texts, Busy, Coord, GameConfig, GameController, GameError, GameView, HintMark, LastMove,
    Listener, Mode, Status,
};
use tafl_core::game::MoveReport;
use tafl_core::{otn, Game, Move, Piece, Preset, Side, Square};

/// Play a game for two players at one terminal, or against the computer.
///
/// Type a move as `d2-d4` or `d2 d4`. Commands: `undo`, `redo`, `moves <square>` (where that
/// piece can go), `moves` (which pieces can move), `hint` (the Hard level's move for the side to
/// move), `board`, `help`, `quit`. The game also ends when standard input ends. With
/// --vs-computer the computer plays the other side; `quit` works while it thinks. With
/// --position the game starts from that position (a puzzle), --to-move saying who plays first.
#[derive(Args, Debug)]
pub struct PlayArgs {
    #[command(flatten)]
    pub rules: VariantArgs,

    #[command(flatten)]
    pub start: PositionArgs,

    /// Play against the computer (it takes the side you do not)
    #[arg(long)]
    pub vs_computer: bool,

    /// Your side against the computer: attackers or defenders
    #[arg(long, value_name = "SIDE", default_value = "attackers", value_parser = parse_side,
          requires = "vs_computer")]
    pub side: Side,

    /// The computer's strength: random, easy, medium or hard
    #[arg(
        long,
        value_name = "LEVEL",
        default_value = "medium",
        requires = "vs_computer"
    )]
    pub level: Level,

    /// The computer's thinking time per move and per hint, in milliseconds [default: the
    /// level's own limits; Hard and hints 1000]
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u32).range(1..=3_600_000))]
    pub movetime: Option<u32>,
}

pub fn run(args: &PlayArgs) -> CliResult {
    let variant = args.rules.load()?;
    let config = GameConfig {
        preset: args.rules.variant.unwrap_or(Preset::DEFAULT),
        rules: args.rules.rules.clone(),
        mode: if args.vs_computer {
            Mode::VsComputer {
                human_side: args.side,
                level: args.level,
            }
        } else {
            Mode::TwoPlayers
        },
        two_game_match: false,
        think_millis: args.movetime,
        seed: None,
    };
    let controller = match args.start.position {
        Some(_) => {
            let game = start_position::game_from(&variant, args.start.load(&variant)?)?;
            GameController::with_game(config, game)
        }
        None => GameController::new(config),
    }
    .map_err(|e| format!("{e}"))?;
    let stdin = io::stdin();
    let prompt = stdin.is_terminal();
    Terminal::new(controller, prompt).run(io::BufReader::new(stdin), io::stdout().lock())?;
    Ok(())
}

/// One line of user input.
#[derive(Debug, PartialEq, Eq)]
enum Command {
    Move(Move),
    Undo,
    Redo,
    /// `moves` alone (`None`) or `moves <square>`.
    Moves(Option<String>),
    Board,
    Hint,
    Help,
    Quit,
    Nothing,
}

const HELP: &str = "\
Commands:
  d2-d4 or d2 d4   move the piece on d2 to d4 (along a rank or a file, over empty squares)
  moves <square>   list where the piece on that square can move
  moves            list the pieces that can move
  undo             take back the last move (against the computer, your move and its reply)
  redo             play the last taken-back move again
  hint             ask the computer (Hard level) for a move for the side to move
  board            show the board again
  help             show this help
  quit             leave the game (so does the end of input)";

/// Reads a line as a command or a move; the error explains what was wrong.
fn parse_command(line: &str, size: u8) -> Result<Command, String> {
    let line = line.trim();
    let mut words = line.split_whitespace();
    let first = words.next().map(str::to_ascii_lowercase);
    let rest: Vec<&str> = words.collect();
    let simple = |cmd: Command| {
        if rest.is_empty() {
            Ok(cmd)
        } else {
            Err(format!("{line:?}: this command takes no argument"))
        }
    };
    match first.as_deref() {
        None => Ok(Command::Nothing),
        Some("undo" | "u") => simple(Command::Undo),
        Some("redo" | "r") => simple(Command::Redo),
        Some("board" | "b") => simple(Command::Board),
        Some("hint") => simple(Command::Hint),
        Some("help" | "h" | "?") => simple(Command::Help),
        Some("quit" | "q" | "exit") => simple(Command::Quit),
        Some("moves" | "m") => match rest.as_slice() {
            [] => Ok(Command::Moves(None)),
            [square] => Ok(Command::Moves(Some(square.to_string()))),
            _ => Err("write `moves <square>`, e.g. `moves d4`".to_string()),
        },
        Some(_) => {
            let mv = Move::parse(line).map_err(|e| format!("{e}; type `help` for the commands"))?;
            for sq in [mv.from, mv.to] {
                Square::parse_on(&sq.to_string(), size).map_err(|e| e.to_string())?;
            }
            Ok(Command::Move(mv))
        }
    }
}

/// Whether the game goes on after a line of input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Flow {
    Go,
    Quit,
}

/// Tells the main loop that a search ended (the computer moved or a hint arrived).
struct Wake(Mutex<Sender<Event<()>>>);

impl Listener for Wake {
    fn changed(&self) {
        if let Ok(tx) = self.0.lock() {
            let _ = tx.send(Event::Done(()));
        }
    }
}

/// The game at the terminal: the controller and what has been shown of it.
struct Terminal {
    controller: Arc<GameController>,
    /// Show a prompt (only when a person is typing).
    prompt: bool,
    /// The last move shown, by the view's move serial.
    shown_serial: u64,
    /// A hint was asked for and is being looked for.
    hint_asked: bool,
    /// "The computer is thinking" was said for the running search.
    thinking_said: bool,
}

impl Terminal {
    fn new(controller: Arc<GameController>, prompt: bool) -> Terminal {
        Terminal {
            controller,
            prompt,
            shown_serial: 0,
            hint_asked: false,
            thinking_said: false,
        }
    }

    fn run<R, W>(&mut self, input: R, mut out: W) -> io::Result<()>
    where
        R: BufRead + Send + 'static,
        W: Write,
    {
        let game = self.controller.game();
        let variant = game.variant().clone();
        let start = if game.start_position() == &tafl_core::Position::start(&variant) {
            format!(
                "{} move first",
                texts::side(&self.controller.words(), variant.rules().first)
            )
        } else {
            format!(
                "Starting from the position {}",
                otn::write_position(game.start_position())
            )
        };
        writeln!(
            out,
            "{}: {start}. Type `help` for the commands.",
            variant_args::describe(&variant),
        )?;
        if let Mode::VsComputer { human_side, level } = self.controller.config().mode {
            writeln!(
                out,
                "You play the {}; the computer ({level}) plays the {}.",
                human_side,
                human_side.opponent()
            )?;
        }
        self.show(&mut out)?;
        let (tx, rx) = mpsc::channel();
        self.controller
            .set_listener(Some(Arc::new(Wake(Mutex::new(tx.clone())))));
        spawn_reader(input, tx);
        self.controller.resume();
        let mut input_ended = false;
        // Lines typed while the computer thought, answered in order once it has moved.
        let mut waiting: VecDeque<String> = VecDeque::new();
        loop {
            // A search may have ended before its wake-up is read: show what it did first.
            self.searched(&mut out)?;
            self.say_thinking(&mut out)?;
            let busy = self.controller.busy() != Busy::Idle;
            if !busy {
                if let Some(line) = waiting.pop_front() {
                    if self.answer(&line, &mut out)? == Flow::Quit {
                        return Ok(());
                    }
                    continue;
                }
                if input_ended {
                    writeln!(out, "End of input: goodbye.")?;
                    return Ok(());
                }
            }
            if self.prompt && !busy {
                write!(out, "{}> ", self.controller.game().side_to_move())?;
            }
            out.flush()?;
            let Ok(event) = rx.recv() else {
                return Ok(()); // cannot happen: the listener holds a sender
            };
            match event {
                // At the end of input a running search may still finish and be shown.
                Event::Eof => input_ended = true,
                Event::Done(()) => {}
                Event::Line(line) => {
                    let quit = parse_command(&line, variant.size()) == Ok(Command::Quit);
                    if !quit && (busy || !waiting.is_empty()) {
                        writeln!(
                            out,
                            "Waiting: the computer is thinking; `{}` follows its move \
                             (`quit` leaves).",
                            line.trim()
                        )?;
                        waiting.push_back(line);
                    } else if self.answer(&line, &mut out)? == Flow::Quit {
                        return Ok(());
                    }
                }
            }
        }
    }

    /// Answers one line of input.
    fn answer<W: Write>(&mut self, line: &str, out: &mut W) -> io::Result<Flow> {
        // What a search did before this line is shown before the line's answer.
        self.searched(out)?;
        let size = self.controller.game().variant().size();
        match parse_command(line, size) {
            Ok(Command::Quit) => {
                self.controller.set_listener(None);
                self.controller.cancel();
                writeln!(out, "Goodbye.")?;
                out.flush()?;
                return Ok(Flow::Quit);
            }
            Ok(Command::Nothing) => {}
            Err(message) => writeln!(out, "Error: {message}")?,
            Ok(command) => self.execute(command, out)?,
        }
        Ok(Flow::Go)
    }

    /// Says once per search that the computer is thinking about its move.
    fn say_thinking<W: Write>(&mut self, out: &mut W) -> io::Result<()> {
        let busy = self.controller.busy();
        if busy == Busy::Idle {
            self.thinking_said = false;
        } else if !self.thinking_said {
            self.thinking_said = true;
            match busy {
                Busy::ComputerMove => {
                    if let Mode::VsComputer { level, .. } = self.controller.config().mode {
                        writeln!(out, "The computer ({level}) is thinking...")?;
                    }
                }
                Busy::Hint => writeln!(out, "Looking for a hint...")?,
                // `tafl play` is never an analysis board (`tafl analyse` analyses).
                Busy::Idle | Busy::Analysis => {}
            }
        }
        Ok(())
    }

    /// Shows what ended searches did and was not shown yet: the computer's move, the hint.
    fn searched<W: Write>(&mut self, out: &mut W) -> io::Result<()> {
        let view = self.controller.view();
        if view.busy != Busy::Idle {
            return Ok(());
        }
        if view.board.move_serial != self.shown_serial {
            if let Some(last) = &view.board.last_move {
                writeln!(out, "The computer plays {}-{}.", last.from, last.to)?;
            }
            return self.show(out);
        }
        if std::mem::take(&mut self.hint_asked) {
            match view.board.hint {
                Some(HintMark { from, to: Some(to) }) => writeln!(out, "Hint: {from}-{to}")?,
                _ => writeln!(out, "The computer found no move.")?,
            }
        }
        Ok(())
    }

    fn execute<W: Write>(&mut self, command: Command, out: &mut W) -> io::Result<()> {
        match command {
            Command::Move(mv) => self.play_move(mv, out),
            Command::Undo => self.take_back(out, true),
            Command::Redo => self.take_back(out, false),
            Command::Moves(None) => self.list_movable(out),
            Command::Moves(Some(square)) => self.list_targets(&square, out),
            Command::Board => self.show(out),
            Command::Hint => self.hint(out),
            Command::Help => writeln!(out, "{HELP}"),
            Command::Quit | Command::Nothing => Ok(()),
        }
    }

    /// The core's words for a refused action.
    fn refusal(&self, error: GameError) -> String {
        self.controller
            .view()
            .message
            .map_or_else(|| texts::error(&self.controller.words(), error), |m| m.text)
    }

    /// Undo (`back`) or redo, naming the moves taken back or played again.
    fn take_back<W: Write>(&mut self, out: &mut W, back: bool) -> io::Result<()> {
        let before: Vec<String> = record(&self.controller.game());
        let result = if back {
            self.controller.undo()
        } else {
            self.controller.redo()
        };
        if let Err(e) = result {
            let text = self.refusal(e);
            self.controller.dismiss_message();
            return writeln!(out, "{text}");
        }
        let after: Vec<String> = record(&self.controller.game());
        let (verb, moves) = if back {
            ("Took back", &before[after.len().min(before.len())..])
        } else {
            ("Replayed", &after[before.len().min(after.len())..])
        };
        writeln!(out, "{verb} {}.", moves.join(" and "))?;
        self.show(out)
    }

    /// Plays a move, or explains why it cannot be played; the game goes on either way.
    fn play_move<W: Write>(&mut self, mv: Move, out: &mut W) -> io::Result<()> {
        let (from, to) = (Coord::of(mv.from), Coord::of(mv.to));
        match self.controller.play(from, to) {
            Ok(_) => self.show(out),
            Err(error) => {
                let text = self.refusal(error);
                self.controller.dismiss_message();
                match error {
                    GameError::NotYourTurn | GameError::ComputerThinking => {
                        writeln!(out, "{text}")
                    }
                    GameError::GameOver => writeln!(
                        out,
                        "Illegal move {mv}: {text} Type `undo` to take back moves or `quit` to leave."
                    ),
                    _ => writeln!(out, "Illegal move {mv}: {text}"),
                }
            }
        }
    }

    fn hint<W: Write>(&mut self, out: &mut W) -> io::Result<()> {
        match self.controller.hint() {
            Ok(()) => {
                self.hint_asked = true;
                Ok(())
            }
            Err(error) => {
                let text = self.refusal(error);
                self.controller.dismiss_message();
                writeln!(out, "No hint: {text}")
            }
        }
    }

    fn list_targets<W: Write>(&self, text: &str, out: &mut W) -> io::Result<()> {
        let game = self.controller.game();
        let size = game.variant().size();
        let square = match Square::parse_on(text, size) {
            Ok(sq) => sq,
            Err(e) => return writeln!(out, "Error: {e}"),
        };
        if game.is_over() {
            return self.game_over_line(out);
        }
        let words = self.controller.words();
        match self.controller.targets(Coord::of(square)) {
            Err(GameError::NoPiece) => writeln!(
                out,
                "{}",
                texts::move_error(&words, &tafl_core::MoveError::NoPiece(square))
            ),
            Err(_) => writeln!(
                out,
                "{}",
                texts::move_error(&words, &tafl_core::MoveError::NotYourPiece(square))
            ),
            Ok(targets) => {
                let piece = game
                    .position()
                    .piece_at(square)
                    .map_or(String::new(), |p| piece_name(p).to_string());
                if targets.is_empty() {
                    writeln!(out, "The {piece} on {square} cannot move.")
                } else {
                    let names: Vec<String> = targets.iter().map(|c| c.name()).collect();
                    writeln!(
                        out,
                        "The {piece} on {square} can move to: {}",
                        names.join(" ")
                    )
                }
            }
        }
    }

    fn list_movable<W: Write>(&self, out: &mut W) -> io::Result<()> {
        let game = self.controller.game();
        if game.is_over() {
            return self.game_over_line(out);
        }
        let pieces = self.controller.movable_pieces();
        if pieces.is_empty() {
            return writeln!(out, "No piece can move.");
        }
        let names: Vec<String> = pieces.iter().map(|c| c.name()).collect();
        writeln!(
            out,
            "{} legal moves; pieces that can move: {} (try `moves {}`)",
            game.legal_moves().len(),
            names.join(" "),
            names[0]
        )
    }

    /// What `moves` answers once the game has ended: nothing can move any more.
    fn game_over_line<W: Write>(&self, out: &mut W) -> io::Result<()> {
        writeln!(
            out,
            "The game is over ({}): no piece can move. `undo` takes moves back.",
            self.controller.view().headline
        )
    }

    /// The board and everything a player needs to know about the state of the game.
    fn show<W: Write>(&mut self, out: &mut W) -> io::Result<()> {
        let view = self.controller.view();
        self.shown_serial = view.board.move_serial;
        let game = self.controller.game();
        let variant = game.variant();
        writeln!(out)?;
        write!(out, "{}", board::render(game.position(), variant))?;
        writeln!(out, "    {}", board::legend(variant))?;
        match &view.board.last_move {
            None => writeln!(out, "Ply 0: no move yet.")?,
            Some(last) => writeln!(out, "Ply {}: {}", view.ply, describe_move(last))?,
        }
        let limit = match variant.rules().no_capture_limit {
            Some(n) => format!(" (draw at {n})"),
            None => String::new(),
        };
        writeln!(
            out,
            "{}. Plies without capture: {}{limit}.",
            view.captures_line, view.plies_since_capture
        )?;
        status_line(out, &view)
    }
}

/// The status line: whose turn, or the result (with how to go on). While the computer
/// thinks the loop says so itself.
fn status_line<W: Write>(out: &mut W, view: &GameView) -> io::Result<()> {
    match view.status {
        Status::Finished { .. } => writeln!(
            out,
            "Game over: {}. (`undo` takes moves back, `quit` leaves.)",
            view.headline
        ),
        Status::ComputerThinking { .. } | Status::ComputerWaiting { .. } => Ok(()),
        _ => writeln!(out, "{}.", view.headline),
    }
}

/// The moves of a game in record notation.
fn record(game: &Game) -> Vec<String> {
    game.moves().iter().map(|p| p.mv.to_string()).collect()
}

/// `attackers played d2-d3, capturing the defender on c3`.
fn describe_move(last: &LastMove) -> String {
    let captured = last.captured.iter().map(|c| (c.piece, c.coord.name()));
    describe(last.side, &format!("{}-{}", last.from, last.to), captured)
}

/// [`describe_move`] for a move the core reports as played.
pub(crate) fn describe_report(report: &MoveReport) -> String {
    let captured = report.captured.iter().map(|(sq, p)| (*p, sq.to_string()));
    describe(report.side, &report.mv.to_string(), captured)
}

fn describe(side: Side, mv: &str, captured: impl Iterator<Item = (Piece, String)>) -> String {
    let list: Vec<String> = captured
        .map(|(piece, square)| format!("the {} on {square}", piece_name(piece)))
        .collect();
    if list.is_empty() {
        format!("{side} played {mv}, no capture.")
    } else {
        format!("{side} played {mv}, capturing {}.", list.join(" and "))
    }
}

fn piece_name(piece: Piece) -> &'static str {
    match piece {
        Piece::Attacker => "attacker",
        Piece::Defender => "defender",
        Piece::King => "king",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tafl_core::controller::CapturedPiece;

    fn output(controller: Arc<GameController>, input: &str) -> String {
        let mut terminal = Terminal::new(controller, false);
        let mut out = Vec::new();
        let input = std::io::Cursor::new(input.as_bytes().to_vec());
        terminal.run(input, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    fn two_players(input: &str) -> String {
        output(
            GameController::new(GameConfig::two_players(Preset::Brandubh)).unwrap(),
            input,
        )
    }

    fn vs_computer(input: &str, human_side: Side) -> String {
        let config = GameConfig {
            mode: Mode::VsComputer {
                human_side,
                level: Level::Random,
            },
            ..GameConfig::two_players(Preset::Brandubh)
        };
        output(GameController::new(config).unwrap(), input)
    }

    #[test]
    fn commands_parse() {
        assert_eq!(parse_command("undo\n", 7), Ok(Command::Undo));
        assert_eq!(parse_command("  ", 7), Ok(Command::Nothing));
        assert_eq!(
            parse_command("moves d4", 7),
            Ok(Command::Moves(Some("d4".into())))
        );
        let mv = Move::parse("d2-d4").unwrap();
        assert_eq!(parse_command("d2-d4", 7), Ok(Command::Move(mv)));
        assert_eq!(parse_command("d2 d4", 7), Ok(Command::Move(mv)));
        assert!(parse_command("xx", 7).unwrap_err().contains("not a move"));
        assert!(parse_command("a1-a9", 7)
            .unwrap_err()
            .contains("off the board"));
        assert!(parse_command("undo 3", 7).is_err());
    }

    #[test]
    fn a_game_plays_undoes_and_explains() {
        let out = two_players("d2-e2\nundo\nredo\nd4-d7\nmoves e2\nmoves d5\nmoves c4\nmoves c3\n");
        assert!(out.contains("attackers played d2-e2"), "{out}");
        assert!(out.contains("Took back d2-e2."));
        assert!(out.contains("Replayed d2-e2."));
        assert!(out.contains("Illegal move d4-d7: d7 is occupied."), "{out}");
        assert!(
            out.contains("The piece on e2 belongs to the other side."),
            "{out}"
        );
        assert!(out.contains("The defender on d5 can move to:"));
        assert!(out.contains("The defender on c4 can move to: "));
        assert!(out.contains("There is no piece on c3."), "{out}");
        assert!(out.contains("To move: Defenders."), "{out}");
        assert!(out.ends_with("End of input: goodbye.\n"));
    }

    #[test]
    fn the_computer_moves_first_and_undo_needs_a_move_of_yours() {
        // Whether `undo` arrives before or after the computer's move, it takes nothing back.
        let out = vs_computer("undo\n", Side::Defenders);
        assert!(out.contains("You play the defenders"), "{out}");
        assert!(out.contains("The computer plays "), "{out}");
        assert!(
            out.contains("There is nothing to undo.") || out.contains("the computer is thinking"),
            "{out}"
        );
        assert!(out.contains("Your move (Defenders)."), "{out}");
        assert!(out.ends_with("End of input: goodbye.\n"), "{out}");
        let out = vs_computer("quit\n", Side::Defenders);
        assert!(out.ends_with("Goodbye.\n"), "{out}");
    }

    #[test]
    fn undo_against_the_computer_takes_back_the_pair() {
        let out = vs_computer("d2-e2\nundo\n", Side::Attackers);
        let reply = out
            .lines()
            .find_map(|l| l.strip_prefix("The computer plays "))
            .map(|m| m.trim_end_matches('.').to_string());
        match reply {
            // The reply came before `undo`: both go.
            Some(reply) if out.contains("Took back d2-e2 and") => {
                assert!(
                    out.contains(&format!("Took back d2-e2 and {reply}.")),
                    "{out}"
                )
            }
            // `undo` came while it thought: refused, the game goes on.
            _ => assert!(out.contains("the computer is thinking"), "{out}"),
        }
    }

    #[test]
    fn lines_typed_while_the_computer_thinks_are_answered_after_its_move() {
        let config = GameConfig {
            mode: Mode::VsComputer {
                human_side: Side::Attackers,
                level: Level::Hard,
            },
            think_millis: Some(300),
            seed: Some(1),
            ..GameConfig::two_players(Preset::Brandubh)
        };
        let out = output(GameController::new(config).unwrap(), "d2-e2\nmoves\n");
        let reply = out
            .find("The computer plays ")
            .expect("the computer replies");
        let answer = out
            .find("legal moves; pieces that can move")
            .expect("moves is answered");
        assert!(reply < answer, "{out}");
        assert!(out.ends_with("End of input: goodbye.\n"), "{out}");
    }

    #[test]
    fn the_capture_counts_say_who_took_what() {
        // 4 e4-e2 takes the attacker on d2 against the defender on c2.
        let out = two_players("a4-a3\nc4-c2\ng4-g5\ne4-e2\n");
        assert!(
            out.contains("defenders played e4-e2, capturing the attacker on d2."),
            "{out}"
        );
        assert!(
            out.contains("Captured — by attackers: 0, by defenders: 1. Plies without capture: 0"),
            "{out}"
        );
    }

    #[test]
    fn moves_after_the_end_says_the_game_is_over() {
        let escape = "a4-a2\nd5-b5\na2-a3\nd4-d5\na3-a2\nd5-g5\na2-a3\ng5-g7\n";
        let out = two_players(&format!("{escape}moves\nmoves b5\na3-a2\n"));
        let over = "The game is over (Defenders won: the king escaped): no piece can move. \
                    `undo` takes moves back.";
        assert_eq!(out.matches(over).count(), 2, "{out}");
        assert!(
            out.contains("Game over: Defenders won: the king escaped."),
            "{out}"
        );
        assert!(
            out.contains("Illegal move a3-a2: The game is over. Type `undo`"),
            "{out}"
        );
        assert!(!out.contains("No piece can move."), "{out}");
    }

    #[test]
    fn a_blocked_move_names_the_square_in_the_way() {
        // After d6-c6 the defender on c4 cannot pass the attacker on c6.
        let out = two_players("d6-c6\nc4-c7\n");
        assert!(
            out.contains("Illegal move c4-c7: c6 is in the way."),
            "{out}"
        );
    }

    #[test]
    fn captures_are_reported() {
        let last = LastMove {
            from: Coord::parse("d7").unwrap(),
            to: Coord::parse("d5").unwrap(),
            piece: Piece::Attacker,
            side: Side::Attackers,
            notation: "d7-d5xc5".into(),
            captured: vec![CapturedPiece {
                coord: Coord::parse("c5").unwrap(),
                piece: Piece::Defender,
            }],
            fresh: true,
        };
        assert_eq!(
            describe_move(&last),
            "attackers played d7-d5, capturing the defender on c5."
        );
    }
}
