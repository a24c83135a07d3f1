import SwiftUI
import TaflGame

/// Hard's think time (the core's range and steps), legal-move marks, capture feedback and turning
/// the board for hot-seat games; the language follows the system.
struct SettingsPage: View {
    @Bindable var model: GameModel

    var body: some View {
        let t = model.texts
        let range = model.thinkTimeRange
        Form {
            Section {
                Stepper(value: $model.hardThinkSeconds,
                        in: Double(range.minMillis) / 1000...Double(range.maxMillis) / 1000,
                        step: Double(range.stepMillis) / 1000) {
                    LabeledContent(t(.settingsThinkTime), value: model.thinkTimeText)
                }
            } footer: {
                Text(t(.settingsThinkTimeDetail))
            }
            Section {
                Toggle(t(.settingsShowLegalMoves), isOn: $model.showLegalMoves)
            }
            Section {
                Toggle(t(.settingsCaptureFeedback), isOn: $model.captureFeedback)
            } footer: {
                Text(t(.settingsCaptureFeedbackDetail))
            }
            Section {
                Toggle(t(.settingsTurnBoard), isOn: $model.turnBoardForHotSeat)
            } footer: {
                Text(t(.settingsTurnBoardDetail))
            }
            Section {
                Text(t(.settingsLanguageDetail))
                    .foregroundStyle(.secondary)
            } header: {
                Text(t(.settingsLanguage))
            }
        }
        .navigationTitle(t(.pageSettings))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar { DoneButton(model: model) }
    }
}
