package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;
import java.util.stream.IntStream;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The answers are derivations and the grades are Tatham's: every step of every shipped proof
 * uses only positions face up at the start or settled by an earlier step (no circular or forward
 * reference), and a puzzle of grade D is solved by the solver limited to grade D and not by the
 * one limited to grade D-1.
 */
class ProofTest {

    @Test
    void everyStepUsesOnlyWhatIsFaceUpOrSettledBefore() {
        List<String> bad = new ArrayList<>();
        int steps = 0;
        for (Puzzle p : PuzzleCollection.read(PuzzleFixtures.SHIPPED)) {
            PublicTrack g = PublicTrack.read(FugitiveRules.load(p.spec()), p.notes(), "puzzle notes");
            long known = 1; // card 0
            for (PublicTrack.Position pos : g.positions) {
                if (!pos.faceDown()) {
                    known |= 1L << pos.index;
                }
            }
            if (p.kind() == PuzzleKind.BEST_GUESS) {
                // Nothing is settled: every line of a best guess's reasoning rests on what is face up alone.
                for (Guess.Line l : p.solution().guess().lines()) {
                    if ((l.uses() & ~known) != 0) {
                        bad.add(p.id() + ": a line uses " + org.cardlab.fugitive.Cards.toString(l.uses() & ~known) + ", not face up");
                    }
                    steps++;
                }
                continue;
            }
            if (p.kind() == PuzzleKind.SAFE_ROUTE) {
                // Each refutation stands alone on the notes after its play: it uses only what is face up there (42, when laid).
                SafeRoute sr = p.solution().safe();
                int next = g.positions.size();
                for (SafeRoute.Play play : sr.plays()) {
                    Solution.Step s = play.refutation();
                    if (s == null) {
                        continue;
                    }
                    long up = known | (play.hideout() == 42 ? 1L << next : 0);
                    if ((s.uses() & ~up) != 0 || (s.uses() & 1L << s.position()) != 0) {
                        bad.add(p.id() + ": the refutation of " + SafeRouteWords.play(play.hideout(), play.mix()) + " uses "
                                + org.cardlab.fugitive.Cards.toString(s.uses() & ~up) + ", not face up after the play");
                    }
                    steps++;
                }
                continue;
            }
            if (p.kind() == PuzzleKind.BENEATH) {
                // The hideouts settled first, in order; then each bound uses only what is face up or settled.
                for (Solution.Step s : p.solution().steps()) {
                    if ((s.uses() & ~known) != 0) {
                        bad.add(p.id() + ": #" + s.position() + " uses " + org.cardlab.fugitive.Cards.toString(s.uses() & ~known) + ", not yet settled");
                    }
                    known |= 1L << s.position();
                    steps++;
                }
                for (Beneath.Bound b : p.solution().sprints().bounds()) {
                    if ((b.uses() & ~known) != 0) {
                        bad.add(p.id() + ": a bound on " + Beneath.className(b.source(), b.parity()) + " uses " + org.cardlab.fugitive.Cards.toString(b.uses() & ~known) + ", not settled");
                    }
                    steps++;
                }
                continue;
            }
            List<Solution.Step> proof = p.solution().steps();
            for (int i = 0; i < proof.size(); i++) {
                Solution.Step s = proof.get(i);
                long forward = s.uses() & ~known;
                if (forward != 0) {
                    bad.add(p.id() + " step " + (i + 1) + " (#" + s.position() + ") uses " + org.cardlab.fugitive.Cards.toString(forward)
                            + ", neither face up nor settled before it");
                }
                known |= 1L << s.position();
                steps++;
            }
        }
        assertEquals(List.of(), bad);
        assertTrue(steps > 500, "every step of every puzzle checked: " + steps);
    }

    @Test
    void theStepsInWordsNameNoHideoutBeforeItIsSettled() {
        // The words come from the same steps: a step's text may name "#q = v" only for a position face up or settled before it.
        int checked = 0;
        List<Puzzle> all = PuzzleCollection.read(PuzzleFixtures.SHIPPED);
        for (int k = 0; k < all.size(); k += 3) {
            Puzzle p = all.get(k);
            PublicTrack g = PublicTrack.read(FugitiveRules.load(p.spec()), p.notes(), "puzzle notes");
            java.util.Set<Integer> known = new java.util.HashSet<>(java.util.List.of(0));
            g.positions.stream().filter(x -> !x.faceDown()).forEach(x -> known.add(x.index));
            for (Solution.Step s : Explained.steps(p)) {
                String text = s.text().replaceAll("Suppose #\\d+ were .*", ""); // inside a case, values are the case's own
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("#(\\d+) = \\d+").matcher(text);
                while (m.find()) {
                    int q = Integer.parseInt(m.group(1));
                    // the step's own position may be named as a value it "cannot be" (that value tried and refuted)
                    assertTrue(known.contains(q) || q == s.position(), p.id() + ": '" + s.text() + "' names #" + q + " before it is settled");
                }
                assertTrue(!s.text().contains("could hold none of 1, 2 and 3 and the cards"), "the garbled phrase is gone: " + s.text());
                assertEquals(List.of(), garbles(s.text()), p.id() + ": " + s.text());
                known.add(s.position());
                checked++;
            }
        }
        assertTrue(checked > 100, "steps read: " + checked);
    }

    @Test
    @org.junit.jupiter.api.Tag("slow")
    void noShippedAnswerStatesAnArgumentTwiceOrEndsASentenceTwice() {
        // pt-route-e1bb584d's step 2 once restated its window for the value it ruled out, ending "route).."
        List<String> bad = new ArrayList<>();
        int steps = 0;
        for (Puzzle p : PuzzleCollection.read(PuzzleFixtures.SHIPPED)) {
            for (Solution.Step s : Explained.steps(p)) {
                garbles(s.text()).forEach(g -> bad.add(p.id() + " #" + s.position() + ": " + g));
                steps++;
            }
        }
        assertEquals(List.of(), bad);
        assertTrue(steps > 500, "every step of every shipped answer read: " + steps);
    }

    /**
     * What reads as garbled in a step: a doubled full stop, a sentence written twice (a case
     * tree's branch heading, "If #3 were 8, ...", may recur under another branch), or one clause
     * twice in a sentence.
     */
    static List<String> garbles(String text) {
        List<String> found = new ArrayList<>();
        if (text.contains("..")) {
            found.add("'..' in: " + text);
        }
        java.util.Set<String> sentences = new java.util.HashSet<>();
        for (String sentence : text.split("(?<=\\.)\\s+")) {
            if (!sentences.add(sentence) && !sentence.startsWith("If #")) {
                found.add("sentence twice: " + sentence);
            }
            java.util.Set<String> clauses = new java.util.HashSet<>();
            for (String clause : sentence.split(";\\s+")) {
                if (!clauses.add(Words.clause(clause))) {
                    found.add("clause twice: " + clause);
                }
            }
        }
        return found;
    }

    @Test
    void theGarbleCheckFindsWhatItLooksFor() {
        assertEquals(2, garbles("#2 is 15. A b c. A b c. Only 15 is left..").size());
        assertEquals(1, garbles("#2 is 15. You hold 16; you hold 16. Only 15 is left.").size());
        assertEquals(List.of(), garbles("#2 is 15. If #3 were 8, x. Suppose #2 were 7: y. If #3 were 8, x. So #2 is 15."));
    }

    /** Every eighth shipped puzzle (in file order) in every build, the others in the slow part: the full run checks each once. */
    @Test
    void aPuzzleOfGradeDIsSolvedAtGradeDAndNotBelow() {
        gradedByTheLeastSolverThatSolvesIt(i -> i % 8 == 0);
    }

    @Tag("slow")
    @Test
    void everyOtherPuzzleOfGradeDIsSolvedAtGradeDAndNotBelow() {
        gradedByTheLeastSolverThatSolvesIt(i -> i % 8 != 0);
    }

    private static void gradedByTheLeastSolverThatSolvesIt(IntPredicate which) {
        PuzzleSolver solver = Oracles.generating();
        List<String> bad = new ArrayList<>();
        List<Puzzle> all = PuzzleCollection.read(PuzzleFixtures.SHIPPED);
        for (Puzzle p : IntStream.range(0, all.size()).filter(which).mapToObj(all::get).toList()) {
            int d = p.solution().grade().level();
            FugitiveRules rules = FugitiveRules.load(p.spec());
            if (!solver.limitedTo(d).prove(rules, p.kind(), p.notes(), p.beneath(), p.seat()).solved()) {
                bad.add(p.id() + ": the grade-" + d + " solver does not solve it");
            }
            if (d > 1 && solver.limitedTo(d - 1).prove(rules, p.kind(), p.notes(), p.beneath(), p.seat()).solved()) {
                bad.add(p.id() + ": the grade-" + (d - 1) + " solver solves it, yet it is graded " + d);
            }
        }
        assertEquals(List.of(), bad);
    }
}
