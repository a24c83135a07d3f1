package app.tafl.android

import android.app.Application
import android.graphics.Bitmap
import android.graphics.Canvas
import android.provider.Settings
import androidx.activity.ComponentActivity
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Surface
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.runtime.snapshots.Snapshot
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.graphics.toArgb
import androidx.compose.ui.semantics.SemanticsNode
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.assertIsNotSelected
import androidx.compose.ui.test.assertIsSelected
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.junit4.AndroidComposeTestRule
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performTouchInput
import androidx.compose.ui.unit.dp
import androidx.test.core.app.ApplicationProvider
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.ui.BOARD_GRID_TAG
import app.tafl.android.ui.BoardInput
import app.tafl.android.ui.BOARD_MOVE_MILLIS
import app.tafl.android.ui.BoardColors
import app.tafl.android.ui.BoardView
import app.tafl.android.ui.TaflTheme
import app.tafl.android.ui.boardFileLabelTag
import app.tafl.android.ui.boardRankLabelTag
import app.tafl.android.ui.systemAnimationsEnabled
import app.tafl.core.CellView
import app.tafl.core.Coord
import app.tafl.core.GameConfig
import app.tafl.core.GameController
import app.tafl.core.GameException
import app.tafl.core.Level
import app.tafl.core.Mode
import app.tafl.core.Piece
import app.tafl.core.Preferences
import app.tafl.core.Preset
import app.tafl.core.Side
import app.tafl.core.ThemeId
import app.tafl.core.boardPalette
import app.tafl.core.coordName
import app.tafl.core.BoardView as CoreBoard
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import kotlin.math.abs

/**
 * A real [GameController] behind the board, its input passed straight through (the core decides what
 * a tap, a drag and a drop do), so the board is tested on its own.
 */
internal class BoardHarness(config: GameConfig) : AutoCloseable {
    constructor(preset: Preset) : this(GameDriver.twoPlayers(preset))

    val controller = GameController(config)
    var view by mutableStateOf(controller.view())
        private set
    val input = BoardInput(
        tap = { act { controller.tap(it) } },
        dragStart = { act { controller.dragStart(it) } },
        drop = { act { controller.dropOn(it) } },
    )

    private fun act(action: () -> Unit) {
        try {
            action()
        } catch (e: GameException) {
            // A refused tap leaves the game as it was; the view has the message.
        }
        view = controller.view()
    }

    fun move(from: Coord, to: Coord) = act { controller.play(from, to) }

    /** Reads the view again after calls made on [controller] directly. */
    fun refresh() = act {}

    fun preferences(change: (Preferences) -> Preferences) = act { controller.setPreferences(change(controller.preferences())) }

    fun cell(coord: Coord): CellView = view.board.cell(coord)

    /** A movable piece with somewhere to go, and its targets. */
    fun someMove(accept: (Coord) -> Boolean = { true }): Pair<Coord, List<Coord>> =
        controller.movablePieces().filter(accept).map { it to controller.targets(it) }.first { it.second.isNotEmpty() }

    override fun close() = controller.close()
}

internal fun CoreBoard.cell(coord: Coord): CellView = rows.flatten().first { it.coord == coord }

internal fun squareNamed(name: String) = SemanticsMatcher("square $name") {
    it.config.getOrNull(SemanticsProperties.ContentDescription)?.any { d -> d.startsWith("$name, ") } == true
}

internal fun SemanticsNode.description(): String = config[SemanticsProperties.ContentDescription].first()

internal fun AndroidComposeTestRule<*, *>.squares(): List<SemanticsNode> =
    onNodeWithTag(BOARD_GRID_TAG).fetchSemanticsNode().children.filter {
        it.config.getOrNull(SemanticsProperties.ContentDescription) != null
    }

/** What TalkBack reads for each square is the core's description of it, every square once. */
internal fun assertScreenReaderHearsTheCore(compose: AndroidComposeTestRule<*, *>, board: CoreBoard) {
    val heard = compose.squares().map { it.description() }
    assertEquals(board.rows.flatten().map { it.description }, heard)
}

@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [35], qualifiers = "w411dp-h891dp-xxhdpi")
class BoardViewTest {

    @get:Rule
    val compose = createAndroidComposeRule<ComponentActivity>()

    private val app: Application get() = ApplicationProvider.getApplicationContext()
    private val harnesses = mutableListOf<BoardHarness>()
    private var harness by mutableStateOf<BoardHarness?>(null)
    private var animate by mutableStateOf(false)

    @After
    fun closeGames() = harnesses.forEach { it.close() }

    private fun newHarness(config: GameConfig) = BoardHarness(config).also {
        harnesses += it
        harness = it
    }

    private fun newHarness(preset: Preset = Preset.BRANDUBH) = newHarness(GameDriver.twoPlayers(preset))

    private fun show(first: BoardHarness) {
        harness = first
        compose.setContent {
            TaflTheme {
                Surface(Modifier.fillMaxSize()) {
                    Box(Modifier.padding(12.dp)) {
                        val h = harness!!
                        BoardView(board = h.view.board, input = h.input, animate = animate)
                    }
                }
            }
        }
        compose.waitForIdle()
    }

    private fun node(coord: Coord) = compose.onNode(squareNamed(coordName(coord)))
    private fun descriptionOf(coord: Coord) = node(coord).fetchSemanticsNode().description()
    private fun boundsOf(coord: Coord): Rect = node(coord).fetchSemanticsNode().boundsInRoot

    /** The squares the core marks as targets of the selected piece, and that the board shows. */
    private fun targetsShown(h: BoardHarness): Set<Coord> {
        val marked = h.view.board.rows.flatten().filter { it.target }
        for (cell in marked) assertEquals(cell.description, descriptionOf(cell.coord))
        return marked.map { it.coord }.toSet()
    }

    @Test
    fun tapOwnPieceMarksTargetsThenTapTargetPlaysAndMarksTheMove() {
        val h = newHarness()
        show(h)
        val (from, targets) = h.someMove()
        assertEquals(emptySet<Coord>(), targetsShown(h))

        node(from).performClick()
        compose.waitForIdle()
        node(from).assertIsSelected()
        assertEquals(targets.toSet(), targetsShown(h))
        assertTrue(descriptionOf(targets.first()), descriptionOf(targets.first()).endsWith(", possible move"))
        assertScreenReaderHearsTheCore(compose, h.view.board)

        val to = targets.last()
        node(to).performClick()
        compose.waitForIdle()
        val last = h.view.board.lastMove!!
        assertEquals(from to to, last.from to last.to)
        assertTrue(h.cell(from).lastMoveFrom && h.cell(to).lastMoveTo)
        assertTrue(descriptionOf(from).contains("last move from here"))
        assertTrue(descriptionOf(to).contains("last move to here"))
        assertEquals(emptySet<Coord>(), targetsShown(h))
        node(to).assertIsNotSelected()
        assertScreenReaderHearsTheCore(compose, h.view.board)
    }

    @Test
    fun captureByTapsMarksTheMoveAndNamesTheTakenPiece() {
        val h = newHarness()
        val line = GameDriver.findCaptureLine(h.controller, depth = 3)
        assertNotNull("no capture within three plies of the Brandubh start", line)
        for ((from, to) in line!!.dropLast(1)) h.move(from, to)
        show(h)
        val (from, to) = line.last()
        val before = h.view.board

        node(from).performClick()
        node(to).performClick()
        compose.waitForIdle()

        val after = h.view
        assertEquals(line.size, after.ply.toInt())
        val taken = after.board.lastMove!!.captured
        assertTrue(taken.isNotEmpty())
        assertTrue(descriptionOf(from).contains("last move from here"))
        assertTrue(descriptionOf(to).contains("last move to here"))
        for (piece in taken) {
            val was = before.cell(piece.coord).piece!!
            assertEquals("the core names the piece that stood there", was, piece.piece)
            assertEquals(was, h.cell(piece.coord).captured)
            val description = descriptionOf(piece.coord)
            assertEquals(h.cell(piece.coord).description, description)
            val word = if (was == Piece.ATTACKER) "attacker" else "defender"
            assertTrue(description, description.startsWith("${coordName(piece.coord)}, empty"))
            assertTrue(description, description.contains("$word captured here"))
        }
    }

    @Test
    fun draggingAPieceOntoATargetPlaysTheMoveAndElsewhereNot() {
        val h = newHarness()
        show(h)
        val (from, targets) = h.someMove()
        val to = targets.first()
        val grid = compose.onNodeWithTag(BOARD_GRID_TAG)
        val origin = grid.fetchSemanticsNode().boundsInRoot.topLeft
        fun local(c: Coord): Offset = boundsOf(c).center - origin
        val nowhere = h.view.board.rows.flatten().first { it.coord != from && it.coord !in targets && it.piece == null }.coord

        // Dropped on a square that is not a target: nothing is played, the piece stays selected.
        drag(local(from), local(nowhere))
        compose.waitForIdle()
        assertEquals(0u, h.view.ply)
        node(from).assertIsSelected()

        node(from).performClick() // deselect: the drag below must select by itself
        compose.waitForIdle()
        node(from).assertIsNotSelected()
        drag(local(from), local(to))
        compose.waitForIdle()
        val last = h.view.board.lastMove!!
        assertEquals(from to to, last.from to last.to)
        assertTrue(descriptionOf(to).contains("last move to here"))
    }

    /** A finger pressed at [from], carried halfway (a frame passes, as under a real finger), then to [to] and lifted. */
    private fun drag(from: Offset, to: Offset) {
        val grid = compose.onNodeWithTag(BOARD_GRID_TAG)
        grid.performTouchInput {
            down(from)
            moveTo(from + (to - from) * 0.5f)
        }
        compose.waitForIdle()
        grid.performTouchInput {
            moveTo(to)
            up()
        }
    }

    @Test
    fun flippedBoardKeepsLabelsAndTouchesOnTheirSquares() {
        val h = newHarness()
        h.preferences { it.copy(turnBoardForHotSeat = true) }
        val (opening, openingTargets) = h.someMove()
        h.move(opening, openingTargets.first())
        assertTrue("hot seat, the defenders to move: the board is turned", h.view.board.flipped)
        show(h)
        val grid = compose.onNodeWithTag(BOARD_GRID_TAG).fetchSemanticsNode().boundsInRoot
        val a1 = boundsOf(Coord(0u, 0u))
        assertTrue("a1 is top right when the board is turned: $a1 in $grid", a1.center.x > grid.center.x && a1.center.y < grid.center.y)
        val rank1 = compose.onNodeWithTag(boardRankLabelTag("1")).fetchSemanticsNode().boundsInRoot
        val fileA = compose.onNodeWithTag(boardFileLabelTag("a")).fetchSemanticsNode().boundsInRoot
        assertEquals(a1.center.y, rank1.center.y, 1f)
        assertEquals(a1.center.x, fileA.center.x, 1f)
        assertEdgeLabels(compose, h.view.board)

        // d3, a defender beside the king, now stands above it.
        val d3 = Coord(3u, 2u)
        val targets = h.controller.targets(d3)
        assertTrue(targets.isNotEmpty())
        node(d3).performClick()
        compose.waitForIdle()
        node(d3).assertIsSelected()
        assertEquals(targets.toSet(), targetsShown(h))
        Screenshots.capture(compose.activity.window.decorView, "board-flipped-phone")

        node(targets.first()).performClick()
        compose.waitForIdle()
        val last = h.view.board.lastMove!!
        assertEquals(d3 to targets.first(), last.from to last.to)
        assertFalse("the attackers to move: the board turns back", h.view.board.flipped)
        assertEdgeLabels(compose, h.view.board)
    }

    @Test
    fun everySquareOf7x7And11x11IsDescribedByItsCoordinateAndContent() {
        val brandubh = newHarness(Preset.BRANDUBH)
        show(brandubh)
        assertDescriptions(brandubh)
        val copenhagen = newHarness(Preset.COPENHAGEN)
        compose.waitForIdle()
        assertDescriptions(copenhagen)
        Screenshots.capture(compose.activity.window.decorView, "board-view-copenhagen-phone")
    }

    private fun assertDescriptions(h: BoardHarness) {
        val cells = h.view.board.rows.flatten()
        val n = h.view.board.size.toInt()
        assertEquals(n * n, cells.map { it.name }.toSet().size)
        assertScreenReaderHearsTheCore(compose, h.view.board)
        for (cell in cells) {
            val content = when (cell.piece) {
                Piece.ATTACKER -> "attacker"
                Piece.DEFENDER -> "defender"
                Piece.KING -> "king"
                null -> "empty"
            }
            val description = descriptionOf(cell.coord)
            assertTrue(description, description.startsWith("${cell.name}, $content"))
            assertEquals(description, cell.throne, description.contains("throne"))
            assertEquals(description, cell.corner, description.contains("corner"))
        }
    }

    @Test
    fun coordinatesAreDrawnAlongsideTheirColumnsAndRows() {
        val h = newHarness(Preset.BRANDUBH)
        show(h)
        assertEdgeLabels(compose, h.view.board)
        val copenhagen = newHarness(Preset.COPENHAGEN)
        compose.waitForIdle()
        assertEdgeLabels(compose, copenhagen.view.board)
    }

    @Test
    fun withShowTargetsOffTargetsAreNeitherDrawnNorAnnounced() {
        val h = newHarness()
        h.preferences { it.copy(showLegalMoves = false) }
        show(h)
        val (from, targets) = h.someMove()
        val plain = Screenshots.capture(compose.activity.window.decorView, "board-targets-off-before")

        node(from).performClick()
        compose.waitForIdle()
        node(from).assertIsSelected()
        assertEquals(emptySet<Coord>(), targetsShown(h))
        for (t in targets) assertFalse(descriptionOf(t).contains("possible move"))
        val hidden = Screenshots.capture(compose.activity.window.decorView, "board-targets-off")
        for (t in targets) assertEquals("target ${coordName(t)} drawn", pixelAt(plain, t), pixelAt(hidden, t))

        h.preferences { it.copy(showLegalMoves = true) }
        compose.waitForIdle()
        assertEquals(targets.toSet(), targetsShown(h))
        val shown = Screenshots.capture(compose.activity.window.decorView, "board-targets-on")
        for (t in targets) assertNotEquals("target ${coordName(t)} not drawn", pixelAt(plain, t), pixelAt(shown, t))

        // Hidden or not, a target is still a legal move.
        h.preferences { it.copy(showLegalMoves = false) }
        compose.waitForIdle()
        node(targets.first()).performClick()
        compose.waitForIdle()
        assertEquals(1u, h.view.ply)
    }

    private fun pixelAt(bitmap: Bitmap, coord: Coord): Int {
        val c = node(coord).fetchSemanticsNode().boundsInWindow.center
        return bitmap.getPixel(c.x.toInt(), c.y.toInt())
    }

    private fun luminance(pixel: Int): Double =
        0.299 * ((pixel shr 16) and 0xff) + 0.587 * ((pixel shr 8) and 0xff) + 0.114 * (pixel and 0xff)

    /** Attackers are dark discs: a dark centre means an attacker is drawn on that square. */
    private fun attackerOn(bitmap: Bitmap, c: Coord) = luminance(pixelAt(bitmap, c)) < 100.0

    private fun BoardHarness.attackerMove() = someMove { cell(it).piece == Piece.ATTACKER }

    /** Runs [block] with the test clock advanced by hand only. */
    private fun withStoppedClock(block: () -> Unit) {
        compose.mainClock.autoAdvance = false
        try {
            block()
        } finally {
            compose.mainClock.autoAdvance = true
        }
    }

    /** The attacker that moved [from] → [to] is drawn on its target only. */
    private fun assertLanded(bitmap: Bitmap, from: Coord, to: Coord, why: String) {
        assertTrue(why, attackerOn(bitmap, to))
        assertFalse(why, attackerOn(bitmap, from))
    }

    /** The screen two frames after a change (the clock stopped), saved as screenshot [name] if given. */
    private fun twoFramesLater(name: String? = null): Bitmap {
        compose.mainClock.advanceTimeByFrame()
        compose.mainClock.advanceTimeByFrame()
        val decor = compose.activity.window.decorView
        if (name != null) return Screenshots.capture(decor, name)
        return Bitmap.createBitmap(decor.width, decor.height, Bitmap.Config.ARGB_8888).also { decor.draw(Canvas(it)) }
    }

    @Test
    fun theMovedPieceSlidesFromItsSquareUnlessAnimationsAreOff() {
        animate = true
        val h = newHarness()
        show(h)
        withStoppedClock {
            val (from, targets) = h.attackerMove()
            val to = targets.first()
            play(h, from, to)
            val sliding = twoFramesLater("board-sliding")
            assertTrue(descriptionOf(to).contains("last move to here"))
            assertFalse("the piece is already on its target", attackerOn(sliding, to))
            assertTrue("the piece left its square at once", attackerOn(sliding, from))
            compose.mainClock.advanceTimeBy(BOARD_MOVE_MILLIS + 100L)
            val slid = Screenshots.capture(compose.activity.window.decorView, "board-slid")
            assertLanded(slid, from, to, "the piece arrives")

            val (reply, replyTargets) = h.someMove()
            play(h, reply, replyTargets.first())
            compose.mainClock.advanceTimeBy(BOARD_MOVE_MILLIS + 100L)

            animate = false
            val (from2, targets2) = h.attackerMove()
            val to2 = targets2.first()
            play(h, from2, to2)
            val jumped = twoFramesLater("board-jumped")
            assertLanded(jumped, from2, to2, "without animations the piece is at once on its target")
        }
    }

    @Test
    fun aMoveBroughtBackByUndoOrRedoDoesNotSlide() {
        animate = true
        val h = newHarness()
        show(h)
        val (from, targets) = h.attackerMove()
        val to = targets.first()
        h.move(from, to)
        compose.waitForIdle()
        withStoppedClock {
            compose.runOnUiThread {
                h.controller.undo()
                h.controller.redo()
                h.refresh()
                Snapshot.sendApplyNotifications()
            }
            assertFalse("redo is not a fresh move", h.view.board.lastMove!!.fresh)
            assertLanded(twoFramesLater(), from, to, "the redone move is at once on its target")
        }
    }

    @Test
    fun capturedPiecesFadeOutAsTheMoverArrives() {
        animate = true
        val h = newHarness()
        val line = GameDriver.findCaptureLine(h.controller, depth = 3)!!
        for ((from, to) in line.dropLast(1)) h.move(from, to)
        show(h)
        val (from, to) = line.last()
        val before = h.view.board
        withStoppedClock {
            play(h, from, to)
            val start = twoFramesLater("board-capture-fading")
            compose.mainClock.advanceTimeBy(BOARD_MOVE_MILLIS + 100L)
            val end = Screenshots.capture(compose.activity.window.decorView, "board-capture-faded")
            val taken = h.view.board.lastMove!!.captured
            assertTrue(taken.isNotEmpty())
            for (piece in taken) {
                // The centre of a soldier's disc is its plain fill: there while it fades, then gone.
                val colors = BoardColors(boardPalette(ThemeId.WOOD, false))
                val fill = when (before.cell(piece.coord).piece) {
                    Piece.ATTACKER -> colors.attacker
                    Piece.DEFENDER -> colors.defender
                    else -> error("a king taken within three plies of the start")
                }.toArgb()
                assertEquals("${coordName(piece.coord)} while the capture fades", fill, pixelAt(start, piece.coord))
                assertNotEquals("${coordName(piece.coord)} after the capture", fill, pixelAt(end, piece.coord))
            }
        }
    }

    @Test
    fun aDisabledBoardIgnoresTapsAndDrags() {
        // The computer (attackers) is to move and waits (never resumed): no person may touch the board.
        val h = newHarness(
            GameConfig(preset = Preset.BRANDUBH, mode = Mode.VsComputer(Side.DEFENDERS, Level.EASY), seed = 3uL),
        )
        show(h)
        assertFalse(h.view.board.enabled)
        val defender = h.view.board.rows.flatten().first { it.piece == Piece.DEFENDER }.coord
        val empty = h.view.board.rows.flatten().first { it.piece == null && !it.throne && !it.corner }.coord
        node(defender).performClick()
        compose.waitForIdle()
        node(defender).assertIsNotSelected()
        assertTrue(node(defender).fetchSemanticsNode().config.contains(SemanticsProperties.Disabled))
        val origin = compose.onNodeWithTag(BOARD_GRID_TAG).fetchSemanticsNode().boundsInRoot.topLeft
        drag(boundsOf(defender).center - origin, boundsOf(empty).center - origin)
        compose.waitForIdle()
        assertEquals(0u, h.view.ply)
        node(defender).assertIsNotSelected()
        assertNull("nothing reached the core", h.view.message)

        compose.runOnUiThread {
            h.controller.startComputer()
            assertTrue(h.controller.waitUntilIdle(20_000u))
            h.refresh()
        }
        compose.waitForIdle()
        assertTrue(h.view.board.enabled)
        val (from, _) = h.someMove()
        node(from).performClick()
        compose.waitForIdle()
        node(from).assertIsSelected()
    }

    /** With the clock stopped nothing would tell the recomposer of the new board before the next frame. */
    private fun play(h: BoardHarness, from: Coord, to: Coord) = compose.runOnUiThread {
        h.move(from, to)
        Snapshot.sendApplyNotifications()
    }

    @Test
    fun animationsFollowTheSystemsAnimatorDurationScale() {
        val resolver = app.contentResolver
        Settings.Global.putFloat(resolver, Settings.Global.ANIMATOR_DURATION_SCALE, 1f)
        assertTrue(systemAnimationsEnabled(app))
        Settings.Global.putFloat(resolver, Settings.Global.ANIMATOR_DURATION_SCALE, 0.5f)
        assertTrue(systemAnimationsEnabled(app))
        Settings.Global.putFloat(resolver, Settings.Global.ANIMATOR_DURATION_SCALE, 0f)
        assertFalse(systemAnimationsEnabled(app))
    }
}

/**
 * The core's edge labels, each file's under its column and each rank's beside its row (what the
 * squares there are named), outside the grid, at a size that can be read (a line at least 10 dp high).
 */
internal fun assertEdgeLabels(compose: AndroidComposeTestRule<*, *>, board: CoreBoard) {
    val grid = compose.onNodeWithTag(BOARD_GRID_TAG).fetchSemanticsNode().boundsInRoot
    val density = compose.density.density
    val squares = compose.squares().associateBy { it.description().substringBefore(", ") }
    val n = board.size.toInt()
    assertEquals(n, board.fileLabels.size)
    assertEquals(n, board.rankLabels.size)
    for (i in 0 until n) {
        val bottom = board.rows.last()[i]
        val fileLabel = board.fileLabels[i]
        assertEquals(fileLabel, bottom.name.takeWhile { it.isLetter() })
        val file = compose.onNodeWithTag(boardFileLabelTag(fileLabel))
        file.assertTextEquals(fileLabel)
        val f = file.fetchSemanticsNode().boundsInRoot
        val column = squares.getValue(bottom.name).boundsInRoot
        assertTrue("file $fileLabel at $f, grid $grid", f.top >= grid.bottom - 1f)
        assertTrue(abs(f.center.x - column.center.x) <= 1f)
        assertTrue("file label ${f.height / density} dp high", f.height / density >= 10f)

        val left = board.rows[i].first()
        val rankLabel = board.rankLabels[i]
        assertEquals(rankLabel, left.name.dropWhile { it.isLetter() })
        val rank = compose.onNodeWithTag(boardRankLabelTag(rankLabel))
        rank.assertTextEquals(rankLabel)
        val r = rank.fetchSemanticsNode().boundsInRoot
        val row = squares.getValue(left.name).boundsInRoot
        assertTrue("rank $rankLabel at $r, grid $grid", r.right <= grid.left + 1f)
        assertTrue(abs(r.center.y - row.center.y) <= 1f)
        assertTrue("rank label ${r.height / density} dp high", r.height / density >= 10f)
    }
}
