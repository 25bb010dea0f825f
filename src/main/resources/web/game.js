// cardlab web table: a game of any registered game but Fugitive, against its bots or watched.
// The view is the same for every game (the seats, whose turn, the engine's observation of the
// person's seat, the legal moves in the game's notation, the result); each game draws its
// observation and picks among the legal moves in its own file (scout.js, daguai.js: web/<id>.js,
// which the server loads after this one for each registered game that has one), found in
// GAME_PAGES by the game's id. A game without a page of its own gets the generic one: its
// observation a field a row, in words, and a button per legal move.
"use strict";

/** Drawers by game id: { table(v, obs), hand(v, obs, keys), seats(v, obs) } (each may be absent). */
const GAME_PAGES = {};

function drawGame(v) {
  const page = GAME_PAGES[v.game] || {};
  const seed = v.seed !== undefined ? " · seed " + v.seed : "";
  const who = v.human === "none" ? "watching the bots" : "you are " + v.seats[v.human].name;
  document.title = "cardlab · " + v.title + " game · " + v.spec + seed;
  setTitle(v.title + " · " + v.spec + " · " + who, v.seed);
  const keys = h("div", { class: "bar-keys" });
  const obs = v.observation || (v.observations ? v.observations[0] : null);
  const status = v.result ? h("div", { class: "over", id: "outcome" }, gameOutcome(v))
    : h("div", { class: "next", id: "next" }, v.yourTurn ? "Your move" : v.seats[v.toMove] ? v.seats[v.toMove].name + " to move" : "");
  const screen = h("div", { class: "screen" });
  screen.append(h("section", { class: "panel g-table", id: "gtable" }, (page.table || genericTable)(v, obs)));
  const entry = h("section", { class: "panel p-entry", id: "entry" }, noticeLine(), status, lastMoves(v));
  if (v.observation && !v.result) entry.append((page.hand || genericHand)(v, v.observation, keys));
  screen.append(entry);
  if (v.human === "none" && !v.result) {
    keys.append(h("button", { class: "primary w", id: "step", onclick: () => write("step"), disabled: S.busy }, "Next move"),
      h("button", { class: "w", id: "run", onclick: runToEnd, disabled: S.busy }, "Play to the end"));
  }
  const more = h("div", { class: "more" }, h("section", { class: "panel", id: "gseats" }, h("h2", {}, "Seats"), (page.seats || genericSeats)(v, obs)));
  if (v.observations) {
    more.append(h("section", { class: "panel", id: "ghands" }, h("h2", {}, v.human === "none" ? "Every hand (nobody plays, so all are shown)" : "Every hand, now that the game is over"),
      v.observations.map((o, seat) => h("div", { class: "ghand", "data-seat": seat }, h("h3", {}, v.seats[seat].name + (seat === v.human ? " (you)" : "")), (page.cards || genericCards)(o)))));
    more.append(h("section", { class: "panel" }, h("h2", {}, "Moves"), h("ol", { class: "events", id: "log" }, movesList(v.told || []))));
  }
  more.append(h("section", { class: "panel p-actions" }, h("div", { class: "buttons" }, h("a", { class: "button", href: "#/" }, "All tables"))));
  app.replaceChildren(h("div", { class: "cols" }, screen, more));
  if (keys.childElementCount) barEl.append(keys);
}

/** What the bots just did, in the game's words as the person's seat sees it: since the person's last move (watched: the last move). */
function lastMoves(v) {
  if (!v.lastMoves || !v.lastMoves.length) return null;
  // the person's own move is told only with a round's end it made, or between rounds: then the list starts with it
  const own = v.lastMoves.some(m => !m.round && m.seat === v.human);
  const head = v.human === "none" ? "Last move" : own ? "Your last move, and since" : "Since your last move";
  return h("div", { class: "last-moves", id: "last-moves" }, h("div", { class: "muted small" }, head + ":"),
    h("ul", {}, v.lastMoves.map(m => toldItem(m))));
}

/** A move in words with its seat (numbered n, in the Moves list), or a round's end (set apart: a break between rounds). */
function toldItem(m, n) {
  return m.round ? h("li", { class: "round-end" }, gameWords(m.text)) : h("li", { "data-seat": m.seat, value: n }, gameWords(m.text));
}

/** The Moves list: the moves numbered 1, 2, ... across the rounds' ends between them. */
function movesList(told) {
  let n = 0;
  return told.map(m => toldItem(m, m.round ? undefined : ++n));
}

/** "Game over: team 0 wins", and the game's own words for how it ended when its page has them. */
function gameOutcome(v) {
  const page = GAME_PAGES[v.game] || {};
  const r = v.result;
  const words = page.outcome ? page.outcome(v, r.summary) : "";
  return "Game over: " + (r.winner ? r.winner + " wins" : tiedFirst(v, r.returns)) + (words ? ". " + words : "");
}

/** No side won alone: the seats that share the best return ("a tie between player 2 and player 3"). */
function tiedFirst(v, returns) {
  const best = Math.max(...returns);
  const names = v.seats.filter((s, i) => returns[i] === best).map(s => s.name);
  return names.length === returns.length ? "a tie" : "a tie between " + names.slice(0, -1).join(", ") + " and " + names[names.length - 1];
}

/** A text naming moves or cards in the game's notation, in the words its page uses (unchanged for a game without them). */
function gameWords(text) {
  const page = S.view && GAME_PAGES[S.view.game];
  return page && page.words ? page.words(text) : text;
}

function sendMove(text) {
  return write("move", { move: text });
}

/** The observation a field a row, its name and each value in words (obsText): what the seat has seen, readable without a page of the game's own. */
function genericTable(v, obs) {
  if (!obs) return h("div", {});
  return h("table", { class: "list obs" }, h("tbody", {},
    Object.keys(obs).map(k => h("tr", { "data-field": k }, h("th", {}, fieldWords(k)), h("td", {}, obsText(obs[k]))))));
}

/** An observation's field name as words: "cardsHeld" reads "cards held", "toMove" "to move". */
function fieldWords(k) {
  return k.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
}

function genericCards(obs) {
  return h("p", { class: "obs" }, obsText(obs.hand !== undefined ? obs.hand : obs));
}

/** A value of an observation in words: numbers and words as they are, a list spaced ("1 8 15"), a list in a list bracketed, an object its fields (named in words), nothing "none". */
function obsText(x, inner) {
  if (x === null || x === undefined) return "none";
  if (Array.isArray(x)) {
    const items = x.map(e => e !== null && typeof e === "object" ? "[" + (obsText(e, true) || "none") + "]" : obsText(e, true)).join(" ");
    return items || (inner ? "" : "none");
  }
  if (typeof x === "object") return Object.keys(x).map(k => fieldWords(k) + ": " + obsText(x[k], true)).join(", ");
  return String(x);
}

function genericSeats(v) {
  return h("ul", {}, v.seats.map((s, i) => h("li", {}, s.name + (i === v.human ? " (you)" : " · " + s.bot) + (s.team ? " · " + s.team : "")
    + (i === v.toMove ? " · to move" : ""))));
}

function genericHand(v) {
  if (!v.yourTurn) return h("p", { class: "muted" }, "The bots are playing.");
  return h("div", { class: "moves", id: "moves" }, v.legal.map((m, i) => h("button", { class: "w", id: "move-" + i, disabled: S.busy, onclick: () => sendMove(m) }, m)));
}
