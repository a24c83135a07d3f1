package app.tafl.android.ui

import androidx.compose.foundation.layout.Box
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.MoreVert
import androidx.compose.material3.DropdownMenu
import androidx.compose.material3.DropdownMenuItem
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.res.stringResource
import app.tafl.android.R
import app.tafl.android.Page

/**
 * What the menu's entries do: open a page, open an analysis board of the position shown, review the
 * game as it stands, share the record.
 */
class GameMenuInput(val open: (Page) -> Unit, val analyse: () -> Unit, val review: () -> Unit, val share: () -> Unit)

/** The top bar's overflow menu: the other pages (the lessons and puzzles among them), the analysis board, the review and sharing the game record. */
@Composable
fun GameMenu(input: GameMenuInput) {
    var expanded by rememberSaveable { mutableStateOf(false) }
    Box {
        IconButton(onClick = { expanded = true }) {
            Icon(Icons.Filled.MoreVert, contentDescription = stringResource(R.string.action_menu))
        }
        DropdownMenu(expanded = expanded, onDismissRequest = { expanded = false }) {
            @Composable
            fun Entry(label: Int, action: () -> Unit) = DropdownMenuItem(
                text = { Text(stringResource(label)) },
                onClick = {
                    expanded = false
                    action()
                },
            )
            Entry(R.string.page_moves) { input.open(Page.Moves) }
            Entry(R.string.page_history) { input.open(Page.History) }
            Entry(R.string.page_analysis) { input.analyse() }
            Entry(R.string.page_review) { input.review() }
            Entry(R.string.page_lessons) { input.open(Page.Lessons) }
            Entry(R.string.page_puzzles) { input.open(Page.Puzzles) }
            Entry(R.string.page_rules) { input.open(Page.Rules) }
            Entry(R.string.page_statistics) { input.open(Page.Statistics) }
            Entry(R.string.page_settings) { input.open(Page.Settings) }
            Entry(R.string.action_share_record) { input.share() }
        }
    }
}
