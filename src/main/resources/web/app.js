// cardlab web table: the frame of the page. Every figure on the page comes from the server (the
// library's deduction and advice); the scripts only draw them and send what the person enters.
// app.js: helpers, routing, drawing a view, notices, the screen wake lock and the service worker.
// sync.js talks to the server (gamequeue.js: a game's taps while offline); home.js, marshal.js, pad.js, advice.js, play.js, puzzle.js,
// pictures.js, and for the other games game.js with each game's own script (scout.js, daguai.js: the
// server adds them, PageFiles) draw the pages.
"use strict";

const app = document.getElementById("app");
const titleEl = document.getElementById("title");
const toastEl = document.getElementById("toast");
const barEl = document.getElementById("bar");

/** What the page holds: the table's last view, what is being entered, and the network's state. */
const S = { view: null, entry: {}, busy: false, online: true, conflict: null, correcting: null, notice: null, queue: null, playQueue: null };

// ---- small helpers ----

function h(tag, attrs, ...kids) {
  const svg = ["svg", "rect", "line", "text", "g", "path", "title"].includes(tag);
  const el = svg ? document.createElementNS("http://www.w3.org/2000/svg", tag) : document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith("on")) {
      el.addEventListener(k.slice(2), v);
      if (k === "onclick") el.setAttribute("data-tap", ""); // a finger's target: the browser tests measure each (44x44 at least)
    } else if (k === "class") el.setAttribute("class", v);
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
  if (p > 0.9995 && p < 1) return ">99.9%";
  return (100 * p).toFixed(1) + "%";
}

/** A count as people read it: 211,739,616 (the server sends big counts as decimal strings). */
function count(n) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** A count and its noun, singular for one: "1 event", "2 events", "1 consistent hidden history". */
function counted(n, noun, plural) {
  return count(n) + " " + (String(n) === "1" ? noun : plural || noun + "s");
}

function store(key, value) {
  try {
    if (value === null || value === undefined) localStorage.removeItem(key); else localStorage.setItem(key, JSON.stringify(value));
  } catch (e) { /* private mode or full: the page still works, it only forgets */ }
}

function stored(key) {
  try { return JSON.parse(localStorage.getItem(key) || "null"); } catch (e) { return null; }
}

/** A message that stays until the person taps it or does something else (never a timer). */
function toast(data) {
  toastEl.replaceChildren(h("div", { id: "toast-text" }, gameWords(data.error || String(data))), h("div", { class: "muted small" }, "tap to close"));
  toastEl.hidden = false;
}
toastEl.addEventListener("click", () => { toastEl.hidden = true; });
toastEl.setAttribute("data-tap", "");

// ---- routing: #/ is the start page, #/t/ID a table ----

window.addEventListener("hashchange", route);
window.addEventListener("load", () => { registerWorker(); route(); });
// The phone says when it loses its network: the page goes offline at once, before a tap is made
// on buttons that the offline banner would then move (a request that fails says so too, later).
window.addEventListener("offline", () => { if (S.view) goOffline(); });
// ... and when it is back: the server is asked at once (not at the probe's next turn), so what waits here goes without a delay.
window.addEventListener("online", () => { if (probeNow) probeNow(); });

function route() {
  const m = location.hash.match(/^#\/t\/([0-9a-f]{12})$/);
  S.entry = {};
  S.correcting = null;
  S.notice = null;
  toastEl.hidden = true;
  stopFollowing();
  window.scrollTo(0, 0); // a new page starts at its top (the start page may have been scrolled)
  if (m) openTable(m[1]); else { S.view = null; S.queue = null; S.playQueue = null; drawBanner(); releaseWake(); home(); }
}

async function openTable(id) {
  S.conflict = stored("cardlab-conflict-" + id);
  S.queue = stored(queueKey(id)); // events entered here while offline, kept across a reload
  S.playQueue = stored(playKey(id)); // a game's move or steps tapped here while offline, the same
  drawBanner();
  const kept = stored("cardlab-view-" + id);
  const r = await request("GET", "tables/" + id);
  if (r.offline) {
    goOffline();
    if (kept) show(kept); else app.replaceChildren(h("p", {}, "The server cannot be reached, and this device has not seen this table yet."));
    follow(id);
    return;
  }
  if (!r.ok) {
    app.replaceChildren(h("p", {}, r.data.error), h("a", { href: "#/" }, "All tables"));
    return;
  }
  show(r.data);
  keepAwake();
  follow(id);
  flush();
}

/** Draws a view of the table (the server's answer, or the last one kept on this device when offline). */
function show(view, opts = {}) {
  const before = S.view;
  if (before && before.id === view.id && before.at !== view.at && opts.elsewhere) {
    S.entry = {}; // what was being entered belonged to a table that has moved on
    S.notice = "Updated from another device: " + (view.at > before.at ? view.at - before.at + " more" : "the table changed") + ".";
  }
  S.view = view;
  store("cardlab-view-" + view.id, view);
  document.body.dataset.mode = view.mode;
  barEl.replaceChildren();
  if (view.mode === "marshal") drawMarshal(view);
  else if (view.mode === "play" && view.game) drawGame(view); // any registered game but Fugitive (game.js)
  else if (view.mode === "play") drawPlay(view);
  else drawPuzzle(view);
  if (view.mode === "play") holdWhileWaiting();
  else drawBanner(); // its words are the table's: a puzzle reloaded offline was drawn the Marshal's line, said before its view was kept
  barEl.hidden = barEl.childElementCount === 0;
  // a hit's step on several numbers: the lines of the numbers answered push its keypad down, its last row under the bar
  if (view.mode !== "puzzle" && S.entry.answering) keepClearOfBar(document.querySelector("#reveal .current"));
  // a waiting event refused: the banner grows by its reason and choices, and the keypad's last row would sit under the bar
  else if (view.mode === "marshal" && S.queue && S.queue.problem) keepClearOfBar([...document.querySelectorAll("#entry button")].pop());
  // any keypad of the notes taller than the screen below the row (a 360x740 phone offline: He passed, I drew's last row): its last
  // key clears the bar, the keypad's top (the offline tabs) kept under the banner
  else if (view.mode === "marshal") keepClearOfBar([...document.querySelectorAll("#pad button")].pop(), document.getElementById("pad"));
  // the Fugitive's hand, the keys he pays with, and the line of what his step needs: clear of the bar (a 360x740 phone)
  else if (view.mode === "play" && document.getElementById("step-need")) keepClearOfBar(document.getElementById("step-need"), document.getElementById("fhand-keys"));
  const row = document.getElementById("row");
  // during the game the newest hideouts matter most; at its end the route from its start
  if (row && view.mode !== "puzzle") row.scrollLeft = view.outcome ? 0 : row.scrollWidth;
  document.body.dataset.at = String(view.at);
  document.body.dataset.ready = view.mode + ":" + view.at + ":" + view.version + ":" + (S.queue ? S.queue.items.length : 0) + ":" + Date.now();
}

/**
 * Scrolls the page down, if need be, until `el`'s bottom clears the bar at the bottom (the bar is fixed and lies over the
 * page), never so far that the top of `keep` (`el` itself unless given) goes under the header and the banner, which stay on top.
 */
function keepClearOfBar(el, keep = el) {
  if (!el || barEl.hidden) return;
  const r = el.getBoundingClientRect();
  const by = Math.min(r.bottom + 6 - barEl.getBoundingClientRect().top, keep.getBoundingClientRect().top - coveredTop());
  if (by > 0) window.scrollBy(0, by);
}

/** Where the page shows from under the header and the banner, which stay on top of it. */
function coveredTop() {
  return Math.max(...[...document.querySelectorAll("header, #banner")].filter(e => !e.hidden).map(e => e.getBoundingClientRect().bottom));
}

/**
 * A game with a move waiting on this device: no other move can be chosen until the server has
 * it and the bots have answered. Play to the end needs the server (Next move taps wait).
 */
function holdWhileWaiting() {
  const moveWaits = S.playQueue && S.playQueue.items.some(item => item.action === "move");
  for (const b of document.querySelectorAll("#entry button, #entry input, #bar button")) {
    if (moveWaits || (b.id === "run" && (!S.online || S.playQueue))) b.disabled = true;
  }
  const next = document.getElementById("next");
  if (moveWaits && next) next.textContent = "Your move waits here; the bots answer once the server has it";
  // the hand's heading no longer asks for taps on keys now disabled ("Your hand: tap the first and the last card..." -> "Your hand")
  const prompt = document.getElementById("hand-prompt");
  if (moveWaits && prompt && prompt.dataset.waiting) prompt.textContent = prompt.dataset.waiting;
  drawBanner();
  // the banner grown by the move waiting lies over the page scrolled down to the move's keys: its heading comes out under it
  if (moveWaits && next) {
    const by = next.getBoundingClientRect().top - coveredTop() - 4;
    if (by < 0) window.scrollBy(0, by);
  }
}

/**
 * The header's title; a seed (a game over, or watched) on a line of its own under it, so that at
 * 390 px the title stays whole (at two lines the seed cut off who you are).
 */
function setTitle(text, seed) {
  // its last part (who you are, the count of events) kept whole: "you are seat 0 (team 0)" is never broken before "0)"
  const cut = text.lastIndexOf(" · ") + 3;
  const main = [text.slice(0, cut), h("span", { class: "nobr" }, text.slice(cut))];
  if (seed === undefined) titleEl.replaceChildren(...main);
  else titleEl.replaceChildren(h("span", { class: "title-main" }, ...main), h("span", { class: "title-seed" }, "seed " + seed));
}

/** Draws the current view again (after a local change: a number picked, a tab chosen). */
function redraw() {
  if (S.view) show(S.view);
}

/** A line above the keypad for a moment's news (another device's change, a tap not taken); it goes with the next tap. */
function noticeLine() {
  return S.notice ? h("div", { class: "notice", id: "notice", onclick: () => { S.notice = null; redraw(); } }, gameWords(S.notice)) : null;
}

// ---- keeping the screen awake while a table is open ----

let wakeLock = null;

async function keepAwake() {
  if (!("wakeLock" in navigator)) {
    document.body.dataset.wake = "unavailable";
    return;
  }
  try {
    wakeLock = await navigator.wakeLock.request("screen");
    document.body.dataset.wake = "on";
    wakeLock.addEventListener("release", () => { if (document.body.dataset.wake === "on") document.body.dataset.wake = "released"; });
  } catch (e) {
    document.body.dataset.wake = "refused";
  }
}

function releaseWake() {
  if (wakeLock) wakeLock.release().catch(() => {});
  wakeLock = null;
  document.body.dataset.wake = "off";
}

document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible" && S.view) keepAwake(); // the browser lets it go when the tab is hidden
});

// ---- the service worker keeps the page's files, so the page opens with no network ----

function registerWorker() {
  if (!("serviceWorker" in navigator)) {
    document.body.dataset.worker = "unavailable"; // browsers give it only to https and to this machine's own address
    return;
  }
  navigator.serviceWorker.register("sw.js").then(() => navigator.serviceWorker.ready)
    .then(() => { document.body.dataset.worker = "ready"; })
    .catch(() => { document.body.dataset.worker = "refused"; });
}
