package org.cardlab.verify;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.cardlab.core.Json;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;

/**
 * Where two specs of the same game disagree. Generic over games: it compares rule by rule
 * the values and the evidence, and knows nothing of any engine, so a new game's specs plug
 * in without code here. A difference either can change play (the values differ, or a rule is
 * in one spec only) or is a difference of evidence only (the same value, justified
 * differently; or a value the spec marks cosmetic).
 */
public final class SpecDiff {

    /** How one rule compares across the two specs. */
    public enum Kind {
        /** The values differ (whatever the evidence on either side). */
        VALUES_DIFFER,
        /** Equal values, but one text settles the rule and the other is silent (its default agrees). */
        SETTLED_VS_SILENT,
        /** Equal values, backed by different kinds of evidence (a quote on one side, a public source on the other). */
        OTHER_EVIDENCE,
        /** The rule exists in one spec only. */
        ONLY_ONE_SIDE,
        /** Equal values and the same kind of evidence. */
        AGREE
    }

    /** One rule on both sides; {@code a} or {@code b} is null when the rule is missing there. */
    public record Entry(String rule, Kind kind, RuleSpec.Rule a, RuleSpec.Rule b) {
        /** True when either spec marks the rule as changing nothing in play. */
        public boolean cosmetic() {
            return a != null && a.cosmetic() || b != null && b.cosmetic();
        }

        /**
         * True when the difference can change play: the values differ (and the rule is not
         * cosmetic), or one spec lacks the rule. Otherwise it is a difference of evidence only.
         */
        public boolean changesPlay() {
            return kind == Kind.VALUES_DIFFER && !cosmetic() || kind == Kind.ONLY_ONE_SIDE;
        }
    }

    public record Result(RuleSpec a, RuleSpec b, List<Entry> entries) {
        public List<Entry> of(Kind kind) {
            return entries.stream().filter(e -> e.kind() == kind).toList();
        }

        /** Every entry that is not plain agreement: what a report lists. */
        public List<Entry> differences() {
            return entries.stream().filter(e -> e.kind() != Kind.AGREE).toList();
        }

        /**
         * The differences a witness search or a report lists one by one: all but those of a
         * quote against a source for the same value (they are only counted).
         */
        public List<Entry> listed() {
            return entries.stream().filter(e -> e.kind() != Kind.AGREE && e.kind() != Kind.OTHER_EVIDENCE).toList();
        }

        /** The differences that can change play (the exit code of {@code specs diff} follows these). */
        public List<Entry> playDifferences() {
            return entries.stream().filter(Entry::changesPlay).toList();
        }

        /** The differences of evidence only: the same play under both specs. */
        public List<Entry> evidenceDifferences() {
            return entries.stream().filter(e -> e.kind() != Kind.AGREE && !e.changesPlay()).toList();
        }

        public int agreeing() {
            return of(Kind.AGREE).size();
        }

        /** The counts in one sentence, as {@code specs diff} and the report close and open a comparison. */
        public String summary() {
            int play = playDifferences().size();
            int evidence = evidenceDifferences().size();
            return String.format("%d of %d rules agree (same value, same kind of evidence); %d %s play, %d %s of evidence only.",
                    agreeing(), entries.size(), play, play == 1 ? "difference changes" : "differences change", evidence,
                    evidence == 1 ? "is" : "are");
        }
    }

    private SpecDiff() {}

    public static Result compare(RuleSpec a, RuleSpec b) {
        if (!a.game().equals(b.game())) {
            throw new UserError("cannot compare specs of different games: " + a.file() + " is " + a.game() + ", "
                    + b.file() + " is " + b.game());
        }
        // rule order: the first spec's, then any rule only the second has
        Set<String> names = new LinkedHashSet<>(a.rules().keySet());
        names.addAll(b.rules().keySet());
        List<Entry> out = new ArrayList<>();
        for (String n : names) {
            RuleSpec.Rule ra = a.rules().get(n);
            RuleSpec.Rule rb = b.rules().get(n);
            out.add(new Entry(n, kind(ra, rb), ra, rb));
        }
        return new Result(a, b, List.copyOf(out));
    }

    private static Kind kind(RuleSpec.Rule a, RuleSpec.Rule b) {
        if (a == null || b == null) {
            return Kind.ONLY_ONE_SIDE;
        }
        if (!Json.sameValue(a.value(), b.value())) {
            return Kind.VALUES_DIFFER;
        }
        boolean aSilent = a.evidence() == RuleSpec.Evidence.SILENT;
        boolean bSilent = b.evidence() == RuleSpec.Evidence.SILENT;
        if (aSilent != bSilent) {
            return Kind.SETTLED_VS_SILENT;
        }
        return a.evidence() == b.evidence() ? Kind.AGREE : Kind.OTHER_EVIDENCE;
    }

    /** How a side justifies its value, in a few words: the quote, or "silent (default: ...)". */
    public static String evidence(RuleSpec.Rule r) {
        if (r == null) {
            return "(no such rule)";
        }
        return switch (r.evidence()) {
            case QUOTE -> "\"" + r.evidenceText() + "\"";
            case SILENT -> "silent; default: " + r.evidenceText();
            case SOURCE -> "source: " + r.evidenceText();
        };
    }
}
