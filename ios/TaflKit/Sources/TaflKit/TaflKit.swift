// The Swift face of the Rust core: `import TaflKit` re-exports the generated bindings (TaflCore:
// AppCore, GameController, GameView, the game's words ...). The core decides and words
// everything; the one thing left to the app is which of the core's languages to ask for.
@_exported import TaflCore

/// The languages the core and the app's own texts are written in.
public enum TaflLanguage: String, CaseIterable, Sendable {
    case english = "en"
    case estonian = "et"
    case russian = "ru"

    /// The first supported language among `preferred` (e.g. `Bundle.main.preferredLocalizations`),
    /// else English.
    public static func pick(from preferred: [String]) -> TaflLanguage {
        for identifier in preferred {
            if let language = TaflLanguage(rawValue: String(identifier.lowercased().prefix(2))) { return language }
        }
        return .english
    }
}
