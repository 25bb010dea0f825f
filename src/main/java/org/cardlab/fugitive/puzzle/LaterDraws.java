package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * A count of where the even sprint cards laid after a round come from (grade 4, {@link Technique#LATER_DRAWS}), on a whole
 * route: after round R his hand holds h cards (public: the same on every route), 42 among them while he has not laid it, and
 * his starting cards on his route laid later; every card he lays from round R + 1 until he laid #q is one of those h cards or
 * one of his draws in that time. Each card laid on his route in that time is one of them, whichever, so the even sprint cards
 * laid then are at most the total less those: the spare cards of his hand (h less 42 and the kept starting cards) plus, deck
 * by deck, his draws in that time less the deck's cards on his route laid then, and no more than its even cards out of your
 * sight and off his route. The deck terms are parts of that total, not what each deck gave: a route card held after round R
 * (21 of Manhunt 196, say) leaves its deck one more even card and his hand one fewer, so the total holds whichever it is,
 * though that deck's term alone does not (min(f, x + 1) <= min(f, x) + 1). When the steps laid in that time need more even
 * sprint cards than the total, the route fails. The per-deck counts of {@link EvenBudget} count every draw since the start,
 * and cannot see that the decks and his hand compete: buyers refuted Manhunt 196 of an earlier book so ("after round 1 he
 * holds only 42").
 */
record LaterDraws(Knowledge k, Counting c) {
    /** A route's count in words: the hand after a round, the steps' needs in a time, then the draws in that time to the end. */
    private static final Pattern COUNT = Pattern.compile("(after round (\\d+) he holds only .*?he draws (?:the others )?later; )the steps (from round \\d+ until he laid"
            + " \\S+ \\(round \\d+\\)) need at least (\\d+ \\w+ sprint cards: .*?); (but of the cards (?:in his hand then and )?he drew in that time, at most (\\d+) .*)$");

    /**
     * The routes' reasons in the order printed, each hand count and each count of draws said in full once a case: the next
     * route refuted by the hand after the same round cites it ("with his hand after round 1 as above, the steps ..."), and
     * with the same draws too, cites both ("with his hand after round 5 and his draws from round 6 until he laid #5 (round
     * 12) as above, the steps in that time need at least 4 even sprint cards: ..., more than the 3 they give").
     */
    static List<String> citeHands(List<String> reasons) {
        Set<String> said = new HashSet<>();
        List<String> out = new ArrayList<>();
        // Why a count made on one route may be cited on another, said the first time: the hand and the draws are public.
        String why = " (his hand after a round is the same on every route: it is public)";
        for (String r : reasons) {
            Matcher m = COUNT.matcher(r);
            if (!m.find()) {
                out.add(r);
                continue;
            }
            String cited = r;
            if (!said.add(m.group(1) + m.group(3) + m.group(5))) {
                cited = r.substring(0, m.start()) + "with his hand after round " + m.group(2) + " and his draws " + m.group(3) + " as above" + why
                        + ", the steps in that time need at least " + m.group(4) + ", more than the " + m.group(6) + " they give";
            } else if (!said.add(m.group(1))) {
                cited = r.replace(m.group(1), "with his hand after round " + m.group(2) + " as above" + why + ", ");
            }
            why = cited.equals(r) ? why : "";
            out.add(cited);
        }
        return out;
    }

    /** Why the whole route {@code hyp} (every face-down position given) fails by this count, or null. */
    Cut refute(Map<Integer, Integer> hyp) {
        PublicTrack g = k.g;
        int n = g.positions.size();
        int big = Math.max(k.rules.footprintOdd, k.rules.footprintEven);
        int small = Math.min(k.rules.footprintOdd, k.rules.footprintEven);
        if (big == small) {
            return null;
        }
        long route = 0;
        long[] at = new long[n];
        int[] need = new int[n];
        for (int q = 1; q < n; q++) {
            PublicTrack.Position x = g.positions.get(q);
            if (!x.escape && !k.known(q, hyp) || !k.known(q - 1, hyp) && q > 1) {
                return null; // a whole route only
            }
            at[q] = x.sprintCards | (x.escape ? 0 : 1L << k.value(q, hyp));
            route |= at[q];
            int gap = (x.escape ? 42 : k.value(q, hyp)) - (q == 1 ? 0 : k.value(q - 1, hyp)) - k.rules.stepLimit
                    - k.rules.footprints(x.escape ? 0 : x.sprintCards) - x.hiddenSprints() * small;
            need[q] = gap <= 0 || x.hiddenSprints() == 0 ? 0 : (gap + big - small - 1) / (big - small);
        }
        long free = Cards.range(1, 41) & ~g.seen & ~route & c.bigCards; // even cards out of your sight and off his route
        HandCount hand = new HandCount(k.rules, g.events);
        for (int t = 0; t + 1 < g.events.size(); t++) {
            if (k.words.round(t + 1) == k.words.round(t)) {
                continue; // the hand after a round, as the notepad shows it
            }
            long kept = 0; // cards in his hand after round R that he lays later: 42, and his starting cards on his route after it
            for (int q = 1; q < n; q++) {
                PublicTrack.Position x = g.positions.get(q);
                if (x.placedAt > t) {
                    kept |= x.escape ? 1L << 42 : at[q] & c.source(0);
                }
            }
            int spare = hand.at(t) - Long.bitCount(kept);
            int evens = 0;
            for (int q = 1; q < n; q++) {
                int t2 = g.positions.get(q).placedAt;
                if (t2 <= t) {
                    continue;
                }
                evens += need[q];
                int most = Math.max(0, spare);
                for (int d = 1; d <= 3; d++) {
                    most += fromDeck(d, t, t2, at, free);
                }
                if (need[q] > 0 && evens > most) {
                    return new Cut(0, Technique.LATER_DRAWS, 0, text(t, q, hyp, at, need, free, kept, spare, evens, most));
                }
            }
        }
        return null;
    }

    /** The even cards of deck d he drew after event t and before event t2 and could lay in that time. */
    private int fromDeck(int d, int t, int t2, long[] at, long free) {
        int drawn = k.g.drawsBefore(d, t2) - k.g.drawsBefore(d, t + 1);
        return Math.min(Long.bitCount(free & c.source(d)), Math.max(0, drawn - Long.bitCount(laid(t, t2, at) & c.source(d))));
    }

    /** The cards on his route laid after event t, up to event t2. */
    private long laid(int t, int t2, long[] at) {
        long s = 0;
        for (int q = 1; q < k.g.positions.size(); q++) {
            int when = k.g.positions.get(q).placedAt;
            s |= when > t && when <= t2 ? at[q] : 0;
        }
        return s;
    }

    private String text(int t, int last, Map<Integer, Integer> hyp, long[] at, int[] need, long free, long kept, int spare, int evens, int most) {
        int r = k.words.round(t);
        HandCount hand = new HandCount(k.rules, k.g.events);
        int h = hand.at(t);
        String keptText = Words.andList(kept);
        String holds = "after round " + r + " he holds only " + h + " card" + (h == 1 ? "" : "s")
                + (Long.bitCount(kept) >= h ? ", " + keptText : ", " + keptText + " among them") + hand.why(t)
                + (Long.bitCount(kept) >= h ? ", and lays " + (h == 1 ? "it" : "them") + " later" : "");
        String fromHand = spare <= 0 ? "so every even sprint card he lays after that he draws later"
                : "so at most " + spare + " of the even sprint cards he lays after that " + (spare == 1 ? "is" : "are") + " in his hand then, and he draws the others later";
        List<String> beneath = new ArrayList<>();
        int t2 = k.g.positions.get(last).placedAt;
        for (int q = 1; q <= last; q++) {
            if (k.g.positions.get(q).placedAt > t && need[q] > 0) {
                beneath.add(need[q] + " beneath " + name(q) + " (from " + k.ref(q - 1, hyp) + " to " + k.ref(q, hyp) + ")");
            }
        }
        List<String> decks = new ArrayList<>(spare > 0 ? List.of(spare + " for his hand (" + h + " cards less " + keptText + ")") : List.of());
        long laid = laid(t, t2, at);
        for (int d = 1; d <= 3; d++) {
            int drawn = k.g.drawsBefore(d, t2) - k.g.drawsBefore(d, t + 1);
            if (drawn == 0) {
                continue;
            }
            int m = fromDeck(d, t, t2, at, free);
            long own = laid & c.source(d);
            long evensLeft = free & c.source(d);
            String why = Long.bitCount(evensLeft) < drawn - Long.bitCount(own)
                    ? (evensLeft == 0 ? "none of its " + c.parity + " cards is out of your sight and off his route"
                            : "only " + Words.andList(evensLeft) + (Long.bitCount(evensLeft) == 1 ? " is" : " are") + " out of your sight and off his route")
                    : drawn + " drawn" + (own == 0 ? "" : " less " + Words.andList(own) + ", laid on his route in that time");
            decks.add(m + " for deck " + d + " (" + why + ")");
        }
        // The total, and why the route cards come off it; the deck terms are its parts, not what each deck gave (a route card he
        // held after the round leaves its deck one more and his hand one fewer).
        String until = "from round " + (r + 1) + " until he laid " + name(last) + " (round " + k.words.round(t2) + ")";
        return holds + ", " + fromHand + "; the steps " + until + " need at least " + evens + " " + c.parity + " sprint cards: " + Words.andList(beneath)
                + "; but of the cards " + (spare > 0 ? "in his hand then and " : "") + "he drew in that time, at most " + most + " are " + c.parity
                + " cards he could lay there, as every card " + (spare > 0 ? "" : "besides " + keptText + " ") + "laid on his route in that time, whatever its"
                + " number, is one of them: " + Words.andList(decks);
    }

    private String name(int q) {
        return k.g.positions.get(q).escape ? "42" : "#" + q;
    }
}
