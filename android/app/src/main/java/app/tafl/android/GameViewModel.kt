package app.tafl.android

import android.app.Application
import androidx.lifecycle.AndroidViewModel
import androidx.lifecycle.viewModelScope
import app.tafl.core.Coord
import app.tafl.core.GameSession
import app.tafl.core.GameStatus
import app.tafl.core.MoveView
import app.tafl.core.TaflException
import app.tafl.core.Turn
import app.tafl.core.defaultPreset
import app.tafl.core.presets
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.Job
import kotlinx.coroutines.cancelAndJoin
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext

/**
 * Owns the [GameSession]. Everything here runs on the main thread except the two blocking core
 * calls, computerMove() and hint(), which run on Dispatchers.Default and are stopped with cancel().
 * The UI only reads [state] and calls the public functions.
 */
class GameViewModel(application: Application) : AndroidViewModel(application) {

    private val store = SessionStore(application)
    private val presetOptions: List<PresetOption> = presets().map { it.toOption() }

    private var session: GameSession
    /** The configuration the current session was started with (the snapshot has no mode). */
    private var choice: NewGameChoice
    private var selection = Selection()
    private var hint: MoveView? = null
    private var busy = Busy.NONE
    private var background: Job? = null
    private var showNewGameDialog = false
    private var message: TextRes? = null

    private val _state: MutableStateFlow<UiState>
    val state: StateFlow<UiState>

    init {
        val defaultChoice = NewGameChoice(preset = defaultPreset())
        var restoredChoice = store.loadChoice(defaultChoice.preset)
        val restored = store.loadSave()?.let { saved ->
            try {
                GameSession.restore(saved)
            } catch (e: Exception) {
                message = TextRes(failureText(e))
                store.clearSave()
                restoredChoice = null
                null
            }
        }
        choice = restoredChoice ?: defaultChoice
        session = restored ?: GameSession(choice.toConfig())
        if (!choice.vsComputer && session.snapshot().turn == Turn.COMPUTER) {
            choice = choice.copy(vsComputer = true) // an old save without its choice
        }
        _state = MutableStateFlow(buildState())
        state = _state.asStateFlow()
        maybeStartComputer()
    }

    // ---- board ----------------------------------------------------------------------------

    /** Tap own movable piece → select it and show its targets; tap a target → play; else deselect. */
    fun onSquareTapped(coord: Coord) {
        if (busy != Busy.NONE) return
        val snapshot = session.snapshot()
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
                selection = Selection(coord, session.targets(coord).toSet())
                hint = null
            } catch (e: Exception) { // NotYourPiece for the opponent's pieces
                selection = Selection()
                message = TextRes(failureText(e))
            }
        }
        refresh()
    }

    private fun play(from: Coord, to: Coord) {
        selection = Selection()
        hint = null
        try {
            session.play(from, to)
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
    fun undo() = changeAfterStopping { session.undo() }

    fun redo() = changeAfterStopping { session.redo() }

    fun startNextMatchGame() = changeAfterStopping { session.nextMatchGame() }

    fun openNewGameDialog() {
        showNewGameDialog = true
        refresh()
    }

    fun dismissNewGameDialog() {
        showNewGameDialog = false
        refresh()
    }

    fun startNewGame(newChoice: NewGameChoice) {
        showNewGameDialog = false
        viewModelScope.launch {
            stopBackground()
            val old = session
            session = GameSession(newChoice.toConfig())
            old.close()
            choice = newChoice
            selection = Selection()
            hint = null
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

    // ---- lifecycle ------------------------------------------------------------------------

    /** Activity.onPause: write the game (save() does not wait for a running search). */
    fun persist() {
        store.store(session.save(), choice)
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
        super.onCleared()
    }

    // ---- internals ------------------------------------------------------------------------

    private fun maybeStartComputer() {
        if (busy != Busy.NONE) return
        val snapshot = session.snapshot()
        if (snapshot.status != GameStatus.ONGOING || snapshot.turn != Turn.COMPUTER) return
        runInBackground(Busy.COMPUTER_MOVE, GameSession::computerMove) { maybeStartComputer() }
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

    /** Stops a running computer move or hint: cancel() makes the core return within ~20 ms. */
    private suspend fun stopBackground() {
        val running = background ?: return
        session.cancel()
        running.cancelAndJoin() // waits until the native call has returned
        background = null
        busy = Busy.NONE
    }

    private fun changeAfterStopping(change: () -> Unit) {
        viewModelScope.launch {
            stopBackground()
            selection = Selection()
            hint = null
            try {
                change()
            } catch (e: Exception) {
                message = TextRes(failureText(e))
            }
            refresh()
            maybeStartComputer()
        }
    }

    private fun refresh() {
        _state.value = buildState()
    }

    private fun buildState(): UiState = uiState(
        snapshot = session.snapshot(),
        selection = selection,
        hint = hint,
        vsComputer = choice.vsComputer,
        busy = busy,
        presets = presetOptions,
        lastChoice = choice,
        showNewGameDialog = showNewGameDialog,
        message = message,
    )
}
