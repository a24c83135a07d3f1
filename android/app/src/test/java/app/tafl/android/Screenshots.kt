package app.tafl.android

import android.graphics.Bitmap
import android.graphics.BitmapFactory
import android.graphics.Canvas
import android.view.View
import java.io.File
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Assert.fail

/**
 * Draws a window's view tree into a PNG under the `screenshot.dir` system property
 * (target/screenshots/android when run by tests/suites/android.sh or Gradle) and compares it with
 * its committed reference, android/app/src/test/screenshots/<name>.png: a change that alters a
 * screen fails until its references are recorded again on purpose, with
 * `TAFL_RECORD_SCREENSHOTS=1 bash tests/suites/android.sh` (or the same variable for Gradle).
 * A failed comparison writes a diff image into `diff/` beside the screenshots.
 *
 * Compose's captureToImage() waits for a frame that never comes under Robolectric's paused looper,
 * so the decor view is drawn into a bitmap instead.
 */
object Screenshots {
    val dir: File = File(System.getProperty("screenshot.dir") ?: "build/screenshots").apply { mkdirs() }

    /** The committed references (Gradle runs the tests in android/app, hence the default root). */
    val references = File(System.getProperty("tafl.root") ?: "../..", "android/app/src/test/screenshots")

    /** Writes the references instead of comparing with them. */
    val recording = System.getenv("TAFL_RECORD_SCREENSHOTS") == "1"

    /**
     * Tolerance. Under Robolectric's NATIVE graphics the same build draws the same pixels: repeated
     * runs of the suite, on a busy and on a quiet machine, gave byte-identical PNGs for every
     * screen. What could still move a pixel without a change to the app is the host's rasteriser
     * (Skia picks its blending code by CPU, which may round an anti-aliased edge by a level), so a
     * pixel counts as changed when one of its channels moves by more than [CHANNEL_TOLERANCE]
     * levels, and a screen fails when more than [MAX_DIFFERING_PIXELS] pixels changed: a few stray
     * edge pixels pass, a change to what is drawn (a colour, a mark, a label) fails. For scale: the board's square
     * colour moved by 3 levels in one channel changes 69 721 pixels of the small phone's board,
     * and one letter of the Hint button's label 1 434 (the buttons re-centre).
     */
    const val CHANNEL_TOLERANCE = 2
    const val MAX_DIFFERING_PIXELS = 16

    /** The names captured in this run: two screens under one name would overwrite each other. */
    private val taken = mutableSetOf<String>()

    fun capture(view: View, name: String): Bitmap {
        val bitmap = Bitmap.createBitmap(view.width, view.height, Bitmap.Config.ARGB_8888)
        view.draw(Canvas(bitmap))
        check(bitmap, name)
        return bitmap
    }

    /** Saves [bitmap] as the screenshot [name], checks that something was drawn, then compares or records it. */
    fun check(bitmap: Bitmap, name: String) {
        assertTrue("two screenshots are named $name", synchronized(taken) { taken.add(name) })
        val file = File(dir, "$name.png")
        save(bitmap, file)
        assertNotBlank(bitmap, name)
        val reference = File(references, "$name.png")
        if (recording) {
            save(bitmap, reference)
            return
        }
        if (!reference.exists()) {
            fail("screenshot $name has no reference ${reference.canonicalPath}; $RECORD (new screenshot: ${file.canonicalPath})")
        }
        // From bytes: decodeFile's FileDescriptor handling needs JVM flags that neither runner passes.
        val bytes = reference.readBytes()
        val expected = BitmapFactory.decodeByteArray(bytes, 0, bytes.size, BitmapFactory.Options().apply { inPreferredConfig = Bitmap.Config.ARGB_8888 })
            ?: error("cannot read ${reference.canonicalPath}")
        assertEquals(
            "screenshot $name is ${bitmap.width}×${bitmap.height}, its reference ${expected.width}×${expected.height}; $RECORD",
            expected.width to expected.height,
            bitmap.width to bitmap.height,
        )
        val diff = compare(expected, bitmap)
        if (diff.differing > MAX_DIFFERING_PIXELS) {
            val image = File(dir, "diff/$name.png").apply { parentFile!!.mkdirs() }
            save(diff.image, image)
            fail(
                "screenshot $name differs from its reference in ${diff.differing} pixels " +
                    "(largest channel change ${diff.largest}, ${diff.box}); " +
                    "diff: ${image.canonicalPath} (changed pixels red); new: ${file.canonicalPath}; " +
                    "reference: ${reference.canonicalPath}. If the change is meant, $RECORD",
            )
        }
    }

    private const val RECORD = "record the references with TAFL_RECORD_SCREENSHOTS=1 bash tests/suites/android.sh"

    class Diff(val differing: Int, val largest: Int, val box: String, val image: Bitmap)

    /**
     * Pixels of [actual] whose channels differ from [expected]'s by more than [CHANNEL_TOLERANCE], and an
     * image of them: the reference faded to a light grey, each differing pixel pure red.
     */
    fun compare(expected: Bitmap, actual: Bitmap): Diff {
        val w = expected.width
        val h = expected.height
        val a = IntArray(w * h).also { expected.getPixels(it, 0, w, 0, 0, w, h) }
        val b = IntArray(w * h).also { actual.getPixels(it, 0, w, 0, 0, w, h) }
        val out = IntArray(w * h)
        var differing = 0
        var largest = 0
        var left = w
        var top = h
        var right = -1
        var bottom = -1
        for (i in a.indices) {
            var delta = 0
            for (shift in intArrayOf(0, 8, 16, 24)) {
                delta = maxOf(delta, kotlin.math.abs(((a[i] ushr shift) and 0xff) - ((b[i] ushr shift) and 0xff)))
            }
            largest = maxOf(largest, delta)
            if (delta > CHANNEL_TOLERANCE) {
                differing++
                val x = i % w
                val y = i / w
                left = minOf(left, x); right = maxOf(right, x); top = minOf(top, y); bottom = maxOf(bottom, y)
                out[i] = 0xffff0000.toInt()
            } else {
                val c = a[i]
                val l = (0.299 * ((c shr 16) and 0xff) + 0.587 * ((c shr 8) and 0xff) + 0.114 * (c and 0xff)).toInt()
                val faded = 192 + l / 4
                out[i] = (0xff shl 24) or (faded shl 16) or (faded shl 8) or faded
            }
        }
        val image = Bitmap.createBitmap(w, h, Bitmap.Config.ARGB_8888).apply { setPixels(out, 0, w, 0, 0, w, h) }
        val box = if (differing == 0) "nowhere" else "within x $left..$right, y $top..$bottom"
        return Diff(differing, largest, box, image)
    }

    private fun save(bitmap: Bitmap, file: File) {
        file.parentFile?.mkdirs()
        file.outputStream().use { bitmap.compress(Bitmap.CompressFormat.PNG, 100, it) }
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
