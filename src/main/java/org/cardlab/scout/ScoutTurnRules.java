package org.cardlab.scout;

/**
 * SCOUT's rules of play: what each move does to a match (the keep-or-flip decision, the show
 * and its capture, the scout and its chip, Scout &amp; Show), whose turn comes next, and when a
 * round ends (a hand emptied, every other player scouted, or the player to move stuck) and is
 * scored. It works on the state's parts ({@link ScoutHands}, {@link ScoutTable}, {@link ScoutTurn}).
 */
final class ScoutTurnRules {
    private ScoutTurnRules() {}

    /** Plays the legal move {@code m} of player {@code p}. */
    static void play(ScoutState s, int p, ScoutMove m) {
        ScoutHands hands = s.hands();
        ScoutTable table = s.board();
        ScoutTurn turn = s.turn();
        ScoutDeck deck = s.deck();
        int n = s.numPlayers();
        switch (m.type()) {
            case KEEP, FLIP -> {
                if (m.type() == ScoutMove.Type.FLIP) {
                    hands.turn(p);
                }
                turn.decided(p, m.type() == ScoutMove.Type.FLIP);
            }
            case SHOW -> {
                show(s, p, m.from(), m.to());
                afterShow(s, p);
            }
            case SCOUT -> {
                scout(s, p, m);
                if (s.rules().roundEndAllScouted && !deck.turnAfterScout && turn.consecutiveScouts() >= n - 1) {
                    endRound(s, table.owner(), "all scouted");
                    return;
                }
                turn.moveTo(deck.turnAfterScout ? p : (p + 1) % n);
                endIfStuck(s);
            }
            case SCOUT_SHOW -> {
                turn.usedScoutShow(p);
                scout(s, p, m);
                show(s, p, m.from(), m.to());
                afterShow(s, p);
            }
        }
    }

    private static void show(ScoutState s, int p, int from, int to) {
        SetStrength strength = s.strength();
        int shown = strength.ofCards(s.hands().cards(p), from, to, s.deck());
        ScoutTable table = s.board();
        int taker = table.size() > 0 && strength.captures(shown, table.strength()) ? p : -1;
        s.hands().take(p, from, to, s.scratch());
        table.replaceSet(s.scratch(), to - from + 1, shown, p, taker);
        s.turn().showed();
    }

    private static void scout(ScoutState s, int p, ScoutMove m) {
        int card = s.scoutedCard(m);
        int owner = s.board().owner();
        s.board().removeEnd(m.fromRight(), s.reducedTable(m.fromRight()));
        s.hands().insert(p, m.insertAt(), card);
        ScoutDeck deck = s.deck();
        s.turn().scouted(p, deck.scoutBudget != Integer.MAX_VALUE, deck.scoutPaysOwner ? owner : -1);
    }

    private static void afterShow(ScoutState s, int p) {
        if (s.hands().size(p) == 0 && s.rules().roundEndEmptyHand) {
            endRound(s, p, "hand emptied");
            return;
        }
        s.turn().next();
        endIfStuck(s);
    }

    /** A player who can neither show nor scout ends the round; the active set's owner is the ender. */
    private static void endIfStuck(ScoutState s) {
        if (!hasMove(s, s.turn().current())) {
            endRound(s, s.board().owner(), "stuck");
        }
    }

    private static boolean hasMove(ScoutState s, int p) {
        if (s.board().size() == 0) {
            return s.hands().size(p) > 0;
        }
        return s.turn().scoutsLeft(p) > 0 || s.shows().count(s.hands().cards(p), s.hands().size(p), s.board().strength(), -1) > 0;
    }

    private static void endRound(ScoutState s, int ender, String reason) {
        ScoutDeck deck = s.deck();
        ScoutTurn turn = s.turn();
        ScoutTable table = s.board();
        int n = s.numPlayers();
        int[] unspent = deck.scoutBudget != Integer.MAX_VALUE ? turn.scoutsLeft() : new int[n]; // 2 players: the chips not spent
        int[] captured = new int[n];
        int[] left = new int[n];
        for (int p = 0; p < n; p++) {
            captured[p] = table.capturedCount(p);
            left[p] = s.hands().size(p);
        }
        ScoutRoundScore r = ScoutRoundScore.score(deck, turn.round(), ender, reason, captured, turn.chips(), unspent, left,
                java.util.Arrays.copyOf(table.cards(), table.size()), table.discardCount());
        s.scores().record(r);
        if (turn.round() + 1 >= deck.rounds) {
            turn.end();
            return;
        }
        ScoutRoundStart.deal(s, turn.round() + 1);
    }
}
