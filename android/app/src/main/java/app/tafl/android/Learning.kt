package app.tafl.android

import app.tafl.core.Coord
import app.tafl.core.GameException
import app.tafl.core.LessonController
import app.tafl.core.LessonException
import app.tafl.core.LessonInfo
import app.tafl.core.LessonProgress
import app.tafl.core.LessonState
import app.tafl.core.LessonView
import app.tafl.core.NewGameChoice
import app.tafl.core.Preferences
import app.tafl.core.Preset
import app.tafl.core.PuzzleEntry
import app.tafl.core.PuzzleProgress
import app.tafl.core.PuzzleSet
import app.tafl.core.lessonErrorText
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow

/**
 * The lessons page: the lessons of the rules being played, with their done marks, or why the core
 * has none for them ([error]: custom rules it cannot read).
 */
data class LessonListUi(val lessons: List<LessonInfo>, val error: String?)

/** A lesson on its page: the core's view and why the last action was refused (until the next one). */
data class LessonUi(val view: LessonView, val message: String?)

/**
 * The puzzles page: every variant with puzzles ([sets]), the one chosen ([preset]) and its puzzles
 * with the player's records, and the first of them not solved yet.
 */
data class PuzzleListUi(val sets: List<PuzzleSet>, val preset: Preset, val entries: List<PuzzleEntry>, val nextUnsolved: String?)

/**
 * The lessons and the puzzles. The core decides everything — which lessons the rules have, what a
 * move does to a lesson's task, whether a puzzle's move wins — and words it; this class opens
 * them, forwards input, keeps the lesson or puzzle on its page, and stores the player's progress
 * (the core's texts, [Storage.lessons] and [Storage.puzzles]) whenever the core says a lesson was
 * completed or a puzzle attempt decided.
 *
 * A lesson answers at once (the core's replies take milliseconds); a puzzle's move off its main
 * line is checked on the core's thread ([PuzzleSession]). [rules] is the game's choice: the lessons
 * follow its rules.
 */
class Learning(
    private val storage: Storage,
    private val coreCalls: CoreCallTimer,
    private var language: String,
    private val rules: () -> NewGameChoice,
    private var preferences: Preferences,
    private val storageFailed: () -> Unit,
) : AutoCloseable {
    private val lessonProgress: LessonProgress =
        coreCalls.call("LessonProgress.restore") { LessonProgress.restore(storage.lessons.read() ?: "") }
    private val puzzleProgress: PuzzleProgress =
        coreCalls.call("PuzzleProgress.restore") { PuzzleProgress.restore(storage.puzzles.read() ?: "") }

    private var lessonController: LessonController? = null
    /** A refusal the lesson's view does not keep, until the next action. */
    private var lessonMessage: String? = null

    private val _lessons = MutableStateFlow(LessonListUi(emptyList(), null))
    val lessons: StateFlow<LessonListUi> = _lessons.asStateFlow()
    private val _lesson = MutableStateFlow<LessonUi?>(null)
    val lesson: StateFlow<LessonUi?> = _lesson.asStateFlow()

    private var puzzlePreset: Preset? = null
    private val _puzzles = MutableStateFlow(readPuzzleList())
    val puzzles: StateFlow<PuzzleListUi> = _puzzles.asStateFlow()
    private val _puzzle = MutableStateFlow<PuzzleSession?>(null)
    val puzzle: StateFlow<PuzzleSession?> = _puzzle.asStateFlow()

    // ---- lessons ---------------------------------------------------------------------------

    /** Reads the lesson list again, for the rules being played. */
    fun refreshLessons() {
        val choice = rules()
        _lessons.value = try {
            LessonListUi(coreCalls.call("lessons") { lessonProgress.lessons(choice.preset, choice.customRules, language) }, null)
        } catch (e: LessonException) {
            LessonListUi(emptyList(), lessonErrorText(e, language))
        }
    }

    /** Starts lesson [id] of the rules being played at its first step; false (and said on the list) when the core refuses. */
    fun openLesson(id: String): Boolean {
        val choice = rules()
        val started = try {
            coreCalls.call("LessonController.start") { LessonController.start(choice.preset, choice.customRules, id, language) }
        } catch (e: LessonException) {
            _lessons.value = _lessons.value.copy(error = lessonErrorText(e, language))
            return false
        }
        closeLesson()
        coreCalls.call("lesson.setPreferences") { started.setPreferences(preferences) }
        lessonController = started
        lessonMessage = null
        refreshLesson()
        return true
    }

    fun lessonTap(at: Coord) = lessonAct("lesson.tap") { it.tap(at) }

    fun lessonDragStart(at: Coord) = lessonAct("lesson.dragStart") { it.dragStart(at) }

    fun lessonDrop(at: Coord) = lessonAct("lesson.dropOn") { it.dropOn(at) }

    fun lessonHint() = lessonAct("lesson.hint") { it.hint() }

    fun lessonRetry() = lessonAct("lesson.retry") { it.retry() }

    fun lessonNextStep() = lessonAct("lesson.nextStep") { it.nextStep() }

    /** The lesson after this one, once it is finished, on the same page. */
    fun nextLesson() {
        val next = _lesson.value?.view?.nextLesson ?: return
        openLesson(next)
    }

    fun closeLesson() {
        lessonController?.let { controller -> coreCalls.call("lesson.close") { controller.close() } }
        lessonController = null
        _lesson.value = null
    }

    private fun lessonAct(name: String, action: (LessonController) -> Unit) {
        val controller = lessonController ?: return
        lessonMessage = null
        try {
            coreCalls.call(name) { action(controller) }
        } catch (e: LessonException) {
            // The view keeps the core's message with its square; any other refusal is said here.
            if (coreCalls.call("lesson.view") { controller.view() }.message == null) lessonMessage = lessonErrorText(e, language)
        }
        refreshLesson()
    }

    /** Reads the lesson's view; a lesson just finished is recorded once and the progress stored. */
    private fun refreshLesson() {
        val controller = lessonController ?: return
        val view = coreCalls.call("lesson.view") { controller.view() }
        if (view.state == LessonState.FINISHED && coreCalls.call("lessons.record") { lessonProgress.record(controller) }) {
            storage.lessons.write(coreCalls.call("lessons.toJson") { lessonProgress.toJson() }) { storageFailed() }
            refreshLessons()
        }
        _lesson.value = LessonUi(view, lessonMessage ?: view.message?.text)
    }

    // ---- puzzles ---------------------------------------------------------------------------

    /**
     * Words the puzzle list again: until the player picks a set, it shows the puzzles of the
     * rules being played, which a new game may have changed.
     */
    fun refreshPuzzles() {
        _puzzles.value = readPuzzleList()
    }

    /** Shows the puzzles of [preset] on the list. */
    fun choosePuzzleSet(preset: Preset) {
        puzzlePreset = preset
        _puzzles.value = readPuzzleList()
    }

    /** Opens puzzle [id] on its page, closing the one shown (its search is stopped). */
    fun openPuzzle(id: String): Boolean {
        val session = try {
            PuzzleSession(id, coreCalls, language, preferences, onChanged = ::recordPuzzle)
        } catch (e: GameException) {
            return false
        }
        closePuzzle()
        _puzzle.value = session
        return true
    }

    /** The first puzzle of the puzzle's variant not solved yet, on the same page. */
    fun nextUnsolvedPuzzle(): Boolean {
        val preset = _puzzle.value?.state?.value?.view?.preset ?: _puzzles.value.preset
        val next = coreCalls.call("puzzles.nextUnsolved") { puzzleProgress.nextUnsolved(preset) } ?: return false
        return openPuzzle(next)
    }

    /**
     * Stops the puzzle's search (returns once it has stopped; the move it checked is dropped),
     * records an attempt decided by then, and frees it.
     */
    fun closePuzzle() {
        _puzzle.value?.let { session ->
            session.cancel()
            session.close()
        }
        _puzzle.value = null
    }

    /** Activity.onPause: a puzzle's check stops (it starts again with the next move). */
    fun cancelSearches() {
        _puzzle.value?.cancel()
    }

    /** Counts a decided attempt once, stores the records and words the list again. */
    private fun recordPuzzle(session: PuzzleSession) {
        if (!session.record(puzzleProgress)) return
        storage.puzzles.write(coreCalls.call("puzzles.toJson") { puzzleProgress.toJson() }) { storageFailed() }
        _puzzles.value = readPuzzleList()
    }

    private fun readPuzzleList(): PuzzleListUi = coreCalls.call("puzzles.list") {
        val sets = puzzleProgress.sets(language)
        val game = rules().preset
        val preset = puzzlePreset ?: puzzleProgress.setForGame(game)
        PuzzleListUi(sets, preset, puzzleProgress.entries(preset, language), puzzleProgress.nextUnsolved(preset))
    }

    // ---- the rest --------------------------------------------------------------------------

    fun setLanguage(code: String) {
        language = code
        lessonController?.let { controller -> coreCalls.call("lesson.setLanguage") { controller.setLanguage(code) } }
        refreshLesson()
        refreshLessons()
        _puzzles.value = readPuzzleList()
        _puzzle.value?.setLanguage(code)
    }

    /**
     * The settings' legal-move marks, sounds and capture signal, for the lessons and puzzles opened
     * from now on and the ones open.
     */
    fun setPreferences(preferences: Preferences) {
        this.preferences = preferences
        lessonController?.let { controller -> coreCalls.call("lesson.setPreferences") { controller.setPreferences(preferences) } }
        _puzzle.value?.setPreferences(preferences)
    }

    override fun close() {
        closeLesson()
        closePuzzle()
        coreCalls.call("progress.close") {
            lessonProgress.close()
            puzzleProgress.close()
        }
    }
}
