package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * The manhunt clues of a whole book, pooled at the back the way gamebooks pool their sections:
 * one entry for every number a reader might name on every manhunt page, shuffled across all
 * puzzles and numbered, each worded in the same shape. A page prints only its index ("named 17:
 * read clue 412"), so nothing on it tells a hit from a miss; only committing to a number leads
 * to what it reveals.
 */
public final class CluePool {
    /** One entry: what the table shows after the number is named (a hit: the position and the sprint cards beneath). */
    public record Clue(int number, boolean hit, int position, long sprintCards) {
        /** Every entry in one shape: "Hideout #3 turns up, with 19 and 21 beneath it." / "No hideout turns up, and he escapes."
         * Short enough that no entry wraps in a column of the pool, so every sheet holds the same count. */
        public String text() {
            if (!hit) {
                return "No hideout turns up, and he escapes.";
            }
            return "Hideout #" + position + " turns up, with " + (sprintCards == 0 ? "nothing" : Words.andList(sprintCards)) + " beneath it.";
        }
    }

    /** One line of a page's index: the number named and the clue to read. */
    public record Entry(int named, int clue) {}

    /** The entries in pool order (entry k is clue number k + 1). */
    public final List<Clue> clues = new ArrayList<>();
    private final Map<Integer, List<Entry>> indexOf = new LinkedHashMap<>();

    /** The pool for the manhunt pages of a book, shuffled by {@code seed} so a book prints the same each time. */
    CluePool(List<Page> pages, long seed) {
        record Pending(int page, int named, boolean hit, int position, long sprints) {}
        List<Pending> all = new ArrayList<>();
        for (Page p : pages) {
            if (p.puzzle().kind() != PuzzleKind.MANHUNT) {
                continue;
            }
            PublicTrack g = PublicTrack.read(Page.rules(p.puzzle().spec()), p.puzzle().notes(), "puzzle notes");
            Map<Integer, Integer> hideoutAt = new LinkedHashMap<>();
            for (Solution.Step s : p.puzzle().solution().steps()) {
                hideoutAt.put(s.value(), s.position());
            }
            for (int v : Cards.toArray(nameable(g))) {
                Integer pos = hideoutAt.get(v);
                all.add(new Pending(p.number(), v, pos != null, pos == null ? -1 : pos, pos == null ? 0 : p.puzzle().beneath().get(pos)));
            }
        }
        int[] order = new int[all.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        new Rng(seed).shuffle(order, 0, order.length);
        Clue[] byNumber = new Clue[all.size()];
        for (int i = 0; i < all.size(); i++) {
            Pending e = all.get(i);
            int number = order[i] + 1;
            byNumber[number - 1] = new Clue(number, e.hit(), e.position(), e.sprints());
            indexOf.computeIfAbsent(e.page(), k -> new ArrayList<>()).add(new Entry(e.named(), number));
        }
        clues.addAll(List.of(byNumber));
    }

    /** Every number the Marshal might name at the start of the manhunt: not face up, not in his hand. */
    static long nameable(PublicTrack g) {
        return Cards.range(1, 41) & ~g.seen;
    }

    /** The index printed on puzzle page {@code number} (empty for a route). */
    public List<Entry> index(int number) {
        return indexOf.getOrDefault(number, List.of());
    }

    /** The clue a number points to. */
    public Clue clue(int number) {
        return clues.get(number - 1);
    }
}
