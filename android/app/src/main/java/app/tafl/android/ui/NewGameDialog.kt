package app.tafl.android.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.foundation.selection.toggleable
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Checkbox
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.RadioButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.tafl.android.R
import app.tafl.core.NewGameChoice
import app.tafl.core.Side
import app.tafl.core.levelName
import app.tafl.core.modeName
import app.tafl.core.offeredLevels
import app.tafl.core.presetOptions
import app.tafl.core.sideName

/**
 * Rules (a preset or a custom OpenTafl rules string), mode (two players / vs computer with side and
 * level), two-game match. Opens on [initial], the running game's choice; the presets', sides', levels'
 * and modes' names are the core's, in the system's language.
 */
@Composable
fun NewGameDialog(
    initial: NewGameChoice,
    /** The core's reason the last custom rules string was refused. */
    error: String?,
    onStart: (NewGameChoice) -> Unit,
    onDismiss: () -> Unit,
) {
    val language = systemLanguage()
    val presets = remember(language) { presetOptions(language) }
    var choice by remember { mutableStateOf(initial) }
    // Kept while another variant is picked, so switching back does not lose the typed string.
    var customText by remember { mutableStateOf(initial.customRules.orEmpty()) }

    AlertDialog(
        onDismissRequest = onDismiss,
        title = { Text(stringResource(R.string.new_game_title)) },
        text = {
            Column(Modifier.verticalScroll(rememberScrollState())) {
                SectionTitle(R.string.new_game_rules)
                Column(Modifier.selectableGroup()) {
                    presets.forEach { option ->
                        RadioRow(
                            label = option.summary,
                            selected = choice.customRules == null && choice.preset == option.preset,
                            onSelect = { choice = choice.copy(preset = option.preset, customRules = null) },
                        )
                    }
                    RadioRow(
                        label = stringResource(R.string.new_game_custom_rules),
                        selected = choice.customRules != null,
                        onSelect = { choice = choice.copy(customRules = customText) },
                    )
                }
                if (choice.customRules != null) {
                    OutlinedTextField(
                        value = customText,
                        onValueChange = {
                            customText = it
                            choice = choice.copy(customRules = it)
                        },
                        label = { Text(stringResource(R.string.new_game_custom_rules_field)) },
                        isError = error != null,
                        supportingText = { Text(error ?: stringResource(R.string.new_game_custom_rules_help)) },
                        minLines = 2,
                        maxLines = 5,
                        modifier = Modifier.fillMaxWidth(),
                    )
                }

                HorizontalDivider(Modifier.padding(vertical = 8.dp))
                SectionTitle(R.string.new_game_opponent)
                Column(Modifier.selectableGroup()) {
                    RadioRow(
                        label = modeName(false, language),
                        selected = !choice.vsComputer,
                        onSelect = { choice = choice.copy(vsComputer = false) },
                    )
                    RadioRow(
                        label = modeName(true, language),
                        selected = choice.vsComputer,
                        onSelect = { choice = choice.copy(vsComputer = true) },
                    )
                }

                if (choice.vsComputer) {
                    HorizontalDivider(Modifier.padding(vertical = 8.dp))
                    SectionTitle(R.string.new_game_your_side)
                    Column(Modifier.selectableGroup()) {
                        Side.entries.forEach { side ->
                            RadioRow(
                                label = sideName(side, language),
                                selected = choice.humanSide == side,
                                onSelect = { choice = choice.copy(humanSide = side) },
                            )
                        }
                    }
                    SectionTitle(R.string.new_game_level)
                    Column(Modifier.selectableGroup()) {
                        offeredLevels().forEach { level ->
                            RadioRow(
                                label = levelName(level, language),
                                selected = choice.level == level,
                                onSelect = { choice = choice.copy(level = level) },
                            )
                        }
                    }
                }

                HorizontalDivider(Modifier.padding(vertical = 8.dp))
                Row(
                    Modifier
                        .fillMaxWidth()
                        .toggleable(
                            value = choice.twoGameMatch,
                            role = Role.Checkbox,
                            onValueChange = { choice = choice.copy(twoGameMatch = it) },
                        )
                        .padding(vertical = 4.dp),
                    verticalAlignment = Alignment.CenterVertically,
                ) {
                    Checkbox(checked = choice.twoGameMatch, onCheckedChange = null)
                    Text(
                        stringResource(R.string.new_game_two_game_match),
                        Modifier.padding(start = 8.dp),
                    )
                }
            }
        },
        confirmButton = {
            TextButton(onClick = { onStart(choice) }) { Text(stringResource(R.string.action_start)) }
        },
        dismissButton = {
            TextButton(onClick = onDismiss) { Text(stringResource(R.string.action_cancel)) }
        },
    )
}

@Composable
private fun SectionTitle(id: Int) {
    Text(
        stringResource(id),
        style = MaterialTheme.typography.titleSmall,
        modifier = Modifier
            .padding(vertical = 4.dp)
            .semantics { heading() },
    )
}

@Composable
private fun RadioRow(label: String, selected: Boolean, onSelect: () -> Unit) {
    Row(
        Modifier
            .fillMaxWidth()
            .selectable(selected = selected, role = Role.RadioButton, onClick = onSelect)
            .padding(vertical = 4.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        RadioButton(selected = selected, onClick = null)
        Text(label, Modifier.padding(start = 8.dp))
    }
}
