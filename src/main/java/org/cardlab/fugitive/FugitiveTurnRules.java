package org.cardlab.fugitive;

import java.util.ArrayList;
import java.util.List;

/**
 * Fugitive's rules of play: whether a move may be made now, and what it does to a game. A move
 * becomes a public event (the one the Marshal's notes record) that drives the turn structure in
 * {@link PublicState}; what it does to the hidden cards (a draw, a placement) is done on the
 * state's {@link HiddenCards}. The numbers of the rules are {@link FugitiveRules}'.
 */
final class FugitiveTurnRules {
    private FugitiveTurnRules() {}

    /**
     * Why {@code m} cannot be played now, null when it can. The turn structure and the public
     * checks are {@link TurnCheck}'s (the notes reader gets the same words); what needs the
     * Fugitive's hidden hand is {@link Placement}'s.
     */
    static String whyIllegal(FugitiveState s, FugitiveMove m) {
        if (m == null) {
            return "no move given";
        }
        PublicState table = s.table();
        String why = TurnCheck.whyNotNow(table, eventKind(s, m));
        if (why != null) {
            return why;
        }
        long hand = s.fugitiveHand();
        return switch (m.kind()) {
            case DRAW -> TurnCheck.whyNotDraw(table, m.value());
            case PASS -> Placement.whyNotPass(table, hand, s.lastHideout());
            case HIDE -> Placement.whyNot(table, hand, s.lastHideout(), m.value(), m.cards());
            case GUESS -> TurnCheck.whyNotGuess(table, m.cards());
        };
    }

    /** The kind of public event a move makes when its player is due. */
    private static EventKind eventKind(FugitiveState s, FugitiveMove m) {
        boolean fugitive = s.toMove() == FugitiveSeat.FUGITIVE;
        return switch (m.kind()) {
            case DRAW -> fugitive ? EventKind.FUGITIVE_DRAW : EventKind.MARSHAL_DRAW;
            case PASS -> fugitive ? EventKind.PASS : EventKind.MARSHAL_PASS;
            case HIDE -> m.value() == s.rules().escape ? EventKind.ESCAPE : EventKind.HIDEOUT;
            case GUESS -> EventKind.GUESS;
        };
    }

    /** Plays the legal move {@code m}: its effect on the hidden cards, and the public events it makes. */
    static void play(FugitiveState s, FugitiveMove m) {
        HiddenCards cards = s.cards();
        switch (s.phase()) {
            case FUGITIVE_DRAW -> {
                cards.draw(FugitiveSeat.FUGITIVE, m.value());
                s.record(new NoteEvent.FugitiveDraw(m.value()));
            }
            case MARSHAL_DRAW -> s.record(new NoteEvent.MarshalDraw(cards.draw(FugitiveSeat.MARSHAL, m.value())));
            case FUGITIVE_FIRST, FUGITIVE_PLACE -> place(s, m);
            case MARSHAL_GUESS, MANHUNT -> s.record(m.kind() == FugitiveMove.Kind.PASS ? new NoteEvent.MarshalPass() : answer(s, m.cards()));
            default -> throw new IllegalStateException(s.phase().toString());
        }
    }

    private static void place(FugitiveState s, FugitiveMove m) {
        if (m.kind() == FugitiveMove.Kind.PASS) {
            s.record(new NoteEvent.Pass());
            if (s.phase() == Phase.PASS_BONUS) {
                int d = s.table().lowestNonEmptyDeck();
                s.cards().draw(FugitiveSeat.FUGITIVE, d);
                s.record(new NoteEvent.FugitiveDraw(d));
            }
            return;
        }
        int card = m.value();
        s.cards().place(s.routeLength(), card, m.cards());
        int beneath = Long.bitCount(m.cards());
        s.record(card == s.rules().escape ? new NoteEvent.Escape(beneath) : new NoteEvent.Hideout(beneath));
    }

    /** What a guess of {@code numbers} gets: a hit or a miss, by the spec's rule, and the hideouts it turns up. */
    private static NoteEvent.Guess answer(FugitiveState s, long numbers) {
        long hits = numbers & s.faceDownCards();
        boolean hit = s.rules().guessAllOrNothing(s.phase() == Phase.MANHUNT) ? hits == numbers : hits != 0;
        List<NoteEvent.Reveal> reveals = new ArrayList<>(Long.bitCount(hits));
        if (hit) {
            HiddenCards cards = s.cards();
            for (long down = s.table().faceDownPositions(); down != 0; down &= down - 1) {
                int p = Long.numberOfTrailingZeros(down);
                if (Cards.has(hits, cards.hideout(p))) {
                    reveals.add(new NoteEvent.Reveal(p, cards.hideout(p), cards.sprints(p)));
                }
            }
        }
        return new NoteEvent.Guess(numbers, hit, hit ? reveals : List.of());
    }
}
