package org.cardlab.fugitive;

/**
 * The public part of a Fugitive game, as its public events (the Marshal's notes) tell it: the
 * turn structure (the phase and what is still due in it), the cards left in each deck, the
 * route positions face up and face down with their reveals, the manhunt's start and the end of
 * the game. The engine drives it with the events its moves make; the deduction's notes reader
 * drives it with the events of a notes file. So both follow one turn structure; both ask
 * {@link TurnCheck} whether an event fits, and so refuse a misplaced one with the same words.
 *
 * <p>It holds no hidden card: a face-down hideout is known by when it was placed and how many
 * sprint cards lie beneath it. The Marshal's own draws are in the notes, so the cards he has
 * seen ({@link #seen}) include them. Times are event indices; the deal's time is -1.
 */
public final class PublicState {

    private final FugitiveRules rules;
    private Phase phase = Phase.FUGITIVE_FIRST;
    /** Hideouts still to place on the first turn, or draws still due in a draw phase. */
    private int pending;
    private final int[] deckLeft = new int[3];
    /** How many cards the Fugitive holds (the Marshal sees the size of his hand, not its cards). */
    private int fugitiveCards;
    /** The route positions, face up and face down, with their times and reveals. */
    private final PublicRoute route;
    /** Cards the Marshal has seen face up: card 0, his own draws, revealed hideouts and sprint cards, 42 once played. */
    private long seen = 1L;
    /** Events so far: the time of the next one. */
    private int time;
    private int winner = -1;
    /** How the game ended, in words; null while it goes on. */
    private String outcome;

    /** A game just dealt: the Fugitive's first turn is due. */
    public PublicState(FugitiveRules rules) {
        this(rules, new PublicRoute());
    }

    private PublicState(FugitiveRules rules, PublicRoute route) {
        this.rules = rules;
        this.route = route;
        for (int d = 0; d < 3; d++) {
            int dealt = Math.max(0, Math.min(rules.deckSize(d + 1), rules.initialDraws[d])); // as the engine deals
            deckLeft[d] = rules.deckSize(d + 1) - dealt;
            fugitiveCards += dealt;
        }
        fugitiveCards += rules.startingHand.length;
        pending = rules.firstTurnHideouts;
    }

    /** A copy in which the Marshal's own draws were {@code hand} instead of {@code was} (a particle of the Fugitive's belief). */
    PublicState withMarshalDraws(long was, long hand) {
        PublicState t = copy();
        t.seen = seen & ~was | hand;
        return t;
    }

    /** An independent copy. */
    public PublicState copy() {
        return new PublicState(this);
    }

    private PublicState(PublicState o) {
        rules = o.rules;
        phase = o.phase;
        pending = o.pending;
        System.arraycopy(o.deckLeft, 0, deckLeft, 0, 3);
        fugitiveCards = o.fugitiveCards;
        route = o.route.copy();
        seen = o.seen;
        time = o.time;
        winner = o.winner;
        outcome = o.outcome;
    }

    /**
     * A hand-built table, for the engine's rule tests: the route's face-up cards (-1 where face
     * down), the sprint count and the known sprint cards of each position, the cards left per
     * deck, the size of the Fugitive's hand, the Marshal's hand and the phase. It has no events; the last revealed hideout is taken
     * to be the highest.
     */
    static PublicState situation(FugitiveRules rules, int[] faceUpCards, int[] sprints, long[] knownSprints, int[] decksLeft,
            int fugitiveCards, long marshalHand, Phase phase) {
        PublicState t = new PublicState(rules, PublicRoute.of(faceUpCards, sprints, knownSprints, rules.escape));
        for (int p = 0; p < faceUpCards.length; p++) {
            if (faceUpCards[p] >= 0) {
                t.seen |= 1L << faceUpCards[p] | knownSprints[p];
            }
        }
        System.arraycopy(decksLeft, 0, t.deckLeft, 0, 3);
        t.fugitiveCards = fugitiveCards;
        t.seen |= marshalHand;
        t.phase = phase;
        t.pending = phase == Phase.FUGITIVE_DRAW ? rules.fugitiveDraws : phase == Phase.MARSHAL_DRAW ? rules.marshalDraws : 0;
        return t;
    }

    // ---- playing events ----

    /** Plays event {@code e}, which must fit ({@link TurnCheck#whyNot} null): the engine's own events always do. */
    public void apply(NoteEvent e) {
        if (e instanceof NoteEvent.FugitiveDraw d) {
            deckLeft[d.deck() - 1]--;
            fugitiveCards++;
            if (phase == Phase.PASS_BONUS) {
                startMarshalTurn(rules.marshalDraws);
            } else if (--pending == 0 || allDecksEmpty()) {
                phase = Phase.FUGITIVE_PLACE;
            }
        } else if (e instanceof NoteEvent.MarshalDraw d) {
            deckLeft[rules.deckOf(d.card()) - 1]--;
            seen |= 1L << d.card();
            if (--pending == 0 || allDecksEmpty()) {
                phase = Phase.MARSHAL_GUESS;
            }
        } else if (e instanceof NoteEvent.Hideout h) {
            place(h.sprints(), false);
        } else if (e instanceof NoteEvent.Escape x) {
            place(x.sprints(), true);
        } else if (e instanceof NoteEvent.Pass) {
            if (rules.passBonus && !allDecksEmpty()) {
                phase = Phase.PASS_BONUS;
            } else {
                startMarshalTurn(rules.marshalDraws);
            }
        } else if (e instanceof NoteEvent.MarshalPass) {
            startFugitiveTurn();
        } else {
            guess((NoteEvent.Guess) e);
        }
        time++;
    }

    private void place(int sprints, boolean escape) {
        int p = route.place(time, sprints);
        fugitiveCards -= 1 + sprints;
        if (escape) {
            route.playFaceUp(p, rules.escape);
            seen |= 1L << rules.escape;
            escape();
            return;
        }
        if (phase == Phase.FUGITIVE_FIRST && --pending > 0) {
            return;
        }
        startMarshalTurn(phase == Phase.FUGITIVE_FIRST ? rules.marshalFirstDraws : rules.marshalDraws);
    }

    /** 42 is down: the manhunt starts if the compared revealed hideout is low enough, else he escapes. */
    private void escape() {
        int compared = manhuntCompared();
        String what = rules.manhuntComparedWords() + " is " + compared;
        String rule = rules.manhuntThresholdWords();
        if (!rules.manhuntStarts(compared)) {
            end(FugitiveSeat.FUGITIVE, "the Fugitive escaped: " + what + ", not " + rule + ", so there is no manhunt");
        } else if (faceDownCount() == 0) {
            end(rules.manhuntNothingHiddenMarshalWins ? FugitiveSeat.MARSHAL : FugitiveSeat.FUGITIVE, what + ", " + rule
                    + ", but no hideout is left face down: the manhunt is " + (rules.manhuntNothingHiddenMarshalWins ? "won" : "lost")
                    + " at once");
        } else {
            phase = Phase.MANHUNT;
        }
    }

    private void guess(NoteEvent.Guess g) {
        boolean manhunt = phase == Phase.MANHUNT;
        int lastPosition = 0;
        for (NoteEvent.Reveal r : g.reveals()) {
            int p = r.position();
            route.reveal(p, time, r.hideout(), r.sprintCards());
            seen |= 1L << r.hideout() | r.sprintCards();
            lastPosition = Math.max(lastPosition, p);
        }
        if (lastPosition > 0) {
            route.revealedLast(lastPosition);
        }
        if (manhunt) {
            if (!g.hit()) {
                end(FugitiveSeat.FUGITIVE, "the Fugitive escaped: the manhunt missed " + Cards.toString(g.numbers()));
            } else if (faceDownCount() == 0) {
                end(FugitiveSeat.MARSHAL, "the Marshal caught the Fugitive: the manhunt revealed every hideout");
            }
        } else if (g.hit() && marshalHasWon()) {
            end(FugitiveSeat.MARSHAL, rules.marshalWin == FugitiveRules.MarshalWin.LAST && faceDownCount() > 0
                    ? "the Marshal revealed the last hideout" : "the Marshal revealed every hideout");
        } else {
            startFugitiveTurn();
        }
    }

    private boolean marshalHasWon() {
        if (rules.marshalWin == FugitiveRules.MarshalWin.LAST) {
            return route.isFaceUp(route.length() - 1);
        }
        return faceDownCount() == 0;
    }

    private void end(FugitiveSeat who, String why) {
        winner = who.index();
        outcome = why;
        phase = Phase.OVER;
    }

    private void startMarshalTurn(int draws) {
        pending = draws;
        phase = draws > 0 && !allDecksEmpty() ? Phase.MARSHAL_DRAW : Phase.MARSHAL_GUESS;
    }

    private void startFugitiveTurn() {
        pending = rules.fugitiveDraws;
        phase = pending > 0 && !allDecksEmpty() ? Phase.FUGITIVE_DRAW : Phase.FUGITIVE_PLACE;
    }

    // ---- queries ----

    public FugitiveRules rules() {
        return rules;
    }

    public Phase phase() {
        return phase;
    }

    /** Hideouts still to place on the first turn, or draws still due in a draw phase. */
    public int pending() {
        return pending;
    }

    /** The winner's seat, or -1 while the game goes on. */
    public int winner() {
        return winner;
    }

    /** The winner, null while the game goes on. */
    public FugitiveSeat winningSeat() {
        return winner < 0 ? null : FugitiveSeat.of(winner);
    }

    /** How the game ended, in words (null while it goes on). */
    public String outcome() {
        return outcome;
    }

    /** Events played so far. */
    public int time() {
        return time;
    }

    /** How many cards the Fugitive holds. */
    public int fugitiveCards() {
        return fugitiveCards;
    }

    public int deckLeft(int deck) {
        return deckLeft[deck - 1];
    }

    public boolean allDecksEmpty() {
        return deckLeft[0] == 0 && deckLeft[1] == 0 && deckLeft[2] == 0;
    }

    /** The lowest deck with cards left (0 when all are empty): where the pass bonus draws. */
    public int lowestNonEmptyDeck() {
        for (int d = 1; d <= 3; d++) {
            if (deckLeft[d - 1] > 0) {
                return d;
            }
        }
        return 0;
    }

    /** Positions in the route, card 0 included. */
    public int routeLength() {
        return route.length();
    }

    /** When position p was placed (-1 for card 0). */
    public int placedAt(int p) {
        return route.placedAt(p);
    }

    /** How many sprint cards lie beneath position p. */
    public int sprintCount(int p) {
        return route.sprintCount(p);
    }

    /** When position p was revealed by a guess, -1 if never (card 0 and 42 lie face up from the start). */
    public int revealedAt(int p) {
        return route.revealedAt(p);
    }

    /** The card at position p once face up, -1 while face down. */
    public int card(int p) {
        return route.card(p);
    }

    /** The sprint cards seen beneath revealed position p. */
    public long revealedSprints(int p) {
        return route.revealedSprints(p);
    }

    public boolean isFaceUp(int p) {
        return route.isFaceUp(p);
    }

    /** The face-down positions, as a bit mask of position indices. */
    public long faceDownPositions() {
        return route.faceDownPositions();
    }

    public int faceDownCount() {
        return route.faceDownCount();
    }

    /** Face-up cards on the table: card 0, revealed hideouts and 42 once played. */
    public long faceUpCards() {
        return route.faceUpCards();
    }

    /** Numbers a guess may name ({@link FugitiveRules#nameable}) except the face-up cards. */
    public long guessable() {
        return rules.nameable() & ~faceUpCards();
    }

    /** Every card the Marshal has seen face up: card 0, his own draws, revealed hideouts and sprint cards, 42 once played. */
    public long seen() {
        return seen;
    }

    /** The highest face-up hideout other than 42 (card 0 when none was revealed). */
    public int highestRevealed() {
        return route.highestRevealed(rules.escape);
    }

    public int lastRevealed() {
        return route.lastRevealed();
    }

    /** The revealed hideout the manhunt compares with its threshold, as the spec says. */
    public int manhuntCompared() {
        return rules.manhuntCompared(highestRevealed(), route.lastRevealed());
    }

    public boolean escaped() {
        return route.endsWith(rules.escape);
    }
}
