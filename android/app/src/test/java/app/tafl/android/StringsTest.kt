package app.tafl.android

import android.content.res.Configuration
import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.core.TaflException
import java.io.File
import java.util.Locale
import javax.xml.parsers.DocumentBuilderFactory
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config

/** English, Estonian and Russian say the same things: the same keys with the same placeholders. */
@RunWith(AndroidJUnit4::class)
@Config(sdk = [35])
class StringsTest {

    private val res = File(System.getProperty("tafl.root") ?: "../..", "android/app/src/main/res")

    private fun strings(folder: String): Map<String, String> {
        val doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(File(res, "$folder/strings.xml"))
        val nodes = doc.getElementsByTagName("string")
        return (0 until nodes.length).associate { i ->
            val node = nodes.item(i)
            node.attributes.getNamedItem("name").nodeValue to node.textContent
        }
    }

    /** %1$s, %2$d …; a literal %% is not a placeholder. */
    private fun placeholders(text: String): List<String> =
        Regex("%(?:\\d+\\$)?[a-zA-Z]").findAll(text.replace("%%", "")).map { it.value }.sorted().toList()

    @Test
    fun everyKeyIsInAllThreeLanguagesWithTheSamePlaceholders() {
        val en = strings("values")
        assertTrue(en.size > 100)
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
    fun everyCoreErrorHasAMessageInEveryLanguage() {
        // Java reflection (kotlin-reflect is not on the app's classpath): every nested error class.
        val errors = TaflException::class.java.declaredClasses
            .filter { TaflException::class.java.isAssignableFrom(it) && it != TaflException::class.java }
            .map { it.getDeclaredConstructor().newInstance() as TaflException }
        assertTrue("found ${errors.size} error kinds", errors.size >= 18)
        val ids = errors.map { errorText(it) }
        assertEquals("two errors share a message", ids.size, ids.toSet().size)
        for (language in listOf("en", "et", "ru")) {
            val config = Configuration(app.resources.configuration).apply { setLocale(Locale.forLanguageTag(language)) }
            val resources = app.createConfigurationContext(config).resources
            ids.forEach { assertTrue(resources.getString(it).isNotBlank()) }
        }
        assertEquals(R.string.error_internal, failureText(IllegalStateException("a panic")))
    }
}
