package app.tafl.android

import app.tafl.android.GameDriver.launched
import androidx.activity.ComponentActivity
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.SemanticsNodeInteraction
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.onRoot
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.AnalysisTest.Companion.KING_NEAR_G7
import app.tafl.android.AnalysisTest.Companion.setUp
import app.tafl.android.GameDriver.app
import app.tafl.android.GameDriver.awaitMain
import app.tafl.android.GameDriver.analysis
import app.tafl.android.GameDriver.file
import app.tafl.android.GameDriver.historyGame
import app.tafl.android.GameDriver.playToEnd
import app.tafl.android.GameDriver.review
import app.tafl.android.GameDriver.shown
import app.tafl.android.GameDriver.tapRandomMove
import app.tafl.android.ui.BOARD_TAG
import app.tafl.android.ui.PAGE_BAR_TAG
import app.tafl.android.ui.TaflApp
import app.tafl.android.ui.TaflTheme
import app.tafl.core.Busy
import app.tafl.core.Level
import app.tafl.core.defaultChoice
import app.tafl.core.Preset
import app.tafl.core.ReviewState
import app.tafl.core.Side
import app.tafl.core.parseCoord
import java.util.TimeZone
import kotlin.random.Random
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Before
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * Screenshots of the history, a game of it, the replay of the live game, the analysis board (its
 * engine at rest, and a set-up refused) and the review, on a phone and a small phone, and in Estonian
 * and Russian; the board pages laid out as the game page (the board under the top bar, no band).
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35], qualifiers = PHONE)
class LearnScreensTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    private val zone = TimeZone.getDefault()

    /** The history's dates read the same on every machine. */
    @Before
    fun utc() = TimeZone.setDefault(TimeZone.getTimeZone("UTC"))

    @After
    fun restoreZone() = TimeZone.setDefault(zone)

    private fun show(vm: AppViewModel) {
        compose.setContent { TaflTheme { TaflApp(vm) } }
        compose.waitForIdle()
    }

    private fun shoot(name: String) = Screenshots.capture(compose.activity.window.decorView, name)

    private fun bounds(node: SemanticsNodeInteraction): Rect = node.fetchSemanticsNode().boundsInRoot

    /**
     * The page's board is laid out as the game page's: square, right under the top bar, and the
     * page's last button ([lastButton]) at the bottom (12 dp: the margin and the button's touch
     * target). The board spans the page (12 dp margins) unless the parts under it need the height:
     * then nothing between the board and the button is left empty (24 dp at most between parts: the
     * gaps and the touch targets around chips and buttons), so the room the board leaves is never a band above the board.
     */
    private fun assertBoardAsOnTheGamePage(lastButton: Int) {
        val density = compose.activity.resources.displayMetrics.density
        fun dp(value: Int) = value * density
        val root = bounds(compose.onRoot())
        val bar = bounds(compose.onNodeWithTag(PAGE_BAR_TAG))
        val board = bounds(compose.onNodeWithTag(BOARD_TAG))
        val button = bounds(compose.onNodeWithText(app.getString(lastButton)))
        assertEquals("board $board not square", board.width, board.height, 1f)
        assertTrue("a band between the top bar $bar and the board $board", board.top - bar.bottom <= dp(8) + 1f)
        assertTrue("the button $button is under the board $board", button.top >= board.bottom)
        assertTrue("a band under the button $button (window $root)", root.bottom - button.bottom <= dp(12) + 1f)
        if (board.width < root.width - dp(24) - 1.5f) {
            // Smaller than the page's width: the parts under it fill the height.
            val parts = compose.onAllNodes(SemanticsMatcher("any part") { true }, useUnmergedTree = true)
                .fetchSemanticsNodes().map { it.boundsInRoot }
                .filter { it.top >= board.bottom - 0.5f && it.bottom <= button.top + 0.5f && it.height > 0f }
                .sortedBy { it.top }
            var reached = board.bottom
            for (part in parts + button) {
                assertTrue("the board $board is smaller than the page, yet ${part.top - reached} px are empty above $part", part.top - reached <= dp(24) + 1f)
                reached = maxOf(reached, part.bottom)
            }
        }
    }

    /**
     * The app over a history of two finished games (two players, and against the seeded computer),
     * with a damaged line when [damaged], and a running game of a few moves. The games are played
     * through the app, which keeps them; their dates are then set in its file, so that the page
     * reads the same on every run.
     */
    private fun twoGamesInTheHistory(damaged: Boolean = false): AppViewModel {
        val first = launched()
        first.startNewGame(defaultChoice().copy(preset = Preset.BRANDUBH, vsComputer = false))
        playToEnd(first.game.core, Random(91))
        first.game.core.setSeed(92u)
        first.startNewGame(defaultChoice().copy(preset = Preset.BRANDUBH, vsComputer = true, humanSide = Side.DEFENDERS, level = Level.EASY))
        playToEnd(first.game.core, Random(93))
        first.startNewGame(defaultChoice())
        GameDriver.close(first)
        val lines = file("history.jsonl").readLines().filter { it.isNotBlank() }
        assertEquals(2, lines.size)
        val dated = lines.map { line ->
            val at = if (line.contains("\"two-players\"")) 1_796_000_000L else 1_796_090_000L
            line.replace(Regex("\"id\":\\d+,\"at\":\\d+"), "\"id\":${at * 1000},\"at\":$at")
        }
        file("history.jsonl").writeText(dated.joinToString("\n", postfix = "\n") + if (damaged) "{\"v\":1,\"id\":\n" else "")
        val vm = launched()
        repeat(3) { assertTrue(tapRandomMove(vm, Random(94))) }
        return vm
    }

    private fun historyPage(name: String, damaged: Boolean) {
        val vm = twoGamesInTheHistory(damaged)
        vm.open(Page.History)
        show(vm)
        assertEquals(2, vm.app.core.history().size)
        assertEquals(listOf(1_796_090_000uL, 1_796_000_000uL), vm.app.core.history().map { it.finishedAt })
        if (damaged) assertTrue(vm.app.view.value.notice!!.isNotEmpty()) // shown on the game page
        compose.onNodeWithText(app.getString(R.string.history_running)).assertExists()
        shoot(name)
    }

    @Test
    fun history() = historyPage("history-phone", damaged = true)

    @Test
    @Config(qualifiers = SMALL)
    fun historyOnASmallPhone() = historyPage("history-small", damaged = false)

    @Test
    @Config(qualifiers = "ru-$PHONE")
    fun historyInRussian() = historyPage("history-ru-phone", damaged = true)

    private fun historyGamePage(name: String) {
        val vm = twoGamesInTheHistory()
        vm.openHistoryGame(vm.app.core.history().last())
        val board = historyGame(vm)
        repeat(2) { board.act { replayStep(false) } }
        show(vm)
        compose.onNodeWithText(board.view.value.replay!!.position).assertExists()
        shoot(name)
        assertBoardAsOnTheGamePage(lastButton = R.string.action_review)
    }

    @Test
    fun historyGame() = historyGamePage("history-game-phone")

    @Test
    @Config(qualifiers = SMALL)
    fun historyGameOnASmallPhone() = historyGamePage("history-game-small")

    private fun replayPage(name: String) {
        val vm = launched()
        val random = Random(55)
        repeat(9) { assertTrue(tapRandomMove(vm, random)) }
        vm.showMove(4u)
        show(vm)
        compose.onNodeWithText(app.getString(R.string.action_back_to_game)).assertExists()
        shoot(name)
    }

    @Test
    fun replay() = replayPage("replay-phone")

    @Test
    @Config(qualifiers = SMALL)
    fun replayOnASmallPhone() = replayPage("replay-small")

    @Test
    @Config(qualifiers = "+night")
    fun replayInTheDark() = replayPage("replay-dark-phone")

    /** The analysis board of a position where the defenders win at once: the engine proves it and rests. */
    private fun analysisPage(name: String) {
        val vm = shown()
        vm.openAnalysis()
        val board = analysis(vm)
        setUp(board, KING_NEAR_G7, Side.DEFENDERS)
        awaitMain { board.view.value.busy == Busy.IDLE && board.view.value.analysis != null }
        show(vm)
        compose.onNodeWithText(board.view.value.analysis!!.evaluation).assertExists()
        shoot(name)
        assertBoardAsOnTheGamePage(lastButton = R.string.action_set_up)
        vm.back()
    }

    @Test
    fun analysis() = analysisPage("analysis-phone")

    @Test
    @Config(qualifiers = SMALL)
    fun analysisOnASmallPhone() = analysisPage("analysis-small")

    @Test
    @Config(qualifiers = "et-$PHONE")
    fun analysisInEstonian() = analysisPage("analysis-et-phone")

    /** The review of a prepared game, done, its blunder looked at: the move played and the better one. */
    private fun reviewPage(name: String) {
        val vm = launched()
        ReviewTest.playMoves(vm, ReviewTest.KING_WALKS_INTO_CAPTURE)
        vm.openReview()
        val page = review(vm)
        awaitMain(60_000) { page.view.value.review.state == ReviewState.DONE }
        page.act { choose(4u) }
        show(vm)
        compose.onNodeWithText(page.view.value.chosen!!.comment).assertExists()
        compose.onNodeWithText(page.view.value.winChance!!).assertExists()
        shoot(name)
    }

    @Test
    fun review() = reviewPage("review-phone")

    @Test
    @Config(qualifiers = SMALL)
    fun reviewOnASmallPhone() = reviewPage("review-small")

    @Test
    @Config(qualifiers = "ru-$PHONE")
    fun reviewInRussian() = reviewPage("review-ru-phone")

    private fun setupPage(name: String) {
        val vm = launched()
        vm.openAnalysis()
        val board = analysis(vm)
        board.act { setupBegin() }
        board.act { setupPut(parseCoord("d4"), null) }
        board.act { setupDone() }
        show(vm)
        compose.onNodeWithText(board.view.value.message!!.text).assertExists()
        shoot(name)
        assertBoardAsOnTheGamePage(lastButton = R.string.setup_clear)
    }

    @Test
    fun analysisSetUp() = setupPage("analysis-setup-phone")

    @Test
    @Config(qualifiers = SMALL)
    fun analysisSetUpOnASmallPhone() = setupPage("analysis-setup-small")
}

/** A typical phone: 411 × 891 dp at xxhdpi. */
private const val PHONE = "w411dp-h891dp-xxhdpi"

/** A small phone: 360 × 640 dp at mdpi. */
private const val SMALL = "w360dp-h640dp-mdpi"
