package org.cardlab.daguai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.Arrays;
import java.util.List;
import org.cardlab.core.Rng;
import org.cardlab.core.RuleSpec;
import org.cardlab.daguai.bots.DaguaiGreedyBot;
import org.junit.jupiter.api.Test;

/**
 * The readings the Polish text leaves open are spec options with their evidence, and each
 * option value changes play: after a pass, the match's end, an equal follow, the rank of the
 * 2, and who receives the tribute; and the level advance is quoted, not silent.
 */
class OpenReadingsTest {
    static final DaguaiRules RULES = DaguaiRules.defaults();

    private static DaguaiRules with(String rule, String value) {
        return RULES.with(rule, TextNode.valueOf(value));
    }

    /** Replays {@code moves} under {@code rules} from the same seed (a game file's replay). */
    private static DaguaiState replay(DaguaiRules rules, long seed, boolean match, List<DaguaiMove> moves) {
        DaguaiState g = new DaguaiState(rules, seed, match);
        moves.forEach(g::apply);
        return g;
    }

    @Test
    void theSpecStatesEachReadingWithItsEvidenceAndTheLevelAdvanceIsQuoted() {
        RuleSpec pl = RuleSpec.resolve("daguai", "pl");
        for (String rule : new String[] {"afterPass", "matchEnd", "equalBeats", "twoRank", "tributePairs", "levelAdvance"}) {
            assertEquals(RuleSpec.Evidence.QUOTE, pl.rule(rule).evidence(), rule + " quotes the text that leaves it open");
        }
        assertEquals("dopóki wszystkich pozostałych 5 graczy nie spasuje",
                pl.rule("afterPass").quotes().get(1).replaceAll(".*(dopóki.*spasuje).*", "$1"));
        assertTrue(pl.rule("twoRank").quotes().contains("Duży joker, mały joker, 2 AKQJ 10 9 8 7 6 5 4 3"), "the infobox");
        String advance = String.join(" ", pl.rule("levelAdvance").quotes());
        assertTrue(advance.contains("awansuje o poziom") && advance.contains("przechodzi do następnego poziomu"), advance);
        assertFalse(pl.rule("levelAdvance").note().contains("Open point"), "the text settles it");
        assertTrue(pl.rule("levelAdvance").note().contains("house rule"), "the other option is labelled a house rule");
        // the engine's current choices are the defaults
        assertFalse(RULES.passIsFinal);
        assertFalse(RULES.matchEndsOnReaching);
        assertFalse(RULES.equalBeats);
        assertFalse(RULES.twoHigh);
        assertFalse(RULES.tributeToFinishingPlaces);
    }

    @Test
    void afterAPassOutOfTrickMeansThePlayerSitsOutTheRestOfTheTrick() {
        int changed = 0;
        for (long seed = 1; seed <= 20; seed++) {
            // under the default a player who passed may play again: find the first time one is to move again
            DaguaiState g = new DaguaiState(RULES, seed, false);
            Rng rng = new Rng(seed);
            int passed = 0;
            int tricks = 0;
            while (!g.isTerminal()) {
                if (g.tricks() != tricks) {
                    tricks = g.tricks();
                    passed = 0;
                }
                int seat = g.currentPlayer();
                if ((passed >> seat & 1) != 0) {
                    DaguaiState strict = replay(with("afterPass", "out-of-trick"), seed, false, g.moves());
                    assertNotEquals(seat, strict.currentPlayer(), "seed " + seed + ": under out-of-trick seat " + seat + " sits out");
                    changed++;
                    break;
                }
                DaguaiMove m = g.randomLegalMove(rng);
                if (m.type == DaguaiMove.Type.PASS) {
                    passed |= 1 << seat;
                }
                g.apply(m);
            }
        }
        assertTrue(changed >= 10, "the two readings part in most games: " + changed);

        // and under out-of-trick nobody who passed moves again before the trick ends
        for (long seed = 1; seed <= 20; seed++) {
            DaguaiState g = new DaguaiState(with("afterPass", "out-of-trick"), seed, false);
            Rng rng = new Rng(seed);
            int passed = 0;
            int tricks = 0;
            while (!g.isTerminal()) {
                if (g.tricks() != tricks || g.lastPlay() == null) {
                    tricks = g.tricks();
                    passed = g.lastPlay() == null ? 0 : passed;
                }
                int seat = g.currentPlayer();
                assertEquals(0, passed >> seat & 1, "seed " + seed + ": seat " + seat + " passed this trick");
                DaguaiMove m = g.randomLegalMove(rng);
                if (m.type == DaguaiMove.Type.PASS) {
                    passed |= 1 << seat;
                }
                g.apply(m);
            }
        }
    }

    @Test
    void reachLevelEndsTheMatchWhenATeamReachesTheLevelWinAtLevelNeedsAFurtherWin() {
        DaguaiRules win = with("matchLevel", "4");
        DaguaiRules reach = win.with("matchEnd", TextNode.valueOf("reach-level"));
        int shorter = 0;
        for (long seed = 1; seed <= 6; seed++) {
            DaguaiState a = greedy(win, seed, true);
            DaguaiState b = greedy(reach, seed, true);
            DaguaiRoundResult lastB = b.results().get(b.results().size() - 1);
            int winner = b.matchWinner();
            assertEquals(Card.parseRank("4", "level"), lastB.levelsAfter()[winner], "seed " + seed + ": ends on reaching 4");
            for (DaguaiRoundResult r : b.results().subList(0, b.results().size() - 1)) {
                assertTrue(Arrays.stream(r.levelsAfter()).allMatch(l -> l < Card.parseRank("4", "level")),
                        "seed " + seed + ": nobody had reached 4 before the last round");
            }
            DaguaiRoundResult lastA = a.results().get(a.results().size() - 1);
            assertEquals(Card.parseRank("4", "level"), lastA.level(), "seed " + seed + ": won as the offense at 4");
            assertTrue(a.results().size() > b.results().size(), "seed " + seed + ": the further win takes rounds");
            shorter++;
        }
        assertEquals(6, shorter);
    }

    @Test
    void anEqualFollowIsLegalOnlyUnderEqualBeats() {
        DaguaiRules equal = RULES.with("equalBeats", BooleanNode.TRUE);
        int found = 0;
        for (long seed = 1; seed <= 30 && found < 5; seed++) {
            DaguaiState g = new DaguaiState(RULES, seed, false);
            Rng rng = new Rng(seed);
            while (!g.isTerminal() && found < 5) {
                Combo last = g.lastPlay();
                if (last != null && last.size() == 1 && !Card.isJoker(last.faces[0])) {
                    int[] hand = g.hand(g.currentPlayer());
                    for (int f = 0; f < Card.FACES; f++) {
                        if (hand[f] > 0 && f != last.faces[0] && g.order().power(f) == g.order().power(last.faces[0])) {
                            DaguaiMove same = DaguaiMove.play(new int[] {f});
                            assertNotNull(g.whyIllegal(same), "strictly higher: an equal single does not beat");
                            DaguaiState other = replay(equal, seed, false, g.moves()); // a superset: the prefix replays
                            assertNull(other.whyIllegal(same), "under equalBeats it follows");
                            found++;
                            break;
                        }
                    }
                }
                g.apply(g.randomLegalMove(rng));
            }
        }
        assertEquals(5, found);
    }

    @Test
    void theTwoRanksLowOrHighAndTheSameSeedPlaysDifferently() {
        ComboRules low = RULES.at(Card.parseRank("5", "level"));
        ComboRules high = with("twoRank", "high").at(Card.parseRank("5", "level"));
        int two = Card.parse("2H");
        int ace = Card.parse("AH");
        assertTrue(low.power(two) < low.power(ace));
        assertTrue(high.power(two) > high.power(ace));
        int differ = 0;
        for (long seed = 1; seed <= 10; seed++) {
            DaguaiState a = greedy(RULES, seed, true);
            DaguaiState b = greedy(with("twoRank", "high"), seed, true);
            differ += a.moves().equals(b.moves()) ? 0 : 1;
        }
        assertTrue(differ >= 8, "the rank of the 2 changes the greedy bots' play: " + differ + " of 10");
    }

    @Test
    void finishingPlacesPaysWhoeverFinishedKthTheDefaultPaysTheWinnersEscapers() {
        int differ = 0;
        for (String value : new String[] {"last-trapped-to-first-escaped", "finishing-places"}) {
            DaguaiRules rules = with("tributePairs", value).with("matchLevel", TextNode.valueOf("A"));
            for (long seed = 1; seed <= 40; seed++) {
                DaguaiState g = new DaguaiState(rules, seed, true);
                Rng rng = new Rng(seed);
                int seen = 0;
                while (!g.isTerminal() && seen < 4) {
                    g.apply(g.randomLegalMove(rng));
                    if (g.results().size() > seen) {
                        seen = g.results().size();
                        if (g.isTerminal()) {
                            break;
                        }
                        DaguaiRoundResult r = g.results().get(seen - 1);
                        int winner = r.winnerTeam();
                        int[] winners = Arrays.stream(r.escapeOrder()).filter(s -> Scoring.team(s) == winner).toArray();
                        List<Tribute.Payment> pay = g.payments();
                        for (int k = 0; k < pay.size(); k++) {
                            assertEquals(r.trapped()[k], pay.get(k).giver());
                            int want = value.equals("finishing-places") ? r.escapeOrder()[k] : winners[k];
                            assertEquals(want, pay.get(k).receiver(), value + " seed " + seed + " payment " + k);
                            if (value.equals("finishing-places") && Scoring.team(want) != winner) {
                                differ++; // a loser who escaped early receives: the readings part
                            }
                        }
                    }
                }
            }
        }
        assertTrue(differ > 0, "some seed has a loser finishing before a winner, where the readings part");
    }

    @Test
    void aGameFileWrittenBeforeTheNewOptionsReplaysUnderTheOldBehaviour() {
        DaguaiState g = greedy(RULES, 5, false);
        ObjectNode file = org.cardlab.core.Json.object(); // the game file format of cardlab 0.1
        file.put("format", "cardlab.daguai.game/1");
        file.put("spec", "pl");
        ObjectNode rules = file.putObject("rules");
        RULES.spec.values().forEach(rules::set);
        rules.remove("afterPass");
        rules.remove("matchEnd");
        file.put("seed", 5);
        file.put("mode", "round");
        var moves = file.putArray("moves");
        g.moves().forEach(m -> moves.add(m.toString()));
        var record = org.cardlab.games.Games.record(file, java.nio.file.Path.of("old.json"));
        DaguaiState again = org.cardlab.core.Replay.of(new DaguaiGame(DaguaiRules.fromSpec(record.spec()), false), record,
                "old.json", true).state();
        assertEquals(g.fullState(), again.fullState());
        JsonNode stored = again.toJson().get("rules");
        assertEquals("may-play-again", stored.get("afterPass").asText());
    }

    /** A game played to its end by the greedy bot in every seat (it draws no random numbers). */
    private static DaguaiState greedy(DaguaiRules rules, long seed, boolean match) {
        DaguaiState g = new DaguaiState(rules, seed, match);
        DaguaiGreedyBot bot = new DaguaiGreedyBot();
        while (!g.isTerminal()) {
            g.apply(bot.choose(g, null));
        }
        return g;
    }
}
