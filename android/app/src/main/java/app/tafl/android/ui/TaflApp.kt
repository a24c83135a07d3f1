package app.tafl.android.ui

import androidx.activity.compose.BackHandler
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.runtime.getValue
import androidx.compose.ui.platform.LocalConfiguration
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tafl.android.GameViewModel
import app.tafl.android.Screen

/**
 * The whole app: one page at a time, chosen by the view-model's [Screen]; back returns a page.
 * The core speaks the system's language, read again whenever the configuration changes; every board
 * is drawn in the board theme of the settings.
 */
@Composable
fun TaflApp(viewModel: GameViewModel) {
    val language = systemLanguage()
    LaunchedEffect(language) { viewModel.setLanguage(language) }
    val screen by viewModel.screen.collectAsStateWithLifecycle()
    val game by viewModel.state.collectAsStateWithLifecycle()
    val settings by viewModel.settings.collectAsStateWithLifecycle()
    // On the game page, back leaves a replay of the live game first.
    BackHandler(enabled = screen != Screen.GAME || game.view.replay?.canLeave == true) { viewModel.back() }
    val back = { viewModel.back(); Unit }
    CompositionLocalProvider(LocalBoardTheme provides settings.boardTheme) {
        when (screen) {
            Screen.GAME -> GameScreen(viewModel)
            Screen.MOVES -> MoveListScreen(viewModel, onBack = back)
            Screen.HISTORY -> HistoryScreen(viewModel, onBack = back)
            Screen.HISTORY_GAME -> HistoryGameScreen(viewModel, onBack = back)
            Screen.ANALYSIS -> AnalysisScreen(viewModel, onBack = back)
            Screen.REVIEW -> ReviewScreen(viewModel, onBack = back)
            Screen.RULES -> RulesScreen(viewModel, onBack = back)
            Screen.STATISTICS -> StatisticsScreen(viewModel, onBack = back)
            Screen.SETTINGS -> SettingsScreen(viewModel, onBack = back)
            Screen.LESSONS -> LessonsScreen(viewModel, onBack = back)
            Screen.LESSON -> LessonScreen(viewModel, onBack = back)
            Screen.PUZZLES -> PuzzlesScreen(viewModel, onBack = back)
            Screen.PUZZLE -> PuzzleScreen(viewModel, onBack = back)
        }
    }
}

/** The system's language code ("et"); the core words the game in it (English for any it lacks). */
@Composable
@ReadOnlyComposable
fun systemLanguage(): String = LocalConfiguration.current.locales[0].language
