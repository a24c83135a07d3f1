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
import androidx.compose.runtime.getValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalConfiguration
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tafl.android.GameViewModel
import app.tafl.android.R
import app.tafl.core.GameView
import app.tafl.core.HistoryRow
import app.tafl.core.Status
import java.text.DateFormat
import java.util.Date

/**
 * The games played on this device, newest first, as the core words them (rules, opponent, result,
 * length) with the date in the device's time zone and language; the running game on top. A tap opens
 * a game for replay. Games the core could not read are named in a notice.
 */
@Composable
fun HistoryScreen(viewModel: GameViewModel, onBack: () -> Unit) {
    val history by viewModel.history.collectAsStateWithLifecycle()
    val state by viewModel.state.collectAsStateWithLifecycle()
    val dates = historyDateFormat()
    PageScaffold(title = stringResource(R.string.page_history), onBack = onBack) { padding ->
        LazyColumn(
            Modifier.padding(padding).fillMaxSize(),
            contentPadding = PaddingValues(16.dp),
            verticalArrangement = Arrangement.spacedBy(12.dp),
        ) {
            history.notice?.let { notice ->
                item {
                    Card(colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.errorContainer)) {
                        Text(
                            notice,
                            Modifier.padding(16.dp),
                            style = MaterialTheme.typography.bodyMedium,
                            color = MaterialTheme.colorScheme.onErrorContainer,
                        )
                    }
                }
            }
            val live = state.view
            // A finished game is in the list already, as its newest row.
            if (live.moves.isNotEmpty() && live.status !is Status.Finished) {
                item { RunningGameCard(live, onClick = viewModel::home) }
            }
            if (history.loaded && history.rows.isEmpty()) {
                item { Text(stringResource(R.string.history_empty), style = MaterialTheme.typography.bodyLarge) }
            }
            items(history.rows, key = { it.id.toLong() }) { row ->
                HistoryCard(row, dates.format(Date(row.finishedAt.toLong() * 1000)), onClick = { viewModel.openHistoryGame(row) })
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
