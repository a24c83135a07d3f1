import SwiftUI
import TaflGame

/// The game page: status, board, the game's buttons (or, while a move of the game is shown, the
/// replay's steps and the way back) and the moves so far, each a way into the replay; the menu
/// opens the other pages. Upright the board spans the page's width with the status above it and
/// the buttons and moves below; when the page is wider (a phone on its side, a tablet in
/// landscape) the board fills the height with the rest beside it: whichever gives the larger
/// board (GameLayout). Until the core has read the app's files the page is blank.
struct GameScreen: View {
    @Bindable var model: AppModel
    private var gap: CGFloat { CGFloat(GameLayout.spacing) }

    var body: some View {
        NavigationStack {
            if model.view.loaded {
                gamePage
            } else {
                ProgressView()
            }
        }
    }

    private var gamePage: some View {
        GeometryReader { proxy in
            let layout = GameLayout.fitting(width: Double(proxy.size.width), height: Double(proxy.size.height))
            let side = CGFloat(layout.boardSide)
            Group {
                switch layout.arrangement {
                case .stacked:
                    VStack(spacing: gap) {
                        StatusPanel(model: model)
                        BoardGrid(model: model.game)
                            .frame(width: side, height: side)
                        controls
                        MoveStrip(model: model)
                            .frame(maxHeight: .infinity)
                    }
                case .sideBySide:
                    HStack(alignment: .top, spacing: gap) {
                        BoardGrid(model: model.game)
                            .frame(width: side, height: side)
                        VStack(spacing: gap) {
                            StatusPanel(model: model)
                            MoveStrip(model: model)
                                .frame(maxHeight: .infinity)
                            controls
                        }
                        .frame(width: CGFloat(layout.panel), height: side)
                    }
                }
            }
            .padding(gap)
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .navigationTitle(model.game.view.title)
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
        .modifier(GameSounds(board: model.game.view.board))
    }

    /// The game's buttons, or while a move of the game is shown the replay's steps and way back.
    @ViewBuilder private var controls: some View {
        if let replay = model.game.view.replay {
            ReplayControls(replay: replay, texts: model.texts,
                           step: { model.game.replayStep(forward: $0) }, leave: { model.game.leaveReplay() })
        } else {
            GameButtons(model: model)
        }
    }
}

/// The core's words: whose turn or the result, the captures, the match; a progress bar while the
/// computer thinks or a hint is searched; the last message (tap to dismiss).
struct StatusPanel: View {
    let model: AppModel

    var body: some View {
        let view = model.game.view
        VStack(spacing: 4) {
            Text(view.headline)
                .font(.headline)
                .multilineTextAlignment(.center)
            Text(view.capturesLine)
                .font(.subheadline)
            if let match = view.matchLine {
                Text(match)
                    .font(.subheadline)
                    .multilineTextAlignment(.center)
            }
            if view.busy != .idle {
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

/// The buttons the core says apply; after a finished game (or match) a new game is offered. One
/// row when it fits (a narrow side panel, longer words in Estonian or Russian: two rows).
struct GameButtons: View {
    let model: AppModel

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 10) {
                moveButtons
                gameButton
            }
            VStack(spacing: 8) {
                HStack(spacing: 10) { moveButtons }
                gameButton
            }
        }
        .buttonStyle(.bordered)
    }

    @ViewBuilder private var moveButtons: some View {
        Button(model.texts(.actionUndo)) { model.game.undo() }
            .disabled(!model.game.view.canUndo)
        Button(model.texts(.actionRedo)) { model.game.redo() }
            .disabled(!model.game.view.canRedo)
        Button(model.texts(.actionHint)) { model.game.hint() }
            .disabled(!model.game.view.canHint)
    }

    @ViewBuilder private var gameButton: some View {
        if model.game.view.canStartNextMatchGame {
            Button(model.texts(.actionNextMatchGame)) { model.game.startNextMatchGame() }
                .buttonStyle(.borderedProminent)
        } else if model.game.view.offerNewGame {
            Button(model.texts(.actionNewGame)) { model.openNewGame() }
                .buttonStyle(.borderedProminent)
        }
    }
}

/// The other pages and sharing the game record (the core's record() as text).
struct GameMenu: View {
    let model: AppModel

    var body: some View {
        Menu {
            Button(model.texts(.pageRules)) { model.page = .rules }
            Button(model.texts(.pageLessons)) { model.openLessons() }
            Button(model.texts(.pagePuzzles)) { model.openPuzzles() }
            Button(model.texts(.pageMoves)) { model.page = .moves }
            Button(model.texts(.pageHistory)) { model.page = .history }
            Button(model.texts(.pageAnalysis)) { model.openAnalysisBoard() }
            Button(model.texts(.actionSetUpPosition)) { model.openAnalysisBoard(settingUp: true) }
            Button(model.texts(.pageReview)) { model.openReview() }
                .disabled(!model.canReview)
            Button(model.texts(.pageStatistics)) { model.page = .statistics }
            Button(model.texts(.pageSettings)) { model.page = .settings }
            ShareLink(item: model.game.recordText, subject: Text(model.texts(.shareRecordTitle))) {
                Label(model.texts(.actionShareRecord), systemImage: "square.and.arrow.up")
            }
        } label: {
            Image(systemName: "ellipsis.circle")
                .accessibilityLabel(model.texts(.actionMenu))
        }
    }
}
