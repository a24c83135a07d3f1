// The app's state holder, a thin shell over the core's GameController: it keeps the latest
// `view()`, forwards the player's input (replaying the game's moves included), stores the game, the
// score counter, the settings and the history of finished games, and holds what is the app's alone
// (the page shown, the new-game sheet's fields, the models of the open history game, analysis
// board, review, lessons and puzzles). Every game decision and every word of the game is the core's. The core runs the computer's searches on threads of its
// own and says when it changed; that call hops to the main actor, so nothing here ever waits.
import Foundation
import Observation
import TaflKit

/// The sheets and pages over the game.
public enum Page: String, Identifiable, Sendable, CaseIterable {
    case newGame, rules, moves, statistics, settings, history, analysis, review, lessons, puzzles
    public var id: String { rawValue }
}

/// The variant row picked in the new-game sheet: a preset or the custom rules string.
public enum VariantChoice: Hashable, Sendable {
    case preset(Preset)
    case custom
}

@MainActor
@Observable
public final class GameModel: GameBoardSource {
    // MARK: what the views read

    /// Everything the game page shows, in the app's language.
    public private(set) var view: GameView
    public private(set) var preferences: Preferences
    public private(set) var statisticsCards: [TallyCard]
    /// The app's own message (a file that could not be read or written), shown with the core's.
    public private(set) var notice: String?
    public var page: Page?
    /// True while the statistics page asks "Reset the statistics?".
    public var confirmingReset = false

    /// The finished games kept on the device, newest first, in the core's words.
    public private(set) var historyRows: [HistoryRow]
    /// The game of the history being looked at (on the history page).
    public private(set) var archive: ArchiveModel?
    /// The analysis board of the analysis page, while it is open.
    public private(set) var analysis: AnalysisModel?
    /// The engine's review of the running game, while its page is open.
    public private(set) var review: ReviewModel?
    /// The lessons of the rules being played, while their page is open.
    public private(set) var lessons: LessonsModel?
    /// The puzzles, while their page is open.
    public private(set) var puzzles: PuzzlesModel?

    /// The new-game sheet's fields; the rules string is kept while a preset is picked.
    public var draft: NewGameChoice
    public var draftCustomRules = ""
    public var draftUsesCustomRules = false
    /// Why the core refused the sheet's rules string.
    public private(set) var newGameError: String?

    public let texts: AppTexts
    public let presetOptions: [PresetOption]
    public let levels = offeredLevels()
    public let thinkTimeRange = thinkTime()

    @ObservationIgnored let controller: GameController
    /// How hard the engine looks at each position of a review (the tests ask for less).
    @ObservationIgnored var reviewBudget: ReviewBudget = .standard
    @ObservationIgnored let tally: ScoreTally
    @ObservationIgnored let history: GameHistory
    /// The history has games (or lost damaged ones) its file does not show yet.
    @ObservationIgnored private var historyUnwritten: Bool
    @ObservationIgnored private let store: FileStore
    /// What each file last held, so that only changes are written.
    @ObservationIgnored private var written: [StoredFile: String] = [:]

    /// The language the core speaks ("en", "et", "ru"), the same as the app's texts.
    public var language: String { texts.language.rawValue }

    // MARK: launch

    /// Restores the newest readable save (none, or only damaged ones: a new game and the core's
    /// message why), the score counter and the settings, each from its own file. The computer waits
    /// for `resume()`.
    public init(environment: GameEnvironment) {
        let store = environment.store
        let language = environment.texts.language.rawValue
        let settings = store.load(.settings) { text in
            (try? JSONSerialization.jsonObject(with: Data(text.utf8))) is [String: Any]
                ? preferencesFromJson(json: text) : nil
        }
        let statistics = store.load(.statistics) { try? ScoreTally.restore(json: $0) }
        let game = store.load(.game) { text in (try? GameController.restore(saved: text)).map { _ in text } }
        let history = LoadedHistory.read(from: store, language: language)
        let preferences = settings.value ?? defaultPreferences()
        let controller = GameController.launch(saved: game.value ?? game.damaged, preferences: preferences,
                                               language: language)
        controller.setSeed(seed: environment.seed)
        self.store = store
        self.controller = controller
        self.preferences = preferences
        tally = statistics.value ?? ScoreTally()
        self.history = history.history
        historyRows = history.rows
        historyUnwritten = history.skipped
        texts = environment.texts
        presetOptions = TaflKit.presetOptions(language: language)
        let view = controller.view()
        self.view = view
        draft = view.choice
        statisticsCards = tally.cards(language: language)
        let damaged = [statistics.damaged.map { _ in statisticsDamagedText(language: language) },
                       history.history.skippedText(language: language)].compactMap { $0 }
        notice = damaged.isEmpty ? nil : damaged.joined(separator: " ")
        controller.setListener(listener: ChangeListener { [weak self] in
            Task { @MainActor in self?.refresh() }
        })
        refresh()
    }

    // MARK: the board and the buttons

    /// Selects, deselects or plays (the core decides); the other side's piece gives its message.
    @discardableResult
    public func tap(_ coord: Coord) -> TapOutcome? { act { try controller.tap(at: coord) } }

    @discardableResult
    public func dragStart(at coord: Coord) -> TapOutcome? { act { try controller.dragStart(at: coord) } }

    /// Plays the dragged piece if `coord` is one of its targets; anywhere else it stays selected.
    @discardableResult
    public func drop(on coord: Coord) -> TapOutcome? { act { try controller.dropOn(at: coord) } }

    public func undo() { act { try controller.undo() } }

    public func redo() { act { try controller.redo() } }

    public func requestHint() { act { try controller.hint() } }

    public func startNextMatchGame() { act { try controller.nextMatchGame() } }

    /// The live game is never marked with anything but the core's hint.
    public var markedMove: MoveMark? { nil }

    // MARK: replay

    /// Shows the board after move `ply` (0: the start), read-only, with that move marked; the
    /// game goes on behind it. From the move list, which closes to show the board.
    public func replay(to ply: UInt32) {
        act { try controller.replayTo(ply: ply) }
        if view.replay != nil, page == .moves { closePage() }
    }

    /// One move back or forward (from the game as it stands when not replaying yet).
    public func replayStep(forward: Bool) { act { try controller.replayStep(forward: forward) } }

    /// Back to the game as it stands.
    public func leaveReplay() { act { try controller.leaveReplay() } }

    // MARK: history

    /// From the history page: the running game on the game page, after its last move, to be
    /// stepped through.
    public func replayCurrentGame() {
        closePage()
        replay(to: view.replay?.plies ?? view.ply)
    }

    /// Opens a game of the history (read-only, after its last move) on the history page.
    public func openHistoryGame(_ id: UInt64) {
        closeHistoryGame()
        do {
            archive = ArchiveModel(controller: try history.open(id: id, language: language), id: id,
                                   texts: texts, reviewBudget: reviewBudget)
        } catch {
            notice = words(error)
        }
    }

    /// Back to the list from a game of the history.
    public func closeHistoryGame() {
        archive?.close()
        archive = nil
    }

    /// "12 Mar 2026 at 14:05", when a game of the history ended, in the app's language.
    public func date(of row: HistoryRow) -> String { historyDate(row.finishedAt, language: language) }

    // MARK: analysis board

    /// Opens the analysis board on the position shown (the replayed one, or the game as it
    /// stands), or, with `settingUp`, on setting up a position by hand from it.
    public func openAnalysisBoard(settingUp: Bool = false) {
        analysis?.close()
        let board = AnalysisModel(controller: controller.analysisBoard(), texts: texts)
        if settingUp { board.beginSetup() }
        analysis = board
        page = .analysis
    }

    // MARK: review

    /// A game with a move to judge can be reviewed, finished or not.
    public var canReview: Bool { !view.moves.isEmpty }

    /// Opens the review page on the running game as it stands now (later moves are not followed);
    /// the game goes on untouched behind it.
    public func openReview() {
        review?.close()
        review = nil
        guard canReview else { return }
        review = ReviewModel.of(controller, texts: texts, budget: reviewBudget)
        if review != nil { page = .review }
    }

    // MARK: lessons and puzzles

    /// Opens the lessons of the rules being played (custom rules too), with their done marks.
    public func openLessons() {
        lessons = LessonsModel(preset: view.choice.preset, customRules: view.choice.customRules,
                               rulesName: view.title, preferences: preferences, store: store, texts: texts)
        page = .lessons
    }

    /// Opens the puzzles on the set of the variant being played (when it has puzzles).
    public func openPuzzles() {
        puzzles?.close()
        puzzles = PuzzlesModel(preset: view.choice.preset, preferences: preferences, store: store, texts: texts)
        page = .puzzles
    }

    // MARK: pages

    /// Closes the page shown.
    public func closePage() {
        page = nil
        pageClosed()
    }

    /// The page is gone (closed by a button or swiped away): what ran for it stops.
    public func pageClosed() {
        if page != .analysis {
            analysis?.close()
            analysis = nil
        }
        if page != .history { closeHistoryGame() }
        if page != .review {
            review?.close()
            review = nil
        }
        if page != .lessons { lessons = nil }
        if page != .puzzles {
            puzzles?.close()
            puzzles = nil
        }
    }

    public func dismissMessage() {
        notice = nil
        controller.dismissMessage()
        refresh()
    }

    /// The core's message and the app's, if any.
    public var message: String? {
        let parts = [view.message?.text, notice].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// The game record in the community notation, for sharing as text.
    public var recordText: String {
        _ = view.ply
        return controller.record()
    }

    /// The rules page of the rules being played, in the app's language.
    public var rulebook: Rulebook {
        _ = view.rules
        return controller.rulebook()
    }

    // MARK: new game

    public var draftVariant: VariantChoice {
        get { draftUsesCustomRules ? .custom : .preset(draft.preset) }
        set {
            if case .preset(let preset) = newValue { draft.preset = preset }
            draftUsesCustomRules = newValue == .custom
        }
    }

    /// Opens the sheet on the running game's choice.
    public func openNewGame() {
        draft = view.choice
        draftCustomRules = view.choice.customRules ?? draftCustomRules
        draftUsesCustomRules = view.choice.customRules != nil
        newGameError = nil
        page = .newGame
    }

    /// Starts the sheet's game; a rules string the core refuses keeps the sheet open with the
    /// reason, and the running game goes on untouched.
    @discardableResult
    public func startNewGame() -> Bool {
        var choice = draft
        choice.customRules = draftUsesCustomRules ? draftCustomRules : nil
        do {
            try controller.newGame(choice: choice)
        } catch {
            newGameError = words(error)
            return false
        }
        newGameError = nil
        if page == .newGame { page = nil }
        refresh()
        return true
    }

    public func name(of side: Side) -> String { sideName(side: side, language: language) }

    public func name(of level: Level) -> String { levelName(level: level, language: language) }

    public func modeTitle(vsComputer: Bool) -> String { modeName(vsComputer: vsComputer, language: language) }

    // MARK: settings

    /// Changes the settings (the think time kept in its steps and range), stores them and hands
    /// them to the core, which applies them to the board and to new games.
    public func updatePreferences(_ change: (inout Preferences) -> Void) {
        var next = preferences
        change(&next)
        next.hardThinkMillis = clampThinkMillis(millis: next.hardThinkMillis)
        guard next != preferences else { return }
        preferences = next
        controller.setPreferences(preferences: next)
        write(preferencesToJson(preferences: next), as: .settings)
        refresh()
    }

    /// Hard's think time in seconds, for the settings' stepper.
    public var hardThinkSeconds: Double {
        get { Double(preferences.hardThinkMillis) / 1000 }
        set { updatePreferences { $0.hardThinkMillis = UInt32((newValue * 1000).rounded().clamped(0, 3_600_000)) } }
    }

    public var thinkTimeText: String { secondsText(millis: preferences.hardThinkMillis, language: language) }

    public var showLegalMoves: Bool {
        get { preferences.showLegalMoves }
        set { updatePreferences { $0.showLegalMoves = newValue } }
    }

    public var captureFeedback: Bool {
        get { preferences.captureFeedback }
        set { updatePreferences { $0.captureFeedback = newValue } }
    }

    public var turnBoardForHotSeat: Bool {
        get { preferences.turnBoardForHotSeat }
        set { updatePreferences { $0.turnBoardForHotSeat = newValue } }
    }

    // MARK: statistics

    public func resetStatistics() {
        tally.reset()
        confirmingReset = false
        statisticsCards = []
        write(tally.toJson(), as: .statistics)
    }

    // MARK: lifecycle

    /// The scene is active: the computer moves by itself whenever it is its turn, the open
    /// analysis board's engine analyses.
    public func resume() {
        controller.resume()
        analysis?.resume()
        archive?.analysis?.resume()
        archive?.review?.analysis?.resume()
        review?.analysis?.resume()
        refresh()
    }

    /// The scene goes to the background: stop the searches (within ~20 ms each), then store the
    /// game.
    public func enterBackground() {
        controller.cancel()
        analysis?.pause()
        archive?.analysis?.pause()
        archive?.review?.analysis?.pause()
        review?.analysis?.pause()
        refresh()
    }

    // MARK: internals

    /// Reads the core's view after any change (the player's or the core's own), counts newly
    /// finished games, and stores what changed: the score counter and the history first, then the
    /// game, whose save remembers what was counted. Each finished game goes into the history too,
    /// which is written only when it changed (it can be long).
    func refresh() {
        let finished = tally.record(controller: controller)
        if !finished.isEmpty {
            statisticsCards = tally.cards(language: language)
            for game in finished { _ = history.add(game: game) }
            historyRows = history.rows(language: language)
            historyUnwritten = true
        }
        write(tally.toJson(), as: .statistics)
        if historyUnwritten, write(history.toText(), as: .history) { historyUnwritten = false }
        view = controller.view()
        write(controller.save(), as: .game)
    }

    /// Writes `text` unless the file already holds it. A failure (a full disk) keeps the game in
    /// memory, says so, and is retried at the next change. True when the file holds `text`.
    @discardableResult
    private func write(_ text: String, as file: StoredFile) -> Bool {
        guard written[file] != text else { return true }
        do {
            try store.save(text, as: file)
            written[file] = text
            if notice == texts(.messageStorageFailed) { notice = nil }
            return true
        } catch {
            notice = texts(.messageStorageFailed)
            return false
        }
    }

    /// Runs one input; a refusal the core did not put into words itself is worded here.
    @discardableResult
    private func act<T>(_ input: () throws -> T) -> T? {
        if notice != texts(.messageStorageFailed) { notice = nil }
        var result: T?
        var refusal: Error?
        do { result = try input() } catch { refusal = error }
        refresh()
        if let refusal, view.message == nil { notice = words(refusal) }
        return result
    }

    private func words(_ error: Error) -> String { refusalText(error, language: language) }
}

/// A refusal in the core's words.
func refusalText(_ error: Error, language: String) -> String {
    (error as? GameError).map { errorText(error: $0, language: language) } ?? String(describing: error)
}

/// The core's "the game changed by itself", called on a search thread.
final class ChangeListener: ControllerListener {
    private let onChange: @Sendable () -> Void

    init(_ onChange: @escaping @Sendable () -> Void) { self.onChange = onChange }

    func changed() { onChange() }
}

private extension Double {
    func clamped(_ low: Double, _ high: Double) -> Double { Swift.min(Swift.max(self, low), high) }
}
