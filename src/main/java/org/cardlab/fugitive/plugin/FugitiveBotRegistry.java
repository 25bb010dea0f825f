package org.cardlab.fugitive.plugin;

import java.util.function.Supplier;
import org.cardlab.core.BotRegistry;
import org.cardlab.core.Policy;
import org.cardlab.core.UserError;
import org.cardlab.fugitive.FugitiveMove;
import org.cardlab.fugitive.FugitiveSeat;
import org.cardlab.fugitive.FugitiveState;
import org.cardlab.fugitive.bots.AdvisorMarshal;
import org.cardlab.fugitive.bots.HeuristicFugitive;
import org.cardlab.fugitive.bots.HeuristicMarshal;
import org.cardlab.fugitive.bots.ShadowFugitive;
import org.cardlab.fugitive.search.SearchMarshal;
import org.cardlab.fugitive.solve.SolvedBot;

/**
 * The Fugitive bots by name, the default first. It sits above the bots, the search and the
 * exposure, so that none of them, nor the engine, names another's bot; a seat a bot cannot play is
 * a one-line error.
 */
final class FugitiveBotRegistry {
    private FugitiveBotRegistry() {}

    static BotRegistry<FugitiveState, FugitiveMove> make() {
        return new BotRegistry<FugitiveState, FugitiveMove>("Fugitive")
                .add("heuristic", (game, seat) -> FugitiveSeat.FUGITIVE.is(seat) ? new HeuristicFugitive() : new HeuristicMarshal())
                .add("random", (game, seat) -> Policy.random())
                .add("advisor", (game, seat) -> marshalOnly("advisor", seat, AdvisorMarshal::new))
                .add("search", (game, seat) -> marshalOnly("search", seat, SearchMarshal::new))
                .add("shadow", (game, seat) -> ShadowFugitive.forSeat("shadow", ShadowFugitive.Settings.DEFAULT, seat))
                .add("racer", (game, seat) -> ShadowFugitive.forSeat("racer", ShadowFugitive.Settings.RACE_ONLY, seat))
                .add("solved", (game, seat) -> new SolvedBot(SolvedBot.shippedFor(game.spec()), FugitiveSeat.of(seat),
                        FugitiveSeat.FUGITIVE.is(seat) ? new HeuristicFugitive() : new HeuristicMarshal()))
                // the strongest of each seat in the tournaments (README, docs/bots.md, docs/strength.md): the search
                // Marshal wins most against every Fugitive; the shadow wins most against the heuristic and advisor
                // Marshals (against the search Marshal it and the racer are within noise). Seat 0 is the Fugitive
                .strongest("shadow", "search");
    }

    private static Policy<FugitiveState, FugitiveMove> marshalOnly(String name, int seat,
            Supplier<? extends Policy<FugitiveState, FugitiveMove>> bot) {
        if (!FugitiveSeat.MARSHAL.is(seat)) {
            throw new UserError("the " + name + " bot plays the Marshal only");
        }
        return bot.get();
    }
}
