// The app's chrome: buttons, menus, page titles, dialog and settings labels. Every key of
// ios/App/{en,et,ru}.lproj/Localizable.strings is a case of `L10n` (a test checks that each file
// holds exactly these keys). Everything the game says — statuses, results, the match, messages,
// the board for VoiceOver, statistics, rule and piece names — comes from the core in the same language.
import Foundation
import TaflKit

public enum L10n: String, CaseIterable, Sendable {
    case appTitle = "app.title"
    // game page
    case actionNewGame = "action.new.game"
    case actionUndo = "action.undo"
    case actionRedo = "action.redo"
    case actionHint = "action.hint"
    case actionNextMatchGame = "action.next.match.game"
    case actionStart = "action.start"
    case actionCancel = "action.cancel"
    case actionDone = "action.done"
    case actionMenu = "action.menu"
    case actionShareRecord = "action.share.record"
    case actionReset = "action.reset"
    case pageMoves = "page.moves"
    case pageStatistics = "page.statistics"
    case pageSettings = "page.settings"
    case pageRules = "page.rules"
    case shareRecordTitle = "share.record.title"
    // new game
    case newGameTitle = "new.game.title"
    case newGameRules = "new.game.rules"
    case newGameOpponent = "new.game.opponent"
    case newGameYourSide = "new.game.your.side"
    case newGameLevel = "new.game.level"
    case newGameTwoGameMatch = "new.game.two.game.match"
    case newGameCustomRules = "new.game.custom.rules"
    case newGameCustomRulesField = "new.game.custom.rules.field"
    case newGameCustomRulesHelp = "new.game.custom.rules.help"
    // pages
    case movesNone = "moves.none"
    case statsEmpty = "stats.empty"
    case statsReset = "stats.reset"
    case statsResetConfirmTitle = "stats.reset.confirm.title"
    case statsResetConfirmText = "stats.reset.confirm.text"
    case settingsThinkTime = "settings.think.time"
    case settingsThinkTimeDetail = "settings.think.time.detail"
    case settingsShowLegalMoves = "settings.show.legal.moves"
    case settingsCaptureFeedback = "settings.capture.feedback"
    case settingsCaptureFeedbackDetail = "settings.capture.feedback.detail"
    case settingsTurnBoard = "settings.turn.board"
    case settingsTurnBoardDetail = "settings.turn.board.detail"
    case settingsBoardTheme = "settings.board.theme"
    case settingsBoardThemeDetail = "settings.board.theme.detail"
    case settingsLanguage = "settings.language"
    case settingsLanguageDetail = "settings.language.detail"
    case rulesQuickStart = "rules.quick.start"
    // history, replay, analysis board
    case pageHistory = "page.history"
    case pageAnalysis = "page.analysis"
    case actionSetUpPosition = "action.set.up.position"
    case actionSharePosition = "action.share.position"
    case sharePositionTitle = "share.position.title"
    case replayBack = "replay.back"
    case replayForward = "replay.forward"
    case replayLeave = "replay.leave"
    case movesTapToReplay = "moves.tap.to.replay"
    case historyEmpty = "history.empty"
    case historyCurrentGame = "history.current.game"
    case historyCurrentGameDetail = "history.current.game.detail"
    case historyFinishedGames = "history.finished.games"
    case analysisBestLine = "analysis.best.line"
    case analysisSetUp = "analysis.set.up"
    case setupPiece = "setup.piece"
    case setupSideToMove = "setup.side.to.move"
    case setupClear = "setup.clear"
    case setupStartPosition = "setup.start.position"
    case setupDone = "setup.done"
    // the engine's review
    case pageReview = "page.review"
    case reviewRestart = "review.restart"
    case reviewFlaggedMoves = "review.flagged.moves"
    case reviewNoFlaggedMoves = "review.no.flagged.moves"
    case reviewAllMoves = "review.all.moves"
    case reviewPlayedMove = "review.played.move"
    case reviewBetterMove = "review.better.move"
    case reviewPreviousFlagged = "review.previous.flagged"
    case reviewNextFlagged = "review.next.flagged"
    // lessons
    case pageLessons = "page.lessons"
    case lessonsNone = "lessons.none"
    case lessonCompleted = "lesson.completed"
    case lessonTask = "lesson.task"
    case lessonRetry = "lesson.retry"
    case lessonNextStep = "lesson.next.step"
    case lessonNextLesson = "lesson.next.lesson"
    case lessonRestart = "lesson.restart"
    // puzzles
    case pagePuzzles = "page.puzzles"
    case puzzleNextUnsolved = "puzzle.next.unsolved"
    case puzzleShowSolution = "puzzle.show.solution"
    case puzzleRestart = "puzzle.restart"
}

/// Resolves `L10n` keys in one language: on iOS from the app bundle (`AppTexts.main`), in the
/// tests from the repository's .strings files. The same language is asked of the core.
public struct AppTexts: Sendable {
    public let language: TaflLanguage
    private let lookup: @Sendable (String) -> String?

    public init(language: TaflLanguage, lookup: @escaping @Sendable (String) -> String?) {
        self.language = language
        self.lookup = lookup
    }

    /// The main bundle's Localizable.strings in the language the system chose for the app.
    public static let main: AppTexts = {
        let language = TaflLanguage.pick(from: Bundle.main.preferredLocalizations)
        return AppTexts(language: language) { key in
            let missing = "\u{1}"
            let text = Bundle.main.localizedString(forKey: key, value: missing, table: nil)
            return text == missing ? nil : text
        }
    }()

    /// The text of `key`; a key missing from the table gives the key itself (the localization
    /// test keeps that from happening).
    public func callAsFunction(_ key: L10n) -> String { lookup(key.rawValue) ?? key.rawValue }
}
