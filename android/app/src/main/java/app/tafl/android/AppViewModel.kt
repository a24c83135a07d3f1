package app.tafl.android

import android.app.Application
import androidx.lifecycle.AndroidViewModel
import app.tafl.core.AppCore
import app.tafl.core.GameController
import app.tafl.core.GameException
import app.tafl.core.GameView
import app.tafl.core.HistoryRow
import app.tafl.core.LessonList
import app.tafl.core.NewGameChoice
import app.tafl.core.Preferences
import app.tafl.core.PuzzleList
import app.tafl.core.ReviewBudget
import app.tafl.core.TallyCard
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow

/**
 * What the app shows besides its board pages, as the core's [AppCore] says it: whether its files
 * have been read ([loaded]; a loading page until then), the [notice] (a file that could not be
 * written, damaged statistics, games left out of the history), the [message] (why a lesson, a
 * puzzle or a game of the history could not be opened), the settings, and the lists of the
 * statistics, history, lessons and puzzles pages — each read only while its page is open (null
 * otherwise): a list is worded afresh at every read.
 */
data class AppUi(
    val loaded: Boolean,
    val notice: String?,
    val message: String?,
    val preferences: Preferences,
    val statistics: List<TallyCard>?,
    val history: List<HistoryRow>?,
    val lessons: LessonList?,
    val puzzles: PuzzleList?,
)

/**
 * The app's state on Android: the core's [AppCore] over the app's files folder (it reads and
 * writes every file itself, on threads of its own), its [game], and the pages open on top of the
 * game, each holding the core object it shows ([Page.Opened]). Every action calls the core and
 * draws what its view says; no decision is made here but which page is shown.
 */
class AppViewModel(application: Application) : AndroidViewModel(application) {
    /** Every core call made on the main thread is timed: none may wait for a search or a file. */
    val coreCalls = CoreCallTimer()
    private var language = application.resources.configuration.locales[0].language

    /** The pages open, the game at the bottom; the last is shown. */
    private val stack = mutableListOf<Page>(Page.Game)

    val app: Live<AppCore, AppUi> = Live(
        AppCore.launch(application.filesDir.path, language),
        coreCalls,
        { setListener(it) },
        {
            fun <T> ifOpen(page: Page, read: () -> T): T? = if (page in stack) read() else null
            view().let {
                AppUi(
                    it.loaded, it.notice, it.message?.text, it.preferences,
                    ifOpen(Page.Statistics, ::statistics), ifOpen(Page.History, ::history),
                    ifOpen(Page.Lessons, ::lessons), ifOpen(Page.Puzzles, ::puzzles),
                )
            }
        },
        then = ::refreshPages,
    )

    /** The game: one controller for the app's life (a new game starts on it). */
    val game: Live<GameController, GameView> = live(app.core.game())

    private val shown = MutableStateFlow<Page>(Page.Game)
    val page: StateFlow<Page> = shown.asStateFlow()

    /** The new-game dialog, open on this choice; it shows the game's message after a refused start. */
    private val dialogChoice = MutableStateFlow<NewGameChoice?>(null)
    val dialog: StateFlow<NewGameChoice?> = dialogChoice.asStateFlow()

    private fun <C : AutoCloseable, V> live(core: C, listen: C.(app.tafl.core.Listener?) -> Unit, read: C.() -> V) =
        Live(core, coreCalls, listen, read)

    private fun live(board: GameController) = live(board, { setListener(it) }, { view() })

    // ---- pages -----------------------------------------------------------------------------

    fun open(page: Page) {
        stack += page
        // A list page's list is read now (it follows the rules being played, which a new game
        // may have changed), before the page is shown.
        if (page !is Page.Opened<*, *>) app.refresh()
        shown.value = page
    }

    /**
     * System back: another page returns to the one below it (letting go of what it showed); on the
     * game page a replay returns to the game as it stands; otherwise false (leave the app).
     */
    fun back(): Boolean {
        if (stack.size > 1) {
            (stack.removeAt(stack.lastIndex) as? Page.Opened<*, *>)?.live?.close()
            shown.value = stack.last()
            return true
        }
        if (game.view.value.replay?.canLeave != true) return false
        game.act { leaveReplay() }
        return true
    }

    /** Back to the game page, closing every page above it. */
    fun home() {
        while (stack.size > 1) back()
    }

    /**
     * Opens the page of what [open] returns, unless the core refuses it: the app's message says
     * why (on the page it came from) until a page is opened.
     */
    private fun <C> opening(open: () -> C, page: (C) -> Page) {
        val core = try {
            coreCalls.call("open") { open() }
        } catch (_: GameException) {
            null
        }
        core?.let { open(page(it)) }
        app.refresh()
    }

    fun openLesson(id: String) = opening({ app.core.openLesson(id) }) { Page.Lesson(live(it, { setListener(it) }, { view() })) }

    fun openPuzzle(id: String) = opening({ app.core.openPuzzle(id) }) { Page.Puzzle(live(it, { setListener(it) }, { view() })) }

    fun openHistoryGame(row: HistoryRow) = opening({ app.core.openHistoryGame(row.id) }) { Page.HistoryGame(row, live(it)) }

    /** An analysis board of the position the page shows: the game's, a game of the history's, a review's. */
    fun openAnalysis() = opening({
        when (val top = stack.last()) {
            is Page.HistoryGame -> top.live.core.analysisBoard()
            is Page.Review -> top.live.core.analysisBoard()
            else -> game.core.analysisBoard()
        }
    }) { Page.Analysis(live(it)) }

    /** The engine's review of the game as it stands (it goes on), or of the game of the history shown. */
    fun openReview() = opening({ ((stack.last() as? Page.HistoryGame)?.live ?: game).core.review(ReviewBudget.STANDARD) }) {
        Page.Review(live(it, { setListener(it) }, { view() }))
    }

    /** The lesson after the one finished, on its page. */
    fun openNextLesson() {
        val next = (stack.last() as? Page.Lesson)?.live?.view?.value?.nextLesson ?: return
        back()
        openLesson(next)
    }

    /** The first puzzle of the variant of the one shown not solved yet, on its page. */
    fun openNextUnsolvedPuzzle() {
        val preset = (stack.last() as? Page.Puzzle)?.live?.view?.value?.preset ?: return
        val next = coreCalls.call("nextUnsolvedPuzzle") { app.core.nextUnsolvedPuzzle(preset) } ?: return
        back()
        openPuzzle(next)
    }

    // ---- the game page ---------------------------------------------------------------------

    /** The position after [ply] moves, from the move list: shown on the game page (the game goes on). */
    fun showMove(ply: UInt) {
        game.act { replayTo(ply) }
        home()
    }

    fun openNewGameDialog() {
        game.act { dismissMessage() }
        dialogChoice.value = game.view.value.choice
    }

    fun dismissNewGameDialog() {
        dialogChoice.value = null
        game.act { dismissMessage() }
    }

    /** Refused custom rules keep the dialog open with the game's message; the running game goes on. */
    fun startNewGame(choice: NewGameChoice) {
        game.act { newGame(choice) }
        if (game.view.value.message == null) dialogChoice.value = null
    }

    /** The message the game page showed has been read: the app's notice first, then the game's. */
    fun messageShown() = if (app.view.value.notice != null) app.act { dismissNotice() } else game.act { dismissMessage() }

    // ---- the app ---------------------------------------------------------------------------

    fun updateSettings(change: (Preferences) -> Preferences) = app.act { setPreferences(change(app.view.value.preferences)) }

    /** The system's language ("et"): every page speaks it. */
    fun setLanguage(code: String) {
        if (code == language) return
        language = code
        app.act { setLanguage(code) }
    }

    /** Activity.onResume: the computer moves by itself again, an analysis board analyses. */
    fun resume() = app.act { resume() }

    /** Activity.onPause (not a rotation): every search stops; the core has written what changed. */
    fun pause() = app.act { pause() }

    /** The game and every page open read their views again (the app's settings or language changed). */
    private fun refreshPages() {
        game.refresh()
        for (page in stack) (page as? Page.Opened<*, *>)?.live?.refresh()
    }

    override fun onCleared() {
        home()
        game.close()
        app.close()
        super.onCleared()
    }
}
