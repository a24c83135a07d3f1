package app.tafl.android.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tafl.android.GameViewModel
import app.tafl.android.R
import app.tafl.android.levelText
import app.tafl.android.presetText
import app.tafl.android.sideText
import app.tafl.core.TallyRow
import app.tafl.core.TallyScore

/** The score counter: the core's tally, one card per variant, resettable after a confirmation. */
@Composable
fun StatisticsScreen(viewModel: GameViewModel, onBack: () -> Unit) {
    val stats by viewModel.statisticsState.collectAsStateWithLifecycle()
    PageScaffold(title = stringResource(R.string.page_statistics), onBack = onBack) { padding ->
        LazyColumn(
            Modifier.padding(padding).fillMaxSize(),
            contentPadding = PaddingValues(16.dp),
            verticalArrangement = Arrangement.spacedBy(12.dp),
        ) {
            if (stats.rows.isEmpty()) {
                item { Text(stringResource(R.string.stats_empty), style = MaterialTheme.typography.bodyLarge) }
            }
            val byVariant = stats.rows.groupBy { it.variantKey }
            items(byVariant.values.toList(), key = { it.first().variantKey }) { rows -> VariantCard(rows) }
            item {
                OutlinedButton(
                    onClick = viewModel::askResetStatistics,
                    enabled = stats.rows.isNotEmpty(),
                    modifier = Modifier.padding(top = 8.dp),
                ) { Text(stringResource(R.string.stats_reset)) }
            }
        }
    }
    if (stats.confirmingReset) {
        AlertDialog(
            onDismissRequest = viewModel::cancelResetStatistics,
            title = { Text(stringResource(R.string.stats_reset_confirm_title)) },
            text = { Text(stringResource(R.string.stats_reset_confirm_text)) },
            confirmButton = {
                TextButton(onClick = viewModel::resetStatistics) { Text(stringResource(R.string.action_reset)) }
            },
            dismissButton = {
                TextButton(onClick = viewModel::cancelResetStatistics) { Text(stringResource(R.string.action_cancel)) }
            },
        )
    }
}

@Composable
private fun VariantCard(rows: List<TallyRow>) {
    val first = rows.first()
    val preset = first.preset
    val name = if (preset != null && first.rules == null) {
        stringResource(presetText(preset))
    } else {
        stringResource(R.string.custom_rules_title, first.variantName)
    }
    Card(Modifier.fillMaxWidth()) {
        Column(Modifier.padding(16.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
            Text(name, style = MaterialTheme.typography.titleMedium, modifier = Modifier.semantics { heading() })
            rows.forEach { ScoreLines(it.score) }
        }
    }
}

@Composable
private fun ScoreLines(score: TallyScore) {
    val (opponent, result) = when (score) {
        is TallyScore.VsComputer -> stringResource(
            R.string.stats_vs_computer,
            stringResource(levelText(score.level)),
            stringResource(sideText(score.humanSide)),
        ) to stringResource(
            R.string.stats_vs_computer_score,
            score.humanWins.toInt(),
            score.draws.toInt(),
            score.humanLosses.toInt(),
        )
        is TallyScore.TwoPlayers -> stringResource(R.string.stats_two_players) to stringResource(
            R.string.stats_two_players_score,
            score.attackerWins.toInt(),
            score.defenderWins.toInt(),
            score.draws.toInt(),
        )
    }
    Column {
        Text(opponent, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
        Text(result, style = MaterialTheme.typography.bodyLarge)
    }
}
