package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.cardlab.cli.Cli;
import org.cardlab.core.Json;
import org.cardlab.fugitive.NoteEvent;
import org.cardlab.fugitive.Notes;

/** The Marshal's page against `fugitive deduce` on the notes it exports: every figure shown, under both measures. */
final class PageAgainstDeduce {
    private PageAgainstDeduce() {}

    /**
     * The page's figures (data attributes of the heat map and the face-down cards) against deduce
     * --json: the model's chances shown by default, then logic only's behind the switch, then back.
     */
    static void assertFigures(Browser b, Path exported) {
        assertFigures(b, exported, "model");
        b.click("#logic-only");
        assertFigures(b, exported, "uniform");
        b.click("#logic-only");
        assertFigures(b, exported, "model");
    }

    static void assertFigures(Browser b, Path exported, String measure) {
        Cli d = Cli.run("fugitive", "deduce", exported.toString(), "--json", "--measure", measure);
        assertEquals(0, d.code(), d.err());
        JsonNode cli = Json.parse(d.out(), "deduce");
        assertEquals(cli.get("histories").asText(), b.find("#histories").getAttribute("data-histories"));
        TapTargets.assertThumbSized(b, "the figures, " + measure, "#logic-only");
        if (measure.equals("model")) {
            // what the model's chances rest on, beside them, and what "plays like" means, said once (a tester read it twice)
            String measureText = b.find("#measure").getText();
            assertTrue(measureText.startsWith("the model's chances, fitted to the bots' play (plays like: ") && measureText.split("plays like", -1).length == 2
                    && measureText.contains("\u201cPlays like\u201d: each style's weight given these notes, the likeliest named.")
                    && measureText.contains("can be worse than logic only"), measureText);
        }
        // every cell's and every face-down card's figure read in one call (a call each took most of the test's time)
        @SuppressWarnings("unchecked")
        Map<String, Object> page = (Map<String, Object>) b.js("const strip = document.getElementById('strip') ? '#strip' : '#keys', cells = {};"
                + "for (let n = 1; n <= 41; n++) { const c = document.querySelector(strip + \" [data-n='\" + n + \"']\"); cells[n] = c ? c.getAttribute('data-p') : null; }"
                + "return {cells: cells, spans: [...document.querySelectorAll('[data-pos]')].map(e => [e.getAttribute('data-pos'), e.getAttribute('data-v'), e.getAttribute('data-p')])};");
        @SuppressWarnings("unchecked")
        Map<String, Object> cells = (Map<String, Object>) page.get("cells");
        for (int n = 1; n <= 41; n++) {
            assertNotNull(cells.get(Integer.toString(n)), measure + ": number " + n + " is shown");
            double expected = cli.get("numbers").has(Integer.toString(n)) ? cli.get("numbers").get(Integer.toString(n)).asDouble() : 0;
            assertEquals(expected, Double.parseDouble((String) cells.get(Integer.toString(n))), 1e-12, measure + ": number " + n);
        }
        List<?> spans = (List<?>) page.get("spans");
        int shown = 0;
        for (JsonNode pos : cli.get("positions")) {
            for (Object o : spans) {
                List<?> span = (List<?>) o;
                if (span.get(0).equals(Integer.toString(pos.get("position").asInt()))) {
                    double expected = pos.get("probabilities").get((String) span.get(1)).asDouble();
                    assertEquals(expected, Double.parseDouble((String) span.get(2)), 1e-12, measure + ": position " + pos.get("position"));
                    shown++;
                }
            }
        }
        assertFalse(cli.get("positions").isEmpty(), "a checkpoint with face-down hideouts");
        assertTrue(shown >= cli.get("positions").size(), "every face-down card shows its likeliest values");
    }

    /** The notes exported now (through the page's own link), checked to be the events entered, then the figures against deduce. */
    static void check(Browser b, WebFixture w, Path dir, List<NoteEvent> entered, String shot) throws Exception {
        Path exported = dir.resolve("exported-" + entered.size() + ".json");
        String href = b.find("#export").getAttribute("href");
        Files.writeString(exported, w.get(href.replace(w.base(), "")).body());
        assertEquals(entered, Notes.read(exported).events(), "the exported notes are the events entered");
        assertFigures(b, exported);
        b.screenshot(shot);
    }
}
