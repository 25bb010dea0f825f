package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * The public facts of the Marshal's notes that a puzzle's deduction uses, in route order, as
 * the deduction's {@link PublicTrack} reads them (which also checks the turn structure): each
 * position with its placement time, its sprint count and what is known of it; the Fugitive's
 * draws per deck with their times; the Marshal's cards; every guess with the positions face
 * down when it was made and the numbers it revealed. Times are event indices; the deal is -1.
 */
public final class Endgame {

    /** A guess: numbers named, whether it hit, the positions face down then (bit p), the numbers revealed. */
    public record Guess(int time, long numbers, boolean hit, long window, long revealed, boolean manhunt) {}

    public final FugitiveRules rules;
    public final Notes notes;
    /** Index 0 is card 0. */
    public final List<PublicTrack.Position> positions;
    /** drawTimes.get(d - 1): the times of the Fugitive's draws from deck d (the deal's at -1). */
    public final List<List<Integer>> drawTimes;
    public final List<Guess> guesses = new ArrayList<>();
    public final long marshalCards;
    public final boolean escaped;

    public Endgame(FugitiveRules rules, Notes notes) {
        this.rules = rules;
        this.notes = notes;
        PublicTrack track = PublicTrack.read(rules, notes, "puzzle notes");
        positions = track.positions;
        drawTimes = track.draws;
        marshalCards = track.marshalCards;
        escaped = positions.stream().anyMatch(p -> p.escape);
        for (PublicTrack.Guess g : track.guesses) {
            long revealed = 0;
            for (NoteEvent.Reveal r : ((NoteEvent.Guess) notes.events().get(g.event())).reveals()) {
                revealed |= 1L << r.hideout();
            }
            guesses.add(new Guess(g.event(), g.numbers(), g.hit(), g.window(), revealed, g.manhunt()));
        }
    }

    /** The face-down positions now, in route order. */
    public List<Integer> faceDown() {
        List<Integer> out = new ArrayList<>();
        for (PublicTrack.Position p : positions) {
            if (p.index > 0 && p.faceDown()) {
                out.add(p.index);
            }
        }
        return out;
    }

    /** Every card the Marshal has seen face up (card 0, 42 once played, reveals, optionally his own cards). */
    public long seen(boolean withMarshalCards) {
        long s = 1L;
        for (PublicTrack.Position p : positions) {
            if (p.escape || p.revealedAt >= 0) {
                s |= 1L << p.value | p.sprintCards;
            }
        }
        return withMarshalCards ? s | marshalCards : s;
    }

    /** Draws from deck d (1..3) before time t. */
    public int drawsBefore(int deck, int t) {
        int n = 0;
        for (int time : drawTimes.get(deck - 1)) {
            if (time < t) {
                n++;
            }
        }
        return n;
    }

    /** Cards that can be placed at all: the starting hand and the three decks. */
    public long inPlay() {
        long s = Cards.range(rules.deckLow[0], rules.deckHigh[2]);
        for (int c : rules.startingHand) {
            s |= 1L << c;
        }
        return s;
    }
}
