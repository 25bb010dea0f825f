package org.cardlab.fugitive.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.cardlab.core.Playout;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Test;

/**
 * The cards a beneath answer names: a card at another face-down hideout whose value is certain lies there, not beneath
 * the hideout asked about, so it does not keep the others of its kind from being named (Beneath 244: #6 = 25, so 15 is
 * the odd deck-2 card beneath #5); and every named card is the one that truly lies there in the game the puzzle was cut
 * from, replayed.
 */
class BeneathNamedTest {
    private static final List<Puzzle> BENEATH = PuzzleCollection.read(PuzzleFixtures.SHIPPED).stream()
            .filter(p -> p.kind() == PuzzleKind.BENEATH).toList();
    private static final Pattern SOURCE = Pattern.compile("^seed (-?\\d+) game (\\d+) \\((\\w+) Fugitive, (\\w+) Marshal\\)");

    /** A buyer found #6 = 25 (laid with no sprint card 1 to 3 above #5 = 22; 23 lies face up, you hold 24): 15 lies beneath #5. */
    @Test
    void beneath244NamesFifteenAndSaysWhy() {
        Puzzle p = Puzzle.read(Path.of("puzzles/fugitive/pt-beneath-27877b23.json"));
        assertEquals(1L << 15, p.solution().sprints().named(), "the stored answer");
        Solution s = Oracles.generating().prove(Page.rules(p.spec()), p.kind(), p.notes(), Map.of());
        Beneath b = s.sprints();
        assertEquals(1L << 15, b.named());
        assertTrue(b.conclusion().startsWith("So beneath #5 lies one odd deck-2 card (15, the only one out of your sight but 25, which is #6). #6 is 25. "),
                b.conclusion());
        assertTrue(b.conclusion().contains("23 to 25") && b.conclusion().contains("24"), b.conclusion());
        assertEquals("#5 = 22: one odd deck-2 card (15, the only one out of your sight but 25, which is #6)", BeneathWords.headline(s));
    }

    /** Each named card lies beneath the hideout in the game the puzzle was cut from. */
    @Test
    void everyNamedCardIsTheTrueOne() {
        for (Puzzle p : BENEATH) {
            Matcher m = SOURCE.matcher(p.source());
            assertTrue(m.find(), p.source());
            FugitiveRules rules = Page.rules(p.spec());
            FugitiveGame game = new FugitiveGame(rules);
            FugitiveState end = Playout.ofStudy(game, Playout.seats(game, List.of(m.group(3), m.group(4))), Long.parseLong(m.group(1)),
                    Integer.parseInt(m.group(2)));
            Beneath b = p.solution().sprints();
            assertEquals(b.hideout(), end.hideout(b.position()), p.id() + ": the game replayed");
            long truth = end.sprintCards(b.position());
            assertEquals(b.named(), b.named() & truth, p.id() + ": named " + Cards.toString(b.named()) + ", beneath " + Cards.toString(truth));
        }
    }

    /**
     * Where the cards of a kind out of your sight, less those at the other face-down hideouts whose values are certain, are
     * as many as lie beneath of that kind, they are named.
     */
    @Test
    void noCardIsLeftUnnamedThatACertainHideoutLeavesAlone() {
        for (Puzzle p : BENEATH) {
            FugitiveRules rules = Page.rules(p.spec());
            PublicTrack g = PublicTrack.read(rules, p.notes(), p.id());
            Beneath b = p.solution().sprints();
            PositionOracle.Possible poss = new ExhaustiveOracle().possible(g, Set.of());
            long out = rules.inPlay() & ~g.seen & Cards.range(1, 41) & ~(1L << b.hideout());
            for (int q = 1; q < g.positions.size(); q++) {
                long v = poss.values().getOrDefault(q, 0L);
                if (q != b.position() && g.positions.get(q).faceDown() && Long.bitCount(v) == 1) {
                    out &= ~v;
                }
            }
            for (int c = 0; c < Beneath.CATEGORIES; c++) {
                long open = 0;
                for (int x : Cards.toArray(out)) {
                    if (x != rules.escape && ExhaustiveOracle.category(rules, x) == c) {
                        open |= 1L << x;
                    }
                }
                int n = ExhaustiveOracle.count(b.mix(), c);
                if (n > 0 && n == Long.bitCount(open)) {
                    assertEquals(open, b.named() & open, p.id() + ": category " + c + " leaves only " + Cards.toString(open));
                }
            }
        }
    }
}
