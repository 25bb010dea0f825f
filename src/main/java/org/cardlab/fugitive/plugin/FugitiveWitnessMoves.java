package org.cardlab.fugitive.plugin;

import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.Supplier;
import org.cardlab.core.Rng;
import org.cardlab.core.WitnessMoves;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.bots.HeuristicFugitive;
import org.cardlab.fugitive.bots.HeuristicMarshal;

/**
 * What the witness search tries in Fugitive: the Fugitive plays the heuristic bot's move under
 * either spec; the Marshal draws as the heuristic Marshal does and guesses every single
 * face-down hideout (a hit) or one number that misses. At every position a few more moves are
 * probed, without being played on, for one spec refusing what the other allows: the first legal
 * moves in the engine's order on both sides, every deck, a two-number guess, and a pass. Two
 * games have parted when their phase or their winner differs.
 */
final class FugitiveWitnessMoves implements WitnessMoves<FugitiveState, FugitiveMove> {
    private final HeuristicFugitive fugitiveBot = new HeuristicFugitive();
    private final HeuristicMarshal marshalBot = new HeuristicMarshal();

    @Override
    public Bound defaultBound() {
        return new Bound(40, 60, 1_000_000);
    }

    @Override
    public String describe() {
        return "heuristic Fugitive, heuristic Marshal draws, every single-number guess";
    }

    @Override
    public Set<FugitiveMove> branches(FugitiveState sa, FugitiveState sb, Supplier<Rng> rng) {
        Set<FugitiveMove> out = new LinkedHashSet<>();
        switch (sa.phase()) {
            case FUGITIVE_FIRST, FUGITIVE_DRAW, FUGITIVE_PLACE -> {
                out.add(fugitiveBot.choose(sa, rng.get()));
                out.add(fugitiveBot.choose(sb, rng.get()));
            }
            case MARSHAL_DRAW -> {
                out.add(marshalBot.choose(sa, rng.get()));
                out.add(marshalBot.choose(sb, rng.get()));
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

    @Override
    public Set<FugitiveMove> probes(FugitiveState sa, FugitiveState sb, Supplier<Rng> rng) {
        Set<FugitiveMove> out = new LinkedHashSet<>(branches(sa, sb, rng));
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

    /**
     * Phase, winner, decks, hands, the route with its sprint cards and what is face up, the last
     * revealed hideout and the number of public events. (The draws still due in a draw phase
     * follow from the hand sizes.)
     */
    @Override
    public long key(FugitiveState s) {
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

    @Override
    public boolean parted(FugitiveState x, FugitiveState y) {
        return x.phase() != y.phase() || x.winner() != y.winner();
    }

    @Override
    public String result(FugitiveState s, FugitiveState other) {
        if (s.isTerminal()) {
            return (s.winningSeat() == FugitiveSeat.FUGITIVE ? "the Fugitive wins" : "the Marshal wins") + " (" + s.outcome() + ")";
        }
        if (s.phase() == Phase.MANHUNT) {
            return "the manhunt starts";
        }
        return "the game goes on (" + s.toMove().title() + " to move)";
    }
}
