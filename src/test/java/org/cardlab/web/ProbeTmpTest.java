package org.cardlab.web;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
class ProbeTmpTest {
    @Test
    void probe(@TempDir Path dir) throws Exception {
        try (WebFixture w = new WebFixture(dir)) {
            System.out.println(w.get("/api/games").body());
            for (String g : new String[] {"scout", "daguai"}) {
                var v = w.ok("/api/tables", "{\"game\":\"" + g + "\",\"mode\":\"play\",\"seed\":3}");
                System.out.println(g + " legal " + v.get("legal").size() + " " + v.toString().length());
                System.out.println(v.toString().substring(0, Math.min(3000, v.toString().length())));
            }
        }
    }
}
