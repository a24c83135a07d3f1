package app.tafl.android.ui

import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.remember
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.graphics.Color
import app.tafl.core.Palette
import app.tafl.core.ThemeId
import app.tafl.core.boardPalette

/**
 * The app's colours around the board: walnut, bone and parchment, the colours of a wooden tafl set,
 * so that every board theme sits on a calm, warm page. Dark follows the system.
 */
private val LightColors = lightColorScheme(
    primary = Color(0xFF6D4C2A),
    onPrimary = Color(0xFFFFFFFF),
    primaryContainer = Color(0xFFF3DDBF),
    onPrimaryContainer = Color(0xFF2A1700),
    secondary = Color(0xFF6E5B40),
    onSecondary = Color(0xFFFFFFFF),
    secondaryContainer = Color(0xFFF8DFBB),
    onSecondaryContainer = Color(0xFF261904),
    tertiary = Color(0xFF4F6137),
    onTertiary = Color(0xFFFFFFFF),
    tertiaryContainer = Color(0xFFD1E8B1),
    onTertiaryContainer = Color(0xFF0E2000),
    background = Color(0xFFFBF7F1),
    onBackground = Color(0xFF1F1B16),
    surface = Color(0xFFFBF7F1),
    onSurface = Color(0xFF1F1B16),
    surfaceVariant = Color(0xFFEEE0CF),
    onSurfaceVariant = Color(0xFF4F4539),
    surfaceTint = Color(0xFF6D4C2A),
    outline = Color(0xFF817567),
    outlineVariant = Color(0xFFD3C4B4),
    inverseSurface = Color(0xFF34302A),
    inverseOnSurface = Color(0xFFF9EFE6),
    inversePrimary = Color(0xFFE2BF93),
    surfaceBright = Color(0xFFFBF7F1),
    surfaceDim = Color(0xFFE2D9CD),
    surfaceContainerLowest = Color(0xFFFFFFFF),
    surfaceContainerLow = Color(0xFFF6EFE6),
    surfaceContainer = Color(0xFFF1E9DE),
    surfaceContainerHigh = Color(0xFFEBE3D8),
    surfaceContainerHighest = Color(0xFFE5DDD2),
)

private val DarkColors = darkColorScheme(
    primary = Color(0xFFE2BF93),
    onPrimary = Color(0xFF41290B),
    primaryContainer = Color(0xFF5A3F1F),
    onPrimaryContainer = Color(0xFFFFDDB5),
    secondary = Color(0xFFDBC3A1),
    onSecondary = Color(0xFF3D2E16),
    secondaryContainer = Color(0xFF55442A),
    onSecondaryContainer = Color(0xFFF8DFBB),
    tertiary = Color(0xFFB5CC97),
    onTertiary = Color(0xFF22350D),
    tertiaryContainer = Color(0xFF384C22),
    onTertiaryContainer = Color(0xFFD1E8B1),
    background = Color(0xFF17130F),
    onBackground = Color(0xFFEBE1D7),
    surface = Color(0xFF17130F),
    onSurface = Color(0xFFEBE1D7),
    surfaceVariant = Color(0xFF4F4539),
    onSurfaceVariant = Color(0xFFD3C4B4),
    surfaceTint = Color(0xFFE2BF93),
    outline = Color(0xFF9C8F80),
    outlineVariant = Color(0xFF4F4539),
    inverseSurface = Color(0xFFEBE1D7),
    inverseOnSurface = Color(0xFF34302A),
    inversePrimary = Color(0xFF6D4C2A),
    surfaceBright = Color(0xFF3E3832),
    surfaceDim = Color(0xFF17130F),
    surfaceContainerLowest = Color(0xFF110D0A),
    surfaceContainerLow = Color(0xFF1F1B16),
    surfaceContainer = Color(0xFF241F1A),
    surfaceContainerHigh = Color(0xFF2E2924),
    surfaceContainerHighest = Color(0xFF39342E),
)

/** Whether the app is drawn dark; [TaflTheme] decides it once, the board follows. */
private val LocalDarkAppearance = staticCompositionLocalOf { false }

/** The board theme chosen in the settings; [TaflApp] provides it to every board of the app. */
val LocalBoardTheme = staticCompositionLocalOf { ThemeId.WOOD }

/** The app's Material colours, light or [dark] (by default the system's choice). */
@Composable
fun TaflTheme(dark: Boolean = isSystemInDarkTheme(), content: @Composable () -> Unit) {
    MaterialTheme(colorScheme = if (dark) DarkColors else LightColors) {
        CompositionLocalProvider(LocalDarkAppearance provides dark, content = content)
    }
}

/** The colours of a board of [theme] (by default the settings') in the app's appearance. */
@Composable
fun boardColors(theme: ThemeId = LocalBoardTheme.current): BoardColors {
    val dark = LocalDarkAppearance.current
    return remember(theme, dark) { BoardColors(boardPalette(theme, dark)) }
}

/**
 * The core's palette of a board theme ([boardPalette]) as Compose colours: the app chooses no board
 * colour itself. Nothing on the board is told by hue alone: pieces differ in lightness and outline,
 * marks in shape (ring, dot, frame, dashes, cross).
 */
@Immutable
class BoardColors(palette: Palette) {
    val square = argb(palette.square)
    val special = argb(palette.special)
    val specialMark = argb(palette.specialMark)
    val frame = argb(palette.frame)
    val gridLine = argb(palette.gridLine)
    val label = argb(palette.label)
    val lastMove = argb(palette.lastMove)
    val lastMoveMark = argb(palette.lastMoveMark)
    val selected = argb(palette.selected)
    val selectedHalo = argb(palette.selectedHalo)
    val target = argb(palette.target)
    val targetHalo = argb(palette.targetHalo)
    val hint = argb(palette.hint)
    val capture = argb(palette.capture)
    val attacker = argb(palette.attacker)
    val attackerEdge = argb(palette.attackerEdge)
    val attackerShine = argb(palette.attackerShine)
    val defender = argb(palette.defender)
    val defenderEdge = argb(palette.defenderEdge)
    val crown = argb(palette.crown)

    private companion object {
        fun argb(value: UInt) = Color(value.toInt())
    }
}
