package org.cardlab.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Collectors;
import org.cardlab.cli.Main;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SpecDiffTest {
    private static RuleSpec shipped(String name) {
        return RuleSpec.load(Path.of("specs/fugitive/" + name + ".json"));
    }

    /** Every point where the Catalan and Portuguese rulebook texts of Fugitive differ. */
    @Test
    void findsEveryFugitiveDifferenceOfTheRulesReference() {
        SpecDiff.Result r = SpecDiff.compare(shipped("ca"), shipped("pt"));
        Map<String, SpecDiff.Entry> byRule = r.differences().stream().collect(Collectors.toMap(SpecDiff.Entry::rule, e -> e));
        // manhunt trigger: last revealed < 29 vs highest revealed < 30
        assertEquals(SpecDiff.Kind.VALUES_DIFFER, byRule.get("manhuntRevealed").kind());
        assertEquals(SpecDiff.Kind.VALUES_DIFFER, byRule.get("manhuntThreshold").kind());
        // the Marshal's win: the last hideout vs all hideouts
        assertEquals(SpecDiff.Kind.VALUES_DIFFER, byRule.get("marshalWin").kind());
        // overpaying: silent vs allowed in so many words (same value)
        assertEquals(SpecDiff.Kind.SETTLED_VS_SILENT, byRule.get("overpay").kind());
        assertEquals(RuleSpec.Evidence.SILENT, byRule.get("overpay").a().evidence());
        // footprint corner: differs, cosmetic
        assertEquals(SpecDiff.Kind.VALUES_DIFFER, byRule.get("footprintCorner").kind());
        assertTrue(byRule.get("footprintCorner").cosmetic());
        // looking at own cards: silent vs yes
        assertEquals(SpecDiff.Kind.SETTLED_VS_SILENT, byRule.get("fugitiveSeesOwnCards").kind());
        assertEquals(6, r.differences().size(), byRule.keySet().toString());
        // passing: both texts allow it, both quote it
        assertFalse(byRule.containsKey("fugitiveMayPass"));
        assertEquals(r.entries().size() - 6, r.agreeing());
    }

    @Test
    void aSpecComparedWithItselfReportsNothing() {
        for (String n : new String[] {"ca", "pt"}) {
            SpecDiff.Result r = SpecDiff.compare(shipped(n), shipped(n));
            assertTrue(r.differences().isEmpty());
            assertEquals(r.entries().size(), r.agreeing());
        }
    }

    @Test
    void isGenericOverGamesAndRefusesTwoGames(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("x.json"), """
                {"format": "cardlab.spec/1", "game": "toy", "name": "x",
                 "rules": {"hand": {"value": 11, "source": "box"}, "pass": {"value": true, "silent": true, "default": "yes"},
                           "only": {"value": 1, "source": "box"}}}""");
        Files.writeString(dir.resolve("y.json"), """
                {"format": "cardlab.spec/1", "game": "toy", "name": "y",
                 "rules": {"hand": {"value": 12, "source": "box"}, "pass": {"value": true, "source": "faq"}}}""");
        Files.writeString(dir.resolve("z.json"), """
                {"format": "cardlab.spec/1", "game": "other", "name": "z", "rules": {}}""");
        SpecDiff.Result r = SpecDiff.compare(RuleSpec.load(dir.resolve("x.json")), RuleSpec.load(dir.resolve("y.json")));
        assertEquals(SpecDiff.Kind.VALUES_DIFFER, r.entries().get(0).kind());
        assertEquals(SpecDiff.Kind.SETTLED_VS_SILENT, r.entries().get(1).kind());
        assertEquals(SpecDiff.Kind.ONLY_ONE_SIDE, r.entries().get(2).kind());
        UserError e = assertThrows(UserError.class,
                () -> SpecDiff.compare(RuleSpec.load(dir.resolve("x.json")), RuleSpec.load(dir.resolve("z.json"))));
        assertTrue(e.getMessage().contains("different games"), e.getMessage());
    }

    @Test
    void cliExitCodes(@TempDir Path dir) throws IOException {
        assertEquals(1, run("specs", "diff", "fugitive", "ca", "pt")[0]);
        assertEquals(0, run("specs", "diff", "fugitive", "pt", "pt")[0]);
        Object[] unknown = run("specs", "diff", "fugitive", "ca", "nosuch");
        assertEquals(2, unknown[0]);
        assertOneLine((String) unknown[1]);
        Files.writeString(dir.resolve("z.json"), """
                {"format": "cardlab.spec/1", "game": "other", "name": "z", "rules": {}}""");
        Object[] twoGames = run("specs", "diff", "fugitive", "ca", dir.resolve("z.json").toString());
        assertEquals(2, twoGames[0]);
        assertOneLine((String) twoGames[1]);
        Files.writeString(dir.resolve("bad.json"), "{\"format\": ");
        Object[] malformed = run("specs", "diff", "fugitive", "ca", dir.resolve("bad.json").toString());
        assertEquals(2, malformed[0]);
        assertOneLine((String) malformed[1]);
        String json = (String) run("specs", "diff", "fugitive", "ca", "pt", "--json")[2];
        assertTrue(json.contains("\"rule\" : \"manhuntThreshold\""), json);
    }

    /** Issue 11 §5: the exit code follows play; differences of evidence only are listed apart. */
    @Test
    void theExitCodeFollowsPlayNotEvidence() {
        Object[] scout = run("specs", "diff", "scout", "es", "official");
        assertEquals(0, scout[0], "every value is equal: play is the same");
        String out = (String) scout[2];
        assertTrue(out.contains("Differences that change play: none"), out);
        assertTrue(out.contains("Differences of evidence only"), out);
        SpecDiff.Result r = SpecDiff.compare(RuleSpec.load(Path.of("specs/scout/es.json")),
                RuleSpec.load(Path.of("specs/scout/official.json")));
        assertTrue(r.playDifferences().isEmpty());
        assertTrue(r.evidenceDifferences().size() > 0);
        assertEquals(r.differences().size(), r.evidenceDifferences().size());

        SpecDiff.Result fugitive = SpecDiff.compare(shipped("ca"), shipped("pt"));
        assertEquals(java.util.Set.of("marshalWin", "manhuntRevealed", "manhuntThreshold"),
                fugitive.playDifferences().stream().map(SpecDiff.Entry::rule).collect(Collectors.toSet()),
                "the cosmetic footprint corner and the silent-vs-settled rules do not change play");
        assertEquals(1, run("specs", "diff", "fugitive", "ca", "pt")[0]);
    }

    /**
     * Read at a terminal: every line within 80 columns (long quotes and JSON values wrapped), each
     * side's note shown (the Catalan text's other sentence on marshalWin is only in its note), and
     * the counts in plain English.
     */
    @Test
    void theTextFitsEightyColumnsAndShowsEachSidesNote() {
        for (String[] pair : new String[][] {{"fugitive", "pt", "ca"}, {"scout", "official", "es"}, {"scout", "es", "es+capture=same-count-and-kind"}}) {
            String out = (String) run("specs", "diff", pair[0], pair[1], pair[2])[2];
            out.lines().forEach(l -> assertTrue(l.length() <= TextWrap.WIDTH, l.length() + " columns: " + l));
        }
        String fugitive = ((String) run("specs", "diff", "fugitive", "pt", "ca")[2]).replaceAll("\\s+", " ");
        assertTrue(fugitive.contains("note: Read as: revealing the most recently placed hideout wins"), fugitive);
        assertTrue(fugitive.contains("\"descobrir tots els amagatalls ocults\""), fugitive);
        assertTrue(fugitive.contains("silent; default: published game: overpaying a sprint is allowed note: The text allows a sprint for a jump of more than 3"), fugitive);
        String scout = ((String) run("specs", "diff", "scout", "es", "es+capture=same-count-and-kind")[2]).replaceAll("\\s+", " ");
        assertTrue(scout.contains("1 difference changes play, 0 are of evidence only."), scout);
        String reference = ((String) run("specs", "diff", "scout", "official", "es")[2]).replaceAll("\\s+", " ");
        assertTrue(reference.contains("the same value, settled by one spec (its quote or source) and left silent by the other:"
                + " playerCounts official [2,3,4,5] source: Oink Games"), "official has no text, only sources: " + reference);
    }

    /** Variants are values: a spec name with what-if values, never a file written or re-read. */
    @Test
    void aWhatIfVariantIsASpecValue() {
        Object[] r = run("specs", "diff", "scout", "es", "es+capture=same-count-and-kind", "--json");
        assertEquals(1, r[0], (String) r[1]);
        String json = (String) r[2];
        assertTrue(json.contains("\"b\" : \"es+capture=same-count-and-kind\""), json);
        assertTrue(json.contains("\"playDifferences\" : 1"), json);
        RuleSpec pl = RuleSpec.variant("daguai", "pl+jokerTribute=two-offered+equalBeats=true");
        assertEquals("two-offered", pl.value("jokerTribute").asText());
        assertTrue(pl.value("equalBeats").asBoolean());
        RuleSpec twice = RuleSpec.load(Path.of("specs/daguai/pl.json")).with("equalBeats", com.fasterxml.jackson.databind.node.BooleanNode.TRUE)
                .with("jokerTribute", com.fasterxml.jackson.databind.node.TextNode.valueOf("two-offered"));
        assertTrue(twice.value("equalBeats").asBoolean(), "a variant of a variant keeps the first change");
        assertTrue(twice.sameValues(pl));
        Object[] bad = run("specs", "diff", "daguai", "pl", "pl+noSuchRule=1");
        assertEquals(2, bad[0]);
        assertOneLine((String) bad[1]);
    }

    @Test
    void aSpecWithAQuoteMissingFailsTheCitationCheck(@TempDir Path dir) throws IOException {
        Path game = Files.createDirectories(dir.resolve("fugitive"));
        Files.copy(Path.of("specs/fugitive/rulebook.pt.txt"), game.resolve("rulebook.pt.txt"));
        String text = Files.readString(Path.of("specs/fugitive/pt.json"))
                .replace("Monte 3: cartas 29–41", "Monte 3: cartas 29–40")
                .replace("nenhum movimento adicional de Sprint seria necessário.", "nenhum movimento adicional seria preciso.");
        Files.writeString(game.resolve("pt.json"), text);
        Object[] r = run("specs", "check", dir.toString());
        assertEquals(1, r[0]);
        String out = (String) r[2];
        assertTrue(out.contains("rules.deck3"), out);
        // the long overpay quote is wrapped within 80 columns, and the help says what the command prints
        assertTrue(out.replaceAll("\\s+", " ").contains("rules.overpay: quote not in rulebook.pt.txt: \"O Fugitivo pode sempre"), out);
        out.lines().forEach(l -> assertTrue(l.length() <= TextWrap.WIDTH, l.length() + " columns: " + l));
        String help = ((String) run("specs", "check", "--help")[2]).replaceAll("\\s+", " ");
        assertTrue(help.contains("prints a line per spec: how many of its rules are quoted, silent and sourced"), help);
    }

    private static void assertOneLine(String err) {
        assertEquals(1, err.strip().lines().count(), err);
        assertTrue(err.startsWith("cardlab: "), err);
    }

    /** Runs the CLI: {exit code, stderr, stdout}. */
    static Object[] run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Object[] {code, err.toString(), out.toString()};
    }
}
