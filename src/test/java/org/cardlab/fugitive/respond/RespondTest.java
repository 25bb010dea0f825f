package org.cardlab.fugitive.respond;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cardlab.core.Games;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.core.Seeds;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.junit.jupiter.api.Test;

class RespondTest {
    private static final FugitiveGame PT = FugitiveGame.of(Games.get("fugitive").spec("pt"));

    /** The particle filter's premise: no Marshal bot names a number he holds when he names it. */
    @Test
    void noMarshalBotNamesACardItHolds() {
        int guesses = 0;
        for (String marshal : List.of("heuristic", "advisor", "search")) {
            int games = marshal.equals("search") ? 3 : 15;
            for (int i = 0; i < games; i++) {
                FugitiveState s = PT.newGame(Seeds.deal(7, i));
                Rng rng = Seeds.bots(7, i);
                Policy<FugitiveState, FugitiveMove> m = PT.bot(marshal, FugitiveSeat.MARSHAL);
                Policy<FugitiveState, FugitiveMove> f = PT.bot(i % 2 == 0 ? "random" : "heuristic", FugitiveSeat.FUGITIVE);
                while (!s.isTerminal()) {
                    FugitiveMove move = (s.toMove() == FugitiveSeat.MARSHAL ? m : f).choose(s, rng);
                    if (move.kind() == FugitiveMove.Kind.GUESS) {
                        guesses++;
                        assertEquals(0, move.cards() & s.marshalHand(), marshal + " game " + i + ": " + move + " names a held card");
                    }
                    s.apply(move);
                }
            }
        }
        assertTrue(guesses > 100, "guesses checked: " + guesses);
    }

    /** A particle moves only cards the Fugitive has not seen, each within its own deck. */
    @Test
    void particlesKeepWhatTheFugitiveKnows() {
        FugitiveRules rules = PT.rules();
        int moved = 0;
        for (int i = 0; i < 20; i++) {
            FugitiveState s = midGame(i, 14);
            FugitiveState p = s.resampleForFugitive(new Rng(i));
            assertEquals(s.fugitiveHand(), p.fugitiveHand());
            assertEquals(s.notes().events().size(), p.notes().events().size());
            for (int pos = 0; pos < s.routeLength(); pos++) {
                assertEquals(s.hideout(pos), p.hideout(pos));
                assertEquals(s.sprintCards(pos), p.sprintCards(pos));
            }
            for (int d = 0; d < 3; d++) {
                long range = Cards.range(rules.deckLow[d], rules.deckHigh[d]);
                assertEquals(Long.bitCount(s.marshalHand() & range), Long.bitCount(p.marshalHand() & range), "deck " + (d + 1));
                assertEquals(s.deckLeft(d + 1), p.deckLeft(d + 1));
            }
            moved += s.marshalHand() != p.marshalHand() ? 1 : 0;
        }
        assertTrue(moved >= 10, "particles that dealt the Marshal's hand again: " + moved);
    }

    /**
     * The filter allows the true hand under some dealing of his cards to his draws, and refuses a hand
     * holding a card he named when all his draws from its deck came before the naming.
     */
    @Test
    void theFilterReadsTheGuessesAgainstTheDraws() {
        FugitiveRules rules = PT.rules();
        int refused = 0;
        for (int i = 0; i < 30; i++) {
            FugitiveState s = midGame(i, 16);
            FugitiveParticles f = new FugitiveParticles(s);
            boolean some = false;
            for (int r = 0; r < 200 && !some; r++) {
                some = f.allowed(s.marshalHand(), new Rng(r));
            }
            assertTrue(some, "the true hand is allowed, game " + i);
            List<org.cardlab.fugitive.NoteEvent> events = s.events();
            for (int t = 0; t < events.size(); t++) {
                if (!(events.get(t) instanceof org.cardlab.fugitive.NoteEvent.Guess g)) {
                    continue;
                }
                for (int c : Cards.toArray(g.numbers() & ~s.marshalHand())) {
                    int deck = rules.deckOf(c);
                    if (deck == 0) {
                        continue; // a card of no deck (the Fugitive's own first cards)
                    }
                    long sameDeck = s.marshalHand() & Cards.range(rules.deckLow[deck - 1], rules.deckHigh[deck - 1]);
                    if (sameDeck == 0 || drawnFromAfter(s, deck, t)) {
                        continue;
                    }
                    long hand = s.marshalHand() & ~Long.lowestOneBit(sameDeck) | 1L << c;
                    for (int r = 0; r < 50; r++) {
                        assertTrue(!f.allowed(hand, new Rng(r)), "game " + i + ": " + c + " held before it was named");
                    }
                    refused++;
                }
            }
        }
        assertTrue(refused >= 5, "refused hands checked: " + refused);
    }

    private static boolean drawnFromAfter(FugitiveState s, int deck, int index) {
        List<org.cardlab.fugitive.NoteEvent> events = s.events();
        for (int t = index + 1; t < events.size(); t++) {
            if (events.get(t) instanceof org.cardlab.fugitive.NoteEvent.MarshalDraw d && PT.rules().deckOf(d.card()) == deck) {
                return true;
            }
        }
        return false;
    }

    /** The responder decides from what the Fugitive sees: the Marshal's hand dealt again, the same seed gives the same move. */
    @Test
    void theResponderNeverReadsTheMarshalsHand() {
        int decided = 0;
        for (int i = 0; i < 8; i++) {
            FugitiveState s = midGame(i, 10 + i);
            if (s.isTerminal() || s.toMove() != FugitiveSeat.FUGITIVE) {
                continue;
            }
            FugitiveState other = s.resampleForFugitive(new Rng(100 + i));
            FugitiveMove a = new FugitiveResponder(PT, "heuristic", 6).choose(s, new Rng(5));
            FugitiveMove b = new FugitiveResponder(PT, "heuristic", 6).choose(other, new Rng(5));
            assertEquals(a, b, "game " + i);
            decided++;
        }
        assertTrue(decided >= 3, "decisions compared: " + decided);
    }

    /** The figures depend on the seed and the game index only, not on the threads. */
    @Test
    void theFiguresDoNotDependOnTheThreads() {
        List<String> bots = List.of("racer", "heuristic");
        Respond.Result one = Respond.run(PT, new Respond.Plan("heuristic", FugitiveSeat.FUGITIVE, 6, 3, 4, 1), bots, n -> {});
        Respond.Result two = Respond.run(PT, new Respond.Plan("heuristic", FugitiveSeat.FUGITIVE, 6, 3, 4, 2), bots, n -> {});
        assertTrue(java.util.Arrays.equals(one.responder().won(), two.responder().won()));
        for (int b = 0; b < bots.size(); b++) {
            assertTrue(java.util.Arrays.equals(one.bots().get(b).won(), two.bots().get(b).won()), bots.get(b));
        }
        assertEquals(one.lowerBound(), two.lowerBound());
    }

    /** A Fugitive position some moves into a seeded game of the heuristic bots. */
    private static FugitiveState midGame(int seed, int moves) {
        FugitiveState s = PT.newGame(Seeds.deal(11, seed));
        Rng rng = Seeds.bots(11, seed);
        Policy<FugitiveState, FugitiveMove> m = PT.bot("heuristic", FugitiveSeat.MARSHAL);
        Policy<FugitiveState, FugitiveMove> f = PT.bot("heuristic", FugitiveSeat.FUGITIVE);
        for (int n = 0; n < moves && !s.isTerminal(); n++) {
            s.apply((s.toMove() == FugitiveSeat.MARSHAL ? m : f).choose(s, rng));
        }
        while (!s.isTerminal() && s.toMove() != FugitiveSeat.FUGITIVE) {
            s.apply(m.choose(s, rng));
        }
        return s;
    }
}
