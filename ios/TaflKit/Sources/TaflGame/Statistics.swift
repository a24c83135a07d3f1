// The score counter: the core's ScoreTally and its storage. Which games count, and that each
// counts once (even across undo/redo and save/restore), is the core's decision; this class
// stores the tally's JSON after every change and turns its rows into the page's lines.
import Foundation
import Observation
import TaflKit

/// One card of the statistics page: a variant and its rows.
public struct StatisticsCard: Identifiable, Equatable, Sendable {
    public struct Line: Equatable, Sendable {
        public let opponent: String
        public let score: String
    }

    /// The tally's variant key.
    public let id: String
    public let title: String
    public let lines: [Line]
}

@MainActor
@Observable
public final class StatisticsModel {
    public private(set) var rows: [TallyRow]
    /// True while the page asks "Reset the statistics?".
    public var confirmingReset = false
    /// Why the stored tally could not be read (it was replaced by an empty one), or nil.
    public let loadFailure: TaflError?

    @ObservationIgnored private let tally: ScoreTally
    @ObservationIgnored private let store: any KeyValueStore

    public init(store: any KeyValueStore) {
        self.store = store
        var failure: TaflError?
        var loaded = ScoreTally()
        if let json = store.string(forKey: StoreKey.tally) {
            do {
                loaded = try ScoreTally.restore(json: json)
            } catch {
                failure = error as? TaflError ?? .CorruptSave
            }
        }
        tally = loaded
        loadFailure = failure
        rows = loaded.rows()
    }

    /// Counts the session's newly finished games; true if any was counted (then save the session
    /// too, so its "counted" flag is stored with the tally).
    @discardableResult
    public func record(_ session: GameSession) -> Bool {
        guard !tally.record(session: session).isEmpty else { return false }
        save()
        return true
    }

    public func askReset() { confirmingReset = true }

    public func cancelReset() { confirmingReset = false }

    public func reset() {
        tally.reset()
        confirmingReset = false
        save()
    }

    /// The rows grouped by variant (in the core's order), worded in `texts`' language.
    public func cards(_ texts: AppTexts) -> [StatisticsCard] {
        var order: [String] = []
        var grouped: [String: [TallyRow]] = [:]
        for row in rows {
            if grouped[row.variantKey] == nil { order.append(row.variantKey) }
            grouped[row.variantKey, default: []].append(row)
        }
        return order.map { key in
            let rows = grouped[key] ?? []
            let first = rows[0]
            let title = first.preset.flatMap { first.rules == nil ? texts.preset($0) : nil }
                ?? texts(.customRulesTitle, first.variantName)
            return StatisticsCard(id: key, title: title, lines: rows.map { Self.line($0.score, texts) })
        }
    }

    private static func line(_ score: TallyScore, _ texts: AppTexts) -> StatisticsCard.Line {
        switch score {
        case let .vsComputer(level, humanSide, humanWins, draws, humanLosses):
            StatisticsCard.Line(
                opponent: texts(.statsVsComputer, texts.level(level), texts.side(humanSide)),
                score: texts(.statsVsComputerScore, "\(humanWins)", "\(draws)", "\(humanLosses)"))
        case let .twoPlayers(attackerWins, defenderWins, draws):
            StatisticsCard.Line(
                opponent: texts(.statsTwoPlayers),
                score: texts(.statsTwoPlayersScore, "\(attackerWins)", "\(defenderWins)", "\(draws)"))
        }
    }

    private func save() {
        store.set(tally.toJson(), forKey: StoreKey.tally)
        rows = tally.rows()
    }
}
