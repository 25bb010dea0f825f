package org.cardlab.verify;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.cardlab.core.Game;
import org.cardlab.core.GameState;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.core.WitnessMoves;

/**
 * Searches a shortest seeded game on which two specs of one game part because of one rule:
 * every move before the last is legal under both specs and leaves the two games together; the
 * last move either parts them (a different result, or play going on differently) or is legal
 * under one spec and refused by the other. The difference must be the rule's doing: the first
 * spec with only that rule taken from the second must give the second spec's result there.
 *
 * <p>Depth-first with branch and bound over moves (each witness found lowers the bound below
 * its length, so the one kept is a shortest within what is searched), across seeded deals
 * 1..N. What is played on and probed at each position is the game's own
 * ({@link Game#witnessMoves}). The bots' stream at depth d of deal s is
 * {@code Rng.forGame(s * 1000003 + 17, d)}, the same under both specs.
 */
public final class WitnessSearch<S extends GameState<M>, M> {

    /**
     * A witness game: the deal seed, the moves (the last is where the specs part), and each
     * spec's result after the last move, in words.
     */
    public record Witness<M>(String rule, long seed, List<M> moves, boolean refusal, String resultA, String resultB) {
        public int length() {
            return moves.size();
        }
    }

    /**
     * The outcome of a search: a shortest witness found, or none. {@code complete} is false when
     * the position budget stopped the search (a shorter witness, or any, may then exist);
     * {@code movesBoundReached} when some game searched reached the move bound still together
     * and not ended (a longer game might part).
     */
    public record Outcome<M>(String rule, Witness<M> witness, long nodes, boolean complete, WitnessMoves.Bound bound,
            boolean movesBoundReached) {}

    private final Game<S, M> a;
    private final Game<S, M> b;
    private final Game<S, M> swapped;
    private final String rule;
    private final WitnessMoves.Bound bound;
    private final WitnessMoves<S, M> moves;
    private long nodes;
    private boolean movesBoundReached;
    private long seed;
    private Map<Long, Integer> seen;

    private static final class BudgetSpent extends RuntimeException {
        private static final long serialVersionUID = 1L;

        BudgetSpent() {
            super(null, null, false, false);
        }
    }

    /** @param swapped the first spec's game with {@code rule} taken from the second spec */
    public WitnessSearch(Game<S, M> a, Game<S, M> b, Game<S, M> swapped, String rule, WitnessMoves.Bound bound) {
        this.a = a;
        this.b = b;
        this.swapped = swapped;
        this.rule = rule;
        this.bound = bound;
        this.moves = a.witnessMoves();
    }

    public Outcome<M> run() {
        Witness<M> best = moves.linesFirst() ? lines() : null;
        boolean complete = true;
        try {
            for (long deal = 1; deal <= bound.deals(); deal++) {
                seed = deal;
                seen = new HashMap<>();
                int limit = best == null ? bound.maxMoves() : best.length() - 1;
                Witness<M> w = dfs(a.newGame(deal), b.newGame(deal), new ArrayList<>(), limit);
                if (w != null) {
                    best = w;
                }
            }
        } catch (BudgetSpent e) {
            complete = false;
        }
        return new Outcome<>(rule, best, nodes, complete, bound, movesBoundReached);
    }

    /**
     * One position on the search's stack: the two games, the moves still to play on from it,
     * the bound below which a witness is still worth finding there, the best witness found
     * under it so far.
     */
    private static final class Frame<S, M> {
        final S sa;
        final S sb;
        final java.util.Iterator<M> branches;
        final int limit;
        Witness<M> found;

        Frame(S sa, S sb, java.util.Iterator<M> branches, int limit) {
            this.sa = sa;
            this.sb = sb;
            this.branches = branches;
            this.limit = limit;
        }
    }

    /** What entering a position gives: a witness at once (a refusal), nothing to search, or a position to search. */
    private record Entered<S, M>(Witness<M> witness, Frame<S, M> frame) {}

    /**
     * Depth-first, branch and bound: a witness found sets the bound below its length, so the
     * last one kept is a shortest. A position met again at the same depth or deeper is not
     * searched again. The stack is explicit: a witness can be thousands of moves long (a whole
     * Da Guai Lu Zi match), deeper than a thread's stack would go.
     */
    @SuppressWarnings("unchecked")
    private Witness<M> dfs(S rootA, S rootB, List<M> path, int rootLimit) {
        Entered<S, M> root = enter(rootA, rootB, path, rootLimit);
        if (root.frame() == null) {
            return root.witness();
        }
        java.util.ArrayDeque<Frame<S, M>> stack = new java.util.ArrayDeque<>();
        stack.push(root.frame());
        Witness<M> returned = null;
        while (true) {
            Frame<S, M> f = stack.peek();
            Witness<M> done = null;
            Frame<S, M> child = null;
            while (done == null && child == null && f.branches.hasNext()) {
                M m = f.branches.next();
                if (f.sa.whyIllegal(m) != null || f.sb.whyIllegal(m) != null) {
                    continue; // a refusal, probed when the position was entered
                }
                S na = (S) f.sa.copy();
                S nb = (S) f.sb.copy();
                na.apply(m);
                nb.apply(m);
                path.add(m);
                if (moves.parted(na, nb)) {
                    done = partedByTheRule(na, nb, path); // null: parted for another rule's reason, not a prefix of a witness
                    path.remove(path.size() - 1);
                    continue;
                }
                Entered<S, M> e = enter(na, nb, path, f.found == null ? f.limit : f.found.length() - 1);
                if (e.frame() != null) {
                    child = e.frame();
                } else {
                    path.remove(path.size() - 1);
                    if (e.witness() != null) {
                        f.found = e.witness();
                    }
                }
            }
            if (child != null) {
                stack.push(child);
                continue;
            }
            stack.pop();
            returned = done != null ? done : f.found;
            if (stack.isEmpty()) {
                return returned;
            }
            path.remove(path.size() - 1); // back to the parent's position
            if (returned != null) {
                stack.peek().found = returned;
            }
        }
    }

    /**
     * Enters a position: charges the budget, stops at the end, at the bound or at a position met
     * before no deeper, and probes for a refusal that the rule explains (a witness at once).
     */
    private Entered<S, M> enter(S sa, S sb, List<M> path, int limit) {
        if (++nodes > bound.maxNodes()) {
            throw new BudgetSpent();
        }
        int depth = path.size();
        if (sa.isTerminal() || depth >= limit) {
            movesBoundReached |= !sa.isTerminal() && depth >= bound.maxMoves();
            return new Entered<>(null, null);
        }
        long key = moves.key(sa);
        Integer before = seen.get(key);
        if (before != null && before <= depth) {
            return new Entered<>(null, null);
        }
        seen.put(key, depth);
        Supplier<Rng> rng = () -> Rng.forGame(seed * 1_000_003L + 17, depth);
        for (M m : moves.probes(sa, sb, rng)) {
            boolean la = sa.whyIllegal(m) == null;
            boolean lb = sb.whyIllegal(m) == null;
            S sw = la != lb ? swappedAfter(path) : null;
            if (sw != null && (sw.whyIllegal(m) == null) == lb) {
                List<M> ms = new ArrayList<>(path);
                ms.add(m);
                return new Entered<>(new Witness<>(rule, seed, List.copyOf(ms), true,
                        la ? "allowed" : "refused: " + sa.whyIllegal(m), lb ? "allowed" : "refused: " + sb.whyIllegal(m)), null);
            }
        }
        return new Entered<>(null, new Frame<>(sa, sb, new ArrayList<>(moves.branches(sa, sb, rng)).iterator(), limit));
    }

    /**
     * The shortest witness on the bots' own lines: for each deal and bot, the bot plays every
     * seat under the first spec, the second spec following the same moves, until they part.
     */
    private Witness<M> lines() {
        Witness<M> best = null;
        for (long deal = 1; deal <= bound.deals(); deal++) {
            seed = deal;
            for (List<Policy<S, M>> seats : moves.lines()) {
                S sa = a.newGame(deal);
                S sb = b.newGame(deal);
                List<M> path = new ArrayList<>();
                int limit = best == null ? bound.maxMoves() : best.length() - 1;
                while (!sa.isTerminal() && path.size() < limit) {
                    M m = seats.get(sa.currentPlayer()).choose(sa, Rng.forGame(seed * 1_000_003L + 17, path.size()));
                    nodes++;
                    if (sb.whyIllegal(m) != null) { // the second spec refuses the bot's move: a witness if the rule explains it
                        S sw = swappedAfter(path);
                        boolean swappedRefuses = sw != null && sw.whyIllegal(m) != null;
                        path.add(m);
                        if (swappedRefuses) {
                            best = new Witness<>(rule, seed, List.copyOf(path), true, "allowed", "refused: " + sb.whyIllegal(m));
                        }
                        break;
                    }
                    sa.apply(m);
                    sb.apply(m);
                    path.add(m);
                    if (moves.parted(sa, sb)) {
                        Witness<M> w = partedByTheRule(sa, sb, path);
                        best = w != null ? w : best;
                        break;
                    }
                    movesBoundReached |= !sa.isTerminal() && path.size() >= bound.maxMoves();
                }
            }
        }
        return best;
    }

    /**
     * The witness of two games the path has parted, when the rule explains it (the first spec
     * with the rule taken from the second stays with the second); null otherwise.
     */
    private Witness<M> partedByTheRule(S sa, S sb, List<M> path) {
        S sw = swappedAfter(path);
        if (sw == null || moves.parted(sw, sb)) {
            return null;
        }
        return new Witness<>(rule, seed, List.copyOf(path), false, moves.result(sa, sb), moves.result(sb, sa));
    }

    /**
     * The first spec with the rule taken from the second, after the path; null when it refuses a
     * move of the path: a rule that changes the deal (a deck's size, a hand's) deals the same
     * seed otherwise, and then a parting on that path is not the rule's alone.
     */
    private S swappedAfter(List<M> path) {
        S s = swapped.newGame(seed);
        for (M m : path) {
            if (s.whyIllegal(m) != null) {
                return null;
            }
            s.apply(m);
        }
        return s;
    }
}
