import SwiftUI
import TaflGame

/// The board's theme (the core's names and colours, each shown as a small board in the light or
/// dark appearance in use), Hard's think time (the core's range and steps), legal-move marks,
/// sounds and vibration, and turning the board for hot-seat games; the language follows the system.
/// The settings are the core's: kept in their range and stored by it, followed by every open page.
struct SettingsPage: View {
    @Bindable var model: AppModel
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let t = model.texts
        let range = model.thinkTimeRange
        Form {
            Section {
                ForEach(model.boardThemes, id: \.id) { theme in
                    let chosen = model.boardTheme == theme.id
                    Button { model.boardTheme = theme.id } label: {
                        HStack(spacing: 14) {
                            ThemePreview(colors: BoardColors(colorScheme == .dark ? theme.dark : theme.light))
                                .frame(width: 72, height: 72)
                            Text(theme.name)
                                .foregroundStyle(.primary)
                            Spacer()
                            if chosen {
                                Image(systemName: "checkmark")
                                    .font(.body.weight(.semibold))
                                    .foregroundStyle(.tint)
                            }
                        }
                    }
                    .accessibilityAddTraits(chosen ? .isSelected : [])
                }
            } header: {
                Text(t(.settingsBoardTheme))
            } footer: {
                Text(t(.settingsBoardThemeDetail))
            }
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
