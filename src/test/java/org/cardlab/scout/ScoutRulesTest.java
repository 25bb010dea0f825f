package org.cardlab.scout;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.cardlab.core.IllegalMoveException;
import org.cardlab.core.Json;
import org.cardlab.core.Replay;
import org.cardlab.core.Rng;
import org.cardlab.core.RuleSpec;
import org.cardlab.games.Games;
import org.cardlab.scout.bots.ScoutGreedyBot;
import org.junit.jupiter.api.Test;

/** One test per rule, from hand-built deals (3 players unless said: no card carries a 10). */
class ScoutRulesTest {
    static final ScoutRules OFFICIAL = ScoutRules.load("official");

    private static ScoutState deal(String... hands) {
        ScoutState s = ScoutGame.fromDeal(OFFICIAL, 1, hands);
        for (int i = 0; i < hands.length; i++) {
            s.apply(ScoutMove.KEEP);
        }
        return s;
    }

    private static void play(ScoutState s, String... moves) {
        for (String m : moves) {
            s.apply(ScoutMove.parse(m));
        }
    }

    private static int[] faces(ScoutState s, int[] cards) {
        int[] v = new int[cards.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = s.deck().face(cards[i]);
        }
        return v;
    }

    static final String P1 = "8(1) 8(2) 6(3) 2(7)";
    static final String P2 = "1(9) 9(3) 9(4) 5(2)";

    @Test
    void showIsOneCardOrAdjacentEqualOrConsecutiveCardsEitherWay() {
        ScoutState s = deal("3(1) 4(1) 5(1) 7(4) 7(3) 9(8)", P1, P2);
        assertNull(s.whyIllegal(ScoutMove.parse("show 1-3")), "3 4 5 ascending");
        assertNull(s.whyIllegal(ScoutMove.parse("show 4-5")), "7 7 set");
        assertNull(s.whyIllegal(ScoutMove.parse("show 6")), "a single card");
        String why = s.whyIllegal(ScoutMove.parse("show 3-4"));
        assertNotNull(why, "5 7 is not a set");
        assertTrue(why.contains("neither all equal nor consecutive"), why);
        assertNotNull(s.whyIllegal(ScoutMove.parse("show 3-7")), "no 7th card");
        ScoutState d = deal("6(1) 5(1) 4(1)", P1, P2);
        assertNull(d.whyIllegal(ScoutMove.parse("show 1-3")), "6 5 4 descending");
    }

    @Test
    void strengthMoreCardsThenSetOverRunThenHigherSmallestEqualDoesNotBeat() {
        SetStrength st = new SetStrength(OFFICIAL);
        int run123 = st.ofValues(new int[] {1, 2, 3}, 0, 2);
        int set99 = st.ofValues(new int[] {9, 9}, 0, 1);
        int set22 = st.ofValues(new int[] {2, 2}, 0, 1);
        int run89 = st.ofValues(new int[] {8, 9}, 0, 1);
        int run56 = st.ofValues(new int[] {5, 6}, 0, 1);
        int run45 = st.ofValues(new int[] {4, 5}, 0, 1);
        int run54 = st.ofValues(new int[] {5, 4}, 0, 1);
        assertTrue(st.beats(run123, set99) && !st.beats(set99, run123), "more cards");
        assertTrue(st.beats(set22, run89) && !st.beats(run89, set22), "set over run");
        assertTrue(st.beats(run56, run45) && !st.beats(run45, run56), "higher smallest");
        assertFalse(st.beats(run45, run54) || st.beats(run54, run45), "equal does not beat");
        assertEquals(SetStrength.INVALID, st.ofValues(new int[] {4, 6}, 0, 1));
        assertEquals(SetStrength.INVALID, st.ofValues(new int[] {4, 5, 4}, 0, 2));
    }

    @Test
    void showMustBeatTheTableAndCapturesTheBeatenSet() {
        ScoutState s = deal("4(1) 5(1) 9(8)", "6(1) 7(1) 2(3)", P2);
        play(s, "show 1-2");
        assertEquals(1, s.currentPlayer());
        assertNotNull(s.whyIllegal(ScoutMove.parse("show 3")), "a single does not beat 4 5");
        play(s, "show 1-2");
        assertEquals(2, s.capturedCount(1), "the beaten 4 5 is captured");
        assertArrayEquals(new int[] {6, 7}, faces(s, s.table()));
        assertEquals(1, s.tableOwner());
        assertNull(s.whyIllegal(ScoutMove.parse("show 2-3")), "9 9: a set beats a run of as many cards");
        assertNotNull(s.whyIllegal(ScoutMove.parse("show 3-4")), "9 5 is no set");
    }

    @Test
    void scoutTakesEitherEndIntoAnyPlaceEitherWayAndPaysTheOwnerAChip() {
        ScoutState s = deal("3(1) 4(1) 5(1) 9(8)", P1, P2);
        play(s, "show 1-3");
        play(s, "scout right 1 turned");
        assertEquals(1, s.chips(0), "the owner takes a chip");
        assertEquals(5, s.handSize(1));
        assertEquals(1, s.deck().face(s.handCard(1, 0)), "5(1) turned shows 1, first in the hand");
        assertArrayEquals(new int[] {3, 4}, faces(s, s.table()));
        ScoutState t = deal("3(1) 4(1) 5(1) 9(8)", P1, P2);
        play(t, "show 1-3", "scout left 5");
        assertEquals(3, t.deck().face(t.handCard(1, 4)), "3 went last in player 1's hand, unturned");
        assertArrayEquals(new int[] {4, 5}, faces(t, t.table()));
    }

    @Test
    void scoutingTheLastCardEmptiesTheTableAndTheNextShowIsFree() {
        ScoutState s = deal("9(8) 3(1)", "8(1) 8(2) 1(4)", "1(9) 9(3) 9(4) 5(2)");
        play(s, "show 1", "scout left 1");
        assertEquals(0, s.tableSize());
        assertNull(s.whyIllegal(ScoutMove.parse("show 4")), "any single opens an empty table");
        assertTrue(s.whyIllegal(ScoutMove.parse("scout left 1")).contains("empty"));
    }

    @Test
    void scoutAndShowOncePerRound() {
        ScoutState s = deal("3(1) 4(1) 9(8) 7(6) 8(7)", "5(2) 6(2) 8(4) 1(5) 7(3)", "5(4) 6(3) 8(2) 8(3) 2(4)");
        play(s, "show 1-2");
        // player 1 scouts the 4 in front of 5 6 and shows 4 5 6 over the 3 left on the table
        play(s, "scout-show right 1; show 1-3");
        assertEquals(1, s.chips(0));
        assertEquals(1, s.capturedCount(1), "the 3 left on the table is captured");
        assertEquals(0, s.scoutShowsLeft(1));
        play(s, "scout left 1", "show 2-3");
        assertEquals(1, s.currentPlayer());
        assertTrue(s.results().isEmpty());
        String why = s.whyIllegal(ScoutMove.parse("scout-show left 1; show 1"));
        assertEquals("Scout & Show is allowed once a round, and player 1 has used it", why);
        assertNull(s.whyIllegal(ScoutMove.parse("scout left 1")));
    }

    @Test
    void roundEndsWhenAShowEmptiesAHandAndTheEnderLosesNothing() {
        ScoutState s = deal("5(1)", "8(1) 8(2) 6(3)", "1(9) 9(3)");
        play(s, "show 1");
        ScoutRoundScore r = s.results().get(0);
        assertEquals(0, r.ender());
        assertEquals("hand emptied", r.reason());
        assertArrayEquals(new int[] {0, -3, -2}, r.scores());
        assertEquals(1, s.round());
        assertEquals(1, s.currentPlayer(), "the start player passes to the next seat");
        assertTrue(s.inFlipPhase(), "a new deal, then each player may turn the hand");
    }

    @Test
    void allScoutedEndsTheRound() {
        ScoutState s = deal("5(1) 7(2) 8(4)", "8(1) 8(2) 6(3)", "1(9) 9(3)");
        play(s, "show 2-3", "scout left 1", "scout right 1");
        ScoutRoundScore r = s.results().get(0);
        assertEquals(0, r.ender());
        assertEquals("all scouted", r.reason());
        assertArrayEquals(new int[] {2, 0, 0}, r.chips());
        assertArrayEquals(new int[] {1, 4, 3}, r.handLeft());
        assertArrayEquals(new int[] {2, -4, -3}, r.scores(), "owner: 2 chips, hand not counted");
    }

    @Test
    void flipTurnsTheWholeHandOnceRightAfterTheDeal() {
        ScoutState s = ScoutGame.fromDeal(OFFICIAL, 1, "3(1) 4(2) 9(8)", P1, P2);
        assertTrue(s.whyIllegal(ScoutMove.parse("show 1")).contains("keep or flip"));
        s.apply(ScoutMove.FLIP);
        assertArrayEquals(new int[] {8, 2, 1}, faces(s, s.hand(0)), "order reversed, each card turned");
        s.apply(ScoutMove.KEEP);
        s.apply(ScoutMove.KEEP);
        assertFalse(s.inFlipPhase());
        assertTrue(s.whyIllegal(ScoutMove.FLIP).contains("right after the deal"));
        assertThrows(IllegalMoveException.class, () -> s.apply(ScoutMove.FLIP));
    }

    @Test
    void deckAdjustmentsPerPlayerCount() {
        int[][] expect = {{2, 44, 11}, {3, 36, 12}, {4, 44, 11}, {5, 45, 9}};
        for (int[] e : expect) {
            ScoutDeck d = OFFICIAL.deckFor(e[0]);
            assertEquals(e[1], d.size(), e[0] + " players: deck");
            assertEquals(e[2], d.handSize, e[0] + " players: hand");
            Set<String> labels = new HashSet<>();
            for (int id = 0; id < d.size(); id++) {
                labels.add(d.label(id));
            }
            assertEquals(e[0] != 5, !labels.contains("9/10"), "9/10 removed except with 5");
            assertEquals(e[0] == 3, !labels.contains("1/10"), "cards with a 10 removed with 3");
        }
        assertThrows(org.cardlab.core.UserError.class, () -> OFFICIAL.deckFor(6));
        assertThrows(org.cardlab.core.UserError.class, () -> OFFICIAL.deckFor(1));
    }

    @Test
    void twoPlayersSpendThreeChipsPlayAgainAfterScoutingAndHaveNoScoutAndShow() {
        ScoutState s = new ScoutGame(OFFICIAL, 2).newGame(5);
        Set<Integer> undealt = new HashSet<>();
        s.forEachCard((card, place) -> {
            if (place.equals("undealt")) {
                undealt.add(card);
            }
        });
        assertEquals(22, undealt.size());
        assertEquals(11, s.handSize(0));
        play(s, "keep", "keep", "show 1");
        assertEquals(1, s.currentPlayer());
        assertTrue(s.whyIllegal(ScoutMove.parse("scout-show left 1; show 1")).contains("not played with 2 players"));
        play(s, "scout left 1");
        assertEquals(1, s.currentPlayer(), "another turn after scouting");
        assertEquals(2, s.scoutsLeft(1));
        assertEquals(0, s.chips(0), "the opponent gains nothing");
        play(s, "show 1");
        assertEquals(0, s.currentPlayer());
        // play the round out; round 2 deals exactly the 22 cards left undealt
        ScoutGreedyBot bot = new ScoutGreedyBot();
        while (s.results().isEmpty()) {
            s.apply(bot.choose(s, new Rng(1)));
        }
        Set<Integer> round2 = new HashSet<>();
        for (int p = 0; p < 2; p++) {
            for (int c : s.hand(p)) {
                round2.add(c >> 1);
            }
        }
        assertEquals(undealt, round2);
    }

    @Test
    void twoPlayersWithoutChipsOrShowEndTheRound() {
        ScoutDeck d = OFFICIAL.deckFor(2);
        ScoutState s = new ScoutState(d, 1,
                new int[][] {d.parseHand("3(1) 4(1) 5(1) 6(1) 7(1) 9(5)"), d.parseHand("9(2) 2(8) 8(4)")});
        play(s, "keep", "keep", "show 1-5", "scout left 1 turned", "scout left 3 turned");
        assertTrue(s.results().isEmpty());
        play(s, "scout left 5 turned");
        ScoutRoundScore r = s.results().get(0);
        assertEquals("stuck", r.reason(), "no chip left and 1 9 1 2 1 8 has nothing over 6 7");
        assertEquals(0, r.ender());
        assertArrayEquals(new int[] {3, 0}, r.unspentChips(), "player 0 never scouted");
        assertArrayEquals(new int[] {3, -6}, r.scores(), "3 unspent scout chips; 6 cards in hand");
    }

    @Test
    void aMatchHasAsManyRoundsAsPlayersAndTheStartRotates() {
        for (int n = 2; n <= 5; n++) {
            ScoutState s = new ScoutGame(OFFICIAL, n).newGame(11);
            ScoutGreedyBot bot = new ScoutGreedyBot();
            int seen = 0;
            assertEquals(0, s.currentPlayer());
            while (!s.isTerminal()) {
                s.apply(bot.choose(s, null));
                if (s.results().size() > seen && !s.isTerminal()) {
                    seen = s.results().size();
                    assertEquals(seen % n, s.currentPlayer(), "round " + (seen + 1) + " starts with seat " + seen % n);
                }
            }
            assertEquals(n, s.results().size());
        }
    }

    @Test
    void tiedPlayersShareTheWin() {
        for (long seed = 1; seed < 5000; seed++) {
            ScoutState s = new ScoutGame(OFFICIAL, 2).newGame(seed);
            Rng rng = new Rng(seed);
            while (!s.isTerminal()) {
                s.apply(s.randomLegalMove(rng));
            }
            if (s.total(0) == s.total(1)) {
                assertEquals(List.of(0, 1), s.winners());
                assertArrayEquals(new double[] {0.5, 0.5}, s.winShares());
                return;
            }
            assertEquals(List.of(s.total(0) > s.total(1) ? 0 : 1), s.winners());
        }
        throw new AssertionError("no tie in 5000 games");
    }

    @Test
    void twoSpecsRunTheSameEngineWithDifferentRules() throws Exception {
        ObjectNode root = (ObjectNode) Json.read(Path.of("specs/scout/official.json"));
        ((ObjectNode) root.get("rules").get("capture")).put("value", "same-count-and-kind");
        ScoutRules strict = ScoutRules.of("strict", RuleSpec.parse(root, Path.of("strict.json")));
        String[] hands = {"4(1) 5(1) 9(8)", "6(1) 7(1) 8(1) 2(3)", P2};
        for (ScoutRules r : List.of(OFFICIAL, strict)) {
            ScoutState s = ScoutGame.fromDeal(r, 1, hands);
            play(s, "keep", "keep", "keep", "show 1-2", "show 1-3");
            boolean always = r == OFFICIAL;
            assertEquals(always ? 2 : 0, s.capturedCount(1), "a longer set captures only under 'always'");
            assertEquals(always ? 0 : 2, s.discardCount());
        }
    }

    @Test
    void theSpanishSpecPlaysLikeThePublishedRules() {
        ScoutRules es = ScoutRules.load("es");
        for (int n = 2; n <= 5; n++) {
            ScoutState a = new ScoutGame(OFFICIAL, n).newGame(3);
            ScoutState b = new ScoutGame(es, n).newGame(3);
            ScoutGreedyBot bot = new ScoutGreedyBot();
            while (!a.isTerminal()) {
                ScoutMove m = bot.choose(a, null);
                a.apply(m);
                b.apply(m);
                assertEquals(a.fullState(), b.fullState());
            }
        }
    }

    @Test
    void countingShowsAgreesWithListingThem() {
        for (long seed = 1; seed <= 60; seed++) {
            ScoutState s = new ScoutGame(OFFICIAL, 3 + (int) (seed % 3)).newGame(seed);
            Rng rng = new Rng(seed);
            while (!s.isTerminal()) {
                if (!s.inFlipPhase()) {
                    int p = s.currentPlayer();
                    long listed = s.legalMoves().filter(m -> m.type() == ScoutMove.Type.SHOW).count();
                    assertEquals(listed, s.countShows(s.hand(p), s.handSize(p), s.tableStrength(), -1));
                }
                s.apply(s.randomLegalMove(rng));
            }
        }
    }

    @Test
    void everyLegalMoveReadsBackFromItsNotation() {
        for (long seed = 1; seed <= 20; seed++) {
            ScoutState s = new ScoutGame(OFFICIAL, 2 + (int) (seed % 4)).newGame(seed);
            Rng rng = new Rng(seed);
            for (int step = 0; step < 40 && !s.isTerminal(); step++) {
                s.legalMoves().forEach(m -> assertEquals(m, ScoutMove.parse(m.toString()), m.toString()));
                s.apply(s.randomLegalMove(rng));
            }
        }
    }

    @Test
    void aHandGivenDealSavesAndReplaysExactly() {
        ScoutState s = deal("3(1) 4(1) 5(1) 9(8)", P1, P2);
        play(s, "show 1-3", "scout right 1 turned", "show 2-3");
        ScoutState back = Replay.of(new ScoutGame(OFFICIAL, 3), Games.record(Json.parse(Json.write(s.toJson()), "saved"),
                Path.of("saved")), "saved", true).state();
        assertEquals(s.fullState(), back.fullState());
        assertTrue(s.toJson().has("deal"));
    }
}
