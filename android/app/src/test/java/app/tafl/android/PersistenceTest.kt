package app.tafl.android

import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.performClick
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.core.GameSession
import app.tafl.core.Preset
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/** The game survives a configuration change (rotation): the activity is recreated, the view-model kept. */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class PersistenceTest {

    @get:Rule
    val compose = createAndroidComposeRule<MainActivity>()

    private fun square(name: String) = SemanticsMatcher("square $name") {
        it.config.getOrNull(SemanticsProperties.ContentDescription)?.any { d -> d.startsWith("$name, ") } == true
    }

    @Test
    fun aConfigurationChangeKeepsTheGame() {
        val probe = GameSession(NewGameChoice(preset = Preset.BRANDUBH).toConfig())
        val from = probe.movablePieces().first { probe.targets(it).isNotEmpty() }
        val to = probe.targets(from).first()
        probe.close()
        val lastTo = app.getString(R.string.square_last_move_to)

        compose.onNode(square(coordLabel(from))).performClick()
        compose.onNode(square(coordLabel(to))).performClick()
        compose.waitForIdle()
        compose.onNode(square(coordLabel(to)) and hasContentDescription(lastTo, substring = true)).assertExists()

        compose.activityRule.scenario.recreate()
        compose.waitForIdle()

        compose.onNode(square(coordLabel(to)) and hasContentDescription(lastTo, substring = true)).assertExists()
        compose.onNode(square(coordLabel(from)) and hasContentDescription(app.getString(R.string.square_empty), substring = true))
            .assertExists()
    }
}
