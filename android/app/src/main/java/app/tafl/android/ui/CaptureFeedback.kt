package app.tafl.android.ui

import android.view.SoundEffectConstants
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.mutableLongStateOf
import androidx.compose.runtime.remember
import androidx.compose.ui.hapticfeedback.HapticFeedbackType
import androidx.compose.ui.platform.LocalHapticFeedback
import androidx.compose.ui.platform.LocalView

/**
 * Clicks and vibrates when the core's capture signal grows (it does per capture while the settings
 * ask for it). The first value seen is taken as handled, so a recreated screen replays nothing.
 * Uses the system's click sound and haptics: no permission, and both follow the system settings.
 */
@Composable
fun CaptureFeedback(signal: ULong) {
    val view = LocalView.current
    val haptics = LocalHapticFeedback.current
    val handled = remember { mutableLongStateOf(signal.toLong()) }
    LaunchedEffect(signal) {
        if (signal.toLong() > handled.longValue) {
            haptics.performHapticFeedback(HapticFeedbackType.LongPress)
            view.playSoundEffect(SoundEffectConstants.CLICK)
        }
        handled.longValue = signal.toLong()
    }
}
