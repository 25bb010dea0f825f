// cardlab web table: the start page. The open tables (each can be deleted), the ways to open one
// (rules and bots glossed, as the server's registry names them), importing notes, the address
// and QR code for a phone, and the puzzles grouped by grade and theme with this device's marks.
"use strict";

async function home() {
  document.title = "cardlab · Fugitive tables";
  titleEl.textContent = "Fugitive tables";
  barEl.replaceChildren();
  barEl.hidden = true;
  const got = await Promise.all(["tables", "specs", "bots", "puzzles", "address"].map(p => request("GET", p)));
  if (got.some(r => r.offline)) {
    goOffline();
    app.replaceChildren(h("p", {}, "The server cannot be reached. Tables seen on this device open from their last state:"),
      h("ul", {}, Object.keys(localStorage).filter(k => k.startsWith("cardlab-view-")).map(k => h("li", {}, h("a", { href: "#/t/" + k.slice(13) }, k.slice(13))))));
    return;
  }
  const [tables, specs, bots, puzzles, address] = got.map(r => r.data);
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
        h("section", { class: "panel" },
          h("h2", {}, "Import notes"),
          h("p", { class: "muted" }, "A notes file (cardlab.fugitive.notes/1), exported here or written by cardlab; a custom spec comes in with its rule values."), importFile),
        joinPanel(address),
        h("section", { class: "panel" },
          h("h2", {}, "Open tables"),
          tables.length === 0 ? h("p", { class: "muted" }, "None yet.") :
            h("table", { class: "list", id: "tables" }, h("tr", {}, h("th", {}, "table"), h("th", {}, "rules"), h("th", {}, "events"), h("th", {}, "next"), h("th", {}, "")),
              tables.map(t => h("tr", { "data-table": t.id }, h("td", {}, h("a", { href: "#/t/" + t.id }, t.mode + " " + t.id)), h("td", {}, t.spec),
                h("td", {}, t.events), h("td", {}, t.next),
                h("td", {}, h("button", { class: "warn small-button", id: "delete-" + t.id, onclick: () => deleteTable(t) }, "Delete"))))))),
      puzzleList(puzzles)));
}

async function deleteTable(t) {
  if (!window.confirm("Delete the " + t.mode + " table " + t.id + " (" + t.events + " events) and its file?")) return;
  const r = await request("DELETE", "tables/" + t.id);
  if (!r.ok) { toast(r.data); return; }
  store("cardlab-view-" + t.id, null);
  store("cardlab-queue-" + t.id, null);
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

/** The puzzles by grade, then by theme (the puzzle's kind until puzzles carry a theme), with this device's solved marks. */
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
        h("summary", {}, "Grade " + g + " · " + grades[g].name + " — " + all.length + " puzzles, " + solvedIn(all) + " solved"),
        Object.keys(grades[g].themes).sort().map(theme => h("div", { class: "theme" },
          h("h3", {}, theme + " (" + grades[g].themes[theme].length + ")"),
          h("div", { class: "puzzle-buttons" }, grades[g].themes[theme].map(p => h("button", { class: "puzzle" + (marks[p.id] ? " solved" : ""),
            "data-puzzle": p.id, title: p.id, onclick: () => open(p.id) }, (marks[p.id] ? "✓ " : "") + p.spec + " " + p.id.slice(-8)))))));
    })));
}
