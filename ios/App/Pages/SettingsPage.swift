import SwiftUI
import TaflGame

/// Hard's think time (0.5–5 s), legal-move marks, capture feedback and turning the board for
/// hot-seat games; the language follows the system.
struct SettingsPage: View {
    let model: GameModel
    @Bindable var settings: SettingsModel

    var body: some View {
        let t = model.texts
        Form {
            Section {
                Stepper(value: $settings.hardThinkSeconds,
                        in: SettingsModel.hardThinkSecondsRange,
                        step: SettingsModel.hardThinkSecondsStep) {
                    LabeledContent(t(.settingsThinkTime), value: settings.thinkTimeText(t))
                }
            } footer: {
                Text(t(.settingsThinkTimeDetail))
            }
            Section {
                Toggle(t(.settingsShowLegalMoves), isOn: $settings.showLegalMoves)
            }
            Section {
                Toggle(t(.settingsCaptureFeedback), isOn: $settings.captureFeedback)
            } footer: {
                Text(t(.settingsCaptureFeedbackDetail))
            }
            Section {
                Toggle(t(.settingsTurnBoard), isOn: $settings.turnBoardForHotSeat)
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
