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
}
