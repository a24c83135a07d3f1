package app.tafl.android.ui

import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color

private val Wood = Color(0xFF8D6E63)
private val DarkWood = Color(0xFF5D4037)

@Composable
fun TaflTheme(content: @Composable () -> Unit) {
    val colors = if (isSystemInDarkTheme()) {
        darkColorScheme(primary = Color(0xFFD7B899), secondary = Wood)
    } else {
        lightColorScheme(primary = DarkWood, secondary = Wood)
    }
    MaterialTheme(colorScheme = colors, content = content)
}

/**
 * Board colours: the same in light and dark themes, so pieces always read the same. Nothing is told
 * by hue alone: pieces differ in lightness and outline, marks in shape (ring, dot, frame, dashes, cross).
 */
object BoardColors {
    val square = Color(0xFFE8D3A9)
    val grid = Color(0xFF8B6B43)
    val gridLine = Color(0xFFA88657)
    val special = Color(0xFFC4A06E) // throne and corners: darker than the other squares
    val specialMark = Color(0xFF6D4C2A)
    val lastMove = Color(0x66F2C94C)
    val lastMoveMark = Color(0xFFB7791F)
    val selected = Color(0xFF1565C0)
    val selectedHalo = Color(0xFFFFFFFF)
    val target = Color(0xFF1565C0)
    val targetHalo = Color(0xCCFFFFFF)
    val hint = Color(0xFF2E7D32)
    val capture = Color(0xFFC62828)
    val attacker = Color(0xFF2B2523)
    val attackerEdge = Color(0xFF000000)
    val attackerShine = Color(0x66FFFFFF)
    val defender = Color(0xFFF7F3EA)
    val defenderEdge = Color(0xFF3E3A36)
    val crown = Color(0xFFC9A227)
}
