package org.cardlab.verify;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.bots.HeuristicFugitive;
import org.cardlab.fugitive.bots.HeuristicMarshal;

/**
 * Searches a shortest Fugitive game on which two specs part because of one rule: every move
 * before the last is legal under both specs and leaves both in the same phase with the same
 * winner; the last move either ends the game differently (or ends it under one spec only), or
 * is legal under one spec and refused by the other. The difference must be the rule's doing:
 * the first spec with only that rule swapped in must give the second spec's result there.
 *
 * <p>The search is depth-first with branch and bound over moves (each witness found lowers the
 * bound below its length, so the one kept is a shortest within what is searched), across seeded
 * deals 1..N. What is searched: the Fugitive plays the
 * heuristic bot's move under either spec; the Marshal draws as the heuristic Marshal does and
 * guesses every single face-down hideout (a hit) or one number that misses. At every position
 * a few more moves are probed, without being played on, for one spec refusing what the other
 * allows: the first legal moves in the engine's order on both sides, every deck, a two-number
 * guess, and a pass.
 */
public final class FugitiveWitnessSearch {

    /** The search bound: seeded deals 1..deals, games of at most maxMoves moves, at most maxNodes positions. */
    public record Bound(int deals, int maxMoves, long maxNodes) {
        @Override
        public String toString() {
            return maxMoves + " moves over " + deals + " deals (at most " + maxNodes + " positions)";
        }
    }

    /**
     * A witness game: the deal seed, the moves (the last is where the specs part), and each
     * spec's result after the last move, in words.
     */
    public record Witness(String rule, long seed, List<FugitiveMove> moves, boolean refusal, String resultA, String resultB) {
        public int length() {
            return moves.size();
        }
    }

    /**
     * The outcome of a search: a shortest witness found, or none. {@code complete} is false when
     * the position budget stopped the search (a shorter witness, or any, may then exist).
     */
    public record Outcome(String rule, Witness witness, long nodes, boolean complete, Bound bound) {}

    private final FugitiveRules a;
    private final FugitiveRules b;
    private final FugitiveRules swapped;
    private final String rule;
    private final Bound bound;
    private final HeuristicFugitive fugitiveBot = new HeuristicFugitive();
    private final HeuristicMarshal marshalBot = new HeuristicMarshal();
    private long nodes;
    private long seed;
    private Map<Long, Integer> seen;

    /**
     * @param swapped the first spec with {@code rule} taken from the second (see {@link SpecVariant})
     */
    public FugitiveWitnessSearch(FugitiveRules a, FugitiveRules b, FugitiveRules swapped, String rule, Bound bound) {
        this.a = a;
        this.b = b;
        this.swapped = swapped;
        this.rule = rule;
        this.bound = bound;
    }

    private static final class BudgetSpent extends RuntimeException {
        private static final long serialVersionUID = 1L;

        BudgetSpent() {
            super(null, null, false, false);
        }
    }

    public Outcome run() {
        Witness best = null;
        boolean complete = true;
        try {
            for (long deal = 1; deal <= bound.deals(); deal++) {
                seed = deal;
                seen = new HashMap<>();
                int limit = best == null ? bound.maxMoves() : best.length() - 1;
                Witness w = dfs(FugitiveState.newGame(a, deal), FugitiveState.newGame(b, deal), new ArrayList<>(), limit);
                if (w != null) {
                    best = w;
                }
            }
        } catch (BudgetSpent e) {
            complete = false;
        }
        return new Outcome(rule, best, nodes, complete, bound);
    }

    /**
     * Depth-first, branch and bound: a witness found sets the bound below its length, so the
     * last one kept is a shortest. A position met again (equal in everything but the order of
     * the moves that led there) at the same depth or deeper is not searched again.
     */
    private Witness dfs(FugitiveState sa, FugitiveState sb, List<FugitiveMove> path, int limit) {
        if (++nodes > bound.maxNodes()) {
            throw new BudgetSpent();
        }
        int depth = path.size();
        if (sa.isTerminal() || depth >= limit) {
            return null;
        }
        long key = key(sa);
        Integer before = seen.get(key);
        if (before != null && before <= depth) {
            return null;
        }
        seen.put(key, depth);
        Witness found = null;
        // one spec refusing what the other allows
        for (FugitiveMove m : probes(sa, sb, depth)) {
            boolean la = sa.whyIllegal(m) == null;
            boolean lb = sb.whyIllegal(m) == null;
            if (la != lb) {
                FugitiveState sw = replay(swapped, path);
                if ((sw.whyIllegal(m) == null) == lb) {
                    List<FugitiveMove> moves = new ArrayList<>(path);
                    moves.add(m);
                    return new Witness(rule, seed, List.copyOf(moves), true,
                            la ? "allowed" : "refused: " + sa.whyIllegal(m), lb ? "allowed" : "refused: " + sb.whyIllegal(m));
                }
            }
        }
        for (FugitiveMove m : branches(sa, sb, depth)) {
            if (sa.whyIllegal(m) != null || sb.whyIllegal(m) != null) {
                continue; // a refusal, probed above
            }
            FugitiveState na = sa.copy();
            FugitiveState nb = sb.copy();
            na.apply(m);
            nb.apply(m);
            path.add(m);
            try {
                if (parted(na, nb)) {
                    FugitiveState sw = replay(swapped, path);
                    if (!parted(sw, nb)) {
                        return new Witness(rule, seed, List.copyOf(path), false, result(na), result(nb));
                    }
                    continue; // parted for another rule's reason: not a prefix of a witness for this one
                }
                Witness w = dfs(na, nb, path, found == null ? limit : found.length() - 1);
                if (w != null) {
                    found = w;
                }
            } finally {
                path.remove(path.size() - 1);
            }
        }
        return found;
    }

    /**
     * A 64-bit hash of a position without its move history: phase, winner, decks, hands, the
     * route with its sprint cards and what is face up, the last revealed hideout and the number
     * of public events. (The draws still due in a draw phase follow from the hand sizes.)
     */
    private static long key(FugitiveState s) {
        long h = 0xcbf29ce484222325L;
        h = mix(h, s.phase().ordinal());
        h = mix(h, s.winner());
        for (int d = 1; d <= 3; d++) {
            h = mix(h, s.deckLeft(d));
        }
        h = mix(h, s.fugitiveHand());
        h = mix(h, s.marshalHand());
        for (int p = 0; p < s.routeLength(); p++) {
            h = mix(h, s.hideout(p) * 2L + (s.isFaceUp(p) ? 1 : 0));
            h = mix(h, s.sprintCards(p));
        }
        h = mix(h, s.lastRevealed());
        return mix(h, s.events().size());
    }

    private static long mix(long h, long v) {
        long x = (h ^ v) * 0x9E3779B97F4A7C15L;
        return x ^ (x >>> 29);
    }

    /** The two games have parted: a different phase, or a different winner. */
    static boolean parted(FugitiveState x, FugitiveState y) {
        return x.phase() != y.phase() || x.winner() != y.winner();
    }

    /** A spec's result after a move, in words. */
    public static String result(FugitiveState s) {
        if (s.isTerminal()) {
            return (s.winner() == FugitiveState.FUGITIVE ? "the Fugitive wins" : "the Marshal wins") + " (" + s.outcome() + ")";
        }
        if (s.phase() == Phase.MANHUNT) {
            return "the manhunt starts";
        }
        return "the game goes on (" + (s.currentPlayer() == FugitiveState.FUGITIVE ? "the Fugitive" : "the Marshal") + " to move)";
    }

    private FugitiveState replay(FugitiveRules rules, List<FugitiveMove> moves) {
        FugitiveState s = FugitiveState.newGame(rules, seed);
        for (FugitiveMove m : moves) {
            s.apply(m);
        }
        return s;
    }

    private Rng rng(int ply) {
        return Rng.forGame(seed * 1_000_003L + 17, ply);
    }

    /** The moves played on from here: the bots' choices under either spec, and the Marshal's guesses. */
    private Set<FugitiveMove> branches(FugitiveState sa, FugitiveState sb, int ply) {
        Set<FugitiveMove> out = new LinkedHashSet<>();
        switch (sa.phase()) {
            case FUGITIVE_FIRST, FUGITIVE_DRAW, FUGITIVE_PLACE -> {
                out.add(fugitiveBot.choose(sa, rng(ply)));
                out.add(fugitiveBot.choose(sb, rng(ply)));
            }
            case MARSHAL_DRAW -> {
                out.add(marshalBot.choose(sa, rng(ply)));
                out.add(marshalBot.choose(sb, rng(ply)));
            }
            case MARSHAL_GUESS, MANHUNT -> {
                long hidden = sa.faceDownCards();
                for (int c : Cards.toArray(hidden)) {
                    out.add(FugitiveMove.guess(c));
                }
                long misses = sa.guessable() & ~hidden;
                if (misses != 0) {
                    out.add(FugitiveMove.guess(Long.numberOfTrailingZeros(misses)));
                }
            }
            default -> { }
        }
        return out;
    }

    /** Moves checked for a refusal on one side only (besides the branches). */
    private Set<FugitiveMove> probes(FugitiveState sa, FugitiveState sb, int ply) {
        Set<FugitiveMove> out = new LinkedHashSet<>(branches(sa, sb, ply));
        sa.legalMoves().limit(6).forEach(out::add);
        sb.legalMoves().limit(6).forEach(out::add);
        switch (sa.phase()) {
            case FUGITIVE_DRAW, MARSHAL_DRAW -> {
                for (int d = 1; d <= 3; d++) {
                    out.add(FugitiveMove.draw(d));
                }
            }
            case FUGITIVE_PLACE -> out.add(FugitiveMove.PASS);
            case MARSHAL_GUESS, MANHUNT -> {
                out.add(FugitiveMove.PASS);
                long g = sa.guessable();
                if (Long.bitCount(g) >= 2) {
                    long first = Long.lowestOneBit(g);
                    out.add(FugitiveMove.guessSet(first | Long.lowestOneBit(g & ~first)));
                }
            }
            default -> { }
        }
        return out;
    }
}
