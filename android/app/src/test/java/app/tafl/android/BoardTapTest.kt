package app.tafl.android

import app.tafl.android.GameDriver.launched
import android.app.Application
import androidx.activity.ComponentActivity
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.assertIsSelected
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.performClick
import androidx.test.core.app.ApplicationProvider
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.ui.GameScreen
import app.tafl.android.ui.TaflTheme
import app.tafl.core.GameController
import app.tafl.core.coordName
import app.tafl.core.defaultChoice
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class BoardTapTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    private fun square(name: String) = SemanticsMatcher("square $name") {
        it.config.getOrNull(SemanticsProperties.ContentDescription)?.any { d -> d.startsWith("$name, ") } == true
    }

    @Test
    fun tapOwnPieceMarksItsTargets() {
        val (from, targets) = GameController(GameDriver.twoPlayers(defaultChoice().preset)).use { probe ->
            val from = probe.movablePieces().first { probe.targets(it).isNotEmpty() }
            from to probe.targets(from)
        }

        val app = ApplicationProvider.getApplicationContext<Application>()
        val viewModel = launched()
        compose.setContent { TaflTheme { GameScreen(viewModel) } }
        compose.waitForIdle()
        val targetWord = "possible move" // the core's word, in English
        assertEquals(0, compose.onAllNodes(hasContentDescription(targetWord, substring = true)).fetchSemanticsNodes().size)

        compose.onNode(square(coordName(from))).performClick()
        compose.waitForIdle()
        compose.onNode(square(coordName(from))).assertIsSelected()
        for (t in targets) {
            compose.onNode(square(coordName(t)) and hasContentDescription(targetWord, substring = true)).assertExists()
        }
        assertScreenReaderHearsTheCore(compose, viewModel.game.view.value.board)
        assertTrue(targets.isNotEmpty())
        assertEquals(targets.size, compose.onAllNodes(hasContentDescription(targetWord, substring = true)).fetchSemanticsNodes().size)
        Screenshots.capture(compose.activity.window.decorView, "smoke-selected")
    }
}
