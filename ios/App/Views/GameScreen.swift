import AudioToolbox
import SwiftUI
import TaflGame

/// The game page: status, board and the game's buttons (or, while a move of the game is shown,
/// the replay's steps and the way back); the menu opens the other pages.
struct GameScreen: View {
    @Bindable var model: GameModel

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                StatusPanel(model: model)
                BoardGrid(model: model)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                if let replay = model.view.replay {
                    ReplayControls(replay: replay, texts: model.texts,
                                   step: { model.replayStep(forward: $0) }, leave: { model.leaveReplay() })
                } else {
                    GameButtons(model: model)
                }
            }
            .padding(.horizontal, 12)
            .padding(.vertical, 8)
            .navigationTitle(model.view.title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button(model.texts(.actionNewGame)) { model.openNewGame() }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    GameMenu(model: model)
                }
            }
            .sheet(item: $model.page, onDismiss: { model.pageClosed() }) { page in
                PageSheet(model: model, page: page)
            }
            .modifier(CaptureFeedback(signal: model.view.captureSignal))
        }
    }
}

/// The core's words: whose turn or the result, the captures, the match; a progress bar while the
/// computer thinks or a hint is searched; the last message (tap to dismiss).
struct StatusPanel: View {
    let model: GameModel

    var body: some View {
        VStack(spacing: 4) {
            Text(model.view.headline)
                .font(.headline)
                .multilineTextAlignment(.center)
            Text(model.view.capturesLine)
                .font(.subheadline)
            if let match = model.view.matchLine {
                Text(match)
                    .font(.subheadline)
                    .multilineTextAlignment(.center)
            }
            if model.view.busy != .idle {
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

/// The buttons the core says apply; after a finished game (or match) a new game is offered.
struct GameButtons: View {
    let model: GameModel

    var body: some View {
        HStack(spacing: 10) {
            Button(model.texts(.actionUndo)) { model.undo() }
                .disabled(!model.view.canUndo)
            Button(model.texts(.actionRedo)) { model.redo() }
                .disabled(!model.view.canRedo)
            Button(model.texts(.actionHint)) { model.requestHint() }
                .disabled(!model.view.canHint)
            if model.view.canStartNextMatchGame {
                Button(model.texts(.actionNextMatchGame)) { model.startNextMatchGame() }
                    .buttonStyle(.borderedProminent)
            } else if model.view.offerNewGame {
                Button(model.texts(.actionNewGame)) { model.openNewGame() }
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
            Button(model.texts(.pageHistory)) { model.page = .history }
            Button(model.texts(.pageAnalysis)) { model.openAnalysisBoard() }
            Button(model.texts(.actionSetUpPosition)) { model.openAnalysisBoard(settingUp: true) }
            Button(model.texts(.pageReview)) { model.openReview() }
                .disabled(!model.canReview)
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

/// A click and a haptic tap for every capture the core signals (it signals only while the
/// settings ask for it).
struct CaptureFeedback: ViewModifier {
    let signal: UInt64

    func body(content: Content) -> some View {
        content
            .sensoryFeedback(.impact(weight: .heavy), trigger: signal)
            .onChange(of: signal) { _, _ in AudioServicesPlaySystemSound(1104) }   // the keyboard click
    }
}
