// The app's state holder: owns the GameSession (Rust core), the selection, the page shown, the
// settings and the score counter. Everything runs on the main actor except the two blocking core
// calls, computerMove() and hint(), which run on a detached task and are stopped with cancel().
// The views only read this model and call its actions.
import Foundation
import Observation
import TaflKit

/// The sheets and pages over the game.
public enum Page: String, Identifiable, Sendable, CaseIterable {
    case newGame, rules, moves, statistics, settings
    public var id: String { rawValue }
}

/// What the background task is doing for the session, if anything.
public enum Busy: Equatable, Sendable {
    case idle, computerMove, hint
}

/// The variant row picked in the new-game sheet: a preset or the custom rules string.
public enum VariantChoice: Hashable, Sendable {
    case preset(Preset)
    case custom
}

/// A choice in the new-game sheet.
public struct PresetOption: Identifiable, Equatable, Sendable {
    public let preset: Preset
    public let id: String
    public let label: String
}

@MainActor
@Observable
public final class GameModel {
    // MARK: state the views read

    public private(set) var snapshot: Snapshot
    public private(set) var selection = Selection.none
    public private(set) var hint: MoveView? = nil
    public private(set) var busy = Busy.idle
    /// A one-off message (an error), shown until the next action or `dismissMessage()`.
    public private(set) var message: String? = nil
    /// The configuration of the running game (the snapshot has no mode).
    public private(set) var choice: NewGameChoice
    public private(set) var rulesInfo: RulesInfo
    /// The rules page of the game being played, written by the core from its rules in the app's language.
    public private(set) var rulebook: Rulebook
    /// The move just played, for the board's slide; nil after undo/redo/new game/restore.
    public private(set) var animation: MoveAnimation? = nil
    /// Grows by one for each capture to signal with a sound and a haptic tap (when the settings allow it).
    public private(set) var captureSignal = 0
    /// The sheet or page over the game.
    public var page: Page? = nil

    /// The new-game sheet's fields (a copy of `choice` when it opens).
    public var draft: NewGameChoice
    /// The sheet's rules string, kept while a preset is picked so switching back does not lose it.
    public var draftCustomRules: String
    public var draftUsesCustomRules: Bool
    /// Why the last custom rules string was refused (the core's reason), shown in the sheet.
    public private(set) var newGameError: String? = nil

    public let settings: SettingsModel
    public let statistics: StatisticsModel
    public let texts: AppTexts
    public let presetOptions: [PresetOption]

    /// The running game. Views never touch it; tests may.
    @ObservationIgnored public private(set) var session: GameSession
    @ObservationIgnored private let store: any KeyValueStore
    @ObservationIgnored private let seed: UInt64?
    @ObservationIgnored private var background: Task<Void, Never>?
    @ObservationIgnored private var backgroundGeneration = 0
    /// Searches of replaced sessions, cancelled; their results are ignored.
    @ObservationIgnored private var retired: [Task<Void, Never>] = []
    /// Actions that wait for a search to stop run one after another.
    @ObservationIgnored private var queue: Task<Void, Never>?
    @ObservationIgnored private var queueGeneration = 0
    @ObservationIgnored private var moveCounter = 0

    // MARK: launch

    /// Restores the saved game (a damaged save → a message and a new game), loads the settings and
    /// the score counter, and starts the computer if it is its turn.
    public init(environment: GameEnvironment) {
        texts = environment.texts
        store = environment.game
        seed = environment.seed
        let settings = SettingsModel(store: environment.settings)
        let statistics = StatisticsModel(store: environment.statistics)
        self.settings = settings
        self.statistics = statistics
        let texts = environment.texts
        presetOptions = presets().map { info in
            PresetOption(preset: info.preset, id: info.id,
                         label: texts(.presetSummary, texts.preset(info.preset), "\(info.boardSize)",
                                      "\(info.attackers)", "\(info.defenders)"))
        }

        var message: String?
        var startChoice = environment.game.string(forKey: StoreKey.choice)
            .flatMap { try? JSONDecoder().decode(NewGameChoice.self, from: Data($0.utf8)) }
        var restored: GameSession?
        if let saved = environment.game.string(forKey: StoreKey.save) {
            do {
                restored = try GameSession.restore(saved: saved)
            } catch {
                message = texts.failure(error) + " " + texts(.messageNewGameStarted)
                environment.game.set(nil, forKey: StoreKey.save)
                startChoice = nil
            }
        }
        if message == nil, statistics.loadFailure != nil { message = texts(.messageStatisticsDamaged) }

        var choice = startChoice ?? NewGameChoice()
        let session: GameSession
        if let restored {
            session = restored
        } else {
            do {
                session = try Self.makeSession(choice, settings: settings.value, seed: seed)
            } catch {
                // A stored choice whose custom rules no longer read falls back to its preset.
                message = texts.failure(error)
                choice.customRules = nil
                session = GameSession(config: choice.config(hardThinkMillis: settings.value.hardThinkMillis, seed: seed))
            }
        }
        let snapshot = session.snapshot()
        if !choice.vsComputer, snapshot.turn == .computer { choice.vsComputer = true }   // a save without its choice

        self.session = session
        self.snapshot = snapshot
        self.choice = choice
        self.message = message
        rulesInfo = session.rulesInfo()
        rulebook = session.rulebook(language: texts.language.rawValue)
        draft = choice
        draftCustomRules = choice.customRules ?? ""
        draftUsesCustomRules = choice.customRules != nil

        if restored == nil { persist() }
        refresh()
        maybeStartComputer()
    }

    // MARK: the board

    /// Tap own piece → select it and mark its targets; tap a target → play; tap the other side's
    /// piece → the core's message; anything else deselects. Ignored while the computer thinks.
    public func tap(_ coord: Coord) {
        guard busy == .idle, snapshot.status == .ongoing, snapshot.turn == .human else { return }
        if let from = selection.from, selection.targets.contains(coord) {
            play(from: from, to: coord, dragged: false)
            return
        }
        if selection.from == coord || snapshot.piece(at: coord) == nil {
            selection = .none
            return
        }
        do {
            selection = Selection(from: coord, targets: Set(try session.targets(from: coord)))
            hint = nil
            message = nil
        } catch {
            selection = .none
            message = texts.failure(error)
        }
    }

    /// A drag starts on `coord`: the piece is selected as by a tap (if it is not already).
    public func beginDrag(at coord: Coord) {
        guard selection.from != coord else { return }
        tap(coord)
    }

    /// The dragged piece is dropped on `coord`: the move is played if it is one of the targets;
    /// anywhere else the piece goes back and stays selected.
    public func drop(on coord: Coord) {
        guard busy == .idle, let from = selection.from, from != coord else { return }
        guard selection.targets.contains(coord) else { return }
        play(from: from, to: coord, dragged: true)
    }

    /// What the board draws.
    public var board: BoardState {
        BoardState(snapshot: snapshot, selection: selection, hint: hint,
                   showTargets: settings.value.showLegalMoves, flipped: flipped, texts: texts)
    }

    /// Hot-seat with "turn the board" on and the defenders to move.
    public var flipped: Bool {
        settings.value.turnBoardForHotSeat && !choice.vsComputer && snapshot.sideToMove == .defenders
    }

    // MARK: buttons

    public var isThinking: Bool { busy != .idle }
    public var isGameOver: Bool { snapshot.status != .ongoing }
    public var canUndo: Bool { snapshot.canUndo }
    public var canRedo: Bool { snapshot.canRedo && busy == .idle }
    public var canHint: Bool { snapshot.status == .ongoing && snapshot.turn == .human && busy == .idle }
    /// A finished first game of a match: offer the second one.
    public var canStartNextMatchGame: Bool {
        guard let match = snapshot.matchView else { return false }
        return isGameOver && !match.finished && busy == .idle
    }

    /// The core's best move for the side to move, marked on the board (Hard, off the main actor).
    public func requestHint() {
        guard canHint else { return }
        selection = .none
        message = nil
        runInBackground(.hint, { try $0.hint() }) { model, move in model.hint = move }
    }

    /// Stops a running search first; against the computer the core takes back a whole move pair.
    public func undo() { changeAfterStopping { try $0.undo() } }

    public func redo() { changeAfterStopping { try $0.redo() } }

    public func startNextMatchGame() { changeAfterStopping { try $0.nextMatchGame() } }

    public func dismissMessage() { message = nil }

    // MARK: new game

    /// The sheet's variant picker: picking a preset keeps the typed rules string for later.
    public var draftVariant: VariantChoice {
        get { draftUsesCustomRules ? .custom : .preset(draft.preset) }
        set {
            switch newValue {
            case .custom:
                draftUsesCustomRules = true
            case .preset(let preset):
                draftUsesCustomRules = false
                draft.preset = preset
            }
        }
    }

    public func openNewGame() {
        draft = choice
        draftCustomRules = choice.customRules ?? draftCustomRules
        draftUsesCustomRules = choice.customRules != nil
        newGameError = nil
        page = .newGame
    }

    /// Starts the sheet's game. Custom rules are checked by the core first: a bad string keeps the
    /// sheet open with the core's reason and the running game goes on untouched.
    @discardableResult
    public func startNewGame() -> Bool {
        var next = draft
        next.customRules = draftUsesCustomRules ? draftCustomRules.trimmingCharacters(in: .whitespacesAndNewlines) : nil
        return startNewGame(next)
    }

    /// Replaces the game at once: a search of the old game is cancelled and its late result ignored.
    @discardableResult
    public func startNewGame(_ next: NewGameChoice) -> Bool {
        let fresh: GameSession
        do {
            fresh = try Self.makeSession(next, settings: settings.value, seed: seed)
        } catch {
            newGameError = texts.failure(error)
            return false
        }
        newGameError = nil
        if page == .newGame { page = nil }
        if let running = background {
            retired.append(Self.stop(session, running))
            background = nil
        }
        busy = .idle
        session = fresh
        choice = next
        draft = next
        rulesInfo = fresh.rulesInfo()
        rulebook = fresh.rulebook(language: texts.language.rawValue)
        selection = .none
        hint = nil
        animation = nil
        message = nil
        persist()
        refresh()
        maybeStartComputer()
        return true
    }

    // MARK: texts for the game page

    /// The variant's name (a preset's localized name, or the custom rules' own).
    public var title: String { texts.variantTitle(rulesInfo) }

    /// Whose turn, or the result with its reason.
    public var headline: String {
        if let result = texts.result(snapshot.status) {
            guard let reason = snapshot.reason else { return result }
            return texts(.statusResultWithReason, result, reason.text(texts.language))
        }
        let side = texts.side(snapshot.sideToMove)
        if snapshot.turn == .computer { return texts(.statusComputerThinking, side) }
        if busy == .hint { return texts(.statusFindingHint) }
        return texts(choice.vsComputer ? .statusYourMove : .statusToMove, side)
    }

    public var capturesLine: String {
        texts(.statusCaptures, "\(snapshot.capturedByAttackers)", "\(snapshot.capturedByDefenders)")
    }

    /// The match's score (nil outside a two-game match); once it is over, its winner, and the
    /// captures when they broke a tie on points.
    public var matchLine: String? {
        guard let match = snapshot.matchView else { return nil }
        let one = AppTexts.points(match.playerOnePoints), two = AppTexts.points(match.playerTwoPoints)
        if match.finished, let winner = match.winner {
            let who: String
            switch winner {
            case .playerOne: who = texts(choice.vsComputer ? .matchWonByYou : .matchWonByPlayerOne)
            case .playerTwo: who = texts(choice.vsComputer ? .matchWonByComputer : .matchWonByPlayerTwo)
            case .tie: who = texts(.matchTied)
            }
            if match.playerOnePoints == match.playerTwoPoints {
                return texts(.matchFinalOnCaptures, who, one, two,
                             "\(match.playerOneCaptures)", "\(match.playerTwoCaptures)")
            }
            return texts(.matchFinal, who, one, two)
        }
        let key: L10n = choice.vsComputer ? .matchScoreVsComputer : .matchScoreTwoPlayers
        return texts(key, "\(match.gameNumber)", texts.side(match.playerOneSide), one, two)
    }

    /// The moves so far, numbered by turn.
    public var moveTurns: [MoveTurn] { MoveTurn.turns(snapshot.moveList) }

    /// The game record in the community notation (the core's `record()`), for sharing as text.
    public var recordText: String { session.record() }

    // MARK: lifecycle

    /// The scene goes to the background: write the game (save() never waits for a search).
    public func persist() {
        store.set(session.save(), forKey: StoreKey.save)
        if let data = try? JSONEncoder().encode(choice) {
            store.set(String(decoding: data, as: UTF8.self), forKey: StoreKey.choice)
        }
    }

    /// The scene is active again: a restored or interrupted game may be waiting for the computer.
    public func resume() { maybeStartComputer() }

    /// Waits until no action and no search is running (also the cancelled searches of replaced games).
    public func settle() async {
        while true {
            if let task = queue {
                await task.value
            } else if let task = background {
                await task.value
            } else if !retired.isEmpty {
                let tasks = retired
                retired.removeAll()
                for task in tasks { await task.value }
            } else {
                return
            }
        }
    }

    // MARK: internals

    private static func makeSession(_ choice: NewGameChoice, settings: GameSettings, seed: UInt64?) throws -> GameSession {
        let config = choice.config(hardThinkMillis: settings.hardThinkMillis, seed: seed)
        return choice.customRules != nil ? try GameSession.withRules(config: config) : GameSession(config: config)
    }

    private func play(from: Coord, to: Coord, dragged: Bool) {
        let before = snapshot
        selection = .none
        hint = nil
        do {
            let outcome = try session.play(from: from, to: to)
            played(outcome, before: before, dragged: dragged)
            message = nil
        } catch {
            message = texts.failure(error)
        }
        refresh()
        maybeStartComputer()
    }

    private func played(_ outcome: MoveOutcome, before: Snapshot, dragged: Bool) {
        moveCounter += 1
        animation = MoveAnimation(id: moveCounter, before: before, outcome: outcome, dragged: dragged)
        if !outcome.captures.isEmpty, settings.value.captureFeedback { captureSignal += 1 }
    }

    private func maybeStartComputer() {
        guard busy == .idle, snapshot.status == .ongoing, snapshot.turn == .computer else { return }
        let before = snapshot
        runInBackground(.computerMove, { try $0.computerMove() }) { model, outcome in
            model.played(outcome, before: before, dragged: false)
        }
    }

    /// Runs a blocking core call on a detached task. The result is applied on the main actor, and
    /// only if the session is still the same one (a new game may have replaced it meanwhile).
    /// A Cancelled result is silent: the player asked for it.
    private func runInBackground<T: Sendable>(
        _ kind: Busy,
        _ work: @escaping @Sendable (GameSession) throws -> T,
        onSuccess: @escaping @MainActor @Sendable (GameModel, T) -> Void
    ) {
        let target = session
        busy = kind
        backgroundGeneration += 1
        let generation = backgroundGeneration
        // The search starts now on its own thread; only its result waits for the main actor.
        let search = BlockingCall { Result { try work(target) } }
        background = Task { [weak self] in
            let result = await search.value
            guard let self, self.session === target, self.backgroundGeneration == generation else { return }
            self.busy = .idle
            self.background = nil
            switch result {
            case .success(let value):
                onSuccess(self, value)
                self.refresh()
                self.maybeStartComputer()
            case .failure(let error):
                // Cancelled: whoever stopped the search goes on from here (it must not restart).
                if (error as? TaflError) != .Cancelled { self.message = self.texts.failure(error) }
                self.refresh()
            }
        }
    }

    /// Stops a running computer move or hint of the current session: cancel() makes the core
    /// return within ~20 ms; the search's task is awaited so the session is free again.
    private func stopBackground() async {
        guard let running = background else { return }
        await Self.stop(session, running).value
        if background == running {
            background = nil
            busy = .idle
        }
    }

    /// Cancels `session`'s search and finishes when its task has. cancel() is a no-op while the
    /// search has not begun yet, so it is repeated (every 10 ms) until the call has returned, and
    /// never after: a late cancel() must not stop the next search.
    private static func stop(_ session: GameSession, _ running: Task<Void, Never>) -> Task<Void, Never> {
        let repeater = Task.detached {
            while !Task.isCancelled {
                session.cancel()
                try? await Task.sleep(for: .milliseconds(10))
            }
        }
        return Task {
            await running.value
            repeater.cancel()
            await repeater.value
        }
    }

    private func changeAfterStopping(_ change: @escaping @MainActor @Sendable (GameSession) throws -> Snapshot) {
        let target = session
        enqueue { model in
            await model.stopBackground()
            guard model.session === target else { return }   // a new game came first
            model.selection = .none
            model.hint = nil
            model.animation = nil
            do {
                _ = try change(target)
                model.message = nil
            } catch {
                model.message = model.texts.failure(error)
            }
            model.refresh()
            model.maybeStartComputer()
        }
    }

    private func enqueue(_ body: @escaping @MainActor @Sendable (GameModel) async -> Void) {
        let previous = queue
        queueGeneration += 1
        let generation = queueGeneration
        queue = Task { [weak self] in
            await previous?.value
            guard let self else { return }
            await body(self)
            if self.queueGeneration == generation { self.queue = nil }
        }
    }

    /// Hands every newly finished game to the score counter (the session is saved with it), then
    /// takes a fresh snapshot.
    private func refresh() {
        if statistics.record(session) { persist() }
        snapshot = session.snapshot()
    }
}

/// A blocking core call (a search) on a thread of its own, started at once. Swift's cooperative
/// pool has one thread per core; a search blocks its thread for up to seconds, so it never runs there.
final class BlockingCall<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Value?
    private var waiter: CheckedContinuation<Value, Never>?

    init(_ work: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in finish(work()) }
        thread.name = "tafl-search"
        thread.stackSize = 8 << 20        // the search recurses; 8 MiB like a main thread
        thread.start()
    }

    /// The call's result (one waiter).
    var value: Value {
        get async {
            await withCheckedContinuation { continuation in
                lock.lock()
                if let result {
                    lock.unlock()
                    continuation.resume(returning: result)
                } else {
                    waiter = continuation
                    lock.unlock()
                }
            }
        }
    }

    private func finish(_ value: Value) {
        lock.lock()
        let waiting = waiter
        waiter = nil
        if waiting == nil { result = value }
        lock.unlock()
        waiting?.resume(returning: value)
    }
}
