//! `tafl play`: a two-player game at the terminal.
//!
//! The loop reads one line per turn and turns it into a [`Command`]. A computer opponent fits in
//! [`Session::run`]: before reading a line, when the side to move is the computer's, ask the AI
//! for a move and hand it to [`Session::play_move`]; a `hint` command becomes one more
//! [`Command`] variant.

use crate::board;
use crate::variant_args::{self, VariantArgs};
use crate::CliResult;
use clap::Args;
use std::io::{self, BufRead, IsTerminal, Write};
use tafl_core::game::MoveReport;
use tafl_core::{Game, Move, Piece, Side, Square};

/// Play a game for two players at one terminal.
///
/// Type a move as `d2-d4` or `d2 d4`. Commands: `undo`, `redo`, `moves <square>` (where that
/// piece can go), `moves` (which pieces can move), `board`, `help`, `quit`. The game also ends
/// when standard input ends.
#[derive(Args, Debug)]
pub struct PlayArgs {
    #[command(flatten)]
    pub rules: VariantArgs,
}

pub fn run(args: &PlayArgs) -> CliResult {
    let variant = args.rules.load()?;
    let stdin = io::stdin();
    let interactive = stdin.is_terminal();
    let mut session = Session::new(Game::from_variant(variant), interactive);
    session.run(stdin.lock(), io::stdout().lock())?;
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
    Help,
    Quit,
    Nothing,
}

const HELP: &str = "\
Commands:
  d2-d4 or d2 d4   move the piece on d2 to d4 (along a rank or a file, over empty squares)
  moves <square>   list where the piece on that square can move
  moves            list the pieces that can move
  undo             take back the last move
  redo             play the last taken-back move again
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

/// The game being played and how to talk about it.
struct Session {
    game: Game,
    /// Show a prompt (only when a person is typing).
    prompt: bool,
}

impl Session {
    fn new(game: Game, prompt: bool) -> Session {
        Session { game, prompt }
    }

    fn run<R: BufRead, W: Write>(&mut self, mut input: R, mut out: W) -> io::Result<()> {
        let variant = self.game.variant().clone();
        writeln!(
            out,
            "{}: {} move first. Type `help` for the commands.",
            variant_args::describe(&variant),
            capitalise(variant.rules().first.name())
        )?;
        self.show(&mut out)?;
        let mut line = String::new();
        loop {
            if self.prompt {
                write!(out, "{}> ", self.game.side_to_move())?;
                out.flush()?;
            }
            line.clear();
            if input.read_line(&mut line)? == 0 {
                writeln!(out, "End of input: goodbye.")?;
                return Ok(());
            }
            match parse_command(&line, variant.size()) {
                Err(message) => writeln!(out, "Error: {message}")?,
                Ok(Command::Quit) => {
                    writeln!(out, "Goodbye.")?;
                    return Ok(());
                }
                Ok(command) => self.execute(command, &mut out)?,
            }
            out.flush()?;
        }
    }

    fn execute<W: Write>(&mut self, command: Command, out: &mut W) -> io::Result<()> {
        match command {
            Command::Move(mv) => self.play_move(mv, out),
            Command::Undo => match self.game.undo() {
                Some(mv) => {
                    writeln!(out, "Took back {mv}.")?;
                    self.show(out)
                }
                None => writeln!(out, "Nothing to undo."),
            },
            Command::Redo => match self.game.redo() {
                Some(report) => {
                    writeln!(out, "Replayed {}.", report.mv)?;
                    self.show(out)
                }
                None => writeln!(out, "Nothing to redo."),
            },
            Command::Moves(None) => self.list_movable(out),
            Command::Moves(Some(square)) => self.list_targets(&square, out),
            Command::Board => self.show(out),
            Command::Help => writeln!(out, "{HELP}"),
            Command::Quit | Command::Nothing => Ok(()),
        }
    }

    /// Plays a move, or explains why it is illegal; the game goes on either way.
    fn play_move<W: Write>(&mut self, mv: Move, out: &mut W) -> io::Result<()> {
        match self.game.play(mv) {
            Ok(_) => self.show(out),
            Err(e) if self.game.is_over() => writeln!(
                out,
                "Illegal move {mv}: {e}. Type `undo` to take back moves or `quit` to leave."
            ),
            Err(e) => writeln!(out, "Illegal move {mv}: {e}."),
        }
    }

    fn list_targets<W: Write>(&self, text: &str, out: &mut W) -> io::Result<()> {
        let size = self.game.variant().size();
        let square = match Square::parse_on(text, size) {
            Ok(sq) => sq,
            Err(e) => return writeln!(out, "Error: {e}"),
        };
        let to_move = self.game.side_to_move();
        match self.game.position().piece_at(square) {
            None => writeln!(out, "There is no piece on {square}."),
            Some(piece) if piece.side() != to_move => writeln!(
                out,
                "The {} on {square} belongs to the {}; it is the {}' turn.",
                piece_name(piece),
                piece.side(),
                to_move
            ),
            Some(piece) => {
                let targets: Vec<String> = self
                    .game
                    .moves_from(square)
                    .iter()
                    .map(|m| m.to.to_string())
                    .collect();
                if targets.is_empty() {
                    writeln!(out, "The {} on {square} cannot move.", piece_name(piece))
                } else {
                    writeln!(
                        out,
                        "The {} on {square} can move to: {}",
                        piece_name(piece),
                        targets.join(" ")
                    )
                }
            }
        }
    }

    fn list_movable<W: Write>(&self, out: &mut W) -> io::Result<()> {
        let pieces = self.game.movable_pieces();
        if pieces.is_empty() {
            return writeln!(out, "No piece can move.");
        }
        let names: Vec<String> = pieces.iter().map(Square::to_string).collect();
        writeln!(
            out,
            "{} legal moves; pieces that can move: {} (try `moves {}`)",
            self.game.legal_moves().len(),
            names.join(" "),
            names[0]
        )
    }

    /// The board and everything a player needs to know about the state of the game.
    fn show<W: Write>(&self, out: &mut W) -> io::Result<()> {
        let game = &self.game;
        let variant = game.variant();
        writeln!(out)?;
        write!(out, "{}", board::render(game.position(), variant))?;
        writeln!(out, "    {}", board::legend(variant))?;
        match game.last_move() {
            None => writeln!(out, "Ply 0: no move yet.")?,
            Some(last) => {
                let report = MoveReport {
                    mv: last.mv,
                    side: last.side,
                    captured: last.captures.iter().collect(),
                    outcome: None,
                };
                writeln!(out, "Ply {}: {}", game.ply(), describe_move(&report))?;
            }
        }
        let limit = match variant.rules().no_capture_limit {
            Some(n) => format!(" (draw at {n})"),
            None => String::new(),
        };
        writeln!(
            out,
            "Captured: attackers {}, defenders {}. Plies without capture: {}{limit}.",
            game.captures_by(Side::Attackers),
            game.captures_by(Side::Defenders),
            game.plies_since_capture(),
        )?;
        match game.outcome() {
            Some(outcome) => writeln!(
                out,
                "Game over: {outcome}. (`undo` takes moves back, `quit` leaves.)"
            ),
            None => writeln!(out, "{} to move.", capitalise(game.side_to_move().name())),
        }
    }
}

/// `attackers played d2-d3, capturing the defender on c3`.
fn describe_move(report: &MoveReport) -> String {
    let mut text = format!("{} played {}", report.side, report.mv);
    if report.captured.is_empty() {
        text.push_str(", no capture.");
    } else {
        let list: Vec<String> = report
            .captured
            .iter()
            .map(|(sq, piece)| format!("the {} on {sq}", piece_name(*piece)))
            .collect();
        text.push_str(&format!(", capturing {}.", list.join(" and ")));
    }
    text
}

fn piece_name(piece: Piece) -> &'static str {
    match piece {
        Piece::Attacker => "attacker",
        Piece::Defender => "defender",
        Piece::King => "king",
    }
}

fn capitalise(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tafl_core::Preset;

    fn session_output(input: &str) -> String {
        let mut session = Session::new(Game::new(Preset::Brandubh), false);
        let mut out = Vec::new();
        session.run(input.as_bytes(), &mut out).unwrap();
        String::from_utf8(out).unwrap()
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
    fn a_session_plays_undoes_and_explains() {
        let out = session_output("d2-e2\nundo\nredo\nd4-d7\nmoves e2\nmoves d5\nmoves c4\n");
        assert!(out.contains("attackers played d2-e2"), "{out}");
        assert!(out.contains("Took back d2-e2."));
        assert!(out.contains("Replayed d2-e2."));
        assert!(out.contains("Illegal move d4-d7: d7 is occupied."));
        assert!(out.contains("belongs to the attackers"));
        assert!(out.contains("The defender on d5 can move to:"));
        assert!(out.contains("The defender on c4 can move to: "));
        assert!(out.ends_with("End of input: goodbye.\n"));
    }

    #[test]
    fn captures_are_reported() {
        let report = MoveReport {
            mv: Move::parse("d7-d5").unwrap(),
            side: Side::Attackers,
            captured: vec![(Square::parse("c5").unwrap(), Piece::Defender)],
            outcome: None,
        };
        assert_eq!(
            describe_move(&report),
            "attackers played d7-d5, capturing the defender on c5."
        );
    }
}
