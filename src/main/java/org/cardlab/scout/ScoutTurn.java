package org.cardlab.scout;

import java.util.Arrays;

/**
 * Where a SCOUT match stands in its turns: the round, who started it and who is to move, the
 * keep-or-flip decisions right after the deal, how many scouted since the last show, each
 * player's chips (one per card scouted from their set) and what they may still do this round
 * (scouts, 2 players; Scout &amp; Shows), and whether the match is over. All of it is public.
 */
final class ScoutTurn {
    private final int players;
    private int round;
    private int starter;
    private int current;
    private boolean flipPhase;
    private int flipsDone;
    private int consecutiveScouts;
    private boolean over;
    private final int[] chips;
    private final int[] scoutsLeft;
    private final int[] scoutShowsLeft;
    private final boolean[] flipped;

    ScoutTurn(int players) {
        this.players = players;
        chips = new int[players];
        scoutsLeft = new int[players];
        scoutShowsLeft = new int[players];
        flipped = new boolean[players];
    }

    private ScoutTurn(ScoutTurn o) {
        players = o.players;
        round = o.round;
        starter = o.starter;
        current = o.current;
        flipPhase = o.flipPhase;
        flipsDone = o.flipsDone;
        consecutiveScouts = o.consecutiveScouts;
        over = o.over;
        chips = o.chips.clone();
        scoutsLeft = o.scoutsLeft.clone();
        scoutShowsLeft = o.scoutShowsLeft.clone();
        flipped = o.flipped.clone();
    }

    ScoutTurn copy() {
        return new ScoutTurn(this);
    }

    /** A new round: the start player moves first (after the keep-or-flip decisions, if the spec has them). */
    void startRound(int r, int startPlayer, boolean flips, int scouts, int scoutShows) {
        round = r;
        starter = startPlayer;
        current = startPlayer;
        flipPhase = flips;
        flipsDone = 0;
        consecutiveScouts = 0;
        Arrays.fill(chips, 0);
        Arrays.fill(scoutsLeft, scouts);
        Arrays.fill(scoutShowsLeft, scoutShows);
        Arrays.fill(flipped, false);
    }

    /** p said keep or flip; after the last one, play starts with the start player. */
    void decided(int p, boolean flip) {
        flipped[p] |= flip;
        current = (p + 1) % players;
        if (++flipsDone == players) {
            flipPhase = false;
            current = starter;
        }
    }

    void moveTo(int p) {
        current = p;
    }

    void next() {
        current = (current + 1) % players;
    }

    void showed() {
        consecutiveScouts = 0;
    }

    void scouted(int p, boolean budgeted, int paidOwner) {
        consecutiveScouts++;
        if (budgeted) {
            scoutsLeft[p]--;
        }
        if (paidOwner >= 0) {
            chips[paidOwner]++;
        }
    }

    void usedScoutShow(int p) {
        scoutShowsLeft[p]--;
    }

    void end() {
        over = true;
    }

    int round() {
        return round;
    }

    int starter() {
        return starter;
    }

    int current() {
        return current;
    }

    boolean inFlipPhase() {
        return flipPhase;
    }

    int flipsDone() {
        return flipsDone;
    }

    int consecutiveScouts() {
        return consecutiveScouts;
    }

    boolean over() {
        return over;
    }

    int chips(int p) {
        return chips[p];
    }

    int scoutsLeft(int p) {
        return scoutsLeft[p];
    }

    int scoutShowsLeft(int p) {
        return scoutShowsLeft[p];
    }

    boolean flipped(int p) {
        return flipped[p];
    }

    int[] chips() {
        return chips.clone();
    }

    int[] scoutsLeft() {
        return scoutsLeft.clone();
    }
}
