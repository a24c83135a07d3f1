package app.tafl.android.ui

import android.content.Context
import android.media.AudioAttributes
import android.media.AudioManager
import android.media.SoundPool
import androidx.compose.runtime.Composable
import androidx.compose.runtime.DisposableEffect
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.mutableLongStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberUpdatedState
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.platform.LocalContext
import app.tafl.android.R
import app.tafl.core.BoardSound
import app.tafl.core.SoundCue

/** Where the board's sounds go: the device's speaker ([SoundPoolOutput]), or a test's recorder. */
fun interface SoundOutput {
    fun play(sound: BoardSound)
}

/** The output the game page plays into; unset, it makes its own [SoundPoolOutput]. Tests set a recorder. */
val LocalSoundOutput = staticCompositionLocalOf<SoundOutput?> { null }

/**
 * The app's two short sounds (res/raw, made by tools/sounds/make_sounds.py) in a [SoundPool], as game
 * audio: they follow the media volume. Loading is asynchronous; a sound asked for before it is loaded
 * is skipped rather than waited for.
 */
class SoundPoolOutput(context: Context) : SoundOutput, AutoCloseable {
    internal val pool: SoundPool = SoundPool.Builder()
        .setMaxStreams(2)
        .setAudioAttributes(
            AudioAttributes.Builder()
                .setUsage(AudioAttributes.USAGE_GAME)
                .setContentType(AudioAttributes.CONTENT_TYPE_SONIFICATION)
                .build(),
        )
        .build()
    private val move = pool.load(context, R.raw.move, 1)
    private val capture = pool.load(context, R.raw.capture, 1)

    override fun play(sound: BoardSound) {
        val id = when (sound) {
            BoardSound.MOVE -> move
            BoardSound.CAPTURE -> capture
        }
        pool.play(id, 1f, 1f, 1, 0, 1f)
    }

    override fun close() = pool.release()
}

/**
 * Whether the device lets the game make a sound: game audio plays on the media stream, which the
 * ringer's silent and vibrate modes do not mute, so they are asked here.
 */
fun ringerAllowsSound(context: Context): Boolean =
    context.getSystemService(AudioManager::class.java)?.ringerMode == AudioManager.RINGER_MODE_NORMAL

/**
 * Plays the core's sound cue ([app.tafl.core.BoardView.sound]): which sound a move makes, and whether
 * the settings want one, is the core's decision; this plays each new cue once, unless the ringer is
 * silent or on vibrate. The first cue seen counts as played, so a page that appears or is recreated
 * plays nothing of the past.
 */
@Composable
fun BoardSoundEffect(cue: SoundCue?, output: SoundOutput = LocalSoundOutput.current ?: rememberSoundPoolOutput()) {
    val context = LocalContext.current
    val played = remember { mutableLongStateOf(cue?.serial?.toLong() ?: 0L) }
    val currentOutput = rememberUpdatedState(output)
    LaunchedEffect(cue?.serial) {
        if (cue != null && cue.serial.toLong() > played.longValue) {
            played.longValue = cue.serial.toLong()
            if (ringerAllowsSound(context)) currentOutput.value.play(cue.sound)
        }
    }
}

/** A [SoundPoolOutput] for as long as the calling page is shown. */
@Composable
fun rememberSoundPoolOutput(): SoundOutput {
    val context = LocalContext.current
    val output = remember(context) { SoundPoolOutput(context.applicationContext) }
    DisposableEffect(output) { onDispose { output.close() } }
    return output
}
