package org.cardlab.fugitive.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.cardlab.core.Json;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.EventKind;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.PublicState;
import org.cardlab.fugitive.SeededGames;
import org.cardlab.fugitive.TurnCheck;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The engine and the notes reader agree on every event of many seeded games: the engine's
 * notes always fit; the public state the notes give matches the engine's hidden truth (cards
 * left in each deck, the cards face up, what the Marshal can have seen); and a move the engine
 * refuses, written as an event, is refused by the notes reader at that index in the same words
 * (and the other way round). The shipped specs and a variant that opens the turn structure's
 * other paths (pass bonus, Marshal's pass, no pass while a hideout can be placed, at most two
 * sprint cards, guesses that hit when any number is right, multi-number guesses in the manhunt).
 */
class EngineNotesAgreementTest {

    static List<FugitiveRules> specs() {
        FugitiveRules open = DeduceFixtures.variant("pt", Map.of("passBonus", true, "marshalMayPass", true, "fugitiveMayPass", false,
                "maxSprintCards", 2, "multiGuessAllOrNothing", false, "manhuntSingleGuesses", false), "pt-open");
        return List.of(FugitiveRules.load("pt"), FugitiveRules.load("ca"), open);
    }

    @Tag("slow")
    @Test
    void engineAndNotesAgreeOnEveryEventOfSeededGames() {
        int events = 0;
        int refusalsCompared = 0;
        int readerRefusals = 0;
        Set<Phase> phasesSeen = EnumSet.noneOf(Phase.class);
        for (FugitiveRules rules : specs()) {
            for (String[] bots : new String[][] {{"random", "random"}, {"heuristic", "heuristic"}, {"random", "heuristic"}}) {
                for (long seed = 1; seed <= 15; seed++) {
                    String game = rules.name() + " " + bots[0] + "/" + bots[1] + " seed " + seed;
                    Policy<FugitiveState, FugitiveMove> f = SeededGames.bot(bots[0], FugitiveSeat.FUGITIVE);
                    Policy<FugitiveState, FugitiveMove> m = SeededGames.bot(bots[1], FugitiveSeat.MARSHAL);
                    FugitiveState s = FugitiveState.newGame(rules, seed);
                    Rng rng = new Rng(seed * 31 + 7);
                    PublicState notes = new PublicState(rules); // driven only by the notes' events
                    int fed = 0;
                    int step = 0;
                    while (true) {
                        List<NoteEvent> ev = s.events();
                        for (; fed < ev.size(); fed++) {
                            assertNull(TurnCheck.whyNot(notes, ev.get(fed)), game + ": the engine's event " + fed + " must fit");
                            notes.apply(ev.get(fed));
                            phasesSeen.add(notes.phase()); // the pass bonus is seen here only: the engine draws it within the pass
                            events++;
                        }
                        phasesSeen.add(notes.phase());
                        samePublicState(s, notes, game);
                        refusalsCompared += sameRefusals(s, notes, game);
                        if (step++ % 7 == 0) {
                            readerRefusals += readerRefusesAsTheEngine(s, notes, game);
                        }
                        if (s.isTerminal()) {
                            break;
                        }
                        s.apply((s.toMove() == FugitiveSeat.FUGITIVE ? f : m).choose(s, rng));
                    }
                    // the whole notes as a file: they parse back to the same events and read to the same end
                    Notes file = Notes.parse(Json.parse(Json.write(s.notes().toJson()), "n.json"), "n.json");
                    assertEquals(s.events(), file.events(), game);
                    PublicTrack t = PublicTrack.read(rules, file, "n.json");
                    assertEquals(Phase.OVER, t.phase(), game);
                    assertEquals(s.outcome(), t.outcome(), game);
                    assertEquals(s.faceDownCount(), t.faceDownCount(), game);
                }
            }
        }
        assertTrue(phasesSeen.containsAll(List.of(Phase.values())), "every phase is reached: " + phasesSeen);
        assertTrue(events > 10_000, "events checked: " + events);
        assertTrue(refusalsCompared > 10_000, "refusals compared: " + refusalsCompared);
        assertTrue(readerRefusals > 1_000, "refusals compared through the notes reader: " + readerRefusals);
    }

    /** The public state the notes give against the engine's own (and its hidden cards). */
    private static void samePublicState(FugitiveState s, PublicState notes, String game) {
        String at = game + ", after " + s.events().size() + " events\n" + s.fullState();
        assertEquals(s.phase(), notes.phase(), at);
        assertEquals(s.winner(), notes.winner(), at);
        assertEquals(s.outcome(), notes.outcome(), at);
        int[] inDeck = new int[4];
        s.forEachCard((card, where) -> {
            if (where.startsWith("deck ")) {
                inDeck[where.charAt(5) - '0']++;
            }
        });
        for (int d = 1; d <= 3; d++) {
            assertEquals(inDeck[d], notes.deckLeft(d), "cards left in deck " + d + ": " + at);
        }
        assertEquals(Long.bitCount(s.fugitiveHand()), notes.fugitiveCards(), "the size of the Fugitive's hand: " + at);
        assertEquals(s.routeLength(), notes.routeLength(), at);
        for (int p = 0; p < s.routeLength(); p++) {
            assertEquals(s.isFaceUp(p), notes.isFaceUp(p), "position " + p + ": " + at);
            assertEquals(s.isFaceUp(p) ? s.hideout(p) : -1, notes.card(p), "position " + p + ": " + at);
            assertEquals(Long.bitCount(s.sprintCards(p)), notes.sprintCount(p), "position " + p + ": " + at);
            boolean seenBeneath = s.isFaceUp(p) && s.hideout(p) != s.rules().escape;
            assertEquals(seenBeneath ? s.sprintCards(p) : 0, notes.revealedSprints(p), "position " + p + ": " + at);
        }
        assertEquals(Long.bitCount(s.faceDownCards()), notes.faceDownCount(), at);
        assertEquals(s.marshalHand(), notes.seen() & s.marshalHand(), "the Marshal has seen his own cards: " + at);
        assertEquals(0, notes.seen() & (s.fugitiveHand() | s.faceDownCards()), "the Marshal never saw a hidden card: " + at);
        assertEquals(s.manhuntCompared(), notes.manhuntCompared(), at);
    }

    /** Moves of every kind: the engine's refusal equals the notes' refusal of the event the move would make. */
    private static int sameRefusals(FugitiveState s, PublicState notes, String game) {
        int compared = 0;
        for (FugitiveMove m : candidates(s, notes)) {
            String engine = s.whyIllegal(m);
            NoteEvent e = eventOf(s, notes, m);
            String at = game + ", after " + s.events().size() + " events, move " + m + "\n" + s.fullState();
            if (m.kind() == FugitiveMove.Kind.HIDE && TurnCheck.whyNotNow(notes, EventKind.of(e)) == null) {
                continue; // a placement in turn: what decides it is the Fugitive's hand, which the notes do not show
            }
            if (e == null) {
                continue;
            }
            String fromNotes = TurnCheck.whyNot(notes, e);
            boolean privatePass = m.kind() == FugitiveMove.Kind.PASS && "this spec does not let the Fugitive pass".equals(engine);
            if (privatePass) {
                assertNull(fromNotes, "the notes cannot see the hand that forbids the pass: " + at);
            } else {
                assertEquals(fromNotes, engine, at);
            }
            if (engine == null) {
                FugitiveState after = s.copy();
                after.apply(m);
                PublicState next = notes.copy();
                for (NoteEvent made : after.events().subList(s.events().size(), after.events().size())) {
                    assertNull(TurnCheck.whyNot(next, made), "the event " + made + " that an accepted move makes fits: " + at);
                    next.apply(made);
                }
                assertEquals(after.phase(), next.phase(), at);
            }
            compared++;
        }
        return compared;
    }

    /** Through the whole reader: the notes with a refused move's event appended are refused at that event, in the engine's words. */
    private static int readerRefusesAsTheEngine(FugitiveState s, PublicState notes, String game) {
        int compared = 0;
        for (FugitiveMove m : candidates(s, notes)) {
            String engine = s.whyIllegal(m);
            NoteEvent e = eventOf(s, notes, m);
            if (engine == null || e == null || m.kind() == FugitiveMove.Kind.HIDE && TurnCheck.whyNotNow(notes, EventKind.of(e)) == null
                    || engine.equals("this spec does not let the Fugitive pass")) {
                continue;
            }
            List<NoteEvent> events = new ArrayList<>(s.events());
            events.add(e);
            UserError err = assertThrows(UserError.class, () -> PublicTrack.read(s.rules(), new Notes(s.rules().name(), events), "n.json"),
                    game + ": " + m + " after " + s.events());
            assertEquals("n.json: event " + (s.events().size() + 1) + " (" + PublicTrack.kind(e) + ") does not fit the turn structure: " + engine,
                    err.getMessage(), game);
            compared++;
        }
        return compared;
    }

    /** One move of each kind, in and out of turn, with public refusals to provoke. */
    private static List<FugitiveMove> candidates(FugitiveState s, PublicState notes) {
        List<FugitiveMove> out = new ArrayList<>(List.of(FugitiveMove.draw(1), FugitiveMove.draw(2), FugitiveMove.draw(3),
                FugitiveMove.PASS, FugitiveMove.hide(s.rules().escape, 0)));
        long open = notes.guessable();
        if (open != 0) {
            int a = Long.numberOfTrailingZeros(open);
            out.add(FugitiveMove.guess(a));
            long rest = open & (open - 1);
            if (rest != 0) {
                out.add(FugitiveMove.guess(a, Long.numberOfTrailingZeros(rest)));
            }
        }
        if (notes.highestRevealed() > 0) {
            out.add(FugitiveMove.guess(notes.highestRevealed())); // already face up
        }
        return out;
    }

    /**
     * The event a move would make, as the notes would write it (a guess as a miss). A Marshal's
     * draw names an unseen card of that deck; null when every card of it was seen.
     */
    private static NoteEvent eventOf(FugitiveState s, PublicState notes, FugitiveMove m) {
        boolean fugitive = notes.phase().player() == FugitiveSeat.FUGITIVE.index();
        FugitiveRules r = s.rules();
        switch (m.kind()) {
            case DRAW: {
                if (fugitive) {
                    return new NoteEvent.FugitiveDraw(m.value());
                }
                long unseen = Cards.range(r.deckLow[m.value() - 1], r.deckHigh[m.value() - 1]) & ~notes.seen();
                return unseen == 0 ? null : new NoteEvent.MarshalDraw(Long.numberOfTrailingZeros(unseen));
            }
            case PASS:
                return fugitive ? new NoteEvent.Pass() : new NoteEvent.MarshalPass();
            case HIDE: {
                int beneath = Long.bitCount(m.cards());
                return m.value() == r.escape ? new NoteEvent.Escape(beneath) : new NoteEvent.Hideout(beneath);
            }
            default:
                return new NoteEvent.Guess(m.cards(), false, List.of());
        }
    }

}
