//! `tafl play`: a game at the terminal, for two players or against the computer.
//!
//! A thread reads standard input into a channel (see [`crate::events`]); searches (the
//! computer's moves and hints) run on worker threads and report on the same channel, so the
//! loop in [`Session::run`] answers `quit` at once even while the computer thinks.

use crate::board;
use crate::events::{spawn_reader, Event};
use crate::start_position::{self, parse_side, PositionArgs};
use crate::variant_args::{self, VariantArgs};
use crate::CliResult;
use clap::Args;
use std::io::{self, BufRead, IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Sender};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;
use tafl_core::ai::{Engine, EngineConfig, Level, SearchLimits, SearchReport};
use tafl_core::game::MoveReport;
use tafl_core::{otn, Game, Move, Outcome, Piece, Position, Side, Square};

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
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
    pub movetime: Option<u64>,
}

/// Thinking time of a hint without --movetime.
const HINT_BUDGET: Duration = Duration::from_millis(1000);

pub fn run(args: &PlayArgs) -> CliResult {
    let variant = args.rules.load()?;
    let stdin = io::stdin();
    let interactive = stdin.is_terminal();
    let game = match args.start.position {
        Some(_) => start_position::game_from(&variant, args.start.load(&variant)?)?,
        None => Game::from_variant(variant),
    };
    let mut session = Session::new(game, interactive);
    let movetime = args.movetime.map(Duration::from_millis);
    if args.vs_computer {
        session.computer = Some(Computer {
            side: args.side.opponent(),
            level: args.level,
            limits: movetime.map(SearchLimits::movetime).unwrap_or_default(),
        });
    }
    session.hint_budget = movetime.unwrap_or(HINT_BUDGET);
    session.run(io::BufReader::new(stdin), io::stdout().lock())?;
    Ok(())
}

/// The computer opponent of a session.
#[derive(Clone, Copy, Debug)]
struct Computer {
    side: Side,
    level: Level,
    limits: SearchLimits,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum JobKind {
    /// The computer's move.
    Move,
    Hint,
}

/// A search running on a worker thread.
struct Job {
    kind: JobKind,
    stop: Arc<AtomicBool>,
}

/// What a worker thread reports.
#[derive(Debug)]
struct JobDone {
    kind: JobKind,
    report: Option<SearchReport>,
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
  undo             take back the last move
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

/// The game being played and how to talk about it.
struct Session {
    game: Game,
    /// Show a prompt (only when a person is typing).
    prompt: bool,
    computer: Option<Computer>,
    hint_budget: Duration,
    /// Created at the first search; shared with the worker thread of a running search.
    engine: Option<Arc<Mutex<Engine>>>,
    job: Option<Job>,
}

impl Session {
    fn new(game: Game, prompt: bool) -> Session {
        Session {
            game,
            prompt,
            computer: None,
            hint_budget: HINT_BUDGET,
            engine: None,
            job: None,
        }
    }

    fn run<R, W>(&mut self, input: R, mut out: W) -> io::Result<()>
    where
        R: BufRead + Send + 'static,
        W: Write,
    {
        let variant = self.game.variant().clone();
        let start = if *self.game.start_position() == Position::start(&variant) {
            format!("{} move first", capitalise(variant.rules().first.name()))
        } else {
            format!(
                "Starting from the position {}",
                otn::write_position(self.game.start_position())
            )
        };
        writeln!(
            out,
            "{}: {start}. Type `help` for the commands.",
            variant_args::describe(&variant),
        )?;
        if let Some(c) = self.computer {
            writeln!(
                out,
                "You play the {}; the computer ({}) plays the {}.",
                c.side.opponent(),
                c.level,
                c.side
            )?;
        }
        self.show(&mut out)?;
        let (tx, rx) = mpsc::channel();
        spawn_reader(input, tx.clone());
        let mut input_ended = false;
        loop {
            self.start_computer(&tx, &mut out)?;
            if input_ended && self.job.is_none() {
                writeln!(out, "End of input: goodbye.")?;
                return Ok(());
            }
            if self.prompt && self.job.is_none() {
                write!(out, "{}> ", self.game.side_to_move())?;
            }
            out.flush()?;
            let Ok(event) = rx.recv() else {
                return Ok(()); // cannot happen: `tx` is alive
            };
            match event {
                // At the end of input a running search may still finish and be shown.
                Event::Eof => input_ended = true,
                Event::Done(done) => self.finish_job(done, &mut out)?,
                Event::Line(line) => match parse_command(&line, variant.size()) {
                    Ok(Command::Quit) => {
                        if let Some(job) = self.job.take() {
                            job.stop.store(true, Ordering::Relaxed);
                        }
                        writeln!(out, "Goodbye.")?;
                        out.flush()?;
                        return Ok(());
                    }
                    Ok(Command::Nothing) => {}
                    _ if self.job.is_some() => writeln!(
                        out,
                        "Please wait: the computer is thinking (`quit` leaves)."
                    )?,
                    Err(message) => writeln!(out, "Error: {message}")?,
                    Ok(Command::Hint) => self.start_job(JobKind::Hint, &tx, &mut out)?,
                    Ok(command) => self.execute(command, &mut out)?,
                },
            }
        }
    }

    /// Starts the computer's search when it is its turn.
    fn start_computer<W: Write>(
        &mut self,
        tx: &Sender<Event<JobDone>>,
        out: &mut W,
    ) -> io::Result<()> {
        match self.computer {
            Some(c)
                if self.job.is_none()
                    && !self.game.is_over()
                    && self.game.side_to_move() == c.side =>
            {
                self.start_job(JobKind::Move, tx, out)
            }
            _ => Ok(()),
        }
    }

    fn start_job<W: Write>(
        &mut self,
        kind: JobKind,
        tx: &Sender<Event<JobDone>>,
        out: &mut W,
    ) -> io::Result<()> {
        if self.game.is_over() {
            return writeln!(out, "The game is over: there is nothing to hint.");
        }
        let (level, limits) = match (kind, self.computer) {
            (JobKind::Move, Some(c)) => (c.level, c.limits),
            _ => (Level::Hard, SearchLimits::movetime(self.hint_budget)),
        };
        match kind {
            JobKind::Move => writeln!(out, "The computer ({level}) is thinking...")?,
            JobKind::Hint => writeln!(out, "Looking for a hint...")?,
        }
        let engine = self
            .engine
            .get_or_insert_with(|| Arc::new(Mutex::new(Engine::new(EngineConfig::default()))))
            .clone();
        let stop = Arc::new(AtomicBool::new(false));
        self.job = Some(Job {
            kind,
            stop: stop.clone(),
        });
        let game = self.game.clone();
        let tx = tx.clone();
        thread::spawn(move || {
            let mut engine = engine.lock().unwrap_or_else(|p| p.into_inner());
            let report = engine.think(&game, level, &limits, &stop);
            let _ = tx.send(Event::Done(JobDone { kind, report }));
        });
        Ok(())
    }

    fn finish_job<W: Write>(&mut self, done: JobDone, out: &mut W) -> io::Result<()> {
        match self.job.take() {
            Some(job) if job.kind == done.kind => {}
            other => {
                self.job = other;
                return Ok(());
            }
        }
        let Some(report) = done.report else {
            return writeln!(out, "The computer found no move.");
        };
        match done.kind {
            JobKind::Hint => writeln!(out, "Hint: {}", report.best),
            JobKind::Move => {
                writeln!(out, "The computer plays {}.", report.best)?;
                self.apply_move(report.best, out)
            }
        }
    }

    fn execute<W: Write>(&mut self, command: Command, out: &mut W) -> io::Result<()> {
        match command {
            Command::Move(mv) => self.play_move(mv, out),
            Command::Undo => self.undo(out),
            Command::Redo => self.redo(out),
            Command::Moves(None) => self.list_movable(out),
            Command::Moves(Some(square)) => self.list_targets(&square, out),
            Command::Board => self.show(out),
            Command::Help => writeln!(out, "{HELP}"),
            Command::Hint | Command::Quit | Command::Nothing => Ok(()),
        }
    }

    /// Takes back one move; against the computer, back to the player's previous turn.
    fn undo<W: Write>(&mut self, out: &mut W) -> io::Result<()> {
        if let Some(c) = self.computer {
            if self.game.moves().iter().all(|m| m.side == c.side) {
                return writeln!(out, "Nothing to undo: you have not moved yet.");
            }
        }
        let mut taken = Vec::new();
        while let Some(mv) = self.game.undo() {
            taken.push(mv.to_string());
            match self.computer {
                Some(c) if self.game.side_to_move() == c.side => continue,
                _ => break,
            }
        }
        if taken.is_empty() {
            return writeln!(out, "Nothing to undo.");
        }
        writeln!(out, "Took back {}.", taken.join(" and "))?;
        self.show(out)
    }

    /// Replays one taken-back move; against the computer, up to the player's next turn.
    fn redo<W: Write>(&mut self, out: &mut W) -> io::Result<()> {
        let mut replayed = Vec::new();
        while let Some(report) = self.game.redo() {
            replayed.push(report.mv.to_string());
            match self.computer {
                Some(c) if self.game.side_to_move() == c.side && self.game.can_redo() => continue,
                _ => break,
            }
        }
        if replayed.is_empty() {
            return writeln!(out, "Nothing to redo.");
        }
        writeln!(out, "Replayed {}.", replayed.join(" and "))?;
        self.show(out)
    }

    /// Plays a move, or explains why it is illegal; the game goes on either way.
    fn play_move<W: Write>(&mut self, mv: Move, out: &mut W) -> io::Result<()> {
        if let Some(c) = self.computer {
            if self.game.side_to_move() == c.side && !self.game.is_over() {
                return writeln!(out, "It is the computer's turn.");
            }
        }
        self.apply_move(mv, out)
    }

    fn apply_move<W: Write>(&mut self, mv: Move, out: &mut W) -> io::Result<()> {
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
        if let Some(outcome) = self.game.outcome() {
            return writeln!(out, "{}", game_over_line(outcome));
        }
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
        if let Some(outcome) = self.game.outcome() {
            return writeln!(out, "{}", game_over_line(outcome));
        }
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
            "Attackers have taken {}, defenders have taken {}. Plies without capture: {}{limit}.",
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

/// What `moves` answers once the game has ended: nothing can move any more.
fn game_over_line(outcome: Outcome) -> String {
    format!("The game is over ({outcome}): no piece can move. `undo` takes moves back.")
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
        let input = std::io::Cursor::new(input.as_bytes().to_vec());
        session.run(input, &mut out).unwrap();
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

    fn computer_session(input: &str, human: Side) -> String {
        let mut session = Session::new(Game::new(Preset::Brandubh), false);
        session.computer = Some(Computer {
            side: human.opponent(),
            level: Level::Random,
            limits: SearchLimits::default(),
        });
        let mut out = Vec::new();
        let input = std::io::Cursor::new(input.as_bytes().to_vec());
        session.run(input, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn the_computer_moves_first_and_undo_needs_a_move_of_yours() {
        // Whether `undo` arrives before or after the computer's move, it takes nothing back.
        let out = computer_session("undo\n", Side::Defenders);
        assert!(out.contains("You play the defenders"), "{out}");
        assert!(out.contains("The computer plays "), "{out}");
        assert!(
            out.contains("Nothing to undo: you have not moved yet.")
                || out.contains("the computer is thinking"),
            "{out}"
        );
        assert!(out.ends_with("End of input: goodbye.\n"), "{out}");
        let out = computer_session("quit\n", Side::Defenders);
        assert!(out.ends_with("Goodbye.\n"), "{out}");
    }

    #[test]
    fn the_capture_counts_say_who_took_what() {
        // 4 e4-e2 takes the attacker on d2 against the defender on c2.
        let out = session_output("a4-a3\nc4-c2\ng4-g5\ne4-e2\n");
        assert!(
            out.contains("defenders played e4-e2, capturing the attacker on d2."),
            "{out}"
        );
        assert!(
            out.contains(
                "Attackers have taken 0, defenders have taken 1. Plies without capture: 0"
            ),
            "{out}"
        );
        assert!(!out.contains("Captured:"), "{out}");
    }

    #[test]
    fn moves_after_the_end_says_the_game_is_over() {
        let escape = "a4-a2\nd5-b5\na2-a3\nd4-d5\na3-a2\nd5-g5\na2-a3\ng5-g7\n";
        let out = session_output(&format!("{escape}moves\nmoves b5\n"));
        let over = "The game is over (defenders win: the king escaped): no piece can move. \
                    `undo` takes moves back.";
        assert_eq!(out.matches(over).count(), 2, "{out}");
        assert!(!out.contains("No piece can move."), "{out}");
    }

    #[test]
    fn a_blocked_move_names_the_square_in_the_way() {
        // After d6-c6 the defender on c4 cannot pass the attacker on c6.
        let out = session_output("d6-c6\nc4-c7\n");
        assert!(
            out.contains("Illegal move c4-c7: c6 is in the way."),
            "{out}"
        );
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
