package org.cardlab.core;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * One rulebook's rules as data (format {@code cardlab.spec/1}). Every rule carries its value
 * and its evidence: a verbatim quote from the rulebook text, {@code silent} with the named
 * default the engine then applies, or (for reference specs without a text) a public source.
 * Unknown fields are errors.
 */
public final class RuleSpec {
    public static final String FORMAT = "cardlab.spec/1";

    /** How a rule's value is justified. */
    public enum Evidence { QUOTE, SILENT, SOURCE }

    /**
     * @param quotes       the verbatim quotes (QUOTE evidence: one or more), otherwise empty
     * @param evidenceText the quotes joined by " … ", the named default (silent) or the source
     * @param note         optional explanation of the reading taken
     * @param cosmetic     true when the rule changes nothing in play (e.g. where a symbol is printed)
     */
    public record Rule(String name, JsonNode value, Evidence evidence, List<String> quotes, String evidenceText,
            String note, boolean cosmetic) {}

    private final Path file;
    private final String game;
    private final String name;
    private final String title;
    private final String rulebook;
    private final Map<String, Rule> rules;

    private RuleSpec(Path file, String game, String name, String title, String rulebook, Map<String, Rule> rules) {
        this.file = file;
        this.game = game;
        this.name = name;
        this.title = title;
        this.rulebook = rulebook;
        this.rules = Collections.unmodifiableMap(rules);
    }

    public static RuleSpec load(Path file) {
        return parse(Json.read(file), file);
    }

    public static RuleSpec parse(JsonNode root, Path file) {
        String where = file.toString();
        FileKinds.require(root, where, FORMAT);
        Json.onlyFields(root, where, Set.of("format", "game", "name", "title", "rulebook", "rules"));
        String game = Json.text(root, "game", where);
        String name = Json.text(root, "name", where);
        String title = root.has("title") ? Json.text(root, "title", where) : name;
        String rulebook = root.has("rulebook") ? Json.text(root, "rulebook", where) : null;
        JsonNode rulesNode = Json.field(root, "rules", where);
        Json.requireObject(rulesNode, where + ": rules");
        Map<String, Rule> rules = new LinkedHashMap<>();
        for (var e : rulesNode.properties()) {
            rules.put(e.getKey(), parseRule(e.getKey(), e.getValue(), where + ": rules." + e.getKey(), rulebook != null));
        }
        return new RuleSpec(file, game, name, title, rulebook, rules);
    }

    private static Rule parseRule(String ruleName, JsonNode node, String where, boolean hasRulebook) {
        Json.onlyFields(node, where, Set.of("value", "quote", "silent", "default", "source", "note", "cosmetic"));
        if (!node.has("value")) {
            throw new UserError(where + ": missing field 'value'");
        }
        int kinds = (node.has("quote") ? 1 : 0) + (node.has("silent") ? 1 : 0) + (node.has("source") ? 1 : 0);
        if (kinds != 1) {
            throw new UserError(where + ": needs exactly one of 'quote', 'silent' or 'source'");
        }
        String note = node.has("note") ? Json.text(node, "note", where) : null;
        boolean cosmetic = node.has("cosmetic") && Json.bool(node, "cosmetic", where);
        if (node.has("quote")) {
            if (!hasRulebook) {
                throw new UserError(where + ": a quote needs the spec's 'rulebook' field");
            }
            List<String> quotes = new ArrayList<>();
            JsonNode q = node.get("quote");
            if (q.isTextual()) {
                quotes.add(q.asText());
            } else if (q.isArray() && q.size() > 0) {
                for (JsonNode e : q) {
                    if (!e.isTextual()) {
                        throw new UserError(where + ": field 'quote' must be a string or a list of strings");
                    }
                    quotes.add(e.asText());
                }
            } else {
                throw new UserError(where + ": field 'quote' must be a string or a list of strings");
            }
            if (quotes.stream().anyMatch(String::isBlank)) {
                throw new UserError(where + ": empty quote");
            }
            return new Rule(ruleName, node.get("value"), Evidence.QUOTE, List.copyOf(quotes), String.join(" … ", quotes),
                    note, cosmetic);
        }
        if (node.has("silent")) {
            if (!Json.bool(node, "silent", where)) {
                throw new UserError(where + ": 'silent' can only be true (give a quote otherwise)");
            }
            String def = Json.text(node, "default", where);
            return new Rule(ruleName, node.get("value"), Evidence.SILENT, List.of(), def, note, cosmetic);
        }
        if (node.has("default")) {
            throw new UserError(where + ": 'default' only goes with 'silent'");
        }
        return new Rule(ruleName, node.get("value"), Evidence.SOURCE, List.of(), Json.text(node, "source", where), note,
                cosmetic);
    }

    /** Requires exactly these rule names: a missing one or an unknown one is an error naming it. */
    public void requireExactly(Set<String> known) {
        for (String k : new TreeSet<>(known)) {
            if (!rules.containsKey(k)) {
                throw new UserError(file + ": missing rule 'rules." + k + "'");
            }
        }
        for (String k : rules.keySet()) {
            if (!known.contains(k)) {
                throw new UserError(file + ": unknown rule 'rules." + k + "' for game " + game);
            }
        }
    }

    public Rule rule(String ruleName) {
        Rule r = rules.get(ruleName);
        if (r == null) {
            throw new UserError(where() + ": missing rule 'rules." + ruleName + "'");
        }
        return r;
    }

    public JsonNode value(String ruleName) {
        return rule(ruleName).value();
    }

    public int intValue(String ruleName) {
        JsonNode v = value(ruleName);
        if (!v.isIntegralNumber() || !v.canConvertToInt()) {
            throw new UserError(where() + ": rules." + ruleName + ".value must be an integer");
        }
        return v.asInt();
    }

    /**
     * An integer within {@code min..max}: the values that mean something for this rule. Outside
     * them, one line naming the file, the rule, the value and the range.
     */
    public int intValue(String ruleName, int min, int max) {
        int v = intValue(ruleName);
        if (v < min || v > max) {
            throw invalid(ruleName, "value " + v + " is out of range " + min + ".." + max);
        }
        return v;
    }

    /**
     * The error for a rule whose value the game cannot be played with, as one line: "FILE:
     * rules.NAME: PROBLEM". The games' rule classes use it for checks that need more than a range
     * (a value that makes the game impossible or endless).
     */
    public UserError invalid(String ruleName, String problem) {
        return new UserError(where() + ": rules." + ruleName + ": " + problem);
    }

    /** An integer or null (for "no limit"). */
    public Integer optionalIntValue(String ruleName) {
        JsonNode v = value(ruleName);
        if (v.isNull()) {
            return null;
        }
        return intValue(ruleName);
    }

    public boolean boolValue(String ruleName) {
        JsonNode v = value(ruleName);
        if (!v.isBoolean()) {
            throw new UserError(where() + ": rules." + ruleName + ".value must be true or false");
        }
        return v.asBoolean();
    }

    public String textValue(String ruleName, Set<String> allowed) {
        JsonNode v = value(ruleName);
        if (!v.isTextual() || !allowed.contains(v.asText())) {
            throw new UserError(where() + ": rules." + ruleName + ".value must be one of " + new TreeSet<>(allowed));
        }
        return v.asText();
    }

    public Path file() {
        return file;
    }

    /**
     * Where the values come from, for messages: the spec's file, or for a what-if variant its
     * name and the file it varies ({@code spec 'pt+stepLimit=x' (what-if values on specs/fugitive/pt.json)}),
     * so that an error about a what-if value does not blame the file.
     */
    public String where() {
        return name.contains("+") ? "spec '" + name + "' (what-if values on " + file + ")" : String.valueOf(file);
    }

    public String game() {
        return game;
    }

    public String name() {
        return name;
    }

    public String title() {
        return title;
    }

    /** The rulebook file name beside the spec, or null for a reference spec without a text. */
    public String rulebook() {
        return rulebook;
    }

    public Path rulebookPath() {
        return rulebook == null ? null : file.toAbsolutePath().getParent().resolve(rulebook);
    }

    public Map<String, Rule> rules() {
        return rules;
    }

    /** Loads the spec {@code nameOrPath}: a path to a JSON file, or a name under specs/&lt;game&gt;/. */
    public static RuleSpec resolve(String game, String nameOrPath) {
        return resolve(game, Home.specsDir().resolve(game), nameOrPath);
    }

    /** Loads the spec {@code nameOrPath}: a path to a JSON file, or a name in the game's folder of specs {@code dir}. */
    public static RuleSpec resolve(String game, Path dir, String nameOrPath) {
        Path asPath = Path.of(nameOrPath);
        Path file;
        // a file of any name, a FIFO or a shell's <(command) too (they are read like any input)
        if (nameOrPath.endsWith(".json") || Files.exists(asPath) && !Files.isDirectory(asPath)) {
            file = asPath;
        } else {
            file = dir.resolve(nameOrPath + ".json");
            if (!Files.exists(file) && Files.isDirectory(asPath)) {
                throw new UserError(nameOrPath + ": is a folder, not a spec file (a spec is a name under specs/" + game
                        + "/ or a .json file)");
            }
            if (!Files.exists(file) && nameOrPath.contains(asPath.getFileSystem().getSeparator())) {
                throw new UserError(nameOrPath + ": no such file (a spec is a name under specs/" + game + "/ or a file)");
            }
            if (!Files.exists(file)) {
                throw new UserError("unknown " + game + " spec '" + nameOrPath + "' (no " + file + "; known: "
                        + String.join(", ", Home.specNames(dir)) + ")"
                        + (nameOrPath.contains("+") ? "; a what-if is NAME+rule=value" : ""));
            }
        }
        RuleSpec spec = load(file);
        if (!spec.game().equals(game)) {
            throw new UserError(file + ": field 'game' is '" + spec.game() + "', expected '" + game + "'");
        }
        return spec;
    }

    // ---- specs as values: variants are built here, never re-read from disk ----

    /** The rule values by name, in the spec's order (what a game file embeds). */
    public Map<String, JsonNode> values() {
        Map<String, JsonNode> out = new LinkedHashMap<>();
        rules.forEach((k, r) -> out.put(k, r.value().deepCopy()));
        return out;
    }

    /**
     * This spec with rule {@code rule} set to {@code value}: a what-if, so its evidence says so
     * (silent, with the default "what-if"). Named {@code name+rule=value}, which {@link #variant}
     * reads back. An unknown rule is a {@link UserError}.
     */
    public RuleSpec with(String rule, JsonNode value) {
        Rule old = rules.get(rule);
        if (old == null) {
            throw new UserError("unknown rule '" + rule + "' for game " + game + " (spec " + name + ")");
        }
        Map<String, Rule> copy = new LinkedHashMap<>(rules);
        copy.put(rule, new Rule(rule, value.deepCopy(), Evidence.SILENT, List.of(),
                "what-if: " + rule + " = " + Json.compact(value), null, old.cosmetic()));
        return new RuleSpec(file, game, name + "+" + rule + "=" + (value.isTextual() ? value.asText() : Json.compact(value)),
                title, rulebook, copy);
    }

    /**
     * This spec with rule {@code rule} exactly as {@code other} has it (value and evidence), or
     * without it when {@code other} lacks it. Named {@code name+other.rule}.
     */
    public RuleSpec withRuleFrom(RuleSpec other, String rule) {
        if (!other.game.equals(game)) {
            throw new UserError("cannot take rule '" + rule + "' from a " + other.game + " spec into a " + game + " spec");
        }
        Map<String, Rule> copy = new LinkedHashMap<>(rules);
        Rule theirs = other.rules.get(rule);
        if (theirs == null) {
            copy.remove(rule);
        } else {
            copy.put(rule, theirs);
        }
        return new RuleSpec(file, game, name + "+" + other.name + "." + rule, title, rulebook, copy);
    }

    /**
     * A spec from bare rule values (as a game file embeds them): each rule's evidence is the
     * place the values came from ({@code origin}, e.g. the game file), since no text backs them.
     */
    public static RuleSpec fromValues(String game, String name, Map<String, JsonNode> values, Path origin) {
        Map<String, Rule> rules = new LinkedHashMap<>();
        values.forEach((k, v) -> rules.put(k, new Rule(k, v.deepCopy(), Evidence.SOURCE, List.of(),
                "the rule values embedded in " + origin, null, false)));
        return new RuleSpec(origin, game, name, name, null, rules);
    }

    /**
     * A spec and what-if values: {@code base+rule=value+rule=value}, where {@code base} is a
     * spec name or file ({@link #resolve}) and each value is JSON when it reads as JSON (3,
     * true, "x") and text otherwise (two-offered).
     */
    public static RuleSpec variant(String game, String text) {
        return variant(game, Home.specsDir().resolve(game), text);
    }

    /** {@link #variant(String, String)} with the game's specs in {@code dir}. */
    public static RuleSpec variant(String game, Path dir, String text) {
        if (text.isBlank()) {
            throw new UserError("an empty spec name (a name under specs/" + game + "/ or a spec file; in a list, an empty entry)");
        }
        String base = baseOf(text);
        if (base.equals(text) && text.endsWith("+")) { // 'pt+' is not 'pt'
            throw new UserError(emptyWhatIf(text));
        }
        RuleSpec spec = resolve(game, dir, base);
        String[] parts = base.equals(text) ? new String[0] : text.substring(base.length() + 1).split("\\+", -1);
        Set<String> set = new java.util.HashSet<>();
        for (int i = 0; i < parts.length; i++) {
            int eq = parts[i].indexOf('=');
            if (eq <= 0) {
                throw new UserError(parts[i].isEmpty() ? emptyWhatIf(text) : "'" + parts[i] + "' in spec '" + text + "' is not rule=value");
            }
            String rule = parts[i].substring(0, eq);
            if (!set.add(rule)) {
                throw new UserError("spec '" + text + "': rule '" + rule + "' is set twice (give each rule one value)");
            }
            String raw = parts[i].substring(eq + 1);
            JsonNode value;
            try {
                value = Json.MAPPER.readTree(raw);
                if (value == null || value.isMissingNode()) {
                    value = com.fasterxml.jackson.databind.node.TextNode.valueOf(raw);
                }
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                value = com.fasterxml.jackson.databind.node.TextNode.valueOf(raw);
            }
            spec = spec.with(rule, value);
        }
        return spec;
    }

    /** The spec name or file that a what-if text starts with: up to its first '+rule=value' (a '+' inside a file name stays). */
    public static String baseOf(String text) {
        String[] parts = text.split("\\+", -1); // -1 keeps a trailing empty part
        int first = 1;
        while (first < parts.length && !parts[first].contains("=")) {
            first++;
        }
        return String.join("+", java.util.Arrays.copyOfRange(parts, 0, first));
    }

    private static String emptyWhatIf(String text) {
        return "spec '" + text + "': an empty what-if after a '+' (a what-if is NAME+rule=value)";
    }

    /** Whether the two specs give every rule the same value (evidence aside). */
    public boolean sameValues(RuleSpec other) {
        if (!other.rules.keySet().equals(rules.keySet())) {
            return false;
        }
        for (var e : rules.entrySet()) {
            if (!Json.sameValue(e.getValue().value(), other.rules.get(e.getKey()).value())) {
                return false;
            }
        }
        return true;
    }
}
