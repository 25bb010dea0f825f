package org.cardlab.fugitive.puzzle;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * The reasoning a player does without case analysis: domain filtering to a fixpoint, each rule
 * applied on its own. Sound (it only removes impossible values), not complete: what it leaves
 * is a superset of the possible values. A puzzle step it settles needs "propagation"; a step
 * only the exhaustive oracle settles needs "search".
 *
 * <p>The rules: a face-down hideout is an unseen card that no single miss named while it was
 * face down; a deck's card needs an earlier draw from that deck beyond the known cards of that
 * deck placed by then; the route increases, each step at most the step limit plus the most the
 * sprint cards beneath can give; a value forced at one position is taken from all others.
 *
 * <p>Each removal can be recorded with its {@link Reason}, so that an answer can say in words
 * which note rules a value out ({@link StepExplainer}).
 */
public final class Propagator {

    /** Why values were removed from a position: the rule, and the facts it used. */
    public record Reason(Rule rule, int other, int bound, int reach, int deck, int event) {
        static Reason of(Rule rule) {
            return new Reason(rule, -1, -1, -1, -1, -1);
        }
    }

    /** The rules, in the order they are applied. */
    public enum Rule {
        /** The Marshal holds the card. */
        HELD,
        /** The card lies face up on the table (card 0, 42, a revealed hideout or sprint card). */
        FACE_UP,
        /** The card cannot be placed at all under the spec (not in the starting hand or a deck). */
        NOT_IN_PLAY,
        /** A card of {@code deck}: the Fugitive had no unaccounted draw from it before the hideout was placed. */
        NO_DRAW,
        /** A single miss ({@code event}) named it while the position was face down. */
        MISSED,
        /** Not above position {@code other}, which is at least {@code bound}. */
        ABOVE,
        /** More than {@code reach} above position {@code other}, which is at most {@code bound}. */
        REACH,
        /** Not below position {@code other}, which is at most {@code bound}. */
        BELOW,
        /** Position {@code other} is at least {@code bound} and at most {@code reach} above this one. */
        BEHIND,
        /** Position {@code other} is certainly this value. */
        TAKEN,
        /** A case being tried: every value but one set aside. */
        ASSUMED
    }

    /** Receives each removal: the position, the values removed, why. */
    public interface Trace {
        void removed(int position, long values, Reason reason);
    }

    private final PublicTrack g;
    private final FugitiveRules rules;
    private final Trace trace;
    private final int n;
    private final long[] dom;
    private int emptied = -1;

    /**
     * The domains of the face-down positions (null when some position has no value left), that
     * position (-1 when none), and every position's values where propagation stopped.
     */
    public record Outcome(Map<Integer, Long> domains, int emptied, long[] all) {}

    private Propagator(PublicTrack g, Trace trace) {
        this.g = g;
        this.rules = g.rules;
        this.trace = trace;
        this.n = g.positions.size();
        this.dom = new long[n];
    }

    /** Domains of the face-down positions after propagation (null when one becomes empty). */
    public static Map<Integer, Long> domains(PublicTrack g) {
        return domains(g, Map.of(), null);
    }

    /**
     * Domains with some positions restricted first ({@code assumed}: position to the values kept),
     * each removal reported to {@code trace} (may be null).
     */
    public static Map<Integer, Long> domains(PublicTrack g, Map<Integer, Long> assumed, Trace trace) {
        return outcome(g, assumed, trace).domains();
    }

    /** As {@link #domains(PublicTrack, Map, Trace)}, also naming the position left without a value. */
    public static Outcome outcome(PublicTrack g, Map<Integer, Long> assumed, Trace trace) {
        Propagator pr = new Propagator(g, trace);
        Map<Integer, Long> d = pr.run(assumed);
        return new Outcome(d, d == null ? pr.emptied : -1, pr.dom.clone());
    }

    private void cut(int p, long values, Reason why) {
        long removed = dom[p] & values;
        if (removed != 0) {
            dom[p] &= ~values;
            if (trace != null) {
                trace.removed(p, removed, why);
            }
            if (dom[p] == 0 && emptied < 0) {
                emptied = p;
            }
        }
    }

    private Map<Integer, Long> run(Map<Integer, Long> assumed) {
        long held = g.marshalCards;
        long faceUp = g.seenOnTable();
        long all = Cards.range(1, 41);
        int[] knownPlaced = new int[4];
        for (int p = 0; p < n; p++) {
            PublicTrack.Position pos = g.positions.get(p);
            if (pos.value >= 0) {
                dom[p] = 1L << pos.value;
            }
            if (p == 0) {
                continue;
            }
            long known = (pos.value >= 0 && !pos.escape ? 1L << pos.value : 0) | pos.sprintCards;
            for (int c : Cards.toArray(known)) {
                knownPlaced[rules.deckOf(c)]++;
            }
            if (pos.value < 0) {
                dom[p] = all;
                cut(p, held, Reason.of(Rule.HELD));
                cut(p, faceUp, Reason.of(Rule.FACE_UP));
                cut(p, ~rules.inPlay(), Reason.of(Rule.NOT_IN_PLAY));
                for (int deck = 1; deck <= 3; deck++) {
                    if (g.drawsBefore(deck, pos.placedAt) - knownPlaced[deck] < 1) {
                        cut(p, Cards.range(rules.deckLow[deck - 1], rules.deckHigh[deck - 1]),
                                new Reason(Rule.NO_DRAW, -1, -1, -1, deck, pos.placedAt));
                    }
                }
                if (assumed.containsKey(p)) {
                    cut(p, ~assumed.get(p), Reason.of(Rule.ASSUMED));
                }
            }
        }
        for (PublicTrack.Guess q : g.guesses) {
            boolean allOrNothing = rules.guessAllOrNothing(q.manhunt());
            long notThere = q.hit() ? q.numbers() & ~g.revealedBy(q)
                    : !allOrNothing || Long.bitCount(q.numbers()) == 1 ? q.numbers() : 0;
            for (long w = q.window(); w != 0; w &= w - 1) {
                int p = Long.numberOfTrailingZeros(w);
                if (g.positions.get(p).value < 0) {
                    cut(p, notThere, new Reason(Rule.MISSED, -1, -1, -1, -1, q.event()));
                }
            }
        }
        int maxCard = Math.max(rules.footprintOdd, rules.footprintEven);
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int p = 1; p < n; p++) {
                PublicTrack.Position pos = g.positions.get(p);
                if (dom[p] == 0 || dom[p - 1] == 0) {
                    return null;
                }
                int reach = rules.stepLimit + rules.footprints(pos.escape ? 0 : pos.sprintCards) + pos.hiddenSprints() * maxCard;
                int prevMin = Long.numberOfTrailingZeros(dom[p - 1]);
                int prevMax = 63 - Long.numberOfLeadingZeros(dom[p - 1]);
                long before = dom[p];
                long beforePrev = dom[p - 1];
                cut(p, Cards.range(0, prevMin), new Reason(Rule.ABOVE, p - 1, prevMin, -1, -1, -1));
                cut(p, ~Cards.range(0, prevMax + reach), new Reason(Rule.REACH, p - 1, prevMax, reach, -1, -1));
                if (dom[p] == 0) {
                    return null;
                }
                int min = Long.numberOfTrailingZeros(dom[p]);
                int max = 63 - Long.numberOfLeadingZeros(dom[p]);
                cut(p - 1, ~Cards.range(0, max - 1), new Reason(Rule.BELOW, p, max, -1, -1, -1));
                cut(p - 1, Cards.range(0, min - reach - 1), new Reason(Rule.BEHIND, p, min, reach, -1, -1));
                if (before != dom[p] || beforePrev != dom[p - 1]) {
                    changed = true;
                }
            }
            for (int p = 1; p < n; p++) {
                if (Long.bitCount(dom[p]) == 1 && g.positions.get(p).value < 0) {
                    for (int q = 1; q < n; q++) {
                        if (q != p && g.positions.get(q).value < 0 && (dom[q] & dom[p]) != 0) {
                            cut(q, dom[p], new Reason(Rule.TAKEN, p, -1, -1, -1, -1));
                            changed = true;
                        }
                    }
                }
            }
        }
        Map<Integer, Long> out = new HashMap<>();
        for (int p : g.faceDown()) {
            if (dom[p] == 0) {
                return null;
            }
            out.put(p, dom[p]);
        }
        return out;
    }

    static List<Integer> settled(Map<Integer, Long> domains) {
        return domains.entrySet().stream().filter(e -> Long.bitCount(e.getValue()) == 1).map(Map.Entry::getKey).sorted().toList();
    }
}
