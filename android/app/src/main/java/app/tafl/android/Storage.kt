package app.tafl.android

import android.content.Context
import android.util.AtomicFile
import java.io.File
import java.io.FileOutputStream
import java.io.IOException
import java.io.OutputStream
import java.util.concurrent.Callable
import java.util.concurrent.Executors
import org.json.JSONObject

/**
 * The app's documents — the game's save, the score tally, the settings, the history of finished
 * games, the lessons completed and the puzzles tried — each in a file of its own, so that a damaged
 * one never costs the others. The texts
 * are the core's; the app never looks inside them.
 *
 * Every file is written with [AtomicFile]: the new text goes to `NAME.new` and replaces the file only
 * once it is complete and synced, so a crash in the middle of a write leaves the previous version
 * (reading removes a left-over `.new`, and restores a `.bak` left by older versions of AtomicFile).
 * Writes run in order on one background thread of the process; a read waits for the writes before it,
 * so it always sees the latest text. [write] is the seam through which tests fill the disk.
 */
class Storage(
    context: Context,
    private val write: (OutputStream, ByteArray) -> Unit = { out, bytes -> out.write(bytes) },
) {
    private val dir = context.filesDir
    val game = Document("game.json")
    val tally = Document("tally.json")
    val settings = Document("settings.json")
    /** The core's history: a game a line, so a damaged line costs the core only that game. */
    val history = Document("history.jsonl")
    /** The core's record of the lessons completed, per rule set. */
    val lessons = Document("lessons.json")
    /** The core's record of the puzzles solved and failed. */
    val puzzles = Document("puzzles.json")

    init {
        val app = context.applicationContext
        io.execute { migrate(app) }
    }

    inner class Document(name: String) {
        private val file = AtomicFile(File(dir, name))

        /** The stored text, or null when there is none (or it cannot be read). */
        fun read(): String? = io.submit(Callable { readNow() }).get()

        /** Stores [text] in the background; [failed] is called (on that thread) when it could not be written. */
        fun write(text: String, failed: () -> Unit) = io.execute { if (!writeNow(text)) failed() }

        internal fun readNow(): String? = try {
            file.readFully().decodeToString()
        } catch (e: IOException) {
            null
        }

        internal fun writeNow(text: String): Boolean {
            var out: FileOutputStream? = null
            return try {
                out = file.startWrite()
                write(out, text.encodeToByteArray())
                file.finishWrite(out)
                true
            } catch (e: IOException) {
                file.failWrite(out) // removes the partial .new: the previous version stays
                false
            }
        }
    }

    /**
     * Older versions kept the three texts in SharedPreferences: they are moved into the files once
     * (and removed only after they were written, so a full disk keeps them for the next start).
     */
    private fun migrate(context: Context) {
        fun move(prefsName: String, into: Document, text: (Map<String, *>) -> String?) {
            val old = context.getSharedPreferences(prefsName, Context.MODE_PRIVATE).all
            if (old.isEmpty()) return
            val value = text(old)
            if (value == null || into.readNow() != null || into.writeNow(value)) context.deleteSharedPreferences(prefsName)
        }
        move("tafl_session", game) { it["save"] as? String }
        move("tafl_stats", tally) { it["tally"] as? String }
        // The old settings' keys are the fields of the core's settings document.
        move("tafl_settings", settings) { JSONObject(it).toString() }
    }

    private companion object {
        /** One writer for the whole process: two view-models never interleave their writes. */
        val io = Executors.newSingleThreadExecutor { Thread(it, "tafl-storage").apply { isDaemon = true } }
    }
}
