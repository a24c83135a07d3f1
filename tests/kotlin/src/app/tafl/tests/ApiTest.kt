package app.tafl.tests

import app.tafl.core.*
import org.junit.jupiter.api.Test
import kotlin.test.*

/** The exported API as the Kotlin apps see it, on Brandubh (7x7, attackers first). */
class ApiTest {
    private val capturesGame = "a4-a3 d5-f5 a3-c3 f5-f6 g4-g3 f6-f5 g3-e3xd3 f5-g5 b4-b6 g5-g4xf4"
    private val escapeGame = "b4-b2 d5-e5 g4-g6 d4-d5 b2-b1 d5-a5 g6-g5 a5-a7" // the king reaches a7

    @Test
    fun presetList() {
        val all = presets()
        assertEquals(7, all.size)
        assertEquals(defaultPreset(), all.first().preset)
        assertEquals(Preset.BRANDUBH, defaultPreset())
        assertEquals(Preset.entries.toSet(), all.map { it.preset }.toSet())
        assertEquals(all.size, all.map { it.id }.toSet().size, "ids are unique")
        for (info in all) assertEquals(info, presetInfo(info.preset))
        val brandubh = presetInfo(Preset.BRANDUBH)
        assertEquals("brandubh", brandubh.id)
        assertEquals(7, brandubh.boardSize.toInt())
        assertEquals(8u, brandubh.attackers)
        assertEquals(4u, brandubh.defenders, "defenders without the king")
        assertEquals(EscapeKind.CORNER, brandubh.escape)
        assertTrue(brandubh.throne)
        val copenhagen = presetInfo(Preset.COPENHAGEN)
        assertEquals(11, copenhagen.boardSize.toInt())
        assertEquals(24u, copenhagen.attackers)
        assertEquals(EscapeKind.EDGE, presetInfo(Preset.ARD_RI).escape)
        assertTrue(SpecialRule.SHIELDWALL in copenhagen.specials)
    }

    @Test
    fun coordinates() {
        assertEquals("a1", coordName(Coord(0u, 0u)))
        assertEquals("g7", coordName(Coord(6u, 6u)))
        assertEquals(Coord(3u, 1u), parseCoord("d2"))
        assertEquals("k11", parseCoord("k11").name)
        assertIs<TaflException.OffBoard>(taflError { parseCoord("zz") })
        assertIs<TaflException.OffBoard>(taflError { parseCoord("") })
    }

    @Test
    fun startSnapshotTargetsAndMovablePieces() {
        twoPlayers().use { game ->
            val s = game.snapshot()
            assertEquals(7, s.boardSize.toInt())
            assertEquals(49, s.squares.size)
            for ((i, square) in s.squares.withIndex()) {
                assertEquals(i, square.coord.rank.toInt() * 7 + square.coord.file.toInt(), "squares are rank-major")
            }
            assertEquals(Piece.KING, s.pieceAt("d4"))
            assertEquals(Piece.DEFENDER, s.pieceAt("c4"))
            assertEquals(Piece.ATTACKER, s.pieceAt("d7"))
            assertNull(s.pieceAt("a1"))
            assertEquals(8, s.squares.count { it.piece == Piece.ATTACKER })
            assertEquals(4, s.squares.count { it.piece == Piece.DEFENDER })
            assertTrue(s.squares[3 * 7 + 3].throne)
            assertEquals(setOf("a1", "g1", "a7", "g7"), s.squares.filter { it.corner }.map { it.coord.name }.toSet())
            assertEquals(Side.ATTACKERS, s.sideToMove)
            assertEquals(GameStatus.ONGOING, s.status)
            assertNull(s.reason)
            assertNull(s.lastMove)
            assertEquals(0u, s.ply)
            assertFalse(s.canUndo)
            assertFalse(s.canRedo)
            assertEquals(Turn.HUMAN, s.turn)
            assertFalse(s.computerThinking)
            assertEquals(Preset.BRANDUBH, s.preset)
            assertNull(s.matchView)

            assertEquals(setOf("a4", "b4", "d1", "d2", "d6", "d7", "f4", "g4"), game.movablePieces().map { it.name }.toSet())
            assertEquals(setOf("b1", "c1", "e1", "f1"), game.targets(sq("d1")).map { it.name }.toSet(), "corners are not for soldiers")
            assertEquals(setOf("a2", "b2", "c2", "e2", "f2", "g2"), game.targets(sq("d2")).map { it.name }.toSet())
        }
    }

    @Test
    fun scriptedGameWithCaptures() {
        twoPlayers().use { game ->
            game.playAll("a4-a3 d5-f5 a3-c3 f5-f6 g4-g3 f6-f5")
            val capture = game.play(sq("g3"), sq("e3"))
            assertEquals(Side.ATTACKERS, capture.side)
            assertEquals(listOf("d3"), capture.captures.map { it.name })
            assertEquals("g3-e3xd3", capture.played.notation)
            assertEquals(sq("g3"), capture.played.from)
            assertFalse(capture.kingCaptured)
            assertEquals(GameStatus.ONGOING, capture.status)
            assertNull(capture.reason)
            var s = game.snapshot()
            assertNull(s.pieceAt("d3"))
            assertEquals(listOf("d3"), s.lastCaptures.map { it.name })
            assertEquals(1u, s.capturedByAttackers)
            assertEquals(0u, s.capturedByDefenders)
            assertEquals(0u, s.pliesSinceCapture)
            assertEquals(Side.DEFENDERS, s.sideToMove)
            assertEquals("g3-e3xd3", s.lastMove?.notation)

            game.playAll("f5-g5 b4-b6")
            val quiet = game.snapshot()
            assertEquals(2u, quiet.pliesSinceCapture)
            assertTrue(quiet.lastCaptures.isEmpty())
            val second = game.play(sq("g5"), sq("g4"))
            assertEquals(Side.DEFENDERS, second.side)
            assertEquals(listOf("f4"), second.captures.map { it.name })
            s = game.snapshot()
            assertEquals(10u, s.ply)
            assertEquals(1u, s.capturedByAttackers)
            assertEquals(1u, s.capturedByDefenders)
            assertNull(s.pieceAt("f4"))
            assertEquals(Piece.DEFENDER, s.pieceAt("g4"))
            assertEquals(capturesGame, game.record())
            assertEquals(setOf("a3", "b3", "d3", "c1", "c2"), game.targets(sq("c3")).map { it.name }.toSet())
            assertEquals(setOf("d1", "d2", "c3", "e3", "b6", "d6", "d7"), game.movablePieces().map { it.name }.toSet())

            // undo / redo
            val undone = game.undo()
            assertEquals(9u, undone.ply)
            assertEquals(Piece.ATTACKER, undone.pieceAt("f4"))
            assertTrue(undone.canRedo)
            assertEquals(undone, game.snapshot())
            val redone = game.redo()
            assertEquals(s, redone)
            assertFalse(redone.canRedo)
        }
    }

    @Test
    fun kingEscapesAndTheGameIsOver() {
        twoPlayers().use { game ->
            game.playAll(escapeGame)
            val s = game.snapshot()
            assertEquals(GameStatus.DEFENDERS_WON, s.status)
            assertEquals(EndReason.KING_ESCAPED, s.reason)
            assertEquals(Turn.NOBODY, s.turn)
            assertEquals(Piece.KING, s.pieceAt("a7"))
            assertTrue(game.movablePieces().isEmpty())
            assertIs<TaflException.GameOver>(taflError { game.play(sq("d1"), sq("c1")) })
            assertTrue(game.undo().status == GameStatus.ONGOING, "undo reopens a finished game")
        }
    }

    @Test
    fun everyErrorCodeIsReachable() {
        // ComputerThinking and Cancelled need a running search: see ConcurrencyTest.
        twoPlayers().use { game ->
            assertIs<TaflException.OffBoard>(taflError { game.targets(Coord(7u, 0u)) })
            assertIs<TaflException.OffBoard>(taflError { game.play(Coord(3u, 1u), Coord(3u, 9u)) })
            assertIs<TaflException.NoPiece>(taflError { game.targets(sq("c3")) })
            assertIs<TaflException.NoPiece>(taflError { game.play(sq("c3"), sq("c2")) })
            assertIs<TaflException.NotYourPiece>(taflError { game.targets(sq("c4")) })
            assertIs<TaflException.NotYourPiece>(taflError { game.play(sq("d4"), sq("d3")) })
            assertIs<TaflException.IllegalMove>(taflError { game.play(sq("d2"), sq("e3")) }) // diagonal
            assertIs<TaflException.IllegalMove>(taflError { game.play(sq("d1"), sq("a1")) }) // corner
            assertIs<TaflException.NothingToUndo>(taflError { game.undo() })
            assertIs<TaflException.NothingToRedo>(taflError { game.redo() })
            assertIs<TaflException.NotComputersTurn>(taflError { game.computerMove() })
            assertIs<TaflException.NoMatch>(taflError { game.nextMatchGame() })
            assertEquals(0u, game.snapshot().ply, "failed calls change nothing")
            game.playAll(escapeGame)
            assertIs<TaflException.GameOver>(taflError { game.play(sq("d1"), sq("c1")) })
        }
        vsComputer(human = Side.DEFENDERS).use { game ->
            assertEquals(Turn.COMPUTER, game.snapshot().turn)
            assertTrue(game.movablePieces().isEmpty())
            assertIs<TaflException.NotYourTurn>(taflError { game.play(sq("d2"), sq("c2")) })
        }
        twoPlayers(match = true).use { game ->
            assertIs<TaflException.MatchNotFinished>(taflError { game.nextMatchGame() })
        }
        assertIs<TaflException.CorruptSave>(taflError { GameSession.restore("not a save") })
        assertIs<TaflException.CorruptSave>(taflError { GameSession.restore("") })
        val save = twoPlayers().use { it.save() }
        val version = Regex("\"version\"\\s*:\\s*\\d+")
        assertTrue(version.containsMatchIn(save), "save has a version: $save")
        assertIs<TaflException.UnsupportedVersion>(taflError {
            GameSession.restore(version.replaceFirst(save, "\"version\": 999"))
        })
        assertTrue("\"brandubh\"" in save, "save names its preset: $save")
        assertIs<TaflException.UnknownPreset>(taflError { GameSession.restore(save.replace("\"brandubh\"", "\"no-such-game\"")) })
    }

    @Test
    fun saveRestoreAndRecord() {
        twoPlayers().use { game ->
            game.playAll("a4-a3 d5-f5 a3-c3 f5-f6 g4-g3 f6-f5 g3-e3")
            game.undo()
            val saved = game.save()
            GameSession.restore(saved).use { copy ->
                assertEquals(game.snapshot(), copy.snapshot())
                assertEquals(game.record(), copy.record())
                assertEquals("a4-a3 d5-f5 a3-c3 f5-f6 g4-g3 f6-f5", copy.record())
                assertEquals(saved, copy.save())
                for (g in listOf(game, copy)) g.playAll("g3-e3xd3 f5-g5 b4-b6 g5-g4xf4")
                assertEquals(game.snapshot(), copy.snapshot())
                assertEquals(capturesGame, copy.record())
            }
        }
        vsComputer(human = Side.ATTACKERS, seed = 42u).use { game ->
            game.play(sq("d2"), sq("c2"))
            assertEquals(Turn.COMPUTER, game.snapshot().turn)
            game.computerMove()
            GameSession.restore(game.save()).use { copy ->
                assertEquals(game.snapshot(), copy.snapshot())
                assertEquals(Turn.HUMAN, copy.snapshot().turn)
                assertTrue(copy.record().startsWith("d2-c2 "))
            }
        }
    }

    @Test
    fun vsComputerTurnsAndUndo() {
        vsComputer(human = Side.ATTACKERS, seed = 1u).use { game ->
            assertEquals(Turn.HUMAN, game.snapshot().turn)
            game.play(sq("d2"), sq("c2"))
            assertTrue(game.movablePieces().isEmpty())
            assertIs<TaflException.NotYourTurn>(taflError { game.play(sq("d1"), sq("e1")) })
            val before = game.snapshot()
            val reply = game.computerMove()
            assertEquals(Side.DEFENDERS, reply.side)
            assertTrue(isStraightClearMove(before, reply.played.from, reply.played.to, Side.DEFENDERS), reply.played.notation)
            assertEquals(Turn.HUMAN, game.snapshot().turn)
            assertIs<TaflException.NotComputersTurn>(taflError { game.computerMove() })
            val undone = game.undo() // the computer's reply and the human's move together
            assertEquals(0u, undone.ply)
            assertEquals(Turn.HUMAN, undone.turn)
        }
    }

    @Test
    fun twoGameMatch() {
        twoPlayers(match = true).use { game ->
            val start = game.snapshot().matchView
            assertNotNull(start)
            assertEquals(1, start.gameNumber.toInt())
            assertEquals(Side.ATTACKERS, start.playerOneSide)
            assertFalse(start.finished)
            game.playAll(escapeGame) // player one (attackers) loses game 1
            val afterOne = game.snapshot().matchView!!
            assertEquals(0f, afterOne.playerOnePoints)
            assertEquals(1f, afterOne.playerTwoPoints)
            assertFalse(afterOne.finished)
            val two = game.nextMatchGame()
            assertEquals(2, two.matchView!!.gameNumber.toInt())
            assertEquals(Side.DEFENDERS, two.matchView!!.playerOneSide)
            assertEquals(0u, two.ply)
            assertEquals(GameStatus.ONGOING, two.status)
            game.playAll(escapeGame) // now player one has the defenders and wins
            val end = game.snapshot().matchView!!
            assertTrue(end.finished)
            assertEquals(1f, end.playerOnePoints)
            assertEquals(1f, end.playerTwoPoints)
            assertEquals(MatchWinner.TIE, end.winner, "1-1 on points, 0-0 captures")
        }
    }
}
