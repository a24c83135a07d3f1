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

/** Board colours: the same in light and dark themes, so pieces always read the same. */
object BoardColors {
    val square = Color(0xFFE8D3A9)
    val squareAlt = Color(0xFFDEC699)
    val grid = Color(0xFF8B6B43)
    val special = Color(0xFFB08A5A) // throne and corners
    val specialMark = Color(0xFF6D4C2A)
    val lastMove = Color(0x66F2C94C)
    val selected = Color(0xFF1E88E5)
    val target = Color(0xCC1E88E5)
    val hint = Color(0xFF43A047)
    val capture = Color(0xCCD32F2F)
    val attacker = Color(0xFF2B2523)
    val attackerEdge = Color(0xFF000000)
    val defender = Color(0xFFF7F3EA)
    val defenderEdge = Color(0xFF3E3A36)
    val crown = Color(0xFFC9A227)
}
