package app.tafl.android

import app.tafl.core.GameController
import app.tafl.core.GameView
import app.tafl.core.HistoryRow
import app.tafl.core.LessonController
import app.tafl.core.LessonView
import app.tafl.core.PuzzleController
import app.tafl.core.PuzzleView
import app.tafl.core.ReviewController
import app.tafl.core.ReviewPageView

/**
 * The app's pages. The game is the home page; the others open on top of one another (the history,
 * then one of its games, then its review or an analysis board of it; the lessons, then one of
 * them; the puzzles, then one of them) and back returns one page at a time.
 */
sealed interface Page {
    data object Game : Page
    data object Moves : Page
    data object History : Page
    data object Rules : Page
    data object Statistics : Page
    data object Settings : Page
    data object Lessons : Page
    data object Puzzles : Page

    /** A page with a core object of its own, let go when the page is left (its work stops). */
    sealed class Opened<C : AutoCloseable, V>(val live: Live<C, V>) : Page

    class Analysis(live: Live<GameController, GameView>) : Opened<GameController, GameView>(live)

    /** A game of the history; its [row] gives the date and the opponent. */
    class HistoryGame(val row: HistoryRow, live: Live<GameController, GameView>) : Opened<GameController, GameView>(live)

    class Review(live: Live<ReviewController, ReviewPageView>) : Opened<ReviewController, ReviewPageView>(live)

    class Lesson(live: Live<LessonController, LessonView>) : Opened<LessonController, LessonView>(live)

    class Puzzle(live: Live<PuzzleController, PuzzleView>) : Opened<PuzzleController, PuzzleView>(live)
}
