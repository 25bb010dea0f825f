package org.cardlab.fugitive;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.cardlab.core.Json;
import org.cardlab.core.Stats;
import org.cardlab.core.Tally;

/** Fugitive self-play figures: each side's win rate with its 95% Wilson interval. */
final class FugitiveTally implements Tally<FugitiveState, FugitiveTally> {
    private long games;
    private long fugitiveWins;

    @Override
    public void add(FugitiveState s) {
        games++;
        fugitiveWins += s.winningSeat() == FugitiveSeat.FUGITIVE ? 1 : 0;
    }

    @Override
    public void addAll(FugitiveTally o) {
        games += o.games;
        fugitiveWins += o.fugitiveWins;
    }

    Stats.Proportion fugitiveRate() {
        return Stats.wilson(fugitiveWins, games);
    }

    Stats.Proportion marshalRate() {
        return Stats.wilson(games - fugitiveWins, games);
    }

    @Override
    public ObjectNode toJson() {
        ObjectNode o = Json.object();
        o.set("fugitiveWins", fugitiveRate().toJson());
        o.set("marshalWins", marshalRate().toJson());
        return o;
    }

    @Override
    public List<String> lines() {
        return List.of("Fugitive wins  " + fugitiveRate(), "Marshal wins   " + marshalRate());
    }
}
