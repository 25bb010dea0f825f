package org.cardlab.fugitive.search;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Counts;
import org.cardlab.core.Json;
import org.cardlab.core.Rng;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.cardlab.fugitive.deduce.Table;
import org.cardlab.fugitive.deduce.model.Belief;

/**
 * The search's advice on the Marshal's next decision, for people and for JSON: the options with
 * their estimated chance of winning the game and its 95% interval over the worlds played out,
 * the chance the search plays each ({@link Mixing}), the move chosen (drawn with those chances), and
 * the baseline it is measured against; in a manhunt, the exact manhunt's first guess, drawn among
 * the tied ones; at the Fugitive's turn, nothing to advise.
 */
public final class SearchAdvice {
    /** What the search said, or why it said nothing (exactly one of the two is set). */
    public final MarshalSearch.Result result;
    public final String none;
    private final MarshalSearch.Settings settings;
    private final long seed;

    private SearchAdvice(MarshalSearch.Result result, String none, MarshalSearch.Settings settings, long seed) {
        this.result = result;
        this.none = none;
        this.settings = settings;
        this.seed = seed;
    }

    /** The search at the end of the notes, seeded (the same seed gives the same advice). */
    public static SearchAdvice of(PublicTrack track, MarshalSearch.Settings settings, long seed) {
        Phase ph = track.phase();
        if (ph != Phase.MARSHAL_DRAW && ph != Phase.MARSHAL_GUESS && ph != Phase.MANHUNT) {
            return new SearchAdvice(null, "it is not the Marshal's turn to draw or guess", settings, seed);
        }
        try {
            return new SearchAdvice(new MarshalSearch(settings).decide(track, new Rng(seed)), null, settings, seed);
        } catch (WorkLimitExceeded e) {
            return new SearchAdvice(null, "the exact walk passed its work limit of " + settings.workLimit() + " DP states", settings, seed);
        }
    }

    /** A move in words: "draw from deck 2", "guess 12 15". */
    public static String words(FugitiveMove m) {
        return m.kind() == FugitiveMove.Kind.DRAW ? "draw from deck " + m.value() : m.toString();
    }

    /**
     * The chosen move in one line with its win chance and interval ("to win: draw from deck 2
     * (wins 96.9%, 95% 92.2% to 98.8%)", and when the mixing drew it among others,
     * "; the search plays it 61.2% of the time, mixing moves this close"), or no line when the search said nothing or a manhunt named the guess.
     */
    public List<String> oneLine() {
        if (result == null || result.manhunt() != null) {
            return List.of();
        }
        for (MarshalSearch.Option o : result.options()) {
            if (o.move().equals(result.chosen())) {
                return List.of("to win: " + words(o.move()) + " (wins " + Deduction.percent(o.winChance().estimate()) + ", 95% "
                        + Deduction.percent(o.winChance().low()) + " to " + Deduction.percent(o.winChance().high())
                        + (o.chance() < 1 ? "; the search plays it " + Deduction.percent(o.chance()) + " of the time, mixing moves this close" : "") + ")");
            }
        }
        return List.of();
    }

    public List<String> lines(int top) {
        List<String> out = new ArrayList<>();
        if (none != null) {
            out.add("Search: none (" + none + ").");
            return out;
        }
        if (result.manhunt() != null) {
            long tied = result.manhunt().tied();
            String drawn = settings.mix() > 0 && Long.bitCount(tied) > 1 ? "; " + Cards.toString(tied).replace(" ", ", ")
                    + " capture equally often, and the search drew " + Cards.toArray(result.chosen().cards())[0] + " among them, each alike"
                    : "";
            out.add("Search: in the manhunt no Fugitive move is left to model; the exact manhunt above names the guess" + drawn + ".");
            return out;
        }
        out.add(String.format("Search: the chance of winning the game after each move, over %s drawn from the notes and played"
                + " out (seed %d):", Counts.plain(result.worlds(), "world"), seed));
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"move", "win chance [95% interval]", "", "played"});
        for (int i = 0; i < Math.min(top, result.options().size()); i++) {
            MarshalSearch.Option o = result.options().get(i);
            boolean chosen = o.move().equals(result.chosen());
            boolean baseline = o.move().equals(result.baseline().move());
            String mark = chosen && baseline ? "chosen (the baseline)" : chosen ? "chosen" : baseline ? "baseline" : "";
            rows.add(new String[] {words(o.move()), o.winChance().toString(), mark, o.chance() > 0 ? Deduction.percent(o.chance()) : ""});
        }
        Table.render(rows).forEach(l -> out.add("  " + l));
        out.add("  The baseline is the heuristic Marshal's move; the search leaves it only for a move that wins significantly more"
                + " of the same played-out games (sign test, " + settings.z() + " standard errors), and plays out more worlds (up to "
                + settings.worlds() * settings.looks() + ") while the best other move is ahead but short of that.");
        if (settings.mix() > 0) {
            out.add("  So that a Fugitive who knows the search cannot count on its move, each move less than " + settings.mix()
                    + " standard errors behind that choice (" + words(result.unmixed()) + ") is played too, with the chance shown: the"
                    + " chance, by the same test, that it is as good; the chosen move was drawn with them.");
        }
        boolean byStyle = settings.measure().equals(Belief.MODEL) && settings.model().isEmpty();
        List<String> bots = settings.fixedModel();
        out.add("  Worlds: " + (settings.measure().equals(Belief.MODEL)
                ? "drawn from the model measure (a style from the posterior over the styles, then a history from its weighted count)"
                : "drawn uniformly from the consistent hidden histories (logic only)")
                + "; in each, the game goes on between "
                + (byStyle ? "the world's style (random and heuristic by their bots, racer and shadow by the quick racer)"
                        : bots.size() == 1 ? "the " + bots.get(0) + " Fugitive bot"
                        : "one of the Fugitive bots " + String.join(", ", bots) + " (one per world, with equal chance)")
                + " and the heuristic Marshal.");
        return out;
    }

    public ObjectNode toJson() {
        ObjectNode o = Json.object();
        if (none != null) {
            o.put("none", none);
            return o;
        }
        o.put("chosen", result.chosen().toString());
        o.put("unmixed", result.unmixed().toString());
        o.put("mix", settings.mix());
        if (result.manhunt() != null) {
            o.put("by", "exact manhunt");
            ArrayNode tied = o.putArray("tied");
            for (int n : Cards.toArray(result.manhunt().tied())) {
                tied.add(n);
            }
            return o;
        }
        o.put("by", "lookahead");
        o.put("worlds", result.worlds());
        o.put("measure", settings.measure());
        ArrayNode model = o.putArray("model");
        if (settings.measure().equals(Belief.MODEL) && settings.model().isEmpty()) {
            model.add("by style");
        } else {
            settings.fixedModel().forEach(model::add);
        }
        o.put("seed", seed);
        o.put("baseline", result.baseline().move().toString());
        ArrayNode opts = o.putArray("options");
        for (MarshalSearch.Option x : result.options()) {
            ObjectNode j = opts.addObject();
            j.put("move", x.move().toString());
            if (x.move().kind() == FugitiveMove.Kind.DRAW) {
                j.put("deck", x.move().value());
            } else {
                ArrayNode nums = j.putArray("numbers");
                for (int n : Cards.toArray(x.move().cards())) {
                    nums.add(n);
                }
            }
            j.put("winChance", x.winChance().estimate());
            j.putArray("interval").add(x.winChance().low()).add(x.winChance().high());
            j.put("wins", x.wins()).put("games", x.games()).put("playChance", x.chance());
        }
        return o;
    }
}
