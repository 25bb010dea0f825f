package org.cardlab.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

/**
 * A thumb's targets: every visible tappable element of the page open now (buttons, links, fields,
 * summaries, the labels of checkboxes, [role=button], and whatever the page's scripts gave a click
 * handler: app.js's h() marks those data-tap) is at least 44x44 CSS px, the size Apple's and
 * Google's guidelines ask for, and no two of them overlap; read in one WebDriver call, so that a
 * test can look at each screen it passes through for a few milliseconds.
 */
final class TapTargets {
    static final int MIN = 44;

    /** What a finger can tap; a checkbox counts by its label, which takes the tap for it. */
    private static final String TAPPABLE = "button, a[href], input:not([type=checkbox]):not([type=radio]):not([type=hidden]), select, textarea,"
            + " summary, label:has(input[type=checkbox], input[type=radio]), [role=button], [data-tap]";

    /**
     * Script: returns the problems found, one string each: a target under the size (named, with its
     * size), two targets that overlap (the fixed bar, header and banner left out: they lie over the
     * page by design, and it scrolls under them), a page wider than the screen, and each of
     * {@code arguments[1]} that matches no visible target.
     */
    private static final String SCRIPT = "const [tappable, wanted, min] = arguments;"
            // drawn: not in a closed <details> (whose content Chromium lays out but hides), nor hidden
            + "const targets = [...document.querySelectorAll(tappable)].filter(e => e.checkVisibility({visibilityProperty: true}));"
            + "const name = e => e.id ? '#' + e.id : e.tagName.toLowerCase() + [...e.classList].map(c => '.' + c).join('')"
            + "  + ' \"' + e.textContent.trim().replace(/\\s+/g, ' ').slice(0, 24) + '\"';"
            + "const size = r => r.width.toFixed(1) + 'x' + r.height.toFixed(1);"
            // the part of a target its scrolling boxes let show (a list scrolled within its box lies over nothing beyond it)
            + "const seen = e => { let r = e.getBoundingClientRect(), x0 = r.left, y0 = r.top, x1 = r.right, y1 = r.bottom;"
            + "  for (let p = e.parentElement; p; p = p.parentElement) { const s = getComputedStyle(p);"
            + "    if (s.overflowX === 'visible' && s.overflowY === 'visible') continue; const c = p.getBoundingClientRect();"
            + "    x0 = Math.max(x0, c.left); y0 = Math.max(y0, c.top); x1 = Math.min(x1, c.right); y1 = Math.min(y1, c.bottom); }"
            + "  return {left: x0, top: y0, right: x1, bottom: y1}; };"
            + "const out = [];"
            + "for (const e of targets) { const r = e.getBoundingClientRect(); if (r.width < min || r.height < min) out.push('small: ' + name(e) + ' ' + size(r)); }"
            + "const inPage = targets.filter(e => !e.closest('#bar, header, #banner, #toast')).map(e => [e, seen(e)]);"
            + "for (let i = 0; i < inPage.length; i++) for (let j = i + 1; j < inPage.length; j++) {"
            + "  const [a, ra] = inPage[i], [b, rb] = inPage[j];"
            + "  if (a.contains(b) || b.contains(a)) continue;"
            + "  const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left), h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);"
            + "  if (w > 0.5 && h > 0.5) out.push('overlap: ' + name(a) + ' and ' + name(b) + ' by ' + w.toFixed(1) + 'x' + h.toFixed(1)); }"
            + "if (document.documentElement.scrollWidth > Math.min(innerWidth, screen.width)) out.push('the page is wider than the screen: ' + document.documentElement.scrollWidth);"
            + "for (const css of wanted) if (!targets.some(e => e.matches(css))) out.push('no visible target ' + css);"
            + "return [out, targets.length];";

    private TapTargets() {}

    /**
     * Every visible tappable element of the page as it is now is thumb-sized and none overlaps
     * another; each of {@code wanted} (CSS) is among them. Returns how many targets were measured.
     */
    static int assertThumbSized(Browser b, String what, String... wanted) {
        List<?> found = (List<?>) b.js(SCRIPT, TAPPABLE, List.of(wanted), MIN);
        List<?> problems = (List<?>) found.get(0);
        assertEquals(List.of(), problems, what + ": tap targets under " + MIN + "x" + MIN + " CSS px, overlapping, or missing");
        return ((Number) found.get(1)).intValue();
    }
}
