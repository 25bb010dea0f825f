package org.cardlab.verify;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.GameLog;
import org.cardlab.core.RuleSpec;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.FugitiveGame;

/**
 * Witnesses for every difference between two Fugitive specs: a search for each rule whose
 * values differ; nothing to search for a rule settled on one side and silent on the other when
 * the values agree. Also writes a witness as a game file and as a readable log.
 */
public final class FugitiveWitnesses {

    /** One difference of the diff and what became of it. */
    public record Item(SpecDiff.Entry entry, FugitiveWitnessSearch.Outcome outcome, String verdict) {}

    private FugitiveWitnesses() {}

    public static List<Item> all(SpecDiff.Result diff, FugitiveWitnessSearch.Bound bound, java.util.function.Consumer<String> progress) {
        FugitiveRules a = new FugitiveRules(diff.a());
        FugitiveRules b = new FugitiveRules(diff.b());
        List<Item> out = new ArrayList<>();
        for (SpecDiff.Entry e : diff.differences()) {
            if (e.kind() == SpecDiff.Kind.SETTLED_VS_SILENT) {
                out.add(new Item(e, null, "equal values: nothing to witness"));
                continue;
            }
            if (e.kind() != SpecDiff.Kind.VALUES_DIFFER) {
                out.add(new Item(e, null, "the rule is in one spec only: nothing the engine can play"));
                continue;
            }
            if (progress != null) {
                progress.accept("searching a witness for " + e.rule());
            }
            RuleSpec sw = SpecVariant.withRule(diff.a(), e.rule(), diff.b());
            FugitiveWitnessSearch.Outcome o = new FugitiveWitnessSearch(a, b, new FugitiveRules(sw), e.rule(), bound).run();
            String verdict;
            if (o.witness() != null) {
                verdict = "witness of " + o.witness().length() + " moves (deal seed " + o.witness().seed() + "), "
                        + (o.complete() ? "shortest within " + bound : "the position budget stopped the search for a shorter one");
            } else {
                verdict = (o.complete() ? "no witness within " + bound + "; " + o.nodes() + " positions searched"
                        : "no witness found before the budget of " + bound.maxNodes() + " positions ran out")
                        + (e.cosmetic() ? " (the spec marks the rule cosmetic)" : "");
            }
            out.add(new Item(e, o, verdict));
        }
        return out;
    }

    /** The witness as a game file (cardlab.fugitive.game/1) under spec {@code a}. */
    public static ObjectNode gameFile(FugitiveWitnessSearch.Witness w, FugitiveRules a) {
        FugitiveState s = FugitiveState.newGame(a, w.seed());
        w.moves().forEach(s::apply);
        return (ObjectNode) s.toJson();
    }

    /**
     * A readable log: the shared moves under the first spec, then the move where the specs
     * part with what each spec makes of it.
     */
    public static List<String> log(FugitiveWitnessSearch.Witness w, FugitiveRules a, FugitiveRules b) {
        List<FugitiveMove> prefix = w.moves().subList(0, w.moves().size() - 1);
        FugitiveMove last = w.moves().get(w.moves().size() - 1);
        FugitiveState start = FugitiveState.newGame(a, w.seed());
        List<String> lines = new ArrayList<>(GameLog.lines(new FugitiveGame(a), start, prefix));
        lines.remove(lines.size() - 1); // "the game goes on": said below, per spec
        lines.set(0, lines.get(0).replace("under the '" + a.name() + "' spec", "under the '" + a.name() + "' and '"
                + b.name() + "' specs (the same until move " + w.length() + ")"));
        lines.add(String.format(">>> move %d, '%s': the specs part here", w.length(), last));
        for (FugitiveRules r : List.of(a, b)) {
            FugitiveState s = FugitiveState.newGame(r, w.seed());
            prefix.forEach(s::apply);
            String why = s.whyIllegal(last);
            if (why != null) {
                lines.add(String.format("    under '%s': refused: %s.", r.name(), why));
                continue;
            }
            List<String> tail = GameLog.lines(new FugitiveGame(r), s, List.of(last));
            for (int i = 1; i < tail.size(); i++) {
                String t = tail.get(i).strip();
                if (!t.startsWith("Route:")) {
                    lines.add(String.format("    under '%s': %s", r.name(), t.replaceFirst("^1\\. ", "")));
                }
            }
        }
        return lines;
    }
}
