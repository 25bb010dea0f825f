package org.cardlab.verify;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.cardlab.core.Counts;
import org.cardlab.core.Game;
import org.cardlab.core.GameRecord;
import org.cardlab.core.GameState;
import org.cardlab.core.Json;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;
import org.cardlab.core.WitnessMoves;

/**
 * Witnesses for every difference between two specs of a game: a search for each rule whose
 * values differ; nothing to search for a rule settled on one side and silent on the other when
 * the values agree, nor for a rule a spec marks cosmetic; a rule whose other value makes no game with the first spec's other rules is
 * left unwitnessed and says why. Also writes a witness as a game file and as a readable log.
 */
public final class Witnesses {

    /** One difference of the diff and what became of it. */
    public record Item<M>(SpecDiff.Entry entry, WitnessSearch.Outcome<M> outcome, String verdict) {}

    /** The verdict on a rule a spec marks cosmetic, given without a search. */
    public static final String COSMETIC = "cosmetic: no play can differ";
    /** Where a verdict names the command that searches a rule alone: the witness command prints that command on a line of its own. */
    public static final String RUN_ALONE = " with 'cardlab ";

    private Witnesses() {}

    /** {@code a} plays the diff's first spec; the second spec's game is the same game under the other spec. */
    public static <S extends GameState<M>, M> List<Item<M>> all(Game<S, M> a, SpecDiff.Result diff, WitnessMoves.Bound bound,
            Consumer<String> progress) {
        Game<S, M> b = a.withSpec(diff.b());
        List<Item<M>> out = new ArrayList<>();
        for (SpecDiff.Entry e : diff.listed()) {
            if (e.kind() == SpecDiff.Kind.SETTLED_VS_SILENT) {
                out.add(new Item<>(e, null, "equal values: nothing to witness"));
                continue;
            }
            if (e.kind() != SpecDiff.Kind.VALUES_DIFFER) {
                out.add(new Item<>(e, null, "the rule is in one spec only: nothing the engine can play"));
                continue;
            }
            if (e.cosmetic()) { // the spec says the rule never changes a move or an outcome: a search could only run out
                out.add(new Item<>(e, null, COSMETIC));
                continue;
            }
            if (progress != null) {
                progress.accept("searching a witness for " + e.rule());
            }
            RuleSpec alone = diff.a().withRuleFrom(diff.b(), e.rule());
            Game<S, M> swapped;
            try {
                swapped = a.withSpec(alone);
            } catch (UserError noGame) {
                // Rules that hold together (Fugitive's deck ranges) may make no game when one is taken alone;
                // the difference stays unwitnessed rather than stopping the other rules' searches.
                String why = noGame.getMessage().replace(alone.where() + ": ", ""); // the variant's name and file say nothing here
                out.add(new Item<>(e, new WitnessSearch.Outcome<>(e.rule(), null, 0, false, bound, false),
                        "not searched: the value of '" + diff.b().name() + "' taken alone into '" + diff.a().name()
                                + "' makes no game (" + why + ")"));
                continue;
            }
            WitnessSearch.Outcome<M> o = new WitnessSearch<>(a, b, swapped, e.rule(), bound).run();
            String verdict;
            if (o.witness() != null) {
                verdict = "witness of " + Counts.of(o.witness().length(), "move") + " (deal seed " + o.witness().seed() + "), "
                        + (o.complete() ? "shortest within " + bound : "the position budget stopped the search for a shorter one");
            } else {
                verdict = (o.complete() ? "no witness within " + bound + "; " + Counts.of(o.nodes(), "position") + " searched"
                        : "no witness found before the budget of " + Counts.of(bound.maxNodes(), "position") + " ran out")
                        + (o.movesBoundReached() ? "; games reached the bound of " + Counts.of(bound.maxMoves(), "move")
                                + " before they parted or ended (a longer game may part them)" : "")
                        + (apartFromTheDeal(swapped, b, bound) ? searchAlone(a, diff, e.rule()) : "");
            }
            out.add(new Item<>(e, o, verdict));
        }
        return out;
    }

    /**
     * Whether the second spec's games differ from the first's with the rule taken alone before
     * any move, on every deal searched: another rule that differs (a hand's size) changes the
     * deal, so no parting can be this rule's alone and the search cannot find one.
     */
    private static <S extends GameState<M>, M> boolean apartFromTheDeal(Game<S, M> swapped, Game<S, M> b, WitnessMoves.Bound bound) {
        WitnessMoves<S, M> moves = swapped.witnessMoves();
        for (long deal = 1; deal <= bound.deals(); deal++) {
            if (!moves.parted(swapped.newGame(deal), b.newGame(deal))) {
                return false;
            }
        }
        return true;
    }

    /** What to run instead: the first spec against itself with only this rule changed. */
    private static String searchAlone(Game<?, ?> a, SpecDiff.Result diff, String rule) {
        var value = diff.b().value(rule);
        String variant = diff.a().name() + "+" + rule + "=" + (value.isTextual() ? value.asText() : Json.compact(value));
        return "; another rule that differs changes the deal, so the games are apart before the first move: search this rule"
                + " alone" + RUN_ALONE + "specs witness " + a.type().id() + " " + diff.a().name() + " " + variant + "'";
    }

    /**
     * The witness as a game file, under the first spec, or under the second when the first
     * refuses the last move (a file replays under its own spec without an error).
     */
    public static <S extends GameState<M>, M> ObjectNode gameFile(Game<S, M> a, Game<S, M> b, WitnessSearch.Witness<M> w) {
        Game<S, M> own = w.refusal() && w.resultA().startsWith("refused") ? b : a;
        List<String> ms = w.moves().stream().map(own::moveText).toList();
        return new GameRecord(own.type().id(), own.spec(), own.params(), w.seed(), null, ms).toJson();
    }

    /**
     * A readable log: the shared moves under the first spec, then the move where the specs
     * part with what each spec makes of it.
     */
    @SuppressWarnings("unchecked")
    public static <S extends GameState<M>, M> List<String> log(Game<S, M> a, Game<S, M> b, WitnessSearch.Witness<M> w) {
        List<M> prefix = w.moves().subList(0, w.moves().size() - 1);
        M last = w.moves().get(w.moves().size() - 1);
        List<String> lines = new ArrayList<>();
        lines.add("The same game under '" + a.spec().name() + "' and '" + b.spec().name() + "' until move " + w.length()
                + " (deal seed " + w.seed() + "):");
        S s = a.newGame(w.seed());
        lines.addAll(a.narrator().start(s));
        int n = 0;
        for (M m : prefix) {
            S before = (S) s.copy();
            s.apply(m);
            lines.addAll(a.narrator().move(++n, before, m, s));
        }
        lines.add(String.format(">>> move %d, '%s': the specs part here", w.length(), a.moveText(last)));
        List<Game<S, M>> games = List.of(a, b);
        for (int k = 0; k < 2; k++) {
            S t = games.get(k).newGame(w.seed());
            prefix.forEach(t::apply);
            String why = t.whyIllegal(last);
            String name = games.get(k).spec().name();
            if (why != null) {
                lines.add(String.format("    under '%s': refused: %s.", name, why));
                continue;
            }
            S before = (S) t.copy();
            t.apply(last);
            for (String l : games.get(k).narrator().move(w.length(), before, last, t)) {
                lines.add(String.format("    under '%s': %s", name, l.strip().replaceFirst("^\\d+\\. ", "")));
            }
        }
        if (!w.refusal()) {
            lines.add(String.format("    under '%s': %s", a.spec().name(), w.resultA()));
            lines.add(String.format("    under '%s': %s", b.spec().name(), w.resultB()));
        }
        return lines;
    }
}
