package org.cardlab.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.cardlab.core.Json;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.deduce.Advice;
import org.cardlab.fugitive.deduce.Chances;
import org.cardlab.fugitive.deduce.ChancesReport;
import org.cardlab.fugitive.deduce.Contradiction;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.cardlab.fugitive.deduce.model.Belief;
import org.cardlab.fugitive.search.MarshalSearch;
import org.cardlab.fugitive.search.SearchAdvice;

/**
 * What the Marshal's page shows, as JSON, from the public track of his notes: the row of the
 * table, the events in words, his hand and every card seen, which events may come next, and
 * (unless a puzzle hides them) the deduction's figures and the advice exactly as the library
 * computes them ({@link Deduction#toJson()}, {@link Advice#toJson()}): the page draws them and
 * never computes a chance itself.
 */
final class MarshalView {
    /**
     * Work limits (DP states of the exact count's walk) of one count, so that notes too large
     * for the counter answer within seconds instead of holding a request (and a few hundred MB)
     * for minutes. The deduction's is the commands' own, so the page has figures exactly where
     * {@code fugitive deduce} has them; the advice makes many joint counts, each held lower.
     */
    static final long DEDUCTION_LIMIT = Deduction.COMMAND_WORK_LIMIT;
    static final long ADVICE_LIMIT = Deduction.COMMAND_WORK_LIMIT / 4;
    /** Sprint-count buttons offered for a hideout (a spec may allow more; the deduction refuses what cannot be). */
    static final int SPRINT_BUTTONS = 8;

    private MarshalView() {}

    /**
     * The whole view; {@code figures} null for a puzzle, whose chances would give the answer
     * away. The figures are the ones the table already computed for this change: drawing the
     * view runs no second count.
     */
    static ObjectNode of(PublicTrack t, Figures figures, MarshalSearch.Settings search) {
        ObjectNode o = Json.object();
        o.put("spec", t.rules.name());
        o.put("escapeCard", t.rules.escape);
        o.put("phase", t.phase().name());
        o.put("next", nextInWords(t));
        if (t.outcome() != null) {
            o.put("outcome", t.outcome());
        }
        o.set("events", events(t.events));
        o.set("hand", cards(t.marshalCards));
        o.set("seen", cards(t.seen & ~1L));
        o.set("decksLeft", decksLeft(t));
        ArrayNode deckCards = o.putArray("deckCards"); // each deck's lowest and highest card: offline, the page counts the draws waiting
        for (int d = 0; d < 3; d++) {
            deckCards.addArray().add(t.rules.deckLow[d]).add(t.rules.deckHigh[d]);
        }
        o.set("legal", legal(t));
        if (figures != null) {
            figures(figures, search, o);
        }
        o.set("route", route(t));
        return o;
    }

    /**
     * The chances and, when the Marshal is to guess, the advice: the library's own JSON.
     *
     * <p>{@code chances} holds every measure the page can show, by name, and {@code shown} the one
     * it shows unless the person asks for "logic only": {@code logic}, the uniform measure (exactly
     * what {@code fugitive deduce} gives with the uniform measure), and {@code model}, the model measure (exactly
     * what {@code fugitive deduce} gives by default), shown by default; the page's bars and heat map follow the shown
     * one and its toggle shows {@code chances.logic}. The numbers logic rules out stay struck either way.
     */
    private static void figures(Figures f, MarshalSearch.Settings search, ObjectNode o) {
        PublicTrack t = f.track();
        if (f.tooLarge()) {
            o.put("tooLarge", "the exact count passed its work limit on these notes: no figures for now");
            return;
        }
        Deduction d = f.deduction();
        ObjectNode chances = o.putObject("chances");
        chances.put("shown", "logic");
        if (!d.consistent()) {
            // imported notes may already conflict: say which events, as deduce does
            chances.putObject("logic").put("consistent", false).put("histories", "0");
            Contradiction.Result r = new Contradiction(t).find();
            o.put("inconsistent", "no hidden history explains these notes: " + r.text());
            o.set("conflict", MarshalTable.conflictJson(t, r));
            return;
        }
        chances.set("logic", d.toJson());
        Belief belief = belief(t);
        if (belief != null) {
            ObjectNode model = ChancesReport.toJson(belief);
            model.put("label", belief.label());
            chances.set("model", model);
            chances.put("shown", "model");
        }
        if (t.phase() == Phase.MARSHAL_GUESS || t.phase() == Phase.MANHUNT) {
            // the hit chances beside the recommendation are those of the shown measure, as `fugitive advise` gives them
            o.set("advice", advice(belief != null ? belief : d));
        }
        if (t.phase() == Phase.MARSHAL_DRAW || t.phase() == Phase.MARSHAL_GUESS) {
            // what wins the game, not only what hits now: the search Marshal's look-ahead, seeded by
            // the notes' length so a reload shows the same advice
            o.set("search", SearchAdvice.of(t, search, t.events.size()).toJson());
        }
    }

    /**
     * The model measure over the notes (the Fugitive model's styles weighing each consistent
     * history); null past the work limit, when the page shows logic only.
     */
    private static Belief belief(PublicTrack t) {
        try {
            return Belief.of(t, DEDUCTION_LIMIT);
        } catch (WorkLimitExceeded e) {
            return null;
        }
    }

    private static ObjectNode advice(Chances c) {
        try {
            return new Advice(c, true, Advice.MANHUNT_BUDGET, ADVICE_LIMIT).toJson();
        } catch (WorkLimitExceeded e) {
            ObjectNode o = Json.object();
            o.put("tooLarge", "the advice's joint counts passed their work limit: the single-number chances below are exact");
            return o;
        }
    }

    static ArrayNode events(List<NoteEvent> events) {
        ArrayNode a = Json.array();
        int n = 1;
        for (NoteEvent e : events) {
            ObjectNode eo = a.addObject();
            eo.put("n", n++);
            eo.put("by", byFugitive(e) ? "fugitive" : "marshal");
            eo.put("text", Contradiction.describe(e));
        }
        return a;
    }

    static boolean byFugitive(NoteEvent e) {
        return e instanceof NoteEvent.FugitiveDraw || e instanceof NoteEvent.Hideout || e instanceof NoteEvent.Pass
                || e instanceof NoteEvent.Escape;
    }

    /** The row: card 0, each hideout (face up with its sprint cards, or face down with its chances), 42 when played. */
    private static ArrayNode route(PublicTrack t) {
        ArrayNode a = Json.array();
        for (PublicTrack.Position p : t.positions) {
            ObjectNode po = a.addObject();
            po.put("position", p.index);
            po.put("sprints", p.sprints);
            if (p.index == 0 || p.escape || p.revealed()) {
                po.put("faceUp", true);
                po.put("value", p.value);
                po.set("sprintCards", cards(p.sprintCards));
            } else {
                po.put("faceUp", false);
            }
            if (p.escape) {
                po.put("escape", true);
            }
        }
        return a;
    }

    /** The events that may come next, for enabling the page's buttons; the track still judges each one. */
    static ObjectNode legal(PublicTrack t) {
        ObjectNode o = Json.object();
        ArrayNode kinds = o.putArray("kinds");
        FugitiveRules r = t.rules;
        switch (t.phase()) {
            case FUGITIVE_FIRST -> kinds.add("hideout");
            case FUGITIVE_DRAW, PASS_BONUS -> kinds.add("fugitive-draw");
            case FUGITIVE_PLACE -> {
                kinds.add("hideout");
                if (!t.escaped()) {
                    kinds.add("escape");
                }
                kinds.add("pass");
            }
            case MARSHAL_DRAW -> kinds.add("marshal-draw");
            case MARSHAL_GUESS -> {
                kinds.add("guess");
                if (r.marshalMayPass) {
                    kinds.add("marshal-pass");
                }
            }
            case MANHUNT -> kinds.add("guess");
            case OVER -> { }
        }
        ArrayNode decks = o.putArray("decks");
        if (t.phase() == Phase.PASS_BONUS) {
            for (int d = 1; d <= 3; d++) {
                if (t.table().deckLeft(d) > 0) {
                    decks.add(d);
                    break;
                }
            }
        } else {
            for (int d = 1; d <= 3; d++) {
                if (t.table().deckLeft(d) > 0) {
                    decks.add(d);
                }
            }
        }
        long drawable = 0;
        for (int d = 1; d <= 3; d++) {
            if (t.table().deckLeft(d) > 0) {
                drawable |= Cards.range(r.deckLow[d - 1], r.deckHigh[d - 1]);
            }
        }
        o.set("cards", cards(drawable & ~t.seen));
        o.set("numbers", cards(t.table().guessable()));
        o.put("maxSprints", Math.min(r.maxSprintCards, SPRINT_BUTTONS));
        boolean manhunt = t.phase() == Phase.MANHUNT;
        o.put("multi", r.multiGuess && !(manhunt && r.manhuntSingleGuesses));
        o.put("allOrNothing", r.multiGuessAllOrNothing || manhunt);
        ArrayNode down = o.putArray("faceDown");
        for (PublicTrack.Position p : t.positions) {
            if (p.faceDown() && p.index > 0) {
                ObjectNode d = down.addObject().put("position", p.index).put("sprints", p.sprints);
                d.set("sprintCards", cards(sprintCardsUnder(t, p)));
            }
        }
        return o;
    }

    /** Each deck's cards left after the notes of {@code t}. */
    static ArrayNode decksLeft(PublicTrack t) {
        ArrayNode decks = Json.array();
        for (int d = 1; d <= 3; d++) {
            decks.add(t.table().deckLeft(d));
        }
        return decks;
    }

    /**
     * The cards a reveal may show beneath a face-down hideout: cards not yet seen, of the decks the
     * Fugitive held cards of when he placed it (his starting hand, the decks of the deal, the decks
     * he had drawn from), and 42 only where the spec lets it be a sprint card. The track still
     * judges the reveal; this only keeps impossible cards off the page.
     */
    static long sprintCardsUnder(PublicTrack t, PublicTrack.Position p) {
        FugitiveRules r = t.rules;
        long held = 0;
        for (int c : r.startingHand) {
            held |= 1L << c;
        }
        for (int d = 1; d <= 3; d++) {
            if (r.initialDraws[d - 1] > 0 || t.drawsBefore(d, p.placedAt) > 0) {
                held |= Cards.range(r.deckLow[d - 1], r.deckHigh[d - 1]);
            }
        }
        if (!r.sprintWith42) {
            held &= ~(1L << r.escape);
        }
        return held & ~t.seen & ~1L;
    }

    static String nextInWords(PublicTrack t) {
        return switch (t.phase()) {
            case FUGITIVE_FIRST -> "the Fugitive places his opening hideouts (" + t.table().pending() + " to go)";
            case FUGITIVE_DRAW -> "the Fugitive draws";
            case FUGITIVE_PLACE -> "the Fugitive places a hideout, plays " + t.rules.escape + " (the escape) or passes";
            case PASS_BONUS -> "the Fugitive draws his pass bonus card";
            case MARSHAL_DRAW -> "the Marshal draws";
            case MARSHAL_GUESS -> "the Marshal guesses";
            case MANHUNT -> "the manhunt: the Marshal names one hideout at a time";
            case OVER -> "the game is over: " + t.outcome();
        };
    }

    static ArrayNode cards(long set) {
        ArrayNode a = Json.array();
        for (int c : Cards.toArray(set)) {
            a.add(c);
        }
        return a;
    }
}
