package app.tafl.android

import android.graphics.Bitmap
import android.graphics.Canvas
import android.view.View
import java.io.File
import org.junit.Assert.assertTrue

/**
 * Draws a window's view tree into a PNG under the `screenshot.dir` system property
 * (target/screenshots/android when run by tests/suites/android.sh or Gradle).
 * Compose's captureToImage() waits for a frame that never comes under Robolectric's paused looper,
 * so the decor view is drawn into a bitmap instead.
 */
object Screenshots {
    val dir: File = File(System.getProperty("screenshot.dir") ?: "build/screenshots").apply { mkdirs() }

    fun capture(view: View, name: String): Bitmap {
        val bitmap = Bitmap.createBitmap(view.width, view.height, Bitmap.Config.ARGB_8888)
        view.draw(Canvas(bitmap))
        val file = File(dir, "$name.png")
        file.outputStream().use { bitmap.compress(Bitmap.CompressFormat.PNG, 100, it) }
        assertNotBlank(bitmap, name)
        return bitmap
    }

    /** A blank or single-colour image means nothing was drawn: its luminance barely varies. */
    fun assertNotBlank(bitmap: Bitmap, name: String) {
        val step = 4
        var n = 0
        var sum = 0.0
        var sumSq = 0.0
        for (y in 0 until bitmap.height step step) {
            for (x in 0 until bitmap.width step step) {
                val c = bitmap.getPixel(x, y)
                val l = 0.299 * ((c shr 16) and 0xff) + 0.587 * ((c shr 8) and 0xff) + 0.114 * (c and 0xff)
                sum += l
                sumSq += l * l
                n++
            }
        }
        val mean = sum / n
        val variance = sumSq / n - mean * mean
        assertTrue("screenshot $name looks blank (luminance variance $variance)", variance > 100.0)
    }
}
