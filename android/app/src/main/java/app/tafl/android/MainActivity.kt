package app.tafl.android

import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.activity.viewModels
import androidx.lifecycle.viewmodel.initializer
import androidx.lifecycle.viewmodel.viewModelFactory
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme

/**
 * The single activity: hosts the Compose UI (all pages) and forwards resume/pause to the view-model
 * (the computer moves while the app is shown; leaving it stops the search and stores the game).
 */
class MainActivity : ComponentActivity() {

    // Built from this activity's application rather than by the default factory, which keeps the
    // first application it saw in a static: under Robolectric that is an earlier test's, whose
    // files folder is gone.
    private val viewModel: GameViewModel by viewModels { viewModelFactory { initializer { GameViewModel(application) } } }

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
