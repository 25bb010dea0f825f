// cardlab web table. Every figure on the page comes from the server (the library's deduction
// and advice); this script only draws them and sends what the person enters.
"use strict";

const TOKEN = new URLSearchParams(location.search).get("token") || sessionStorage.getItem("cardlab-token");
if (TOKEN) sessionStorage.setItem("cardlab-token", TOKEN);

const app = document.getElementById("app");
const titleEl = document.getElementById("title");
const toastEl = document.getElementById("toast");

// ---- small helpers ----

function h(tag, attrs, ...kids) {
  const el = tag === "svg" || tag === "rect" || tag === "line" || tag === "text"
    ? document.createElementNS("http://www.w3.org/2000/svg", tag) : document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k === "class") el.setAttribute("class", v);
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const kid of kids.flat()) {
    if (kid === null || kid === undefined || kid === false) continue;
    el.append(kid instanceof Node ? kid : document.createTextNode(String(kid)));
  }
  return el;
}

function pct(p) {
  if (p >= 1) return "100%";
  if (p > 0 && p < 0.0005) return "<0.1%";
  return (100 * p).toFixed(1) + "%";
}

async function api(method, path, body) {
  const headers = {};
  if (TOKEN) headers["X-Cardlab-Token"] = TOKEN;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const r = await fetch("/api/" + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  let data = null;
  try { data = await r.json(); } catch (e) { data = { error: "the server answered " + r.status }; }
  return { ok: r.ok, status: r.status, data };
}

function toast(data) {
  toastEl.replaceChildren();
  toastEl.append(h("div", { id: "toast-text" }, data.error || String(data)));
  if (data.contradiction) {
    toastEl.append(h("div", {}, "Conflicting events" + (data.contradiction.smallest ? " (a smallest set):" : ":"),
      h("ul", { id: "conflict" }, data.contradiction.events.map(n => h("li", {}, "event " + n + ": "
        + (current && current.events && n <= current.events.length ? current.events[n - 1].text : "the one just entered"))))));
  }
  toastEl.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { toastEl.hidden = true; }, 9000);
}
toastEl.addEventListener("click", () => { toastEl.hidden = true; });

// ---- routing: #/ is the list of tables, #/t/ID a table ----

let current = null;   // the table's last view
let entry = {};       // what is being entered (selected numbers, reveals, ...)

window.addEventListener("hashchange", route);
route();

function route() {
  const m = location.hash.match(/^#\/t\/([0-9a-f]{12})$/);
  entry = {};
  if (m) loadTable(m[1]); else home();
}

async function loadTable(id) {
  const r = await api("GET", "tables/" + id);
  if (!r.ok) { app.replaceChildren(h("p", {}, r.data.error), h("a", { href: "#/" }, "All tables")); return; }
  show(r.data);
}

function show(view) {
  current = view;
  document.body.dataset.mode = view.mode;
  if (view.mode === "marshal") drawMarshal(view);
  else if (view.mode === "play") drawPlay(view);
  else drawPuzzle(view);
  const row = document.getElementById("row");
  if (row && view.mode !== "puzzle") row.scrollLeft = row.scrollWidth; // the newest hideouts matter most
  document.body.dataset.ready = String(view.mode + ":" + (view.events ? view.events.length : view.marshal ? view.marshal.events.length : 0) + ":" + Date.now());
}

async function act(action, body) {
  const r = await api("POST", "tables/" + current.id + "/" + action, body);
  if (!r.ok) { toast(r.data); return false; }
  toastEl.hidden = true;
  entry = {};
  show(r.data);
  return true;
}

// ---- the list of tables and the ways to open one ----

async function home() {
  titleEl.textContent = "Fugitive tables";
  const [tables, specs, bots, puzzles] = await Promise.all(
    ["tables", "specs", "bots", "puzzles"].map(p => api("GET", p).then(r => r.data)));
  const specSelect = (id) => h("select", { id }, specs.map(s => h("option", { value: s, selected: s === "pt" }, s)));
  const oneSeatOnly = { advisor: "marshal", shadow: "fugitive", racer: "fugitive" }; // the bots that play one seat
  const botSelect = (id, seat) => h("select", { id }, bots.filter(b => !oneSeatOnly[b] || oneSeatOnly[b] === seat)
    .map(b => h("option", { value: b, selected: b === "heuristic" }, b)));
  const open = async (body) => {
    const r = await api("POST", "tables", body);
    if (!r.ok) { toast(r.data); return; }
    location.hash = "#/t/" + r.data.id;
  };
  const importFile = h("input", { type: "file", id: "import-file", accept: ".json,application/json" });
  importFile.addEventListener("change", async () => {
    const f = importFile.files[0];
    if (!f) return;
    let body;
    try { body = JSON.parse(await f.text()); } catch (e) { toast({ error: f.name + ": not JSON" }); return; }
    const r = await api("POST", "tables/import", body);
    if (!r.ok) { toast(r.data); return; }
    location.hash = "#/t/" + r.data.id;
  });
  app.replaceChildren(
    h("div", { class: "cols" },
      h("div", {},
        h("section", { class: "panel" },
          h("h2", {}, "At the table: the Marshal's notes"),
          h("p", { class: "muted" }, "Enter each event of a real game as it happens; the page keeps the notes and shows what they prove."),
          h("label", {}, "Rules", specSelect("new-spec")),
          h("button", { class: "primary", id: "new-marshal", onclick: () => open({ mode: "marshal", spec: document.getElementById("new-spec").value }) }, "New game")),
        h("section", { class: "panel" },
          h("h2", {}, "Play against the computer, or watch"),
          h("label", {}, "Rules", specSelect("play-spec")),
          h("label", {}, "Seed", h("input", { type: "number", id: "play-seed", value: String(Math.floor(Math.random() * 10000)), min: "0" })),
          h("label", {}, "You play", h("select", { id: "play-human" },
            h("option", { value: "marshal" }, "the Marshal"), h("option", { value: "fugitive" }, "the Fugitive"), h("option", { value: "none" }, "nobody: watch two bots"))),
          h("label", {}, "Fugitive bot", botSelect("play-fugitive", "fugitive")),
          h("label", {}, "Marshal bot", botSelect("play-marshal", "marshal")),
          h("div", {}, h("button", { class: "primary", id: "new-play", onclick: () => open({
            mode: "play", spec: document.getElementById("play-spec").value, seed: Number(document.getElementById("play-seed").value),
            human: document.getElementById("play-human").value, fugitive: document.getElementById("play-fugitive").value,
            marshal: document.getElementById("play-marshal").value }) }, "Start"))),
        h("section", { class: "panel" },
          h("h2", {}, "Import notes"),
          h("p", { class: "muted" }, "A notes file (cardlab.fugitive.notes/1), exported here or written by cardlab."), importFile),
        h("section", { class: "panel" },
          h("h2", {}, "Open tables"),
          tables.length === 0 ? h("p", { class: "muted" }, "None yet.") :
            h("table", { class: "list", id: "tables" }, h("tr", {}, h("th", {}, "table"), h("th", {}, "rules"), h("th", {}, "events"), h("th", {}, "next")),
              tables.map(t => h("tr", {}, h("td", {}, h("a", { href: "#/t/" + t.id }, t.mode + " " + t.id)), h("td", {}, t.spec),
                h("td", {}, t.events), h("td", {}, t.next)))))),
      h("section", { class: "panel" },
        h("h2", {}, "Puzzles"),
        h("p", { class: "muted" }, "Endgames whose answers are proven. Name the face-down hideouts; a wrong guess ends the puzzle."),
        h("table", { class: "list", id: "puzzles" }, h("tr", {}, h("th", {}, "puzzle"), h("th", {}, "rules"), h("th", {}, "grade")),
          puzzles.map(p => h("tr", {}, h("td", {}, h("a", { href: "#", "data-puzzle": p.id, onclick: (e) => { e.preventDefault(); open({ mode: "puzzle", puzzle: p.id }); } }, p.id)),
            h("td", {}, p.spec), h("td", {}, p.grade + " " + p.gradeName)))))));
}

// ---- the Marshal's notes at a real table ----

function drawMarshal(v) {
  titleEl.textContent = "Marshal's notes · " + v.spec + " rules · " + v.events.length + " events";
  const m = v;
  const left = h("div", {},
    h("section", { class: "panel p-row" }, h("h2", {}, "The table"), drawRow(m),
      m.outcome ? h("div", { class: "over", id: "outcome" }, "The game is over: " + m.outcome) : null),
    h("section", { class: "panel p-entry", id: "entry" }, m.outcome ? null : h("div", { class: "next", id: "next" }, "Next: " + m.next),
      searchLine(m), noteEntry(m),
      h("div", { class: "buttons" },
        h("button", { id: "undo", onclick: () => act("undo"), disabled: m.events.length === 0 }, "Undo"),
        h("a", { class: "button", id: "export", href: "/api/tables/" + v.id + "/notes" + (TOKEN ? "?token=" + TOKEN : ""), download: "notes-" + v.id + ".json" }, "Export notes"))),
    h("section", { class: "panel p-strip" }, h("h2", {}, "Numbers 1–41: chance of a face-down hideout"), drawStrip(m),
      h("div", { class: "legend" }, h("span", {}, "darker = likelier"), h("span", {}, "framed = certain"), h("span", {}, "struck = impossible"), h("span", {}, "dashed = face up"))));
  app.replaceChildren(h("div", { class: "cols" }, left, h("div", {}, drawAdvice(m), drawCards(m), drawLog(m.events))));
}

/** Buttons for the events that may come next, in turn order. */
function noteEntry(m) {
  const L = m.legal;
  const box = h("div", {});
  const send = (event) => act("events", event);
  const kinds = new Set(L.kinds);
  const sprintRow = (type, label) => h("div", {}, h("h3", {}, label),
    h("div", { class: "buttons" }, Array.from({ length: L.maxSprints + 1 }, (_, k) =>
      h("button", { class: "primary", id: type + "-" + k, onclick: () => send({ type, sprints: k }) }, String(k)))));
  if (kinds.has("fugitive-draw")) {
    box.append(h("h3", {}, "The Fugitive drew from"), h("div", { class: "buttons" }, [1, 2, 3].map(d =>
      h("button", { class: "primary", id: "fdraw-" + d, disabled: !L.decks.includes(d), onclick: () => send({ type: "fugitive-draw", deck: d }) }, "deck " + d))));
  }
  if (kinds.has("hideout")) box.append(sprintRow("hideout", "He placed a hideout: how many sprint cards beneath?"));
  if (kinds.has("escape")) box.append(sprintRow("escape", "He played 42, the escape: how many sprint cards beneath?"));
  if (kinds.has("pass")) box.append(h("div", { class: "buttons" }, h("button", { id: "pass", onclick: () => send({ type: "pass" }) }, "He passed")));
  if (kinds.has("marshal-draw")) {
    const drawable = new Set(L.cards);
    box.append(h("h3", {}, "I drew"), h("div", { class: "grid" }, Array.from({ length: 38 }, (_, i) => i + 4).map(c =>
      h("button", { id: "mdraw-" + c, disabled: !drawable.has(c), onclick: () => send({ type: "marshal-draw", card: c }) }, c))));
  }
  if (kinds.has("guess")) box.append(guessEntry(L, (nums, hit, reveals) => send({ type: "guess", numbers: nums, hit, reveals })));
  if (kinds.has("marshal-pass")) box.append(h("div", { class: "buttons" }, h("button", { id: "mpass", onclick: () => send({ type: "marshal-pass" }) }, "I pass")));
  if (L.kinds.length === 0) box.append(h("p", { class: "muted" }, "Nothing more to enter."));
  return box;
}

/** Numbers first; then the answer: a miss, or for each number the position it revealed and the sprint cards beneath. */
/** The advice in one line, above the guess buttons (on a phone the advice panel is further down). */
function adviceLine(m) {
  const a = m.advice;
  if (!a || !a.single || a.single.length === 0) return null;
  let text;
  if (a.manhunt) text = "guess " + a.manhunt.firstGuess + " (capture " + pct(a.manhunt.captureProbability) + ")";
  else if (a.certain && a.certain.length) text = a.certain.join(" ") + " certain to hit";
  else if (a.multi && a.multi.numbers.length > 1) text = a.multi.numbers.join(" ") + " together (all hit " + pct(a.multi.probability) + ")";
  else text = "guess " + a.single[0].number + " (hit " + pct(a.single[0].probability) + ")";
  return h("div", { class: "advice-line", id: "advice-line" }, (m.search && m.search.options ? "Likeliest hit: " : "Advice: ") + text);
}

function guessEntry(L, done) {
  entry.numbers = entry.numbers || [];
  const box = h("div", { id: "guess" }, entry.answering ? null : adviceLine(current));
  const allowed = new Set(L.numbers);
  if (!entry.answering) {
    box.append(h("h3", {}, L.multi ? "I guess (one or more numbers)" : "I guess"), h("div", { class: "grid" },
      Array.from({ length: 41 }, (_, i) => i + 1).map(n => h("button", {
        id: "num-" + n, class: entry.numbers.includes(n) ? "on" : null, disabled: !allowed.has(n),
        onclick: () => {
          if (entry.numbers.includes(n)) entry.numbers = entry.numbers.filter(x => x !== n);
          else entry.numbers = L.multi ? entry.numbers.concat([n]).sort((a, b) => a - b) : [n];
          show(current);
        } }, n))),
    h("div", { class: "buttons" },
      h("button", { class: "warn", id: "miss", disabled: entry.numbers.length === 0, onclick: () => done(entry.numbers, false, []) }, "Miss"),
      h("button", { class: "primary", id: "hit", disabled: entry.numbers.length === 0, onclick: () => { entry.answering = true; entry.reveals = {}; show(current); } }, "Hit: enter what it revealed")));
    return box;
  }
  box.append(h("h3", {}, "Guess " + entry.numbers.join(" ") + ": what was revealed"));
  const down = L.faceDown;
  for (const n of entry.numbers) {
    const r = entry.reveals[n] = entry.reveals[n] || { position: null, cards: [] };
    const pos = down.find(d => d.position === r.position);
    const part = h("div", { class: "reveal" }, h("b", {}, n + " was at "),
      h("div", { class: "buttons" }, down.map(d => h("button", { id: "at-" + n + "-" + d.position, class: r.position === d.position ? "on" : null,
        onclick: () => { r.position = d.position; r.cards = []; show(current); } }, "#" + d.position + " (" + d.sprints + ")")),
        L.allOrNothing ? null : h("button", { id: "at-" + n + "-none", class: r.position === 0 ? "on" : null, onclick: () => { r.position = 0; show(current); } }, "not a hideout")));
    if (pos && pos.sprints > 0) {
      const pickable = new Set(L.sprintCards);
      part.append(h("div", {}, "its " + pos.sprints + " sprint card" + (pos.sprints === 1 ? "" : "s") + ": "),
        h("div", { class: "grid" }, Array.from({ length: 42 }, (_, i) => i + 1).filter(c => pickable.has(c) && c !== n).map(c =>
          h("button", { id: "sc-" + n + "-" + c, class: r.cards.includes(c) ? "on" : null, onclick: () => {
            r.cards = r.cards.includes(c) ? r.cards.filter(x => x !== c) : r.cards.concat([c]).sort((a, b) => a - b);
            show(current);
          } }, c))));
    }
    box.append(part);
  }
  const ready = entry.numbers.every(n => {
    const r = entry.reveals[n];
    if (r.position === 0) return true;
    const d = down.find(x => x.position === r.position);
    return d && r.cards.length === d.sprints;
  });
  box.append(h("div", { class: "buttons" },
    h("button", { class: "primary", id: "record-hit", disabled: !ready, onclick: () => done(entry.numbers, true,
      entry.numbers.filter(n => entry.reveals[n].position > 0).map(n => ({ position: entry.reveals[n].position, hideout: n, sprintCards: entry.reveals[n].cards }))) }, "Record the hit"),
    h("button", { id: "cancel", onclick: () => { entry = {}; show(current); } }, "Back")));
  return box;
}

// ---- games against the bots ----

function drawPlay(v) {
  const who = v.human === "none" ? "watching " + v.fugitiveBot + " vs " + v.marshalBot : "you are the " + (v.human === "marshal" ? "Marshal" : "Fugitive");
  titleEl.textContent = "Game · " + v.spec + " rules · seed " + v.seed + " · " + who;
  const m = v.marshal;
  const status = v.outcome ? h("div", { class: "over", id: "outcome" }, (v.winner === "marshal" ? "The Marshal wins: " : "The Fugitive wins: ") + v.outcome)
    : h("div", { class: "next", id: "next" }, v.yourTurn ? "Your move: " + m.next : "Next: " + m.next);
  const controls = h("section", { class: "panel p-entry", id: "entry" }, status);
  if (!v.outcome && v.yourTurn && v.human === "marshal") controls.append(marshalMoves(m));
  if (!v.outcome && v.yourTurn && v.human === "fugitive") controls.append(fugitiveMoves(v.fugitive));
  if (!v.outcome && v.human === "none") controls.append(h("div", { class: "buttons" },
    h("button", { class: "primary", id: "step", onclick: () => act("step") }, "Next move"),
    h("button", { id: "run", onclick: runToEnd }, "Play to the end")));
  if (v.human !== "fugitive" || v.outcome) controls.append(h("div", { class: "buttons" }, h("a", { class: "button", id: "export", href: "/api/tables/" + v.id + "/notes" + (TOKEN ? "?token=" + TOKEN : ""), download: "notes-" + v.id + ".json" }, "Export the Marshal's notes")));
  const table = h("section", { class: "panel p-row" }, h("h2", {}, "The table"), drawRow(m, { truth: v.fugitive ? v.fugitive.route : null }));
  const left = h("div", {}, table, controls);
  if (v.fugitive) {
    left.append(h("section", { class: "panel p-fhand" }, h("h2", {}, "The Fugitive's hand"),
      h("div", { class: "hand", id: "fhand" }, v.fugitive.hand.map(c => h("span", { class: "mini" }, c))),
      v.fugitive.tooLarge ? h("p", { class: "muted" }, v.fugitive.tooLarge) : h("p", { class: "muted" }, "Under each face-down hideout: the chance the Marshal gives its true value (how exposed it is), his hidden cards imagined from those you never held.")));
  }
  if (v.human !== "fugitive" || v.outcome) {
    left.append(h("section", { class: "panel p-strip" }, h("h2", {}, "Numbers 1–41: chance of a face-down hideout (Marshal's view)"), drawStrip(m)));
  }
  const right = h("div", {});
  if (v.human !== "fugitive" || v.outcome) right.append(drawAdvice(m) || "", drawCards(m));
  right.append(drawLog(m.events));
  app.replaceChildren(h("div", { class: "cols" }, left, right));
}

async function runToEnd() {
  while (current && current.mode === "play" && !current.outcome) {
    if (!(await act("step"))) break;
  }
}

function marshalMoves(m) {
  const L = m.legal;
  const box = h("div", {}, searchLine(m) || "");
  const move = (text) => act("move", { move: text });
  if (L.kinds.includes("marshal-draw")) {
    box.append(h("h3", {}, "Draw from"), h("div", { class: "buttons" }, [1, 2, 3].map(d =>
      h("button", { class: "primary", id: "mdeck-" + d, disabled: !L.decks.includes(d), onclick: () => move("draw " + d) }, "deck " + d))));
  }
  if (L.kinds.includes("guess")) {
    entry.numbers = entry.numbers || [];
    const allowed = new Set(L.numbers);
    box.append(adviceLine(m) || "", h("h3", {}, L.multi ? "Guess one or more numbers" : "Guess a number"),
      h("div", { class: "grid" }, Array.from({ length: 41 }, (_, i) => i + 1).map(n => h("button", {
        id: "num-" + n, class: entry.numbers.includes(n) ? "on" : null, disabled: !allowed.has(n), onclick: () => {
          if (entry.numbers.includes(n)) entry.numbers = entry.numbers.filter(x => x !== n);
          else entry.numbers = L.multi ? entry.numbers.concat([n]).sort((a, b) => a - b) : [n];
          show(current);
        } }, n))),
      h("div", { class: "buttons" }, h("button", { class: "primary", id: "guess-go", disabled: entry.numbers.length === 0,
        onclick: () => move("guess " + entry.numbers.join(" ")) }, "Guess " + entry.numbers.join(" "))));
  }
  if (L.kinds.includes("marshal-pass")) box.append(h("button", { id: "mpass", onclick: () => move("pass") }, "Pass"));
  return box;
}

function fugitiveMoves(f) {
  const box = h("div", {});
  const move = (text) => act("move", { move: text });
  if (f.safest && f.safest.length) {
    box.append(h("div", { class: "advice", id: "safest" }, h("h3", {}, "Safest now, by the Marshal's belief"),
      h("ul", {}, f.safest.map(s => h("li", {}, s)))));
  }
  if (f.decks.length) {
    box.append(h("h3", {}, "Draw from"), h("div", { class: "buttons" }, [1, 2, 3].map(d =>
      h("button", { class: "primary", id: "fdeck-" + d, disabled: !f.decks.includes(d), onclick: () => move("draw " + d) }, "deck " + d))));
  }
  if (f.hideouts.length) {
    entry.sprints = entry.sprints || [];
    const placeable = new Set(f.hideouts);
    box.append(h("h3", {}, entry.hideout ? "Sprint cards to pay with (tap), then place" : "Tap the card to place as a hideout"),
      h("div", { class: "hand" }, f.hand.map(c => {
        const isHide = entry.hideout === c;
        return h("button", { class: "mini" + (isHide ? " pick" : entry.sprints.includes(c) ? " sprint" : ""), id: "fcard-" + c,
          disabled: !entry.hideout && !placeable.has(c), onclick: () => {
            if (!entry.hideout || isHide) { entry.hideout = isHide ? null : c; entry.sprints = []; }
            else entry.sprints = entry.sprints.includes(c) ? entry.sprints.filter(x => x !== c) : entry.sprints.concat([c]);
            show(current);
          } }, c);
      })),
      h("p", { class: "muted" }, f.needFootprints),
      h("div", { class: "buttons" }, h("button", { class: "primary", id: "place", disabled: !entry.hideout,
        onclick: () => move("hide " + entry.hideout + (entry.sprints.length ? " sprint " + entry.sprints.join(" ") : "")) },
        entry.hideout ? "Place " + entry.hideout + (entry.sprints.length ? " paying " + entry.sprints.join(" ") : "") : "Place")));
  }
  if (f.mayPass) box.append(h("div", { class: "buttons" }, h("button", { id: "fpass", onclick: () => move("pass") }, "Pass")));
  return box;
}

// ---- puzzles ----

function drawPuzzle(v) {
  titleEl.textContent = "Puzzle " + v.puzzle;
  const m = v.marshal;
  const guess = (n) => act("guess", entry.position ? { number: n, position: entry.position } : { number: n });
  const over = v.state !== "playing";
  const luck = v.lucky.length ? h("ul", { class: "lucky", id: "lucky" }, v.lucky.map(l => h("li", {}, l))) : null;
  const status = v.state === "solved" ? h("div", { class: "over", id: "outcome" }, "Solved: every hideout named"
      + (v.lucky.length ? ", " + v.lucky.length + " of them by luck before they were certain." : ", each when it was certain."))
    : v.state === "failed" ? h("div", { class: "over", id: "outcome" }, "Over: " + v.failure) : h("div", { class: "next", id: "next" },
      entry.position ? "Name the number under #" + entry.position : "Name a face-down hideout (tap a card first to say which one)");
  app.replaceChildren(h("div", { class: "cols" },
    h("div", {},
      h("section", { class: "panel p-row" }, h("h2", {}, v.title), h("p", {}, v.task),
        drawRow(m, over ? {} : { click: (p) => { entry.position = entry.position === p ? null : p; show(current); }, picked: entry.position })),
      h("section", { class: "panel p-entry", id: "entry" }, status, luck,
        over ? h("pre", { class: "answer", id: "answer" }, "The answer, step by step:\n" + v.answer) : drawStrip(m, guess))),
    h("div", {},
      drawCards(m),
      h("section", { class: "panel p-log" }, h("h2", {}, "The notes"), h("ol", { class: "log", id: "log" }, m.noteLines.map(l => h("li", {}, l.replace(/^\d+\.\s*/, ""))))))));
}
