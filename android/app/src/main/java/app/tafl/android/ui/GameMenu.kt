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
import app.tafl.android.Screen

/** The top bar's overflow menu: the other pages and sharing the game record. */
@Composable
fun GameMenu(onOpen: (Screen) -> Unit, onShare: () -> Unit) {
    var expanded by rememberSaveable { mutableStateOf(false) }
    Box {
        IconButton(onClick = { expanded = true }) {
            Icon(Icons.Filled.MoreVert, contentDescription = stringResource(R.string.action_menu))
        }
        DropdownMenu(expanded = expanded, onDismissRequest = { expanded = false }) {
            listOf(
                R.string.page_moves to Screen.MOVES,
                R.string.page_rules to Screen.RULES,
                R.string.page_statistics to Screen.STATISTICS,
                R.string.page_settings to Screen.SETTINGS,
            ).forEach { (label, screen) ->
                DropdownMenuItem(
                    text = { Text(stringResource(label)) },
                    onClick = {
                        expanded = false
                        onOpen(screen)
                    },
                )
            }
            DropdownMenuItem(
                text = { Text(stringResource(R.string.action_share_record)) },
                onClick = {
                    expanded = false
                    onShare()
                },
            )
        }
    }
}
