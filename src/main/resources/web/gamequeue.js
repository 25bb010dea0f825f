// cardlab web table: a game's taps while the network is cut (Fugitive against the bots, SCOUT,
// Da Guai Lu Zi...). sync.js keeps a Marshal's events the same way; a game differs in that the
// turn after the person's move needs the bots' answer.
"use strict";

// The person's move waits on this device (one: the turn after it needs the bots' answer, so the
// move buttons are off until it is sent), and so does each tap on Next move when watching. Each
// is sent on the count it was made on: if the server has moved past it, it took the tap while
// its answer was lost (or another device played), and the tap is not sent again.

function playKey(id) {
  return "cardlab-play-" + id;
}

/** Keeps a move or a step made on view v, to send when the server is back; false: not taken yet. */
function keepPlay(action, body, v) {
  if (!S.playQueue) S.playQueue = { id: v.id, at: v.at, items: [] };
  // the move's words are taken now, from the view it was made on: the next view's hand differs
  S.playQueue.items.push(action === "move" ? { action, body, words: moveButtonWords(body.move, v) } : action === "guess" ? { action, body, words: guessWords(body) }
    : { action, body });
  S.entry = {};
  S.notice = null; // a new move: what was said of the last one ("Sent now that the server is back...") is past
  store(playKey(v.id), S.playQueue);
  drawBanner();
  redraw();
  return false;
}

/**
 * Play to the end (watching), a step at a time, in any game (a Fugitive game ends with an
 * outcome, the others with a result). A step kept offline stops the run; it goes on once sent.
 */
async function runToEnd() {
  while (S.view && S.view.mode === "play" && !S.view.result && !S.view.outcome) {
    if (await write("step")) continue;
    if (S.playQueue) {
      S.playQueue.thenRun = true;
      store(playKey(S.playQueue.id), S.playQueue);
      drawBanner();
    }
    return;
  }
}

/** A waiting tap as the page words it ("your move: Show 4 4 5", "your guess: 35 under #9"); a move kept by an older page has no words, only its notation. */
function playWords(item) {
  return item.action === "step" ? "Next move" : item.action === "guess" ? "your guess: " + item.words
    : "your move: " + (item.words || gameWords(item.body.move));
}

/** A puzzle's guess in words: "35", or "35 under #9" where a card was tapped first. */
function guessWords(body) {
  return body.number + (body.position ? " under #" + body.position : "");
}

/** A move in the words of the button that sends it ("Show 4 4 5", "Play 10♥ 10♠", "Draw from deck 2"), on view v. */
function moveButtonWords(move, v) {
  if (!v.game) return fugitiveGameWords(move, v); // Fugitive against the bots (play.js)
  const page = GAME_PAGES[v.game];
  return page && page.moveWords ? page.moveWords(move, v) : gameWords(move);
}

function drawPlayBanner() {
  const q = S.playQueue;
  banner.hidden = S.online && !q;
  banner.replaceChildren();
  if (banner.hidden) return;
  const watching = S.view.human === "none";
  if (!q) {
    banner.append(h("b", {}, "Offline."), " The server cannot be reached; " + (watching ? "taps on Next move wait"
      : S.view.mode === "puzzle" ? "your guess waits" : "the move you choose waits") + " here until it is back.");
    return;
  }
  const what = (watching ? q.items.length + " × Next move" : q.items.map(playWords).join(", ")) + (q.thenRun ? ", then Play to the end" : "");
  banner.append(h("b", {}, S.online ? "Sending…" : "Offline."), " Waiting here, sent when the server is back: ", h("span", { id: "play-waiting" }, what), ".");
  if (!q.flushing) banner.append(" ", h("button", { id: "play-unqueue", class: "small-button", onclick: () => {
    if (lastInDoubt(q, "have played it")) return;
    q.items.pop();
    if (!q.items.length) S.playQueue = null;
    store(playKey(q.id), S.playQueue);
    drawBanner();
    redraw();
  } }, "Take back"));
}

/** Sends a game's waiting taps in order, each only on the count it was made on. */
async function flushPlay() {
  if (!S.playQueue) S.playQueue = stored(playKey(S.view.id));
  const q = S.playQueue;
  if (!q || q.flushing || !S.online) { drawBanner(); return; }
  q.flushing = true;
  setBusy(true);
  drawBanner();
  const passed = [];
  const sent = [];
  let refused = null;
  let cur = await request("GET", "tables/" + q.id);
  while (!cur.offline && cur.ok && q.items.length) {
    const item = q.items[0];
    if (cur.data.at !== q.at) { // taken before its answer was lost, or the game went on elsewhere
      q.maybeTaken = 0;
      passed.push(q.items.shift());
    } else {
      const r = await request("POST", "tables/" + q.id + "/" + item.action, Object.assign({}, item.body, { at: q.at, version: cur.data.version }));
      if (r.offline) { q.maybeTaken = 1; store(playKey(q.id), q); cur = r; break; } // sent, its answer lost: the server may have taken it
      q.maybeTaken = 0;
      q.items.shift();
      if (r.ok) { sent.push(item); cur = r; }
      else if (r.status === 409 && r.data.stale) { passed.push(item); cur = { ok: true, data: r.data.view }; }
      else { refused = playWords(item) + " was refused: " + String(r.data.error).replace(/^not taken: ('[^']*': )?/, ""); cur = await request("GET", "tables/" + q.id); }
    }
    if (cur.ok) q.at = cur.data.at;
    store(playKey(q.id), q.items.length ? q : null);
  }
  if (cur.status === 404) { // deleted on another device: nowhere to send them
    q.flushing = false;
    setBusy(false);
    tableDeleted(q.id);
    return;
  }
  if (!cur.offline && !cur.ok && q.items.length) {
    refused = q.items.map(playWords).join(", ") + " cannot be sent: " + cur.data.error;
    q.items.length = 0;
    store(playKey(q.id), null);
  }
  q.flushing = false;
  if (!q.items.length) S.playQueue = null;
  setBusy(false);
  if (passed.length || refused || sent.length) {
    S.notice = refused ? "Not taken: " + refused
      : passed.length ? "Already on the server, not sent twice: " + passed.map(playWords).join(", ") + " (its answer was lost on the way back, or another device played)."
      : "Sent now that the server is back: " + sent.map(playWords).join(", ") + ".";
    S.noticeOnline = !refused; // said of the server being back: cleared when the connection drops (sync.js goOffline)
  }
  if (cur.offline) goOffline();
  else if (cur.ok && S.view && cur.data.id === S.view.id) show(cur.data);
  else redraw(); // the refusal said above the moves, which are offered again
  drawBanner();
  if (q.thenRun && !q.items.length && !refused && !cur.offline) runToEnd(); // the run the network cut short
}
