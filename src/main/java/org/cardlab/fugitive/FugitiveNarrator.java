package org.cardlab.fugitive;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Narrator;

/** A Fugitive game told move by move: the Fugitive's hand, each move in words, the route and the result. */
final class FugitiveNarrator implements Narrator<FugitiveState, FugitiveMove> {

    @Override
    public List<String> start(FugitiveState s) {
        return List.of("Fugitive under the '" + s.rules().name() + "' spec" + (s.seed() != 0 ? ", seed " + s.seed() : "")
                + ". The Fugitive's hand: " + Cards.toString(s.fugitiveHand()));
    }

    @Override
    public List<String> move(int number, FugitiveState before, FugitiveMove m, FugitiveState s) {
        FugitiveRules rules = s.rules();
        Phase phase = before.phase();
        int last = before.hideout(before.routeLength() - 1);
        List<String> out = new ArrayList<>(2);
        out.add(String.format("%3d. %s", number, describe(s, phase, m, last,
                s.events().subList(before.events().size(), s.events().size()))));
        if (phase != Phase.MANHUNT && s.phase() == Phase.MANHUNT) {
            out.add("     Manhunt: " + rules.manhuntComparedWords() + " is " + s.manhuntCompared() + ", "
                    + rules.manhuntThresholdWords() + ": the Marshal names single numbers until a miss.");
        }
        return out;
    }

    @Override
    public List<String> end(FugitiveState s, int moves) {
        List<String> out = new ArrayList<>(2);
        out.add("     Route: " + route(s));
        if (s.isTerminal()) {
            out.add("Result: " + (s.winningSeat() == FugitiveSeat.FUGITIVE ? "the Fugitive wins" : "the Marshal wins") + " (" + s.outcome() + ").");
        } else {
            out.add("The game goes on: " + s.toMove().title() + " to move.");
        }
        return out;
    }

    private static String describe(FugitiveState s, Phase phase, FugitiveMove m, int last, List<NoteEvent> events) {
        FugitiveRules rules = s.rules();
        switch (m.kind()) {
            case DRAW: {
                boolean fugitive = phase == Phase.FUGITIVE_DRAW;
                int card = fugitive ? -1 : ((NoteEvent.MarshalDraw) events.get(0)).card();
                return (fugitive ? "Fugitive draws from deck " + m.value() : "Marshal draws " + card + " (deck " + m.value() + ")");
            }
            case PASS:
                return phase == Phase.FUGITIVE_PLACE ? "Fugitive passes" + (events.size() > 1 ? " and draws a bonus card" : "")
                        : "Marshal makes no guess";
            case HIDE: {
                String sprint = m.cards() == 0 ? "" : " with sprint " + Cards.toString(m.cards()) + " (+" + rules.footprints(m.cards())
                        + " for a step of " + (m.value() - last) + ")";
                return m.value() == rules.escape ? "Fugitive plays " + rules.escape + sprint + ": the escape"
                        : "Fugitive hides " + m.value() + sprint + "   route: " + route(s);
            }
            default: {
                NoteEvent.Guess g = (NoteEvent.Guess) events.get(0);
                StringBuilder sb = new StringBuilder("Marshal guesses " + Cards.toString(m.cards()) + ": ");
                if (!g.hit()) {
                    sb.append("miss");
                } else {
                    sb.append("hit");
                    for (NoteEvent.Reveal r : g.reveals()) {
                        sb.append(", position ").append(r.position()).append(" is ").append(r.hideout());
                        if (r.sprintCards() != 0) {
                            sb.append(" with sprint ").append(Cards.toString(r.sprintCards()));
                        }
                    }
                }
                return sb.toString();
            }
        }
    }

    /** The route as the table shows it to an onlooker who may peek: ?n for a face-down card. */
    public static String route(FugitiveState s) {
        StringBuilder sb = new StringBuilder();
        for (int p = 0; p < s.routeLength(); p++) {
            if (p > 0) {
                sb.append(' ');
            }
            sb.append(s.isFaceUp(p) ? "" : "?").append(s.hideout(p));
            if (s.sprintCards(p) != 0) {
                sb.append('[').append(s.isFaceUp(p) && s.hideout(p) != s.rules().escape ? "" : "?")
                        .append(Cards.toString(s.sprintCards(p))).append(']');
            }
        }
        return sb.toString();
    }
}
