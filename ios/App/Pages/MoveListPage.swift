import SwiftUI
import TaflGame

/// The moves so far in the community notation, numbered by turn (the core's move list): a tap on a
/// move shows the board after it (the page closes); the record can be shared as text.
struct MoveListPage: View {
    let model: AppModel

    var body: some View {
        let turns = model.game.view.moves
        List {
            if turns.isEmpty {
                Text(model.texts(.movesNone))
                    .foregroundStyle(.secondary)
            }
            Section {
                MoveRows(turns: turns, shown: model.game.view.ply) { model.replay(to: $0) }
            } footer: {
                if !turns.isEmpty {
                    Text(model.texts(.movesTapToReplay))
                }
            }
        }
        .navigationTitle(model.texts(.pageMoves))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                ShareLink(item: model.game.recordText, subject: Text(model.texts(.shareRecordTitle))) {
                    Label(model.texts(.actionShareRecord), systemImage: "square.and.arrow.up")
                }
                .disabled(turns.isEmpty)
            }
            DoneButton(model: model)
        }
    }
}
