package org.cardlab.fugitive.puzzle;

import java.util.ArrayList;
import java.util.List;
import org.cardlab.fugitive.Cards;
import org.cardlab.fugitive.deduce.PublicTrack;

/** What lies on the table at the start of a puzzle, for the renderers. */
public final class Table {
    /** One route position: value -1 when face down; known sprint cards, and how many lie face down. */
    public record Spot(int position, int value, long sprintCards, int hiddenSprints) {}

    public final List<Spot> spots = new ArrayList<>();
    public final long marshalHand;

    public Table(PublicTrack g) {
        marshalHand = g.marshalCards;
        for (PublicTrack.Position pos : g.positions) {
            boolean up = pos.index == 0 || pos.escape || pos.revealedAt >= 0;
            spots.add(new Spot(pos.index, up ? pos.value : -1, pos.sprintCards, pos.hiddenSprints()));
        }
    }

    public static Table of(Puzzle p) {
        return new Table(PublicTrack.read(Page.rules(p.spec()), p.notes(), "puzzle notes"));
    }

    public String routeText() {
        StringBuilder sb = new StringBuilder();
        for (Spot s : spots) {
            sb.append(sb.length() == 0 ? "" : "  ").append(s.value < 0 ? "#" + s.position + ":?" : s.position == 0 ? "0" : "#" + s.position + ":" + s.value);
            if (s.sprintCards != 0 || s.hiddenSprints > 0) {
                sb.append('[');
                String known = Cards.toString(s.sprintCards);
                sb.append(known);
                for (int i = 0; i < s.hiddenSprints; i++) {
                    sb.append(known.isEmpty() && i == 0 ? "" : " ").append('?');
                }
                sb.append(']');
            }
        }
        return sb.toString();
    }
}
