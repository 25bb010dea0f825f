package org.cardlab.fugitive.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.cardlab.fugitive.FugitiveGame;
import org.cardlab.fugitive.FugitiveRules;
import org.cardlab.fugitive.FugitiveSeat;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The shipped strategies of the solved bot: each made again byte for byte, each below 0.001, each what the bot plays. */
@Tag("slow")
class ShippedStrategyTest {
    @Test
    void eachShippedStrategyIsRegeneratedAndPlayedAsStated() throws Exception {
        List<Path> files;
        try (Stream<Path> s = Files.list(Path.of(SolvedBot.FOLDER))) {
            files = s.filter(f -> f.toString().endsWith(".json")).sorted().toList();
        }
        assertEquals(2, files.size(), "mini2 under the Portuguese choices and under the Catalan ones: " + files);
        for (Path file : files) {
            SolvedStrategy shipped = StrategyFile.read(file);
            FugitiveRules rules = FugitiveTreeTest.rules(shipped.spec);
            assertTrue(shipped.plays(rules.spec), file + " names its own spec");
            Solved again = Solved.of(rules, shipped.turns, shipped.target, 20_000, 50);
            assertEquals(Files.readString(file), StrategyFile.write(SolvedStrategy.of(again)), file + " is made again byte for byte");
            assertEquals(Exploitability.of(again.tree.tree, again.equilibrium), again.exploitability, 0.0,
                    file + ": the solve's shortcut to its candidates' exploitability gives Exploitability's own figure");
            assertTrue(shipped.exploitability < 0.001, file + ": " + shipped.exploitability);
            FugitiveGame game = FugitiveGame.of(rules.spec);
            Strategy played = again.equilibrium;
            for (FugitiveSeat seat : FugitiveSeat.values()) {
                played = BotStrategy.of(again.tree, game.bot("solved", seat.index()), seat.index(), 1, 1, played);
            }
            assertEquals(shipped.exploitability, Exploitability.of(again.tree.tree, played), 1e-12, file + ": the bot plays it");
            assertEquals(shipped.value, played.value(again.tree.tree), 1e-12);
        }
    }
}
