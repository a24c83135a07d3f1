// The games played on this device, as the history page shows them. What a game of the history
// holds, which lines are damaged, the cap of 500 games and every word of the list are the core's
// (`GameHistory`); here only the choice of the file's copy and the date in the player's locale.
import Foundation
import TaflKit

/// The history read from its file, and whether it should be written back.
struct LoadedHistory {
    let history: GameHistory
    let rows: [HistoryRow]
    /// Damaged games were skipped: the player is told, and the file is written without them.
    let skipped: Bool
}

extension LoadedHistory {
    /// The history from the copy of its file that keeps the most games, the newest copy of those
    /// that keep as many. A copy that reads whole ends the search: an older one never keeps more.
    /// A copy cut off by a crash loses its last (newest) lines, so the copy before it usually wins;
    /// a line damaged later in place is skipped with a message, and the rest of the newest copy kept.
    static func read(from store: FileStore, language: String) -> LoadedHistory {
        var best: LoadedHistory?
        for text in store.copies(.history) {
            let history = GameHistory.restore(text: text)
            let read = LoadedHistory(history: history, rows: history.rows(language: language),
                                     skipped: history.skipped() > 0)
            if best.map({ read.rows.count > $0.rows.count }) ?? true { best = read }
            if !read.skipped { break }
        }
        return best ?? LoadedHistory(history: GameHistory(), rows: [], skipped: false)
    }
}

/// "12 Mar 2026 at 14:05" in `language`'s words, in the device's time zone.
func historyDate(_ finishedAt: UInt64, language: String) -> String {
    let date = Date(timeIntervalSince1970: TimeInterval(finishedAt))
    return date.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened)
        .locale(Locale(identifier: language)))
}
