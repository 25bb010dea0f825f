package org.cardlab.duel;

import org.cardlab.core.UserError;

/** A move of High Card Duel: play a card of a number, written {@code play 7}. */
record DuelMove(int number) {
    static DuelMove parse(String text) {
        String[] w = text.strip().split("\\s+");
        if (w.length != 2 || !w[0].equals("play") || !w[1].matches("\\d{1,3}")) {
            throw new UserError("'" + text + "' is not a High Card Duel move (write 'play N', e.g. 'play 7')");
        }
        return new DuelMove(Integer.parseInt(w[1]));
    }

    @Override
    public String toString() {
        return "play " + number;
    }
}
