// The app, over the core's app object: the core reads and writes every file (the game, the
// settings, the statistics, the history, the lessons and puzzles done), counts finished games and
// records progress; here its views are kept for SwiftUI, the page shown and the new-game sheet's
// fields, and the pages the player opens. The core tells its listener (on a thread of its own)
// when it changed by itself — the files read, a game counted, a write failed — and the views are
// read again on the main actor. Nothing here waits for the core but `enterBackground()`.
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
public final class AppModel {
    // MARK: what the views read

    /// Whether the files are read (a blank page until then), the notice, the message, the settings.
    public private(set) var view: AppView
    /// The game being played: one controller for the app's life, a new game is started on it.
    public let game: GameModel
    /// The score tally, grouped by variant, in the core's words.
    public private(set) var statistics: [TallyCard] = []
    /// The finished games kept on the device, newest first.
    public private(set) var history: [HistoryRow] = []
    /// The lessons of the rules being played, each marked completed or not.
    public private(set) var lessons: LessonList
    /// The puzzle sets and the puzzles of the set shown, with the player's records.
    public private(set) var puzzles: PuzzleList
    /// The game of the history being looked at (on the history page).
    public private(set) var historyGame: GameModel?
    /// The lesson being played (on the lessons page).
    public private(set) var lesson: LessonModel?
    /// The puzzle being solved (on the puzzles page).
    public private(set) var puzzle: PuzzleModel?
    public var page: Page?
    /// True while the statistics page asks "Reset the statistics?".
    public var confirmingReset = false

    /// The new-game sheet's fields; the rules string is kept while a preset is picked.
    public var draft: NewGameChoice
    public var draftCustomRules = ""
    public var draftUsesCustomRules = false
    /// The core refused the sheet's game (its reason is the game's message).
    private var newGameRefused = false

    public let texts: AppTexts
    public let presetOptions: [PresetOption]
    public let levels = offeredLevels()
    public let thinkTimeRange = thinkTime()

    @ObservationIgnored let core: AppCore
    /// How hard the engine looks at each position of a review (the tests ask for less).
    @ObservationIgnored var reviewBudget: ReviewBudget = .standard

    /// The language the core speaks ("en", "et", "ru"), the same as the app's texts.
    public var language: String { texts.language.rawValue }

    // MARK: launch

    /// Launches the core over the files in `directory`, speaking the texts' language; the files
    /// are read on the core's thread (`view.loaded` once they are in).
    public init(directory: String, texts: AppTexts) {
        core = AppCore.launch(directory: directory, language: texts.language.rawValue)
        self.texts = texts
        game = PageModel(core.game(), texts: texts)
        view = core.view()
        lessons = core.lessons()
        puzzles = core.puzzles()
        draft = game.view.choice
        presetOptions = TaflKit.presetOptions(language: texts.language.rawValue)
        core.setListener(listener: Hop { [weak self] in self?.refresh() })
        refresh()
    }

    /// The app: its files in Application Support/Tafl, its texts from the bundle.
    public static func live() -> AppModel {
        let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return AppModel(directory: support.appendingPathComponent("Tafl", isDirectory: true).path, texts: .main)
    }

    // MARK: the game page

    /// The game's message, the app's notice and its message, together.
    public var message: String? {
        let parts = [game.view.message?.text, view.notice, view.message?.text].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    public func dismissMessage() {
        core.dismissNotice()
        game.dismissMessage()
        refresh()
    }

    /// Shows the board after move `ply`; from the move list, which closes to show the board.
    public func replay(to ply: UInt32) {
        game.replay(to: ply)
        if game.view.replay != nil, page == .moves { closePage() }
    }

    /// From the history page: the running game on the game page, after its last move.
    public func replayCurrentGame() {
        closePage()
        replay(to: game.view.replay?.plies ?? game.view.ply)
    }

    /// Opens the analysis board on the position shown (or on setting up a position from it).
    public func openAnalysisBoard(settingUp: Bool = false) {
        game.openAnalysisBoard(settingUp: settingUp)
        page = .analysis
    }

    public var canReview: Bool { game.view.canReview }

    /// Opens the review of the running game as it stands; the game goes on untouched.
    public func openReview() {
        game.openReview(budget: reviewBudget)
        if game.review != nil { page = .review }
    }

    // MARK: pages

    public func openLessons() { page = .lessons }

    public func openPuzzles() { page = .puzzles }

    public func closePage() {
        page = nil
        pageClosed()
    }

    /// The page is gone (closed by a button or swiped away): what ran for it stops.
    public func pageClosed() {
        if page != .analysis { game.closeAnalysisBoard() }
        if page != .review { game.closeReview() }
        if page != .history { historyGame = nil }
        if page != .lessons { lesson = nil }
        if page != .puzzles { puzzle = nil }
    }

    // MARK: history, lessons, puzzles

    /// Opens a game of the history (read-only, after its last move) on the history page.
    public func openHistoryGame(_ id: UInt64) { historyGame = open { try $0.openHistoryGame(id: id) } }

    public func closeHistoryGame() { historyGame = nil }

    /// "12 Mar 2026 at 14:05", when a game of the history ended, in the app's language.
    public func date(of row: HistoryRow) -> String {
        Date(timeIntervalSince1970: TimeInterval(row.finishedAt))
            .formatted(Date.FormatStyle(date: .abbreviated, time: .shortened).locale(Locale(identifier: language)))
    }

    /// Opens lesson `id` of the rules being played (the core records it once finished).
    public func openLesson(_ id: String) { lesson = open { try $0.openLesson(id: id) } }

    /// From a finished lesson: the lesson after it.
    public func openNextLesson() {
        if let next = lesson?.view.nextLesson { openLesson(next) }
    }

    public func closeLesson() { lesson = nil }

    /// Shows the puzzles of `preset`'s set.
    public func choosePuzzleSet(_ preset: Preset) {
        core.choosePuzzleSet(preset: preset)
        puzzles = core.puzzles()
    }

    /// Opens puzzle `id` (the core records each attempt); one open before is left, its check stops.
    public func openPuzzle(_ id: String) { puzzle = open { try $0.openPuzzle(id: id) } }

    /// Opens the first puzzle of the set shown that is not solved yet.
    public func openNextUnsolved() {
        if let id = core.nextUnsolvedPuzzle(preset: puzzles.chosen) { openPuzzle(id) }
    }

    public func closePuzzle() { puzzle = nil }

    // MARK: new game

    public var draftVariant: VariantChoice {
        get { draftUsesCustomRules ? .custom : .preset(draft.preset) }
        set {
            if case .preset(let preset) = newValue { draft.preset = preset }
            draftUsesCustomRules = newValue == .custom
        }
    }

    /// Why the core refused the sheet's rules string, in its words.
    public var newGameError: String? { newGameRefused ? game.view.message?.text : nil }

    /// Opens the sheet on the running game's choice.
    public func openNewGame() {
        draft = game.view.choice
        draftCustomRules = game.view.choice.customRules ?? draftCustomRules
        draftUsesCustomRules = game.view.choice.customRules != nil
        newGameRefused = false
        page = .newGame
    }

    /// Starts the sheet's game; rules the core refuses keep the sheet open with the reason, and
    /// the running game goes on untouched.
    @discardableResult
    public func startNewGame() -> Bool {
        var choice = draft
        choice.customRules = draftUsesCustomRules ? draftCustomRules : nil
        do {
            try game.controller.newGame(choice: choice)
            newGameRefused = false
            if page == .newGame { page = nil }
        } catch {
            newGameRefused = true   // the game's message says why
        }
        refresh()
        return !newGameRefused
    }

    public func name(of side: Side) -> String { sideName(side: side, language: language) }

    public func name(of level: Level) -> String { levelName(level: level, language: language) }

    public func modeTitle(vsComputer: Bool) -> String { modeName(vsComputer: vsComputer, language: language) }

    // MARK: settings and statistics

    public var preferences: Preferences { view.preferences }

    /// Changes the settings: the core keeps them in their range, stores them and every open page
    /// follows them.
    public func updatePreferences(_ change: (inout Preferences) -> Void) {
        var next = view.preferences
        change(&next)
        core.setPreferences(preferences: next)
        refresh()
    }

    /// Hard's think time in seconds, for the settings' stepper.
    public var hardThinkSeconds: Double {
        get { Double(preferences.hardThinkMillis) / 1000 }
        set { updatePreferences { $0.hardThinkMillis = UInt32((min(max(newValue, 0), 3600) * 1000).rounded()) } }
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

    public func resetStatistics() {
        core.resetStatistics()
        confirmingReset = false
        refresh()
    }

    // MARK: lifecycle

    /// The scene is active: the computer moves when it is its turn, an open analysis board
    /// analyses.
    public func resume() {
        core.resume()
        refresh()
    }

    /// The scene goes to the background: every search stops (the core returns once they have,
    /// within some 20 ms each); the files are written as always.
    public func enterBackground() {
        core.pause()
        refresh()
    }

    // MARK: internals

    /// Reads the app's views again, and those of every open page.
    func refresh() {
        view = core.view()
        statistics = core.statistics()
        history = core.history()
        lessons = core.lessons()
        puzzles = core.puzzles()
        game.refresh()
        historyGame?.refresh()
        lesson?.refresh()
        puzzle?.refresh()
    }

    /// Opens a page of the app's; a refusal is the app's message, in the core's words.
    private func open<Controller: PageController>(_ opening: (AppCore) throws -> Controller) -> PageModel<Controller>? {
        var opened: PageModel<Controller>?
        do { opened = PageModel(try opening(core), texts: texts) } catch { /* the app's message says why */ }
        view = core.view()
        return opened
    }
}
