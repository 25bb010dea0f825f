package org.cardlab.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.cardlab.cli.Cli;
import org.cardlab.core.Game;
import org.cardlab.core.GameFixtures;
import org.cardlab.core.GameState;
import org.cardlab.core.Json;
import org.cardlab.core.Replay;
import org.cardlab.core.WitnessMoves;
import org.cardlab.games.Games;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Witnesses for SCOUT and Da Guai Lu Zi, through the same search as Fugitive's. */
class WitnessSearchTest {

    /** SCOUT: the other reading of capture (only sets of the same size and kind) parts as soon as a set beats another kind. */
    @Test
    void scoutCaptureWitnessIsShortAndReplaysUnderBothSpecs(@TempDir Path dir) {
        Cli r = Cli.run("specs", "witness", "scout", "es", "es+capture=same-count-and-kind", "--out", dir.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("capture                  witness of 6 moves (deal seed 1)"), r.out());
        assertTrue(r.out().contains("es 'always' vs es+capture=same-count-and-kind 'same-count-and-kind'"),
                "values are quoted once: " + r.out());
        Path f = dir.resolve("capture.json");
        var record = Games.read(f);
        Game<?, ?> es = GameFixtures.game("scout", "es", "players", 4);
        checkParts(es, es.withSpec(es.type().spec("es+capture=same-count-and-kind")), record);
        assertTrue(r.out().contains("the game ends differently under the two specs"), r.out());
    }

    /**
     * Rules that hold together: the tests' duel with a deck of 2 numbers and hands of 2. Its deck
     * taken alone into the plain spec (hands of 3) makes no game, so that difference is left
     * unwitnessed with the reason (exit 1). The hand size is still searched to its verdict: taken
     * alone it deals the same seeds otherwise than either spec, and the search no longer stops at
     * a move of the path that the swapped game refuses.
     */
    @Test
    void aValueThatMakesNoGameAloneIsLeftUnwitnessedAndTheOtherRulesAreSearched() {
        Cli r = Cli.run("specs", "witness", "duel", "plain", "plain+highest=2+handSize=2");
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().replaceAll("\\s+", " ").contains("highest not searched: the value of 'plain+highest=2+handSize=2' taken"
                + " alone into 'plain' makes no game (rules.handSize: two hands of 3 need more than the 4 cards of the deck)"),
                r.out());
        assertTrue(r.out().matches("(?s).*\\n  handSize                 (witness of|no witness within) .*"), r.out());
    }

    /**
     * A hand of 4 against one of 3 deals every seed apart, so a rule that differs besides it
     * (who leads after a trick) can part no game on its own: the verdict says so and names the
     * command that searches that rule alone, which then finds its witness.
     */
    @Test
    void aRuleMaskedByAnotherThatChangesTheDealNamesTheSearchOfItAlone() {
        Cli r = Cli.run("specs", "witness", "duel", "plain", "plain+handSize=4+winnerLeads=false");
        assertEquals(1, r.code(), r.out() + r.err());
        String alone = "cardlab specs witness duel plain plain+winnerLeads=false";
        assertTrue(r.out().matches("(?s).*\\n  winnerLeads +no witness within .*"), r.out());
        assertTrue(r.out().replaceAll("\\s+", " ").contains("the games are apart before the first move: search this rule alone"
                + " with '" + alone + "'"), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.equals("    '" + alone + "'")), "the command whole on a line of its own: " + r.out());
        Cli single = Cli.run(alone.substring("cardlab ".length()).split(" "));
        assertEquals(0, single.code(), single.out() + single.err());
        assertTrue(single.out().contains("winnerLeads              witness of"), single.out());
    }

    /** Da Guai Lu Zi: the two-offered joker tribute parts the games where round 2 starts with a joker tribute. */
    @Test
    void daguaiTwoOfferedTributeWitnessIsAWholeRoundLong() {
        Game<?, ?> pl = GameFixtures.game("daguai", "pl", "mode", "match");
        var other = pl.type().spec("pl+jokerTribute=two-offered");
        Witnesses.Item<?> item = witness(pl, other, new WitnessMoves.Bound(3, 1200, 3_000));
        var w = item.outcome().witness();
        assertNotNull(w, item.verdict());
        assertTrue(w.length() > 100, "the tribute comes after a whole round: " + w.length());
        assertTrue(w.resultA().contains("\"play\"") && w.resultB().contains("\"return\""), w.resultA() + " / " + w.resultB());
        playedOnItEndsDifferently(pl, pl.withSpec(other), item.outcome().witness());
    }

    /**
     * Played on to the end by the same bots with the same random stream, the witness ends
     * otherwise under the two specs; under one spec twice it ends alike (only the rule parts them).
     */
    @SuppressWarnings("unchecked")
    private static <S extends GameState<M>, M> void playedOnItEndsDifferently(Game<S, M> a, Game<?, ?> b, WitnessSearch.Witness<?> w) {
        WitnessSearch.Witness<M> mw = (WitnessSearch.Witness<M>) w;
        PlayOut.Endings e = PlayOut.of(a, (Game<S, M>) b, mw);
        assertTrue(e.finished() && e.differ(), e.endA() + " / " + e.endB());
        PlayOut.Endings same = PlayOut.of(a, a, mw);
        assertFalse(same.differ(), "the same spec twice ends alike");
        assertEquals(same.endA(), same.endB());
        assertEquals(e.endA(), same.endA(), "the first spec's ending does not depend on the other spec");
    }

    private static <S extends GameState<M>, M> Witnesses.Item<M> witness(Game<S, M> a, org.cardlab.core.RuleSpec b,
            WitnessMoves.Bound bound) {
        List<Witnesses.Item<M>> items = Witnesses.all(a, SpecDiff.compare(a.spec(), b), bound, null);
        assertEquals(1, items.size());
        return items.get(0);
    }

    /** Every move but the last leaves both games together; the last one parts them. */
    @SuppressWarnings("unchecked")
    private static <S extends GameState<M>, M> void checkParts(Game<S, M> a, Game<?, ?> b, org.cardlab.core.GameRecord record) {
        Game<S, M> gb = (Game<S, M>) b;
        WitnessMoves<S, M> w = a.witnessMoves();
        S before = Replay.of(a, record.firstMoves(record.moves().size() - 1), "w", true).state();
        S beforeB = Replay.of(gb, record.firstMoves(record.moves().size() - 1), "w", true).state();
        assertFalse(w.parted(before, beforeB), "together until the last move");
        S after = Replay.of(a, record, "w", true).state();
        S afterB = Replay.of(gb, record, "w", true).state();
        assertTrue(w.parted(after, afterB), "parted by the last move: " + Json.compact(after.observation(0)));
    }

    /**
     * Issue 19, item 6: only the out-of-trick spec's view lists who passed, which made every
     * position "parted" after one move. What is compared is what matters to play: the witness
     * is longer than one move, the two games agree on the seat to move and on every legal move
     * until its last move, and after it they do not.
     */
    @Test
    void daguaiAfterPassWitnessIsWherePlayDiffersNotWhereTheViewsShapeDoes() {
        var pl = daguaiMatches();
        var other = pl.withSpec(pl.type().spec("pl+afterPass=out-of-trick"));
        Witnesses.Item<org.cardlab.daguai.DaguaiMove> item = witness(pl, other.spec(), new WitnessMoves.Bound(2, 200, 5_000));
        var w = item.outcome().witness();
        assertNotNull(w, item.verdict());
        assertTrue(w.length() > 1, "not the one-move witness of the views' shape: " + w.length());
        var a = pl.newGame(w.seed());
        var b = other.newGame(w.seed());
        for (int i = 0; i < w.length() - 1; i++) {
            assertEquals(a.currentPlayer(), b.currentPlayer(), "move " + (i + 1));
            assertEquals(a.legalMoves().collect(java.util.stream.Collectors.toSet()), b.legalMoves().collect(java.util.stream.Collectors.toSet()),
                    "the same moves allowed before move " + (i + 1));
            a.apply(w.moves().get(i));
            b.apply(w.moves().get(i));
        }
        var last = w.moves().get(w.length() - 1);
        boolean refused = (a.whyIllegal(last) == null) != (b.whyIllegal(last) == null);
        if (!refused) {
            a.apply(last);
            b.apply(last);
        }
        assertTrue(refused || a.currentPlayer() != b.currentPlayer() || a.isTerminal() != b.isTerminal()
                || !a.legalMoves().collect(java.util.stream.Collectors.toSet()).equals(b.legalMoves().collect(java.util.stream.Collectors.toSet())),
                "play differs after the last move");
        // the first position of the report: one lead, and the two views differ only in shape
        var x = pl.newGame(1);
        var y = other.newGame(1);
        var lead = x.legalMoves().findFirst().orElseThrow();
        x.apply(lead);
        y.apply(lead);
        assertFalse(pl.witnessMoves().parted(x, y), "one lead does not part the games");
    }

    /**
     * Issue 19, item 6: the search is iterative, so a game thousands of moves deep is searched on
     * a small thread stack (the recursive search died with StackOverflowError at 3,000 moves), and
     * reaching the move bound without a witness is said.
     */
    @Test
    void aDeepSearchNeedsNoDeepStackAndSaysWhenTheMoveBoundWasReached() throws Exception {
        Game<?, ?> pl = GameFixtures.game("daguai", "pl", "mode", "match");
        var reach = pl.type().spec("pl+matchEnd=reach-level");
        Object[] got = new Object[1];
        Thread t = new Thread(null, () -> {
            try {
                got[0] = witness(pl, reach, new WitnessMoves.Bound(1, 3000, 4_000));
            } catch (Throwable e) {
                got[0] = e;
            }
        }, "a small stack", 256 * 1024);
        t.start();
        t.join();
        assertTrue(got[0] instanceof Witnesses.Item<?>, "no error: " + got[0]);
        Witnesses.Item<?> item = (Witnesses.Item<?>) got[0];
        assertTrue(item.outcome().witness() == null, "deal 1's match parts later than 3,000 moves");
        assertTrue(item.outcome().movesBoundReached(), item.verdict());
        assertTrue(item.verdict().contains("reached the bound of 3,000 moves"), item.verdict());
        Cli r = Cli.run("specs", "witness", "daguai", "pl", "pl+matchEnd=reach-level", "--max-moves", "300", "--deals", "1",
                "--max-positions", "400");
        assertEquals(1, r.code(), r.err());
        assertTrue(r.out().replaceAll("\\s+", " ").contains("matchEnd: the search reached its move bound of 300 moves with games"
                + " still going on alike; raise it with --max-moves"), r.out());
    }

    /**
     * The default move bound holds a whole match: deal 5's greedy line parts where one spec ends
     * the match on reaching A and the other plays on (4,892 moves), far beyond the old bound of 1,200.
     */
    @Test
    void theDefaultBoundReachesTheMatchEndOfAGreedyMatch() {
        var pl = daguaiMatches();
        var reach = pl.withSpec(pl.type().spec("pl+matchEnd=reach-level"));
        var a = pl.newGame(5);
        var b = reach.newGame(5);
        var greedy = new org.cardlab.daguai.bots.DaguaiGreedyBot();
        int moves = 0;
        while (!a.isTerminal() && !pl.witnessMoves().parted(a, b)) {
            var m = greedy.choose(a, org.cardlab.core.Rng.forGame(5 * 1_000_003L + 17, moves));
            a.apply(m);
            b.apply(m);
            moves++;
        }
        assertTrue(b.isTerminal() && !a.isTerminal(), "reach-level ended the match; win-at-level plays on");
        assertTrue(moves > 1200 && moves <= pl.witnessMoves().defaultBound().maxMoves(), moves + " moves");
    }

    /** Da Guai Lu Zi under the Polish spec, whole matches, typed. */
    @SuppressWarnings("unchecked")
    private static Game<org.cardlab.daguai.DaguaiState, org.cardlab.daguai.DaguaiMove> daguaiMatches() {
        return (Game<org.cardlab.daguai.DaguaiState, org.cardlab.daguai.DaguaiMove>) (Game<?, ?>) GameFixtures.game("daguai", "pl", "mode", "match");
    }
}
