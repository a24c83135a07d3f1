package app.tafl.android.ui

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyRow
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.lazy.rememberLazyListState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.LinearProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.semantics.liveRegion
import androidx.compose.ui.semantics.selected
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tafl.android.Live
import app.tafl.android.R
import app.tafl.core.MoveReviewView
import app.tafl.core.ReviewController
import app.tafl.core.ReviewPageView
import app.tafl.core.ReviewState
import app.tafl.core.ReviewView

/**
 * The engine's review of a game: its progress and a cancel while it runs; once done, a summary per
 * side (accuracy, the moves flagged) heads it, and the move looked at — the core opens it on the
 * first flagged move — shows on the board the move played (dashed) and the better one (solid), with
 * the core's comment, the better line and the chances of winning before and after it; the flagged
 * moves follow in a line to tap, with a step to the previous and the next.
 */
@Composable
fun ReviewScreen(review: Live<ReviewController, ReviewPageView>, onBack: () -> Unit) {
    val view by review.view.collectAsStateWithLifecycle()
    val chosen = view.chosen
    val noInput = BoardInput({}, {}, {})
    PageScaffold(title = stringResource(R.string.page_review), onBack = onBack) { padding ->
        Column(
            Modifier
                .padding(padding)
                .fillMaxSize()
                .padding(horizontal = 12.dp, vertical = 8.dp),
            horizontalAlignment = Alignment.CenterHorizontally,
            // From the top: the summary heads the page and the board follows it without a band between.
            verticalArrangement = Arrangement.spacedBy(8.dp),
        ) {
            when (view.review.state) {
                ReviewState.DONE -> Summary(view.review)
                else -> Progress(view, onCancel = { review.act { cancel() } }, onRestart = { review.act { restart() } })
            }
            FittedBoard { size -> BoardView(view.board, noInput, modifier = size) }
            if (chosen != null) Comment(chosen, view.winChance)
            // A refused choice or step (none of the buttons offers one, but the core words it).
            view.message?.let { NoteCard(it.text, NoteTone.WRONG) }
            val flagged = view.flagged.mapNotNull { ply -> view.review.moves.firstOrNull { it.ply == ply } }
            if (flagged.isNotEmpty()) {
                Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(4.dp)) {
                    val step = { forward: Boolean -> review.act { stepFlagged(forward) } }
                    StepButton(false, view.previousFlagged != null, step, stringResource(R.string.review_previous_flagged))
                    FlaggedMoves(flagged, chosen?.ply, onChoose = { ply -> review.act { choose(ply) } }, Modifier.weight(1f))
                    StepButton(true, view.nextFlagged != null, step, stringResource(R.string.review_next_flagged))
                }
            }
        }
    }
}

/** While it runs: how far it got, and a cancel; once cancelled, a way to start it again. */
@Composable
private fun Progress(view: ReviewPageView, onCancel: () -> Unit, onRestart: () -> Unit) {
    val review = view.review
    Column(
        Modifier.fillMaxWidth().semantics { liveRegion = LiveRegionMode.Polite },
        horizontalAlignment = Alignment.CenterHorizontally,
        verticalArrangement = Arrangement.spacedBy(8.dp),
    ) {
        Text(review.status, style = MaterialTheme.typography.titleMedium, textAlign = TextAlign.Center)
        if (review.state == ReviewState.RUNNING) {
            val done = if (review.total == 0u) 0f else review.done.toFloat() / review.total.toFloat()
            LinearProgressIndicator(progress = { done }, modifier = Modifier.fillMaxWidth())
            OutlinedButton(onClick = onCancel) { Text(stringResource(R.string.action_cancel)) }
        } else if (view.canRestart) {
            Button(onClick = onRestart) { Text(stringResource(R.string.review_again)) }
        }
    }
}

/** Each side's accuracy and the moves flagged, as the core words them. */
@Composable
private fun Summary(review: ReviewView) {
    Card(Modifier.fillMaxWidth()) {
        Column(Modifier.padding(12.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            review.sides.forEach { side ->
                Text(side.summary, style = MaterialTheme.typography.bodyMedium)
            }
        }
    }
}

/** The move looked at: its number and notation, the verdict, the better move with its line, the chances of winning. */
@Composable
private fun Comment(move: MoveReviewView, winChance: String?) {
    Column(Modifier.fillMaxWidth(), horizontalAlignment = Alignment.CenterHorizontally) {
        Text(
            "${move.turn}. ${move.notation}",
            style = MaterialTheme.typography.titleMedium.copy(fontWeight = FontWeight.SemiBold),
        )
        Text(move.comment, style = MaterialTheme.typography.bodyMedium, textAlign = TextAlign.Center)
        winChance?.let { Text(it, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.primary, textAlign = TextAlign.Center) }
        if (move.betterMark != null) {
            Text(
                stringResource(R.string.review_legend),
                style = MaterialTheme.typography.bodySmall,
                color = MaterialTheme.colorScheme.onSurfaceVariant,
                textAlign = TextAlign.Center,
            )
        }
    }
}

/** The flagged moves in a line to tap, scrolled to the one looked at. */
@Composable
private fun FlaggedMoves(moves: List<MoveReviewView>, chosenPly: UInt?, onChoose: (UInt) -> Unit, modifier: Modifier = Modifier) {
    val list = rememberLazyListState()
    val chosenIndex = moves.indexOfFirst { it.ply == chosenPly }
    LaunchedEffect(chosenIndex) {
        if (chosenIndex >= 0) list.scrollToItem(maxOf(0, chosenIndex - 1))
    }
    val colors = MaterialTheme.colorScheme
    LazyRow(
        modifier,
        state = list,
        horizontalArrangement = Arrangement.spacedBy(6.dp),
        contentPadding = PaddingValues(horizontal = 4.dp),
    ) {
        items(moves, key = { it.ply.toLong() }) { move ->
            val chosen = move.ply == chosenPly
            Row(
                Modifier
                    .clip(RoundedCornerShape(8.dp))
                    .shownMoveMark(chosen)
                    .clickable(onClickLabel = stringResource(R.string.review_show_label)) { onChoose(move.ply) }
                    .semantics { selected = chosen }
                    .padding(horizontal = 10.dp, vertical = 6.dp),
            ) {
                Column(horizontalAlignment = Alignment.CenterHorizontally) {
                    val text = if (chosen) shownMoveColors(colors).text else Color.Unspecified
                    Text("${move.turn}. ${move.notation}", style = MaterialTheme.typography.bodyMedium, color = text)
                    Text(move.verdictText, style = MaterialTheme.typography.labelSmall, color = if (chosen) text else colors.onSurfaceVariant)
                }
            }
        }
    }
}
