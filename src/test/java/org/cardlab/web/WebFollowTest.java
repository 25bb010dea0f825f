package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A page follows one table at a time: opening another ends the last one's long poll at once. A
 * poll left open holds one of the browser's six connections to the server until the server's wait
 * runs out (20 s), so a person who opened a seventh table in the same page waited that long for it.
 */
@Tag("browser")
class WebFollowTest {
    /** Tables opened one after another in one page: more than the browser's connections to one server. */
    static final int TABLES = 8;

    /** Counts the page's long polls (GET .../wait) as they start and while they are unsettled. */
    static final String COUNT_POLLS = "window.polls = {started: 0, open: 0}; const plain = window.fetch;"
            + "window.fetch = function (url) { const p = plain.apply(this, arguments);"
            + "  if (String(url).includes('/wait?')) { polls.started++; polls.open++;"
            + "    p.then(() => polls.open--, () => polls.open--); }"
            + "  return p; };";

    @Test
    void openingAnotherTableEndsTheLastOnesPoll(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir); Browser b = new Browser(WebPageTest.PHONE_W, WebPageTest.PHONE_H)) {
            List<String> ids = new ArrayList<>();
            for (int k = 0; k < TABLES; k++) {
                ids.add(w.ok("/api/tables", "{\"mode\":\"marshal\",\"spec\":\"pt\"}").get("id").asText());
            }
            b.open(w.base() + "/");
            b.js(COUNT_POLLS);
            for (int k = 0; k < TABLES; k++) {
                String id = ids.get(k);
                int polls = k + 1;
                b.open(w.base() + "/#/t/" + id); // the same page: only the address's fragment changes
                b.waiting(60).until(d -> Boolean.TRUE.equals(
                        b.js("return !!(S.view && S.view.id === arguments[0]) && polls.started >= arguments[1]", id, polls)));
                // the last table's poll, aborted when this one opened, settles within moments; before, it stayed open
                b.waiting(10).until(d -> ((Number) b.js("return polls.open")).intValue() <= 1);
                assertEquals(1, ((Number) b.js("return polls.open")).intValue(), "long polls open after opening table " + (k + 1));
            }
            b.screenshot("phone-followed-" + TABLES + "-tables");
        }
    }
}
