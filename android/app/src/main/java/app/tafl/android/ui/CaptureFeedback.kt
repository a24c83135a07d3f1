package app.tafl.android.ui

import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.mutableLongStateOf
import androidx.compose.runtime.remember
import androidx.compose.ui.hapticfeedback.HapticFeedbackType
import androidx.compose.ui.platform.LocalHapticFeedback

/**
 * Vibrates when the core's capture signal grows (it does per capture while the settings ask for it);
 * the capture's sound is [BoardSoundEffect]'s. The first value seen is taken as handled, so a
 * recreated screen replays nothing. Compose's haptics need no permission and follow the system's
 * touch-feedback setting.
 */
@Composable
fun CaptureFeedback(signal: ULong) {
    val haptics = LocalHapticFeedback.current
    val handled = remember { mutableLongStateOf(signal.toLong()) }
    LaunchedEffect(signal) {
        if (signal.toLong() > handled.longValue) {
            haptics.performHapticFeedback(HapticFeedbackType.LongPress)
        }
        handled.longValue = signal.toLong()
    }
}
