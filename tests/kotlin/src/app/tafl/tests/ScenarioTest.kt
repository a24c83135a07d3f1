package app.tafl.tests

import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.TestFactory
import java.io.File
import kotlin.test.assertFailsWith
import kotlin.test.assertTrue

/** One dynamic test per `tests/scenarios/NAME.scn` file, and the runner's own checks. */
class ScenarioTest {
    @TestFactory
    fun scenarios(): List<DynamicTest> {
        val files = File(repoRoot(), "tests/scenarios").listFiles { f -> f.name.endsWith(".scn") }
            .orEmpty().sortedBy { it.name }
        assertTrue(files.size >= 6, "expected the scenario files, found ${files.map { it.name }}")
        return files.map { file ->
            DynamicTest.dynamicTest(file.name) {
                val commands = ScenarioRunner(file).run()
                println("scenario ${file.name}: $commands commands ok")
            }
        }
    }

    private fun scenario(vararg lines: String): File =
        File.createTempFile("runner", ".scn").apply { deleteOnExit(); writeText(lines.joinToString("\n")) }

    /** The runner catches a wrong word in any language, a wrong state and a call that should have failed. */
    @Test
    fun theRunnerReportsMismatchesWithTheirLine() {
        val ok = scenario("new brandubh two-players", "says To move: Attackers | Käigul: Ründajad | Ходят: Нападающие", "expect ply 0")
        assertTrue(ScenarioRunner(ok).run() == 3)
        for ((bad, line) in listOf(
            scenario("new brandubh two-players", "says To move: Attackers | Käigul: Ründajad | Ходят: Защитники") to 2,
            scenario("new brandubh two-players", "# a comment", "expect side defenders") to 3,
            scenario("new brandubh two-players", "fail play d2 c2 IllegalMove") to 2,
            scenario("new brandubh two-players", "play d2 c2 => captures c3") to 2,
            scenario("new brandubh two-players", "match-says none", "message-says none", "save-restore", "expect undo true") to 5,
        )) {
            val e = assertFailsWith<ScenarioRunner.ScenarioMismatch> { ScenarioRunner(bad).run() }
            assertTrue(e.message!!.startsWith("${bad.name}:$line:"), e.message)
        }
    }
}
