package org.cardlab.daguai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.TextNode;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.InvariantHarness;
import org.cardlab.core.Rng;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The shared invariant harness over seeded rounds and whole matches, random and greedy bots. */
class DaguaiHarnessTest {
    static final DaguaiRules RULES = DaguaiRules.defaults();

    /** The harness over games of {@code rules} (rounds or matches) with the random or greedy bot. */
    static InvariantHarness<DaguaiState, DaguaiMove> harness(DaguaiRules rules, boolean match, boolean greedy) {
        DaguaiGame game = new DaguaiGame(rules, match);
        return new InvariantHarness<>(game, InvariantHarness.bots(game, greedy ? "greedy" : "random"),
                DaguaiHarnessTest::candidates, g -> checkReturns(g, rules));
    }

    static List<DaguaiMove> candidates(DaguaiState g, Rng rng) {
        List<DaguaiMove> out = new ArrayList<>();
        out.add(DaguaiMove.PASS);
        int f = rng.nextInt(Card.FACES);
        out.add(switch (rng.nextInt(3)) { // one move of the tribute exchange, mostly refused in play
            case 0 -> DaguaiMove.giveBack(f);
            case 1 -> DaguaiMove.offer(f, rng.nextInt(Card.FACES));
            default -> DaguaiMove.keep(f);
        });
        int seat = Math.max(g.currentPlayer(), 0);
        int n = g.handSize(seat);
        Combo last = g.lastPlay();
        int led = last != null ? last.size() : 1 + rng.nextInt(5);
        int any = 1 + rng.nextInt(5);
        for (int size : new int[] {led, any}) {
            if (size <= n) {
                out.add(DaguaiMove.play(DaguaiMoves.sample(g.hand(seat), n, size, rng)));
            }
        }
        out.add(DaguaiMove.play(new int[] {rng.nextInt(Card.FACES), rng.nextInt(Card.FACES)}));
        return out;
    }

    static void checkReturns(DaguaiState g, DaguaiRules rules) {
        double[] r = g.returns();
        int winner = g.isMatch() ? g.matchWinner() : g.results().get(0).winnerTeam();
        for (int s = 0; s < 6; s++) {
            double want = winner < 0 ? 0.5 : s % 2 == winner ? 1 : 0;
            assertEquals(want, r[s], "returns of seat " + s);
        }
        assertEquals(3.0, InvariantHarness.sum(r), 1e-9);
        for (DaguaiRoundResult res : g.results()) {
            checkOutcome(res);
        }
        if (g.isMatch()) { // the winner won a round as the offense at (or, reach-level, to) the match level
            DaguaiRoundResult lastRound = g.results().get(g.results().size() - 1);
            assertTrue(g.results().size() >= 2, "a match to level 4 takes at least two rounds");
            assertEquals(Scoring.Outcome.OFFENSE_WINS, lastRound.outcome());
            assertEquals(winner, lastRound.offenseTeam());
            if (rules.matchEndsOnReaching) {
                assertEquals(rules.matchLevel, lastRound.levelsAfter()[winner]);
                assertTrue(lastRound.level() < rules.matchLevel);
            } else {
                assertEquals(rules.matchLevel, lastRound.level());
            }
        }
    }

    /** The four cases of the text, from the escape order alone. */
    static void checkOutcome(DaguaiRoundResult r) {
        int first = r.escapeOrder()[0] % 2;
        int done = r.escapeOrder()[r.escapeOrder().length - 1] % 2;
        for (int s : r.trapped()) {
            assertEquals(1 - done, s % 2, "a trapped player belongs to the team that did not escape");
        }
        Scoring.Outcome want = first == r.offenseTeam()
                ? (done == r.offenseTeam() ? Scoring.Outcome.OFFENSE_WINS : Scoring.Outcome.DRAW_OFFENSE_TRAPPED)
                : (done == r.offenseTeam() ? Scoring.Outcome.DRAW_DEFENSE_TRAPPED : Scoring.Outcome.DEFENSE_WINS);
        assertEquals(want, r.outcome());
        assertTrue(r.trapped().length >= 1);
    }

    // 500 seeded rounds in all: 250 with the random bot, 250 with the greedy one (a round has at
    // most 162 plays, each followed by at most 5 passes: 972 moves); the first QUICK of each run in
    // every build, the others tagged slow (mvn test -Pquick leaves them out; mvn test runs them)

    static final int QUICK = 10;

    @Test
    void randomRounds() {
        rounds(false, 1, QUICK);
    }

    @Test
    void greedyRounds() {
        rounds(true, 1000, QUICK);
    }

    @Tag("slow")
    @Test
    void theOtherRandomRounds() {
        rounds(false, 1 + QUICK, 250 - QUICK);
    }

    @Tag("slow")
    @Test
    void theOtherGreedyRounds() {
        rounds(true, 1000 + QUICK, 250 - QUICK);
    }

    private static void rounds(boolean greedy, long firstSeed, int games) {
        long moves = harness(RULES, false, greedy).games(games).firstSeed(firstSeed).maxMoves(972)
                .roundTripEvery(60).legalMovesTried(3).threads(Runtime.getRuntime().availableProcessors()).run();
        assertTrue(moves > games * 50L, "moves checked: " + moves);
    }

    @Test
    void wholeMatchesToLevelFour() {
        DaguaiRules short4 = RULES.with("matchLevel", TextNode.valueOf("4"));
        harness(short4, true, true).games(3).maxMoves(100_000).roundTripEvery(400)
                .legalMovesTried(2).threads(Runtime.getRuntime().availableProcessors()).run();
        DaguaiRules other = short4.with("levelAdvance", TextNode.valueOf("by-trapped"))
                .with("jokerTribute", TextNode.valueOf("two-offered")).with("returnCard", TextNode.valueOf("lower-than-tribute"))
                .with("leadAfterEscapedWinner", TextNode.valueOf("partner"))
                .with("afterPass", TextNode.valueOf("out-of-trick")).with("matchEnd", TextNode.valueOf("reach-level"))
                .with("tributePairs", TextNode.valueOf("finishing-places"));
        harness(other, true, false).games(2).firstSeed(50).maxMoves(100_000)
                .roundTripEvery(400).legalMovesTried(2).threads(Runtime.getRuntime().availableProcessors()).run();
    }

    @Test
    void everyOtherOptionValueKeepsTheInvariants() {
        DaguaiRules variant = RULES.with("twoRank", TextNode.valueOf("high"))
                .with("direction", TextNode.valueOf("counterclockwise"))
                .with("levelCardInStraight", TextNode.valueOf("excluded"))
                .with("flushCompare", TextNode.valueOf("highest-card"))
                .with("aceLowStraight", com.fasterxml.jackson.databind.node.BooleanNode.FALSE)
                .with("bigJokerAsSmall", com.fasterxml.jackson.databind.node.BooleanNode.FALSE)
                .with("equalBeats", com.fasterxml.jackson.databind.node.BooleanNode.TRUE)
                .with("tributePublic", com.fasterxml.jackson.databind.node.BooleanNode.FALSE)
                .with("cardCountVisible", com.fasterxml.jackson.databind.node.IntNode.valueOf(5))
                .with("afterPass", TextNode.valueOf("out-of-trick"));
        harness(variant, false, false).games(12).firstSeed(7000).maxMoves(972)
                .roundTripEvery(50).legalMovesTried(3).threads(Runtime.getRuntime().availableProcessors()).run();
        harness(variant, false, true).games(12).firstSeed(8000).maxMoves(972)
                .roundTripEvery(50).legalMovesTried(3).threads(Runtime.getRuntime().availableProcessors()).run();
    }
}
