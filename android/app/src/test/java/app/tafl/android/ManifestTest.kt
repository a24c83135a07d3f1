package app.tafl.android

import java.io.File
import javax.xml.parsers.DocumentBuilderFactory
import org.junit.Assert.assertEquals
import org.junit.Test

/** An offline game: the manifest asks for no permission at all (no network, no storage, no vibration). */
class ManifestTest {

    @Test
    fun theManifestAsksForNoPermission() {
        val manifest = File(System.getProperty("tafl.root") ?: "../..", "android/app/src/main/AndroidManifest.xml")
        val doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(manifest)
        val asked = listOf("uses-permission", "uses-permission-sdk-23", "permission")
            .flatMap { tag ->
                val nodes = doc.getElementsByTagName(tag)
                (0 until nodes.length).map { "$tag ${nodes.item(it).attributes.getNamedItem("android:name")?.nodeValue}" }
            }
        assertEquals(emptyList<String>(), asked)
        assertEquals("one activity: the game", 1, doc.getElementsByTagName("activity").length)
    }
}
