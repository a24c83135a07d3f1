package app.tafl.android

import app.tafl.android.GameDriver.launched
import android.content.Intent
import androidx.activity.ComponentActivity
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithContentDescription
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.GameDriver.tapRandomMove
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import kotlin.random.Random
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.Shadows.shadowOf
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/** The menu opens every page, back (arrow or system) returns to the game, and the record is shared as text. */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class NavigationTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    private fun openFromMenu(label: Int) {
        compose.onNodeWithContentDescription(app.getString(R.string.action_menu)).performClick()
        compose.onNodeWithText(app.getString(label)).performClick()
        compose.waitForIdle()
    }

    @Test
    fun everyPageOpensFromTheMenuAndBackReturnsToTheGame() {
        val vm = launched()
        compose.setContent { TaflTheme { TaflApp(vm) } }
        val pages = listOf(
            R.string.page_moves to Page.Moves,
            R.string.page_rules to Page.Rules,
            R.string.page_statistics to Page.Statistics,
            R.string.page_settings to Page.Settings,
        )
        for ((label, screen) in pages) {
            openFromMenu(label)
            assertEquals(screen, vm.page.value)
            compose.onNodeWithText(app.getString(label)).assertExists() // the page's title
            compose.runOnIdle { compose.activity.onBackPressedDispatcher.onBackPressed() }
            compose.waitForIdle()
            assertEquals("system back from $screen", Page.Game, vm.page.value)
        }
        openFromMenu(R.string.page_settings)
        compose.onNodeWithContentDescription(app.getString(R.string.action_back)).performClick()
        compose.waitForIdle()
        assertEquals(Page.Game, vm.page.value)
        compose.onNodeWithText(app.getString(R.string.action_undo)).assertExists()
    }

    @Test
    fun theMoveListShowsNumberedTurnsAndSharesTheRecord() {
        val vm = launched()
        repeat(3) { assertTrue(tapRandomMove(vm, Random(31))) }
        compose.setContent { TaflTheme { TaflApp(vm) } }
        openFromMenu(R.string.page_moves)
        val moves = vm.game.view.value.moves
        assertEquals(2, moves.size)
        compose.onNodeWithContentDescription("1. ${moves[0].first} ${moves[0].second}").assertExists()
        compose.onNodeWithContentDescription("2. ${moves[1].first}").assertExists()

        compose.onNodeWithContentDescription(app.getString(R.string.action_share_record)).performClick()
        val chooser = shadowOf(app).nextStartedActivity
        assertNotNull("nothing was started", chooser)
        assertEquals(Intent.ACTION_CHOOSER, chooser.action)
        @Suppress("DEPRECATION")
        val send = chooser.getParcelableExtra<Intent>(Intent.EXTRA_INTENT)!!
        assertEquals(Intent.ACTION_SEND, send.action)
        assertEquals("text/plain", send.type)
        val record = send.getStringExtra(Intent.EXTRA_TEXT)!!
        assertEquals(vm.game.core.record(), record)
        assertTrue(record, record.contains(moves[1].first))
    }

    @Test
    fun theGameMenuSharesTheRecordToo() {
        val vm = launched()
        assertTrue(tapRandomMove(vm, Random(32)))
        compose.setContent { TaflTheme { TaflApp(vm) } }
        openFromMenu(R.string.action_share_record)
        @Suppress("DEPRECATION")
        val send = shadowOf(app).nextStartedActivity.getParcelableExtra<Intent>(Intent.EXTRA_INTENT)!!
        assertEquals(vm.game.core.record(), send.getStringExtra(Intent.EXTRA_TEXT))
    }
}
