package app.tafl.android

import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.core.AppCore
import app.tafl.core.Preset
import app.tafl.core.defaultChoice
import app.tafl.core.Side
import app.tafl.core.levelName
import app.tafl.core.modeName
import app.tafl.core.offeredLevels
import app.tafl.core.parseCoord
import app.tafl.core.presetOptions
import app.tafl.core.setupPieces
import app.tafl.core.sideName
import java.io.File
import kotlin.io.path.createTempDirectory
import javax.xml.parsers.DocumentBuilderFactory
import org.junit.Assert.assertEquals
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

    /**
     * What the core says in [language], as the app's pages get it: names, refusals, a game's status
     * lines and squares, the app's notice, statistics, history, lessons, puzzles (an app object of
     * its own, over a folder of its own).
     */
    private fun coreWords(language: String): Set<String> = buildSet {
        presetOptions(language).forEach { add(it.name); add(it.summary) }
        Side.entries.forEach { add(sideName(it, language)) }
        setupPieces(language).forEach { add(it.name) }
        offeredLevels().forEach { add(levelName(it, language)) }
        listOf(true, false).forEach { add(modeName(it, language)) }
        AppCore.launch(createTempDirectory("tafl-words").toString(), language).use { app ->
            assertTrue(app.waitUntilLoaded(20_000u))
            val game = app.game()
            for (preset in Preset.entries) {
                game.newGame(defaultChoice().copy(preset = preset))
                app.lessons().lessons.forEach { add(it.title); add(it.summary) }
            }
            game.newGame(defaultChoice())
            app.openLesson("capture").use { lesson ->
                val view = lesson.view()
                add(view.task)
                add(view.stepText)
                view.explanation.forEach { add(it) }
                runCatching { lesson.nextStep() }
                lesson.view().message?.let { add(it.text) }
            }
            val puzzles = app.puzzles()
            puzzles.sets.forEach { add(it.name); add(it.progressText) }
            puzzles.entries.take(5).forEach { add(it.title); add(it.goal); add(it.ratingText); add(it.recordText) }
            // Refusals in words: the other side's piece, a move through a piece.
            runCatching { game.tap(parseCoord("d4")) }
            game.view().message?.let { add(it.text) }
            runCatching { game.play(parseCoord("a4"), parseCoord("g4")) }
            game.view().message?.let { add(it.text) }
            // A write that fails: the app's notice.
            app.simulateFullDisk(true)
            // The king reaches a7: a finished game, its result and its statistics.
            for (move in "b4-b2 d5-e5 g4-g6 d4-d5 b2-b1 d5-a5 g6-g5 a5-a7".split(" ")) {
                val (from, to) = move.split("-")
                val before = game.view()
                add(before.headline)
                add(before.capturesLine)
                game.play(parseCoord(from), parseCoord(to))
            }
            add(game.view().headline)
            assertTrue(app.waitUntilSaved(20_000u))
            add(checkNotNull(app.view().notice) { "a failed write is said" })
            app.statistics().forEach { card -> add(card.title); card.lines.forEach { add(it.opponent); add(it.score) } }
            app.history().forEach { add(it.title); add(it.opponent); add(it.result); add(it.length) }
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
}
