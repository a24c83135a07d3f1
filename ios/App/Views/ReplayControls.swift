import SwiftUI
import TaflGame
import TaflKit

/// While a move of a game is shown: where in the game (the core's words), a step back and forward,
/// and one clear way back to the game as it stands (none for a game of the history).
struct ReplayControls: View {
    let replay: ReplayView
    let texts: AppTexts
    let step: (_ forward: Bool) -> Void
    let leave: (@MainActor () -> Void)?

    var body: some View {
        VStack(spacing: 6) {
            Text(replay.position)
                .font(.subheadline)
                .multilineTextAlignment(.center)
            HStack(spacing: 16) {
                Button { step(false) } label: {
                    Image(systemName: "chevron.backward")
                        .frame(minWidth: 28, minHeight: 28)
                }
                .accessibilityLabel(texts(.replayBack))
                .disabled(!replay.canBack)
                if let leave, replay.canLeave {
                    Button(texts(.replayLeave), action: leave)
                        .buttonStyle(.borderedProminent)
                }
                Button { step(true) } label: {
                    Image(systemName: "chevron.forward")
                        .frame(minWidth: 28, minHeight: 28)
                }
                .accessibilityLabel(texts(.replayForward))
                .disabled(!replay.canForward)
            }
            .buttonStyle(.bordered)
        }
        .frame(maxWidth: .infinity)
    }
}

/// The moves of a game, numbered by turn (the core's move list); each move is a button that shows
/// the board after it, and the move shown is highlighted.
struct MoveRows: View {
    let turns: [MoveTurn]
    /// The ply whose position is on the board.
    let shown: UInt32
    let replay: (UInt32) -> Void

    var body: some View {
        ForEach(turns, id: \.number) { turn in
            HStack(spacing: 12) {
                Text(verbatim: "\(turn.number).")
                    .foregroundStyle(.secondary)
                    .frame(minWidth: 32, alignment: .trailing)
                move(turn.first, ply: turn.firstPly)
                if let second = turn.second, let ply = turn.secondPly {
                    move(second, ply: ply)
                } else {
                    Color.clear.frame(maxWidth: .infinity, maxHeight: 1)
                }
            }
            .font(.body.monospaced())
        }
    }

    private func move(_ notation: String, ply: UInt32) -> some View {
        Button { replay(ply) } label: {
            Text(notation)
                .padding(.horizontal, 6)
                .padding(.vertical, 2)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(ply == shown ? Color.accentColor.opacity(0.2) : Color.clear,
                            in: RoundedRectangle(cornerRadius: 6))
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(ply == shown ? .isSelected : [])
    }
}
