package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Test;

/** What a buyer found solving eleven puzzles from the printed book: each answer right, each argument true, some words not. */
class BuyerReportTest {

    private static Puzzle shipped(String id) {
        return Puzzle.read(PuzzleFixtures.SHIPPED.resolve(id + ".json"));
    }

    /** "#6 cannot be 28" or "Suppose #6 were 28": the case the text up to the next one works in. */
    private static final Pattern CASE = Pattern.compile("#(\\d+) (?:cannot be|were) (\\d+)");
    private static final Pattern ALL_SEEN = Pattern.compile("none from deck (\\d) \\(you see all its (even|odd) cards[):]");

    /**
     * Manhunt 122: "#6 cannot be 28: ... none from deck 2 (you see all its even cards)", where 28, an unseen even deck-2 card,
     * is the case's own #6. In every shipped answer, no deck said to be all seen holds the case's card of that parity.
     */
    @Test
    void aDeckIsAllSeenOnlyWhenNoCaseCardOfItLiesFaceDown() {
        List<String> wrong = new ArrayList<>();
        int cases = 0;
        for (Puzzle p : PuzzleCollection.read(PuzzleFixtures.SHIPPED)) {
            if (p.kind() == PuzzleKind.BEST_GUESS || p.kind() == PuzzleKind.SAFE_ROUTE || p.kind() == PuzzleKind.BENEATH) {
                continue;
            }
            FugitiveRules rules = Page.rules(p.spec());
            String answer = TextRenderer.answer(p);
            Matcher c = CASE.matcher(answer);
            List<int[]> at = new ArrayList<>();
            while (c.find()) {
                at.add(new int[] {c.start(), Integer.parseInt(c.group(2))});
            }
            for (int i = 0; i < at.size(); i++) {
                int u = at.get(i)[1];
                // The case's text: up to the next case, the end of its step, or (a refuted value) the end of its sentence.
                String text = answer.substring(at.get(i)[0], i + 1 < at.size() ? at.get(i + 1)[0] : answer.length()).split("\n")[0];
                text = text.contains(" cannot be ") ? text.split("\\. ")[0] : text;
                Matcher m = ALL_SEEN.matcher(text);
                while (m.find()) {
                    int d = Integer.parseInt(m.group(1));
                    boolean sameParity = (u % 2 == 0) == m.group(2).equals("even");
                    cases++;
                    if (sameParity && u >= rules.deckLow[d - 1] && u <= rules.deckHigh[d - 1]) {
                        wrong.add(p.id() + ": " + m.group() + " where the case takes " + u);
                    }
                }
            }
        }
        assertTrue(TextRenderer.answer(shipped("pt-manhunt-29f78629")).contains("#6 cannot be 28: then the steps need at least 3 even sprint cards"
                + " in all: 1 beneath #6 (from #5 = 23 to #6 = 28), 2 beneath 42 (from #8 = 34 to 42); but when he laid 42 (round 13) he could hold"
                + " at most 2 even cards: not the starting card 2 (on his route: 2 beneath #1, hit in round 5), none from deck 1 (3 drawn, 5, 7 and 14 on his route: #1 = 7, hit in round 5; #2 = 14 with 5 beneath, hit in"
                + " round 9), none from deck 2 (28 itself is among the cards on his route, as #6; you see its other even cards)"), "Manhunt 122");
        assertTrue(wrong.isEmpty(), wrong.size() + " false 'you see all': " + String.join("\n", wrong));
        assertTrue(cases >= 10, "decks read in cases: " + cases);
    }

    /**
     * A second buyer, Manhunt 225: "when he laid #5 (round 12) he could hold at most 9 even cards: ..., 1 from deck 3", but by
     * round 12 he had drawn 4 deck-3 cards and could hold 32 and 38, laid beneath #6 in round 14. The count leaves out what
     * lies at hideouts laid after #5 (none of it is beneath #5); it now says so, naming them, so the number can be checked.
     * That puzzle (ca-manhunt-ecdc8627) left the collection when the same-turn count regraded it (curation capped grade 4's
     * deep-cases/even-total): its count is read from a copy kept among the test files.
     */
    @Test
    void aCountSaysWhichCardsItLeavesOutAsLaidAfter() {
        String count = "when he laid #5 (round 12) he could hold at most 9 even cards not laid after it: the starting card 2, 3 from deck 1 (3 drawn),"
                + " 4 from deck 2 (only 16, 18, 20 and 26 are out of your sight and off his route), 1 from deck 3 (only 36 is out of your"
                + " sight and off his route; 32 and 38 are beneath #6, a hideout laid after it)";
        List<String> found = new ArrayList<>();
        int said = 0;
        for (Puzzle p : PuzzleCollection.read(PuzzleFixtures.SHIPPED)) {
            String answer = TextRenderer.answer(p);
            if (answer.contains(count)) {
                found.add(p.id());
            }
            said += answer.split(LaterCards.AFTER, -1).length - 1;
            // a count that leaves cards out as laid after it says so in its head, and the other way round
            String[] counts = answer.split("he could hold ");
            for (int i = 1; i < counts.length; i++) {
                int colon = counts[i].indexOf(':');
                String head = colon < 0 ? "" : counts[i].substring(0, colon);
                if (head.contains(";") || head.contains(".")) {
                    continue; // "as for 5 (6 in its place), he could hold at most 4 even cards ... when he laid #3": a count given before
                }
                assertEquals(head.endsWith(" not laid after it"), counts[i].contains(LaterCards.AFTER + ")"), p.id() + ": " + counts[i]);
            }
        }
        assertEquals(List.of(), found, "Manhunt 225 is no longer shipped");
        String manhunt225 = TextRenderer.answer(Puzzle.read(java.nio.file.Path.of("src/test/resources/fugitive/puzzle/ca-manhunt-ecdc8627.json")));
        assertTrue(manhunt225.contains(count), "Manhunt 225's count, with the cards it leaves out named: " + manhunt225);
        assertTrue(said >= 20, "counts naming cards laid after: " + said);
    }

    /** "#1 = 7 over 4, hit in round 1" (or "with 4 beneath"), the hideout, its value, the cards cited beneath it and the word. */
    private static final Pattern SOURCE = Pattern.compile("#(\\d+) = (\\d+) (over|with) ([\\d, and]+?)(?: beneath)?, hit in round \\d+");

    /**
     * Route 75: "(#1 = 7 over 4, hit in round 1)" where the page says "#1 = 7 over 2 4": "over" reads as all the cards
     * beneath it. Every shipped answer says "over" only of all a hit hideout's sprint cards, and "with ... beneath" of a part.
     */
    @Test
    void aHideoutIsOverOnlyAllItsSprintCards() {
        List<String> wrong = new ArrayList<>();
        int over = 0;
        int with = 0;
        for (Puzzle p : PuzzleCollection.read(PuzzleFixtures.SHIPPED)) {
            PublicTrack g = PublicTrack.read(Page.rules(p.spec()), p.notes(), p.id());
            Matcher m = SOURCE.matcher(TextRenderer.answer(p));
            while (m.find()) {
                long cited = 0;
                for (String n : m.group(4).split(",| and ")) {
                    cited |= 1L << Integer.parseInt(n.strip());
                }
                long all = g.positions.get(Integer.parseInt(m.group(1))).sprintCards;
                boolean isOver = m.group(3).equals("over");
                over += isOver ? 1 : 0;
                with += isOver ? 0 : 1;
                if (isOver != (cited == all) || (cited & ~all) != 0) {
                    wrong.add(p.id() + ": " + m.group() + " (beneath it: " + Words.andList(all) + ")");
                }
            }
        }
        assertTrue(wrong.isEmpty(), wrong.size() + " misquoted: " + String.join("\n", wrong));
        assertTrue(over >= 10 && with >= 3, over + " over, " + with + " with");
    }

    /**
     * The rules page said "these are the spec's defaults" (software words), never said what "Catalan rules" and "Portuguese
     * rules" are, said the rules are named only where the other rulebook gives another answer (Routes 1 and 2 are named
     * because under the other the game would already be over), and never said that he plays before you guess within a round.
     */
    @Test
    void theRulesPageSpeaksToAPlayer() {
        String rules = RulesText.sections(List.of("ca", "pt")).stream().flatMap(x -> x.paragraphs().stream()).reduce("", (a, b) -> a + "\n" + b);
        assertTrue(!rules.contains("spec") && !rules.contains("default"), rules);
        assertTrue(rules.contains("two editions of its rulebook, the Catalan and the Portuguese: \"Catalan rules\" and \"Portuguese rules\" name them"), rules);
        assertTrue(rules.contains("another answer, or where the position could not arise under it;"), rules);
        assertTrue(rules.contains("he plays before you guess, so a hideout laid in a round is already down at that round's guess"), rules);
        assertTrue(rules.indexOf("editions of its rulebook") < rules.indexOf("Catalan rules:"), "explained before it is used: " + rules);
    }

    /** Best guess 263: "weighing every hidden history alike agrees", in a player's words. */
    @Test
    void aBestGuessCheckSpeaksToAPlayer() {
        int read = 0;
        for (Puzzle p : PuzzleCollection.read(PuzzleFixtures.SHIPPED).stream().filter(x -> x.kind() == PuzzleKind.BEST_GUESS).toList()) {
            String answer = TextRenderer.answer(p);
            assertTrue(!answer.contains("histor") && !answer.contains("solver"), "a player's words: " + answer);
            read += answer.contains("A check, not needed to solve: counting every way his hidden draws and plays could have gone, each as likely"
                    + " as the next, agrees") ? 1 : 0;
        }
        assertTrue(read >= 1, "checks read: " + read);
    }

    /** Every shipped answer in the words of the text render, worked out once for the third buyer's checks. */

    private static Map<String, String> answers() {
        return ShippedBook.answers();
    }

    private static List<String> steps(String answer) {
        return List.of(answer.split("\n  \\d+\\. "));
    }

    /**
     * A third buyer found short deck-count refutations for two cases the book said "no short argument rules it out" of (Manhunt
     * 199 #2 = 13, Manhunt 189 #3 = 18). The answers left to the search now say what is true, and invite a shorter one: none
     * is left since each route a case leaves is tried with the count of his hand after a round (later-draws: buyers refuted
     * Manhunts 196, 205, 206 and 220 of the last book so) and, where the steps' notes leave none, each route the notes read
     * at a glance leave (Manhunt 192), five since the even-card count also counts by any later hideout (six before, eight before the same-turn count, eleven before
     * the whole-game count; 199's #2 = 13 is one the whole-game count refutes, Manhunt 194's #1 = 12, a fourth buyer's, one the
     * same-turn count does, and Manhunt 191's #3 = 18, a fifth buyer's, one the later hideout's count does).
     */
    @Test
    void aCaseLeftToTheSearchClaimsOnlyWhatIsTrue() {
        int searched = 0;
        for (Map.Entry<String, String> e : answers().entrySet()) {
            assertTrue(!e.getValue().contains("no short argument"), e.getKey() + ": " + e.getValue());
            if (e.getValue().contains("none of the techniques of grades 1 to 3 rules it out")) {
                searched++;
                assertTrue(e.getValue().contains("rests on the exhaustive search") && e.getValue().contains("can you find one?"), e.getKey());
            }
        }
        assertEquals(0, searched, "answers resting on the search");
    }

    /** Manhunt 229 step 4: "#6 cannot be 37: with 37 itself among the cards on his route ...", where you hold 37 (Manhunt 199: 9). */
    @Test
    void noOwnCardOrEvenTotalSentenceArguesAValueYouHoldOrSee() {
        List<String> wrong = new ArrayList<>();
        Pattern own = Pattern.compile("#\\d+ cannot be (\\d+): (with \\1 itself|then the steps need)");
        for (Puzzle p : PuzzleCollection.read(PuzzleFixtures.SHIPPED)) {
            PublicTrack g = PublicTrack.read(Page.rules(p.spec()), p.notes(), p.id());
            Matcher m = own.matcher(answers().get(p.id()));
            while (m.find()) {
                if ((g.seen >> Integer.parseInt(m.group(1)) & 1) != 0) {
                    wrong.add(p.id() + ": " + m.group());
                }
            }
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    /** A note "as above" cites: you hold it, it lies face up, you missed it, a deck not drawn from, a cut or a value taken. */
    private static final String NOTE = "(you hold [^.;:]*\\b%1$s\\b|\\b%1$s\\b[^.;:]* face up|you missed [^.;:]*\\b%1$s\\b|\\b%1$s\\b[^.;:]* deck-\\d card"
            + "|cannot be %1$s\\b|#\\d+ is %1$s\\b|\\b%1$s\\b[^.;:]* cannot be played)";

    /** Best guess 237 (ca-best-guess-2007200d) wrote "The 4 sprint cards beneath #3 add at most 7, not 8" out in six steps. */
    @Test
    void aBestGuessWritesEachCountOutOnce() {
        Pattern count = Pattern.compile("The \\d+ sprint cards? beneath #\\d+(?: to #\\d+)? adds? at most \\d+, not \\d+");
        List<String> twice = new ArrayList<>();
        int read = 0;
        for (Map.Entry<String, String> e : answers().entrySet()) {
            if (e.getKey().contains("-best-guess-")) {
                java.util.Set<String> seen = new java.util.HashSet<>();
                for (Matcher m = count.matcher(e.getValue()); m.find(); read++) {
                    if (!seen.add(m.group())) {
                        twice.add(e.getKey() + ": " + m.group());
                    }
                }
            }
        }
        assertEquals(List.of(), twice);
        assertTrue(read >= 1, "counts read: " + read);
    }

    /**
     * Manhunt 199 step 5: "#1 cannot be 9: then the steps need ...; 9 is ruled out as above", with nothing above it ruling out
     * 9 (you hold 9, first said in step 6). A value cited "as above" is ruled out by a note in an earlier sentence of the step,
     * or, in a best guess, whose steps are facts that all hold at once, of an earlier step (Best guess 237 wrote one count out
     * in six steps).
     */
    @Test
    void asAboveCitesOnlyANotePrintedEarlierInTheStep() {
        List<String> wrong = new ArrayList<>();
        Pattern cited = Pattern.compile("([\\d, and]+) (?:is|are) ruled out as above");
        int read = 0;
        for (Map.Entry<String, String> e : answers().entrySet()) {
            List<String> steps = steps(e.getValue());
            for (int i = 0; i < steps.size(); i++) {
                String step = e.getKey().contains("-best-guess-") ? String.join(" ", steps.subList(0, i + 1)) : steps.get(i);
                Matcher m = cited.matcher(step);
                while (m.find()) {
                    for (String v : m.group(1).split(",| and ")) {
                        read++;
                        if (!v.isBlank() && !Pattern.compile(String.format(NOTE, v.strip()), Pattern.CASE_INSENSITIVE).matcher(step.substring(0, step.lastIndexOf(". ", m.start()) + 1)).find()) {
                            wrong.add(e.getKey() + ": " + v.strip() + " in " + step.substring(0, m.end()));
                        }
                    }
                }
            }
        }
        assertTrue(wrong.isEmpty(), wrong.size() + " cited with nothing above:\n" + String.join("\n", wrong));
        assertTrue(read >= 50, "values cited as above: " + read);
    }

    /**
     * Manhunt 126 step 3: "none from deck 2 (you see all its even cards)", where 18, 20 and 26 are seen only through the clue
     * read after step 1. Every card of such a deck not seen at the start of the manhunt is named with where it was seen.
     */
    @Test
    void aDeckSeenThroughTheManhuntsCluesSaysWhere() {
        List<String> wrong = new ArrayList<>();
        Pattern seen = Pattern.compile("none from deck (\\d) \\(([^()]*)you see (all its|its other) (even|odd) cards([^()]*)\\)");
        int named = 0;
        for (Puzzle p : PuzzleCollection.read(PuzzleFixtures.SHIPPED)) {
            FugitiveRules rules = Page.rules(p.spec());
            PublicTrack g = PublicTrack.read(rules, p.notes(), p.id());
            for (String step : steps(answers().get(p.id()))) {
                Matcher m = seen.matcher(step);
                while (m.find()) {
                    int d = Integer.parseInt(m.group(1));
                    for (int c = rules.deckLow[d - 1]; c <= rules.deckHigh[d - 1]; c++) {
                        boolean parity = (c % 2 == 0) == m.group(4).equals("even");
                        if (parity && (g.seen >> c & 1) == 0 && !m.group(2).matches(".*\\b" + c + "\\b.*")) {
                            named++; // named where seen, here or earlier in the step (a step says where once)
                            if (!Pattern.compile("\\b" + c + "\\b[^;()]*(turned up at step|laid after it)").matcher(step.substring(0, m.end())).find()) {
                                wrong.add(p.id() + ": " + c + " in " + m.group());
                            }
                        }
                    }
                }
            }
        }
        assertTrue(wrong.isEmpty(), wrong.size() + " seen with no word of where:\n" + String.join("\n", wrong));
        assertTrue(named >= 20, "cards seen through clues: " + named);
    }

    /** Manhunt 199: "22 is at #3, 16 at #4 ..., hideouts laid after it", sprint cards beneath them; Manhunt 229: "34 and 38 are at #7". */
    @Test
    void aCardLaidAfterIsBeneathAHideoutOrIsOne() {
        int read = 0;
        for (Map.Entry<String, String> e : answers().entrySet()) {
            Matcher m = Pattern.compile("[(;] ?([^();]*)" + LaterCards.AFTER + "\\)").matcher(e.getValue());
            for (; m.find(); read++) {
                assertTrue(!m.group(1).contains(" at #"), e.getKey() + ": " + m.group());
            }
        }
        assertTrue(read >= 20, "clauses read: " + read);
        assertTrue(answers().get("pt-manhunt-4b17fc28").contains("3 from deck 3 (only 30, 32 and 40 are out of your sight and off his route; #7 = 38 and 34 is beneath it, a hideout laid after it)"));
    }

    /**
     * A fourth buyer: "16 lies face up (16 at #3)", "28 at #4" in the beneath answers, where every other answer names a
     * hideout "#3 = 16" ("at #3" read as a card on top of it).
     */
    @Test
    void aFaceUpHideoutIsNamedAsTheAnswersNameOne() {
        int read = noneMatch(Pattern.compile("\\b\\d+ at #\\d+"), " lie(s)? face up \\(#");
        assertTrue(read >= 3, "face-up hideouts named: " + read);
    }

    /** Asserts that no shipped answer holds {@code bad}; returns how often {@code counted} (a regex) occurs in them all. */
    private static int noneMatch(Pattern bad, String counted) {
        int read = 0;
        for (Map.Entry<String, String> e : answers().entrySet()) {
            Matcher m = bad.matcher(e.getValue());
            assertTrue(!m.find(), e.getKey() + ": " + (m.hitEnd() ? "" : m.group()));
            read += e.getValue().split(counted, -1).length - 1;
        }
        return read;
    }

    /** Best guess 240: "so #2 is a deck-2 card" ended the step; the values it strikes (10 to 12, deck-1 cards) went unsaid. */
    @Test
    void aHandCountSaysWhichValuesItStrikes() {
        Pattern so = Pattern.compile("so #\\d+ is (a deck-\\d card|one of 1, 2 and 3)(, which [^.;]* (is|are) not)?");
        int read = 0;
        for (Map.Entry<String, String> e : answers().entrySet()) {
            for (Matcher m = so.matcher(e.getValue()); m.find(); read++) {
                assertTrue(m.group(2) != null, e.getKey() + ": " + m.group());
            }
        }
        // few: a hand count is printed only where no deck tally already settles the step (Route 183's was a second proof)
        assertTrue(read >= 1, "hand counts read: " + read);
    }

    /** Manhunt 166 step 1: "(2 steps, of at most 6 + 10 together)", where every other answer adds step by step ("3 + 4 and 3 + 6"). */
    @Test
    void aClimbInTwoNumbersSaysWhatTheyAre() {
        int explained = noneMatch(Pattern.compile("\\(\\d+ steps, of at most \\d+ \\+ \\d+ together\\)"), " together: 3 a step");
        assertTrue(explained >= 20, "explained: " + explained);
    }

    /** Route 183 step 1: "after round 2 he holds only 1 card, 42", with no count that shows it. */
    @Test
    void aHandCountShowsItsSum() {
        // his starting cards from the decks named as the rules page names them (a fourth buyer read "his 5 first draws" as
        // draws of his own turns)
        Pattern hand = Pattern.compile("he holds only (\\d+) cards?[^(]*\\(he started with (\\d+) cards: 1, 2, 3, 42, \\d cards? of deck 1 and \\d of deck 2;"
                + " he drew (\\d+) more and laid (\\d+)\\)");
        int read = 0;
        for (Map.Entry<String, String> e : answers().entrySet()) {
            int said = e.getValue().split(" he holds only ", -1).length - 1;
            Matcher m = hand.matcher(e.getValue());
            for (; m.find(); read++, said--) {
                int[] n = java.util.Arrays.stream(new int[] {1, 2, 3, 4}).map(i -> Integer.parseInt(m.group(i))).toArray();
                assertEquals(n[0], n[1] + n[2] - n[3], e.getKey() + ": " + m.group());
            }
            assertEquals(0, said, e.getKey() + ": a hand count without its sum: " + e.getValue());
        }
        assertTrue(read >= 5, "hand counts read: " + read);
    }

    /** Safe route 263: his hand is 27, 31 and 42, and the answer never said why he cannot lay 31 or 42. */
    @Test
    void aSafeRouteAnswerRulesOutEveryCardOfHisHand() {
        int read = 0;
        for (Puzzle p : PuzzleCollection.read(PuzzleFixtures.SHIPPED).stream().filter(x -> x.kind() == PuzzleKind.SAFE_ROUTE).toList()) {
            for (int c : org.cardlab.fugitive.Cards.toArray(p.seat().hand())) {
                assertTrue(Pattern.compile("(?m)^  \\d+\\. Lay " + c + "\\b").matcher(answers().get(p.id())).find(), p.id() + ": " + c + " in " + answers().get(p.id()));
                read++;
            }
        }
        assertTrue(read >= 30, "cards read: " + read);
        String sr263 = answers().get("ca-safe-route-6fe4e35e");
        assertTrue(sr263.contains("3. Lay 31: out of reach. #5 would lie 1 to 3 + 1 above #4 = 25 (27 beneath it, the most his other cards add): 26 to 29.")
                && sr263.contains("4. Lay 42: out of reach. 42 would lie 1 to 3 + 2 above #4 = 25"), sr263);
    }
}
