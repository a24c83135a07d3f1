package app.tafl.tests

import app.tafl.core.*
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.Timeout
import java.util.concurrent.CountDownLatch
import java.util.concurrent.TimeUnit
import java.util.concurrent.atomic.AtomicBoolean
import java.util.concurrent.atomic.AtomicInteger
import java.util.concurrent.atomic.AtomicLong
import java.util.concurrent.atomic.AtomicReference
import kotlin.concurrent.thread
import kotlin.test.*

/**
 * The controller's searches run on its own threads: every call answers at once while one runs,
 * cancel() stops it promptly and leaves the game as it was, and the listener hears the news.
 */
class ConcurrencyTest {
    private fun millisSince(start: Long) = (System.nanoTime() - start) / 1_000_000.0

    @Test
    @Timeout(60)
    fun cancelALongSearchWhileOthersReadTheView() {
        vsComputer(human = Side.DEFENDERS, level = Level.HARD, millis = 60_000u, seed = null).use { game ->
            val before = game.view()
            assertEquals(Turn.COMPUTER, before.turn)
            val started = System.nanoTime()
            game.startComputer()
            assertTrue(millisSince(started) < 100, "startComputer() returns at once")
            assertEquals(Busy.COMPUTER_MOVE, game.view().busy)
            assertEquals(Status.ComputerThinking(Side.ATTACKERS), game.view().status)

            val searching = AtomicBoolean(true)
            val reads = AtomicInteger()
            val slowest = AtomicLong()
            val failure = AtomicReference<Throwable?>(null)
            val readers = List(3) { i ->
                thread(name = "reader-$i") {
                    try {
                        while (searching.get()) {
                            val t = System.nanoTime()
                            val v = game.view()
                            if (i == 0) game.targets(sq("d3"))
                            slowest.accumulateAndGet(System.nanoTime() - t, ::maxOf)
                            assertEquals(before.board.rows.map { r -> r.map { it.piece } }, v.board.rows.map { r -> r.map { it.piece } },
                                "the board does not change during the search")
                            reads.incrementAndGet()
                        }
                    } catch (e: Throwable) {
                        failure.set(e)
                    }
                }
            }
            assertIs<GameException.ComputerThinking>(gameError { game.startComputer() })
            Thread.sleep(300)
            val cancelledAt = System.nanoTime()
            game.cancel() // from the test thread, while the search runs on the core's thread
            val cancelMillis = millisSince(cancelledAt)
            searching.set(false)
            readers.forEach { it.join() }
            failure.get()?.let { throw it }
            println("cancel() returned after %.1f ms; %d reads, the slowest %.2f ms".format(cancelMillis, reads.get(), slowest.get() / 1e6))
            assertTrue(reads.get() > 0)
            // The search has a minute: a read that waited for it would take that long, not a slice of a busy CPU.
            assertTrue(slowest.get() / 1e6 < 1_000, "a read waited for the search: ${slowest.get() / 1e6} ms")
            assertTrue(cancelMillis < 250, "cancel() took $cancelMillis ms")

            val after = game.view()
            assertEquals(before.lasting(), after.lasting(), "the game is as it was")
            assertEquals(Busy.IDLE, after.busy)
            assertEquals(Status.ComputerWaiting(Side.ATTACKERS), after.status, "after cancel() the computer waits")
            assertEquals(0u, after.ply)
        }
    }

    @Test
    @Timeout(60)
    fun aShortSearchPlaysALegalMove() {
        vsComputer(human = Side.DEFENDERS, level = Level.HARD, millis = 50u, seed = null).use { game ->
            val before = game.view()
            val start = System.nanoTime()
            game.computerMove()
            assertTrue(millisSince(start) < 5_000)
            val after = game.view()
            val move = after.board.lastMove!!
            assertEquals(Side.ATTACKERS, move.side)
            assertTrue(isStraightClearMove(before, move.from, move.to, Side.ATTACKERS), move.notation)
            assertEquals(1u, after.ply)
            assertEquals(Piece.ATTACKER, after.pieceAt(move.to))
            assertNull(after.pieceAt(move.from))
            assertEquals(Turn.HUMAN, after.turn)
            assertEquals(Busy.IDLE, after.busy)
            // the human can answer
            val mover = game.movablePieces().first()
            game.play(mover, game.targets(mover).first())
            assertEquals(Turn.COMPUTER, game.view().turn)
        }
    }

    @Test
    @Timeout(60)
    fun resumedTheComputerMovesByItselfAndTheListenerHearsItOnAnotherThread() {
        vsComputer(human = Side.DEFENDERS, level = Level.EASY, seed = 3u).use { game ->
            val told = CountDownLatch(1)
            val where = AtomicReference<Thread>()
            game.setListener(object : Listener {
                override fun changed() {
                    where.set(Thread.currentThread())
                    told.countDown()
                }
            })
            Thread.sleep(100)
            assertEquals(0u, game.view().ply, "paused, the computer waits")
            game.resume()
            assertTrue(told.await(30, TimeUnit.SECONDS), "the listener was never told")
            assertNotSame(Thread.currentThread(), where.get())
            assertEquals(1u, game.view().ply)
            assertEquals(Status.YourMove(Side.DEFENDERS), game.view().status)

            // After the human's move it replies by itself; after cancel() it waits again.
            val mover = game.movablePieces().first()
            game.play(mover, game.targets(mover).first())
            assertTrue(game.waitUntilIdle(30_000u))
            assertEquals(3u, game.view().ply)
            game.cancel()
            val next = game.movablePieces().first()
            game.play(next, game.targets(next).first())
            Thread.sleep(200)
            assertEquals(4u, game.view().ply)
            assertEquals(Busy.IDLE, game.view().busy)
            game.setListener(null)
        }
    }

    @Test
    @Timeout(60)
    fun aListenerThatThrowsDoesNotEndTheSearchThread() {
        vsComputer(human = Side.DEFENDERS, level = Level.EASY, seed = 4u).use { game ->
            val calls = AtomicInteger()
            game.setListener(object : Listener {
                override fun changed() {
                    calls.incrementAndGet()
                    throw IllegalStateException("the app's listener failed")
                }
            })
            game.computerMove()
            assertEquals(1, calls.get())
            val mover = game.movablePieces().first()
            game.play(mover, game.targets(mover).first())
            game.computerMove()
            assertEquals(2, calls.get())
            assertEquals(3u, game.view().ply)
        }
    }

    @Test
    @Timeout(60)
    fun aMoveDuringAHintDropsTheHint() {
        GameController(config(millis = 60_000u)).use { game ->
            game.hint()
            assertEquals(Busy.HINT, game.view().busy)
            assertEquals(Status.FindingHint(Side.ATTACKERS), game.view().status)
            Thread.sleep(100)
            val start = System.nanoTime()
            game.play(sq("d2"), sq("c2"))
            assertTrue(millisSince(start) < 100, "the move did not wait for the hint")
            assertEquals(Busy.IDLE, game.view().busy)
            assertTrue(game.waitUntilIdle(5_000u))
            assertNull(game.view().board.hint, "a hint for the old position never shows")
            assertEquals(1u, game.view().ply)
        }
    }

    @Test
    @Timeout(60)
    fun theSameControllerSearchesAgainAfterACancel() {
        vsComputer(human = Side.DEFENDERS, level = Level.HARD, millis = 5_000u, seed = null).use { game ->
            repeat(2) {
                game.startComputer()
                Thread.sleep(50)
                game.cancel()
                assertEquals(Busy.IDLE, game.busy())
                assertEquals(0u, game.view().ply)
            }
            game.startGame(config(mode = Mode.VsComputer(Side.DEFENDERS, Level.EASY), seed = 9u))
            game.computerMove()
            assertEquals(1u, game.view().ply)
        }
    }
}
