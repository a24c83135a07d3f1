// English, Estonian and Russian texts for the core's error and end-reason codes.
// Keys are the Rust variant names ("OffBoard", "KingEscaped"), shared with the Android app.
import Foundation

public enum TaflLanguage: String, CaseIterable, Sendable {
    case english = "en"
    case estonian = "et"
    case russian = "ru"

    /// The first supported language among `preferred` (e.g. `Locale.preferredLanguages`), else English.
    public static func pick(from preferred: [String]) -> TaflLanguage {
        for identifier in preferred {
            let code = identifier.lowercased().prefix(2)
            if let language = TaflLanguage(rawValue: String(code)) { return language }
        }
        return .english
    }
}

extension TaflError {
    /// Every TaflError case, in declaration order.
    public static let allErrorCases: [TaflError] = [
        .OffBoard, .NoPiece, .NotYourPiece, .NotYourTurn, .IllegalMove, .GameOver,
        .ComputerThinking, .NotComputersTurn, .Cancelled, .NothingToUndo, .NothingToRedo,
        .CorruptSave, .UnsupportedVersion, .UnknownPreset, .MatchNotFinished, .NoMatch,
        .BadRules, .UnsupportedRules,
    ]

    /// The Rust variant name, e.g. "OffBoard" (the code used by the scenario files).
    public var code: String {
        switch self {
        case .OffBoard: "OffBoard"
        case .NoPiece: "NoPiece"
        case .NotYourPiece: "NotYourPiece"
        case .NotYourTurn: "NotYourTurn"
        case .IllegalMove: "IllegalMove"
        case .GameOver: "GameOver"
        case .ComputerThinking: "ComputerThinking"
        case .NotComputersTurn: "NotComputersTurn"
        case .Cancelled: "Cancelled"
        case .NothingToUndo: "NothingToUndo"
        case .NothingToRedo: "NothingToRedo"
        case .CorruptSave: "CorruptSave"
        case .UnsupportedVersion: "UnsupportedVersion"
        case .UnknownPreset: "UnknownPreset"
        case .MatchNotFinished: "MatchNotFinished"
        case .NoMatch: "NoMatch"
        case .BadRules: "BadRules"
        case .UnsupportedRules: "UnsupportedRules"
        }
    }

    /// User-facing text in `language`.
    public func text(_ language: TaflLanguage) -> String { TaflTexts.text(code, language) }
}

extension EndReason {
    /// Every EndReason case, in declaration order.
    public static let allReasonCases: [EndReason] = [
        .kingEscaped, .kingCaptured, .exitFort, .encircled, .noLegalMove, .repetition, .moveLimit,
    ]

    /// The Rust variant name, e.g. "KingEscaped".
    public var code: String {
        switch self {
        case .kingEscaped: "KingEscaped"
        case .kingCaptured: "KingCaptured"
        case .exitFort: "ExitFort"
        case .encircled: "Encircled"
        case .noLegalMove: "NoLegalMove"
        case .repetition: "Repetition"
        case .moveLimit: "MoveLimit"
        }
    }

    /// User-facing text in `language`.
    public func text(_ language: TaflLanguage) -> String { TaflTexts.text(code, language) }
}

public enum TaflTexts {
    /// code -> [en, et, ru]
    public static let table: [String: [TaflLanguage: String]] = [
        // TaflError
        "OffBoard": row("That square is off the board.", "See ruut on lauast väljas.", "Эта клетка вне доски."),
        "NoPiece": row("There is no piece on that square.", "Sellel ruudul pole nuppu.", "На этой клетке нет фигуры."),
        "NotYourPiece": row("That piece is not yours.", "See nupp pole sinu oma.", "Это не ваша фигура."),
        "NotYourTurn": row("It is not your turn.", "Praegu pole sinu käik.", "Сейчас не ваш ход."),
        "IllegalMove": row("That move is not allowed.", "See käik pole lubatud.", "Такой ход не разрешён."),
        "GameOver": row("The game is over.", "Mäng on läbi.", "Игра окончена."),
        "ComputerThinking": row("The computer is thinking.", "Arvuti mõtleb.", "Компьютер думает."),
        "NotComputersTurn": row("It is not the computer's turn.", "Praegu pole arvuti käik.", "Сейчас не ход компьютера."),
        "Cancelled": row("The computer's move was cancelled.", "Arvuti käik katkestati.", "Ход компьютера отменён."),
        "NothingToUndo": row("There is nothing to undo.", "Pole midagi tagasi võtta.", "Нечего отменять."),
        "NothingToRedo": row("There is nothing to redo.", "Pole midagi uuesti teha.", "Нечего повторять."),
        "CorruptSave": row("The saved game is damaged.", "Salvestatud mäng on rikutud.", "Сохранённая игра повреждена."),
        "UnsupportedVersion": row("The saved game comes from an unsupported version.",
                                  "Salvestatud mängu versiooni ei toetata.",
                                  "Версия сохранённой игры не поддерживается."),
        "UnknownPreset": row("Unknown game variant.", "Tundmatu mänguvariant.", "Неизвестный вариант игры."),
        "MatchNotFinished": row("The current game of the match is not finished yet.",
                                "Matši praegune mäng pole veel lõppenud.",
                                "Текущая партия матча ещё не закончена."),
        "NoMatch": row("This is not a two-game match.", "See pole kahe mänguga matš.", "Это не матч из двух партий."),
        "BadRules": row("The rules string cannot be read, or its rules cannot be played.",
                        "Reeglite rida ei saa lugeda või nende reeglitega ei saa mängida.",
                        "Строку правил нельзя прочитать, или по этим правилам нельзя играть."),
        "UnsupportedRules": row("The rules string asks for a rule this app does not play.",
                                "Reeglite rida nõuab reeglit, mida see rakendus ei mängi.",
                                "Строка правил требует правило, которого нет в этом приложении."),
        // EndReason
        "KingEscaped": row("The king escaped.", "Kuningas pääses põgenema.", "Король сбежал."),
        "KingCaptured": row("The king was captured.", "Kuningas võeti vangi.", "Король взят в плен."),
        "ExitFort": row("The king built an exit fort.", "Kuningas ehitas väljapääsukindluse.",
                        "Король построил крепость у края доски."),
        "Encircled": row("The defenders were encircled.", "Kaitsjad piirati sisse.", "Защитники окружены."),
        "NoLegalMove": row("No legal move was left.", "Lubatud käike ei jäänud.", "Не осталось допустимых ходов."),
        "Repetition": row("The position was repeated.", "Seis kordus.", "Позиция повторилась."),
        "MoveLimit": row("The move limit was reached.", "Käikude piirang sai täis.", "Достигнут предел числа ходов."),
    ]

    /// The text for `code` in `language`; falls back to English, then to the code itself.
    public static func text(_ code: String, _ language: TaflLanguage) -> String {
        table[code]?[language] ?? table[code]?[.english] ?? code
    }

    private static func row(_ en: String, _ et: String, _ ru: String) -> [TaflLanguage: String] {
        [.english: en, .estonian: et, .russian: ru]
    }
}
