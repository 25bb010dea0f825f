// cardlab web table: the pictures (the row of cards with each face-down card's chances, the
// numbers 1-41 as a heat map). They draw the figures the server sends; helpers are in app.js.
"use strict";

/**
 * The chances the page shows: the view's measure named by chances.shown, or the logic-only one
 * (uniform over consistent histories) when the person asks for it. Every bar and the heat map
 * read their chances here and nowhere else.
 */
function chancesOf(m) {
  const c = m.chances;
  if (!c) return null;
  const shown = S.logicOnly ? "logic" : c.shown;
  return c[shown] || c.logic || null;
}

/** The logic-only chances: what is possible at all (a value the logic rules out is never offered). */
function logicOf(m) {
  return m.chances ? m.chances.logic : null;
}

/** The small histogram under a face-down card: one bar per value 1-41, its height the chance. */
function histogram(pos, width, height) {
  const probs = Object.entries(pos.probabilities).map(([v, p]) => [Number(v), p]);
  const max = Math.max(...probs.map(x => x[1]), 1e-9);
  const svg = h("svg", { class: "bar", width, height, viewBox: "0 0 84 34", role: "img",
    "aria-label": "chance of each value at #" + pos.position });
  svg.append(h("line", { x1: 0, y1: 33.5, x2: 84, y2: 33.5, stroke: "#9a927c", "stroke-width": 1 }));
  for (const [v, p] of probs) {
    const hgt = Math.max(1.5, 30 * p / max);
    svg.append(h("rect", { x: (v - 1) * 2.05, y: 33 - hgt, width: 1.8, height: hgt, fill: p >= 1 ? "#2a7f62" : "#c8553d" },
      h("title", {}, v + ": " + pct(p))));
  }
  return svg;
}

/** Under a face-down card: its histogram and likeliest values; "+N more" opens every value. */
function likely(pos) {
  const probs = Object.entries(pos.probabilities).map(([v, p]) => [Number(v), p]).sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const open = S.entry.openPos === pos.position;
  const shown = open ? probs : probs.slice(0, 2);
  const words = shown.map(([v, p]) => h("span", { class: "val", "data-pos": pos.position, "data-v": v, "data-p": p }, h("b", {}, v), " " + pct(p)));
  const figures = [histogram(pos, 50, 22), h("div", { class: "axis" }, h("span", {}, "1"), h("span", {}, "41")), ...words];
  // the whole column under the card is the "+N more" button: a thumb-sized target that adds no height to the row
  const more = probs.length > 2 ? h("button", { class: "more", id: "more-" + pos.position, "aria-expanded": String(open),
    onclick: () => { S.entry.openPos = open ? null : pos.position; redraw(); } }, ...figures, h("span", { class: "more-word" }, open ? "fewer" : "+" + (probs.length - 2) + " more")) : null;
  // the large histogram "+N more" opens is drawn by drawRow below the row: inside it, the row's sideways scroll clipped it
  return h("div", { class: "likely" + (open ? " open" : "") }, ...(more ? [more] : figures));
}

/**
 * The large histogram of one face-down position, full width below the row: only the range of its possible values (a few
 * values would otherwise crowd into a corner of 1-41), each bar with its number under it (on two or three staggered lines
 * where bars are narrow) and, where there is room, its chance above it; a scale at the left gives the bars' heights.
 */
function bigHistogram(pos) {
  const probs = Object.entries(pos.probabilities).map(([v, p]) => [Number(v), p]).filter(x => x[1] > 0);
  const lo = Math.min(...probs.map(x => x[0])), hi = Math.max(...probs.map(x => x[0]));
  const max = Math.max(...probs.map(x => x[1]), 1e-9);
  const W = 360, L = 40, R = 6, top = 16, plot = 100, slot = (W - L - R) / (hi - lo + 1);
  const rows = slot < 10 ? 3 : slot < 15 ? 2 : 1, H = top + plot + 4 + rows * 12 + 2; // two-digit numbers need some 15 units
  const svg = h("svg", { class: "bar bighist", viewBox: "0 0 " + W + " " + H, role: "img",
    "aria-label": "chance of each value at #" + pos.position + ", " + lo + " to " + hi });
  const base = top + plot;
  for (const f of [1, 0.5]) { // the scale: the tallest bar's chance and half of it
    const y = base - plot * f;
    svg.append(h("line", { x1: L - 3, y1: y, x2: W - R, y2: y, stroke: "#e3ddcc", "stroke-width": 1 }));
    svg.append(h("text", { class: "scale", x: L - 5, y: y + 3.5, "font-size": 10, "text-anchor": "end", fill: "#5d6675" }, pct(max * f)));
  }
  svg.append(h("line", { x1: L - 3, y1: base + 0.5, x2: W - R, y2: base + 0.5, stroke: "#9a927c", "stroke-width": 1 }));
  for (const [v, p] of probs) {
    const x = L + (v - lo) * slot, hgt = Math.max(1.5, plot * p / max), bw = Math.max(2, slot * 0.7);
    svg.append(h("rect", { "data-v": v, x: x + (slot - bw) / 2, y: base - hgt, width: bw, height: hgt, fill: p >= 1 ? "#2a7f62" : "#c8553d" },
      h("title", {}, v + ": " + pct(p))));
    const line = (v - lo) % rows;
    svg.append(h("text", { class: "v", x: x + slot / 2, y: base + 14 + line * 12, "font-size": 10.5, "font-weight": 700,
      "text-anchor": "middle", fill: "#222" }, String(v)));
    if (slot >= 34) {
      svg.append(h("text", { class: "p", x: x + slot / 2, y: base - hgt - 3, "font-size": 9.5, "text-anchor": "middle", fill: "#5d6675" }, pct(p)));
    }
  }
  return svg;
}

function miniCards(cards, hidden) {
  const out = cards.map(c => h("span", { class: "mini" }, c));
  for (let i = 0; i < hidden; i++) out.push(h("span", { class: "mini back", title: "face-down sprint card" }));
  return h("div", { class: "sprints" }, out);
}

/** The row of the table. opts.truth: the Fugitive's route (every card known); opts.click(position) for puzzles; opts.wrap: lines that wrap, not a sideways scroll (puzzles). */
function drawRow(m, opts = {}) {
  const figures = {};
  const ch = chancesOf(m);
  if (ch && ch.positions) for (const p of ch.positions) figures[p.position] = p;
  const truth = opts.truth ? Object.fromEntries(opts.truth.map(r => [r.position, r])) : {};
  const row = h("div", { class: "row" + (opts.wrap ? " wrap" : ""), id: "row" });
  for (const pos of m.route) {
    const t = truth[pos.position];
    const f = figures[pos.position];
    let card;
    if (pos.faceUp) {
      card = h("div", { class: "card" + (pos.escape ? " escape" : ""), "data-position": pos.position },
        h("span", { class: "pos" }, pos.position === 0 ? "start" : pos.escape ? String(pos.value) : "#" + pos.position), h("span", { class: "num" }, pos.value));
    } else {
      const forced = f && f.forced;
      const onlyValue = forced ? Object.keys(f.probabilities)[0] : null;
      card = h("div", { class: "card down" + (forced ? " forced" : "") + (opts.click ? " clickable" : "") + (opts.picked === pos.position ? " pick" : ""),
        "data-position": pos.position, onclick: opts.click ? () => opts.click(pos.position) : null },
        h("span", { class: "pos" }, "#" + pos.position),
        h("span", { class: "num" }, t ? t.value : forced ? onlyValue : "?"),
        h("span", { class: "under" }, pos.sprints + "▮"));
    }
    const under = t ? miniCards(t.sprintCards, 0) : pos.faceUp && !pos.escape ? miniCards(pos.sprintCards || [], 0) : miniCards([], pos.sprints);
    const spot = h("div", { class: "spot" + (pos.escape ? " escape-spot" : "") }, card, under);
    if (!pos.faceUp && f) spot.append(likely(f));
    if (t && t.exposure !== undefined) spot.append(h("div", { class: "exposure", "data-exposure": t.exposure }, "exposed " + pct(t.exposure)));
    row.append(spot);
  }
  const open = S.entry && S.entry.openPos != null ? figures[S.entry.openPos] : null;
  if (!open || !m.route.some(p => p.position === open.position && !p.faceUp)) return row;
  // "+N more" opened: every value's chance, below the row and its whole width (inside the row its scroll clipped it)
  return h("div", { class: "rowbox" }, row, h("div", { class: "hist-big", id: "hist-" + open.position },
    h("div", { class: "small" }, "#" + open.position + ": chance of each value it can be (" + counted(Object.keys(open.probabilities).length, "value") + ")"),
    bigHistogram(open)));
}

/**
 * The numbers 1-41 as a heat map: each shaded by its chance of being a face-down hideout now,
 * certain ones framed, impossible ones struck, face-up ones dashed, the Marshal's own marked.
 * onPick(n) makes it the guess keypad: then picked numbers are marked, and disabled(n) says
 * which cannot be tapped; opts.handTag words the Marshal's own cards ("yours" unless the person is not the Marshal).
 */
function drawStrip(m, onPick, opts = {}) {
  const ch = chancesOf(m);
  const probs = ch && ch.numbers ? ch.numbers : null;
  const up = new Set(m.route.filter(p => p.faceUp).map(p => p.value));
  const mine = new Set([...(m.hand || []), ...waitingDraws()]); // his draws waiting offline are his too
  const certain = new Set(m.advice && m.advice.certain ? m.advice.certain : []);
  const picked = opts.picked || [];
  const strip = h("div", { class: "strip" + (onPick ? " keys" : ""), id: opts.id || "strip" });
  for (let n = 1; n <= 41; n++) {
    const p = probs ? (probs[n] || 0) : null;
    let cls = "cell";
    if (up.has(n)) cls += " faceup";
    else if (mine.has(n)) cls += " mine";
    else if (probs && p === 0) cls += " impossible";
    else if (probs && (p >= 1 || certain.has(n))) cls += " certain";
    if (picked.includes(n)) cls += " on";
    const attrs = { class: cls, "data-n": n, id: opts.idPrefix ? opts.idPrefix + n : null };
    if (p !== null) attrs["data-p"] = p;
    // a card of his (one drawn offline too, where the chances are the last view's) is his, never a hideout's chance
    const his = mine.has(n);
    if (p !== null && p > 0 && !picked.includes(n) && !his) {
      attrs.style = "background: rgba(var(--heat), " + (0.08 + 0.8 * Math.min(1, p)).toFixed(3) + ")" + (p > 0.55 ? "; color: #fff" : "");
    }
    let cell;
    if (onPick) {
      attrs.class += " w";
      attrs.disabled = (opts.disabled && opts.disabled(n)) || S.busy;
      attrs.onclick = () => onPick(n);
      cell = h("button", attrs);
    } else {
      cell = h("div", attrs);
    }
    cell.append(h("span", { class: "n" }, String(n)));
    if (his) cell.append(h("small", {}, opts.handTag || "yours"));
    else if (p !== null && p > 0) cell.append(h("small", {}, pct(p)));
    strip.append(cell);
  }
  return strip;
}

/** The Marshal's hand, the cards seen and the decks; {@code heading} names whose hand it is where the person is not the Marshal. */
function drawCards(m, heading = "Your hand") {
  return h("section", { class: "panel p-cards" }, h("h2", {}, heading),
    h("div", { class: "hand", id: "hand" }, m.hand && m.hand.length ? m.hand.map(c => h("span", { class: "mini" }, c)) : h("span", { class: "muted" }, "no card yet")),
    h("h3", {}, "Every card seen"),
    h("div", { class: "hand", id: "seen" }, m.seen.map(c => h("span", { class: "mini" }, c))),
    decksLine(m));
}

function decksLine(m) {
  // offline, the draws waiting on this device count too, as on the deck keys (pad.js)
  return h("p", { class: "muted", id: "decks" }, "Cards left: " + decksLeftNow(m).map((n, i) => "deck " + (i + 1) + ": " + n).join(" · "));
}

/** The switch between the model's chances (shown by default) and logic only. */
function measureToggle(m) {
  if (!m.chances) return null;
  const measures = Object.keys(m.chances).filter(k => k !== "shown");
  const model = m.chances.model;
  const label = measures.length > 1 ? (S.logicOnly ? "showing logic only (every consistent history alike)"
    // what the model rests on, where the Marshal reads its chances: styles fitted to the bots, which a person may not play like
    : "the model's chances, fitted to the bots' play (" + model.label + "). \u201cPlays like\u201d: each style's weight given these notes,"
      + " the likeliest named. Against a Fugitive unlike the bots these chances can be worse than logic only.")
    : "chances: logic only (every consistent history counted once; the Fugitive's habits are not modelled)";
  return h("div", { class: "measure muted small", id: "measure" }, label, measures.length > 1
    ? h("button", { id: "logic-only", class: "link", onclick: () => { S.logicOnly = !S.logicOnly; redraw(); } }, S.logicOnly ? "show the model" : "show logic only") : null);
}
