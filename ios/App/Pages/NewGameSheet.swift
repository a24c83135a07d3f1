import SwiftUI
import TaflGame
import TaflKit

/// Rules (a preset or an OpenTafl rules string), opponent (two players / the computer with side and
/// level) and the two-game match, with the core's names. The fields are the model's draft; Start asks
/// the core, which may refuse a rules string (its reason is shown under the field and the sheet stays open).
struct NewGameSheet: View {
    @Bindable var model: AppModel

    var body: some View {
        let t = model.texts
        Form {
            Section {
                Picker(t(.newGameRules), selection: $model.draftVariant) {
                    ForEach(model.presetOptions, id: \.preset) { option in
                        Text(option.summary).tag(VariantChoice.preset(option.preset))
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
                    Text(model.modeTitle(vsComputer: false)).tag(false)
                    Text(model.modeTitle(vsComputer: true)).tag(true)
                }
                .pickerStyle(.inline)
                .labelsHidden()
            } header: {
                Text(t(.newGameOpponent))
            }

            if model.draft.vsComputer {
                Section {
                    Picker(t(.newGameYourSide), selection: $model.draft.humanSide) {
                        Text(model.name(of: Side.attackers)).tag(Side.attackers)
                        Text(model.name(of: Side.defenders)).tag(Side.defenders)
                    }
                    .pickerStyle(.segmented)
                } header: {
                    Text(t(.newGameYourSide))
                }
                Section {
                    Picker(t(.newGameLevel), selection: $model.draft.level) {
                        ForEach(model.levels, id: \.self) { level in
                            Text(model.name(of: level)).tag(level)
                        }
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
                Button(t(.actionStart)) { model.startNewGame() }
            }
        }
    }
}
