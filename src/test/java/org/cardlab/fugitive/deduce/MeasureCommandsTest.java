package org.cardlab.fugitive.deduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.cardlab.cli.Cli;
import org.cardlab.fugitive.cli.MarshalCommand;
import org.cardlab.core.Json;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** {@code --measure uniform|model} on the commands that show chances. */
class MeasureCommandsTest {
    private static final String MID = "specs/fugitive/examples/mid.json";

    @Test
    void deduceSaysWhichMeasureAndWithTheModelThePosteriorOverTheStyles() {
        Cli model = Cli.run("fugitive", "deduce", MID, "--json");
        assertEquals(0, model.code(), model.err());
        JsonNode m = Json.parse(model.out(), "deduce");
        assertEquals("model", m.get("measure").asText());
        double sum = 0;
        for (JsonNode s : m.get("styles")) {
            sum += s.get("weight").asDouble();
            assertTrue(s.get("style").isTextual());
        }
        assertEquals(1, sum, 1e-9);
        Cli uniform = Cli.run("fugitive", "deduce", MID, "--json", "--measure", "uniform");
        JsonNode u = Json.parse(uniform.out(), "deduce");
        assertEquals("uniform", u.get("measure").asText());
        assertFalse(u.has("styles"));
        assertEquals(u.get("histories"), m.get("histories"), "logic's count either way");
        assertEquals(u.get("positions").get(0).get("probabilities").size(), m.get("positions").get(0).get("probabilities").size(),
                "the same possible values");
        assertTrue(Cli.run("fugitive", "deduce", MID).out().contains("plays like: "));
        assertTrue(Cli.run("fugitive", "deduce", MID, "--measure", "uniform").out().contains("logic only"));
        Cli bad = Cli.run("fugitive", "deduce", MID, "--measure", "even");
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("--measure") || bad.err().contains("measure"), bad.err());
    }

    @Test
    void sampleAndAdviseTakeTheMeasure() {
        Cli s = Cli.run("fugitive", "sample", MID, "--count", "3", "--json");
        assertEquals("model", Json.parse(s.out(), "sample").get("measure").asText());
        Cli su = Cli.run("fugitive", "sample", MID, "--count", "3", "--json", "--measure", "uniform");
        assertEquals("uniform", Json.parse(su.out(), "sample").get("measure").asText());
        Cli a = Cli.run("fugitive", "advise", "specs/fugitive/examples/turn.json", "--json", "--worlds", "16");
        assertEquals(0, a.code(), a.err());
        JsonNode ao = Json.parse(a.out(), "advise");
        assertEquals("model", ao.get("measure").asText());
        assertEquals("model", ao.get("search").get("measure").asText());
        Cli au = Cli.run("fugitive", "advise", "specs/fugitive/examples/turn.json", "--json", "--worlds", "16", "--measure", "uniform");
        JsonNode auo = Json.parse(au.out(), "advise");
        assertEquals("uniform", auo.get("measure").asText());
        assertEquals("uniform", auo.get("search").get("measure").asText());
    }

    @Test
    void theTerminalShowsTheModelsChancesAndSwitchesToLogicOnly(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path notes = java.nio.file.Files.copy(java.nio.file.Path.of(MID), dir.resolve("mid.json"));
        MarshalCommand.input = new ByteArrayInputStream("show\nmeasure\nshow\nmeasure model\nquit\ny\n".getBytes(StandardCharsets.UTF_8));
        try {
            Cli r = Cli.run("marshal", "--load", notes.toString());
            assertEquals(0, r.code(), r.err());
            assertTrue(r.out().contains("Measure: model (plays like: "), r.out());
            // in the session the switch is 'measure uniform', not the command line's flag
            assertTrue(r.out().contains(ChancesReport.modelCaveat("measure uniform")) && !r.out().contains("--measure"), r.out());
            assertTrue(r.out().contains("chances shown: logic only"), r.out());
            assertTrue(r.out().contains(Deduction.MEASURE), r.out());
            assertTrue(r.out().contains("chances shown: the model's"), r.out());
        } finally {
            MarshalCommand.input = null;
        }
    }

    @Tag("slow")
    @Test
    void asABotTheFiguresAreEstimatedWithTheirIntervalsOrTooThin() {
        Cli r = Cli.run("fugitive", "deduce", "specs/fugitive/examples/early.json", "--as-bot", "heuristic", "--samples", "300", "--json");
        assertEquals(0, r.code(), r.err());
        JsonNode o = Json.parse(r.out(), "deduce");
        assertEquals("bot", o.get("measure").asText());
        JsonNode est = o.get("estimated");
        assertEquals(300, est.get("samples").asInt());
        boolean thin = est.get("effectiveSamples").asDouble() < 30;
        assertEquals(thin, est.get("tooThin").asBoolean());
        for (JsonNode p : o.get("positions")) {
            for (JsonNode v : p.get("values")) {
                assertEquals(thin, v.get("chance").isNull(), v.toString());
                if (!thin) {
                    assertTrue(v.get("interval").get(0).asDouble() <= v.get("chance").asDouble());
                }
            }
        }
        // the text says what its brackets are (an outside Marshal read intervals without knowing their level)
        Cli text = Cli.run("fugitive", "deduce", "specs/fugitive/examples/mid.json", "--as-bot", "random", "--samples", "2000");
        assertTrue(text.out().lines().findFirst().orElse("").endsWith("; each chance with its 95% interval in brackets")
                && text.out().contains("% ["), text.out());
        Cli bad = Cli.run("fugitive", "deduce", "specs/fugitive/examples/early.json", "--as-bot", "advisor");
        assertEquals(2, bad.code());
    }
}
