// The new-game choice and the player's settings: small values, stored as JSON the app owns.
// (The game itself and the score counter are stored in the core's own formats.)
import Foundation
import Observation
import TaflKit

/// What the new-game sheet chooses; also stored with the save to label the restored game
/// (the snapshot has no mode).
public struct NewGameChoice: Equatable, Sendable {
    public var preset: Preset
    public var vsComputer: Bool
    public var humanSide: Side
    public var level: Level
    public var twoGameMatch: Bool
    /// An OpenTafl rules string played instead of `preset`; the core checks it.
    public var customRules: String?

    public init(preset: Preset = defaultPreset(), vsComputer: Bool = false, humanSide: Side = .defenders,
                level: Level = .medium, twoGameMatch: Bool = false, customRules: String? = nil) {
        self.preset = preset
        self.vsComputer = vsComputer
        self.humanSide = humanSide
        self.level = level
        self.twoGameMatch = twoGameMatch
        self.customRules = customRules
    }

    /// `hardThinkMillis` (the settings) reaches the core only where Hard searches: the Hard level,
    /// and hints in two-player games; Easy and Medium keep their own fast caps.
    public func config(hardThinkMillis: Int?, seed: UInt64?) -> SessionConfig {
        let usesHard = !vsComputer || level == .hard
        return SessionConfig(
            preset: preset,
            mode: vsComputer ? .vsComputer(humanSide: humanSide, level: level) : .twoPlayers,
            twoGameMatch: twoGameMatch,
            thinkMillis: usesHard ? hardThinkMillis.map { UInt32(max(0, $0)) } : nil,
            seed: seed,
            rules: customRules)
    }
}

extension NewGameChoice: Codable {
    private enum CodingKeys: String, CodingKey {
        case preset, vsComputer = "vs_computer", humanSide = "human_side", level
        case twoGameMatch = "two_game_match", customRules = "custom_rules"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let id = try c.decode(String.self, forKey: .preset)
        guard let preset = presets().first(where: { $0.id == id })?.preset else {
            throw DecodingError.dataCorruptedError(forKey: .preset, in: c, debugDescription: "unknown preset \(id)")
        }
        let side = try c.decode(String.self, forKey: .humanSide)
        let level = try c.decode(String.self, forKey: .level)
        guard let humanSide = Self.sides.first(where: { $0.1 == side })?.0,
              let parsedLevel = Self.levels.first(where: { $0.1 == level })?.0 else {
            throw DecodingError.dataCorruptedError(forKey: .level, in: c, debugDescription: "bad side or level")
        }
        self.init(preset: preset,
                  vsComputer: try c.decode(Bool.self, forKey: .vsComputer),
                  humanSide: humanSide,
                  level: parsedLevel,
                  twoGameMatch: try c.decode(Bool.self, forKey: .twoGameMatch),
                  customRules: try c.decodeIfPresent(String.self, forKey: .customRules))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(presetInfo(preset: preset).id, forKey: .preset)
        try c.encode(vsComputer, forKey: .vsComputer)
        try c.encode(Self.sides.first { $0.0 == humanSide }?.1 ?? "defenders", forKey: .humanSide)
        try c.encode(Self.levels.first { $0.0 == level }?.1 ?? "medium", forKey: .level)
        try c.encode(twoGameMatch, forKey: .twoGameMatch)
        try c.encodeIfPresent(customRules, forKey: .customRules)
    }

    private static let sides: [(Side, String)] = [(.attackers, "attackers"), (.defenders, "defenders")]
    private static let levels: [(Level, String)] = [(.easy, "easy"), (.medium, "medium"), (.hard, "hard")]
}

/// The player's preferences; the language is not one of them (the app follows the system's).
public struct GameSettings: Codable, Equatable, Sendable {
    /// Hard's thinking budget (and the hints'), passed to the core for new games.
    public var hardThinkMillis: Int = GameSettings.defaultHardThinkMillis
    /// Mark the squares a selected piece can move to.
    public var showLegalMoves = true
    /// A click and a haptic tap when a piece is captured.
    public var captureFeedback = true
    /// Two players at one device: turn the board so the side to move sits at the bottom.
    public var turnBoardForHotSeat = false

    public static let minHardThinkMillis = 500
    public static let maxHardThinkMillis = 5000
    public static let hardThinkStepMillis = 500
    /// The core's own default for Hard.
    public static let defaultHardThinkMillis = 1000

    public init() {}

    /// To the nearest step, within 0.5–5 s.
    public static func clampThinkMillis(_ millis: Int) -> Int {
        let steps = (Double(millis) / Double(hardThinkStepMillis)).rounded()
        return min(max(Int(steps) * hardThinkStepMillis, minHardThinkMillis), maxHardThinkMillis)
    }

    private enum CodingKeys: String, CodingKey {
        case hardThinkMillis = "hard_think_millis", showLegalMoves = "show_legal_moves"
        case captureFeedback = "capture_feedback", turnBoardForHotSeat = "turn_board_hot_seat"
    }

    /// Missing fields keep their defaults (settings written by an older app still load).
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        hardThinkMillis = GameSettings.clampThinkMillis(
            try c.decodeIfPresent(Int.self, forKey: .hardThinkMillis) ?? GameSettings.defaultHardThinkMillis)
        showLegalMoves = try c.decodeIfPresent(Bool.self, forKey: .showLegalMoves) ?? true
        captureFeedback = try c.decodeIfPresent(Bool.self, forKey: .captureFeedback) ?? true
        turnBoardForHotSeat = try c.decodeIfPresent(Bool.self, forKey: .turnBoardForHotSeat) ?? false
    }
}

/// The settings page's state, stored after every change.
@MainActor
@Observable
public final class SettingsModel {
    public private(set) var value: GameSettings
    @ObservationIgnored private let store: any KeyValueStore

    public init(store: any KeyValueStore) {
        self.store = store
        value = store.string(forKey: StoreKey.settings)
            .flatMap { try? JSONDecoder().decode(GameSettings.self, from: Data($0.utf8)) } ?? GameSettings()
    }

    public func update(_ change: (inout GameSettings) -> Void) {
        var next = value
        change(&next)
        next.hardThinkMillis = GameSettings.clampThinkMillis(next.hardThinkMillis)
        guard next != value else { return }
        value = next
        if let data = try? JSONEncoder().encode(next) {
            store.set(String(decoding: data, as: UTF8.self), forKey: StoreKey.settings)
        }
    }

    /// The think time in seconds, for a stepper or slider (0.5 … 5, steps of 0.5).
    public var hardThinkSeconds: Double {
        get { Double(value.hardThinkMillis) / 1000 }
        set { update { $0.hardThinkMillis = Int((newValue * 1000).rounded()) } }
    }

    // One writable property per switch, for the settings page's toggles.
    public var showLegalMoves: Bool {
        get { value.showLegalMoves }
        set { update { $0.showLegalMoves = newValue } }
    }

    public var captureFeedback: Bool {
        get { value.captureFeedback }
        set { update { $0.captureFeedback = newValue } }
    }

    public var turnBoardForHotSeat: Bool {
        get { value.turnBoardForHotSeat }
        set { update { $0.turnBoardForHotSeat = newValue } }
    }

    public static let hardThinkSecondsRange: ClosedRange<Double> =
        Double(GameSettings.minHardThinkMillis) / 1000...Double(GameSettings.maxHardThinkMillis) / 1000
    public static let hardThinkSecondsStep = Double(GameSettings.hardThinkStepMillis) / 1000

    /// "1.5 s" in the app's language.
    public func thinkTimeText(_ texts: AppTexts) -> String {
        let seconds = Double(value.hardThinkMillis) / 1000
        let number = seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)
        let localized = texts.language == .english ? number : number.replacingOccurrences(of: ".", with: ",")
        return texts(.settingsThinkTimeValue, localized)
    }
}
