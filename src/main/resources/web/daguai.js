// cardlab web table: Da Guai Lu Zi. Six seats in two teams, three decks. The hand is drawn as
// a player sorts it (the observation's handByRank: low to high as this round ranks the cards, the
// level cards above A, then the jokers); tap cards to pick a play, or tap one of the plays the
// rules allow, and play it. Only the server's legal moves can be sent (a pick that is not one of
// them leaves Play disabled); Pass, and between rounds the returns, are buttons.
"use strict";

const DG_SUITS = { S: "♠", H: "♥", D: "♦", C: "♣" };

/** "10H" -> a card picture: rank and suit, red for hearts and diamonds; SJ and BJ the jokers. */
function dgCard(name, attrs = {}, tag = "span") {
  const joker = name === "SJ" || name === "BJ";
  const suit = joker ? null : name.slice(-1);
  const rank = joker ? "★" : name.slice(0, -1);
  const red = suit === "H" || suit === "D" || name === "BJ";
  const cls = "dcard" + (red ? " red" : "") + (joker ? " joker" : "") + (attrs.class ? " " + attrs.class : "");
  return h(tag, Object.assign({}, attrs, { class: cls, title: name }),
    h("span", { class: "r" }, rank), h("span", { class: "s" }, joker ? (name === "BJ" ? "big" : "small") : DG_SUITS[suit]));
}

/** One card as the page's pictures show it: "10♥", "small joker". */
function dgCardWords(c) {
  return c === "SJ" ? "small joker" : c === "BJ" ? "big joker" : c.slice(0, -1) + DG_SUITS[c.slice(-1)];
}

/** A play in words with suit symbols: "10♥ 10♠ small joker". */
function dgWords(text) {
  return dgCards(text).map(dgCardWords).join(" ");
}

/** Any text naming cards in the engine's notation ("seat 2 plays 6C SJ (pair)"), each card as the page shows it. */
function dgTextWords(text) {
  return String(text).replace(/\b(?:10|[2-9JQKA])[SHDC]\b|\b[SB]J\b/g, dgCardWords);
}

function dgCards(text) {
  return text ? text.split(" ") : [];
}

GAME_PAGES.daguai = {
  table(v, o) {
    const t = o.trick;
    return h("div", {},
      h("div", { class: "g-head" }, "Round " + o.round + " · team 0 at level " + o.levels[0] + ", team 1 at level " + o.levels[1]
        + " · level card " + o.levelCard + " · team " + o.offenseTeam + " attacks"),
      t ? h("div", {}, h("div", { class: "prompt" }, "On the table: " + v.seats[t.lastSeat].name + "'s " + t.kind.replace(/-/g, " ") /* "full house", as the move words say */ + (t.passes ? " · " + t.passes + " passed since" : "")),
        h("div", { class: "dg-set", id: "set" }, dgCards(t.play).map(c => dgCard(c))))
        : h("div", { class: "prompt", id: "set" }, "No play on the table: " + (o.phase !== "play" || !v.seats[v.toMove] ? "the next seat leads" // the exchange first
          : v.toMove === v.human ? "you lead" : v.seats[v.toMove].name + " leads")),
      o.escaped.length ? h("div", { class: "muted small", id: "escaped" }, "Out, in order: " + o.escaped.map(s => v.seats[s].name).join(", ")) : null);
  },
  seats(v, o) {
    return h("table", { class: "list", id: "scores" }, h("tr", {}, h("th", {}, "seat"), h("th", {}, "team"), h("th", {}, "cards"), h("th", {}, "out")),
      v.seats.map((s, i) => h("tr", { class: (i === v.toMove ? "to-move" : "") + (i === v.human ? " you" : "") },
        h("td", {}, s.name + (i === v.human ? " (you)" : " · " + s.bot)), h("td", {}, i % 2), h("td", {}, v.observations ? v.observations[i].cardCounts[i] : o.cardCounts[i]), // each seat knows its own count
        h("td", {}, o.escaped.includes(i) ? "#" + (o.escaped.indexOf(i) + 1) : ""))));
  },
  outcome(v, s) {
    return s.rounds.map(r => "Round " + r.round + ": " + r.outcome + (r.trapped.length ? " (trapped: " + r.trapped.map(t => v.seats[t].name).join(", ") + ")" : "")).join("; ");
  },
  cards(o) {
    return h("div", { class: "dg-hand" }, dgCards(dgSorted(o)).map(c => dgCard(c)));
  },
  hand: dgHand,
  words: dgTextWords,
  moveWords: dgMoveWords,
};

/** A play of cards (not pass, nor a return between rounds). */
function dgIsPlay(m) {
  return /^[0-9JQKASB]/.test(m) && !/^(pass|return|offer|keep)\b/.test(m);
}

/** A move in its button's words: "Play 10♥ 10♠", "Pass", any other with its cards as the pictures name them. */
function dgMoveWords(m) {
  return m === "pass" ? "Pass" : dgIsPlay(m) ? "Play " + dgWords(m) : dgTextWords(m);
}

/** The hand as drawn: by rank as this round ranks the cards (an observation without handByRank: as the engine gives it). */
function dgSorted(o) {
  return o.handByRank !== undefined ? o.handByRank : o.hand;
}

/** The same cards in any order: a play's key. */
function dgKey(cards) {
  return cards.slice().sort().join(" ");
}

function dgHand(v, o, keys) {
  const cards = dgCards(dgSorted(o));
  const e = S.entry;
  e.picked = e.picked || [];
  const box = h("div", {});
  // the hand is drawn in rank order, a legal move names its cards in the engine's: the play sent is the one of the same cards
  const pickedText = () => {
    const mine = dgKey(e.picked.map(i => cards[i]));
    return e.picked.length ? v.legal.filter(dgIsPlay).find(m => dgKey(dgCards(m)) === mine) || e.picked.map(i => cards[i]).join(" ") : "";
  };
  const plays = v.yourTurn ? v.legal.filter(dgIsPlay) : [];
  // no play beats the table's (or between rounds, no play at all): the heading asks for no tap and no card can be tapped
  const heading = "Your hand (" + cards.length + ")" + (plays.length ? ": tap the cards to play" : v.yourTurn && v.legal.includes("pass") ? ": no play beats it; pass" : "");
  box.append(h("div", { class: "prompt", id: "hand-prompt", "data-waiting": "Your hand (" + cards.length + ")" }, heading),
    h("div", { class: "dg-hand", id: "hand" }, cards.map((c, i) => dgCard(c, { id: "card-" + i, class: e.picked.includes(i) ? "pick" : "",
      disabled: S.busy || !plays.length, onclick: () => {
        e.picked = e.picked.includes(i) ? e.picked.filter(x => x !== i) : e.picked.concat([i]);
        redraw();
      } }, "button"))));
  if (!v.yourTurn) return box;
  const others = v.legal.filter(m => !plays.includes(m));
  const picked = pickedText();
  const shown = e.allPlays ? plays : plays.slice(0, 24);
  if (plays.length) {
    box.append(h("div", { class: "chips", id: "plays" }, h("span", { class: "muted small" }, counted(plays.length, "play") + " allowed: "),
      shown.map(m => h("button", { class: "chip w" + (m === picked ? " pick" : ""), "data-move": m, title: m, disabled: S.busy, onclick: () => { e.picked = dgPick(cards, m); redraw(); } }, dgWords(m))),
      plays.length > shown.length ? h("button", { class: "chip w", id: "all-plays", onclick: () => { e.allPlays = true; redraw(); } }, "+" + (plays.length - shown.length) + " more") : null));
  }
  const ok = plays.includes(picked);
  if (plays.length) keys.append(bigButton("go", picked ? (ok ? dgMoveWords(picked) : "Not a legal play") : "Play", () => sendMove(picked), "primary", !ok));
  for (const m of others) {
    keys.append(bigButton(m === "pass" ? "pass" : "move-" + m.replace(/\W+/g, "-"), dgMoveWords(m), () => sendMove(m), ""));
  }
  return box;
}

/** The hand's positions holding the cards of play m (copies of a face are interchangeable: the first ones free). */
function dgPick(cards, m) {
  const used = [];
  for (const c of dgCards(m)) {
    const i = cards.findIndex((x, k) => x === c && !used.includes(k));
    if (i >= 0) used.push(i);
  }
  return used;
}
