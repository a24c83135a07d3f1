package app.tafl.android.ui

import androidx.activity.compose.BackHandler
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.Surface
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.key
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalConfiguration
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.semantics
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tafl.android.AppViewModel
import app.tafl.android.Page
import app.tafl.android.R

/** Test tag of the page shown while the core reads the app's files. */
const val LOADING_TAG = "loading"

/**
 * The whole app: a loading page until the core has read the app's files, then one page at a time,
 * the view-model's [Page]; back returns a page. The core speaks the system's language, read again
 * whenever the configuration changes; every board is drawn in the board theme of the settings.
 */
@Composable
fun TaflApp(viewModel: AppViewModel) {
    val language = systemLanguage()
    LaunchedEffect(language) { viewModel.setLanguage(language) }
    val app by viewModel.app.view.collectAsStateWithLifecycle()
    val page by viewModel.page.collectAsStateWithLifecycle()
    val game by viewModel.game.view.collectAsStateWithLifecycle()
    // On the game page, back leaves a replay of the live game first.
    BackHandler(enabled = page != Page.Game || game.replay?.canLeave == true) { viewModel.back() }
    val back = { viewModel.back(); Unit }
    if (!app.loaded) return LoadingPage()
    CompositionLocalProvider(LocalBoardTheme provides app.preferences.boardTheme) {
        // Each opened page has a state of its own: the next lesson or puzzle, opened in its place,
        // counts its sounds and captures from its own start.
        when (val shown = page) {
            Page.Game -> GameScreen(viewModel)
            Page.Moves -> MoveListScreen(viewModel, onBack = back)
            Page.History -> HistoryScreen(app.history.orEmpty(), game, app.message, onOpen = viewModel::openHistoryGame, onRunningGame = viewModel::home, onBack = back)
            Page.Rules -> RulesScreen(viewModel.game, onBack = back)
            Page.Statistics -> StatisticsScreen(app.statistics.orEmpty(), onReset = { viewModel.app.act { resetStatistics() } }, onBack = back)
            Page.Settings -> SettingsScreen(app.preferences, onChange = viewModel::updateSettings, onBack = back)
            Page.Lessons -> app.lessons?.let { list -> LessonsScreen(list, app.message, onOpen = viewModel::openLesson, onBack = back) }
            Page.Puzzles -> app.puzzles?.let { list -> PuzzlesScreen(list, app.message, onChoose = { preset -> viewModel.app.act { choosePuzzleSet(preset) } }, onOpen = viewModel::openPuzzle, onBack = back) }
            is Page.HistoryGame -> key(shown) { HistoryGameScreen(shown, onAnalyse = viewModel::openAnalysis, onReview = viewModel::openReview, onBack = back) }
            is Page.Analysis -> key(shown) { AnalysisScreen(shown.live, onBack = back) }
            is Page.Review -> key(shown) { ReviewScreen(shown.live, onBack = back) }
            is Page.Lesson -> key(shown) { LessonScreen(shown.live, onNextLesson = viewModel::openNextLesson, onBack = back) }
            is Page.Puzzle -> key(shown) { PuzzleScreen(shown.live, onNextUnsolved = viewModel::openNextUnsolvedPuzzle, onBack = back) }
        }
    }
}

/** What the app shows for the moment the core reads its files (at launch, on a thread of its own). */
@Composable
private fun LoadingPage() {
    val loading = stringResource(R.string.loading)
    Surface(Modifier.fillMaxSize().testTag(LOADING_TAG)) {
        Box(contentAlignment = Alignment.Center) {
            CircularProgressIndicator(Modifier.semantics { contentDescription = loading })
        }
    }
}

/** The system's language code ("et"); the core words the game in it (English for any it lacks). */
@Composable
@ReadOnlyComposable
fun systemLanguage(): String = LocalConfiguration.current.locales[0].language
