package app.tafl.android.ui

import android.view.SoundEffectConstants
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.mutableIntStateOf
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.ui.hapticfeedback.HapticFeedbackType
import androidx.compose.ui.platform.LocalHapticFeedback
import androidx.compose.ui.platform.LocalView

/**
 * Clicks and vibrates once per capture the view-model signals ([signals] grows by one each time).
 * The count already handled survives recreation, so a rotation does not replay the last capture.
 * Uses the system's click sound and haptics: no permission, and both follow the system settings.
 */
@Composable
fun CaptureFeedback(signals: Int) {
    val view = LocalView.current
    val haptics = LocalHapticFeedback.current
    val handled = rememberSaveable { mutableIntStateOf(signals) }
    LaunchedEffect(signals) {
        if (signals > handled.intValue) {
            haptics.performHapticFeedback(HapticFeedbackType.LongPress)
            view.playSoundEffect(SoundEffectConstants.CLICK)
        }
        handled.intValue = signals
    }
}
