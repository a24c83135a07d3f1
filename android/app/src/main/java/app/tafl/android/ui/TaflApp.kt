package app.tafl.android.ui

import androidx.activity.compose.BackHandler
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import app.tafl.android.GameViewModel
import app.tafl.android.Screen

/** The whole app: one page at a time, chosen by the view-model's [Screen]; back leads to the game. */
@Composable
fun TaflApp(viewModel: GameViewModel) {
    val screen by viewModel.screen.collectAsStateWithLifecycle()
    BackHandler(enabled = screen != Screen.GAME) { viewModel.back() }
    val back = { viewModel.back(); Unit }
    when (screen) {
        Screen.GAME -> GameScreen(viewModel)
        Screen.MOVES -> MoveListScreen(viewModel, onBack = back)
        Screen.RULES -> RulesScreen(viewModel, onBack = back)
        Screen.STATISTICS -> StatisticsScreen(viewModel, onBack = back)
        Screen.SETTINGS -> SettingsScreen(viewModel, onBack = back)
    }
}
