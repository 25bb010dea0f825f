// cardlab web table: the pictures (the row of cards, the heat map of numbers, the advice).
// They draw the figures the server sends; helpers h() and pct() are in app.js.
"use strict";

/** A face-down position's likely values: a bar per value (SVG), then the three likeliest in words. */
function likely(pos) {
  const probs = Object.entries(pos.probabilities).map(([v, p]) => [Number(v), p]).sort((a, b) => b[1] - a[1]);
  const max = probs.length ? probs[0][1] : 1;
  const svg = h("svg", { class: "bar", width: 70, height: 34, viewBox: "0 0 84 34", role: "img", "aria-label": "likely values" });
  svg.append(h("line", { x1: 0, y1: 33.5, x2: 84, y2: 33.5, stroke: "#9a927c", "stroke-width": 1 }));
  for (const [v, p] of probs) {
    const hgt = Math.max(1.5, 30 * p / max);
    svg.append(h("rect", { x: (v - 1) * 2.05, y: 33 - hgt, width: 1.8, height: hgt, fill: p === 1 ? "#2a7f62" : "#c8553d" }));
  }
  const words = probs.slice(0, 3).map(([v, p]) => h("span", { "data-pos": pos.position, "data-v": v, "data-p": p }, h("b", {}, v), " " + pct(p)));
  return h("div", { class: "likely" }, svg, ...words.flatMap((w, i) => i ? [h("br"), w] : [w]), probs.length > 3 ? h("div", { class: "muted" }, "+" + (probs.length - 3) + " more") : null);
}

function miniCards(cards, hidden) {
  const out = cards.map(c => h("span", { class: "mini" }, c));
  for (let i = 0; i < hidden; i++) out.push(h("span", { class: "mini back", title: "face-down sprint card" }));
  return h("div", { class: "sprints" }, out);
}

/** The row of the table. opts.truth: the Fugitive's route (every card known); opts.click(position) for puzzles. */
function drawRow(m, opts = {}) {
  const figures = {};
  if (m.deduction) for (const p of m.deduction.positions) figures[p.position] = p;
  const truth = opts.truth ? Object.fromEntries(opts.truth.map(r => [r.position, r])) : {};
  const row = h("div", { class: "row", id: "row" });
  for (const pos of m.route) {
    const t = truth[pos.position];
    const f = figures[pos.position];
    let card;
    if (pos.faceUp) {
      card = h("div", { class: "card" + (pos.escape ? " escape" : ""), "data-position": pos.position },
        h("span", { class: "pos" }, pos.position === 0 ? "start" : pos.escape ? "escape" : "#" + pos.position), h("span", { class: "num" }, pos.value));
    } else {
      const forced = f && f.forced;
      const onlyValue = forced ? Object.keys(f.probabilities)[0] : null;
      card = h("div", { class: "card down" + (forced ? " forced" : "") + (opts.click ? " clickable" : "") + (opts.picked === pos.position ? " pick" : ""),
        "data-position": pos.position, onclick: opts.click ? () => opts.click(pos.position) : null },
        h("span", { class: "pos" }, "#" + pos.position),
        h("span", { class: "num" }, t ? t.value : forced ? onlyValue : "?"),
        h("span", { class: "under" }, pos.sprints + " sprint" + (pos.sprints === 1 ? "" : "s")));
    }
    const under = t ? miniCards(t.sprintCards, 0) : pos.faceUp && !pos.escape ? miniCards(pos.sprintCards || [], 0) : miniCards([], pos.sprints);
    const spot = h("div", { class: "spot" }, card, under);
    if (!pos.faceUp && f) spot.append(likely(f));
    if (t && t.exposure !== undefined) spot.append(h("div", { class: "exposure", "data-exposure": t.exposure }, "exposed " + pct(t.exposure)));
    row.append(spot);
  }
  return row;
}

/** The numbers 1-41, shaded by the chance that each is a face-down hideout now. */
function drawStrip(m, onPick, picked) {
  const probs = m.deduction ? m.deduction.numbers : null;
  const up = new Set(m.route.filter(p => p.faceUp).map(p => p.value));
  const mine = new Set(m.hand);
  const certain = new Set(m.advice && m.advice.certain ? m.advice.certain : []);
  const strip = h("div", { class: "strip", id: "strip" });
  for (let n = 1; n <= 41; n++) {
    const p = probs ? (probs[n] || 0) : null;
    let cls = "cell";
    if (up.has(n)) cls += " faceup";
    else if (probs && p === 0) cls += " impossible";
    else if (probs && (p >= 1 || certain.has(n))) cls += " certain";
    if (mine.has(n)) cls += " mine";
    if (picked && picked.has(n)) cls += " pick";
    const attrs = { class: cls, "data-n": n };
    if (p !== null) attrs["data-p"] = p;
    if (p !== null && p > 0) attrs.style = "background: rgba(var(--heat), " + (0.08 + 0.8 * Math.min(1, p)).toFixed(3) + ")" + (p > 0.55 ? "; color: #fff" : "");
    const cell = onPick ? h("button", Object.assign(attrs, { onclick: () => onPick(n), disabled: up.has(n) })) : h("div", attrs);
    cell.append(String(n));
    if (p !== null && p > 0) cell.append(h("small", {}, pct(p)));
    strip.append(cell);
  }
  return strip;
}

function drawLog(events, extra) {
  return h("section", { class: "panel p-log" }, h("h2", {}, "Events"),
    events.length === 0 ? h("p", { class: "muted" }, "None yet.") :
      h("ol", { class: "log", id: "log" }, events.map(e => h("li", { class: e.by, value: e.n }, e.text))), extra || null);
}

function drawCards(m) {
  return h("section", { class: "panel p-cards" }, h("h2", {}, "Your hand"),
    h("div", { class: "hand", id: "hand" }, m.hand.length ? m.hand.map(c => h("span", { class: "mini" }, c)) : h("span", { class: "muted" }, "no card yet")),
    h("h3", {}, "Every card seen"),
    h("div", { class: "hand", id: "seen" }, m.seen.map(c => h("span", { class: "mini" }, c))),
    h("p", { class: "muted" }, "Decks left: " + m.decksLeft.map((n, i) => "deck " + (i + 1) + ": " + n).join(", ")));
}

/** A move as the search names it ("draw 2", "guess 12 15"), in words. */
function moveWords(mv) {
  return mv.startsWith("draw ") ? "draw from deck " + mv.slice(5) : mv;
}

/** The search's options: the chance of winning the game after each, with its 95% interval. */
function drawSearch(m) {
  const s = m.search;
  if (!s || s.none || !s.options) return null;
  return h("div", { id: "search" }, h("h3", {}, "To win the game"),
    h("table", {}, h("tr", {}, h("th", {}, "move"), h("th", {}, "win chance (95%)")),
      s.options.slice(0, 4).map(o => h("tr", { class: o.move === s.chosen ? "chosen" : "" },
        h("td", { class: "big" }, moveWords(o.move)),
        h("td", { "data-move": o.move, "data-p": o.winChance }, pct(o.winChance) + " (" + pct(o.interval[0]) + "–" + pct(o.interval[1]) + ")")))),
    h("p", { class: "muted" }, "Each move played out in " + s.worlds + " hidden histories drawn from the notes, against a "
      + s.model.join(" or ") + " Fugitive; the heuristic move (" + moveWords(s.baseline) + ") is left only for one that wins clearly more."));
}

/** The search's move in one line, above the buttons. */
function searchLine(m) {
  const s = m.search;
  if (!s || s.none || !s.options) return null;
  const best = s.options.find(o => o.move === s.chosen) || s.options[0];
  return h("div", { class: "advice-line", id: "search-line", "data-move": s.chosen },
    "To win: " + moveWords(s.chosen) + " (wins " + pct(best.winChance) + ")");
}

function drawAdvice(m) {
  const box = h("section", { class: "panel advice p-advice", id: "advice" }, h("h2", {}, "Advice"));
  if (m.tooLarge) { box.append(h("p", {}, m.tooLarge)); return box; }
  if (m.inconsistent) { box.append(h("p", { class: "over", id: "inconsistent" }, m.inconsistent)); return box; }
  if (!m.deduction) return null;
  box.append(h("p", { class: "muted", id: "histories", "data-histories": m.deduction.histories }, m.deduction.histories + " consistent hidden histories, each counted once"));
  const a = m.advice;
  const searched = drawSearch(m);
  if (searched) box.append(searched);
  if (!a) {
    if (!searched) box.append(h("p", { class: "muted" }, "The guesses worth making appear when it is the Marshal's turn to guess."));
    return box;
  }
  if (a.tooLarge) box.append(h("p", {}, a.tooLarge));
  if (a.manhunt) {
    const mh = a.manhunt;
    box.append(h("p", { id: "manhunt", "data-p": mh.captureProbability, "data-first": mh.firstGuess },
      "Manhunt: guess ", h("span", { class: "big" }, mh.firstGuess), " first; the best order captures with probability ",
      h("b", {}, mh.exact ? pct(mh.captureProbability) : pct(mh.interval[0]) + " to " + pct(mh.interval[1])), mh.exact ? "" : " (work budget reached)"));
  }
  if (a.certain && a.certain.length) box.append(h("p", { id: "certain" }, "Certain to hit: ", h("span", { class: "big" }, a.certain.join(" "))));
  if (a.multi && a.multi.numbers.length > 1) {
    box.append(h("p", { id: "multi", "data-p": a.multi.probability, "data-expected": a.multi.expectedReveals },
      "Best guess of several numbers: ", h("span", { class: "big" }, a.multi.numbers.join(" ")), " — all hit: " + pct(a.multi.probability)
      + ", expected reveals " + a.multi.expectedReveals.toFixed(2)));
  }
  if (a.single) {
    box.append(h("table", { id: "singles" }, h("tr", {}, h("th", {}, "single guess"), h("th", {}, "hit chance")),
      a.single.slice(0, 6).map(s => h("tr", {}, h("td", { class: "big" }, s.number), h("td", { "data-n": s.number, "data-p": s.probability }, pct(s.probability))))));
  }
  box.append(h("p", { class: "muted" }, "Chances weigh every consistent hidden history equally; the Fugitive's habits are not modelled."));
  return box;
}

