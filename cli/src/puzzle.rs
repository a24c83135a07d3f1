//! `tafl puzzle`: one of the shipped puzzles at the terminal, driven by the core's puzzle
//! session — the same one the apps use — and drawn as `tafl play` draws a game.

use crate::board;
use crate::play::describe_report;
use crate::variant_args::{self, parse_preset};
use crate::{CliError, CliResult};
use clap::Args;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::io::{self, BufRead, IsTerminal, Write};
use std::ops::RangeInclusive;
use tafl_core::controller::texts;
use tafl_core::game::MoveReport;
use tafl_core::puzzles::{self, Attempt, Puzzle, PuzzleState};
use tafl_core::words::Words;
use tafl_core::{Move, Preset, Square};

/// Solve a puzzle: the side to move wins by force, proven by exhaustive search.
///
/// Type a move as `d2-d4` or `d2 d4`. The first move must be the one winning move; later any
/// move that still wins in time is accepted, and the other side answers with its longest
/// defence. Commands: `hint` (the piece to move), `solution` (play it out), `board`, `help`,
/// `quit`. Without --id or --random the first puzzle of the variant (within --rating) is set.
#[derive(Args, Debug)]
#[command(after_help = "Example: tafl puzzle --variant brandubh --random --rating 1000-1400")]
pub struct PuzzleArgs {
    /// The puzzles of this rule set: brandubh, tablut or copenhagen [default: brandubh, or the
    /// variant of --id]
    #[arg(long, short = 'v', value_name = "ID", value_parser = parse_preset)]
    pub variant: Option<Preset>,

    /// The puzzle with this id, e.g. brandubh-001
    #[arg(long, value_name = "ID", conflicts_with = "random")]
    pub id: Option<String>,

    /// A puzzle chosen at random
    #[arg(long)]
    pub random: bool,

    /// Only puzzles rated within MIN-MAX (e.g. 1000-1400), or the one rated nearest to N
    #[arg(long, value_name = "MIN-MAX|N", value_parser = parse_rating)]
    pub rating: Option<RatingFilter>,

    /// The seed of --random [default: a new one each time]
    #[arg(long, value_name = "S", requires = "random")]
    pub seed: Option<u64>,
}

/// `--rating`: a range, or a rating to come near.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RatingFilter {
    Within(RangeInclusive<u32>),
    Near(u32),
}

fn parse_rating(text: &str) -> Result<RatingFilter, String> {
    let number = |t: &str| {
        t.trim()
            .parse::<u32>()
            .map_err(|_| format!("{text:?} is not a rating: write MIN-MAX (1000-1400) or N"))
    };
    match text.split_once('-') {
        Some((lo, hi)) => {
            let (lo, hi) = (number(lo)?, number(hi)?);
            if lo > hi {
                return Err(format!("{text:?}: the lower rating comes first"));
            }
            Ok(RatingFilter::Within(lo..=hi))
        }
        None => Ok(RatingFilter::Near(number(text)?)),
    }
}

/// The puzzle the arguments ask for.
fn choose(args: &PuzzleArgs) -> Result<&'static Puzzle, CliError> {
    if let Some(id) = &args.id {
        let puzzle = puzzles::find(id).ok_or_else(|| {
            CliError::Message(format!("no puzzle {id:?} (ids look like brandubh-001)"))
        })?;
        if args.variant.is_some_and(|v| v != puzzle.preset) {
            return Err(CliError::Message(format!(
                "{id} is a {} puzzle, not a {} one",
                puzzle.preset,
                args.variant.unwrap_or(puzzle.preset)
            )));
        }
        return Ok(puzzle);
    }
    let preset = args.variant.unwrap_or(Preset::DEFAULT);
    let all = puzzles::builtin(preset);
    if all.is_empty() {
        return Err(CliError::Message(format!(
            "there are no {preset} puzzles (brandubh, tablut and copenhagen have some)"
        )));
    }
    let pool: Vec<&Puzzle> = match &args.rating {
        None => all.iter().collect(),
        Some(RatingFilter::Within(range)) => {
            all.iter().filter(|p| range.contains(&p.rating)).collect()
        }
        Some(RatingFilter::Near(r)) => {
            let best = all.iter().map(|p| p.rating.abs_diff(*r)).min();
            all.iter()
                .filter(|p| Some(p.rating.abs_diff(*r)) == best)
                .collect()
        }
    };
    if pool.is_empty() {
        return Err(CliError::Message(format!(
            "no {preset} puzzle is rated within {:?} (ratings {}-{})",
            args.rating,
            all.iter().map(|p| p.rating).min().unwrap_or(0),
            all.iter().map(|p| p.rating).max().unwrap_or(0)
        )));
    }
    let index = if args.random {
        let mut rng = match args.seed {
            Some(seed) => StdRng::seed_from_u64(seed),
            None => StdRng::from_os_rng(),
        };
        rng.random_range(0..pool.len())
    } else {
        0
    };
    Ok(pool[index])
}

pub fn run(args: &PuzzleArgs) -> CliResult {
    let puzzle = choose(args)?;
    let stdin = io::stdin();
    let prompt = stdin.is_terminal();
    let mut terminal = Terminal {
        attempt: Attempt::new(puzzle),
        words: Words::default(),
        prompt,
    };
    terminal.run(stdin.lock(), io::stdout().lock())?;
    Ok(())
}

/// One line of input.
#[derive(Debug, PartialEq, Eq)]
enum Command {
    Move(Move),
    Hint,
    Solution,
    Board,
    Help,
    Quit,
    Nothing,
}

const HELP: &str = "\
Commands:
  d2-d4 or d2 d4   move the piece on d2 to d4 (along a rank or a file, over empty squares)
  hint             mark the piece to move
  solution         play the solution out (the puzzle counts as failed)
  board            show the board again
  help             show this help
  quit             leave (so does the end of input)";

fn parse_command(line: &str, size: u8) -> Result<Command, String> {
    let line = line.trim();
    let mut words = line.split_whitespace();
    let first = words.next().map(str::to_ascii_lowercase);
    let simple = |cmd: Command, rest: usize| {
        if rest == 0 {
            Ok(cmd)
        } else {
            Err(format!("{line:?}: this command takes no argument"))
        }
    };
    let rest = words.count();
    match first.as_deref() {
        None => Ok(Command::Nothing),
        Some("hint") => simple(Command::Hint, rest),
        Some("solution" | "solve") => simple(Command::Solution, rest),
        Some("board" | "b") => simple(Command::Board, rest),
        Some("help" | "h" | "?") => simple(Command::Help, rest),
        Some("quit" | "q" | "exit") => simple(Command::Quit, rest),
        Some(_) => {
            let mv = Move::parse(line).map_err(|e| format!("{e}; type `help` for the commands"))?;
            for sq in [mv.from, mv.to] {
                Square::parse_on(&sq.to_string(), size).map_err(|e| e.to_string())?;
            }
            Ok(Command::Move(mv))
        }
    }
}

struct Terminal {
    attempt: Attempt,
    words: Words,
    prompt: bool,
}

impl Terminal {
    fn run<R: BufRead, W: Write>(&mut self, input: R, mut out: W) -> io::Result<()> {
        let puzzle = self.attempt.puzzle().clone();
        let variant = self.attempt.game().variant().clone();
        let title = self.words.format(
            "puzzle-title",
            &[
                ("rules", texts::preset(&self.words, puzzle.preset).into()),
                ("number", puzzle.number().unwrap_or(0).into()),
            ],
        );
        writeln!(
            out,
            "{title} ({}) — {}, {}. {} Type `help` for the commands.",
            puzzle.id,
            variant_args::describe(&variant),
            self.words
                .format("puzzle-rating", &[("rating", puzzle.rating.into())]),
            self.attempt.goal(&self.words),
        )?;
        self.show(&mut out)?;
        let mut lines = input.lines();
        loop {
            if self.attempt.state() != PuzzleState::Solving {
                return Ok(());
            }
            if self.prompt {
                write!(out, "{}> ", self.attempt.solver())?;
            }
            out.flush()?;
            let Some(Ok(line)) = lines.next() else {
                writeln!(out, "End of input: goodbye.")?;
                return Ok(());
            };
            match parse_command(&line, variant.size()) {
                Ok(Command::Quit) => {
                    writeln!(out, "Goodbye.")?;
                    return Ok(());
                }
                Ok(Command::Nothing) => {}
                Ok(Command::Move(mv)) => self.play(mv, &mut out)?,
                Ok(Command::Hint) => match self.attempt.hint() {
                    Some(hint) => writeln!(out, "Hint: {}", hint.text(&self.words))?,
                    None => writeln!(out, "{}", self.words.text("puzzle-finished"))?,
                },
                Ok(Command::Solution) => {
                    for report in self.attempt.show_solution() {
                        writeln!(out, "{}", describe_report(&report))?;
                    }
                    self.show(&mut out)?;
                }
                Ok(Command::Board) => self.show(&mut out)?,
                Ok(Command::Help) => writeln!(out, "{HELP}")?,
                Err(message) => writeln!(out, "Error: {message}")?,
            }
        }
    }

    fn play<W: Write>(&mut self, mv: Move, out: &mut W) -> io::Result<()> {
        match self.attempt.play(mv) {
            Ok(reply) => {
                writeln!(out, "{}", describe_report(&reply.played))?;
                if let Some(answer) = &reply.answer {
                    writeln!(
                        out,
                        "{} {}",
                        self.words.text("puzzle-right-move"),
                        self.answer_text(answer)
                    )?;
                }
                self.show(out)
            }
            Err(feedback) => writeln!(out, "{}", feedback.text(&self.words)),
        }
    }

    fn answer_text(&self, answer: &MoveReport) -> String {
        self.words.format(
            "puzzle-answer",
            &[
                ("side", texts::side_id(answer.side).into()),
                ("move", answer.mv.to_string().into()),
            ],
        )
    }

    /// The board, the last move and where the puzzle stands.
    fn show<W: Write>(&self, out: &mut W) -> io::Result<()> {
        let game = self.attempt.game();
        let variant = game.variant();
        writeln!(out)?;
        write!(out, "{}", board::render(game.position(), variant))?;
        writeln!(out, "    {}", board::legend(variant))?;
        if let Some(outcome) = game.outcome() {
            writeln!(out, "{}.", texts::result(&self.words, outcome))?;
        }
        writeln!(out, "{}", self.attempt.status(&self.words))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_and_ratings_parse() {
        assert_eq!(parse_command("hint", 7), Ok(Command::Hint));
        assert_eq!(parse_command(" solution ", 7), Ok(Command::Solution));
        assert_eq!(
            parse_command("d2 d4", 7),
            Ok(Command::Move(Move::parse("d2-d4").unwrap()))
        );
        assert!(parse_command("hint me", 7).is_err());
        assert!(parse_command("a1-a9", 7)
            .unwrap_err()
            .contains("off the board"));
        assert_eq!(
            parse_rating("1000-1400"),
            Ok(RatingFilter::Within(1000..=1400))
        );
        assert_eq!(parse_rating("1200"), Ok(RatingFilter::Near(1200)));
        assert!(parse_rating("1400-1000").is_err());
        assert!(parse_rating("hard").is_err());
    }
}
