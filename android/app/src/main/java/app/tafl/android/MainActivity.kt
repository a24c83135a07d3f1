package app.tafl.android

import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.activity.viewModels
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme

/**
 * The single activity: hosts the Compose UI (all pages) and forwards resume/pause to the view-model
 * (the computer moves while the app is shown; leaving it stops the search and stores the game).
 */
class MainActivity : ComponentActivity() {

    private val viewModel: GameViewModel by viewModels()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        enableEdgeToEdge()
        setContent {
            TaflTheme {
                TaflApp(viewModel)
            }
        }
    }

    override fun onResume() {
        super.onResume()
        viewModel.onShown()
    }

    override fun onPause() {
        // A rotation is no reason to stop the computer's search: only the game is stored then.
        if (isChangingConfigurations) viewModel.persist() else viewModel.onHidden()
        super.onPause()
    }
}
