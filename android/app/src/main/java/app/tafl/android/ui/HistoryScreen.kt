package app.tafl.android.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalConfiguration
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import app.tafl.android.R
import app.tafl.core.GameView
import app.tafl.core.HistoryRow
import app.tafl.core.Status
import java.text.DateFormat
import java.util.Date

/**
 * The games played on this device, newest first, as the core words them (rules, opponent, result,
 * length) with the date in the device's time zone and language; the running game ([game]) on top.
 * A tap opens a game for replay; [refusal] says why one could not be (the app's message). (Games
 * the core could not read are named in the app's notice.)
 */
@Composable
fun HistoryScreen(rows: List<HistoryRow>, game: GameView, refusal: String?, onOpen: (HistoryRow) -> Unit, onRunningGame: () -> Unit, onBack: () -> Unit) {
    val dates = historyDateFormat()
    PageScaffold(title = stringResource(R.string.page_history), onBack = onBack) { padding ->
        LazyColumn(
            Modifier.padding(padding).fillMaxSize(),
            contentPadding = PaddingValues(16.dp),
            verticalArrangement = Arrangement.spacedBy(12.dp),
        ) {
            refusal?.let { item { NoteCard(it, NoteTone.WRONG) } }
            // A finished game is in the list already, as its newest row.
            if (game.moves.isNotEmpty() && game.status !is Status.Finished) {
                item { RunningGameCard(game, onClick = onRunningGame) }
            }
            if (rows.isEmpty()) {
                item { Text(stringResource(R.string.history_empty), style = MaterialTheme.typography.bodyLarge) }
            }
            items(rows, key = { it.id.toLong() }) { row ->
                HistoryCard(row, dates.format(Date(row.finishedAt.toLong() * 1000)), onClick = { onOpen(row) })
            }
        }
    }
}

/** Date and time, in the configuration's language (the time zone is the device's). */
@Composable
@ReadOnlyComposable
fun historyDateFormat(): DateFormat {
    val locale = LocalConfiguration.current.locales[0]
    return DateFormat.getDateTimeInstance(DateFormat.MEDIUM, DateFormat.SHORT, locale)
}

@Composable
private fun RunningGameCard(view: GameView, onClick: () -> Unit) {
    Card(
        onClick = onClick,
        modifier = Modifier.fillMaxWidth(),
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.secondaryContainer),
    ) {
        Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                Text(
                    view.title,
                    Modifier.weight(1f).semantics { heading() },
                    style = MaterialTheme.typography.titleMedium,
                )
                Text(stringResource(R.string.history_running), style = MaterialTheme.typography.labelMedium)
            }
            Text(view.headline, style = MaterialTheme.typography.bodyLarge)
            Text(view.capturesLine, style = MaterialTheme.typography.bodySmall)
        }
    }
}

@Composable
private fun HistoryCard(row: HistoryRow, date: String, onClick: () -> Unit) {
    Card(onClick = onClick, modifier = Modifier.fillMaxWidth()) {
        Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                Text(
                    row.title,
                    Modifier.weight(1f).semantics { heading() },
                    style = MaterialTheme.typography.titleMedium,
                )
                Text(date, style = MaterialTheme.typography.labelMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
            }
            Text(row.opponent, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
            Text(row.result, style = MaterialTheme.typography.bodyLarge)
            Text(row.length, style = MaterialTheme.typography.bodySmall, color = MaterialTheme.colorScheme.onSurfaceVariant)
        }
    }
}
