// cardlab web table: talking to the server. Every write names the count and version it was made
// on; the server refuses a stale one (409) and sends what it holds now. While the server cannot
// be reached, new events wait in order on this device (kept across a reload) and are sent when it
// is back: an event the server already took (its answer was lost) is recognised and not sent
// twice (a game's moves the same way: gamequeue.js). Every open page follows its table by a long poll (GET .../wait), so other devices'
// changes appear as they happen.
"use strict";

const banner = document.getElementById("banner");

/** One request. offline: the server could not be reached (no answer, a gateway error, or a time-out). */
async function request(method, path, body, timeoutMs = 90000, stop = undefined) {
  const headers = {};
  if (body !== undefined || method !== "GET") headers["Content-Type"] = "application/json";
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  if (stop) stop.addEventListener("abort", () => abort.abort());
  let r;
  try {
    r = await fetch("/api/" + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: abort.signal, cache: "no-store" });
  } catch (e) {
    clearTimeout(timer);
    return { ok: false, offline: true, status: 0, data: { error: "the server cannot be reached" } };
  }
  clearTimeout(timer);
  if (r.status === 502 || r.status === 503 || r.status === 504) return { ok: false, offline: true, status: r.status, data: { error: "the server cannot be reached" } };
  let data = null;
  if (r.status !== 204) {
    try { data = await r.json(); } catch (e) { data = { error: "the server answered " + r.status }; }
  }
  if (S.online === false) goOnline();
  return { ok: r.ok, status: r.status, data };
}

function setBusy(on) {
  S.busy = on;
  document.body.classList.toggle("busy", on);
  // no second tap while a request is in flight: a double tap on Undo takes back one event
  for (const b of document.querySelectorAll("button.w")) if (on) b.disabled = true;
}

/**
 * A write on the table shown: sent with its "at" and "version", then the answer drawn. Offline,
 * an event waits in the queue; other writes need the server and say so.
 */
async function write(action, body = {}) {
  const v = S.view;
  if (!v || S.busy) return false;
  if (action === "events" && (!S.online || S.queue)) { enqueue(body); return true; }
  const playing = (v.mode === "play" && (action === "move" || action === "step")) || (v.mode === "puzzle" && action === "guess");
  if (playing && (!S.online || S.playQueue)) return keepPlay(action, body, v);
  if (!S.online) { toast({ error: "Offline: " + action + " needs the server; nothing was sent." }); return false; }
  setBusy(true);
  S.notice = null;
  const r = await request("POST", "tables/" + v.id + "/" + action, Object.assign({}, body, { at: v.at, version: v.version }));
  setBusy(false);
  if (r.offline) {
    goOffline();
    if (action === "events") { // sent, perhaps taken: the queue finds out when the server is back
      enqueue(body, v);
      S.queue.maybeTaken = 1;
      saveQueue();
    }
    else if (playing) { // the same for a game's move: its count tells when it was taken
      keepPlay(action, body, v);
      S.playQueue.maybeTaken = 1;
      store(playKey(v.id), S.playQueue);
    }
    else { toast({ error: "The server cannot be reached: " + action + " was not sent." }); redraw(); }
    return false;
  }
  if (r.ok) {
    S.entry = {};
    S.correcting = null;
    setConflict(null);
    toastEl.hidden = true;
    show(r.data);
    return true;
  }
  if (r.status === 409 && r.data.stale) {
    S.entry = {};
    S.correcting = null;
    S.notice = "Not taken: the table changed on another device. Here is what it holds now.";
    show(r.data.view);
    return false;
  }
  if (r.data.contradiction) {
    setConflict(Object.assign({ refused: r.data.error }, r.data.contradiction));
    redraw();
    return false;
  }
  if (r.status === 409) { // refused by the game (out of turn, a card in sight...): said above the keypad, nothing taken
    S.notice = r.data.error;
    redraw();
    return false;
  }
  toast(r.data);
  redraw();
  return false;
}

function setConflict(c) {
  S.conflict = c;
  if (S.view) store("cardlab-conflict-" + S.view.id, c);
}

// ---- online and offline ----

function goOffline() {
  if (S.online === false) return;
  S.online = false;
  if (S.noticeOnline) S.notice = null; // "Sent now that the server is back" is not true any more
  S.noticeOnline = false;
  document.body.dataset.online = "false";
  drawBanner();
  redraw();
  probe();
}

function goOnline() {
  S.online = true;
  document.body.dataset.online = "true";
  drawBanner();
  redraw(); // what needs the server is offered again
  flush();
}

let probing = false;
/** Ends the probe's wait early: set while it waits. */
let probeNow = null;

/**
 * Asks the server whether it is back: half a second after the page went offline (an answer lost on the way is often a
 * moment's loss), then every two seconds, and at once when the phone says its network is back.
 */
async function probe() {
  if (probing) return;
  probing = true;
  let wait = 500;
  while (!S.online) {
    await new Promise(r => { probeNow = r; setTimeout(r, wait); });
    wait = 2000;
    probeNow = null;
    const r = await request("GET", "specs", undefined, 5000);
    if (!r.offline) break;
  }
  probing = false;
}

function drawBanner() {
  if (S.view && (S.view.mode === "play" || S.view.mode === "puzzle")) { drawPlayBanner(); return; } // a move, a step or a guess waits there
  const q = S.queue;
  const waiting = q ? q.items.length : 0;
  banner.hidden = S.online && !q;
  banner.replaceChildren();
  if (banner.hidden) return;
  const idle = "The server cannot be reached; new events wait here until it is back.";
  banner.append(h("b", {}, S.online ? (q && q.problem ? "Not sent: " : "Sending…") : "Offline."),
    " " + (q && q.problem ? q.problem : waiting ? counted(waiting, "event") + " waiting here, "
      + (S.online ? "being sent in order;" : "sent in order when the server is back;") // while sending, the server is back already
      + " the row and chances are as of event " + q.baseAt + "." : idle));
  if (waiting) {
    // the last two in sight (the rest scroll): the banner must leave the keypad on the screen
    banner.append(h("ol", { id: "waiting", start: String(q.baseAt + 1) }, q.items.map(e => h("li", {}, eventWords(e)))));
    setTimeout(() => { const l = document.getElementById("waiting"); if (l) l.scrollTop = l.scrollHeight; }, 0);
    if (q.problem) {
      // a refused event: drop it and send the rest (sending it again would be refused again); the table changed
      // elsewhere: send them on it as it is now. Discarding them all is the last way out, and asks first.
      const retry = q.refused
        ? h("button", { id: "queue-skip", onclick: () => {
          q.items.shift();
          q.problem = null;
          q.refused = false;
          setConflict(null);
          saveQueue();
          if (S.queue) flush(); else { drawBanner(); redraw(); }
        } }, waiting > 1 ? "Drop this one and send the rest" : "Drop this one")
        : h("button", { id: "queue-resend", onclick: () => { q.problem = null; q.baseEvents = null; saveQueue(); flush(); } }, "Send them on the table as it is now");
      banner.append(h("div", { class: "buttons" }, retry,
        h("button", { id: "queue-drop", class: "warn", onclick: () => {
          if (!window.confirm("Discard " + (waiting > 1 ? "all " + waiting + " events" : "the event") + " waiting here? "
            + (waiting > 1 ? "They are" : "It is") + " not sent.")) return;
          S.queue = null;
          saveQueue();
          drawBanner();
          redraw();
        } }, waiting > 1 ? "Discard all " + waiting : "Discard it")));
    }
  }
}

// ---- the queue of events entered while offline ----

function queueKey(id) {
  return "cardlab-queue-" + id;
}

/**
 * Keeps an event to send. The queue remembers the events the server held when the first one
 * was entered, so that when it is back the page can tell which ones it already took.
 */
function enqueue(event, sentOn) {
  const v = S.view;
  if (!S.queue) {
    const base = sentOn || v;
    S.queue = { id: v.id, baseAt: base.at, baseEvents: base.events.map(e => JSON.stringify(e.event)), items: [] };
  }
  S.queue.items.push(event);
  S.entry = {};
  saveQueue();
  drawBanner();
  redraw();
}

function saveQueue() {
  if (S.view) store(queueKey(S.view.id), S.queue && S.queue.items.length ? S.queue : null);
  if (S.queue && !S.queue.items.length) S.queue = null;
}

/**
 * Whether the last tap waiting in queue q (a Marshal's events, or a game's moves) may stand on the server already: it was
 * sent and its answer lost. Taken back here, it could still stand there and be shown later without a word, so it is not:
 * the page says so (held: what the server may have done with it; then: what the person can do about it then).
 */
function lastInDoubt(q, held, then = "") {
  if (!q.maybeTaken || q.items.length > q.maybeTaken) return false;
  S.notice = "Not taken back: it was sent before the network dropped, and the server may " + held + ". When the server is back,"
    + " this page shows whether it did" + then + ".";
  redraw();
  return true;
}

/** Sends the waiting events in order, each on the server's count; stops at the first that cannot go. */
async function flush() {
  if (!S.view) return;
  if (S.view.mode === "play" || S.view.mode === "puzzle") { flushPlay(); return; }
  if (!S.queue) S.queue = stored(queueKey(S.view.id));
  const q = S.queue;
  if (!q || q.flushing || q.problem || !S.online) { drawBanner(); return; }
  q.flushing = true;
  drawBanner();
  redraw(); // the bar too: Take back is not offered for events on their way (the server may take one before its answer comes)
  try {
    let cur = await request("GET", "tables/" + q.id);
    while (!cur.offline && cur.ok && q.items.length) {
      const server = cur.data.events.map(e => JSON.stringify(e.event));
      if (q.baseEvents) {
        // the server must still hold what this device saw, then perhaps some of the waiting events
        const prefix = q.baseEvents.every((e, i) => server[i] === e);
        let taken = 0;
        while (prefix && taken < q.items.length && server[q.baseEvents.length + taken] === JSON.stringify(q.items[taken])) taken++;
        if (!prefix || q.baseEvents.length + taken < server.length) {
          q.problem = "the table changed on another device while these waited.";
          break;
        }
        q.items.splice(0, taken); // already taken (their answers were lost): never sent twice
        q.baseAt += taken;
        q.maybeTaken = 0; // the server says what it holds: nothing waiting is in doubt now
      }
      q.baseEvents = server;
      q.baseAt = server.length;
      saveQueue();
      if (!q.items.length) break;
      // each event taken is drawn as it is taken: the banner's count and the page's row, title and list follow the server
      if (S.view && cur.data.id === S.view.id && cur.data.version !== S.view.version) show(cur.data);
      drawBanner();
      const r = await request("POST", "tables/" + q.id + "/events", { event: q.items[0], at: cur.data.at, version: cur.data.version });
      if (r.offline || r.status === 404) {
        if (r.offline) { q.maybeTaken = 1; saveQueue(); } // sent, its answer lost: the server may hold it
        cur = r;
        break;
      }
      if (r.ok) {
        q.maybeTaken = 0;
        q.items.shift();
        q.baseAt++;
        q.baseEvents = r.data.events.map(e => JSON.stringify(e.event));
        saveQueue();
        cur = r;
      } else if (r.status === 409 && r.data.stale) {
        cur = { ok: true, data: r.data.view };
      } else {
        q.problem = refusedWords(cur.data.at + 1, q.items[0], r.data);
        q.refused = true;
        if (r.data.contradiction) setConflict(Object.assign({ refused: r.data.error }, r.data.contradiction));
        break;
      }
    }
    if (cur.status === 404) { // deleted on another device: nowhere to send them
      q.flushing = false;
      tableDeleted(q.id);
      return;
    }
    if (cur.offline) goOffline();
    else if (cur.ok && S.view && cur.data.id === S.view.id) show(cur.data);
  } finally {
    q.flushing = false;
    if (!q.items.length) S.queue = null;
    saveQueue();
    drawBanner();
    redraw();
  }
}

/** A waiting event the server refused, in one sentence: "event 14 (the Marshal drew 30) was refused: the Fugitive draws first (...)." */
function refusedWords(n, e, answer) {
  const why = answer.turn && answer.turn.event === n ? answer.turn.why
    : answer.contradiction ? answer.contradiction.text
    : String(answer.error).replace(/^not taken: /, "");
  return "event " + n + " (" + eventWords(e) + ") was refused: " + why + ".";
}

// ---- following the table: other devices' changes as they happen ----

let followToken = 0;
// The poll in flight: stopping ends it at once. Left open, each would hold one of the browser's six
// connections to the server until the server's wait ran out, and the seventh table a person opened
// would hang for that long.
let followAbort = null;

/**
 * The table shown was deleted (on another device): said in its place with any taps that waited
 * for it (a game's moves or steps, or the Marshal's notes), and nothing redraws it.
 */
function tableDeleted(id) {
  if (!S.view || S.view.id !== id) return; // said already (the long poll and a flush may both learn it)
  const plays = S.playQueue || stored(playKey(id));
  const notes = S.queue || stored(queueKey(id));
  const unsent = (plays ? plays.items.map(playWords) : []).concat(notes ? notes.items.map(eventWords) : []);
  store(playKey(id), null);
  store(queueKey(id), null);
  S.playQueue = null;
  S.queue = null;
  stopFollowing();
  S.view = null;
  barEl.replaceChildren();
  barEl.hidden = true;
  drawBanner();
  app.replaceChildren(h("p", {}, "This table was deleted."),
    unsent.length ? h("div", { class: "notice", id: "notice" }, "Not sent: " + unsent.join(", ") + ".") : null,
    h("a", { href: "#/" }, "All tables"));
}

function stopFollowing() {
  followToken++;
  if (followAbort) followAbort.abort();
  followAbort = null;
}

async function follow(id) {
  const mine = ++followToken;
  const stop = new AbortController();
  followAbort = stop;
  while (mine === followToken) {
    if (!S.online) { await new Promise(r => setTimeout(r, 1000)); continue; }
    const version = S.view && S.view.id === id ? S.view.version : "";
    const r = await request("GET", "tables/" + id + "/wait?version=" + encodeURIComponent(version), undefined, 35000, stop.signal);
    if (mine !== followToken) return;
    if (r.offline) { goOffline(); await new Promise(res => setTimeout(res, 1000)); continue; }
    const sending = () => S.busy || (S.queue && S.queue.flushing);
    if (r.status === 200 && sending()) {
      // the page's own write draws its answer; asked again now, the wait would answer at once, over and over
      while (sending() && mine === followToken) await new Promise(res => setTimeout(res, 250));
    } else if (r.status === 200 && (!S.view || r.data.version !== S.view.version)) {
      show(r.data, { elsewhere: true });
    } else if (r.status === 404) {
      tableDeleted(id);
      return;
    } else if (r.status !== 200 && r.status !== 204) {
      await new Promise(res => setTimeout(res, 2000));
    }
  }
}
