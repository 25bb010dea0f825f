package org.cardlab.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * One game open on the web table: a Marshal's notes, a game against the bots, or a puzzle.
 * Each kind answers the page's actions and says what to save; {@link Tables} saves it after
 * every change. Methods are called under the table's own lock (one request at a time per table).
 */
abstract class WebTable {
    final String id;

    WebTable(String id) {
        this.id = id;
    }

    /** "marshal", "play" or "puzzle". */
    abstract String mode();

    /** The suffix of its file in the data directory, after the id (e.g. ".notes.json"). */
    abstract String suffix();

    /** What the page shows. */
    abstract ObjectNode view();

    /** What is saved; reading it back gives the same table. */
    abstract ObjectNode file();

    /** A page action (a note, a move, a guess): body is the request's JSON. */
    abstract void act(String action, JsonNode body);

    /** The Marshal's notes so far (every mode has them), for export. */
    abstract org.cardlab.fugitive.Notes notes();

    /** One line for the list of tables. */
    abstract ObjectNode summary();

    ObjectNode base() {
        ObjectNode o = org.cardlab.core.Json.object();
        o.put("id", id);
        o.put("mode", mode());
        return o;
    }
}
