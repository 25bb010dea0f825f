package org.cardlab.fugitive.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.GameFixtures;
import org.cardlab.core.InvariantHarness;
import org.cardlab.core.Playout;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.SeededGames;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The shadow Fugitive plays legal moves, ends its games, and reads nothing the Fugitive cannot see. */
class ShadowFugitiveTest {

    @Tag("slow")
    @ParameterizedTest(name = "{0} spec, {1}")
    @CsvSource({"pt, shadow", "ca, shadow", "ca, racer"})
    void playsLegalGamesThroughTheHarness(String specName, String bot) {
        FugitiveGame game = GameFixtures.game("fugitive", specName);
        long moves = new InvariantHarness<>(game, InvariantHarness.bots(game, bot, "heuristic"),
                (s, rng) -> List.of(FugitiveMove.PASS, FugitiveMove.draw(1 + rng.nextInt(3)), FugitiveMove.hide(rng.nextInt(43), 0)),
                terminal -> assertEquals(1.0, terminal.returns()[0] + terminal.returns()[1]))
                .games(60).maxMoves(400).roundTripEvery(25).threads(Runtime.getRuntime().availableProcessors()).run();
        assertTrue(moves > 60 * 10L, "games are implausibly short: " + moves + " moves");
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0} spec, {1}")
    @CsvSource({"pt, shadow", "ca, shadow", "pt, racer"})
    void itsChoiceIgnoresTheMarshalsCards(String specName, String bot) {
        FugitiveRules rules = FugitiveRules.load(specName);
        Policy<FugitiveState, FugitiveMove> shadow = SeededGames.bot(bot, FugitiveSeat.FUGITIVE);
        Policy<FugitiveState, FugitiveMove> marshal = SeededGames.bot("heuristic", FugitiveSeat.MARSHAL);
        int decisions = 0;
        int marshalViewsDiffer = 0;
        for (long seed = 1; seed <= 12; seed++) {
            FugitiveState s = FugitiveState.newGame(rules, seed);
            Rng rng = new Rng(seed);
            while (!s.isTerminal()) {
                if (s.toMove() == FugitiveSeat.FUGITIVE) {
                    long k = rng.nextLong();
                    FugitiveMove mine = shadow.choose(s, new Rng(k));
                    FugitiveState resampled = s.resampleUnseen(FugitiveSeat.FUGITIVE.index(), new Rng(k + 1));
                    assertEquals(mine, shadow.choose(resampled, new Rng(k)), "after resampling the unseen cards, seed " + seed);
                    FugitiveState redealt = otherMarshalCards(s, new Rng(k + 2));
                    assertEquals(s.fugitiveHand(), redealt.fugitiveHand());
                    assertEquals(mine, shadow.choose(redealt, new Rng(k)), "with other Marshal cards, seed " + seed + ": " + s.moves());
                    decisions++;
                    if (s.marshalHand() != redealt.marshalHand() && !sameBelief(s, redealt)) {
                        marshalViewsDiffer++;
                    }
                    s.apply(mine);
                } else {
                    s.apply(marshal.choose(s, rng));
                }
            }
        }
        assertTrue(decisions > 100, "" + decisions);
        // The test bites: the Marshal's own deduction does change with his cards, the Fugitive's choice does not.
        assertTrue(marshalViewsDiffer > decisions / 4, marshalViewsDiffer + " of " + decisions);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"shadow", "racer"})
    void itPlaysTheFugitiveOnly(String bot) {
        assertThrows(UserError.class, () -> SeededGames.bot(bot, FugitiveSeat.MARSHAL));
    }

    /**
     * The same game with the deck cards the Fugitive never held shuffled among their slots, replayed
     * move by move: the Fugitive draws the same cards at the same times, the Marshal other ones.
     */
    static FugitiveState otherMarshalCards(FugitiveState s, Rng rng) {
        long held = s.fugitiveHand();
        for (int p = 1; p < s.routeLength(); p++) {
            held |= 1L << s.hideout(p) | s.sprintCards(p);
        }
        int[][] decks = s.dealtDecks();
        for (int[] deck : decks) {
            List<Integer> slots = new ArrayList<>();
            List<Integer> cards = new ArrayList<>();
            for (int i = 0; i < deck.length; i++) {
                if (!Cards.has(held, deck[i])) {
                    slots.add(i);
                    cards.add(deck[i]);
                }
            }
            int[] shuffled = cards.stream().mapToInt(Integer::intValue).toArray();
            rng.shuffle(shuffled);
            for (int i = 0; i < slots.size(); i++) {
                deck[slots.get(i)] = shuffled[i];
            }
        }
        FugitiveState t = FugitiveState.withDecks(s.rules(), decks);
        for (FugitiveMove m : s.moves()) {
            t.apply(m);
        }
        return t;
    }

    private static boolean sameBelief(FugitiveState a, FugitiveState b) {
        Deduction da = Deduction.of(PublicTrack.read(a.rules(), a.notes(), "a"));
        Deduction db = Deduction.of(PublicTrack.read(b.rules(), b.notes(), "b"));
        for (int p : da.faceDown()) {
            for (int v = 1; v <= 41; v++) {
                if (Math.abs(da.probability(p, v) - db.probability(p, v)) > 1e-12) {
                    return false;
                }
            }
        }
        return true;
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"pt"})
    void redealingChangesOnlyTheMarshalsCards(String specName) {
        FugitiveGame game = GameFixtures.game("fugitive", specName);
        FugitiveState s = Playout.ofStudy(game, Playout.seats(game, List.of("heuristic")), 3, 0);
        FugitiveState t = otherMarshalCards(s, new Rng(9));
        assertEquals(s.events().size(), t.events().size());
        assertEquals(s.winner(), t.winner());
        assertNotEquals(s.marshalHand(), t.marshalHand());
    }
}
