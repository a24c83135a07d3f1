package app.tafl.android

import androidx.test.ext.junit.runners.AndroidJUnit4
import app.tafl.android.GameDriver.app
import app.tafl.android.GameDriver.awaitMain
import app.tafl.android.GameDriver.playTwoPlayerGameToEnd
import app.tafl.core.MatchWinner
import app.tafl.core.Preset
import kotlin.random.Random
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.annotation.Config

/**
 * A two-game match between two players, both games to the end: player one attacks in game 1 and
 * defends in game 2; equal points are decided by the captures over both games.
 */
@RunWith(AndroidJUnit4::class)
@Config(sdk = [35])
class MatchTest {

    private data class Played(val p1Points: Float, val p2Points: Float, val p1Captures: Int, val p2Captures: Int, val match: TextRes)

    private fun captures(vm: GameViewModel): Pair<Int, Int> {
        val args = vm.state.value.status.captures.args
        return (args[0] as Int) to (args[1] as Int) // by attackers, by defenders
    }

    private fun points(result: Int, p1Side: Int): Pair<Float, Float> = when (result) {
        R.string.result_draw -> 0.5f to 0.5f
        p1Side -> 1f to 0f
        else -> 0f to 1f
    }

    private fun resultOf(vm: GameViewModel): Int {
        val headline = vm.state.value.status.headline
        return (if (headline.id == R.string.status_result_with_reason) headline.args[0] as TextRes else headline).id
    }

    private fun playMatch(seed: Int): Played {
        val vm = GameViewModel(app)
        val choice = NewGameChoice(preset = Preset.BRANDUBH, twoGameMatch = true)
        vm.startNewGame(choice)
        awaitMain { vm.state.value.lastChoice == choice }
        val random = Random(seed)

        playTwoPlayerGameToEnd(vm, random)
        assertTrue("game 1 over: next game offered", vm.state.value.canStartNextMatchGame)
        val (att1, def1) = captures(vm)
        val (p1First, p2First) = points(resultOf(vm), R.string.result_attackers_won)
        vm.startNextMatchGame()
        awaitMain { !vm.state.value.status.gameOver }
        assertEquals(
            TextRes(R.string.match_score_two_players, 2, TextRes(R.string.side_defenders), points(p1First), points(p2First)),
            vm.state.value.status.match,
        )

        playTwoPlayerGameToEnd(vm, random)
        assertFalse("the match is over", vm.state.value.canStartNextMatchGame)
        val (att2, def2) = captures(vm)
        val (p1Second, p2Second) = points(resultOf(vm), R.string.result_defenders_won)
        val match = requireNotNull(vm.state.value.status.match)
        vm.startNextMatchGame()
        awaitMain { true }
        assertEquals(TextRes(R.string.error_no_match), vm.state.value.message)
        return Played(p1First + p1Second, p2First + p2Second, att1 + def2, def1 + att2, match)
    }

    @Test
    fun aMatchIsPlayedToTheEndAndEqualPointsAreDecidedByCaptures() {
        var tieBreaks = 0
        for (seed in 1..12) {
            val played = playMatch(seed)
            val winner = when {
                played.p1Points > played.p2Points -> MatchWinner.PLAYER_ONE
                played.p1Points < played.p2Points -> MatchWinner.PLAYER_TWO
                played.p1Captures > played.p2Captures -> MatchWinner.PLAYER_ONE
                played.p1Captures < played.p2Captures -> MatchWinner.PLAYER_TWO
                else -> MatchWinner.TIE
            }
            println("match $seed: points ${played.p1Points}:${played.p2Points}, captures ${played.p1Captures}:${played.p2Captures} -> $winner")
            assertEquals(
                TextRes(R.string.match_final, TextRes(matchWinnerText(winner, vsComputer = false)), points(played.p1Points), points(played.p2Points)),
                played.match,
            )
            if (played.p1Points == played.p2Points) tieBreaks++
            if (tieBreaks > 0 && seed >= 3) break
        }
        assertTrue("no match with equal points among the seeds tried", tieBreaks > 0)
    }
}
