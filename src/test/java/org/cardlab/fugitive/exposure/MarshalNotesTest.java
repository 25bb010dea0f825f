package org.cardlab.fugitive.exposure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.cardlab.core.Rng;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.SeededGames;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The Marshal's notes as the Fugitive imagines them. */
class MarshalNotesTest {

    @ParameterizedTest(name = "{0} spec")
    @ValueSource(strings = {"pt", "ca"})
    void everyImaginedCopyKeepsThePublicEventsAndExplainsTheTruth(String specName) {
        FugitiveRules rules = FugitiveRules.load(specName);
        int checked = 0;
        for (long seed = 1; seed <= 6; seed++) {
            for (FugitiveState s : SeededGames.marshalTurns(rules, "heuristic", "heuristic", seed)) {
                if (s.isTerminal()) {
                    continue;
                }
                FugitiveView view = FugitiveView.of(s);
                Notes real = s.notes();
                Notes imagined = MarshalNotes.sample(view, new Rng(seed * 1000 + checked));
                assertEquals(real.events().size(), imagined.events().size());
                long drawn = 0;
                for (int i = 0; i < real.events().size(); i++) {
                    NoteEvent a = real.events().get(i);
                    NoteEvent b = imagined.events().get(i);
                    if (a instanceof NoteEvent.MarshalDraw da) {
                        int card = ((NoteEvent.MarshalDraw) b).card();
                        assertEquals(rules.deckOf(da.card()), rules.deckOf(card), "same deck");
                        assertFalse(Cards.has(view.cardsHeld() | drawn, card), "a card the Fugitive held, or drawn twice");
                        drawn |= 1L << card;
                    } else {
                        assertEquals(a, b);
                    }
                }
                // The truth is one of the histories the imagined Marshal counts.
                Deduction d = Deduction.of(PublicTrack.read(rules, imagined, "imagined"));
                for (int p : d.faceDown()) {
                    assertTrue(d.count(p, s.hideout(p)).signum() > 0, "seed " + seed + ", position " + p);
                }
                checked++;
            }
        }
        assertTrue(checked > 40, "" + checked);
    }

    @Test
    void theMarshalsFirstCardsAreUniformOverTheCardsTheFugitiveNeverHeld() {
        FugitiveRules rules = FugitiveRules.load("pt");
        FugitiveState s = SeededGames.marshalTurns(rules, "heuristic", "heuristic", 4).get(0);
        while (s.phase() != Phase.MARSHAL_GUESS) {
            s.apply(s.legalMoves().findFirst().orElseThrow()); // the Marshal's first draws, from deck 1
        }
        FugitiveView view = FugitiveView.of(s);
        long pool = Cards.range(rules.deckLow[0], rules.deckHigh[0]) & ~view.cardsHeld();
        int n = 20_000;
        int[] seen = new int[43];
        Rng rng = new Rng(77);
        for (int i = 0; i < n; i++) {
            for (NoteEvent e : MarshalNotes.sample(view, rng).events()) {
                if (e instanceof NoteEvent.MarshalDraw d) {
                    seen[d.card()]++;
                }
            }
        }
        int k = Long.bitCount(pool);
        double expected = 2.0 * n / k; // two cards a copy
        double chi2 = 0;
        for (int c = 0; c < 43; c++) {
            if (Cards.has(pool, c)) {
                chi2 += (seen[c] - expected) * (seen[c] - expected) / expected;
            } else {
                assertEquals(0, seen[c], "card " + c + " is not in the pool");
            }
        }
        // k - 1 degrees of freedom (at most 10 here): 29.6 is beyond the 0.1% tail.
        assertTrue(chi2 < 29.6, "chi-square " + chi2 + " over " + k + " cards");
    }

    @Test
    void aCardTheMarshalNamedLaterIsNotImaginedInHisHand() {
        FugitiveRules rules = FugitiveRules.load("pt");
        List<FugitiveState> turns = SeededGames.marshalTurns(rules, "heuristic", "heuristic", 2);
        FugitiveState s = turns.get(turns.size() - 1);
        FugitiveView view = FugitiveView.of(s);
        for (int i = 0; i < 50; i++) {
            List<NoteEvent> ev = MarshalNotes.sample(view, new Rng(i)).events();
            for (int j = 0; j < ev.size(); j++) {
                if (ev.get(j) instanceof NoteEvent.MarshalDraw d) {
                    for (int k = j + 1; k < ev.size(); k++) {
                        if (ev.get(k) instanceof NoteEvent.Guess g) {
                            assertFalse(Cards.has(g.numbers(), d.card()), "imagined " + d.card() + " then named it");
                        }
                    }
                }
            }
        }
    }
}
