import SwiftUI
import TaflGame
import TaflKit

/// The games kept on the device (the core's history, newest first, worded by the core): the running
/// game first, which opens on the game page to be stepped through, then every finished game, which
/// opens here, read-only.
struct HistoryPage: View {
    @Bindable var model: AppModel

    var body: some View {
        let t = model.texts
        List {
            if let message = model.message {
                Text(message)
                    .font(.callout)
                    .foregroundStyle(.red)
                    .onTapGesture { model.dismissMessage() }
            }
            Section(t(.historyCurrentGame)) {
                Button { model.replayCurrentGame() } label: {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(model.game.view.title)
                        Text(model.game.view.headline)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        Text(t(.historyCurrentGameDetail))
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                    }
                }
                .buttonStyle(.plain)
            }
            Section(t(.historyFinishedGames)) {
                if model.history.isEmpty {
                    Text(t(.historyEmpty))
                        .foregroundStyle(.secondary)
                }
                ForEach(model.history, id: \.id) { row in
                    Button { model.openHistoryGame(row.id) } label: {
                        HistoryRowView(row: row, date: model.date(of: row))
                    }
                    .buttonStyle(.plain)
                }
            }
        }
        .navigationTitle(t(.pageHistory))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar { DoneButton(model: model) }
        .navigationDestination(isPresented: Binding(get: { @MainActor in model.historyGame != nil },
                                                    set: { @MainActor shown in if !shown { model.closeHistoryGame() } })) {
            if let archive = model.historyGame {
                ArchivePage(archive: archive)
            }
        }
    }
}

/// One finished game: how it went for the player (a symbol), the rules, the opponent, the result,
/// when it ended and how long it was.
struct HistoryRowView: View {
    let row: HistoryRow
    let date: String

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: symbol)
                .foregroundStyle(tint)
                .frame(width: 24)
                .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 2) {
                Text(row.title)
                    .font(.headline)
                Text(row.opponent)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                Text(row.result)
                    .font(.subheadline)
                Text(verbatim: "\(date) · \(row.length)")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .contentShape(Rectangle())
        .accessibilityElement(children: .combine)
    }

    private var symbol: String {
        switch row.playerResult {
        case .won: "trophy"
        case .lost: "xmark.circle"
        case .drawn: "equal.circle"
        case .twoPlayers: "person.2"
        }
    }

    private var tint: Color {
        switch row.playerResult {
        case .won: .green
        case .lost: .red
        case .drawn, .twoPlayers: .secondary
        }
    }
}

/// A finished game of the history, read-only: the board after the move chosen (its last at first),
/// the steps through the game, its moves to tap, its record to share, the analysis board of the
/// position shown and the engine's review of the game.
struct ArchivePage: View {
    let archive: GameModel

    var body: some View {
        let t = archive.texts
        let view = archive.view
        ScrollView {
            VStack(spacing: 12) {
                Text(view.headline)
                    .font(.headline)
                    .multilineTextAlignment(.center)
                BoardGrid(model: archive)
                    .frame(maxWidth: 560)
                if let replay = view.replay {
                    ReplayControls(replay: replay, texts: t, step: { archive.replayStep(forward: $0) }, leave: nil)
                }
                if let message = view.message {
                    Text(message.text)
                        .font(.callout)
                        .foregroundStyle(.red)
                }
                LazyVStack(alignment: .leading, spacing: 4) {
                    MoveRows(turns: view.moves, shown: view.ply) { archive.replay(to: $0) }
                }
            }
            .padding()
        }
        .navigationTitle(view.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItemGroup(placement: .primaryAction) {
                Button(t(.pageReview)) { archive.openReview() }
                Button(t(.pageAnalysis)) { archive.openAnalysisBoard() }
                ShareLink(item: archive.recordText, subject: Text(t(.shareRecordTitle))) {
                    Label(t(.actionShareRecord), systemImage: "square.and.arrow.up")
                }
            }
        }
        .navigationDestination(isPresented: Binding(get: { @MainActor in archive.analysis != nil },
                                                    set: { @MainActor shown in if !shown { archive.closeAnalysisBoard() } })) {
            if let board = archive.analysis {
                AnalysisPage(board: board)
            }
        }
        .navigationDestination(isPresented: Binding(get: { @MainActor in archive.review != nil },
                                                    set: { @MainActor shown in if !shown { archive.closeReview() } })) {
            if let review = archive.review {
                ReviewPage(review: review)
            }
        }
    }
}
