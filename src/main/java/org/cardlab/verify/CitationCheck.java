package org.cardlab.verify;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;

/** Checks that every quoted rule value occurs, verbatim up to whitespace, in its rulebook text. */
public final class CitationCheck {

    /** A quote that its rulebook does not contain. */
    public record Missing(Path spec, String rule, String quote) {}

    /** The outcome for one spec file. */
    public record SpecResult(RuleSpec spec, int quotes, int silent, int sourced, List<Missing> missing) {}

    private CitationCheck() {}

    /** Collapses every run of whitespace (including non-breaking spaces) to one space. */
    public static String normalise(String text) {
        return text.replaceAll("[\\s\\u00A0\\u2007\\u202F]+", " ").strip();
    }

    public static SpecResult check(RuleSpec spec) {
        String text = null;
        if (spec.rulebook() != null) {
            Path book = spec.rulebookPath();
            try {
                text = normalise(Files.readString(book, StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UserError(spec.file() + ": field 'rulebook' names " + book + ", which cannot be read");
            }
        }
        int quotes = 0;
        int silent = 0;
        int sourced = 0;
        List<Missing> missing = new ArrayList<>();
        for (RuleSpec.Rule r : spec.rules().values()) {
            switch (r.evidence()) {
                case QUOTE -> {
                    for (String quote : r.quotes()) {
                        quotes++;
                        if (!text.contains(normalise(quote))) {
                            missing.add(new Missing(spec.file(), r.name(), quote));
                        }
                    }
                }
                case SILENT -> silent++;
                case SOURCE -> sourced++;
            }
        }
        return new SpecResult(spec, quotes, silent, sourced, missing);
    }

    /** Every spec under {@code specsDir} (specs/&lt;game&gt;/&lt;name&gt;.json), sorted by path. */
    public static List<Path> specFiles(Path specsDir) {
        if (!Files.isDirectory(specsDir)) {
            throw new UserError(specsDir + ": no such folder");
        }
        try (Stream<Path> walk = Files.walk(specsDir, 2)) {
            return walk.filter(p -> p.toString().endsWith(".json") && Files.isRegularFile(p)).sorted().toList();
        } catch (IOException e) {
            throw new UserError(specsDir + ": cannot list (" + e.getMessage() + ")");
        }
    }
}
