package org.cardlab.fugitive.deduce;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.variables.BoolVar;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.util.objects.setDataStructures.iterable.IntIterableRangeSet;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;

/**
 * The Marshal's deduction as a Choco model: one variable per face-down hideout and per
 * face-down sprint card, one posted constraint (or group) per rule and per note. It proves
 * which values each face-down position can hold and which are forced.
 *
 * <p>Provenance is stated without variables for the draws: the draw slots of a deck form a
 * growing chain in time, so the placed deck-d cards can be matched to earlier draws of deck d
 * exactly when, at every placement time t, at most (draws of deck d before t) deck-d cards
 * have been placed by t (Hall's condition on nested sets). The undrawn slots always find
 * cards, since the deck holds at least as many cards as were drawn from it.
 */
public final class ChocoModel {
    private final PublicTrack track;
    private final FugitiveRules rules;
    private final Model model = new Model("fugitive-deduce");
    /** Per position: its hideout (a constant when face up). */
    private final IntVar[] hideout;
    /** Per position: its face-down sprint cards (empty when none or when known). */
    private final IntVar[][] sprint;
    private final long[] knownSprints;

    public ChocoModel(PublicTrack track) {
        this.track = track;
        this.rules = track.rules;
        int n = track.routeLength();
        hideout = new IntVar[n];
        sprint = new IntVar[n][];
        knownSprints = new long[n];
        build();
    }

    private void build() {
        int n = track.routeLength();
        // Cards the Marshal has seen face up can be no face-down card.
        long known = track.seen | 1L | 1L << rules.escape;
        long inPlay = 0;
        for (int c : rules.startingHand) {
            inPlay |= 1L << c;
        }
        inPlay |= Cards.range(rules.deckLow[0], rules.deckHigh[2]);
        long hideoutValues = inPlay & Cards.range(1, 41) & ~known;
        long sprintValues = inPlay & ~known & (rules.sprintWith42 && !track.escaped() ? ~1L : ~(1L | 1L << rules.escape));
        hideout[0] = model.intVar("h0", 0);
        List<IntVar> hidden = new ArrayList<>();
        for (int p = 1; p < n; p++) {
            PublicTrack.Position pos = track.positions.get(p);
            if (pos.escape || pos.revealed()) {
                hideout[p] = model.intVar("h" + p, pos.value);
                knownSprints[p] = pos.sprintCards;
            } else {
                hideout[p] = model.intVar("h" + p, Cards.toArray(hideoutValues));
                hidden.add(hideout[p]);
            }
            boolean hiddenSprints = pos.escape || !pos.revealed();
            sprint[p] = new IntVar[hiddenSprints ? pos.sprints : 0];
            for (int i = 0; i < sprint[p].length; i++) {
                sprint[p][i] = model.intVar("s" + p + "_" + i, Cards.toArray(sprintValues));
                hidden.add(sprint[p][i]);
            }
            // A set of sprint cards, not a sequence: listed in increasing order.
            for (int i = 1; i < sprint[p].length; i++) {
                model.arithm(sprint[p][i - 1], "<", sprint[p][i]).post();
            }
        }
        // Rule: every card is used at most once (the seen cards are already out of the domains).
        if (hidden.size() > 1) {
            model.allDifferent(hidden.toArray(new IntVar[0])).post();
        }
        for (int p = 1; p < n; p++) {
            postRoute(p);
        }
        postProvenance();
        postGuesses();
    }

    /** Rule: the route increases, each step at most the step limit plus the footprints beneath (overpay as the spec says). */
    private void postRoute(int p) {
        IntVar last = hideout[p - 1];
        IntVar here = hideout[p];
        model.arithm(here, ">", last).post();
        // step - limit <= footprints; footprints = known part + per hidden card (odd or even)
        int knownFoot = rules.footprints(knownSprints[p]);
        IntVar[] foot = new IntVar[sprint[p].length];
        for (int i = 0; i < foot.length; i++) {
            IntVar parity = model.intVar("odd" + p + "_" + i, 0, 1);
            model.mod(sprint[p][i], 2, parity).post();
            foot[i] = model.intVar("fp" + p + "_" + i, Math.min(rules.footprintOdd, rules.footprintEven),
                    Math.max(rules.footprintOdd, rules.footprintEven));
            // fp = even + (odd - even) * parity
            model.scalar(new IntVar[] {foot[i], parity}, new int[] {1, rules.footprintEven - rules.footprintOdd}, "=",
                    rules.footprintEven).post();
        }
        int maxFoot = Math.max(rules.footprintOdd, rules.footprintEven) * (foot.length + Long.bitCount(knownSprints[p])) + 1;
        IntVar total = model.intVar("foot" + p, 0, maxFoot);
        IntVar[] terms = new IntVar[foot.length + 1];
        System.arraycopy(foot, 0, terms, 0, foot.length);
        terms[foot.length] = model.intVar(knownFoot);
        model.sum(terms, "=", total).post();
        // need = here - last - stepLimit <= total
        model.scalar(new IntVar[] {here, last, total}, new int[] {1, -1, -1}, "<=", rules.stepLimit).post();
        if (!rules.overpay) {
            // Every sprint card is needed: without any one of them the footprints fall short.
            for (IntVar f : foot) {
                model.scalar(new IntVar[] {here, last, total, f}, new int[] {1, -1, -1, 1}, ">", rules.stepLimit).post();
            }
            for (int c : Cards.toArray(knownSprints[p])) {
                model.scalar(new IntVar[] {here, last, total}, new int[] {1, -1, -1}, ">", rules.stepLimit - rules.footprint(c)).post();
            }
        }
    }

    /**
     * Rule: a deck card is placed only after the Fugitive drew from its deck: for each deck and
     * each placement time, the deck's cards placed so far number at most its draws so far.
     */
    private void postProvenance() {
        int n = track.routeLength();
        for (int d = 1; d <= 3; d++) {
            List<BoolVar> placed = new ArrayList<>();
            int fixed = 0;
            for (int p = 1; p < n; p++) {
                PublicTrack.Position pos = track.positions.get(p);
                if (pos.escape || pos.revealed()) {
                    long cards = (pos.escape ? 0 : 1L << pos.value) | knownSprints[p];
                    fixed += Long.bitCount(cards & Cards.range(rules.deckLow[d - 1], rules.deckHigh[d - 1]));
                } else {
                    placed.add(inDeck(hideout[p], d));
                }
                for (IntVar s : sprint[p]) {
                    placed.add(inDeck(s, d));
                }
                int slots = track.drawsBefore(d, pos.placedAt);
                if (placed.isEmpty()) {
                    if (fixed > slots) {
                        model.falseConstraint().post();
                    }
                } else {
                    model.sum(placed.toArray(new BoolVar[0]), "<=", slots - fixed).post();
                }
            }
        }
    }

    /**
     * A BoolVar true exactly when the card x is one of deck d's: member(x, low, high).reify()
     * stated through reifyXinS's own propagator. The generic reification of member spent most
     * of the Choco model's time in its not-member filter (puzzles verify: 37% of all CPU
     * samples); this one gives the same solutions in about a ninth of the time.
     */
    private BoolVar inDeck(IntVar x, int d) {
        BoolVar in = model.boolVar(x.getName() + "_in" + d);
        model.reifyXinS(x, new IntIterableRangeSet(rules.deckLow[d - 1], rules.deckHigh[d - 1]), in);
        return in;
    }

    /** Notes: each missed guess. A single miss rules its number out of the positions face down then; a multi miss, that all its numbers were. */
    private void postGuesses() {
        for (PublicTrack.Guess g : track.guesses) {
            if (g.hit()) {
                continue; // a hit is the reveals, already constants
            }
            int[] nums = Cards.toArray(g.numbers());
            if (nums.length == 1) {
                for (long w = g.window(); w != 0; w &= w - 1) {
                    model.arithm(hideout[Long.numberOfTrailingZeros(w)], "!=", nums[0]).post();
                }
                continue;
            }
            BoolVar[] covered = new BoolVar[nums.length];
            for (int k = 0; k < nums.length; k++) {
                List<BoolVar> at = new ArrayList<>();
                for (long w = g.window(); w != 0; w &= w - 1) {
                    at.add(model.arithm(hideout[Long.numberOfTrailingZeros(w)], "=", nums[k]).reify());
                }
                covered[k] = at.isEmpty() ? model.boolVar(false) : model.or(at.toArray(new BoolVar[0])).reify();
            }
            model.sum(covered, "<", nums.length).post();
        }
    }

    /** Possible values of each face-down position (bit masks), or null when no history is consistent. */
    public Map<Integer, Long> possibleValues() {
        Solver solver = model.getSolver();
        Map<Integer, Long> support = new HashMap<>();
        Map<Integer, Long> domain = new HashMap<>();
        List<Integer> down = new ArrayList<>();
        for (int p = 1; p < track.routeLength(); p++) {
            PublicTrack.Position pos = track.positions.get(p);
            if (!pos.escape && !pos.revealed()) {
                down.add(p);
                long dom = 0;
                for (int v = hideout[p].getLB(); v <= hideout[p].getUB(); v = hideout[p].nextValue(v)) {
                    dom |= 1L << v;
                }
                domain.put(p, dom);
                support.put(p, 0L);
            }
        }
        if (!solver.solve()) {
            return null;
        }
        record(support, down);
        solver.reset();
        for (int p : down) {
            for (long rest = domain.get(p) & ~support.get(p); rest != 0; rest &= rest - 1) {
                int v = Long.numberOfTrailingZeros(rest);
                if (Cards.has(support.get(p), v)) {
                    continue;
                }
                Constraint c = model.arithm(hideout[p], "=", v);
                model.post(c);
                if (solver.solve()) {
                    record(support, down);
                }
                solver.reset();
                model.unpost(c);
            }
        }
        return support;
    }

    private void record(Map<Integer, Long> support, List<Integer> down) {
        for (int q : down) {
            support.merge(q, 1L << hideout[q].getValue(), (a, b) -> a | b);
        }
    }

    /** Counts all solutions of the model (the Choco naive baseline); -1 past the limit. */
    public long countSolutions(long limit) {
        Solver solver = model.getSolver();
        long k = 0;
        while (solver.solve()) {
            if (++k > limit) {
                solver.reset();
                return -1;
            }
        }
        solver.reset();
        return k;
    }
}
