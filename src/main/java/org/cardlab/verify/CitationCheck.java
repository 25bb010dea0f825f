package org.cardlab.verify;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.cardlab.core.FileKinds;
import org.cardlab.core.Games;
import org.cardlab.core.Json;
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

    /** A JSON file under the specs folder that is not a rule spec, and what it is instead. */
    public record Skipped(Path file, String what) {}

    /** The rule specs under a folder (by their format tag) and the other JSON files found there. */
    public record Scan(List<Path> specs, List<Skipped> skipped) {}

    /** Every spec under {@code specsDir} (at any depth, recognised by its format tag), sorted by path. */
    public static List<Path> specFiles(Path specsDir) {
        return scan(specsDir).specs();
    }

    /**
     * Sorts the JSON files under {@code specsDir} into rule specs (tagged {@code cardlab.spec/1},
     * or shaped like one with no tag or an unknown one, so that loading names the tag) and the rest (notes,
     * games, witnesses...), each with what it is. A file that is not JSON at all is an error: it
     * cannot be told apart from a broken spec.
     */
    public static Scan scan(Path specsDir) {
        if (!Files.isDirectory(specsDir)) {
            String id = specsDir.toString();
            // A game's id where its folder is wanted is a newcomer's slip: name the folder it means.
            String hint = !Files.exists(specsDir) && Games.has(id) ? " (a folder is wanted: " + id + "'s specs are in "
                    + Games.get(id).specsDir() + ")" : "";
            throw new UserError(specsDir + ": " + (Files.exists(specsDir) ? "not a folder" : "no such folder") + hint);
        }
        List<Path> files;
        try (Stream<Path> walk = Files.walk(specsDir)) {
            files = walk.filter(p -> p.toString().endsWith(".json") && Files.isRegularFile(p)).sorted().toList();
        } catch (IOException e) {
            throw new UserError(specsDir + ": cannot list (" + e.getMessage() + ")");
        }
        List<Path> specs = new ArrayList<>();
        List<Skipped> skipped = new ArrayList<>();
        for (Path f : files) {
            JsonNode root = Json.read(f);
            FileKinds.Kind kind = FileKinds.of(root);
            if (kind != null && kind.format().equals(RuleSpec.FORMAT) || kind == null && looksLikeSpec(root)) {
                specs.add(f);
            } else if (kind != null) {
                skipped.add(new Skipped(f, kind.name() + " (" + kind.format() + ")"));
            } else {
                JsonNode tag = root.path("format");
                skipped.add(new Skipped(f, tag.isTextual() ? "format '" + tag.asText() + "', not a rule spec"
                        : "no format tag"));
            }
        }
        return new Scan(specs, skipped);
    }

    /** A spec whose tag is mistyped (cardlab.spce/1): loading it names the tag, instead of skipping a broken spec. */
    private static boolean looksLikeSpec(JsonNode root) {
        return root.isObject() && root.has("rules") && root.has("game");
    }
}
