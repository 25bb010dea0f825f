package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import java.util.List;
import org.cardlab.fugitive.NoteEvent;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * At 390x844, "+N more" under a face-down card opens the large histogram of its values. It once opened inside the card
 * row, which clipped it to a 4 px strip (the row scrolls sideways), cut its "41" to "4", gave no scale for the bars and
 * spread a few values over the whole 1-41 axis, so no bar could be told by its number.
 */
@Tag("browser")
class WebHistogramPhoneTest {

    /**
     * What is wrong with the open detail {@code #hist-N}: outside the viewport, clipped by a box that hides its overflow,
     * a label of its picture cut at the picture's edge, a possible value without its number under its bar,
     * two numbers on one line less than 2 px apart. "" for none.
     */
    static String problems(Browser b, int position) {
        return String.valueOf(b.js("const d = document.getElementById('hist-' + arguments[0]), out = [];"
                + "if (!d) return 'no detail open';"
                + "const r = d.getBoundingClientRect();"
                + "if (r.height < 60) out.push('only ' + r.height + ' px tall');"
                + "if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) out.push('outside the viewport: ' + JSON.stringify(r));"
                + "for (let a = d.parentElement; a && a !== document.body; a = a.parentElement) {"
                + "  const s = getComputedStyle(a); if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;"
                + "  const q = a.getBoundingClientRect();"
                + "  if (r.left < q.left - 0.5 || r.top < q.top - 0.5 || r.right > q.right + 0.5 || r.bottom > q.bottom + 0.5)"
                + "    out.push('clipped by ' + a.tagName + '.' + a.className + ' ' + JSON.stringify(q)); }"
                + "const svg = d.querySelector('svg'), sr = svg.getBoundingClientRect();"
                + "for (const t of svg.querySelectorAll('text')) { const q = t.getBoundingClientRect();"
                + "  if (q.left < sr.left - 0.5 || q.right > sr.right + 0.5 || q.top < sr.top - 0.5 || q.bottom > sr.bottom + 0.5) out.push('label \"' + t.textContent + '\" cut'); }"
                + "const labels = [...svg.querySelectorAll('text.v')];"
                + "for (const bar of svg.querySelectorAll('rect[data-v]')) { const v = bar.dataset.v, br = bar.getBoundingClientRect();"
                + "  const l = labels.find(t => t.textContent === v);"
                + "  if (!l) { out.push(v + ': no number under its bar'); continue; }"
                + "  const lr = l.getBoundingClientRect(), mid = (lr.left + lr.right) / 2;"
                + "  if (mid < br.left - 2 || mid > br.right + 2) out.push(v + ': its number is not under its bar');"
                + "  if (lr.height < 8) out.push(v + ': its number is ' + lr.height + ' px tall'); }"
                + "for (let i = 0; i < labels.length; i++) for (let j = i + 1; j < labels.length; j++) {"
                + "  const a = labels[i].getBoundingClientRect(), c = labels[j].getBoundingClientRect();"
                + "  if (Math.min(a.right, c.right) - Math.max(a.left, c.left) > -2 && Math.min(a.bottom, c.bottom) - Math.max(a.top, c.top) > 0.5)"
                + "    out.push(labels[i].textContent + ' and ' + labels[j].textContent + ' run together'); }"
                + "if (!svg.querySelector('text.scale')) out.push('no scale for the bars');"
                + "if (document.documentElement.scrollWidth > Math.min(innerWidth, screen.width)) out.push('the page is wider than the screen');"
                + "return out.join('; ');", position));
    }

    @Test
    void moreOpensTheWholeHistogramBelowTheRowWithEveryBarNumbered(@TempDir Path dir) throws Exception {
        List<NoteEvent> game = WebPageTest.seededNotes("pt", 7, "random", "heuristic", 8);
        try (WebFixture w = new WebFixture(dir); Browser b = new Browser(WebPageTest.PHONE_W, WebPageTest.PHONE_H)) {
            WebOfflineSendingTest.openNotes(w, b, game.subList(0, 6));
            List<?> mores = (List<?>) b.js("return [...document.querySelectorAll('.likely button.more')].map(k => k.id)");
            assertFalse(mores.isEmpty(), "a face-down card with more than two values");
            for (Object more : mores) {
                int position = Integer.parseInt(String.valueOf(more).replace("more-", ""));
                b.tap("#" + more, false);
                b.find("#hist-" + position);
                b.viewport("phone-histogram-open-" + position);
                assertEquals("", problems(b, position), "#" + position + "'s histogram at 390x844");
                if (more.equals(mores.get(0))) {
                    // the widest range there can be, 1 to 41 (the numbers under narrow bars take two lines), drawn in its place
                    b.js("const d = document.getElementById('hist-' + arguments[0]), probs = {};"
                            + "for (let v = 1; v <= 41; v++) probs[v] = v / 861;"
                            + "d.querySelector('svg').replaceWith(bigHistogram({ position: arguments[0], probabilities: probs }));", position);
                    b.viewport("phone-histogram-1-to-41");
                    assertEquals("", problems(b, position), "a histogram of 1 to 41 at 390x844");
                }
                b.tap("#" + more, false); // "fewer" closes it
                assertEquals(0L, b.js("return document.querySelectorAll('[id^=\"hist-\"]').length"), "closed again");
            }
        }
    }
}
