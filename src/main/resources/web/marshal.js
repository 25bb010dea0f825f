// cardlab web table: the Marshal's notes at a real table. On a phone everything a turn needs is
// one screen: the row of cards, the next prompt, one recommendation, the keypad, and the bar at
// the bottom (Undo, Redo, and Miss/Hit at a guess). Below: the whole advice, the cards, and the
// events, where any past event can be corrected and conflicting events stay marked in words.
"use strict";

function drawMarshal(v) {
  document.title = "cardlab · Marshal's notes · " + v.spec;
  titleEl.textContent = "Marshal's notes · " + v.spec + " · " + counted(v.at, "event");
  const conflict = v.conflict || S.conflict;
  const correcting = S.correcting;
  const legal = correcting ? correcting.legal : S.online && !S.queue ? v.legal : null;
  const send = correcting ? (event) => write("edit", correcting.insert ? { index: correcting.index, insert: event } : { index: correcting.index, event })
    : (event) => write("events", event);
  const keys = h("div", { class: "bar-keys" });
  const entry = [
      noticeLine(),
      conflict ? conflictBox(conflict, v) : null,
      correcting ? h("div", { class: "correcting", id: "correcting" }, (correcting.insert ? "Inserting an event before event " : "Correcting event ")
        + correcting.index + (correcting.insert ? "" : " (" + v.events[correcting.index - 1].text + ")") + ": enter what really happened. Next there: " + correcting.next + ".",
        h("button", { class: "link", id: "cancel-correction", onclick: () => { S.correcting = null; S.entry = {}; redraw(); } }, "cancel")) : null,
      (v.outcome && !correcting) || (!legal && S.entry.answering) ? null : h("div", { class: "next" + (legal ? "" : " small"), id: "next" }, correcting ? "" : (legal ? "Next: " + v.next
        : "Enter any event: the server checks each later")), // the banner above says offline
      // none while events wait offline (adviceWaits: it was for a move entered), nor offline while a hit's cards are entered (room)
      correcting || v.outcome || (!legal && S.entry.answering) ? null : recommendationLine(v),
      v.outcome && !correcting ? null : notePad(v, legal, send, keys)].filter(x => x);
  // at game over nothing may be left to enter: then no panel, rather than an empty strip under the outcome
  const screen = h("div", { class: "screen" },
    h("section", { class: "panel p-row" }, drawRow(v), v.outcome ? h("div", { class: "over", id: "outcome" }, "The game is over: " + v.outcome) : null),
    entry.length ? h("section", { class: "panel p-entry", id: "entry" }, ...entry) : null);
  const more = h("div", { class: "more" }, drawAdvice(v),
    screen.querySelector("#keys") ? null // at a guess the keypad is the heat map
      : h("section", { class: "panel p-strip" }, h("h2", {}, "Numbers 1–41: chance of a face-down hideout"), drawStrip(v), heatLegend()),
    drawCards(v), drawLog(v, conflict), tableActions(v));
  app.replaceChildren(h("div", { class: "cols" }, screen, more));
  // while events wait on this device, Undo and Redo (which need the server and the queue sent) give way to Take back,
  // so that at 390 px the bar holds it beside Miss, Hit and I pass; while they are sent, neither is offered
  barEl.append(S.queue && S.queue.items.length && !S.queue.flushing
    ? h("div", { class: "bar-edit" }, h("button", { id: "unqueue", onclick: takeBack, title: "take back the last event waiting here" }, "Take back"))
    : h("div", { class: "bar-edit" },
      h("button", { class: "w", id: "undo", onclick: () => write("undo"), disabled: S.busy || !S.online || !!S.queue || v.at === 0 || !!correcting, title: "take back the last event" }, "Undo"),
      h("button", { class: "w", id: "redo", onclick: () => write("redo"), disabled: S.busy || !S.online || !!S.queue || !v.redo || !!correcting,
        title: v.redoNext ? "enter again: " + v.redoNext : "nothing to redo" }, "Redo")), keys);
}

/**
 * Takes back the last event waiting on this device; never one being sent (the server may hold it already, its answer still on
 * the way), nor one sent whose answer was lost (the same doubt, until the server is back and says what it holds).
 */
function takeBack() {
  const q = S.queue;
  if (!q || !q.items.length) return;
  if (q.flushing) { S.notice = "Not taken back: the waiting events are being sent, and the server may have it already."; redraw(); return; }
  if (lastInDoubt(q, "hold it", "; Undo takes it back then")) return;
  q.items.pop();
  saveQueue();
  drawBanner();
  redraw();
}

/** A refused event's conflict, in words, until it is resolved (a later change is taken) or dismissed. */
function conflictBox(c, v) {
  // the server's words name every event (the one just refused too): "event 5 (a miss of 3) and event 9 (...) cannot both hold"
  return h("div", { class: "conflict-box", id: "conflict", role: "alert" },
    h("b", {}, c.refused ? "Not taken: " : "These notes conflict: "), c.text + (c.why ? ": " + c.why : "") + ".",
    h("div", { class: "buttons" },
      c.events.filter(n => n <= v.events.length).map(n => h("button", { class: "w", id: "fix-" + n, onclick: () => correct(n, false) }, "Correct event " + n)),
      c.refused ? h("button", { id: "dismiss", onclick: () => { setConflict(null); redraw(); } }, "Dismiss") : null));
}

/** The events in words, numbered from 1; tap one to correct it, insert before it, or delete it. */
function drawLog(v, conflict) {
  const marked = new Set(conflict ? conflict.events : []);
  const last = new Set(v.opponentLast || []);
  const open = S.entry.logOpen;
  return h("section", { class: "panel p-log" }, h("h2", {}, "Events"),
    v.events.length === 0 ? h("p", { class: "muted" }, "None yet.") :
      h("ol", { class: "log", id: "log" }, v.events.map(e => h("li", { class: e.by + (marked.has(e.n) ? " conflict" : "") + (last.has(e.n) ? " last" : ""),
        value: e.n, "data-n": e.n, onclick: v.mode === "marshal" ? () => { S.entry.logOpen = open === e.n ? null : e.n; redraw(); } : null },
        e.text, marked.has(e.n) ? h("span", { class: "flag" }, " conflicts") : null, last.has(e.n) ? h("span", { class: "flag last-flag" }, " last move") : null,
        open === e.n ? h("div", { class: "buttons log-actions" },
          h("button", { class: "w", id: "correct-" + e.n, onclick: (ev) => { ev.stopPropagation(); correct(e.n, false); } }, "Correct it"),
          h("button", { class: "w", id: "insert-" + e.n, onclick: (ev) => { ev.stopPropagation(); correct(e.n, true); } }, "Insert one before"),
          h("button", { class: "w warn", id: "delete-" + e.n, onclick: (ev) => { ev.stopPropagation(); write("edit", { index: e.n, delete: true }); } }, "Delete it")) : null))),
    v.mode === "marshal" && v.events.length ? h("p", { class: "muted small" }, "Tap an event to correct it: everything after it is read again.") : null);
}

/** Starts a correction of event n (or an insertion before it): the keypad shows what may stand there. */
async function correct(n, insert) {
  if (!S.online) { toast({ error: "Offline: a correction needs the server." }); return; }
  const r = await request("GET", "tables/" + S.view.id + "/legal?before=" + n);
  if (!r.ok) { if (r.offline) goOffline(); else toast(r.data); return; }
  S.entry = {};
  S.correcting = { index: n, insert, legal: r.data.legal, next: r.data.next, decksLeft: r.data.decksLeft };
  window.scrollTo(0, 0); // from the list below: the keypad on the first screen, scrolled only as far as its last key needs
  redraw();
}

function tableActions(v) {
  return h("section", { class: "panel p-actions" }, h("div", { class: "buttons" },
    h("a", { class: "button", id: "export", href: "/api/tables/" + v.id + "/notes", download: "notes-" + v.id + ".json" }, "Export notes"),
    h("a", { class: "button", href: "#/" }, "All tables")));
}
