package app.tafl.android

import android.app.Application
import androidx.lifecycle.AndroidViewModel
import androidx.lifecycle.viewModelScope
import app.tafl.core.Coord
import app.tafl.core.GameSession
import app.tafl.core.GameStatus
import app.tafl.core.MoveOutcome
import app.tafl.core.MoveView
import app.tafl.core.Rulebook
import app.tafl.core.RulesInfo
import app.tafl.core.Side
import app.tafl.core.TaflException
import app.tafl.core.Turn
import app.tafl.core.defaultPreset
import app.tafl.core.presets
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext

/**
 * Owns the [GameSession], the page shown, the settings and the score counter. Everything here runs
 * on the main thread except the two blocking core calls, computerMove() and hint(), which run on
 * Dispatchers.Default and are stopped with cancel(). Every other core call goes through [coreCalls],
 * which records the longest time the main thread spent in one.
 */
class GameViewModel(application: Application) : AndroidViewModel(application) {

    val coreCalls = CoreCallTimer()

    private val store = SessionStore(application)
    private val settingsStore = SettingsStore(application)
    private val statistics = Statistics(StatsStore(application), coreCalls)
    private val presetOptions: List<PresetOption> = coreCalls.call("presets") { presets().map { it.toOption() } }

    private var session: GameSession
    /** The configuration the current session was started with (the snapshot has no mode). */
    private var choice: NewGameChoice
    private var rulesInfo: RulesInfo
    private var selection = Selection()
    private var hint: MoveView? = null
    private var busy = Busy.NONE
    private var background: Job? = null
    private var showNewGameDialog = false
    private var newGameError: TextRes? = null
    private var message: TextRes? = null
    private var captureFeedback = 0
    private var board: BoardUi? = null

    private val _state: MutableStateFlow<UiState>
    val state: StateFlow<UiState>

    private val _screen = MutableStateFlow(Screen.GAME)
    val screen: StateFlow<Screen> = _screen.asStateFlow()

    private val _settings = MutableStateFlow(settingsStore.load())
    val settings: StateFlow<Settings> = _settings.asStateFlow()

    val statisticsState: StateFlow<StatisticsUi> = statistics.state

    init {
        val defaultChoice = NewGameChoice(preset = coreCalls.call("defaultPreset") { defaultPreset() })
        var restoredChoice = store.loadChoice(defaultChoice.preset)
        val restored = store.loadSave()?.let { saved ->
            try {
                coreCalls.call("restore") { GameSession.restore(saved) }
            } catch (e: Exception) {
                message = TextRes(failureText(e))
                store.clearSave()
                restoredChoice = null
                null
            }
        }
        if (message == null && statistics.loadFailure != null) message = TextRes(R.string.error_statistics_damaged)
        choice = restoredChoice ?: defaultChoice
        session = restored ?: newSessionOrPreset(choice)
        rulesInfo = coreCalls.call("rulesInfo") { session.rulesInfo() }
        if (!choice.vsComputer && snapshot().turn == Turn.COMPUTER) {
            choice = choice.copy(vsComputer = true) // an old save without its choice
        }
        if (statistics.record(session)) persist()
        _state = MutableStateFlow(buildState())
        state = _state.asStateFlow()
        maybeStartComputer()
    }

    // ---- board ----------------------------------------------------------------------------

    /** Tap own movable piece → select it and show its targets; tap a target → play; else deselect. */
    fun onSquareTapped(coord: Coord) {
        if (busy != Busy.NONE) return
        val snapshot = snapshot()
        if (snapshot.status != GameStatus.ONGOING || snapshot.turn != Turn.HUMAN) return

        val from = selection.from
        if (from != null && coord in selection.targets) {
            play(from, coord)
            return
        }
        val size = snapshot.boardSize.toInt()
        val piece = snapshot.squares.getOrNull(coord.rank.toInt() * size + coord.file.toInt())?.piece
        if (from == coord || piece == null) {
            selection = Selection()
        } else {
            try {
                selection = Selection(coord, coreCalls.call("targets") { session.targets(coord) }.toSet())
                hint = null
            } catch (e: Exception) { // NotYourPiece for the opponent's pieces
                selection = Selection()
                message = TextRes(failureText(e))
            }
        }
        refresh()
    }

    /** A drag from one square to another: the core decides whether the move is legal. */
    fun onMove(from: Coord, to: Coord) {
        if (busy != Busy.NONE) return
        play(from, to)
    }

    private fun play(from: Coord, to: Coord) {
        selection = Selection()
        hint = null
        try {
            val outcome = coreCalls.call("play") { session.play(from, to) }
            signalCaptures(outcome)
        } catch (e: Exception) {
            message = TextRes(failureText(e))
        }
        refresh()
        maybeStartComputer()
    }

    // ---- buttons --------------------------------------------------------------------------

    fun requestHint() {
        if (busy != Busy.NONE) return
        selection = Selection()
        runInBackground(Busy.HINT, GameSession::hint) { move -> hint = move }
    }

    /** Cancels a running search first; vs the computer the core takes back a whole move pair. */
    fun undo() = changeAfterStopping("undo") { session.undo() }

    fun redo() = changeAfterStopping("redo") { session.redo() }

    fun startNextMatchGame() = changeAfterStopping("nextMatchGame") { session.nextMatchGame() }

    fun openNewGameDialog() {
        showNewGameDialog = true
        newGameError = null
        refresh()
    }

    fun dismissNewGameDialog() {
        showNewGameDialog = false
        newGameError = null
        refresh()
    }

    /**
     * Custom rules are checked by the core first: a bad rules string keeps the dialog open with
     * the core's reason, and the running game goes on untouched.
     */
    fun startNewGame(newChoice: NewGameChoice, seed: ULong? = null) {
        val fresh = try {
            newSession(newChoice, seed)
        } catch (e: Exception) {
            newGameError = TextRes(failureText(e))
            refresh()
            return
        }
        showNewGameDialog = false
        newGameError = null
        viewModelScope.launch {
            stopBackground()
            val old = session
            session = fresh
            coreCalls.call("close") { old.close() }
            choice = newChoice
            rulesInfo = coreCalls.call("rulesInfo") { fresh.rulesInfo() }
            selection = Selection()
            hint = null
            board = null
            persist()
            refresh()
            maybeStartComputer()
        }
    }

    /** The message in [UiState.message] has been shown. */
    fun messageShown() {
        message = null
        refresh()
    }

    /** The game record in the community notation, for sharing as text. */
    fun gameRecord(): String = coreCalls.call("record") { session.record() }

    /**
     * The rules page of the rules being played (custom ones too), written by the core in
     * [language] (the system's language code; the core falls back to English).
     */
    fun rulebook(language: String): Rulebook = coreCalls.call("rulebook") { session.rulebook(language) }

    // ---- pages ----------------------------------------------------------------------------

    fun open(screen: Screen) {
        _screen.value = screen
    }

    /** System back: another page returns to the game; false on the game page (leave the app). */
    fun back(): Boolean {
        if (_screen.value == Screen.GAME) return false
        _screen.value = Screen.GAME
        return true
    }

    // ---- settings and statistics ----------------------------------------------------------

    fun updateSettings(change: (Settings) -> Settings) {
        val updated = change(_settings.value).let { it.copy(hardThinkMillis = Settings.clampThinkMillis(it.hardThinkMillis)) }
        _settings.value = updated
        settingsStore.store(updated)
        refresh()
    }

    fun askResetStatistics() = statistics.askReset()

    fun cancelResetStatistics() = statistics.cancelReset()

    fun resetStatistics() = statistics.reset()

    // ---- lifecycle ------------------------------------------------------------------------

    /** Activity.onPause: write the game (save() does not wait for a running search). */
    fun persist() {
        store.store(coreCalls.call("save") { session.save() }, choice)
    }

    /** Activity.onResume: a restored or interrupted game may be waiting for the computer. */
    fun onResume() {
        maybeStartComputer()
    }

    override fun onCleared() {
        session.cancel()
        persist()
        // The coroutine scope is cancelled after this; a still-running native call keeps its own
        // reference, and the generated close() frees the Rust object only once that call returns.
        session.close()
        statistics.close()
        super.onCleared()
    }

    // ---- internals ------------------------------------------------------------------------

    private fun newSession(newChoice: NewGameChoice, seed: ULong? = null): GameSession {
        val config = newChoice.toConfig(_settings.value.hardThinkMillis, seed)
        return coreCalls.call("newSession") {
            if (newChoice.customRules != null) GameSession.withRules(config) else GameSession(config)
        }
    }

    /** At start-up a stored choice whose custom rules no longer read falls back to its preset. */
    private fun newSessionOrPreset(startChoice: NewGameChoice): GameSession = try {
        newSession(startChoice)
    } catch (e: TaflException) {
        message = TextRes(failureText(e))
        choice = startChoice.copy(customRules = null)
        newSession(choice)
    }

    private fun snapshot() = coreCalls.call("snapshot") { session.snapshot() }

    private fun signalCaptures(outcome: MoveOutcome) {
        if (outcome.captures.isNotEmpty() && _settings.value.captureFeedback) captureFeedback++
    }

    private fun maybeStartComputer() {
        if (busy != Busy.NONE) return
        val snapshot = snapshot()
        if (snapshot.status != GameStatus.ONGOING || snapshot.turn != Turn.COMPUTER) return
        runInBackground(Busy.COMPUTER_MOVE, GameSession::computerMove) { outcome ->
            signalCaptures(outcome)
            maybeStartComputer()
        }
    }

    /**
     * Runs a blocking core call on Dispatchers.Default. The result is applied on the main thread,
     * and only if the session is still the same one (a new game may have replaced it meanwhile).
     * A Cancelled result is silent: the user asked for it.
     */
    private fun <T> runInBackground(kind: Busy, work: (GameSession) -> T, onSuccess: (T) -> Unit) {
        val target = session
        busy = kind
        refresh()
        background = viewModelScope.launch {
            val result = withContext(Dispatchers.Default) { runCatching { work(target) } }
            if (target !== session) return@launch
            busy = Busy.NONE
            background = null
            result
                .onSuccess(onSuccess)
                .onFailure { e -> if (e !is TaflException.Cancelled) message = TextRes(failureText(e)) }
            refresh()
        }
    }

    /**
     * Stops a running computer move or hint: cancel() makes the core return within ~20 ms. The
     * core ignores cancel() until the search has begun, and the background thread may only be
     * about to begin it, so cancel() is repeated (off the main thread) until the job is done.
     */
    private suspend fun stopBackground() {
        val running = background ?: return
        val target = session
        running.cancel() // a job not yet on its thread never starts the search
        withContext(Dispatchers.Default) {
            while (!running.isCompleted) {
                target.cancel()
                delay(CANCEL_RETRY_MILLIS)
            }
        }
        background = null
        busy = Busy.NONE
    }

    private fun changeAfterStopping(name: String, change: () -> Unit) {
        viewModelScope.launch {
            stopBackground()
            selection = Selection()
            hint = null
            try {
                coreCalls.call(name, change)
            } catch (e: Exception) {
                message = TextRes(failureText(e))
            }
            refresh()
            maybeStartComputer()
        }
    }

    /** Also hands every newly finished game to the score counter; the session is saved with it. */
    private fun refresh() {
        if (statistics.record(session)) persist()
        _state.value = buildState()
    }

    private fun buildState(): UiState {
        val snapshot = snapshot()
        val settings = _settings.value
        val shown = uiState(
            snapshot = snapshot,
            selection = selection,
            hint = hint,
            vsComputer = choice.vsComputer,
            busy = busy,
            presets = presetOptions,
            lastChoice = choice,
            showNewGameDialog = showNewGameDialog,
            message = message,
            previousBoard = board,
        ).copy(
            title = variantTitle(rulesInfo),
            moves = moveTurns(snapshot.moveList),
            showTargets = settings.showLegalMoves,
            flipped = settings.turnBoardForHotSeat && !choice.vsComputer && snapshot.sideToMove == Side.DEFENDERS,
            captureFeedback = captureFeedback,
            newGameError = newGameError,
        )
        board = shown.board
        return shown
    }

    private companion object {
        const val CANCEL_RETRY_MILLIS = 10L
    }
}
