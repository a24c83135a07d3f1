// The app's own texts: every key of ios/App/{en,et,ru}.lproj/Localizable.strings is a case of
// `L10n`, so the model only ever asks for keys that exist (a test parses the three files and checks
// that each holds exactly these keys, with the same placeholders). The core's error and end-reason
// texts come from TaflKit (`TaflError.text(_:)`, `EndReason.text(_:)`).
//
// Placeholders are `%@` / `%1$@` only (every argument is a String), so the same formatter runs on
// iOS and on Linux, where the tests resolve the texts from the repository's .strings files.
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
    // status
    case resultAttackersWon = "result.attackers.won"
    case resultDefendersWon = "result.defenders.won"
    case resultDraw = "result.draw"
    case statusResultWithReason = "status.result.with.reason"
    case statusComputerThinking = "status.computer.thinking"
    case statusFindingHint = "status.finding.hint"
    case statusYourMove = "status.your.move"
    case statusToMove = "status.to.move"
    case statusCaptures = "status.captures"
    case sideAttackers = "side.attackers"
    case sideDefenders = "side.defenders"
    case levelEasy = "level.easy"
    case levelMedium = "level.medium"
    case levelHard = "level.hard"
    // variants
    case presetBrandubh = "preset.brandubh"
    case presetBrandubhAageNielsen = "preset.brandubh.aage.nielsen"
    case presetArdRi = "preset.ard.ri"
    case presetTablut = "preset.tablut"
    case presetHnefatafl = "preset.hnefatafl"
    case presetCopenhagen = "preset.copenhagen"
    case presetFetlar = "preset.fetlar"
    case presetSummary = "preset.summary"
    case customRulesTitle = "custom.rules.title"
    // match
    case matchWonByYou = "match.won.by.you"
    case matchWonByComputer = "match.won.by.computer"
    case matchWonByPlayerOne = "match.won.by.player.one"
    case matchWonByPlayerTwo = "match.won.by.player.two"
    case matchTied = "match.tied"
    case matchFinal = "match.final"
    case matchFinalOnCaptures = "match.final.on.captures"
    case matchScoreVsComputer = "match.score.vs.computer"
    case matchScoreTwoPlayers = "match.score.two.players"
    // messages
    case messageNewGameStarted = "message.new.game.started"
    case messageStatisticsDamaged = "message.statistics.damaged"
    case messageInternalError = "message.internal.error"
    // board (VoiceOver)
    case boardLabel = "board.label"
    case pieceAttacker = "piece.attacker"
    case pieceDefender = "piece.defender"
    case pieceKing = "piece.king"
    case squareEmpty = "square.empty"
    case squareThrone = "square.throne"
    case squareCorner = "square.corner"
    case squareSelected = "square.selected"
    case squareTarget = "square.target"
    case squareLastMoveFrom = "square.last.move.from"
    case squareLastMoveTo = "square.last.move.to"
    case squareCaptured = "square.captured"
    case squareHint = "square.hint"
    case listSeparator = "list.separator"
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
    case modeTwoPlayers = "mode.two.players"
    case modeVsComputer = "mode.vs.computer"
    // pages
    case movesNone = "moves.none"
    case statsEmpty = "stats.empty"
    case statsReset = "stats.reset"
    case statsResetConfirmTitle = "stats.reset.confirm.title"
    case statsResetConfirmText = "stats.reset.confirm.text"
    case statsVsComputer = "stats.vs.computer"
    case statsVsComputerScore = "stats.vs.computer.score"
    case statsTwoPlayers = "stats.two.players"
    case statsTwoPlayersScore = "stats.two.players.score"
    case settingsThinkTime = "settings.think.time"
    case settingsThinkTimeValue = "settings.think.time.value"
    case settingsThinkTimeDetail = "settings.think.time.detail"
    case settingsShowLegalMoves = "settings.show.legal.moves"
    case settingsCaptureFeedback = "settings.capture.feedback"
    case settingsCaptureFeedbackDetail = "settings.capture.feedback.detail"
    case settingsTurnBoard = "settings.turn.board"
    case settingsTurnBoardDetail = "settings.turn.board.detail"
    case settingsLanguage = "settings.language"
    case settingsLanguageDetail = "settings.language.detail"
    case rulesQuickStart = "rules.quick.start"
}

/// Resolves `L10n` keys in one language. On iOS `AppTexts.main` reads the app bundle's
/// Localizable.strings; tests build one from a parsed .strings file (`StringsFile.parse`).
public struct AppTexts: Sendable {
    public let language: TaflLanguage
    private let lookup: @Sendable (String) -> String?

    public init(language: TaflLanguage, lookup: @escaping @Sendable (String) -> String?) {
        self.language = language
        self.lookup = lookup
    }

    /// A fixed table (key → template), e.g. a parsed Localizable.strings.
    public init(language: TaflLanguage, table: [String: String]) {
        self.init(language: language) { table[$0] }
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

    /// The text for `key` with `args` put in its `%@` / `%N$@` placeholders.
    /// A key missing from the table gives the key itself (the localization test keeps that from happening).
    public func callAsFunction(_ key: L10n, _ args: String...) -> String { format(key, args) }

    public func format(_ key: L10n, _ args: [String]) -> String {
        Self.substitute(lookup(key.rawValue) ?? key.rawValue, args)
    }

    /// Fills `%@` (next argument), `%N$@` (argument N) and `%%` in `template`.
    public static func substitute(_ template: String, _ args: [String]) -> String {
        var out = ""
        var next = 0
        var i = template.startIndex
        while i < template.endIndex {
            let c = template[i]
            guard c == "%" else { out.append(c); i = template.index(after: i); continue }
            let rest = template[template.index(after: i)...]
            if rest.hasPrefix("%") {
                out.append("%")
                i = template.index(i, offsetBy: 2)
            } else if rest.hasPrefix("@") {
                out += next < args.count ? args[next] : ""
                next += 1
                i = template.index(i, offsetBy: 2)
            } else if let dollar = rest.firstIndex(of: "$"), let n = Int(rest[rest.startIndex..<dollar]),
                      template[template.index(after: dollar)...].hasPrefix("@") {
                out += (1...args.count).contains(n) ? args[n - 1] : ""
                i = template.index(dollar, offsetBy: 2)
            } else {
                out.append(c)
                i = template.index(after: i)
            }
        }
        return out
    }

    /// The placeholders of a template, e.g. ["%1$@", "%2$@"] (for the localization test).
    /// (Scanned by hand: Swift 6.0's Regex is not safe to use from parallel tests on Linux.)
    public static func placeholders(_ template: String) -> [String] {
        var found: [String] = []
        let chars = Array(template)
        var i = 0
        while i < chars.count {
            guard chars[i] == "%" else { i += 1; continue }
            if i + 1 < chars.count, chars[i + 1] == "%" { i += 2; continue }
            var j = i + 1
            while j < chars.count, chars[j].isASCII, chars[j].isNumber { j += 1 }
            if j > i + 1, j < chars.count, chars[j] == "$" { j += 1 }
            if j < chars.count, chars[j] == "@", j == i + 1 || chars[j - 1] == "$" {
                found.append(String(chars[i...j]))
                i = j + 1
            } else {
                i += 1
            }
        }
        return found.sorted()
    }

    // MARK: words for the core's values

    public func side(_ side: Side) -> String {
        self(side == .attackers ? .sideAttackers : .sideDefenders)
    }

    public func level(_ level: Level) -> String {
        switch level {
        case .easy: self(.levelEasy)
        case .medium: self(.levelMedium)
        case .hard: self(.levelHard)
        }
    }

    public func preset(_ preset: Preset) -> String {
        switch preset {
        case .brandubh: self(.presetBrandubh)
        case .brandubhAageNielsen: self(.presetBrandubhAageNielsen)
        case .ardRi: self(.presetArdRi)
        case .tablut: self(.presetTablut)
        case .hnefatafl: self(.presetHnefatafl)
        case .copenhagen: self(.presetCopenhagen)
        case .fetlar: self(.presetFetlar)
        }
    }

    public func piece(_ piece: Piece) -> String {
        switch piece {
        case .attacker: self(.pieceAttacker)
        case .defender: self(.pieceDefender)
        case .king: self(.pieceKing)
        }
    }

    public func result(_ status: GameStatus) -> String? {
        switch status {
        case .ongoing: nil
        case .attackersWon: self(.resultAttackersWon)
        case .defendersWon: self(.resultDefendersWon)
        case .draw: self(.resultDraw)
        }
    }

    /// A variant's title: a preset by its localized name, custom rules by their own name.
    public func variantTitle(_ info: RulesInfo) -> String {
        if let preset = info.preset, info.rules == nil { return self.preset(preset) }
        return self(.customRulesTitle, info.name)
    }

    /// Any error from the core in this language (TaflKit's table), anything else as internal.
    public func failure(_ error: Error) -> String {
        (error as? TaflError)?.text(language) ?? self(.messageInternalError)
    }

    /// Points are whole or half: 1.5 → "1½", 0.5 → "½", 2 → "2".
    public static func points(_ value: Float) -> String {
        let halves = Int((value * 2).rounded())
        let whole = halves / 2
        if halves % 2 == 0 { return "\(whole)" }
        return whole == 0 ? "½" : "\(whole)½"
    }
}

/// A reader for the `"key" = "value";` format of Localizable.strings (comments, `\"`, `\\`, `\n`).
public enum StringsFile {
    public struct ParseError: Error, CustomStringConvertible, Equatable {
        public let line: Int
        public let description: String
    }

    /// Key → value in file order; a key listed twice is an error (so is anything unreadable).
    public static func parse(_ text: String) throws -> [(key: String, value: String)] {
        var entries: [(key: String, value: String)] = []
        var seen = Set<String>()
        let chars = Array(text.unicodeScalars)
        var i = 0
        var line = 1
        func fail(_ what: String) -> ParseError { ParseError(line: line, description: "line \(line): \(what)") }
        func skipSpaceAndComments() throws {
            while i < chars.count {
                let c = chars[i]
                if c == "\n" { line += 1; i += 1 } else if c == " " || c == "\t" || c == "\r" || c == "\u{FEFF}" { i += 1 }
                else if c == "/", i + 1 < chars.count, chars[i + 1] == "*" {
                    i += 2
                    while i + 1 < chars.count, !(chars[i] == "*" && chars[i + 1] == "/") {
                        if chars[i] == "\n" { line += 1 }
                        i += 1
                    }
                    guard i + 1 < chars.count else { throw fail("unclosed comment") }
                    i += 2
                } else if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                    while i < chars.count, chars[i] != "\n" { i += 1 }
                } else { return }
            }
        }
        func quoted() throws -> String {
            guard i < chars.count, chars[i] == "\"" else { throw fail("expected a quoted string") }
            i += 1
            var out = String.UnicodeScalarView()
            while i < chars.count, chars[i] != "\"" {
                if chars[i] == "\n" { throw fail("newline inside a string") }
                if chars[i] == "\\", i + 1 < chars.count {
                    i += 1
                    switch chars[i] {
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    case "\"", "\\", "'": out.append(chars[i])
                    default: throw fail("unknown escape \\\(chars[i])")
                    }
                } else {
                    out.append(chars[i])
                }
                i += 1
            }
            guard i < chars.count else { throw fail("unclosed string") }
            i += 1
            return String(out)
        }
        func expect(_ c: Unicode.Scalar) throws {
            guard i < chars.count, chars[i] == c else { throw fail("expected '\(c)'") }
            i += 1
        }
        while true {
            try skipSpaceAndComments()
            if i >= chars.count { break }
            let key = try quoted()
            try skipSpaceAndComments()
            try expect("=")
            try skipSpaceAndComments()
            let value = try quoted()
            try skipSpaceAndComments()
            try expect(";")
            guard seen.insert(key).inserted else { throw fail("key \"\(key)\" listed twice") }
            entries.append((key, value))
        }
        return entries
    }
}
