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

/** A labelled histogram of one face-down position's values: one bar per value 1-41, its height the chance. */
function histogram(pos, width, height, labelled) {
  const probs = Object.entries(pos.probabilities).map(([v, p]) => [Number(v), p]);
  const max = Math.max(...probs.map(x => x[1]), 1e-9);
  const axis = labelled ? 12 : 0;
  const svg = h("svg", { class: "bar", width, height, viewBox: "0 0 84 " + (34 + axis), role: "img",
    "aria-label": "chance of each value at #" + pos.position });
  svg.append(h("line", { x1: 0, y1: 33.5, x2: 84, y2: 33.5, stroke: "#9a927c", "stroke-width": 1 }));
  for (const [v, p] of probs) {
    const hgt = Math.max(1.5, 30 * p / max);
    svg.append(h("rect", { x: (v - 1) * 2.05, y: 33 - hgt, width: 1.8, height: hgt, fill: p >= 1 ? "#2a7f62" : "#c8553d" },
      h("title", {}, v + ": " + pct(p))));
  }
  if (labelled) {
    for (const v of [1, 10, 20, 30, 41]) {
      svg.append(h("text", { x: (v - 1) * 2.05, y: 45, "font-size": 7, fill: "#5d6675" }, String(v)));
    }
  }
  return svg;
}

/** Under a face-down card: its histogram and likeliest values; "+N more" opens every value. */
function likely(pos) {
  const probs = Object.entries(pos.probabilities).map(([v, p]) => [Number(v), p]).sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const open = S.entry.openPos === pos.position;
  const shown = open ? probs : probs.slice(0, 2);
  const words = shown.map(([v, p]) => h("span", { class: "val", "data-pos": pos.position, "data-v": v, "data-p": p }, h("b", {}, v), " " + pct(p)));
  const figures = [histogram(pos, 50, 22, false), h("div", { class: "axis" }, h("span", {}, "1"), h("span", {}, "41")), ...words];
  // the whole column under the card is the "+N more" button: a thumb-sized target that adds no height to the row
  const more = probs.length > 2 ? h("button", { class: "more", id: "more-" + pos.position, "aria-expanded": String(open),
    onclick: () => { S.entry.openPos = open ? null : pos.position; redraw(); } }, ...figures, h("span", { class: "more-word" }, open ? "fewer" : "+" + (probs.length - 2) + " more")) : null;
  const box = h("div", { class: "likely" + (open ? " open" : "") }, ...(more ? [more] : figures));
  if (open) {
    box.append(h("div", { class: "hist-big", id: "hist-" + pos.position },
      h("div", { class: "small" }, "#" + pos.position + ": chance of each value"), histogram(pos, 250, 130, true)));
  }
  return box;
}

function miniCards(cards, hidden) {
  const out = cards.map(c => h("span", { class: "mini" }, c));
  for (let i = 0; i < hidden; i++) out.push(h("span", { class: "mini back", title: "face-down sprint card" }));
  return h("div", { class: "sprints" }, out);
}

/** The row of the table. opts.truth: the Fugitive's route (every card known); opts.click(position) for puzzles. */
function drawRow(m, opts = {}) {
  const figures = {};
  const ch = chancesOf(m);
  if (ch && ch.positions) for (const p of ch.positions) figures[p.position] = p;
  const truth = opts.truth ? Object.fromEntries(opts.truth.map(r => [r.position, r])) : {};
  const row = h("div", { class: "row", id: "row" });
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
  return row;
}

/**
 * The numbers 1-41 as a heat map: each shaded by its chance of being a face-down hideout now,
 * certain ones framed, impossible ones struck, face-up ones dashed, the Marshal's own marked.
 * onPick(n) makes it the guess keypad: then picked numbers are marked, and disabled(n) says
 * which cannot be tapped.
 */
function drawStrip(m, onPick, opts = {}) {
  const ch = chancesOf(m);
  const probs = ch && ch.numbers ? ch.numbers : null;
  const up = new Set(m.route.filter(p => p.faceUp).map(p => p.value));
  const mine = new Set(m.hand || []);
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
    if (p !== null && p > 0 && !picked.includes(n)) {
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
    if (p !== null && p > 0) cell.append(h("small", {}, pct(p)));
    else if (mine.has(n)) cell.append(h("small", {}, "yours"));
    strip.append(cell);
  }
  return strip;
}

function drawCards(m) {
  return h("section", { class: "panel p-cards" }, h("h2", {}, "Your hand"),
    h("div", { class: "hand", id: "hand" }, m.hand && m.hand.length ? m.hand.map(c => h("span", { class: "mini" }, c)) : h("span", { class: "muted" }, "no card yet")),
    h("h3", {}, "Every card seen"),
    h("div", { class: "hand", id: "seen" }, m.seen.map(c => h("span", { class: "mini" }, c))),
    decksLine(m));
}

function decksLine(m) {
  return h("p", { class: "muted", id: "decks" }, "Cards left: " + m.decksLeft.map((n, i) => "deck " + (i + 1) + ": " + n).join(" · "));
}

/** The switch between the model's chances (shown by default) and logic only. */
function measureToggle(m) {
  if (!m.chances) return null;
  const measures = Object.keys(m.chances).filter(k => k !== "shown");
  const model = m.chances.model;
  const label = measures.length > 1 ? (S.logicOnly ? "showing logic only (every consistent history alike)"
    : "the model's chances (" + model.label + ")")
    : "chances: logic only (every consistent history counted once; the Fugitive's habits are not modelled)";
  return h("div", { class: "measure muted small", id: "measure" }, label, measures.length > 1
    ? h("button", { id: "logic-only", class: "link", onclick: () => { S.logicOnly = !S.logicOnly; redraw(); } }, S.logicOnly ? "show the model" : "logic only") : null);
}
