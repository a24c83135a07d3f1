package app.tafl.android

import app.tafl.android.GameDriver.launched
import androidx.activity.ComponentActivity
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performScrollToNode
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.hasScrollAction
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.android.GameDriver.shown
import app.tafl.core.Preset
import app.tafl.core.Topic
import app.tafl.core.defaultChoice
import app.tafl.core.rulebook
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/** The rules page shows the core's rulebook of the variant being played, in the app's language. */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class RulesTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    private fun showRules(vm: AppViewModel) {
        vm.open(Page.Rules)
        compose.setContent { TaflTheme { TaflApp(vm) } }
        compose.waitForIdle()
    }

    private fun assertShown(text: String) {
        compose.onNode(hasScrollAction()).performScrollToNode(hasText(text))
        compose.onNodeWithText(text).assertExists()
    }

    @Test
    fun theRulesPageShowsEverySectionOfTheVariantBeingPlayed() {
        val vm = shown()
        vm.startNewGame(defaultChoice().copy(preset = Preset.COPENHAGEN))
        showRules(vm)
        val book = rulebook(Preset.COPENHAGEN, "en")
        assertTrue("Copenhagen has a shieldwall and exit forts", book.sections.map { it.topic }.containsAll(listOf(Topic.SHIELDWALL, Topic.EXIT_FORT)))
        assertShown(book.title)
        assertShown(app.getString(R.string.rules_quick_start))
        book.sections.forEach { assertShown(it.heading) }
        assertShown(book.sections.last().body.last())
    }

    @Test
    fun customRulesHaveTheirOwnRulesPage() {
        val rules = "dim:7 name:Edge_Brandubh esc:e ks:w start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"
        val vm = shown()
        vm.startNewGame(defaultChoice().copy(preset = Preset.BRANDUBH, customRules = rules))
        showRules(vm)
        val book = vm.game.core.rulebook()
        assertTrue(book.title, book.title.contains("Edge"))
        assertTrue(book != rulebook(Preset.BRANDUBH, "en"))
        book.sections.forEach { assertShown(it.heading) }
        book.sections.flatMap { it.body }.take(3).forEach { assertShown(it) }
    }

    @Test
    @Config(qualifiers = "ru-w411dp-h891dp-xxhdpi")
    fun theRulesPageFollowsTheSystemLanguage() {
        val vm = launched()
        showRules(vm)
        val book = rulebook(Preset.BRANDUBH, "ru")
        assertEquals("Правила", app.getString(R.string.page_rules))
        assertTrue(book.title, book.title.any { it in 'а'..'я' || it in 'А'..'Я' })
        assertShown(book.title)
        book.sections.forEach { assertShown(it.heading) }
    }
}
