package app.tafl.android

/**
 * The app's pages. The game is the home page; the others open on top of one another (the history,
 * then one of its games, then its review or an analysis board of it; the lessons, then one of them;
 * the puzzles, then one of them) and back returns one page at a time.
 */
enum class Screen { GAME, MOVES, HISTORY, HISTORY_GAME, ANALYSIS, REVIEW, RULES, STATISTICS, SETTINGS, LESSONS, LESSON, PUZZLES, PUZZLE }
