import SwiftUI
import TaflGame
import TaflKit

/// The moves so far beside or under the board, numbered by turn (the core's move list), kept
/// scrolled to the latest; it takes the room the board leaves, so the page has no empty band. Each
/// move is a button that shows the board after it (the replay), and the move shown is highlighted.
struct MoveStrip: View {
    let model: AppModel

    var body: some View {
        let turns = model.game.view.moves
        ScrollViewReader { reader in
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 2) {
                    if turns.isEmpty {
                        Text(model.texts(.movesNone))
                            .foregroundStyle(.secondary)
                            .frame(maxWidth: .infinity, alignment: .center)
                            .padding(.top, 8)
                    }
                    ForEach(turns, id: \.number) { turn in
                        HStack(spacing: 10) {
                            Text(verbatim: "\(turn.number).")
                                .foregroundStyle(.secondary)
                                .frame(minWidth: 30, alignment: .trailing)
                            move(turn.first, ply: turn.firstPly)
                            if let second = turn.second, let ply = turn.secondPly {
                                move(second, ply: ply)
                            } else {
                                Color.clear.frame(maxWidth: .infinity, maxHeight: 1)
                            }
                        }
                        .font(.callout.monospaced())
                        .accessibilityElement(children: .contain)
                        .id(turn.number)
                    }
                }
                .padding(.horizontal, 10)
                .padding(.vertical, 6)
            }
            .onChange(of: turns.last?.number) { _, last in
                if let last { reader.scrollTo(last, anchor: .bottom) }
            }
            .onAppear {
                if let last = turns.last?.number { reader.scrollTo(last, anchor: .bottom) }
            }
        }
        .background(Color.secondary.opacity(0.1), in: RoundedRectangle(cornerRadius: 10))
    }

    private func move(_ notation: String, ply: UInt32) -> some View {
        let shown = model.game.view.replay != nil && ply == model.game.view.ply
        return Button { model.replay(to: ply) } label: {
            Text(notation)
                .padding(.horizontal, 4)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(shown ? Color.accentColor.opacity(0.2) : Color.clear,
                            in: RoundedRectangle(cornerRadius: 5))
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(shown ? .isSelected : [])
    }
}
