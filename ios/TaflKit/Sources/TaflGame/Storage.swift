// Where the app keeps its state between launches: the game (the core's save), the score counter
// (the core's tally JSON), the settings (the core's preferences JSON), the history of finished
// games (the core's history text, a game a line), the lessons completed and the puzzles solved or
// failed (the core's progress JSON), each in a file of its own, so a damaged one never costs the
// others.
//
// A write never touches the good copy until the new one is complete: it goes to `x.new` first
// (through a `FileWriter`, atomically in the app), then the old file becomes `x.bak` and `x.new`
// becomes `x`. Whenever the process dies, one of the three holds a complete copy; reading takes the
// newest one the caller can read (`x.new`, `x`, `x.bak`), so a cut-off file costs at most the last
// write, never everything.
import Foundation
import TaflKit

/// The app's files.
public enum StoredFile: String, CaseIterable, Sendable {
    case game, statistics, settings, history, lessons, puzzles

    /// The history is JSON lines (a game a line, so a damaged line costs one game); the others
    /// are JSON documents.
    var fileName: String { self == .history ? "\(rawValue).jsonl" : "\(rawValue).json" }
}

/// How bytes reach the disk: the seam where tests put a full disk or a crash.
public protocol FileWriter: Sendable {
    func write(_ data: Data, to url: URL) throws
}

/// `Data.write(options: .atomic)`: a temporary file renamed into place.
public struct AtomicFileWriter: FileWriter {
    public init() {}

    public func write(_ data: Data, to url: URL) throws {
        try data.write(to: url, options: .atomic)
    }
}

/// A file's newest readable copy, and the text of a copy that did not read when none did.
public struct Loaded<Value> {
    public let value: Value?
    public let damaged: String?
}

/// The app's files in one folder (Application Support/Tafl on iOS, a temporary folder in tests).
public struct FileStore: Sendable {
    public let directory: URL
    private let writer: any FileWriter

    public init(directory: URL, writer: any FileWriter = AtomicFileWriter()) {
        self.directory = directory
        self.writer = writer
    }

    /// `game.json`, or with `suffix` its `.new` / `.bak` copy.
    public func url(_ file: StoredFile, _ suffix: String = "") -> URL {
        directory.appendingPathComponent("\(file.fileName)\(suffix)")
    }

    /// Writes `text` as `file`; throws (a full disk) with every complete copy left as it was.
    public func save(_ text: String, as file: StoredFile) throws {
        let manager = FileManager.default
        let (fresh, current, backup) = (url(file, ".new"), url(file), url(file, ".bak"))
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        try writer.write(Data(text.utf8), to: fresh)   // a failure leaves x.new as it was: read, it is checked
        if manager.fileExists(atPath: current.path) {
            if manager.fileExists(atPath: backup.path) { try manager.removeItem(at: backup) }
            try manager.moveItem(at: current, to: backup)
        }
        try manager.moveItem(at: fresh, to: current)
    }

    /// Older versions of the app kept the game and the score counter as `session.save.txt` and
    /// `tally.txt` in this folder (with the new-game choice in `session.choice.txt`, now part of the
    /// save) and the settings in UserDefaults, in the same JSON the core reads. Each is moved into
    /// its file once — unless that file already exists — and the old copy is removed, so that an
    /// update keeps the player's game, statistics and settings.
    public func adoptOlderFiles(settings: String?) {
        let manager = FileManager.default
        let older: [(StoredFile, String?)] = [
            (.game, try? String(contentsOf: directory.appendingPathComponent("session.save.txt"), encoding: .utf8)),
            (.statistics, try? String(contentsOf: directory.appendingPathComponent("tally.txt"), encoding: .utf8)),
            (.settings, settings),
        ]
        for (file, text) in older {
            guard let text, !hasCopy(file) else { continue }
            do { try save(text, as: file) } catch { return }   // a full disk: the old copies stay for next time
        }
        for name in ["session.save.txt", "session.choice.txt", "tally.txt"] {
            try? manager.removeItem(at: directory.appendingPathComponent(name))
        }
    }

    /// Whether any copy of `file` exists.
    func hasCopy(_ file: StoredFile) -> Bool {
        [".new", "", ".bak"].contains { FileManager.default.fileExists(atPath: url(file, $0).path) }
    }

    /// The texts of `file`'s copies, newest first (`x.new`, `x`, `x.bak`), each read only when
    /// the caller gets to it.
    public func copies(_ file: StoredFile) -> some Sequence<String> {
        [".new", "", ".bak"].lazy.compactMap { suffix in
            (try? Data(contentsOf: url(file, suffix))).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// The newest copy of `file` that `read` accepts; when copies exist but none reads, the
    /// newest one's text as `damaged` (the core explains what is wrong with it).
    public func load<Value>(_ file: StoredFile, _ read: (String) -> Value?) -> Loaded<Value> {
        var damaged: String?
        for suffix in [".new", "", ".bak"] {
            guard let data = try? Data(contentsOf: url(file, suffix)) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            if let value = read(text) { return Loaded(value: value, damaged: nil) }
            damaged = damaged ?? text
        }
        return Loaded(value: nil, damaged: damaged)
    }
}

extension FileStore {
    /// The newest copy of `file` that holds a JSON object, as `restore` reads it; none (or only
    /// damaged copies): `restore` of the empty text, which the core reads as nothing done yet.
    func loadProgress<Progress>(_ file: StoredFile, _ restore: (String) -> Progress) -> Progress {
        load(file) { text in
            (try? JSONSerialization.jsonObject(with: Data(text.utf8))) is [String: Any] ? restore(text) : nil
        }.value ?? restore("")
    }
}

/// Where older versions of the app kept the settings in UserDefaults.
let olderSettingsKey = "tafl.settings"

/// Everything the model needs from outside: its files, its texts and (in tests) a seed that makes
/// the computer reproducible.
public struct GameEnvironment: Sendable {
    public var store: FileStore
    public var texts: AppTexts
    /// The seed of new games (nil in the app: a different game every time).
    public var seed: UInt64?

    public init(store: FileStore, texts: AppTexts, seed: UInt64? = nil) {
        self.store = store
        self.texts = texts
        self.seed = seed
    }

    /// The app: its files in Application Support/Tafl, its texts from the bundle.
    public static func live() -> GameEnvironment {
        let support = (try? FileManager.default.url(for: .applicationSupportDirectory, in: .userDomainMask,
                                                     appropriateFor: nil, create: true))
            ?? FileManager.default.temporaryDirectory
        let store = FileStore(directory: support.appendingPathComponent("Tafl", isDirectory: true))
        let defaults = UserDefaults.standard
        store.adoptOlderFiles(settings: defaults.string(forKey: olderSettingsKey))
        if store.hasCopy(.settings) { defaults.removeObject(forKey: olderSettingsKey) }
        return GameEnvironment(store: store, texts: .main)
    }
}
