package org.cardlab.verify;

import com.fasterxml.jackson.databind.node.BooleanNode;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Rng;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.Stats;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.FugitiveStudy;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Phase;
import org.cardlab.fugitive.Sprints;
import org.cardlab.fugitive.bots.FugitiveBots;
import org.cardlab.fugitive.bots.FugitivePolicy;

/**
 * Rule gaps met in play: situations the rulebook text leaves open (its spec marks the rule
 * silent) or that the spec settles only by a reading of its own (a note beyond the quote).
 * Seeded games are played between bots and each move is checked by comparing the state before
 * and after it (the engine has no hook that reports when it applies a default).
 */
public final class FugitiveGaps {

    /** What a detector sees: the state before a move, the move, and the state after it. */
    @FunctionalInterface
    interface Test {
        boolean arose(FugitiveState before, FugitiveMove move, FugitiveState after);
    }

    /**
     * One kind of situation.
     *
     * @param rule     the spec rule that decides it
     * @param reading  true when the text quotes the rule but the situation needs the spec's own
     *                 reading (its note): a gap whatever the evidence
     */
    record Detector(String rule, String situation, boolean reading, Test test) {}

    /** A situation and how often it arose. */
    public record Gap(String rule, String situation, String applied, long games, long occurrences, long totalGames) {
        public Stats.Proportion gameRate() {
            return Stats.wilson(games, totalGames);
        }
    }

    /** The gaps met, and the silent rules no situation was looked for (with why). */
    public record Result(String spec, String fugitiveBot, String marshalBot, long games, long seed, List<Gap> gaps,
            List<String> notLookedFor) {}

    private FugitiveGaps() {}

    static List<Detector> detectors(FugitiveRules rules) {
        FugitiveRules strict = new FugitiveRules(SpecVariant.withValue(rules.spec, "overpay", BooleanNode.FALSE));
        List<Detector> d = new ArrayList<>();
        d.add(new Detector("emptyDeck", "a draw was due and a deck was empty (the player had to choose another)", false,
                (b, m, a) -> (b.phase() == Phase.FUGITIVE_DRAW || b.phase() == Phase.MARSHAL_DRAW)
                        && (b.deckLeft(1) == 0 || b.deckLeft(2) == 0 || b.deckLeft(3) == 0)));
        d.add(new Detector("emptyDeck", "a draw was due and every deck was empty (the draw was skipped)", false,
                (b, m, a) -> b.phase() == Phase.MARSHAL_GUESS && a.phase() == Phase.FUGITIVE_PLACE && rules.fugitiveDraws > 0
                        || (b.phase() == Phase.FUGITIVE_PLACE || b.phase() == Phase.FUGITIVE_FIRST)
                                && a.phase() == Phase.MARSHAL_GUESS && rules.marshalDraws > 0));
        d.add(new Detector("manhuntNothingHidden", "42 was played, the manhunt was due, and no hideout was face down", false,
                (b, m, a) -> isEscape(m) && b.faceDownCount() == 0 && rules.manhuntStarts(b.manhuntCompared())));
        d.add(new Detector("overpay", "a sprint set overpaid (a card could be left out, or no sprint was needed)", false,
                (b, m, a) -> m.kind() == FugitiveMove.Kind.HIDE && m.cards() != 0 && !Sprints.legal(strict,
                        Sprints.pool(strict, b.fugitiveHand(), m.value()), m.cards(), Sprints.need(strict, last(b), m.value()))));
        d.add(new Detector("maxSprintCards", "two or more sprint cards under one hideout", false,
                (b, m, a) -> m.kind() == FugitiveMove.Kind.HIDE && Long.bitCount(m.cards()) >= 2));
        d.add(new Detector("footprints", "sprint cards were played (their footprint values count)", false,
                (b, m, a) -> m.kind() == FugitiveMove.Kind.HIDE && m.cards() != 0));
        d.add(new Detector("sprintWith42", "a sprint was needed while the Fugitive held 42", false,
                (b, m, a) -> m.kind() == FugitiveMove.Kind.HIDE && !isEscape(m)
                        && Sprints.need(rules, last(b), m.value()) > 0 && Cards.has(b.fugitiveHand(), FugitiveRules.ESCAPE)));
        d.add(new Detector("passBonus", "the Fugitive passed", false,
                (b, m, a) -> m.kind() == FugitiveMove.Kind.PASS && b.phase() == Phase.FUGITIVE_PLACE));
        d.add(new Detector("marshalMayPass", "a Marshal's guess turn (may he pass?)", false,
                (b, m, a) -> b.phase() == Phase.MARSHAL_GUESS));
        d.add(new Detector("manhuntRevealed", "42 was played with no hideout revealed (card 0 is what is compared)", true,
                (b, m, a) -> isEscape(m) && b.highestRevealed() == 0));
        if (rules.manhuntRevealed == FugitiveRules.ManhuntRevealed.LAST_REVEALED) {
            d.add(new Detector("manhuntRevealed",
                    "one guess revealed several hideouts: which is 'the last revealed'? (the engine takes the highest)", true,
                    (b, m, a) -> m.kind() == FugitiveMove.Kind.GUESS && revealedNow(b, a) >= 2));
        }
        if (rules.marshalWin == FugitiveRules.MarshalWin.LAST) {
            d.add(new Detector("marshalWin",
                    "the Marshal won by revealing the last-placed hideout with others still face down", true,
                    (b, m, a) -> a.isTerminal() && a.winner() == FugitiveState.MARSHAL && a.faceDownCount() > 0));
        }
        return d;
    }

    private static boolean isEscape(FugitiveMove m) {
        return m.kind() == FugitiveMove.Kind.HIDE && m.value() == FugitiveRules.ESCAPE;
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

    public static Result run(FugitiveRules rules, String fugitiveBot, String marshalBot, int games, long seed,
            java.util.function.LongConsumer progress) {
        if (games < 1) {
            throw new UserError("--games must be at least 1");
        }
        FugitivePolicy f = FugitiveBots.create(fugitiveBot, FugitiveState.FUGITIVE);
        FugitivePolicy mp = FugitiveBots.create(marshalBot, FugitiveState.MARSHAL);
        // only situations the text leaves open: a silent rule, or the spec's own reading of a quoted one
        List<Detector> ds = detectors(rules).stream()
                .filter(d -> d.reading() || rules.spec.rule(d.rule()).evidence() != RuleSpec.Evidence.QUOTE).toList();
        long[] inGames = new long[ds.size()];
        long[] occurrences = new long[ds.size()];
        for (int i = 0; i < games; i++) {
            FugitiveState s = FugitiveState.newGame(rules, FugitiveStudy.dealSeed(seed, i));
            Rng rng = Rng.forGame(~seed, i);
            boolean[] seen = new boolean[ds.size()];
            while (!s.isTerminal()) {
                FugitiveMove m = (s.currentPlayer() == FugitiveState.FUGITIVE ? f : mp).choose(s, rng);
                FugitiveState before = s.copy();
                s.apply(m);
                for (int k = 0; k < ds.size(); k++) {
                    if (ds.get(k).test().arose(before, m, s)) {
                        occurrences[k]++;
                        seen[k] = true;
                    }
                }
            }
            for (int k = 0; k < ds.size(); k++) {
                inGames[k] += seen[k] ? 1 : 0;
            }
            if (progress != null) {
                progress.accept(i + 1);
            }
        }
        List<Gap> gaps = new ArrayList<>();
        for (int k = 0; k < ds.size(); k++) {
            Detector d = ds.get(k);
            RuleSpec.Rule r = rules.spec.rule(d.rule());
            String applied = r.evidence() == RuleSpec.Evidence.SILENT ? r.evidenceText()
                    : (r.note() != null ? r.note() : r.evidenceText());
            gaps.add(new Gap(d.rule(), d.situation(), applied, inGames[k], occurrences[k], games));
        }
        List<String> notLooked = new ArrayList<>();
        for (RuleSpec.Rule r : rules.spec.rules().values()) {
            if (r.evidence() == RuleSpec.Evidence.SILENT && ds.stream().noneMatch(d -> d.rule().equals(r.name()))) {
                notLooked.add(r.name() + (r.cosmetic() ? " (cosmetic: never changes a move or an outcome)" : " (no detector)"));
            }
        }
        return new Result(rules.name(), fugitiveBot, marshalBot, games, seed, gaps, notLooked);
    }
}
