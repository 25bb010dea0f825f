package org.cardlab.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import org.cardlab.core.Json;
import org.cardlab.core.Replay;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.WitnessMoves;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;
import org.cardlab.games.Games;
import org.junit.jupiter.api.Test;

class FugitiveWitnessTest {
    private static final Path SHIPPED = Path.of("specs/fugitive/witnesses/ca-pt");
    private static final FugitiveRules CA = FugitiveRules.load("specs/fugitive/ca.json");
    private static final FugitiveRules PT = FugitiveRules.load("specs/fugitive/pt.json");
    private static final FugitiveGame GCA = new FugitiveGame(CA);
    private static final FugitiveGame GPT = new FugitiveGame(PT);

    private static Replay<FugitiveState> replay(Path file, FugitiveRules rules) {
        return replay(Json.read(file), rules, file.toString(), false);
    }

    private static Replay<FugitiveState> replay(JsonNode game, FugitiveRules rules, String where, boolean strict) {
        return Replay.of(new FugitiveGame(rules), Games.record(game, Path.of(where)), where, strict);
    }

    /** Replays a witness under both specs: every move applies; returns the two final states. */
    private static FugitiveState[] both(Path file) {
        Replay<FugitiveState> ca = replay(file, CA);
        Replay<FugitiveState> pt = replay(file, PT);
        assertTrue(ca.complete(), file + " under ca: " + ca.reason());
        assertTrue(pt.complete(), file + " under pt: " + pt.reason());
        return new FugitiveState[] {ca.state(), pt.state()};
    }

    /** The same moves without the last one: both specs still in step there. */
    private static void sameBeforeTheLastMove(Path file) {
        ObjectNode game = (ObjectNode) Json.read(file);
        var moves = game.withArray("moves");
        moves.remove(moves.size() - 1);
        FugitiveState ca = replay(game, CA, file.toString(), true).state();
        FugitiveState pt = replay(game, PT, file.toString(), true).state();
        assertFalse(GCA.witnessMoves().parted(ca, pt), file + ": the specs part before the last move");
    }

    @Test
    void marshalWinWitness() {
        Path f = SHIPPED.resolve("marshalWin.json");
        FugitiveState[] s = both(f);
        assertEquals(FugitiveSeat.MARSHAL.index(), s[0].winner());
        assertTrue(s[0].faceDownCount() > 0, "an earlier hideout is still face down");
        assertFalse(s[1].isTerminal());
        sameBeforeTheLastMove(f);
    }

    @Test
    void manhuntThresholdWitness() {
        Path f = SHIPPED.resolve("manhuntThreshold.json");
        FugitiveState[] s = both(f);
        assertEquals(29, s[1].highestRevealed());
        assertEquals(29, s[0].lastRevealed());
        assertEquals(FugitiveSeat.FUGITIVE.index(), s[0].winner(), "ca: 29 is not below 29, no manhunt");
        assertEquals(Phase.MANHUNT, s[1].phase(), "pt: 29 is below 30, the manhunt starts");
        sameBeforeTheLastMove(f);
    }

    @Test
    void manhuntRevealedWitness() {
        Path f = SHIPPED.resolve("manhuntRevealed.json");
        FugitiveState[] s = both(f);
        assertTrue(s[1].highestRevealed() >= 30);
        assertTrue(s[0].lastRevealed() < 29);
        assertEquals(Phase.MANHUNT, s[0].phase(), "ca: the last revealed is below 29");
        assertEquals(FugitiveSeat.FUGITIVE.index(), s[1].winner(), "pt: the highest revealed is not below 30");
        sameBeforeTheLastMove(f);
    }

    @Test
    void theSearchFindsTheFiveMoveMarshalWinWitnessAndNothingForACosmeticRule() {
        SpecDiff.Result diff = SpecDiff.compare(CA.spec, PT.spec);
        var bound = new WitnessMoves.Bound(2, 9, 200_000);
        List<Witnesses.Item<FugitiveMove>> items = Witnesses.all(GCA,
                new SpecDiff.Result(diff.a(), diff.b(), diff.entries().stream()
                        .filter(e -> List.of("marshalWin", "footprintCorner", "overpay").contains(e.rule())).toList()),
                bound, null);
        for (Witnesses.Item<FugitiveMove> it : items) {
            switch (it.entry().rule()) {
                case "marshalWin" -> {
                    var w = it.outcome().witness();
                    assertNotNull(w);
                    assertEquals(5, w.length()); // the Marshal's first guess is move 5 at the earliest
                    ObjectNode game = Witnesses.gameFile(GCA, GPT, w);
                    FugitiveState ca = replay(game, CA, "witness", true).state();
                    FugitiveState pt = replay(game, PT, "witness", true).state();
                    assertEquals(FugitiveSeat.MARSHAL.index(), ca.winner());
                    assertFalse(pt.isTerminal());
                    assertTrue(String.join("\n", Witnesses.log(GCA, GPT, w)).contains(">>> move 5"));
                    assertFalse(AgreementJson.witness(it, GCA, GPT).get("cosmetic").asBoolean());
                }
                case "footprintCorner" -> { // marked cosmetic in both specs: reported at once, no position searched
                    assertNull(it.outcome(), "no search for a cosmetic rule");
                    assertEquals("cosmetic: no play can differ", it.verdict());
                    JsonNode json = AgreementJson.witness(it, GCA, GPT);
                    assertEquals("cosmetic: no play can differ", json.get("verdict").asText());
                    assertTrue(json.get("cosmetic").asBoolean(), json.toString());
                }
                case "overpay" -> {
                    assertNull(it.outcome());
                    assertEquals("equal values: nothing to witness", it.verdict());
                }
                default -> throw new AssertionError(it.entry().rule());
            }
        }
    }

    /** A spec that forbids overpaying (a what-if value, no file): the witness is a placement one spec refuses. */
    @Test
    void aRefusedMoveIsAWitness() {
        RuleSpec a = CA.spec;
        RuleSpec b = a.with("overpay", com.fasterxml.jackson.databind.node.BooleanNode.FALSE);
        SpecDiff.Result diff = SpecDiff.compare(a, b);
        assertEquals(List.of("overpay"), diff.differences().stream().map(SpecDiff.Entry::rule).toList());
        var items = Witnesses.all(GCA, diff, new WitnessMoves.Bound(1, 4, 10_000), null);
        var w = items.get(0).outcome().witness();
        assertNotNull(w);
        assertTrue(w.refusal());
        assertEquals(1, w.length()); // the first hideout may carry a spare sprint card under ca only
        JsonNode game = Witnesses.gameFile(GCA, GCA.withSpec(b), w);
        assertTrue(replay(game, new FugitiveRules(a), "w", false).complete());
        Replay<FugitiveState> strict = replay(game, new FugitiveRules(b), "w", false);
        assertFalse(strict.complete());
        assertTrue(strict.reason().contains("overpay") || strict.reason().contains("sprint"), strict.reason());
    }
}
