package org.cardlab.fugitive.deduce;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Counts;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.Phase;

/**
 * An interactive session for a Marshal at the table: short commands add events to the notes,
 * and after each one a compact table (fits 80x24) follows: the event in words, numbered from 1,
 * the row, the likeliest values of each face-down hideout, the advice when it is the Marshal's
 * turn to guess, and the next expected event. A wrong entry (bad syntax, out of turn, or notes
 * no hidden history explains) gets a one-line message and changes nothing. The notes are
 * autosaved after every change when an autosave file is set; quitting with events not saved
 * by {@code save} asks first.
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
            "  show | advise    the whole deduction table | every guess worth making",
            "  measure [M]      the chances shown: model (the Fugitive model's) or uniform (logic only); alone, switches",
            "                   (the model: styles fitted to cardlab's bots; \"plays like\" is each style's weight given",
            "                   the notes; against a Fugitive unlike the bots its chances can be worse than logic only)",
            "  undo             take back the last event",
            "  save FILE        write the notes (with the spec's rule values); asks before replacing a file",
            "  save FILE --force  replace without asking",
            "  help | quit");

    private final FugitiveRules rules;
    /** The work limit of each exact count, in DP states (as the commands and the web table have it). */
    private long workLimit = Deduction.COMMAND_WORK_LIMIT;
    /** The look-ahead line at the Marshal's draw and guess ({@link #withLookAhead}); none by default. */
    private java.util.function.Function<PublicTrack, List<String>> lookAhead = t -> List.of();
    /** The model measure's chances of the notes ({@link #withModel}); none by default, and then the view is logic only. */
    private java.util.function.BiFunction<PublicTrack, Long, Chances> model;
    /** Whether the view shows the model's chances (when there is a model) rather than logic only. */
    private boolean showModel = true;
    static final String NO_ADVICE = "no advice: its joint counts passed their work limit on these notes ('show' gives the exact chances)";
    private final List<NoteEvent> events = new ArrayList<>();
    /** A guess waiting for its answer. */
    private long pendingGuess;
    /** Where the notes typed at the prompt come from, in the notes' own error messages. */
    private static final String SESSION = "session";
    /** A save waiting for the answer to "replace it?". */
    private Path pendingOverwrite;
    private boolean pendingQuit;
    private boolean quit;
    private Path autosave;
    /** Events in the notes when they were last written by 'save' (or loaded from a file). */
    private int savedCount;

    public MarshalSession(FugitiveRules rules, List<NoteEvent> loaded) {
        this(rules, loaded, SESSION);
    }

    /** A session starting from loaded notes; errors in them name {@code where}. */
    public MarshalSession(FugitiveRules rules, List<NoteEvent> loaded, String where) {
        this.rules = rules;
        PublicTrack.read(rules, Notes.of(rules, loaded), where);
        events.addAll(loaded);
        savedCount = loaded.size();
    }

    /** Writes the notes to {@code file} after every change from now on (and now). */
    public void autosaveTo(Path file) {
        this.autosave = file;
        autosave();
    }

    public Path autosaveFile() {
        return autosave;
    }

    public boolean quit() {
        return quit;
    }

    /** Events not written by 'save' (they are in the autosave file when there is one). */
    public int unsaved() {
        return events.size() - savedCount;
    }

    public List<NoteEvent> events() {
        return List.copyOf(events);
    }

    public Notes notes() {
        return Notes.of(rules, events);
    }

    public String prompt() {
        if (pendingOverwrite != null || pendingQuit) {
            return "(y/n)> ";
        }
        return pendingGuess != 0 ? "answer> " : "marshal> ";
    }

    /** The table and the next expected event, for the start of a session. */
    public String status() {
        PublicTrack t = track(events);
        return String.join("\n", compact(t, false));
    }

    /** What the Marshal reads instead of figures when the exact count passes its work limit. */
    String tooLarge() {
        return String.format("no figures: the exact count passed its work limit of %,d DP states on these notes"
                + " (events are still taken, but not checked against the others)", workLimit);
    }

    /** Test hook: a smaller work limit, in DP states. */
    MarshalSession withWorkLimit(long limit) {
        this.workLimit = limit;
        return this;
    }

    /**
     * A line of look-ahead advice at the Marshal's draw and guess (the search Marshal's move to
     * win the game), given by the caller so that this package does not depend on the search;
     * null or an empty list for none.
     */
    public MarshalSession withLookAhead(java.util.function.Function<PublicTrack, List<String>> lookAhead) {
        this.lookAhead = lookAhead;
        return this;
    }

    /**
     * The model measure, given by the caller (notes and work limit in, chances out; past the limit it
     * throws {@link WorkLimitExceeded}), so that this package does not depend on the model's. The view
     * then shows the model's chances, and 'measure' switches to logic only and back.
     */
    public MarshalSession withModel(java.util.function.BiFunction<PublicTrack, Long, Chances> model) {
        this.model = model;
        return this;
    }

    /** The measure the view shows now: "model" or "uniform". */
    public String measure() {
        return model != null && showModel ? "model" : Deduction.UNIFORM;
    }

    /** Handles one line; returns what to print. */
    public String handle(String raw) {
        String line = raw.strip();
        if (pendingOverwrite != null || pendingQuit) {
            return confirm(line);
        }
        if (line.isEmpty() || line.startsWith("#")) {
            return "";
        }
        String[] w = line.split("\\s+");
        try {
            if (pendingGuess != 0) {
                long g = pendingGuess;
                pendingGuess = 0;
                return add(SessionEvents.answer(g, w, 0));
            }
            switch (w[0]) {
                case "help", "?":
                    return HELP;
                case "quit", "exit", "q":
                    return quitCommand();
                case "show": {
                    PublicTrack t = track(events);
                    Chances d = deduction(t);
                    return d == null ? tooLarge() : !d.consistent() ? unexplained(t) : String.join("\n", ChancesReport.lines(d, "measure uniform"));
                }
                case "advise": {
                    PublicTrack t = track(events);
                    Chances d = deduction(t);
                    if (d != null && !d.consistent()) {
                        return unexplained(t);
                    }
                    Advice a = d == null ? null : advice(d);
                    return d == null ? tooLarge() : a == null ? NO_ADVICE : String.join("\n", a.lines(8));
                }
                case "measure":
                    return switchMeasure(w);
                case "undo":
                    if (events.isEmpty()) {
                        return "nothing to undo";
                    }
                    NoteEvent gone = events.remove(events.size() - 1);
                    autosave();
                    return "undone: event " + (events.size() + 1) + " (" + Contradiction.describe(gone) + ")\n"
                            + String.join("\n", compact(track(events), false));
                case "save":
                    return save(w);
                case "f", "h", "e", "p", "d", "g": {
                    SessionEvents.Read r = SessionEvents.read(w);
                    if (r.event() != null) {
                        return add(r.event());
                    }
                    pendingGuess = r.awaitingAnswer();
                    return "answer: 'miss', or 'hit' with number@position[:sprint,cards] for each number";
                }
                default:
                    return "unknown command '" + w[0] + "' (try help)";
            }
        } catch (UserError e) {
            // the notes' errors name where they come from; at the prompt that is the session itself, which goes without saying
            String m = e.getMessage();
            return "not taken: " + (m.startsWith(SESSION + ": ") ? m.substring(SESSION.length() + 2) : m);
        }
    }

    private String switchMeasure(String[] w) {
        if (w.length > 2 || w.length == 2 && !w[1].equals("model") && !w[1].equals(Deduction.UNIFORM)) {
            throw new UserError("usage: measure [model|uniform]");
        }
        if (w.length == 2 && w[1].equals("model") && model == null) {
            throw new UserError("this session has no Fugitive model: the chances are logic only");
        }
        showModel = w.length == 2 ? w[1].equals("model") : !showModel;
        if (model == null) {
            showModel = false;
        }
        return "chances shown: " + (measure().equals("model") ? "the model's" : "logic only (uniform over consistent histories)")
                + "\n" + String.join("\n", compact(track(events), false));
    }

    private String quitCommand() {
        if (unsaved() > 0) {
            pendingQuit = true;
            return Counts.plain(unsaved(), "event") + " not written with 'save'"
                    + (autosave != null ? " (the autosave " + autosave + " has them)" : " and no autosave: they would be lost")
                    + ". Quit anyway?";
        }
        quit = true;
        return "";
    }

    private String confirm(String line) {
        boolean yes = line.equalsIgnoreCase("y") || line.equalsIgnoreCase("yes");
        if (!yes && !line.equalsIgnoreCase("n") && !line.equalsIgnoreCase("no")) {
            return "answer y or n";
        }
        if (pendingQuit) {
            pendingQuit = false;
            quit = yes;
            return yes ? "" : "staying";
        }
        Path file = pendingOverwrite;
        pendingOverwrite = null;
        return yes ? write(file) : "not saved";
    }

    private String save(String[] w) {
        boolean force = false;
        String name = null;
        for (int i = 1; i < w.length; i++) {
            if (w[i].equals("--force")) {
                force = true;
            } else if (name == null) {
                name = w[i];
            } else {
                throw new UserError("usage: save FILE [--force]");
            }
        }
        if (name == null) {
            throw new UserError("usage: save FILE [--force]");
        }
        Path file;
        try {
            file = Path.of(name);
        } catch (java.nio.file.InvalidPathException e) {
            throw new UserError("'" + name + "' is not a file name");
        }
        Path dir = file.toAbsolutePath().getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new UserError("cannot save to " + file + ": directory " + dir + " does not exist");
        }
        if (Files.isDirectory(file)) {
            throw new UserError("cannot save to " + file + ": it is a directory");
        }
        if (Files.exists(file) && !force) {
            pendingOverwrite = file;
            return file + " exists. Replace it?";
        }
        return write(file);
    }

    private String write(Path file) {
        Json.writeFile(file, Json.write(notes().toJson()));
        savedCount = events.size();
        return "saved " + Counts.plain(events.size(), "event") + " to " + file;
    }

    private void autosave() {
        if (autosave != null) {
            Json.writeFile(autosave, Json.write(notes().toJson()));
        }
    }

    private String add(NoteEvent e) {
        List<NoteEvent> next = new ArrayList<>(events);
        next.add(e);
        PublicTrack t = track(next);
        Chances d = deduction(t);
        if (d != null && !d.consistent()) {
            PublicTrack before = track(events);
            Chances was = deduction(before);
            if (was != null && !was.consistent()) { // loaded notes that already conflict: the new event is not the cause
                return "not taken: " + unexplained(before);
            }
            return "not taken: no hidden history explains event " + next.size() + " (" + Contradiction.describe(e) + "): "
                    + new Contradiction(t).find().text();
        }
        events.add(e);
        autosave();
        List<String> out = new ArrayList<>();
        out.add(Notes.eventName(events.size() - 1) + ": " + Contradiction.describe(e));
        out.addAll(compact(t, d, true));
        return String.join("\n", out);
    }

    private List<String> compact(PublicTrack t, boolean advice) {
        return compact(t, deduction(t), advice);
    }

    /** The deduction of these notes under the measure shown, or null past the work limit (the Marshal is told, nothing breaks). */
    private Chances deduction(PublicTrack t) {
        try {
            return measure().equals("model") ? model.apply(t, workLimit) : Deduction.of(t, workLimit);
        } catch (WorkLimitExceeded e) {
            return null;
        }
    }

    /** The advice, or null past the limit: its joint counts are held to a quarter of it, as on the web table. */
    private Advice advice(Chances d) {
        try {
            return new Advice(d, true, Advice.MANHUNT_BUDGET, workLimit / 4);
        } catch (WorkLimitExceeded e) {
            return null;
        }
    }

    /** The row, the likeliest values, the hand, the advice when the Marshal is to guess, the next event. */
    private List<String> compact(PublicTrack t, Chances d, boolean advice) {
        List<String> out = new ArrayList<>(CompactView.row(t));
        if (d != null && !d.consistent()) { // only loaded notes can be so: each event taken here is checked first
            out.add(unexplained(t));
            out.add(CompactView.next(t));
            return out;
        }
        if (d == null) {
            out.add(tooLarge());
        } else {
            out.addAll(CompactView.likeliest(d));
        }
        if (t.marshalCards != 0) {
            out.addAll(CompactView.wrap("your cards: ", List.of(org.cardlab.fugitive.Cards.toString(t.marshalCards).split(" "))));
        }
        if (d != null && advice && (t.phase() == Phase.MARSHAL_DRAW || t.phase() == Phase.MARSHAL_GUESS)) {
            out.addAll(lookAhead.apply(t));
        }
        if (d != null && advice && (t.phase() == Phase.MARSHAL_GUESS || t.phase() == Phase.MANHUNT)) {
            Advice a = advice(d);
            out.addAll(a == null ? List.of(NO_ADVICE) : CompactView.advice(a));
        }
        out.add(CompactView.next(t));
        return out;
    }

    /** Why no figures are shown for notes no hidden history explains (loaded so), and the way out. */
    private static String unexplained(PublicTrack t) {
        return "no hidden history explains these notes: " + new Contradiction(t).find().text()
                + "; 'undo' takes back the last event";
    }

    private PublicTrack track(List<NoteEvent> evs) {
        return PublicTrack.read(rules, Notes.of(rules, evs), SESSION);
    }
}
