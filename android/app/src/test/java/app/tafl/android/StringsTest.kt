package app.tafl.android

import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.core.GameController
import app.tafl.core.GameException
import app.tafl.core.GameHistory
import app.tafl.core.LessonController
import app.tafl.core.LessonException
import app.tafl.core.LessonProgress
import app.tafl.core.Preset
import app.tafl.core.PuzzleProgress
import app.tafl.core.ScoreTally
import app.tafl.core.Side
import app.tafl.core.defaultPreferences
import app.tafl.core.errorText
import app.tafl.core.lessonErrorText
import app.tafl.core.levelName
import app.tafl.core.modeName
import app.tafl.core.offeredLevels
import app.tafl.core.parseCoord
import app.tafl.core.presetOptions
import app.tafl.core.setupPieces
import app.tafl.core.sideName
import app.tafl.core.statisticsDamagedText
import java.io.File
import javax.xml.parsers.DocumentBuilderFactory
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode

/**
 * The app's resources hold its chrome only, in English, Estonian and Russian alike (the same keys
 * with the same placeholders); everything the game says is the core's, in the same three languages.
 */
@RunWith(AndroidJUnit4::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE) // one Robolectric sandbox for every class: see GameDriver
@Config(sdk = [35])
class StringsTest {

    private val res = File(System.getProperty("tafl.root") ?: "../..", "android/app/src/main/res")
    private val languages = mapOf("en" to "values", "et" to "values-et", "ru" to "values-ru")

    private fun strings(folder: String): Map<String, String> {
        val doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(File(res, "$folder/strings.xml"))
        val nodes = doc.getElementsByTagName("string")
        return (0 until nodes.length).associate { i ->
            val node = nodes.item(i)
            node.attributes.getNamedItem("name").nodeValue to node.textContent.replace("\\'", "'")
        }
    }

    /** %1$s, %2$d …; a literal %% is not a placeholder. */
    private fun placeholders(text: String): List<String> =
        Regex("%(?:\\d+\\$)?[a-zA-Z]").findAll(text.replace("%%", "")).map { it.value }.sorted().toList()

    /** Every error the core can report, one of each kind. */
    private fun everyError(): List<GameException> = GameException::class.java.declaredClasses
        .filter { GameException::class.java.isAssignableFrom(it) && it != GameException::class.java }
        .map { it.getDeclaredConstructor().newInstance() as GameException }

    /** Every error a lesson can report, one of each kind. */
    private fun everyLessonError(): List<LessonException> = LessonException::class.java.declaredClasses
        .filter { LessonException::class.java.isAssignableFrom(it) && it != LessonException::class.java }
        .map { it.getDeclaredConstructor().newInstance() as LessonException }

    /** What the core says in [language]: names, errors, a game's status lines and squares, statistics, history, lessons, puzzles. */
    private fun coreWords(language: String): Set<String> = buildSet {
        presetOptions(language).forEach { add(it.name); add(it.summary) }
        Side.entries.forEach { add(sideName(it, language)) }
        setupPieces(language).forEach { add(it.name) }
        offeredLevels().forEach { add(levelName(it, language)) }
        listOf(true, false).forEach { add(modeName(it, language)) }
        everyError().forEach { add(errorText(it, language)) }
        add(statisticsDamagedText(language))
        everyLessonError().forEach { add(lessonErrorText(it, language)) }
        LessonProgress().use { progress ->
            Preset.entries.forEach { preset -> progress.lessons(preset, null, language).forEach { add(it.title); add(it.summary) } }
        }
        LessonController.start(Preset.BRANDUBH, null, "capture", language).use { lesson ->
            val view = lesson.view()
            add(view.task)
            view.explanation.forEach { add(it) }
        }
        PuzzleProgress().use { progress ->
            progress.sets(language).forEach { set ->
                add(set.name)
                add(set.progressText)
                progress.entries(set.preset, language).take(5).forEach { add(it.title); add(it.goal); add(it.ratingText); add(it.recordText) }
            }
        }
        GameController.launch(null, defaultPreferences(), language).use { game ->
            // The king reaches a7: a finished game, its result and its statistics.
            for (move in "b4-b2 d5-e5 g4-g6 d4-d5 b2-b1 d5-a5 g6-g5 a5-a7".split(" ")) {
                val (from, to) = move.split("-")
                val before = game.view()
                add(before.headline)
                add(before.capturesLine)
                game.play(parseCoord(from), parseCoord(to))
            }
            add(game.view().headline)
            ScoreTally().use { tally ->
                val finished = tally.record(game)
                tally.cards(language).forEach { card -> add(card.title); card.lines.forEach { add(it.opponent); add(it.score) } }
                GameHistory().use { history ->
                    finished.forEach { history.add(it) }
                    history.rows(language).forEach { add(it.title); add(it.opponent); add(it.result); add(it.length) }
                }
            }
        }
    }

    @Test
    fun everyKeyIsInAllThreeLanguagesWithTheSamePlaceholders() {
        val en = strings("values")
        assertTrue("found ${en.size} strings", en.size > 30)
        for (folder in listOf("values-et", "values-ru")) {
            val other = strings(folder)
            assertEquals("keys missing in $folder", emptySet<String>(), en.keys - other.keys)
            assertEquals("keys only in $folder", emptySet<String>(), other.keys - en.keys)
            for ((key, text) in en) {
                assertEquals("placeholders of $key in $folder", placeholders(text), placeholders(other.getValue(key)))
                assertTrue("$key is empty in $folder", other.getValue(key).isNotBlank())
            }
        }
    }

    @Test
    fun theAppSaysNothingTheCoreSays() {
        for ((language, folder) in languages) {
            val core = coreWords(language)
            assertTrue("$language: ${core.size} words of the core", core.size > 40)
            val repeated = strings(folder).filterValues { it in core }
            assertEquals("$folder repeats the core's words", emptyMap<String, String>(), repeated)
        }
    }

    @Test
    fun everyCoreErrorHasAMessageInEveryLanguage() {
        val errors = everyError()
        assertEquals("every GameException kind", 24, errors.size)
        val english = errors.map { errorText(it, "en") }
        assertEquals("two errors share a message", errors.size, english.toSet().size)
        for (language in listOf("et", "ru")) {
            val texts = errors.map { errorText(it, language) }
            assertEquals("$language: two errors share a message", errors.size, texts.toSet().size)
            texts.forEachIndexed { i, text ->
                assertTrue(text.isNotBlank())
                assertNotEquals("$language: ${errors[i].javaClass.simpleName} is not translated", english[i], text)
            }
        }
    }

    @Test
    fun everyLessonErrorHasAMessageInEveryLanguage() {
        val errors = everyLessonError()
        assertEquals("every LessonException kind", 10, errors.size)
        val english = errors.map { lessonErrorText(it, "en") }
        assertEquals("two lesson errors share a message", errors.size, english.toSet().size)
        for (language in listOf("et", "ru")) {
            val texts = errors.map { lessonErrorText(it, language) }
            texts.forEachIndexed { i, text ->
                assertTrue(text.isNotBlank())
                assertNotEquals("$language: ${errors[i].javaClass.simpleName} is not translated", english[i], text)
            }
        }
    }
}
