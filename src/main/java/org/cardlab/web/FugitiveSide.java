package org.cardlab.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.Map;
import org.cardlab.core.Json;
import org.cardlab.core.WorkLimitExceeded;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Sprints;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.cardlab.fugitive.exposure.Exposure;

/**
 * The Fugitive's side of a game against the bots: what he may see and how exposed he is. The
 * Marshal's drawn cards are his secret, so the exposure is the {@link Exposure} library's (the
 * Marshal's cards imagined from those the Fugitive never held), never a count over the
 * Marshal's real notes, and the Marshal's side of the view loses his hand.
 */
final class FugitiveSide {
    /** Safest moves shown on the Fugitive's turn. */
    private static final int SAFEST = 3;

    private FugitiveSide() {}

    /**
     * His hand, his route with every card, each face-down hideout's exposure, and on his turn the
     * legal moves and the safest of them ({@code advise}: only when a person plays him).
     */
    static ObjectNode view(FugitiveState state, FugitiveRules rules, boolean advise) {
        ObjectNode o = Json.object();
        o.set("hand", MarshalView.cards(state.fugitiveHand()));
        o.put("escapeCard", rules.escape);
        Exposure ex = null;
        try {
            ex = Exposure.of(state);
        } catch (WorkLimitExceeded e) {
            o.put("tooLarge", "the exact count passed its work limit: exposure unknown for now");
        }
        Map<Integer, Double> exposure = new HashMap<>();
        if (ex != null) {
            ex.hideouts.forEach(h -> exposure.put(h.position(), h.probability()));
        }
        ArrayNode route = o.putArray("route");
        for (int p = 0; p < state.routeLength(); p++) {
            ObjectNode r = route.addObject();
            r.put("position", p).put("value", state.hideout(p)).put("faceUp", state.isFaceUp(p));
            r.set("sprintCards", MarshalView.cards(state.sprintCards(p)));
            if (exposure.containsKey(p)) {
                r.put("exposure", exposure.get(p)); // the Marshal's chance for its true value
            }
        }
        legalMoves(state, o);
        ArrayNode safest = o.putArray("safest");
        if (advise && ex != null) {
            ex.options.stream().filter(x -> !Double.isNaN(x.loss())).limit(SAFEST).forEach(x -> safest.add(safestText(rules, x)));
        }
        o.put("phase", state.phase().name());
        o.put("needFootprints", "each step beyond " + rules.stepLimit + " needs sprint cards: odd cards give "
                + rules.footprintOdd + ", even cards " + rules.footprintEven);
        // what each hideout's sprint cards must be worth, so that the page offers Place only once they are
        ObjectNode needs = o.putObject("stepNeeds");
        int last = state.hideout(state.routeLength() - 1);
        o.get("hideouts").forEach(h -> needs.put(h.asText(), Math.max(0, Sprints.need(rules, last, h.asInt()))));
        o.putObject("footprints").put("odd", rules.footprintOdd).put("even", rules.footprintEven);
        return o;
    }

    private static String safestText(FugitiveRules rules, Exposure.Option x) {
        FugitiveMove m = x.move();
        boolean escape = m.kind() == FugitiveMove.Kind.HIDE && m.value() == rules.escape;
        // in the words of the page's Place button ("Place 9 paying 4 10", "Escape with 42"), not in notation
        String move = inWords(rules, m);
        if (escape) {
            return move + ": caught in the manhunt " + Deduction.percent(x.loss());
        }
        if (x.then() != null) { // the first of the first turn's two: he guesses after the second, which the figures assume
            return move + ", then " + inWords(rules, x.then()).replace("Place ", "") + ": his next guess wins " + Deduction.percent(x.loss())
                    + " · hits " + Deduction.percent(x.hit()) + " · the more exposed new hideout " + Deduction.percent(x.newHideout());
        }
        return move + ": his next guess wins " + Deduction.percent(x.loss()) + " · hits " + Deduction.percent(x.hit())
                + (x.newHideout() > 0 ? " · new hideout exposed " + Deduction.percent(x.newHideout()) : "");
    }

    /** A move in the words of the page's keys: "Place 9 paying 4 10", "Escape with 42", "Pass", "Draw from deck 2". */
    static String inWords(FugitiveRules rules, FugitiveMove m) {
        boolean escape = m.kind() == FugitiveMove.Kind.HIDE && m.value() == rules.escape;
        return switch (m.kind()) {
            case HIDE -> (escape ? "Escape with " : "Place ") + m.value() + (m.cards() == 0 ? "" : " paying " + Cards.toString(m.cards()));
            case PASS -> "Pass";
            case DRAW -> "Draw from deck " + m.value();
            case GUESS -> "Guess " + Cards.toString(m.cards());
        };
    }

    private static void legalMoves(FugitiveState state, ObjectNode o) {
        ArrayNode hideouts = o.putArray("hideouts");
        ArrayNode decks = o.putArray("decks");
        boolean pass = false;
        if (!state.isTerminal() && state.toMove() == FugitiveSeat.FUGITIVE) {
            long hs = 0;
            long ds = 0;
            for (FugitiveMove m : (Iterable<FugitiveMove>) state.legalMoves()::iterator) {
                switch (m.kind()) {
                    case HIDE -> hs |= 1L << m.value();
                    case DRAW -> ds |= 1L << m.value();
                    case PASS -> pass = true;
                    default -> { }
                }
            }
            hideouts.addAll(MarshalView.cards(hs));
            decks.addAll(MarshalView.cards(ds));
        }
        o.put("mayPass", pass);
    }

    /**
     * The Marshal's side as the Fugitive sees it: no hand, no list of cards the Marshal could
     * draw (its gaps are his hand), only public cards seen, and each of his draws by its deck.
     */
    static void hideMarshalCards(ObjectNode m, PublicTrack t) {
        m.remove("hand");
        m.remove("legal");
        m.set("seen", MarshalView.cards(t.seen & ~t.marshalCards & ~1L));
        ArrayNode events = (ArrayNode) m.get("events");
        for (int i = 0; i < t.events.size(); i++) {
            if (t.events.get(i) instanceof NoteEvent.MarshalDraw d) {
                ((ObjectNode) events.get(i)).put("text", "the Marshal drew a card from deck " + t.rules.deckOf(d.card()));
            }
        }
    }
}
