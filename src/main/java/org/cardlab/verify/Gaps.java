package org.cardlab.verify;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongConsumer;
import org.cardlab.core.Game;
import org.cardlab.core.GameRef;
import org.cardlab.core.GameState;
import org.cardlab.core.GapDetector;
import org.cardlab.core.Json;
import org.cardlab.core.Playout;
import org.cardlab.core.Policy;
import org.cardlab.core.Rng;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.Seeds;
import org.cardlab.core.Stats;
import org.cardlab.core.Study;
import org.cardlab.core.UserError;
import org.cardlab.core.WitnessMoves;

/**
 * Rule gaps met in play: situations the rulebook text leaves open (its spec marks the rule
 * silent) or that the spec settles only by a reading of its own (a note beyond the quote).
 * Seeded games are played between bots. A game's own detectors recognise each situation from
 * a move and the states around it; for a silent rule without a detector, a what-if variant of
 * the spec with another value of the rule plays the same moves alongside, and the situation
 * arose wherever the two would allow different moves (among the first few each lists) or where
 * the same move parts them (after which the two games differ, so the variant stops there).
 */
public final class Gaps {

    /** One situation of a rule and how often it arose. */
    public record Situation(String situation, long games, long occurrences, long totalGames) {
        public Stats.Proportion gameRate() {
            return Stats.wilson(games, totalGames);
        }
    }

    /**
     * A rule the text leaves open, the default the engine applied, why (a silent rule's note; for a
     * reading, the words of the text it reads), null when the spec gives no reason, and the situations met.
     */
    public record Gap(String rule, String applied, String why, List<Situation> situations) {}

    /** The gaps met, and the silent rules no situation was looked for (with why). */
    public record Result(String spec, long games, long seed, List<Gap> gaps, List<String> notLookedFor) {}

    private Gaps() {}

    /** A variant of the spec with another value of one rule, played alongside. */
    private record Variant<S extends GameState<M>, M>(String rule, String situation, Game<S, M> game) {}

    /**
     * What the study looks for: the detectors that apply (their indices among the game's), the
     * variants played alongside, the rules not looked for.
     */
    private record Search<S extends GameState<M>, M>(List<Integer> detecting, List<GapDetector<S, M>> detectors,
            List<Variant<S, M>> variants, List<String> notLooked) {}

    /**
     * What a worker needs to look for the same things anywhere: which of the game's detectors and
     * which rule values to play alongside (a game made again on a Spark executor keeps its rule
     * values, not their evidence, so it cannot choose them itself).
     */
    private record Lookout(List<Integer> detecting, List<String> rules, List<String> values) implements java.io.Serializable {
        static Lookout of(Search<?, ?> search) {
            return new Lookout(List.copyOf(search.detecting()), search.variants().stream().map(Variant::rule).toList(),
                    search.variants().stream().map(v -> Json.compact(v.game().spec().rule(v.rule()).value())).toList());
        }
    }

    public static <S extends GameState<M>, M> Result run(Game<S, M> game, List<String> bots, Study.Run run,
            LongConsumer progress) {
        return run(game, bots, run, Study.Plan.threads(), progress);
    }

    /** The study on {@code plan}'s engine, keeping its ranges in the plan's checkpoint, if any. */
    public static <S extends GameState<M>, M> Result run(Game<S, M> game, List<String> bots, Study.Run run, Study.Plan plan,
            LongConsumer progress) {
        RuleSpec spec = game.spec();
        Search<S, M> search = search(game);
        Playout.seats(game, bots);
        GameRef ref = GameRef.of(game);
        List<String> names = List.copyOf(bots);
        long seed = run.seed();
        Lookout lookout = Lookout.of(search);
        Worker<S, M> w = Study.run(run, plan, () -> new Worker<S, M>(ref.game(), names, seed, lookout), progress).result();
        List<GapDetector<S, M>> detectors = search.detectors();
        List<Variant<S, M>> variants = search.variants();
        Map<String, List<Situation>> byRule = new LinkedHashMap<>();
        for (int k = 0; k < detectors.size(); k++) {
            byRule.computeIfAbsent(detectors.get(k).rule(), x -> new ArrayList<>())
                    .add(new Situation(detectors.get(k).situation(), w.inGames[k], w.occurrences[k], run.games()));
        }
        for (int k = 0; k < variants.size(); k++) {
            int j = detectors.size() + k;
            byRule.computeIfAbsent(variants.get(k).rule(), x -> new ArrayList<>())
                    .add(new Situation(variants.get(k).situation(), w.inGames[j], w.occurrences[j], run.games()));
        }
        List<Gap> gaps = new ArrayList<>();
        byRule.forEach((rule, situations) -> {
            RuleSpec.Rule r = spec.rule(rule);
            boolean silent = r.evidence() == RuleSpec.Evidence.SILENT;
            String applied = silent || r.note() == null ? r.evidenceText() : r.note();
            // a reading is the spec's own: show the words it reads beside it
            String why = silent ? r.note() : r.note() != null ? "the text: " + SpecDiff.evidence(r) : null;
            gaps.add(new Gap(rule, applied, why, situations));
        });
        return new Result(spec.name(), run.games(), run.seed(), gaps, search.notLooked());
    }

    /** The detectors and variants of {@code game}'s spec, chosen by its rules' evidence. */
    private static <S extends GameState<M>, M> Search<S, M> search(Game<S, M> game) {
        RuleSpec spec = game.spec();
        List<Integer> detecting = new ArrayList<>();
        List<GapDetector<S, M>> detectors = new ArrayList<>();
        for (int k = 0; k < game.gapDetectors().size(); k++) {
            GapDetector<S, M> d = game.gapDetectors().get(k);
            if (d.reading() || spec.rule(d.rule()).evidence() == RuleSpec.Evidence.SILENT) {
                detecting.add(k);
                detectors.add(d);
            }
        }
        List<Variant<S, M>> variants = new ArrayList<>();
        List<String> notLooked = new ArrayList<>();
        for (RuleSpec.Rule r : spec.rules().values()) {
            if (r.evidence() != RuleSpec.Evidence.SILENT || game.gapDetectors().stream().anyMatch(d -> d.rule().equals(r.name()))) {
                continue;
            }
            if (r.cosmetic()) {
                notLooked.add(r.name() + " (cosmetic: never changes a move or an outcome)");
                continue;
            }
            List<JsonNode> alternatives = game.type().agreement().alternatives(spec, r.name());
            int added = 0;
            for (JsonNode v : alternatives) {
                try {
                    // the variant is dropped where the games part (it cannot follow the game on): say that
                    // its times stop there, or "10 times in 10 games" reads as "once a game" when it is a floor
                    variants.add(new Variant<>(r.name(), "with " + r.name() + " = " + text(v)
                            + " the moves allowed or their outcome would differ (counted only until the two games"
                            + " part)", game.withSpec(spec.with(r.name(), v))));
                    added++;
                } catch (UserError e) {
                    // the engine plays only the spec's value of this rule
                }
            }
            if (added == 0) {
                notLooked.add(r.name() + (alternatives.isEmpty() ? " (no detector, and no other value to compare with)"
                        : " (the engine plays only the spec's value)"));
            }
        }
        return new Search<>(detecting, detectors, variants, notLooked);
    }

    private static String text(JsonNode v) {
        return v.isTextual() ? v.asText() : Json.compact(v);
    }

    /** Legal moves compared per position between a spec and a variant (the first ones each lists). */
    static final int PROBED = 8;

    /** Plays the study's games; only its counts travel (the game, bots, detectors and variants are transient). */
    private static final class Worker<S extends GameState<M>, M> implements Study.Worker<Worker<S, M>> {
        private final transient Game<S, M> game;
        private final transient List<Policy<S, M>> seats;
        private final long seed;
        private final transient List<GapDetector<S, M>> detectors;
        private final transient List<Variant<S, M>> variants;
        private final transient WitnessMoves<S, M> parting;
        final long[] inGames;
        final long[] occurrences;

        Worker(Game<S, M> game, List<String> bots, long seed, Lookout lookout) {
            this.game = game;
            this.seats = Playout.seats(game, bots);
            this.seed = seed;
            this.detectors = lookout.detecting().stream().map(game.gapDetectors()::get).toList();
            this.variants = new ArrayList<>();
            for (int k = 0; k < lookout.rules().size(); k++) {
                String rule = lookout.rules().get(k);
                JsonNode value = Json.parse(lookout.values().get(k), "the value of " + rule);
                variants.add(new Variant<>(rule, "", game.withSpec(game.spec().with(rule, value))));
            }
            this.parting = game.witnessMoves();
            inGames = new long[detectors.size() + variants.size()];
            occurrences = new long[inGames.length];
        }

        @Override
        @SuppressWarnings("unchecked")
        public void play(long index) {
            long deal = Seeds.deal(seed, index);
            S s = game.newGame(deal);
            Rng rng = Seeds.bots(seed, index);
            List<S> alongside = new ArrayList<>();
            for (Variant<S, M> v : variants) {
                alongside.add(v.game().newGame(deal));
            }
            boolean[] seen = new boolean[inGames.length];
            int moves = 0;
            while (!s.isTerminal()) {
                if (++moves > game.maxMoves()) {
                    throw new UserError("a game ran past " + game.maxMoves() + " moves, the stated bound on a game's length");
                }
                M m = seats.get(s.currentPlayer()).choose(s, rng);
                S before = detectors.isEmpty() && alongside.isEmpty() ? null : (S) s.copy();
                s.apply(m);
                for (int k = 0; k < detectors.size(); k++) {
                    if (detectors.get(k).test().arose(before, m, s)) {
                        occurrences[k]++;
                        seen[k] = true;
                    }
                }
                for (int k = 0; k < alongside.size(); k++) {
                    S v = alongside.get(k);
                    if (v == null) {
                        continue;
                    }
                    boolean arose = allowDifferently(before, v);
                    boolean parts = v.whyIllegal(m) != null;
                    if (!parts) {
                        v.apply(m);
                        parts = parting.parted(s, v) || s.isTerminal()
                                && !game.summary(s).equals(variants.get(k).game().summary(v));
                    }
                    if (arose || parts) {
                        int j = detectors.size() + k;
                        occurrences[j]++;
                        seen[j] = true;
                    }
                    if (parts) {
                        alongside.set(k, null);
                    }
                }
            }
            for (int k = 0; k < seen.length; k++) {
                inGames[k] += seen[k] ? 1 : 0;
            }
        }

        /** Some of the first few moves either side lists is refused by the other. */
        private boolean allowDifferently(S x, S y) {
            return x.legalMoves().limit(PROBED).anyMatch(m -> y.whyIllegal(m) != null)
                    || y.legalMoves().limit(PROBED).anyMatch(m -> x.whyIllegal(m) != null);
        }

        @Override
        public void merge(Worker<S, M> o) {
            for (int k = 0; k < inGames.length; k++) {
                inGames[k] += o.inGames[k];
                occurrences[k] += o.occurrences[k];
            }
        }
    }
}
