package app.tafl.android.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.foundation.selection.toggleable
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.RadioButton
import androidx.compose.material3.Slider
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.unit.dp
import app.tafl.android.R
import app.tafl.core.Preferences
import app.tafl.core.ThemeId
import app.tafl.core.boardThemes
import app.tafl.core.secondsText
import app.tafl.core.thinkTime
import kotlin.math.roundToInt

/**
 * The app's settings as the core keeps them ([app.tafl.core.AppView.preferences]), changed and
 * stored by the core at once: the think time, the board theme, the switches; the
 * language follows the system (said on the page).
 */
@Composable
fun SettingsScreen(settings: Preferences, onChange: ((Preferences) -> Preferences) -> Unit, onBack: () -> Unit) {
    PageScaffold(title = stringResource(R.string.page_settings), onBack = onBack) { padding ->
        Column(
            Modifier
                .padding(padding)
                .fillMaxSize()
                .verticalScroll(rememberScrollState())
                .padding(16.dp),
            verticalArrangement = Arrangement.spacedBy(12.dp),
        ) {
            ThinkTime(settings.hardThinkMillis) { millis -> onChange { it.copy(hardThinkMillis = millis) } }
            HorizontalDivider()
            BoardThemes(settings.boardTheme) { theme -> onChange { it.copy(boardTheme = theme) } }
            HorizontalDivider()
            SwitchRow(R.string.settings_show_legal_moves, null, settings.showLegalMoves) { on ->
                onChange { it.copy(showLegalMoves = on) }
            }
            SwitchRow(R.string.settings_capture_feedback, R.string.settings_capture_feedback_detail, settings.captureFeedback) { on ->
                onChange { it.copy(captureFeedback = on) }
            }
            SwitchRow(R.string.settings_turn_board, R.string.settings_turn_board_detail, settings.turnBoardForHotSeat) { on ->
                onChange { it.copy(turnBoardForHotSeat = on) }
            }
            HorizontalDivider()
            Text(stringResource(R.string.settings_language), style = MaterialTheme.typography.titleMedium)
            Text(stringResource(R.string.settings_language_detail), style = MaterialTheme.typography.bodyMedium)
        }
    }
}

/** The core's board themes, named in the system's language, each with a sample of its board. */
@Composable
private fun BoardThemes(chosen: ThemeId, onChoose: (ThemeId) -> Unit) {
    val language = systemLanguage()
    val themes = remember(language) { boardThemes(language) }
    Column(Modifier.selectableGroup()) {
        Text(stringResource(R.string.settings_board_theme), style = MaterialTheme.typography.titleMedium)
        for (theme in themes) {
            Row(
                Modifier
                    .fillMaxWidth()
                    .heightIn(min = 56.dp)
                    .selectable(selected = theme.id == chosen, role = Role.RadioButton, onClick = { onChoose(theme.id) })
                    .padding(vertical = 6.dp),
                verticalAlignment = Alignment.CenterVertically,
            ) {
                RadioButton(selected = theme.id == chosen, onClick = null)
                Text(theme.name, Modifier.weight(1f).padding(horizontal = 12.dp), style = MaterialTheme.typography.bodyLarge)
                ThemeSample(boardColors(theme.id), Modifier.testTag(themeSampleTag(theme.id)))
            }
        }
        Text(stringResource(R.string.settings_board_theme_detail), style = MaterialTheme.typography.bodySmall)
    }
}

/** A slider over the core's range and steps; the core keeps the stored value on a step. */
@Composable
private fun ThinkTime(millis: UInt, onChange: (UInt) -> Unit) {
    val range = remember { thinkTime() }
    val label = stringResource(R.string.settings_think_time)
    val value = secondsText(millis, systemLanguage())
    val min = range.minMillis.toFloat()
    val max = range.maxMillis.toFloat()
    Column {
        Text(label, style = MaterialTheme.typography.titleMedium)
        Text(value, style = MaterialTheme.typography.bodyMedium)
        Slider(
            value = millis.toFloat(),
            onValueChange = { onChange(it.roundToInt().toUInt()) },
            valueRange = min..max,
            steps = ((range.maxMillis - range.minMillis) / range.stepMillis).toInt() - 1,
            modifier = Modifier.semantics {
                contentDescription = label
                stateDescription = value
            },
        )
        Text(stringResource(R.string.settings_think_time_detail), style = MaterialTheme.typography.bodySmall)
    }
}

@Composable
private fun SwitchRow(title: Int, detail: Int?, checked: Boolean, onChange: (Boolean) -> Unit) {
    Row(
        Modifier
            .fillMaxWidth()
            .toggleable(value = checked, role = Role.Switch, onValueChange = onChange)
            .padding(vertical = 4.dp),
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Column(Modifier.weight(1f).padding(end = 12.dp)) {
            Text(stringResource(title), style = MaterialTheme.typography.bodyLarge)
            if (detail != null) {
                Text(stringResource(detail), style = MaterialTheme.typography.bodySmall)
            }
        }
        Switch(checked = checked, onCheckedChange = null)
    }
}
