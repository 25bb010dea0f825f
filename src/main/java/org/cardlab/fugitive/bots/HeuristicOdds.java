package org.cardlab.fugitive.bots;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;

/**
 * The heuristic Fugitive's move probabilities, exactly: its choice ({@link HeuristicFugitive}) with
 * every random draw it makes followed down each branch. A placement scans the hideouts from the
 * highest down; each one that beats the best so far may be bluffed with a spare dead card (chance
 * {@code BLUFF}, the card uniformly), and is kept only when legal; then the pass: when the best move
 * is wasteful (always, or with chance 0.6 when it spends live cards from a small hand) and he has
 * passed fewer than three turns running, else with chance {@code BLUFF / 3}. A draw aims at the deck
 * of a card 4 to 9 above the last hideout (uniformly), or with chance {@code BLUFF} at a deck drawn
 * uniformly, and takes the first non-empty deck from there. Where it falls back on a random legal
 * move, the random Fugitive's chances ({@link RandomOdds}) take over.
 */
public final class HeuristicOdds implements MoveOdds {
    private static final double BLUFF = HeuristicFugitive.BLUFF;
    private final RandomOdds random = new RandomOdds();

    /** One branch of the scan: its chance, the best move so far, its score and live cards. */
    private record Branch(double p, FugitiveMove best, int score, int live) {}

    @Override
    public double probability(FugitiveState s, FugitiveMove m) {
        Map<FugitiveMove, Double> d = new HashMap<>();
        double rest = distribution(s, d);
        return d.getOrDefault(m, 0.0) + (rest > 0 ? rest * random.probability(s, m) : 0);
    }

    /**
     * The moves it plays with their chances into {@code out}; returns the chance left to a random
     * legal move (its fallback).
     */
    double distribution(FugitiveState s, Map<FugitiveMove, Double> out) {
        FugitiveRules rules = s.rules();
        int last = s.hideout(s.routeLength() - 1);
        if (s.phase() == Phase.FUGITIVE_DRAW) {
            return draw(s, last, out);
        }
        long hand = s.fugitiveHand();
        FugitiveMove escape = HeuristicSteps.escape(rules, hand, last);
        if (escape != null) {
            out.put(escape, 1.0);
            return 0;
        }
        boolean first = s.phase() == Phase.FUGITIVE_FIRST;
        List<Branch> branches = List.of(new Branch(1, null, Integer.MIN_VALUE, 0));
        for (int h = rules.escape - 1; h > last; h--) {
            HeuristicSteps.Step step = HeuristicSteps.step(rules, hand, last, h);
            if (step == null) {
                continue;
            }
            long sprint = step.sprint();
            long spare = step.spare();
            int score = step.score();
            int live = step.live();
            boolean bluffs = rules.overpay && spare != 0;
            List<Branch> next = new ArrayList<>();
            for (Branch b : branches) {
                if (score <= b.score()) {
                    next.add(b);
                    continue;
                }
                if (!bluffs) {
                    next.add(keep(s, b, b.p(), FugitiveMove.hide(h, sprint), score, live));
                    continue;
                }
                next.add(keep(s, b, b.p() * (1 - BLUFF), FugitiveMove.hide(h, sprint), score, live));
                int n = Long.bitCount(spare);
                for (int c : Cards.toArray(spare)) {
                    next.add(keep(s, b, b.p() * BLUFF / n, FugitiveMove.hide(h, sprint | 1L << c), score, live));
                }
            }
            branches = merge(next);
        }
        boolean passOk = !first && s.whyIllegal(FugitiveMove.PASS) == null;
        int passes = HeuristicFugitive.passesInARow(s);
        double rest = 0;
        for (Branch b : branches) {
            if (b.best() != null && passOk) {
                double wasteful = b.score() <= 0 ? 1
                        : b.live() > 0 && Long.bitCount(hand) <= 6 + b.live() ? 0.6 : 0;
                double pass = wasteful * (passes < 3 ? 1 : BLUFF / 3) + (1 - wasteful) * BLUFF / 3;
                add(out, FugitiveMove.PASS, b.p() * pass);
                add(out, b.best(), b.p() * (1 - pass));
            } else if (b.best() != null) {
                add(out, b.best(), b.p());
            } else if (passOk) {
                add(out, FugitiveMove.PASS, b.p());
            } else {
                rest += b.p();
            }
        }
        return rest;
    }

    /** The branch after trying move m of this score: kept as the best when legal, else the branch as it was. */
    private static Branch keep(FugitiveState s, Branch b, double p, FugitiveMove m, int score, int live) {
        return s.whyIllegal(m) == null ? new Branch(p, m, score, live) : new Branch(p, b.best(), b.score(), b.live());
    }

    /** Branches with the same best move, score and live cards as one (their chances added). */
    private static List<Branch> merge(List<Branch> bs) {
        Map<List<Object>, Double> p = new java.util.LinkedHashMap<>();
        Map<List<Object>, Branch> any = new HashMap<>();
        for (Branch b : bs) {
            List<Object> key = java.util.Arrays.asList(b.best(), b.score(), b.live());
            p.merge(key, b.p(), Double::sum);
            any.putIfAbsent(key, b);
        }
        List<Branch> out = new ArrayList<>();
        p.forEach((k, q) -> out.add(new Branch(q, any.get(k).best(), any.get(k).score(), any.get(k).live())));
        return out;
    }

    private static double draw(FugitiveState s, int last, Map<FugitiveMove, Double> out) {
        FugitiveRules rules = s.rules();
        double rest = 0;
        for (int u = 0; u < 6; u++) {
            int aimed = rules.deckOf(Math.min(rules.escape - 1, last + 4 + u));
            rest += target(s, aimed, (1 - BLUFF) / 6, out);
        }
        for (int want = 1; want <= 3; want++) {
            rest += target(s, want, BLUFF / 3, out);
        }
        return rest;
    }

    /** The first non-empty deck from {@code want} on, with chance p; returns p when every deck is empty. */
    private static double target(FugitiveState s, int want, double p, Map<FugitiveMove, Double> out) {
        for (int k = 0; k < 3; k++) {
            int d = (want - 1 + k) % 3 + 1; // as the bot: an aim past every deck (want 0) tries decks 1 and 2 only
            if (d >= 1 && s.deckLeft(d) > 0) {
                add(out, FugitiveMove.draw(d), p);
                return 0;
            }
        }
        return p;
    }

    private static void add(Map<FugitiveMove, Double> out, FugitiveMove m, double p) {
        if (p > 0) {
            out.merge(m, p, Double::sum);
        }
    }
}
