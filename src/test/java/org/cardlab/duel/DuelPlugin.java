package org.cardlab.duel;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import org.cardlab.core.Agreement;
import org.cardlab.core.BotRegistry;
import org.cardlab.core.GameInfo;
import org.cardlab.core.GameType;
import org.cardlab.core.Policy;
import org.cardlab.core.RuleSpec;
import org.cardlab.core.TestFixtures;

/**
 * High Card Duel, the tests' own game, registered by its line in the tests'
 * META-INF/services/org.cardlab.core.GameType: it proves that a game is its folder plus that
 * line. The generic tests (the invariant harness, the golden games, the command-line tests, the
 * robustness catalogue, the agreement commands) find it in the registry like the shipped games.
 */
public final class DuelPlugin implements GameType {
    private static final BotRegistry<DuelState, DuelMove> BOTS = new BotRegistry<DuelState, DuelMove>("High Card Duel")
            .add("high", (game, seat) -> new DuelHighBot())
            .add("random", (game, seat) -> Policy.random());

    @Override
    public GameInfo info() {
        return DuelGame.INFO;
    }

    @Override
    public DuelGame game(RuleSpec spec, ObjectNode params) {
        setup(params); // it declares none: any key is refused in one line naming it
        return new DuelGame(new DuelRules(spec));
    }

    @Override
    public BotRegistry<DuelState, DuelMove> bots() {
        return BOTS;
    }

    /** Its specs are test resources (target/test-classes/specs/duel), not under specs/. */
    @Override
    public Path specsDir() {
        try {
            return Path.of(DuelPlugin.class.getResource("/specs/duel").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public Agreement<DuelState, DuelMove> agreement() {
        return new Agreement<>() {
            @Override
            public List<String> textChoices(String rule) {
                return rule.equals("equalCards") ? List.of("leader", "follower") : null;
            }
        };
    }

    @Override
    public TestFixtures fixtures() {
        return new TestFixtures(List.of(new TestFixtures.Setup("plain", "{}"), new TestFixtures.Setup("house", "{}")),
                List.of(new TestFixtures.Golden("duel/plain-high-seed3.json", "plain", "{}", "{}", "high", 3),
                        new TestFixtures.Golden("duel/house-random-seed4.json", "house", "{}", "{}", "random", 4)));
    }
}
