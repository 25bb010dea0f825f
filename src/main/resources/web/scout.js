// cardlab web table: SCOUT. A card has two numbers, the one up read large and the other end
// small and upside down; a hand keeps its order (it is never sorted). After the deal: keep the
// hand or flip it (the flipped hand is shown beside). Then show a run of adjacent cards (tap the
// first and the last), or scout an end card of the table's set into a gap of the hand, turned or
// not, and with Scout & Show show after it. Only the server's legal moves can be sent.
"use strict";

/** "7(3)" -> [7, 3]: the number up, the other end. */
function scoutNumbers(text) {
  const m = String(text).match(/^(\d+)\((\d+)\)$/);
  return m ? [Number(m[1]), Number(m[2])] : [text, ""];
}

function scoutTurned(text) {
  const [a, b] = scoutNumbers(text);
  return b + "(" + a + ")";
}

function scoutCard(text, attrs = {}, tag = "span") {
  const [up, down] = scoutNumbers(text);
  const cls = "scard n" + up + (attrs.class ? " " + attrs.class : "");
  return h(tag, Object.assign({}, attrs, { class: cls, title: up + ", other end " + down }),
    h("span", { class: "up" }, up), h("span", { class: "down" }, down));
}

GAME_PAGES.scout = {
  table(v, o) {
    const t = o.table;
    const owner = t.owner >= 0 ? v.seats[t.owner].name : null;
    return h("div", {},
      h("div", { class: "g-head" }, "Round " + o.round + " of " + o.rounds + (o.phase === "flip" ? " · keep or flip" : "")),
      scoutScoreLine(v, o),
      h("div", { class: "prompt" }, owner && t.cards.length ? "On the table: " + owner + "'s set" : "The table is empty: any set may be shown"),
      h("div", { class: "scout-set", id: "set" }, t.cards.map((c, i) => scoutCard(c, { "data-end": i === 0 ? "left" : i === t.cards.length - 1 ? "right" : null }))));
  },
  outcome(v, s) {
    return "Totals: " + s.totals.map((t, i) => keepTogether((i === v.human ? "you" : v.seats[i].name) + ": " + t)).join(", "); // as the score line names them
  },
  seats(v, o) {
    return h("table", { class: "list", id: "scores" }, h("tr", {}, h("th", {}, "seat"), h("th", {}, "cards"), h("th", {}, "captured"), h("th", {}, "chips"), h("th", {}, "total")),
      v.seats.map((s, i) => h("tr", { class: (i === v.toMove ? "to-move" : "") + (i === v.human ? " you" : "") },
        h("td", {}, s.name + (i === v.human ? " (you)" : " · " + s.bot)), h("td", {}, o.handSizes[i]), h("td", {}, o.captured[i]), h("td", {}, o.chips[i]), h("td", {}, o.totals[i]))));
  },
  cards(o) {
    return h("div", { class: "scout-hand" }, o.hand.map(c => scoutCard(c)));
  },
  hand: scoutHand,
  moveWords: scoutMoveWords,
};

/** The scores at the top, so that a phone shows them without scrolling (the table of seats is further down). */
function scoutScoreLine(v, o) {
  const who = i => i === v.human ? "you" : v.seats[i].name;
  return h("div", { class: "g-head", id: "score-line" }, "Totals: " + v.seats.map((s, i) => keepTogether(who(i) + ": " + o.totals[i])).join(", ")
    + " · this round, captured + chips: " + v.seats.map((s, i) => keepTogether(who(i) + ": " + o.captured[i] + "+" + o.chips[i])).join(", "));
}

/** A seat's name and its score on one line: a narrow screen broke "player 2:" from "-27". */
function keepTogether(words) {
  return words.replace(/ /g, "\u00a0");
}

/**
 * Marks where a hand's line breaks: its last card on a line is followed by the first on the next (in SCOUT neighbours make a
 * set), which a wrap at 390 px hid. Run once the hand is laid out, and again when the width changes.
 */
function markHandWraps() {
  for (const hand of document.querySelectorAll(".scout-hand")) {
    // a card that ends its line, the hand going on below (while a gap is chosen, a line may end with a gap instead)
    for (const c of hand.querySelectorAll(".scard")) {
      const next = c.nextElementSibling;
      c.classList.toggle("wrap-end", !!next && next.offsetTop > c.offsetTop);
    }
  }
}
window.addEventListener("resize", markHandWraps);

function scoutHand(v, o, keys) {
  requestAnimationFrame(markHandWraps); // after this view is in the page
  const legal = new Set(v.legal);
  const e = S.entry;
  const box = h("div", {});
  if (!v.yourTurn) {
    box.append(h("div", { class: "prompt" }, "Your hand"), h("div", { class: "scout-hand", id: "hand" }, o.hand.map(c => scoutCard(c))));
    return box;
  }
  if (legal.has("keep")) {
    const flipped = o.hand.slice().reverse().map(scoutTurned);
    box.append(h("div", { class: "prompt" }, "Your hand as dealt"), h("div", { class: "scout-hand", id: "hand" }, o.hand.map(c => scoutCard(c))),
      h("div", { class: "prompt" }, "Flipped (turned around: the other numbers up, the order reversed)"),
      h("div", { class: "scout-hand", id: "hand-flipped" }, flipped.map(c => scoutCard(c))));
    keys.append(bigButton("keep", "Keep", () => sendMove("keep"), "primary"), bigButton("flip", "Flip", () => sendMove("flip"), "primary"));
    return box;
  }
  // a scout chosen: the card taken, and where it goes in the hand
  const hand = e.take && e.at ? scoutedHand(o, e.take, e.at, e.turned) : o.hand.slice();
  const scoutWord = e.andShow ? "scout-show" : "scout";
  const scoutPart = e.take && e.at ? scoutWord + " " + e.take + " " + e.at + (e.turned ? " turned" : "") : null;
  const showText = e.range ? "show " + e.range[0] + (e.range[1] !== e.range[0] ? "-" + e.range[1] : "") : null;
  const placing = e.take && !e.at;
  const row = h("div", { class: "scout-hand", id: "hand" });
  hand.forEach((c, i) => {
    if (placing) row.append(h("button", { class: "gap w", id: "gap-" + (i + 1), disabled: S.busy || !scoutInsertLegal(legal, e, i + 1), onclick: () => { e.at = i + 1; redraw(); } }, "↓"));
    const pos = i + 1;
    const picked = e.range && pos >= e.range[0] && pos <= e.range[1];
    const isNew = e.take && e.at === pos;
    row.append(scoutCard(c, { id: "card-" + pos, class: (picked ? "pick" : "") + (isNew ? " new" : ""), disabled: S.busy || placing,
      onclick: () => { e.range = scoutPick(e.range, pos); redraw(); } }, "button"));
  });
  if (placing) row.append(h("button", { class: "gap w", id: "gap-" + (hand.length + 1), disabled: S.busy || !scoutInsertLegal(legal, e, hand.length + 1), onclick: () => { e.at = hand.length + 1; redraw(); } }, "↓"));
  box.append(h("div", { class: "prompt", id: "hand-prompt", "data-waiting": "Your hand" }, placing ? "Tap ↓ where the scouted card goes" : scoutPart ? (e.andShow ? "Now tap the first and last card to show" : "Scout it here?")
    : "Your hand: tap the first and the last card of a set to show"), row);
  // the sets that may be shown: now, or after the scout chosen for Scout & Show
  const shows = !e.take ? v.legal.filter(m => m.startsWith("show "))
    : e.andShow && scoutPart ? v.legal.filter(m => m.startsWith(scoutPart + "; ")) : [];
  if (shows.length) {
    box.append(h("div", { class: "chips", id: "shows" }, h("span", { class: "muted small" }, "Sets you can show: "),
      shows.map(m => {
        const [a, b] = scoutRange(m);
        return h("button", { class: "chip w", "data-move": m, title: m, disabled: S.busy, onclick: () => { e.range = [a, b]; redraw(); } },
          hand.slice(a - 1, b).map(c => scoutNumbers(c)[0]).join(" "));
      })));
  }
  const ends = ["left", "right"].filter(end => v.legal.some(m => m.startsWith("scout " + end + " ") || m.startsWith("scout-show " + end + " ")));
  if (ends.length) {
    const canShowAfter = v.legal.some(m => m.startsWith("scout-show "));
    box.append(h("div", { class: "scout-take" }, h("span", { class: "muted small" }, "Scout: "),
      ends.map(end => h("button", { class: "w" + (e.take === end ? " pick" : ""), id: "take-" + end, disabled: S.busy,
        onclick: () => { e.take = e.take === end ? null : end; e.at = null; e.range = null; e.showTake = !!e.take; redraw(); } },
        "take the " + end + " end ", scoutCard(scoutEndCard(o, end)))),
      e.take ? h("label", { class: "switch" }, h("input", { type: "checkbox", id: "turned", checked: !!e.turned, onchange: (ev) => { e.turned = ev.target.checked; e.at = null; redraw(); } }), " turned around") : null,
      e.take && canShowAfter ? h("label", { class: "switch" }, h("input", { type: "checkbox", id: "and-show", checked: !!e.andShow, onchange: (ev) => { e.andShow = ev.target.checked; e.at = null; e.range = null; redraw(); } }), " then show (Scout & Show)") : null));
  }
  if (e.showTake) { // an end just taken: its switches (turned around, then show) come into sight above the bar, not under it
    e.showTake = false;
    requestAnimationFrame(() => keepClearOfBar(document.querySelector(".scout-take")));
  }
  let move = null;
  if (scoutPart && !e.andShow) move = scoutPart;
  else if (scoutPart && showText) move = scoutPart + "; " + showText;
  else if (!e.take && showText) move = showText;
  const ok = move !== null && legal.has(move);
  const go = bigButton("go", move ? (ok ? scoutWords(move, hand) : "Not a legal move") : "Choose a move", () => sendMove(move), "primary", !ok);
  if (ok) go.dataset.move = move;
  keys.append(go);
  if (e.take || e.range) keys.append(bigButton("clear", "Clear", () => { S.entry = {}; redraw(); }, ""));
  return box;
}

/** The card at the table's left or right end. */
function scoutEndCard(o, end) {
  const t = o.table.cards;
  return t[end === "left" ? 0 : t.length - 1];
}

/** The hand once the card at the table's end (left or right) is scouted into place at (from 1), turned or not. */
function scoutedHand(o, end, at, turned) {
  const card = scoutEndCard(o, end);
  const hand = o.hand.slice();
  hand.splice(at - 1, 0, turned ? scoutTurned(card) : card);
  return hand;
}

/** Any legal move in its button's words, on the view v it is made on: "Keep", "Flip", "Show 4 4 5", "Scout 6 + show 6 7". */
function scoutMoveWords(move, v) {
  if (move === "keep") return "Keep";
  if (move === "flip") return "Flip";
  const scout = move.match(/^scout(?:-show)? (left|right) (\d+)( turned)?/);
  const o = v.observation;
  return scoutWords(move, scout ? scoutedHand(o, scout[1], Number(scout[2]), !!scout[3]) : o.hand);
}

/** A move for the button: "Show 7 8 9", "Scout 6 into place 3", "Scout 6 + show 6 7" (hand: as it is after the scout). */
function scoutWords(move, hand) {
  const show = move.match(/show (\d+)(?:-(\d+))?$/);
  const shown = show ? hand.slice(Number(show[1]) - 1, Number(show[2] || show[1])).map(c => scoutNumbers(c)[0]).join(" ") : "";
  const scout = move.match(/^scout(?:-show)? (left|right) (\d+)/);
  if (!scout) return "Show " + shown;
  const card = scoutNumbers(hand[Number(scout[2]) - 1])[0];
  return "Scout " + card + (show ? " + show " + shown : " into place " + scout[2]);
}

/** A tap on position pos: a new set starts there, or the set runs from its first card to pos. */
function scoutPick(range, pos) {
  if (!range || range[0] !== range[1] || pos === range[0]) return range && range[0] === pos && range[1] === pos ? null : [pos, pos];
  return [Math.min(range[0], pos), Math.max(range[0], pos)];
}

function scoutRange(move) {
  const m = move.match(/show (\d+)(?:-(\d+))?$/);
  return [Number(m[1]), Number(m[2] || m[1])];
}

/** Whether some legal move scouts the chosen end into gap k (with the chosen turn). */
function scoutInsertLegal(legal, e, k) {
  const head = (e.andShow ? "scout-show " : "scout ") + e.take + " " + k + (e.turned ? " turned" : "");
  for (const m of legal) if (m === head || m.startsWith(head + ";")) return true;
  return false;
}
