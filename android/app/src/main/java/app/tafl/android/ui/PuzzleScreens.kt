package app.tafl.android.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.CheckCircle
import androidx.compose.material.icons.filled.Close
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.FilterChip
import androidx.compose.material3.Icon
import androidx.compose.material3.LinearProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tafl.android.Live
import app.tafl.core.PuzzleBusy
import app.tafl.core.PuzzleEntry
import app.tafl.core.Preset
import app.tafl.core.PuzzleController
import app.tafl.core.PuzzleList
import app.tafl.core.PuzzleNoteKind
import app.tafl.core.PuzzleState
import app.tafl.core.PuzzleView
import app.tafl.android.R

/**
 * The puzzles: a chip for each variant with puzzles, how many of its puzzles are solved, a way to
 * the first one not solved yet, and its puzzles in order, each with what it asks, its rating and
 * the player's record as the core words them; [refusal]: why one could not be opened (the app's
 * message).
 */
@Composable
fun PuzzlesScreen(list: PuzzleList, refusal: String?, onChoose: (Preset) -> Unit, onOpen: (String) -> Unit, onBack: () -> Unit) {
    PageScaffold(title = stringResource(R.string.page_puzzles), onBack = onBack) { padding ->
        LazyColumn(
            Modifier.padding(padding).fillMaxSize(),
            contentPadding = PaddingValues(16.dp),
            verticalArrangement = Arrangement.spacedBy(12.dp),
        ) {
            item { PuzzleSets(list, onChoose = onChoose, onNext = { list.nextUnsolved?.let(onOpen) }) }
            refusal?.let { item { NoteCard(it, NoteTone.WRONG) } }
            items(list.entries, key = { it.id }) { entry ->
                PuzzleCard(entry, onClick = { onOpen(entry.id) })
            }
        }
    }
}

@OptIn(ExperimentalLayoutApi::class)
@Composable
private fun PuzzleSets(list: PuzzleList, onChoose: (Preset) -> Unit, onNext: () -> Unit) {
    Column(Modifier.fillMaxWidth(), horizontalAlignment = Alignment.CenterHorizontally, verticalArrangement = Arrangement.spacedBy(8.dp)) {
        FlowRow(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(8.dp, Alignment.CenterHorizontally)) {
            list.sets.forEach { set ->
                FilterChip(selected = set.preset == list.chosen, onClick = { onChoose(set.preset) }, label = { Text(set.name) })
            }
        }
        list.sets.firstOrNull { it.preset == list.chosen }?.let { set ->
            Text(set.progressText, style = MaterialTheme.typography.titleMedium)
        }
        Button(onClick = onNext, enabled = list.nextUnsolved != null) { Text(stringResource(R.string.action_next_unsolved)) }
    }
}

@Composable
private fun PuzzleCard(entry: PuzzleEntry, onClick: () -> Unit) {
    val colors = MaterialTheme.colorScheme
    val solved = entry.record.solved
    val failed = !solved && entry.record.failed > 0u
    Card(
        onClick = onClick,
        modifier = Modifier.fillMaxWidth(),
        colors = if (solved) CardDefaults.cardColors(containerColor = colors.secondaryContainer) else CardDefaults.cardColors(),
    ) {
        Row(Modifier.padding(horizontal = 16.dp, vertical = 12.dp), verticalAlignment = Alignment.CenterVertically) {
            Column(Modifier.weight(1f), verticalArrangement = Arrangement.spacedBy(2.dp)) {
                Row(verticalAlignment = Alignment.CenterVertically) {
                    Text(entry.title, Modifier.weight(1f).semantics { heading() }, style = MaterialTheme.typography.titleMedium)
                    Text(entry.ratingText, style = MaterialTheme.typography.labelMedium, color = colors.onSurfaceVariant)
                }
                Text(entry.goal, style = MaterialTheme.typography.bodyMedium)
                Text(
                    entry.recordText,
                    style = MaterialTheme.typography.labelMedium,
                    color = when {
                        solved -> colors.primary
                        failed -> colors.error
                        else -> colors.onSurfaceVariant
                    },
                )
            }
            // The record's words say the same: the mark is for the eye.
            if (solved || failed) {
                Icon(
                    if (solved) Icons.Filled.CheckCircle else Icons.Filled.Close,
                    contentDescription = null,
                    modifier = Modifier.padding(start = 12.dp).size(28.dp),
                    tint = if (solved) colors.primary else colors.error,
                )
            }
        }
    }
}

/**
 * A puzzle: what it asks, its rating, the moves left, the board; the player moves and the core
 * answers with the longest defence (a move off the main line is checked on the core's thread while
 * a bar runs); its words on a right, wrong or illegal move; Hint marks the piece to move, Show
 * solution plays it out, then the replay's buttons step through it; Start again.
 */
@Composable
fun PuzzleScreen(puzzle: Live<PuzzleController, PuzzleView>, onNextUnsolved: () -> Unit, onBack: () -> Unit) {
    val view by puzzle.view.collectAsStateWithLifecycle()
    BoardSoundEffect(view.board.sound)
    CaptureFeedback(view.board.captureSignal)
    PageScaffold(title = view.title, onBack = onBack) { padding ->
        BoardPage(
            padding,
            board = { size ->
                BoardView(view.board, BoardInput({ puzzle.act { tap(it) } }, { puzzle.act { dragStart(it) } }, { puzzle.act { dropOn(it) } }), size)
            },
            buttons = {
                val solution = view.solution
                if (solution != null) {
                    val step = { forward: Boolean -> puzzle.act { solutionStep(forward) } }
                    StepButton(forward = false, enabled = solution.canBack, onStep = step)
                    StepButton(forward = true, enabled = solution.canForward, onStep = step)
                } else if (view.state == PuzzleState.SOLVING) {
                    OutlinedButton(onClick = { puzzle.act { hint() } }, enabled = view.canHint) { Text(stringResource(R.string.action_hint)) }
                    OutlinedButton(onClick = { puzzle.act { showSolution() } }, enabled = view.canShowSolution) {
                        Text(stringResource(R.string.action_show_solution))
                    }
                }
                OutlinedButton(onClick = { puzzle.act { restart() } }, enabled = view.canRestart) { Text(stringResource(R.string.action_restart)) }
                if (view.state != PuzzleState.SOLVING) {
                    Button(onClick = onNextUnsolved) { Text(stringResource(R.string.action_next_unsolved)) }
                }
            },
        ) {
            Text(view.goal, style = MaterialTheme.typography.titleMedium, textAlign = TextAlign.Center)
            Text(
                "${view.ratingText} · ${view.difficultyText}",
                style = MaterialTheme.typography.labelMedium,
                color = MaterialTheme.colorScheme.onSurfaceVariant,
            )
            Text(view.headline, style = MaterialTheme.typography.bodyLarge, textAlign = TextAlign.Center)
            view.solution?.let {
                Text(it.position, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.primary, textAlign = TextAlign.Center)
            }
            if (view.busy != PuzzleBusy.IDLE) LinearProgressIndicator(Modifier.fillMaxWidth())
            view.note?.let { note ->
                val tone = when (note.kind) {
                    PuzzleNoteKind.RIGHT, PuzzleNoteKind.FINISHED -> NoteTone.RIGHT
                    PuzzleNoteKind.HINT, PuzzleNoteKind.UNDECIDED -> NoteTone.INFO
                    PuzzleNoteKind.WRONG, PuzzleNoteKind.ILLEGAL -> NoteTone.WRONG
                }
                NoteCard(note.text, tone)
            }
            view.message?.let {
                Text(it.text, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.error, textAlign = TextAlign.Center)
            }
        }
    }
}
