package app.tafl.tests

import app.tafl.core.*
import java.io.File

/**
 * Runs one scenario vector (`tests/scenarios/NAME.scn`, format in `tests/scenarios/README.md`)
 * through the exported [GameController] and [AppCore], command for command as the reference
 * runner (`cargo test -p tafl-ffi --test scenarios`) does; the first mismatch throws an
 * AssertionError starting with `file:line:`.
 */
class ScenarioRunner(private val file: File) {
    private var current: GameController? = null
    private val game: GameController get() = current ?: fail("no game: a scenario starts with `new` or `app launch`")

    /** The app of `app launch`, its folder, and the lesson and puzzle opened from it. */
    private var app: AppCore? = null
    private var folder: File? = null
    private var lesson: LessonController? = null
    private var puzzle: PuzzleController? = null
    private var lineNo = 0
    private var line = ""

    /** Returns the number of commands run. */
    fun run(): Int {
        var commands = 0
        try {
            for ((index, raw) in file.readLines().withIndex()) {
                lineNo = index + 1
                line = raw.substringBefore('#').trim()
                if (line.isEmpty()) continue
                try {
                    exec(line.split(Regex("\\s+")))
                } catch (e: ScenarioMismatch) {
                    throw e
                } catch (e: GameException) {
                    fail("unexpected error ${e.code()}")
                } catch (e: Exception) {
                    throw ScenarioMismatch("${file.name}:$lineNo: `$line`: ${e.javaClass.simpleName}: ${e.message}", e)
                }
                commands++
            }
        } finally {
            current?.let { it.cancel(); it.close() }
            current = null
            letTheAppGo()
        }
        return commands
    }

    class ScenarioMismatch(message: String, cause: Throwable? = null) : AssertionError(message, cause)

    private fun fail(message: String): Nothing = throw ScenarioMismatch("${file.name}:$lineNo: `$line`: $message")

    private fun check(ok: Boolean, message: () -> String) { if (!ok) fail(message()) }

    private fun expectEq(what: String, expected: Any?, actual: Any?) =
        check(expected == actual) { "$what: expected $expected, got $actual" }

    private fun arg(t: List<String>, i: Int): String = t.getOrNull(i) ?: fail("missing argument $i")

    /** Runs a call that must succeed; a refusal names its code. */
    private fun <T> succeeds(what: String, call: () -> T): T =
        try { call() } catch (e: GameException) { fail("$what failed: ${e.code()}") }

    private fun expectError(code: String, call: () -> Any?) {
        val result = try { call() } catch (e: GameException) {
            check(e.code() == code) { "expected $code, got ${e.code()}" }
            return
        }
        fail("expected $code, but the call succeeded: $result")
    }

    private fun restOfLine(keyword: String) = line.substring(keyword.length).trim()

    private fun exec(t: List<String>) {
        when (t[0]) {
            "new" -> {
                val next = succeeds("new") { GameController(config(t.drop(1))) }
                current?.let { it.cancel(); it.close() }
                current = next
                return
            }
            "app" -> return appCommand(t.drop(1))
            "app-says" -> return appSays(restOfLine("app-says"))
            "lesson" -> return lessonCommand(t.drop(1))
            "lesson-says" -> return pageSays(restOfLine("lesson-says"), "lesson", openLesson::setLanguage) {
                val v = openLesson.view()
                v.message?.text ?: v.feedback?.text ?: v.praise
            }
            "puzzle" -> return puzzleCommand(t.drop(1))
            "puzzle-says" -> return pageSays(restOfLine("puzzle-says"), "puzzle", openPuzzle::setLanguage) {
                val v = openPuzzle.view()
                v.message?.text ?: v.note?.text
            }
            "fail" -> when (t.getOrNull(1)) {
                "restore" -> {
                    val text = t.subList(2, t.size - 1).joinToString(" ")
                    return expectError(t.last()) { GameController.restore(text).also { it.close() } }
                }
                "lesson" -> return lessonRefused(t.drop(2))
                "puzzle" -> return puzzleRefused(t.drop(2))
            }
        }
        val c = game
        when (t[0]) {
            "play" -> {
                succeeds("play") { c.play(coord(arg(t, 1)), coord(arg(t, 2))) }
                if (t.getOrNull(3) == "=>") {
                    check(t.getOrNull(4) == "captures") { "expected `=> captures …`" }
                    val expected = t.drop(5).map(::coord).toSet()
                    val actual = c.view().board.lastMove?.captured.orEmpty().map { it.coord }.toSet()
                    check(expected == actual) { "captures: expected [${show(expected)}], got [${show(actual)}]" }
                }
            }
            "tap" -> {
                val outcome = succeeds("tap") { c.tap(coord(arg(t, 1))) }
                expectEq("tap", pick("tap outcome", arg(t, 2), TAP_OUTCOMES), outcome)
            }
            "fail" -> {
                val code = t.last()
                when (arg(t, 1)) {
                    "play" -> expectError(code) { c.play(coord(arg(t, 2)), coord(arg(t, 3))) }
                    "tap" -> expectError(code) { c.tap(coord(arg(t, 2))) }
                    "undo" -> expectError(code) { c.undo() }
                    "redo" -> expectError(code) { c.redo() }
                    "computer" -> expectError(code) { c.startComputer() }
                    "hint" -> expectError(code) { c.hint() }
                    "targets" -> expectError(code) { c.targets(coord(arg(t, 2))) }
                    "next-game" -> expectError(code) { c.nextMatchGame() }
                    else -> fail("unknown fail command ${t[1]}")
                }
            }
            "undo" -> succeeds("undo") { c.undo() }
            "redo" -> succeeds("redo") { c.redo() }
            "next-game" -> succeeds("next-game") { c.nextMatchGame() }
            "cancel" -> {
                c.cancel()
                expectEq("busy after cancel", Busy.IDLE, c.busy())
            }
            "think" -> succeeds("think") { c.startComputer() }
            "computer" -> computer(c)
            "hint" -> hint(c)
            "save-restore" -> saveRestore(c)
            "new-game" -> {
                val preset = preset(arg(t, 1))
                check(arg(t, 2) == "two-players") { "new-game: only two-players games" }
                succeeds("new-game") { c.newGame(defaultChoice().copy(preset = preset, customRules = null, vsComputer = false, twoGameMatch = false)) }
            }
            "says" -> says(c, restOfLine("says"), "headline") { it.headline }
            "match-says" -> says(c, restOfLine("match-says"), "match line") { it.matchLine }
            "message-says" -> says(c, restOfLine("message-says"), "message") { it.message?.text }
            "expect" -> expect(c, t.drop(1))
            else -> fail("unknown command ${t[0]}")
        }
    }

    // ---- the app object ------------------------------------------------------------------------

    private val openApp: AppCore get() = app ?: fail("no app: `app launch` first")
    private val openLesson: LessonController get() = lesson ?: fail("no lesson: `lesson open ID` first")
    private val openPuzzle: PuzzleController get() = puzzle ?: fail("no puzzle: `puzzle open ID` first")

    /** Lets the app and every controller of it go, as a process that ends does. */
    private fun letTheAppGo() {
        lesson?.close()
        puzzle?.close()
        lesson = null
        puzzle = null
        app?.let { app ->
            if (current != null && appsGame) current?.close().also { current = null }
            app.close()
        }
        app = null
    }

    /** The game the commands act on is the app's (until the next `new`). */
    private val appsGame: Boolean get() = gameOfApp != null && gameOfApp === current
    private var gameOfApp: GameController? = null

    private fun launch(dir: File) {
        val launched = AppCore.launch(dir.path, "en")
        check(launched.waitUntilLoaded(LOAD_TIMEOUT_MILLIS)) { "the app's files were not read in time" }
        app = launched
        folder = dir
        current?.let { if (!appsGame) { it.cancel(); it.close() } }
        current = launched.game()
        gameOfApp = current
    }

    private fun appCommand(t: List<String>) {
        when (arg(t, 0)) {
            "launch" -> {
                letTheAppGo()
                val dir = kotlin.io.path.createTempDirectory("tafl-scenario").toFile()
                dir.deleteOnExit()
                t.getOrNull(1)?.let { name ->
                    val files = File(repoRoot(), "tests/scenarios/files/$name")
                    check(files.isDirectory) { "no files $name in tests/scenarios/files" }
                    files.listFiles()!!.filter { it.isFile }.forEach { it.copyTo(File(dir, it.name)) }
                }
                launch(dir)
            }
            "relaunch" -> {
                val app = openApp
                val dir = folder ?: fail("no folder")
                app.pause()
                check(app.waitUntilSaved(SAVE_TIMEOUT_MILLIS)) { "the files were not written in time" }
                letTheAppGo()
                launch(dir)
            }
            "disk" -> when (arg(t, 1)) {
                "full" -> openApp.simulateFullDisk(true)
                "free" -> openApp.simulateFullDisk(false)
                else -> fail("app disk full|free")
            }
            "save" -> check(openApp.waitUntilSaved(SAVE_TIMEOUT_MILLIS)) { "the files were not written in time" }
            else -> fail("unknown app command ${t[0]}")
        }
    }

    /** `app-says EN | ET | RU`: the app's notice in each language (or `none`). */
    private fun appSays(text: String) {
        val app = openApp
        val expected = text.split(" | ").map { it.trim() }
        if (expected == listOf("none")) return expectEq("app notice", null, app.view().notice)
        check(expected.size == LANGUAGES.size) { "app notice: write the text as `en | et | ru`" }
        for ((language, words) in LANGUAGES.zip(expected)) {
            app.setLanguage(language)
            val notice = app.view().notice
            app.setLanguage("en")
            expectEq("app notice ($language)", words, notice)
        }
    }

    /** `lesson-says` / `puzzle-says`: what the page says in each language ([setLanguage] on the page). */
    private fun pageSays(text: String, what: String, setLanguage: (String) -> Unit, read: () -> String?) {
        val expected = text.split(" | ").map { it.trim() }
        if (expected == listOf("none")) return expectEq(what, null, read())
        check(expected.size == LANGUAGES.size) { "$what: write the text as `en | et | ru`" }
        for ((language, words) in LANGUAGES.zip(expected)) {
            setLanguage(language)
            val said = read()
            setLanguage("en")
            expectEq("$what ($language)", words, said)
        }
    }

    private fun lessonCommand(t: List<String>) {
        when (arg(t, 0)) {
            "open" -> {
                val opened = succeeds("lesson open") { openApp.openLesson(arg(t, 1)) }
                lesson?.close()
                lesson = opened
            }
            "play" -> {
                val outcome = succeeds("lesson play") { openLesson.play(coord(arg(t, 1)), coord(arg(t, 2))) }
                expectEq("lesson play", pick("tap outcome", arg(t, 3), TAP_OUTCOMES), outcome)
            }
            "next" -> succeeds("lesson next") { openLesson.nextStep() }
            else -> fail("unknown lesson command ${t[0]}")
        }
    }

    private fun lessonRefused(t: List<String>) {
        val code = t.last()
        when (arg(t, 0)) {
            "play" -> expectError(code) { openLesson.play(coord(arg(t, 1)), coord(arg(t, 2))) }
            "next" -> expectError(code) { openLesson.nextStep() }
            else -> fail("unknown fail lesson command ${t[0]}")
        }
    }

    private fun puzzleCommand(t: List<String>) {
        when (arg(t, 0)) {
            "open" -> {
                val opened = succeeds("puzzle open") { openApp.openPuzzle(arg(t, 1)) }
                puzzle?.close()
                puzzle = opened
            }
            "play" -> {
                val outcome = succeeds("puzzle play") { openPuzzle.play(coord(arg(t, 1)), coord(arg(t, 2))) }
                expectEq("puzzle play", pick("tap outcome", arg(t, 3), TAP_OUTCOMES), outcome)
            }
            "solution" -> {
                succeeds("puzzle solution") { openPuzzle.showSolution() }
                check(openPuzzle.waitUntilIdle(SEARCH_TIMEOUT_MILLIS)) { "the solution was not found in time" }
            }
            else -> fail("unknown puzzle command ${t[0]}")
        }
    }

    private fun puzzleRefused(t: List<String>) {
        val code = t.last()
        when (arg(t, 0)) {
            "play" -> expectError(code) { openPuzzle.play(coord(arg(t, 1)), coord(arg(t, 2))) }
            else -> fail("unknown fail puzzle command ${t[0]}")
        }
    }

    private fun number(text: String?): Int = text?.toIntOrNull() ?: fail("bad number $text")

    /** `expect statistics|history|lessons-completed|puzzles-solved|puzzle-attempts N`; false for other expectations. */
    private fun expectOfTheApp(t: List<String>): Boolean {
        val app = app ?: return false
        val actual = when (t[0]) {
            "statistics" -> app.statistics().sumOf { card -> card.lines.sumOf { it.games.toInt() } }
            "history" -> app.history().size
            "lessons-completed" -> app.lessons().lessons.count { it.completed }
            "puzzles-solved" -> app.puzzles().entries.count { it.record.solved }
            "puzzle-attempts" -> app.puzzles().entries.sumOf { it.record.attempts.toInt() }
            else -> return false
        }
        expectEq(t[0], number(t.getOrNull(1)), actual)
        return true
    }

    private fun preset(id: String): Preset = PRESET_IDS[id] ?: fail("unknown preset $id")

    private fun config(args: List<String>): GameConfig {
        val preset = preset(args.firstOrNull() ?: fail("missing preset"))
        var rest: List<String>
        val mode = when (args.getOrNull(1)) {
            "two-players" -> { rest = args.drop(2); Mode.TwoPlayers }
            "vs-computer" -> {
                val side = side(args.getOrNull(2) ?: fail("missing side"))
                val level = pick("level", args.getOrNull(3), LEVELS)
                rest = args.drop(4)
                Mode.VsComputer(humanSide = side, level = level)
            }
            else -> fail("bad mode ${args.getOrNull(1)}")
        }
        var match = false
        var seed: ULong? = null
        var millis: UInt? = null
        while (rest.isNotEmpty()) {
            when (rest[0]) {
                "match" -> { match = true; rest = rest.drop(1) }
                "seed" -> { seed = rest.getOrNull(1)?.toULongOrNull() ?: fail("bad number ${rest.getOrNull(1)}"); rest = rest.drop(2) }
                "millis" -> { millis = rest.getOrNull(1)?.toUIntOrNull() ?: fail("bad number ${rest.getOrNull(1)}"); rest = rest.drop(2) }
                else -> fail("bad option ${rest[0]}")
            }
        }
        return GameConfig(preset = preset, mode = mode, twoGameMatch = match, thinkMillis = millis, seed = seed)
    }

    private fun computer(c: GameController) {
        val before = c.view()
        succeeds("computer") { c.startComputer() }
        check(c.waitUntilIdle(SEARCH_TIMEOUT_MILLIS)) { "the computer did not move in time" }
        val after = c.view()
        expectEq("ply after the computer's move", before.ply + 1u, after.ply)
        val last = after.board.lastMove ?: fail("no last move")
        expectEq("side that moved", before.sideToMove, last.side)
        val moved = before.board.cell(last.from)?.piece
        expectEq("side of the moved piece", before.sideToMove, moved?.side())
        expectEq("piece on the target", moved, after.board.cell(last.to)?.piece)
    }

    private fun hint(c: GameController) {
        val before = c.view()
        succeeds("hint") { c.hint() }
        check(c.waitUntilIdle(SEARCH_TIMEOUT_MILLIS)) { "no hint in time" }
        val view = c.view()
        val hint = view.board.hint ?: fail("no hint shown")
        val to = hint.to ?: fail("the game's hint names the whole move")
        expectEq("side of the hinted piece", before.sideToMove, before.board.cell(hint.from)?.piece?.side())
        val targets = succeeds("targets of the hint") { c.targets(hint.from) }
        check(to in targets) { "hint ${hint.from.name}-${to.name} is not legal" }
        expectEq("the hint's squares are marked", true,
            view.board.cell(hint.from)?.hint == true && view.board.cell(to)?.hint == true)
    }

    private fun saveRestore(c: GameController) {
        val saved = c.save()
        c.cancel()
        val before = c.view().lasting()
        val restored = succeeds("restore") { GameController.restore(saved) }
        expectEq("view after save-restore", before, restored.view().lasting())
        expectEq("save after save-restore", saved, restored.save())
        c.close()
        if (c === gameOfApp) gameOfApp = null
        current = restored
    }

    /** [text] is "EN | ET | RU" (or `none`); [read] picks the text out of a view in each language. */
    private fun says(c: GameController, text: String, what: String, read: (GameView) -> String?) {
        val expected = text.split(" | ").map { it.trim() }
        if (expected == listOf("none")) return expectEq(what, null, read(c.view()))
        check(expected.size == LANGUAGES.size) { "$what: write the text as `en | et | ru`" }
        for ((language, words) in LANGUAGES.zip(expected)) {
            c.setLanguage(language)
            val view = c.view()
            c.setLanguage("en")
            expectEq("$what ($language)", words, read(view))
        }
    }

    private fun expect(c: GameController, t: List<String>) {
        if (t.isNotEmpty() && expectOfTheApp(t)) return
        val view = c.view()
        val outcome = (view.status as? Status.Finished)?.outcome
        fun number(i: Int): String = t.getOrNull(i) ?: fail("missing number")
        when (arg(t, 0)) {
            "side" -> expectEq("side", side(arg(t, 1)), view.sideToMove)
            "status" -> expectEq("status", pick("status", arg(t, 1), STATUSES), if (outcome == null) ONGOING else outcome.winner)
            "reason" -> expectEq("reason", pick("reason", arg(t, 1), REASONS), outcome?.reason)
            "ply" -> expectEq("ply", number(1).toUIntOrNull() ?: fail("bad number ${t[1]}"), view.ply)
            "captured" -> expectEq(
                "captured (attackers, defenders)",
                (number(1).toIntOrNull() ?: fail("bad number")) to (number(2).toIntOrNull() ?: fail("bad number")),
                view.capturedByAttackers.size to view.capturedByDefenders.size,
            )
            "undo" -> expectEq("can_undo", flag(arg(t, 1)), view.canUndo)
            "redo" -> expectEq("can_redo", flag(arg(t, 1)), view.canRedo)
            "turn" -> expectEq("turn", pick("turn", arg(t, 1), TURNS), view.turn)
            "busy" -> expectEq("busy", pick("busy", arg(t, 1), BUSY), view.busy)
            "piece" -> {
                val cell = view.board.cell(coord(arg(t, 1))) ?: fail("square off the board")
                expectEq("piece on ${t[1]}", pick("piece", arg(t, 2), PIECES), cell.piece)
            }
            "selected" -> {
                val expected = if (arg(t, 1) == "none") null else coord(t[1])
                expectEq("selected square", expected, view.board.rows.flatten().firstOrNull { it.selected }?.coord)
            }
            "targets" -> {
                val expected = t.drop(2).map(::coord).toSet()
                val actual = succeeds("targets") { c.targets(coord(arg(t, 1))) }.toSet()
                check(expected == actual) { "targets of ${t[1]}: expected [${show(expected)}], got [${show(actual)}]" }
            }
            "movable" -> expectEq("movable pieces", number(1).toIntOrNull() ?: fail("bad number ${t[1]}"), c.movablePieces().size)
            "last-move" -> expectEq("last move", arg(t, 1), view.board.lastMove?.notation)
            "record" -> expectEq("record", t.drop(1).joinToString(" "), c.record())
            "match-game" -> expectEq("match game", number(1).toUByteOrNull() ?: fail("bad number ${t[1]}"), view.matchStanding?.gameNumber)
            "match-points" -> {
                val expected = (number(1).toFloatOrNull() ?: fail("bad number")) to (number(2).toFloatOrNull() ?: fail("bad number"))
                expectEq("match points", expected, view.matchStanding?.let { it.playerOnePoints to it.playerTwoPoints })
            }
            "match-winner" -> {
                val winner = pick("winner", arg(t, 1), WINNERS)
                val standing = view.matchStanding ?: fail("not a match")
                expectEq("match winner", winner, standing.winner)
            }
            else -> fail("unknown expectation ${t[0]}")
        }
    }

    private fun coord(text: String): Coord = try { parseCoord(text) } catch (e: GameException) { fail("bad square \"$text\"") }

    private fun show(set: Set<Coord>) = set.map { it.name }.sorted().joinToString(" ")

    /** The value a scenario word stands for among [choices], or a mismatch naming [what]. */
    private fun <T> pick(what: String, text: String?, choices: Map<String, T>): T =
        if (text != null && text in choices) choices.getValue(text) else fail("bad $what \"$text\"")

    private fun flag(text: String) = pick("boolean", text, mapOf("true" to true, "false" to false))

    private fun side(text: String): Side = pick("side", text, SIDES)

    companion object {
        /** How long a runner waits for the computer or a hint before failing. */
        const val SEARCH_TIMEOUT_MILLIS: ULong = 120_000u
        /** How long a runner waits for the app's files to be read or written. */
        const val LOAD_TIMEOUT_MILLIS: ULong = 60_000u
        const val SAVE_TIMEOUT_MILLIS: ULong = 60_000u
        val LANGUAGES = listOf("en", "et", "ru")
        /** `expect status ongoing`: no outcome at all (a draw is an outcome without a winner). */
        private const val ONGOING = "ongoing"
        private val SIDES = mapOf("attackers" to Side.ATTACKERS, "defenders" to Side.DEFENDERS)
        private val LEVELS = mapOf("easy" to Level.EASY, "medium" to Level.MEDIUM, "hard" to Level.HARD)
        private val TAP_OUTCOMES = mapOf("selected" to TapOutcome.SELECTED, "deselected" to TapOutcome.DESELECTED,
            "played" to TapOutcome.PLAYED, "ignored" to TapOutcome.IGNORED, "wrong" to TapOutcome.WRONG,
            "checking" to TapOutcome.CHECKING)
        /** The presets' scenario ids: "brandubh", "brandubh-aagenielsen", "ard-ri", … */
        private val PRESET_IDS = Preset.entries.associateBy { preset ->
            when (preset) {
                Preset.BRANDUBH_AAGE_NIELSEN -> "brandubh-aagenielsen"
                else -> preset.name.lowercase().replace('_', '-')
            }
        }
        private val STATUSES = mapOf("ongoing" to ONGOING, "attackers-won" to Side.ATTACKERS, "defenders-won" to Side.DEFENDERS, "draw" to null)
        private val REASONS = mapOf("none" to null) + Reason.entries.associateBy { it.name.lowercase().replace('_', '-') }
        private val TURNS = mapOf("human" to Turn.HUMAN, "computer" to Turn.COMPUTER, "nobody" to Turn.NOBODY)
        private val BUSY = mapOf("idle" to Busy.IDLE, "computer" to Busy.COMPUTER_MOVE, "hint" to Busy.HINT)
        private val PIECES = mapOf("attacker" to Piece.ATTACKER, "defender" to Piece.DEFENDER, "king" to Piece.KING, "empty" to null)
        private val WINNERS = mapOf("player-one" to MatchWinner.PLAYER_ONE, "player-two" to MatchWinner.PLAYER_TWO,
            "tie" to MatchWinner.TIE, "none" to null)
    }
}
