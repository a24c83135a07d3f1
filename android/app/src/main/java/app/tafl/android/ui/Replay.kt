package app.tafl.android.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.FlowRowScope
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.automirrored.filled.KeyboardArrowLeft
import androidx.compose.material.icons.automirrored.filled.KeyboardArrowRight
import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.Icon
import androidx.compose.material3.OutlinedIconButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.dp
import app.tafl.android.R
import app.tafl.core.ReplayView

/** What the replay's buttons do: one move back or forward, and back to the game as it stands. */
class ReplayInput(val step: (forward: Boolean) -> Unit, val leave: () -> Unit)

/** One move back or forward through the game's positions ([label]: what TalkBack calls it). */
@Composable
fun StepButton(
    forward: Boolean,
    enabled: Boolean,
    onStep: (forward: Boolean) -> Unit,
    label: String = stringResource(if (forward) R.string.action_next_move else R.string.action_previous_move),
) {
    // The outline of the outlined buttons beside it, not the icon button's own (the content's colour).
    OutlinedIconButton(onClick = { onStep(forward) }, enabled = enabled, border = ButtonDefaults.outlinedButtonBorder(enabled)) {
        Icon(
            if (forward) Icons.AutoMirrored.Filled.KeyboardArrowRight else Icons.AutoMirrored.Filled.KeyboardArrowLeft,
            contentDescription = label,
        )
    }
}

/**
 * The buttons under a replayed position, as the core allows them: a move back, a move forward, and
 * the one way back to the live game (not for a game of the history, which has none); then [more].
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun ReplayButtons(replay: ReplayView, input: ReplayInput, more: @Composable FlowRowScope.() -> Unit = {}) {
    FlowRow(
        horizontalArrangement = Arrangement.spacedBy(8.dp, Alignment.CenterHorizontally),
        modifier = Modifier.fillMaxWidth(),
    ) {
        StepButton(forward = false, enabled = replay.canBack, onStep = input.step)
        StepButton(forward = true, enabled = replay.canForward, onStep = input.step)
        if (replay.canLeave) {
            Button(onClick = input.leave) { Text(stringResource(R.string.action_back_to_game)) }
        }
        more()
    }
}
