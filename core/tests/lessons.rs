//! The lessons: which are offered for which rules, that every step of every lesson accepts the
//! moves that do its task and refuses every other with feedback (checked here against the
//! rules engine, not against the lesson's own judge), that the positions are legal, how a
//! lesson is driven (taps, hints, steps, refusals that change nothing), the marks and words it
//! shows, and the progress document.

use std::sync::Arc;
use tafl_core::controller::{
    BoardSound, Coord, GameConfig, GameController, GameError, Preferences, TapOutcome,
};
use tafl_core::game::{Game, Outcome};
use tafl_core::lessons::{
    left_out, Lesson, LessonController, LessonProgress, LessonSet, LessonState, LessonTopic,
    LessonVerdict, LessonView, Mistake, Task,
};
use tafl_core::words::Lang;

/// A lesson on its board as the apps drive it, with what the tests read of it besides: each
/// move's verdict, read back from the view as an app reads it.
trait Judge {
    /// A move, and what it did to the lesson.
    fn judge(&self, from: Coord, to: Coord) -> Result<LessonVerdict, GameError>;
    /// Asks for the hint and returns the square it marks.
    fn hint_square(&self) -> Result<Coord, GameError>;
    fn game(&self) -> Game;
    fn solution(&self) -> Option<Move>;
    fn lesson(&self) -> Lesson;
    fn is_finished(&self) -> bool;
    /// The lesson as it stands on a board of its own, to try a move on.
    fn copy(&self) -> Arc<LessonController>;
}

impl Judge for Arc<LessonController> {
    fn judge(&self, from: Coord, to: Coord) -> Result<LessonVerdict, GameError> {
        let outcome = self.play(from, to)?;
        let view = self.view();
        Ok(match (outcome, view.state) {
            (TapOutcome::Wrong, _) => LessonVerdict::Wrong {
                mistake: view.feedback.expect("a wrong move is explained").mistake,
            },
            (_, LessonState::Playing) => LessonVerdict::Answered,
            (_, LessonState::StepDone) => LessonVerdict::StepDone,
            (_, LessonState::Finished) => LessonVerdict::LessonDone,
        })
    }

    fn hint_square(&self) -> Result<Coord, GameError> {
        self.hint()?;
        Ok(self
            .view()
            .board
            .hint
            .expect("the hint is on the board")
            .from)
    }

    fn game(&self) -> Game {
        self.page().game().clone()
    }

    fn solution(&self) -> Option<Move> {
        self.page().solution()
    }

    fn lesson(&self) -> Lesson {
        self.page().lesson().clone()
    }

    fn is_finished(&self) -> bool {
        self.page().is_finished()
    }

    fn copy(&self) -> Arc<LessonController> {
        LessonController::with_page(self.page(), Lang::ENGLISH)
    }
}
use tafl_core::{Escape, Move, Piece, PieceSet, Preset, Side};

fn c(name: &str) -> Coord {
    Coord::parse(name).unwrap()
}

fn ids(set: &LessonSet) -> Vec<&'static str> {
    set.lessons().iter().map(|l| l.id()).collect()
}

#[test]
fn each_preset_is_offered_the_lessons_of_its_rules() {
    let common = ["moving", "capture", "several-at-once", "armed-king"];
    let expected: [(Preset, &[&str]); 7] = [
        (
            Preset::Brandubh,
            &[
                "hostile-squares",
                "escape",
                "king-capture",
                "repetition",
                "move-limit",
            ],
        ),
        (
            Preset::BrandubhAageNielsen,
            &["hostile-squares", "escape", "king-capture", "repetition"],
        ),
        (
            Preset::ArdRi,
            &["escape", "king-capture", "encirclement", "repetition"],
        ),
        (
            Preset::Tablut,
            &["hostile-squares", "escape", "king-capture", "repetition"],
        ),
        (
            Preset::Hnefatafl,
            &["hostile-squares", "escape", "king-capture", "repetition"],
        ),
        (
            Preset::Copenhagen,
            &[
                "hostile-squares",
                "escape",
                "king-capture",
                "shieldwall",
                "exit-fort",
                "encirclement",
                "repetition",
            ],
        ),
        (
            Preset::Fetlar,
            &["hostile-squares", "escape", "king-capture", "repetition"],
        ),
    ];
    for (preset, rest) in expected {
        let set = LessonSet::of_preset(preset);
        let want: Vec<&str> = common.iter().chain(rest).copied().collect();
        assert_eq!(ids(&set), want, "{preset:?}");
        assert_eq!(set.family(), preset.id());
        // Every planned step of a lesson offered fits these rules and proves on them.
        assert_eq!(left_out(&preset.rules()), vec![], "{preset:?}");
    }
}

#[test]
fn a_lesson_is_offered_exactly_when_its_rule_is_on() {
    for preset in Preset::ALL {
        let r = preset.rules();
        let offered = |topic: LessonTopic| {
            LessonSet::of_preset(preset)
                .lessons()
                .iter()
                .any(|l| l.topic == topic)
        };
        assert_eq!(offered(LessonTopic::Shieldwall), r.shieldwall, "{preset:?}");
        assert_eq!(
            offered(LessonTopic::ExitFort),
            r.exit_fort && r.escape == Escape::Corner,
            "{preset:?}"
        );
        assert_eq!(offered(LessonTopic::Encirclement), r.encirclement);
        assert_eq!(offered(LessonTopic::ArmedKing), r.king_armed);
        assert_eq!(
            offered(LessonTopic::MoveLimit),
            r.no_capture_limit.is_some()
        );
        let soldiers =
            |set: PieceSet| set.contains(Piece::Attacker) || set.contains(Piece::Defender);
        let hostile = (r.corners && soldiers(r.corner_hostile))
            || (r.throne
                && (soldiers(r.throne_hostile_empty) || soldiers(r.throne_hostile_occupied)));
        assert_eq!(offered(LessonTopic::HostileSquares), hostile, "{preset:?}");
    }
}

#[test]
fn custom_rules_get_the_lessons_of_their_switches() {
    // Brandubh's board with edge escape, an unarmed king and a shieldwall.
    let otr = "dim:7 name:Walled esc:e ka:n sw:s start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
    let set = LessonSet::new(Preset::Brandubh, Some(otr)).unwrap();
    let ids = ids(&set);
    assert!(ids.contains(&"shieldwall"), "{ids:?}");
    assert!(!ids.contains(&"armed-king"), "{ids:?}");
    assert!(
        set.family().starts_with("dim:7 name:Walled"),
        "{}",
        set.family()
    );
    let escape = set.start("escape", Lang::ENGLISH).unwrap().view();
    assert!(
        escape.explanation[0].contains("edge"),
        "{:?}",
        escape.explanation
    );
    assert!(escape.task.contains("edge"), "{}", escape.task);
    let rules = tafl_core::otr::parse_rules(otr).unwrap();
    assert_eq!(left_out(&rules), vec![]);

    // A blank string is the preset; rules that cannot be read or played are refused.
    assert_eq!(
        LessonSet::new(Preset::Tablut, Some("  ")).unwrap().family(),
        "tablut"
    );
    assert_eq!(
        LessonSet::new(Preset::Brandubh, Some("dim:7 nonsense")).err(),
        Some(GameError::BadRules)
    );
    let unsupported = "dim:7 name:Odd tfr:w start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
    assert_eq!(
        LessonSet::new(Preset::Brandubh, Some(unsupported)).err(),
        Some(GameError::UnsupportedRules)
    );
    assert_eq!(
        set.start("no-such-lesson", Lang::ENGLISH).err(),
        Some(GameError::UnknownLesson)
    );
}

/// Whether `mv` by `player` in `before` does `task`, worked out from the rules engine alone.
fn does(task: &Task, player: Side, before: &Game, mv: Move) -> bool {
    let mut after = before.clone();
    let Ok(report) = after.play(mv) else {
        return false;
    };
    let ends_badly = after.outcome().is_some_and(|o| o.winner != Some(player));
    if ends_badly {
        return false;
    }
    let position = after.position();
    match task {
        Task::Reach { from, to } => mv == Move::new(*from, *to),
        Task::Capture { squares, with } => {
            let gone = squares.iter().all(|&sq| {
                before
                    .position()
                    .piece_at(sq)
                    .is_some_and(|p| p.side() != player)
                    && position.piece_at(sq).is_none()
            });
            gone && with.is_none_or(|w| w == mv.from) && !report.captured.is_empty()
        }
        Task::Win(reason) => after.outcome() == Some(Outcome::win(player, *reason)),
        Task::Threaten(reason) => {
            let wins_now = |g: &Game| {
                g.legal_moves().into_iter().any(|m| {
                    let mut t = g.clone();
                    t.play(m).is_ok() && t.outcome() == Some(Outcome::win(player, *reason))
                })
            };
            !after.is_over()
                && after.legal_moves().into_iter().all(|reply| {
                    let mut t = after.clone();
                    t.play(reply).unwrap();
                    t.outcome().is_some_and(|o| o.winner == Some(player))
                        || (!t.is_over() && wins_now(&t))
                })
        }
        Task::AvoidRepetition => !after.is_over() && after.occurrences() < 3,
        Task::Repeat => !after.is_over() && after.occurrences() >= 3,
    }
}

/// Where a lesson is and what stands on its board.
type BoardState = (u32, LessonState, Vec<(Coord, Option<Piece>)>);

fn board_state(v: &LessonView) -> BoardState {
    let pieces = v.board.rows.iter().flatten();
    (
        v.step,
        v.state,
        pieces.map(|c| (c.coord, c.piece)).collect(),
    )
}

/// Plays every step of `lesson` of `set`: at every task, every legal move is tried; exactly the
/// moves that do the task are accepted, every other is refused with feedback and the board
/// returns. Then the intended move goes on. Returns the number of refused moves.
fn walk(set: &LessonSet, id: &str) -> usize {
    let lesson_board = set.start(id, Lang::ENGLISH).unwrap();
    let lesson = lesson_board.lesson().clone();
    let mut refused = 0;
    for (n, step) in lesson.steps().iter().enumerate() {
        assert_eq!(lesson_board.view().step, n as u32 + 1);
        // The position is legal on these rules: the analysis board takes it.
        let start = step.game().start_position();
        let otn = tafl_core::otn::write_position(start);
        let config = GameConfig {
            rules: set.family().contains(':').then(|| set.family().to_string()),
            ..GameConfig::two_players(Preset::from_id(set.family()).unwrap_or(Preset::Brandubh))
        };
        GameController::analysis(config, Some(otn.clone()), Some(start.side_to_move()))
            .unwrap_or_else(|e| panic!("{id} step {}: {otn} is refused: {e:?}", n + 1));
        for (g, goal) in step.goals().iter().enumerate() {
            let player = step.player();
            let game = lesson_board.game().clone();
            assert_eq!(game.side_to_move(), player, "{id} {n} {g}");
            let before = board_state(&lesson_board.view());
            let mut refused_here = 0;
            for mv in game.legal_moves() {
                let tried = lesson_board.copy();
                let verdict = tried
                    .judge(Coord::of(mv.from), Coord::of(mv.to))
                    .unwrap_or_else(|e| panic!("{id}: {mv} is a legal move: {e:?}"));
                let right = does(&goal.task, player, &game, mv);
                match verdict {
                    LessonVerdict::Wrong { mistake } => {
                        assert!(!right, "{id} step {} goal {g}: {mv} does the task", n + 1);
                        refused_here += 1;
                        let view = tried.view();
                        assert!(board_state(&view) == before, "{id}: {mv} is taken back");
                        assert_eq!(tried.game().position(), game.position());
                        assert_eq!(tried.game().ply(), game.ply());
                        let feedback = view.feedback.expect("a wrong move is explained");
                        assert_eq!(feedback.mistake, mistake);
                        assert_eq!(feedback.wrong_move.from, Coord::of(mv.from));
                        assert!(feedback.text.ends_with("try again."), "{}", feedback.text);
                        assert!(!feedback.text.contains("lesson-"), "{}", feedback.text);
                        // The mistake is one the task can have.
                        let fits = match &goal.task {
                            Task::Reach { .. } => mistake == Mistake::OtherMove,
                            Task::Capture { with, .. } => {
                                matches!(
                                    mistake,
                                    Mistake::NoCapture
                                        | Mistake::NotBeside
                                        | Mistake::OnEdge
                                        | Mistake::FarSideEmpty
                                        | Mistake::FarSideTheirs
                                ) || (mistake == Mistake::NotWithKing && with.is_some())
                            }
                            Task::Win(_) => mistake == Mistake::NotWon,
                            Task::Threaten(_) => {
                                matches!(mistake, Mistake::NoThreat | Mistake::Stoppable)
                            }
                            Task::AvoidRepetition => false,
                            Task::Repeat => mistake == Mistake::NoRepetition,
                        };
                        assert!(
                            fits || mistake == Mistake::GameEnded,
                            "{id}: {mv} → {mistake:?} for {:?}",
                            goal.task
                        );
                        // A stoppable threat names the reply that stops it, and it does.
                        if mistake == Mistake::Stoppable {
                            let reply = feedback.refutation.expect("the stopping reply");
                            let mut t = game.clone();
                            t.play(mv).unwrap();
                            let reply = Move::new(
                                reply.from.square_on(t.variant().size()).unwrap(),
                                reply.to.square_on(t.variant().size()).unwrap(),
                            );
                            assert!(t.legal_moves().contains(&reply));
                        }
                    }
                    _ => assert!(right, "{id} step {} goal {g}: {mv} is accepted", n + 1),
                }
            }
            assert!(refused_here > 0, "{id} step {}: nothing is refused", n + 1);
            refused += refused_here;
            let solution = lesson_board.solution().expect("a solution while playing");
            assert!(does(&goal.task, player, &game, solution));
            let verdict = lesson_board
                .judge(Coord::of(solution.from), Coord::of(solution.to))
                .unwrap();
            let last_goal = g + 1 == step.goals().len();
            let last_step = n + 1 == lesson.steps().len();
            let want = match (last_goal, last_step) {
                (false, _) => LessonVerdict::Answered,
                (true, false) => LessonVerdict::StepDone,
                (true, true) => LessonVerdict::LessonDone,
            };
            assert_eq!(verdict, want, "{id} step {} goal {g}", n + 1);
            let view = lesson_board.view();
            assert!(view.feedback.is_none());
            assert!(view.praise.is_some());
            if !last_goal {
                // The other side answered, and it is the player's move again.
                assert_eq!(lesson_board.game().side_to_move(), player);
                assert!(view.praise.unwrap().contains(" answer "));
            }
        }
        if n + 1 < lesson.steps().len() {
            assert!(lesson_board.view().can_next_step);
            lesson_board.next_step().unwrap();
        }
    }
    assert!(lesson_board.is_finished());
    assert_eq!(lesson_board.view().state, LessonState::Finished);
    refused
}

#[test]
fn every_step_of_every_lesson_accepts_right_moves_and_refuses_wrong_ones_on_every_preset() {
    for preset in Preset::ALL {
        let set = LessonSet::of_preset(preset);
        for lesson in set.lessons() {
            let refused = walk(&set, lesson.id());
            assert!(refused > 0, "{preset:?} {}", lesson.id());
        }
    }
}

#[test]
fn the_lessons_of_custom_rules_are_sound_too() {
    for otr in [
        "dim:7 name:Walled esc:e ka:n sw:s start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
        "dim:9 name:Sea_Battle esc:e atkf:y ka:n nj:n cj:n cor: cen: \
         start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/",
        // The largest board: every step placed from a corner or the centre still fits.
        "dim:13 name:Big sw:s start:/5ttt5/6t6/13/13/t5T5t/t4TTT4t/tt3TKT3tt/t4TTT4t/t5T5t/13/13/\
         6t6/5ttt5/",
    ] {
        let set = LessonSet::new(Preset::Brandubh, Some(otr)).unwrap();
        let rules = tafl_core::otr::parse_rules(otr).unwrap();
        assert_eq!(left_out(&rules), vec![], "{otr}");
        for lesson in set.lessons() {
            walk(&set, lesson.id());
        }
    }
}

fn marked(view: &LessonView) -> Vec<String> {
    view.board
        .rows
        .iter()
        .flatten()
        .filter(|cell| cell.marked)
        .map(|cell| cell.name.clone())
        .collect()
}

/// Plays the intended moves of the current step until it is done.
fn finish_step(s: &Arc<LessonController>) -> LessonVerdict {
    loop {
        let mv = s.solution().expect("a step in play has a solution");
        match s.judge(Coord::of(mv.from), Coord::of(mv.to)).unwrap() {
            LessonVerdict::Answered => continue,
            done => return done,
        }
    }
}

/// The feedback's words after `from`-`to` in lesson `id`'s step `step` (from 1) of Brandubh.
fn feedback(preset: Preset, id: &str, step: u32, from: &str, to: &str) -> (Mistake, String) {
    let s = LessonSet::of_preset(preset)
        .start(id, Lang::ENGLISH)
        .unwrap();
    while s.view().step < step {
        finish_step(&s);
        s.next_step().unwrap();
    }
    let LessonVerdict::Wrong { mistake } = s.judge(c(from), c(to)).unwrap() else {
        panic!("{id}: {from}-{to} is accepted");
    };
    let text = s.view().feedback.unwrap().text;
    let again = " The board is back as it was: try again.";
    (
        mistake,
        text.strip_suffix(again).unwrap_or(&text).to_string(),
    )
}

#[test]
fn a_wrong_move_is_explained_by_what_it_missed() {
    use Mistake::*;
    let b = Preset::Brandubh;
    let cases = [
        (
            feedback(b, "moving", 1, "b2", "a2"),
            OtherMove,
            "That is not the move the task asks for.",
        ),
        (
            feedback(b, "capture", 1, "f2", "e2"),
            NotBeside,
            "The piece on c2 is not captured: your piece must stop right next to it.",
        ),
        // The king on b3 boxed by a3, b2, b4; the attacker on c3; b2-c2 comes beside it from
        // below, where c4 above it is empty.
        (
            feedback(b, "armed-king", 2, "b2", "c2"),
            FarSideEmpty,
            "The piece on c3 is not captured: the square on its far side, c4, is empty.",
        ),
        // The defender on c1 on the edge: g2-c2 comes at it from the board's side.
        (
            feedback(b, "several-at-once", 2, "g2", "c2"),
            OnEdge,
            "The piece on c1 is not captured: it stands on the edge, so there is no square on \
             its far side. Come at it along the edge.",
        ),
        (
            feedback(b, "escape", 1, "a3", "b3"),
            NotWon,
            "The king has not escaped yet.",
        ),
        (
            feedback(b, "escape", 2, "c3", "c2"),
            NoThreat,
            "That move threatens no escape.",
        ),
        (
            feedback(b, "king-capture", 1, "d3", "a3"),
            NotWon,
            "The king is not captured yet.",
        ),
        (
            feedback(b, "repetition", 1, "c2", "a2"),
            NoRepetition,
            "That move does not bring the position back.",
        ),
        (
            feedback(b, "move-limit", 1, "b2", "a2"),
            GameEnded,
            "That move ends the game: Draw: too many moves without a capture.",
        ),
        (
            feedback(Preset::ArdRi, "repetition", 1, "c2", "b2"),
            GameEnded,
            "That move ends the game: Defenders won: the position was repeated.",
        ),
        (
            feedback(Preset::Copenhagen, "shieldwall", 1, "e1", "f1"),
            NoCapture,
            "The pieces on c1, d1 are still there.",
        ),
    ];
    for ((mistake, text), want_mistake, want_text) in cases {
        assert_eq!((mistake, text.as_str()), (want_mistake, want_text));
    }
}

#[test]
fn the_far_side_of_a_missed_capture_is_marked_while_the_feedback_shows() {
    let s = LessonSet::of_preset(Preset::Brandubh)
        .start("armed-king", Lang::ENGLISH)
        .unwrap();
    finish_step(&s);
    s.next_step().unwrap();
    let view = s.view();
    assert_eq!(view.task, "Capture the attacker on c3.");
    assert_eq!(marked(&view), ["c3"]);
    s.judge(c("b2"), c("c2")).unwrap();
    let view = s.view();
    assert_eq!(view.feedback.as_ref().unwrap().square, Some(c("c4")));
    assert_eq!(marked(&view), ["c4", "c3"]);
    let c4 = view.board.cell(c("c4")).unwrap();
    assert_eq!(c4.description, "c4, empty, named in the task");
    s.dismiss_message();
    assert_eq!(marked(&s.view()), ["c3"]);
}

#[test]
fn the_task_names_its_squares_on_the_board() {
    let set = LessonSet::of_preset(Preset::Brandubh);
    let view = set.start("moving", Lang::ENGLISH).unwrap().view();
    assert_eq!(view.task, "Move the attacker from b2 to f2.");
    assert_eq!(marked(&view), ["b2", "f2"]);
    let s = set.start("escape", Lang::ENGLISH).unwrap();
    assert_eq!(marked(&s.view()), ["a3"]);
    finish_step(&s);
    assert!(
        marked(&s.view()).is_empty(),
        "nothing is marked once the step is done"
    );
    let view = set.start("repetition", Lang::ENGLISH).unwrap().view();
    assert_eq!(marked(&view), ["b2", "c2"]);
    // A move that does the task is accepted whichever piece makes it: both attackers can
    // take c2 in the capture lesson's first step? Only f2-d2 can; the hint shows it.
    let s = set.start("capture", Lang::ENGLISH).unwrap();
    assert_eq!(s.hint_square().unwrap(), c("f2"));
    let view = s.view();
    assert_eq!(
        view.board.hint.map(|h| (h.from, h.to)),
        Some((c("f2"), None))
    );
    assert!(view.board.cell(c("f2")).unwrap().hint);
}

#[test]
fn a_lesson_takes_taps_and_refuses_what_it_cannot_do_without_changing_anything() {
    let set = LessonSet::of_preset(Preset::Brandubh);
    let s = set.start("capture", Lang::ENGLISH).unwrap();
    let view = s.view();
    assert_eq!(view.title, "Capturing");
    assert_eq!((view.number, view.lessons), (2, 9));
    assert_eq!((view.step, view.steps), (1, 2));
    assert_eq!(view.player, Side::Attackers);
    assert_eq!(view.next_lesson.as_deref(), Some("several-at-once"));
    assert!(view.board.enabled && view.can_hint && !view.can_next_step);
    assert_eq!(view.board.move_serial, 0);

    // Refusals: each leaves the board as it was and says why.
    let unchanged = |s: &Arc<LessonController>| board_state(&s.view());
    let start = unchanged(&s);
    assert_eq!(s.tap(Coord::new(7, 0)), Err(GameError::OffBoard));
    assert_eq!(
        s.view().message.unwrap().text,
        "That square is off the board."
    );
    assert_eq!(s.tap(c("c2")), Err(GameError::NotYourPiece));
    assert_eq!(s.judge(c("d4"), c("d5")), Err(GameError::NotYourPiece));
    assert_eq!(s.judge(c("a1"), c("a2")), Err(GameError::NoPiece));
    assert_eq!(s.judge(c("f2"), c("b2")), Err(GameError::IllegalMove));
    assert_eq!(s.next_step(), Err(GameError::StepNotDone));
    assert_eq!(s.view().message.unwrap().text, "Finish this step first.");
    assert_eq!(unchanged(&s), start);

    // Select, deselect, select, play on a target.
    assert_eq!(s.tap(c("f2")), Ok(TapOutcome::Selected));
    let view = s.view();
    assert!(view.message.is_none(), "a selection clears the message");
    assert!(view.board.cell(c("f2")).unwrap().selected);
    assert!(view.board.cell(c("d2")).unwrap().target);
    assert_eq!(s.tap(c("f2")), Ok(TapOutcome::Deselected));
    assert_eq!(s.drag_start(c("f2")), Ok(TapOutcome::Selected));
    assert_eq!(s.drop_on(c("a7")), Ok(TapOutcome::Selected), "not a target");
    // A wrong move by tap: taken back, explained.
    assert_eq!(s.tap(c("f1")), Ok(TapOutcome::Wrong));
    assert!(s.view().feedback.is_some());
    assert_eq!(unchanged(&s), start);
    assert_eq!(
        s.view().board.move_serial,
        0,
        "a wrong move is not a move played"
    );
    // The right one.
    s.tap(c("f2")).unwrap();
    assert_eq!(s.drop_on(c("d2")), Ok(TapOutcome::Played));
    let view = s.view();
    assert_eq!(view.state, LessonState::StepDone);
    assert_eq!(view.praise.as_deref(), Some("Captured!"));
    assert_eq!(view.task, "Well done! Go on to the next step.");
    assert!(view.feedback.is_none());
    assert_eq!(view.board.move_serial, 1);
    let last = view.board.last_move.unwrap();
    assert!(last.fresh);
    assert_eq!(last.captured.len(), 1);
    assert!(!view.board.enabled && !view.can_hint && view.can_next_step);
    let done = unchanged(&s);
    assert_eq!(s.tap(c("d2")), Ok(TapOutcome::Ignored));
    assert_eq!(s.judge(c("d2"), c("d3")), Err(GameError::StepDone));
    assert_eq!(s.hint_square(), Err(GameError::StepDone));
    assert_eq!(unchanged(&s), done);

    // The step again, then on to the next, the last.
    s.retry();
    assert_eq!(unchanged(&s), start);
    finish_step(&s);
    s.next_step().unwrap();
    let view = s.view();
    assert_eq!((view.step, view.player), (2, Side::Defenders));
    assert!(view.board.last_move.is_none());
    assert_eq!(finish_step(&s), LessonVerdict::LessonDone);
    assert!(s.is_finished());
    assert_eq!(s.view().task, "Lesson complete!");
    assert_eq!(s.next_step(), Err(GameError::LessonFinished));
    assert_eq!(s.judge(c("a1"), c("a2")), Err(GameError::LessonFinished));
    s.restart();
    assert_eq!(unchanged(&s), start);
    assert!(!s.is_finished());
}

#[test]
fn a_lesson_speaks_every_language() {
    for preset in Preset::ALL {
        let set = LessonSet::of_preset(preset);
        for lesson in set.lessons() {
            let s = set.start(lesson.id(), Lang::ENGLISH).unwrap();
            let english = s.view();
            for code in ["et", "ru"] {
                s.set_language(code.to_string());
                let view = s.view();
                assert_ne!(view.title, english.title, "{code} {}", lesson.id());
                assert_ne!(view.task, english.task, "{code} {}", lesson.id());
                for text in view.explanation.iter().chain([&view.task, &view.title]) {
                    assert!(
                        !text.is_empty() && !text.contains("lesson-"),
                        "{code}: {text}"
                    );
                    assert_ne!(english.explanation, view.explanation);
                }
            }
            let infos = set.infos(Lang::from_code("ru"), &LessonProgress::new());
            assert!(infos.iter().all(|i| !i.summary.is_empty() && !i.completed));
        }
    }
    // A wrong move's words follow the language of the moment.
    let s = LessonSet::of_preset(Preset::Brandubh)
        .start("capture", Lang::from_code("et"))
        .unwrap();
    assert_eq!(s.view().task, "Löö kaitsja ruudul c2.");
    s.judge(c("f2"), c("e2")).unwrap();
    assert_eq!(
        s.view().feedback.unwrap().text,
        "Nupp ruudul c2 jäi löömata: sinu nupp peab peatuma otse selle kõrval. \
         Laud on jälle endine: proovi uuesti."
    );
    s.set_language("ru-RU".into());
    assert!(s
        .view()
        .feedback
        .unwrap()
        .text
        .starts_with("Фигура на клетке c2 не взята"));
}

#[test]
fn progress_is_recorded_when_a_lesson_is_finished_and_survives_its_json() {
    let set = LessonSet::of_preset(Preset::Brandubh);
    let mut progress = LessonProgress::new();
    let s = set.start("moving", Lang::ENGLISH).unwrap();
    finish_step(&s);
    assert!(!progress.record(&s.page()), "not finished yet");
    s.next_step().unwrap();
    finish_step(&s);
    assert!(progress.record(&s.page()));
    assert!(!progress.record(&s.page()), "once");
    let infos = set.infos(Lang::ENGLISH, &progress);
    let done: Vec<&str> = infos
        .iter()
        .filter(|i| i.completed)
        .map(|i| i.id.as_str())
        .collect();
    assert_eq!(done, ["moving"]);
    assert_eq!(infos[0].title, "How pieces move");
    assert_eq!(infos[0].number, 1);
    assert_eq!(infos[0].steps, 2);

    let back = LessonProgress::from_json(&progress.to_json());
    assert_eq!(back, progress);
    assert!(back.is_completed("brandubh", "moving"));
    // The same lesson of other rules is not done.
    let tablut = LessonSet::of_preset(Preset::Tablut).infos(Lang::ENGLISH, &back);
    assert!(tablut.iter().all(|i| !i.completed));
    // Damage never fails: what reads is kept.
    for damaged in ["", "{", "[]", r#"{"completed":{"brandubh":"moving"}}"#] {
        assert_eq!(LessonProgress::from_json(damaged), LessonProgress::new());
    }
}

mod random {
    use super::*;
    use proptest::prelude::*;

    /// One thing a player can do to a lesson.
    #[derive(Clone, Debug)]
    enum Action {
        Tap(u8, u8),
        Drag(u8, u8),
        Drop(u8, u8),
        Play(u8, u8, u8, u8),
        Hint,
        /// The move that does the task, when there is one.
        Solve,
        Retry,
        Restart,
        Next,
        Dismiss,
        Language(usize),
    }

    fn action() -> impl Strategy<Value = Action> {
        // Squares up to 14 reach past every board's edge.
        let c = 0u8..14;
        prop_oneof![
            4 => (c.clone(), c.clone()).prop_map(|(f, r)| Action::Tap(f, r)),
            1 => (c.clone(), c.clone()).prop_map(|(f, r)| Action::Drag(f, r)),
            1 => (c.clone(), c.clone()).prop_map(|(f, r)| Action::Drop(f, r)),
            4 => (c.clone(), c.clone(), c.clone(), c).prop_map(|(a, b, d, e)| Action::Play(a, b, d, e)),
            1 => Just(Action::Hint),
            2 => Just(Action::Solve),
            1 => Just(Action::Retry),
            1 => Just(Action::Restart),
            2 => Just(Action::Next),
            1 => Just(Action::Dismiss),
            1 => (0usize..4).prop_map(Action::Language),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

        /// Whatever a player does, nothing panics, a refusal changes nothing on the board, and
        /// the view stays consistent with itself.
        #[test]
        fn any_actions_keep_a_lesson_consistent(
            preset in prop::sample::select(Preset::ALL.to_vec()),
            lesson in 0usize..12,
            actions in prop::collection::vec(action(), 0..60),
        ) {
            let set = LessonSet::of_preset(preset);
            let lesson = &set.lessons()[lesson % set.lessons().len()];
            let s = set.start(lesson.id(), Lang::ENGLISH).unwrap();
            let mut progress = LessonProgress::new();
            let mut finished = false;
            for action in actions {
                let before = board_state(&s.view());
                let sound_before = s.view().board.sound;
                let refused = match action {
                    Action::Tap(f, r) => s.tap(Coord::new(f, r)).is_err(),
                    Action::Drag(f, r) => s.drag_start(Coord::new(f, r)).is_err(),
                    Action::Drop(f, r) => s.drop_on(Coord::new(f, r)).is_err(),
                    Action::Play(a, b, d, e) => s.play(Coord::new(a, b), Coord::new(d, e)).is_err(),
                    Action::Hint => s.hint_square().is_err(),
                    Action::Solve => match s.solution() {
                        Some(mv) => s.judge(Coord::of(mv.from), Coord::of(mv.to)).is_err(),
                        None => false,
                    },
                    Action::Retry => { s.retry(); false }
                    Action::Restart => { s.restart(); false }
                    Action::Next => s.next_step().is_err(),
                    Action::Dismiss => { s.dismiss_message(); false }
                    Action::Language(i) => { s.set_language(["en", "et", "ru", "xx"][i].into()); false }
                };
                let view = s.view();
                if refused {
                    prop_assert!(board_state(&view) == before);
                    prop_assert!(view.message.is_some());
                    prop_assert_eq!(view.board.sound, sound_before, "a refusal makes no sound");
                }
                // The cue changes only to a larger serial.
                let serial = |c: Option<tafl_core::controller::SoundCue>| c.map_or(0, |c| c.serial);
                prop_assert!(serial(view.board.sound) >= serial(sound_before));
                prop_assert!(view.board.sound == sound_before || serial(view.board.sound) > serial(sound_before));
                prop_assert!(view.step >= 1 && view.step <= view.steps);
                prop_assert_eq!(view.board.enabled, view.state == LessonState::Playing);
                prop_assert_eq!(view.can_next_step, view.state == LessonState::StepDone);
                prop_assert_eq!(view.state == LessonState::Finished, s.is_finished());
                if view.state == LessonState::Playing {
                    prop_assert_eq!(s.game().side_to_move(), view.player);
                    prop_assert!(s.solution().is_some());
                }
                prop_assert!(!view.task.is_empty());
                finished |= progress.record(&s.page());
            }
            prop_assert_eq!(finished, progress.is_completed(preset.id(), lesson.id()));
            let back = LessonProgress::from_json(&progress.to_json());
            prop_assert_eq!(back, progress);
        }

        /// Any text, and any cut of a real document, reads without a panic; what is read writes
        /// back to a document that reads the same.
        #[test]
        fn any_progress_text_reads(text in ".{0,200}", cut in 0usize..120) {
            let mut p = LessonProgress::new();
            p.complete("brandubh", "moving");
            p.complete("dim:7 name:X", "escape");
            let json = p.to_json();
            for input in [text.as_str(), &json[..cut.min(json.len())]] {
                let read = LessonProgress::from_json(input);
                prop_assert_eq!(LessonProgress::from_json(&read.to_json()), read);
            }
        }
    }
}

fn pieces(s: &Arc<LessonController>) -> usize {
    s.game().position().pieces().count()
}

fn cue(s: &Arc<LessonController>) -> Option<(u64, BoardSound)> {
    s.view().board.sound.map(|c| (c.serial, c.sound))
}

/// Plays the intended move of the task in play.
fn play_solution(s: &Arc<LessonController>) -> LessonVerdict {
    let mv = s.solution().expect("a step in play has a solution");
    s.judge(Coord::of(mv.from), Coord::of(mv.to)).unwrap()
}

#[test]
fn every_right_move_and_its_answer_cue_one_sound_a_captures_when_pieces_were_taken() {
    let (mut answered, mut captures, mut quiet) = (0, 0, 0);
    for preset in [Preset::Brandubh, Preset::Copenhagen] {
        let set = LessonSet::of_preset(preset);
        for lesson in set.lessons() {
            let s = set.start(lesson.id(), Lang::ENGLISH).unwrap();
            let mut serial = 0;
            let mut signal = 0;
            loop {
                let before = pieces(&s);
                let verdict = play_solution(&s);
                // Pieces gone after the move and the answer played with it: one of them took.
                let took = pieces(&s) < before;
                serial += 1;
                let sound = if took {
                    captures += 1;
                    BoardSound::Capture
                } else {
                    quiet += 1;
                    BoardSound::Move
                };
                assert_eq!(cue(&s), Some((serial, sound)), "{preset} {}", lesson.id());
                let grown = s.view().board.capture_signal - signal;
                assert_eq!(grown > 0, took, "{preset} {}", lesson.id());
                signal += grown;
                match verdict {
                    LessonVerdict::Answered => answered += 1,
                    LessonVerdict::StepDone => {
                        s.next_step().unwrap();
                        assert_eq!(
                            cue(&s).map(|c| c.0),
                            Some(serial),
                            "the next step is silent"
                        );
                    }
                    LessonVerdict::LessonDone => break,
                    LessonVerdict::Wrong { .. } => panic!("{preset} {}: refused", lesson.id()),
                }
            }
        }
    }
    assert!(
        answered > 0 && captures > 0 && quiet > 0,
        "{answered} {captures} {quiet}"
    );
}

#[test]
fn wrong_moves_retries_and_restarts_are_silent_and_sound_follows_the_settings() {
    let set = LessonSet::of_preset(Preset::Brandubh);
    let s = set.start("capture", Lang::ENGLISH).unwrap();
    assert_eq!((cue(&s), s.view().board.capture_signal), (None, 0));
    // A wrong move is taken back before it is shown: no sound, as a refused move in a game.
    assert!(matches!(
        s.judge(c("f2"), c("f1")),
        Ok(LessonVerdict::Wrong { .. })
    ));
    assert_eq!(s.judge(c("f2"), c("b2")), Err(GameError::IllegalMove));
    assert_eq!((cue(&s), s.view().board.capture_signal), (None, 0));
    // The capture asked for.
    assert_eq!(s.judge(c("f2"), c("d2")), Ok(LessonVerdict::StepDone));
    assert_eq!(cue(&s), Some((1, BoardSound::Capture)));
    assert_eq!(s.view().board.capture_signal, 1);
    s.retry();
    s.restart();
    assert_eq!(
        cue(&s),
        Some((1, BoardSound::Capture)),
        "a retry and a restart play nothing"
    );
    // With sound off, moves cue nothing; turned on again, nothing of the past plays.
    let quiet = Preferences {
        capture_feedback: false,
        ..Preferences::default()
    };
    s.set_preferences(quiet);
    s.judge(c("f2"), c("d2")).unwrap();
    assert_eq!(cue(&s), Some((1, BoardSound::Capture)));
    assert_eq!(s.view().board.capture_signal, 1);
    s.set_preferences(Preferences::default());
    assert_eq!(cue(&s), Some((1, BoardSound::Capture)));
    s.retry();
    s.judge(c("f2"), c("d2")).unwrap();
    assert_eq!(
        cue(&s),
        Some((2, BoardSound::Capture)),
        "the serial only grows"
    );
    assert_eq!(s.view().board.capture_signal, 2);
}
