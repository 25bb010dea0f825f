package org.cardlab.fugitive.deduce.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import org.cardlab.fugitive.Notes;
import org.cardlab.fugitive.deduce.Deduction;
import org.cardlab.fugitive.deduce.PublicTrack;
import org.junit.jupiter.api.Test;

/** The page's chances (the web table's call): the model's or logic's, the same possible values, each position's chances adding up. */
class PageChancesTest {
    @Test
    void theModelAndLogicListTheSamePossibleValuesWithChancesThatAddUp() {
        PublicTrack track = PublicTrack.read(Notes.read(Path.of("specs/fugitive/examples/mid.json")), "mid");
        ObjectNode model = PageChances.of(track, Belief.MODEL, Deduction.COMMAND_WORK_LIMIT);
        ObjectNode logic = PageChances.of(track, Deduction.UNIFORM, Deduction.COMMAND_WORK_LIMIT);
        assertEquals("model", model.get("measure").asText());
        assertTrue(model.get("label").asText().startsWith("plays like: "), model.get("label").asText());
        assertEquals("uniform", logic.get("measure").asText());
        assertEquals(Population.UNIFORM, logic.get("label").asText());
        assertEquals(logic.get("histories"), model.get("histories"));
        Deduction d = Deduction.of(track);
        for (int i = 0; i < model.get("positions").size(); i++) {
            JsonNode m = model.get("positions").get(i);
            JsonNode u = logic.get("positions").get(i);
            assertEquals(u.get("position"), m.get("position"));
            assertEquals(u.get("values").size(), m.get("values").size(), "the same possible values");
            double sum = 0;
            double last = 1;
            for (JsonNode v : m.get("values")) {
                assertTrue((d.possible(m.get("position").asInt()) >> v.get("value").asInt() & 1) != 0, "a value logic rules out is listed");
                double c = v.get("chance").asDouble();
                assertTrue(c > 0 && c <= last + 1e-12, "likeliest first, none at 0: " + m);
                last = c;
                sum += c;
            }
            assertEquals(1, sum, 1e-9);
        }
        assertEquals(logic.get("numbers").size(), model.get("numbers").size(), "the same possible numbers");
    }
}
