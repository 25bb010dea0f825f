package org.cardlab.fugitive.exposure;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.Sprints;

/**
 * The placements worth weighing this turn, kept few: each hideout the hand can reach, with the
 * fewest sprint cards it needs and up to {@code extra} more (overpaying is the bluff: the
 * Marshal sees only how many cards lie beneath), each set chosen by {@link SprintChoice}; the
 * escape when 42 is in reach; and the pass when it is allowed.
 */
public final class Candidates {
    /** A move and the public event the Marshal will note for it. */
    public record Candidate(FugitiveMove move, NoteEvent event) {
        public boolean isPass() {
            return move.kind() == FugitiveMove.Kind.PASS;
        }

        public boolean isEscape() {
            return event instanceof NoteEvent.Escape;
        }
    }

    private Candidates() {}

    /** The escape with the most sprint cards (every spare card under 42 leaves the Marshal more to account for), or null. */
    public static Candidate escapeWithMost(List<Candidate> cands) {
        Candidate best = null;
        for (Candidate c : cands) {
            if (c.isEscape() && (best == null || Long.bitCount(c.move().cards()) > Long.bitCount(best.move().cards()))) {
                best = c;
            }
        }
        return best;
    }

    public static List<Candidate> of(FugitiveState s, int extra) {
        List<Candidate> out = new ArrayList<>();
        if (s.phase() != Phase.FUGITIVE_FIRST && s.phase() != Phase.FUGITIVE_PLACE) {
            return out;
        }
        FugitiveRules rules = s.rules();
        long hand = s.fugitiveHand();
        int last = s.hideout(s.routeLength() - 1);
        for (int h : Cards.toArray(hand & ~Cards.range(0, last))) {
            int fewest = SprintChoice.fewest(rules, hand, last, h);
            if (fewest < 0) {
                continue;
            }
            // Under 42 every card left is spare: the escape may take them all.
            int most = !rules.overpay ? fewest
                    : h == rules.escape ? Long.bitCount(Sprints.pool(rules, hand, h)) : fewest + extra;
            long dead = hand & Cards.range(0, h - 1);
            long fewestSet = SprintChoice.of(rules, hand, last, h, fewest);
            for (int k = fewest; k <= most; k++) {
                Long set = SprintChoice.of(rules, hand, last, h, k);
                if (set == null || h != rules.escape && (set & ~dead) != (fewestSet & ~dead)) {
                    continue; // a bluff is paid with dead cards only
                }
                FugitiveMove m = FugitiveMove.hide(h, set);
                if (s.whyIllegal(m) == null) {
                    int n = Long.bitCount(set);
                    out.add(new Candidate(m, h == rules.escape ? new NoteEvent.Escape(n) : new NoteEvent.Hideout(n)));
                }
            }
        }
        if (s.whyIllegal(FugitiveMove.PASS) == null) {
            out.add(new Candidate(FugitiveMove.PASS, new NoteEvent.Pass()));
        }
        return out;
    }
}
