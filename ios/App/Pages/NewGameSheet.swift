import SwiftUI
import TaflGame
import TaflKit

/// Rules (a preset or an OpenTafl rules string), opponent (two players / the computer with side and
/// level) and the two-game match. The fields are the model's draft; Start asks the core, which may
/// refuse a rules string (its reason is shown under the field and the sheet stays open).
struct NewGameSheet: View {
    @Bindable var model: GameModel

    var body: some View {
        let t = model.texts
        Form {
            Section {
                Picker(t(.newGameRules), selection: $model.draftVariant) {
                    ForEach(model.presetOptions) { option in
                        Text(option.label).tag(VariantChoice.preset(option.preset))
                    }
                    Text(t(.newGameCustomRules)).tag(VariantChoice.custom)
                }
                .pickerStyle(.inline)
                .labelsHidden()
                if model.draftUsesCustomRules {
                    TextField(t(.newGameCustomRulesField), text: $model.draftCustomRules, axis: .vertical)
                        .lineLimit(2...5)
                        .font(.body.monospaced())
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                    Text(model.newGameError ?? t(.newGameCustomRulesHelp))
                        .font(.footnote)
                        .foregroundStyle(model.newGameError == nil ? Color.secondary : Color.red)
                }
            } header: {
                Text(t(.newGameRules))
            }

            Section {
                Picker(t(.newGameOpponent), selection: $model.draft.vsComputer) {
                    Text(t(.modeTwoPlayers)).tag(false)
                    Text(t(.modeVsComputer)).tag(true)
                }
                .pickerStyle(.inline)
                .labelsHidden()
            } header: {
                Text(t(.newGameOpponent))
            }

            if model.draft.vsComputer {
                Section {
                    Picker(t(.newGameYourSide), selection: $model.draft.humanSide) {
                        Text(t.side(.attackers)).tag(Side.attackers)
                        Text(t.side(.defenders)).tag(Side.defenders)
                    }
                    .pickerStyle(.segmented)
                } header: {
                    Text(t(.newGameYourSide))
                }
                Section {
                    Picker(t(.newGameLevel), selection: $model.draft.level) {
                        Text(t.level(.easy)).tag(Level.easy)
                        Text(t.level(.medium)).tag(Level.medium)
                        Text(t.level(.hard)).tag(Level.hard)
                    }
                    .pickerStyle(.segmented)
                } header: {
                    Text(t(.newGameLevel))
                }
            }

            Section {
                Toggle(t(.newGameTwoGameMatch), isOn: $model.draft.twoGameMatch)
            }
        }
        .navigationTitle(t(.newGameTitle))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button(t(.actionCancel)) { model.page = nil }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button(t(.actionStart)) { _ = model.startNewGame() }
            }
        }
    }
}
