import Testing
import TaflKit

/// The scenario runner itself, on inline vectors using every command of the format (so the runner
/// is checked even where tests/scenarios leaves a command out).
@Suite("Scenario runner")
struct ScenarioRunnerTests {
    static let everyCommand = """
    # every command of the format, on Brandubh
    new brandubh two-players
    says To move: Attackers | Käigul: Ründajad | Ходят: Нападающие
    match-says none
    message-says none
    expect side attackers
    expect status ongoing
    expect reason none
    expect turn human
    expect busy idle
    expect movable 8
    expect targets d2 a2 b2 c2 e2 f2 g2
    fail targets d4 NotYourPiece
    fail targets a8 OffBoard
    fail play a2 a3 NoPiece
    fail play d2 e3 IllegalMove
    fail undo NothingToUndo
    fail redo NothingToRedo
    fail computer NotComputersTurn
    fail next-game NoMatch
    message-says There is no further game in this match. | Selles matšis pole rohkem mänge. | В этом матче больше нет партий.
    tap d2 selected
    expect selected d2
    tap d2 deselected
    expect selected none
    fail tap d3 NotYourPiece
    tap f4 selected
    tap f3 played  # a trailing comment
    play c4 c6 => captures
    play f3 e3

    play c6 c5
    play b4 b3
    play c5 c6
    play b3 c3 => captures d3
    expect ply 7
    expect side defenders
    expect captured 1 0
    expect piece d3 empty
    expect piece c3 attacker
    expect piece d4 king
    expect last-move b3-c3xd3
    expect record f4-f3 c4-c6 f3-e3 c6-c5 b4-b3 c5-c6 b3-c3xd3
    expect undo true
    expect redo false
    undo
    expect redo true
    expect piece d3 defender
    redo
    save-restore
    hint
    fail restore not a save CorruptSave
    fail restore CorruptSave
    new brandubh two-players match
    match-says Match game 1 of 2 (player one: Attackers) — player one 0 : 0 player two | Matši 1. mäng 2-st (1. mängija: Ründajad) — 1. mängija 0 : 0 2. mängija | Матч, партия 1 из 2 (игрок 1: Нападающие) — игрок 1 0 : 0 игрок 2
    expect match-game 1
    expect match-points 0 0
    expect match-winner none
    fail next-game MatchNotFinished
    play a4 a3
    play e4 e2
    play a3 a4
    play d4 e4
    play a4 a3
    play e4 e7
    play a3 a4
    play e7 g7
    says Defenders won: the king escaped | Kaitsjad võitsid: kuningas pääses põgenema | Защитники победили: король сбежал
    expect status defenders-won
    expect reason king-escaped
    expect turn nobody
    expect targets a4
    fail play a4 a3 GameOver
    expect match-points 0 1
    next-game
    expect match-game 2
    expect ply 0
    new brandubh vs-computer defenders easy seed 5 millis 50
    expect turn computer
    expect movable 0
    fail play d3 c3 NotYourTurn
    fail hint NotYourTurn
    computer
    expect turn human
    expect side defenders
    save-restore
    new brandubh vs-computer attackers hard seed 9 millis 20000
    play d2 c2
    think
    expect busy computer
    says The computer (Defenders) is thinking… | Arvuti (Kaitsjad) mõtleb… | Компьютер (Защитники) думает…
    cancel
    expect busy idle
    expect ply 1
    """

    @Test(.timeLimit(.minutes(2)))
    func runsEveryCommand() throws {
        var runner = ScenarioRunner(file: "inline.scn")
        defer { runner.finish() }
        try runner.run(Self.everyCommand)
        #expect(runner.commands == 92)
    }

    @Test(arguments: [   // "; " separates lines
        ("new brandubh two-players; expect ply 3", "inline.scn:2: expect ply 3: ply: expected 3, got 0"),
        ("new brandubh two-players; ; # c; fail play d2 c2 NoPiece",
         "inline.scn:4: fail play d2 c2 NoPiece: expected NoPiece, but the call succeeded"),
        ("new brandubh two-players; fail undo NothingToRedo",
         "inline.scn:2: fail undo NothingToRedo: expected NothingToRedo, got NothingToUndo"),
        ("new brandubh two-players; play d2 c2 => captures c3",
         "inline.scn:2: play d2 c2 => captures c3: captures: expected [c3], got []"),
        ("new brandubh two-players; play d2 d3", "inline.scn:2: play d2 d3: unexpected error IllegalMove"),
        ("new brandubh two-players; tap d2 played", "inline.scn:2: tap d2 played: tap: expected played, got selected"),
        ("new brandubh two-players; says To move: Attackers | Käigul: Ründajad | Ходят: Защитники",
         "inline.scn:2: says To move: Attackers | Käigul: Ründajad | Ходят: Защитники: headline (ru): expected Ходят: Защитники, got Ходят: Нападающие"),
        ("new brandubh two-players; says To move: Attackers", "inline.scn:2: says To move: Attackers: headline: write the text as `en | et | ru`"),
        ("new brandubh two-players; match-says none; message-says That is no message | x | y",
         "inline.scn:3: message-says That is no message | x | y: message (en): expected That is no message, got nil"),
        ("expect ply 0", "inline.scn:1: expect ply 0: no game: a scenario starts with `new`"),
        ("new nope two-players", "inline.scn:1: new nope two-players: unknown preset \"nope\""),
        ("new brandubh two-players; frobnicate", "inline.scn:2: frobnicate: unknown command \"frobnicate\""),
        ("new brandubh two-players; expect busy computer", "inline.scn:2: expect busy computer: busy: expected computerMove, got idle"),
    ])
    func reportsTheFirstMismatchWithFileAndLine(_ scenario: String, _ message: String) {
        var runner = ScenarioRunner(file: "inline.scn")
        do {
            try runner.run(scenario.replacingOccurrences(of: "; ", with: "\n"))
            Issue.record("scenario passed, expected: \(message)")
        } catch {
            #expect(String(describing: error) == message)
        }
    }
}
