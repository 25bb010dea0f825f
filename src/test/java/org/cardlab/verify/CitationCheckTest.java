package org.cardlab.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.cardlab.core.GameType;
import org.cardlab.core.Games;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.UserError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CitationCheckTest {

    /** The shipped specs and those of every registered game, wherever its plugin keeps them (the tests' Duel in its resources). */
    private static List<Path> everySpecFile() {
        Set<Path> files = new LinkedHashSet<>();
        CitationCheck.specFiles(Path.of("specs")).forEach(f -> files.add(f.toAbsolutePath().normalize()));
        for (GameType type : Games.all()) {
            CitationCheck.specFiles(type.specsDir()).forEach(f -> files.add(f.toAbsolutePath().normalize()));
        }
        return List.copyOf(files);
    }

    @Test
    void everyShippedQuoteOccursInItsRulebook() {
        for (Path f : everySpecFile()) {
            CitationCheck.SpecResult r = CitationCheck.check(RuleSpec.load(f));
            assertTrue(r.missing().isEmpty(), f + ": " + r.missing());
            assertTrue(r.quotes() > 0 || r.spec().rulebook() == null, f + " quotes nothing");
        }
    }

    /**
     * A publisher asks of every rule a translation leaves open why the toolkit took its default:
     * each silent rule of a spec that quotes a rulebook says so in a note (what the text says, or
     * does not, about it), beside the default itself.
     */
    @Test
    void everySilentRuleOfATranslationSaysWhy() {
        List<Path> files = everySpecFile();
        assertTrue(files.stream().anyMatch(f -> f.toString().contains("duel")), "a registered game's own specs folder is read: " + files);
        for (Path f : files) {
            RuleSpec spec = RuleSpec.load(f);
            if (spec.rulebook() == null) {
                continue;
            }
            for (RuleSpec.Rule r : spec.rules().values()) {
                if (r.evidence() == RuleSpec.Evidence.SILENT) {
                    assertTrue(r.note() != null && !r.note().isBlank(), f + ": silent rule " + r.name() + " gives no reason");
                }
            }
        }
    }

    /** `specs check duel` (a game's id where its folder is wanted) names the folder; another missing name stays plain. */
    @Test
    void aGamesIdForItsFolderNamesTheFolder() {
        UserError byId = assertThrows(UserError.class, () -> CitationCheck.scan(Path.of("duel")));
        assertTrue(byId.getMessage().startsWith("duel: no such folder (a folder is wanted: duel's specs are in ")
                && byId.getMessage().endsWith(Path.of("specs", "duel") + ")"), byId.getMessage());
        UserError other = assertThrows(UserError.class, () -> CitationCheck.scan(Path.of("no-such-game")));
        assertEquals("no-such-game: no such folder", other.getMessage());
    }

    @Test
    void aQuoteMissingFromTheTextIsReported(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("book.txt"), "The step   limit\nis three.");
        Files.writeString(dir.resolve("x.json"), """
                {"format": "cardlab.spec/1", "game": "g", "name": "x", "rulebook": "book.txt",
                 "rules": {"a": {"value": 3, "quote": "step limit is three"},
                           "b": {"value": 4, "quote": "step limit is four"},
                           "c": {"value": true, "silent": true, "default": "yes"}}}""");
        CitationCheck.SpecResult r = CitationCheck.check(RuleSpec.load(dir.resolve("x.json")));
        assertEquals(2, r.quotes());
        assertEquals(1, r.silent());
        assertEquals(1, r.missing().size());
        assertEquals("b", r.missing().get(0).rule());
    }

    @Test
    void unknownFieldsAndMissingEvidenceAreErrorsNamingTheField(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("u.json"), """
                {"format": "cardlab.spec/1", "game": "g", "name": "u", "rules": {"a": {"value": 1, "silent": true, "default": "d", "colour": 2}}}""");
        UserError e = assertThrows(UserError.class, () -> RuleSpec.load(dir.resolve("u.json")));
        assertTrue(e.getMessage().contains("rules.a") && e.getMessage().contains("colour"), e.getMessage());
        Files.writeString(dir.resolve("m.json"), """
                {"format": "cardlab.spec/1", "game": "g", "name": "m", "rules": {"a": {"value": 1}}}""");
        e = assertThrows(UserError.class, () -> RuleSpec.load(dir.resolve("m.json")));
        assertTrue(e.getMessage().contains("exactly one of"), e.getMessage());
    }
}
