import SwiftUI
import TaflGame
import TaflKit

/// The analysis board: the player moves for both sides while the engine says, as it looks deeper,
/// who is better (the core's words), marks its best move on the board and shows its line. A
/// position can be set up by hand (the core refuses one it cannot play from, and says why) and
/// shared as OpenTafl notation.
struct AnalysisPage: View {
    @Bindable var board: AnalysisModel

    var body: some View {
        let t = board.texts
        ScrollView {
            VStack(spacing: 12) {
                Text(board.view.headline)
                    .font(.headline)
                    .multilineTextAlignment(.center)
                if !board.isSettingUp {
                    EngineSummary(analysis: board.view.analysis, searching: board.view.busy == .analysis, texts: t)
                }
                BoardGrid(model: board)
                    .frame(maxWidth: 560)
                if let message = board.view.message {
                    Text(message.text)
                        .font(.callout)
                        .foregroundStyle(.red)
                        .multilineTextAlignment(.center)
                        .onTapGesture { board.page.dismissMessage() }
                }
                if board.isSettingUp {
                    SetupControls(board: board)
                } else {
                    HStack(spacing: 10) {
                        Button(t(.actionUndo)) { board.page.undo() }
                            .disabled(!board.view.canUndo)
                        Button(t(.actionRedo)) { board.page.redo() }
                            .disabled(!board.view.canRedo)
                        Button(t(.analysisSetUp)) { board.beginSetup() }
                    }
                    .buttonStyle(.bordered)
                }
            }
            .padding()
        }
        .navigationTitle(t(.pageAnalysis))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            if let share = board.view.position?.share {
                ToolbarItem(placement: .topBarLeading) {
                    ShareLink(item: share, subject: Text(t(.sharePositionTitle))) {
                        Label(t(.actionSharePosition), systemImage: "square.and.arrow.up")
                    }
                }
            }
        }
    }
}

/// What the engine found so far: who is better in words, its line, and a bar while it looks deeper.
struct EngineSummary: View {
    let analysis: AnalysisView?
    let searching: Bool
    let texts: AppTexts

    var body: some View {
        VStack(spacing: 6) {
            if let analysis {
                Text(analysis.evaluation)
                    .font(.title3)
                    .multilineTextAlignment(.center)
                if !analysis.line.isEmpty {
                    VStack(spacing: 2) {
                        Text(texts(.analysisBestLine))
                            .font(.caption)
                            .foregroundStyle(.secondary)
                        Text(analysis.line)
                            .font(.body.monospaced())
                            .multilineTextAlignment(.center)
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            if searching {
                ProgressView()
                    .progressViewStyle(.linear)
            }
        }
        .frame(maxWidth: .infinity)
    }
}

/// Setting up a position: the piece a tap puts down (or the empty square), who moves first, an
/// empty board or the start position, then play from it or leave it.
struct SetupControls: View {
    @Bindable var board: AnalysisModel

    var body: some View {
        let t = board.texts
        VStack(spacing: 12) {
            HStack(spacing: 10) {
                ForEach(board.setupPieces, id: \.name) { option in
                    Button { board.setupPiece = option.piece } label: {
                        Group {
                            if let piece = option.piece {
                                ThemedPieceView(piece: piece)
                            } else {
                                Image(systemName: "eraser")
                                    .resizable()
                                    .scaledToFit()
                                    .padding(6)
                            }
                        }
                        .frame(width: 40, height: 40)
                        .padding(4)
                        .overlay {
                            if board.setupPiece == option.piece {
                                RoundedRectangle(cornerRadius: 8).stroke(Color.accentColor, lineWidth: 3)
                            }
                        }
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel(option.name)
                    .accessibilityAddTraits(board.setupPiece == option.piece ? .isSelected : [])
                }
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel(t(.setupPiece))
            HStack(spacing: 10) {
                Text(t(.setupSideToMove))
                Picker(t(.setupSideToMove), selection: Binding(get: { @MainActor in board.setupSide ?? .attackers },
                                                               set: { @MainActor side in board.setSideToMove(side) })) {
                    ForEach(board.sides, id: \.self) { side in
                        Text(board.name(of: side)).tag(side)
                    }
                }
                .pickerStyle(.segmented)
            }
            HStack(spacing: 10) {
                Button(t(.setupClear)) { board.clearBoard() }
                Button(t(.setupStartPosition)) { board.startPosition() }
            }
            .buttonStyle(.bordered)
            HStack(spacing: 10) {
                Button(t(.actionCancel)) { board.cancelSetup() }
                    .buttonStyle(.bordered)
                Button(t(.setupDone)) { board.finishSetup() }
                    .buttonStyle(.borderedProminent)
            }
        }
    }
}
