package org.cardlab.fugitive;

import com.fasterxml.jackson.databind.node.BooleanNode;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.GapDetector;

/**
 * Fugitive's situations a rulebook may leave open, each recognised from a move and the states
 * around it: for the gap finder of rulebook agreement ({@code cardlab specs gaps}).
 */
public final class FugitiveGapDetectors {
    private FugitiveGapDetectors() {}

    /** The situations each Fugitive rule decides, as the gap finder looks for them in play. */
    public static List<GapDetector<FugitiveState, FugitiveMove>> of(FugitiveRules rules) {
        FugitiveRules strict = new FugitiveRules(rules.spec.with("overpay", BooleanNode.FALSE));
        List<GapDetector<FugitiveState, FugitiveMove>> d = new ArrayList<>();
        d.add(new GapDetector<>("emptyDeck", "a draw was due and a deck was empty (the player had to choose another)", false,
                (b, m, a) -> (b.phase() == Phase.FUGITIVE_DRAW || b.phase() == Phase.MARSHAL_DRAW)
                        && (b.deckLeft(1) == 0 || b.deckLeft(2) == 0 || b.deckLeft(3) == 0)));
        d.add(new GapDetector<>("emptyDeck", "a draw was due and every deck was empty (the draw was skipped)", false,
                (b, m, a) -> b.phase() == Phase.MARSHAL_GUESS && a.phase() == Phase.FUGITIVE_PLACE && rules.fugitiveDraws > 0
                        || (b.phase() == Phase.FUGITIVE_PLACE || b.phase() == Phase.FUGITIVE_FIRST)
                                && a.phase() == Phase.MARSHAL_GUESS && rules.marshalDraws > 0));
        d.add(new GapDetector<>("manhuntNothingHidden", "the escape card was played, the manhunt was due, and no hideout was face down", false,
                (b, m, a) -> isEscape(rules, m) && b.faceDownCount() == 0 && rules.manhuntStarts(b.manhuntCompared())));
        d.add(new GapDetector<>("overpay", "a sprint set overpaid (a card could be left out, or no sprint was needed)", false,
                (b, m, a) -> m.kind() == FugitiveMove.Kind.HIDE && m.cards() != 0 && !Sprints.legal(strict,
                        Sprints.pool(strict, b.fugitiveHand(), m.value()), m.cards(), Sprints.need(strict, last(b), m.value()))));
        d.add(new GapDetector<>("maxSprintCards", "two or more sprint cards under one hideout", false,
                (b, m, a) -> m.kind() == FugitiveMove.Kind.HIDE && Long.bitCount(m.cards()) >= 2));
        d.add(new GapDetector<>("footprints", "sprint cards were played (their footprint values count)", false,
                (b, m, a) -> m.kind() == FugitiveMove.Kind.HIDE && m.cards() != 0));
        d.add(new GapDetector<>("sprintWith42", "a sprint was needed while the Fugitive held the escape card", false,
                (b, m, a) -> m.kind() == FugitiveMove.Kind.HIDE && !isEscape(rules, m)
                        && Sprints.need(rules, last(b), m.value()) > 0 && Cards.has(b.fugitiveHand(), rules.escape)));
        d.add(new GapDetector<>("passBonus", "the Fugitive passed", false,
                (b, m, a) -> m.kind() == FugitiveMove.Kind.PASS && b.phase() == Phase.FUGITIVE_PLACE));
        d.add(new GapDetector<>("marshalMayPass", "a Marshal's guess turn (may he pass?)", false,
                (b, m, a) -> b.phase() == Phase.MARSHAL_GUESS));
        d.add(new GapDetector<>("manhuntRevealed", "the escape card was played with no hideout revealed (card 0 is what is compared)", true,
                (b, m, a) -> isEscape(rules, m) && b.highestRevealed() == 0));
        if (rules.manhuntRevealed == FugitiveRules.ManhuntRevealed.LAST_REVEALED) {
            d.add(new GapDetector<>("manhuntRevealed",
                    "one guess revealed several hideouts: which is 'the last revealed'? (the engine takes the highest)", true,
                    (b, m, a) -> m.kind() == FugitiveMove.Kind.GUESS && revealedNow(b, a) >= 2));
        }
        if (rules.marshalWin == FugitiveRules.MarshalWin.LAST) {
            d.add(new GapDetector<>("marshalWin",
                    "the Marshal won by revealing the last-placed hideout with others still face down", true,
                    (b, m, a) -> a.isTerminal() && a.winningSeat() == FugitiveSeat.MARSHAL && a.faceDownCount() > 0));
        }
        return d;
    }

    private static boolean isEscape(FugitiveRules rules, FugitiveMove m) {
        return m.kind() == FugitiveMove.Kind.HIDE && m.value() == rules.escape;
    }

    private static int last(FugitiveState s) {
        return s.hideout(s.routeLength() - 1);
    }

    private static int revealedNow(FugitiveState before, FugitiveState after) {
        List<NoteEvent> ev = after.events();
        if (ev.size() <= before.events().size() || !(ev.get(ev.size() - 1) instanceof NoteEvent.Guess g)) {
            return 0;
        }
        return g.reveals().size();
    }
}
