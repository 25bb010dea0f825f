// cardlab web table: games against the bots (the person as the Marshal or the Fugitive) and two
// bots watched. The opponent's last turn is marked; the seed, which deals every card, is shown
// only once the game is over (or when nobody plays).
"use strict";

function drawPlay(v) {
  const who = v.human === "none" ? "watching " + v.fugitiveBot + " vs " + v.marshalBot : "you are the " + (v.human === "marshal" ? "Marshal" : "Fugitive");
  const seed = v.seed !== undefined ? " · seed " + v.seed : "";
  document.title = "cardlab · Fugitive game · " + v.spec + seed;
  setTitle("Game · " + v.spec + " · " + who, v.seed);
  const m = v.marshal;
  const status = v.outcome ? h("div", { class: "over", id: "outcome" }, (v.winner === "marshal" ? "The Marshal wins: " : "The Fugitive wins: ") + v.outcome)
    : h("div", { class: "next", id: "next" }, !v.yourTurn ? "Next: " + m.next : "Your move: " + (v.human === "fugitive" ? fugitivePrompt(v.fugitive, m) : m.next));
  const keys = h("div", { class: "bar-keys" });
  const controls = h("section", { class: "panel p-entry", id: "entry" }, noticeLine(), lastTurn(v), status);
  if (!v.outcome && v.yourTurn && v.human === "marshal") controls.append(marshalMoves(v, m, keys));
  if (!v.outcome && v.yourTurn && v.human === "fugitive") controls.append(fugitiveMoves(v.fugitive, keys));
  if (!v.outcome && v.human === "none") {
    keys.append(h("button", { class: "primary w", id: "step", onclick: () => write("step"), disabled: S.busy }, "Next move"),
      h("button", { class: "w", id: "run", onclick: runToEnd, disabled: S.busy }, "Play to the end"));
  }
  const screen = h("div", { class: "screen" },
    h("section", { class: "panel p-row" }, drawRow(m, { truth: v.fugitive ? v.fugitive.route : null }),
      v.human === "fugitive" && !v.outcome ? decksLine(m) : null),
    controls);
  const more = h("div", { class: "more" });
  if (v.fugitive) {
    more.append(h("section", { class: "panel p-fhand" }, h("h2", {}, "The Fugitive's hand"),
      h("div", { class: "hand", id: "fhand" }, v.fugitive.hand.length ? v.fugitive.hand.map(c => h("span", { class: "mini" }, c))
        : h("span", { class: "muted" }, "no cards left")),
      v.fugitive.tooLarge ? h("p", { class: "muted" }, v.fugitive.tooLarge)
        // only where a face-down hideout shows how exposed it is (at the Marshal's end every hideout may be face up)
        : v.fugitive.route.some(r => r.exposure !== undefined) ? h("p", { class: "muted", id: "exposure-note" },
          "Under each face-down hideout: the chance the Marshal gives its true value (how exposed it is), his hidden cards imagined from those "
          + (v.human === "fugitive" ? "you" : "the Fugitive") + " never held.") : null,
      decksLine(m)));
  }
  if (v.human !== "fugitive" || v.outcome) {
    // the Fugitive at the end, or a person watching, reads the Marshal's side: his hand, not "yours"
    const his = v.human !== "marshal";
    more.append(drawAdvice(m) || "", h("section", { class: "panel p-strip" }, h("h2", {}, "Numbers 1–41: chance of a face-down hideout (the Marshal's view)"),
      drawStrip(m, null, his ? { handTag: "his" } : {}), heatLegend(his)), drawCards(m, his ? "The Marshal's hand" : "Your hand"));
  }
  more.append(drawLog(Object.assign({ mode: "play", opponentLast: v.opponentLast }, m), null));
  if (v.human !== "fugitive" || v.outcome) {
    more.append(h("section", { class: "panel p-actions" }, h("div", { class: "buttons" },
      h("a", { class: "button", id: "export", href: "/api/tables/" + v.id + "/notes", download: "notes-" + v.id + ".json" }, "Export the Marshal's notes"),
      h("a", { class: "button", href: "#/" }, "All tables"))));
  }
  app.replaceChildren(h("div", { class: "cols" }, screen, more));
  if (keys.childElementCount) barEl.append(keys); // an empty bar would only hide the page's foot
}

function heatLegend(his = false) {
  return h("div", { class: "legend" }, h("span", {}, "darker = likelier"), h("span", {}, "framed = certain"), h("span", {}, "struck = impossible"),
    h("span", {}, "dashed = face up"), h("span", {}, his ? "“his” = in the Marshal's hand" : "“yours” = in your hand"));
}

/** The opponent's last turn in words, above the prompt (and marked in the log). */
function lastTurn(v) {
  if (!v.opponentLast || !v.opponentLast.length || v.human === "none") return null;
  const who = v.human === "fugitive" ? "The Marshal" : "The Fugitive";
  const texts = v.opponentLast.map(n => v.marshal.events[n - 1].text.replace(/^the (Marshal|Fugitive) /, ""));
  return h("div", { class: "last-turn", id: "last-turn" }, h("b", {}, who + "'s last turn: "), texts.join(" · "));
}

function marshalMoves(v, m, keys) {
  const L = m.legal;
  const box = h("div", {}, recommendationLine(m));
  const move = (text) => write("move", { move: text });
  if (L.kinds.includes("marshal-draw")) {
    box.append(h("div", { class: "prompt" }, "Draw from"), h("div", { class: "decks" }, [1, 2, 3].map(d =>
      bigButton("mdeck-" + d, h("span", {}, "deck " + d, h("small", {}, m.decksLeft[d - 1] + " left")), () => move("draw " + d), "primary deck", !L.decks.includes(d)))));
  }
  if (L.kinds.includes("guess")) {
    const e = S.entry;
    e.numbers = e.numbers || [];
    const allowed = new Set(L.numbers);
    const mine = new Set(m.hand);
    const ch = logicOf(m);
    box.append(h("div", { class: "prompt" }, L.multi ? "Guess one or more numbers" : "Guess a number"),
      drawStrip(m, (n) => {
        if (e.numbers.includes(n)) e.numbers = e.numbers.filter(x => x !== n);
        else e.numbers = L.multi ? e.numbers.concat([n]).sort((a, b) => a - b) : [n];
        redraw();
      }, { id: "keys", idPrefix: "num-", picked: e.numbers, disabled: (n) => !allowed.has(n) || mine.has(n) || (ch && ch.numbers && !(ch.numbers[n] > 0)) }));
    const guess = "guess " + e.numbers.join(" ");
    keys.append(bigButton("guess-go", e.numbers.length ? fugitiveGameWords(guess, v) : "Guess", () => move(guess), "primary", e.numbers.length === 0));
  }
  if (L.kinds.includes("marshal-pass")) keys.append(bigButton("mpass", "Pass", () => move("pass"), ""));
  return box;
}

function fugitiveMoves(f, keys) {
  const box = h("div", {});
  const move = (text) => write("move", { move: text });
  if (f.safest && f.safest.length) {
    box.append(h("div", { class: "advice", id: "safest" }, h("div", { class: "prompt" }, "Safest now, by the Marshal's belief"),
      h("ul", {}, f.safest.map(s => h("li", {}, s)))));
  }
  if (f.decks.length) {
    box.append(h("div", { class: "prompt" }, "Draw from"), h("div", { class: "decks" }, [1, 2, 3].map(d =>
      bigButton("fdeck-" + d, h("span", {}, "deck " + d, h("small", {}, S.view.marshal.decksLeft[d - 1] + " left")), () => move("draw " + d), "primary deck", !f.decks.includes(d)))));
  }
  if (f.hideouts.length) {
    const e = S.entry;
    e.sprints = e.sprints || [];
    const placeable = new Set(f.hideouts);
    box.append(h("div", { class: "prompt" }, handPrompt(f, e)),
      h("div", { class: "hand", id: "fhand-keys" }, f.hand.map(c => {
        const isHide = e.hideout === c;
        return h("button", { class: "mini w" + (isHide ? " pick" : e.sprints.includes(c) ? " sprint" : "") + (c === f.escapeCard ? " escape-card" : ""), id: "fcard-" + c,
          // the escape card never pays a sprint: offered only as the hideout itself
          disabled: S.busy || (!e.hideout && !placeable.has(c)) || (e.hideout && !isHide && c === f.escapeCard), onclick: () => {
            if (!e.hideout || isHide) { e.hideout = isHide ? null : c; e.sprints = []; }
            else e.sprints = e.sprints.includes(c) ? e.sprints.filter(x => x !== c) : e.sprints.concat([c]);
            redraw();
          } }, c);
      })),
      h("p", { class: "muted small", id: "step-need" }, stepNeedWords(f, e)));
    const hide = "hide " + e.hideout + (e.sprints.length ? " sprint " + e.sprints.slice().sort((x, y) => x - y).join(" ") : "");
    const words = e.hideout ? fugitiveGameWords(hide, S.view) : "Place";
    // a long "Place 30 paying 1 3 5 7 9" is set smaller so that it stays whole on a phone's bar
    keys.append(bigButton("place", words, () => move(hide), (e.hideout === f.escapeCard ? "escape-key" : "primary") + (words.length > 20 ? " long" : ""),
      !e.hideout || footprintsOf(f, e.sprints) < f.stepNeeds[e.hideout]));
  }
  if (f.mayPass) keys.append(bigButton("fpass", "Pass", () => move("pass"), ""));
  return box;
}

/** Above his hand: what a tap does now, the escape named as such ("Tap 42 to escape", "..., then escape"). */
function handPrompt(f, e) {
  if (e.hideout) return "Sprint cards to pay with (tap), then " + (e.hideout === f.escapeCard ? "escape" : "place");
  const place = f.hideouts.some(c => c !== f.escapeCard), escape = f.hideouts.includes(f.escapeCard);
  return place && escape ? "Tap the card to place as a hideout, or " + f.escapeCard + " to escape"
    : escape ? "Tap " + f.escapeCard + " to escape" : "Tap the card to place as a hideout";
}

/** The footprints the chosen sprint cards are worth, by the spec's values for odd and even cards. */
function footprintsOf(f, sprints) {
  return sprints.reduce((sum, c) => sum + (c % 2 ? f.footprints.odd : f.footprints.even), 0);
}

/** Under the hand: the rule, and once a hideout is picked what its step needs and what the chosen cards give. */
function stepNeedWords(f, e) {
  const need = e.hideout ? f.stepNeeds[e.hideout] : 0;
  if (!need) return f.needFootprints;
  const paid = footprintsOf(f, e.sprints);
  return e.hideout + " needs sprint cards worth " + need + " footprints (odd cards " + f.footprints.odd + ", even cards " + f.footprints.even
    + "): " + (paid >= need ? "paid" : (paid ? "these give " + paid + ", " : "") + (need - paid) + " to go");
}

/**
 * The Fugitive's prompt worded from the moves the server lists now, so it never offers the
 * escape or a pass that the keys below leave disabled ("draw from deck 1 or 2", "place a
 * hideout or pass"). His opening turn allows only hideouts: the server's line counts them.
 */
function fugitivePrompt(f, m) {
  if (f.phase === "FUGITIVE_FIRST") return m.next;
  const parts = [];
  if (f.decks.length) parts.push("draw from deck " + orList(f.decks));
  if (f.hideouts.some(c => c !== f.escapeCard)) parts.push("place a hideout");
  if (f.hideouts.includes(f.escapeCard)) parts.push("play " + f.escapeCard + " (the escape)");
  if (f.mayPass) parts.push("pass");
  return orList(parts);
}

function orList(items) {
  return items.length < 2 ? items.join("") : items.slice(0, -1).join(", ") + " or " + items[items.length - 1];
}

/** A Fugitive game's move (either side) in its button's words: "Draw from deck 2", "Place 10 paying 5 7", "Escape with 42", "Guess 12 15", "Pass". */
function fugitiveGameWords(move, v) {
  const [verb, ...rest] = move.split(" ");
  if (verb === "draw") return cap(moveWords(move));
  if (verb === "guess") return "Guess " + rest.join(" ");
  if (verb === "pass") return "Pass";
  const card = Number(rest[0]);
  const paying = rest.length > 2 ? " paying " + rest.slice(2).join(" ") : "";
  return (card === v.marshal.escapeCard ? "Escape with " + card : "Place " + card) + paying;
}
