package org.cardlab.fugitive.puzzle;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * What a "what lies beneath" page gives away to a reader who only glances at it: the numbers the
 * solving aids leave unstruck, the face-up hideouts on the table and how many sprint cards lie
 * face down under the hideout asked about. Each sprint card beneath it is one of the unstruck
 * numbers, and the hideout itself, where face down, one more, lying between the face-up hideouts
 * around it. When every such choice gives the answer's mix, the answer is read off the page
 * without the reasoning the puzzle is graded for (Beneath 266: only 10, 35 and 37 were left
 * unstruck, so #7 was 35 or 37 and the other two lay beneath it), and the puzzle is not kept.
 */
final class BeneathGlance {
    private BeneathGlance() {}

    /** Whether the page alone leaves only the answer's mix. */
    static boolean givesAway(Puzzle p) {
        Beneath b = p.solution().sprints();
        PublicTrack g = PublicTrack.read(FugitiveRules.load(p.spec()), p.notes(), "puzzle notes");
        return mixes(g, b.position()).equals(Set.of(b.mix()));
    }

    /** Every mix the unstruck numbers allow beneath {@code position}, whichever of them its hideout is. */
    static Set<Long> mixes(PublicTrack g, int position) {
        long unseen = Cards.range(1, 41) & ~g.seen;
        PublicTrack.Position pos = g.positions.get(position);
        Set<Long> out = new TreeSet<>();
        List<Long> every = Beneath.mixes(pos.hiddenSprints());
        for (int v : Cards.toArray(hideoutValues(g, position, unseen))) {
            int[] have = new int[Beneath.CATEGORIES]; // the supply's cards by category, the hideout's own left out
            for (int c : Cards.toArray(unseen & ~(1L << v))) {
                have[ExhaustiveOracle.category(g.rules, c)]++;
            }
            for (long mix : every) {
                if (fits(mix, have)) {
                    out.add(mix);
                }
            }
        }
        return out;
    }

    /** Its value where face up (42 for the escape); else each unstruck number above the face-up hideout before it and below the one after. */
    private static long hideoutValues(PublicTrack g, int position, long unseen) {
        PublicTrack.Position pos = g.positions.get(position);
        if (pos.value >= 0) {
            return 1L << pos.value;
        }
        int low = 0;
        for (int q = position - 1; q > 0 && low == 0; q--) {
            low = Math.max(0, g.positions.get(q).value);
        }
        int high = 42;
        for (int q = position + 1; q < g.positions.size() && high == 42; q++) {
            high = g.positions.get(q).value >= 0 ? g.positions.get(q).value : 42;
        }
        return unseen & Cards.range(low + 1, high - 1);
    }

    /** Whether the supply holds, for each category, as many cards as the mix takes. */
    private static boolean fits(long mix, int[] have) {
        for (int c = 0; c < Beneath.CATEGORIES; c++) {
            if (ExhaustiveOracle.count(mix, c) > have[c]) {
                return false;
            }
        }
        return true;
    }
}
