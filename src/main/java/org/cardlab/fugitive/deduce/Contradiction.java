package org.cardlab.fugitive.deduce;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;

/**
 * Notes that no hidden history explains: a smallest set of events that cannot all hold. The
 * events that carry information about hidden cards (missed guesses, reveals, the Marshal's
 * own cards) are the candidates; the placements and draws are the frame. Sets of size 1, 2
 * and 3 are tried in turn (smallest first); past that, a deletion filter gives a set from
 * which no event can be dropped (minimal, perhaps not smallest; marked as such).
 */
public final class Contradiction {
    /**
     * The conflicting events (indices into the notes, from 0), whether the set is proven
     * smallest, and the words (which count events from 1, as a person does).
     */
    public record Result(List<Integer> events, boolean smallest, String text) {}

    private final PublicTrack track;
    private final List<Integer> candidates = new ArrayList<>();

    public Contradiction(PublicTrack track) {
        this.track = track;
        for (int i = 0; i < track.events.size(); i++) {
            NoteEvent e = track.events.get(i);
            if (e instanceof NoteEvent.Guess || e instanceof NoteEvent.MarshalDraw) {
                candidates.add(i);
            }
        }
    }

    /** Whether the events in {@code kept} (and the frame) leave no consistent history. */
    private boolean conflict(List<Integer> kept) {
        BitSet ignored = new BitSet();
        for (int c : candidates) {
            ignored.set(c);
        }
        for (int k : kept) {
            ignored.clear(k);
        }
        return ExactCounter.count(track, Assumptions.ignoring(ignored), false).histories().signum() == 0;
    }

    public Result find() {
        if (conflict(List.of())) {
            int first = firstImpossible();
            return new Result(List.of(first), false, Notes.eventName(first) + " (" + describe(track.events.get(first)) + ") cannot be made"
                    + " with the cards the Fugitive can have drawn by then: the placements and draws up to it allow no hand (too many"
                    + " hideouts or sprint cards for his hand, or steps too long for the sprint cards beneath)");
        }
        int n = candidates.size();
        for (int a = 0; a < n; a++) {
            if (conflict(List.of(candidates.get(a)))) {
                return result(List.of(candidates.get(a)), true);
            }
        }
        if (n <= 60) {
            for (int a = 0; a < n; a++) {
                for (int b = a + 1; b < n; b++) {
                    List<Integer> s = List.of(candidates.get(a), candidates.get(b));
                    if (conflict(s)) {
                        return result(s, true);
                    }
                }
            }
        }
        if (n <= 20) {
            for (int a = 0; a < n; a++) {
                for (int b = a + 1; b < n; b++) {
                    for (int c = b + 1; c < n; c++) {
                        List<Integer> s = List.of(candidates.get(a), candidates.get(b), candidates.get(c));
                        if (conflict(s)) {
                            return result(s, true);
                        }
                    }
                }
            }
        }
        List<Integer> kept = new ArrayList<>(candidates);
        for (int c : candidates) {
            List<Integer> without = new ArrayList<>(kept);
            without.remove(Integer.valueOf(c));
            if (conflict(without)) {
                kept = without;
            }
        }
        return result(kept, n <= 20);
    }

    /**
     * Where placements and draws alone conflict: the event at which they first do, the guesses and the
     * Marshal's cards set aside (a prefix of the notes is notes too, and a longer one only adds to it).
     */
    private int firstImpossible() {
        int possible = 0;
        int impossible = track.events.size();
        while (impossible - possible > 1) {
            int mid = (possible + impossible) / 2;
            List<NoteEvent> prefix = track.events.subList(0, mid);
            PublicTrack t = PublicTrack.read(track.rules, Notes.of(track.rules, prefix), "the first " + mid + " events");
            BitSet ignored = new BitSet();
            for (int c : candidates) {
                if (c < mid) {
                    ignored.set(c);
                }
            }
            if (ExactCounter.count(t, Assumptions.ignoring(ignored), false).histories().signum() == 0) {
                impossible = mid;
            } else {
                possible = mid;
            }
        }
        return impossible - 1;
    }

    private Result result(List<Integer> events, boolean smallest) {
        List<String> parts = new ArrayList<>();
        for (int i : events) {
            parts.add(Notes.eventName(i) + " (" + describe(track.events.get(i)) + ")");
        }
        String text;
        if (parts.size() == 1) {
            text = parts.get(0) + " cannot hold with the placements and draws noted";
        } else {
            text = String.join(parts.size() == 2 ? " and " : ", ", parts) + (parts.size() == 2 ? " cannot both hold" : " cannot all hold");
        }
        return new Result(events, smallest, text);
    }

    /** An event in words. */
    public static String describe(NoteEvent e) {
        if (e instanceof NoteEvent.MarshalDraw d) {
            return "the Marshal drew " + d.card();
        }
        if (e instanceof NoteEvent.Guess g) {
            String nums = Cards.toString(g.numbers()).replace(" ", " and ");
            if (!g.hit()) {
                return "a miss of " + nums;
            }
            List<String> rs = new ArrayList<>();
            for (NoteEvent.Reveal r : g.reveals()) {
                rs.add(r.hideout() + " at position " + r.position()
                        + (r.sprintCards() == 0 ? "" : " with sprint cards " + Cards.toString(r.sprintCards())));
            }
            return "the reveal of " + String.join(", ", rs);
        }
        if (e instanceof NoteEvent.FugitiveDraw d) {
            return "the Fugitive drew from deck " + d.deck();
        }
        if (e instanceof NoteEvent.Hideout h) {
            return "the Fugitive placed a hideout" + beneath(h.sprints());
        }
        if (e instanceof NoteEvent.Escape x) {
            return "the Fugitive played the escape card" + beneath(x.sprints());
        }
        if (e instanceof NoteEvent.Pass) {
            return "the Fugitive passed";
        }
        if (e instanceof NoteEvent.MarshalPass) {
            return "the Marshal passed";
        }
        return PublicTrack.kind(e);
    }

    private static String beneath(int sprints) {
        return sprints == 0 ? " with no sprint card" : " with " + sprints + " sprint card" + (sprints == 1 ? "" : "s") + " beneath";
    }
}
