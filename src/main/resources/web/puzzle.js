// cardlab web table: a shipped puzzle. Tap a number (or a card, then its number). A card you can
// see is not a face-down hideout: the page says so and the puzzle goes on. A wrong guess ends
// the attempt; "Try again" starts it afresh, and the answer opens only when asked. Solved
// puzzles are marked on this device.
"use strict";

const SOLVED = "cardlab-solved";

function solvedMarks() {
  return stored(SOLVED) || {};
}

function drawPuzzle(v) {
  document.title = "cardlab · puzzle " + v.puzzle;
  titleEl.textContent = "Puzzle " + v.puzzle;
  if (v.state === "solved") {
    const marks = solvedMarks();
    if (!marks[v.puzzle]) { marks[v.puzzle] = new Date().toISOString().slice(0, 10); store(SOLVED, marks); }
  }
  const m = v.marshal;
  const e = S.entry;
  const guess = (n) => puzzleGuess(v, n);
  const over = v.state !== "playing";
  // a guess kept offline: the next one waits for its verdict (a wrong guess ends the attempt)
  const waits = !!(S.playQueue && S.playQueue.items.length);
  const luck = v.lucky.length ? h("ul", { class: "lucky", id: "lucky" }, v.lucky.map(l => h("li", {}, l))) : null;
  const status = v.state === "solved" ? h("div", { class: "over", id: "outcome" }, "Solved: every hideout named"
      + (v.lucky.length ? ", " + v.lucky.length + " of them by luck before they were certain." : ", each when it was certain."))
    : v.state === "failed" ? h("div", { class: "over", id: "outcome" }, "Over: " + v.failure)
    : waits ? h("div", { class: "next", id: "next" }, "Your guess waits here: it is judged once the server has it")
    : h("div", { class: "next", id: "next" }, e.position ? "Name the number under #" + e.position : "Name a face-down hideout (tap a card first to say which one)");
  const keys = h("div", { class: "bar-keys" });
  if (over) {
    keys.append(h("button", { class: "primary w", id: "retry", onclick: () => write("retry"), disabled: S.busy }, v.state === "failed" ? "Try again" : "Play it again"),
      h("a", { class: "button", href: "#/" }, "All puzzles"));
  }
  const answer = over ? h("details", { id: "answer-box", open: v.state === "solved" || e.showAnswer || null, ontoggle: (ev) => { e.showAnswer = ev.target.open; } },
    h("summary", { id: "show-answer" }, "The answer, step by step"), h("pre", { class: "answer", id: "answer" }, v.answer)) : null;
  app.replaceChildren(h("div", { class: "cols" },
    h("div", { class: "screen" },
      h("section", { class: "panel p-row" }, h("h2", {}, v.title), h("p", { class: "small" }, v.task),
        // the whole row on the screen, wrapped (a phone scrolled the later hideouts out of sight sideways)
        drawRow(m, over || waits ? { wrap: true } : { wrap: true, click: (p) => { e.position = e.position === p ? null : p; redraw(); }, picked: e.position })),
      h("section", { class: "panel p-entry", id: "entry" }, noticeLine(), status, luck,
        over ? answer : drawStrip(m, guess, { id: "strip", disabled: () => waits }))),
    h("div", { class: "more" },
      drawCards(m),
      h("section", { class: "panel p-log" }, h("h2", {}, "The notes"), h("ol", { class: "log", id: "log" }, m.noteLines.map(l => h("li", {}, l.replace(/^\d+\.\s*/, ""))))))));
  if (keys.childElementCount) barEl.append(keys); // while it is played the bar holds nothing: no blank band over the page's foot
}

/** A guess; a card in sight is answered in words (409) and the puzzle goes on, nothing counted. */
async function puzzleGuess(v, n) {
  const body = S.entry.position ? { number: n, position: S.entry.position } : { number: n };
  await write("guess", body);
}
