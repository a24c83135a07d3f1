import SwiftUI
import TaflGame

/// The sheet over the game: the page the model says is open.
struct PageSheet: View {
    let model: AppModel
    let page: Page

    var body: some View {
        NavigationStack {
            switch page {
            case .newGame: NewGameSheet(model: model)
            case .rules: RulesPage(model: model)
            case .moves: MoveListPage(model: model)
            case .statistics: StatisticsPage(model: model)
            case .settings: SettingsPage(model: model)
            case .history: HistoryPage(model: model)
            case .analysis:
                if let board = model.game.analysis {
                    AnalysisPage(board: board)
                        .toolbar { DoneButton(model: model) }
                }
            case .review:
                if let review = model.game.review {
                    ReviewPage(review: review)
                        .toolbar { DoneButton(model: model) }
                }
            case .lessons:
                LessonsPage(model: model)
                    .toolbar { DoneButton(model: model) }
            case .puzzles:
                PuzzlesPage(model: model)
                    .toolbar { DoneButton(model: model) }
            }
        }
    }
}

/// Closes the page.
struct DoneButton: ToolbarContent {
    let model: AppModel

    var body: some ToolbarContent {
        ToolbarItem(placement: .confirmationAction) {
            Button(model.texts(.actionDone)) { model.closePage() }
        }
    }
}
