package app.tafl.android.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ColumnScope
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.FlowRowScope
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
import androidx.compose.ui.platform.testTag
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

/** The least the stacked page keeps under the board: a few lines of words and a row of buttons. */
private val BelowBoardMin = 200.dp

/** The least width of the panel beside the board. */
private val SidePanelMin = 280.dp

/**
 * A lesson's or a puzzle's page under its top bar, laid out as the game page is ([gameLayoutFor]):
 * the board as large as the window allows, with the words ([panel], scrolled when they are long)
 * and the [buttons] under it, or beside it when the window is wider than high.
 */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun BoardPage(
    padding: PaddingValues,
    board: @Composable (Modifier) -> Unit,
    buttons: @Composable FlowRowScope.() -> Unit,
    panel: @Composable ColumnScope.() -> Unit,
) {
    val buttonRow: @Composable () -> Unit = {
        FlowRow(
            Modifier.fillMaxWidth().testTag(BOARD_PAGE_BUTTONS_TAG),
            horizontalArrangement = Arrangement.spacedBy(8.dp, Alignment.CenterHorizontally),
            content = buttons,
        )
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
            GameLayout.STACKED -> {
                val side = min(maxWidth - PagePadding * 2, maxHeight - Gap * 2 - BelowBoardMin).atLeastZero()
                Column(
                    Modifier.fillMaxSize().padding(horizontal = PagePadding, vertical = Gap),
                    horizontalAlignment = Alignment.CenterHorizontally,
                    verticalArrangement = Arrangement.spacedBy(Gap),
                ) {
                    board(Modifier.size(side))
                    Panel(Modifier.weight(1f))
                    buttonRow()
                }
            }
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
