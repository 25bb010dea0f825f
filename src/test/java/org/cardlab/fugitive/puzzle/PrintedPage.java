package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cardlab.core.Home;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;

/**
 * A page read back from what it prints: the title, the notepad's cells and the clues are parsed
 * from their text (never taken from the puzzle file), giving the notes, the kind, the spec and
 * what each reveal shows, and for a safe route the Fugitive's hand and hideouts from the lines the page prints, so the solver
 * can be run on the page as a reader sees it.
 */
record PrintedPage(PuzzleKind kind, Notes notes, Map<Integer, Long> beneath, Map<Integer, Integer> clueOf, Map<Integer, String> clueText, boolean specNamed,
        Stated rules, SafeRoute.Seat seat) {

    /** The rule values the page states: the step limit, the footprints of odd and even cards, whether he may overpay (null when it states none). */
    record Stated(int stepLimit, int footprintOdd, int footprintEven, boolean overpay) {}

    private static final Pattern RULES = Pattern.compile("Rules: a hideout lies 1 to (\\d+) above the one before, plus the footprints of the sprint cards"
            + " beneath it: odd cards \\+(\\d+), even cards \\+(\\d+); he (may lay more|lays no more) sprint cards than he needs[.;].*");

    private static final Pattern TITLE = Pattern.compile("(Manhunt|Route|Best guess|Beneath|Safe route)( \\d+)? · grade (\\d)(?: · (.+))?");
    private static final Pattern HIDEOUT = Pattern.compile("#(\\d+)(?: \\((\\d+) sprints?\\))?");
    private static final Pattern ESCAPE = Pattern.compile("42(?: \\((\\d+) sprints?\\))?");
    private static final Pattern GUESS = Pattern.compile("([\\d ]+): (hit|miss)(.*)");
    private static final Pattern REVEAL = Pattern.compile(", #(\\d+) = (\\d+)(?: over ([\\d ]+))?");
    private static final Pattern HIT_CLUE = Pattern.compile("Hideout #(\\d+) turns up, with (nothing|[\\d ,and]+) beneath it\\.");

    /** The page as printed in {@code book}: its title, notepad and index, and the pooled clues its index points to. */
    static PrintedPage read(Page page, Book book) {
        Matcher t = TITLE.matcher(page.title());
        if (!t.matches()) {
            throw new AssertionError("title does not read: " + page.title());
        }
        PuzzleKind kind = switch (t.group(1)) {
            case "Manhunt" -> PuzzleKind.MANHUNT;
            case "Best guess" -> PuzzleKind.BEST_GUESS;
            case "Beneath" -> PuzzleKind.BENEATH;
            case "Safe route" -> PuzzleKind.SAFE_ROUTE;
            default -> PuzzleKind.ROUTE;
        };
        // A title that names no rules: every rulebook gives the same answer; read it under the puzzle's own (the test tries the others).
        String spec = t.group(4) == null ? page.puzzle().spec() : specNamed(t.group(4));
        List<NoteEvent> events = new ArrayList<>();
        long hand = 0;
        for (Notepad.Round r : page.notepad().rounds) {
            for (String d : r.heDrew()) {
                events.add(new NoteEvent.FugitiveDraw(Integer.parseInt(d.replace("deck ", ""))));
            }
            for (String p : r.hePlayed()) {
                Matcher h = HIDEOUT.matcher(p);
                Matcher x = ESCAPE.matcher(p);
                if (p.equals("pass")) {
                    events.add(new NoteEvent.Pass());
                } else if (h.matches()) {
                    events.add(new NoteEvent.Hideout(h.group(2) == null ? 0 : Integer.parseInt(h.group(2))));
                } else if (x.matches()) {
                    events.add(new NoteEvent.Escape(x.group(1) == null ? 0 : Integer.parseInt(x.group(1))));
                } else {
                    throw new AssertionError("he played: '" + p + "' does not read");
                }
            }
            for (String d : r.youDrew()) {
                int c = Integer.parseInt(d);
                hand |= 1L << c;
                events.add(new NoteEvent.MarshalDraw(c));
            }
            for (String g : r.youGuessed()) {
                events.add(guess(g, hand));
            }
        }
        Map<Integer, Long> beneath = new HashMap<>();
        Map<Integer, Integer> clueOf = new HashMap<>();
        Map<Integer, String> clueText = new HashMap<>();
        for (CluePool.Entry e : book.pool.index(page.number())) {
            clueOf.put(e.named(), e.clue());
            String text = book.pool.clue(e.clue()).text();
            clueText.put(e.clue(), text);
            Matcher m = HIT_CLUE.matcher(text);
            if (m.matches()) {
                beneath.put(Integer.parseInt(m.group(1)), m.group(2).equals("nothing") ? 0 : cards(m.group(2).replace(",", " ").replace("and", " ")));
            } else if (!text.equals("No hideout turns up, and he escapes.")) {
                throw new AssertionError("clue does not read: " + text);
            }
        }
        Matcher r = RULES.matcher(page.rules());
        Stated stated = r.matches() ? new Stated(Integer.parseInt(r.group(1)), Integer.parseInt(r.group(2)), Integer.parseInt(r.group(3)),
                r.group(4).equals("may lay more")) : null;
        return new PrintedPage(kind, new Notes(spec, events), beneath, clueOf, clueText, t.group(4) != null, stated,
                kind == PuzzleKind.SAFE_ROUTE ? seat(page) : null);
    }

    /** The Fugitive's seat from the page's lines "Your hand: 13 42" and "Your hideouts: #1 9, #2 16". */
    private static SafeRoute.Seat seat(Page page) {
        long hand = -1;
        List<Integer> route = new ArrayList<>(List.of(0));
        for (String[] line : Page.hands(page)) {
            if (line[0].equals("Your hand")) {
                hand = line[1].equals("none") ? 0 : cards(line[1]);
            } else if (line[0].equals("Your hideouts")) {
                Matcher m = Pattern.compile("#(\\d+) (\\d+)").matcher(line[1]);
                while (m.find()) {
                    if (Integer.parseInt(m.group(1)) != route.size()) {
                        throw new AssertionError("hideouts do not read in order: " + line[1]);
                    }
                    route.add(Integer.parseInt(m.group(2)));
                }
            }
        }
        if (hand < 0 || route.size() < 2) {
            throw new AssertionError("a safe-route page without the Fugitive's hand and hideouts");
        }
        return new SafeRoute.Seat(hand, route.stream().mapToInt(Integer::intValue).toArray());
    }

    /** A bare miss says nothing: it reads back as a guess of a card you hold. */
    private static NoteEvent guess(String g, long hand) {
        if (g.equals(Notepad.BARE_MISS)) {
            return new NoteEvent.Guess(Long.lowestOneBit(hand), false, List.of());
        }
        if (g.equals("pass")) {
            return new NoteEvent.MarshalPass();
        }
        Matcher m = GUESS.matcher(g);
        if (!m.matches()) {
            throw new AssertionError("you guessed: '" + g + "' does not read");
        }
        boolean hit = m.group(2).equals("hit");
        List<NoteEvent.Reveal> reveals = new ArrayList<>();
        Matcher r = REVEAL.matcher(m.group(3));
        while (r.find()) {
            reveals.add(new NoteEvent.Reveal(Integer.parseInt(r.group(1)), Integer.parseInt(r.group(2)), r.group(3) == null ? 0 : cards(r.group(3))));
        }
        return new NoteEvent.Guess(cards(m.group(1)), hit, reveals);
    }

    private static long cards(String s) {
        long m = 0;
        for (String c : s.strip().split(" +")) {
            m |= 1L << Integer.parseInt(c);
        }
        return m;
    }

    /** The spec whose readers' name the title shows ("Portuguese rules" is pt). */
    private static String specNamed(String rulesName) {
        for (String s : Home.specNames("fugitive")) {
            try {
                if (Page.rulesName(s).equals(rulesName)) {
                    return s;
                }
            } catch (RuntimeException notASpec) {
                // a file beside the specs that is not one
            }
        }
        throw new AssertionError("no spec is called '" + rulesName + "'");
    }

    /** What the clue for a named number says, through the index (as a reader looks it up). */
    String clueFor(int named) {
        Integer c = clueOf.get(named);
        return c == null ? null : clueText.get(c);
    }
}
