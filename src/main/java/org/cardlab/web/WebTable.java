package org.cardlab.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Set;
import java.util.function.Function;
import org.cardlab.core.Json;
import org.cardlab.core.UserError;

/**
 * One game open on the web table: a Marshal's notes, a game against the bots, or a puzzle.
 * Each kind answers the page's actions and says what to save; {@link Tables} saves it after
 * every change. Methods are called under the table's own lock (one request at a time per table).
 *
 * <p>Every view carries {@code at}, the table's count (events, moves or guesses), and
 * {@code version}, a digest of everything the table holds: a write names the count it was made
 * on (and may name the version), so a write made on a view that is no longer the table's is
 * refused rather than applied to something its sender never saw.
 */
abstract class WebTable {
    /** The move of a {@code {"move": text}} body, read by the game's notation; bad JSON or notation is a one-line 400. */
    static <M> M moveIn(JsonNode body, Function<String, M> notation) {
        Json.onlyFields(body, "move", Set.of("move"));
        String text = Json.text(body, "move", "move");
        try {
            return notation.apply(text);
        } catch (UserError e) {
            throw ApiError.bad(Api.oneLine(e.getMessage())); // a long move is cut where the error quotes it (ApiError)
        }
    }

    final String id;
    private String version;

    WebTable(String id) {
        this.id = id;
    }

    /** "marshal", "play" or "puzzle". */
    abstract String mode();

    /** The suffix of its file in the data directory, after the id (e.g. ".notes.json"). */
    abstract String suffix();

    /** What the page shows (with {@link #base()}'s id, mode, count and version). */
    abstract ObjectNode view();

    /** What is saved; reading it back gives the same table. */
    abstract ObjectNode file();

    /** A page action (a note, a move, a guess): body is the request's JSON, without its "at" and "version". */
    abstract void act(String action, JsonNode body);

    /** The Marshal's notes so far (every mode has them), for export. */
    abstract org.cardlab.fugitive.Notes notes();

    /** One line for the list of tables. */
    abstract ObjectNode summary();

    /** The count a write must name in "at": events entered, moves played, guesses made. */
    abstract int count();

    /** What the table holds beyond its file that a page shows (a Marshal's events to redo). */
    String versionExtra() {
        return "";
    }

    /** A digest of the file and what a page shows beyond it: equal versions, equal tables. */
    final String version() {
        if (version == null) {
            try {
                byte[] d = MessageDigest.getInstance("SHA-256")
                        .digest((Json.compact(file()) + "\n" + versionExtra()).getBytes(StandardCharsets.UTF_8));
                version = HexFormat.of().formatHex(d, 0, 8);
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException(e);
            }
        }
        return version;
    }

    /** The summary as of the last write, for the table list: read without the table's lock, so a long write does not hold the list up. */
    private volatile ObjectNode published;

    /** The summary as it is now, kept for {@link #published()}; under the table's lock. */
    final ObjectNode publish() {
        published = summary();
        return published;
    }

    /** The summary {@link #publish()} kept last, or null before the first. */
    final ObjectNode published() {
        return published;
    }

    /** Called after every change (under the table's lock): the version is computed anew. */
    final void changed() {
        version = null;
    }

    ObjectNode base() {
        ObjectNode o = Json.object();
        o.put("id", id);
        o.put("mode", mode());
        o.put("at", count());
        o.put("version", version());
        return o;
    }
}
