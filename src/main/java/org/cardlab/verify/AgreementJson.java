package org.cardlab.verify;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.cardlab.core.Game;
import org.cardlab.core.GameState;
import org.cardlab.core.Json;

/**
 * The parts of the agreement tools' results as JSON: an impact study (as {@code specs impact
 * --json} prints it), a witness, a gap study and a citation check, as {@code specs report --json}
 * holds them.
 */
public final class AgreementJson {
    private AgreementJson() {}

    /** An impact study of {@code bots} on the same seeded deals under {@code a}'s spec and {@code b}'s. */
    public static ObjectNode impact(Impact.Result r, Game<?, ?> a, Game<?, ?> b, List<String> bots, long seed) {
        ObjectNode o = Json.object();
        o.put("game", a.type().id());
        o.putArray("specs").add(a.spec().name()).add(b.spec().name());
        o.set("params", a.params());
        o.put("games", r.games()).put("seed", seed);
        bots.forEach(o.putArray("bots")::add);
        ArrayNode sides = o.putArray("sides");
        for (int k = 0; k < r.sides().size(); k++) {
            ObjectNode x = sides.addObject();
            x.put("side", r.sides().get(k).name());
            x.set("winsA", r.rateA(k).toJson());
            x.set("winsB", r.rateB(k).toJson());
            x.put("onlyA", r.onlyA()[k]).put("onlyB", r.onlyB()[k]).put("difference", r.difference(k));
            double[] ci = r.differenceInterval(k);
            x.putArray("interval").add(ci[0]).add(ci[1]);
        }
        o.set("changed", r.changedRate().toJson());
        ObjectNode draws = o.putObject("draws");
        draws.set("drawsA", r.drawRateA().toJson());
        draws.set("drawsB", r.drawRateB().toJson());
        draws.put("onlyA", r.drawsOnlyA()).put("onlyB", r.drawsOnlyB()).put("difference", r.drawDifference());
        double[] ci = r.drawDifferenceInterval();
        draws.putArray("interval").add(ci[0]).add(ci[1]);
        return o;
    }

    /** The witness search's verdict on one difference, with its game file when it found a witness. */
    public static <S extends GameState<M>, M> ObjectNode witness(Witnesses.Item<M> it, Game<S, M> a, Game<S, M> b) {
        ObjectNode o = Json.object().put("rule", it.entry().rule()).put("verdict", it.verdict());
        o.put("cosmetic", it.entry().cosmetic()); // added after rule and verdict: true when no search was made, none can differ
        WitnessSearch.Witness<M> w = it.outcome() == null ? null : it.outcome().witness();
        if (w != null) {
            o.put("moves", w.length()).put("refusal", w.refusal()).put("resultA", w.resultA()).put("resultB", w.resultB());
            o.set("game", Witnesses.gameFile(a, b, w));
        }
        return o;
    }

    /** The rule gaps met in play under one spec. */
    public static ObjectNode gaps(Gaps.Result r, List<String> bots) {
        ObjectNode o = Json.object().put("spec", r.spec()).put("games", r.games()).put("seed", r.seed());
        bots.forEach(o.putArray("bots")::add);
        ArrayNode gaps = o.putArray("gaps");
        for (Gaps.Gap g : r.gaps()) {
            ObjectNode x = gaps.addObject().put("rule", g.rule()).put("applied", g.applied());
            if (g.why() != null) {
                x.put("why", g.why());
            }
            ArrayNode situations = x.putArray("situations");
            for (Gaps.Situation s : g.situations()) {
                situations.addObject().put("situation", s.situation()).put("games", s.games()).put("occurrences", s.occurrences())
                        .set("gameRate", s.gameRate().toJson());
            }
        }
        r.notLookedFor().forEach(o.putArray("notLookedFor")::add);
        return o;
    }

    /** One spec file's citation check. */
    public static ObjectNode citations(String file, CitationCheck.SpecResult r) {
        ObjectNode o = Json.object().put("file", file).put("quoted", r.quotes()).put("silent", r.silent()).put("sourced", r.sourced());
        ArrayNode missing = o.putArray("quotesNotFound");
        r.missing().forEach(m -> missing.add(m.rule()));
        return o;
    }
}
