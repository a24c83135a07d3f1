package app.tafl.tests

import app.tafl.core.*
import kotlinx.coroutines.*
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.Timeout
import java.util.concurrent.atomic.AtomicBoolean
import java.util.concurrent.atomic.AtomicInteger
import kotlin.test.*

/** A blocking search on one thread while others read snapshots and one cancels it. */
class ConcurrencyTest {
    @Test
    @Timeout(60)
    fun cancelALongSearchWhileOthersReadSnapshots() = runBlocking {
        vsComputer(human = Side.DEFENDERS, level = Level.HARD, millis = 5000u, seed = null).use { game ->
            val before = game.snapshot()
            assertEquals(Turn.COMPUTER, before.turn)
            val started = System.nanoTime()
            val search = async(Dispatchers.IO) { runCatching { game.computerMove() } }

            val searching = AtomicBoolean(true)
            val reads = AtomicInteger()
            val sawThinking = AtomicBoolean(false)
            // Dispatchers.IO, not Default: busy readers would starve Default's few threads (2 on CI)
            val readers = List(3) {
                launch(Dispatchers.IO) {
                    while (searching.get()) {
                        yield() // cancellable if the test body fails
                        val s = game.snapshot()
                        if (s.computerThinking) sawThinking.set(true)
                        assertEquals(before.squares, s.squares, "the board does not change during the search")
                        reads.incrementAndGet()
                    }
                }
            }
            // wait until the search is really running, then try a second one
            while (!game.snapshot().computerThinking && System.nanoTime() - started < 2_000_000_000L) delay(1)
            assertTrue(game.snapshot().computerThinking, "computer_thinking is set while searching")
            assertIs<TaflException.ComputerThinking>(withContext(Dispatchers.IO) { taflError { game.computerMove() } })

            delay(100)
            val cancelledAt = System.nanoTime()
            game.cancel() // from the test thread, while the search runs on an IO thread
            val result = search.await()
            val cancelMillis = (System.nanoTime() - cancelledAt) / 1_000_000
            searching.set(false)
            readers.joinAll()

            val error = result.exceptionOrNull()
            assertIs<TaflException.Cancelled>(error, "computerMove result: $result")
            assertTrue(cancelMillis < 1000, "cancel took effect after $cancelMillis ms")
            assertTrue(reads.get() > 0, "snapshots were read during the search")
            assertTrue(sawThinking.get(), "a reader saw computerThinking")
            println("concurrency: ${reads.get()} snapshots during the search, cancelled within $cancelMillis ms")
            assertEquals(before, game.snapshot(), "a cancelled search leaves the game unchanged")
            game.cancel() // no-op when nothing runs
            assertEquals(before, game.snapshot())
        }
    }

    @Test
    @Timeout(60)
    fun aShortSearchPlaysALegalMove() {
        vsComputer(human = Side.DEFENDERS, level = Level.HARD, millis = 200u, seed = null).use { game ->
            val before = game.snapshot()
            val outcome = runBlocking(Dispatchers.Default) { game.computerMove() }
            assertEquals(Side.ATTACKERS, outcome.side)
            assertTrue(isStraightClearMove(before, outcome.played.from, outcome.played.to, Side.ATTACKERS), outcome.played.notation)
            val after = game.snapshot()
            assertEquals(1u, after.ply)
            assertEquals(Piece.ATTACKER, after.pieceAt(outcome.played.to))
            assertNull(after.pieceAt(outcome.played.from))
            assertEquals(Turn.HUMAN, after.turn)
            assertFalse(after.computerThinking)
            assertEquals(outcome.played, after.lastMove)
            // the human can answer
            val mover = game.movablePieces().first()
            val target = game.targets(mover).first()
            game.play(mover, target)
            assertEquals(Turn.COMPUTER, game.snapshot().turn)
        }
    }

    @Test
    @Timeout(60)
    fun theSameSessionSearchesAgainAfterACancel() {
        vsComputer(human = Side.DEFENDERS, level = Level.HARD, millis = 5000u, seed = null).use { game ->
            repeat(2) {
                val canceller = Thread {
                    val deadline = System.nanoTime() + 5_000_000_000L
                    while (!game.snapshot().computerThinking && System.nanoTime() < deadline) Thread.sleep(1)
                    Thread.sleep(20)
                    game.cancel()
                }
                canceller.start()
                assertIs<TaflException.Cancelled>(taflError { game.computerMove() })
                canceller.join()
            }
            assertEquals(0u, game.snapshot().ply)
            assertFalse(game.snapshot().computerThinking)
        }
    }
}
