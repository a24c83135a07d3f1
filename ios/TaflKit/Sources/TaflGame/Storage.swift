// Where the app keeps its state between launches. The model only sees `KeyValueStore`s, so the
// tests give it a temporary folder and the app its container (Application Support) and UserDefaults.
import Foundation
import TaflKit

/// Text values by key. Every write is finished when the call returns (a counted game must not
/// be counted again after a crash).
@MainActor
public protocol KeyValueStore: AnyObject {
    func string(forKey key: String) -> String?
    func set(_ value: String?, forKey key: String)
}

/// One file per key in a folder, written atomically: the app's container on iOS, a temporary
/// folder in the tests.
@MainActor
public final class DirectoryStore: KeyValueStore {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    public func string(forKey key: String) -> String? {
        guard let data = try? Data(contentsOf: url(key)) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    public func set(_ value: String?, forKey key: String) {
        let file = url(key)
        guard let value else {
            try? FileManager.default.removeItem(at: file)
            return
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(value.utf8).write(to: file, options: .atomic)
        } catch {
            // The container is the app's own; a full disk loses this write, the next one retries.
        }
    }

    private func url(_ key: String) -> URL {
        let safe = key.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" }
        return directory.appendingPathComponent(String(safe) + ".txt")
    }
}

/// UserDefaults (the settings on iOS).
@MainActor
public final class UserDefaultsStore: KeyValueStore {
    private let defaults: UserDefaults
    private let prefix: String

    public init(defaults: UserDefaults = .standard, prefix: String = "tafl.") {
        self.defaults = defaults
        self.prefix = prefix
    }

    public func string(forKey key: String) -> String? { defaults.string(forKey: prefix + key) }

    public func set(_ value: String?, forKey key: String) {
        if let value { defaults.set(value, forKey: prefix + key) } else { defaults.removeObject(forKey: prefix + key) }
    }
}

/// Everything the model needs from outside: its stores, its texts and (in tests) a seed that
/// makes the computer reproducible.
@MainActor
public struct GameEnvironment {
    /// The running game: the core's save text and the new-game choice it was started with.
    public var game: any KeyValueStore
    /// The score counter: the core's tally JSON.
    public var statistics: any KeyValueStore
    public var settings: any KeyValueStore
    public var texts: AppTexts
    /// `SessionConfig.seed` of new games (nil in the app: a different game every time).
    public var seed: UInt64?

    public init(game: any KeyValueStore, statistics: any KeyValueStore, settings: any KeyValueStore,
                texts: AppTexts, seed: UInt64? = nil) {
        self.game = game
        self.statistics = statistics
        self.settings = settings
        self.texts = texts
        self.seed = seed
    }

    /// The app: game and score counter in Application Support/Tafl, settings in UserDefaults.
    public static func live() -> GameEnvironment {
        let support = (try? FileManager.default.url(for: .applicationSupportDirectory, in: .userDomainMask,
                                                     appropriateFor: nil, create: true))
            ?? FileManager.default.temporaryDirectory
        let folder = DirectoryStore(directory: support.appendingPathComponent("Tafl", isDirectory: true))
        return GameEnvironment(game: folder, statistics: folder, settings: UserDefaultsStore(), texts: .main)
    }

    /// Everything in one folder (the tests: a temporary one).
    public static func folder(_ directory: URL, texts: AppTexts, seed: UInt64? = nil) -> GameEnvironment {
        let store = DirectoryStore(directory: directory)
        return GameEnvironment(game: store, statistics: store, settings: store, texts: texts, seed: seed)
    }
}

/// Storage keys (one place, so stores never collide).
enum StoreKey {
    static let save = "session.save"
    static let choice = "session.choice"
    static let tally = "tally"
    static let settings = "settings"
}
