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
 * The single activity: hosts the Compose UI (all pages) and tells the app when it is shown and
 * hidden (the computer moves and an analysis board analyses only while it is shown).
 */
class MainActivity : ComponentActivity() {

    // Built from this activity's application rather than by the default factory, which keeps the
    // first application it saw in a static: under Robolectric that is an earlier test's, whose
    // files folder is gone.
    private val viewModel: AppViewModel by viewModels { viewModelFactory { initializer { AppViewModel(application) } } }

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
        viewModel.resume()
    }

    override fun onPause() {
        // A rotation is no reason to stop the computer's search.
        if (!isChangingConfigurations) viewModel.pause()
        super.onPause()
    }
}
