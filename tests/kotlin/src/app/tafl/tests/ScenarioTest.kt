package app.tafl.tests

import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.TestFactory
import kotlin.test.assertTrue

/** One dynamic test per `tests/scenarios/NAME.scn` file. */
class ScenarioTest {
    @TestFactory
    fun scenarios(): List<DynamicTest> {
        val files = java.io.File(repoRoot(), "tests/scenarios").listFiles { f -> f.name.endsWith(".scn") }
            .orEmpty().sortedBy { it.name }
        assertTrue(files.isNotEmpty(), "no scenario files in tests/scenarios")
        return files.map { file ->
            DynamicTest.dynamicTest(file.name) {
                val commands = ScenarioRunner(file).run()
                println("scenario ${file.name}: $commands commands ok")
            }
        }
    }
}
