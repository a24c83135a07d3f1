import SwiftUI
import TaflGame

/// The score counter (the core's tally, worded by the core): one section per variant, resettable
/// after a confirmation.
struct StatisticsPage: View {
    @Bindable var model: AppModel

    var body: some View {
        let t = model.texts
        let cards = model.statistics
        List {
            if cards.isEmpty {
                Text(t(.statsEmpty))
                    .foregroundStyle(.secondary)
            }
            ForEach(cards, id: \.key) { card in
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
                Button(t(.statsReset), role: .destructive) { model.confirmingReset = true }
                    .disabled(cards.isEmpty)
            }
        }
        .navigationTitle(t(.pageStatistics))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar { DoneButton(model: model) }
        .alert(t(.statsResetConfirmTitle), isPresented: $model.confirmingReset) {
            Button(t(.actionReset), role: .destructive) { model.resetStatistics() }
            Button(t(.actionCancel), role: .cancel) {}
        } message: {
            Text(t(.statsResetConfirmText))
        }
    }
}
