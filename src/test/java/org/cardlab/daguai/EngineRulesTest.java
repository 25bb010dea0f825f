package org.cardlab.daguai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.cardlab.core.GameRecord;
import org.cardlab.core.IllegalMoveException;
import org.cardlab.core.Json;
import org.cardlab.core.Replay;
import org.cardlab.core.Rng;
import org.cardlab.core.Simulation;
import org.cardlab.core.Study;
import org.cardlab.core.UserError;
import org.cardlab.daguai.bots.DaguaiGreedyBot;
import org.cardlab.games.Games;
import org.junit.jupiter.api.Test;

/** The engine's rules: the draw, tricks, the four outcome cases, levels, tribute, the card-count rule. */
class EngineRulesTest {
    static final DaguaiRules RULES = DaguaiRules.defaults();

    /** Plays random moves until round 1 is over (the game then sits at the start of round 2). */
    static DaguaiState afterFirstRound(long seed) {
        DaguaiState g = new DaguaiState(RULES, seed, true);
        Rng rng = new Rng(seed);
        while (g.results().isEmpty()) {
            g.apply(g.randomLegalMove(rng));
        }
        return g;
    }

    @Test
    void theHighestDrawnCardLeadsTheFirstRound() {
        for (long seed = 1; seed <= 30; seed++) {
            DaguaiState g = new DaguaiState(RULES, seed, false);
            int[] last = g.leaderDraw().get(g.leaderDraw().size() - 1);
            int leader = g.currentPlayer();
            ComboRules two = RULES.at(0);
            for (int s = 0; s < 6; s++) {
                if (s != leader && last[s] >= 0) {
                    assertTrue(two.power(last[leader]) > two.power(last[s]), "seed " + seed);
                }
            }
            assertEquals(leader % 2, g.offenseTeam());
            for (int s = 0; s < 6; s++) {
                assertEquals(27, g.handSize(s));
            }
        }
    }

    @Test
    void aTrickEndsWhenTheOthersPassAndItsWinnerLeads() {
        DaguaiState g = new DaguaiState(RULES, 11, false);
        int leader = g.currentPlayer();
        assertNotNull(g.whyIllegal(DaguaiMove.PASS), "the leader may not pass");
        assertThrows(IllegalMoveException.class, () -> g.apply(DaguaiMove.PASS));
        DaguaiMove lead = g.legalMoves().filter(m -> m.faces.length == 1).findFirst().orElseThrow();
        g.apply(lead);
        int next = g.currentPlayer();
        assertEquals((leader + 1) % 6, next, "clockwise: the next seat follows");
        // a follow must have the led size and beat it
        int[] hand = g.hand(next);
        DaguaiMove pair = g.copy().legalMoves().filter(m -> m.faces.length > 1).findAny().orElse(null);
        assertNull(pair, "only single follows are listed after a single");
        int held = 0;
        while (hand[held] < 2) {
            held++;
        }
        String why = g.whyIllegal(DaguaiMove.play(new int[] {held, held}));
        assertTrue(why.startsWith("a follow must have 1 card, like the play it follows"), why);
        for (int f = 0; f < Card.FACES; f++) {
            if (hand[f] > 0 && g.order().power(f) <= g.order().power(lead.faces[0])) {
                assertTrue(g.whyIllegal(DaguaiMove.play(new int[] {f})).contains("does not beat"));
            }
        }
        for (int i = 0; i < 5; i++) {
            assertEquals(lead, DaguaiMove.play(g.lastPlay().faces));
            g.apply(DaguaiMove.PASS);
        }
        assertEquals(leader, g.currentPlayer(), "the last player to play wins the trick and leads");
        assertNull(g.lastPlay());
        assertEquals(1, g.tricks());
    }

    @Test
    void escapedPlayersAreSkippedAndTheNextActivePlayerLeadsAfterAnEscapedWinner() {
        // play greedy games and watch every trick won by a player who just escaped
        int seen = 0;
        for (long seed = 1; seed <= 10; seed++) {
            DaguaiState g = new DaguaiState(RULES, seed, false);
            while (!g.isTerminal()) {
                int seat = g.currentPlayer();
                assertTrue(g.handSize(seat) > 0, "an escaped player never moves");
                DaguaiMove m = new DaguaiGreedyBot().choose(g, null);
                int winner = g.lastSeat();
                g.apply(m);
                if (!g.isTerminal() && m.type == DaguaiMove.Type.PASS && g.lastPlay() == null && g.handSize(winner) == 0) {
                    int want = (winner + 1) % 6;
                    while (g.handSize(want) == 0) {
                        want = (want + 1) % 6;
                    }
                    assertEquals(want, g.currentPlayer(), "seed " + seed);
                    seen++;
                }
            }
        }
        assertTrue(seen > 0, "no trick was won by an escaped player");
    }

    @Test
    void eachOutcomeCaseSetsTheNextRoundAsTheTextSays() {
        Set<Scoring.Outcome> seen = EnumSet.noneOf(Scoring.Outcome.class);
        for (long seed = 1; seed <= 400 && seen.size() < 4; seed++) {
            DaguaiState g = afterFirstRound(seed);
            DaguaiRoundResult r = g.results().get(0);
            seen.add(r.outcome());
            int off = r.offenseTeam();
            switch (r.outcome()) {
                case OFFENSE_WINS -> {
                    assertEquals(off, g.offenseTeam(), "the offense stays the offense");
                    assertEquals(1, g.level(off), "and goes up a level: the level card is now 3");
                    assertEquals("3", Card.rankName(g.order().level()));
                    assertEquals(r.trapped().length, g.payments().size(), "every trapped defender pays");
                }
                case DRAW_OFFENSE_TRAPPED -> {
                    assertEquals(off, g.offenseTeam(), "a draw: the offense stays the offense");
                    assertEquals(0, g.level(off));
                    assertTrue(g.payments().isEmpty(), "no tribute");
                }
                case DEFENSE_WINS -> {
                    assertEquals(1 - off, g.offenseTeam(), "the defense becomes the offense");
                    assertEquals(0, g.level(0) + g.level(1), "only the offense scores");
                    assertEquals(r.trapped().length, g.payments().size(), "the trapped attackers pay");
                }
                case DRAW_DEFENSE_TRAPPED -> {
                    assertEquals(1 - off, g.offenseTeam(), "the defense becomes the offense");
                    assertEquals(0, g.level(0) + g.level(1));
                    assertTrue(g.payments().isEmpty(), "no tribute");
                }
            }
            assertEquals(r.escapeOrder()[0], leaderOfRound(g), "the first to escape leads the next round");
        }
        assertEquals(EnumSet.allOf(Scoring.Outcome.class), seen);
    }

    /** The seat that leads once the returns are done: replay the returns greedily. */
    static int leaderOfRound(DaguaiState g) {
        DaguaiState c = g.copy();
        while (c.phase() == DaguaiState.Stage.RETURN) {
            c.apply(new DaguaiGreedyBot().choose(c, null));
        }
        return c.currentPlayer();
    }

    @Test
    void scoringCases() {
        assertEquals(Scoring.Outcome.OFFENSE_WINS, Scoring.outcome(0, 2, 0));
        assertEquals(Scoring.Outcome.DRAW_OFFENSE_TRAPPED, Scoring.outcome(0, 2, 1));
        assertEquals(Scoring.Outcome.DEFENSE_WINS, Scoring.outcome(0, 3, 1));
        assertEquals(Scoring.Outcome.DRAW_DEFENSE_TRAPPED, Scoring.outcome(0, 3, 0));
        assertEquals(1, Scoring.levelGain(Scoring.Outcome.OFFENSE_WINS, 3, RULES));
        assertEquals(3, Scoring.levelGain(Scoring.Outcome.OFFENSE_WINS, 3,
                RULES.with("levelAdvance", TextNode.valueOf("by-trapped"))));
        assertEquals(0, Scoring.levelGain(Scoring.Outcome.DEFENSE_WINS, 3, RULES));
    }

    @Test
    void tributeIsTheHighestCardAndTheReturnGoesBack() {
        boolean jokerSeen = false;
        boolean returnSeen = false;
        for (long seed = 1; seed <= 200 && !(jokerSeen && returnSeen); seed++) {
            DaguaiState g = afterFirstRound(seed);
            DaguaiRoundResult r = g.results().get(0);
            if (r.outcome().isDraw()) {
                continue;
            }
            int[] deck = Dealer.deal(g.toJson().get("seed").asLong(), 2);
            int[][] dealt = new int[6][Card.FACES];
            for (int i = 0; i < deck.length; i++) {
                dealt[i % 6][Card.face(deck[i])]++;
            }
            int[] winners = java.util.Arrays.stream(r.escapeOrder()).filter(s -> s % 2 == r.winnerTeam()).toArray();
            List<Tribute.Payment> pay = g.payments();
            for (int k = 0; k < pay.size(); k++) {
                Tribute.Payment p = pay.get(k);
                assertEquals(r.trapped()[k], p.giver(), "nr 6 pays first");
                assertEquals(winners[k], p.receiver(), "to the first to escape");
                for (int f = 0; f < Card.FACES; f++) {
                    if (dealt[p.giver()][f] > 0) {
                        assertTrue(g.order().power(f) <= g.order().power(p.face()), "the tribute is the highest card");
                    }
                }
                assertEquals(!Card.isJoker(p.face()), p.returnDue(), "no card comes back for a joker");
                jokerSeen |= Card.isJoker(p.face());
            }
            while (g.phase() == DaguaiState.Stage.RETURN) {
                int receiver = g.currentPlayer();
                Tribute.Payment p = pay.stream().filter(x -> x.receiver() == receiver && x.returnDue()).findFirst().orElseThrow();
                assertNotNull(g.whyIllegal(DaguaiMove.PASS), "a return is owed before play");
                DaguaiMove back = g.legalMoves().findFirst().orElseThrow();
                int giverBefore = g.handSize(p.giver());
                int[] giverHand = g.hand(p.giver());
                g.apply(back);
                assertEquals(giverBefore + 1, g.handSize(p.giver()));
                assertEquals(giverHand[back.faces[0]] + 1, g.hand(p.giver())[back.faces[0]]);
                assertEquals(27, g.handSize(receiver));
                returnSeen = true;
                JsonNode obs = g.observation((receiver + 1) % 6);
                assertTrue(obs.toString().contains(Card.name(back.faces[0])), "tribute and return are public");
            }
            assertEquals(DaguaiState.Stage.PLAY, g.phase());
            assertEquals(r.escapeOrder()[0], g.currentPlayer(), "the first to escape leads the next round");
        }
        assertTrue(jokerSeen && returnSeen);
    }

    @Test
    void cardCountsAreToldOnlyAtTenOrFewer() {
        DaguaiState g = new DaguaiState(RULES, 4, false);
        JsonNode obs = g.observation(0);
        assertEquals(27, obs.get("cardCounts").get(0).asInt());
        assertEquals("more than 10", obs.get("cardCounts").get(1).asText());
        Rng rng = new Rng(4);
        boolean small = false;
        while (!g.isTerminal()) {
            g.apply(g.randomLegalMove(rng));
            JsonNode o = g.observation(0);
            for (int s = 1; s < 6; s++) {
                int n = g.handSize(s);
                JsonNode c = o.get("cardCounts").get(s);
                if (n <= 10) {
                    assertEquals(n, c.asInt());
                    small = true;
                } else {
                    assertFalse(c.isInt());
                }
            }
        }
        assertTrue(small);
    }

    @Test
    void theHandByRankIsAsAPlayerSortsItAtTheRoundsLevel() {
        for (String two : List.of("low", "high")) {
            DaguaiRules rules = RULES.with("twoRank", TextNode.valueOf(two));
            DaguaiState g = null;
            for (long seed = 1; g == null || g.order().level() == 0; seed++) { // a round at a level other than 2
                g = new DaguaiState(rules, seed, true);
                assertHandByRank(g.observation(0), two); // round 1, at level 2
                Rng rng = new Rng(seed);
                while (g.results().isEmpty()) {
                    g.apply(g.randomLegalMove(rng));
                }
            }
            for (int seat = 0; seat < 6; seat++) {
                assertHandByRank(g.observation(seat), two);
            }
        }
    }

    /** handByRank holds the hand's cards from 3 (a low 2 first) to A, a high 2, the level card, the jokers; suits S H D C. */
    private static void assertHandByRank(JsonNode o, String two) {
        String level = o.get("levelCard").asText();
        List<String> ranks = new ArrayList<>(List.of("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"));
        ranks.remove(level);
        if (!level.equals("2")) {
            ranks.add(two.equals("high") ? ranks.size() : 0, "2");
        }
        ranks.addAll(List.of(level, "SJ", "BJ"));
        List<String> cards = List.of(o.get("handByRank").asText().split(" "));
        assertEquals(List.of(o.get("hand").asText().split(" ")).stream().sorted().toList(), cards.stream().sorted().toList(), "the same cards");
        for (int i = 1; i < cards.size(); i++) {
            String a = cards.get(i - 1);
            String b = cards.get(i);
            int ra = ranks.indexOf(a.endsWith("J") && a.length() == 2 ? a : a.substring(0, a.length() - 1));
            int rb = ranks.indexOf(b.endsWith("J") && b.length() == 2 ? b : b.substring(0, b.length() - 1));
            assertTrue(ra >= 0 && rb >= 0, a + " " + b);
            assertTrue(ra < rb || ra == rb && "SHDC".indexOf(a.charAt(a.length() - 1)) <= "SHDC".indexOf(b.charAt(b.length() - 1)),
                    "twoRank " + two + ", level " + level + ": " + a + " before " + b + " in " + cards);
        }
    }

    @Test
    void gameFilesReplayAndBadOnesAreOneLineErrors() {
        DaguaiState g = new DaguaiState(RULES, 9, false);
        Rng rng = new Rng(9);
        for (int i = 0; i < 40; i++) {
            g.apply(g.randomLegalMove(rng));
        }
        ObjectNode json = (ObjectNode) g.toJson();
        assertEquals(g.fullState(), replay(Json.parse(Json.write(json), "t"), "t").fullState());
        ObjectNode bad = json.deepCopy();
        bad.withArray("moves").set(3, TextNode.valueOf("ZZ"));
        UserError e = assertThrows(UserError.class, () -> replay(bad, "g.json"));
        assertTrue(e.getMessage().startsWith("g.json: moves[3]: "), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
        ObjectNode extra = json.deepCopy();
        extra.put("colour", "red");
        assertTrue(assertThrows(UserError.class, () -> replay(extra, "g.json")).getMessage().contains("colour"));
        ObjectNode illegal = json.deepCopy();
        illegal.withArray("moves").insert(0, "pass");
        assertTrue(assertThrows(UserError.class, () -> replay(illegal, "g.json")).getMessage().contains("moves[0]"));
        ObjectNode wrongRule = json.deepCopy();
        ((ObjectNode) wrongRule.get("rules")).put("players", 4);
        assertTrue(assertThrows(UserError.class, () -> replay(wrongRule, "g.json")).getMessage().contains("players"));
    }

    private static DaguaiState replay(JsonNode json, String where) {
        GameRecord r = Games.record(json, Path.of(where));
        return Replay.of(new DaguaiGame(DaguaiRules.fromSpec(r.spec()), false), r, where, true).state();
    }

    @Test
    void simulationTotalsDoNotDependOnThreads() {
        DaguaiGame game = new DaguaiGame(RULES, false);
        var one = Simulation.run(game, List.of("random"), new Study.Run(40, 3, 1), null);
        var two = Simulation.run(game, List.of("random"), new Study.Run(40, 3, 2), null);
        assertEquals(one.moves(), two.moves());
        assertEquals(Json.write(one.tally().toJson()), Json.write(two.tally().toJson()));
        assertEquals(40, one.tally().toJson().get("rounds").asInt());
    }

    /** The first seed whose second round opens with a joker tribute under {@code rules}, at the exchange. */
    static DaguaiState jokerTribute(DaguaiRules rules) {
        for (long seed = 1; seed < 500; seed++) {
            DaguaiState g = new DaguaiState(rules, seed, true);
            Rng rng = new Rng(seed);
            while (g.results().isEmpty()) {
                g.apply(g.randomLegalMove(rng));
            }
            if (!g.payments().isEmpty() && Card.isJoker(g.payments().get(0).face())) {
                return g;
            }
        }
        throw new AssertionError("no joker tribute found");
    }

    @Test
    void jokerTributeHouseRuleOfferThenKeepOneOrBoth() {
        DaguaiRules house = RULES.with("jokerTribute", TextNode.valueOf("two-offered"));
        DaguaiState g = jokerTribute(house);
        Tribute.Payment p = g.payments().get(0);
        assertTrue(p.twoOffered());
        assertEquals(p.receiver(), g.currentPlayer(), "the receiver of the joker offers first");
        assertTrue(g.whyIllegal(DaguaiMove.giveBack(Card.parse("3S"))).contains("offer two cards"));
        DaguaiMove offer = new DaguaiGreedyBot().choose(g, null); // the two lowest cards
        assertEquals(DaguaiMove.Type.OFFER, offer.type);
        DaguaiState keepOne = g.copy();
        keepOne.apply(offer);
        assertEquals(p.giver(), keepOne.currentPlayer(), "then the giver chooses");
        int[] before = keepOne.hand(p.giver());
        keepOne.apply(DaguaiMove.keep(offer.faces[1]));
        assertEquals(before[offer.faces[1]] + 1, keepOne.hand(p.giver())[offer.faces[1]]);
        assertEquals(27, keepOne.handSize(p.giver()), "the joker went, one offered card came");
        // keeping both needs a card higher than either offered one to give back
        DaguaiState keepBoth = g.copy();
        keepBoth.apply(offer);
        DaguaiMove both = keepBoth.legalMoves().filter(m -> m.faces.length == 3).findFirst().orElseThrow();
        assertTrue(keepBoth.order().power(both.faces[2]) > keepBoth.order().power(offer.faces[1]));
        assertEquals(both, DaguaiMove.parse(both.toString()));
        assertTrue(keepBoth.whyIllegal(DaguaiMove.keepBoth(offer.faces[0], offer.faces[1], offer.faces[0])) != null);
        keepBoth.apply(both);
        assertEquals(27, keepBoth.handSize(p.giver()), "the joker went, two came, one went back");
        assertEquals(27, keepBoth.handSize(p.receiver()));
        assertEquals(g.hand(p.giver())[both.faces[2]] - 1, keepBoth.hand(p.giver())[both.faces[2]],
                "the higher card left the giver (it is neither offered card: it ranks above both)");
        assertTrue(keepBoth.observation(p.giver() == 0 ? 1 : 0).toString().contains(both.toString()), "the exchange is public");
    }

    @Test
    void jokerTributeReturnOption() {
        DaguaiState g = jokerTribute(RULES.with("jokerTribute", TextNode.valueOf("return")));
        Tribute.Payment p = g.payments().get(0);
        assertTrue(p.returnDue() && !p.twoOffered());
        assertEquals(DaguaiState.Stage.RETURN, g.phase());
        assertEquals(p.receiver(), g.currentPlayer());
        assertEquals(DaguaiMove.Type.RETURN, g.legalMoves().findFirst().orElseThrow().type);
    }
}
