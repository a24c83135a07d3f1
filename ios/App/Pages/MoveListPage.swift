import SwiftUI
import TaflGame

/// The moves so far in the community notation, numbered by turn (the core's move list); the record
/// can be shared as text.
struct MoveListPage: View {
    let model: GameModel

    var body: some View {
        let turns = model.view.moves
        List {
            if turns.isEmpty {
                Text(model.texts(.movesNone))
                    .foregroundStyle(.secondary)
            }
            ForEach(turns, id: \.number) { turn in
                HStack(spacing: 12) {
                    Text(verbatim: "\(turn.number).")
                        .foregroundStyle(.secondary)
                        .frame(minWidth: 32, alignment: .trailing)
                    Text(turn.first)
                        .frame(maxWidth: .infinity, alignment: .leading)
                    Text(turn.second ?? "")
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
                .font(.body.monospaced())
                .accessibilityElement(children: .combine)
            }
        }
        .navigationTitle(model.texts(.pageMoves))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                ShareLink(item: model.recordText, subject: Text(model.texts(.shareRecordTitle))) {
                    Label(model.texts(.actionShareRecord), systemImage: "square.and.arrow.up")
                }
                .disabled(turns.isEmpty)
            }
            DoneButton(model: model)
        }
    }
}
