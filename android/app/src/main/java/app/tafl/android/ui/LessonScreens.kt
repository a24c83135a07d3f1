package app.tafl.android.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
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
import androidx.compose.material3.Button
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.Icon
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
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tafl.android.Live
import app.tafl.android.R
import app.tafl.core.LessonController
import app.tafl.core.LessonInfo
import app.tafl.core.LessonList
import app.tafl.core.LessonState
import app.tafl.core.LessonView

/**
 * The lessons of the rules being played, in order, as the core words them (title, what it
 * teaches), each with a mark once completed; a tap starts one. [refusal]: why one could not be
 * opened (the app's message).
 */
@Composable
fun LessonsScreen(list: LessonList, refusal: String?, onOpen: (String) -> Unit, onBack: () -> Unit) {
    PageScaffold(title = stringResource(R.string.page_lessons), onBack = onBack) { padding ->
        LazyColumn(
            Modifier.padding(padding).fillMaxSize(),
            contentPadding = PaddingValues(16.dp),
            verticalArrangement = Arrangement.spacedBy(12.dp),
        ) {
            list.message?.let { message -> item { NoteCard(message.text, NoteTone.WRONG) } }
            refusal?.let { item { NoteCard(it, NoteTone.WRONG) } }
            items(list.lessons, key = { it.id }) { lesson ->
                LessonCard(lesson, onClick = { onOpen(lesson.id) })
            }
        }
    }
}

@Composable
private fun LessonCard(lesson: LessonInfo, onClick: () -> Unit) {
    val colors = MaterialTheme.colorScheme
    Card(
        onClick = onClick,
        modifier = Modifier.fillMaxWidth(),
        colors = if (lesson.completed) CardDefaults.cardColors(containerColor = colors.secondaryContainer) else CardDefaults.cardColors(),
    ) {
        Row(Modifier.padding(16.dp), verticalAlignment = Alignment.CenterVertically) {
            Text(
                "${lesson.number}",
                Modifier.padding(end = 14.dp),
                style = MaterialTheme.typography.titleLarge,
                color = colors.primary,
            )
            Column(Modifier.weight(1f), verticalArrangement = Arrangement.spacedBy(2.dp)) {
                Text(lesson.title, Modifier.semantics { heading() }, style = MaterialTheme.typography.titleMedium)
                Text(lesson.summary, style = MaterialTheme.typography.bodyMedium, color = colors.onSurfaceVariant)
            }
            if (lesson.completed) {
                Icon(
                    Icons.Filled.CheckCircle,
                    contentDescription = stringResource(R.string.lesson_completed),
                    modifier = Modifier.padding(start = 12.dp).size(28.dp),
                    tint = colors.primary,
                )
            }
        }
    }
}

/**
 * A lesson: its step and what the step explains, the task, the board with the squares the task
 * names marked; after a wrong move the core's reason (the move taken back drawn as a dashed arrow),
 * after a right one its praise with the other side's answer (animated on the board). Hint, retry,
 * the next step and the next lesson as the core offers them.
 */
@Composable
fun LessonScreen(lesson: Live<LessonController, LessonView>, onNextLesson: () -> Unit, onBack: () -> Unit) {
    val view by lesson.view.collectAsStateWithLifecycle()
    val feedback = view.feedback
    BoardSoundEffect(view.board.sound)
    CaptureFeedback(view.board.captureSignal)
    PageScaffold(title = view.title, onBack = onBack) { padding ->
        BoardPage(
            padding,
            board = { size ->
                BoardView(view.board, BoardInput({ lesson.act { tap(it) } }, { lesson.act { dragStart(it) } }, { lesson.act { dropOn(it) } }), size)
            },
            buttons = {
                OutlinedButton(onClick = { lesson.act { hint() } }, enabled = view.canHint) { Text(stringResource(R.string.action_hint)) }
                OutlinedButton(onClick = { lesson.act { retry() } }, enabled = view.canRetry) { Text(stringResource(R.string.action_retry)) }
                if (view.canNextStep) {
                    Button(onClick = { lesson.act { nextStep() } }) { Text(stringResource(R.string.action_next_step)) }
                }
                if (view.canOpenNextLesson) {
                    Button(onClick = onNextLesson) { Text(stringResource(R.string.action_next_lesson)) }
                } else if (view.state == LessonState.FINISHED) {
                    Button(onClick = onBack) { Text(stringResource(R.string.action_all_lessons)) }
                }
            },
        ) {
            Text(
                view.stepText,
                style = MaterialTheme.typography.labelLarge,
                color = MaterialTheme.colorScheme.primary,
            )
            view.explanation.forEach { paragraph ->
                Text(paragraph, Modifier.fillMaxWidth(), style = MaterialTheme.typography.bodyMedium)
            }
            Text(
                view.task,
                Modifier.fillMaxWidth(),
                style = MaterialTheme.typography.titleMedium.copy(fontWeight = FontWeight.SemiBold),
                textAlign = TextAlign.Start,
            )
            feedback?.let { NoteCard(it.text, NoteTone.WRONG) }
            view.praise?.let { NoteCard(it, NoteTone.RIGHT) }
            view.message?.let {
                Text(it.text, style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.error, textAlign = TextAlign.Center)
            }
        }
    }
}
