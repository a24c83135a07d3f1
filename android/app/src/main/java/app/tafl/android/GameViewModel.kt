package app.tafl.android

import android.app.Application
import android.os.Handler
import android.os.Looper
import androidx.lifecycle.AndroidViewModel
import app.tafl.core.ControllerListener
import app.tafl.core.Coord
import app.tafl.core.FinishedGame
import app.tafl.core.GameController
import app.tafl.core.GameException
import app.tafl.core.GameHistory
import app.tafl.core.GameView
import app.tafl.core.HistoryRow
import app.tafl.core.NewGameChoice
import app.tafl.core.Preferences
import app.tafl.core.Rulebook
import app.tafl.core.ScoreTally
import app.tafl.core.TallyCard
import app.tafl.core.defaultPreferences
import app.tafl.core.errorText
import app.tafl.core.preferencesFromJson
import app.tafl.core.preferencesToJson
import app.tafl.core.statisticsDamagedText
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlin.concurrent.thread
import kotlinx.coroutines.flow.asStateFlow

/** The game page: the core's view, a message to show once, and the new-game dialog while it is open. */
data class GameUi(val view: GameView, val message: String?, val dialog: NewGameDialogUi?)

/** The dialog opens on [initial] (the running game's choice); [error] is why the core refused the last one. */
data class NewGameDialogUi(val initial: NewGameChoice, val error: String?)

data class StatisticsUi(val cards: List<TallyCard>, val confirmingReset: Boolean = false)

/**
 * The history page: the core's rows, newest first, and why damaged games were left out of it
 * ([notice]); nothing until the history has been read ([loaded]).
 */
data class HistoryUi(val rows: List<HistoryRow>, val notice: String?, val loaded: Boolean)

/** A game of the history on its page: its row (the date, the opponent) and the game, for replay only. */
data class HistoryGameUi(val row: HistoryRow, val board: SideBoard)

/**
 * A thin shell over the core's [GameController], which makes every decision of the game: this class
 * forwards input, maps [GameController.view] to Compose state, stores the core's texts ([Storage]) and
 * follows the app's lifecycle. The computer searches on the core's own threads and tells the
 * [ControllerListener], which hops to the main thread and reads the view again. Every core call made
 * here on the main thread goes through [coreCalls], which records the longest one.
 *
 * Finished games go into the core's [GameHistory]; one of them, or an analysis board, is shown in a
 * [SideBoard] of its own while its page is open, and closed with it.
 */
class GameViewModel(application: Application, private val storage: Storage) : AndroidViewModel(application) {
    constructor(application: Application) : this(application, Storage(application))

    val coreCalls = CoreCallTimer()
    private var language = application.resources.configuration.locales[0].language
    /** The app's own message (the storage), shown before the core's. */
    private var appMessage: String? = null
    private var dialog: NewGameDialogUi? = null
    private val main = Handler(Looper.getMainLooper())
    private var cleared = false

    private val controller: GameController = storage.game.read().let { saved ->
        val preferences = storage.settings.read()?.let { preferencesFromJson(it) } ?: defaultPreferences()
        coreCalls.call("launch") { GameController.launch(saved, preferences, language) }
    }
    private val tally: ScoreTally = storage.tally.read()?.let { json ->
        try {
            ScoreTally.restore(json)
        } catch (e: GameException) {
            appMessage = statisticsDamagedText(language)
            null
        }
    } ?: ScoreTally()

    /**
     * The core's history, read off the main thread (the core replays every game it keeps: 500 games
     * take some 40 ms on a desktop core); null until then, while finished games wait in [unfiled].
     */
    private var gameHistory: GameHistory? = null
    private val unfiled = mutableListOf<FinishedGame>()
    /** The app is shown (between onShown and onHidden): the analysis engine may run. */
    private var shown = false

    /** The pages open, the game at the bottom; the last is shown. */
    private val pages = ArrayDeque(listOf(Screen.GAME))
    private val _screen = MutableStateFlow(Screen.GAME)
    val screen: StateFlow<Screen> = _screen.asStateFlow()
    private val _history = MutableStateFlow(historyUi())
    val history: StateFlow<HistoryUi> = _history.asStateFlow()
    private val _historyGame = MutableStateFlow<HistoryGameUi?>(null)
    val historyGame: StateFlow<HistoryGameUi?> = _historyGame.asStateFlow()
    private val _analysis = MutableStateFlow<SideBoard?>(null)
    val analysis: StateFlow<SideBoard?> = _analysis.asStateFlow()
    private val _review = MutableStateFlow<ReviewSession?>(null)
    val review: StateFlow<ReviewSession?> = _review.asStateFlow()
    private val _settings = MutableStateFlow(controller.preferences())
    val settings: StateFlow<Preferences> = _settings.asStateFlow()
    private val _statistics = MutableStateFlow(StatisticsUi(tally.cards(language)))
    val statistics: StateFlow<StatisticsUi> = _statistics.asStateFlow()
    private val _state = MutableStateFlow(GameUi(controller.view(), null, null))
    val state: StateFlow<GameUi> = _state.asStateFlow()

    /** The lessons (of the rules being played) and the puzzles, with the player's progress. */
    val learning = Learning(
        storage,
        coreCalls,
        language,
        rules = { _state.value.view.choice },
        preferences = _settings.value,
        storageFailed = ::storageFailed,
    )

    init {
        controller.setListener(object : ControllerListener {
            override fun changed() = onMain { refresh() } // called on a search's thread
        })
        refresh()
        thread(name = "tafl-history", isDaemon = true) {
            val read = GameHistory.restore(storage.history.read() ?: "")
            main.post { if (cleared) read.close() else adoptHistory(read) }
        }
    }

    // ---- input: the core decides -------------------------------------------------------------

    fun onSquareTapped(coord: Coord) = act("tap") { controller.tap(coord) }

    fun onDragStart(coord: Coord) = act("dragStart") { controller.dragStart(coord) }

    fun onDrop(coord: Coord) = act("dropOn") { controller.dropOn(coord) }

    fun requestHint() = act("hint") { controller.hint() }

    fun undo() = act("undo") { controller.undo() }

    fun redo() = act("redo") { controller.redo() }

    fun startNextMatchGame() = act("nextMatchGame") { controller.nextMatchGame() }

    // ---- replay of the live game: read-only, the game goes on behind it --------------------------

    /** The position after [ply] moves, from the move list: shown on the game page. */
    fun showMove(ply: UInt) {
        act("replayTo") { controller.replayTo(ply) }
        home()
    }

    fun replayStep(forward: Boolean) = act("replayStep") { controller.replayStep(forward) }

    fun leaveReplay() = act("leaveReplay") { controller.leaveReplay() }

    fun openNewGameDialog() {
        dialog = NewGameDialogUi(_state.value.view.choice, null)
        refresh()
    }

    fun dismissNewGameDialog() {
        dialog = null
        refresh()
    }

    /** Custom rules the core refuses keep the dialog open with its reason; the running game goes on. */
    fun startNewGame(choice: NewGameChoice) {
        try {
            coreCalls.call("newGame") { controller.newGame(choice) }
        } catch (e: GameException) {
            dialog = (dialog ?: NewGameDialogUi(choice, null)).copy(error = errorText(e, language))
            refresh()
            return
        }
        dialog = null
        persist()
        refresh()
    }

    /** The message in [GameUi.message] has been shown. */
    fun messageShown() {
        if (appMessage != null) appMessage = null else coreCalls.call("dismissMessage") { controller.dismissMessage() }
        refresh()
    }

    fun gameRecord(): String = coreCalls.call("record") { controller.record() }

    /** The rules page of the rules being played, in the view's language. */
    fun rulebook(): Rulebook = coreCalls.call("rulebook") { controller.rulebook() }

    /** The system's language ("et"): the core words the view, the statistics and the rules in it. */
    fun setLanguage(code: String) {
        if (code == language) return
        language = code
        coreCalls.call("setLanguage") { controller.setLanguage(code) }
        _statistics.value = _statistics.value.copy(cards = tally.cards(code))
        _history.value = historyUi()
        _historyGame.value?.board?.setLanguage(code)
        _analysis.value?.setLanguage(code)
        _review.value?.setLanguage(code)
        learning.setLanguage(code)
        refresh()
    }

    // ---- pages, settings, statistics -----------------------------------------------------------

    fun open(screen: Screen) {
        // The lessons and the puzzle set shown follow the rules being played, which a new game
        // may have changed.
        if (screen == Screen.LESSONS) learning.refreshLessons()
        if (screen == Screen.PUZZLES) learning.refreshPuzzles()
        pages.addLast(screen)
        _screen.value = screen
    }

    /**
     * System back: another page returns to the one below it (closing the game or the analysis board
     * it showed); on the game page a replay returns to the game as it stands; otherwise false (leave
     * the app).
     */
    fun back(): Boolean {
        if (pages.size > 1) {
            closePage(pages.removeLast())
            _screen.value = pages.last()
            return true
        }
        if (_state.value.view.replay?.canLeave == true) {
            leaveReplay()
            return true
        }
        return false
    }

    /** Back to the game page, closing every page above it. */
    fun home() {
        while (pages.size > 1) closePage(pages.removeLast())
        _screen.value = Screen.GAME
    }

    private fun closePage(screen: Screen) {
        when (screen) {
            Screen.HISTORY_GAME -> _historyGame.value = _historyGame.value?.let { it.board.close(); null }
            Screen.ANALYSIS -> _analysis.value = _analysis.value?.let { it.close(); null }
            Screen.REVIEW -> _review.value = _review.value?.let { it.close(); null }
            Screen.LESSON -> learning.closeLesson()
            Screen.PUZZLE -> learning.closePuzzle() // stops a check that runs
            else -> {}
        }
    }

    // ---- lessons and puzzles ---------------------------------------------------------------------

    /** A lesson of the rules being played, on its page at its first step. */
    fun openLesson(id: String) {
        if (learning.openLesson(id)) open(Screen.LESSON)
    }

    /** A shipped puzzle on its page. */
    fun openPuzzle(id: String) {
        if (learning.openPuzzle(id)) open(Screen.PUZZLE)
    }

    // ---- the history and the analysis board ----------------------------------------------------

    /** Opens a game of the history on its page, at its end, for replay only. */
    fun openHistoryGame(row: HistoryRow) {
        val history = gameHistory ?: return // its rows are not shown before it is read
        val game = try {
            coreCalls.call("history.open") { history.open(row.id, language) }
        } catch (e: GameException) {
            appMessage = errorText(e, language)
            refresh()
            return
        }
        _historyGame.value?.board?.close()
        _historyGame.value = HistoryGameUi(row, SideBoard(game, coreCalls, language))
        open(Screen.HISTORY_GAME)
    }

    /** An analysis board of the position the game page shows (the game as it stands, or the replayed one). */
    fun openAnalysis() = openAnalysis(coreCalls.call("analysisBoard") { controller.analysisBoard() })

    /** An analysis board of the position the history's game shows. */
    fun openAnalysisOfHistoryGame() {
        _historyGame.value?.let { openAnalysis(it.board.analysisBoard()) }
    }

    /** The engine's review of the game as it stands (finished or not), of a copy of it: the game goes on. */
    fun openReview() {
        val copy = try {
            coreCalls.call("restore") { GameController.restore(controller.save()) }
        } catch (e: GameException) {
            appMessage = errorText(e, language)
            refresh()
            return
        }
        openReview(copy)
    }

    /** The engine's review of the history's game on its page. */
    fun openReviewOfHistoryGame() {
        val history = gameHistory ?: return
        val row = _historyGame.value?.row ?: return
        val game = try {
            coreCalls.call("history.open") { history.open(row.id, language) }
        } catch (e: GameException) {
            appMessage = errorText(e, language)
            refresh()
            return
        }
        openReview(game)
    }

    private fun openReview(game: GameController) {
        _review.value?.close()
        _review.value = ReviewSession(game, coreCalls, language)
        open(Screen.REVIEW)
    }

    private fun openAnalysis(board: GameController) {
        _analysis.value?.close()
        val analysis = SideBoard(board, coreCalls, language)
        if (shown) analysis.resume()
        _analysis.value = analysis
        open(Screen.ANALYSIS)
    }

    /** The core keeps the settings in range; they are stored as its JSON document. */
    fun updateSettings(change: (Preferences) -> Preferences) {
        val stored = coreCalls.call("setPreferences") {
            controller.setPreferences(change(_settings.value))
            controller.preferences()
        }
        _settings.value = stored
        learning.setPreferences(stored)
        storage.settings.write(preferencesToJson(stored), ::storageFailed)
        refresh()
    }

    fun askResetStatistics() {
        _statistics.value = _statistics.value.copy(confirmingReset = true)
    }

    fun cancelResetStatistics() {
        _statistics.value = _statistics.value.copy(confirmingReset = false)
    }

    fun resetStatistics() {
        coreCalls.call("tally.reset") { tally.reset() }
        storeTally()
    }

    // ---- lifecycle -----------------------------------------------------------------------------

    /** Activity.onResume: the computer moves by itself again. */
    fun onShown() {
        shown = true
        coreCalls.call("resume") { controller.resume() }
        _analysis.value?.resume()
        refresh()
    }

    /** Activity.onPause: stop the searches (returns within ~20 ms), then store the game. */
    fun onHidden() {
        shown = false
        coreCalls.call("cancel") { controller.cancel() }
        _analysis.value?.cancel()
        learning.cancelSearches()
        persist()
        refresh()
    }

    /** Stores the game in the background; a failed write leaves the game in memory and says so. */
    fun persist() = storage.game.write(coreCalls.call("save") { controller.save() }, ::storageFailed)

    override fun onCleared() {
        cleared = true
        controller.setListener(null)
        controller.cancel()
        persist()
        home() // closes the history's game, the analysis board, a lesson and a puzzle
        learning.close()
        controller.close()
        tally.close()
        gameHistory?.close()
        super.onCleared()
    }

    // ---- internals -----------------------------------------------------------------------------

    private fun act(name: String, action: () -> Unit) {
        try {
            coreCalls.call(name, action)
        } catch (e: GameException) {
            // The view carries the core's message; a refusal it does not keep is said once here.
            if (controller.view().message == null) appMessage = errorText(e, language)
        }
        refresh()
    }

    /**
     * Reads the view; a game that just finished is counted once and kept in the history, then the
     * history, the tally and the game are stored (the game last: it marks the game as counted).
     */
    private fun refresh() {
        val finished = coreCalls.call("tally.record") { tally.record(controller) }
        if (finished.isNotEmpty()) {
            unfiled += finished
            fileFinishedGames()
            storeTally()
            persist()
        }
        val view = coreCalls.call("view") { controller.view() }
        _state.value = GameUi(view, appMessage ?: view.message?.text, dialog)
    }

    private fun adoptHistory(read: GameHistory) {
        gameHistory = read
        fileFinishedGames()
        _history.value = historyUi()
    }

    /** Adds the finished games to the history once it has been read, and stores it. */
    private fun fileFinishedGames() {
        val history = gameHistory ?: return
        if (unfiled.isEmpty()) return
        coreCalls.call("history.add") { unfiled.forEach { history.add(it) } }
        unfiled.clear()
        storage.history.write(coreCalls.call("history.toText") { history.toText() }, ::storageFailed)
        _history.value = historyUi()
    }

    private fun historyUi(): HistoryUi = gameHistory?.let { history ->
        coreCalls.call("history.rows") { HistoryUi(history.rows(language), history.skippedText(language), loaded = true) }
    } ?: HistoryUi(emptyList(), null, loaded = false)

    private fun storeTally() {
        storage.tally.write(coreCalls.call("tally.toJson") { tally.toJson() }, ::storageFailed)
        _statistics.value = StatisticsUi(coreCalls.call("tally.cards") { tally.cards(language) })
    }

    /** Called on the storage's thread. */
    private fun storageFailed() = onMain {
        appMessage = getApplication<Application>().getString(R.string.error_storage_full)
        refresh()
    }

    /** Runs [block] on the main thread, unless the view-model is gone by then. */
    private fun onMain(block: () -> Unit) {
        main.post { if (!cleared) block() }
    }
}
