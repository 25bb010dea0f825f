package org.cardlab.daguai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.cardlab.core.Game;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import org.cardlab.core.Json;
import org.cardlab.core.Rng;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The exchange between rounds is told as each seat sees it: under a spec that keeps tribute
 * private, a seat outside the payment is told that a card changed hands but not which one (its
 * observation says "hidden"), and the two seats of the payment are told the card.
 */
class DaguaiMoveWordsTest {
    /** A whole match (rounds, tributes and exchanges) under {@code spec}. */
    private static DaguaiGame match(String spec) {
        GameType type = Games.get("daguai");
        return (DaguaiGame) type.game(type.spec(spec), (com.fasterxml.jackson.databind.node.ObjectNode) Json.parse("{\"mode\": \"match\"}", "params"));
    }

    @Test
    void aPrivateTributeIsToldWithoutItsCardToTheOtherSeats() {
        DaguaiGame game = match("pl+tributePublic=false");
        int hidden = 0;
        int shown = 0;
        for (long seed = 1; seed <= 3 && hidden < 5; seed++) {
            DaguaiState s = game.newGame(seed);
            Rng rng = new Rng(seed);
            while (!s.isTerminal() && s.moves().size() < 20_000 && hidden < 5) {
                DaguaiMove m = s.randomLegalMove(rng);
                DaguaiState before = s.copy();
                s.apply(m);
                if (m.type == DaguaiMove.Type.PLAY || m.type == DaguaiMove.Type.PASS) {
                    continue;
                }
                var p = before.exchange().payments().get(before.exchange().pending());
                for (int viewer = 0; viewer < DaguaiState.SEATS; viewer++) {
                    String words = game.moveWords(before, m, s, viewer);
                    boolean sees = viewer == p.giver() || viewer == p.receiver();
                    for (int face : m.faces) {
                        if (sees) {
                            assertTrue(words.contains(Card.name(face)), words + " (told to seat " + viewer + ")");
                        } else {
                            assertFalse(words.matches(".*\\b" + Card.name(face) + "\\b.*"), words + " (told to seat " + viewer + ")");
                        }
                    }
                    assertEquals(words.contains("a card") || words.contains("two cards") || words.contains("chooses"), !sees, words);
                    if (sees) {
                        shown++;
                    } else {
                        hidden++;
                    }
                }
                assertTrue(game.moveWords(before, m, s, Game.EVERYONE).contains(Card.name(m.faces[0])));
            }
        }
        assertTrue(hidden >= 5 && shown >= 2, "exchange moves told: " + hidden + " hidden, " + shown + " shown");
    }

    /**
     * The person is "you" in the exchange and in who leads next ("You lead round 4", not "you leads"; "seat 3 (team 1) gives
     * 2♠ back to you", not "back to seat 0"), every other seat named with its team, as the tribute lines name them.
     */
    @Tag("slow")
    @Test
    void theExchangeAndTheNextLeadNameThePersonYou() {
        DaguaiGame game = match("pl");
        int returns = 0;
        int youLead = 0;
        for (long seed = 1; seed <= 4 && (returns < 4 || youLead < 1); seed++) {
            DaguaiState s = game.newGame(seed);
            Rng rng = new Rng(seed);
            while (!s.isTerminal() && s.moves().size() < 20_000) {
                DaguaiMove m = s.randomLegalMove(rng);
                DaguaiState before = s.copy();
                s.apply(m);
                int mover = before.currentPlayer();
                for (int you = 0; you < DaguaiState.SEATS; you++) {
                    for (String line : game.roundWords(before, m, s, you, you)) {
                        assertFalse(line.matches("(?s).*\\byou (leads|gives|offers|keeps)\\b.*"), line);
                        if (line.contains(" round " + s.round() + ": team") && line.startsWith("You lead")) {
                            youLead++;
                        }
                    }
                    if (m.type != DaguaiMove.Type.RETURN && m.type != DaguaiMove.Type.OFFER && m.type != DaguaiMove.Type.KEEP) {
                        continue;
                    }
                    var p = before.exchange().payments().get(before.exchange().pending());
                    int other = p.giver() == mover ? p.receiver() : p.giver();
                    String words = game.moveWords(before, m, s, you, you);
                    assertTrue(words.startsWith(mover == you ? "seat " + mover + " " : "seat " + mover + " (team " + Scoring.team(mover) + ") "), words);
                    assertEquals(other == you, words.matches(".* (to|offers) you( .*|$)|.*cards you offered"), "told to seat " + you + ": " + words);
                    assertFalse(words.contains("seat " + you + " ") && mover != you, "the person named as a seat: " + words);
                    if (other != you) {
                        assertTrue(words.contains("seat " + other + " (team " + Scoring.team(other) + ")"), words);
                    }
                    if (m.type == DaguaiMove.Type.RETURN && other == you) {
                        returns++;
                    }
                }
            }
        }
        assertTrue(returns >= 4 && youLead >= 1, "returns to the person told: " + returns + "; the person leading next told: " + youLead);
    }

    /**
     * A play of level cards reads as any other with the level card named after its rank: "single 3, the level card", not
     * "single the level card 3" (a phone tester's); pairs, triples and a flush topped by one too, and mid-sentence in a
     * comparison ("single 3, the level card, beats single A").
     */
    @Test
    void levelCardsAreNamedAfterTheirRank() {
        ComboRules l3 = DaguaiRules.defaults().at(1);
        assertEquals(1, l3.level(), "level 3 (rank 1)");
        assertEquals("single 3, the level card", Comparison.describe(ComboRulesTest.play("3S", l3), l3));
        assertEquals("pair of 3, the level card", Comparison.describe(ComboRulesTest.play("3S 3H", l3), l3));
        assertEquals("triple of 3, the level card", Comparison.describe(ComboRulesTest.play("3S 3H 3D", l3), l3));
        assertEquals("single 10", Comparison.describe(ComboRulesTest.play("10S", l3), l3));
        String reason = Comparison.compare(ComboRulesTest.play("3S", l3), ComboRulesTest.play("AS", l3), l3, false).reason();
        assertTrue(reason.startsWith("single 3, the level card, beats single A: "), reason);
        DaguaiGame game = match("pl");
        int levelPlays = 0;
        for (long seed = 1; seed <= 2; seed++) {
            DaguaiState s = game.newGame(seed);
            Rng rng = new Rng(seed);
            while (!s.isTerminal() && s.moves().size() < 2_000) {
                DaguaiMove m = s.randomLegalMove(rng);
                DaguaiState before = s.copy();
                s.apply(m);
                String words = game.moveWords(before, m, s, Game.EVERYONE);
                assertFalse(words.contains("the level card "), "a level card named after its rank: " + words);
                if (words.contains(", the level card")) {
                    levelPlays++;
                }
            }
        }
        assertTrue(levelPlays > 0, "plays of level cards told");
    }
}
