// cardlab web table: the keypad for the Marshal's notes. One prompt at a time (only the events
// that may come next), the page moving to the next prompt by itself: the Fugitive's draw, his
// hideout or escape or pass, the Marshal's draw, his guess on the heat map with Miss and Hit in
// the bar at the bottom, and what a hit revealed. Offline, every kind of event can be entered
// (the server judges each when it is back).
"use strict";

/** An event in words, for the events waiting offline. */
function eventWords(e) {
  // worded as the server's log words it once taken (Contradiction.describe), so a waiting event reads the same before and after
  const beneath = (k) => k === 0 ? "no sprint card" : counted(k, "sprint card") + " beneath";
  switch (e.type) {
    case "fugitive-draw": return "the Fugitive drew from deck " + e.deck;
    case "hideout": return "the Fugitive placed a hideout with " + beneath(e.sprints);
    case "escape": return "the Fugitive played the escape card with " + beneath(e.sprints);
    case "pass": return "the Fugitive passed";
    case "marshal-draw": return "the Marshal drew " + e.card;
    case "marshal-pass": return "the Marshal passed";
    case "guess": return e.hit ? "the reveal of " + e.reveals.map(r => r.hideout + " at position " + r.position
      + (r.sprintCards.length ? " with sprint cards " + r.sprintCards.join(" ") : "")).join(", ") : "a miss of " + e.numbers.join(" and ");
    default: return e.type;
  }
}

function bigButton(id, label, onclick, cls = "primary", disabled = false) {
  return h("button", { class: cls + " w", id, onclick, disabled: disabled || S.busy }, label);
}

/**
 * The keypad for what may come next under `legal` (the server's; offline, everything), sending
 * each event with send(event). Returns the pad; puts its bar buttons (Miss, Hit...) into `bar`.
 */
function notePad(m, legal, send, bar) {
  const offline = !legal;
  const kinds = new Set(offline ? [] : legal.kinds);
  const pad = h("div", { class: "pad", id: "pad" });
  if (offline) {
    const tabs = [["fugitive-draw", "He drew"], ["hideout", "He placed"], ["marshal-draw", "I drew"], ["guess", "I guessed"]];
    const tab = S.entry.tab || defaultTab();
    // answering a hit, the tabs give way to its keypad (every card not seen may lie beneath: six rows), so that its last row
    // stays above the bar under the offline banner; Back in the bar returns to the guess
    if (!S.entry.answering) {
      pad.append(h("div", { class: "tabs" }, tabs.map(([k, label]) => h("button", { class: "tab" + (tab === k ? " on" : ""), id: "tab-" + k,
        onclick: () => { S.entry = { tab: k }; redraw(); } }, label))));
    }
    kinds.add(tab);
    if (tab === "hideout") { kinds.add("escape"); kinds.add("pass"); }
    if (tab === "guess") kinds.add("marshal-pass");
    legal = offlineLegal(m);
  }
  if (S.entry.answering) {
    pad.append(revealPad(m, legal, send, bar));
    return pad;
  }
  if (kinds.has("fugitive-draw")) {
    const left = S.correcting && S.correcting.decksLeft ? S.correcting.decksLeft : decksLeftNow(m); // a correction: as they stood then
    pad.append(h("div", { class: "prompt" }, "He drew from"), h("div", { class: "decks" }, [1, 2, 3].map(d =>
      bigButton("fdraw-" + d, h("span", {}, "deck " + d, h("small", {}, left[d - 1] + " left")), () => send({ type: "fugitive-draw", deck: d }),
        "primary deck", !legal.decks.includes(d) || left[d - 1] === 0))));
  }
  if (kinds.has("hideout")) {
    pad.append(h("div", { class: "prompt" }, "Hideout: sprint cards beneath"),
      h("div", { class: "sprint-row" }, range(0, legal.maxSprints).map(k => bigButton("hideout-" + k, String(k), () => send({ type: "hideout", sprints: k })))));
  }
  if (kinds.has("escape")) {
    pad.append(h("div", { class: "prompt escape-prompt" }, "Or " + m.escapeCard + ", the escape: sprint cards"),
      h("div", { class: "sprint-row escape-row" }, range(0, legal.maxSprints).map(k =>
        bigButton("escape-" + k, h("span", {}, h("b", {}, String(m.escapeCard)), "+" + k), () => send({ type: "escape", sprints: k }), "escape-key"))));
  }
  if (kinds.has("pass")) pad.append(h("div", { class: "buttons" }, bigButton("pass", "He passed", () => send({ type: "pass" }), "")));
  if (kinds.has("marshal-draw")) {
    const drawable = new Set(legal.cards);
    pad.append(h("div", { class: "prompt" }, "I drew"), h("div", { class: "grid" }, range(4, 41).map(c =>
      bigButton("mdraw-" + c, String(c), () => send({ type: "marshal-draw", card: c }), "", !drawable.has(c)))));
  }
  if (kinds.has("guess")) pad.append(guessPad(m, legal, send, bar));
  if (kinds.has("marshal-pass")) bar.append(bigButton("mpass", "I pass", () => send({ type: "marshal-pass" }), ""));
  if (!offline && kinds.size === 0) pad.append(h("p", { class: "muted" }, "Nothing more to enter."));
  return pad;
}

/**
 * Offline, the tab open first: after the waiting events, the kind that usually comes next (a
 * default only, a tap away from any other; the server judges the order when it is back).
 */
function defaultTab() {
  const items = S.queue ? S.queue.items : [];
  const last = items.length ? items[items.length - 1].type : null;
  const after = { "fugitive-draw": "hideout", hideout: "marshal-draw", escape: "marshal-draw", pass: "marshal-draw", "marshal-draw": "guess",
    guess: "fugitive-draw", "marshal-pass": "fugitive-draw" };
  if (last) return after[last];
  const k = S.view.legal.kinds[0];
  return k === "escape" || k === "pass" ? "hideout" : k === "marshal-pass" ? "guess" : k || "fugitive-draw";
}

/**
 * The cards left in each deck after the events waiting on this device too: each draw waiting, his from its deck and the
 * Marshal's card's from the deck that card is in, takes one (the view's counts are as of the server's last view).
 */
function decksLeftNow(m) {
  const left = m.decksLeft.slice();
  const deckOf = (c) => (m.deckCards || []).findIndex(([low, high]) => c >= low && c <= high) + 1;
  for (const e of S.queue ? S.queue.items : []) {
    const d = e.type === "fugitive-draw" ? e.deck : e.type === "marshal-draw" ? deckOf(e.card) : 0;
    if (d > 0 && left[d - 1] > 0) left[d - 1]--;
  }
  return left;
}

/** The cards of the Marshal's draws waiting on this device (offline). */
function waitingDraws() {
  return (S.queue ? S.queue.items : []).filter(e => e.type === "marshal-draw").map(e => e.card);
}

function range(a, b) {
  return Array.from({ length: b - a + 1 }, (_, i) => a + i);
}

/** Offline: every card and number not known to be taken, every position the row has (and the hideouts waiting). */
function offlineLegal(m) {
  const hand = new Set(m.hand);
  const seen = new Set(m.seen);
  const waiting = S.queue ? S.queue.items : [];
  for (const e of waiting) if (e.type === "marshal-draw") { hand.add(e.card); seen.add(e.card); }
  // a hit waiting turned its hideouts and their sprint cards face up: no deck can give them, no guess names them again
  const revealed = new Set();
  for (const e of waiting) if (e.type === "guess" && e.hit) e.reveals.forEach(r => { revealed.add(r.position); [r.hideout, ...r.sprintCards].forEach(c => seen.add(c)); });
  let faceDown = m.route.filter(p => !p.faceUp && p.position > 0).map(p => ({ position: p.position, sprints: p.sprints }));
  let next = m.route.length;
  for (const e of waiting) if (e.type === "hideout") faceDown.push({ position: next++, sprints: e.sprints });
  faceDown = faceDown.filter(d => !revealed.has(d.position));
  const free = range(1, 41).filter(c => !seen.has(c));
  faceDown.forEach(d => { d.sprintCards = free; });
  return { kinds: [], decks: [1, 2, 3], cards: range(4, 41).filter(c => !seen.has(c)), numbers: range(1, 41).filter(n => !hand.has(n) && !seen.has(n)),
    maxSprints: S.view.legal.maxSprints || 8, multi: S.view.legal.multi, allOrNothing: S.view.legal.allOrNothing, faceDown, offline: true };
}

/** The guess: the heat map is the keypad; Miss and Hit wait in the bar at the bottom. */
function guessPad(m, legal, send, bar) {
  const e = S.entry;
  e.numbers = e.numbers || [];
  const allowed = new Set(legal.numbers);
  const mine = new Set([...m.hand, ...waitingDraws()]); // his own cards are never hideouts
  const ch = logicOf(m);
  const possible = (n) => !ch || !ch.numbers || legal.offline || (ch.numbers[n] || 0) > 0;
  const pick = (n) => {
    if (e.numbers.includes(n)) e.numbers = e.numbers.filter(x => x !== n);
    else e.numbers = legal.multi ? e.numbers.concat([n]).sort((a, b) => a - b) : [n];
    redraw();
  };
  const box = h("div", { id: "guess" },
    h("div", { class: "prompt" }, e.numbers.length ? "I guess " + e.numbers.join(" ") + (legal.multi ? " (tap more, or answer below)" : "")
      : legal.multi ? "I guess: tap one or more numbers" : "I guess: tap the number"),
    drawStrip(m, pick, { id: "keys", idPrefix: "num-", picked: e.numbers,
      disabled: (n) => !allowed.has(n) || mine.has(n) || (!possible(n) && !e.anyNumber) }));
  if (ch && !legal.offline) {
    box.append(h("button", { class: "link small", id: "any-number", onclick: () => { e.anyNumber = !e.anyNumber; redraw(); } },
      e.anyNumber ? "hide the numbers that cannot be hideouts" : "I guessed a number that cannot be a hideout"));
  }
  bar.append(bigButton("miss", "Miss", () => send({ type: "guess", numbers: e.numbers, hit: false }), "warn", e.numbers.length === 0),
    bigButton("hit", "Hit", () => { e.answering = true; e.reveals = {}; e.step = 0; redraw(); }, "primary", e.numbers.length === 0));
  return box;
}

/** What a hit revealed, one number at a time: where it was (only positions that can hold it), then the sprint cards beneath. */
function revealPad(m, legal, send, bar) {
  const e = S.entry;
  const box = h("div", { id: "reveal" });
  const ch = logicOf(m);
  const holds = {};
  if (ch && ch.positions && !legal.offline) for (const p of ch.positions) holds[p.position] = p.probabilities;
  const down = legal.faceDown;
  const taken = new Set(e.numbers);
  for (const n of e.numbers) for (const c of (e.reveals[n] || { cards: [] }).cards) taken.add(c);
  const done = () => e.numbers.every(n => {
    const r = e.reveals[n];
    if (!r) return false;
    if (r.position === 0) return true;
    const d = down.find(x => x.position === r.position);
    return d && r.cards.length === d.sprints;
  });
  for (let i = 0; i < e.numbers.length; i++) {
    const n = e.numbers[i];
    const r = e.reveals[n] = e.reveals[n] || { position: null, cards: [] };
    const current = i === e.step;
    const usedElsewhere = new Set(e.numbers.filter(x => x !== n).map(x => e.reveals[x] && e.reveals[x].position).filter(Boolean));
    const free = down.filter(d => !usedElsewhere.has(d.position));
    const fits = free.filter(d => !holds[d.position] || holds[d.position][n] > 0);
    // none fits, or the person says it turned up elsewhere: an earlier note may be wrong, and the server will say which
    const can = fits.length && !e.anyPosition ? fits : free;
    if (!current) { // answered or still to come: one line, tap to go back to it
      const pos = r.position ? "#" + r.position + (r.cards.length ? " over " + r.cards.join(" ") : "") : r.position === 0 ? "not a hideout" : "…";
      box.append(h("button", { class: "reveal-done", id: "step-" + n, onclick: () => { e.step = i; redraw(); } }, n + " was at " + pos));
      continue;
    }
    const part = h("div", { class: "reveal current" },
      h("div", { class: "prompt" }, n + " was at"),
      h("div", { class: "buttons" }, can.map(d => h("button", { id: "at-" + n + "-" + d.position, class: "w" + (r.position === d.position ? " on" : ""),
        onclick: () => { r.position = d.position; r.cards = []; if (d.sprints === 0) e.step = i + 1; else e.step = i; redraw(); } },
        "#" + d.position + " (" + d.sprints + "▮)")),
        legal.allOrNothing ? null : h("button", { id: "at-" + n + "-none", class: "w" + (r.position === 0 ? " on" : ""),
          onclick: () => { r.position = 0; e.step = i + 1; redraw(); } }, "not a hideout")),
      fits.length === 0 ? h("p", { class: "muted small" }, "The notes say no face-down hideout can hold " + n
        + ". If it did turn up, say where: the page will name the notes it conflicts with.")
        : fits.length < free.length ? h("button", { class: "link small", id: "any-position", onclick: () => { e.anyPosition = !e.anyPosition; redraw(); } },
          e.anyPosition ? "only where " + n + " can be" : n + " turned up somewhere else") : null);
    const pos = down.find(d => d.position === r.position);
    if (pos && pos.sprints > 0) {
      const pickable = new Set(pos.sprintCards);
      part.append(h("div", { class: "prompt small" }, "sprint cards beneath #" + pos.position + ": " + r.cards.length + " of " + pos.sprints),
        h("div", { class: "grid" }, range(1, 42).filter(c => pickable.has(c) && (!taken.has(c) || r.cards.includes(c))).map(c =>
          h("button", { id: "sc-" + n + "-" + c, class: "w" + (r.cards.includes(c) ? " on" : ""),
            disabled: !r.cards.includes(c) && r.cards.length >= pos.sprints, onclick: () => {
              r.cards = r.cards.includes(c) ? r.cards.filter(x => x !== c) : r.cards.concat([c]).sort((a, b) => a - b);
              if (r.cards.length === pos.sprints) e.step = i + 1; // all of them: on to the next number
              redraw();
            } }, c))));
    }
    box.append(part);
  }
  bar.append(bigButton("cancel", "Back", () => { S.entry = { numbers: e.numbers, tab: e.tab }; redraw(); }, ""), // offline, back to the guess tab
    bigButton("record-hit", "Record the hit", () => send({ type: "guess", numbers: e.numbers, hit: true,
      reveals: e.numbers.filter(n => e.reveals[n].position > 0).map(n => ({ position: e.reveals[n].position, hideout: n, sprintCards: e.reveals[n].cards })) }),
      "primary", !done()));
  return box;
}
