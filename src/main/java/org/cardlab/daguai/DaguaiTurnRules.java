package org.cardlab.daguai;

import java.util.Arrays;

/**
 * Da Guai Lu Zi's rules of play: the deal and the tribute that open a round, the exchange of
 * cards back, a play or a pass and who acts next, when a trick is won and who leads the next one,
 * and the end of a round (its outcome, the levels, the match). It works on the state's parts
 * ({@link DaguaiHands}, {@link DaguaiTrick}, {@link DaguaiExchange}, {@link DaguaiMatch}).
 */
final class DaguaiTurnRules {
    private DaguaiTurnRules() {}

    /** Deals round {@code r}; {@code previous} decides the tribute (null in the first round). */
    static void startRound(DaguaiState st, int r, DaguaiRoundResult previous) {
        DaguaiRules rules = st.rules();
        DaguaiHands hands = st.hands();
        DaguaiMatch match = st.match();
        match.startRound(r);
        hands.clear();
        int[][] firstDeal = st.firstDeal();
        if (r == 1 && firstDeal != null) {
            int[] copiesUsed = new int[Card.FACES];
            for (int seat = 0; seat < DaguaiState.SEATS; seat++) {
                for (int f : firstDeal[seat]) {
                    hands.give(copiesUsed[f]++ * Card.FACES + f, seat);
                }
            }
        } else {
            int[] deck = Dealer.deal(st.seed(), r);
            for (int i = 0; i < deck.length; i++) {
                hands.give(deck[i], i % DaguaiState.SEATS);
            }
        }
        st.trick().newRound();
        ComboRules order = rules.at(match.level(match.offense()));
        st.setOrder(order);
        java.util.List<Tribute.Payment> payments = java.util.List.of();
        if (previous != null && Scoring.tributeDue(previous.outcome())) {
            int winner = previous.winnerTeam();
            int[] receivers = rules.tributeToFinishingPlaces ? previous.escapeOrder() // "nr 1", "nr 2", ... literally
                    : Arrays.stream(previous.escapeOrder()).filter(s -> Scoring.team(s) == winner).toArray();
            payments = Tribute.payments(previous.trapped(), receivers, hands.allCounts(), order, rules);
            for (Tribute.Payment p : payments) {
                hands.move(p.giver(), p.receiver(), p.face());
            }
        }
        st.exchange().start(payments);
        st.setTurn(DaguaiState.Stage.PLAY, match.leader());
        advanceReturns(st);
    }

    /** Moves to the next payment that owes a card back, or to play when none is left. */
    static void advanceReturns(DaguaiState st) {
        DaguaiExchange x = st.exchange();
        if (x.awaitReturn()) {
            Tribute.Payment p = x.current();
            st.setTurn(DaguaiState.Stage.RETURN, x.offered() != null ? p.giver() : p.receiver());
        } else {
            st.setTurn(DaguaiState.Stage.PLAY, st.match().leader());
        }
    }

    /** A card given back for the waiting tribute, an offer of two, or the giver's choice among them. */
    static void exchange(DaguaiState st, DaguaiMove move) {
        DaguaiExchange x = st.exchange();
        DaguaiHands hands = st.hands();
        Tribute.Payment p = x.current();
        switch (move.type) {
            case RETURN -> {
                hands.move(p.receiver(), p.giver(), move.faces[0]);
                x.settle(move.toString());
            }
            case OFFER -> x.offer(move.faces);
            default -> { // KEEP: the kept cards go to the giver, a card higher than both comes back
                String what = "offer " + Card.names(x.offered()) + ", " + move;
                for (int i = 0; i < Math.min(2, move.faces.length); i++) {
                    hands.move(p.receiver(), p.giver(), move.faces[i]);
                }
                if (move.faces.length == 3) {
                    hands.move(p.giver(), p.receiver(), move.faces[2]);
                }
                x.settle(what);
            }
        }
        advanceReturns(st);
    }

    static void pass(DaguaiState st) {
        int seat = st.currentPlayer();
        st.trick().passed(seat);
        if (trickOver(st)) {
            winTrick(st);
        } else {
            st.setTurn(DaguaiState.Stage.PLAY, nextToAct(st, seat));
        }
    }

    /** {@code c} (the play of {@code move}) by the seat to move. */
    static void play(DaguaiState st, DaguaiMove move, Combo c) {
        DaguaiHands hands = st.hands();
        DaguaiTrick trick = st.trick();
        int seat = st.currentPlayer();
        for (int f : move.faces) {
            trick.addPlayed(hands.take(seat, f));
        }
        trick.beatBy(seat, c);
        if (hands.size(seat) == 0) {
            trick.wentOut(seat);
            int team = Scoring.team(seat);
            boolean all = true;
            for (int s = team; s < DaguaiState.SEATS; s += 2) {
                all &= !hands.active(s);
            }
            if (all) {
                trick.lastTrickWon();
                endRound(st, team);
                return;
            }
        }
        if (trickOver(st)) { // a pass is final and everyone else has passed already
            winTrick(st);
        } else {
            st.setTurn(DaguaiState.Stage.PLAY, nextToAct(st, seat));
        }
    }

    /**
     * Whether every other player still in the round has passed: in a row since the last play
     * ("dopóki wszystkich pozostałych 5 graczy nie spasuje"), or, when a pass is final, at some
     * point in this trick.
     */
    private static boolean trickOver(DaguaiState st) {
        DaguaiTrick trick = st.trick();
        int others = 0;
        int stillIn = 0;
        for (int s = 0; s < DaguaiState.SEATS; s++) {
            if (st.hands().active(s) && s != trick.lastSeat()) {
                others++;
                stillIn += trick.passedThisTrick(s) ? 0 : 1;
            }
        }
        return st.rules().passIsFinal ? stillIn == 0 : trick.passes() >= others;
    }

    /** The last player to play wins the trick and leads (or, escaped, hands the lead on). */
    private static void winTrick(DaguaiState st) {
        int winner = st.trick().lastSeat();
        st.trick().won();
        st.setTurn(DaguaiState.Stage.PLAY, st.hands().active(winner) ? winner : nextLeader(st, winner));
    }

    /** The next player still holding cards, skipping, when a pass is final, those who passed this trick. */
    private static int nextToAct(DaguaiState st, int seat) {
        int s = nextActive(st, seat);
        while (st.rules().passIsFinal && st.trick().passedThisTrick(s)) {
            s = nextActive(st, s);
        }
        return s;
    }

    private static int nextActive(DaguaiState st, int seat) {
        int s = st.rules().next(seat);
        while (!st.hands().active(s)) {
            s = st.rules().next(s);
        }
        return s;
    }

    /** Who leads after a trick won by a player who has already escaped. */
    private static int nextLeader(DaguaiState st, int winner) {
        if (st.rules().leadToPartner) {
            int s = st.rules().next(winner);
            while (!(st.hands().active(s) && Scoring.team(s) == Scoring.team(winner))) {
                s = st.rules().next(s);
            }
            return s;
        }
        return nextActive(st, winner);
    }

    private static void endRound(DaguaiState st, int escapedTeam) {
        DaguaiRules rules = st.rules();
        DaguaiMatch match = st.match();
        DaguaiTrick trick = st.trick();
        int offense = match.offense();
        int first = trick.escaped(0);
        Scoring.Outcome outcome = Scoring.outcome(offense, first, escapedTeam);
        int[] left = st.hands().sizes();
        int[] trappedSeats = new int[DaguaiState.SEATS - trick.escapedCount()];
        int k = 0;
        for (int s = 0; s < DaguaiState.SEATS; s++) {
            if (left[s] > 0) {
                trappedSeats[k++] = s;
            }
        }
        int[] trapped = Tribute.trappedWorstFirst(trappedSeats, left, first, rules);
        int level = match.level(offense);
        int gain = Scoring.levelGain(outcome, trapped.length, rules);
        if (gain > 0) {
            if (st.isMatch() && level >= rules.matchLevel) {
                match.won(offense); // won a round as the offense at the match level
            } else {
                match.setLevel(offense, Math.min(level + gain, st.isMatch() ? rules.matchLevel : Card.ACE));
                if (st.isMatch() && rules.matchEndsOnReaching && match.level(offense) >= rules.matchLevel) {
                    match.won(offense); // reached the match level
                }
            }
        }
        DaguaiRoundResult result = new DaguaiRoundResult(match.round(), offense, level, outcome, trick.escapeOrder(), trapped,
                trick.tricks(), match.levels());
        match.add(result);
        if (!st.isMatch() || match.winner() >= 0 || st.endsWithRound()) {
            st.setTurn(DaguaiState.Stage.OVER, DaguaiState.TERMINAL);
            return;
        }
        match.nextLeader(first);
        startRound(st, match.round() + 1, result);
    }
}
