package org.cardlab.fugitive.deduce;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.NoteEvent;

/**
 * The Marshal's session's short event commands read into note events: {@code f D}, {@code h N},
 * {@code e N}, {@code p}, {@code d C} and {@code g N... miss|hit R...} (see
 * {@link MarshalSession#HELP}). A malformed command is a one-line {@link UserError}; whether the
 * event fits the notes is the session's to check.
 */
final class SessionEvents {
    private SessionEvents() {}

    /** What an event command gives: the event, or (a guess without its answer) the numbers waiting for it. */
    record Read(NoteEvent event, long awaitingAnswer) {}

    /** Reads the event command {@code w} (split on white space; its first word is f, h, e, p, d or g). */
    static Read read(String[] w) {
        return switch (w[0]) {
            case "f" -> new Read(new NoteEvent.FugitiveDraw(number(w, "f DECK", 1, 3, "deck")), 0);
            case "h" -> new Read(new NoteEvent.Hideout(number(w, "h SPRINTS", 0, 40, "sprint count")), 0);
            case "e" -> new Read(new NoteEvent.Escape(number(w, "e SPRINTS", 0, 40, "sprint count")), 0);
            case "p" -> new Read(new NoteEvent.Pass(), 0);
            case "d" -> new Read(new NoteEvent.MarshalDraw(number(w, "d CARD", 4, 41, "card")), 0);
            case "g" -> guess(w);
            default -> throw new IllegalArgumentException("not an event command: " + w[0]);
        };
    }

    /** The one number of a two-word command. */
    private static int number(String[] w, String usage, int lo, int hi, String what) {
        if (w.length != 2) {
            throw new UserError("usage: " + usage);
        }
        return range(w[1], lo, hi, what);
    }

    private static Read guess(String[] w) {
        long numbers = 0;
        int i = 1;
        while (i < w.length && w[i].matches("\\d+")) {
            numbers |= 1L << range(w[i], 1, 41, "number");
            i++;
        }
        if (numbers == 0) {
            throw new UserError("a guess names at least one number: g 12 [15 ...] miss|hit ...");
        }
        return i == w.length ? new Read(null, numbers) : new Read(answer(numbers, w, i), 0);
    }

    /** The answer to a guess of {@code numbers}, from word {@code from} of {@code w} on: {@code miss}, or {@code hit} and the reveals. */
    static NoteEvent.Guess answer(long numbers, String[] w, int from) {
        if (from >= w.length || !(w[from].equals("miss") || w[from].equals("hit"))) {
            throw new UserError("the answer is 'miss' or 'hit number@position[:sprint,cards] ...'");
        }
        if (w[from].equals("miss")) {
            if (from + 1 != w.length) {
                throw new UserError("a miss reveals nothing");
            }
            return new NoteEvent.Guess(numbers, false, List.of());
        }
        List<NoteEvent.Reveal> reveals = new ArrayList<>();
        for (int i = from + 1; i < w.length; i++) {
            String[] parts = w[i].split("[@:]", -1);
            if (parts.length < 2 || parts.length > 3) {
                throw new UserError("a reveal is number@position[:sprint,cards], not '" + w[i] + "'");
            }
            int hideout = range(parts[0], 1, 41, "hideout");
            int position = range(parts[1], 1, 42, "position");
            long sprints = 0;
            if (parts.length == 3 && !parts[2].isEmpty()) {
                for (String c : parts[2].split(",")) {
                    sprints |= 1L << range(c, 1, 42, "sprint card");
                }
            }
            reveals.add(new NoteEvent.Reveal(position, hideout, sprints));
        }
        reveals.sort((a, b) -> Integer.compare(a.position(), b.position()));
        return new NoteEvent.Guess(numbers, true, reveals);
    }

    private static int range(String s, int lo, int hi, String what) {
        int v;
        try {
            v = Integer.parseInt(s);
        } catch (NumberFormatException e) {
            if (s.matches("[+-]?\\d+")) { // a number too long for an int is one all the same: say it is out of range
                throw new UserError(what + " " + s + " is out of range " + lo + ".." + hi);
            }
            throw new UserError(what + " must be a number, not '" + s + "'");
        }
        if (v < lo || v > hi) {
            throw new UserError(what + " " + v + " is out of range " + lo + ".." + hi);
        }
        return v;
    }
}
