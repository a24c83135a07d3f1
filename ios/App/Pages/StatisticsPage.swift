import SwiftUI
import TaflGame

/// The score counter (the core's tally): one section per variant, resettable after a confirmation.
struct StatisticsPage: View {
    let model: GameModel
    @Bindable var statistics: StatisticsModel

    var body: some View {
        let t = model.texts
        let cards = statistics.cards(t)
        List {
            if cards.isEmpty {
                Text(t(.statsEmpty))
                    .foregroundStyle(.secondary)
            }
            ForEach(cards) { card in
                Section {
                    ForEach(card.lines.indices, id: \.self) { i in
                        VStack(alignment: .leading, spacing: 2) {
                            Text(card.lines[i].opponent)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                            Text(card.lines[i].score)
                        }
                        .accessibilityElement(children: .combine)
                    }
                } header: {
                    Text(card.title)
                }
            }
            Section {
                Button(t(.statsReset), role: .destructive) { statistics.askReset() }
                    .disabled(cards.isEmpty)
            }
        }
        .navigationTitle(t(.pageStatistics))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar { DoneButton(model: model) }
        .alert(t(.statsResetConfirmTitle),
               isPresented: $statistics.confirmingReset) {
            Button(t(.actionReset), role: .destructive) { statistics.reset() }
            Button(t(.actionCancel), role: .cancel) { statistics.cancelReset() }
        } message: {
            Text(t(.statsResetConfirmText))
        }
    }
}
