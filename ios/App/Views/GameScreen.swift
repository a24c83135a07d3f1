import AudioToolbox
import SwiftUI
import TaflGame

/// The game page: status, board and the game's buttons; the menu opens the other pages.
struct GameScreen: View {
    @Bindable var model: GameModel

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                StatusPanel(model: model)
                BoardView(model: model)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                GameButtons(model: model)
            }
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            .navigationTitle(model.title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button(model.texts(.actionNewGame)) { model.openNewGame() }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    GameMenu(model: model)
                }
            }
            .sheet(item: $model.page) { page in
                PageSheet(model: model, page: page)
            }
            .modifier(CaptureFeedback(signal: model.captureSignal))
        }
    }
}

/// Whose turn or the result, the captures, the match score, a progress bar while the computer
/// thinks and the last message (tap to dismiss).
struct StatusPanel: View {
    let model: GameModel

    var body: some View {
        VStack(spacing: 4) {
            Text(model.headline)
                .font(.headline)
                .multilineTextAlignment(.center)
            Text(model.capturesLine)
                .font(.subheadline)
            if let match = model.matchLine {
                Text(match)
                    .font(.subheadline)
                    .multilineTextAlignment(.center)
            }
            if model.isThinking {
                ProgressView()
                    .progressViewStyle(.linear)
            }
            if let message = model.message {
                Text(message)
                    .font(.callout)
                    .foregroundStyle(.red)
                    .multilineTextAlignment(.center)
                    .onTapGesture { model.dismissMessage() }
            }
        }
        .frame(maxWidth: .infinity)
        .accessibilityElement(children: .combine)
    }
}

struct GameButtons: View {
    let model: GameModel

    var body: some View {
        HStack(spacing: 10) {
            Button(model.texts(.actionUndo)) { model.undo() }
                .disabled(!model.canUndo)
            Button(model.texts(.actionRedo)) { model.redo() }
                .disabled(!model.canRedo)
            Button(model.texts(.actionHint)) { model.requestHint() }
                .disabled(!model.canHint)
            if model.canStartNextMatchGame {
                Button(model.texts(.actionNextMatchGame)) { model.startNextMatchGame() }
                    .buttonStyle(.borderedProminent)
            }
        }
        .buttonStyle(.bordered)
    }
}

/// The other pages and sharing the game record (the core's record() as text).
struct GameMenu: View {
    let model: GameModel

    var body: some View {
        Menu {
            Button(model.texts(.pageRules)) { model.page = .rules }
            Button(model.texts(.pageMoves)) { model.page = .moves }
            Button(model.texts(.pageStatistics)) { model.page = .statistics }
            Button(model.texts(.pageSettings)) { model.page = .settings }
            ShareLink(item: model.recordText, subject: Text(model.texts(.shareRecordTitle))) {
                Label(model.texts(.actionShareRecord), systemImage: "square.and.arrow.up")
            }
        } label: {
            Image(systemName: "ellipsis.circle")
                .accessibilityLabel(model.texts(.actionMenu))
        }
    }
}

/// A click and a haptic tap for every capture the model signals (only when the settings allow it:
/// the model does not signal otherwise).
struct CaptureFeedback: ViewModifier {
    let signal: Int

    func body(content: Content) -> some View {
        content
            .sensoryFeedback(.impact(weight: .heavy), trigger: signal)
            .onChange(of: signal) { _, _ in AudioServicesPlaySystemSound(1104) }   // the keyboard click
    }
}
