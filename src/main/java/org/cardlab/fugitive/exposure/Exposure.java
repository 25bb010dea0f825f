package org.cardlab.fugitive.exposure;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.cardlab.core.Json;
import org.cardlab.core.Rng;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.Table;

/**
 * How exposed the Fugitive is, seen from his side of the table: for each of his face-down
 * hideouts, how likely the Marshal thinks its true value is; and for each placement he could
 * make this turn, what the Marshal's next move would then do to him. Everything is computed from
 * what the Fugitive sees (the Marshal's drawn cards are imagined, {@link MarshalNotes}) with the
 * Marshal's own exact deduction ({@link MarshalBelief}), so the figures are estimates over
 * {@link Settings#copies} imagined hands, reproducible from {@link Settings#seed}.
 */
public final class Exposure {
    /** Imagined copies of the Marshal's notes, their seed, and the work limit of one exact count. */
    public record Settings(int copies, long seed, long workLimit) {
        public static final Settings DEFAULT = new Settings(8, 1, 2_000_000);
    }

    /**
     * One of the Fugitive's face-down hideouts: the Marshal's chance that its position holds its true
     * value, that value's rank among the values the Marshal allows there (1 = his likeliest), and how
     * many values he allows.
     */
    public record Hideout(int position, int value, int sprints, double probability, int rank, int values) {}

    /**
     * A move the Fugitive can make now. {@code loss}: the chance that the Marshal's next move ends the
     * game (for the escape, that the manhunt catches him; 0 when no manhunt follows). {@code hit}: the
     * chance that his next guess turns up one of the Fugitive's hideouts. {@code newHideout}: the
     * Marshal's chance for the new hideout's true value (0 for a pass or the escape).
     * {@code turnsTo42}: the mean turns still needed to play 42, by play-outs of the race alone.
     * {@code then}: on the first turn, the second hideout the figures assume (the Marshal guesses after
     * both, {@link OpeningPair}); else null.
     */
    public record Option(FugitiveMove move, double loss, double hit, double newHideout, double turnsTo42, FugitiveMove then) {
        Option(FugitiveMove move, double loss, double hit, double newHideout, double turnsTo42) {
            this(move, loss, hit, newHideout, turnsTo42, null);
        }
    }

    /** Safest first: by loss, then hit, then the new hideout's exposure (NaN, a count past the work limit, last). */
    static final Comparator<Option> SAFEST_FIRST = Comparator.comparingDouble(Option::loss).thenComparingDouble(Option::hit)
            .thenComparingDouble(Option::newHideout);

    public final FugitiveRules rules;
    public final Settings settings;
    public final List<Hideout> hideouts;
    /** The chance that the Marshal's next guess, were he to guess now, hits a hideout. */
    public final double hitNow;
    /**
     * Safest first: by loss, then hit, then the new hideout's exposure; empty when it is not the
     * Fugitive's placement. A move whose count passed the work limit has NaN figures and comes last.
     */
    public final List<Option> options;

    private Exposure(FugitiveRules rules, Settings settings, List<Hideout> hideouts, double hitNow, List<Option> options) {
        this.rules = rules;
        this.settings = settings;
        this.hideouts = List.copyOf(hideouts);
        this.hitNow = hitNow;
        this.options = List.copyOf(options);
    }

    /** With the default settings. */
    public static Exposure of(FugitiveState s) {
        return of(s, Settings.DEFAULT);
    }

    /**
     * Throws {@link WorkLimitExceeded} when a count of the notes as they stand passes the work
     * limit; a move whose own count does gets NaN figures instead.
     */
    public static Exposure of(FugitiveState s, Settings settings) {
        FugitiveView view = FugitiveView.of(s);
        Rng rng = new Rng(settings.seed());
        List<Notes> imagined = new ArrayList<>();
        for (int i = 0; i < settings.copies(); i++) {
            imagined.add(MarshalNotes.sample(view, rng));
        }
        MarshalBelief now = MarshalBelief.after(view.rules, imagined, List.of(), settings.workLimit());
        long truth = 0;
        List<Hideout> hideouts = new ArrayList<>();
        for (int p : view.faceDown()) {
            int v = view.hideout(p);
            truth |= 1L << v;
            hideouts.add(hideout(now, p, v, Long.bitCount(view.sprintCards(p))));
        }
        double hitNow = NextGuess.chance(now, truth, r -> r != 0);
        return new Exposure(view.rules, settings, hideouts, hitNow, options(s, view, imagined, settings, rng));
    }

    private static Hideout hideout(MarshalBelief b, int p, int v, int sprints) {
        double pv = b.probability(p, v);
        int rank = 1;
        int values = 0;
        for (int x = 1; x <= 41; x++) {
            double q = b.probability(p, x);
            values += q > 0 ? 1 : 0;
            rank += q > pv + 1e-12 ? 1 : 0;
        }
        return new Hideout(p, v, sprints, pv, rank, values);
    }

    private static List<Option> options(FugitiveState s, FugitiveView view, List<Notes> imagined, Settings settings, Rng rng) {
        List<Candidates.Candidate> cands = Candidates.of(s, 2);
        RaceRollouts race = new RaceRollouts(view.rules, ~view.cardsHeld(), new int[] {s.deckLeft(1), s.deckLeft(2), s.deckLeft(3)});
        long raceSeed = rng.nextLong();
        Map<List<NoteEvent>, MarshalBelief> beliefs = new HashMap<>();
        boolean pair = OpeningPair.applies(s);
        Candidates.Candidate mostUnder42 = Candidates.escapeWithMost(cands);
        List<Option> out = new ArrayList<>();
        for (Candidates.Candidate c : cands) {
            if (c.isEscape()) {
                if (c == mostUnder42 || Long.bitCount(c.move().cards()) == SprintChoice.fewest(view.rules, view.hand, view.lastHideout(), view.rules.escape)) {
                    out.add(escape(view, c, imagined, settings));
                }
                continue;
            }
            if (pair && !c.isPass()) {
                out.add(OpeningPair.best(s, c, imagined, settings, beliefs, race, raceSeed));
                continue;
            }
            long truth = Outcomes.truthAfter(view, c);
            int last = Outcomes.lastAfter(view, c);
            double turns = race.expectedTurns(last, Outcomes.handAfter(view, c), 100, new Rng(raceSeed));
            MarshalBelief b;
            try {
                b = beliefs.computeIfAbsent(List.of(c.event()), e -> MarshalBelief.after(view.rules, imagined, e, settings.workLimit()));
            } catch (WorkLimitExceeded e) {
                out.add(new Option(c.move(), Double.NaN, Double.NaN, Double.NaN, turns)); // not computed: listed last
                continue;
            }
            double loss = NextGuess.chance(b, truth, r -> Outcomes.lost(view.rules, truth, last, r));
            double hit = NextGuess.chance(b, truth, r -> r != 0);
            double fresh = c.isPass() ? 0 : b.probability(view.routeLength(), c.move().value());
            out.add(new Option(c.move(), loss, hit, fresh, turns));
        }
        out.sort(SAFEST_FIRST);
        return out;
    }

    private static Option escape(FugitiveView view, Candidates.Candidate c, List<Notes> imagined, Settings settings) {
        double capture;
        try {
            capture = Outcomes.manhuntAfterEscape(view, 0) ? ManhuntRisk.capture(view, imagined, List.of(c.event()), settings.workLimit()) : 0;
        } catch (WorkLimitExceeded e) {
            capture = Double.NaN;
        }
        return new Option(c.move(), capture, 0, 0, 0);
    }

    public ObjectNode toJson() {
        ObjectNode o = Json.object();
        o.put("spec", rules.name());
        o.put("measure", Deduction.MEASURE);
        o.put("copies", settings.copies());
        o.put("seed", settings.seed());
        ArrayNode hs = o.putArray("hideouts");
        for (Hideout h : hideouts) {
            hs.addObject().put("position", h.position()).put("hideout", h.value()).put("sprints", h.sprints())
                    .put("probability", h.probability()).put("rank", h.rank()).put("values", h.values());
        }
        o.put("nextGuessHits", hitNow);
        ArrayNode os = o.putArray("options");
        for (Option x : options) {
            ObjectNode j = os.addObject().put("move", x.move().toString());
            if (x.then() != null) {
                j.put("then", x.then().toString());
            }
            number(j, "loss", x.loss());
            number(j, "hit", x.hit());
            number(j, "newHideout", x.newHideout());
            j.put("turnsTo42", x.turnsTo42());
        }
        return o;
    }

    /** A figure, or null when a count passed the work limit. */
    private static void number(ObjectNode o, String field, double x) {
        if (Double.isNaN(x)) {
            o.putNull(field);
        } else {
            o.put(field, x);
        }
    }

    private static String percent(double x) {
        return Double.isNaN(x) ? "past the work limit" : Deduction.percent(x);
    }

    /** The human report: the hideouts, then the options, as aligned tables. */
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        if (hideouts.isEmpty()) {
            out.add("No face-down hideout.");
        } else {
            List<String[]> rows = new ArrayList<>();
            rows.add(new String[] {"position", "hideout", "sprints", "Marshal's chance of it", "its rank among the values he allows"});
            for (Hideout h : hideouts) {
                rows.add(new String[] {Integer.toString(h.position()), Integer.toString(h.value()), Integer.toString(h.sprints()),
                    Deduction.percent(h.probability()), h.rank() + " of " + h.values()});
            }
            out.addAll(Table.render(rows));
            out.add("");
            out.add("Were the Marshal to guess now, he would hit a hideout with chance " + Deduction.percent(hitNow) + ".");
        }
        if (!options.isEmpty()) {
            out.add("");
            out.add("This turn's moves, safest first:");
            List<String[]> rows = new ArrayList<>();
            rows.add(new String[] {"move", "game lost next", "a hideout hit next", "new hideout's exposure", "turns to 42"});
            for (Option x : options) {
                boolean escape = x.move().kind() == FugitiveMove.Kind.HIDE && x.move().value() == rules.escape;
                rows.add(new String[] {x.move() + (x.then() == null ? "" : ", then " + x.then()), percent(x.loss()) + (escape ? " (manhunt)" : ""),
                    escape ? "-" : percent(x.hit()), x.move().kind() == FugitiveMove.Kind.HIDE && !escape ? percent(x.newHideout()) : "-",
                    escape ? "0" : String.format("%.1f", x.turnsTo42())});
            }
            out.addAll(Table.render(rows));
        }
        out.add("");
        out.add("Estimated over " + settings.copies() + " imagined hands of the Marshal (seed " + settings.seed()
                + "); the Marshal is taken to name his likeliest number. Measure: " + Deduction.MEASURE + ".");
        if (options.stream().anyMatch(x -> x.then() != null)) {
            out.add("He guesses only after your second hideout, which tells him about the first: each first one is weighed"
                    + " with its safest second one, named after it.");
        }
        return out;
    }
}
