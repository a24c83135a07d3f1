package app.tafl.android

import android.app.Application
import android.graphics.Bitmap
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
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.junit4.AndroidComposeTestRule
import androidx.compose.ui.test.junit4.createAndroidComposeRule
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performTouchInput
import androidx.compose.ui.unit.dp
import androidx.test.core.app.ApplicationProvider
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.ui.BOARD_GRID_TAG
import app.tafl.android.ui.BOARD_MOVE_MILLIS
import app.tafl.android.ui.BoardColors
import app.tafl.android.ui.BoardView
import app.tafl.android.ui.TaflTheme
import app.tafl.android.ui.boardFileLabelTag
import app.tafl.android.ui.boardRankLabelTag
import app.tafl.android.ui.systemAnimationsEnabled
import app.tafl.core.Coord
import app.tafl.core.GameSession
import app.tafl.core.Mode
import app.tafl.core.Piece
import app.tafl.core.Preset
import app.tafl.core.SessionConfig
import app.tafl.core.TaflException
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import kotlin.math.abs

/**
 * A real [GameSession] behind the board, with the view-model's tap rule (own piece → select and show
 * its targets; target → play; else deselect), so the board is tested on its own.
 */
internal class BoardHarness(preset: Preset) : AutoCloseable {
    val session = GameSession(SessionConfig(preset = preset, mode = Mode.TwoPlayers))
    private var selection = Selection()
    var board by mutableStateOf(boardUi(session.snapshot(), selection, null))
        private set

    fun tap(coord: Coord) {
        val from = selection.from
        if (from != null && coord in selection.targets) {
            move(from, coord)
            return
        }
        val piece = board.cell(coord)?.piece
        selection = if (from == coord || piece == null) {
            Selection()
        } else {
            try {
                Selection(coord, session.targets(coord).toSet())
            } catch (e: TaflException) {
                Selection()
            }
        }
        refresh()
    }

    fun move(from: Coord, to: Coord) {
        session.play(from, to)
        selection = Selection()
        refresh()
    }

    private fun refresh() {
        board = boardUi(session.snapshot(), selection, null, previous = board)
    }

    /** A movable piece with somewhere to go, and its targets. */
    fun someMove(accept: (Coord) -> Boolean = { true }): Pair<Coord, List<Coord>> =
        session.movablePieces().filter(accept).map { it to session.targets(it) }.first { it.second.isNotEmpty() }

    override fun close() = session.close()
}

/** The shortest line of moves (at most [depth]) whose last move captures, searched on [session] and undone. */
internal fun findCaptureLine(session: GameSession, depth: Int): List<Pair<Coord, Coord>>? {
    for (limit in 1..depth) {
        val line = mutableListOf<Pair<Coord, Coord>>()
        fun search(left: Int): Boolean {
            for (from in session.movablePieces()) {
                for (to in session.targets(from)) {
                    val outcome = session.play(from, to)
                    line += from to to
                    val found = if (left == 1) outcome.captures.isNotEmpty() else search(left - 1)
                    if (found) {
                        session.undo()
                        return true
                    }
                    line.removeAt(line.lastIndex)
                    session.undo()
                }
            }
            return false
        }
        if (search(limit)) return line
    }
    return null
}

internal fun squareNamed(name: String) = SemanticsMatcher("square $name") {
    it.config.getOrNull(SemanticsProperties.ContentDescription)?.any { d -> d.startsWith("$name, ") } == true
}

internal fun SemanticsNode.description(): String = config[SemanticsProperties.ContentDescription].first()

internal fun AndroidComposeTestRule<*, *>.squares(): List<SemanticsNode> =
    onNodeWithTag(BOARD_GRID_TAG).fetchSemanticsNode().children.filter {
        it.config.getOrNull(SemanticsProperties.ContentDescription) != null
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
    private var showTargets by mutableStateOf(true)
    private var flipped by mutableStateOf(false)
    private var animate by mutableStateOf(false)
    private var enabled by mutableStateOf(true)

    @After
    fun closeSessions() = harnesses.forEach { it.close() }

    private fun newHarness(preset: Preset = Preset.BRANDUBH) = BoardHarness(preset).also {
        harnesses += it
        harness = it
    }

    private fun show(first: BoardHarness) {
        harness = first
        compose.setContent {
            TaflTheme {
                Surface(Modifier.fillMaxSize()) {
                    Box(Modifier.padding(12.dp)) {
                        val h = harness!!
                        BoardView(
                            board = h.board,
                            enabled = enabled,
                            onTap = h::tap,
                            onMove = h::move,
                            showTargets = showTargets,
                            flipped = flipped,
                            animate = animate,
                        )
                    }
                }
            }
        }
        compose.waitForIdle()
    }

    private fun node(coord: Coord) = compose.onNode(squareNamed(coordLabel(coord)))
    private fun descriptionOf(coord: Coord) = node(coord).fetchSemanticsNode().description()
    private fun boundsOf(coord: Coord): Rect = node(coord).fetchSemanticsNode().boundsInRoot
    private fun word(id: Int) = app.getString(id)
    private fun withTarget() = hasContentDescription(word(R.string.square_target), substring = true)

    @Test
    fun tapOwnPieceMarksTargetsThenTapTargetPlaysAndMarksTheMove() {
        val h = newHarness()
        show(h)
        val (from, targets) = h.someMove()
        assertEquals(0, compose.onAllNodes(withTarget()).fetchSemanticsNodes().size)

        node(from).performClick()
        compose.waitForIdle()
        node(from).assertIsSelected()
        for (t in targets) compose.onNode(squareNamed(coordLabel(t)) and withTarget()).assertExists()
        assertEquals(targets.size, compose.onAllNodes(withTarget()).fetchSemanticsNodes().size)

        val to = targets.last()
        node(to).performClick()
        compose.waitForIdle()
        val last = h.session.snapshot().lastMove
        assertNotNull(last)
        assertEquals(from to to, last!!.from to last.to)
        assertTrue(descriptionOf(from).contains(word(R.string.square_last_move_from)))
        assertTrue(descriptionOf(to).contains(word(R.string.square_last_move_to)))
        assertEquals(0, compose.onAllNodes(withTarget()).fetchSemanticsNodes().size)
        node(to).assertIsNotSelected()
    }

    @Test
    fun captureByTapsMarksTheMoveAndNamesTheTakenPiece() {
        val h = newHarness()
        val line = findCaptureLine(h.session, depth = 3)
        assertNotNull("no capture within three plies of the Brandubh start", line)
        for ((from, to) in line!!.dropLast(1)) h.move(from, to)
        show(h)
        val (from, to) = line.last()
        val before = h.session.snapshot()
        val size = before.boardSize.toInt()

        node(from).performClick()
        node(to).performClick()
        compose.waitForIdle()

        val after = h.session.snapshot()
        assertEquals(line.size, after.ply.toInt())
        assertTrue(after.lastCaptures.isNotEmpty())
        assertTrue(descriptionOf(from).contains(word(R.string.square_last_move_from)))
        assertTrue(descriptionOf(to).contains(word(R.string.square_last_move_to)))
        for (c in after.lastCaptures) {
            val taken = before.squares[c.rank.toInt() * size + c.file.toInt()].piece!!
            val pieceWord = word(
                when (taken) {
                    Piece.ATTACKER -> R.string.piece_attacker
                    Piece.DEFENDER -> R.string.piece_defender
                    Piece.KING -> R.string.piece_king
                },
            )
            val description = descriptionOf(c)
            assertTrue(description, description.startsWith("${coordLabel(c)}, ${word(R.string.square_empty)}"))
            assertTrue(description, description.contains(app.getString(R.string.square_captured_piece, pieceWord)))
            assertEquals(taken, h.board.captured[c])
        }
        // Without the board before the move the pieces are inferred from the mover: the same here.
        assertEquals(h.board.captured, boardUi(after, Selection(), null).captured)
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
        val nowhere = (0 until h.board.size).flatMap { f -> (0 until h.board.size).map { r -> Coord(f.toUByte(), r.toUByte()) } }
            .first { it != from && it !in targets && h.board.cell(it)?.piece == null }

        // Dropped on a square that is not a target: nothing is played, the piece stays selected.
        drag(local(from), local(nowhere))
        compose.waitForIdle()
        assertEquals(0, h.session.snapshot().ply.toInt())
        node(from).assertIsSelected()

        node(from).performClick() // deselect: the drag below must select by itself
        compose.waitForIdle()
        node(from).assertIsNotSelected()
        drag(local(from), local(to))
        compose.waitForIdle()
        val last = h.session.snapshot().lastMove!!
        assertEquals(from to to, last.from to last.to)
        assertTrue(descriptionOf(to).contains(word(R.string.square_last_move_to)))
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
        flipped = true
        val h = newHarness()
        show(h)
        val grid = compose.onNodeWithTag(BOARD_GRID_TAG).fetchSemanticsNode().boundsInRoot
        val a1 = boundsOf(Coord(0u, 0u))
        assertTrue("a1 is top right when the board is turned: $a1 in $grid", a1.center.x > grid.center.x && a1.center.y < grid.center.y)
        val rank1 = compose.onNodeWithTag(boardRankLabelTag(0)).fetchSemanticsNode().boundsInRoot
        val fileA = compose.onNodeWithTag(boardFileLabelTag(0)).fetchSemanticsNode().boundsInRoot
        assertEquals(a1.center.y, rank1.center.y, 1f)
        assertEquals(a1.center.x, fileA.center.x, 1f)

        // d1 is the attackers' middle piece on the first rank: now on the top edge.
        val d1 = Coord(3u, 0u)
        val targets = h.session.targets(d1)
        assertTrue(targets.isNotEmpty())
        node(d1).performClick()
        compose.waitForIdle()
        node(d1).assertIsSelected()
        assertEquals(targets.size, compose.onAllNodes(withTarget()).fetchSemanticsNodes().size)
        Screenshots.capture(compose.activity.window.decorView, "board-flipped-phone")

        node(targets.first()).performClick()
        compose.waitForIdle()
        val last = h.session.snapshot().lastMove!!
        assertEquals(d1 to targets.first(), last.from to last.to)
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
        val snapshot = h.session.snapshot()
        val n = snapshot.boardSize.toInt()
        val squares = compose.squares()
        assertEquals(n * n, squares.size)
        val byName = squares.associateBy { it.description().substringBefore(", ") }
        assertEquals(n * n, byName.size)
        for (square in snapshot.squares) {
            val name = coordLabel(square.coord)
            val description = byName[name]?.description()
            assertNotNull("no square $name", description)
            val content = when (square.piece) {
                Piece.ATTACKER -> word(R.string.piece_attacker)
                Piece.DEFENDER -> word(R.string.piece_defender)
                Piece.KING -> word(R.string.piece_king)
                null -> word(R.string.square_empty)
            }
            assertTrue(description, description!!.startsWith("$name, $content"))
            assertEquals(description, square.throne, description.contains(word(R.string.square_throne)))
            assertEquals(description, square.corner, description.contains(word(R.string.square_corner)))
        }
    }

    @Test
    fun coordinatesAreDrawnAlongsideTheirColumnsAndRows() {
        val h = newHarness(Preset.BRANDUBH)
        show(h)
        assertEdgeLabels(h.board.size)
        newHarness(Preset.COPENHAGEN)
        compose.waitForIdle()
        assertEdgeLabels(11)
    }

    private fun assertEdgeLabels(n: Int) = assertEdgeLabels(compose, n)

    @Test
    fun withShowTargetsOffTargetsAreNeitherDrawnNorAnnounced() {
        showTargets = false
        val h = newHarness()
        show(h)
        val (from, targets) = h.someMove()
        val plain = Screenshots.capture(compose.activity.window.decorView, "board-targets-off-before")

        node(from).performClick()
        compose.waitForIdle()
        node(from).assertIsSelected()
        assertEquals(0, compose.onAllNodes(withTarget()).fetchSemanticsNodes().size)
        val hidden = Screenshots.capture(compose.activity.window.decorView, "board-targets-off")
        for (t in targets) assertEquals("target ${coordLabel(t)} drawn", pixelAt(plain, t), pixelAt(hidden, t))

        showTargets = true
        compose.waitForIdle()
        assertEquals(targets.size, compose.onAllNodes(withTarget()).fetchSemanticsNodes().size)
        val shown = Screenshots.capture(compose.activity.window.decorView, "board-targets-on")
        for (t in targets) assertNotEquals("target ${coordLabel(t)} not drawn", pixelAt(plain, t), pixelAt(shown, t))

        // Hidden or not, a target is still a legal move.
        showTargets = false
        node(targets.first()).performClick()
        compose.waitForIdle()
        assertEquals(1, h.session.snapshot().ply.toInt())
    }

    private fun pixelAt(bitmap: Bitmap, coord: Coord): Int {
        val c = node(coord).fetchSemanticsNode().boundsInWindow.center
        return bitmap.getPixel(c.x.toInt(), c.y.toInt())
    }

    private fun luminance(pixel: Int): Double =
        0.299 * ((pixel shr 16) and 0xff) + 0.587 * ((pixel shr 8) and 0xff) + 0.114 * (pixel and 0xff)

    @Test
    fun theMovedPieceSlidesFromItsSquareUnlessAnimationsAreOff() {
        animate = true
        val h = newHarness()
        show(h)
        val attacker = { c: Coord -> h.board.cell(c)?.piece == Piece.ATTACKER }
        // Attackers are dark discs: a dark centre means the piece is drawn on that square.
        fun pieceOn(bitmap: Bitmap, c: Coord) = luminance(pixelAt(bitmap, c)) < 100.0
        compose.mainClock.autoAdvance = false
        try {
            val (from, targets) = h.someMove(attacker)
            val to = targets.first()
            play(h, from, to)
            compose.mainClock.advanceTimeByFrame()
            compose.mainClock.advanceTimeByFrame()
            val sliding = Screenshots.capture(compose.activity.window.decorView, "board-sliding")
            assertTrue(descriptionOf(to).contains(word(R.string.square_last_move_to)))
            assertFalse("the piece is already on its target", pieceOn(sliding, to))
            assertTrue("the piece left its square at once", pieceOn(sliding, from))
            compose.mainClock.advanceTimeBy(BOARD_MOVE_MILLIS + 100L)
            val slid = Screenshots.capture(compose.activity.window.decorView, "board-slid")
            assertTrue("the piece never arrived", pieceOn(slid, to))
            assertFalse(pieceOn(slid, from))

            val (reply, replyTargets) = h.someMove()
            play(h, reply, replyTargets.first())
            compose.mainClock.advanceTimeBy(BOARD_MOVE_MILLIS + 100L)

            animate = false
            val (from2, targets2) = h.someMove(attacker)
            val to2 = targets2.first()
            play(h, from2, to2)
            compose.mainClock.advanceTimeByFrame()
            compose.mainClock.advanceTimeByFrame()
            val jumped = Screenshots.capture(compose.activity.window.decorView, "board-jumped")
            assertTrue("without animations the piece is at once on its target", pieceOn(jumped, to2))
            assertFalse(pieceOn(jumped, from2))
        } finally {
            compose.mainClock.autoAdvance = true
        }
    }

    @Test
    fun capturedPiecesFadeOutAsTheMoverArrives() {
        animate = true
        val h = newHarness()
        val line = findCaptureLine(h.session, depth = 3)!!
        for ((from, to) in line.dropLast(1)) h.move(from, to)
        show(h)
        val (from, to) = line.last()
        val before = h.session.snapshot()
        val size = before.boardSize.toInt()
        compose.mainClock.autoAdvance = false
        try {
            play(h, from, to)
            compose.mainClock.advanceTimeByFrame()
            compose.mainClock.advanceTimeByFrame()
            val start = Screenshots.capture(compose.activity.window.decorView, "board-capture-fading")
            compose.mainClock.advanceTimeBy(BOARD_MOVE_MILLIS + 100L)
            val end = Screenshots.capture(compose.activity.window.decorView, "board-capture-faded")
            val taken = h.session.snapshot().lastCaptures
            assertTrue(taken.isNotEmpty())
            for (c in taken) {
                // The centre of a soldier's disc is its plain fill: there while it fades, then gone.
                val fill = when (before.squares[c.rank.toInt() * size + c.file.toInt()].piece) {
                    Piece.ATTACKER -> BoardColors.attacker
                    Piece.DEFENDER -> BoardColors.defender
                    else -> error("a king taken within three plies of the start")
                }.toArgb()
                assertEquals("${coordLabel(c)} while the capture fades", fill, pixelAt(start, c))
                assertNotEquals("${coordLabel(c)} after the capture", fill, pixelAt(end, c))
            }
        } finally {
            compose.mainClock.autoAdvance = true
        }
    }

    @Test
    fun aDisabledBoardIgnoresTapsAndDrags() {
        enabled = false
        val h = newHarness()
        show(h)
        val (from, targets) = h.someMove()
        node(from).performClick()
        compose.waitForIdle()
        node(from).assertIsNotSelected()
        assertTrue(node(from).fetchSemanticsNode().config.contains(SemanticsProperties.Disabled))
        val origin = compose.onNodeWithTag(BOARD_GRID_TAG).fetchSemanticsNode().boundsInRoot.topLeft
        drag(boundsOf(from).center - origin, boundsOf(targets.first()).center - origin)
        compose.waitForIdle()
        assertEquals(0, h.session.snapshot().ply.toInt())
        node(from).assertIsNotSelected()

        enabled = true
        compose.waitForIdle()
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
 * Each file's letter under its column and each rank's number beside its row, outside the grid,
 * at a size that can be read (a line at least 10 dp high).
 */
internal fun assertEdgeLabels(compose: AndroidComposeTestRule<*, *>, n: Int) {
    val grid = compose.onNodeWithTag(BOARD_GRID_TAG).fetchSemanticsNode().boundsInRoot
    val density = compose.density.density
    val squares = compose.squares().associateBy { it.description().substringBefore(", ") }
    for (i in 0 until n) {
        val file = compose.onNodeWithTag(boardFileLabelTag(i))
        file.assertTextEquals(fileLabel(i))
        val f = file.fetchSemanticsNode().boundsInRoot
        val column = squares.getValue(coordLabel(Coord(i.toUByte(), 0u))).boundsInRoot
        assertTrue("file ${fileLabel(i)} at $f, grid $grid", f.top >= grid.bottom - 1f)
        assertTrue(abs(f.center.x - column.center.x) <= 1f)
        assertTrue("file label ${f.height / density} dp high", f.height / density >= 10f)

        val rank = compose.onNodeWithTag(boardRankLabelTag(i))
        rank.assertTextEquals((i + 1).toString())
        val r = rank.fetchSemanticsNode().boundsInRoot
        val row = squares.getValue(coordLabel(Coord(0u, i.toUByte()))).boundsInRoot
        assertTrue("rank ${i + 1} at $r, grid $grid", r.right <= grid.left + 1f)
        assertTrue(abs(r.center.y - row.center.y) <= 1f)
        assertTrue("rank label ${r.height / density} dp high", r.height / density >= 10f)
    }
}
