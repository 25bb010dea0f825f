package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Test;

/**
 * What a reader of the printed book could not check: a safe play justified only by "the exact search says so", and manhunt
 * answers counting cards "on his route" that the printed table does not show, with no word of the reveal that showed them.
 */
class CheckableAnswersTest {

    private static Puzzle shipped(String id) {
        return Puzzle.read(PuzzleFixtures.SHIPPED.resolve(id + ".json"));
    }

    private static final Pattern CAN_BE = Pattern.compile("#(\\d+)(?: \\(this play's hideout\\))? can be ([\\d, or]+?)(?=;| \\(each)");

    /**
     * The safe play's line lists, for every hideout face down after it, the values still open: at least two, his own among
     * them (the hideout this play lays included, with the card it lays), and the words no longer rest on "says so".
     */
    @Test
    void theSafePlayShowsEachHideoutsOpenValues() {
        for (String id : new String[] {"ca-safe-route-6fe4e35e", "pt-safe-route-0d0759bb"}) {
            Puzzle p = shipped(id);
            String answer = TextRenderer.answer(p);
            String safe = answer.lines().filter(l -> l.contains(": safe.")).findFirst().orElseThrow();
            assertFalse(safe.contains("says so"), safe);
            int laid = p.solution().safe().safePlay().hideout();
            int[] route = p.seat().route();
            Set<Integer> expected = new TreeSet<>();
            PublicTrack g = PublicTrack.read(Page.rules(p.spec()), p.notes(), id);
            expected.addAll(g.faceDown());
            if (laid != 42) {
                expected.add(route.length); // the hideout this play lays
            }
            TreeMap<Integer, Set<Integer>> listed = new TreeMap<>();
            Matcher m = CAN_BE.matcher(safe);
            while (m.find()) {
                Set<Integer> vals = new TreeSet<>();
                Matcher n = Pattern.compile("\\d+").matcher(m.group(2));
                while (n.find()) {
                    vals.add(Integer.parseInt(n.group()));
                }
                listed.put(Integer.parseInt(m.group(1)), vals);
            }
            assertEquals(expected, listed.keySet(), id + ": every face-down hideout after the play, and no other: " + safe);
            listed.forEach((pos, vals) -> {
                int his = pos < route.length ? route[pos] : laid;
                assertTrue(vals.size() >= 2 && vals.contains(his), id + " #" + pos + " is " + his + ", open among " + vals + ": " + safe);
            });
            assertTrue(safe.contains("#" + route.length + " (this play's hideout) can be") == (laid != 42), safe);
        }
    }

    /** "drawn, 21, 23 and 25 on his route: SOURCE)", "deck 2 and 21 and 23 account for them all on his route (SOURCE)", or the cards alone. */
    private static final Pattern ON_ROUTE = Pattern.compile("(?:drawn, |deck \\d and )([\\d, and]+?)(?: account for them all)? on his route(?:(?:: | \\()([^()]*)\\))?");

    /**
     * Manhunt 95 counts 30 and 32 on his route: 30 is #5, which step 4 names, and 32 lies beneath it, shown when it turns up.
     * Every count of face-up cards on his route says, the first time in a step, which hideout each is or lies beneath and
     * the event that showed it face up; a later count of the same cards in that step lists them alone.
     */
    @Test
    void aManhuntSaysWhereEachCardOnHisRouteCameFrom() {
        String answer = TextRenderer.answer(shipped("ca-manhunt-9f4dfa94"));
        for (String said : List.of("none from deck 3 (36 itself is among the cards on his route, as #6; you see its other even cards: #5 = 30 over 32, turned up at step 4)",
                "none from deck 2 (5 drawn, 21, 22, 23, 24 and 25 on his route: #3 = 23 with 21, 22 and 24 beneath, hit in round 9; #4 = 25, turned up at step 3)")) {
            assertTrue(answer.contains(said), said + " in " + answer);
        }
        int cited = 0;
        int counts = 0;
        for (String step : answer.lines().filter(l -> l.matches("  \\d+\\. #.*")).toList()) {
            Set<Integer> sourced = new TreeSet<>();
            Matcher m = ON_ROUTE.matcher(step);
            for (; m.find(); counts++) {
                Set<Integer> cards = numbers(m.group(1));
                if (m.group(2) != null) {
                    Set<Integer> named = numbers(m.group(2).replaceAll("(#|round |step )\\d+", ""));
                    assertTrue(cards.containsAll(named) && sourced.addAll(named), "each source once, of cards counted: " + m.group());
                    cited++;
                }
                // Every card on his route here is face up (no case is tried): its source is given by this count or an earlier one.
                assertTrue(sourced.containsAll(cards), "the source of " + cards + " given by " + m.group() + " in " + step);
            }
        }
        assertTrue(cited >= 2 && counts > cited, "counts read: " + counts + ", with their sources: " + cited);
    }

    /** A card seen beneath a hideout the manhunt turned up is not on the printed table: the answer names the step. */
    @Test
    void aCardSeenBeneathAManhuntRevealNamesTheStep() {
        String answer = TextRenderer.answer(shipped("pt-manhunt-2a432b5f"));
        Matcher m = Pattern.compile("[(;] ?(\\d+) beneath #(\\d+), turned up at step (\\d+)[);]").matcher(answer);
        Matcher named = Pattern.compile("(?m)^  (\\d+)\\. #(\\d+) is \\d+\\.").matcher(answer);
        TreeMap<Integer, Integer> stepOf = new TreeMap<>();
        while (named.find()) {
            stepOf.put(Integer.parseInt(named.group(2)), Integer.parseInt(named.group(1)));
        }
        int seen = 0;
        for (; m.find(); seen++) {
            assertEquals(stepOf.get(Integer.parseInt(m.group(2))), Integer.parseInt(m.group(3)), m.group());
        }
        assertTrue(seen >= 1, answer);
    }

    /** "Suppose #2 were 13: none of the techniques of grades 1 to 3 rules it out; ... leave 2 routes, 0 8 13 18 21 26 42 and ...". */
    private static final Pattern SEARCH_ONLY = Pattern.compile("Suppose #(\\d+) were (\\d+): none of the techniques of grades 1 to 3 rules it out([^()]*)");
    private static final Pattern LEFT = Pattern.compile("the notes leave (one route|(\\d+) routes), ([\\d ,and]+?), and none");
    /** "Suppose #2 were 13: hideout by hideout, the windows and the notes read at a glance leave 4 routes: A and B fail: ...; C fails: ...". */
    static final Pattern BY_ROUTE = Pattern.compile("Suppose #(\\d+) were (\\d+): hideout by hideout, the windows and the notes read at a glance leave"
            + " (?:one route|(\\d+) routes): ");
    /** The routes of one reason, after the list's opening or a reason before: "0 8 13 18 21 26 42 and 0 9 13 18 21 26 42 fail: ". */
    static final Pattern GROUP = Pattern.compile("(?:^|; )(0(?: \\d+)+(?:(?:, | and )0(?: \\d+)+)*) fails?: ");

    /**
     * A case only the exhaustive search rules out said "a search of every hidden history finds none that fits the notes",
     * which no reader can check. It now lists the routes the notes leave with that value (each with the case's value in its
     * place and the table's face-up cards in theirs, none his true route), or says how to see that none is left; where each
     * route fails by a count (Manhunts 196 and 205, by the count of his hand after a round), the search is not needed and
     * the case lists its routes the same way, each with why it fails; so does a case the steps' notes leave no route
     * (Manhunt 192's #7 = 40), with the routes the notes read at a glance leave. No shipped answer rests on the search now,
     * so none says "no route is left".
     */
    @Test
    void aCaseLeftToTheSearchListsWhatTheReaderCanCheck() {
        int listed = 0;
        int noneLeft = 0;
        for (String id : new String[] {"ca-manhunt-035911c6", "ca-manhunt-1a6182fb", "ca-manhunt-6a661a29"}) {
            Puzzle p = shipped(id);
            String answer = TextRenderer.answer(p);
            int[] truth = p.solution().route();
            PublicTrack g = PublicTrack.read(Page.rules(p.spec()), p.notes(), id);
            Matcher m = SEARCH_ONLY.matcher(answer);
            int cases = 0;
            for (Matcher b = BY_ROUTE.matcher(answer); b.find(); cases++) {
                String said = answer.substring(b.end()).split("\\. Suppose #|\\. So #")[0];
                List<String> routes = new ArrayList<>();
                for (Matcher r = GROUP.matcher(said); r.find(); ) {
                    routes.addAll(List.of(r.group(1).split(", | and ")));
                }
                assertEquals(b.group(3) == null ? 1 : Integer.parseInt(b.group(3)), routes.size(), said);
                for (String r : routes) {
                    checkRoute(r, truth, Integer.parseInt(b.group(1)), Integer.parseInt(b.group(2)), g);
                    listed++;
                }
            }
            for (; m.find(); cases++) {
                int pos = Integer.parseInt(m.group(1));
                int value = Integer.parseInt(m.group(2));
                String said = m.group(3);
                assertFalse(said.contains("finds none that fits"), said);
                Matcher left = LEFT.matcher(said);
                if (!left.find()) {
                    assertTrue(said.startsWith(", but no route is left: try each value of #"), said);
                    noneLeft++;
                    continue;
                }
                List<String> routes = List.of(left.group(3).split(",? and |, "));
                assertEquals(left.group(2) == null ? 1 : Integer.parseInt(left.group(2)), routes.size(), said);
                for (String r : routes) {
                    checkRoute(r, truth, pos, value, g);
                    listed++;
                }
            }
            assertTrue(cases >= 1, id + ": " + answer);
        }
        assertTrue(listed >= 18 && noneLeft == 0, "routes listed " + listed + ", cases with none left " + noneLeft);
    }

    /** A route listed in a case: the case's value in its place, the table's face-up cards in theirs, not his true route. */
    private static void checkRoute(String r, int[] truth, int pos, int value, PublicTrack g) {
        int[] route = java.util.Arrays.stream(r.trim().split(" ")).mapToInt(Integer::parseInt).toArray();
        assertEquals(truth.length, route.length, r);
        assertEquals(value, route[pos], r);
        assertFalse(java.util.Arrays.equals(truth, route), r);
        g.positions.stream().filter(x -> x.value >= 0).forEach(x -> assertEquals(x.value, route[x.index], r + " at #" + x.index));
    }

    /**
     * Route 196's cases fail by the cards you hold, yet its idea was filed as "deep-cases/even-shortage": the step solver
     * named a case that no counting cuts by the counting technique it defaulted to. A fresh solve names the idea its answer
     * argues, the file (regenerated: only that label changed) says the same, and the book's words too.
     */
    @Test
    void theIdeaIsTheOneTheAnswerArgues() {
        // no longer shipped (a glance with the deck tallies answers it: RouteGlance), kept here for its idea
        Puzzle p = Puzzle.read(java.nio.file.Path.of("src/test/resources/fugitive/puzzle/ca-route-8c3e8eb7.json"));
        Solution fresh = Oracles.generating().prove(Page.rules(p.spec()), p.kind(), p.notes(), p.beneath());
        assertEquals(Technique.DEEP_CASES.label + "/" + Technique.HELD.label, fresh.grade().idea());
        assertEquals(fresh.grade().idea(), p.solution().grade().idea(), "the file keeps the idea a solve gives");
        String answer = TextRenderer.answer(p);
        assertTrue(answer.contains("You hold"), "its cases fail by the cards you hold: " + answer);
        assertFalse(answer.contains("add at most") || answer.contains("adds at most"), "no even shortage is argued: " + answer);
        assertFalse(answer.contains(Technique.EVEN_SHORTAGE.label) || answer.contains(Technique.EVEN_SHORTAGE.meaning), answer);
        assertTrue(answer.contains(Book.gradeText(p.solution().grade())), answer);
    }

    /**
     * A manhunt whose idea is the reveal said it "turns on this: a hideout turned up in the manhunt, with its sprint cards,
     * frames the next", where no step used a card a reveal showed (Manhunt 56). What it says must be in its steps: a window
     * that runs from a hideout an earlier step named, and sprint cards only where a step cites one a reveal showed.
     */
    @Test
    void aRevealAnswerSaysOnlyWhatItsStepsUse() {
        int read = 0;
        int withoutSprints = 0;
        for (Puzzle p : PuzzleCollection.read(PuzzleFixtures.SHIPPED)) {
            if (p.kind() != PuzzleKind.MANHUNT || p.solution().grade().technique() != Technique.REVEAL) {
                continue;
            }
            String answer = TextRenderer.answer(p);
            Set<Integer> named = new TreeSet<>();
            boolean framed = false;
            for (String step : answer.lines().filter(l -> l.matches("  \\d+\\. #\\d+ is \\d+\\..*")).toList()) {
                Matcher from = Pattern.compile("(?:above|below) #(\\d+) = ").matcher(step);
                while (from.find()) {
                    framed |= named.contains(Integer.parseInt(from.group(1)));
                }
                Matcher m = Pattern.compile("^  \\d+\\. #(\\d+)").matcher(step);
                m.find();
                named.add(Integer.parseInt(m.group(1)));
            }
            assertTrue(framed, p.id() + ": no window runs from a hideout an earlier step named: " + answer);
            boolean sprintShown = answer.matches("(?s).*beneath #\\d+, turned up at step \\d+.*");
            withoutSprints += sprintShown ? 0 : 1;
            assertTrue(sprintShown || !Book.gradeText(p.solution().grade()).contains("sprint cards, frames"), p.id() + ": " + answer);
            read++;
        }
        assertTrue(read >= 10 && withoutSprints >= 1, read + " reveal answers read, " + withoutSprints + " citing no card a reveal showed");
    }

    /** "#1 = 5, hit in round 1; #2 = 12 over 11, hit in round 6" given at each of a line's two counts of deck 1. */
    @Test
    void aBestGuessLineGivesEachSourceOnce() {
        String answer = TextRenderer.answer(shipped("ca-best-guess-2007200d"));
        Pattern source = Pattern.compile("(?:#\\d+ = \\d+(?: over [\\d, and]+| with [\\d, and]+ beneath)?|[\\d, and]+ beneath #\\d+), (?:hit in round|turned up at step) \\d+");
        int sources = 0;
        for (String line : answer.lines().filter(l -> l.matches("  \\d+\\. .*")).toList()) {
            Set<String> seen = new java.util.HashSet<>();
            Matcher m = source.matcher(line);
            for (; m.find(); sources++) {
                assertTrue(seen.add(m.group().replaceFirst("^.*?(#\\d+ = |beneath #)", "$1")), "given twice: " + m.group() + " in " + line);
            }
        }
        assertTrue(sources >= 5, answer);
    }

    /** A beneath answer's count of a deck said "(8 at #1, 7 beneath #1, 13 at #2)": now which hit showed each, as a route's count does. */
    @Test
    void aBeneathCountSaysWhichHitShowedEachCard() {
        Pattern tally = Pattern.compile("lie on his route up to it \\(([^()]*)\\)");
        int counted = 0;
        for (Puzzle p : PuzzleCollection.read(PuzzleFixtures.SHIPPED).stream().filter(x -> x.kind() == PuzzleKind.BENEATH).toList()) {
            String answer = TextRenderer.answer(p);
            PublicTrack g = PublicTrack.read(Page.rules(p.spec()), p.notes(), p.id());
            Matcher m = tally.matcher(answer);
            for (; m.find(); counted++) {
                for (String each : m.group(1).split("; ")) {
                    Matcher hit = Pattern.compile("#(\\d+)(?: = \\d+| over|,)|beneath #(\\d+)").matcher(each);
                    assertTrue(hit.find(), each);
                    int q = Integer.parseInt(hit.group(1) != null ? hit.group(1) : hit.group(2));
                    PublicTrack.Position pos = g.positions.get(q);
                    // A face-up hideout names the hit that turned it up; a settled one is the answer's first step.
                    assertEquals(pos.revealedAt >= 0, each.matches(".*, hit in round \\d+"), p.id() + ": " + each);
                }
            }
        }
        assertTrue(counted >= 9, "deck counts read: " + counted);
    }

    private static Set<Integer> numbers(String s) {
        Set<Integer> out = new TreeSet<>();
        Matcher n = Pattern.compile("\\d+").matcher(s);
        while (n.find()) {
            out.add(Integer.parseInt(n.group()));
        }
        return out;
    }
}
