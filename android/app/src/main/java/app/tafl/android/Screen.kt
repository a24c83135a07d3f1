package app.tafl.android

/** The app's pages. The game is the home page: system back on any other page returns to it. */
enum class Screen { GAME, MOVES, RULES, STATISTICS, SETTINGS }
