package app.tafl.android.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.layout.Layout
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.Constraints
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.min

/** Test tags of a lesson's or puzzle's page: the words beside the board, and its buttons. */
const val BOARD_PAGE_PANEL_TAG = "board-page-panel"
const val BOARD_PAGE_BUTTONS_TAG = "board-page-buttons"

private val PagePadding = 12.dp
private val Gap = 8.dp

/** The least width of the panel beside the board. */
private val SidePanelMin = 280.dp

/**
 * A lesson's or a puzzle's page under its top bar, laid out as the game page is ([gameLayoutFor]):
 * the board as large as the window allows, with the words ([panel], scrolled when they are long)
 * and the [buttons] under it ([StackedBoardPage]), or beside it when the window is wider than high.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun BoardPage(
    padding: PaddingValues,
    board: @Composable (Modifier) -> Unit,
    buttons: @Composable () -> Unit,
    panel: @Composable ColumnScope.() -> Unit,
) {
    val buttonRow: @Composable () -> Unit = {
        FlowRow(
            Modifier.fillMaxWidth().testTag(BOARD_PAGE_BUTTONS_TAG),
            horizontalArrangement = Arrangement.spacedBy(8.dp, Alignment.CenterHorizontally),
        ) { buttons() }
    }
    @Composable
    fun Panel(modifier: Modifier) = Column(
        modifier
            .fillMaxWidth()
            .testTag(BOARD_PAGE_PANEL_TAG)
            .verticalScroll(rememberScrollState())
            .semantics { liveRegion = LiveRegionMode.Polite },
        horizontalAlignment = Alignment.CenterHorizontally,
        verticalArrangement = Arrangement.spacedBy(6.dp),
        content = panel,
    )
    BoxWithConstraints(Modifier.padding(padding).fillMaxSize()) {
        when (gameLayoutFor(maxWidth, maxHeight)) {
            GameLayout.STACKED -> StackedBoardPage(board, { Panel(Modifier) }, buttonRow)
            GameLayout.SIDE_BY_SIDE -> {
                val side = min(maxHeight - Gap * 2, maxWidth - PagePadding * 3 - SidePanelMin).atLeastZero()
                Row(
                    Modifier.fillMaxSize().padding(horizontal = PagePadding, vertical = Gap),
                    horizontalArrangement = Arrangement.spacedBy(PagePadding),
                    verticalAlignment = Alignment.CenterVertically,
                ) {
                    board(Modifier.size(side))
                    Column(
                        Modifier.weight(1f).fillMaxHeight(),
                        horizontalAlignment = Alignment.CenterHorizontally,
                        verticalArrangement = Arrangement.spacedBy(Gap),
                    ) {
                        Panel(Modifier.weight(1f))
                        buttonRow()
                    }
                }
            }
        }
    }
}

private fun Dp.atLeastZero() = coerceAtLeast(0.dp)

/**
 * The board on top, as wide as the page unless the words under it would not fit then: it gives up
 * height for them down to half the room (below that they scroll), so that a small phone shows a
 * lesson's explanation, task and feedback whole. The words follow the board; the buttons end the page.
 */
@Composable
private fun StackedBoardPage(board: @Composable (Modifier) -> Unit, panel: @Composable () -> Unit, buttons: @Composable () -> Unit) {
    Layout(
        content = {
            board(Modifier)
            panel()
            buttons()
        },
        modifier = Modifier.fillMaxSize().padding(horizontal = PagePadding, vertical = Gap),
    ) { measurables, constraints ->
        val (boardPart, panelPart, buttonPart) = measurables
        val width = constraints.maxWidth
        val height = constraints.maxHeight
        val gap = Gap.roundToPx()
        val buttonRow = buttonPart.measure(Constraints(maxWidth = width))
        val room = (height - buttonRow.height - 2 * gap).coerceAtLeast(0)
        val words = panelPart.maxIntrinsicHeight(width)
        val side = minOf(width, maxOf(room - words, room / 2))
        val boardPlaced = boardPart.measure(Constraints.fixed(side, side))
        val panelPlaced = panelPart.measure(Constraints(minWidth = width, maxWidth = width, maxHeight = (room - side).coerceAtLeast(0)))
        layout(width, height) {
            boardPlaced.place((width - side) / 2, 0)
            panelPlaced.place(0, side + gap)
            buttonRow.place(0, height - buttonRow.height)
        }
    }
}

/** How a note on a lesson's or a puzzle's page reads: a mistake, a success, a pointer. */
enum class NoteTone { WRONG, RIGHT, INFO }

/** A short text of the core's in a tinted card: why a move was wrong, praise, a hint. */
@Composable
fun NoteCard(text: String, tone: NoteTone, modifier: Modifier = Modifier) {
    val colors = MaterialTheme.colorScheme
    val (container, content) = when (tone) {
        NoteTone.WRONG -> colors.errorContainer to colors.onErrorContainer
        NoteTone.RIGHT -> colors.tertiaryContainer to colors.onTertiaryContainer
        NoteTone.INFO -> colors.secondaryContainer to colors.onSecondaryContainer
    }
    Card(modifier.fillMaxWidth(), colors = CardDefaults.cardColors(containerColor = container, contentColor = content)) {
        Text(text, Modifier.padding(horizontal = 12.dp, vertical = 8.dp), style = MaterialTheme.typography.bodyMedium, color = Color.Unspecified)
    }
}
