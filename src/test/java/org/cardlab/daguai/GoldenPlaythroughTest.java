package org.cardlab.daguai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.cardlab.core.Json;
import org.cardlab.core.Rng;
import org.junit.jupiter.api.Test;

/**
 * Golden playthroughs: seeded games stored under src/test/resources/daguai with their final
 * state and log. Each must replay exactly, and the bot must still play the same moves from the
 * seed. Regenerate (after a deliberate rule change only) with -Dgolden.write=true.
 */
class GoldenPlaythroughTest {
    static final Path DIR = Path.of("src/test/resources/daguai");

    record Golden(String file, String bot, long seed, boolean match, String matchLevel) {}

    static final List<Golden> GOLDEN = List.of(
            new Golden("round-greedy-seed1.json", "greedy", 1, false, "A"),
            new Golden("round-random-seed2.json", "random", 2, false, "A"),
            new Golden("match-greedy-seed5-to-3.json", "greedy", 5, true, "3"));

    static DaguaiGame play(Golden g) {
        DaguaiRules rules = DaguaiRules.defaults().with("matchLevel", TextNode.valueOf(g.matchLevel()));
        return Simulator.play(rules, g.seed(), g.match(),
                g.bot().equals("greedy") ? Simulator.Bot.GREEDY : Simulator.Bot.RANDOM, new Rng(g.seed()));
    }

    @Test
    void goldenGamesReplayExactly() throws Exception {
        boolean write = Boolean.getBoolean("golden.write");
        for (Golden gd : GOLDEN) {
            Path file = DIR.resolve(gd.file());
            DaguaiGame fresh = play(gd);
            if (write) {
                ObjectNode o = Json.object();
                o.put("bot", gd.bot());
                o.set("game", fresh.toJson());
                o.put("finalState", fresh.fullState());
                ArrayNode log = o.putArray("log");
                GameLog.lines(fresh).forEach(log::add);
                Files.createDirectories(DIR);
                Json.writeFile(file, Json.write(o));
            }
            JsonNode stored = Json.read(file);
            DaguaiGame replayed = DaguaiGame.fromJson(stored.get("game"), file.toString());
            assertEquals(stored.get("finalState").asText(), replayed.fullState(), gd.file() + ": replay");
            List<String> log = new ArrayList<>();
            stored.get("log").forEach(n -> log.add(n.asText()));
            assertEquals(log, GameLog.lines(replayed), gd.file() + ": log");
            assertTrue(Json.compact(stored.get("game")).equals(Json.compact(fresh.toJson())),
                    gd.file() + ": the bot no longer plays the stored moves from the seed");
        }
    }
}
