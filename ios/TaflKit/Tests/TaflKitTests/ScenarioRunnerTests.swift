import Testing
import TaflKit

/// The scenario runner itself, on inline vectors using every command of the format
/// (so the runner is checked even where tests/scenarios is sparse).
@Suite("Scenario runner")
struct ScenarioRunnerTests {
    static let everyCommand = """
    # every command of the format, on Brandubh
    new brandubh two-players
    expect side attackers
    expect movable 8
    expect targets d2 a2 b2 c2 e2 f2 g2
    expect targets a4 a2 a3 a5 a6
    fail targets d4 NotYourPiece
    fail targets z9 OffBoard
    fail play a2 a3 NoPiece
    fail play d2 e3 illegalmove
    fail undo NothingToUndo
    fail redo NothingToRedo
    fail computer NotComputersTurn
    fail next-game NoMatch
    play f4 f3 => captures
    play c4 c6  # a trailing comment
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
    expect status ongoing
    expect reason none
    expect turn human
    hint
    fail restore not a save CorruptSave
    fail restore CorruptSave
    new brandubh two-players match
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
    expect status defenders-won
    expect reason king-escaped
    expect turn nobody
    expect targets a4 none
    fail play a4 a3 GameOver
    expect match-points 0 1
    next-game
    expect match-game 2
    expect ply 0
    play a4 a3
    play e4 e2
    play a3 a4
    play d4 e4
    play a4 a3
    play e4 e7
    play a3 a4
    play e7 g7
    expect match-points 1 1
    expect match-winner tie
    fail next-game NoMatch
    new brandubh vs-computer defenders easy seed 5 millis 50
    expect turn computer
    expect movable 0
    fail play d3 c3 NotYourTurn
    fail hint NotYourTurn
    computer
    expect turn human
    expect side defenders
    save-restore
    """

    @Test func runsEveryCommand() throws {
        var runner = ScenarioRunner(file: "inline.scn")
        try runner.run(Self.everyCommand)
        #expect(runner.commands == 83)
    }

    @Test(arguments: [   // "; " separates lines
        ("new brandubh two-players; expect ply 3", "inline.scn:2: expect ply 3: ply is 0"),
        ("new brandubh two-players; ; # c; fail play d2 c2 NoPiece",
         "inline.scn:4: fail play d2 c2 NoPiece: succeeded, expected NoPiece"),
        ("new brandubh two-players; fail undo NothingToRedo",
         "inline.scn:2: fail undo NothingToRedo: failed with NothingToUndo, expected NothingToRedo"),
        ("new brandubh two-players; play d2 c2 => captures c3",
         "inline.scn:2: play d2 c2 => captures c3: captures none, expected c3"),
        ("new brandubh two-players; play d2 d3", "inline.scn:2: play d2 d3: unexpected error IllegalMove"),
        ("expect ply 0", "inline.scn:1: expect ply 0: no session yet (missing 'new')"),
        ("new nope two-players", "inline.scn:1: new nope two-players: unknown preset id 'nope'"),
        ("new brandubh two-players; frobnicate", "inline.scn:2: frobnicate: unknown command 'frobnicate'"),
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
