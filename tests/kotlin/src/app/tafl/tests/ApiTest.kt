package app.tafl.tests

import app.tafl.core.*
import org.junit.jupiter.api.Test
import kotlin.test.*

/** The exported API as the Kotlin apps see it, on Brandubh (7x7, attackers first). */
class ApiTest {
    private val capturesGame = "a4-a3 d5-f5 a3-c3 f5-f6 g4-g3 f6-f5 g3-e3xd3 f5-g5 b4-b6 g5-g4xf4"
    private val escapeGame = "b4-b2 d5-e5 g4-g6 d4-d5 b2-b1 d5-a5 g6-g5 a5-a7" // the king reaches a7

    @Test
    fun presetList() {
        val options = presetOptions("en")
        assertEquals(Preset.entries.toList(), options.map { it.preset }, "every preset, the default first")
        assertEquals(Preset.BRANDUBH, defaultChoice().preset)
        assertEquals("Brandubh (7×7; 8 vs 4 + king)", options.first().summary)
        val brandubh = twoPlayers().use { it.rulesInfo() }
        assertEquals(Preset.BRANDUBH, brandubh.preset)
        assertEquals(7, brandubh.boardSize.toInt())
        assertEquals(8u, brandubh.attackers)
        assertEquals(4u, brandubh.defenders, "defenders without the king")
        val copenhagen = twoPlayers(Preset.COPENHAGEN).use { it.rulesInfo() }
        assertEquals(11, copenhagen.boardSize.toInt())
        assertEquals(24u, copenhagen.attackers)
        assertEquals("Copenhagen Hnefatafl", options.first { it.preset == Preset.COPENHAGEN }.name)
    }

    @Test
    fun coordinates() {
        assertEquals("a1", coordName(Coord(0u, 0u)))
        assertEquals("g7", coordName(Coord(6u, 6u)))
        assertEquals(Coord(3u, 1u), parseCoord("d2"))
        assertEquals("k11", parseCoord("k11").name)
        assertIs<GameException.OffBoard>(gameError { parseCoord("zz") })
        assertIs<GameException.OffBoard>(gameError { parseCoord("") })
    }

    @Test
    fun theStartAsTheScreenShowsIt() {
        twoPlayers().use { game ->
            val v = game.view()
            assertEquals(7, v.board.size.toInt())
            assertEquals(7, v.board.rows.size)
            assertTrue(v.board.rows.all { it.size == 7 })
            assertFalse(v.board.flipped)
            assertEquals("g7", v.board.rows.first().last().name, "rank 7 on top, file a on the left")
            assertEquals("a1", v.board.rows.last().first().name)
            assertEquals(listOf("a", "b", "c", "d", "e", "f", "g"), v.board.fileLabels)
            assertEquals(listOf("7", "6", "5", "4", "3", "2", "1"), v.board.rankLabels)
            assertEquals(Piece.KING, v.pieceAt("d4"))
            assertEquals(Piece.DEFENDER, v.pieceAt("c4"))
            assertEquals(Piece.ATTACKER, v.pieceAt("d7"))
            assertNull(v.pieceAt("a1"))
            val cells = v.board.rows.flatten()
            assertEquals(8, cells.count { it.piece == Piece.ATTACKER })
            assertEquals(4, cells.count { it.piece == Piece.DEFENDER })
            assertTrue(v.board.cell(sq("d4"))!!.throne)
            assertEquals(setOf("a1", "g1", "a7", "g7"), cells.filter { it.corner }.map { it.name }.toSet())
            assertEquals("d4, king, throne", v.board.cell(sq("d4"))!!.description)
            assertEquals("Board, 7 by 7", v.board.description)
            assertEquals(Side.ATTACKERS, v.sideToMove)
            assertEquals(Status.ToMove(Side.ATTACKERS), v.status)
            assertEquals("To move: Attackers", v.headline)
            assertEquals("Captured — by attackers: 0, by defenders: 0", v.capturesLine)
            assertEquals("Brandubh", v.title)
            assertNull(v.board.lastMove)
            assertEquals(0u, v.ply)
            assertFalse(v.canUndo)
            assertFalse(v.canRedo)
            assertTrue(v.canHint)
            assertTrue(v.board.enabled)
            assertFalse(v.offerNewGame)
            assertEquals(Turn.HUMAN, v.turn)
            assertEquals(Busy.IDLE, v.busy)
            assertEquals(Mode.TwoPlayers, v.mode)
            assertEquals(Preset.BRANDUBH, v.rules.preset)
            assertNull(v.matchStanding)
            assertNull(v.matchLine)
            assertNull(v.message)

            assertEquals(setOf("a4", "b4", "d1", "d2", "d6", "d7", "f4", "g4"), game.movablePieces().map { it.name }.toSet())
            assertEquals(setOf("b1", "c1", "e1", "f1"), game.targets(sq("d1")).map { it.name }.toSet(), "corners are not for soldiers")
            assertEquals(setOf("a2", "b2", "c2", "e2", "f2", "g2"), game.targets(sq("d2")).map { it.name }.toSet())
        }
    }

    @Test
    fun scriptedGameWithCaptures() {
        twoPlayers().use { game ->
            game.playAll("a4-a3 d5-f5 a3-c3 f5-f6 g4-g3 f6-f5")
            game.play(sq("g3"), sq("e3"))
            var v = game.view()
            val last = v.board.lastMove!!
            assertEquals(Side.ATTACKERS, last.side)
            assertEquals(Piece.ATTACKER, last.piece)
            assertEquals(listOf(CapturedPiece(sq("d3"), Piece.DEFENDER)), last.captured)
            assertEquals("g3-e3xd3", last.notation)
            assertTrue(last.fresh, "just played: animate it")
            assertEquals(Piece.DEFENDER, v.board.cell(sq("d3"))!!.captured)
            assertNull(v.pieceAt("d3"))
            assertEquals(listOf(Piece.DEFENDER), v.capturedByAttackers)
            assertEquals(emptyList(), v.capturedByDefenders)
            assertEquals(0u, v.pliesSinceCapture)
            assertEquals(Side.DEFENDERS, v.sideToMove)

            game.playAll("f5-g5 b4-b6")
            assertEquals(2u, game.view().pliesSinceCapture)
            game.play(sq("g5"), sq("g4"))
            v = game.view()
            assertEquals(listOf("f4"), v.board.lastMove!!.captured.map { it.coord.name })
            assertEquals(10u, v.ply)
            assertEquals(listOf(Piece.ATTACKER), v.capturedByDefenders)
            assertNull(v.pieceAt("f4"))
            assertEquals(Piece.DEFENDER, v.pieceAt("g4"))
            assertEquals(capturesGame, game.record())
            assertEquals(5, v.moves.size)
            assertEquals(MoveTurn(4u, "g3-e3xd3", "f5-g5", 7u, 8u), v.moves[3])
            assertEquals(capturesGame, v.moves.flatMap { listOfNotNull(it.first, it.second) }.joinToString(" "))
            assertEquals(setOf("a3", "b3", "d3", "c1", "c2"), game.targets(sq("c3")).map { it.name }.toSet())
            assertEquals(setOf("d1", "d2", "c3", "e3", "b6", "d6", "d7"), game.movablePieces().map { it.name }.toSet())

            // undo / redo: the move comes back, but not as a fresh one to animate
            game.undo()
            val undone = game.view()
            assertEquals(9u, undone.ply)
            assertEquals(Piece.ATTACKER, undone.pieceAt("f4"))
            assertTrue(undone.canRedo)
            assertFalse(undone.board.lastMove!!.fresh)
            game.redo()
            val redone = game.view()
            assertEquals(v.lasting(), redone.lasting())
            assertFalse(redone.canRedo)
            assertFalse(redone.board.lastMove!!.fresh)
            assertEquals(v.board.moveSerial, redone.board.moveSerial, "redo plays nothing new")
        }
    }

    @Test
    fun tapsSelectPlayAndRefuse() {
        twoPlayers().use { game ->
            assertEquals(TapOutcome.SELECTED, game.tap(sq("d2")))
            var v = game.view()
            assertTrue(v.board.cell(sq("d2"))!!.selected)
            assertEquals(game.targets(sq("d2")).toSet(), v.board.rows.flatten().filter { it.target }.map { it.coord }.toSet())
            assertEquals("c2, empty, possible move", v.board.cell(sq("c2"))!!.description)
            assertEquals(TapOutcome.DESELECTED, game.tap(sq("d2")))
            assertTrue(game.view().board.rows.flatten().none { it.selected || it.target })

            assertIs<GameException.NotYourPiece>(gameError { game.tap(sq("c4")) })
            v = game.view()
            assertTrue(v.message?.error is GameException.NotYourPiece)
            assertEquals("That piece belongs to the other side.", v.message?.text)
            game.dismissMessage()
            assertNull(game.view().message)

            assertEquals(TapOutcome.SELECTED, game.tap(sq("d2")))
            assertEquals(TapOutcome.PLAYED, game.tap(sq("c2")))
            assertEquals("d2-c2", game.view().board.lastMove!!.notation)
            assertEquals(TapOutcome.DESELECTED, game.tap(sq("a2")), "an empty square deselects")

            // The legal-move marks follow the settings; the move stays legal.
            game.setPreferences(defaultPreferences().copy(showLegalMoves = false))
            assertEquals(TapOutcome.SELECTED, game.tap(sq("c4")))
            assertTrue(game.view().board.rows.flatten().none { it.target })
            assertEquals(TapOutcome.PLAYED, game.tap(sq("c3")))
        }
    }

    @Test
    fun dragsSelectAndDropsPlayOnlyOnATarget() {
        twoPlayers().use { game ->
            assertEquals(TapOutcome.SELECTED, game.dragStart(sq("d2")))
            assertEquals(TapOutcome.SELECTED, game.dragStart(sq("d2")), "already selected: stays so")
            assertEquals(TapOutcome.SELECTED, game.dropOn(sq("d3")), "not a target: the piece goes back")
            assertEquals(0u, game.view().ply)
            assertTrue(game.view().board.cell(sq("d2"))!!.selected)
            assertEquals(TapOutcome.PLAYED, game.dropOn(sq("b2")))
            assertEquals("d2-b2", game.view().board.lastMove!!.notation)
            assertEquals(TapOutcome.IGNORED, game.dropOn(sq("b3")), "nothing held")
        }
    }

    @Test
    fun theBoardTurnsForTheSideToMoveInHotSeatPlay() {
        twoPlayers().use { game ->
            game.setPreferences(defaultPreferences().copy(turnBoardForHotSeat = true))
            assertFalse(game.view().board.flipped, "attackers to move")
            game.playAll("d2-c2")
            val v = game.view()
            assertTrue(v.board.flipped)
            assertEquals("a1", v.board.rows.first().last().name, "a1 top right")
            assertEquals(listOf("g", "f", "e", "d", "c", "b", "a"), v.board.fileLabels)
            assertEquals(listOf("1", "2", "3", "4", "5", "6", "7"), v.board.rankLabels)
        }
        vsComputer(human = Side.DEFENDERS).use { game ->
            game.setPreferences(defaultPreferences().copy(turnBoardForHotSeat = true))
            game.computerMove()
            assertFalse(game.view().board.flipped, "never against the computer")
        }
    }

    @Test
    fun kingEscapesAndTheGameIsOver() {
        twoPlayers().use { game ->
            game.playAll(escapeGame)
            val v = game.view()
            assertEquals(Status.Finished(Outcome(Side.DEFENDERS, Reason.KING_ESCAPED)), v.status)
            assertEquals("Defenders won: the king escaped", v.headline)
            assertEquals(Turn.NOBODY, v.turn)
            assertFalse(v.board.enabled)
            assertFalse(v.canHint)
            assertTrue(v.offerNewGame)
            assertEquals(Piece.KING, v.pieceAt("a7"))
            assertTrue(game.movablePieces().isEmpty())
            assertIs<GameException.GameOver>(gameError { game.play(sq("d1"), sq("c1")) })
            game.undo()
            assertTrue(game.view().status is Status.ToMove, "undo reopens a finished game")
        }
    }

    @Test
    fun everyErrorCodeIsReachableAndLeavesTheGameUntouched() {
        val seen = mutableSetOf<String>()
        fun refused(game: GameController, call: () -> Any?): GameException {
            val before = game.view().lasting()
            val e = gameError(call)
            assertEquals(before.copy(message = null), game.view().lasting(), "${e.code()} changed the game")
            seen += e.code()
            return e
        }
        twoPlayers().use { game ->
            assertIs<GameException.OffBoard>(refused(game) { game.targets(Coord(7u, 0u)) })
            assertIs<GameException.OffBoard>(refused(game) { game.play(Coord(3u, 1u), Coord(3u, 9u)) })
            assertIs<GameException.OffBoard>(refused(game) { game.tap(Coord(9u, 9u)) })
            assertIs<GameException.NoPiece>(refused(game) { game.targets(sq("c3")) })
            assertIs<GameException.NoPiece>(refused(game) { game.play(sq("c3"), sq("c2")) })
            assertIs<GameException.NotYourPiece>(refused(game) { game.targets(sq("c4")) })
            assertIs<GameException.NotYourPiece>(refused(game) { game.play(sq("d4"), sq("d3")) })
            assertIs<GameException.IllegalMove>(refused(game) { game.play(sq("d2"), sq("e3")) }) // diagonal
            assertIs<GameException.IllegalMove>(refused(game) { game.play(sq("d1"), sq("a1")) }) // corner
            assertEquals("That piece may not stop on a1.", game.view().message?.text)
            assertIs<GameException.NothingToUndo>(refused(game) { game.undo() })
            assertIs<GameException.NothingToRedo>(refused(game) { game.redo() })
            assertIs<GameException.NotComputersTurn>(refused(game) { game.startComputer() })
            assertIs<GameException.NoMatch>(refused(game) { game.nextMatchGame() })
            assertIs<GameException.BadRules>(refused(game) { game.newGame(defaultChoice().copy(customRules = "dim:7")) })
            assertIs<GameException.UnsupportedRules>(refused(game) {
                game.newGame(defaultChoice().copy(customRules = "dim:7 ber:c start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"))
            })
            assertEquals(0u, game.view().ply, "failed calls change nothing")
            game.playAll(escapeGame)
            assertIs<GameException.GameOver>(refused(game) { game.play(sq("d1"), sq("c1")) })
            assertIs<GameException.GameOver>(refused(game) { game.hint() })
        }
        vsComputer(human = Side.DEFENDERS).use { game ->
            assertEquals(Turn.COMPUTER, game.view().turn)
            assertFalse(game.view().board.enabled)
            assertTrue(game.movablePieces().isEmpty())
            assertIs<GameException.NotYourTurn>(refused(game) { game.play(sq("d3"), sq("c3")) })
        }
        vsComputer(human = Side.DEFENDERS, level = Level.HARD, millis = 60_000u, seed = null).use { game ->
            game.startComputer()
            assertEquals(Busy.COMPUTER_MOVE, game.view().busy)
            assertIs<GameException.ComputerThinking>(refused(game) { game.startComputer() })
            assertIs<GameException.ComputerThinking>(refused(game) { game.hint() })
            assertIs<GameException.ComputerThinking>(refused(game) { game.play(sq("d3"), sq("c3")) })
            game.cancel()
        }
        twoPlayers(match = true).use { game ->
            assertIs<GameException.MatchNotFinished>(refused(game) { game.nextMatchGame() })
        }
        twoPlayers().use { game ->
            game.replayTo(0u)
            assertIs<GameException.ReadOnly>(refused(game) { game.play(sq("d2"), sq("c2")) })
            assertIs<GameException.NoSuchMove>(refused(game) { game.replayTo(1u) })
        }
        GameController.analysis(GameConfig(Preset.BRANDUBH, null, Mode.TwoPlayers, false, null, null), null, null).use { board ->
            board.setupPut(sq("d4"), null)
            assertIs<GameException.NoKing>(refused(board) { board.setupDone() })
            board.setupPut(sq("e5"), Piece.KING)
            board.setupPut(sq("d4"), Piece.DEFENDER)
            assertIs<GameException.RestrictedSquare>(refused(board) { board.setupDone() })
        }
        val brandubh = GameConfig(Preset.BRANDUBH, null, Mode.TwoPlayers, false, null, null)
        assertIs<GameException.AlreadyDecided>(gameError { GameController.analysis(brandubh, "/7/7/7/7/7/7/6K/", Side.ATTACKERS) })
            .also { seen += it.code() }
        assertIs<GameException.BadPosition>(gameError { GameController.analysis(brandubh, "/9/", null) }).also { seen += it.code() }
        assertIs<GameException.NoSuchPuzzle>(gameError { PuzzleController("brandubh-999", "en") }).also { seen += it.code() }
        assertIs<GameException.UnknownLesson>(gameError { LessonController.start(Preset.BRANDUBH, null, "shieldwall", "en") })
            .also { seen += it.code() }
        LessonController.start(Preset.BRANDUBH, null, "moving", "en").use { lesson ->
            assertIs<GameException.StepNotDone>(gameError { lesson.nextStep() }).also { seen += it.code() }
            assertEquals(TapOutcome.PLAYED, lesson.play(sq("b2"), sq("f2")))
            assertIs<GameException.StepDone>(gameError { lesson.hint() }).also { seen += it.code() }
            lesson.nextStep()
            while (lesson.view().state != LessonState.FINISHED) {
                lesson.hint()
                val from = lesson.view().board.hint!!.from
                val done = lesson.targets(from).any { to ->
                    val outcome = lesson.play(from, to)
                    outcome == TapOutcome.PLAYED
                }
                assertTrue(done, "a move of the hint's piece does the task")
                if (lesson.view().state == LessonState.STEP_DONE) lesson.nextStep()
            }
            assertIs<GameException.LessonFinished>(gameError { lesson.nextStep() }).also { seen += it.code() }
        }
        assertIs<GameException.CorruptSave>(gameError { GameController.restore("not a save") }).also { seen += it.code() }
        assertIs<GameException.CorruptSave>(gameError { GameController.restore("") })
        val save = twoPlayers().use { it.save() }
        val version = Regex("\"version\"\\s*:\\s*\\d+")
        assertTrue(version.containsMatchIn(save), "save has a version: $save")
        assertIs<GameException.UnsupportedVersion>(gameError {
            GameController.restore(version.replaceFirst(save, "\"version\": 999"))
        }).also { seen += it.code() }
        assertTrue("\"brandubh\"" in save, "save names its preset: $save")
        assertIs<GameException.UnknownPreset>(gameError { GameController.restore(save.replace("\"brandubh\"", "\"no-such-game\"")) })
            .also { seen += it.code() }
        val all = GameException::class.java.declaredClasses.filter { GameException::class.java.isAssignableFrom(it) && it != GameException::class.java }
            .map { it.simpleName }.toSet()
        assertEquals(all, seen)
    }

    @Test
    fun aPuzzleSolvedCheckedAndRecordedByTheApp() {
        val (app, dir) = launchApp()
        app.use {
            val list = app.puzzles()
            assertEquals(listOf(Preset.BRANDUBH, Preset.TABLUT, Preset.COPENHAGEN), list.sets.map { it.preset })
            assertTrue(list.sets.all { it.count >= 40u && it.solved == 0u }, "${list.sets}")
            assertEquals(Preset.BRANDUBH, list.chosen, "the rules being played")
            val entries = list.entries
            assertEquals((1..entries.size).map { it.toUInt() }, entries.map { it.number })
            assertTrue(entries.map { it.moves }.toSet().containsAll(listOf(1u, 2u, 3u, 4u)))
            val entry = entries.first { it.moves == 2u }
            assertEquals("Not tried yet", entry.recordText)
            // The solution shows the first move …
            val first = PuzzleController(entry.id, "en").use { shown ->
                shown.showSolution()
                assertEquals(PuzzleState.SOLUTION_SHOWN, shown.view().state)
                shown.solutionStep(true)
                assertNotNull(shown.view().board.lastMove)
            }
            app.setLanguage("et")
            app.openPuzzle(entry.id).use { puzzle ->
                val start = puzzle.view()
                assertEquals(entry.solver, start.solver)
                assertTrue(start.board.enabled && start.canHint && start.canShowSolution)
                assertEquals(TapOutcome.SELECTED, puzzle.tap(first.from))
                assertTrue(first.to in puzzle.targets(first.from))
                assertEquals(TapOutcome.PLAYED, puzzle.tap(first.to))
                val answered = puzzle.view()
                assertEquals(PuzzleNoteKind.RIGHT, answered.note?.kind)
                assertNull(answered.message)
                assertEquals(1u, answered.movesLeft)
                assertTrue(answered.board.lastMove!!.fresh && answered.board.lastMove!!.side != entry.solver)
                assertEquals(0u, app.puzzles().entries.first { it.id == entry.id }.record.attempts, "undecided yet")
                puzzle.hint()
                val hint = puzzle.view().board.hint!!
                assertNull(hint.to, "a puzzle's hint names the piece only")
                assertTrue(puzzle.view().board.cell(hint.from)!!.hint)
                // The hinted piece's winning target: the one the solution plays.
                val win = PuzzleController(entry.id, "en").use { shown ->
                    shown.showSolution(); shown.solutionTo(3u); shown.view().board.lastMove!!
                }
                assertEquals(hint.from, win.from)
                assertEquals(TapOutcome.PLAYED, puzzle.play(win.from, win.to))
                assertEquals(PuzzleState.SOLVED, puzzle.view().state)
            }
            app.setLanguage("en")
            val record = app.puzzles().entries.first { it.id == entry.id }
            assertTrue(record.record.solved)
            assertEquals(1u, record.record.attempts, "each attempt once")
            assertEquals("Solved", record.recordText)
            assertEquals(1u, app.puzzles().sets.first().solved)
            app.pause()
            assertTrue(app.waitUntilSaved(20_000u))
        }
        // A new start reads the record back.
        AppCore.launch(dir.path, "en").use { again ->
            assertTrue(again.waitUntilLoaded(20_000u))
            assertEquals(1u, again.puzzles().sets.first().solved)
        }
    }

    @Test
    fun saveRestoreAndRecord() {
        twoPlayers().use { game ->
            game.playAll("a4-a3 d5-f5 a3-c3 f5-f6 g4-g3 f6-f5 g3-e3")
            game.undo()
            val saved = game.save()
            GameController.restore(saved).use { copy ->
                assertEquals(game.view().lasting(), copy.view().lasting())
                assertEquals(game.record(), copy.record())
                assertEquals("a4-a3 d5-f5 a3-c3 f5-f6 g4-g3 f6-f5", copy.record())
                assertTrue(copy.view().canRedo, "the redo line is saved")
                assertEquals(saved, copy.save())
                for (g in listOf(game, copy)) g.playAll("g3-e3xd3 f5-g5 b4-b6 g5-g4xf4")
                assertEquals(game.view().lasting(), copy.view().lasting())
                assertEquals(capturesGame, copy.record())
            }
        }
        vsComputer(human = Side.ATTACKERS, seed = 42u).use { game ->
            game.play(sq("d2"), sq("c2"))
            assertEquals(Turn.COMPUTER, game.view().turn)
            game.computerMove()
            GameController.restore(game.save()).use { copy ->
                assertEquals(game.view().lasting(), copy.view().lasting())
                assertEquals(Turn.HUMAN, copy.view().turn)
                assertEquals(Mode.VsComputer(Side.ATTACKERS, Level.EASY), copy.view().mode, "the mode lives in the save")
                assertTrue(copy.record().startsWith("d2-c2 "))
            }
        }
    }

    @Test
    fun launchRestoresOrStartsANewGameWithTheReason() {
        launchApp("et-EE").first.use { app ->
            assertEquals(defaultChoice(), app.game().view().choice)
            assertEquals("Käigul: Ründajad", app.game().view().headline)
            assertNull(app.game().view().message)
            assertNull(app.view().notice)
        }
        launchApp(files = mapOf("game.json" to "{\"format\":\"tafl-session\"")).first.use { app ->
            val v = app.game().view()
            assertIs<GameException.CorruptSave>(v.message?.error)
            assertEquals("The saved game is damaged. A new game was started.", v.message?.text)
            assertEquals(0u, v.ply)
        }
        val saved = twoPlayers(Preset.TABLUT).use { game ->
            val from = game.movablePieces().first()
            game.play(from, game.targets(from).first())
            game.save()
        }
        launchApp("ru", mapOf("game.json" to saved)).first.use { app ->
            val v = app.game().view()
            assertEquals(1u, v.ply)
            assertEquals("Таблут", v.title)
            assertEquals(Preset.TABLUT, v.rules.preset)
            assertEquals("Ходят: " + sideName(v.sideToMove, "ru"), v.headline)
        }
    }

    @Test
    fun theAppCountsAFinishedGameOnceAndKeepsItsFiles() {
        val (app, dir) = launchApp()
        app.use {
            val game = app.game()
            game.playAll(escapeGame)
            assertEquals(listOf(TallyCard("brandubh", "Brandubh", listOf(TallyLine("Two players", "Attackers won 0 · defenders won 1 · draws 0", 1uL)))), app.statistics())
            assertEquals(1, app.history().size)
            game.undo()
            game.redo()
            assertEquals(1uL, app.statistics().single().lines.single().games, "the same game again is not a new result")
            assertEquals(1, app.history().size)
            app.resetStatistics()
            assertTrue(app.statistics().isEmpty())
            assertEquals(1, app.history().size, "the history stays")
            app.setPreferences(app.view().preferences.copy(hardThinkMillis = 2_430u, showLegalMoves = false))
            assertEquals(2_500u, app.view().preferences.hardThinkMillis, "kept on the core's steps")
            assertEquals(2_500u, game.preferences().hardThinkMillis, "the game follows the app's settings")
            app.pause()
            assertTrue(app.waitUntilSaved(20_000u))
        }
        val names = dir.list()!!.toSet()
        assertTrue(names.containsAll(setOf("game.json", "tally.json", "settings.json", "history.jsonl")), "$names")
        AppCore.launch(dir.path, "en").use { again ->
            assertTrue(again.waitUntilLoaded(20_000u))
            assertTrue(again.statistics().isEmpty(), "the reset was kept")
            assertEquals(1, again.history().size)
            assertFalse(again.view().preferences.showLegalMoves)
            assertTrue(again.game().view().status is Status.Finished)
        }
        // Damaged statistics: the app's notice says so, in the app's language.
        launchApp("en", mapOf("tally.json" to "not a tally")).first.use { damaged ->
            assertEquals("The saved statistics were damaged and have been reset.", damaged.view().notice)
            damaged.dismissNotice()
            assertNull(damaged.view().notice)
        }
    }

    @Test
    fun newGamesFollowTheChoiceAndTheSettings() {
        twoPlayers().use { game ->
            game.setPreferences(defaultPreferences().copy(hardThinkMillis = 2_430u))
            assertEquals(2_500u, game.preferences().hardThinkMillis, "the core keeps the think time on its steps")
            val choice = defaultChoice().copy(preset = Preset.COPENHAGEN, vsComputer = true, humanSide = Side.ATTACKERS, level = Level.HARD, twoGameMatch = true)
            game.newGame(choice)
            val v = game.view()
            assertEquals(choice, v.choice)
            assertEquals(11, v.board.size.toInt())
            assertEquals(Mode.VsComputer(Side.ATTACKERS, Level.HARD), v.mode)
            assertEquals(1, v.matchStanding?.gameNumber?.toInt())
            assertTrue(Regex("\"think_millis\"\\s*:\\s*2500").containsMatchIn(game.save()))
            game.newGame(choice.copy(level = Level.EASY, twoGameMatch = false))
            assertTrue(Regex("\"think_millis\"\\s*:\\s*null").containsMatchIn(game.save()), "Easy keeps its own cap")
            assertEquals(Mode.VsComputer(Side.ATTACKERS, Level.EASY), game.view().mode)
        }
        val range = thinkTime()
        assertEquals(range.minMillis, clampThinkMillis(0u))
        assertEquals(range.maxMillis, clampThinkMillis(UInt.MAX_VALUE))
        assertEquals(1_500u, clampThinkMillis(1_250u))
    }

    @Test
    fun vsComputerTurnsAndUndo() {
        vsComputer(human = Side.ATTACKERS, seed = 1u).use { game ->
            assertEquals(Turn.HUMAN, game.view().turn)
            assertEquals(Status.YourMove(Side.ATTACKERS), game.view().status)
            game.play(sq("d2"), sq("c2"))
            assertTrue(game.movablePieces().isEmpty())
            assertEquals(Status.ComputerWaiting(Side.DEFENDERS), game.view().status, "paused: not searching by itself")
            assertIs<GameException.NotYourTurn>(gameError { game.play(sq("d1"), sq("e1")) })
            val before = game.view()
            game.computerMove()
            val after = game.view()
            val reply = after.board.lastMove!!
            assertEquals(Side.DEFENDERS, reply.side)
            assertTrue(isStraightClearMove(before, reply.from, reply.to, Side.DEFENDERS), reply.notation)
            assertEquals(Turn.HUMAN, after.turn)
            assertIs<GameException.NotComputersTurn>(gameError { game.startComputer() })
            game.undo() // the computer's reply and the human's move together
            assertEquals(0u, game.view().ply)
            assertEquals(Turn.HUMAN, game.view().turn)
            game.redo()
            assertEquals(2u, game.view().ply, "redo replays the pair")
        }
    }

    @Test
    fun twoGameMatch() {
        twoPlayers(match = true).use { game ->
            val start = game.view().matchStanding
            assertNotNull(start)
            assertEquals(1, start.gameNumber.toInt())
            assertEquals(Side.ATTACKERS, start.playerOneSide)
            assertFalse(start.finished)
            game.playAll(escapeGame) // player one (attackers) loses game 1
            val afterOne = game.view()
            assertEquals(0f, afterOne.matchStanding!!.playerOnePoints)
            assertEquals(1f, afterOne.matchStanding!!.playerTwoPoints)
            assertTrue(afterOne.canStartNextMatchGame)
            assertFalse(afterOne.offerNewGame)
            game.nextMatchGame()
            val two = game.view()
            assertEquals(2, two.matchStanding!!.gameNumber.toInt())
            assertEquals(Side.DEFENDERS, two.matchStanding!!.playerOneSide)
            assertEquals(0u, two.ply)
            assertEquals(Status.ToMove(Side.ATTACKERS), two.status)
            game.playAll(escapeGame) // now player one has the defenders and wins
            val end = game.view()
            assertTrue(end.matchStanding!!.finished)
            assertEquals(1f, end.matchStanding!!.playerOnePoints)
            assertEquals(1f, end.matchStanding!!.playerTwoPoints)
            assertEquals(MatchWinner.TIE, end.matchStanding!!.winner, "1-1 on points, 0-0 captures")
            assertTrue(end.matchStanding!!.decidedOnCaptures)
            assertEquals("The match is tied (1 : 1 on points, captures 0 : 0)", end.matchLine)
            assertTrue(end.offerNewGame)
        }
    }

    @Test
    fun wordsInEveryLanguage() {
        assertEquals("Attackers", sideName(Side.ATTACKERS, "en"))
        assertEquals("Kaitsjad", sideName(Side.DEFENDERS, "et"))
        assertEquals("Нападающие", sideName(Side.ATTACKERS, "ru-RU"))
        assertEquals("Attackers", sideName(Side.ATTACKERS, "fr"), "unknown languages are English")
        assertEquals(listOf(Level.EASY, Level.MEDIUM, Level.HARD), offeredLevels())
        assertEquals("Hard", levelName(Level.HARD, "en"))
        assertEquals("Against the computer", modeName(true, "en"))
        assertEquals("1.5 s", secondsText(1_500u, "en"))
        assertEquals("1,5 s", secondsText(1_500u, "et"))
        twoPlayers().use { game ->
            gameError { game.undo() }
            assertEquals("There is nothing to undo.", game.view().message?.text, "every refusal is worded in the view")
            game.setLanguage("et")
            assertNotEquals("There is nothing to undo.", game.view().message?.text)
        }
        // The one way to name the pieces: the set-up palette, the empty square last (piece null).
        assertEquals(listOf(Piece.ATTACKER, Piece.DEFENDER, Piece.KING, null), setupPieces("et").map { it.piece })
        assertEquals(listOf("Ründaja", "Kaitsja", "Kuningas", "Tühi ruut"), setupPieces("et").map { it.name })
        twoPlayers().use { game ->
            game.setLanguage("ru")
            assertEquals("Ходят: Нападающие", game.view().headline)
            assertTrue(game.rulebook().title.any { it in 'А'..'я' }, "the rules page follows the language")
            game.setLanguage("en")
            assertEquals("To move: Attackers", game.view().headline)
        }
    }
}
