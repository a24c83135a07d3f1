package app.tafl.android

import app.tafl.android.GameDriver.launched
import app.tafl.android.GameDriver.tap
import android.content.res.Configuration
import android.graphics.Bitmap
import androidx.activity.ComponentActivity
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.test.junit4.AndroidComposeTestRule
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.GameDriver.cells
import app.tafl.android.ui.BOARD_GRID_TAG
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.core.CellView
import app.tafl.core.Palette
import app.tafl.core.Piece
import app.tafl.core.Preset
import app.tafl.core.ThemeId
import app.tafl.core.boardPalette
import app.tafl.core.coordName
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * Every board theme, light and dark: the game page drawn in each (screenshots `theme-<id>-light` and
 * `theme-<id>-dark`), with the pixels of its squares, pieces and marks checked against the core's
 * palette of that theme and appearance, and the page around the board light or dark with the system.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class ThemeTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    @Test
    fun everyThemeInTheLightAppearance() = everyTheme(dark = false)

    @Test
    @Config(qualifiers = "+night")
    fun everyThemeInTheDarkAppearance() = everyTheme(dark = true)

    private fun everyTheme(dark: Boolean) {
        val night = app.resources.configuration.uiMode and Configuration.UI_MODE_NIGHT_MASK
        assertEquals("the system's appearance", dark, night == Configuration.UI_MODE_NIGHT_YES)
        val vm = positionWithEveryMark()
        compose.setContent { TaflTheme { TaflApp(vm) } }
        for (theme in ThemeId.entries) {
            vm.updateSettings { it.copy(boardTheme = theme) }
            compose.waitForIdle()
            val name = "theme-${theme.name.lowercase()}-${if (dark) "dark" else "light"}"
            val shot = Screenshots.capture(compose.activity.window.decorView, name)
            assertBoardDrawnIn(compose, shot, cells(vm), boardPalette(theme, dark), name)
            // The page: dark behind a dark board, light behind a light one (at its left edge).
            val page = luminance(shot.getPixel(4, shot.height / 2))
            assertTrue("$name: the page's luminance $page", if (dark) page < 60 else page > 200)
        }
    }
}

/**
 * A Brandubh game whose last move captured (its squares and the taken piece marked) and a piece
 * selected with its targets: every mark of play on one board.
 */
internal fun positionWithEveryMark(): AppViewModel {
    val vm = launched()
    for ((from, to) in GameDriver.captureLine(GameDriver.twoPlayers(Preset.BRANDUBH))) {
        tap(vm, from)
        tap(vm, to)
    }
    check(vm.game.view.value.board.lastMove!!.captured.isNotEmpty())
    val mover = cells(vm).first { cell ->
        cell.piece != null && !cell.lastMoveTo && run {
            tap(vm, cell.coord)
            // Targets of their own, not on the squares whose marks are checked.
            val selected = cells(vm).any { it.target } &&
                cells(vm).none { it.target && (it.lastMoveFrom || it.captured != null) }
            if (!selected) {
                if (vm.game.view.value.message != null) vm.messageShown()
                if (cells(vm).any { it.selected }) tap(vm, cell.coord)
            }
            selected
        }
    }
    check(cells(vm).first { it.coord == mover.coord }.selected)
    return vm
}

internal fun luminance(pixel: Int): Double =
    0.299 * ((pixel shr 16) and 0xff) + 0.587 * ((pixel shr 8) and 0xff) + 0.114 * (pixel and 0xff)

/**
 * The board in [shot] is drawn in [palette]: an empty square, a corner, each kind of piece and the
 * marks of the selection, the targets, the last move and the capture, each sampled where only that
 * colour is drawn (away from lines, rings and edges).
 */
internal fun assertBoardDrawnIn(
    compose: AndroidComposeTestRule<*, *>,
    shot: Bitmap,
    cells: List<CellView>,
    palette: Palette,
    name: String,
) {
    val grid = compose.onNodeWithTag(BOARD_GRID_TAG).fetchSemanticsNode().boundsInWindow
    val rows = cells.chunked(kotlin.math.sqrt(cells.size.toDouble()).toInt())
    val cellPx = grid.width / rows.size
    fun place(cell: CellView): Offset {
        val row = rows.indexOfFirst { cell in it }
        val col = rows[row].indexOf(cell)
        return Offset(grid.left + (col + 0.5f) * cellPx, grid.top + (row + 0.5f) * cellPx)
    }
    fun expect(what: String, cell: CellView, colour: UInt, dx: Float = 0f, dy: Float = 0f) {
        val at = place(cell) + Offset(dx * cellPx, dy * cellPx)
        val pixel = shot.getPixel(at.x.toInt(), at.y.toInt())
        assertEquals(
            "$name: $what on ${coordName(cell.coord)} is 0x%08X, not 0x%08X".format(pixel, colour.toInt()),
            colour.toInt(),
            pixel,
        )
    }
    val plain = cells.first {
        it.piece == null && !it.throne && !it.corner && !it.target && !it.lastMoveFrom && it.captured == null && !it.hint
    }
    expect("an empty square", plain, palette.square)
    val corner = cells.first { it.corner && it.piece == null && !it.lastMoveFrom && !it.target && it.captured == null }
    expect("a corner (beside its mark)", corner, palette.special, dx = -0.38f, dy = -0.38f)
    expect("an attacker", cells.first { it.piece == Piece.ATTACKER }, palette.attacker)
    expect("a defender", cells.first { it.piece == Piece.DEFENDER }, palette.defender)
    expect("a target", cells.first { it.target }, palette.target)
    val selected = cells.first { it.selected }
    // The outer ring: radius 0.34 + 3 thin lines (0.025 each) of the square.
    expect("the selection's ring", selected, palette.selected, dx = 0.34f + 0.075f)
    expect("the last move's start", cells.first { it.lastMoveFrom }, palette.lastMoveMark, dx = 0.14f)
    expect("the capture's cross", cells.first { it.captured != null }, palette.capture)
}
