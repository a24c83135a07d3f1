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

    /// Every command of the app object, on a folder of the runner's own and on the older iOS
    /// app's files; the puzzle's first winning move is the core's own solution.
    @Test(.timeLimit(.minutes(2)))
    func runsEveryAppCommand() throws {
        let shown = try PuzzleController(id: "brandubh-001", language: "en")
        try shown.showSolution()
        try shown.solutionStep(forward: true)
        let first = try #require(shown.view().board.lastMove)
        let (from, to) = (coordName(coord: first.from), coordName(coord: first.to))
        let full = "Your game and progress could not be saved: the device's storage is full or cannot be written. "
            + "Nothing is lost while the app is open; they are saved again with the next change. | Mängu ja edusamme ei "
            + "õnnestunud salvestada: seadme mälu on täis või pole kirjutatav. Kuni rakendus on avatud, ei lähe midagi "
            + "kaduma; need salvestatakse järgmise muudatusega uuesti. | Не удалось сохранить партию и прогресс: память "
            + "устройства заполнена или недоступна для записи. Пока приложение открыто, ничего не теряется; всё "
            + "сохранится при следующем изменении."
        let scenario = """
        app launch
        app-says none
        new-game brandubh two-players
        play a4 a2
        expect statistics 0
        expect history 0
        app disk full
        play d5 b5
        app save
        app-says \(full)
        app disk free
        play a2 a3
        app save
        app-says none
        app relaunch
        expect ply 3
        expect record a4-a2 d5-b5 a2-a3
        lesson open capture
        fail lesson play d4 d5 NotYourPiece
        lesson-says That piece belongs to the other side. | See nupp kuulub vastasele. | Эта фигура принадлежит другой стороне.
        fail lesson next StepNotDone
        lesson play f2 e2 wrong
        lesson play f2 d2 played
        lesson-says Captured! | Löödud! | Взято!
        lesson next
        expect lessons-completed 0
        puzzle open brandubh-001
        fail puzzle play a1 a2 NoPiece
        puzzle-says There is no piece on a1. | Ruudul a1 pole nuppu. | На клетке a1 нет фигуры.
        puzzle play \(from) \(to) played
        puzzle solution
        expect puzzle-attempts 1
        expect puzzles-solved 0
        app launch ios
        expect ply 3
        expect statistics 1
        expect history 1
        expect lessons-completed 1
        expect puzzles-solved 1
        """
        var runner = ScenarioRunner(file: "inline.scn")
        defer { runner.finish() }
        try runner.run(scenario)
        #expect(runner.commands == 39)
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
        ("expect ply 0", "inline.scn:1: expect ply 0: no game: a scenario starts with `new` or `app launch`"),
        ("new nope two-players", "inline.scn:1: new nope two-players: unknown preset \"nope\""),
        ("new brandubh two-players; frobnicate", "inline.scn:2: frobnicate: unknown command \"frobnicate\""),
        ("new brandubh two-players; expect busy computer", "inline.scn:2: expect busy computer: busy: expected computerMove, got idle"),
        ("expect statistics 0", "inline.scn:1: expect statistics 0: no game: a scenario starts with `new` or `app launch`"),
        ("new brandubh two-players; lesson play f2 d2 played", "inline.scn:2: lesson play f2 d2 played: nothing open: start with `lesson open`"),
        ("new brandubh two-players; app save", "inline.scn:2: app save: no app: start with `app launch`"),
        ("app launch; app-says That is no notice | x | y", "inline.scn:2: app-says That is no notice | x | y: notice (en): expected That is no notice, got nil"),
        ("app launch; expect history 1", "inline.scn:2: expect history 1: games in the history: expected 1, got 0"),
        ("app launch; lesson open capture; lesson play f2 e2 played", "inline.scn:3: lesson play f2 e2 played: lesson move: expected played, got wrong"),
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
