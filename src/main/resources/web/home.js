// cardlab web table: the start page. The open tables (each can be deleted), the ways to open one
// (rules and bots glossed, as the server's registry names them), importing notes, the address
// and QR code for a phone, and the puzzles grouped by grade and theme with this device's marks.
"use strict";

async function home() {
  document.title = "cardlab · game tables";
  titleEl.textContent = "Game tables";
  barEl.replaceChildren();
  barEl.hidden = true;
  const got = await Promise.all(["tables", "specs", "bots", "puzzles", "address", "games"].map(p => request("GET", p)));
  if (got.some(r => r.offline)) {
    goOffline();
    app.replaceChildren(h("p", {}, "The server cannot be reached. Tables seen on this device open from their last state:"),
      h("ul", {}, Object.keys(localStorage).filter(k => k.startsWith("cardlab-view-")).map(k => h("li", {}, h("a", { href: "#/t/" + k.slice(13) }, k.slice(13))))));
    return;
  }
  const [tables, specs, bots, puzzles, address, games] = got.map(r => r.data);
  const specSelect = (id) => h("select", { id }, specs.map(s => h("option", { value: s.name, selected: s.default }, s.name + " — " + s.title)));
  const botSelect = (id, seat) => h("select", { id }, bots[seat].map((b, i) => h("option", { value: b.name, selected: i === 0 }, b.name + (b.gloss ? " — " + b.gloss : ""))));
  const open = async (body) => {
    const r = await request("POST", "tables", body);
    if (!r.ok) { toast(r.data); return; }
    location.hash = "#/t/" + r.data.id;
  };
  const importFile = h("input", { type: "file", id: "import-file", accept: ".json,application/json" });
  importFile.addEventListener("change", async () => {
    const f = importFile.files[0];
    if (!f) return;
    let body;
    try { body = JSON.parse(await f.text()); } catch (e) { toast({ error: f.name + ": not JSON" }); return; }
    const r = await request("POST", "tables/import", body);
    if (!r.ok) { toast(r.data); return; }
    location.hash = "#/t/" + r.data.id;
  });
  const seedValue = () => document.getElementById("play-seed").value.trim();
  app.replaceChildren(
    h("div", { class: "cols home" },
      h("div", {},
        h("section", { class: "panel", id: "games" }, h("h2", {}, "Games"),
          h("ul", { class: "game-list" }, games.map(g => h("li", { "data-game": g.id }, h("a", { href: "#game-" + g.id, onclick: (ev) => { ev.preventDefault(); document.getElementById("game-" + g.id).scrollIntoView(); } }, g.title),
            h("span", { class: "game-facts" }, counted(g.specs.length, "rule set") + " · " + playerCounts(g) + " players"))))),
        h("h2", { id: "game-fugitive" }, "Fugitive"),
        h("section", { class: "panel" },
          h("h2", {}, "At the table: the Marshal's notes"),
          h("p", { class: "muted" }, "Enter each event of a real game as it happens; the page keeps the notes and shows what they prove."),
          h("label", {}, "Rules", specSelect("new-spec")),
          h("button", { class: "primary", id: "new-marshal", onclick: () => open({ mode: "marshal", spec: document.getElementById("new-spec").value }) }, "New game")),
        h("section", { class: "panel" },
          h("h2", {}, "Play against the computer, or watch"),
          h("label", {}, "Rules", specSelect("play-spec")),
          h("label", {}, "Seed", h("input", { type: "number", id: "play-seed", placeholder: "random (kept secret)", min: "0" })),
          h("label", {}, "You play", h("select", { id: "play-human" },
            h("option", { value: "marshal" }, "the Marshal"), h("option", { value: "fugitive" }, "the Fugitive"), h("option", { value: "none" }, "nobody: watch two bots"))),
          h("label", {}, "Fugitive bot", botSelect("play-fugitive", "fugitive")),
          h("label", {}, "Marshal bot", botSelect("play-marshal", "marshal")),
          h("div", {}, h("button", { class: "primary", id: "new-play", onclick: () => open(Object.assign({
            mode: "play", spec: document.getElementById("play-spec").value,
            human: document.getElementById("play-human").value, fugitive: document.getElementById("play-fugitive").value,
            marshal: document.getElementById("play-marshal").value }, seedValue() ? { seed: Number(seedValue()) } : {})) }, "Start"))),
        games.filter(g => g.tables === "game").map(gamePanel),
        h("section", { class: "panel" },
          h("h2", {}, "Import notes"),
          h("p", { class: "muted" }, "A notes file (cardlab.fugitive.notes/1), exported here or written by cardlab; a custom spec comes in with its rule values."), importFile),
        joinPanel(address),
        h("section", { class: "panel" },
          h("h2", {}, "Open tables"),
          tables.length === 0 ? h("p", { class: "muted" }, "None yet.") :
            h("table", { class: "list", id: "tables" }, h("tr", {}, h("th", {}, "table"), h("th", {}, "rules"), h("th", {}, "events"), h("th", {}, "next"), h("th", {}, "")),
              tables.map(t => h("tr", { "data-table": t.id }, h("td", {}, h("a", { href: "#/t/" + t.id }, (t.game ? t.game + " " : "") + t.mode + " " + t.id)), h("td", {}, t.spec),
                h("td", {}, t.events), h("td", {}, t.next),
                h("td", {}, h("button", { class: "warn small-button", id: "delete-" + t.id, onclick: () => deleteTable(t) }, "Delete"))))))),
      puzzleList(puzzles)));
}

/** The registry's player counts in words: "2", "2 to 5". */
function playerCounts(g) {
  return g.players.min === g.players.max ? String(g.players.min) : g.players.min + " to " + g.players.max;
}

/** A registered game played on the generic table: its rules, setup, seat, bots and seed, as the registry gives them. */
function gamePanel(g) {
  const id = (k) => g.id + "-" + k;
  const val = (k) => document.getElementById(id(k));
  const body = () => {
    const params = {};
    for (const p of g.params) {
      const el = val("param-" + p.key);
      if (p.flag !== undefined) { if (el.checked) params[p.key] = p.flag; }
      else params[p.key] = typeof p.default === "number" ? Number(el.value) : el.value;
    }
    const seats = g.params.some(p => p.key === "players") ? params.players : g.seats.length;
    const seed = val("seed").value.trim();
    const bots = [...Array(seats).keys()].map(i => val("bot-" + i).value);
    return Object.assign({ game: g.id, mode: "play", spec: val("spec").value, params,
      human: val("human").value === "none" ? "none" : 0, bots }, seed ? { seed: Number(seed) } : {});
  };
  // one choice of bot per seat; with a player count, as many seats as it says (a new seat offers what the last listed one does)
  const seatBots = h("div", { class: "seat-bots", id: id("seat-bots") });
  const drawSeatBots = () => {
    const count = g.params.some(p => p.key === "players") ? Math.max(g.players.min, Math.min(g.players.max, Number(panel.querySelector("#" + id("param-players")).value) || g.seats.length)) : g.seats.length;
    const kept = [...seatBots.querySelectorAll("select")].map(s => s.value);
    seatBots.replaceChildren(...[...Array(count).keys()].map(i => {
      const seat = g.seats[Math.min(i, g.seats.length - 1)];
      const name = i < g.seats.length ? seat.name : "seat " + i;
      return h("label", {}, name + (i === 0 ? " (when you watch)" : "") + " bot", h("select", { id: id("bot-" + i) },
        seat.bots.map((b, k) => h("option", { value: b.name, selected: kept[i] ? b.name === kept[i] : k === 0 }, b.name + (b.gloss ? " — " + b.gloss : "")))));
    }));
  };
  const panel = h("section", { class: "panel", id: "game-" + g.id },
    h("h2", {}, g.title + ": play against the computer, or watch"),
    h("label", {}, "Rules", h("select", { id: id("spec") }, g.specs.map(s => h("option", { value: s.name, selected: s.default }, s.name + " — " + s.title)))),
    g.params.map(p => h("label", { title: p.description }, p.flag !== undefined ? [h("input", { type: "checkbox", id: id("param-" + p.key) }), " " + p.flag + " — " + p.description]
      : p.key === "players" ? ["players (" + playerCounts(g) + ")", h("input", { id: id("param-players"), type: "number", value: p.default,
        min: g.players.min, max: g.players.max, oninput: () => drawSeatBots() })]
      : [p.key, h("input", { id: id("param-" + p.key), type: typeof p.default === "number" ? "number" : "text", value: p.default })])),
    h("label", {}, "Seed", h("input", { type: "number", id: id("seed"), placeholder: "random (kept secret)", min: "0" })),
    h("label", {}, "You play", h("select", { id: id("human") }, h("option", { value: "0" }, g.seats[0].name + " (the first seat)"), h("option", { value: "none" }, "nobody: watch the bots"))),
    seatBots,
    h("div", {}, h("button", { class: "primary", id: id("start"), onclick: async () => {
      const r = await request("POST", "tables", body());
      if (!r.ok) { toast(r.data); return; }
      location.hash = "#/t/" + r.data.id;
    } }, "Start")));
  drawSeatBots();
  return panel;
}

async function deleteTable(t) {
  if (!window.confirm("Delete the " + t.mode + " table " + t.id + " (" + t.events + " events) and its file?")) return;
  const r = await request("DELETE", "tables/" + t.id);
  if (!r.ok) { toast(r.data); return; }
  store("cardlab-view-" + t.id, null);
  store("cardlab-queue-" + t.id, null);
  store(playKey(t.id), null);
  home();
}

/** Where a phone opens this table: the address with its token and its QR code (only when the server listens beyond this machine). */
function joinPanel(address) {
  const box = h("section", { class: "panel", id: "join" }, h("h2", {}, "Another device at the table"));
  if (!address.lan) {
    box.append(h("p", { class: "muted" }, "This server listens on this machine only (" + address.urls[0] + "). To open it on a phone on the same Wi-Fi, start it with ",
      h("code", {}, "cardlab serve --host 0.0.0.0"), ": a QR code of its address appears here and in the terminal."));
    return box;
  }
  box.append(h("p", {}, "Scan with the phone's camera, or open ", h("code", { id: "join-url" }, address.url), "."),
    h("img", { src: address.qr, id: "qr", alt: "QR code of " + address.url, width: 180, height: 180 }),
    h("p", { class: "muted small" }, "The address carries the access token: share it only with your table. Every device then follows the same tables as they change."));
  return box;
}

/** The puzzles by grade, then by theme (the book chapter of its idea), with this device's solved marks. */
function puzzleList(puzzles) {
  const marks = solvedMarks();
  const grades = {};
  for (const p of puzzles) {
    const g = grades[p.grade] = grades[p.grade] || { name: p.gradeName, themes: {} };
    (g.themes[p.theme] = g.themes[p.theme] || []).push(p);
  }
  const open = (id) => request("POST", "tables", { mode: "puzzle", puzzle: id }).then(r => { if (r.ok) location.hash = "#/t/" + r.data.id; else toast(r.data); });
  const solvedIn = (list) => list.filter(p => marks[p.id]).length;
  return h("section", { class: "panel" },
    h("h2", {}, "Puzzles"),
    h("p", { class: "muted" }, "Endgames whose answers are proven. Name the face-down hideouts; a wrong guess ends the attempt, and you can try again. ✓ = solved on this device."),
    h("div", { id: "puzzles" }, Object.keys(grades).sort().map(g => {
      const all = Object.values(grades[g].themes).flat();
      return h("details", { class: "grade", "data-grade": g },
        h("summary", {}, "Grade " + g + " · " + grades[g].name + " — " + counted(all.length, "puzzle") + ", " + solvedIn(all) + " solved"),
        Object.keys(grades[g].themes).sort().map(theme => h("div", { class: "theme" },
          h("h3", {}, theme + " (" + grades[g].themes[theme].length + ")"),
          h("div", { class: "puzzle-buttons" }, grades[g].themes[theme].map(p => h("button", { class: "puzzle" + (marks[p.id] ? " solved" : ""),
            "data-puzzle": p.id, title: p.id, onclick: () => open(p.id) }, (marks[p.id] ? "✓ " : "") + p.spec + " " + p.id.slice(-8)))))));
    })));
}
