package org.cardlab.fugitive.deduce;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;

/**
 * An interactive session for a Marshal at the table: short commands add events to the notes,
 * the deduction table follows each one. A wrong entry (bad syntax, out of turn, or notes no
 * hidden history explains) gets a one-line message and changes nothing.
 */
public final class MarshalSession {
    public static final String HELP = String.join("\n",
            "Commands (one per line):",
            "  f D              the Fugitive drew from deck D (1, 2 or 3)",
            "  h N              he placed a hideout with N sprint cards beneath",
            "  p                he passed",
            "  e N              he played 42 (the escape) with N sprint cards beneath",
            "  d C              I drew card C",
            "  g N... miss      I guessed the numbers N... and missed",
            "  g N... hit R...  I guessed and hit; R is number@position[:sprint,cards], e.g. g 12 15 hit 12@3 15@4:8,9",
            "  g N...           I guessed; the answer ('miss' or 'hit R...') follows on the next line",
            "  show | advise    the deduction table | the guesses worth making",
            "  undo | save FILE | help | quit");

    private final FugitiveRules rules;
    private final List<NoteEvent> events = new ArrayList<>();
    /** A guess waiting for its answer. */
    private long pendingGuess;
    private boolean quit;

    public MarshalSession(FugitiveRules rules, List<NoteEvent> loaded) {
        this.rules = rules;
        events.addAll(loaded);
        track(events);
    }

    /** A session starting from loaded notes; errors in them name {@code where}. */
    public MarshalSession(FugitiveRules rules, List<NoteEvent> loaded, String where) {
        this.rules = rules;
        PublicTrack.read(rules, new Notes(rules.name(), loaded), where);
        events.addAll(loaded);
    }

    public boolean quit() {
        return quit;
    }

    public List<NoteEvent> events() {
        return List.copyOf(events);
    }

    public String prompt() {
        return pendingGuess != 0 ? "answer> " : "marshal> ";
    }

    /** Handles one line; returns what to print. */
    public String handle(String raw) {
        String line = raw.strip();
        if (line.isEmpty() || line.startsWith("#")) {
            return "";
        }
        String[] w = line.split("\\s+");
        try {
            if (pendingGuess != 0) {
                long g = pendingGuess;
                pendingGuess = 0;
                return add(answer(g, w, 0));
            }
            switch (w[0]) {
                case "help", "?":
                    return HELP;
                case "quit", "exit", "q":
                    quit = true;
                    return "";
                case "show":
                    return String.join("\n", Deduction.of(track(events)).lines());
                case "advise":
                    return String.join("\n", Advice.of(Deduction.of(track(events))).lines(8));
                case "undo":
                    if (events.isEmpty()) {
                        return "nothing to undo";
                    }
                    NoteEvent gone = events.remove(events.size() - 1);
                    return "undone: " + Contradiction.describe(gone) + "\n" + table();
                case "save":
                    need(w, 2, "save FILE");
                    Json.writeFile(Path.of(w[1]), Json.write(new Notes(rules.name(), events).toJson()));
                    return "saved " + events.size() + " events to " + w[1];
                case "f":
                    need(w, 2, "f DECK");
                    return add(new NoteEvent.FugitiveDraw(range(w[1], 1, 3, "deck")));
                case "h":
                    need(w, 2, "h SPRINTS");
                    return add(new NoteEvent.Hideout(range(w[1], 0, 40, "sprint count")));
                case "e":
                    need(w, 2, "e SPRINTS");
                    return add(new NoteEvent.Escape(range(w[1], 0, 40, "sprint count")));
                case "p":
                    return add(new NoteEvent.Pass());
                case "d":
                    need(w, 2, "d CARD");
                    return add(new NoteEvent.MarshalDraw(range(w[1], 4, 41, "card")));
                case "g":
                    return guess(w);
                default:
                    return "unknown command '" + w[0] + "' (try help)";
            }
        } catch (UserError e) {
            return "not taken: " + e.getMessage();
        }
    }

    private String guess(String[] w) {
        long numbers = 0;
        int i = 1;
        while (i < w.length && w[i].matches("\\d+")) {
            numbers |= 1L << range(w[i], 1, 41, "number");
            i++;
        }
        if (numbers == 0) {
            throw new UserError("a guess names at least one number: g 12 [15 ...] miss|hit ...");
        }
        if (i == w.length) {
            pendingGuess = numbers;
            return "answer: 'miss', or 'hit' with number@position[:sprint,cards] for each number";
        }
        return add(answer(numbers, w, i));
    }

    private NoteEvent.Guess answer(long numbers, String[] w, int from) {
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

    private String add(NoteEvent e) {
        List<NoteEvent> next = new ArrayList<>(events);
        next.add(e);
        PublicTrack t = track(next);
        Deduction d = Deduction.of(t);
        if (!d.consistent()) {
            return "not taken: no hidden history explains it: " + new Contradiction(t).find().text();
        }
        events.add(e);
        return Notes.eventName(events.size() - 1) + ": " + Contradiction.describe(e) + "\n" + whatNext(t) + "\n"
                + String.join("\n", d.lines().subList(3, d.lines().size()));
    }

    private String table() {
        return String.join("\n", Deduction.of(track(events)).lines());
    }

    private static String whatNext(PublicTrack t) {
        return switch (t.phase()) {
            case FUGITIVE_FIRST -> "next: the Fugitive's first-turn hideouts (h N)";
            case FUGITIVE_DRAW -> "next: the Fugitive draws (f D)";
            case FUGITIVE_PLACE -> "next: the Fugitive places (h N), escapes (e N) or passes (p)";
            case PASS_BONUS -> "next: the Fugitive's pass bonus draw (f D)";
            case MARSHAL_DRAW -> "next: your draw (d C)";
            case MARSHAL_GUESS -> "next: your guess (g N...)";
            case MANHUNT -> "next: the manhunt, one number at a time (g N)";
            case OVER -> "the game is over: " + t.outcome();
        };
    }

    private PublicTrack track(List<NoteEvent> evs) {
        return PublicTrack.read(rules, new Notes(rules.name(), evs), "session");
    }

    private static void need(String[] w, int n, String usage) {
        if (w.length != n) {
            throw new UserError("usage: " + usage);
        }
    }

    private static int range(String s, int lo, int hi, String what) {
        int v;
        try {
            v = Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new UserError(what + " must be a number, not '" + s + "'");
        }
        if (v < lo || v > hi) {
            throw new UserError(what + " " + v + " is out of range " + lo + ".." + hi);
        }
        return v;
    }
}
