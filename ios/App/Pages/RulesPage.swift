import SwiftUI
import TaflGame
import TaflKit

/// The rules of the game being played (a preset or custom rules), written by the core from the
/// rules themselves in the app's language: a quick start, then one section per rule.
struct RulesPage: View {
    let model: AppModel

    var body: some View {
        let book = model.game.rulebook
        List {
            Section {
                ForEach(book.quickStart.indices, id: \.self) { i in
                    Text(book.quickStart[i])
                }
            } header: {
                Text(model.texts(.rulesQuickStart))
            }
            ForEach(book.sections.indices, id: \.self) { s in
                let section = book.sections[s]
                Section {
                    ForEach(section.body.indices, id: \.self) { p in
                        Text(section.body[p])
                    }
                } header: {
                    Text(section.heading)
                        .accessibilityAddTraits(.isHeader)
                }
            }
        }
        .navigationTitle(book.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar { DoneButton(model: model) }
    }
}
