package org.cardlab.fugitive.deduce.model;

import java.util.List;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.deduce.PublicTrack;

/**
 * What the notes show of the Fugitive's play without any hidden card, as numbers for the posterior
 * over styles: how many turns he placed or passed, his passes, his hideouts with sprint cards and
 * the sprint cards beneath them, the draws he chose from each deck, whether he escaped and with
 * how many cards beneath 42, and how many sprint cards lie beneath each of his first two hideouts
 * (0, 1, 2, 3 or more: the bots open differently, and the opening is all the first guess knows).
 * Counts are in units of 5 (the posterior's weights stay of one size).
 */
public final class PublicStats {
    public static final List<String> NAMES = List.of("bias", "turns", "passes", "hideouts with sprints", "sprint cards",
            "draws deck 1", "draws deck 2", "draws deck 3", "escaped", "sprint cards under 42",
            "first hideout 0 sprints", "first hideout 1 sprint", "first hideout 2 sprints", "first hideout 3+ sprints",
            "second hideout 0 sprints", "second hideout 1 sprint", "second hideout 2 sprints", "second hideout 3+ sprints");
    /** Where the first hideouts' sprint counts begin (four places each); they are indicators, not counts. */
    private static final int OPENING = 10;
    public static final int COUNT = NAMES.size();
    private static final double UNIT = 5;

    private PublicStats() {}

    public static double[] of(PublicTrack t) {
        double[] x = new double[COUNT];
        x[0] = 1;
        int hideouts = 0;
        for (int i = 0; i < t.events.size(); i++) {
            NoteEvent e = t.events.get(i);
            Phase ph = t.phaseOf[i];
            if (e instanceof NoteEvent.Pass && ph == Phase.FUGITIVE_PLACE) {
                x[1]++;
                x[2]++;
            } else if (e instanceof NoteEvent.Hideout h) {
                if (hideouts < 2) {
                    x[OPENING + 4 * hideouts + Math.min(3, h.sprints())] = UNIT;
                }
                hideouts++;
                x[1] += ph == Phase.FUGITIVE_FIRST ? 0 : 1;
                x[3] += h.sprints() > 0 ? 1 : 0;
                x[4] += h.sprints();
            } else if (e instanceof NoteEvent.FugitiveDraw d && ph == Phase.FUGITIVE_DRAW) {
                x[4 + d.deck()]++;
            } else if (e instanceof NoteEvent.Escape esc) {
                x[1]++;
                x[8] = UNIT;
                x[9] += esc.sprints();
            }
        }
        for (int j = 1; j < COUNT; j++) {
            x[j] /= UNIT;
        }
        return x;
    }
}
