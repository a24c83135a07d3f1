package app.tafl.android

import android.app.Application
import android.os.Handler
import android.os.Looper
import androidx.lifecycle.AndroidViewModel
import app.tafl.core.ControllerListener
import app.tafl.core.Coord
import app.tafl.core.GameController
import app.tafl.core.GameException
import app.tafl.core.GameView
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
import kotlinx.coroutines.flow.asStateFlow

/** The game page: the core's view, a message to show once, and the new-game dialog while it is open. */
data class GameUi(val view: GameView, val message: String?, val dialog: NewGameDialogUi?)

/** The dialog opens on [initial] (the running game's choice); [error] is why the core refused the last one. */
data class NewGameDialogUi(val initial: NewGameChoice, val error: String?)

data class StatisticsUi(val cards: List<TallyCard>, val confirmingReset: Boolean = false)

/**
 * A thin shell over the core's [GameController], which makes every decision of the game: this class
 * forwards input, maps [GameController.view] to Compose state, stores the core's texts ([Storage]) and
 * follows the app's lifecycle. The computer searches on the core's own threads and tells the
 * [ControllerListener], which hops to the main thread and reads the view again. Every core call made
 * here on the main thread goes through [coreCalls], which records the longest one.
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

    private val _screen = MutableStateFlow(Screen.GAME)
    val screen: StateFlow<Screen> = _screen.asStateFlow()
    private val _settings = MutableStateFlow(controller.preferences())
    val settings: StateFlow<Preferences> = _settings.asStateFlow()
    private val _statistics = MutableStateFlow(StatisticsUi(tally.cards(language)))
    val statistics: StateFlow<StatisticsUi> = _statistics.asStateFlow()
    private val _state = MutableStateFlow(GameUi(controller.view(), null, null))
    val state: StateFlow<GameUi> = _state.asStateFlow()

    init {
        controller.setListener(object : ControllerListener {
            override fun changed() = onMain { refresh() } // called on a search's thread
        })
        refresh()
    }

    // ---- input: the core decides -------------------------------------------------------------

    fun onSquareTapped(coord: Coord) = act("tap") { controller.tap(coord) }

    fun onDragStart(coord: Coord) = act("dragStart") { controller.dragStart(coord) }

    fun onDrop(coord: Coord) = act("dropOn") { controller.dropOn(coord) }

    fun requestHint() = act("hint") { controller.hint() }

    fun undo() = act("undo") { controller.undo() }

    fun redo() = act("redo") { controller.redo() }

    fun startNextMatchGame() = act("nextMatchGame") { controller.nextMatchGame() }

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
        refresh()
    }

    // ---- pages, settings, statistics -----------------------------------------------------------

    fun open(screen: Screen) {
        _screen.value = screen
    }

    /** System back: another page returns to the game; false on the game page (leave the app). */
    fun back(): Boolean {
        if (_screen.value == Screen.GAME) return false
        _screen.value = Screen.GAME
        return true
    }

    /** The core keeps the settings in range; they are stored as its JSON document. */
    fun updateSettings(change: (Preferences) -> Preferences) {
        val stored = coreCalls.call("setPreferences") {
            controller.setPreferences(change(_settings.value))
            controller.preferences()
        }
        _settings.value = stored
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
        coreCalls.call("resume") { controller.resume() }
        refresh()
    }

    /** Activity.onPause: stop the searches (returns within ~20 ms), then store the game. */
    fun onHidden() {
        coreCalls.call("cancel") { controller.cancel() }
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
        controller.close()
        tally.close()
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

    /** Reads the view; a game that just finished is counted once, then the tally and the game are stored. */
    private fun refresh() {
        if (coreCalls.call("tally.record") { tally.record(controller) }.isNotEmpty()) {
            storeTally()
            persist()
        }
        val view = coreCalls.call("view") { controller.view() }
        _state.value = GameUi(view, appMessage ?: view.message?.text, dialog)
    }

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
